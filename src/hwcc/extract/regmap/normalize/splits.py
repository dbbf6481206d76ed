"""Document-level reshaping called by the reader before the tables are read: byte
figures joined, titled figures and field headers split, register rows split, stacked
tables unstacked, one hex notation shared."""

from __future__ import annotations

import itertools
import re
from collections import Counter
from dataclasses import replace

from hwcc.extract.numbers import parse_bits
from hwcc.extract.regmap.columns import (
    _bitcols,
    _cell,
    _hex_column,
    _row_pages,
    address_of,
    column_roles,
)
from hwcc.extract.regmap.normalize.patterns import _ADDRESS_CELL, _SYMBOLS_AFTER, _TITLE_ADDRESS
from hwcc.extract.regmap.state import (
    _BITCOL,
    _MNEMONIC,
    _NUMBERING,
    ADDR,
    BIT,
    INDEXED_LIST_TITLE,
    NAME,
    RESET,
    address_caption,
)
from hwcc.extract.tables import Table, lines_after
from hwcc.util.markdown import MERGED_MARK


def _piece(cell: str, k: int, i: int) -> str:
    """Line ``i`` of a cell stacking ``k`` rows' lines, or the whole cell when it does not
    hold ``k`` words or holds one identifier the PDF wrapped at an underscore (Maxim
    ``EN_ FSTINT``: one bit name of both registers)."""
    words = cell.split()
    if len(words) != k or any(w.endswith("_") or w.startswith("_") for w in words):
        return cell
    return words[i]


def _unstacked(table: Table) -> Table:
    """Rows the PDF drew without a rule between them, their lines stacked in one cell
    each (Novatek: ``0x3000 0x3001 | Chip_Version_H Chip_Version_L | 7:0 7:0 | R R |
    0x14 0x10 | <description>``), split into one row per line: only where the address
    cell holds two or more addresses and the name cell as many distinct identifiers
    (none a capitalised word: ``Test Mode`` is one name), or as many bracketed symbols
    after a name (WIZnet: ``Gateway Address (GAR0) (GAR1) (GAR2) (GAR3)``);
    consecutive ``0x`` addresses beside one symbol (TI ``DATA_CH1_ECG | 0x37 0x38
    0x39``) are that register's run; cells holding as many words are split with them,
    any other cell (a description) is given to every row, and the rows keep their
    page."""
    roles = column_roles(table)
    if ADDR not in roles or NAME not in roles or not table.rows:
        return table
    a, n = roles[ADDR], roles[NAME]
    hexcol = _hex_column(table, a)
    # (Maxim DS1302: "Address (Write Read)" over "0x80 0x81": a register's write and read
    # commands, an even and an odd address on every row: no run of registers)
    stacked = [_cell(row, a).split() for row in table.rows if len(_cell(row, a).split()) >= 2]
    commands = bool(re.search(r"\b(?:write|read)\b", table.header[a], re.I)) or (
        bool(stacked) and all(_even_pair(x) for x in stacked)
    )
    rows: list[tuple[str, ...]] = []
    pages: list[int | None] = []
    changed = False
    for row, page in zip(table.rows, _row_pages(table), strict=True):
        addresses = _cell(row, a).split()
        names = _cell(row, n).split()
        k = len(addresses)
        symbols = _SYMBOLS_AFTER.fullmatch(" ".join(names))
        listed = re.findall(r"\(([A-Za-z_][A-Za-z0-9_]*)\)", symbols.group("s")) if symbols else []
        if k >= 2 and len(listed) == k:
            # WIZnet: "Gateway Address (GAR0) (GAR1) (GAR2) (GAR3)": one symbol per address
            names = listed
            row = (*row[:n], " ".join(names), *row[n + 1 :])
        if (
            k >= 2
            and len(names) == k
            and len(set(names)) == k
            and all(_MNEMONIC.fullmatch(x) and not re.fullmatch(r"[A-Z]?[a-z]+", x) for x in names)
            and all(address_of(x, hex_default=hexcol) is not None for x in addresses)
        ):
            changed = True
            for i in range(k):
                rows.append(tuple(_piece(cell, k, i) for cell in row))
                pages.append(page)
            continue
        if (
            2 <= k <= 4
            and not commands
            and len(names) == 1
            and _MNEMONIC.fullmatch(names[0])
            and _consecutive(addresses)
        ):
            # TI ADS1293: "DATA_CH1_ECG | .. | 0x37 0x38 0x39": the bytes of one value
            # stacked in its address cell, a run at consecutive addresses
            changed = True
            rows.append((*row[:a], f"{addresses[0]}-{addresses[-1]}", *row[a + 1 :]))
            pages.append(page)
            continue
        values = _cell(row, roles[RESET]).split() if RESET in roles else []
        words = [w.lower() for w in _cell(row, n).split()]
        if (
            k >= 2
            and len(values) == k
            # one name (two run together repeat words: "Device ID MSB Device ID LSB";
            # a reserved row beside another is no register: "Interrupt 0 Reserved")
            and len(set(words)) == len(words)
            and "reserved" not in words
            and all(_MARKED_VALUE.fullmatch(v) for v in values)
            and all(address_of(x, hex_default=hexcol) is not None for x in addresses)
        ):
            # TI: "Line mode | D0h D1h–FBh | 00h FFh | R/W", two rows of one name the PDF
            # ran together (the name printed once between them): one row per address,
            # each with its value and the name
            changed = True
            for address, value in zip(addresses, values, strict=True):
                cells = list(row)
                cells[a], cells[roles[RESET]] = address, value
                rows.append(tuple(cells))
                pages.append(page)
            continue
        rows.append(row)
        pages.append(page)
    if not changed:
        return table
    return replace(table, rows=tuple(rows), row_pages=tuple(pages))


