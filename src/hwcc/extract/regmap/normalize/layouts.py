"""Layout normalisers: tables printed side by side, one byte lane per row, runs unrolled
and address grids expanded into one row per register. Each normaliser takes a
:class:`~hwcc.extract.tables.Table` and returns it reshaped or unchanged; nothing is
read into registers here."""

from __future__ import annotations

import itertools
import re
from dataclasses import replace

from hwcc.extract.numbers import parse_int
from hwcc.extract.regmap.columns import (
    _SYMBOL,
    _cell,
    _context,
    _row_pages,
    address_of,
    column_roles,
)
from hwcc.extract.regmap.normalize.patterns import _MARKED_ADDRESS, _TITLE_ADDRESS, _VALUES_LABEL
from hwcc.extract.regmap.state import _BIT_ROW_WIDTHS, ADDR, NAME, address_caption
from hwcc.extract.tables import Table
from hwcc.util.markdown import MERGED_MARK

_ONE_ADDRESS = r"(?:0x[0-9A-Fa-f]{2,4}|[0-9][0-9A-Fa-f]{1,3}h)"
_STACKED_ADDRESSES = re.compile(rf"{_ONE_ADDRESS}(?:\s+{_ONE_ADDRESS})*")
_VALUE_SLICE = re.compile(r"D(\d{1,2})\s*(?:to|:|-|–)\s*D(\d{1,2})")


def _stacked_byte_rows(table: Table) -> Table:
    """A map of multi-byte values whose byte rows the PDF stacked in one row per value
    (ADI AD5933: ``Register | Name | Register Data | Function`` over ``0x82 0x83 0x84 |
    Start frequency | D23 to D16 D15 to D8 D7 to D0 | Read/write Read/write ..``) as one
    row per byte: its address, the value's name with the slice the byte holds
    (``Start frequency[23:16]``; a one-byte value keeps its name), the slice, and each
    other cell's piece (a cell repeating one piece per byte) or the whole cell; a column
    of access phrases only is headed ``Access``. Only
    where one column holds 0x-marked addresses only, another as many ``Dn to Dm``
    slices on every row, and several addresses on one row at least."""
    addr_col = slice_col = None
    for col, label in enumerate(table.header):
        cells = [_cell(row, col).strip() for row in table.rows]
        if not all(cells):
            continue
        if re.fullmatch(
            r"(?:reg(?:ister)?\s*)?addr(?:ess)?(?:\s*\(hex\))?|reg(?:ister)?", label.strip(), re.I
        ) and all(_STACKED_ADDRESSES.fullmatch(c) for c in cells):
            addr_col = col
        elif all(_VALUE_SLICE.sub("", c).strip() == "" and _VALUE_SLICE.search(c) for c in cells):
            slice_col = col
    names = [c for c, h in enumerate(table.header) if h.strip().lower() == "name"]
    if addr_col is None or slice_col is None or len(names) != 1:
        return table
    name_col = names[0]
    rows: list[tuple[str, ...]] = []
    pages: list[int | None] = []
    stacked = False
    for row, page in zip(table.rows, _row_pages(table), strict=True):
        addresses = _cell(row, addr_col).split()
        slices = _VALUE_SLICE.findall(_cell(row, slice_col))
        if len(slices) != len(addresses):
            return table
        stacked = stacked or len(addresses) > 1
        for k, (address, (high, low)) in enumerate(zip(addresses, slices, strict=True)):
            cells = []
            for col in range(table.width):
                text = " ".join(_cell(row, col).split())
                if col == addr_col:
                    cells.append(address)
                elif col == slice_col:
                    cells.append(f"D{high} to D{low}")
                elif col == name_col and _symbols(text, len(addresses)):
                    cells.append(text.split()[k])  # "CTRL_H CTRL_L": one name per byte
                elif col == name_col and len(addresses) > 1:
                    cells.append(f"{text}[{high}:{low}]")
                else:
                    pieces = text.split()
                    n = len(addresses)
                    size = len(pieces) // n if pieces and len(pieces) % n == 0 else 0
                    piece = " ".join(pieces[:size]) if size else ""
                    repeated = size and " ".join([piece] * n) == text
                    cells.append(" ".join(pieces[k * size : (k + 1) * size]) if repeated else text)
            rows.append(tuple(cells))
            pages.append(page)
    if not stacked:
        return table
    # (a column of access words under another label, "Function": the access)
    access = {
        col for col in range(table.width) if all(_ACCESS_PHRASE.fullmatch(row[col]) for row in rows)
    }
    header = tuple(
        "Address" if col == addr_col else "Access" if col in access else label
        for col, label in enumerate(table.header)
    )
    return replace(table, header=header, rows=tuple(rows), row_pages=tuple(pages))


