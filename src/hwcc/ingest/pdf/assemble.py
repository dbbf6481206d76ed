"""Cross-page assembly of extracted PDF pages into Markdown with a page map.

Input: the :class:`~hwcc.ingest.pdf.page.PageContent` of every page (plain data) and the
PDF outline. Output: :class:`Assembled` with Markdown ``content`` (``\\n`` line ends),
sorted non-overlapping ``page_map`` spans and warnings. Steps:

1. running headers/footers: lines (and tables) in the top or bottom margin band whose
   text, digits masked, repeats on at least 40 % of the pages (and 3 pages) are dropped;
   bare page numbers in the bands are dropped unless text stands beside them away from
   the height where the page numbers repeat (a TOC entry's page in the bottom band);
2. printed tables of contents are dropped (:mod:`hwcc.ingest.pdf.toc`);
3. headings: outline (``get_toc``) titles matched on their page, else numbered headings
   (``8.3.2 SPI configuration``) in bold or larger type (both *structural*), else lines
   in clearly larger type. A font-only heading is nested at least one level below the
   last structural heading, so it never resets a section path (``2.1.3 Full JTAG ...``
   keeps its ``Description`` child). Table captions (``Table 3. ...``), even when the
   outline lists them, become a bold line, never a heading; a repeated heading marked
   ``(continued)`` is dropped;
4. tables continued on the next page under the same header row are joined into one;
5. figure captions (``Figure 12. SPI timing``) become ``[Figure 12: SPI timing, page N]``;
   captionless images become ``[Figure: image, page N]``.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, replace

from hwcc.ingest.pdf.page import MARGIN_BAND, PageBlock, PageContent, TextLine
from hwcc.ingest.pdf.tables import header_key, to_markdown
from hwcc.ingest.pdf.text import join_lines, normalize
from hwcc.ingest.pdf.toc import drop_toc
from hwcc.types import PageSpan

REPEAT_SHARE = 0.4
SECTION_RUN = 3  # consecutive pages a margin line at one place must repeat on
# share of the page height from the top where a running title may stand below the margin
# band (Maxim: the part number in the band, the title under it)
TITLE_BAND = 0.2
CHAPTER_NAMES = 3  # bold section running headers of one style a chapter template has
FOOTER_PAGES = 5  # pages a footer over the bottom band must stand on, at least
FOOTER_WORDS = 10  # words a footer over the bottom band has, at most
SIDE_BAND = 0.1  # share of the page width at either side where a vertical running title sits
HEIGHT_SLACK = 2  # points a page number's height may vary from page to page
IMAGE_ONLY_MAX_CHARS = 40
IMAGE_ONLY_MIN_AREA = 0.2

_DIGITS = re.compile(r"\d+")
_PAGE_NUMBER = re.compile(
    r"^(?:page\s*)?[-–]?\s*\d{1,4}\s*[-–]?(?:\s*(?:of|/)\s*\d{1,4})?$", re.IGNORECASE
)
_ROMAN = re.compile(r"[ivxl]{1,6}", re.IGNORECASE)  # a front page's number: "iii"
_NUMBERED = re.compile(r"^(\d{1,2}(?:\.\d{1,2}){0,5})\.?\s+(\S.{0,100})$")
_CAPTION = re.compile(r"^(?:Figure|Fig\.)\s*(\d+(?:[-.]\d+)*)\s*[.:\-–]?\s*(.*)$", re.IGNORECASE)
_BULLET = re.compile(r"^([•●▪■◦○►·\-–])\s*(.*)$")
_NOT_HEADING_START = re.compile(r"^(?:table|figure|fig\.|note|notes)\b", re.IGNORECASE)
_TABLE_CAPTION = re.compile(r"^Table\s+\d+(?:[-.]\d+)*\s*[.:\-–]?\s+\S", re.IGNORECASE)
_OUTLINE_CAPTION = re.compile(r"^(?:table|figure|fig\.)\s*\d", re.IGNORECASE)
_CONTINUED = re.compile(r"\((?:continued|cont'?d|cont\.)\)\s*$", re.IGNORECASE)
_CONTINUED_NOTE = re.compile(
    r"^\(?\s*(?:continued|cont'?d|cont\.)"
    r"(?:\s+(?:on|from)\s+(?:the\s+)?(?:(?:next|previous|following|preceding)\s+page|page\s+\d+))?"
    r"\s*\)?\s*[.:]?\s*$",
    re.IGNORECASE,
)
_KEY = re.compile(r"[^0-9a-z]+")


OutlineIndex = dict[str, list[tuple[int, int, str]]]


@dataclass(frozen=True, slots=True)
class Assembled:
    content: str
    page_map: tuple[PageSpan, ...]
    warnings: tuple[str, ...]
    first_heading: str
    toc_pages: tuple[int, ...] = ()
    body_size: float = 10.0


def assemble(pages: list[PageContent], toc: list[tuple[int, str, int]]) -> Assembled:
    """Markdown, page map and warnings for ``pages`` (see module docstring)."""
    pages, toc_pages = drop_toc(_drop_running_lines(pages))
    body = _body_size(pages)
    toc_index = _toc_index(toc)
    pieces: list[tuple[int, str, str]] = []  # (page, separator-before, text)
    image_only: list[int] = []
    last_table: tuple[str, ...] | None = None
    first_heading = ""
    depth = [0]  # level of the last structural (outline or numbered) heading
    for page in pages:
        chars = sum(len(ln.text) for b in page.blocks for ln in b.lines)
        chars += sum(len(c) for b in page.blocks for r in b.rows for c in r)
        if chars < IMAGE_ONLY_MAX_CHARS and page.image_area >= IMAGE_ONLY_MIN_AREA:
            image_only.append(page.number)
        captions = [b for b in page.blocks if b.kind == "text" and _caption(b) is not None]
        first_on_page = True
        for block in _join_heading_blocks(page.blocks, body):
            if block.kind == "table":
                key = header_key(block.rows[0])
                if first_on_page and last_table == key and not block.title:
                    if len(block.rows) > 1:
                        pieces.append((page.number, "\n", to_markdown(block.rows[1:], False)))
                    first_on_page = False
                    continue
                if block.title:
                    pieces.append((page.number, "\n\n", f"**{block.title}**"))
                pieces.append((page.number, "\n\n", to_markdown(block.rows)))
                last_table = key
                first_on_page = False
                continue
            if block.kind == "figure":
                if not any(_near(block, c) for c in captions):
                    pieces.append((page.number, "\n\n", f"[Figure: image, page {page.number}]"))
                    last_table = None
                    first_on_page = False
                continue
            caption = _caption(block)
            if caption is not None:
                pieces.append((page.number, "\n\n", caption.format(page=page.number)))
                last_table = None
                first_on_page = False
                continue
            if first_on_page and last_table is not None and _is_continued_note(block):
                continue
            for kind, text in _render_text(block, page.number, body, toc_index, depth):
                if kind == "heading" and not first_heading:
                    first_heading = text.lstrip("# ")
                pieces.append((page.number, "\n\n", text))
            last_table = None
            first_on_page = False
    content, spans = _join(pieces)
    warnings: list[str] = []
    if image_only:
        warnings.append(
            f"{len(image_only)} page(s) have no text layer (image only, not indexed): "
            f"pages {_ranges(image_only)}"
        )
    return Assembled(content, spans, tuple(warnings), first_heading, tuple(toc_pages), body)


# -- running headers and footers --------------------------------------------------------


def _band(page: PageContent, box: tuple[float, float, float, float]) -> str:
    if box[3] <= page.height * MARGIN_BAND:
        return "top"
    if box[1] >= page.height * (1 - MARGIN_BAND):
        return "bottom"
    return ""


def _line_band(page: PageContent, line: TextLine) -> str:
    """The margin band of a text line; a line that starts in the top band directly under
    a line that lies within it (touching it, sharing some width: a running header's
    second line, Maxim's ``with Linearization`` under the part's title) counts as in it
    though it ends below; a line by the page's left or right edge is in the ``side``
    band."""
    band = _band(page, line.bbox)
    if (
        not band
        and (line.bbox[0] >= page.width * (1 - SIDE_BAND) or line.bbox[2] <= page.width * SIDE_BAND)
        and len(re.findall(r"[^\W\d_]", line.text)) >= 3  # words, not "2.1" (digits masked)
    ):
        return "side"  # WIZnet: the running title set vertically in the right margin
    if band or line.bbox[1] > page.height * MARGIN_BAND:
        return band
    x0, y0, x1, _y1 = line.bbox
    for block in page.blocks:
        for other in block.lines:
            b = other.bbox
            if (
                other is not line
                and -4 <= y0 - b[3] <= 2
                and min(x1, b[2]) > max(x0, b[0])
                and _band(page, b) == "top"
            ):
                return "top"
    return ""


def _signature(text: str) -> str:
    return _DIGITS.sub("#", " ".join(text.lower().split()))


def _style(line: TextLine) -> str:
    return f"{round(line.size)}|{int(line.bold)}"


@dataclass(frozen=True, slots=True)
class _Margins:
    """What repeats in a document's margin bands: text signatures (``(band, sig)``) on
    enough pages, with the type style most of them have; digit-free lines standing at
    one place on consecutive pages (a section's running header: Microchip's "Silicon
    Errata Issues" over that section's pages only), by text and style, unless the same
    words recur in the body (a heading every item repeats)."""

    repeated: frozenset[tuple[str, str]]
    styles: dict[tuple[str, str], str]
    sections: frozenset[tuple[str, str, str]]
    # (signature, style, top) of lines under the top band at one place on enough pages
    titles: frozenset[tuple[str, str, int]] = frozenset()
    # (signature, style, top) of lines over the bottom band at one place on enough pages,
    # digits masked (DAVICOM's "Preliminary 16" above the margin)
    footers: frozenset[tuple[str, str, int]] = frozenset()

    def running(self, page: PageContent, line: TextLine) -> bool:
        """Whether text ``line`` (not a bare number) is a running margin line. A line
        that reads like a repeated one but stands out from it (a larger or bolder face:
        TI's section title ``Detailed Bug Description`` at the top of the page that
        starts that section, under the same words as the pages' italic header) is not."""
        band = _line_band(page, line)
        if not band:
            return False
        key = (band, _signature(line.text))
        if (*key, _style(line)) in self.sections:
            return True
        if key not in self.repeated:
            return False
        usual = self.styles[key].split("|")
        size, bold = round(line.size), line.bold
        return not (size > int(usual[0]) or (bold and usual[1] == "0" and size >= int(usual[0])))


def _margins(pages: list[PageContent]) -> tuple[_Margins, set[tuple[str, int]]]:
    """The document's repeated margin lines and the (band, height) of its page numbers."""
    counts: Counter[tuple[str, str]] = Counter()
    styles: dict[tuple[str, str], Counter[str]] = {}
    heights: Counter[tuple[str, int]] = Counter()  # (band, height) of bare numbers
    runs: dict[tuple[str, str, str, int], tuple[int, int]] = {}  # -> (last page, length)
    sections: set[tuple[str, str, str]] = set()
    body: Counter[str] = Counter()  # signatures of the lines outside the margin bands
    titles: Counter[tuple[str, str, int]] = Counter()  # lines under the top band, by place
    footers: Counter[tuple[str, str, int]] = Counter()  # lines over the bottom band, by place
    for index, page in enumerate(pages):
        seen: set[tuple[str, str]] = set()
        seen_heights: set[tuple[str, int]] = set()
        seen_titles: set[tuple[str, str, int]] = set()
        seen_footers: set[tuple[str, str, int]] = set()
        for block in page.blocks:
            band = _band(page, block.bbox) if block.kind == "table" else ""
            if band:
                seen.add((band, _signature(" ".join(" ".join(r) for r in block.rows))))
            for line in block.lines:
                band = _line_band(page, line)
                if not band:
                    body[_signature(line.text)] += 1
                    if line.bbox[1] < page.height * TITLE_BAND:
                        seen_titles.add(_title_place(line))
                    elif line.bbox[3] > page.height * (1 - TITLE_BAND):
                        seen_footers.add(_footer_place(line))
                    continue
                key = (band, _signature(line.text))
                seen.add(key)
                styles.setdefault(key, Counter())[_style(line)] += 1
                if not _DIGITS.search(line.text):
                    place = (*key, _style(line), round(line.bbox[1]))
                    last, length = runs.get(place, (-2, 0))
                    if last != index:
                        runs[place] = (index, length + 1 if last == index - 1 else 1)
                    if runs[place][1] >= SECTION_RUN:
                        sections.add(place[:3])
                if _PAGE_NUMBER.match(line.text):
                    seen_heights.add((band, _height(line)))
        counts.update(seen)
        heights.update(seen_heights)
        titles.update(seen_titles)
        footers.update(seen_footers)
    threshold = max(3.0, REPEAT_SHARE * len(pages))
    enough = len(pages) >= 3
    repeated = (
        frozenset(sig for sig, n in counts.items() if n >= threshold) if enough else frozenset()
    )
    usual = {k: c.most_common(1)[0][0] for k, c in styles.items() if k in repeated}
    numbered = _repeated_heights(heights, threshold) if enough else set()
    # a heading every item repeats (Microchip's "Affected Silicon Revisions") may stand at
    # the top of consecutive pages: one that recurs in the body is no running header
    sections = {place for place in sections if body[place[1]] < SECTION_RUN}
    # a title under the band at one place on enough pages, its words hardly anywhere else
    # (a heading set at the top of some pages recurs in the body at other places too)
    raised = frozenset(
        place
        for place, n in titles.items()
        if enough
        and n >= threshold
        # (a few mentions elsewhere: the cover's part number, a figure's label)
        and body[_signature(place[0])] - n <= max(3, n // 10)
        # (a short one only when it is a part number: DAVICOM's "DM9000A")
        and (len(place[0]) >= 8 or _PART_NUMBER.fullmatch(place[0]) is not None)
    )
    # a line over the bottom band at one place on enough pages (five at least), its
    # digits aside (a page number beside it), its words hardly anywhere else, ten words
    # at most: a footer set above the margin
    lowered = frozenset(
        place
        for place, n in footers.items()
        if enough
        and n >= max(threshold, FOOTER_PAGES)
        and body[place[0]] - n <= max(3, n // 10)
        and len(re.findall(r"[^\W\d_]", place[0])) >= 4
        # (a footer is a few words: a note a generated chapter repeats under each of
        # its tables is a sentence, kept)
        and len(place[0].split()) <= FOOTER_WORDS
    )
    return _Margins(repeated, usual, frozenset(sections), raised, lowered), numbered


# a part number alone on its line: letters and digits, both, five characters at least
_PART_NUMBER = re.compile(r"(?=[a-z0-9-]*\d)(?=[a-z0-9-]*[a-z])[a-z][a-z0-9-]{4,}")


def _footer_place(line: TextLine) -> tuple[str, str, int]:
    """A body line's place as a running footer: its signature (digits masked: the page
    number beside the words), its style and its rounded top."""
    return (_signature(line.text), _style(line), round(line.bbox[1]))


def _title_place(line: TextLine) -> tuple[str, str, int]:
    """A body line's place as a running title: its text (digits too: "Body text of page
    4" differs from page to page), its style and its rounded top."""
    return (" ".join(line.text.lower().split()), _style(line), round(line.bbox[1]))


def _drop_running_lines(pages: list[PageContent]) -> list[PageContent]:
    margins, numbered = _margins(pages)
    titled: set[tuple[str, str, int]] = set()  # running titles met once already
    titled_sections: set[tuple[str, str, str]] = set()  # section running headers met
    # chapters named at the top of their pages: bold section running headers, three
    # names at least in one style (ADI), never an italic or plain one (Microchip's,
    # TI's: a page header whose section's own heading stands in the body)
    bold = [k for k in margins.sections if k[2].endswith("|1")]
    styles = Counter(k[2] for k in bold)
    chapters = {k for k in bold if styles[k[2]] >= CHAPTER_NAMES}
    # what each page's body says (where a chapter's page-top name may be kept)
    said = [{_signature(ln.text) for ln in _body_lines(page)} for page in pages] if chapters else []

    def first_title(index: int, page: PageContent, line: TextLine) -> bool:
        """A running title under the band where it stands first: there it is the
        document's title or its section's heading, kept; a section's running header
        (ADI prints each chapter's name, bold, at the top of its pages: ``REGISTER MAP``
        over pages 22 to 27) likewise, on the page its run starts (the chapter's
        heading), unless the chapter started before it: on the first pages (a line
        running from the cover, or a chapter the cover opens) or under its own heading
        in the body of the page before."""
        band = _line_band(page, line)
        if band:
            key = (band, _signature(line.text), _style(line))
            if key not in chapters or key in titled_sections:
                return False
            titled_sections.add(key)
            return index >= 2 and key[1] not in said[index - 1]
        place = _title_place(line)
        if place not in margins.titles or place in titled:
            return False
        titled.add(place)
        return True

    result = []
    for index, page in enumerate(pages):
        blocks: list[PageBlock] = []
        for block in page.blocks:
            if block.kind == "table":
                band = _band(page, block.bbox)
                sig = (band, _signature(" ".join(" ".join(r) for r in block.rows)))
                if not (band and sig in margins.repeated):
                    blocks.append(block)
                continue
            if block.kind != "text":
                if not _band(page, block.bbox) or len(pages) < 3:
                    blocks.append(block)
                continue
            kept = tuple(
                ln
                for ln in block.lines
                if first_title(index, page, ln) or not _running(page, block, ln, margins, numbered)
            )
            if kept:
                blocks.append(replace(block, lines=kept) if kept != block.lines else block)
        result.append(replace(page, blocks=tuple(blocks)))
    return result


def _body_lines(page: PageContent) -> list[TextLine]:
    return [
        ln for b in page.blocks if b.kind == "text" for ln in b.lines if not _line_band(page, ln)
    ]


def _height(line: TextLine) -> int:
    return round((line.bbox[1] + line.bbox[3]) / 2)


def _repeated_heights(heights: Counter[tuple[str, int]], threshold: float) -> set[tuple[str, int]]:
    """(band, height) pairs at which bare numbers stand on at least ``threshold`` pages,
    give or take HEIGHT_SLACK points: where the page numbers are."""
    window = range(-HEIGHT_SLACK, HEIGHT_SLACK + 1)
    return {
        (band, y + d)
        for band, y in heights
        for d in window
        if sum(heights[band, y + d + e] for e in window) >= threshold
    }


def _running(
    page: PageContent,
    block: PageBlock,
    line: TextLine,
    margins: _Margins,
    numbered: set[tuple[str, int]],
) -> bool:
    """True for a repeated margin line, or a bare number in a margin band that stands
    where the page numbers repeat (``numbered``) or has no text beside it other than
    repeated margin lines (``8`` + ``Application and Implementation`` is a section number,
    ``26`` after ``8.1 Supported MP3 Formats . . .`` in the bottom band the page of a TOC
    entry; ``31`` + ``Submit Documentation Feedback`` a footer of a landscape page)."""
    band = _line_band(page, line)
    if not band:
        if _title_place(line) in margins.titles or _footer_place(line) in margins.footers:
            return True
        # a page number beside a running footer over the band (Realtek: "Single-Chip
        # .. 15 Track ID: .."), nothing else on its height
        if not margins.footers or (
            _PAGE_NUMBER.match(line.text) is None and _ROMAN.fullmatch(line.text.strip()) is None
        ):
            return False
        beside = [
            other
            for each in page.blocks
            for other in each.lines
            if other is not line
            and other.text.strip()
            and other.bbox[1] < line.bbox[3] - 1
            and other.bbox[3] > line.bbox[1] + 1
        ]
        return bool(beside) and all(_footer_place(other) in margins.footers for other in beside)
    if _PAGE_NUMBER.match(line.text) is None:
        return margins.running(page, line)
    if band == "side":
        return False  # a number by the page's edge: a table's or a list's, kept
    if (band, _height(line)) in numbered:
        return True
    return not any(
        other is not line
        and other.bbox[1] < line.bbox[3] - 1
        and other.bbox[3] > line.bbox[1] + 1
        and _PAGE_NUMBER.match(other.text) is None
        and not margins.running(page, other)
        for other in block.lines
    )


# -- headings ---------------------------------------------------------------------------


def _join_heading_blocks(blocks: tuple[PageBlock, ...], body: float) -> list[PageBlock]:
    """Adjacent short text blocks in the same large type (a heading wrapped into two
    PDF blocks, ``Chapter 12 Universal ... Receiver`` + ``Transmitter (USART)``) joined."""
    out: list[PageBlock] = []
    for block in blocks:
        prev = out[-1] if out else None
        if (
            prev is not None
            and prev.kind == block.kind == "text"
            and not (prev.label or block.label)
            and len(prev.lines) + len(block.lines) <= 3
            and len({(ln.size, ln.bold) for ln in prev.lines + block.lines}) == 1
            and block.lines[0].size >= body * 1.25
            and 0 <= block.bbox[1] - prev.bbox[3] < 0.8 * block.lines[0].size
        ):
            bbox = (
                min(prev.bbox[0], block.bbox[0]),
                prev.bbox[1],
                max(prev.bbox[2], block.bbox[2]),
                max(prev.bbox[3], block.bbox[3]),
            )
            out[-1] = PageBlock("text", bbox, lines=prev.lines + block.lines)
            continue
        out.append(block)
    return out


def _body_size(pages: list[PageContent]) -> float:
    sizes: Counter[float] = Counter()
    for page in pages:
        for block in page.blocks:
            for line in block.lines:
                sizes[line.size] += len(line.text)
    return sizes.most_common(1)[0][0] if sizes else 10.0


def _key(text: str) -> str:
    return _KEY.sub("", text.lower())


def _toc_index(toc: list[tuple[int, str, int]]) -> OutlineIndex:
    """Normalised outline title -> [(level, page, title)]; ``title`` is kept for
    future use of the outline spelling and is ``""`` today."""
    index: OutlineIndex = {}
    for level, raw, page in toc:
        title = " ".join(normalize(raw).split())
        if _OUTLINE_CAPTION.match(title):
            continue  # outline entries for tables/figures are captions, not sections
        key = _key(title)
        if key:
            index.setdefault(key, []).append((level, page, ""))
    return index


def _toc_level(text: str, page: int, toc: OutlineIndex) -> tuple[int, str] | None:
    """(outline level, numbered title or ``""``) of ``text`` on ``page``, or None."""
    for level, target, title in toc.get(_key(text), ()):
        if abs(target - page) <= 1 or target <= 0:
            return level, title
    return None


def _heading_level(text: str, lines: tuple[TextLine, ...], body: float) -> tuple[int, bool] | None:
    """(level, structural) of a heading made of ``lines``, or None for body text.
    ``structural`` is True for numbered headings, False for font-size-only ones."""
    if len(text) > 110 or len(text) < 2 or text.endswith((".", ",", ";", ":")):
        return None
    if _NOT_HEADING_START.match(text) or not any(ch.isalpha() for ch in text):
        return None
    if "...." in text or ". . ." in text:
        return None  # a table-of-contents entry with dot leaders
    size = max(ln.size for ln in lines)
    bold = all(ln.bold for ln in lines)
    numbered = _NUMBERED.match(text)
    if numbered and (bold or size >= body + 0.9) and numbered.group(2)[:1].isupper():
        first = int(numbered.group(1).split(".")[0])
        if first <= 40:
            return min(numbered.group(1).count(".") + 1, 6), True
    if size >= body * 1.5:
        return 1, False
    if size >= body * 1.25:
        return 2, False
    if size >= body + 0.9 and bold:
        return 3, False
    return None


def _render_text(
    block: PageBlock,
    page: int,
    body: float,
    toc: OutlineIndex,
    depth: list[int],
) -> list[tuple[str, str]]:
    """[(kind, markdown)] for a text block: headings, list items and paragraphs.

    ``depth[0]`` is the level of the last structural heading; updated in place.
    """
    out: list[tuple[str, str]] = []
    lines = block.lines
    start = _caption_head(lines, out)
    # a heading may be the first one to three lines of a block (never of an image's label)
    for count in (3, 2, 1):
        if start or count > len(lines) or block.label:
            continue
        head = lines[:count]
        text = join_lines([ln.text for ln in head])
        level: int | None = None
        outlined = _toc_level(text, page, toc) if toc and "...." not in text else None
        if outlined is not None:
            level, text = outlined[0], outlined[1] or text
        structural = level is not None
        if level is None and (len({(ln.size, ln.bold) for ln in head}) == 1 or count == 1):
            found = _heading_level(text, head, body)
            if found is not None:
                level, structural = found
        if level is None:
            continue
        start = count
        if _CONTINUED.search(text):
            break  # a heading repeated on the next page: the section goes on
        if structural:
            depth[0] = level
        else:
            level = max(level, depth[0] + 1)
        out.append(("heading", "#" * min(level, 6) + " " + text))
        break
    paragraph: list[str] = []
    item = False
    for line in lines[start:]:
        bullet = _BULLET.match(line.text)
        if bullet and (line.text[0] != "-" or line.text.startswith("- ")):
            if paragraph:
                out.append(("text", ("- " if item else "") + join_lines(paragraph)))
            paragraph = [bullet.group(2)] if bullet.group(2) else []
            item = True
            continue
        paragraph.append(line.text)
    if paragraph:
        out.append(("text", ("- " if item else "") + join_lines(paragraph)))
    return [(k, t) for k, t in out if t.strip() not in ("", "-")]


def _caption_head(lines: tuple[TextLine, ...], out: list[tuple[str, str]]) -> int:
    """A table caption at the head of a block as a bold line; number of lines used."""
    if not lines or not _TABLE_CAPTION.match(lines[0].text):
        return 0
    count = 1
    uniform = len({(ln.size, ln.bold) for ln in lines}) == 1
    if uniform and len(lines) <= 3:
        count = len(lines)
    text = join_lines([ln.text for ln in lines[:count]])
    if len(text) > 200:
        return 0
    out.append(("text", f"**{text}**"))
    return count


# -- figures and misc -------------------------------------------------------------------


def _caption(block: PageBlock) -> str | None:
    if block.kind != "text" or not block.lines:
        return None
    text = join_lines([ln.text for ln in block.lines])
    match = _CAPTION.match(text)
    if match is None or len(text) > 200:
        return None
    title = match.group(2).strip().replace("{", "{{").replace("}", "}}")
    label = f"Figure {match.group(1)}"
    return f"[{label}: {title}, page {{page}}]" if title else f"[{label}, page {{page}}]"


def _near(figure: PageBlock, caption: PageBlock) -> bool:
    gap = max(caption.bbox[1] - figure.bbox[3], figure.bbox[1] - caption.bbox[3], 0.0)
    return gap <= 100


def _is_continued_note(block: PageBlock) -> bool:
    """A short block that only says the table goes on: a caption or title ending in
    ``(continued)``, or ``Continued``, ``(continued from previous page)`` and the like.
    Text that merely uses the word (a sentence going on after the table that ended the
    previous page: ``... the conversion is continued``) is content and kept."""
    text = " ".join(ln.text for ln in block.lines)
    if len(text) >= 120:
        return False
    return _CONTINUED.search(text) is not None or _CONTINUED_NOTE.match(text) is not None


def _join(pieces: list[tuple[int, str, str]]) -> tuple[str, tuple[PageSpan, ...]]:
    parts: list[str] = []
    spans: list[PageSpan] = []
    offset = 0
    for index, (page, sep, text) in enumerate(pieces):
        if index:
            parts.append(sep)
            offset += len(sep)
        start = offset
        parts.append(text)
        offset += len(text)
        if spans and spans[-1].page == page:
            spans[-1] = PageSpan(spans[-1].start, offset, page)
        else:
            spans.append(PageSpan(start, offset, page))
    parts.append("\n")
    return "".join(parts), tuple(spans)


def _ranges(numbers: list[int]) -> str:
    out: list[str] = []
    start = prev = numbers[0]
    for n in numbers[1:]:
        if n == prev + 1:
            prev = n
            continue
        out.append(f"{start}-{prev}" if prev > start else str(start))
        start = prev = n
    out.append(f"{start}-{prev}" if prev > start else str(start))
    return ", ".join(out)
