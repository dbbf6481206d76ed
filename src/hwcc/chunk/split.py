"""Splitting one block that exceeds a token budget into units that fit it.

* Tables split only between rows; every piece after the first carries the header and
  delimiter rows as a synthetic ``head`` so it is a valid table on its own.
* Fenced code splits only at line boundaries; every piece is a closed fence (synthetic
  opening line as ``head``, synthetic closing fence as ``tail`` where needed).
* Prose (paragraphs, list items, headings, delimiter lines) splits at line breaks, then
  sentence ends, then whitespace, preferring the latest such boundary in the second
  half of the token window; it cuts inside a word only when a window holds no
  whitespace at all (CJK runs, base64).

A single table row or code line larger than the budget stays whole (the caller flags
the chunk as oversized). All functions are pure and deterministic.
"""

from __future__ import annotations

import itertools
import re

from hwcc.chunk.blocks import FENCE, TABLE, Block
from hwcc.chunk.tokencount import TokenIndex, Unit

_SENTENCE_END = re.compile(r"(?<=[.!?;:。！？；])[\"')\]]*(?:\s+|(?=[^\s\x00-\x7f]))")
_SPACE = re.compile(r"\s+")


def _lines(content: str, start: int, end: int) -> list[tuple[int, int]]:
    """``(line_start, next_line_start)`` pairs covering ``content[start:end]``."""
    out: list[tuple[int, int]] = []
    pos = start
    while pos < end:
        nl = content.find("\n", pos, end)
        nxt = end if nl < 0 else nl + 1
        out.append((pos, nxt))
        pos = nxt
    return out


def trimmed_tokens(content: str, unit: Unit, tokens: TokenIndex) -> int:
    """Tokens of ``unit`` without the blank lines after it. ``unit.tokens`` includes
    them (units tile the text), but no chunk keeps them (chunks are trimmed), so whether
    a block fits is decided on this count."""
    end = unit.end
    while end > unit.start and content[end - 1].isspace():
        end -= 1
    if end == unit.end:
        return unit.tokens
    return tokens.count_with(unit.head, unit.start, end, unit.tail)


def split_block(
    content: str, block: Block, index: int, unit: Unit, budget: int, tokens: TokenIndex
) -> list[Unit]:
    """Split ``unit`` (a whole block or an earlier piece of it) into units of at most
    ``budget`` tokens where the block's structure allows; returns ``[unit]`` if it fits."""
    if unit.tokens <= budget or trimmed_tokens(content, unit, tokens) <= budget:
        return [unit]
    if block.kind == TABLE and block.head_end > block.start:
        pieces = _split_table(content, block, index, unit, budget, tokens)
    elif block.kind == FENCE and block.head_end > block.start:
        pieces = _split_fence(content, block, index, unit, budget, tokens)
    else:
        pieces = _split_prose(content, unit, budget, tokens)
    # A blank piece joins the piece before it; blank pieces before the first non-blank
    # one (indentation longer than the budget) join the piece after them, recounted:
    # a piece of nothing but whitespace would become an empty chunk.
    merged: list[Unit] = []
    lead: Unit | None = None
    for p in pieces:
        if not content[p.start : p.end].strip():
            if merged:
                m = merged[-1]
                merged[-1] = Unit(
                    m.start, p.end, m.tokens + p.tokens, m.kind, m.block, m.boundary, m.head, m.tail
                )
            elif lead is None:
                lead = p
            else:
                lead = Unit(lead.start, p.end, 0, lead.kind, lead.block, lead.boundary, lead.head)
            continue
        if lead is not None and not merged:
            n = tokens.count_with(lead.head, lead.start, p.end, p.tail)
            p = Unit(lead.start, p.end, n, p.kind, p.block, lead.boundary, lead.head, p.tail)
        merged.append(p)
    pieces = merged
    n = len(pieces)
    if n <= 1:
        return [unit]
    return [
        Unit(
            p.start,
            p.end,
            p.tokens,
            p.kind,
            p.block,
            p.boundary,
            p.head,
            p.tail,
            p.piece,
            n,
        )
        for p in pieces
    ]


