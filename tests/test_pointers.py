"""Peripheral files point into the manuals: the sections about each peripheral, with
pages; a chapter stands for its subsections; documents about another chip point
nowhere."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from hwcc.compile.pointers import outline, pointers_for
from hwcc.types import PageSpan, ParseResult
from tests.clihelpers import MINI_SVD, run
from tests.conftest import CORPUS
from tests.support.projects import project_with

MANUAL = """---
title: MINI1 reference manual
chip: MINI1
---

# 1 Memory map

## 1.1 Bus

# 28 Serial peripheral interface (SPI)

## 28.1 SPI main features

## 28.5 SPI registers

### 28.5.1 SPI control register 1 (SPI_CR1)

# 29 Timer (TIM)

Timers are not SPI.
"""


def test_sections_naming_a_peripheral_or_its_kind() -> None:
    content = "# 7 GPIO and Alternate function (GPIO/AFIO)\n\ntext\n\n# 8 Timer\n\n## 8.1 TIM2\n"
    result = ParseResult("rm", "RM", "reference_manual", content, page_map=(PageSpan(0, 50, 51),))
    sections = outline(result)
    assert [s.path for s in sections][-1] == ("8 Timer", "8.1 TIM2")
    found = pointers_for(["GPIOA", "AFIO", "TIM2", "TIM10"], [("rm", sections)])
    assert [p.path[-1] for p in found["GPIOA"]] == ["7 GPIO and Alternate function (GPIO/AFIO)"]
    assert found["GPIOA"][0].pages == (51, 51)
    assert "AFIO" in found and [p.path[-1] for p in found["TIM2"]] == ["8.1 TIM2"]
    assert "TIM10" not in found  # "Timer" is no TIM, TIM2 no TIM10


def test_peripheral_files_point_into_the_manual(tmp_path: Path) -> None:
    root = tmp_path / "fw"
    root.mkdir()
    assert run(root, "init", "--chip", "MINI1")[0] == 0
    shutil.copy(MINI_SVD, root / "mini.svd")
    (root / "rm.md").write_text(MANUAL)
    assert run(root, "add", "mini.svd", "rm.md", "--no-index")[0] == 0
    spi1 = (root / ".hwcc" / "context" / "peripherals" / "SPI1.md").read_text()
    section = spi1.split("## In the documents", 1)[1]
    assert "rm-md: 28 Serial peripheral interface (SPI)" in section
    assert "28.5" not in section  # the chapter stands for its subsections
    assert run(root, "compile", "--check")[0] == 0
    # a manual of another chip points nowhere
    (root / "rm.md").write_text(MANUAL.replace("chip: MINI1", "chip: OTHER9"))
    assert run(root, "add", "rm.md", "--no-index")[0] == 0
    spi1 = (root / ".hwcc" / "context" / "peripherals" / "SPI1.md").read_text()
    assert "In the documents" not in spi1


@pytest.mark.slow
def test_ch32v003_manual_chapters_reach_their_peripherals(tmp_path: Path) -> None:
    svd = CORPUS / "svd" / "CH32V003xx.svd"
    manual = CORPUS / "pdf" / "WCH_CH32V003RM-EN_reference_manual.pdf"
    if not svd.is_file() or not manual.is_file():
        pytest.skip("shared corpus not present")
    files = {"ch32v003.svd": svd, "rm.pdf": manual}
    root = project_with(tmp_path / "fw", "CH32V003", files, "--no-index")
    peripherals = root / ".hwcc" / "context" / "peripherals"
    usart = (peripherals / "USART1.md").read_text()
    # Chapter 12 runs from p. 132; Chapter 13 starts on p. 143 (read from the PDF)
    assert re.search(r"rm-pdf: Chapter 12 Universal Synchronous .*\(USART\), pp\. 132-142", usart)
    assert "Chapter 7 GPIO and Alternate function" in (peripherals / "GPIOD.md").read_text()
    # the manual describes the project's own chip: no external-device file for it
    assert not (root / ".hwcc" / "context" / "devices").exists()


DISAGREEING_MANUAL = """---
title: MINI1 reference manual
chip: MINI1
---

# 28 Serial peripheral interface (SPI)

## 28.5 Register description

**Table 28-1 SPI registers**

| Name | Access address | Description | Reset value |
|---|---|---|---|
| R32_SPI1_CR1 | 0x40013000 | Control register 1 | 0x00000010 |

### 28.5.1 Control register 1 (SPI1_CR1)

| Bit | Name | Access | Description | Reset value |
|---|---|---|---|---|
| 6 | SPE | RW | SPI enable. | 0 |
| [4:3] | BR | RW | Baud rate. | 0 |
"""


def test_a_manual_that_disagrees_with_the_svd_is_shown_beside_it(tmp_path: Path) -> None:
    files = {"mini.svd": MINI_SVD, "rm.md": DISAGREEING_MANUAL}
    root = project_with(tmp_path / "fw", "MINI1", files, "--no-index")
    spi1 = (root / ".hwcc" / "context" / "peripherals" / "SPI1.md").read_text()
    section = spi1.split("## The documents disagree", 1)[1].split("\n## ", 1)[0]
    assert "CR1 reset value: SVD `0x00000018`; rm-md: `0x00000010`" in section
    assert "CR1 field BR: SVD `[5:3]`; rm-md: `[4:3]`" in section
    assert "SPE" not in section  # where they agree, nothing is said
    assert (
        "documents disagree"
        not in (root / ".hwcc" / "context" / "peripherals" / "SPI2.md").read_text()
    )


def test_a_reset_with_undefined_bits_disagrees_only_on_the_bits_it_states() -> None:
    from hwcc.compile.conflicts import _compare
    from hwcc.model.device import Register

    doc = Register(name="RCR", address_offset=0x1E, size=16, reset_value=0x08, reset_mask=0xFF)
    agrees = Register(name="RCR", address_offset=0x1E, size=16, reset_value=0x1208)
    differs = Register(name="RCR", address_offset=0x1E, size=16, reset_value=0x1209)
    assert _compare(agrees, doc, "ds") == []
    (found,) = _compare(differs, doc, "ds")
    assert (found.svd, found.document) == ("0x1209", "0x0008 (mask 0x00FF)")
