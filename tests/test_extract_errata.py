"""Errata documents split into items (one synthetic document per vendor layout, and the
corpus errata against item numbers read from the documents), and errata in the
compiled context: the errata file, "Known errata" in the affected peripheral files, the
chip check."""

from __future__ import annotations

import json
import re
import shutil
from functools import cache
from pathlib import Path

import pytest

from hwcc.compile.errata import affected, applies
from hwcc.extract.errata import extract_errata
from hwcc.types import ErratumItem, ParseResult
from tests.clihelpers import run
from tests.conftest import CORPUS, FIXTURES
from tests.support.projects import use_fake_embedder

EXPECTED = json.loads((FIXTURES / "errata_expected.json").read_text())

ST_LAYOUT = """# Errata sheet

## Applicability

This document applies to revision A.

# 2 Silicon limitations

## 2.1 System limitations

### 2.1.1 Debugging Stop mode and system tick timer

#### Description

The system tick timer wakes the system up.

#### Workaround

Disable the system tick timer interrupt.

## 2.4 I2C peripheral limitations

### 2.4.1 SMBus standard not fully supported

#### Description

The I2C peripheral is not fully compliant.

#### Workaround 1

Use a higher-level mechanism.

#### Workaround 2

Or lower the clock.

### 2.4.2 Idle frame is not detected

#### Description

Nothing is flagged.

#### Workaround

None.
"""

ESPRESSIF_LAYOUT = """# 2. Errata List

Section 3.1 A spurious watchdog reset occurs when ESP32 is powered up. 0

Section 3.2

The CPU crashes when switching clocks.

0/1

# 3. Errata Descriptions and Workarounds

## 3.1. A spurious watchdog reset occurs when ESP32 is powered up

or wakes up from Deep-sleep.

Workarounds:

Handled in ESP-IDF V1.0.

Fixes:

Fixed in silicon revision 1.

3.2. The CPU crashes when switching clocks.

Details:

Switching from 240 MHz to 80 MHz crashes.

Workarounds:

Switch through 160 MHz.
"""

COMMUNITY_LAYOUT = """# Errata

## Severity scale

1 is the worst.

## Descriptions

### Increased Current if Vdd falls < 2.1V
*The device may draw 1.5 mA more.*
**Work Around**
Keep VDD above 2.1V.

### USART Open Drain mode
You can't have TX as OUTPUT in open-drain mode.

## Interesting things removed from early io headers

### EVSYS_USEROSCTEST
A register that vanished.
"""


def _items(markdown: str) -> dict[str, ErratumItem]:
    found = extract_errata(ParseResult("doc", "Errata", "errata", markdown))
    return {item.item_id: item for item in found}


def test_st_layout_items_modules_and_workarounds() -> None:
    items = _items(ST_LAYOUT)
    assert list(items) == ["2.1.1", "2.4.1", "2.4.2"]  # not "Applicability"
    assert items["2.4.1"].module == "I2C" and items["2.1.1"].module == "System"
    assert items["2.4.1"].title == "SMBus standard not fully supported"
    assert items["2.4.1"].workaround == "Use a higher-level mechanism. Or lower the clock."
    assert items["2.4.1"].description == "The I2C peripheral is not fully compliant."
    assert items["2.4.2"].workaround == "none"


def test_espressif_layout_labels_lost_headings_and_revisions() -> None:
    items = _items(ESPRESSIF_LAYOUT)
    assert list(items) == ["3.1", "3.2"]  # 3.2 lost its heading style in the PDF
    first = items["3.1"]
    assert first.title == (
        "A spurious watchdog reset occurs when ESP32 is powered up or wakes up from Deep-sleep."
    )
    assert first.workaround == "Handled in ESP-IDF V1.0."  # "Fixes" are neither part
    assert first.revisions == "0" and items["3.2"].revisions == "0/1"
    assert items["3.2"].description == "Switching from 240 MHz to 80 MHz crashes."


