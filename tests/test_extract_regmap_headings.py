"""Registers named, numbered or placed by the headings and captions around their tables:
Bosch's ``Register 0x00 (BGW_CHIPID)`` sections naming a map that has no name column,
TI's ``Table 10-9. Page 0, Register 3: ..`` captions (another page's captions name no
register of the map), ST's ``Table 53. Control register 4`` captions (a numbering, no
address) and headings over a range of registers (``LC (16h - 17h)``, two figures)."""

from __future__ import annotations

from pathlib import Path

from tests.support.regmap import device_of, fields, registers

# vendor layouts too wide for source lines
LAYOUTS = Path(__file__).parent / "fixtures" / "regmap_layouts"

BIT_NAMED_MAP = (LAYOUTS / "bosch_bit_named_map.md").read_text(encoding="utf-8")


def test_sections_name_the_registers_of_a_map_without_a_name_column() -> None:
    regs = registers(device_of(BIT_NAMED_MAP))
    assert (regs[0x00].name, regs[0x0F].name, regs[0x3F].name) == (
        "BGW_CHIPID",
        "PMU_RANGE",
        "FIFO_DATA",
    )
    assert fields(regs[0x0F]) == {"range": (3, 0)}


def test_an_address_whose_bit_cells_are_all_empty_is_reserved() -> None:
    """In a map naming its registers by their bit cells, a row of empty (grey) bit cells
    is a reserved address, whatever its access and default say."""
    regs = registers(device_of(BIT_NAMED_MAP))
    assert 0x3D not in regs and 0x01 not in regs


def test_fewer_headings_name_nothing() -> None:
    two = BIT_NAMED_MAP.split("## Register 0x3F")[0]
    regs = registers(device_of(two))
    assert regs[0x00].name != "BGW_CHIPID"


def _ti_table(number: str, page: int, register: int, name: str, rows: str) -> str:
    return (
        f"**Table 10-{number}. Page {page}, Register {register}: {name}**\n\n"
        "| BIT | READ/WRITE | RESET VALUE | DESCRIPTION |\n|---|---|---|---|\n"
        f"{rows}\n\n"
    )


TI_PAGES = (
    "## 10.6 Register Maps\n\n"
    + _ti_table(
        "6",
        0,
        0,
        "Page Select Register",
        "| D7–D1 | R | 0000 000 | Reserved. |\n| D0 | R/W | 0 | Page Select Bit |",
    )
    + _ti_table(
        "7",
        0,
        1,
        "Software Reset Register",
        "| D7 | W | 0 | Software Reset Bit |\n| D6–D0 | W | 000 0000 | Reserved. |",
    )
    + _ti_table(
        "8",
        0,
        2,
        "Codec Sample Rate Select Register",
        "| D7–D4 | R/W | 0000 | ADC rate |\n| D3–D0 | R/W | 0010 | DAC rate |",
    )
    + _ti_table("9", 0, 3, "Reserved Register", "| D7–D0 | R/W | 0000 0000 | Reserved. |")
    + _ti_table(
        "111",
        1,
        1,
        "Left-Channel Audio Effects Filter N0 Coefficient MSB",
        "| D7–D0 | R/W | 0110 1011 | N0 MSB |",
    )
    + _ti_table(
        "112",
        1,
        2,
        "Left-Channel Audio Effects Filter N0 Coefficient LSB",
        "| D7–D0 | R/W | 1110 0011 | N0 LSB |",
    )
)


def test_page_0_captions_define_the_map_and_other_pages_give_it_nothing() -> None:
    regs = registers(device_of(TI_PAGES))
    assert sorted(regs) == [0, 1, 2]  # register 3 is reserved; page 1 defines no register
    assert regs[0x02].name == "Codec Sample Rate Select Register"
    assert regs[0x01].reset_value == 0x00 and regs[0x02].reset_value == 0x02


