"""Register-map cells as vendors print them: marked hex numbers a narrow cell wrapped
(Bosch BMI088), reserved bits that read 0 (TI CC2500 ``R0``), a decimal reset beside
its hex twin (``10 (0x0A)``), a field row the PDF ran into its name cell, and TI
charger sections headed by name, ``REGnn`` and reset (bq24295)."""

from __future__ import annotations

from pathlib import Path

from tests.support.regmap import device_of, fields, registers

# vendor layouts too wide for source lines
LAYOUTS = Path(__file__).parent / "fixtures" / "regmap_layouts"

GYRO_MAP = (LAYOUTS / "bosch_wrapped_hex_map.md").read_text(encoding="utf-8")


def test_hex_numbers_a_narrow_cell_wrapped_are_one_number() -> None:
    """Read as two stacked rows each, ``0x1 8 | INT3_INT4_IO_MA P`` made registers
    ``INT3_INT4_IO_MA`` at 0x01 and ``P`` at 0x08."""
    regs = registers(device_of(GYRO_MAP))
    assert sorted(regs) == [0x00, 0x0F, 0x10, 0x16, 0x18]
    assert regs[0x18].name == "INT3_INT4_IO_MAP"
    assert regs[0x16].reset_value == 0x0F and regs[0x10].reset_value == 0x80
    assert fields(regs[0x16]) == {
        "Int4_od": (3, 3),
        "Int4_lvl": (2, 2),
        "Int3_od": (1, 1),
        "Int3_lvl": (0, 0),
    }


def _cc_section(address: str, name: str, rows: str) -> str:
    return (
        f"{address}: {name} – Register\n\n| Bit | Field Name | Reset | R/W | Description |\n"
        f"|---|---|---|---|---|\n{rows}\n\n"
    )


CC_MAP = """# Configuration Registers

| Address | Register | Description |
|---|---|---|
| 0x00 | IOCFG2 | GDO2 output pin configuration |
| 0x16 | MCSM2 | Main Radio Control State Machine configuration |
| 0x24 | FSCAL2 | Frequency synthesizer calibration |

"""


def test_reserved_bits_that_read_0_complete_the_reset() -> None:
    text = CC_MAP + _cc_section(
        "0x00",
        "IOCFG2",
        "| 7 | Reserved |  | R0 |  |\n| 6 | GDO2_INV | 0 | R/W | Invert output |\n"
        "| 5:0 | GDO2_CFG[5:0] | 41 (0x29) | R/W | Default is CHIP_RDYn |",
    )
    regs = registers(device_of(text))
    assert regs[0x00].reset_value == 0x29
    # a reserved bit whose reset nothing states leaves the reset unknown
    unknown = text.replace("| 7 | Reserved |  | R0 |  |", "| 7 | Reserved |  | R/W |  |")
    assert registers(device_of(unknown))[0x00].reset_value is None


def test_a_decimal_reset_beside_its_hex_twin_is_that_value() -> None:
    """``10`` alone for a 5-bit field may be binary (2) or ten; ``(0x0A)`` says ten."""
    text = CC_MAP + _cc_section(
        "0x24",
        "FSCAL2",
        "| 7:6 | Reserved |  | R0 |  |\n| 5 | VCO_CORE_H_EN | 0 | R/W | Choose high VCO |\n"
        "| 4:0 | FSCAL2[4:0] | 10 (0x0A) | R/W | Calibration result |",
    )
    reg = registers(device_of(text))[0x24]
    assert reg.reset_value == 0x0A
    assert {f.name: f.reset_value for f in reg.fields}["FSCAL2"] == 10


def test_a_row_run_into_its_name_cell_keeps_the_symbol_alone() -> None:
    long_row = (
        "| 2:0 | RX_TIME[2:0] 7 (111) R/W Timeout for sync word search in RX for both WOR "
        "mode and normal RX operation. The timeout is relative to EVENT0. |  |  |  |"
    )
    text = CC_MAP + _cc_section(
        "0x16",
        "MCSM2",
        "| 7:5 | Reserved |  | R0 | Reserved |\n| 4 | RX_TIME_RSSI | 0 | R/W | Direct RX end |\n"
        + long_row,
    )
    assert fields(registers(device_of(text))[0x16]) == {"RX_TIME_RSSI": (4, 4), "RX_TIME": (2, 0)}
    # words without a symbol and a number opening them name no field
    prose = long_row.replace("RX_TIME[2:0] 7 (111) R/W ", "The ")
    assert "RX_TIME" not in fields(registers(device_of(text.replace(long_row, prose)))[0x16])


