"""Register maps read from datasheet tables into the register model.

Input: a parsed document (any format: the tables are Markdown pipe tables). Output: a
:class:`~hwcc.model.device.Device` with one peripheral (the IC) holding every register
the tables define, each with the page it was read on, plus one warning per table that
looks like a register table but could not be read with confidence.

Layouts read (column roles come from the header words, then are checked on the values):

1. **Register summary**: an address column (``Address``, ``Addr (Hex)``, ``Reg``,
   ``Offset``; single addresses or ranges ``0x04-0x07``), with a name, reset/default,
   access and description column where present.
2. **Summary with bit columns**: as 1, with one column per bit (``Bit 7 … Bit 0``,
   ``B8 … B0``, ``D7 … D0``, ``7 … 0``); a field is a run of adjacent columns with the
   same name (``DEVICE_ID[2:0]`` over three columns), or single-bit columns with
   consecutive indices (``LIBRARY_SEL[2]``, ``[1]``, ``[0]``); ``Reserved`` and ``-``
   are no fields.
3. **Bit-field tables**: a bit column (``Bit``, ``Bits``: ``7``, ``7-5``, ``15:13``) and
   a name column, with access/reset/description where present, under a heading or
   caption that names the register's address (``Mode (Address: 0x01)``, ``Register
   (0x02) ERR_REG``) or a register name from a summary table.
4. **Combined tables**: a summary whose register rows are followed by field rows (an
   empty address cell and a bit position).

Tables split over pages continue when the next table has the same width and its first
line is a row (an address), not a header. Names broken by the PDF's line wrapping
(``PWR_CT RL``) are joined when every piece is an identifier fragment.

Precision over recall: only rows read from a table become registers or fields; a field
whose declared width (``[2:0]``) disagrees with the columns it spans, or a bit-field
table whose register cannot be identified, is left out with a warning; numbers keep the
document's value exactly (see :mod:`hwcc.extract.numbers`).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from hwcc.extract.numbers import parse_bits, parse_int, parse_range
from hwcc.extract.tables import Table, tables_of
from hwcc.model.device import Device, Field, Peripheral, Register
from hwcc.types import ParseResult

ADDR, NAME, RESET, ACCESS, DESC, BIT = "addr", "name", "reset", "access", "desc", "bit"
REGNAME = "regname"  # a combined table's register-name column beside its field names
VALUE = "value"  # NXP's Value column: the field's values, the default marked ``*``

_WORDS = re.compile(r"[a-z0-9]+")
_BITCOL = re.compile(r"^(?:bit\s*|b|d)?(\d{1,2})(?:\s*\(?(?:msb|lsb)\)?)?$", re.I)
# a field name as bit-column cells print it: an identifier, or a short label with spaces
# or slashes (DS3231 "10 Seconds", "AM/PM")
_LABEL_NAME = re.compile(r"^(?=.*[A-Za-z])[A-Za-z0-9][A-Za-z0-9 _/.+-]{0,31}$")
_IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*(?:\[\d+(?::\d+)?\])?$")
_PIECE = re.compile(r"^[A-Za-z0-9_\[\]:]+$")
_DECLARED = re.compile(
    r"^(?P<base>[A-Za-z_][A-Za-z0-9_]*?)\s*[\[<](?P<a>\d+)(?:[:-](?P<b>\d+))?[\]>]$"
)
_NUM = r"(?:0x[0-9A-Fa-f]+|[0-9][0-9A-Fa-f]*h|[0-9]+)(?![\w])"
_ADDR_IN_TEXT = re.compile(
    rf"\b(?:address|addr|registers?|reg)\b\s*[:(]?\s*(?P<a>{_NUM})"
    rf"(?:\s*(?:to|-|–|−|—)\s*(?P<b>{_NUM}))?"
    # "Control Register One (0x8F)": one or two words of its name, then the address in
    # parentheses
    # (in parentheses a hex number may open with a letter: "Data Registers (Ch − Fh)")
    rf"|\bregisters?(?:\s+[A-Za-z]+){{0,2}}\s*\((?P<a2>{_NUM}|[A-F][0-9A-F]*h)"
    rf"(?:\s*(?:to|-|–|−|—)\s*(?P<b2>{_NUM}|[A-F][0-9A-F]*h))?\)"
    # TI: "Configuration Register (offset = 01h) [reset = C810h]", "Config Register
    # (P[1:0] = 1h)" (the pointer bits' value)
    rf"|(?:\bregister\s*|\s)\((?:offset|address|[A-Z]+\[\d+:\d+\])\s*=\s*(?P<a3>{_NUM})\)"
    # Freescale: a register's paragraph opens with its address, "$03: Tilt Status"
    r"|^\s*\$(?P<a4>[0-9A-Fa-f]{1,4})\s*:",
    re.I,
)
_HEADING_RESET = re.compile(rf"\[reset\s*=\s*(?P<v>{_NUM})\]", re.I)
_R_ADDRESS = re.compile(
    r"^R(?P<dec>\d+)\b|^(?P<dec2>\d+)\s*\((?:0x)?(?P<hex>[0-9A-Fa-f]+)h?\)", re.I
)
_CAPTION = re.compile(r"\btable\s+(\d+)", re.I)
_READ_WRITE = re.compile(rf"^({_NUM})\s*/\s*({_NUM})$")
_REGISTER_AT = re.compile(rf"\bregister\s*\((?:address\s*)?{_NUM}\)", re.I)
_FOOTNOTE_MARK = re.compile(r"^(0x[0-9A-Fa-f]+|[0-9A-Fa-f]+h)\s*[(\[]\d{1,2}[)\]]$")
# the register's width written into its name (WCH: R32_RCC_CTLR, R16_TIM2_CNT)
_WIDTH_PREFIX = re.compile(r"^R(8|16|32|64)_(?=[A-Z])")
_NUMBERING = re.compile(r"^\s*(?:\d+(?:\.\d+)*\.?|[A-Z]\.\d+(?:\.\d+)*)\s+")
_RESERVED = {
    "",
    "-",
    "—",
    "–",
    "x",
    "n/a",
    "na",
    "rsvd",
    "reserved",
    "unused",
    "not used",
    "obsolete",
}
_ACCESS = {
    "r": "read-only",
    "ro": "read-only",
    "r/o": "read-only",
    "read": "read-only",
    "read only": "read-only",
    "w": "write-only",
    "wo": "write-only",
    "w/o": "write-only",
    "write only": "write-only",
    "rw": "read-write",
    "r/w": "read-write",
    "r/ w": "read-write",
    "read/write": "read-write",
}
MIN_BITCOLS = 4


@dataclass
class _Reg:
    """A register being read: from a summary row, completed by bit-field tables."""

    name: str
    first: int
    last: int
    page: int | None
    reset: int | None = None
    access: str | None = None
    description: str = ""
    fields: list[Field] = field(default_factory=list)
    width: int | None = None
    named: bool = True  # False: the summary had no name column (named later or by address)
    summary: bool = False  # named by a register summary (whose names win)
    fixed: list[tuple[int, int, int]] = field(default_factory=list)  # reserved bits' defaults


@dataclass(frozen=True, slots=True)
class RegisterMap:
    """The registers read from one document (None when it defines none) and warnings
    naming the tables left to search."""

    device: Device | None
    warnings: tuple[str, ...] = ()


@dataclass
class _Map:
    """The registers of one summary table (and its continuations): one register space,
    or one bank of a chip whose banks reuse addresses."""

    key: str | None
    caption: str
    regs: dict[int, _Reg] = field(default_factory=dict)


def extract_register_map(result: ParseResult) -> RegisterMap:
    """Read every register table of ``result`` (see the module docstring)."""
    warnings: list[str] = []
    maps: list[_Map] = []
    field_tables: list[tuple[Table, dict[str, int]]] = []
    lead = ""  # the last prose line before a table, across tables in between
    section: tuple[str, ...] = ()
    tables = [_unlabelled(_folded(_deduplicated(_under_legend(t)))) for t in tables_of(result)]
    if _captions_below(tables):
        tables = [_caption_below(t) for t in tables]
    for table in _merge_continuations(tables):
        if table.before or table.section != section:
            lead = table.before[-1] if table.before else ""
            section = table.section
            if sum(1 for line in table.before[-2:] if _CAPTION_LINE.match(line)) == 2:
                lead = ""  # captions stacked above several tables: whose is whose is lost
        roles = column_roles(table)
        kind = _kind(table, roles)
        if kind == "summary" and BIT in roles and not _bitcols(roles):
            # a per-field table with an address column: adds to the map holding it
            target = next((m for m in reversed(maps) if _holds(m, table, roles)), None)
            if target is None:
                target = maps[0] if maps else _Map(*_caption(table))
                if not maps:
                    maps.append(target)
            _read_summary(table, roles, target, warnings)
        elif kind == "summary":
            _read_summary(table, roles, _map_for(table, roles, maps), warnings)
        elif kind == "fields":
            field_tables.append((table, roles))
        elif kind == "bitrow":
            field_tables.append((replace(table, before=(lead,) if lead else ()), roles))
        elif kind == "unclear":
            warnings.append(
                f"register table on {_where(table)} ({', '.join(table.header)[:80]}) has "
                "columns hwcc cannot identify with confidence; left to search"
            )
    if not maps:
        _heading_registers(result, maps)
    for table, roles in field_tables:
        if not table.rows or (ADDR not in roles and NAME not in roles):
            _read_bitrow(table, roles, maps, warnings)
        else:
            _read_field_table(table, roles, maps, warnings)
    _read_prose_fields(result, maps)
    _box_resets(result, maps)
    _prose_defaults(result, maps)
    _prose_resets(result, maps)
    maps = [m for m in maps if m.regs]
    warnings = _condensed(warnings)
    if not maps:
        return RegisterMap(None, tuple(warnings))
    for register_map in maps:
        _plain_names(register_map)
        _common_width(register_map)
    chip = result.chip or _part_number(result.title) or result.title or result.doc_id
    peripherals = []
    for number, register_map in enumerate(maps):
        registers = tuple(
            _finish(r, warnings) for r in sorted(register_map.regs.values(), key=lambda r: r.first)
        )
        name = chip if number == 0 else f"{chip}_BANK{number}"
        description = register_map.caption or result.title
        peripherals.append(
            Peripheral(name=name, base_address=0, description=description, registers=registers)
        )
    device = Device(name=chip, description=result.title, peripherals=tuple(peripherals))
    return RegisterMap(device, tuple(warnings))


_CAPTION_LINE = re.compile(r"^[*_\s]*table\s+\d+(?:[-.]\d+)*\s*[.:]\s*", re.I)


def _captions_below(tables: list[Table]) -> bool:
    """Whether the document sets its table captions under its tables (Honeywell):
    more tables followed directly by a ``Table N:`` line than preceded by one, at
    least two."""
    below = sum(1 for t in tables if _CAPTION_LINE.match(t.after))
    above = sum(1 for t in tables if t.before and _CAPTION_LINE.match(t.before[-1]))
    return below >= 2 and below > above


def _caption_below(table: Table) -> Table:
    """``table`` with its caption from the line after it in place of the captions
    before it (which belong to the tables above)."""
    before = tuple(line for line in table.before if not _CAPTION_LINE.match(line))
    if _CAPTION_LINE.match(table.after):
        before = (*before, table.after)
    return replace(table, before=before)


def _condensed(warnings: list[str]) -> list[str]:
    """Warnings about unreadable tables of one shape folded into one line each."""
    out: list[str] = []
    shapes: dict[str, list[int]] = {}
    for warning in warnings:
        m = re.match(r"register table on (.*?) \((.*)\) has columns", warning)
        if m is None:
            out.append(warning)
            continue
        shape = re.sub(r"\(0x[0-9A-Fa-f]+\)\s*\w+", "(…)", m.group(2))
        if shape in shapes:
            shapes[shape].append(len(out))
            continue
        shapes[shape] = [len(out)]
        out.append(warning)
    for indexes in shapes.values():
        if len(indexes) > 1:
            first = out[indexes[0]]
            out[indexes[0]] = first.replace(
                "register table on", f"{len(indexes)} register tables like the one on", 1
            )
    return out


_SUBHEADER_WORDS = frozenset(
    [
        "hex",
        "dec",
        "binary",
        "bin",
        "name",
        "function",
        "reset",
        "default",
        "type",
        "bit",
        "bits",
        "address",
        "access",
        "value",
        "description",
        "register",
        "hexadecimal",
        "decimal",
        "data",
        "power",
        "up",
        "on",
        "por",
        "offset",
        "field",
        "symbol",
        "mnemonic",
        "read",
        "write",
    ]
)


def _folded(table: Table) -> Table:
    """A table whose header runs over two lines (``POWER-ON RESET`` over ``BINARY`` and
    ``HEX``; ST repeats the other header cells on the second line: ``Register address``
    over ``Hex``) with the second line joined into the header."""
    if not table.rows:
        return table
    first = table.rows[0]
    words = [  # cells that repeat their header cell say nothing
        w
        for i, cell in enumerate(first)
        if i >= len(table.header) or cell.strip().lower() != table.header[i].strip().lower()
        for w in re.findall(r"[a-z]+", cell.lower())
    ]
    numeric = any(parse_range(cell, hex_default=True) is not None for cell in first)
    if numeric or not words or not set(words) <= _SUBHEADER_WORDS:
        return table
    header = tuple(
        h if (i >= len(first) or first[i].lower() in h.lower()) else f"{h} {first[i]}".strip()
        for i, h in enumerate(table.header)
    )
    return replace(table, header=header, rows=table.rows[1:], row_pages=table.row_pages[1:])


_ROW_LABEL_HEAD = re.compile(r"^bit\s*(?:no\.?|#|number)?$", re.I)
_NAMES_LABEL = re.compile(r"\b(?:name|field|symbol|mnemonic)s?\b", re.I)
_VALUES_LABEL = re.compile(r"\b(?:por|reset|default|initial)\b", re.I)  # not "value": examples


def _unlabelled(table: Table) -> Table:
    """A bit grid whose rows are labelled in a first column (TI: ``BIT NO. | D15 .. D0``
    over ``BIT NAME | RST | ...`` and ``POR VALUE | 0 | 1 | ...``) as a plain bit row:
    the names row, then the values row when it holds nothing but 0/1 (other labelled
    rows, ``TYPE``, dropped); the table unchanged when it is not such a grid."""
    if not table.rows or not _ROW_LABEL_HEAD.match(table.header[0].strip()):
        return table
    rest = table.header[1:]
    if len(rest) not in _BIT_ROW_WIDTHS or not all(_BITCOL.match(c.strip()) for c in rest):
        return table
    names = [r for r in table.rows if _NAMES_LABEL.search(r[0]) and not _VALUES_LABEL.search(r[0])]
    values = [
        r for r in table.rows if _VALUES_LABEL.search(r[0]) and all(c in ("0", "1") for c in r[1:])
    ]
    if len(names) != 1:
        return table
    rows = (names[0][1:], *(v[1:] for v in values[:1]))
    return replace(table, header=rest, rows=rows, row_pages=table.row_pages[: len(rows)])


def _under_legend(table: Table) -> Table:
    """A table whose first line is a legend or title band over the real header (Bosch's
    memory map: ``read/write | read only | reserved`` colour keys above ``Register
    Address | Register Name | ...``): the second line becomes the header, when the first
    gives no column a role and the second names the address and name columns."""
    if not table.rows or column_roles(table):
        return table
    second = replace(table, header=table.rows[0], rows=table.rows[1:])
    roles = column_roles(second)
    if ADDR in roles and NAME in roles:
        return replace(second, row_pages=table.row_pages[1:])
    return table


def _deduplicated(table: Table) -> Table:
    """Adjacent bit columns the PDF split in two (the same bit label, every row the same
    or one side empty: Bosch's ``5 | 5`` under a wide bit cell) joined into one. A lone
    row (no header line) is never touched: its cells are the bits."""
    width = table.width
    keep: list[int] = []
    for c in range(width):
        if keep:
            p = keep[-1]
            label = table.header[c].strip()
            same = bool(table.rows) and label == table.header[p].strip() and _BITCOL.match(label)
            if same and all(
                _cell(row, c) == _cell(row, p) or not _cell(row, c) for row in table.rows
            ):
                continue
        keep.append(c)
    if len(keep) == width:
        return table
    return replace(
        table,
        header=tuple(table.header[c] for c in keep),
        rows=tuple(tuple(_cell(row, c) for c in keep) for row in table.rows),
    )


def _same(a: str, b: str) -> bool:
    """Two names for one register: equal, or one the other's first words (``Shunt`` and
    ``Shunt voltage``), footnote marks ``(2)`` aside."""
    x = re.sub(r"\(\d+\)", "", a).strip().lower()
    y = re.sub(r"\(\d+\)", "", b).strip().lower()
    return x == y or x.startswith(y + " ") or y.startswith(x + " ")


def _holds(register_map: _Map, table: Table, roles: dict[str, int]) -> bool:
    spans = [s for s in _address_cells(table, roles[ADDR]) if s is not None]
    return any(s[0] in register_map.regs for s in spans)


def _plain_names(register_map: _Map) -> None:
    """``MODE[2:0]`` becomes ``MODE`` (the range is the whole value, wherever its bits
    sit); a declared range stays in the name where it says more: a slice of a wider value
    (``ACCEL_XOUT[15:8]``), or a value split over registers (``ACCEL_XOUT[7:0]`` beside
    it)."""
    bases: dict[str, set[int]] = {}
    for reg in register_map.regs.values():
        for f in reg.fields:
            base, declared = _declared(f.name)
            if declared is not None:
                bases.setdefault(base, set()).add(reg.first)
    for reg in register_map.regs.values():
        renamed = []
        own = [_declared(f.name)[0] for f in reg.fields]
        for f in reg.fields:
            base, declared = _declared(f.name)
            whole = declared is not None and declared[1] == 0  # NAME[w-1:0]: all of it
            if whole and len(bases.get(base, ())) < 2 and own.count(base) < 2:
                f = replace(f, name=base)
            renamed.append(f)
        reg.fields = renamed


def _part_number(title: str) -> str:
    """A part number in a title (``... Real-Time Clock DS3231M`` -> ``DS3231M``)."""
    m = re.search(r"\b[A-Z]{1,5}\d{2,}[A-Z0-9]*\b", title)
    return m.group(0) if m else ""


def _common_width(register_map: _Map) -> None:
    """Registers whose width the document does not state take the width most of the
    map's stated ones have (INA219: 16 bits), when the map states any."""
    stated = [r.width for r in register_map.regs.values() if r.width]
    if not stated:
        return
    common = max(sorted(set(stated)), key=stated.count)
    for reg in register_map.regs.values():
        if not reg.width and not reg.fields and not _WIDTH_PREFIX.match(reg.name):
            reg.width = common