def test_unnumbered_items_beside_a_workaround_and_no_neighbouring_sections() -> None:
    items = _items(COMMUNITY_LAYOUT)
    assert [i.title for i in items.values()] == [
        "Increased Current if Vdd falls < 2.1V",
        "USART Open Drain mode",
    ]
    first, second = items.values()
    assert first.workaround == "Keep VDD above 2.1V." and second.workaround == "none"
    assert first.item_id == "increased-current-if-vdd-falls-2-1v"


TI_LAYOUT = """# MSP430 Device Erratasheet

## 1 Functional Errata Revision History

| Errata Number | Rev F | Rev E |
|---|---|---|
| CPU46 | ✓ | ✓ |
| EEM11 | ✓ | ✓ |

## 7 Detailed Bug Description

### CPU46

CPUXv2 Module

Category Functional

Function POPM performs unexpected memory access

Description When the POPM instruction is executed, the last Stack Pointer increment is
followed by an unintended read access.

Workaround Use the POP instruction for the last restore operation.

### EEM11

EEM Module

Category Debug

Function Conditional register write trigger fails

Description A conditional register write trigger fails with rotate instructions.

Workaround None

NOTE: This erratum applies to debug mode only.
"""

# Maxim: the PDF ran each item into one paragraph; the numbers have no space after them
MAXIM_LAYOUT = """# MAX3421E

## Revision 2 Errata

### CHIP VERSION IDENTIFICATION

| Die Version | Date Code |
|---|---|
| 01 | prior to 2016 |

### 1.HIGH ILSUS

Description: The suspend current cannot be guaranteed. Work Around: Self-powered designs \
are unaffected. Status: Fixed in Die Version 0x12.

2.DOUBLE BUFFERING DOES NOT WORK ON EP1-OUT. Description: The FIFO data is corrupted. \
Work Around: There is none for EP1-OUT users. Status: Will be fixed. 3.RANDOM \
CORRUPTION OF THE FIRST BYTE IN THE SNDFIFO.
Description: The first byte can be corrupted.
Work Around: Resend the packet in four steps:
1. Write the SNDBC register.
2. Rewrite the first SNDFIFO byte.
Status: Will be fixed in Die Version 0x13.
""".replace("\\\n", "")

MICROCHIP_LAYOUT = """# MCP45HVX1 Silicon Errata

# Silicon Errata Issues

## 1. Module: I2C™ Interface

The device accepts data meant for other devices.

### Work around

Use a unique I2C bus.

# 2. Silicon Errata Issues

## 2.3 ADC - Analog to Digital Converter

### 2.3.1 Increased Offset in Single-Ended Mode

The ADC has an increased offset.

Work Around None.

Affected Silicon Revisions

| Rev. A4 | Rev. A5 |
|---|---|
| X | - |
"""


def test_ti_layout_identifier_headings_with_labelled_rows() -> None:
    items = _items(TI_LAYOUT)
    assert list(items) == ["CPU46", "EEM11"]
    cpu = items["CPU46"]
    assert cpu.title == "POPM performs unexpected memory access" and cpu.module == "CPUXv2"
    assert cpu.description.startswith("When the POPM instruction") and "Category" not in (
        cpu.description
    )
    assert cpu.workaround == "Use the POP instruction for the last restore operation."
    # a note after "None" is no workaround
    assert items["EEM11"].workaround == "none" and items["EEM11"].module == "EEM"


def test_maxim_items_run_together_by_the_pdf() -> None:
    items = _items(MAXIM_LAYOUT)
    assert list(items) == ["1", "2", "3"]  # the table-only heading beside them is no item
    assert items["1"].title == "HIGH ILSUS"
    assert items["1"].workaround == "Self-powered designs are unaffected."
    assert items["2"].title == "DOUBLE BUFFERING DOES NOT WORK ON EP1-OUT."
    assert items["2"].description == "The FIFO data is corrupted."
    assert items["3"].title == "RANDOM CORRUPTION OF THE FIRST BYTE IN THE SNDFIFO."
    # the workaround's own numbered steps are no items
    assert items["3"].workaround.startswith("Resend the packet in four steps: 1. Write")


