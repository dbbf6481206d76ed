"""Register summaries and combined tables (layouts 1, 2 and 4 of the package
docstring): every row with an address adds or completes a register of the map the table
belongs to (:func:`_map_for`: a new map for a register bank), with its reset, access,
description and the fields of its bit columns or field rows."""

from __future__ import annotations

import difflib
import itertools
import re
from collections import Counter
from dataclasses import dataclass, replace

from hwcc.extract.numbers import parse_bits, parse_int, parse_partial, parse_range
from hwcc.extract.regmap.columns import (
    ACCESS_ROW,
    BRACKETED_ACCESS,
    BYTE_COUNT,
    BYTE_PAIR,
    ROMAN_NUMERALS,
    _access,
    _address_cells,
    _address_in,
    _binary_column,
    _bitcols,
    _caption,
    _cell,
    _context,
    _hex_column,
    _is_reserved,
    _row_pages,
    _where,
    _written_width,
    address_of,
    clean_name,
)
from hwcc.extract.regmap.fieldlist import (
    _field_from_row,
    _fields_from_bitcols,
    _joined_slices,
    _merge_fields,
    _norm,
    _note_fixed,
    _one_per_bits,
    _overlaps,
    declared_width,
)
from hwcc.extract.regmap.state import (
    _FIXED_BIT,
    _MAP_CAPTION,
    _MNEMONIC,
    ACCESS,
    ADDR,
    BANK_LINE,
    BIT,
    DESC,
    NAME,
    REGNAME,
    RESET,
    SIZE,
    _hex,
    _Map,
    _Reg,
    _stated_hex,
    _width,
    regs_by_name,
)
from hwcc.extract.regmap.targets import _target, section_titles
from hwcc.extract.tables import Table
from hwcc.model.device import Field
from hwcc.util.markdown import MERGED_MARK


def _same(a: str, b: str) -> bool:
    """Two names for one register: equal, or one the other's first words (``Shunt`` and
    ``Shunt voltage``; ``Shunt Register`` and ``Shunt Voltage Register``), or one the
    other's short name in closing parentheses (NXP: ``Temperature register (Temp)`` and
    ``Temp``), or the same letters spaced otherwise (``Prog mem ENG1`` and
    ``PROGMEMENG1``), footnote marks ``(2)`` (and NXP's ``PRE_SCALE[1]`` against
    ``PRE_SCALE``) and a closing word ``register`` aside."""
    x, y = (
        re.sub(r"\s+registers?$", "", re.sub(r"\(\d+\)", "", n).strip().lower()) for n in (a, b)
    )
    short = any(
        # "temperature register (temp)" and "temp"
        (len(q) > 1 and re.search(rf"\S\s*\(\s*{re.escape(q)}\s*\)$", p) is not None)
        # "pre_scale[1]" and "pre_scale": a note mark glued to the name
        or (p.startswith(q) and re.fullmatch(r"\[\d\]", p[len(q) :]) is not None)
        for p, q in ((x, y), (y, x))
    )
    spaced = re.sub(r"[^a-z0-9]", "", x) == re.sub(r"[^a-z0-9]", "", y)  # PROG MEM / PROGMEM
    return x == y or x.startswith(y + " ") or y.startswith(x + " ") or short or spaced


def _alike(a: str, b: str) -> bool:
    """Two names for one register as a map and its register sections word them: the same
    (:func:`_same`), or descriptive names (of two or more words) that read mostly alike
    (Nuvoton: ``Device Revision Number`` and ``Device Revision #``, ``ALC Enhancement 1``
    and ``ALC Enhancements``); mnemonics, with or without underscores, must match
    exactly (``IODIRB`` is no ``IODIRA``)."""
    if _same(a, b):
        return True
    if len(a.split()) < 2 or len(b.split()) < 2:
        # a mnemonic (``CTRL_REG6_XL`` is no ``CTRL_REG1_M``), its index aside (Bosch's
        # pages name ``FEATURES[0,1]`` what the map calls ``FEATURES[0]``) and a
        # qualifier after its parts (``CTRL_REG1_A`` is ``CTRL_REG1``)
        unindexed = [re.sub(r"\[[^\]]*\]$", "", n.strip()).casefold() for n in (a, b)]
        if unindexed[0] == unindexed[1] and unindexed[0] not in (a.casefold(), b.casefold()):
            return True
        # a section's CTRL_REG1_A, FIFO_CTRL_REG for the map's CTRL_REG1, FIFO_CTRL: the
        # map's parts, then a qualifier of letters
        short, long = sorted((n.strip().casefold().split("_") for n in (a, b)), key=len)
        extra = long[len(short) :]
        return (
            len(short) >= 2
            and long[: len(short)] == short
            and bool(extra)
            and all(re.fullmatch(r"[a-z]+", p) for p in extra)
        )
    x, y = (" ".join(re.findall(r"[a-z0-9]+", n.lower())) for n in (a, b))
    return difflib.SequenceMatcher(None, x, y).ratio() >= 0.6


def _row_fields(table: Table, roles: dict[str, int]) -> dict[int, set[str]]:
    """Address -> the field names a summary row prints in its bit columns (none without
    bit columns)."""
    bitcols = _bitcols(roles)
    if not bitcols:
        return {}
    out: dict[int, set[str]] = {}
    for row, span in zip(table.rows, _address_cells(table, roles[ADDR]), strict=True):
        if span is not None:
            cells = (_cell(row, col).strip() for _bit, col in bitcols)
            out[span[0]] = {_norm(c) for c in cells if c and not _is_reserved(c)}
    return out


def _shared_field(reg: _Reg, fields: set[str] | None) -> bool:
    """A register already read and a row naming its fields: one register the document
    names twice (Nuvoton: ``ADCG`` in a section's table, ``ADC Volume`` in the appendix
    map, both with field ``ADCGAIN`` [7:0]), not a bank reusing its address. Two shared
    names, or the register's one field when it spans bits (a lone ``EN`` is in every
    bank)."""
    if not fields or not reg.fields:
        return False
    shared = [f for f in reg.fields if _norm(f.name) in fields]
    return len(shared) >= 2 or (
        len(reg.fields) == 1 and len(shared) == 1 and shared[0].msb > shared[0].lsb
    )


_SYMBOL = re.compile(
    r"(?:[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+|[A-Za-z]+\d+|[A-Z]+)(?:\[[\d,:]+\])?"
)
_PREFIXED = re.compile(r"[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+")


def _mnemonics(a: str, b: str, pattern: re.Pattern[str] = _SYMBOL) -> bool:
    """Whether two different names are both register symbols (``DATA_8``,
    ``OIS_DATA_0``, ``FEATURES[12,13]``): two registers, whatever fields they share,
    not one register named twice."""
    return a != b and bool(pattern.fullmatch(a)) and bool(pattern.fullmatch(b))


def _holds(register_map: _Map, table: Table, roles: dict[str, int]) -> bool:
    spans = [s for s in _address_cells(table, roles[ADDR]) if s is not None]
    return any(s[0] in register_map.regs for s in spans)


def _bank_of(table: Table) -> str:
    """The bank or page the line right over a summary table names as its register map
    (``13.3 USER BANK 2 REGISTER MAP``), or ""."""
    m = BANK_LINE.search(table.before[-1]) if table.before else None
    return m.group("n") if m else ""


def _map_for(table: Table, roles: dict[str, int], maps: list[_Map]) -> _Map:
    """The map a summary table adds to: the current one, unless the table redefines
    addresses the current map holds under other names (a register bank): half or more
    of the addresses both name."""
    key, caption = _caption(table)
    bank = _bank_of(table)
    while len(maps) > 1 and not maps[-1].regs:
        maps.pop()  # a map its table gave no register (a memory region's row) is none
    if not maps:
        maps.append(_Map(key, caption, section=table.heading, bank=bank))
        return maps[-1]
    col = roles[ADDR]
    if _SRAM_HEADER.search(table.header[col]) and any(m.regs for m in maps):
        # Atmel AT86RF233: "SRAM-Addr. | Register Name | Description", the security
        # module's registers reached by SRAM access: another space than the map's (one,
        # however many tables list it)
        sram = next((m for m in maps if m.apart), None)
        if sram is None:
            sram = _Map(key, caption, section=table.heading, bank="SRAM", apart=True)
            maps.append(sram)
        return sram
    current = next((m for m in reversed(maps) if not m.apart), maps[-1])
    if bank and current.bank and bank != current.bank:
        # TDK: "13.3 USER BANK 2 REGISTER MAP" over a table of the same header as bank
        # 1's: another bank, whether or not their addresses collide
        maps.append(_Map(key, caption, section=table.heading, bank=bank))
        return maps[-1]
    current.bank = current.bank or bank
    if key is not None and key == current.key:
        return current
    spans = _address_cells(table, col)
    names = (
        {}
        if NAME not in roles
        else {
            span[0]: name
            for row, span in zip(table.rows, spans, strict=True)
            # (not a reset row under its register: "0Fh | Reset | 0 0 ..")
            if span is not None
            and not _RESET_NAME.fullmatch(name := clean_name(_cell(row, roles[NAME])))
        }
    )
    fields = _row_fields(table, roles)
    resets: dict[int, int] = {}
    if RESET in roles:
        for row, span in zip(table.rows, spans, strict=True):
            value = parse_int(_cell(row, roles[RESET]).strip(), hex_default=True)
            if span is not None and value is not None:
                resets[span[0]] = value
    if _readdressed(maps, names):
        # Microchip ENC424J600: the SPI map's byte registers listed again at the parallel
        # port's addresses (7E00 ETXSTL): another interface's addressing, its own map
        maps.append(_Map(key, caption, section=table.heading))
        return maps[-1]
    if not any(a in current.regs for a in names):
        current = _naming_map(maps, names, fields, resets) or current
    if _renamed(current, names, fields):
        earlier = _naming_map(maps, names, fields, resets)
        if earlier is not None:
            return earlier
        maps.append(_Map(key, caption, section=table.heading))
        return maps[-1]
    if current.key is None or (
        _MAP_CAPTION.search(caption) and not _MAP_CAPTION.search(current.caption)
    ):
        current.key, current.caption = key, caption
    return current


_SRAM_HEADER = re.compile(r"\bsram\b", re.I)


def _readdressed(maps: list[_Map], names: dict[int, str]) -> bool:
    """Whether a summary's rows list registers the maps already hold at other addresses:
    eight rows at least and half of them, each name held once and none at its row's
    address (the same registers at another interface's addresses)."""
    held = {name: {reg.first for reg in regs} for name, regs in regs_by_name(maps).items()}
    moved = [a for a, n in names.items() if len(held.get(n, ())) == 1 and a not in held[n]]
    stayed = [a for a, n in names.items() if a in held.get(n, ())]
    return not stayed and len(moved) >= max(8, len(names) / 2)


def _naming_map(
    maps: list[_Map],
    names: dict[int, str],
    fields: dict[int, set[str]],
    resets: dict[int, int],
) -> _Map | None:
    """The latest of ``maps`` holding every address a table names under the table's
    names (none renamed) and no other reset where the table states one: the map a
    register's own table adds to when another mode's map came between (NXP: "Area A
    (F_Mode > 0)" after the main map). A table with an address the map lacks, or
    another reset (a later page's CONFIG at 00h with 11h), is another bank."""
    for earlier in reversed(maps):
        regs = earlier.regs
        if (
            names
            and all(a in regs and regs[a].summary for a in names)
            and not _renamed(earlier, names, fields)
            and all(regs[a].reset in (None, v) for a, v in resets.items() if a in regs)
        ):
            return earlier
    return None