def _where(table: Table) -> str:
    return f"p. {table.page}" if table.page else (table.heading or "a table")


def _caption(table: Table) -> tuple[str | None, str]:
    """(``table 12``, the caption line) from the lines before a table, else (None, "")."""
    for line in reversed(table.before):
        m = _CAPTION.search(line)
        if m:
            caption = re.sub(r"\(sheet \d+ of \d+\)", "", line.strip("* "), flags=re.I)
            return f"table {m.group(1)}", " ".join(caption.split())
    return None, ""


def _map_for(table: Table, roles: dict[str, int], maps: list[_Map]) -> _Map:
    """The map a summary table adds to: the current one, unless the table has another
    caption number and redefines addresses the current map holds under other names
    (a register bank)."""
    key, caption = _caption(table)
    if not maps:
        maps.append(_Map(key, caption))
        return maps[-1]
    current = maps[-1]
    if key is not None and key == current.key:
        return current
    col = roles[ADDR]
    names = (
        {}
        if NAME not in roles
        else {
            span[0]: clean_name(_cell(row, roles[NAME]))
            for row, span in zip(table.rows, _address_cells(table, col), strict=True)
            if span is not None
        }
    )
    held = current.regs
    clashes = [
        a for a, n in names.items() if a in held and held[a].summary and not _same(held[a].name, n)
    ]
    captioned = key is not None and current.key is not None  # two numbered tables
    if names and clashes and (captioned or len(clashes) >= 0.3 * len(names)):
        maps.append(_Map(key, caption))
        return maps[-1]
    if current.key is None:
        current.key, current.caption = key, caption
    return current