def test_microchip_module_titles_and_affected_revision_tables() -> None:
    items = _items(MICROCHIP_LAYOUT)
    assert items["1"].module == "I2C Interface" and items["1"].workaround == "Use a unique I2C bus."
    adc = items["2.3.1"]
    assert adc.module == "ADC" and adc.workaround == "none"
    assert adc.revisions == "Rev. A4: X; Rev. A5: -"


def test_items_reach_the_peripherals_they_name_and_no_others() -> None:
    names = [
        "I2C1",
        "I2C2",
        "I2C10",
        "SPI1",
        "I2S2ext",
        "TIM1",
        "RTC",
        "IWDG",
        "CRC",
        "Ethernet_MAC",
    ]
    i2c = ErratumItem("2.4.1", "Start after a misplaced Stop", module="I2C")
    assert affected(i2c, names) == ["I2C1", "I2C2", "I2C10"]
    timer = ErratumItem("2.3.1", "Counter read corrupted", module="Timer")
    assert affected(timer, names) == ["TIM1"]
    system = ErratumItem("2.1.4", "MPU attribute to RTC and IWDG registers", module="System")
    assert affected(system, names) == ["RTC", "IWDG"]
    spi = ErratumItem("2.5.2", "Last bit of data or CRC corrupted", module="SPI")
    assert affected(spi, names) == ["SPI1"]  # the module decides: no CRC link
    eth = ErratumItem("2.9.1", "Wrong checksum", module="Ethernet")
    assert affected(eth, names) == ["Ethernet_MAC"]
    assert applies("STM32F407VG", "STM32F407") and applies("", "STM32F407")
    assert not applies("STM32F469", "STM32F407")


@cache
def _corpus_items(relative: str) -> tuple[ErratumItem, ...]:
    from hwcc.ingest.base import ParseOptions
    from hwcc.ingest.pdf.parser import PdfParser

    path = CORPUS / relative
    if not path.is_file():
        pytest.skip(f"shared corpus file not present: {path}")
    return extract_errata(PdfParser().parse(path, ParseOptions(doc_id="doc")))


@pytest.mark.slow
@pytest.mark.parametrize("relative", [k for k in EXPECTED if not k.startswith("_")])
def test_every_corpus_erratum_is_an_item(relative: str) -> None:
    spec = EXPECTED[relative]
    items = {item.item_id: item for item in _corpus_items(relative)}
    assert list(items) == spec["ids"]
    for item_id, module in spec.get("modules", {}).items():
        assert items[item_id].module == module
    for item_id in spec.get("none_workaround", []):
        assert items[item_id].workaround == "none"
    for item_id, revisions in spec.get("revisions", {}).items():
        assert items[item_id].revisions == revisions
    for item_id, title in spec.get("titles", {}).items():
        assert items[item_id].title == title
    assert all(item.page is not None and item.title for item in items.values())
    assert sum(1 for item in items.values() if item.workaround != "none") >= len(items) // 2


def test_every_dxcore_erratum_is_an_item() -> None:
    path = CORPUS / "md" / "DxCore_Errata.md"
    if not path.is_file():
        pytest.skip(f"shared corpus file not present: {path}")
    text = path.read_text(encoding="utf-8")
    section = text.split("\n## Descriptions\n", 1)[1].split("\n## ", 1)[0]
    titles = [m.group(1).strip() for m in re.finditer(r"^### (.+)$", section, re.M)]
    from hwcc.ingest.base import ParseOptions
    from hwcc.ingest.markdown import MarkdownParser

    result = MarkdownParser().parse(path, ParseOptions(doc_id="dxcore"))
    found = [item.title for item in extract_errata(result)]
    assert len(found) == len(titles) == 32
    assert [t.replace("*", "") for t in titles] == [t.replace("*", "") for t in found]