ST_SECTIONS = """## 6 Register mapping

| Name | Type | Register address Hex | Default |
|---|---|---|---|
| LC_L | r/w | 16 | 00000001 |
| LC_H | r/w | 17 | 00000000 |
| CTRL_REG4 | r/w | 20 | 00000111 |

# 7 Register description

## 7.11 LC (16h - 17h)

Long counter registers.

**Table 28. LC_L default values**

| LC_L_7 | LC_L_6 | LC_L_5 | LC_L_4 | LC_L_3 | LC_L_2 | LC_L_1 | LC_L_0 |
|---|---|---|---|---|---|---|---|

**Table 29. LC_H default values**

| LC_H_7 | LC_H_6 | LC_H_5 | LC_H_4 | LC_H_3 | LC_H_2 | LC_H_1 | LC_H_0 |
|---|---|---|---|---|---|---|---|

## 7.20 CTRL_REG4 (20h)

Control register 4.

**Table 53. Control register 4**

| ODR3 | ODR2 | ODR1 | ODR0 | BDU | Zen | Yen | Xen |
|---|---|---|---|---|---|---|---|
"""


def test_a_caption_numbering_its_register_in_words_leaves_the_row_to_the_heading() -> None:
    """``Table 53. Control register 4`` names no register at 4; the heading ``CTRL_REG4
    (20h)`` names the row's register (and the range heading over two figures before it
    holds two figures, so the later sections are not a heading late)."""
    regs = registers(device_of(ST_SECTIONS))
    assert fields(regs[0x20]) == {
        "ODR": (7, 4),
        "BDU": (3, 3),
        "Zen": (2, 2),
        "Yen": (1, 1),
        "Xen": (0, 0),
    }
    # bits numbered after an underscore keep the names the document prints
    assert fields(regs[0x16])["LC_L_7"] == (7, 7)


EVEREST = """# 8 REGISTER DESCRIPTION

## REGISTER 0X2E –ADC CONTROL , DEFAULT 0X1F

| Bit Name | Bit | Description |
|---|---|---|
| ADC_SHELVING_A[29:24] | 5:0 | 30-bit a coefficient for shelving filter |

## REGISTER 0X36 – DAC CONTROL, DEFAULT 0X00000100

| Bit Name | Bit | Description |
|---|---|---|
| DACSOFTRAMP | 4:2 | DAC soft ramp rate |

## REGISTER 0X37 – DAC CONTROL, DEFAULT 0000 0001

| Bit Name | Bit | Description |
|---|---|---|
| DSM_MUTE | 0 | DSM mute |
"""


def test_everest_sections_state_their_default_in_hex_or_binary() -> None:
    """``DEFAULT 0X1F`` is hex; ``DEFAULT 0X00000100``, eight binary digits behind the
    hex mark (a value no byte holds in hex), is binary 0x04."""
    regs = registers(device_of(EVEREST))
    assert (regs[0x2E].reset_value, regs[0x36].reset_value, regs[0x37].reset_value) == (
        0x1F,
        0x04,
        0x01,
    )


def test_a_headings_marked_address_wins_over_a_number_in_its_words() -> None:
    """Microchip MRF24J40: ``ASSOEADR5: ASSOCIATED COORDINATOR EXTENDED ADDRESS 5
    REGISTER (ADDRESS: 0x235)`` is register 0x235, not the short register at 5."""
    head = "| Address | Name | Bit 7 | Bit 6 | Bit 5 | Bit 4 | Bit 3 | Bit 2 | Bit 1 | Bit 0 |"
    rows = "\n".join(
        f"| 0x{a:03X} | {n} | {' | '.join(['—'] * 8)} |"
        for a, n in ((0x005, "EADR0"), (0x006, "EADR1"), (0x234, "ASSOEADR4"), (0x235, "ASSOEADR5"))
    )
    figure = (
        "#### REGISTER 2-88: ASSOEADR5: ASSOCIATED COORDINATOR EXTENDED ADDRESS 5 REGISTER "
        "(ADDRESS: 0x235)\n\n"
        "| ASSOEADR47 | ASSOEADR46 | ASSOEADR45 | ASSOEADR44 | ASSOEADR43 | ASSOEADR42 | "
        "ASSOEADR41 | ASSOEADR40 |\n|---|---|---|---|---|---|---|---|\n"
        "| bit 7 bit 0 |  |  |  |  |  |  |  |\n"
    )
    text = f"## Register Map\n\n{head}\n|{'---|' * 10}\n{rows}\n\n{figure}"
    regs = registers(device_of(text))
    assert not fields(regs[0x005])
    assert fields(regs[0x235]) == {"ASSOEADR[47:40]": (7, 0)}


