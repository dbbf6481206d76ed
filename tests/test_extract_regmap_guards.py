"""Register maps from documents: inputs built to make a reading rule invent a register,
a field or a reset (a review of the rules for TI acronym columns, reset tables, serial
bit columns, two-bit command bytes, default lines and continued field tables). Each
asserts what the document says."""

from __future__ import annotations

from pathlib import Path

from hwcc.extract.regmap import extract_register_map
from hwcc.model.device import Device, Register
from hwcc.types import PageSpan, ParseResult
from tests.support.regmap import bit_cells
from tests.support.regmap import device_of as _device
from tests.support.regmap import fields as _fields
from tests.support.regmap import registers as _regs


def _map(markdown: str, pages: tuple[PageSpan, ...] = ()) -> Device | None:
    result = ParseResult("toy", "Toy datasheet", "datasheet", markdown, "TOY1", page_map=pages)
    return extract_register_map(result).device


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


# a second review: Chinese labels, unnamed registers, resets in descriptions, read and
# write addresses, decimal sections, bits-first lists, descriptions naming registers,
# title rows, two tables for one register


def test_a_chinese_frame_format_table_under_a_register_heading_makes_no_registers() -> None:
    markdown = (
        "# 4 通信协议\n"
        "\n"
        "## 4.2 寄存器读写帧格式\n"
        "\n"
        "主机通过 UART 发送如下帧读写寄存器：\n"
        "\n"
        "| 偏移 | 名称 | 说明 |\n"
        "|---|---|---|\n"
        "| 0 | HEAD | 帧头，固定为 0xAA |\n"
        "| 1 | CMD | 命令：0x01 读，0x02 写 |\n"
        "| 2 | ADDR | 寄存器地址 |\n"
        "| 3 | LEN | 数据长度 |\n"
        "| 4 | CRC | 校验和 |\n"
    )
    assert _map(markdown) is None


def test_a_chinese_command_list_numbered_in_hex_makes_no_registers() -> None:
    markdown = (
        "# 5 命令列表\n"
        "\n"
        "模块通过以下命令访问内部寄存器：\n"
        "\n"
        "| 编号 (16 进制) | 说明 |\n"
        "|---|---|\n"
        "| 01 | 读取版本号 |\n"
        "| 02 | 软件复位 |\n"
        "| 03 | 进入休眠模式 |\n"
        "| 04 | 开始录音 |\n"
    )
    assert _map(markdown) is None


def test_a_chinese_interrupt_vector_table_makes_no_registers() -> None:
    markdown = (
        "# 6 存储器与寄存器\n"
        "\n"
        "| 地址 | 名称 | 说明 |\n"
        "|---|---|---|\n"
        "| 0x0000 | RESET | 复位向量 |\n"
        "| 0x0003 | INT0 | 外部中断 0 入口 |\n"
        "| 0x000B | TIMER0 | 定时器 0 入口 |\n"
        "| 0x0013 | INT1 | 外部中断 1 入口 |\n"
    )
    assert _map(markdown) is None


def test_chinese_access_words_are_normalised() -> None:
    markdown = (
        "# 3 引脚说明\n"
        "\n"
        "| 引脚 | 名称 | 类型 | 说明 |\n"
        "|---|---|---|---|\n"
        "| 1 | VDD | 电源 | 电源输入 |\n"
        "| 2 | GND | 地 | 地 |\n"
        "| 3 | SDA | I/O | I2C 数据，访问内部寄存器 |\n"
        "| 4 | SCL | I | I2C 时钟 |\n"
        "\n"
        "# 4 寄存器\n"
        "\n"
        "| 地址 | 名称 | 读写 | 默认值 | 说明 |\n"
        "|---|---|---|---|---|\n"
        "| 0x00 | CTRL | 读写 | 0x00 | 控制 |\n"
        "| 0x01 | STAT | 只读 | 0x00 | 状态 |\n"
    )
    device = _map(markdown)
    regs = _regs(device) if device else {}
    assert all(r.access in (None, "read-write", "read-only") for r in regs.values())


def test_a_fields_default_in_a_description_cell_is_no_register_reset() -> None:
    markdown = (
        "# 三．寄存器介绍\n"
        "\n"
        "| 编号 (16 进制) | 说明 |\n"
        "|---|---|\n"
        "| 01 | FIFO_DATA 数据口 |\n"
        "| 17 | 写 35H 软复位 |\n"
        "| 35 | ADC 增益，bit3：增益使能（默认值：1H） |\n"
        "| 37 | 识别控制 |\n"
    )
    device = _map(markdown)
    assert device is not None and _regs(device)[0x35].reset_value in (None, 0x08)


def test_a_default_in_hours_is_no_hex_reset() -> None:
    markdown = (
        "# Registers\n"
        "\n"
        "| Register # | Description |\n"
        "|---|---|\n"
        "| 01 | Charge control: enables charging and selects the termination current |\n"
        "| 02 | Fast-charge safety timer, counted in hours from the start of charge."
        " Default: 12h |\n"
        "| 03 | Watchdog period in seconds; the host must write before it expires."
        " Default: 40 s |\n"
        "| 04 | Status of the charger, faults and power-good indication bits |\n"
    )
    device = _map(markdown)
    assert device is not None and _regs(device)[0x02].reset_value is None


def test_a_read_address_carrying_the_read_bit_is_no_register_address() -> None:
    markdown = (
        "## Registers\n"
        "\n"
        "**Table 3. Register Map**\n"
        "\n"
        "| REGISTER NAME | WRITE ADDRESS | READ ADDRESS | DESCRIPTION |\n"
        "|---|---|---|---|\n"
        "| VM0 | 00h | 80h | Video Mode 0 |\n"
        "| VM1 | 01h | 81h | Video Mode 1 |\n"
        "| HOS | 02h | 82h | Horizontal Offset |\n"
        "| VOS | 03h | 83h | Vertical Offset |\n"
        "| STAT | — | A0h | Status (read only) |\n"
    )
    device = _map(markdown)
    assert device is not None and not any(a >= 0x80 for a in _regs(device))


def test_register_headings_numbered_in_hex_are_not_read_as_decimal() -> None:
    markdown = (
        "# 5 Register Description\n"
        "\n"
        "## 5.1 Register 00\n"
        "\n"
        "Chip ID, read only.\n"
        "\n"
        "## 5.2 Register 01\n"
        "\n"
        "Power control.\n"
        "\n"
        "## 5.3 Register 0A\n"
        "\n"
        "Interrupt flags.\n"
        "\n"
        "## 5.4 Register 10\n"
        "\n"
        "Data output low byte.\n"
        "\n"
        "## 5.5 Register 1F\n"
        "\n"
        "Soft reset.\n"
    )
    device = _map(markdown)
    assert device is None or sorted(_regs(device)) == [0x00, 0x01, 0x0A, 0x10, 0x1F]


# LDT-like register sections numbered in decimal, with bits-first field lists
_REGISTER_7 = (
    "# 9. Register information\n\n## 9.1. Register 7\n\nBit No. Bit Name Description\n\n"
    "15:9 (Reserved) (Reserved)\n\n8 TX_EN Enables transmit\n\n7 RX_EN Enables receive\n\n"
    "6:0 RF_PLL_CH_NO[6:0] Channel number\n\n"
)


def test_a_note_line_after_a_bits_first_list_is_no_field() -> None:
    markdown = _REGISTER_7 + (
        "## 9.2. Register 9\n"
        "\n"
        "Bit No. Bit Name Description\n"
        "\n"
        "15:12 PA_PWR[3:0] PA current control\n"
        "\n"
        "11:0 (Reserved) (Reserved)\n"
        "\n"
        "1 LSB of PA_PWR equals 0.5 dB of output power.\n"
        "\n"
        "## 9.3. Register 10\n"
        "\n"
        "Bit No. Bit Name Description\n"
        "\n"
        "15:1 (Reserved) (Reserved)\n"
        "\n"
        "0 XTAL_OSC_EN Crystal oscillator enable\n"
        "\n"
        "Use a 12 MHz crystal with 18 pF load.\n"
    )
    device = _map(markdown)
    assert device is not None and _fields(_regs(device)[0x09]) == {"PA_PWR": (15, 12)}


def test_a_value_table_after_a_bits_first_list_adds_no_fields() -> None:
    markdown = _REGISTER_7 + (
        "## 9.2. Register 11\n"
        "\n"
        "Bit Name R/W Description default\n"
        "\n"
        "15:14 MODE R/W Operating mode 00B\n"
        "\n"
        "13:0 (Reserved) (Reserved)\n"
        "\n"
        "The MODE values are:\n"
        "\n"
        "| MODE | Meaning |\n"
        "|---|---|\n"
        "| 0 | Sleep |\n"
        "| 1 | Standby |\n"
        "| 2 | Receive |\n"
        "| 3 | Transmit |\n"
        "\n"
        "## 9.3. Register 12\n"
        "\n"
        "Bit No. Bit Name Description\n"
        "\n"
        "15 RESET_N Soft reset, low active\n"
        "\n"
        "14:0 (Reserved) (Reserved)\n"
    )
    device = _map(markdown)
    assert device is not None and _fields(_regs(device)[0x0B]) == {"MODE": (15, 14)}


def test_a_revision_history_naming_registers_makes_no_registers() -> None:
    markdown = (
        "# Revision History\n"
        "\n"
        "| Revision | Register | Description |\n"
        "|---|---|---|\n"
        "| 1.1 | 17 | Added PHY Specific Control Register |\n"
        "| 1.2 | 18 | Corrected default of Interrupt Status Register |\n"
        "| 1.3 | 30 | Removed Test Register |\n"
        "\n"
        "# 4 Register Descriptions\n"
        "\n"
        "**Table 2 Register Map**\n"
        "\n"
        "| Address | Name | Default |\n"
        "|---|---|---|\n"
        "| 0 | Control | 0x3100 |\n"
        "| 1 | Status | 0x7849 |\n"
        "| 17 | PHY Specific Control | 0x0000 |\n"
    )
    assert sorted(_regs(_map(markdown))) == [0x00, 0x01, 0x11]


def test_a_dma_mapping_table_naming_other_registers_makes_no_registers() -> None:
    markdown = (
        "# 8 DMA request mapping\n"
        "\n"
        "Each DMA channel is triggered by a write to a peripheral register.\n"
        "\n"
        "| Channel | Address | Description |\n"
        "|---|---|---|\n"
        "| 0 | 0x40 | Writes UART Transmit Holding Register |\n"
        "| 1 | 0x44 | Reads UART Receive Buffer Register |\n"
        "| 2 | 0x48 | Writes SPI Data Register |\n"
        "| 3 | 0x4C | Reads ADC Result Register |\n"
    )
    assert _map(markdown) is None


def test_a_title_row_of_a_paged_register_puts_no_fields_on_the_other_page() -> None:
    markdown = (
        "# 4 Register Descriptions\n"
        "\n"
        "**Table 2 Register Map**\n"
        "\n"
        "| Page | Register | Description | Default | Note |\n"
        "|---|---|---|---|---|\n"
        "| -- | 0 | Control Register | 0x3100 |  |\n"
        "| -- | 1 | Status Register | 0x7849 |  |\n"
        "| 16 | 17 | PHY Interrupt Ctrl/Status Register | 0x0F00 |  |\n"
        "| 1 | 17 | PHY Specific Control Register | 0x0000 |  |\n"
        "\n"
        "## 4.2 MII Registers\n"
        "\n"
        "| Bit | Name | Description/Usage | Default value (h): 3100 |\n"
        "|---|---|---|---|\n"
        "| Register 0 : Control Register |  |  |  |\n"
        "| 15 | Reset | Software reset | 0, RW |\n"
        "| 14 | Loopback | Loopback mode | 0, RW |\n"
        "\n"
        "## 4.3 Page 16 Registers\n"
        "\n"
        "| Bit | Name | Description/Usage | Default value (h): 0F00 |\n"
        "|---|---|---|---|\n"
        "| Register 17 : PHY Interrupt Ctrl/Status Register |  |  |  |\n"
        "| 11 | Intr_mask_all | Mask all interrupts | 1, RW |\n"
        "| 0 | Intr_status | Interrupt status | 0, RC |\n"
        "\n"
        "## 4.4 Page 1 Registers\n"
        "\n"
        "| Bit | Name | Description/Usage | Default value (h): 0000 |\n"
        "|---|---|---|---|\n"
        "| Register 17 : PHY Specific Control Register |  |  |  |\n"
        "| 3 | Force_link | Force link good | 0, RW |\n"
        "| 2 | MDIX_en | Auto MDIX enable | 0, RW |\n"
    )
    regs = _regs(_map(markdown))
    assert not {"Force_link", "MDIX_en"} & set(_fields(regs[0x11]))


def test_a_description_row_opening_register_n_moves_no_fields() -> None:
    markdown = (
        "# 4 Registers\n"
        "\n"
        "| Address | Name | Default |\n"
        "|---|---|---|\n"
        "| 0 | Control | 0x3100 |\n"
        "| 1 | Status | 0x7849 |\n"
        "| 3 | PHY Identifier 2 | 0x0C54 |\n"
        "\n"
        "## 4.1 Control register (address 0)\n"
        "\n"
        "| Bit | Name | Description |\n"
        "|---|---|---|\n"
        "| 15 | Reset | Software reset |\n"
        "| 14 | Loopback | Loopback mode |\n"
        "|  |  | Register 3: the revision number is read there after reset |\n"
        "| 13 | Speed | Speed select |\n"
        "| 12 | ANEN | Auto-negotiation enable |\n"
    )
    regs = _regs(_map(markdown))
    assert not {"Speed", "ANEN"} & set(_fields(regs[0x03]))


def test_a_misprinted_caption_naming_another_register_by_name_does_not_win() -> None:
    markdown = (
        "## 8. Register Map\n"
        "\n"
        "| Address | Name | Default |\n"
        "|---|---|---|\n"
        "| 4Ah | GPIO_Output Pin Control | 0000h |\n"
        "| 4Ch | GPIO Pin Configuration | 1C0Eh |\n"
        "| 4Eh | GPIO Pin Polarity | 1C0Eh |\n"
        "\n"
        "## 8.24. GPIO registers\n"
        "\n"
        "**Table 40. Reg-4Ch: GPIO_Output Pin Control**\n"
        "\n"
        "| Name | Bits | Read/Write | Reset State | Description |\n"
        "|---|---|---|---|---|\n"
        "| gpio_out_status | 2 | RW | 0'h | GPIO output |\n"
        "\n"
        "**Table 41. Reg-4Ch: GPIO Pin Configuration**\n"
        "\n"
        "| Name | Bits | Read/Write | Reset State | Description |\n"
        "|---|---|---|---|---|\n"
        "| jd1_conf | 2 | RW | 1'h | Jack detect |\n"
        "| gpio_conf | 1 | RW | 1'h | GPIO |\n"
    )
    regs = _regs(_map(markdown))
    assert "gpio_out_status" not in _fields(regs[0x4C])


_THREE = (
    "## Register map\n\n| Address | Name | Description |\n|---|---|---|\n"
    "| 0x00 | ID | Identification |\n| 0x05 | CTRL | Control |\n| 0x06 | STATUS | Status |\n\n"
)


def test_a_caption_stating_a_reset_value_does_not_name_the_register_at_that_address() -> None:
    markdown = _THREE + (
        "### CTRL register\n\n**Table 5. CTRL bit fields (reset value 0x00)**\n\n"
        "| Bit | Name | Description |\n|---|---|---|\n| 7 | EN | Enable |\n"
    )
    regs = _regs(_map(markdown))
    assert not regs[0x00].fields and _fields(regs[0x05]) == {"EN": (7, 7)}


def test_a_caption_naming_one_register_and_the_address_of_another_names_neither() -> None:
    markdown = _THREE + (
        "**Table 6. STATUS bits, see CTRL at 0x05**\n\n"
        "| Bit | Name | Description |\n|---|---|---|\n| 7 | BUSY | Busy |\n"
    )
    regs = _regs(_map(markdown))
    assert not regs[0x05].fields


def test_a_prose_line_mentioning_a_table_and_a_value_names_no_register() -> None:
    markdown = (
        "## Register map\n\n| Address | Name | Description |\n|---|---|---|\n"
        "| 0x00 | WHO_AM_I | Device ID |\n| 0x1A | INT_STATUS | Interrupt status |\n\n"
        "### INT_STATUS (address 0x1A)\n\n"
        "Flags are cleared by writing 0x00 to this register; see Table 12.\n\n"
        "| Bit | Name | Description |\n|---|---|---|\n| 0 | DRDY | Data ready |\n"
    )
    regs = _regs(_map(markdown))
    assert not regs[0x00].fields and _fields(regs[0x1A]) == {"DRDY": (0, 0)}


def test_numbered_runs_leave_other_registers_widths_and_drop_reserved_runs() -> None:
    markdown = (
        "## Register map\n\n| Address | Name | Description |\n|---|---|---|\n"
        "| 0x00 | CTRL | Control |\n| 0x01 | STATUS | Status |\n"
        "| 0x07-0x08 | RSV(1-2) | |\n| 0x10-0x13 | TH(1-2) | Thresholds |\n"
    )
    regs = _regs(_map(markdown))
    assert regs[0x00].size == 8 and regs[0x01].size == 8
    assert not {0x07, 0x08} & set(regs) and regs[0x12].name == "TH2"


def test_an_access_row_over_bit_numbers_is_no_row_of_names() -> None:
    markdown = (
        "## Register map\n\n| Address | Name | Description |\n|---|---|---|\n"
        "| 0x10 | CTRL | Control |\n\n### CTRL (address 0x10)\n\n"
        "| R/W | R/W | R/W | R | R | R | R | R |\n|---|---|---|---|---|---|---|---|\n"
        "| Bit7 | Bit6 | Bit5 | Bit4 | Bit3 | Bit2 | Bit1 | Bit0 |\n\n"
        "| Bit | Name | Description |\n|---|---|---|\n| 7 | EN | Enable |\n| 6:5 | SEL | Select |\n"
    )
    assert _fields(_regs(_map(markdown))[0x10]) == {"EN": (7, 7), "SEL": (6, 5)}


def test_a_range_in_a_reset_cell_is_no_reset_with_undefined_digits() -> None:
    markdown = (
        "## Register map\n\n| Address | Name | Reset | Description |\n|---|---|---|---|\n"
        "| 0x08 | TRIM | 0x00-FF | Factory trim |\n"
    )
    reg = _regs(_map(markdown))[0x08]
    assert reg.reset_value is None and reg.size == 8


# set 21 rules (ST headings, REGnn sections, name-and-address cells, split tables), from
# an adversarial review


def test_figures_running_one_heading_late_name_no_register_by_heading() -> None:
    # every figure one heading late: no heading takes the row under it
    md = (
        "# 8 Register mapping\n"
        "\n"
        "| Name | Type | Register Address Hex | Default Binary |\n"
        "|---|---|---|---|\n"
        "| CTRL_REG1 | R/W | 10 | 00000000 |\n"
        "| CTRL_REG2 | R/W | 11 | 00010000 |\n"
        "| REF_P_XL | R/W | 15 | 00000000 |\n"
        "| REF_P_L | R/W | 16 | 00000000 |\n"
        "\n"
        "# 9 Register description\n"
        "\n"
        "## 9.1 CTRL_REG1 (10h)\n"
        "\n"
        "Control register 1\n"
        "\n"
        "## 9.2 CTRL_REG2 (11h)\n"
        "\n"
        "Control register 2\n"
        "\n"
        "7 6 5 4 3 2 1 0\n"
        "\n"
        "| 0 | ODR2 | ODR1 | ODR0 | EN | CFG | BDU | SIM |\n"
        "|---|---|---|---|---|---|---|---|\n"
        "\n"
        "## 9.3 REF_P_XL (15h)\n"
        "\n"
        "Reference pressure (LSB data)\n"
        "\n"
        "7 6 5 4 3 2 1 0\n"
        "\n"
        "| BOOT | FIFO_EN | STOP | IF_ADD | I2C_DIS | SWRESET | 0 | ONE_SHOT |\n"
        "|---|---|---|---|---|---|---|---|\n"
        "\n"
        "## 9.4 REF_P_L (16h)\n"
        "\n"
        "Reference pressure (middle part)\n"
        "\n"
        "7 6 5 4 3 2 1 0\n"
        "\n"
        "| REFL7 | REFL6 | REFL5 | REFL4 | REFL3 | REFL2 | REFL1 | REFL0 |\n"
        "|---|---|---|---|---|---|---|---|\n"
        "\n"
    )
    regs = _regs(_map(md))
    assert all(not regs[a].fields for a in (0x10, 0x11, 0x15, 0x16))


_ACCESS_ROW = "| R/W R/W R/W R/W R/W R/W R/W R/W |  |  |  |  |  |  |  |\n"
_EN_HIZ = "| 7 | EN_HIZ | R/W | by REG_RST | Enable |\n"
_LOW = "00001001"


def _regnn(k: int, name: str, table: int, figures: list[tuple[int, str]], rows: str) -> str:
    """A TI charger's ``8.4.k REGnn`` section: one reset figure per (top bit, bits)
    over an access row, the reset legend, then its field table with ``rows``."""
    figs = "".join(
        f"**{' '.join(str(b) for b in range(top, top - 8, -1))}**\n\n"
        f"| {' | '.join(bits)} |\n|---|---|---|---|---|---|---|---|\n{_ACCESS_ROW}\n"
        for top, bits in figures
    )
    return (
        f"### 8.4.{k} {name}\n\n{figs}"
        "LEGEND: R/W = Read/Write; R = Read only; -n = value after reset\n\n"
        f"**Table {table}. {name}**\n\n| Bit | Field | Type | Reset | Description |\n"
        f"|---|---|---|---|---|\n{rows}\n"
    )


