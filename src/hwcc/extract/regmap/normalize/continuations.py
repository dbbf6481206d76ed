"""Tables a page break split, joined again (:func:`_merge_continuations`): a
continuation is taken only where its columns, addresses or bits go on from the table
before."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Collection
from dataclasses import replace

from hwcc.extract.numbers import parse_bits
from hwcc.extract.regmap.columns import (
    _bitcols,
    _caption,
    _cell,
    _hex_column,
    _is_reserved,
    _row_pages,
    address_of,
    column_roles,
)
from hwcc.extract.regmap.normalize.cells import (
    _address_and_name,
    _described_names,
    _name_and_address,
)
from hwcc.extract.regmap.normalize.layouts import _HALVES_WIDTH, _byte_halves
from hwcc.extract.regmap.normalize.patterns import _ADDRESS_THEN_WORDS, _NAME_ADDRESS_CELL
from hwcc.extract.regmap.state import (
    _CAPTION,
    _CAPTION_LINE,
    _LOST_FIELD,
    _LOST_REGISTER,
    _LOST_RESERVED,
    ACCESS,
    ADDR,
    ADDRESS_COLON_NAME,
    BANK_LINE,
    BIT,
    DESC,
    NAME,
    PAGE_REGISTER_TITLE,
    RESET,
    TITLE_NAMES,
    register_title,
    symbol_address_title,
)
from hwcc.extract.regmap.targets import _LABEL_LINE, RANGE_COLON_NAME
from hwcc.extract.tables import Table
from hwcc.util.markdown import MERGED_MARK


def _captions_below(tables: list[Table]) -> bool:
    """Whether the document sets its table captions under its tables (Honeywell):
    more tables followed directly by a ``Table N:`` line than preceded by one, at
    least two."""
    below = sum(1 for t in tables if _CAPTION_LINE.match(t.after))
    notes = Counter(t.before[-1] for t in tables if len(t.before) >= 2)
    repeated = {note for note, count in notes.items() if count >= 2}
    above = sum(1 for t in tables if _caption_above(t, repeated))
    return below >= 2 and below > above


def _caption_above(table: Table, notes: Collection[str] = ()) -> bool:
    """Whether a ``Table N.`` caption sits right over ``table``, over the short line its
    last words wrapped onto (TI: "Table 10-9. Page 0, Register 3: PLL Programming" then
    "Register A (1)"), or over a table note of one sentence or two that the template
    repeats over tables (``notes``; NXP: "Bits labeled as T are unused and return 0
    when read."), not a paragraph opening the next table under the previous one's
    caption (Honeywell)."""
    before = table.before
    if before and _CAPTION_LINE.match(before[-1]):
        return True
    if len(before) < 2 or not _CAPTION_LINE.match(before[-2]):
        return False
    words = len(before[-1].split())
    wrapped = words <= 3 and not before[-1].rstrip().endswith(".")
    noted = (
        before[-1] in notes
        and words <= 25
        and before[-1].rstrip().endswith(".")
        and before[-1].count(". ") <= 1
    )
    return wrapped or noted


def _caption_below(table: Table) -> Table:
    """``table`` with its caption from the line after it in place of the captions
    before it (which belong to the tables above)."""
    before = tuple(line for line in table.before if not _CAPTION_LINE.match(line))
    if _CAPTION_LINE.match(table.after):
        before = (*before, table.after)
    return replace(table, before=before)


def _split_like(prev: Table, table: Table) -> Table:
    """A table with no header of its own whose name-and-address cells (``RegBitrateLsb
    (0x04)``) :func:`_name_and_address` split in the table before it (HopeRF: the
    continuation on the next page), or whose address-and-name cells (``18h RX``)
    :func:`_address_and_name` split (AMICCOM), split the same way, its first line a
    row; else ``table`` unchanged."""
    for c in range(prev.width - 1):
        cell = " ".join(_cell(table.header, c).split())
        if not cell:
            continue
        if prev.header[c : c + 2] == ("Address", "Register"):
            label, split_by = "Name (Address)", _name_and_address
            if not _NAME_ADDRESS_CELL.fullmatch(cell):
                continue
        elif prev.header[c] == "Address" and _ADDRESS_THEN_WORDS.fullmatch(cell):
            label, split_by = f"Address {prev.header[c + 1]}", _address_and_name
        else:
            continue
        probe = replace(
            table,
            header=(*prev.header[:c], label, *prev.header[c + 2 :]),
            rows=(table.header, *table.rows),
            row_pages=(),
        )
        split = split_by(probe)
        if split.header == prev.header:
            return split
    return table


def _described_like(prev: Table, table: Table) -> Table:
    """A table with no header of its own continuing one whose names
    :func:`_described_names` read from its descriptions (X-Powers AC101: ``9:8 | R/W |
    0x0 | I2S1CLK_SRC I2S1CLK Source Select ..`` on the next page, under ``Bit |
    Read/Write | Default | Name | Description``), its names read the same way, its
    first line a row; else ``table`` unchanged."""
    named = [i for i, h in enumerate(prev.header) if h in ("Name", TITLE_NAMES)]
    if len(named) != 1 or table.width != prev.width - 1:
        return table
    col = named[0]
    bare = (*prev.header[:col], *prev.header[col + 1 :])
    probe = replace(table, header=bare, rows=(table.header, *table.rows), row_pages=())
    read = _described_names(probe)
    if read.header != prev.header or not read.rows:
        return table
    return replace(table, header=read.rows[0], rows=read.rows[1:], row_pages=table.row_pages)


def _cell_kind(text: str) -> str:
    """What a summary cell holds, as :func:`_aligned_like` matches columns by it."""
    t = " ".join(text.split())
    if not t or t in ("-", "\u2014", "\u2013", MERGED_MARK):
        return ""
    if re.fullmatch(r"0x[0-9A-Fa-f]{1,4}|[0-9A-Fa-f]{1,4}h", t):
        return "hex"
    if re.fullmatch(r"[01]{4}[ _]?[01]{4}(?:[ _]?[01]{4}){0,2}", t):
        return "bin"
    if re.fullmatch(r"R|W|R/W|RW|RO|WO|R/C", t, re.I):
        return "access"
    return "text"


def _aligned_like(prev: Table, table: Table) -> Table:
    """A headerless continuation narrower than the table before it (NXP MMA8451Q: the
    map's second page drops two of its four auto-increment columns, ``TRANSIENT_THS(1)(3)
    | R/W | 0x1F | 0x20 | 00000000 | 0x00 | ..`` under an 11-column first page) as rows of
    the first's columns: each cell in the leftmost column after the last one taken whose
    cells are of its kind (hex, binary, access, text), when every cell is so placed, one
    lands in the address column and four lines in five hold an address there; else
    ``table`` unchanged."""
    roles = column_roles(prev)
    if ADDR not in roles or not prev.rows or _bitcols(roles):
        return table  # (bit cells merged over several bits cannot be told apart by kind)
    lines = [table.header, *table.rows]
    if address_of(_cell(lines[0], roles[ADDR])) is None and not any(
        address_of(_cell(lines[0], c)) is not None for c in range(table.width)
    ):
        return table
    kinds = []
    for c in range(prev.width):
        seen = Counter(k for row in prev.rows if (k := _cell_kind(_cell(row, c))))
        kinds.append(seen.most_common(1)[0][0] if seen else "")
    piece = []
    for c in range(table.width):
        seen = Counter(k for row in lines if (k := _cell_kind(_cell(row, c))))
        piece.append(seen.most_common(1)[0][0] if seen else "")
    placed: list[int] = []
    at = 0
    for kind in piece:
        while at < prev.width and kinds[at] != kind:
            at += 1
        if at == prev.width:
            return table
        placed.append(at)
        at += 1
    if roles[ADDR] not in placed:
        return table
    address_cell = placed.index(roles[ADDR])
    addressed = sum(address_of(_cell(row, address_cell)) is not None for row in lines)
    if len(lines) < 2 or addressed < 0.8 * len(lines):
        return table  # (a register's own table under the map: "Name | 0x1F | .." over "Bit | 7 ..")

    def widened(row: tuple[str, ...]) -> tuple[str, ...]:
        cells = [""] * prev.width
        for c, target in enumerate(placed):
            cells[target] = _cell(row, c)
        return tuple(cells)

    return replace(
        table,
        header=prev.header,
        rows=tuple(widened(row) for row in lines),
        row_pages=(table.page, *_row_pages(table)) if table.row_pages else (),
    )


def _halves_like(prev: Table, table: Table) -> Table:
    """A table with no header of its own whose data halves :func:`_byte_halves` joined
    in the table before it (Azoteq: the map continued on the next page, ``0x31 |
    Reference update time (s) | Re-ATI retry time (s) | ..``), joined the same way, its
    first line a row; else ``table`` unchanged."""
    if table.width - prev.width not in (0, 1) or prev.header[-1:] != (_HALVES_WIDTH,):
        return table
    if "Name" not in prev.header:
        return table
    lines = [table.header, *table.rows]
    if address_of(_cell(lines[0], 0)) is None:
        return table  # a table of its own ("Mask | Gesture | ..."), not the map going on
    piece = table
    if table.width == prev.width + 1 and _cell(lines[0], 0) == _cell(lines[0], 1):
        # (the address column the PDF split in two: "0x56 | 0x56 | ..."; a row whose
        # halves differ, "0xE0 (i) | ...", keeps no address: what it is, is unclear)
        lines = [(r[0] if _cell(r, 0) == _cell(r, 1) else "", *r[2:]) for r in lines]
        piece = replace(table, header=lines[0], rows=tuple(lines[1:]))
    c = prev.header.index("Name")
    probe = replace(
        piece,
        header=(*prev.header[:c], "Data (16bit)", "Data (16bit)", *prev.header[c + 1 : -1]),
        rows=(piece.header, *piece.rows),
        row_pages=(),
    )
    joined = _byte_halves(probe)
    return joined if joined.header == prev.header else table


def _merge_continuations(tables: list[Table]) -> list[Table]:
    """Join a table with the next when that one continues it: the same header repeated,
    or no header at all (its first line is a row whose address cell reads like the first
    table's), and no caption of another table number between them. A continuation whose
    width differs (cells the PDF merged) keeps its rows; :func:`_read_summary` then
    reads no bit columns from them."""
    out: list[Table] = []
    for table in tables:
        prev = out[-1] if out else None
        if prev is not None and table.width == prev.width - 1:
            table = _described_like(prev, _split_like(prev, table))
        elif prev is not None and table.header != prev.header:
            table = _halves_like(prev, table)
        if prev is not None and table.width < prev.width and table.header != prev.header:
            table = _aligned_like(prev, table)
        if prev is not None and _continues(prev, table):
            pages = _row_pages(prev)
            stray = _stray_rows(prev, table)
            rows, pages = (
                (*prev.rows, *stray),
                (*pages, *[pages[-1] if pages else None] * len(stray)),
            )
            if table.header != prev.header:
                rows, pages = (*rows, table.header), (*pages, table.page)
            out[-1] = replace(
                prev,
                rows=(*rows, *_carried_over(prev, rows, table.rows)),
                row_pages=(*pages, *_row_pages(table)),
                end=table.end,
            )
            continue
        out.append(table)
    return out


def _carried_over(
    prev: Table, above: tuple[tuple[str, ...], ...], rows: tuple[tuple[str, ...], ...]
) -> tuple[tuple[str, ...], ...]:
    """A continued field table's rows, its first row's blank name and description the
    last row's above when the page broke a merged cell (NXP PCF2131: ``4 |
    MONTH_TIMESTP | ten's place | month timestamp ...``, then on the next page ``3 to 0
    |  | unit place |  ``): the name repeated, the description a ditto mark. Only where
    that row gives the bits right below the field above it, and no access or reset (a
    reserved row's cells)."""
    roles = column_roles(prev)
    if not rows or not above or BIT not in roles or NAME not in roles:
        return rows
    first, last = rows[0], above[-1]
    cols = [roles[NAME], *([roles[DESC]] if DESC in roles else [])]
    bits, above_bits = parse_bits(_cell(first, roles[BIT])), parse_bits(_cell(last, roles[BIT]))
    if (
        bits is None
        or above_bits is None
        or bits[0] != above_bits[1] - 1  # the bits right below (not a reserved gap)
        or any(_cell(first, c) for c in cols)
        # (a reserved row states its access and reset: "1:0 |  | R | 00 |  ")
        or any(_cell(first, roles[r]) for r in (ACCESS, RESET) if r in roles)
        or not _cell(last, roles[NAME])
    ):
        return rows
    row = list(first)
    row[roles[NAME]] = _cell(last, roles[NAME])
    if DESC in roles:
        row[roles[DESC]] = MERGED_MARK
    return (tuple(row), *rows[1:])


# a line that is a register's title with its address ("CH0_DATA_H (Address: 0x96)",
# "Address: 0x96"), not a sentence mentioning one ("poll STATUS (address 0x20) until ..")
_ADDRESS_TITLE = re.compile(
    r"(?:[A-Za-z][\w ]{0,40}?\s*)?\(?\s*addr(?:ess)?\s*[:=]\s*"
    r"(?:0x[0-9A-Fa-f]+|[0-9A-Fa-f]+h)\s*\)?",
    re.I,
)


# Silicon Labs: "Register 03h. Channel" opening a line (bold or not): a register's title
_REGISTER_TITLE = re.compile(
    r"reg(?:ister)?[\s-]*(?:0x[0-9A-Fa-f]{1,4}|[0-9][0-9A-Fa-f]{0,3}h)\b[.:]", re.I
)


def _rows_after_description(prev: Table, table: Table) -> bool:
    """Whether ``table`` holds the rows of a field table printed as its header alone
    (ams: ``Bit | Name | Default | Access | Description`` with no row, then the field's
    description as prose, then ``7:0 | ATIME | 0x00 | RW | Value | ...`` rows of its
    values): one section, the first a bit-field header with no row, the next table's
    first line a field row under it (bits and a name where its columns are) and no
    header of its own."""
    if prev.rows or table.section != prev.section:
        return False
    roles = column_roles(prev)
    if BIT not in roles or NAME not in roles or column_roles(table).keys() & {ADDR, BIT, NAME}:
        return False
    name = _cell(table.header, roles[NAME]).strip()
    return parse_bits(_cell(table.header, roles[BIT])) is not None and bool(
        re.fullmatch(r"[A-Za-z][A-Za-z0-9_]*(?:\[\d+(?::\d+)?\])?", name)
    )


# a map row as a prose line: an address, a register symbol (capitals, or words joined by
# underscores: never "to", "and" or a name wrapped after its underscore), its reset
_STRAY_ROW = re.compile(
    r"(?P<a>0x[0-9A-Fa-f]{1,4}|[0-9A-Fa-f]{1,4}h)\s+"
    r"(?P<n>[A-Z][A-Z0-9]*(?:_[A-Za-z0-9]+)*|[A-Za-z][a-z0-9]*(?:_[A-Za-z0-9]+)+)\s+"
    r"(?P<r>0x[0-9A-Fa-f]{1,4}|[-\u2013])(?:\s.*)?"
)


def _stray_rows(prev: Table, table: Table) -> list[tuple[str, ...]]:
    """The register rows the PDF set as prose lines between a summary and its
    continuation on the next page (Bosch BMI160: ``0x41 ACC_RANGE 0x03 reserved
    acc_range`` left under the page's last ruling), as rows with their address, name and
    reset (the bit cells, whose columns are lost, empty). Only when every line between
    them (but page furniture) is one, the continuation's first line is a row (an address
    where the address column is), and each address lies strictly between the last row's
    address and the continuation's first, in their order; else none."""
    lines = [line for line in table.before if not _page_furniture(line)]
    if not lines or table.width != prev.width or not prev.rows:
        return []
    roles = column_roles(prev)
    if ADDR not in roles or NAME not in roles:
        return []
    col = roles[ADDR]
    hexcol = _hex_column(prev, col)
    last = address_of(_cell(prev.rows[-1], col), hex_default=hexcol)
    first = address_of(_cell(table.header, col), hex_default=hexcol)
    if last is None or first is None or abs(first[0] - last[0]) < 2:
        return []
    low, high = sorted((last[0], first[0]))
    rows: list[tuple[str, ...]] = []
    for line in lines if first[0] > last[0] else reversed(lines):
        m = _STRAY_ROW.fullmatch(line.strip())
        at = address_of(m.group("a"), hex_default=True) if m else None
        if m is None or at is None or not low < at[0] < high:
            return []
        cells = [""] * prev.width
        cells[col], cells[roles[NAME]] = m.group("a"), m.group("n")
        if RESET in roles and m.group("r"):
            cells[roles[RESET]] = m.group("r")
        rows.append(tuple(cells))
    addresses = [address_of(row[col], hex_default=True) for row in rows]
    if [a for a in addresses if a] != sorted(a for a in addresses if a):
        return []
    return rows if first[0] > last[0] else rows[::-1]


def _continues(prev: Table, table: Table) -> bool:
    key, caption = _caption(table)
    # (a caption set below the last piece of a map whose first pieces have none goes on
    # with it: Melexis "Table 7: Memory table" under the RAM rows, after a group label)
    if (
        key is not None
        and key != _caption(prev)[0]
        and (_caption(prev)[0] is not None or not _addresses_go_on(prev, table))
    ):
        return False
    # rows of the table the PDF set outside it (read by prose._lost_rows), the lines
    # after the first of them its rows' wrapped descriptions
    lost = [k for k, line in enumerate(table.before) if _lost_row(line)]
    between = [
        line for line in table.before[: lost[0] if lost else None] if not _page_furniture(line)
    ]
    if between and _stray_rows(prev, table):
        between = []  # its own rows, left under the page's last ruling
    if any(_LABEL_LINE.match(line) for line in between):
        return False  # a register's label ("Sn_IR(7:0)/Sn_IR1(7:0)"): its own table
    if any(PAGE_REGISTER_TITLE.match(line.strip()) for line in between):
        return False  # TI: "Page 0 / Register 64: .. - 0x00 / 0x40" opens another table
    if any(re.match(r"[*_\s]*examples?\b", line, re.I) for line in between):
        return False  # "Example: I2S, 24-bit, master mode." over values to write
    if _rows_after_description(prev, table):
        return True
    if _next_group(prev, table, between):
        return True
    if not any("continued" in b.lower() for b in (*between, caption)):
        if table.section != prev.section:
            return False  # a heading stands between them: another register's table
        last_page = _row_pages(prev)[-1] if prev.rows else prev.page
        cut = not between and table.width == prev.width and not column_roles(table)
        cut = cut or (not between and _wrapped_then_bits(prev, table))
        if table.page is not None and table.page == last_page and not lost and not cut:
            # two tables on one page: a table continues on the next page, unless the
            # PDF cut it where it stands (nothing between, no header of its own)
            return False
    roles = column_roles(prev)
    if BIT in roles and ADDR not in roles and _bits_again(prev, table, roles[BIT], roles.get(NAME)):
        return False  # bits the table listed already: the next register's table
    if table.header == prev.header:
        titled = (
            _ADDRESS_TITLE.fullmatch(line.strip("*_ "))
            or ADDRESS_COLON_NAME.match(line)
            or RANGE_COLON_NAME.match(line)  # Awinic: "04H~05H：ADC_DATA，.."
            or _REGISTER_TITLE.match(line.strip("*_ "))
            or BANK_LINE.search(line)
            or symbol_address_title(line)
            or register_title(line)
            for line in between
        )
        if any(titled) and not any("continued" in line.lower() for line in between):
            return False  # a title stating an address opens another register's table
        # bit rows under the same bit headers are one register each, unless nothing
        # but page furniture stands between them
        return not (between and ADDR not in roles and _bitcols(roles))
    if between and not _group_label_between(prev, table, between):
        return False  # something stands between them
    if ADDR in roles:
        # its first line a register row (an access cell "R/W" in it is no header word)
        col = roles[ADDR]
        hexcol = _hex_column(prev, col)
        first = _cell(table.header, col)
        if address_of(first, hex_default=hexcol) is not None:
            return True
        if len(first.split()) >= 2 and all(
            address_of(word, hex_default=hexcol) is not None for word in first.split()
        ):
            return True  # register rows stacked in one cell (:func:`_unstacked`)
        if (
            BIT in roles
            and table.width == prev.width
            and not first.strip()
            and parse_bits(_cell(table.header, roles[BIT])) is not None
            and (lost or any(not _cell(row, col).strip() for row in prev.rows))
        ):
            # field rows leave the address cell empty under their register's row
            # (Novatek): a field row first continues the table
            return True
    filled = [i for i, c in enumerate(table.header) if c.strip()]
    if (
        ADDR in roles
        and table.width == prev.width
        and not _cell(table.header, roles[ADDR])
        and ADDR not in column_roles(table)
        and table.rows
        and _address_at(table.rows[0], prev, roles[ADDR])
        # (on the next page: a table of its own right under the map is no part of it)
        and table.page is not None
        and (_row_pages(prev)[-1] if prev.rows else prev.page) not in (None, table.page)
    ):
        # ST: "|  | RL | register |  |", the rest of the last row's cells the page break
        # cut ("VBUS_RANGE_MONITORING_CT" / "RL"), then the map's rows going on
        return True
    if _wrapped_then_bits(prev, table):
        return True  # the rest of the last row's cells, then the next field rows
    if BIT in roles and table.width == prev.width and _next_bits(prev, table, roles[BIT]):
        return True  # its first line a field row ("ICCER | 3 | rhs | ..."), whatever
        # words its description holds; a header's bit cell is a word ("Bits")
    if table.width == prev.width and filled == [roles.get(DESC)]:
        return True  # the rest of a description the page break cut (its words no header)
    if column_roles(table):
        return False  # the new table has a header
    if table.width == prev.width and len(filled) == 1:
        return True  # the first line is the rest of a cell the page break cut
    if ADDR in roles:
        return False
    if BIT in roles:  # a bit-field table continued: its first line is a field row
        return parse_bits(_cell(table.header, roles[BIT])) is not None
    return False


_GROUP_LABEL = re.compile(r"\*\*[A-Z][A-Z0-9]*(?: [A-Z][A-Z0-9]*){0,2}\*\*")
# a numbered group of a register list: "Group 3: Interrupt Control"
_NUMBERED_GROUP = re.compile(r"group\s+\d{1,2}\s*[:：]\s*[A-Za-z][\w/&, -]{0,40}", re.I)


def _next_group(prev: Table, table: Table, between: list[str]) -> bool:
    """Whether ``table`` is the next numbered group of ``prev``'s register list, its
    header lost (X-Powers: ``Group 3: Interrupt Control`` alone between them, then
    ``40 | IRQ Enable Control Register 1 | R / W | D8H``; groups run out of address
    order): only the label between, a piece as wide as the map with no header of its
    own, its first line opening with an address."""
    if not between or not all(_NUMBERED_GROUP.fullmatch(line.strip("*_ ")) for line in between):
        return False
    roles = column_roles(prev)
    return (
        ADDR in roles
        and table.width == prev.width
        and ADDR not in column_roles(table)  # ("R / W" in its first line: no header)
        and address_of(_cell(table.header, roles[ADDR]), hex_default=_hex_column(prev, roles[ADDR]))
        is not None
    )


def _group_label_between(prev: Table, table: Table, between: list[str]) -> bool:
    """Whether the lines between a map and the next piece are a group label the PDF set
    apart (Melexis: ``**REGISTER**`` between the EEPROM rows and ``0x3000 |
    REG_I2C_ADDRESS``): bold upper-case words alone, and the piece's first line a
    register row at an address after every address of the map's rows."""
    labels = [line.strip() for line in between]
    return (
        all(_GROUP_LABEL.fullmatch(line) for line in labels)
        # (not pins, vectors, an API's functions, commands: no registers)
        and not any(_NOT_REGISTER_GROUP.search(line) for line in labels)
        and _addresses_go_on(prev, table)
    )


_NOT_REGISTER_GROUP = re.compile(
    r"\b(?:PINS?|VECTORS?|API|FUNCTIONS?|COMMANDS?|INSTRUCTIONS?|OPCODES?|PACKAGE)\b", re.I
)


def _addresses_go_on(prev: Table, table: Table) -> bool:
    """Whether ``table``'s first line (it has no header of its own) is a register row of
    ``prev``'s map at an address after every address of ``prev``'s rows."""
    roles = column_roles(prev)
    if ADDR not in roles or table.width != prev.width:
        return False
    col = roles[ADDR]
    hexcol = _hex_column(prev, col)
    cell = _cell(table.header, col)
    first = address_of(cell, hex_default=hexcol)
    above = [a for row in prev.rows if (a := address_of(_cell(row, col), hex_default=hexcol))]
    if first is None or not above or first[0] <= max(a[1] for a in above):
        return False
    # its name written as the map writes names (symbols, or not: ROM functions
    # "flash_erase" after a map of symbols)
    if NAME in roles:
        names = [n for row in prev.rows if (n := _cell(row, roles[NAME])) and not _is_reserved(n)]
        symbols = sum(bool(_NAME_SYMBOL.fullmatch(n)) for n in names)
        if names and symbols >= 0.8 * len(names):
            return bool(_NAME_SYMBOL.fullmatch(_cell(table.header, roles[NAME])))
    return True


_NAME_SYMBOL = re.compile(r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*(?:\s*\[\d+(?::\d+)?\])?")


def _bits_again(prev: Table, table: Table, col: int, name: int | None) -> bool:
    """Whether the first field row of ``table`` (its header line when it has none of its
    own) lists bits a row of ``prev`` lists already (Nuvoton NAU7802: CTRL1's ``7 | CRP
    .. 2:0 | GAINS``, then on the next page ``7 | CHS ..``, CTRL2's, its heading set
    after it): a table continued over a page goes on with other bits, or with more value
    rows of its last field (NXP: ``5 | AI0 | .. | 1 | ..`` after ``5 | AI0 | .. | 0* |``)."""
    first = table.rows[0] if table.header == prev.header and table.rows else table.header
    bits = parse_bits(_cell(first, col))
    if bits is None or not prev.rows:
        return False
    last = prev.rows[-1]
    if name is not None and all(
        _cell(first, c).strip() == _cell(last, c).strip() for c in (col, name)
    ):
        return False  # the last field's value rows going on over the page
    for row in prev.rows:
        held = parse_bits(_cell(row, col))
        if held is not None and held[1] <= bits[0] and bits[1] <= held[0]:
            return True
    return False


def _wrapped_then_bits(prev: Table, table: Table) -> bool:
    """Whether ``table``'s first line is the rest of ``prev``'s last row, which the PDF
    broke off (X-Powers: ``| 0: disable 1: enable |  | Reset |`` after ``7 | DCDC
    frequency spread enable | RW | System | 0b``), and its next line the field row that
    comes next: as wide as ``prev``, a bit-field table, the first line's bit cell empty
    and another filled, the row after it the next bits (:func:`_next_bits`)."""
    roles = column_roles(prev)
    if BIT not in roles or table.width != prev.width or not table.rows or not prev.rows:
        return False
    col = roles[BIT]
    first = table.header
    if _cell(first, col) or not any(c.strip() for c in first):
        return False
    return _next_bits(prev, replace(table, header=table.rows[0]), col)


_MARKED_BIT = re.compile(r"[DB]\[?\d{1,2}(?:\s*:\s*\d{1,2})?\]?")


def _address_at(row: tuple[str, ...], prev: Table, col: int) -> bool:
    """Whether ``row``'s cell in column ``col`` is an address as ``prev`` writes them."""
    return address_of(_cell(row, col), hex_default=_hex_column(prev, col)) is not None


def _next_bits(prev: Table, table: Table, col: int) -> bool:
    """Whether the first line of ``table`` is the field row that comes next in
    ``prev``'s bit column: digits only (a value code such as ``00`` or ``01`` has a
    leading zero), below every bit the rows before it hold (fields are listed from the
    top bit down) and overlapping none, or the first row under a header alone."""
    cell = _cell(table.header, col).strip()
    bits = parse_bits(cell)
    # (letters only as a bit's mark: Awinic "D3", "D[7:4]"; not a header word "Bits")
    marked = _MARKED_BIT.fullmatch(cell) is not None
    if bits is None or (re.search(r"[A-Za-z]", cell) and not marked) or re.match(r"0\d", cell):
        return False
    if not prev.rows:
        return True  # a header alone above it (X-Powers: the page set it apart)
    above = [b for row in prev.rows if (b := parse_bits(_cell(row, col))) is not None]
    return bool(above) and bits[0] < min(lsb for _msb, lsb in above)


def _lost_row(line: str) -> bool:
    return bool(_LOST_REGISTER.match(line) or _LOST_FIELD.match(line) or _LOST_RESERVED.match(line))


def _page_furniture(line: str) -> bool:
    """A line that may stand between the parts of a table split over pages: a caption
    repeating the table's number, a figure placeholder."""
    return bool(_CAPTION.search(line)) or line.startswith("[Figure")


_CONDITION = re.compile(r"\(\s*(?:when\s+)?([^()=]+?)\s*=\s*(\d+)\s*\)")


_CAPTION_NOISE = re.compile(
    r"^[*_\s]*table\s+\d+(?:[-.]\d+)*\s*[.:]?\s*|\((?:sheet \d+ of \d+|continued)\)", re.I
)


def _one_layout(tables: list[Table]) -> list[Table]:
    """Of summary tables that give one register set under two settings of a mode bit
    (Microchip MCP23017: ``... (IOCON.BANK = 1)`` and ``... (IOCON.BANK = 0)``, the same
    names at other addresses), those of the lowest setting, the power-on one; tables of
    register banks (OV2640 ``(when 0xFF = 00)`` / ``(= 01)``: other names at the same
    addresses) all stay."""
    groups: dict[str, dict[int, list[Table]]] = {}
    for table in tables:
        caption = _caption(table)[1]
        m = _CONDITION.search(caption)
        if m is None:
            continue
        key = _CAPTION_NOISE.sub("", _CONDITION.sub(f"({m.group(1).strip()} = #)", caption))
        groups.setdefault(" ".join(key.lower().split()), {}).setdefault(int(m.group(2)), []).append(
            table
        )
    dropped: set[int] = set()
    for by_value in groups.values():
        if len(by_value) < 2:
            continue
        lowest = min(by_value)
        kept = _names_at(by_value[lowest])
        for value, group in by_value.items():
            other = _names_at(group)
            shared = set(kept) & set(other)
            moved = [n for n in shared if kept[n] != other[n]]
            most = len(shared) >= 0.5 * min(len(kept), len(other))  # one register set
            if value != lowest and most and len(moved) >= 0.5 * len(shared):
                dropped.update(id(t) for t in group)
    return [t for t in tables if id(t) not in dropped]


def _names_at(tables: list[Table]) -> dict[str, int]:
    """Register name -> address over ``tables`` (those with address and name columns)."""
    out: dict[str, int] = {}
    for table in tables:
        roles = column_roles(table)
        if ADDR not in roles or NAME not in roles:
            continue
        hexcol = _hex_column(table, roles[ADDR])
        for row in table.rows:
            span = address_of(_cell(row, roles[ADDR]), hex_default=hexcol)
            name = _cell(row, roles[NAME]).strip().upper()
            if span is not None and name and not _is_reserved(name):
                out.setdefault(name, span[0])
    return out