def _renamed(held: _Map, names: dict[int, str], fields: dict[int, set[str]]) -> bool:
    """Whether a table naming registers ``names`` (address -> name; ``fields``: the names
    its bit columns print) renames half or more of the addresses ``held`` also names: a
    register bank. A register's section renaming two of the six it shows is none
    (Panasonic's INTSL/INTSH shown as IHYSL/IHYSH); nor is a table naming one register in
    other words (Micro Crystal's "02h | Hours (24 hour mode) – default value" where the
    map says "Hours (24 hour)"); one naming another register (CAL_CTRL where the map has
    STATUS) is; nor one printing the map's names at each other's addresses (a
    misprint)."""
    regs = held.regs
    overlap = [a for a in names if a in regs and regs[a].summary]
    clashes = [
        a
        for a in overlap
        if not _alike(regs[a].name, names[a])
        and (
            not _shared_field(regs[a], fields.get(a))
            # an OIS interface's map mirrors the data registers: OIS_DATA_0 is no DATA_8
            or _mnemonics(regs[a].name, names[a], _PREFIXED)
        )
    ]
    reworded = len(names) == 1 and all(
        _first_word(regs[a].name) == _first_word(names[a]) for a in clashes
    )
    # NXP MPL3115A2's section prints P_WND_LSB at 19h and P_WND_MSB at 1Ah, the map the
    # other way round: the same registers, their names swapped by a misprint
    swapped = sorted(names[a].casefold() for a in clashes) == sorted(
        regs[a].name.casefold() for a in clashes
    )
    return bool(clashes) and len(clashes) >= 0.5 * len(overlap) and not reworded and not swapped


def _first_word(name: str) -> str:
    """A name's first word, in lower case (``Hours (24 hour)``: ``hours``)."""
    words = re.findall(r"[A-Za-z0-9]+", name.lower())
    return words[0] if words else ""


def renames(table: Table, roles: dict[str, int], held: _Map) -> bool:
    """Whether a table of field rows keyed by address and register name (Semtech's
    LoRa map after the FSK one: ``RegFifoAddrPtr (0x0D)`` where the summary holds
    RegRxConfig) names half or more of the addresses it shares with ``held`` otherwise:
    another register space (a mode or bank), whose fields are not those registers'."""
    if REGNAME not in roles:
        return False
    names = {
        span[0]: clean_name(_cell(row, roles[REGNAME]))
        for row, span in zip(table.rows, _address_cells(table, roles[ADDR]), strict=True)
        if span is not None and _cell(row, roles[REGNAME]).strip()
    }
    overlap = [a for a in names if a in held.regs and held.regs[a].summary]
    clashes = [a for a in overlap if not _same_register(held.regs[a].name, names[a])]
    return bool(clashes) and len(clashes) >= 0.5 * len(overlap)


def _same_register(a: str, b: str) -> bool:
    """Whether two spellings name one register: alike, or equal once case, punctuation
    and a ``Reg`` prefix are set aside (``RegFifo`` and ``FIFO``)."""

    def bare(name: str) -> str:
        return re.sub(r"^reg(?=[a-z])", "", re.sub(r"[^a-z0-9]", "", name.lower()))

    return _alike(a, b) or bare(a) == bare(b)


_MEMORY = re.compile(r"\b(?:memory|ram|sram|buffer|eeprom|nvram)\b", re.I)


def _region(name: str, first: int, last: int) -> bool:
    """A row naming memory over a run of 16 or more addresses (Cypress: ``Memory
    Buffer | 10H-FFh``, Dallas: ``RAM 56 x 8 | 08h-3Fh``), not a register array (one
    with a reset value, Broadcom's ``0x00 - 0x7F | RAM | R/W | RAM | 0x00``, the map
    gives a register's attributes: kept)."""
    return last - first >= 15 and bool(_MEMORY.search(name)) and "regist" not in name.lower()


def _group_label(
    table: Table, roles: dict[str, int], k: int, name: str, first: int, hexcol: bool, binary: bool
) -> bool:
    """Whether summary row ``k`` (``name`` over a range from ``first``) labels the group
    of registers under it (ST: ``Control registers | 0 to 23`` with no other cell
    filled, then ``REG_MODE | 0``): a plural name, no other cell, and the next row at
    the range's first address."""
    if not re.search(r"\bregisters\b", name, re.I) or k + 1 >= len(table.rows):
        return False
    row = table.rows[k]
    if any(c.strip() for i, c in enumerate(row) if i not in (roles[ADDR], roles.get(NAME))):
        return False
    nxt = _address_in(_cell(table.rows[k + 1], roles[ADDR]), hexcol, binary)
    return nxt is not None and nxt[0] == first


_NUMBER_MARK = re.compile(r"^(?P<base>.*?\w)\s?\((?P<n>\d)\)$")


def _numbered_twins(table: Table, roles: dict[str, int]) -> set[str]:
    """Names a table numbers rather than footnotes: a base printed with two or more
    different ``(n)`` marks (Wolfson: ``Clocking (1)`` and ``Clocking (2)`` are two
    registers; ``Power(2)`` alone is a footnote)."""
    if NAME not in roles:
        return set()
    marks: dict[str, set[str]] = {}
    for row in table.rows:
        m = _NUMBER_MARK.match(" ".join(_cell(row, roles[NAME]).split()))
        if m:
            marks.setdefault(m.group("base"), set()).add(m.group("n"))
    return {base for base, numbers in marks.items() if len(numbers) >= 2}


def _row_name(row: tuple[str, ...], roles: dict[str, int], numbered: set[str]) -> str:
    """The register name of a summary row, its ``(n)`` kept when the table numbers
    that name."""
    if NAME not in roles:
        return ""
    raw = " ".join(_cell(row, roles[NAME]).split())
    m = _NUMBER_MARK.match(raw)
    return raw if m and m.group("base") in numbered else clean_name(raw)


def _decimal_twin(table: Table, addr_col: int, hexcol: bool) -> int | None:
    """The column that prints each row's address in decimal beside a hex address column
    (``DEC | HEX | NAME``), or None."""
    if not hexcol:
        return None
    for col, head in enumerate(table.header):
        if col != addr_col and re.fullmatch(
            r"(?i)dec(?:imal)?\.?(?:\s+addr(?:ess)?)?", head.strip()
        ):
            return col
    return None


def _binary_twin(table: Table, addr_col: int) -> int | None:
    """The column that prints each row's address in binary beside the address column
    (ST: ``Register address Hex | Register address Binary``), or None."""
    for col, head in enumerate(table.header):
        if (
            col != addr_col
            and re.search(r"(?i)\bbin(?:ary)?\b", head)
            and re.search(r"(?i)\baddr|\bregister\b", head)
        ):
            return col
    return None


def _named_register(name: str, row: tuple[str, ...], roles: dict[str, int]) -> bool:
    """A mnemonic (``LAEC``, ``AWBC1``) with an access or reset value: a register the
    map names even where its description says Reserved (OmniVision: ``1F | LAEC | 00 |
    RW | Reserved``; Freescale's ``$0B-$1F | Factory | Reserved`` with dashes is none)."""
    if NAME not in roles:
        return False
    valued = any(
        _cell(row, roles[role]).strip(" -\u2013\u2014") for role in (RESET, ACCESS) if role in roles
    )
    return valued and _MNEMONIC.fullmatch(name) is not None


def _merged_down(table: Table, addr_col: int, bit_col: int | None) -> list[bool]:
    """Per row: its address cell repeats the row above's because the PDF merged that
    cell down over the register's field rows (Novatek: ``0x3041 | Calibration_Control_1
    | 4:0`` then ``0x3041 | DBLC_En | 1``). Only when every such run opens with a row
    whose bits span each of the rows under it more widely (the register's row); AMS
    prints the address on each of a register's field rows, none spanning the others
    (empty list: no merged cells)."""
    if bit_col is None:
        return []
    cells = [_cell(row, addr_col).strip() for row in table.rows]
    out = [bool(c) and k > 0 and c == cells[k - 1] for k, c in enumerate(cells)]
    for k, again in enumerate(out):
        if not again:
            continue
        head = next(j for j in range(k, -1, -1) if not out[j])
        top = parse_bits(_cell(table.rows[head], bit_col))
        bits = parse_bits(_cell(table.rows[k], bit_col))
        if top is None or bits is None:
            return []
        if not (top[1] <= bits[1] and bits[0] <= top[0] and top[0] - top[1] > bits[0] - bits[1]):
            return []
    return out if any(out) else []


# a reset stated in a description cell: "Default: 0x12H", "Default：0x0FH，相当于150 毫秒"
# (ICRoute writes both marks), "默认值：00H"; a marked hex value only ("default 60
# seconds" is a quantity, not the register's value)
_DESCRIBED_RESET = re.compile(
    r"(?:\bdefault(?:\s+value)?|\breset\s+value|默认值?|缺省值?|复位值)\s*[:：=]\s*"
    r"(?P<v>0x[0-9A-Fa-f]+[hH]?|0[0-9A-Fa-f]*[hH])(?![0-9A-Za-z])",
    re.I,
)
_OPENING_RESET = re.compile(r"\s*(?:reset\s+)?(?:default|reset\s+value)\b", re.I)
# a cell that speaks of one bit: its default is the bit's ("bit3：增益使能（默认值：1H）")
_BIT_MENTION = re.compile(r"\bbits?\s*\[?\d|第\s*\d+\s*位|位\s*\d", re.I)


def _described_reset(text: str, reg: _Reg) -> int | None:
    """The reset one statement in a register's description cell gives, when it is the
    only one there, written as hex beyond doubt (``0x12H``, ``0Fh``: ``12h`` may be
    hours), the cell names no bit and it fits the register's width; else None."""
    found = _DESCRIBED_RESET.findall(text)
    if len(found) != 1 or _BIT_MENTION.search(text):
        return None
    stated = _stated_hex(re.sub(r"(?i)^(0x[0-9a-f]+)h$", r"\1", found[0]))
    if stated is None:
        return None
    # a register whose width nothing has stated yet is as wide as the digits written
    # ("Reset default= 0x10000053": 32 bits)
    value, written = stated
    return value if value.bit_length() <= (reg.width or written or _width(reg)) else None


def _read_resets(
    table: Table, roles: dict[str, int], maps: list[_Map], warnings: list[str]
) -> None:
    """Resets from a table of addresses and values only (the values at reset given apart
    from the map, or printed sideways: TI's ``REGISTER | 0x01 ..`` over ``Default |
    C3h ..``): each to the register at its address, when one map holds it (banks
    share addresses, and which bank such a table means is not written in it) and the
    register has none. Addresses and values must be marked hex (``0x01``, ``C3h``) or
    in a column headed hex: a bare ``10`` could be either radix. No register is made."""
    hexcol = _hex_column(table, roles[ADDR])
    hexreset = _bare_hex_resets(table, roles[RESET])
    for row in table.rows:
        address, value = _cell(row, roles[ADDR]), _cell(row, roles[RESET])
        if not (hexcol or _MARKED.fullmatch(address)) or not (hexreset or _MARKED.fullmatch(value)):
            continue
        span = _address_in(address, hexcol, False)
        if span is None or span[0] != span[1]:
            continue
        holding = [m for m in maps if span[0] in m.regs]
        if len(holding) == 1:
            _read_reset(holding[0].regs[span[0]], row, roles, warnings, table, hexreset)


_MARKED = re.compile(r"0x[0-9A-Fa-f]+|[0-9A-Fa-f]+[hH]")


def _bare_hex_resets(table: Table, col: int) -> bool:
    """Whether reset column ``col`` writes hex without a mark: its header says so, or
    (:func:`_hex_column`) a bare number has a hex digit and no value is a physical one:
    among ``1500mA``, ``3.072A`` and ``0x0000h`` a bare ``0A`` is zero amperes
    (Renesas), beside ``0x05`` a bare ``1F`` is hex."""
    if "hex" in table.header[col].lower():
        return True  # "Default (Hex)" over "0C", "40" (a "0x1" among them too)
    # (a column of physical values, "1500mA", "3.072A": a bare "0A" is zero amperes)
    return _hex_column(table, col) and not any(
        _PHYSICAL.fullmatch(_cell(row, col).strip()) for row in table.rows
    )


# a physical value: "3.072A", "1500mA", "2.56V for 1-cell" (never "00A": hex)
_PHYSICAL = re.compile(r"\d+(?:\.\d+\s*[mµu]?[AVW]|\s*[mµu][AVW]|\s*[kM]?Hz|\s*°C|\s*%)(?:\s+.*)?")


