"""PDF parser (PyMuPDF 1.x): datasheets, reference manuals, errata, application notes.

``PdfParser().parse(path, options)`` opens the PDF, extracts each page into plain data
(:mod:`hwcc.ingest.pdf.page`) and closes the page at once, so memory stays flat in the
page count; then :mod:`hwcc.ingest.pdf.assemble` builds Markdown with headings, pipe
tables, figure placeholders and a page map. ``doc_type`` and ``chip`` come from
``options`` when given, else from :mod:`hwcc.ingest.classify` (title, file name and the
first pages); the title from :mod:`hwcc.ingest.pdf.title`. ``metadata`` holds ``pages``,
``format``, ``outline_entries`` and ``toc_pages_dropped`` (comma-separated page numbers
whose printed table of contents was removed). Raises :class:`~hwcc.errors.InputError`
for corrupt, truncated (damaged and no ``%%EOF`` at the end), encrypted (unless an empty
password opens it) or zero-page files; a damaged file MuPDF could rebuild, and one with
no extractable text, are added with a warning. Never writes files. A Ctrl-C during the
parse raises KeyboardInterrupt once MuPDF returns, never lost in one of its callbacks
(:mod:`hwcc.util.interrupts`).
"""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path
from typing import Any

from hwcc.errors import InputError, one_line
from hwcc.ingest.base import ParseOptions, ParserSpec, register
from hwcc.ingest.classify import classify_doc_type, detect_chip
from hwcc.ingest.pdf.assemble import assemble
from hwcc.ingest.pdf.budget import WorkMeter
from hwcc.ingest.pdf.page import PageContent, extract_page
from hwcc.ingest.pdf.rulings import DecorationTracker
from hwcc.ingest.pdf.text import load_pymupdf, normalize
from hwcc.ingest.pdf.title import choose_title
from hwcc.types import DocType, ParseResult
from hwcc.util.interrupts import interrupt_guard, raise_if_interrupted

CLASSIFY_PAGES = 3


def open_pdf(path: Path) -> Any:
    """An open pymupdf.Document for ``path``; InputError when it cannot be read."""
    pymupdf = load_pymupdf()
    try:
        doc = pymupdf.open(path, filetype="pdf")
    except Exception:  # PyMuPDF raises FileDataError, RuntimeError, ValueError...
        # its message only repeats the (absolute) file name: "Failed to open file ..."
        raise InputError(path, "corrupt or unreadable PDF (MuPDF cannot open it)") from None
    if doc.needs_pass and not doc.authenticate(""):
        doc.close()
        raise InputError(path, "encrypted PDF (needs a password)")
    if doc.is_repaired and not _has_eof_marker(path):
        # MuPDF rebuilds a damaged file silently; one cut short loses its last pages
        doc.close()
        raise InputError(path, "truncated PDF (no %%EOF marker at the end: the file was cut short)")
    try:
        count = doc.page_count
    except Exception as exc:
        doc.close()
        raise InputError(path, f"corrupt PDF ({one_line(str(exc))})") from None
    if count == 0:
        doc.close()
        raise InputError(path, "PDF has no pages")
    return doc


def _has_eof_marker(path: Path) -> bool:
    """Whether the last KiB of ``path`` holds ``%%EOF`` (the end of every complete PDF,
    incremental updates included; a little trailing junk is tolerated by readers)."""
    try:
        with path.open("rb") as handle:
            handle.seek(0, 2)
            handle.seek(max(0, handle.tell() - 1024))
            return b"%%EOF" in handle.read()
    except OSError:
        return False


REPAIRED = (
    "the PDF is damaged (MuPDF rebuilt its cross-reference table); check that no page is missing"
)
NO_TEXT = "no text could be extracted (a scanned or image-only PDF?); only its title is indexed"


