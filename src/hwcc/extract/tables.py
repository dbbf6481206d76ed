"""Pipe tables of a parsed document, with where they stand.

Every parser emits Markdown (PDF tables become pipe tables), so table-reading extractors
work on :class:`~hwcc.types.ParseResult` content whatever the source format.
:func:`tables_of` returns each table with its header and rows (cells stripped, ``\\|``
unescaped), its character span, the heading path above it, the text lines between that
heading and the table (captions such as ``Table 4. Status Register Field Descriptions``)
and its first page. Tables inside fenced code blocks are ignored.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from hwcc.types import ParseResult

_HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
DELIMITER = re.compile(r"^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")
_FENCE = re.compile(r"^\s{0,3}(`{3,}|~{3,})")
_CELL_SPLIT = re.compile(r"(?<!\\)\|")


@dataclass(frozen=True, slots=True)
class Table:
    """One pipe table. ``before`` holds the non-blank lines between the last heading
    and the table (at most the last four), nearest last; ``page`` is the page of its
    first line and ``row_pages`` the page of each row (None without a page map);
    ``after`` is the first non-blank line after the table when that is prose (not a
    heading, table or fence), else ""."""

    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    start: int
    end: int
    section: tuple[str, ...]
    before: tuple[str, ...]
    page: int | None
    row_pages: tuple[int | None, ...] = ()
    after: str = ""

    @property
    def heading(self) -> str:
        return self.section[-1] if self.section else ""

    @property
    def width(self) -> int:
        return len(self.header)


def split_cells(line: str) -> tuple[str, ...]:
    """The cells of one table line (outer pipes optional; ``\\|`` is a literal pipe)."""
    text = line.strip()
    if text.startswith("|"):
        text = text[1:]
    if text.endswith("|") and not text.endswith("\\|"):
        text = text[:-1]
    return tuple(c.strip().replace("\\|", "|") for c in _CELL_SPLIT.split(text))


def tables_of(result: ParseResult) -> list[Table]:
    """Every pipe table of ``result.content`` in document order."""
    content = result.content
    lines = content.split("\n")
    offsets = []
    pos = 0
    for line in lines:
        offsets.append(pos)
        pos += len(line) + 1
    tables: list[Table] = []
    section: list[tuple[int, str]] = []
    before: list[str] = []
    fence: str | None = None
    i = 0
    while i < len(lines):
        line = lines[i]
        opened = _FENCE.match(line)
        if fence is not None:
            if opened and opened.group(1)[0] == fence[0] and len(opened.group(1)) >= len(fence):
                fence = None
            i += 1
            continue
        if opened:
            fence = opened.group(1)
            i += 1
            continue
        heading = _HEADING.match(line)
        if heading:
            level = len(heading.group(1))
            section = [(lv, t) for lv, t in section if lv < level] + [(level, heading.group(2))]
            before = []
            i += 1
            continue
        if (
            line.lstrip().startswith("|")
            and i + 1 < len(lines)
            and DELIMITER.match(lines[i + 1].strip())
        ):
            header = split_cells(line)
            j = i + 2
            rows = []
            row_pages: list[int | None] = []
            while j < len(lines) and lines[j].lstrip().startswith("|"):
                rows.append(split_cells(lines[j]))
                row_pages.append(_page(result, offsets[j], len(lines[j])))
                j += 1
            start, end = offsets[i], offsets[j - 1] + len(lines[j - 1])
            k = j
            while k < len(lines) and not lines[k].strip():
                k += 1
            after = lines[k].strip() if k < len(lines) else ""
            if _HEADING.match(after) or after.startswith("|") or _FENCE.match(after):
                after = ""
            pages = result.pages_for(start, end) if result.page_map else None
            tables.append(
                Table(
                    header=header,
                    rows=tuple(rows),
                    start=start,
                    end=end,
                    section=tuple(t for _, t in section),
                    before=tuple(before[-4:]),
                    page=pages[0] if pages else None,
                    row_pages=tuple(row_pages),
                    after=after,
                )
            )
            before = []
            i = j
            continue
        if line.strip():
            before.append(line.strip())
        i += 1
    return tables


def lines_after(content: str, end: int) -> Iterator[str]:
    """The stripped lines of ``content`` after the line holding offset ``end`` (a
    table's last line), read one at a time: callers stop where their reading ends."""
    pos = content.find("\n", end)
    while pos != -1:
        nxt = content.find("\n", pos + 1)
        yield content[pos + 1 : nxt if nxt != -1 else len(content)].strip()
        pos = nxt


def _page(result: ParseResult, start: int, length: int) -> int | None:
    return result.first_page(start, start + max(1, length))