# ----------------------------------------------------------------------------- columns


def column_roles(table: Table) -> dict[str, int]:
    """Role -> column index, from the header words (checked on the values by callers);
    bit columns as ``bit:<n>``."""
    roles: dict[str, int] = {}
    for index, raw in enumerate(table.header):
        words = _WORDS.findall(raw.lower().replace("r/w", "rw"))
        text = " ".join(words)
        bitcol = _BITCOL.match(raw.strip())
        if bitcol and (words[:1] == ["bit"] or raw.strip()[0] in "BbDd" or raw.strip().isdigit()):
            roles[f"bit:{int(bitcol.group(1))}"] = index
            continue
        role = None
        if re.search(r"\breg(?:ister)?\s*(?:#|no\b|num)", raw, re.I):
            role = ADDR  # "Register # (hex)", "Reg No."
        elif (
            "addr" in text
            or "address" in words
            or "offset" in words
            or words[:1] == ["pointer"]
            or ("index" in words and ("register" in words or "reg" in words))  # PHYs
            or words in (["reg"], ["reg", "no"], ["reg", "num"], ["register", "no"], ["hex"])
        ):
            role = ADDR
        elif any(w in words for w in ("reset", "default", "init", "initial", "por")):
            role = RESET
        elif words and words[0] in ("bit", "bits") and len(words) <= 2:
            role = BIT
        elif any(w in words for w in ("access", "rw", "type")) and len(words) <= 2:
            role = ACCESS
        elif (
            any(
                w in words
                for w in (
                    "name",
                    "names",
                    "mnemonic",
                    "symbol",
                    "symbols",
                    "field",
                    "fields",
                    "label",
                )
            )
            or any(w in words for w in ("abbrev",))
            or words == ["register"]
        ):
            role = NAME
        elif any(w in words for w in ("description", "function", "comment", "definition")):
            role = DESC
        elif words == ["value"] or words == ["values"]:
            role = VALUE
        if role is not None and role not in roles:
            roles[role] = index
        elif role == RESET and "hex" in words:  # of two reset columns, the hex one
            roles[RESET] = index
        elif role == ADDR and "hex" in words and "dec" in table.header[roles[ADDR]].lower():
            roles[ADDR] = index  # of a decimal and a hex number column, the hex one
    if not any(k.startswith("bit:") for k in roles):
        roles.update(_prefixed_bits(table.header))
    if (
        NAME not in roles
        and DESC in roles
        and table.header[roles[DESC]].strip().lower()
        in (
            "function",
            "register",
            "register function",
        )
    ):
        roles[NAME] = roles.pop(DESC)  # DS3231: a FUNCTION column names the registers
    if BIT in roles and NAME in roles and ADDR in roles:
        # NXP's combined tables: Address | Register | Bit | Symbol: the register column
        # names registers, the symbol column the fields
        named = [
            i
            for i, raw in enumerate(table.header)
            if i != roles[NAME] and re.search(r"\b(?:symbol|field|mnemonic)\b", raw, re.I)
        ]
        if named and re.fullmatch(r"\s*register(?:\s+name)?\s*", table.header[roles[NAME]], re.I):
            roles[REGNAME], roles[NAME] = roles[NAME], named[0]
    return roles


_PREFIXED_BIT = re.compile(r"^([A-Z]{1,5})(\d{1,2})$")


def _prefixed_bits(header: tuple[str, ...]) -> dict[str, int]:
    """Bit columns headed by the register's own prefix (Honeywell's ``CRA7 .. CRA0``):
    every cell one prefix with the bit numbers descending to 0; {} otherwise."""
    found = [_PREFIXED_BIT.match(c.strip()) for c in header]
    if len(header) < MIN_BITCOLS or not all(found):
        return {}
    prefixes = {m.group(1) for m in found if m}
    bits = [int(m.group(2)) for m in found if m]
    if len(prefixes) != 1 or bits != list(range(len(bits) - 1, -1, -1)):
        return {}
    return {f"bit:{bit}": index for index, bit in enumerate(bits)}


def _bitcols(roles: dict[str, int]) -> list[tuple[int, int]]:
    """(bit, column) for the bit columns, bits descending, when they form a contiguous
    run of at least MIN_BITCOLS down to bit 0; else []."""
    cols = sorted(((int(k[4:]), v) for k, v in roles.items() if k.startswith("bit:")), reverse=True)
    if len(cols) < MIN_BITCOLS:
        return []
    bits = [b for b, _ in cols]
    if bits != list(range(bits[0], bits[0] - len(bits), -1)) or bits[-1] != 0:
        return []  # a run that does not reach bit 0 means a bit header was not read
    return cols


_BARE_HEX = re.compile(r"^[0-9A-Fa-f]{2,4}(?:\s*[-–]\s*[0-9A-Fa-f]{2,4})?$")


def _hex_column(table: Table, col: int) -> bool:
    """Whether the numbers of an address column are hex without a mark: its header
    says so, or a cell holds a bare number with a hex digit (``0F``, ``00-0E``: read
    as decimal, its neighbours ``20``, ``21`` would land at wrong addresses)."""
    if "hex" in table.header[col].lower():
        return True
    if "dec" in table.header[col].lower():
        return False
    return any(
        _BARE_HEX.match(cell) and re.search(r"[A-Fa-f]", cell) and re.search(r"\d", cell)
        for row in table.rows
        if (cell := _cell(row, col))
    )


def address_of(text: str, *, hex_default: bool = False) -> tuple[int, int] | None:
    """The address (or address range) of an address cell: a number or range (see
    :func:`parse_range`), ``R7`` / ``R7 Name`` (decimal register number), ``7 (07h)``
    (both forms must agree), or a hex number with a footnote mark (``0xE4 (1)``)."""
    span = parse_range(text, hex_default=hex_default)
    if span is not None:
        return span
    pair = _READ_WRITE.match(text.strip())
    if pair:  # Maxim: "00h/80h", the read address and the write address (bit 7 set)
        read, write = (parse_int(pair.group(g), hex_default=hex_default) for g in (1, 2))
        if read is not None and write is not None and write == read | 0x80 and read < 0x80:
            return read, read
    m = _R_ADDRESS.match(text.strip())
    if not m:
        marked = _FOOTNOTE_MARK.match(text.strip())  # "0xE4 (1)": note 1 on the address
        return parse_range(marked.group(1), hex_default=hex_default) if marked else None
    if m.group("dec") is not None:
        n = int(m.group("dec"))
        return n, n
    n = int(m.group("dec2"))
    return (n, n) if int(m.group("hex"), 16) == n else None


def _address_cells(table: Table, col: int) -> list[tuple[int, int] | None]:
    hexcol = _hex_column(table, col)
    binary = _binary_column(table, col)
    return [_address_in(_cell(row, col), hexcol, binary) for row in table.rows]


_BINARY_BYTE = re.compile(r"^[01]{4}[ _]?[01]{4}$")


def _binary_column(table: Table, col: int) -> bool:
    """Whether an address column writes every address as 8 binary digits (Microchip's
    register pointers ``0000 0101``)."""
    cells = [_cell(row, col) for row in table.rows if _cell(row, col)]
    return len(cells) >= 2 and all(_BINARY_BYTE.match(c) for c in cells)


def _address_in(text: str, hexcol: bool, binary: bool) -> tuple[int, int] | None:
    if binary and _BINARY_BYTE.match(text.strip()):
        value = int(re.sub(r"[ _]", "", text), 2)
        return value, value
    return address_of(text, hex_default=hexcol)


def _kind(table: Table, roles: dict[str, int]) -> str:
    """``summary``, ``fields``, ``bitrow`` (one register's fields as a row of bit
    cells), ``unclear`` (looks like registers, cannot be read) or ``other``."""
    context = " ".join((*table.header, *table.section, *table.before)).lower()
    if "regist" not in context and not re.search(r"\breg\b", context):
        return "other"  # byte layouts of data formats (Offset | Name | Size) are no registers
    if ADDR in roles and NAME not in roles and _bitcols(roles) and _values_only(table, roles):
        return "other"  # an address printed bit by bit (an I2C slave ID: 1 0 1 0 1 1 1 R/W)
    if ADDR in roles and (NAME in roles or _bitcols(roles)):
        cells = [c for c in _address_cells(table, roles[ADDR]) if c is not None]
        filled = [row for row in table.rows if _cell(row, roles[ADDR]) not in ("", "...", "…")]
        if cells and len(cells) >= 0.6 * max(1, len(filled)):
            return "summary"
        return "unclear" if filled else "other"
    if (not table.rows or (ADDR not in roles and NAME not in roles)) and _bitrow_bits(table, roles):
        return "bitrow"
    if BIT in roles and NAME in roles and ADDR not in roles:
        parsed = [parse_bits(_cell(row, roles[BIT])) for row in table.rows]
        if parsed and sum(p is not None for p in parsed) >= 0.6 * len(parsed):
            return "fields"
        return "unclear"
    return "other"


def _values_only(table: Table, roles: dict[str, int]) -> bool:
    """Whether every bit cell of every row holds a bit value (0, 1, x, R/W), no name."""
    cells = [_cell(row, col) for row in table.rows for _bit, col in _bitcols(roles)]
    return bool(cells) and all(re.fullmatch(r"[01xX]|R/?W|R|W|-+", c.strip() or "-") for c in cells)


def _cell(row: tuple[str, ...], col: int) -> str:
    return row[col].strip() if col < len(row) else ""


# ----------------------------------------------------------------------------- reading


def _merge_continuations(tables: list[Table]) -> list[Table]:
    """Join a table with the next when that one continues it: the same header repeated,
    or no header at all (its first line is a row whose address cell reads like the first
    table's), and no caption of another table number between them. A continuation whose
    width differs (cells the PDF merged) keeps its rows; :func:`_read_summary` then
    reads no bit columns from them."""
    out: list[Table] = []
    for table in tables:
        prev = out[-1] if out else None
        if prev is not None and _continues(prev, table):
            pages = _row_pages(prev)
            if table.header == prev.header:
                rows, pages = prev.rows, pages
            else:
                rows, pages = (*prev.rows, table.header), (*pages, table.page)
            out[-1] = replace(
                prev,
                rows=(*rows, *table.rows),
                row_pages=(*pages, *_row_pages(table)),
                end=table.end,
            )
            continue
        out.append(table)
    return out


