"""Register maps read from datasheet tables: one synthetic document per layout, number
syntax, and the corpus datasheets against facts written by reading the PDFs
(tests/fixtures/regmaps/expected.json)."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

import pytest

from hwcc.extract.numbers import parse_bits, parse_int, parse_partial, parse_range
from hwcc.extract.regmap import clean_name, extract_register_map
from hwcc.model.device import Device, Register
from hwcc.model.render import render_peripheral
from hwcc.types import ParseResult
from tests.conftest import CORPUS, FIXTURES
from tests.support.pdfs import ruled_table
from tests.support.regmap import bit_cells

EXPECTED = json.loads((FIXTURES / "regmaps" / "expected.json").read_text())


def _map(markdown: str, chip: str = "TOY1") -> tuple[Device | None, tuple[str, ...]]:
    result = extract_register_map(ParseResult("toy", "Toy datasheet", "datasheet", markdown, chip))
    return result.device, result.warnings


def _regs(device: Device | None, bank: int = 0) -> dict[int, Register]:
    assert device is not None
    return {r.address_offset: r for r in device.peripherals[bank].registers}


def _fields(reg: Register) -> dict[str, tuple[int, int]]:
    return {f.name: (f.msb, f.lsb) for f in reg.fields}


@pytest.mark.parametrize(
    ("text", "hex_default", "value"),
    [
        ("0x1F", False, 31),
        ("1Fh", False, 31),
        ("1F_h", False, 31),
        ("0b0101", False, 5),
        ("0101b", False, 5),
        ("31", False, 31),
        ("1B", True, 27),  # a hex column: not the binary 1b
        ("10", True, 16),
        ("0x0000_1F00", False, 0x1F00),
        ("each", False, None),
        ("FFh", False, 255),
        ("R/W", False, None),
        ("16'h5820", False, 0x5820),  # Verilog (RDA Microelectronics)
        ("3'b101", False, 5),
        ("16\u2019h", False, 0x16),  # Realtek: the radix after the digits
        ("1010\u2019b", False, 10),
        ("'h", False, None),
        ("hC8000460", False, 0xC8000460),  # TI CAN: the mark alone before the digits
        ("h4E41435 4", False, 0x4E414354),
        ("had", False, None),  # a word, not a number
        ("h0000000U", False, None),
    ],
)
def test_numbers_keep_the_documents_value(text: str, hex_default: bool, value: int | None) -> None:
    assert parse_int(text, hex_default=hex_default) == value


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("0x--08", (0x08, 0x00FF, 16)),  # WIZnet: a reserved byte
        ("xxxx 0000", (0x00, 0x0F, 8)),
        ("0000 0xxx", (0x00, 0xF8, 8)),
        ("uuuu-1x1", (0x05, 0x05, 8)),
        ("0bxx01", (0x1, 0x3, 4)),
        ("0x0008", None),  # every digit stated: parse_int's
        ("0xXX", None),  # no digit stated
        ("xxh", None),
        ("0x00-0x7F", None),  # a range
        ("1010", None),  # four 0/1 digits without a prefix: not a register's bits
        ("n/a", None),
    ],
)
def test_parse_partial(text: str, expected: tuple[int, int, int] | None) -> None:
    assert parse_partial(text) == expected


def test_ranges_and_bits() -> None:
    assert parse_range("0x04-0x07") == (4, 7)
    assert parse_range("40h-42h") == (0x40, 0x42)
    assert parse_range("0x04 to 0x0B") == (4, 11)
    assert parse_range("BFh down to AAh") == (0xAA, 0xBF)  # Bosch, listed top-down
    assert parse_range("0x5E: 0x01") is None
    assert parse_range("0X34-3D") == (0x34, 0x3D)  # the second bound in the first's base
    assert parse_range("0x10-15") == (0x10, 0x15)
    assert parse_bits("7-5") == (7, 5) and parse_bits("15:13") == (15, 13)
    assert parse_bits("[3:0]") == (3, 0) and parse_bits("Bit 7") == (7, 7)
    assert parse_bits("D7-D5") == (7, 5) and parse_bits("Reserved") is None
    # TI's bits before the field's title; a bare number before words is no bit position
    assert parse_bits("[9:8] Humidity Measurement Resolution") == (9, 8)
    assert parse_bits("[15] Software reset bit") == (15, 15)
    assert parse_bits("8 bits wide") is None


def test_names_broken_by_wrapping_are_joined_but_words_are_not() -> None:
    assert clean_name("PWR_CT RL") == "PWR_CTRL"
    assert clean_name("acc_self_ test_amp") == "acc_self_test_amp"
    assert clean_name("EN_AA Enhanced ShockBurst™") == "EN_AA"
    assert clean_name("Device ready") == "Device ready"
    assert clean_name("ARDa") == "ARD"
    # NXP: footnote marks after a space ("DR_STATUS [1]", "F_MODE[7:6] [1][2]"); a glued
    # index stays the name's ("F_DATA[1]")
    assert clean_name("DR_STATUS [1]") == "DR_STATUS"
    assert clean_name("F_MODE[7:6] [1][2]") == "F_MODE[7:6]"
    assert clean_name("F_DATA[1]") == "F_DATA[1]"
    assert clean_name("0 (R) RST (W)") == "RST"  # reads 0, written as RST


SUMMARY = """# TOY1 datasheet

## 8 Register map

**Table 5. Register summary**

| Address | Name | Access | Reset | Description |
|---|---|---|---|---|
| 0x00 | CHIP_ID | R | 0x5A | Chip identification |
| 0x01 | CTRL | R/W | 0x00 | Control |
| 0x02-0x04 | DATA | R | 0x00 | Sample data |
| 0x05 | Reserved | - | - | - |
"""


def test_register_summary_rows() -> None:
    device, warnings = _map(SUMMARY)
    regs = _regs(device)
    assert sorted(regs) == [0, 1, 2] and warnings == ()
    assert regs[0].name == "CHIP_ID" and regs[0].reset_value == 0x5A
    assert regs[0].access == "read-only" and regs[1].access == "read-write"
    assert regs[2].name == "DATA" and "3 registers at 0x02-0x04" in regs[2].description
    assert device is not None and device.name == "TOY1"


BITCOLS = """## Register Map

| REG | DEFAULT | BIT 7 | BIT 6 | BIT 5 | BIT 4 | BIT 3 | BIT 2 | BIT 1 | BIT 0 |
|---|---|---|---|---|---|---|---|---|---|
| 0x00 | 0x60 | ID[2:0] | ID[2:0] | ID[2:0] | Reserved | DIAG | FB | OT | OC |
| 0x03 | 0x01 | Reserved | Reserved | Reserved | HI_Z | Reserved | SEL[2] | SEL[1] | SEL[0] |
| 0x04 | 0x00 | GAIN[3:0] | GAIN[3:0] | GAIN[3:0] | EN | EN | EN | - | - |
| 0x05 | 0x00 | X | Y | X | - | - | - | - | - |

### 8.1 Status (Address: 0x00)

**Table 6. Status Register Field Descriptions**

| BIT | FIELD | TYPE | DEFAULT | DESCRIPTION |
|---|---|---|---|---|
| 7-5 | ID[2:0] | RO | 3 | Device identifier. |
| 3 | DIAG | RO | 0 | Diagnostic result. |
"""


def test_bit_columns_and_field_tables() -> None:
    device, warnings = _map(BITCOLS)
    regs = _regs(device)
    assert regs[0].name == "Status"  # from the field table's heading, by its address
    assert _fields(regs[0]) == {
        "ID": (7, 5),
        "DIAG": (3, 3),
        "FB": (2, 2),
        "OT": (1, 1),
        "OC": (0, 0),
    }
    status = {f.name: f for f in regs[0].fields}
    assert status["ID"].access == "read-only" and status["ID"].reset_value == 3
    assert status["ID"].description == "Device identifier."
    assert _fields(regs[3]) == {"HI_Z": (4, 4), "SEL": (2, 0)}
    assert regs[3].name == "REG_0x03"  # no name anywhere in the document
    # GAIN[3:0] over three columns disagrees with its width: left out, and said so
    assert _fields(regs[4]) == {"EN": (4, 2)}
    assert any("GAIN[3:0]" in w for w in warnings)
    assert _fields(regs[5]) == {"Y": (6, 6)}  # X in two separate runs is ambiguous


COMBINED = """## Register map table

| Address (Hex) | Mnemonic | Bit | Reset Value | Type | Description |
|---|---|---|---|---|---|
| 00 | CONFIG |  |  |  | Configuration Register |
|  | Reserved | 7 | 0 | R/W | Only '0' allowed |
|  | PWR_UP | 1 | 0 | R/W | Power up |
|  | CRCO | 3:2 | 11 | R/W | CRC scheme |
| 0A | RX_ADDR_P0 | 39:0 | 0xE7E7E7E7E7 | R/W | Receive address |
"""

CONTINUED = """| 0B | SETUP_RETR |  |  |  | Retransmission |
|---|---|---|---|---|---|
|  | ARD | 7:4 | 0000 | R/W | Delay |
"""


def test_combined_tables_and_continuations() -> None:
    device, _ = _map(COMBINED + "\n" + CONTINUED)
    regs = _regs(device)
    assert _fields(regs[0]) == {"PWR_UP": (1, 1), "CRCO": (3, 2)}
    crco = next(f for f in regs[0].fields if f.name == "CRCO")
    assert crco.reset_value == 3  # '11' in a 2-bit field is binary
    assert regs[0x0A].name == "RX_ADDR_P0" and regs[0x0A].size == 40
    assert regs[0x0A].fields[0].reset_value == 0xE7E7E7E7E7
    assert regs[0x0B].name == "SETUP_RETR" and _fields(regs[0x0B]) == {"ARD": (7, 4)}


BANKS = """## Register Set

Table 12 Device Control Register List (when 0xFF = 00)

| Address (Hex) | Register Name | Default (Hex) | R/W | Description |
|---|---|---|---|---|
| 05 | R_BYPASS | 01 | RW | Bypass DSP |
| 44 | Qs | 0C | RW | Quantization scale |

Table 13 Device Control Register List (when 0xFF = 01)

| Address (Hex) | Register Name | Default (Hex) | R/W | Description |
|---|---|---|---|---|
| 05 | COM2 | 10 | RW | Common control 2 |
| 0C | COM3 | 38 | RW | Common control 3 |
"""


def test_banks_that_reuse_addresses_stay_apart() -> None:
    device, _ = _map(BANKS)
    assert device is not None and len(device.peripherals) == 2
    first, second = _regs(device, 0), _regs(device, 1)
    assert first[5].name == "R_BYPASS" and first[0x44].reset_value == 0x0C
    assert second[5].name == "COM2" and second[0x0C].reset_value == 0x38
    assert "0xFF = 01" in device.peripherals[1].description


def test_tables_that_are_not_register_maps_yield_nothing() -> None:
    layout = """## WAV header

| Offset | Name | Size | Description |
|---|---|---|---|
| 0 | ChunkID | 4 | "RIFF" |
| 4 | ChunkSize | 4 | file size |
"""
    assert _map(layout) == (None, ())
    unclear = """## Register map

| Address | Name |
|---|---|
| first | CTRL |
| second | DATA |
"""
    device, warnings = _map(unclear)
    assert device is None and "cannot identify" in warnings[0]


def test_glued_footnote_digits_drop_the_reset_with_a_warning() -> None:
    text = """## SCI Registers

| Reg | Type | Reset | Abbrev[bits] | Description |
|---|---|---|---|---|
| 0x0 | rw | 0x40006 | MODE | Mode control |
| 0x2 | rw | 0 | BASS | Bass control |
"""
    device, warnings = _map(text)
    regs = _regs(device)
    assert regs[0].name == "MODE" and regs[0].reset_value is None
    assert regs[2].reset_value == 0 and "0x40006" in warnings[0]


# ---------------------------------------------------------------------- corpus


def _addresses(spans: list[str]) -> set[int]:
    out: set[int] = set()
    for span in spans:
        first, _, last = span.partition("-")
        out |= set(range(int(first, 16), int(last or first, 16) + 1))
    return out


@cache
def _corpus_device(name: str) -> Device:
    from hwcc.ingest.base import ParseOptions
    from hwcc.ingest.pdf.parser import PdfParser

    path = CORPUS / "pdf" / name
    if not path.is_file():
        pytest.skip(f"shared corpus file not present: {path}")
    result = PdfParser().parse(path, ParseOptions(doc_id="doc"))
    device = extract_register_map(result).device
    assert device is not None, name
    return device


def _check(reg: Register, facts: dict[str, object], where: str) -> None:
    if "name" in facts:
        assert reg.name == facts["name"], where
    if "size" in facts:
        assert reg.size == facts["size"], where
    if "reset" in facts:
        assert reg.reset_value == int(str(facts["reset"]), 16), where
    fields = _fields(reg)
    for field_name, bits in dict(facts.get("fields", {})).items():  # type: ignore[call-overload]
        assert fields.get(field_name) == tuple(bits), f"{where} {field_name}: {fields}"
    resets = {f.name: f.reset_value for f in reg.fields}
    for field_name, value in dict(facts.get("field_resets", {})).items():  # type: ignore[call-overload]
        want = int(value, 16) if isinstance(value, str) else value
        assert resets.get(field_name) == want, f"{where} {field_name} reset"


@pytest.mark.slow
@pytest.mark.parametrize("name", [n for n in EXPECTED if not n.startswith("_")])
def test_corpus_register_maps_match_the_documents(name: str) -> None:
    device = _corpus_device(name)
    spec = EXPECTED[name]
    if "banks" in spec:
        assert len(device.peripherals) == len(spec["banks"])
        for bank, (_table, registers) in enumerate(spec["banks"].items()):
            regs = _regs(device, bank)
            for address, facts in registers.items():
                _check(regs[int(address, 16)], facts, f"{name} bank {bank} {address}")
        return
    regs = _regs(device)
    allowed = _addresses(spec["addresses"])
    assert set(regs) <= allowed, sorted(hex(a) for a in set(regs) - allowed)
    for address, facts in spec["registers"].items():
        assert int(address, 16) in regs, f"{name} {address} missing"
        _check(regs[int(address, 16)], facts, f"{name} {address}")
    assert len(regs) >= 0.9 * len(allowed), f"{len(regs)} of {len(allowed)} registers"


@pytest.mark.slow
def test_manual_register_maps_agree_with_the_vendor_svd() -> None:
    """CH32V003: registers read from WCH's reference manual against WCH's SVD."""
    from hwcc.ingest.svd.parser import parse_svd

    svd_path = CORPUS / "svd" / "CH32V003xx.svd"
    if not svd_path.is_file():
        pytest.skip("shared corpus not present")
    manual = _corpus_device("WCH_CH32V003RM-EN_reference_manual.pdf")
    svd = parse_svd(svd_path)
    by_address = {
        p.base_address + r.address_offset: r for p in svd.peripherals for r in p.registers
    }
    registers = [r for p in manual.peripherals for r in p.registers]
    assert len(registers) >= 150
    agreeing = [r for r in registers if r.address_offset in by_address]
    assert len(agreeing) >= 0.95 * len(registers)
    pairs = []
    for reg in agreeing:
        svd_fields = {f.name: f for f in by_address[reg.address_offset].fields}
        pairs += [(f, svd_fields[f.name]) for f in reg.fields if f.name in svd_fields]
    same = [a for a, b in pairs if (a.msb, a.lsb) == (b.msb, b.lsb)]
    assert len(pairs) >= 50 and len(same) >= 0.9 * len(pairs)


def test_msb_lsb_headers_function_names_and_label_fields() -> None:
    text = """## Registers

**Table 2. Timekeeping Registers**

| ADDRESS | BIT 7 MSB | BIT 6 | BIT 5 | BIT 4 | BIT 3 | BIT 2 | BIT 1 | BIT 0 LSB | FUNCTION |
|---|---|---|---|---|---|---|---|---|---|
| 00h | 0 | 10 Seconds | 10 Seconds | 10 Seconds | Seconds | Seconds | Seconds | Seconds | Seconds |
| 0Eh | EOSC | BBSQW | CONV | NA | NA | INTCN | A2IE | A1IE | Control |
"""
    regs = _regs(_map(text)[0])
    assert regs[0].name == "Seconds" and regs[0x0E].name == "Control"
    assert _fields(regs[0]) == {"10 Seconds": (6, 4), "Seconds": (3, 0)}  # not shifted
    assert _fields(regs[0x0E])["A1IE"] == (0, 0) and _fields(regs[0x0E])["EOSC"] == (7, 7)


def test_a_bit_column_run_that_misses_bit_0_reads_no_fields() -> None:
    text = """## Register map

| REG | BIT 7 | BIT 6 | BIT 5 | BIT 4 | BIT 3 | BIT 2 | BIT 1 | LSB |
|---|---|---|---|---|---|---|---|---|
| 0x01 | A | B | C | D | E | F | G | H |
"""
    device, _ = _map(text)
    assert device is None or all(not r.fields for r in _regs(device).values())


def test_two_line_headers_and_one_register_described_twice() -> None:
    text = """## Register set

**Table 2. Summary of Register Set**

| POINTER ADDRESS | REGISTER NAME | POWER-ON RESET | POWER-ON RESET |
|---|---|---|---|
| HEX | REGISTER NAME | BINARY | HEX |
| 00 | Configuration | 00111001 10011111 | 399F |
| 01 | Shunt voltage | — | — |
| 03 | Power(2) | 00000000 00000000 | 0000 |

**Table 3. Register details**

| Address | Register name |
|---|---|
| 00h | Configuration |
| 01h | Shunt |
"""
    device, _ = _map(text)
    assert device is not None and len(device.peripherals) == 1  # not a second bank
    regs = _regs(device)
    assert regs[0].reset_value == 0x399F and regs[0].size == 16
    assert regs[3].name == "Power" and regs[3].size == 16
    assert regs[1].name == "Shunt voltage" and regs[1].size == 16  # the map's common width
    assert parse_range("A1…88", hex_default=True) == (0x88, 0xA1)


def test_register_map_from_a_generated_pdf_with_a_table_over_two_pages(tmp_path: Path) -> None:
    """A ruled summary continued on the next page (no repeated header) and a bit-field
    table under a heading naming the address: the PDF path end to end."""
    import pymupdf

    from hwcc.ingest.base import ParseOptions
    from hwcc.ingest.pdf.parser import PdfParser

    doc = pymupdf.open()
    first = doc.new_page()
    first.insert_text((72, 80), "7 Register Map", fontsize=16, fontname="hebo")
    first.insert_text((72, 110), "Table 3. Register map of the XY77", fontsize=10)
    xs = [72.0, 162.0, 282.0, 372.0]
    rows = [["Address", "Name", "Reset", ""], ["0x00", "CHIP_ID", "0x5A", ""]]
    rows += [[f"0x{n:02X}", f"CFG{n}", "0x00", ""] for n in range(1, 36)]
    ruled_table(first, 120, [r[:3] for r in rows], xs[:4])
    second = doc.new_page()
    more = [[f"0x{n:02X}", f"CFG{n}", "0x00"] for n in range(36, 40)]
    ruled_table(second, 72, more, xs[:4])
    second.insert_text((72, 200), "7.1 Control (Address: 0x01)", fontsize=12, fontname="hebo")
    fields = [
        ["Bit", "Field", "Description"],
        ["7", "RESET", "Soft reset"],
        ["2-0", "MODE", "Mode"],
    ]
    ruled_table(second, 220, fields, xs[:4])
    path = tmp_path / "xy77.pdf"
    doc.save(path)
    result = PdfParser().parse(path, ParseOptions(doc_id="xy77", chip="XY77"))
    device = extract_register_map(result).device
    regs = _regs(device)
    assert sorted(regs) == list(range(40))  # the rows of page 2 continue the table
    assert regs[0].name == "CHIP_ID" and regs[0].reset_value == 0x5A and regs[0].page == 1
    assert regs[39].page == 2
    assert regs[1].name == "CFG1" and _fields(regs[1]) == {"RESET": (7, 7), "MODE": (2, 0)}


ADI_LAYOUT = """# Register map

| Address | Address | Name | Type | Reset Value | Description |
|---|---|---|---|---|---|
| Hex | Dec | Name | Type | Reset Value | Description |
| 0x00 | 0 | DEVID | R | 11100101 | Device ID |
| 0x2C | 44 | BW_RATE | R/W | 00001010 | Data rate |
| 0x2D | 45 | POWER_CTL | R/W | 00000000 | Power control |
| 0x2E | 46 | INT_ENABLE | R/W | 00000000 | Interrupt enable |

## Register definitions

Register 0x2C—BW_RATE (Read/Write)

| D7 | D6 | D5 | D4 | D3 | D2 | D1 | D0 |
|---|---|---|---|---|---|---|---|
| 0 | 0 | 0 | LOW_POWER | Rate | Rate | Rate | Rate |

Register 0x2D—POWER_CTL (Read/Write)

| Setting | Frequency (Hz) |
|---|---|
| 0 | 8 |

| D7 | D6 | D5 | D4 | D3 | D2 | D1 | D0 |
|---|---|---|---|---|---|---|---|
| 0 | 0 | Link | AUTO_SLEEP | Measure | Sleep | Wakeup | Wakeup |

Wakeup Bits

