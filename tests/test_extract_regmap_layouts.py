"""Register maps from documents: vendor layouts read by one rule each (ST sections whose
bit row follows a description line, TI charger REGnn sections, Everest and Silicon
Labs numbered sections, ams titled figures, Microchip nibble grids and register
boxes, Semtech's name-and-address column). Each test states what the document says
and, where a rule could fire wrongly, the guard that stops it."""

from __future__ import annotations

from pathlib import Path

from hwcc.extract.numbers import parse_int
from hwcc.extract.regmap import extract_register_map
from hwcc.extract.regmap.columns import _address_in, field_name
from hwcc.extract.regmap.finish import moved_to_their_bank
from hwcc.extract.regmap.normalize import normalized
from hwcc.extract.regmap.state import _Map, _Reg
from hwcc.extract.regmap.targets import _title
from hwcc.extract.tables import tables_of
from hwcc.types import PageSpan, ParseResult
from tests.support.regmap import bit_cells
from tests.support.regmap import device_of as _device
from tests.support.regmap import fields as _fields
from tests.support.regmap import registers as _regs

# vendor layouts too wide for source lines (one Markdown table row each)
LAYOUTS = Path(__file__).parent / "fixtures" / "regmap_layouts"

ST_MAP = """# 8 Register mapping

| Name | Type | Register Address Hex | Default Binary |
|---|---|---|---|
| CTRL_REG1 | R/W | 10 | 00000000 |
| CTRL_REG2 | R/W | 11 | 00010000 |
| OUT_L | R | 28 | output |
| OUT_H | R | 29 | output |

# 9 Register description

"""


def _st_section(heading: str, description: str, names: str) -> str:
    return (
        f"## {heading}\n\n{description}\n\n7 6 5 4 3 2 1 0\n\n| {names} |\n"
        "|---|---|---|---|---|---|---|---|\n\n"
    )


def test_a_bit_row_after_a_description_line_belongs_to_its_heading() -> None:
    # ST: "9.5 CTRL_REG1 (10h)", "Control register 1", "7 6 5 4 3 2 1 0", the names
    markdown = ST_MAP + _st_section(
        "9.5 CTRL_REG1 (10h)", "Control register 1", "0 | ODR2 | ODR1 | ODR0 | EN | CFG | BDU | SIM"
    )
    reg = _regs(_device(markdown))[0x10]
    assert _fields(reg) == {
        "ODR": (6, 4),
        "EN": (3, 3),
        "CFG": (2, 2),
        "BDU": (1, 1),
        "SIM": (0, 0),
    }


def test_a_heading_over_several_bit_rows_names_none_of_them() -> None:
    # the text layer set OUT_H's row under the next heading: OUT_L's section then
    # holds two rows and neither is given to it
    markdown = (
        ST_MAP
        + "## 9.7 OUT_L (28h)\n\nOutput (LSB)\n\n"
        + _st_section("9.8 OUT_H (29h)", "Output (MSB)", "A7 | A6 | A5 | A4 | A3 | A2 | A1 | A0")
        + "7 6 5 4 3 2 1 0\n\n| B15 | B14 | B13 | B12 | B11 | B10 | B9 | B8 |\n"
        "|---|---|---|---|---|---|---|---|\n\n"
        "7 6 5 4 3 2 1 0\n\n| C23 | C22 | C21 | C20 | C19 | C18 | C17 | C16 |\n"
        "|---|---|---|---|---|---|---|---|\n"
    )
    # (the first row stands first under OUT_H's heading, yet is OUT_L's)
    assert "A" not in _fields(_regs(_device(markdown))[0x29])


def _ti_charger(count: int, hexadecimal: bool = True) -> str:
    parts = ["# 8.4 Register Maps\n\n"]
    for k in range(count):
        name = f"REG{k:02X}" if hexadecimal else f"REG{k:02d}"
        parts.append(
            f"### 8.4.{k + 1} {name}\n\n**7 6 5 4 3 2 1 0**\n\n"
            "| 0 | 0 | 0 | 0 | 1 | 0 | 0 | 1 |\n|---|---|---|---|---|---|---|---|\n"
            "| R/W R/W R/W R/W R/W R/W R/W R/W |  |  |  |  |  |  |  |\n\n"
            "LEGEND: R/W = Read/Write; R = Read only; -n = value after reset\n\n"
            f"**Table {k + 8}. {name}**\n\n| Bit | Field | Type | Reset | Description |\n"
            "|---|---|---|---|---|\n| 7 | EN_HIZ | R/W | by REG_RST | Enable |\n"
            "| 6 | LIM[1] | R/W | by REG_RST | Limit |\n| 5 | LIM[0] | R/W | by REG_RST | |\n\n"
        )
    return "".join(parts)


def test_ti_charger_sections_named_by_their_hex_address() -> None:
    # TI: "8.4.1 REG00" .. "REG0A" .. "REG0C", each a figure of reset bits over an
    # access row with the legend "-n = value after reset", then its field table
    regs = _regs(_device(_ti_charger(13)))
    assert sorted(regs) == list(range(13))
    assert regs[0x0A].name == "REG0A" and regs[0x0C].name == "REG0C"
    assert regs[0x0B].reset_value == 0x09
    assert _fields(regs[0x0B]) == {"EN_HIZ": (7, 7), "LIM": (6, 5)}


def test_reg_numbers_without_a_hex_digit_are_not_read_as_hex_past_9() -> None:
    # "REG10" is 0x10 only where a "REG0A" shows the numbering is hex
    regs = _regs(_device(_ti_charger(13, hexadecimal=False)))
    assert sorted(regs) == list(range(10))


EVEREST = """# 6 CONFIGURATION REGISTER DEFINITION

## 6.1 Chip Control

### 6.1.1 Register 0 – Chip Control 1, Default 0000 0110

| Bit Name | Bit | Description |
|---|---|---|
| SCPReset | 7 | 0 – normal (default) |
| VMIDSEL | 1:0 | 00 – disabled |

### 6.1.2 Register 1 – Chip Control 2, Default 0101 1100

| Bit Name | Bit | Description |
|---|---|---|
| PdnAna | 3 | 0 – normal |

### 6.1.3 Register 9 – ADC Control 1, Default 0000 0000

Bit Name Bit Description

| MicAmpL | 7:4 | Left channel gain 0000 – 0 dB (default) |
|---|---|---|
| MicAmpR | 3:0 | Right channel gain 0000 – 0 dB (default) |

### 6.1.4 Register 10 – ADC Control 2, Default 0000 0000

| Bit Name | Bit | Description |
|---|---|---|
| DSR | 2 | select |
"""


def test_decimal_register_sections_with_a_name_and_a_binary_default() -> None:
    regs = _regs(_device(EVEREST))
    assert {a: (r.name, r.reset_value) for a, r in regs.items()} == {
        0: ("Chip Control 1", 0x06),
        1: ("Chip Control 2", 0x5C),
        9: ("ADC Control 1", 0x00),
        10: ("ADC Control 2", 0x00),
    }
    assert _fields(regs[0]) == {"SCPReset": (7, 7), "VMIDSEL": (1, 0)}


def test_a_field_table_whose_header_line_stayed_prose() -> None:
    # "Bit Name Bit Description" above rows "MicAmpL | 7:4 | ..."
    assert _fields(_regs(_device(EVEREST))[9]) == {"MicAmpL": (7, 4), "MicAmpR": (3, 0)}


AMS = """# 10 Register Description

## 10.1 Register Overview

| Addr | Name | Description |
|---|---|---|
| 0x70 | CONFIG | configuration |
| 0x80 | ENABLE | enables |
| 0xB5 | CFG12 | threshold channel |

## 10.2 Detailed Register Description

#### ENABLE Register (Address 0x80)

| Addr: 0x80 | ENABLE |  |  |
|---|---|---|---|
| Bit Bit Name | Default | Access | Bit Description |
| 7:5 reserved | 0 | RW | reserved |
| 4 SMUXEN | 0 | RW | SMUX Enable |
| Bit Bit Name | Default | Access | Bit Description |
| 0 PON | 1 | RW | Power ON |

#### CFG0 Register (Address 0xA9)

| Addr: 0xA9 | CFG0 |  |  |
|---|---|---|---|
| Bit Bit Name | Default | Access | Bit Description |
| 5 LOW_POWER | 0 | RW | Low Power Idle |
| 4 REG_BANK | 0 | RW | Register Bank Access |

#### CFG20 Register (Address 0xD6)

| Addr: 0xD6 | CFG20 |  |  |
|---|---|---|---|
| Bit Bit Name | Default | Access | Bit Description |
| 7 FD_FIFO | 0 | RW | enable |
"""


def test_a_titled_figure_with_bits_and_names_in_one_column() -> None:
    # ams: the title row "Addr: 0x80 | ENABLE" over the header, "4 SMUXEN" cells
    reg = _regs(_device(AMS))[0x80]
    assert _fields(reg) == {"SMUXEN": (4, 4), "PON": (0, 0)}


def test_a_titled_figure_defines_its_register_only_inside_the_maps_span() -> None:
    # CFG0 at 0xA9 lies between the map's 0x70 and 0xB5 (the PDF lost its summary row);
    # CFG20 at 0xD6 lies past the map's end: it may be another page's, and is left out
    regs = _regs(_device(AMS))
    assert regs[0xA9].name == "CFG0"
    assert _fields(regs[0xA9]) == {"LOW_POWER": (5, 5), "REG_BANK": (4, 4)}
    assert 0xD6 not in regs


def test_field_tables_with_one_header_and_another_address_between_are_two_tables() -> None:
    markdown = """# Registers

| Addr | Name | Description |
|---|---|---|
| 0x95 | CH0_DATA | low byte |
| 0x96 | CH0_DATA | high byte |

## CH0_DATA Register (Address 0x95/0x96)

| Addr: 0x95 | CH0_DATA_L |
|---|---|
| Bit Bit Name | Default Access Bit Description |
| 7:0 CH0_DATA_L | 0 R data low |

[Figure 67: CH0_DATA_H Register, page 47]

| Addr: 0x96 | CH0_DATA_H |
|---|---|
| Bit Bit Name | Default Access Bit Description |
| 7:0 CH0_DATA_H | 0 R data high |
"""
    regs = _regs(_device(markdown))
    assert _fields(regs[0x95]) == {"CH0_DATA_L": (7, 0)}
    assert _fields(regs[0x96]) == {"CH0_DATA_H": (7, 0)}


MICROCHIP = """# 11 Register map

TABLE 11-1: CAN CONTROLLER REGISTER MAP

| Lower Address Bits | Higher Order Address Bits | Higher Order Address Bits |
|---|---|---|
| Lower Address Bits | 0000 xxxx | 0001 xxxx |
| 0000 | RXF0SIDH | RXF3SIDH |
| 0001 | RXF0SIDL | RXF3SIDL |
| 1110 | CANSTAT | CANSTAT |
| 1111 | CANCTRL | CANCTRL |

## REGISTER 4-10: RXFnSIDH: FILTER n STANDARD IDENTIFIER REGISTER HIGH (ADDRESS: 00h, 10h)

**R/W-x R/W-x R/W-x R/W-x R/W-x R/W-x R/W-x R/W-x**

| SID10 | SID9 | SID8 | SID7 | SID6 | SID5 | SID4 | SID3 |
|---|---|---|---|---|---|---|---|
| bit 7 bit 0 |  |  |  |  |  |  |  |
"""


def test_a_map_drawn_as_a_grid_of_address_nibbles() -> None:
    # Microchip: high nibble per column, low nibble per row; a name in every column
    # (CANSTAT) is the register at its first address
    regs = _regs(_device(MICROCHIP))
    assert {a: r.name for a, r in regs.items()} == {
        0x00: "RXF0SIDH",
        0x01: "RXF0SIDL",
        0x0E: "CANSTAT",
        0x0F: "CANCTRL",
        0x10: "RXF3SIDH",
        0x11: "RXF3SIDL",
    }


def test_a_register_box_over_a_bit_7_bit_0_row() -> None:
    regs = _regs(_device(MICROCHIP))
    assert _fields(regs[0x00]) == {"SID[10:3]": (7, 0)}
    assert _fields(regs[0x10]) == {"SID[10:3]": (7, 0)}


SEMTECH = """# 6 Registers

## 6.1 Register Table Summary

| Address | Register Name | Reset (POR) | Description |
|---|---|---|---|
| 0x00 | RegFifo | 0x00 | FIFO |
| 0x0D | RegRxConfig | 0x08 | AFC, AGC |
| 0x0E | RegRssiConfig | 0x02 | RSSI |

## 6.2 FSK Mode Register Map

| Name (Address) | Bits | Variable Name | Mode | Default value | Description |
|---|---|---|---|---|---|
| RegFifo (0x00) | 7-0 | Fifo | rw | 0x00 | FIFO data |
| Registers for the Receiver |  |  |  |  |  |
| RegRxConfig (0x0D) | 7 | RestartRxOnCollision | rw | 0x00 | restart |
| RegRxConfig (0x0D) | 2-0 | RxTrigger | rw | 0x00 | trigger |
| RegRssiConfig (0x0E) | 2-0 | RssiSmoothing | rw | 0x02 | smoothing |

## 6.4 LoRa Mode Register Map

| Name (Address) | Bits | Variable Name | Mode | Reset | Description |
|---|---|---|---|---|---|
| RegFifo (0x00) | 7-0 | Fifo | rw | 0x00 | FIFO data |
| RegFifoAddr Ptr (0x0D) | 7-0 | FifoAddrPtr | rw | 0x00 | pointer |
| RegFifoTxBa seAddr (0x0E) | 7-0 | FifoTxBaseAddr | rw | 0x80 | base |
"""


def test_a_name_and_address_column_of_field_rows() -> None:
    # Semtech: "RegRxConfig (0x0D)" per field row, the field in "Variable Name"
    regs = _regs(_device(SEMTECH))
    assert _fields(regs[0x0D]) == {"RestartRxOnCollision": (7, 7), "RxTrigger": (2, 0)}
    assert _fields(regs[0x0E]) == {"RssiSmoothing": (2, 0)}


def test_field_rows_naming_other_registers_at_the_maps_addresses_are_another_bank() -> None:
    # the LoRa map reuses 0x0D and 0x0E for other registers: their fields do not join
    # the FSK registers, they form a register space of their own
    device = _device(SEMTECH)
    assert _fields(_regs(device)[0x0D]) == {"RestartRxOnCollision": (7, 7), "RxTrigger": (2, 0)}
    lora = _regs(device, 1)
    assert lora[0x0D].name == "RegFifoAddrPtr" and _fields(lora[0x0D]) == {"FifoAddrPtr": (7, 0)}
    assert lora[0x0E].name == "RegFifoTxBaseAddr"


SILABS = """# 8 Registers

## 8.1 Register Map Summary

| Register | 7 | 6 | 5 | 4 | 3 | 2 | 1 | 0 | Type |
|---|---|---|---|---|---|---|---|---|---|
| 0 | SYS_INIT | LOL_B | LOL_A | LOS | Reserved | Reserved | REVID[1:0] | REVID[1:0] | R |
| 3 | CLK7_OEB | CLK6_OEB | CLK5_OEB | CLK4_OEB | CLK3_OEB | CLK2_OEB | CLK1_OEB | CLK0_OEB | R/W |

# 9 Register Descriptions

## Register 0. Device Status

Reset value = 0000 0000

| Bit | Name | Function |
|---|---|---|
| 7 | SYS_INIT | System Initialization Status |

## Register 3. Output Enable Control

Reset value = xxxx xxxx

| Bit | Name | Function |
|---|---|---|
| 7:0 | CLKx_OEB | Output Disable |
"""


def test_register_sections_numbered_in_decimal_give_the_name_and_reset() -> None:
    regs = _regs(_device(SILABS))
    assert (regs[0].name, regs[0].reset_value) == ("Device Status", 0)
    # a reset of unknown bits is no value
    assert (regs[3].name, regs[3].reset_value) == ("Output Enable Control", None)


def test_a_one_bit_flag_named_after_another_register_stays_a_flag() -> None:
    # INT_EN's FIFO_TH bit speaks of the FIFO_TH register: it is INT_EN's field, and
    # FIFO_TH gets no one-bit field of that name
    markdown = (
        "# Registers\n\n| Address | Register | Type | Reset |\n|---|---|---|---|\n"
        "| 0x0A | INT_EN | R/W | 0x00 |\n| 0x4A | FIFO_TH | R/W | 0x00 |\n\n"
        "## INT_EN Interrupt enable register (0Ah)\n\nInterrupt enable\n\n"
        "7 6 5 4 3 2 1 0\n\n| GPIO | ADC | TEMP | EMPTY | FULL | OFLOW | FIFO_TH | TOUCH |\n"
        "|---|---|---|---|---|---|---|---|\n"
    )
    regs = _regs(_device(markdown))
    assert _fields(regs[0x0A])["FIFO_TH"] == (1, 1)
    assert not regs[0x4A].fields


MICROCHIP_BOXES = """# Registers

| Register Name | Address (Hex) | Description |
|---|---|---|
| TXB0CTRL | 30 | buffer 0 |
| TXB1CTRL | 40 | buffer 1 |
| CANSTAT | 0E | status |
| CANSTAT_MIRROR | 1E | not this one |

## REGISTER 3-1: TXBnCTRL: TRANSMIT BUFFER n CONTROL REGISTER (ADDRESS: 30h, 40h)

**U-0 R-0 R-0 R-0 R/W-0 U-0 R/W-1 R/W-0**

| — | ABTF | MLOA | TXERR | TXREQ | — | TXP1 | TXP0 |
|---|---|---|---|---|---|---|---|
| bit 7 bit 0 |  |  |  |  |  |  |  |

### Legend:

## REGISTER 10-2: CANSTAT: CAN STATUS REGISTER (ADDRESS: XEh)

**R-1 R-0 R-0 U-0 R-0 R-0 R-0 U-0**

| OPMOD2 | OPMOD1 | OPMOD0 | — | ICOD2 | ICOD1 | ICOD0 | — |
|---|---|---|---|---|---|---|---|
| bit 7 bit 0 |  |  |  |  |  |  |  |

### Legend:
"""


def test_a_figure_title_names_its_registers_by_symbol_and_address_list() -> None:
    # "TXBnCTRL: ... (ADDRESS: 30h, 40h)": n stands for each buffer's number; the
    # access line gives each bit's reset
    regs = _regs(_device(MICROCHIP_BOXES))
    for address in (0x30, 0x40):
        assert regs[address].reset_value == 0x02
        assert _fields(regs[address])["TXP"] == (1, 0)
    # "(ADDRESS: XEh)" lists nothing readable: the one register of that symbol
    assert regs[0x0E].reset_value == 0x80
    assert _fields(regs[0x0E]) == {"OPMOD": (7, 5), "ICOD": (3, 1)}
    assert regs[0x1E].reset_value is None and not regs[0x1E].fields


def test_a_symbol_title_whose_addresses_hold_other_registers_names_none() -> None:
    markdown = MICROCHIP_BOXES.replace("(ADDRESS: 30h, 40h)", "(ADDRESS: 30h, 50h)")
    regs = _regs(_device(markdown))
    assert regs[0x30].reset_value is None and regs[0x40].reset_value is None


def test_a_default_access_and_description_merged_in_one_column() -> None:
    # ams: "Default Access Bit Description" over "0 R CH0 ADC data"
    markdown = AMS.replace(
        "#### CFG0 Register",
        "#### ATIME Register (Address 0x70)\n\n| Addr: 0x70 | CONFIG |\n|---|---|\n"
        "| Bit Bit Name | Default Access Bit Description |\n"
        "| 7:0 ATIME | 5 RW Integration time |\n\n"
        "#### CFG0 Register",
    )
    reg = _regs(_device(markdown))[0x70]
    assert _fields(reg) == {"ATIME": (7, 0)} and reg.reset_value == 5


AMS_MORE = """# 10 Register Description

| Addr | Name | Description |
|---|---|---|
| 0x63 | ITIME | integration time |
| 0x64 | ITIME | integration time |
| 0x81 | ATIME | integration steps |
| 0x93 | STATUS | status |
| 0xB5 | CFG12 | threshold channel |

#### ATIME Register (Address 0x81)

| Addr: 0x81 | ATIME |
|---|---|
| Bit Bit Name | Default Access Bit Description |

Integration time.

| 7:0 | ATIME | 0x00 | RW | Value | Integration Time |
|---|---|---|---|---|---|
| 7:0 | ATIME | 0x00 | RW | 0 | ASTEP |
| 7:0 | ATIME | 0x00 | RW | 255 | 256 x ASTEP |

#### ITIME Register (Address 0x63, 0x64)

| Addr: 0x63 | ITIME_L |  |  |
|---|---|---|---|
| Bit Bit Name | Default | Access | Bit Description |
| 7:0 ITIME_L | 0 | R | Integration time, low byte |
| Figure 43: ITIME_M Register |  |  |  |
| Addr: 0x64 | ITIME_M |  |  |
| Bit Bit Name | Default | Access | Bit Description |
| 15:8 ITIME_M | 0 | R | Integration time, middle byte |

#### STATUS 2 Register (Address 0xA3)

| Addr: 0xA3 | STATUS 2 |  |  |
|---|---|---|---|
| Bit Bit Name | Default | Access | Bit Description |
| 6 AVALID | 0 | R | Spectral Valid |
"""


def test_a_figure_header_whose_rows_follow_its_description() -> None:
    reg = _regs(_device(AMS_MORE))[0x81]
    assert _fields(reg) == {"ATIME": (7, 0)} and reg.reset_value == 0


def test_figures_stacked_in_one_table_are_one_table_each() -> None:
    regs = _regs(_device(AMS_MORE))
    assert _fields(regs[0x63]) == {"ITIME_L": (7, 0)}
    # bits 15:8 of the value, held by the 8-bit register at 0x64
    assert _fields(regs[0x64]) == {"ITIME_M[15:8]": (7, 0)} and regs[0x64].size == 8


def test_a_title_at_an_address_the_map_lacks_is_not_matched_by_name() -> None:
    # "STATUS 2 (Address: 0xA3)" is no STATUS at 0x93
    regs = _regs(_device(AMS_MORE))
    assert not regs[0x93].fields
    assert regs[0xA3].name == "STATUS 2" and _fields(regs[0xA3]) == {"AVALID": (6, 6)}


MAXIM_GRID = """# 1.9 Register map

**Table 10. Register Map**

| PAGE/WORD | 00h | 10h | B0h |
|---|---|---|---|
| 0h | Status | FullCapRep | Status2 |
| 1h | VAlrtTh | TTE | Power |
| 8h | Temp | DesignCap | Reserved |
| 9h | VCell | FilterCfg | Curve |

#### FilterCfg Register (19h)

| Bit | Name | Description |
|---|---|---|
| 13:11 | TEMP | temperature filter |
| 3:0 | CURR | current filter |
"""


def test_a_map_drawn_as_a_grid_of_hex_bases_and_low_nibbles() -> None:
    # Maxim: columns 00h, 10h, B0h; rows 0h..Fh; a reserved cell is no register
    regs = _regs(_device(MAXIM_GRID))
    assert {a: r.name for a, r in regs.items()} == {
        0x00: "Status",
        0x01: "VAlrtTh",
        0x08: "Temp",
        0x09: "VCell",
        0x10: "FullCapRep",
        0x11: "TTE",
        0x18: "DesignCap",
        0x19: "FilterCfg",
        0xB0: "Status2",
        0xB1: "Power",
        0xB9: "Curve",
    }


def test_a_field_spelled_otherwise_than_a_register_stays_with_its_own() -> None:
    # FilterCfg's TEMP[13:11] is no field of the Temp register
    regs = _regs(_device(MAXIM_GRID))
    assert _fields(regs[0x19]) == {"TEMP": (13, 11), "CURR": (3, 0)}
    assert not regs[0x08].fields


def test_reg_prefixed_names_make_a_table_a_register_map() -> None:
    # Semtech: "Address | Name | Description | Default" under a heading naming the part,
    # its caption below it: the names' "Reg" prefix says they are registers
    markdown = (
        "## 5.3 SX1509 16-channel GPIO\n\n| Address | Name | Description | Default |\n"
        "|---|---|---|---|\n| 0x00 | RegInputDisableB | Input buffer disable | 0000 0000 |\n"
        "| 0x01 | RegInputDisableA | Input buffer disable | 0000 0000 |\n"
        "| 0x0E | RegDirB | Direction | 1111 1111 |\n"
    )
    regs = _regs(_device(markdown))
    assert {a: (r.name, r.reset_value) for a, r in regs.items()} == {
        0x00: ("RegInputDisableB", 0x00),
        0x01: ("RegInputDisableA", 0x00),
        0x0E: ("RegDirB", 0xFF),
    }


def test_a_symbol_title_listing_marked_addresses_without_a_colon() -> None:
    markdown = """# Registers

| Address | Register | Description |
|---|---|---|
| 0Ah | ALM0SEC | alarm 0 seconds |
| 11h | ALM1SEC | alarm 1 seconds |

## REGISTER 5-8: ALMxSEC: ALARM0/1 SECONDS VALUE REGISTER (ADDRESSES 0x0A/0x11)

**U-0 R/W-0 R/W-0 R/W-0 R/W-0 R/W-1 R/W-0 R/W-0**

| — | SECTEN2 | SECTEN1 | SECTEN0 | SECONE3 | SECONE2 | SECONE1 | SECONE0 |
|---|---|---|---|---|---|---|---|
| bit 7 bit 0 |  |  |  |  |  |  |  |

Legend:
"""
    regs = _regs(_device(markdown))
    for address in (0x0A, 0x11):
        assert regs[address].reset_value == 0x04
        assert _fields(regs[address]) == {"SECTEN": (6, 4), "SECONE": (3, 0)}


def test_a_location_column_beside_register_descriptions() -> None:
    # X-Powers AXP192: "Location | Description | R/W | Default", names ending "register"
    markdown = (
        "## 9.11 Registers\n\n| Location | Description | R/W | Default |\n|---|---|---|---|\n"
        "| 00 | Power supply status register | R |  |\n"
        "| 12 | DC-DC1/3 & LDO2/3 switch register | R/W | XFH |\n"
        "| 23 | DC-DC2 voltage set register | R/W | 16H |\n"
        "| 3A | APS under voltage Level1 set register | R/W | 68H |\n"
        "| 99 | PWM1 duty ratio set register 1 | R/W | 16H |\n"
        "| 9A | PWM1 duty ratio set register 2 | R/W | 0BH |\n"
    )
    regs = _regs(_device(markdown))
    assert {a: r.name for a, r in regs.items()} == {
        0x00: "Power supply status register",
        0x12: "DC-DC1/3 & LDO2/3 switch register",
        0x23: "DC-DC2 voltage set register",
        0x3A: "APS under voltage Level1 set register",
        0x99: "PWM1 duty ratio set register 1",
        0x9A: "PWM1 duty ratio set register 2",
    }
    assert regs[0x23].reset_value == 0x16


def test_a_command_byte_table_naming_registers() -> None:
    # Philips PCA9555: "Command | Register", the command byte points at the register
    markdown = (
        "## REGISTERS Command Byte\n\n| Command | Register |\n|---|---|\n"
        "| 0 | Input port 0 |\n| 1 | Input port 1 |\n| 2 | Configuration port 0 |\n"
    )
    regs = _regs(_device(markdown))
    assert {a: r.name for a, r in regs.items()} == {
        0: "Input port 0",
        1: "Input port 1",
        2: "Configuration port 0",
    }


def test_a_command_list_is_no_register_map() -> None:
    # a flash's "Command | Description" list names commands, not registers
    markdown = (
        "## Commands\n\n| Command | Description |\n|---|---|\n"
        "| 06 | Write enable |\n| 04 | Write disable |\n| 05 | Read status register |\n"
    )
    assert _device(markdown) is None


def test_tables_of_one_layout_read_their_addresses_alike() -> None:
    # the IRQ table's 40 .. 43 are hex because the GPIO table's 9A shows the layout is
    markdown = (
        "## 9.11 Registers\n\n### GPIO control class\n\n"
        "| Location | Description | R/W | Default |\n|---|---|---|---|\n"
        "| 90 | GPIO0 control register | R/W | 07H |\n"
        "| 9A | PWM1 duty ratio set register 2 | R/W | 0BH |\n"
        "| 9E | GPIO5 control register | R/W | 20H |\n\n### IRQ control class\n\n"
        "| Location | Description | R/W | Default |\n|---|---|---|---|\n"
        "| 40 | IRQ enable control register 1 | R/W | D8H |\n"
        "| 41 | IRQ enable control register 2 | R/W | FFH |\n"
        "| 42 | IRQ enable control register 3 | R/W | 3BH |\n"
    )
    regs = _regs(_device(markdown))
    assert sorted(regs) == [0x40, 0x41, 0x42, 0x90, 0x9A, 0x9E]


def test_one_word_opening_several_descriptions_names_no_field() -> None:
    # "VBUS insert IRQ enable", "VBUS remove IRQ enable": what the bits speak of
    markdown = (
        "## Registers\n\n| Address | Register |\n|---|---|\n| 0x40 | IRQ_EN1 |\n\n"
        "### REG 40H: IRQ enable 1 (address 0x40)\n\n| Bit | Description | R/W | Default |\n"
        "|---|---|---|---|\n| 7 | ACIN over voltage IRQ enable | RW | 1 |\n"
        "| 3 | VBUS insert IRQ enable | RW | 1 |\n| 2 | VBUS remove IRQ enable | RW | 0 |\n"
    )
    assert not _regs(_device(markdown))[0x40].fields


def test_a_sentence_mentioning_another_register_does_not_take_the_headings_row() -> None:
    # Maxim: "ScOcvLim Register (D1h)", then "... only when ModelCfg.ModelID is 6 ...",
    # then ScOcvLim's own bit row
    names = " | ".join(["OCV_Low_Lim"] * 9 + ["OCV_Delta"] * 7)
    bits = bit_cells(15, "D")
    markdown = (
        "# Registers\n\n| Address | Register |\n|---|---|\n| 0xD1 | ScOcvLim |\n"
        "| 0xDB | ModelCfg |\n\n#### ScOcvLim Register (D1h)\n\n"
        "Register Type: Special Initial Value: 0x479E This register only has usage when "
        "ModelCfg.ModelID is selected as 6 (LiFePO4). Table 2 shows the register format.\n\n"
        f"| {bits} |\n|{'---|' * 16}\n| {names} |\n\n#### ModelCfg Register (DBh)\n\n"
        "The ModelCfg register controls the model.\n"
    )
    regs = _regs(_device(markdown))
    assert _fields(regs[0xD1]) == {"OCV_Low_Lim": (15, 7), "OCV_Delta": (6, 0)}
    assert not regs[0xDB].fields


def test_a_command_code_table_with_one_register_name_per_address() -> None:
    # Vishay: "COMMAND CODE | REGISTER NAME | BIT | ...", the address and name on every
    # row of a register's bit spans: the name is the register's, the spans name no field
    markdown = (
        "## Register map\n\n"
        "| COMMAND CODE | REGISTER NAME | BIT | FUNCTION / DESCRIPTION | R / W |\n"
        "|---|---|---|---|---|\n| 00 | ALS_CONF_0 | 15 : 0 | gain, integration time | R / W |\n"
        "| 01 | ALS_WH | 15 : 8 | high threshold (MSB) | R / W |\n"
        "| 01 | ALS_WH | 7 : 0 | high threshold (LSB) | R / W |\n"
        "| 02 | ALS | 15 : 8 | MSB 8 bits data | R |\n| 02 | ALS | 7 : 0 | LSB 8 bits data | R |\n"
    )
    regs = _regs(_device(markdown))
    assert {a: (r.name, r.size, r.fields) for a, r in regs.items()} == {
        0: ("ALS_CONF_0", 16, ()),
        1: ("ALS_WH", 16, ()),
        2: ("ALS", 16, ()),
    }


def test_a_binary_address_column_under_a_label_row_and_group_titles() -> None:
    # QST: "Register Address" over "Dec | Hex | Binary", group titles merged over the
    # row: the binary column's 00001000 is 0x08, never decimal 1000
    markdown = (
        "**Table 19. UI Register Overview**\n\n"
        "| Name | Type | Register Address | Default | Comment |\n|---|---|---|---|---|\n"
        "| Name | Type | Binary | Binary |  |\n"
        "| Setup and Control Registers | 〃 | 〃 | 〃 | 〃 |\n"
        "| CTRL1 | rw | 00000010 | 00100000 | SPI Interface |\n"
        "| CTRL7 | rw | 00001000 | 00000000 | Enable Sensors |\n"
        "| CTRL9 | rw | 00001010 | 00000000 | Host Commands |\n"
    )
    regs = _regs(_device(markdown))
    assert {a: r.name for a, r in regs.items()} == {0x02: "CTRL1", 0x08: "CTRL7", 0x0A: "CTRL9"}


def test_registers_field_tables_printed_as_one_table() -> None:
    # QST: title rows stating each register's address, each over its own header row;
    # a title without the colon, and a title this rule cannot read, whose rows are left
    markdown = (
        "# Registers\n\n| Address | Register | Default |\n|---|---|---|\n"
        "| 0x15 | FIFO_SMPL_CNT | 0x00 |\n| 0x16 | FIFO_STATUS | 0x00 |\n"
        "| 0x17 | FIFO_DATA | 0x00 |\n\n## 5.4 FIFO Registers\n\n"
        "| Register Name | Register Name |  |  |\n|---|---|---|---|\n"
        "| FIFO_SMPL_CNT | FIFO_SMPL_CNT | FIFO Sample Count Register Address: 21 (0x15) | 〃 |\n"
        "| Bits | Name | Default | Description |\n| 7:0 | FIFO_SMPL_CNT_LSB | 8'b0 | count |\n"
        "| FIFO_STATUS | FIFO_STATUS | FIFO Status. Register Address 22 (0x16) | 〃 |\n"
        "| Bits | Name | Default | Description |\n| 7 | FIFO_FULL | 1'b0 | full |\n"
        "| 1:0 | FIFO_SMPL_CNT_MSB | 2'b0 | count |\n"
        "| FIFO_DATA | FIFO_DATA | FIFO data output (register 23) | 〃 |\n"
        "| Bits | Name | Default | Description |\n| 7:0 | FIFO_DATA | 8'b0 | data |\n"
    )
    regs = _regs(_device(markdown))
    assert _fields(regs[0x15]) == {"FIFO_SMPL_CNT_LSB": (7, 0)}
    assert _fields(regs[0x16]) == {"FIFO_FULL": (7, 7), "FIFO_SMPL_CNT_MSB": (1, 0)}
    assert not regs[0x17].fields


def test_footnote_marks_after_a_declared_range_are_no_part_of_the_name() -> None:
    # QST: "aODR<3:0>(12)(13)": notes 12 and 13 after the field's declared bits
    markdown = (
        "# Registers\n\n| Address | Register |\n|---|---|\n| 0x03 | CTRL2 |\n\n"
        "### CTRL2 (address 0x03)\n\n| Bits | Name | Default | Description |\n"
        "|---|---|---|---|\n| 7 | aST | 1'b0 | self test |\n"
        "| 3:0 | aODR<3:0>(12)(13) | 4'b0 | output data rate |\n"
    )
    assert _fields(_regs(_device(markdown))[0x03]) == {"aST": (7, 7), "aODR": (3, 0)}


def _io_expander(defaults: tuple[str, str], heading: str = "Registers 2 and 3") -> str:
    rows = "".join(
        f"| bit | {' | '.join(f'O{k}.{b}' for b in range(7, -1, -1))} |\n"
        + ("|---|---|---|---|---|---|---|---|---|\n" if k == 0 else "")
        + f"| default | {' | '.join(defaults[k] * 8)} |\n"
        for k in (0, 1)
    )
    return (
        "## REGISTERS Command Byte\n\n| Command | Register |\n|---|---|\n"
        "| 0 | Input port 0 |\n| 1 | Input port 1 |\n| 2 | Output port 0 |\n"
        f"| 3 | Output port 1 |\n\n## {heading} — Output Port Registers\n\n{rows}"
    )


def test_two_registers_bits_and_defaults_under_a_heading_naming_both() -> None:
    # Philips PCA9555: "Registers 2 and 3", a bit row and a default row for each
    regs = _regs(_device(_io_expander(("1", "0"))))
    assert (regs[2].reset_value, regs[3].reset_value) == (0xFF, 0x00)
    assert not regs[2].fields


def test_defaults_of_unknown_bits_or_under_another_heading_give_no_reset() -> None:
    regs = _regs(_device(_io_expander(("X", "1"))))
    assert (regs[2].reset_value, regs[3].reset_value) == (None, 0xFF)
    regs = _regs(_device(_io_expander(("1", "1"), heading="Output port registers")))
    assert (regs[2].reset_value, regs[3].reset_value) == (None, None)


def test_a_register_address_given_with_an_equals_sign() -> None:
    # Vishay: "Register address = 00h" above the register's field table; a bus address
    # given so ("slave address = 10h") names no register
    table = (
        "| REGISTER NAME | BIT | FUNCTION / DESCRIPTION | R / W |\n|---|---|---|---|\n"
        "| ALS_GAIN | 12 : 11 | Gain selection | R / W |\n| ALS_SD | 0 | shut down | R / W |\n"
    )
    summary = (
        "## Register map\n\n| COMMAND CODE | REGISTER NAME | BIT | DESCRIPTION |\n"
        "|---|---|---|---|\n| 00 | ALS_CONF_0 | 15 : 0 | configuration |\n"
        "| 01 | ALS_WH | 15 : 8 | threshold (MSB) |\n| 01 | ALS_WH | 7 : 0 | threshold (LSB) |\n"
        "\n## Configuration\n\n"
    )
    regs = _regs(_device(summary + "Register address = 00h The command code #0.\n\n" + table))
    assert _fields(regs[0]) == {"ALS_GAIN": (12, 11), "ALS_SD": (0, 0)}
    regs = _regs(_device(summary + "The slave address = 01h for writes.\n\n" + table))
    assert not regs[0].fields and not regs[1].fields


def _fuel_gauge(section: str) -> str:
    """A Maxim-style 16-bit map (name cells, hex addresses) and one register section."""
    # the map states four registers' width (16 bits); the others take it
    rows = "".join(
        f"| {a:02X}h | {n} | 16 |\n"
        for a, n in ((0x05, "RepCap"), (0x06, "RepSOC"), (0x1D, "Config"), (0x2C, "TGain"))
    )
    rows += "| 2Dh | TOff | |\n| 45h | dQAcc | |\n| BBh | Config2 | |\n"
    return "## Register map\n\n| Address | Register | Bit |\n|---|---|---|\n" + rows + section


def _resets(markdown: str) -> dict[str, int | None]:
    device = _device(markdown)
    return {r.name: r.reset_value for r in _regs(device).values()}


def test_a_labelled_initial_value_in_a_register_section() -> None:
    # Maxim: "Register Type: Special Initial Value: 0x2039 The RelaxCfg register ..."
    # under the register's heading; a note in brackets after it is no second value
    resets = _resets(
        _fuel_gauge(
            "#### Config Register (1Dh)\n\nRegister Type: Special Initial Value: 0x2210 "
            "The Config register holds all enable bits.\n\n"
            "#### dQAcc Register (45h)\n\nInitial Value: 0x0017 (368mAh) This register "
            "tracks change.\n"
        )
    )
    assert (resets["Config"], resets["dQAcc"]) == (0x2210, 0x0017)
    assert resets["RepCap"] is None


def test_an_initial_value_after_the_register_type_on_its_own_line() -> None:
    # MAX17260: "Register Type: Capacity" and "Initial value: 0x0BB8" on two lines; a
    # value two lines below a line that is not the type is no longer the section's first
    resets = _resets(
        _fuel_gauge(
            "#### RepCap Register (05h)\n\nRegister Type: Capacity\n\n"
            "Initial value: 0x0BB8\n\nThe RepCap register holds the capacity.\n\n"
            "#### RepSOC Register (06h)\n\nThe RepSOC register holds the charge.\n\n"
            "Initial value: 0x0100\n"
        )
    )
    assert (resets["RepCap"], resets["RepSOC"]) == (0x0BB8, None)


def test_initial_values_given_per_register_name() -> None:
    # "Initial Value: TGain = 0xEE56 and TOff = 0x1DA4" under a heading naming both;
    # "0x2210 for Config, 0x3658 for Config2"
    resets = _resets(
        _fuel_gauge(
            "#### TGain (2Ch) Register/TOff (2Dh) Register\n\nRegister Type: Special "
            "Initial Value: TGain = 0xEE56 and TOff = 0x1DA4 The TGain and TOff registers"
            " convert.\n\n#### Config Register (1Dh) and Config2 Register (BBh)\n\n"
            "Initial Value: 0x2210 for Config, 0x3658 for Config2 The Config register.\n"
        )
    )
    assert (resets["TGain"], resets["TOff"]) == (0xEE56, 0x1DA4)
    assert (resets["Config"], resets["Config2"]) == (0x2210, 0x3658)


def test_initial_values_that_do_not_name_one_register_give_none() -> None:
    # a heading whose address is another register's (the document's misprint
    # "dQAcc Register (05h)"), two values for one register, a percentage, a value
    # "for" or "=" a register the heading does not name
    resets = _resets(
        _fuel_gauge(
            "#### dQAcc Register (05h)\n\nInitial Value: 0x0017 (368mAh) Tracks.\n\n"
            "#### Config Register (1Dh)\n\nInitial Value: 0x870C (0x890C)\n\n"
            "#### TGain Register (2Ch)\n\nInitial Value: 95% The threshold.\n\n"
            "#### TOff Register (2Dh)\n\nInitial Value: 0x1DA4 for Config2 Sets.\n\n"
            "#### RepCap Register (05h) and RepSOC (06h) Registers\n\n"
            "Initial Value: RepCap = 0x0001 and Config2 = 0x0002\n"
        )
    )
    assert set(resets.values()) == {None}


def test_a_register_title_spread_over_the_header_cells() -> None:
    # ScioSense: the title's two merged cells repeat over the columns ("Address 0x11 |
    # Address 0x11 | CONFIG | CONFIG | CONFIG") above the real header line; the bits
    # were read as addresses 0..7 of a second map
    summary = (
        "## Register overview\n\n| Address | Name | Size | Access | Description |\n"
        "|---|---|---|---|---|\n| 0x10 | OPMODE | 1 | Read / Write | Operating Mode |\n"
        "| 0x11 | CONFIG | 1 | Read / Write | Interrupt Pin Configuration |\n"
        "| 0x40 | GPR_WRITE[0:7] | 8 | Read/Write | General Purpose Write Registers |\n"
    )
    config = (
        "\n### CONFIG (Address 0x11)\n\n| Address 0x11 | Address 0x11 | CONFIG | CONFIG |"
        " CONFIG |\n|---|---|---|---|---|\n| Bits | Field Name | Default | Access | Field "
        "Description |\n| 7 | - | 0b0 | - | Reserved |\n| 6 | INTPOL | 0b0 | R/W | polarity |"
        "\n| 5 | INT_CFG | 0b0 | R/W | drive |\n| 4:1 | - | 0b0 | - | Reserved |\n"
        "| 0 | INTEN | 0b0 | R/W | INTn pin is enabled |\n"
    )
    gpr = (
        "\n### GPR_WRITE (Address 0x40)\n\n| Address 0x40 | Address 0x40 | GPR_WRITE0-7 | "
        "GPR_WRITE0-7 |\n|---|---|---|---|\n| Address | Bits | Field Name | Default |\n"
        "| 0x40 | 0:7 | GPR_WRITE0 | 0x00 |\n| 0x41 | 0:7 | GPR_WRITE1 | 0x00 |\n"
    )
    device = _device(summary + config + gpr)
    assert device is not None and len(device.peripherals) == 1
    regs = _regs(device)
    assert _fields(regs[0x11]) == {"INTPOL": (6, 6), "INT_CFG": (5, 5), "INTEN": (0, 0)}
    assert regs[0x11].reset_value == 0
    assert sorted(regs) == [0x10, 0x11, 0x40, 0x41]
    assert _fields(regs[0x41]) == {"GPR_WRITE1": (7, 0)}


def _keypad(sentence: str = "The default value in all registers is 0.") -> str:
    """A TI TCA8418-style map: bit cells with the value at reset under each name."""
    cells = {
        "0x01 | CFG | Configuration": "AI | GPI_E_CFG | OVR_M | INT_CFG | OVR_IEN | K_IEN "
        "| GPI_IEN | KE_IEN",
        "0x02 | INT_STAT | Interrupt status": "N/A 0 | N/A 0 | N/A 0 | CAD_INT | OVR_INT | "
        "K_LCK_INT | GPI_INT | K_INT",
        "0x11 | GPIO_INT_STAT1 | GPIO interrupt status": " | ".join(
            f"R{b}IS 0" for b in range(7, -1, -1)
        ),
        "0x14 | GPIO_DAT_STAT1 (read twice to clear) | GPIO data status": " | ".join(
            f"R{b}DS" for b in range(7, -1, -1)
        ),
        "0x2A | DEBOUNCE_DIS2 | Debounce disable": " | ".join(
            f"C{b}DD 1" for b in range(7, -1, -1)
        ),
    }
    head = "| ADDRESS | REGISTER NAME | REGISTER DESCRIPTION | " + " | ".join(
        str(b) for b in range(7, -1, -1)
    )
    rows = "".join(f"| {k} | {v} |\n" for k, v in cells.items())
    section = (
        "\n#### Debounce Disable Registers, DEBOUNCE_DIS2 (Address 0x2A)\n\n"
        + head
        + " |\n|"
        + "---|" * 11
        + "\n| 0x11 | GPIO_INT_STAT1 | GPIO interrupt status | "
        + " | ".join(f"R{b}IS" for b in range(7, -1, -1))
        + " |\n| 0x30 | DEBOUNCE_DIS2 | Debounce Disable 2 | "
        + " | ".join(f"C{b}DD" for b in range(7, -1, -1))
        + " |\n"
    )
    return f"## Register map\n\n{sentence}\n\n{head} |\n|{'---|' * 11}\n{rows}{section}"


def test_bit_cells_with_the_value_at_reset_under_each_name() -> None:
    # TI TCA8418: "KEA7 0" cells, "N/A 0" reserved cells, a name with a lower-case
    # note, a section table repeating the map with a misprinted address, and "The
    # default value in all registers is 0."
    regs = _regs(_device(_keypad()))
    assert sorted(regs) == [0x01, 0x02, 0x11, 0x14, 0x2A]  # not 0x30
    assert regs[0x14].name == "GPIO_DAT_STAT1"
    assert _fields(regs[0x11])["R7IS"] == (7, 7)
    assert set(_fields(regs[0x02])) == {"CAD_INT", "OVR_INT", "K_LCK_INT", "GPI_INT", "K_INT"}
    assert regs[0x2A].reset_value == 0xFF  # from its cells, before the sentence's 0
    assert regs[0x01].reset_value == regs[0x11].reset_value == 0


def test_a_map_headers_note_that_power_on_reset_clears_all_registers() -> None:
    # Linear LTC2990: "REGISTER ADDRESS* (†)" over the map, its note "†Power-on reset
    # sets all registers to 00h." among the others above it
    note = (
        "*Register Address MSBs b7-b4 are ignored. **Writing any value triggers a "
        "conversion. \u2020Power-on reset sets all registers to 00h."
    )
    regs = _regs(_device(_keypad(note)))
    assert regs[0x01].reset_value == regs[0x11].reset_value == 0
    assert regs[0x2A].reset_value == 0xFF  # from its cells, before the note's 0


def test_a_value_for_all_registers_with_an_exception_gives_none() -> None:
    regs = _regs(_device(_keypad("The default value in all registers is 0, unless noted.")))
    assert regs[0x01].reset_value is None and regs[0x2A].reset_value == 0xFF


def _radio(title2: str = "0x01: AGCCTRL1 – AGC Control") -> str:
    """A TI CC1101-style manual: a map, then per register a title line naming its
    address and name over a field table with decimal resets and their other notation."""
    fields = "| Bit | Field Name | Reset | R/W | Description |\n|---|---|---|---|---|\n"
    return (
        "## Configuration Registers\n\n| Address | Register | Description |\n|---|---|---|\n"
        "| 0x00 | IOCFG2 | GDO2 output pin configuration |\n"
        "| 0x01 | AGCTRL1 | AGC control |\n| 0x02 | FIFOTHR | FIFO thresholds |\n\n"
        "## Configuration Register Details\n\n0x00: IOCFG2 – GDO2 Output Pin Configuration\n\n"
        f"{fields}| 7 |  |  | R0 | Not used |\n| 6 | GDO2_INV | 0 | R/W | Invert output |\n"
        "| 5:0 | GDO2_CFG[5:0] | 41 (0x29) | R/W | Default is CHP_RDYn |\n\n"
        f"{title2}\n\n{fields}| 7:6 | HYST_LEVEL[1:0] | 2 (10) | R/W | Hysteresis |\n"
        "| 5:0 | WAIT_TIME[5:0] | 17 (0x11) | R/W | Wait |\n\n"
        "0x02: FIFOTHR – RX FIFO and TX FIFO Thresholds\n\n"
        "| Bit | Field Name | Reset | R/W | Description | Description | Description |\n"
        "|---|---|---|---|---|---|---|\n"
        "| 7:4 | CLOSE_IN_RX[3:0] | 0 (0000) | R/W | Attenuation | 〃 | 〃 |\n"
        "| 7:4 | CLOSE_IN_RX[3:0] | 0 (0000) | R/W | 〃 | Setting | Attenuation |\n"
        "|  |  |  |  |  | 0 (0000) | 0 dB |\n|  |  |  |  |  | 1 (0001) | 6 dB |\n"
        "|  |  |  |  |  | 2 (0010) | 12 dB |\n|  |  |  |  |  | 3 (0011) | 18 dB |\n"
        "| 3:0 | FIFO_THR[3:0] | 7 (0111) | R/W | Threshold | Threshold | Threshold |\n"
    )


def test_register_tables_titled_by_address_and_name() -> None:
    # TI CC1101: "0x00: IOCFG2 – ..." over each table (the map misprints AGCCTRL1 as
    # AGCTRL1); resets "41 (0x29)", "7 (0111)"; a table of a field's settings nested
    # in its description cells
    regs = _regs(_device(_radio()))
    assert _fields(regs[0]) == {"GDO2_INV": (6, 6), "GDO2_CFG": (5, 0)}
    assert [f.reset_value for f in regs[0].fields] == [41, 0]
    assert _fields(regs[1]) == {"HYST_LEVEL": (7, 6), "WAIT_TIME": (5, 0)}
    assert regs[1].reset_value == 0x91
    assert _fields(regs[2]) == {"CLOSE_IN_RX": (7, 4), "FIFO_THR": (3, 0)}
    assert regs[2].reset_value == 0x07


def test_a_title_naming_another_register_than_the_map_holds_there_names_none() -> None:
    regs = _regs(_device(_radio("0x01: PKTCTRL1 – Packet Automation Control")))
    assert not regs[1].fields


def test_bit_columns_under_one_header_cell_spread_over_them() -> None:
    # NXP MPR121: "REGISTER | Fields x8 | Register Address | Initial Value", no bit
    # numbers: the eight columns are bits 7..0
    head = "| REGISTER | " + "Fields | " * 8 + "Register Address | Initial Value |\n"
    rows = (
        "| ELE0 Touch Status | ELE7 | ELE6 | ELE5 | ELE4 | ELE3 | ELE2 | ELE1 | ELE0 | 0x00 "
        "| 0x00 |\n"
        "| ELE8 Touch Status | OVCF |  |  | ELEPROX | ELE11 | ELE10 | ELE9 | ELE8 | 0x01 | 0x00 |\n"
        "| MHD Rising |  |  | MHDR | MHDR | MHDR | MHDR | MHDR | MHDR | 0x2B | 0x00 |\n"
    )
    regs = _regs(_device("## Register Map\n\n" + head + "|---" * 11 + "|\n" + rows))
    assert _fields(regs[0x01])["OVCF"] == (7, 7) and _fields(regs[0x01])["ELEPROX"] == (4, 4)
    assert _fields(regs[0x2B]) == {"MHDR": (5, 0)}
    # seven such columns are no byte: nothing is read from them
    head7 = "| REGISTER | " + "Fields | " * 7 + "Register Address | Initial Value |\n"
    seven = "| MHD Rising |  | MHDR | MHDR | MHDR | MHDR | MHDR | MHDR | 0x2B | 0x00 |\n"
    regs = _regs(_device("## Register Map\n\n" + head7 + "|---" * 10 + "|\n" + seven))
    assert not regs[0x2B].fields


def test_a_reg_value_column_beside_the_address_is_the_reset() -> None:
    # onsemi FUSB302B: "Address | Register Name | Type | Reg Value | Bit 7 .. Bit 0",
    # hex without a mark ("0F" shows the column's notation)
    bits = bit_cells(7)
    markdown = (
        f"## Register definitions\n\n| Address | Register Name | Type | Reg Value | {bits} |\n"
        + "|---" * 12
        + "|\n| 0x02 | Switches0 | R/W | 3 | PU_EN2 | PU_EN1 | VC2 | VC1 | M2 | M1 | PD2 | PD1 |\n"
        "| 0x03 | Switches1 | R/W | 20 | PR | SR1 | SR0 | DR |  | AUTO_CRC | TX2 | TX1 |\n"
        "| 0x0D | OCPreg | R/W | 0F |  |  |  |  | RANGE | CUR2 | CUR1 | CUR0 |\n"
    )
    regs = _regs(_device(markdown))
    assert [regs[a].reset_value for a in (2, 3, 0x0D)] == [0x03, 0x20, 0x0F]


def test_field_names_opening_the_description_beside_their_bits() -> None:
    # Trinamic TMC2209: "R/W | Addr | n | Register | Description / bit names" twice; a
    # "Bit" title row per register, then "4..0 | IHOLD (Reset default: OTP) ...",
    # "bit 7… 0 | PWM_SCALE_SUM: Actual ...", "3 | shaft 1: Inverse ..."; a register
    # described whole has no field, nor a row opening with a sentence's first word
    head = (
        "| R/W | Addr | n | Register | Description / bit names | Description / bit names |\n"
        "|---|---|---|---|---|---|\n"
    )
    rows = (
        "| RW | 0x00 | 10 | GCONF | Bit | GCONF – Global configuration flags |\n"
        "| RW | 0x00 | 10 | GCONF | 0 | I_scale_analog (Reset default=1) 0: internal |\n"
        "| RW | 0x00 | 10 | GCONF | 3 | shaft 1: Inverse motor direction |\n"
        "| RW | 0x00 | 10 | GCONF | 4 | Actual position of the index |\n"
        "| R | 0x02 | 8 | IFCNT | Interface transmission counter. |\n"
        "| W | 0x10 | 14 | IHOLD_IRUN | Bit | IHOLD_IRUN – Driver current control |\n"
        "| W | 0x10 | 14 | IHOLD_IRUN | 4..0 | IHOLD (Reset default: OTP) Standstill current |\n"
        "| W | 0x10 | 14 | IHOLD_IRUN | 12..8 | IRUN (Reset default=31) Motor run current |\n"
        "| R | 0x71 | 17 | PWM_SCALE | bit 7… 0 | PWM_SCALE_SUM: Actual PWM duty cycle. |\n"
    )
    regs = _regs(_device("## General Registers\n\n" + head + rows))
    assert sorted(regs) == [0x00, 0x02, 0x10, 0x71]
    assert _fields(regs[0]) == {"I_scale_analog": (0, 0), "shaft": (3, 3)}
    assert not regs[2].fields
    assert _fields(regs[0x10]) == {"IHOLD": (4, 0), "IRUN": (12, 8)}
    assert _fields(regs[0x71]) == {"PWM_SCALE_SUM": (7, 0)}
    assert regs[0x10].name == "IHOLD_IRUN"


def test_one_row_per_bit_of_a_value_named_by_index() -> None:
    # Trinamic DRV_STATUS: "CS_ACTUAL[16]" .. "[20]" at bits 16..20 (the register's bit
    # numbers): one field CS_ACTUAL [20:16]; PWM_OFS[0] .. [3] at bits 0..3: PWM_OFS
    rows = "".join(f"| {b} | CS_ACTUAL[{b}] | R | current |\n" for b in range(16, 21))
    rows += "".join(f"| {b} | PWM_OFS[{b}] | R | offset |\n" for b in range(4))
    markdown = (
        "## Register map\n\n| Address | Register | Description |\n|---|---|---|\n"
        "| 0x6F | DRV_STATUS | driver status |\n| 0x70 | PWMCONF | pwm |\n\n"
        "### 0x6F: DRV_STATUS register\n\n| Bit | Name | Access | Description |\n"
        "|---|---|---|---|\n" + rows
    )
    assert _fields(_regs(_device(markdown))[0x6F]) == {"PWM_OFS": (3, 0), "CS_ACTUAL": (20, 16)}


def _gauge_sections(extra: str, agreeing: int = 5) -> str:
    """A Maxim-style map and register sections headed "Name Register (XXh)"."""
    names = ["Status", "VAlrtTh", "TAlrtTh", "SAlrtTh", "AtRate", "RepCap"]
    rows = "".join(f"| {a:02X}h | {n} | |\n" for a, n in enumerate(names))
    sections = "".join(
        f"#### {n} Register ({a:02X}h)\n\nThe {n} register.\n\n"
        for a, n in list(enumerate(names))[:agreeing]
    )
    return (
        "## Register map\n\n| Address | Register | Description |\n|---|---|---|\n"
        + rows
        + "\n"
        + sections
        + extra
    )


def test_registers_headed_beside_the_map_extend_it() -> None:
    # Maxim MAX17055: the map table stops short; "VFSOC Register (FFh)" and
    # "OCVTable0 (80h) to OCVTable3 (83h) Registers" head sections of more registers
    extra = (
        "#### VFSOC Register (FFh)\n\nVoltage fuel gauge.\n\n"
        "#### OCVTable0 (80h) to OCVTable3 (83h) Registers\n\nThe cell model.\n\n"
        "#### MixCap (0Fh) and MixSOC (0Dh) Registers\n\nMixing.\n"
    )
    regs = _regs(_device(_gauge_sections(extra)))
    assert regs[0xFF].name == "VFSOC"
    assert [regs[a].name for a in range(0x80, 0x84)] == [f"OCVTable{k}" for k in range(4)]
    assert (regs[0x0F].name, regs[0x0D].name) == ("MixCap", "MixSOC")


def test_headings_too_few_to_trust_or_naming_a_mapped_register_add_none() -> None:
    extra = "#### VFSOC Register (FFh)\n\nVoltage fuel gauge.\n\n"
    assert 0xFF not in _regs(_device(_gauge_sections(extra, agreeing=4)))
    # a name the map holds at another address (a misprinted heading), or numbers that
    # do not count the addresses one by one
    extra = (
        "#### RepCap Register (45h)\n\nMisprint.\n\n"
        "#### QRTable00 (12h) to QRTable30 (42h) Registers\n\nEvery 16th.\n\n"
        "#### nRSense (1CFh) Register\n\nAnother memory.\n"
    )
    assert sorted(_regs(_device(_gauge_sections(extra)))) == list(range(6))


def test_a_reset_stated_in_a_column_without_a_role() -> None:
    # Trinamic: "Reset default= 0x10000053" in the map's "Range [Unit]" column; two
    # cells of one row stating two values give none
    markdown = (
        "## Driver Register Set\n\n| R/W | Addr | n | Register | Description | Range [Unit] |\n"
        "|---|---|---|---|---|---|\n"
        "| RW | 0x6C | 32 | CHOPCONF | Chopper configuration | Reset default= 0x10000053 |\n"
        "| RW | 0x70 | 22 | PWMCONF | Reset value: 0xC10D0025 | Reset default= 0xC10D0024 |\n"
        "| R | 0x71 | 17 | PWM_SCALE | Results | 0…255 |\n"
    )
    regs = _regs(_device(markdown))
    assert regs[0x6C].reset_value == 0x10000053 and regs[0x6C].size == 32
    assert regs[0x70].reset_value is None and regs[0x71].reset_value is None


def _family(second: str = "SX1509") -> str:
    head = "| Address | Name | Description | Default |\n|---|---|---|---|\n"
    return (
        "## 5.1 SX1508 8-channel GPIO register map\n\n"
        + head
        + "| 0x00 | RegInputDisable | Input buffer disable | 0x00 |\n"
        "| 0x01 | RegLongSlew | Output slew | 0x00 |\n| 0x02 | RegLowDrive | drive | 0x00 |\n\n"
        f"## 5.2 {second} 16-channel GPIO register map\n\n"
        + head
        + "| 0x00 | RegInputDisableB | Input buffer disable B | 0x00 |\n"
        "| 0x01 | RegInputDisableA | Input buffer disable A | 0x00 |\n"
        "| 0x02 | RegLongSlewB | Output slew B | 0x00 |\n"
    )


def test_a_familys_maps_are_named_by_their_parts() -> None:
    # Semtech SX1507/08/09: one map per part, each under a heading naming it
    device = _device(_family())
    assert device is not None
    assert [p.name for p in device.peripherals] == ["SX1508", "SX1509"]
    # headings naming one part twice: banks of the device, numbered
    device = _device(_family(second="SX1508"))
    assert device is not None
    assert [p.name for p in device.peripherals] == ["TOY1", "TOY1_BANK1"]


def test_status_registers_at_addresses_read_with_the_burst_bit() -> None:
    # TI CC1101: "0x30 (0xF0) | PARTNUM" (the address and the header byte reading it);
    # the command strobes at the same addresses ("Address | Strobe Name") are no
    # registers; "0x30 (0x31)" is no such pair
    markdown = (
        "## Command Strobes and registers\n\n| Address | Strobe Name | Description |\n"
        "|---|---|---|\n| 0x30 | SRES | Reset chip. |\n| 0x31 | SFSTXON | Enable synthesizer |\n"
        "| 0x32 | SXOFF | Turn off crystal |\n\n## Status Registers Overview\n\n"
        "| Address | Register | Description | Details on page number |\n|---|---|---|---|\n"
        "| 0x30 (0xF0) | PARTNUM | Part number | 92 |\n| 0x31 (0xF1) | VERSION | Version | 92 |\n"
        "| 0x32 (0xF2) | FREQEST | Frequency offset estimate | 92 |\n"
        "| 0x33 (0x31) | LQI | Link quality | 92 |\n"
    )
    device = _device(markdown)
    assert device is not None and len(device.peripherals) == 1
    assert {a: r.name for a, r in _regs(device).items()} == {
        0x30: "PARTNUM",
        0x31: "VERSION",
        0x32: "FREQEST",
    }


def test_a_map_header_of_bit_labels_left_as_prose() -> None:
    # ADI ADXL355: "Hex. Addr. Register Name Bit 7 Bit 6 .. Bit 0 Reset R/W" above the
    # table as prose (two cuts of it read alike); cells "XDATA, Bits[19:12]" are slices
    cells = " | ".join(["XDATA, Bits[3:0]"] * 4 + ["Reserved"] * 4)
    markdown = (
        "# REGISTER MAP\n\nHex. Addr. Register Name Bit 7 Bit 6 Bit 5 Bit 4 Bit 3 Bit 2 "
        "Bit 1 Bit 0 Reset R/W\n\n| 0x04 | Status | Reserved | Reserved | Reserved | NVM_BUSY | "
        "Activity | FIFO_OVR | FIFO_FULL | DATA_RDY | 0x00 | R |\n" + "|---" * 12 + "|\n"
        f"| 0x0A | XDATA1 | {cells} | 0x00 | R |\n"
        "| 0x2C | Range | I2C_HS | INT_POL | Reserved | Reserved | Reserved | Reserved | Range "
        "| Range | 0x81 | R/W |\n"
    )
    regs = _regs(_device(markdown))
    assert _fields(regs[0x04])["NVM_BUSY"] == (4, 4) and regs[0x2C].reset_value == 0x81
    assert _fields(regs[0x0A]) == {"XDATA": (7, 4)}  # the only slice: plain
    assert _fields(regs[0x2C]) == {"I2C_HS": (7, 7), "INT_POL": (6, 6), "Range": (1, 0)}


def _sideways_summary() -> str:
    """A Silicon Labs Si4702-style summary printed sideways: rows D0..D15 of field
    names, a Name row and a Reg row (footnote 1), one column per register."""
    cols = [("00h", "DEVICEID", ["MFGID[11:0]"] * 12 + ["PN[3:0]"] * 4)]
    cols.append(("02h", "POWERCFG", ["ENABLE"] + ["0"] * 5 + ["DISABLE"] + ["0"] * 9))
    cols.append(("03h", "CHANNEL", ["CHAN[9:0]"] * 10 + [""] * 5 + ["TUNE"]))
    lines = [[f"D{b}", *(c[2][b] for c in cols), "Notes: 1. reserved"] for b in range(16)]
    lines.append(["Name", *(c[1] for c in cols), "〃"])
    lines.append(["Reg1", *(c[0] for c in cols), "〃"])
    table = "| " + " | ".join(lines[0]) + " |\n" + "|---" * 5 + "|\n"
    table += "".join("| " + " | ".join(line) + " |\n" for line in lines[1:])
    return "## 4.12. Programming Guide\n\nRefer to AN230.\n\n" + table


def test_a_register_summary_printed_sideways() -> None:
    # Silicon Labs Si4702/03: the summary's rows are the bits; then "Register 02h.
    # Power Configuration", its bit row, "Reset value = 0x0000" and its field table
    regs = _regs(_device(_sideways_summary()))
    assert {a: r.name for a, r in regs.items()} == {0: "DEVICEID", 2: "POWERCFG", 3: "CHANNEL"}
    assert _fields(regs[3]) == {"CHAN": (9, 0), "TUNE": (15, 15)}
    bits = bit_cells(15, "D")
    section = (
        "\n# 6. Register Descriptions\n\nRegister 02h. Power Configuration\n\n"
        f"| Bit | {bits} |\n"
        + "|---" * 17
        + "|\n| Name | DSMUTE | DMUTE | "
        + "0 | " * 7
        + "DISABLE | "
        + "0 | " * 5
        + "ENABLE |\n\nReset value = 0x8001\n\n"
        "| Bit | Name | Function |\n|---|---|---|\n| 15 | DSMUTE | Softmute disable. |\n"
        "| 14 | DMUTE | Mute disable. |\n| 6 | DISABLE | Powerup disable. |\n"
        "| 0 | ENABLE | Powerup enable. |\n"
    )
    regs = _regs(_device(_sideways_summary() + section))
    assert regs[2].reset_value == 0x8001
    assert set(_fields(regs[2])) == {"DSMUTE", "DMUTE", "DISABLE", "ENABLE"}


def test_bit_numbers_under_a_register_bits_header() -> None:
    # TI ADS1299: "ADDRESS | REGISTER | DEFAULT SETTING | REGISTER BITS x8" over a line
    # repeating the first three and numbering the bits "7 .. 0"
    markdown = (
        "## Register Map\n\n| ADDRESS | REGISTER | DEFAULT SETTING | "
        + "REGISTER BITS | " * 8
        + "\n"
        + "|---" * 11
        + "|\n| ADDRESS | REGISTER | DEFAULT SETTING | 7 | 6 | 5 | 4 | 3 | 2 | 1 | 0 |\n"
        "| Global Settings Across Channels |  |  |  |  |  |  |  |  |  |  |\n"
        "| 01h | CONFIG1 | 96h | 1 | DAISY_EN | CLK_EN | 1 | 0 | DR[2:0] | DR[2:0] | DR[2:0] |\n"
        "| 05h | CH1SET | 61h | PD1 | GAIN1[2:0] | GAIN1[2:0] | GAIN1[2:0] | SRB2 | MUX1[2:0] | "
        "MUX1[2:0] | MUX1[2:0] |\n"
    )
    regs = _regs(_device(markdown))
    assert (regs[1].name, regs[1].reset_value) == ("CONFIG1", 0x96)
    assert _fields(regs[5]) == {"PD1": (7, 7), "GAIN1": (6, 4), "SRB2": (3, 3), "MUX1": (2, 0)}


def _banked_grid(lines: int = 9, skew: bool = False) -> str:
    """A Microchip ENC28J60-style control register map: unruled lines of address-name
    pairs for two banks side by side, then a summary of the names' bits and resets."""
    bank0 = ["ERDPTL", "ERDPTH", "EWRPTL", "EWRPTH", "ETXSTL", "ETXSTH", "ETXNDL", "—", "EIE"]
    bank1 = ["EHT0", "EHT1", "EHT2", "EHT3", "EHT4", "EHT5", "EHT6", "Reserved", "EIE"]
    grid = "".join(
        f"{a:02X}h {n0} {a + (1 if skew and a == 3 else 0):02X}h {n1}\n\n"
        for a, (n0, n1) in enumerate(list(zip(bank0, bank1, strict=True))[:lines])
    )
    bits = bit_cells(7)
    summary = (
        f"TABLE 3-2: CONTROL REGISTER SUMMARY\n\n| Register Name | {bits} | Value on Reset |\n"
        + "|---" * 10
        + "|\n| EIE | INTIE | PKTIE | DMAIE | LINKIE | TXIE | r | TXERIE | RXERIE | 0000 0000 |\n"
        "| ERDPTH | — | — | — | "
        + " | ".join(["Read Pointer High Byte (ERDPT<12:8>)"] * 5)
        + " | ---0 0101 |\n| MACON9 | A | B | C | D | E | F | G | H | 0000 0000 |\n"
    )
    return (
        "## 3.1 Control Registers\n\nTABLE 3-1: CONTROL REGISTER MAP\n\n"
        f"Bank 0 Bank 1 Address Name Address Name\n\n{grid}{summary}"
    )


def test_banks_printed_as_lines_of_address_name_pairs() -> None:
    # Microchip ENC28J60: "00h ERDPTL 00h EHT0 ..." lines under "Address Name" labels,
    # one bank per pair; the summary (no addresses) joins them by name
    device = _device(_banked_grid())
    assert device is not None
    assert [p.name for p in device.peripherals] == ["TOY1", "TOY1_BANK1"]
    bank0, bank1 = _regs(device, 0), _regs(device, 1)
    assert sorted(bank0) == [0, 1, 2, 3, 4, 5, 6, 8] and bank1[5].name == "EHT5"
    assert 7 not in bank1  # "Reserved"
    assert _fields(bank0[1]) == {"ERDPT[12:8]": (4, 0)} and bank0[1].reset_value == 0x05
    assert bank0[8].reset_value == 0 and bank1[8].reset_value == 0  # EIE in both banks
    assert _fields(bank1[8])["INTIE"] == (7, 7)
    assert all(r.name != "MACON9" for r in bank0.values())  # no map holds it: no register


def test_pair_lines_too_few_or_naming_two_addresses_give_no_map() -> None:
    assert _device(_banked_grid(lines=7)) is None
    assert _device(_banked_grid(skew=True)) is None  # "03h EWRPTH 04h EHT3": no grid


def test_banks_named_by_the_lines_over_their_maps() -> None:
    # TDK ICM-42688-P: "13.3 USER BANK 2 REGISTER MAP" over a table of bank 1's header
    # (no address in common): another bank, named by its number ("USER BANK 4": BANK4)
    head = "| Addr (Hex) | Register Name | Serial I/F |\n|---|---|---|\n"
    markdown = (
        "## 13 Register map\n\n13.1 USER BANK 0 REGISTER MAP\n\n"
        + head
        + "| 11 | DEVICE_CONFIG | R/W |\n| 14 | INT_CONFIG | R/W |\n| 75 | WHO_AM_I | R |\n\n"
        "13.2 USER BANK 1 REGISTER MAP\n\n"
        + head
        + "| 03 | SENSOR_CONFIG0 | R/W |\n| 0B | GYRO_CONFIG_STATIC2 | R/W |\n\n"
        "13.4 USER BANK 4 REGISTER MAP\n\n"
        + head
        + "| 40 | APEX_CONFIG1 | R/W |\n| 41 | APEX_CONFIG2 | R/W |\n"
    )
    device = _device(markdown)
    assert device is not None
    assert [p.name for p in device.peripherals] == ["TOY1", "TOY1_BANK1", "TOY1_BANK4"]
    assert _regs(device, 2)[0x40].name == "APEX_CONFIG1"


def test_a_reset_row_of_zeros_at_address_zero() -> None:
    # NXP PCF8523's reset table: "00h | Control_1 | 0 .. 0" is Control_1's value at reset
    # (it had been taken for a row spelling its own address)
    bits = bit_cells(7, "")
    markdown = (
        "## Register overview\n\n| Address | Register name | Bit | Bit | Bit | Bit | Bit | Bit | "
        "Bit | Bit |\n" + "|---" * 10 + f"|\n| Address | Register name | {bits} |\n"
        "| 00h | Control_1 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |\n"
        "| 01h | Control_2 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |\n"
        "| 02h | Control_3 | 1 | 1 | 1 | 0 | 0 | 0 | 0 | 0 |\n"
    )
    regs = _regs(_device(markdown))
    assert [regs[a].reset_value for a in (0, 1, 2)] == [0x00, 0x00, 0xE0]


_TI_FUSED_SUMMARY = """## 7.6 Register Maps

**Table 7-3. TOY1 Registers**

| Address Acronym | Register Name | Register Size (bits) | Section |
|---|---|---|---|
| 0h CONFIG | Configuration | 16 | Go |
| 4h VSHUNT | Shunt Voltage Measurement | 24 | Go |
| 9h ENERGY | Energy Result | 40 | Go |
| 3Eh MANUFACTURER_ID | Manufacturer ID | 16 | Go |

#### 7.6.1.1 Configuration (CONFIG) Register (Address = 0h) [reset = 0h]

| Bit | Field | Type | Reset | Description |
|---|---|---|---|---|
| 15 | RST | R/W | 0h | Reset bit. |
| 14-6 | RESERVED | R | 0h | Reserved. |
| 5 | TEMPCOMP | R/W | 0h | Enables temperature compensation. |
| 4-0 | RESERVED | R | 0h | Reserved. |

#### 7.6.1.2 Energy Result (ENERGY) Register (Address = 9h) [reset = 0h]

| Bit | Field | Type | Reset | Description |
|---|---|---|---|---|
| 39-0 | ENERGY | R | 0h | Energy result. |
"""


def test_ti_address_and_acronym_fused_in_one_column_with_a_size_column() -> None:
    # TI INA228: the PDF fused "Address | Acronym"; "Register Size (bits)" is each
    # register's width, never a bit column
    regs = _regs(_device(_TI_FUSED_SUMMARY))
    assert {a: r.name for a, r in regs.items()} == {
        0x00: "CONFIG",
        0x04: "VSHUNT",
        0x09: "ENERGY",
        0x3E: "MANUFACTURER_ID",
    }
    assert [regs[a].size for a in (0x00, 0x04, 0x09, 0x3E)] == [16, 24, 40, 16]
    assert _fields(regs[0x00]) == {"RST": (15, 15), "TEMPCOMP": (5, 5)}
    assert _fields(regs[0x09]) == {"ENERGY": (39, 0)}


def test_a_fused_column_with_a_cell_that_is_not_address_then_symbol_is_not_split() -> None:
    summary = _TI_FUSED_SUMMARY[: _TI_FUSED_SUMMARY.index("#### 7.6.1.1")]
    assert len(_regs(_device(summary))) == 4
    assert _device(summary.replace("| 4h VSHUNT |", "| see 4h |")) is None


def test_ti_headings_alone_name_the_register_by_the_symbol_in_brackets() -> None:
    start = _TI_FUSED_SUMMARY.index("#### 7.6.1.1")
    regs = _regs(_device(_TI_FUSED_SUMMARY[start:]))
    assert {a: (r.name, r.reset_value) for a, r in regs.items()} == {
        0x00: ("CONFIG", 0),
        0x09: ("ENERGY", 0),
    }


def test_names_the_pdf_wrapped_inside_a_word_are_joined() -> None:
    # Bosch BNO055: map cells wrapped mid-word; ADXL345's "ACT_X enable" is a symbol
    # and a word, never joined
    rows = [
        ("0C", "ACC_Sleep_C onfig", "SLP_DURATION <3:0>", "SLP_MODE"),
        ("1A", "GYR_HR_Y_S ET", "HR_Y_THRES_ HYST <3:0>", "HR_Y_Threshold"),
        ("20", "QUA_Data_w_L SB", "ORI_An droid_W indows", "MAG_Power_mo de <3:0>"),
        ("21", "ACC_INT_Setti ngs", "AM/NM_ X_AXIS", "Aux_sens _on0"),
        ("27", "ACT_INACT_CTL", "ACT_X enable", "INACT_Z enable"),
    ]
    body = "\n".join(
        f"| {a} | {n} | 0x00 | {f} | {f} | {f} | {f} | {g} | {g} | {g} | {g} |"
        for a, n, f, g in rows
    )
    md = (
        "**Table 4-2: Register Map Page 0**\n\n"
        f"| Register Address | Register Name | Default Value | {bit_cells(7, 'bit')} |\n"
        f"|{'---|' * 11}\n{body}\n"
    )
    regs = _regs(_device(md))
    assert [regs[a].name for a in (0x0C, 0x1A, 0x20, 0x27)] == [
        "ACC_Sleep_Config",
        "GYR_HR_Y_SET",
        "QUA_Data_w_LSB",
        "ACT_INACT_CTL",
    ]
    assert set(_fields(regs[0x0C])) == {"SLP_DURATION", "SLP_MODE"}
    assert set(_fields(regs[0x1A])) == {"HR_Y_THRES_HYST", "HR_Y_Threshold"}
    assert set(_fields(regs[0x20])) == {"ORI_Android_Windows", "MAG_Power_mode"}
    assert set(_fields(regs[0x21])) == {"AM/NM_X_AXIS", "Aux_sens_on0"}
    assert set(_fields(regs[0x27])) == {"ACT_X enable", "INACT_Z enable"}


def _captioned_register(number: int, name: str, address: str, fields: list[tuple]) -> str:
    """A Freescale-style register: a caption, a 16-bit figure and a field table."""
    cells = ["RSVD"] * 16
    rows = []
    for bits, field, reset in fields:
        msb, _, lsb = bits.partition(":")
        for bit in range(int(lsb or msb), int(msb) + 1):
            cells[15 - bit] = field
        rows.append(f"| {bits} | {field} | RW | {reset} | The {field.lower()} setting. |")
    return (
        f"**Table {number}. {name} {address}**\n\n| {bit_cells(15, '')} |\n|{'---|' * 16}\n"
        f"| {' | '.join(cells)} |\n\n| BITS | FIELD | RW | RESET | DEFINITION |\n"
        "|---|---|---|---|---|\n" + "\n".join(rows) + "\n\n"
    )


_CAPTIONED = (
    "Register description\n\n"
    + _captioned_register(
        16, "CHIP_ID", "0x0000", [("15:8", "PARTID", "0xA0"), ("7:0", "REVID", "0x00")]
    )
    + _captioned_register(
        17,
        "CHIP_DIG_POWER",
        "0x0002",
        [("15:7", "RSVD", "0x0"), ("6", "ADC_POWERUP", "0x1"), ("5:0", "RSVD", "0x0")],
    )
    + _captioned_register(
        26,
        "7.0.0.11. CHIP_ANA_CTRL",
        "0x0024",
        [("8", "MUTE_LO", "0x1"), ("15:9", "RSVD", "0x0"), ("7:0", "RSVD", "0x0")],
    )
    + _captioned_register(
        50,
        "DAP_AUDIO_EQ_BAND1",
        "0x0118 330 Hz",
        [("6:0", "VOLUME", "0x2F"), ("15:7", "RSVD", "0x0")],
    )
)


def test_registers_captioned_by_symbol_and_address_without_a_summary() -> None:
    # Freescale SGTL5000: no register map; each register a caption "Table 17.
    # CHIP_DIG_POWER 0x0002" over its bit figure and its field table
    regs = _regs(_device(_CAPTIONED))
    assert {a: (r.name, r.size, r.reset_value) for a, r in regs.items()} == {
        0x0000: ("CHIP_ID", 16, 0xA000),
        0x0002: ("CHIP_DIG_POWER", 16, 0x0040),
        0x0024: ("CHIP_ANA_CTRL", 16, 0x0100),
        0x0118: ("DAP_AUDIO_EQ_BAND1", 16, 0x002F),
    }
    assert _fields(regs[0x0000]) == {"PARTID": (15, 8), "REVID": (7, 0)}
    assert _fields(regs[0x0002]) == {"ADC_POWERUP": (6, 6)}
    assert _fields(regs[0x0118]) == {"VOLUME": (6, 0)}


def test_captions_of_symbols_and_addresses_need_three_registers() -> None:
    two = _CAPTIONED[: _CAPTIONED.index("**Table 26.")]
    assert _device(two) is None


def _bosch_map(stray: str) -> str:
    """A Bosch map: a "Default Value" column the PDF split in two over the first page's
    rows, a "reserved" cell wrapped inside the word, one row left as prose under the
    page's last ruling, the rest on the next page as a table with no header."""
    bits = bit_cells(7, "bit", 0)
    return (
        "## 2.11 Register Map\n\n"
        f"| Register Address | Register Name | Default Value | Default Value | {bits} |\n"
        f"|{'---|' * 12}\n"
        "| 0x43 | GYR_RANGE | 0x00 | 0x00 | reserve d | reserved | reserved | reserved | "
        "reserved | gyr_range | gyr_range | gyr_range |\n"
        "| 0x42 | GYR_CONF | 0x28 | 0x28 | reserved | gyr_bwp | gyr_bwp | gyr_bwp | gyr_odr "
        "| gyr_odr | gyr_odr | gyr_odr |\n\n"
        f"{stray}\n\n"
        "| 0x40 | ACC_CONF | 0x28 | acc_us | acc_bwp | acc_bwp | acc_bwp | acc_odr | acc_odr "
        "| acc_odr | acc_odr |\n"
        f"|{'---|' * 11}\n"
        "| 0x3F | - | - | reserved | reserved | reserved | reserved | reserved | reserved | "
        "reserved | reserved |\n"
        "| 0x00 | CHIP_ID | 0xD1 | chip_id | chip_id | chip_id | chip_id | chip_id | chip_id "
        "| chip_id | chip_id |\n"
    )


def test_a_row_left_as_prose_between_a_map_and_its_headerless_continuation() -> None:
    # Bosch BMI160: "Default Value | Default Value" with equal cells is one column, so the
    # continuation (11 columns) joins the first page's table (12 before); the row under
    # the page's last ruling is a register with its name and reset, its bits unread
    regs = _regs(_device(_bosch_map("0x41 ACC_RANGE 0x03 reserved acc_range")))
    assert {a: (r.name, r.reset_value) for a, r in regs.items()} == {
        0x43: ("GYR_RANGE", 0x00),
        0x42: ("GYR_CONF", 0x28),
        0x41: ("ACC_RANGE", 0x03),
        0x40: ("ACC_CONF", 0x28),
        0x00: ("CHIP_ID", 0xD1),
    }
    assert _fields(regs[0x41]) == {}
    assert _fields(regs[0x43]) == {"gyr_range": (2, 0)}  # "reserve d": a wrapped word
    assert _fields(regs[0x40]) == {"acc_us": (7, 7), "acc_bwp": (6, 4), "acc_odr": (3, 0)}


def test_a_prose_line_outside_the_gap_between_the_pages_joins_nothing() -> None:
    # an address the rows around it do not leave room for is no lost row: the tables stay
    # apart and nothing is read from the line
    regs = _regs(_device(_bosch_map("0x45 FIFO_DOWNS 0x88 reserved acc_fifo_downs")))
    assert 0x45 not in regs and 0x41 not in regs
    assert {0x43, 0x42} <= set(regs)


_ADI_SUMMARY = (
    "**Table 64. Register Summary**\n"
    "\n"
    "| Addr. | Name | Bit 7 | Bit 6 | Bit 5 | Bit 4 | Bit 3 | Bit 2 | Bit 1 | Bit 0 |"
    " Reset | RW |\n"
    "|---|---|---|---|---|---|---|---|---|---|---|---|\n"
    "| 0x01 | ADC_ CONTROL | 0 | 0 | 0 | DOUT_RDY_ DEL | CONT_READ | DATA_STATUS |"
    " CS_EN | REF_EN | 0x0000 | RW |\n"
    "| 0x01 | ADC_ CONTROL | POWER_MODE | POWER_MODE | Mode | Mode | Mode | Mode |"
    " CLK_SEL | CLK_SEL | 0x0000 | RW |\n"
    "| 0x02 | Data | Data [23:16] | Data [23:16] | Data [23:16] | Data [23:16] |"
    " Data [23:16] | Data [23:16] | Data [23:16] | Data [23:16] | 0x000000 | R |\n"
    "| 0x02 | Data | Data [15:8] | Data [15:8] | Data [15:8] | Data [15:8] |"
    " Data [15:8] | Data [15:8] | Data [15:8] | Data [15:8] | 0x000000 | R |\n"
    "| 0x02 | Data | Data [7:0] | Data [7:0] | Data [7:0] | Data [7:0] | Data [7:0] |"
    " Data [7:0] | Data [7:0] | Data [7:0] | 0x000000 | R |\n"
    "| 0x04 | IO_ CONTROL_2 | VBIAS7 VBIAS6 0 0 VBIAS5 VBIAS4 0 0 | 〃 | 〃 | 〃 | 〃 |"
    " 〃 | 〃 | 〃 | 0x0000 | RW |\n"
    "| 0x04 | IO_ CONTROL_2 | 0 0 VBIAS3 VBIAS2 0 0 VBIAS1 VBIAS0 | 〃 | 〃 | 〃 | 〃 |"
    " 〃 | 〃 | 〃 | 0x0000 | RW |\n"
    "| 0x05 | ID | DEVICE_ID | DEVICE_ID | DEVICE_ID | DEVICE_ID | SILICON_REVISION |"
    " SILICON_REVISION | SILICON_REVISION | SILICON_REVISION | 0x04 | R |\n"
    "| 0x09 | CHANNEL_0 | Enable | Setup | Setup | Setup | 0 | 0 | AINP[4:3] |"
    " AINP[4:3] | 0x8001 | RW |\n"
    "| 0x09 | CHANNEL_0 | AINP[2:0] | AINP[2:0] | AINP[2:0] | AINM[4:0] | AINM[4:0] |"
    " AINM[4:0] | AINM[4:0] | AINM[4:0] | 0x8001 | RW |\n"
    "| 0x21 | FILTER_0 | Filter | Filter | Filter | REJ60 | POST_FILTER |"
    " POST_FILTER | POST_FILTER | SINGLE_CYCLE | 0x060180 | RW |\n"
    "| 0x21 | FILTER_0 | 0 | 0 | 0 | 0 | 0 | FS[10:8] | FS[10:8] | FS[10:8] |"
    " 0x060180 | RW |\n"
    "| 0x21 | FILTER_0 | FS[7:0] | FS[7:0] | FS[7:0] | FS[7:0] | FS[7:0] | FS[7:0] |"
    " FS[7:0] | FS[7:0] | 0x060180 | RW |\n"
    "| 0x03 | IO_ CONTROL_1 | PDSW 0 IOUT1 IOUT0 | 〃 | 〃 | 〃 | 〃 | 〃 | 〃 | 〃 |"
    " 0x0000 | RW |\n"
    "| 0x03 | IO_ CONTROL_1 | IOUT1_CH IOUT0_CH | 〃 | 〃 | 〃 | 〃 | 〃 | 〃 | 〃 |"
    " 0x0000 | RW |\n"
)


def test_adi_registers_over_one_row_per_byte_under_a_reset_of_their_width() -> None:
    # ADI AD7124: a register over consecutive rows of one address, one byte each from the
    # top, its reset printed at the width of all of them; slices of one value joined
    regs = _regs(_device(_ADI_SUMMARY))
    assert regs[0x01].size == 16
    assert _fields(regs[0x01]) == {
        "DOUT_RDY_DEL": (12, 12),
        "CONT_READ": (11, 11),
        "DATA_STATUS": (10, 10),
        "CS_EN": (9, 9),
        "REF_EN": (8, 8),
        "POWER_MODE": (7, 6),
        "Mode": (5, 2),
        "CLK_SEL": (1, 0),
    }
    assert (regs[0x02].size, _fields(regs[0x02])) == (24, {"Data": (23, 0)})
    assert _fields(regs[0x09]) == {
        "Enable": (15, 15),
        "Setup": (14, 12),
        "AINP": (9, 5),
        "AINM": (4, 0),
    }
    assert _fields(regs[0x21]) == {
        "Filter": (23, 21),
        "REJ60": (20, 20),
        "POST_FILTER": (19, 17),
        "SINGLE_CYCLE": (16, 16),
        "FS": (10, 0),
    }
    assert (regs[0x05].size, _fields(regs[0x05])) == (
        8,
        {"DEVICE_ID": (7, 4), "SILICON_REVISION": (3, 0)},
    )


def test_bit_cells_the_pdf_merged_are_spread_back_one_symbol_per_bit() -> None:
    regs = _regs(_device(_ADI_SUMMARY))
    # (one channel's flag per bit, VBIAS7 .. VBIAS0 in pairs over the register: no pair
    # is a value, so each bit keeps its printed name)
    assert _fields(regs[0x04]) == {
        f"VBIAS{n}": (b, b)
        for n, b in zip((7, 6, 5, 4, 3, 2, 1, 0), (15, 14, 11, 10, 5, 4, 1, 0), strict=True)
    }
    # four symbols over eight bits, two over eight: where each sits is not printed, and
    # the cell is no one field's name ("PDSW0IOUT1IOUT0" would be invented)
    assert _fields(regs[0x03]) == {}


def test_rows_of_one_address_whose_reset_is_one_byte_keep_no_fields() -> None:
    # two layouts of one byte (or two parts' variants): which bits are whose is unknown
    two = _ADI_SUMMARY.replace(
        "| 0x0000 | RW |\n| 0x01 | ADC_ CONTROL | POWER",
        "| 0x00 | RW |\n| 0x01 | ADC_ CONTROL | POWER",
    ).replace("| CLK_SEL | CLK_SEL | 0x0000 |", "| CLK_SEL | CLK_SEL | 0x00 |")
    assert _fields(_regs(_device(two))[0x01]) == {}
    # two registers at one address (ADI's write-only COMMS and read-only Status)
    named = _ADI_SUMMARY.replace(
        "| 0x01 | ADC_ CONTROL | POWER_MODE", "| 0x01 | STATUS | POWER_MODE"
    )
    assert _fields(_regs(_device(named))[0x01]) == {}
    # the rows state different values: not one register's bytes
    valued = _ADI_SUMMARY.replace(
        "| CLK_SEL | CLK_SEL | 0x0000 |", "| CLK_SEL | CLK_SEL | 0x0001 |"
    )
    assert _fields(_regs(_device(valued))[0x01]) == {}


def test_a_name_and_address_table_continued_without_its_header() -> None:
    # HopeRF RFM69HCW: "Name (Address)" split into two columns on the first page; the
    # next page's part has no header and one column fewer: it is split the same way
    md = (
        "### 6.2 Common Configuration Registers\n\n"
        "| Name (Address) | Bits | Variable Name | Mode | Default Value | Description |\n"
        "|---|---|---|---|---|---|\n"
        "| RegOpMode (0x01) | 7 | SequencerOff | rw | 0 | Controls the sequencer |\n"
        "| RegOpMode (0x01) | 6 | ListenOn | rw | 0 | Enables Listen mode |\n"
        "| RegBitrateMsb (0x03) | 7-0 | BitRate(15:8) | rw | 0x1a | MSB of Bit Rate |\n\n"
        "| RegBitrateLsb (0x04) | 7-0 | BitRate(7:0) | rw | 0x0b | LSB of Bit Rate |\n"
        "|---|---|---|---|---|---|\n"
        "| RegFdevMsb (0x05) | 7-6 | - | r | 00 | unused |\n"
        "| RegFdevMsb (0x05) | 5-0 | Fdev(13:8) | rw | 000000 | MSB of the deviation |\n"
    )
    regs = _regs(_device(md))
    assert {a: r.name for a, r in regs.items()} == {
        0x01: "RegOpMode",
        0x03: "RegBitrateMsb",
        0x04: "RegBitrateLsb",
        0x05: "RegFdevMsb",
    }
    assert [(f.name[:7], f.msb, f.lsb) for f in regs[0x04].fields] == [("BitRate", 7, 0)]
    assert [(f.name[:4], f.msb, f.lsb) for f in regs[0x05].fields] == [("Fdev", 5, 0)]
    assert regs[0x04].reset_value == 0x0B


_WIZNET = (
    "## 3.1 Common Register Block\n"
    "\n"
    "**Table 3. Offset Address for Common Register**\n"
    "\n"
    "| Offset | Register |  | Offset | Register |  | Offset | Register |\n"
    "|---|---|---|---|---|---|---|---|\n"
    "| 0x0000 | Mode (MR) |  | 0x0015 | Interrupt (IR) |  | 0x0024 0x0025 |"
    " PPP Session Identification (PSID0) (PSID1) |\n"
    "| 0x0001 0x0002 0x0003 0x0004 | Gateway Address (GAR0) (GAR1) (GAR2) (GAR3) |  |"
    " 0x0016 | Interrupt Mask (IMR) |  | 0x0024 0x0025 | 〃 |\n"
    "| 0x0001 0x0002 0x0003 0x0004 | 〃 |  | 0x0016 | Interrupt Mask (IMR) |  |"
    " 0x0026 0x0027 | Retry Time (RTR0) (RTR1) |\n"
    "| 0x0018 | Socket Interrupt Mask (SIMR) |  | 0x0017 | Socket Interrupt (SIR) |  | 0x0039 |"
    " Chip version (VERSIONR) |\n"
    "| 0x003A ~ 0xFFFF | 0x003A ~ 0xFFFF | 0x003A ~ 0xFFFF | Reserved | Reserved |"
    " Reserved | Reserved | Reserved |\n"
    "\n"
    "## 4.1 Common Registers\n"
    "\n"
    "MR (Mode Register) [R/W] [0x0000] [0x00]2\n"
    "\n"
    "MR is used for S/W reset, ping block mode and PPPoE mode.\n"
    "\n"
    "It is printed over more lines than a table keeps before it,\n"
    "\n"
    "so that the title is further up\n"
    "\n"
    "than four lines.\n"
    "\n"
    "7 6 5 4 3 2 1 0\n"
    "\n"
    "| RST | Reserved | WOL | PB | PPPoE | Reserved | FARP | Reserved |\n"
    "|---|---|---|---|---|---|---|---|\n"
    "\n"
    "| Bit | Symbol | Description |\n"
    "|---|---|---|\n"
    "| 7 | RST | If this bit is 1, all internal registers are initialized. |\n"
    "| 5 | WOL | Wake on LAN |\n"
    "| 4 | PB | Ping Block Mode |\n"
    "| 3 | PPPoE | PPPoE Mode |\n"
    "| 1 | FARP | Force ARP |\n"
    "\n"
    "GAR (Gateway IP Address Register) [R/W] [0x0001 – 0x0004] [0x00]\n"
    "\n"
    "PSID (Session ID Register in PPPoE mode) [R/W] [0x0024-0x0025] [0x1234]\n"
    "\n"
    "RTR (Retry Time-value Register) [R/W] [0x0026 – 0x0027] [0x07D0]\n"
    "\n"
    "VERSIONR (W5500 Chip Version Register) [R] [0x0039] [0x04]\n"
    "\n"
    "SIR (Socket Interrupt Register) [R/W] [0x0017] [0x00]\n"
    "\n"
    "SIR indicates the interrupt status of Socket. Each bit of SIR stays 1\n"
    "\n"
    "until Sn_IR is cleared by the host. If Sn_IR is not equal to 0x00,\n"
    "\n"
    "the n-th bit of SIR is 1 and INTn is asserted until SIR is 0x00.\n"
    "\n"
    "7 6 5 4 3 2 1 0\n"
    "\n"
    "| S7_INT | S6_INT | S5_INT | S4_INT | S3_INT | S2_INT | S1_INT | S0_INT |\n"
    "|---|---|---|---|---|---|---|---|\n"
    "\n"
    "| Bit | Symbol | Description |\n"
    "|---|---|---|\n"
    "| 7 ~ 0 | Sn_INT | When the interrupt of Socket n occurs, the n-th bit becomes 1. |\n"
    "\n"
    "## 3.2 Socket Register Block\n"
    "\n"
    "**Table 4. Offset Address in Socket n Register Block**\n"
    "\n"
    "| Offset | Register | Offset | Register |\n"
    "|---|---|---|---|\n"
    "| 0x0000 | Socket n Mode (Sn_MR) | 0x0016 | Socket n TTL (Sn_TTL) |\n"
    "| 0x0015 | Socket n TOS (Sn_TOS) | 0x0017 | Socket n Interrupt Mask (Sn_IMR) |\n"
    "\n"
    "## 4.1 Common Registers, continued\n"
    "\n"
    "SIMR (Socket Interrupt Mask Register) [R/W] [0x0018] [0x00]\n"
    "\n"
    "| Bit | Symbol | Description |\n"
    "|---|---|---|\n"
    "| 7 ~ 0 | Sn_IMR | Socket n Interrupt Mask |\n"
    "\n"
    "## 4.2 Socket Registers\n"
    "\n"
    "Sn_IMR (Socket n Interrupt Mask Register) [R/W] [0x0017] [0xFF]\n"
    "\n"
    "| Bit | Symbol | Description |\n"
    "|---|---|---|\n"
    "| 4 | SENDOK | SEND_OK Interrupt Mask |\n"
    "| 3 | TIMEOUT | TIMEOUT Interrupt Mask |\n"
)


def test_a_map_printed_as_column_groups_side_by_side() -> None:
    # WIZnet W5500: three "Offset | Register" groups, byte runs with one symbol per
    # address, cells merged down repeated, a row printed across the groups
    regs = _regs(_device(_WIZNET))
    assert {a: r.name for a, r in regs.items()} == {
        0x00: "MR",
        0x01: "GAR0",
        0x02: "GAR1",
        0x03: "GAR2",
        0x04: "GAR3",
        0x15: "IR",
        0x16: "IMR",
        0x17: "SIR",
        0x18: "SIMR",
        0x24: "PSID0",
        0x25: "PSID1",
        0x26: "RTR0",
        0x27: "RTR1",
        0x39: "VERSIONR",
    }


def test_bracket_titles_give_byte_runs_their_resets_and_tables_their_register() -> None:
    regs = _regs(_device(_WIZNET))
    assert [regs[a].reset_value for a in (0x00, 0x01, 0x04, 0x39)] == [0x00, 0, 0, 0x04]
    assert (regs[0x24].reset_value, regs[0x25].reset_value) == (0x12, 0x34)
    assert (regs[0x26].reset_value, regs[0x27].reset_value) == (0x07, 0xD0)
    assert _fields(regs[0x00]) == {
        "RST": (7, 7),
        "WOL": (5, 5),
        "PB": (4, 4),
        "PPPoE": (3, 3),
        "FARP": (1, 1),
    }


def test_a_figure_of_flags_under_a_template_row_and_template_fields_stay_home() -> None:
    # WIZnet: SIR's figure names one flag per socket (S7_INT .. S0_INT), its table one
    # template row over all of them (`7 ~ 0 | Sn_INT`): the flags stay. SIMR's template
    # field `Sn_IMR` is no value of the socket block's Sn_IMR register (another map)
    device = _device(_WIZNET)
    assert device is not None
    common, socket = _regs(device), _regs(device, 1)
    assert _fields(common[0x17]) == {f"S{n}_INT": (n, n) for n in range(8)}
    assert _fields(common[0x18]) == {"Sn_IMR": (7, 0)}
    assert _fields(socket[0x17]) == {"SENDOK": (4, 4), "TIMEOUT": (3, 3)}


def test_a_lone_name_with_a_bracketed_symbol_stays_whole() -> None:
    # the symbols name the registers only where most of the column reads so
    md = (
        "| Address | Register | Default |\n|---|---|---|\n"
        "| 0x00 | Reset (RST) | 0x00 |\n| 0x01 | Power Management | 0x00 |\n"
        "| 0x02 | Clock Control | 0x01 |\n| 0x03 | Audio Interface | 0x50 |\n"
    )
    regs = _regs(_device(md))
    assert regs[0x00].name == "Reset (RST)"


def _micro_crystal(address: str, function: str, bits: str, reset: str, fields: str) -> str:
    return (
        f"| Address | Function | Conv. | {bit_cells(7)} |\n|{'---|' * 11}\n"
        f"| {address} | {function} | R/WP | {bits} |\n"
        f"| {address} | {reset} |\n"
        "| Bit | Symbol | Symbol | Value | Description | Description | Description | "
        "Description | Description | Description | Description |\n"
        f"{fields}\n"
    )


_MICRO_CRYSTAL = (
    "## 3.2 REGISTER OVERVIEW\n\n"
    f"| Address | Function | Conv. | {bit_cells(7)} |\n|{'---|' * 11}\n"
    "| 00h | Seconds | R/WP | - | 40 | 20 | 10 | 8 | 4 | 2 | 1 |\n"
    "| 0Fh | Control 1 | R/WP | TRPT | - | WADA | USEL | EERD | TE | TD | TD |\n"
    "| 10h | Control 2 | R/WP | TSE | CLKIE | UIE | TIE | AIE | EIE | 12_24 | RESET |\n"
    "| 11h | GP Bits | R/WP | - | GP6 | GP5 | GP4 | GP3 | GP2 | GP1 | GP0 |\n\n"
    "## 3.3 USER EEPROM\n\nRegister Definitions; User EEPROM, Address 00h to 2Ah\n\n"
    f"| Address | Function | Conv. | {bit_cells(7)} |\n|{'---|' * 11}\n"
    "| 00h to 2Ah | User EEPROM | R/WP | 43 Bytes of non-volatile User EEPROM |"
    + " 〃 |"
    * 7
    + "\n\n"
    "## 3.6 STATUS AND CONTROL REGISTERS\n\n"
    + _micro_crystal(
        "0Fh",
        "Control 1",
        "TRPT | - | WADA | USEL | EERD | TE | TD | TD",
        "Reset | Reset | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0",
        "| 7 | TRPT | TRPT | Timer Repeat bit. | 〃 | 〃 | 〃 | 〃 | 〃 | 〃 | 〃 |\n"
        "| 7 | TRPT | TRPT | 0 | Single Mode is selected. – Default value | 〃 | 〃 | 〃 | 〃 | "
        "〃 | 〃 |\n"
        "| 2 | TE | 〃 | 0 | Stops the timer. | 〃 | 〃 | 〃 | 〃 | 〃 | 〃 |\n"
        "| 1:0 | TD | TD | 00 to 11 | Timer Clock Frequency selection. | 〃 | 〃 | 〃 | 〃 | "
        "〃 | 〃 |\n"
        "| TD value | Timer Clock Frequency | 〃 | Countdown period | 〃 | 〃 | 〃 | 〃 | 〃 | "
        "〃 | 〃 |\n"
        "| 01 | 64 Hz | 64 Hz | 15.625 ms | 〃 | 〃 | 〃 | 〃 | 〃 | 〃 | 〃 |\n"
        "| 6 | Slow | Slow | 60 s | 〃 | 〃 | 〃 | 〃 | 〃 | 〃 | 〃 |",
    )
    + "\n"
    + _micro_crystal(
        "10h",
        "Control 2 – shown with its reset",
        "TSE | CLKIE | UIE | TIE | AIE | EIE | 12_24 | RESET",
        "Default value on delivery | Default value on delivery | 0 | 0 | 0 | 0 | 0 | 0 | 1 | 0",
        "| 1 | 12_24 | 12_24 | 0 | 24 hour mode is selected. | 〃 | 〃 | 〃 | 〃 | 〃 | 〃 |",
    )
    + "\n"
    + _micro_crystal(
        "08h",
        "Hours Alarm",
        "AE_H | - | 20 | 10 | 8 | 4 | 2 | 1",
        "Reset | Reset | 1 | 0 | 0 | 0 | 0 | 0 | 0 | 0",
        "| 7 | AE_H | AE_H | Hours Alarm Enable bit. | 〃 | 〃 | 〃 | 〃 | 〃 | 〃 | 〃 |\n"
        "| 7 | AE_H | AE_H | 1 | Disabled – Default value | 〃 | 〃 | 〃 | 〃 | 〃 | 〃 |\n"
        "| 5:0 | Hours Alarm | 〃 | 0 to 23 | Holds the alarm value for hours. | 〃 | 〃 | 〃 "
        "| 〃 | 〃 | 〃 |",
    )
)


def test_a_register_figure_its_reset_row_and_field_table_in_one_table() -> None:
    # Micro Crystal RV-3028: the figure, a "Reset" (or "Default value on delivery") row at
    # the register's address, then "Bit | Symbol | Value | Description" and the field
    # rows, then a table of a field's value codes, all one ruled block; a table naming
    # one register otherwise than the map is no bank
    device = _device(_MICRO_CRYSTAL)
    assert device is not None and len(device.peripherals) == 1
    regs = _regs(device)
    # (a symbol column repeated with "〃" is one column: "AE_H" is no address 0xAE)
    assert {a: (r.name, r.reset_value) for a, r in regs.items()} == {
        0x00: ("Seconds", None),
        0x08: ("Hours Alarm", 0x80),
        0x0F: ("Control 1", 0x00),
        0x10: ("Control 2", 0x02),
        0x11: ("GP Bits", None),
    }
    assert _fields(regs[0x0F]) == {
        "TRPT": (7, 7),
        "WADA": (5, 5),
        "USEL": (4, 4),
        "EERD": (3, 3),
        "TE": (2, 2),
        "TD": (1, 0),
    }


def test_field_descriptions_in_a_table_without_a_header() -> None:
    # ST HTS221: a bit figure of seven cells (one spanning two bits), then a headerless
    # table "[7:6] | Reserved", "[5:3] | AVGT2-0: To select ..." under the register's
    # heading; a description without "NAME:" names no field
    md = (
        "## 6 Register mapping\n\n| Name | Type | Register address Hex | Default Hex |\n"
        "|---|---|---|---|\n| AV_CONF | R/W | 10 | 1B |\n| CTRL_REG1 | R/W | 20 | 0 |\n"
        "| CTRL_REG2 | R/W | 21 | 0 |\n\n# 7 Register description\n\n"
        "## 7.2 AV_CONF (10h)\n\nHumidity and temperature resolution mode\n\n"
        "7 6 5 4 3 2 1 0\n\n"
        "| Reserved | AVGT2 | AVGT1 | AVGT0 | AVGH2 | AVGH1 | AVGH0 |\n"
        "|---|---|---|---|---|---|---|\n\n"
        "To configure humidity/temperature average.\n\n"
        "| [7:6] | Reserved |\n|---|---|\n"
        "| [5:3] | AVGT2-0: To select the numbers of averaged temperature samples. |\n"
        "| [2:0] | AVGH2-0: To select the numbers of averaged humidity samples. |\n\n"
        "## 7.3 CTRL_REG1 (20h)\n\nControl register 1\n\n"
        "| [7] | PD: power-down control |\n|---|---|\n"
        "| [6:3] | Reserved |\n| [2] | BDU: block data update |\n"
        "| [1:0] | ODR1, ODR0: output data rate selection |\n\n"
        "## 7.4 CTRL_REG2 (21h)\n\nControl register 2\n\n"
        "| [7] | BOOT: reboot memory content |\n|---|---|\n| [2] | Heater |\n"
    )
    regs = _regs(_device(md))
    assert _fields(regs[0x10]) == {"AVGT": (5, 3), "AVGH": (2, 0)}
    assert _fields(regs[0x20]) == {"PD": (7, 7), "BDU": (2, 2)}
    assert _fields(regs[0x21]) == {}  # half its rows name a field: the table names none


def _lane_rows(address: str, name: str, lanes: list[list[str]]) -> str:
    spans = ("31:24", "23:16", "15:8", "7:0")
    return "".join(
        f"| {address} | {name} | {span} | {' | '.join(cells)} |\n"
        for span, cells in zip(spans, lanes, strict=True)
    )


_LANES = (
    "TABLE 3-2: CAN FD CONTROLLER MODULE REGISTER SUMMARY\n\n"
    "| Addr. | Name | Name | Bit 31/23/15/7 | Bit 30/22/14/6 | Bit 29/21/13/5 | "
    "Bit 28/20/12/4 | Bit 27/19/11/3 | Bit 26/18/10/2 | Bit 25/17/9/1 | Bit 24/16/8/0 |\n"
    f"|{'---|' * 11}\n"
    + _lane_rows(
        "03 02 01 00[ 1]",
        "C1CON",
        [
            ["TXBWS<3:0>"] * 4 + ["ABAT"] + ["REQOP<2:0>"] * 3,
            ["OPMOD<2:0>"] * 3 + ["TXQEN", "STEF", "SERR2LOM", "ESIGM", "RTXAT"],
            ["—"] * 3 + ["BRSDIS", "BUSY", "WFT<1:0>", "WFT<1:0>", "WAKFIL"],
            ["—", "PXEDIS", "ISOCRCEN"] + ["DNCNT<4:0>"] * 5,
        ],
    )
    + _lane_rows(
        "10",
        "C1TBC",
        [[f"TBC<{hi}:{hi - 7}>"] * 8 for hi in (31, 23, 15, 7)],
    )
    + _lane_rows(
        "20",
        "C1RXIF",
        [[f"RFIF<{hi}:{hi - 7}>"] * 8 for hi in (31, 23, 15)] + [["RFIF<7:1>"] * 7 + ["—"]],
    )
    + "| 6C | C1TBC2 | 31:0 |"
    + " same as C1TBC |" * 8
    + "\n"
)


def test_a_32_bit_summary_printed_a_byte_lane_per_row() -> None:
    # Microchip MCP2518FD: four rows per register, a lane column, bit columns labelled
    # one bit per lane; the first register lists its four byte addresses; a row of the
    # whole span repeats another register's layout
    regs = _regs(_device(_LANES))
    assert {a: (r.name, r.size) for a, r in regs.items()} == {
        0x00: ("C1CON", 32),
        0x10: ("C1TBC", 32),
        0x20: ("C1RXIF", 32),
        0x6C: ("C1TBC2", 32),
    }
    con = _fields(regs[0x00])
    assert con["TXBWS"] == (31, 28) and con["ABAT"] == (27, 27) and con["REQOP"] == (26, 24)
    assert con["OPMOD"] == (23, 21) and con["WFT"] == (10, 9) and con["DNCNT"] == (4, 0)
    # (one value's slices over four lanes joined; the copy keeps the model's layout)
    for address, base, bits in (
        (0x10, "TBC", (31, 0)),
        (0x20, "RFIF", (31, 1)),
        (0x6C, "TBC", (31, 0)),
    ):
        assert [(f.name.split("[")[0], f.msb, f.lsb) for f in regs[address].fields] == [
            (base, *bits)
        ]


def test_a_figure_over_an_access_row_and_an_address_line_stating_the_reset() -> None:
    # ST UM2650 (STUSB4500): each register's figure has a row of names over a row of
    # access tokens; a name alone in the first cell spans the byte; "Address: BASE +
    # 0x0C Type: R/W Reset: 0xFB" states the reset
    md = (
        "## 2 Register map\n\n| Address | Register name | Description |\n|---|---|---|\n"
        "| 0x08 | BCD_USBPD_REV_LOW | BCD_USBPD_REV_LOW register |\n"
        "| 0x0C | ALERT_STATUS_1_MASK | ALERT_STATUS_1_MASK register |\n"
        "| 0x0D | CC_STATUS | CC_STATUS register |\n\n"
        "## 3.3 BCD_USBPD_REV_LOW register\n\n"
        f"| {bit_cells(7, '')} |\n|{'---|' * 8}\n| BCD_USBPD_REV_7_0 |{' |' * 7}\n"
        f"| R |{' |' * 7}\n\n"
        "Address: STUSB_BLOCKBaseAddress + 0x08 Type: R Reset: 0x11\n\n"
        "## 3.7 ALERT_STATUS_1_MASK register\n\n"
        f"| {bit_cells(7, '')} |\n|{'---|' * 8}\n"
        "| reserved | PORT_STATUS_AL_MASK | TYPEC_MONITORING_STATUS_MASK | CC_FAULT_STATUS_AL_MASK "
        "| reserved | reserved | PRT_STATUS_AL_MASK | reserved |\n"
        "| R/W | R/W | R/W | R/W | R/W | R | R/W | R/W |\n\n"
        "Address: STUSB_BLOCKBaseAddress + 0x0C Type: R/W Reset: 0xFB (initialized by NVM)\n"
    )
    regs = _regs(_device(md))
    assert (_fields(regs[0x08]), regs[0x08].reset_value) == ({"BCD_USBPD_REV_7_0": (7, 0)}, 0x11)
    assert _fields(regs[0x0C]) == {
        "PORT_STATUS_AL_MASK": (6, 6),
        "TYPEC_MONITORING_STATUS_MASK": (5, 5),
        "CC_FAULT_STATUS_AL_MASK": (4, 4),
        "PRT_STATUS_AL_MASK": (1, 1),
    }
    assert regs[0x0C].reset_value == 0xFB and regs[0x0D].reset_value is None


def _lanes(title: str, tokens: list[str], names: list[str]) -> str:
    """A Microchip 32-bit register figure under a heading: four byte lanes, each an
    access line over a bit row labelled ``bit 31 bit 24`` .. ``bit 7 bit 0``."""
    out = [f"### {title}\n"]
    for lane in range(4):
        top = 31 - 8 * lane
        out.append("**" + " ".join(tokens[8 * lane : 8 * lane + 8]) + "**\n")
        out.append("| " + " | ".join(names[8 * lane : 8 * lane + 8]) + " |")
        out.append("|" + "---|" * 8)
        out.append(f"| bit {top} bit {top - 7} |" + "  |" * 7 + "\n")
    out.append("Legend:\n")
    return "\n".join(out) + "\n"


def test_a_heading_opening_with_the_symbol_titles_a_32_bit_figure() -> None:
    # MCP2518FD: "CiCON – CAN CONTROL REGISTER" as a heading (the "REGISTER 3-1:" label
    # apart), each lane's access tokens give the reset; "CiFIFOCONm – ... (m = 1 TO 2)"
    # gives every m's register
    summary = (
        "# Registers\n\n| Address | Name | Size (bits) | Description |\n|---|---|---|---|\n"
        "| 000 | C1CON | 32 | control |\n| 05C | C1FIFOCON1 | 32 | fifo 1 |\n"
        "| 068 | C1FIFOCON2 | 32 | fifo 2 |\n\n"
    )
    dash = ["—"] * 32
    low = ["R/W-1", "R/W-0", "U-0", "U-0", "R/W-0", "R/W-0", "R/W-1", "R/W-1"]
    con = ["R-1", *["U-0"] * 23, *low]
    con_names = ["BUSY", *dash[1:24], "ON", "ABAT", "—", "—", "MODE1", "MODE0", "EN1", "EN0"]
    fifo = ["R/W-1"] + ["U-0"] * 30 + ["R/W-0"]
    fifo_names = ["FULL", *dash[1:31], "IE"]
    markdown = (
        summary
        + _lanes("CiCON – CAN CONTROL REGISTER", con, con_names)
        + _lanes("CiFIFOCONm – FIFO CONTROL REGISTER m, (m = 1 TO 2)", fifo, fifo_names)
    )
    regs = _regs(_device(markdown))
    assert regs[0x000].reset_value == 0x80000083
    assert regs[0x05C].reset_value == regs[0x068].reset_value == 0x80000000
    # an index range the map does not hold exactly names none
    short = markdown.replace("(m = 1 TO 2)", "(m = 1 TO 3)")
    regs = _regs(_device(short))
    assert regs[0x000].reset_value == 0x80000083
    assert regs[0x05C].reset_value is None and regs[0x068].reset_value is None


def test_one_row_tables_read_their_bare_addresses_as_the_map_does() -> None:
    # Epson RX8900: the map "Address | Function | bit 7 .. bit 0" prints 1A (hex);
    # a register's own one-row table under "Address | Function | bit 7 bit 6 .." prints
    # 17, which is 0x17 too (as decimal it would invent a register at 0x11); a "Not
    # use" row is reserved
    bits = " | ".join(f"bit {n}" for n in range(7, -1, -1))
    markdown = (
        f"## Registers\n\n| Address | Function | {bits} |\n|---|---|"
        + "---|" * 8
        + "\n| 17 | TEMP | 128 | 64 | 32 | 16 | 8 | 4 | 2 | 1 |\n"
        "| 18 | Backup Function |  |  |  |  | VDETOFF | SWOFF | BKSMP1 | BKSMP0 |\n"
        "| 19 | Not use |  |  |  |  |  |  |  |  |\n| 1A | Not use |  |  |  |  |  |  |  |  |\n\n"
        "## Temperature\n\nTable 8-30. Temperature Data Register\n\n"
        "| Address | Function | bit 7 bit 6 bit 5 bit 4 bit 3 bit 2 bit 1 bit 0 |\n"
        "|---|---|---|\n| 17 | TEMP | 128 64 32 16 8 4 2 1 |\n"
    )
    regs = _regs(_device(markdown))
    assert {a: r.name for a, r in regs.items()} == {0x17: "TEMP", 0x18: "Backup Function"}
    assert _fields(regs[0x18])["SWOFF"] == (2, 2)
    # a table headed otherwise keeps its own reading
    other = markdown.replace(
        "| Address | Function | bit 7 bit 6", "| Address | Register | bit 7 bit 6"
    )
    assert 0x11 in _regs(_device(other))


def test_camel_case_name_and_abbreviated_reset_headers() -> None:
    # Bosch BMA400: "Addr (hex) | RegName | bit7 .. bit0 | Rst val | Access mode"
    bits = " | ".join(f"bit{n}" for n in range(7, -1, -1))
    markdown = (
        f"### Register map\n\n| Addr (hex) | RegName | {bits} | Rst val | Access mode |\n|---|---|"
        + "---|" * 10
        + "\n| 0x00 | CHIPID |"
        + " chipid<7:0> |" * 8
        + " 0x90 | R |\n| 0x1A | ACC_CONFIG1 |"
        + " acc_range<1:0> |" * 2
        + " osr<1:0> |" * 2
        + " acc_odr<3:0> |" * 4
        + " 0x49 | RW |\n| 0x25 |"
        + "  |" * 9
        + " 0x00 |  |\n"
    )
    regs = _regs(_device(markdown))
    assert {a: (r.name, r.reset_value) for a, r in regs.items()} == {
        0x00: ("CHIPID", 0x90),
        0x1A: ("ACC_CONFIG1", 0x49),
    }
    assert _fields(regs[0x1A]) == {"acc_range": (7, 6), "osr": (5, 4), "acc_odr": (3, 0)}


def test_a_reset_line_under_a_name_at_address_title() -> None:
    # Silicon Labs Si1145: "MEAS_RATE0: ... @ 0x08", its bit table, "Reset value = 0000
    # 0000"; the title must name the register the map holds at that address
    bits = " | ".join(str(n) for n in range(7, -1, -1))

    def box(title: str, name: str, reset: str) -> str:
        return (
            f"{title}\n\n| Bit | {bits} |\n|---|"
            + "---|" * 8
            + "\n| Name |"
            + f" {name} |" * 8
            + "\n| Type |"
            + " RW |" * 8
            + f"\n\nReset value = {reset}\n\n"
        )

    markdown = (
        "# 4. Registers\n\n| Register Name | Address |\n|---|---|\n"
        "| SEQ_ID | 0x02 |\n| MEAS_RATE0 | 0x08 |\n| PS_LED21 | 0x0F |\n\n"
        "## 4.1 Register Descriptions\n\n"
        + box("SEQ_ID @ 0x02", "SEQ_ID", "0000 1000")
        + box("MEAS_RATE0: MEAS_RATE Data Word Low Byte @ 0x08", "MEAS_RATE[7:0]", "0000 0001")
        + box("PS_LED12 @ 0x0F", "PS_LED12", "0000 0011")
    )
    regs = _regs(_device(markdown))
    assert regs[0x02].reset_value == 0x08
    assert regs[0x08].reset_value == 0x01
    # a title whose name is not the map's at that address gives its reset to none
    assert regs[0x0F].reset_value is None


def test_a_caption_run_into_the_paragraph_names_the_bit_row() -> None:
    # MAX17260: a paragraph naming VCell and VAlrtTh, then its run-in caption "Table 12.
    # VAlrtTh (01h) Format", then the D15..D0 row: the caption names the row
    head = " | ".join(f"D{n}" for n in range(15, -1, -1))
    markdown = (
        "## Register map\n\n| Address | Register |\n|---|---|\n"
        "| 01h | VAlrtTh |\n| 02h | TAlrtTh |\n| 08h | Temp |\n| 09h | VCell |\n\n"
        "### Alert thresholds\n\nRegister Type: Special\n\n"
        "Initial Value: 0x7F80 (Disabled)\n\n"
        "An alert is generated when the Temp register value leaves the window the "
        "TAlrtTh register sets. Table 13. TAlrtTh (02h) Format\n\n"
        f"| {head} |\n|" + "---|" * 16 + "\n|" + " TMAX |" * 8 + " TMIN |" * 8 + "\n\n"
        "Register Type: Special\n\nInitial Value: 0xFF00 (Disabled)\n\n"
        "An alert is generated when the VCell register value leaves the window the "
        "VAlrtTh register sets. Table 12. VAlrtTh (01h) Format\n\n"
        f"| {head} |\n|" + "---|" * 16 + "\n|" + " VMAX |" * 8 + " VMIN |" * 8 + "\n"
    )
    regs = _regs(_device(markdown))
    assert _fields(regs[0x01]) == {"VMAX": (15, 8), "VMIN": (7, 0)}
    assert _fields(regs[0x02]) == {"TMAX": (15, 8), "TMIN": (7, 0)}
    assert not regs[0x09].fields


CIRRUS_MAP = """# 6. REGISTER QUICK REFERENCE

Default values are shown below the bit names.

| Adr. | Function | 7 | 6 | 5 | 4 | 3 | 2 | 1 | 0 |
|---|---|---|---|---|---|---|---|---|---|
| 02h p 37 | Power Ctl 1 | PDN7 0 | PDN6 0 | PDN5 0 | PDN4 0 | PDN3 0 | PDN2 0 | PDN1 0 | \
PDN0 1 |
| 04h p 38 | Power Ctl 2 | PDN_HPB1 PDN_HPB0 0 0 | PDN_HPB1 PDN_HPB0 0 0 | \
PDN_HPA1 PDN_HPA0 0 0 | PDN_HPA1 PDN_HPA0 0 0 | PDN_SPKB1 PDN_SPKB0 0 1 | \
PDN_SPKB1 PDN_SPKB0 0 1 | PDN_SPKA1 PDN_SPKA0 0 1 | PDN_SPKA1 PDN_SPKA0 0 1 |
| 0Fh p 45 | Playback Ctl 2 | HPBMUTE 0 | HPAMUTE 0 | SPKBMUTE 0 | SPKAMUTE 0 | SPKB=A 0 | \
SPKSWAP | SPKMONO 0 | MUTE50/50 0 |
| 1Ah p 47 | PCMA Vol | PCMAMUTE 0 | \
PCMAVOL6 PCMAVOL5 PCMAVOL4 PCMAVOL3 PCMAVOL2 PCMAVOL1 PCMAVOL0 0 0 0 0 0 0 0 | 〃 | 〃 | 〃 | 〃 | \
〃 | 〃 |
| 26h p 52 | Channel Mixer | PCMASWP1 PCMASWP0 0 0 | PCMASWP1 PCMASWP0 0 0 | \
PCMBSWP1 PCMBSWP0 0 0 | PCMBSWP1 PCMBSWP0 0 0 | Reserved Reserved 0 0 | \
Reserved Reserved 0 0 | Reserved Reserved 0 0 | Reserved Reserved 0 0 |
| 34h p 58 | Charge Pump Frequency | CHGFREQ3 CHGFREQ2 CHGFREQ1 CHGFREQ0 Reserved 0 1 0 1 1 | \
〃 | 〃 | 〃 | 〃 | Reserved 1 | Reserved 1 | Reserved 1 |
"""


def test_bit_cells_the_pdf_ran_together_with_their_defaults() -> None:
    # Cirrus Logic CS43L22: "02h p 37" (address and the page describing it); each bit
    # cell a name over its default, neighbouring cells run into one ("PDN_HPB1 PDN_HPB0
    # 0 0" over two columns, or one cell and 〃 marks): names and defaults go to their
    # columns in order; a cell whose default the PDF lost (SPKSWAP) keeps its name and
    # leaves the reset unknown
    regs = _regs(_device(CIRRUS_MAP))
    assert sorted(regs) == [0x02, 0x04, 0x0F, 0x1A, 0x26, 0x34]
    assert regs[0x02].reset_value == 0x01
    assert _fields(regs[0x04]) == {
        "PDN_HPB": (7, 6),
        "PDN_HPA": (5, 4),
        "PDN_SPKB": (3, 2),
        "PDN_SPKA": (1, 0),
    }
    assert regs[0x04].reset_value == 0x05
    assert _fields(regs[0x0F])["MUTE50/50"] == (0, 0)
    assert _fields(regs[0x0F])["SPKSWAP"] == (2, 2)
    assert _fields(regs[0x0F])["SPKB=A"] == (3, 3)  # channel B follows A: one symbol
    assert regs[0x0F].reset_value is None
    assert _fields(regs[0x1A]) == {"PCMAMUTE": (7, 7), "PCMAVOL": (6, 0)}
    assert regs[0x1A].reset_value == 0x00
    assert _fields(regs[0x26]) == {"PCMASWP": (7, 6), "PCMBSWP": (5, 4)}
    assert regs[0x26].reset_value == 0x00
    assert _fields(regs[0x34]) == {"CHGFREQ": (7, 4)}
    assert regs[0x34].reset_value == 0x5F


def test_run_together_cells_whose_counts_disagree_give_no_defaults() -> None:
    # two names over three or four columns, or a second cell without its default: no
    # guessing
    markdown = CIRRUS_MAP.replace(
        "PDN_HPA1 PDN_HPA0 0 0 | PDN_HPA1 PDN_HPA0 0 0 |",
        "PDN_HPB1 PDN_HPB0 0 0 | PDN_HPA1 PDN_HPA0 0 0 |",
    ).replace("| SPKMONO 0 |", "| SPKMONO |")
    # two names over four columns are no reserved cells side by side
    markdown = markdown.replace("PCMBSWP1 PCMBSWP0", "PCMASWP1 PCMASWP0")
    assert markdown.count("PDN_HPB1") == 3 and "| SPKMONO |" in markdown
    regs = _regs(_device(markdown))
    assert regs[0x04].reset_value is None
    assert "PDN_HPB" not in _fields(regs[0x04])
    assert regs[0x0F].reset_value is None
    assert "MUTE50/50" not in _fields(regs[0x0F])
    assert regs[0x26].reset_value is None


VISHAY_MAP = """**TABLE 1 - COMMAND CODE AND REGISTER DESCRIPTION**

| COMMAND CODE | DATA BYTE LOW / HIGH | REGISTER NAME | R / W | DEFAULT VALUE | \
FUNCTION DESCRIPTION |
|---|---|---|---|---|---|
| 0x00 | L | PS_CONF1 | R / W | 0x01 | PS duty ratio |
| 0x00 | H | PS_CONF2 | R / W | 0x00 | PS output resolution |
| 0x01 | L | Reserved | R | 0x00 | Reserved |
| 0x01 | H | INT_Flag | R | 0x00 | interrupt flags |
| 0x02 | L | ID_L | R | 0x86 | Device ID LSB |
| 0x02 | H | ID_M | R | 0x01 | Device ID MSB |

**TABLE 6 - REGISTER: PS_CONF1 DESCRIPTION**

| REGISTER: PS_CONF1 | REGISTER: PS_CONF1 | COMMAND CODE: 0x00_L (0x00 DATA BYTE LOW) |
|---|---|---|
| Command | Bit | Description |
| PS_Duty | 7 : 6 | (0 : 0) = 1/40, (0 : 1) = 1/80 |
| PS_SD | 0 | 0 = PS power on, 1 = PS shut down |

**TABLE 7 - REGISTER: PS_CONF2 DESCRIPTION**

| REGISTER: PS_CONF2 | REGISTER: PS_CONF2 | COMMAND CODE: 0x00_H (0x00 DATA BYTE HIGH) |
|---|---|---|
| Command | Bit | Description |
| Reserved | 7 : 4 | (0 : 0), reserved |
| PS_HD | 3 | 0 = PS output is 12 bits; 1 = PS output is 16 bits |
| PS_INT | 1 : 0 | (0 : 0) = interrupt disable |
"""


def test_byte_rows_of_one_command_code_make_one_16_bit_register() -> None:
    # Vishay VCNL4040: each command code's low and high byte on rows of their own ("0x00
    # | L | PS_CONF1 | .. | 0x01", "0x00 | H | PS_CONF2 | .. | 0x00"): one 16-bit register
    # named by its low byte (its high byte where the low is reserved), the two defaults
    # its reset; a field table of the high byte ("COMMAND CODE: 0x00_H") sits eight bits up
    regs = _regs(_device(VISHAY_MAP))
    assert {a: (r.name, r.size, r.reset_value) for a, r in regs.items()} == {
        0x00: ("PS_CONF1", 16, 0x0001),
        0x01: ("INT_Flag", 16, 0x0000),
        0x02: ("ID_L", 16, 0x0186),
    }
    assert _fields(regs[0x00]) == {
        "PS_Duty": (7, 6),
        "PS_SD": (0, 0),
        "PS_HD": (11, 11),
        "PS_INT": (9, 8),
    }


def test_byte_rows_that_do_not_pair_stay_rows() -> None:
    # an address whose rows are not L then H: the table is read as printed (no 16-bit
    # registers, no composed resets)
    markdown = VISHAY_MAP.replace("| 0x02 | H | ID_M |", "| 0x03 | H | ID_M |")
    regs = _regs(_device(markdown))
    assert regs[0x02].reset_value == 0x86
    assert regs[0x02].size != 16


def test_fields_sharing_bits_are_left_out() -> None:
    # Vishay: one table for both bytes of a threshold ("COMMAND CODE: 0x03_L .. OR
    # 0x03_H", rows ALS_THDH_L and ALS_THDH_M each over 7 : 0): read into the one
    # register they share bits; which is which is not known, so neither is kept
    markdown = VISHAY_MAP.replace(
        "| 0x02 | H | ID_M | R | 0x01 | Device ID MSB |\n",
        "| 0x02 | H | ID_M | R | 0x01 | Device ID MSB |\n"
        "| 0x03 | L | ALS_THDH_L | R / W | 0x00 | threshold LSB |\n"
        "| 0x03 | H | ALS_THDH_M | R / W | 0x00 | threshold MSB |\n",
    ) + (
        "\n**TABLE 4 - REGISTER ALS_THDH_L AND ALS_THDH_M DESCRIPTION**\n\n"
        "|  |  | COMMAND CODE: 0x03_L (0x03 DATA BYTE LOW) OR 0x03_H (0x03 DATA BYTE HIGH) |\n"
        "|---|---|---|\n| Register | Bit | Description |\n"
        "| ALS_THDH_L | 7 : 0 | 0x00 to 0xFF, ALS high interrupt threshold LSB byte |\n"
        "| ALS_THDH_M | 7 : 0 | 0x00 to 0xFF, ALS high interrupt threshold MSB byte |\n"
    )
    regs = _regs(_device(markdown))
    assert regs[0x03].size == 16
    assert not regs[0x03].fields


def test_an_address_with_its_second_address() -> None:
    # Epson RX8900: "00 or 10 | SEC": the register answers at both; it is keyed at the first
    bits = " | ".join(f"bit {n}" for n in range(7, -1, -1))
    markdown = (
        f"## Registers\n\n| Address | Function | {bits} | Read | Write |\n|---|---|"
        + "---|" * 10
        + "\n| 00 or 10 | SEC |  | 40 | 20 | 10 | 8 | 4 | 2 | 1 | P | P |\n"
        "| 01 or 11 | MIN |  | 40 | 20 | 10 | 8 | 4 | 2 | 1 | P | P |\n"
        "| 02 or 12 | HOUR |  |  | 20 | 10 | 8 | 4 | 2 | 1 | P | P |\n"
        "| 07 | RAM |  |  |  |  |  |  |  |  | P | P |\n"
        "| 0D or 1D | Extension Register | TEST | WADA | USEL | TE | FSEL1 | FSEL0 | TSEL1 "
        "| TSEL0 | P | P |\n| 0E or 1E | Flag Register |  |  | UF | TF | AF |  | VLF | VDET "
        "| P | P |\n"
    )
    regs = _regs(_device(markdown))
    assert sorted(regs) == [0x00, 0x01, 0x02, 0x07, 0x0D, 0x0E]
    assert _fields(regs[0x0E])["VDET"] == (0, 0)
    # a second address below the first is no such pair: the row is not read
    regs = _regs(_device(markdown.replace("| 0D or 1D |", "| 1D or 0D |")))
    assert 0x1D not in regs and 0x0D not in regs


def test_a_bit_line_whose_name_carries_its_range() -> None:
    # Microchip MCP3564: "bit 5-4 CLK_SEL[1:0]: Clock Selection": the range's colon is no
    # label's (the name is not "CLK_SEL[1")
    markdown = (
        "## Register map\n\n| Address | Register Name | No. of Bits | R/W | Description |\n"
        "|---|---|---|---|---|\n| 0x1 | CONFIG0 | 8 | R/W | ADC Operating mode |\n"
        "| 0x2 | CONFIG1 | 8 | R/W | Prescale and OSR settings |\n"
        "| 0x3 | CONFIG2 | 8 | R/W | ADC boost and gain settings |\n\n"
        "## REGISTER 8-2: CONFIG0 REGISTER\n\n"
        "bit 7-6 CONFIG0[7:6]: These bits are writable but have no effect.\n\n"
        "bit 5-4 CLK_SEL[1:0]: Clock Selection 11 = Internal clock\n\n"
        "bit 3-2 CS_SEL<1:0>: Current Source/Sink Selection\n\n"
        "bit 1-0 ADC_MODE[1:0]: ADC Operating Mode Selection\n"
    )
    fields = _fields(_regs(_device(markdown))[0x1])
    assert fields["CLK_SEL"] == (5, 4) and fields["ADC_MODE"] == (1, 0)
    assert fields["CS_SEL"] == (3, 2)
    assert not any(name.endswith(("[1", "<1", "[7")) for name in fields)


def test_address_and_reset_labels_on_lines_of_their_own() -> None:
    # ST VL6180X: under each register's figure "Address: 0x000", "Type: R/W", "Reset:
    # 0xB4" (or "Reset: 0x1, register default overwritten at boot-up ..."); a reset under
    # the next heading, before its own address line, is not the last address's
    markdown = (
        "## Register map\n\n| Offset | Register name | Reference |\n|---|---|---|\n"
        "| 0x000 | IDENTIFICATION__MODEL_ID | Section 6.2.1 on page 51 |\n"
        "| 0x001 | MODEL_REV_MAJOR | Section 6.2.2 on page 51 |\n"
        "| 0x002 | MODEL_REV_MINOR | Section 6.2.3 on page 51 |\n\n"
        "### 6.2.1 IDENTIFICATION__MODEL_ID\n\nAddress: 0x000\n\nType: R/W\n\n"
        "Reset: 0xB4, register default overwritten at boot-up by NVM contents.\n\n"
        "### 6.2.2 MODEL_REV_MAJOR\n\nAddress: 0x001\n\nType: R/W\n\n"
        "### 6.2.3 MODEL_REV_MINOR\n\nType: R/W\n\nReset: 0x3\n"
    )
    regs = _regs(_device(markdown))
    assert regs[0x000].reset_value == 0xB4
    assert regs[0x001].reset_value is None and regs[0x002].reset_value is None


def test_symbol_and_address_lines_title_field_tables() -> None:
    # ROHM RPR-0521RS: a "Command set" map, then "● SYSTEM_CONTROL ( 40h )" over each
    # register's "Field | Bit | TYPE | Description" table (no word "register" near them);
    # two such tables with one header, a title line between them, are two registers'
    markdown = (
        "## Command set\n\n| Address | TYPE | default | Register name | Register function |\n"
        "|---|---|---|---|---|\n| 40h | RW | 0Ah | SYSTEM_CONTROL | System control |\n"
        "| 41h | RW | 00h | MODE_CONTROL | ALS, PS function setting |\n"
        "| 53h | RW | 00h | PS_OFFSET_LSBs | PS offset low byte |\n"
        "| 54h | RW | 00h | PS_OFFSET_MSBs | PS offset high byte |\n\n"
        "- SYSTEM_CONTROL ( 40h )\n\n| Field | Bit | TYPE | Description |\n|---|---|---|---|\n"
        "| SW reset | 7 | RW | 0 : not started 1 : started |\n"
        "| Part ID | 5 : 0 | R | 001010 |\n\ndefault value 0Ah\n\n"
        "- MODE_CONTROL ( 41h )\n\n| Field | Bit | TYPE | Description |\n|---|---|---|---|\n"
        "| ALS_EN | 7 | RW | 0 : ALS Standby 1 : ALS Enable |\n"
        "| Measurement time | 3 : 0 | RW | Shown in table below |\n\n"
        "- PS _OFFSET_MSBs ( 54h )\n\n| Field | Bit | TYPE | Description |\n|---|---|---|---|\n"
        "| Resereved | 7 : 2 | R | Ignored |\n| PS_OFFSET_MSBs | 1 : 0 | RW | Shown below |\n"
    )
    regs = _regs(_device(markdown))
    assert _fields(regs[0x40]) == {"SW reset": (7, 7), "Part ID": (5, 0)}
    assert _fields(regs[0x41]) == {"ALS_EN": (7, 7), "Measurement time": (3, 0)}
    assert _fields(regs[0x54]) == {"PS_OFFSET_MSBs": (1, 0)}
    # a title naming another register than the map holds at its address titles nothing
    other = markdown.replace("- MODE_CONTROL ( 41h )", "- PS_OFFSET_LSBs ( 41h )")
    assert not _regs(_device(other))[0x41].fields


def test_a_symbol_and_address_title_is_a_symbol_alone() -> None:
    from hwcc.extract.regmap.state import symbol_address_title

    assert symbol_address_title("- PS _OFFSET_MSBs ( 54h )") == ("PS_OFFSET_MSBs", 0x54)
    assert symbol_address_title("\u25cfALS_DATA 0_MSBs( 47h )") == ("ALS_DATA0_MSBs", 0x47)
    assert symbol_address_title("- INTERRUPT ( 4Ah )") == ("INTERRUPT", 0x4A)
    prose = ("Register Map (40h)", "See (40h)", "- MODE_CONTROL ( 41h ) is written", "ID (40h)")
    for line in prose:
        assert symbol_address_title(line) is None


NXP_MODE_MAPS = """## Register map

| Register Address | Name | Access | Reset value | Description |
|---|---|---|---|---|
| 00h | STATUS | R | 00h | Alias for DR_STATUS or F_STATUS |
| 01h | OUT_P_MSB | R | 00h | Pressure data out MSB |
| 02h | OUT_P_CSB | R | 00h | Pressure data out CSB |
| 06h/00h | DR_STATUS | R | 00h | Data ready status information |
| 0Eh/01h | F_DATA | R | 00h | FIFO 8-bit data access |

**Table 12. Register address map: Area A (F_Mode > 0, FIFO in circular buffer mode)**

| Register Address | Name | Access | Reset value | Description |
|---|---|---|---|---|
| 00h/0Dh | F_STATUS | R | 00h | Sensor status register |
| 01h | F_DATA | R | 00h | FIFO 8-bit data access |
| 02h | Read to reserved area returns 00 | - | 00h | - |

## 14.3 OUT_P_MSB, OUT_P_CSB - pressure data registers (address 01h, 02h)

**Table 16. OUT_P_MSB, OUT_P_CSB - pressure data registers bit allocation**

| Location | Location | Bit | Bit | Bit | Bit | Bit | Bit | Bit | Bit |
|---|---|---|---|---|---|---|---|---|---|
| Address | Register | 7 | 6 | 5 | 4 | 3 | 2 | 1 | 0 |
| 01h | OUT_P_MSB | PD[19:12] | PD[19:12] | PD[19:12] | PD[19:12] | PD[19:12] | PD[19:12] \
| PD[19:12] | PD[19:12] |
| 02h | OUT_P_CSB | PD[11:4] | PD[11:4] | PD[11:4] | PD[11:4] | PD[11:4] | PD[11:4] | PD[11:4] \
| PD[11:4] |
| Reset | Reset | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |

## 14.4 DR_STATUS - data ready status register (address 06h)

**Table 17. DR_STATUS - data ready status register bit allocation**

| Location | Location | Bit | Bit | Bit | Bit | Bit | Bit | Bit | Bit |
|---|---|---|---|---|---|---|---|---|---|
| Address | Register | 7 | 6 | 5 | 4 | 3 | 2 | 1 | 0 |
| 06h | DR_STATUS | PTOW | POW | TOW | reserved | PTDR | PDR | TDR | reserved |
"""


def test_a_mode_map_between_the_map_and_the_register_tables() -> None:
    # NXP MPL3115A2: "06h/00h | DR_STATUS" (readable at 00h in one mode, where the map
    # lists STATUS) is DR_STATUS at 06h; a mode's map ("Area A (F_Mode > 0)") comes
    # before the registers' own tables, whose rows name the main map's registers; the
    # "Location" heading spans "Address | Register" over the bit numbers
    device = _device(NXP_MODE_MAPS)
    main = {r.address_offset: r for r in device.peripherals[0].registers}
    assert {a: r.name for a, r in main.items()} == {
        0x00: "STATUS",
        0x01: "OUT_P_MSB",
        0x02: "OUT_P_CSB",
        0x06: "DR_STATUS",
        0x0E: "F_DATA",
    }
    assert [(f.name, f.msb, f.lsb) for f in main[0x01].fields] == [("PD[19:12]", 7, 0)]
    assert [(f.name, f.msb, f.lsb) for f in main[0x02].fields] == [("PD[11:4]", 7, 0)]
    assert _fields(main[0x06])["PTOW"] == (7, 7) and len(device.peripherals) <= 2
    names = {r.name for p in device.peripherals for r in p.registers}
    assert not any("reserved" in n.lower() for n in names)
    # a pair whose second address is no other row's says not which is the register's
    assert 0x06 not in _regs(_device(NXP_MODE_MAPS.replace("| 00h | STATUS |", "| 03h | STATUS |")))


def test_a_role_heading_over_number_formats_stays_the_heading() -> None:
    # Nuvoton NAU8822L: "Register" spanning "Dec | Hex" over the register numbers, one
    # row per field; "Dec" and "Hex" alone would not say the columns are the register's
    bits = " | ".join(["Bit"] * 9)
    markdown = (
        f"# Details of Register Operation\n\n| Register | Register | Function | Name | {bits} "
        "| Description |\n|---|---|---|---|" + "---|" * 10 + "\n"
        "| Dec | Hex |  |  | 8 | 7 | 6 | 5 | 4 | 3 | 2 | 1 | 0 |  |\n"
        "| 1 | 01 | Power Management 1 | DCBUFEN |  |  |  |  |  |  |  |  |  | Buffer power |\n"
        "| 1 | 01 | Power Management 1 | AUX1MXEN |  |  |  |  |  |  |  |  |  | Mixer power |\n"
        "| 10 | 0A | DAC control | SOFTMT |  |  |  |  |  |  |  |  |  | Soft mute |\n"
        "| 10 | 0A | DAC control | DACOS |  |  |  |  |  |  |  |  |  | Oversampling |\n"
    )
    regs = _regs(_device(markdown))
    assert {a: r.name for a, r in regs.items()} == {0x01: "Power Management 1", 0x0A: "DAC control"}


def test_bit_lines_under_a_figure_of_a_register_the_map_states_wide() -> None:
    # Microchip MCP3564: "No. of Bits" gives SCAN 24 bits; its figure's lines open with
    # a capital ("Bit 23-21 DLY[2:0]: ..."); a 24-bit register's field in its top byte
    # stays there (not moved down to bits 7..5 as a byte's slice of a value)
    markdown = (
        "TABLE 8-1: INTERNAL REGISTERS SUMMARY\n\n"
        "| Address | Register Name | No. of Bits | R/W | Description |\n|---|---|---|---|---|\n"
        "| 0x0 | ADCDATA | 4/24/32 | R | Latest A/D conversion data |\n"
        "| 0x1 | CONFIG0 | 8 | R/W | ADC operating mode |\n"
        "| 0x6 | MUX | 8 | R/W | Analog multiplexer input selection |\n"
        "| 0x7 | SCAN | 24 | R/W | SCAN mode settings |\n\n"
        "## REGISTER 8-2: CONFIG0 REGISTER\n\n"
        "**R/W-1 R/W-1 R/W-0 R/W-0 R/W-0 R/W-0 R/W-0 R/W-0**\n\n"
        "| CONFIG0[7:6] | CLK_SEL[1:0] | CS_SEL[1:0] | ADC_MODE[1:0] |\n|---|---|---|---|\n"
        "| bit 7 bit 0 |  |  |  |\n\nLegend:\n\nR = Readable bit W = Writable bit\n\n"
        "bit 5-4 CLK_SEL[1:0]: Clock Selection\n\nbit 3-2 CS_SEL[1:0]: Current Source\n\n"
        "bit 1-0 ADC_MODE[1:0]: ADC Operating Mode Selection\n\n"
        "## REGISTER 8-7: MUX REGISTER\n\n**R/W-0 R/W-0 R/W-0 R/W-0 R/W-0 R/W-0 R/W-0 R/W-1**\n\n"
        "| MUX_VIN+[3:0] | MUX_VIN-[3:0] |\n|---|---|\n| bit 7 bit 0 |  |\n\nLegend:\n\n"
        "R = Readable bit W = Writable bit\n\n"
        "## REGISTER 8-8: SCAN REGISTER\n\n**R/W-0 R/W-0 R/W-0 R/W-0 U-0**\n\n"
        "Legend:\n\nR = Readable bit W = Writable bit U = Unimplemented bit, read as '0'\n\n"
        "Bit 23-21 DLY[2:0]: Delay Time between each conversion during a SCAN cycle\n\n"
        "Bit 20 RESERVED: Should be set to '0'\n\n"
        "Bit 19-16 Unimplemented: Read as '0'\n"
    )
    regs = _regs(_device(markdown))
    assert regs[0x7].size == 24 and regs[0x1].size == 8
    assert _fields(regs[0x1])["CLK_SEL"] == (5, 4)
    assert _fields(regs[0x7]) == {"DLY": (23, 21)}


LINEAR_MAP = (
    "**Table 1. Register Map**\n\n| ADDRESS | NAME | REGISTER DESCRIPTION | R/W | DEFAULT |\n"
    "|---|---|---|---|---|\n"
    + "".join(
        f"| {a:02X}h | {chr(ord('A') + a) if a < 23 else 'X'} | Value {a} | R/W | 00h |\n"
        for a in range(24)
    )
    + "\n**Table 2. Status Register (A)**\n\n| BIT | NAME | OPERATION | DEFAULT |\n"
    "|---|---|---|---|\n| A[7] | Reserved |  |  |\n| A[6] | Current Alert | Limit exceeded | 0 |\n"
    "| A[0] | Undervoltage Lockout Alert | Recovery from undervoltage | 1 |\n\n"
    "**Table 3. Control Register B**\n\nPower Down B[0]\n\nSetting B[0] to 1 shuts down the "
    "analog parts.\n\n# APPLICATIONS INFORMATION\n\n| BIT | NAME | OPERATION | DEFAULT |\n"
    "|---|---|---|---|\n| B[7:6] | ADC Mode | [00] Sleep | [00] |\n"
    "| B[0] | Shutdown | Shut down the analog section | [0] |\n\n"
    "## Write Protocol\n\n| S | ADDRESS | W | A | REGISTER | A | DATA | A | P |\n"
    "|---|---|---|---|---|---|---|---|---|\n|  | 1100100 | 0 | 0 | 01h | 0 | FCh | 0 |  |\n"
)


def test_registers_named_by_letters_and_bits_named_by_register() -> None:
    # Linear LTC2943: registers A .. X (the 24th, X, is no don't-care mark); field
    # tables print each bit with its register ("A[6]", "B[7:6]"), the second under a
    # running header set as a heading; an I2C frame drawn as a table is no register row
    regs = _regs(_device(LINEAR_MAP))
    assert sorted(regs) == list(range(24)) and regs[0x17].name == "X"
    assert _fields(regs[0x00]) == {"Current Alert": (6, 6), "Undervoltage Lockout Alert": (0, 0)}
    assert _fields(regs[0x01]) == {"ADC Mode": (7, 6), "Shutdown": (0, 0)}


def test_a_name_a_field_table_prints_twice_yields_to_the_figure() -> None:
    # NXP MPL3115A2: the figure names bit 1 IPOL2 and bit 0 PP_OD2; the description table
    # misprints bit 1 as PP_OD2 too: the figure's names stand (no PP_OD2[1])
    markdown = (
        "## Register map\n\n| Register Address | Name | Access | Reset value |\n"
        "|---|---|---|---|\n| 27h | CTRL_REG2 | R/W | 00h |\n| 28h | CTRL_REG3 | R/W | 00h |\n"
        "| 29h | CTRL_REG4 | R/W | 00h |\n\n"
        "### 14.22.3 CTRL_REG3 - interrupt CTRL register (address 28h)\n\n"
        "**Table 49. CTRL_REG3 - interrupt CTRL register (address 28h) bit allocation**\n\n"
        "| Bit | 7 | 6 | 5 | 4 | 3 | 2 | 1 | 0 |\n|---|---|---|---|---|---|---|---|---|\n"
        "| Symbol | reserved | reserved | IPOL1 | PP_OD1 | reserved | reserved | IPOL2 | PP_OD2 |\n"
        "| Reset | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |\n\n"
        "**Table 50. CTRL_REG3 - interrupt CTRL register (address 28h) bit description**\n\n"
        "| Bit | Symbol | Description |\n|---|---|---|\n| 7 to 6 | reserved | Reserved. |\n"
        "| 5 | IPOL1 | Interrupt polarity on INT1. |\n| 4 | PP_OD1 | Push-pull on INT1. |\n"
        "| 3 to 2 | reserved | Reserved. |\n| 1 | PP_OD2 | Interrupt polarity on INT2. |\n"
        "| 0 | PP_OD2 | Push-pull/open drain selection on INT2. |\n"
    )
    fields = _fields(_regs(_device(markdown))[0x28])
    assert fields == {"IPOL1": (5, 5), "PP_OD1": (4, 4), "IPOL2": (1, 1), "PP_OD2": (0, 0)}


TRINAMIC = """## Register map

| R/W | Addr | n | Register | Description |
|---|---|---|---|---|
| R+C | 0x01 | 3 | GSTAT | Global status flags |
| RW | 0x68 | 32 | MSLUTSEL | Look up table segmentation definition |
| RW | 0x6C | 32 | CHOPCONF | Chopper and driver configuration |
| R | 0x6F | 32 | DRV_STATUS | stallGuard2 value and driver error flags |

For a read access to the register (DRV_STATUS) with the address 0x6F, the address byte
has to be set to 0x6F in the access preceding the read access.

**SPI_STATUS – status flags transmitted with each SPI access in bits 39 to 32**

| Bit | Name | Comment |
|---|---|---|
| 3 | standstill | DRV_STATUS[31] – 1: Signals motor stand still |
| 0 | reset_flag | GSTAT[0] – 1: Signals that a reset has occurred |

**0X68: MSLUTSEL – LOOK UP TABLE SEGMENTATION DEFINITION**

| Bit | Name | Function | Comment |
|---|---|---|---|
| 9 | X1 | LUT segment 1 start | The look up table can be divided into segments. |
| 8 | X1 | LUT segment 1 start | 〃 |
| 7 | W3 | LUT width select from ofs(X3) to ofs255 | Width control bit coding W0…W3 |
| 6 | W3 | LUT width select from ofs(X3) to ofs255 | 〃 |
| 5 | W2 | LUT width select from ofs(X2) to ofs(X3) | 〃 |
| 4 | W2 | LUT width select from ofs(X2) to ofs(X3) | 〃 |

**0X6C: CHOPCONF – CHOPPER CONFIGURATION**

| Bit | Name | Function | Comment |
|---|---|---|---|
| 6 | hstrt2 | HSTRT hysteresis start value | chm=0: add 1 .. 8 to HEND |
| 5 | hstrt1 | 〃 | 〃 |
| 4 | hstrt0 | 〃 | 〃 |
| 4 | hstrt0 | TFD [2..0] fast decay time setting | chm=1: fast decay time |
| 3 | toff3 | TOFF off time | Off time setting |
| 2 | toff2 | TOFF off time | 〃 |
| 1 | toff1 | TOFF off time | 〃 |
| 0 | toff0 | TOFF off time | 〃 |
"""


def test_trinamic_register_tables() -> None:
    # Trinamic TMC2130: "0X68: MSLUTSEL – ..." titles (a capital X); a name repeated on
    # each bit's row with the same text is one field; the SPI status byte's table is
    # no register's, whatever the prose above it names; hstrt2/hstrt1 beside an hstrt0
    # whose second row differs stay numbered bits (not "hstrt" at 6:5)
    regs = _regs(_device(TRINAMIC))
    assert _fields(regs[0x68]) == {"X1": (9, 8), "W3": (7, 6), "W2": (5, 4)}
    assert not regs[0x6F].fields and not regs[0x01].fields
    chop = _fields(regs[0x6C])
    assert chop["toff"] == (3, 0) and "hstrt" not in chop
    assert chop["hstrt2"] == (6, 6) and chop["hstrt1"] == (5, 5) and chop["hstrt0"] == (4, 4)


def test_trinamic_bit_names_in_capitals_before_their_description() -> None:
    # Trinamic TMC2130: "4..0 | IHOLD Standstill current (0=1/32...)": a capital word
    # before a capitalised one names the field of the bit range beside it
    markdown = (
        "**VELOCITY DEPENDENT DRIVER FEATURE CONTROL REGISTER SET (0X10…0X1F)**\n\n"
        "| R/W | Addr | n | Register | Description / bit names | Description / bit names |\n"
        "|---|---|---|---|---|---|\n"
        "| W | 0x10 | 5 + 5 + 4 | IHOLD_IRUN | Bit | IHOLD_IRUN – Driver current control |\n"
        "| W | 0x10 | 5 + 5 + 4 | IHOLD_IRUN | 4..0 | IHOLD Standstill current (0=1/32…) |\n"
        "| W | 0x10 | 5 + 5 + 4 | IHOLD_IRUN | 12..8 | IRUN Motor run current (0=1/32…31=32/32) |\n"
        "| W | 0x10 | 5 + 5 + 4 | IHOLD_IRUN | 19..16 | IHOLDDELAY Controls the number of clock "
        "cycles |\n| W | 0x11 | 8 | TPOWERDOWN | TPOWERDOWN sets the delay time after stand still "
        "| 〃 |\n"
    )
    regs = _regs(_device(markdown))
    assert _fields(regs[0x10]) == {"IHOLD": (4, 0), "IRUN": (12, 8), "IHOLDDELAY": (19, 16)}
    assert not regs[0x11].fields


def test_bcd_digits_of_one_name_are_one_field() -> None:
    # NXP PCF85063A: "6 to 4 | SECONDS | ten's place | actual seconds coded in BCD" over
    # "3 to 0 | SECONDS | unit place | 〃"; "5 to 4 | DAYS[1]" carries note 1, no bit;
    # rows of one name described apart (a misprint) stay apart
    markdown = (
        "## Register map\n\n| Address | Register name | Bit 7 | Bit 6 |\n|---|---|---|---|\n"
        "| 04h | Seconds | OS | SECONDS |\n| 07h | Days | - | - |\n| 08h | Weekdays | - | - |\n\n"
        "Table 19. Seconds - seconds register (address 04h) bit description\n\n"
        "| Bit | Symbol | Value | Place value | Description |\n|---|---|---|---|---|\n"
        "| 7 | OS | 0 | - | clock integrity is guaranteed |\n"
        "| 6 to 4 | SECONDS | 0 to 5 | ten's place | actual seconds coded in BCD format |\n"
        "| 3 to 0 | SECONDS | 0 to 9 | unit place | 〃 |\n\n"
        "Table 23. Days - days register (address 07h) bit description\n\n"
        "| Bit | Symbol | Value | Place value | Description |\n|---|---|---|---|---|\n"
        "| 5 to 4 | DAYS[1] | 0 to 3 | ten's place | actual day coded in BCD format |\n"
        "| 3 to 0 | DAYS[1] | 0 to 9 | unit place | actual day coded in BCD format |\n\n"
        "Table 24. Weekdays - weekdays register (address 08h) bit description\n\n"
        "| Bit | Symbol | Value | Place value | Description |\n|---|---|---|---|---|\n"
        "| 5 to 4 | WD | 0 to 3 | - | week of the month |\n"
        "| 3 to 0 | WD | 0 to 6 | - | day of the week |\n"
    )
    regs = _regs(_device(markdown))
    assert _fields(regs[0x04]) == {"OS": (7, 7), "SECONDS": (6, 0)}
    assert _fields(regs[0x07]) == {"DAYS": (5, 0)}
    assert (5, 0) not in _fields(regs[0x08]).values()


def test_defaults_stated_in_a_description_table_compose_the_reset() -> None:
    # ST LIS2MDL: the map gives STATUS_REG no default; its figure names the bits and its
    # description table (first row set as the header) says "Default value: 0" for each
    figure = " | ".join(("Zyxor", "zor", "yor", "xor", "Zyxda", "zda", "yda", "xda"))
    rows = "".join(
        f"| {name} | {name} flag. Default value: 0 (0: no; 1: yes) |\n"
        for name in ("zor", "yor", "xor", "Zyxda", "zda", "yda", "xda")
    )
    markdown = (
        "# 7 Register mapping\n\n| Name | Type | Register address Hex | Default |\n"
        "|---|---|---|---|\n| CFG_REG_C | R/W | 62 | 00000000 |\n| STATUS_REG | R | 67 |  |\n\n"
        f"## 8.12 STATUS_REG (67h)\n\n**Table 39. STATUS_REG register**\n\n| {figure} |\n"
        "|---|---|---|---|---|---|---|---|\n\n**Table 40. STATUS_REG register description**\n\n"
        "| Zyxor | X-, Y-, and Z-axis data overrun. Default value: 0 (0: no; 1: yes) |\n"
        f"|---|---|\n{rows}"
    )
    regs = _regs(_device(markdown))
    assert regs[0x67].reset_value == 0x00 and len(regs[0x67].fields) == 8
    # a row naming no field of the register: the table says not whose defaults it gives
    other = markdown.replace("| xda | xda flag.", "| odr | odr flag.")
    assert _regs(_device(other))[0x67].reset_value is None


def test_an_indexed_run_is_one_register_per_address() -> None:
    # Trinamic TMC2130: "0x61 … 0x67 | MSLUT[1...7] microstep table entries 32…255"
    markdown = (
        "## Register map\n\n| R/W | Addr | n | Register | Description |\n|---|---|---|---|---|\n"
        "| W | 0x60 | 32 | MSLUT[0] microstep table entries 0…31 | Each bit gives a step |\n"
        "| W | 0x61 … 0x67 | 7 x 32 | MSLUT[1...7] microstep table entries 32…255 | 〃 |\n"
        "| W | 0x68 | 32 | MSLUTSEL | Look up table segmentation |\n"
    )
    regs = _regs(_device(markdown))
    assert {a: r.name for a, r in regs.items()} == {
        0x60: "MSLUT[0]",
        **{0x60 + k: f"MSLUT[{k}]" for k in range(1, 8)},
        0x68: "MSLUTSEL",
    }
    # a run whose count is not the addresses' stays one run
    six = markdown.replace("MSLUT[1...7]", "MSLUT[1...6]")
    assert 0x62 not in _regs(_device(six))


def test_one_access_token_over_a_field_of_every_bit() -> None:
    # Microchip MCP3564: "R/W-0" over "TIMER[23:0]" and "bit 23 bit 0": every bit 0;
    # "R/W-1 R/W-0" over "GAINCAL[23:0]" says not which bits are 1: no reset
    markdown = (
        "TABLE 8-1: INTERNAL REGISTERS SUMMARY\n\n"
        "| Address | Register Name | No. of Bits | R/W | Description |\n|---|---|---|---|---|\n"
        "| 0x8 | TIMER | 24 | R/W | Delay value for TIMER between SCAN cycles |\n"
        "| 0xA | GAINCAL | 24 | R/W | ADC digital gain calibration value |\n\n"
        "## REGISTER 8-9: TIMER REGISTER\n\nR/W-0\n\nTIMER[23:0]\n\nbit 23 bit 0\n\n"
        "Legend:\n\nR = Readable bit W = Writable bit\n\n"
        "## REGISTER 8-11: GAINCAL REGISTER\n\nR/W-1 R/W-0\n\nGAINCAL[23:0]\n\nbit 23 bit 0\n\n"
        "Legend:\n\nR = Readable bit W = Writable bit\n"
    )
    regs = _regs(_device(markdown))
    assert regs[0x8].reset_value == 0 and regs[0x8].size == 24
    assert regs[0xA].reset_value is None


def test_a_binary_address_column_checks_the_hex_one() -> None:
    # ST LIS2MDL: "Register address Hex | Binary"; OUTY_H_REG prints "6B | 01101010"
    # (0x6A; here another misprint): the hex column gives the addresses, a row the two
    # disagree on is left out
    markdown = (
        "**Table 21. Register address map**\n\n"
        "| Name | Type | Register address | Register address | Default | Comment |\n"
        "|---|---|---|---|---|---|\n| Name | Type | Hex | Binary | Default | Comment |\n"
        "| Reserved |  | 00 - 44 |  |  | Reserved |\n"
        "| OUTX_L_REG | R | 68 | 01101000 | output | Output registers |\n"
        "| OUTX_H_REG | R | 69 | 01101001 | output | Output registers |\n"
        "| OUTY_L_REG | R | 6A | 01101010 | output | Output registers |\n"
        "| OUTY_H_REG | R | 6B | 01101111 | output | Output registers |\n"
        "| OUTZ_L_REG | R | 6C | 01101100 | output | Output registers |\n"
    )
    regs = _regs(_device(markdown))
    assert {a: r.name for a, r in regs.items()} == {
        0x68: "OUTX_L_REG",
        0x69: "OUTX_H_REG",
        0x6A: "OUTY_L_REG",
        0x6C: "OUTZ_L_REG",
    }


def test_a_grid_titled_by_its_register_and_labelled_by_address() -> None:
    # MEMSIC MMC5983MA: "Device Status | 7 .. 0" over "Addr: 08H | Reserved .. |
    # Meas_T_Done | Meas_M_Done", "Reset Value | 0 .. 0", "Mode | R/W .."
    markdown = (
        "## Register map\n\n| Register Name | Address | Description |\n|---|---|---|\n"
        "| Tout | 07H | Temperature output |\n| Status | 08H | Device status |\n"
        "| Internal control 0 | 09H | Control register 0 |\n\n## Status\n\n"
        "| Device Status | 7 | 6 | 5 | 4 | 3 | 2 | 1 | 0 |\n|---|---|---|---|---|---|---|---|---|\n"
        "| Addr: 08H | Reserved | Reserved | Reserved | OTP_Read_Done | Reserved | Reserved "
        "| Meas_T_Done | Meas_M_Done |\n| Reset Value | 0 | 0 | 0 | 1 | 0 | 0 | 0 | 0 |\n"
        "| Mode | R | R | R | R | R | R | R/W | R/W |\n"
    )
    reg = _regs(_device(markdown))[0x08]
    assert _fields(reg) == {"OTP_Read_Done": (4, 4), "Meas_T_Done": (1, 1), "Meas_M_Done": (0, 0)}
    assert reg.reset_value == 0x10
    # no address label: the grid names no register
    unlabelled = markdown.replace("| Addr: 08H |", "| Names |")
    assert not _regs(_device(unlabelled))[0x08].fields


def _pointer_map(first: str = "P1 | P0", extra: str = "") -> str:
    """TI TMP102: the map gives each register's pointer as bits in columns, the
    configuration register as two byte tables whose cells print name and reset."""
    return (
        "## 6.5.1 Pointer Register\n\nNote that byte 1 is the most significant byte.\n\n"
        f"**Table 6-7. Pointer Addresses**\n\n| {first} | REGISTER |\n|---|---|---|\n"
        "| 0 | 0 | Temperature Register (Read Only) |\n"
        "| 0 | 1 | Configuration Register (Read/Write) |\n"
        "| 1 | 0 | TLOW Register (Read/Write) |\n| 1 | 1 | THIGH Register (Read/Write) |\n\n"
        "## 6.5.3 Configuration Register\n\n"
        "**Table 6-10. Byte 1 of Configuration and Power-Up or Reset Format**\n\n"
        f"| {bit_cells(7, 'D')} |\n|---|---|---|---|---|---|---|---|\n"
        "| OS 0 | R1 1 | R0 1 | F1 0 | F0 0 | POL 0 | TM 0 | SD 0 |\n\n"
        "**Table 6-11. Byte 2 of Configuration and Power-Up or Reset Format**\n\n"
        f"| {bit_cells(7, 'D')} |\n|---|---|---|---|---|---|---|---|\n"
        "| CR1 1 | CR0 0 | AL 1 | EM 0 | 0 0 | 0 0 | 0 0 | 0 0 |\n" + extra
    )


def test_a_map_giving_pointers_as_bits_in_columns() -> None:
    # TI TMP102: "P1 | P0 | REGISTER" over "1 | 0 | TLOW Register (Read/Write)"
    regs = _regs(_device(_pointer_map()))
    assert {a: r.name for a, r in regs.items()} == {
        0: "Temperature Register",
        1: "Configuration Register",
        2: "TLOW Register",
        3: "THIGH Register",
    }
    assert regs[0].access == "read-only"
    assert regs[2].access == "read-write"
    # the bit columns must count down to 0 under one prefix, beside a register column
    assert _device(_pointer_map("P2 | P0")) is None
    assert _device(_pointer_map("P1 | Q0")) is None


def test_a_setting_table_in_bit_columns_is_no_map() -> None:
    # TMP102's "F1 | F0 | CONSECUTIVE FAULTS": the values of a setting, not pointers
    markdown = (
        "**Table 6-12. Fault Settings**\n\n| F1 | F0 | CONSECUTIVE FAULTS |\n|---|---|---|\n"
        "| 0 | 0 | 1 |\n| 0 | 1 | 2 |\n| 1 | 0 | 4 |\n| 1 | 1 | 6 |\n"
    )
    assert _device(markdown) is None


def test_two_byte_tables_of_one_register() -> None:
    # "Byte 1 of Configuration ..." is bits 15..8 when the document sends MSB first;
    # each cell prints the bit's name and its value at reset
    reg = _regs(_device(_pointer_map()))[1]
    assert _fields(reg) == {
        "OS": (15, 15),
        "R": (14, 13),
        "F": (12, 11),
        "POL": (10, 10),
        "TM": (9, 9),
        "SD": (8, 8),
        "CR": (7, 6),
        "AL": (5, 5),
        "EM": (4, 4),
    }
    assert reg.reset_value == 0x60A0
    assert reg.size == 16


def test_byte_tables_without_a_byte_order_are_left_to_search() -> None:
    # which byte is the high one is not written: neither table is read, nor read as
    # the register's whole 8 bits
    for sentence in (
        "",
        "Read/write operations are performed MSB first.",  # the bits' order, or the bytes'?
        "Note that byte 1 is the most significant byte; byte 1 is the LSB in mode 2.",
    ):
        markdown = _pointer_map().replace(
            "Note that byte 1 is the most significant byte.", sentence
        )
        result = extract_register_map(ParseResult("toy", "Toy", "datasheet", markdown, "TOY1"))
        assert result.device is not None
        assert not _regs(result.device)[1].fields
        assert any("one byte of a register" in w for w in result.warnings)


def test_byte_tables_of_several_registers_under_one_name_are_left_out() -> None:
    # TMP102's "Byte 1 Temperature RegisterHIGH" tables name no register the map holds
    # by that name: with two tables of one byte for one register, none is read
    extra = (
        "\n## 6.5.4 Limits\n\n**Table 6-13. Byte 1 Configuration RegisterHIGH (1)**\n\n"
        f"| {bit_cells(7, 'D')} |\n|---|---|---|---|---|---|---|---|\n"
        "| H11 | H10 | H9 | H8 | H7 | H6 | H5 | H4 |\n"
    )
    reg = _regs(_device(_pointer_map(extra=extra)))[1]
    assert not reg.fields


def test_a_footnote_mark_after_register_is_no_address() -> None:
    # TI: "Table 6-8. Byte 1 of Temperature Register(1)": note 1, not register 1
    markdown = (
        "**Table 1. Register map**\n\n| Address | Name |\n|---|---|\n| 00h | TEMP |\n"
        "| 01h | CONFIG |\n\n## Temperature\n\n**Table 6-8. Fields of Temperature Register(1)**"
        f"\n\n| {bit_cells(7, 'D')} |\n|---|---|---|---|---|---|---|---|\n"
        "| A | B | C | D | E | F | G | H |\n"
    )
    assert not _regs(_device(markdown))[1].fields
    numbered = markdown.replace("Temperature Register(1)", "Register (01h)")
    assert _fields(_regs(_device(numbered))[1])["A"] == (7, 7)


def test_a_pointer_table_beside_the_map_names_its_registers() -> None:
    # NXP LM75B: the map names "Temp"; the pointer table "Temperature register (Temp)"
    markdown = (
        "Table 5. Register table\n\n| Register name | Pointer value | R/W | POR state |\n"
        "|---|---|---|---|\n| Conf | 01h | R/W | 00h |\n| Temp | 00h | read only | n/a |\n"
        "| Tos | 03h | R/W | 5000h |\n| Thyst | 02h | R/W | 4B00h |\n\nTable 7. Pointer value\n\n"
        "| B1 | B0 | Selected register |\n|---|---|---|\n"
        "| 0 | 0 | Temperature register (Temp) |\n| 0 | 1 | Configuration register (Conf) |\n"
        "| 1 | 0 | Hysteresis register (Thyst) |\n"
        "| 1 | 1 | Overtemperature shutdown register (Tos) |\n"
    )
    device = _device(markdown)
    assert device is not None and len(device.peripherals) == 1
    assert _regs(device)[0].name == "Temp"


def test_a_second_slave_map_of_mnemonics_is_a_bank() -> None:
    # ST LSM9DS1: the magnetometer's map reuses the accelerometer's addresses under
    # other mnemonics (CTRL_REG1_M where the first map has CTRL_REG6_XL)
    first = "".join(f"| CTRL_REG{n}_XL | r/w | {0x1F + n:02X} | 00000000 |\n" for n in range(5, 8))
    second = "".join(f"| CTRL_REG{n}_M | r/w | {0x23 + n:02X} | 00000000 |\n" for n in range(1, 4))
    header = "| Name | Type | Hex | Default |\n|---|---|---|---|\n"
    markdown = (
        f"**Table 21. Accelerometer register address map**\n\n{header}{first}\n"
        f"**Table 22. Magnetic sensor register address map**\n\n{header}{second}"
    )
    device = _device(markdown)
    assert device is not None and len(device.peripherals) == 2
    assert _regs(device, 1)[0x24].name == "CTRL_REG1_M"
    assert _regs(device, 0)[0x24].name == "CTRL_REG5_XL"


def test_rows_a_map_leaves_out_with_an_ellipsis() -> None:
    # TI LP5562: "10 | PROG MEM ENG1 | ..", a row "...", "2E | PROG MEM ENG1 | .."
    markdown = (
        "**Table 26. Control Register Names and Default Values**\n\n"
        "| ADDR (HEX) | REGISTER | DEFAULT |\n|---|---|---|\n| 0F | W CURRENT | 1010 1111 |\n"
        "| 10 | PROG MEM ENG1 | 0000 0000 |\n| 11 | PROG MEM ENG1 | 0000 0000 |\n"
        "| ... |  |  |\n| 2E | PROG MEM ENG1 | 0000 0000 |\n| 2F | PROG MEM ENG1 | 0000 0000 |\n"
        "| ... |  |  |\n| 50 | PROG MEM ENG3 | 0000 0000 |\n"
    )
    regs = _regs(_device(markdown))
    assert sorted(regs) == [0x0F, *range(0x10, 0x30), 0x50]
    assert regs[0x20].name == regs[0x10].name
    assert regs[0x20].reset_value == 0
    assert not regs[0x20].fields


def test_a_map_and_its_memory_table_spell_a_name_with_other_spaces() -> None:
    # TI LP5562's memory table "Prog mem ENG1" before the map's "PROG MEM ENG1" (read as
    # PROGMEMENG1): one register, one map
    markdown = (
        "**Table 23. SRAM Memory Registers**\n\n| Address | Register |\n|---|---|\n"
        "| 10h | Prog mem ENG1 |\n| 11h | Prog mem ENG1 |\n\n"
        "**Table 26. Control Register Names and Default Values**\n\n"
        "| ADDR (HEX) | REGISTER | DEFAULT |\n|---|---|---|\n| 0F | W CURRENT | 1010 1111 |\n"
        "| 10 | PROG MEM ENG1 | 0000 0000 |\n| 11 | PROG MEM ENG1 | 0000 0000 |\n"
    )
    device = _device(markdown)
    assert device is not None and len(device.peripherals) == 1
    assert sorted(_regs(device)) == [0x0F, 0x10, 0x11]


def test_a_table_for_several_registers_keeps_the_maps_field_names() -> None:
    # TI LP5562: "Table 1. B_CURRENT Register (05h), ... R_CURRENT Register (07h)" names
    # the bits CURRENT; the map's R_CURRENT[7:0] is the register's own name
    markdown = (
        f"| ADDR | REGISTER | {bit_cells(7, 'D')} |\n|---|---|---|---|---|---|---|---|---|---|\n"
        + "| 07 | R CURRENT | "
        + " | ".join(["R_CURRENT[7:0]"] * 8)
        + " |\n| 08 | CONFIG | PWM_HF |  |  |  |  |  |  |  |\n\n"
        "Register (07h)\n\n| NAME | BIT | DESCRIPTION |\n|---|---|---|\n"
        "| CURRENT | 7:0 | Current setting |\n"
    )
    assert _fields(_regs(_device(markdown))[7]) == {"R_CURRENT": (7, 0)}


def test_a_section_swapping_two_names_is_no_bank() -> None:
    # NXP MPL3115A2: the section prints P_WND_LSB at 19h and P_WND_MSB at 1Ah, the map
    # the other way round: a misprint, not another register space
    def row(address: str, name: str, cell: str) -> str:
        return f"| {address} | {name} | " + " | ".join([cell] * 8) + " |\n"

    markdown = (
        "**Table 10. Register address map**\n\n| Address | Name | Type | Reset |\n"
        "|---|---|---|---|\n| 18h | T_TGT | R/W | 00h |\n| 19h | P_WND_MSB | R/W | 00h |\n"
        "| 1Ah | P_WND_LSB | R/W | 00h |\n| 1Bh | T_WND | R/W | 00h |\n\n"
        "## 14.16 P_WND_LSB, P_WND_MSB - window register (address 19h, 1Ah)\n\n"
        "**Table 38. P_WND_LSB, P_WND_MSB - window register (address 19h, 1Ah) bit "
        f"allocation**\n\n| Address | Register | {bit_cells(7, '')} |\n"
        "|---|---|---|---|---|---|---|---|---|---|\n"
        + row("19h", "P_WND_LSB", "P_W[15:8]")
        + row("1Ah", "P_WND_MSB", "P_W[7:0]")
        + "| Reset | Reset | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |\n"
    )
    device = _device(markdown)
    assert device is not None and len(device.peripherals) == 1
    regs = _regs(device)
    assert regs[0x19].name == "P_WND_MSB"
    assert _fields(regs[0x19]) == {"P_W[15:8]": (7, 0)}


def test_a_note_mark_glued_to_a_map_name() -> None:
    # NXP PCA9685: the map's "PRE_SCALE[1]" (note 1) is the section's PRE_SCALE
    markdown = (
        "**Table 4. Register summary**\n\n| Register # (hex) | Name | Type | Function |\n"
        "|---|---|---|---|\n| FD | ALL_LED_OFF_H | read/write | LEDn_OFF high byte |\n"
        "| FE | PRE_SCALE[1] | read/write | prescaler for PWM output frequency |\n"
        "| FF | TestMode | read/write | test mode |\n\n### 7.3.5 PWM frequency PRE_SCALE\n\n"
        "**Table 10. PRE_SCALE register (address FEh) bit description**\n\n"
        "| Address | Register | Bit | Symbol | Access | Value | Description |\n"
        "|---|---|---|---|---|---|---|\n"
        "| FEh | PRE_SCALE | 7:0 | PRE_SCALE[7:0] | R/W | 0001 1110 | prescaler |\n"
    )
    device = _device(markdown)
    assert device is not None and len(device.peripherals) == 1
    assert _fields(_regs(device)[0xFE]) == {"PRE_SCALE": (7, 0)}


def test_a_page_table_indexing_the_maps_registers_otherwise() -> None:
    # Bosch BMI270: the map's FEATURES[0] .. FEATURES[3], the pages table's FEATURES[0,1]
    # and FEATURES[2,3]: the same registers, no other bank
    markdown = (
        "**Register map**\n\n| Register Address | Register Name | Default Value |\n"
        "|---|---|---|\n| 0x2F | FEAT_PAGE | 0x00 |\n| 0x30 | FEATURES[0] | 0x00 |\n"
        "| 0x31 | FEATURES[1] | 0x00 |\n| 0x32 | FEATURES[2] | 0x00 |\n"
        "| 0x33 | FEATURES[3] | 0x00 |\n\nFEATURES Pages\n\n"
        "| Register Address | Register Name | Page 0 | Page 1 |\n|---|---|---|---|\n"
        "| 0x30 | FEATURES[0,1] | SC_OUT_0_1 | Reserved |\n"
        "| 0x32 | FEATURES[2,3] | SC_OUT_2_3 | G_TRIG_1 |\n"
    )
    device = _device(markdown)
    assert device is not None and len(device.peripherals) == 1


def _trinamic_map(sentence: str) -> str:
    return (
        f"{sentence}\n\n**GENERAL CONFIGURATION REGISTERS (0X00…0X0F)**\n\n"
        "| R/W | Addr | n | Register | Description / bit names |\n|---|---|---|---|---|\n"
        "| RW | 0x00 | 18 | GCONF | Bit GCONF – Global configuration flags |\n"
        "| RW | 0x00 | 18 | GCONF | 0 | recalibrate 1: Zero crossing recalibration |\n"
        "| RW | 0x00 | 18 | GCONF | 17 | direct_mode 1: Motor coil currents by SPI |\n"
        "| R+C | 0x01 | 3 | GSTAT | Bit GSTAT – Global status flags |\n"
        "| R+C | 0x01 | 3 | GSTAT | 0 | reset 1: Indicates that the IC has been reset |\n"
        "| R+C | 0x01 | 3 | GSTAT | 1 | drv_err 1: Indicates that the driver has been shut down |\n"
        "| R | 0x04 | 8 | IOIN | Reads the state of all input pins available |\n"
    )


def test_a_width_the_document_states_for_all_registers() -> None:
    # Trinamic: "Each register is accessed via 32 data bits even if it uses less than 32
    # data bits": GCONF, GSTAT and IOIN are 32 bits wide
    stated = "Each register is accessed via 32 data bits even if it uses less than 32 data bits."
    regs = _regs(_device(_trinamic_map(stated)))
    assert {a: r.size for a, r in regs.items()} == {0: 32, 1: 32, 4: 32}
    # unstated, or stated two ways: no width for all
    assert _regs(_device(_trinamic_map("")))[0].size != 32
    both = stated + " All 4 registers are 16 bits in width."
    assert _regs(_device(_trinamic_map(both)))[0].size != 32
    # a group's width is none of all registers'
    group = "Each offset register is 32-bit, 2's complement format."
    assert _regs(_device(_trinamic_map(group)))[0].size != 32
    # a pointer's width is none of the registers'
    pointer = "All registers are accessed through an 32-bit pointer."
    assert _regs(_device(_trinamic_map(pointer)))[0].size != 32


def test_fields_listed_in_a_register_rows_description() -> None:
    # Trinamic: "0x6E | 24 | DCCTRL | DcStep ... configuration: bit 9… 0: DC_TIME: Upper
    # PWM on time limit ... bit 23… 16: DC_SG: Max. PWM on time ..."
    markdown = (
        "**DRIVER REGISTER SET (0X6C…0X7F)**\n\n"
        "| R/W | Addr | n | Register | Description |\n|---|---|---|---|---|\n"
        "| W | 0x6D | 25 | COOLCONF | CoolStep smart current control register |\n"
        "| W | 0x6E | 24 | DCCTRL | DcStep automatic commutation configuration register: "
        "bit 9… 0: DC_TIME: Upper PWM on time limit for commutation. "
        "bit 23… 16: DC_SG: Max. PWM on time for step loss detection |\n"
        "| W | 0x6F | 8 | DCMODE | Mode: bit 0: Enable the mode bit 1: Disable it |\n"
        "| W | 0x70 | 8 | IFCONF | Interface: bit 3: SPI mode select, bit 2: I2C disable |\n"
    )
    regs = _regs(_device(markdown))
    assert _fields(regs[0x6E]) == {"DC_TIME": (9, 0), "DC_SG": (23, 16)}
    # words after "bit 0:" are a sentence, not field names
    assert not regs[0x6F].fields
    assert not regs[0x70].fields


def test_a_field_table_headed_address_over_bit_cells() -> None:
    # Awinic AW9523B: "Table 10. GCR ,Global control register（11H）" (full-width
    # parentheses) over "Address | Name | Description | Default" whose "Address" cells
    # are the bits: "D[4] | GPOMD | ..."
    markdown = (
        "**Table 3. Register map**\n\n| Address | Name | Default |\n|---|---|---|\n"
        "| 10H | ID | 23H |\n| 11H | CTL | 00H |\n| 12H | LED Mode Switch | FFH |\n\n"
        "**Table 10. GCR ,Global control register（11H）**\n\n"
        "| Address | Name | Description | Default |\n|---|---|---|---|\n"
        "| D[7:5] | reserved | - | - |\n| D[4] | GPOMD | Set P0 port output drive mode | 0 |\n"
        "| D[3:2] | reserved | - | - |\n| D[1:0] | ISEL | Dimming range select | 00 |\n"
    )
    assert _fields(_regs(_device(markdown))[0x11]) == {"GPOMD": (4, 4), "ISEL": (1, 0)}


def test_a_second_field_table_restarting_the_bits_is_the_next_registers() -> None:
    # Nuvoton NAU7802: CTRL1's "7 | CRP .. 2:0 | GAINS", then (the PDF set the next
    # heading after it) "7 | CHS ..": no continuation of CTRL1's table
    markdown = (
        "**Table 3. Register map**\n\n| Address | Name | Reset |\n|---|---|---|\n"
        "| 0x01 | CTRL1 | 0x00 |\n| 0x02 | CTRL2 | 0x00 |\n| 0x03 | OCAL1 | 0x00 |\n\n"
        "## 1.22 REG0x01:CTRL1\n\nRegister Default= 0x00\n\n"
        "| Bit | Name | Description |\n|---|---|---|\n| 7 | CRP | Conversion ready polarity |\n"
        "| 6 | DRDY_SEL | DRDY pin function |\n| 5:0 | GAINS | Gain select |\n\n"
        "[Figure: image, page 26]\n\n| Bit | Name | Description |\n|---|---|---|\n"
        "| 7 | CHS | Analog input channel select |\n| 6:4 | CRS | Conversion rate select |\n"
        "| 3:0 | CALMOD | Calibration mode |\n\n## 1.23 REG0x02:CTRL2\n\nRegister Default =0x00\n"
    )
    regs = _regs(_device(markdown))
    assert _fields(regs[1]) == {"CRP": (7, 7), "DRDY_SEL": (6, 6), "GAINS": (5, 0)}


def test_a_field_named_with_a_slice_of_a_wider_value() -> None:
    # InvenSense: "[7:0] | YA_OFFS[14:7]" in YA_OFFSET_H, "[7:1] | YA_OFFS[6:0]" in
    # YA_OFFSET_L: each keeps the slice of the value it holds; "[2:0] | GAINS[2:0]" is
    # the field itself
    def section(number: int, name: str, rows: str) -> str:
        return (
            f"## 4.{number} Register {number + 121} – {name}\n\nAddress: {number + 0x79:02X}h\n\n"
            f"| BIT | NAME | FUNCTION |\n|---|---|---|\n{rows}\n"
        )

    markdown = (
        "**Table 3. Register map**\n\n| Addr (Hex) | Register Name | Reset |\n|---|---|---|\n"
        "| 7A | YA_OFFSET_H | 00 |\n| 7B | YA_OFFSET_L | 00 |\n| 7C | CONFIG | 00 |\n\n"
        + section(1, "YA_OFFSET_H", "| [7:0] | YA_OFFS[14:7] | Upper bits |\n")
        + section(
            2, "YA_OFFSET_L", "| [7:1] | YA_OFFS[6:0] | Lower bits |\n| [0] | Reserved |  |\n"
        )
        + section(3, "CONFIG", "| [2:0] | GAINS[2:0] | Gain |\n")
    )
    regs = _regs(_device(markdown))
    assert _fields(regs[0x7A]) == {"YA_OFFS[14:7]": (7, 0)}
    assert _fields(regs[0x7B]) == {"YA_OFFS[6:0]": (7, 1)}
    assert _fields(regs[0x7C]) == {"GAINS": (2, 0)}


def test_sizes_given_in_bytes() -> None:
    # ams CCS811: "Size" over "1 byte", "4 bytes", "up to 8 bytes" (no width)
    markdown = (
        "| Address | Register | R/W | Size | Description |\n|---|---|---|---|---|\n"
        "| 0x00 | STATUS | R | 1 byte | Status register |\n"
        "| 0x02 | ALG_RESULT_DATA | R | up to 8 bytes | Algorithm result |\n"
        "| 0x03 | RAW_DATA | R | 2 bytes | Raw ADC data values |\n"
        "| 0x05 | ENV_DATA | W | 4 bytes | Temperature and humidity data |\n"
    )
    regs = _regs(_device(markdown))
    assert {a: r.size for a, r in regs.items()} == {0: 8, 2: 8, 3: 16, 5: 32}


def test_a_starred_value_row_set_below_its_table() -> None:
    # NXP PCA9633: "2 | OUTDRV | R/W | 0 | ... open-drain", then below the table "1* The 4
    # LED outputs are configured with a totem pole structure.": OUTDRV's default is 1
    markdown = (
        "Table 7. Register summary\n\n| Register number (hex) | Name | Type | Function |\n"
        "|---|---|---|---|\n| 00h | MODE1 | read/write | Mode register 1 |\n"
        "| 01h | MODE2 | read/write | Mode register 2 |\n| 02h | PWM0 | read/write | PWM |\n\n"
        "Table 9. MODE2 - Mode register 2 (address 01h) bit description "
        "Legend: * default value.\n\n"
        "| Bit | Symbol | Access | Value | Description |\n|---|---|---|---|---|\n"
        "| 7 to 3 | - | read only | 00000* | reserved |\n"
        "| 2 to 1 | OUTNE[1:0] | R/W | 01* | LEDn = 1 when OUTDRV = 1 |\n"
        "| 0 | OUTDRV | R/W | 0 | The 4 LED outputs are configured open-drain. |\n"
        "\n1* The 4 LED outputs are configured with a totem pole structure.\n"
    )
    reg = _regs(_device(markdown))[1]
    assert reg.reset_value == 0x03


def test_a_figure_drawing_fields_as_wide_as_their_bits() -> None:
    # NXP FXOS8700CQ: "Table 30. CTRL_REG1 register" over "aslp_rate[1:0] | dr[2:0] |
    # lnoise | f_read | active", the values at reset "0 | 0’b001 | 0 | 0 | 0" below; ST's
    # "D15 | .. | D8" over nothing are a value's bit labels, no fields
    markdown = (
        "**Table 15. Register address map**\n\n| Name | Type | Register address | Default |\n"
        "|---|---|---|---|\n| CTRL_REG1 | R/W | 0x2A | 0x00 |\n"
        "| PULSE_THSX | R/W | 0x23 | 0x00 |\n| OUTX_H_G | R | 0x24 | output |\n"
        "| CONFIG | R/W | 0x25 | 0x00 |\n\n"
        "### 10.1.8 CTRL_REG1 (0x2A) register\n\n"
        "**Table 30. CTRL_REG1 register**\n\n"
        "| aslp_rate[1:0] | dr[2:0] | lnoise | f_read | active |\n"
        "|---|---|---|---|---|\n| 0 | 0’b001 | 0 | 0 | 0 |\n\n"
        "### 10.1.9 PULSE_THSX (0x23) register\n\n**Table 125. PULSE_THSX register**\n\n"
        "| — | pls_thsx[6:0] |\n|---|---|\n| 0 | 0’b0000000 |\n\n"
        "### 10.2 OUTX_H_G (0x24)\n\n**Table 82. OUTX_H_G register**\n\n"
        "| D15 | D14 | D13 | D12 | D11 | D10 | D9 | D8 |\n|---|---|---|---|---|---|---|---|\n\n"
        "### 10.3 CONFIG (0x25)\n\n**Table 90. CONFIG register**\n\n"
        "| en | mode[2:0] |\n|---|---|\n| 0 | 0 |\n"
    )
    regs = _regs(_device(markdown))
    assert _fields(regs[0x2A]) == {
        "aslp_rate": (7, 6),
        "dr": (5, 3),
        "lnoise": (2, 2),
        "f_read": (1, 1),
        "active": (0, 0),
    }
    assert _fields(regs[0x23]) == {"pls_thsx": (6, 0)}
    assert not regs[0x24].fields
    # widths adding up to 4 of 8 bits: where the cells stand is not drawn
    assert not regs[0x25].fields


def test_a_register_figure_set_as_a_line_of_prose() -> None:
    # NXP FXOS8700CQ: "Table 25. SYSMOD register", then "fgerr fgt[4:0] sysmod[1:0]" (no
    # ruling kept), then its values; "xd[13:6]" over "0’b00000000" is OUT_X_MSB's byte
    markdown = (
        "**Table 15. Register address map**\n\n| Name | Type | Register address | Default |\n"
        "|---|---|---|---|\n| OUT_X_MSB | R | 0x01 | Data |\n| SYSMOD | R | 0x0B | 0x00 |\n"
        "| WHO_AM_I | R | 0x0D | 0xC7 |\n| OFF_X | R/W | 0x2F | 0x00 |\n\n"
        "**Table 25. SYSMOD register**\n\nfgerr fgt[4:0] sysmod[1:0]\n\n0\n\n"
        "**Table 49. OUT_X_MSB register**\n\nxd[13:6]\n\n"
        "**Table 29. WHO_AM_I register**\n\nWHO AM I device id\n\n0xC7\n\n"
        "**Table 60. OFF_X register**\n\noff_x[6:0] en[1:0]\n\n0’b00000000\n"
    )
    regs = _regs(_device(markdown))
    assert _fields(regs[0x0B]) == {"fgerr": (7, 7), "fgt": (6, 2), "sysmod": (1, 0)}
    assert regs[0x0B].reset_value == 0
    assert _fields(regs[0x01]) == {"xd[13:6]": (7, 0)}
    # words that are no symbols, or widths adding up to 9: no figure
    assert not regs[0x0D].fields
    assert not regs[0x2F].fields


def test_a_register_figure_at_two_mirrored_addresses() -> None:
    # Micro Crystal RV-8803: "00h, 11h(1) | Seconds | ○ | 40 | 20 ..", its reset row, then
    # "Bit | Symbol | Value | Description" and "6:0 | Seconds | 00 to 59 | ..": the
    # field table is the register's at both addresses (note 1: mirrored)
    markdown = (
        "## 4.1 REGISTER OVERVIEW\n\n"
        f"| Address | Function | {bit_cells(7)} |\n|{'---|' * 10}\n"
        "| 00h | Seconds | ○ | 40 | 20 | 10 | 8 | 4 | 2 | 1 |\n"
        "| 01h | Minutes | ○ | 40 | 20 | 10 | 8 | 4 | 2 | 1 |\n"
        "| 11h | Seconds | ○ | 40 | 20 | 10 | 8 | 4 | 2 | 1 |\n"
        "| 12h | Minutes | ○ | 40 | 20 | 10 | 8 | 4 | 2 | 1 |\n\n"
        "## 4.3 CLOCK REGISTERS\n\n00h, 11h - Seconds This register holds the seconds.\n\n"
        f"| Addresses | Function | {bit_cells(7)} |\n|{'---|' * 10}\n"
        "| 00h, 11h(1) | Seconds | ○ | 40 | 20 | 10 | 8 | 4 | 2 | 1 |\n"
        "| 00h, 11h(1) | Reset | 0 | X | X | X | X | X | X | X |\n"
        "| Bit | Symbol | Value | Description | Description | Description | Description | "
        "Description | Description | Description |\n"
        "| 7 | ○ | 0 | Read only. Always 0. | 〃 | 〃 | 〃 | 〃 | 〃 | 〃 |\n"
        "| 6:0 | Seconds | 00 to 59 | Holds the count of seconds, in BCD. | 〃 | 〃 | 〃 | 〃 | "
        "〃 | 〃 |\n\n"
        "01h, 12h - Minutes This register holds the minutes.\n\n"
        f"| Addresses | Function | {bit_cells(7)} |\n|{'---|' * 10}\n"
        "| 01h, 12h(1) | Minutes | ○ | 40 | 20 | 10 | 8 | 4 | 2 | 1 |\n"
        "| 01h, 12h(1) | Reset | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 1 |\n"
        "| Bit | Symbol | Value | Description | Description | Description | Description | "
        "Description | Description | Description |\n"
        "| 6:0 | Minutes | 00 to 59 | Holds the count of minutes, in BCD. | 〃 | 〃 | 〃 | 〃 | "
        "〃 | 〃 |\n"
    )
    regs = _regs(_device(markdown))
    assert _fields(regs[0x00]) == {"Seconds": (6, 0)}
    assert _fields(regs[0x11]) == {"Seconds": (6, 0)}
    # the figure's reset row is the register's at both addresses ("X" bits: none)
    assert regs[0x01].reset_value == regs[0x12].reset_value == 1
    assert regs[0x12].name == "Minutes" and _fields(regs[0x12]) == {"Minutes": (6, 0)}
    assert regs[0x00].reset_value is None and regs[0x11].reset_value is None


ADI_MSB = """# REGISTERS

The ADT7410 contains 14 registers. All registers are eight bits wide.

**Table 6. ADT7410 Registers**

| Register Address | Description | Power-On Default |
|---|---|---|
| 0x00 | Temperature value most significant byte | 0x00 |
| 0x01 | Temperature value least significant byte | 0x00 |
| 0x02 | Status | 0x00 |
| 0x04 | THIGH setpoint most significant byte | 0x20 (64°C) |

**Table 8. Temperature Value MSB Register (Register Address 0x00)**

| Bit | Default Value | Type | Name | Description |
|---|---|---|---|---|
| [14:8] | 0000000 | R | Temp | Temperature value in twos complement format |
| 15 | 0 | R | Sign | Sign bit |

**Table 9. Temperature Value LSB Register (Register Address 0x01)**

| Bit | Default Value | Type | Name | Description |
|---|---|---|---|---|
| 0 | 0 | R | TLOW flag/LSB0 | Flags a TLOW event |
| 1 | 0 | R | THIGH flag/LSB1 | Flags a THIGH event |
| [7:3] | 00000 | R | Temp | Temperature value |

**Table 12. THIGH Setpoint MSB Register (Register Address 0x04)**

| Bit | Default Value | Type | Name | Description |
|---|---|---|---|---|
| [15:8] | 0x20 | R/W | THIGH MSB | MSBs of the THIGH setpoint |
"""


def test_an_msb_register_numbering_its_bits_by_the_value_holds_them_as_its_own() -> None:
    """ADI: the 8-bit MSB registers number their fields by the 16-bit value they hold
    ([14:8], 15) and the map gives their reset: the fields move to bits 7..0 and keep
    their slice; "TLOW flag/LSB0" (one bit, two uses) is one name, not "TLOW"."""
    regs = _regs(_device(ADI_MSB))
    assert _fields(regs[0x00]) == {"Temp[14:8]": (6, 0), "Sign[15]": (7, 7)}
    assert regs[0x00].size == 8 and regs[0x00].reset_value == 0
    assert _fields(regs[0x04]) == {"THIGHMSB[15:8]": (7, 0)} and regs[0x04].reset_value == 0x20
    assert _fields(regs[0x01]) == {
        "TLOW flag/LSB0": (0, 0),
        "THIGH flag/LSB1": (1, 1),
        "Temp": (7, 3),
    }


def test_a_bit_table_whose_name_column_is_headed_by_a_mnemonic() -> None:
    """ams CCS811: "Bit | ERROR_CODE | Description" under the register's heading: the
    mnemonic-headed column of mnemonics names the fields; a column holding words too
    (codes described, not named) does not."""
    head = (
        "| Address | Register | R/W | Description |\n|---|---|---|---|\n"
        "| 0xE0 | ERROR_ID | R | Error ID |\n| 0xE1 | OTHER_ID | R | Other |\n\n"
    )
    markdown = (
        head + "## ERROR_ID (Error Identifier) Register (0xE0)\n\n"
        "| Bit | ERROR_CODE | Description |\n|---|---|---|\n"
        "| 0 | WRITE_REG_INVALID | Invalid register address |\n"
        "| 1 | READ_REG_INVALID | Invalid mailbox |\n"
        "| 2 | MEASMODE_INVALID | Unsupported mode |\n"
        "| 6 | - | Reserved for Future Use |\n\n"
        "## OTHER_ID Register (0xE1)\n\n"
        "| Bit | ERROR_CODE | Description |\n|---|---|---|\n"
        "| 0 | WRITE_INVALID | Invalid register address |\n"
        "| 1 | READ_INVALID | Invalid mailbox |\n"
        "| 2 | MODE_INVALID | Unsupported mode |\n"
        "| 3 | Any other code | Unknown |\n"
    )
    regs = _regs(_device(markdown))
    assert _fields(regs[0xE0]) == {
        "WRITE_REG_INVALID": (0, 0),
        "READ_REG_INVALID": (1, 1),
        "MEASMODE_INVALID": (2, 2),
    }
    assert not regs[0xE1].fields


NXP_READ_WRITE = """# 6 Register descriptions

**Table 13. Register address map**

| Name | Type | Register address | Default value | Comment |
|---|---|---|---|---|
| OUT_X_MSB | R | 0x01 | 0x001 | 8 MSBs of 16 bit X-axis data sample |
| OUT_X_LSB | R | 0x02 | 0x001 | 8 LSBs of 16 bit X-axis data sample |
| DR_STATUS | R | 0x07 | 0x00 | Data-ready status |
| F_SETUP | R/W | 0x09 | 0x00 | FIFO setup |
| CTRL_REG1 | R/W | 0x13 | 0x00 | Control register 1 |
| CTRL_REG3 | R/W | 0x15 | 0x00 | Control register 3 |

1. As shown on POR. On hard/soft reset, the default value cannot be determined.

### 6.3 0x07: DR_STATUS

**Table 20. DR_STATUS register**

| Bit | 7 | 6 | 5 | 4 | 3 | 2 | 1 | 0 |
|---|---|---|---|---|---|---|---|---|
| Read | ZYXOW | ZOW | YOW | XOW | ZYXDR | ZDR | YDR | XDR |
| Write |  |  |  |  |  |  |  |  |
| Reset | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |

### 6.5 0x09: F_SETUP

**Table 24. F_Setup register**

| Bit | 7 | 6 | 5 | 4 | 3 | 2 | 1 | 0 |
|---|---|---|---|---|---|---|---|---|
| Read | F_MODE | F_MODE | F_WMRK | F_WMRK | F_WMRK | F_WMRK | F_WMRK | F_WMRK |
| Write | F_MODE | F_MODE | F_WMRK | F_WMRK | F_WMRK | F_WMRK | F_WMRK | F_WMRK |
| Reset | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
| 1. As shown | on POR. On | hard/soft reset, | the default | value cannot | be known. |  |  |  |

### 6.13 0x13: CTRL_REG1

**Table 48. CTRL_REG1 register**

| Bit | 7 | 6 | 5 | 4 | 3 | 2 | 1 | 0 |
|---|---|---|---|---|---|---|---|---|
| Read | 0 | 0 | ST | DR[2:0] | DR[2:0] | DR[2:0] | ACTIVE | READY |
| Write | — | RST | ST | DR[2:0] | DR[2:0] | DR[2:0] | ACTIVE | READY |
| Reset | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |

### 6.15 0x15: CTRL_REG3

**Table 52. CTRL_REG3 register**

| Bit | 7 | 6 | 5 | 4 | 3 | 2 | 1 | 0 |
|---|---|---|---|---|---|---|---|---|
| Read | — | — | — | — | WRAPTOONE | EXTCTRLEN | — | FS_DOUBLE |
| Write | — | — | — | — | WRAPTOONE | EXTCTRLEN | — | FS_DOUBLE |
| Reset | — | — | — | — | 0 | 0 | — | 0 |
"""


def test_an_nxp_figure_of_read_write_and_reset_rows() -> None:
    """NXP: ``Bit | 7 .. 0`` over ``Read``, ``Write`` and ``Reset`` rows: the Read row
    names the fields (a write-only bit the Write row's ``RST``), the Reset row gives
    their values (dashes: reserved bits, no value)."""
    regs = _regs(_device(NXP_READ_WRITE))
    assert _fields(regs[0x07])["ZYXOW"] == (7, 7) and len(regs[0x07].fields) == 8
    assert _fields(regs[0x09]) == {"F_MODE": (7, 6), "F_WMRK": (5, 0)}
    assert _fields(regs[0x13]) == {
        "RST": (6, 6),
        "ST": (5, 5),
        "DR": (4, 2),
        "ACTIVE": (1, 1),
        "READY": (0, 0),
    }
    assert _fields(regs[0x15]) == {"WRAPTOONE": (3, 3), "EXTCTRLEN": (2, 2), "FS_DOUBLE": (0, 0)}


def test_a_footnote_mark_glued_to_a_byte_reset() -> None:
    """NXP: ``0x001`` in a column of two-digit resets is ``0x00`` and note 1, which the
    line under the map gives ("As shown on POR"): the value stands. A note giving
    another value leaves the reset out; a column of three-digit resets (11-bit
    registers), or one such cell alone (a 10-bit register's ``0x201``), is read as
    printed."""
    assert _regs(_device(NXP_READ_WRITE))[0x01].reset_value == 0
    alone = NXP_READ_WRITE.replace("| 0x02 | 0x001 |", "| 0x02 | 0x00 |").replace(
        "| 0x01 | 0x001 |", "| 0x01 | 0x201 |"
    )
    assert _regs(_device(alone))[0x01].reset_value == 0x201
    other = NXP_READ_WRITE.replace(
        "1. As shown on POR. On hard/soft reset, the default value cannot be determined.",
        "1. 0x80 after a soft reset.",
    )
    assert _regs(_device(other))[0x01].reset_value is None
    eleven = (
        "## Register map\n\n| Name | Type | Register address | Default value |\n|---|---|---|---|\n"
        "| CTRL | R/W | 0x01 | 0x001 |\n| GATE | R/W | 0x02 | 0x344 |\n"
        "| DRIVE | R/W | 0x03 | 0x2A0 |\n\n1. As shown on POR.\n"
    )
    assert _regs(_device(eleven))[0x01].reset_value == 1


TI_NOTED_DEFAULTS = """# 9.5 Register Maps

| Register Number (Hex) | AI2 | AI1 | AI0 | D4 | D3 | D2 | D1 | D0 | Name | Access | Function |
|---|---|---|---|---|---|---|---|---|---|---|---|
| 00 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | MODE1 | R/W | Mode register 1 |
| 01 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 1 | MODE2 | R/W | Mode register 2 |
| 1D | 0 | 0 | 0 | 1 | 1 | 1 | 0 | 1 | EFLAG1 | R | Error flag register 1 |
| 1E | 0 | 0 | 0 | 1 | 1 | 1 | 1 | 0 | EFLAG2 | R | Error flag register 2 |

**Table 4. MODE1 – Mode Register 1 (Address 00h) Bit Description**

| BIT | SYMBOL | ACCESS(1) | VALUE | DESCRIPTION |
|---|---|---|---|---|
| 4 | OSC | R/W | 0 | Normal mode(3) |
| 4 | OSC | R/W | 1(2) | Oscillator off. |
| 3 | SUB1 | R/W | 0(2) | Device does not respond to subaddress 1. |
| 3 | SUB1 | R/W | 1 | Device responds to subaddress 1. |
| 0 | ALLCALL | R/W | 0 | Device does not respond to LED All Call. |
| 0 | ALLCALL | R/W | 1(2) | Device responds to LED All Call. |

(1) R = read, W = write (2) Default value (3) Requires 500 μs for the oscillator.

**Table 5. MODE2 – Mode Register 2 (Address 01h) Bit Description**

| BIT | SYMBOL | ACCESS(1) | VALUE | DESCRIPTION |
|---|---|---|---|---|
| 7 | EFCLR | R/W | 0(2) | Enable error status flag |
| 7 | EFCLR | R/W | 1 | Clear error status flag |
| 3 | OCH | R/W | 0(2) | Outputs change on Stop command |
| 3 | OCH | R/W | 1 | Outputs change on ACK |

(1) R = read, W = write (2) Default value of the bit depends on the package option.

**Table 13. EFLAG1 – Error Flags Register (Address 1Dh) Bit Description**

| ADDRESS | REGISTER | BIT | SYMBOL | ACCESS(1) | VALUE(2) | DESCRIPTION(3) |
|---|---|---|---|---|---|---|
| 1Dh | EFLAG1 | 1 | EF1 | R | 0 | A 1 indicates an error - Channel 1 |
| 1Dh | EFLAG1 | 0 | EF0 | R | 1 | A 1 indicates an error - Channel 0 |

(1) R = read, W = write (2) Default value (3) At power-up, write 1 to bit 7 of MODE2.

**Table 14. EFLAG2 – Error Flags Register (Address 1Eh) Bit Description**

| ADDRESS | REGISTER | BIT | SYMBOL | ACCESS(1) | VALUE(2) | DESCRIPTION |
|---|---|---|---|---|---|---|
| 1Eh | EFLAG2 | 0 | EF8 | R | 0 | No error - Channel 8 |
| 1Eh | EFLAG2 | 0 | EF8 | R | 1 | An error - Channel 8 |

(1) R = read, W = write (2) Default value
"""


def test_field_values_a_note_marks_as_the_default() -> None:
    """TI TLC59116: ``1(2)`` under ``(2) Default value`` marks the field's default (as
    ``1*`` does); a header ``VALUE(2)`` marks every value of a column of one row per
    field. A note saying more ("Default value of the bit depends on ...") marks none."""
    regs = _regs(_device(TI_NOTED_DEFAULTS))
    assert {f.name: f.reset_value for f in regs[0x00].fields} == {
        "OSC": 1,
        "SUB1": 0,
        "ALLCALL": 1,
    }
    assert all(f.reset_value is None for f in regs[0x01].fields)
    assert {f.name: f.reset_value for f in regs[0x1D].fields} == {"EF1": 0, "EF0": 1}
    # (the marked header over a field of two value rows says not which is the default)
    assert [f.reset_value for f in regs[0x1E].fields] == [None]


def _command_table(caption: str, codes: tuple[str, ...]) -> str:
    rows = "".join(
        f"| {code} | {name} | R/W | 0x0000 to 0xFFFF | {reset} |\n"
        for code, (name, reset) in zip(
            codes,
            (
                ("Before RSOC", "−"),
                ("Thermistor B", "0x0D34"),
                ("Cell Temperature", "0x0BA6 (25°C)"),
                ("Cell Temperature", "0x0BA6 (25°C)"),
                ("Alarm Low RSOC", "0x0008 (Note 6)"),
            ),
            strict=True,
        )
    )
    return (
        f"**{caption}**\n\n| Command Code | Register Name | R/W | Range | Initial Value |\n"
        f"|---|---|---|---|---|\n{rows}"
    )


def test_command_codes_under_a_caption_naming_registers_are_addresses() -> None:
    """onsemi LC709203F: ``Command Code | Register Name`` over 0x04, 0x06, 0x08 (read and
    write rows), 0x13 under "Table 6. FUNCTION OF REGISTERS": the codes select the
    registers; the quantity after a reset (``0x0BA6 (25°C)``) is none of it, a note
    after it is. Codes out of order (an opcode list) or a caption naming no registers
    give no map."""
    codes = ("0x04", "0x06", "0x08", "0x08", "0x13")
    regs = _regs(_device(_command_table("Table 6. FUNCTION OF REGISTERS", codes)))
    assert sorted(regs) == [0x04, 0x06, 0x08, 0x13]
    assert regs[0x06].reset_value == 0x0D34 and regs[0x08].reset_value == 0x0BA6
    assert regs[0x04].reset_value is None and regs[0x13].reset_value is None
    assert _device(_command_table("Table 6. FUNCTION OF COMMANDS", codes)) is None
    unordered = ("0x06", "0x04", "0x08", "0x08", "0x13")
    assert _device(_command_table("Table 6. FUNCTION OF REGISTERS", unordered)) is None


ST_GROUPS = """# 8 Registers

Table 9. Register map

| Name | Address (decimal) | Type | Description |
|---|---|---|---|
| Control registers | 0 to 23 |  |  |
| REG_MODE | 0 | R/W | Mode register |
| REG_CTRL | 1 | R/W | Control and status register |
| RAM registers | 32 to 63 |  |  |
| REG_RAM0 | 32 | R/W | General-purpose RAM register 0 |
| ... | ... |  | ... |
| REG_RAM31 | 63 | R/W | General-purpose RAM register 31 |
| Spare registers | 64 to 65 |  |  |
| SPARE_A | 66 | R/W | Spare A |

Table 10. REG_MODE - address 0

| Name | Pos. | Type | Def. | Description |
|---|---|---|---|---|
| SEL_EXT_CLK | 0 | R/W | 0 | Clock source |
| GG_RES | [2,1] | R/W | 00 | Gas gauge ADC resolution |
| GG_RUN | 4 | R/W | 0 | Standby or operating mode |
|  | [7..5] |  |  | Unused |
"""


def test_group_rows_numbered_elisions_and_position_columns() -> None:
    """ST STC3100: ``Control registers | 0 to 23`` with no other cell is the label of
    the rows under it (REG_MODE is the register at 0); ``REG_RAM0 | 32``, ``...``,
    ``REG_RAM31 | 63`` are 32 registers numbered as their addresses; a ``Pos.`` column
    beside names gives the bits (``[2,1]``: bits 2 and 1), ``Def.`` the defaults. A
    group row whose next row lies elsewhere stays a row (``Spare registers``)."""
    regs = _regs(_device(ST_GROUPS))
    assert regs[0x00].name == "REG_MODE" and regs[0x01].name == "REG_CTRL"
    assert [regs[a].name for a in range(32, 64)] == [f"REG_RAM{n}" for n in range(32)]
    # each end row's description numbers its own register: none is given to those between
    assert regs[33].description == "" and regs[32].description.endswith("register 0")
    assert regs[0x40].name == "Spare registers"
    assert _fields(regs[0x00]) == {"SEL_EXT_CLK": (0, 0), "GG_RES": (2, 1), "GG_RUN": (4, 4)}
    assert {f.name: f.reset_value for f in regs[0x00].fields}["GG_RES"] == 0


BOSCH_OFFSETS = """# 6 Register map

| Address | Register | Reset |
|---|---|---|
| 0x01 | ERR_REG | 0x00 |
| 0x0C | SAT_FLAGS | 0x00 |
| 0x0D | FEATURE_IO2 | 0x00 |

### 6.1.2 ERR_REG (0x01)

| Bit 7 | Bit 6 | Bit 5 | Bit 4 | Bit 3 | Bit 2 | Bit 1 | Bit 0 |
|---|---|---|---|---|---|---|---|
| - | gyr_co... | acc_co... | feat_en... | - | feat_ov... | - | fatal_err |

ERR_REG.fatal_err: (bit offset: 0, bit width: 1) Fatal Error, chip is not in operational state.

ERR_REG.feat_eng_ovrld: (bit offset: 2, bit width: 1) Overload of the feature engine.

ERR_REG.feat_eng_wd: (bit offset: 4, bit width: 1) Watchdog timer of the feature engine.

ERR_REG.acc_conf_err: (bit offset: 5, bit width: 1) Unsupported accelerometer configuration.

ERR_REG.gyr_conf_err: (bit offset: 6, bit width: 1) Unsupported gyroscope configuration.

### 6.1.3 SAT_FLAGS

SAT_FLAGS.satf_acc_x: (bit offset: 0, bit width: 1) Saturation flag, x axis.

SAT_FLAGS.satf_acc_y: (bit offset: 1, bit width: 1) Saturation flag, y axis.

SAT_FLAGS.satf_acc_z: (bit offset: 2, bit width: 1) Saturation flag, z axis.

### 6.1.4 FEATURE_IO2

FEATURE_IO2.step_counter_out_0: (bit offset: 0, bit width: 8) Step count, low byte.

FEATURE_IO2.startup_config_0: (bit offset: 0, bit width: 8) Start-up configuration.

FEATURE_IO9.value: (bit offset: 0, bit width: 16) A register no map holds.
"""


def test_fields_stated_by_bit_offset_and_width() -> None:
    """Bosch BMI323: ``ERR_REG.acc_conf_err: (bit offset: 5, bit width: 1)`` states a
    field of the register of that name; such lines replace the fields whose names the
    tables cut (``acc_co...``); two lines naming the same bits differently give
    neither; a register no map holds gets nothing."""
    cut = "\n".join(x for x in BOSCH_OFFSETS.split("\n") if "(bit offset" not in x)
    assert "acc_co..." in _fields(_regs(_device(cut))[0x01])  # what the figure alone gives
    regs = _regs(_device(BOSCH_OFFSETS))
    assert _fields(regs[0x01]) == {
        "fatal_err": (0, 0),
        "feat_eng_ovrld": (2, 2),
        "feat_eng_wd": (4, 4),
        "acc_conf_err": (5, 5),
        "gyr_conf_err": (6, 6),
    }
    assert regs[0x01].fields[0].description.startswith("Fatal Error")
    assert _fields(regs[0x0C]) == {"satf_acc_x": (0, 0), "satf_acc_y": (1, 1), "satf_acc_z": (2, 2)}
    assert not regs[0x0D].fields


LINEAR_LETTERS = """**Table 2. Register Addresses and Contents**

| REGISTER ADDRESS | REGISTER NAME | READ/WRITE | DESCRIPTION | DEFAULT |
|---|---|---|---|---|
| 00h | CONTROL (A) | R/W | Controls ADC Operation Mode | 05h |
| 02h | STATUS (C) | R | System Status Information | 00h |
| 19h | MIN SENSE LSB | R/W | Minimum SENSE LSB Data | FOh |

**Table 3. CONTROL Register A (00h) - Read/Write**

| BIT | NAME | OPERATION |
|---|---|---|
| A7 | ADC Snapshot Mode Enable | Enables ADC Snapshot Mode |
| A6 | ADC Channel Label for Snapshot Mode | A6 A5 ADC Channel 0 0 SENSE (Default) |
| A5 | ADC Channel Label for Snapshot Mode | 〃 |
| A4 | Test Mode Enable | Test Mode Halts ADC Operation |

**Table 5. STATUS Register C (02h) - Read**

| BIT | NAME | OPERATION |
|---|---|---|
| C7 | POWER Overvalue Present | Indicates POWER Overvalue |
| C6 | POWER Undervalue Present | Indicates POWER Undervalue |
"""


def test_bits_after_a_register_letter_and_a_merged_operation_cell() -> None:
    """Linear LTC2945: ``A7 | ADC Snapshot Mode Enable`` under "CONTROL Register A (00h)"
    is bit 7; two one-bit rows of one name whose OPERATION cell is merged (``〃``) are
    one field (6:5); ``FOh`` (the text layer's letter O) is F0h."""
    regs = _regs(_device(LINEAR_LETTERS))
    assert _fields(regs[0x00]) == {
        "ADC Snapshot Mode Enable": (7, 7),
        "ADC Channel Label for Snapshot Mode": (6, 5),
        "Test Mode Enable": (4, 4),
    }
    assert _fields(regs[0x02]) == {
        "POWER Overvalue Present": (7, 7),
        "POWER Undervalue Present": (6, 6),
    }
    assert regs[0x19].reset_value == 0xF0


HYNITRON_SECTIONS = """Gesture @0x01

|  | Bit7 | Bit6 | Bit5 | Bit4 | Bit3 | Bit2 | Bit1 | Bit0 |
|---|---|---|---|---|---|---|---|---|
| Desc. | Gesture | Gesture | Gesture | Gesture | Gesture | Gesture | Gesture | Gesture |

位 名称 描述 [7:0] Gesture 手势码

XposH @0x03

|  | Bit7 | Bit6 | Bit5 | Bit4 | Bit3 | Bit2 | Bit1 | Bit0 |
|---|---|---|---|---|---|---|---|---|
| Desc. |  |  |  |  | Xpos[11:8] | Xpos[11:8] | Xpos[11:8] | Xpos[11:8] |

MotionMask @0xEC

|  | Bit7 | Bit6 | Bit5 | Bit4 | Bit3 | Bit2 | Bit1 | Bit0 |
|---|---|---|---|---|---|---|---|---|
| Desc. |  |  |  |  |  | EnConLR | EnConUD | EnDClick |

Send the command to the controller @0xAF to wake it up.

IrqCtl @0xFA
"""


def test_symbol_at_address_sections_over_desc_rows() -> None:
    """Hynitron CST816T (no summary map): ``GestureID @0x01`` over a figure ``| | Bit7
    .. Bit0`` with a ``Desc.`` row of names is the register of that name and address,
    the row its fields; a line giving an address without a figure under it (prose, or
    a title at the document's end) is none."""
    regs = _regs(_device(HYNITRON_SECTIONS))
    assert sorted(regs) == [0x01, 0x03, 0xEC]
    assert regs[0x01].name == "Gesture" and _fields(regs[0x01]) == {"Gesture": (7, 0)}
    assert _fields(regs[0x03]) == {"Xpos[11:8]": (3, 0)}
    assert _fields(regs[0xEC]) == {"EnConLR": (2, 2), "EnConUD": (1, 1), "EnDClick": (0, 0)}


BOSCH_CUT_NAMES = """# 6 Register map

| Address | Register | Reset | 7 | 6 | 5 | 4 | 3 | 2 | 1 | 0 |
|---|---|---|---|---|---|---|---|---|---|---|
| 0x14 | INT_CONFIG | 0x35 | drv | drv | drv | drv | int_en | int_od | int_pol | int_- mode |
| 0x15 | INT_SOURCE | 0x01 | | | | | oor_p_en | fifo_th... | fifo_-fu... | drdy_da... |
| 0x2B | NVM_ADDR | 0x00 | | nvm_pro ... | row | row | row | row | row | row |

fifo_full_en:(bit offset: 1) FIFO full interrupt enable

fifo_ths_en:(bit offset: 2) FIFO threshold interrupt enable

drdy_data_reg_en:(bit offset: 0) Data ready interrupt enable

drdy_data_reg:(bit offset: 0) Data ready status

nvm_prog_en:(bit offset: 6) NVM programming enable
"""


def test_names_the_text_layer_broke_at_an_underscore() -> None:
    """Bosch BMP581: the text layer adds a hyphen where a name wraps after its
    underscore (``int_- mode``, ``fifo_-fu...``): one name. Names the figure cut
    (``fifo_th...``) stay cut: the ``name:(bit offset: N)`` lines below name fields of
    every register alike and say not whose."""
    regs = _regs(_device(BOSCH_CUT_NAMES))
    assert "int_mode" in _fields(regs[0x14])
    assert _fields(regs[0x15]) == {
        "oor_p_en": (3, 3),
        "fifo_th...": (2, 2),
        "fifo_fu...": (1, 1),
        "drdy_da...": (0, 0),
    }


def test_a_multiplication_sign_for_the_x_of_hex_addresses() -> None:
    """TI TCA9554 prints its command bytes ``0×00`` (U+00D7): the addresses 0x00 ..
    0x03."""
    markdown = (
        "**Table 3. Command Byte Table**\n\n"
        "| B1 | B0 | COMMAND BYTE (HEX) | REGISTER | PROTOCOL | POWER-UP DEFAULT |\n"
        "|---|---|---|---|---|---|\n"
        "| 0 | 0 | 0\u00d700 | Input Port | Read byte | XXXX XXXX |\n"
        "| 0 | 1 | 0\u00d701 | Output Port | Read-write byte | 1111 1111 |\n"
        "| 1 | 0 | 0\u00d702 | Polarity Inversion | Read-write byte | 0000 0000 |\n"
        "| 1 | 1 | 0\u00d703 | Configuration | Read-write byte | 1111 1111 |\n"
    )
    regs = _regs(_device(markdown))
    assert {a: r.name for a, r in regs.items()} == {
        0: "Input Port",
        1: "Output Port",
        2: "Polarity Inversion",
        3: "Configuration",
    }
    assert regs[1].reset_value == 0xFF and regs[0].reset_value is None


def test_a_header_set_one_column_right_of_its_cells() -> None:
    """TI TMP1075: ``ADDRESS | TYPE | RESET |  | ACRONYM | REGISTER NAME`` over ``00h | R
    | 0000h | TEMP |  | Temperature result register``: the ACRONYM header belongs to the
    blank-headed column of names (its own column is empty in every row)."""
    markdown = (
        "**Table 4. TMP1075 Register Map**\n\n"
        "| ADDRESS | TYPE | RESET |  | ACRONYM | REGISTER NAME | SECTION |\n"
        "|---|---|---|---|---|---|---|\n"
        "| 00h | R | 0000h | TEMP |  | Temperature result register | Go |\n"
        "| 01h | R/W | 00FFh | CFGR |  | Configuration register | Go |\n"
        "| 0Fh | R | 7500h | DIEID |  | Device ID register | Go |\n"
    )
    regs = _regs(_device(markdown))
    assert {a: r.name for a, r in regs.items()} == {0x00: "TEMP", 0x01: "CFGR", 0x0F: "DIEID"}
    assert regs[0x01].reset_value == 0x00FF
    # a filled column right of a blank header keeps its header
    filled = markdown.replace("| TEMP |  |", "| TEMP | T |")
    assert _regs(_device(filled))[0x00].name != "TEMP"


def test_a_merged_name_cell_a_page_break_cut() -> None:
    """NXP PCF2131: ``4 | MONTH_TIMESTP | ten's place | month timestamp in BCD``, then
    after the page break (``...continued``) ``3 to 0 |  | unit place |  ``: the merged
    name cell goes on, so the digits are one field (4:0), not bit 4 alone."""
    head = "| Bit | Symbol | Value | Place value | Description |\n|---|---|---|---|---|\n"
    markdown = (
        "| Address | Register name | Description |\n|---|---|---|\n"
        "| 19h | Mon_timestp1 | month timestamp |\n| 1Ah | Year_timestp1 | year timestamp |\n\n"
        "**Table 75. Mon_timestp1 - month timestamp register (address 19h) bit description**\n\n"
        + head
        + "| 7 to 5 | - | 000 | - | unused |\n"
        "| 4 | MONTH_TIMESTP | 0 to 1 | ten's place | month timestamp coded in BCD format |\n\n"
        "**Table 75. Mon_timestp1 - month timestamp register (address 19h) bit "
        "description...continued**\n\n" + head + "| 3 to 0 |  | 0 to 9 | unit place |  |\n"
    )
    regs = _regs(_device(markdown))
    assert _fields(regs[0x19]) == {"MONTH_TIMESTP": (4, 0)}


def test_a_figure_s_blank_corner_takes_no_bit_header() -> None:
    # Hynitron: "|  | Bit7 .. Bit0" over "Desc. |  |  |  |  | Xpos[11:8] ..": bit 7's
    # column is empty (reserved), its header no misplaced one: no field "Desc." at bit 7
    markdown = (
        "XposH @0x03\n\n|  | Bit7 | Bit6 | Bit5 | Bit4 | Bit3 | Bit2 | Bit1 | Bit0 |\n"
        "|---|---|---|---|---|---|---|---|---|\n"
        "| Desc. |  |  |  |  | Xpos[11:8] | Xpos[11:8] | Xpos[11:8] | Xpos[11:8] |\n\n"
        "XposL @0x04\n\n|  | Bit7 | Bit6 | Bit5 | Bit4 | Bit3 | Bit2 | Bit1 | Bit0 |\n"
        "|---|---|---|---|---|---|---|---|---|\n"
        "| Desc. | Xpos[7:0] | Xpos[7:0] | Xpos[7:0] | Xpos[7:0] | Xpos[7:0] | Xpos[7:0] | "
        "Xpos[7:0] | Xpos[7:0] |\n\n"
        "YposH @0x05\n\n|  | Bit7 | Bit6 | Bit5 | Bit4 | Bit3 | Bit2 | Bit1 | Bit0 |\n"
        "|---|---|---|---|---|---|---|---|---|\n"
        "| Desc. |  |  |  |  | Ypos[11:8] | Ypos[11:8] | Ypos[11:8] | Ypos[11:8] |\n"
    )
    assert _fields(_regs(_device(markdown))[0x03]) == {"Xpos[11:8]": (3, 0)}


TI_LED_MAP = (LAYOUTS / "ti_lp55231_mnemonics.md").read_text(encoding="utf-8")


def test_a_column_of_mnemonics_and_descriptions() -> None:
    """TI LP55231: ``BIT MNEMONIC AND DESCRIPTION`` over ``CHIP_EN 0 = LP55231 not
    enabled`` (the mnemonic a line of its own the text layer joined to the text): the
    field is the leading mnemonic; capital words before the first word in lower case
    are one name (``TEMP COMP``), a word again ends it (``PWM PWM duty``); a cell with
    no lower-case word is all name (``VARIABLE FOR ENGINE1``). Each default prints the
    whole register with ``x`` at the other bits (``x0xxxxxx``): the field's bits are
    its value, and fields covering all eight bits give the register's reset. A row whose
    register column says RESERVED is no register."""
    regs = _regs(_device(TI_LED_MAP))
    assert _fields(regs[0x00]) == {"CHIP_EN": (6, 6), "ENGINE1_EXEC": (5, 4)}
    assert _fields(regs[0x06]) == {"MAPPING": (7, 6), "LOG_EN": (5, 5), "TEMPCOMP": (4, 0)}
    assert _fields(regs[0x16]) == {"PWM": (7, 0)}
    assert _fields(regs[0x3A]) == {"START-UP_BUSY": (6, 6)}
    # (upper-case pieces of a name join as any name cell's do: "TEMPCOMP")
    assert _fields(regs[0x45]) == {"VARIABLEFORENGINE1": (7, 0)}
    assert {f.name: f.description for f in regs[0x06].fields}["LOG_EN"] == (
        "Logarithmic dimming control for D1"
    )
    assert {f.name: f.reset_value for f in regs[0x00].fields} == {"CHIP_EN": 0, "ENGINE1_EXEC": 0}
    assert regs[0x06].reset_value == 0x00 and regs[0x00].reset_value is None
    assert not set(regs) & set(range(0x0F, 0x16))


def test_awinic_add_dot_heads_the_address_column() -> None:
    # Awinic AW20036: "Add. | Name | W/R | Function description | Default Value"
    markdown = (
        "### Register List\n\n| Add. | Name | W/R | Function description | Default Value |\n"
        "|---|---|---|---|---|\n| 00H | IDR | R | Chip ID | 18H |\n"
        "| 01H | SLPCR | R/W | Sleep mode control | 80H |\n| 02H | RSTR | W | Soft reset | 00H |\n"
    )
    regs = _regs(_device(markdown))
    assert {a: r.name for a, r in regs.items()} == {0: "IDR", 1: "SLPCR", 2: "RSTR"}
    assert regs[1].reset_value == 0x80


GAUGE_COMMANDS = """### Standard Commands

**Table 4-1. Standard Commands**

| Name | Name | Command Code | Unit | SEALED Access |
|---|---|---|---|---|
| Control() | CNTL | 0x00 and 0x01 | NA | RW |
| Voltage() | VOLT | 0x04 and 0x05 | mV | R |
| Flags() | FLAGS | 0x06 and 0x07 | NA | R |
| StateOfCharge() | SOC | 0x1C and 0x1D | % | R |

### Extended Data Commands

**Table 5-1. Extended Commands**

| Name | Command Code | Unit | SEALED Access | UNSEALED Access |
|---|---|---|---|---|
| OpConfig() | 0x3A and 0x3B | NA | R | R |
| DesignCapacity() | 0x3C and 0x3D | mAh | R | R |
| DataClass() (2) | 0x3E | NA | NA | RW |
| DataBlock() (2) | 0x3F | NA | RW | RW |
| BlockData() | 0x40 through 0x5F | NA | R | RW |
| Reserved | 0x62 through 0x7F | NA | R | R |

## 4.4 Flags(): 0x06 and 0x07

This read-word function returns the contents of the fuel gauging status register.

**Table 4-4. Flags Bit Definitions**

|  | bit7 | bit6 | bit5 | bit4 | bit3 | bit2 | bit1 | bit0 |
|---|---|---|---|---|---|---|---|---|
| High Byte | OT | UT | RSVD | RSVD | RSVD | RSVD | FC | CHG |
| Low Byte | OCVTAKEN | RSVD | ITPOR | CFGUPMODE | BAT_DET | SOC1 | SOCF | DSG |

## 5.1 OpConfig(): 0x3A and 0x3B

**Table 6-7. OpConfig Register Bit Definitions**

|  | bit7 | bit6 | bit5 | bit4 | bit3 | bit2 | bit1 | bit0 |
|---|---|---|---|---|---|---|---|---|
| High Byte | RSVD0 | RSVD0 | BIE | BI_PU_EN | GPIOPOL | RSVD1 | RSVD0 | RSVD1 |
| Default = | 0 | 0 | 1 | 0 | 0 | 1 | 0 | 1 |
| Default = | 0x25 | 0x25 | 0x25 | 0x25 | 0x25 | 0x25 | 0x25 | 0x25 |
| Low Byte | RSVD1 | RSVD1 | SLEEP | RMFCC | RSVD1 | BATLOWEN | RSVD0 | TEMPS |
| Default = | 1 | 1 | 1 | 1 | 1 | 0 | 0 | 0 |
| Default = | 0xF8 | 0xF8 | 0xF8 | 0xF8 | 0xF8 | 0xF8 | 0xF8 | 0xF8 |
"""


def test_command_code_pairs_and_byte_row_figures() -> None:
    """TI fuel gauges: ``Command Code`` cells ``0x04 and 0x05`` are a 16-bit register
    at the first code, ``0x3E`` an 8-bit one, ``0x40 through 0x5F`` a run of bytes (a
    Reserved run none). A bit figure of a ``High Byte`` and a ``Low Byte`` row under
    ``bit7 .. bit0`` numbers the high byte's bits 15..8, and its ``Default =`` rows of
    bits give the register's reset (the hex rows repeat it)."""
    regs = _regs(_device(GAUGE_COMMANDS))
    assert {a: (r.name, r.size) for a, r in regs.items()} == {
        0x00: ("Control()", 16),
        0x04: ("Voltage()", 16),
        0x06: ("Flags()", 16),
        0x1C: ("StateOfCharge()", 16),
        0x3A: ("OpConfig()", 16),
        0x3C: ("DesignCapacity()", 16),
        0x3E: ("DataClass()", 8),  # (its note mark "(2)" dropped)
        0x3F: ("DataBlock()", 8),
        0x40: ("BlockData()", 8),
    }
    assert regs[0x40].description.startswith("32 registers at 0x40-0x5F")
    assert _fields(regs[0x06]) == {
        "OT": (15, 15),
        "UT": (14, 14),
        "FC": (9, 9),
        "CHG": (8, 8),
        "OCVTAKEN": (7, 7),
        "ITPOR": (5, 5),
        "CFGUPMODE": (4, 4),
        "BAT_DET": (3, 3),
        "SOC1": (2, 2),
        "SOCF": (1, 1),
        "DSG": (0, 0),
    }
    assert _fields(regs[0x3A])["BIE"] == (13, 13) and regs[0x3A].reset_value == 0x25F8
    # codes that are not a word's two bytes are no pair
    apart = GAUGE_COMMANDS.replace("0x04 and 0x05", "0x04 and 0x08")
    assert 0x04 not in (_regs(d) if (d := _device(apart)) else {})


ADI_WIDTHS = """**Table 13. 8-Bit Registers**

| Address | Register Name | R/W | Default | Type | Register Description |
|---|---|---|---|---|---|
| 0x000 | SAGCYC | R/W | 0x00 | Unsigned | Sag line cycles |
| 0x004 | LCYCMODE | R/W | 0x40 | Unsigned | Line cycle accumulation mode configuration |
| 0x702 | Version | R | N/A | Unsigned | Contains the silicon version number |

**Table 14. 16-Bit Registers**

| Address | Register Name | R/W | Default | Type | Register Description |
|---|---|---|---|---|---|
| 0x100 | ZXTOUT | R/W | 0xFFFF | Unsigned | Zero-crossing timeout |
| 0x102 | CONFIG | R/W | 0x8004 | Unsigned | Configuration register |

**Table 15. 24-Bit/32-Bit Registers**

| Address | Address | Register Name | R/W | Default | Type | Register Description |
|---|---|---|---|---|---|---|
| 24-Bit | 32-Bit | Register Name | R/W | Default | Type | Register Description |
| 0x200 | 0x300 | SAGLVL | R/W | 0x000000 | Unsigned | Sag voltage level |
| 0x203 | 0x303 | AP_NOLOAD | R/W | 0x00E419 | Unsigned | Active power no-load level |
| 0x205 | 0x305 | VA_NOLOAD | R/W | 0x000000 | Unsigned | Apparent power no-load level |
| N/A | 0x37F | CRC | R | 0xFFFFFFFF | Unsigned | Checksum |
"""


def test_widths_from_captions_and_per_width_address_columns() -> None:
    """ADI ADE7953: ``Table 13. 8-Bit Registers`` gives every register of its map eight
    bits (Version's ``N/A`` default says none); ``Address`` over ``24-Bit | 32-Bit`` gives each
    register two addresses, one per access width: the register stands at the first, 24
    bits wide, and its description says the other."""
    regs = _regs(_device(ADI_WIDTHS))
    assert {a: (r.name, r.size) for a, r in regs.items()} == {
        0x000: ("SAGCYC", 8),
        0x004: ("LCYCMODE", 8),
        0x702: ("Version", 8),
        0x100: ("ZXTOUT", 16),
        0x102: ("CONFIG", 16),
        0x200: ("SAGLVL", 24),
        0x203: ("AP_NOLOAD", 24),
        0x205: ("VA_NOLOAD", 24),
        0x37F: ("CRC", 32),  # no 24-bit address: at its 32-bit one
    }
    assert regs[0x203].reset_value == 0x00E419
    assert regs[0x203].description.endswith("Also at 0x303 as a 32-bit register.")
    # a caption naming no width gives none: the 16-bit map's registers keep their own
    plain = ADI_WIDTHS.replace("Table 14. 16-Bit Registers", "Table 14. Registers")
    assert _regs(_device(plain))[0x102].size == 16 and _regs(_device(plain))[0x100].size == 16
    bare = ADI_WIDTHS.replace("Table 13. 8-Bit Registers", "Table 13. Registers")
    assert _regs(_device(bare))[0x702].size != 8


INTERSIL_CAPTIONS = (LAYOUTS / "intersil_isl28022_captions.md").read_text(encoding="utf-8")


def test_a_caption_giving_the_address_after_a_comma() -> None:
    """Intersil ISL28022: ``TABLE 18. SHUNT VOLTAGE THRESHOLD REGISTER, 06h`` names two
    registers of the map by words (Shunt Voltage, Shunt Voltage Threshold); the address
    after the comma says which."""
    regs = _regs(_device(INTERSIL_CAPTIONS))
    assert _fields(regs[0x06]) == {"SMX": (14, 8), "SMN": (6, 0)}
    assert not regs[0x01].fields


ADI_SHARED = (LAYOUTS / "adi_ade7953_shared_captions.md").read_text(encoding="utf-8")


def test_one_caption_for_two_registers_and_a_nested_description_column() -> None:
    """ADI ADE7953: ``IRQSTATA Register (Address 0x22D ...) and RSTIRQSTATA Register
    (Address 0x22E ...)`` captions one table for both registers; CONFIG's table goes on
    after a page break with ``Description | Description`` (a table of settings nested in
    the description cell): one description column, so the piece continues the table."""
    regs = _regs(_device(ADI_SHARED))
    assert _fields(regs[0x22D]) == _fields(regs[0x22E]) == {"AEHFA": (0, 0), "VAREHFA": (1, 1)}
    assert _fields(regs[0x102]) == {
        "INTENA": (0, 0),
        "SWRST": (7, 7),
        "CRC_ENABLE": (8, 8),
        "ZX_EDGE": (13, 12),
        "COMM_LOCK": (15, 15),
    }
    zx = {f.name: f.description for f in regs[0x102].fields}["ZX_EDGE"]
    assert zx.startswith("Zero-crossing interrupt edge selection")


def _maxim_sideways() -> str:
    """A Maxim MAX77826-style map printed rotated: the text layer gives a row per BITn
    (BIT0 first), an R/W row, a RESET TYPE row (a reset domain, not a value), a NAME row
    and an ADDR row; the RESET VALUE row heads the table."""
    cols = [
        ("0x00", "INT_SRC", "0x00", "R", ["TOPSYS_INT", "REG_INT", "BB_INT"] + ["RSVD"] * 5),
        ("0x10", "LDO_ OPMD1", "0xA0", "R/W", ["L1_LPM", "L1_EN", "L2_LPM", "L2_EN"] * 2),
        ("0x20", "LDO1_ CFG", "0x09", "R/W", ["L1_VOUT[6:0]"] * 7 + ["L1_AD"]),
    ]
    lines = ["| RESET VALUE | " + " | ".join(c[2] for c in cols) + " |", "|---|---|---|---|"]
    for b in range(8):
        lines.append(f"| BIT{b} | " + " | ".join(c[4][b] for c in cols) + " |")
    lines.append("| R/W | " + " | ".join(c[3] for c in cols) + " |")
    lines.append("| RESET TYPE | Type-O | Type-S1 | Type-O |")
    lines.append("| NAME | " + " | ".join(c[1] for c in cols) + " |")
    lines.append("| ADDR | " + " | ".join(c[0] for c in cols) + " |")
    return "## Register Map\n\n" + "\n".join(lines) + "\n"


def test_a_rotated_map_with_bit_reset_and_access_rows() -> None:
    """Maxim MAX77826: ``BIT0`` .. ``BIT7`` rows, an ``R/W`` row and a ``RESET VALUE``
    row of a map printed rotated give each register its fields, access and reset; the
    ``RESET TYPE`` row (``Type-O``) is no value. Microchip's ``bit 7`` rows of a register
    figure are no sideways map."""
    regs = _regs(_device(_maxim_sideways()))
    assert {a: r.name for a, r in regs.items()} == {
        0x00: "INT_SRC",
        0x10: "LDO_OPMD1",
        0x20: "LDO1_CFG",
    }
    assert regs[0x10].reset_value == 0xA0 and regs[0x10].access == "read-write"
    assert regs[0x00].access == "read-only"
    assert _fields(regs[0x20]) == {"L1_AD": (7, 7), "L1_VOUT": (6, 0)}
    spaced = _maxim_sideways().replace("| BIT", "| bit ")
    device = _device(spaced)
    assert device is None or not _regs(device)


AXP_LIST = """### 6.13.1 Register List

| Address | Description | R/W |
|---|---|---|
| 0X00 | PMU status1 | R |
| 0X01 | PMU status2 | R |
| 0X10 | PMU common configure | RW |
| 0X12 | BATFET control | RW |
| 0X13 | Die temperature control | RW |
| 0X14 | Minimum system voltage control | RW |
| 0X17 | Reset the fuel gauge | RW |
| 0X20 | PWRON status | R |
| 0X23 | PWROFF of DCDC OVP/UVP control | RW |

#### 6.13.2.3 REG 17：Reset the fuel gauge

| Bit | Description | R/W | Reset | Default |
|---|---|---|---|---|
| 3 | GAUGE_RST reset the gauge 0: normal 1: reset | RWAC | POR | 0b |

#### 6.13.2.20 REG 23：PWROFF of DCDC OVP/UVP control

| Bit | Description | R/W | Reset | Default |
|---|---|---|---|---|
| 5 | DCDC_OVP_EN DCDC 120%(130%) high voltage turn off PMIC function | RW | POR | 1b |
| 4 | DCDC5 85% low voltage turn off PMIC function 0：disable 1：enable | RW | POR | 1b |
| 3 | DCDC4_UVP_EN DCDC4 85% low voltage turn off PMIC function | RW | POR | 1b |
"""


def test_a_register_list_of_descriptions_and_hex_reg_titles() -> None:
    """X-Powers AXP2101: under ``Register List`` an ``Address | Description | R/W`` table
    (eight rows or more) names the registers in its Description column; ``REG
    23：PWROFF of DCDC OVP/UVP control`` gives the address in hex without a mark, which
    the title's words confirm (read in decimal it would be 0x17, the fuel-gauge reset); a
    description opening with
    a word then a phrase going on (``DCDC5 85% low voltage ...``) names no field."""
    regs = _regs(_device(AXP_LIST))
    assert regs[0x00].name == "PMU status1" and regs[0x17].name == "Reset the fuel gauge"
    assert set(_fields(regs[0x23])) == {"DCDC_OVP_EN", "DCDC4_UVP_EN"}
    assert set(_fields(regs[0x17])) == {"GAUGE_RST"}
    # under a heading that names no list, map or summary the Description column names nothing
    plain = AXP_LIST.replace("6.13.1 Register List", "6.13.1 Registers")
    device = _device(plain)
    assert device is None or 0x00 not in _regs(device)


TI_PHY = """**Table 6-8. Register Map**

| Offset | Offset | Access | Tag | Description |
|---|---|---|---|---|
| Hex | Decimal | Access | Tag | Description |
| 00h | 0 | RW | BMCR | Basic Mode Control Register |
| 01h | 1 | RO | BMSR | Basic Mode Status Register |
| 02h | 2 | RO | PHYIDR1 | PHY Identifier Register #1 |

| Register Name | Addr | Tag | Bit 15 | Bit 14 | Bit 13 | Bit 12 |
|---|---|---|---|---|---|---|
| Basic Mode Control Register | 00h | BMCR | Reset | Loopback | Speed Selection | Auto-Neg Enable |
| Basic Mode Status Register | 01h | BMSR | T4 | TX FDX | TX HDX | 10T FDX |
| PHY Identifier Register 1 | 02h | PHYIDR1 | OUI_MSB | OUI_MSB | OUI_MSB | OUI_MSB |

**Table 6-10. Basic Mode Status Register (BMSR), address 0x01h**

| Bit | Bit Name | Default | Description |
|---|---|---|---|
| 15:11 | ABILITIES | 01111, RO/P | Technology abilities |
| 10:0 | RESERVED | 0, RO | RESERVED: Write as 0, read as 0. |
"""


def test_a_tag_column_names_the_registers_and_defaults_carry_their_access() -> None:
    """TI DP83848: ``Offset | Access | Tag | Description`` and ``Register Name | Addr |
    Tag | Bit 15 ..``: the tag (BMCR) names the register in both, so both tables are one
    map; a default cell ``01111, RO/P`` is the value and then the bit's access."""
    device = _device(TI_PHY)
    assert device is not None and len(device.peripherals) == 1
    regs = _regs(device)
    assert {a: r.name for a, r in regs.items()} == {0: "BMCR", 1: "BMSR", 2: "PHYIDR1"}
    assert regs[0x01].reset_value == 0b01111 << 11


def test_a_bare_add_column_under_data_bit_labels() -> None:
    """Silicon Labs Si4432: ``Add | R/W | Function/Desc | Data .. Data | POR Default``
    over a line ``Add | R/W | Function/Desc | D7 .. D0 | POR Default`` (the header
    repeated on later pages): ``Add`` heads the addresses beside a column naming the
    registers (``Function/Desc``), the bit labels under ``Data`` head the bit columns,
    the repeated header line is no register at 0xADD, and ``00111`` (binary of some
    bits, or decimal?) gives no reset."""
    regs = _regs(_device((LAYOUTS / "silabs_si4432_map.md").read_text(encoding="utf-8")))
    assert {a: r.name for a, r in regs.items()} == {
        0x00: "Device Type",
        0x05: "Interrupt Enable 1",
        0x06: "Interrupt Enable 2",
        0x07: "Operating & Function Control 1",
    }
    assert _fields(regs[0x00]) == {"dt": (4, 0)}
    assert regs[0x06].reset_value == 0x03 and regs[0x00].reset_value is None
    assert _fields(regs[0x07])["swres"] == (7, 7)
    # a word of hex letters in an address cell is a word ("Add", "Bad"), not 0xADD;
    # upper-case letters alone may be an address ("FFF")
    assert _address_in("Add", True, False) is None and _address_in("FFF", True, False)


AXP_DEFAULTS = """### 6.13.1 Register List

| Address | Description | R/W |
|---|---|---|
| 0X13 | Die temperature control | RW |
| 0X19 | Watch dog control | RW |
| 0X1A | Low Battery warning threshold setting | RW |
| 0X23 | PWROFF of DCDC OVP/UVP control | RW |
| 0X2A | Fast pwron setting 2 | RW |
| 0X36 | TS_H | R |
| 0X40-0X42 | IRQ Enable | RW |
| 0X54 | VLTF_CHG setting | RW |
| 0X58 | JEITA standard Enable control | RW |

#### 6.13.2.9 REG 13：Die temperature control

| Bit | Description | R/W | Reset | Default |
|---|---|---|---|---|
| 7:3 |  | RO | / | 0 |
| 2:1 | DIE Over Temperature Protection Level1 00: 115deg 01: 125deg | RW | POR | 01b |
| 0 | DIE Temperature Detect Enable 0: disable 1: enable | RW | POR | 1b |

#### 6.13.2.15 REG 19：Watchdog control

| Bit | Description | R/W | Reset | Default |
|---|---|---|---|---|
| 7:6 |  | RO | / | 0 |
| 5:4 | Watchdog Reset Configuration 00: IRQ only 01: IRQ and System Reset | RW | System | 0b |

|  | 11: IRQ, System Reset, DCDC/LDO PWROFF & PWRON |  | Reset |  |
|---|---|---|---|---|
| 3 | watchdog clear signal 0: normal 1: clear | RWAC | System Reset | 0b |
| 2:0 | TWSI watchdog timer configuration 000: 1s 001: 2s 110: 64s 111: 128s | RW | POR | 110b |

#### 6.13.2.16 REG 1A：Low Battery warning threshold setting

| Bit | Description | R/W | Reset | Default |
|---|---|---|---|---|
| 7:4 | low battery warning level2 5-20%, 1% per step | RW | POR | 1010b |
| 3:0 | low battery warning level1 0-15%, 1% per step | RW | POR | 0001b |

#### 6.13.2.31 REG 35：vbat_l

| Bit | Description | R/W | Reset | Default |
|---|---|---|---|---|
| 7:0 | vbat[7:0] | RO | POR | 0b |

#### 6.13.2.40 REG 40：IRQ Enable 0

| Bit | Description | R/W | Reset | Default |
|---|---|---|---|---|
| 7:0 | IRQ enables 0: disable 1: enable | RW | System Reset | FFh |

#### 6.13.2.42 REG 42：IRQ Enable 2

| Bit | Description | R/W | Reset | Default |
|---|---|---|---|---|
| 7:0 | IRQ enables 0: disable 1: enable | RW | System Reset | 5Fh |

#### 6.13.2.49 REG 54：VLTFCHG setting

| Bit | Description | R/W | Reset | Default |
|---|---|---|---|---|

| 7:0 | VLTF in voltage of charge configuration VLTF = N*32 mV | RW | POR | 29h |
|---|---|---|---|---|

#### 6.13.2.56 REG 5B：JEITA Warm configuration

#### 6.13.2.53 REG 58：JEITA standard Enable control

| Bit | Description | R/W | Reset | Default |
|---|---|---|---|---|
| 7:1 |  | RO | / | 0 |
| 0 | JEITA Standard Enable 0: disable 1: enable | RW | POR | EFUSE |
"""


def test_unnamed_bit_tables_compose_the_reset_from_their_defaults() -> None:
    """X-Powers AXP2101: ``Bit | Description | R/W | Reset | Default`` tables name no
    field; the Default column (not Reset, which says which reset restores the bit:
    ``POR``, ``System Reset``, ``/``) gives each row's value, and the register's reset
    is composed when the rows cover its bits exactly once with values (``EFUSE``: none).
    The table's register is the one its ``REG nn：`` title names: bare hex (``REG
    1A``, ``REG 13`` under section 6.13.2.9), its words spelling the list's name
    (``Watchdog`` for ``Watch dog``, ``VLTFCHG`` for ``VLTF_CHG``). A page break that
    cuts a description (the rest of it alone in a row, then the next bits) or sets the
    rows apart from their header continues the table."""
    regs = _regs(_device(AXP_DEFAULTS))
    assert regs[0x13].reset_value == 0x03
    assert regs[0x19].reset_value == 0x06
    assert regs[0x1A].reset_value == 0xA1
    assert regs[0x54].reset_value == 0x29
    assert regs[0x58].reset_value is None  # bit 0's default is EFUSE
    assert all(not r.fields for r in regs.values())
    # without a title numbered with a hex letter, a bare number is hex where the words
    # after it spell the name of the register at its hex reading
    start = AXP_DEFAULTS.index("#### 6.13.2.16")
    end = AXP_DEFAULTS.index("#### 6.13.2.31")
    plain = _regs(_device(AXP_DEFAULTS[:start] + AXP_DEFAULTS[end:]))
    assert plain[0x13].reset_value == 0x03
    assert plain[0x19].reset_value == 0x06
    assert plain[0x54].reset_value == 0x29


def test_unnamed_bit_tables_under_a_title_naming_another_register() -> None:
    """A ``REG nn：`` title whose number read in decimal is a register of another name
    gives that register nothing: ``REG 35：vbat_l`` is no 35 = 0x23 ``PWROFF of DCDC
    OVP/UVP control``, ``REG 42：IRQ Enable 2`` no 42 = 0x2A (its words open with the
    name of the run at 0x40); the table of one register of a run (``REG 40：IRQ Enable
    0`` of 0x40-0x42) gives the run no reset."""
    regs = _regs(_device(AXP_DEFAULTS))
    assert regs[0x23].reset_value is None
    assert regs[0x2A].reset_value is None
    assert regs[0x40].reset_value is None


def test_a_bit_table_cut_on_one_page_goes_on() -> None:
    """The PDF cuts a field table on its page where a row's cells wrap: the next table's
    first line is the rest of the row above (``| 11: IRQ ... |  | Reset |``), its next
    line the bits that come next. On one page too, that continues the table."""
    start = AXP_DEFAULTS.index("#### 6.13.2.15")
    end = AXP_DEFAULTS.index("#### 6.13.2.16")
    text = AXP_DEFAULTS[:end]
    pages = (PageSpan(0, start, 1), PageSpan(start, len(text), 2))
    result = ParseResult("toy", "Toy datasheet", "datasheet", text, "TOY1", page_map=pages)
    device = extract_register_map(result).device
    assert _regs(device)[0x19].reset_value == 0x06


AMICCOM_MAP = """## 9.1 Control register table

| Address /Name | R/W | Bit 7 | Bit 6 | Bit 5 | Bit 4 | Bit 3 | Bit 2 | Bit 1 | Bit 0 |
|---|---|---|---|---|---|---|---|---|---|
| 00h Mode | W | RESETN | RESETN | RESETN | RESETN | RESETN | RESETN | RESETN | RESETN |
| 00h Mode | R | -- | FECF | CRCF | CER | XER | PLLER | TRSR | TRER |
| 03h FIFO I | W | FEP7 | FEP6 | FEP5 | FEP4 | FEP3 | FEP2 | FEP1 | FEP0 |
| 04h FIFO II | W | FPM1 | FPM0 | PSA5 | PSA4 | PSA3 | PSA2 | PSA1 | PSA0 |

| 07h RC OSC I | W | WWS_SL7 | WWS_SL6 | WWS_SL5 | WWS_SL4 | WWS_SL3 | WWS_SL2 | WWS_SL1 | WWS_SL0 |
|---|---|---|---|---|---|---|---|---|---|
| 07h RC OSC I | R | -- | -- | RCOC5 | RCOC4 | RCOC3 | RCOC2 | RCOC1 | RCOC0 |
| 0Dh Clock | R/W | GRC3 | GRC2 | GRC1 | GRC0 | CSC1 | CSC0 | CGS | XS |

## 9.2 Control register description

### 9.2.4 FIFO Register I (Address: 03h)

| Name | R/W | Bit 7 | Bit 6 | Bit 5 | Bit 4 | Bit 3 | Bit 2 | Bit 1 | Bit 0 |
|---|---|---|---|---|---|---|---|---|---|
| FIFO I | W | FEP7 | FEP6 | FEP5 | FEP4 | FEP3 | FEP2 | FEP1 | FEP0 |
| Reset |  | 0 | 0 | 1 | 1 | 1 | 1 | 1 | 1 |

### 9.2.14 Clock Register (Address: 0Dh)

| Name | R/W | Bit 7 | Bit 6 | Bit 5 | Bit 4 | Bit 3 | Bit 2 | Bit 1 | Bit 0 |
|---|---|---|---|---|---|---|---|---|---|
| Clock | R/W | GRC3 | GRC2 | GRC1 | GRC0 | CSC1 | CSC0 | CGS | XS |
| Reset |  | 1 | 1 | 1 | 1 | 0 | 1 | -- | 0 |
"""


def test_address_and_name_in_one_cell_and_reset_rows_under_an_addressed_heading() -> None:
    """AMICCOM A7105: ``Address /Name`` over ``07h RC OSC I`` (an address, then a name
    of words) is an address column and a name column, also in the table's piece on the
    next page, which has no header of its own. A register's own table ``Name | R/W |
    Bit 7 .. Bit 0`` under ``9.2.4 FIFO Register I (Address: 03h)`` ends in a ``Reset``
    row of bit values: that register's reset (a bit printed ``--``: none)."""
    regs = _regs(_device(AMICCOM_MAP))
    assert {a: r.name for a, r in regs.items()} == {
        0x00: "Mode",
        0x03: "FIFO I",
        0x04: "FIFO II",
        0x07: "RC OSC I",
        0x0D: "Clock",
    }
    assert regs[0x03].reset_value == 0x3F
    assert regs[0x0D].reset_value is None
    assert _fields(regs[0x0D])["GRC"] == (7, 4)
    # a register written one way (W row) and read another (R row): both layouts, the
    # write layout's fields write-only, the read layout's read-only, each grouped
    mode = {f.name: (f.msb, f.lsb, f.access) for f in regs[0x00].fields}
    assert mode["RESETN"] == (7, 0, "write-only") and regs[0x00].access == "read-write"
    assert mode["FECF"] == (6, 6, "read-only") and mode["TRER"] == (0, 0, "read-only")
    assert _fields(regs[0x07]) == {"WWS_SL": (7, 0), "RCOC": (5, 0)}


DIODES_MAP = """## I2C Command Set Summary

| Register | Command | Length | Pwr-On | Description |
|---|---|---|---|---|
| STATUS | 0x01 | 1 | 00h | Status |
| MASK | 0x02 | 1 | 03h | Interrupt enable mask |
| CONFIG | 0x04 | 1 | F8h | System configuration options |
| TR25 | 0x0C | 2 | 2710h | Thermal Resistance @+25°C, Unit: Ω |
| VOLTAGE | 0x11 | 2 | 0000h | The VOUT Voltage, LSB 80mV |

**Table 16. The I2C Commands Provided in the Sink Controller**

## Protection

The power protection modes are configurable through the I2C command CONFIG (0x04).

| CONFIG | Bit | Attribute | Pwr-On | Description |
|---|---|---|---|---|
| DR_EN | 7 | RW | 1h | 0/1: Disable/enable DR function |
| OTP_EN | 6 | RW | 1h | 0/1: Disable/enable OTP function |
| — | 5:0 | RW | 38h | Reserved |

**Table 9. The CONFIG Command Is Used to Configure the Protection Schemes**

| MASK | Bit | Attribute | Pwr-on | Description |
|---|---|---|---|---|
| OTP_MSK | 6 | RW | 0h | 1: OTP status mask |
| READY_MSK | 1 | RW | 1h | 1: READY status mask |

**Table 10. Enable or Disable of Each Interruptible Event**
"""


def test_a_command_column_beside_a_register_column_and_symbol_headed_field_tables() -> None:
    """Diodes AP33772S: ``Register | Command | Length | Pwr-On`` over ``STATUS | 0x01 |
    1 | 00h``: the command code (marked hex on every row) is the address of the register
    the Register column names, ``Pwr-On`` its reset, ``0000h`` a 16-bit one. A field
    table whose first header cell is a register's symbol (``CONFIG | Bit | Attribute |
    ..``) names fields in that column, for the register of that name, with no word
    "register" about it."""
    regs = _regs(_device(DIODES_MAP))
    assert {a: r.name for a, r in regs.items()} == {
        0x01: "STATUS",
        0x02: "MASK",
        0x04: "CONFIG",
        0x0C: "TR25",
        0x11: "VOLTAGE",
    }
    assert regs[0x04].reset_value == 0xF8 and regs[0x0C].reset_value == 0x2710
    assert regs[0x11].size == 16 and regs[0x01].size == 8
    assert _fields(regs[0x04]) == {"DR_EN": (7, 7), "OTP_EN": (6, 6)}
    assert _fields(regs[0x02]) == {"OTP_MSK": (6, 6), "READY_MSK": (1, 1)}
    # a Command column beside no Register column addresses nothing (an opcode list)
    opcodes = DIODES_MAP.replace("| Register | Command |", "| Function | Command |")
    device = _device(opcodes)
    assert device is None or 0x01 not in _regs(device)


TI_CHARGER = """### 8.6 Register Map

表 8-7. Charger Command Summary

| I2C ADDR (MSB/LSB) | REGISTER NAME | TYPE | DESCRIPTION | LINKS |
|---|---|---|---|---|
| 01/00h | ChargeOption0() | R/W | Charge Option 0 | Go |
| 03/02h | ChargeCurrent() | R/W | 7-bit charge current setting LSB 128 mA | Go |
| 07/06h | OTGVoltage() | R/W | 12-bit OTG voltage setting LSB 8 mV | Go |
| 2Eh | ManufacturerID() | R | Manufacturer ID | Go |

### 8.6.1 ChargeOption0 Register (I2C address = 01/00h) [reset = E70Eh]

表 8-8. ChargeOption0 Register (I2C address = 01h) Field Descriptions

| BIT | FIELD | TYPE | RESET | DESCRIPTION |
|---|---|---|---|---|
| 7 | EN_LWPWR | R/W | 1b | Low Power Mode Enable |
| 6-5 | WDTMR_ADJ | R/W | 11b | WATCHDOG Timer Adjust |

表 8-8. ChargeOption0 Register (I2C address = 01h) Field Descriptions （续）

| BIT | FIELD | TYPE | RESET | DESCRIPTION |
|---|---|---|---|---|
| 4-0 | RESERVED | R/W | 00111b | Reserved |

表 8-9. ChargeOption0 Register (I2C address = 00h) Field Descriptions

| BIT | FIELD | TYPE | RESET | DESCRIPTION |
|---|---|---|---|---|
| 7 | EN_CMP_LATCH | R/W | 0b | Latch the comparator output |
| 6-0 | RESERVED | R/W | 0001110b | Reserved |

### 8.6.2 ChargeCurrent Register (I2C address = 03/02h) [reset = 0000h]

表 8-10. Charge Current Register (I2C address = 03h) Field Descriptions

| BIT | FIELD | TYPE | RESET | DESCRIPTION |
|---|---|---|---|---|
| 7-5 | Reserved | R | 000b | Reserved |
| 4 | Charge Current, bit 6 | R/W | 0b | 1 = Adds 8192 mA of charger current. |
| 3 | Charge Current, bit 5 | R/W | 0b | 1 = Adds 4096 mA of charger current. |

### 8.6.3 OTGVoltage Register (I2C address = 07/06h) [reset = 09C4h]

表 8-44. OTGVoltage Register (I2C address = 07h) Field Descriptions

| BIT | FIELD | TYPE | RESET | DESCRIPTION |
|---|---|---|---|---|
| 15-14 | Reserved | R | 00b | Reserved |
| 13 | OTG Voltage, bit 11 | R/W | 0b | 1 = Adds 16384 mV of OTG voltage. |
"""


def test_word_registers_addressed_by_their_two_bytes() -> None:
    """TI BQ25730 (the Chinese edition): ``I2C ADDR (MSB/LSB)`` over ``01/00h`` gives a
    16-bit register at the low byte's address (``2Eh`` a byte register); each byte's
    field table, captioned ``表 8-8. .. (I2C address = 01h) Field Descriptions`` (``表``
    is "Table", ``（续）`` "continued") under the heading ``(I2C address = 01/00h)``,
    gives the high byte's fields at bits 15..8 (a table numbering them 15..8 already
    keeps them) and the reserved bits' defaults, which compose the word's reset. A
    field named as one bit of a value (``OTG Voltage, bit 11``) keeps its whole name."""
    regs = _regs(_device(TI_CHARGER))
    assert {a: (r.name, r.size) for a, r in regs.items()} == {
        0x00: ("ChargeOption0()", 16),
        0x02: ("ChargeCurrent()", 16),
        0x06: ("OTGVoltage()", 16),
        0x2E: ("ManufacturerID()", 8),
    }
    assert _fields(regs[0x00]) == {
        "EN_LWPWR": (15, 15),
        "WDTMR_ADJ": (14, 13),
        "EN_CMP_LATCH": (7, 7),
    }
    assert regs[0x00].reset_value == 0xE70E
    assert _fields(regs[0x02]) == {
        "Charge Current, bit 6": (12, 12),
        "Charge Current, bit 5": (11, 11),
    }
    assert _fields(regs[0x06]) == {"OTG Voltage, bit 11": (13, 13)}


_ALS_TITLE = " | ".join(["ALS_CONTR (default = 0x00)"] * 8)
LITEON = f"""## Registers

| Addr | R / W | Register Name | Description | Reset Value |
|---|---|---|---|---|
| 0x80 | R/W | ALS_CONTR | ALS operation mode control SW reset | 0x00 |
| 0x82 | R/W | PS_LED | PS LED setting | 0x7F |
| 0x8A | R | ALS_DATA_CH0_0 | ALS measurement CH0 data, lower byte | 0x00 |

## Optical Sensor LTR-553ALS-01

ALS_CONTR Register (0x80)

The ALS_CONTR register controls the ALS Gain setting, ALS operation modes and software reset.

The ALS sensor can be set to either standby mode or active mode.

At either of these modes, the I2C circuitry is always active.

The default mode after power up is standby mode.

| 0x80 | {_ALS_TITLE} |
|---|---|---|---|---|---|---|---|---|
|  | B7 | B6 | B5 | B4 | B3 | B2 | B1 | B0 |
|  | Reserved | Reserved | Reserved | ALS Gain | ALS Gain | ALS Gain | SW Reset | ALS Mode |

| Field | Bits | Default | Type | Description |
|---|---|---|---|---|
| ALS Gain | 4:2 | 000 | RW | Gain setting |
| SW reset | 1 | 0 | RW | Start-up procedure |

## Optical Sensor LTR-553ALS-01

PS_LED Register (0x82)

| Field | Bits | Default | Type | Description |
|---|---|---|---|---|
| LED Pulse Modulation Frequency | 7:5 | 011 | RW | Pulse frequency |
| LED Current | 2:0 | 111 | RW | Peak current |
"""


def test_symbol_register_titles_and_figures_titled_by_address_and_symbol() -> None:
    """Lite-On LTR-553ALS: a line ``ALS_CONTR Register (0x80)`` titles the tables
    under it (the field table after the figure too, the page's running header a
    heading between), and a figure whose first row is ``0x80 | ALS_CONTR (default =
    0x00)`` across the bit columns, then ``B7 .. B0``, then the names, is that
    register's bit row."""
    regs = _regs(_device(LITEON))
    # (the field table's spelling wins: "SW reset")
    assert _fields(regs[0x80]) == {"ALS Gain": (4, 2), "SW reset": (1, 1), "ALS Mode": (0, 0)}
    assert _fields(regs[0x82]) == {
        "LED Pulse Modulation Frequency": (7, 5),
        "LED Current": (2, 0),
    }


def _worded_title(title: str, ditto: bool) -> str:
    return " | ".join([title] + (["\u3003"] * 7 if ditto else [title] * 7))


WORDED_FIGURES = f"""## Register Table

| ADDR | REGISTER NAME | DESCRIPTION |
|---|---|---|
| 0x01 | Interrupt Status | Flags of both channels |
| 0x10 | Light Configuration | Gain and filter |
| 0x2D | Proximity High Threshold H | Upper byte |

## Register Details

| 0x01 | {_worded_title("Light and Proximity Interrupt Status Register (Default = 0x00)", True)} |
|---|---|---|---|---|---|---|---|---|
| BIT | B7 | B6 | B5 | B4 | B3 | B2 | B1 | B0 |
| W/R | Reserved | Reserved | Reserved | Reserved | Reserved | Reserved | PX INT | LT INT |

| 0x10 | {_worded_title("Light Configuration (Default : 0x24)", False)} |
|---|---|---|---|---|---|---|---|---|
| BIT | B7 | B6 | B5 | B4 | B3 | B2 | B1 | B0 |
| R/W | {" | ".join(["Reserved"] * 2 + ["Light Gain"] * 2 + ["Light Filter"] * 4)} |

0x2D Proximity High Threshold Higher Byte (Default = 0x80)

| BIT | B7 | B6 | B5 | B4 | B3 | B2 | B1 | B0 |
|---|---|---|---|---|---|---|---|---|
| R/W | {" | ".join(["PX High Byte"] * 8)} |
"""


def test_figures_titled_in_words_with_the_default_in_the_title() -> None:
    """Lite-On AP3216C: a figure titled ``0x10 | Light Configuration (Default :
    0x24)`` (ditto marks in the bit columns after the first, or the title repeated),
    then ``BIT | B7 .. B0``, then the names after an access label: the register at
    that address gets the fields and the title's default as its reset, whatever the
    title calls it. A title row the page break left as a line over the figure
    (``0x2D Proximity High Threshold Higher Byte (Default = 0x80)``) titles it too."""
    regs = _regs(_device(WORDED_FIGURES))
    assert regs[0x01].name == "Interrupt Status" and regs[0x01].reset_value == 0x00
    assert _fields(regs[0x01]) == {"PXINT": (1, 1), "LTINT": (0, 0)}
    assert regs[0x10].reset_value == 0x24
    assert _fields(regs[0x10]) == {"Light Gain": (5, 4), "Light Filter": (3, 0)}
    assert regs[0x2D].reset_value == 0x80
    assert _fields(regs[0x2D]) == {"PX High Byte": (7, 0)}


def test_a_worded_figure_title_over_a_sentence_is_not_a_title() -> None:
    """A first row whose cells differ (not one title across the bit columns) is no
    figure title: the table reads no register."""
    table = WORDED_FIGURES.replace(
        _worded_title("Light Configuration (Default : 0x24)", False),
        " | ".join(["Light Configuration (Default : 0x24)", "x"] + ["y"] * 6),
    )
    regs = _regs(_device(table))
    assert regs[0x10].reset_value is None and _fields(regs[0x10]) == {}


def _spread(name: str) -> str:
    return " | ".join([name] * 8)


def _halves(high: str, low: str) -> str:
    return " | ".join([high] * 4 + [low] * 4)


TI_RUN_FIGURES = f"""## Register Summary

| REGISTER | ADDRESS | DEFAULT | R/W |
|---|---|---|---|
| Filter control | A0h | 11h | R/W |
| Match pattern and mask 1 | A1h–A3h | 00h | R/W |
| CAL_0..3 | B0h–B3h | | R |
| Slot mode | C0h C1h–C3h | 00h FFh | R/W |

## Match Pattern Registers

| Address | 7 | 6 | 5 | 4 | 3 | 2 | 1 | 0 |
|---|---|---|---|---|---|---|---|---|
| A1h | {_halves("Match 1 mask 1", "Match 1 pattern 1")} |
| A2h | {_halves("Match 1 mask 2", "Match 1 pattern 2")} |
| A3h | {_halves("Match 1 mask 3", "Match 1 pattern 3")} |

## Calibration Registers

| Address | 7 | 6 | 5 | 4 | 3 | 2 | 1 | 0 |
|---|---|---|---|---|---|---|---|---|
| B1h | {_spread("Trim 1")} |

## Slot Mode Registers

| Address | 7 | 6 | 5 | 4 | 3 | 2 | 1 | 0 |
|---|---|---|---|---|---|---|---|---|
| C0h | {_spread("Slot 6 Field 1")} |
| C1h | {_spread("Slot 6 Field 2")} |
| C2h | {_spread("Slot 7 Field 1")} |
"""


def test_a_figure_listing_each_address_of_a_run_the_summary_names_once() -> None:
    """TI TVP5150AM1: the summary names a run once (``Match pattern and mask 1 |
    A1h–A3h | 00h``) and a figure lists each address: every address is a register of
    that name, reset and access, with its own fields. Names spanning cells keep their
    digits (``Slot 6 Field 1`` over the byte, ``Match 1 mask 1`` over a nibble: no
    values at reset). A summary row holding two rows the PDF ran together (``C0h
    C1h–C3h | 00h FFh``) is both. A run whose name numbers it gives its name to none."""
    regs = _regs(_device(TI_RUN_FIGURES))
    for address in (0xA1, 0xA2, 0xA3):
        assert regs[address].name == "Match pattern and mask 1"
        assert regs[address].reset_value == 0x00 and regs[address].access == "read-write"
    assert _fields(regs[0xA2]) == {"Match 1 mask 2": (7, 4), "Match 1 pattern 2": (3, 0)}
    assert regs[0xC0].name == "Slot mode" and regs[0xC0].reset_value == 0x00
    assert _fields(regs[0xC0]) == {"Slot 6 Field 1": (7, 0)}
    assert [regs[a].reset_value for a in (0xC1, 0xC2)] == [0xFF, 0xFF]
    assert _fields(regs[0xC2]) == {"Slot 7 Field 1": (7, 0)}
    assert regs[0xB1].name != "CAL_0..3" and _fields(regs[0xB1]) == {"Trim 1": (7, 0)}


_RSV7 = " | ".join(["reserved"] * 7)
_MODE = " | ".join(["FIFO_MODE[2:0]"] * 2)

SENSORTEK_MAP = f"""## 9.1 Register Map

| ADDR | REG NAME | BIT7 | BIT6 | BIT5 | BIT4 | BIT3 | BIT2 | BIT1 | BIT0 | Default |
|---|---|---|---|---|---|---|---|---|---|---|
| 36h | OFSTCOMP1 | OFST_RST | {_RSV7} | 00h |
| 38h | OFSTX | OFST_X[7:0] | OFST_X[7:0] | OFST_X[7:0] | OFST_X[7:0] | OFST_X[7:0] | 00h |
| 3Dh | FIFOCFG1 | reserved | FIFO_WM_LV[6:0] | FIFO_WM_LV[6:0] | FIFO_WM_LV[6:0] | 00h |
| 3Eh | FIFOCFG2 | {_MODE} | reserved | FIFO_INTERVAL[1:0] | FIFO_DATA_SEL[1:0] | 05h |
| 3Fh | FIFODATA | FIFOOUT[7:0] | FIFOOUT[5:0] | 00h |

"""

SENSORTEK_FIGURE = """## 9.1 Register Map

| ADDR | REG NAME | Default |
|---|---|---|
| 36h | OFSTCOMP1 | 00h |
| 37h | OFSTCOMP2 | 00h |

## 9.2 Register Description

OFSTCOMP1 Register (36h)

| b7 | b6 | b5 | b4 | b3 | b2 | b1 | b0 |
|---|---|---|---|---|---|---|---|
| OFST_RST | OFST_GAIN[3:0] |  |  |  | reserved | reserved | reserved |
| W | R/W | R/W | R/W | R/W | RO | RO | RO |

OFSTCOMP2 Register (37h)

| b7 | b6 | b5 | b4 | b3 | b2 | b1 | b0 |
|---|---|---|---|---|---|---|---|
| OFST_EN | OFST_TRIM[1:0] |  |  |  | reserved | reserved | reserved |
| W | R/W | R/W | R/W | R/W | RO | RO | RO |
"""


def test_map_rows_the_pdf_left_short_of_the_bit_columns() -> None:
    """Sensortek STK8321: the map continued on the next page keeps one cell per merged
    field (``38h | OFSTX | OFST_X[7:0]`` x5 ``| 00h`` under eight bit columns): the
    cells spread over the bits again where their declared widths (one bit for a name
    declaring none) add up to the register's, the reset column keeping its place. A
    row whose widths do not add up (FIFODATA: 8 + 6) gives no fields."""
    regs = _regs(_device(SENSORTEK_MAP))
    assert _fields(regs[0x38]) == {"OFST_X": (7, 0)} and regs[0x38].reset_value == 0
    assert _fields(regs[0x3D]) == {"FIFO_WM_LV": (6, 0)}
    assert _fields(regs[0x3E]) == {
        "FIFO_MODE": (7, 5),
        "FIFO_INTERVAL": (3, 2),
        "FIFO_DATA_SEL": (1, 0),
    }
    assert regs[0x3E].reset_value == 0x05
    assert _fields(regs[0x3F]) == {}


def test_a_merged_cell_named_in_its_first_column_over_empty_ones() -> None:
    """Sensortek: a figure's merged cell prints its name in its first column and leaves
    the others empty (``OFST_GAIN[3:0]`` then three empty cells): the field covers them
    when its declared width is the cell and the empty ones after it."""
    regs = _regs(_device(SENSORTEK_FIGURE))
    assert _fields(regs[0x36]) == {"OFST_RST": (7, 7), "OFST_GAIN": (6, 3)}
    # a name declaring fewer bits than its cell and the empty ones after it: not spread
    assert "OFST_TRIM" not in _fields(regs[0x37])


NXP_CODED_SECTIONS = """## 10.1 HC control and status registers

### 10.1.1 HcRevision register (R: 00H)

Code (Hex): 00 — read only

Bit 31 30 29 28 27 26 25 24

| Bit | Symbol | Description |
|---|---|---|
| 31 to 8 | - | reserved |
| 7 to 0 | REV[7:0] | Revision |

### 10.1.2 HcControl register (R/W: 01H/81H)

Code (Hex): 01 — read

Code (Hex): 81 — write

Bit 31 30 29 28 27 26 25 24

| Reset | 0 0 0 0 0 0 0 0 |
|---|---|

Bit 7 6 5 4 3 2 1 0

| Reset | 0 0 0 0 0 0 0 0 |
|---|---|

| Bit | Symbol | Description |
|---|---|---|
| 31 to 11 | - | reserved |
| 10 | RWE | RemoteWakeupEnable |

9 RWC RemoteWakeupConnected: This bit indicates whether the HC supports remote wake-up.

1 ms later the HC sends SOFs.

8 - reserved

7 to 6 HCFS HostControllerFunctionalState for USB:

00B — USBReset

5 to 0 - reserved

### 10.1.3 HcScratch register (R/W: 28H/A8H)

Bit 15 14 13 12 11 10 9 8

Symbol Scratch[15:8]

| Reset | 0 0 1 0 1 1 1 0 | 0 0 1 0 1 1 1 0 |
|---|---|---|
| Access | R/W R/W R/W R/W R/W R/W R/W R/W | R/W R/W R/W R/W R/W R/W R/W R/W |

Bit 7 6 5 4 3 2 1 0

Symbol Scratch[7:0]

| Reset | 1 1 0 1 1 1 1 1 |
|---|---|
| Access | R/W R/W R/W R/W R/W R/W R/W R/W |

| Bit | Symbol | Description |
|---|---|---|
| 15 to 0 | Scratch | Scratch register |

### 10.1.4 HcSoftwareReset register (W: A9H)

| Bit | Symbol | Description |
|---|---|---|
| 15 to 0 | Reset | Write F6H to reset |
"""


def test_nxp_sections_keyed_by_their_command_codes() -> None:
    """NXP (Philips) USB controllers: ``HcControl register (R/W: 01H/81H)`` sections,
    no map: each register at its first (read) code, a write-only one at its write code,
    its access from the heading, its width from the highest ``Bit 31 30 .. 24``
    allocation line and its reset from the blocks' ``Reset`` rows when they give every
    bit; the field tables under the headings give the fields."""
    regs = _regs(_device(NXP_CODED_SECTIONS))
    assert sorted(regs) == [0x00, 0x01, 0x28, 0xA9]
    assert regs[0x01].name == "HcControl" and regs[0x01].size == 32
    assert regs[0x01].access == "read-write" and regs[0x00].access == "read-only"
    # (the table's last rows set as lines after it by the PDF: rows again; "1 ms
    # later" is a sentence)
    assert _fields(regs[0x01]) == {"RWE": (10, 10), "RWC": (9, 9), "HCFS": (7, 6)}
    assert regs[0x28].size == 16 and regs[0xA9].access == "write-only"
    # the Reset rows of the allocation blocks: every bit given, or no value
    assert regs[0x28].reset_value == 0x2EDF and regs[0x01].reset_value is None


_D_LABELS = "R/W RS " + " ".join(f"D{b}" for b in range(15, -1, -1))
_D_HEADER = " | ".join(f"D{b}" for b in range(15, -1, -1))


def _cells(*names: str) -> str:
    return " | ".join(names)


ILITEK_SECTIONS = f"""## 7.2. Instruction Descriptions

### 7.2.2. ID code (R00h)

{_D_LABELS}

| {_cells(*"1001001100100101")} |
|{"---|" * 16}

RO 1

### 7.2.3. Driver Output Control (R01h)

{_D_LABELS}

| {_cells(*"00000", "SM", "0", "SS", *"00000000")} |
|{"---|" * 16}

W 1

### 7.2.4. Write Data to GRAM (R22h)

W 1 RAM write data

### 7.2.5. Read Data from GRAM (R22h)

R 1 RAM read data

### 7.2.6. Gate Scan Control (R60h, R61h, R6Ah)

{_D_LABELS}

| W | 1 | {
    _cells(
        "GS",
        "0",
        *[f"NL{b}" for b in range(5, -1, -1)],
        "0",
        "0",
        *[f"SCN{b}" for b in range(5, -1, -1)],
    )
} |
|{"---|" * 18}
| W | 1 | {_cells(*"0000000000000", "NDL", "VLE", "REV")} |
| W | 1 | {_cells(*"0000000", *[f"VL{b}" for b in range(8, -1, -1)])} |

### 7.2.7. Window Position (R50h, R51h)

| R/W | RS | {_D_HEADER} |
|{"---|" * 18}
| W | 1 | {_cells(*"00000000", *[f"HSA{b}" for b in range(7, -1, -1)])} |
| W | 1 | {_cells(*"00000000", *[f"HEA{b}" for b in range(7, -1, -1)])} |

### 7.2.8. Gamma Control (R30h ~ R3Dh)

{_D_LABELS}
"""


def test_ilitek_sections_by_index_with_labels_over_their_figures() -> None:
    """Ilitek ILI9325: no readable map; ``Driver Output Control (R01h)`` sections, a
    line ``R/W RS D15 .. D0`` over a box of the bits alone: each a 16-bit register at
    its index with the box's fields. A section listing indexes (``Gate Scan Control
    (R60h, R61h, R6Ah)``) makes a register at each, the stacked rows theirs in order.
    Two sections of one index (GRAM write and read) are one register; a range
    (``R30h ~ R3Dh``) makes none (its indexes are not all registers)."""
    regs = _regs(_device(ILITEK_SECTIONS))
    assert sorted(regs) == [0x00, 0x01, 0x22, 0x50, 0x51, 0x60, 0x61, 0x6A]
    assert regs[0x01].name == "Driver Output Control" and regs[0x01].size == 16
    assert _fields(regs[0x01]) == {"SM": (10, 10), "SS": (8, 8)}
    assert _fields(regs[0x60]) == {"GS": (15, 15), "NL": (13, 8), "SCN": (5, 0)}
    assert _fields(regs[0x61]) == {"NDL": (2, 2), "VLE": (1, 1), "REV": (0, 0)}
    assert _fields(regs[0x6A]) == {"VL": (8, 0)}
    assert _fields(regs[0x51]) == {"HEA": (7, 0)}


ATMEL_PAGES = """## 8.3 SPI Register Mapping

| Address | Register | Name | Access | Reset State |
|---|---|---|---|---|
| 0x00 | DAC_CTRL | DAC Control | Read/Write | 0x00 |
| 0x01 | DAC_LLIG | DAC Left Line In Gain | Read/Write | 0x05 |
| 0x0D | DAC_AUXG | DAC Auxiliary Input Gain Control | Read/Write | 0x05 |
| 0x11 | PA_CTRL | Power Amplifier Control | Read/Write | 0x00 |

### DAC Control Register

Register Name: DAC_CTRL

Reset State: 0x00

- ONLNIL Left channel line in amplifier

- ONLNIR Right channel line in amplifier

- ONDACL Left channel DAC

- ONDACR Right channel DAC

7 6 5 4 3 2 1 0

| 0 | 0 | 0 | 0 | ONDACR | ONDACL | ONLNIR | ONLNIL |
|---|---|---|---|---|---|---|---|

### DAC Left Line In Gain Register

Register Name: DAC_LLIG

Reset State: 0x05

- LLIG: Left channel line in analog gain selector

7 6 5 4 3 2 1 0

| 0 | 0 | 0 | LLIG |
|---|---|---|---|

### DAC Auxiliary Input Gain Control Register

Register Name: DAC_AUXG

- AUXG: gain

7 6 5 4 3 2 1 0

| 0 | AUXG | AMUTE[1:0] |
|---|---|---|

### PA Control Register

Register Name: PA_CTRL

7 6 5 4 3 2 1 0

| – | APAON | APAPRECH | APALP | GAIN | BOOST |
|---|---|---|---|---|---|
"""


def test_atmel_boxes_under_a_line_of_bit_numbers_their_cells_merged() -> None:
    """Atmel AT73C213: ``7 6 5 4 3 2 1 0`` above a box whose merged cells the PDF keeps
    one each (``0 | 0 | 0 | LLIG``): ``0`` cells one bit, a declared range its width,
    the one undeclared name the bits left over; the ``Register Name: DAC_LLIG`` line
    names the register, else the heading (``DAC Control Register``) by the words the
    map's Name column gives beside the symbol. Two undeclared names share the bits in
    no known way: no fields."""
    regs = _regs(_device(ATMEL_PAGES))
    assert _fields(regs[0x01]) == {"LLIG": (4, 0)}
    # too far above for its "Register Name:" line: the heading names it in the words
    # the map's Name column gives beside the symbol
    assert regs[0x00].description == "DAC Control"
    assert _fields(regs[0x00])["ONDACR"] == (3, 3) and len(_fields(regs[0x00])) == 4
    assert _fields(regs[0x0D]) == {"AUXG": (6, 2), "AMUTE": (1, 0)}
    assert _fields(regs[0x11]) == {}


_LEGEND = " | ".join(["BITS[7:0]"] * 8)


def _se(top: int) -> str:
    return " | ".join(f"ECC{n}_SE" for n in range(top, top - 5, -1))


NXP_PMIC_PAGE = f"""## Table 137. Extended Page 1

| Address | Register Name | TYPE | Default | {_LEGEND} |
|---|---|---|---|---|---|---|---|---|---|---|---|
| Address | Register Name | TYPE | Default | {bit_cells(7, "")} |
| 8A | OTP ECC SE1 | R | 8'bxxx0_0000 | – | – | – | {_se(5)} |
| 8A | OTP ECC SE1 | R | 8'bxxx0_0000 | x | x | x | 0 | 0 | 0 | 0 | 0 |
| 8B | OTP ECC SE2 | R | 8'b0000_0100 | – | – | – | {_se(10)} |
| 8B | OTP ECC SE2 | R | 8'b0000_0100 | 0 | 0 | 0 | 0 | 0 | 1 | 0 | 0 |
| A0 | OTP SW1AB VOLT | R/W | 8'b00xx_xxxx | – | – | {" | ".join(["SW1AB_VOLT[5:0]"] * 6)} |
| A0 | OTP SW1AB VOLT | R/W | 8'b00xx_xxxx | 0 | 0 | x | x | x | x | x | x |
"""


def test_a_legend_header_over_a_row_repeating_its_labels_with_bit_numbers() -> None:
    """NXP PF0100: ``Address | Register Name | TYPE | Default | BITS[7:0]`` x8 over a
    first row repeating those labels with ``7 .. 0`` under the legend: that row is the
    header. Each register's row of bit values under its row of names gives the reset
    when every bit is 0 or 1 and keeps the fields when some are ``x`` (no value; not
    another layout of the register)."""
    regs = _regs(_device(NXP_PMIC_PAGE))
    assert _fields(regs[0x8A])["ECC5_SE"] == (4, 4) and regs[0x8A].reset_value is None
    assert _fields(regs[0x8B])["ECC8_SE"] == (2, 2) and regs[0x8B].reset_value == 0x04
    assert _fields(regs[0xA0]) == {"SW1AB_VOLT": (5, 0)}


BEKEN_LIST = """## Registers List

| Register | Default | Description |
|---|---|---|
| REG_00<15> | 0 | Soft Reset. 1=Reset; 0=Normal. |
| REG_02<15> | Read Only | FSK Tx Finished Interrupt. |
| REG_02<14> | Read Only | FSK FIFO Almost Empty Interrupt Enable. |
| REG_1A<15:12> | 0b0101 | Crystal vReg Bit. |
| REG_1A<11:8> | 0b1000 | Crystal iBit. |

|  |  | 1=Enable, 0=Disable. |
|---|---|---|
| REG_28<15:14> | 0b01 | Expander (AF Rx) Ratio. 00=Disable; 01=1:2 |
| REG_28<13:7> | 0x56 | Expander (AF Rx) 0 dB point(dB) |
| REG_28<6:0> | 0x38 | Expander (AF Rx) noise point(dB) |
| REG_30<15> | 0 | 1=Enable TxCTCSS/CDCSS; 0=Disable |
| REG_44<15:0> | 0x9009 | 300Hz AF Response coefficient for Tx. |
"""


def test_beken_rows_keyed_by_register_and_bits_named_by_their_descriptions() -> None:
    """Beken BK4819: one table of rows ``REG_1A<15:12> | 0b0101 | Crystal vReg Bit.``
    (its pages after the first without a header, one opening with a cell going on):
    the register at the symbol's hex address, a field at the bits named by the label
    its description opens with, the field defaults composing the reset where they cover
    the register. A row opening with a value (``1=Enable ..``) names no field."""
    regs = _regs(_device(BEKEN_LIST))
    assert sorted(regs) == [0x00, 0x02, 0x1A, 0x28, 0x30, 0x44]
    assert regs[0x1A].name == "REG_1A"
    assert _fields(regs[0x1A]) == {"Crystal vReg Bit": (15, 12), "Crystal iBit": (11, 8)}
    assert _fields(regs[0x28]) == {
        "Expander (AF Rx) Ratio": (15, 14),
        "Expander (AF Rx) 0 dB point(dB)": (13, 7),
        "Expander (AF Rx) noise point(dB)": (6, 0),
    }
    assert regs[0x28].reset_value == 0x6B38 and regs[0x44].reset_value == 0x9009
    assert _fields(regs[0x30]) == {}


_D_BITS = " | ".join(f"D{b}" for b in range(7, -1, -1))


def _memsic(address: str, name: str, words: str, access: str, n: int, at: str = "") -> str:
    bracket = f" ({access})" if access else ""
    caption = f"Table {n}: {words}, register {at or address}{bracket}"
    return f"{address}: {name} - {words}{bracket} {caption}"


MEMSIC_TITLES = f"""## USER REGISTERS

{_memsic("0x00", "INT_SRC0", "Shake interrupt sources", "read only", 5)}

| {_D_BITS} |
|{"---|" * 8}
| CHORZ | CHORXY | 0 | 0 | SHYM | SHYP | SHXM | SHXP |

{_memsic("0x00", "INT_CLR0", "Shake interrupt clear", "write only", 6)}

| {_D_BITS} |
|{"---|" * 8}
| ORZC | ORXYC | - | - | SHYMC | SHYPC | SHXMC | SHXPC |

The master writes 1 to clear. {_memsic("0x03", "XOUT Upper", "X-axis output MSB", "", 12)}

| {_D_BITS} |
|{"---|" * 8}
| {" | ".join(f"XOUT[{b}]" for b in range(11, 3, -1))} |

{_memsic("0x0C", "DETECTION", "Orientation and shake, detection", "read/write", 21)}

| {_D_BITS} |
|{"---|" * 8}
| SHM | SHTH[2] | SHTH[1] | SHTH[0] | SHC[1] | SHC[0] | ORC[1] | ORC[0] |

{_memsic("0x0D", "CONTROL", "Mode control", "", 22, at="0x0E")}

| {_D_BITS} |
|{"---|" * 8}
| - | FSR[1] | FSR[0] | Cksel | - | - | 0 | PD |
"""


def test_memsic_titles_with_run_in_captions_over_bit_grids() -> None:
    """MEMSIC MXC400xXC: no map; a line ``0x0C: DETECTION - .. (read/write) Table 21:
    .., register 0x0C (read/write)`` (often run into the paragraph before) over the
    register's bit grid: a register at the address both give, with the grid's fields.
    A write-only register at a read-only one's address (INT_CLR0) is another reading
    of it; a title whose caption gives another address (0x0D, "register 0x0E") none."""
    regs = _regs(_device(MEMSIC_TITLES))
    assert sorted(regs) == [0x00, 0x03, 0x0C]
    assert regs[0x00].name == "INT_SRC0" and regs[0x00].access == "read-only"
    assert _fields(regs[0x00])["CHORZ"] == (7, 7) and "ORZC" not in _fields(regs[0x00])
    assert regs[0x03].name == "XOUT Upper" and _fields(regs[0x03]) == {"XOUT[11:4]": (7, 0)}
    assert _fields(regs[0x0C]) == {"SHM": (7, 7), "SHTH": (6, 4), "SHC": (3, 2), "ORC": (1, 0)}


_A1335_LEGEND = " | ".join(["Addressed Byte (MSB)"] * 8 + ["Addressed Byte + 1 (LSB)"] * 8)
_CRC_SENTENCE = (
    "A SPI packet with an incorrect CRC is discarded, and the CRC error flag set "
    "(bit 8 within Serial register 0x24:0x25)."
)

ALLEGRO_SPANS = f"""## Primary Serial Interface Registers

| Address* (Hex) | Name | Usage |
|---|---|---|
| 02:03 | EWA | Extended Write Address |
| 04:07 | EWD | Extended Write Data |
| 1E:1F | CTRL | Device control |
| 24:25 | ERR | Device error status |
| 30 | SPARE | One byte |

## Bits Map

| Address* (0x00) | Register Symbol | {_A1335_LEGEND} |
|{"---|" * 18}
| Address* (0x00) | Register Symbol | {bit_cells(15, "")} |
| 04:05 | EWD | {" | ".join(["Data for Extended Memory Write (EWD[31:16])"] * 16)} |
| 06:07 | EWD | {" | ".join(["Data for Extended Memory Write (EWD[15:0])"] * 16)} |
| 1E:1F | CTRL | CDS | CDS | HDR | SFR | – | CSR | CXE | CER | {" | ".join(["KEYCODE"] * 8)} |

## SPI Interface

{_CRC_SENTENCE}

| 0 | W-1 R-0 | A5 | A4 | A3 | A2 | A1 | A0 | {" | ".join(f"DI-{b}" for b in range(7, -1, -1))} |
|{"---|" * 16}
"""


def test_allegro_registers_given_as_byte_spans() -> None:
    """Allegro A1335: ``Address (Hex)`` cells giving each register's bytes (``02:03``,
    ``04:07``): a register at the first address, eight bits a byte. A paragraph that
    points at a bit of one (``bit 8 within Serial register 0x24:0x25``) does not give it
    the SPI frame figure under it."""
    regs = _regs(_device(ALLEGRO_SPANS))
    assert sorted(regs) == [0x02, 0x04, 0x1E, 0x24, 0x30]
    assert [regs[a].size for a in (0x02, 0x04, 0x24, 0x30)] == [16, 32, 16, 8]
    assert _fields(regs[0x24]) == {}
    # the bits map: a legend per byte over the bit numbers; a register it splits into
    # two rows of 16 bits gets no fields from them (their bits are not its bits)
    assert _fields(regs[0x1E])["CDS"] == (15, 14) and _fields(regs[0x1E])["KEYCODE"] == (7, 0)
    assert _fields(regs[0x04]) == {} and regs[0x04].size == 32
    assert 0x06 not in regs


AKM_LISTS = f"""## Register Control Mode

**Table 3. Function List**

| Function | Default | Address | Bit | PCM | EXDF | DSD |
|---|---|---|---|---|---|---|
| System Clock Setting in EXDF Mode | 16fs | 00H | ECS | - | Y | - |
| De-emphasis Response | OFF | 01H | DEM[1:0] | Y | - | - |
| Audio Data Interface Format | 32bit MSB | 00H | DIF[2:0] | Y | - | - |
| Sound Quality Select | Off | 08H | SC[2:0] | Y | Y | Y |

## Register Map

| Addr | Register Name | {bit_cells(7, "D")} |
|---|---|---|---|---|---|---|---|---|---|
| 00H | Control 1 | ACKS | EXDF | ECS | AFSD | DIF2 | DIF1 | DIF0 | RSTN |
| 01H | Control 2 | DZFE | DZFM | SD | DFS1 | DFS0 | DEM1 | DEM0 | SMUTE |

## Register Definitions

| Addr | Register Name | {bit_cells(7, "D")} |
|---|---|---|---|---|---|---|---|---|---|
| 01H | Control 2 | DZFE | DZFM | SD | DFS1 | DFS0 | DEM1 | DEM0 | SMUTE |
| R/W | R/W | R/W | R/W | R/W | R/W | R/W | R/W | R/W | R/W |
| Default | Default | 0 | 0 | 1 | 0 | 0 | 0 | 1 | 0 |
"""


def test_akm_function_lists_and_definition_grids() -> None:
    """AKM AK4493: a ``Function | Default | Address | Bit`` list (functions and the bits
    that set them, several per address) is no map: the registers are the map's. The
    definitions repeat a register's row of names, then a row of each bit's access
    (``R/W``) and a row of defaults: the register's reset."""
    regs = _regs(_device(AKM_LISTS))
    assert [regs[a].name for a in sorted(regs)] == ["Control 1", "Control 2"]
    assert _fields(regs[0x00])["DIF"] == (3, 1)
    assert regs[0x01].reset_value == 0x22


AMS_VIRTUAL = """## Register Map

| Addr | Name |
|---|---|
| 0x04 | Configuration |
| 0x05 | Integration Time |

[Figure 29: Configuration Register]

| Addr: 0x04 | Addr: 0x04 | Configuration | Configuration | Configuration |
|---|---|---|---|---|
| Bit | Bit Name | Default | Access | Bit Description |
| 7:0 | SRST | 0 | W | software reset |
| 6 | INT | 0 | R/W | Enable interrupt pin |
| 5:4 | GAIN | 01 | R/W | Gain configuration |
| 3:2 | BANK | 10 | R/W | Measurement mode |
| 1 | DATA_RDY | 0 | R | Data ready to read |
| 0 | FRST | 0 | W | Factory reset |

[Figure 30: Integration Time Register]

| Addr: 0x05 | Addr: 0x05 | Integration Time | Integration Time | Integration Time |
|---|---|---|---|---|
| Bit | Bit Name | Default | Access | Bit Description |
| 7:0 | INT_TIME | 0x14 | R/W | Integration time = value * 2.8 ms |
"""


def test_ams_titles_in_words_and_one_misprinted_field_over_the_others() -> None:
    """ams AS7265x: a figure titled ``Addr: 0x05 | Integration Time`` (words) over its
    field table is the register at 0x05. A field printed over the whole register
    (``SRST`` 7:0) where four fields of their own bits stand is the misprint: it alone
    is left out, not all five."""
    regs = _regs(_device(AMS_VIRTUAL))
    assert _fields(regs[0x05]) == {"INT_TIME": (7, 0)}
    assert _fields(regs[0x04]) == {
        "INT": (6, 6),
        "GAIN": (5, 4),
        "BANK": (3, 2),
        "DATA_RDY": (1, 1),
        "FRST": (0, 0),
    }


_ALLEGRO_GRID_ADDR = " | ".join(["0x1E"] * 8 + ["0x1F"] * 8)
_ALLEGRO_GRID_NAMES = " | ".join(
    ["CDS", "CDS", "HDR", "SFR", "–", "CSR", "CXE", "CER"] + ["KEYCODE"] * 8
)
ALLEGRO_GRID = f"""## Primary Serial Interface Registers

| Address* (Hex) | Name | Usage |
|---|---|---|
| 1E:1F | CTRL | Device control |
| 20:21 | ANG | Current angle |

### Primary Serial Interface Registers Reference

Address: 0x1E:0x1F (CTRL)

| Addr. | {_ALLEGRO_GRID_ADDR} |
|{"---|" * 17}
| Bit | {bit_cells(15, "")} |
| Name | {_ALLEGRO_GRID_NAMES} |
| R/W | {" | ".join(["W"] * 16)} |
| Value | {" | ".join(["0/1"] * 16)} |
| Reset | {" | ".join(["0"] * 15 + ["1"])} |
"""


def test_allegro_labelled_grids_under_a_row_of_byte_addresses() -> None:
    """Allegro A1335: a register's grid of labelled rows (``Bit``, ``Name``, ``R/W``,
    ``Value``, ``Reset``) under a row of its byte addresses (``Addr. | 0x1E`` x8 ``|
    0x1F`` x8): the register at the first address gets the names' fields and the
    Reset row's value."""
    regs = _regs(_device(ALLEGRO_GRID))
    assert _fields(regs[0x1E])["CDS"] == (15, 14) and _fields(regs[0x1E])["KEYCODE"] == (7, 0)
    assert regs[0x1E].reset_value == 0x0001


ROHM_SECTIONS = """## Register Map

| Name | Address | bit width | R/W | Function |
|---|---|---|---|---|
| INFO | 0x0D | 16 | R | Information |
| WIA | 0x0F | 8 | R | Who I am |
| CNTL1 | 0x1B | 8 | R/W | Control setting 1 |
| CNTL2 | 0x1C | 8 | R/W | Control setting 2 |

- Information Register ( 0x0D/0x0E )

| Register | Bit Width | R/W | Address | Description |
|---|---|---|---|---|
| INFO | 16bit | R | 0x0D | Information LSB |
| INFO | 16bit | R | 0x0E | Information MSB |

default value 0x0101

- Who I am Register ( 0x0F )

| Register | Bit Width | R/W | Address | Description |
|---|---|---|---|---|
| WIA | 8bit | R | 0x0F | Who I am |

default value 0x41

- Control setting1 Register ( 0x1B )

| Register | Bit Width | R/W | Address | Description |
|---|---|---|---|---|
| CNTL1 | 8bit | R/W | 0x1B | Control setting |

default value 0x22

| Bit | Name | R/W | Description |
|---|---|---|---|
| 7 | PC1 | R/W | Power Control 0 : PowerDown 1 : Active |
| 6 | Reserved | R/W | Reserved Write 0 |
| 5 | RST_LV | R/W | Logic reset control |
| 4:3 | ODR | R/W | Output data rate |

### TENTATIVE

- Control setting2 Register ( 0x1C )

| Register | Bit Width | R/W | Address | Description |
|---|---|---|---|---|
| CNTL2 | 8bit | R/W | 0x1C | Control setting |

default value 0x04

| Bit | Name | R/W | Description |
|---|---|---|---|
| 7:4 | Reserved | R/W | Reserved Write 0000 |
| 3 | DREN | R/W | DRDY terminal enable setting |
| 2 | DRP | R/W | DRDY terminal active setting |
"""


def test_rohm_register_rows_over_their_defaults_and_fields() -> None:
    """ROHM BM1422GMV: each register's one-row table (``CNTL1 | 8bit | R/W | 0x1B``),
    a line ``default value 0x22`` under it, then its ``Bit | Name | R/W`` table (a
    running header may stand as a heading between): the line is the register's reset
    and the field table is its, whatever the heading."""
    regs = _regs(_device(ROHM_SECTIONS))
    assert regs[0x0F].reset_value == 0x41 and regs[0x1B].reset_value == 0x22
    # (one register's byte rows: the value is the register's at its first address)
    assert regs[0x0D].reset_value == 0x0101 and 0x0E not in regs
    assert _fields(regs[0x1B]) == {"PC1": (7, 7), "RST_LV": (5, 5), "ODR": (4, 3)}
    assert _fields(regs[0x1C]) == {"DREN": (3, 3), "DRP": (2, 2)}
    assert regs[0x1C].reset_value == 0x04


_CAL_TITLE = " | ".join(["Addr: 0x17,0x016,0x15,0x014"] * 2 + ["Calibrated Value"] * 3)

AMS_BYTES = f"""## Register Map

| Addr | Name |
|---|---|
| 0x00 | HW Version |
| 0x01 | HW Version |
| 0x14 | Calibrated Value |
| 0x15 | Calibrated Value |
| 0x16 | Calibrated Value |
| 0x17 | Calibrated Value |

[Figure 27: HW Version Registers]

| Addr: 0x00,0x01 | Addr: 0x00,0x01 | HW Version | HW Version | HW Version |
|---|---|---|---|---|
| Bit | Bit Name | Default | Access | Bit Description |
| 15:8 | HW version H | 0x40 | R | Device type |
| 7:0 | HW version L | 0x41 | R | HW version |

[Figure 39: Calibrated Value Register]

| {_CAL_TITLE} |
|---|---|---|---|---|
| Bit | Bit Name | Default | Access | Bit Description |
| 31:24 | CAL_3 | FF | R | Channel R |
| 23:16 | CAL_2 | FF | R | 〃 |
| 15:12 | CAL_1H | A | R | 〃 |
| 11:8 | CAL_1L | 0 | R | 〃 |
| 7:0 | CAL_0 | 20 | R | 〃 |
"""


def test_ams_figures_titled_by_a_list_of_byte_addresses() -> None:
    """ams AS7265x: a figure titled ``Addr: 0x17,0x016,0x15,0x014`` (a value's byte
    registers, most significant first) over rows ``31:24 | CAL_3 | FF`` .. ``7:0``: each
    byte register gets its rows, their bits within the byte; ``FF`` in a Default column
    is hex (a letter). A list counting up gives no byte its rows (review 55: ams maps
    list a little-endian value's low byte first too)."""
    regs = _regs(_device(AMS_BYTES))
    # (an ascending list, "0x00,0x01", does not say which end the value starts at)
    assert not regs[0x00].fields and not regs[0x01].fields
    assert _fields(regs[0x17]) == {"CAL_3": (7, 0)} and regs[0x17].reset_value == 0xFF
    assert _fields(regs[0x15]) == {"CAL_1H": (7, 4), "CAL_1L": (3, 0)}
    assert regs[0x15].reset_value == 0xA0
    assert _fields(regs[0x14]) == {"CAL_0": (7, 0)}


ISSI_COLUMNS = """## Register Definitions

**Table 2 Register Function**

| Address | Name | Function | Table | Default |
|---|---|---|---|---|
| 00h | Shutdown Register | Set software shutdown mode | 3 | 0000 0000 |
| 26h~49h | LED Control Register | Channel 1 to 36 enable bit | 5 | 0000 0000 |
| 4Ah | Global Control Register | Set all channels enable | 6 | 0000 0000 |

**Table 3 00h Shutdown Register**

| Bit | D7:D1 | D0 |
|---|---|---|
| Name | - | SSD |
| Default | 0000 000 | 0 |

The update register is written to load the data. Table 5 26h~49h LED Control Register (OUT1~OUT36)

| Bit | D7:D3 | D2:D1 | D0 |
|---|---|---|---|
| Name | - | SL | OUT |
| Default | 00000 | 00 | 0 |

**Table 6 4Ah Global Control Register**

| Bit | D7:D4 | D3:D1 | D0 |
|---|---|---|---|
| Value | 0110 | AD | 0 |
"""


def test_issi_figures_of_labelled_rows_over_bit_ranges() -> None:
    """ISSI IS31FL3236A: ``Bit | D7:D3 | D2:D1 | D0`` over ``Name`` and ``Default`` rows,
    captioned ``Table 5 26h~49h LED Control Register`` (the address before the words,
    the caption run into the paragraph above): a field per column on the register the
    map names so there (a run of 36 shares the layout). A ``Value`` row, a bus
    address's bits, gives no field."""
    regs = _regs(_device(ISSI_COLUMNS))
    assert _fields(regs[0x00]) == {"SSD": (0, 0)}
    assert _fields(regs[0x26]) == {"SL": (2, 1), "OUT": (0, 0)}
    assert _fields(regs[0x4A]) == {}


EPSON_DIGITS = f"""## 8.2.1 Register table

| Address | Function | {bit_cells(7, "bit ")} |
|---|---|---|---|---|---|---|---|---|---|
| 0 | Seconds |  | S40 | S20 | S10 | S8 | S4 | S2 | S1 |
| 9 | Alarm_W ; Hour |  |  | WH20 | WH10 | WH8 | WH4 | WH2 | WH1 |
| A | Alarm_W ; Weekday |  | WW6 | WW5 | WW4 | WW3 | WW2 | WW1 | WW0 |
| E | Control 1 | WALE | DALE | /12 , 24 | /CLEN2 | TEST | CT2 | CT1 | CT0 |
| F | Control 2 | VDSL | VDET | /XST | PON | /CLEN1 | CTFG | WAFG | DAFG |
"""


def test_epson_addresses_one_hex_digit_each() -> None:
    """Epson RX-8025: an address column of single digits counting up past ``9`` to
    ``A`` .. ``F``: hex, each a register (before, the letters read as no address)."""
    regs = _regs(_device(EPSON_DIGITS))
    assert sorted(regs) == [0x00, 0x09, 0x0A, 0x0E, 0x0F]
    assert regs[0x0F].name == "Control 2" and _fields(regs[0x0E])["TEST"] == (3, 3)


PHY_SECTIONS = """## 6.2. UTP MII Register

### 6.2.1. Basic Control Register (0x00)

Table 34. Basic Control Register (0x00)

| Bit | Symbol | Access | Default | Description |
|---|---|---|---|---|
| 15 | Reset | RW SC | 0x0 | PHY Software Reset. |
| 14 | Loopback | RW | 0x0 | Internal loopback control |
| 12 | Autoneg_En | RW | 0x1 | Auto-negotiation enable |

### 6.2.2. Basic Status Register (0x01)

| Bit | Symbol | Access | Default | Description |
|---|---|---|---|---|
| 5 | Autoneg_Complete | RO | 0x0 | Auto-negotiation complete |
| 2 | Link_Status | RO | 0x0 | Link status |

### 6.2.5. Auto-Negotiation Advertisement (0x04)

| Bit | Symbol | Access | Default | Description |
|---|---|---|---|---|
| 11 | Asym_Pause | RW | 0x1 | Asymmetric pause |
| 10 | Pause | RW | 0x1 | Pause capability |

## 6.4. UTP LDS Register

### 6.4.1. LRE Control (0x00)

| Bit | Symbol | Access | Default | Description |
|---|---|---|---|---|
| 15 | LRE_Reset | RW | 0x0 | LRE reset |

## 6.5. Device Address

The EEPROM answers at its bus address (0x50) when the strap pin is high.
"""


def test_phy_register_sections_named_in_words() -> None:
    """Motorcomm YT8521S: no map; ``Basic Control Register (0x00)`` sections (a caption
    line may stand before their field table), a name in words and its address: each a
    register with its table's fields. A later group redefining those addresses (the
    LDS view of the MII registers) is another reading of the space, left out; a
    bracketed number in prose is no register."""
    regs = _regs(_device(PHY_SECTIONS))
    assert sorted(regs) == [0x00, 0x01, 0x04]
    assert regs[0x00].name == "Basic Control Register"
    assert _fields(regs[0x00]) == {"Reset": (15, 15), "Loopback": (14, 14), "Autoneg_En": (12, 12)}
    assert _fields(regs[0x04]) == {"Asym_Pause": (11, 11), "Pause": (10, 10)}


CIRRUS_DEFAULT_ROWS = """## 10. Register Quick Reference

| Addr | Function | 7 | 6 | 5 | 4 | 3 | 2 | 1 | 0 |
|---|---|---|---|---|---|---|---|---|---|
| 01h | Chip ID & Version | ID4 | ID3 | ID2 | ID1 | ID0 | REV2 | REV1 | REV0 |
| 01h | Chip ID & Version | 0 | 0 | 0 | 1 | 0 | 0 | 0 | 0 |
| 02h | Clock Control | PDN | FSWCLK | SWCLK | RMCK_CTL1 | RMCK_CTL0 | INT1 | INT0 | Reserved |
| 02h | Clock Control | 1 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
| 11h | Receiver Channel Status | AUX3 | AUX2 | AUX1 | AUX0 | PRO | COPY | ORIG | EMPH |
| 16h | Receiver Status | CS_UPDATE | RATE1 | RATE0 | RX_LOCK | VERR | CERR | BERR | PERR |
| 16h | Receiver Status | 0 | RATE1 | RATE0 | RX_LOCK | VERR | CERR | BERR | PERR |
"""


def test_a_row_of_defaults_under_the_register_s_row_of_names() -> None:
    """Cirrus Logic CS8422: the map gives a register's row of bit names, then under
    the same address and name (cells the PDF repeats) a row of its bits' defaults: the
    fields stay and that row is the reset. A second row that is not all 0/1 gives
    none."""
    regs = _regs(_device(CIRRUS_DEFAULT_ROWS))
    assert regs[0x01].reset_value == 0x10 and _fields(regs[0x01])["ID"] == (7, 3)
    assert regs[0x02].reset_value == 0x80 and _fields(regs[0x02])["RMCK_CTL"] == (4, 3)
    assert regs[0x11].reset_value is None and regs[0x16].reset_value is None


AXP_RUNS = """### 6.13.1 Register List

| Address | Description | R/W |
|---|---|---|
| 0X00 | PMU status1 | R |
| 0X10 | PMU common configure | RW |
| 0X12 | BATFET control | RW |
| 0X13 | Die temperature control | RW |
| 0X1A | Low Battery warning threshold setting | RW |
| 0X23 | PWROFF of DCDC OVP/UVP control | RW |
| 0X34-3D | ADC data | RW |
| 0X40-0X42 | IRQ Enable | RW |
| 0X48-0X4A | IRQ Status | RW |
| 0X80 | DCDCS ON/OFF and DVM control | RW |
| 0X90 | LDOS ON/OFF control | RW |
| 0XA2 | Fuel gauge control | RW |

### 6.13.2 Register Description

#### 6.13.2.16 REG 1A：Low Battery warning threshold setting

| Bit | Description | R/W | Reset | Default |
|---|---|---|---|---|
| 7:0 | low battery warning levels | RW | POR | A1h |

#### 6.13.2.40 REG 40：IRQ Enable 0

| Bit | Description | R/W | Reset | Default |
|---|---|---|---|---|
| 7:0 | IRQ enables 0: disable 1: enable | RW | System Reset | FFh |

#### 6.13.2.87 REG A2：Fuel gauge control

#### 6.13.2.41 REG 41：IRQ Enable 1

| Bit | Description | R/W | Reset | Default |
|---|---|---|---|---|
| 7:0 | IRQ enables 0: disable 1: enable | RW | System Reset | 5Fh |

#### 6.13.2.42 REG 42：IRQ Enable 2

| Bit | Description | R/W | Reset | Default |
|---|---|---|---|---|
| 7:0 | IRQ enables 0: disable 1: enable | RW | System Reset | 0Ch |

#### 6.13.2.43 REG 48：IRQ Status 0

| Bit | Description | R/W | Reset | Default |
|---|---|---|---|---|
| 7:0 | IRQ flags, write 1 to clear | RW | System Reset | 00h |
"""


def test_a_run_whose_every_address_has_its_own_section() -> None:
    """X-Powers AXP2101: the list's ``0X40-0X42 | IRQ Enable`` run, each of whose
    addresses a section titles (``REG 40：IRQ Enable 0`` .. ``REG 42：IRQ Enable 2``),
    is those three registers, named by their sections, each with its own table's reset;
    a run not every address of which has a section (``0X48-0X4A``: only ``REG 48``)
    stays one run (sections numbered in hex: ``REG 1A：`` among them). ``0X34-3D`` is the
    run 0x34..0x3D. A description that goes on as a
    phrase (``PWROFF of DCDC ..``, ``DCDCS ON/OFF and ..``) is the register's whole name."""
    regs = _regs(_device(AXP_RUNS))
    assert {a: r.name for a, r in regs.items() if 0x40 <= a <= 0x42} == {
        0x40: "IRQ Enable 0",
        0x41: "IRQ Enable 1",
        0x42: "IRQ Enable 2",
    }
    assert [regs[a].reset_value for a in (0x40, 0x41, 0x42)] == [0xFF, 0x5F, 0x0C]
    assert regs[0x48].name == "IRQ Status" and 0x49 not in regs
    assert regs[0x34].name == "ADC data"
    assert regs[0x23].name == "PWROFF of DCDC OVP/UVP control"
    assert regs[0x80].name == "DCDCS ON/OFF and DVM control"
    assert regs[0x90].name == "LDOS ON/OFF control"


ST_NFC = """### 1.3 Registers

**Table 18. Registers map**

| Address (hex) | Main function | Content | Comment |  |
|---|---|---|---|---|
| 00 | IO configuration | IO configuration register 1 | Set to default state only at power-up | RW |
| 01 | IO configuration | IO configuration register 2 | Set to default state only at power-up | RW |
| 0A | Configuration | Receiver configuration register 1 | - | RW |
| 20 | Display | A/D converter output register | - | R |

### 1.3.11 Receiver configuration register 1

Address: 0Ah Type: RW

**Table 36. Receiver configuration register 1**

| Bit | Name | Default | Function | Comments(1) |
|---|---|---|---|---|
| 7 | ch_sel | 0 | 0: Enable AM channel 1: Enable PM channel | Channel select |
| 6 | amd_sel | 0 | 0: Peak detector 1: Mixer | AM demodulator type |
| 5 | lp2 | 0 | Low pass control | 〃 |
| 4 | lp1 | 0 | 〃 | 〃 |
| 3 | lp0 | 0 | 〃 | 〃 |
| 2 | h200 | 0 | First stage zero | 〃 |
| 1 | h80 | 0 | 〃 | 〃 |
| 0 | z12k | 0 | 〃 | 〃 |

### 1.3.33 A/D converter output register

Address: 20h Type: R

**Table 59. A/D converter output register**

| Bit | Name | Default | Function | Comments(1) |
|---|---|---|---|---|
| 7 | ad7 | - | Displays result of last A/D conversion. | - |
| 6 | ad6 | - | 〃 | - |
| 5 | ad5 | - | 〃 | - |
| 4 | ad4 | - | 〃 | - |
| 3 | ad3 | - | 〃 | - |
| 2 | ad2 | - | 〃 | - |
| 1 | ad1 | - | 〃 | - |
| 0 | ad0 | - | 〃 | - |

1. At power-up and after Set Default command content of this register is set to 0.
"""


def test_a_content_column_of_register_names_and_captions_naming_registers_in_words() -> None:
    """ST ST25R3911B: ``Address (hex) | Main function | Content | Comment`` names its
    registers in the Content column (``Receiver configuration register 1``); the caption
    ``Table 36. Receiver configuration register 1`` under ``Address: 0Ah`` is register
    0x0A's (its "register 1" is a name's number, not address 1), and a field table's
    names that read as hex numbers (``ad7`` .. ``ad0``) are names, not addresses."""
    regs = _regs(_device(ST_NFC))
    assert {a: r.name for a, r in regs.items()} == {
        0x00: "IO configuration register 1",
        0x01: "IO configuration register 2",
        0x0A: "Receiver configuration register 1",
        0x20: "A/D converter output register",
    }
    assert regs[0x0A].reset_value == 0x00 and _fields(regs[0x0A])["lp"] == (5, 3)
    assert not regs[0x01].fields
    assert _fields(regs[0x20]) == {"ad": (7, 0)}
    # the note under a display register's table: its content is 0 at power-up
    assert regs[0x20].reset_value == 0
    cleared = ST_NFC.replace("At power-up and after Set Default command c", "C").replace(
        "is set to 0.", "is set to 0 by writing 1 to CLR."
    )
    assert _regs(_device(cleared))[0x20].reset_value is None


MELEXIS_MAP = """## Memory map

The EEPROM, the registers and the RAM share one 16-bit address space.

| Access | Address | Name | Description |
|---|---|---|---|
| Read-only | 0x2405 | ID0[15:0] | Chip ID |
| Read-only | 0x2406 | ID1[15:0] | Chip ID |
| R/W | 0x24D4 | EE_CONTROL | EEPROM control |
| - | - | Melexis reserved |  |

**REGISTER**

| R/W | 0x3000 | REG_I2C_ADDRESS | I2C slave address >> 1 |
|---|---|---|---|
| R/W | 0x3001 | REG_CONTROL | Control register, measurement mode |
| R/W | 0x3FFF | REG_STATUS | Status register: data available |

**Table 7: Memory table**

| Bits | Description |
|---|---|
| 15:8 | Measurement select |
| 7:0 | Refresh rate |

**Table 8: Measurement settings**
"""


def test_a_map_going_on_after_a_group_label_with_its_caption_below() -> None:
    """Melexis MLX90632: the memory table goes on after a group label the PDF set apart
    (``**REGISTER**``), its caption below the last piece (the document sets captions
    below its tables): the piece whose first line is an address after the map's is the
    map's."""
    regs = _regs(_device(MELEXIS_MAP))
    assert {0x3000, 0x3001, 0x3FFF} <= set(regs)
    assert regs[0x3001].name == "REG_CONTROL"


ATHEROS_PHY = """**Table 4-2. Register Summary**

| Offset | Register |
|---|---|
| 0x00 | Control |
| 0x01 | Status |
| 0x14 | Smart Speed |

### 4.1.1 Control

Offset: 0x00 Mode: Read/Write Hardware Reset: 0x3100 Software Reset: See field descriptions

### 4.1.2 Status

Offset: 0x01 Mode: Read-Only Hardware Reset: 0x7949 Software Reset: See field descriptions

### 4.1.13 Smart Speed

Offset: 0x14 Mode: Read/Write Hardware Reset: 0x82C Software Reset: See field descriptions

**Table 4-3. Debug Register Summary**

| Offset | Register |
|---|---|
| 0x00 | Debug register 0 |
| 0x05 | Debug register 5 |

### 4.2.1 Debug register 0

Offset: 0x00 Mode: Read/Write Hardware Reset: 0x02EE Software Reset: Retain
"""


def test_offset_lines_stating_the_hardware_reset() -> None:
    """Atheros AR8035: ``Offset: 0x00 Mode: Read/Write Hardware Reset: 0x3100 Software
    Reset: ...`` under a register's heading gives its reset (the value at power-up) and,
    where no width is stated, the width the value needs (``0x82C``: 16 bits); of two
    maps holding the offset (a debug bank's), the one read last before the line."""
    device = _device(ATHEROS_PHY)
    regs = _regs(device)
    assert [regs[a].reset_value for a in (0x00, 0x01, 0x14)] == [0x3100, 0x7949, 0x082C]
    assert regs[0x14].size == 16
    assert _regs(device, 1)[0x00].reset_value == 0x02EE


CMOSTEK_MAP = """# 1 芯片寄存器介绍

表2. CMT2300A 寄存器描述

| 寄存器名 | 位数 | R/W | 比特名 | 功能说明 |
|---|---|---|---|---|
| CMT 区 |  |  |  |  |
| CUS_CMT1 ~11 0x00 ~ 0x0A (CUS_CMT9 除外) | 内部使用 | 内部使用 | 内部使用 | 内部使用 |
| CUS_CMT9 0x08 | 7 | RW | RSSI_OFFSET_SIGN | RSSI 测量的误差补偿值的符号位。 |
| CUS_RSSI 0x0B | 7:3 | RW | RSSI_OFFSET<4:0> | RSSI 测量的误差补偿值。 |
| 系统区 |  |  |  |  |
| CUS_SYS1 0x0C | 7:6 | RW | LMT_VTR <1:0> | LMT VTR 的电流档位。 |
| CUS_SYS1 0x0C | 5:4 | RW | MIXER_BIAS <1:0> | Mixer 电流档位。 |
| CUS_SYS1 0x0C | 3:0 | RW | RESV | NA |
| CUS_SYS2 0x0D | 7 | RW | LFOSC_RECAL_EN | 0：不使能 1：使能 |
|  | 4 | RW | RX_TIMER_EN | 0：不使能 1：使能 |
|  | 3 | RW | SLEEP_TIMER_EN | 0：不使能 1：使能 |
"""


def test_symbol_and_address_in_one_cell_over_field_rows() -> None:
    """CMOSTEK CMT2300A: ``寄存器名 | 位数 | R/W | 比特名 | 功能说明`` over ``CUS_SYS1 0x0C |
    7:6 | RW | LMT_VTR <1:0> | ..``: the first cell is the register's symbol and address,
    ``位数`` the bits, ``比特名`` the field names (``RESV`` reserved); a row whose cell is
    empty (the merged cell a page break cut) goes on with the register above; the range
    row ``CUS_CMT1 ~11 0x00 ~ 0x0A`` is left out."""
    regs = _regs(_device(CMOSTEK_MAP))
    assert {a: r.name for a, r in regs.items()} == {
        0x08: "CUS_CMT9",
        0x0B: "CUS_RSSI",
        0x0C: "CUS_SYS1",
        0x0D: "CUS_SYS2",
    }
    assert _fields(regs[0x0C]) == {"LMT_VTR": (7, 6), "MIXER_BIAS": (5, 4)}
    assert _fields(regs[0x0D]) == {
        "LFOSC_RECAL_EN": (7, 7),
        "RX_TIMER_EN": (4, 4),
        "SLEEP_TIMER_EN": (3, 3),
    }


def test_a_layout_marked_as_the_default_one_keeps_its_name() -> None:
    """Micro Crystal: ``Hours Alarm (24 hour mode) – default value`` marks the layout in
    force at reset; the field's name is the name less that mark."""
    from hwcc.extract.regmap import clean_name

    assert clean_name("Hours Alarm (24 hour mode) – default value") == "Hours Alarm (24 hour mode)"
    # without a mode in parentheses the mark may be what tells two names apart
    assert clean_name("Output level – default value") == "Output level – default value"


def test_map_rows_named_na_that_name_fields_are_registers() -> None:
    """QST QMA6100P: map rows whose Name cell is the group label ``na`` but whose bit
    cells name fields (``STEP_EN | STEP_SAMPLE_CNT<6:0>``), with access and default, are
    registers; a ``na`` row of reserved bits is none."""
    header = f"| Add. | Name | {bit_cells(7, 'bit')} | R/W | DEF. |"
    md = (
        "## Register map\n\n"
        f"{header}\n|{'---|' * 12}\n"
        "| 0x13 | na | STEP_CLR | STEP_PRECISION<6:0> | STEP_PRECISION<6:0> | STEP_PRECISION<6:0>"
        " | STEP_PRECISION<6:0> | STEP_PRECISION<6:0> | STEP_PRECISION<6:0> | STEP_PRECISION<6:0>"
        " | RW | 7F |\n"
        "| 0x12 | na | STEP_EN | STEP_CNT<6:0> | STEP_CNT<6:0> | STEP_CNT<6:0> | STEP_CNT<6:0>"
        " | STEP_CNT<6:0> | STEP_CNT<6:0> | STEP_CNT<6:0> | RW | 14 |\n"
        "| 0x11 | PM | MODE_BIT | T_RSTB | MCLK | MCLK | MCLK | MCLK | MCLK | MCLK | RW | 40 |\n"
        "| 0x10 | na |  |  |  |  |  |  |  |  | RW | 00 |\n"
    )
    regs = _regs(_device(md))
    assert sorted(regs) == [0x11, 0x12, 0x13]
    assert _fields(regs[0x12]) == {"STEP_EN": (7, 7), "STEP_CNT": (6, 0)}


BELLING_MAP = """## Register list

The registers of the chip:

| Address | Symbol | External R/W | Internal R/W | Bits | Default | Description |
|---|---|---|---|---|---|---|
| Electrical parameter register (read only) | 〃 | 〃 | 〃 | 〃 | 〃 | 〃 |
| 0x00 | I_FAST_RMS | R | W | 24 | 0x000000 | Fast current RMS, unsigned |
| 0x01 | I_WAVE | R | W | 24 | 0x000000 | Current waveform register, signed |
| 0x10 | TPS1 | R | W | 10 | 0x000 | Internal temperature |
| 0x18 | MODE | R/W | R | 16 | 0x0000 | User mode selection register |
| 0x1A | USR_WRPROT | R/W | R | 8 | 0x00 | User write protection |
"""


def test_a_bits_column_of_data_widths() -> None:
    """Shanghai Belling BL0940: a map's ``Bits`` column over 24, 16, 10, 8 gives each
    register's data width (not a field's bit), beside its name and default."""
    regs = _regs(_device(BELLING_MAP))
    assert {a: (r.name, r.size) for a, r in regs.items()} == {
        0x00: ("I_FAST_RMS", 24),
        0x01: ("I_WAVE", 24),
        0x10: ("TPS1", 10),
        0x18: ("MODE", 16),
        0x1A: ("USR_WRPROT", 8),
    }
    assert not any(r.fields for r in regs.values())


AWINIC_LED = """## 10.1 Register list

| Address | Name | R/W | Description |
|---|---|---|---|
| 0x01 | GCR | R/W | Global control register |
| 0x50 | LER1 | R/W | LED enable register 1 |
| 0x57 | IMAX1 | R/W | LED maximum current 1 |
| 0x58 | IMAX2 | R/W | LED maximum current 2 |
| 0x66-0x6D | R1 ~ R8 | R | Internal data registers |
| 0x7D | WP | R/W | Write protect register |

### 10.2.2 GCR, Global Control Register

**Address: 0x01, R/W, default: 0x0000**

### 10.3.8 IMAX1～IMAX20, LEDx Maximum Output Current Register

**Address: 0x57~0x58, R/W, default: 0x0012**

### 10.3.14 R1~R8, LED Internal Data Register

**Address: 0x66~0x6D, R, default: 0x0000**

### 10.4 Program mode

**Address: 0x7D, R/W, default: 0x0055**
"""


def test_address_lines_with_their_default_under_a_heading_naming_the_register() -> None:
    """Awinic AW9120: ``Address: 0x01, R/W, default: 0x0000`` under ``10.2.2 GCR, Global
    Control Register`` gives GCR its reset, ``0x57~0x58`` each register of the run; under
    a heading naming another register (``Program mode`` over WP's line) nothing."""
    regs = _regs(_device(AWINIC_LED))
    assert regs[0x01].reset_value == 0x0000
    assert regs[0x57].reset_value == 0x12 and regs[0x58].reset_value == 0x12
    assert regs[0x50].reset_value is None and regs[0x7D].reset_value is None
    assert regs[0x66].reset_value == 0  # one run register over the line's addresses


def test_binary_defaults_grouped_in_nibbles() -> None:
    """TI TLV320ADC3101: ``RESET VALUE`` cells in binary grouped from the right (``000
    0001`` for bits 6..0) read as binary."""
    from hwcc.extract.regmap.fieldlist import _field_reset_cell

    assert _field_reset_cell("000 0001", (6, 0)) == 1
    assert _field_reset_cell("0000 0100", (7, 0)) == 4
    assert _field_reset_cell("00 000", (5, 1)) == 0  # zeros in any grouping
    assert _field_reset_cell("1 0", (1, 0)) is None  # two values, not one in nibbles


INJOINIC_SECTIONS = """## 寄存器说明

### SYS_CTL0（charge 使能寄存器）

I2C 地址0XEA 寄存器地址= 0x00

| Bit(s) | Name | Description | R/W | RESET |
|---|---|---|---|---|
| 7 | En_LOADOTP | 开机唤醒重新复位寄存器值使能 | R/W | 1 |
| 6:1 | Reserved |  | R/W | 011111 |
| 0 | En_Charger | Charger 充电使能 | R/W | 1 |

### SYS_CTL1（输入使能寄存器）

I2C 地址0XEA 寄存器地址= 0x01

| Bit(s) | Name | Description | R/W | RESET |
|---|---|---|---|---|
| 7:0 | Vbus_Limit | 输入电流限制 | R/W | 00000101 |

### SYS_CTL2（电池设置）

I2C 地址0XEA 寄存器地址= 0x02

| Bit(s) | Name | Description | R/W | RESET |
|---|---|---|---|---|
| 7：0 | Vset | 充电电压 | R/W | 00001010 |

### SYS_CTL3（说明）

写入前先读取寄存器。

I2C 地址0XEA 寄存器地址= 0x03
"""


def test_sections_whose_first_line_states_the_register_address() -> None:
    """Injoinic IP2368 (no register summary): a heading opening with the register's
    symbol (``SYS_CTL0（charge 使能寄存器）``) over a first line stating its address
    (``I2C 地址0XEA 寄存器地址= 0x00``, the device's bus address beside it) defines that
    register; its field table follows. An address stated further down a section names
    no register."""
    regs = _regs(_device(INJOINIC_SECTIONS))
    assert {a: r.name for a, r in regs.items()} == {0: "SYS_CTL0", 1: "SYS_CTL1", 2: "SYS_CTL2"}
    assert regs[0].reset_value == 0xBF and _fields(regs[0])["En_Charger"] == (0, 0)
    # (under a heading that does not say "register": the address line above says so;
    # "7：0" with a full-width colon is bits 7..0)
    assert _fields(regs[2]) == {"Vset": (7, 0)} and regs[2].reset_value == 0x0A


DIALOG_TABLES = """## 15.1 Register map

| Addr | Function | 7 | 6 | 5 | 4 | 3 | 2 | 1 | 0 |
|---|---|---|---|---|---|---|---|---|---|
| 0x03 | PLL_STATUS | - | - | - | - | PLL_BYPASS | PLL_MCLK | PLL_SRM | PLL_LOCK |
| 0x06 | MIC_1_GAIN_STATUS | - | - | - | - | - | MIC_1_GAIN | MIC_1_GAIN | MIC_1_GAIN |

### 15.2 Status registers

| Register address | Bit | Type | Label | Default | Description |
|---|---|---|---|---|---|
| 0x03 PLL_STATU S | 7:4 | R | (reserved) | 0000 |  |
| 0x03 PLL_STATU S | 3 | R | PLL_BYPASS | 1 | PLL in bypass mode |
| 0x03 PLL_STATU S | 2:0 | R | PLL_STATE | 010 | PLL state |
| 0x06 MIC_1_GAI N_STATUS | 7:3 | R | (reserved) | 00000 |  |
| 0x06 MIC_1_GAI N_STATUS | 2:0 | R | MIC_1_GAIN | 001 | Actual gain |
"""


def test_register_address_cells_holding_the_name_too() -> None:
    """Dialog DA7212: per-register tables ``Register address | Bit | Type | Label |
    Default | Description`` over ``0x03 PLL_STATU S`` (the address, then the register's
    name the cell wrapped) give each register its fields' defaults: its reset."""
    regs = _regs(_device(DIALOG_TABLES))
    assert regs[0x03].reset_value == 0x0A
    assert regs[0x06].reset_value == 0x01


AWINIC_CJK = """## 9.2 寄存器位列表

| Addr | Name | W/R | Bit7 | Bit6 | Bit5 | Bit4 | Bit3 | Bit2 | Bit1 | Bit0 |
|---|---|---|---|---|---|---|---|---|---|---|
| 01h | GCR | WR | LIE2 | LIE1 | LIE0 | - | - | - | - | ENABLE |
| 31h | LCFG0 | WR | 0 | FO | FI | MD | 0 | 0 | CUR | CUR |
| 32h | LCFG1 | WR | 0 | FO | FI | MD | 0 | 0 | CUR | CUR |
| 37h | LED0T0 | WR | 0 | T1 | T1 | T1 | 0 | T2 | T2 | T2 |
| 3Ah | LED1T0 | WR | 0 | T1 | T1 | T1 | 0 | T2 | T2 | T2 |

## 9.3 寄存器详细描述

### 9.3.2 全局控制寄存器GCR

**地址：01h（缺省值00h），可读写**

### 9.3.5 LED模式配置寄存器，LCFG0~1

**地址：31~32h （缺省值 01h），可读写**

### 9.3.7 T1&T2时间配置寄存器,LEDiT0

**地址：37h,3Ah（缺省值 33h），可读写**
"""


def test_chinese_address_lines_with_their_default() -> None:
    """Awinic AW2013: ``地址：01h（缺省值00h），可读写`` (address, default, read/write) over
    each register's figure gives its reset; a range (``31~32h``) or a list (``37h,3Ah``)
    gives each register it names that default."""
    regs = _regs(_device(AWINIC_CJK))
    assert [regs[a].reset_value for a in (0x01, 0x31, 0x32, 0x37, 0x3A)] == [0, 1, 1, 0x33, 0x33]


def _silergy(
    line: str = "REG0B(Read only)", follows: str = "| BIT | Name | POR | DESCRIPTION |"
) -> str:
    # Silergy: no summary; "REG00" alone on a line over each register's field table
    def section(label: str, rows: str) -> str:
        return f"{label}\n\n{follows}\n|---|---|---|---|\n{rows}\n"

    return "## I2CRegisters\n\nAddress: 6AH\n\n" + "\n".join(
        (
            section(
                "REG00",
                "| 7 | EN_HIZ | 0 | Enable HIZ mode |\n| 5:0 | IINLIM[5:0] | 001000 | limit |",
            ),
            section(
                "REG01", "| 7:6 | BHOT[1:0] | 00 | boost hot |\n| 5 | BCOLD | 0 | boost cold |"
            ),
            section("REG0A", "| 7:4 | BOOSTV[3:0] | 0111 | boost voltage |"),
            section(
                line, "| 7:5 | VBUS_STAT[2:0] | NA | status |\n| 2 | PG_STAT | NA | power good |"
            ),
        )
    )


def test_registers_numbered_on_lines_over_their_field_tables() -> None:
    regs = _regs(_device(_silergy()))
    assert {a: r.name for a, r in regs.items()} == {
        0x00: "REG00",
        0x01: "REG01",
        0x0A: "REG0A",
        0x0B: "REG0B",
    }
    assert _fields(regs[0x00]) == {"EN_HIZ": (7, 7), "IINLIM": (5, 0)}
    assert regs[0x00].reset_value is None  # bit 6 states no default
    assert regs[0x0A].reset_value is None
    assert regs[0x0B].access == "read-only"
    assert _fields(regs[0x0B]) == {"VBUS_STAT": (7, 5), "PG_STAT": (2, 2)}


def test_a_numbered_line_over_another_table_is_no_register() -> None:
    # "REG0B" over a table that does not number bits: a mention, no register
    device = _device(_silergy().replace("REG00\n\n| BIT |", "REG00\n\n| Step |"))
    regs = {r.address_offset for p in device.peripherals for r in p.registers} if device else set()
    assert 0x00 not in regs


def test_a_part_number_heading_names_the_device() -> None:
    # ST: the PDF title names no part, the opening heading "# L6470" does
    markdown = "# L6470\n\ndSPIN motor driver\n\nThe L6470 drives, the L6470 counts.\n\n" + (
        "## Registers\n\n| Address | Name | Reset |\n|---|---|---|\n"
        "| 0x01 | ABS_POS | 0x00 |\n| 0x02 | EL_POS | 0x00 |\n| 0x03 | MARK | 0x00 |\n"
    )
    result = ParseResult("d", "dSPIN fully integrated motor driver", "datasheet", markdown, "")
    device = extract_register_map(result).device
    assert device is not None and device.name == "L6470"
    later = "Intro\n\n" + "x\n" * 2100 + markdown
    result = ParseResult("d", "dSPIN fully integrated motor driver", "datasheet", later, "")
    device = extract_register_map(result).device
    assert device is not None and device.name != "L6470"
    # a part named once only, a document's number, a second-level heading: no part
    for text in (
        markdown.replace("The L6470 drives, the L6470 counts.", ""),
        markdown.replace("L6470", "AN4144"),
        markdown.replace("# L6470", "## L6470"),
    ):
        result = ParseResult("d", "dSPIN fully integrated motor driver", "datasheet", text, "")
        device = extract_register_map(result).device
        assert device is not None and device.name == "dSPIN fully integrated motor driver"


def test_a_width_stated_for_the_bus_registers() -> None:
    # Renesas: "The ISL9238 SMBus registers are 16 bits, so ..."
    def widths(sentence: str) -> set[int]:
        markdown = (
            f"## SMBus\n\n{sentence}\n\n## Register summary\n\n| Name | Address | Access |\n"
            "|---|---|---|\n| Control0 | 0x39 | R/W |\n| Control1 | 0x3C | R/W |\n"
            "| Info1 | 0x3A | R |\n"
        )
        return {r.size for r in _regs(_device(markdown)).values()}

    assert widths("The ISL9238 and ISL9238A SMBus registers are 16 bits, so it fits.") == {16}
    assert widths("The SMBus address is 16 bits wide in this note.") == {8}


def _akm(summary_reset: str = "Soft Reset", between: str = "") -> str:
    # AKM AK9750: a summary with a "Soft Reset" column of Enable/Disable, the detail
    # map, then each register's own figure with a Reset row
    detail = "| Address | Name | D7 | D6 | D5 | D4 | D3 | D2 | D1 | D0 |\n" + "|---" * 10 + "|\n"
    return (
        "## 13 Register map\n\n"
        f"| Name | Address | {summary_reset} | R/W | Content |\n|---|---|---|---|---|\n"
        "| WIA1 | 00H | Disable | R | Company code |\n| INTST | 04H | Enable | R | Interrupts |\n"
        "| ST1 | 05H | Enable | R | Status 1 |\n| IR1L | 06H | Enable | R | IR1 low |\n"
        "| IR2L | 08H | Enable | R | IR2 low |\n\n"
        "## 14 Register descriptions\n\n"
        + detail
        + "| 00H | WIA1 | 0 | 1 | 0 | 0 | 1 | 0 | 0 | 0 |\n"
        "| 04H | INTST | 1 | 1 | 1 | IR13H | IR13L | IR24H | IR24L | DR |\n"
        "| 05H | ST1 | 1 | 1 | 1 | 1 | 1 | 1 | DOR | DRDY |\n"
        "| 06H | IR1L | IR1_7 | IR1_6 | IR1_5 | IR1_4 | IR1_3 | IR1_2 | IR1_1 | IR1_0 |\n"
        "| 08H | IR2L | IR2_7 | IR2_6 | IR2_5 | IR2_4 | IR2_3 | IR2_2 | IR2_1 | IR2_0 |\n\n"
        + between
        + detail
        + "| 04H | INTST |  |  |  | IR13H | IR13L | IR24H | IR24L | DR |\n"
        "| Reset | Reset | 1 | 1 | 1 | 0 | 0 | 0 | 0 | 0 |\n"
        "| 05H | ST1 |  |  |  |  |  |  | DOR | DRDY |\n"
        "| Reset | Reset | 1 | 1 | 1 | 1 | 1 | 1 | 0 | 0 |\n"
        "| 06,08 H | IRxL | IRxL_7 | IRxL_6 | IRxL_5 | IRxL_4 | IRxL_3 | IRxL_2 |"
        " IRxL_1 | IRxL_0 |\n"
        "| 07,09 H | IRxH | IRxH_15 | IRxH_14 | IRxH_13 | IRxH_12 | IRxH_11 | IRxH_10 |"
        " IRxH_9 | IRxH_8 |\n"
        "| Reset | Reset | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |\n"
    )


def test_reset_rows_under_registers_shown_again() -> None:
    regs = _regs(_device(_akm()))
    assert regs[0x00].reset_value == 0x48  # its bits printed in the detail map
    # each figure's Reset row to its own register, not to the detail map's rows above
    assert regs[0x04].reset_value == 0xE0
    assert regs[0x05].reset_value == 0xFC
    # a row for a list of addresses is read as none of them
    assert regs[0x06].reset_value is None and regs[0x08].reset_value is None
    assert _fields(regs[0x06])["IR1_7"] == (7, 7)


def test_a_row_for_a_list_of_addresses_keeps_the_figures_table() -> None:
    # the figures in a section of their own: two of four rows give one address each, the
    # other two a list; the table is read all the same (the listed rows as nothing)
    regs = _regs(_device(_akm(between="### 14.2 Registers one by one\n\n")))
    assert regs[0x04].reset_value == 0xE0
    assert regs[0x06].reset_value is None


def test_registers_a_section_lists_belong_to_the_bank_whose_map_holds_them() -> None:
    # TDK: section 5.4 lists OFFSET_USER0 .. at 0x77h .. before the maps; the bank 4 map
    # holds them, the bank 0 map does not
    text = (LAYOUTS / "offsets_in_another_bank.md").read_text(encoding="utf-8")
    device = _device(text)
    assert device is not None
    assert sorted(_regs(device)) == [0x11, 0x75, 0x76]
    assert sorted(_regs(device, 1)) == [0x76, 0x77, 0x78, 0x79]

    # a bank read from field tables alone keeps them (Semtech: the LoRa registers the
    # FSK summary also names, RegOpMode at 0x01 with its LoRa-mode fields)
    def bank(*regs: _Reg) -> _Map:
        return _Map(None, "", {r.first: r for r in regs})

    names = ("RegFifo", "RegOpMode", "RegPaConfig")
    fsk = bank(*(_Reg(n, a, a, 1, summary=True) for a, n in enumerate(names)))
    lora = bank(*(_Reg(n, a, a, 9) for a, n in enumerate(names)))
    moved_to_their_bank([fsk, lora])
    assert sorted(lora.regs) == [0, 1, 2]
    # beside a summary of its own, the same registers go
    lora.regs[0x40] = _Reg("RegIrqFlags", 0x40, 0x40, 9, summary=True)
    moved_to_their_bank([fsk, lora])
    assert sorted(lora.regs) == [0x40]
    # one register another bank's map holds may be in every bank (a bank select): stays
    one = bank(_Reg("REG_BANK_SEL", 0x76, 0x76, 2), _Reg("WHO_AM_I", 0x75, 0x75, 2, summary=True))
    moved_to_their_bank([one, bank(_Reg("REG_BANK_SEL", 0x76, 0x76, 5, summary=True))])
    assert sorted(one.regs) == [0x75, 0x76]


def _tmp468(names_words: int = 2) -> str:
    # TI TMP468: "PTR | POR | LOCK | <BIT DESCRIPTION merged over 16 columns> | REGISTER
    # DESCRIPTION" over "(HEX) | (HEX) | (Y/N) | 15 .. 0 | REGISTER DESCRIPTION"
    merged = " | ".join(["TMP468 FUNCTIONAL REGISTER - BIT DESCRIPTION"] + ["〃"] * 15)
    numbers = " | ".join(str(b) for b in range(15, -1, -1))

    def row(ptr: str, por: str, bits: list[str], name: str) -> str:
        return f"| {ptr} | {por} | N/A | {' | '.join(bits)} | {name} |\n"

    lt = [f"LT{b}" for b in range(12, -1, -1)] + ["0", "0", "0"]
    rt = [f"RT{b}" for b in range(12, -1, -1)] + ["0", "0", "0"]
    long = " ".join(["Remote Temperature 1 (Block Read Range"] + ["Auto"] * names_words) + ")"
    return (
        "## 7.6 Register Maps\n\n**Table 3. TMP468 Register Map**\n\n"
        f"| PTR | POR | LOCK | {merged} | REGISTER DESCRIPTION |\n" + "|---" * 20 + "|\n"
        f"| (HEX) | (HEX) | (Y/N) | {numbers} | REGISTER DESCRIPTION |\n"
        + row("00", "0000", lt, "Local Temperature")
        + row("01", "0000", rt, "Remote Temperature 1")
        + row("02", "0000", rt, "Remote Temperature 2")
        + row("20", "0000", ["RST"] + ["0"] * 15, "Software Reset Register")
        + row("81", "0000", rt, long)
        + row("C4", "8000", ["LOCK"] + ["0"] * 15, "Lock Register. This locks the registers.")
    )


def test_a_bit_header_merged_over_its_columns_with_the_numbers_under_it() -> None:
    regs = _regs(_device(_tmp468()))
    assert {a: r.name for a, r in regs.items()} == {
        0x00: "Local Temperature",
        0x01: "Remote Temperature 1",
        0x02: "Remote Temperature 2",
        0x20: "Software Reset Register",
        0x81: "Remote Temperature 1 (Block Read Range Auto Auto)",
        0xC4: "Lock Register. This locks the registers.",
    }
    assert all(r.size == 16 for r in regs.values())
    assert _fields(regs[0x00])["LT"] == (15, 3)
    assert _fields(regs[0x20]) == {"RST": (15, 15)}
    assert regs[0xC4].reset_value == 0x8000


def test_register_descriptions_mostly_long_are_no_names() -> None:
    # three of six names in many words: the column describes, it does not name
    text = _tmp468().replace("| Local Temperature |", "| " + "word " * 14 + "|")
    text = text.replace("| Remote Temperature 2 |", "| " + "word " * 14 + "|")
    regs = _regs(_device(text))
    assert regs[0x01].name != "Remote Temperature 1"


def test_a_sentence_over_a_field_table_names_no_register() -> None:
    # TI: the paragraph above a field table is no register's name; a heading is
    sentence = (
        "The THERM Status register reports the state of the THERM limit comparators for "
        "local and eight remote temperatures and is read by accessing pointer 21h"
    )
    assert _title(sentence) == ""
    assert _title("7.6.2 Mode (Address: 0x01)") == "Mode"
    assert _title("Remote Temperature 1 THERM2 Limit Register of the second channel") != ""


def test_binary_defaults_in_spaced_nibbles_with_a_b_mark() -> None:
    # Maxim: "POR STATE" over "0100 1100b", "0010 0XX0b" (pin-strap bits undefined)
    markdown = (
        "## Register Map\n\n| R/W | REGISTER | POR STATE | FUNCTION |\n|---|---|---|---|\n"
        "| R/W | 00h | 0010 0XX0b | Global Configuration |\n"
        "| R/W | 01h | FREQ_START | PWM Frequency |\n| R/W | 02h | 0100 1100b | Fan 1 Config |\n"
        "| R | 10h | 0000 0000b | Fan Fault Status |\n"
    )
    regs = _regs(_device(markdown))
    assert regs[0x02].reset_value == 0x4C
    assert regs[0x10].reset_value == 0
    assert regs[0x01].reset_value is None


def _maxim_fields(headings: str) -> str:
    return (
        "## Register Map\n\n| R/W | REGISTER | POR STATE | FUNCTION |\n|---|---|---|---|\n"
        "| R/W | 00h | 0010 0000b | Global Configuration |\n"
        "| R/W | 02h | 0000 0000b | Fan 1 Configuration |\n"
        "| R/W | 03h | 0000 0000b | Fan 2 Configuration |\n"
        "| R/W | 04h | 0000 0000b | Fan 3 Configuration |\n\n"
        f"{headings}\n\nPower-On Value 0000 0000b\n\n"
        "| BIT 7 | Mode: 0 = PWM mode 1 = RPM mode |\n|---|---|\n"
        "| BITS 6:5 | Spin-Up: sets the spin-up behavior |\n"
        "| BITS 6:5 | 00b | No spin-up |\n| BITS 6:5 | 01b | Half a revolution |\n"
        "| BIT 4 | Control/Monitor: 0 = control 1 = monitor only |\n"
        "| BITS 3:0 | RESERVED |\n"
    )


def test_field_rows_numbered_in_words_with_names_before_a_colon() -> None:
    # Maxim: "BIT 7 | Mode: ..", "BITS 6:5 | Spin-Up: ..", rows of a nested value table
    # under the same bits going on with that field
    regs = _regs(_device(_maxim_fields("## Fan 1 Configuration Register (02h)")))
    assert _fields(regs[0x02]) == {"Mode": (7, 7), "Spin-Up": (6, 5), "Control/Monitor": (4, 4)}


def test_stacked_headings_give_their_registers_one_layout() -> None:
    # Maxim: "Fan 1 .. Fan 3 Configuration Register (02h) .. (04h)" stacked over one table
    stacked = "\n\n".join(f"## Fan {n} Configuration Register (0{n + 1}h)" for n in range(1, 4))
    regs = _regs(_device(_maxim_fields(stacked)))
    for address in (0x02, 0x03, 0x04):
        assert _fields(regs[address])["Spin-Up"] == (6, 5), hex(address)
    # headings with text between them are sections of their own: the last one only
    apart = stacked.replace("(02h)\n\n", "(02h)\n\nThe first fan.\n\n")
    regs = _regs(_device(_maxim_fields(apart)))
    assert regs[0x02].fields == () and regs[0x04].fields
    # a heading of another level is a section of another rank: no run with it
    ranked = stacked.replace("## Fan 1", "# Fan 1")
    regs = _regs(_device(_maxim_fields(ranked)))
    assert regs[0x02].fields == () and regs[0x03].fields


def test_address_lines_with_a_default_value() -> None:
    # Atmel: "**Address: 05H Type: Read/Write Default Value: 143FH**" over its table
    markdown = (
        "## Register List\n\n| Register Address | Register Name | Read/Write Type |\n"
        "|---|---|---|\n| 00H | MeterEn | R/W |\n| 05H | SagPeakDetCfg | R/W |\n"
        "| 10H | DetectCtrl | R/W |\n\n"
        "#### SagPeakDetCfg\n\n**Address: 05H Type: Read/Write Default Value: 143FH**\n\n"
        "| Bit | Name | Description |\n|---|---|---|\n| 15:8 | PeakDet_period | period |\n"
        "| 7:0 | Sag_Period | period |\n\n"
        "#### DetectCtrl\n\n**Address: 10H Type: Read/Write Default Value: xxxxH**\n\n"
        "#### MeterEn\n\n**Address: 00H Type: Read/Write Default Value: 00H**\n"
    )
    regs = _regs(_device(markdown))
    assert regs[0x05].reset_value == 0x143F
    assert regs[0x10].reset_value is None
    assert regs[0x00].reset_value == 0


def test_a_grouping_table_listing_each_byte_of_wider_registers() -> None:
    # Microchip MCP3911: the map gives each register's first address and width; a later
    # table lists every byte ("PHASE | 0x07", "PHASE | 0x08"): bytes, not registers
    markdown = (
        "## 7.0 Internal registers\n\nTABLE 7-1: REGISTER MAP\n\n"
        "| Address | Name | Bits | R/W | Description |\n|---|---|---|---|---|\n"
        "| 0x06 | MOD | 8 | R/W | Modulator output |\n| 0x07 | PHASE | 16 | R/W | Phase delay |\n"
        "| 0x09 | GAIN | 8 | R/W | Gain |\n| 0x0A | STATUSCOM | 16 | R/W | Status |\n\n"
        "TABLE 7-2: REGISTER MAP GROUPING\n\n| Function | Address | READ | WRITE |\n"
        "|---|---|---|---|\n| MOD | 0x06 | TYPE | Static |\n| PHASE | 0x07 | TYPE | Static |\n"
        "| PHASE | 0x08 | TYPE | Static |\n| GAIN | 0x09 | TYPE | Static |\n"
        "| STATUSCOM | 0x0A | TYPE | Static |\n| STATUSCOM | 0x0B | TYPE | Static |\n"
        "| CONFIG | 0x0C | TYPE | Static |\n| MOD | 0x0E | TYPE | Static |\n"
    )
    regs = _regs(_device(markdown))
    assert 0x08 not in regs and 0x0B not in regs
    assert 0x0E in regs  # past MOD's one byte: not MOD's
    assert (regs[0x07].name, regs[0x07].size) == ("PHASE", 16)
    assert regs[0x0C].name == "CONFIG"  # beyond every register's bytes: a register


def test_address_and_name_lines_over_field_tables() -> None:
    # ams AS7024: no summary; "0x10: LED_CFG" over a "Field | Name | Rst | Type" table
    def section(address: str, name: str, rows: str) -> str:
        return (
            f"**{address}: {name}**\n\n| Field | Name | Rst | Type | Description |\n"
            f"|---|---|---|---|---|\n{rows}\n"
        )

    markdown = "## LED driver\n\n" + "\n".join(
        (
            section(
                "0x10",
                "LED_CFG",
                "| 6 | sigref_en | 0 | RW | reference |\n"
                "| 5:4 | sigref_voltage | 0 | RW | voltage |\n| 0 | led1_en | 1 | RW | on |",
            ),
            section("0x12", "LED1_CURRL", "| 7:0 | led1_current | 0 | RW | current |"),
            section("0x14", "LED2_CURRL", "| 7:0 | led2_current | 0 | RW | current |"),
        )
    )
    regs = _regs(_device(markdown))
    assert {a: r.name for a, r in regs.items()} == {
        0x10: "LED_CFG",
        0x12: "LED1_CURRL",
        0x14: "LED2_CURRL",
    }
    assert _fields(regs[0x10]) == {"sigref_en": (6, 6), "sigref_voltage": (5, 4), "led1_en": (0, 0)}
    assert regs[0x12].reset_value == 0
    # a line over a table that numbers no bits is no register
    other = markdown.replace("| Field | Name | Rst |", "| Step | Name | Rst |")
    device = _device(other)
    assert device is None or 0x10 not in _regs(device)


def test_named_address_headings_and_overlay_sections() -> None:
    # ams TMF8801: no summary; "8.4 ENABLE Register (Address 0xE0)" headings (or lines
    # over a figure mark) over "Addr: 0xE0 | ENABLE" bands; a later group of sections
    # ("8.10 Bootloader Registers") redefines the application's addresses
    def band(address: str, name: str, rows: str) -> str:
        return (
            f"| Addr: {address} | Addr: {address} | {name} | {name} |\n|---|---|---|---|\n"
            f"| Field | Name | Rst | Type |\n{rows}\n"
        )

    markdown = (
        "# 8 Register Description\n\n"
        "## 8.1 APPID Register (Address 0x00)\n\n"
        + band("0x00", "APPID", "| 7:0 | appid | 0 | RO |")
        + "\n## 8.2 ENABLE Register (Address 0xE0)\n\n"
        + band("0xE0", "ENABLE", "| 7 | cpu_reset | 0 | RW |\n| 0 | pon | 1 | RW |")
        + "\n## 8.3 App0 Registers – appid=0xC0\n\n"
        "### 8.3.1 CMD_DATA1 Register (Address 0x08)\n\n"
        + band("0x08", "CMD_DATA1", "| 7:0 | cmd_data1 | 0 | W |")
        + "\n### 8.3.2 Results\n\nRESULT_INFO Register (Address 0x09)\n\n"
        "[Figure 4: RESULT_INFO Register, page 3]\n\n"
        + band("0x09", "RESULT_INFO", "| 7:6 | measStatus | 0 | RO |\n| 5:0 | reliab | 0 | RO |")
        + "\n## 8.4 Bootloader Registers – appid=0x80\n\n"
        "### 8.4.1 BL_CMD_STAT (Address 0x08)\n\n"
        + band("0x08", "BL_CMD_STAT", "| 7:0 | bl_cmd_stat | 0 | RW |")
        + "\n### 8.4.2 BL_DATA (Address 0x0A-0x8A)\n\n"
        + band("0x0A-0x8A", "BL_DATA", "| 7:0 | bl_data | 0 | RW |")
        + "\n### 8.4.3 BL_CSUM (Address 0x8B)\n\n"
        + band("0x8B", "BL_CSUM", "| 7:0 | bl_csum | 0 | RW |")
    )
    regs = _regs(_device(markdown))
    # the bootloader's sections are another reading of the space: none of theirs, and
    # their tables give the application's registers nothing
    assert {a: r.name for a, r in regs.items()} == {
        0x00: "APPID",
        0xE0: "ENABLE",
        0x08: "CMD_DATA1",
        0x09: "RESULT_INFO",
    }
    assert _fields(regs[0x08]) == {"cmd_data1": (7, 0)}
    assert _fields(regs[0xE0]) == {"cpu_reset": (7, 7), "pon": (0, 0)}
    assert _fields(regs[0x09]) == {"measStatus": (7, 6), "reliab": (5, 0)}
    # two headings at one address in one group are mentions: no map
    twice = markdown.replace("### 8.3.2 Results", "### 8.3.2 CMD_DATA2 Register (Address 0x00)")
    device = _device(twice)
    assert device is None or 0x08 not in _regs(device)
    # a line with no figure mark under it is no register's title
    figure = "[Figure 4: RESULT_INFO Register, page 3]"
    results = markdown[markdown.index(figure) : markdown.index("## 8.4 Bootloader")]
    unmarked = markdown.replace(results, "Some prose.\n\n")
    assert 0x09 not in _regs(_device(unmarked))
    assert 0x09 in _regs(_device(markdown.replace(results, f"{figure}\n\nSome prose.\n\n")))


AWINIC_MAP = """表1. 寄存器列表

| Addr (HEX) | W/R | Defaut Value (HEX) | Function | Description |
|---|---|---|---|---|
| 06H | W/R | 00H | GPIO_INTN_A | 中断使能 |
| 13H | W/R | FFH | GPMD_B | 切换 |
| 17H | W/R | 00H | DLY0_BRE | 延迟 |
| 18H | W/R | 00H | DLY1_BRE | 延迟 |
| 19H | W/R | 00H | DLY2_BRE | 延迟 |
| 20H | W | 00H | DIM0 | 调光 |
| 21H | W | 00H | DIM1 | 调光 |

## 寄存器详细描述

"""


def _awinic_table(title: str, rows: str) -> str:
    return f"{title}\n\n| 位 | 名称 | 描述 | 默认值 |\n|---|---|---|---|\n{rows}\n\n"


def test_awinic_misspelt_default_ranges_and_split_tables() -> None:
    # Awinic AW9110: "Defaut Value (HEX)"; "DIM0~DIM9（20H~29H）" titles one layout for a
    # run of registers; "中断使能寄存器" (interrupt enable register) is a register; a
    # table the page cut goes on with "| D3 | GPMD_B3 |" as its first line
    markdown = (
        AWINIC_MAP
        + _awinic_table("表2. DIM0~DIM1（20H~21H），调光寄存器", "| D[7:0] | DIM | 调光 | 00H |")
        + _awinic_table(
            "表9. DLY0_BRE~DLY2_BRE(17H~19H)，延迟寄存器", "| D[7:0] | DLY_TMR | 延迟 | 00H |"
        )
        + _awinic_table(
            "表16. GPIO_INTN_A(06H)，GPIO 中断使能寄存器",
            "| D[7:6] | - | - | 保留 |\n| D5 | GPIO_INTN_A5 | 使能 | 0 |\n"
            "| D4 | GPIO_INTN_A4 | 使能 | 0 |",
        )
        + _awinic_table("表5. GPMD_B(13H)，切换寄存器", "| D[7:4] | - | - | 保留 |")
        + "| D3 | GPMD_B3 | 模式 | 1 |\n|---|---|---|---|\n| D2 | GPMD_B2 | 模式 | 1 |\n"
    )
    regs = _regs(_device(markdown))
    assert {a: r.reset_value for a, r in regs.items()} == {
        0x06: 0x00,
        0x13: 0xFF,
        0x17: 0x00,
        0x18: 0x00,
        0x19: 0x00,
        0x20: 0x00,
        0x21: 0x00,
    }
    assert _fields(regs[0x21]) == {"DIM": (7, 0)}
    assert all(_fields(regs[a]) == {"DLY_TMR": (7, 0)} for a in (0x17, 0x18, 0x19))
    assert _fields(regs[0x06]) == {"GPIO_INTN_A[5:4]": (5, 4)}  # (per-bit names, one run)
    assert _fields(regs[0x13]) == {"GPMD_B[3:2]": (3, 2)}
    # a range whose ends the map names otherwise is no title of those registers
    other = markdown.replace("DIM0~DIM1（20H~21H）", "LED0~LED1（20H~21H）")
    assert _fields(_regs(_device(other))[0x21]) == {}
    # an interrupt vector table stays none
    assert column_roles_kind("表3. 中断向量表") == "other"


def column_roles_kind(title: str) -> str:
    """The kind a Chinese-titled register-like table under ``title`` is read as."""
    from hwcc.extract.regmap.columns import _kind, column_roles

    table = next(
        iter(
            tables_of(
                ParseResult(
                    "toy",
                    "Toy",
                    "datasheet",
                    f"{title}\n\n| 地址 | 名称 | 描述 |\n|---|---|---|\n| 00H | RESET | 复位 |\n"
                    "| 04H | NMI | 中断 |\n| 08H | HARD | 错误 |\n",
                    "TOY1",
                )
            )
        )
    )
    return _kind(table, column_roles(table))


def test_grey_rows_and_memory_map_grids() -> None:
    # Allegro ACS37800: "MEMORY MAP" grids of an address and 32 bit columns (no register
    # named anywhere), a group label column ("EEPROM", "VOLATILE"), and rows whose bit
    # cells are all grey (no register)
    def row(label: str, address: str, cells: list[str]) -> str:
        return f"| {label} | {address} | " + " | ".join(cells) + " |\n"

    header = "|  | Address | " + " | ".join(str(b) for b in range(31, -1, -1)) + " |\n"
    markdown = (
        "## MEMORY MAP\n\nVolatile Memory\n\n"
        + header
        + "|---" * 34
        + "|\n"
        + row("VOLATILE", "0x20", ["irms"] * 16 + ["vrms"] * 16)
        + row("VOLATILE", "0x23", [""] * 32)
        + row("VOLATILE", "0x25", [""] * 22 + ["numptsout"] * 10)
        + row("VOLATILE", "0x2F", ["access_code"] * 32)
    )
    regs = _regs(_device(markdown))
    assert sorted(regs) == [0x20, 0x25, 0x2F]
    assert _fields(regs[0x20]) == {"irms": (31, 16), "vrms": (15, 0)}
    assert _fields(regs[0x25]) == {"numptsout": (9, 0)}
    # a row naming something in a column of its own is kept (ST HTS221: "34 | Reserved
    # | (u16)" among the calibration rows)
    kept = markdown.replace("| VOLATILE | 0x23 |", "| SPARE | 0x23 |")
    assert 0x23 in _regs(_device(kept))
    # outside a memory map, a grid with no register word around it is none
    device = _device(markdown.replace("## MEMORY MAP", "## Frame layout"))
    assert device is None or 0x20 not in _regs(device)


def _epson_box(address: str, name: str, default: str, cells: list[str], lines: list[str]) -> str:
    title = f"REG[{address}] {name} Default = {default} Read/Write"
    return (
        f"| {title} |"
        + " 〃 |" * 7
        + "\n|---|---|---|---|---|---|---|---|\n| "
        + " | ".join(cells)
        + " |\n\n"
        + "".join(f"{line}\n\n" for line in lines)
    )


EPSON_SET = (
    "**Table 10-1: Register Set**\n\n| Register Pg | Register Pg |\n|---|---|\n"
    + "".join(
        f"| REG[{2 * k:02X}h] Setting Register {k} 5{k} "
        f"| REG[{2 * k + 16:02X}h] Other Register {k} 6{k} |\n"
        for k in range(4)
    )
    + "| REG[96h] is Reserved 88 |  |\n\n## 10.3 Register Descriptions\n\n"
)


def test_epson_register_set_cells_and_boxed_figures() -> None:
    # Epson S1D13517: "REG[04h] Name Pg" entries two per row; boxes titled "REG[04h]
    # Name Default = 01h Read/Write" over one line of cells ending with their bits,
    # then "bit 7 Name ..." / "bits 5-0 Name bits [5:0] ..." description lines
    markdown = (
        EPSON_SET
        + _epson_box(
            "00h",
            "Setting Register 0",
            "B8h",
            ["7", "6", "Product 5", "Code bits 5-0 4", "3", "2", "CNF1 Status 1", "CNF0 Status 0"],
            [
                "bits 7-2 Product Code bits [5:0] (Read Only) These bits give the code.",
                "bits 1-0 CNF[1:0] Status (Read Only) These bits return the pins.",
            ],
        )
        + _epson_box(
            "02h",
            "Setting Register 1",
            "00h",
            ["n/a 7 6 5 4 3"] * 5 + ["Reserved 2 1"] * 2 + ["Enable (RO) 0"],
            ["bits 2-1 Reserved The default value is 00b.", "bit 0 Enable (Read Only) Enables."],
        )
        + _epson_box(
            "04h",
            "Setting Register 2",
            "00h",
            ["7", "6", "5", "Display Start 4", "Address bits 7-0 3", "2", "1", "0"],
            [],
        )
        + _epson_box(
            "06h",
            "Setting Register 3",
            "00h",
            ["n/a 7", "6", "5", "4", "3", "2", "Display Start 1", "Address bits 9-8 0"],
            [
                "REG[06h] bits 1-0 REG[04h] bits 7-0 Display Start Address bits [9:0] The start.",
                "bits 7-2 Misnamed Field bits [5:0] The cells name no such field.",
            ],
        )
    )
    regs = _regs(_device(markdown))
    assert sorted(regs) == [0x00, 0x02, 0x04, 0x06, 0x10, 0x12, 0x14, 0x16]
    assert regs[0x10].name == "Other Register 0"
    assert regs[0x00].reset_value == 0xB8
    assert _fields(regs[0x00]) == {
        "Product Code": (7, 2),
        "CNF1 Status": (1, 1),
        "CNF0 Status": (0, 0),
    }
    assert _fields(regs[0x02]) == {"Enable": (0, 0)}
    assert _fields(regs[0x04]) == {"Display Start Address": (7, 0)}
    assert _fields(regs[0x06]) == {"Display Start Address": (1, 0)}
    assert _fields(regs[0x16]) == {}
    # a description naming another field than the cells over its bits gives none
    other = markdown.replace("bit 0 Enable (Read Only)", "bit 0 Disable (Read Only)")
    assert _fields(_regs(_device(other))[0x02]) == {}
    # a box whose title names another register than the set's gives it nothing
    renamed = markdown.replace("REG[00h] Setting Register 0 Default", "REG[00h] Other Name Default")
    assert _fields(_regs(_device(renamed))[0x00]) == {}
    # fewer entries than a register set holds: no map from them
    few = EPSON_SET.split("\n")
    assert _device("\n".join(few[:5]) + "\n") is None


def test_pixart_named_boxes_over_labelled_rows() -> None:
    # PixArt PMW3360: "Register: 0x02" (a line, or a band) and "Name: Motion" over "Bit |
    # 7 .. 0", "Field | MOT | ..", "Field | Reset Value: 0x20 | ..", "Access: R/W | .."
    def box(address: str, name: str, cells: list[str], reset: str, band: bool) -> str:
        title = "| " + " | ".join([f"Register: {address}"] * 8) + " |  |\n|---" * 1
        head = (
            (title + "|---" * 8 + "|\n| " + f"Name: {name} |" + "  |" * 8 + "\n")
            if band
            else f"**Register: {address}**\n\n| Name: {name} |"
            + "  |" * 8
            + "\n"
            + "|---" * 9
            + "|\n"
        )
        return (
            head
            + "| Bit | 7 | 6 | 5 | 4 | 3 | 2 | 1 | 0 |\n"
            + "| Field | "
            + " | ".join(cells)
            + " |\n"
            + "| Field |"
            + f" Reset Value: {reset} |" * 8
            + "\n"
            + "| Access: R/W |"
            + " Read Only |" * 8
            + "\n\n"
        )

    markdown = (
        "## Registers\n\n| Address | Register | Access | Reset |\n|---|---|---|---|\n"
        "| 0x00 | Product_ID | R | 0x42 |\n| 0x02 | Motion | RW | 0x20 |\n"
        "| 0x03 | Delta_X_L | R | 0x00 |\n\n## 11.0 Registers Description\n\n"
        + box("0x00", "Product_ID", [f"PID{b}" for b in range(7, -1, -1)], "0x42", False)
        + box(
            "0x02",
            "Motion",
            ["MOT", "Reserved", "1", "RData", "Lift", "OP1", "OP0", "FR"],
            "0x20",
            True,
        )
        + box("0x03", "Delta_X_L", [f"X{b}" for b in range(7, -1, -1)], "0x00", False)
    )
    regs = _regs(_device(markdown))
    assert _fields(regs[0x00]) == {"PID": (7, 0)}
    assert _fields(regs[0x02])["MOT"] == (7, 7)
    assert _fields(regs[0x02])["Lift"] == (3, 3)
    assert _fields(regs[0x03]) == {"X": (7, 0)}
    # a box with no Name line is left as it was (no register of it)
    unnamed = markdown.replace("Name: Delta_X_L", "Delta_X_L")
    assert _fields(_regs(_device(unnamed))[0x03]) == {}


def test_a_map_on_a_page_turned_sideways() -> None:
    # ST STPM32: one column per register; rows "Default values", "Names", 32 "Index"
    # rows (a register's bit numbers in a column of its own), access, "Address"
    def lines(label: str, cells: list[str]) -> str:
        return f"| {label} | {label} | " + " | ".join(cells) + " |\n"

    index = "".join(
        lines(
            "Index",
            [
                "DSP control register #3",
                str(b),
                "SAG_TIME[13:0]" if b < 14 else ("ZCR_EN" if b == 14 else ""),
                "PHC2[9:0]" if b < 10 else ("PHV2[1:0]" if b < 12 else ""),
                "CHV1 [11:0]" if b < 12 else "",
            ],
        )
        for b in range(32)
    )
    markdown = (
        "**Table 42. Register map**\n\n"
        + lines("Default values", ["000004E0"] * 3 + ["00000000", "003FF800"])
        + "|---" * 7
        + "|\n"
        + lines("Names", ["dsp_cr3"] * 3 + ["dsp_cr4", "dsp_cr5"])
        + index
        + lines("(R)ead (W)rite (L)atch", ["RW"] * 5)
        + lines("Address", ["04"] * 3 + ["06", "08"])
    )
    regs = _regs(_device(markdown))
    assert {a: (r.name, r.reset_value, r.size) for a, r in regs.items()} == {
        0x04: ("dsp_cr3", 0x4E0, 32),
        0x06: ("dsp_cr4", 0, 32),
        0x08: ("dsp_cr5", 0x3FF800, 32),
    }
    assert _fields(regs[0x04]) == {"SAG_TIME": (13, 0), "ZCR_EN": (14, 14)}
    assert _fields(regs[0x06]) == {"PHC2": (9, 0), "PHV2": (11, 10)}
    # without a column numbering the bit rows, the registers keep no fields
    unnumbered = markdown.replace(
        "| DSP control register #3 | 5 |", "| DSP control register #3 | x |"
    )
    assert _fields(_regs(_device(unnumbered))[0x06]) == {}


MAXIM_MAP = """## Register Map

| ADDRESS | NAME | MSB |  |  |  |  |  |  | LSB |
|---|---|---|---|---|---|---|---|---|---|
| Status |  |  |  |  |  |  |  |  |  |
| 0x00 | Interrupt Status 1[7:0] | A_FULL | DATA_ RDY | – | – | – | – | – | PWR_ RDY |
| 0x12 | PPG Configuration 2[7:0] | PPG_SR[4:0] | PPG_SR[4:0] | PPG_SR[4:0] | PPG_SR[4:0] \
| PPG_SR[4:0] | SMP_AVE[2:0] | SMP_AVE[2:0] | SMP_AVE[2:0] |
| 0x21 | LED Sequence Register 2[7:0] | LEDC4[3:0] | LEDC4[3:0] | LEDC4[3:0] | LEDC4[3:0] \
| LEDC3[3:0] | LEDC3[3:0] | LEDC3[3:0] | LEDC3[3:0] |
{MORE_ROWS}
## Register Details

""".replace(" \\\n", " ").replace(
    "{MORE_ROWS}",
    "".join(
        f"| {a} | {name}[7:0] |" + f" {cell} |" * 8 + "\n"
        for a, name, cell in (
            ("0x31", "Copy A", "–"),
            ("0x32", "Copy B", "–"),
            ("0x23", "LED1 PA", "LED_DRV[7:0]"),
            ("0x24", "LED2 PA", "LED_DRV[7:0]"),
        )
    ),
)


def _maxim_box(names: list[str], resets: list[str]) -> str:
    return (
        "| BIT | 7 | 6 | 5 | 4 | 3 | 2 | 1 | 0 |\n|---|---|---|---|---|---|---|---|---|\n"
        f"| Field | {' | '.join(names)} |\n| Reset | {' | '.join(resets)} |\n"
        f"| Access Type |{' Write, Read |' * 8}\n\n"
    )


def test_maxim_msb_lsb_maps_and_field_value_rows() -> None:
    # Maxim MAX86141: "ADDRESS | NAME | MSB | | .. | LSB" maps; per register a title
    # "PPG Configuration 2 (0x12)" over "BIT | 7 .. 0", "Field | ..", "Reset | 0x11 x5 |
    # 0x0 x3" (each field's value over its bits); the text layer may set a title far
    # from its table, whose own fields then name the register
    markdown = (
        MAXIM_MAP
        + "Interrupt Status 1 (0x00)\n\nA_FULL\n\nThis bit is set when the FIFO fills.\n\n"
        + _maxim_box(
            ["A_FULL", "DATA_RDY", "–", "–", "–", "–", "–", "PWR_RDY"],
            ["0x0"] * 2 + ["–"] * 5 + ["0x1"],
        )
        + "PPG Configuration 2 (0x12)\n\n"
        + _maxim_box(["PPG_SR[4:0]"] * 5 + ["SMP_AVE[2:0]"] * 3, ["0x11"] * 5 + ["0x0"] * 3)
        + "LED2 PA (0x24)\n\nLED_DRV\n\nSets the LED2 drive current.\n\n"
        + _maxim_box(["LED_DRV[7:0]"] * 8, ["0x3F"] * 8)
        + "LED1 PA (0x23)\n\nSome other register's words.\n\n"
        + _maxim_box(["LEDC4[3:0]"] * 4 + ["LEDC3[3:0]"] * 4, ["0x0"] * 4 + ["0x2"] * 4)
        + "Copy A (0x31)\n\n"
        + _maxim_box(["SEQ_Y[3:0]"] * 4 + ["SEQ_X[3:0]"] * 4, ["0x0"] * 4 + ["0x5"] * 4)
        + "Copy B (0x32)\n\n"
        + _maxim_box(["SEQ_Y[3:0]"] * 4 + ["SEQ_X[3:0]"] * 4, ["0x0"] * 4 + ["0x6"] * 4)
    )
    regs = _regs(_device(markdown))
    assert _fields(regs[0x00]) == {"A_FULL": (7, 7), "DATA_RDY": (6, 6), "PWR_RDY": (0, 0)}
    assert _fields(regs[0x12]) == {"PPG_SR": (7, 3), "SMP_AVE": (2, 0)}
    assert regs[0x12].reset_value == 0x88
    # named by its own fields, not by a title whose register the map lays out otherwise
    assert regs[0x21].reset_value == 0x02
    assert regs[0x00].reset_value is None  # unused bits state none
    # a title naming a register of no fields yet keeps it, whatever other register the
    # layout matches (ST: INT2_CFG's table laid out as INT1_CFG's)
    assert (regs[0x32].reset_value, _fields(regs[0x32])["SEQ_Y[3:0]"]) == (0x06, (7, 4))
    # two registers of one layout: the title names which
    assert (regs[0x23].reset_value, regs[0x24].reset_value) == (None, 0x3F)
    # a value wider than its field states nothing
    wide = markdown.replace(
        "| 0x11 | 0x11 | 0x11 | 0x11 | 0x11 |", "| 0x31 | 0x31 | 0x31 | 0x31 | 0x31 |"
    )
    assert _regs(_device(wide))[0x12].reset_value is None


QTOUCH_MAP = "Table 7-1. Memory Map\n\n| Address | Use | Access |\n|---|---|---|\n" + "".join(
    f"| {a} | {n} | {acc} |\n"
    for a, n, acc in (
        ("0", "Chip ID", "Read"),
        ("1", "Major/minor code version", "Read"),
        ("2", "General Status", "Read"),
        ("3", "Key Status 1", "Read"),
        ("8...9", "Reserved - 0x00", "-"),
        ("10", "Calibrate", "Read/Write"),
        ("11", "Reset", "Read/Write"),
        ("12", "LP Mode", "Read/Write"),
        ("20", "Slider Control", "Read/Write"),
        ("22...37", "Key 0 - 15 Key Control", "Read/Write"),
    )
)


QTOUCH_GRID = (
    "| Address |" + "".join(f" b{b} |" for b in range(7, -1, -1)) + "\n" + "|---" * 9 + "|\n"
)


def test_qtouch_use_columns_memory_maps_and_address_sections() -> None:
    # Atmel AT42QT2160: "Table 7-1. Memory Map" with "Address | Use | Access" in
    # decimal; "7.4 Address 2: General Status" over "Address | b7 .. b0" / "2 | RESET .."
    markdown = (
        "## 7.1 Introduction\n\n"
        + QTOUCH_MAP
        + "\n## 7.4 Address 2: General Status\n\nTable 7-4. General Status\n\n"
        + QTOUCH_GRID
        + "| 2 | RESET | CYCLE OVER RUN | 0 | 0 | 0 | 0 | CC | SDET |\n\n"
        "## 7.20 Address 20: Slider Control\n\n"
        + QTOUCH_GRID
        + "| 20 | HYST | HYST | HYST | HYST | NUM_KEYS | NUM_KEYS | NUM_KEYS | NUM_KEYS |\n"
    )
    regs = _regs(_device(markdown))
    assert (regs[0].name, regs[12].name, regs[12].access) == ("Chip ID", "LP Mode", "read-write")
    assert 8 not in regs and 9 not in regs
    assert _fields(regs[2]) == {
        "RESET": (7, 7),
        "CYCLEOVERRUN": (6, 6),  # (words the PDF wrapped in a cell joined)
        "CC": (1, 1),
        "SDET": (0, 0),
    }
    assert _fields(regs[20]) == {"HYST": (7, 4), "NUM_KEYS": (3, 0)}
    # a memory map of regions, or one without access, lists no registers
    regions = QTOUCH_MAP.replace("| 3 | Key Status 1 |", "| 3...4095 | Key Status 1 |")
    regions = regions.replace("| 10 | Calibrate |", "| 4096...8191 | Flash |")
    regions = regions.replace("| 11 | Reset |", "| 8192...9000 | RAM |")
    device = _device(regions)
    assert device is None or 0 not in _regs(device)
    plain = QTOUCH_MAP.replace("Memory Map", "Pin use")
    device = _device(plain)
    assert device is None or 0 not in _regs(device)


def _avago_section(name: str, address: str, reset: str, cells: list[str], lines: str = "") -> str:
    return (
        f"### {name}\n\nAddress: {address}\n\nAccess: Read/Write Reset Value: {reset}\n\n"
        "| 7 | 6 | 5 | 4 | 3 | 2 | 1 | 0 |\n|---|---|---|---|---|---|---|---|\n"
        f"| {' | '.join(cells)} |\n\nBit\n\nField\n\n{lines}"
    )


def test_avago_symbol_sections_with_address_lines() -> None:
    # Avago ADNS-3050: "### REV_ID", "Address: 0x01", "Access: Read Reset Value: 0x00"
    # over a bit row; sections the summary leaves out add registers; a field table under
    # a symbol heading naming its own field is that register's, whatever prose above
    # it mentions ("shutter_time (reg 0x06 and reg 0x07)")
    markdown = (
        "# 5 Overview\n\n## Registers\n\n"
        "| Address | Register | Access | Reset |\n|---|---|---|---|\n"
        + "".join(
            f"| 0x{a:02X} | {n} | R | 0x00 |\n"
            for a, n in (
                (0, "PROD_ID"),
                (1, "REV_ID"),
                (5, "SQUAL"),
                (6, "SHUT_HI"),
                (7, "SHUT_LO"),
                (8, "PIX_MAX"),
                (0x3F, "INV_PROD_ID"),
            )
        )
        + "\n# 6 Details\n\n"
        + _avago_section("PROD_ID", "0x00", "0x09", [f"PID{b}" for b in range(7, -1, -1)])
        + _avago_section("REV_ID", "0x01", "0x00", [f"RID{b}" for b in range(7, -1, -1)])
        + _avago_section("SHUT_LO", "0x07", "0x00", [f"S{b}" for b in range(7, -1, -1)])
        + _avago_section("SQUAL", "0x05", "0x00", [f"SQ{b}" for b in range(7, -1, -1)])
        + _avago_section("PIX_MAX", "0x08", "0x00", [f"MP{b}" for b in range(7, -1, -1)])
        + "### SHUT_HI\n\nAddress: 0x06\n\nAccess: Read\n\nThe upper shutter byte.\n\n"
        + _avago_section(
            "FRAME_IDLE",
            "0x35",
            "0x20",
            ["FRAME_IDLE"] * 8,
            "frame_idle_time (in clock counts) = (register value) * 32\n\n"
            "Frame period (in clock counts) = shutter_time (reg 0x06 and reg 0x07) + "
            "(3400 clocks) + frame_idle_time\n\n"
            "When this register is set to 0x00, the maximum frame rate is about 6666 fps\n\n"
            "| Bit | Field Name | Description |\n|---|---|---|\n"
            "| 7:0 | FRAME_IDLE | Frame idling time |\n\n",
        )
        + _avago_section("ORPHAN_REG", "0x36", "0x11", [f"Q{b}" for b in range(7, -1, -1)])
    )
    regs = _regs(_device(markdown))
    assert _fields(regs[0x01]) == {"RID": (7, 0)}
    assert _fields(regs[0x06]) == {}  # not FRAME_IDLE
    assert (regs[0x35].name, regs[0x35].reset_value) == ("FRAME_IDLE", 0x20)
    assert _fields(regs[0x35]) == {"FRAME_IDLE": (7, 0)}
    # a section at an address no map holds, its heading the register: trusted only
    # beside headings that agree with the map (here PROD_ID .. PIX_MAX), inside its span
    assert regs[0x36].name == "ORPHAN_REG"
    beyond = _regs(_device(markdown.replace("| 0x3F | INV_PROD_ID | R | 0x00 |\n", "")))
    assert 0x35 not in beyond and 0x36 not in beyond
    assert _fields(beyond[0x06]) == {}  # FRAME_IDLE's table still none of SHUT_HI's


def test_register_columns_of_addresses_base_offsets_and_cut_rows() -> None:
    # Quintic QN8027: "REGISTER | NAME | USER CONTROL FUNCTIONS" over "00h | SYSTEM";
    # ST STUSB1602: "Address: STUSB_BLOCKBaseAddress + 0x0B" and "Reset: 0x30" lines,
    # and a map whose last row the page cut ("VBUS_RANGE_MONITORING_CT" / "RL")
    quintic = "| REGISTER | NAME | USER CONTROL FUNCTIONS |\n|---|---|---|\n" + "".join(
        f"| {a} | {n} | {d} |\n"
        for a, n, d in (
            ("00h", "SYSTEM", "Sets device modes, resets."),
            ("01h", "CH1", "Lower 8 bits of 10-bit channel index."),
            ("02h", "GPLT", "Audio controls."),
            ("10h", "PAC", "PA output power target control."),
        )
    )
    regs = _regs(_device("## Register summary\n\n" + quintic))
    assert {a: r.name for a, r in regs.items()} == {0: "SYSTEM", 1: "CH1", 2: "GPLT", 0x10: "PAC"}
    # a register column of names stays the names
    named = quintic.replace("| REGISTER | NAME |", "| REGISTER | ADDRESS |").replace(
        "| 00h | SYSTEM |", "| SYSTEM | 00h |"
    )
    assert _device("## Register summary\n\n" + named) is None or 0 not in _regs(
        _device("## Register summary\n\n" + named)
    )
    st = (
        "# 2. STUSB_BLOCK register list\n\n| Offset | Register name | Description |\n"
        "|---|---|---|\n| 0x0B | ALERT_STATUS | ALERT_STATUS register |\n"
        "| 0x0C | ALERT_STATUS_MASK | ALERT_STATUS_MASK register |\n"
        "| 0x22 | VBUS_RANGE_MONITORING_CT | VBUS_RANGE_MONITORING_CTRL |\n\n"
        "|  | RL | register |\n|---|---|---|\n| 0x23 | RESET_CTRL | RESET_CTRL register |\n"
        "| 0x24 | CC_POWERED_ACCESSORY_CTRL | CC_POWERED_ACCESSORY_CTRL register |\n\n"
        "### ALERT_STATUS register\n\nAddress: STUSB_BLOCKBaseAddress + 0x0B\n\nType: R\n\n"
        "Reset: 0x30\n\nDescription: ALERT_STATUS register\n"
    )
    cut = st.index("|  | RL |")
    pages = (PageSpan(0, cut, 1), PageSpan(cut, len(st), 2))
    result = ParseResult("toy", "Toy datasheet", "datasheet", st, "TOY1", page_map=pages)
    regs = _regs(extract_register_map(result).device)
    assert sorted(regs) == [0x0B, 0x0C, 0x22, 0x23, 0x24]
    assert regs[0x0B].reset_value == 0x30
    # on one page, the piece is a table of its own
    assert sorted(_regs(_device(st))) == [0x0B, 0x0C, 0x22]


RAM_ROW = ("AA", "AA", "FF", "FF", "E7", "2E", "20", "A6", "E4", "B4", "0E", "0", "7", "0")
RAM_ROW += ("10", "0")


def test_ram_nibble_grids_and_fields_marked_msb_to_lsb() -> None:
    # TI TVP5150AM1: "INDEX | ADDRESS | 0 .. 9 | A .. F" over RAM bytes is no register
    # map; Maxim MAX6639: "Rate of change (MSB) | Rate of change | Rate of change (LSB)"
    # and "RPM range select | RP M r ang e sel ect" are one field each
    ram = (
        "## VBI configuration RAM\n\nTable 3-16. VBI Configuration RAM (register contents)\n\n"
        "| INDEX | ADDRESS | "
        + " | ".join("0123456789ABCDEF")
        + " |\n"
        + "|---" * 18
        + "|\n"
        + "".join(f"| WST SECAM | 0{k}0 | " + " | ".join(RAM_ROW) + " |\n" for k in range(4))
    )
    device = _device(ram)
    assert device is None or not any(r.size == 10 or r.fields for r in _regs(device).values())
    maxim = (
        "## Register map\n\n| ADDRESS | POR STATE | REGISTER NAME |"
        + "".join(f" D{b} |" for b in range(7, -1, -1))
        + "\n"
        + "|---" * 11
        + "|\n| 10h | 1000 0010 | Fan 1 configuration 1 | PWM mode | Rate of change (MSB) | "
        "Rate of change | Rate of change (LSB) | Channel 1 control | Channel 2 control | "
        "RPM range select | RP M r ang e sel ect |\n"
        "| 12h | 0000 0000 | Fan 1 configuration 2b | RPM stepsize B (MSB) | RPM stepsize B | "
        "RPM stepsize B | RPM step-size B (LSB) | Start step-size B (MSB) | Start step-size B | "
        "Start stepsize B | S tar t step - si ze B ( LS B) |\n"
        "| 13h | 0100 0001 | Fan 1 configuration 3 | Spin-up disable | Rate (MSB) | Other | "
        "Rate (LSB) | Reserved | Reserved | Fan (MSB) | Fan (LSB) |\n"
    )
    regs = _regs(_device(maxim))
    assert _fields(regs[0x10]) == {
        "PWM mode": (7, 7),
        "Rate of change": (6, 4),
        "Channel 1 control": (3, 3),
        "Channel 2 control": (2, 2),
        "RPM range select": (1, 0),
    }
    assert _fields(regs[0x12]) == {"RPM stepsize B": (7, 4), "Start step-size B": (3, 0)}
    # a marked run broken by another name is no run
    assert "Rate" not in _fields(regs[0x13]) and _fields(regs[0x13])["Fan"] == (1, 0)


def test_captions_listing_their_registers_addresses() -> None:
    # TI FDC1004: "Table 3. Measurement Registers Description (0x01, 0x03, 0x05, 0x07)"
    # over one field table; the footnote above it names other registers
    markdown = (
        "## 8.6 Register Maps\n\n| Address | Name | Reset | Description |\n|---|---|---|---|\n"
        + "".join(
            f"| 0x0{a} | MEAS{a // 2 + 1}_{'LSB' if a % 2 else 'MSB'} | 0x0000 | Measurement |\n"
            for a in range(8)
        )
        + "\n(1) MSB_MEAS1 = register 0x00, MSB_MEAS2 = register 0x02\n\n"
        "**Table 3. Measurement Registers Description (0x01, 0x03, 0x05, 0x07)**\n\n"
        "| Field Name | Bits | Description |\n|---|---|---|\n"
        "| LSB_MEAS | [15:8] | Least significant 8 bits |\n| Reserved | [7:0] | Reserved |\n"
    )
    regs = _regs(_device(markdown))
    assert all(_fields(regs[a]) == {"LSB_MEAS": (15, 8)} for a in (1, 3, 5, 7))
    assert not any(regs[a].fields for a in (0, 2, 4, 6))
    # a bracket naming an address no map holds makes the caption name none of them
    other = markdown.replace("(0x01, 0x03, 0x05, 0x07)", "(0x01, 0x03, 0x05, 0x09)")
    assert not _regs(_device(other))[0x01].fields


def test_a_name_in_the_first_cell_of_an_empty_bit_row() -> None:
    # TI TVP5150AM1: "Hue control" in the bit-7 cell and every other cell empty (one
    # cell merged over the register, its text set in the first); beside "Reserved"
    # cells, the name is bit 7's alone
    def section(name: str, address: str, cells: list[str]) -> str:
        return (
            f"### {name} Register\n\nAddress {address} Default 00h\n\n"
            "| 7 | 6 | 5 | 4 | 3 | 2 | 1 | 0 |\n|---|---|---|---|---|---|---|---|\n"
            f"| {' | '.join(cells)} |\n\n"
        )

    markdown = (
        "## Register summary\n\n"
        "| Register Function | Address | Default | R/W |\n|---|---|---|---|\n"
        "| Hue control | 0Bh | 00h | R/W |\n| Status flag | 0Ch | 00h | R |\n"
        "| Gain | 0Dh | 00h | R/W |\n\n"
        + section("Hue Control", "0Bh", ["Hue control", *[""] * 7])
        + section("Status Flag", "0Ch", ["Ready", *["Reserved"] * 7])
        + section("Gain", "0Dh", ["Gain", "", "", "", "", "", "", "Enable"])
    )
    regs = _regs(_device(markdown))
    assert _fields(regs[0x0B]) == {"Hue control": (7, 0)}
    assert _fields(regs[0x0C]) == {"Ready": (7, 7)}
    assert _fields(regs[0x0D]) == {"Gain": (7, 7), "Enable": (0, 0)}


def test_kt_micro_named_sections_with_verilog_defaults() -> None:
    # KT Micro KT0646M (Chinese, no summary): "3.17.3. SYSCFG (Address 0x03)" over
    # "Bit | 名称 | 读写方式 | 默认值 | 功能描述" with defaults "14’b000_00 00_0000_00 0"
    def section(n: int, name: str, address: str, rows: str) -> str:
        return (
            f"### 3.17.{n}. {name} (Address {address})\n\n"
            "| Bit | 名称 | 读写方式 | 默认值 | 功能描述 |\n|---|---|---|---|---|\n" + rows + "\n"
        )

    markdown = (
        "## 3.17 寄存器\n\n"
        + section(1, "MANUFACTURER_ID", "0x01", "| 15:0 | MAN_ID<15:0> | R | 0x4B54 | 厂商 |\n")
        + section(
            3,
            "SYSCFG",
            "0x03",
            "| 15 | STANDBY | RW | 1’b1 | 待机 |\n"
            "| 14:1 | Reserved | RW | 14’b000_00 00_0000_00 0 | 保留位。 |\n"
            "| 0 | PA_SEL | RW | 1’b0 | 选择 |\n",
        )
        + section(4, "BATTERY", "0x07", "| 15:0 | BAT_CODE<15:0> | R | 16’h0000 | 电压 |\n")
    )
    regs = _regs(_device(markdown))
    assert sorted(regs) == [0x01, 0x03, 0x07]
    assert _fields(regs[0x03]) == {"STANDBY": (15, 15), "PA_SEL": (0, 0)}
    assert regs[0x03].reset_value == 0x8000
    assert parse_int("14’b000_00 00_0000_00 1") == 1


def test_bit_names_over_their_weights_and_ranges_of_bit_names() -> None:
    # National LM96163: "Register 0x[HEX]" over bare hex, "DATA BITS" over D7 .. D0 on
    # the header's second line, cells "LT7 SIGN", "LT6 64"; detail names "RT12:RT5"
    weights = " | ".join(f"LT{b} {'SIGN' if b == 7 else 2**b}" for b in range(7, -1, -1))
    markdown = (
        "## Register map\n\n| Register 0x[HEX] | R/W | POR Val | Register Name | "
        + " | ".join(["DATA BITS"] * 8)
        + " |\n"
        + "|---" * 12
        + "|\n| Register 0x[HEX] | R/W | POR Val | Register Name | "
        + bit_cells(7, "D")
        + " |\n"
        + f"| 00 | R | – | Local Temperature | {weights} |\n"
        + "| 03 | R/W | A4 | Configuration | ALTMSK | STBY | PWMDIS | 0 | 0 | TCHEN | TCRITOV |"
        " FLTQUE |\n"
        + "| 4A | R/W | 20 | PWM Config | 0 | 0 | 1 | 0 | 0 | 0 | 0 | 0 |\n\n"
        + "### Remote temperature\n\n| Address | Bits | Name | Description |\n|---|---|---|---|\n"
        + "| 01 | 7:0 | RT12:RT5 | remote temperature MSB |\n| 10 | 7:3 | RT4:RT0 | LSB |\n"
        + "| 45 | 2:1 | RRS1:RRS0 | resolution |\n"
    )
    regs = _regs(_device(markdown))
    assert _fields(regs[0x00]) == {"LT": (7, 0)}
    assert regs[0x4A].reset_value == 0x20
    assert _fields(regs[0x03])["ALTMSK"] == (7, 7)
    assert field_name("RT12:RT5") == "RT[12:5]"
    assert field_name("RRS1:RRS0") == "RRS"
    assert field_name("E1D5:E1D0") == "E1D"
    assert field_name("CH3:CH1") == "CH[3:1]"  # not from bit 0: a slice
    assert field_name("RT12:LT5") == "RT12:LT5"  # two names: no range of one
    assert field_name("PWM0:PWM7") == "PWM0:PWM7"  # counting up: registers, no slice
    assert field_name("SPNTIM2:SPNTIM 0") == "SPNTIM"  # wrapped inside the cell
    assert field_name("HPWVAL7:HPWV AL6") == "HPWVAL[7:6]"
    assert field_name("RT12: LT5") == "RT12: LT5"


MCP39XX_SECTIONS = """# 7.0 INTERNAL REGISTERS

| Address | Name | Bits | R/W | Description |
|---|---|---|---|---|
| 0x00 | CHANNEL0 | 24 | R | Channel 0 data |
| 0x03 | CHANNEL1 | 24 | R | Channel 1 data |
| 0x09 | GAIN | 8 | R/W | Gain configuration |
| 0x0A | STATUSCOM | 16 | R/W | Status and communication |
| 0x0E | OFFCAL_CH0 | 24 | R/W | Offset channel 0 |
| 0x11 | GAINCAL_CH0 | 24 | R/W | Gain channel 0 |
| 0x14 | OFFCAL_CH1 | 24 | R/W | Offset channel 1 |
| 0x17 | GAINCAL_CH1 | 24 | R/W | Gain channel 1 |

## 7.1 CHANNEL Registers

Name Bits Address R/W

CHANNEL0 24 0x00 R

CHANNEL1 24 0x03 R

### REGISTER 7-1: CHANNEL: ADC CHANNEL DATA OUTPUT REGISTER

R-0 (MSB) R-0 R-0 R-0 R-0 R-0 R-0 R-0

DATA_CHn[23:16]

bit 23 bit 16

R-0 R-0 R-0 R-0 R-0 R-0 R-0 R-0

DATA_CHn[15:8]

bit 15 bit 8

R-0 R-0 R-0 R-0 R-0 R-0 R-0 R-0

DATA_CHn[7:0]

bit 7 bit 0

Legend:

bit 23-0 DATA_CHn[23:0]: Output code from ADC channel n

## 7.4 GAIN Register

### REGISTER 7-4: GAIN: GAIN AND BOOST CONFIGURATION REGISTER

**R/W-1 R/W-0 R/W-0 R/W-0 R/W-0 R/W-0 R/W-0 R/W-0**

| BOOST[1] | BOOST[0] | PGA_CH1[2] | PGA_CH1[1] | PGA_CH1[0] | PGA_CH0[2] | PGA_CH0[1] | x |
|---|---|---|---|---|---|---|---|
| bit 15 bit 8 |  |  |  |  |  |  |  |

Legend:

bit 7-6 BOOST[1:0]: Bias current selection

bit 5-3 PGA_CH1[2:0]: PGA setting for channel 1

bit 2-0 PGA_CH0[2:0]: PGA setting for channel 0

## 7.5 STATUSCOM Register

### REGISTER 7-5: STATUSCOM: STATUS AND COMMUNICATION REGISTER

**R/W-0 R/W-0 U-0 R/W-0 R/W-0 R/W-0 R/W-1 R/W-1**

**R/W-1 R/W-0 R/W-1 R/W-1 R/W-1 R/W-0 R/W-0 U-0**

bit 15 bit 8 bit 7 bit 0

Legend:

bit 15-14 MODOUT[1:0]: Modulator output setting

bit 13 Unimplemented: Read as '0'

bit 7-6 READ[1:0]: Address loop setting

bit 4-3 WIDTH[1:0] ADC Channel Output Data Word Width 11 = both in 24-bit mode

bit 2 EN_OFFCAL Enables or Disables 24-Bit Digital Offset Calibration

bit 0 Unimplemented: Read as '0'

## 7.8 GAINCAL_CHn Registers

### REGISTER 7-8: GAINCAL_CHn: DIGITAL GAIN ERROR CALIBRATION REGISTER

**R/W-0 R/W-0 R/W-0 ... R/W-0 R/W-0 R/W-0 R/W-0**

| GAINCAL_CHn[23:21] | ... | GAINCAL_CHn[3:0] |
|---|---|---|
| bit 23 bit 0 |  |  |

Legend:

bit 23-0 GAINCAL_CHn: Corresponding channel CHn digital gain calibration value
"""


def test_microchip_sections_listing_their_registers_over_one_figure() -> None:
    """MCP39xx: a section lists the registers its figure describes ("CHANNEL0 24 0x00
    R"); the figure's symbol placeholder takes each register's number; bit lines with
    no colon after a symbol continue a figure; a byte row labelled with another byte's
    bits is the stated 8-bit register's; "R/W-0 ... R/W-0" stands for every bit."""
    regs = _regs(_device(MCP39XX_SECTIONS))
    assert _fields(regs[0x00]) == {"DATA_CH0": (23, 0)}
    assert _fields(regs[0x03]) == {"DATA_CH1": (23, 0)}
    assert regs[0x00].reset_value == 0 and regs[0x03].reset_value == 0
    assert regs[0x09].reset_value == 0x80  # "bit 15 bit 8" over the 8-bit GAIN
    status = _fields(regs[0x0A])
    assert status["WIDTH"] == (4, 3) and status["EN_OFFCAL"] == (2, 2)
    assert "WIDTH[1" not in status
    assert regs[0x0A].reset_value == 0x03B8
    # "GAINCAL_CHn: DIGITAL GAIN ..." is not GAIN's figure
    assert _fields(regs[0x11]) == {"GAINCAL_CH0": (23, 0)}
    assert _fields(regs[0x17]) == {"GAINCAL_CH1": (23, 0)}
    assert _fields(regs[0x09]) == {"BOOST": (7, 6), "PGA_CH1": (5, 3), "PGA_CH0": (2, 0)}
    assert regs[0x11].reset_value == 0 and regs[0x17].reset_value == 0
    assert not regs[0x0E].fields and regs[0x0E].reset_value is None


INJOINIC_NOTED = """# 2 Registers

## 2.13 VBAT_LOW

寄存器地址= 0x10

| Bit(s) | Name | Description | R/W |
|---|---|---|---|
| 7:6 |  | Reserved |  |
| 5:4 | BATLOWSET | 低电关机电压设定 | R/W |

## 2.14 VINOV

寄存器地址= 0x11

| Bit(s) | Name | Description | R/W |
|---|---|---|---|
| 1:0 | VINOVSET | VIN 充电过压设置 | R/W |

## 2.19 TYPE-C_CTRL4

寄存器地址= 0x1E IP5328P 对应的0X1E 寄存器的值不能改动

## 2.25 CHG_ISET_12V

寄存器地址= 0x28

| Bit(s) | Name | Description | R/W |
|---|---|---|---|
| 5:0 | Chg_iset_H12V | Charge ISET @ 12V | RW |

2.26 CHG_ISET_5V_VBUS 寄存器地址= 0x29

| Bit(s) | Name | Description | R/W |
|---|---|---|---|
| 5:0 | Chg_iset_vbus | Charge ISET @ VBUS 5V | RW |

## 2.46 VBUSIADC_DAT0

寄存器地址= 0x6E default 0x00

| Bit(s) | Name | Description | R/W |
|---|---|---|---|
| 7:0 | VBUSIADC[7:0] | VBUSIADC 数据的低8bit | R |
"""


def test_register_sections_stating_their_address_in_chinese() -> None:
    """Injoinic: a heading's symbol (with no underscore: VINOV; with a hyphen:
    TYPE-C_CTRL4), then "寄存器地址= 0x11" (a default or a note after it); a numbered
    heading and its address on one line of text."""
    regs = _regs(_device(INJOINIC_NOTED))
    assert {a: r.name for a, r in regs.items()} == {
        0x10: "VBAT_LOW",
        0x11: "VINOV",
        0x1E: "TYPE-C_CTRL4",
        0x28: "CHG_ISET_12V",
        0x29: "CHG_ISET_5V_VBUS",
        0x6E: "VBUSIADC_DAT0",
    }
    assert _fields(regs[0x11]) == {"VINOVSET": (1, 0)}
    assert _fields(regs[0x29]) == {"Chg_iset_vbus": (5, 0)}
    assert _fields(regs[0x28]) == {"Chg_iset_H12V": (5, 0)}
    assert regs[0x6E].reset_value == 0
    assert regs[0x11].reset_value is None


WHWAVE_MAP = (LAYOUTS / "whwave_map.md").read_text(encoding="utf-8")


def test_a_chinese_map_with_names_in_chinese_and_binary_defaults() -> None:
    """Whwave: "BIT" over D7..D0 beside "地址", names in Chinese ("秒"; a space the PDF
    wrapped into one dropped), defaults in binary nibbles ("0000-0100"), "14~1FH" a hex
    range (not 14 decimal)."""
    regs = _regs(_device(WHWAVE_MAP))
    assert regs[0x00].name == "秒"
    assert _fields(regs[0x00])["S40"] == (6, 6)
    assert regs[0x00].reset_value is None  # "XXXX-XXXX": not stated
    assert regs[0x0F].reset_value == 0 and _fields(regs[0x0F])["WRTC3"] == (7, 7)
    assert regs[0x13].name == "倒计时定时器" and regs[0x13].reset_value == 0x04
    assert 0x0E not in regs and 0x14 in regs


ADI_MAP = """# USER REGISTER MEMORY MAP

**Table 8. User Register Memory Map (N/A Means Not Applicable)**

| Name | R/W | Flash Backup | Address | Default | Register Description |
|---|---|---|---|---|---|
| Reserved | N/A | N/A | 0x00, 0x01 | N/A | Reserved |
| DIAG_STAT | R | No | 0x02, 0x03 | 0x0000 | Output, system error flags |
| X_GYRO_LOW | R | No | 0x04, 0x05 | N/A | Output, x-axis gyroscope, low word |
| PROD_ID | R | No | 0x72, 0x73 | 0x405D | Identification, device number |
| FLSHCNT_HIGH | R | No | 0x7E, 0x7E | N/A | Output, flash memory write cycle counter |

# DELTA ANGLES

## STATUS/ERROR FLAG INDICATORS (DIAG_STAT)

**Table 10. DIAG_STAT Bit Assignments**

| Bits | Description |
|---|---|
| [15:8] | Reserved. |
| 7 | Clock error. A 1 indicates that the internal clock does not synchronize. |
| 6 | Memory failure. A 1 indicates a failure in the flash memory test. |
| 0 | Reserved |

## X-AXIS GYROSCOPE (X_GYRO_LOW AND X_GYRO_OUT)

**Table 15. X_GYRO_LOW Bit Definitions**

| Bits | Description |
|---|---|
| [15:0] | X-axis gyroscope data; additional resolution bits |

## PRODUCT IDENTIFICATION (PROD_ID)

**Table 117. PROD_ID Bit Definitions**

| Bits | Description |
|---|---|
| [15:0] | Product identification = 0x405D |
"""


def test_registers_at_two_byte_addresses_and_bits_named_by_their_description() -> None:
    """ADI iSensor: "0x02, 0x03", one 16-bit register's two byte addresses ("0x7E,
    0x7E", a misprint, no register); "Bits | Description" tables under "Bit
    Definitions" captions name each bit by the phrase opening its description."""
    regs = _regs(_device(ADI_MAP))
    assert sorted(regs) == [0x02, 0x04, 0x72]
    assert regs[0x02].size == 16 and regs[0x02].reset_value == 0
    assert _fields(regs[0x02]) == {"Clock error": (7, 7), "Memory failure": (6, 6)}
    assert _fields(regs[0x04]) == {"X-axis gyroscope data": (15, 0)}
    assert _fields(regs[0x72]) == {"Product identification": (15, 0)}


TI_DETAIL_BLOCKS = """# Register Maps

| Address | Register Name | Reset Value | Description |
|---|---|---|---|
| 0x00 | DATA_CH0 | 0x0000 | Channel 0 result |
| 0x10 | SETTLECOUNT_CH0 | 0x0000 | Channel 0 settling |
| 0x11 | SETTLECOUNT_CH1 | 0x0000 | Channel 1 settling |

### Address 0x00, DATA_CH0

| Bit | Field | Type | Reset | Description |
|---|---|---|---|---|
| 15:14 | RESERVED | R | 00 | Reserved. |
| 13 | CH0_ERR_WD | R | 0 | Watchdog timeout error flag. |
| 11:0 | DATA0 (FDC2112 / FDC2114 only) | R | 0000 0000 0000 | Conversion result |
| 11:0 | DATA0[27:16] (FDC2212 /FDC2214 only) | R | 0000 0000 0000 | Conversion result |

### Address 0x10, SETTLECOUNT_CH0

**Table 20. Address 0x11, SETTLECOUNT_CH0 Field Descriptions**

| Bit | Field | Type | Reset | Description |
|---|---|---|---|---|
| 15:0 | CH0_SETTLECOUNT | R/W | 0x0000 | Channel 0 settling reference count |

# Detailed Register Map Descriptions

Page 0 / Register 35 (Hex 0x23)

| Dec | Hex | b7 | b6 | b5 | b4 | b3 | b2 | b1 | b0 |
|---|---|---|---|---|---|---|---|---|---|
| 35 | 0x23 | IDAC7 | IDAC6 | IDAC5 | IDAC4 | IDAC3 | IDAC2 | IDAC1 | IDAC0 |
| Reset Value | Reset Value | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 1 |
"""


def test_variant_rows_captions_that_disagree_and_reset_value_rows() -> None:
    """TI: a field's rows per part variant ("DATA0 (FDC2112 / FDC2114 only)", "DATA0[27:16]
    (..)") are one field; a caption whose address and symbol disagree yields to the
    heading; a "Reset Value" row under a register's bit row gives its reset."""
    device = _device(TI_DETAIL_BLOCKS)
    regs = _regs(device)
    assert _fields(regs[0x00]) == {"CH0_ERR_WD": (13, 13), "DATA0": (11, 0)}
    assert _fields(regs[0x10]) == {"CH0_SETTLECOUNT": (15, 0)}
    assert not regs[0x11].fields
    assert device is not None
    held = {r.address_offset: r for p in device.peripherals for r in p.registers}
    assert held[0x23].reset_value == 0x01


LINEAR_ACTIVE_BITS = """# Serial Port Register Map

| SYMBOL | SUB ADDR | R/W | ACTIVE BITS | DESCRIPTION | DEFAULT | PAGE |
|---|---|---|---|---|---|---|
| VBAT_LO_ALERT_LIMIT | 0x01 | R/W | 15:0 | Battery voltage low alert limit | 0x0000 | 55 |
| EN_LIMIT_ALERTS | 0x0D | R/W | 15:0 | Enable limit monitoring | 0x0000 | 56 |
| en_meas_sys_valid_alert | 0x0D | R/W | 15 | enable meas_sys_valid_alert | 0 | 56 |
|  | 0x0D | R/W | 14 | RESERVED | 0 |  |
| en_vbat_lo_alert | 0x0D | R/W | 11 | enable vbat_lo_alert | 0 | 56 |
| CHEM_CELLS | 0x43 | R | 11:0 | Programmed chemistry and cell count |  | 70 |
| chem | | | 11:8 | chemistry |  | 70 |
| cell_count_pins | | | 3:0 | cell count |  | 70 |
| VIN_UVCL_SETTING | 0x44 | R/W | 7:0 | UVCL setting | 0xFF | 70 |
"""


def test_a_linear_map_of_registers_and_their_field_rows() -> None:
    """Linear: register rows in capitals with ACTIVE BITS over their field rows (the
    address repeated down a merged cell, or blank); a register with no field rows holds
    one value over its active bits; the register row's access is the register's."""
    regs = _regs(_device(LINEAR_ACTIVE_BITS))
    assert _fields(regs[0x0D]) == {
        "en_meas_sys_valid_alert": (15, 15),
        "en_vbat_lo_alert": (11, 11),
    }
    assert _fields(regs[0x43]) == {"chem": (11, 8), "cell_count_pins": (3, 0)}
    assert _fields(regs[0x01]) == {"VBAT_LO_ALERT_LIMIT": (15, 0)}
    assert _fields(regs[0x44]) == {"VIN_UVCL_SETTING": (7, 0)}
    assert regs[0x0D].access == "read-write" and regs[0x0D].reset_value == 0


AWINIC_DETAILS = """# 寄存器列表

| 地址 | 寄存器名称 | W/R | 描述 | 默认值 |
|---|---|---|---|---|
| 01H | SLEEP | W/R | 睡眠模式控制 | 80H |
| 10H | LA11 | W/R | LED 亮度控制 | 00H |
| 11H | LA21 | W/R | LED 亮度控制 | 00H |
| 12H | LA31 | W/R | LED 亮度控制 | 00H |

寄存器详细描述

01H：SLEEP，睡眠模式控制寄存器

| BIT | NAME | W/R | 描述 | 默认值 |
|---|---|---|---|---|
| 7 | SLEEP | WR | 睡眠模式控制位 | 1 |
| 6:0 | - | - | - | 00 |

10H~12H：LAyx(y=1~3)，LED 亮度控制寄存器

| BIT | NAME | W/R | 描述 | 默认值 |
|---|---|---|---|---|
| 7:6 | FDTM | WR | 淡进淡出时间 | 00 |
| 5:0 | DIM | WR | LED 驱动电流 | 00 |
"""


def test_detail_titles_with_full_width_punctuation_and_address_ranges() -> None:
    """Awinic: "01H：SLEEP，..." over a register's field table; "10H~12H：LAyx(..)，..."
    over one layout of every register of the range."""
    regs = _regs(_device(AWINIC_DETAILS))
    assert _fields(regs[0x01]) == {"SLEEP": (7, 7)}
    for address in (0x10, 0x11, 0x12):
        assert _fields(regs[address]) == {"FDTM": (7, 6), "DIM": (5, 0)}


TI_DETAIL_REFINES = """# 7 Register Set

| Name | Addr | D7 | D6 | D5 | D4 | D3 | D2 | D1 | D0 |
|---|---|---|---|---|---|---|---|---|---|
| PROTECT3 | 0x08 | UV_DELAY | UV_DELAY | OV_DELAY | OV_DELAY | RSVD | RSVD | RSVD | RSVD |
| CC_CFG | 0x0B |  |  | Must be programmed to 0x19 | 〃 | 〃 | 〃 | 〃 | 〃 |

**Table 7-9. PROTECT3 (0x08)**

| BIT | 7 | 6 | 5 | 4 | 3 | 2 | 1 | 0 |
|---|---|---|---|---|---|---|---|---|
| NAME | UV_D1 | UV_D0 | OV_D1 | OV_D0 | RSVD | RSVD | RSVD | RSVD |
| RESET | 0 | 0 | 0 | 0 | 1 | 0 | 0 | 0 |
| ACCESS | RW | RW | RW | RW | RW | RW | RW | RW |
"""


def test_a_detail_figure_splitting_the_map_s_fields_gives_its_reset() -> None:
    """TI bq76940: the map prints UV_DELAY over bits 7:6, the register's figure UV_D1
    and UV_D0: the same layout, finer, so its reset row is the register's; a bit cell
    telling what to write ("Must be programmed to 0x19") names no field."""
    regs = _regs(_device(TI_DETAIL_REFINES))
    assert regs[0x08].reset_value == 0x08
    assert _fields(regs[0x08]) == {"UV_DELAY": (7, 6), "OV_DELAY": (5, 4)}
    assert not regs[0x0B].fields


TI_STACKED_FIGURE = """# 7 Register Set

| Name | Addr | D7 | D6 | D5 | D4 | D3 | D2 | D1 | D0 |
|---|---|---|---|---|---|---|---|---|---|
| BAT_HI | 0x2A | <15:8> | 〃 | 〃 | 〃 | 〃 | 〃 | 〃 | 〃 |
| BAT_LO | 0x2B | <7:0> | 〃 | 〃 | 〃 | 〃 | 〃 | 〃 | 〃 |

**Table 7-14. BAT_HI (0x2A) and BAT_LO (0x2B)**

| BIT | 7 | 6 | 5 | 4 | 3 | 2 | 1 | 0 |
|---|---|---|---|---|---|---|---|---|
| NAME | D15 | D14 | D13 | D12 | D11 | D10 | D9 | D8 |
| RESET | 0 | 0 | 0 | 0 | 0 | 0 | 1 | 0 |
| NAME | D7 | D6 | D5 | D4 | D3 | D2 | D1 | D0 |
| RESET | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 1 |
"""


ST_FOLDED_MAP = """# 8 Register mapping

| Name | Type | Register address | Register address | Default | Comment |
|---|---|---|---|---|---|
| Name | Type | Hex | Binary | Default | Comment |
| WHO_AM_I | r | 0F | 00001111 | 01101010 | |
| CTRL1_XL | r/w | 10 | 00010000 | 00000000 | |
| CTRL2_G | r/w | 11 | 00010001 | 00000000 | |
"""


def test_a_figure_stacking_two_registers_rows_and_a_folded_st_header() -> None:
    """TI bq76940: one figure, a names row and a reset row per register its caption
    names in order ("BAT_HI (0x2A) and BAT_LO (0x2B)"), the names D15 .. D8 no bit
    labels of the header; ST's "Hex | Binary" line under "Register address" still
    folds into the header (a first cell "Name" over no bit labels)."""
    regs = _regs(_device(TI_STACKED_FIGURE))
    assert _fields(regs[0x2A]) == {"D[15:8]": (7, 0)} and regs[0x2A].reset_value == 0x02
    assert _fields(regs[0x2B]) == {"D": (7, 0)} and regs[0x2B].reset_value == 0x01
    st = _regs(_device(ST_FOLDED_MAP))
    assert sorted(st) == [0x0F, 0x10, 0x11] and st[0x0F].reset_value == 0x6A
    (table,) = tables_of(ParseResult("toy", "Toy", "datasheet", ST_FOLDED_MAP, "TOY1"))
    assert normalized(table).header[2:4] == ("Register address Hex", "Register address Binary")


PAGED_MAP = """# Register definition

| Address | Name | Function | R/W | Default |
|---|---|---|---|---|
| PG0 (0x00): LED Control Register |  |  |  |  |
| 00h | LED On/Off Register | Set on or off state | W | 0000 0000 |
| 18h | LED Open Register | Store open state | R | 0000 0000 |
| PG3 (0x03): Function Register |  |  |  |  |
| 00h | Configuration Register | Configure the operation mode | W | 0000 0000 |
| 01h | Global Current Control Register | Set the global current | W | 0000 0000 |
"""


def test_page_rows_inside_a_map_open_pages_that_reuse_addresses() -> None:
    """Lumissil: "PG0 (0x00): .." rows inside the map, each opening a page whose
    registers reuse the addresses: one map per page; NXP's "Page 0" rows over 00h-0Fh
    and "Page 1" over 10h-1Fh only group one space's registers."""
    device = _device(PAGED_MAP)
    assert device is not None and len(device.peripherals) == 2
    first, second = device.peripherals
    assert {r.address_offset: r.name for r in first.registers} == {
        0x00: "LED On/Off Register",
        0x18: "LED Open Register",
    }
    assert {r.address_offset: r.name for r in second.registers} == {
        0x00: "Configuration Register",
        0x01: "Global Current Control Register",
    }
    grouped = PAGED_MAP.replace("| 00h | Configuration", "| 20h | Configuration").replace(
        "| 01h | Global", "| 21h | Global"
    )
    one = _device(grouped)
    assert one is not None and len(one.peripherals) == 1
    assert sorted(r.address_offset for r in one.peripherals[0].registers) == [0, 0x18, 0x20, 0x21]


MICREL_PHY = """# Register Map

| Register Number (Hex) | Description |
|---|---|
| IEEE Defined Registers |  |
| 0 (0h) | Basic Control |
| 1 (1h) | Basic Status |
| 8 (8h) | Auto-Negotiation Link Partner Next Page Ability |
| 16 (10h) | Reserved |
| 31 (1Fh) | PHY Control |

## Register Description

| Address | Name | Description | Mode(1) | Default |
|---|---|---|---|---|
| Register 0 (0h) – Basic Control |  |  |  |  |
| 0.15 | Reset | 1 = Software PHY reset | RW/SC | 0 |
| 0.14 | Loop-back | 1 = Loop-back mode | RW | 0 |
| 0.5:0 | Reserved |  | RO | 00_0000 |
| Register 31 (1Fh) – PHY Control |  |  |  |  |
| 31.15:14 | Reserved |  | RW | 00 |
| 31.6 | Speed status 1000Base-T | 1 = Indicate chip final speed status at 1000Base-T | RO | 0 |
| 31.3 | Duplex status | 1 = Indicate chip duplex status at full-duplex | RO | 0 |
"""


def test_a_phy_map_of_decimal_numbers_and_register_dot_bit_fields() -> None:
    """Micrel: registers numbered in decimal with their hex in brackets, names in a
    Description column; field rows addressed ``0.15``, ``31.15:14`` (register.bits, in
    decimal) under ``Register 0 (0h) – Basic Control`` rows."""
    regs = _regs(_device(MICREL_PHY))
    assert {a: r.name for a, r in regs.items()} == {
        0x00: "Basic Control",
        0x01: "Basic Status",
        0x08: "Auto-Negotiation Link Partner Next Page Ability",
        0x1F: "PHY Control",
    }
    assert _fields(regs[0x00]) == {"Reset": (15, 15), "Loop-back": (14, 14)}
    assert _fields(regs[0x1F]) == {"Speed status 1000Base-T": (6, 6), "Duplex status": (3, 3)}


AZOTEQ_MAP = """# 12 I2C Memory Map - Register Descriptions

| Address | Data (16bit) | Data (16bit) | Notes |
|---|---|---|---|
|  | Start of Read Only Section | Start of Read Only Section |  |
| 0x0A | Relative X | Relative X | See Section 7.2.2 |
| 0x0B | Relative Y | Relative Y | See Section 7.2.2 |
| 0x22 | Trackpad reference drift limit | Trackpad ATI compensation divider | See Table A.5 |
"""


def test_a_map_of_16_bit_registers_described_by_their_byte_halves() -> None:
    """Azoteq: ``Address | Data (16bit) | Data (16bit)``, a cell over both halves naming
    a register of one value, two cells one of two byte settings."""
    regs = _regs(_device(AZOTEQ_MAP))
    assert regs[0x0A].name == "Relative X"
    assert regs[0x22].name == "Trackpad reference drift limit / Trackpad ATI compensation divider"
    assert {r.size for r in regs.values()} == {16}  # the header states the width


def test_a_byte_halves_map_continued_over_pages() -> None:
    """Azoteq IQS7211E: the map goes on, headerless, on the next pages (once with its
    address column split in two, ``0x56 | 0x56``); a constant printed in one half
    (``0x05``) leaves the register named by the other; ``0xE0 (i) | ...`` rows of the
    extended map, their address cells differing, make no register."""
    markdown = (
        AZOTEQ_MAP
        + "\n0x2F Idle mode timeout (s)\n\n"
        + "| 0x30 | LP1 mode timeout (s) | LP1 mode timeout (s) |  |\n|---|---|---|---|\n"
        + "| 0x31 | Reference update time (s) | Re-ATI retry time (s) | See 5.4.1 |\n"
        + "| 0x5D | ProxA channel for cycle-0 | 0x05 | See 7.1.2 |\n\n"
        + "| 0x5E | 0x5E | 0x05 | ProxB channel for cycle-0 | See 7.1.2 |\n"
        + "|---|---|---|---|---|\n"
        + "| 0x5F | 0x5F | ProxB channel for cycle-1 | ProxA channel for cycle-1 | See 7.1.2 |\n"
        + "| 0xE0 (i) | ... | Trackpad count values | Trackpad count values | See 5.3.1 |\n"
        + "| 0xE1 (1) | ... | Trackpad reference values | Trackpad reference values | See 5.4 |\n"
    )
    regs = _regs(_device(markdown))
    assert regs[0x30].name == "LP1 mode timeout"  # (a unit after a name is no part of it)
    assert regs[0x31].name.startswith("Reference update time")
    assert regs[0x5D].name == "ProxA channel for cycle-0"
    assert regs[0x5E].name == "ProxB channel for cycle-0"
    assert regs[0x5F].name == "ProxB channel for cycle-1 / ProxA channel for cycle-1"
    assert 0xE0 not in regs and 0xE1 not in regs
    assert all(r.size == 16 for r in regs.values())


def test_a_misspelt_reserved_cell_names_no_field() -> None:
    """DAVICOM DM9161A prints "Reversed" (wrapped "Reverse d") for reserved bits."""
    markdown = (
        "## Register map\n\n| ADD | Name | "
        + bit_cells(7, "", 0)
        + " |\n|---" * 1
        + "|---|"
        + "---|" * 8
        + "\n"
        "| 23 | DIS_connect | Reverse d | Reverse d | Reverse d | Reverse d "
        "| DC3 | DC2 | DC1 | DC0 |\n"
    )
    regs = _regs(_device(markdown))
    assert set(_fields(regs[0x17])) <= {"DC", "DC3", "DC2", "DC1", "DC0"}


DAVICOM_SECTIONS = """# 8 MII Register Description

| ADD | Name | Description |
|---|---|---|
| 00 | CONTROL | Basic mode control |
| 03 | PHYID2 | PHY identifier 2 |
| 20 | MDINTR | Interrupt register |

## 8.1 Basic Mode Control Register (BMCR) - 00

| Bit | Bit Name | Default | Description |
|---|---|---|---|
| 0.15 | Reset | 0, RW/SC | Reset 1=Software reset |
| 0.14 | Loopback | 0, RW | Loopback |
| 0.13 | Speed selection | 1, RW | Speed Select |

## 8.4 PHY ID Identifier Register #2 (PHYID2) - 03

| Bit | Bit Name | Default | Description |
|---|---|---|---|
| 3.15-3.10 | OUI_LSB | <101110>, RO/P | OUI least significant bits |
| 3.9-3.4 | VNDR_MDL | <001010>, RO/P | Vendor model number |
| 3.3-3.0 | MDL_REV | <0000>, RO/P | Model revision number |

## 8.9 DAVICOM Specified Interrupt Register (MDINTR) - 20

| Bit | Bit Name | Default | Description |
|---|---|---|---|
| 20.15 | INTR PEND | 0, RO | Interrupt pending |
| 20.3 | Spd_chg | 0, RO | Speed changed |
| 20.2 | Lnk_chg | 0, RO | Link changed |
"""


def test_register_dot_bit_rows_under_headings_closing_with_the_register_number() -> None:
    """DAVICOM: ``Bit | Bit Name | Default`` over ``0.15``, ``3.15-3.10`` rows under
    ``8.1 Basic Mode Control Register (BMCR) - 00`` headings: the register at that
    number (decimal: ``- 20`` is 0x14), the bits alone."""
    regs = _regs(_device(DAVICOM_SECTIONS))
    assert _fields(regs[0x00]) == {
        "Reset": (15, 15),
        "Loopback": (14, 14),
        "Speed selection": (13, 13),
    }
    assert _fields(regs[0x03]) == {"OUI_LSB": (15, 10), "VNDR_MDL": (9, 4), "MDL_REV": (3, 0)}
    assert _fields(regs[0x14]) == {"INTRPEND": (15, 15), "Spd_chg": (3, 3), "Lnk_chg": (2, 2)}


def test_hex_register_sections_stating_their_default_in_binary() -> None:
    """Everest ES8311 (no summary): ``REGISTER 0X01 – CLOCK MANAGER, DEFAULT 0000 0000``
    headings over each register's field table: the name, and the reset in binary."""
    markdown = "".join(
        f"## REGISTER 0X{a:02X} – {name}, DEFAULT {bits}\n\n"
        "| Bit Name | Bit | Description |\n|---|---|---|\n"
        f"| {field} | 7 | {field} control |\n\n"
        for a, name, bits, field in (
            (0x00, "RESET", "0001 1111", "CSM_ON"),
            (0x01, "CLOCK MANAGER", "0000 0000", "MCLK_SEL"),
            (0x02, "CLOCK MANAGER", "0000 1000", "DIV_PRE"),
        )
    )
    regs = _regs(_device(markdown))
    assert {a: (r.name, r.reset_value) for a, r in regs.items()} == {
        0x00: ("RESET", 0x1F),
        0x01: ("CLOCK MANAGER", 0x00),
        0x02: ("CLOCK MANAGER", 0x08),
    }


def test_descriptions_opening_with_a_lower_case_symbol_and_its_slice() -> None:
    """Ismartware SW2303: ``Bit | Description | R/W | Default`` over ``7-4 |
    dac_vol[3:0] 当前的设置电压 ..`` and ``3-0 | / | / | /`` (an unused bit's row)."""
    markdown = (
        "## 2.2. REG 0x03: 设置电压高8 位\n\n| Bit | Description | R/W | Default |\n"
        "|---|---|---|---|\n| 7-0 | dac_vol[11:4] 当前的设置电压 | R | 0x0 |\n\n"
        "## 2.3. REG 0x04: 设置电压低4 位\n\n| Bit | Description | R/W | Default |\n"
        "|---|---|---|---|\n| 7-4 | dac_vol[3:0] 当前的设置电压 | R | 0x0 |\n"
        "| 3-0 | / | / | / |\n\n"
        "## 2.4. REG 0x05: 设置限流\n\n| Bit | Description | R/W | Default |\n"
        "|---|---|---|---|\n| 7 | / | / | / |\n| 6-0 | ctrl_icc[6:0] | R | 0x0 |\n"
    )
    regs = _regs(_device(markdown))
    assert _fields(regs[0x03]) == {"dac_vol[11:4]": (7, 0)}
    assert _fields(regs[0x04]) == {"dac_vol[3:0]": (7, 4)}
    assert _fields(regs[0x05]) == {"ctrl_icc": (6, 0)}


def test_spread_address_titles_over_field_name_headers() -> None:
    """ams: ``Addr: 0xE0 | Addr: 0xE0 | ENABLE | ENABLE`` (a title's merged cells spread
    over the columns) over ``Field | Name | Rst | Type``; a name with a number after a
    space (``STATUS 2``)."""
    markdown = (
        "# Register Map\n\n| Address | Register Name | Description |\n|---|---|---|\n"
        "| 0xA3 | STATUS 2 | Status 2 |\n| 0xE0 | ENABLE | Enable |\n"
        "| 0xE1 | INT | Interrupts |\n\n"
        "## ENABLE Register (Address 0xE0)\n\n"
        "| Addr: 0xE0 | Addr: 0xE0 | ENABLE | ENABLE |\n|---|---|---|---|\n"
        "| Field | Name | Rst | Type |\n| 7 | cpu_reset | 0 | RW_SC |\n| 0 | pon | 1 | RW |\n\n"
        "## STATUS 2 Register (Address 0xA3)\n\n"
        "| Addr: 0xA3 | Addr: 0xA3 | STATUS 2 | STATUS 2 |\n|---|---|---|---|\n"
        "| Field | Name | Rst | Type |\n| 6 | AVALID | 0 | R |\n| 4 | ASAT | 0 | R |\n"
    )
    regs = _regs(_device(markdown))
    assert _fields(regs[0xE0]) == {"cpu_reset": (7, 7), "pon": (0, 0)}
    assert _fields(regs[0xA3]) == {"AVALID": (6, 6), "ASAT": (4, 4)}


OMNIVISION_MAP = (LAYOUTS / "omnivision_bit_descriptions.md").read_text(encoding="utf-8")


def test_bits_listed_in_a_description_cell_are_the_fields() -> None:
    """OmniVision: no field column; each register's description cell lists its bits as
    ``Bit[7:5]: name`` followed by the values, a note or a second line; bits described
    as ``Debug mode`` are the vendor's (reserved), and so is a row named DEBUG MODE."""
    regs = _regs(_device(OMNIVISION_MAP))
    assert sorted(regs) == [0x3000, 0x300E, 0x3035, 0x3036]
    assert _fields(regs[0x3000]) == {
        "Reset BIST": (7, 7),
        "Reset MCU": (5, 4),
        "Reset array control": (3, 0),
    }
    assert _fields(regs[0x300E]) == {"mipi_lane_mode": (7, 5), "MIPI TX PHY power down": (4, 4)}
    assert _fields(regs[0x3035]) == {
        "System clock divider": (7, 4),
        "Scale divider for MIPI": (3, 0),
    }
    assert _fields(regs[0x3036]) == {"PLL multiplier": (7, 0)}


def test_overlapping_bits_in_a_description_cell_give_no_fields() -> None:
    """Bits listed twice (a misprint, or two views of one register) are no layout to
    guess from: the register keeps no fields."""
    markdown = OMNIVISION_MAP.replace(
        "Bit[3:0]: Scale divider for MIPI", "Bit[4:0]: Scale divider for MIPI"
    )
    assert _fields(_regs(_device(markdown))[0x3035]) == {}


OMNIVISION_FUNCTIONS = """## 2.4 I/O control

table 2-2 driving capability and direction control for I/O pads

| function | register | default value | R/W | description |
|---|---|---|---|---|
| output drive capability control | 0x302C | 0x02 | RW | Bit[7:6]: output drive capability |
| VSYNC I/O control | 0x3017 | 0x00 | RW | Bit[6]: input/output control for the VSYNC pin |
| HREF I/O control | 0x3017 | 0x00 | RW | Bit[5]: input/output control for the HREF pin |
| VSYNC output value | 0x301A | 0x00 | RW | Bit[6]: VSYNC output value |
| D[9:0] output value | 0x301A[3:0], 0x301B[7:2] | 0x00 | RW | D[9:0] output value |
"""


def test_a_table_of_functions_by_register_is_no_map() -> None:
    """OmniVision's functional chapters list what each bit does and the register that
    holds it (``function | register | ..``, one address in several rows under other
    names): no register map; the register tables say what the registers are."""
    assert _device(OMNIVISION_FUNCTIONS) is None
    # one address per row under a Function header (Epson's map) is a map
    epson = OMNIVISION_FUNCTIONS.replace(
        "| HREF I/O control | 0x3017 |", "| HREF I/O control | 0x3018 |"
    )
    assert sorted(_regs(_device(epson))) == [0x3017, 0x3018, 0x301A, 0x302C]


WOLFSON_MAP = (LAYOUTS / "wolfson_register_cells.md").read_text(encoding="utf-8")


def test_register_cells_giving_the_address_then_the_name() -> None:
    """Wolfson: the map's ``REGISTER`` cell is ``R0 (00h) Left Line In`` (number,
    address, name) and the description table's ``REGISTER ADDRESS`` cell is the 7-bit
    address in binary then the name (``0000011 Right Headphone Out``): both name the
    register, and the binary address is 0x03 (not 11, nor decimal)."""
    regs = _regs(_device(WOLFSON_MAP))
    assert {a: r.name for a, r in regs.items()} == {
        0x00: "Left Line In",
        0x03: "Right Headphone Out",
        0x09: "Active Control",
    }
    assert _fields(regs[0x03]) == {"RHPVOL": (6, 0), "RZCEN": (7, 7)}


def test_a_reset_type_column_beside_the_reset_value_gives_no_value() -> None:
    """NXP PCA9450: "Reset Type | Reset Value" over "S | 0x11": the type names which
    reset condition of the legend restores the register; the value is its reset."""
    md = """# Registers

| Add | Name | B7 | B6 | B5 | B4 | B3 | B2 | B1 | B0 | R/W | Reset Type | Reset Value |
|---|---|---|---|---|---|---|---|---|---|---|---|---|
| 0x00 | Device_ID | CHIP_ID | CHIP_ID | CHIP_ID | CHIP_ID | R | R | R | R | R | S | 0x11 |
| 0x02 | INT1_MSK | PWRON_M | WDOG_M | RSVD | V1_M | V2_M | LOW_M | T1_M | T2_M | R/W | S | 0xFF |
| 0x07 | PWR_CTRL | Ton_Deb | Ton_Deb | Toff | Tstep | Tstep | Toff | Toff | Tr | R/W | O | 0x4C |
"""
    regs = _regs(_device(md))
    assert [regs[a].reset_value for a in (0x00, 0x02, 0x07)] == [0x11, 0xFF, 0x4C]
    assert _fields(regs[0x07])["Ton_Deb"] == (7, 6)


def test_an_all_zero_default_is_zero_whatever_its_radix() -> None:
    """Nuvoton NAU88C22: the map's last page prints only ``000`` defaults (no hex digit to
    tell the radix): zero in any radix; ``011`` there still gives none."""
    head = "| DEC | HEX | NAME | " + bit_cells(8) + " | Default |\n|" + "---|" * 13 + "\n"
    md = (
        "# Registers\n\n"
        + head
        + (
            "| 79 | 4F | OUTPUT CTRL | "
            + " | ".join(f"S{b}" for b in range(8, -1, -1))
            + " | 000 |\n"
            "| 87 | 57 | SPI 1 | " + " | ".join(["SPI1"] * 9) + " | 000 |\n"
            "| 88 | 58 | SPI 2 | " + " | ".join(["SPI2"] * 9) + " | 011 |\n"
        )
    )
    regs = _regs(_device(md))
    assert [regs[a].reset_value for a in (0x4F, 0x57, 0x58)] == [0, 0, None]


def test_byte_slices_of_one_value_join_and_bit_span_names_name_the_value() -> None:
    """TI CAN: a register figure a byte a row gives ``TOP[7:0]`` over 23:16 and
    ``TOP[15:8]`` over 31:24, one value (``TOP`` over 31:16); ``ND63 to ND32`` over 31:0
    is that slice of the ND flags. Slices that are no whole bytes (LTC2990's
    ``Mode[4:3]`` beside ``Mode[2:0]``) are the document's own fields."""
    md = """# Registers

| Address | Register | Access |
|---|---|---|
| 0x1028 | TOCC | RW |
| 0x109C | NDAT2 | RW |
| 0x1100 | CONTROL | RW |

### TOCC (address = 0x1028)

| Bit | Field | Type | Reset | Description |
|---|---|---|---|---|
| 31:24 | TOP[15:8] | RW | 0xFF | Timeout period, high byte |
| 23:16 | TOP[7:0] | RW | 0xFF | Timeout period, low byte |
| 2:1 | TOS | RW | 0 | Timeout select |
| 0 | ETOC | RW | 0 | Enable timeout counter |

### NDAT2 (address = 0x109C)

| Bit | Field | Type | Reset | Description |
|---|---|---|---|---|
| 31:0 | ND63 to ND32 | RW | 0 | New data flags |

### CONTROL (address = 0x1100)

| Bit | Field | Type | Reset | Description |
|---|---|---|---|---|
| 4:3 | Mode[4:3] | RW | 0 | Measurement set |
| 2:0 | Mode[2:0] | RW | 0 | Channels |
"""
    regs = _regs(_device(md))
    assert _fields(regs[0x1028]) == {"TOP": (31, 16), "TOS": (2, 1), "ETOC": (0, 0)}
    assert regs[0x1028].fields[-1].reset_value == 0xFFFF
    assert _fields(regs[0x109C]) == {"ND[63:32]": (31, 0)}
    assert _fields(regs[0x1100]) == {"Mode[4:3]": (4, 3), "Mode[2:0]": (2, 0)}


LTC_COMMAND_CODES = """# REGISTER DESCRIPTIONS

| Symbol Name | Command Code | Access | Bit Range | Default | Description |
|---|---|---|---|---|---|
| vbat_lo_alert_limit | 0x01 | R/W | [15:0] | 0 | Signed lower limit of the battery voltage |
| EN_LIMIT_ALERTS_REG | 0x0D | R/W | [15:0] | 0 | Enable limit monitoring |
| en_telemetry_valid_alert |  |  | [15] | 0 | Telemetry valid interrupt request |
| en_vbat_lo_alert |  |  | [11] | 0 | Battery voltage low interrupt request |
| en_vbat_hi_alert |  |  | [10] | 0 | Battery voltage high interrupt request |
| iin_limit_target | 0x15 | R/W | [5:0] | 63 | Input current limit target |
"""


def test_smbus_command_codes_over_bit_ranges_address_the_registers() -> None:
    """Linear LTC4162: ``Symbol Name | Command Code | Access | Bit Range | Default``, each
    register row with its code, its field rows under it with none: the code is the
    register's address, a register row alone one value over its bit range (the width
    past bit 7 from it), a register row over field rows gives those fields."""
    regs = _regs(_device(LTC_COMMAND_CODES))
    assert _fields(regs[0x01]) == {"vbat_lo_alert_limit": (15, 0)} and regs[0x01].size == 16
    assert _fields(regs[0x15]) == {"iin_limit_target": (5, 0)}
    assert regs[0x15].reset_value == 63
    assert _fields(regs[0x0D]) == {
        "en_telemetry_valid_alert": (15, 15),
        "en_vbat_lo_alert": (11, 11),
        "en_vbat_hi_alert": (10, 10),
    }
    # (an instruction list gives no bit ranges: its codes address nothing)
    listing = "# Commands\n\n| Symbol Name | Command Code | Description |\n|---|---|---|\n"
    listing += "| READ_ID | 0x9F | Read the ID |\n| WRITE_EN | 0x06 | Enable writes |\n"
    assert _device(listing) is None


def test_an_rtc_hour_mode_bit_is_named_12_24() -> None:
    """Microchip MCP79410: ``— | 12/24 | AM/PM HRTEN1 | HRTEN0 | HRONE3 ..``: the clock
    format bit's name is digits."""
    md = (
        "# Registers\n\n| Address | Register Name | " + bit_cells(7) + " |\n|" + "---|" * 10 + "\n"
        "| 02h | RTCHOUR | — | 12/24 | AM/PM | HRTEN0 | HRONE3 | HRONE2 | HRONE1 | HRONE0 |\n"
        "| 03h | RTCWKDAY | — | — | OSCRUN | PWRFAIL | VBATEN | WKDAY2 | WKDAY1 | WKDAY0 |\n"
    )
    assert _fields(_regs(_device(md))[0x02])["12/24"] == (6, 6)


X_POWERS_SECTIONS = """# Register List

| Register Name | Offset | Description |
|---|---|---|
| CHIP_AUDIO_RST | 00H | Chip Soft Reset |
| PLL_CTRL1 | 01H | PLL Configure Control 1 |
| I2S1LCK_CTRL | 10H | I2S1 BCLK/LRCK Control |

## Reg 01h_PLL Configure Control 1 Register

| Default: 0x0141 | Default: 0x0141 | Default: 0x0141 | Register Name: PLL_CTRL1 |
|---|---|---|---|
| Bit | Read/Write | Default | Description |
| 15:14 | R/W | 0x0 | DPLL_DAC_BIAS 00: min 11: max |
| 13:8 | R/W | 0x1 | PLL_POSTDIV_M PLL Post-Divider Factor M |
| 7:0 | R/W | 0x41 | Reserved |

## Reg 10h_I2S1 BCLK/LRCK Control Register

| Default: 0x0000 | Default: 0x0000 | Default: 0x0000 | Register Name: I2S1LCK_CTRL |
|---|---|---|---|
| Bit | Read/Write | Default | Description |
| 15 | R/W | 0x0 | I2S1_MSTR_MOD I2S1 Audio Interface Mode 0: Master 1: Slave |
| 14 | R/W | 0x0 | I2S1_BCLK_INV I2S1 BCLK Polarity 0: Normal 1: Inverted |
| 13 | R/W | 0x0 | I2S1_LRCK_INV I2S1 LRCK Polarity 0: Normal 1: Inverted |

| 12:9 | R/W | 0x0 | I2S1_BCLK_DIV Select the BCLK divide ratio |
|---|---|---|---|
| 8:6 | R/W | 0x0 | I2S1_LRCK_DIV Select the LRCK divide ratio |
| 5:0 | R/W | 0x0 | Reserved |

## Reg 41h_ADC Volume Control Register

| Default: 0xA0A0 | Default: 0xA0A0 | Default: 0xA0A0 | Register Name: ADC_VOL_CTRL |
|---|---|---|---|
| Bit | Read/Write | Default | Description |
| 15:8 | R/W | 0xA0 | ADC_VOL_L ADC Left Channel Volume |
| 7:0 | R/W | 0xA0 | ADC_VOL_R ADC Right Channel Volume |
"""


def test_register_name_bands_over_bit_tables_under_reg_headings() -> None:
    """X-Powers/Allwinner: ``Reg 01h_PLL ..`` over a table titled ``Default: 0x0141 |
    Register Name: PLL_CTRL1`` above ``Bit | Read/Write | Default | Description``, each
    description opening with its field's symbol: the register's fields and reset."""
    regs = _regs(_device(X_POWERS_SECTIONS))
    assert _fields(regs[0x01]) == {"DPLL_DAC_BIAS": (15, 14), "PLL_POSTDIV_M": (13, 8)}
    assert regs[0x01].reset_value == 0x0141
    # (the page break cut 0x10's table: the rest, headerless, reads its names alike)
    assert _fields(regs[0x10]) == {
        "I2S1_MSTR_MOD": (15, 15),
        "I2S1_BCLK_INV": (14, 14),
        "I2S1_LRCK_INV": (13, 13),
        "I2S1_BCLK_DIV": (12, 9),
        "I2S1_LRCK_DIV": (8, 6),
    }
    # (a band defines its register where the list, cut short by the document, ends)
    assert regs[0x41].name == "ADC_VOL_CTRL" and regs[0x41].reset_value == 0xA0A0
    assert _fields(regs[0x41]) == {"ADC_VOL_L": (15, 8), "ADC_VOL_R": (7, 0)}


def test_register_prefixed_bits_with_a_space_inside_the_brackets() -> None:
    """Linear LTC2946: ``CA[7]``, ``CA[6:5]``, ``CA[4 :3]`` (the PDF set a space before
    the colon) in the bit column of CTRLA's table: the ranges alone."""
    md = """# Registers

| ADDRESS | NAME | READ/WRITE | DESCRIPTION | DEFAULT |
|---|---|---|---|---|
| 00h | CTRLA | R/W | Operation Control Register A | 18h |
| 01h | CTRLB | R/W | Operation Control Register B | 00h |

**Table 3. CTRLA Register (00h): Read/Write**

| BIT | REGISTER NAME | OPERATION | DEFAULT |
|---|---|---|---|
| CA[7] | ADIN Configuration | [1] = ADIN Measured with Respect to INTVCC | 0 |
| CA[6:5] | Offset Calibration Configuration | [00] = Every Conversion | 00 |
| CA[4 :3] | Voltage Selection | [11] = SENSE+ [10] = ADIN | 11 |
| CA[2 :0] | Channel Configuration | [111] = Snapshot Mode | 000 |
"""
    assert _fields(_regs(_device(md))[0x00]) == {
        "ADIN Configuration": (7, 7),
        "Offset Calibration Configuration": (6, 5),
        "Voltage Selection": (4, 3),
        "Channel Configuration": (2, 0),
    }


def test_a_map_printing_the_command_word_keeps_the_low_byte_as_the_register() -> None:
    """TI PCM3060: ``B15 .. B8`` print each row's address in 0s and 1s (the command
    word's address byte), ``B7 .. B0`` the register's bits: an 8-bit register."""
    head = "| HEX | DEC | " + bit_cells(15, "B") + " |\n|" + "---|" * 18 + "\n"
    md = (
        "# Register Map\n\n"
        + head
        + (
            "| 40h | Register 64 | 0 | 1 | 0 | 0 | 0 | 0 | 0 | 0 | MRST | SRST | ADPSV | DAPSV "
            "| RSV | RSV | RSV | S/E |\n"
            "| 45h | Register 69 | 0 | 1 | 0 | 0 | 0 | 1 | 0 | 1 | FLT | DMF1 | DMF0 | DMC "
            "| RSV | RSV | ZREV | AZRO |\n"
        )
    )
    regs = _regs(_device(md))
    assert regs[0x40].size == 8 and _fields(regs[0x40])["MRST"] == (7, 7)
    assert _fields(regs[0x45])["DMF"] == (6, 5) and regs[0x45].size == 8


TI_PAGE_TITLES = """# 5.1 Register Map

Page 0 / Register 1: Software Reset Register - 0x00 / 0x01

| BIT | Read/Write | Reset Value | DESCRIPTION |
|---|---|---|---|
| D7–D1 | R | 0000 000 | Reserved. Write only zeros to these bits. |
| D0 | W | 0 | Self clearing software reset bit 0: Don't care 1: Self-clearing software reset |

Page 0 / Registers 26: Clock Setting Register 11, CLKOUT M divider value - 0x00 / 0x1A

| BIT | Read/Write | Reset Value | DESCRIPTION |
|---|---|---|---|
| D7 | R/W | 0 | CLKOUT M divider power control 0: powered down 1: powered up |
| D6–D0 | R/W | 000 0001 | CLKOUT M divider value |

Page 0 / Register 27: Audio Interface Setting Register 1- 0x00 / 0x1B

| BIT | Read/Write | Reset Value | DESCRIPTION |
|---|---|---|---|
| D7–D0 | R/W | 0000 0000 | Audio interface selection |

Page 1 / Register 1: REF, POR and LDO BGAP Control Register - 0x01 / 0x01

| BIT | Read/Write | Reset Value | DESCRIPTION |
|---|---|---|---|
| D7–D0 | R/W | 0001 0000 | Reference and LDO controls |
"""


def test_ti_page_register_titles_define_the_registers_of_a_document_without_a_map() -> None:
    """TI codec guides: ``Page 0 / Register 26: Clock Setting Register 11, .. - 0x00 /
    0x1A`` over each register's bit table, no summary: a register per title (page 0
    the main map, page 1 a bank), its reset the table's digits in bit order; a table's
    fields go to its title's register of its own page."""
    device = _device(TI_PAGE_TITLES)
    assert device is not None
    page0, page1 = _regs(device, 0), _regs(device, 1)
    assert sorted(page0) == [0x01, 0x1A, 0x1B] and sorted(page1) == [0x01]
    assert page0[0x1A].name == "Clock Setting Register 11, CLKOUT M divider value"
    assert page0[0x1A].reset_value == 0x01 and page1[0x01].reset_value == 0x10
    assert page1[0x01].name == "REF, POR and LDO BGAP Control"
    # (fewer titles name no register)
    two = TI_PAGE_TITLES.split("Page 0 / Register 27")[0]
    assert _device(two) is None


def test_bit_and_symbol_rows_set_apart_over_a_default_row_are_the_figure() -> None:
    """NXP PCA9698: "Bit 7 6 5 4 3 2 1 0" and "Symbol BSEL X X B4 B3 B2 B1 B0" as lines
    over ``Default | 1 | 0 ..`` (the PDF kept only that row in the table): the figure
    read whole, its fields and its reset."""
    md = """# Registers

| Address | Register | Access | Description |
|---|---|---|---|
| 28h | OUTCONF | read/write | output structure configuration |
| 29h | ALLBNK | read/write | control all banks |

Table 10. ALLBNK - All Bank control register (address 29h) description

Bit 7 6 5 4 3 2 1 0

Symbol BSEL X X B4 B3 B2 B1 B0

| Default | 1 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
|---|---|---|---|---|---|---|---|---|
"""
    reg = _regs(_device(md))[0x29]
    assert _fields(reg) == {"BSEL": (7, 7), "B": (4, 0)}  # (B4 .. B0: one value)
    assert reg.reset_value == 0x80


def test_binary_defaults_as_many_digits_as_the_bit_columns_are_binary() -> None:
    # ADI SSM2603: 9-bit registers under D8 .. D0, defaults "010010111" (0x097); read as
    # decimal the digits would not fit the register
    markdown = (
        "# REGISTER MAP\n\n"
        f"| Reg. | Address | Name | {bit_cells(8, 'D')} | Default |\n"
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|\n"
        "| R0 | 0x00 | Left-channel ADC input volume | LRINBOTH | LINMUTE | 0 "
        "| LINVOL[5:0] | LINVOL[5:0] | LINVOL[5:0] | LINVOL[5:0] | LINVOL[5:0] | LINVOL[5:0] "
        "| 010010111 |\n"
        "| R4 | 0x04 | Analog audio path | 0 | SIDETONE_ATT[1:0] | SIDETONE_ATT[1:0] "
        "| SIDETONE_EN | DACSEL | Bypass | INSEL | MUTEMIC | MICBOOST | 000001010 |\n"
    )
    regs = _regs(_device(markdown))
    assert regs[0x00].reset_value == 0x097 and regs[0x00].size == 9
    assert _fields(regs[0x00]) == {"LINVOL": (5, 0), "LINMUTE": (7, 7), "LRINBOTH": (8, 8)}
    assert regs[0x04].reset_value == 0x00A


def test_register_sections_opened_by_a_memory_location_line() -> None:
    # TI bq25120A: no map; each section's heading names the register, its first line
    # gives the address and the reset bit by bit ("x": no value), the field table under
    # a caption naming the register numbers its bits "B7 (MSB)" .. "B0 (LSB)"
    def section(number: int, name: str, address: str, reset: str, rows: str) -> str:
        return (
            f"### 9.6.{number} {name}\n\nMemory location {address}, Reset State: {reset} "
            f"(BQ25120A)\n\n**Table {number}. {name}**\n\n"
            "| Bit | Field | Type | Reset | Description |\n|---|---|---|---|---|\n" + rows + "\n"
        )

    def bit_rows(names: list[str], reset: str = "0") -> str:
        marks = {7: " (MSB)", 0: " (LSB)"}
        return "".join(
            f"| B{7 - k}{marks.get(7 - k, '')} | {n} | R/W | {reset} | {n} setting |\n"
            for k, n in enumerate(names)
        )

    markdown = "## 9.6 Register Maps\n\n" + "".join(
        [
            section(1, "Status Register", "0x00h", "xx0x xxx1", bit_rows(
                ["STAT_1", "STAT_0", "EN_SHIPMODE", "RESET_FAULT", "TIMER", "VINDPM_STAT",
                 "CD_STAT", "SYS_EN_STAT"], "x")),
            section(2, "Faults Register", "0x01h", "xxxx 0000", bit_rows(
                ["VIN_OV", "VIN_UV", "BAT_UVLO", "BAT_OCP", "VIN_OV_M", "VIN_UV_M",
                 "BAT_UVLO_M", "BAT_OCP_M"])),
            section(4, "Fast Charge Control Register", "0x03h", "0001 0100", bit_rows(
                ["ICHRG_RANGE", "ICHRG_4", "ICHRG_3", "ICHRG_2", "ICHRG_1", "ICHRG_0", "CE",
                 "HZ_MODE"])),
        ]
    )  # fmt: skip
    # (a caption may add the location, in binary: "Table 2. .., Memory Location 0001")
    markdown = markdown.replace(
        "**Table 2. Faults Register**", "**Table 2. Faults Register, Memory Location 0001**"
    )
    regs = _regs(_device(markdown))
    assert sorted(regs) == [0x00, 0x01, 0x03]
    assert regs[0x03].name == "Fast Charge Control Register"
    assert regs[0x03].reset_value == 0x14 and regs[0x00].reset_value is None
    assert _fields(regs[0x03])["ICHRG_RANGE"] == (7, 7)
    assert _fields(regs[0x03])["HZ_MODE"] == (0, 0)
    assert _fields(regs[0x01])["VIN_OV"] == (7, 7)
    # two sections stating one address: mentions, no map
    twice = markdown.replace("Memory location 0x01h", "Memory location 0x00h")
    assert _device(twice) is None


def test_a_command_byte_column_beside_mnemonics_with_their_descriptions() -> None:
    # MaxLinear XRA1403: "COMMAND BYTE | REGISTER NAME DESCRIPTION | READ/WRITE | DEFAULT
    # VALUES", the name and its description in one cell
    pairs = [
        ("GSR", "GPIO State", "Read-Only", "0xXX"),
        ("OCR", "Output Control", "Read/Write", "0xFF"),
        ("PIR", "Input Polarity Inversion", "Read/Write", "0x00"),
    ]
    rows = "".join(
        f"| 0x{2 * k + half:02X} | {n}{half + 1} - {d} for P{8 * half}-P{8 * half + 7} "
        f"| {acc} | {v} |\n"
        for k, (n, d, acc, v) in enumerate(pairs)
        for half in (0, 1)
    )
    markdown = (
        "### 1.1.1 SPI Command Byte\n\n**TABLE 2: COMMAND BYTE (REGISTER ADDRESS)**\n\n"
        "| COMMAND BYTE | REGISTER NAME DESCRIPTION | READ/WRITE | DEFAULT VALUES |\n"
        "|---|---|---|---|\n" + rows
    )
    regs = _regs(_device(markdown))
    assert [(a, r.name) for a, r in sorted(regs.items())] == [
        (0, "GSR1"), (1, "GSR2"), (2, "OCR1"), (3, "OCR2"), (4, "PIR1"), (5, "PIR2"),
    ]  # fmt: skip
    assert regs[0x02].reset_value == 0xFF and regs[0x00].reset_value is None
    # a command list (opcodes, not counting from 0) names no register
    opcodes = markdown.replace("| 0x00 |", "| 0x35 |").replace("| 0x01 |", "| 0x9F |")
    assert _device(opcodes) is None


def test_labelled_rows_in_halves_under_the_repeated_register_title() -> None:
    # Bosch BMA456: "Name | Register (0x40) ACC_CONF" x4 over Bit / Read/Write / Reset
    # Value / Content rows for bits 7..4, then the same rows for bits 3..0
    def grid(address: str, name: str, contents: list[str], resets: str) -> str:
        title = f"Register ({address}) {name}"
        lines = [f"| Name | {title} | {title} | {title} | {title} |", "|---|---|---|---|---|"]
        for half in (0, 1):
            bits = range(7 - 4 * half, 3 - 4 * half, -1)
            lines += [
                "| Bit | " + " | ".join(str(b) for b in bits) + " |",
                "| Read/Write | RW | RW | RW | RW |",
                "| Reset Value | " + " | ".join(resets[4 * half : 4 * half + 4]) + " |",
                "| Content | " + " | ".join(contents[4 * half : 4 * half + 4]) + " |",
            ]
        return f"### {title}\n\nDESCRIPTION: settings RESET: 0x00\n\n" + "\n".join(lines) + "\n\n"

    markdown = (
        "# Register Map\n\n| Register Address | Register Name | Default Value |\n|---|---|---|\n"
        "| 0x41 | ACC_RANGE | 0x01 |\n| 0x40 | ACC_CONF | 0xA8 |\n\n"
        + grid(
            "0x40", "ACC_CONF", ["acc_perf_mode", *["acc_bwp"] * 3, *["acc_odr"] * 4], "10101000"
        )
        + grid("0x41", "ACC_RANGE", [*["reserved"] * 6, "acc_range", "acc_range"], "00000001")
    )
    regs = _regs(_device(markdown))
    assert _fields(regs[0x40]) == {"acc_perf_mode": (7, 7), "acc_bwp": (6, 4), "acc_odr": (3, 0)}
    assert _fields(regs[0x41]) == {"acc_range": (1, 0)}
    assert regs[0x40].reset_value == 0xA8
    # halves that do not count down to bit 0 are no register's figure
    broken = markdown.replace("| Bit | 3 | 2 | 1 | 0 |", "| Bit | 3 | 2 | 1 | 1 |")
    assert _regs(_device(broken))[0x40].fields == ()


def test_a_numbered_group_whose_header_the_pdf_lost_and_addresses_with_their_bits() -> None:
    # X-Powers AXP209: "Group 3: Interrupt Control" over rows with no header, after the
    # GPIO group at higher addresses; the ADC group's addresses carry the bits the value
    # uses ("56 [7: 0]")
    header = "| Address | Register Description | R / W | Default value |\n|---|---|---|---|\n"
    markdown = (
        "# 10 Registers\n\nGroup 2:GPIO Control\n\n" + header
        + "| 3A | APS Low Power Level1 | R / W | 68H |\n"
        "| 90 | GPIO0 Control Register | R / W | 07H |\n\n"
        "Group 3: Interrupt Control\n\n"
        "| 40 | IRQ Enable Control Register 1 | R / W | D8H |\n|---|---|---|---|\n"
        "| 41 | IRQ Enable Control Register 2 | R / W | FFH |\n\n"
        "Group 4: ADC Data\n\n| Address | Register Description | R / W |\n|---|---|---|\n"
        "| 56 [7: 0] | ACIN Voltage ADC Data High 8 Bit | R |\n"
        "| 57 [3: 0] | ACIN Voltage ADC Data Low 4 Bit | R |\n"
        "| 5A [7: 0] | VBUS Voltage ADC Data High 8 Bit | R |\n"
    )  # fmt: skip
    regs = _regs(_device(markdown))
    assert sorted(regs) == [0x3A, 0x40, 0x41, 0x56, 0x57, 0x5A, 0x90]
    assert regs[0x40].reset_value == 0xD8 and regs[0x40].name == "IRQ Enable Control Register 1"
    # any other line between: the rows are no part of the map
    other = markdown.replace("Group 3: Interrupt Control", "The interrupt pins are active low.")
    assert 0x40 not in _regs(_device(other))


def test_phrases_naming_bits_in_the_first_of_two_description_columns() -> None:
    # X-Powers AXP209: no mnemonic anywhere; the first Description column names each
    # bit in words, the second holds its legend or formula (or one cell spans both)
    table = (
        "| Bit | Description | Description | R / W | Default value |\n|---|---|---|---|---|\n"
        "| 7 | VBUS-IPSOUT Path selection control signal source 0:By N_VBUSEN pin "
        "1: VBUS-IPSOUT enabled | 〃 | RW | 0 |\n"
        "| 6 | VBUS VHOLD voltage limiting control 0: No limit ; 1: Limit | 〃 | RW | 1 |\n"
        "| 5-3 | VHOLD Set | VHOLD= [4.0+ (Bit5-3) * 0.1] V | RW | 100 |\n"
        "| 2 | Reserved, can not be changed | Reserved, can not be changed |  |  |\n"
        "| 1-0 | Shutdown Control This bit is write 1 will shut down | 〃 | RW | 00 |\n"
    )
    markdown = (
        "# 10 Registers\n\n| Address | Register Description | R / W | Default value |\n"
        "|---|---|---|---|\n| 30 | VBUS-IPSOUT Path setting register | R / W | 60H |\n"
        "| 3A | APS Low Power Level1 Setting register | R / W | 68H |\n"
        "| 3B | APS Low Power Level2 Setting register | R / W | 5FH |\n\n"
        "## 10.11 REG 30H: VBUS-IPSOUT Power Path Management\n\nThe default value: 6XH\n\n" + table
    )
    regs = _regs(_device(markdown))
    assert _fields(regs[0x30]) == {
        "VBUS-IPSOUT Path selection control signal source": (7, 7),
        "VBUS VHOLD voltage limiting control": (6, 6),
        "VHOLD Set": (5, 3),
        "Shutdown Control": (1, 0),
    }
    # one phrase opening two rows names neither: the table keeps no names
    twice = markdown.replace("| 5-3 | VHOLD Set |", "| 5-3 | VBUS VHOLD voltage limiting control |")
    assert "VHOLD Set" not in _fields(_regs(_device(twice))[0x30])


def test_a_register_column_numbering_rows_reg_nn_beside_their_names() -> None:
    # TI bq24190: "REGISTER | REGISTER NAME | RESET" over "REG0A | Vender / Part /
    # Revision Status Register | —": REGnn is the address, hex (REG0A says so)
    markdown = (
        "## 9.5 Register Map\n\n**Table 7. Register Map**\n\n"
        "| REGISTER | REGISTER NAME | RESET |\n|---|---|---|\n"
        "| REG00 | Input Source Control Register | 00110000, or 30 |\n"
        "| REG01 | Power-On Configuration Register | 00011011, or 1B |\n"
        "| REG09 | Fault Register | — |\n"
        "| REG0A | Vender / Part / Revision Status Register | — |\n"
    )
    regs = _regs(_device(markdown))
    assert sorted(regs) == [0x00, 0x01, 0x09, 0x0A]
    assert regs[0x0A].name == "Vender / Part / Revision Status Register"
    # REG10 without a REG0A among them: decimal or hex, not said
    assert _device(markdown.replace("REG0A", "REG10")) is None


def test_vishay_numbered_register_lines_and_their_figures_titled_by_number() -> None:
    # Vishay VCNL4010: no map; "Register #2 <name>" then "Register address = 82h.";
    # the figure "TABLE 3 - PROXIMITY RATE REGISTER #2" names the register by its number,
    # its box going on below the names with a Description bar
    def section(number: str, name: str, address: str, table: str, title: str, names: str) -> str:
        return (
            f"Register {number} {name}\n\nRegister address = {address}. This register ..\n\n"
            f"**TABLE {table} - {title}**\n\n| {bit_cells(7)} |\n"
            "|---|---|---|---|---|---|---|---|\n"
            f"| {names} |\n| Description |  |  |  |  |  |  |  |\n"
            "| x | x | Read only bit | 〃 | 〃 | 〃 | 〃 | 〃 |\n\n"
        )

    markdown = "### REGISTER FUNCTIONS\n\n" + "".join(
        [
            section("#0", "Command Register", "80h", "1", "COMMAND REGISTER #0",
                    "config_lock | als_data_rdy | prox_data_rdy | als_od | prox_od | als_en "
                    "| prox_en | selftimed_en"),
            section("#2", "Rate of Proximity Measurement", "82h", "3",
                    "PROXIMITY RATE REGISTER #2", "n/a | n/a | n/a | n/a | n/a | Rate | 〃 | 〃"),
            section("#5 and #6", "Ambient Light Result Register", "85h and 86h", "6",
                    "AMBIENT LIGHT RESULT REGISTER #5", " | ".join(["n/a"] * 8)),
        ]
    )  # fmt: skip
    regs = _regs(_device(markdown))
    assert sorted(regs) == [0x80, 0x82, 0x85, 0x86]
    assert _fields(regs[0x80])["selftimed_en"] == (0, 0)
    assert _fields(regs[0x82]) == {"Rate": (2, 0)}  # by its number, not its words


def test_an_spi_address_space_grid_lists_the_registers_burst_access_reaches() -> None:
    # TI CC1200: one name in every access column is a register; a strobe (single-byte
    # columns only), a FIFO or words are not
    label = ["R/W configuration registers"] + ["〃"] * 9
    rows = "".join(
        f"| 0x{a:02X} | {n} | {n} | {n} | {n} | {label[a]} |\n"
        for a, n in enumerate(
            ["IOCFG3", "IOCFG2", "IOCFG1", "IOCFG0", "SYNC3", "SYNC2", "SYNC1", "SYNC0",
             "SYNC_CFG1", "EXTENDED ADDRESS"]
        )
    )  # fmt: skip
    markdown = (
        "## 3.2 SPI Access\n\n|  | Write | Write | Read | Read |  |\n|---|---|---|---|---|---|\n"
        "|  | Single Byte | Burst | Single Byte | Burst |  |\n"
        "|  | +0x00 | +0x40 | +0x80 | +0xC0 |  |\n"
        + rows
        + "| 0x30 | SRES |  | SRES |  | Command Strobes |\n"
        "| 0x3F | TX FIFO | TX FIFO | RX FIFO | RX FIFO | 〃 |\n\n"
        "**Table 4: SPI Address Space**\n\n# 12 Register Description\n\n"
        "IOCFG3 - GPIO3 Pin Configuration\n\n"
        "| Bit # | Name | Reset | R/W | Description |\n|---|---|---|---|---|\n"
        "| 7 | GPIO3_ATRAN | 0x00 | R/W | Analog transfer enable |\n"
        "| 6 | IOCFG3_NOT_USED | 0x00 | R/W |  |\n"
        "| 5:0 | GPIO3_CFG | 0x06 | R/W | Output selection |\n"
    )
    regs = _regs(_device(markdown))
    assert sorted(regs) == list(range(9))
    assert _fields(regs[0x00]) == {"GPIO3_ATRAN": (7, 7), "GPIO3_CFG": (5, 0)}


def test_a_binary_twin_column_beside_a_slave_address_column_is_no_address() -> None:
    # ST LSM303DLHC: "Name | Slave address | Type | Register address Hex | Register
    # address Binary | Default": the hex column is the address (its binary twin mixes
    # 7-digit and 8-digit forms: read as hex, 00001000 would be 0x1000)
    rows = "".join(
        f"| {n} | Table 16 | rw | {a:02X} | {a:08b} | 00000000 |\n"
        for a, n in enumerate(["CRA_REG_M", "CRB_REG_M", "MR_REG_M", "OUT_X_H_M", "OUT_X_L_M"])
    )
    markdown = (
        "# 6 Register mapping\n\n**Table 17. Register address map**\n\n"
        "| Name | Slave address | Type | Register address Hex | Register address Binary "
        "| Default |\n|---|---|---|---|---|---|\n"
        "| TIME_LIMIT_A | Table 14 | rw | 3B | 011 1011 | 00000000 |\n"
        "| TIME_LATENCY_A | Table 14 | rw | 3C | 011 1100 | 00000000 |\n"
        + rows
        + "| SR_REG_M | Table 16 | r | 09 | 00001001 | 00000000 |\n"
        "| IRA_REG_M | Table 16 | r | 0A | 00001010 | 01001000 |\n"
        "| Reserved (do not modify) | Table 16 |  | 0D-30 | -- | -- |\n"
        "| TEMP_OUT_H_M | Table 16 |  | 31 | 00000000 | output |\n"
        "| Reserved (do not modify) | Table 16 |  | 33-3A | -- | -- |\n"
    )
    # (TEMP_OUT_H_M: its binary twin disagrees with its hex address: left out)
    assert sorted(_regs(_device(markdown))) == [0, 1, 2, 3, 4, 9, 10, 0x3B, 0x3C]


def test_a_value_s_high_byte_on_the_next_row_with_no_name_of_its_own() -> None:
    # TI TFP410: "DE_CNT | RW | 36 | DE_CNT[7:0] x8", then "| RW | 37 | Reserved x5 |
    # DE_CNT[10:8] x3": the value's high byte, a register of its own named as above
    def row(name: str, address: str, cells: list[str]) -> str:
        return f"| {name} | RW | {address} | " + " | ".join(cells) + " |\n"

    markdown = (
        "## 6.6 Register Map\n\n| REGISTER | RW | SUB-ADDRESS | BIT7 | BIT6 | BIT5 | BIT4 | BIT3 "
        "| BIT2 | BIT1 | BIT0 |\n|---|---|---|---|---|---|---|---|---|---|---|\n"
        + row("CTL_3_MODE", "0A", ["DK", "DK", "DK", "DKEN", "CTL", "CTL", "CTL", "RSVD"])
        + row("DE_CNT", "36", ["DE_CNT[7:0]"] * 8)
        + row("", "37", ["Reserved"] * 5 + ["DE_CNT[10:8]"] * 3)
        + row("DE_LIN", "38", ["DE_LIN[7:0]"] * 8)
        + row("", "39", ["Reserved"] * 5 + ["DE_CNT[10:8]"] * 3)
    )
    # the heading gives the pair's value, the high address first: the high byte's
    markdown += (
        "\n### 6.6.13 DE_CNT Register (Sub-Address = 37\u221236) [reset = 0x0412]\n\n"
        "DE_CNT is the number of pixels per line.\n"
    )
    regs = _regs(_device(markdown))
    assert regs[0x37].name == "DE_CNT"
    assert _fields(regs[0x37]) == {"DE_CNT[10:8]": (2, 0)}
    assert (regs[0x36].reset_value, regs[0x37].reset_value) == (0x12, 0x04)
    # a slice of another value than the row above names is no register of its own
    assert 0x39 not in regs


def test_bit_numbers_as_a_line_over_names_and_their_values_at_reset() -> None:
    # ST STA350BW: "D7 D6 .. D0" printed as a line over a box of a name per bit and a
    # row of their values at reset
    markdown = (
        "| Addr | Name | D7 | D6 | D5 | D4 | D3 | D2 | D1 | D0 |\n"
        "|---|---|---|---|---|---|---|---|---|---|\n"
        "| 0x00 | CONFA | FDRB | TWAB | TWRB | IR1 | IR0 | MCS2 | MCS1 | MCS0 |\n"
        "| 0x01 | CONFB | C2IM | C1IM | DSCKE | SAIFB | SAI3 | SAI2 | SAI1 | SAI0 |\n\n"
        "**Table 8. Register summary**\n\n"
        "## 8.1 Configuration register A (addr 0x00)\n\nD7 D6 D5 D4 D3 D2 D1 D0\n\n"
        "| FDRB | TWAB | TWRB | IR1 | IR0 | MCS2 | MCS1 | MCS0 |\n"
        "|---|---|---|---|---|---|---|---|\n"
        "| 0 | 1 | 1 | 0 | 0 | 0 | 1 | 1 |\n\n"
        "## 8.2 Configuration register B (addr 0x01)\n\nD7 D6 D5 D4 D3 D2 D1 D0\n\n"
        "| C2IM | C1IM | DSCKE | SAIFB | SAI3 | SAI2 | SAI1 | SAI0 |\n"
        "|---|---|---|---|---|---|---|---|\n"
        "| 1 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |\n"
    )
    regs = _regs(_device("# Register map\n\n" + markdown))
    assert regs[0x00].reset_value == 0x63 and regs[0x01].reset_value == 0x80
    # blank cells over unused bits ("|  |  | SVUPE | SVUP[4] ..")
    blank = markdown.replace("\n| C2IM | C1IM | DSCKE |", "\n|  |  | DSCKE |", 1)
    assert _regs(_device("# Register map\n\n" + blank))[0x01].reset_value == 0x80
    # a row of anything but bit values under the box is no reset
    other = markdown.replace(
        "| 1 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |", "| R | R/W | R | R | R | R | R | R |"
    )
    assert _regs(_device("# Register map\n\n" + other))[0x01].reset_value is None


def test_field_rows_under_an_address_with_its_access_and_stacked_byte_addresses() -> None:
    # AKC6955: "Address (Type) | BIT | Label | Default" over "0x00 (RW) | 7 | power_on";
    # TI ADS1293: "DATA_CH1_ECG | Channel 1 ECG Data | 0x37 0x38 0x39": one value's bytes
    akc = (
        "Reg0: configure register 0(default:0x4c)\n\n"
        "| Address (Type) | BIT | Label | Default | Function Description |\n"
        "|---|---|---|---|---|\n| 0x00 (RW) | 7 | power_on | 0 | chip on |\n"
        "| 0x00 (RW) | 6 | fm_en | 1 | FM mode |\n| 0x00 (RW) | 1:0 | rsv | 00 | debug |\n\n"
        "Reg1: configure register 1(default:0x10)\n\n"
        "| Address (Type) | BIT | Label | Default | Function Description |\n"
        "|---|---|---|---|---|\n| 0x01 (RW) | 7:3 | amband | 0x2 | band |\n"
        "| 0x01 (RW) | 2:0 | fmband | 0x0 | FM band |\n"
    )
    regs = _regs(_device("# 7 Registers\n\n" + akc))
    assert _fields(regs[0x00]) == {"power_on": (7, 7), "fm_en": (6, 6)}
    assert _fields(regs[0x01]) == {"amband": (7, 3), "fmband": (2, 0)}
    ads = (
        "| REGISTER NAME | DESCRIPTION | ADDRESS | ACCESS | DEFAULT |\n|---|---|---|---|---|\n"
        "| CH_CNFG | Configure Channel | 0x2F | R/W | 0x00 |\n"
        "| DATA_STATUS | Data Ready Status | 0x30 | RO | — |\n"
        "| DATA_CH1_PACE | Channel 1 Pace Data | 0x31 0x32 | RO | — |\n"
        "| DATA_CH1_ECG | Channel 1 ECG Data | 0x37 0x38 0x39 | RO | — |\n"
        "| TIMING DVPHO TIMING DVPVO | Output size | 0x3A 0x3B | RW | — |\n"
    )
    regs = _regs(_device("# 8.6 Register Maps\n\n" + ads))
    assert regs[0x31].description.startswith("2 registers at 0x31-0x32")
    assert regs[0x37].description.startswith("3 registers at 0x37-0x39")
    assert 0x3A not in regs  # two names stacked beside two addresses: no run of one


def test_figures_under_a_heading_over_a_range_of_registers_are_theirs_in_order() -> None:
    # ST STA350BW: "8.9 Channel configuration registers (addr 0x0E - 0x10)" over three
    # figures, one per register, under lines of bit numbers
    def figure(names: list[str], values: str) -> str:
        # (the figures spell a name otherwise than the summary: C1VPB for C1VBP)
        names = [n.replace("VBP", "VPB") for n in names]
        return (
            "D7 D6 D5 D4 D3 D2 D1 D0\n\n| " + " | ".join(names) + " |\n"
            "|---|---|---|---|---|---|---|---|\n| " + " | ".join(values) + " |\n\n"
        )

    def names(c: int) -> list[str]:
        return [f"C{c}OM1", f"C{c}OM0", f"C{c}LS1", f"C{c}LS0", f"C{c}BO", f"C{c}VBP", "x", "y"]

    summary = "".join(
        f"| 0x{0x0D + c:02X} | C{c}CFG | " + " | ".join(names(c)) + " |\n" for c in (1, 2, 3)
    )
    markdown = (
        "# Register map\n\n| Addr | Name | D7 | D6 | D5 | D4 | D3 | D2 | D1 | D0 |\n"
        "|---|---|---|---|---|---|---|---|---|---|\n" + summary + "\n"
        "## 8.9 Channel configuration registers (addr 0x0E - 0x10)\n\n"
        + figure(names(1), "00000000")
        + figure(names(2), "01000000")
        + figure(names(3), "10000000")
    )
    regs = _regs(_device(markdown))
    assert [regs[a].reset_value for a in (0x0E, 0x0F, 0x10)] == [0x00, 0x40, 0x80]
    # a figure fewer than the range's registers: which is whose is not said
    fewer = markdown[: markdown.rindex("D7 D6")]
    assert _regs(_device(fewer))[0x0F].reset_value is None


def test_an_sram_address_space_listed_beside_the_register_map_is_a_space_of_its_own() -> None:
    # Atmel AT86RF233: "SRAM-Addr. | Register Name | Description" lists the security
    # module's registers, reached by SRAM access, not by register access
    markdown = (
        "# 14 Register Reference\n\n| Addr | Name | Description |\n|---|---|---|\n"
        "| 0x01 | TRX_STATUS | Transceiver status |\n| 0x02 | TRX_STATE | State control |\n"
        "| 0x03 | TRX_CTRL_0 | Control 0 |\n\n"
        "## 11.1 Security Module\n\n"
        "**Table 11-2. SRAM Security Module Address Space Overview.**\n\n"
        "| SRAM-Addr. | Register Name | Description |\n|---|---|---|\n"
        "| 0x82 | AES_STATUS | AES status |\n| 0x83 | AES_CTRL | Security module control |\n"
        "| 0x94 | AES_CTRL_MIRROR | Mirror of register 0x83 |\n\n"
        "## 14.2 Other registers\n\n| Addr | Name | Description |\n|---|---|---|\n"
        "| 0x04 | TRX_CTRL_1 | Control 1 |\n| 0x05 | PHY_TX_PWR | Transmit power |\n"
    )
    device = _device(markdown)
    assert device is not None
    spaces = {p.name: sorted(r.address_offset for r in p.registers) for p in device.peripherals}
    assert spaces["TOY1"] == [1, 2, 3, 4, 5]  # the register map goes on after the SRAM list
    assert [v for k, v in spaces.items() if k != "TOY1"] == [[0x82, 0x83, 0x94]]


def test_a_chinese_map_whose_header_names_its_register_column() -> None:
    # Wave SD3078: "地址 | 寄存器段 | 寄存器名称 | D7 .. D0 | 复位值(二进制)" under a line
    # running two numbered headings together ("4.基本功能定义 4.1 寄存器列表")
    markdown = (
        "4.基本功能定义 4.1 寄存器列表\n\n"
        "| 地 址 | 寄存器段 | 寄存器名 称 | D7 | D6 | D5 | D4 | D3 | D2 | D1 | D0 "
        "| 复位值 (二进制) |\n"
        "|---|---|---|---|---|---|---|---|---|---|---|---|\n"
        "| 0FH | 控制寄存器 | CTR1 | WRTC3 | OSF | INTAF | INTDF | BLF | WRTC2 | PMF | RTCF "
        "| 0000-0000 |\n"
        "| 10H | 控制寄存器 | CTR2 | WRTC1 | IM | INTS1 | INTS0 | FOBAT | INTDE | INTAE | INTFE "
        "| 0000-0000 |\n"
        "| 11H | 控制寄存器 | CTR3 | ARST | F32K | TDS1 | TDS0 | FS3 | FS2 | FS1 | FS0 "
        "| 0000-0000 |\n"
    )
    regs = _regs(_device(markdown))
    assert sorted(regs) == [0x0F, 0x10, 0x11]
    assert _fields(regs[0x0F])["RTCF"] == (0, 0) and regs[0x10].reset_value == 0
    # a frame layout's header naming no register column lists none
    frame = markdown.replace("寄存器名 称", "字段").replace("寄存器段", "说明")
    assert _device(frame) is None