@pytest.mark.slow
def test_errata_reach_the_peripheral_files_of_a_project_for_that_chip(tmp_path: Path) -> None:
    svd = CORPUS / "svd" / "STM32F407.svd"
    errata = CORPUS / "pdf" / "ST_STM32F469_479_errata_DocID028202.pdf"
    if not svd.is_file() or not errata.is_file():
        pytest.skip("shared corpus not present")
    root = tmp_path / "fw"
    root.mkdir()
    assert run(root, "init", "--chip", "STM32F407")[0] == 0
    shutil.copy(svd, root / "STM32F407.svd")
    shutil.copy(errata, root / "errata.pdf")
    code, _, err = run(root, "add", "STM32F407.svd", "errata.pdf", "--no-index")
    assert code == 0 and "not this project's STM32F407" in err
    context = root / ".hwcc" / "context"
    assert "Known errata" not in (context / "peripherals" / "I2C1.md").read_text()
    listed = (context / "errata.md").read_text()
    assert len(re.findall(r"^### ", listed, re.M)) == 51 and "Not this project's chip" in listed
    code, _, err = run(root, "add", "errata.pdf", "--no-index", "--force", "--chip", "STM32F407")
    assert code == 0 and "not this project's" not in err
    i2c = (context / "peripherals" / "I2C1.md").read_text()
    assert "## Known errata" in i2c and "2.4.1 SMBus standard not fully supported" in i2c
    assert "2.4.1" not in (context / "peripherals" / "SPI1.md").read_text()
    hot = (context / "hot.md").read_text()
    assert "errata.md" in hot and "51 items" in hot
    assert run(root, "compile", "--check")[0] == 0
    before = (context / "peripherals" / "I2C1.md").read_bytes()
    assert run(root, "remove", "errata-pdf")[0] == 0
    assert "Known errata" not in (context / "peripherals" / "I2C1.md").read_text()
    assert not (context / "errata.md").exists() and before != b""


def test_errata_chunks_are_found_by_peripheral(tmp_path: Path) -> None:
    from tests.clihelpers import MINI_SVD

    root = tmp_path / "fw"
    root.mkdir()
    assert run(root, "init", "--chip", "MINI1")[0] == 0
    use_fake_embedder(root)
    shutil.copy(MINI_SVD, root / "mini.svd")
    errata = ST_LAYOUT.replace("I2C", "SPI").replace("# Errata sheet", "# MINI1 errata sheet")
    (root / "errata.md").write_text("---\ndoc_type: errata\nchip: MINI1\n---\n\n" + errata)
    code, out, err = run(root, "add", "mini.svd", "errata.md")
    assert code == 0, out + err
    code, out, _ = run(
        root, "search", "SMBus workaround", "--doc-type", "errata", "--peripheral", "SPI1", "--json"
    )
    hits = json.loads(out)
    assert code == 0 and hits and all(h["doc_id"] == "errata-md" for h in hits)
    assert any("2.4.1" in h["section_path"] for h in hits)
    assert all(h["peripheral"] == "SPI" for h in hits)


def test_status_tables_give_each_item_its_revisions_and_history_tables_do_not() -> None:
    status = (
        "**Table 4. Summary of silicon limitations**\n\n"
        "| Links to silicon limitations | Links to silicon limitations | Rev A | Rev Z |\n"
        "|---|---|---|---|\n"
        "| Section 2.1: System limitations | Section 2.1.1: Debugging Stop mode | A | - |\n"
        "| Section 2.4: I2C peripheral limitations | Section 2.4.1: SMBus standard | N | N |\n"
        "\n## Revision history\n\n"
        "| Date | Revision | Changes |\n|---|---|---|\n"
        "| 26-Oct-2015 | 2 | Updated Section 2.4.2: Start after Stop |\n\n"
    )
    items = _items(status + ST_LAYOUT)
    assert items["2.1.1"].revisions == "Rev A: A; Rev Z: -"
    assert items["2.4.1"].revisions == "Rev A: N; Rev Z: N"
    assert items["2.4.2"].revisions == ""  # only the history names it


