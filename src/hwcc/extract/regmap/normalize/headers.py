"""Header normalisers: a header folded over two lines, a legend band above it,
spaced-out words, a header set one column right, a prose line used as a header,
translated captions, tables without a header. Each normaliser takes a
:class:`~hwcc.extract.tables.Table` and returns it reshaped or unchanged; nothing is
read into registers here."""

from __future__ import annotations

import itertools
import re
from dataclasses import replace

from hwcc.extract.numbers import parse_int, parse_range
from hwcc.extract.regmap.columns import (
    MIN_BITCOLS,
    _bitcols,
    _caption,
    _cell,
    _is_reserved,
    _kind,
    _row_pages,
    column_roles,
)
from hwcc.extract.regmap.normalize.patterns import _ROW_ADDRESS, _VALUES_LABEL
from hwcc.extract.regmap.state import (
    _BIT_ROW_WIDTHS,
    _BITCOL,
    _MAP_CAPTION,
    ADDR,
    BIT,
    NAME,
    REG_UNDERSCORED,
    address_caption,
    band_line,
)
from hwcc.extract.tables import Table
from hwcc.util.markdown import MERGED_MARK

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
        "adr",
        "addr",
        "pg",
        "page",
    ]
)


def _runs(cells: list[str]) -> list[tuple[int, str, int]]:
    """(start, text, length) for each run of equal consecutive cells."""
    lengths = [(text, len(list(group))) for text, group in itertools.groupby(cells)]
    # (accumulate yields one start more than there are runs: the end)
    starts = itertools.accumulate((length for _text, length in lengths), initial=0)
    return [(start, text, length) for start, (text, length) in zip(starts, lengths, strict=False)]