@dataclass(frozen=True)
class _SummaryShape:
    """How a summary table is read, decided from its header and all its rows before any
    row is read (:func:`_summary_shape`; the comments there say why each is so)."""

    addr_col: int
    hexcol: bool
    binary: bool
    bitcols: list[tuple[int, int]]
    per_field: bool
    hexreset: bool
    mapped: bool
    captioned: int | None
    per_row_address: bool
    repeated: list[bool]
    numbered: set[str]
    auto: int | None
    registers_named: bool
    active_bits: bool  # Linear: an ACTIVE BITS column of register rows over field rows
    bit_range: bool  # Linear LTC4162: a "Bit Range" column, each register row's value span
    rows_at: Counter[str]
    one_name: bool
    decimal: int | None
    twin: int | None
    lettered: bool
    known: dict[str, int]
    agree: int
    moved: int
    example: bool

    def byte_of(self, name: str, first: int, regs: dict[int, _Reg]) -> bool:
        """Whether a row naming ``name`` at ``first`` gives a byte of the wider register
        of that name the map holds just below (``PHASE`` at 0x07, 16 bits: 0x08 is its
        second byte), not a register of its own."""
        start = self.known.get(name.casefold())
        held = regs.get(start) if start is not None else None
        # (a map addressing words: a wider register with another at the next address)
        words = any(
            (r.width or 8) > 8 and r.first + 1 in regs and regs[r.first + 1] is not r
            for r in regs.values()
        )
        return (
            not words
            and held is not None
            and start is not None
            and held.width is not None
            and start < first < start + held.width // 8
        )

    def misprinted(self, name: str, first: int, regs: dict[int, _Reg]) -> bool:
        """Whether a row naming ``name`` at ``first`` prints a register the map holds
        elsewhere at a wrong address (one such row among rows that agree)."""
        relocated = first not in regs and self.known.get(name.casefold(), first) != first
        return relocated and self.moved == 1 and self.agree >= 1


def _opens_its_fields(table: Table, addr_col: int, bit_col: int, repeated: list[bool]) -> bool:
    """Whether each addressed row that rows without an address of their own follow
    (blank, or repeating it down a merged cell) spans every bit of those rows more
    widely, two such groups at least, or one of three field rows at least when every
    other addressed row spans a value from a byte boundary (a page of the map holding one
    such register among whole values: Linear LTC4162; a lone row over bits 7:6 is a
    field):
    the addressed rows are registers, the others their fields (Linear:
    ``EN_LIMIT_ALERTS | 0x0D | 15:0`` over ``en_vbat_lo_alert | 0x0D | 11``)."""
    heads: list[tuple[tuple[int, int] | None, int]] = []  # addressed rows: bits, rows under
    for row, again in zip(table.rows, repeated, strict=True):
        bits = parse_bits(_cell(row, bit_col))
        if _cell(row, addr_col).strip() and not again:
            heads.append((bits, 0))
            continue
        if bits is None:
            continue
        head = heads[-1][0] if heads else None
        if head is None or not (head[1] <= bits[1] and bits[0] <= head[0] and head != bits):
            return False
        heads[-1] = (head, heads[-1][1] + 1)
    groups = sum(under > 0 for _bits, under in heads)
    most = max((under for _bits, under in heads), default=0)
    # every addressed row with no field rows spans from a byte boundary
    lone_from_zero = all(under or head is None or not head[1] % 8 for head, under in heads)
    return groups >= 2 or (groups == 1 and most >= 3 and lone_from_zero)


def _summary_shape(table: Table, roles: dict[str, int], regs: dict[int, _Reg]) -> _SummaryShape:
    """The :class:`_SummaryShape` of summary ``table`` (its column ``roles``), given
    the registers ``regs`` earlier tables read."""
    addr_col = roles[ADDR]
    hexcol = _hex_column(table, addr_col)
    binary = _binary_column(table, addr_col)
    bitcols = _bitcols(roles)
    # a combined table (a row per field): reset and access cells are the fields'; with bit
    # columns beside it (ADI: Reg | Name | Bits | Bit 7 .. Bit 0 | Reset) the Bits cell
    # only spans the register and the bit columns hold the fields
    per_field = BIT in roles and not bitcols
    hexreset = RESET in roles and _bare_hex_resets(table, roles[RESET])
    # the table the document calls its register map names the registers, over a table
    # that lists them for another purpose (TI's "Calculating Current and Power" steps)
    mapped = bool(_MAP_CAPTION.search(_caption(table)[1]))
    captioned = _caption_width(table)
    # bit cells that print each row's address (PCA9685: Register # | D7 .. D0 | Name)
    per_row_address = _bits_are_addresses(table, addr_col, bitcols, hexcol, binary)
    # Novatek: "Address | Register Name | Bits | ...", each address on one row (the
    # register), the fields on rows without one or in the tables after it (AMS prints
    # the address on every field row under the same header: those rows are fields)
    # (an address cell merged down over its field rows, repeated on each, counts once)
    repeated = _merged_down(table, addr_col, roles.get(BIT)) if per_field else []
    repeated = repeated or [False] * len(table.rows)
    addressed = [
        cell
        for row, again in zip(table.rows, repeated, strict=True)
        if (cell := _cell(row, addr_col).strip()) and not again
    ]
    numbered = _numbered_twins(table, roles)
    auto = next(
        (i for i, h in enumerate(table.header) if re.search(r"auto-?\s*increment", h, re.I)), None
    )
    registers_named = (
        per_field
        and REGNAME not in roles
        and NAME in roles
        and (
            re.search(r"\bregister", table.header[roles[NAME]], re.I) is not None
            # Linear: "SYMBOL | SUB ADDR | .. | ACTIVE BITS": the addressed row spans
            # the bits of the rows under it, its fields
            or _opens_its_fields(table, addr_col, roles[BIT], repeated)
        )
        and len(set(addressed)) == len(addressed)
        and (len(addressed) < len(table.rows) or len(table.rows) == 1)
    )
    # Linear's "ACTIVE BITS" of register rows alone: a register map, no field rows
    active_bits = per_field and re.fullmatch(
        r"active\s+bits", table.header[roles[BIT]].strip(), re.I
    )
    if active_bits and not registers_named:
        per_field = False
    # Vishay: "COMMAND CODE | REGISTER NAME | BIT | ..." with the address and the name on
    # every row ("01 | ALS_WH | 15 : 8", "01 | ALS_WH | 7 : 0"): one name per address,
    # the register's, and rows of its bits that name no field
    rows_at = Counter(_cell(row, addr_col).strip() for row in table.rows)
    named_by_address: dict[str, set[str]] = {}
    for row in table.rows:
        if (cell := _cell(row, addr_col).strip()) and NAME in roles:
            named_by_address.setdefault(cell, set()).add(_cell(row, roles[NAME]).strip())
    one_name = (
        per_field
        and not registers_named
        and REGNAME not in roles
        and NAME in roles
        and re.search(r"\bregister", table.header[roles[NAME]], re.I) is not None
        and len(addressed) > len(named_by_address)
        and all(len(names) == 1 for names in named_by_address.values())
    )
    decimal = _decimal_twin(table, addr_col, hexcol)
    twin = _binary_twin(table, addr_col)
    # Linear: registers named by letters, A .. X; the 24th is X, no don't-care mark
    letters = [_cell(row, roles[NAME]).strip() for row in table.rows] if NAME in roles else []
    lettered = len(letters) >= 8 and all(re.fullmatch(r"[A-Z]", n) for n in letters)
    # names earlier tables gave registers: a later table's one row naming one at an
    # address the map does not hold, among rows at the addresses the map gives theirs,
    # is a misprint (TI TCA8418's section tables print DEBOUNCE_DIS2 at 0x30 between
    # DEBOUNCE_DIS1 and _DIS3 at their map addresses): the map's address stands (rows
    # that all move are another mode's map: MPU-6500's offsets at 6..11, not 0x77..)
    known = {r.name.casefold(): r.first for r in regs.values() if r.named and r.summary}
    placed = [
        (known[key], span[0])
        for row in table.rows
        if (
            key := (
                clean_name(_cell(row, roles[REGNAME]))
                if REGNAME in roles
                else _row_name(row, roles, numbered)
            ).casefold()
        )
        in known
        and (span := _address_in(_cell(row, addr_col), hexcol, binary)) is not None
    ]
    agree = sum(a == b for a, b in placed)
    moved = sum(b not in regs for a, b in placed)

    example = "example" in _context(table)  # an example's values are no defaults
    return _SummaryShape(
        addr_col=addr_col,
        hexcol=hexcol,
        binary=binary,
        bitcols=bitcols,
        per_field=per_field,
        hexreset=hexreset,
        mapped=mapped,
        captioned=captioned,
        per_row_address=per_row_address,
        repeated=repeated,
        numbered=numbered,
        auto=auto,
        registers_named=registers_named,
        active_bits=bool(active_bits) and registers_named,
        bit_range=registers_named
        and BIT in roles
        and re.fullmatch(r"bits?\s+range", table.header[roles[BIT]].strip(), re.I) is not None,
        rows_at=rows_at,
        one_name=one_name,
        decimal=decimal,
        twin=twin,
        lettered=lettered,
        known=known,
        agree=agree,
        moved=moved,
        example=example,
    )


