"""Title selection for a PDF: metadata title, first-page display text, first heading.

:func:`choose_title` returns, in order of preference:

1. the metadata title, when it is *useful* (not empty, not a file or tool name, not the
   file stem, not a bare code such as ``CH32V003RM-EN``) and *consistent*: if it names
   part numbers, one of them must be the detected chip or occur in the first pages'
   text (the SSD1306 datasheet's metadata says ``SSD1780``, which appears nowhere);
2. the first page's display text: the lines in the largest type (>= 1.3x body size),
   top to bottom; when that is only a part number (``SSD1306``), the next smaller tier
   of at least 3 words is appended (``SSD1306 128 x 64 Dot Matrix OLED/PLED ...``);
3. the first heading of the assembled Markdown;
4. the file stem.
"""

from __future__ import annotations

from pathlib import Path

from hwcc.ingest.classify import part_numbers
from hwcc.ingest.pdf.page import PageContent, TextLine
from hwcc.ingest.pdf.text import join_lines

DISPLAY_RATIO = 1.3
MAX_TITLE = 160
_JUNK = {
    "untitled",
    "microsoft word",
    "title",
    "datasheet",
    "data sheet",
    "document",
    "document title",  # a word processor template's placeholder
    "title of document",
}


def choose_title(
    meta: str,
    path: Path,
    first_page: PageContent | None,
    body: float,
    first_heading: str,
    chip: str,
    text: str,
) -> str:
    """The document title (see module docstring); never empty."""
    if useful_title(meta, path) and consistent_title(meta, chip, text):
        return meta
    display = display_title(first_page, body) if first_page is not None else ""
    shown = [t for t in (display, first_heading) if t and t.lower().strip() not in _JUNK]
    return shown[0] if shown else path.stem


def useful_title(title: str, path: Path) -> bool:
    """True unless ``title`` is empty, a file/tool name, the file stem or a bare code."""
    lowered = title.lower().strip()
    if len(lowered) < 4 or lowered.endswith((".doc", ".docx", ".pdf", ".indd")):
        return False
    if lowered in _JUNK or lowered == path.stem.lower():
        return False
    return " " in lowered or not part_numbers(title)


def consistent_title(title: str, chip: str, text: str) -> bool:
    """False when ``title`` names part numbers, none of which is ``chip`` (or a prefix
    of it, or it of them) or occurs in ``text``."""
    parts = part_numbers(title)
    if not parts:
        return True
    upper = text.upper()
    for part in parts:
        if chip and (part.startswith(chip.upper()) or chip.upper().startswith(part)):
            return True
        if part in upper:
            return True
    return False


def display_title(page: PageContent, body: float) -> str:
    """The largest-type text of ``page`` (a title page), or ``""``."""
    lines: list[TextLine] = [
        ln
        for block in page.blocks
        for ln in block.lines
        if ln.size >= body * DISPLAY_RATIO and any(ch.isalpha() for ch in ln.text)
    ]
    if not lines:
        return ""
    tiers = sorted({round(ln.size) for ln in lines}, reverse=True)

    def tier(size: int) -> list[TextLine]:
        picked = [ln for ln in lines if round(ln.size) == size]
        return sorted(picked, key=lambda ln: (ln.bbox[1], ln.bbox[0]))

    title = join_lines([ln.text for ln in tier(tiers[0])])
    if len(title.split()) == 1 and part_numbers(title):
        for size in tiers[1:]:
            more = join_lines([ln.text for ln in tier(size)])
            if len(more.split()) >= 3:
                title = f"{title} {more}"
                break
    return title[:MAX_TITLE].strip()
