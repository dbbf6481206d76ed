"""Bit-field tables and bit rows (layout 3): one register's fields, attached to
the register the table's heading, caption or preceding line names (none: a warning and
nothing read), with the reset its caption or a row of bit defaults states."""

from __future__ import annotations

import itertools
import re
from collections import Counter
from dataclasses import replace

from hwcc.extract.numbers import parse_bits, parse_int
from hwcc.extract.regmap.columns import (
    _access,
    _bitrow_bits,
    _cell,
    _context,
    _is_reserved,
    _labelled_bits,
    _where,
    clean_name,
    column_roles,
    field_name,
)
from hwcc.extract.regmap.fieldlist import (
    _declared,
    _field_from_row,
    _fields_from_bitcols,
    _merge_fields,
    _norm,
    _note_fixed,
    _one_per_bits,
    _overlaps,
    _place_by_name,
)
from hwcc.extract.regmap.normalize.figures import BYTE_BITS, width_figure
from hwcc.extract.regmap.state import (
    _ADDRESS_CAPTION,
    _CAPTION,
    _CAPTION_LINE,
    _FIXED_BIT,
    _NUM,
    _NUMBERING,
    ADDRESS_LABEL,
    BIT,
    DESC,
    NAME,
    REGISTER_NAME_LINE,
    REGNAME,
    RESET_LINE,
    TITLE_NAMES,
    _hex,
    _Map,
    _Reg,
    _stated_hex,
    address_caption,
    band_line,
    letters_of,
    register_title,
    regs_by_name,
)
from hwcc.extract.regmap.targets import (
    _ADDRESS_BRACKET,
    _MARKED_HEX,
    _bare,
    _named_at_start,
    _nearest_first,
    _spelled_alike,
    _target,
    heading_targets,
    symbol_titled,
    titled_registers,
)
from hwcc.extract.tables import Table
from hwcc.model.device import Field
from hwcc.util.markdown import MERGED_MARK

# a register named as a value's high byte: "TEMPERATURE HIGH", "TEMPERATUREHIGH",
# "Temperature MSB", "high byte", "most significant byte"
_HIGH_BYTE_NAME = re.compile(r"MSB\b|HIGH\b|\bhigh(?:er)?\s+byte\b|\bmost\s+significant\b", re.I)


# a register's heading set inside a table's rows: "... register (address 04h)"
_REGISTER_AT = re.compile(rf"\bregister\s*\((?:address\s*)?{_NUM}\)", re.I)
# IC Plus: a row of one cell "Register 0 : Control Register" opening a register's rows
_TITLE_ROW = re.compile(r"^\s*register\s+\d{1,3}\s*:\s*(?P<title>[A-Za-z].*)$", re.I)


def _same_title(name: str, title: str) -> bool:
    """Whether a register's map name and a title name the same register, one within
    the other ("... Ability Register" and "... Ability Register (ANLPAR)")."""
    a, b = _bare(name), _bare(title)
    return bool(a and b) and (a in b or b in a)


def _title_row(row: tuple[str, ...]) -> str | None:
    """The title of a row that is only a register's title (its first cell filled, the
    others empty or merged), else None."""
    m = _TITLE_ROW.match(row[0]) if row else None
    if m is None or any(c.strip() and c.strip() != MERGED_MARK for c in row[1:]):
        return None
    return m.group("title")


# TI: "... Register (I2C address = 01h) Field Descriptions" under the heading "...
# Register (I2C address = 01/00h) [reset = E70Eh]"
_BYTE_ADDRESS = re.compile(r"\baddress\s*=\s*([0-9A-Fa-f]{2})h\b", re.I)
_WORD_ADDRESS = re.compile(r"\baddress\s*=\s*([0-9A-Fa-f]{2})\s*/\s*([0-9A-Fa-f]{2})h\b", re.I)


def _word_byte(table: Table, maps: list[_Map]) -> tuple[_Reg, int] | None:
    """The word register whose one byte a field table describes, and where that byte's
    bits start in it: a caption giving one byte address (``Register (I2C address =
    01h) Field Descriptions``) under a heading giving the word's two, high then low
    (``(I2C address = 01/00h)``): the high byte's bits are 15..8 (shift 8), the low
    byte's 7..0, of the 16-bit register the maps hold at the low address."""
    caption = next((line for line in reversed(table.before) if _CAPTION_LINE.match(line)), "")
    byte = _BYTE_ADDRESS.search(caption)
    word = _WORD_ADDRESS.search(table.heading)
    if byte is None or word is None:
        return None
    high, low, at = (int(x, 16) for x in (word.group(1), word.group(2), byte.group(1)))
    if high != low + 1 or at not in (high, low):
        return None
    order = _nearest_first(maps, table.start)
    reg = next((m.regs[low] for m in order if low in m.regs), None)
    if reg is None or reg.width != 16:
        return None
    return reg, 8 * (at - low)


def _titled_register(table: Table, maps: list[_Map]) -> list[_Reg]:
    """The register a field table's title line defines (``CFG0 (Address: 0xA9)``) when
    the map read before it has none at that address (the PDF broke those summary rows
    into prose): added to that map. Only inside the span of the map's addresses (an
    address beyond it may be another page's; a register-name band's anywhere) and
    clear of its registers."""
    line = next((x for x in reversed(table.before) if not RESET_LINE.match(x.strip())), "")
    m = _ADDRESS_CAPTION.fullmatch(line)
    order = _nearest_first(maps, table.start)
    if m is None or not order:
        return []
    address = parse_int(m.group("a"), hex_default=True)
    regs = order[0].regs
    # a register-name band over the table (X-Powers: "Register Name: ADC_VOL_CTRL" with
    # its section's "Reg 41h_..") defines the register wherever the map ends
    banded = band_line(m.group("name")) in table.before
    if (
        address is None
        or not regs
        or not (banded or min(regs) < address < max(r.last for r in regs.values()))
        or any(r.first <= address <= r.last for r in regs.values())
    ):
        return []
    reg = regs[address] = _Reg(
        name=m.group("name"), first=address, last=address, page=table.page, summary=True
    )
    return [reg]


# Silicon Labs: "Reset value = 0x1242" alone above a register's table (with "=": a
# TDK "Reset value: 0x68" line is read with its labelled section, where the document's
# other statements of the value are weighed)
_STATED_RESET = re.compile(r"reset\s+value\s*=\s*(?P<v>0x[0-9A-Fa-f]{2,8})\.?", re.I)