def _symbols(text: str, count: int) -> bool:
    """Whether ``text`` is ``count`` (two or more) upper-case symbols, one per byte."""
    pieces = text.split()
    return (
        count > 1
        and len(pieces) == count
        and all(re.fullmatch(r"[A-Z][A-Z0-9_]+", p) for p in pieces)
    )


_ACCESS_PHRASE = re.compile(r"read\s*/\s*write|read[ -]only|write[ -]only", re.I)


# the offset an access mode adds to a register's address in a header byte ("+0x40")
_ACCESS_OFFSET = re.compile(r"\+\s*0x[0-9A-Fa-f]{2}")
MIN_ACCESS_GRID_ROWS = 8


def _access_grid(table: Table) -> Table:
    """A register map drawn as an SPI address space (TI CC1200: ``| Write | Write | Read
    | Read |`` over ``Single Byte | Burst | ..`` and ``+0x00 | +0x40 | +0x80 | +0xC0``,
    then ``0x00 | IOCFG3 | IOCFG3 | IOCFG3 | IOCFG3``) as a summary of the registers:
    one ``Address | Name`` row per address whose one symbol fills every access column.
    A command strobe (a name in the single-byte columns only), a FIFO (another name
    for reads) or words (``EXTENDED ADDRESS``) are no register. Only when a line of the
    header gives an offset per access column, ``+0x00`` among them, and eight rows at
    least are registers (``Address | Register``)."""
    lines = (table.header, *table.rows)
    offsets = next(
        (
            (k, cols)
            for k, line in enumerate(lines[:3])
            if len(cols := [c for c in range(1, len(line)) if _cell(line, c)]) >= 2
            and all(_ACCESS_OFFSET.fullmatch(_cell(line, c).replace(" ", "")) for c in cols)
            and any(_cell(line, c).replace(" ", "") == "+0x00" for c in cols)
        ),
        None,
    )
    if offsets is None:
        return table
    start, cols = offsets
    rows = []
    for row in lines[start + 1 :]:
        at = _cell(row, 0).strip()
        names = {_cell(row, c).strip() for c in cols}
        if not re.fullmatch(r"0x[0-9A-Fa-f]{2,4}", at) or len(names) != 1:
            continue
        name = names.pop()
        if _SYMBOL.fullmatch(name):
            rows.append((at, name))
    if len(rows) < MIN_ACCESS_GRID_ROWS:
        return table
    # (the grid names registers, whatever the words around it say)
    return replace(table, header=("Address", "Register"), rows=tuple(rows), row_pages=())