def _charger_section(number: int, name: str, reset: str, bits: str, rows: str) -> str:
    title = f"{name} REG{number:02X}" + (f" [reset = {reset}]" if reset else "")
    return (
        f"#### 8.6.1.{number + 1} {title}\n\n"
        f"[Figure {29 + number}: {name} REG{number:02X} Format]\n\n"
        f"**7 6 5 4 3 2 1 0**\n\n| {bits} |\n|---|---|---|---|---|---|---|---|\n"
        "| R/W | R/W | R/W | R/W | R/W | R/W | R/W | R/W |\n\n"
        f"**Table {7 + number}. {name} REG{number:02X} Field Description**\n\n"
        "| BIT | FIELD | TYPE | RESET | DESCRIPTION |\n|---|---|---|---|---|\n"
        f"{rows}\n\n"
    )


CHARGER = (
    "## 8.6 Register Map\n\n### 8.6.1 I2C Registers\n\n"
    + _charger_section(
        0,
        "Input Source Control Register",
        "01011000, or 0x58",
        "EN_HIZ | VINDPM[3] | VINDPM[2] | VINDPM[1] | VINDPM[0] | "
        "IINLIM[2] | IINLIM[1] | IINLIM[0]",
        "| Bit 7 | EN_HIZ | R/W | 0 | 0 – Disable |\n| Bit 6 | VINDPM[3] | R/W | 1 | 640 mV |\n"
        "| Bit 5 | VINDPM[2] | R/W | 0 | 320 mV |\n| Bit 4 | VINDPM[1] | R/W | 1 | 160 mV |\n"
        "| Bit 3 | VINDPM[0] | R/W | 1 | 80 mV |\n| Bit 2 | IINLIM[2] | R/W | 0 | 000 – 100 mA |\n"
        "| Bit 1 | IINLIM[1] | R/W | 0 | 〃 |\n| Bit 0 | IINLIM[0] | R/W | 0 | 〃 |",
    )
    + _charger_section(
        1,
        "Power-On Configuration Register",
        "00111011, or 0x3B",
        "Register Reset | WD_RST | OTG_CONFIG | CHG_CONFIG | SYS_MIN[2] | SYS_MIN[1] | "
        "SYS_MIN[0] | Reserved",
        "| Bit 7 | Register Reset | R/W | 0 | 1 – Reset |\n"
        "| Bit 6 | WD_RST | R/W | 0 | 1 – Reset |\n"
        "| Bit 5 | OTG_CONFIG | R/W | 1 | 1 – OTG |\n"
        "| Bit 4 | CHG_CONFIG | R/W | 1 | 1 – Charge |\n"
        "| Bit 3 | SYS_MIN[2] | R/W | 1 | 0.4 V |\n| Bit 2 | SYS_MIN[1] | R/W | 0 | 0.2 V |\n"
        "| Bit 1 | SYS_MIN[0] | R/W | 1 | 0.1 V |\n| Bit 0 | Reserved | R/W | 1 | Reserved |",
    )
    + _charger_section(
        8,
        "System Status Register",
        "",
        "VBUS_STAT[1] | VBUS_STAT[0] | CHRG_STAT[1] | CHRG_STAT[0] | DPM_STAT | PG_STAT | "
        "THERM_STAT | VSYS_STAT",
        "| Bit 7 | VBUS_STAT[1] | R | 0 | 00 – Unknown |\n| Bit 6 | VBUS_STAT[0] | R | 0 | 〃 |\n"
        "| Bit 5 | CHRG_STAT[1] | R | 0 | 00 – Not charging |\n"
        "| Bit 4 | CHRG_STAT[0] | R | 0 | 〃 |\n"
        "| Bit 3 | DPM_STAT | R | 0 | 0 – Not DPM |\n| Bit 2 | PG_STAT | R | 0 | 0 – Not good |\n"
        "| Bit 1 | THERM_STAT | R | 0 | 0 – Normal |\n| Bit 0 | VSYS_STAT | R | 0 | 0 – Not |",
    )
)


def test_charger_sections_headed_by_name_number_and_reset() -> None:
    regs = registers(device_of(CHARGER))
    assert sorted(regs) == [0x00, 0x01, 0x08]
    assert regs[0x00].name == "Input Source Control Register"
    assert (regs[0x00].reset_value, regs[0x01].reset_value) == (0x58, 0x3B)
    assert fields(regs[0x00]) == {"EN_HIZ": (7, 7), "VINDPM": (6, 3), "IINLIM": (2, 0)}
    assert fields(regs[0x08])["VBUS_STAT"] == (7, 6)