| D7 | D6 | D5 | D4 | D3 | D2 | D1 | D0 |
|---|---|---|---|---|---|---|---|
| DATA_READY | SINGLE_TAP | DOUBLE_TAP | Activity | Inactivity | FREE_FALL | Watermark | Overrun |
"""


def test_bit_rows_take_the_register_named_right_before_them() -> None:
    device, warnings = _map(ADI_LAYOUT)
    regs = _regs(device)
    assert regs[0x00].reset_value == 0xE5 and regs[0x2C].reset_value == 0x0A  # binary cells
    assert _fields(regs[0x2C]) == {"LOW_POWER": (4, 4), "Rate": (3, 0)}
    # a value table between the register's line and its bit row is skipped over
    assert _fields(regs[0x2D]) == {
        "Link": (5, 5),
        "AUTO_SLEEP": (4, 4),
        "Measure": (3, 3),
        "Sleep": (2, 2),
        "Wakeup": (1, 0),
    }
    # a bit row after an unrelated line (its register's name is elsewhere on the page)
    # is not attached to the register above it, and not merged into that one's table
    assert regs[0x2E].fields == ()
    assert any("names no register" in w for w in warnings)


def test_a_lone_bit_row_under_a_register_caption() -> None:
    markdown = (
        "| Name | Type | Hex | Default |\n|---|---|---|---|\n"
        "| WHO_AM_I | r | 0F | 11010111 |\n| CTRL1 | rw | 20 | 00000111 |\n\n"
        "**Table 18. WHO_AM_I register**\n\n"
        "| 1 | 1 | 0 | 1 | 0 | 1 | 1 | 1 |\n|---|---|---|---|---|---|---|---|\n\n"
        "**Table 19. CTRL1 register(1)**\n\n"
        "| DR1 | DR0 | BW1 | BW0 | PD | Zen | Xen | Yen |\n|---|---|---|---|---|---|---|---|\n"
    )
    regs = _regs(_map("# Registers\n\n" + markdown)[0])
    assert regs[0x0F].fields == ()  # a value printed bit by bit names no field
    # DR1 DR0 number the bits of one value: one field DR [7:6]
    assert _fields(regs[0x20]) == {
        "DR": (7, 6), "BW": (5, 4), "PD": (3, 3), "Zen": (2, 2), "Xen": (1, 1), "Yen": (0, 0),
    }  # fmt: skip


def test_bits_numbering_one_value_are_one_field() -> None:
    markdown = (
        "| Address | Name | Reset |\n|---|---|---|\n| 00h | Configuration | 4127 |\n"
        "| 01h | Status | 0000 |\n| 02h | Limit | 0000 |\n\n"
        "### Configuration Register (00h)\n\n"
        "| BIT NO. | D15 | D14 | D13 | D12 | D11 | D10 | D9 | D8 | D7 | D6 | D5 | D4 | D3 | D2 "
        "| D1 | D0 |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n"
        "| BIT NAME | RST | — | — | — | AVG2 | AVG1 | AVG0 | CT2 | CT1 | CT0 | CH3 | CH1 "
        "| MODE3 | MODE2 | MODE1 | err_1 |\n\n"
        "### Status Register (01h)\n\n"
        "| BIT NO. | D7 | D6 | D5 | D4 | D3 | D2 | D1 | D0 |\n"
        "|---|---|---|---|---|---|---|---|---|\n"
        "| BIT NAME | F7 | F6 | OVF | int_err_2 | int_err_1 | IN1 | IN2 | — |\n\n"
        "### Limit Register (02h)\n\n"
        "| BIT NO. | D7 | D6 | D5 | D4 | D3 | D2 | D1 | D0 |\n"
        "|---|---|---|---|---|---|---|---|---|\n"
        "| BIT NAME | — | — | — | — | — | T10 | T9 | T8 |\n"
    )
    regs = _regs(_map("# Registers\n\n" + markdown)[0])
    assert _fields(regs[0x00]) == {
        "RST": (15, 15), "AVG": (11, 9), "CT": (8, 6), "CH3": (5, 5), "CH1": (4, 4),
        "MODE": (3, 1), "err_1": (0, 0),
    }  # fmt: skip
    # numbered after an underscore (separate flags) or counting up as the bits go down:
    # not one value
    assert _fields(regs[0x01]) == {
        "F[7:6]": (7, 6), "OVF": (5, 5), "int_err_2": (4, 4), "int_err_1": (3, 3),
        "IN1": (2, 2), "IN2": (1, 1),
    }  # fmt: skip
    assert _fields(regs[0x02]) == {"T[10:8]": (2, 0)}  # a slice of a wider value


def test_bits_numbered_after_an_underscore_group_where_the_document_names_their_range() -> None:
    # ST: the figure names each bit (TAP_THSX_4 .. TAP_THSX_0, 6D_THS1 6D_THS0), the
    # description table the value with its range (TAP_THSX_[4:0], 6D_THS[1:0])
    def figure(names: str) -> str:
        return f"| {names} |\n|---|---|---|---|---|---|---|---|\n\n"

    markdown = (
        "# Registers\n\n| Name | Address | Type | Default |\n|---|---|---|---|\n"
        "| TAP_THS_X | 30h | R/W | 00000000 |\n| OFS_USR | 31h | R/W | 00000000 |\n"
        "| CTRL | 32h | R/W | 00000000 |\n\n"
        "## TAP_THS_X (30h)\n\n"
        + figure(
            "4D_EN | 6D_THS1 | 6D_THS0 | TAP_ THSX_4 | TAP_ THSX_3 | TAP_ THSX_2 "
            "| TAP_ THSX_1 | TAP_ THSX_0"
        )
        + "| 4D_EN | Enables 4D |\n|---|---|\n| 6D_THS[1:0] | 4D/6D thresholds |\n"
        "| TAP_THSX_[4:0] | Tap threshold on X |\n\n"
        "## OFS_USR (31h)\n\n"
        + figure(" | ".join(f"OFS_USR_{b}" for b in range(7, -1, -1)))
        + "OFS_USR_[6:0] Two's complement user offset\n\n"
        "## CTRL (32h)\n\n"
        + figure("MODE_2 | MODE_1 | MODE_0 | EN_1 | EN_0 | LP_3 | LP_2 | LP_1")
        + "| MODE_[2:0] | Mode |\n|---|---|\n| LP_[3:2] | Low-power steps |\n"
    )
    regs = _regs(_map(markdown)[0])
    assert _fields(regs[0x30]) == {"4D_EN": (7, 7), "6D_THS": (6, 5), "TAP_THSX": (4, 0)}
    # the range the document names is not the run's: each bit keeps its name
    assert set(_fields(regs[0x31])) == {f"OFS_USR_{b}" for b in range(8)}
    assert _fields(regs[0x32]) == {
        "MODE": (7, 5),
        "EN_1": (4, 4),  # no range names EN_[1:0]: separate flags
        "EN_0": (3, 3),
        "LP[3:2]": (2, 1),  # a run numbered from 2 up is a slice of a wider value
        "LP_1": (0, 0),
    }


NXP_LAYOUT = """# Register map

| Register # (decimal) | Register # (hex) | Name | Type | Function |
|---|---|---|---|---|
| 0 | 00 | MODE1 | read/write | Mode register 1 |
| 2 | 02 | SUBADR1 | read/write | I2C-bus subaddress 1 |
| 7 | 07 | LED0_ON_H | read/write | LED0 control byte 1 |

Table 5. MODE1 - Mode register 1 (address 00h) bit description Legend: * default value.

| Bit | Symbol | Access | Value | Description |
|---|---|---|---|---|
| 7 | RESTART | R |  | Shows state of RESTART logic. |
| 7 | RESTART | W | 0* | Restart disabled. |
| 7 | RESTART | W | 1 | Restart enabled. |
| 6 to 5 | - | read only | 00* | reserved |
| 4 | SLEEP | R/W | 1* | Low power mode. |
| 3 to 0 | SUB | R/W | 0001* | Subaddresses. |

Table 8. Register bit description

| Address | Register | Bit | Symbol | Access | Value | Description |
|---|---|---|---|---|---|---|
| 02h | SUBADR1 | 7:1 | A1[7:1] | R/W | 1110 001* | I2C-bus subaddress 1 |
| 02h | SUBADR1 | 0 | A1[0] | R only | 0* | reserved |
| 07h | LED0_ON_H | 7:5 | - | read only | 000* | reserved |
| 07h | LED0_ON_H | 4 | LED0_ON_H[4] | R/W | 0* | LED0 full ON |
| 07h | LED0_ON_H | 3:0 | LED0_ON_H[3:0] | R/W | 0000* | LEDn_ON count, 4 MSBs |
"""


def test_nxp_register_numbers_symbols_and_starred_defaults() -> None:
    regs = _regs(_map(NXP_LAYOUT)[0])
    mode1 = regs[0x00]
    assert _fields(mode1) == {"RESTART": (7, 7), "SLEEP": (4, 4), "SUB": (3, 0)}
    restart = next(f for f in mode1.fields if f.name == "RESTART")
    assert restart.reset_value == 0 and "Restart disabled." in restart.description
    assert mode1.reset_value == 0b0001_0001  # fields and reserved bits cover all 8
    sub = regs[0x02]
    assert sub.name == "SUBADR1" and _fields(sub) == {"A1": (7, 1)}  # bit 0: "reserved"
    assert sub.reset_value == 0xE2
    led = regs[0x07]
    assert led.name == "LED0_ON_H"  # the register column, not the symbols
    assert _fields(led) == {"LED0_ON_H[4]": (4, 4), "LED0_ON_H[3:0]": (3, 0)}
    assert led.reset_value == 0x00


PROSE_FIELD_LISTS = """# Registers

| Address | Register Name | Reset Value |
|---|---|---|
| 0x01 | CONFIG | 0x0000 |
| 0x02 | TUPPER | 0x0000 |
| 0x03 | TLOWER | 0x0000 |
| 0x8F | CONTROL | 0x00 |

## REGISTER 5-2: CONFIG: CONFIGURATION REGISTER ( ADDRESS ‘0000 0001’b)

bit 15-11 Unimplemented: Read as ‘0’

bit 10-9 THYST: TUPPER and TLOWER Limit Hysteresis bits

bit 7 Crit. Lock: TCRIT Lock bit

## REGISTER 5-3: TUPPER/TLOWER UPPER/LOWER LIMIT REGISTER

bit 12 Sign: Sign bit

### Control Register One (0x8F)

Field Bits Description

LDRIVE 7:6 LED Drive Strength.

| FIELD VALUE | LED CURRENT |
|---|---|
| 0 | 100 mA |

3 12.5 mA

AGAIN 1:0 ALS and Color Gain Control.
"""


def test_field_lists_set_as_prose() -> None:
    regs = _regs(_map(PROSE_FIELD_LISTS)[0])
    # Microchip: "bit 10-9 NAME: text" under "REGISTER 5-2: CONFIG: ..." (not 0x02-0x05)
    assert _fields(regs[0x01]) == {"THYST": (10, 9), "Crit. Lock": (7, 7)}
    assert _fields(regs[0x02]) == _fields(regs[0x03]) == {"Sign": (12, 12)}
    # Avago: "Field Bits Description", then "NAME 7:6 text"; value tables skipped
    assert _fields(regs[0x8F]) == {"LDRIVE": (7, 6), "AGAIN": (1, 0)}


def test_grids_of_labelled_bit_cells() -> None:
    markdown = (
        "# Registers\n\n| Address | Name |\n|---|---|\n| 0x2E | INT_ENABLE |\n\n"
        "Register 0x2E—INT_ENABLE (Read/Write)\n\n"
        "| D7 DATA_READY | D6 SINGLE_TAP | D5 DOUBLE_TAP | D4 Activity |\n|---|---|---|---|\n"
        "| D3 Inactivity | D2 FREE_FALL | D1 Watermark | D0 Overrun |\n"
    )
    fields = _fields(_regs(_map(markdown)[0])[0x2E])
    assert fields["DATA_READY"] == (7, 7) and fields["Overrun"] == (0, 0) and len(fields) == 8


def test_resets_stated_in_prose_for_all_registers_but_a_listed_few() -> None:
    markdown = (
        "# Register map\n\n| Addr (Hex) | Addr (Dec.) | Register Name |\n|---|---|---|\n"
        "| 19 | 25 | SMPLRT_DIV |\n| 6B | 107 | PWR_MGMT_1 |\n| 75 | 117 | WHO_AM_I |\n\n"
        "The reset value is 0x00 for all registers other than the registers below.\n\n"
        " Register 107: 0x40.  Register 117: 0x68.\n"
    )
    regs = _regs(_map(markdown)[0])
    assert [regs[a].reset_value for a in (0x19, 0x6B, 0x75)] == [0x00, 0x40, 0x68]
    # a listed register the map does not hold: the statement is not applied at all
    unknown = markdown.replace("Register 117", "Register 200")
    assert _regs(_map(unknown)[0])[0x19].reset_value is None


def test_honeywell_prefixed_bit_headers_with_defaults_in_the_cells() -> None:
    markdown = (
        "# Registers\n\n| Address Location | Name | Access |\n|---|---|---|\n"
        "| 00 | Configuration Register A | Read/Write |\n"
        "| 01 | Configuration Register B | Read/Write |\n\n"
        "Configuration Register A The configuration register is used to configure the device.\n\n"
        "| CRA7 | CRA6 | CRA5 | CRA4 | CRA3 | CRA2 | CRA1 | CRA0 |\n"
        "|---|---|---|---|---|---|---|---|\n"
        "| (0) | MA1(0) | MA0(0) | DO2 (1) | DO1 (0) | DO0 (0) | MS1 (0) | MS0 (0) |\n"
    )
    regs = _regs(_map(markdown)[0])
    assert _fields(regs[0x00]) == {"MA": (6, 5), "DO": (4, 2), "MS": (1, 0)}
    assert regs[0x00].reset_value == 0x10 and regs[0x01].fields == ()


def test_microchip_pointers_in_binary_and_rows_of_one_register() -> None:
    markdown = (
        "# Registers\n\n| Register | Pointer | bit 7 | bit 6 | bit 5 | bit 4 | bit 3 | bit 2 "
        "| bit 1 | bit 0 |\n|---|---|---|---|---|---|---|---|---|---|\n"
        "| Temperature | 00000000 | SIGN | 1024°C | 512°C | 256°C | 128°C | 64°C | 32°C | 16°C |\n"
        "| Temperature | 00000000 | 8°C | 4°C | 2°C | 1°C | 0.5°C | 0.25°C | 0.125°C | 0.06°C |\n"
        "| Status | 00000100 | BC | TH | — | IR | A4 | A3 | A2 | A1 |\n"
    )
    regs = _regs(_map(markdown)[0])
    assert set(regs) == {0x00, 0x04}  # 00000100 is 4, not one hundred
    assert regs[0x00].fields == ()  # a 16-bit value over two rows: bits not told
    assert _fields(regs[0x04])["BC"] == (7, 7)


NXP_CONTINUED = """# 7.4 Register list

Table 5. Register table

| Register name | Pointer value | R/W | POR state | Description |
|---|---|---|---|---|
| Conf | 01h | R/W | 00h | Configuration register |
| Temp | 00h | read only | n/a | Temperature register |

## 7.4.2 Configuration register

Table 8. Conf register Legend: * = default value.

| Bit | Symbol | Access | Value | Description |
|---|---|---|---|---|
| B[4:3] | OS_F_QUE[1:0] | R/W | 00* | queue value = 1 |

## 7.4.3 Temperature register

The Temperature register holds the result of the last conversion.

Table 8. Conf register …continued Legend: * = default value.

| Bit | Symbol | Access | Value | Description |
|---|---|---|---|---|
| B2 | OS_POL | R/W | 0* | OS active LOW |
| B0 | SHUTDOWN | R/W | 0* | normal |
"""


def test_a_table_whose_caption_says_continued_goes_on_across_a_heading() -> None:
    """NXP repeats the caption with "…continued" on the next page; the page's own text
    (here the next section, set before it in the stream) stands between the parts."""
    regs = _regs(_map(NXP_CONTINUED)[0])
    assert _fields(regs[1]) == {"OS_F_QUE": (4, 3), "OS_POL": (2, 2), "SHUTDOWN": (0, 0)}
    assert regs[0].fields == ()


MICROCHIP_BOXES = """# 5.0 Register map

TABLE 5-1: SUMMARY OF REGISTERS

| Register | Pointer | Name |
|---|---|---|
| Device Configuration | 0x06 | |
| Alert 1 Limit | 0x10 | |
| Alert 2 Limit | 0x11 | |
| Device ID/Revision | 0x20 | |

### 5.2.3 DEVICE CONFIGURATION

It selects the resolution. REGISTER 5-8: DEVICE CONFIGURATION REGISTER

**R/W-0 R/W-1 R/W-0 R/W-0 U-0 U-0 R/W-0 R/W-1**

| Cold-Junction Resolution | ADC Resolution | Burst Samples | Shutdown Modes |
|---|---|---|---|
| bit 7 bit 0 |  |  |  |

Legend:

bit 7 Cold-Junction Resolution: 0 = 0.0625 C
bit 6-4 Burst Samples: number of samples
bit 1-0 Shutdown Modes: 00 = normal

# REGISTER 5-9: ALERT LIMITS 1 AND 2 REGISTERS

R/W-0 R/W-0 R/W-0 R/W-0 R/W-0 R/W-0 R/W-0 R/W-0

bit 15 bit 8

R/W-0 R/W-0 R/W-0 R/W-0 R/W-0 R/W-0 U-0 U-0

bit 7 bit 0

Legend:

# REGISTER 5-12: DEVICE ID AND REVISION ID REGISTER

R-0 R-1 R-0 R-0 R-0 R-0 R-0 R-0

bit 15 bit 8

R-0 R-0 R-x R-1 R-0 R-0 R-0 R-0

bit 7 bit 0
"""


def test_microchip_register_figures_give_fields_and_resets_by_title() -> None:
    """A figure titled in words (``REGISTER 5-8: DEVICE CONFIGURATION REGISTER``, even
    run into a paragraph, or one title for ``ALERT LIMITS 1 AND 2``) is the register
    the summary names so; its per-bit ``R/W-0`` tokens make the reset when they number
    the figure's ``bit 15 .. bit 0``, and never when one bit reads ``x``."""
    regs = _regs(_map(MICROCHIP_BOXES)[0])
    assert _fields(regs[6]) == {
        "Cold-Junction Resolution": (7, 7),
        "Burst Samples": (6, 4),
        "Shutdown Modes": (1, 0),
    }
    assert regs[6].reset_value == 0b01000001
    assert regs[0x10].reset_value == 0 and regs[0x10].size == 16
    assert regs[0x11].reset_value == 0 and regs[0x11].size == 16
    assert regs[0x20].reset_value is None  # R-x: unknown at reset


def test_a_summary_reset_with_unknown_bits_yields_to_a_figure_that_agrees() -> None:
    # Microchip: the summary's "Value on POR" leaves OSTS unknown ("-110 x000", a
    # legend reading dashes as 0); the register figure prints every bit's default
    summary = (
        "# 2.0 Memory\n\nTABLE 2-2: SPECIAL FUNCTION REGISTERS SUMMARY\n\n"
        "| Addr | Name | Value on POR |\n|---|---|---|\n"
        "| 8Fh | OSCCON | -110 x000 |\n| 83h | STATUS | 0001 1xxx |\n\n"
        "Legend: — = Unimplemented locations read as ‘0’, x = unknown\n\n"
    )
    figure = (
        "### REGISTER 3-2: OSCCON – OSCILLATOR CONTROL REGISTER (ADDRESS: 8Fh)\n\n"
        "U-0 R/W-1 R/W-1 R/W-0 R-{osts} R-0 R-0 R/W-0\n\nbit 7 bit 0\n"
    )
    regs = _regs(_map(summary + figure.format(osts=1))[0])
    assert (regs[0x8F].reset_value, regs[0x8F].reset_mask) == (0x68, None)
    assert (regs[0x83].reset_value, regs[0x83].reset_mask) == (0x18, 0xF8)
    alone = _regs(_map(summary)[0])
    assert (alone[0x8F].reset_value, alone[0x8F].reset_mask) == (0x60, 0xF7)
    # a figure that disagrees with a stated bit does not replace the summary's value
    clash = _regs(_map(summary + figure.format(osts=1).replace("R/W-1 R/W-1", "R/W-0 R/W-1"))[0])
    assert (clash[0x8F].reset_value, clash[0x8F].reset_mask) == (0x60, 0xF7)


@pytest.mark.parametrize(
    ("title", "names"),
    [
        ("DEVICE CONFIGURATION REGISTER", ["Device Configuration"]),
        ("SENSOR CONFIGURATION REGISTER", ["Thermocouple Sensor Configuration"]),
        (
            "THYSTx: ALERT 1, 2 AND 3 HYSTERESIS REGISTERS",
            [f"Alert {n} Hysteresis" for n in (1, 2, 3)],
        ),
        ("THERMOCOUPLE TEMPERATURE REGISTER - TH (READ-ONLY)", ["Hot-Junction Temperature – TH"]),
        ("CONFIGURATION REGISTER", []),  # in two names: ambiguous
        ("ALERT 1, 2 AND 9 HYSTERESIS REGISTERS", []),  # one of them is no register
    ],
)
def test_register_titles_name_registers_only_unambiguously(title: str, names: list[str]) -> None:
    """The registers a figure title names get the fields listed under it; an ambiguous
    or partly wrong title gives its fields to none."""
    rows = [
        "Device Configuration",
        "Thermocouple Sensor Configuration",
        "Alert 1 Hysteresis",
        "Alert 2 Hysteresis",
        "Alert 3 Hysteresis",
        "Hot-Junction Temperature – TH",
        "Cold-Junction Temperature – TC",
    ]
    markdown = (
        "# Map\n\n| Address | Register |\n|---|---|\n"
        + "".join(f"| 0x{n:02X} | {name} |\n" for n, name in enumerate(rows))
        + f"\n# REGISTER 5-1: {title}\n\nbit 0 Enable: turns it on\n"
    )
    regs = _regs(_map(markdown)[0])
    assert [r.name for r in regs.values() if r.fields] == names


PROSE_DEFAULTS = """# Register set

| Address | Register Name | Register Function |
|---|---|---|
| 0h | CONTROL | Control of basic functions |
| 1h | TIMING | Integration time/gain control |
| 2h | THRESHLOW | Low byte of threshold |
| 3h | THRESHHIGH | High byte of threshold |
| Ch | DATA0LOW | Low byte of ADC channel 0 |
| Dh | DATA0HIGH | High byte of ADC channel 0 |

## Control Register (0h)

The GAIN bit defaults to 1 and the power field defaults to 03h.

## Timing Register (1h)

The Timing Register controls the integration time. The Timing Register defaults to 02h at power on.

## Interrupt Threshold Register (2h − 3h)

The interrupt threshold registers default to 00h on power up.

## ADC Channel Data Registers (Ch − Dh)

All channel data registers are read-only and default to 100h on power up.
"""


def test_resets_stated_in_sentences_about_the_sections_registers() -> None:
    """A sentence whose subject is the register(s) of the section gives their reset; one
    about a bit or field does not, nor a value wider than the register."""
    regs = _regs(_map(PROSE_DEFAULTS)[0])
    assert regs[1].reset_value == 2
    assert regs[2].reset_value == 0 and regs[3].reset_value == 0
    assert regs[0].reset_value is None  # "The GAIN bit defaults to 1": a bit's default
    assert regs[0xC].reset_value is None  # 100h does not fit an 8-bit register


