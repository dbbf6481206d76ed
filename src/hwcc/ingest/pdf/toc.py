"""Removal of printed tables of contents (and lists of tables/figures) from PDF pages.

A printed TOC repeats every heading of the document next to a page number. Kept as
text it would become a chunk that matches every query and carries the wrong page; its
first lines (``1.1 Cortex-M4 interrupted loads ... can cause`` before the wrapped
``erroneous behavior . . . . 6``) also looked like numbered headings and corrupted the
section paths. The outline and the real headings already carry the structure, so TOC
entries are dropped, not rendered.

Contract of :func:`drop_toc`: pages in, pages out (same numbers, same order), plus the
numbers of the pages that lost TOC lines. Only text lines are removed; tables and
figures are kept. A line is removed when it is

- a TOC title (``Contents``, ``Table of contents``, ``List of tables``, ``List of
  figures``, ``Tables``, ``Figures``) on a page that holds at least 3 entries;
- an entry (dot leader + page number at the end, or several entries glued on one line)
  or a line inside a TOC region: the region starts at a TOC title (or at the top of a
  page that continues the previous page's TOC) and ends at the first line that is not an
  entry (here also a leader cut short by wrapping, `` . 18``) and is not followed by
  an entry within the next 4 lines (wrapped entries stay in), a bullet line ending
  the region and the look ahead (a revision history with dot leaders after the TOC);
- on pages without a TOC title: a text block of at least 2 entries where entries are
  at least half of the lines and no line is a bullet (revision-history bullets with
  dot leaders are content, not a TOC).

"Line" above means a visual row: the PDF lines that share a baseline, joined left to
right. Typesetters such as LaTeX emit an entry as separate pieces (``4.1``, ``Absolute
Maximum Ratings``, ``. . . .``, ``7``) that PyMuPDF returns as four lines, none of them an
entry on its own. Inside a TOC region a row without a leader whose last piece is a bare
page number standing in the page-number column of the page's entries (``13 Latest
Document Version Changes`` ... ``89``) is an entry too.
"""

from __future__ import annotations

import re
from dataclasses import replace

from hwcc.ingest.pdf.page import PageBlock, PageContent, TextLine

MIN_ENTRIES = 3
LOOKAHEAD = 4

_LEADER_END = re.compile(r"(?:\.\s?){4,}\s*\.?\s*(?:\d{1,4}|[ivxlc]{1,6})\s*$", re.IGNORECASE)
_LEADER_MID = re.compile(r"(?:\.\s?){6,}\s*\d{1,4}\s+\S")
_LEADER_SOFT = re.compile(r"(?:\s\.|\.{2,})\s*\d{1,4}\s*$")  # a leader cut short by wrapping
_TITLE = re.compile(
    r"^(?:table of contents|contents|list of (?:tables|figures)(?: and tables)?|tables|figures)$",
    re.IGNORECASE,
)
_BULLET = re.compile(r"^[•●▪■◦○►·\-–]")
_PAGE_NO = re.compile(r"^(?:\d{1,4}|[ivxlc]{1,6})$", re.IGNORECASE)
COLUMN_SLACK = 2.0  # points a page number's right edge may stray from the column

Key = tuple[int, int]  # (block index, line index) of a line on its page
Row = list[tuple[int, int, TextLine]]  # the lines of one visual row, left to right


def is_entry(text: str) -> bool:
    """True if ``text`` (one PDF line) is a TOC entry: dot leaders + page number."""
    return bool(_LEADER_END.search(text) or _LEADER_MID.search(text))


def is_toc_title(text: str) -> bool:
    """True if ``text`` is a TOC/list-of-tables/list-of-figures title."""
    return bool(_TITLE.match(text.strip().rstrip(":")))


def drop_toc(pages: list[PageContent]) -> tuple[list[PageContent], list[int]]:
    """``pages`` without their TOC lines, and the numbers of pages that had some."""
    out: list[PageContent] = []
    touched: list[int] = []
    in_region = False
    for page in pages:
        lines = [
            (bi, li, ln)
            for bi, block in enumerate(page.blocks)
            if block.kind == "text"
            for li, ln in enumerate(block.lines)
        ]
        rows = _rows(lines)
        entries = sum(1 for row in rows if _row_entry(row))
        titled = entries >= MIN_ENTRIES and any(is_toc_title(ln.text) for _, _, ln in lines)
        drop: set[Key] = set()
        if titled or in_region:
            in_region = _walk_region(rows, drop, in_region)
        if not titled:
            for bi, block in enumerate(page.blocks):
                if block.kind == "text" and _toc_block(bi, block.lines):
                    drop.update((bi, li) for li in range(len(block.lines)))
        if not drop:
            out.append(page)
            continue
        touched.append(page.number)
        out.append(_without(page, drop))
    return out, touched


