"""PDF ingest on the real vendor PDFs of the shared corpus (skipped when absent)."""

from __future__ import annotations

import itertools
import re
from functools import cache
from pathlib import Path

import pytest

from hwcc.ingest.base import ParseOptions, parser_for
from hwcc.types import ParseResult
from tests.conftest import corpus_file, corpus_params


@cache
def _parsed(path: Path) -> ParseResult:
    return parser_for("pdf").parse(path, ParseOptions(doc_id=path.stem))


def _row_page(result: ParseResult, row: str) -> int:
    """Page of a table row that must appear as one line of the Markdown."""
    lines = [ln for ln in result.content.split("\n") if ln.startswith(row)]
    assert lines, f"row not found: {row}"
    at = result.content.index(lines[0])
    pages = result.pages_for(at, at + len(lines[0]))
    assert pages is not None
    return pages[0]


# (file, row prefix, page): known table rows checked against the rendered pages
KNOWN_ROWS = [
    (
        "pdf/TI_DRV2605_datasheet_SLOS825C.pdf",
        "| 0x1A | 0x36 | N_ERM_LRA | FB_BRAKE_FACTOR[2:0] | FB_BRAKE_FACTOR[2:0] | "
        "FB_BRAKE_FACTOR[2:0] | LOOP_GAIN[1:0] | LOOP_GAIN[1:0] | BEMF_GAIN[1:0] | "
        "BEMF_GAIN[1:0] |",
        31,
    ),
    (
        "pdf/TI_DRV2605_datasheet_SLOS825C.pdf",
        "| 0x00 | 0x60 | DEVICE_ID[2:0] | DEVICE_ID[2:0] | DEVICE_ID[2:0] | Reserved | "
        "DIAG_RESULT | FB_STS | OVER_TEMP | OC_DETECT |",
        31,
    ),
    (
        "pdf/Solomon_SSD1306_datasheet.pdf",
        "| 0 | AE AF | 1 | 0 | 1 | 0 | 1 | 1 | 1 | X0 | Set Display ON/OFF | "
        "AEh, X[0]=0b:Display OFF",
        28,
    ),
    (
        "pdf/Solomon_SSD1306_datasheet.pdf",
        "| 0 | A4/A5 | 1 | 0 | 1 | 0 | 0 | 1 | 0 | X0 | Entire Display ON |",
        28,
    ),
    (
        "pdf/WCH_CH32V003RM-EN_reference_manual.pdf",
        "| [6:0] | PENDRESET32_38 | WO | 32#-38# interrupt hang clear.",
        45,
    ),
]


@pytest.mark.slow
@pytest.mark.parametrize(("name", "row", "page"), KNOWN_ROWS)
def test_known_table_rows_survive_with_page(name: str, row: str, page: int) -> None:
    result = _parsed(corpus_file(name))
    assert _row_page(result, row) == page


@pytest.mark.slow
def test_drv2605_register_map_heading_and_metadata() -> None:
    result = _parsed(corpus_file("pdf/TI_DRV2605_datasheet_SLOS825C.pdf"))
    assert "## 7.6 Register Map" in result.content
    assert (result.chip, result.doc_type) == ("DRV2605", "datasheet")
    at = result.content.index("## 7.6 Register Map")
    assert result.pages_for(at, at + 5) == (31, 31)
    assert "SLOS825C" not in result.content.split("## 7.6 Register Map")[1][:2000]


@pytest.mark.slow
def test_ssd1306_chip_from_text_not_wrong_metadata_title() -> None:
    result = _parsed(corpus_file("pdf/Solomon_SSD1306_datasheet.pdf"))
    assert result.chip == "SSD1306"
    assert "P 28/59" not in result.content  # running footer removed


@pytest.mark.slow
def test_mostly_image_pdf_reports_its_image_pages() -> None:
    result = _parsed(corpus_file("pdf/LTD_HM06S006P_V2.0_mostly_image.pdf"))
    assert any("pages 2-6, 8" in w for w in result.warnings), result.warnings
    assert "HM06S006P" in result.content