def _row_pages(table: Table) -> tuple[int | None, ...]:
    return (
        table.row_pages
        if len(table.row_pages) == len(table.rows)
        else (table.page,) * len(table.rows)
    )


def _continues(prev: Table, table: Table) -> bool:
    key, caption = _caption(table)
    if key is not None and key != _caption(prev)[0]:
        return False
    between = [line for line in table.before if not _page_furniture(line)]
    if not any("continued" in b.lower() for b in (*between, caption)):
        if table.section != prev.section:
            return False  # a heading stands between them: another register's table
        last_page = _row_pages(prev)[-1] if prev.rows else prev.page
        if table.page is not None and table.page == last_page:
            return False  # two tables on one page: a table continues on the next page
    roles = column_roles(prev)
    if table.header == prev.header:
        # bit rows under the same bit headers are one register each, unless nothing
        # but page furniture stands between them
        return not (between and ADDR not in roles and _bitcols(roles))
    if between or column_roles(table):
        return False  # something stands between them, or the new table has a header
    if table.width == prev.width and sum(1 for c in table.header if c.strip()) == 1:
        return True  # the first line is the rest of a cell the page break cut
    if ADDR in roles:
        col = roles[ADDR]
        hexcol = _hex_column(prev, col)
        return address_of(_cell(table.header, col), hex_default=hexcol) is not None
    if BIT in roles:  # a bit-field table continued: its first line is a field row
        return parse_bits(_cell(table.header, roles[BIT])) is not None
    return False


def _page_furniture(line: str) -> bool:
    """A line that may stand between the parts of a table split over pages: a caption
    repeating the table's number, a figure placeholder."""
    return bool(_CAPTION.search(line)) or line.startswith("[Figure")


def clean_name(text: str) -> str:
    """A name cell with the PDF's wrapping spaces removed when every piece is an
    identifier fragment and the pieces read as one identifier (``PWR_CT RL``,
    ``acc_self_ test_amp``); other text unchanged apart from outer blanks."""
    s = " ".join(text.split()).strip("*` ")
    s = re.sub(r"(?<=\w)(?:\s?\(\d\),?)+$", "", s)  # footnote marks: Power(2), PON(1), (2)
    s = re.sub(r"(\[\d+(?::\d+)?\])\[\d\]$", r"\1", s)  # OUTNE[1:0][4]: note 4
    s = re.sub(r"(?<=\w)\s?\((\d+:\d+)\)$", r"[\1]", s)  # ams: ZMCO(1:0) is ZMCO[1:0]
    if " " not in s:
        return _without_footnote(s)
    pieces = s.split(" ")
    if not all(_PIECE.match(p) for p in pieces):
        first = pieces[0]
        # a mnemonic followed by a label (``EN_AA Enhanced ShockBurst™``)
        if re.fullmatch(r"[A-Z][A-Z0-9_]+", first) and any(c.islower() for c in s[len(first) :]):
            return first
        return s
    joined = "".join(pieces)
    letters = [c for c in joined if c.isalpha()]
    if not _IDENT.match(joined):
        return s
    if all(c.isupper() for c in letters) or ("_" in joined and all(c.islower() for c in letters)):
        return joined
    return s


def _without_footnote(name: str) -> str:
    """``ARDa`` -> ``ARD``: a footnote letter glued to an upper-case mnemonic."""
    if len(name) >= 4 and name[-1] in "abcdef" and re.fullmatch(r"[A-Z][A-Z0-9_]+", name[:-1]):
        return name[:-1]
    return name


def _is_reserved(name: str) -> bool:
    low = name.lower().strip()
    if low in _RESERVED or low.startswith(("reserved", "rsvd", "unimplemented", "unused")):
        return True
    if not re.search(r"[a-z0-9]", low):
        return True  # "--", "..."
    return re.sub(r"\[[\d:]+\]$", "", low) in ("res", "rsv", "rfu")  # TI's RES[2:0]


def _access(text: str) -> str | None:
    low = " ".join(text.lower().split())
    if not low or low in _RESERVED:
        return None
    return _ACCESS.get(low, low)


def _read_summary(table: Table, roles: dict[str, int], target: _Map, warnings: list[str]) -> None:
    regs = target.regs
    addr_col = roles[ADDR]
    hexcol = _hex_column(table, addr_col)
    binary = _binary_column(table, addr_col)
    bitcols = _bitcols(roles)
    # a combined table (a row per field): reset and access cells are the fields'; with bit
    # columns beside it (ADI: Reg | Name | Bits | Bit 7 .. Bit 0 | Reset) the Bits cell
    # only spans the register and the bit columns hold the fields
    per_field = BIT in roles and not bitcols
    current: _Reg | None = None
    for row, page in zip(table.rows, _row_pages(table), strict=True):
        span = _address_in(_cell(row, addr_col), hexcol, binary)
        name = clean_name(_cell(row, roles[NAME])) if NAME in roles else ""
        bits = parse_bits(_cell(row, roles[BIT])) if per_field else None
        if span is None:
            if _cell(row, addr_col) and _cell(row, addr_col) not in ("...", "…"):
                current = None  # a row of something else: never attach fields past it
            elif current is not None and bits is not None and name and not _is_reserved(name):
                new = [_field_from_row(row, roles, name, bits)]
                current.fields = _merge_fields(current.fields, new)
            continue
        first, last = span
        if per_field and bits is not None:
            # each row is a field, its register named by the address cell
            reg = regs.get(first)
            regname = clean_name(_cell(row, roles[REGNAME])) if REGNAME in roles else ""
            whole = bits[1] == 0 and bits[0] + 1 in (8, 16, 32)
            if reg is None and whole and not regname and (not name or _is_reserved(name)):
                current = None  # a reserved address: one reserved field over every bit
                continue
            if reg is None:
                title = regname or _cell_title(_cell(row, addr_col))
                reg = _Reg(title, first, last, page, named=bool(title))
                regs[first] = reg
            elif regname and not reg.named:
                reg.name, reg.named = regname, True
            if name and not _is_reserved(name):
                new = _one_per_bits([*reg.fields, _field_from_row(row, roles, name, bits)])
                reg.fields = new
            else:
                _note_fixed(reg, row, roles, bits)
            current = reg
            continue
        described = _cell(row, roles[DESC]).strip(" .").lower() if DESC in roles else ""
        if (NAME in roles and (_is_reserved(name) or not name)) or described == "reserved":
            current = None
            continue
        reg = regs.get(first)
        if reg is None:
            reg = _Reg(name or "", first, last, page, named=bool(name), summary=bool(name))
            regs[first] = reg
        elif name and not reg.summary:
            reg.name, reg.named, reg.summary = name, True, True
            reg.first, reg.last, reg.page = first, last, page
        if RESET in roles and reg.reset is None and not per_field:
            hexreset = _hex_column(table, roles[RESET])
            cell = _cell(row, roles[RESET])
            reg.reset = _reset(cell, reg, warnings, table, hexreset)
            if reg.reset is not None and reg.width is None:
                reg.width = _written_width(cell, hexreset)
        if ACCESS in roles and reg.access is None and not per_field:
            reg.access = _access(_cell(row, roles[ACCESS]))
        if DESC in roles and not reg.description:
            reg.description = " ".join(_cell(row, roles[DESC]).split())
        if bitcols and len(row) == table.width and current is reg:
            # the same address on the next row: another layout of the same byte (DS3231's
            # 12/24-hour Hours rows share their field names: the first stays), or the
            # register's next byte (Microchip's 16-bit registers), or another part's
            # variant; bits cannot be told for the last two, so their fields are dropped
            names = {f.name for f in _fields_from_bitcols(row, bitcols, reg, [], table)}
            if not names & {f.name for f in reg.fields} or (name and name != reg.name):
                reg.fields, reg.width = [], None
        elif bitcols and len(row) == table.width:
            reg.width = reg.width or bitcols[0][0] + 1
            if not reg.fields:
                reg.fields.extend(_fields_from_bitcols(row, bitcols, reg, warnings, table))
        elif bitcols:
            reg.width = reg.width or bitcols[0][0] + 1
            warnings.append(
                f"register {reg.name or _hex(reg.first)} ({_where(table)}): its bit columns "
                "do not line up with the table's header; fields left out"
            )
        current = reg


def _cell_title(text: str) -> str:
    """The register name in an address cell such as ``R2 Power Management 2``; ``""``
    when the cell holds only the address (``7 (07h)``)."""
    if parse_range(text, hex_default=True) is not None:
        return ""
    rest = re.sub(r"^R?\d+\s*(?:\((?:0x)?[0-9A-Fa-f]+h?\))?", "", text.strip()).strip()
    return rest if any(c.isalpha() for c in rest) else ""


def _written_width(text: str, hex_column: bool) -> int | None:
    """The register width a reset value's written digits state: ``0x0000`` / ``0000`` in
    a hex column is 16 bits; None when the digits say nothing (``0``)."""
    s = text.strip()
    bits = re.sub(r"[ _]", "", s)
    if not hex_column and len(bits) in (8, 16) and set(bits) <= {"0", "1"}:
        return len(bits)
    digits = s[2:] if s.lower().startswith("0x") else (s if hex_column else "")
    if re.fullmatch(r"[0-9A-Fa-f]{2}|[0-9A-Fa-f]{4}|[0-9A-Fa-f]{8}", digits):
        return 4 * len(digits)
    return None


_ODD_WIDTH = re.compile(r"^0x([0-9A-Fa-f]{5}|[0-9A-Fa-f]{7})$")


def _reset(
    text: str, reg: _Reg, warnings: list[str], table: Table, hex_default: bool
) -> int | None:
    """A register's reset value; None (with a warning) for a hex value of 5 or 7
    digits, which in register tables is a footnote mark glued to a 4- or 6-digit value
    (``0x40006`` = ``0x4000`` + note 6). Eight or sixteen 0/1 digits in a column not
    marked hex are binary (ADI's ``11100101``): read as decimal they would not fit the
    register."""
    bits = re.sub(r"[ _]", "", text.strip())
    if not hex_default and len(bits) in (8, 16) and set(bits) <= {"0", "1"}:
        return int(bits, 2)
    value = parse_int(text, hex_default=hex_default)
    if value is not None and _ODD_WIDTH.match(text.strip()):
        warnings.append(
            f"register {reg.name or _hex(reg.first)} ({_where(table)}): reset value {text} has "
            "an unusual digit count (a footnote mark?); left out"
        )
        return None
    return value


