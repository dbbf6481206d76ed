"""Registers listed as ``REG[04h] Name`` entries and described in boxed figures (Epson's
display controllers): a register set table whose cells each name one register
(``REG[04h] PLL D-Divider Register 55``, the page last), and per register a box titled
``REG[04h] PLL D-Divider Register Default = 01h Read/Write`` over one line of cells
(field names, each cell ending with the bits it covers), followed by a description
list (``bit 7 PLL Enable This bit ...``, ``bits 5-0 D-Divider bits [5:0] ...``).

Precision over recall: a field is read only where a description line and the box agree
on its name over the same bits."""

from __future__ import annotations

import re

from hwcc.extract.numbers import parse_int
from hwcc.extract.regmap.columns import _access, _is_reserved
from hwcc.extract.regmap.state import _Map, _Reg
from hwcc.extract.tables import Table, lines_after
from hwcc.model.device import Field
from hwcc.types import ParseResult
from hwcc.util.markdown import HEADING, MERGED_MARK

# "REG[04h] PLL D-Divider Register 55": a register set's entry (its page last)
_ENTRY = re.compile(r"^REG\[(?P<a>[0-9A-Fa-f]{1,4})h\]\s+(?P<name>\S.*?)$")
# "REG[04h] PLL D-Divider Register Default = 01h Read/Write": a box's title
_BOX_TITLE = re.compile(
    r"^REG\[(?P<a>[0-9A-Fa-f]{1,4})h\]\s+(?P<name>\S.*?)\s+Default\s*=\s*"
    r"(?:(?P<v>[0-9A-Fa-f]{2,8})h|\S.*?)"
    r"(?:\s+(?P<access>Read\s*Only|Read\s*/\s*Write|Write\s*Only))?\s*$",
    re.I,
)
# "bit 7 PLL Enable ...", "bits 5-0 D-Divider bits [5:0] ...": a description line
_DESCRIBED = re.compile(r"^bits?\s+(?P<msb>\d{1,2})(?:\s*-\s*(?P<lsb>\d{1,2}))?\s+(?P<rest>\S.*)$")
# "REG[1Ch] bits 1-0 ": one register's bits of a value split over several
_REGISTER_BITS = re.compile(
    r"^REG\[(?P<a>[0-9A-Fa-f]{1,4})h\]\s+bits?\s+(?P<msb>\d{1,2})(?:\s*-\s*(?P<lsb>\d{1,2}))?\s+"
)
# a name's own bit range or access mark, after the name: "bits 5-0", "bits [5:0]", "(RO)"
_NAME_TAIL = re.compile(
    r"(?:\s+bits?\s+\[?\d{1,2}(?:\s*[-:]\s*\d{1,2})?\]?|\s*\((?:RO|WO|Read Only|Write Only)\))+$",
    re.I,
)
# a bracketed index in a description's name: "CNF[2:0] Status"
_INDEXED = re.compile(r"^(?P<stem>[A-Za-z][\w-]*)\[(?P<hi>\d{1,2}):(?P<lo>\d{1,2})\](?P<tail>.*)$")

MIN_ENTRIES = 8  # register set entries a document must list for them to be read


def listed_registers(tables: list[Table], maps: list[_Map]) -> None:
    """A map of the registers a register set table lists one per cell (``REG[04h]
    Name Pg``), in a document without a map yet: each entry's address and name (the
    page number dropped when every entry ends with one; a reserved entry, ``REG[96h]
    is Reserved``, ``REG[0Ch] through REG[0Eh] are Reserved``, none), when MIN_ENTRIES
    entries at least name distinct addresses, no address twice, and every name is
    words (not a value written: ``REG[04h] = 0Bh``, ``REG[0Ch] 0F00h``)."""
    if maps:
        return
    for table in tables:
        cells = [
            m
            for row in (table.header, *table.rows)
            for cell in dict.fromkeys(c.strip() for c in row)
            if (m := _ENTRY.match(cell)) is not None and not _BOX_TITLE.match(cell)
        ]
        if len(cells) < MIN_ENTRIES:
            continue
        paged = all(re.search(r"\s\d{1,3}$", m.group("name")) for m in cells)
        found: dict[int, _Reg] = {}
        for m in cells:
            name = m.group("name").strip()
            if paged:
                name = re.sub(r"\s+\d{1,3}$", "", name)
            if re.search(r"\breserved\b", name, re.I) or _is_reserved(name):
                continue
            if not _NAME_WORDS.fullmatch(name):
                found = {}
                break  # a value written, not a name: no register set
            address = int(m.group("a"), 16)
            if address in found:
                found = {}
                break
            found[address] = _Reg(
                name=name, first=address, last=address, page=table.page, summary=True
            )
        if len(found) >= MIN_ENTRIES:
            maps.append(_Map(None, "", found))
            return


# a listed register's name: words, the first opening with a letter (not "= 0Bh", not a
# hex value, not another "REG[..]")
_NAME_WORDS = re.compile(r"(?!(?:0x)?[0-9A-Fa-f]+h?\b)(?!.*REG\[)[A-Za-z][\w/&().,+-]*(?:\s+\S+)*")


