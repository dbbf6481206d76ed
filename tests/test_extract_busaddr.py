"""Bus-address sentences read from datasheet prose (hwcc.extract.busaddr)."""

from __future__ import annotations

from pathlib import Path

import pytest

from hwcc.extract.busaddr import bus_addresses
from hwcc.ingest.base import ParseOptions
from hwcc.ingest.pdf.parser import PdfParser
from hwcc.types import PageSpan, ParseResult
from tests.conftest import CORPUS


def _texts(markdown: str) -> list[str]:
    result = ParseResult(doc_id="d", title="t", doc_type="datasheet", content=markdown)
    return [statement.text for statement in bus_addresses(result)]


def test_sentences_stating_the_address_are_quoted_verbatim() -> None:
    markdown = (
        "# 7.5 I2C Interface\n\n"
        "Each device is addressed by a unique 7-bit slave address plus a R/W bit. "
        "NOTE The TOY7 slave address is 0x5A (7-bit), or 1011010 in binary.\n"
        "It answers at 400 kHz.\n\n"
        "In 2-wire mode the TOY9 has a fixed device address, 0011010.\n"
    )
    assert _texts(markdown) == [
        "The TOY7 slave address is 0x5A (7-bit), or 1011010 in binary.",
        "In 2-wire mode the TOY9 has a fixed device address, 0011010.",
    ]


def test_address_is_value_sentences_come_first() -> None:
    markdown = (
        "In broadcast mode the device responds to the slave address 0x58 (7-bit).\n\n"
        "The bus address is 0x5A.\n\n"
        "The device address is also selectable, 0x5B with A0 high.\n"
    )
    assert _texts(markdown) == [
        "The bus address is 0x5A.",
        "In broadcast mode the device responds to the slave address 0x58 (7-bit).",
    ]


@pytest.mark.parametrize(
    "sentence",
    [
        "The register address 0x01 selects the mode.",  # a register, not the bus
        "Write the slave address to I2C_OADDR1 at 0x40005408 (bit 0 = 0).",  # an MCU's map
        "The device address space starts at 00h.",
        "I2C device address of Auxiliary slave Register (0x4C) AUX_IF_CONF",
        "The slave address is programmable.",  # no value
        "Set the device address in register 0x12 to 0x34.",
    ],
)
def test_register_and_memory_addresses_are_not_bus_addresses(sentence: str) -> None:
    assert _texts(sentence + "\n") == []


def test_table_rows_headings_and_code_are_not_prose() -> None:
    markdown = (
        "## The slave address is 0x5A\n\n"
        "| Name | Value |\n|---|---|\n| slave address is | 0x5A |\n\n"
        "```\nthe slave address is 0x5A\n```\n"
    )
    assert _texts(markdown) == []


def test_pages_come_from_the_page_map() -> None:
    first = "Intro.\n\n"
    second = "The slave address is 0x68.\n"
    result = ParseResult(
        doc_id="d",
        title="t",
        doc_type="datasheet",
        content=first + second,
        page_map=(PageSpan(0, len(first), 1), PageSpan(len(first), len(first + second), 2)),
    )
    assert [(s.text, s.page) for s in bus_addresses(result)] == [("The slave address is 0x68.", 2)]


# Sentences read in each PDF (page as printed by the viewer).
CORPUS_STATEMENTS = {
    "TI_DRV2605_datasheet_SLOS825C.pdf": ("The DRV2605 slave address is 0x5A (7-bit)", 21),
    "Bosch_BMA423_datasheet.pdf": ("The default I²C address of the device is 0b00011000", 110),
    "Wolfson_WM8978_datasheet.pdf": ("has a fixed device address, 0011010.", 83),
    "Solomon_SSD1306_datasheet.pdf": ("can be selected as the slave address of SSD1306", 19),
}


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(CORPUS_STATEMENTS))
def test_corpus_datasheets_state_their_bus_address(name: str) -> None:
    path = CORPUS / "pdf" / name
    if not path.is_file():
        pytest.skip(f"{name} not in the corpus")
    fragment, page = CORPUS_STATEMENTS[name]
    result = PdfParser().parse(path, ParseOptions(doc_id="d"))
    statements = bus_addresses(result)
    assert statements, name
    assert fragment in statements[0].text and statements[0].page == page


@pytest.mark.slow
def test_a_reference_manual_states_no_bus_address() -> None:
    path = CORPUS / "pdf" / "WCH_CH32V003RM-EN_reference_manual.pdf"
    if not path.is_file():
        pytest.skip("CH32V003 manual not in the corpus")
    assert bus_addresses(PdfParser().parse(Path(path), ParseOptions(doc_id="d"))) == ()