HONEYWELL_BELOW = """# Register Access

| Address Location | Name | Access |
|---|---|---|
| 00 | Configuration Register A | Read/Write |
| 09 | Status Register | Read |
| 10 | Identification Register A | Read |

Configuration Register A The configuration register sets it up. CRA default is 0x10.

| CRA7 | CRA6 | CRA5 | CRA4 | CRA3 | CRA2 | CRA1 | CRA0 |
|---|---|---|---|---|---|---|---|
| (0) | MA1(0) | MA0(0) | DO2 (1) | DO1 (0) | DO0 (0) | MS1 (0) | MS0 (0) |

**Table 3: Configuration Register A**

Data Output Register Operation When one or more of the output registers are read, new data waits.

| SR7 | SR6 | SR5 | SR4 | SR3 | SR2 | SR1 | SR0 |
|---|---|---|---|---|---|---|---|
| (0) | (0) | (0) | (0) | (0) | (0) | LOCK (0) | RDY(0) |

**Table 16: Status Register**

Identification Register A The identification register A is used to identify the device.

| IRA7 | IRA6 | IRA5 | IRA4 | IRA3 | IRA2 | IRA1 | IRA0 |
|---|---|---|---|---|---|---|---|
| 0 | 1 | 0 | 0 | 1 | 0 | 0 | 0 |

**Table 18: Identification Register A Default Values**
"""


def test_captions_under_tables_name_them_and_value_rows_give_resets() -> None:
    """Honeywell sets captions under tables: the Status table is named by the caption
    after it, not by the prose before it; a row of bare 0/1 under bit labels is the
    register's value at reset; a register's "CRA default is 0x10" sentence agrees with
    its bits' defaults."""
    regs = _regs(_map(HONEYWELL_BELOW)[0])
    assert _fields(regs[9]) == {"LOCK": (1, 1), "RDY": (0, 0)}
    assert regs[9].reset_value == 0
    assert regs[10].reset_value == 0x48 and regs[10].fields == ()
    assert regs[0].reset_value == 0x10


TI_HEADINGS = """# 9.6 Register Map

### 9.6.1 Address Pointer Register (address = N/A) [reset = N/A]

### 9.6.2 Conversion Register (P[1:0] = 0h) [reset = 0000h]

Table 7. Conversion Register Field Descriptions

| Bit | Field | Type | Reset | Description |
|---|---|---|---|---|
| 15:0 | D[15:0] | R | 0000h | 16-bit conversion result |

### 9.6.3 Config Register (P[1:0] = 1h) [reset = 8583h]

Table 8. Config Register Field Descriptions

| Bit | Field | Type | Reset | Description |
|---|---|---|---|---|
| 15 | OS | R/W | 1h | Operational status |
| 14:12 | MUX[2:0] | R/W | 0h | Input multiplexer |

### 9.6.4 Lo_thresh (P[1:0] = 2h) [reset = 8000h] and Hi_thresh (P[1:0] = 3h) [reset = 7FFFh]
"""


def test_registers_defined_only_by_ti_headings() -> None:
    """Without a register summary, TI's headings name the registers with their address
    and reset (two in one heading); a heading with no address defines none."""
    regs = _regs(_map(TI_HEADINGS)[0])
    assert {a: (r.name, r.reset_value, r.size) for a, r in regs.items()} == {
        0: ("Conversion", 0, 16),
        1: ("Config", 0x8583, 16),
        2: ("Lo_thresh", 0x8000, 16),
        3: ("Hi_thresh", 0x7FFF, 16),
    }
    assert _fields(regs[1]) == {"OS": (15, 15), "MUX": (14, 12)}


def test_decimal_register_index_and_initial_value_columns() -> None:
    """Ethernet PHYs number registers in decimal ("Register Index (Decimal)": 17 is
    0x11); "Initial value" is a reset column."""
    device, _ = _map(
        "# Registers\n\n| Register Index (Decimal) | Register Name | Initial value |\n"
        "|---|---|---|\n| 0 | Basic Control | 0x3000 |\n| 17 | Mode Control/Status | 0x0002 |\n"
    )
    regs = _regs(device)
    assert sorted(regs) == [0, 0x11]
    assert regs[0x11].reset_value == 2 and regs[0].reset_value == 0x3000


FREESCALE = """# REGISTER DEFINITIONS

Table 9. User Register Summary

| Address | Name | Definition | Bit 7 | Bit 6 | Bit 5 | Bit 4 | Bit 3 | Bit 2 | Bit 1 | Bit 0 |
|---|---|---|---|---|---|---|---|---|---|---|
| $03 | TILT | Tilt | Shake | Alert | Tap | PoLa[2] | PoLa[1] | PoLa[0] | BaFro[1] | BaFro[0] |
| $04 | SRST | Sampling Rate Status | 0 | 0 | 0 | 0 | 0 | 0 | AWSRS | AMSRS |

$03: Tilt Status (Read only) TILT

| D7 | D6 | D5 | D4 | D3 | D2 | D1 | D0 |
|---|---|---|---|---|---|---|---|
| Shake | Alert | Tap | PoLa[2] | PoLa[1] | PoLa[0] | BaFro[1] | BaFro[0] |
| 0 | 0 | 0 | 0 | 0 | 1 | 0 | 0 |
"""


def test_a_register_paragraph_opened_by_its_dollar_address_gives_its_reset_row() -> None:
    """Freescale: "$03: Tilt Status" before the register's figure, whose last row holds
    each bit's value at reset; the fields stay those of the summary."""
    regs = _regs(_map(FREESCALE)[0])
    assert regs[3].reset_value == 0b00000100
    assert _fields(regs[3])["PoLa"] == (4, 2)
    assert regs[4].reset_value is None


ST_TWO_LINE = """# 8 Register mapping

Table 13. Registers address map

| Name | Type | Register address | Default | Function and comment |
|---|---|---|---|---|
| Name | Type | Hex | Default | Function and comment |
| Reserved | - | 00-0E | - | Reserved |
| WHO_AM_I | R | 0F | 11001010 | ID register |
| CTRL_REG1 | R/W | 20 | 00000000 | |
| Reserved | - | 26 | - | Reserved |
| STATUS_REG | R | 27 | 00000000 | |
"""


def test_a_second_header_line_repeating_the_first_folds_into_it() -> None:
    """ST repeats the other header cells under "Register address" / "Hex": the
    addresses are hex (read as decimal, 20 would be register 0x14)."""
    regs = _regs(_map(ST_TWO_LINE)[0])
    assert sorted(regs) == [0x0F, 0x20, 0x27]
    assert regs[0x0F].reset_value == 0xCA


def test_bare_numbers_with_a_hex_digit_make_the_address_column_hex() -> None:
    device, _ = _map(
        "# Register map\n\n| Address | Register | Reset |\n|---|---|---|\n"
        "| 0F | WHO_AM_I | 0xCA |\n| 20 | CTRL1 | 0x00 |\n| 21 | CTRL2 | 0x00 |\n"
    )
    assert sorted(_regs(device)) == [0x0F, 0x20, 0x21]


def test_maxim_read_and_write_addresses_key_the_register_by_its_read_address() -> None:
    device, _ = _map(
        "# Register memory map\n\n| ADDRESS | READ/WRITE | NAME | FACTORY DEFAULT |\n"
        "|---|---|---|---|\n| 00h/80h | Read/Write | CR0 | 00h |\n"
        "| 0Bh/8Bh | Read/Write | CJTL | 00h |\n| 0Ch | Read Only | LTCBH | 00h |\n"
    )
    regs = _regs(device)
    assert {a: r.name for a, r in regs.items()} == {0: "CR0", 0x0B: "CJTL", 0x0C: "LTCBH"}


def test_a_reserved_address_in_a_combined_table_is_no_register() -> None:
    """ADI's combined summary: one reserved field over every bit of an address."""
    device, _ = _map(
        "# Register map\n\nTable 11. Register Summary\n\n"
        "| Reg | Name | Bits | Bit 7 | Bit 6 | Reset | RW |\n|---|---|---|---|---|---|---|\n"
        "| 0x15 | FIFO_SAMPLES | [7:0] | A | B | 0x00 | R |\n"
        "| 0x16 | Reserved | [7:0] | Reserved[7:0] | Reserved[7:0] | 0x00 | R |\n"
    )
    assert sorted(_regs(device)) == [0x15]


TI_LABELLED = """# 7.1 Register Maps

| POINTER ADDRESS | REGISTER NAME | POWER-ON RESET |
|---|---|---|
| 06h | Mask/Enable Register | 0000 |
| 07h | Alert Limit Register | 0000 |

## 7.1.7 Mask/Enable Register (06h) (Read/Write)

| BIT NO. | D15 | D14 | D13 | D12 | D11 | D10 | D9 | D8 | D7 | D6 | D5 | D4 | D3 | D2 | D1 | D0 |
|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|
| BIT NAME | SOL | SUL | BOL | BUL | POL | CNVR | - | - | - | - | - | AFF | CVRF | OVF | APOL | EN |
| POR VALUE | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |

# 8 Application

**Table 8-3. Mask/Enable Register (06h) Settings (Value = 8000h)**

**Table 8-4. Alert Limit Register (07h) Settings (Value = 7D00)**

| BIT NO. | D15 | D14 | D13 | D12 | D11 | D10 | D9 | D8 | D7 | D6 | D5 | D4 | D3 | D2 | D1 | D0 |
|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|
| BIT NAME | SOL | SUL | BOL | BUL | POL | CNVR | - | - | - | - | - | AFF | CVRF | OVF | APOL | EN |
| VALUE | 1 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
"""


def test_ti_bit_grids_labelled_by_row_and_stacked_captions() -> None:
    """TI labels a figure's rows (``BIT NAME``, ``POR VALUE``) in a first column: the
    names are the fields. An example table under two stacked captions belongs to no
    register (it would give the Mask/Enable layout to the Alert Limit register)."""
    regs = _regs(_map(TI_LABELLED)[0])
    assert _fields(regs[6])["CNVR"] == (10, 10) and _fields(regs[6])["EN"] == (0, 0)
    assert regs[7].fields == ()


def test_adi_summary_with_a_bits_column_beside_bit_columns() -> None:
    """ADI's summary: ``Reg | Name | Bits | Bit 7 .. Bit 0 | Reset``: the Bits cell spans
    the register; the fields are in the bit columns, not one field named after it."""
    device, _ = _map(
        "# Register map\n\nTable 11. Register Summary\n\n"
        "| Reg | Name | Bits | Bit 7 | Bit 6 | Bit 5 | Bit 4 | Bit 3 | Bit 2 | Bit 1 | Bit 0 "
        "| Reset | RW |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|\n"
        "| 0x28 | FIFO_CONTROL | [7:0] | UNUSED | UNUSED | UNUSED | UNUSED | AH | FIFO_TEMP "
        "| FIFO_MODE | FIFO_MODE | 0x00 | RW |\n"
    )
    reg = _regs(device)[0x28]
    assert reg.name == "FIFO_CONTROL" and reg.reset_value == 0
    assert _fields(reg) == {"AH": (3, 3), "FIFO_TEMP": (2, 2), "FIFO_MODE": (1, 0)}


ST_FIGURES = """# 8 Register mapping

| Name | Type | Register address | Default |
|---|---|---|---|
| Name | Type | Hex | Default |
| WHO_AM_I | R | 0F | 11001010 |
| CTRL_REG1 | R/W | 20 | 00000000 |

## 9.2 CTRL_REG1 (20h)

Control register 1

7 6 5 4 3 2 1 0

| 0(1) | 0(1) | 0(1) | 0(1) | 0(1) | 0(1) | BDU | ODR |
|---|---|---|---|---|---|---|---|

7 6 5 4 3 2 1 0

| 1 | 1 | 0 | 0 | 1 | 0 | 1 | 0 |
|---|---|---|---|---|---|---|---|
"""


def test_st_bit_rows_under_bare_bit_numbers_take_the_heading_that_states_the_address() -> None:
    """The line before an ST bit row is the figure's own ``7 6 .. 0``, so nothing names
    its register but the heading: it does when it states the address and the row is
    the only one under it."""
    reg = _regs(_map(ST_FIGURES)[0])[0x20]
    assert _fields(reg) == {"BDU": (1, 1), "ODR": (0, 0)} and reg.reset_value == 0


def test_st_bit_rows_under_a_heading_holding_two_are_left_to_search() -> None:
    """UVIS25's PDF sets figures after the next register's heading: a heading over two
    bit rows names neither (taking it gave INT_CFG's bits to INT_SOURCE). Left to
    search with a warning; the register keeps its summary reset."""
    markdown = ST_FIGURES + (
        "\n7 6 5 4 3 2 1 0\n\n| A | B | C | D | E | F | G | H |\n"
        "|---|---|---|---|---|---|---|---|\n"
    )
    device, warnings = _map(markdown)
    regs = _regs(device)
    assert regs[0x20].fields == () and regs[0x20].reset_value == 0
    assert any("names no register" in w for w in warnings)


def test_a_slave_address_printed_bit_by_bit_is_no_register() -> None:
    """Maxim's slave ID table: bit columns holding the address's bits and the write and
    read addresses. An I2C address, not a register at 0xAE."""
    device, _ = _map(
        "# I2C interface\n\nREGISTER ADDRESS\n\n"
        "| B7 | B6 | B5 | B4 | B3 | B2 | B1 | B0 | WRITE ADDRESS | READ ADDRESS |\n"
        "|---|---|---|---|---|---|---|---|---|---|\n"
        "| 1 | 0 | 1 | 0 | 1 | 1 | 1 | R/W | 0xAE | 0xAF |\n"
    )
    assert device is None


BOSCH_LEGEND = """# 4. Global memory map

**Table 25: memory map**

| read/write | read/write | read only | read only | read only | write only | write only | reserved |
|---|---|---|---|---|---|---|---|
| Register Address | Register Name | Default Value | 7 | 6 | 5 | 5 | 4 |
| 0x1C | OSR | 0x02 | reserved | osr_t | osr_p | osr_p | osr_p |
"""


def test_a_legend_line_over_the_header_and_a_bit_column_split_in_two() -> None:
    """Bosch: colour keys above the real header; the PDF splits the wide bit-5 cell
    into two columns with the same label."""
    device, _ = _map(BOSCH_LEGEND.replace("| 7 | 6 | 5 | 5 | 4 |", "| 3 | 2 | 1 | 1 | 0 |"))
    reg = _regs(device)[0x1C]
    assert reg.name == "OSR" and reg.reset_value == 2
    assert _fields(reg) == {"osr_t": (2, 2), "osr_p": (1, 0)}


NXP_CAPTIONS = """# 9.3 Register descriptions

| Address | Register name | Function |
|---|---|---|
| 03h | DivlEnReg | interrupt enable |
| 04h | ComIrqReg | interrupt request bits |

#### 9.3.1.4 DivIEnReg register

#### 9.3.1.5 ComIrqReg register

Table 27. DivIEnReg register (address 03h); reset value: 00h bit allocation

| Bit | 7 | 6 | 5 | 4 | 3 | 2 | 1 | 0 |
|---|---|---|---|---|---|---|---|---|
| Symbol | IRQPushPull | - | - | MfinActIEn | - | CRCIEn | - | - |

Table 28. DivIEnReg register bit descriptions

| Bit | Symbol | Value | Description |
|---|---|---|---|
| 7 | IRQPushPull | 1 | pin IRQ is a standard CMOS output pin |
| 2 | CRCIEn | - | allows the CRC interrupt request |

Table 29. ComIrqReg register (address 04h); reset value: 14h bit allocation

| Bit | 7 | 6 | 5 | 4 | 3 | 2 | 1 | 0 |
|---|---|---|---|---|---|---|---|---|
| Symbol | Set1 | TxIRq | RxIRq | IdleIRq | HiAlertIRq | LoAlertIRq | ErrIRq | TimerIRq |
"""


def test_a_tables_own_caption_names_its_register_over_the_heading() -> None:
    """NXP's PDF sets two headings together and both registers' tables under the second:
    each table's caption decides (I and l alike: the summary's DivlEnReg is the caption's
    DivIEnReg); captions give the reset."""
    regs = _regs(_map(NXP_CAPTIONS)[0])
    assert _fields(regs[3]) == {"IRQPushPull": (7, 7), "MfinActIEn": (4, 4), "CRCIEn": (2, 2)}
    assert regs[3].reset_value == 0 and regs[4].reset_value == 0x14
    assert "TxIRq" in _fields(regs[4]) and "CRCIEn" not in _fields(regs[4])


def test_the_register_map_table_names_registers_over_a_worked_example() -> None:
    """A table listing registers for another purpose (TI's "Calculating Current and
    Power" steps) comes first; the table captioned as the register map names them, and
    its shorter names are no register bank of their own."""
    markdown = (
        "# Programming\n\n**Table 6-1. Calculating Current and Power**\n\n"
        "| STEP | REGISTER NAME | ADDRESS | CONTENTS |\n|---|---|---|---|\n"
        "| Step 1 | Configuration Register | 00h | 4127h |\n"
        "| Step 2 | Shunt Register | 01h | 1F40h |\n"
        "| Step 3 | Calibration Register | 05h | A00h |\n\n"
        "# Registers\n\n**Table 7-1. Register Set Summary**\n\n"
        "| POINTER ADDRESS | REGISTER NAME | POWER-ON RESET |\n|---|---|---|\n"
        "| 00h | Configuration Register | 4127h |\n| 01h | Shunt Voltage Register | 0000h |\n"
        "| 05h | Calibration Register | 0000h |\n"
    )
    device, _warnings = _map(markdown)
    assert device is not None and len(device.peripherals) == 1
    assert "Register Set Summary" in device.peripherals[0].description
    regs = _regs(device)
    assert {a: r.name for a, r in regs.items()} == {
        0x00: "Configuration Register",
        0x01: "Shunt Voltage Register",
        0x05: "Calibration Register",
    }
    assert regs[0x00].reset_value == 0x4127 and regs[0x05].reset_value == 0


AKM_LAYOUT = """# Registers

**Table 8.1 Register Table**

| Name | Address | READ/WRITE | Description | Bit width | Explanation |
|---|---|---|---|---|---|
| WIA | 00H | READ | Device ID | 8 |  |
| ST1 | 02H | READ | Status 1 | 8 | Data status |
| HXL | 03H | READ | Measurement data | 8 | X-axis data |
| HXH | 04H | READ | Measurement data | 8 | X-axis data |
| ASAX | 10H | READ | Sensitivity adjustment | 8 | Fuse ROM |
| RSV | 13H | READ | Reserved | 8 | DO NOT ACCESS |

## 8.3.1 WIA: Device ID

| Addr | Register name | D7 | D6 | D5 | D4 | D3 | D2 | D1 | D0 |
|---|---|---|---|---|---|---|---|---|---|
| Read-only register |  |  |  |  |  |  |  |  |  |
| 00H | WIA | 0 | 1 | 0 | 0 | 1 | 0 | 0 | 0 |

## 8.3.3 ST1: Status 1

| Addr | Register name | D7 | D6 | D5 | D4 | D3 | D2 | D1 | D0 |
|---|---|---|---|---|---|---|---|---|---|
| Read-only register |  |  |  |  |  |  |  |  |  |
| 02H | ST1 | - | 0 | 0 | - | 0 | 0 | DOR | DRDY |
| Reset | Reset | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 1 |

## 8.3.4 HXL to HXH: Measurement Data

| Addr | Register name | D7 | D6 | D5 | D4 | D3 | D2 | D1 | D0 |
|---|---|---|---|---|---|---|---|---|---|
| Read-only register |  |  |  |  |  |  |  |  |  |
| 03H | HXL | HX7 | HX6 | HX5 | HX4 | HX3 | HX2 | HX1 | HX0 |
| 04H | HXH | HX15 | HX14 | HX13 | HX12 | HX11 | HX10 | HX9 | HX8 |
| Reset | Reset | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |

## 8.3.9 ASAX: Sensitivity Adjustment values

| Addr | Register name | D7 | D6 | D5 | D4 | D3 | D2 | D1 | D0 |
|---|---|---|---|---|---|---|---|---|---|
| 10H | ASAX | COEFX7 | COEFX6 | COEFX5 | COEFX4 | COEFX3 | COEFX2 | COEFX1 | COEFX0 |
| Reset | Reset | - | - | - | - | - | - | - | - |
"""


def test_akm_reset_rows_group_rows_and_a_bit_width_column() -> None:
    device, warnings = _map(AKM_LAYOUT)
    regs = _regs(device)
    assert set(regs) == {0x00, 0x02, 0x03, 0x04, 0x10}  # a "Bit width" of 8 is no bit 8
    assert not any("outside its 8 bits" in w for w in warnings)
    assert regs[0x00].reset_value == 0x48  # the ID printed bit by bit is its value
    assert regs[0x02].reset_value == 0x01  # the Reset row under the register
    assert _fields(regs[0x02]) == {"DOR": (1, 1), "DRDY": (0, 0)}
    # one Reset row under two registers gives both theirs; '-' cells state none
    assert regs[0x03].reset_value == 0 and regs[0x04].reset_value == 0
    assert regs[0x10].reset_value is None
    assert _fields(regs[0x04]) == {"HX[15:8]": (7, 0)}  # bits 15..8 of HX


def test_bit_cells_spelling_each_register_address_are_no_reset() -> None:
    markdown = (
        "# Register summary\n\n"
        "| Register # (hex) | D7 | D6 | D5 | D4 | D3 | D2 | D1 | D0 | Name |\n"
        "|---|---|---|---|---|---|---|---|---|---|\n"
        "| 00 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | MODE1 |\n"
        "| 01 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 1 | MODE2 |\n"
        "| 02 | 0 | 0 | 0 | 0 | 0 | 0 | 1 | 0 | SUBADR1 |\n"
    )
    regs = _regs(_map(markdown)[0])
    assert set(regs) == {0, 1, 2} and all(r.reset_value is None for r in regs.values())


def test_maxim_hex_codes_with_a_dont_care_digit_beside_address_bit_columns() -> None:
    markdown = (
        "# Registers\n\n**Table 2. Register Address Map**\n\n"
        "| REGISTER | ADDRESS | ADDRESS | ADDRESS | ADDRESS | ADDRESS | HEX CODE |\n"
        "|---|---|---|---|---|---|---|\n"
        "| REGISTER | D15– D12 | D11 | D10 | D9 | D8 | HEX CODE |\n"
        "| No-Op | X | 0 | 0 | 0 | 0 | 0xX0 |\n| Digit 0 | X | 0 | 0 | 0 | 1 | 0xX1 |\n"
        "| Intensity | X | 1 | 0 | 1 | 0 | 0xXA |\n| Display Test | X | 1 | 1 | 1 | 1 | 0xXF |\n"
    )
    regs = _regs(_map(markdown)[0])
    assert {a: r.name for a, r in regs.items()} == {
        0x0: "No-Op",
        0x1: "Digit 0",
        0xA: "Intensity",
        0xF: "Display Test",
    }