def _folded(table: Table) -> Table:
    """A table whose header runs over two lines (``POWER-ON RESET`` over ``BINARY`` and
    ``HEX``; ST repeats the other header cells on the second line: ``Register address``
    over ``Hex``) with the second line joined into the header."""
    if not table.rows:
        return table
    first = table.rows[0]
    if len(table.rows) > 1 and all(
        not cell.strip()
        or cell.strip() == MERGED_MARK
        or (i < len(table.header) and cell == table.header[i])
        for i, cell in enumerate(first)
    ):  # a line of the header that only repeats it (cells spanning two header lines)
        return _folded(replace(table, rows=table.rows[1:], row_pages=table.row_pages[1:]))
    # bit labels under a header cell spanning them (Nuvoton: "Register Bits" over "D8" ..
    # "D0"): the header of their column
    labels = [
        i
        for i, cell in enumerate(first)
        if i < len(table.header) and _BITCOL.match(cell.strip()) and not cell.strip().isdigit()
    ]
    heads = {table.header[i] for i in labels}
    if len(labels) >= 4 and len(heads) == 1:
        # a short mark beside them under the same heading is a bit's label too (TI's
        # "AI" over the auto-increment bit of "CONTROL REGISTER BITS")
        labels += [
            i
            for i, cell in enumerate(first)
            if i < len(table.header)
            and i not in labels
            and table.header[i] in heads
            and re.fullmatch(r"[A-Z]{1,3}\d?", cell.strip())
        ]
    words = [  # cells that repeat their header cell say nothing
        w
        for i, cell in enumerate(first)
        if i not in labels
        and (i >= len(table.header) or cell.strip().lower() != table.header[i].strip().lower())
        for w in re.findall(r"[a-z]+", cell.lower())
    ]
    owners = _span_owners(table.header)
    spanned = [
        i
        for i, h in enumerate(table.header)
        if (
            re.fullmatch(r"(?:register\s+)?bits?", h.strip(), re.I)
            # TI: "TMP468 FUNCTIONAL REGISTER - BIT DESCRIPTION" merged over 16 columns
            or (
                owners.count(owners[i]) >= MIN_SPANNED_BITS
                and re.search(r"\bbits?\b", table.header[owners[i]], re.I) is not None
            )
        )
        and i < len(first)
        and first[i].strip().isdigit()
    ]
    numbers = [int(first[i]) for i in spanned]
    if len(spanned) >= 4 and numbers == list(range(numbers[0], numbers[0] - len(numbers), -1)):
        # Intersil: "BIT" spanning the bit columns over a line "7 6 5 4 3 2 1 0" (TI:
        # "REGISTER BITS"); the line's other cells under a heading that spans them and
        # names no role are their columns' labels (NXP: "Location" over "Address |
        # Register"; Nuvoton's "Register" over "Dec | Hex" stays the heading)
        def spans(i: int) -> bool:
            h = table.header[i]
            return not _ROLE_WORD.search(h) and any(
                0 <= j < len(table.header) and table.header[j] == h for j in (i - 1, i + 1)
            )

        header = tuple(
            f"Bit {first[i].strip()}"
            if i in spanned
            else first[i].strip()
            if i < len(first) and first[i].strip() and spans(i)
            # TI: "PTR" over "(HEX)", the unit the column's numbers are written in
            else f"{h} {first[i].strip()}"
            if i < len(first) and re.fullmatch(r"\(\w+(?:/\w+)?\)", first[i].strip())
            else h
            for i, h in enumerate(table.header)
        )
        return replace(table, header=header, rows=table.rows[1:], row_pages=table.row_pages[1:])
    numeric = any(
        parse_range(cell, hex_default=True) is not None
        for i, cell in enumerate(first)
        # "D8" and "DEC" are no hex numbers here, nor "Add" repeating its header
        if i not in labels
        and cell.strip().lower() not in _SUBHEADER_WORDS
        and not (i < len(table.header) and cell.strip() == table.header[i].strip())
    )
    labelled = set(words) <= _SUBHEADER_WORDS or (
        # ST: "Address | Type | Name | Function | Device select | Address | Type": a line
        # of column labels, one or two of them words of its own
        len(words) >= 6 and sum(w in _SUBHEADER_WORDS for w in words) >= 0.75 * len(words)
    )
    # (bit labels under one heading, the other cells repeating theirs, beside an address
    # column: Silicon Labs Si4432 "Add | .. | Data" over "Add | .. | D7 .. D0"; not a
    # figure of modes' values, Maxim's "MODE | REGISTER DATA" over "MODE | D7 .. D0")
    relabelled = (
        len(labels) >= 4
        and len(heads) == 1
        # (National: "Register 0x[HEX]" heads the addresses; Whwave: "地址")
        and any(
            re.match(r"(?i)add(?:r|ress)?\b|register\s+(?:0x)?\[?hex\b|地\s*址", h.strip())
            for h in table.header
        )
    )
    if numeric or not (words or relabelled) or not labelled:
        return table
    if (
        len(labels) >= 4
        and re.fullmatch(r"(?:bit\s+|field\s+)?name|symbol", first[0].strip(), re.I)
        and all(table.header[i].strip().isdigit() for i in labels)
        # every other cell one or a dash (no unit marks: "(Hex)")
        and all(i in labels for i, c in enumerate(first) if i and c.strip().strip("—–-"))
        # numbered otherwise than the bits they stand over (D7 over bit 7 labels it)
        and any(re.sub(r"\D", "", first[i]) != table.header[i].strip() for i in labels)
    ):
        return table  # TI: "NAME | D15 | D14 .." under "BIT | 7 | 6 ..": names of data bits
    header = tuple(
        first[i].strip()
        if i in labels
        else h
        if (i >= len(first) or first[i].lower() in h.lower())
        else f"{h} {first[i]}".strip()
        for i, h in enumerate(table.header)
    )
    return replace(table, header=header, rows=table.rows[1:], row_pages=table.row_pages[1:])


MIN_SPANNED_BITS = 8  # columns a merged "... BIT ..." header must span over bit numbers


def _span_owners(header: tuple[str, ...]) -> list[int]:
    """For each header cell, the column of the cell it continues: itself, or the cell
    before a run of merge marks (``〃``) it belongs to."""
    owners: list[int] = []
    for i, h in enumerate(header):
        owners.append(owners[-1] if i and h.strip() == MERGED_MARK else i)
    return owners


_ROLE_WORD = re.compile(
    r"addr|reg|name|symbol|field|bit|default|reset|access|type|desc|function|value", re.I
)


_ROW_LABEL_HEAD = re.compile(r"^bit\s*(?:no\.?|#|number)?$", re.I)


_NAMES_LABEL = re.compile(r"\b(?:name|field|symbol|mnemonic|function)s?\b", re.I)


