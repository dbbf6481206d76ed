"""SVD scalar syntax: integers, booleans, enumerated values, dim indices, text."""

from __future__ import annotations

import re
import sys

import pytest

from hwcc.ingest.svd.values import (
    normalize_text,
    parse_bool,
    parse_dim_index,
    parse_enum_value,
    parse_int,
    substitute_index,
)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("42", 42),
        (" 0x1F ", 31),
        ("0XfF", 255),
        ("#101", 5),
        ("0b11", 3),
        ("+7", 7),
        ("4k", 4096),
        ("2M", 2 << 20),
        ("0", 0),
    ],
)
def test_parse_int_forms(text: str, value: int) -> None:
    assert parse_int(text) == value


@pytest.mark.parametrize("text", ["", "abc", "0x", "0xZZ", "#102", "1_000", "-1", "1.5", "٣"])
def test_parse_int_rejects(text: str) -> None:
    with pytest.raises(ValueError, match="bad integer"):
        parse_int(text)


def test_parse_enum_value_dont_care_bits() -> None:
    assert parse_enum_value("#1x0") == (0b100, 0b010)
    assert parse_enum_value("0bx1X") == (0b010, 0b101)
    assert parse_enum_value("0x10") == (16, 0)
    assert parse_enum_value("#11") == (3, 0)


def test_parse_bool() -> None:
    assert parse_bool("true") and parse_bool(" 1") and parse_bool("TRUE")
    assert not parse_bool("false") and not parse_bool("0")
    with pytest.raises(ValueError):
        parse_bool("yes")


def test_parse_dim_index_forms() -> None:
    assert parse_dim_index(None, 3) == ("0", "1", "2")
    assert parse_dim_index("0-7", 8) == tuple(str(i) for i in range(8))
    assert parse_dim_index("3-5", 3) == ("3", "4", "5")
    assert parse_dim_index("A-D", 4) == ("A", "B", "C", "D")
    assert parse_dim_index("A, B,C", 3) == ("A", "B", "C")
    assert parse_dim_index("x,y,z", 2) == ("x", "y")
    with pytest.raises(ValueError):
        parse_dim_index("A,B", 3)


def test_normalize_text_and_substitute() -> None:
    assert normalize_text("  a\\n  b\n\tc  ") == "a b c"
    assert substitute_index("CH%s_CTRL", "3") == "CH3_CTRL"
    assert substitute_index("TC[%s]", "0") == "TC[0]"
    assert substitute_index("NOPLACE", "1") == "NOPLACE[1]"


def _reference_normalize(text: str) -> str:
    """The general rule, without any fast path."""
    text = text.replace("\\n", " ").replace("\\r", " ").replace("\\t", " ")
    return re.sub(r"\s+", " ", text).strip()


# Every character Python treats as whitespace, plus look-alikes that are not whitespace.
_SPACES = [chr(c) for c in range(sys.maxunicode + 1) if chr(c).isspace()]
_NOT_SPACES = ["\u200b", "\u00ad", "\ufeff", "\x00", "\x7f", "\\", "\\x", "é", "|"]


@pytest.mark.parametrize("char", _SPACES + _NOT_SPACES)
def test_normalize_text_fast_path_matches_general_rule(char: str) -> None:
    for text in (
        f"a{char}b",
        f"{char}ab",
        f"ab{char}",
        f"a {char} b",
        f"a{char}{char}b",
        char,
        f"word\\n{char}",
    ):
        assert normalize_text(text) == _reference_normalize(text), repr(text)