@pytest.mark.slow
def test_doc_kinds() -> None:
    kinds = {
        "pdf/ST_STM32F469_479_errata_DocID028202.pdf": ("errata", "STM32F469"),
        "pdf/WCH_CH32V003RM-EN_reference_manual.pdf": ("reference_manual", "CH32V003"),
        "pdf/Microchip_AN691_optimizing_digipot_circuits.pdf": ("app_note", ""),
    }
    for name, (kind, chip) in kinds.items():
        result = _parsed(corpus_file(name))
        assert (result.doc_type, result.chip) == (kind, chip), name


@pytest.mark.slow
@pytest.mark.parametrize("path", corpus_params("pdf", "*.pdf"))
def test_every_corpus_pdf_ingests(path: Path) -> None:
    result = _parsed(path)
    assert result.content.strip()
    spans = result.page_map
    assert spans and all(a.end <= b.start for a, b in itertools.pairwise(spans))
    assert spans[-1].end <= len(result.content)
    assert "\r" not in result.content


def _headings(result: ParseResult) -> list[str]:
    return [ln for ln in result.content.split("\n") if ln.startswith("#")]


@pytest.mark.slow
def test_errata_toc_dropped_and_section_paths_survive() -> None:
    result = _parsed(corpus_file("pdf/ST_STM32F469_479_errata_DocID028202.pdf"))
    heads = _headings(result)
    assert "## 1.1 Cortex®-M4 interrupted loads to stack pointer can cause" not in heads
    assert (
        heads.count(
            "## 1.1 Cortex®-M4 interrupted loads to stack pointer can cause erroneous behavior"
        )
        == 1
    )
    assert "erroneous behavior . . ." not in result.content
    assert "Debugging Stop mode and system tick timer . . ." not in result.content
    assert not any(
        h.lstrip("# ") in {"Contents", "List of tables", "List of figures"} for h in heads
    )
    assert result.metadata["toc_pages_dropped"] == "2,3,4,5"
    # the "Description" sub-heading nests under 2.1.3 instead of replacing it
    at = heads.index("### 2.1.3 Full JTAG configuration without NJTRST pin cannot be used")
    assert heads[at - 3 : at + 2] == [
        "### 2.1.2 Debugging Sleep/Stop mode with WFE/WFI entry",
        "#### Description",
        "#### Workaround",
        heads[at],
        "#### Description",
    ]
    above = [h for h in heads[:at] if h.startswith(("# ", "## "))]
    assert above[-2:] == ["# 2 Summary of silicon limitations", "## 2.1 System limitations"]
    assert "**Table 1. Device summary**" in result.content


@pytest.mark.slow
def test_drv2605_toc_dropped_chapter_numbers_kept() -> None:
    result = _parsed(corpus_file("pdf/TI_DRV2605_datasheet_SLOS825C.pdf"))
    heads = _headings(result)
    assert "# 8 Application and Implementation" in heads
    assert "# 12 Mechanical, Packaging, and Orderable" not in heads
    assert "Register Map....." not in result.content
    assert not any(h.endswith("(continued)") for h in heads)
    assert result.metadata["toc_pages_dropped"] == "2"


@pytest.mark.slow
@pytest.mark.parametrize("path", corpus_params("pdf", "*.pdf"))
def test_no_toc_or_caption_headings(path: Path) -> None:
    for head in _headings(_parsed(path)):
        text = head.lstrip("# ")
        assert "...." not in text and ". . ." not in text, head
        assert not re.match(r"(?i)(table|figure)\s*\d", text), head
        assert text.lower() not in {"contents", "table of contents", "tables", "figures"}, head


@pytest.mark.slow
def test_ssd1306_title_not_wrong_metadata() -> None:
    result = _parsed(corpus_file("pdf/Solomon_SSD1306_datasheet.pdf"))
    assert result.title.startswith("SSD1306 128 x 64 Dot Matrix OLED/PLED")
    assert "SSD1780" not in result.title


@pytest.mark.slow
def test_bare_code_metadata_title_replaced() -> None:
    result = _parsed(corpus_file("pdf/WCH_CH32V003RM-EN_reference_manual.pdf"))
    assert result.title == "CH32V003 Reference Manual"
    heads = _headings(result)
    assert "# Chapter 12 Universal Synchronous Asynchronous Receiver Transmitter (USART)" in heads
