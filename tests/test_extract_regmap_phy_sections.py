"""PHY register descriptions without a summary map (Realtek RTL8201F): one section per
register headed ``Register N <Name>`` (decimal, page 0 unless a page is named), a field
table whose address cells give ``N:bit`` or ``N:msb~lsb``, MMD registers listed by device
and offset (reached through two MDIO registers: no map of their own), and management
frames drawn as cells (example values: no register)."""

from __future__ import annotations

from hwcc.extract.regmap.columns import _kind, column_roles
from hwcc.extract.tables import tables_of
from hwcc.types import ParseResult
from tests.support.regmap import device_of, fields, registers

HEAD = "# 7. Register Descriptions\n\n"


def _section(number: int, name: str, rows: str, page: str = "", table: int = 11) -> str:
    paged = f"Page {page} " if page else ""
    return (
        f"## 7.{number}. {paged}Register {number} {name}\n\n"
        f"**Table {table}. {paged}Register {number} {name}**\n\n"
        "| Address | Name | Description | Mode | Default |\n|---|---|---|---|---|\n"
        f"{rows}\n"
    )


BMCR = _section(
    0,
    "Basic Mode Control Register",
    "| 0:15 | Reset | 1: Software reset 0: Normal operation | RW/SC | 0 |\n"
    "| 0:14 | Loopback | 1: Enable loopback | RW | 0 |\n"
    "| 0:13~7 | Reserved | Reserved. | - | - |\n"
    "| 0:6~0 | Speed | Speed select | RW | 0000001 |",
)
ID1 = _section(2, "PHY Identifier Register 1", "| 2:15~0 | OUI_MSB | OUI bits 3:18 | RO | 001Ch |")
PAGESEL = _section(
    31,
    "Page Select Register",
    "| 31:15~8 | Reserved | Reserved for Internal Testing. | - | - |\n"
    "| 31:7~0 | PAGE SEL | Select Page Address | RW | 00000000 |",
)
PAGE7 = _section(
    24,
    "Spread Spectrum Clock Register",
    "| 24:15~1 | Reserved | Reserved. | - | - |\n| 24:0 | En_SSC | Enable SSC | RW | 0 |",
    page="7",
)


def test_register_sections_numbered_in_decimal_give_the_map() -> None:
    regs = registers(device_of(HEAD + BMCR + ID1 + PAGESEL))
    assert sorted(regs) == [0, 2, 31]
    assert regs[0].name == "Basic Mode Control Register"
    assert fields(regs[0]) == {"Reset": (15, 15), "Loopback": (14, 14), "Speed": (6, 0)}
    assert fields(regs[2]) == {"OUI_MSB": (15, 0)}
    # the reserved row up to bit 15 makes the page select register 16 bits wide
    assert regs[31].size == 16
    assert fields(regs[31]) == {"PAGESEL": (7, 0)}  # (capitals the PDF wrapped, joined)


def test_another_pages_register_is_no_register_of_the_map() -> None:
    """``Page 7 Register 24`` reuses the number 24: neither a register at 0x18 nor
    fields for one."""
    regs = registers(device_of(HEAD + BMCR + ID1 + PAGESEL + PAGE7))
    assert 24 not in regs


def test_a_numbered_heading_must_say_it_is_a_register() -> None:
    timing = "## 7.4. Register 3 Timing Diagram\n\nThe host reads register 3 after reset.\n\n"
    regs = registers(device_of(HEAD + BMCR + timing + ID1 + PAGESEL))
    assert 3 not in regs


def test_a_heading_whose_hex_address_disagrees_is_no_register() -> None:
    macr = (
        "## 7.8. Page 0 Register 13 MACR (MMD Access Control Register; Address 0x0D)\n\n"
        "| Bit | Name | RW | Default | Description |\n|---|---|---|---|---|\n"
        "| 13.15:14 | Function | RW | 00 | 00: Address |\n"
        "| 13.4:0 | DEVAD | RW | 00000 | Device |\n\n"
    )
    regs = registers(device_of(HEAD + BMCR + ID1 + macr + PAGESEL))
    assert regs[13].name == "MACR (MMD Access Control Register)"
    assert fields(regs[13]) == {"Function": (15, 14), "DEVAD": (4, 0)}
    wrong = macr.replace("Address 0x0D", "Address 0x0E")
    assert 13 not in registers(device_of(HEAD + BMCR + ID1 + wrong + PAGESEL))


MMD = """## 7.22. MMD Register Mapping and Definition

Note: MMD registers are placed at Page 0 Register 13 and Register 14.

| Device | Offset | Access | Name | Description |
|---|---|---|---|---|
| 3 | 0 | RW | EEEPC1R | EEE PCS Control 1 Register |
| 3 | 1 | RO | EEEPS1R | EEE PCS Status Control 1 Register |
| 3 | 20 | RO | EEECR | EEE Capability Register |
| 7 | 60 | RW | EEEAR | EEE Advertisement Register |

"""


def test_mmd_registers_by_device_are_no_map() -> None:
    """Read as the map, the MMD list took the PHY's addresses 0 and 1 and the register
    sections' fields (RTL8201F: EEEPC1R with the Basic Mode Control fields)."""
    regs = registers(device_of(HEAD + BMCR + ID1 + PAGESEL + MMD))
    assert regs[0].name == "Basic Mode Control Register"
    assert 20 not in regs and 60 not in regs


def test_a_management_frame_drawn_as_cells_is_no_register_table() -> None:
    """Its eight cells read as a bit row of names (``PHY Address 0x01``, ``Idle``) whose
    addresses a title could name; the frame's preamble, start, turnaround and idle
    cells say it is a bus transaction."""
    frame = (
        "[Figure 7: Write Cycle, page 38]\n\n"
        "| Pre | Start | Write OP (Code) | PHY Address 0x01 | Reg. Address 0x00(BMCR) "
        "| Turn Around | Reg. Data 0x1340 | Idle |\n|---|---|---|---|---|---|---|---|\n"
    )
    (table,) = tables_of(ParseResult("toy", "Toy", "datasheet", frame, "TOY1"))
    assert _kind(table, column_roles(table)) == "other"
    bits = frame.replace("Pre | Start", "Bit7 | Bit6").replace("Turn Around", "TA_EN")
    (figure,) = tables_of(ParseResult("toy", "Toy", "datasheet", bits, "TOY1"))
    assert _kind(figure, column_roles(figure)) != "other"