def test_a_second_devices_regnn_sections_make_no_registers_of_the_first() -> None:
    # REG00 again under another device's map: two address spaces, none guessed
    md = (
        "# 8.4 Register Maps\n\n"
        + "".join(
            _regnn(k + 1, name, k + 8, [(7, _LOW)], _EN_HIZ)
            for k, name in enumerate(["REG00", "REG01", "REG02", "REG0A"])
        )
        + "# 8.5 Fuel Gauge Register Map (I2C address 55h)\n\n"
        + _regnn(1, "REG00", 8, [(7, "11111111")], "| 3 | GAUGE_EN | R/W | by REG_RST | gauge |\n")
        + "".join(
            _regnn(k + 2, name, k + 9, [(7, "11111111")], _EN_HIZ)
            for k, name in enumerate(["REG01", "REG02"])
        )
    )
    assert _map(md) is None or not any(
        f.name == "GAUGE_EN" for r in _regs(_map(md)).values() for f in r.fields
    )


def test_one_byte_of_a_register_drawn_in_two_figures_is_no_reset() -> None:
    # a 16-bit register's reset printed a byte per figure: neither byte is its reset
    fields = "| 15 | EN_HIZ | R/W | 1 | Enable |\n| 3:0 | LIM | R/W | 1001 | lim |\n"
    md = "# 8.4 Register Maps\n\n" + "".join(
        _regnn(k + 1, name, k + 8, [(15, "10100000"), (7, _LOW)], fields)
        for k, name in enumerate(["REG00", "REG01", "REG0A"])
    )
    regs = _regs(_map(md))
    assert regs[0x00].reset_value is None and regs[0x00].size != 8


def test_a_row_naming_another_register_at_a_mapped_address_gives_it_no_fields() -> None:
    # RegFifoAddrPtr (0x0D) where the map holds RegRxConfig
    md = (
        "# 6 Registers\n"
        "\n"
        "| Address | Register Name | Reset (POR) | Description |\n"
        "|---|---|---|---|\n"
        "| 0x00 | RegFifo | 0x00 | FIFO |\n"
        "| 0x01 | RegOpMode | 0x01 | Operating mode |\n"
        "| 0x06 | RegFrfMsb | 0x6C | RF carrier MSB |\n"
        "| 0x09 | RegPaConfig | 0x4F | PA |\n"
        "| 0x0D | RegRxConfig | 0x08 | AFC, AGC |\n"
        "\n"
        "## 6.2 FSK/OOK Mode Register Map\n"
        "\n"
        "| Name (Address) | Bits | Variable Name | Mode | Default value | Description |\n"
        "|---|---|---|---|---|---|\n"
        "| RegOpMode (0x01) | 6-5 | ModulationType | rw | 0x00 | FSK or OOK |\n"
        "| RegOpMode (0x01) | 2-0 | Mode | rw | 0x01 | mode |\n"
        "| RegRxConfig (0x0D) | 7 | RestartRxOnCollision | rw | 0x00 | restart |\n"
        "\n"
        "## 6.4 LoRa Mode Register Map\n"
        "\n"
        "| Name (Address) | Bits | Variable Name | Mode | Reset | Description |\n"
        "|---|---|---|---|---|---|\n"
        "| RegFifo (0x00) | 7-0 | Fifo | rw | 0x00 | FIFO data |\n"
        "| RegOpMode (0x01) | 6 | AccessSharedReg | rw | 0x00 | FSK registers in LoRa mode |\n"
        "| RegOpMode (0x01) | 2-0 | Mode | rw | 0x01 | mode |\n"
        "| RegFrfMsb (0x06) | 7-0 | Frf | rw | 0x6C | carrier |\n"
        "| RegPaConfig (0x09) | 7 | PaSelect | rw | 0x00 | pa |\n"
        "| RegFifoAddrPtr (0x0D) | 7-0 | FifoAddrPtr | rw | 0x00 | pointer |\n"
    )
    regs = _regs(_map(md))
    assert "FifoAddrPtr" not in {f.name for f in regs[0x0D].fields}


def test_continuation_rows_of_a_row_left_out_are_left_out() -> None:
    # 'RegBitrate Msb/Lsb (0x02-0x03)' is not read, nor the row continuing it
    md = (
        "# 6 Registers\n"
        "\n"
        "| Address | Register Name | Reset (POR) | Description |\n"
        "|---|---|---|---|\n"
        "| 0x01 | RegOpMode | 0x01 | Operating mode |\n"
        "| 0x02 | RegBitrateMsb | 0x1A | Bit rate MSB |\n"
        "| 0x03 | RegBitrateLsb | 0x0B | Bit rate LSB |\n"
        "| 0x0D | RegRxConfig | 0x08 | AFC, AGC |\n"
        "\n"
        "## 6.2 FSK/OOK Mode Register Map\n"
        "\n"
        "| Name (Address) | Bits | Variable Name | Mode | Default value | Description |\n"
        "|---|---|---|---|---|---|\n"
        "| RegOpMode (0x01) | 2-0 | Mode | rw | 0x01 | mode |\n"
        "| RegBitrate Msb/Lsb (0x02-0x03) | 15-8 | BitRateHi | rw | 0x1A | bit rate |\n"
        "|  | 7-0 | BitRateLo | rw | 0x0B | bit rate |\n"
        "| RegRxConfig (0x0D) | 7 | RestartRxOnCollision | rw | 0x00 | restart |\n"
    )
    regs = _regs(_map(md))
    assert {f.name for f in regs[0x01].fields} == {"Mode"}


def test_a_note_mentioning_another_registers_address_does_not_split_a_table() -> None:
    # 'poll STATUS (address 0x20)' in a note between the pieces of CTRL's table
    md = (
        "# Registers\n"
        "\n"
        "| Address | Register | Type | Reset |\n"
        "|---|---|---|---|\n"
        "| 0x10 | CTRL | R/W | 0x00 |\n"
        "| 0x20 | STATUS | R | 0x00 |\n"
        "\n"
        "## CTRL register (10h)\n"
        "\n"
        "| Bit | Name | Description |\n"
        "|---|---|---|\n"
        "| 7 | EN | enable |\n"
        "| 6 | RST | soft reset (1) |\n"
        "\n"
        "1. RST self-clears; poll STATUS (address 0x20) until BUSY = 0.\n"
        "\n"
        "DS12345 Rev 3 — 12/23\n"
        "\n"
        "| Bit | Name | Description |\n"
        "|---|---|---|\n"
        "| 5 | BDU | block data update |\n"
        "| 4 | SIM | SPI mode |\n"
    )
    regs = _regs(_map(md))
    assert not regs[0x20].fields
    assert {f.name for f in regs[0x10].fields} == {"EN", "RST", "BDU", "SIM"}


def test_a_table_spelling_the_maps_names_otherwise_is_no_bank() -> None:
    # RegFifo / RegOpMode beside a summary's FIFO / OPMODE
    md = (
        "# 6 Registers\n"
        "\n"
        "| Address | Register Name | Reset (POR) | Description |\n"
        "|---|---|---|---|\n"
        "| 0x00 | FIFO | 0x00 | FIFO |\n"
        "| 0x01 | OPMODE | 0x01 | Operating mode |\n"
        "| 0x0D | RXCONFIG | 0x08 | AFC, AGC |\n"
        "\n"
        "## 6.2 Register details\n"
        "\n"
        "| Name (Address) | Bits | Variable Name | Mode | Default value | Description |\n"
        "|---|---|---|---|---|---|\n"
        "| RegFifo (0x00) | 7-0 | Fifo | rw | 0x00 | FIFO data |\n"
        "| RegOpMode (0x01) | 2-0 | Mode | rw | 0x01 | mode |\n"
        "| RegRxConfig (0x0D) | 7 | RestartRxOnCollision | rw | 0x00 | restart |\n"
    )
    device = _map(md)
    assert device is not None and len(device.peripherals) == 1


def test_a_wider_field_named_after_another_register_goes_to_it() -> None:
    # the next register's value row run into this table
    md = (
        "# Registers\n"
        "\n"
        "| Address | Register | Type | Reset |\n"
        "|---|---|---|---|\n"
        "| 0x10 | CTRL | R/W | 0x00 |\n"
        "| 0x11 | ODR | R/W | 0x00 |\n"
        "\n"
        "## CTRL register (10h)\n"
        "\n"
        "| Bit | Name | Description |\n"
        "|---|---|---|\n"
        "| 7 | EN | enable |\n"
        "| 6 | BDU | block data update |\n"
        "| 3:0 | ODR | output data rate |\n"
        "\n"
        "## ODR register (11h)\n"
        "\n"
        "See the table above.\n"
    )
    regs = _regs(_map(md))
    assert "ODR" not in {f.name for f in regs[0x10].fields}


# set 22 rules (nibble grids, Location and command columns, shared hex, one name per
# address, headings over sentences), from an adversarial review


def _value_grid(title: str, corner: str, rows: list[list[str]]) -> str:
    """A grid of values under a title naming a register: bases ``00h | 10h | 20h`` over
    rows ``0h`` .. ``2h``, shaped like an address-nibble map."""
    lines = "".join(f"| {k}h | " + " | ".join(row) + " |\n" for k, row in enumerate(rows))
    return f"## {title}\n\n| {corner} | 00h | 10h | 20h |\n|---|---|---|---|\n{lines}"


def test_a_grid_of_crc_values_makes_no_registers() -> None:
    # a CRC table's hex values are no register names
    rows = [["00", "9D", "23"], ["07", "9A", "24"], ["0E", "93", "2D"]]
    device = _map(_value_grid("CRC lookup table used by the CRC register", "Low/High", rows))
    assert device is None or not any(r.name == "9D" for r in _regs(device).values())


def test_a_grid_of_character_codes_makes_no_registers() -> None:
    # NUL, SOH, '!' in a grid of character codes are no registers
    rows = [["NUL", "DLE", "SP"], ["SOH", "DC1", "!"], ["STX", "DC2", '"']]
    device = _map(_value_grid("Character codes written to the DATA register", "Upper/Lower", rows))
    assert device is None or not any(r.name == "NUL" for r in _regs(device).values())


def test_bit_numbers_in_a_location_column_make_no_registers() -> None:
    # '7', '6', '1-0' under Location are bits of one register
    md = (
        "## 9.11 Registers\n"
        "\n"
        "### REG 30H: VBUS-IPSOUT path management register\n"
        "\n"
        "| Location | Description | R/W | Default |\n"
        "|---|---|---|---|\n"
        "| 7 | VBUS-IPSOUT path select control register | R/W | 0 |\n"
        "| 6 | VBUS VHOLD limit control register | R/W | 1 |\n"
        "| 1-0 | VBUS current limit control register | R/W | 01 |\n"
    )
    device = _map(md)
    assert device is None or not {0x06, 0x07} & set(_regs(device))


def test_a_flash_opcode_table_names_no_register_addresses() -> None:
    # 05h, 35h, 01h are opcodes, not pointers running from 0
    md = (
        "## 8.1 Status register instructions\n"
        "\n"
        "| Command | Register |\n"
        "|---|---|\n"
        "| 05h | Status Register-1 |\n"
        "| 35h | Status Register-2 |\n"
        "| 01h | Status Register-1 |\n"
    )
    device = _map(md)
    assert device is None or 0x35 not in _regs(device)


def test_a_table_its_section_calls_decimal_is_not_read_as_hex() -> None:
    # 'addresses in decimal': 32 is 0x20
    md = (
        "# Registers\n"
        "\n"
        "## Main registers\n"
        "\n"
        "| Address | Register | Description |\n"
        "|---|---|---|\n"
        "| 0A | CTRL | control |\n"
        "| 1F | ID | device id |\n"
        "\n"
        "## Extended registers (addresses in decimal)\n"
        "\n"
        "| Address | Register | Description |\n"
        "|---|---|---|\n"
        "| 32 | EXT_CTRL | extended control |\n"
        "| 33 | EXT_STATUS | extended status |\n"
    )
    regs = _regs(_map(md))
    assert regs[0x20].name == "EXT_CTRL" and 0x32 not in regs


def test_a_line_giving_another_register_by_name_and_address_keeps_the_row() -> None:
    # 'the FStat register (21h) is shown below' under TTF's heading
    md = (
        "# Registers\n"
        "\n"
        "| Address | Register |\n"
        "|---|---|\n"
        "| 0x20 | TTF |\n"
        "| 0x21 | FStat |\n"
        "\n"
        "#### TTF Register (20h)\n"
        "\n"
        "TTF is valid only when FStat.DNR is 0; the FStat register (21h) is shown below.\n"
        "\n"
        "| D7 | D6 | D5 | D4 | D3 | D2 | D1 | D0 |\n"
        "|---|---|---|---|---|---|---|---|\n"
        "| X | X | X | X | X | EDet | FQ | DNR |\n"
    )
    regs = _regs(_map(md))
    assert not regs[0x20].fields and regs[0x21].fields


def test_one_span_default_is_no_reset_of_the_whole_register() -> None:
    # per-byte defaults 0x01 and 0x20: the register's is 0x0120 or none, never 0x01
    md = (
        "## Register map\n"
        "\n"
        "| COMMAND CODE | REGISTER NAME | BIT | FUNCTION / DESCRIPTION | DEFAULT |\n"
        "|---|---|---|---|---|\n"
        "| 00 | CONF | 15 : 8 | reserved | 0x01 |\n"
        "| 00 | CONF | 7 : 0 | gain, integration time | 0x20 |\n"
    )
    regs = _regs(_map(md))
    assert regs[0x00].reset_value in (None, 0x0120)


def test_a_register_whose_rows_span_a_byte_is_8_bits_wide() -> None:
    # CONF's rows 7:4 and 3:0 beside DATA's 15:0
    md = (
        "## Register map\n"
        "\n"
        "| Address | Register name | Bit | Description |\n"
        "|---|---|---|---|\n"
        "| 0x00 | CONF | 7 : 4 | gain |\n"
        "| 0x00 | CONF | 3 : 0 | integration time |\n"
        "| 0x01 | DATA | 15 : 0 | result |\n"
    )
    regs = _regs(_map(md))
    assert regs[0x00].size == 8


def test_a_field_abbreviation_reset_to_a_value_is_no_register_reset() -> None:
    # Maxim MAX17055's Config section: "SHDN is reset to 0 ..." speaks of a bit; the
    # register got 0x0000 (its initial value is 0x2210)
    markdown = (
        "## Register map\n\n| Address | Register | Description |\n|---|---|---|\n"
        "| 1Dh | Config | enables |\n| 1Eh | IChgTerm | current |\n| 1Fh | AvCap | cap |\n"
        "\n#### Config Register (1Dh)\n\nThe Config register holds enable bits.\n\n"
        "SHDN: Shutdown. Write this bit to 1 to shut down. SHDN is reset to 0 at power-up.\n"
    )
    assert _regs(_map(markdown))[0x1D].reset_value is None


def _bit_cell_map(cells: str) -> str:
    head = "| ADDRESS | REGISTER NAME | " + bit_cells(7, "")
    return (
        f"## Register map\n\n{head} |\n|{'---|' * 10}\n"
        f"| 0x01 | CFG | {cells} |\n| 0x02 | STAT | A7 | A6 | A5 | A4 | A3 | A2 | A1 | A0 |\n"
    )


def test_names_broken_before_their_number_are_no_values_at_reset() -> None:
    # "KLEC 1", "KLEC 0": a name the PDF broke, not KLEC with a reset bit 1
    regs = _regs(_map(_bit_cell_map(" |  |  |  |  |  | KLEC 1 |  ")))
    assert regs[1].reset_value is None
    assert _fields(regs[1]) == {"KLEC1": (1, 1)}


def test_one_value_under_a_field_spanning_cells_is_no_reset() -> None:
    # a 2-bit field merged over two cells prints one digit: its bits' values are unknown
    regs = _regs(_map(_bit_cell_map("MODE 1 | MODE 1 | B5 0 | B4 0 | B3 0 | B2 0 | B1 0 | B0 0")))
    assert regs[1].reset_value is None
    assert _fields(regs[1])["MODE"] == (7, 6)


def test_a_reset_in_two_notations_that_disagree_gives_none() -> None:
    # "41 (0x2A)": one of the two is a misprint; which one is not written
    from hwcc.extract.regmap.fieldlist import _field_reset_cell

    assert _field_reset_cell("41 (0x29)", (5, 0)) == 41
    assert _field_reset_cell("41 (0x2A)", (5, 0)) is None
    assert _field_reset_cell("2 (11)", (1, 0)) is None


def test_a_table_moving_every_register_it_names_is_another_modes_map() -> None:
    # InvenSense MPU-6500: Table 2 puts XA_OFFSET_H/L at 6..7 in the MPU-6050
    # compatible mode (Table 1: 0x77..0x78); not one misprint among agreeing rows
    head = "| Addr (Hex) | Register Name | Serial I/F |\n|---|---|---|\n"
    markdown = (
        "## Register map\n\n" + head + "| 01 | SELF_TEST_Y | R/W |\n| 77 | XA_OFFSET_H | R/W |\n"
        "| 78 | XA_OFFSET_L | R/W |\n\n## Registers in the compatible mode\n\n"
        + head
        + "| 06 | XA_OFFSET_H | R/W |\n| 07 | XA_OFFSET_L | R/W |\n"
    )
    device = _map(markdown)
    assert device is not None
    names = {r.address_offset: r.name for p in device.peripherals for r in p.registers}
    assert names.get(6) == "XA_OFFSET_H" and names.get(0x77) == "XA_OFFSET_H"


def test_a_field_row_described_as_reserved_is_no_field() -> None:
    # Lite-On LTR-390UV: "ALS_Data_2, High | 0x0F | 7:4 | 0000 | Reserved" beside the
    # data bits 3:0 under the same name; bits 7:4 got a field
    markdown = (
        "## ALS_DATA Registers\n\n| Field | Address | Bits | Default | Description |\n"
        "|---|---|---|---|---|\n| ALS_Data_1 | 0x0E | 7:0 | 00000000 | ALS data middle byte |\n"
        "| ALS_Data_2 | 0x0F | 7:4 | 0000 | Reserved |\n"
        "| ALS_Data_2 | 0x0F | 3:0 | 0000 | ALS data higher byte |\n"
    )
    assert _fields(_regs(_map(markdown))[0x0F]) == {"ALS_Data_2": (3, 0)}


def test_register_values_of_an_init_script_are_no_resets() -> None:
    # a camera's init sequence: "Address | Register Name | Register Value" lists values
    # to write, not values at reset (no bit columns: no map)
    markdown = (
        "## Register settings\n\n| Address | Register Name | Register Value |\n|---|---|---|\n"
        "| 0x12 | COM7 | 0x80 |\n| 0x11 | CLKRC | 0x01 |\n| 0x3A | TSLB | 0x04 |\n"
    )
    device = _map(markdown)
    assert device is None or all(r.reset_value is None for r in _regs(device).values())


def test_bits_and_access_set_below_a_table_are_no_field() -> None:
    # ADI: the PDF set a field table's bit and access cells below it ("[7:4] R", "[3:0]
    # R"): two fields named R had replaced the register's
    markdown = (
        "## Register map\n\n| Address | Name | Reset |\n|---|---|---|\n| 0x0A | XDATA1 | 0x00 |\n"
        "| 0x0B | YDATA3 | 0x00 |\n\n### Address: 0x0A, Reset: 0x00, Name: XDATA1\n\n"
        "[7:4] R\n\n[3:0] R\n"
    )
    assert not _regs(_map(markdown))[0x0A].fields


def test_a_labelled_reset_line_does_not_outvote_the_documents_list() -> None:
    # InvenSense MPU-9250: "Reset value: 0x68" (copied from the MPU-6050) above
    # WHO_AM_I's table, while the document's list of non-zero resets says 0x71
    bits = bit_cells(7, "Bit")
    markdown = (
        "## Register Map\n\n"
        f"| Addr (Hex) | Addr (Dec.) | Register Name | Serial I/F | {bits} |\n"
        + "|---"
        * 12
        + "|\n| 6B | 107 | PWR_MGMT_1 | R/W | H_RESET | SLEEP | CYCLE | GYRO_STANDBY | "
        "PD_PTAT | CLKSEL[2:0] | CLKSEL[2:0] | CLKSEL[2:0] |\n"
        "| 75 | 117 | WHO_AM_I | R | " + " | ".join(["WHOAMI[7:0]"] * 8) + " |\n\n"
        "The reset value is 0x00 for all registers other than the registers below.\n"
        "Register 107 (0x01) Power Management 1\nRegister 117 (0x71) WHO_AM_I\n\n"
        "## 4.38 Register 117 – Who Am I\n\nName: WHOAMI\n\nSerial IF: Read Only\n\n"
        "Reset value: 0x68\n\n| BIT | NAME | FUNCTION |\n|---|---|---|\n"
        "| [7:0] | WHOAMI | Register to indicate to user which device is being accessed. |\n"
    )
    assert _regs(_map(markdown))[0x75].reset_value == 0x71


def test_a_two_letter_abbreviation_opening_a_label_is_no_mnemonic() -> None:
    # Bosch BNO055: "SW Revision ID" is a label, not the field "SW"; a mnemonic before
    # a label stays one (nRF24L01+: "EN_AA Enhanced ShockBurst™")
    from hwcc.extract.regmap.columns import clean_name

    assert clean_name("SW Revision ID (LSB)") == "SW Revision ID (LSB)"
    assert clean_name("EN_AA Enhanced ShockBurst™") == "EN_AA"