def box_registers(result: ParseResult, tables: list[Table], maps: list[_Map]) -> None:
    """The reset, access and fields each ``REG[04h] .. Default = 01h Read/Write`` box
    gives the register the map holds at its address under that name: the reset when
    stated in hex, the access, and each field a description line under the box (or
    under the last box of a run, for a value split over registers: ``REG[1Ch] bits 1-0
    REG[1Ah] bits 7-0 Vertical Display Height bits [9:0]``) names as the box's cells
    over the same bits do."""
    regs = {a: r for m in maps[:1] for a, r in m.regs.items()}
    if not regs:
        return
    boxes: dict[int, tuple[_Reg, dict[int, str]]] = {}
    for table in tables:
        title = _BOX_TITLE.match(table.header[0].strip()) if table.header else None
        if title is None or len(table.rows) != 1:
            continue
        address = int(title.group("a"), 16)
        reg = regs.get(address)
        if reg is None or reg.name.casefold() != title.group("name").strip().casefold():
            continue
        if title.group("v") and reg.reset is None:
            reg.reset = parse_int(title.group("v"), hex_default=True)
        if title.group("access") and reg.access is None:
            reg.access = _access(title.group("access"))
        cells = _bit_cells(table.rows[0])
        if cells is None:
            continue
        boxes[address] = (reg, cells)
        for line in _prose_after(result.content, table):
            for target, msb, lsb, rest in _described(line, address):
                if target in boxes:
                    owner, owner_cells = boxes[target]
                    _add(owner, _fields(msb, lsb, rest, owner_cells))


def _add(reg: _Reg, fields: list[Field]) -> None:
    """``fields`` added to ``reg``'s, those sharing a bit with one it holds left out."""
    for field in fields:
        if not any(o.lsb <= field.msb and field.lsb <= o.msb for o in reg.fields):
            reg.fields = [*reg.fields, field]


def _described(line: str, address: int) -> list[tuple[int, int, int, str]]:
    """(register, msb, lsb, text) for each register a description line gives bits of:
    ``bits 5-0 Name ..`` the box's at ``address``; ``REG[1Ch] bits 1-0 REG[1Ah] bits
    7-0 Name ..`` each register it lists."""
    m = _DESCRIBED.match(line)
    if m is not None:
        msb = int(m.group("msb"))
        return [(address, msb, int(m.group("lsb") or msb), m.group("rest"))]
    parts = []
    rest = line
    while (part := _REGISTER_BITS.match(rest)) is not None:
        msb = int(part.group("msb"))
        parts.append((int(part.group("a"), 16), msb, int(part.group("lsb") or msb)))
        rest = rest[part.end() :]
    return [(a, msb, lsb, rest) for a, msb, lsb in parts] if len(parts) >= 2 else []


def _bit_cells(row: tuple[str, ...]) -> dict[int, str] | None:
    """Bit -> the name text of the cell over it, from a box's line of cells ending with
    the bits they cover (``Product 5``, ``n/a 7 6 5 4 3``; a cell repeated over merged
    columns once); None unless the cells number bits 7 .. 0 (a misprinted number kept
    in place)."""
    out: dict[int, str] = {}
    position = 7
    previous = None
    for cell in row:
        text = cell.strip()
        if text == MERGED_MARK:
            continue
        m = re.fullmatch(r"(?:(?P<name>.*?)\s+)?(?P<bits>\d{1,2}(?:\s+\d{1,2})*)", text)
        if m is None:
            return None
        count = len(m.group("bits").split())
        if text == previous:
            continue  # the same merged cell again
        previous = text
        for _ in range(count):
            if position < 0:
                return None
            out[position] = (m.group("name") or "").strip()
            position -= 1
    return out if position == -1 else None


def _prose_after(content: str, table: Table) -> list[str]:
    """The prose lines after ``table`` up to the next table or heading."""
    lines = []
    for text in lines_after(content, table.end):
        if text.startswith("|") or HEADING.match(text):
            break
        if text:
            lines.append(text)
    return lines


def _fields(msb: int, lsb: int, rest: str, cells: dict[int, str]) -> list[Field]:
    """The fields a description of bits ``msb..lsb`` (its text ``rest``) gives, when
    the box's cells over those bits name them: the cells' text (a merged cell's once,
    the name's own range and access mark dropped) opens ``rest``; or a name with a
    bracketed index (``CNF[2:0] Status``) whose cells name each bit by its number
    (``CNF2 Status`` .. ``CNF0 Status``)."""
    if not 7 >= msb >= lsb >= 0:
        return []
    over = [_NAME_TAIL.sub("", cells[b]).strip() for b in range(msb, lsb - 1, -1)]
    indexed = _INDEXED.match(rest)
    if indexed is not None:
        high, low = int(indexed.group("hi")), int(indexed.group("lo"))
        names = [f"{indexed.group('stem')}{high - k}" for k in range(msb - lsb + 1)]
        if high - low == msb - lsb and all(
            text.startswith(n) and indexed.group("tail").startswith(text[len(n) :])
            for text, n in zip(over, names, strict=True)
        ):
            bits = range(msb, lsb - 1, -1)
            return [Field(name=t, lsb=b, msb=b) for t, b in zip(over, bits, strict=True)]
        return []
    # (merged cells repeat; a name's range may stand in a cell of its own)
    name = _NAME_TAIL.sub("", " ".join(dict.fromkeys(t for t in over if t))).strip()
    if not name or _is_reserved(name) or name.lower() == "n/a":
        return []
    tail = rest[len(name) :]
    if rest.casefold().startswith(name.casefold()) and (not tail or not tail[0].isalnum()):
        return [Field(name=name, lsb=lsb, msb=msb)]
    return []
