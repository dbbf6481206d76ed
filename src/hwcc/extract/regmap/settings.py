"""Settings tables: a register's fields described one value per row, the value's digits
under bit columns and the field named in a description cell (ADI's video decoders:
``Subaddress | Register | Bit Description | 7 .. 0 | Comments`` over ``0x01 | Video
selection | SQPE |  |  |  |  |  | 0 |  |  | Disable square pixel mode``, then a row for
the value 1; the next rows of one field repeat its name or print a ditto mark).

:func:`label_column` tells such a table from a register summary (whose bit cells name
fields); :func:`read_setting_rows` gives the registers the maps hold the fields the rows
describe: a field's bits are the columns its rows print digits in. No register is made,
and a register that has fields keeps them."""

from __future__ import annotations

import re

from hwcc.extract.numbers import parse_bits
from hwcc.extract.regmap.columns import (
    _bitcols,
    _cell,
    _is_reserved,
    _where,
    address_of,
    clean_name,
)
from hwcc.extract.regmap.fieldlist import _declared, _field_reset
from hwcc.extract.regmap.state import _IDENT, ADDR, BIT, NAME, _Map, _Reg
from hwcc.extract.tables import Table
from hwcc.model.device import Field
from hwcc.util.markdown import MERGED_MARK

# a value's digits, or a mark standing for the values between two rows ("0 0 0 1 0",
# "~ ~ ~ ~ ~", "1 1 1 1 1": every value from the one above to the one below)
_DIGITS = frozenset(("0", "1", "x", "X", "~", "\u2026", "...", "\u22ee"))
# the cell of a row that goes on describing the field above: a ditto mark, or nothing
_DITTO = frozenset(("", "\u3003", '"', "\u201d", "\u2033", "do.", MERGED_MARK))
# the field's symbol opening the description: "INSEL[3:0]; the INSEL bits allow ...",
# "CMG[7:0]/CG[7:0]; chroma manual gain" (the written field, then the one read back), or
# alone in it ("SQPE"); never the first word of a phrase ("Sleep mode. With ..", "DAC 3:
# power on/off", "PLL and oversampling control")
_SYMBOL = r"[A-Za-z_][A-Za-z0-9_]*(?:\[\d{1,2}(?::\d{1,2})?\])?"
_LABEL = re.compile(
    # the whole cell: one identifier ("SQPE", "Interlaced"), or capitals in words ("MV
    # AGC DET"); or an identifier before a semicolon or a slash ("Reset; chip reset",
    # "CMG[7:0]/CG[7:0]; ..")
    rf"^(?P<s>{_SYMBOL}|[A-Z0-9_]+(?: [A-Z0-9_]+)+)$|^(?P<t>{_SYMBOL})\s*[;/]"
)


def _label(cell: str) -> str:
    """The field a settings row's description cell names, else ""."""
    m = _LABEL.match(cell)
    return (m["s"] or m["t"]) if m else ""


def _clean(cells: list[str]) -> bool:
    return set(cells) <= _DIGITS | {""}


def _digit_rows(table: Table, bitcols: list[tuple[int, int]]) -> bool:
    """Whether every row's bit cells hold value digits or nothing, most rows print a
    digit, and most leave a bit empty (a value of some of the bits, not a register's
    reset written bit by bit)."""
    rows = [[_cell(row, col).strip() for _bit, col in bitcols] for row in table.rows]
    if len(rows) < 3 or sum(not _clean(cells) for cells in rows) > 0.1 * len(rows):
        return False  # (a row the PDF garbled, its cells merged, is one of few)
    valued = sum(any(c for c in cells) for cells in rows)
    partial = sum(any(not c for c in cells) and any(c for c in cells) for cells in rows)
    return valued >= 0.8 * len(rows) and partial >= 0.5 * len(rows)