# a review of set 23's and 24's rules: inputs built to make them invent a reset, a
# field or a register (each failed on the code before its guard)
_RESET_LINE_CLOSING_TABLE = (
    "## Register Summary\n"
    "\n"
    "| Address | Name | Description |\n"
    "|---|---|---|\n"
    "| 02h | POWERCFG | Power configuration |\n"
    "| 03h | CHANNEL | Channel |\n"
    "\n"
    "## Register Descriptions\n"
    "\n"
    "Register 02h. Power Configuration\n"
    "\n"
    "| Bit | Name | Function |\n"
    "|---|---|---|\n"
    "| 15 | DSMUTE | Softmute disable. |\n"
    "| 0 | ENABLE | Powerup enable. |\n"
    "\n"
    "Reset value = 0x8001\n"
    "\n"
    "Register 03h. Channel\n"
    "\n"
    "| Bit | Name | Type | Function |\n"
    "|---|---|---|---|\n"
    "| 15 | TUNE | R/W | Tune. |\n"
    "| 9:0 | CHAN | R/W | Channel select. |\n"
    "\n"
    "Reset value = 0x0000\n"
)
_BIT_HEADING_DEFAULT = (
    "## Register map\n"
    "\n"
    "| Address | Register | Description |\n"
    "|---|---|---|\n"
    "| 00h | Status | status flags |\n"
    "| 1Dh | Config | enables |\n"
    "\n"
    "#### Config Register (1Dh)\n"
    "\n"
    "Register Type: Configuration\n"
    "\n"
    "##### Tex bit of the Config register\n"
    "\n"
    "Default value: 1h Set Tex to 0 to use the internal temperature.\n"
)
_BLANKET_WITH_EXCEPTIONS = (
    "## Register map\n"
    "\n"
    "The default value in all registers is 0. The exceptions are CFG, which resets"
    " to 0x80, and DEV_ID, which reads 0x34.\n"
    "\n"
    "| Address | Register | Access | Description |\n"
    "|---|---|---|---|\n"
    "| 0x01 | CFG | R/W | Configuration |\n"
    "| 0x02 | INT_STAT | R/W | Interrupt status |\n"
    "| 0x0F | DEV_ID | R | Device identification |\n"
)
_BLANKET_BESIDE_FIELD_RESETS = (
    "## Register map\n"
    "\n"
    "The default value in all registers is 0.\n"
    "\n"
    "| Address | Register | Access | Description |\n"
    "|---|---|---|---|\n"
    "| 0x01 | CFG | R/W | Configuration |\n"
    "| 0x2A | DEBOUNCE_DIS2 | R/W | Debounce disable |\n"
    "\n"
    "### 0x01: CFG – Configuration register\n"
    "\n"
    "| Bit | Name | Reset | Access | Description |\n"
    "|---|---|---|---|---|\n"
    "| 7 | AI | 1 | R/W | Auto-increment |\n"
    "| 6:0 | MODE | 0 | R/W | Mode |\n"
    "\n"
    "### 0x2A: DEBOUNCE_DIS2 – Debounce disable 2\n"
    "\n"
    "| Bit | Name | Reset | Access | Description |\n"
    "|---|---|---|---|---|\n"
    "| 7:0 | C_DD | 0xFF | R/W | Debounce disable |\n"
)
_INDIRECT_HEADINGS = (
    "## Register map\n"
    "\n"
    "| Address | Register | Description |\n"
    "|---|---|---|\n"
    "| 00h | Status | status flags |\n"
    "| 01h | VAlrtTh | voltage alert |\n"
    "| 02h | TAlrtTh | temperature alert |\n"
    "| 03h | SAlrtTh | SOC alert |\n"
    "| 04h | AtRate | at rate |\n"
    "| 3Eh | IdxAddr | indirect address |\n"
    "| 3Fh | IdxData | indirect data |\n"
    "\n"
    "#### Status Register (00h)\n"
    "#### VAlrtTh Register (01h)\n"
    "#### TAlrtTh Register (02h)\n"
    "#### SAlrtTh Register (03h)\n"
    "#### AtRate Register (04h)\n"
    "\n"
    "## Indirect registers\n"
    "\n"
    "These are not in the register map: write the index to IdxAddr (3Eh), then"
    " access IdxData (3Fh).\n"
    "\n"
    "#### TrimA Register (40h)\n"
    "\n"
    "Trim of the ADC.\n"
)
_EXAMPLE_REG_VALUES = (
    "## Register definitions\n"
    "\n"
    "| Address | Register Name | Type | Reset | Bit 7 | Bit 6 | Bit 5 | Bit 4 | Bit"
    " 3 | Bit 2 | Bit 1 | Bit 0 |\n"
    "|---|---|---|---|---|---|---|---|---|---|---|---|\n"
    "| 0x02 | Switches0 | R/W | 0x03 | PU_EN2 | PU_EN1 | VC2 | VC1 | M2 | M1 | PD2 | PD1 |\n"
    "| 0x0B | Power | R/W |  |  |  |  |  | PWR3 | PWR2 | PWR1 | PWR0 |\n"
    "\n"
    "## Example: attach detection\n"
    "\n"
    "The host writes these register values to start toggle mode:\n"
    "\n"
    "| Address | Register Name | Reg Value | Bit 7 | Bit 6 | Bit 5 | Bit 4 | Bit 3 |"
    " Bit 2 | Bit 1 | Bit 0 |\n"
    "|---|---|---|---|---|---|---|---|---|---|---|\n"
    "| 0x0B | Power | 0x07 |  |  |  |  | PWR3 | PWR2 | PWR1 | PWR0 |\n"
    "| 0x0E | Mask | 0xFE | M_VBUSOK | M_ACTIVITY | M_COMP_CHNG | M_CRC_CHK |"
    " M_ALERT | M_WAKE | M_COLLISION | M_BC_LVL |\n"
)
_DESCRIPTIONS_OPENING_WITH_NAMES = (
    "## General Registers\n"
    "\n"
    "| R/W | Addr | n | Register | Description / bit names | Description / bit names |\n"
    "|---|---|---|---|---|---|\n"
    "| RW | 0x00 | 10 | GCONF | Bit | GCONF – Global configuration flags |\n"
    "| RW | 0x00 | 10 | GCONF | 0 | I_scale_analog (Reset default=1) 0: internal |\n"
    "| R | 0x02 | 8 | IFCNT | 7..0 | UART write access counter: incremented with"
    " each successful write. |\n"
    "| R | 0x41 | 10 | SG_RESULT | 9..0 | StallGuard result. SG_RESULT becomes"
    " updated with each fullstep |\n"
)
_FIELD_DEFAULT_IN_A_COMMENT = (
    "## Register Summary\n"
    "\n"
    "| Address | Name | Access | Description | Comment |\n"
    "|---|---|---|---|---|\n"
    "| 0x20 | CTRL_REG1 | R/W | Output data rate and power mode | ODR default: 0x3 (100 Hz) |\n"
    "| 0x21 | CTRL_REG2 | R/W | Filter | |\n"
    "\n"
    "### CTRL_REG1 (20h)\n"
    "\n"
    "| Bit | Name | Default | Description |\n"
    "|---|---|---|---|\n"
    "| 7:4 | ODR | 0011 | Output data rate |\n"
    "| 3 | LPEN | 0 | Low power enable |\n"
    "| 2:0 | EN | 111 | Axis enables |\n"
)


def test_a_reset_line_closing_the_previous_table_is_not_the_next_registers() -> None:
    regs = _regs(_map(_RESET_LINE_CLOSING_TABLE))
    assert regs[3].reset_value is None  # 0x8001 is POWERCFG's


def test_a_bits_default_under_a_register_heading_is_no_register_reset() -> None:
    assert _regs(_map(_BIT_HEADING_DEFAULT))[0x1D].reset_value is None  # Tex's default


def test_a_value_for_all_registers_with_exceptions_in_the_next_sentence() -> None:
    regs = _regs(_map(_BLANKET_WITH_EXCEPTIONS))
    assert regs[0x01].reset_value is None and regs[0x0F].reset_value is None


def test_a_value_for_all_registers_yields_to_field_resets() -> None:
    regs = _regs(_map(_BLANKET_BESIDE_FIELD_RESETS))
    assert (regs[0x01].reset_value, regs[0x2A].reset_value) == (0x80, 0xFF)


def test_headings_of_indirect_registers_do_not_extend_the_map() -> None:
    assert 0x40 not in _regs(_map(_INDIRECT_HEADINGS))


def test_register_values_of_an_example_are_no_resets() -> None:
    regs = _regs(_map(_EXAMPLE_REG_VALUES))
    assert regs[0x0B].reset_value is None and regs[0x0E].reset_value is None


def test_a_description_opening_with_an_acronym_names_no_field() -> None:
    regs = _regs(_map(_DESCRIPTIONS_OPENING_WITH_NAMES))
    assert not regs[0x02].fields and not regs[0x41].fields


def test_a_fields_default_in_a_comment_column_is_no_register_reset() -> None:
    assert _regs(_map(_FIELD_DEFAULT_IN_A_COMMENT))[0x20].reset_value == 0x37


_TITLES_ON_BOLD_LINES = (
    "## Register Summary\n"
    "\n"
    "| Address | Name | Description |\n"
    "|---|---|---|\n"
    "| 02h | POWERCFG | Power configuration |\n"
    "| 03h | CHANNEL | Channel |\n"
    "| 04h | SYSCONFIG1 | System configuration 1 |\n"
    "\n"
    "## Register Descriptions\n"
    "\n"
    "**Register 02h. Power Configuration**\n"
    "\n"
    "| Bit | Name | Function |\n"
    "|---|---|---|\n"
    "| 15 | DSMUTE | Softmute disable. |\n"
    "| 0 | ENABLE | Powerup enable. |\n"
    "\n"
    "**Register 03h. Channel**\n"
    "\n"
    "| Bit | Name | Function |\n"
    "|---|---|---|\n"
    "| 15 | TUNE | Tune. |\n"
    "| 9:0 | CHAN | Channel select. |\n"
)


def test_register_titles_on_plain_lines_end_a_table_of_the_same_header() -> None:
    # "**Register 03h. Channel**" between two "Bit | Name | Function" tables: the second
    # is the next register's, not the first one's continued (POWERCFG had got CHAN and
    # TUNE over DSMUTE's bit)
    regs = _regs(_map(_TITLES_ON_BOLD_LINES))
    assert _fields(regs[2]) == {"DSMUTE": (15, 15), "ENABLE": (0, 0)}
    assert _fields(regs[3]) == {"TUNE": (15, 15), "CHAN": (9, 0)}


def test_a_register_named_reset_at_its_own_address_stays_a_register() -> None:
    # Micro Crystal's reset rows repeat the register's address; Bosch's "reset" register
    # (0xE0) is a register of its own among the map's rows
    md = (
        "| Register Address | Register Name | bit7 | bit6 | bit5 | bit4 | bit3 | bit2 | bit1 "
        "| bit0 | Reset state |\n|---|---|---|---|---|---|---|---|---|---|---|\n"
        "| 0xD0 | id | chip_id | chip_id | chip_id | chip_id | chip_id | chip_id | chip_id | "
        "chip_id | 0x60 |\n"
        "| 0xE0 | Reset | reset | reset | reset | reset | reset | reset | reset | reset | 0x00 |\n"
        "| 0xF2 | ctrl_hum | - | - | - | - | - | osrs_h | osrs_h | osrs_h | 0x00 |\n"
    )
    regs = _regs(_device(md))
    assert [regs[a].name for a in (0xD0, 0xE0, 0xF2)] == ["id", "Reset", "ctrl_hum"]


# Guards from the adversarial review of the fifth session's rules: each input made a new
# rule read something the document does not say.

_BITS8 = bit_cells(7)


def test_a_summary_fused_with_a_field_table_gives_its_first_register_no_fields() -> None:
    md = (
        f"## 7.5 Register Map\n\n| Address | Name | {_BITS8} |\n|{'---|' * 10}\n"
        "| 0x00 | CONFIG | EN | MODE | MODE | RATE | RATE | RATE | 0 | 0 |\n"
        "| 0x01 | STATUS | DRDY | OVF | 0 | 0 | 0 | 0 | 0 | 0 |\n"
        "| 0x02 | INT_CFG | IEN | IPOL | WTM | WTM | WTM | WTM | WTM | WTM |\n"
        "| Bit | Name | Description | | | | | | | |\n"
        "| 7:7 | IEN | Interrupt enable | | | | | | | |\n"
        "| 5:0 | WTM | FIFO watermark level | | | | | | | |\n"
    )
    device = _device(md)
    config = _regs(device)[0x00] if device else None
    assert config is None or "IEN" not in _fields(config)


def test_a_one_register_table_naming_another_register_is_another_bank() -> None:
    md = (
        "## 7.5 Register Map\n\n"
        f"| Address | Register Name | Reset | {_BITS8} |\n|{'---|' * 11}\n"
        "| 0x00 | CONFIG | 0x00 | EN | MODE | MODE | RATE | RATE | RATE | 0 | 0 |\n"
        "| 0x01 | STATUS | 0x00 | DRDY | OVF | 0 | 0 | 0 | 0 | 0 | 0 |\n"
        "| 0x03 | THRESH | 0xFF | TH | TH | TH | TH | TH | TH | TH | TH |\n\n"
        "## 7.6 Page 1 Registers\n\n"
        "Setting PAGE = 1 in register 0x7F selects the calibration page.\n\n"
        f"| Address | Register Name | Reset | {_BITS8} |\n|{'---|' * 11}\n"
        "| 0x01 | CAL_CTRL | 0x80 | CAL_EN | 0 | 0 | 0 | GAIN_TRIM | GAIN_TRIM | GAIN_TRIM "
        "| GAIN_TRIM |\n"
    )
    device = _device(md)
    assert _fields(_regs(device)[0x01]) == {"DRDY": (7, 7), "OVF": (6, 6)}


def test_a_register_title_names_no_table_past_another_caption() -> None:
    md = (
        "## 8.1 Register Map\n\n| Address | Register | Access | Reset |\n|---|---|---|---|\n"
        "| 0x10 | CTRL1 | R/W | 0x00 |\n| 0x11 | CTRL2 | R/W | 0x00 |\n"
        "| 0x12 | CTRL3 | R/W | 0x00 |\n\n## 8.2 Register Descriptions\n\n"
        "**Table 20. CTRL1 0x10**\n\n"
        "CTRL1 holds the 8-bit comparator threshold TH[7:0].\n\n"
        "**Table 21. CTRL2 Register (0x11)**\n\n"
        f"| {bit_cells(7, '')} |\n|{'---|' * 8}\n"
        "| EN | RST | MODE | MODE | RATE | RATE | RATE | RATE |\n"
    )
    regs = _regs(_device(md))
    assert _fields(regs[0x10]) == {}
    assert _fields(regs[0x11]) == {"EN": (7, 7), "RST": (6, 6), "MODE": (5, 4), "RATE": (3, 0)}


def test_byte_rows_go_where_their_bits_cell_puts_them() -> None:
    md = (
        f"| Reg | Name | Bits | {_BITS8} | Reset | RW |\n|{'---|' * 13}\n"
        "| 0x10 | CONFIG | [7:0] | GAIN | GAIN | GAIN | BUF_EN | REF_SEL | REF_SEL | 0 | 0 | "
        "0x0000 | RW |\n"
        "| 0x10 | CONFIG | [15:8] | BIPOLAR | BURNOUT | BURNOUT | REF_BUFP | REF_BUFM | "
        "AIN_BUFP | AIN_BUFM | PGA | 0x0000 | RW |\n"
        "| 0x11 | STATUS | [7:0] | RDY | ERR | 0 | 0 | CH | CH | CH | CH | 0x00 | R |\n"
    )
    fields = _fields(_regs(_device(md))[0x10])
    assert fields["GAIN"] == (7, 5) and fields["BIPOLAR"] == (15, 15) and fields["PGA"] == (8, 8)


def _two_pages(between: str) -> str:
    return (
        "## 2.11 Register Map\n\n"
        f"| Register Address | Register Name | Default Value | {bit_cells(7, 'bit')} |\n"
        f"|{'---|' * 11}\n"
        "| 0x43 | GYR_RANGE | 0x00 | reserved | reserved | reserved | reserved | reserved | "
        "gyr_range | gyr_range | gyr_range |\n"
        "| 0x42 | GYR_CONF | 0x28 | reserved | gyr_bwp | gyr_bwp | gyr_bwp | gyr_odr | gyr_odr "
        "| gyr_odr | gyr_odr |\n\n"
        f"{between}\n\n"
        "| 0x3E | ACC_CONF | 0x28 | acc_us | acc_bwp | acc_bwp | acc_bwp | acc_odr | acc_odr "
        "| acc_odr | acc_odr |\n"
        f"|{'---|' * 11}\n"
        "| 0x00 | CHIP_ID | 0xD1 | chip_id | chip_id | chip_id | chip_id | chip_id | chip_id "
        "| chip_id | chip_id |\n"
    )


def test_prose_between_a_map_and_its_continuation_is_no_row() -> None:
    for line in ("0x41 to 0x3F reserved", "0x40 and 0x41 are reserved.", "0x41 ACC_ RANGE 0x03"):
        regs = _regs(_device(_two_pages(line)))
        assert {0x40, 0x41} & set(regs) == set(), line


def test_captions_over_command_tables_make_no_registers() -> None:
    md = "# 8 Host Commands\n\n" + "".join(
        f"**Table {n}. {name} 0x0{n - 11}**\n\n| Byte | Parameter | Description |\n"
        f"|---|---|---|\n| 0 | Opcode | 0x0{n - 11} |\n\n"
        for n, name in ((12, "CMD_RESET"), (13, "CMD_READ_ID"), (14, "CMD_SLEEP"))
    )
    assert _device(md) is None


def test_bracketed_qualifiers_are_no_register_symbols() -> None:
    md = (
        "| Address | Register Name | Access | Default |\n|---|---|---|---|\n"
        "| 0xF7 | Pressure Data (MSB) | R | 0x80 |\n| 0xF8 | Pressure Data (LSB) | R | 0x00 |\n"
        "| 0xF9 | Pressure Data (XLSB) | R | 0x00 |\n"
        "| 0xFA | Temperature Data (MSB) | R | 0x80 |\n"
        "| 0x10 | Interface Configuration (SPI) | R/W | 0x00 |\n"
        "| 0x11 | Power Control (ADC) | R/W | 0x03 |\n"
    )
    names = {r.name for r in _regs(_device(md)).values()}
    assert names == {
        "Pressure Data (MSB)",
        "Pressure Data (LSB)",
        "Pressure Data (XLSB)",
        "Temperature Data (MSB)",
        "Interface Configuration (SPI)",
        "Power Control (ADC)",
    }


def test_a_symbol_and_a_word_after_it_stay_apart() -> None:
    md = (
        f"| Addr | Register | {bit_cells(7, 'bit')} |\n|{'---|' * 10}\n"
        "| 0x27 | ACT_CTL | Act_X enable | Act_X enable | Act_X enable | Act_X enable | "
        "Inact_Z enable | Inact_Z enable | Inact_Z enable | Inact_Z enable |\n"
        "| 0x29 | SELF_TEST | Self_Test enable | Self_Test enable | Self_Test enable | "
        "Self_Test enable | Self_Test sign | Self_Test sign | Self_Test sign | Self_Test sign |\n"
    )
    regs = _regs(_device(md))
    assert set(_fields(regs[0x27])) == {"Act_X enable", "Inact_Z enable"}
    assert set(_fields(regs[0x29])) == {"Self_Test enable", "Self_Test sign"}


def test_banks_printed_side_by_side_are_not_stacked_into_one_map() -> None:
    md = (
        "## 4 Register Map\n\nTable 6. User bank 0 (left) and user bank 1 (right) registers\n\n"
        "| Address | Register | | Address | Register |\n|---|---|---|---|---|\n"
        "| 0x00 | WHO_AM_I | | 0x00 | SELF_TEST_X |\n| 0x01 | USER_CTRL | | 0x01 | SELF_TEST_Y |\n"
        "| 0x03 | PWR_MGMT_1 | | 0x14 | XA_OFFS_H |\n"
    )
    regs = _regs(_device(md))
    assert {a: r.name for a, r in regs.items()} == {
        0x00: "WHO_AM_I",
        0x01: "USER_CTRL",
        0x03: "PWR_MGMT_1",
    }


def test_a_merged_description_over_bit_columns_is_no_run_of_names() -> None:
    # Microchip PIC16F684: "EEPROM Control Register 2 (not a physical register)" merged
    # over the eight bit columns (eight words, no bit values): no field per word
    markdown = (
        "## Registers\n\n| Address | Name | Bit 7 | Bit 6 | Bit 5 | Bit 4 | Bit 3 | Bit 2 | Bit 1 "
        "| Bit 0 | Value on POR |\n|---|---|---|---|---|---|---|---|---|---|---|\n"
        "| 9Ch | EEDAT | EEDAT7 | EEDAT6 | EEDAT5 | EEDAT4 | EEDAT3 | EEDAT2 | EEDAT1 | EEDAT0 "
        "| 0000 0000 |\n"
        "| 9Dh | EECON2 | EEPROM Control Register 2 (not a physical register) | 〃 | 〃 | 〃 "
        "| 〃 | 〃 | 〃 | 〃 | ---- ---- |\n"
    )
    regs = _regs(_device(markdown))
    assert len(regs[0x9D].fields) <= 1
    assert not {"Control", "Register", "physical"} & set(_fields(regs[0x9D]))