def _consecutive(addresses: list[str]) -> bool:
    """Whether ``addresses`` are ``0x`` numbers each one past the one before."""
    if not all(re.fullmatch(r"0x[0-9A-Fa-f]{2,4}", x) for x in addresses):
        return False
    numbers = [int(x, 16) for x in addresses]
    return numbers == list(range(numbers[0], numbers[0] + len(numbers)))


def _even_pair(addresses: list[str]) -> bool:
    """Whether two ``0x`` addresses are an even one and the odd one after it."""
    return len(addresses) == 2 and _consecutive(addresses) and int(addresses[0], 16) % 2 == 0


# a value marked hex ("00h", "0xFF") or written in bits ("0000 0000" is two words: not one)
_MARKED_VALUE = re.compile(r"0x[0-9A-Fa-f]{1,8}|[0-9A-Fa-f]{1,8}h", re.I)


def _bit_figure(table: Table, part: bool = False) -> tuple[int, int] | None:
    """(top, low) bits of a register figure of one row of names under a header of bit
    labels only, running down without a gap to a multiple of 8 (of 4 for a ``part``
    figure, a caption saying which bits it shows); None otherwise."""
    if len(table.rows) != 1:
        return None
    step = 4 if part else 8
    bits = [m for c in table.header if (m := _BITCOL.match(c.strip()))]
    if len(bits) != table.width or table.width % step:
        return None
    numbers = [int(m.group(1)) for m in bits]
    low = numbers[-1]
    if low % step or numbers != list(range(low + len(numbers) - 1, low - 1, -1)):
        return None
    return numbers[0], low


def _addresses_in(lines: tuple[str, ...]) -> set[str]:
    """The addresses lines of ``lines`` that only state one (``Address: 0x1B``) give."""
    return {m.group(1).lower() for b in lines if (m := _ADDRESS_CELL.fullmatch(b.strip()))}


def joined_byte_figures(tables: list[Table]) -> list[Table]:
    """A register wider than a byte printed as one figure per byte (Kionix: names over
    ``Bit15 .. Bit8`` with a reset column, then names over ``Bit7 .. Bit0``, as
    :func:`_bits_under_names` leaves them) as one figure of all its bits. Two figures
    join when they are adjacent in one section, their bits run on (in either order),
    and nothing but lines stating the first one's address stands between them (or
    both state the same one address, whatever stands between them). A
    figure above bit 7 left alone is read as no register's fields (its bits do not
    reach bit 0)."""
    out: list[Table] = []
    for table in tables:
        prev = out[-1] if out else None
        joined = _joined(prev, table) if prev is not None else None
        if joined is not None:
            out[-1] = joined
        else:
            out.append(table)
    return out


# ADI: "Table 21. Register 0x27—Bits[D7:D4]": the register a part figure shows bits of
_PART_CAPTION = re.compile(r"register\s+(0x[0-9A-Fa-f]{1,4})\s*\W{0,3}\s*bits?\s*\[", re.I)


