"""Register maps from documents: registers wider than a byte printed over several rows of
one table (a bit figure in byte slices, a map of multi-byte values whose byte rows the
PDF stacked in one cell, a map of one row per byte lane). Each test states what the
document says and the guard that keeps other tables out."""

from __future__ import annotations

from hwcc.extract.regmap.normalize.figures import _stacked_bit_rows
from hwcc.extract.tables import Table
from tests.support.regmap import device_of as _device
from tests.support.regmap import fields as _fields
from tests.support.regmap import registers as _regs

DSPIN_MAP = (
    "## 9.1 Registers\n\n| Address [Hex] | Register name | Register function | Len. [bit] |"
    " Reset Hex |\n|---|---|---|---|---|\n| h16 | STEP_MODE | Step mode | 8 | 7 |\n"
    "| h17 | ALARM_EN | Alarms | 8 | FF |\n| h18 | CONFIG | IC configuration | 16 | 2E88 |\n\n"
)


def _config_figure(
    second: str = "Bit 7 | Bit 6 | Bit 5 | Bit 4 | Bit 3 | Bit 2 | Bit 1 | Bit 0",
) -> str:
    return (
        DSPIN_MAP + "### 9.1.21 CONFIG\n\nTable 22. CONFIG register\n\n"
        "| Bit 15 | Bit 14 | Bit 13 | Bit 12 | Bit 11 | Bit 10 | Bit 9 | Bit 8 |\n"
        "|---|---|---|---|---|---|---|---|\n"
        "| F_PWM_INT | F_PWM_INT | F_PWM_INT | F_PWM_DEC "
        "| F_PWM_DEC | F_PWM_DEC | POW_SR | POW_SR |\n"
        f"| {second} |\n"
        "| OC_SD | RESERVED | EN_VSCOMP | SW_MODE | EXT_CLK | OSC_SEL | OSC_SEL | OSC_SEL |\n"
    )


def test_a_bit_figure_in_byte_slices_stacked_in_one_table() -> None:
    # ST: "Bit 15 .. Bit 8" over their names, then a row "Bit 7 .. Bit 0" over theirs
    config = _regs(_device(_config_figure()))[0x18]
    assert _fields(config) == {
        "F_PWM_INT": (15, 13),
        "F_PWM_DEC": (12, 10),
        "POW_SR": (9, 8),
        "OC_SD": (7, 7),
        "EN_VSCOMP": (5, 5),
        "SW_MODE": (4, 4),
        "EXT_CLK": (3, 3),
        "OSC_SEL": (2, 0),
    }


def test_slices_that_do_not_go_on_are_no_figure() -> None:
    # the second row numbers the same bits again, or bits that stop short of bit 0:
    # nothing is joined
    again = _config_figure("Bit 15 | Bit 14 | Bit 13 | Bit 12 | Bit 11 | Bit 10 | Bit 9 | Bit 8")
    assert not any(f.name == "OC_SD" for f in _regs(_device(again))[0x18].fields)
    short = (
        _config_figure()
        .replace(
            "| Bit 15 | Bit 14 | Bit 13 | Bit 12 | Bit 11 | Bit 10 | Bit 9 | Bit 8 |",
            "| Bit 16 | Bit 15 | Bit 14 | Bit 13 | Bit 12 | Bit 11 | Bit 10 | Bit 9 |",
        )
        .replace(
            "| Bit 7 | Bit 6 | Bit 5 | Bit 4 | Bit 3 | Bit 2 | Bit 1 | Bit 0 |",
            "| Bit 8 | Bit 7 | Bit 6 | Bit 5 | Bit 4 | Bit 3 | Bit 2 | Bit 1 |",
        )
    )
    assert not any(f.name == "OC_SD" for f in _regs(_device(short))[0x18].fields)


def _grid(*rows: str) -> Table:
    cells = [tuple(c.strip() for c in r.split("|")) for r in rows]
    return Table(cells[0], tuple(cells[1:]), 0, 0, (), (), None)


def test_only_bit_numbers_going_on_down_to_bit_0_join() -> None:
    def bits(top: int) -> str:
        return " | ".join(f"Bit {b}" for b in range(top, top - 8, -1))

    names = "A | A | B | B | C | C | D | D"
    joined = _stacked_bit_rows(_grid(bits(15), names, bits(7), names))
    assert len(joined.header) == 16 and len(joined.rows) == 1
    for table in (
        _grid(bits(15), names, bits(15), names),  # the same bits again: two figures
        _grid(bits(16), names, bits(7), names),  # bit 8 missing between the slices
        _grid(bits(16), names, bits(8), names),  # stopping at bit 1
        _grid(bits(15), names, bits(7)),  # a slice without its names
    ):
        assert _stacked_bit_rows(table) is table


ADI_MAP = (
    "# REGISTER MAP\n\nTable 8.\n\n| Register | Name | Register Data | Function |\n"
    "|---|---|---|---|\n| 0x80 0x81 | Control | D15 to D8 D7 to D0 | Read/write Read/write |\n"
    "| 0x82 0x83 0x84 | Start frequency | D23 to D16 D15 to D8 D7 to D0 |"
    " Read/write Read/write Read/write |\n"
    "| 0x8F | Status | D7 to D0 | Read only |\n"
    "| 0x92 0x93 | Temperature data | D15 to D8 D7 to D0 | Read only Read only |\n"
)