def _unlabelled(table: Table) -> Table:
    """A bit grid whose rows are labelled in a first column (TI: ``BIT NO. | D15 .. D0``
    over ``BIT NAME | RST | ...`` (or ``Function``) and ``POR VALUE | 0 | 1 | ...``) as a
    plain bit row:
    the names row, then the values row when it holds nothing but 0/1 (other labelled
    rows, ``TYPE``, dropped); the table unchanged when it is not such a grid."""
    if not table.rows or not _ROW_LABEL_HEAD.match(table.header[0].strip()):
        return table
    rest = table.header[1:]
    # 8, 16, 32 bits, or a codec's 9 (TI AIC23B: BIT | D8 .. D0 over Function / Default)
    if len(rest) not in (*_BIT_ROW_WIDTHS, 9) or not all(_BITCOL.match(c.strip()) for c in rest):
        return table
    names = [r for r in table.rows if _NAMES_LABEL.search(r[0]) and not _VALUES_LABEL.search(r[0])]
    values = [
        r for r in table.rows if _VALUES_LABEL.search(r[0]) and all(c in ("0", "1") for c in r[1:])
    ]
    if len(names) >= 2 and len(values) == len(names) and len(table.rows) == 2 * len(names):
        # TI: "Table 7-14. BAT_HI (0x2A) and BAT_LO (0x2B)": a names row and a values
        # row for each register the caption names, stacked (read apart by the fields
        # reader, in the caption's order)
        labels = [_NAMES_LABEL.search(r[0]) is not None for r in table.rows]
        if labels == [True, False] * len(names):
            rows = tuple(r[1:] for r in table.rows)
            return replace(table, header=rest, rows=rows, row_pages=())
    if len(names) != 1:
        return table
    if not values:
        # Maxim: "Reset | 0x11 | 0x11 | 0x11 | 0x11 | 0x11 | 0x0 | 0x0 | 0x0", each
        # field's value over its bits: the bits of those values
        stated = [r for r in table.rows if _VALUES_LABEL.search(r[0]) and r is not names[0]]
        bits = _field_value_bits(names[0][1:], stated[0][1:]) if len(stated) == 1 else None
        if bits is not None:
            values = [(stated[0][0], *bits)]
    rows = (names[0][1:], *(v[1:] for v in values[:1]))
    return replace(table, header=rest, rows=rows, row_pages=table.row_pages[: len(rows)])


_NO_VALUE = ("-", "–", "—", "")


def _field_value_bits(names: tuple[str, ...], cells: tuple[str, ...]) -> tuple[str, ...] | None:
    """Per-bit ``0``/``1`` cells from a row stating each field's value over its bits
    (``0x11`` over the five cells of ``PPG_SR[4:0]``; a dash over an unused bit, kept):
    None unless every field's cells state one value (hex or decimal) that fits its
    width, and a named field's bits state one."""
    if len(cells) != len(names):
        return None
    out: list[str] = []
    for _start, name, width in _runs([n.strip() for n in names]):
        run = {c.strip() for c in cells[len(out) : len(out) + width]}
        if len(run) != 1:
            return None
        text = run.pop()
        if text in _NO_VALUE:
            if name and name not in _NO_VALUE:
                return None
            out.extend([text or "-"] * width)
            continue
        # (a run of 0/1 as wide as the field is its bits: "0011" over MODE[3:0])
        binary = len(text) == width > 1 and set(text) <= {"0", "1"}
        value = int(text, 2) if binary else parse_int(text)
        if value is None or value >= 1 << width:
            return None
        out.extend(str((value >> k) & 1) for k in range(width - 1, -1, -1))
    return tuple(out)


_BOX_ADDRESS = re.compile(r"^register\s*:\s*(?P<a>0x[0-9A-Fa-f]{1,4})$", re.I)
_BOX_NAME = re.compile(r"^name\s*:\s*(?P<n>[A-Za-z_][A-Za-z0-9_]*)$", re.I)
_STATED_VALUE = re.compile(r"^reset\s+value\s*:\s*(?P<v>0x[0-9A-Fa-f]{1,8})$", re.I)