def _addressed_grid(table: Table) -> Table:
    """A register's bit grid whose header is its title over the bit numbers and whose
    rows are labelled (MEMSIC: ``Control Register 0 | 7 .. 0`` over ``Addr: 09H |
    Reserved | OTP Read | ..``, ``Reset Value | 0 .. 0``, ``Mode | W .. W``) as a plain
    bit row: the names row (the one labelled by an address), then the values row when it
    holds nothing but 0/1, captioned with the title and the address. The table unchanged
    when it is not such a grid."""
    rest = table.header[1:]
    if len(rest) not in _BIT_ROW_WIDTHS or [c.strip() for c in rest] != [
        str(n) for n in range(len(rest) - 1, -1, -1)
    ]:
        return table
    titled = [(r, m) for r in table.rows if (m := _TITLE_ADDRESS.fullmatch(_cell(r, 0).strip()))]
    if len(titled) != 1:
        return table
    names, m = titled[0]
    values = [
        r for r in table.rows if _VALUES_LABEL.search(r[0]) and all(c in ("0", "1") for c in r[1:])
    ]
    address = parse_int(m.group(1), hex_default=True)
    if address is None:
        return table
    rows = (names[1:], *(v[1:] for v in values[:1]))
    caption = address_caption(table.header[0], f"0x{address:02X}")
    return replace(
        table,
        header=rest,
        rows=rows,
        row_pages=table.row_pages[: len(rows)],
        before=(*table.before, caption)[-4:],
    )


_LANE_LABEL = re.compile(r"bit\s*(\d{1,2})((?:\s*/\s*\d{1,2})+)", re.I)


_LANE = re.compile(r"(\d{1,2})\s*:\s*(\d{1,2})")


_SLICE_TEXT = re.compile(r"^(?P<base>[A-Za-z_][A-Za-z0-9_]*)\s*[<\[](?P<a>\d+):(?P<b>\d+)[>\]]$")


def _byte_lanes(table: Table) -> Table:
    """A 32-bit register summary printed a byte lane per row (Microchip: ``Addr. | Name |
    Name | Bit 31/23/15/7 .. Bit 24/16/8/0`` over rows ``04 | C1NBTCFG | 31:24 | BRP<7:0>
    ..``, then ``23:16``, ``15:8``, ``7:0``) as one row per register under ``Bit 31`` ..
    ``Bit 0``: each lane's cells under its bits, the slices of one value over adjacent
    lanes joined (``TBC<31:24>`` .. ``TBC<7:0>``: ``TBC[31:0]``), the address the
    lowest of those a cell lists for the register's bytes (``03 02 01 00``). A row of
    another span keeps only a text printed over all its cells (``31:0 | same as
    C1FIFOCON1``), over every bit. Only where every
    bit column's label lists one bit per lane and a column holds each row's lane."""
    labels = [_LANE_LABEL.fullmatch(" ".join(h.split())) for h in table.header]
    bitcols = [i for i, m in enumerate(labels) if m]
    if len(bitcols) != 8 or not table.rows:
        return table
    lanes_of = {
        i: [int(m.group(1)), *(int(x) for x in re.findall(r"\d+", m.group(2)))]
        for i, m in enumerate(labels)
        if m
    }
    lane_col = next(
        (
            c
            for c in range(table.width)
            if c not in bitcols
            and all(_LANE.fullmatch(_cell(row, c).strip()) for row in table.rows)
        ),
        None,
    )
    roles = column_roles(table)
    if lane_col is None or ADDR not in roles or NAME not in roles:
        return table
    a, n = roles[ADDR], roles[NAME]
    width = 8 * len(lanes_of[bitcols[0]])
    keep = [c for c in range(table.width) if c not in bitcols and c != lane_col]
    header = (*(table.header[c] for c in keep), *(f"Bit {b}" for b in range(width - 1, -1, -1)))
    rows: list[tuple[str, ...]] = []
    groups: list[list[tuple[str, ...]]] = []
    for row in table.rows:
        if groups and _cell(groups[-1][0], n).strip() == _cell(row, n).strip():
            groups[-1].append(row)
        else:
            groups.append([row])
    for group in groups:
        bits = [""] * width
        for row in group:
            lane = _LANE.fullmatch(_cell(row, lane_col).strip())
            if lane is None or int(lane.group(1)) - int(lane.group(2)) != 7:
                # a row of another span: only a text over all its cells stays, over every
                # bit ("31:0 | same as C1FIFOCON1")
                texts = {" ".join(_cell(row, col).split()) for col in bitcols}
                if len(texts) == 1 and len(group) == 1:
                    bits = [texts.pop()] * width
                continue
            for col in bitcols:
                bit = next(
                    (b for b in lanes_of[col] if int(lane.group(2)) <= b <= int(lane.group(1))),
                    None,
                )
                if bit is not None:
                    bits[width - 1 - bit] = _cell(row, col)
        _join_lane_slices(bits, width)
        first = group[0]
        tokens = [t for t in re.split(r"[\s\[(]", " ".join(_cell(r, a) for r in group)) if t]
        hexed = [int(t, 16) for t in tokens if re.fullmatch(r"[0-9A-Fa-f]{1,4}", t)]
        address = f"{min(hexed):X}" if len(set(hexed)) > 1 else _cell(group[-1], a)
        cells = [address if c == a else _cell(first, c) for c in keep]
        rows.append((*cells, *bits))
    return replace(table, header=header, rows=tuple(rows), row_pages=())