def label_column(table: Table, roles: dict[str, int]) -> int | None:
    """The column naming each row's field in a settings table (a ``Bit Description``
    column whose cells open with a symbol, not bit numbers), or None when ``table`` is no
    settings table: it needs bit columns, an address or register-name column, and rows
    of value digits (:func:`_digit_rows`)."""
    bitcols = _bitcols(roles)
    if not bitcols or BIT not in roles or (ADDR not in roles and NAME not in roles):
        return None
    col = roles[BIT]
    labels = [
        c
        for row in table.rows
        if (c := _cell(row, col).strip()) not in _DITTO
        and not _is_reserved(re.split(r"[;,.]", c)[0])
    ]
    if not labels or any(parse_bits(c) is not None for c in labels):
        return None
    if sum(bool(_label(c)) for c in labels) < 0.8 * len(labels):
        return None
    return col if _digit_rows(table, bitcols) else None


def _register(row: tuple[str, ...], roles: dict[str, int], maps: list[_Map]) -> list[_Reg]:
    """The registers a row describes: by its address in the latest map holding it, else
    by exactly its register name in every map (a name held once)."""
    if ADDR in roles:
        found = address_of(_cell(row, roles[ADDR]))
        if found is None:
            return []
        held = [m.regs[found[0]] for m in reversed(maps) if found[0] in m.regs]
        name = clean_name(_cell(row, roles[NAME])).casefold() if NAME in roles else ""
        same = [r for r in held if not name or r.name.casefold() == name]
        return same[:1]
    name = clean_name(_cell(row, roles[NAME])).casefold()
    named = [r for m in maps for r in m.regs.values() if r.named and r.name.casefold() == name]
    return named if len(named) == 1 else []


def read_setting_rows(
    table: Table, roles: dict[str, int], label: int, maps: list[_Map], warnings: list[str]
) -> None:
    """Fields of a settings ``table`` (its field names in column ``label``) for the
    registers the maps hold that have none: per register, each field's bits are the
    columns its rows print a digit in. A field whose bits are no run of adjacent bits,
    whose declared range has another width, or whose bits another field's overlap, is
    left out with the rest of that register's fields (the rows do not line up)."""
    bitcols = _bitcols(roles)
    width = bitcols[0][0] + 1
    bits_of: dict[int, dict[str, set[int]]] = {}  # id(register) -> field -> bits
    regs: dict[int, _Reg] = {}
    label_text = ""
    last_reg: _Reg | None = None
    for row in table.rows:
        found = _register(row, roles, maps)
        reg = found[0] if found else None
        cell = " ".join(_cell(row, label).split())
        if cell not in _DITTO:
            label_text = _label(cell)
        elif reg is not last_reg:
            label_text = ""  # a ditto mark under another register's rows: no field
        last_reg = reg
        if reg is None or not label_text or _is_reserved(label_text):
            continue
        cells = [_cell(row, col).strip() for _bit, col in bitcols]
        if not _clean(cells):
            continue  # a row whose cells the PDF merged: its bits cannot be told
        bits = {bit for (bit, _col), c in zip(bitcols, cells, strict=True) if c}
        regs[id(reg)] = reg
        bits_of.setdefault(id(reg), {}).setdefault(label_text, set()).update(bits)
    for key, fields in bits_of.items():
        reg = regs[key]
        if reg.fields or reg.width not in (None, width):
            continue
        made: list[Field] = []
        for name, bits in fields.items():
            msb, lsb = max(bits), min(bits)
            base, declared = _declared(name)
            if len(bits) != msb - lsb + 1 or (
                declared is not None and declared[0] - declared[1] != msb - lsb
            ):
                made = []
                warnings.append(
                    f"register {reg.name} ({_where(table)}): the value rows of {name} do not "
                    "give it one run of bits; its fields are left out"
                )
                break
            if not _IDENT.match(name):
                continue
            named = name if declared is not None and declared[0] != declared[1] else base
            made.append(
                Field(name=named, msb=msb, lsb=lsb, reset_value=_field_reset(reg, msb, lsb))
            )
        taken = [b for f in made for b in range(f.lsb, f.msb + 1)]
        if made and len(taken) == len(set(taken)):
            reg.fields = sorted(made, key=lambda f: f.lsb)
            reg.width = reg.width or width
