"""Register maps from documents: inputs built to make a reading rule invent a register,
a field or a reset (a review of the rules for TI acronym columns, reset tables, serial
bit columns, two-bit command bytes, default lines and continued field tables). Each
asserts what the document says."""

from __future__ import annotations

from hwcc.extract.regmap import extract_register_map
from hwcc.model.device import Device, Register
from hwcc.types import PageSpan, ParseResult


def _map(markdown: str, pages: tuple[PageSpan, ...] = ()) -> Device | None:
    result = ParseResult("toy", "Toy datasheet", "datasheet", markdown, "TOY1", page_map=pages)
    return extract_register_map(result).device


def _regs(device: Device | None, bank: int = 0) -> dict[int, Register]:
    assert device is not None
    return {r.address_offset: r for r in device.peripherals[bank].registers}


def _fields(reg: Register) -> dict[str, tuple[int, int]]:
    return {f.name: (f.msb, f.lsb) for f in reg.fields}


def _paged(*pieces: str) -> tuple[str, tuple[PageSpan, ...]]:
    """Markdown joined from pieces, piece k on page k + 1."""
    spans, pos = [], 0
    for k, piece in enumerate(pieces):
        spans.append(PageSpan(pos, pos + len(piece), k + 1))
        pos += len(piece)
    return "".join(pieces), tuple(spans)


# reset tables: which bank a table means is not written in it


def test_a_reset_table_of_bank_0_does_not_fill_bank_1() -> None:
    markdown = (
        "## 7.1 Bank 0 Register Map\n\n| Address | Name | Access |\n|---|---|---|\n"
        "| 0x00 | WHO_AM_I | R |\n| 0x01 | CTRL | R/W |\n| 0x02 | STATUS | R |\n\n"
        "## 7.2 Bank 1 Register Map\n\n| Address | Name | Access |\n|---|---|---|\n"
        "| 0x00 | GAIN_X | R/W |\n| 0x01 | GAIN_Y | R/W |\n| 0x02 | GAIN_Z | R/W |\n\n"
        "## 7.3 Bank 0 register default values\n\n| Address | Default |\n|---|---|\n"
        "| 0x00 | 0x6A |\n| 0x01 | 0x07 |\n| 0x02 | 0x00 |\n"
    )
    device = _map(markdown)
    bank1 = _regs(device, 1)
    assert [bank1[a].reset_value for a in (0, 1, 2)] == [None, None, None]


def test_a_sideways_reset_table_of_page_0_does_not_fill_page_1() -> None:
    # printed sideways, the same lookup
    markdown = (
        "## 7.1 Page 0 Register Map\n\n| Address | Name | Access |\n|---|---|---|\n"
        "| 0x01 | MODE | R/W |\n| 0x02 | GAIN | R/W |\n\n"
        "## 7.2 Page 1 Register Map\n\n| Address | Name | Access |\n|---|---|---|\n"
        "| 0x01 | EQ_COEF_A | R/W |\n| 0x02 | EQ_COEF_B | R/W |\n\n"
        "## 7.3 Page 0 register defaults\n\n"
        "| REGISTER | 0x01 | 0x02 |\n|---|---|---|\n| Default | C3h | 05h |\n"
    )
    bank1 = _regs(_map(markdown), 1)
    assert bank1[1].reset_value is None and bank1[2].reset_value is None


def test_a_reset_table_of_bare_numbers_reads_them_as_the_maps_hex() -> None:
    # the map writes hex ("0Ah", "10h"); the reset table lists 10, 11, 12 without a mark
    # and without a hex letter: read as decimal they land on 0Ah..0Ch, and "80" is 0x50
    markdown = (
        "## 7 Register map\n\n| Address | Name | Access |\n|---|---|---|\n"
        "| 0Ah | CTRL_A | R/W |\n| 0Bh | CTRL_B | R/W |\n| 0Ch | CTRL_C | R/W |\n"
        "| 10h | DATA_A | R |\n| 11h | DATA_B | R |\n| 12h | DATA_C | R |\n\n"
        "## 7.1 Register default values\n\nThe data registers are cleared at power-on:\n\n"
        "| Address | Default |\n|---|---|\n| 10 | 00 |\n| 11 | 00 |\n| 12 | 80 |\n"
    )
    regs = _regs(_map(markdown))
    assert [regs[a].reset_value for a in (0x0A, 0x0B, 0x0C)] == [None, None, None]
    assert regs[0x12].reset_value in (None, 0x80)


def test_an_initialization_sequence_gives_no_reset_values() -> None:
    # "Step | Register address | Init value": values to write, not values at reset
    markdown = (
        "## 7 Register map\n\n| Address | Name | Access |\n|---|---|---|\n"
        "| 0x10 | CFG1 | R/W |\n| 0x11 | CFG2 | R/W |\n| 0x12 | CFG3 | R/W |\n\n"
        "## 8 Application information\n\n### 8.1 Recommended initialization\n\n"
        "After power-up, write these registers in this order:\n\n"
        "| Step | Register address | Init value |\n|---|---|---|\n"
        "| 1 | 0x10 | 0x83 |\n| 2 | 0x11 | 0x1F |\n| 3 | 0x12 | 0x40 |\n"
    )
    regs = _regs(_map(markdown))
    assert [regs[a].reset_value for a in (0x10, 0x11, 0x12)] == [None, None, None]


# default lines: only an access word with a marked value is the register's own