def _fields_from_bitcols(
    row: tuple[str, ...],
    bitcols: list[tuple[int, int]],
    reg: _Reg,
    warnings: list[str],
    table: Table,
) -> list[Field]:
    cells = [(bit, clean_name(_cell(row, col))) for bit, col in bitcols]
    runs: list[tuple[str, int, int]] = []  # (text, msb, lsb)
    for bit, text in cells:
        if runs and runs[-1][0] == text and runs[-1][2] == bit + 1:
            runs[-1] = (text, runs[-1][1], bit)
        else:
            runs.append((text, bit, bit))
    # single-bit columns of one field: NAME[2], NAME[1], NAME[0]
    merged: list[tuple[str, int, int]] = []
    for text, msb, lsb in runs:
        m = _DECLARED.match(text)
        if merged and m and m.group("b") is None:
            pm = _DECLARED.match(merged[-1][0])
            _prev_text, prev_msb, prev_lsb = merged[-1]
            if (
                pm
                and pm.group("base") == m.group("base")
                and prev_lsb == msb + 1
                and int(pm.group("b") or pm.group("a")) == int(m.group("a")) + 1
            ):
                base = m.group("base")
                top = int(pm.group("a"))
                merged[-1] = (f"{base}[{top}:{m.group('a')}]", prev_msb, lsb)
                continue
        merged.append((text, msb, lsb))
    fields: list[Field] = []
    seen: dict[str, int] = {}
    for text, msb, lsb in merged:
        if _is_reserved(text):
            continue
        name, declared = _declared(text)
        if not _IDENT.match(name) and not (declared is None and _LABEL_NAME.match(name)):
            continue
        if declared is not None and declared[0] - declared[1] != msb - lsb:
            where = f"p. {table.page}" if table.page else table.heading
            warnings.append(
                f"register {reg.name or hex(reg.first)} ({where}): field {text} spans bits "
                f"{msb}:{lsb}, which disagrees with its declared width; field left out"
            )
            continue
        seen[name] = seen.get(name, 0) + 1
        if declared is not None and declared[0] != declared[1]:
            name = f"{name}[{declared[0]}:{declared[1]}]"  # see _plain_names
        fields.append(Field(name=name, lsb=lsb, msb=msb, reset_value=_field_reset(reg, msb, lsb)))
    # a name in two separate runs is ambiguous: keep neither
    doubled = {n for n, count in seen.items() if count > 1}
    return [f for f in fields if f.name not in doubled]


def _declared(text: str) -> tuple[str, tuple[int, int] | None]:
    """``NAME[2:0]`` -> (``NAME``, (2, 0)); ``NAME[3]`` -> (``NAME``, (3, 3)); other
    text -> (text, None)."""
    m = _DECLARED.match(text)
    if not m:
        return text, None
    a = int(m.group("a"))
    b = int(m.group("b")) if m.group("b") is not None else a
    return m.group("base"), (max(a, b), min(a, b))


def _field_reset(reg: _Reg, msb: int, lsb: int) -> int | None:
    if reg.reset is None:
        return None
    return (reg.reset >> lsb) & ((1 << (msb - lsb + 1)) - 1)


def _field_from_row(
    row: tuple[str, ...], roles: dict[str, int], name: str, bits: tuple[int, int]
) -> Field:
    base, _declared_bits = _declared(name)
    reset = _field_reset_cell(_cell(row, roles[RESET]), bits) if RESET in roles else None
    if reset is None and VALUE in roles:
        reset = starred_default(_cell(row, roles[VALUE]), bits)
    access = _access(_cell(row, roles[ACCESS])) if ACCESS in roles else None
    description = " ".join(_cell(row, roles[DESC]).split()) if DESC in roles else ""
    return Field(
        name=base,
        lsb=bits[1],
        msb=bits[0],
        description=description,
        access=access,
        reset_value=reset,
    )


def starred_default(text: str, bits: tuple[int, int]) -> int | None:
    """The default a Value cell marks with ``*`` (``0*``, ``1110 001*``: binary, as wide
    as the field), else None."""
    s = text.strip()
    if not s.endswith("*"):
        return None
    digits = re.sub(r"[ _]", "", s[:-1])
    width = bits[0] - bits[1] + 1
    if digits and set(digits) <= {"0", "1"} and len(digits) in (1, width):
        value = int(digits, 2)
        return value if value < 1 << width else None
    return None


def _field_reset_cell(text: str, bits: tuple[int, int]) -> int | None:
    """A field's reset cell: a string of 0/1 as long as the field is wide is binary
    (``11`` for a 2-bit field is 3); a value that does not fit the field is None."""
    s = text.strip()
    width = bits[0] - bits[1] + 1
    if width > 1 and len(s) == width and set(s) <= {"0", "1"}:
        return int(s, 2)
    value = parse_int(s)
    if value is None or value >= 1 << width:
        return None
    return value


def _target(table: Table, maps: list[_Map]) -> tuple[list[_Reg], str]:
    """The registers a bit-field table describes (by an address in its heading or the
    lines before it, else by a summary register name in them) and the title found; the
    latest map holding the address wins."""
    # a heading the PDF set inside the table's first row comes first
    texts = [" ".join(table.header), *reversed(table.before), table.heading]
    for text in texts:
        # "Mode register 1 (address 00h)": the number after "address" wins over the
        # one after "register", which may be part of the register's name
        matches = sorted(
            _ADDR_IN_TEXT.finditer(text), key=lambda m: not m.group(0).lower().startswith("addr")
        )
        for m in matches:
            if text[: m.start()].lower().rstrip().endswith("offset"):
                continue  # "Offset address: 0x00" is relative to a base it does not name
            first = m.group("a") or m.group("a2") or m.group("a3") or m.group("a4")
            last = m.group("b") or m.group("b2")
            hexed = m.group("a4") is not None or _looks_hex(first)
            a = parse_int(first, hex_default=hexed)
            b = parse_int(last, hex_default=_looks_hex(last)) if last else a
            if a is None or b is None:
                continue
            for register_map in reversed(maps):
                regs = register_map.regs
                found = [regs[x] for x in range(min(a, b), max(a, b) + 1) if x in regs]
                if found:
                    return found, _title(text)
    captions = [line for line in reversed(table.before) if _CAPTION.search(line)]
    # a caption that speaks of a register is the table's own label: only it names the
    # register (the PDF's text order may set the table under the next register's heading)
    own = any(re.search(r"regist", c, re.I) for c in captions)
    titles = captions if own else [table.heading, *captions]
    named = [r for m in maps for r in m.regs.values() if r.named]
    for text in titles:
        words = set(re.findall(r"[A-Za-z0-9_]+", text))
        found = [r for r in named if r.name in words or _WIDTH_PREFIX.sub("", r.name) in words]
        if not found:  # I and l look alike in many PDF fonts (NXP: DivlEnReg, DivIEnReg)
            folded = {_il(w) for w in words}
            found = [r for r in named if _il(r.name) in folded]
        if len(found) == 1:
            return found, ""
    return [], ""


def _il(name: str) -> str:
    return name.replace("l", "I")


def _looks_hex(text: str) -> bool:
    return (
        text.lower().startswith("0x")
        or text.lower().endswith("h")
        or any(c in "abcdefABCDEF" for c in text)
    )


def _title(text: str) -> str:
    """A register's name from a heading such as ``7.6.2 Mode (Address: 0x01)``."""
    title = _NUMBERING.sub("", text)
    return re.sub(r"\(?\s*(?:address|addr)\s*:?.*$", "", title, flags=re.I).strip(" -–:()")


def _read_field_table(
    table: Table, roles: dict[str, int], maps: list[_Map], warnings: list[str]
) -> None:
    for index, row in enumerate(table.rows):
        # the next register's heading, set by the PDF inside this table's rows
        if parse_bits(_cell(row, roles[BIT])) is None and _REGISTER_AT.search(" ".join(row)):
            _read_field_table(replace(table, rows=table.rows[:index]), roles, maps, warnings)
            rest = replace(
                table,
                rows=table.rows[index + 1 :],
                header=table.header,
                before=(" ".join(row),),
                section=(),
                row_pages=table.row_pages[index + 1 :],
            )
            _read_field_table(rest, roles, maps, warnings)
            return
    targets, title = _target(table, maps)
    _caption_reset(table, targets)
    if not targets:
        warnings.append(
            f"bit-field table on {_where(table)} names no register hwcc could identify; "
            "left to search"
        )
        return
    fields: list[Field] = []
    fixed: list[tuple[tuple[str, ...], tuple[int, int]]] = []
    for row in table.rows:
        name = clean_name(_cell(row, roles[NAME]))
        bits = parse_bits(_cell(row, roles[BIT]))
        if bits is None:
            continue
        described = _cell(row, roles[DESC]).strip(" .").lower() if DESC in roles else ""
        if _is_reserved(name) or not name or described == "reserved":
            fixed.append((row, bits))  # a misprinted name on a row described "Reserved."
            continue
        fields.append(_field_from_row(row, roles, name, bits))
    fields = _one_per_bits(fields)
    stay, moved = _place_by_name(targets, fields, maps)
    if fields and not stay and not moved:
        return  # every field names another register that has its own: not this table's
    for reg in targets:
        for row, bits in fixed:
            _note_fixed(reg, row, roles, bits)
    if fields and not stay:
        return
    fields = stay
    for reg in targets:
        if not reg.named and title and len(targets) == 1:
            reg.name, reg.named = title, True
        if fields:
            if reg.fields:
                # one table for a run of registers (WAIT1..WAIT8 as WAIT): the summary's
                # names are the precise ones
                reg.fields = _merge_fields(reg.fields, fields, keep_names=len(targets) > 1)
            else:
                reg.fields = list(fields)


_BIT_ROW_WIDTHS = (8, 16, 32)
_FIXED_BIT = re.compile(r"^(?:[01]|[01]\(\d\)|-+|—|–|x|u|r)$", re.I)


