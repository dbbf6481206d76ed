"""Content-type rules of hwcc.chunk.classify."""

from __future__ import annotations

import pytest

from hwcc.chunk.classify import classify_chunk, classify_table, is_register_heading
from hwcc.types import ContentType


@pytest.mark.parametrize(
    ("header", "body", "expected"),
    [
        (
            "| Register | Offset | Address | Size | Access | Reset | Description |",
            "",
            ContentType.REGISTER_TABLE,
        ),
        ("| Bits | Field | Access | Reset | Description |", "", ContentType.REGISTER_TABLE),
        ("| Bit | Name | R/W | Reset | Description |", "", ContentType.REGISTER_TABLE),
        ("| Address | Register | Description |", "", ContentType.REGISTER_TABLE),
        ("| Pin | Name | Function |", "", ContentType.PIN_MAPPING),
        ("| Ball | Signal | Type |", "", ContentType.PIN_MAPPING),
        ("| GPIO | Alternate function |", "", ContentType.PIN_MAPPING),
        (
            "| Symbol | Parameter | Min | Typ | Max | Unit |",
            "| t_SU | setup time | 5 | | | ns |",
            ContentType.TIMING_SPEC,
        ),
        (
            "| Parameter | Min | Typ | Max | Unit |",
            "| Supply voltage | 1.8 | 3.3 | 3.6 | V |",
            ContentType.ELECTRICAL_SPEC,
        ),
        ("| Parameter | Min | Max |", "| Count | 1 | 2 |", ContentType.TABLE),
        ("| Name | Description |", "", ContentType.TABLE),
    ],
)
def test_classify_table(header: str, body: str, expected: ContentType) -> None:
    assert classify_table(header, header + "\n|---|\n" + body) is expected


def chunk(**kw: object) -> ContentType:
    args: dict[str, object] = {
        "code_chars": 0,
        "table_chars": 0,
        "total_chars": 100,
        "table_type": None,
        "section_titles": ("Doc",),
        "text": "Some prose.",
        "heading_only": False,
    }
    args.update(kw)
    return classify_chunk(**args)  # type: ignore[arg-type]


def test_classify_chunk_rules() -> None:
    assert chunk(code_chars=60) is ContentType.CODE
    assert chunk(table_chars=80, table_type=ContentType.REGISTER_TABLE) is (
        ContentType.REGISTER_TABLE
    )
    assert chunk(table_chars=80, table_type=ContentType.TABLE) is ContentType.TABLE
    assert chunk(table_chars=10, table_type=ContentType.PIN_MAPPING) is ContentType.PROSE
    assert chunk(section_titles=("Errata", "2.1 DMA")) is ContentType.ERRATA
    assert chunk(section_titles=("Known limitations",)) is ContentType.ERRATA
    assert chunk(doc_type="errata") is ContentType.ERRATA
    assert chunk(section_titles=("USB", "Initialization sequence")) is (
        ContentType.CONFIG_PROCEDURE
    )
    steps = "1. Enable the clock.\n2. Reset.\n3. Configure pins.\n"
    assert chunk(text=steps) is ContentType.CONFIG_PROCEDURE
    assert chunk(in_register_section=True) is ContentType.REGISTER_DESCRIPTION
    assert chunk(heading_only=True, text="## Title") is ContentType.SECTION
    assert chunk() is ContentType.PROSE


def test_register_heading() -> None:
    assert is_register_heading("CTRL")
    assert is_register_heading("CH0_CTRL_TRIG")
    assert is_register_heading("Control register (RCC_CR)")
    assert not is_register_heading("Overview")