TDK = """# 10 REGISTER MAP

| Addr (Hex) | Addr (Dec.) | Register Name | Serial I/F | Bit7 .. Bit0 |
|---|---|---|---|---|
| 00 | 00 | SELF_TEST_X_GYRO | R/W | XG_ST_DATA[7:0] |
| 01 | 01 | SELF_TEST_Y_GYRO | R/W | YG_ST_DATA[7:0] |
| 02 | 02 | SELF_TEST_Z_GYRO | R/W | ZG_ST_DATA[7:0] |

## 11.1 REGISTERS 0 TO 2 – GYROSCOPE SELF-TEST REGISTERS

Register Name: SELF_TEST_X_GYRO, SELF_TEST_Y_GYRO, SELF_TEST_Z_GYRO Type: READ/WRITE
Register Address: 00, 01, 02 (Decimal); 00, 01, 02 (Hex)

| REGISTER | BIT | NAME | FUNCTION |
|---|---|---|---|
| SELF_TEST_X_GYRO | [7:0] | XG_ST_DATA[7:0] | The self-test output of manufacturing. |
| SELF_TEST_Y_GYRO | [7:0] | YG_ST_DATA[7:0] | The self-test output of manufacturing. |
| SELF_TEST_Z_GYRO | [7:0] | ZG_ST_DATA[7:0] | The self-test output of manufacturing. |
"""


def test_a_table_naming_each_rows_register_gives_each_its_fields() -> None:
    """Read as one table for the three registers its section lists, every register took
    the register column as its one field (``SELF_TEST_Z_GYRO`` [7:0] in all three)."""
    regs = registers(device_of(TDK))
    assert fields(regs[0x00]) == {"XG_ST_DATA": (7, 0)}
    assert fields(regs[0x01]) == {"YG_ST_DATA": (7, 0)}
    assert fields(regs[0x02]) == {"ZG_ST_DATA": (7, 0)}


DAVICOM = """# 6. Vendor Control and Status Register Set

| Register | Description | Offset | Default value after reset |
|---|---|---|---|
| NCR | Network Control Register | 00H | 00H |
| PAR | Physical Address Register | 10H-12H | Determined by EEPROM |
| VID | Vendor ID | 28H-29H | 0A46H |

## 6.16 Physical Address Register ( 10H~12H )

| Bit | Name | Default | Description |
|---|---|---|---|
| 7:0 | PAB2 | E,RW | Physical Address Byte 2 (12H) |
| 7:0 | PAB1 | E,RW | Physical Address Byte 1 (11H) |
| 7:0 | PAB0 | E,RW | Physical Address Byte 0 (10H) |

## 6.22 Vendor ID Register (28H~29H)

| Bit | Name | Default | Description |
|---|---|---|---|
| 7:0 | VIDH | PE,0AH,RO | Vendor ID High Byte (29H) |
| 7:0 | VIDL | PE,46H.RO | Vendor ID Low Byte (28H) |
"""


def test_a_runs_table_of_one_row_per_byte_gives_a_register_per_address() -> None:
    regs = registers(device_of(DAVICOM))
    assert [(a, regs[a].name) for a in (0x10, 0x11, 0x12)] == [
        (0x10, "PAR"),
        (0x11, "PAR"),
        (0x12, "PAR"),
    ]
    assert fields(regs[0x11]) == {"PAB1": (7, 0)}
    # the run's reset split by the words of its rows: the low byte at the low address
    assert (regs[0x28].reset_value, regs[0x29].reset_value) == (0x46, 0x0A)
    assert fields(regs[0x29]) == {"VIDH": (7, 0)}


def test_rows_naming_no_address_of_the_run_leave_it_one_register() -> None:
    unnamed = DAVICOM.replace(" (11H)", "").replace(" (12H)", " (13H)")
    regs = registers(device_of(unnamed))
    assert 0x11 not in regs and regs[0x10].name == "PAR"


def _st_register(title: str, line: str, cells: str) -> str:
    count = cells.count("|") - 1
    return f"## {title}\n\n{line}\n\n7 6 5 4 3 2 1 0\n\n{cells}\n{'|---' * count}|\n\n"


