"""Walking the Markdown every parser emits: lines outside fenced code blocks, headings.

Contract: :func:`prose_lines` yields ``(line, start, next_start)`` for every line of
``content`` that is neither a fence line nor inside a fenced code block (a fence opens
with three or more backticks or tildes, indented by at most three spaces, and closes
with a line of the same character; one never closed runs to the end); ``start`` is the
line's offset and ``next_start`` the offset of the line after it. :data:`HEADING` matches
an ATX heading line (``## Title``), group 1 the hashes and group 2 the title.
:data:`MERGED_MARK` fills a table cell that a merged cell beside or above it spans when
its text is too long to repeat (the PDF parser writes it, readers of tables honour it).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

# a table cell that a merged cell on its left (or above) spans, too long to repeat
MERGED_MARK = "〃"

HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
_FENCE = re.compile(r"^\s{0,3}(`{3,}|~{3,})")


def prose_lines(content: str) -> Iterator[tuple[str, int, int]]:
    """Lines outside fenced code (see the module contract)."""
    fence: str | None = None
    pos = 0
    for line in content.split("\n"):
        start, pos = pos, pos + len(line) + 1
        opened = _FENCE.match(line)
        if fence is not None:
            if opened and opened.group(1)[0] == fence[0] and len(opened.group(1)) >= len(fence):
                fence = None
            continue
        if opened:
            fence = opened.group(1)
            continue
        yield line, start, pos


def heading_spans(content: str) -> list[tuple[int, tuple[str, ...], int, int]]:
    """Every heading of Markdown ``content`` outside code fences, in order, as (level,
    path, start, end): ``path`` holds its ancestors' titles and its own; its section runs
    from ``start`` (the heading line) to ``end``, where the next heading of its level or
    higher starts (the end of ``content`` for the last ones)."""
    found: list[tuple[int, str, int]] = []
    for line, start, _next in prose_lines(content):
        m = HEADING.match(line)
        if m:
            found.append((len(m.group(1)), m.group(2), start))
    ends = [len(content)] * len(found)
    open_: list[int] = []
    for index, (level, _title, start) in enumerate(found):
        while open_ and found[open_[-1]][0] >= level:
            ends[open_.pop()] = start
        open_.append(index)
    out: list[tuple[int, tuple[str, ...], int, int]] = []
    stack: list[tuple[int, str]] = []
    for (level, title, start), end in zip(found, ends, strict=True):
        stack = [(lv, t) for lv, t in stack if lv < level] + [(level, title)]
        out.append((level, tuple(t for _, t in stack), start, end))
    return out
