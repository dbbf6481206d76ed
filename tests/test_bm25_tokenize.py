"""Identifier-aware tokenisation for the lexical index."""

from __future__ import annotations

import pytest

from hwcc.index.tokenize import terms


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        ("SPI_CR1", {"spi_cr1", "spi", "cr1"}),
        ("CR1", {"cr1"}),
        ("BR[2:0]", {"br[2:0]", "br"}),
        ("USART2", {"usart2", "usart"}),
        ("TC_CHANNEL[0].CCR", {"tc_channel[0]", "tc_channel", "tc", "channel", "ccr"}),
        ("3.3V", {"3.3", "v"}),
    ],
)
def test_identifiers_are_emitted_whole_and_by_parts(text: str, wanted: set[str]) -> None:
    assert wanted <= set(terms(text))


@pytest.mark.parametrize("written", ["0x40013000", "0x4001_3000", "40013000h", "0X40013000"])
def test_hex_spellings_normalise_to_one_term(written: str) -> None:
    assert terms(f"base address {written}.") == ["base", "address", "0x40013000"]


def test_leading_zeros_and_plain_words() -> None:
    assert terms("0x0000_0400") == ["0x400"]
    assert terms("0x0") == ["0x0"]
    # words ending in h that are not hex stay words; stop words go; plurals fold
    assert terms("Each of the registers") == ["each", "register"]
    assert terms("the 1Fh and 20H") == ["0x1f", "0x20"]


def test_has_identifier() -> None:
    from hwcc.index.tokenize import has_identifier

    for query in (
        "0x40013000 SPI base",
        "8Dh charge pump",
        "SPI_CTLR1 register",
        "BR[2:0] bits",
        "USART2 baud",
        "I2C address",
    ):
        assert has_identifier(query), query
    for query in (
        "how do I set the SPI clock divider",
        "reset value 0",
        "3.3 V supply",
        "the HSI oscillator frequency",
        "_private",
    ):
        assert not has_identifier(query), query
