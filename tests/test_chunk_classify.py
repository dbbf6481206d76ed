"""Content-type rules of hwcc.chunk.classify."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hwcc.chunk.classify import (
    classify_chunk,
    classify_table,
    is_register_heading,
    step_line_starts,
)
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


STEP_PIECES = st.sampled_from(
    [
        "\n",
        "\n\n",
        " ",
        "\t",
        "1.",
        "2)",
        "12.",
        "1234.",
        "Step 3:",
        "step 4.",
        "ſtep 5.",
        "٣.",
        "x",
        "word",
        "(a)",
        "-",
        "\xa0",
        "procedure",
        "sequence",
        "Sequence",
    ]
)


@settings(max_examples=300, deadline=None)
@given(st.lists(STEP_PIECES, max_size=60), st.data())
def test_step_line_bound_is_sound(pieces: list[str], data: st.DataObject) -> None:
    """Every step-rule match in a span lies on a candidate line or on its first line,
    so the count the chunker uses to skip the scan never undercounts."""
    from hwcc.chunk.classify import _STEP

    text = "".join(pieces)
    lines = text.split("\n")
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line) + 1)
    cands = step_line_starts(lines, starts)
    s = data.draw(st.integers(0, len(text)))
    e = data.draw(st.integers(s, len(text)))
    span = text[s:e]
    matches = len(list(_STEP.finditer(span)))
    bound = 1 + sum(1 for c in cands if s <= c <= e)
    assert matches <= bound


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            [
                "initialization sequence",
                "initialisation sequence",
                "procedure",
                "procedures",
                "configuration steps",
                "programming sequence",
                "startup sequence",
                "power-up sequence",
                "how to configure",
                "sequence",
                "x",
                " ",
                "proc",
            ]
        ),
        max_size=8,
    )
)
def test_procedure_prefilter_matches_the_regex(words: list[str]) -> None:
    from hwcc.chunk.classify import _PROCEDURE, _mentions_procedure

    text = " ".join(words)
    assert _mentions_procedure(text) == (_PROCEDURE.search(text) is not None)