def _read_summary(table: Table, roles: dict[str, int], target: _Map, warnings: list[str]) -> None:
    """Read the registers of summary ``table`` (its column ``roles``) into ``target``
    and record where the table starts among the map's tables."""
    regs = target.regs
    shape = _summary_shape(table, roles, regs)
    # rows naming something in their bit cells (a map without a name column)
    bits_named = sum(any(_cell(row, col) for _bit, col in shape.bitcols) for row in table.rows)
    current: _Reg | None = None
    block: list[_Reg] = []  # the registers since the table's last group or reset row
    accessed = False  # an access row closed the last register's figure
    from_bits: set[int] = set()  # registers whose reset is their row of bit values
    elsewhere: set[int] = set()  # addresses whose register row named another register
    # ADI: a register over consecutive rows of one address, one row per byte from the
    # top ("0x01 | ADC_CONTROL | 0 0 0 DOUT_RDY_DEL ..", then "| POWER_MODE .. CLK_SEL"),
    # its reset printed at the width of all of them ("0x0000"): address -> its rows
    byte_rows: dict[int, list[tuple[str, ...]]] = {}
    # registers whose reset a row of defaults gave (a second, other row: none is sure)
    defaulted: set[int] = set()
    previous: tuple[str, ...] = ()  # the last row read into a register by its bit cells
    named_here: dict[int, str] = {}  # address -> the first name this table's rows gave it
    previous_row: tuple[str, ...] = ()  # the row above, as read (realigned, defaults apart)
    for k, (printed, page) in enumerate(zip(table.rows, _row_pages(table), strict=True)):
        printed = _realigned(printed, table, shape.bitcols)
        row, stated = _cell_defaults(printed, shape.bitcols) if shape.bitcols else (printed, None)
        row_above, previous_row = previous_row, row
        span = _address_in(_cell(row, shape.addr_col), shape.hexcol, shape.binary)
        if span is not None and shape.twin is not None:
            digits = _cell(row, shape.twin).replace(" ", "").strip()
            if re.fullmatch(r"[01]{5,8}", digits) and int(digits, 2) != span[0]:
                # ST LIS2MDL prints OUTY_H_REG "6B | 01101010": which is the misprint is
                # not written
                warnings.append(
                    f"register table on {_where(table)}: address {digits} (binary) and "
                    f"{_cell(row, shape.addr_col).strip()} disagree; row left out"
                )
                current = None
                continue
        if span is not None and shape.decimal is not None:
            number = _cell(row, shape.decimal).strip()
            if number.isdigit() and int(number) != span[0]:
                # the document's two address columns disagree (Nuvoton prints "75 | 51"):
                # neither is trusted
                warnings.append(
                    f"register table on {_where(table)}: address {number} (decimal) and "
                    f"{_cell(row, shape.addr_col).strip()} (hex) disagree; row left out"
                )
                current = None
                continue
        if shape.registers_named and shape.repeated[k]:
            span = None  # a field row under its register's merged address cell
            row = (*row[: shape.addr_col], "", *row[shape.addr_col + 1 :])
        name = _row_name(row, roles, shape.numbered)
        if not name and span is not None and k > 0 and NAME in roles and shape.bitcols:
            # TI TFP410: "DE_CNT | 36 | DE_CNT[7:0] ..", then "  | 37 | Reserved ..
            # DE_CNT[10:8]": the value's high byte at the next address, named as above
            name = _upper_slice_of(row_above, row, roles, shape, span[0])
        if span is not None and BYTE_PAIR.match(_cell(row, shape.addr_col).strip()) and "," in name:
            current = None  # ST: "0x28, 0x29 | OUT_X_L, OUT_X_H": two byte registers, not one
            continue
        bits = parse_bits(_cell(row, roles[BIT])) if shape.per_field else None
        described = _cell(row, roles[DESC]).strip(" .").lower() if DESC in roles else ""
        if shape.per_field and described == "reserved":
            name = ""  # Lite-On: "ALS_Data_2, High | 0x0F | 7:4 | 0000 | Reserved"
        if span is None:
            if shape.bitcols and _RESET_ROW.match(_cell(row, shape.addr_col)):
                # AKM: a "Reset" row of bit values under the registers it gives them to
                value = _bits_value(row, shape.bitcols)
                for above in block:
                    if value is not None and above.reset is None:
                        above.reset = value
                block, current = [], None
                continue
            if shape.bitcols and ACCESS_ROW.fullmatch(_cell(row, shape.addr_col)):
                # AKM: each bit's access under the names, before their defaults: the
                # register's own figure, so a defaults row further down is not its
                accessed = True
                continue
            if _cell(row, shape.addr_col) and _cell(row, shape.addr_col) not in ("...", "…"):
                current = None  # a row of something else: never attach fields past it
                block = []
            elif current is not None and bits is not None and name and not _is_reserved(name):
                new = [_field_from_row(row, roles, name, bits)]
                current.fields = _merge_fields(current.fields, new)
            continue
        first, last = span
        if (
            shape.bitcols
            and NAME in roles
            and k > 0
            and _cell(table.rows[k - 1], shape.addr_col).strip()
            == _cell(row, shape.addr_col).strip()
            and _RESET_NAME.fullmatch(" ".join(_cell(row, roles[NAME]).split()))
        ):
            # Micro Crystal: the register's row, then "0Fh | Reset | 0 0 0 ..." or "30h |
            # Default value on delivery | ...": its value at reset, never a register (a
            # register named Reset has an address of its own)
            value = _bits_value(row, shape.bitcols)
            if current is not None and first == current.first and current.reset is None:
                current.reset = value
            continue
        if shape.auto is not None and _cell(row, shape.auto).strip().lower() in (
            "enable",
            "enabled",
        ):
            current = None  # TI: the same register reached with the auto-increment bit set
            continue
        valued = RESET in roles and _cell(row, roles[RESET]).strip(" -\u2013\u2014")
        if _region(name, first, last) and not valued:
            current = None  # memory the map lists beside its registers: no register
            continue
        if last > first and _group_label(table, roles, k, name, first, shape.hexcol, shape.binary):
            current = None  # ST: "Control registers | 0 to 23" over REG_MODE at 0
            continue
        if first in elsewhere:
            continue  # rows of a register another space holds at this address
        if shape.per_field and bits is not None:
            # each row is a field, its register named by the address cell
            reg = regs.get(first)
            regname = clean_name(_cell(row, roles[REGNAME])) if REGNAME in roles else ""
            if shape.registers_named or shape.one_name:
                # Novatek: "Address | Register Name | Bits | ...": the addressed row is
                # the register (its Bits the span it uses), the rows under it its fields
                regname, name = name.strip("-\u2013\u2014 "), ""  # "-": no name
            whole = bits[1] == 0 and bits[0] + 1 in (8, 9, 16, 24, 32)  # 9: WM8960, NAU8810
            if reg is None and whole and not regname and (not name or _is_reserved(name)):
                current = None  # a reserved address: one reserved field over every bit
                continue
            if (
                reg is None
                and regname
                and _is_reserved(regname)
                and not any(_cell(row, roles[r]).strip() for r in (ACCESS, RESET) if r in roles)
            ):
                # TI LP55231: "0F TO 15 | RESERVED | [7:0] | | | RESERVED FOR FUTURE USE":
                # a reserved place, no register (HopeRF's "Reserved14 (0x14) | 7-0 | - |
                # r | 0x40" is one: it has an access and a reset)
                current = None
                continue
            if (
                reg is not None
                and reg.summary
                and regname
                and not _same_register(reg.name, regname)
            ):
                # the row names another register than the map holds at its address
                # (another mode's map: RegFifoAddrPtr where the summary has RegRxConfig)
                current = None
                continue
            if reg is None and shape.misprinted(regname, first, regs):
                current = None
                continue
            if reg is None:
                title = regname or _cell_title(_cell(row, shape.addr_col))
                reg = _Reg(title, first, last, page, named=bool(title))
                regs[first] = reg
            elif not reg.named and (regname or _cell_title(_cell(row, shape.addr_col))):
                reg.name, reg.named = regname or _cell_title(_cell(row, shape.addr_col)), True
            if shape.registers_named or (
                shape.one_name and shape.rows_at[_cell(row, shape.addr_col).strip()] == 1
            ):
                # (a default per bit span of one register is no reset of the register)
                _read_reset(reg, row, roles, warnings, table, shape.hexreset)
            if shape.registers_named and ACCESS in roles and reg.access is None:
                reg.access = _access(_cell(row, roles[ACCESS]))  # the register row's
            if shape.registers_named and not name and shape.active_bits:
                reg.value_bits = bits  # Linear's "ACTIVE BITS": the value's span
            elif shape.registers_named and not name and shape.bit_range and bits[0] < 16:
                # LTC4162's "Bit Range" [15:0] of a register row: one value over it where
                # no field row follows; its default the value's, at the range's low bit
                # (a range past bit 15, "[31:16]", is a longer value's slice: none)
                reg.value_bits = bits
                if bits[1] and reg.reset is not None:
                    value = reg.reset
                    reg.reset = value << bits[1] if value < 1 << (bits[0] - bits[1] + 1) else None
                if bits[0] >= 8 and (reg.width or 0) <= bits[0]:
                    reg.width = 16  # (a value past bit 7 states the width)
            size = _cell(row, roles[SIZE]).strip() if SIZE in roles else ""
            if reg.width is None and size in ("8", "16", "24", "32"):
                reg.width = int(size)  # a width the field row states for its register
            if shape.one_name:
                used = max(8, bits[0] + 1)  # the span its own rows use
                if used in (8, 16, 24, 32):
                    reg.width = max(reg.width or 0, used)
            if name and not _is_reserved(name):
                field = _field_from_row(row, roles, name, bits)
                if any(
                    (f.name, f.msb, f.lsb) != (field.name, field.msb, field.lsb)
                    for f in reg.fields
                    if _overlaps(field, [f])
                ):
                    # the row differs from a field the map's bit cells gave: the
                    # register's own table wins (TI: map SPL_EN_L, table SPK_EN_L)
                    reg.fields = _merge_fields(reg.fields, [field])
                else:
                    reg.fields = _one_per_bits([*reg.fields, field])
            else:
                _note_fixed(reg, row, roles, bits)
            current = reg
            continue
        bits_reserved = bool(shape.bitcols) and all(
            _cell(row, col).strip() and _is_reserved(_cell(row, col)) for _bit, col in shape.bitcols
        )  # an unnamed address whose every bit cell says Reserved (QMC5883L 0CH)
        # (or an address alone in its row, its bit cells and the rest empty: Allegro's
        # grey rows; a group label beside it, "VOLATILE", is no content)
        bit_columns = {col for _bit, col in shape.bitcols}
        blank = (
            NAME not in roles
            and bool(bit_columns)
            and not any(_cell(row, col) for col in bit_columns)
            and (
                all(
                    len({_cell(other, c) for other in table.rows}) == 1
                    for c in range(len(row))
                    if c != roles[ADDR] and c not in bit_columns and _cell(row, c)
                )
                # Bosch BMA253: a map naming its registers by their bit cells alone, an
                # address whose every bit cell is empty (grey) is a reserved one, when
                # nothing but its access and default stand beside it (ST HTS221's "34 |
                # Reserved | (u16)" names something in a column of its own: kept)
                or (
                    2 * bits_named >= len(table.rows)
                    and not any(
                        _cell(row, c)
                        for c in range(len(row))
                        if c not in bit_columns
                        and c not in {roles[ADDR], roles.get(ACCESS), roles.get(RESET)}
                    )
                )
            )
        )
        if (
            (
                NAME in roles
                and (_is_reserved(name) or not name)
                and not (shape.lettered and name == "X")
                and not (
                    ACCESS in roles
                    and _access(_cell(row, roles[ACCESS])) is not None
                    and _unnamed_with_fields(name, row, shape.bitcols)
                )
            )
            or (described == "reserved" and not _named_register(name, row, roles))
            or _debug_row(name, row, roles)
            or (bits_reserved and NAME not in roles)
            or blank
        ):
            current = None
            continue
        reg = regs.get(first)
        if shape.per_field and reg is not None and reg.named and _mnemonics(reg.name, name):
            # a combined table's register row naming another register at an address the
            # map holds (Bosch's feature pages: ANYMO_1 at the FEATURES window's 0x3C):
            # another register space; its field rows are not this register's
            elsewhere.add(first)
            current = None
            continue
        if reg is None and shape.misprinted(name, first, regs):
            current = None
            continue
        if reg is None and shape.byte_of(name, first, regs):
            current = None  # Microchip: "PHASE | 0x08", the second byte of PHASE at 0x07
            continue
        if reg is None and not name and last == first:
            # TI: a figure listing each address of a run the map named in one row
            # ("Teletext filter and mask 1 | B1h–B5h | 00h" over "B2h | Filter 1 mask
            # 2 .."): that address is a register of the run, its name, reset and access
            runs = [r for r in regs.values() if r.summary and r.named and r.first < first <= r.last]
            run = runs[0] if len(runs) == 1 else None  # (two runs over it: which is not said)
            if run is not None:
                # the run's value only where it fits the figure's row ("Device ID | 80h-81h
                # | 5150h" over 8-bit rows is both bytes' value, neither's)
                fits = (
                    run.reset is not None
                    and bool(shape.bitcols)
                    and run.reset.bit_length() <= shape.bitcols[0][0] + 1
                )
                reg = regs[first] = replace(
                    run,
                    first=first,
                    last=first,
                    page=page,
                    fields=[],
                    fixed=[],
                    width=None,
                    reset=run.reset if fits else None,
                    reset_mask=run.reset_mask if fits else None,
                )
                if _NUMBERING_NAME.search(run.name):
                    # a name numbering the registers of its run ("CALIB_0..F") is no
                    # one address's name
                    reg.name, reg.named, reg.summary = "", False, False
        if reg is None:
            reg = _Reg(name or "", first, last, page, named=bool(name), summary=bool(name))
            regs[first] = reg
        # read before from a table that is not the register map (a section's table)
        shown_again = not reg.mapped
        if name and (not reg.summary or (shape.mapped and not reg.mapped)):
            reg.name, reg.named, reg.summary = name, True, True
            reg.first, reg.last, reg.page = first, last, page
        reg.mapped = reg.mapped or (shape.mapped and bool(name))
        if name:
            named_here.setdefault(first, name)
        if SIZE in roles and reg.width is None:
            # (before the reset: a width the row states, not the reset's digit count)
            size = _cell(row, roles[SIZE]).strip()
            counted = BYTE_COUNT.fullmatch(size)  # "4 bytes"; never "up to 8 bytes"
            if counted:
                reg.width = 8 * int(counted.group("n"))
            else:
                reg.width = int(size) if size.isdigit() and int(size) else None
        if not shape.per_field:
            shown = shape.bitcols[0][0] + 1 if shape.bitcols else None
            _read_reset(reg, row, roles, warnings, table, shape.hexreset, shown)
        if ACCESS in roles and reg.access is None and not shape.per_field:
            reg.access = _access(_cell(row, roles[ACCESS]))
        if shape.captioned and reg.width is None:
            reg.width = shape.captioned
        if DESC in roles and not reg.description:
            reg.description = " ".join(_cell(row, roles[DESC]).split())
        if DESC in roles and not reg.fields and (not shape.per_field or bits is None):
            reg.fields = _described_fields(_cell(row, roles[DESC]))
        if RESET not in roles and reg.reset is None and (not shape.per_field or bits is None):
            # the description cell, or a column the table does not label for a role
            # (Trinamic: "Range [Unit]" holding "Reset default= 0x10000053")
            # (there the statement must open the cell: "ODR default: 0x3" is a field's)
            spare = [roles[DESC]] if DESC in roles else []
            spare += [
                i
                for i in range(table.width)
                if i not in roles.values() and _OPENING_RESET.match(_cell(row, i))
            ]
            told = {v for col in spare if (v := _described_reset(_cell(row, col), reg)) is not None}
            reg.reset = told.pop() if len(told) == 1 else None
        defaults = (
            _bits_value(row, shape.bitcols) if shape.bitcols and len(row) == table.width else None
        )
        if (
            current is reg
            and defaults is not None
            and reg.fields
            and (not name or name == reg.name)
        ):
            # Cirrus: the register's row of names, then under the same address and name
            # (cells the PDF repeats) a row of its bits' defaults: its reset (one such
            # row: two that differ leave it unknown)
            if reg.first in defaulted and reg.reset != defaults:
                reg.reset = None
            elif (
                not shape.example
                and reg.reset is None
                and reg.width in (None, shape.bitcols[0][0] + 1)
            ):
                reg.reset, reg.width = defaults, shape.bitcols[0][0] + 1
            defaulted.add(reg.first)
        elif (
            current is reg
            and reg.fields
            and shape.bitcols
            and len(row) == table.width
            and (not name or name == reg.name)
            and all(_cell(row, col).strip() in _BIT_VALUES for _bit, col in shape.bitcols)
        ):
            # NXP PF0100: the row of defaults has bits no reset fixes ("x x x 0 0 0 0 0"):
            # no value, but no other layout either (the fields stay)
            defaulted.add(reg.first)
        elif shape.bitcols and len(row) == table.width and current is reg:
            # the same address on the next row: another layout of the same byte (DS3231's
            # 12/24-hour Hours rows share their field names: the first stays), or the
            # register's next byte (Microchip's 16-bit registers), or another part's
            # variant; bits cannot be told for the last two, so their fields are dropped
            again = _fields_from_bitcols(row, shape.bitcols, reg, [], table)
            names = {f.name for f in again}
            both = _read_and_write(previous, row, roles)
            if both is not None and (not name or name == reg.name or _alike(name, reg.name)):
                # AMICCOM: "00h Mode | W | RESETN .." over "00h Mode | R | -- | FECF ..":
                # one register written one way and read another: both layouts stay (ADI
                # names the two alike: "2D | Chroma Gain Control 1 | W", "2D | Chroma
                # Gain 1 | R"; the first row's name stays; a UART's FCR and IIR, or
                # another page's register, are two registers)
                reg.fields = _layouts_joined(reg.fields, again, *both)
                reg.access = "read-write"  # written one way, read another
            elif both is not None and name and reg.named and name != reg.name:
                # Exar: "0x02 | ISR | RD | .." over "0x02 | FCR | WR | ..": two registers,
                # one read and one written at the address; the first keeps its fields
                pass
            elif not names & {f.name for f in reg.fields} or (name and name != reg.name):
                reg.fields, reg.width = [], None
                if not name or name == reg.name:
                    byte_rows.setdefault(reg.first, [previous]).append(printed)
            if reg.first in from_bits:  # a byte of a wider register, not its value
                reg.reset = reg.reset_mask = None
                from_bits.discard(reg.first)
        elif (
            shape.bitcols
            and len(row) == table.width
            and name
            and reg.named
            and (
                named_here.get(first, name) != name
                # (the map's register of another symbol there: Exar's summary lists DLM
                # at IER's 0x01 first)
                or _mnemonics(name, reg.name)
            )
            and not _alike(name, named_here.get(first, reg.name))
        ):
            # another register at an address the table gave one already, rows apart
            # (Exar: DLD, under "Baud Rate Generator Divisor", at ISR's 0x02): another
            # mode's or bank's; its fields are not the first one's
            pass
        elif shape.bitcols and len(row) == table.width and shape.per_row_address:
            block.append(reg)  # the bit cells spell the row's address: no fields, no width
        elif shape.bitcols and len(row) == table.width and (like := _same_as(row, shape.bitcols)):
            reg.like = like  # Microchip: "C1FIFOCON2 | same as C1FIFOCON1"
        elif shape.bitcols and len(row) == table.width:
            reg.width = reg.width or shape.bitcols[0][0] + 1
            if not reg.fields:
                reg.fields.extend(_fields_from_bitcols(row, shape.bitcols, reg, warnings, table))
            elif shown_again:
                # a register shown again (Nuvoton: each section's table shows the
                # fields it concerns, the appendix map all of them): bits no field
                # covers yet take the fields this row names there
                more = _fields_from_bitcols(row, shape.bitcols, reg, [], table)
                reg.fields.extend(f for f in more if not _overlaps(f, reg.fields))
            # an ID register printed bit by bit (AKM's WIA 0 1 0 0 1 0 0 0): its value;
            # not the register's address printed so (NXP's map: D7..D0 = 0 0 0 0 0 0 0 1
            # for register 1), nor one byte of a wider register
            fixed = _bits_value(row, shape.bitcols)
            # (0 at address 0 is a value: no row spells its address so alone)
            own_value = (
                fixed is not None and (fixed != first or first == 0) and not shape.per_row_address
            )
            if fixed is None and stated is not None and not shape.per_row_address:
                fixed, own_value = stated, True
            if reg.reset is None and own_value and reg.width == shape.bitcols[0][0] + 1:
                reg.reset = fixed
                from_bits.add(reg.first)
            if reg in block or accessed:
                # shown again (AKM: the detail map, then each register's own figure with
                # its Reset row, joined over the page), or after a figure's access row:
                # the block starts anew
                block = []
            accessed = False
            block.append(reg)
        elif shape.bitcols:
            reg.width = reg.width or shape.bitcols[0][0] + 1
            warnings.append(
                f"register {reg.name or _hex(reg.first)} ({_where(table)}): its bit columns "
                "do not line up with the table's header; fields left out"
            )
        current = reg
        previous = printed
    for first, rows in byte_rows.items():
        _read_byte_rows(regs[first], rows, roles, table, warnings)
    _elided_rows(table, roles, target, shape.hexcol, shape.binary)
    target.starts.append(table.start)


