"""PDF ingest on small PDFs generated here with PyMuPDF (real library, real files)."""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from pathlib import Path

import pymupdf
import pytest

from hwcc.errors import InputError
from hwcc.extract.regmap import extract_register_map
from hwcc.ingest.base import ParseOptions, parser_for
from hwcc.ingest.detect import detect_type
from hwcc.ingest.pdf.grid import grid_tables
from hwcc.ingest.pdf.page import PageBlock, TextLine, _merge_order
from hwcc.ingest.pdf.tables import (
    crossed_cell_columns,
    find_page_tables,
    implied_edges,
    ruling_paths,
)
from hwcc.types import ParseResult
from tests.support.pdfs import (
    ROW_HEIGHT,
    banded_header_table,
    open_table,
    ruled_table,
    shaded_header_table,
)


def _parse(path: Path, **kw: str) -> ParseResult:
    return parser_for("pdf").parse(path, ParseOptions(doc_id="d", **kw))


def _page_of(result: ParseResult, needle: str) -> int:
    at = result.content.index(needle)
    pages = result.pages_for(at, at + len(needle))
    assert pages is not None
    return pages[0]


def _header_footer(page: pymupdf.Page, number: int) -> None:
    page.insert_text((72, 40), "ACME XY1234 Datasheet - Confidential", fontsize=8)
    page.insert_text((290, 810), f"Page {number}", fontsize=8)


def _table(page: pymupdf.Page, top: float, rows: list[list[str]]) -> float:
    return ruled_table(page, top, rows, (72, 162, 252, 432))


@pytest.fixture(scope="module")
def sample_pdf(tmp_path_factory: pytest.TempPathFactory) -> Path:
    doc = pymupdf.open()
    header = ["Offset", "Name", "Description"]
    for n in range(1, 6):
        page = doc.new_page(width=595, height=842)
        _header_footer(page, n)
        if n == 1:
            page.insert_text((72, 100), "8 Serial interfaces", fontsize=18)
            page.insert_text((72, 130), "8.3.2 SPI configuration", fontsize=12, fontname="hebo")
            page.insert_text((72, 160), "The SPI block supports full-duplex regis-", fontsize=10)
            page.insert_text((72, 172), "ter access at up to 10 MHz.", fontsize=10)
            page.insert_text((72, 200), "Table 1. Register map", fontsize=10)
            rows = [header] + [[f"0x{i:02X}", f"REG{i}", f"Register {i}"] for i in range(30)]
            _table(page, 220, rows[:31])
        elif n == 2:
            rows = [header] + [[f"0x{i:02X}", f"REG{i}", f"Register {i}"] for i in range(30, 40)]
            _table(page, 80, rows)
            page.insert_text((72, 400), "Figure 12. SPI timing diagram", fontsize=9)
        else:
            body = f"Body text of page {n} with the word\u00a0nbsp."
            page.insert_text((72, 100), body, fontsize=10)
    # an image-only page
    page = doc.new_page(width=595, height=842)
    pix = pymupdf.Pixmap(pymupdf.csRGB, pymupdf.IRect(0, 0, 200, 200), False)
    pix.clear_with(200)
    page.insert_image(pymupdf.Rect(50, 50, 545, 792), pixmap=pix)
    doc.set_metadata({"title": "XY1234 Datasheet"})
    path = tmp_path_factory.mktemp("pdf") / "acme_xy1234.pdf"
    doc.save(path)
    return path


def test_headings_numbered_and_by_font(sample_pdf: Path) -> None:
    result = _parse(sample_pdf)
    assert "\n## 8.3.2 SPI configuration" in "\n" + result.content or (
        "### 8.3.2 SPI configuration" in result.content
    )
    assert "# 8 Serial interfaces" in result.content


def test_table_rows_intact_and_joined_across_pages(sample_pdf: Path) -> None:
    result = _parse(sample_pdf)
    assert result.content.count("| Offset | Name | Description |") == 1
    assert "| 0x05 | REG5 | Register 5 |" in result.content
    assert "| 0x27 | REG39 | Register 39 |" in result.content
    assert _page_of(result, "| 0x05 | REG5 |") == 1
    assert _page_of(result, "| 0x27 | REG39 |") == 2
    # the continued rows follow the first part without a second header or blank line
    block = result.content[result.content.index("| Offset") :]
    assert "| 0x1D | REG29 | Register 29 |\n| 0x1E | REG30 | Register 30 |" in block


def test_running_header_footer_removed_hyphenation_and_unicode(sample_pdf: Path) -> None:
    result = _parse(sample_pdf)
    assert "Confidential" not in result.content
    assert "Page 3" not in result.content
    assert "register access at up to 10 MHz" in result.content
    assert "word nbsp" in result.content


def test_figure_placeholder_page_map_and_warning(sample_pdf: Path) -> None:
    result = _parse(sample_pdf)
    assert "[Figure 12: SPI timing diagram, page 2]" in result.content
    assert any("pages 6" in w and "image" in w for w in result.warnings)
    spans = result.page_map
    assert [s.page for s in spans] == sorted(s.page for s in spans)
    assert all(a.end <= b.start for a, b in itertools.pairwise(spans))
    assert spans[-1].end <= len(result.content)
    assert _page_of(result, "Body text of page 4") == 4


def test_metadata_classification_and_overrides(sample_pdf: Path) -> None:
    result = _parse(sample_pdf)
    assert result.title == "XY1234 Datasheet"
    assert result.doc_type == "datasheet"
    assert result.chip == "XY1234"
    forced = _parse(sample_pdf, chip="OTHER1", doc_type="errata")
    assert (forced.chip, forced.doc_type) == ("OTHER1", "errata")


def test_outline_headings(tmp_path: Path) -> None:
    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_text((72, 100), "Clock tree", fontsize=10)
    page.insert_text((72, 120), "The PLL multiplies the input clock.", fontsize=10)
    doc.set_toc([[1, "Reset and clock", 1], [2, "Clock tree", 1]])
    path = tmp_path / "toc.pdf"
    doc.save(path)
    assert "## Clock tree" in _parse(path).content


def test_encrypted_pdf_fails_one_line(tmp_path: Path) -> None:
    doc = pymupdf.open()
    doc.new_page().insert_text((72, 72), "secret")
    path = tmp_path / "locked.pdf"
    doc.save(path, encryption=pymupdf.PDF_ENCRYPT_AES_256, user_pw="pw", owner_pw="own")
    with pytest.raises(InputError, match="encrypted") as info:
        _parse(path)
    assert "\n" not in str(info.value)


def test_empty_user_password_opens(tmp_path: Path) -> None:
    doc = pymupdf.open()
    doc.new_page().insert_text((72, 72), "Readable with no password")
    path = tmp_path / "owner_only.pdf"
    doc.save(path, encryption=pymupdf.PDF_ENCRYPT_AES_256, user_pw="", owner_pw="own")
    assert "Readable with no password" in _parse(path).content


def test_corrupt_pdf_fails_one_line(tmp_path: Path) -> None:
    path = tmp_path / "broken.pdf"
    path.write_bytes(b"%PDF-1.7\n" + b"garbage " * 200)
    assert detect_type(path) == "pdf"
    with pytest.raises(InputError) as info:
        _parse(path)
    assert "\n" not in str(info.value) and "broken.pdf" in str(info.value)


def test_truncated_pdf_fails_or_parses(tmp_path: Path, sample_pdf: Path) -> None:
    path = tmp_path / "half.pdf"
    path.write_bytes(sample_pdf.read_bytes()[:300])
    with pytest.raises(InputError):
        _parse(path)


def test_wrapped_toc_entries_are_dropped_not_headings(tmp_path: Path) -> None:
    doc = pymupdf.open()
    toc = doc.new_page(width=595, height=842)
    toc.insert_text((72, 110), "Contents", fontsize=16, fontname="hebo")
    entries = [
        (140, "1 Limitations . . . . . . . . . . . . . . . . . . . . . 2"),
        (160, "1.1 Interrupted loads to stack pointer can cause"),
        (172, "erroneous behavior . . . . . . . . . . . . . . . . 2"),
        (192, "1.2 Short ISRs . . . . . . . . . . . . . . . . . . . 2"),
    ]
    for y, text in entries:
        toc.insert_text((72, y), text, fontsize=10, fontname="hebo" if y < 180 else "helv")
    body = doc.new_page(width=595, height=842)
    body.insert_text((72, 100), "1 Limitations", fontsize=16, fontname="hebo")
    body.insert_text(
        (72, 130), "1.1 Interrupted loads to stack pointer", fontsize=12, fontname="hebo"
    )
    body.insert_text((72, 150), "Description", fontsize=11, fontname="hebo")
    body.insert_text((72, 170), "Loads to SP can be interrupted.", fontsize=10)
    body.insert_text((72, 200), "Table 3. Impact summary", fontsize=12, fontname="hebo")
    for y in range(220, 260, 10):
        body.insert_text((72, y), "Body text line for the size statistics.", fontsize=10)
    path = tmp_path / "toc.pdf"
    doc.save(path)
    result = _parse(path)
    heads = [ln for ln in result.content.split("\n") if ln.startswith("#")]
    assert heads == [
        "# 1 Limitations",
        "## 1.1 Interrupted loads to stack pointer",
        "### Description",
    ]
    assert "erroneous behavior" not in result.content
    assert "**Table 3. Impact summary**" in result.content
    assert result.metadata["toc_pages_dropped"] == "1"


def _toc_row(page: pymupdf.Page, y: float, number: str, title: str, at: str) -> None:
    """A TOC row typeset in pieces, as LaTeX does: number, title, dot leader (only for
    sections) and right-aligned page number are separate strings on one baseline."""
    font = "hebo" if "." not in number else "helv"
    indent = 72 if font == "hebo" else 88
    page.insert_text((indent, y), number, fontsize=10, fontname=font)
    page.insert_text((indent + 31, y), title, fontsize=10, fontname=font)
    if font == "helv":
        page.insert_text((300, y), ". " * 45, fontsize=10, fontname=font)
    width = pymupdf.get_text_length(at, fontname=font, fontsize=10)
    page.insert_text((526 - width, y), at, fontsize=10, fontname=font)