ST_MAP = """## 7 Registers address map

| Name | Type | Register Address Hex | Default Binary |
|---|---|---|---|
| RES_CONF | R/W | 10 | 00001111 |
| CTRL_REG1 | R/W | 20 | 00000000 |
| STATUS_REG | R | 27 | 00000000 |
| FIFO_CTRL | R/W | 2E | 00000000 |

# 8 Register description

"""


def test_one_reserved_cell_among_one_bit_names_spans_the_bits_left() -> None:
    """ST merges a reserved run into one cell (``Reserved | AVGT1 | AVGT0 | AVGP1 |
    AVGP0`` under ``7 .. 0``); a figure whose cells do not fill its bit numbers (two
    reserved cells: which bits each spans is not said) still stands in its section,
    so the later figures keep their headings (CTRL_REG1 under "Control register 1")."""
    doc = (
        ST_MAP
        + _st_register(
            "8.5 RES_CONF (10h)",
            "Pressure and temperature resolution",
            "| Reserved | AVGT1 | AVGT0 | AVGP1 | AVGP0 |",
        )
        + _st_register(
            "8.6 STATUS_REG (27h)", "Status register", "| RES | P_OR | T_OR | RES | P_DA | T_DA |"
        )
        + _st_register(
            "8.7 CTRL_REG1 (20h)",
            "Control register 1",
            "| PD | ODR2 | ODR1 | ODR0 | DIFF_EN | BDU | RESET_AZ | SIM |",
        )
        + _st_register(
            "8.8 FIFO_CTRL (2Eh)",
            "FIFO control",
            "| F_MODE2 | F_MODE1 | F_MODE0 | WTM4 | WTM3 | WTM2 | WTM1 | WTM0 |",
        )
    )
    regs = registers(device_of(doc))
    assert fields(regs[0x10]) == {"AVGT": (3, 2), "AVGP": (1, 0)}
    assert not fields(regs[0x27])
    assert fields(regs[0x20])["ODR"] == (6, 4)
    assert fields(regs[0x2E]) == {"F_MODE": (7, 5), "WTM": (4, 0)}


def _addr_table(caption: str, rows: list[tuple[str, str]]) -> str:
    body = "".join(f"| {a} | {n} |\n" for a, n in rows)
    return f"**{caption}**\n\n| Addr | Name |\n|---|---|\n{body}\n"


def test_registers_listed_again_at_another_interfaces_addresses_are_no_new_registers() -> None:
    names = [f"REG{k:X}{half}" for k in range(6) for half in "LH"]
    spi = _addr_table("TABLE 3-1: SPI REGISTER MAP", [(f"{a:02X}", n) for a, n in enumerate(names)])
    psp = _addr_table(
        "TABLE 3-2: PSP REGISTER MAP", [(f"{0x7E00 + a:04X}", n) for a, n in enumerate(names)]
    )
    device = device_of("# 3 Memory Organization\n\n" + spi + psp)
    assert device is not None
    addresses = {r.address_offset for p in device.peripherals for r in p.registers}
    assert addresses >= set(range(12))
    assert not any(a >= 0x7E00 for a in registers(device))  # never in the main map


NXP_MAP = """## 6 Register Descriptions

| Name | Type | Register Address | Auto-Inc F_READ=0 | Auto-Inc F_READ=1 | Default | Hex | Comment |
|---|---|---|---|---|---|---|---|
| SYSMOD | R | 0x0B | 0x0C | 0x0C | 00000000 | 0x00 | Current System Mode |
| INT_SOURCE | R | 0x0C | 0x0D | 0x0D | 00000000 | 0x00 | Interrupt status |
| WHO_AM_I | R | 0x0D | 0x0E | 0x0E | 00011010 | 0x1A | Device ID (0x1A) |

**Table 12. Register Address Map**

| TRANSIENT_THS | R/W | 0x1F | 0x20 | 00000000 | 0x00 | Transient event threshold |
|---|---|---|---|---|---|---|
| TRANSIENT_COUNT | R/W | 0x20 | 0x21 | 00000000 | 0x00 | Transient debounce counter |
| PULSE_CFG | R/W | 0x21 | 0x22 | 01000100 | 0x44 | Pulse configuration |
"""


def test_a_narrower_continuation_keeps_its_cells_under_their_columns() -> None:
    """NXP's map goes on over a page that drops an auto-increment column: each cell
    under the first column of its kind after the last one placed (the resets read)."""
    regs = registers(device_of(NXP_MAP))
    assert regs[0x0D].reset_value == 0x1A
    assert (regs[0x1F].name, regs[0x20].name, regs[0x21].name) == (
        "TRANSIENT_THS",
        "TRANSIENT_COUNT",
        "PULSE_CFG",
    )
    assert (regs[0x1F].reset_value, regs[0x21].reset_value) == (0x00, 0x44)


