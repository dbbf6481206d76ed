"""Exact cl100k token counts for spans of a document, computed without re-encoding it.

Why this works: cl100k pre-tokenizes text with a regex and runs BPE inside each
pre-token, so counts add up across pre-token boundaries. In any string, the position
right after the last newline of a whitespace run that holds a newline is a pre-token
boundary (no cl100k pre-token holds a newline followed by a non-whitespace character,
and ``\\s*[\\r\\n]`` is tried before ``\\s+(?!\\S)``), and the pre-tokens on either side do
not depend on the text across it. Every non-blank line start is such a position. So:

* ``count(content[a:b]) == count(content[a:m]) + count(content[m:b])`` whenever ``m`` is
  the start of a non-blank line with ``a < m < b``;
* a span made of whole units that each start at a non-blank line start costs the sum
  of the units' counts.

:func:`span_tokens` uses that to count a chunk from its units' cached counts plus short
re-encodings at its two edges. The property tests check ``token_count ==
count_tokens(text)`` for every chunk produced.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from hwcc.tokens import encoding


@dataclass(frozen=True, slots=True)
class Unit:
    """A packable span ``content[start:end]`` (contiguous with its neighbours).

    ``tokens`` is exact for ``content[start:end]`` when ``boundary`` is true (the unit
    starts at a non-blank line start); otherwise it is an estimate. ``head``/``tail`` are
    synthetic text added around the span (a repeated table header, a fence line), which
    a unit carries only as the first/last unit of its chunk. ``block`` is the index of
    the block the unit comes from; ``piece``/``pieces`` number the pieces of a block
    that had to be split (``pieces == 1`` for a whole block).
    """

    start: int
    end: int
    tokens: int
    kind: str
    block: int
    boundary: bool = True
    head: str = ""
    tail: str = ""
    piece: int = 1
    pieces: int = 1


Counter = Callable[[str], int]


def counter() -> Counter:
    """A function returning the exact cl100k token count of a string."""
    encode = encoding().encode_ordinary

    def count(text: str) -> int:
        return len(encode(text)) if text else 0

    return count


def _last_line_start(content: str, start: int, end: int) -> int:
    """Start of the last non-blank line in ``content[start:end]`` (``start`` if none)."""
    pos = end
    while True:
        nl = content.rfind("\n", start, pos)
        if nl < 0:
            return start
        if content[nl + 1 : end].strip():
            return nl + 1
        pos = nl


def span_tokens(
    content: str,
    units: Sequence[Unit],
    start: int,
    end: int,
    count: Counter,
) -> int:
    """Exact token count of ``content[start:end]`` where the units tile (at least)
    ``[units[0].start, units[-1].end)`` and ``start``/``end`` lie within or before them
    (``start`` may precede ``units[0].start`` for overlap; ``end <= units[-1].end``).
    Synthetic heads and tails are not counted."""
    # Cut points: starts of boundary units strictly inside (start, end).
    total = 0
    pos = start
    k = 0
    n = len(units)
    # First segment: from start to the first boundary unit start after it.
    while k < n and not (units[k].boundary and units[k].start > start):
        k += 1
    # units[k] is the first cut (or none).
    first_cut = units[k].start if k < n and units[k].start < end else end
    if (
        first_cut != end
        and start == units[0].start
        and units[0].boundary
        and k == 1
        and units[0].end == first_cut
    ):
        total += units[0].tokens
    else:
        seg_end = first_cut
        total += count(content[pos:seg_end]) if seg_end > pos else 0
    if first_cut == end:
        return total
    pos = first_cut
    while True:
        u = units[k]
        j = k + 1
        while j < n and not units[j].boundary:
            j += 1
        nxt = units[j].start if j < n and units[j].start < end else end
        if nxt < end:
            if j == k + 1:
                total += u.tokens
            else:
                total += count(content[pos:nxt])
            pos = nxt
            k = j
            continue
        # Last segment [pos, end).
        if j == k + 1 and u.end >= end:
            if u.end == end:
                total += u.tokens
            else:
                last = _last_line_start(content, u.start, end)
                if last > u.start:
                    total += u.tokens - count(content[last : u.end]) + count(content[last:end])
                else:
                    total += count(content[pos:end])
        else:
            total += count(content[pos:end])
        return total