SMSC_LAYOUT = """# Registers

**Table 4-2. SMI Register Map**

| Register Index (Decimal) | Register Name | Group |
|---|---|---|
| 0 | Basic Control Register | Basic |
| 27 | Control / Status Indication Register | Vendor-specific |
| 31 | PHY Special Control/Status Register | Vendor-specific |

### 4.2.1 BASIC CONTROL REGISTER

Index (In Decimal): 0 Size: 16 bits

| Bits | Description | Type | Default |
|---|---|---|---|
| 15 | Soft Reset 1 = software reset. Bit is self-clearing. | R/W SC | 0b |
| 14 | Loopback 0 = normal operation 1 = loopback mode | R/W | 0b |
| 13 | Speed Select 0 = 10Mbps 1 = 100Mbps | R/W | Note 4-1 |
| 7:0 | RESERVED | RO | - |

### 4.2.11 SPECIAL CONTROL/STATUS INDICATIONS REGISTER

Index (In Decimal): 27 Size: 16 bits

| Bits | Description | Type | Default |
|---|---|---|---|
| 15 | AMDIXCTRL HP Auto-MDIX control: 0 = Enable Auto-MDIX 1 = Disable | R/W | 0b |
| 13 | CH_SELECT Manual channel select: 0 = MDI 1 = MDIX | R/W | 0b |
| 4 | XPOL Polarity state of the 10BASE-T: 0 = Normal 1 = Reversed | RO | 0b |
| 3:0 | RESERVED | RO | - |

### 4.2.14 PHY SPECIAL CONTROL/STATUS REGISTER

| Bits | Description | Type | Default |
|---|---|---|---|
| 12 | Autodone 0 = not done 1 = done | RO | 0b |
| 4:2 | Speed Indication 001 = 10BASE-T half-duplex | RO | XXX |
| 1:0 | Enable the function. | R/W | 00b |
"""


def test_smsc_names_opening_description_cells_decimal_index_and_size() -> None:
    regs = _regs(_map(SMSC_LAYOUT)[0])
    assert set(regs) == {0, 27, 31}
    assert _fields(regs[0]) == {
        "Soft Reset": (15, 15),
        "Loopback": (14, 14),
        "Speed Select": (13, 13),
    }
    assert regs[0].size == 16
    # upper-case identifiers open the cells; the decimal index names the register
    assert _fields(regs[27]) == {"AMDIXCTRL": (15, 15), "CH_SELECT": (13, 13), "XPOL": (4, 4)}
    # a heading that is the map's name in capitals; a cell with no name gives no field
    assert _fields(regs[31]) == {"Autodone": (12, 12), "Speed Indication": (4, 2)}


def test_maxim_bit_cells_that_describe_their_bits() -> None:
    markdown = (
        "# Registers\n\n| REGISTER NAME | READ ADDRESS (HEX) | POR STATE |\n|---|---|---|\n"
        "| Configuration | 00h | 00h |\n| RTD MSBs | 01h | 00h |\n\n"
        "**Table 2. Configuration Register Definition**\n\n"
        "| D7 | D6 | D5 | D4 | D3 | D2 | D1 | D0 |\n|---|---|---|---|---|---|---|---|\n"
        "| VBIAS 1 = ON 0 = OFF | Conversion mode 1 = Auto 0 = Normally off | 1-shot 1 = 1-shot "
        "(auto-clear) | 3-wire 1 = 3-wire RTD | Fault Detection Cycle Control (see Table 3) | 〃 "
        "| Fault Status Clear 1 = Clear (auto-clear) | 50/60Hz filter select 1 = 50Hz 0 = 60Hz |\n"
    )
    regs = _regs(_map(markdown)[0])
    assert _fields(regs[0x00]) == {
        "VBIAS": (7, 7), "Conversion mode": (6, 6), "1-shot": (5, 5), "3-wire": (4, 4),
        "Fault Detection Cycle Control": (3, 2), "Fault Status Clear": (1, 1),
        "50/60Hz filter select": (0, 0),
    }  # fmt: skip


ST_MOVED_FIGURES = """# 8 Register mapping

| Name | Type | Hex | Default |
|---|---|---|---|
| WHO_AM_I | R | 0F | 11001010 |
| CTRL_REG1 | R/W | 20 | 00000000 |
| INT_CFG | R/W | 23 | 00000000 |
| INT_SOURCE | R | 24 | 00000000 |

# 9 Register description

## 9.1 WHO_AM_I (0Fh)

Device who am I

## 9.2 CTRL_REG1 (20h)

Control register 1

7 6 5 4 3 2 1 0

| 1 | 1 | 0 | 0 | 1 | 0 | 1 | 0 |
|---|---|---|---|---|---|---|---|

7 6 5 4 3 2 1 0

| 0 | 0 | 0 | 0 | 0 | 0 | BDU | ODR |
|---|---|---|---|---|---|---|---|

## 9.3 INT_CFG (23h)

Interrupt configuration

## 9.4 INT_SOURCE (24h)

Interrupt source

7 6 5 4 3 2 1 0

| 0 | 0 | 0 | 0 | DIFF_EN | LIR | UVLE | UVHE |
|---|---|---|---|---|---|---|---|

7 6 5 4 3 2 1 0

| - | - | - | - | - | IA | UVL | UVH |
|---|---|---|---|---|---|---|---|
"""


def test_figures_moved_past_the_next_heading_are_matched_by_order() -> None:
    regs = _regs(_map(ST_MOVED_FIGURES)[0])
    assert regs[0x0F].fields == ()
    assert _fields(regs[0x20]) == {"BDU": (1, 1), "ODR": (0, 0)}
    assert _fields(regs[0x23]) == {"DIFF_EN": (3, 3), "LIR": (2, 2), "UVLE": (1, 1), "UVHE": (0, 0)}
    assert _fields(regs[0x24]) == {"IA": (2, 2), "UVL": (1, 1), "UVH": (0, 0)}


def test_figures_are_not_matched_when_their_count_differs_from_the_headings() -> None:
    # INT_SOURCE's figure missing: three figures for four headings, none is guessed
    markdown = ST_MOVED_FIGURES.rsplit("7 6 5 4 3 2 1 0", 1)[0]
    device, warnings = _map(markdown)
    regs = _regs(device)
    assert regs[0x23].fields == () and regs[0x24].fields == ()
    assert any("names no register" in w for w in warnings)


def test_a_run_whose_name_numbers_its_registers_is_one_register_per_address() -> None:
    markdown = (
        "# Memory map\n\n| Register Name | Address | Reset state |\n|---|---|---|\n"
        "| calib25…calib00 | 0xA1…0x88 | individual |\n| id | 0xD0 | 0x58 |\n"
        "| FIFO data | 0x10-0x13 | 0x00 |\n| DATA0-DATA2 | 0x20-0x23 | 0x00 |\n"
        "| Melexis reserved | 0x30 | 0x00 |\n"
    )
    regs = _regs(_map(markdown)[0])
    assert [regs[a].name for a in (0x88, 0x89, 0xA1)] == ["calib00", "calib01", "calib25"]
    assert 0x10 in regs and 0x11 not in regs  # a name that numbers nothing stays a run
    assert 0x21 not in regs  # three names for four addresses: not expanded
    assert 0x30 not in regs  # "<vendor> reserved" is reserved


def test_read_and_write_command_byte_columns() -> None:
    markdown = (
        "# Registers\n\n**Table 3. Register Address/Definition**\n\n"
        "| READ | WRITE | BIT 7 | BIT 6 | BIT 5 | BIT 4 | BIT 3 | BIT 2 | BIT 1 | BIT 0 |\n"
        "|---|---|---|---|---|---|---|---|---|---|\n"
        "| 81h | 80h | CH | 10 Seconds | 10 Seconds | 10 Seconds | Seconds | Seconds | Seconds "
        "| Seconds |\n| 8Fh | 8Eh | WP | 0 | 0 | 0 | 0 | 0 | 0 | 0 |\n"
    )
    regs = _regs(_map(markdown)[0])
    assert set(regs) == {0x81, 0x8F}  # keyed by the read byte
    assert _fields(regs[0x81]) == {"CH": (7, 7), "10 Seconds": (6, 4), "Seconds": (3, 0)}


def test_bilingual_bit_cells_name_the_field_by_their_latin_identifier() -> None:
    markdown = (
        "# Register map\n\n| Address | Register | R/W | Bit 7 | Bit 6 | Bit 5 | Bit 4 | Bit 3 "
        "| Bit 2 | Bit 1 | Bit 0 | Initial value |\n"
        "|---|---|---|---|---|---|---|---|---|---|---|---|\n"
        "| 0x03 | INTC | R/W |  |  |  |  |  |  | 割り込みモード INTMOD | 割込出力 INTEN | 0x00 |\n"
    )
    regs = _regs(_map(markdown)[0])
    assert _fields(regs[0x03]) == {"INTMOD": (1, 1), "INTEN": (0, 0)}


MCP23017_LAYOUT = """# 3.5 Configuration and Control Registers

TABLE 3-1: REGISTER ADDRESSES

| Address IOCON.BANK = 1 | Address IOCON.BANK = 0 | Access to: |
|---|---|---|
| 00h | 00h | IODIRA |
| 10h | 01h | IODIRB |
| 01h | 02h | IPOLA |
| 11h | 03h | IPOLB |

TABLE 3-2: SUMMARY OF REGISTERS ASSOCIATED WITH THE GPIO PORTS (BANK = 1)

| Name | Address (hex) | bit 7 | bit 6 | bit 5 | bit 4 | bit 3 | bit 2 | bit 1 | bit 0 | POR |
|---|---|---|---|---|---|---|---|---|---|---|
| IODIRA | 00 | IO7 | IO6 | IO5 | IO4 | IO3 | IO2 | IO1 | IO0 | 1111 1111 |
| IPOLA | 01 | IP7 | IP6 | IP5 | IP4 | IP3 | IP2 | IP1 | IP0 | 0000 0000 |
| IODIRB | 10 | IO7 | IO6 | IO5 | IO4 | IO3 | IO2 | IO1 | IO0 | 1111 1111 |
| IPOLB | 11 | IP7 | IP6 | IP5 | IP4 | IP3 | IP2 | IP1 | IP0 | 0000 0000 |

TABLE 3-3: SUMMARY OF REGISTERS ASSOCIATED WITH THE GPIO PORTS (BANK = 0)

| Name | Address (hex) | bit 7 | bit 6 | bit 5 | bit 4 | bit 3 | bit 2 | bit 1 | bit 0 | POR |
|---|---|---|---|---|---|---|---|---|---|---|
| IODIRA | 00 | IO7 | IO6 | IO5 | IO4 | IO3 | IO2 | IO1 | IO0 | 1111 1111 |
| IODIRB | 01 | IO7 | IO6 | IO5 | IO4 | IO3 | IO2 | IO1 | IO0 | 1111 1111 |
| IPOLA | 02 | IP7 | IP6 | IP5 | IP4 | IP3 | IP2 | IP1 | IP0 | 0000 0000 |
| IPOLB | 03 | IP7 | IP6 | IP5 | IP4 | IP3 | IP2 | IP1 | IP0 | 0000 0000 |
"""


def test_a_mode_bit_that_moves_the_registers_keeps_the_power_on_layout() -> None:
    device, _warnings = _map(MCP23017_LAYOUT)
    assert device is not None and len(device.peripherals) == 1  # no bank of the BANK=1 map
    regs = _regs(device)
    assert {a: r.name for a, r in regs.items()} == {
        0x00: "IODIRA",
        0x01: "IODIRB",
        0x02: "IPOLA",
        0x03: "IPOLB",
    }
    assert regs[0x01].reset_value == 0xFF and _fields(regs[0x02]) == {"IP": (7, 0)}


def test_an_unnamed_address_whose_bits_are_all_reserved_is_no_register() -> None:
    markdown = (
        "# Register map\n\n| Addr. | 7 | 6 | 5 | 4 | 3 | 2 | 1 | 0 | Mode |\n"
        "|---|---|---|---|---|---|---|---|---|---|\n"
        "| 0BH | FBR [7:0] | FBR [7:0] | FBR [7:0] | FBR [7:0] | FBR [7:0] | FBR [7:0] "
        "| FBR [7:0] | FBR [7:0] | Read/Write |\n"
        "| 0CH | Reserved | Reserved | Reserved | Reserved | Reserved | Reserved | Reserved "
        "| Reserved | Read only |\n"
    )
    regs = _regs(_map(markdown)[0])
    assert set(regs) == {0x0B}


def test_ti_dashed_bit_ranges_after_field_names() -> None:
    markdown = (
        "# Registers\n\n| Address | Name | Reset |\n|---|---|---|\n"
        "| 00h | Configuration | 7127h |\n\n"
        "### Configuration Register (address = 00h)\n\n"
        "| Bit | Field | Type | Reset | Description |\n|---|---|---|---|---|\n"
        "| 11-9 | AVG2-0 | R/W | 000b | Averaging mode |\n"
        "| 5-3 | WF1-3 | R | 000b | Warning flags of channels 1 to 3 |\n"
        "| 2-0 | MODE3-1 | R/W | 111b | Operating mode |\n"
    )
    regs = _regs(_map(markdown)[0])
    # a descending dash range is the field's bits; an ascending one names three flags
    assert _fields(regs[0x00]) == {"AVG": (11, 9), "WF1-3": (5, 3), "MODE": (2, 0)}


def test_a_reset_rule_naming_the_bits_set_and_fixed_zero_cells() -> None:
    markdown = (
        "# Registers\n\n| Address | Register name | Bit 7 | Bit 6 | Bit 5 | Bit 4 | Bit 3 | Bit 2 "
        "| Bit 1 | Bit 0 |\n|---|---|---|---|---|---|---|---|---|---|\n"
        "| 00H | control/status 1 | TEST1 | 0 | STOP | 0 | TESTC | 0 | 0 | 0 |\n"
        "| 0DH | CLKOUT control | FE | x | x | x | x | x | FD1 | FD0 |\n"
        "| 0EH | timer control | TE | x | x | x | x | x | TD1 | TD0 |\n\n"
        "## 8.4 Reset\n\nIn the reset state all registers, including the address pointer, are "
        "cleared with the exception of bits FE, TD1, TD0 and TESTC which are set to logic 1.\n"
    )
    regs = _regs(_map(markdown)[0])
    assert _fields(regs[0x00]) == {"TEST1": (7, 7), "STOP": (5, 5), "TESTC": (3, 3)}
    assert [regs[a].reset_value for a in (0x00, 0x0D, 0x0E)] == [0x08, 0x80, 0x03]


def test_one_cell_over_every_bit_naming_the_register_and_its_field() -> None:
    markdown = (
        "# Register map\n\n**Table 13. Register Map**\n\n| Addr. | 7 | 6 | 5 | 4 | 3 | 2 | 1 | 0 "
        "| Access |\n|---|---|---|---|---|---|---|---|---|---|\n"
        "| 00H" + " | Data Output X LSB Register XOUT[7:0]" * 8 + " | Read only |\n"
        "| 09H | OSR[1:0] | OSR[1:0] | RNG[1:0] | RNG[1:0] | ODR[1:0] | ODR[1:0] | MODE[1:0] "
        "| MODE[1:0] | Read/Write |\n"
    )
    regs = _regs(_map(markdown)[0])
    assert regs[0x00].name == "Data Output X LSB Register"
    assert _fields(regs[0x00]) == {"XOUT": (7, 0)}
    assert regs[0x09].name == "REG_0x09" and _fields(regs[0x09])["OSR"] == (7, 6)


def test_a_bit_column_of_register_widths_sizes_the_registers() -> None:
    markdown = (
        "# Register map\n\n| Address | Register name | Bit | Type | Reset value | Function |\n"
        "|---|---|---|---|---|---|\n| 0x00 | CHIP_ID | 16 | R | 0x0811 | Device identification |\n"
        "| 0x02 | ID_VER | 8 | R | 0x03 | Revision number |\n"
        "| 0x03 | SYS_CTRL1 | 8 | R/W | 0x00 | Reset control |\n"
        "| 0x4D | TSC_DATA_XYZ | 32 | R | 0x00000000 | Touch data |\n"
    )
    regs = _regs(_map(markdown)[0])
    assert {a: (r.name, r.size) for a, r in regs.items()} == {
        0x00: ("CHIP_ID", 16),
        0x02: ("ID_VER", 8),
        0x03: ("SYS_CTRL1", 8),
        0x4D: ("TSC_DATA_XYZ", 32),
    }
    assert all(r.fields == () for r in regs.values())  # a width is no field at bit 16
    assert regs[0x00].reset_value == 0x0811


def test_focaltech_bits_before_field_names_and_a_bit_address_column() -> None:
    markdown = (
        "# Register map\n\n| Address | Name | Default Value | Bit7 | Bit6 | Bit5 | Bit4 | Bit3 "
        "| Bit2 | Bit1 | Bit0 | Host Access |\n|---|---|---|---|---|---|---|---|---|---|---|---|\n"
        "| 0x00 | DEV_MODE | 0x00 |  | [2:0]Device Mode | [2:0]Device Mode | [2:0]Device Mode "
        "|  |  |  |  | R/W |\n"
        "| 0x03 | P1_XH | 0xFF | [7:6]1st Event Flag | [7:6]1st Event Flag |  |  "
        "| [3:0] Touch X Position[11:8] | [3:0] Touch X Position[11:8] "
        "| [3:0] Touch X Position[11:8] | [3:0] Touch X Position[11:8] | R |\n\n"
        "### 3.1.1 DEVICE_MODE\n\n| Address | Bit Address | Register Name | Description |\n"
        "|---|---|---|---|\n| 0x00 | 6:4 | [2:0]Device Mode | 000b WORKING Mode |\n"
    )
    device, _warnings = _map(markdown)
    assert device is not None and len(device.peripherals) == 1  # the field table is no bank
    regs = _regs(device)
    assert regs[0x00].name == "DEV_MODE" and _fields(regs[0x00]) == {"Device Mode": (6, 4)}
    assert _fields(regs[0x03]) == {"1st Event Flag": (7, 6), "Touch X Position[11:8]": (3, 0)}


TI_AIC23B_LAYOUT = """# Registers

| ADDRESS | REGISTER |
|---|---|
| 0000000 | Left line input channel volume control |
| 0000100 | Analog audio path control |
| 0001111 | Reset register |

Analog audio path control (Address: 0000100)

| BIT | D8 | D7 | D6 | D5 | D4 | D3 | D2 | D1 | D0 |
|---|---|---|---|---|---|---|---|---|---|
| Function | STA2 | STA1 | STA0 | STE | DAC | BYP | INSEL | MICM | MICB |
| Default | 0 | 0 | 0 | 0 | 0 | 1 | 0 | 1 | 0 |
"""


def test_seven_binary_digit_addresses_and_a_nine_bit_function_grid() -> None:
    regs = _regs(_map(TI_AIC23B_LAYOUT)[0])
    assert set(regs) == {0x00, 0x04, 0x0F}  # 0000100 is 4, not one hundred
    aapc = regs[0x04]
    assert aapc.size == 9 and aapc.reset_value == 0b000001010
    assert _fields(aapc)["STA"] == (8, 6) and _fields(aapc)["MICB"] == (0, 0)


def test_a_description_column_of_names_beside_a_register_number_column() -> None:
    markdown = (
        "# Registers\n\nTable 6: Register Map\n\n| REGISTER # (HEX) | DESCRIPTION | DATA FORMAT "
        "(BINARY) | DEFAULT VALUE (HEX) |\n|---|---|---|---|\n"
        "| 0x00/0xFF | Chip Version | 1000 0010 0011 0010 | 0x8232 |\n"
        "| 0x01 | Row Start | 0000 000d dddd dddd | 0x000A |\n"
        "| 0x02 | Column Start | 0000 00dd dddd dddd | 0x0016 |\n"
    )
    regs = _regs(_map(markdown)[0])
    assert {a: (r.name, r.reset_value) for a, r in regs.items()} == {
        0x00: ("Chip Version", 0x8232),
        0x01: ("Row Start", 0x000A),
        0x02: ("Column Start", 0x0016),
    }
    # a memory map's regions beside plain addresses are no registers
    memory = (
        "# Memory map of the registers\n\n| Address | Description |\n|---|---|\n"
        "| 0x0000 | System RAM |\n| 0x1800 | User RAM |\n| 0x4000 | ROM 32k |\n"
    )
    assert _map(memory)[0] is None


def test_bit_number_and_bit_name_columns() -> None:
    markdown = (
        "# Registers\n\n| Address | Register Name | Default |\n|---|---|---|\n"
        "| 00h | Vendor ID LSB | 24h |\n| 06h | Configuration Data Byte 1 | 9Bh |\n\n"
        "### 5.1.1 REGISTER 00H: VENDOR ID (LSB)\n\n"
        "| Bit Number | Bit Name | Description |\n|---|---|---|\n"
        "| 7:0 | VID_LSB | Least Significant Byte of the Vendor ID |\n\n"
        "### 5.1.7 REGISTER 06H: CONFIGURATION DATA BYTE 1\n\n"
        "| Bit Number | Bit Name | Description |\n|---|---|---|\n"
        "| 7 | SELF_BUS_PWR | Self or Bus Power |\n| 6 | Reserved | Reserved |\n"
        "| 5 | HS_DISABLE | High Speed Disable |\n"
    )
    regs = _regs(_map(markdown)[0])
    assert _fields(regs[0x00]) == {"VID_LSB": (7, 0)}
    assert _fields(regs[0x06]) == {"SELF_BUS_PWR": (7, 7), "HS_DISABLE": (5, 5)}


def test_a_bit_header_over_a_line_of_bit_numbers_and_bcd_digit_labels() -> None:
    markdown = (
        "# Register map\n\n| ADDR. | SECTION | REG NAME | BIT | BIT | BIT | BIT | BIT | BIT | BIT "
        "| BIT | RANGE | DEFAULT |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|\n"
        "| ADDR. | SECTION | REG NAME | 7 | 6 | 5 | 4 | 3 | 2 | 1 | 0 | RANGE | DEFAULT |\n"
        "| 00h | RTC | SC | 0 | SC22 | SC21 | SC20 | SC13 | SC12 | SC11 | SC10 | 0 to 59 | 00h |\n"
        "| 02h | RTC | HR | MIL | 0 | HR21 | HR20 | HR13 | HR12 | HR11 | HR10 | 0 to 23 | 00h |\n"
    )
    regs = _regs(_map(markdown)[0])
    assert regs[0x00].name == "SC" and regs[0x02].name == "HR"  # no field named SC at bit 0
    assert _fields(regs[0x02])["MIL"] == (7, 7)
    # digit-then-bit labels number no one value: they stay bit by bit
    assert _fields(regs[0x00])["SC22"] == (6, 6) and _fields(regs[0x00])["SC10"] == (0, 0)