def _named_box(table: Table) -> Table:
    """A register box whose first lines title it (PixArt: ``Register: 0x02`` and ``Name:
    Motion`` bands, each one cell) over labelled rows (``Bit | 7 .. 0``, ``Field | MOT
    | ..``, ``Field | Reset Value: 0x20 | ..``, ``Access: R/W | ..``): the ``Bit`` row as
    the header and the first ``Field`` row of names under it, the title a caption line
    (``Motion (Address: 0x02)``, its address from the band or the line over the box)
    and a stated reset a ``Reset value = 0x20`` line; the table unchanged when it is not
    such a box."""
    lines = [table.header, *table.rows]
    name, address = "", None
    last = table.before[-1].strip("* ") if table.before else ""
    if m := _BOX_ADDRESS.match(last):
        address = m.group("a")
    k = 0
    while k < len(lines) and k < 2:
        texts = [t for _start, t, _n in _runs([c.strip() for c in lines[k]]) if t]
        if len(texts) != 1:
            break
        if m := _BOX_ADDRESS.match(texts[0]):
            address = m.group("a")
        elif m := _BOX_NAME.match(texts[0]):
            name = m.group("n")
        else:
            break
        k += 1
    if not name or address is None or k >= len(lines) - 1:
        return table
    bits, rest = lines[k], lines[k + 1 :]
    if not _ROW_LABEL_HEAD.match(bits[0].strip()) or not all(
        _BITCOL.match(c.strip()) for c in bits[1:]
    ):
        return table
    names = [r for r in rest if r[0].strip().lower() == "field"]
    if not names or any(_STATED_VALUE.match(c.strip()) for c in names[0][1:]):
        return table
    stated = {
        m.group("v") for r in names[1:] for c in r[1:] if (m := _STATED_VALUE.match(c.strip()))
    }
    before = [*table.before]
    if len(stated) == 1:
        before.append(f"Reset value = {stated.pop()}")
    before.append(address_caption(name, address))
    return replace(
        table,
        header=tuple(bits[1:]),
        rows=(tuple(names[0][1:]),),
        row_pages=(),
        before=tuple(before[-4:]),
    )


# Allwinner/X-Powers: a register table titled by its first line, "Default: 0x0141" (or
# "Offset: 0x0010") cells and a "Register Name: PLL_CTRL1" cell over "Bit | Read/Write |
# Default | Description"
_BAND_DEFAULT = re.compile(r"^default(?:\s+value)?\s*:\s*(?P<v>0x[0-9A-Fa-f]{1,8})$", re.I)
_BAND_OFFSET = re.compile(r"^(?:offset|address)\s*:\s*(?P<a>0x[0-9A-Fa-f]{1,8})$", re.I)
_BAND_NAME = re.compile(r"^register\s+name\s*:\s*(?P<n>[A-Za-z_][A-Za-z0-9_]*)$", re.I)
# the heading over such a table: "Reg 01h_PLL Configure Control 1 Register"
_REG_HEADING = re.compile(REG_UNDERSCORED.format("a"), re.I)


def _register_name_band(table: Table) -> Table:
    """A table whose first line is a register's title band (:data:`_BAND_NAME` beside a
    default or an offset, each cell once or spread) over a ``Bit | ..`` line: that line
    as the header, the band as caption lines (``PLL_CTRL1 (Address: 0x01)``, the
    address from the band's offset or the heading's ``Reg 01h_..``; ``Reset value =
    0x0141``); the table unchanged otherwise."""
    texts = {c.strip() for c in table.header if c.strip()}
    named = [m.group("n") for t in texts if (m := _BAND_NAME.match(t))]
    if len(named) != 1 or not table.rows or table.rows[0][0].strip().lower() != "bit":
        return table
    rest = texts - {t for t in texts if _BAND_NAME.match(t)}
    defaults = [m.group("v") for t in rest if (m := _BAND_DEFAULT.match(t))]
    offsets = [m.group("a") for t in rest if (m := _BAND_OFFSET.match(t))]
    if len(defaults) + len(offsets) != len(rest) or len(defaults) > 1 or len(offsets) > 1:
        return table
    heading = _REG_HEADING.search(table.heading)
    address = offsets[0] if offsets else (f"0x{heading.group('a')[:-1]}" if heading else None)
    before = [*table.before, band_line(named[0])]
    if address:
        before.append(address_caption(named[0], address))
    if defaults:
        before.append(f"Reset value = {defaults[0]}")
    return replace(
        table,
        header=table.rows[0],
        rows=table.rows[1:],
        row_pages=table.row_pages[1:] if table.row_pages else (),
        before=tuple(before[-4:]),
    )


def _under_legend(table: Table) -> Table:
    """A table whose first line is a legend or title band over the real header (Bosch's
    memory map: ``read/write | read only | reserved`` colour keys above ``Register
    Address | Register Name | ...``): the second line becomes the header, when the first
    gives no column a role and the second names the address and name columns; or when
    the second repeats the first's labels and numbers the bits one legend spans
    (``BITS[7:0]`` over ``7 .. 0``)."""
    if not table.rows:
        return table
    first = column_roles(table)
    second = replace(table, header=table.rows[0], rows=table.rows[1:])
    if first:
        # NXP PF0100: "Address | Register Name | TYPE | Default | BITS[7:0] .." over a
        # first row repeating those labels with the bit numbers "7 | 6 .. 0" under the
        # legend: that row is the header
        roles = column_roles(second)
        legend = [c for c in range(table.width) if table.header[c] != table.rows[0][c]]
        if (
            ADDR in roles
            and NAME in roles
            and not any(k.startswith("bit:") for k in first)
            and legend
            and all(f"bit:{b}" in roles for b in range(len(legend)))
            # (one legend, or a byte's each: "Addressed Byte (MSB)", "Addressed Byte + 1")
            and len({table.header[c] for c in legend}) <= len(legend) // 8
        ):
            return replace(second, row_pages=table.row_pages[1:])
        return table
    roles = column_roles(second)
    if ADDR in roles and NAME in roles:
        return replace(second, row_pages=table.row_pages[1:])
    return table