_WIDTH_CAPTION = re.compile(r"(?i)\btable\s+[\d-]+\.?\s+(\d{1,2})-bit\s+registers$")


def _caption_width(table: Table) -> int | None:
    """The width a summary's caption gives all its registers (ADI: ``Table 13. 8-Bit
    Registers``), else None."""
    m = _WIDTH_CAPTION.search(_caption(table)[1].strip("*_ "))
    return int(m.group(1)) if m else None


_ELLIPSIS = frozenset({"...", "…", "⋮", ". . ."})


def _elided_rows(
    table: Table, roles: dict[str, int], target: _Map, hexcol: bool, binary: bool
) -> None:
    """The registers a map leaves out with a row of ``...`` alone (TI LP5562: ``10 | PROG
    MEM ENG1``, ``11 | PROG MEM ENG1``, ``...``, ``2E | PROG MEM ENG1``): every address
    between the two rows around it is a register of their one name, with their access
    and width and, when both state the same one, their reset; no fields (the rows print
    none for them). Only when the two rows above it are that register at consecutive
    addresses (a step of one: ``40 | LUT``, ``44 | LUT`` are words four bytes apart;
    ``10 | PWM``, ``11 | CURRENT``, ``12 | PWM`` alternate), every row names one
    register (not a range), and every address between it holds already is such a
    register (an earlier table's elision: this one may add their reset). Rows around it
    numbering one name as far apart as their addresses (``REG_RAM0 | 32``, ``REG_RAM31
    | 63``) give the registers between the numbers between, when the map holds none
    there."""
    if NAME not in roles:
        return
    regs = target.regs
    spans = [_address_in(_cell(row, roles[ADDR]).strip(), hexcol, binary) for row in table.rows]

    def single(k: int) -> int | None:
        span = spans[k]
        return span[0] if span is not None and span[0] == span[1] and span[0] in regs else None

    for k, row in enumerate(table.rows):
        cells = {c.strip() for c in row}
        if _cell(row, roles[ADDR]).strip() not in _ELLIPSIS or cells - {"", *_ELLIPSIS}:
            continue
        if k < 1 or k + 1 >= len(table.rows):
            continue
        a, b = single(k - 1), single(k + 1)
        if a is None or b is None or b - a < 2:
            continue
        first, last = regs[a], regs[b]
        names = _numbered_names(first.name, last.name, b - a)
        if names and not any(x in regs for x in range(a + 1, b)):
            # ST STC3100: "REG_RAM0 | 32", "... | ...", "REG_RAM31 | 63": the numbers
            # count the addresses; a description is shared only when both rows print it
            # ("General-purpose RAM register 0" is RAM0's alone)
            description = first.description if first.description == last.description else ""
        else:
            lead = single(k - 2) if k >= 2 else None
            between = [regs[x] for x in range(a + 1, b) if x in regs]
            if (
                lead is None
                or lead != a - 1
                or len({regs[lead].name, first.name, last.name}) != 1
                or any(r.name != first.name or r.fields for r in between)
            ):
                continue
            names, description = [first.name] * (b - a - 1), ""
        agreed = first.reset if first.reset == last.reset else None
        for x, name in zip(range(a + 1, b), names, strict=True):
            if x in regs:
                if regs[x].reset is None:
                    regs[x].reset = agreed
                continue
            regs[x] = _Reg(
                name=name,
                first=x,
                last=x,
                page=first.page,
                reset=agreed,
                access=first.access if first.access == last.access else None,
                width=first.width if first.width == last.width else None,
                description=description,
                summary=first.summary,
                mapped=first.mapped,
            )


def _numbered_names(first: str, last: str, step: int) -> list[str]:
    """The names between ``first`` and ``last`` (``REG_RAM0``, ``REG_RAM31``) when they
    are one base numbered ``step`` apart; [] otherwise."""
    a = re.fullmatch(r"(?P<base>[A-Za-z_][A-Za-z0-9_]*?)(?P<n>\d+)", first)
    b = re.fullmatch(r"(?P<base>[A-Za-z_][A-Za-z0-9_]*?)(?P<n>\d+)", last)
    if a is None or b is None or a.group("base") != b.group("base"):
        return []
    n, m = int(a.group("n")), int(b.group("n"))
    if m - n != step:
        return []
    digits = len(a.group("n")) if len(a.group("n")) == len(b.group("n")) else 0
    return [f"{a.group('base')}{i:0{digits}d}" for i in range(n + 1, m)]


def pointer_tables(
    tables: list[tuple[Table, dict[str, int]]], maps: list[_Map], warnings: list[str]
) -> None:
    """Read the maps that give pointers as bits (``normalize._pointer_bits``) after the
    document's other maps: one whose addresses a map holds under the same names adds
    the access that map lacks (NXP LM75B's ``Temperature register (Temp)`` beside its
    map's ``Temp``); one naming other registers there (a page-select table, TI's
    pointer table before a map of mnemonics) is left to search; one no map holds any
    address of is the document's map (TI TMP102)."""
    for table, roles in tables:
        rows = [
            (span[0], row)
            for row in table.rows
            if (span := address_of(_cell(row, roles[ADDR]), hex_default=True)) is not None
        ]
        addresses = [a for a, _row in rows]
        held = [m for m in maps if any(a in m.regs for a in addresses)]
        if not held:
            _read_summary(table, roles, _map_for(table, roles, maps), warnings)
            continue
        regs = held[0].regs
        named = [
            (regs[a], row)
            for a, row in rows
            if a in regs and _alike(regs[a].name, clean_name(_cell(row, roles[NAME])))
        ]
        if len(held) > 1 or len(named) != len(rows):
            warnings.append(
                f"register table on {_where(table)} gives pointers to registers the map "
                "names otherwise; left to search"
            )
            continue
        for reg, row in named:
            if ACCESS in roles:
                reg.access = reg.access or _access(_cell(row, roles[ACCESS]))