NXP_LAYOUT = """# Errata sheet LPC1769/68

# 3. Functional problems detail

## 3.1 ADC.1: External sync inputs not operational

## Introduction:

The ADC can start a conversion on an edge.

## Problem:

External trigger edges may be missed.

## Work-around:

Use the START conversion options 0x1 or 0x4.

# 4. AC/DC deviations detail

## 4.1 n/a

# 5. Errata notes detail

## 5.1 Note.1 (LPC1769/68 only)

For USB operation the supply voltage must be 3.0 V to 3.6 V.
"""

CYPRESS_LAYOUT = """# Errata for SL811HS

# SL811HS Errata Summary

| Items | Fix Status |
|---|---|
| 1. Host Mode: SE0 problem | Use workaround |

# 1. Host Mode: SE0 problem in low-speed hub operation

- PROBLEM DEFINITION

Some hubs send SE0s upstream during EOF1.

- WORKAROUND

Use a hub that does not transmit SE0s upstream.

- FIX STATUS

Use workaround. 2. Host Mode: Sync to SOF does not apply to low-speed mode

- PROBLEM DEFINITION

The SYNC to SOF bit is only designed for full speed.

- WORKAROUND

Do not set the SOF bit in low-speed mode.

# References
"""

WIZNET_LAYOUT = """# W5300 Errata Sheet

**Erratum 1**

| Phenomenon | In TCP Mode, Sn_SSR does not change. It stays 0x10. |
|---|---|
| Condition | When the user executes CLOSE before SEND_OK. |
| Solution & Recommendat ion | Insert the following code in the CLOSE() function. |

**Erratum 2**

| Phenomenon | Unable to read Sn_DPORTR correctly. |
|---|---|
| Condition | After the TCP connection is established. |
| Solution & Recommendat ion | None. |
"""


def test_nxp_identifiers_part_headings_at_item_level_and_notes() -> None:
    items = _items(NXP_LAYOUT)
    assert list(items) == ["ADC.1", "Note.1"]  # "4.1 n/a" in deviations is no item
    adc = items["ADC.1"]
    assert adc.title == "External sync inputs not operational" and adc.module == "ADC"
    assert adc.description.startswith("The ADC can start") and "missed" in adc.description
    assert adc.workaround == "Use the START conversion options 0x1 or 0x4."
    assert items["Note.1"].module == "" and items["Note.1"].workaround == "none"


def test_cypress_numbered_items_at_the_top_with_bulleted_part_labels() -> None:
    items = _items(CYPRESS_LAYOUT)
    assert list(items) == ["1", "2"]  # the summary and references are no items
    assert items["2"].title == "Host Mode: Sync to SOF does not apply to low-speed mode"
    assert items["1"].workaround == "Use a hub that does not transmit SE0s upstream."
    assert items["2"].description == "The SYNC to SOF bit is only designed for full speed."


def test_wiznet_items_as_tables_of_labelled_rows() -> None:
    items = _items(WIZNET_LAYOUT)
    assert list(items) == ["1", "2"]
    assert items["1"].title == "In TCP Mode, Sn_SSR does not change."
    assert items["1"].workaround == "Insert the following code in the CLOSE() function."
    assert items["2"].workaround == "none"


def test_a_section_named_like_a_part_after_text_is_no_items_part() -> None:
    markdown = (
        "# Errata\n\n## Determining silicon rev\n\nRead the REVID register.\n\n"
        "## Descriptions\n\n### ADC disables digital input\n\nThe pin reads 0.\n\n"
        "**Workaround**\nUse another pin.\n\n- Workaround 1 - Sequence 1: mask the interrupt.\n"
    )
    items = _items(markdown)
    adc = items["adc-disables-digital-input"]
    assert adc.module == "" and adc.workaround.startswith("Use another pin.")
    # a bulleted line that only starts with the word is no label
    assert "Workaround 1 - Sequence 1" in adc.workaround