def _part_of(table: Table) -> str | None:
    """The register (its address) a figure's caption says it shows part of, else None."""
    m = _PART_CAPTION.search(table.before[-1]) if table.before else None
    return m.group(1).lower() if m else None


def _joined(prev: Table, table: Table) -> Table | None:
    part = _part_of(prev)
    if part is not None and part == _part_of(table) and prev.section == table.section:
        # ADI: a byte's figure in two halves, each captioned with its bits
        first, second = _bit_figure(prev, part=True), _bit_figure(table, part=True)
    else:
        first, second = _bit_figure(prev), _bit_figure(table)
    if first is None or second is None or prev.section != table.section:
        return None
    if part is not None and part == _part_of(table):
        return _stacked(prev, table, first, second)
    stated, here = _addresses_in(prev.before), _addresses_in(table.before)
    only_addresses = all(_ADDRESS_CELL.fullmatch(b.strip()) for b in table.before)
    # prose between them: still one register where both state its one address
    one_address = len(stated) == 1 and here == stated
    if not (only_addresses and (not here or here == stated)) and not one_address:
        return None
    return _stacked(prev, table, first, second)


def _stacked(
    prev: Table, table: Table, first: tuple[int, int], second: tuple[int, int]
) -> Table | None:
    """One figure of two whose bits run on (in either order), else None."""
    if second[0] + 1 == first[1]:
        high, low = prev, table
    elif first[0] + 1 == second[1]:
        high, low = table, prev
    else:
        return None
    return replace(
        prev,
        header=(*high.header, *low.header),
        rows=((*high.rows[0], *low.rows[0]),),
        end=table.end,
        after=table.after,
    )


def _address_and_next(table: Table, col: int) -> tuple[str, ...]:
    """An address column's header and the one after it (``Address | Function``)."""
    return tuple(" ".join(h.split()).casefold() for h in table.header[col : col + 2])


def shared_hex(tables: list[Table]) -> list[Table]:
    """Tables of one layout read their addresses alike: where a table's address column
    shows hex digits (``3C``, ``9A``), every table with the same header in the document
    is hex too, its header saying so (X-Powers AXP192: the IRQ table's ``40`` .. ``47``
    beside the GPIO table's ``90`` .. ``9E``; read as decimal they would be 0x28 ..
    0x2F), as is a table of one or two rows whose address column and the column after
    it are headed alike (Epson RX8900: ``Address | Function`` over the map's ``1A`` and
    over a register's own one-row table ``17``, which read as decimal would be 0x11)."""
    roled = [(table, column_roles(table)) for table in tables]
    hexed = {
        key
        for t, roles in roled
        if ADDR in roles and _hex_column(t, roles[ADDR])
        for key in (t.header, _address_and_next(t, roles[ADDR]))
    }
    out = []
    for table, roles in roled:
        decimal = re.search(r"\bdec(?:imal)?\b", " ".join((*table.section, *table.before)), re.I)
        # alike by the first two columns only: a register's own table of a row or two, not
        # a list counting 8, 9, 10 in decimal
        short = ADDR in roles and len(table.rows) <= 2
        if (
            ADDR in roles
            and (
                table.header in hexed or (short and _address_and_next(table, roles[ADDR]) in hexed)
            )
            and "hex" not in table.header[roles[ADDR]].lower()
            and not decimal  # "Extended registers (addresses in decimal)"
        ):
            col = roles[ADDR]
            header = (*table.header[:col], f"{table.header[col]} (hex)", *table.header[col + 1 :])
            table = replace(table, header=header)
        out.append(table)
    return out


