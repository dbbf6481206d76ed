"""Part names in a query select documents (hwcc.search.parts)."""

from __future__ import annotations

from hwcc.search.parts import part_names, scope_by_part, scope_by_title, title_names

PARTS = part_names(
    [
        ("drv2605-pdf", "DRV2605"),
        ("esp32-errata", "ESP32"),
        ("esp32c3-svd", "ESP32-C3"),
        ("mpu-pdf", "MPU-6000/MPU-6050"),
        ("nrf-pdf", "nRF24L01+"),
        ("notes-md", ""),
        ("spi-note", "SPI"),
    ]
)


def test_a_part_name_selects_its_documents_and_leaves_the_query() -> None:
    assert scope_by_part("standby current of the DRV2605 haptic driver", PARTS) == (
        "standby current of the haptic driver",
        ("drv2605-pdf",),
    )
    assert scope_by_part("maximum SPI clock of the nRF24L01+", PARTS) == (
        "maximum SPI clock of the",
        ("nrf-pdf",),
    )
    assert scope_by_part("MPU-6050 sample rate divider", PARTS)[1] == ("mpu-pdf",)


def test_the_longest_part_wins_and_short_names_never_match() -> None:
    assert scope_by_part("ESP32-C3 UART clock", PARTS)[1] == ("esp32c3-svd",)
    assert scope_by_part("ESP32 errata for the cache", PARTS)[1] == ("esp32-errata",)
    assert "spi" not in PARTS  # three letters, no digit: a word, not a part
    assert scope_by_part("SPI baud rate prescaler", PARTS) == ("SPI baud rate prescaler", None)


def test_a_query_of_only_a_part_name_keeps_its_words() -> None:
    assert scope_by_part("DRV2605", PARTS) == ("DRV2605", ("drv2605-pdf",))


def test_plus_variant_letters_and_wildcard_part_names() -> None:
    parts = part_names(
        [("nrf", "NRF24L01P"), ("ch-svd", "CH32V00xxx"), ("ch-rm", "CH32V003"), ("c3", "ESP32-C3")]
    )
    assert scope_by_part("supply voltage of the nRF24L01+", parts)[1] == ("nrf",)
    assert scope_by_part("supply voltage of the nRF24L01", parts)[1] == ("nrf",)
    assert scope_by_part("UART on the CH32V003", parts)[1] == ("ch-rm", "ch-svd")
    assert scope_by_part("ESP32 cache", parts)[1] is None  # not the ESP32-C3


TITLES = title_names(
    [
        ("md/LilyGo_T-Beam-Supreme_hw.md", ""),
        ("md/DxCore_Errata.md", ""),
        ("pdf/ST_STM8S007_S20x_errata_ES036.pdf", ""),
        ("pdf/TI_DRV2605_datasheet.pdf", "DRV2605"),
    ]
)


def test_a_documents_title_words_select_a_document_without_a_chip() -> None:
    assert "pdf/TI_DRV2605_datasheet.pdf" not in TITLES  # its chip names it
    assert scope_by_title("I2C address of the RTC on the T-Beam Supreme", TITLES) == (
        "I2C address of the RTC on the",
        ("md/LilyGo_T-Beam-Supreme_hw.md",),
    )
    assert scope_by_title("DxCore errata for the TCB", TITLES)[1] == ("md/DxCore_Errata.md",)


def test_one_title_word_or_generic_words_select_nothing() -> None:
    assert scope_by_title("how do I read the errata sheet", TITLES) == (
        "how do I read the errata sheet",
        None,
    )
    assert scope_by_title("supreme court data", TITLES)[1] is None
