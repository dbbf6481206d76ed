"""Markdown block scanner: cuts a document into the blocks the chunker never splits first.

Contract: ``scan_blocks(content, delimiter)`` returns blocks that tile ``content`` exactly,
in order: ``blocks[0].start == 0`` (leading blank lines belong to the first block),
``blocks[i].end == blocks[i + 1].start`` and ``blocks[-1].end == len(content)``. Every
block but possibly the first starts at the start of a non-blank line and runs through
its trailing blank lines. That makes each block start a cl100k pre-token boundary, so
token counts of whole blocks add up exactly (see :mod:`hwcc.chunk.tokencount`).

Kinds: ``heading`` (ATX, one line), ``fence`` (``````` or ``~~~`` with info string,
closed by a fence of the same character at least as long, or by the end of the
document), ``table`` (pipe table: header row, delimiter row, rows), ``list_item`` (a
marker line and its continuation lines), ``delimiter`` (a line matching the configured
delimiter regex), ``paragraph`` (anything else, up to a blank line or another block).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from itertools import accumulate
from typing import NamedTuple

HEADING = "heading"
FENCE = "fence"
TABLE = "table"
LIST_ITEM = "list_item"
DELIMITER = "delimiter"
PARAGRAPH = "paragraph"

_HEADING_RE = re.compile(r" {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$")
_FENCE_RE = re.compile(r"( {0,3})(`{3,}|~{3,})(.*)$")
_LIST_RE = re.compile(r"[ \t]*(?:[-+*]|\d{1,9}[.)])(?:[ \t]|$)")
_TABLE_DELIM_RE = re.compile(r"[ \t]*\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$")
_STARTERS = frozenset("#`~|-+*0123456789 \t")


class Block(NamedTuple):
    """One Markdown block: ``content[start:end]`` (trailing blank lines included).

    ``level``/``title`` are set for headings. ``head_end`` is where a table's header and
    delimiter rows end, or where a fence's opening line ends; ``close_start`` is where a
    fence's closing line starts (``-1`` when the fence is unclosed); ``marker`` is the
    fence string used to close synthetic pieces. An immutable tuple.
    """

    kind: str
    start: int
    end: int
    level: int = 0
    title: str = ""
    head_end: int = -1
    close_start: int = -1
    marker: str = ""


def scan_blocks(
    content: str,
    delimiter: re.Pattern[str] | None = None,
    lines: list[str] | None = None,
    starts: list[int] | None = None,
) -> list[Block]:
    """Tile ``content`` with blocks (see the module contract). Deterministic, O(lines).
    ``lines``/``starts``: ``content.split("\\n")`` and where each line starts, if the
    caller has them (see :class:`hwcc.chunk.tokencount.Lines`)."""
    if not content:
        return []
    if lines is None or starts is None:
        lines = content.split("\n")
        starts = list(accumulate([len(line) + 1 for line in lines], initial=0))
    n = len(lines)
    dmatch = delimiter.match if delimiter is not None else None
    raw: list[tuple[str, int, int, int, str, int, int, str]] = []  # kind, first, last+1...
    i = 0
    while i < n:
        line = lines[i]
        if not line or line.isspace():
            i += 1
            continue
        first = line[0] if line[0] != " " else line.lstrip(" ")[:1]
        kind = PARAGRAPH
        j = i + 1
        level = 0
        title = ""
        head_line = -1
        close_line = -1
        marker = ""
        if first in _STARTERS or line[0] in _STARTERS:
            m = _FENCE_RE.match(line) if first in "`~" else None
            if m and not (m.group(2)[0] == "`" and "`" in m.group(3)):
                kind = FENCE
                fence = m.group(2)
                marker = fence
                head_line = i + 1
                j = i + 1
                while j < n:
                    text = lines[j]
                    if fence in text:
                        stripped = text.strip()
                        if (
                            stripped.startswith(fence)
                            and not stripped.strip(fence[0])
                            and len(text) - len(text.lstrip(" ")) <= 3
                        ):
                            close_line = j
                            j += 1
                            break
                    j += 1
            elif first == "#" and (h := _HEADING_RE.match(line)):
                kind = HEADING
                level = len(h.group(1))
                title = (h.group(2) or "").strip()
            elif dmatch is not None and dmatch(line):
                kind = DELIMITER
            elif "|" in line and i + 1 < n and _TABLE_DELIM_RE.match(lines[i + 1]):
                if "|" in lines[i + 1] or line.strip().startswith("|"):
                    kind = TABLE
                    head_line = i + 2
                    j = i + 2
                    while j < n and "|" in lines[j] and not lines[j].isspace():
                        j += 1
            elif _LIST_RE.match(line):
                kind = LIST_ITEM
                j = _run_end(lines, i + 1, dmatch)
        if kind == PARAGRAPH:
            if dmatch is not None and dmatch(line):
                kind = DELIMITER
            else:
                j = _run_end(lines, i + 1, dmatch)
        raw.append((kind, i, j, level, title, head_line, close_line, marker))
        i = j

    blocks: list[Block] = []
    total = len(content)
    last = len(raw) - 1
    for k, (kind, first_line, _end, level, title, head_line, close_line, marker) in enumerate(raw):
        start = 0 if k == 0 else starts[first_line]
        end = starts[raw[k + 1][1]] if k < last else total
        head_end = -1
        if head_line >= 0:
            head_end = starts[head_line] if head_line < n else total
            head_end = min(head_end, end)
        close_start = starts[close_line] if close_line >= 0 else -1
        blocks.append(Block(kind, start, end, level, title, head_end, close_start, marker))
    if not blocks:  # whitespace-only content
        blocks.append(Block(PARAGRAPH, 0, total))
    return blocks


def _run_end(lines: list[str], j: int, dmatch: Callable[[str], object] | None) -> int:
    """First line at or after ``j`` that is blank or starts a new block (the end of a
    paragraph or list item)."""
    n = len(lines)
    while j < n:
        line = lines[j]
        if not line or line.isspace() or (dmatch is not None and dmatch(line)):
            return j
        if line[0] in _STARTERS and _starts_block(lines, j):
            return j
        j += 1
    return j


def _starts_block(lines: list[str], j: int) -> bool:
    """Whether non-blank line ``j`` (not a delimiter line, first character in
    ``_STARTERS``) starts a new block."""
    line = lines[j]
    first = line.lstrip(" ")[:1]
    if first in "`~" and _FENCE_RE.match(line):
        return True
    if first == "#" and _HEADING_RE.match(line):
        return True
    if _LIST_RE.match(line):
        return True
    return "|" in line and j + 1 < len(lines) and bool(_TABLE_DELIM_RE.match(lines[j + 1]))