def test_a_fields_default_line_under_a_register_heading_is_no_register_reset() -> None:
    # ST's description lines wrapped out of a borderless table: the field FS[1:0]
    # defaults to 11 (binary); the register got 0x0B
    markdown = (
        "## 8 Register mapping\n\n| Name | Type | Register address Hex | Default |\n"
        "|---|---|---|---|\n| CTRL_REG1 | R/W | 10h | |\n| CTRL_REG2 | R/W | 11h | 00h |\n"
        "| STATUS | R | 27h | |\n\n"
        "## 9.2 CTRL_REG1 (10h)\n\nControl register 1\n\nFS[1:0] Full-scale selection.\n\n"
        "Default value: 11\n\n(00: ±2 g; 01: ±4 g; 10: ±8 g; 11: ±16 g)\n"
    )
    assert _regs(_map(markdown))[0x10].reset_value is None


# acronym columns of things that are not registers


def test_an_acronym_column_of_a_peripheral_memory_map_names_no_register() -> None:
    markdown = (
        "## 6.4 Memory Map\n\n"
        "The peripheral registers are mapped in the following address ranges:\n\n"
        "| Start Address | End Address | Acronym | Description |\n|---|---|---|---|\n"
        "| 0x4000_0000 | 0x4000_0FFF | TIMER0 | Timer 0 registers |\n"
        "| 0x4000_1000 | 0x4000_1FFF | UART0 | UART 0 registers |\n"
        "| 0x4000_2000 | 0x4000_2FFF | I2C0 | I2C 0 registers |\n"
    )
    assert _map(markdown) is None


def test_an_acronym_column_of_an_interrupt_vector_table_names_no_register() -> None:
    markdown = (
        "## 5 Interrupts\n\nThe interrupt vector table holds the address of each interrupt "
        "service routine; the interrupt flag registers are described in Section 7.\n\n"
        "| Vector Address | Acronym | Interrupt Source | Priority |\n|---|---|---|---|\n"
        "| 0xFFFE | RST | Reset | Highest |\n| 0xFFFC | NMI | Non-maskable interrupt | |\n"
        "| 0xFFFA | TA0 | Timer A0 | |\n"
    )
    assert _map(markdown) is None


# a serial frame's bit table is no register's layout


def test_an_spi_frame_table_gives_the_register_it_reads_no_fields() -> None:
    markdown = (
        "## 7 Register Map\n\n| Address | Name | Access |\n|---|---|---|\n"
        "| 0x00 | CONFIG | R/W |\n| 0x01 | STATUS | R |\n| 0x02 | FIFO_DATA | R |\n\n"
        "## 8 Serial interface\n\n### 8.2 Reading the FIFO_DATA register over SPI\n\n"
        "Each read of FIFO_DATA is one 16-bit SPI frame:\n\n"
        "| SPI Bit | Name | Description |\n|---|---|---|\n| 15 | RW | 1 = read |\n"
        "| 14:8 | ADDR[6:0] | Register address (0x02) |\n| 7:0 | DATA[7:0] | Data out |\n"
    )
    reg = _regs(_map(markdown))[2]
    assert not reg.fields and reg.size == 8


# a command list is no register map


def test_a_command_list_with_two_command_bits_makes_no_registers() -> None:
    markdown = (
        "## 8.4 Programming\n\nThe command byte that follows the address byte selects the "
        "operation; data for the write commands goes to the input register.\n\n"
        "**Table 4. Command Byte**\n\n"
        "| B1 | B0 | Command Byte (Hex) | Command Name | Description |\n|---|---|---|---|---|\n"
        "| 0 | 0 | 0x00 | NOP | No operation |\n"
        "| 0 | 1 | 0x01 | WRITE_INPUT | Write to the input register |\n"
        "| 1 | 0 | 0x02 | UPDATE | Copy the input register to the DAC |\n"
        "| 1 | 1 | 0x03 | RESET | Software reset |\n"
    )
    assert _map(markdown) is None


# a footnoted address is no name


def test_a_footnote_mark_on_an_address_cell_is_no_register_name() -> None:
    markdown = (
        "## 9.6 Register Map\n\n"
        "| REGISTER | BIT7 | BIT6 | BIT5 | BIT4 | BIT3 | BIT2 | BIT1 | BIT0 |\n"
        f"|{'---|' * 9}\n"
        "| 1 | EN_R | EN_L | SWS | FAULT_R | FAULT_L | THERM | 1 | NG_EN |\n"
        "| 2 | 0 | 0 | ATK[5] | ATK[4] | ATK[3] | ATK[2] | ATK[1] | ATK[0] |\n\n"
        "## 9.6.1 Register descriptions\n\n"
        "| Register Address | Bit | Name | Description |\n|---|---|---|---|\n"
        "| 0x01 (1) | 7 | EN_R | Right channel enable |\n"
        "| 0x01 (1) | 6 | EN_L | Left channel enable |\n\n(1) Written only in shutdown.\n"
    )
    assert "(1)" not in _regs(_map(markdown))[1].name


# a value table opening the next page is no continued field table


def test_a_value_table_opening_the_next_page_adds_no_fields() -> None:
    markdown, pages = _paged(
        "## 7 Register Map\n\n| Address | Name | Access |\n|---|---|---|\n"
        "| 0x01 | CONFIG | R/W |\n| 0x02 | STATUS | R |\n| 0x03 | DATA | R |\n\n"
        "## 7.1 CONFIG register (address 0x01)\n\n"
        "| Bit | Field | Description |\n|---|---|---|\n| 7:2 | Reserved | Reserved |\n"
        "| 1:0 | MODE | Operating mode, see below |\n\n",
        "| 00 | Sleep | Lowest power |\n|---|---|---|\n| 01 | Single | One conversion |\n"
        "| 10 | Continuous | Free running |\n",
    )
    reg = _regs(_map(markdown, pages))[1]
    assert _fields(reg) == {"MODE": (1, 0)} and reg.size == 8
