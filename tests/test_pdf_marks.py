"""Footnote marks set as superscripts against a name (hwcc.ingest.pdf.marks), on the
span dicts and word tuples MuPDF returns."""

from __future__ import annotations

from typing import Any

import pytest

from hwcc.ingest.pdf.marks import line_text, marked_words


def _span(text: str, size: float = 8.0, sup: bool = False, x1: float = 0.0) -> dict[str, Any]:
    return {"text": text, "size": size, "flags": 1 if sup else 0, "bbox": (0.0, 0.0, x1, 9.0)}


@pytest.mark.parametrize(
    ("spans", "text"),
    [
        ([_span("CNTL1"), _span("1", 5, True), _span(" ")], "CNTL1 (1) "),
        ([_span("Kionix Reserved"), _span("3", 5, True)], "Kionix Reserved (3)"),
        ([_span("PWR_CTRL"), _span("a", 5, True), _span(", next")], "PWR_CTRL (a), next"),
        ([_span("I"), _span("2", 5, True), _span("C bus")], "I2C bus"),  # inside a word
        ([_span("9.8 m/s"), _span("2", 5, True)], "9.8 m/s2"),  # a unit squared
        ([_span("area in cm"), _span("2", 5, True)], "area in cm2"),
        ([_span("2"), _span("16", 5, True)], "216"),  # a power of two
        ([_span("Double-Tap"), _span("TM", 5, True)], "Double-TapTM"),  # not a mark
        ([_span("CNTL1 "), _span("1", 5, True)], "CNTL1 1"),  # not glued to the name
        ([_span("CNTL1"), _span("1", 7.5, True)], "CNTL11"),  # barely smaller
        ([_span("CNTL1"), _span("1", 5, False)], "CNTL11"),  # not raised
    ],
)
def test_which_superscripts_are_footnote_marks(spans: list[dict[str, Any]], text: str) -> None:
    assert line_text(spans) == text


def test_words_ending_in_a_mark_are_rewritten_in_place() -> None:
    data = {
        "blocks": [
            {
                "type": 0,
                "number": 3,
                "lines": [{"spans": [_span("CNTL1", x1=128.5), _span("1", 5, True, x1=131.3)]}],
            }
        ]
    }
    words = [
        (100.0, 90.0, 131.3, 102.0, "CNTL11", 3, 0, 0),
        (140.0, 90.0, 160.0, 102.0, "R/W1", 3, 1, 0),  # another line: untouched
    ]
    assert marked_words(words, data) == [
        (100.0, 90.0, 131.3, 102.0, "CNTL1 (1)", 3, 0, 0),
        words[1],
    ]