def extract_pages(doc: Any, path: Path) -> tuple[list[PageContent], list[str]]:
    """Plain-data content of every page, plus warnings for pages that failed.

    A :class:`~hwcc.ingest.pdf.rulings.DecorationTracker` follows the pages; once it has
    learned a logo band, later pages skip that band's paths, and tables lying inside the
    band on the earlier pages are dropped so that every page is treated alike."""
    pages: list[PageContent] = []
    warnings: list[str] = []
    decoration = DecorationTracker()
    learned_at = 0
    meter = WorkMeter(doc)
    skipped: str | None = None  # why the first page left out for its work was
    for index in range(doc.page_count):
        raise_if_interrupted()  # one MuPDF's callbacks swallowed stops the parse here
        try:
            page = doc.load_page(index)
            plan = meter.plan(page)
            if plan.warning is not None:
                warnings.append(plan.warning)
            if plan.action != "read":
                skipped = skipped or plan.warning
                if plan.action == "stop":
                    break
                continue
            engine = "grid" if plan.tables else "none"
            pages.append(extract_page(page, index + 1, table_engine=engine, decoration=decoration))
            del page
        except Exception as exc:  # one broken page must not lose the document
            warnings.append(f"page {index + 1} could not be read ({one_line(str(exc))})")
        if decoration.area is not None and not learned_at:
            learned_at = len(pages)
    if not pages:
        if skipped is not None:  # too much work, not damage
            raise InputError(path, f"no page was read: {skipped}")
        raise InputError(path, "corrupt PDF (no page could be read)")
    if decoration.area is not None:
        # pages read before the band was learned: drop their tables inside the band,
        # as later pages no longer see them (keeps running-header removal consistent)
        pages[:learned_at] = [_outside_band(p, decoration.area) for p in pages[:learned_at]]
    return pages, warnings


def _outside_band(page: PageContent, area: tuple[float, float, float, float]) -> PageContent:
    blocks = tuple(
        b
        for b in page.blocks
        if b.kind != "table" or (b.bbox[3] > area[1] + 1 and b.bbox[1] < area[3] - 1)
    )
    if len(blocks) == len(page.blocks):
        return page
    return replace(page, blocks=blocks)


class PdfParser:
    """Parser for ``pdf`` documents."""

    name = "pdf"

    @interrupt_guard()  # MuPDF calls Python back: see hwcc.util.interrupts
    def parse(self, path: Path, options: ParseOptions) -> ParseResult:
        doc = open_pdf(path)
        try:
            meta_title = normalize((doc.metadata or {}).get("title") or "").strip()
            try:
                toc = [(int(e[0]), str(e[1]), int(e[2])) for e in doc.get_toc(simple=True)]
            except Exception:
                toc = []
            page_count = doc.page_count
            pages, warnings = extract_pages(doc, path)
            if doc.is_repaired:
                warnings.insert(0, REPAIRED)
        finally:
            doc.close()
        built = assemble(pages, toc)
        if not built.content.strip():
            warnings.append(NO_TEXT)
        first_text = _first_pages_text(pages)
        meta_chip = detect_chip(meta_title, path.name, first_text)
        title = choose_title(
            meta_title,
            path,
            pages[0] if pages[0].number == 1 else None,
            built.body_size,
            built.first_heading,
            meta_chip,
            first_text,
        )
        chip = options.chip or detect_chip(title, path.name, first_text)
        doc_type = options.doc_type or classify_doc_type(title, path.name, first_text)
        if doc_type == DocType.UNKNOWN.value and chip:
            doc_type = DocType.DATASHEET.value
        return ParseResult(
            doc_id=options.doc_id,
            title=title,
            doc_type=doc_type,
            content=built.content,
            chip=chip,
            source_path=options.source_path or str(path),
            metadata={
                "pages": str(page_count),
                "format": "pdf",
                "outline_entries": str(len(toc)),
                "toc_pages_dropped": ",".join(str(n) for n in built.toc_pages),
            },
            page_map=built.page_map,
            warnings=tuple(warnings) + built.warnings,
        )


def _first_pages_text(pages: list[PageContent]) -> str:
    parts: list[str] = []
    for page in pages[:CLASSIFY_PAGES]:
        for block in page.blocks:
            parts.extend(line.text for line in block.lines)
            parts.extend(" ".join(row) for row in block.rows)
    return "\n".join(parts)


_PDF_HEADER = re.compile(rb"%PDF-\d\.\d")
_PDF_OBJECT = re.compile(rb"\d+[ \t\r\n]+\d+[ \t\r\n]+obj\b")


def sniff_pdf(head: bytes, suffix: str) -> bool:
    """A PDF: ``%PDF-`` at the very start (after blanks), or ``%PDF-n.m`` later in the
    first 1 KiB (readers accept junk before it) followed by an indirect object
    (``1 0 obj``) in ``head``; a text file that merely mentions ``%PDF-`` is no PDF."""
    if head.lstrip().startswith(b"%PDF-"):
        return True
    header = _PDF_HEADER.search(head, 0, 1024 + 8)
    if header is None or header.start() >= 1024:
        return False
    return _PDF_OBJECT.search(head, header.end()) is not None


register(
    ParserSpec(
        kind="pdf",
        factory=PdfParser,
        suffixes=(".pdf",),
        label="PDF datasheet, manual, errata or application note",
        sniff=sniff_pdf,
        binary=True,
    )
)