def _join_lane_slices(bits: list[str], width: int) -> None:
    """Adjacent runs of one value's slices (``TBC<31:24>`` over ``TBC<23:16>``) written
    as the one value they make (``TBC[31:16]``), in place; other cells unchanged."""
    runs: list[tuple[int, int, str]] = []  # (first index, last index, text)
    for k, text in enumerate(bits):
        if runs and runs[-1][2] == text and text:
            runs[-1] = (runs[-1][0], k, text)
        else:
            runs.append((k, k, text))
    k = 0
    while k < len(runs):
        m = _SLICE_TEXT.match(" ".join(runs[k][2].split()))
        end = k
        while m and end + 1 < len(runs):
            nxt = _SLICE_TEXT.match(" ".join(runs[end + 1][2].split()))
            top = _SLICE_TEXT.match(" ".join(runs[end][2].split()))
            if not nxt or not top or nxt.group("base") != m.group("base"):
                break
            if int(top.group("b")) != int(nxt.group("a")) + 1:
                break
            end += 1
        if end > k and m:
            low = _SLICE_TEXT.match(" ".join(runs[end][2].split()))
            assert low is not None
            joined = f"{m.group('base')}[{m.group('a')}:{low.group('b')}]"
            for i in range(runs[k][0], runs[end][1] + 1):
                bits[i] = joined
        k = end + 1


def _side_by_side(table: Table) -> Table:
    """A summary printed as two or more column groups side by side (WIZnet: ``Offset |
    Register | | Offset | Register | | Offset | Register``, empty columns between them)
    as one group's columns over the rows of every group in turn (a cell merged down
    over several rows stays repeated: a row naming no register reads as none). Empty
    rows and rows of ``〃`` only are dropped, and so are a group's cells of a row printed
    across all groups (a name cell holding an address). Only when the header is one
    group of labels repeated, one of them an address column, and no address is in two
    groups (banks printed side by side are left as they are); else ``table``
    unchanged."""
    labels = [" ".join(h.split()) for h in table.header]
    filled = [i for i, label in enumerate(labels) if label]
    for size in (2, 3, 4):
        if len(filled) % size or len(filled) < 2 * size:
            continue
        groups = [filled[i : i + size] for i in range(0, len(filled), size)]
        first = tuple(labels[i] for i in groups[0])
        if any(tuple(labels[i] for i in group) != first for group in groups[1:]):
            continue
        roles = column_roles(replace(table, header=first, rows=()))
        if ADDR not in roles or len(set(first)) != size:
            return table
        seen: set[int] = set()
        for group in groups:
            col = group[roles[ADDR]]
            at = {
                s[0] for row in table.rows if (s := address_of(_cell(row, col), hex_default=True))
            }
            if at & seen:
                return table  # banks side by side (the same addresses again): not one map
            seen |= at
        rows: list[tuple[str, ...]] = []
        for group in groups:
            for row in table.rows:
                cells = tuple(" ".join(_cell(row, i).split()) for i in group)
                if not any(c and c != MERGED_MARK for c in cells):
                    continue
                if NAME in roles and address_of(cells[roles[NAME]], hex_default=True):
                    continue  # a row printed across the groups (a range and its name)
                rows.append(cells)
        return replace(table, header=first, rows=tuple(rows), row_pages=())
    return table