# -- set 27's rules (review: inputs that made them invent a reset, a field or an address)


def _grid(
    rows: str, head: str = "| Address | Name | D7 | D6 | D5 | D4 | D3 | D2 | D1 | D0 |"
) -> str:
    return f"## Register map\n\n{head}\n|" + "---|" * 10 + "\n" + rows


def test_names_broken_before_their_digit_give_no_reset() -> None:
    # "CH3_GAIN 1 | CH3_GAIN 0": the names CH3_GAIN1 and CH3_GAIN0 wrapped, no defaults
    markdown = _grid(
        "| 0x10 | GAIN | CH3_GAIN 1 | CH3_GAIN 0 | CH2_GAIN 1 | CH2_GAIN 0 | CH1_GAIN 1 "
        "| CH1_GAIN 0 | CH0_GAIN 1 | CH0_GAIN 0 |\n"
        "| 0x11 | CTRL | EN | MODE | RST | SLEEP | ODR2 | ODR1 | ODR0 | START |\n"
    )
    assert _regs(_device(markdown))[0x10].reset_value is None


def test_a_merged_name_of_several_words_is_no_run_of_bits() -> None:
    # "ADC INPUT SEL MODE 0 0 0 0" over four columns is one field's name, not four
    markdown = _grid(
        "| 0x02 | Power | PDN7 0 | PDN6 0 | PDN5 0 | PDN4 0 | PDN3 0 | PDN2 0 | PDN1 0 "
        "| PDN0 1 |\n"
        "| 0x05 | Mode | ADC INPUT SEL MODE 0 0 0 0 | 〃 | 〃 | 〃 | MUTE 0 | EN 1 | Reserved 0 "
        "| Reserved 0 |\n"
        "| 0x06 | Beep | BEEP MODE 1 0 | BEEP MODE 1 0 | MUTE 0 | EN 1 | Reserved 0 "
        "| Reserved 0 | Reserved 0 | Reserved 0 |\n"
    )
    regs = _regs(_device(markdown))
    for address in (0x05, 0x06):
        assert not {"ADC", "INPUT", "SEL", "BEEP"} & set(_fields(regs[address]))
        assert regs[address].reset_value is None


def test_a_merged_reserved_cell_with_one_digit_gives_no_reset() -> None:
    # "Reserved 1" merged over bits 7:4 (〃): the 1 may be the field's value, not each bit's
    markdown = _grid(
        "| 0x03 | STAT | Reserved 1 | 〃 | 〃 | 〃 | CAD 0 | OVR 0 | GPI 0 | K 0 |\n"
        "| 0x04 | CFG | A 0 | B 0 | C 0 | D 0 | E 0 | F 0 | G 0 | H 1 |\n"
    )
    regs = _regs(_device(markdown))
    assert regs[0x03].reset_value is None
    assert regs[0x04].reset_value == 0x01


def test_byte_rows_with_bare_digit_defaults_compose_no_reset() -> None:
    # "01" and "10" could be hex or decimal: no 16-bit default is composed from them,
    # and a register whose bytes differ in access states none
    markdown = (
        "| COMMAND CODE | DATA BYTE LOW / HIGH | REGISTER NAME | R / W | DEFAULT VALUE "
        "| FUNCTION DESCRIPTION |\n|---|---|---|---|---|---|\n"
        "| 0x00 | L | PS_CONF1 | R / W | 01 | a |\n| 0x00 | H | PS_CONF2 | R / W | 10 | b |\n"
        "| 0x01 | L | ALS_CONF | R / W | 11 | c |\n| 0x01 | H | Reserved | R | 00 | d |\n"
        "| 0x02 | L | ID_L | R | 86 | e |\n| 0x02 | H | ID_M | R | 01 | f |\n"
    )
    regs = _regs(_device(markdown))
    assert regs[0x00].reset_value is None and regs[0x02].reset_value is None
    assert regs[0x00].size == 16
    assert regs[0x01].access is None
    # a default column showing a hex letter is hex throughout
    regs = _regs(_device(markdown.replace("| 11 | c |", "| A1 | c |")))
    assert regs[0x00].reset_value == 0x1001 and regs[0x02].reset_value == 0x0186


def _figure(title: str, tokens: list[str]) -> str:
    out = [title, ""]
    for lane in range(4):
        top = 31 - 8 * lane
        out += [
            "**" + " ".join(tokens[8 * lane : 8 * lane + 8]) + "**",
            "",
            "| " + " | ".join(["X"] * 8) + " |",
            "|" + "---|" * 8,
            f"| bit {top} bit {top - 7} |" + "  |" * 7,
            "",
        ]
    return "\n".join([*out, "Legend:", ""])


def test_a_symbol_heading_without_its_own_figure_takes_no_later_reset() -> None:
    # "CiCON – ..." heads prose only; the next figure's title (bold, or in mixed case)
    # is another register's: its tokens are not CiCON's
    summary = (
        "# Registers\n\n| Address | Name | Size (bits) |\n|---|---|---|\n"
        "| 000 | C1CON | 32 |\n| 004 | C1NBTCFG | 32 |\n\n"
    )
    tokens = ["R/W-1", *["U-0"] * 30, "R/W-0"]
    for title in (
        "**REGISTER 3-2: CiNBTCFG – NOMINAL BIT TIME CONFIGURATION REGISTER**",
        "Register 3-2: CiNBTCFG – NOMINAL BIT TIME CONFIGURATION REGISTER",
    ):
        markdown = (
            summary
            + "### CiCON – CAN CONTROL REGISTER\n\nThe CiCON register controls the module.\n\n"
            + _figure(title, tokens)
        )
        assert _regs(_device(markdown))[0x000].reset_value is None
    # a bold title right under the heading is the figure's own: its register's reset
    markdown = (
        summary
        + "### CiCON – CAN CONTROL REGISTER\n\n"
        + _figure("**REGISTER 3-2: CiNBTCFG – NOMINAL BIT TIME CONFIGURATION REGISTER**", tokens)
    )
    regs = _regs(_device(markdown))
    assert regs[0x000].reset_value is None and regs[0x004].reset_value == 0x80000000


def _si_box(title: str, reset: str) -> str:
    bits = " | ".join(str(n) for n in range(7, -1, -1))
    return (
        f"{title}\n\n| Bit | {bits} |\n|---|"
        + "---|" * 8
        + "\n| Name |"
        + " X |" * 8
        + "\n| Type |"
        + " R |" * 8
        + f"\n\n{reset}"
    )


def test_a_name_at_address_title_gives_only_the_next_reset_line() -> None:
    # PART_ID's box has no reset line; REV_ID's title split from its "@ 0x01": REV_ID's
    # reset is not PART_ID's
    markdown = (
        "# 4. Registers\n\n| Register Name | Address |\n|---|---|\n"
        "| PART_ID | 0x00 |\n| REV_ID | 0x01 |\n\n## 4.1 Register Descriptions\n\n"
        + _si_box("PART_ID @ 0x00", "")
        + _si_box("REV_ID\n\n@ 0x01", "Reset value = 0001 0001\n\n")
    )
    regs = _regs(_device(markdown))
    assert regs[0x00].reset_value is None
    # the title's first reset line is its register's, read or not ("xxxx xxxx"): a later
    # one (another box whose title the PDF lost) goes to none
    markdown = (
        "# 4. Registers\n\n| Register Name | Address |\n|---|---|\n"
        "| PART_ID | 0x00 |\n| REV_ID | 0x01 |\n\n## 4.1 Register Descriptions\n\n"
        + _si_box("PART_ID @ 0x00", "Reset value = xxxx xxxx\n\n")
        + _si_box("Revision", "Reset value = 0001 0001\n\n")
    )
    assert _regs(_device(markdown))[0x00].reset_value is None


def test_a_long_decimal_table_is_not_read_as_hex_by_its_first_two_headers() -> None:
    # the map shows hex (0A, 1F); an extended list "8, 9, 10, 11, 12" headed alike in its
    # first two columns counts in decimal: not at 0x10..0x12
    markdown = (
        "## Register map\n\n| Address | Name | Access | Default |\n|---|---|---|---|\n"
        "| 0A | CTRL | R/W | 00 |\n| 0B | STATUS | R | 00 |\n| 1F | ID | R | 5A |\n\n"
        "## Extended registers\n\nAccessed through the EXT_ADDR pointer.\n\n"
        "| Address | Name | Default | Description |\n|---|---|---|---|\n"
        "| 8 | EXT_A | 00 | a |\n| 9 | EXT_B | 00 | b |\n| 10 | EXT_C | 00 | c |\n"
        "| 11 | EXT_D | 00 | d |\n| 12 | EXT_E | 00 | e |\n"
    )
    device = _device(markdown)
    placed = {r.address_offset: r.name for p in device.peripherals for r in p.registers}
    assert placed.get(0x10) != "EXT_C" and placed.get(0x11) != "EXT_D"


def test_a_register_page_number_in_the_address_cell_is_no_page_reference() -> None:
    # "00h p0", "02h p1": pages of registers (two at 02h), not the book's pages
    markdown = (
        "## Registers\n\n| Address | Name | Default |\n|---|---|---|\n"
        "| 00h p0 | PAGE_SEL | 00h |\n| 02h p1 | EQ_A | 10h |\n| 03h p1 | EQ_B | 11h |\n"
        "| 02h p0 | CTRL_A | 00h |\n| 03h p0 | CTRL_B | 01h |\n"
    )
    device = _device_or_none(markdown)
    regs = [r for p in device.peripherals for r in p.registers] if device else []
    assert not any(r.name == "EQ_A" and r.address_offset == 0x02 for r in regs)


def _device_or_none(markdown: str) -> Device | None:
    return _map(markdown)


def test_a_run_in_caption_naming_nothing_leaves_the_paragraph_to_name_the_row() -> None:
    # "... Table 13. Format of the threshold register": the caption names no register,
    # the paragraph's one register keeps the row
    head = " | ".join(f"D{n}" for n in range(15, -1, -1))
    markdown = (
        "## Register map\n\n| Address | Register |\n|---|---|\n| 02h | TAlrtTh |\n"
        "| 08h | Temp |\n\n### Alerts\n\nRegister Type: Special\n\nInitial Value: 0x7F80\n\n"
        "The TAlrtTh register (02h) sets the window. Table 13. Format of the threshold "
        f"register\n\n| {head} |\n|" + "---|" * 16 + "\n|" + " TMAX |" * 8 + " TMIN |" * 8 + "\n"
    )
    assert _fields(_regs(_device(markdown))[0x02]) == {"TMAX": (15, 8), "TMIN": (7, 0)}


def test_a_value_written_with_an_equals_sign_is_no_field() -> None:
    # "SPKB=A" is a bit's name; "EN=1" and "1=ON" say what a value means
    markdown = _grid("| 0x07 | CTRL | EN=1 | 1=ON | SPKB=A | B | C | D | E | F |\n")
    assert set(_fields(_regs(_device(markdown))[0x07])) == {"SPKB=A", "B", "C", "D", "E", "F"}


def test_a_run_whose_map_reset_carries_a_note_ends_with_no_reset() -> None:
    # ADI AD7124: its register's table says "0x09 to 0x18 | CHANNEL_0 to CHANNEL_15 |
    # .. | 0x8001", the map "0x80011" (note 1: "CHANNEL_0 is reset to 0x8001. All other
    # channels are reset to 0x0001"): no one value is every channel's
    head = "| Reg. | Name | Bits | Bit 7 | Bit 6 | Bit 5 | Bit 4 | Bit 3 | Bit 2 | Bit 1 | Bit 0 |"
    markdown = (
        f"**Table 49. Channel Register**\n\n{head} Reset | RW |\n|" + "---|" * 13 + "\n"
        "| 0x09 to 0x18 | CHANNEL_0 to CHANNEL_15 | [15:8] | Enable | 0 | 0 | 0 | 0 | 0 | AINP "
        "| AINP | 0x8001 | RW |\n\n## REGISTER MAP\n\n"
        f"{head} Reset | RW |\n|" + "---|" * 13 + "\n"
        "| 0x08 | MCLK_COUNT | [7:0] | CNT | CNT | CNT | CNT | CNT | CNT | CNT | CNT | 0x00 | R |\n"
        "| 0x09 to 0x18 | CHANNEL_0 to CHANNEL_15 | [15:8] | Enable | 0 | 0 | 0 | 0 | 0 | AINP "
        "| AINP | 0x80011 | RW |\n\n1 CHANNEL_0 is reset to 0x8001. All other channels are "
        "reset to 0x0001.\n"
    )
    regs = _regs(_device(markdown))
    assert regs[0x08].reset_value == 0x00
    assert all(regs[a].reset_value is None for a in range(0x09, 0x19) if a in regs)
    assert 0x0A in regs


def test_a_value_one_of_whose_slices_is_left_out_gives_no_field() -> None:
    # MCP2518FD: EID over three byte lanes, its top slice misprinted `EID<17:6>` over five
    # bits (28:24): the other two lanes alone would make EID 23:11, not its 28:11
    lanes = " | ".join(f"Bit {31 - n}/{23 - n}/{15 - n}/{7 - n}" for n in range(8))
    rows = [
        ("31:24", ["—", "EXIDE", "SID11", *["EID<17:6>"] * 5]),
        ("23:16", ["EID<12:5>"] * 8),
        ("15:8", [*["EID<4:0>"] * 5, "SID<10:8>", "SID<10:8>", "SID<10:8>"]),
        ("7:0", ["SID<7:0>"] * 8),
    ]
    body = "".join(
        f"| 1F0 | C1FLTOBJ0 | {lane} | " + " | ".join(cells) + " |\n" for lane, cells in rows
    )
    body += "".join(
        f"| 1F4 | C1MASK0 | {lane} | "
        + " | ".join(c.replace("EID<17:6>", "EID<17:13>") for c in cells)
        + " |\n"
        for lane, cells in rows
    )
    markdown = (
        f"## Register map\n\n| Addr. | Name | Name | {lanes} |\n|" + "---|" * 11 + "\n" + body
    )
    regs = _regs(_device(markdown))
    assert "EID" not in _fields(regs[0x1F0])
    assert (10, 0) in _fields(regs[0x1F0]).values()  # SID, its other slices kept
    # printed right, the slices make the one field
    assert _fields(regs[0x1F4])["EID"] == (28, 11)


def test_a_bit_mark_before_each_range_names_no_register() -> None:
    # NXP LM75B: "B[7:5]", "B[4:3]" mark bits; no register is named B, so the caption
    # ("Table 8. Conf register") names the table's register as before
    markdown = (
        "## Registers\n\n| Register name | Pointer value | R/W | POR state | Description |\n"
        "|---|---|---|---|---|\n| Conf | 01h | R/W | 00h | Configuration register |\n"
        "| Temp | 00h | read only | n/a | Temperature register |\n"
        "| Tos | 03h | R/W | 5000h | Overtemperature threshold |\n\n"
        "### 7.4.2 Configuration register\n\nTable 8. Conf register Legend: * = default value.\n\n"
        "| Bit | Symbol | Access | Value | Description |\n|---|---|---|---|---|\n"
        "| B[7:5] | reserved | R/W | 000* | reserved for manufacturer's use |\n"
        "| B[4:3] | OS_F_QUE[1:0] | R/W | 00* | OS fault queue programming |\n"
        "| B[2:2] | OS_POL | R/W | 0* | OS polarity selection |\n"
    )
    fields = _fields(_regs(_device(markdown))[0x01])
    assert fields == {"OS_F_QUE": (4, 3), "OS_POL": (2, 2)}


# inputs from the review of set 28/29's rules (each made a rule invent or lose output)
ST_BIT_SENTENCES = (
    "## Register map\n"
    "\n"
    "| Address | Name | Access | Reset | Description |\n"
    "|---|---|---|---|---|\n"
    "| 20h | CTRL_REG1 | R/W | 07h | Control register 1 |\n"
    "| 21h | CTRL_REG2 | R/W | 00h | Control register 2 |\n"
    "\n"
    "### 7.1 CTRL_REG1 (20h)\n"
    "\n"
    "Bits 7 to 4 ODR[3:0]: Output data rate selection. Default value: 0000\n"
    "\n"
    "Bit 3 LPen: Low-power mode enable. Default value: 0\n"
    "\n"
    "Bits 2 and 1 are reserved: they must be left at 1.\n"
)


def test_capital_bit_sentences_name_no_fields() -> None:
    # "Bits 7 to 4 ODR[3:0]:", "Bit 3 LPen:", "Bits 2 and 1 are reserved:" are sentences:
    # a capital "Bit" line names a field only with a symbol in capitals
    assert not _regs(_device(ST_BIT_SENTENCES))[0x20].fields


BANKED_PREFIXED_BITS = (
    "## 13.1 User bank 0 register map\n"
    "\n"
    "| Address | Name | Access | Reset | Description |\n"
    "|---|---|---|---|---|\n"
    "| 10h | CTRL | R/W | 00h | Control |\n"
    "| 11h | STAT | R | 00h | Status |\n"
    "| 12h | DATA | R | 00h | Data |\n"
    "\n"
    "## 13.2 User bank 1 register map\n"
    "\n"
    "| Address | Name | Access | Reset | Description |\n"
    "|---|---|---|---|---|\n"
    "| 10h | OFFS_X | R/W | 00h | Offset X |\n"
    "| 11h | OFFS_Y | R/W | 00h | Offset Y |\n"
    "| 12h | OFFS_Z | R/W | 00h | Offset Z |\n"
    "| 20h | CTRL | R/W | 00h | Offset control |\n"
    "\n"
    "## 14.1 CTRL register (bank 0, address 10h)\n"
    "\n"
    "| Bit | Name | Description |\n"
    "|---|---|---|\n"
    "| CTRL[7] | EN | Enable |\n"
    "| CTRL[6:4] | MODE | Mode |\n"
    "| CTRL[3:0] | ODR | Output data rate |\n"
)


def test_a_bit_prefix_two_banks_hold_leaves_the_heading_address() -> None:
    # CTRL is in bank 0 (10h) and bank 1 (20h); "CTRL[7]" cells say not which
    device = _device(BANKED_PREFIXED_BITS)
    placed = {
        (p.name, r.address_offset)
        for p in device.peripherals
        for r in p.registers
        if any(f.name == "EN" for f in r.fields)
    }
    assert all(address == 0x10 for _p, address in placed)


TITLED_PREFIXED_BITS = (
    "## Registers\n"
    "\n"
    "| Register name | Pointer value | R/W | POR state | Description |\n"
    "|---|---|---|---|---|\n"
    "| Temp | 00h | read only | n/a | Temperature register |\n"
    "| Conf | 01h | R/W | 00h | Configuration register |\n"
    "| Thyst | 02h | R/W | 4B00h | Hysteresis register |\n"
    "| Tos | 03h | R/W | 5000h | Overtemperature shutdown threshold register |\n"
    "\n"
    "### 7.4 Pointer register (address 00h)\n"
    "\n"
    "The pointer selects the register; after power-up it points to Temp.\n"
    "\n"
    "0x01: Conf – Configuration\n"
    "\n"
    "| Bit | Symbol | Access | Value | Description |\n"
    "|---|---|---|---|---|\n"
    "| B[7:5] | reserved | R/W | 000 | reserved for manufacturer's use |\n"
    "| B[4:3] | OS_F_QUE | R/W | 00 | OS fault queue programming |\n"
    "| B[2:2] | OS_POL | R/W | 0 | OS polarity selection |\n"
    "| B[1:1] | OS_COMP_INT | R/W | 0 | OS operation mode |\n"
)


def test_a_bit_prefix_keeps_the_title_line_nearest_its_table() -> None:
    # "0x01: Conf – Configuration" titles the table under a heading stating 00h; the
    # bit marks "B[4:3]" name no register and must not push the title away
    regs = _regs(_device(TITLED_PREFIXED_BITS))
    assert _fields(regs[0x01]) == {"OS_F_QUE": (4, 3), "OS_POL": (2, 2), "OS_COMP_INT": (1, 1)}
    assert not regs[0x00].fields


DATA_LAYOUT_UNDER_A_SYMBOL = (
    "## Command set\n"
    "\n"
    "| Address | TYPE | default | Register name | Register function |\n"
    "|---|---|---|---|---|\n"
    "| 40h | RW | 0Ah | SYSTEM_CONTROL | System control |\n"
    "| 7Fh | R | 00h | FIFO_DATA | FIFO output |\n"
    "\n"
    "## FIFO data format\n"
    "\n"
    "- FIFO_DATA ( 7Fh )\n"
    "\n"
    "| Offset | Name | Size |\n"
    "|---|---|---|\n"
    "| 0 | X_LSB | 1 |\n"
    "| 1 | X_MSB | 1 |\n"
    "| 2 | Y_LSB | 1 |\n"
    "| 3 | Y_MSB | 1 |\n"
)


def test_a_symbol_address_line_over_a_data_layout_makes_no_registers() -> None:
    # "- FIFO_DATA ( 7Fh )" over "Offset | Name | Size": the bytes of a frame, no registers
    assert sorted(_regs(_device(DATA_LAYOUT_UNDER_A_SYMBOL))) == [0x40, 0x7F]