# Trinamic: "bit 7… 0: START_SIN bit 23… 16: START_SIN90 START_SIN gives ..." in the
# description cell of a register's row
_CELL_BITS = re.compile(
    r"\bbits?\s+(?P<a>\d{1,2})(?:\s*(?:…|\.\.\.?|-|–)\s*(?P<b>\d{1,2}))?\s*:\s*"
    r"(?P<n>[A-Za-z][A-Za-z0-9_]*)(?![A-Za-z0-9_])"
)
_SYMBOL_NAME = re.compile(r"[A-Za-z][A-Za-z0-9]*_[A-Za-z0-9_]+|[A-Z][A-Z0-9]+")


# OmniVision: "Bit[7]: Reset BIST Bit[6]: Reset MCU Bit[5:0]: Debug mode" in the
# description cell: every bit of the register described in turn
_BRACKET_BITS = re.compile(r"\bBits?\s?\[(?P<a>\d{1,2})(?::(?P<b>\d{1,2}))?\]\s*:\s*")
# where a bit's name ends: its values listed ("000: One lane", "0x8: 8-bit mode",
# "Others: ..."), a note in parentheses, a sentence or a second line (a capitalised word
# after a lower-case one: "System clock divider Slow down all clocks")
_NAME_END = re.compile(
    r"(?:^|\s)(?:(?:[01xX]{1,8}|0x[0-9A-Fa-f]+|\d{1,3})\s*:|[Oo]thers\s*:)|\s?\(|[.;]\s|\s-\s"
    r"|(?<=[a-z])\s+(?=[A-Z][a-z])"
)


def _debug_mode(name: str) -> bool:
    """Whether a row or bit is named ``Debug mode`` (spaced or run together:
    ``DEBUGMODE``), OmniVision's word for what it keeps for itself."""
    return re.sub(r"\s+", "", name).casefold() == "debugmode"


def _debug_row(name: str, row: tuple[str, ...], roles: dict[str, int]) -> bool:
    """OmniVision's rows kept for the vendor: named ``DEBUG MODE`` with no access
    (``–``); a register of that name with an access (read/write) is a register."""
    return _debug_mode(name) and ACCESS in roles and _access(_cell(row, roles[ACCESS])) is None


def _bracket_fields(text: str, found: list[re.Match[str]]) -> list[Field]:
    """The fields a description cell lists as ``Bit[m:l]: words`` (OmniVision): each a
    field at those bits named by its words up to its values, a note or a second line;
    bits described as reserved or debug mode left out. None when two overlap, a bit
    number passes 31, two share a name, or a ``Bit[`` follows a register's name or
    address or opens inside parentheses (another register's bits named in a note).
    ``found``: the ``Bit[`` marks of ``text`` (:data:`_BRACKET_BITS`)."""
    for k, m in enumerate(found):
        before = text[: m.start()]
        # (a symbol before the first: "CTRL Bit[7:6]"; before a later one it is the last
        # field's name, "Reset BIST Bit[6]")
        named = k == 0 and re.search(r"[A-Z][A-Z0-9_]+\s*$", before)
        if (
            before.count("(") > before.count(")")
            or named
            or re.search(r"(?:0x[0-9A-Fa-f]+|\b[0-9A-Fa-f]+h)\s*$", before)
        ):
            return []  # another register's bits named in a note ("(CTRL Bit[7:6]: 01)")
    fields: list[Field] = []
    for m, end in zip(found, [*(n.start() for n in found[1:]), len(text)], strict=True):
        a = int(m.group("a"))
        b = int(m.group("b")) if m.group("b") else a
        words = text[m.end() : end].strip()
        cut = _NAME_END.search(words)
        name = " ".join((words[: cut.start()] if cut else words).split()).strip(" ,:")
        field = Field(name=name, lsb=min(a, b), msb=max(a, b))
        if field.msb > 31 or _overlaps(field, fields):
            return []
        if name and not _is_reserved(name) and not _debug_mode(name):
            fields.append(field)
    if len({f.name.casefold() for f in fields}) != len(fields):
        return []
    return sorted(fields, key=lambda f: f.lsb)


def _described_fields(text: str) -> list[Field]:
    """The fields a register row's description cell lists as ``bit m… l: NAME`` (two
    or more, TMC5160's MSLUTSTART ``bit 7… 0: START_SIN bit 23… 16: START_SIN90``): each
    a field at those bits, when every name is a symbol (with an underscore, or capitals
    closed by a colon: ``bit 0: Enable ...``, ``bit 3: SPI mode select`` are sentences),
    the names are distinct and no two overlap; else none. Lists written ``Bit[7:5]:``
    are read by :func:`_bracket_fields`."""
    marks = list(_BRACKET_BITS.finditer(text))
    if marks:
        return _bracket_fields(text, marks)
    found = list(_CELL_BITS.finditer(text))

    def symbol(m: re.Match[str]) -> bool:
        # with an underscore, or capitals closed by a colon or a note ("TOFF: ...",
        # "bit 3: SPI mode select" is a sentence)
        name, after = m.group("n"), text[m.end() :].lstrip()[:1]
        return "_" in name or (_SYMBOL_NAME.fullmatch(name) is not None and after in (":", "("))

    if len(found) < 2 or not all(symbol(m) for m in found):
        return []
    fields: list[Field] = []
    for m in found:
        a = int(m.group("a"))
        b = int(m.group("b")) if m.group("b") else a
        field = Field(name=m.group("n"), lsb=min(a, b), msb=max(a, b))
        if field.msb > 31 or _overlaps(field, fields) or _is_reserved(field.name):
            return []
        fields.append(field)
    if len({f.name.casefold() for f in fields}) != len(fields):
        return []
    return sorted(fields, key=lambda f: f.lsb)


_SAME_AS = re.compile(r"same\s+as\s+(?P<n>[A-Za-z_][A-Za-z0-9_]*)", re.I)


def _same_as(row: tuple[str, ...], bitcols: list[tuple[int, int]]) -> str:
    """The register a row's bit cells all say it repeats (``same as C1FIFOCON1``), or
    ""."""
    texts = {" ".join(_cell(row, col).split()) for _bit, col in bitcols}
    m = _SAME_AS.fullmatch(texts.pop()) if len(texts) == 1 else None
    return m.group("n") if m else ""


def _read_byte_rows(
    reg: _Reg,
    rows: list[tuple[str, ...]],
    roles: dict[str, int],
    table: Table,
    warnings: list[str],
) -> None:
    """The fields of a register printed over ``rows`` of bit columns, one byte each from
    the most significant (or where a Bits column puts each: ``[15:8]``, ``[7:0]``, every
    byte once), when its reset cell is printed at the width of all of them
    (ADI: two rows under ``0x0000``, three under ``0x000000``); the slices of one value
    over two rows joined (``AINP[4:3]`` and ``AINP[2:0]``: ``AINP`` [9:5]). Otherwise
    (rows of layouts or variants) the register keeps no fields."""
    bitcols = _bitcols(roles)
    size = bitcols[0][0] + 1
    printed = _cell(rows[0], roles[RESET]).strip() if RESET in roles else ""
    digits = re.fullmatch(r"0x([0-9A-Fa-f]+)|([0-9A-Fa-f]+)h", printed)
    if size != 8 or digits is None or 4 * len(digits.group(1) or digits.group(2)) != 8 * len(rows):
        return
    if any(_cell(row, roles[RESET]).strip() != printed for row in rows):
        return  # each row states its own value: not the bytes of one register
    # a Bits column saying which byte each row is (ADI: "[15:8]", "[7:0]") places them;
    # without one the rows run from the top
    shifts = [size * (len(rows) - 1 - k) for k in range(len(rows))]
    if BIT in roles:
        spans = [parse_bits(_cell(row, roles[BIT])) for row in rows]
        if any(s is None or s[0] - s[1] + 1 != size for s in spans):
            return
        shifts = [s[1] for s in spans if s is not None]
        if sorted(shifts) != [size * k for k in range(len(rows))]:
            return
    fields: list[Field] = []
    for row, shift in zip(rows, shifts, strict=True):
        for f in _fields_from_bitcols(row, bitcols, reg, warnings, table):
            if not _FIXED_BIT.match(f.name):
                fields.append(replace(f, msb=f.msb + shift, lsb=f.lsb + shift))
    reg.fields = _joined_slices(fields)
    reg.width = size * len(rows)


def _numbered_otherwise(name: str, title: str) -> bool:
    """Whether a name and a title both number what they name (digits or a Roman
    numeral as a word: ``FIFO I``, ``FIFO Register II``) and the numbers differ."""

    def numbers(text: str) -> set[str]:
        words = re.findall(r"[A-Za-z0-9]+", re.sub(r"\([^)]*\)", "", text))
        return {w for w in words if w.isdigit() or w in ROMAN_NUMERALS}

    title = re.sub(r"^\s*[\d.]+\s+", "", title)  # the section's number is none
    mine, theirs = numbers(name), numbers(title)
    return bool(mine and theirs) and mine != theirs


_SLICE_CELL = re.compile(r"(?P<p>[A-Za-z][A-Za-z0-9_]*)\[(?P<h>\d{1,2}):(?P<l>\d{1,2})\]")


def _upper_slice_of(
    above: tuple[str, ...],
    row: tuple[str, ...],
    roles: dict[str, int],
    shape: _SummaryShape,
    address: int,
) -> str:
    """The name of the register ``above`` when ``row`` (its name cell empty, its address
    the next one) holds only the slice of the value above that comes next (``DE_CNT[7:0]``
    over the bits of the row above, ``DE_CNT[10:8]`` and reserved bits in this one): the
    value's high byte, a register of its own; else ""."""
    first = _address_in(_cell(above, shape.addr_col), shape.hexcol, shape.binary)
    bitcols = shape.bitcols
    name = _cell(above, roles[NAME]).strip()
    if first is None or first[1] + 1 != address or not name:
        return ""
    low = {m.group(0) for _b, c in bitcols if (m := _SLICE_CELL.fullmatch(_cell(above, c).strip()))}
    cells = [_cell(row, c).strip() for _b, c in bitcols]
    high = {c for c in cells if c and not _is_reserved(c)}
    if len(low) != 1 or len(high) != 1:
        return ""
    lo, hi = _SLICE_CELL.fullmatch(low.pop()), _SLICE_CELL.fullmatch(high.pop())
    if lo is None or hi is None or lo["p"] != hi["p"] or int(hi["l"]) != int(lo["h"]) + 1:
        return ""
    return name


def _unnamed_with_fields(name: str, row: tuple[str, ...], bitcols: list[tuple[int, int]]) -> bool:
    """Whether a map row whose name cell says only that the register has no name (QST:
    ``na``, ``n/a``) names fields in its bit cells (``STEP_EN | STEP_SAMPLE_CNT<6:0>``):
    a register without a name, not a reserved address (the caller also asks for an
    access cell)."""
    if name.strip().lower() not in ("na", "n/a") or not bitcols:
        return False
    cells = [_cell(row, col).strip() for _bit, col in bitcols]
    named = [c for c in cells if c and not _is_reserved(c) and c not in ("0", "1")]
    return len(named) >= len(cells) // 2


def _read_and_write(
    above: tuple[str, ...], row: tuple[str, ...], roles: dict[str, int]
) -> tuple[str, str] | None:
    """The accesses of two rows of one register when one is its write layout and the
    other its read layout (an access column holding ``W`` and ``R``, in either order),
    as the model spells them (above's, then row's); else None."""
    if ACCESS not in roles:
        return None
    first, second = (_access(_cell(r, roles[ACCESS])) for r in (above, row))
    if first is None or second is None or {first, second} != {"read-only", "write-only"}:
        return None
    return first, second


def _layouts_joined(
    first: list[Field], second: list[Field], access_first: str, access_second: str
) -> list[Field]:
    """The fields of a register's written and read layouts: a field both give at the
    same bits is one read-write field; the others keep their layout's access."""
    both = {(f.name, f.msb, f.lsb) for f in first} & {(f.name, f.msb, f.lsb) for f in second}
    out = [
        replace(f, access="read-write" if (f.name, f.msb, f.lsb) in both else access_first)
        for f in first
    ]
    out += [replace(f, access=access_second) for f in second if (f.name, f.msb, f.lsb) not in both]
    return out