def test_toc_typeset_in_pieces_is_dropped(tmp_path: Path) -> None:
    """The VS1053b layout: no PDF line of an entry is an entry on its own; chapter rows
    have no leader; the last rows sit in the footer band, where their page numbers must
    not be taken for running page numbers. The revision history after the TOC stays."""
    doc = pymupdf.open()
    for number in range(1, 6):
        page = doc.new_page(width=595, height=842)
        page.insert_text((72, 800), "Version: 1.0, 2024-01-01", fontsize=10)
        page.insert_text((548, 800), str(number), fontsize=10)
    first, second = doc[0], doc[1]
    first.insert_text((72, 100), "Contents", fontsize=14, fontname="hebo")
    _toc_row(first, 130, "1", "Overview", "3")
    _toc_row(first, 144, "1.1", "Features", "3")
    _toc_row(first, 158, "1.2", "Block diagram", "3")
    _toc_row(first, 172, "2", "Interface", "4")
    _toc_row(first, 186, "2.1", "SPI bus", "4")
    _toc_row(first, 750, "2.2", "SPI timing", "4")
    _toc_row(first, 764, "3", "Registers", "5")
    _toc_row(second, 100, "3.1", "Register map", "5")
    _toc_row(second, 114, "3.2", "Reset values", "5")
    second.insert_text((72, 200), "Revision history", fontsize=14, fontname="hebo")
    second.insert_text((72, 230), "Changes from revision A to revision B", fontsize=10)
    second.insert_text((500, 230), "Page", fontsize=10)
    for y, text in ((250, "Changed the reset value of CTRL"), (264, "Added a power-up note")):
        second.insert_text((72, y), "•", fontsize=10)
        second.insert_text((84, y), text + " " + "." * 40 + " 5", fontsize=10)
    for index, title in enumerate(("1 Overview", "2 Interface", "3 Registers"), start=2):
        body = doc[index]
        body.insert_text((72, 100), title, fontsize=16, fontname="hebo")
        for y in range(130, 250, 12):
            body.insert_text((72, y), "Body text line for the size statistics.", fontsize=10)
    doc[3].insert_text((72, 760), "0020", fontsize=10)  # a hex dump reaching the band
    doc[3].insert_text((110, 760), "52 49 46 46 68 72 1b 00", fontsize=10)
    path = tmp_path / "toc.pdf"
    doc.save(path)
    result = _parse(path)
    heads = [ln for ln in result.content.split("\n") if ln.startswith("#")]
    assert heads == ["## Revision history", "# 1 Overview", "# 2 Interface", "# 3 Registers"]
    for gone in ("Contents", "Features", "SPI timing", "Register map", "Reset values"):
        assert gone not in result.content
    assert "Changed the reset value of CTRL ....." in result.content
    assert "0020 52 49 46 46 68 72 1b 00" in result.content
    assert "Version: 1.0" not in result.content
    assert result.metadata["toc_pages_dropped"] == "1,2"


def test_title_prefers_first_page_when_metadata_names_other_part(tmp_path: Path) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((200, 150), "AB1234", fontsize=28, fontname="hebo")
    page.insert_text((100, 220), "Display Driver with Controller", fontsize=18)
    for y in range(300, 400, 12):
        page.insert_text((72, y), "The AB1234 drives a display panel.", fontsize=10)
    doc.set_metadata({"title": "ZZ9876"})
    path = tmp_path / "ab1234_datasheet.pdf"
    doc.save(path)
    result = _parse(path)
    assert result.title == "AB1234 Display Driver with Controller"
    assert result.chip == "AB1234"