PAGES_OF_ONE_NAMES = (
    "## Register map\n"
    "\n"
    "**Table 5. Page 0 registers**\n"
    "\n"
    "| Address | Name | Access | Reset | Description |\n"
    "|---|---|---|---|---|\n"
    "| 00h | CONFIG | R/W | 00h | Configuration |\n"
    "| 01h | STATUS | R | 00h | Status |\n"
    "| 02h | DATA | R | 00h | Data |\n"
    "\n"
    "**Table 6. Page 1 registers**\n"
    "\n"
    "| Address | Name | Access | Reset | Description |\n"
    "|---|---|---|---|---|\n"
    "| 00h | DEVICE_ID | R | 5Ah | Device ID |\n"
    "| 01h | REVISION | R | 01h | Revision |\n"
    "| 02h | TRIM | R/W | 80h | Trim |\n"
    "\n"
    "**Table 7. Page 2 registers**\n"
    "\n"
    "| Address | Name | Access | Reset | Description |\n"
    "|---|---|---|---|---|\n"
    "| 00h | CONFIG | R/W | 11h | Configuration |\n"
    "| 01h | STATUS | R | 22h | Status |\n"
    "| 02h | DATA | R | 33h | Data |\n"
)


def test_a_later_page_naming_the_first_pages_registers_stays_a_page() -> None:
    # page 2 names page 0's CONFIG/STATUS/DATA with other resets and adds GAIN: its own
    device = _device(PAGES_OF_ONE_NAMES)
    first = {r.address_offset: r for r in device.peripherals[0].registers}
    assert 0x03 not in first and first[0x00].reset_value == 0x00
    assert any(
        r.address_offset == 0x00 and r.reset_value == 0x11
        for p in device.peripherals[1:]
        for r in p.registers
    )
    # the same resets, GAIN added: an address the first page lacks still makes a page
    same = PAGES_OF_ONE_NAMES.replace("| 11h |", "| 00h |").replace("| 22h |", "| 00h |")
    same = same.replace("| 33h |", "| 00h |") + "| 03h | GAIN | R/W | 00h | Gain |\n"
    assert 0x03 not in {r.address_offset for r in _device(same).peripherals[0].registers}


RESERVED_WORDS_IN_NAMES = (
    "## Register map\n"
    "\n"
    "| Address | Name | Access | Reset | Description |\n"
    "|---|---|---|---|---|\n"
    "| 00h | STATUS | R | 00h | Status |\n"
    "| 01h | CONFIG | R/W | 00h | Configuration |\n"
    "| 02h | Unlock key for reserved registers | W | 00h | Write 5Ah |\n"
    "| 03h | PRESERVED | R/W | 00h | Data kept over reset |\n"
    "\n"
    "### CONFIG register (01h)\n"
    "\n"
    "| Bit | Name | Description |\n"
    "|---|---|---|\n"
    "| 7 | Enable writes to reserved area | 1 = reserved registers writable |\n"
    "| 6 | Preserved | Retained over soft reset |\n"
    "| 5:0 | GAIN | Gain |\n"
)


def test_names_mentioning_reserved_things_are_names() -> None:
    regs = _regs(_device(RESERVED_WORDS_IN_NAMES))
    assert regs[0x02].name == "Unlock key for reserved registers"
    assert regs[0x03].name == "PRESERVED"
    assert {"Enable writes to reserved area", "Preserved"} <= set(_fields(regs[0x01]))


def test_a_sentence_speaking_of_byte_1_is_no_byte_caption() -> None:
    # only a caption opening with "Byte 1" / "Byte 2" marks a byte of a wider register;
    # a line of prose mentioning byte 1 above a register's bit row leaves it the row
    markdown = (
        "**Table 3. Register map**\n\n| Address | Name | Reset |\n|---|---|---|\n"
        "| 00h | STATUS | 00h |\n| 01h | CONFIG | 00h |\n| 02h | DATA | 00h |\n\n"
        "## CONFIG register (01h)\n\nWrite byte 1 after the address; MSB first.\n\n"
        f"| {bit_cells(7, 'D')} |\n|---|---|---|---|---|---|---|---|\n"
        "| EN | MODE | MODE | RATE | RATE | RATE | POL | SD |\n"
    )
    assert _fields(_regs(_device(markdown))[1])["EN"] == (7, 7)


def test_an_ellipsis_between_registers_of_other_names_adds_none() -> None:
    # "..." between two different registers, or under a row that is no ellipsis alone
    # ("see text"), says nothing of the registers between: none is made up; between
    # DATA0 and DATA63 numbered as far apart as their addresses it gives DATA1 ..
    # DATA62 (ST STC3100's REG_RAM0 .. REG_RAM31), never a number off by one
    markdown = (
        "**Table 26. Register Names and Default Values**\n\n"
        "| ADDR (HEX) | REGISTER | DEFAULT |\n|---|---|---|\n| 0F | CONFIG | 0000 0000 |\n"
        "| 10 | DATA0 | 0000 0000 |\n| ... |  |  |\n| 4F | DATA63 | 0000 0000 |\n"
        "| 50 | MODE | 0000 0000 |\n| ... | see text |  |\n| 58 | MODE | 0000 0000 |\n"
        "| 60 | TRIM | 0000 0000 |\n| ... |  |  |\n| 68 | GAIN | 0000 0000 |\n"
        "| 70 | OFS0 | 0000 0000 |\n| ... |  |  |\n| 74 | OFS3 | 0000 0000 |\n"
    )
    regs = _regs(_device(markdown))
    assert sorted(regs) == [0x0F, *range(0x10, 0x50), 0x50, 0x58, 0x60, 0x68, 0x70, 0x74]
    assert regs[0x11].name == "DATA1" and regs[0x4E].name == "DATA62"
    # the numbered registers between take a reset only where the two around agree
    differ = markdown.replace("| 4F | DATA63 | 0000 0000 |", "| 4F | DATA63 | 0011 1100 |")
    assert _regs(_device(differ))[0x11].reset_value is None
    assert regs[0x11].reset_value == 0


def test_an_ellipsis_after_words_four_bytes_apart_adds_none() -> None:
    # 32-bit LUT words at 0x40, 0x44, "...", 0x7C: no register at every byte between;
    # PWM and CURRENT alternating around "...": none named after one of them
    words = (
        "**Table 5. Register Map**\n\n| Offset | Name | Width | Reset |\n|---|---|---|---|\n"
        "| 0x00 | CTRL | 32 | 0x00000000 |\n| 0x40 | LUT | 32 | 0x00000000 |\n"
        "| 0x44 | LUT | 32 | 0x00000000 |\n| ... |  |  |  |\n| 0x7C | LUT | 32 | 0x00000000 |\n"
    )
    assert sorted(_regs(_device(words))) == [0x00, 0x40, 0x44, 0x7C]
    alternating = (
        "**Table 9. Register Map**\n\n| ADDR (HEX) | REGISTER | DEFAULT |\n|---|---|---|\n"
        "| 00 | ENABLE | 0000 0000 |\n| 10 | PWM | 0000 0000 |\n| 11 | CURRENT | 1010 1111 |\n"
        "| 12 | PWM | 0000 0000 |\n| ... |  |  |\n| 1E | PWM | 0000 0000 |\n"
        "| 1F | CURRENT | 1010 1111 |\n"
    )
    assert sorted(_regs(_device(alternating))) == [0x00, 0x10, 0x11, 0x12, 0x1E, 0x1F]


_POINTERS = (
    "**Table 7-2. Pointer Addresses**\n\n| P1 | P0 | REGISTER |\n|---|---|---|\n"
    "| 0 | 0 | Temperature Register (Read Only) |\n"
    "| 0 | 1 | Configuration Register (Read/Write) |\n"
    "| 1 | 0 | TLOW Register (Read/Write) |\n| 1 | 1 | THIGH Register (Read/Write) |\n\n"
)


def test_a_pointer_table_before_the_map_opens_no_bank() -> None:
    # TI: the pointer table, then the register map naming the same four registers by
    # mnemonics: one register set, the map's
    markdown = _POINTERS + (
        "**Table 7-3. Register Map**\n\n| ADDRESS | REGISTER | POR (HEX) | DESCRIPTION |\n"
        "|---|---|---|---|\n| 00h | TEMP | 0000 | Temperature |\n"
        "| 01h | CONFIG | 60A0 | Configuration |\n| 02h | T_LOW | 4B00 | Low limit |\n"
        "| 03h | T_HIGH | 5000 | High limit |\n"
    )
    device = _device(markdown)
    assert device is not None and len(device.peripherals) == 1
    assert _regs(device)[1].name == "CONFIG"
    assert _regs(device)[1].reset_value == 0x60A0


def test_a_page_select_table_after_the_map_is_no_map() -> None:
    # a "PS1 | PS0 | Selected register" table chooses what a window shows: its values are
    # no addresses of the map's registers
    markdown = (
        "**Table 4. Register map**\n\n| Address | Name | Type | Reset |\n|---|---|---|---|\n"
        "| 00h | DEVICE_ID | R | 5Ah |\n| 01h | CONTROL | R/W | 00h |\n| 02h | STATUS | R | 00h |\n"
        "| 03h | PAGE_SEL | R/W | 00h |\n| 04h | DATA | R/W | 00h |\n\n"
        "**Table 5. Page selection**\n\n| PS1 | PS0 | Selected register |\n|---|---|---|\n"
        "| 0 | 0 | Calibration register (read/write) |\n| 0 | 1 | Trim register (read only) |\n"
        "| 1 | 0 | Serial number register (read only) |\n| 1 | 1 | Test register (write only) |\n"
    )
    result = extract_register_map(ParseResult("toy", "Toy", "datasheet", markdown, "TOY1"))
    assert result.device is not None and len(result.device.peripherals) == 1
    assert _regs(result.device)[0].name == "DEVICE_ID"
    assert any("pointers to registers the map names otherwise" in w for w in result.warnings)


def test_a_no_operation_code_is_no_register() -> None:
    # ADI: "A2 | A1 | A0 | Register" over "0 0 0 | No operation (NOP), used in readback"
    markdown = (
        "**Table 8. Register Address**\n\n| A2 | A1 | A0 | Register |\n|---|---|---|---|\n"
        "| 0 | 0 | 0 | No operation (NOP), used in readback operations |\n"
        "| 0 | 0 | 1 | DAC register |\n| 0 | 1 | 0 | Control register |\n"
        "| 0 | 1 | 1 | Clearcode register |\n"
    )
    assert sorted(_regs(_device(markdown))) == [1, 2, 3]


def test_a_section_qualifying_the_maps_mnemonics_is_no_bank() -> None:
    # ST: the map's CTRL_REG1, FIFO_CTRL; the section table's CTRL_REG1_A, FIFO_CTRL_REG
    markdown = (
        "**Table 5. Register map**\n\n| Address | Register | Type | Default |\n|---|---|---|---|\n"
        "| 0x20 | CTRL_REG1 | R/W | 0x07 |\n| 0x21 | CTRL_REG2 | R/W | 0x00 |\n"
        "| 0x2E | FIFO_CTRL | R/W | 0x00 |\n\n**Table 6. Register descriptions**\n\n"
        "| Address | Register | Bits | Field | Description |\n|---|---|---|---|---|\n"
        "| 0x20 | CTRL_REG1_A | 7:4 | ODR | Output data rate |\n"
        "| 0x20 | CTRL_REG1_A | 3 | LPEN | Low-power enable |\n"
        "| 0x21 | CTRL_REG2_A | 7:6 | HPM | High-pass mode |\n"
        "| 0x2E | FIFO_CTRL_REG | 7:6 | FM | FIFO mode |\n"
    )
    device = _device(markdown)
    assert device is not None and len(device.peripherals) == 1
    assert _fields(_regs(device)[0x2E]) == {"FM": (7, 6)}


def test_byte_tables_of_two_neighbouring_registers_are_theirs() -> None:
    # "Byte 1 of Threshold: THRESH_H Register (02h)", "Byte 2 ... THRESH_L Register (03h)":
    # each register's own 8 bits; "Byte 1/2/3 of DATA": a 24-bit value, no 16-bit pair
    markdown = (
        "Note that byte 1 is the most significant byte.\n\n**Table 4. Register Map**\n\n"
        "| Address | Name | Type | Reset |\n|---|---|---|---|\n| 00h | STATUS | R | 00h |\n"
        "| 01h | DATA | R | 00h |\n| 02h | THRESH_H | R/W | 80h |\n"
        "| 03h | THRESH_L | R/W | 00h |\n\n"
        "## 7.6.2 Threshold Registers\n\n"
        "**Table 9. Byte 1 of Threshold: THRESH_H Register (02h)**\n\n"
        f"| {bit_cells(7, 'D')} |\n|---|---|---|---|---|---|---|---|\n"
        "| TH15 | TH14 | TH13 | TH12 | TH11 | TH10 | TH9 | TH8 |\n\n"
        "**Table 10. Byte 2 of Threshold: THRESH_L Register (03h)**\n\n"
        f"| {bit_cells(7, 'D')} |\n|---|---|---|---|---|---|---|---|\n"
        "| TH7 | TH6 | TH5 | TH4 | TH3 | TH2 | TH1 | TH0 |\n\n## 7.6.1 DATA Register (01h)\n\n"
        + "".join(
            f"**Table {n + 10}. Byte {n} of DATA Register (01h)**\n\n"
            f"| {bit_cells(7, 'D')} |\n|---|---|---|---|---|---|---|---|\n"
            + "| "
            + " | ".join(f"D{b}" for b in range(31 - 8 * n, 23 - 8 * n, -1))
            + " |\n\n"
            for n in (1, 2, 3)
        )
    )
    regs = _regs(_device(markdown))
    assert _fields(regs[3]) == {"TH": (7, 0)}
    assert regs[2].fields and regs[2].size == 8
    assert not regs[1].fields and regs[1].size == 8


_NXP_MAP = (
    "**Table 15. Register address map**\n\n| Name | Type | Register address | Default |\n"
    "|---|---|---|---|\n| STATUS | R | 0x00 | — |\n| WHO_AM_I | R | 0x0D | — |\n"
    "| FF_MT_CFG | R/W | 0x15 | — |\n| TEMP | R | 0x51 | — |\n\n"
)


def test_figure_values_in_binary_digits_and_sentences_under_captions() -> None:
    # "0010" under xefe[3:0] is binary (0x02, not decimal ten); eight words of a sentence
    # under "Table 29. WHO_AM_I register" are no figure, eight symbols are
    markdown = _NXP_MAP + (
        "**Table 40. FF_MT_CFG register**\n\n| ele | oae | zefe | yefe | xefe[3:0] |\n"
        "|---|---|---|---|---|\n| 0 | 0 | 0 | 0 | 0010 |\n\n"
        "**Table 29. WHO_AM_I register**\n\n"
        "This register contains the fixed device identification number\n\n0xC7\n\n"
        "**Table 150. TEMP register**\n\nDie temperature in degrees Celsius as signed value\n\n"
        "**Table 16. STATUS register**\n\nzyxow zow yow xow zyxdr zdr ydr xdr\n\n0\n"
    )
    regs = _regs(_device(markdown))
    assert regs[0x15].reset_value == 0x02
    assert not regs[0x0D].fields
    assert not regs[0x51].fields
    assert _fields(regs[0x00])["zyxow"] == (7, 7)


_NXP_SUMMARY = (
    "Table 7. Register summary\n\n| Register number (hex) | Name | Type | Function |\n"
    "|---|---|---|---|\n| 00h | MODE1 | read/write | Mode register 1 |\n"
    "| 01h | MODE2 | read/write | Mode register 2 |\n| 08h | LEDOUT | read/write | LED output |\n\n"
)
_VALUE_HEADER = "| Bit | Symbol | Access | Value | Description |\n|---|---|---|---|---|\n"


def test_a_fields_value_rows_continued_over_a_page_continue_its_table() -> None:
    # "5 | AI0 | .. | 0*" ends the page; "5 | AI0 | .. | 1" opens the next: AI0's second
    # value row, the same table (its register keeps SLEEP .. ALLCALL)
    markdown = _NXP_SUMMARY + (
        "Table 8. MODE1 - Mode register 1 (address 00h) bit description Legend: * default.\n\n"
        + _VALUE_HEADER
        + "| 7 | AI2 | read only | 0* | disabled |\n| 6 | AI1 | read only | 0* | bit 1 = 0 |\n"
        "| 5 | AI0 | read only | 0* | bit 0 = 0 |\n\n"
        + _VALUE_HEADER
        + "| 5 | AI0 | read only | 1 | bit 0 = 1 |\n| 4 | SLEEP | R/W | 1* | Low power mode |\n"
        "| 3 to 1 | SUB | R/W | 000* | subaddresses |\n| 0 | ALLCALL | R/W | 1* | All Call |\n"
    )
    reg = _regs(_device(markdown))[0]
    assert {"SLEEP", "ALLCALL"} <= set(_fields(reg))
    assert reg.reset_value == 0x11


def test_a_variant_note_below_a_value_table_is_no_default() -> None:
    # "10* Only LDR0 powers up at 10b in PCA9633DP2 ..." after "1:0 | LDR0 | R/W | 00":
    # one variant's value, not the register's default
    markdown = _NXP_SUMMARY + (
        "Table 10. LEDOUT - LED driver output state register (address 08h) bit description "
        "Legend: * default value.\n\n" + _VALUE_HEADER + "| 7:6 | LDR3 | R/W | 00* | LED 3 |\n"
        "| 5:4 | LDR2 | R/W | 00* | LED 2 |\n| 3:2 | LDR1 | R/W | 00* | LED 1 |\n"
        "| 1:0 | LDR0 | R/W | 00 | LED 0 |\n\n"
        "10* Only LDR0 powers up at 10b in PCA9633DP2 and PCA9633TK2.\n"
    )
    assert _regs(_device(markdown))[8].reset_value is None


def test_a_figure_of_two_registers_gives_neither_the_others_fields() -> None:
    # "0Bh, 0Ch | Timer Counter" (no note that they are mirrors) over "7:0 | Timer Counter
    # 0": the field table is 0Bh's, never 0Ch's
    markdown = (
        f"## 4.1 REGISTER OVERVIEW\n\n| Address | Function | {bit_cells(7)} |\n|{'---|' * 10}\n"
        "| 0Bh | Timer Counter 0 | 128 | 64 | 32 | 16 | 8 | 4 | 2 | 1 |\n"
        "| 0Ch | Timer Counter 1 | ○ | ○ | ○ | ○ | 2048 | 1024 | 512 | 256 |\n\n"
        "## 4.6 TIMER REGISTERS\n\n0Bh, 0Ch - Timer Counter This register holds the preset.\n\n"
        f"| Addresses | Function | {bit_cells(7)} |\n|{'---|' * 10}\n"
        "| 0Bh, 0Ch | Timer Counter | 128 | 64 | 32 | 16 | 8 | 4 | 2 | 1 |\n"
        "| 0Bh, 0Ch | Reset | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |\n"
        "| Bit | Symbol | Value | Description | Description | Description | Description | "
        "Description | Description | Description |\n"
        "| 7:0 | Timer Counter 0 | 00h to FFh | The lower 8 bits. | 〃 | 〃 | 〃 | 〃 | 〃 | 〃 |\n"
    )
    assert not _regs(_device(markdown))[0x0C].fields


MISREADS = Path(__file__).parent / "fixtures" / "regmap_misreads"


def _reviewed(review: str, name: str) -> dict[int, Register]:
    """Address -> register of every map read from the review fixture ``review_name``."""
    device = _device((MISREADS / f"{review}_{name}.md").read_text(encoding="utf-8"))
    return {r.address_offset: r for p in device.peripherals for r in p.registers} if device else {}


def _fields_of(markdown: str) -> dict[int, tuple[int, dict[str, tuple[int, int, int | None]]]]:
    device = _device(markdown)
    return {
        address: (reg.size, {f.name: (f.msb, f.lsb, f.reset_value) for f in reg.fields})
        for address, reg in (_regs(device) if device else {}).items()
    }


def test_layouts_that_look_like_this_sessions_rules_are_not_read_by_them() -> None:
    """Inputs written as vendors print them that resemble a rule's layout but are not it
    (an adversarial review): each rule stays off."""
    read = {p.stem: _fields_of(p.read_text(encoding="utf-8")) for p in MISREADS.glob("*.md")}
    # SPI flash opcodes reading and writing status registers select no register
    assert read["flash_status_instructions"] == {}
    # the codes of one field listed with names are no bit positions
    assert read["field_codes_under_a_mnemonic"][0x2E] == (8, {})
    # "Pos | Width": a field's first bit and its width, not its bits
    assert read["pos_and_width_columns"][0x00] == (32, {})
    # pins P1 .. P8 are no bits 1 .. 8 (no "Register P" in the caption)
    assert read["pin_labels_as_bits"][0x00] == (8, {})
    # a 16-bit register of a byte-wide map keeps its bits where a map reset "0" is given
    assert read["sixteen_bit_register_in_a_byte_map"][0x06] == (
        16,
        {"ALERT_CNT": (9, 8, 0), "UVF_ALERT": (14, 14, 0), "OVF_ALERT": (15, 15, 0)},
    )
    # "(2) Default value depends on the state of the A0 pin" marks no default
    assert read["default_depends_on_a_pin"][0x00][1] == {
        "INV": (0, 0, 0),
        "OSC": (4, 4, 1),
        "ADDR_SEL": (7, 7, None),
    }
    # a mnemonic before a label holding a slash ("PWR_CTRL Power ON/OFF control") is
    # the mnemonic; only one lower-case word and a slash ("TLOW flag/LSB0") is one name
    names = {
        a: r.name
        for a, r in _regs(
            _device((MISREADS / "mnemonics_with_slashed_labels.md").read_text(encoding="utf-8"))
        ).items()
    }
    assert names[0x01] == "PWR_CTRL" and names[0x04] == "CLK_CFG"
    fields = read["field_mnemonics_with_slashed_labels"][0x10][1]
    assert "PD_EN" in fields and "IF_MODE" in fields


