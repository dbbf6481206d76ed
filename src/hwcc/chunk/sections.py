"""Sections of a document and the parent groups they form.

:func:`build_sections` turns the scanned blocks into sections: the blocks under one
heading (``headers``), between delimiter lines (``delimiter``), or the whole document
(``fixed``). Guarantees: sections tile the blocks in order (section 0 starts at block 0,
each section ends where the next begins, the last ends at ``len(blocks)``); a document
whose first block does not open a section gets a preamble section with an empty path.

:func:`parent_groups` partitions the sections into the ranges that become parents.
Guarantees: the ranges are contiguous, in order and cover every section exactly once;
each range either fits ``parent_max_tokens`` or holds one section (which the caller
splits like any other text).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from hwcc.chunk.blocks import Block
from hwcc.types import ChunkConfig


class Section(NamedTuple):
    """Blocks ``[first, end)`` under one heading; ``path`` is the heading stack;
    ``number`` is the section's position in the document; ``ancestors`` are the numbers
    of the sections whose headings enclose it. An immutable tuple (cheaper to build than
    a frozen dataclass); sections are told apart by identity (``is``) or ``number``,
    never by value."""

    number: int
    path: tuple[str, ...]
    level: int
    first: int
    end: int
    ancestors: tuple[int, ...]


def build_sections(
    blocks: Sequence[Block], headings: Sequence[int], delimiters: Sequence[int], strategy: str
) -> list[Section]:
    """The sections of ``blocks`` for ``strategy``: ``headers`` opens one at each block
    index in ``headings`` (path = the enclosing heading titles, a heading without title
    named by its ``#`` marks), ``delimiter`` one at each index in ``delimiters`` (level
    1, empty path); any other strategy yields one section of level 0 for all blocks."""
    out: list[Section] = []
    stack: list[tuple[int, int, str]] = []  # (level, section index, title)
    starts: list[tuple[int, int, tuple[str, ...], tuple[int, ...]]] = []
    if strategy == "headers":
        for i in headings:
            b = blocks[i]
            while stack and stack[-1][0] >= b.level:
                stack.pop()
            path = (*(s[2] for s in stack), b.title or "#" * b.level)
            ancestors = tuple(s[1] for s in stack)
            idx = len(starts)
            starts.append((i, b.level, path, ancestors))
            stack.append((b.level, idx, path[-1]))
    elif strategy == "delimiter":
        starts = [(i, 1, (), ()) for i in delimiters]
    if not starts or starts[0][0] != 0:
        starts.insert(0, (0, 0, (), ()))
        # Preamble inserted before: shift recorded ancestor indices by one.
        starts = [starts[0]] + [
            (i, lv, p, tuple(a + 1 for a in anc)) for i, lv, p, anc in starts[1:]
        ]
    for k, (i, lv, path, anc) in enumerate(starts):
        end = starts[k + 1][0] if k + 1 < len(starts) else len(blocks)
        out.append(Section(k, path, lv, i, end, anc))
    return out


def parent_groups(
    secs: Sequence[Section], block_tokens: Sequence[int], cfg: ChunkConfig
) -> list[tuple[int, int]]:
    """Section ranges ``[a, b)``, one per parent, given each block's token count.

    Top-down: a section with its subtree that fits ``cfg.parent_max_tokens`` is one
    range; otherwise the section alone is a range and its subsections are visited. A
    section under ``max(cfg.min_tokens, cfg.max_tokens // 4)`` tokens that has
    subsections (a short intro, e.g. a lone heading) joins the range of its first
    subsection when that range still fits.
    """
    sec_tokens = [sum(block_tokens[s.first : s.end]) for s in secs]
    prefix = [0]
    for t in sec_tokens:
        prefix.append(prefix[-1] + t)
    subtree_end = [0] * len(secs)
    stack: list[int] = []
    for k, s in enumerate(secs):
        while stack and secs[stack[-1]].level >= s.level:
            subtree_end[stack.pop()] = k
        stack.append(k)
    for k in stack:
        subtree_end[k] = len(secs)
    small = max(cfg.min_tokens, cfg.max_tokens // 4)
    out: list[tuple[int, int]] = []
    _group_walk(
        0,
        len(secs),
        -1,
        _GroupSizes(subtree_end, prefix, sec_tokens, small, cfg.parent_max_tokens),
        out,
    )
    return out


class _GroupSizes(NamedTuple):
    """What :func:`_group_walk` needs of the sections: for each section the end of its
    subtree (exclusive), prefix sums of section tokens, each section's tokens, the size
    below which an intro joins its first subsection, and the parent token limit."""

    subtree_end: list[int]
    prefix: list[int]
    sec_tokens: list[int]
    small: int
    limit: int


def _group_walk(i: int, j: int, pending: int, g: _GroupSizes, out: list[tuple[int, int]]) -> int:
    """Append to ``out`` the parent ranges covering sections ``i..j`` (``pending``: an
    intro section waiting to join the next range, or -1); returns ``j``. A module-level
    function (not a closure calling itself) so that a run builds no reference cycles."""
    k = i
    while k < j:
        end = min(g.subtree_end[k], j)
        first = pending if pending >= 0 else k
        if g.prefix[end] - g.prefix[first] <= g.limit:
            out.append((first, end))
            pending = -1
        elif pending >= 0:
            out.append((pending, pending + 1))
            pending = -1
            continue
        else:
            if g.sec_tokens[k] < g.small and end > k + 1:
                _group_walk(k + 1, end, k, g, out)
            else:
                out.append((k, k + 1))
                _group_walk(k + 1, end, -1, g, out)
        k = end
    if pending >= 0:
        out.append((pending, pending + 1))
    return k