def test_a_template_s_placeholder_title_is_no_title(tmp_path: Path) -> None:
    """AMICCOM's A7105 data sheet carries a word processor template's ``Document
    Title`` as its metadata title and as its largest first-page line: neither is the
    title, the part number that follows is."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((200, 120), "Document Title", fontsize=28, fontname="hebo")
    page.insert_text((100, 200), "AB7105 Data Sheet, 2.4GHz FSK Transceiver", fontsize=14)
    for y in range(300, 400, 12):
        page.insert_text((72, y), "The AB7105 is a radio transceiver.", fontsize=10)
    doc.set_metadata({"title": "Document Title"})
    path = tmp_path / "ab7105_datasheet.pdf"
    doc.save(path)
    result = _parse(path)
    assert "Document Title" not in result.title
    assert result.title


def _logo(page: pymupdf.Page) -> None:
    """A "logo" of 320 tiny separate paths in the page's top band."""
    shape = page.new_shape()
    for k in range(320):
        x, y = 60 + (k % 40) * 2.5, 40 + (k // 40) * 2.5
        shape.draw_rect(pymupdf.Rect(x, y, x + 1.5, y + 1.5))
        shape.finish(fill=(0, 0, 0))
    shape.commit()


def test_logo_band_learned_and_skipped_without_changing_tables(tmp_path: Path) -> None:
    from hwcc.ingest.pdf.page import extract_page
    from hwcc.ingest.pdf.parser import extract_pages, open_pdf
    from hwcc.ingest.pdf.rulings import DecorationTracker

    doc = pymupdf.open()
    header = ["Offset", "Name", "Description"]
    for n in range(6):
        page = doc.new_page(width=595, height=842)
        _logo(page)
        rows = [header] + [[f"0x{i:02X}", f"REG{n}_{i}", f"Register {i}"] for i in range(5)]
        _table(page, 200, rows)
    path = tmp_path / "logo.pdf"
    doc.save(path)
    tracker = DecorationTracker()
    opened = open_pdf(path)
    plain = [extract_page(opened.load_page(i), i + 1) for i in range(6)]
    tracked = [extract_page(opened.load_page(i), i + 1, decoration=tracker) for i in range(6)]
    assert tracker.area is not None and 55 < tracker.area[1] < 100
    for a, b in zip(plain, tracked, strict=True):
        assert [x.rows for x in a.blocks if x.kind == "table"] == [
            x.rows for x in b.blocks if x.kind == "table"
        ]
    pages, _ = extract_pages(opened, path)
    assert sum(1 for p in pages for b in p.blocks if b.kind == "table") == 6
    assert "| 0x04 | REG5_4 | Register 4 |" in _parse(path).content


def _piecewise_table(page: pymupdf.Page, top: float, rows: list[list[str]]) -> None:
    """A dense table ruled the way Word exports Bosch's register maps: every rule a thin
    filled rectangle, the column rules broken at every row into pieces under 8 pt."""
    xs, height = (72.0, 132.0, 252.0, 432.0), 7.8
    shape = page.new_shape()

    def rule(box: pymupdf.Rect) -> None:  # one path per rectangle
        shape.draw_rect(box)
        shape.finish(fill=(0, 0, 0), width=0)

    for r, row in enumerate(rows):
        y = top + r * (height + 0.2)
        rule(pymupdf.Rect(xs[0], y, xs[-1], y + 0.2))
        for x in xs:
            rule(pymupdf.Rect(x, y + 0.2, x + 0.5, y + 0.2 + height))
        for x, text in zip(xs, row, strict=False):
            page.insert_text((x + 2, y + height - 1.2), text, fontsize=6)
    bottom = top + len(rows) * (height + 0.2)
    rule(pymupdf.Rect(xs[0], bottom, xs[-1], bottom + 0.2))
    shape.commit()


def test_logo_band_keeps_column_rules_broken_at_every_row(tmp_path: Path) -> None:
    # a page whose logo band was learned is read through a display list: its rulings
    # must pass the same size filter as the plain path's (pieces 7.8 pt tall kept)
    from hwcc.ingest.pdf.page import extract_page
    from hwcc.ingest.pdf.parser import open_pdf
    from hwcc.ingest.pdf.rulings import DecorationTracker

    doc = pymupdf.open()
    for n in range(5):
        page = doc.new_page(width=595, height=842)
        _logo(page)
        if n < 3:  # the band is learned on pages of text
            page.insert_text((72, 200), f"Page {n} describes the device.", fontsize=10)
            continue
        rows = [["Address", "Name", "Default"]]
        rows += [[f"0x{i:02X}", f"REG{n}_{i}", "0x00"] for i in range(12)]
        _piecewise_table(page, 200, rows)
    path = tmp_path / "pieces.pdf"
    doc.save(path)
    tracker = DecorationTracker()
    opened = open_pdf(path)
    plain = [extract_page(opened.load_page(i), i + 1) for i in range(5)]
    tracked = [extract_page(opened.load_page(i), i + 1, decoration=tracker) for i in range(5)]
    assert tracker.area is not None
    for a, b in zip(plain[3:], tracked[3:], strict=True):
        tables = [x.rows for x in b.blocks if x.kind == "table"]
        assert tables == [x.rows for x in a.blocks if x.kind == "table"]
        assert len(tables) == 1 and len(tables[0]) == 13


@pytest.mark.parametrize("rotation", [90, 180, 270])
def test_rotated_pages_read_like_unrotated_ones(tmp_path: Path, rotation: int) -> None:
    """Text and image boxes come in the unrotated frame while ``page.rect`` is the
    displayed one: margins computed from the latter dropped every figure in the lower
    third of a /Rotate 90 page, and the titles of rotated slides as running headers."""
    pixmap = pymupdf.Pixmap(pymupdf.csRGB, pymupdf.IRect(0, 0, 200, 100), 0)
    pixmap.clear_with(200)
    png = pixmap.tobytes("png")
    results = []
    for turn in (0, rotation):
        doc = pymupdf.open()
        for i, name in enumerate(["GPIO Overview", "SPI Setup", "I2C Timing", "ADC Calibration"]):
            page = doc.new_page(width=612, height=792)
            page.insert_text((72, 60), f"{i + 1} {name}", fontsize=18)
            page.insert_text((72, 110), f"The {name} section describes register R{i}.")
            page.insert_image(pymupdf.Rect(100, 560, 500, 760), stream=png)
            page.insert_text((72, 400), f"Step {i + 1}: clock the block before writing R{i}.")
            page.set_rotation(turn)
        path = tmp_path / f"rot{turn}.pdf"
        doc.save(path)
        results.append(_parse(path).content)
    unrotated, rotated = results
    assert unrotated.count("[Figure") == 4
    assert rotated == unrotated


OPEN_ROWS = [
    ["Address", "Name", "Type", "Reset", "Description"],
    ["0x00", "DEVID", "R", "11100101", "Device ID"],
    ["0x1D", "THRESH_TAP", "R/W", "00000000", "Tap threshold"],
    ["0x1E", "OFSX", "R/W", "00000000", "X-axis offset"],
    ["0x2C", "BW_RATE", "R/W", "00001010", "Data rate control"],
]


def _tables(page: pymupdf.Page, engine: str) -> list[tuple[tuple[str, ...], ...]]:
    paths = ruling_paths(page.get_cdrawings())
    paths += implied_edges(paths)
    words = page.get_text("words")
    found = (
        find_page_tables(page, paths, words) if engine == "pymupdf" else grid_tables(paths, words)
    )
    return [t.rows for t in found]


@pytest.mark.parametrize("engine", ["grid", "pymupdf"])
def test_open_sided_table_without_row_rules_keeps_every_column_and_row(engine: str) -> None:
    page = pymupdf.open().new_page(width=595, height=842)
    open_table(page, 100, OPEN_ROWS, (60, 130, 230, 280, 350, 520))
    assert _tables(page, engine) == [tuple(tuple(row) for row in OPEN_ROWS)]


SHADED_ROWS = [
    ["Register name", "Pointer value", "R/W", "POR state", "Description"],
    ["Conf", "01h", "R/W", "00h", "Configuration register"],
    ["Temp", "00h", "read only", "n/a", "Temperature register"],
    ["Tos", "03h", "R/W", "5000h", "Overtemperature threshold"],
]


@pytest.mark.parametrize("engine", ["grid", "pymupdf"])
def test_table_with_a_shaded_header_and_no_vertical_rules_keeps_its_columns(
    engine: str,
) -> None:
    """NXP rules tables with horizontal lines only; the header's shaded cells are the
    one place the column edges are drawn."""
    page = pymupdf.open().new_page(width=595, height=842)
    shaded_header_table(page, 100, SHADED_ROWS, (150, 225, 290, 345, 400, 545))
    assert _tables(page, engine) == [tuple(tuple(row) for row in SHADED_ROWS)]


@pytest.mark.parametrize("engine", ["grid", "pymupdf"])
def test_a_shaded_header_over_a_body_outlined_at_its_sides_keeps_its_columns(
    engine: str,
) -> None:
    """Semtech outlines the table with its two sides and rules the rows, the columns
    drawn only by the header's shading: the sides are no column of the table's own."""
    page = pymupdf.open().new_page(width=595, height=842)
    xs = (150, 225, 290, 345, 400, 545)
    bottom = shaded_header_table(page, 100, SHADED_ROWS, xs)
    for x in (xs[0], xs[-1]):
        page.draw_line((x, 100), (x, bottom), color=(0, 0, 0), width=0.5)
    assert _tables(page, engine) == [tuple(tuple(row) for row in SHADED_ROWS)]


def test_an_interior_vertical_under_a_shaded_header_keeps_the_tables_own_columns() -> None:
    """A vertical between the sides: the table draws its columns itself (TI's register
    figures), the header's shading gives none."""
    page = pymupdf.open().new_page(width=595, height=842)
    xs = (150, 225, 290, 345, 400, 545)
    bottom = shaded_header_table(page, 100, SHADED_ROWS, xs)
    page.draw_line((300, 100), (300, bottom), color=(0, 0, 0), width=0.5)
    assert _tables(page, "grid") != [tuple(tuple(row) for row in SHADED_ROWS)]


def test_one_shaded_band_over_prose_is_no_table() -> None:
    """Shaded cells without rules under them (a banner, a highlighted note) say nothing
    about columns below them."""
    page = pymupdf.open().new_page(width=595, height=842)
    for x0, x1 in ((150, 250), (250, 350), (350, 545)):
        page.draw_rect((x0, 100, x1, 118), color=None, fill=(0.89, 0.94, 0.96))
    page.insert_text((153, 113), "Note one two three", fontsize=9)
    page.insert_text((153, 140), "The device powers up in shutdown mode and waits.", fontsize=9)
    page.insert_text((153, 160), "Write the configuration register to start it.", fontsize=9)
    paths = ruling_paths(page.get_cdrawings())
    assert implied_edges(paths) == []


@pytest.mark.parametrize("engine", ["grid", "pymupdf"])
def test_a_page_frame_gives_way_to_the_table_it_holds(engine: str) -> None:
    """Some datasheets draw every page as one bordered box (title band, body, footer
    band); the register table inside it is the table, not text in the frame's cell."""
    page = pymupdf.open().new_page(width=595, height=842)
    for y in (40, 70, 790, 815):
        page.draw_line((40, y), (555, y))
    for x in (40, 555):
        page.draw_line((x, 40), (x, 815))
    page.insert_text((50, 60), "4-10) Register MAP", fontsize=10)
    rows = [
        ["Address", "Register", "Initial value"],
        ["0x00", "PCLT", "0x00"],
        ["0x02", "FPSC", "0x00"],
    ]
    ruled_table(page, 200, rows, (80, 200, 320, 440))
    assert _tables(page, engine) == [tuple(tuple(row) for row in rows)]


@pytest.mark.parametrize("engine", ["grid", "pymupdf"])
def test_a_page_frame_with_a_cut_title_band_gives_way(engine: str) -> None:
    """ROHM draws each page as a box whose title band is cut into four cells (``|
    PRODUCTS ... | TYPE RPR-0521RS | PAGE 15/27 |``); the map it holds spans most of its
    width and is the table. A table of a few rows and many columns holding a narrow
    table in one cell stays the table."""
    page = pymupdf.open().new_page(width=595, height=842)
    for y in (40, 70, 790, 815):
        page.draw_line((40, y), (555, y))
    for x in (40, 555):
        page.draw_line((x, 40), (x, 815))
    for x in (100, 300, 420):
        page.draw_line((x, 40), (x, 70))
    page.insert_text((105, 60), "PRODUCTS Sensor", fontsize=9)
    page.insert_text((305, 60), "TYPE X-1", fontsize=9)
    page.insert_text((425, 60), "PAGE 15/27", fontsize=9)
    rows = [["Address", "TYPE", "default", "Register name"], ["40h", "RW", "0Ah", "SYSTEM_CONTROL"]]
    ruled_table(page, 200, rows, (80, 160, 240, 320, 520))
    assert _tables(page, engine) == [tuple(tuple(row) for row in rows)]

    page = pymupdf.open().new_page(width=595, height=842)
    for y in (100, 120, 200):
        page.draw_line((40, y), (555, y))
    for x in (40, 120, 200, 280, 555):
        page.draw_line((x, 100), (x, 200))
    for x, word in ((43, "Command"), (123, "Code"), (203, "Cycles"), (283, "Operation")):
        page.insert_text((x, 113), word, fontsize=9)
    page.insert_text((43, 133), "READ", fontsize=9)
    for y in (140, 160, 180):
        page.draw_line((300, y), (520, y))
    for x in (300, 410, 520):
        page.draw_line((x, 140), (x, 180))
    for x, y, word in ((303, 153, "addr"), (413, 153, "data"), (303, 173, "A7"), (413, 173, "D7")):
        page.insert_text((x, y), word, fontsize=7)
    found = _tables(page, engine)
    assert found and found[0][0] == ("Command", "Code", "Cycles", "Operation")

    # a field table whose wide description cell holds a table of settings is no frame:
    # short (its settings 89 % of its width), or tall (its settings 67 % of its width)
    for xs, bottom, inner in (
        ((40, 70, 100, 130, 555), 240, (135, 300, 550)),
        ((40, 80, 140, 170, 200, 555), 700, (205, 300, 550)),
    ):
        page = pymupdf.open().new_page(width=595, height=842)
        for y in (100, 120, 140, bottom):
            page.draw_line((xs[0], y), (xs[-1], y))
        for x in xs:
            page.draw_line((x, 100), (x, bottom))
        for row, y in (
            (["Bit", "Fld", "Acc", "Rst", "Description"], 113),
            (["6:4", "MODE", "RW", "000", "Operating mode:"], 133),
        ):
            for x, word in zip(xs, row[-len(xs) + 1 :], strict=False):
                page.insert_text((x + 3, y), word, fontsize=6)
        ruled_table(page, 150, [["Value", "Mode"], ["000", "Sleep"], ["001", "Single"]], inner)
        found = _tables(page, engine)
        assert found and found[0][0][-1] == "Description"


@pytest.mark.parametrize("engine", ["grid", "pymupdf"])
def test_cells_wrapped_over_lines_stay_one_row(engine: str) -> None:
    page = pymupdf.open().new_page(width=595, height=842)
    xs = (72, 172, 272, 372)
    bottom = ruled_table(page, 100, [["Mode", "Supply", "Core"]], xs)
    # one row whose cells wrap over three lines one text height apart
    for c, words in enumerate(
        (("Sleep", "mode", "(RTC)"), ("1.5", "typ", "(mA)"), ("2", "max", "(mA)"))
    ):
        for k, word in enumerate(words):
            page.insert_text((xs[c] + 3, bottom + 12 + k * 9), word, fontsize=8)
    page.draw_line((xs[0], bottom + 40), (xs[-1], bottom + 40))
    for x in xs:
        page.draw_line((x, bottom), (x, bottom + 40))
    assert _tables(page, engine) == [
        (("Mode", "Supply", "Core"), ("Sleep mode (RTC)", "1.5 typ (mA)", "2 max (mA)"))
    ]


@pytest.mark.parametrize("engine", ["grid", "pymupdf"])
def test_a_map_set_one_line_per_register_in_one_ruled_row_is_split(engine: str) -> None:
    """ADI (ADT7410 "Table 6"): the map's body is one ruled row whose three cells hold
    one line per register, 1.2 text heights apart (tighter than _ROWS_APART; a word of
    8 points is 11 tall here), every
    cell in lockstep: each line starts a row. Wrapped cells (the test above: three
    lines) and two cells alone stay one row."""
    rows = [
        ("0x00", "Temperature value most significant byte", "0x00"),
        ("0x01", "Temperature value least significant byte", "0x00"),
        ("0x02", "Status", "0x00"),
        ("0x03", "Configuration", "0x00"),
        ("0x04", "THIGH setpoint most significant byte", "0x20 (64C)"),
    ]
    for columns in (3, 2):
        page = pymupdf.open().new_page(width=595, height=842)
        xs = (54, 96, 246, 320)[: columns + 1]
        bottom = ruled_table(page, 100, [["Register Address", "Description", "Default"]], xs)
        for k, row in enumerate(rows):
            for c in range(columns):
                page.insert_text((xs[c] + 3, bottom + 12 + k * 13.2), row[c], fontsize=8)
        end = bottom + 12 + len(rows) * 13.2
        page.draw_line((xs[0], end), (xs[-1], end))
        for x in xs:
            page.draw_line((x, bottom), (x, end))
        body = _tables(page, engine)[0][1:]
        if columns == 3:
            assert body == tuple(rows)
        else:
            assert len(body) == 1


def test_the_split_in_the_parser_reads_the_register_map(tmp_path: Path) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((60, 90), "Table 19. Register map", fontsize=10)
    open_table(page, 100, OPEN_ROWS, (60, 130, 230, 280, 350, 520))
    path = tmp_path / "open.pdf"
    doc.save(path)
    content = _parse(path).content
    assert "| 0x1D | THRESH_TAP | R/W | 00000000 | Tap threshold |" in content


def test_a_table_in_the_left_column_follows_its_own_column(tmp_path: Path) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    # left column: a register line, then its bit row; right column: text written to
    # the page after the left column's, ending above the table's top
    page.insert_text((60, 100), "Register 0x2A—TAP_AXES (Read/Write)", fontsize=9)
    xs = (60, 90, 120, 150, 180, 210, 240, 270, 300)
    ruled_table(
        page,
        110,
        [[f"D{7 - i}" for i in range(8)], ["0", "0", "0", "0"] + [f"T{i}" for i in range(4)]],
        xs,
    )
    page.insert_text((60, 200), "Suppress Bit", fontsize=9)
    page.insert_text((330, 100), "Register 0x2C—BW_RATE (Read/Write)", fontsize=9)
    path = tmp_path / "columns.pdf"
    doc.save(path)
    content = _parse(path).content
    left = content.index("Register 0x2A")
    table = content.index("| D7 |")
    right = content.index("Register 0x2C")
    assert left < table < content.index("Suppress Bit")
    assert not right < table  # the right column's line does not pull the table after it


def test_a_section_running_header_goes_and_a_heading_reading_like_it_stays(
    tmp_path: Path,
) -> None:
    """Microchip heads only a section's pages with its name ("Silicon Errata Issues" on 3
    of 12 pages, under the share a document-wide header needs); TI's section title at
    the top of its first page reads like the italic header above it, in a larger bold
    face, and is kept."""
    doc = pymupdf.open()
    for n in range(1, 13):
        page = doc.new_page(width=595, height=842)
        page.insert_text((72, 40), "ACME XY1234 Errata", fontsize=8)
        if 4 <= n <= 6:
            page.insert_text((400, 60), "Silicon Errata Issues", fontsize=9)
        if n >= 7:
            page.insert_text((400, 45), "Detailed Bug Description", fontsize=9, fontname="heit")
        if n == 7:
            page.insert_text((72, 80), "Detailed Bug Description", fontsize=14, fontname="hebo")
        page.insert_text((72, 200), f"Body text of page {n}.", fontsize=10)
    path = tmp_path / "sections.pdf"
    doc.save(path)
    content = _parse(path).content
    assert "Silicon Errata Issues" not in content
    assert content.count("Detailed Bug Description") == 1
    assert all(f"Body text of page {n}." in content for n in range(1, 13))


def test_a_running_header_written_last_does_not_pull_tables_down(tmp_path: Path) -> None:
    """TI writes a page's running header after its body: the tables stay between the
    text above and below them, not after the page's last paragraph."""
    doc = pymupdf.open()
    for n in (1, 2, 3):
        page = doc.new_page(width=595, height=842)
        page.insert_text((60, 120), f"Table {n}. Register summary", fontsize=10)
        ruled_table(page, 130, [["Address", "Name"], ["00h", f"CONFIG{n}"]], (60, 160, 300))
        page.insert_text((60, 250), f"Paragraph under table {n}.", fontsize=10)
        page.insert_text((60, 40), "XY1234 running header", fontsize=8)  # last in the stream
    path = tmp_path / "header_last.pdf"
    doc.save(path)
    content = _parse(path).content
    for n in (1, 2, 3):
        caption = content.index(f"Table {n}. Register summary")
        assert (
            caption
            < content.index(f"| 00h | CONFIG{n} |")
            < content.index(f"Paragraph under table {n}.")
        )


@pytest.mark.parametrize("engine", ["grid", "pymupdf"])
def test_a_row_of_separate_cells_that_read_alike_is_kept(engine: str) -> None:
    """A reset row of eight ruled cells that each hold 0 is data, not a title row
    spanning the table."""
    page = pymupdf.open().new_page(width=595, height=842)
    rows = [[f"D{7 - i}" for i in range(8)], ["EN", "A", "B", "C", "D", "E", "F", "G"], ["0"] * 8]
    ruled_table(page, 100, rows, [60 + 55 * i for i in range(9)])
    assert _tables(page, engine) == [tuple(tuple(r) for r in rows)]


def test_a_running_header_whose_second_line_ends_below_the_margin_is_dropped(
    tmp_path: Path,
) -> None:
    """Maxim sets the part's title over two lines at the top of every page; the second
    ends below the margin band and used to become a heading on every page."""
    doc = pymupdf.open()
    for i in range(4):
        page = doc.new_page(width=612, height=792)
        page.insert_text((54, 86), "ACME31856", fontsize=14)
        page.insert_text((284, 86), "Precision Thermocouple Converter", fontsize=14)
        page.insert_text((450, 103), "with Linearization", fontsize=14)
        page.insert_text((54, 200), f"Section {i + 1} body text about the converter.", fontsize=9)
    path = tmp_path / "header.pdf"
    doc.save(path)
    content = _parse(path).content
    assert "with Linearization" not in content
    assert "Section 3 body text" in content


def _cells(
    page: pymupdf.Page,
    rows: Sequence[Sequence[str]],
    xs: Sequence[float],
    top: float,
    row: float,
    drop: float,
) -> None:
    """Each non-empty cell's text at its column's x (+3 pt), ``drop`` below its row's top."""
    for r, cells in enumerate(rows):
        for c, text in enumerate(cells):
            if text:
                page.insert_text((xs[c] + 3, top + r * row + drop), text, fontsize=9)


def _white_space_table(page: pymupdf.Page, top: float, rows: list[list[str]]) -> None:
    """TI's HDC1080 map: rules around the table, under every row and after the first
    column only; the other columns are set apart by white space."""
    xs = (60, 110, 200, 290, 520)
    _cells(page, rows, xs, top, 18, 13)
    bottom = top + len(rows) * 18
    for r in range(len(rows) + 1):
        page.draw_line((xs[0], top + r * 18), (xs[-1], top + r * 18))
    for x in (xs[0], xs[1], xs[-1]):
        page.draw_line((x, top), (x, bottom))


def test_columns_set_apart_by_white_space_only_are_split() -> None:
    rows = [
        ["Pointer", "Name", "Reset value", "Description"],
        ["0x00", "Temperature", "0x0000", "Temperature measurement output"],
        ["0x01", "Humidity", "0x0000", "Relative humidity output"],
        ["0x02", "Configuration", "0x1000", "Configuration and status"],
        ["0xFE", "Manufacturer ID", "0x5449", "ID of Texas Instruments"],
    ]
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    _white_space_table(page, 100, rows)
    # prose in a ruled box: its words leave no gap at one place on every line
    page.draw_rect((60, 300, 520, 372))
    for k, line in enumerate(
        [
            "The HDC1080 has an 8-bit pointer used to address a given register.",
            "The pointer identifies which register responds to a read command.",
            "This register is set with every write command on the bus, and",
            "the power-on reset value of the pointer is 0x00.",
        ]
    ):
        page.insert_text((63, 313 + k * 18), line, fontsize=9)
    tables = _tables(page, "grid")
    assert (
        ("Pointer", "Name", "Reset value", "Description"),
        ("0x00", "Temperature", "0x0000", "Temperature measurement output"),
        ("0x01", "Humidity", "0x0000", "Relative humidity output"),
        ("0x02", "Configuration", "0x1000", "Configuration and status"),
        ("0xFE", "Manufacturer ID", "0x5449", "ID of Texas Instruments"),
    ) in tables
    prose = [row for t in tables for row in t if any("pointer used" in c for c in row)]
    assert all(len(row) == 1 for row in prose)  # prose lines leave no common gap


def test_blocks_the_stream_writes_out_of_order_are_read_top_down(tmp_path: Path) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    # the template writes every left-margin label first, then the lists between them
    page.insert_text((72, 100), "SYS_CTRL1 Reset control", fontsize=14, fontname="hebo")
    page.insert_text((72, 160), "Address: 0x03", fontsize=9)
    page.insert_text((72, 260), "SYS_CTRL2 Clock control", fontsize=14, fontname="hebo")
    page.insert_text((72, 320), "Address: 0x04", fontsize=9)
    page.insert_text((130, 190), "[1] SOFT_RESET: Reset the device", fontsize=9)
    page.insert_text((130, 350), "[3] TS_OFF: Switch off the temperature sensor clock", fontsize=9)
    path = tmp_path / "boxes.pdf"
    doc.save(path)
    text = _parse(path).content
    order = ["SYS_CTRL1", "0x03", "SOFT_RESET", "SYS_CTRL2", "0x04", "TS_OFF"]
    assert [text.index(s) for s in order] == sorted(text.index(s) for s in order)


def test_headings_written_first_keep_their_bit_lists_beside_labels_and_wrapped_lines(
    tmp_path: Path,
) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    # the template writes each register's heading first, then what stands under them:
    # a bit's label beside its description, and a line wrapped into a block of its own
    # a little into the one above
    page.insert_text((72, 200), "8.13 RPDS_H (19h)", fontsize=12, fontname="hebo")
    page.insert_text((72, 400), "8.14 RES_CONF (1Ah)", fontsize=12, fontname="hebo")
    page.insert_text(
        (130, 240), "RPDS[15:8] This register holds the high part. Refer to", fontsize=9
    )
    page.insert_text((130, 440), "LC_EN", fontsize=9)
    page.insert_text((130, 480), "1. Change LC_EN only in power down.", fontsize=8)
    page.insert_text((230, 442), "Low-current mode enable. Default: 0", fontsize=9)
    page.insert_text((180, 247), "RPDS_L (18h)", fontsize=9)
    path = tmp_path / "headings.pdf"
    doc.save(path)
    text = _parse(path).content
    order = ["RPDS_H (19h)", "RPDS[15:8]", "RPDS_L (18h)", "RES_CONF", "LC_EN", "Low-current"]
    order += ["1. Change"]
    assert [text.index(s) for s in order] == sorted(text.index(s) for s in order)


def _two_columns(tmp_path: Path, word: str, left_top: float, right_top: float) -> str:
    """The parsed text of a page whose stream writes three one-line paragraphs at x 72
    from ``left_top`` down, then three at x 320 from ``right_top``, 40 pt apart."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    for x, top, side in ((72, left_top, "Left"), (320, right_top, "Right")):
        for k in range(3):
            page.insert_text((x, top + 40 * k), f"{side} column {word} {k}.", fontsize=9)
    path = tmp_path / "columns.pdf"
    doc.save(path)
    return _parse(path).content


def test_single_line_columns_the_stream_reads_down_keep_the_stream_order(tmp_path: Path) -> None:
    # one line per paragraph, each beside one of the other column's at one height
    text = _two_columns(tmp_path, "line", 200, 202)
    assert text.index("Left column line 2") < text.index("Right column line 0")


def test_side_by_side_blocks_keep_the_stream_order(tmp_path: Path) -> None:
    # two columns: the left one is read to its end before the right one
    text = _two_columns(tmp_path, "paragraph", 100, 90)
    assert text.index("Left column paragraph 2") < text.index("Right column paragraph 0")


def test_column_rules_broken_at_every_row_still_make_the_table() -> None:
    rows = [
        ["Register name", "Adr", "Bit 7..0", "Reset state"],
        ["status", "73h", "spi_mem_page", "00h"],
        ["Reset", "E0h", "reset<7:0>", "00h"],
        ["Id", "D0h", "chip_id<7:0>", "61h"],
        ["Config", "75h", "filter<2:0>", "00h"],
    ]
    xs = (40, 150, 200, 380, 470)
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    top, row = 100.0, 23.0
    _cells(page, rows, xs, top, row, 15)
    bottom = top + len(rows) * row
    for y in (top, top + row, bottom):  # rules over the header, under it and at the end
        page.draw_line((xs[0], y), (xs[-1], y))
    for x in xs[1:-1]:  # inner column rules drawn row by row, 3.4 pt short of each row
        for r in range(len(rows)):
            page.draw_line((x, top + r * row + 3.4), (x, top + (r + 1) * row))
    tables = _tables(page, "grid")
    assert [tuple(r) for r in rows] == [tuple(r) for r in tables[0]]


def test_a_diagonal_watermark_stays_out_of_cells_and_text(tmp_path: Path) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((72, 430), "Register map", fontsize=14, fontname="hebo")
    rows = [
        ["Offset", "Name", "Description"],
        ["0x00", "CTRL", "Control"],
        ["0x01", "STAT", "Status"],
    ]
    _table(page, 450, rows)  # the watermark crosses it
    page.insert_text((72, 560), "The CTRL register starts the converter.", fontsize=10)
    origin = pymupdf.Point(60, 790)
    page.insert_text(
        origin,
        "Vendor Confidential Information for Customer Use Only",
        fontsize=28,
        morph=(origin, pymupdf.Matrix(50)),  # drawn across the page at 50 degrees
    )
    path = tmp_path / "watermark.pdf"
    doc.save(path)
    content = _parse(path).content
    assert "| 0x00 | CTRL | Control |" in content and "| 0x01 | STAT | Status |" in content
    assert "Confidential" not in content and "Customer" not in content
    assert "The CTRL register starts the converter." in content


def test_row_rules_drawn_whole_and_cell_by_cell_keep_the_first_row() -> None:
    rows = [
        ["0x3015", "AGain_R", "6:0", "0x00"],
        ["0x3016", "DGain_Gr", "1:0", "0x00"],
        ["0x3017", "AGain_Gr", "6:0", "0x00"],
        ["0x3018", "DGain_Gb", "1:0", "0x00"],
    ]
    xs = (55, 105, 250, 320, 420)
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    top, row = 100.0, 24.0
    _cells(page, rows, xs, top, row, 16)
    for r in range(len(rows) + 1):  # no vertical rule; each row rule drawn cell by cell
        y = top + r * row
        for a, b in itertools.pairwise(xs):
            page.draw_line((a, y), (b, y))
    page.draw_line((xs[0], top), (xs[-1], top))  # the top rule drawn whole as well
    tables = _tables(page, "grid")
    assert [tuple(r) for r in rows] == [tuple(r) for r in tables[0]]


def test_cell_by_cell_rules_of_indented_field_rows_keep_the_register_columns() -> None:
    # Novatek: register rows ruled from the address column, the field rows under them
    # ruled from the name column; one field row's rule splits the description cell
    rows = [
        ("0x3040", "Calibration_Control_0", "2:0", "R/W", "0x02", ""),
        ("", "LSC_Clamp_En", "2", "R/W", "0", "Enable"),
        ("", "Clamp_En", "1", "R/W", "1", "Enable"),
        ("0x3041", "Calibration_Control_1", "4:0", "R/W", "0x00", ""),
        ("", "DBLC_En", "1", "R/W", "0", "Digital"),
        ("", "ABLC_Manual_En", "0", "R/W", "0", "Manual"),
    ]
    xs = (55, 105, 220, 250, 280, 315, 555)
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    top, row = 100.0, 24.0
    _cells(page, rows, xs, top, row, 16)
    for r in range(len(rows) + 1):  # no vertical rule; each row rule drawn cell by cell
        y = top + r * row
        register_above = r > 0 and rows[r - 1][0] != ""
        register_below = r < len(rows) and rows[r][0] != ""
        start = 0 if r in (0, len(rows)) or register_above or register_below else 1
        stops = list(xs[start:])
        if r == 2:
            stops.insert(-1, 420)  # a meeting point only this rule has
        for a, b in itertools.pairwise(stops):
            page.draw_line((a, y), (b, y))
    tables = _tables(page, "pymupdf")
    assert len(tables) == 1
    assert [r[:5] for r in tables[0]] == [r[:5] for r in rows]


def test_a_heading_every_item_repeats_stays_where_it_tops_consecutive_pages(
    tmp_path: Path,
) -> None:
    """Microchip's "Affected Silicon Revisions" opens the top of three pages in a row (a
    section running header's place) and recurs in the body of every page: a heading."""
    doc = pymupdf.open()
    for n in range(1, 13):
        page = doc.new_page(width=595, height=842)
        page.insert_text((72, 40), "ACME XY1234 Errata", fontsize=8)
        if 2 <= n <= 4:
            page.insert_text((72, 62), "Affected Silicon Revisions", fontsize=12, fontname="hebo")
            page.insert_text((72, 80), f"Revision table of item {n}a.", fontsize=10)
        page.insert_text((72, 300), "Affected Silicon Revisions", fontsize=12, fontname="hebo")
        page.insert_text((72, 320), f"Revision table of item {n}b.", fontsize=10)
    path = tmp_path / "headings.pdf"
    doc.save(path)
    content = _parse(path).content
    assert content.count("Affected Silicon Revisions") == 15


def test_a_dense_table_whose_column_rules_break_at_every_row() -> None:
    # Nuvoton: 8.4 pt rows, each column rule drawn as one 7.9 pt piece per row
    rows = [
        ("DEC", "HEX", "NAME", "Default"),
        ("0", "00", "Software Reset", "000"),
        ("1", "01", "Power Management 1", "000"),
        ("4", "04", "Audio Interface", "050"),
        ("6", "06", "Clock Control 1", "140"),
    ]
    xs = (75.0, 92.0, 108.0, 200.0, 240.0)
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    top, height = 100.0, 8.4
    for r, cells in enumerate(rows):
        y = top + r * height
        for c, text in enumerate(cells):
            page.insert_text((xs[c] + 2, y + 6.5), text, fontsize=6)
        for x in xs:
            page.draw_rect(pymupdf.Rect(x, y + 0.24, x + 0.48, y + 8.16), color=None, fill=0)
    for r in range(len(rows) + 1):
        y = top + r * height
        page.draw_rect(pymupdf.Rect(xs[0], y - 0.24, xs[-1] + 0.48, y + 0.24), color=None, fill=0)
    assert _tables(page, "pymupdf") == [tuple(rows)]


def test_a_running_title_set_vertically_in_the_side_margin_is_dropped(tmp_path: Path) -> None:
    """WIZnet sets the document's title vertically in the right margin of every page;
    read as text it became a heading on every page, cutting each table it fell in."""
    doc = pymupdf.open()
    for i in range(4):
        page = doc.new_page(width=595, height=842)
        page.insert_text((555, 90), "Internet Connectivity Solution W5300", fontsize=11, rotate=270)
        page.insert_text((72, 200), f"Section {i + 1} body text about sockets.", fontsize=9)
        page.insert_text((560, 700), f"{i + 7}", fontsize=9)  # a number by the edge stays
        page.insert_text((20, 300), f"{i + 1}.1", fontsize=9)  # so does a section number
    path = tmp_path / "side.pdf"
    doc.save(path)
    content = _parse(path).content
    assert "Internet Connectivity Solution" not in content
    assert "Section 3 body text" in content and "\n9" in content and "3.1" in content


def test_a_continued_table_under_the_top_band_stays_above_the_next_heading() -> None:
    # TI: a field table continued at the top of a page, its caption in the top band and
    # the running header (two pieces side by side) written last in the content stream;
    # the table must not fall below the page's next register heading (its fields would
    # go to the wrong register). The blocks as extract_page hands them to the merge.
    def text(box: tuple[float, float, float, float], words: str) -> PageBlock:
        return PageBlock("text", box, lines=(TextLine(words, 9.0, False, box),))

    caption = text((149, 72, 463, 83), "Table 7-16. INT_CONFIG_1 (continued)")
    heading = text((57, 155, 358, 166), "7.6.1.10 MAG_GAIN_CONFIG Register (Offset = 9h)")
    header = [text((54, 54, 98, 63), "www.ti.com"), text((380, 45, 558, 63), "TOY5273")]
    first = PageBlock("table", (57, 84, 555, 131), rows=(("Bit", "Field"), ("0", "MASK_INTB")))
    second = PageBlock("table", (57, 221, 555, 297), rows=(("Bit", "Field"), ("7-0", "GAIN")))
    order = _merge_order([caption, heading, *header], [first, second], 792.0)
    assert order.index(caption) < order.index(first) < order.index(heading) < order.index(second)


def test_a_title_row_spanning_the_table_is_its_caption(tmp_path: Path) -> None:
    # TDK: the register's title line is the table's first row, one cell across all
    # columns; the column labels are the second row
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    xs = (60, 120, 260, 520)
    title = "Name: PWR_MGMT_1 Address: 6 (06h) Reset Value: 0x41"
    rows = [["BIT", "NAME", "FUNCTION"], ["7", "DEVICE_RESET", "Reset"], ["6", "SLEEP", "Sleep"]]
    top = 100.0
    page.insert_text((xs[0] + 3, top + 13), title, fontsize=9)
    ruled_table(page, top + 18, rows, xs)
    page.draw_line((xs[0], top), (xs[-1], top))
    for x in (xs[0], xs[-1]):
        page.draw_line((x, top), (x, top + 18))
    path = tmp_path / "title.pdf"
    doc.save(path)
    content = _parse(path).content
    assert "| BIT | NAME | FUNCTION |" in content
    assert content.index(title) < content.index("| BIT | NAME | FUNCTION |")
    assert f"| {title} |" not in content


def test_superscript_footnote_marks_are_written_apart_from_names(tmp_path: Path) -> None:
    # Kionix: the register map's names carry superscript note numbers ("CNTL1" + "1"),
    # which the text layer glues on ("CNTL11"); a raised digit inside a word (I²C) is
    # no footnote mark
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((72, 60), "1 Embedded registers", fontsize=16, fontname="hebo")
    page.insert_text((72, 80), "Table 1. Register map", fontsize=10)
    xs = (72, 162, 300)
    top = 90
    ruled_table(page, top, [("Address", "Register Name"), ("1B", ""), ("1C", "")], xs)
    for r, (name, mark) in enumerate((("CNTL1", "1"), ("Kionix Reserved", "3")), start=1):
        # each name, then its mark (in the content stream as a datasheet writes them)
        page.insert_text((xs[1] + 3, top + r * 18 + 13), name, fontsize=9)
        x = xs[1] + 3 + pymupdf.get_text_length(name, fontsize=9)
        page.insert_text((x, top + r * 18 + 10), mark, fontsize=5)
    page.insert_text((72, 200), "The I", fontsize=10)
    x = 72 + pymupdf.get_text_length("The I", fontsize=10)
    page.insert_text((x, 197), "2", fontsize=6)
    page.insert_text((x + 3.5, 200), "C bus", fontsize=10)
    path = tmp_path / "kx.pdf"
    doc.save(path)
    content = _parse(path).content
    assert "| 1B | CNTL1 (1) |" in content and "| 1C | Kionix Reserved (3) |" in content
    assert "The I2C bus" in content and "(2)" not in content
    regmap = extract_register_map(_parse(path))
    assert regmap.device is not None
    assert [r.name for r in regmap.device.peripherals[0].registers] == ["CNTL1"]


def _epson_map(page: pymupdf.Page, rows: Sequence[Sequence[str]], xs: Sequence[float]) -> None:
    """Epson RX8900's map: every cell's rule drawn on its own, verticals drawn only
    around the address, name and access columns, the bit columns parted by nothing the
    PDF holds as a rule (dotted in print); the header between rules drawn whole."""
    top, row = 100.0, 20.0
    for r, cells in enumerate(rows):
        for c, text in enumerate(cells):
            if text:  # centred in its cell
                width = pymupdf.get_text_length(text, fontsize=9)
                x = (xs[c] + xs[c + 1]) / 2 - width / 2
                page.insert_text((x, top + r * row + 14), text, fontsize=9)
    for r in range(len(rows) + 1):
        y = top + r * row
        if r in (0, 1):  # over and under the header: whole
            page.draw_line((xs[0], y), (xs[-1], y), width=1.5 if r else 1)
            continue
        for a, b in itertools.pairwise(xs):
            page.draw_line((a, y), (b, y))
            # each cell's white fill, its top edge a hair off the rule (a rounding past its end)
            page.draw_rect(
                pymupdf.Rect(a + 0.7, y + 0.3, b + 0.01, y + 0.4), color=None, fill=(1, 1, 1)
            )
    bottom = top + len(rows) * row
    for x in (xs[0], xs[1], xs[2], xs[-3], xs[-2], xs[-1]):
        page.draw_line((x, top), (x, bottom))


def test_bit_columns_parted_by_no_rule_in_a_table_ruled_cell_by_cell() -> None:
    bits = [f"bit {n}" for n in range(7, -1, -1)]
    rows = [
        ["Address", "Function", *bits, "Read", "Write"],
        [
            "0D",
            "Extension",
            "TEST",
            "WADA",
            "USEL",
            "TE",
            "FSEL1",
            "FSEL0",
            "TSEL1",
            "TSEL0",
            "P",
            "P",
        ],
        ["0E", "Flag", "", "", "UF", "TF", "AF", "", "VLF", "VDET", "P", "P"],
        ["0F", "Control", "CSEL1", "CSEL0", "UIE", "TIE", "AIE", "", "", "RESET", "P", "P"],
    ]
    xs = (60, 110, 200, *(200 + 34 * k for k in range(1, 9)), 510, 550)
    page = pymupdf.open().new_page(width=595, height=842)
    _epson_map(page, rows, xs)
    paths = ruling_paths(page.get_cdrawings())
    paths += implied_edges(paths)
    words = page.get_text("words")
    paths += crossed_cell_columns(paths, words)
    assert [tuple(r) for r in grid_tables(paths, words)[0].rows] == [tuple(r) for r in rows]


def test_uneven_columns_of_a_table_ruled_cell_by_cell_are_not_split() -> None:
    # the same table whose runs of columns are uneven (a figure whose merged cells the
    # rules meet under): no column is added
    rows = [
        ["Address", "Function", "A", "B", "C", "D", "E", "F", "G", "H", "Read", "Write"],
        [
            "0D",
            "Extension",
            "TEST",
            "WADA",
            "USEL",
            "TE",
            "FSEL1",
            "FSEL0",
            "TSEL1",
            "TSEL0",
            "P",
            "P",
        ],
    ]
    xs = (60, 110, 200, 230, 270, 300, 340, 370, 410, 440, 480, 510, 550)
    page = pymupdf.open().new_page(width=595, height=842)
    _epson_map(page, rows * 2, xs[:3] + xs[3:11] + xs[-2:])
    paths = ruling_paths(page.get_cdrawings())
    paths += implied_edges(paths)
    assert not crossed_cell_columns(paths, page.get_text("words"))


def test_bit_columns_a_word_crosses_are_not_added() -> None:
    # a name printed across two bit cells (a field the rules below do not show merged)
    rows = [
        ["Address", "Function", *[f"bit {n}" for n in range(7, -1, -1)], "Read", "Write"],
        [
            "0D",
            "Extension",
            "TEST",
            "WADA",
            "USEL",
            "TE",
            "FSEL1",
            "FSEL0",
            "TSEL1",
            "TSEL0",
            "P",
            "P",
        ],
        ["0E", "Flag", "", "", "UF", "TF", "AF", "", "VLF", "VDET", "P", "P"],
        ["0F", "Control", "CSEL1", "CSEL0", "UIE", "TIE", "AIE", "", "", "RESET", "P", "P"],
    ]
    xs = (60, 110, 200, *(200 + 34 * k for k in range(1, 9)), 510, 550)
    page = pymupdf.open().new_page(width=595, height=842)
    _epson_map(page, rows, xs)
    page.insert_text((xs[6] - 20, 100 + 3 * 20 + 6), "CLOCK_SELECT", fontsize=7)
    paths = ruling_paths(page.get_cdrawings())
    paths += implied_edges(paths)
    assert not crossed_cell_columns(paths, page.get_text("words"))


@pytest.mark.parametrize("engine", ["grid", "pymupdf"])
def test_a_collapsed_map_beside_a_wrapped_description_column_is_split(engine: str) -> None:
    """ADI (ADE7953 "Table 13. 8-Bit Registers", "Table 22. IRQENA"): the map's body is
    one ruled row; two cells or more hold one line per register in lockstep (1.2 text
    heights apart: a word of 8 points is 11 tall here), and the
    description cell beside them wraps some registers' text over two lines, opening a
    line at every register's: the rows are as far apart as their text is long, and each
    line of the cells in lockstep starts one. A cell beside them with fewer lines, whose
    lines open none of the rows, whose lines are as far apart as the rows, or with a line
    just above a row's start is no wrapped description: the row stays whole (a review
    built each from real layouts: a wrapped parameter name beside sub-conditions, a
    shared pin description, bottom-aligned map cells)."""
    rows = [
        ("0x000", "SAGCYC", ["Sag line cycles"]),
        ("0x001", "DISNOLOAD", ["No-load detection disable"]),
        ("0x004", "LCYCMODE", ["Line cycle accumulation", "mode configuration"]),
        ("0x007", "PGA_V", ["Voltage channel gain"]),
        ("0x008", "PGA_IA", ["Current Channel A gain", "configuration (Bits[2:0])"]),
    ]
    xs = (54, 110, 200, 420)

    def page_with(
        describe: bool, offset: float = 0, pitch: float = 11, lower: bool = False
    ) -> pymupdf.Page:
        page = pymupdf.open().new_page(width=595, height=842)
        bottom = ruled_table(page, 100, [["Address", "Register Name", "Description"]], xs)
        y = bottom + 12
        for address, name, text in rows:
            # (lower: the short cells set level with the description's last line)
            at = y + pitch * (len(text) - 1) if lower else y
            page.insert_text((xs[0] + 3, at), address, fontsize=8)
            page.insert_text((xs[1] + 3, at), name, fontsize=8)
            lines = text if describe else text[:1]
            for k, line in enumerate(lines if describe or address < "0x004" else []):
                page.insert_text((xs[2] + 3, y + offset + k * pitch), line, fontsize=8)
            y += 13.2 + pitch * (len(text) - 1)
        page.draw_line((xs[0], y), (xs[-1], y))
        for x in xs:
            page.draw_line((x, bottom), (x, y))
        return page

    body = _tables(page_with(True), engine)[0][1:]
    assert [row[:2] for row in body] == [(a, n) for a, n, _t in rows]
    assert body[2][2] == "Line cycle accumulation mode configuration"
    # the description cell holds two lines only: no wrapped column, one row
    assert len(_tables(page_with(False), engine)[0][1:]) == 1
    # its lines open none of the rows (set half a line lower): text of its own, one row
    assert len(_tables(page_with(True, offset=5), engine)[0][1:]) == 1
    # its lines as far apart as the rows (a parameter's name wrapped beside its
    # sub-conditions), or the short cells set level with its last line (bottom-aligned:
    # a line of the row's text lies just above the row's start): one row
    assert len(_tables(page_with(True, pitch=13.2), engine)[0][1:]) == 1
    assert len(_tables(page_with(True, lower=True), engine)[0][1:]) == 1


def test_a_symbol_font_s_private_use_space_is_a_space() -> None:
    """Atheros: ``Offset: 0x00\uf020 Mode: Read/Write`` (U+F020, a Symbol font's space
    the text layer keeps in the private-use area) reads as spaces."""
    from hwcc.ingest.pdf.text import normalize

    assert normalize("Offset: 0x00\uf020 Mode: Read/Write") == "Offset: 0x00 Mode: Read/Write"


def test_a_running_title_under_the_margin_band_is_kept_once(tmp_path: Path) -> None:
    """Maxim sets the part number in the top band and the device's title under it, at
    one place on every page: the title stays where it stands first (the document's
    title), not as a heading on every page; a heading standing there on fewer pages than
    a running line needs stays."""
    doc = pymupdf.open()
    for n in range(1, 7):
        page = doc.new_page(width=612, height=792)
        page.insert_text((54, 60), "ACME31790", fontsize=9)
        page.insert_text((54, 125), "Six-Channel Fan Speed Controller", fontsize=18)
        if n in (3, 5):
            page.insert_text((54, 150), "Register Descriptions", fontsize=14)
        page.insert_text((54, 300), f"Body text of page {n} about fans.", fontsize=9)
    path = tmp_path / "title.pdf"
    doc.save(path)
    content = _parse(path).content
    assert content.count("Six-Channel Fan Speed Controller") == 1
    assert content.count("Register Descriptions") == 2
    assert all(f"Body text of page {n} about fans." in content for n in range(1, 7))


BANDED_ROWS = [
    ["Name", "R/W", "Address", "Default", "Register Description"],
    ["DIAG_STAT", "R", "0x02, 0x03", "0x0000", "Output, system error flags"],
    ["X_GYRO_LOW", "R", "0x04, 0x05", "N/A", "Output, gyroscope, low word"],
]

BANDED_NARROW = [
    ["Addresses", "Default", "Access"],
    ["0x02, 0x03", "0x0000", "R"],
]


def _page_tables(page: pymupdf.Page) -> list[tuple[tuple[str, ...], ...]]:
    """The tables the parser reads on ``page``, with the edges it adds from the words."""
    paths = ruling_paths(page.get_cdrawings())
    paths += implied_edges(paths)
    words = page.get_text("words")
    paths += crossed_cell_columns(paths, words)
    return [t.rows for t in grid_tables(paths, words)]


def test_a_header_band_between_two_thick_rules_is_the_table_s_header() -> None:
    """ADI: no vertical in the header band, the body's verticals start under it."""
    page = pymupdf.open().new_page(width=595, height=842)
    banded_header_table(page, 100, BANDED_ROWS, (54, 140, 170, 240, 305, 560))
    assert _page_tables(page) == [tuple(tuple(row) for row in BANDED_ROWS)]


def test_header_bands_of_tables_side_by_side_at_one_height() -> None:
    """A page's two columns each hold a table whose rules lie at the same heights: each
    keeps its header."""
    page = pymupdf.open().new_page(width=595, height=842)
    banded_header_table(page, 100, BANDED_NARROW, (54, 120, 170, 230))
    banded_header_table(page, 100, BANDED_NARROW, (330, 400, 450, 520))
    want = tuple(tuple(row) for row in BANDED_NARROW)
    assert _page_tables(page) == [want, want]


def _cell_ruled_table(
    page: pymupdf.Page, top: float, rows: list[list[str]], xs: tuple[float, ...]
) -> None:
    """A fully ruled table whose every rule is drawn cell by cell (TI)."""
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            page.insert_text((xs[c] + 3, top + r * ROW_HEIGHT + 13), text, fontsize=9)
    for r in range(len(rows) + 1):
        y = top + r * ROW_HEIGHT
        for a, b in itertools.pairwise(xs):
            page.draw_line((a, y), (b, y), width=0.5)
        if r < len(rows):
            for x in xs:
                page.draw_line((x, y), (x, y + ROW_HEIGHT), width=0.5)


def test_a_title_line_between_two_tables_is_no_header_band() -> None:
    """TI: "Table 29. SEQ4 Register Field Descriptions" between the rule closing one
    table and the rule opening the next, both drawn cell by cell at the same columns,
    the next table's verticals starting there: not a header of either."""
    page = pymupdf.open().new_page(width=595, height=842)
    xs = (54.0, 120.0, 170.0, 230.0)
    bottom = banded_header_table(page, 100, BANDED_NARROW, xs)
    for x, word in zip(xs, ("Table", "29.", "SEQ4"), strict=False):
        page.insert_text((x + 3, bottom + 13), word, fontsize=9)
    _cell_ruled_table(page, bottom + ROW_HEIGHT, [["Bit", "Field", "Type"], ["7", "LDO4", "R"]], xs)
    found = _page_tables(page)
    assert all(("Table", "29.", "SEQ4") not in rows for rows in found)
    assert [("Bit", "Field", "Type"), ("7", "LDO4", "R")] in [list(rows) for rows in found]


def test_a_band_without_a_label_in_every_column_is_no_header() -> None:
    """Silergy: "REG01" alone over the next table (its columns drawn by the rules
    around it): a title, not a header row."""
    page = pymupdf.open().new_page(width=595, height=842)
    xs = (54.0, 120.0, 170.0, 230.0)
    page.insert_text((57, 113), "REG01", fontsize=9)
    for a, b in itertools.pairwise(xs):
        page.draw_line((a, 100), (b, 100), width=0.5)
    _cell_ruled_table(page, 100 + ROW_HEIGHT, [["Bit", "Field", "Type"], ["7", "LDO4", "R"]], xs)
    found = _page_tables(page)
    assert found == [(("Bit", "Field", "Type"), ("7", "LDO4", "R"))]


def test_columns_ruled_cell_by_cell_under_a_merged_title_row() -> None:
    """ams TMF8801: ``Addr: 0xE0 | ENABLE`` over ``Field | Name | Rst | Type``, every
    rule drawn cell by cell and no vertical anywhere: the title row's rule meets at one
    point, the rules below at every column; the columns stand under the title."""
    page = pymupdf.open().new_page(width=595, height=842)
    xs = (100.0, 140.0, 200.0, 240.0, 300.0)
    title_cuts = (100.0, 240.0, 300.0)
    rows = [
        ["Field", "Name", "Rst", "Type"],
        ["7", "cpu_reset", "0", "RW_SC"],
        ["0", "pon", "1", "RW"],
    ]
    top = 100.0
    for a, b in itertools.pairwise(title_cuts):
        page.draw_line((a, top), (b, top), width=0.5)
    page.insert_text((103, top + 13), "Addr: 0xE0", fontsize=9)
    page.insert_text((243, top + 13), "ENABLE", fontsize=9)
    for r, row in enumerate(rows, start=1):
        y = top + r * ROW_HEIGHT
        for a, b in itertools.pairwise(xs):
            page.draw_line((a, y), (b, y), width=0.5)
        for c, text in enumerate(row):
            page.insert_text((xs[c] + 3, y + 13), text, fontsize=9)
    y = top + (len(rows) + 1) * ROW_HEIGHT
    for a, b in itertools.pairwise(xs):
        page.draw_line((a, y), (b, y), width=0.5)
    found = _page_tables(page)
    assert any(("7", "cpu_reset", "0", "RW_SC") in rows_ for rows_ in found)


# OmniVision's register tables: column edges (pt) of a header band of red cells
_OV_COLUMNS = (60, 110, 225, 270, 305, 470)


def _red_band(page: pymupdf.Page, labels: Sequence[str], top: float = 150.0) -> float:
    """An OmniVision header band: one red cell per column of :data:`_OV_COLUMNS`
    (no rule above, no vertical line), each labelled in white. Returns its bottom."""
    for (a, b), label in zip(itertools.pairwise(_OV_COLUMNS), labels, strict=True):
        page.draw_rect((a, top, b, top + 29), color=None, fill=(0.91, 0.16, 0.17))
        page.insert_text((a + 4, top + 19), label, fontsize=8, color=(1, 1, 1))
    return top + 29


def _tall_rows_page(path: Path, body: Sequence[tuple[str, str, str, Sequence[str]]]) -> None:
    """OmniVision's register tables: a red header band (:func:`_red_band`), a grey rule
    under every row and no vertical line; a row's description lists its bits one per
    line, so rows stand 100 pt and more apart."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    xs = _OV_COLUMNS
    y = _red_band(page, ("address", "register name", "default", "R/W", "description"))
    for address, name, reset, lines in body:
        page.insert_text((xs[0] + 4, y + 45), address, fontsize=8)
        page.insert_text((xs[1] + 4, y + 45), name, fontsize=8)
        page.insert_text((xs[2] + 4, y + 45), reset, fontsize=8)
        page.insert_text((xs[3] + 4, y + 45), "RW", fontsize=8)
        for k, line in enumerate(lines):
            page.insert_text((xs[4] + 4, y + 12 + 11 * k), line, fontsize=8)
        y += 12 + 11 * len(lines) + 4
        page.draw_rect((xs[0], y, xs[-1], y + 0.25), color=None, fill=(0.3, 0.3, 0.3))
    doc.save(path)


_BITS = [f"Bit[{b}]: Reset block {b}" for b in range(7, -1, -1)]


def test_shaded_header_over_rows_taller_than_a_text_block_keeps_its_rows(tmp_path: Path) -> None:
    """A row 100 pt tall and more (every bit of the register on a line of its own) is a
    row of the table when every word beside it lies within one of the header's columns."""
    path = tmp_path / "tall.pdf"
    _tall_rows_page(
        path,
        [("0x3000", "SYSTEM RESET00", "0x30", _BITS), ("0x3001", "SYSTEM RESET01", "0x08", _BITS)],
    )
    content = _parse(path).content
    assert "| address | register name | default | R/W | description |" in content
    assert "| 0x3000 | SYSTEM RESET00 | 0x30 | RW | Bit[7]: Reset block 7" in content
    assert "| 0x3001 | SYSTEM RESET01 | 0x08 | RW |" in content


def test_prose_across_the_header_columns_under_a_band_is_no_row(tmp_path: Path) -> None:
    """A paragraph running across the band's column edges between two far rules is text,
    not a row: the band's table ends above it."""
    path = tmp_path / "prose.pdf"
    prose = [
        "This paragraph runs across the whole width of the table band and is not a row at all.",
        *["It goes on for several lines of running text in the body of the page below."] * 8,
    ]
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    xs = _OV_COLUMNS
    _red_band(page, ("head",) * 5)
    for k, line in enumerate(prose):
        page.insert_text((xs[0] + 2, 195 + 11 * k), line, fontsize=8)
    page.draw_rect((xs[0], 300, xs[-1], 300.25), color=None, fill=(0.3, 0.3, 0.3))
    doc.save(path)
    content = _parse(path).content
    assert "This paragraph runs across the whole width" in content
    assert "| This paragraph" not in content


def test_a_page_foot_under_a_tables_last_row_is_no_row(tmp_path: Path) -> None:
    """NXP PCA9633: the table's last row has no rule under it (the page breaks), and
    the next rule as wide as the band runs over the page's footer 80 pt and more below:
    the blank stretch between the row and the footer says they are no row together."""
    path = tmp_path / "foot.pdf"
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    xs = _OV_COLUMNS
    y = _red_band(page, ("bit", "symbol", "access", "value", "description"))
    for text, x in zip(("2", "OUTDRV", "R/W", "0", "Open-drain outputs."), xs, strict=False):
        page.insert_text((x + 4, y + 12), text, fontsize=8)
    page.draw_rect((xs[0], y + 16, xs[-1], y + 16.25), color=None, fill=(0.3, 0.3, 0.3))
    page.insert_text((xs[3] + 4, y + 28), "1*", fontsize=8)
    page.insert_text((xs[4] + 4, y + 28), "Totem pole outputs.", fontsize=8)
    page.insert_text((xs[0] + 4, y + 104), "PCA9633_5", fontsize=7)
    page.insert_text((xs[4] + 4, y + 104), "All rights reserved.", fontsize=7)
    page.draw_rect((xs[0], y + 108, xs[-1], y + 108.25), color=None, fill=(0.3, 0.3, 0.3))
    doc.save(path)
    content = _parse(path).content
    assert "| 2 | OUTDRV | R/W | 0 | Open-drain outputs. |" in content
    assert "| PCA9633_5" not in content
    assert "PCA9633_5" in content


def test_a_part_number_title_and_a_footer_above_the_margin_are_running_lines(
    tmp_path: Path,
) -> None:
    """DAVICOM sets the part number (``DM9000A``, 7 characters) under the top band and
    ``Preliminary <page>`` over the bottom band on every page; the cover and one heading
    name the part too. Kept, the title split tables as a heading on every page and the
    footer stood between a table's rows across the page break."""
    doc = pymupdf.open()
    for n in range(1, 7):
        page = doc.new_page(width=595, height=842)
        page.insert_text((176, 100), "XY9000A", fontsize=10)
        page.insert_text((55, 740), "Preliminary", fontsize=8)
        page.insert_text((532, 740), f"{n + 20}", fontsize=8)  # the page number apart
        page.insert_text((55, 752), "Version: DS-P04", fontsize=8)
        page.insert_text((60, 300), f"Body text of page {n} about the controller.", fontsize=9)
        if n == 2:
            page.insert_text((60, 400), "XY9000A", fontsize=9)  # a mention in the body
    path = tmp_path / "davicom.pdf"
    doc.save(path)
    content = _parse(path).content
    assert content.count("XY9000A") <= 2  # its first place and the body's mention
    assert "Preliminary" not in content
    assert not any(
        line.strip() in {str(n + 20) for n in range(1, 7)} for line in content.split("\n")
    )
    assert all(f"Body text of page {n} about the controller." in content for n in range(1, 7))


def test_a_note_repeated_over_the_bottom_band_of_every_page_stays(tmp_path: Path) -> None:
    """A generated register chapter prints the same note under each page's table, at
    the same height: a sentence of the body, no footer (a footer is a few words)."""
    doc = pymupdf.open()
    note = "Note: reserved bits read as 0; write 0 to them for compatibility."
    for n in range(1, 7):
        page = doc.new_page(width=595, height=842)
        page.insert_text((60, 300), f"Register {n} holds the value of channel {n}.", fontsize=9)
        page.insert_text((56, 700), note, fontsize=9)
    path = tmp_path / "notes.pdf"
    doc.save(path)
    assert _parse(path).content.count(note) == 6


def test_a_line_over_the_bottom_band_on_few_pages_stays(tmp_path: Path) -> None:
    doc = pymupdf.open()
    for n in range(1, 7):
        page = doc.new_page(width=595, height=842)
        page.insert_text((60, 300), f"Body text of page {n} about the controller.", fontsize=9)
        if n in (2, 5):
            page.insert_text((55, 740), f"Note {n}: the pins are 5 V tolerant.", fontsize=8)
    path = tmp_path / "notes.pdf"
    doc.save(path)
    content = _parse(path).content
    assert "Note 2: the pins are 5 V tolerant." in content
    assert "Note 5: the pins are 5 V tolerant." in content


def test_a_chapter_named_at_the_top_of_its_pages_is_its_heading_once(tmp_path: Path) -> None:
    """ADI prints each chapter's name, bold, at the top of its pages: the name is the
    chapter's heading where its run starts, and no heading on the pages after."""
    doc = pymupdf.open()
    chapters = ["SPECIFICATIONS"] * 3 + ["THEORY OF OPERATION"] * 3 + ["REGISTER MAP"] * 3
    for n, chapter in enumerate(chapters, start=1):
        page = doc.new_page(width=595, height=842)
        page.insert_text((54, 60), chapter, fontsize=11, fontname="hebo")
        page.insert_text((54, 300), f"Body text of page {n} about the sensor.", fontsize=9)
    path = tmp_path / "chapters.pdf"
    doc.save(path)
    content = _parse(path).content
    assert content.count("REGISTER MAP") == 1
    assert content.count("THEORY OF OPERATION") == 1
    assert content.index("Body text of page 6") < content.index("REGISTER MAP")
    assert content.index("REGISTER MAP") < content.index("Body text of page 7")
    assert all(f"Body text of page {n} about the sensor." in content for n in range(1, 10))


def test_a_chapter_that_starts_mid_page_keeps_only_its_body_heading(tmp_path: Path) -> None:
    """A chapter opening under its own bold heading in the body, its name at the top of
    the pages after: the body heading is its heading, the page-top names none (not
    even between the two pieces of a table running across the page break)."""
    doc = pymupdf.open()
    chapters = ["", *["SPECIFICATIONS"] * 3, *["THEORY OF OPERATION"] * 3, *["REGISTER MAP"] * 3]
    for n, chapter in enumerate(chapters, start=1):
        page = doc.new_page(width=612, height=792)
        if chapter:
            page.insert_text((54, 50), chapter, fontsize=11, fontname="hebo")
        page.insert_text((54, 300 if n == 8 else 150), f"Page {n} text.", fontsize=9)
        if n == 4:
            page.insert_text((54, 400), "THEORY OF OPERATION", fontsize=11, fontname="hebo")
        if n == 7:
            page.insert_text((54, 400), "REGISTER MAP", fontsize=11, fontname="hebo")
            rows = [["Addr", "Name", "Reset"]]
            rows += [[f"0x{a:02X}", f"REG{a}", "0x00"] for a in range(12)]
            _table(page, 430, rows)
        if n == 8:
            _table(page, 90, [[f"0x{a:02X}", f"REG{a}", "0x00"] for a in range(12, 20)])
    path = tmp_path / "midpage.pdf"
    doc.save(path)
    content = _parse(path).content
    assert content.count("THEORY OF OPERATION") == 1
    assert content.count("REGISTER MAP") == 1
    assert content.index("Page 4 text.") < content.index("THEORY OF OPERATION")
    assert content.index("REGISTER MAP") < content.index("| 0x00 |")
    # no heading between the register table's pieces
    between = content[content.index("| 0x0B |") : content.index("| 0x0C |")]
    assert "#" not in between


def test_a_bold_line_on_every_page_is_no_chapter(tmp_path: Path) -> None:
    """A bold line on every page from the cover on ("Preliminary Technical Data") in
    the chapter names' style is a running line, and a chapter the cover opens gets no
    heading on page 2, where a table from page 1 goes on."""
    doc = pymupdf.open()
    chapters = [*["GENERAL DESCRIPTION"] * 4, *["SPECIFICATIONS"] * 3, *["REGISTER MAP"] * 3]
    for n, chapter in enumerate(chapters, start=1):
        page = doc.new_page(width=595, height=842)
        page.insert_text((380, 40), "Preliminary Technical Data", fontsize=11, fontname="hebo")
        if n > 1:
            page.insert_text((54, 60), chapter, fontsize=11, fontname="hebo")
        if n == 1:
            rows = [["Parameter", "Value"], *([f"Feature {k}", f"Value {k}"] for k in range(1, 21))]
            ruled_table(page, 280, rows, (54, 154, 254))
        elif n == 2:
            ruled_table(
                page, 240, [[f"Feature {k}", f"Value {k}"] for k in range(21, 31)], (54, 154, 254)
            )
        page.insert_text((54, 200), f"Page {n} text.", fontsize=9)
    path = tmp_path / "constant.pdf"
    doc.save(path)
    content = _parse(path).content
    assert "Preliminary Technical Data" not in content
    assert "GENERAL DESCRIPTION" not in content
    assert content.count("### SPECIFICATIONS") == 1
    assert content.index("Page 4 text.") < content.index("SPECIFICATIONS")


def _open_sided_rows(
    page: pymupdf.Page, top: float, rows: list[list[str]], xs: list[float]
) -> None:
    """A table ruled cell by cell with rules between its columns only (no outer sides),
    every column rule a piece per row stopping 1 pt short of the row rule (Linear)."""
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            page.insert_text((xs[c] + 3, top + r * 14 + 10), text, fontsize=8)
    for r in range(len(rows) + 1):
        for a, b in itertools.pairwise(xs):
            page.draw_line((a, top + r * 14), (b, top + r * 14), width=0.5)
        if r < len(rows):
            for x in xs[1:-1]:
                page.draw_line((x, top + r * 14 + 1), (x, top + r * 14 + 14), width=0.5)


def test_two_tables_whose_column_rules_stand_a_fraction_apart_keep_their_sides() -> None:
    """Linear LTC2990: two tables one over the other, open at their sides, their column
    rules 0.3 pt apart: each keeps its own column rules and sides (the lower one's rules
    were taken for the upper one's, which then lost its sides and was no table)."""
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    status = [["BIT", "NAME", "OPERATION"], ["b7", "0", "Always Zero"]]
    status += [[f"b{b}", f"FLAG{b} Ready", f"1 = Channel {b} has new data"] for b in (6, 5, 4)]
    control = [["BIT", "NAME", "OPERATION"], ["b7", "Temperature Format", "Kelvin = 1"]]
    control += [["b6", "Repeat/Single", "Single = 1"], ["b5", "Reserved", "Reserved"]]
    _open_sided_rows(page, 120, status, [46.0, 95.8, 220.4, 467.0])
    _open_sided_rows(page, 300, control, [46.0, 95.5, 220.1, 467.0])
    tables = _page_tables(page)
    assert [t[0] for t in tables] == [("BIT", "NAME", "OPERATION")] * 2
    assert ("b6", "FLAG6 Ready", "1 = Channel 6 has new data") in tables[0]
    assert ("b5", "Reserved", "Reserved") in tables[1]


def test_two_columns_under_a_heading_as_wide_as_both_keep_the_stream_order(
    tmp_path: Path,
) -> None:
    """Maxim/ADI: register descriptions set in two columns under a heading that spans
    both; the stream reads the left column, then the right. Their lines side by side
    in bands are columns, not labels beside descriptions: the stream order stays."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_textbox(
        pymupdf.Rect(54, 205, 541, 236),
        "Detailed Register Descriptions (continued)",
        fontsize=14,
        fontname="hebo",
    )
    left = [(250, "CONFIG (0x01)", True), (268, "Bit 7 SHDN: Shutdown.\nBit 6 TM: Mode.", False)]
    left += [(340, "Bit 4 OS: One-shot conversion.", False)]
    right = [(252, "STATUS (0x02)", True), (270, "Bit 7 BUSY: Busy.\nBit 6 THIGH: High.", False)]
    right += [(342, "The flags are cleared when read.", False)]
    for x, column in ((54, left), (305, right)):
        for y, text, bold in column:
            page.insert_textbox(
                pymupdf.Rect(x, y, x + 236, y + 60),
                text,
                fontsize=11 if bold else 9,
                fontname="hebo" if bold else "helv",
            )
    path = tmp_path / "columns.pdf"
    doc.save(path)
    text = _parse(path).content
    order = ["CONFIG (0x01)", "SHDN", "One-shot", "STATUS (0x02)", "BUSY", "cleared"]
    assert [text.index(s) for s in order] == sorted(text.index(s) for s in order)