SAM_LAYOUT = """# SAM E70/S70 Family Silicon Errata and Data Sheet Clarification

# 1. Silicon Issue Summary

| Module | Feature | Item | Summary | A | B |
|---|---|---|---|---|---|
| AFEC | Write Protection | 2.1 | Write protection is not functional. | X | X |

# 2. Analog Front-End Controller (AFEC)

## 2.1 Write Protection

The write protection of the AFEC registers is not functional.

Workaround None.

Affected Silicon Revisions

| A | B |
|---|---|
| X | X |

## 2.2 AOFF bit

Changing the AOFF bit during conversions is not safe.

Workaround Restart the AFEC module. Note: both channels are affected.

### Analog Front-End Controller (AFEC)

# 3. Device

## 3.1 Reserved

## 3.2 AHB Client Port Latency

The AHBS port adds one wait state.

Workaround None. **Project note:** no impact with the supplied drivers.
"""

ARTERY_LAYOUT = """# AT32F403A/407 Series Errata Sheet

## Chip Identification

This errata sheet applies to revisions A and B.

## AT32F403A/407 Limitations

| # | Peripheral | Issue |
|---|---|---|
| 1.1 | ADC | Program gets stuck in dual ADC mode |

## ADC

### Program gets stuck in dual ADC mode

- **Description:**

  Enabling ADC1 calibration alone makes the program wait forever.

- **Workaround:**

  Enable ADC2 before calibrating ADC1.

### ADC conversion speed reduction in short-shift mode

- **Description:**

  The conversion takes two more cycles.

- **Workaround:**

  None.

## Important Notice

### ADC

The ADC has several issues; see the chapter above. Workaround: read it again.
"""


def test_microchip_sam_chapters_footers_and_removed_items() -> None:
    items = _items(SAM_LAYOUT)
    assert list(items) == ["2.1", "2.2", "3.2"]  # "3.1 Reserved" was removed from the sheet
    assert items["2.1"].module == "Analog Front-End (AFEC)"
    assert items["2.1"].revisions == "A: X; B: X" and items["2.1"].workaround == "none"
    # the chapter's name repeated at the page foot does not make 2.2 a group
    assert items["2.2"].workaround.startswith("Restart the AFEC module.")
    assert items["3.2"].workaround == "none"  # a project note beside the verdict


def test_artery_bold_bulleted_labels_under_peripheral_chapters() -> None:
    items = _items(ARTERY_LAYOUT)
    assert [i.title for i in items.values()] == [
        "Program gets stuck in dual ADC mode",
        "ADC conversion speed reduction in short-shift mode",
    ]  # the appendix's "### ADC" repeats a chapter's name: no erratum
    first, second = items.values()
    assert first.module == "ADC" and first.workaround == "Enable ADC2 before calibrating ADC1."
    assert second.workaround == "none"


ATMEL_LAYOUT = """# Errata

The following are known problems with Rev. J of the device:

# 1. Watchdog Timer Settings

The watchdog timer is always stuck in the shortest setting.

Workaround: None. Rev K removes this problem.

# 2. JBC to TF0, TF1

JBC may cause a loss of interrupt information.

Problem Fix/Workaround:

Poll the flag with JNB, then clear it.

# 3. Interrupt Recovery from Power-down Mode

The INT0 pin should not go low until the oscillator is stable.

## AT89 Microcontrollers

## Rev. J Errata Sheet

### Regional Headquarters

Europe: Fribourg
"""

INTEL_LAYOUT = """# Specification Update

# Errata

AVR1. Gigabit Ethernet Controller AUX1 Pin Cannot be Used

Problem: The AUX1 pin cannot be used as a timestamp input.

Implication: Software using it will not work.

Workaround: None identified. Use AUX0.

Status: No fix.

AVR2. SATA Transmit Levels May Exceed Specification

Problem: The levels may exceed the specification.

Workaround: Program the transmit amplitude to 0x1.

Status: No fix.
""".replace("AVR1.", "## AVR1.").replace("AVR2.", "## AVR2.")