def _rows(lines: list[tuple[int, int, TextLine]]) -> list[Row]:
    """``lines`` grouped into visual rows (vertical overlap of at least half the shorter
    line), top to bottom, each row left to right."""
    rows: list[Row] = []
    top = bottom = 0.0
    for item in sorted(lines, key=lambda t: ((t[2].bbox[1] + t[2].bbox[3]) / 2, t[2].bbox[0])):
        y0, y1 = item[2].bbox[1], item[2].bbox[3]
        if rows and min(bottom, y1) - max(top, y0) >= 0.5 * min(bottom - top, y1 - y0):
            rows[-1].append(item)
            top, bottom = min(top, y0), max(bottom, y1)
            continue
        rows.append([item])
        top, bottom = y0, y1
    return [sorted(row, key=lambda t: t[2].bbox[0]) for row in rows]


def _row_text(row: Row) -> str:
    return " ".join(ln.text for _, _, ln in row)


def _row_entry(row: Row) -> bool:
    return is_entry(_row_text(row)) or any(is_entry(ln.text) for _, _, ln in row)


def _walk_region(rows: list[Row], drop: set[Key], in_region: bool) -> bool:
    """Mark the lines of TOC regions in ``drop``; True if the page ends inside one."""
    texts = [_row_text(row) for row in rows]
    bullet = [_BULLET.match(text) is not None for text in texts]
    entry = [
        not dot and (_row_entry(row) or bool(_LEADER_SOFT.search(text)))
        for row, text, dot in zip(rows, texts, bullet, strict=True)
    ]
    column = [row[-1][2].bbox[2] for row, hit in zip(rows, entry, strict=True) if hit]
    entry = [
        hit or (not dot and _leaderless_entry(row, column))
        for row, hit, dot in zip(rows, entry, bullet, strict=True)
    ]
    for i, row in enumerate(rows):
        keys = {(bi, li) for bi, li, _ in row}
        if any(is_toc_title(ln.text) for _, _, ln in row):
            in_region = True
            drop.update(keys)
            continue
        if not in_region:
            continue
        if entry[i] or (not bullet[i] and _entry_ahead(entry, bullet, i)):
            drop.update(keys)
            continue
        in_region = False
    return in_region


def _entry_ahead(entry: list[bool], bullet: list[bool], i: int) -> bool:
    """True if an entry follows row ``i`` within LOOKAHEAD rows, before any bullet."""
    for j in range(i + 1, min(i + 1 + LOOKAHEAD, len(entry))):
        if bullet[j]:
            return False
        if entry[j]:
            return True
    return False


def _leaderless_entry(row: Row, column: list[float]) -> bool:
    """A row of text ending in a separate bare page number whose right edge lies in the
    page-number column (the right edges of the page's leader entries)."""
    last = row[-1][2]
    return (
        len(row) >= 2
        and _PAGE_NO.match(last.text) is not None
        and any(ch.isalpha() for _, _, ln in row[:-1] for ch in ln.text)
        and any(abs(last.bbox[2] - x) <= COLUMN_SLACK for x in column)
    )


def _toc_block(bi: int, lines: tuple[TextLine, ...]) -> bool:
    rows = _rows([(bi, li, ln) for li, ln in enumerate(lines)])
    entries = sum(1 for row in rows if _row_entry(row))
    bullets = any(_BULLET.match(ln.text) for ln in lines)
    return entries >= 2 and entries * 2 >= len(rows) and not bullets


def _without(page: PageContent, drop: set[Key]) -> PageContent:
    blocks: list[PageBlock] = []
    for bi, block in enumerate(page.blocks):
        if block.kind != "text":
            blocks.append(block)
            continue
        kept = tuple(ln for li, ln in enumerate(block.lines) if (bi, li) not in drop)
        if kept == block.lines:
            blocks.append(block)
        elif kept:
            blocks.append(replace(block, lines=kept))
    return replace(page, blocks=tuple(blocks))
