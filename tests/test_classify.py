"""Document kind and part-number detection."""

from __future__ import annotations

import pytest

from hwcc.ingest.classify import classify_doc_type, detect_chip
from hwcc.ingest.pdf.text import join_lines, normalize


@pytest.mark.parametrize(
    ("title", "filename", "kind"),
    [
        ("BMA423 Datasheet", "x.pdf", "datasheet"),
        ("STM32F469xx and STM32F479xx line limitations", "errata.pdf", "errata"),
        ("RM0090 Reference manual", "", "reference_manual"),
        ("CH32V003RM-EN", "", "reference_manual"),
        ("", "PM0214_programming_manual.pdf", "programming_manual"),
        ("Optimizing circuits", "Microchip_AN691_x.pdf", "app_note"),
        ("ESP32 Hardware User Guide", "", "user_guide"),
        ("DRV2605 Haptic Driver for ERM-LRA", "TI_DRV2605_datasheet.pdf", "datasheet"),
        ("Something", "file.pdf", "unknown"),
    ],
)
def test_doc_kind(title: str, filename: str, kind: str) -> None:
    assert classify_doc_type(title, filename) == kind


def test_doc_kind_from_text() -> None:
    assert classify_doc_type("X", "x.pdf", "blah\nERRATA SHEET for rev B") == "errata"


def test_chip_detection() -> None:
    assert detect_chip("BMA423 Datasheet", "Bosch_BMA423_datasheet.pdf") == "BMA423"
    assert detect_chip("STM32F469xx line limitations", "DocID028202.pdf") == "STM32F469"
    assert detect_chip("CH32V003RM-EN", "") == "CH32V003"
    assert detect_chip("SSD1780", "Solomon_SSD1306_datasheet.pdf", "SSD1306 SSD1306") == "SSD1306"
    assert detect_chip("Optimizing circuits", "Microchip_AN691_x.pdf") == ""
    # ST names a part with one digit among letters (the title names only the product)
    first_page = "DocID026899 Rev 4 LSM6DS3 iNEMO inertial module"
    assert detect_chip("iNEMO inertial module", "lsm6ds3_datasheet.pdf", first_page) == "LSM6DS3"
    assert detect_chip("LIS3DH MEMS digital output motion sensor", "ST.pdf") == "LIS3DH"
    assert detect_chip("A DDR3L memory and an I2C bus", "notes.pdf") == ""
    # a file name's token of that form the text does not name is no part
    assert detect_chip("Datasheet", "datasheet_part2of3.pdf", "Power management IC") == ""


def test_normalize_and_dehyphenate() -> None:
    assert normalize("e\ufb03cient\u00a0and \ufb01ne\u00ad") == "efficient and fine"
    assert join_lines(["regis-", "ter map"]) == "register map"
    assert join_lines(["I2C-", "bus"]) == "I2C-bus"


def test_an_application_note_about_silicon_limitations_is_errata() -> None:
    title = "GigaDevice Semiconductor Inc. GD32F1 ARM Cortex-M3 32-bit MCU Application Note AN004"
    text = "GD32F1 - AN004 GD32F1 Silicon Limitations Table of Contents 1 Introduction"
    assert classify_doc_type(title, "an004.pdf", text) == "errata"
    assert classify_doc_type(title, "an004.pdf", "Optimizing digipot circuits") == "app_note"