_LABELLED_CELL = re.compile(r"^(?:bit\s*|b|d)(\d{1,2})\s+(\S.*)$", re.I)


def _labelled_bits(table: Table) -> list[tuple[int, str]]:
    """(bit, name) of a grid whose every cell holds a bit label and its name (ADI's
    ``D7 DATA_READY | D6 SINGLE_TAP ...`` over two rows), bits descending; [] unless
    the cells cover bits n-1..0 exactly once."""
    cells = [c for row in (table.header, *table.rows) for c in row]
    if len(table.rows) > 3 or not cells:
        return []
    found: list[tuple[int, str]] = []
    for cell in cells:
        m = _LABELLED_CELL.match(cell.strip())
        if m is None:
            return []
        found.append((int(m.group(1)), clean_name(m.group(2))))
    bits = sorted(b for b, _ in found)
    if bits != list(range(len(bits))) or len(bits) not in _BIT_ROW_WIDTHS:
        return []
    return sorted(found, reverse=True)


def _bitrow_bits(table: Table, roles: dict[str, int]) -> list[tuple[int, int]]:
    """(bit, column) of a bit-row table: one register's fields as a row of cells under
    bit headers (``D7 .. D0``, ``Bit 7 .. Bit 0``), a lone row of 8/16/32 cells with
    no header row at all (ST's ``Table 19. CTRL1 register``: the cells are the bits,
    most significant first, as every such figure prints them), or a grid of labelled
    cells (:func:`_labelled_bits`; columns index its names, bits descending). [] for
    anything else."""
    labelled = _labelled_bits(table)
    if labelled:
        return [(bit, index) for index, (bit, _name) in enumerate(labelled)]
    if table.rows:
        cols = _bitcols(roles)
        return cols if cols and len(table.rows) <= 2 and len(roles) == len(cols) else []
    if table.width not in _BIT_ROW_WIDTHS:
        return []
    names = [clean_name(c) for c in table.header]
    if all(_BITCOL.match(n) for n in names):
        return []  # bit headers whose row of names was lost
    if not any(_IDENT.match(n) for n in names if not _FIXED_BIT.match(n)):
        return []  # a value printed bit by bit (WHO_AM_I: 1 1 0 1 0 1 1 1)
    return [(table.width - 1 - i, i) for i in range(table.width)]


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


def _bitrow_target(table: Table, maps: list[_Map]) -> tuple[list[_Reg], str]:
    """The register a bit-row table belongs to, named only by the last prose line before
    it (``before`` holds just that line: tables in between are skipped, as a register's
    value tables often stand between its name and its bit row), else by its heading
    when no line stands between (a bit row is often far from its register's heading,
    in a second column or after another register's notes: anything looser attaches
    fields to the wrong register)."""
    near = [table.before[-1]] if table.before else [table.heading]
    for text in near:
        # a heading names its register by address or by name (ST: "9.2 CTRL_REG1 (20h)")
        probe = (
            replace(table, before=(), section=(text,))
            if text == table.heading and table.heading
            else replace(table, before=(text,), section=())
        )
        found, title = _target(probe, maps)
        if len(found) == 1:
            return found, title
        named = _named_at_start(text, maps)
        if named is not None:
            return [named], ""
        caption = _CAPTION_LINE.match(text)
        titled = titled_registers(text[caption.end() :].strip("*_ "), maps) if caption else []
        if len(titled) == 1:
            return titled, ""
    return [], ""


def _named_at_start(text: str, maps: list[_Map]) -> _Reg | None:
    """The one register whose map name (several words allowed: ``Configuration
    Register A``) opens ``text`` as whole words; the longest such name wins."""
    low = text.lower()
    hits = [
        r
        for m in maps
        for r in m.regs.values()
        if r.named
        and " " in r.name
        and low.startswith(r.name.lower())
        and not low[len(r.name) : len(r.name) + 1].isalnum()
    ]
    if not hits:
        return None
    longest = max(len(r.name) for r in hits)
    best = [r for r in hits if len(r.name) == longest]
    return best[0] if len(best) == 1 else None


def _read_bitrow(
    table: Table, roles: dict[str, int], maps: list[_Map], warnings: list[str]
) -> None:
    bitcols = _bitrow_bits(table, roles)
    targets, _title_text = _bitrow_target(table, maps)
    _caption_reset(table, targets)
    if not targets:
        warnings.append(
            f"bit-field table on {_where(table)} names no register hwcc could identify; "
            "left to search"
        )
        return
    reg = targets[0]
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
        if len(table.rows) == 2:  # names wrapped onto a second line (TAP_X / enable)
            below = table.rows[1]
            if any(_cell(below, c) and not _cell(row, c) for _, c in bitcols):
                return
            padded = (*below, *[""] * max(0, len(row) - len(below)))
            row = tuple(f"{a} {b}".strip() if b else a for a, b in zip(row, padded, strict=False))
    if len(row) != table.width:
        return
    row, defaults = _cell_defaults(row)
    width = bitcols[0][0] + 1
    if reg.width is not None and reg.width != width:
        return  # a table of another register size: not this register's layout
    fields = [
        f
        for f in _fields_from_bitcols(row, bitcols, reg, warnings, table)
        if not _FIXED_BIT.match(f.name)
    ]
    fields, _moved = _place_by_name([reg], fields, maps)
    known = {_norm(f.name) for f in reg.fields}
    agrees = not known or all(_norm(f.name) in known for f in fields)  # its own layout
    if defaults is not None and reg.reset is None and len(defaults) == width and agrees:
        reg.reset = int("".join(str(bit) for bit in defaults), 2)
    if fields and not reg.fields:
        reg.width = reg.width or width
        reg.fields = fields


_FIELD_LIST_HEAD = re.compile(
    r"^(?:field|name|symbol)\s+bits?(?:\s+(?:description|type|access|reset|default|r/w))*$",
    re.I,
)
_FIELD_LINE = re.compile(
    r"^(?P<name>[A-Za-z_][A-Za-z0-9_]*)\s+(?P<bits>\d{1,2}(?:\s*:\s*\d{1,2})?)(?:\s+(?P<rest>.*))?$"
)
_HEADING_LINE = re.compile(r"^#{1,6}\s+(.*?)\s*#*\s*$")


_FIGURE_NUMBER = re.compile(r"^\s*register\s+\d+-\d+\s*:\s*", re.I)
_MCHP_BIT_LINE = re.compile(
    r"^bits?\s+(?P<a>\d{1,2})(?:\s*[-–:]\s*(?P<b>\d{1,2}))?\s+"
    r"(?P<name>[A-Za-z][A-Za-z0-9_ ./<>\[\]-]{0,31}?)\s*:\s*(?P<rest>.*)$"
)


# TI's register headings: "Config Register (P[1:0] = 1h) [reset = 8583h]", "Mode
# Register (offset = 01h) [reset = C810h]"; one heading may name two
_HEADING_REGISTER = re.compile(
    rf"(?P<name>[A-Za-z][\w /-]*?)\s*\((?:offset|address|[A-Z]+\[\d+:\d+\])\s*=\s*"
    rf"(?P<a>{_NUM})\)\s*\[reset\s*=\s*(?P<r>{_NUM})\]",
    re.I,
)


def _heading_registers(result: ParseResult, maps: list[_Map]) -> None:
    """Registers a document without a register summary defines in its headings alone,
    in TI's template (``9.6.3 Config Register (P[1:0] = 1h) [reset = 8583h]``): name,
    address and reset from the heading, the width from the reset's digit count. Only
    headings of exactly this form; names lose a trailing "Register(s)"."""
    found: dict[int, _Reg] = {}
    offset = 0
    for line in result.content.split("\n"):
        start, offset = offset, offset + len(line) + 1
        head = _HEADING_LINE.match(line.strip())
        if head is None:
            continue
        text = _NUMBERING.sub("", head.group(1))
        for m in _HEADING_REGISTER.finditer(text):
            name = re.sub(r"^(?:and|,)\s+|\s+registers?$", "", m.group("name").strip(), flags=re.I)
            address = parse_int(m.group("a"), hex_default=True)
            reset = parse_int(m.group("r"), hex_default=True)
            digits = re.sub(r"^0x|h$", "", m.group("r"), flags=re.I)
            if address is None or reset is None or not name or address in found:
                continue
            pages = result.pages_for(start, offset) if result.page_map else None
            found[address] = _Reg(
                name=name,
                first=address,
                last=address,
                page=pages[0] if pages else None,
                reset=reset,
                width=4 * len(digits) if len(digits) in (2, 4, 8) else None,
                summary=True,
            )
    if found:
        maps.append(_Map(None, "", found))


_CAPTION_RESET = re.compile(rf"\breset value\s*[:=]\s*(?P<v>{_NUM})", re.I)


def _caption_reset(table: Table, targets: list[_Reg]) -> None:
    """The reset a table's caption states for the one register it names (NXP:
    ``Table 29. ComIrqReg register (address 04h); reset value: 14h bit allocation``),
    when the register has none; a value whose digit count no register has is not
    taken."""
    if len(targets) != 1 or targets[0].reset is not None:
        return
    for line in reversed(table.before):
        if not _CAPTION.search(line):
            continue
        m = _CAPTION_RESET.search(line)
        if m is None:
            continue
        digits = re.sub(r"^0x|h$", "", m.group("v"), flags=re.I)
        value = parse_int(m.group("v"), hex_default=True)
        if value is not None and len(digits) in (2, 4, 8):
            targets[0].reset = value
        return


def _heading_reset(heading: str, target_of: Callable[[str], list[_Reg] | None]) -> None:
    """The reset a register's heading states (TI: ``Configuration Register (offset =
    01h) [reset = C810h]``) for the one register the heading names, when the map gave
    it none; a value with a digit count no register has (``C0000h``, a misprint) is
    not taken."""
    m = _HEADING_RESET.search(heading)
    if m is None:
        return
    digits = re.sub(r"^0x|h$", "", m.group("v"), flags=re.I)
    value = parse_int(m.group("v"), hex_default=True)
    regs = target_of(heading)
    if value is None or len(digits) not in (2, 4, 8) or not regs or len(regs) != 1:
        return
    if regs[0].reset is None:
        regs[0].reset = value
        regs[0].width = regs[0].width or 4 * len(digits)