def _unrolled(table: Table) -> Table:
    """A register set repeated per instance, printed as a grid with one column per
    instance (Cypress: ``Register Name | EP 0 – A | EP 0 - B | EP 1 – A ...``, an address
    in each cell) as a plain summary: one row per register and instance, named ``<name>
    (<instance>)``; a row of another layout under the grid keeps the address of its
    first column when it has one. ``table`` unchanged when it is no such grid."""
    if table.width < 3 or column_roles(table).get(NAME) != 0 or "regist" not in _context(table):
        return table
    labels, rows, pages = table.header, table.rows, _row_pages(table)
    if rows and rows[0][0].strip().lower() == table.header[0].strip().lower():
        labels, rows, pages = rows[0], rows[1:], pages[1:]  # instance labels under the header
    instances = [label.strip() for label in labels[1:]]
    stems = {re.sub(r"\b[A-Za-z]\b|\d+|[\s\-–—_]+", "", label) for label in instances}
    if (
        len(set(instances)) != len(instances)
        or any(not label or address_of(label, hex_default=True) is not None for label in instances)
        # instance labels, not column headings (``Address | Reset state``, ``SPI Read |
        # SPI Write``): one stem numbered or lettered (``EP 0 – A``, ``EP 1 - B``)
        or set(column_roles(replace(table, header=labels))) - {NAME}
        or len(stems) != 1
        or not all(re.search(r"\d", label) for label in instances)
    ):
        return table

    def grid(row: tuple[str, ...]) -> list[int] | None:
        """The row's instance addresses, when every cell holds a distinct marked one."""
        cells = [_cell(row, col) for col in range(1, table.width)]
        spans = [
            address_of(c, hex_default=True) if _MARKED_ADDRESS.fullmatch(c) else None for c in cells
        ]
        if len(set(cells)) != len(cells) or any(s is None for s in spans):
            return None
        return [s[0] for s in spans if s is not None]

    addresses = [grid(row) for row in rows]
    steps = {
        tuple(b - a for a, b in itertools.pairwise(found))
        for found in addresses
        if found is not None
    }
    if sum(found is not None for found in addresses) < 2 or len(steps) != 1:
        return table  # instances lie at one stride from each other in every row
    out: list[tuple[str, ...]] = []
    out_pages: list[int | None] = []
    for row, page, found in zip(rows, pages, addresses, strict=True):
        name = _cell(row, 0)
        if found is not None:
            for col, instance in enumerate(instances, start=1):
                out.append((_cell(row, col), f"{name} ({instance})"))
                out_pages.append(page)
        elif address_of(_cell(row, 1), hex_default=True) is not None:
            out.append((_cell(row, 1), name))
            out_pages.append(page)
    return replace(
        table, header=("Address", "Register Name"), rows=tuple(out), row_pages=tuple(out_pages)
    )


# Micrel PHYs: "0.15", "1.10:9", a register's decimal number and the bits of a field
# (DAVICOM: "3.15-3.10", the register repeated before the low bit)
_DOT_BITS = re.compile(
    r"^(?P<r>\d{1,3})\.(?P<m>\d{1,2})(?:(?::|\s*[-–]\s*(?:(?P=r)\.)?)(?P<l>\d{1,2}))?$"
)
# their register rows inside the field table: "Register 0 (0h) – Basic Control"
_REGISTER_ROW = re.compile(r"^register\s+\d{1,3}\s*\([0-9A-Fa-f]+h\)\s*[–—-]\s*\S", re.I)


