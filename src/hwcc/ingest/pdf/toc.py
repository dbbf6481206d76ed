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
  an entry within the next 4 lines (wrapped entries, detached section numbers stay in);
- on pages without a TOC title: a text block of at least 2 entries where entries are
  at least half of the lines and no line is a bullet (revision-history bullets with
  dot leaders are content, not a TOC).
"""

from __future__ import annotations

import re

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
        entries = sum(1 for _, _, ln in lines if is_entry(ln.text))
        titled = entries >= MIN_ENTRIES and any(is_toc_title(ln.text) for _, _, ln in lines)
        drop: set[tuple[int, int]] = set()
        if titled or in_region:
            in_region = _walk_region(lines, drop, in_region)
        if not titled:
            for bi, block in enumerate(page.blocks):
                if block.kind == "text" and _toc_block(block.lines):
                    drop.update((bi, li) for li in range(len(block.lines)))
        if not drop:
            out.append(page)
            continue
        touched.append(page.number)
        out.append(_without(page, drop))
    return out, touched


def _walk_region(
    lines: list[tuple[int, int, TextLine]], drop: set[tuple[int, int]], in_region: bool
) -> bool:
    """Mark the lines of TOC regions in ``drop``; True if the page ends inside one."""
    ordered = sorted(lines, key=lambda t: (round(t[2].bbox[1]), t[2].bbox[0]))
    entry = [is_entry(ln.text) or bool(_LEADER_SOFT.search(ln.text)) for _, _, ln in ordered]
    for i, (bi, li, line) in enumerate(ordered):
        if is_toc_title(line.text):
            in_region = True
            drop.add((bi, li))
            continue
        if not in_region:
            continue
        if entry[i] or any(entry[i + 1 : i + 1 + LOOKAHEAD]):
            drop.add((bi, li))
            continue
        in_region = False
    return in_region


def _toc_block(lines: tuple[TextLine, ...]) -> bool:
    entries = sum(1 for ln in lines if is_entry(ln.text))
    bullets = any(_BULLET.match(ln.text) for ln in lines)
    return entries >= 2 and entries * 2 >= len(lines) and not bullets


def _without(page: PageContent, drop: set[tuple[int, int]]) -> PageContent:
    blocks: list[PageBlock] = []
    for bi, block in enumerate(page.blocks):
        if block.kind != "text":
            blocks.append(block)
            continue
        kept = tuple(ln for li, ln in enumerate(block.lines) if (bi, li) not in drop)
        if kept == block.lines:
            blocks.append(block)
        elif kept:
            blocks.append(PageBlock("text", block.bbox, lines=kept))
    return PageContent(
        page.number,
        page.width,
        page.height,
        tuple(blocks),
        page.image_area,
        page.tables_searched,
    )