ST_BOX_LAYOUT = (
    "# Registers\n\nTable 12. System registers map\n\n"
    "| Address | Register name | Bit | Type | Reset | Function |\n|---|---|---|---|---|---|\n"
    "| 0x03 | SYS_CTRL1 | 8 | R/W | 0x00 | Reset control |\n"
    "| 0x0C | GPIO_EN | 8 | R/W | 0x00 | GPIO interrupt enable register |\n"
    "| 0x30 | ADC_DATA_CH0 | 16 | R | 0x0000 | ADC channel 0 |\n"
    "| 0x32 | ADC_DATA_CH1 | 16 | R | 0x0000 | ADC channel 1 |\n\n"
    "### SYS_CTRL1 Reset control\n\n7 6 5 4 3 2 1 0\n\nRESERVED SOFT_RESET HIBERNATE\n\n"
    "Address: 0x03\n\nType: R/W\n\nReset: 0x00\n\n"
    "[7:2] RESERVED\n\n[1] SOFT_RESET: Reset the device using the serial interface\n\n"
    "[0] HIBERNATE: Force the device into hibernation mode.\n\n"
    # the box's heading names no register of the map: its Address line does
    "## GPIO_IRQ_MASK\n\nAddress: 0x0C\n\n"
    "[7:0] IEG[x]: Interrupt enable GPIO mask (where x = 7 to 0)\n\n"
    # a placeholder index names the registers it stands for
    "## ADC_DATA_CHn\n\nAddress: Add address\n\n[11:0] DATA[11:0]: ADC channel data\n\n"
    "### TSC_CFG Touch screen controller configuration\n\n"
    "[5:3] TOUCH_DET_DELAY_2/1/0: Touch detect delay\n\n"
)


def test_st_register_boxes_list_fields_under_bracketed_bits() -> None:
    regs = _regs(_map(ST_BOX_LAYOUT)[0])
    assert _fields(regs[0x03]) == {"SOFT_RESET": (1, 1), "HIBERNATE": (0, 0)}
    assert _fields(regs[0x0C]) == {"IEG": (7, 0)}
    assert _fields(regs[0x30]) == {"DATA": (11, 0)} == _fields(regs[0x32])


def test_a_box_address_line_needs_a_marked_number() -> None:
    markdown = ST_BOX_LAYOUT.replace("Address: 0x0C", "Address: 12")
    assert _fields(_regs(_map(markdown)[0])[0x0C]) == {}  # 12 could be hex or decimal


def test_a_two_bit_field_named_by_both_its_bits() -> None:
    markdown = (
        "# Registers\n\n| Address | Register name | Bit 7 | Bit 6 | Bit 5 | Bit 4 | Bit 3 | Bit 2 "
        "| Bit 1 | Bit 0 |\n|---|---|---|---|---|---|---|---|---|---|\n"
        "| 0EH | timer control | TE | x | x | x | x | x | TD1 | TD0 |\n\n"
        "Table 24: Timer control (address 0EH) bits description\n\n"
        "| Bit | Symbol | Value | Description |\n|---|---|---|---|\n"
        "| 7 | TE | 0 | timer is disabled |\n"
        "| 1 to 0 | TD1 and TD0 |  | timer source clock frequency select |\n"
    )
    fields = _fields(_regs(_map(markdown)[0])[0x0E])
    assert fields["TD"] == (1, 0) and "TD1 and TD0" not in fields


BOSCH_ARRAY_LAYOUT = (
    "# Memory map\n\n**Table 20: Memory map**\n\n"
    "| Register name | I2C | SPI | SPI | Bit 7 | Bit 6 | Bit 5 | Bit 4 | Bit 3 | Bit2 | Bit 1 "
    "| Bit 0 | Reset state |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|\n"
    "| Register name |  |  |  | Bit 7 | Bit 6 | Bit 5 | Bit 4 | Bit 3 | Bit2 | Bit 1 | Bit 0 "
    "| Reset state |\n"
    "| Register name | Adr | Adr | Pg | Bit 7 | Bit 6 | Bit 5 | Bit 4 | Bit 3 | Bit2 | Bit 1 "
    "| Bit 0 | Reset state |\n"
    "| Reset | E0h | 60h | 0 | reset<7:0> | reset<7:0> | reset<7:0> | reset<7:0> | reset<7:0> "
    "| reset<7:0> | reset<7:0> | reset<7:0> | 00h |\n"
    "| Ctrl_gas_0 | 70h | 70h | 1 |  |  |  |  | heat_off |  |  |  | 00h |\n"
    "| Gas_wait_x | 6Dh…64h | 6Dh…64h | 1 |"
    + " gas_wait_9<7:0> downto gas_wait_0<7:0> |" * 8
    + " 00h |\n"
)


def test_a_map_with_i2c_and_spi_address_columns_and_register_arrays() -> None:
    regs = _regs(_map(BOSCH_ARRAY_LAYOUT)[0])
    # the first address column (I2C) places the registers; the SPI one is not read
    assert regs[0xE0].name == "Reset" and 0x60 not in regs
    assert _fields(regs[0x70]) == {"heat_off": (3, 3)}
    # one row for ten registers, element 0 at the lowest address
    assert [regs[a].name for a in range(0x64, 0x6E)] == [f"Gas_wait_{k}" for k in range(10)]
    assert _fields(regs[0x64]) == {"gas_wait_0": (7, 0)}
    assert _fields(regs[0x6D]) == {"gas_wait_9": (7, 0)} and regs[0x6D].reset_value == 0


REALTEK_SECTIONS = (
    "# 8. Mixer Registers List\n\n## 8.1. Reg-00h: Reset\n\nDefault: 59B4h\n\n"
    "| Name | Bits | Read/Write | Reset State | Description |\n|---|---|---|---|---|\n"
    "| Reserved | 15 | R | 0'h | Reserved |\n| REG-00_b9 | 9 | R | 0'h | No 20-bit ADC |\n\n"
    "## 8.2. Reg-02h: Speaker Output Volume\n\nDefault: 8080h\n\n"
    "**Table 14. Reg-02h: Speaker Output Volume**\n\n"
    "| Name | Bits | Read/Write | Reset State | Description |\n|---|---|---|---|---|\n"
    "| sp_l_mute | 15 | RW | 1'h | Mute SPK Left |\n| sp_l_vol | 12:8 | RW | 0'h | Volume |\n\n"
    "## 8.3. Reg-08h: AUXIN Volume\n\nDefault: E808h\n\n"
    "| Name | Bits | Read/Write | Reset State | Description |\n|---|---|---|---|---|\n"
    "| auxi2hp_mute | 15 | RW | 1'h | Mute |\n\n"
    # a heading with an address printed with an unusual digit count is a misprint
    "## 8.4. Reg-36Ah: Stereo AD/DA Clock Control\n\nDefault: 2210h\n\n"
    # a second address space: its tables name no register of this one
    "## 8.5. Index-22h: Auto Volume Control Register 2\n\nDefault: 01FFh\n\n"
    "| Bit | Type | Function |\n|---|---|---|\n| 15:0 | RW | CNTMAXTH1. Sensitivity |\n"
)


def test_registers_defined_one_section_each() -> None:
    register_map, warnings = _map(REALTEK_SECTIONS)
    regs = _regs(register_map)
    assert set(regs) == {0x00, 0x02, 0x08}  # not 0x36A
    assert regs[0x02].name == "Speaker Output Volume" and regs[0x02].size == 16
    assert regs[0x08].reset_value == 0xE808 and regs[0x02].reset_value == 0x8080
    assert _fields(regs[0x02]) == {"sp_l_mute": (15, 15), "sp_l_vol": (12, 8)}
    assert _fields(regs[0x00]) == {"REG-00_b9": (9, 9)}
    # "Register 2" ends a name beside the hex address the heading states
    assert all(f.name != "CNTMAXTH1. Sensitivity" for r in regs.values() for f in r.fields)
    assert any("names no register" in w for w in warnings)


def test_two_register_sections_make_no_map() -> None:
    two = REALTEK_SECTIONS.split("## 8.3.")[0]
    assert _map(two)[0] is None


XPOWERS_LAYOUT = (
    "# 10. Registers\n\nGroup 1: Power Control\n\n"
    "| Address | Register Description | R/W | Default Value |\n|---|---|---|---|\n"
    "| 00 | Power status register | R |  |\n| 12 | DC-DC2/3 & LDO2/3/4&EXTEN control register "
    "| R/W | XXH |\n| 30 | VBUS-IPSOUT channel setting register | R/W | 60H |\n"
    "| 3A | APS low-power Level1setting register | R/W | 68H |\n\n"
    "Group4 ADC data\n\n| Address | Register Description | R/W |\n|---|---|---|\n"
    "| 56[7:0] | ACIN voltage ADC data high 8 bits | R |\n"
    "| 57[3:0] | ACIN voltage ADC data low 4 bits | R |\n"
    "| 5A[7:0] | VBUS voltage ADC data high 8 bits | R |\n"
)


def test_a_register_description_column_of_names_and_addresses_with_bit_slices() -> None:
    regs = _regs(_map(XPOWERS_LAYOUT)[0])
    assert regs[0x30].name == "VBUS-IPSOUT channel setting register"
    assert regs[0x30].reset_value == 0x60 and regs[0x12].reset_value is None
    assert {0x56, 0x57, 0x5A} <= set(regs) and 56 not in regs  # hex, as 5A shows
    assert regs[0x57].name == "ACIN voltage ADC data low 4 bits"


def test_a_continuation_with_merged_bit_cells_and_an_access_cell() -> None:
    markdown = (
        "# 3.1 Working Mode Register Map\n\n"
        "| Address | Name | Default Value | Bit7 | Bit6 | Bit5 | Bit4 | Bit3 | Bit2 | Bit1 | Bit0 "
        "| Host Access |\n|---|---|---|---|---|---|---|---|---|---|---|---|\n"
        "| 0x91 | RADIAN_VALUE | 0x0A | [7:0] Minimum allowed angle | 〃 | 〃 | 〃 | 〃 | 〃 | 〃 "
        "| 〃 | R/W |\n\n"
        # the next page: the bit columns merged into one cell, the first line a row
        "| 0x93 | OFFSET_UP_DOWN | 0x19 | [7:0] Maximum offset | R/W |\n|---|---|---|---|---|\n"
        "| 0xA3 | CIPHER | 0x06 | [7:0] Chip Selecting | R |\n"
    )
    regs = _regs(_map(markdown)[0])
    assert {a: (r.name, r.reset_value) for a, r in regs.items()} == {
        0x91: ("RADIAN_VALUE", 0x0A),
        0x93: ("OFFSET_UP_DOWN", 0x19),
        0xA3: ("CIPHER", 0x06),
    }


WOLFSON_MAP = (
    "# REGISTER MAP\n\n| REGISTER | remarks | Bit[8] | Bit[7] | Bit[6] | Bit[5] | Bit[4] | Bit[3] "
    "| Bit[2] | Bit[1] | Bit[0] | default |\n|---|---|---|---|---|---|---|---|---|---|---|---|\n"
    "| R0 (00h) | Left Input volume | IPVU | LINMUTE | LIZC | LINVOL[5:0] | LINVOL[5:0] "
    "| LINVOL[5:0] | LINVOL[5:0] | LINVOL[5:0] | LINVOL[5:0] | 0_1001_0111 |\n"
    "| R5 (05h) | ADC & DAC Control (CTR1) | 0 | DACDIV2 | ADCPOL[1:0] | ADCPOL[1:0] | 0 | DACMU "
    "| DEEMPH[1:0] | DEEMPH[1:0] | ADCHPD | 0_0000_1000 |\n"
    "| R17 (11h) | ALC1 | ALCSEL[1:0] | ALCSEL[1:0] | MAXGAIN[2:0] | MAXGAIN[2:0] | MAXGAIN[2:0] "
    "| ALCL[3:0] | ALCL[3:0] | ALCL[3:0] | ALCL[3:0] | 0_0111_1011 |\n\n"
    "# REGISTER BITS BY ADDRESS\n\n"
    "| REGISTER ADDRESS | BIT | LABEL | DEFAULT | DESCRIPTION |\n|---|---|---|---|---|\n"
    "| R12 (0Ch) | 8:0 |  | 000000000 | Reserved |\n"
    "| R17 (11h) ALC (1) | 6:4 | MAXGAIN[2:0] | 111 | Set Maximum Gain of PGA |\n"
)


def test_a_register_column_of_addresses_remarks_names_and_grouped_binary_defaults() -> None:
    regs = _regs(_map(WOLFSON_MAP)[0])
    assert set(regs) == {0x00, 0x05, 0x11}  # no register for the reserved R12 row
    assert regs[0x00].name == "Left Input volume" and regs[0x00].reset_value == 0x097
    assert regs[0x11].reset_value == 0x07B and regs[0x11].size == 9
    assert _fields(regs[0x00]) == {
        "IPVU": (8, 8),
        "LINMUTE": (7, 7),
        "LIZC": (6, 6),
        "LINVOL": (5, 0),
    }


NOVATEK_LAYOUT = (
    "## 14.2. SOC Control Registers (0x3200)\n\n"
    "| Address | Register Name | Bits | R/W | Reset Value | Descriptions |\n"
    "|---|---|---|---|---|---|\n"
    "| 0x3200 | Mode_Control_0 | 5:0 | R/W | 0x10 |  |\n"
    "|  | LSC_En | 5 | R/W | 0 | Lens shading correction enable |\n"
    "|  | Gamma_En | 4 | R/W | 1 | Gamma correction enable |\n"
    "| 0x3201 | Mode_Control_1 | 6:0 | R/W | 0x0F |  |\n"
    "|  | AE_En | 5 | R/W | 0 | Auto-exposure enable |\n"
)


def test_register_rows_above_their_field_rows_under_one_register_name_column() -> None:
    regs = _regs(_map(NOVATEK_LAYOUT)[0])
    assert {a: (r.name, r.reset_value) for a, r in regs.items()} == {
        0x3200: ("Mode_Control_0", 0x10),
        0x3201: ("Mode_Control_1", 0x0F),
    }
    assert _fields(regs[0x3200]) == {"LSC_En": (5, 5), "Gamma_En": (4, 4)}
    # every row addressed (AMS): the rows are fields, the column names them
    ams = (
        "# Registers\n\n| Address | Register Name | Bit | Type | Default Value | Description |\n"
        "|---|---|---|---|---|---|\n| 0x00 | AFE_GB | [5:1] | R/W | 10010 | AFE Gain Boost |\n"
        "| 0x00 | PWD | [0] | R/W | 0 | Power-down |\n"
        "| 0x01 | WDTH | [3:0] | R/W | 0010 | Watchdog |\n"
    )
    assert _fields(_regs(_map(ams)[0])[0x00]) == {"AFE_GB": (5, 1), "PWD": (0, 0)}


def test_rows_stacked_in_one_cell_each_are_split() -> None:
    markdown = (
        "## 14.1. Sensor Control Registers (0x3000)\n\n"
        "| Address | Register Name | Bits | R/W | Reset Value | Descriptions |\n"
        "|---|---|---|---|---|---|\n"
        "|  |  |  |  |  | Chip_Version [15:0] |\n"
        "| 0x3000 0x3001 | Chip_Version_H Chip_Version_L | 7:0 7:0 | R R | 0x14 0x10 "
        "| bit [15:4] is chip number |\n"
        "| 0x3014 | DGain_R | 1:0 | R/W | 0x00 | Digital gain |\n"
        # a two-word name beside two addresses is no pair of registers
        "| 0x3020 0x3021 | Test Mode | 7:0 | R/W | 0x00 | Test |\n"
    )
    regs = _regs(_map(markdown)[0])
    assert {a: (r.name, r.reset_value) for a, r in regs.items() if a != 0x3020} == {
        0x3000: ("Chip_Version_H", 0x14),
        0x3001: ("Chip_Version_L", 0x10),
        0x3014: ("DGain_R", 0x00),
    }
    assert 0x3021 not in regs


def test_map_rows_the_pdf_set_outside_their_table() -> None:
    markdown = (
        "## 14.1. Sensor Control Registers (0x3000)\n\n"
        "| Address | Register Name | Bits | R/W | Reset Value | Descriptions |\n"
        "|---|---|---|---|---|---|\n|  |  |  |  |  | Chip_Version [15:0] |\n"
        "| 0x3021 | Reset_Register | 7:0 | R/W | 0x60 |  |\n\n"
        "0x3022 Read_Mode_0 7:0 R/W 0x24\n\n"
        "Y_Even_Inc 7:5 R/W 1 Increment applied to even addresses\n\n"
        "Flip_Vertical 0 R/W 0 Vertical flip 0: Normal readout 1: Flip readout\n\n"
        # the table goes on after the lost rows
        "| 0x3023 | Read_Mode_1 | 7:0 | R/W | 0x24 |  |\n|---|---|---|---|---|---|\n\n"
        "Some prose about the sensor.\n\n"
        # far from every register of the map: a mention, not a row
        "0x5000 Other_Thing 7:0 R/W 0x00\n"
    )
    regs = _regs(_map(markdown)[0])
    assert {a: (r.name, r.reset_value) for a, r in regs.items()} == {
        0x3021: ("Reset_Register", 0x60),
        0x3022: ("Read_Mode_0", 0x24),
        0x3023: ("Read_Mode_1", 0x24),
    }
    assert _fields(regs[0x3022]) == {"Y_Even_Inc": (7, 5), "Flip_Vertical": (0, 0)}


def test_register_rows_over_field_rows_continued_in_pieces() -> None:
    # Novatek: the table breaks at every page and at rows set outside it; its pieces go
    # on with a field row, stacked register rows or after the lost rows
    markdown = (
        "## 14.1. Sensor Control Registers (0x3000)\n\n"
        "| Address | Register Name | Bits | R/W | Reset Value | Descriptions |\n"
        "|---|---|---|---|---|---|\n"
        "| 0x3022 | Read_Mode_0 | 7:0 | R/W | 0x24 |  |\n"
        "|  | Y_Even_Inc | 7:5 | R/W | 1 | Increment |\n\n"
        "|  | Flip_Vertical | 0 | R/W | 0 | Vertical flip |\n|---|---|---|---|---|---|\n"
        # the address cell merged down over the register's field rows
        "| 0x3041 | Calibration_Control_1 | 4:0 | R/W | 0x00 |  |\n"
        "| 0x3041 | BLC_Sampled_Pixel | 3:2 | R/W | 0 | Pixels sampled |\n"
        "| 0x3041 | DBLC_En | 1 | R/W | 0 | Digital calibration |\n\n"
        "| 0x3044 0x3045 | ABLC_Ofs_R_H ABLC_Ofs_R_L | 1:0 7:0 | R/W R/W | 0x02 0x00 | x |\n"
        "|---|---|---|---|---|---|\n"
        "| 0x3064 | - | - | - | - | Reserved |\n\n"
        "0x3065 - - - - Reserved\n\n"
        "| 0x3066 | - | - | - | - | Reserved |\n|---|---|---|---|---|---|\n"
        "| 0x3068 | Pad_Config_Serial_IO | 7:0 | R/W | 0x00 |  |\n"
        "|  | Sio_Odrv | 1:0 | R/W | 0 | Output driving |\n\n"
        "0x3401 Quant_Factor 7:0 R/W 0x4E\n\n"
        "JPEG quantization quality scaling factor.\n\n"
        "| 0x3402 | Num_MCU_H | 4:0 | R | 0x00 | Total MCU count |\n|---|---|---|---|---|---|\n"
        "| 0x340F | - | 7:0 | R | 0x00 | Reserved |\n"
    )
    regs = _regs(_map(markdown)[0])
    assert {a: (r.name, r.reset_value) for a, r in regs.items()} == {
        0x3022: ("Read_Mode_0", 0x24),
        0x3041: ("Calibration_Control_1", 0x00),
        0x3044: ("ABLC_Ofs_R_H", 0x02),
        0x3045: ("ABLC_Ofs_R_L", 0x00),
        0x3068: ("Pad_Config_Serial_IO", 0x00),
        0x3401: ("Quant_Factor", 0x4E),
        0x3402: ("Num_MCU_H", 0x00),
    }
    assert _fields(regs[0x3022]) == {"Y_Even_Inc": (7, 5), "Flip_Vertical": (0, 0)}
    assert _fields(regs[0x3041]) == {"BLC_Sampled_Pixel": (3, 2), "DBLC_En": (1, 1)}
    assert _fields(regs[0x3068]) == {"Sio_Odrv": (1, 0)}


def test_a_bit_row_captioned_with_another_registers_name_goes_to_its_heading() -> None:
    # ST copied "Table 28. CTRL_REG1 register" into the CTRL_REG3 section
    markdown = (
        "## 7 Register mapping\n\n"
        "| Name | Type | Hex | Default |\n|---|---|---|---|\n"
        "| CTRL_REG1 | rw | 20 | 00000111 |\n| CTRL_REG3 | rw | 22 | 00000000 |\n\n"
        "## 7.2 CTRL_REG1 (20h)\n\nTable 22. CTRL_REG1 register\n\n"
        "| DR1 | DR0 | BW1 | BW0 | PD | Zen | Yen | Xen |\n|---|---|---|---|---|---|---|---|\n\n"
        "## 7.4 CTRL_REG3 (22h)\n\nTable 28. CTRL_REG1 register\n\n"
        "| I1_Int1 | I1_Boot | H_Lactive | PP_OD | I2_DRDY | I2_WTM | I2_ORun | I2_Empty |\n"
        "|---|---|---|---|---|---|---|---|\n"
    )
    regs = _regs(_map(markdown)[0])
    assert _fields(regs[0x20])["PD"] == (3, 3) and "I1_Int1" not in _fields(regs[0x20])
    assert _fields(regs[0x22])["I1_Int1"] == (7, 7)
    assert _fields(regs[0x22])["I2_Empty"] == (0, 0)


def test_a_named_register_described_as_reserved_is_a_register() -> None:
    markdown = (
        "## Register Set\n\n| Address (Hex) | Register Name | Default (Hex) | R/W | Description |\n"
        "|---|---|---|---|---|\n| 1E | MVFP | 01 | RW | Mirror/VFlip Enable |\n"
        "| 1F | LAEC | 00 | RW | Reserved |\n| 20 | RSVD | XX | - | Reserved |\n"
        # a range of factory registers with dashes: no register
        "| 21-2F | Factory | - | - | Reserved |\n"
    )
    regs = _regs(_map(markdown)[0])
    assert {a: (r.name, r.reset_value) for a, r in regs.items()} == {
        0x1E: ("MVFP", 0x01),
        0x1F: ("LAEC", 0x00),
    }