# Realtek PHYs: "0:15", "2:15~0", "16:11~8", a register's decimal number, a colon and
# the field's bits (a tilde between the first and the last)
_COLON_BITS = re.compile(r"^(?P<r>\d{1,3}):(?P<m>\d{1,2})(?:\s*~\s*(?P<l>\d{1,2}))?$")
# "Register 0 Basic Mode Control Register", "Page 0 Register 13 MACR (..)": the
# register's decimal number, on page 0 unless the page is named ("Page4 Register 16")
_NUMBERED_REGISTER = re.compile(r"\bregister\s+(?P<n>\d{1,3})\b", re.I)


def _other_page(heading: str) -> bool:
    """Whether a heading names a page other than 0 (``Page 7 Register 24``, Marvell's
    ``Page 2, Register 24``, ``ExtPage 44 Register 24``)."""
    return any(int(n) != 0 for n in re.findall(r"page\s*(\d{1,3})", heading, re.I))


def _register_colon_bits(table: Table) -> Table:
    """A field table of one register whose address cells give the register's decimal
    number and the field's bits (Realtek: ``Address | Name | Description | Mode |
    Default`` over ``0:15 | Reset``, ``2:15~0 | OUI_MSB``) as a Bit column, when every
    filled address cell is of that form for one number and the
    heading names that register on page 0 (``Register 0 Basic Mode Control Register``;
    a table under ``Page 7 Register 24`` is another page's, left as it is)."""
    first = table.header[0].strip() if table.header else ""
    if not table.rows or first.lower() != "address":
        return table
    cells = [row[0].strip() for row in table.rows if row[0].strip()]
    found = [m for c in cells if (m := _COLON_BITS.match(c))]
    numbers = {int(m["r"]) for m in found}
    if not found or len(found) != len(cells) or len(numbers) != 1:
        return table
    heading = _NUMBERED_REGISTER.search(_NUMBERING_HEAD.sub("", table.heading))
    if heading is None or int(heading["n"]) != next(iter(numbers)):
        return table
    if _other_page(table.heading):
        return table

    def bits(cell: str) -> str:
        m = _COLON_BITS.match(cell.strip())
        if m is None:
            return cell
        return m["m"] if m["l"] is None else f"{m['m']}:{m['l']}"

    rows = tuple((bits(row[0]), *row[1:]) for row in table.rows)
    return replace(table, header=("Bit", *table.header[1:]), rows=rows)


_NUMBERING_HEAD = re.compile(r"^\s*\d+(?:\.\d+)*\.?\s+")


