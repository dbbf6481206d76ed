"""Shared vocabulary of the register-map readers: the column roles (``ADDR`` ..
``VALUE``), the patterns more than one reader matches, the working types a map is built
in (:class:`_Reg`, :class:`_Map`) and a register's width where the document states none
(:func:`_width`). Imports nothing else of the package."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from hwcc.extract.numbers import parse_int
from hwcc.model.device import Field

ADDR, NAME, RESET, ACCESS, DESC, BIT = "addr", "name", "reset", "access", "desc", "bit"
# the header of a name column read from the titles description cells open with (TI
# codecs: "HPLOUT Power-Down Drive Control 0: .."): each cell is the field's whole name,
# never a mnemonic before its label
TITLE_NAMES = "Name (title)"
REGNAME = "regname"  # a combined table's register-name column beside its field names
VALUE = "value"  # NXP's Value column: the field's values, the default marked ``*``
SIZE = "size"  # a "Bit" column of register widths (ST STMPE811: 16, 8, 32), no positions

_BITCOL = re.compile(
    r"^(?:bit[\s-]*|b|d)?\[?(\d{1,2})\]?(?:\s*\(?(?:msb|lsb)\)?)?$", re.I
)  # "Bit[8]": Wolfson; "BIT-7": Exar

_IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*(?:\[\d+(?::\d+)?\])?$")
_MNEMONIC = re.compile(r"[A-Za-z][A-Za-z0-9_]*")  # a register or field mnemonic, whole

_NUM = r"(?:0x[0-9A-Fa-f]+[hH]?|[0-9][0-9A-Fa-f]*h|[0-9]+)(?![\w])"  # "0x3CH": both marks
# TI codecs' register sections: "Page 0 / Register 4: Clock Setting Register 1,
# Multiplexers - 0x00 / 0x04" over the register's bit table
PAGE_REGISTER_TITLE = re.compile(
    r"^[*_\s]*Page\s+(?P<p>\d{1,3})\s*/\s*Registers?\s+(?P<r>\d{1,3})\s*:\s*(?P<name>.+?)\s*"
    r"[-\u2013]\s*0x(?P<ph>[0-9A-Fa-f]{2})\s*/\s*0x(?P<rh>[0-9A-Fa-f]{2})[*_\s]*$"
)
# TI's CAN parts mark hex before its upper-case digits: "(address = h0800) [reset = hC8000460]"
TI_HEX = r"(?-i:h[0-9A-F]{2,8})(?![\w])"
# X-Powers/Allwinner: "Reg 01h_PLL Configure Control 1 Register", the register's hex
# number (the group named by ``.format``, its "h" within) before an underscore and a name
REG_UNDERSCORED = r"\breg\s+(?P<{}>[0-9A-Fa-f]{{2,4}}h)_(?=[A-Za-z])"

_CAPTION = re.compile(r"\btable\s+(\d+)", re.I)

# the register's width written into its name (WCH: R32_RCC_CTLR, R16_TIM2_CNT)
_WIDTH_PREFIX = re.compile(r"^R(8|16|32|64)_(?=[A-Z])")
_NUMBERING = re.compile(r"^\s*(?:\d+(?:\.\d+)*\.?|[A-Z]\.\d+(?:\.\d+)*)\s+")


@dataclass
class _Reg:
    """A register being read: from a summary row, completed by bit-field tables."""

    name: str
    first: int
    last: int
    page: int | None
    reset: int | None = None
    # the bits ``reset`` defines, when the document leaves some undefined ("0x--08")
    reset_mask: int | None = None
    access: str | None = None
    description: str = ""
    fields: list[Field] = field(default_factory=list)
    width: int | None = None
    # Linear: the bits its map row says its one value uses ("ACTIVE BITS 15:0"), a
    # field of its name when no table gives it fields
    value_bits: tuple[int, int] | None = None
    named: bool = True  # False: the summary had no name column (named later or by address)
    summary: bool = False  # named by a register summary (whose names win)
    mapped: bool = False  # named by a table captioned as the register map (which wins)
    fixed: list[tuple[int, int, int]] = field(default_factory=list)  # reserved bits' defaults
    # a bit-field table of its own gave its fields: 1 a table whose heading named
    # another register (a misprinted caption or heading), 2 one whose texts agree
    claim: int = 0
    like: str = ""  # the register whose layout the map says it repeats ("same as C1CON")
    # the map's reset carries a note (ADI "0x80011": note 1, "CHANNEL_0 is reset to 0x8001.
    # All other channels are reset to 0x0001"): no value is the register's for sure, so it
    # ends with none
    noted: bool = False
    # the number the document gives it beside its address (Vishay: "Register #2", its
    # table "TABLE 3 - PROXIMITY RATE REGISTER #2")
    number: int | None = None


@dataclass
class _Map:
    """The registers of one summary table (and its continuations): one register space,
    or one bank of a chip whose banks reuse addresses."""

    key: str | None
    caption: str
    regs: dict[int, _Reg] = field(default_factory=dict)
    starts: list[int] = field(default_factory=list)  # where its summary tables sit
    section: str = ""  # the heading over its first summary table
    bank: str = ""  # the bank or page a line over its tables names ("USER BANK 2 ...")
    # spans of the document describing another reading of its addresses (an overlay's
    # sections): the tables there are not its registers'
    elsewhere: tuple[tuple[int, int], ...] = ()
    # another address space listed beside the map (Atmel's SRAM security module): never
    # the map a later summary table goes on in by order (:func:`summary._map_for`)
    apart: bool = False


# a caption or heading naming the document's register map (its names win)
_MAP_CAPTION = re.compile(
    r"\bregister(?:s| set| bank)?\s+(?:map|summary|list|overview|set)\b|\bmemory map\b", re.I
)

_CAPTION_LINE = re.compile(r"^[*_\s]*table\s+\d+(?:[-.]\d+)*\s*[.:]\s*", re.I)

# Hynitron: "GestureID @0x01" over the register's bit figure: a symbol and its address
AT_SECTION = re.compile(r"^(?P<name>[A-Za-z_][A-Za-z0-9_]*)\s*@\s*(?P<a>0x[0-9A-Fa-f]{2,4})$")

# the caption line the normalisers give a field table whose title they lifted out of it
# (ams "Addr: 0xA9 | CFG0", QST "CTRL1 | .. Register Address: 2 (0x02)"), read back by
# the field reader: a name and one address
_ADDRESS_CAPTION = re.compile(
    r"(?P<name>[A-Za-z][A-Za-z0-9_]*(?: \d{1,2})?) "
    r"\(Address: (?P<a>0x[0-9A-Fa-f]{1,4}|[0-9A-Fa-f]{1,4}h)\)"
)


# a line stating a register's value at reset ("Reset value = 0x1242"; Silicon Labs prints
# one per part: "Si4702C19 Reset value = 0x1053 if ENABLE = 1 ...")
RESET_LINE = re.compile(r"(?:\S+\s+)?(?:reset|default)\s+value\s*[=:]", re.I)
# TDK: "13.3 USER BANK 2 REGISTER MAP": a line naming the bank (or page) of the map under it
BANK_LINE = re.compile(
    r"\b(?:user\s+)?(?:bank|page)\s+(?P<n>\d{1,2})\b.*\bregister\s+(?:map|summary|set)\b", re.I
)


# the line a normaliser sets over a field table whose bit cells named their register
# (Linear: "B[7:6]"), read back by the table's target lookup
_BITS_OF = re.compile(r"^bits of register (?P<name>[A-Z][A-Z0-9_]*)$")


def regs_by_name(maps: list[_Map]) -> dict[str, list[_Reg]]:
    """The registers of every map that the document names, by name (a name two maps
    hold lists both)."""
    named: dict[str, list[_Reg]] = {}
    for register_map in maps:
        for reg in register_map.regs.values():
            if reg.named:
                named.setdefault(reg.name, []).append(reg)
    return named


def bits_of_line(name: str) -> str:
    """The line saying a field table's bits are register ``name``'s."""
    return f"bits of register {name}"


def bits_of(line: str) -> str | None:
    """The register a :func:`bits_of_line` line names, else None."""
    m = _BITS_OF.match(line)
    return m.group("name") if m else None


# ROHM: "● SYSTEM_CONTROL ( 40h )" heading each register's field table in a document
# whose map is a "Command set": a symbol and its address in parentheses, nothing else
# on the line (the PDF may set a space inside the symbol: "● PS _OFFSET_MSBs ( 53h )")
_SYMBOL_ADDRESS_TITLE = re.compile(
    r"^[-*\u25cf\u2022\s]*(?P<name>[A-Z][A-Za-z0-9_ ]{0,40}?)"
    r"\s*\(\s*(?P<a>0x[0-9A-Fa-f]{1,4}|[0-9A-Fa-f]{1,4}h)\s*\)\s*$"
)
# a symbol: capitals, digits and underscores, a lower-case tail on a part ("PS_DATA_LSBs")
_SYMBOL = re.compile(r"[A-Z][A-Z0-9]*(?:s|_[A-Z0-9]+s?)*")


def symbol_address_title(line: str) -> tuple[str, int] | None:
    """The register name and address a ``NAME ( 40h )`` line titles, the name's stray
    spaces taken out; None unless the name is a symbol of three characters or more
    (no word of prose: ``Register Map (40h)`` is none)."""
    m = _SYMBOL_ADDRESS_TITLE.match(line)
    if m is None:
        return None
    name = re.sub(r"\s+(?=[_0-9])|(?<=_)\s+", "", m.group("name"))
    address = parse_int(m.group("a"), hex_default=False)
    if len(name) < 3 or _SYMBOL.fullmatch(name) is None or address is None:
        return None
    return name, address


# Freescale SGTL5000: "Table 17. CHIP_DIG_POWER 0x0002" captioning each register's
# tables in a document without a summary: a caption of a symbol and an address, at most
# a stray section number before ("Table 26. 7.0.0.11. CHIP_ANA_CTRL 0x0024") and a
# short label after ("DAP_AUDIO_EQ_BAND1 0x0118 330 Hz")
CAPTION_REGISTER = re.compile(
    r"^(?:TABLE|Table)\s+\d+(?:[-.]\d+)*[.:]?\s+(?:\d+(?:\.\d+)+\.?\s+)?"
    r"(?P<name>[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)\s+(?P<a>0x[0-9A-Fa-f]{2,4})"
    r"(?:\s+[\w.]+(?:\s+[A-Za-z]+)?)?$"  # a stray section number, a band's "115 Hz"
)
# WIZnet: "IR (Interrupt Register) [R/W] [0x08002/0x002] [0x0000]" - the name, its long
# name, access, its addresses (one per bus mode, "----" for none, "0x200+0x40n" for the
# n-th of a register array) and its reset
_BRACKET_NAME = (
    r"^\s*(?P<name>[A-Za-z_][A-Za-z0-9_]*)\s*\([^()]*\)\s*\[\s*[A-Za-z/0-9]{1,5}\s*\]\s*"
)
_BRACKET_HEAD = re.compile(  # (a footnote mark may follow: "[0x00]2")
    _BRACKET_NAME + r"\[(?P<addr>[^\]]*)\]\s*\[(?P<reset>[^\]]*)\]\s*\d?\s*$"
)


# a lower-case n or x standing for an instance number in an upper-case name: Sn_MR,
# Pn_BRDYR, TIMx_CR1, CHn
_PLACEHOLDER = re.compile(r"(?<=[A-Z])[nx](?=_|[A-Z]|$)|(?<=_)[nx](?=_|$)")


def instance_pattern(template: str) -> re.Pattern[str] | None:
    """The names a template stands for (``Sn_MR``: ``S0_MR`` .. ``S7_MR``) as a
    pattern, numbers in place of its placeholders; None for a name without one."""
    pieces = _PLACEHOLDER.split(template)
    if len(pieces) < 2:
        return None
    return re.compile(r"\d{1,2}".join(re.escape(p) for p in pieces))


# Lite-On: "ALS_CONTR Register (0x80)", "INTERRUPT PERSIST Register (0x9E)" alone on a
# line over the register's bit figure and field table
_SYMBOL_REGISTER_TITLE = re.compile(
    r"^(?:[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)(?: [A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)?\s+Register\s*"
    r"\(\s*0x[0-9A-Fa-f]{2,4}\s*\)(?:\s*\((?:Read Only|Write Only|Read/Write)\))?$"
)


# Maxim/ADI: "Interrupt Status 1 (0x00)", "PPG Configuration 2 (0x12)" alone on a line
# over the register's description and bit table: a few words and one address (whole line)
NAME_ADDRESS_TITLE = re.compile(
    r"(?P<name>[A-Z][\w/+&-]*(?: [\w/+&-]+){0,6}) \((?P<a>0x[0-9A-Fa-f]{2,4})\)"
)


def letters_of(text: str) -> str:
    """``text``'s letters and digits, lower case: names compared whatever the text layer
    did to their spaces and punctuation (``RP M r ang e sel ect``, ``step-size``)."""
    return re.sub(r"[^a-z0-9]", "", text.lower())


# a line labelling a register's address alone: "Address: 0x01" (Avago)
ADDRESS_LABEL = re.compile(r"^address\s*:\s*(?P<a>0x[0-9A-Fa-f]{1,4})\s*$", re.I)


# Atmel: "Register Name: DAC_LLIG" opening a register's page (its symbol alone)
REGISTER_NAME_LINE = re.compile(r"\s*register\s+name\s*:\s*([A-Za-z_]\w*)\s*$", re.I)


def register_title(line: str) -> bool:
    """Whether ``line`` titles one register by its symbol and address: a caption
    (``Table 17. CHIP_DIG_POWER 0x0002``), a WIZnet bracket line (``MR (Mode
    Register) [R/W] [0x0000] [0x00]``), a symbol's register line (``ALS_CONTR
    Register (0x80)``) or a name and its address alone (``Interrupt Status 1
    (0x00)``)."""
    bare = line.strip("* ")
    return bool(
        CAPTION_REGISTER.match(bare)
        or _BRACKET_HEAD.match(line)
        or _SYMBOL_REGISTER_TITLE.match(bare)
        or NAME_ADDRESS_TITLE.fullmatch(bare)
    )


# TI: "0x03: FIFOTHR – RX FIFO and TX FIFO Thresholds", "0x30 (0xF0): PARTNUM – Chip ID":
# a line titling a register's table by its address and name (Awinic: "01H：SLEEP，..",
# a full-width colon)
ADDRESS_COLON_NAME = re.compile(
    r"^\s*\**(?P<a>0[xX][0-9A-Fa-f]{1,4}|[0-9A-Fa-f]{1,4}[hH])\s*"
    r"(?:\(\s*(?:0x[0-9A-Fa-f]{1,4}|[0-9A-Fa-f]{1,4}h)\s*\))?\s*[:：]\s*(?P<name>[A-Za-z_]\w*)\b"
)


def band_line(name: str) -> str:
    """The line a register-name band over a table leaves (X-Powers/Allwinner: "Register
    Name: PLL_CTRL1"), read back by the register its caption line defines."""
    return f"Register Name: {name}"


def address_caption(name: str, address: str) -> str:
    """The caption line for a register title lifted out of its table (see
    ``_ADDRESS_CAPTION``)."""
    return f"{' '.join(name.split())} (Address: {address})"


_BIT_ROW_WIDTHS = (8, 16, 32)
_FIXED_BIT = re.compile(r"^(?:[01]|[01]\(\d\)|-+|—|–|x|u|r)$", re.I)


def _width(reg: _Reg) -> int:
    named = _WIDTH_PREFIX.match(reg.name)
    if named:
        return int(named.group(1))
    top = max((f.msb + 1 for f in reg.fields), default=0)
    if reg.reset is not None:
        top = max(top, reg.reset.bit_length())
    return max(8, -(-top // 8) * 8)


def common_width(register_map: _Map) -> int | None:
    """The width most of the map's stated register widths (up to 32 bits) have, or None
    when the map states none (a multi-word register's width is no width of the map's
    words)."""
    stated = [r.width for r in register_map.regs.values() if r.width and r.width <= 32]
    return max(sorted(set(stated)), key=stated.count) if stated else None


def _completes(reg: _Reg, value: int) -> bool:
    """Whether ``value`` may become ``reg``'s reset: it has none, or one that leaves
    bits undefined (a summary's ``-110 x000``) and ``value`` agrees on the bits it
    states (a register figure printing every bit's default)."""
    if reg.reset is None:
        return True
    return reg.reset_mask is not None and value & reg.reset_mask == reg.reset & reg.reset_mask


def _hex(value: int) -> str:
    return f"0x{value:02X}"


def _stated_hex(text: str) -> tuple[int, int | None] | None:
    """A register value as a heading or caption writes it (``C810h``, ``0x14``, ``14h``,
    hex without a mark): the value, and the width its digits state (2, 4 or 8 digits: 8,
    16 or 32 bits; None for another count, a misprint such as ``C0000h``); None when it
    does not parse."""
    value = parse_int(text, hex_default=True)
    if value is None:
        return None
    digits = len(re.sub(r"^0x|^h|h$", "", text, flags=re.I))
    return value, 4 * digits if digits in (2, 4, 8) else None


_ACCESS = r"(?:R/W|RW|R|W|RO|WO|R/WC|W1C)"
# a map row the PDF set outside its table (Novatek: no rule under it), as one line:
# "0x3022 Read_Mode_0 7:0 R/W 0x24", then its fields "Y_Even_Inc 7:5 R/W 1 Increment ..."
_LOST_REGISTER = re.compile(
    rf"^(?P<a>0x[0-9A-Fa-f]{{2,8}})\s+(?P<n>[A-Za-z][A-Za-z0-9_]*)\s+"
    rf"(?P<bits>\d{{1,2}}(?::\d{{1,2}})?)\s+{_ACCESS}\s+(?P<r>0x[0-9A-Fa-f]+)(?:\s|$)"
)
# a reserved map row set outside its table (``0x3065 - - - - Reserved``): no register,
# and no break in the table's continuation
_LOST_RESERVED = re.compile(r"^0x[0-9A-Fa-f]{2,8}(?:\s+[-\u2013])+\s+Reserved\.?$", re.I)
_LOST_FIELD = re.compile(
    rf"^(?P<n>[A-Za-z][A-Za-z0-9_]*)\s+(?P<bits>\d{{1,2}}(?::\d{{1,2}})?)\s+{_ACCESS}\s+"
    rf"(?P<v>\d+|0x[0-9A-Fa-f]+)(?:\s|$)"
)


# Silergy: "REG00", "REG0B(Read only)" alone on a line over a register's field table
REG_LINE = re.compile(
    r"REG(?P<a>[0-9A-F]{2})h?"
    r"(?:\s*\((?P<access>read[ -]only|write[ -]only|read\s*/\s*write|R/W|RO|WO|R|W)\))?",
    re.I,
)


# Ilitek display drivers: a section of one register by its index, "Driver Output
# Control (R01h)": the name, then "R", two hex digits and "h" (fullmatch a title)
INDEXED_TITLE = re.compile(r"(?P<name>[A-Za-z][^()]*?)\s*\(R(?P<a>[0-9A-F]{2})h\)")


# Ilitek: a section of several registers by index, "GRAM Horizontal/Vertical Address
# Set (R20h, R21h)": the name and the list of indexes (fullmatch a title)
INDEXED_LIST_TITLE = re.compile(
    r"(?P<name>[A-Za-z][^()]*?)\s*\((?P<list>R[0-9A-F]{2}h(?:\s*,\s*R[0-9A-F]{2}h)+)\)"
)