def test_a_row_whose_decimal_and_hex_addresses_disagree_is_left_out() -> None:
    markdown = (
        "## Register Overview\n\n| DEC | HEX | NAME | Default |\n|---|---|---|---|\n"
        "| 74 | 4A | Input Tie-Off | 000 |\n| 75 | 51 | Reserved Space | 000 |\n"
        "| 76 | 4C | Peak Detector Read | 000 |\n"
    )
    device, warnings = _map(markdown)
    assert sorted(_regs(device)) == [0x4A, 0x4C]
    assert any("75 (decimal) and 51 (hex) disagree" in w for w in warnings)


def test_a_map_and_its_reworded_register_sections_are_one_map() -> None:
    markdown = (
        "## 14 Details of Register Operation\n\n"
        "| Address | Register Name | R/W | Reset |\n|---|---|---|---|\n"
        "| 0x3E | Device Revision Number | R | 0x7F |\n"
        "| 0x46 | ALC Enhancement 1 | R/W | 0x00 |\n"
        "| 0x4F | Output Tie-Off Direct Manual Controls | R/W | 0x00 |\n\n"
        "## 15 Register Overview\n\n| Address | Register Name | Reset |\n|---|---|---|\n"
        "| 0x3E | Device Revision # | 0x7F |\n| 0x46 | ALC Enhancements | 0x00 |\n"
        "| 0x4F | Output tie-off control | 0x00 |\n"
    )
    device, _ = _map(markdown)
    assert device is not None and len(device.peripherals) == 1


def test_a_common_reset_in_prose_goes_to_the_map_holding_the_listed_registers() -> None:
    markdown = (
        "## 3 Register Map\n\n| Addr (Hex) | Register Name | Serial I/F |\n|---|---|---|\n"
        "| 6B | PWR_MGMT_1 | R/W |\n| 75 | WHO_AM_I | R |\n| 00 | SELF_TEST_X_GYRO | R/W |\n\n"
        "The reset value is 0x00 for all registers other than the registers below.\n\n"
        "Register 107 (0x01) Power Management 1 Register 117 (0x71) WHO_AM_I\n\n"
        "## 5 Magnetometer Register Map\n\n| Addr | Register Name | Reset |\n|---|---|---|\n"
        "| 00H | WIA | 0x48 |\n| 01H | INFO | - |\n"
    )
    device, _ = _map(markdown)
    assert device is not None and len(device.peripherals) == 2
    resets = {r.name: r.reset_value for p in device.peripherals for r in p.registers}
    assert resets == {
        "PWR_MGMT_1": 0x01,
        "WHO_AM_I": 0x71,
        "SELF_TEST_X_GYRO": 0x00,
        "WIA": 0x48,
        "INFO": None,
    }


def test_section_tables_and_the_appendix_map_are_one_map() -> None:
    # Nuvoton: each section's table (Addr | D8 .. D0 | Default) shows the fields it
    # concerns and names a register now and then; the appendix map, under a header
    # spanning two lines ("Register Address" over DEC | HEX, "Register Bits" over
    # D8 .. D0), names every register and field
    bits = " | ".join(f"D{n}" for n in range(8, -1, -1))
    markdown = (
        "## 8 Power Management\n\n"
        f"| Addr | {bits} | Default |\n|{'---|' * 11}\n"
        "| 0x01 | DCBUFEN | 0 | 0 | PLLEN | MICBIASEN | ABIASEN | IOBUFEN | REFIMP | REFIMP "
        "| 0x000 |\n"
        "| 0x0F | 0 | ADCGAIN | ADCGAIN | ADCGAIN | ADCGAIN | ADCGAIN | ADCGAIN | ADCGAIN "
        "| ADCGAIN | 0x0FF |\n\n"
        "## 8.2 ADC Volume\n\n"
        f"| Addr | Name | {bits} | Default |\n|{'---|' * 12}\n"
        "| 0x0F | ADCG | 0 | ADCGAIN | ADCGAIN | ADCGAIN | ADCGAIN | ADCGAIN | ADCGAIN "
        "| ADCGAIN | ADCGAIN | 0x0FF |\n\n"
        "## 14 Register Map\n\n"
        "| Register Address | Register Address | Register Names | "
        + " | ".join(["Register Bits"] * 9)
        + f" | Default |\n|{'---|' * 13}\n"
        f"| DEC | HEX | Register Names | {bits} | Default |\n"
        "| 1 | 01 | Power Management 1 | DCBUFEN | 0 | 0 | PLLEN | MICBIASEN | ABIASEN "
        "| IOBUFEN | REFIMP | REFIMP | 000 |\n"
        "| 3 | 03 | Power Management 3 | 0 | MOUTEN | NSPKEN | PSPKEN | BIASGEN | MOUTMXEN "
        "| SPKMXEN | 0 | DACEN | 000 |\n"
        "| 15 | 0F | ADC Volume | 0 | ADCGAIN | ADCGAIN | ADCGAIN | ADCGAIN | ADCGAIN "
        "| ADCGAIN | ADCGAIN | ADCGAIN | 0FF |\n"
        "| 60 | 3C | ADCOUT Drive | PCMTSEN | TRI | PCM8BIT | PUDOEN | PUDPE | PUDPS "
        "| LOUTR | PCMB | TSLOT | 000 |\n"
    )
    device, _ = _map(markdown)
    assert device is not None and len(device.peripherals) == 1
    regs = _regs(device)
    assert sorted(regs) == [0x01, 0x03, 0x0F, 0x3C]
    assert regs[0x01].name == "Power Management 1" and regs[0x03].name == "Power Management 3"
    assert _fields(regs[0x03])["BIASGEN"] == (4, 4)
    assert _fields(regs[0x0F]) == {"ADCGAIN": (7, 0)} and regs[0x0F].reset_value == 0xFF
    assert _fields(regs[0x3C])["TSLOT"] == (0, 0) and len(regs[0x3C].fields) == 9


def test_a_section_table_showing_some_fields_gains_the_maps_others() -> None:
    bits = bit_cells(7)
    markdown = (
        "## 6 Clock registers\n\n"
        f"| Addr | {bits} | Default |\n|{'---|' * 10}\n"
        "| 0x05 | 0 | 0 | CMB8 | 0 | 0 | 0 | 0 | 0 | 0x00 |\n"
        "| 0x07 | 0 | 0 | 0 | 0 | SMPLR | SMPLR | SMPLR | SCLKEN | 0x00 |\n\n"
        "## 9 Register Map\n\n"
        f"| Addr | Name | {bits} | Default |\n|{'---|' * 11}\n"
        "| 0x05 | Companding | 0 | 0 | CMB8 | DACCM | DACCM | ADCCM | ADCCM | ADDAP | 0x00 |\n"
    )
    device, _ = _map(markdown)
    assert _fields(_regs(device)[0x05]) == {
        "CMB8": (5, 5),
        "DACCM": (4, 3),
        "ADCCM": (2, 1),
        "ADDAP": (0, 0),
    }


def test_each_modes_register_tables_go_to_the_map_read_before_them() -> None:
    bits = bit_cells(7)
    markdown = (
        "## Host registers\n\n**Table 1. Host Mode Registers**\n\n"
        "| Register Name | Address |\n|---|---|\n"
        "| USB-A Host Control Register | 00h |\n| USB-A Host Base Address | 01h |\n"
        "| USB-B Host Control Register | 08h |\n| Memory Buffer | 10h-FFh |\n\n"
        "**Table 3. USB-A/USB-B Host Control Register Definition [Address 00h, 08h]**\n\n"
        f"| {bits} |\n|{'---|' * 8}\n"
        "| Preamble | Data Toggle | SyncSOF | ISO | Reserved | Direction | Enable | Arm |\n\n"
        "## Slave registers\n\n**Table 19. Slave Mode Registers**\n\n"
        "| Register Name | Address |\n|---|---|\n"
        "| EP0ACTL | 00h |\n| EP0AADDR | 01h |\n| EP0BCTL | 08h |\n\n"
        "**Table 22. Endpoint Control Register [Address 00h]**\n\n"
        f"| {bits} |\n|{'---|' * 8}\n"
        "| Reserved | Sequence | Send STALL | ISO | Next Data Set | Direction | Enable | Arm |\n"
    )
    device, _ = _map(markdown)
    host, slave = _regs(device, 0), _regs(device, 1)
    assert sorted(host) == [0x00, 0x01, 0x08]  # the memory buffer is no register
    for address in (0x00, 0x08):
        assert _fields(host[address])["Preamble"] == (7, 7)
    assert _fields(slave[0x00])["Send STALL"] == (5, 5) and "Preamble" not in _fields(slave[0])


def test_memory_with_a_reset_value_stays_a_register() -> None:
    markdown = (
        "## Register map\n\n| Address | Register Name | Type | Reset Value |\n|---|---|---|---|\n"
        "| 0x00 - 0x7F | RAM | R/W | 0x00 |\n| 0x80 | ENABLE | R/W | 0x00 |\n"
    )
    assert sorted(_regs(_map(markdown)[0])) == [0x00, 0x80]


def test_register_headings_in_brackets_label_lines_and_instance_templates() -> None:
    # WIZnet: each register's heading states access, addresses and reset in brackets
    # (an array's as base + stride x n); its bit tables sit under "IR(15:8)/IR0(7:0)"
    # labels, a socket register's under its template name Sn_IR
    rows = "".join(
        f"| 0x{0x200 + 0x40 * n:03X} | S{n}_IR | SOCKET{n} Interrupt Register |\n"
        f"| 0x{0x204 + 0x40 * n:03X} | S{n}_PORTR | SOCKET{n} Source Port Register |\n"
        for n in range(2)
    )
    markdown = (
        "## 3 Register map\n\n| Address offset | Symbol | Description |\n|---|---|---|\n"
        "| 0x002 | IR | Interrupt Register |\n| 0x01C | RTR | Retransmission Timeout |\n"
        "| 0x01E | RCR | Retransmission Retry-count |\n" + rows + "\n"
        "## 4 Register descriptions\n\n"
        "IR (Interrupt Register) [R/W] [0x08002/0x002] [0x0000]\n\n"
        "IR(15:8)/IR0(7:0)\n\n| Bit | Symbol | Description |\n|---|---|---|\n"
        "| 15 | IPCF | IP Conflict |\n| 14 | DPUR | Destination unreachable |\n\n"
        "RTR (Retransmission Timeout-period Register) [R/W] [0x0801C/0x01C] [0x07D0]\n\n"
        "RCR (Retransmission Retry-Count Register) [R/W] [0x0801E/0x01E] [0x--08]\n\n"
        "Sn_IR (SOCKETn Interrupt Register) [R/W] [0x08206+0x40n/0x206+0x40n] [0x0000]\n\n"
        "Sn_IR(7:0)/Sn_IR1(7:0)\n\n| Bit | Symbol | Description |\n|---|---|---|\n"
        "| 1 | DISCON | Disconnected |\n| 0 | CON | Connected |\n\n"
        "Sn_PORTR(SOCKETn Source Port Register)[R/W]\n\n"
        "[0x08204+0x40n/0x204+0x40n] [0x1234]\n"
    )
    device, _ = _map(markdown)
    regs = _regs(device)
    assert _fields(regs[0x002]) == {"IPCF": (15, 15), "DPUR": (14, 14)}
    assert regs[0x002].reset_value == 0 and regs[0x01C].reset_value == 0x07D0
    assert regs[0x01C].size == 16
    # a reserved byte's reset is not stated: the rest is, under a mask
    assert (regs[0x01E].reset_value, regs[0x01E].reset_mask, regs[0x01E].size) == (8, 0xFF, 16)
    assert regs[0x01C].reset_mask is None and regs[0x002].reset_mask is None
    assert regs[0x204].reset_value == 0x1234 and regs[0x244].reset_value == 0x1234
    for address in (0x200, 0x240):
        assert _fields(regs[address]) == {"DISCON": (1, 1), "CON": (0, 0)}
    # the address the heading states for the n-th instance must be the register's own
    assert regs[0x200].reset_value is None and regs[0x240].reset_value is None


def test_a_multi_word_registers_later_words_take_their_part_of_its_reset() -> None:
    markdown = (
        "## 3 Register map\n\n| Address offset | Symbol | Description |\n|---|---|---|\n"
        "| 0x008 | SHAR | Source Hardware Address |\n| 0x00A | SHAR2 | Source Hardware Address |\n"
        "| 0x00C | SHAR4 | Source Hardware Address |\n| 0x018 | SIPR | Source IP Address |\n"
        "| 0x01A | SIPR2 | Source IP Address |\n| 0x024 | TX_FSR | TX Free Size |\n"
        "| 0x026 | TX_FSR2 | TX Free Size |\n\n## 4 Registers\n\n"
        "SHAR (Source Hardware Address Register) [R/W] [0x08008/0x008] [00.08.DC.01.02.03]\n\n"
        "SIPR (Source IP Address Register) [R/W] [0x08018/0x018] [0x00000000]\n\n"
        "TX_FSR (TX Free Size Register) [R] [0x08024/0x024] [0x00002000]\n"
    )
    regs = _regs(_map(markdown)[0])
    assert regs[0x008].reset_value == 0x0008DC010203
    assert regs[0x00A].reset_value == 0xDC01 and regs[0x00C].reset_value == 0x0203
    assert regs[0x01A].reset_value == 0  # zero in every byte order
    assert regs[0x024].reset_value == 0x2000 and regs[0x026].reset_value is None


def test_dashes_a_legend_says_read_as_zero_are_zero_bits() -> None:
    bits = bit_cells(7)
    table = (
        f"| Addr | Name | {bits} | Value on POR, BOD |\n|{'---|' * 11}\n"
        "| 95h | WPUA | — | — | WPUA5 | WPUA4 | — | WPUA2 | WPUA1 | WPUA0 | --11 -111 |\n"
        "| 96h | IOCA | — | — | IOCA5 | IOCA4 | IOCA3 | IOCA2 | IOCA1 | IOCA0 | --00 0000 |\n"
    )
    legend = "Legend: — = Unimplemented locations read as ‘0’, x = unknown\n"
    with_legend = _regs(_map(f"## SFR registers\n\n{table}\n{legend}")[0])
    assert with_legend[0x95].reset_value == 0x37 and with_legend[0x96].reset_value == 0x00
    assert with_legend[0x95].reset_mask is None
    without = _regs(_map(f"## SFR registers\n\n{table}")[0])
    # without the legend the dashes are bits the row does not state
    assert (without[0x95].reset_value, without[0x95].reset_mask) == (0x37, 0x37)
    assert without[0x96].reset_mask == 0x3F


def test_resets_with_undefined_bits_state_the_rest_under_a_mask() -> None:
    markdown = (
        "## Register map\n\n| Address | Name | Reset | Description |\n|---|---|---|---|\n"
        "| 0x10 | STATUS | xxxx 0000 | Status |\n| 0x11 | MODE | 0000 0xxx | Mode |\n"
        "| 0x12 | LEVEL | xxxxxxxx | Level |\n| 0x13 | DEV | 0x-5 | Device |\n\n"
        "### MODE (0x11)\n\n| Bit | Name | Description |\n|---|---|---|\n"
        "| 7:3 | GAIN | Gain |\n| 2:0 | SEL | Select |\n"
    )
    regs = _regs(_map(markdown)[0])
    assert (regs[0x10].reset_value, regs[0x10].reset_mask) == (0, 0x0F)
    assert (regs[0x11].reset_value, regs[0x11].reset_mask) == (0, 0xF8)
    assert regs[0x12].reset_value is None and regs[0x12].reset_mask is None  # none stated
    assert (regs[0x13].reset_value, regs[0x13].reset_mask) == (5, 0x0F)
    device = _map(markdown)[0]
    assert device is not None
    text = render_peripheral(device, device.peripherals[0])
    assert "0x00 (mask 0xF8)" in text and "0x05 (mask 0x0F)" in text


def test_a_register_set_per_instance_grid_unrolls() -> None:
    # Cypress: one row per register, one column per endpoint instance, an address in
    # each cell; register tables list every instance's address in their caption
    bits = bit_cells(7)
    markdown = (
        "## Endpoint registers\n\n**Table 19. Slave Mode Registers**\n\n"
        "| Register Name | Register addresses | Register addresses | Register addresses |\n"
        "|---|---|---|---|\n"
        "| Register Name | EP 0 – A | EP 0 - B | EP 1 – A |\n"
        "| EP Control Register | 00h | 08h | 10h |\n"
        "| EP Base Address Register | 01h | 09h | 11h |\n"
        "| SOF Low Register (read only) | 15h | Reserved | 1Dh-1Fh |\n\n"
        "**Table 22. Endpoint Control Register [Address EP0a/b:00h/08h, EP1a:10h]**\n\n"
        f"| {bits} |\n|{'---|' * 8}\n"
        "| Reserved | Sequence | Send STALL | ISO | Next Data Set | Direction | Enable | Arm |\n"
    )
    device, _ = _map(markdown)
    regs = _regs(device)
    assert sorted(regs) == [0x00, 0x01, 0x08, 0x09, 0x10, 0x11, 0x15]
    assert regs[0x10].name == "EP Control Register (EP 1 – A)"
    assert regs[0x15].name == "SOF Low Register (read only)"
    for address in (0x00, 0x08, 0x10):
        assert _fields(regs[address])["Send STALL"] == (5, 5)
    assert not regs[0x01].fields


def test_a_memory_map_whose_names_say_register_is_read() -> None:
    table = (
        "| Address | Function | Allowed Commands | Memory Type |\n|---|---|---|---|\n"
        "| 00h | Volatile Wiper 0 | Read, Write | RAM |\n"
        "| 01h-03h | Reserved | none | — |\n"
        "| 04h | Volatile TCON Register | Read, Write | RAM |\n"
    )
    assert sorted(_regs(_map(f"## 4.4 Memory Map\n\n{table}")[0])) == [0x00, 0x04]
    eeprom = table.replace("Volatile Wiper 0", "Tomax").replace("Volatile TCON Register", "Tomin")
    eeprom += (
        "| 05h | Config Register1 | Read, Write | EEPROM |\n| 06h | ID number | Read | EEPROM |\n"
    )
    assert _map(f"## 4.4 Memory Map\n\n{eeprom}")[0] is None


def test_a_field_table_continues_after_a_description_the_page_break_cut() -> None:
    markdown = (
        "## Register map\n\n| Address offset | Symbol | Description |\n|---|---|---|\n"
        "| 0x200 | S0_MR | SOCKET0 Mode Register |\n| 0x202 | S0_CR | SOCKET0 Command |\n\n"
        "## Socket registers\n\nSn_MR(7:0)/Sn_MR1(7:0)\n\n"
        "| Bit | Symbol | Description |\n|---|---|---|\n"
        "| 7 | MULTI | Multicasting 0 : Disable multicasting |\n\n"
        "|  |  | It is valid only in UDP. Set the IP address and port number first. |\n"
        "|---|---|---|\n| 6 | MF | MAC Filter |\n| 5 | ND | Use No Delayed ACK |\n"
    )
    regs = _regs(_map(markdown)[0])
    assert _fields(regs[0x200]) == {"MULTI": (7, 7), "MF": (6, 6), "ND": (5, 5)}


def test_a_ditto_description_joins_a_numbered_run() -> None:
    markdown = (
        "## 3 Register map\n\n| Address offset | Symbol | Description |\n|---|---|---|\n"
        "| 0x000 | MR | Mode Register |\n| 0x002 | IR | Interrupt Register |\n\n"
        "## 4 Registers\n\nMR(15:8)/MR0(7:0)\n\n| Bit | Symbol | Description |\n|---|---|---|\n"
        "| 15 | DBW | Data Bus Width |\n| 13 | WDF2 | Write Data Fetch Time |\n"
        "| 12 | WDF1 | 〃 |\n| 11 | WDF0 | 〃 |\n| 10 | RDH | Read Data Hold Time |\n"
    )
    fields = _fields(_regs(_map(markdown)[0])[0x000])
    assert fields == {"DBW": (15, 15), "WDF": (13, 11), "RDH": (10, 10)}


def test_names_a_table_numbers_keep_their_number_and_phrases_stay_whole() -> None:
    markdown = (
        "## Register map\n\n| Address | Name | Reset |\n|---|---|---|\n"
        "| 04h | Clocking (1) | 0x000 |\n| 05h | ADC & DAC Control (CTR1) | 0x008 |\n"
        "| 08h | Clocking (2) | 0x1C0 |\n| 09h | Power Management(2) | 0x000 |\n"
    )
    names = {a: r.name for a, r in _regs(_map(markdown)[0]).items()}
    assert names == {
        0x04: "Clocking (1)",
        0x05: "ADC & DAC Control (CTR1)",
        0x08: "Clocking (2)",
        0x09: "Power Management",  # a footnote mark
    }


def test_a_command_byte_table_keys_registers_by_command_not_auto_increment() -> None:
    # TI's I/O expanders: the register is chosen by the command byte; its bits are
    # printed one per cell, and a row with auto-increment enabled reaches the same
    # register again at 80h + n
    heads = " | ".join(["CONTROL REGISTER BITS"] * 8)
    bits = " | ".join(["AI", *[f"B{n}" for n in range(6, -1, -1)]])
    rest = "AUTO-INCREMENT STATE | COMMAND BYTE (HEX) | REGISTER | PROTOCOL | POWER-UP DEFAULT"
    rows = ""
    for command, name, default in (
        (0, "Input Port 0", "xxxx xxxx(1)"),
        (4, "Output Port 0", "1111 1111"),
    ):
        for ai in (0, 1):
            cells = " | ".join([str(ai), *f"{command:07b}"])
            state = "Enable" if ai else "Disable"
            code = command | ai << 7
            rows += f"| {cells} | {state} | {code:02X} | {name} | Read byte | {default} |\n"
    markdown = (
        "## 8.5 Register Maps\n\n**Table 4. Command Byte**\n\n"
        f"| {heads} | {rest} |\n|{'---|' * 13}\n| {bits} | {rest} |\n{rows}"
    )
    regs = _regs(_map(markdown)[0])
    assert sorted(regs) == [0x00, 0x04]
    assert regs[0x04].name == "Output Port 0" and regs[0x04].reset_value == 0xFF
    assert regs[0x00].reset_value is None and not regs[0x04].fields