def split_titled_figures(tables: list[Table]) -> list[Table]:
    """Register figures the PDF stacked into one table (ams: ``Addr: 0x63 | ITIME_L``,
    its header and rows, then a row ``Figure 43: ITIME_M Register``, then ``Addr: 0x64
    | ITIME_M`` and its own header and rows) as one table per figure, each opening
    with its title row (a figure caption row before a title is dropped). Only tables
    whose first line is such a title."""
    out: list[Table] = []
    for table in tables:
        if _TITLE_ADDRESS.fullmatch(_cell(table.header, 0)) is None:
            out.append(table)
            continue
        cuts = [k for k, row in enumerate(table.rows) if _TITLE_ADDRESS.fullmatch(_cell(row, 0))]
        if not cuts:
            out.append(table)
            continue
        pages = _row_pages(table)
        bounds = [(-1, cuts[0]), *zip(cuts, [*cuts[1:], len(table.rows)], strict=True)]
        for n, (top, end) in enumerate(bounds):
            rows = list(table.rows[top + 1 : end])
            row_pages = list(pages[top + 1 : end])
            if rows and re.match(r"figure\s+\d+\s*:", _cell(rows[-1], 0), re.I):
                rows, row_pages = rows[:-1], row_pages[:-1]  # the next figure's caption
            out.append(
                replace(
                    table,
                    header=table.header if top < 0 else table.rows[top],
                    rows=tuple(rows),
                    row_pages=tuple(row_pages),
                    start=table.start + n,
                    before=table.before if top < 0 else (),
                )
            )
    return out


_ROW_TITLE_ADDRESS = re.compile(
    r"\baddress\s*:?\s*(?:\d+\s*)?\(?\s*(0x[0-9A-Fa-f]{1,4}|[0-9A-Fa-f]{1,4}h)\s*\)?\s*$", re.I
)


_BIT_WORD = re.compile(r"\s*bits?\b", re.I)  # a field table's header opens with its bits


_MARKED_ITEM = r"(?:[0-9A-Fa-f]{1,4}h|0x[0-9A-Fa-f]{1,4})"


# (with the note mark the document explains the mirror in: "00h, 11h(1)")
_ADDRESS_LIST = re.compile(rf"^(?P<list>{_MARKED_ITEM}(?:\s*,\s*{_MARKED_ITEM})+)\s*\(\d\)$")


def split_field_headers(tables: list[Table]) -> list[Table]:
    """A register's figure and its field tables the PDF printed as one table (Micro
    Crystal: ``Address | Function | Conv. | Bit 7 .. Bit 0`` with the register's row and
    its ``Reset`` row, then a row ``Bit | Symbol | Value | Description`` and the field
    rows, then a table of a field's value codes) as the figure and one field table per
    inner header row, captioned with the register's name and address (or addresses:
    ``00h, 11h(1)`` names one layout at two mirrored addresses). A field table
    ends at the first row whose bit cell holds no bits (a value table's ``TD value``
    header, a title): those rows are left out. Only in a table whose header has an
    address column and bit columns, and whose first row names a register at an
    address."""
    out: list[Table] = []
    for table in tables:
        inner = any(_BIT_WORD.match(_cell(row, 0)) for row in table.rows[1:])
        roles = column_roles(table) if inner else {}
        if ADDR not in roles or not _bitcols(roles) or NAME not in roles:
            out.append(table)
            continue
        cuts = [
            k
            for k, row in enumerate(table.rows)
            if k > 0
            and _BIT_WORD.match(_cell(row, 0))
            and {BIT, NAME} <= column_roles(replace(table, header=row, rows=())).keys()
        ]
        if not cuts:
            out.append(table)
            continue
        first = table.rows[0]
        address = _cell(first, roles[ADDR]).strip()
        name = " ".join(_cell(first, roles[NAME]).split())
        listed = _ADDRESS_LIST.match(address)
        if listed is not None and all(
            _cell(row, roles[ADDR]).strip() == address for row in table.rows[: cuts[0]]
        ):
            # Micro Crystal: "00h, 11h(1) | Seconds": one layout at both (mirrored)
            # addresses, the note mark aside
            address = listed.group("list")
        elif (
            address_of(address, hex_default=_hex_column(table, roles[ADDR])) is None
            or not name
            # the rows above the field header are one register's (its layouts, its reset
            # row), never a summary of several
            or any(
                (other := address_of(_cell(row, roles[ADDR]), hex_default=True)) is not None
                and other != address_of(address, hex_default=True)
                for row in table.rows[: cuts[0]]
            )
        ):
            out.append(table)
            continue
        pages = _row_pages(table)
        figure, figure_pages = table.rows[: cuts[0]], pages[: cuts[0]]
        if listed is not None:
            # the figure's rows (the register's and its Reset row) once per address
            col = roles[ADDR]
            items = [a.strip() for a in address.split(",")]
            figure = tuple((*r[:col], a, *r[col + 1 :]) for a in items for r in figure)
            figure_pages = figure_pages * len(items)
        out.append(replace(table, rows=figure, row_pages=figure_pages))
        for n, (top, end) in enumerate(zip(cuts, [*cuts[1:], len(table.rows)], strict=True)):
            header = table.rows[top]
            bit = column_roles(replace(table, header=header, rows=())).get(BIT, 0)
            stop = next(
                (
                    k
                    for k in range(top + 1, end)
                    if (c := _cell(table.rows[k], bit).strip())
                    and c != MERGED_MARK
                    and parse_bits(c) is None
                ),
                end,
            )
            out.append(
                replace(
                    table,
                    header=header,
                    rows=table.rows[top + 1 : stop],
                    row_pages=pages[top + 1 : stop],
                    start=table.start + n + 1,
                    before=(address_caption(name, address),),
                )
            )
    return out