def _greedy_lines(lines: list[tuple[int, int, int]], room: int) -> list[tuple[int, int, int]]:
    """Group consecutive ``(start, end, tokens)`` lines into runs of at most ``room``
    tokens (a line over ``room`` is a run of its own)."""
    runs: list[tuple[int, int, int]] = []
    cur_start = -1
    cur_end = -1
    cur_tokens = 0
    for a, b, t in lines:
        if cur_start >= 0 and cur_tokens + t > room:
            runs.append((cur_start, cur_end, cur_tokens))
            cur_start = -1
        if cur_start < 0:
            cur_start, cur_tokens = a, 0
        cur_end = b
        cur_tokens += t
    if cur_start >= 0:
        runs.append((cur_start, cur_end, cur_tokens))
    return runs


def _split_table(
    content: str, block: Block, index: int, unit: Unit, budget: int, tokens: TokenIndex
) -> list[Unit]:
    header = content[block.start : block.head_end]
    header_tokens = tokens.count(block.start, block.head_end)
    rows_from = max(unit.start, block.head_end)
    rows = tokens.line_counts(rows_from, unit.end)
    if not rows:
        return [unit]
    runs = _greedy_lines(rows, max(1, budget - header_tokens))
    out: list[Unit] = []
    for k, (a, b, t) in enumerate(runs):
        if k == 0 and unit.start < block.head_end:
            out.append(Unit(unit.start, b, header_tokens + t, TABLE, index, True, unit.head))
        else:
            out.append(Unit(a, b, header_tokens + t, TABLE, index, True, header))
    return [_numbered(u, k + 1) for k, u in enumerate(out)]


def _split_fence(
    content: str, block: Block, index: int, unit: Unit, budget: int, tokens: TokenIndex
) -> list[Unit]:
    opening = content[block.start : block.head_end]
    if not opening.endswith("\n"):
        return [unit]
    closed = block.close_start >= 0
    body_end = block.close_start if closed else block.end
    body_from = max(unit.start, block.head_end)
    body_to = min(unit.end, body_end)
    body = tokens.line_counts(body_from, body_to)
    if not body:
        return [unit]
    closing = "\n" + block.marker
    open_tokens = tokens.count(block.start, block.head_end)
    close_tokens = tokens.text(closing)
    room = max(1, budget - open_tokens - close_tokens)
    runs = _greedy_lines(body, room)
    out: list[Unit] = []
    last = len(runs) - 1
    for k, (a, b, t) in enumerate(runs):
        start = unit.start if k == 0 and unit.start < block.head_end else a
        end = unit.end if k == last else b
        head = "" if start < block.head_end else opening
        real_end = end > body_to or (not closed and end >= block.end)
        tail = "" if real_end else closing
        # Body lines + opening line (real or repeated) + closing line: an estimate
        # within a token or two; chunks are counted exactly later.
        estimate = t + open_tokens + close_tokens
        boundary = bool(content[start:end].split("\n", 1)[0].strip())
        out.append(Unit(start, end, estimate, FENCE, index, boundary, head, tail))
    return [_numbered(u, k + 1) for k, u in enumerate(out)]


def _numbered(u: Unit, piece: int) -> Unit:
    return Unit(u.start, u.end, u.tokens, u.kind, u.block, u.boundary, u.head, u.tail, piece)


def _split_prose(content: str, unit: Unit, budget: int, tokens: TokenIndex) -> list[Unit]:
    if content.find("\n", unit.start, unit.end - 1) < 0:  # one line
        out = _split_long(content, unit.start, unit.end, unit, budget, tokens)
    else:
        out = []
        additive = tokens.indexed  # per-line counts of an unindexed text do not add up
        for a, b, t in _greedy_lines(_line_runs(content, unit.start, unit.end, tokens), budget):
            if not additive:
                t = tokens.count(a, b)
            if t <= budget:
                out.append(Unit(a, b, t, unit.kind, unit.block, True))
            else:
                out.extend(_split_long(content, a, b, unit, budget, tokens))
    if out and not unit.boundary:
        first = out[0]
        out[0] = Unit(first.start, first.end, first.tokens, first.kind, first.block, False)
    return out