BOSCH_DETAIL = """## 5.1 Register map

| Register Address | Register Name | Default Value |
|---|---|---|
| 0x38 | OFC_OFFSET_X | 0x00 |
| 0x39 | OFC_OFFSET_Y | 0x00 |

## Register 0x38 (OFC_OFFSET_X)

| Name | 0x38 | OFC_OFFSET_X | OFC_OFFSET_X | OFC_OFFSET_X |
|---|---|---|---|---|
| Bit | 7 | 6 | 5 | 4 |
| Read/Write | R/W | R/W | R/W | R/W |
| Reset Value | 0 | 0 | 0 | 0 |
| Content | offset_x<7:4> | offset_x<7:4> | offset_x<7:4> | offset_x<7:4> |
"""


def test_a_symbol_merged_over_header_cells_is_a_title_not_an_address_column() -> None:
    """``OFC_OFFSET_X`` says "offset", but repeated over the header it titles the table;
    read as an address column, its ``0`` cells made a register ``Reset Value`` at 0x00."""
    regs = registers(device_of(BOSCH_DETAIL))
    assert sorted(regs) == [0x38, 0x39]


def test_a_factory_reserved_row_is_no_register() -> None:
    table = """## Register address map

| REGISTER | ADDRESS CODE (HEX) |
|---|---|
| Configuration | 0x04 |
| Transition Detect Mask | 0x06 |
| Factory Reserved; do not write to this port | 0x07 |
| Port Configuration P7, P6, P5, P4 | 0x09 |
"""
    assert sorted(registers(device_of(table))) == [0x04, 0x06, 0x09]


ADI_MAP = """# REGISTER MAP

Table 19.

| Address | Address | Name | Type | Reset Value | Description |
|---|---|---|---|---|---|
| Hex Dec | Hex Dec | Name | Type | Reset Value | Description |
| 0x00 | 0 | DEVID | R | 11100101 | Device ID |
| 0x01 to 0x1C | 1 to 28 | Reserved |  |  | Reserved; do not access |
| 0x1D | 29 | THRESH_TAP | R/W | 00000000 | Tap threshold |
| 0x27 | 39 | ACT_INACT_CTL | R/W | 00000000 | Axis enable control |

### Register 0x27—ACT_INACT_CTL (Read/Write)

**Table 21. Register 0x27—Bits[D7:D4]**

| D7 | D6 | D5 | D4 |
|---|---|---|---|
| ACT ac/dc | ACT_X enable | ACT_Y enable | ACT_Z enable |

**Table 22. Register 0x27—Bits[D3:D0]**

| D3 | D2 | D1 | D0 |
|---|---|---|---|
| INACT ac/dc | INACT_X enable | INACT_Y enable | INACT_Z enable |
"""


def test_hex_and_decimal_address_columns_under_one_merged_sub_header() -> None:
    """Both columns headed ``Address Hex Dec``: the hex one is the address (its decimal
    twin read as hex moved THRESH_TAP from 0x1D to 0x29)."""
    regs = registers(device_of(ADI_MAP))
    assert sorted(regs) == [0x00, 0x1D, 0x27]
    assert regs[0x00].reset_value == 0xE5


def test_a_byte_figure_in_two_captioned_halves_is_one_figure() -> None:
    fields_27 = fields(registers(device_of(ADI_MAP))[0x27])
    assert fields_27["ACT_X enable"] == (6, 6) and fields_27["INACT_Z enable"] == (0, 0)
    assert len(fields_27) == 8


TI_TITLES = """**Table 10-9. Page 0, Register 3: PLL Programming Register A**

| BIT | READ/WRITE | RESET VALUE | DESCRIPTION |
|---|---|---|---|
| D7 | R/W | 0 | PLL Control Bit 0: PLL is disabled. 1: PLL is enabled. |
| D6–D3 | R/W | 0010 | PLL Q Value 0000: Q = 16 0001: Q = 17 0010: Q = 2 |
| D2–D0 | R/W | 000 | PLL P Value 000: P = 8 001: P = 1 010: P = 2 |

**Table 10-10. Page 0, Register 4: PLL Programming Register B**

| BIT | READ/WRITE | RESET VALUE | DESCRIPTION |
|---|---|---|---|
| D7–D2 | R/W | 0000 01 | PLL J Value 0000 00: Reserved 0000 01: J = 1 |
| D1–D0 | R/W | 00 | Reserved. Write only zeros to these bits. |

**Table 10-11. Page 0, Register 5: PLL Programming Register C**

| BIT | READ/WRITE | RESET VALUE | DESCRIPTION |
|---|---|---|---|
| D7–D0 | R/W | 0000 0000 | PLL D Value Eight most-significant bits of a 14-bit unsigned integer. |
"""