def split_register_rows(tables: list[Table]) -> list[Table]:
    """Registers' field tables the PDF printed as one table (QST: a row ``CTRL1 | CTRL1
    | Serial Interface and Sensor Enable. Register Address: 2 (0x02)``, then a row
    ``Bits | Name | Default | Description``, then its field rows, then the next
    register's title row) as one table per register: its header that header row, its
    caption ``CTRL1 (Address: 0x02)``. Only at rows stating one address in a cell and
    followed by a row that reads as a bit-field header; rows before the first such
    title stay the table they were."""
    out: list[Table] = []
    for table in tables:
        cuts = [
            k
            for k, row in enumerate(table.rows[:-1])
            if any(_ROW_TITLE_ADDRESS.search(c.strip()) for c in row)
            and {BIT, NAME}
            <= column_roles(replace(table, header=table.rows[k + 1], rows=())).keys()
        ]
        if not cuts:
            out.append(table)
            continue
        pages = _row_pages(table)
        if cuts[0] > 0:
            out.append(replace(table, rows=table.rows[: cuts[0]], row_pages=pages[: cuts[0]]))
        for n, (top, end) in enumerate(zip(cuts, [*cuts[1:], len(table.rows)], strict=True)):
            title = table.rows[top]
            m = next(m for c in title if (m := _ROW_TITLE_ADDRESS.search(c.strip())))
            name = " ".join(_cell(title, 0).split())
            # another header row inside (a title this rule could not read above it):
            # the rows from its title on are another register's, left out
            inner = [
                k
                for k in range(top + 2, end)
                if {BIT, NAME} <= column_roles(replace(table, header=table.rows[k], rows=())).keys()
            ]
            end = inner[0] - 1 if inner else end
            out.append(
                replace(
                    table,
                    header=table.rows[top + 1],
                    rows=table.rows[top + 2 : end],
                    row_pages=pages[top + 2 : end],
                    start=table.start + n + 1,
                    before=(address_caption(name, m.group(1)),),
                )
            )
    return out


_BIT_LABEL = re.compile(r"D(\d{1,2})")


def split_indexed_rows(tables: list[Table]) -> list[Table]:
    """A figure stacking one bit row per register its section lists by index (Ilitek:
    ``Gate Scan Control (R60h, R61h, R6Ah)`` over ``R/W | RS | D15 .. D0`` and three
    rows; or the labels as a line over a table of the rows alone) as one bit-row table
    per register, in the listed order, each captioned with its index. Only when the
    rows are exactly as many as the indexes and the labels ``D15 .. D0`` (after the
    ``R/W`` and ``RS`` columns) count down to 0."""
    out: list[Table] = []
    for table in tables:
        heading = INDEXED_LIST_TITLE.fullmatch(_NUMBERING.sub("", table.heading).strip())
        codes = re.findall(r"R([0-9A-F]{2})h", heading.group("list")) if heading else []
        head = [c.strip() for c in table.header]
        line = table.before[-1].split() if table.before else []
        if [c.lower() for c in head[:2]] == ["r/w", "rs"]:
            labels, rows = head[2:], [row[2:] for row in table.rows]
        elif [t.lower() for t in line[:2]] == ["r/w", "rs"]:
            labels, rows = line[2:], [tuple(head), *table.rows]
        else:
            labels, rows = [], []
        bits = [int(m.group(1)) if (m := _BIT_LABEL.fullmatch(x)) else -1 for x in labels]
        # (rows printing the R/W and RS values before the bits: "W | 1 | GS | 0 ..")
        rows = [row[2:] if len(row) == len(bits) + 2 else row for row in rows]
        if (
            not codes
            or len(rows) != len(codes)
            or bits != list(range(len(bits) - 1, -1, -1))
            or len(bits) not in (8, 16)
            or any(len(row) != len(bits) for row in rows)
        ):
            out.append(table)
            continue
        assert heading is not None
        for n, (code, row) in enumerate(zip(codes, rows, strict=True)):
            out.append(
                replace(
                    table,
                    header=tuple(labels),
                    rows=(tuple(row),),
                    row_pages=(table.page,),
                    start=table.start + n,
                    before=(address_caption(heading.group("name"), f"0x{code}"),),
                )
            )
    return out