def _heading_field_elsewhere(table: Table, roles: dict[str, int], targets: list[_Reg]) -> bool:
    """Whether a field table sits under a heading of one symbol that names one of its
    own fields (Avago: ``### FRAME_IDLE`` over ``7:0 | FRAME_IDLE``) while the registers
    found for it (by a sentence above it: ``... shutter_time (reg 0x06 and reg 0x07)``)
    are named otherwise: the heading's register, not those."""
    symbol = _NUMBERING.sub("", table.heading).strip()
    if not targets or not re.fullmatch(r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+", symbol):
        return False
    if any(_CAPTION_LINE.match(line) or register_title(line) for line in table.before):
        return False  # a caption or title over the table names its registers
    names = {_norm(field_name(_cell(row, roles[NAME]))) for row in table.rows}
    return _norm(symbol) in names and not any(
        _spelled_alike(r.name, symbol) or letters_of(r.name) == letters_of(symbol) for r in targets
    )


def _per_register_rows(
    table: Table, roles: dict[str, int], maps: list[_Map], warnings: list[str]
) -> bool:
    """Read a field table whose rows name their register beside the field (TDK:
    ``REGISTER | BIT | NAME`` over ``SELF_TEST_X_GYRO | [7:0] | XG_ST_DATA[7:0]``) as
    one table per register the maps hold under exactly that name (once); rows of a name
    no map holds once are left out with a warning. False (nothing read) when every row
    names one register: the table is read as one."""
    groups: dict[str, list[tuple[str, ...]]] = {}
    current = ""
    for row in table.rows:
        name = clean_name(_cell(row, roles[REGNAME]))
        if name and name != MERGED_MARK:
            current = name
        if current:
            groups.setdefault(current, []).append(row)
    if len(groups) < 2:
        return False
    rest = {k: v for k, v in roles.items() if k != REGNAME}
    by_name = regs_by_name(maps)
    for name, rows in groups.items():
        held = by_name.get(name, [])
        if len(held) != 1:
            warnings.append(
                f"bit-field table on {_where(table)}: register {name} is not in the map once; "
                "its rows are left to search"
            )
            continue
        caption = address_caption(name, _hex(held[0].first))
        part = replace(table, rows=tuple(rows), before=(caption,), row_pages=())
        _read_field_table(part, rest, maps, warnings)
    return True


def _read_field_table(
    table: Table, roles: dict[str, int], maps: list[_Map], warnings: list[str]
) -> None:
    if REGNAME in roles and _per_register_rows(table, roles, maps, warnings):
        return
    for index, row in enumerate(table.rows):
        # the next register's heading, set by the PDF inside this table's rows
        titled = _title_row(row)
        if titled is not None or (
            parse_bits(_cell(row, roles[BIT])) is None and _REGISTER_AT.search(" ".join(row))
        ):
            if index:
                _read_field_table(replace(table, rows=table.rows[:index]), roles, maps, warnings)
            rest = replace(
                table,
                rows=table.rows[index + 1 :],
                header=table.header,
                before=(" ".join(row),),
                section=(),
                row_pages=table.row_pages[index + 1 :],
            )
            found = _target(rest, maps)[0] if titled is not None else []
            if titled is not None and not any(_same_title(r.name, titled) for r in found):
                # the title names another register than the map holds at its number (a
                # paged PHY's page-1 register 17 beside page 16's): whose fields is unclear
                warnings.append(
                    f"bit-field table on {_where(table)} titled {row[0].strip()!r} matches "
                    "no register of that name; left to search"
                )
                return
            _read_field_table(rest, roles, maps, warnings)
            return
    # a title stating an address the map lacks defines that register, before any name
    # in it is matched to another ("STATUS 2 (Address: 0xA3)" is no STATUS at 0x93)
    targets, title = _titled_register(table, maps), ""
    shift = 0
    word = _word_byte(table, maps)
    if word is not None:
        targets, shift = [word[0]], word[1]
    if not targets:
        targets, title = _target(table, maps)
        if _heading_field_elsewhere(table, roles, targets):
            targets = []
    if not _located(table, targets, warnings):
        return
    if len(targets) == 1 and _byte_rows_of_run(table, roles, targets[0], maps):
        return
    # "Reset value = 0x1242" alone above the table, after the line naming the register
    # (a reset line before that line closes the previous register's table)
    lines = [line.strip() for line in table.before]
    title_at = max((k for k, line in enumerate(lines) if not RESET_LINE.match(line)), default=-1)
    stated = [m for line in lines[title_at + 1 :] if (m := _STATED_RESET.fullmatch(line))]
    if len(targets) == 1 and len(stated) == 1 and targets[0].reset is None and title_at >= 0:
        value = _stated_hex(stated[0].group("v"))
        width = targets[0].width
        if value is not None and (value[1] is None or width in (None, value[1])):
            targets[0].reset = value[0]
    fields: list[Field] = []
    fixed: list[tuple[tuple[str, ...], tuple[int, int]]] = []
    declared_bits: list[tuple[int, int] | None] = []  # each field's "[4:0]", "[1]"
    whole_names = table.header[roles[NAME]] == TITLE_NAMES
    for row in table.rows:
        cell = _cell(row, roles[NAME])
        name = " ".join(cell.split()) if whole_names else _run_on_name(field_name(cell))
        bits = parse_bits(_cell(row, roles[BIT]))
        if bits is None:
            continue
        described = _cell(row, roles[DESC]).strip(" .").lower() if DESC in roles else ""
        if _is_reserved(name) or not name or described == "reserved":
            fixed.append((row, bits))  # a misprinted name on a row described "Reserved."
            continue
        base, marked = _declared(name)
        if marked is not None and marked[0] == marked[1] and bits[0] != bits[1]:
            name, marked = base, None  # a note mark, no bit: NXP "5 to 4 | DAYS[1]" (note 1)
        field = _field_from_row(row, roles, name, bits, titled=whole_names)
        if field.description == MERGED_MARK and fields:
            # a ditto mark: the description of the row above (WIZnet's WDF2 .. WDF0)
            field = replace(field, description=fields[-1].description)
        fields.append(field)
        declared_bits.append(marked)
    if shift and any(f.msb >= shift for f in fields):
        shift = 0  # (TI numbers a high byte's rows 15..8 now and then: the word's bits)
    if shift:  # the high byte's table of a word register: its bits 15..8
        fields = [replace(f, msb=f.msb + shift, lsb=f.lsb + shift) for f in fields]
        fixed = [(row, (bits[0] + shift, bits[1] + shift)) for row, bits in fixed]
    elif (
        fields
        and targets
        and all(
            t.width == 8 or (t.width is None and _HIGH_BYTE_NAME.search(t.name)) for t in targets
        )
        and all(f.lsb >= 8 and f.msb <= 15 for f in fields)
        and all(bits[1] >= 8 and bits[0] <= 15 for _row, bits in fixed)
    ):
        # TI HDC2010: "[15:8] | TEMPERATURE [15:8]" in the table of register 0x01
        # TEMPERATURE HIGH, every row within 15..8: the value's bit numbers over the byte
        # register's bits 7..0 (each name says which bits of the value it holds, a flag's
        # too: ADI's "Sign[15]")
        fields = [
            replace(
                f,
                name=(
                    f.name
                    if _declared(f.name)[1]
                    else f"{f.name}[{f.msb}]"
                    if f.msb == f.lsb
                    else f"{f.name}[{f.msb}:{f.lsb}]"
                ),
                msb=f.msb - 8,
                lsb=f.lsb - 8,
            )
            for f in fields
        ]
        fixed = [(row, (bits[0] - 8, bits[1] - 8)) for row, bits in fixed]
    fields, declared_bits = _digits_joined(fields, declared_bits)
    fields = _one_per_bits(_bit_by_bit(fields, declared_bits))
    stay, moved = _place_by_name(targets, fields, maps)
    if fields and not stay and not moved:
        return  # every field names another register that has its own: not this table's
    for reg in targets:
        for row, bits in fixed:
            _note_fixed(reg, row, roles, bits)
    # reserved rows up to bit 15 (31) above every field: the register is that wide
    # (Realtek: "31:15~8 | Reserved" over "31:7~0 | PAGE SEL" is a 16-bit register)
    top = max((bits[0] for _row, bits in fixed), default=-1)
    if (
        len(targets) == 1
        and targets[0].width is None
        and top + 1 in (16, 32)
        and all(f.msb < top for f in fields)
    ):
        targets[0].width = top + 1
    if (
        len(targets) == 1
        and targets[0].reset is None
        and not targets[0].fixed
        and all(f.reset_value is None for f in fields)
        and _CLEARED_NOTE.fullmatch(table.after.strip())
    ):
        targets[0].reset = 0  # the note under the table, where no bit states a default
    if fields and not stay:
        return
    fields = stay
    claim = _claim(table, targets, maps)
    claimed = [
        reg
        for reg in targets
        if reg.claim
        and any(f.name != g.name and _overlaps(f, [g]) for f in fields for g in reg.fields)
    ]
    if claimed and (claim < 2 or any(reg.claim == 2 for reg in claimed)):
        # a second table of its own for a register, naming other fields at the same bits
        # (WCH's "ADC_WDLTR" section misprinted "(ADC_WDHTR)"): unless this table's texts
        # agree on the register and the first table's did not, the first stays
        name = claimed[0].name or _hex(claimed[0].first)
        warnings.append(
            f"bit-field table on {_where(table)} gives {name} other fields than another "
            "table did; left to search"
        )
        return
    for reg in claimed:
        reg.fields = []  # the first table's heading named another register (Realtek's
        # "Reg-4Ah" section captioned "Reg-4Ch"): this one's texts agree
    for reg in targets:
        if not reg.named and title and len(targets) == 1:
            reg.name, reg.named = title, True
        if fields:
            reg.claim = max(reg.claim, claim)
            if reg.fields:
                # one table for a run of registers (WAIT1..WAIT8 as WAIT): the summary's
                # names are the precise ones
                reg.fields = _merge_fields(reg.fields, fields, keep_names=len(targets) > 1)
            else:
                reg.fields = list(fields)


def read_default_table(
    table: Table, roles: dict[str, int], maps: list[_Map], warnings: list[str]
) -> None:
    """A table of one register's bits that names no field, only describes them and
    gives each its default (X-Powers: ``Bit | Description | R/W | Reset | Default``
    over ``5 | Internal off-discharge enable ... | RW | POR | 1b``): each row's default
    recorded as that register's fixed bits, from which its reset is composed when they
    cover every bit exactly once. No field is read. The register is the one the
    table's heading or the lines before it name (none, several, or a run of
    registers: nothing read)."""
    targets, _title = _target(table, maps)
    if len(targets) == 1 and targets[0].first != targets[0].last:
        return  # one of a run's registers ("REG 40：IRQ Enable 0" of 0x40-0x42): not all
    if len(targets) != 1 or not _located(table, targets, warnings):
        return
    for row in table.rows:
        bits = parse_bits(_cell(row, roles[BIT]))
        if bits is not None:
            _note_fixed(targets[0], row, roles, bits)


# the byte a row describes, its address closing the description: "Physical Address
# Byte 5 (15H)", "(0x15)"
_BYTE_AT = re.compile(r"\((?:0x(?P<x>[0-9A-Fa-f]{1,4})|(?P<h>[0-9A-Fa-f]{1,4})[hH])\)\s*\.?$")


# the byte a row gives, in its words or its name: "Low Byte", "LSB", "VIDL"; "High Byte",
# "MSB", "VIDH" (never "Low voltage alarm threshold": no byte)
_LOW_BYTE = re.compile(r"\blow[- ]byte\b|\bLSB\b|_LSB?\b|(?<=[A-Z]{2})L\b")
_HIGH_BYTE = re.compile(r"\bhigh[- ]byte\b|\bMSB\b|_MSB?\b|(?<=[A-Z]{2})H\b")


def _byte_rows_of_run(table: Table, roles: dict[str, int], run: _Reg, maps: list[_Map]) -> bool:
    """Read the field table of a register run (DAVICOM: ``PAR`` at ``10H-15H``, its
    table one row per byte, ``7:0 | PAB5 | E,RW | Physical Address Byte 5 (15H)``) as
    one register per address of the run, each named as the run and holding its row's
    field over bits 7..0. Only when every row spans bits 7..0 and states one address of
    the run, each address once, and the map holds the run at its first address; False
    (nothing read) otherwise."""
    if run.first == run.last or DESC not in roles:
        return False
    at: dict[int, tuple[str, ...]] = {}
    for row in table.rows:
        m = _BYTE_AT.search(_cell(row, roles[DESC]).strip())
        if parse_bits(_cell(row, roles[BIT])) != (7, 0) or m is None:
            return False
        address = int(m["x"] or m["h"], 16)
        if address in at or not run.first <= address <= run.last:
            return False
        at[address] = row
    if sorted(at) != list(range(run.first, run.last + 1)):
        return False
    holder = next((m for m in maps if m.regs.get(run.first) is run), None)
    if holder is None:
        return False
    # the run's value at reset split into its bytes, the order its first row's name or
    # words say (``VIDL``, ``Vendor ID Low Byte (28H)`` first: the low byte at the low
    # address; ``VLOW_MSB``: the high byte)
    count = run.last - run.first + 1
    first_row = at[run.first]
    first_words = f"{_cell(first_row, roles[NAME])} {_cell(first_row, roles[DESC])}"
    low_first = _LOW_BYTE.search(first_words) is not None
    high_first = _HIGH_BYTE.search(first_words) is not None
    split = run.reset is not None and run.width == 8 * count and low_first != high_first
    for address in sorted(at):
        name = field_name(_cell(at[address], roles[NAME]))
        reg = replace(run, first=address, last=address, fields=[], width=8, reset=None)
        reg.reset_mask = None
        if name and not _is_reserved(name):
            field = _field_from_row(at[address], roles, name, (7, 0))
            reg.fields = [field]
            reg.reset = field.reset_value
        if split and run.reset is not None:
            index = address - run.first if low_first else run.last - address
            reg.reset = (run.reset >> (8 * index)) & 0xFF
            reg.fields = [replace(f, reset_value=reg.reset) for f in reg.fields]
        holder.regs[address] = reg
    return True


# a symbol, then the rest of its row the PDF ran into the name cell: its reset and access
# ("RX_TIME[2:0] 7 (111) R/W Timeout for sync word search ...")
_RUN_ON = re.compile(r"(?P<s>[A-Za-z_][A-Za-z0-9_]*(?:\[\d+(?::\d+)?\])?)(?:\s+\d|\s*:\s)")


def _run_on_name(name: str) -> str:
    """A field's name cell as its name: a cell of more than eight words is a row the PDF
    ran together (TI CC2500: the name, reset, access and description in one cell) or a
    name before its description (``UTXEN: Transmit enable bit; ..``): its opening symbol
    when a number or a colon follows it, else "" (a sentence continuing the row above:
    no field); shorter cells unchanged."""
    described = _DESCRIBED.match(name)
    if described:
        return described.group("s")  # "URXDA: Receive data available bit"
    if len(name.split()) <= 8:
        return name
    m = _RUN_ON.match(name)
    return m.group("s") if m else ""


# an upper-case symbol, a colon and its description in words
_DESCRIBED = re.compile(r"(?P<s>[A-Z][A-Z0-9_]*(?:\[\d+(?::\d+)?\])?):\s+[A-Za-z]")


def _digits_joined(
    fields: list[Field], declared: list[tuple[int, int] | None]
) -> tuple[list[Field], list[tuple[int, int] | None]]:
    """Adjacent rows of one name over adjacent bit ranges, one at least of several bits,
    that give one description (the second a ditto mark) as one field: the digits of a
    BCD value (NXP PCF85063A: ``6 to 4 | SECONDS | ten's place | actual seconds coded
    in BCD`` over ``3 to 0 | SECONDS | unit place | 〃``). Names that declare a range,
    and rows describing their bits differently (a misprinted name), stay apart."""
    out: list[Field] = []
    kept: list[tuple[int, int] | None] = []
    for f, bits in zip(fields, declared, strict=True):
        prev = out[-1] if out else None
        if (
            prev is not None
            and bits is None
            and kept[-1] is None
            and f.name == prev.name
            and f.msb == prev.lsb - 1
            and (f.msb > f.lsb or prev.msb > prev.lsb)
            and f.description.strip()
            and f.description == prev.description
        ):
            width = f.msb - f.lsb + 1
            reset = (
                None
                if prev.reset_value is None or f.reset_value is None
                else prev.reset_value << width | f.reset_value
            )
            out[-1] = replace(
                prev,
                lsb=f.lsb,
                reset_value=reset,
                access=prev.access if prev.access == f.access else None,
                enumerated_values=(),
            )
            continue
        out.append(f)
        kept.append(bits)
    return out, kept


def _bit_by_bit(fields: list[Field], declared: list[tuple[int, int] | None]) -> list[Field]:
    """Rows that each give one bit of one field joined into that field (IDT: ``D4 | 0 |
    vco_band[4:0]`` then ``D3 .. D0`` under the same name; ``D3 | sdm_order_cfg[1]``,
    ``D2 | sdm_order_cfg[0]``): adjacent one-bit rows of one name, in bit order, whose
    names ``declared`` the same range at least as wide as the run (a value spread over
    registers, ``OD1_offset[29:6]``, too), or each the next index down; the reset
    composed from theirs when each has one. Rows that only share a name (X-Powers' two
    GPIO edge-IRQ bits printed alike, no range) stay apart, unless every row repeats
    the first's description and access (one merged cell the PDF gave each row)."""
    out: list[Field] = []
    run: list[tuple[Field, tuple[int, int] | None]] = []

    def joins() -> bool:
        ranges = [d for _f, d in run]
        if all(d is None for d in ranges):
            # one merged cell the PDF repeated on each bit's row (Trinamic: ``31 | X3 |
            # LUT segment 3 start`` down to ``24``): the same text on every row
            texts = {(f.description, f.access) for f, _d in run}
            return len(texts) == 1 and bool(run[0][0].description.strip())
        if any(d is None for d in ranges):
            return False
        if len(set(ranges)) == 1:
            first = ranges[0]
            return first is not None and first[0] - first[1] + 1 >= len(run)
        indexes = [d[0] for d in ranges if d is not None and d[0] == d[1]]
        return len(indexes) == len(run) and all(a - b == 1 for a, b in itertools.pairwise(indexes))

    def close() -> None:
        if len(run) > 1 and joins():
            ordered = sorted((f for f, _d in run), key=lambda f: -f.msb)
            resets = [f.reset_value for f in ordered]
            reset = None
            if all(r is not None for r in resets):
                reset = int("".join(str(r) for r in resets), 2)
            same = all(f.access == ordered[0].access for f in ordered)
            out.append(
                replace(
                    ordered[0],
                    lsb=ordered[-1].lsb,
                    reset_value=reset,
                    access=ordered[0].access if same else None,
                )
            )
        else:
            out.extend(f for f, _d in run)
        run.clear()

    for f, bits in zip(fields, declared, strict=True):
        one = f.msb == f.lsb and (f.reset_value is None or f.reset_value in (0, 1))
        last = run[-1][0] if run else None
        if (
            last is not None
            and one
            and f.name == last.name
            and last.msb - f.msb == 1  # the next bit down, as the rows run
        ):
            run.append((f, bits))
            continue
        close()
        if one:
            run.append((f, bits))
        else:
            out.append(f)
    close()
    return out


def _claim(table: Table, targets: list[_Reg], maps: list[_Map]) -> int:
    """How firmly a bit-field table names ``targets``: 1 when its heading names other
    registers (its caption or lines chose; one of the two is misprinted), or when its
    caption holds another register's map name and not the target's ("Reg-4Ch:
    GPIO_Output Pin Control", 4Ah's name); else 2."""
    if table.heading:
        by_heading = heading_targets(table.heading, maps, table.start)
        if by_heading and by_heading != targets:
            return 1
    caption = next((line for line in reversed(table.before) if _CAPTION.search(line)), "")
    words = f" {_bare(caption)} "
    if len(targets) == 1 and f" {_bare(targets[0].name)} " not in words:
        others = [
            r
            for m in maps
            for r in m.regs.values()
            if r.named and r is not targets[0] and len(_bare(r.name)) > 3
        ]
        if any(f" {_bare(r.name)} " in words for r in others):
            return 1
    return 2


_CELL_DEFAULT = re.compile(r"^(.*?)\s*\(([01])\)$")


def _cell_defaults(row: tuple[str, ...]) -> tuple[tuple[str, ...], list[int] | None]:
    """A bit row whose every cell ends in its bit's default (Honeywell: ``MA1(0)``,
    ``DO2 (1)``, ``(0)`` for a fixed bit), or holds nothing but a 0 or 1 (a row of
    values): the names without them, and the defaults most significant first; the row
    unchanged and None when any cell has none."""
    if row and all(c.strip() in ("0", "1") for c in row):
        # a row of bare bit values (Honeywell's "Identification Register A Default
        # Values"): the register's value, no names
        return ("",) * len(row), [int(c) for c in row]
    found = [_CELL_DEFAULT.match(c.strip()) for c in row]
    if not row or not all(found):
        return row, None
    return tuple(m.group(1) for m in found if m), [int(m.group(2)) for m in found if m]


_FIGURE_TITLE = re.compile(r"^\s*register\s+\d+-\d+\s*:\s*", re.I)
_RUN_IN_CAPTION = re.compile(r"[.:]\s+(?P<c>table\s+\d+(?:-\d+)?\s*[.:]\s+[^.:]{1,80})$", re.I)
# Microchip: the access and reset of each bit above its name ("**R/W-0 U-0 R-1 ..**")
_ACCESS_LINE = re.compile(r"[*\s]*(?:[A-Z][A-Z0-9/]*-[01xXuq][*\s]*)+")


def _states_address(line: str, regs: list[_Reg]) -> bool:
    """Whether ``line`` gives one of ``regs`` by its address too ("the FStat register
    (21h) is shown below"): then it names that register, not in passing."""
    for m in _MARKED_HEX.finditer(line):
        value = parse_int(m.group(0), hex_default=True)
        if value is not None and any(r.first <= value <= r.last for r in regs):
            return True
    return False


def _bitrow_target(
    table: Table, maps: list[_Map], opening: tuple[str, ...] | None = None
) -> list[_Reg]:
    """The register a bit-row table belongs to, named only by the last prose line before
    it (``before`` holds just that line: tables in between are skipped, as a register's
    value tables often stand between its name and its bit row), else by its heading
    when no line stands between (a bit row is often far from its register's heading,
    in a second column or after another register's notes: anything looser attaches
    fields to the wrong register). A caption copied from another register's table (ST:
    "Table 28. CTRL_REG1 register" under "7.4 CTRL_REG3 (22h)") yields to the heading
    when the caption's register already has its fields and the heading's has none.
    ``opening`` holds the lines between the heading and the table when it is the first
    table under its heading and at most two short lines stand between them (ST: "9.5
    CTRL_REG1 (10h)", "Control register 1", "7 6 5 4 3 2 1 0"): the heading names the
    row if it states an address and names one register, unless a line between is a
    caption, opens with a register's name or gives one by its address (a sentence
    merely mentioning another register does not count). A Microchip figure's
    heading names its registers by symbol (:func:`symbol_titled`)."""
    symbols = [m.group(1) for line in table.before if (m := REGISTER_NAME_LINE.match(line))]
    if symbols:
        # Atmel: "Register Name: DAC_LLIG" over the row: the one register of that name
        same = [r for mp in maps for r in mp.regs.values() if r.named and r.name == symbols[-1]]
        if len(same) == 1:
            return same
    titles = [line for line in table.before if register_title(line)]
    if titles:
        # a title naming one register by symbol and address, however far above the row
        # ("MR (Mode Register) [R/W] [0x0000] [0x00]", "Table 17. CHIP_ID 0x0000")
        by_title = _named_by(table, titles[-1], maps)
        if len(by_title) == 1:
            return by_title
    last = table.before[-1] if table.before else ""
    pairs = _NAME_AT.findall(last) if _CAPTION_LINE.match(last.strip("*_ ")) else []
    if len(pairs) >= 2 and len(table.rows) == 2 * len(pairs):
        # TI: "Table 7-14. BAT_HI (0x2A) and BAT_LO (0x2B)": each register the caption
        # names by symbol and address, when a map holds each so
        named = [
            held
            for name, address in pairs
            for mp in maps
            if (held := mp.regs.get(int(address, 16))) is not None and held.name == name
        ]
        if len(named) == len(pairs):
            return named
    # a caption the PDF ran into the paragraph above it ("... register format. Table 12.
    # VAlrtTh (01h) Format") names the row, not the paragraph's other registers
    ran_in = _RUN_IN_CAPTION.search(last)
    found = _named_by(table, ran_in.group("c"), maps) if ran_in else []
    if not found:  # no caption, or one naming no register: the paragraph's words
        # (a paragraph pointing at a bit of a register, "bit 8 within Serial register
        # 0x24:0x25", names none over an SPI frame's figure)
        found = [] if _BIT_OF.search(last) else _named_by(table, last or table.heading, maps)
    if (
        opening
        and _MARKED_HEX.search(table.heading)
        # (a caption between names the row unless it names no register: ST's "Table 53.
        # Control register 4" over CTRL_REG4's row, its "register 4" a numbering)
        and not any(
            _CAPTION_LINE.match(line) and (found or _MARKED_HEX.search(line)) for line in opening
        )
        and (not found or not any(_named_at_start(line, maps) for line in opening))
        and not any(_states_address(line, found) for line in opening)
    ):
        # the heading over its first table, a line or two apart: a sentence there that
        # mentions another register ("... only when ModelCfg.ModelID is 6") is no title
        by_heading = _named_by(table, table.heading, maps)
        if len(by_heading) == 1:
            found = by_heading
    if not found and table.heading and table.before and NUMBERS_ONLY.fullmatch(table.before[-1]):
        # Atmel: "DAC Control Register" over the bit numbers and the box: the register
        # whose map gives that name in words beside its symbol, the one so named
        words = re.sub(r"\s+register$", "", _NUMBERING.sub("", table.heading).strip(), flags=re.I)
        spelled = [
            r
            for mp in maps
            for r in mp.regs.values()
            if r.description and r.description.casefold() == words.casefold()
        ]
        if len(spelled) == 1:
            found = spelled
    if not found and table.heading and all(_ACCESS_LINE.fullmatch(b) for b in table.before):
        found = symbol_titled(_CAPTION_LINE.sub("", _FIGURE_TITLE.sub("", table.heading)), maps)
    if len(found) == 1 and found[0].fields and table.before and table.heading:
        by_heading, _ = _target(replace(table, before=(), section=(table.heading,)), maps)
        if len(by_heading) == 1 and by_heading[0] is not found[0] and not by_heading[0].fields:
            return by_heading
    return found


_LISTED = re.compile(r",\s*(?:0x[0-9A-Fa-f]+|[0-9][0-9A-Fa-f]*h)\b")
_BIT_OF = re.compile(
    r"\bbits?\s+\d{1,2}(?::\d{1,2})?\s+(?:within|in|of)\b[^.]{0,40}\bregister\s+"
    r"(?:0x[0-9A-Fa-f]|[0-9A-Fa-f]{2}h\b)",
    re.I,
)
# a line of bit numbers alone over a figure ("7 6 5 4 3 2 1 0")
NUMBERS_ONLY = re.compile(r"\s*\d{1,2}(?:\s+\d{1,2}){7,31}\s*")


# a register's symbol and its address in brackets: "BAT_HI (0x2A)"
_NAME_AT = re.compile(r"\b([A-Z][A-Z0-9_]*)\s*\((0x[0-9A-Fa-f]{1,4})\)")


def _labelled_section(heading: str, opening: tuple[str, ...], maps: list[_Map]) -> list[_Reg]:
    """The register a heading names by its symbol alone when one line between it and
    the table labels its address (``Address: 0x01``) and a map holds a register of that
    name there; else []."""
    stated = [m for line in opening if (m := ADDRESS_LABEL.match(line.strip("* ")))]
    symbol = _NUMBERING.sub("", heading).strip()
    if len(stated) != 1 or not re.fullmatch(r"[A-Za-z][A-Za-z0-9_]*", symbol):
        return []
    at = int(stated[0]["a"], 16)
    return [
        mp.regs[at] for mp in maps[:1] if at in mp.regs and _spelled_alike(mp.regs[at].name, symbol)
    ]


def _named_by(table: Table, text: str, maps: list[_Map]) -> list[_Reg]:
    """The one register ``text`` (the line before ``table`` or its heading) names."""
    # a heading names its register by address or by name (ST: "9.2 CTRL_REG1 (20h)")
    probe = (
        replace(table, before=(), section=(text,))
        if text == table.heading and table.heading
        else replace(table, before=(text,), section=())
    )
    found, _title = _target(probe, maps)
    if len(found) == 1 or (found and (_LISTED.search(text) or _ADDRESS_BRACKET.search(text))):
        return found  # one, or each at an address listed ("[Address 00h, 08h]")
    named = _named_at_start(text, maps)
    if named is not None:
        return [named]
    caption = _CAPTION_LINE.match(text)
    titled = titled_registers(text[caption.end() :].strip("*_ "), maps) if caption else []
    return titled if len(titled) == 1 else []


def _read_bitrow(
    table: Table,
    roles: dict[str, int],
    maps: list[_Map],
    warnings: list[str],
    aligned: _Reg | None = None,
    opening: tuple[str, ...] | None = None,
) -> None:
    """Fields (and reset) of the register a bit row belongs to: the one the lines
    before it name (or its heading, see :func:`_bitrow_target` for ``opening``), else
    ``aligned``, the register matched to it by order (:mod:`hwcc.extract.regmap.align`)."""
    labelled = any(ADDRESS_LABEL.match(line.strip("* ")) for line in table.before)
    # Avago: "### REV_ID" over "Address: 0x01" and "Access: Read Reset Value: 0x00" lines,
    # then the bit row: with no word of registers around it, only the register the
    # heading names at that address, or none (an "Address: 0x0A" line over an SPI
    # example's address byte names none)
    alone = labelled and "regist" not in _context(table)
    targets = [] if alone else _bitrow_target(table, maps, opening)
    if not targets and labelled:
        targets = _labelled_section(table.heading, table.before, maps)
    own = _by_own_fields(table, roles, maps)
    if own and (
        not targets
        or (
            len(targets) == 1
            and targets[0].fields
            and targets != own
            and not _echoes(targets[0].fields, own[0].fields)
        )
    ):
        # the row's own layout is one register's: it wins over a title whose register
        # the map lays out otherwise (the text layer set the title by another table);
        # a title naming a register of no fields yet, or of fields echoing the row's
        # (an enable register's table repeating the status names: A_FULL_EN, A_FULL),
        # keeps it
        targets = own
    if not targets and aligned is not None:
        targets = [aligned]
    if not _located(table, targets, warnings):
        return
    stacked = _stacked_figures(table, targets)
    if stacked:
        # TI: "Table 7-14. BAT_HI (0x2A) and BAT_LO (0x2B)", a name row and a reset row
        # for each register, in the caption's order
        for reg, part in stacked:
            _bitrow_fields(part, roles, reg, maps, warnings)
        return
    if len(table.rows) >= 4 and len(table.rows) % 2 == 0 and _values_rows(table.rows[1::2]):
        return  # several registers' rows stacked, their registers not named in order
    for reg in targets:
        _bitrow_fields(table, roles, reg, maps, warnings)


def _echoes(titled: list[Field], own: list[Field]) -> bool:
    """Whether each of ``own`` has a field of ``titled`` at its bits whose name opens
    with its name, or the other way round (``A_FULL_EN`` at A_FULL's bit)."""
    at = {(f.msb, f.lsb): _norm(f.name) for f in titled}
    for f in own:
        other, name = at.get((f.msb, f.lsb)), _norm(f.name)
        if other is None or not (other.startswith(name) or name.startswith(other)):
            return False
    return True


def _by_own_fields(table: Table, roles: dict[str, int], maps: list[_Map]) -> list[_Reg]:
    """The one register whose fields (from the map) are the bit row's own, name for
    name and bit for bit, when no title names it (Maxim: the text layer sets titles and
    bit tables apart): [] unless exactly one register of the maps has that layout."""
    bitcols = _bitrow_bits(table, roles)
    if not bitcols:
        return []
    row = table.rows[0] if table.rows else table.header
    if len(row) != table.width:
        return []
    row, _defaults = _cell_defaults(row)
    probe = _Reg(name="", first=0, last=0, page=None)
    own = {
        (_norm(f.name), f.msb, f.lsb)
        for f in _fields_from_bitcols(row, bitcols, probe, [], table)
        if not _FIXED_BIT.match(f.name)
    }
    if not own:
        return []
    same = [
        r
        for m in maps
        for r in m.regs.values()
        if {(_norm(f.name), f.msb, f.lsb) for f in r.fields} == own
    ]
    return same if len(same) == 1 else []


def _values_rows(rows: tuple[tuple[str, ...], ...]) -> bool:
    """Whether every row holds bit values at reset only (0 or 1, blanks aside)."""
    return all(
        any(c.strip() for c in row) and all(c.strip() in ("0", "1") for c in row if c.strip())
        for row in rows
    )


def _stacked_figures(table: Table, targets: list[_Reg]) -> list[tuple[_Reg, Table]]:
    """(register, its rows) of a bit figure that stacks a row of names and a row of
    bit values at reset for each of the registers its caption names, in address order
    as the caption names them; [] for any other figure."""
    count = len(targets)
    if count < 2 or len(table.rows) != 2 * count:
        return []
    ordered = sorted(targets, key=lambda r: r.first)
    caption = table.before[-1] if table.before else ""
    places = [caption.find(r.name) for r in ordered]
    if not all(r.named for r in ordered) or min(places) < 0 or places != sorted(places):
        return []
    if not _values_rows(table.rows[1::2]):
        return []
    # the rows' bit numbers must rise or fall with the registers' halves (a caption
    # naming the low byte first over a figure printing the high byte first: neither)
    tops = [
        max((int(n) for c in row for n in re.findall(r"(\d+)$", c.strip())), default=-1)
        for row in table.rows[::2]
    ]
    for k in range(len(ordered) - 1):
        first, second = ordered[k].name, ordered[k + 1].name
        if tops[k] > tops[k + 1] and (_LOW_HALF.search(first) or _HIGH_HALF.search(second)):
            return []
        if tops[k] < tops[k + 1] and (_HIGH_HALF.search(first) or _LOW_HALF.search(second)):
            return []
    return [
        (reg, replace(table, rows=table.rows[2 * k : 2 * k + 2], row_pages=()))
        for k, reg in enumerate(ordered)
    ]


_HIGH_HALF = re.compile(r"(?:_?(?:HI|H|MSB|HIGH|UPPER))$", re.I)
_LOW_HALF = re.compile(r"(?:_?(?:LO|L|LSB|LOW|LOWER))$", re.I)


def _bitrow_fields(
    table: Table, roles: dict[str, int], reg: _Reg, maps: list[_Map], warnings: list[str]
) -> None:
    """The fields (and reset) of bit row ``table`` given to ``reg``."""
    bitcols = _bitrow_bits(table, roles)
    labelled = _labelled_bits(table)
    if labelled:
        row = tuple(name for _bit, name in labelled)
        table = replace(table, header=row, rows=())
    elif not table.rows:
        row = table.header  # the lone row is the header line
    else:
        row = table.rows[0]
        last = table.rows[-1]
        if len(table.rows) == 2 and len(last) == table.width and all(c in ("0", "1") for c in last):
            # names over a row of bit values at reset (Freescale)
            table = replace(table, rows=table.rows[:1])
            row = tuple(f"{name} ({bit})" for name, bit in zip(row, last, strict=True))
        below = table.rows[1] if len(table.rows) == 2 else ()
        if below and all(
            not (c := _cell(below, col).strip()) or _access(c) is not None for _, col in bitcols
        ):
            # ST: the names over a row of access tokens ("R", "R/W", "RC"): no part of
            # the names; a name in the first cell alone spans every bit
            filled = [col for _, col in bitcols if _cell(row, col).strip()]
            if filled == [bitcols[0][1]] and not _cell(below, bitcols[1][1]).strip():
                row = tuple(
                    _cell(row, filled[0]) if any(col == k for _, col in bitcols) else c
                    for k, c in enumerate(row)
                )
        elif len(table.rows) == 2:  # names wrapped onto a second line (TAP_X / enable)
            if any(_cell(below, c) and not _cell(row, c) for _, c in bitcols):
                return
            padded = (*below, *[""] * max(0, len(row) - len(below)))
            row = tuple(f"{a} {b}".strip() if b else a for a, b in zip(row, padded, strict=False))
    if len(row) != table.width:
        return
    row, defaults = _cell_defaults(row)
    filled = [col for _bit, col in bitcols if _cell(row, col).strip()]
    # (a name of words: a mnemonic alone over blank bits, "SWRST", is bit 7's flag)
    if (
        filled == [bitcols[0][1]]
        and len(bitcols) >= 8
        and defaults is None
        and " " in _cell(row, filled[0]).strip()
    ):
        # TI TVP5150AM1: "Hue control" in the first cell, every other bit cell empty: a
        # cell merged over the whole register, the PDF setting its text in the first
        spread = {col for _bit, col in bitcols}
        row = tuple(_cell(row, filled[0]) if k in spread else c for k, c in enumerate(row))
    width = bitcols[0][0] + 1
    # ADI: "Table 22. Register 0x27—Bits[D3:D0]", the low half of a byte's figure
    half = bool(table.before and _HALF_FIGURE.search(table.before[-1])) and (
        reg.width is not None and width <= reg.width
    )
    if reg.width is not None and reg.width != width and not half:
        return  # a table of another register size: not this register's layout
    fields = [
        f
        for f in _fields_from_bitcols(row, bitcols, reg, warnings, table)
        if not _FIXED_BIT.match(f.name)
    ]
    fields, _moved = _place_by_name([reg], fields, maps)
    known = {_norm(f.name) for f in reg.fields}
    agrees = not known or all(_norm(f.name) in known for f in fields)  # its own layout
    agrees = agrees or _refines(fields, reg.fields)
    if defaults is not None and reg.reset is None and len(defaults) == width and agrees:
        reg.reset = int("".join(str(bit) for bit in defaults), 2)
    if fields and not reg.fields:
        reg.width = reg.width or width
        reg.fields = fields
    elif fields and half and not any(_overlaps(f, reg.fields) for f in fields):
        reg.fields = sorted([*reg.fields, *fields], key=lambda f: f.lsb)  # the other half


# a caption giving the bits a figure shows of its register: "Bits[D3:D0]", "Bits[7:4]"
_HALF_FIGURE = re.compile(r"\bbits\s*\[\s*D?\d{1,2}\s*:\s*D?\d{1,2}\s*\]", re.I)


def _refines(fine: list[Field], coarse: list[Field]) -> bool:
    """Whether fields ``fine`` split the fields ``coarse`` and nothing else: each lies
    within one of them and together they cover every bit of each (TI bq76940: a detail
    table's UV_D1, UV_D0 where the map prints UV_DELAY over bits 7:6)."""
    if not fine or not coarse:
        return False
    covered = {b for f in fine for b in range(f.lsb, f.msb + 1)}
    return all(any(k.lsb <= f.lsb and f.msb <= k.msb for k in coarse) for f in fine) and all(
        set(range(k.lsb, k.msb + 1)) <= covered for k in coarse
    )


_CAPTION_RESET = re.compile(rf"\breset value\s*[:=]\s*(?P<v>{_NUM})", re.I)
# the address a caption line a normaliser wrote gives ("INT Status (Address: 0x01)")
_AT_ADDRESS = re.compile(r"\(Address: (0x[0-9A-Fa-f]{1,4}|[0-9A-Fa-f]{1,4}h)\)")


# ST: "1. At power-up and after Set Default command content of this register is set to
# 0." under a display register's table (its bits' defaults printed "-"): the whole note
_CLEARED_NOTE = re.compile(
    r"(?:\d\.\s*)?At\s+power[- ]?up(?:\s+and\s+after\s+(?:a\s+)?[\w ]{1,30}?\s+command)?,?\s+"
    r"(?:the\s+)?content\s+of\s+this\s+register\s+is\s+set\s+to\s+(?:0|0x0+|00h)\.?",
    re.I,
)


def _located(table: Table, targets: list[_Reg], warnings: list[str]) -> bool:
    """Whether ``table`` names its register(s); gives the one it names the reset its
    caption states, and warns (the table left to search) when it names none."""
    _caption_reset(table, targets)
    _stated_size(table, targets)
    if not targets:
        warnings.append(
            f"bit-field table on {_where(table)} names no register hwcc could identify; "
            "left to search"
        )
    return bool(targets)


_SIZE = re.compile(r"\bsize\s*:\s*(8|16|32|64)\s*bits?\b", re.I)


def _stated_size(table: Table, targets: list[_Reg]) -> None:
    """The width a line before the table states ("Index (In Decimal): 17 Size: 16
    bits"), given to the register(s) it describes that have none."""
    for line in reversed(table.before):
        m = _SIZE.search(line)
        if m:
            for reg in targets:
                reg.width = reg.width or int(m.group(1))
            return


def _caption_reset(table: Table, targets: list[_Reg]) -> None:
    """The reset a table's caption states for the one register it names (NXP:
    ``Table 29. ComIrqReg register (address 04h); reset value: 14h bit allocation``),
    when the register has none; a value whose digit count no register has is not
    taken. TDK's title line (``Name: PWR_MGMT_1 Address: 6 (06h) ... Reset Value:
    0x41``) counts as a caption: a line naming the register."""
    if len(targets) != 1 or targets[0].reset is not None:
        return
    name = re.escape(targets[0].name or "\0")
    naming = re.compile(rf"(?<![A-Za-z0-9_]){name}(?![A-Za-z0-9_])")
    for line in reversed(table.before):
        at = _AT_ADDRESS.search(line)
        if not (
            _CAPTION.search(line)
            or naming.search(line)
            or (at and parse_int(at.group(1), hex_default=True) == targets[0].first)
        ):
            continue
        m = _CAPTION_RESET.search(line)
        if m is None:
            continue
        stated = _stated_hex(m.group("v"))
        if stated is not None and stated[1] is not None:
            targets[0].reset = stated[0]
        return


# Maxim's 16-bit register formats: two 8-bit boxes under one caption, "MSB (RCOMP)—ADDRESS
# 0x0C LSB—ADDRESS 0x0D"; the PDF's text order does not tell left from right
_BYTE_BOX = re.compile(
    r"\bMSB(?:\s*\((?P<msb>[^)]*)\))?\s*[—–-]\s*ADDRESS\s+(?P<a>0x[0-9A-Fa-f]{2})\s+"
    r"LSB(?:\s*\((?P<lsb>[^)]*)\))?\s*[—–-]\s*ADDRESS\s+(?P<b>0x[0-9A-Fa-f]{2})\b"
)


def _row_prefix(table: Table) -> str:
    """The name the cells of a bit row number (``RCOMP 7`` .. ``RCOMP 0``: RCOMP), or ""."""
    stems = {re.sub(r"[\s\d]+$", "", clean_name(c)) for c in table.header if c.strip()}
    return stems.pop() if len(stems) == 1 else ""


def byte_boxes(
    tables: list[tuple[Table, dict[str, int]]], maps: list[_Map]
) -> list[tuple[Table, dict[str, int]]]:
    """Read the pairs of 8-bit bit rows a ``MSB (NAME)—ADDRESS a LSB (NAME)—ADDRESS a+1``
    caption stands over as the two bytes of the 16-bit register at ``a``: the row whose
    cells number a caption's name (``RCOMP 7 .. 0`` under ``MSB (RCOMP)``, ``MIN7 .. 0``
    under ``MSB (VALRT.MIN)``) is that byte and the other row the other byte; a pair
    neither name tells apart is left alone. Returns the tables not read here."""
    groups: dict[str, tuple[re.Match[str], list[tuple[Table, dict[str, int]]]]] = {}
    for table, roles in tables:
        box = _BYTE_BOX.search(table.before[-1]) if table.before else None
        if box and table.width == 8 and not table.rows:
            groups.setdefault(table.before[-1], (box, []))[1].append((table, roles))
    used: set[int] = set()
    for box, pair in groups.values():
        first, second = int(box.group("a"), 16), int(box.group("b"), 16)
        regs = [m.regs[first] for m in maps if first in m.regs]
        if len(pair) != 2 or second != first + 1 or len(regs) != 1:
            continue
        labels = {
            side: (box.group(side) or "").split(".")[-1].strip().casefold()
            for side in ("msb", "lsb")
        }
        if labels["msb"] == labels["lsb"]:
            continue  # one name over both bytes tells neither apart
        prefixes = [_row_prefix(t).casefold() for t, _roles in pair]
        if labels["msb"] and labels["msb"] in prefixes:
            high = prefixes.index(labels["msb"])
        elif labels["lsb"] and labels["lsb"] in prefixes:
            high = 1 - prefixes.index(labels["lsb"])
        else:
            continue
        reg = regs[0]
        if reg.width not in (None, 16) or reg.fields:
            continue
        for index, (table, roles) in enumerate(pair):
            shift = 8 if index == high else 0
            bitcols = [(bit + shift, col) for bit, col in _bitrow_bits(table, roles)]
            new = [
                f
                for f in _fields_from_bitcols(table.header, bitcols, reg, [], table)
                if not _FIXED_BIT.match(f.name)
            ]
            reg.fields = [*reg.fields, *new]
            used.add(id(table))
        reg.width = 16
    return [(t, r) for t, r in tables if id(t) not in used]


# TI: "Table 6-10. Byte 1 of Configuration and Power-Up or Reset Format" over D7..D0
_NUMBERED_BYTE = re.compile(r"byte\s+(?P<n>[1-4])\b", re.I)
# which byte comes first, in words (never "MSB first", which may speak of the bits)
_MSB_FIRST = re.compile(
    r"\bbyte\s+1\s+is\s+the\s+most\s+significant\s+byte"
    r"|\bmost\s+significant\s+byte\s+(?:is\s+)?(?:sent\s+|transmitted\s+|read\s+)?first\b",
    re.I,
)
_LSB_FIRST = re.compile(
    r"\bbyte\s+1\s+is\s+the\s+(?:LSB|least\s+significant)"
    r"|\bleast\s+significant\s+byte\s+(?:is\s+)?(?:sent\s+|transmitted\s+|read\s+)?first\b",
    re.I,
)


def _byte_number(table: Table) -> int | None:
    """1 .. 4 when the caption right above an 8-bit table opens with ``Byte 1`` ..
    ``Byte 4`` (``Table 6-10. Byte 1 of Configuration ...``), else None."""
    line = table.before[-1].strip("*_ ") if table.before else ""
    caption = _CAPTION_LINE.match(line)
    m = _NUMBERED_BYTE.match(line, caption.end()) if caption and table.width == 8 else None
    return int(m.group("n")) if m else None


def numbered_bytes(
    tables: list[tuple[Table, dict[str, int]]],
    maps: list[_Map],
    text: str,
    warnings: list[str],
) -> list[tuple[Table, dict[str, int]]]:
    """Read the 8-bit bit rows captioned ``Byte 1 of <register>`` and ``Byte 2 of
    <register>`` (TI's 16-bit registers, sent a byte at a time) as the two bytes of one
    16-bit register: byte 1 its bits 15..8 and byte 2 its bits 7..0, when the document
    says in words that the most significant byte comes first (``text``: "byte 1 is the
    most significant byte") and nowhere the opposite. Only when the register has no
    fields and is not stated narrower, and exactly one table of each byte names it (a
    ``Byte 3`` among them: another width). A byte's row is otherwise never read as a
    whole register: the tables captioned so are taken out, read or not (warned), except
    a pair whose bytes name two registers at neighbouring addresses (``Byte 1 of
    Threshold: THRESH_H Register (02h)``, ``Byte 2 .. THRESH_L Register (03h)``): each
    is its register's own 8 bits and stays. Returns the tables left."""
    numbered = [(t, r, n) for t, r in tables if (n := _byte_number(t)) is not None]
    if not numbered:
        return tables
    groups: dict[int, list[tuple[Table, dict[str, int], int]]] = {}
    regs: dict[int, _Reg] = {}
    for table, roles, n in numbered:
        targets = _bitrow_target(table, maps)
        if len(targets) == 1:
            regs[id(targets[0])] = targets[0]
            groups.setdefault(id(targets[0]), []).append((table, roles, n))
    read: set[int] = set()
    if _MSB_FIRST.search(text) and not _LSB_FIRST.search(text):
        for key, group in groups.items():
            if _byte_pair(regs[key], group, warnings):
                read.update(id(t) for t, _r, _n in group)
    # a lone byte per register, its other byte the neighbouring register's: 8-bit ones
    lone = {regs[k].first: g[0] for k, g in groups.items() if len(g) == 1}
    kept = {
        id(table)
        for first, (table, _roles, n) in lone.items()
        if (n == 1 and first + 1 in lone and lone[first + 1][2] == 2)
        or (n == 2 and first - 1 in lone and lone[first - 1][2] == 1)
    }
    for table, _roles, _n in numbered:
        if id(table) not in read and id(table) not in kept:
            warnings.append(
                f"bit-field table on {_where(table)} holds one byte of a register hwcc could "
                "not place; left to search"
            )
    taken = {id(t) for t, _r, _n in numbered} - kept
    return [(t, r) for t, r in tables if id(t) not in taken]


def _byte_pair(
    reg: _Reg, group: list[tuple[Table, dict[str, int], int]], warnings: list[str]
) -> bool:
    """Give ``reg`` the fields of its byte 1 (bits 15..8) and byte 2 (bits 7..0) tables,
    and the reset their cells print when every cell prints one (:func:`_named_defaults`);
    whether it took them (one table of each byte, one row each, and ``reg`` without
    fields and not stated narrower than 16 bits)."""
    if sorted(n for _t, _r, n in group) != [1, 2] or reg.fields or reg.width not in (None, 16):
        return False
    if any(len(t.rows) != 1 or len(t.rows[0]) != 8 for t, _r, _n in group):
        return False
    fields: list[Field] = []
    value: int | None = 0
    for table, roles, n in group:
        shift = 8 if n == 1 else 0
        row, defaults = _named_defaults(table.rows[0], table)
        if defaults is None or value is None:
            value = None
        else:
            value |= int("".join(map(str, defaults)), 2) << shift
        bitcols = [(bit + shift, col) for bit, col in _bitrow_bits(table, roles)]
        fields += [
            f
            for f in _fields_from_bitcols(row, bitcols, reg, warnings, table)
            if not _FIXED_BIT.match(f.name)
        ]
    if not fields:
        return False
    reg.fields, reg.width = fields, 16
    if reg.reset is None and value is not None:
        reg.reset = value
    return True


_NAME_DEFAULT = re.compile(r"^(?P<name>\S(?:.*\S)?)\s+(?P<d>[01])$")
_RESET_WORDS = re.compile(r"\b(?:reset|power[- ]?up|power[- ]on|default)\b", re.I)


def _named_defaults(row: tuple[str, ...], table: Table) -> tuple[tuple[str, ...], list[int] | None]:
    """A bit row whose every cell prints a name and the bit's value at reset (TI: ``OS
    0``, ``0 0`` for a fixed bit) under a caption that speaks of the reset: the names
    alone and the values most significant first; else ``_cell_defaults``'s reading."""
    found = [_NAME_DEFAULT.match(c.strip()) for c in row]
    caption = table.before[-1] if table.before else ""
    if row and all(found) and _RESET_WORDS.search(caption):
        return tuple(m.group("name") for m in found if m), [int(m.group("d")) for m in found if m]
    return _cell_defaults(row)


# NXP FXOS8700CQ: "**Table 25. SYSMOD register**", then "fgerr fgt[4:0] sysmod[1:0]" as
# a line of prose (the PDF kept no ruling), then the values at reset
_FIGURE_CAPTION = re.compile(
    r"^table\s+\d+(?:[-.]\d+)*\.\s+(?P<name>[A-Za-z][A-Za-z0-9_]*)\s+register$", re.I
)


_FUNCTION_WORDS = frozenset(
    {"a", "an", "the", "of", "in", "is", "as", "to", "and", "or", "for", "with", "by", "this"}
)


def prose_figures(content: str, maps: list[_Map], warnings: list[str]) -> None:
    """Register figures the PDF set as lines of prose under their caption (NXP
    FXOS8700CQ: ``Table 25. SYSMOD register``, then ``fgerr fgt[4:0] sysmod[1:0]``, each
    field drawn as wide as its bits, then ``0’b00000000``): read as the bit row
    :func:`normalize._widths_as_bits` makes of the same figure drawn as a table, for the
    register of that exact name (one in all maps) when it has no fields. Only a line
    right after the caption whose every word is a symbol (optional ``[m:l]``) or a dash,
    never a function word or a capitalised word (eight words of a sentence are no
    figure), the widths adding up to 8; the next line gives the values when it is one
    value of 8 bits."""
    named = regs_by_name(maps)
    lines = [line.strip() for line in content.split("\n")]
    filled = [k for k, line in enumerate(lines) if line]
    for at, k in enumerate(filled):
        caption = _FIGURE_CAPTION.match(lines[k].strip("*_ "))
        regs = named.get(caption.group("name"), []) if caption else []
        if len(regs) != 1 or regs[0].fields or at + 1 >= len(filled):
            continue
        words = lines[filled[at + 1]].split()
        if not words or any(
            # symbols, not a sentence of eight words ("This register contains the ...")
            w.lower() in _FUNCTION_WORDS or re.fullmatch(r"[A-Z][a-z]+", w)
            for w in words
        ):
            continue
        value = lines[filled[at + 2]] if at + 2 < len(filled) else None
        rows = width_figure(words, None if value is None else [value])
        if rows is None:
            continue
        table = Table(
            header=BYTE_BITS,
            rows=rows,
            start=0,
            end=0,
            section=(),
            before=(lines[k],),
            page=regs[0].page,
        )
        _bitrow_fields(table, column_roles(table), regs[0], maps, warnings)


_AFTER_RESET_LEGEND = re.compile(r"-\s*n\s*=\s*value after reset", re.I)


def figure_resets(values: list[Table], maps: list[_Map]) -> None:
    """Resets from register figures of bit values that a legend says are the values
    after reset (TI: "LEGEND: R/W = Read/Write; R = Read only; -n = value after
    reset" right after the figure), given to the one register the figure's heading
    names when it has none, its width is the figure's and its fields fit; a section
    holding several such figures (a wider register drawn a byte at a time) gives none."""
    per_section = Counter(t.section for t in values)
    for table in values:
        if not _AFTER_RESET_LEGEND.search(table.after) or not table.heading:
            continue
        if per_section[table.section] != 1:
            continue  # one figure per byte of a wider register: no byte is its reset
        found = _named_by(table, table.heading, maps)
        if len(found) != 1:
            continue
        reg = found[0]
        fits = all(f.msb < table.width for f in reg.fields)
        if reg.reset is None and fits and (reg.width is None or reg.width == table.width):
            reg.reset = int("".join(c.strip() for c in table.header), 2)
            reg.width = reg.width or table.width


_REGISTER_PAIR = re.compile(r"^registers?\s+(\d{1,3})\s*(?:and|&|,)\s*(\d{1,3})\b", re.I)


def paired_default_rows(tables: list[Table], maps: list[_Map]) -> None:
    """Resets from a figure of two registers' bits under a heading naming both by
    number (Philips/TI I/O expanders: "Registers 2 and 3 — Output Port Registers" over
    ``bit | O0.7 .. O0.0``, ``default | 1 .. 1``, ``bit | O1.7 ..``, ``default | ..``):
    the first pair of rows is the first register's, the second the second's. Only when
    the table is exactly two such pairs of 8 cells, every default cell 0 or 1 (an
    ``X`` leaves that register without), the heading's two numbers name registers of
    one map, and the register has no reset."""
    for table in tables:
        m = _REGISTER_PAIR.match(_NUMBERING.sub("", table.heading).strip())
        lines = (table.header, *table.rows)
        if m is None or len(lines) != 4:
            continue
        labels = [_cell(line, 0).strip().lower() for line in lines]
        if labels != ["bit", "default", "bit", "default"] or any(len(x) != 9 for x in lines):
            continue
        numbers = [int(m.group(1)), int(m.group(2))]
        held = next((mp for mp in maps if all(n in mp.regs for n in numbers)), None)
        if held is None:
            continue
        for number, values in zip(numbers, (lines[1][1:], lines[3][1:]), strict=True):
            reg = held.regs[number]
            digits = [c.strip() for c in values]
            if reg.reset is None and all(d in ("0", "1") for d in digits):
                reg.reset = int("".join(digits), 2)
                reg.width = reg.width or 8


_DEFAULT_STATED = re.compile(r"\bdefault(?: value)?\s*[:=]\s*(?P<v>[01]+)\b", re.I)


def described_defaults(tables: list[Table], maps: list[_Map]) -> None:
    """Field defaults a register's description table states in words (ST LIS2MDL:
    ``Table 40. STATUS_REG register description``, rows ``zor | Z-axis data overrun.
    Default value: 0 (...)``, its first row set as the header): each ``Default value:``
    of 0/1 digits (one, or as many as the field is wide) goes to the field of that name
    of the register the table names, when it has none. Only when every row names a field
    of that register; the register's reset is then composed from its fields as usual."""
    for table in tables:
        if table.width != 2:
            continue
        rows = [table.header, *table.rows]
        if not all(_DEFAULT_STATED.search(row[1]) for row in rows):
            continue
        targets = _target(table, maps)[0]
        if len(targets) != 1:
            continue
        reg = targets[0]
        by_name = {f.name: k for k, f in enumerate(reg.fields)}
        names = [clean_name(row[0]) for row in rows]
        if not names or any(n not in by_name for n in names):
            continue
        fields = list(reg.fields)
        for name, row in zip(names, rows, strict=True):
            m = _DEFAULT_STATED.search(row[1])
            field = fields[by_name[name]]
            width = field.msb - field.lsb + 1
            if m is None or field.reset_value is not None or len(m["v"]) not in (1, width):
                continue
            value = int(m["v"], 2)
            if value < 1 << width:
                fields[by_name[name]] = replace(field, reset_value=value)
        reg.fields = fields