def test_byte_rows_the_pdf_stacked_in_one_row_per_value() -> None:
    # ADI AD5933: one row per value, its byte addresses and slices stacked in the cells
    regs = _regs(_device(ADI_MAP))
    assert {a: r.name for a, r in regs.items()} == {
        0x80: "Control[15:8]",
        0x81: "Control[7:0]",
        0x82: "Start frequency[23:16]",
        0x83: "Start frequency[15:8]",
        0x84: "Start frequency[7:0]",
        0x8F: "Status",
        0x92: "Temperature data[15:8]",
        0x93: "Temperature data[7:0]",
    }
    assert regs[0x8F].access == "read-only"
    assert regs[0x80].access == "read-write"


def test_stacked_addresses_without_as_many_slices_are_left() -> None:
    text = ADI_MAP.replace(
        "| 0x82 0x83 0x84 | Start frequency | D23 to D16 D15 to D8 D7 to D0 |",
        "| 0x82 0x83 0x84 | Start frequency | D23 to D16 D15 to D8 |",
    )
    device = _device(text)
    assert device is None or not any(
        r.address_offset in (0x82, 0x83, 0x84) for p in device.peripherals for r in p.registers
    )


def _lane_map(second_header: bool = True) -> str:
    # Maxim MAX30001G: 24-bit registers, one row per byte lane under "23/15/7" .. "16/8/0"
    lanes = " | ".join(f"{23 - k}/{15 - k}/{7 - k}" for k in range(8))
    header = (
        "| REG [6:0] | NAME | R/W MODE | "
        + " | ".join(["DATA INDEX"] * 8)
        + " |\n"
        + "|---" * 11
        + "|\n"
        + f"| REG [6:0] | NAME | R/W MODE | {lanes} |\n"
        if second_header
        else f"| REG [6:0] | NAME | R/W MODE | {lanes} |\n" + "|---" * 11 + "|\n"
    )
    return (
        "## User Command and Register Map\n\nTable 12. Register Map Summary\n\n"
        + header
        + "| 0x01 | STATUS | R | EINT | EOVF | FSTINT | DCLO FFINT "
        "| BINT | BOVF | BOVER | BUNDR |\n"
        + "| 0x01 | STATUS | R | BC GMON | x | x | x | LONINT | RRINT | SAMP | PLLINT |\n"
        + "| 0x01 | STATUS | R | x | x | BCGMP | BCGMN | LDOFF_PH "
        "| LDOFF_PL | LDOFF_NH | LDOFF_NL |\n"
        + "| 0x02 0x03 | EN_INT EN_INT2 | R/W | EN_EINT | EN_EOVF "
        "| EN_ FSTINT | x | x | x | x | x |\n"
        + "| 0x02 0x03 | EN_INT EN_INT2 | R/W | x | x | x | x | x | x | x | x |\n"
        + "| 0x02 0x03 | EN_INT EN_INT2 | R/W | x | x | x | x | x | x | INTB_TYPE[1:0] |"
        " INTB_TYPE[1:0] |\n"
        + "| 0x04 | MNGR_ INT | R/W | EFIT[4:0] | EFIT[4:0] | EFIT[4:0] | EFIT[4:0] | EFIT[4:0] |"
        " BFIT[2:0] | BFIT[2:0] | BFIT[2:0] |\n"
        + "| 0x04 | MNGR_ INT | R/W | x | x | x | x | x | x | x | x |\n"
        + "| 0x04 | MNGR_ INT | R/W | x | CLR_ FAST | x | x | x | x "
        "| SAMP_IT[1:0] | SAMP_IT[1:0] |\n"
        + "| 0x08 | SW_RST | W | "
        + " | ".join(["Data Required for Execution = 0x000000"] * 8)
        + " |\n"
    )


def test_registers_printed_one_row_per_byte_lane() -> None:
    regs = _regs(_device(_lane_map()))
    assert sorted(regs) == [0x01, 0x02, 0x03, 0x04, 0x08]
    assert all(r.size == 24 for r in regs.values())
    assert _fields(regs[0x01])["EINT"] == (23, 23)
    assert _fields(regs[0x01])["BCGMON"] == (15, 15)
    assert _fields(regs[0x01])["LDOFF_NL"] == (0, 0)
    assert _fields(regs[0x04]) == {
        "EFIT": (23, 19),
        "BFIT": (18, 16),
        "CLR_FAST": (6, 6),
        "SAMP_IT": (1, 0),
    }
    assert regs[0x08].fields == ()
    # two registers sharing the rows: a bit name the PDF wrapped is both registers' whole
    assert _fields(regs[0x02]) == _fields(regs[0x03])
    assert _fields(regs[0x03])["EN_FSTINT"] == (21, 21)


def test_the_lane_numbers_on_the_header_line() -> None:
    assert sorted(_regs(_device(_lane_map(second_header=False)))) == [0x01, 0x02, 0x03, 0x04, 0x08]


def test_an_address_on_two_rows_of_three_lanes_is_no_register_of_lanes() -> None:
    text = _lane_map().replace("| 0x04 | MNGR_ INT | R/W | x | x | x | x | x | x | x | x |\n", "")
    device = _device(text)
    assert device is None or not any(r.size == 24 for p in device.peripherals for r in p.registers)
