"""Markdown block scanner: cuts a document into the blocks the chunker never splits first.

Contract: ``scan_blocks(content, delimiter)`` returns blocks that tile ``content`` from
its first non-blank line on, in order: ``blocks[0].start`` is where that line starts
(leading blank lines belong to no block: a block that began with them would be split
into a whitespace-only first piece, and they would count against a table's budget),
``blocks[i].end == blocks[i + 1].start`` and ``blocks[-1].end == len(content)``; content
that is blank throughout is one paragraph block ``[0, len)``. Every block starts at the
start of a non-blank line and runs through its trailing blank lines. That makes each
block start a cl100k pre-token boundary, so token counts of whole blocks add up exactly
(see :mod:`hwcc.chunk.tokencount`).

Kinds: ``heading`` (ATX, one line), ``fence`` (``````` or ``~~~`` with info string,
closed by a fence of the same character at least as long, or by the end of the
document), ``table`` (pipe table: header row, delimiter row, rows), ``list_item`` (a
marker line and its continuation lines), ``delimiter`` (a line matching the configured
delimiter regex), ``paragraph`` (anything else, up to a blank line or another block).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import partial
from itertools import accumulate
from typing import Any, NamedTuple

HEADING = "heading"
FENCE = "fence"
TABLE = "table"
LIST_ITEM = "list_item"
DELIMITER = "delimiter"
PARAGRAPH = "paragraph"

# An ATX heading line: hashes, then the end of the line or blanks and the rest (title and
# optional closing hashes, which _heading_title removes; a lazy ``(.*?)`` before an
# optional closing group made the regex 15x slower on long titles).
_HEADING_RE = re.compile(r" {0,3}(#{1,6})(?:[ \t]+(.*))?$")
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


# ``Block(*row)`` for a row list, built in C (no Python-level ``__new__`` per block).
_block_from_row: Callable[[list[Any]], Block] = partial(tuple.__new__, Block)


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
    # One row per block: [kind, start, end, level, title, head_end, close_start, marker];
    # a block's end is set when the next block starts (blocks tile the content).
    rows: list[list[Any]] = []
    i = 0
    while i < n:
        line = lines[i]
        if not line or line.isspace():
            i += 1
            continue
        c = line[0]
        first = c if c != " " else line.lstrip(" ")[:1]
        start = starts[i]
        if rows:
            rows[-1][2] = start
        j = i + 1
        if first in _STARTERS or c in _STARTERS:
            m = _FENCE_RE.match(line) if first in "`~" else None
            if m and not (m.group(2)[0] == "`" and "`" in m.group(3)):
                fence = m.group(2)
                close_start = -1
                while j < n:
                    text = lines[j]
                    if fence in text:
                        stripped = text.strip()
                        if (
                            stripped.startswith(fence)
                            and not stripped.strip(fence[0])
                            and len(text) - len(text.lstrip(" ")) <= 3
                        ):
                            close_start = starts[j]
                            j += 1
                            break
                    j += 1
                head_end = starts[i + 1] if i + 1 < n else len(content)
                rows.append([FENCE, start, 0, 0, "", head_end, close_start, fence])
                i = j
                continue
            if first == "#" and (h := _HEADING_RE.match(line)):
                title = _heading_title(h.group(2) or "")
                rows.append([HEADING, start, 0, len(h.group(1)), title, -1, -1, ""])
                i = j
                continue
            if dmatch is not None and dmatch(line):
                rows.append([DELIMITER, start, 0, 0, "", -1, -1, ""])
                i = j
                continue
            if "|" in line and j < n and _TABLE_DELIM_RE.match(lines[j]):
                if "|" in lines[j] or line.strip().startswith("|"):
                    j = i + 2
                    head_end = starts[j] if j < n else len(content)
                    while j < n and "|" in lines[j] and not lines[j].isspace():
                        j += 1
                    rows.append([TABLE, start, 0, 0, "", head_end, -1, ""])
                    i = j
                    continue
            elif _LIST_RE.match(line):
                rows.append([LIST_ITEM, start, 0, 0, "", -1, -1, ""])
                i = _run_end(lines, j, dmatch)
                continue
        elif dmatch is not None and dmatch(line):
            rows.append([DELIMITER, start, 0, 0, "", -1, -1, ""])
            i = j
            continue
        rows.append([PARAGRAPH, start, 0, 0, "", -1, -1, ""])
        i = _run_end(lines, j, dmatch)
    if not rows:  # whitespace-only content
        return [Block(PARAGRAPH, 0, len(content))]
    rows[-1][2] = len(content)
    return list(map(_block_from_row, rows))  # Block(*row) per row, no Python call


def _heading_title(rest: str) -> str:
    """The title of an ATX heading whose text after the opening hashes and blanks is
    ``rest``: without a closing sequence (blanks, then only ``#`` and blanks to the end
    of the line) and stripped."""
    text = rest.rstrip(" \t")
    if text.endswith("#"):
        bare = text.rstrip("#")
        if bare.endswith((" ", "\t")):
            text = bare
    return text.strip()


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