def _read_prose_fields(result: ParseResult, maps: list[_Map]) -> None:
    """Field lists typeset without rulings, which reach the Markdown as prose, under a
    heading that names one register (by its address, or by a register-map name):

    * a ``Field Bits Description`` line followed by ``NAME 7:4 text`` lines
      (Broadcom/Avago);
    * ``bit 10-9 THYST: text`` lines (Microchip's register figures).

    Also ``NAME 5 text`` lines after a ruled ``Field | Bits | Description`` table (its
    rows went on as prose). Only lines of exactly these shapes until the next heading
    (a heading repeated on the next page continues), and only bits no field of the
    register holds yet."""
    heading = ""
    target: list[_Reg] | None = None
    listing = False  # inside a "Field Bits Description" list
    found: list[Field] = []

    def flush() -> None:
        for reg in target or ():
            taken = [(f.msb, f.lsb) for f in reg.fields]
            new = [
                f
                for f in _one_per_bits(found)
                if not any(f.lsb <= msb and lsb <= f.msb for msb, lsb in taken)
            ]
            if new:
                reg.fields = [*reg.fields, *new]

    named = {r.name: r for m in maps for r in m.regs.values() if r.named}

    def target_of(text: str) -> list[_Reg] | None:
        text = _FIGURE_NUMBER.sub("", text)  # "REGISTER 5-2:" numbers the figure
        probe = Table(header=(), rows=(), start=0, end=0, section=(text,), before=(), page=None)
        targets, _title_text = _target(probe, maps)
        if len(targets) == 1:
            return targets
        # one figure for registers of one layout, named together: TUPPER/TLOWER/TCRIT
        for group in re.findall(r"[A-Za-z0-9_]+(?:/[A-Za-z0-9_]+)+", text):
            regs = [named.get(n) for n in group.split("/")]
            if all(r is not None for r in regs):
                return [r for r in regs if r is not None]
        return titled_registers(text, maps) or None

    for raw in result.content.split("\n"):
        line = raw.strip()
        head = _HEADING_LINE.match(line)
        title = head.group(1) if head else _box_title(line)
        if title is not None:
            if title == heading:
                continue  # the heading repeated on the next page
            flush()
            heading, target, listing, found = title, None, False, []
            _heading_reset(heading, target_of)
            continue
        if line.startswith("|") and heading:
            # a ruled Field | Bits | Description table may go on as prose lines
            cells = " ".join(c.strip() for c in line.strip("|").split("|")[:2])
            if _FIELD_LIST_HEAD.match(cells):
                flush()
                target, listing, found = target_of(heading), True, []
            continue
        if not line or line.startswith("|") or not heading:
            continue
        if _FIELD_LIST_HEAD.match(line):
            flush()
            target, listing, found = target_of(heading), True, []
            continue
        mchp = _MCHP_BIT_LINE.match(line)
        if mchp is not None:
            if target is None and not found:
                target = target_of(heading)
            a, b = int(mchp.group("a")), int(mchp.group("b") or mchp.group("a"))
            name = " ".join(mchp.group("name").split())
            if target is not None and not _is_reserved(name) and max(a, b) < 32:
                rest = mchp.group("rest").strip()
                found.append(Field(name=name, lsb=min(a, b), msb=max(a, b), description=rest))
            continue
        m = _FIELD_LINE.match(line) if listing and target is not None else None
        if m is None:
            continue
        bits = parse_bits(m.group("bits"))
        name = m.group("name")
        if bits is None or _is_reserved(name) or bits[0] >= 32:
            continue
        rest = (m.group("rest") or "").strip()
        found.append(Field(name=name, lsb=bits[1], msb=bits[0], description=rest))
    flush()


# Microchip's register figures: "REGISTER 5-6: STATUS REGISTER", as a heading or at the
# end of the paragraph the PDF ran it into (upper case: "see Register 5-6" is a mention)
_BOX_TITLE = re.compile(r"(?:^|[.:]\s+|^#+\s*)REGISTER\s+\d+-\d+\s*:\s*(?P<t>\S.*?)\s*$")
# one bit's access and value at reset in a register figure: R/W-0, U-0, RO-1, HS/R/W-x
_BIT_TOKEN = re.compile(r"^[A-Z][A-Z0-9]{0,3}(?:/[A-Z][A-Z0-9]{0,3})*-(?P<v>[01xXuq])$")
_BIT_SPAN = re.compile(r"\bbit\s+(\d{1,2})\s+bit\s+(\d{1,2})\b")
_TITLE_NOISE = {"register", "registers", "reg", "and", "the", "of", "bits"}
_ENUMERATED = re.compile(r"\b(?P<nums>\d+(?:\s*,\s*\d+)*,?\s*(?:and|&)\s*\d+)\b", re.I)
_DASH_SYMBOL = re.compile(r"[-–—]\s*(?P<s>[^\s()\-–—]+)\s*(?:\([^)]*\))?\s*$")


def _box_title(line: str) -> str | None:
    """The title of a register figure (``STATUS REGISTER``) that ``line`` opens or ends
    with, else None."""
    m = _BOX_TITLE.search(line)
    return m.group("t") if m else None


@functools.lru_cache(maxsize=8192)
def _title_words(text: str) -> frozenset[str]:
    text = re.sub(r"\([^)]*\)", " ", text)  # (READ-ONLY), (ADDRESS 0x05)
    words = (w for w in re.findall(r"[a-z0-9δΔ]+", text.casefold()) if w not in _TITLE_NOISE)
    return frozenset(w[:-1] if len(w) > 3 and w.endswith("s") else w for w in words)


def titled_registers(title: str, maps: list[_Map]) -> list[_Reg]:
    """The registers a register figure's title names by their map names, else []:

    * the same words (case, punctuation and the words "register"/"and" aside):
      ``DEVICE CONFIGURATION REGISTER`` is ``Device Configuration``;
    * the title's words all in exactly one name, or one name's words all in the title
      (``SENSOR CONFIGURATION`` in ``Thermocouple Sensor Configuration``);
    * an enumeration names one register per number: ``ALERT 1, 2, 3 AND 4
      CONFIGURATION REGISTER`` is ``Alert 1 Configuration`` .. ``Alert 4 Configuration``
      (a leading ``THYSTx:`` symbol is dropped);
    * a symbol after a final dash names the one register whose name ends with it
      (``... REGISTER - TH (READ-ONLY)`` is ``Hot-Junction Temperature – TH``).

    Every title must name exactly one register for any to be returned."""
    regs = [r for m in maps for r in m.regs.values() if r.named]
    if not regs:
        return []
    title = re.sub(r"^\s*[A-Za-z][A-Za-z0-9_]*\s*:\s*(?=\S+\s+\S)", "", title)
    variants = [title]
    m = _ENUMERATED.search(title)
    if m:
        nums = re.findall(r"\d+", m.group("nums"))
        variants = [title[: m.start()] + n + title[m.end() :] for n in nums]
    words = {id(r): _title_words(r.name) for r in regs}
    found: list[_Reg] = []
    for variant in variants:
        want = _title_words(variant)
        if not want:
            return []
        hits = [r for r in regs if words[id(r)] == want]
        if not hits:
            hits = [
                r for r in regs if want <= words[id(r)] or (words[id(r)] and words[id(r)] <= want)
            ]
        if len(hits) != 1:
            sym = _DASH_SYMBOL.search(variant)
            ends = [
                r
                for r in regs
                if sym is not None
                and (own := _DASH_SYMBOL.search(r.name)) is not None
                and own.group("s").casefold() == sym.group("s").casefold()
            ]
            hits = ends if len(ends) == 1 else []
        if len(hits) != 1 or hits[0] in found:
            return []
        found.append(hits[0])
    return found


def _box_resets(result: ParseResult, maps: list[_Map]) -> None:
    """Resets from register figures that print each bit's access and value at reset
    above its name (Microchip ``R/W-0 U-0 R-1 ..``, one row per byte, under a
    ``REGISTER 5-6: STATUS REGISTER`` title): the figure's title names the registers
    (:func:`titled_registers`), and when the tokens number exactly the
    figure's width (its highest ``bit 15 bit 8`` label plus one, no less than the
    register's known width), all read 0 or 1, the bits make its reset (most
    significant first). A register that has a reset keeps it; a figure whose tokens do
    not number its width (a byte row the PDF lost) or hold an ``x`` gives none."""
    targets: list[_Reg] = []
    tokens: list[str] = []
    top = -1  # the highest bit number the figure prints ("bit 15 bit 8")

    def settle() -> None:
        if (
            not targets
            or not tokens
            or len(tokens) != top + 1
            or any(t not in "01" for t in tokens)
        ):
            return
        value = int("".join(tokens), 2)
        for reg in targets:
            if (
                reg.reset is None
                and reg.width in (None, len(tokens))
                and _width(reg) <= len(tokens)
            ):
                reg.reset, reg.width = value, len(tokens)

    for raw in result.content.split("\n"):
        line = raw.strip()
        title = _box_title(line)
        if title is not None or _HEADING_LINE.match(line):
            settle()
            targets, tokens, top = (titled_registers(title, maps) if title else []), [], -1
            continue
        if not targets:
            continue
        if line.startswith("Legend") or _MCHP_BIT_LINE.match(line):
            settle()
            targets, tokens = [], []
            continue
        for m in _BIT_SPAN.finditer(line):
            top = max(top, int(m.group(1)), int(m.group(2)))
        cells = [c for c in re.split(r"[|*\s]+", line) if c and c != "〃"]
        values = [_BIT_TOKEN.match(c) for c in cells]
        if cells and all(values):
            tokens.extend(v.group("v") for v in values if v is not None)
    settle()


_DEFAULT_SENTENCE = re.compile(
    rf"(?:^|(?<=[.;]\s))(?P<subj>[^.;]{{0,80}}?)\s+"
    rf"(?:defaults?\s+(?:value\s+)?(?:is|to)|(?:is|are)\s+(?:initiali[sz]ed|reset)\s+to)"
    rf"\s+(?P<v>{_NUM})(?=\s|[.,;]|$)",
    re.I,
)