def test_titles_before_binary_values_name_a_codecs_fields() -> None:
    regs = registers(device_of("## 10.6 Register Maps\n\n" + TI_TITLES))
    assert sorted(regs) == [3, 4, 5]
    assert fields(regs[3]) == {
        "PLL Control Bit": (7, 7),
        "PLL Q Value": (6, 3),
        "PLL P Value": (2, 0),
    }
    assert fields(regs[4]) == {"PLL J Value": (7, 2)}
    assert regs[3].reset_value == 0x10


def _ti_section(number: int, name: str, rows: str) -> str:
    return (
        f"**Table 10-{number}. Page 0, Register {number}: {name}**\n\n"
        "| BIT | READ/WRITE | RESET VALUE | DESCRIPTION |\n|---|---|---|---|\n"
        f"{rows}\n\n"
    )


TI_SENTENCE_TITLES = "## 10.6 Register Maps\n\n" + "".join(
    (
        _ti_section(
            11,
            "Audio Codec Overflow Flag Register",
            "| D7 | R | 0 | Left-ADC Overflow Flag This is a sticky bit, which stays set. |\n"
            "| D6 | R | 0 | Right-ADC Overflow Flag This is a sticky bit, which stays set. |\n"
            "| D5–D0 | R | 00 0000 | Reserved. Write only zeros to these bits. |",
        ),
        _ti_section(
            51,
            "HPLOUT Output Level Control Register",
            "| D3 | R/W | 0 | HPLOUT Mute 0: HPLOUT is muted. 1: HPLOUT is not muted. |\n"
            "| D2 | R/W | 1 | HPLOUT Power-Down Drive Control 0: HPLOUT is weakly driven. |\n"
            "| D1–D0 | R/W | 00 | Reserved. |",
        ),
        _ti_section(
            81,
            "PGA_L to LEFT_LOP/M Volume Control Register",
            "| D7 | R/W | 0 | PGA_L Output Routing Control 0: PGA_L is not routed. |\n"
            "| D6–D0 | R/W | 000 0000 | PGA_L to LEFT_LOP/M Analog Volume Control For 7-bit "
            "register settings versus analog gain values, see Table 10-51. |",
        ),
        _ti_section(
            17,
            "MIC2L/R to Left-ADC Control Register",
            "| D7–D4 | R/W | 1111 | MIC2L Input Level Control for Left-ADC PGA Mix (1) Setting "
            "the input level control connects MIC2L. |\n"
            "| D3–D0 | R/W | 1111 | MIC2R/LINE2R Input Level Control for Left-ADC PGA Mix "
            "Setting the input level control connects MIC2R. |",
        ),
    )
)


def test_titles_before_a_sentence_name_a_codecs_fields_whole() -> None:
    """TI codecs open each description cell with the field's title in capitalised
    words, then a sentence or a value list: the title is the whole name (not only the
    symbol opening it, ``HPLOUT``), its note mark dropped."""
    regs = registers(device_of(TI_SENTENCE_TITLES))
    assert fields(regs[11]) == {"Left-ADC Overflow Flag": (7, 7), "Right-ADC Overflow Flag": (6, 6)}
    assert fields(regs[51]) == {"HPLOUT Mute": (3, 3), "HPLOUT Power-Down Drive Control": (2, 2)}
    assert fields(regs[81]) == {
        "PGA_L Output Routing Control": (7, 7),
        "PGA_L to LEFT_LOP/M Analog Volume Control": (6, 0),
    }
    assert fields(regs[17]) == {
        "MIC2L Input Level Control for Left-ADC PGA Mix": (7, 4),
        "MIC2R/LINE2R Input Level Control for Left-ADC PGA Mix": (3, 0),
    }