def test_atmel_numbered_items_after_an_errata_heading_and_a_back_page() -> None:
    items = _items(ATMEL_LAYOUT)
    assert list(items) == ["1", "2", "3"]  # the back page's headings are no items
    assert items["1"].workaround.startswith("None.")  # the verdict with what follows it
    assert items["2"].workaround == "Poll the flag with JNB, then clear it."
    assert items["3"].title == "Interrupt Recovery from Power-down Mode"


def test_intel_identifiers_with_a_dot_and_none_identified() -> None:
    items = _items(INTEL_LAYOUT)
    assert list(items) == ["AVR1", "AVR2"]
    assert items["AVR1"].title == "Gigabit Ethernet Controller AUX1 Pin Cannot be Used"
    assert items["AVR1"].workaround == "none"
    assert items["AVR2"].workaround == "Program the transmit amplitude to 0x1."


XHSC_LAYOUT = """# HC32F460 Series

# corrigenda

## 1 summaries

This document introduces the precautions and workarounds.

## 2 caveat

2.1 System Notes

2.1.1 Abnormal operation after waking up from stop mode

- Description of the problem

The Flash is not stabilized when the chip wakes up.

- workaround

Switch the system clock to MRC before entering stop mode.

2.1.2 Host receive mode cannot determine if the device address has been sent

#### or not

- Description of the problem

The SR.TENDF flag is invalid.

- workaround

Wait for the SR.TRA flag to be 0.

## 2.10 SPI Notes

### 2.10.1 SPI Host Mode Data Transmission Interval

- Application Note

Two data are separated by at least 3 SCK cycles.

### 2.10.2 SPI Slave Mode Data Interval

- Application Note

Slave mode needs 2 SCK cycles between frames.
"""


def test_xhsc_translated_sheet_with_plain_numbered_titles_and_application_notes() -> None:
    items = _items(XHSC_LAYOUT)
    assert list(items) == ["2.1.1", "2.1.2", "2.10.1", "2.10.2"]
    assert items["2.1.1"].description == "The Flash is not stabilized when the chip wakes up."
    assert items["2.1.1"].workaround == "Switch the system clock to MRC before entering stop mode."
    assert items["2.1.2"].title.endswith("has been sent or not")
    assert items["2.10.1"].workaround == "none"  # an application note only


def test_the_errata_file_names_vendor_identifiers_but_no_slugs() -> None:
    from hwcc.compile.errata import _item_title

    assert _item_title(ErratumItem("CPU46", "POPM performs unexpected access")) == (
        "CPU46 POPM performs unexpected access"
    )
    assert _item_title(ErratumItem("2.4.1", "Start after a misplaced Stop")).startswith("2.4.1 ")
    slug = ErratumItem("usart-open-drain-mode", "USART Open Drain mode")
    assert _item_title(slug) == "USART Open Drain mode"


def test_known_limitations_with_numbered_part_headings() -> None:
    markdown = (
        "# Semtech SX1268 errata\n\n# 15. Known Limitations\n\n"
        "## 15.1 Modulation Quality with 500 kHz LoRa Bandwidth\n\n### 15.1.1 Description\n\n"
        "Some sensitivity degradation may be observed.\n\n### 15.1.2 Workaround\n\n"
        "Set bit 2 of register 0x0889 to 0 before each packet.\n\n"
        "## 15.2 Implicit Header Mode Timeout Behavior\n\n### 15.2.1 Description\n\n"
        "The timer is not stopped.\n\n### 15.2.2 Workaround\n\nStop the RTC after the timeout.\n"
    )
    items = _items(markdown)
    assert set(items) == {"15.1", "15.2"}
    assert items["15.1"].workaround.startswith("Set bit 2 of register 0x0889")
    assert items["15.2"].description == "The timer is not stopped."