def test_late_rules_stay_off_layouts_that_resemble_theirs() -> None:
    """A second review (20 inputs) of the rules for page-cut merged cells, shifted
    headers and wrap hyphens: each stays off these."""
    read = {p.stem: _fields_of(p.read_text(encoding="utf-8")) for p in MISREADS.glob("*.md")}
    # a continued table opening with a reserved row (its access and reset stated), or
    # with bits a gap away, carries no name over the page break
    assert read["continued_table_opening_with_a_reserved_row"][0x01][1]["POL"] == (2, 2, 0)
    assert read["continued_table_after_a_gap"][0x0A][1]["FIFO_EN"] == (6, 6, None)
    assert read["continued_table_after_a_gap"][0x0A][1].keys() == {"FIFO_EN", "DRDY_EN"}
    assert read["continued_word_register"][0x0C][1]["PART"] == (23, 16, 0x5A)
    # a blank-headed column of sizes or values takes no Default/Reset header
    sizes = read["blank_headed_sizes_beside_an_empty_default"]
    assert all(
        reset is None
        for reset in _resets_of(MISREADS / "blank_headed_sizes_beside_an_empty_default.md")
    )
    assert sizes
    values = read["blank_headed_values_beside_an_empty_reset"][0x03][1]
    assert values == {"TD": (6, 5, None), "STOP": (7, 7, None)}
    # "VNEG_-5V_CTRL": a sign, not a wrap
    names = {
        r.name
        for r in _regs(
            _device((MISREADS / "names_with_negative_values.md").read_text(encoding="utf-8"))
        ).values()
    }
    assert names == {"VNEG_-5V_CTRL", "LDO_-3V3_TRIM", "GAIN_-6DB"}


def _resets_of(path: Path) -> list[int | None]:
    return [r.reset_value for r in _regs(_device(path.read_text(encoding="utf-8"))).values()]


def test_reserved_rows_with_an_access_and_a_reset_stay_registers() -> None:
    """A register column saying ``Reserved14`` on a row with an access and a reset is a
    register the map lists (HopeRF RFM69: ``Reserved14 (0x14) | 7-0 | - | r | 0x40``);
    a ``RESERVED`` row with neither is a reserved place (TI LP55231)."""
    head = (
        "| Name (Address) | Bits | Variable Name | Mode | Default Value | Description |\n"
        "|---|---|---|---|---|---|\n"
    )
    markdown = (
        head
        + "| RegOcp (0x13) | 7-0 | OcpOn | rw | 0x1A | overcurrent protection |\n"
        + "| Reserved14 (0x14) | 7-0 | - | r | 0x40 | unused |\n"
        + "| RESERVED (0x15) | 7-0 | - |  |  | unused |\n"
        + "| RegLna (0x16) | 7-0 | LnaGain | rw | 0x08 | LNA settings |\n"
    )
    regs = _regs(_device(markdown))
    assert regs[0x14].reset_value == 0x40 and 0x15 not in regs


def test_a_bare_add_header_over_bit_columns_is_no_address_column() -> None:
    # TI OPT4048: "ADD | D15 .. D0" is a map its sections name ("Register 0h (offset =
    # 0h)"); read as addresses, its unnamed registers took the figures' captions as
    # names. Only "Add." (an abbreviation's dot, Awinic) heads an address column.
    cells = " | ".join(f"D{b}" for b in range(15, -1, -1))
    markdown = f"## 8.4 Register Maps\n\n| ADD | {cells} |\n|{'---|' * 17}\n"
    for n in range(2):
        markdown += f"| 0{n}h | " + " | ".join([f"EXP_{n}"] * 4 + [f"RES_{n}"] * 12) + " |\n"
    for n in range(2):
        markdown += (
            f"\n#### 8.4.1.{n + 1} Register {n}h (offset = {n}h) [reset = 0h] Figure 8-{9 + n}."
            f" Register {n}h\n\n[Figure 8-{10 + n}: Register 0{n} Field Descriptions, page 25]\n\n"
            "| Bit | Field | Type | Reset | Description |\n|---|---|---|---|---|\n"
            f"| 15-12 | EXP_{n} | R | 0h | Exponent |\n| 11-0 | RES_{n} | R | 0h | Result |\n"
        )
    names = {r.name for r in _regs(_device(markdown)).values()}
    assert names == {"Register 0h", "Register 1h"}
    # read as an address column after all, the figure marks name nothing
    dotted = {r.name for r in _regs(_device(markdown.replace("| ADD |", "| Add. |"))).values()}
    assert dotted and not any("Figure" in name for name in dotted)


def test_command_codes_without_word_pairs_are_no_registers() -> None:
    # codes paired two apart are no word's two bytes (an instruction and its read-back
    # code): the table stays a command list, no register map
    markdown = (
        "| Name | Command Code | Unit | Access |\n|---|---|---|---|\n"
        "| Control() | 0x00 and 0x02 | NA | RW |\n| Voltage() | 0x04 and 0x06 | mV | R |\n"
        "| Flags() | 0x08 and 0x0A | NA | R |\n| Current() | 0x10 and 0x12 | mA | R |\n"
    )
    device = _device(markdown)
    assert device is None or not _regs(device)


def test_a_third_review_of_this_session_s_rules() -> None:
    """A review (a helper, about 25 inputs) of the rules for command-code pairs,
    per-width address columns, byte-row figures, mnemonic-and-description cells, the
    address after a caption's comma and figure marks: each stays off these."""
    read = {
        name: _fields_of((MISREADS / f"{name}.md").read_text(encoding="utf-8"))
        for name in (
            "spi_flash_command_code_pairs",
            "display_command_code_pairs",
            "i2c_slave_address_7bit_8bit",
            "address_per_bus_width_columns",
            "high_low_byte_rows_two_8bit_registers",
            "mnemonic_then_acronym_description",
            "mnemonic_two_words_with_digit",
            "register_comma_address_in_prose",
            "register_comma_value_in_caption",
        )
    }
    # opcodes in pairs (a flash's 3-/4-byte forms, a display's on/off) and a bus
    # address's 7-/8-bit forms are no registers
    assert read["spi_flash_command_code_pairs"] == {}
    assert read["display_command_code_pairs"] == {}
    assert read["i2c_slave_address_7bit_8bit"] == {}
    # 8- and 16-bit bus modes give the 8-bit registers no width of 16
    assert {size for size, _f in read["address_per_bus_width_columns"].values()} == {8}
    # a high and a low byte row under a byte register's heading are two registers' bytes
    assert read["high_low_byte_rows_two_8bit_registers"][0x10][0] == 8
    # an acronym opening the description is the description's; a mnemonic with a
    # number goes on with its capital words
    assert set(read["mnemonic_then_acronym_description"][0x00][1]) == {"EN", "PS", "MODE", "GAIN"}
    assert set(read["mnemonic_two_words_with_digit"][0x02][1]) >= {"I2CDIS", "CH1EN", "CH2EN"}
    # "the DATA register, 0x07, clears DRDY" and "ID REGISTER, 0x5A FOR THE ..." name
    # no address
    assert set(read["register_comma_address_in_prose"][0x02][1]) == {"DRDY", "OVF"}
    assert not read["register_comma_address_in_prose"][0x07][1]
    assert not read["register_comma_value_in_caption"][0x5A][1]
    # a figure mark's "Register 0h Field Descriptions" and a TI heading's "(offset =
    # 0h) [reset = 0h] Figure 8-9. Register 0h" name no register
    for name in ("figure_mark_register_hex_field_descriptions", "add_dot_figure_mark_not_register"):
        device = _device((MISREADS / f"{name}.md").read_text(encoding="utf-8"))
        names = {r.name for r in _regs(device).values()}
        assert names and not any("Field" in n or "offset" in n for n in names), names


def test_a_fourth_review_of_this_session_s_rules() -> None:
    """A review (a helper, 32 inputs) of the rules for captions of two registers,
    rotated maps, register lists of descriptions, hex title numbers and Tag columns:
    each stays off these."""

    def read(name: str) -> dict[int, Register]:
        return _reviewed("review35", name)

    # a bus address's forms, command bytes, memory blocks, an address space and notes
    # under a "Register List/Map/Summary" heading name no register
    for name in ("list_addrspace", "list_commands2", "list_eeprom"):
        assert read(name) == {}, name
    for name in ("list_i2caddr", "list_i2caddr2"):
        assert set(read(name)) == {0, 1, 2, 3}, name
    assert {r.name for r in read("list_otherheading").values()} == {"STATUS", "CTRL", "IRQ"}
    # a caption naming another register by the way gives that register nothing
    assert set(_fields(read("cap_writeprotect")[0x102])) == {"INTENA", "COMM_LOCK"}
    # a sideways map's TYPE row (a reset domain, a category) is no access
    for name in ("rot_resettype", "rot_decdefault"):
        assert all(r.access is None for r in read(name).values()), name
    # one-letter Tag codes name no register
    assert {r.name for r in read("tag_ecc").values()} == {"Control", "Status", "Data", "Mode"}
    assert "S" not in {r.name for r in read("tag_note").values()}
    # a decimal title number stays decimal unless the words after it open with the name
    # of the register at its hex reading
    assert set(_fields(read("title_dec_gain")[0x0C])) == {"OFS"}
    decimal = read("title_decimal")
    assert set(_fields(decimal[0x0A])) == {"LINK_INT", "ANEG_INT"}
    assert set(_fields(decimal[0x10])) == {"LINK", "SPEED"}


def test_register_lists_of_commands_notes_or_storage_name_no_register() -> None:
    """Under a ``Register Summary`` heading, an ``Address | Description`` table of nine
    rows names registers only when its descriptions do: not commands (verbs first), not
    notes (lower case first), not storage (ROM, RAM, flash)."""

    def listed(descriptions: list[str]) -> dict[int, Register]:
        rows = "".join(f"| 0x{k:02X} | {d} |\n" for k, d in enumerate(descriptions))
        markdown = "## 9.5.1 Register Summary\n\n| Address | Description |\n|---|---|\n" + rows
        device = _device(markdown)
        return (
            {r.address_offset: r for p in device.peripherals for r in p.registers} if device else {}
        )

    names = ["Status", "Control 1", "Control 2", "Data low", "Data high", "Threshold"]
    names += ["Interrupt enable", "Interrupt flags", "Device ID"]
    assert len(listed(names)) == 9
    commands = ["Write enable", "Write disable", "Read status", "Read data", "Set mode"]
    assert listed([*commands, *names[:4]]) == {}
    notes = ["bit 4 enables charging", *names[1:]]
    assert listed(notes) == {}
    storage = ["Boot ROM", "Data SRAM", "Flash window", *names[3:]]
    assert listed(storage) == {}
    # blocks of addresses (a quarter of the rows or more) are no register list
    blocks = "".join(f"| 0x{k:02X}-0x{k + 15:02X} | Block {k} |\n" for k in range(0, 64, 16))
    rows = blocks + "".join(f"| 0x{0x40 + k:02X} | {d} |\n" for k, d in enumerate(names[:5]))
    markdown = "## 9.5.1 Register Summary\n\n| Address | Description |\n|---|---|\n" + rows
    assert _device(markdown) is None


def test_a_review_of_the_eleventh_session_s_rules() -> None:
    """Inputs a review built against this session's rules (tests/fixtures/
    regmap_misreads/review36_*.md), each read as its document says."""

    def read(name: str) -> dict[int, Register]:
        return _reviewed("review36", name)

    # "Power-on Delay", "Power-on State", "Power-on time" columns give no reset, and a
    # flash's instruction list under "Register | Command" is no register map
    for name in ("poweron_time", "pin_poweron"):
        assert all(r.reset_value is None for r in read(name).values()), name
    assert read("write_cmds") == {}
    # "Address / Name" over a bus's devices or a pin list: no map's columns beside it;
    # "0Eh and 0Fh Data Rate" is two addresses, not a name
    assert read("i2c_devices") == {} and read("pin_only") == {}
    assert not any(r.name.startswith("and") for r in read("reserved_range").values())
    # value codes ("00", "01") under a register's symbol are no bits
    assert not read("mode_codes")[0x03].fields
    # an example's values after the map are no defaults; two rows of defaults that
    # differ leave the reset unknown
    assert read("example_row")[0x06].reset_value is None
    assert read("rows")[0x04].reset_value is None
    # a table copied under another register's heading ("FIFO I" under FIFO Register II)
    assert read("reset_rows")[0x04].reset_value is None
    # one hex-lettered note heading does not make the document's titles hex: "REG 18："
    # is Gain at 18 = 0x12, "REG 12：Control" Control at 12 = 0x0C
    hexed = read("hexletter_elsewhere")
    assert hexed[0x12].reset_value == 0x7F and hexed[0x0C].reset_value == 0x5A
    # in a document numbering its titles in hex, "REG 12：Control" where 0x12 is Gain
    # gives Gain nothing
    assert read("hexdoc_name_mismatch")[0x12].reset_value is None
    # "10" and "11" for 4-bit fields: binary of two bits, or ten and eleven?
    assert read("overlap_ambig")[0x11].reset_value is None


def test_a_map_piece_whose_first_row_names_a_register_in_words_stays_a_row() -> None:
    """WCH: the DMA map's piece on the next page opens with ``R32_DMA_CNTR2 |
    0x40020020 | DMA channel 2 number of data register | ..``: a row, not a header over
    the rows after it (its description column names registers in words, as a map's
    name column may)."""
    md = (
        "**Table 8-3 DMA-related registers list**\n\n"
        "| Name | Access address | Description | Reset value |\n"
        "|---|---|---|---|\n"
        "| R32_DMA_INTFR | 0x40020000 | DMA interrupt status register | 0x00000000 |\n"
        "| R32_DMA_CFGR2 | 0x4002001C | DMA channel 2 configuration register | 0x00000000 |\n"
        "\n"
        "| R32_DMA_CNTR2 | 0x40020020 | DMA channel 2 number of data register | 0x00000000 |\n"
        "|---|---|---|---|\n"
        "| R32_DMA_PADDR2 | 0x40020024 | DMA channel 2 peripheral address register | 0x00000000 |\n"
        "| R32_DMA_MADDR2 | 0x40020028 | DMA channel 2 memory address register | 0x00000000 |\n"
        "| R32_DMA_CFGR3 | 0x40020030 | DMA channel 3 configuration register | 0x00000000 |\n"
        "| R32_DMA_CNTR3 | 0x40020034 | DMA channel 3 number of data register | 0x00000000 |\n"
        "| R32_DMA_PADDR3 | 0x40020038 | DMA channel 3 peripheral address register | 0x00000000 |\n"
    )
    regs = _regs(_device(md))
    assert regs[0x40020020].name == "R32_DMA_CNTR2"
    assert {0x40020024, 0x40020028} <= set(regs)


def test_a_review_of_the_set_37_rules() -> None:
    """Inputs a review built against the set-37 rules (tests/fixtures/regmap_misreads/
    review37_*.md), each read as its document says."""

    def read(name: str) -> dict[int, Register]:
        return _reviewed("review37", name)

    # a phrase column beside a symbol column, "Same as ..." cells, a protocol's targets
    # named twice: no register names
    assert read("acronym_content") == {} and read("mirror") == {} and read("target") == {}
    # pins, interrupt vectors or ROM functions after a group label are not the map's
    assert set(read("pins_after_label")) == {0, 1, 2}
    assert not {0x3000, 0x3004} & set(read("othercaption"))
    assert not any(a >= 0x40001000 for a in read("two_periph"))
    # (under a label naming nothing, names that are no symbols like the map's)
    text = (MISREADS / "review37_two_periph.md").read_text(encoding="utf-8")
    extra = _regs(_device(text.replace("**FLASH API**", "**EXTRA**")))
    assert not any(a >= 0x40001000 for a in extra)
    # an Offset/Address line under another family's heading, a DMA descriptor, a boot
    # header before the map, or a value wider than the register: no reset, no width
    assert read("mmd_no_map")[0x03].reset_value is None
    assert all(r.reset_value is None and r.size == 8 for r in read("dma_desc").values())
    assert all(r.reset_value is None and r.size == 8 for r in read("before_map").values())
    # (a line before the map, under a heading naming the register, gives it nothing)
    text = (MISREADS / "review37_before_map.md").read_text(encoding="utf-8")
    device = _device(
        text.replace("## 2 Boot ROM", "## 2 STATUS").replace(
            "Offset: 0x04 Type: R Reset:", "Offset: 0x04 Mode: R Hardware Reset:"
        )
    )
    assert device is not None and _regs(device)[0x04].reset_value is None
    assert all(r.reset_value is None and r.size == 8 for r in read("family_address").values())
    # symbol-and-address cells: not after a group title, not reset values, not beside an
    # address column
    assert read("reset_in_cell") == {}
    assert not any(f.name == "FREQ_LOW" for r in read("empty_rows").values() for f in r.fields)
    text = (MISREADS / "review37_empty_rows.md").read_text(encoding="utf-8")
    rows = _regs(_device(text.replace("CUS_SYS4 0x0F", "CUS_SYS4 0x1F")))
    assert _fields(rows[0x0D]) == {"LFOSC_RECAL_EN": (7, 7)}
    assert {r.name for r in read("two_addr").values()} == {"PAGE1 0x00", "PAGE1 0x01", "PAGE1 0x02"}
    # "Threshold – default value" and "Threshold" are two fields
    cfg = read("fields_default")[0x21]
    assert {f.name for f in cfg.fields} == {"Threshold", "Threshold – default value"}


def test_a_review_of_the_set_38_rules() -> None:
    """Inputs a review built against the set-38 rules (tests/fixtures/regmap_misreads/
    review38_*.md), each read as its document says."""

    def read(name: str) -> dict[int, Register]:
        return _reviewed("review38", name)

    # a Bits column of bit positions (31 among them), or of field rows under their
    # register's row, is no register width
    assert read("bitpos_distinct")[0x4C].size == 32
    assert len(read("mixed_rows")[0x00].fields) == 4
    text = (MISREADS / "review38_mixed_rows.md").read_text(encoding="utf-8")
    widths = _regs(_device(text.replace("| CH3_DONE | 31 |", "| CH3_DONE | 32 |")))
    assert widths[0x00].fields  # field rows under their register's row: no widths
    # "Address: .., default:" lines: not another bank's register of the same name, not
    # a word in a memory or bus-address heading, not past the registers a heading names
    assert all(r.reset_value is None for r in read("two_banks").values())
    assert read("memory")[0x10].reset_value is None
    assert read("several_heading")[0x59].reset_value is None
    assert read("i2c_address")[0x5A].reset_value is None
    # digit groups that are not the field's bits in nibbles ("1 0", "0 1")
    assert read("two_resets")[0x20].reset_value is None
    assert read("one_bit_pairs")[0x30].reset_value is None
    # "na" rows without an access cell are no registers
    assert not any(r.name == "na" for r in read("na_test_rows").values())
    # a note that is not exactly "at power-up .. content of this register is set to 0",
    # or a table whose bits state their defaults, gives no 0
    for name in ("except", "undefined", "powerdown"):
        assert read(name)[0x20].reset_value is None, name
    assert read("fields_stated")[0x20].reset_value == 0x80


def test_a_review_of_the_set_39_rules() -> None:
    """Inputs a review built against the set-39 rules (tests/fixtures/regmap_misreads/
    review39_*.md), each read as its document says."""

    def read(name: str) -> dict[int, Register]:
        return _reviewed("review39", name)

    # "Register address" cells name a register only as a marked address and one symbol
    # beside a field table's Bit and Label columns: not a bus frame's, a flag list's, a
    # result's bytes, a mirror list, a transaction, an initialisation script
    for name in ("i2c_frames", "i2c_frames2", "flag_locations", "result_bytes"):
        assert read(name) == {}, name
    for name in ("i2c_transaction", "init_dcols", "init_default"):
        assert read(name) == {}, name
    summary = read("summary_plus_flags")
    assert {(a, r.name) for a, r in summary.items()} == {
        (0x03, "PLL_CTRL"),
        (0x0A, "INT_STATUS0"),
        (0x0B, "INT_STATUS1"),
    }
    assert sorted(read("alias")) == [0x03, 0x04, 0x10]
    # "register address = 0x.." lines: the whole line only, not a range, a mention, a
    # step's write or a FIFO's description; a continued section adds to its register
    for name in ("memory_blocks", "device_blocks", "examples", "features", "fifo"):
        assert read(name) == {}, name
    continued = read("continued")
    assert {a: r.name for a, r in continued.items()} == {
        0x00: "SYS_CTL0",
        0x01: "SYS_CTL1",
        0x02: "SYS_CTL2",
    }
    assert continued[0x00].reset_value == 0xBF
    # a glyph the PDF layer left before the bus address ("寄I2C 地址0XEA ..") is no text
    text = (MISREADS / "review39_continued.md").read_text(encoding="utf-8")
    stray = _regs(
        _device(text.replace("I2C 地址0XEA 寄存器地址= 0x01", "寄I2C 地址0XEA 寄存器地址= 0x01"))
    )
    assert stray[0x01].name == "SYS_CTL1"
    # beside Bit and Label columns, words after the address are no symbol
    words = _device(
        "## 6.6 Results\n\n| Register address | Bit | Type | Label | Default |\n"
        "|---|---|---|---|---|\n| 0x20 high byte | 7:0 | R | VBUS_H | 0 |\n"
        "| 0x21 low byte | 7:0 | R | VBUS_L | 0 |\n| 0x22 high byte | 7:0 | R | IBAT_H | 0 |\n"
    )
    assert words is None or not any(p.registers for p in words.peripherals)