def test_a_description_of_sentences_alone_names_no_field() -> None:
    """Cells that open with a sentence ("When set, .."), or a title alone with nothing
    after it to show it is one, name nothing."""
    rows = (
        "| D7 | R/W | 0 | When set, the part powers down. |\n"
        "| D6 | R/W | 0 | Write 1 to reset the part. |\n"
        "| D5–D0 | R/W | 00 0000 | Reserved. |"
    )
    text = "## 10.6 Register Maps\n\n" + "".join(
        _ti_section(n, f"Control Register {n}", rows) for n in (1, 2, 3)
    )
    regs = registers(device_of(text))
    assert sorted(regs) == [1, 2, 3]
    assert all(not fields(r) for r in regs.values())


BOSCH_HEADER_LINE = (LAYOUTS / "bosch_header_line_map.md").read_text(encoding="utf-8")


def test_a_header_line_set_apart_over_its_map_heads_it() -> None:
    """Bosch BMM150: the shaded header row came out as a line over the table
    (``Register Address Default Value bit7 .. bit0``): it heads the map, whose first
    line is a row; a row whose merged cells the PDF cut apart (``Opmode | [1:0]``)
    gives no field rather than fields at guessed bits."""
    regs = registers(device_of(BOSCH_HEADER_LINE))
    assert sorted(regs) == [0x40, 0x4B, 0x4C, 0x4D, 0x4E, 0x52]
    assert regs[0x4E].reset_value == 0x07 and regs[0x4D].reset_value == 0x3F
    assert fields(regs[0x4E])["Data Ready Pin En"] == (7, 7)
    assert fields(regs[0x4D])["Low Int X en"] == (0, 0)
    assert fields(regs[0x4B])["SPI3en"] == (2, 2)
    assert not fields(regs[0x4C])


def test_a_line_of_words_over_a_table_is_no_header() -> None:
    """A line over the table that does not end in bit labels, one per bit column, is
    prose: the table stays as it was (no map read from rows of no known column)."""
    text = BOSCH_HEADER_LINE.replace(
        "**Register Address Default Value bit7 bit6 bit5 bit4 bit3 bit2 bit1 bit0**",
        "**Register Address Default Value bit7 bit6 bit5 bit4 bit3 bit2 bit1**",
    )
    assert device_of(text) is None


EXAR_MODES = (LAYOUTS / "exar_uart_modes.md").read_text(encoding="utf-8")


def test_a_uart_map_of_modes_keeps_the_first_modes_registers() -> None:
    """A 16C550-style UART lists several registers per address, each under the state
    that reaches it (``LCR[7] = 0``, ``LCR[7] = 1, ..``, ``LCR = 0xBF``): the map holds
    the first mode's; another mode's row gives the first mode's register neither its
    name nor its fields (DLM's at IER's 0x01, DLD's at ISR's 0x02, TLR's at SPR's 0x07)."""
    regs = registers(device_of(EXAR_MODES))
    assert {a: r.name for a, r in regs.items()} == {
        0x00: "RHR",
        0x01: "IER",
        0x02: "ISR",
        0x03: "LCR",
        0x04: "MCR",
        0x05: "LSR",
        0x06: "MSR",
        0x07: "SPR",
        0x08: "TXLVL",
        0x09: "RXLVL",
        0x0A: "IODir",
        0x0B: "IOState",
    }
    assert fields(regs[0x05])["THR & TSR Empty"] == (6, 6)
    # the reset-state table names its registers: values over all their bits only
    resets = {a: r.reset_value for a, r in regs.items()}
    assert resets[0x03] == 0x1D and resets[0x07] == 0xFF and resets[0x08] == 0x40
    assert resets[0x00] is None and resets[0x06] is None
    assert fields(regs[0x01])["CTS Int. Enable"] == (7, 7)
    assert fields(regs[0x01])["RX Data Int. Enable"] == (0, 0)
    assert fields(regs[0x02]) == {"FIFOs Enabled": (7, 6), "INT Source": (5, 0)}
    assert fields(regs[0x03])["Word Length"] == (1, 0)
    assert fields(regs[0x06])["CD# Input"] == (7, 7)
    assert not fields(regs[0x07])