def _deduplicated(table: Table) -> Table:
    """Adjacent bit columns the PDF split in two (the same bit label, every row the same
    or one side empty: Bosch's ``5 | 5`` under a wide bit cell) joined into one; so are
    other adjacent columns of one label that names a role (``Default Value | Default
    Value``; not a row of field names read as a header) whose every row is the same (or
    the merged-cell mark on the right); two ``Description`` columns are one, a row's
    differing texts joined (a table of settings nested in the cell). A
    lone row (no header line) is never touched: its cells are the bits."""
    width = table.width
    keep: list[int] = []
    labelled: set[int] | None = None  # the columns the header gives a role, when asked
    joined: set[int] = set()  # columns whose text goes into the column left of them
    for c in range(width):
        if keep:
            p = keep[-1]
            label = table.header[c].strip()
            same = bool(table.rows and label) and label == table.header[p].strip()
            if same and _BITCOL.match(label):
                if all(_cell(row, c) == _cell(row, p) or not _cell(row, c) for row in table.rows):
                    continue
            elif same and all(_cell(row, c) in (_cell(row, p), MERGED_MARK) for row in table.rows):
                if labelled is None:
                    labelled = set(column_roles(table).values())
                if p in labelled:
                    continue  # Bosch BMI160: "Default Value | Default Value", "0x28 | 0x28"
            elif same and label.lower() == "description":
                # ADI ADE7953: "Description | Description", the second holding a table
                # of settings nested in the first's cell: one column of both texts
                joined.add(c)
                continue
        keep.append(c)
    if len(keep) == width:
        return table
    rows = []
    for row in table.rows:
        cells = []
        for c in range(width):
            text = _cell(row, c)
            if c in keep:
                cells.append(text)
            elif c in joined and text.strip() not in ("", MERGED_MARK, cells[-1].strip()):
                cells[-1] = f"{cells[-1]} {text}".strip()
        rows.append(tuple(cells))
    return replace(table, header=tuple(table.header[c] for c in keep), rows=tuple(rows))


_SPACED = re.compile(r"^\S{1,2}(?: \S{1,2})+$")


_SPACED_BIT = re.compile(r"^[bBdD] \d{1,2}$")


def _unspaced(table: Table) -> Table:
    """A table whose text layer sets letters apart (Maxim: ``R EG | NAME | b 7 .. b 0 |
    a c c``) with its header cells joined, and bit labels in its cells (``b 7``) too;
    other cells are names, joined by :func:`clean_name` where they read as one."""
    header = tuple("".join(c.split()) if _SPACED.match(c.strip()) else c for c in table.header)
    if header == table.header:
        return table
    rows = tuple(
        tuple("".join(c.split()) if _SPACED_BIT.match(c.strip()) else c for c in row)
        for row in table.rows
    )
    return replace(table, header=header, rows=rows)


def _shifted_header(table: Table) -> Table:
    """A header cell the PDF set one column right of its cells (TI TMP1075: ``RESET |  |
    ACRONYM | REGISTER NAME`` over ``0000h | TEMP |  | Temperature result register``)
    moved over them: only a header naming the names (acronym, name, symbol, mnemonic),
    where a blank header cell heads filled cells and that header a column empty in every
    row, in a table of no bit columns (a figure's blank corner heads its row labels; a
    reserved bit's column is empty). A `Default` header over an empty column keeps it
    (a column of sizes beside it is no reset)."""
    head = list(table.header)
    if not table.rows or any(_BITCOL.match(h.strip()) for h in head):
        return table  # (a figure's bit columns: a blank cell over the row labels)
    for i in range(len(head) - 1):
        left = [_cell(row, i) for row in table.rows]
        right = [_cell(row, i + 1) for row in table.rows]
        naming = re.search(r"\b(?:acronym|name|symbol|mnemonic)\b", head[i + 1], re.I)
        if not head[i].strip() and naming and any(left) and not any(right):
            head[i], head[i + 1] = head[i + 1], ""
    return table if head == list(table.header) else replace(table, header=tuple(head))