def test_a_review_of_the_set_40_rules() -> None:
    """Inputs a review built against the set-40 rules (tests/fixtures/regmap_misreads/
    review40_*.md), each read as its document says."""

    def text(name: str) -> str:
        return (MISREADS / f"review40_{name}.md").read_text(encoding="utf-8")

    def read(name: str, bank: int = 0) -> dict[int, Register]:
        device = _device(text(name))
        if device is None or bank >= len(device.peripherals):
            return {}
        return {r.address_offset: r for r in device.peripherals[bank].registers}

    # a bare "1F" beside "0x05" is hex; "0A" is a physical value only among others
    mixed = read("reset_mixed_marks")
    assert (mixed[0x01].reset_value, mixed[0x03].reset_value) == (0x10, 0x1F)
    # "Most SMBus registers are 16 bits" states no width for all
    assert {r.size for r in read("smbus_width").values()} == {8}
    # a length column of the bits a value uses, or of values at one address, is no width
    assert {r.size for r in read("len_vs_stated").values()} == {32}
    assert read("len_fields")[0x00].size == 8
    # two registers' figures in one table, and key numbers, are no 16-bit figure
    assert read("stacked_two_regs")[0x10].size == 8
    assert read("keymatrix")[0x20].size == 8
    # a register on one lane row whose cells differ is no command: the table is left
    assert read("lanes_mixed")[0x02].size == 8
    # stacked symbols, one per byte
    stacked = read("adi_stacked_names")
    assert (stacked[0x80].name, stacked[0x81].name) == ("CTRL_H", "CTRL_L")
    assert read("adi_variant")[0x80].name == "Control[15:8]"
    # one register another bank's map holds stays where a section lists it
    assert 0x76 in read("bank_sel")
    # "REG01 (Read/Write)", "REG02(Write only)", "REG0Ch": numbered lines too
    numbered = read("regline_access")
    assert {0x01, 0x02, 0x0C} <= set(numbered)
    assert numbered[0x02].access == "write-only"
    # a write sequence's "Step | REG [7:0] | DATA [7:0]" is no map
    assert read("init_seq") == {}
    # headings that are no part numbers name no device
    for name in ("heading_an", "heading_rev", "heading_renesas", "heading_adc12"):
        result = ParseResult("toy", "Motor driver datasheet", "datasheet", text(name), "")
        device = extract_register_map(result).device
        assert device is not None and device.name == "Motor driver datasheet", name
    # two fields whose names differ by a condition keep it
    assert len({f.name for f in read("jeita_dup")[0x06].fields}) == 4


def test_a_review_of_the_set_41_and_42_rules() -> None:
    """Inputs a review built against the set-41 and set-42 rules (tests/fixtures/
    regmap_misreads/review41_*.md), each read as its document says."""

    def read(name: str) -> dict[int, Register]:
        return _reviewed("review41", name)

    # "BIT n | Words: .." rows name fields only where every row does, never a note, a
    # condition or a pin
    assert not any(f.name.startswith("Note") for f in read("bit7_pins")[0x01].fields)
    assert not any(
        f.name.startswith(("If", "Example"))
        for r in read("bit7_sentences").values()
        for f in r.fields
    )
    assert not any("pin" in f.name for r in read("bit7_pinmap").values() for f in r.fields)
    # headings stacked only when their titles are alike and none is a range
    assert read("stacked_figure")[0x00].fields == ()
    assert read("stacked_chapter")[0x00].fields == ()
    # a register stated 16 bits wide in a word-addressed map is no byte of another
    assert 0x03 in read("byte_of_words")
    # "0x01: NAME" lines over command or packet tables are no registers
    assert read("colon_commands") == {}
    assert read("colon_packets") == {}
    # a dash and the long name after the symbol
    assert set(read("colon_titled")) == {0x10, 0x12, 0x14}
    # an ascending range of names is registers', no bit slice
    assert read("range_names")[0x02].name == "PWM0:PWM7"
    # "PTR" over slots of a log is no address column
    assert read("ptr_fifo") == {}
    # names in words only where every described row opens with one
    partly = (
        "## Registers\n\n| Address | Name | R/W |\n|---|---|---|\n| 0x00 | CFG | R/W |\n"
        "| 0x01 | CTRL | R/W |\n| 0x02 | STAT | R |\n\n## CFG Register (00h)\n\n"
        "| BIT 7 | Run Mode: 0 = run 1 = stop |\n|---|---|\n| BIT 6 | Bus Timeout: timeout |\n"
        "| BIT 5 | Clock Select: source |\n| BIT 4 | Controls the bias current of the core. |\n"
    )
    cfg = _regs(_device(partly))[0x00]
    assert cfg.fields == ()
    # "Field | Name" of byte offsets under a register's heading is no field table
    packet = (
        "## Registers\n\n| Address | Name | R/W |\n|---|---|---|\n| 0x10 | RESULT | R |\n"
        "| 0x11 | STATUS | R |\n| 0x12 | CONFIG | R/W |\n\n## RESULT Register (10h)\n\n"
        "| Field | Name | Size | Type |\n|---|---|---|---|\n| 0 | frame_type | 1 | R |\n"
        "| 1 | status | 1 | R |\n| 2 | co2_ppm | 2 | R |\n"
    )
    assert _regs(_device(packet))[0x10].fields == ()
    no_access = packet.replace("| Field | Name | Size | Type |", "| Field | Name | Size | Unit |")
    no_access = no_access.replace("| 0 | frame_type | 1 | R |", "| 7 | frame_type | 1 | R |")
    no_access = no_access.replace("| 1 | status | 1 | R |", "| 6 | status | 1 | R |")
    no_access = no_access.replace("| 2 | co2_ppm | 2 | R |", "| 5 | co2_ppm | 2 | R |")
    assert _regs(_device(no_access))[0x10].fields == ()


def _field_names(reg: Register) -> set[str]:
    return {f.name for f in reg.fields}


def test_a_review_of_the_set_43_rules() -> None:
    """Inputs a review built against the MCP39xx, ADI, Whwave and Injoinic rules
    (tests/fixtures/regmap_misreads/review43_*.md), each read as its document says."""

    def read(name: str) -> dict[int, Register]:
        return _reviewed("review43", name)

    names = _field_names

    # a sentence about a register under a function's heading is no register's section
    for name in ("injoinic_note_mention", "injoinic_mention_distinct"):
        assert {a: r.name for a, r in read(name).items()} == {
            0x00: "SYS_CTL0",
            0x01: "SYS_CTL1",
            0x25: "NTC_CTL",
        }, name
    # a section's register listing is its next figure's only, and a figure's title
    # naming one of them takes that one ("CONFIG0: .. REGISTER 0" is not register 0)
    carried = read("mcp_listing_carryover")
    assert names(carried[0x06]) == {"COMP_CH0", "COMP_CH1"}
    assert names(carried[0x09]) == {"BOOST", "PGA_CH1", "PGA_CH0"}
    assert carried[0x06].reset_value == 0x0F and carried[0x09].reset_value == 0
    assert not read("mcp_listing_carryover_nolegend")[0x00].fields
    two = read("mcp_section_two_figures")
    assert "RESET" in names(two[0x0D]) and "OSR" not in names(two[0x0D])
    assert "OSR" in names(two[0x0C]) and not two[0x00].fields
    assert two[0x0D].reset_value == 0
    # a placeholder takes the register's one number only (CH0_CFG1 has two)
    assert "GAIN_CH1[2:0]" not in names(read("mcp_placeholder_wrong_number")[0x10])
    # colon-less bit lines only in the run of a figure's bit lines, never at bits it
    # calls unimplemented
    after = (
        "## Registers\n\n| Address | Name | Size | R/W | Description |\n|---|---|---|---|---|\n"
        "| 0x0A | STATUS | 8 | R/W | Status |\n| 0x0C | CONFIG | 8 | R/W | Configuration |\n\n"
        "### REGISTER 7-5: STATUS: STATUS REGISTER\n\n"
        "bit 7-6 READ[1:0]: Address loop setting\n\nbit 5 WRITE: Write loop setting\n\n"
        "The CONFIG register holds the clock settings; for the lowest power:\n\n"
        "bit 3 CLKEXT Set to 1 with an external clock\n"
    )
    assert names(_regs(_device(after))[0x0A]) == {"READ", "WRITE"}
    assert names(read("mcp_bare_lines_other_register")[0x0A]) == {
        "EN_GAINCAL", "EN_OFFCAL", "WIDTH", "WRITE", "READ", "DRSTATUS", "DRMODE", "DR_HIZ",
        "MODOUT",
    }  # fmt: skip
    # Chinese steps, sequences and address blocks are no register maps; words for
    # spare, unused, fixed or test bits name no field
    assert set(read("cjk_config_sequence")) == {0x00, 0x01, 0x02, 0x0F, 0x10}
    assert set(read("cjk_numbered_line")) == {0x00, 0x01, 0x0F, 0x10}
    assert set(read("cjk_block_map")) == {0x00, 0x01, 0x0F}
    assert names(read("cjk_field_names")[0x00]) == {"RST", "SLEEP", "工作模式"}
    assert names(read("jp_field_names")[0x00]) == {"EN", "MODE"}
    # phrases opening descriptions name bits only when they are names, not sentences
    phrases = {n for r in read("adi_phrases").values() for n in names(r)}
    phrases |= {n for r in read("bit_desc_phrases").values() for n in names(r)}
    assert not any(n.split()[0] in ("When", "If", "See", "In", "Must", "Default") for n in phrases)
    assert "Point of percussion alignment" in names(read("adi_glob_cmd")[0x60])
    # "Status Word Bit Assignments" (a frame) is no register's bit table
    assert not any(r.fields for r in read("frame_bit_assign").values())
    # "0x28, 0x29 | OUT_X_L, OUT_X_H" are two byte registers, not one
    assert 0x28 not in read("byte_pair_rows") and 0x39 not in read("byte_pair_rows")


def test_a_review_of_the_set_44_rules() -> None:
    """Inputs a review built against the Linear, Awinic and TI figure rules of set 44
    (tests/fixtures/regmap_misreads/review44_*.md), each read as its document says."""

    def read(name: str) -> dict[int, Register]:
        return _reviewed("review44", name)

    names = _field_names

    # "ACTIVE BITS" of register rows alone is a map: its registers keep their names and
    # take their detail tables' fields
    alone = read("linear_registers_only")
    assert alone[0x00].name == "STATUS" and names(alone[0x00]) == {"UVLO", "ACR_OVF", "CHIP_ID"}
    assert "SHUTDOWN" in names(alone[0x01])
    # a register's one value over its active bits only where no table gives it fields
    later = read("linear_details_later")
    assert "suspend_charger" in names(later[0x14]) and "CONFIG_BITS" not in names(later[0x14])
    # no whole-value fields in other register-and-field tables
    novatek = read("novatek_later")
    assert names(novatek[0x3021]) == {"SW_Reset", "Standby"} and not novatek[0x3000].fields
    # "(Hex)" on the header's second line still marks the addresses hex
    assert sorted(read("map_d_labels_subheader")) == [0x00, 0x01, 0x10, 0x11, 0x20]
    # D7 .. D0 over bits 7 .. 0 label the bits, they name nothing
    assert names(read("ti_pin_dlabels")[0x01]) == {"PAR_EN"}
    # a figure of one register's rows under a caption naming two is not both registers'
    pair = read("ti_pair_one_row")
    assert names(pair[0x59]) == {"ADCGAIN"} and pair[0x59].reset_value == 0x20
    # rows printed high byte first under a caption naming the low byte first: neither
    order = read("ti_stacked_order")
    assert not order[0x05].fields and not order[0x06].fields
    # a title over an address range naming registers, not a template: none of them
    ranges = read("range_pair_titles")
    assert not ranges[0x0D].fields
    assert not read("awinic_range_port_names")[0x03].fields
    # the next register's full-width title ends a register's table
    assert names(read("awinic_range_16bit_b")[0x01]) == {"CHIPEN"}
    # bit cells telling what to do name no field
    cells = {n for r in read("ti_instruction_cells").values() for n in names(r)}
    assert not any(len(n.split()) >= 3 for n in cells)


def test_a_review_of_the_set_45_and_46_rules() -> None:
    """Inputs a review built against the DAVICOM, Micrel, Azoteq and Everest rules
    (tests/fixtures/regmap_misreads/review45_*.md), each read as its document says."""

    def read(name: str) -> dict[int, Register]:
        return _reviewed("review45", name)

    # "(ACRONYM) - N" headings: only a register heading, only the register that number
    # names when its name shares the heading's acronym or a word, never one whose
    # acronym names another register
    assert _field_names(read("heading_dash")[0x05]) == {
        "INT_EN", "INT_POL", "INT_PEND", "INT_LINK", "INT_SPD",
    }  # fmt: skip
    assert not read("heading_dash")[0x01].fields and not read("heading_dash")[0x02].fields
    assert not any(r.fields for r in read("hexdash").values())
    assert not read("dash_pages")[0x02].fields
    assert not read("power_dash")[0x03].fields
    # register.bit cells only under "Register N (Nh)" rows for every number, or under
    # a heading closing with the register's number
    assert read("clause45") == {}
    assert not read("hexdot")[0x0A].fields
    assert not read("bytebit")[0x02].fields
    # a binary default's digits give the value, not the width
    assert read("default_hex")[0x10].size == 16
    assert _field_names(read("default_hex")[0x10]) == {"ADC_EN", "ADC_CH", "ADC_RATE"}
    # "Reversed" is a name; only the wrapped "Reverse d" is DAVICOM's reserved
    assert "REVERSED" in _field_names(read("reversed")[0x01])
    # a row of values in the byte halves names no register
    assert all("0x" not in r.name for r in read("halves").values())


def test_a_review_of_the_set_47_to_49_rules() -> None:
    """Inputs a review built against the named-address sections, Epson register sets,
    Awinic range titles, CJK exclusions, memory-map grids, HEX radix words and
    sideways maps (tests/fixtures/regmap_misreads/review49_*.md), each read as its
    document says."""

    def read(name: str) -> dict[int, Register]:
        return _reviewed("review49", name)

    def names(name: str) -> dict[int, str]:
        return {a: r.name for a, r in read(name).items()}

    # no registers from what is no register map
    for nothing in (
        "boot_header_under_memory_map",
        "frame_memory_map_pixels",
        "cjk_instruction_set",
        "cjk_memory_map_of_peripherals",
        "cjk_vector_table_mentions_register",
        "epson_init_sequence",
        "named_address_i2c_devices",
        "sideways_display_ram",
        "sideways_decimal_addresses",  # (decimal or hex: unclear, so none)
    ):
        assert read(nothing) == {}, nothing
    # Epson register sets: reserved ranges no register, names whole when the pages
    # stand in a column of their own, a table of writes never a map
    assert not any("eserved" in n or "REG[" in n for n in names("epson_reserved_through").values())
    assert len(read("epson_reserved_through")) == 12
    listed = read("epson_page_column_names")
    assert (listed[0x06].name, listed[0x18].name) == (
        "PLL Setting Register 0",
        "Vertical Display Height Register 1",
    )
    assert listed[0x06].reset_value == 0x0A and _field_names(listed[0x06]) == {"VCO Kv Set"}
    written = read("epson_write_table_replaces_sections")
    assert sorted(written) == [0x00, 0x02, 0x1A, 0x1C]
    assert (written[0x02].name, written[0x02].reset_value) == ("Speaker Output Volume", 0x8080)
    # ams overlays: a subsection of the overlay is the overlay's; bus addresses in
    # headings are no registers and take no map away
    assert sorted(read("overlay_group_split_by_subheading")) == [0x00, 0x08, 0xE0]
    for bus in ("named_address_bus_heading_drops_map", "named_address_bus_heading_invents"):
        assert sorted(read(bus)) == [0x00, 0x02, 0x1A, 0x1C], bus
    # range titles: only a title opening with one numbered name's range, over registers
    # all named so; a caption opening with a register's symbol names that register
    mentioned = read("range_mentioned_in_title")
    assert _field_names(mentioned[0x11]) == {"UPDATE", "GO"}
    assert not any(mentioned[a].fields for a in range(0x20, 0x24))
    assert not any(r.fields for r in read("range_title_over_split_value").values())
    interleaved = read("range_title_over_interleaved_registers")
    assert not any(interleaved[a].fields for a in (0x31, 0x33))
    # "0000HEX" states 16 bits
    assert read("hex_word_reset_width")[0x44].size == 16
    # a band set once at mid-height is no field; a whole-width field named so is
    banded = read("sideways_band_as_field")
    assert _field_names(banded[0x1C]) == {"PH1_ACTIVE_ENERGY"}
    assert banded[0x04].fields


def test_a_review_of_the_maxim_qtouch_and_azoteq_rules() -> None:
    """Inputs a review built against the Maxim MSB..LSB maps and field value rows, the
    `Name (0xNN)` titles and own-layout rows, the Atmel `Address | Use | Access` maps
    and `Address N:` sections, Azoteq maps over pages and Awinic captions
    (tests/fixtures/regmap_misreads/review50_*.md), each read as its document says."""

    def read(name: str) -> dict[int, Register]:
        return _reviewed("review50", name)

    # no registers from memory, vector or peripheral maps, nor from bus address bytes
    assert read("flash_vector_map") == {}
    assert read("peripheral_address_map") == {}
    assert read("hex_use_access_map_read_decimal") == {}  # (hex or decimal: unclear)
    assert sorted(read("slave_address_sections")) == [0x00, 0x01, 0x02, 0x03]
    # a field's reset printed in binary over its bits
    assert read("binary_field_reset")[0x10].reset_value == 0x03
    # an enable register's table repeating the status names stays with its title
    boxed = read("enable_box_to_status")
    assert (boxed[0x00].reset_value, boxed[0x02].reset_value) == (0x01, 0x80)
    # a table of its own after a byte-halves map is no part of it
    assert sorted(read("gesture_masks_after_halves_map")) == [0x0A, 0x0B, 0x0C, 0x22]
    # a range title after a word naming its registers
    ranged = read("named_range_after_word_dropped")
    assert all(_field_names(ranged[a]) == {"DIM"} for a in range(0x20, 0x24))
    # rows of a 16-bit register's bytes give no fields at a byte's bits
    assert not any(r.fields for r in read("msb_lsb_16bit_two_rows").values() if r.size == 8)


def test_a_review_of_the_avago_st_and_quintic_rules() -> None:
    """Inputs a review built against the Avago `Address:` sections, the ST base-plus-offset
    lines and the map rows a page break cut (tests/fixtures/regmap_misreads/review51_*.md),
    each read as its document says."""

    def read(name: str) -> dict[int, Register]:
        return _reviewed("review51", name)

    # tables right under a map on its own page are no part of it
    assert sorted(read("footnotes_after_map")) == [0x20, 0x21, 0x27, 0x28, 0x29]
    assert sorted(read("mode_codes_after_map")) == [0x00, 0x01, 0x02, 0x0A]
    assert sorted(read("second_device_map_joined")) == [0x20, 0x21, 0x27, 0x28]
    # an address byte drawn under an "Address:" line is no register's bits
    assert not read("spi_example_address_byte")[0x0A].fields
    assert not read("i2c_slave_address_byte")[0x2A].fields
    # a reset under a heading naming another register (a companion's, another block's,
    # a channel template's) or printed wider than the register is none of it
    assert read("companion_device_reset")[0x02].reset_value is None
    assert read("other_block_base_offset")[0x0B].reset_value is None
    assert read("channel_base_offset_reset")[0x01].reset_value is None
    assert read("pair_reset_to_high_byte")[0x06].reset_value is None
    # sections beyond the map's span, examples and reserved addresses add no register
    for name in ("second_die_sections_added", "example_heading_added", "reserved_section_added"):
        assert sorted(read(name)) == list(range(0x07)), name


def test_a_review_of_the_set_51_rules() -> None:
    """Inputs a review built against the empty-row span, the caption address lists, the
    letter-spaced cells and the heading-field rule (review52_*.md), each read as its
    document says."""

    def read(name: str) -> dict[int, Register]:
        return _reviewed("review52", name)

    # a mnemonic alone over blank unused bits is bit 7's flag
    assert _fields(read("swrst_blank_unused_bits")[0x00]) == {"SWRST": (7, 7)}
    assert _fields(read("avago_mot_bit7_blank_rest")[0x02]) == {"MOT": (7, 7)}
    # a caption's address list only right over the table and in one map only
    nearer = read("caption_bracket_overrides_nearer_title")
    assert not nearer[0x20].fields and _field_names(nearer[0x22]) == {"SHDN", "RATE"}
    assert not any(r.fields for r in read("caption_bracket_wrong_map").values())
    # a heading naming a field keeps captioned tables, and a mnemonic spelling the map's
    # words is that register
    assert all(_field_names(read("field_named_heading_drops_captioned_tables")[a]) == {"OUTX_DATA"}
               for a in (0x28, 0x29))  # fmt: skip
    assert _field_names(read("heading_mnemonic_vs_map_long_name")[0x10]) == {"FRAME_PERIOD"}
    # "VREF+ BUF" and "VREF- BUF" are two bits
    assert _fields(read("plus_minus_bits_joined_as_spaced")[0x01])["VREF- BUF"] == (6, 6)