def _prose_defaults(result: ParseResult, maps: list[_Map]) -> None:
    """Resets stated in a sentence about the register(s) of the section: "The Timing
    Register defaults to 02h at power on." under a heading that names the register by
    address (or several: "... registers default to 00h" under ``(2h − 5h)``), or in a
    paragraph that opens with the register's name ("Configuration Register A ... CRA
    default is 0x10."). The sentence's subject must speak of a register (or be one
    upper-case abbreviation), not of a bit or field, and the value must fit the
    register; a register that has a reset keeps it."""
    heading = ""
    targets: list[_Reg] | None = None  # the heading's registers, found when first needed
    for raw in result.content.split("\n"):
        line = raw.strip()
        head = _HEADING_LINE.match(line)
        if head:
            heading, targets = head.group(1), None
            continue
        if not line or line.startswith("|") or "default" not in line.lower():
            continue
        if not _DEFAULT_SENTENCE.search(line):
            continue
        if targets is None:
            probe = Table((), (), 0, 0, (heading,), (), None)
            targets = (
                (_target(probe, maps)[0] or titled_registers(heading, maps)) if heading else []
            )
        own = _named_at_start(line, maps)
        regs = [own] if own is not None else targets
        for m in _DEFAULT_SENTENCE.finditer(line):
            subject = m.group("subj").strip()
            words = set(re.findall(r"[a-z]+", subject.lower()))
            if words & {"bit", "bits", "field", "fields", "mode", "value"}:
                continue
            if not ({"register", "registers"} & words or re.fullmatch(r"[A-Z]{2,5}", subject)):
                continue
            digits = re.sub(r"^0x|h$", "", m.group("v"), flags=re.I)
            value = parse_int(m.group("v"))
            for reg in regs:
                if value is None or reg.reset is not None:
                    continue
                width = reg.width or _width(reg)
                if value.bit_length() <= width and len(digits) * 4 <= max(width, 8):
                    reg.reset = value
            break


_ALL_RESET = re.compile(
    rf"reset value is (?P<v>{_NUM}) for all (?:the )?registers (?:other than|except)", re.I
)
_EXCEPTION = re.compile(rf"\bregister\s+(?P<r>{_NUM})\s*[:=]\s*(?P<v>{_NUM})", re.I)


def _prose_resets(result: ParseResult, maps: list[_Map]) -> None:
    """Resets a datasheet states in prose for all registers but a listed few (InvenSense:
    "The reset value is 0x00 for all registers other than the registers below.
    Register 107: 0x40. Register 117: 0x68."): the listed ones get theirs, every other
    register without a reset gets the common value. Only for a document with one
    register map (banks would make "all registers" ambiguous), and only when every
    listed register is in it."""
    if len(maps) != 1:
        return
    lines = result.content.split("\n")
    for index, line in enumerate(lines):
        m = _ALL_RESET.search(line)
        if m is None:
            continue
        common = parse_int(m.group("v"))
        tail = " ".join(lines[index : index + 4])[m.end() :]
        listed: dict[int, int] = {}
        for e in _EXCEPTION.finditer(tail):
            address, value = parse_int(e.group("r")), parse_int(e.group("v"))
            if address is None or value is None:
                return
            listed[address] = value
        regs = maps[0].regs
        if common is None or not listed or any(a not in regs for a in listed):
            return
        for address, reg in regs.items():
            if reg.reset is None and reg.last == reg.first:
                reg.reset = listed.get(address, common)
        return


def _norm(name: str) -> str:
    return re.sub(r"[^a-z0-9]", "", _declared(name)[0].lower())


def _place_by_name(
    targets: list[_Reg], fields: list[Field], maps: list[_Map]
) -> tuple[list[Field], bool]:
    """The fields of one table that stay with ``targets``, checked against their own
    names, and whether any went elsewhere: a field named after another register of the
    map (``TEMPERATUREMAX[7:0]`` under the heading of ``HUMIDITY MAX``: the PDF set the
    table after the next heading, or the next register's heading and rows ran into this
    table) is given to that register when it has no fields yet, and left out when it
    has. All stay when one field names the target itself, or there are several
    targets."""
    if len(targets) != 1 or not fields:
        return list(fields), False
    target = targets[0]
    if _norm(target.name) in {_norm(f.name) for f in fields}:
        return list(fields), False
    by_name: dict[str, list[_Reg]] = {}
    for m in maps:
        for r in m.regs.values():
            if r is not target and r.named:
                by_name.setdefault(_norm(r.name), []).append(r)
    stay: list[Field] = []
    moved: dict[int, tuple[_Reg, list[Field]]] = {}
    for f in fields:
        others = by_name.get(_norm(f.name), [])
        if not others:
            stay.append(f)
        elif len(others) == 1 and not others[0].fields:
            moved.setdefault(id(others[0]), (others[0], []))[1].append(f)
    for other, own in moved.values():
        other.fields = own
    return stay, bool(moved)


def _one_per_bits(fields: list[Field]) -> list[Field]:
    """Rows of one field (NXP lists a row per value) joined: the first reset and access
    found, the descriptions in order. Names shared by fields of different bits keep
    their bit range (``LED0_ON_H[4]``, ``LED0_ON_H[3:0]``)."""
    joined: dict[tuple[str, int, int], Field] = {}
    for f in fields:
        key = (f.name, f.msb, f.lsb)
        old = joined.get(key)
        if old is None:
            joined[key] = f
            continue
        description = old.description
        if f.description and f.description not in description:
            description = f"{description} {f.description}".strip()
        joined[key] = replace(
            old,
            description=description,
            reset_value=old.reset_value if old.reset_value is not None else f.reset_value,
            access=old.access or f.access,
        )
    out = list(joined.values())
    spans: dict[str, set[tuple[int, int]]] = {}
    for f in out:
        spans.setdefault(f.name, set()).add((f.msb, f.lsb))
    return [
        replace(f, name=f"{f.name}[{_bit_span(f.msb, f.lsb)}]") if len(spans[f.name]) > 1 else f
        for f in out
    ]


def _bit_span(msb: int, lsb: int) -> str:
    return str(msb) if msb == lsb else f"{msb}:{lsb}"


def _note_fixed(
    reg: _Reg, row: tuple[str, ...], roles: dict[str, int], bits: tuple[int, int]
) -> None:
    """Record the default of reserved bits (``7 to 5 | - | read only | 000*``), which
    completes a register's reset value composed from its fields' defaults."""
    value = None
    if RESET in roles:
        value = _field_reset_cell(_cell(row, roles[RESET]), bits)
    if value is None and VALUE in roles:
        value = starred_default(_cell(row, roles[VALUE]), bits)
    if value is not None and (bits[0], bits[1], value) not in reg.fixed:
        reg.fixed.append((bits[0], bits[1], value))


def _composed_reset(reg: _Reg, fields: tuple[Field, ...], width: int) -> int | None:
    """The register's reset from its fields' and reserved bits' defaults, when they
    cover every bit exactly once; else None."""
    parts = [(f.msb, f.lsb, f.reset_value) for f in fields] + list(reg.fixed)
    covered = 0
    value = 0
    for msb, lsb, reset in parts:
        if reset is None:
            return None
        mask = ((1 << (msb - lsb + 1)) - 1) << lsb
        if covered & mask:
            return None
        covered |= mask
        value |= reset << lsb
    return value if covered == (1 << width) - 1 else None


def _merge_fields(
    summary: list[Field], detail: list[Field], *, keep_names: bool = False
) -> list[Field]:
    """Detail-table fields (descriptions, access, resets) win where their bits match a
    summary field (keeping the summary's name with ``keep_names``) and replace the
    summary fields they span; summary fields the detail table does not cover stay, and
    a detail field overlapping one that stays is left out."""
    by_bits = {(f.msb, f.lsb): f for f in detail}
    out = []
    for f in summary:
        found = by_bits.pop((f.msb, f.lsb), None)
        if found is None:
            out.append(f)
        else:
            out.append(replace(found, name=f.name) if keep_names else found)
    # a detail field spanning several summary bits printed one name per bit (OPT3001's
    # map R11..R0, its field table R[11:0]) replaces them: fields never overlap
    wide = list(by_bits.values())
    out = [
        f
        for f in out
        if not any(
            w.lsb <= f.lsb and f.msb <= w.msb and (w.msb, w.lsb) != (f.msb, f.lsb) for w in wide
        )
    ]
    out.extend(f for f in wide if not any(o.lsb <= f.msb and f.lsb <= o.msb for o in out))
    return out


def _finish(reg: _Reg, warnings: list[str]) -> Register:
    count = reg.last - reg.first + 1
    width = reg.width or _width(reg)
    declared = reg.width is not None or _WIDTH_PREFIX.match(reg.name) is not None
    if declared and any(f.msb >= width for f in reg.fields):
        outside = ", ".join(f.name for f in reg.fields if f.msb >= width)
        warnings.append(
            f"register {reg.name}: field(s) {outside} lie outside its {width} bits; left out"
        )
        reg.fields = [f for f in reg.fields if f.msb < width]
    description = reg.description
    if count > 1:
        run = f"{count} registers at {_hex(reg.first)}-{_hex(reg.last)}"
        description = f"{run}. {description}" if description else run
    fields = tuple(sorted(reg.fields, key=lambda f: (f.lsb, f.msb, f.name)))
    name = reg.name if reg.named and reg.name else ""
    if not name and len(fields) == 1 and fields[0].lsb == 0 and fields[0].msb + 1 == width:
        name = fields[0].name  # one field covering the register names it (RX_ADDR_P0)
    name = name or f"REG_{_hex(reg.first)}"
    reset = reg.reset if reg.reset is not None else _composed_reset(reg, fields, width)
    return Register(
        name=name,
        address_offset=reg.first,
        size=width,
        description=description,
        access=reg.access,
        reset_value=reset,
        fields=fields,
        page=reg.page,
    )


def _width(reg: _Reg) -> int:
    named = _WIDTH_PREFIX.match(reg.name)
    if named:
        return int(named.group(1))
    top = max((f.msb + 1 for f in reg.fields), default=0)
    if reg.reset is not None:
        top = max(top, reg.reset.bit_length())
    return max(8, -(-top // 8) * 8)


def _hex(value: int) -> str:
    return f"0x{value:02X}"