_ROW_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_ ]*(?:<\d+:\d+>|\[\d+:\d+\])?")


_BRACKET_BITS = re.compile(r"\[(\d{1,2})(?::(\d{1,2}))?\]")


# a field's name opening its description, then a colon: "AVGT2-0: To select", "BDU: Block"
# Maxim: "BIT 7", "BITS 2:1" (the word, then the bits)
_WORD_BITS = re.compile(r"bits?\s+(\d{1,2})(?:\s*:\s*(\d{1,2}))?", re.I)
# a name in up to four words before a colon ("Run/Standby:", "I2C Watchdog Status:")
_WORDS_COLON = re.compile(r"(?P<n>[A-Z][A-Za-z0-9]*(?:[ /-][A-Za-z0-9]+){0,3})\s*:\s*(?P<d>.*)")
# words opening a note or a condition, not a field's name ("Note:", "If Set To 1:")
_LEAD_IN = re.compile(
    r"(?:note|notes|example|caution|warning|if|when|writing|setting|reading|see|default)\b", re.I
)


def _field_words(name: str) -> bool:
    """Whether ``name`` (words before a colon) can name a field: no lead-in word opening a
    note or condition, no number standing as a word ("pin 16", "To 1")."""
    return not _LEAD_IN.match(name) and not any(w.isdigit() for w in name.split())


_COLON_NAME = re.compile(r"(?P<n>[A-Z][A-Z0-9_]*(?:\d+-\d+|\[\d+(?::\d+)?\])?)\s*:\s*(?P<d>.*)")


def _headerless_fields(table: Table) -> Table:
    """A register's field descriptions printed as a table without a header (ST HTS221:
    ``[7:6] | Reserved``, ``[5:3] | AVGT2-0: To select the numbers ...``; Maxim: ``BIT
    7 | Run/Standby: Places the device ..``, ``BITS 2:1 | I2C Watchdog: ..``) headed
    ``Bit | Description``, its first line a row: only when that line and every row open
    with a bit range so written, two at least, counting down without overlap, and the
    table has no column roles of its own. Rows repeating the bits above them (a value
    table nested in the description) are that row's. Where most descriptions open with
    a name and a colon, that name is the field's (a Name column; under ``BIT 7`` cells
    a name in words too)."""
    lines = (table.header, *table.rows)
    # (its first line's words read as roles: "BIT 7" a bit column, "POR" a reset one)
    worded = all(_WORD_BITS.fullmatch(_cell(row, 0).strip()) for row in lines)
    if len(lines) < 2 or table.width < 2 or (column_roles(table) and not worded):
        return table
    pages = (table.page, *_row_pages(table))
    if worded:
        # (a row under the same bits goes on with that field: its nested value table)
        kept = [
            k
            for k, row in enumerate(lines)
            if k == 0 or _cell(row, 0).strip() != _cell(lines[k - 1], 0).strip()
        ]
        lines = tuple(lines[k][:2] for k in kept)
        pages = tuple(pages[k] for k in kept)
        table = replace(table, header=lines[0], rows=lines[1:], row_pages=pages[1:])
    form = _WORD_BITS if worded else _BRACKET_BITS
    spans = [form.fullmatch(_cell(row, 0).strip()) for row in lines]
    if not all(spans) or len(lines) < 2:
        return table
    bits = [(int(m.group(1)), int(m.group(2) or m.group(1))) for m in spans if m]
    if any(lsb > msb or lower[0] >= lsb for (msb, lsb), lower in itertools.pairwise(bits)):
        return table
    opening = _WORDS_COLON if worded else _COLON_NAME
    named = [opening.match(" ".join(_cell(row, 1).split())) for row in lines]
    if worded:
        named = [m if m is not None and _field_words(m.group("n")) else None for m in named]
    described = [row for row in lines if not _is_reserved(_cell(row, 1))]
    # (names in words only where every described row opens with one)
    share = 1.0 if worded else 0.6
    if table.width == 2 and sum(m is not None for m in named) >= max(1, share * len(described)):
        # each description opens with its field's name and a colon: "AVGT2-0: To select"
        rows = tuple(
            (
                row[0],
                m.group("n") if m else _cell(row, 1) if _is_reserved(_cell(row, 1)) else "",
                m.group("d") if m else _cell(row, 1),
            )
            for row, m in zip(lines, named, strict=True)
        )
        return replace(table, header=("Bit", "Name", "Description"), rows=rows, row_pages=pages)
    header = ("Bit", "Description", *[""] * (table.width - 2))
    return replace(table, header=header, rows=lines, row_pages=pages)