TI_CAN_SECTIONS = """# Register Maps

| ADDRESS | REGISTER | ACCESS |
|---|---|---|
| 'h1000 | CREL | R |
| 'h1004 | ENDN | R |
| 'h1018 | CCCR | R/W |
| 'h10D4 | TXBCR | R/W |

#### 8.6.4.2 Endian Register (address = h1004) [reset = h87654321]

| Bit | Field | Type | Reset | Description |
|---|---|---|---|---|
| 31:0 | ETV | R | h87654321 | Endianness Test Value |

#### 8.6.4.7 Control Register (address = h1018 ) [reset = h00000019]

| Bit | Field | Type | Reset | Description |
|---|---|---|---|---|
| 31:2 | RSVD | R | 0 | Reserved |
| 1 | CCE | RW | 0 | Configuration change enable |
| 0 | INIT | RW | 1 | Initialization |

##### 8.6.4.43.1 Tx Buffer Cancellation Request (address = h10D4 [reset = h00000000]

| Bit | Field | Type | Reset | Description |
|---|---|---|---|---|
| 31:0 | CR31 to CR0 | RW | 0 | Cancellation request, one bit per Tx buffer |
"""


def test_ti_can_headings_mark_hex_before_the_digits() -> None:
    """TI's CAN parts write ``(address = h1004) [reset = h87654321]``: the address names
    the register the field table under it describes, the reset is its value; a heading
    whose closing parenthesis the document lost (``(address = h10D4 [reset = ..]``)
    still names its register."""
    regs = registers(device_of(TI_CAN_SECTIONS))
    assert fields(regs[0x1004]) == {"ETV": (31, 0)}
    assert fields(regs[0x1018]) == {"CCE": (1, 1), "INIT": (0, 0)}
    assert (regs[0x1004].reset_value, regs[0x1018].reset_value) == (0x87654321, 0x19)
    # (a heading that lost its closing parenthesis before "[reset = ..]" still names it)
    assert fields(regs[0x10D4]) == {"CR": (31, 0)}


NOTE_OVER_FIELD_TABLE = """# Registers

| ADDRESS | NAME | FACTORY DEFAULT | FUNCTION |
|---|---|---|---|
| 00h | CR0 | 00h | Configuration 0 |
| 0Fh | SR | 00h | Fault Status Register |

### Register 00h: Configuration 0 Register (CR0)

| BIT | NAME | DESCRIPTION |
|---|---|---|
| 7 | CMODE | Conversion mode |
| 2 | FAULT | Fault mode |

### Register 0Fh: Fault Status Register (SR)

Note: When the device is set to operate in comparator fault mode (set with bit 2 of \
Configuration 0 register (00h)), the fault status bits simply reflect the state of faults.

| BIT | NAME | DESCRIPTION |
|---|---|---|
| 7 | CJ Range | Cold Junction Out-of-Range |
| 0 | OPEN | Thermocouple Open-Circuit Fault |
"""


def test_a_sentence_over_a_table_mentioning_another_register_leaves_it_to_the_heading() -> None:
    """Maxim: a note between the Fault Status Register's heading and its bit table names
    Configuration 0 register (00h) in passing: the table is the heading's register's."""
    regs = registers(device_of(NOTE_OVER_FIELD_TABLE))
    assert fields(regs[0x0F]) == {"CJ Range": (7, 7), "OPEN": (0, 0)}
    assert fields(regs[0x00]) == {"CMODE": (7, 7), "FAULT": (2, 2)}