def read_named_rows(
    table: Table, roles: dict[str, int], maps: list[_Map], warnings: list[str]
) -> None:
    """A register summary without addresses (Microchip ENC28J60: ``Register Name |
    Bit 7 .. Bit 0 | Value on Reset``, the addresses in a map elsewhere): each row's
    fields and reset go to the registers the maps hold under exactly its name (a
    register every bank mirrors gets them in each), when they have none yet. No
    register is made, and a name no map holds is skipped."""
    bitcols = _bitcols(roles)
    hexreset = RESET in roles and _bare_hex_resets(table, roles[RESET])
    by_name = regs_by_name(maps)
    for row in table.rows:
        if len(row) != table.width:
            continue  # cells the PDF merged: the bit columns do not line up
        for reg in by_name.get(clean_name(_cell(row, roles[NAME])), []):
            if not reg.fields:
                reg.width = reg.width or bitcols[0][0] + 1
                reg.fields.extend(_fields_from_bitcols(row, bitcols, reg, warnings, table))
            _read_reset(reg, row, roles, warnings, table, hexreset)
    _reset_row_of_one(table, roles, maps)


# a reset-state table's register column and its values: "Bits 7-0 = 0x1D", "0x00"
_REGISTERS_HEADER = re.compile(r"registers?|register\s+names?", re.I)
_STATE_VALUE = re.compile(
    r"(?:bits?\s+(?P<hi>\d{1,2})\s*[-\u2013:]\s*0\s*=\s*)?(?P<v>0x[0-9A-Fa-f]{1,8})(?:\s*\[\d\])?",
    re.I,
)


def named_reset_table(table: Table, roles: dict[str, int]) -> bool:
    """Whether ``table`` is a two-column table of registers by name and their reset
    states (Exar: ``REGISTERS | RESET STATE`` over ``LCR | Bits 7-0 = 0x1D``)."""
    return (
        table.width == 2
        and set(roles) == {RESET}
        and roles[RESET] == 1
        and bool(_REGISTERS_HEADER.fullmatch(table.header[0].strip()))
    )


def read_named_resets(table: Table, maps: list[_Map]) -> None:
    """The resets a table of registers by name states (:func:`named_reset_table`): a
    value over all the register's bits (``Bits 7-0 = 0x1D``; a note mark after it kept
    out) or alone (``0x1D``) to the one register the maps hold under exactly that name,
    when it has none and its width agrees. Values of undefined bits (``0xXX``), of
    several registers in one row or in words name no reset."""
    by_name = regs_by_name(maps)
    for row in table.rows:
        stated = _STATE_VALUE.fullmatch(" ".join(_cell(row, 1).split()))
        held = by_name.get(clean_name(_cell(row, 0)), [])
        if stated is None or len(held) != 1 or held[0].reset is not None:
            continue
        value = int(stated.group("v"), 16)
        width = int(stated.group("hi")) + 1 if stated.group("hi") else None
        reg = held[0]
        if width is not None and reg.width not in (None, width):
            continue
        if value >> (width or reg.width or 32):
            continue  # more digits than the bits hold: a misprint
        reg.reset, reg.width = value, reg.width or width


def _reset_row_of_one(table: Table, roles: dict[str, int], maps: list[_Map]) -> None:
    """The last row of a table of one register's layouts (AMICCOM: ``Name | R/W | Bit 7
    .. Bit 0`` under ``9.2.4 FIFO Register I (Address: 03h)``, rows ``FIFO I | W | FEP7
    ..`` then ``Reset |  | 0 | 0 | 1 ..``): a row named ``Reset`` whose bit cells are
    each 0 or 1 gives the register the table's heading or the lines before it name its
    reset, when every row above names one register (its read and write layouts) and
    that register has none. Bits printed ``--`` (unimplemented) give no reset."""
    bitcols = _bitcols(roles)
    if len(table.rows) < 2 or not bitcols:
        return
    *layouts, last = table.rows
    names = {clean_name(_cell(row, roles[NAME])) for row in layouts}
    if not _RESET_NAME.fullmatch(_cell(last, roles[NAME]).strip()) or len(names) != 1:
        return
    value = _bits_value(last, bitcols)
    targets = _target(table, maps)[0]
    if value is None or len(targets) != 1 or targets[0].reset is not None:
        return
    if _numbered_otherwise(names.pop(), table.heading):
        return  # "FIFO I" rows under "FIFO Register II (Address: 04h)": a copied table
    reg = targets[0]
    width = bitcols[0][0] + 1
    if reg.width in (None, width):
        reg.reset, reg.width = value, width


def _read_reset(
    reg: _Reg,
    row: tuple[str, ...],
    roles: dict[str, int],
    warnings: list[str],
    table: Table,
    hexreset: bool,
    shown: int | None = None,
) -> None:
    """``reg``'s reset (and the width its digits state) from the row's reset cell, when
    the table has one and the register has no reset yet; a cell with a note glued on
    (``0x80011``) marks the register ``noted`` even when it has one. ``shown``: the
    width the table's bit columns draw, its top bit + 1 (:func:`_reset`)."""
    if RESET in roles and _ODD_WIDTH.match(_cell(row, roles[RESET]).strip()):
        reg.noted = True
    if RESET not in roles or reg.reset is not None:
        return
    cell = _cell(row, roles[RESET])
    glued = _glued_note(cell, table, roles[RESET])
    if glued is not None:
        cell, note = glued
        if re.search(r"\d", note):
            reg.noted = True  # the note gives another value: none is sure
            return
    reg.reset = _reset(cell, reg, warnings, table, hexreset, shown)
    if reg.reset is not None and reg.width is None:
        reg.width = _written_width(cell, hexreset)
    if _DASH_ZERO.search(table.after):
        cell = re.sub(r"[-\u2013\u2014]", "0", cell)  # "- = unimplemented, read as 0"
    partial = parse_partial(cell) if reg.reset is None else None
    if partial is not None:
        # some bits undefined at reset ("0x--08", "xxxx 0000"): the rest are stated
        value, mask, written = partial
        if written in (8, 16, 32) and reg.width in (None, written):
            reg.reset, reg.reset_mask, reg.width = value, mask, written


_RESET_ROW = re.compile(r"^\s*(?:reset|default|initial value|por)(?:\s+value)?\s*$", re.I)
# a row's name cell saying the row gives the register above its value at reset
_RESET_NAME = re.compile(
    r"(?:reset|default|initial|power[- ]on|por)(?:\s+values?)?(?:\s+on\s+delivery)?", re.I
)


def _bits_are_addresses(
    table: Table, addr_col: int, bitcols: list[tuple[int, int]], hexcol: bool, binary: bool
) -> bool:
    """Whether the bit cells of the table's register rows spell their addresses."""
    pairs = [
        (span[0], _bits_value(row, bitcols))
        for row in table.rows
        if (span := _address_in(_cell(row, addr_col), hexcol, binary)) is not None
    ]
    valued = [(a, v) for a, v in pairs if v is not None]
    return len(valued) >= 2 and sum(a == v for a, v in valued) >= 0.5 * len(valued)


# TI TCA8418: a bit cell printing the field's name over its value at reset ("KEA7 0")
_CELL_DEFAULT = re.compile(r"^(?P<name>\S(?:(?!\s[01xX](?:\s|$)).)*?)\s+(?P<d>[01])$")


def _realigned(
    row: tuple[str, ...], table: Table, bitcols: list[tuple[int, int]]
) -> tuple[str, ...]:
    """A map row short of the table's bit columns (Sensortek: the map continued on the
    next page, where the PDF kept one cell per merged field: ``38h | OFSTX |
    OFST_X[7:0] x5 | 00h``) spread over them again, when its field cells' widths account
    for every bit: each run of equal cells one field, as wide as the range its name
    declares (``FIFO_MODE[2:0]``: 3) or one bit, MSB first; the cells before and after
    the bit columns keep their places. Any other row unchanged."""
    cols = [col for _bit, col in bitcols]
    if not bitcols or len(row) >= table.width or cols != list(range(cols[0], cols[0] + len(cols))):
        return row
    after = table.width - 1 - cols[-1]
    cells = row[cols[0] : len(row) - after]
    runs = [text for k, text in enumerate(cells) if k == 0 or text != cells[k - 1]]
    widths = [declared_width(" ".join(text.split())) or 1 for text in runs]
    if not runs or not all(t.strip() for t in runs) or sum(widths) != len(cols):
        return row
    spread = [text for text, width in zip(runs, widths, strict=True) for _ in range(width)]
    return (*row[: cols[0]], *spread, *row[len(row) - after :])


# a bit cell of a row of values at reset, some unknown
_BIT_VALUES = frozenset(("0", "1", "x", "X"))


# a name that numbers the registers of its run: "CALIB_0..F", "MSLUT[1...7]", "DATA0-7"
_NUMBERING_NAME = re.compile(
    r"\d\s*(?:\.\.\.?|\u2026|[-\u2013~:])\s*[0-9A-Fa-f]{1,3}\b|\.\.|\[|\bx\b|_[xn]\b", re.I
)


def _cell_defaults(
    row: tuple[str, ...], bitcols: list[tuple[int, int]]
) -> tuple[tuple[str, ...], int | None]:
    """A row whose bit cells each print a name and the bit's value at reset (``KEA7 0``,
    ``N/A 0``): the row with the names alone, and the value the cells state when every
    bit cell has one and no name spans several cells (a merged field's one digit is no
    value of its bits); else the row unchanged and None. Only where every non-empty
    bit cell ends so, four cells at least (a name the PDF broke before its number,
    ``KLEC 1``, is a name)."""
    grouped = _grouped_defaults(row, bitcols)
    if grouped[0] != row:
        return grouped
    filled = [(bit, col, text) for bit, col in bitcols if (text := _cell(row, col).strip())]
    found = [_CELL_DEFAULT.match(text) for _bit, _col, text in filled]
    if len(filled) < 4 or not all(found):
        return row, None
    texts = [text for _bit, _col, text in filled]
    if all(texts.count(text) > 1 and not _is_reserved(text) for text in texts):
        # names each over several cells end in numbers of their own (TI: "Line 6 Field
        # 1" across the byte, "Filter 2 mask 1" over four bits), not in bits' values
        return row, None
    cells = list(row)
    value = 0
    for (bit, col, _text), m in zip(filled, found, strict=True):
        assert m is not None
        cells[col] = m.group("name")
        value |= int(m.group("d")) << bit
    names = [cells[col] for _bit, col in bitcols]
    merged = any(a == b and not _is_reserved(a) for a, b in itertools.pairwise(names))
    whole = len(filled) == len(bitcols) and not merged
    return tuple(cells), value if whole else None


_BIT_DEFAULT = re.compile(r"[01xX]")