# the bit labels closing a header line: "bit7", "Bit 7", "b7", "D7"
_BIT_LABEL = re.compile(r"(?:bit|b|d)(\d{1,2})", re.I)
# the labels the rest of such a line holds, one per column
_LINE_LABEL = re.compile(
    r"(?:register\s+)?(?:address|addr\.?|adr)(?:\s+\(?hex\)?)?|(?:default|reset)(?:\s+value)?"
    r"|(?:register\s+)?name|register|r/w|access|type",
    re.I,
)


def _split_labels(words: list[str], count: int) -> tuple[str, ...] | None:
    """``words`` as ``count`` consecutive labels :data:`_LINE_LABEL` reads (the first
    split that does), or None."""
    if count == 1:
        text = " ".join(words)
        return (text,) if _LINE_LABEL.fullmatch(text) else None
    for cut in range(1, len(words) - count + 2):
        head = " ".join(words[:cut])
        if _LINE_LABEL.fullmatch(head):
            rest = _split_labels(words[cut:], count - 1)
            if rest is not None:
                return (head, *rest)
    return None


def _header_line_above(table: Table) -> Table:
    """A map whose header row the PDF set apart as the line over it (Bosch BMM150: a
    shaded ``Register Address Default Value bit7 bit6 .. bit0`` over ``0x71 | N/A |
    reserved | ..``): that line as its header, the table's first line a row. Only when
    the table reads no column of its own, the line ends in bit labels counting down to
    0 (four at least), one per bit column, and its other words split into one label
    per remaining column (address, default, name, access), an address column among
    them over addresses."""
    if not table.before or column_roles(table):
        return table
    words = table.before[-1].strip("*_ ").split()
    count = 0
    while count < len(words) and _BIT_LABEL.fullmatch(words[len(words) - 1 - count]):
        count += 1
    labels = words[len(words) - count :]
    bits = [int(m.group(1)) for w in labels if (m := _BIT_LABEL.fullmatch(w))]
    if count < 4 or bits != list(range(count - 1, -1, -1)) or table.width <= count:
        return table
    lead = _split_labels(words[: len(words) - count], table.width - count)
    if lead is None:
        return table
    candidate = replace(
        table,
        header=(*lead, *labels),
        rows=(table.header, *table.rows),
        row_pages=(table.page, *_row_pages(table)),
    )
    roles = column_roles(candidate)
    if ADDR not in roles or not all(
        re.fullmatch(_ROW_ADDRESS.pattern, _cell(row, roles[ADDR]).strip(), re.I)
        for row in candidate.rows  # ("0X4D" among "0x4C" rows)
    ):
        return table
    return candidate


_LOST_BIT_LINE = re.compile(r"^bits?\s+((?:\d{1,2}\s+){3,31}\d{1,2})$", re.I)
_LOST_SYMBOL_LINE = re.compile(r"^symbols?\s+(.+)$", re.I)


def _lost_bit_and_symbol_lines(table: Table) -> Table:
    """A register's figure whose ``Bit`` and ``Symbol`` rows the PDF set apart as the
    lines over its ``Default`` row (NXP PCA9698: "Bit 7 6 5 4 3 2 1 0", "Symbol OUT4
    OUT3 .. OUT001" over ``Default | 1 | 1 ..``): those lines its header and first row
    again, when the bit numbers count down to 0, one per value cell, and the symbol
    line splits into exactly one word per bit; unchanged otherwise."""
    if len(table.before) < 2 or table.rows or not table.header:
        return table
    label = table.header[0].strip().lower()
    if label not in ("default", "reset", "reset value", "por"):
        return table
    bit_line = _LOST_BIT_LINE.match(table.before[-2].strip("*_ "))
    symbol_line = _LOST_SYMBOL_LINE.match(table.before[-1].strip("*_ "))
    if bit_line is None or symbol_line is None:
        return table
    bits = [int(b) for b in bit_line.group(1).split()]
    names = symbol_line.group(1).split()
    count = table.width - 1
    if bits != list(range(count - 1, -1, -1)) or len(names) != count:
        return table
    return replace(
        table,
        header=("Bit", *(str(b) for b in bits)),
        rows=(("Symbol", *names), table.header),
        row_pages=(table.page, table.page),
        before=table.before[:-2],
    )