# a field row the PDF set as a line after its table: "9 RWC RemoteWakeupConnected: ..",
# "7 to 6 HCFS HostControllerFunctionalState ..", "8 - reserved"
_LOST_FIELD_ROW = re.compile(
    r"(?P<hi>\d{1,2})(?:\s+to\s+(?P<lo>\d{1,2}))?\s+"
    r"(?P<sym>-|[A-Za-z][A-Za-z0-9_]*(?:\[\d{1,2}(?::\d{1,2})?\])?)\s+(?P<desc>\S.*)"
)


def with_lost_field_rows(tables: list[Table], content: str) -> list[Table]:
    """Field tables (``Bit | Symbol | Description``, rows counting the bits down) whose
    last rows the PDF set as lines after them, up to the next heading, table or caption
    (NXP ISP1160: ``9 RWC RemoteWakeupConnected: ..`` under the table's ``10 | RWE |
    ..``), with those lines as rows again: only lines opening with bits below the last
    row's, each below the one before, and a symbol with a capital letter (or ``-``, a
    reserved row); the description paragraphs between are skipped."""
    out: list[Table] = []
    for table in tables:
        roles = column_roles(table)
        if not table.rows or BIT not in roles or NAME not in roles or len(table.header) != 3:
            out.append(table)
            continue
        spans = [parse_bits(_cell(row, roles[BIT])) for row in table.rows]
        if any(s is None for s in spans) or any(
            a is not None and b is not None and b[0] >= a[1] for a, b in itertools.pairwise(spans)
        ):
            out.append(table)
            continue
        low = spans[-1][1] if spans[-1] is not None else 0
        rows = list(table.rows)
        for text in lines_after(content, table.end):
            if text.startswith(("|", "#")) or re.match(r"table\s+\d+", text, re.I):
                break
            m = _LOST_FIELD_ROW.fullmatch(text)
            if m is None:
                continue
            hi, lo = int(m["hi"]), int(m["lo"] or m["hi"])
            sentence = (
                m["sym"] != "-"
                and (
                    not re.search(r"[A-Z]", m["sym"])
                    # (a sentence: "1 LSB of the output equals 0.98 mg")
                    or not m["desc"][:1].isupper()
                    or m["sym"].upper() in ("LSB", "MSB")
                )
            )
            if sentence or not lo <= hi < low:
                continue
            cells = ["", "", ""]
            cells[roles[BIT]] = f"{hi} to {lo}" if lo != hi else str(hi)
            cells[roles[NAME]] = m["sym"]
            cells[3 - roles[BIT] - roles[NAME]] = m["desc"]
            rows.append(tuple(cells))
            low = lo
        if len(rows) == len(table.rows):
            out.append(table)
        else:
            pages = (
                *_row_pages(table),
                *[table.row_pages[-1] if table.row_pages else None] * (len(rows) - len(table.rows)),
            )
            out.append(replace(table, rows=tuple(rows), row_pages=tuple(pages)))
    return out


# ROHM: "default value 0x22" (or "0x0101") alone between a register's row and its fields
_DEFAULT_VALUE_LINE = re.compile(r"default\s+value\s+(0x[0-9A-Fa-f]{2,8})", re.I)


def _default_values(lines: tuple[str, ...]) -> list[str]:
    """The values of ``lines`` when every one is a ``default value 0x..`` line, else
    none (none for no lines either)."""
    values = [m.group(1) for b in lines if (m := _DEFAULT_VALUE_LINE.fullmatch(b.strip()))]
    return values if len(values) == len(lines) else []