def test_a_letter_spaced_bit_grid_map_and_a_power_on_rule_with_a_bit_list() -> None:
    # Maxim's text layer sets letters apart: "R EG | NAME | b 7 .. b 0 | a c c"; data
    # registers print "b 7" .. "b 0" under the bit columns (no fields); the power-on
    # reset is a sentence with a list
    bits = " | ".join(f"b {n}" for n in range(7, -1, -1))
    markdown = (
        "## Register Description\n\n**Table 1. Register Map in Peripheral Mode**\n\n"
        f"| R EG | NAME | {bits} | a c c |\n|{'---|' * 11}\n"
        f"| R5 | EP0 B C | 0 | {' | '.join(f'b {n}' for n in range(6, -1, -1))} | RS C |\n"
        "| R9 | EPIRQ | 0 | 0 | SUDAVIRQ | IN3BAVIRQ | IN2BAVIRQ | OUT1DAVIRQ | OUT0DAVIRQ "
        "| IN0BAVIRQ | RC |\n\n"
        "## Power-On Reset\n\nAt power-on, all register bits except 3 are cleared. The "
        "following 3 bits are set to 1 to indicate that the IN FIFOs are available:\n\n"
        "- IN3BAVIRQ\n\n- IN2BAVIRQ\n\n- IN0BAVIRQ\n"
    )
    regs = _regs(_map(markdown)[0])
    assert regs[0x05].name == "EP0BC" and not regs[0x05].fields
    assert _fields(regs[0x09])["SUDAVIRQ"] == (5, 5)
    assert regs[0x09].reset_value == 0b0001_1001


def test_bosch_name_description_lines_under_a_register_heading() -> None:
    markdown = (
        "## Register map\n\n| Register Address | Register Name | Reset state |\n|---|---|---|\n"
        "| 0x00 | CHIP_ID | 0x50 |\n| 0x02 | ERR_REG | 0x00 |\n\n"
        "### 4.3.1. Register 0x00 “CHIP_ID”\n\nName Description\n\nBit 7..0 Chip id.\n\n"
        "### 4.3.2. Register 0x02 “ERR_REG”\n\n**Table 25: Register 0x02 “ERR_REG”**\n\n"
        "Name Description\n\nBit 0 fatal_err Fatal error\n\n"
        "Bit 1 cmd_err Command execution failed. Cleared on read.\n\n"
        "Bit 2 conf_err sensor configuration error detected.\n"
    )
    regs = _regs(_map(markdown)[0])
    assert not regs[0x00].fields  # "Chip id." is a description, no name
    assert _fields(regs[0x02]) == {"fatal_err": (0, 0), "cmd_err": (1, 1), "conf_err": (2, 2)}


def test_a_register_map_table_whose_header_stayed_prose_reads_its_first_line_as_a_row() -> None:
    markdown = (
        "## Registers\n\n| Register Address | Register Name | Reset state |\n|---|---|---|\n"
        "| 0x00 | CHIP_ID | 0x50 |\n| 0x1F | CONFIG | 0x00 |\n\n"
        "### 3.11.1. Memory Map Trimming Coefficients\n\n"
        "Memory-ADR_Read\n\n[hex]\n\nRegister content Trimming Coefficient Size Sign\n\n"
        "| 0x33 | NVM_PAR_T2<7:0> | NVM_PAR_T2 | 16 Bit |\n|---|---|---|---|\n"
        "| 0x32 | NVM_PAR_T1<15:8> | NVM_PAR_T1 | 16 Bit |\n"
        "| 0x31 | NVM_PAR_T1<7:0> | NVM_PAR_T1 | 16 Bit |\n\n"
        "### 3.12 Output values\n\n| 24 | data_0 | press | 8 Bit |\n|---|---|---|---|\n"
        "| 25 | data_1 | press | 8 Bit |\n"
    )
    regs = _regs(_map(markdown)[0])
    assert sorted(regs) == [0x00, 0x1F, 0x31, 0x32, 0x33]
    assert regs[0x32].name == "NVM_PAR_T1[15:8]"


def test_two_byte_boxes_under_one_caption_are_a_16_bit_register() -> None:
    # Maxim fuel gauges draw a 16-bit register as two 8-bit boxes, MSB left, under one
    # caption; the text layer may give the LSB box first, so the caption's names decide
    markdown = (
        "## Register Summary\n\n| Address | Register Name | Default |\n|---|---|---|\n"
        "| 0x0C | CONFIG | 0x971C |\n| 0x14 | VALRT | 0x00FF |\n\n"
        "### CONFIG Register (0x0C)\n\nMSB (RCOMP)—ADDRESS 0x0C LSB—ADDRESS 0x0D\n\n"
        "| SLEEP | ALSC | ALRT | ATHD 4 | ATHD 3 | ATHD 2 | ATHD 1 | ATHD 0 |\n"
        "|---|---|---|---|---|---|---|---|\n\n"
        "| RCOMP 7 | RCOMP 6 | RCOMP 5 | RCOMP 4 | RCOMP 3 | RCOMP 2 | RCOMP 1 | RCOMP 0 |\n"
        "|---|---|---|---|---|---|---|---|\n\nMSb LSb MSb LSb\n\n"
        "### VALRT Register (0x14)\n\nMSB (VALRT.MIN)—ADDRESS 0x14 LSB (VALRT.MAX)—ADDRESS 0x15\n\n"
        "| X | X | X | X | X | X | X | X |\n|---|---|---|---|---|---|---|---|\n\n"
        "| Y | Y | Y | Y | Y | Y | Y | Y |\n|---|---|---|---|---|---|---|---|\n"
    )
    regs = _regs(_map(markdown)[0])
    fields = _fields(regs[0x0C])
    assert fields["RCOMP"] == (15, 8) and fields["SLEEP"] == (7, 7) and fields["ATHD"] == (4, 0)
    assert regs[0x0C].size == 16
    assert not regs[0x14].fields  # neither row numbers a name the caption gives


_BITS8 = bit_cells(7)
_NEAR_MISSES = {
    "a digipot's command list": (
        "## 7.3 Commands\n\n| Command Byte (Hex) | Register | Operation |\n|---|---|---|\n"
        "| 00h | Volatile Wiper 0 | Write Data |\n| 0Ch | Volatile Wiper 0 | Read Data |\n"
        "| 40h | Volatile TCON Register | Write Data |\n| 4Ch | Volatile TCON Register | Read |\n"
    ),
    "a memory map of regions without a header": (
        "## 4 Memory map\n\n| 0x0000 | Boot ROM |\n|---|---|\n| 0x1000 | Flash memory |\n"
        "| 0x8000 | SRAM |\n| 0xF000 | Peripherals |\n"
    ),
    "per-part register values": (
        "## Default register values\n\n| Register | MAX1234 | MAX1235 |\n|---|---|---|\n"
        "| CONFIG | 0x80 | 0x81 |\n| STATUS | 0x00 | 0x10 |\n| LIMIT | 0x7F | 0x3F |\n"
    ),
}


@pytest.mark.parametrize("name", sorted(_NEAR_MISSES))
def test_tables_that_only_look_like_the_new_layouts_give_no_registers(name: str) -> None:
    device, _ = _map(_NEAR_MISSES[name])
    assert device is None


def test_banks_sharing_one_generic_field_stay_apart_and_a_default_is_no_address() -> None:
    markdown = (
        "## Registers\n\n**Table 8. Page 0 register map**\n\n"
        f"| Address | Name | {_BITS8} |\n|{'---|' * 10}\n"
        "| 0x00 | CTRL | 0 | 0 | 0 | 0 | 0 | MODE | MODE | EN |\n"
        "| 0x01 | INT_CFG | 0 | 0 | 0 | 0 | 0 | 0 | POL | EN |\n\n"
        "**Table 9. Page 1 register map**\n\n"
        f"| Address | Name | {_BITS8} |\n|{'---|' * 10}\n"
        "| 0x00 | FILTER | COEF | COEF | COEF | 0 | 0 | 0 | 0 | EN |\n"
        "| 0x01 | ALARM | LVL | LVL | LVL | LVL | 0 | 0 | 0 | EN |\n\n"
        "## Status\n\n| Address | Name | Reset |\n|---|---|---|\n| 0x0F | STAT | 0x00 |\n\n"
        "**Table 5. CTRL register [Address: 00h, Default: 0Fh]**\n\n"
        "| Bit | Name | Description |\n|---|---|---|\n| 0 | EN | Enable |\n"
    )
    device, _ = _map(markdown)
    assert device is not None and len(device.peripherals) == 2
    first, second = _regs(device, 0), _regs(device, 1)
    assert _fields(first[0x00]) == {"MODE": (2, 1), "EN": (0, 0)}
    assert _fields(second[0x00]) == {"COEF": (7, 5), "EN": (0, 0)}
    assert not any(r.name == "STAT" and r.fields for r in device.peripherals[-1].registers)


def test_a_bosch_line_whose_first_word_is_a_description_names_no_field() -> None:
    markdown = (
        "## Register map\n\n| Register Address | Register Name | Reset state |\n|---|---|---|\n"
        "| 0x14 | FIFO_DATA | 0x00 |\n\n### Register 0x14 “FIFO_DATA”\n\nName Description\n\n"
        "Bit 7..0 FIFO read data output.\n\nBit 3 not used\n"
    )
    assert not _regs(_map(markdown)[0])[0x14].fields


def test_an_acronym_column_names_the_registers_over_a_register_name_column() -> None:
    # TI: "Offset | Acronym | Register Name | Section": the acronym is the register's
    # name, the register name a description in words shared by several rows
    markdown = (
        "## 7.6 Register Map\n\n**Table 7-6. TOY Registers**\n\n"
        "| Offset | Acronym | Register Name | Section |\n|---|---|---|---|\n"
        "| 0h | DEVICE_CONFIG_1 | Configure Device Operation Modes | Go |\n"
        "| 1h | DEVICE_CONFIG_2 | Configure Device Operation Modes | Go |\n"
        "| Ch | I2C_ADDRESS | I2C Address Register | Go |\n"
    )
    regs = _regs(_map(markdown)[0])
    names = [regs[a].name for a in (0, 1, 0xC)]
    assert names == ["DEVICE_CONFIG_1", "DEVICE_CONFIG_2", "I2C_ADDRESS"]


def test_a_register_table_under_its_title_line_goes_to_the_bank_the_title_names() -> None:
    # TDK: four banks reuse the addresses; each register's table sits under a title line
    # "Name: WHO_AM_I Address: 0 (00h) ... Reset Value: 0xEA", after every bank's map
    maps = "".join(
        f"## 7.{bank} User Bank {bank} Register Map\n\n"
        "| Addr (Hex) | Addr (Dec.) | Register Name | Serial IF |\n|---|---|---|---|\n"
        f"| 00 | 0 | {name} | R |\n| 03 | 3 | {other} | R/W |\n\n"
        for bank, name, other in (
            (0, "WHO_AM_I", "USER_CTRL"),
            (3, "I2C_MST_ODR_CONFIG", "I2C_SLV0_ADDR"),
        )
    )
    markdown = maps + (
        "# 8 Register Descriptions\n\n## 8.1 WHO_AM_I\n\n"
        "**Name: WHO_AM_I Address: 0 (00h) Type: USR0 Bank: 0 Serial IF: R Reset Value: 0xEA**\n\n"
        "| BIT | NAME | FUNCTION |\n|---|---|---|\n| 7:0 | WHO_AM_I[7:0] | Device ID. |\n\n"
        "## 8.2 USER_CTRL\n\n"
        "**Name: USER_CTRL Address: 3 (03h) Type: USR0 Bank: 0 Serial IF: R/W "
        "Reset Value: 0x00**\n\n"
        "| BIT | NAME | FUNCTION |\n|---|---|---|\n| 7 | DMP_EN | Enables DMP. |\n"
        "| 6:0 | - | Reserved. |\n"
    )
    device = _map(markdown)[0]
    bank0, bank3 = _regs(device, 0), _regs(device, 1)
    assert bank0[0].reset_value == 0xEA and bank0[3].reset_value == 0x00
    assert _fields(bank0[3]) == {"DMP_EN": (7, 7)}
    assert bank3[0].reset_value is None and not bank3[3].fields


def test_an_access_and_default_line_under_a_register_heading_gives_its_reset() -> None:
    # ST: read-only registers leave the map's default cell empty; their section opens
    # with "Read only – default = 00h"
    markdown = (
        "## 9 Register mapping\n\n| Name | Type | Register address Hex | Default |\n"
        "|---|---|---|---|\n| CTRL1 | R/W | 20h | 00h |\n| STATUS | R | 23h | |\n"
        "| TOBJECT_L | R | 26h | |\n\n"
        "## 10.10 STATUS (23h)\n\nRead only – default = 00h\n\n"
        "## 10.12 TOBJECT_L (26h)\n\nThe object temperature, default value set at trimming.\n"
    )
    regs = _regs(_map(markdown)[0])
    assert regs[0x23].reset_value == 0x00
    assert regs[0x26].reset_value is None  # a sentence, not the section's default line


def test_reset_values_printed_sideways_and_field_tables_named_in_the_address_cell() -> None:
    # TI TPA2016D2: the map numbers registers without names, the defaults are a table
    # printed sideways, and each register's own table ("REGISTER ADDRESS | I2C BIT |
    # LABEL") names it in the address cell and corrects a misprinted map cell
    markdown = (
        "## 9.6 Register Maps\n\n**Table 3. TOY Register Map**\n\n"
        "| REGISTER | BIT7 | BIT6 | BIT5 | BIT4 | BIT3 | BIT2 | BIT1 | BIT0 |\n"
        f"|{'---|' * 9}\n"
        "| 1 | SPK_EN_R | SPL_EN_L | SWS | FAULT_R | FAULT_L | Thermal | 1 | NG_EN |\n"
        "| 2 | 0 | 0 | ATK_time [5] | ATK_time [4] | ATK_time [3] | ATK_time [2] "
        "| ATK_time [1] | ATK_time [0] |\n\n"
        "**Table 4. TOY Default Register Values Table**\n\n"
        "| REGISTER | 0x01 | 0x02 |\n|---|---|---|\n| Default | C3h | 05h |\n\n"
        "**Table 5. IC Function Control (Address: 1)**\n\n"
        "| REGISTER ADDRESS | I2C BIT | LABEL | DEFAULT | DESCRIPTION |\n|---|---|---|---|---|\n"
        "| 01 (01H) – IC Function Control | 7 | SPK_EN_R | 1 (enabled) | Right amplifier |\n"
        "| 01 (01H) – IC Function Control | 6 | SPK_EN_L | 1 (enabled) | Left amplifier |\n"
    )
    regs = _regs(_map(markdown)[0])
    assert regs[1].name == "IC Function Control" and regs[1].reset_value == 0xC3
    assert regs[2].reset_value == 0x05 and _fields(regs[2]) == {"ATK_time": (5, 0)}
    fields = _fields(regs[1])
    assert fields["SPK_EN_L"] == (6, 6) and "SPL_EN_L" not in fields


def test_a_reset_table_names_no_register_the_map_does_not_hold() -> None:
    markdown = (
        "## Register Map\n\n| Address | Name |\n|---|---|\n| 0x01 | CTRL |\n\n"
        "| REGISTER | 0x01 | 0x02 |\n|---|---|---|\n| Default | 12h | 34h |\n"
    )
    regs = _regs(_map(markdown)[0])
    assert sorted(regs) == [1] and regs[1].reset_value == 0x12


def test_a_command_byte_table_with_two_command_bits() -> None:
    # TI PCA9536: B1 | B0 select one of four registers
    markdown = (
        "#### 7.3.2.2 Control Register and Command Byte\n\n**Table 2. Command Byte**\n\n"
        "| CONTROL REGISTER BITS | CONTROL REGISTER BITS | COMMAND BYTE (HEX) | REGISTER "
        "| PROTOCOL | POWER-UP DEFAULT |\n|---|---|---|---|---|---|\n"
        "| B1 | B0 | COMMAND BYTE (HEX) | REGISTER | PROTOCOL | POWER-UP DEFAULT |\n"
        "| 0 | 0 | 0x00 | Input Port | Read byte | 1111 XXXX |\n"
        "| 0 | 1 | 0x01 | Output Port | Read/write byte | 1111 1111 |\n"
    )
    regs = _regs(_map(markdown)[0])
    assert sorted(regs) == [0, 1] and regs[1].name == "Output Port"
    assert regs[1].reset_value == 0xFF and regs[1].reset_mask is None
    # the input levels are not stated: the upper bits are, under a mask
    assert (regs[0].reset_value, regs[0].reset_mask) == (0xF0, 0xF0)


def test_registers_opened_by_labelled_lines_and_a_table_cut_by_a_page_break() -> None:
    # Infineon: no map in the text layer; each register opens with "Register name: X
    # Address: 0x04" and "Reset value: 0x24"; a field table cut by the page break goes
    # on without a header, its first description holding the word "reset"
    markdown = "".join(
        f"## 3.{k} {name} register\n\nRegister name: {name} Address: 0x0{k}\n\n"
        f"Reset value: 0x{reset:02X}\n\n| Field | Bits | Type | Description |\n|---|---|---|---|\n"
        f"| {f1} | 7:4 | rw | First field. |\n\n"
        f"| {f2} | 3:0 | rw | Second field; reset by firmware. |\n|---|---|---|---|\n"
        for k, name, reset, f1, f2 in (
            (1, "SENS_STS", 0x80, "SEN_RDY", "ICCER"),
            (2, "MEAS_CFG", 0x24, "BOC_CFG", "OP_MODE"),
            (3, "INT_CFG", 0x11, "INT_TYP", "INT_FUNC"),
        )
    )
    regs = _regs(_map(markdown)[0])
    assert sorted(regs) == [1, 2, 3]
    assert regs[2].name == "MEAS_CFG" and regs[2].reset_value == 0x24
    assert _fields(regs[2]) == {"BOC_CFG": (7, 4), "OP_MODE": (3, 0)}


def test_a_chinese_register_table_of_numbers_and_descriptions() -> None:
    # ICRoute LD3320: "编号 (16 进制) | 说明" (number in hex | description) under a
    # register chapter; no names, a default written in a description cell ("0x12H")
    markdown = (
        "# 三．寄存器介绍\n\n寄存器的详细说明如下：\n\n| 编号 (16 进制) | 说明 |\n|---|---|\n"
        "| 01 | FIFO_DATA 数据口 |\n| 1B | 时钟频率设置3 |\n"
        "| B3 | ASR: Vad Para 语音端点检测 Default: 0x12H 0 – 关闭 |\n"
        "| B8 | ASR：识别时间长度 缺省值是60 秒 |\n"
    )
    regs = _regs(_map(markdown)[0])
    assert sorted(regs) == [0x01, 0x1B, 0xB3, 0xB8]
    assert regs[0xB3].reset_value == 0x12 and regs[0xB8].reset_value is None


def test_a_number_and_description_table_of_memory_regions_is_no_register_map() -> None:
    markdown = (
        "# 寄存器与存储器\n\n| 编号 | 说明 |\n|---|---|\n"
        "| 0000-3FFF | Flash 程序存储器 |\n| 4000-4FFF | SRAM |\n| 8000-80FF | 寄存器区 |\n"
    )
    assert _map(markdown)[0] is None


def test_of_two_tables_for_one_register_the_one_whose_texts_agree_wins() -> None:
    # Realtek: "Reg-4Ah" section whose table is captioned "Reg-4Ch" (a misprint), then
    # Reg-4Ch's own table; WCH: a section misprinted with the previous register's name
    head = "| Name | Bits | Read/Write | Reset State | Description |\n|---|---|---|---|---|\n"
    markdown = (
        "## 8. Register Map\n\n| Address | Name | Default |\n|---|---|---|\n"
        "| 4Ah | GPIO_Output Pin Control | 0000h |\n| 4Ch | GPIO Pin Configuration | 1C0Eh |\n"
        "| 4Eh | GPIO Pin Polarity | 1C0Eh |\n\n"
        "## 8.24. Reg-4Ah: GPIO_Output Pin Control\n\n"
        f"**Table 40. Reg-4Ch: GPIO_Output Pin Control**\n\n{head}"
        "| gpio_out_status | 1 | RW | 0'h | GPIO output |\n\n"
        "## 8.25. Reg-4Ch: GPIO Pin Configuration\n\n"
        f"**Table 41. Reg-4Ch: GPIO Pin Configuration**\n\n{head}"
        "| jd1_conf | 2 | RW | 1'h | Jack detect |\n| gpio_conf | 1 | RW | 1'h | GPIO |\n\n"
        "## 8.26. Reg-4Eh: GPIO Pin Polarity\n\n"
        f"**Table 42. Reg-4Eh: GPIO Pin Polarity**\n\n{head}"
        "| jd1_polarity | 2 | RW | 1'h | Jack detect |\n\n"
        "## 8.27. GPIO Pin Polarity (misprinted Reg-4Eh)\n\n"
        f"**Table 43. Reg-4Eh: GPIO Pin Polarity**\n\n{head}"
        "| jd2_polarity | 2 | RW | 1'h | Other |\n"
    )
    device, warnings = _map(markdown)
    regs = _regs(device)
    assert _fields(regs[0x4C]) == {"jd1_conf": (2, 2), "gpio_conf": (1, 1)}
    assert _fields(regs[0x4E]) == {"jd1_polarity": (2, 2)}
    assert any("other fields than another table" in w for w in warnings)


def test_write_and_read_address_columns_key_registers_by_the_read_address() -> None:
    # Maxim DS1390: "WRITE ADDRESS | READ ADDRESS | BIT 7 .. BIT 0 | FUNCTION"
    bits = " | ".join(f"BIT {n}" for n in range(7, -1, -1))
    markdown = (
        "## Registers\n\n**Table 3. Address Map**\n\n"
        f"| WRITE ADDRESS | READ ADDRESS | {bits} | FUNCTION |\n|{'---|' * 11}\n"
        "| 8Dh | 0Dh | EOSC | 0 | BBSQI | RS2 | RS1 | INTCN | 0 | AIE | Control |\n"
        "| 8Eh | 0Eh | OSF | 0 | 0 | 0 | 0 | 0 | 0 | AF | Status |\n"
    )
    regs = _regs(_map(markdown)[0])
    assert sorted(regs) == [0x0D, 0x0E] and regs[0x0E].name == "Status"