def _headerless(table: Table) -> Table:
    """A table captioned as a register map whose header the PDF left as prose above it
    (Bosch: ``Memory-ADR_Read [hex] Register content ...`` as loose lines, the table
    opening with ``0x45 | NVM_PAR_P11<7:0> | ...``): its first line is a row, the
    first column the address and the second the register; ``table`` unchanged unless
    the first line and every row open with a marked hex address followed by a name."""
    titled = _MAP_CAPTION.search(_caption(table)[1]) or _MAP_CAPTION.search(table.heading)
    if not table.rows or column_roles(table) or not titled:
        return table
    lines = (table.header, *table.rows)
    if not all(
        _ROW_ADDRESS.fullmatch(_cell(row, 0)) and _ROW_NAME.fullmatch(_cell(row, 1))
        for row in lines
    ):
        return table
    # register mnemonics (NVM_PAR_P11<7:0>), not a memory map's regions ("Boot ROM")
    names = [re.sub(r"\s+|<\d+:\d+>|\[\d+:\d+\]", "", _cell(row, 1)) for row in lines]
    if not all(re.fullmatch(r"[A-Z][A-Z0-9_]*", n) for n in names) or sum(
        "_" in n for n in names
    ) < 0.5 * len(names):
        return table
    header = ("Address", "Register Name", *[""] * (table.width - 2))
    rows = tuple(
        (row[0], re.sub(r"<(\d+:\d+)>$", r"[\1]", " ".join(row[1].split())), *row[2:])
        for row in lines
    )
    return replace(table, header=header, rows=rows, row_pages=(table.page, *_row_pages(table)))


_CJK_CAPTION = re.compile(r"^([*_\s]*)表\s*(?=\d)")


def _translated_captions(table: Table) -> Table:
    """The captions of a translated datasheet (TI's Chinese editions: ``表 8-8.
    ChargeOption0 Register (I2C address = 01h) Field Descriptions``) as the English
    ones read: ``Table 8-8. ...``."""
    before = tuple(_CJK_CAPTION.sub(r"\1Table ", line) for line in table.before)
    return table if before == table.before else replace(table, before=before)


_PROSE_HEADER_WORDS = 8


def _prose_header(table: Table) -> Table:
    """A table whose header line the PDF left as prose right above it (Everest: "Bit
    Name Bit Description", then rows ``MicAmpL | 7:4 | ...``): that line as the header
    and the first line as a row. Only when the table's own first line names no column,
    (an address, bit or name column; a value cell saying "(default)" is none), it has
    at least three columns, and the ways of cutting the prose line into as many labels
    that give every column a role and read as a register table all give each column
    the same role."""
    if not table.before or table.width < 3:
        return table
    own = column_roles(table)
    if ADDR in own or BIT in own or NAME in own or _bitcols(own):
        return table
    words = table.before[-1].strip("*_ ").split()
    # ADI: "Hex. Addr. Register Name Bit 7 Bit 6 .. Bit 0 Reset R/W": a bit's label is
    # one cell ("Bit 7"), so a line of eight of them is as few cells as it has columns
    words = re.sub(r"\b(Bit|D|B)\s+(\d{1,2})\b", r"\1#\2", " ".join(words)).split()
    bit_labels = sum(bool(re.fullmatch(r"(?:Bit|D|B)#\d{1,2}", w)) for w in words)
    most = _PROSE_HEADER_WORDS if bit_labels < MIN_BITCOLS else table.width + 3
    if not table.width <= len(words) <= most:
        return table
    words = [re.sub(r"^(Bit|D|B)#(\d)", r"\1 \2", w) for w in words]
    found: list[Table] = []
    readings: set[tuple[tuple[str, int], ...]] = set()
    for cuts in itertools.combinations(range(1, len(words)), table.width - 1):
        bounds = zip((0, *cuts), (*cuts, len(words)), strict=True)
        candidate = replace(
            table,
            header=tuple(" ".join(words[a:b]) for a, b in bounds),
            rows=(table.header, *table.rows),
            before=table.before[:-1],
            row_pages=(table.page, *_row_pages(table)),
        )
        roles = column_roles(candidate)
        if len(roles) == table.width and _kind(candidate, roles) in ("fields", "summary"):
            found.append(candidate)
            readings.add(tuple(sorted(roles.items())))
    # several cuts may read alike ("Hex. Addr. | Register Name" and "Hex. Addr. Register
    # | Name"): one reading is enough
    return found[0] if len(readings) == 1 else table
