"""Register maps from documents: number and name notations one vendor family uses (ST's
``h01`` addresses, Renesas' ``0x0049h`` values and ``<15:14>`` bits, bit lengths under
``Len. [bit]``, cells the PDF wrapped, conditions after a bit's name). Each test states
what the document says and, where the notation could be misread, the guard."""

from __future__ import annotations

from hwcc.extract.numbers import parse_bits, parse_int
from hwcc.extract.regmap.columns import address_of
from tests.support.regmap import device_of as _device
from tests.support.regmap import fields as _fields
from tests.support.regmap import registers as _regs


def _dspin_map(reset_header: str = "Reset Hex", length_header: str = "Len. [bit]") -> str:
    # ST dSPIN (L6470): "h01" addresses, register lengths in bits, a hex reset column
    return (
        "## 9.1 Registers and flags description\n\nTable 9. Registers map\n\n"
        f"| Address [Hex] | Register name | Register function | {length_header} | "
        f"{reset_header} | Reset Value | Remarks |\n|---|---|---|---|---|---|---|\n"
        "| h01 | ABS_POS | Current position | 22 | 000000 | 0 | R, WS |\n"
        "| h05 | ACC | Acceleration | 12 | 08A | 125.5e-12 step/tick2 | R, WS |\n"
        "| h0D | INT_SPD | Intersect speed | 14 | 0408 | 61.5e-6 step/tick | R, WH |\n"
        "| h14 | STALL_TH | STALL threshold | 7 | 40 | 2.03A | R, WR |\n"
        "| h1A | RESERVED | Reserved address |  |  |  |  |\n"
    )


def test_st_addresses_marked_before_the_digits() -> None:
    assert address_of("h01") == (1, 1)
    assert address_of("h1B") == (0x1B, 0x1B)
    assert address_of("hello") is None
    regs = _regs(_device(_dspin_map()))
    assert {a: r.name for a, r in regs.items()} == {
        0x01: "ABS_POS",
        0x05: "ACC",
        0x0D: "INT_SPD",
        0x14: "STALL_TH",
    }
    assert regs[0x05].reset_value == 0x08A
    assert regs[0x0D].reset_value == 0x408


def test_a_reset_hex_column_is_never_the_addresses() -> None:
    # with the addresses unreadable, the "Reset Hex" column is no address column
    text = _dspin_map().replace("| h0", "| k0").replace("| h1", "| k1")
    device = _device(text)
    assert device is None or not any(p.registers for p in device.peripherals)


def test_register_lengths_in_bits_are_the_widths() -> None:
    # "Len. [bit]" over 22, 12, 14, 7: each register's width, whatever the reset's
    # digit count says (0408: four digits, 14 bits)
    regs = _regs(_device(_dspin_map()))
    assert {a: r.size for a, r in regs.items()} == {0x01: 22, 0x05: 12, 0x0D: 14, 0x14: 7}
    # two rows at one address: lengths of values, not of registers
    twice = _dspin_map().replace("| h14 | STALL_TH |", "| h0D | STALL_TH |")
    assert _regs(_device(twice))[0x01].size != 22
    # a length column holding something else is no width
    other = _dspin_map().replace("| 22 |", "| 22 bits |")
    assert _regs(_device(other))[0x05].size != 12


def test_values_with_both_hex_marks() -> None:
    # Renesas: "0x0049h", "0x000Ch"; captions "CONTROL1 REGISTER 0x3CH"
    assert parse_int("0x0049h") == 0x49
    assert parse_int("0x000Ch") == 0x0C
    assert parse_int("0xh") is None
    markdown = (
        "## Register summary\n\n"
        "| REGISTER NAMES | REGISTER ADDRESS | READ/WRITE | DESCRIPTION | DEFAULT |\n"
        "|---|---|---|---|---|\n"
        "| ChargeCurrentLimit | 0x14 | R/W | charge current | 0A |\n"
        "| Control0 | 0x39 | R/W | charger options | 0x0000h |\n"
        "| Control1 | 0x3C | R/W | charger options | 0x0000h |\n"
        "| AdapterCurrentLimit2 | 0x3B | R/W | adapter current | 1500mA |\n"
        "| ACProchot# | 0x47 | R/W | adapter threshold | 3.072A |\n"
        "| Manufacturer ID | 0xFE | R | manufacturer | 0x0049h |\n\n"
        "**TABLE 13. CONTROL1 REGISTER 0x3CH**\n\n"
        "| BIT | BIT NAME | DESCRIPTION |\n|---|---|---|\n"
        "| <15:14> | Comparator Debounce Time | 00 = 2us (default) |\n"
        "| 13 | Exit Learn Mode Option | 0 = stay |\n"
        "| <1:0> | Low_VSYS_Prochot# Reference | 00 = 6.0V (default) |\n"
    )
    regs = _regs(_device(markdown))
    assert regs[0xFE].reset_value == 0x49
    assert regs[0x39].reset_value == 0
    # "0A" (zero amperes) among physical values is no hex
    assert regs[0x14].reset_value is None
    assert _fields(regs[0x3C]) == {
        "Comparator Debounce Time": (15, 14),
        "Exit Learn Mode Option": (13, 13),
        "Low_VSYS_Prochot# Reference": (1, 0),
    }