def test_registers_numbered_in_decimal_sections_with_bits_first_field_lists() -> None:
    # LDT LT8920: no map; "9.1. Register 3 – Read only" sections, a "Bit No. Bit Name
    # Description" line, then field rows as prose lines and as pipe rows
    markdown = (
        "### 9. 寄存器信息\n\n## 9.1. Register 3 – Read only\n\n"
        "**Table 6. Register 3 information**\n\nBit No. Bit Name Description\n\n"
        "15:13 (Reserved) (Reserved)\n\n| 12 | RF_SYNTH_LOCK | 锁定标志位 |\n|---|---|---|\n"
        "| 11:0 | (Reserved) | (Reserved) |\n\n"
        "## 9.2. Register 6 – Read only\n\nBit No. Bit Name Description\n\n"
        "15:10 RAW_RSSI[5:0] RSSI 原始数据\n\n9:0 (Reserved) (Reserved)\n\n"
        "## 9.12. Register 32\n\nBit Name R/W Description default\n\n"
        "15:13 PREAMBLE_LEN R/W\n\n000: 1byte,\n\n010B\n\n"
        "| 7:6 | DATA_PACKET_TYPE | R/W | 00: NRZ | 00B |\n|---|---|---|---|---|\n"
    )
    regs = _regs(_map(markdown)[0])
    assert sorted(regs) == [0x03, 0x06, 0x20]
    assert _fields(regs[0x03]) == {"RF_SYNTH_LOCK": (12, 12)}
    assert _fields(regs[0x06]) == {"RAW_RSSI": (15, 10)}
    assert _fields(regs[0x20]) == {"PREAMBLE_LEN": (15, 13), "DATA_PACKET_TYPE": (7, 6)}
    assert regs[0x03].access == "read-only"


def test_descriptions_ending_in_register_name_registers_and_title_rows_start_tables() -> None:
    # IC Plus IP101G: "Page | Register | Description | Default" (MII numbers in decimal,
    # one number on several pages: the first row, the power-on page, keeps it); each
    # register's table opens with a row "Register 0 : Control Register"
    markdown = (
        "# 4 Register Descriptions\n\n**Table 2 Register Map**\n\n"
        "| Page | Register | Description | Default | Note |\n|---|---|---|---|---|\n"
        "| -- | 0 | Control Register | 0x3100 |  |\n| -- | 1 | Status Register | 0x7849 |  |\n"
        "| 16 | 17 | PHY Interrupt Ctrl/Status Register | 0x0F00 |  |\n"
        "| 1 | 17 | PHY Specific Control Register | 0x0000 |  |\n\n"
        "## 4.2 MII Registers\n\n"
        "| Bit | Name | Description/Usage | Default value (h): 3100 |\n|---|---|---|---|\n"
        "| Register 0 : Control Register |  |  |  |\n| 15 | Reset | Software reset | 0, RW |\n"
        "| 14 | Loopback | Loopback mode | 0, RW |\n\n"
        "| Bit | Name | Description/Usage | Default value (h): 7849 |\n|---|---|---|---|\n"
        "| Register 1 : Status Register |  |  |  |\n| 2 | Link Status | Link is up | 0, RO |\n"
    )
    regs = _regs(_map(markdown)[0])
    assert sorted(regs) == [0, 1, 17]
    assert regs[17].name == "PHY Interrupt Ctrl/Status Register" and regs[17].reset_value == 0x0F00
    assert _fields(regs[0]) == {"Reset": (15, 15), "Loopback": (14, 14)}
    assert _fields(regs[1]) == {"Link Status": (2, 2)}


def test_an_auxiliary_map_read_first_is_a_bank_and_the_main_map_leads() -> None:
    # Bosch BMI270: the OIS interface's map (OIS_DATA_0.. mirroring the data registers, the same
    # field names) comes before the register map; then feature pages, a combined table
    # whose register rows name page registers at the FEATURES window's addresses
    bits = " | ".join(str(n) for n in range(7, -1, -1))
    head = f"| Register Address | Register Name | Default Value | {bits} |\n|{'---|' * 11}\n"
    ois = "".join(
        f"| 0x{0x0C + k:02X} | OIS_DATA_{k} | 0x00 |{f' acc_{k} |' * 8}\n" for k in range(2)
    )
    main = "".join(
        f"| 0x{a:02X} | {name} | 0x00 |{f' {field} |' * 8}\n"
        for a, name, field in (
            *((0x0C + k, f"ACC_X_{part}", f"acc_{k}") for k, part in enumerate(("LSB", "MSB"))),
            (0x00, "CHIP_ID", "chip_id"),
            (0x02, "ERR_REG", "fatal_err"),
            (0x03, "STATUS", "drdy"),
            (0x3C, "FEATURES", "features_in_out"),
            *((0x20 + k, f"TEMP_{k}", f"temp_{k}") for k in range(6)),
        )
    )
    markdown = (
        f"## 4.11.1 OIS Register Map\n\n**Table 16: OIS Register Map**\n\n{head}{ois}\n"
        f"## 5.2 Register Map\n\n{head}{main}\n"
        "## 5.3 Feature pages\n\n| Register Address | Bit | Name | Description | Default |\n"
        "|---|---|---|---|---|\n| 0x3C |  | ANYMO_1 | Any-motion flags | 0xE005 |\n"
        "| 0x3C | 12...0 | duration | Consecutive points | 0x5 |\n"
    )
    device = _map(markdown)[0]
    assert device is not None and device.peripherals[0].name == "TOY1"
    main_regs, ois_regs = _regs(device, 0), _regs(device, 1)
    assert main_regs[0x0C].name == "ACC_X_LSB" and ois_regs[0x0C].name == "OIS_DATA_0"
    assert main_regs[0x3C].name == "FEATURES" and "duration" not in _fields(main_regs[0x3C])


def test_reserve_rows_and_none_cells_make_no_register() -> None:
    # Goodix GT811: "0x719-0x720 | R | Reserve | None | None ..." between registers
    markdown = (
        "## 6.3 寄存器列表\n\n| Address | R/W | Name | Description |\n|---|---|---|---|\n"
        "| 0x717 | R | FirmWare_H | 软件版本 |\n| 0x718 | R | FirmWare_L | 软件版本 |\n"
        "| 0x719-0x720 | R | Reserve | None |\n| 0x721 | R | TouchpointFlag | 触摸 |\n"
    )
    assert sorted(_regs(_map(markdown)[0])) == [0x717, 0x718, 0x721]


@pytest.mark.parametrize(
    "name", ["RSV1", "RSVD_0", "-reserved-", "(Reserved)", "Do not use", "DNU", "预留", "予約"]
)
def test_reserved_rows_in_other_words_make_no_register(name: str) -> None:
    markdown = (
        "## Register map\n\n| Address | Name | Description |\n|---|---|---|\n"
        f"| 0x00 | CTRL | Control |\n| 0x01 | {name} | |\n| 0x02 | STATUS | Status |\n"
    )
    assert sorted(_regs(_map(markdown)[0])) == [0x00, 0x02]


def test_of_an_rf_and_an_i2c_address_column_the_fuller_keys_the_registers() -> None:
    # ST ST25DV: "RF access | Static Register | I2C access" over "Address | Type | Name |
    # Function | Device select | Address | Type"; some registers have no RF address
    markdown = (
        "## 4.2 System configuration area\n\n**Table 12. System configuration memory map**\n\n"
        "| RF access | RF access | Static Register | Static Register | I2C access | I2C access "
        "| I2C access |\n|---|---|---|---|---|---|---|\n"
        "| Address | Type | Name | Function | Device select | Address | Type |\n"
        "| 00h | RW | GPO1 | GPO control | E2=1, E1=1 | 0000h | RW |\n"
        "| No access | No access | I2CSS | I2C protection | E2=1, E1=1 | 000Bh | RW |\n"
        "| N/A | RO | BLK_SIZE | Block size | E2=1, E1=1 | 0016h | RO |\n"
        "| N/A | WO | RF_PWD_0 | RF password | No access | No access | No access |\n"
    )
    regs = _regs(_map(markdown)[0])
    assert sorted(regs) == [0x0000, 0x000B, 0x0016] and regs[0x0B].name == "I2CSS"


def test_factory_values_of_every_bit_make_the_reset() -> None:
    # ST ST25DV: each configuration register's table gives every bit's "Factory value"
    markdown = (
        "## 5.1 System configuration registers\n\n| Address | Name | Function |\n|---|---|---|\n"
        "| 0000h | GPO1 | GPO control |\n| 0001h | GPO2 | GPO I2C events |\n\n"
        "**Table 30. GPO1**\n\n| Bit | Name | Function | Factory value |\n|---|---|---|---|\n"
        "| b0 | GPO_EN | GPO output enable | 1b |\n| b3-b1 | RF_EN | RF events | 000b |\n"
        "| b4 | FIELD_CHANGE_EN | Field change pulse | 1b |\n| b7-b5 | RFU | Reserved | 000b |\n"
    )
    regs = _regs(_map(markdown)[0])
    assert regs[0].reset_value == 0x11 and _fields(regs[0])["RF_EN"] == (3, 1)


KIONIX = """# 1 Embedded Registers

## 1.1 Register Map

| Address | Register Name | R/W |
|---|---|---|
| 1B | CNTL1 (1) | R/W |
| 1C | CNTL2 (2) | R/W |
| 14 | TSCP | R |
| 35-36 | Kionix Reserved (3) |  |
| 64-76 | ADP_CNTL(1-19) (2) | R/W |

## 1.2 Registers

### CNTL1

Control register 1.

R/W R/W R/W R/W R/W R/W R/W R/W

| PC1 | RES | DRDYE | GSEL1 | GSEL0 | TDTE | Reserved | TPE | Reset Value |
|---|---|---|---|---|---|---|---|---|
| Bit7 | Bit6 | Bit5 | Bit4 | Bit3 | Bit2 | Bit1 | Bit0 | 01000001 |
|  |  |  |  |  | Address: 0x1B | Address: 0x1B | Address: 0x1B |  |

### Another heading

R R R R R R R R

| 0 | 0 | LE | RI | DO | UP | FD | FU | Reset Value |
|---|---|---|---|---|---|---|---|---|
| Bit7 | Bit6 | Bit5 | Bit4 | Bit3 | Bit2 | Bit1 | Bit0 | 00100000 |
|  |  |  |  |  | Address: 0x14 | Address: 0x14 | Address: 0x14 |  |

### ADP_CNTL2

| ADP_RMS_OSEL | ADP_FLT2_BYP | 0 | 0 | 0 | 0 | 0 | 0 | Reset Value |
|---|---|---|---|---|---|---|---|---|
| Bit7 | Bit6 | Bit5 | Bit4 | Bit3 | Bit2 | Bit1 | Bit0 | 00000010 |
|  |  |  |  |  | Address: 0x65 | Address: 0x65 | Address: 0x65 |  |
"""


def test_names_over_bit_numbers_with_a_reset_column_and_an_address_row() -> None:
    # Kionix: field names as the header, "Bit7 .. Bit0" below with the reset in the last
    # column, and a row saying "Address: 0x1B"; the address names the register even
    # where the heading does not
    regs = _regs(_map(KIONIX)[0])
    assert regs[0x1B].name == "CNTL1" and regs[0x1B].reset_value == 0x41
    assert _fields(regs[0x1B]) == {
        "PC1": (7, 7),  # RES at 6 reads as reserved, as ADI's and TI's RES are
        "DRDYE": (5, 5),
        "GSEL": (4, 3),
        "TDTE": (2, 2),
        "TPE": (0, 0),
    }
    assert regs[0x14].reset_value == 0x20 and "LE" in _fields(regs[0x14])
    assert not ({"0", "1"} & set(_fields(regs[0x14])))


def _byte_figure(names: list[str], top: int, reset: str, address: str = "") -> str:
    bits = bit_cells(top, "Bit", top - 7)
    cells = " | ".join([""] * 5 + [f"Address: {address}"] * 3) if address else ""
    table = f"| {' | '.join(names)} | Reset Value |\n|{'---|' * 9}\n| {bits} | {reset} |\n"
    return table + (f"| {cells} |  |\n" if address else "")


_TWO_BYTES = (
    "## Register map\n\n| Address | Register Name | R/W |\n|---|---|---|\n"
    "| 0x20 | THRESH | R/W |\n| 0x22 | CNTL2 | R/W |\n\n## Registers\n\n### THRESH\n\n"
)
_HIGH = _byte_figure([f"TH{b}" for b in range(15, 7, -1)], 15, "00000011", "0x20")
_LOW = _byte_figure(["MODE", "EN", "X5", "X4", "X3", "X2", "X1", "X0"], 7, "01000001", "0x20")


@pytest.mark.parametrize(
    "figures",
    [_HIGH + "\n" + _LOW, _LOW + "\n" + _HIGH, _HIGH + "\nThe low byte:\n\n" + _LOW],
    ids=["high-first", "low-first", "prose-between"],
)
def test_a_16_bit_register_printed_as_two_byte_figures_is_one_register(figures: str) -> None:
    # Kionix-style figures, one per byte, each with its own reset column: the register
    # is 16 bits wide with both bytes' fields and reset, not the low byte alone
    reg = _regs(_map(_TWO_BYTES + figures)[0])[0x20]
    assert (reg.size, reg.reset_value) == (16, 0x0341)
    assert _fields(reg) == {"TH[15:8]": (15, 8), "MODE": (7, 7), "EN": (6, 6), "X": (5, 0)}


def test_byte_figures_of_two_registers_are_not_joined() -> None:
    # adjacent figures stating different addresses are two registers' figures
    low = _LOW.replace("Address: 0x20", "Address: 0x22")
    regs = _regs(_map(_TWO_BYTES + _HIGH + "\nNext:\n\n" + low)[0])
    assert regs[0x20].reset_value is None and not regs[0x20].fields
    assert regs[0x22].size == 8 and regs[0x22].reset_value == 0x41


def test_a_range_row_whose_name_numbers_its_registers_is_those_registers() -> None:
    regs = _regs(_map(KIONIX)[0])
    names = {a: r.name for a, r in regs.items() if 0x64 <= a <= 0x76}
    assert names == {0x64 + i: f"ADP_CNTL{i + 1}" for i in range(19)}
    assert regs[0x65].access == "read-write" and regs[0x65].reset_value == 0x02
    assert _fields(regs[0x65]) == {"ADP_RMS_OSEL": (7, 7), "ADP_FLT2_BYP": (6, 6)}
    assert 0x35 not in regs  # a reserved range stays out


@pytest.mark.parametrize(
    ("row", "expected"),
    [
        (
            "| 0x10-0x17 | TH(1-4) | Thresholds |",
            {0x10: "TH1", 0x12: "TH2", 0x14: "TH3", 0x16: "TH4"},
        ),
        ("| 0x10-0x11 | OUT[15:0] | Output |", {0x10: "OUT[15:0]"}),  # a bit range
        ("| 0x10-0x14 | DATA(1-2) | Data |", {0x10: "DATA(1-2)"}),  # numbers do not divide it
    ],
)
def test_numbered_runs_only_where_the_numbers_divide_the_range(
    row: str, expected: dict[int, str]
) -> None:
    markdown = f"## Register map\n\n| Address | Name | Description |\n|---|---|---|\n{row}\n"
    assert {a: r.name for a, r in _regs(_map(markdown)[0]).items()} == expected


def test_ti_headings_with_letter_first_hex_and_captions_without_the_mark() -> None:
    # TI: "Register Ah (offset = Ah) [reset = 3208h]"; the field table's caption
    # "Register 11 Field Descriptions" means 11h, as its heading says (not 0x0B)
    sections = []
    for address, reset, field in (
        ("Ah", "3208h", "LATCH"),
        ("Bh", "8011h", "I2C_BURST"),
        ("11h", "820h", "DIDH"),
    ):
        caption = f"{int(address[:-1], 16):02X}" if address != "11h" else "11"
        sections.append(
            f"#### Register {address} (offset = {address}) [reset = {reset}]\n\n"
            f"[Figure 8-30: Register {caption} Field Descriptions, page 29]\n\n"
            "| Bit | Field | Type | Reset | Description |\n|---|---|---|---|---|\n"
            f"| 3-3 | {field} | R/W | 1h | A bit |\n| 15-7 | 128 | R/W | 0h | Must be 128 |\n"
        )
    regs = _regs(_map("## 8.4 Register Maps\n\n" + "\n".join(sections))[0])
    assert sorted(regs) == [0x0A, 0x0B, 0x11]
    assert regs[0x0A].reset_value == 0x3208 and regs[0x0B].reset_value == 0x8011
    assert _fields(regs[0x0A]) == {"LATCH": (3, 3)}  # "128" is bits fixed at a value
    assert _fields(regs[0x0B]) == {"I2C_BURST": (3, 3)}
    assert _fields(regs[0x11]) == {"DIDH": (3, 3)}


IDT = """# Register descriptions

**Table 23. Register summary**

| Address | Function |
|---|---|
| 0x10 | Primary Source and Shutdown Register |
| 0x11 | VCO Band and Factory Reserved Bits |
| 0x1B | Feedback Fractional Divider Register |
| 0x20 | Unused Factory Reserved Register |
| 0x21 | Output Divider 1 Control Register Settings |

Write 0 to registers 0x21, 0x31, 0x41, and 0x51.

**Table 25. RAM1 – 0x10: Primary Source and Shutdown Register**

| Bits | Default Value | Name | Function |
|---|---|---|---|
| D7 | 1 | en_xtal | Crystal oscillator enable. |
| D6 | 0 | en_clkin | CLKIN enable. |

**Table 33. RAM1 – 0x11: VCO Band and Factory Reserved Bits**

| Bits | Default Value | Name | Function |
|---|---|---|---|
| D7 | 1 | unused | Unused Factory reserved bit. |
| D5 | 0 | test_mode_vco_band | Enables the VCO test mode. |
| D4 | 0 | vco_band[4:0] | The VCO band value. |
| D3 | 1 | vco_band[4:0] | 〃 |
| D2 | 1 | vco_band[4:0] | 〃 |
| D1 | 0 | vco_band[4:0] | 〃 |
| D0 | 0 | vco_band[4:0] | 〃 |

**Table 38. RAM1 – 0x1B: Feedback Fractional Divider Registers**

| Bits | Default Value | Name | Function |
|---|---|---|---|
| D1 | 0 | FB_frcdiv[1:0 | Low bits. |
| D0 | 1 | FB_frcdiv[1:0 | 〃 |

**Table 116. Power Up VDD check**

| Register | Bits | Default Value | Name | Function |
|---|---|---|---|---|
| 0x20 | D7 | 0 | bypass_sync1 | "bypass_sync1" = 1: skip VDDO1 verification. |
"""


def test_a_caption_stating_one_address_names_its_table_over_prose_above() -> None:
    # IDT: "Table 25. RAM1 – 0x10: ..." under a paragraph naming registers 0x21, 0x31 ..
    regs = _regs(_map(IDT)[0])
    assert _fields(regs[0x10]) == {"en_xtal": (7, 7), "en_clkin": (6, 6)}
    assert not regs[0x21].fields


def test_rows_giving_one_bit_each_of_one_field_join_into_it() -> None:
    regs = _regs(_map(IDT)[0])
    assert _fields(regs[0x11]) == {"test_mode_vco_band": (5, 5), "vco_band": (4, 0)}
    vco_band = next(f for f in regs[0x11].fields if f.name == "vco_band")
    assert vco_band.reset_value == 0b01100
    assert _fields(regs[0x1B]) == {"FB_frcdiv": (1, 0)}  # its "[1:0" misprint closed


def test_a_register_column_beside_a_name_column_names_fields_by_the_name_column() -> None:
    regs = _regs(_map(IDT)[0])
    assert _fields(regs[0x20]) == {"bypass_sync1": (7, 7)}


def test_reading_a_document_keeps_none_of_its_tables() -> None:
    # the column roles are computed once per table while a document is read, then
    # dropped: a long-lived process (the MCP server) holds no document's tables
    from hwcc.extract.regmap.columns import _column_roles

    markdown = (
        "| Address | Name |\n|---|---|\n| 0x00 | CTRL |\n| 0x01 | STATUS |\n| 0x02 | DATA |\n"
    )
    extract_register_map(ParseResult("toy", "Toy", "datasheet", markdown, "TOY1"))
    assert _column_roles.cache_info().currsize == 0


def test_bits_numbered_inside_their_name_group_where_the_document_names_the_range() -> None:
    # ST LSM6DSR: the figure prints FS1_XL, FS0_XL over bits 3..2; the description
    # table names FS[1:0]_XL: one field FS_XL [3:2]
    markdown = (
        "# Registers\n\n| Name | Address | Type | Default |\n|---|---|---|---|\n"
        "| CTRL1_XL | 10h | R/W | 00000000 |\n| CTRL2_G | 11h | R/W | 00000000 |\n\n"
        "## CTRL1_XL (10h)\n\n| ODR_XL3 | ODR_XL2 | ODR_XL1 | ODR_XL0 | FS1_XL | FS0_XL "
        "| LPF2_XL_EN | 0 |\n|---|---|---|---|---|---|---|---|\n\n"
        "| ODR_XL[3:0] | Output data rate |\n|---|---|\n| FS[1:0]_XL | Full scale |\n\n"
        "## CTRL2_G (11h)\n\n| ODR_G3 | ODR_G2 | ODR_G1 | ODR_G0 | FS1_G | FS0_G "
        "| FS_125 | FS_4000 |\n|---|---|---|---|---|---|---|---|\n"
    )
    regs = _regs(_map(markdown)[0])
    assert _fields(regs[0x10])["FS_XL"] == (3, 2)
    # no "FS[1:0]_G" anywhere: each bit keeps its name
    assert {"FS1_G", "FS0_G"} <= set(_fields(regs[0x11]))


def test_ranges_the_document_names_across_a_wrap_after_an_underscore() -> None:
    # ST: the PDF wraps a name after its underscore ("ODR_T_ BATCH_[1:0]") or sets a
    # space before the range ("X_OFS_USR_ [7:0]"); a range inside the name (FS[1:0]_XL)
    from hwcc.extract.regmap.finish import named_ranges

    named = named_ranges("| ODR_T_ BATCH_[1:0] | rate |\nX_OFS_USR_ [7:0] offset; FS[1:0]_XL")
    assert {("odr_t_batch", 1, 0), ("x_ofs_usr", 7, 0), ("fs_xl", 1, 0)} <= named
    assert ("batch", 1, 0) not in named and not named_ranges("DATA[0:7] and [7:0] alone")
    # a name ending one line names no range opening the next; a wrapped name no infix
    assert not named_ranges("FOO\n[7:0]")
    assert ("batch_xl", 1, 0) not in named_ranges("ODR_T_ BATCH[1:0]_XL")