def _nxp_mode_maps(note: str) -> str:
    rows = "\n".join(
        f"| {a:02X}h | {n} | {n.upper()}[7:0] |"
        for a, n in enumerate(["Seconds", "Minutes", "Hours"], start=1)
    )
    watch = "\n".join(
        f"| {a:02X}h | {n} | {n.upper()}[7:0] |"
        for a, n in enumerate(["Sec_watch", "Min_watch", "Hr_watch"], start=1)
    )
    return f"""# Registers

**Table 4. RTC mode time registers**

{note}

| Address | Register name | Bit 7 to 0 |
|---|---|---|
{rows}

**Table 5. Stop-watch mode time registers**

{note}

| Address | Register name | Bit 7 to 0 |
|---|---|---|
{watch}
"""


def test_a_note_naming_another_table_under_each_caption_keeps_the_captions() -> None:
    """NXP: "After reset, all registers are set according to Table 61." between each
    map's caption and the map: each map keeps its own caption (another mode's map is
    another bank, not the first one's continuation)."""
    note = (
        "Bit positions labeled as - are not implemented. After reset, all registers are set "
        "according to Table 61."
    )
    device = device_of(_nxp_mode_maps(note))
    assert device is not None
    names = [[r.name for r in p.registers] for p in device.peripherals]
    assert names == [["Seconds", "Minutes", "Hours"], ["Sec_watch", "Min_watch", "Hr_watch"]]


def test_notes_between_captions_and_tables_keep_the_captions_above() -> None:
    """NXP: a one-sentence note between each caption and its table ("Bits labeled as T
    are unused and return 0 when read."), the next caption right under each table: the
    captions stay over their tables (no document of captions under its tables)."""
    note = "Bits labeled as T are unused and return 0 when read."
    parts = ["# Registers", "", "| Address | Register name | Reference |", "|---|---|---|"]
    names = {0x31: ("INT_MASK1", ["MIA", "SIA"]), 0x32: ("INT_MASK2", ["TSIE1A", "TSIE2A"])}
    names[0x33] = ("INT_MASK3", ["WDIE", "BLIE"])
    parts += [f"| {a:02X}h | {n} | Table {a} |" for a, (n, _f) in names.items()]
    for number, (address, (name, flags)) in enumerate(names.items(), start=80):
        parts += [
            "",
            f"**Table {number}. {name} - interrupt mask register (address {address:02X}h) "
            "bit description**",
            "",
            note,
            "",
            "| Bit | Symbol | Value | Description |",
            "|---|---|---|---|",
            "| 7 to 2 | T | 0 | unused |",
            f"| 1 | {flags[0]} | 1 | first mask |",
            f"| 0 | {flags[1]} | 1 | second mask |",
        ]
    regs = registers(device_of("\n".join(parts) + "\n"))
    assert fields(regs[0x31]) == {"T": (7, 2), "MIA": (1, 1), "SIA": (0, 0)}
    assert fields(regs[0x32]) == {"T": (7, 2), "TSIE1A": (1, 1), "TSIE2A": (0, 0)}
    assert fields(regs[0x33]) == {"T": (7, 2), "WDIE": (1, 1), "BLIE": (0, 0)}


def test_a_heading_stating_two_addresses_apart_by_a_slash_gives_both_the_table() -> None:
    """Microchip MCP79410: ``REGISTER 5-16: PWRxxMIN: POWER-DOWN/POWER-UP TIMESTAMP
    MINUTES VALUE REGISTER (ADDRESSES 0x18/0x1C)`` over one field table: the layout of
    the registers at both addresses."""
    md = """# Registers

| Address | Register Name | Description |
|---|---|---|
| 18h | PWRDNMIN | Power-down minutes |
| 19h | PWRDNHOUR | Power-down hours |
| 1Ch | PWRUPMIN | Power-up minutes |

#### REGISTER 5-16: PWRxxMIN: POWER-DOWN/POWER-UP MINUTES VALUE REGISTER (ADDRESSES 0x18/0x1C)

| Bit | Name | Description |
|---|---|---|
| 6:4 | MINTEN | Binary-coded decimal value of minute's tens digit |
| 3:0 | MINONE | Binary-coded decimal value of minute's ones digit |
"""
    regs = registers(device_of(md))
    assert fields(regs[0x18]) == fields(regs[0x1C]) == {"MINTEN": (6, 4), "MINONE": (3, 0)}
    assert fields(regs[0x19]) == {}