def test_a_bold_label_of_the_documents_own_ends_the_workaround() -> None:
    markdown = (
        "# AVR128DA errata\n\n## ADC - Analog-to-Digital Converter\n\n### 1. Analog pin input\n\n"
        "**Problem**: Digital input is disabled on analog pins.\n\n**Workaround**: None.\n\n"
        "**PROJECT IMPACT**: Not relevant.\n\n### 2. Reset values\n\n"
        "**Problem**: Values differ.\n\n**Workaround**: None needed - values are functional.\n\n"
        "### 3. Event pins\n\n**Problem**: PE4 cannot be used.\n\n"
        "**Workaround**: Use other available pins.\n\n**PROJECT IMPACT**: Not applicable.\n"
    )
    items = _items(markdown)
    assert items["1"].workaround == "none" and items["2"].workaround == "none"
    assert items["3"].workaround == "Use other available pins."


DATASHEET_WITH_LIMITATIONS = (
    "# SX9999 LoRa transceiver datasheet\n\n# 3. Functional Description\n\n"
    "## 3.1 Weather monitoring\n\n### 3.1.1 Description\n\nUse forced mode.\n\n"
    "### 3.1.2 Workaround\n\nNot applicable.\n\n"
    "# 15. Known Limitations\n\n## 15.1 Implicit Header Mode Timeout Behavior\n\n"
    "### 15.1.1 Description\n\nThe RTC is not stopped.\n\n### 15.1.2 Workaround\n\n"
    "Stop the RTC after the timeout.\n"
)


def test_a_datasheets_own_errata_chapter_and_nothing_else() -> None:
    result = ParseResult("doc", "SX9999", "datasheet", DATASHEET_WITH_LIMITATIONS)
    items = extract_errata(result, chapter=True)
    assert [i.item_id for i in items] == ["15.1"]
    assert items[0].workaround == "Stop the RTC after the timeout."
    no_chapter = DATASHEET_WITH_LIMITATIONS.split("# 15.")[0]
    assert extract_errata(ParseResult("doc", "SX9999", "datasheet", no_chapter), chapter=True) == ()


def test_add_lists_a_datasheets_known_limitations(tmp_path: Path) -> None:
    root = tmp_path / "fw"
    root.mkdir()
    assert run(root, "init", "--chip", "STM32F407")[0] == 0
    (root / "sx9999.md").write_text(DATASHEET_WITH_LIMITATIONS)
    code, out, err = run(root, "add", "sx9999.md", "--no-index")
    assert code == 0, out + err
    listed = (root / ".hwcc" / "context" / "errata.md").read_text()
    assert "Implicit Header Mode Timeout Behavior" in listed and "Weather" not in listed


def test_part_labels_are_whole_words_and_later_sections_end_the_workaround() -> None:
    markdown = (
        "# SAM D5x errata\n\n## 2.5 Clock Failure Detector\n\n### 2.5.2 XOSC Ready Bit\n\n"
        "STATUS.CLKHOLD can be written although it is read-only.\n\n#### Workaround\n\n"
        # a register name starting like a label ("Status") is text
        "STATUS.XOSCFAIL must always be checked before STATUS.XOSCRDY.\n\n"
        "#### Affected Silicon Revisions\n\n| A | D | F |\n|---|---|---|\n| X | X |  |\n\n"
        "### 2.5.3 Output drive\n\nThe drive is weak.\n\n#### Workaround\n\n"
        "Lower the threshold to 1.86V (in typical\n\ncondition) or by register setting.\n\n"
        "#### Revision history\n\n| Revision | Date |\n|---|---|\n| 1.0 | Jan.6, 2014 |\n"
    )
    items = _items(markdown)
    assert items["2.5.2"].description.startswith("STATUS.CLKHOLD can be written")
    assert items["2.5.2"].workaround.startswith("STATUS.XOSCFAIL must always be checked")
    assert "|" not in items["2.5.2"].workaround
    assert items["2.5.2"].revisions == "A: X; D: X; F:"
    assert items["2.5.3"].workaround == (
        "Lower the threshold to 1.86V (in typical condition) or by register setting."
    )