def test_bits_in_angle_brackets() -> None:
    assert parse_bits("<15:14>") == (15, 14)
    assert parse_bits("<7>") == (7, 7)
    assert parse_bits("<13:15>") == (15, 13)
    assert parse_bits("<a>") is None


def test_a_header_saying_hex_keeps_bare_values_hex() -> None:
    # OmniVision: "Default (Hex)" over "0C", "40" with one "0x1" among them
    markdown = (
        "## Register set\n\n| Address (Hex) | Register Name | Default (Hex) | R/W | Description |\n"
        "|---|---|---|---|---|\n| 44 | Qs | 0C | RW | quantization |\n"
        "| 51 | HSIZE | 40 | RW | horizontal size |\n| 52 | VSIZE | F0 | RW | vertical |\n"
        "| 53 | XOFF | 0x1 | RW | offset |\n"
    )
    regs = _regs(_device(markdown))
    assert (regs[0x44].reset_value, regs[0x51].reset_value) == (0x0C, 0x40)


def test_a_binary_reset_cell_the_pdf_wrapped() -> None:
    # Silergy: "01000 00" for a 7-bit field (its first line full), never "1 0" (two values)
    def reset(cell: str, bits: str = "6:0") -> int | None:
        markdown = (
            "## Registers\n\n| Address | Name | Description |\n|---|---|---|\n"
            "| 0x04 | CHG | charge |\n| 0x05 | TERM | termination |\n| 0x06 | VREG | voltage |\n\n"
            "### CHG register (0x04)\n\n| Bit | Name | Access | Reset | Description |\n"
            "|---|---|---|---|---|\n"
            + ("| 7 | EN_PUMPX | R/W | 0 | pump |\n" if bits != "7:0" else "")
            + f"| {bits} | ICHG | R/W | {cell} | current |\n"
        )
        return _regs(_device(markdown))[0x04].reset_value

    assert reset("01000 00") == 0x20
    assert reset("0100 000") == 0x20  # nibbles, as before
    assert reset("1 0", "6:5") is None
    # a second line longer than the first is no wrap of one value
    assert reset("01110000", "7:0") == 0x70
    assert reset("011 10000", "7:0") is None


def test_a_register_header_with_its_address_bits() -> None:
    # Maxim: "REG [6:0]" over the registers' addresses
    markdown = (
        "## Register map\n\n| REG [6:0] | NAME | R/W MODE | DESCRIPTION |\n|---|---|---|---|\n"
        "| 0x01 | STATUS | R | status |\n| 0x02 | EN_INT | R/W | interrupts |\n"
        "| 0x04 | MNGR_INT | R/W | manager |\n"
    )
    assert sorted(_regs(_device(markdown))) == [1, 2, 4]


def test_radix_word_after_the_digits() -> None:
    # IDT/Renesas P9242-R: "0104HEX [7:0]" addresses, "42HEX" defaults (a subscript)
    assert parse_int("0104HEX") == 0x104
    assert parse_int("42HEX") == 0x42
    assert parse_int("06 HEX") == 0x06
    assert parse_int("achex") is None  # a word, not a number
    markdown = (
        "**Table 10. Device ID Register**\n\n"
        "| Address and Bit | Register Field Name | R/W | Default | Function and Description |\n"
        "|---|---|---|---|---|\n"
        "| 0104HEX [7:0] | Device_ID_L | R | 42HEX | Device ID low byte |\n"
        "| 0105HEX [7:0] | Device_ID_H | R | 92HEX | Device ID high byte |\n"
        "| 010CHEX [7:0] | FW_Major_Rev_L | R | 06HEX | Major firmware revision |\n"
    )
    regs = _regs(_device(markdown))
    assert {a: (r.name, r.reset_value) for a, r in regs.items()} == {
        0x104: ("Device_ID_L", 0x42),
        0x105: ("Device_ID_H", 0x92),
        0x10C: ("FW_Major_Rev_L", 0x06),
    }