def _grouped_defaults(
    row: tuple[str, ...], bitcols: list[tuple[int, int]]
) -> tuple[tuple[str, ...], int | None]:
    """Cirrus Logic's bit cells, each bit's name over its value at reset, where the PDF
    ran neighbouring cells into one (``PDN_HPB1 PDN_HPB0 0 0`` over two bit columns, the
    second ``〃`` or the same text): a run of k equal cells holding k names then k
    values (``0``/``1``/``x``) gives each column its name and value in order, the names
    one numbered run of one stem counting down (``PCMAVOL6 .. PCMAVOL0``) or reserved
    (``CHGFREQ3 .. CHGFREQ0 Reserved``); a lone cell may hold a name of several words
    (``VDET OFF 0``; TI TCA8418's ``KEA7 0`` cells read so too); equal reserved cells
    side by side (``Reserved 1``, ``Reserved Reserved 0 0``, never one cell merged over
    several) are read one by one. The row with the names alone and the value when every
    bit has a 0 or 1; else the row unchanged and None. Only where every non-empty run
    reads so, at most one lone cell holds a name without its value (a value the PDF
    lost; a merged cell of words without values is a description), runs cover four bit
    cells at least, and no two neighbouring lone cells give one name (``CH3_GAIN 1 |
    CH3_GAIN 0``: names the PDF broke before their digit, no values)."""
    raw = [_cell(row, col).strip() for _bit, col in bitcols]
    texts = list(raw)
    for i in range(1, len(texts)):
        if texts[i] == MERGED_MARK:
            texts[i] = texts[i - 1]
    runs: list[tuple[int, int]] = []  # [start, end) over bitcols
    for i, text in enumerate(texts):
        if runs and text and texts[runs[-1][0]] == text and runs[-1][1] == i:
            runs[-1] = (runs[-1][0], i + 1)
        elif text:
            runs.append((i, i + 1))
    if sum(b - a for a, b in runs) < 4:
        return row, None
    cells, bits, bare = list(row), 0, 0
    whole = sum(b - a for a, b in runs) == len(bitcols)
    lone: dict[int, str] = {}  # column -> the name a one-cell run gave it
    for start, end in runs:
        words = texts[start].split()
        width = end - start
        values = list(itertools.takewhile(lambda w: _BIT_DEFAULT.fullmatch(w), reversed(words)))
        names = words[: len(words) - len(values)]
        separate = MERGED_MARK not in raw[start:end]
        if (
            separate
            and names
            and len(values) == len(names) < width
            and width % len(names) == 0
            and all(_is_reserved(n) for n in names)
        ):  # "Reserved 1" (or "Reserved Reserved 0 0") cells side by side
            names, values = names * (width // len(names)), values * (width // len(names))
        if not values and width == 1:
            bare += 1  # a name whose value the PDF lost
            whole = False
        elif len(values) != width or not names or (width > 1 and len(names) != width):
            return row, None
        if width == 1:
            names = [" ".join(names)]
            lone[start] = names[0]
        elif not _counted_down(names):
            return row, None
        for k, (_bit, col) in enumerate(bitcols[start:end]):
            cells[col] = names[k]
        for k, value in enumerate(reversed(values)):
            if value in "01":
                bits |= int(value) << bitcols[start + k][0]
            else:
                whole = False
    if bare > 1 or any(
        lone.get(k + 1) == name and not _is_reserved(name) for k, name in lone.items()
    ):
        return row, None
    return tuple(cells), bits if whole else None


def _counted_down(names: list[str]) -> bool:
    """Whether the names of one run are bits of one numbered value, counting down
    (``PDN_HPB1 PDN_HPB0``), or reserved; the numbered ones all of one stem."""
    numbered = [m for n in names if not _is_reserved(n) for m in [_NUMBERED.fullmatch(n)]]
    if any(m is None for m in numbered):
        return False
    found = [m for m in numbered if m is not None]
    stems = {m.group(1) for m in found}
    numbers = [int(m.group(2)) for m in found]
    return len(stems) <= 1 and all(a == b + 1 for a, b in itertools.pairwise(numbers))


_NUMBERED = re.compile(r"([A-Za-z][A-Za-z0-9_]*?[A-Za-z_])(\d{1,2})")


def _bits_value(row: tuple[str, ...], bitcols: list[tuple[int, int]]) -> int | None:
    """The value a row of bit cells states (``0``/``1`` each); None when a cell holds
    anything else (``-``: not stated, fuse ROM)."""
    value = 0
    for bit, col in bitcols:
        cell = _cell(row, col).strip()
        if cell not in ("0", "1"):
            return None
        value |= int(cell) << bit
    return value


def _cell_title(text: str) -> str:
    """The register name in an address cell such as ``R2 Power Management 2``; ``""``
    when the cell holds only the address (``7 (07h)``)."""
    if parse_range(text, hex_default=True) is not None:
        return ""
    # the address ("R2", "0x01", "01h"), then its other form or a footnote mark ("(1)")
    rest = re.sub(
        r"^(?:0x[0-9a-f]+|[0-9a-f]+h\b|R?\d+)\s*(?:\((?:0x)?[0-9a-f]+h?\))?",
        "",
        text.strip(),
        flags=re.I,
    )
    rest = rest.strip().lstrip("–—-:").strip()  # TI: "01 (01H) – IC Function Control"
    # (an access after the address names nothing: AKC's "0x00 (RW)")
    rest = re.sub(rf"^{BRACKETED_ACCESS}", "", rest, flags=re.I).strip()
    return rest if any(c.isalpha() for c in rest) else ""


_ODD_WIDTH = re.compile(r"^0x([0-9A-Fa-f]{5}|[0-9A-Fa-f]{7})$")


_DASH_ZERO = re.compile(
    r"[-\u2013\u2014]\s*=\s*unimplemented\b[^.;]{0,40}?\bread as\s*\W?0\b", re.I
)

# the quantity a reset stands for, after it: "0x0BA6 (25°C)", "0x20 (64°C)", "0x05 (5 mA)"
_QUANTITY_AFTER = re.compile(
    r"\s*\(\s*[-+\u2212]?\d+(?:\.\d+)?\s*(?:°\s*C|°|K|[munk]?[VAW]|%|[mun]?s|[kM]?Hz)\s*\)$"
)

# a hex value whose zero the text layer holds as the letter O (Linear: "FOh" for F0h)
_LETTER_O = re.compile(r"^(?=[0-9A-F]*O)[0-9A-FO]{2,4}h$")

_BYTE_AND_MARK = re.compile(r"^(0x[0-9A-Fa-f]{2})(\d)$")


def _glued_note(cell: str, table: Table, col: int) -> tuple[str, str] | None:
    """A byte's reset with a footnote mark glued on (NXP FXAS21002C ``0x001`` = ``0x00``
    + note 1, under the table ``1. As shown on POR. ...``) as the value and the note's
    text; None unless most ``0x`` cells of the column have two digits (a column of
    11-bit resets writes three: TI's ``0x020``), two cells at least carry that mark and
    the line right after the table is that note."""
    m = _BYTE_AND_MARK.match(cell.strip())
    if m is None:
        return None
    cells = [c for row in table.rows if (c := _cell(row, col).strip()).lower().startswith("0x")]
    if 2 * sum(bool(re.fullmatch(r"0x[0-9A-Fa-f]{2}", c)) for c in cells) <= len(cells):
        return None
    if sum(bool((g := _BYTE_AND_MARK.match(c)) and g[2] == m[2]) for c in cells) < 2:
        return None  # one such cell is a value (a 10-bit register's 0x201), not a mark
    note = re.match(rf"\(?{m.group(2)}[.)]\s+(\S.*)", table.after)
    return (m.group(1), note.group(1)) if note else None


def _reset(
    text: str,
    reg: _Reg,
    warnings: list[str],
    table: Table,
    hex_default: bool,
    shown: int | None = None,
) -> int | None:
    """A register's reset value; None (with a warning, the register marked ``noted``)
    for a hex value of 5 or 7 digits, which in register tables is a footnote mark glued
    to a 4- or 6-digit value (``0x40006`` = ``0x4000`` + note 6). Eight or sixteen 0/1
    digits in a column not marked hex are binary (ADI's ``11100101``): read as decimal
    they would not fit the register; so are as many as the ``shown`` bit columns of the
    table (ADI's ``010010111`` under D8 .. D0); so are 0/1 digits grouped by fours (Wolfson's
    ``0_0111_1011``, 9 bits; Whwave's ``0000-0000``); fewer 0/1 digits opening with a
    zero (``00111``) say not which, and give none, unless all are zeros (0 in any
    radix). The quantity a value stands for
    after it is no part of it (``0x0BA6 (25°C)``); a letter O among hex digits with an
    ``h`` is a zero (``FOh``)."""
    bits = re.sub(r"[ _]", "", text.strip())
    if re.fullmatch(r"[01]{4}(?:-[01]{4}){1,3}", bits):
        bits = bits.replace("-", "")  # Whwave: "0000-0000", nibbles apart by a dash
    if (
        _DASH_ZERO.search(table.after)
        and len(bits) in (8, 16)
        and set(bits) <= set("01-")
        and set(bits) & set("01")  # all dashes: no bit's value stated
    ):
        # Microchip: "--11 -111" under "Legend: - = Unimplemented locations read as '0'"
        bits = bits.replace("-", "0")
    if not hex_default and len(bits) in (8, 16, shown) and set(bits) <= {"0", "1"}:
        return int(bits, 2)  # (ADI's 9-bit registers under D8 .. D0: "010010111")
    if not hex_default and 3 <= len(bits) < 8 and set(bits) == {"0"}:
        return 0  # Nuvoton "000" on a map page whose values have no hex digit: 0 in any radix
    if not hex_default and 3 <= len(bits) < 8 and bits[0] == "0" and set(bits) <= {"0", "1"}:
        return None  # Silicon Labs "00111": binary of some bits, or decimal? not said
    grouped = re.fullmatch(r"[01]+(?:[ _][01]{4})+", text.strip())
    if grouped and len(bits) in (reg.width, 9, 24, 32):  # Wolfson "0_0111_1011": 9 bits
        return int(bits, 2)
    text = _LETTER_O.sub(lambda m: m.group(0).replace("O", "0"), text.strip())
    value = parse_int(_QUANTITY_AFTER.sub("", text), hex_default=hex_default)
    if value is not None and _ODD_WIDTH.match(text.strip()):
        warnings.append(
            f"register {reg.name or _hex(reg.first)} ({_where(table)}): reset value {text} has "
            "an unusual digit count (a footnote mark?); left out"
        )
        reg.noted = True
        return None
    return value


# "ADP_CNTL(1-19)", "TH[1..4]", "DATA (0 to 5)": a run of registers numbered in the name
_NUMBERED_RUN = re.compile(
    r"^(?P<base>[A-Za-z][A-Za-z0-9_]*?)\s*[(\[]\s*(?P<a>\d{1,3})\s*"
    r"(?:-|\u2013|~|\.\.|to)\s*(?P<b>\d{1,3})\s*[)\]]$"
)


def split_titled_runs(headings: list[str], maps: list[_Map]) -> None:
    """A summary row over a run of byte addresses (X-Powers ``0X40-0X42 | IRQ Enable``)
    whose every address a section of its own titles by number and name (``REG 40：IRQ
    Enable 0``, ``REG 41：IRQ Enable 1`` ..: :func:`section_titles`) becomes those
    registers, named as their sections are, each keeping the row's access and
    description. Only when each address is titled once, and not for a row with fields
    or one wider than a byte per address."""
    titles = section_titles(headings)
    for register_map in maps:
        for first, reg in list(register_map.regs.items()):
            if reg.last <= first or reg.fields or reg.width not in (None, 8):
                continue
            members = range(first, reg.last + 1)
            if any(len(titles.get(a, ())) != 1 for a in members):
                continue
            if any(a in register_map.regs for a in members[1:]):
                continue
            for a in members:
                register_map.regs[a] = replace(
                    reg, name=titles[a][0], named=True, first=a, last=a, fields=[], fixed=[]
                )


def split_numbered_runs(maps: list[_Map]) -> None:
    """A summary row over a range of addresses whose name numbers the registers in it
    (Kionix ``64-76 | ADP_CNTL(1-19)``) becomes those registers, ``ADP_CNTL1`` at the
    first address on, when the numbers count the addresses (one register per byte) or
    divide them into 2- or 4-byte registers; each keeps the row's access and
    description. Not for a row with fields, nor when another register sits in the
    range; bit ranges (``DATA[15:0]``) are no numbering."""
    for register_map in maps:
        for first, reg in list(register_map.regs.items()):
            m = _NUMBERED_RUN.match(reg.name) if reg.named else None
            if m is None or reg.last <= first or reg.fields:
                continue
            a, b = int(m.group("a")), int(m.group("b"))
            numbers = list(range(a, b + 1) if a <= b else range(a, b - 1, -1))
            span = reg.last - first + 1
            if len(numbers) < 2 or span % len(numbers) or span // len(numbers) not in (1, 2, 4):
                continue
            step = span // len(numbers)
            starts = [first + i * step for i in range(len(numbers))]
            if any(s in register_map.regs for s in starts[1:]):
                continue
            for number, start in zip(numbers, starts, strict=True):
                register_map.regs[start] = replace(
                    reg,
                    name=f"{m.group('base')}{number}",
                    first=start,
                    last=start + step - 1,
                    fields=[],
                    fixed=[],
                )