def captioned_by_register_rows(tables: list[Table]) -> list[Table]:
    """Field tables (``Bit | Name | R/W | Description``) right under a one-row table of
    their register (ROHM BM1422: ``Register | Bit Width | R/W | Address | ..`` over
    ``CNTL1 | 8bit | R/W | 0x1B | ..``, then a line ``default value 0x22``) with a
    caption line naming that register by symbol and address, and its reset when the
    line gives one. Only when that line, and nothing else, stands between the two under
    one heading. The line
    right under the register's one-row table gives that row its default, fields or
    not."""
    out: list[Table] = []
    previous: Table | None = None
    for table in tables:
        roles = column_roles(table)
        stated_after = _DEFAULT_VALUE_LINE.fullmatch(table.after.strip())
        if (
            stated_after is not None
            and table.rows
            and ADDR in roles
            and NAME in roles
            and RESET not in roles
            and len({_cell(row, roles[NAME]).strip() for row in table.rows}) == 1
        ):
            # the line under the register's row (or its byte rows, "INFO | 0x0D" and
            # "INFO | 0x0E" of one 16-bit register) gives its value at reset
            table = replace(
                table,
                header=(*table.header, "Default"),
                rows=tuple(
                    (*row, stated_after.group(1) if k == 0 else "")
                    for k, row in enumerate(table.rows)
                ),
            )
            roles = column_roles(table)
        if (
            previous is not None
            and BIT in roles
            and NAME in roles
            and ADDR not in roles
            and (stated := _default_values(table.before))
            and table.section == previous.section
        ):
            above = column_roles(previous)
            if ADDR in above and NAME in above and len(previous.rows) == 1:
                row = previous.rows[0]
                address = _cell(row, above[ADDR]).strip()
                name = " ".join(_cell(row, above[NAME]).split())
                if address_of(address, hex_default=True) is not None and name:
                    # ("register" in it: the field table's context says what it is)
                    caption = address_caption(f"{name} register", address)
                    caption += f", reset value: {stated[-1]}"
                    table = replace(table, before=(*table.before, caption)[-4:])
        out.append(table)
        previous = table
    return out


# ams: "Addr: 0x17,0x016,0x15,0x014", a value's bytes listed most significant first
_LISTED_ADDRESSES = re.compile(
    r"addr(?:ess)?\s*:\s*((?:0x[0-9A-Fa-f]{1,3}\s*,\s*)+0x[0-9A-Fa-f]{1,3})", re.I
)


def split_listed_byte_figures(tables: list[Table]) -> list[Table]:
    """A figure titled by a value's byte addresses, most significant first (ams
    AS7265x: ``Addr: 0x17,0x016,0x15,0x014 | .. | Calibrated Value Channel R,G,A`` over
    ``Bit | Bit Name | Default | ..`` and rows ``31:24 | CAL CHAN0_3 | FF`` .. ``7:0``) as
    one figure per byte register (only a list counting down: an ascending one, ``0x00,
    0x01``, does not say which end the value starts at): each address the rows of its
    byte, their bits counted within the byte, captioned with the title and that
    address. Only when the title's cells name one address list, the first row labels
    the columns with a ``Bit`` column, and every row's bits lie within one byte of the
    listed span."""
    out: list[Table] = []
    for table in tables:
        m = _LISTED_ADDRESSES.fullmatch(_cell(table.header, 0).strip())
        names = [
            c.strip()
            for c in table.header[1:]
            if c.strip() and c.strip() != table.header[0].strip()
        ]
        if m is None or not table.rows or len(set(names)) != 1:
            out.append(table)
            continue
        addresses = [int(a, 16) for a in re.findall(r"0x([0-9A-Fa-f]{1,3})", m.group(1))]
        if any(a <= b for a, b in itertools.pairwise(addresses)):
            # (only a list counting down says its first byte is the most significant:
            # "0xCA,0xCB" may hold a little-endian value's low byte first)
            out.append(table)
            continue
        labels = tuple(c.strip() for c in table.rows[0])
        bit_col = next((k for k, c in enumerate(labels) if c.lower() in ("bit", "bits")), None)
        count = len(addresses)
        if bit_col is None:
            out.append(table)
            continue
        per_byte: list[list[tuple[str, ...]]] = [[] for _ in addresses]
        ok = True
        for row in table.rows[1:]:
            bits = parse_bits(_cell(row, bit_col))
            if bits is None or bits[0] // 8 != bits[1] // 8 or bits[0] >= 8 * count:
                ok = False
                break
            byte = bits[0] // 8
            shifted = (bits[0] - 8 * byte, bits[1] - 8 * byte)
            cell = f"{shifted[0]}:{shifted[1]}" if shifted[0] != shifted[1] else str(shifted[0])
            per_byte[count - 1 - byte].append((*row[:bit_col], cell, *row[bit_col + 1 :]))
        if not ok or not all(per_byte):
            out.append(table)
            continue
        for n, (address, rows) in enumerate(zip(addresses, per_byte, strict=True)):
            out.append(
                replace(
                    table,
                    header=labels,
                    rows=tuple(rows),
                    row_pages=(table.page,) * len(rows),
                    start=table.start + n,
                    before=(*table.before, address_caption(names[0], f"0x{address:02X}"))[-4:],
                )
            )
    return out


