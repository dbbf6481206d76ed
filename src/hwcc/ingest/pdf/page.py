"""Extraction of one PDF page into plain data (no PyMuPDF objects survive the call).

:func:`extract_page` returns a :class:`PageContent`: the page's text blocks (lines with
font size and weight), tables (from :mod:`hwcc.ingest.pdf.tables`) and large images, in
reading order. Every word of the page's text ends up exactly once: in a table cell if
the table engine put it there (:attr:`hwcc.ingest.pdf.tables.Table.words`), else in a
text line. A PDF line that runs out of a table (a cell's text and a note beside the table
on one baseline; a paragraph line that starts beside a table's last row) keeps the words
the table did not take as a line; text drawn over an image (a diagram's labels, a
scanned page's text layer, a page whose body lies on a background image) is kept.
Cross-page work (running headers, headings, table continuation) happens later in
:mod:`hwcc.ingest.pdf.assemble`, so a page object can be dropped as soon as this returns.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, replace
from typing import Any

from hwcc.ingest.pdf.grid import grid_tables
from hwcc.ingest.pdf.marks import line_text, marked_words
from hwcc.ingest.pdf.rulings import DecorationTracker, rulings_outside
from hwcc.ingest.pdf.tables import (
    Word,
    WordKey,
    crossed_cell_columns,
    find_page_tables,
    implied_edges,
    may_hold_table,
    ruling_paths,
    split_title_row,
)
from hwcc.ingest.pdf.text import load_pymupdf, normalize

Box = tuple[float, float, float, float]
MIN_FIGURE_AREA = 0.02  # share of the page an image must cover to count as a figure
LABEL_MAX_AREA = 0.5  # text within a smaller image is its label; a larger one is a backdrop
MARGIN_BAND = 0.12  # share of the page height at top and bottom where running text sits


@dataclass(frozen=True, slots=True)
class TextLine:
    """One PDF line: normalised text, dominant font size, bold flag, bbox."""

    text: str
    size: float
    bold: bool
    bbox: Box


@dataclass(frozen=True, slots=True)
class PageBlock:
    """A block of a page: ``kind`` is ``text`` (``lines``), ``table`` (``rows``, first row
    the header; ``title`` a spanning title row) or ``figure`` (an image). ``label``: a
    text block lying within an image smaller than half the page (a diagram's or photo's
    labels), kept as text but never made a heading."""

    kind: str
    bbox: Box
    lines: tuple[TextLine, ...] = ()
    rows: tuple[tuple[str, ...], ...] = ()
    title: str = ""
    label: bool = False


@dataclass(frozen=True, slots=True)
class PageContent:
    """Everything later stages need from page ``number`` (1-based)."""

    number: int
    width: float
    height: float
    blocks: tuple[PageBlock, ...]
    image_area: float  # share of the page covered by images, 0..1
    tables_searched: bool


def extract_page(
    page: Any,
    number: int,
    table_engine: str = "grid",
    decoration: DecorationTracker | None = None,
) -> PageContent:
    """Plain-data content of ``page`` (a pymupdf.Page) numbered ``number``.

    ``table_engine``: ``grid`` (rulings, :mod:`hwcc.ingest.pdf.grid`; the default),
    ``pymupdf`` (``page.find_tables``, slower) or ``none``. ``decoration``: the
    document's :class:`~hwcc.ingest.pdf.rulings.DecorationTracker`; once it has learned
    a logo band, paths lying entirely in that band are not extracted.
    """
    pymupdf = load_pymupdf()

    rect = page.rect
    if page.rotation % 180:
        # page.rect is the page as displayed; text, image and drawing boxes come in the
        # unrotated frame, so margins and clipping must use that frame's width and height
        rect = pymupdf.Rect(0, 0, rect.height, rect.width)
    width, height = float(rect.width), float(rect.height)
    page_area = max(width * height, 1.0)

    textpage = page.get_textpage(flags=pymupdf.TEXT_MEDIABOX_CLIP)
    data = page.get_text("dict", textpage=textpage)
    slanted = _slanted_lines(data)
    tables: list[PageBlock] = []
    in_cells: set[WordKey] = set()
    taken: dict[tuple[int, int], list[Word]] = {}
    searched = False
    display = None  # a display list, made only for a page with a learned logo band
    if decoration is not None and decoration.area is not None and not page.rotation:
        display = page.get_displaylist()
    if table_engine != "none":
        if display is not None and decoration is not None and decoration.area is not None:
            paths = rulings_outside(display, decoration.area)
        else:
            drawings = page.get_cdrawings()
            if decoration is not None and not page.rotation:
                decoration.observe(drawings, width, height)
            paths = ruling_paths(drawings)
            del drawings
        paths = paths + implied_edges(paths)
        if may_hold_table(paths):
            searched = True
            words = marked_words(page.get_text("words", textpage=textpage), data)
            if slanted:  # a diagonal watermark's words belong to no cell
                words = [w for w in words if (w[5], w[6]) not in slanted]
            paths = paths + crossed_cell_columns(paths, words)
            if table_engine == "pymupdf":
                found = find_page_tables(page, paths, words)
            else:
                found = grid_tables(paths, words)
            for table in found:
                title, rows = split_title_row(table.rows)
                tables.append(PageBlock("table", table.bbox, rows=rows, title=title))
                in_cells.update(table.words)
            # what is left of each PDF line a table took words of, by (block, line)
            taken = _taken_by_line(words, in_cells)

    figures: list[PageBlock] = []
    covered = 0.0
    for bbox in _image_boxes(page, display):
        box = pymupdf.Rect(bbox) & rect
        if box.is_empty:
            continue
        share = float(abs(box)) / page_area
        covered += share
        if share >= MIN_FIGURE_AREA:
            figures.append(PageBlock("figure", (box.x0, box.y0, box.x1, box.y1)))

    text_blocks: list[PageBlock] = []
    for block in data["blocks"]:
        if block.get("type", 0) != 0:
            continue
        block_no = block.get("number", -1)
        lines: list[TextLine] = []
        for index, line in enumerate(block["lines"]):
            if (block_no, index) in slanted:
                continue
            rest = taken.get((block_no, index))
            if rest is not None and not rest:
                continue  # every word of the line is in a table cell
            made = _line(line)
            if made is not None and rest:
                made = _outside_part(made, rest)
            if made is not None:
                lines.append(made)
        if lines:
            text_blocks.append(PageBlock("text", _union(lines), lines=tuple(lines)))
    del data, textpage

    if figures:
        labels = [f.bbox for f in figures if _area(f.bbox) < LABEL_MAX_AREA * page_area]
        text_blocks = [
            replace(b, label=True) if any(_within(b.bbox, f) for f in labels) else b
            for b in text_blocks
        ]
        # an image under half the page or more with text on it is a backdrop (a page
        # template, a watermark, a scan under its text layer), not a figure
        figures = [
            f
            for f in figures
            if f.bbox in labels or not any(_within(b.bbox, f.bbox) for b in text_blocks)
        ]
    blocks = _merge_order(_single_flow(text_blocks, height), tables + figures, height)
    return PageContent(
        number=number,
        width=width,
        height=height,
        blocks=tuple(blocks),
        image_area=min(covered, 1.0),
        tables_searched=searched,
    )


SLANT = 0.1  # a line whose direction has both components above this is diagonal


def _slanted_lines(data: dict[str, Any]) -> set[tuple[int, int]]:
    """(block, line) numbers of the page's diagonal text lines: a watermark drawn across
    the page ("CONFIDENTIAL", "Company Confidential Information for X Use"), which would
    otherwise fall into table cells and headings. Text set at 90 degrees (a vertical table
    header) is kept."""
    out: set[tuple[int, int]] = set()
    for block in data["blocks"]:
        if block.get("type", 0) != 0:
            continue
        for index, line in enumerate(block["lines"]):
            cos, sin = line.get("dir", (1.0, 0.0))
            if abs(cos) > SLANT and abs(sin) > SLANT:
                out.add((block.get("number", -1), index))
    return out


def _image_boxes(page: Any, display: Any) -> list[Box]:
    """Bboxes of the page's images; from ``display`` (its display list) when given,
    which saves one more interpretation of the content stream."""
    if display is None:
        return [tuple(info["bbox"]) for info in page.get_image_info()]
    pymupdf = load_pymupdf()
    flags = pymupdf.TEXT_MEDIABOX_CLIP | pymupdf.TEXT_PRESERVE_IMAGES
    images = pymupdf.TextPage(display.get_textpage(flags=flags))
    return [(b[0], b[1], b[2], b[3]) for b in images.extractBLOCKS() if b[6] == 1]


def _line(line: dict[str, Any]) -> TextLine | None:
    spans = line.get("spans") or []
    text = normalize(line_text(spans)).strip()
    if not text:
        return None
    weight: dict[tuple[float, bool], int] = {}
    for span in spans:
        n = len(span["text"].strip())
        if not n:
            continue
        bold = bool(span["flags"] & 16) or "bold" in span["font"].lower()
        key = (round(float(span["size"]), 1), bold)
        weight[key] = weight.get(key, 0) + n
    size, bold = max(weight, key=lambda k: weight[k]) if weight else (0.0, False)
    x0, y0, x1, y1 = line["bbox"]
    return TextLine(text=text, size=size, bold=bold, bbox=(x0, y0, x1, y1))


def _union(lines: list[TextLine]) -> Box:
    return (
        min(ln.bbox[0] for ln in lines),
        min(ln.bbox[1] for ln in lines),
        max(ln.bbox[2] for ln in lines),
        max(ln.bbox[3] for ln in lines),
    )


def _taken_by_line(words: list[Word], in_cells: set[WordKey]) -> dict[tuple[int, int], list[Word]]:
    """The PDF lines, as (block, line) numbers, of which a table took a word into a
    cell, each with its words that no table took (an empty list: all were)."""
    if not in_cells:
        return {}
    rest: dict[tuple[int, int], list[Word]] = {(b, ln): [] for b, ln, _ in in_cells}
    for word in words:
        kept = rest.get((word[5], word[6]))
        if kept is not None and (word[5], word[6], word[7]) not in in_cells:
            kept.append(word)
    return rest


def _outside_part(line: TextLine, rest: list[Word]) -> TextLine | None:
    """``line`` reduced to ``rest``, its words that no table took (font of the whole
    line); None if they hold no text."""
    text = normalize(" ".join(w[4] for w in rest)).strip()
    if not text:
        return None
    bbox = (
        min(w[0] for w in rest),
        min(w[1] for w in rest),
        max(w[2] for w in rest),
        max(w[3] for w in rest),
    )
    return TextLine(text=text, size=line.size, bold=line.bold, bbox=bbox)


def _single_flow(blocks: list[PageBlock], height: float) -> list[PageBlock]:
    """``blocks`` top to bottom when they form one flow and the content stream wrote them
    out of that order, else unchanged. One flow: the blocks fall into bands (runs of
    blocks that share some height, more than 2 pt) each of which is one block, one
    stack (every two share some width: a line the PDF wrote as its own block a little
    into the one above), read top down, or blocks side by side (no two share any width:
    a bit's label beside its description), read left to right, unless the stream reads
    the page as columns (see ``_stream_columns``). A band that mixes stacked and
    side-by-side blocks is columns, side-by-side notes or interleaved labels whose
    order only the stream knows. Some templates write every left-margin label or
    heading of a page first (ST: each register's ``Address:``/``Reset:`` block, or its
    heading, before the bit figures and bit lists under it), which would set a
    register's figure under the next register's heading."""
    tops = [b.bbox[1] for b in blocks]
    if all(a <= b + 2 for a, b in itertools.pairwise(tops)):
        return blocks
    bands: list[list[PageBlock]] = []
    bottom = float("-inf")
    for block in sorted(blocks, key=lambda b: (b.bbox[1], b.bbox[0])):
        if bands and block.bbox[1] < bottom - 2:
            bands[-1].append(block)
            bottom = max(bottom, block.bbox[3])
        else:
            bands.append([block])
            bottom = block.bbox[3]
    ordered: list[PageBlock] = []
    pairs: list[tuple[Box, Box]] = []  # the left and right block of each two-block band
    beside = False
    for band in bands:
        across = [_overlaps_across(a.bbox, b.bbox) for a, b in itertools.combinations(band, 2)]
        if across and not any(across):
            band.sort(key=lambda b: b.bbox[0])
            beside = True
            if len(band) == 2:
                pairs.append((band[0].bbox, band[1].bbox))
        elif not all(across):
            return blocks
        ordered += band
    if beside and (_stream_columns(blocks, height) or _paired_columns(pairs)):
        return blocks
    return ordered


def _paired_columns(pairs: list[tuple[Box, Box]]) -> bool:
    """Whether two bands or more hold two blocks each in the same two columns (the left
    blocks sharing width, the right ones too, the left column at least 0.6 as wide as
    the right): columns the stream reads down one at a time (Maxim's register
    descriptions set in two columns under a heading as wide as both), not a label
    beside its description, which sits in a narrow left column."""
    for (l1, r1), (l2, r2) in itertools.combinations(pairs, 2):
        if _overlaps_across(l1, l2) and _overlaps_across(r1, r2):
            left_width = max(l1[2], l2[2]) - min(l1[0], l2[0])
            right_width = max(r1[2], r2[2]) - min(r1[0], r2[0])
            if left_width >= 0.6 * right_width:
                return True
    return False


def _stream_columns(blocks: list[PageBlock], height: float) -> bool:
    """Whether the content stream reads the page's body as columns: cut where the stream
    goes back up the page (more than 2 pt), two of its runs of two blocks or more share
    no width (a lone block is a label or a wrapped line written late). Blocks in the
    top and bottom margin bands (running lines, page numbers) are left out."""
    runs: list[list[Box]] = []
    last = float("inf")
    for block in blocks:
        box = block.bbox
        if box[3] <= height * MARGIN_BAND or box[1] >= height * (1 - MARGIN_BAND):
            continue
        if box[1] < last - 2 or not runs:
            runs.append([])
        runs[-1].append(box)
        last = box[1]
    spans = [(min(b[0] for b in run), max(b[2] for b in run)) for run in runs if len(run) > 1]
    return any(min(a[1], b[1]) - max(a[0], b[0]) <= 2 for a, b in itertools.combinations(spans, 2))


def _merge_order(
    text_blocks: list[PageBlock], others: list[PageBlock], height: float
) -> list[PageBlock]:
    """Text blocks in content-stream order with each table/figure inserted after the
    last block (in that order) that ends above its top edge, of those that share its
    horizontal extent when there are any (its column). Text lying within an image
    that does not hold the table/figure itself (a diagram's labels, often written last
    in the stream) is not taken as that block: it would pull a table below text that
    follows it on the page. Nor is a text block lying wholly in the top margin band
    (a running header, which many PDFs write last) while other text lies above the
    item: it would pull the table below the whole page's prose; when only top-band
    text lies above, the blocks level with the lowest of it (a continued table's
    caption, a figure's labels) are taken."""
    figures = [b.bbox for b in others if b.kind == "figure"]
    result = list(text_blocks)
    for item in sorted(others, key=lambda b: (b.bbox[1], b.bbox[0])):
        above = [
            i
            for i, b in enumerate(result)
            if b.bbox[3] <= item.bbox[1] + 1 and not _on_other_figure(b, item, figures)
        ]
        body = [
            i for i in above if result[i].kind != "text" or result[i].bbox[3] > height * MARGIN_BAND
        ]
        if not body and above:
            # only top-band text above (a continued table's caption under the running
            # header): the lines level with the lowest of it, not a header above them
            # that the stream wrote last
            top = max((result[i].bbox for i in above), key=lambda box: box[3])[1]
            body = [i for i in above if result[i].bbox[3] > top]
        above = body or above
        # on a page set in columns, the blocks of its own column: a table in the left
        # column goes after the left column's text above it, not after the right
        # column's (which comes later in the stream)
        own = [i for i in above if _overlaps_across(result[i].bbox, item.bbox)]
        chosen = own or above
        result.insert(chosen[-1] + 1 if chosen else 0, item)
    return result


def _overlaps_across(a: Box, b: Box) -> bool:
    """Whether boxes ``a`` and ``b`` share some horizontal extent (beyond 2 pt)."""
    return min(a[2], b[2]) - max(a[0], b[0]) > 2


def _on_other_figure(block: PageBlock, item: PageBlock, figures: list[Box]) -> bool:
    """Whether text ``block`` lies within a figure that does not hold ``item``'s centre."""
    if block.kind != "text" or not figures:
        return False
    ix, iy = (item.bbox[0] + item.bbox[2]) / 2, (item.bbox[1] + item.bbox[3]) / 2
    return any(
        _within(block.bbox, f) and not (f[0] <= ix <= f[2] and f[1] <= iy <= f[3]) for f in figures
    )


def _within(box: Box, area: Box, slack: float = 2.0) -> bool:
    return (
        area[0] - slack <= box[0]
        and area[1] - slack <= box[1]
        and box[2] <= area[2] + slack
        and box[3] <= area[3] + slack
    )


def _area(box: Box) -> float:
    return max(box[2] - box[0], 0.0) * max(box[3] - box[1], 0.0)