def _register_dot_bits(table: Table) -> Table:
    """A field table whose address cells give the register's decimal number and the
    field's bits (Micrel: ``Address | Name | Description | Mode | Default`` over ``0.15 |
    Reset | ..``, ``1.10:9 | Reserved``, under ``Register 0 (0h) – Basic Control`` rows)
    as an address column in hex and a Bit column, the register rows and rows without an
    address dropped; only when nine in ten filled address cells are of those two forms
    (three fields at least). Under a ``Bit`` header (DAVICOM, one register's table) the
    cells become the bits alone when every row is the same register's."""
    first = table.header[0].strip() if table.header else ""
    if not table.rows or not re.fullmatch(r"address|bits?", first, re.I):
        return table
    cells = [row[0].strip() for row in table.rows if row[0].strip()]
    dotted = [c for c in cells if _DOT_BITS.match(c)]
    titles = [c for c in cells if _REGISTER_ROW.match(c)]
    if not dotted or len(dotted) + len(titles) < 0.9 * len(cells):
        return table
    numbers = {m["r"] for c in dotted if (m := _DOT_BITS.match(c))}
    if first.lower().startswith("bit"):
        # DAVICOM: "Bit | Bit Name | Default" over "0.15 | Reset | 0, RW/SC" under one
        # register's heading ("... (BMCR) - 00"): the bits alone, when every row is that
        # one register's and the heading ends with its number
        if len(numbers) != 1 or titles or len(dotted) != len(cells):
            return table
        number = int(next(iter(numbers)))
        closing = re.search(r"[-–]\s*(\d{1,3})\s*$", table.heading)
        # (Realtek: "Page 0 Register 13 MACR (..)" over "13.15:14 | Function")
        named = _NUMBERED_REGISTER.search(_NUMBERING_HEAD.sub("", table.heading))
        by_name = named is not None and int(named["n"]) == number and not _other_page(table.heading)
        if (closing is None or int(closing.group(1)) != number) and not by_name:
            return table
        split = [(_dot_bits(row[0]), row) for row in table.rows]
        rows = tuple((cell[1], *row[1:]) if cell else row for cell, row in split)
        return replace(table, rows=rows)
    if len(dotted) < 3:
        return table  # (a map of several registers: three fields at least)
    # (Micrel: every register the cells number has its "Register N (Nh) – Name" row:
    # not a Clause-45 map's "1.0" device.register addresses)
    titled = {int(m.group(1)) for c in titles if (m := re.match(r"register\s+(\d{1,3})", c, re.I))}
    if not titles or not {int(n) for n in numbers} <= titled:
        return table
    addressed = tuple(
        (cell[0], cell[1], *row[1:]) for row in table.rows if (cell := _dot_bits(row[0]))
    )
    header = (table.header[0], "Bit", *table.header[1:])
    return replace(table, header=header, rows=addressed, row_pages=())


def _dot_bits(cell: str) -> tuple[str, str] | None:
    """(register address in hex, bits) of a ``register.bits`` cell, else None."""
    m = _DOT_BITS.match(cell.strip())
    if m is None:
        return None
    return f"0x{int(m['r']):02X}", m["m"] if m["l"] is None else f"{m['m']}:{m['l']}"


_HALVES_WIDTH = "Register Size (bits)"  # the width column :func:`_byte_halves` adds
_WORD_DATA = re.compile(r"data\s*\(\s*16\s*-?\s*bits?\s*\)", re.I)


def _byte_halves(table: Table) -> Table:
    """A map of 16-bit registers described by their data in a column split into the
    high and the low byte (Azoteq: ``Address | Data (16bit) | Data (16bit) | Notes``, a
    cell merged over both halves naming a register that holds one value, two cells a
    register holding two byte settings): one Name column, ``high / low`` where the halves
    differ, and a column of the width the header states for each row with an address."""
    cols = [i for i, h in enumerate(table.header) if _WORD_DATA.fullmatch(h.strip())]
    if len(cols) != 2 or cols[1] != cols[0] + 1 or "address" not in table.header[0].lower():
        return table
    left, right = cols

    def name(row: tuple[str, ...]) -> str:
        high, low = _cell(row, left).strip(), _cell(row, right).strip()
        valued = [re.fullmatch(r"(?:0x)?[0-9A-Fa-f]+h?", half) is not None for half in (high, low)]
        if all(valued):
            return ""  # a row of values ("0x00 | 0x3C"), no name
        if any(valued):
            # a constant to write in one byte ("ProxA channel for cycle-0 | 0x05"): the
            # register is named by the other
            return low if valued[0] else high
        if low in ("", MERGED_MARK) or low == high:
            return high
        return f"{high} / {low}" if high else low

    # (the header states the registers' width: a column of it)
    header = (*table.header[:left], "Name", *table.header[right + 1 :], _HALVES_WIDTH)
    rows = tuple(
        (*row[:left], name(row), *row[right + 1 :], "16" if _cell(row, 0).strip() else "")
        for row in table.rows
    )
    return replace(table, header=header, rows=rows)