# a cell stating the state a row's register is reached in (Exar, NXP UARTs: "LCR[7] =
# 0", "LCR = 0xBF", "EFR[4]=1"; a not-equal sign the text layer lost: "LCR  0xBF")
_CONDITION = re.compile(
    r"\b[A-Z][A-Z0-9]{1,}(?:\[\d{1,2}(?::\d{1,2})?\])?\s*(?:=|!=|\u2260)?\s*(?:0x[0-9A-Fa-f]{1,4}|[01])\b"
)
_CONDITION_HEADER = re.compile(r"comments?|conditions?|notes?", re.I)


def without_other_modes(tables: list[Table]) -> list[Table]:
    """Each table without the rows of registers another mode reaches at its
    addresses (:func:`_main_mode_rows`)."""
    return [_main_mode_rows(t) for t in tables]


def _main_mode_rows(table: Table) -> Table:
    """A map whose column of conditions says in which state each register is reached
    (16C550-style UARTs: ``RHR | LCR[7] = 0`` and ``DLL | LCR[7] = 1, LCR != 0xBF`` at
    the same 0x00) without the other modes' rows. A condition is a mode's when a row
    under it names an address another row names otherwise under another condition; of
    the modes the one of most rows (the first, of equal counts) is the map's, and the
    rows of every other mode, or of a condition opening with one (``.., EFR[4] = 1``),
    are left out (the table stays in the text for search). Rows of one condition at one
    address (MSR and TCR both ``See Table 12``) and rows of conditions no other row
    collides with are left to the readers. Only for a table with address and name
    columns, a column headed comment, condition or note, and a third of its filled
    cells conditions."""
    roles = column_roles(table)
    if ADDR not in roles or NAME not in roles:
        return table
    col = next(
        (i for i, h in enumerate(table.header) if _CONDITION_HEADER.fullmatch(h.strip())), None
    )
    if col is None:
        return table
    said = [c for row in table.rows if (c := _cell(row, col).strip())]
    if not said or sum(bool(_CONDITION.search(c)) for c in said) < len(said) / 3:
        return table
    rows: list[tuple[int | None, str, str]] = []  # (address, name, condition) per row
    for row in table.rows:
        span = address_of(_cell(row, roles[ADDR]))
        rows.append(
            (
                span[0] if span is not None else None,
                " ".join(_cell(row, roles[NAME]).split()),
                "".join(_cell(row, col).split()).lower(),
            )
        )
    at: dict[int, list[tuple[str, str]]] = {}  # address -> its rows' names and conditions
    for address, name, cond in rows:
        if address is not None and name and cond:
            at.setdefault(address, []).append((name, cond))
    modes = {
        mode
        for named in at.values()
        for (name, cond), (other, cond2) in itertools.combinations(named, 2)
        if name != other and cond != cond2
        for mode in (cond, cond2)
    }
    if len(modes) < 2:
        return table
    counts = Counter(cond for _a, _n, cond in rows if cond in modes)
    main = max(sorted(modes, key=[c for _a, _n, c in rows].index), key=lambda c: counts[c])
    others = [m for m in modes if m != main]
    kept = [
        k
        for k, (_a, _n, cond) in enumerate(rows)
        if not (cond and any(cond.startswith(o) for o in others) and not cond.startswith(main))
    ]
    if len(kept) == len(table.rows):
        return table
    pages = _row_pages(table)
    return replace(
        table,
        rows=tuple(table.rows[k] for k in kept),
        row_pages=tuple(pages[k] for k in kept),
    )