def _line_runs(
    content: str, start: int, end: int, tokens: TokenIndex
) -> list[tuple[int, int, int]]:
    """``content[start:end]`` cut at each non-blank line start, blank lines folded into the
    line before them (every piece but the first starts non-blank): ``(start, end,
    tokens)`` per piece. Counts are exact; on an indexed text they also add up (each cut
    is a boundary), so a run of pieces costs the sum of their counts."""
    if tokens.indexed:
        return tokens.boundary_runs(start, end)
    merged: list[tuple[int, int]] = []
    for a, b in _lines(content, start, end):
        if merged and not content[a:b].strip():
            merged[-1] = (merged[-1][0], b)
        else:
            merged.append((a, b))
    return [(a, b, tokens.count(a, b)) for a, b in merged]


def _split_long(
    content: str, start: int, end: int, unit: Unit, budget: int, tokens: TokenIndex
) -> list[Unit]:
    """Cut ``content[start:end]`` into pieces of at most ``budget`` tokens at sentence
    ends, else whitespace, else anywhere (see :func:`_cut_point`)."""
    cuts: list[int] = []
    pos = start
    while True:
        win_end = min(end, pos + max(64, budget * 8))
        t = tokens.count(pos, win_end)
        while t <= budget and win_end < end:
            win_end = min(end, pos + (win_end - pos) * 2)
            t = tokens.count(pos, win_end)
        if t <= budget:
            break
        cut = _cut_point(content, pos, win_end, budget)
        piece = tokens.count(pos, cut)
        while piece > budget and cut - pos > 1:
            cut = max(pos + 1, pos + (cut - pos) * budget // (piece + 1))
            cut = _snap_space(content, pos, cut)
            piece = tokens.count(pos, cut)
        cuts.append(cut)
        pos = cut
    bounds = [start, *cuts, end]
    return [
        Unit(a, b, tokens.count(a, b), unit.kind, unit.block, k == 0 and unit.boundary)
        for k, (a, b) in enumerate(itertools.pairwise(bounds))
    ]


def _snap_space(content: str, pos: int, cut: int) -> int:
    sp = max(content.rfind(" ", pos, cut), content.rfind("\t", pos, cut))
    return sp + 1 if sp > pos else cut


def _cut_point(content: str, pos: int, window_end: int, budget: int) -> int:
    """Char position to end a piece starting at ``pos``: the last sentence end, else
    the last whitespace, in the second half of the first ``budget`` tokens."""
    text = content[pos:window_end]
    from hwcc.util.tokens import encoding

    enc = encoding()
    toks = enc.encode_ordinary(text)
    limit_bytes = len(b"".join(enc.decode_tokens_bytes(toks[:budget])))
    limit = pos + len(text.encode("utf-8")[:limit_bytes].decode("utf-8", errors="ignore"))
    # A piece must hold more than the whitespace it may start with (indentation before a
    # long unbreakable run): no cut at or before the first non-space character.
    first = pos
    while first < limit and content[first].isspace():
        first += 1
    half = max(pos + (limit - pos) // 2, first)
    best = -1
    for m in _SENTENCE_END.finditer(content, half, limit):
        best = m.end()
    if best > half:
        return best
    sp = -1
    for m in _SPACE.finditer(content, half, limit):
        sp = m.end()
    if sp > half:
        return sp
    sp = -1
    for m in _SPACE.finditer(content, first + 1, limit):
        sp = m.end()
    if sp > first + 1:
        return sp
    return max(limit, first + 1)