def test_bits_numbered_after_a_dash_are_one_field() -> None:
    """Microchip MRF24J40 ``GTS1-3 | GTS1-2 | GTS1-1 | GTS1-0`` over bits 7..4 is GTS1
    [7:4] (``GTS1-0`` read alone as a range 1..0 made the row's widths disagree);
    TI's ``AVG2-0`` alone stays a range."""
    text = (
        "## Register Map\n\n"
        "| Addr | Name | Bit 7 | Bit 6 | Bit 5 | Bit 4 | Bit 3 | Bit 2 | Bit 1 | Bit 0 | POR |\n"
        f"|{'---|' * 11}\n"
        "| 0x13 | ESLOTG1 | GTS1-3 | GTS1-2 | GTS1-1 | GTS1-0 | CAP3 | CAP2 | CAP1 | CAP0 "
        "| 0000 0000 |\n"
        "| 0x1E | ESLOTG23 | GTS3-3 | GTS3-2 | GTS3-1 | GTS3-0 | GTS2-3 | GTS2-2 | GTS2-1 "
        "| GTS2-0 | 0000 0000 |\n"
        "| 0x20 | CTRL | AVG2-0 | 〃 | 〃 | EN | — | — | — | — | 0000 0000 |\n"
        "| 0x21 | ESLOTG67 | r | r | r | r | GTS6-3 | GTS6-2 | GTS6-1 | GTS6-0 | 0000 0000 |\n"
    )
    regs = registers(device_of(text))
    assert fields(regs[0x13]) == {"GTS1": (7, 4), "CAP": (3, 0)}
    assert fields(regs[0x1E]) == {"GTS3": (7, 4), "GTS2": (3, 0)}
    assert fields(regs[0x20]) == {"AVG": (7, 5), "EN": (4, 4)}
    assert fields(regs[0x21]) == {"GTS6": (3, 0)}  # Microchip's "r = reserved"


def test_a_high_byte_table_numbered_as_the_word_is_the_bytes_bits() -> None:
    """TI HDC2010: the MSB register's field table numbers its one row ``[15:8]``, the
    value's bits: the byte register's bits 7..0, named as that slice of the value."""
    text = (
        "## 7.6 Register Maps\n\n"
        "| Address | Name | Reset Value | Description |\n|---|---|---|---|\n"
        "| 0x00 | TEMPERATURE LOW | 00000000 | Temperature [7:0] |\n"
        "| 0x01 | TEMPERATURE HIGH | 00000000 | Temperature [15:8] |\n"
        "| 0x02 | HUMIDITY LOW | 00000000 | Humidity [7:0] |\n\n"
        "### 7.6.2 Address 0x01 Temperature MSB\n\n"
        "**Table 10. Address 0x01 Temperature MSB Field Descriptions**\n\n"
        "| BIT | FIELD | TYPE | RESET | DESCRIPTION |\n|---|---|---|---|---|\n"
        "| [15:8] | TEMPERATURE [15:8] | R | 00000000 | Temperature MSB |\n"
    )
    regs = registers(device_of(text))
    assert fields(regs[0x01]) == {"TEMPERATURE[15:8]": (7, 0)}
    assert regs[0x01].size == 8


ISSI_FUNCTION_PAGE = """## Registers

**Table 10 Page 4 (PG4, FDh= 0x04): Function Register**

| Register | Name | Function | Table | R/W | Default |
|---|---|---|---|---|---|
| 00h | Configuration Register | Configure the operation mode | 11 | R/W | 0000 0000 |
| 01h | Global Current Control Register | Set the global current | 12 | R/W | 0000 0000 |
| 02h | Pull Down/Up Resistor Selection Register | Set the pull down | 13 | R/W | 0101 0101 |
| 03h~2Fh | Open/Short Register | Store the open or short information | 14 | R | 0000 0000 |
| 36h | PWM frequency setting register | PWM frequency setting register | 15 | R/W | 0000 0000 |

**Table 11 00h Configuration Register**

| Bit | D7:D4 | D3 | D2:D1 | D0 |
|---|---|---|---|---|
| Name | SWS | LGC | OSDE | SSD |
| Default | 0000 | 0 | 00 | 0 |
"""


def test_an_issi_page_names_its_registers_and_spans_its_bits_in_columns() -> None:
    """ISSI: ``Register | Name | Function`` over ``03h~2Fh | Open/Short Register`` (the
    range made the Register column the names', then the Function column took them):
    the Name column names; a figure of one column per field (``Bit | D7:D4 | D3 ..``
    over ``Name | SWS | ..``) gives the fields."""
    regs = registers(device_of(ISSI_FUNCTION_PAGE))
    assert regs[0x00].name == "Configuration Register"
    assert regs[0x01].name == "Global Current Control Register"
    assert fields(regs[0x00]) == {"SWS": (7, 4), "LGC": (3, 3), "OSDE": (2, 1), "SSD": (0, 0)}