def test_a_review_of_the_set_53_and_54_rules() -> None:
    """Inputs a review built against the worded figure titles, the runs a figure lists
    per address, the summary rows run together and the Atmel boxes (review53_*.md),
    each read as its document says."""

    def read(name: str) -> dict[int, Register]:
        return _reviewed("review53", name)

    # a bus address's figure under an "0x1E Slave Address" line titles no register
    slave = read("slave_address_line")
    assert _fields(slave[0x1E]) == {"PS Low L": (1, 0)}
    # a worded title over 16 bits draws a byte pair the map keeps apart: no layout
    pair = read("pair_figure_16bit")
    assert all(r.size == 8 and not r.fields for r in pair.values())
    # a name alone in a box, and a dash that may span bits, leave the bits unknown
    assert not read("atmel_low_byte_box")[0x02].fields
    assert not read("atmel_merged_dash")[0x01].fields
    # two names run together are no one register's name; a reserved row makes none
    together = read("runtogether_two_names")
    assert 0x80 not in together and 0xC1 not in together
    # a run's value over two bytes is neither byte's
    multibyte = read("run_multibyte_default")
    assert multibyte[0x81].reset_value is None and multibyte[0x81].size == 8
    # an address two runs cover (two pages' maps) takes neither's name
    assert read("run_two_pages")[0x13].name != "ADC digital filter coefficients"


def test_a_second_review_of_the_set_53_and_54_rules() -> None:
    """Inputs a second review built against the ROHM, Allegro, AKM, Beken, ISP1160 and
    A1335 rules and the first review's guards (review54_*.md), each read as its document
    says."""

    def read(name: str) -> dict[int, Register]:
        return _reviewed("review54", name)

    # a field table under another heading is not the register row's above it
    rohm = read("rohm_field_table_under_next_heading")
    assert not rohm[0x0F].fields and _fields(rohm[0x18]) == {"RD_DRDY": (6, 6)}
    # byte registers drawn in one grid stay byte registers, without the grid's fields
    grid = read("labelled_grid_byte_registers")
    assert all(r.size == 8 for r in grid.values()) and not grid[0x20].fields
    # worded 16-bit figures, lifted titles without a default, Atmel boxes one dash a bit
    assert _fields(read("worded_title_16bit_register")[0x00])["ALS_GAIN"] == (11, 10)
    assert _fields(read("lifted_title_access_label")[0x20])["PS Gain"] == (5, 4)
    atmel = read("atmel_boxes_dropped")
    assert _fields(atmel[0x01]) == {"MVOL": (7, 0)} and _fields(atmel[0x04]) == {"LLIG": (4, 0)}
    # an access row closes a register's figure: a later defaults row is not its
    assert read("akm_access_row_without_default")[0x02].reset_value is None
    # a sentence about "bit 7 of this register" keeps the figure the register's
    assert _fields(read("bit_of_register_paragraph")[0x00])["START"] == (7, 7)
    # "1 LSB of the output equals .." is no field row
    assert "LSB" not in _fields(read("lost_rows_prose_lsb")[0x10])
    # a write sequence is no field list, and bits no label names keep their default
    sequence = read("beken_init_sequence_table")
    assert 0x00 not in sequence and _fields(sequence[0x37])["DSP Voltage Setting"] == (15, 8)
    widths = read("beken_width_from_unnamed_rows")
    assert widths[0x33].size == 16 and widths[0x33].reset_value == 0x55AA


def test_a_table_of_byte_order_names_no_fields() -> None:
    """TI ADS1262: a table drawing which bits of a 24-bit word each byte register holds
    (``OFCAL0 | LSB | 07h | B7 | .. | B0 (LSB)``) is no map and names no field (it gave
    OFCAL0 a field ``OFCAL0`` at bit 7); the summary's ``OFC[7:0]`` cells do."""
    header = "| REGISTER | BYTE ORDER | ADDRESS | " + " | ".join(["BIT ORDER"] * 8) + " |"
    markdown = (
        "## Register Map\n\n**Table 9-22. ADC1 Offset Calibration Registers**\n\n"
        f"{header}\n|{'---|' * 11}\n"
        "| OFCAL0 | LSB | 07h | B7 | B6 | B5 | B4 | B3 | B2 | B1 | B0 (LSB) |\n"
        "| OFCAL1 | MID | 08h | B15 | B14 | B13 | B12 | B11 | B10 | B9 | B8 |\n"
        "| OFCAL2 | MSB | 09h | B23 (MSB) | B22 | B21 | B20 | B19 | B18 | B17 | B16 |\n"
        "\n**Table 9-34. Register Map**\n\n"
        "| ADDR | REGISTER | DEFAULT | " + bit_cells(7, "BIT ") + " |\n" + f"|{'---|' * 11}\n"
        "| 07h | OFCAL0 | 00h | " + " | ".join(["OFC[7:0]"] * 8) + " |\n"
        "| 08h | OFCAL1 | 00h | " + " | ".join(["OFC[15:8]"] * 8) + " |\n"
    )
    regs = _regs(_map(markdown))
    assert set(_fields(regs[0x07]).values()) == {(7, 0)}
    assert all(f.name != "OFCAL0" for f in regs[0x07].fields)


def test_a_review_of_the_set_55_rules() -> None:
    """Inputs a review built against the byte-order, ams byte-list, bare-hex default
    and ISSI labelled-column rules (review55_*.md), each read as its document says."""

    def read(name: str) -> dict[int, Register]:
        return _reviewed("review55", name)

    # maps whose bit cells are B-labels (pins B7 .. B0) are maps without a byte column
    assert len(read("bit_order_map")) == 7
    port_b = read("port_b_map")
    assert len(port_b) == 6 and port_b[0x10].reset_value == 0xFF
    # an ascending address list leaves the bytes' order unknown: no field goes astray
    ams = read("ams_ascending_bytes")
    assert not ams[0xCA].fields and not ams[0x95].fields
    # a bare hex default that does not fit its field is no value of it
    assert read("hex_default_overflow")[0x0C].reset_value is None
    # a 16-bit figure over two byte registers gives the first neither byte
    pair = read("issi_16bit_pair")
    assert not pair[0x1A].fields and not pair[0x1B].fields


def test_a_review_of_the_set_56_rules() -> None:
    """Inputs a review built against the description-cell bits, function-table and
    debug-mode rules and two bank heuristics tried and left out (review56_*.md), each
    read as its document says."""

    def read(name: str) -> dict[int, Register]:
        return _reviewed("review56", name)

    # a register or field named Debug Mode with an access is real
    assert read("debug_mode_register")[0x03].name.replace(" ", "").upper() == "DEBUGMODE"
    assert _fields(read("debugmode_field")[0x03])["DEBUGMODE"] == (7, 7)
    # a UART map under a Function header (RHR and THR at one address) is a map
    assert {0x00, 0x01, 0x02, 0x03, 0x05} <= set(read("uart_function_map"))
    # maps sharing an address, or resets, stay apart (no register of one lost)
    assert 0x00 in read("bank_sharing_one_address")
    for name in ("peripherals_sharing_offset0", "channel_pages_same_resets"):
        device = _device((MISREADS / f"review56_{name}.md").read_text(encoding="utf-8"))
        assert device is not None and len(device.peripherals) == 2
    timers = _device((MISREADS / "review56_timer_instances_same_resets.md").read_text("utf-8"))
    assert timers is not None and len(timers.peripherals) == 2
    # another register's bits named in a note are no field of this one
    assert not read("bracket_bits_of_another_register")[0x02].fields
    assert not read("bracket_bits_condition_note")[0x3A18].fields
    # a bit described by its values first has no name to read
    assert _fields(read("bracket_bits_value_first")[0x4301]) == {"test pattern select": (1, 0)}


def test_a_review_of_the_set_57_rules() -> None:
    """Inputs a review built against the settings-table, write/read-row, charger and PHY
    section, MMD and run-on-name rules (review57_*.md), each read as its document says."""

    def read(name: str) -> dict[int, Register]:
        return _reviewed("review57", name)

    # a map naming registers REGnn: the field tables still find them by their address
    charger = read("charger_map_names_regnn")
    assert _fields(charger[0x00]) == {"EN_HIZ": (7, 7), "VINDPM": (6, 3), "IINLIM": (2, 0)}
    assert _fields(charger[0x01])["CHG_CONFIG"] == (5, 4)
    # a Clause-45 PHY whose one map is an MMD's registers: that map
    mmd = read("clause45_mmd_map_dropped")
    assert sorted(mmd) == [0x0000, 0x0001, 0x0007, 0x0834] and mmd[0x0834].reset_value == 0x8001
    # name cells that describe their field after a colon keep the symbol
    uart = read("long_name_cells_dropped")
    assert _fields(uart[0x24]) == {
        "UTXEN": (7, 7),
        "UTXBF": (6, 6),
        "OERR": (1, 1),
        "URXDA": (0, 0),
    }
    # words in a settings table's description cells name no field
    assert not read("settings_word_labels")[0x00].fields
    # "Register 1 Configuration Register (00h)": a numbering, not the address
    assert 0x03 not in read("decimal_number_vs_hex_address")
    # another page's section ("Page 2, Register 24") gives page 0's register 24 nothing
    assert not read("page_comma_register")[0x18].fields
    # a write row and a read row of two different registers at one address stay apart
    paged = read("paged_write_read_rows_merged")
    assert not {"RX_OVF", "RX_LEN"} & set(_fields(paged[0x11]))
    # a sentence naming another register between a heading and its table aims nowhere
    prose = read("prose_mentions_other_register")
    assert _fields(prose[0x02])["ICHG"] == (7, 2)
    assert "ICHG" not in _fields(prose[0x05])


def test_a_review_of_the_set_58_rules() -> None:
    """Inputs a review built against the byte-run, reserved-spread and relisting rules
    (review58_*.md), each read as its document says."""

    def read(name: str) -> dict[int, Register]:
        return _reviewed("review58", name)

    # a second channel's registers under the same names are registers (no relisting)
    uart = read("two_channels_relisted")
    assert {0x400, 0x407} <= set(uart) and uart[0x405].name == "LSR"
    # the byte order comes from the rows' byte words or names, not "Low voltage .."
    run = read("run_low_word_not_byte_order")
    assert (run[0x21].reset_value, run[0x22].reset_value) == (0x0C, 0xE4)
    # a reserved cell among names whose widths the box does not give spreads over none
    assert not read("reserved_cell_spread_multibit")[0x03].fields


def test_a_review_of_the_set_59_rules() -> None:
    """Inputs a review built against the page-caption rule (review59_*.md): a table under
    another page's caption is that page's when a map holds it, and a sentence naming a
    page is no caption."""

    def fields_of(name: str) -> dict[str, dict[str, tuple[int, int]]]:
        device = _device((MISREADS / f"review59_{name}.md").read_text(encoding="utf-8"))
        assert device is not None
        return {r.name: _fields(r) for p in device.peripherals for r in p.registers}

    paged = fields_of("page1_caption_fields_dropped")
    assert paged["PWR_CFG"] == {"REF_PWR": (2, 0), "AVDD_LDO": (3, 3)}
    assert paged["LDO_CTRL"]["LDO_SEL"] == (7, 6)
    assert fields_of("page_mention_in_prose")["HP_VOL"] == {"HP_GAIN": (6, 0), "HP_MUTE": (7, 7)}


def test_a_review_of_the_set_60_rules() -> None:
    """Inputs a review built against the wrapped TI caption and the colon-titled
    description rules (review60_*.md), each read as its document says."""

    def read(name: str) -> dict[int, Register]:
        return _reviewed("review60", name)

    # captions whose last words wrap onto a line over each table: each table its own
    pll = read("ti_wrapped_caption_shift")
    assert pll[0x03].name == "PLL Programming Register A" and pll[0x03].reset_value == 0x10
    assert _fields(pll[0x03]) == {
        "PLL Control Bit": (7, 7),
        "PLL Q Value": (6, 3),
        "PLL P Value": (2, 0),
    }
    assert _fields(pll[0x04]) == {"PLL J Value": (7, 2)} and pll[0x04].reset_value == 0x04
    assert pll[0x05].name == "PLL Programming Register C" and not pll[0x05].fields
    # a sentence's opening before "1:" names no field
    named = read("described_sentence_names")
    words = {"Write", "Read", "When set to"}
    assert not words & {f.name for r in named.values() for f in r.fields}
    assert _fields(named[0x10]) == {"Data ready": (7, 7), "Overrange": (6, 6), "Soft reset": (4, 4)}


def test_a_review_of_the_set_61_rules() -> None:
    """Inputs a review built against the title, dashed-name, access and UART-mode rules
    (review61_*.md), each read as its document says."""

    def read(name: str) -> dict[int, Register]:
        return _reviewed("review61", name)

    # an upper-case symbol the words after it spell is the field's name (SMSC PHY)
    assert _fields(read("phy_symbol_title")[0x12]) == {"MODE": (7, 5), "PHYAD": (4, 0)}
    # a note's label, a comma before lower-case words, a value code or "See Table" end
    # the title
    assert set(_fields(read("title_note_colon")[0x0E])) >= {
        "Stereo Output Driver Configuration A",
        "Stereo Output Driver Configuration B",
    }
    assert set(_fields(read("title_comma_truncated")[0x13])) >= {
        "MIC1LP/LINE1LP Input Level Control for Left-ADC PGA Mix",
        "Left-ADC PGA Soft-Stepping Control",
    }
    assert _fields(read("title_value_code")[0x14])["Audio Serial Data Interface Transfer Mode"] == (
        7,
        6,
    )
    assert "ADC Mode Select" in _fields(read("title_value_code")[0x0C])
    assert _fields(read("title_see_table")[0x0D]) == {
        "Left-Channel Effects Filter Coefficient Select": (7, 4),
        "Right-Channel Effects Filter Coefficient Select": (3, 0),
    }
    # names in words with a dash are names, not symbols
    blocks = read("dashed_block_names")
    assert len({r.name for r in blocks.values()}) == len(blocks)
    # "R W" (a slash lost) is no read-only access
    ctrl = read("access_two_words")[0x00]
    assert all(f.access != "read-only" for f in ctrl.fields)
    # the map's mode is the one of most rows, whichever the table lists first
    uart = read("uart_mode_order_drop")
    assert {0x02, 0x04, 0x05} <= set(uart) and uart[0x02].name == "ISR"


def test_a_review_of_the_set_62_rules() -> None:
    """Inputs a review built against the high-byte table rule (review62_*.md): a word
    register described in MSB and LSB tables, or whose prose says it is sent MSB first,
    keeps its 16 bits."""

    def read(name: str) -> dict[int, Register]:
        return _reviewed("review62", name)

    config = read("word_register_msb_lsb_tables")[0x01]
    assert config.size == 16 and config.reset_value == 0x8583
    assert _fields(config)["OS"] == (15, 15) and _fields(config)["COMP_QUE"] == (1, 0)
    hdc = read("msb_first_prose")[0x02]
    assert hdc.size == 16 and _fields(hdc)["RST"] == (15, 15)
    # (a flag keeps its bit number, ADI's documented "Sign[15]": no value named Sign)
    assert _fields(read("high_byte_flag_name")[0x00]) == {"Temp[14:8]": (6, 0), "Sign[15]": (7, 7)}


def test_a_review_of_the_set_63_rules() -> None:
    """Inputs a review built against the set-63 rules (review63_*.md): a sentence over a
    table naming an address of the heading's range or under a heading stating a bus
    address is no aside; intro sentences under captions set below their tables are no
    table notes; a reset mask is no reset value; byte rows named by their first and last
    bits join; a note naming another table keeps each map's own caption."""

    def read(name: str) -> dict[int, Register]:
        return _reviewed("review63", name)

    ranged = read("heading_range_aside")
    assert _fields(ranged[0x06]) == {"THR[3:0]": (7, 4)} and ranged[0x06].reset_value == 0
    assert _fields(ranged[0x07]) == {"THR[11:4]": (7, 0)}
    bus = read("heading_bus_address_aside")
    assert _fields(bus[0x1D]) == {}
    assert _fields(bus[0x2D])["Link"] == (5, 5) and _fields(bus[0x31])["Range"] == (1, 0)
    below = read("captions_below_intro_sentences")
    assert _fields(below[0x02]) == {"HS": (7, 7), "MD": (1, 0)}
    assert _fields(below[0x09]) == {"LOCK": (1, 1), "RDY": (0, 0)}
    masked = read("reset_type_then_mask")
    assert [masked[a].reset_value for a in (0x00, 0x04, 0x08)] == [0x03, 0x00, 0x10]
    assert _fields(read("bitspan_byte_rows")[0x1098]) == {"ND": (31, 0)}
    text = (MISREADS / "review63_note_table_mention_midline.md").read_text(encoding="utf-8")
    device = _device(text)
    assert device is not None and len(device.peripherals) == 2


def test_a_review_of_the_set_64_rules() -> None:
    """Inputs a review built against the set-64 rules (review64_*.md): one register over
    field rows among lone rows of fields is no register-and-field table; a value under a
    ``Bit Range`` header keeps its default at the range's low bit, and a range past bit
    15 is a longer value's slice; titles opening with a signal and ``to`` keep the
    titles."""

    def read(name: str) -> dict[int, Register]:
        return _reviewed("review64", name)

    lone = read("one_group_single_field_rows")
    assert _fields(lone[0x01]) == {"PGA_GAIN": (7, 6)} and lone[0x01].reset_value is None
    assert _fields(lone[0x03]) == {"SLEEP_TMR": (7, 4)} and lone[0x03].reset_value is None
    shifted = read("bitrange_shifted_value")
    assert _fields(shifted[0x1A]) == {"charge_current_setting": (12, 8)}
    assert (shifted[0x1A].reset_value, shifted[0x16].reset_value) == (0x1F00, 0xFF00)
    assert shifted[0x16].size == 16
    upper = read("bitrange_upper_word")
    assert upper[0x30].size == 16 and _fields(upper[0x30]) == {}
    routing = read("routing_titles_open_with_signals")
    assert "DAC_L to HPL Routing Enable" in _fields(routing[0x0C])
    assert "MIX_AMP_R to HPR Routing Enable" in _fields(routing[0x0D])


def test_a_review_of_the_set_65_rules() -> None:
    """Inputs a review built against TI's page/register titles (review65_*.md): a title
    whose two numbers disagree names no register; another page's title gives a page-0
    register nothing; a title between two tables opens the second."""

    def read(name: str) -> dict[int, Register]:
        return _reviewed("review65", name)

    typo = read("page_title_hex_typo")
    assert _fields(typo[0x1C]) == {} and 0x1D not in typo
    assert "Audio Interface Selection" in _fields(typo[0x1B])
    paged = read("page1_titles_fall_back_to_page0_map")
    assert _fields(paged[0x01]) == {"Self clearing software reset bit": (0, 0)}
    assert _fields(paged[0x03]) == {"DAC Overtemperature Protection Flag": (1, 1)}
    split = read("page_title_table_split_over_page")
    assert _fields(split[0x40]) == {"DAC Channel Mute Control": (3, 3)}
    assert split[0x40].reset_value == 0x0C
    assert _fields(split[0x3F])["DAC Channel Power Control"] == (7, 7)


def test_a_review_of_the_set_66_rules() -> None:
    """Inputs a review built against the set 66/67 rules (review66_*.md): a reserved row
    spelled "Reservations" names no field; a setting printed a row per bit under one
    merged description is one field; a value's low slice keeps its range beside its
    high one; TI's "(READ/WRITE)" after a section's name is its access; two registers
    under one numbered title keep their numbers."""

    def read(name: str) -> dict[int, Register]:
        return _reviewed("review66", name)

    irq = read("axp_reservations_row_named_field")
    assert 0 not in {f.lsb for f in irq[0x40].fields}
    assert len(irq[0x40].fields) == 7
    adc = read("axp_split_bit_rows_merged_phrase")
    assert _fields(adc[0x84])["TS pin current source output mode setting in charge mode"] == (1, 0)
    st = read("st_low_byte_slice_named_as_whole_value")
    assert _fields(st[0x0C]) == {"CNT_BDR_TH[7:0]": (7, 0)}
    assert _fields(st[0x3A]) == {"DIFF_FIFO[7:0]": (7, 0)}
    ti = read("ti_access_suffix_in_memory_location_heading")
    assert ti[0x00].name == "Status and Control Register"
    assert ti[0x03].name == "Vender/Part/Revision Register"
    # the section's heading and first line repeated on the next page: the same register
    text = (MISREADS / "review66_ti_access_suffix_in_memory_location_heading.md").read_text()
    again = text + (
        "\n### Status and Control Register (READ/WRITE)\n\n"
        "Memory location: 00, Reset state: 0xxx 0xxx\n"
    )
    assert sorted(_regs(_device(again))) == sorted(ti)
    vishay = read("vishay_pair_registers_one_name")
    assert (vishay[0x85].name, vishay[0x86].name) == (
        "Ambient Light Result Register #5",
        "Ambient Light Result Register #6",
    )


def test_a_review_of_the_set_68_rules() -> None:
    """Inputs a review built against the set 68/69 rules (review68_*.md): an access in
    brackets after an address names no register (the Register column does); a write and
    a read command stacked in one cell (``0x80 0x81`` under ``Address (Write Read)``)
    are no run of two registers."""
    access = _reviewed("review68", "access_suffix_register_column")
    assert (access[0x01].name, access[0x05].name) == ("IER", "LSR")
    commands = _reviewed("review68", "rtc_write_read_command_pair")
    assert not any(r.description.startswith("2 registers") for r in commands.values())
