"""Table normalisers applied before any reading: each takes a
:class:`~hwcc.extract.tables.Table` and returns it reshaped (a header folded over two
lines, a legend band above the header, bit columns the PDF split in two, a row-labelled
bit grid, a caption set below the table) or unchanged; :func:`_merge_continuations`
joins tables split over pages. Nothing is read into registers here."""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence
from dataclasses import replace

from hwcc.extract.numbers import parse_bits, parse_int, parse_range
from hwcc.extract.regmap.columns import (
    _ACCESS,
    MIN_BITCOLS,
    _bitcols,
    _caption,
    _cell,
    _context,
    _hex_column,
    _is_reserved,
    _kind,
    _row_pages,
    address_of,
    column_roles,
)
from hwcc.extract.regmap.state import (
    _BIT_ROW_WIDTHS,
    _BITCOL,
    _CAPTION,
    _CAPTION_LINE,
    _LOST_FIELD,
    _LOST_REGISTER,
    _LOST_RESERVED,
    _MAP_CAPTION,
    _MNEMONIC,
    ACCESS,
    ADDR,
    ADDRESS_COLON_NAME,
    BANK_LINE,
    BIT,
    DESC,
    NAME,
    RESET,
    VALUE,
    address_caption,
    bits_of_line,
    register_title,
    symbol_address_title,
)
from hwcc.extract.regmap.targets import _LABEL_LINE
from hwcc.extract.tables import Table
from hwcc.util.markdown import MERGED_MARK


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


# Trinamic: a field's bits ("11..8", "bit 7… 0") in one cell, its name opening the next
# ("IHOLD (Reset default: OTP) Standstill current", "PWM_SCALE_SUM: Actual ...")
_BITS_CELL = re.compile(
    r"^(?:bits?\s*)?(?P<a>\d{1,2})(?:\s*(?:\.\.|…|–|-|:)\s*(?P<b>\d{1,2}))?$", re.I
)
_OPENING_NAME = re.compile(r"^(?P<name>[A-Za-z_][A-Za-z0-9_.]*)(?P<after>\s*\(|:|\s+[01]:|\s|$)")


def _opening_field(text: str) -> str:
    """The field name opening a description cell, or "": an identifier that reads as one
    (an underscore or digit in it, or a bracket, colon or setting list after it: ``shaft
    1: Inverse``, ``IHOLD (Reset default: OTP)``), not a sentence's first word
    (``Actual measured``, ``UART write access counter``, ``StallGuard result``); a word
    in capitals before a capitalised one names too (``IHOLD Standstill current``, ``IRUN
    Motor run current``: the cell is a bit range's)."""
    m = _OPENING_NAME.match(text.strip())
    if m is None:
        return ""
    name, after = m.group("name").rstrip("."), m.group("after")
    alone = m.end() >= len(text.strip())  # the cell is the name alone ("ENN")
    capitals = re.fullmatch(r"[A-Z]{3,}", name) is not None and re.match(
        r"[A-Z][a-z]", text.strip()[m.end() :]
    )
    named = (
        alone
        or re.search(r"[_\d]", name) is not None
        or after.strip() in ("(", ":", "0:", "1:")
        or bool(capitals)
    )
    return name if named else ""


def _bit_names_in_descriptions(table: Table) -> Table:
    """A map whose rows give a field's bits in one cell and open the next with its name
    (Trinamic: ``R/W | Addr | n | Register | Description / bit names | Description /
    bit names``, a ``Bit`` title row per register, then ``4..0 | IHOLD (Reset
    default: OTP) ...``): the bits as a Bit column, the names as a Symbol column beside
    the Register column (a combined table, as NXP prints it), the rest as the
    description. A row with no bits (a title, or a register without fields) names its
    register there. Only under two equal header cells that say they hold bit names."""
    header = [" ".join(c.lower().split()) for c in table.header]
    pair = next(
        (
            i
            for i in range(len(header) - 1)
            if header[i] == header[i + 1] and re.search(r"\bbit\s*names?\b", header[i])
        ),
        None,
    )
    reg_col = next((i for i, h in enumerate(header) if h in ("register", "register name")), None)
    if pair is None or reg_col is None or not table.rows:
        return table
    rows = []
    for row in table.rows:
        bits, text = _cell(row, pair).strip(), _cell(row, pair + 1).strip()
        m = _BITS_CELL.match(bits)
        name = _opening_field(text) if m else ""
        if m and name:
            span = f"{m.group('a')}:{m.group('b')}" if m.group("b") else m.group("a")
            cells = (span, name, text)
        else:
            # a title row ("Bit | GCONF – Global ..."), or a register described whole
            described = text if bits.lower() in ("bit", "bits", "") else bits
            cells = ("", _cell(row, reg_col), described)
        rows.append((*row[:pair], *cells, *row[pair + 2 :]))
    return replace(
        table,
        header=(*table.header[:pair], "Bit", "Symbol", "Description", *table.header[pair + 2 :]),
        rows=tuple(rows),
    )


_SPREAD_BITS = re.compile(r"(?:register\s+)?(?:fields?|bits?)", re.I)


def _spread_bit_header(table: Table) -> Table:
    """A header cell ``Fields`` spread over 8 or 16 columns with no bit numbers
    (NXP MPR121: ``REGISTER | Fields x8 | Register Address | Initial Value``): those
    columns are bits 7..0 (15..0) from left to right. Only for exactly such a run
    beside other columns, and not where the first row numbers the columns itself."""
    header = [c.strip() for c in table.header]
    for start, text, width in _runs(header):
        if width not in (8, 16) or not _SPREAD_BITS.fullmatch(text) or width == len(header):
            continue
        first = table.rows[0][start : start + width] if table.rows else ()
        if any(_BITCOL.match(c.strip()) for c in first):
            return table  # the numbers are in the first row (:func:`_folded`)
        labels = [f"Bit {width - 1 - k}" for k in range(width)]
        cells = (*table.header[:start], *labels, *table.header[start + width :])
        return replace(table, header=cells)
    return table


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
    spanned = [
        i
        for i, h in enumerate(table.header)
        if re.fullmatch(r"(?:register\s+)?bits?", h.strip(), re.I)
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
        and any(re.match(r"(?i)add(?:r|ress)?\b", h.strip()) for h in table.header)
    )
    if numeric or not (words or relabelled) or not labelled:
        return table
    header = tuple(
        first[i].strip()
        if i in labels
        else h
        if (i >= len(first) or first[i].lower() in h.lower())
        else f"{h} {first[i]}".strip()
        for i, h in enumerate(table.header)
    )
    return replace(table, header=header, rows=table.rows[1:], row_pages=table.row_pages[1:])


_ROLE_WORD = re.compile(
    r"addr|reg|name|symbol|field|bit|default|reset|access|type|desc|function|value", re.I
)
_ROW_LABEL_HEAD = re.compile(r"^bit\s*(?:no\.?|#|number)?$", re.I)
_NAMES_LABEL = re.compile(r"\b(?:name|field|symbol|mnemonic|function)s?\b", re.I)
_VALUES_LABEL = re.compile(r"\b(?:por|reset|default|initial)\b", re.I)  # not "value": examples


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
    if len(names) != 1:
        return table
    rows = (names[0][1:], *(v[1:] for v in values[:1]))
    return replace(table, header=rest, rows=rows, row_pages=table.row_pages[: len(rows)])


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


# a description cell that opens with the field's name (SMSC/Microchip PHYs: "Bits |
# Description | Type | Default", "Speed Select 0 = 10Mbps 1 = 100Mbps ..."): an upper-case
# identifier, or a few words before the first "<value> = " of its values
_OPENING_ID = re.compile(r"^([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)(?=\s|$)")
_BEFORE_VALUES = re.compile(
    r"^([A-Z0-9][\w+/-]*(?: [\w+/()-]+){0,5}?) (?:[01]+b?|\d+|\[[01]+\]) = "
)


def _described_names(table: Table) -> Table:
    """A field table that names its fields only in the first words of the description
    cells gets a Name column of those names: an upper-case identifier of four or more
    characters (``EDPWRDOWN``, ``SYM_ERR_CNT``, ``INT7``) or the words before the first
    value (``Speed Select`` in "Speed Select 0 = 10Mbps"); rows of neither get no name
    (left out). Only when the table has bit and description columns and no name column,
    and the names read so cover at least 60 % of its non-reserved rows, no two alike."""
    roles = column_roles(table)
    if NAME in roles or BIT not in roles or DESC not in roles or ADDR in roles:
        return table
    col = roles[DESC]
    names: list[str] = []
    counted = named = 0
    for row in table.rows:
        text = _cell(row, col).strip()
        if text.lower().startswith("reserved"):
            names.append("RESERVED")
            continue
        counted += 1
        ident = _OPENING_ID.match(text)
        worded = _BEFORE_VALUES.match(text)
        name = ""
        after = text[ident.end() :].lstrip()[:1] if ident else ""
        if (
            ident
            and len(ident.group(1)) >= 4
            and (len(text) == ident.end() or text[ident.end()] == " ")
            # (a word before a phrase going on: X-Powers "DCDC5 85% low voltage turn off
            # PMIC function" speaks of DCDC5, it does not name the bit so; "GAUGE_RST reset
            # the gauge" does)
            and ("_" in ident.group(1) or not (after.isdigit() or after.islower()))
        ):
            name = ident.group(1)
        elif worded:
            name = worded.group(1)
        named += bool(name)
        names.append(name)
    if not counted or named < 0.6 * counted:
        return table
    given = [n for n in names if n and n != "RESERVED"]
    if len(set(given)) < len(given):
        # one word opening several rows (X-Powers: "VBUS insert IRQ enable", "VBUS
        # remove IRQ enable") is what they speak of, not each bit's name
        return table
    header = (*table.header[:col], "Name", *table.header[col:])
    rows = tuple(
        (*row[:col], name, *row[col:]) for row, name in zip(table.rows, names, strict=True)
    )
    return replace(table, header=header, rows=rows)


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


# a register's name in words, then its symbol in brackets: "Socket n Mode (Sn_MR)"
_NAMED_SYMBOL = re.compile(
    r"[A-Za-z][\w/&.,-]*(?: [\w/&.,-]+)*\s*\((?P<s>[A-Za-z][A-Za-z0-9]*_?[A-Z][A-Za-z0-9_]*)\)"
)
_NOT_SYMBOLS = {"RW", "RO", "WO", "WC", "RC", "W1C", "R_W", "TM"}


def _abbreviates(symbol: str, words: str) -> bool:
    """Whether ``symbol`` opens with the initial of one of ``words`` (``PTIMER`` of "PPP
    LCP Request Timer", ``Sn_MR`` of "Socket n Mode"), as a register's symbol does; a
    qualifier does not (``MSB`` of "Pressure Data", ``SPI`` of "Interface
    Configuration")."""
    initials = {w[0].lower() for w in re.findall(r"[A-Za-z]+", words)}
    return symbol[0].lower() in initials


def _symbol_names(table: Table) -> Table:
    """A name column whose cells give each register's name in words, then its symbol in
    brackets (WIZnet: ``Mode (MR)``, ``PHY Configuration (PHYCFGR)``) named by the
    symbols: only when three cells or more and 60 % of the column's filled cells read so
    (a lone ``ADC & DAC Control (CTR1)`` among plain names stays whole); a cell opening
    with a symbol keeps it (``EN_AA Enhanced ShockBurst (TM)``)."""
    bracketed = sum(any(c.rstrip().endswith(")") for c in row) for row in table.rows)
    if bracketed < 3:
        return table  # (cheap: most tables have no such cells)
    roles = column_roles(table)
    col = roles.get(NAME)
    if col is None:
        return table
    cells = [" ".join(_cell(row, col).split()) for row in table.rows]
    found = [
        m
        if (m := _NAMED_SYMBOL.fullmatch(c))
        and m.group("s").upper() not in _NOT_SYMBOLS
        and not re.match(r"[A-Za-z][A-Za-z0-9]*_[A-Za-z0-9_]+\s", c)
        and _abbreviates(m.group("s"), c[: m.start("s")])
        else None
        for c in cells
    ]
    at = roles.get(ADDR)
    placed = {
        (m.group("s"), _cell(row, at).strip() if at is not None else str(k))
        for k, (row, m) in enumerate(zip(table.rows, found, strict=True))
        if m
    }
    symbols = [symbol for symbol, _at in placed]
    if len(set(symbols)) != len(symbols):
        return table  # one symbol at several addresses: a qualifier ("(MSB)"), no name
    filled = [c for c in cells if c and c != MERGED_MARK and not _is_reserved(c)]
    hits = sum(m is not None for m in found)
    # (cells of a symbol per address, "Gateway Address (GAR0) (GAR1)", read so too)
    listed = sum(bool(_SYMBOLS_AFTER.fullmatch(c)) for c in filled)
    if hits < 3 or hits + listed < 0.6 * len(filled):
        return table
    rows = tuple(
        (*row[:col], m.group("s"), *row[col + 1 :]) if m else row
        for row, m in zip(table.rows, found, strict=True)
    )
    return replace(table, rows=rows)


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


# a name cell ending in bracketed symbols, one per register of the row's addresses
_SYMBOLS_AFTER = re.compile(
    r"(?:[A-Za-z][\w /&.,-]*?\s*)?(?P<s>(?:\([A-Za-z_][A-Za-z0-9_]*\)\s*){2,})"
)


def _unstacked(table: Table) -> Table:
    """Rows the PDF drew without a rule between them, their lines stacked in one cell
    each (Novatek: ``0x3000 0x3001 | Chip_Version_H Chip_Version_L | 7:0 7:0 | R R |
    0x14 0x10 | <description>``), split into one row per line: only where the address
    cell holds two or more addresses and the name cell as many distinct identifiers
    (none a capitalised word: ``Test Mode`` is one name), or as many bracketed symbols
    after a name (WIZnet: ``Gateway Address (GAR0) (GAR1) (GAR2) (GAR3)``);
    cells holding as many words are split with them, any other cell (a description) is
    given to every row, and the rows keep their page."""
    roles = column_roles(table)
    if ADDR not in roles or NAME not in roles or not table.rows:
        return table
    a, n = roles[ADDR], roles[NAME]
    hexcol = _hex_column(table, a)
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
                rows.append(
                    tuple(words[i] if len(words := cell.split()) == k else cell for cell in row)
                )
                pages.append(page)
            continue
        rows.append(row)
        pages.append(page)
    if not changed:
        return table
    return replace(table, rows=tuple(rows), row_pages=tuple(pages))


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
            table = _split_like(prev, table)
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
    if any(re.match(r"[*_\s]*examples?\b", line, re.I) for line in between):
        return False  # "Example: I2S, 24-bit, master mode." over values to write
    if _rows_after_description(prev, table):
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


def _next_bits(prev: Table, table: Table, col: int) -> bool:
    """Whether the first line of ``table`` is the field row that comes next in
    ``prev``'s bit column: digits only (a value code such as ``00`` or ``01`` has a
    leading zero), below every bit the rows before it hold (fields are listed from the
    top bit down) and overlapping none, or the first row under a header alone."""
    cell = _cell(table.header, col).strip()
    bits = parse_bits(cell)
    if bits is None or re.search(r"[A-Za-z]", cell) or re.match(r"0\d", cell):
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


_MARKED_ADDRESS = re.compile(r"0x[0-9A-Fa-f]+|[0-9][0-9A-Fa-f]*[hH]")


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


_RESET_LABEL = re.compile(r"(?:default|reset|power[- ]on|por)(?:\s+values?)?", re.I)


MIN_SIDEWAYS_BITS = 8  # bit rows a summary printed sideways must have
# Si4702 "D15", Maxim "BIT7" (never Microchip's "bit 7" rows of a register figure)
_SIDEWAYS_BIT = re.compile(r"(?:D|BIT)(\d{1,2})")
# the rows of values at reset and of access a sideways map may hold (not "RESET TYPE")
_SIDEWAYS_RESET = re.compile(r"(?:reset|default|por)(?:\s+value)?", re.I)
_SIDEWAYS_ACCESS = re.compile(r"r\s*/\s*w|access", re.I)
_SIDEWAYS_ADDRESS = re.compile(r"(?:reg(?:ister)?|addr(?:ess)?)\d?", re.I)  # "Reg1": note 1


def _sideways_map(table: Table) -> Table:
    """A register summary printed sideways (Silicon Labs Si4702: rows ``D0`` .. ``D15``
    of field names, then a ``Name`` row of register names and a ``Reg`` row of
    addresses, one column per register; Maxim MAX77826: ``BIT0`` .. ``BIT7`` rows and a
    ``RESET VALUE`` and an ``R/W`` row) as a map with one row per register: ``Address |
    Name | Reset | Access | D15 .. D0`` (a reset or access row when the table has one of
    each). Only with eight bit rows at least, each bit once, one name row and one address
    row; columns without a marked address (a notes column) are left out, and at least
    three must have one."""
    lines = [table.header, *table.rows]
    labels = [_cell(line, 0).strip() for line in lines]
    bit_rows = [
        (int(m.group(1)), k) for k, lab in enumerate(labels) if (m := _SIDEWAYS_BIT.fullmatch(lab))
    ]
    bits = dict(bit_rows)  # bit -> line
    names = [k for k, lab in enumerate(labels) if lab.lower() == "name"]
    addresses = [k for k, lab in enumerate(labels) if _SIDEWAYS_ADDRESS.fullmatch(lab)]
    if (
        len(bits) < MIN_SIDEWAYS_BITS
        or len(bits) != len(bit_rows)
        or sorted(bits) != list(range(len(bits)))
        or len(names) != 1
        or len(addresses) != 1
    ):
        return table
    name_line, address_line = lines[names[0]], lines[addresses[0]]
    columns = [
        c
        for c in range(1, table.width)
        if _MARKED_ADDRESS.fullmatch(_cell(address_line, c).strip())
    ]
    if len(columns) < 3:
        return table
    # Maxim MAX77826: "RESET VALUE" and "R/W" rows beside the bit rows, one each
    extra = [
        (label, found[0])
        for label, pattern in (("Reset", _SIDEWAYS_RESET), ("Access", _SIDEWAYS_ACCESS))
        if len(found := [k for k, lab in enumerate(labels) if pattern.fullmatch(lab)]) == 1
    ]
    top = max(bits)
    rows = tuple(
        (
            _cell(address_line, c).strip(),
            _cell(name_line, c).strip(),
            *(_cell(lines[k], c).strip() for _label, k in extra),
            *(_cell(lines[bits[b]], c) for b in range(top, -1, -1)),
        )
        for c in columns
    )
    # its shape says what it is, whatever heading the text order set it under
    caption = "Register summary (printed sideways)"
    return replace(
        table,
        header=(
            "Address",
            "Name",
            *(label for label, _k in extra),
            *(f"D{b}" for b in range(top, -1, -1)),
        ),
        rows=rows,
        row_pages=tuple(table.page for _ in rows),
        before=(*table.before, caption)[-4:],
    )


def _transposed(table: Table) -> Table:
    """A register table printed sideways (TI: ``REGISTER | 0x01 | 0x02 .. 0x07`` over
    ``Default | C3h | 05h ..``) as one row per register: ``Address | Default``. Only
    when the first header cell speaks of registers or addresses, every other one is one
    marked address (``0x01``, ``01h``), all distinct, and a row is labelled as the
    values at reset; ``table`` unchanged otherwise."""
    head = table.header[0].lower() if table.header else ""
    cells = [c.strip() for c in table.header[1:]]
    if (
        table.width < 3
        or not re.search(r"regist|addr", head)
        or not all(_MARKED_ADDRESS.fullmatch(c) for c in cells)
        or len(set(cells)) != len(cells)
    ):
        return table
    resets = [row for row in table.rows if _RESET_LABEL.fullmatch(_cell(row, 0).strip())]
    if len(resets) != 1:
        return table
    rows = tuple((address, _cell(resets[0], col)) for col, address in enumerate(cells, start=1))
    page = _row_pages(table)[table.rows.index(resets[0])]
    return replace(
        table, header=("Address", "Default"), rows=rows, row_pages=tuple(page for _ in rows)
    )


_POINTER_BIT = re.compile(r"^([A-Z]{1,2})(\d)$")
_POINTED_REGISTER = re.compile(r"^(?:selected\s+)?register(?:\s+name)?$", re.I)
_ACCESS_NOTE = re.compile(
    r"\s*\((?P<access>read[\s/-]*only|write[\s/-]*only|read\s*/\s*write|R/W|RO|WO|R|W)\)",
    re.I,
)
_NO_OPERATION = re.compile(r"\bno\s+operation\b|\bNOP\b", re.I)
# the header a pointer table is given: read after every other map (summary.pointer_tables)
POINTER_HEADER = ("Pointer", "Register", "Access")
_DEFAULT_NOTE = re.compile(r"\s*\(power[- ]?up default\)", re.I)  # the pointer's value at reset
MIN_POINTER_ROWS = 3


def _pointer_bits(table: Table) -> Table:
    """A register map that gives each register's pointer as bits in columns (TI TMP102:
    ``P1 | P0 | REGISTER`` over ``1 | 0 | TLOW Register (Read/Write)``) as ``Address |
    Name | Access``: the bits, read as one binary number, are the address; an access in
    parentheses in the name is its access (a note that this pointer is the one at reset,
    NS LM75A's "(Power-up default)", is dropped). Only when the bit columns share one
    prefix and count down to 0, the one other column is headed ``Register`` (or
    ``Selected register``), every bit cell is one ``0`` or ``1``, every name is given,
    the values are distinct and there are three rows at least; a row naming no
    operation (ADI's ``0 0 0 | No operation (NOP)``) is left out. ``table`` unchanged
    otherwise (``F1 | F0 | CONSECUTIVE FAULTS`` is a setting's values). The table is
    headed :data:`POINTER_HEADER`, so that it is read after the document's other maps
    (``summary.pointer_tables``)."""
    header = [c.strip() for c in table.header]
    bits = [m for c in header[:-1] if (m := _POINTER_BIT.match(c))]
    if (
        len(bits) < 2
        or len(bits) != len(header) - 1
        or len({m.group(1) for m in bits}) != 1
        or [int(m.group(2)) for m in bits] != list(range(len(bits) - 1, -1, -1))
        or not _POINTED_REGISTER.match(header[-1])
        or len(table.rows) < MIN_POINTER_ROWS
    ):
        return table
    rows = []
    for row in table.rows:
        digits = [_cell(row, c).strip() for c in range(len(bits))]
        name = _cell(row, len(bits)).strip()
        if not name or any(d not in ("0", "1") for d in digits):
            return table
        if _NO_OPERATION.search(name):
            continue  # ADI: "0 0 0 | No operation (NOP)": a command, no register
        notes = list(_ACCESS_NOTE.finditer(name))
        access = re.sub(r"[\s-]+", " ", notes[0].group("access")) if len(notes) == 1 else ""
        name = _DEFAULT_NOTE.sub("", _ACCESS_NOTE.sub("", name)).strip()
        if not name:
            return table
        rows.append((f"{int(''.join(digits), 2):02X}h", name, access))
    if len({r[0] for r in rows}) != len(rows) or len(rows) < MIN_POINTER_ROWS - 1:
        return table
    return replace(table, header=POINTER_HEADER, rows=tuple(rows), row_pages=())


_ADDRESS_CELL = re.compile(r"address\s*[:=]?\s*(0x[0-9A-Fa-f]+|[0-9][0-9A-Fa-f]*h)", re.I)


_ACCESS_TOKENS = re.compile(r"^(?:(?:R/W|R/WC|R/W1C|RW|RO|WO|R|W|W1C|RC)\s*)+$")


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


def _figure_value_row(table: Table) -> Table:
    """A register figure of bit values over an access row (TI: ``0 | 0 | 0 | 0 | 1 |
    0 | 0 | 0`` then ``R/W R/W ..``) as the lone row of values; ``table`` unchanged
    unless the header holds 8, 16 or 32 cells of ``0``/``1`` and every row only access
    words."""
    cells = [c.strip() for c in table.header]
    if not table.rows or len(cells) not in (8, 16, 32) or not all(c in ("0", "1") for c in cells):
        return table
    for row in table.rows:
        if not all(_ACCESS_TOKENS.match(c.strip()) for c in row if c.strip()):
            return table
    return replace(table, rows=(), row_pages=())


_ROW_LABEL = re.compile(r"^(read|write|r|w|reset)(?:\s*\(\d\))?$", re.I)


def _read_write_rows(table: Table) -> Table:
    """NXP's register figure (``Bit | 7 | 6 .. 0`` over a ``Read`` row of names, a
    ``Write`` row and a ``Reset`` row of bit values; Kinetis manuals label them ``R``,
    ``W``, ``Reset``) as the bit-row table the reader knows: the bit numbers as header,
    the names (a bit the Read row leaves blank or constant takes the Write row's name:
    write-only bits), then the reset values. Only when the first header cell says
    ``Bit``, the others number 8, 16 or 32 bits down to 0, and every row is labelled
    read, write or reset, a read row and at most one of each among them (a last row
    holding the table's footnote aside)."""
    head = [c.strip() for c in table.header]
    if not head or head[0].lower() not in ("bit", "bits") or len(head) - 1 not in (8, 16, 32):
        return table
    if head[1:] != [str(b) for b in range(len(head) - 2, -1, -1)]:
        return table
    rows: dict[str, tuple[str, ...]] = {}
    body = table.rows
    if body and re.match(r"\d\.\s", _cell(body[-1], 0)):
        body = body[:-1]  # the table's footnote, set in its last row ("1. As shown | on ..")
    for row in body:
        m = _ROW_LABEL.match(_cell(row, 0).strip())
        label = m.group(1).lower() if m else ""
        key = {"r": "read", "w": "write"}.get(label, label)
        if not key or key in rows:
            return table
        rows[key] = tuple(c.strip() for c in row[1:])
    read = rows.get("read")
    if read is None:
        return table
    write = rows.get("write", ("",) * len(read))
    names = tuple(
        w if (not r or r in ("0", "1")) and w and w not in ("0", "1") else r
        for r, w in zip(read, write, strict=False)
    )
    # (a dash in the reset row marks a reserved bit, which has no value)
    reset = tuple("" if c in ("-", "\u2013", "\u2014") else c for c in rows.get("reset", ()))
    out = (names, reset) if reset else (names,)
    return replace(table, header=tuple(head[1:]), rows=out, row_pages=_row_pages(table)[: len(out)])


def _bits_under_names(table: Table) -> Table:
    """A register figure with a row of field names and a row of bit numbers, a column
    of its reset at the end and a row stating its address (Kionix: ``PC1 | RES | .. |
    TPE | Reset Value`` over ``Bit7 .. Bit0 | 00000000``, then cells saying ``Address:
    0x1B``; or the bit numbers first) as the bit-row table the reader knows: the bit
    labels as header, one row of names, each name carrying its bit's reset (``PC1
    (0)``) when the reset cell holds one 0/1 digit per bit, and the address line after
    the lines before it. Only when the bit labels run down to 0 over 8, 16 or 32
    leading columns, the names row holds no bit label, the one column left (if any) is
    labelled reset or default, and every other row is empty or only states one
    address; ``table`` unchanged otherwise."""
    if not table.rows:
        return table
    for labels, names in ((table.rows[0], table.header), (table.header, table.rows[0])):
        bits = [m for c in labels if (m := _BITCOL.match(c.strip()))]
        count = len(bits)
        if (
            count in _BIT_ROW_WIDTHS
            and (low := int(bits[-1].group(1))) % 8 == 0
            and [int(m.group(1)) for m in bits] == list(range(low + count - 1, low - 1, -1))
            # no bit label among the names ("0" and "1" are bits fixed at that value)
            and not any(
                _BITCOL.match(c.strip()) and c.strip() not in ("0", "1") for c in names[:count]
            )
            and any(c.strip() for c in names[:count])
            # nor an access row ("R/W | R/W | R ..") set over the bit numbers
            and not any(
                " ".join(c.lower().split()) in _ACCESS or re.fullmatch(r"[RWU]-[01x]", c.strip())
                for c in names[:count]
            )
            and table.width <= count + 1
        ):
            break
    else:
        return table
    reset: list[str] | None = None
    if table.width == count + 1:
        label, value = _cell(labels, count), _cell(names, count)
        if not _RESET_LABEL.search(label):
            label, value = value, label
        digits = re.sub(r"[\s_]", "", value)
        if not _RESET_LABEL.search(label) or (digits and set(digits) - {"0", "1"}):
            return table
        if len(digits) == count:
            reset = list(digits)
    addresses = set()
    for row in table.rows[1:]:
        filled = {c.strip() for c in row if c.strip()}
        found = {m.group(1) for c in filled if (m := _ADDRESS_CELL.fullmatch(c))}
        if len(found) != len(filled):
            return table  # a row of something else: not this figure
        addresses |= found
    if len(addresses) > 1:
        return table
    row = tuple(c.strip() for c in names[:count])
    if reset is not None:
        row = tuple(f"{n} ({b})" if n else f"({b})" for n, b in zip(row, reset, strict=True))
    before = (*table.before, f"Address: {addresses.pop()}") if addresses else table.before
    return replace(
        table,
        header=tuple(c.strip() for c in labels[:count]),
        rows=(row,),
        before=before[-4:],
        row_pages=_row_pages(table)[:1],
    )


def _bit_figure(table: Table) -> tuple[int, int] | None:
    """(top, low) bits of a register figure of one row of names under a header of bit
    labels only, running down without a gap to a multiple of 8; None otherwise."""
    if len(table.rows) != 1:
        return None
    bits = [m for c in table.header if (m := _BITCOL.match(c.strip()))]
    if len(bits) != table.width or table.width % 8:
        return None
    numbers = [int(m.group(1)) for m in bits]
    low = numbers[-1]
    if low % 8 or numbers != list(range(low + len(numbers) - 1, low - 1, -1)):
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


def _joined(prev: Table, table: Table) -> Table | None:
    first, second = _bit_figure(prev), _bit_figure(table)
    if first is None or second is None or prev.section != table.section:
        return None
    stated, here = _addresses_in(prev.before), _addresses_in(table.before)
    only_addresses = all(_ADDRESS_CELL.fullmatch(b.strip()) for b in table.before)
    # prose between them: still one register where both state its one address
    one_address = len(stated) == 1 and here == stated
    if not (only_addresses and (not here or here == stated)) and not one_address:
        return None
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


_ROW_ADDRESS = re.compile(r"0x[0-9A-Fa-f]{2,4}|[0-9][0-9A-Fa-f]{1,3}h")
_ROW_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_ ]*(?:<\d+:\d+>|\[\d+:\d+\])?")


_BRACKET_BITS = re.compile(r"\[(\d{1,2})(?::(\d{1,2}))?\]")
# a field's name opening its description, then a colon: "AVGT2-0: To select", "BDU: Block"
_COLON_NAME = re.compile(r"(?P<n>[A-Z][A-Z0-9_]*(?:\d+-\d+|\[\d+(?::\d+)?\])?)\s*:\s*(?P<d>.*)")


def _headerless_fields(table: Table) -> Table:
    """A register's field descriptions printed as a table without a header (ST HTS221:
    ``[7:6] | Reserved``, ``[5:3] | AVGT2-0: To select the numbers ...``) headed ``Bit |
    Description``, its first line a row: only when that line and every row open with a
    bracketed bit range, two at least, counting down without overlap, and the table has
    no column roles of its own. Where most descriptions open with a name and a colon,
    that name is the field's (a Name column)."""
    lines = (table.header, *table.rows)
    if len(lines) < 2 or table.width < 2 or column_roles(table):
        return table
    spans = [_BRACKET_BITS.fullmatch(_cell(row, 0).strip()) for row in lines]
    if not all(spans):
        return table
    bits = [(int(m.group(1)), int(m.group(2) or m.group(1))) for m in spans if m]
    if any(lsb > msb or lower[0] >= lsb for (msb, lsb), lower in itertools.pairwise(bits)):
        return table
    pages = (table.page, *_row_pages(table))
    named = [_COLON_NAME.match(" ".join(_cell(row, 1).split())) for row in lines]
    described = [row for row in lines if not _is_reserved(_cell(row, 1))]
    if table.width == 2 and sum(m is not None for m in named) >= max(1, 0.6 * len(described)):
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


_TITLE_VALUE = r"(0x[0-9A-Fa-f]{1,4}|[0-9A-Fa-f]{1,4}h)"
_TITLE_ADDRESS = re.compile(rf"addr(?:ess)?\s*[:=]\s*{_TITLE_VALUE}", re.I)
_SPREAD_ADDRESS = re.compile(rf"addr(?:ess)?\s*[:=]?\s*{_TITLE_VALUE}", re.I)  # no colon
_LABELS = ("bit", "bits", "address")  # the first cell of a header line under a title


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


def _address_title(table: Table) -> Table:
    """A register figure whose first line is a title (ams: ``Addr: 0x80 | ENABLE``)
    over its header line (``Bit Bit Name | Default | Access | Bit Description``): the
    second line as the header, the title as a caption line before the table, and the
    header repeated on a new page dropped. Only for one address and a name alone in
    the title."""
    m = _TITLE_ADDRESS.fullmatch(_cell(table.header, 0))
    name = _cell(table.header, 1)
    if m is None or not name or any(c.strip() for c in table.header[2:]) or not table.rows:
        # ScioSense: "Address 0x00 | Address 0x00 | PART_ID | PART_ID | PART_ID", the
        # title's two merged cells spread over the columns, over "Bits | Field Name | .."
        spread = [text for _start, text, _length in _runs([c.strip() for c in table.header])]
        m = _SPREAD_ADDRESS.fullmatch(spread[0]) if len(spread) == 2 else None
        name = spread[1] if m else ""
        first = _cell(table.rows[0], 0).strip().lower() if table.rows else ""
        if m is None or not re.fullmatch(r"[A-Za-z_][\w-]*", name) or first not in _LABELS:
            return table
    header = table.rows[0]
    rows = tuple(row for row in table.rows[1:] if row != header)
    pages = tuple(p for row, p in zip(table.rows, _row_pages(table), strict=False) if row != header)
    return replace(
        table,
        header=header,
        rows=rows,
        row_pages=pages[: len(rows)],
        before=(*table.before, address_caption(name, m.group(1)))[-4:],
    )


# Lite-On: "0x80 | ALS_CONTR (default = 0x00) | ..": a figure's title row, the
# address then the symbol (and its default) across the bit columns
_FIGURE_NAME = re.compile(
    r"(?P<n>[A-Z][A-Z0-9]*(?:_ ?[A-Z0-9]+)*)(?:\s*\(\s*default\s*=\s*0x[0-9A-Fa-f]+\s*\))?"
)
_FIGURE_BIT = re.compile(r"(?:B|D|Bit\s*)(\d{1,2})", re.I)


def _titled_figure(table: Table) -> Table:
    """A register figure titled in its first row by the register's address and symbol
    (Lite-On: ``0x80 | ALS_CONTR (default = 0x00)`` spread over the eight bit columns,
    then ``| B7 | .. | B0``, then the field names under the bits) as the bit-row table
    the reader knows: the bit labels as header, the names as its row, the title as a
    caption line ``ALS_CONTR (Address: 0x80)`` before it. Only for one address, one
    symbol across every bit column, and 8 or 16 bit labels counting down to 0."""
    head = [c.strip() for c in table.header]
    if len(head) - 1 not in (8, 16) or not _ROW_ADDRESS.fullmatch(head[0]):
        return table
    title = _FIGURE_NAME.fullmatch(head[1])
    if title is None or any(c != head[1] for c in head[2:]) or len(table.rows) < 2:
        return table
    labels = [c.strip() for c in table.rows[0]]
    bits = [m.group(1) if (m := _FIGURE_BIT.fullmatch(c)) else "" for c in labels[1:]]
    if labels[0] or bits != [str(b) for b in range(len(bits) - 1, -1, -1)]:
        return table
    name = title.group("n").replace(" ", "")
    rows = tuple(row[1:] for row in table.rows[1:])
    return replace(
        table,
        header=tuple(labels[1:]),
        rows=rows,
        row_pages=_row_pages(table)[1:],
        before=(*table.before, address_caption(name, head[0]))[-4:],
    )


# Vishay: "COMMAND CODE: 0x03_H (0x03 DATA BYTE HIGH)", the byte of a 16-bit register
# (its command code) a field table describes
_COMMAND_BYTE = re.compile(r"command\s+code\s*:\s*(?P<a>0x[0-9A-Fa-f]{2})_(?P<b>[LH])\b", re.I)
_TITLE_NAME = re.compile(r"^register\s*:\s*(?P<n>[A-Za-z]\w*)$", re.I)


def _command_byte_fields(table: Table) -> Table:
    """A Vishay field table titled by a byte of one command code (``REGISTER: PS_CONF2 |
    COMMAND CODE: 0x03_H (0x03 DATA BYTE HIGH)``) over ``Command | Bit | Description``
    and its field rows: those rows under a ``Name | Bit | Description`` header, the bits
    of the high byte moved up by eight (``PS_HD`` printed as bit 3 is bit 11 of the
    16-bit register), captioned with the name and the command code. Only for a title
    giving one byte of one code, and an inner header whose first cells are ``Command``
    (or ``Register``) and ``Bit``; a bit cell that is no bit or range leaves the table
    as it was."""
    lines = (table.header, *table.rows)
    codes = {
        (m.group("a").lower(), m.group("b").upper())
        for line in lines
        for cell in line
        for m in _COMMAND_BYTE.finditer(cell)
    }
    inner = [
        k
        for k, line in enumerate(lines)
        if _cell(line, 0).strip().lower() in ("command", "register")
        and _cell(line, 1).strip().lower() == "bit"
        and "description" in _cell(line, 2).strip().lower()
    ]
    names = {m.group("n") for line in lines for c in line if (m := _TITLE_NAME.match(c.strip()))}
    if len(codes) != 1 or not inner or len(names) > 1:
        return table
    address, byte = next(iter(codes))
    shift = 8 if byte == "H" else 0
    rows: list[tuple[str, ...]] = []
    for line in lines[inner[-1] + 1 :]:
        name, bits, text = (" ".join(_cell(line, k).split()) for k in range(3))
        span = parse_bits(bits.replace(" ", ""))
        if span is None or span[0] > 7:
            return table
        msb, lsb = span[0] + shift, span[1] + shift
        rows.append((name, f"{msb}:{lsb}" if msb != lsb else str(msb), text))
    if not rows:
        return table
    title = names.pop() if names else ""
    return replace(
        table,
        header=("Name", "Bit", "Description"),
        rows=tuple(rows),
        row_pages=_row_pages(table)[-len(rows) :],
        before=(*table.before, address_caption(title or "REG", address))[-4:],
    )


_WIDTH_ADDRESS = re.compile(r"(?i)address\s+(\d{1,2})-bit")


def _width_addresses(table: Table) -> Table:
    """A map giving each register two addresses, one per access width (ADI ADE7953:
    ``Address 24-Bit | Address 32-Bit`` over ``0x200 | 0x300``: one register read as 24
    or as 32 bits): the first address column stays the address, with a ``Register Size
    (bits)`` column of its width, and the other address is said in the description
    (``Also at 0x300 as a 32-bit register.``), added as a ``Description`` column where
    the table has none; a row with no first address (``N/A | 0x37F``) stands at the
    other, of its width. Only for two columns so headed, their widths different and 16
    bits or more (``Address 7-Bit | 8-Bit`` are a bus address's forms)."""
    found = [
        (k, int(m.group(1)))
        for k, h in enumerate(table.header)
        if (m := _WIDTH_ADDRESS.fullmatch(" ".join(h.split())))
    ]
    if len(found) != 2 or found[0][1] == found[1][1] or min(w for _k, w in found) < 16:
        return table  # (7- and 8-bit bus addresses, 8- and 16-bit bus modes: no widths)
    (first, width), (second, other) = found
    described = next((k for k, h in enumerate(table.header) if "description" in h.lower()), None)
    header = list(table.header)
    header[first], header[second] = "Address", "Register Size (bits)"
    rows = []
    for row in table.rows:
        cells = list(row)
        also = _cell(row, second).strip()
        cells[second] = str(width) if _cell(row, first).strip() else ""
        note = f"Also at {also} as a {other}-bit register." if parse_int(also) is not None else ""
        if parse_int(_cell(row, first).strip()) is None and parse_int(also) is not None:
            # ("N/A | 0x37F | CRC": a register of the second width alone)
            cells[first], cells[second], note = also, str(other), ""
        if described is not None:
            cells[described] = " ".join(x for x in (_cell(row, described).strip(), note) if x)
        else:
            cells.append(note)
        rows.append(tuple(cells))
    if described is None:
        header.append("Description")
    return replace(table, header=tuple(header), rows=tuple(rows))


_HALF_LABEL = re.compile(r"(?i)(high|low)\s+byte")
_DEFAULT_LABEL = re.compile(r"(?i)default\s*=?")


def _word_context(table: Table, defaults: list[str]) -> bool:
    """Whether the lines over a figure of byte rows say its register is one word: the
    heading or a line before it gives two consecutive codes (``Flags(): 0x06 and 0x07``),
    or both bytes print their values at reset. A figure under ``DATAH Register (Address
    0x10)`` may be two byte registers'."""
    if defaults == ["high", "low"]:
        return True
    return any(
        (pair := _CODE_PAIR.search(line)) is not None and _word_pair(pair)
        for line in (table.heading, *table.before)
    )


def _byte_rows_grid(table: Table) -> Table:
    """A 16-bit register's bit figure drawn as two byte rows under one ``bit7 .. bit0``
    header (TI fuel gauges: ``| | bit7 | .. | bit0``, ``High Byte | OT | UT | ..``,
    ``Low Byte | OCVTAKEN | ..``, each optionally followed by ``Default = | 0 | 1 ..``
    and a row of the byte in hex) as one row over ``bit15 .. bit0``: the high byte's
    cells, then the low byte's, and under it a row of their bit values at reset when
    both print them in 0/1 (the labels dropped: a figure's rows). Only with a blank
    first header cell, bit7..bit0 over the other eight, exactly a High Byte row then a
    Low Byte row, and a word's context (:func:`_word_context`)."""
    bits = [_BITCOL.match(h.strip()) for h in table.header[1:]]
    if (
        table.width != 9
        or table.header[0].strip()
        or not all(bits)
        or [int(m.group(1)) for m in bits if m] != list(range(7, -1, -1))
    ):
        return table
    halves: dict[str, tuple[str, ...]] = {}
    defaults: dict[str, tuple[str, ...]] = {}
    half = ""
    for row in table.rows:
        label = _cell(row, 0).strip()
        cells = tuple(_cell(row, k).strip() for k in range(1, 9))
        named = _HALF_LABEL.fullmatch(label)
        if named:
            half = named.group(1).lower()
            if half in halves:
                return table
            halves[half] = cells
        elif _DEFAULT_LABEL.fullmatch(label) and half:
            if all(c in ("0", "1") for c in cells):
                defaults[half] = cells
        else:
            return table
    if list(halves) != ["high", "low"] or not _word_context(table, list(defaults)):
        return table
    header = tuple(f"bit{n}" for n in range(15, -1, -1))
    rows = [(*halves["high"], *halves["low"])]
    if list(defaults) == ["high", "low"]:
        rows.append((*defaults["high"], *defaults["low"]))
    return replace(table, header=header, rows=tuple(rows), row_pages=_row_pages(table)[: len(rows)])


_BYTE_HALF = {"l": 0, "low": 0, "lsb": 0, "h": 8, "high": 8, "msb": 8}


def _byte_pairs(table: Table) -> Table:
    """A map that lists each 16-bit register as two byte rows at one address (Vishay:
    ``COMMAND CODE | DATA BYTE LOW / HIGH | REGISTER NAME | R / W | DEFAULT VALUE``,
    ``0x03 | L | PS_CONF1 | .. | 0x01`` then ``0x03 | H | PS_CONF2 | .. | 0x00``): one
    row per register, named by its low byte's name (the high byte's when the low one
    is reserved), its default the two bytes' (``0x0001``) when both state one in hex,
    its access theirs when they agree, with a ``Size (bits)`` column of 16. Only where
    the byte column's header says low and high, and every row pairs with the next at
    the same address as L then H."""
    col = next(
        (
            k
            for k, h in enumerate(table.header)
            if re.search(r"\bbyte\b", h, re.I) and re.search(r"\blow\b.*\bhigh\b", h, re.I)
        ),
        None,
    )
    if col is None or col == 0 or len(table.rows) < 2 or len(table.rows) % 2:
        return table
    roles = column_roles(
        replace(table, header=tuple(h if k != col else "" for k, h in enumerate(table.header)))
    )
    if ADDR not in roles or NAME not in roles:
        return table
    addr, name = roles[ADDR], roles[NAME]
    reset, access = roles.get(RESET), roles.get(ACCESS)
    # a default column in hex: the cells say so (``0x86``, ``86h``) or a bare cell holds
    # a hex letter (``A1``); bare digits alone (``10``) could be either
    hexreset = reset is not None and _hex_column(table, reset)
    rows: list[tuple[str, ...]] = []
    for low, high in zip(table.rows[::2], table.rows[1::2], strict=True):
        halves = [_BYTE_HALF.get(_cell(r, col).strip().lower()) for r in (low, high)]
        if halves != [0, 8] or _cell(low, addr).strip() != _cell(high, addr).strip():
            return table
        row = list(low)
        if _is_reserved(_cell(low, name)) and not _is_reserved(_cell(high, name)):
            row[name] = _cell(high, name)
        if reset is not None:
            texts = [_cell(r, reset).strip() for r in (low, high)]
            marked = all(re.fullmatch(r"0x[0-9A-Fa-f]{1,2}|[0-9A-Fa-f]{1,2}h", t) for t in texts)
            lo, hi = (parse_int(t, hex_default=True) for t in texts)
            fits = lo is not None and hi is not None and lo < 0x100 and hi < 0x100
            row[reset] = (
                f"0x{hi:02X}{lo:02X}"
                if fits and (marked or hexreset) and hi is not None and lo is not None
                else ""
            )
        if access is not None and _cell(low, access).strip() != _cell(high, access).strip():
            row[access] = ""  # the bytes' access differs: the register's is not one
        row[col] = "16"
        rows.append(tuple(row))
    header = tuple("Size (bits)" if k == col else h for k, h in enumerate(table.header))
    return replace(table, header=header, rows=tuple(rows), row_pages=_row_pages(table)[::2])


def _split_column(
    table: Table, col: int, labels: tuple[str, ...], pieces: Sequence[tuple[str, ...]]
) -> Table:
    """``table`` with column ``col`` replaced by columns ``labels``, row k's cell by
    ``pieces[k]`` (one piece per label)."""
    return replace(
        table,
        header=(*table.header[:col], *labels, *table.header[col + 1 :]),
        rows=tuple(
            (*row[:col], *piece, *row[col + 1 :])
            for row, piece in zip(table.rows, pieces, strict=True)
        ),
    )


_BIT_THEN_NAME = re.compile(r"(\d{1,2}(?:\s*:\s*\d{1,2})?)\s+(\S.*)")


def _bit_and_name(table: Table) -> Table:
    """A column holding each field's bits and name in one cell under a header saying so
    (ams: ``Bit Bit Name`` over ``4 SMUXEN``, ``7:5 reserved``) as a bit column and a
    name column. Only when every filled cell of it opens with bits and goes on with a
    name."""
    for col, label in enumerate(table.header):
        words = label.lower().split()
        if not words or words[0] != "bit" or words[-1] != "name":
            continue
        cells = [_cell(row, col).strip() for row in table.rows]
        if table.rows and (
            not any(cells) or not all(_BIT_THEN_NAME.fullmatch(c) for c in cells if c)
        ):
            return table  # (a header with no row yet: its rows follow the description)
        split = [_BIT_THEN_NAME.fullmatch(c) for c in cells]
        pieces = [m.groups() if m else ("", "") for m in split]
        return _split_column(table, col, ("Bit", "Name"), pieces)
    return table


_CODE_PAIR = re.compile(r"0x([0-9A-Fa-f]{2})\s+and\s+0x([0-9A-Fa-f]{2})")
_CODE_RUN = re.compile(r"0x([0-9A-Fa-f]{2})\s+(?:through|to)\s+0x([0-9A-Fa-f]{2})", re.I)
_CODE_ONE = re.compile(r"0x([0-9A-Fa-f]{2})")


def _word_pair(pair: re.Match[str]) -> bool:
    """Whether a ``0xNN and 0xMM`` pair gives a word's two bytes: consecutive codes."""
    return int(pair.group(2), 16) == int(pair.group(1), 16) + 1


def _code_pairs(table: Table) -> Table:
    """A command list whose codes come in pairs for the two bytes of a word (TI fuel
    gauges: ``Name | Command Code`` over ``Voltage() | 0x04 and 0x05``, ``DataClass() |
    0x3E``, ``BlockData() | 0x40 through 0x5F``) as a register summary: an ``Address``
    column of the first code (a run keeps its span) and a ``Register Size (bits)``
    column, 16 for a pair and 8 for one code or a run. Only under a ``Command Code``
    header, when two cells or more are pairs of consecutive codes, four or more are
    filled and every filled cell is a pair, one code or a run, and the first column
    names commands as functions (``Voltage()``, three in four at least: an SPI flash's
    ``Fast Read | 0x0B and 0x0C`` or a display's ``Display ON | 0xAE and 0xAF`` are
    opcodes)."""
    for col, label in enumerate(table.header):
        if not re.fullmatch(r"(?i)\s*(?:command|cmd)\.?\s+code\s*", label):
            continue
        cells = [_cell(row, col).strip() for row in table.rows]
        # (less a note mark: "DataClass() (2)"; a Reserved row names no command)
        named = [re.sub(r"\s*\(\d\)$", "", _cell(row, 0).strip()) for row in table.rows]
        named = [n for n in named if n and not _is_reserved(n)]
        if sum(n.endswith("()") for n in named) < 0.75 * len(named):
            return table  # commands read as functions (TI: "Voltage()"), not opcodes
        pairs = [m for c in cells if (m := _CODE_PAIR.fullmatch(c))]
        if (
            len(pairs) < 2
            or len([c for c in cells if c]) < 4
            or not all(_word_pair(m) for m in pairs)
        ):
            return table
        pieces: list[tuple[str, str]] = []
        for cell in cells:
            pair, run, one = (r.fullmatch(cell) for r in (_CODE_PAIR, _CODE_RUN, _CODE_ONE))
            if pair:
                pieces.append((f"0x{pair.group(1)}", "16"))
            elif run:
                pieces.append((f"0x{run.group(1)}-0x{run.group(2)}", "8"))
            elif one:
                pieces.append((cell, "8"))
            elif not cell:
                pieces.append(("", ""))
            else:
                return table
        return _split_column(table, col, ("Address", "Register Size (bits)"), pieces)
    return table


_CJK_CAPTION = re.compile(r"^([*_\s]*)表\s*(?=\d)")


def _translated_captions(table: Table) -> Table:
    """The captions of a translated datasheet (TI's Chinese editions: ``表 8-8.
    ChargeOption0 Register (I2C address = 01h) Field Descriptions``) as the English
    ones read: ``Table 8-8. ...``."""
    before = tuple(_CJK_CAPTION.sub(r"\1Table ", line) for line in table.before)
    return table if before == table.before else replace(table, before=before)


# TI chargers: "01/00h", the two bytes of a word at consecutive addresses, high first
_BYTE_PAIR = re.compile(r"([0-9A-Fa-f]{2})h?\s*/\s*([0-9A-Fa-f]{2})h")
_BYTE_ONE = re.compile(r"[0-9A-Fa-f]{1,2}h")


def _byte_pair_addresses(table: Table) -> Table:
    """An address column giving a word register's two byte addresses (TI BQ25730:
    ``I2C ADDR (MSB/LSB)`` over ``01/00h``, ``2Fh`` for a byte register) as a register
    summary's ``Address`` column of the lower address and a ``Register Size (bits)``
    column, 16 for a pair and 8 for one address. Only under a header naming an address
    and the MSB/LSB order, when two cells or more are pairs of consecutive addresses and
    every filled cell is such a pair or one marked address."""
    for col, label in enumerate(table.header):
        if not re.search(r"addr", label, re.I) or not re.search(r"msb\s*/\s*lsb", label, re.I):
            continue
        cells = [_cell(row, col).strip() for row in table.rows]
        pieces: list[tuple[str, str]] = []
        pairs = 0
        for cell in cells:
            pair = _BYTE_PAIR.fullmatch(cell)
            if pair and int(pair.group(1), 16) == int(pair.group(2), 16) + 1:
                pieces.append((f"{pair.group(2)}h", "16"))
                pairs += 1
            elif _BYTE_ONE.fullmatch(cell):
                pieces.append((cell, "8"))
            elif not cell:
                pieces.append(("", ""))
            else:
                return table
        if pairs < 2:
            return table
        return _split_column(table, col, ("Address", "Register Size (bits)"), pieces)
    return table


# a header naming the field and its description in one column (TI LP55231: "BIT
# MNEMONIC AND DESCRIPTION" over "CHIP_EN 0 = LP55231 not enabled")
_NAME_AND_DESCRIPTION = re.compile(
    r"\b(?:mnemonic|name|symbol|field)(?=\s*(?:and|&|/)\s*(?:description|function)\b)", re.I
)
# CHIP_EN, D9_ON, START-UP_BUSY, FORCE_1x: an underscore joins it
_JOINED_MNEMONIC = re.compile(r"[A-Z][A-Za-z0-9-]*_[A-Za-z0-9_-]*[A-Za-z0-9]")
_CAPITAL_WORD = re.compile(r"[A-Z][A-Z0-9]+")  # TEMP, I2C, CH1, D1


def _leading_mnemonic(text: str) -> tuple[str, str]:
    """A cell opening with a field's mnemonic and going on with its description, as
    (mnemonic, description): one joined by underscores (``CHIP_EN``, ``D9_ON``) alone,
    else the capital words before the first word in lower case (``TEMP COMP
    Temperature compensation``, ``CH1 EN Channel 1 enable``; a word again ends them:
    ``PWM PWM duty cycle``), less the last when the description goes on in lower case (an
    acronym opening it: ``EN ADC conversion enable``, ``CURRENT D1 output current``). A
    cell with no word in lower case after them (``VARIABLE FOR ENGINE1``, ``RESERVED``)
    is all name."""
    words = text.split()
    if not words:
        return "", ""
    if _JOINED_MNEMONIC.fullmatch(words[0]):
        count = 1
    else:
        count = 0
        while (
            count < len(words)
            and _CAPITAL_WORD.fullmatch(words[count])
            and (count == 0 or words[count] != words[0])
        ):
            count += 1
        if count >= 2 and count < len(words) and words[count][:1].islower():
            count -= 1
    rest = " ".join(words[count:])
    if not count or not any(c.islower() for c in rest):
        return " ".join(words), ""
    return " ".join(words[:count]), rest


def _mnemonic_and_description(table: Table) -> Table:
    """A column headed as holding each field's mnemonic and its description (TI
    LP55231: ``BIT MNEMONIC AND DESCRIPTION``, the mnemonic a line of its own the text
    layer joined to the description) as a Name and a Description column, split by
    :func:`_leading_mnemonic`. Only when three cells or more split so."""
    for col, label in enumerate(table.header):
        named = _NAME_AND_DESCRIPTION.search(label)
        if not named:
            continue
        pieces = [_leading_mnemonic(_cell(row, col)) for row in table.rows]
        if sum(bool(rest) for _name, rest in pieces) < 3:
            return table
        # the name column keeps its header's words ("BIT MNEMONIC"): what it names
        return _split_column(table, col, (label[: named.end()], "Description"), pieces)
    return table


_LOW_NIBBLE = re.compile(r"[01]{4}")
_HIGH_NIBBLE = re.compile(r"([01]{4})\s*[xX]{4}")
_LOW_HEX = re.compile(r"(?:0x)?([0-9A-Fa-f])h?")
_HIGH_HEX = re.compile(r"(?:0x([0-9A-Fa-f]{0,2}0)|([0-9A-Fa-f]{0,2}0)h)")


def _grid_labels(cells: tuple[str, ...]) -> tuple[str, list[int]] | None:
    """The kind ("bin"/"hex") and base addresses of a grid's column labels: high
    nibbles ``0000 xxxx`` or bases ``00h``, ``10h``, ``B0h``; None otherwise."""
    binary = [_HIGH_NIBBLE.fullmatch(c.strip()) for c in cells]
    if all(binary):
        return "bin", [int(m.group(1), 2) << 4 for m in binary if m]
    hexed = [_HIGH_HEX.fullmatch(c.strip()) for c in cells]
    if all(hexed):
        return "hex", [int(m.group(1) or m.group(2), 16) for m in hexed if m]
    return None


def _nibble_grid(table: Table) -> Table:
    """A register map drawn as a grid of address nibbles (Microchip: columns ``0000
    xxxx`` .. ``0111 xxxx`` for the high bits, rows ``0000`` .. ``1111`` for the low
    ones; Maxim: columns ``00h`` .. ``40h``, ``B0h``, rows ``0h`` .. ``Fh``; each cell a
    register name) as a summary: one ``Address | Name`` row per named cell,
    address-ordered. A name in several cells (CANSTAT in every column) is the register
    at its first address, the others its mirrors. Only when one line labels every
    column but the first with a distinct high part and every row opens with a distinct
    low nibble of the same notation."""
    if table.width < 3:
        return table
    lines = (table.header, *table.rows)
    found = next(
        (
            (k, labels)
            for k, line in enumerate(lines[:2])
            if (labels := _grid_labels(line[1:])) is not None
        ),
        None,
    )
    if found is None:
        return table
    kind, high = found[1]
    body = lines[found[0] + 1 :]
    low_pattern = _LOW_NIBBLE if kind == "bin" else _LOW_HEX
    lows = [low_pattern.fullmatch(_cell(row, 0).strip()) for row in body]
    if len(set(high)) != len(high) or not body or not all(lows):
        return table
    low = [
        int(m.group(1) if kind == "hex" else m.group(0), 16 if kind == "hex" else 2)
        for m in lows
        if m
    ]
    if len(set(low)) != len(low):
        return table
    cells: dict[int, str] = {}
    for row, offset in zip(body, low, strict=True):
        for col, base in enumerate(high, start=1):
            name = " ".join(_cell(row, col).split())
            if name and not _is_reserved(name):
                cells[base + offset] = name
    # register names, not a table of values (a CRC table's 9D, a character set's NUL,
    # SOH, "!"): mostly four characters or more, none a bare number
    names = list(cells.values())
    if not names or any(re.fullmatch(r"(?:0x)?[0-9A-Fa-f]{1,4}h?", n) for n in names):
        return table
    if sum(len(n) >= 4 for n in names) < 0.6 * len(names):
        return table
    seen: set[str] = set()
    rows = []
    for address in sorted(cells):
        if cells[address] not in seen:
            seen.add(cells[address])
            rows.append((f"0x{address:02X}", cells[address]))
    return replace(table, header=("Address", "Name"), rows=tuple(rows), row_pages=())


_BIT_SPAN_CELL = re.compile(r"bit\s*(\d{1,2})\s+bit\s*(\d{1,2})", re.I)


def _bit_span_row(table: Table) -> Table:
    """A register figure of names over one row whose only cell gives the bits at its
    ends (Microchip: ``SID10 | .. | SID3`` over ``bit 7 bit 0``) as bit labels over
    the names. Only when the span's width is the number of names."""
    if len(table.rows) != 1:
        return table
    row = table.rows[0]
    m = _BIT_SPAN_CELL.fullmatch(_cell(row, 0).strip())
    if m is None or any(c.strip() for c in row[1:]):
        return table
    top, low = int(m.group(1)), int(m.group(2))
    if top - low + 1 != table.width or not any(c.strip() for c in table.header):
        return table
    return replace(
        table,
        header=tuple(f"Bit{b}" for b in range(top, low - 1, -1)),
        rows=(tuple(c.strip() for c in table.header),),
    )


_VALUE_ACCESS_TEXT = re.compile(
    r"(0x[0-9A-Fa-f]+|\d+)\s+((?:R|W|RW|R/W|SC|RC)(?:\s*,\s*(?:R|W|RW|R/W|SC|RC))*)(?:\s+(\S.*))?"
)


def _default_access_merged(table: Table) -> Table:
    """A column the PDF merged from three under one header (ams: ``Default Access Bit
    Description`` over ``0 R CH0 ADC data``) as a default, an access and a description
    column. Only when every filled cell opens with a number and an access word."""
    for col, label in enumerate(table.header):
        words = label.lower().split()
        if words[:2] != ["default", "access"] or "description" not in words[2:]:
            continue
        cells = [" ".join(_cell(row, col).split()) for row in table.rows]
        split = [_VALUE_ACCESS_TEXT.fullmatch(c) if c else None for c in cells]
        if table.rows and (
            not any(cells) or any(c and m is None for c, m in zip(cells, split, strict=True))
        ):
            return table
        pieces = [(m.group(1), m.group(2), m.group(3) or "") if m else ("", "", "") for m in split]
        return _split_column(table, col, ("Default", "Access", "Description"), pieces)
    return table


_ADDRESS_THEN_NAME = re.compile(
    r"(?P<a>0x[0-9A-Fa-f]{1,4}|[0-9A-Fa-f]{1,4}h|\d{1,4})\s+(?P<n>[A-Za-z_][A-Za-z0-9_]*)"
)
# AMICCOM: "00h Mode", "07h RC OSC I", "0Bh GPIO1 Pin I" under "Address /Name": a marked
# hex address, then a name of words
_ADDRESS_THEN_WORDS = re.compile(
    r"(?P<a>0x[0-9A-Fa-f]{1,4}|[0-9][0-9A-Fa-f]{0,3}h)\s+"
    # (no address among the words: "0Eh and 0Fh Data Rate" names two addresses)
    r"(?P<n>[A-Za-z][A-Za-z0-9_]*(?: (?!(?i:0x|[0-9][0-9a-f]*h\b))[A-Za-z0-9_]+){0,4})"
)
# a register table's other columns: access, bits, reset
_MAP_COLUMN = re.compile(r"^\s*(?:r\s*/\s*w|access|bit\s*\d+|d\d+|reset|default)\b", re.I)
# Dialog: under "Register address", a marked hex address then one upper-case symbol
# the PDF may have broken across the cell's lines ("0x03 PLL_STATU S")
_ADDRESS_THEN_SYMBOL = re.compile(
    r"(?P<a>0[xX][0-9A-Fa-f]{1,4}|[0-9][0-9A-Fa-f]{0,3}h)\s+(?P<n>[A-Z][A-Z0-9_]*(?: [A-Z0-9_]+)*)"
)


def _address_and_name(table: Table) -> Table:
    """A column holding each row's address and register symbol in one cell under a
    header naming both (TI, columns the PDF fused: ``Address Acronym`` over ``0h
    CONFIG``, ``3Eh MANUFACTURER_ID``; AMICCOM ``Address /Name`` over ``07h RC OSC
    I``; Dialog ``Register address`` over ``0x03 PLL_STATUS``, beside a map's columns)
    as an address column and a name column. Only when every filled cell is an
    address then one symbol (under ``Name`` or ``Register``: a marked hex address
    then up to five words)."""
    for col, label in enumerate(table.header):
        words = re.split(r"[\s/&]+", label.lower().strip())
        # Dialog: "Register address" over "0x03 PLL_STATUS" (the cell giving both)
        named_first = words == ["register", "address"]
        if named_first:
            words = ["address", "register"]
        if len(words) != 2 or words[0] not in ("address", "addr", "offset"):
            continue
        if words[1] not in ("acronym", "name", "register", "symbol", "mnemonic"):
            continue
        cells = [" ".join(_cell(row, col).split()) for row in table.rows]
        others = [h.lower().strip() for k, h in enumerate(table.header) if k != col]
        if named_first and not (
            any(re.fullmatch(r"bits?", h) for h in others)
            and any(re.fullmatch(r"label|name|field(?: name)?|symbol", h) for h in others)
        ):
            # a bus transaction's, a script's, a flag list's "Register address": the
            # cell names a register only beside a field table's Bit and Label columns
            continue
        if (named_first or label.lower().split() != words) and not any(
            _MAP_COLUMN.match(h) for h in others
        ):
            continue  # "Address / Name" of a bus's devices or a pin list: no map's columns
        # a name in words only under "name" or "register" (an acronym is one symbol)
        cell_form = _ADDRESS_THEN_WORDS if words[1] in ("name", "register") else _ADDRESS_THEN_NAME
        if named_first:
            cell_form = _ADDRESS_THEN_SYMBOL
        split = [
            (cell_form if named_first else _ADDRESS_THEN_NAME).fullmatch(c)
            or cell_form.fullmatch(c)
            if c
            else None
            for c in cells
        ]
        if not any(split) or any(c and m is None for c, m in zip(cells, split, strict=True)):
            return table
        pieces = [(m.group("a"), m.group("n")) if m else ("", "") for m in split]
        labels = tuple(w.capitalize() for w in words)
        return _split_column(table, col, labels, pieces)
    return table


_NAME_ADDRESS_CELL = re.compile(
    r"(?P<name>[A-Za-z][A-Za-z0-9_]*(?: [A-Za-z0-9_]+)*)?\s*"
    r"\(\s*(?P<a>0x[0-9A-Fa-f]{1,4}|[0-9A-Fa-f]{1,4}h)\s*\)?"
)


# CMOSTEK: "CUS_SYS1 0x0C", a register's symbol and its address in one cell
_SYMBOL_THEN_ADDRESS = re.compile(
    r"(?P<n>[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)\s+(?P<a>0x[0-9A-Fa-f]{2,4})"
)


def _symbol_then_address(table: Table) -> Table:
    """A register-name column (``寄存器名``, ``Register``, ``Register Name``) whose cells
    give the symbol then the address (CMOSTEK CMT2300A: ``CUS_SYS1 0x0C`` over each of
    the register's field rows) as an address column and a name column. A group title
    alone in its row stays a title, a row with the cell empty goes on with the register
    above; another row whose cell reads otherwise (a range, ``CUS_CMT1 ~11 0x00 ~
    0x0A``) is left out. Only when most filled cells read so."""
    if ADDR in column_roles(table):
        return table  # an address column of its own: "PAGE1 0x00" is a name and a value
    for col, label in enumerate(table.header):
        if not re.fullmatch(r"寄存器名(?:称)?|register(?:\s+name)?", label.strip(), re.I):
            continue
        cells = [" ".join(_cell(row, col).split()) for row in table.rows]
        split = [_SYMBOL_THEN_ADDRESS.fullmatch(c) for c in cells]
        filled = [c for c in cells if c]
        if sum(m is not None for m in split) < max(3, 0.6 * len(filled)):
            return table
        # the registers' addresses run up the table (reset values beside names do not)
        firsts = list(dict.fromkeys((m.group("n"), int(m.group("a"), 16)) for m in split if m))
        if [a for _n, a in firsts] != sorted(a for _n, a in firsts):
            return table
        rows = []
        current = False  # a register's rows go on (not after a group title)
        for row, cell, m in zip(table.rows, cells, split, strict=True):
            alone = not any(x.strip() for k, x in enumerate(row) if k != col)
            if (m is None and cell and not alone) or (not cell and not current):
                continue
            current = m is not None or (current and not cell)
            # (an empty cell: the register above goes on, its cell cut by a page break)
            address, name = (m.group("a"), m.group("n")) if m else ("", cell)
            rows.append((*row[:col], address, name, *row[col + 1 :]))
        return replace(
            table,
            header=(*table.header[:col], "Address", "Register", *table.header[col + 1 :]),
            rows=tuple(rows),
            row_pages=(),
        )
    return table


def _name_and_address(table: Table) -> Table:
    """A column holding each row's register name and address in one cell under a
    header saying so (Semtech: ``Name (Address)`` over ``RegOpMode (0x01)``, ``(0x02)``
    for an unnamed one, names the PDF wrapped ``RegFifoAddr Ptr (0x0D)`` joined) as an
    address column and a name column. A group title alone in its row stays a title; a
    row whose cell reads otherwise ("RegRes17 to RegRes19") is left out: which
    registers it describes is not read, nor are the rows continuing it."""
    for col, label in enumerate(table.header):
        if not re.fullmatch(r"(?:register\s+)?name\s*\(\s*addr(?:ess)?\s*\)", label.strip(), re.I):
            continue
        rows = []
        dropped = False  # the last named row was left out: its continuation rows too
        for row in table.rows:
            cell = " ".join(_cell(row, col).split())
            m = _NAME_ADDRESS_CELL.fullmatch(cell) if cell else None
            alone = not any(x.strip() for k, x in enumerate(row) if k != col)
            if cell:
                dropped = m is None and not alone
            if dropped:
                continue
            name = (m.group("name") or "").replace(" ", "") if m else cell
            rows.append((*row[:col], m.group("a") if m else "", name, *row[col + 1 :]))
        if len(rows) < len(table.rows) / 2:
            return table
        return replace(
            table,
            header=(*table.header[:col], "Address", "Register", *table.header[col + 1 :]),
            rows=tuple(rows),
            row_pages=(),
        )
    return table


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


_PREFIXED_BITS = re.compile(r"^([A-Z][A-Z0-9_]{0,7})\[(\d{1,2}(?::\d{1,2})?)\]$")
_LETTERED_BIT = re.compile(r"^([A-Z])(\d{1,2})$")


def _register_prefixed_bits(table: Table) -> Table:
    """A field table whose bit cells name their register before each range (Linear:
    ``BIT | NAME | OPERATION | DEFAULT`` over ``A[6] | Current Alert``, ``B[7:6] | ADC
    Mode``) with the ranges alone, when the header's first cell says bits and every
    filled cell of that column carries one and the same register symbol. Bits after
    one register letter (``A7``, ``A6`` .. ``A0``) become the bits alone, the caption
    naming the register."""
    if not table.rows or not re.fullmatch(r"bits?", table.header[0].strip(), re.I):
        return table
    cells = [c for row in table.rows if (c := _cell(row, 0).strip())]
    lettered = [m for c in cells if (m := _LETTERED_BIT.match(c))]
    letters = {m[1] for m in lettered}
    if (
        len(lettered) >= 2
        and len(lettered) == len(cells)
        and len(letters) == 1
        and all(int(m[2]) < 32 for m in lettered)
        # the caption names the register by the letter ("CONTROL Register A (00h)"),
        # not pins (P1 .. P8)
        and any(re.search(rf"\bregister\s+{min(letters)}\b", x, re.I) for x in table.before[-2:])
    ):
        # Linear LTC2945 "A7 | ADC Snapshot Mode Enable" under "CONTROL Register A (00h)":
        # the bit after the register's letter (its caption names the register)
        rows = tuple(
            (m.group(2), *row[1:]) if (m := _LETTERED_BIT.match(_cell(row, 0).strip())) else row
            for row in table.rows
        )
        return replace(table, rows=rows)
    found = [m for c in cells if (m := _PREFIXED_BITS.match(c))]
    if len(found) < 2 or len(found) != len(cells) or len({m.group(1) for m in found}) != 1:
        return table
    rows = tuple(
        (m.group(2), *row[1:]) if (m := _PREFIXED_BITS.match(_cell(row, 0).strip())) else row
        for row in table.rows
    )
    # (the owner line goes first: the line nearest the table stays its title)
    owner = bits_of_line(found[0].group(1))
    return replace(table, rows=rows, before=(owner, *table.before[-3:]))


_ALIAS_PAIR = re.compile(
    r"^\s*(0x[0-9A-Fa-f]{1,4}|[0-9A-Fa-f]{1,4}h)\s*/\s*(0x[0-9A-Fa-f]{1,4}|[0-9A-Fa-f]{1,4}h)\s*$"
)


def _aliased_addresses(table: Table) -> Table:
    """A map row whose address cell pairs the register's address with another row's
    (NXP MPL3115A2: ``06h/00h | DR_STATUS`` where the map lists ``00h | STATUS``, which
    reads DR_STATUS in one mode) keeps the first address. Only when the second is the
    one address of another row and the first is none: ``00h/06h`` in a table without a
    row at 06h says nothing about which address is the register's own."""
    roles = column_roles(table)
    if ADDR not in roles or not table.rows:
        return table
    col = roles[ADDR]
    hexcol = _hex_column(table, col)
    single: set[int] = set()
    for row in table.rows:
        span = address_of(_cell(row, col), hex_default=hexcol)
        if span is not None and span[0] == span[1]:
            single.add(span[0])
    rows = list(table.rows)
    for k, row in enumerate(rows):
        m = _ALIAS_PAIR.match(_cell(row, col))
        if m is None or address_of(_cell(row, col), hex_default=hexcol) is not None:
            continue
        first, second = (parse_int(g, hex_default=True) for g in m.groups())
        if first is not None and second in single and first not in single:
            rows[k] = (*row[:col], m.group(1), *row[col + 1 :])
    return table if rows == list(table.rows) else replace(table, rows=tuple(rows))


_STARRED_LINE = re.compile(r"^(?P<v>[01]{1,8})\*\s+(?P<d>\S.*)$")


def _starred_row_after(table: Table) -> Table:
    """NXP's last value row set below the table (``1* The 4 LED outputs are configured
    with a totem pole structure.`` after ``2 | OUTDRV | R/W | 0 | ... open-drain``): a
    row of the last field with that value, when the table's ``Value`` column marks its
    defaults with ``*``, the last field is one bit with none marked yet and the line gives
    its other value (``10* Only LDR0 powers up at 10b in ...`` is a variant's note)."""
    m = _STARRED_LINE.match(table.after.strip())
    if m is None or not table.rows:
        return table
    roles = column_roles(table)
    if VALUE not in roles or BIT not in roles:
        return table
    last = table.rows[-1]
    bits = _cell(last, roles[BIT]).strip()
    field = [row for row in table.rows if _cell(row, roles[BIT]).strip() == bits]
    if any("*" in _cell(row, roles[VALUE]) for row in field):
        return table
    if not any("*" in _cell(row, roles[VALUE]) for row in table.rows):
        return table  # no defaults marked: the star means something else
    printed = _cell(last, roles[VALUE]).replace(" ", "").strip("*")
    if len(m.group("v")) != 1 or printed not in ("0", "1") or printed == m.group("v"):
        return table  # one bit's other value (not a variant's note: "10* Only LDR0 ...")
    row = list(last)
    row[roles[VALUE]] = f"{m.group('v')}*"
    if DESC in roles:
        row[roles[DESC]] = m.group("d")
    return replace(
        table,
        rows=(*table.rows, tuple(row)),
        row_pages=(*table.row_pages, table.row_pages[-1]) if table.row_pages else (),
        after="",
    )


# "(1) R = read, W = write (2) Default value (3) Requires ...": the note marking defaults
# (the note says no more: "(2) Default value depends on the A0 pin" marks none)
_NOTE_MEANS_DEFAULT = re.compile(
    r"(?:^|\s)\((?P<n>\d)\)\s*default\s+value\s*\.?\s*(?:$|(?=\(\d\)))", re.I
)


def _noted_defaults(table: Table) -> Table:
    """TI's field tables mark each field's default value with a note (``7 | AI2 | R |
    0(2) | ...`` under ``(2) Default value``): the marked values as ``0*``, the mark the
    reader knows; every value, where the column's header carries the mark (``VALUE(2)``)
    and each field has one row. Only in a ``Value`` column beside a ``Bit`` column, for
    0/1 values, when the line under the table says the note means the default and no
    cell marks one with ``*`` already."""
    m = _NOTE_MEANS_DEFAULT.search(table.after)
    if m is None:
        return table
    roles = column_roles(table)
    if VALUE not in roles or BIT not in roles:
        return table
    col, mark = roles[VALUE], f"({m.group('n')})"
    if any("*" in _cell(row, col) for row in table.rows):
        return table
    # the column's header carrying the mark makes every value a default, when each
    # field has one row (the cells before the value column never repeat)
    keys = [row[:col] for row in table.rows]
    every = table.header[col].replace(" ", "").endswith(mark) and len(set(keys)) == len(keys)
    rows = []
    for row in table.rows:
        value = _cell(row, col).strip()
        digits = value[: -len(mark)].strip() if value.endswith(mark) else value if every else ""
        if re.fullmatch(r"[01]+(?: [01]+)*", digits):
            row = (*row[:col], f"{digits}*", *row[col + 1 :])
        rows.append(row)
    return replace(table, rows=tuple(rows))


_WIDE_NAME = re.compile(
    r"^(?P<name>[A-Za-z][A-Za-z0-9_]*)(?:\[(?P<a>\d{1,2})(?::(?P<b>\d{1,2}))?\])?$"
)
_NO_NAME = frozenset({"—", "–", "-", "N/A", "n/a"})
_PRIMED_BINARY = re.compile(r"^0\s*[’'`]?\s*b\s*(?P<d>[01]+)$", re.I)


def _cell_width(cell: str) -> int | None:
    """The bits a cell of a width-drawn register figure spans: ``aslp_rate[1:0]`` two,
    ``lnoise`` or ``lapo[1]`` or ``—`` one; None for anything else."""
    if cell in _NO_NAME:
        return 1
    m = _WIDE_NAME.match(cell)
    if m is None:
        return None
    if m.group("b") is None:
        return 1
    a, b = int(m.group("a")), int(m.group("b"))
    return a - b + 1 if a > b else None


def _value_bits(cell: str, width: int) -> str | None:
    """A cell's value at reset as ``width`` binary digits (``0’b001``, ``0010``, ``0``,
    ``0xC7``), or None (``10`` over three bits says not whether it is binary or decimal)."""
    m = _PRIMED_BINARY.match(cell)
    if m is not None:
        return m.group("d") if len(m.group("d")) == width else None
    if re.fullmatch(r"0x[0-9A-Fa-f]{1,2}", cell) and int(cell, 16) < 1 << width:
        return format(int(cell, 16), f"0{width}b")  # "0xC7" over a whole byte
    if len(cell) == width and set(cell) <= {"0", "1"}:
        return cell  # binary digits, one per bit ("0010" under xefe[3:0])
    if len(cell) == 1 and cell.isdigit() and int(cell) < 1 << width:
        return format(int(cell), f"0{width}b")  # one digit: the value ("0")
    return None


BYTE_BITS = tuple(f"D{b}" for b in range(7, -1, -1))  # the header of a width figure's rows


def width_figure(cells: list[str], values: list[str] | None) -> tuple[tuple[str, ...], ...] | None:
    """The bit row ``D7 .. D0`` of a register figure drawing each field as wide as its
    bits (``aslp_rate[1:0] | dr[2:0] | lnoise | f_read | active``): each name repeated
    over its bits (``-`` for a dash), then the values at reset when ``values`` gives one
    per cell, or one for the whole byte; None unless every cell is a symbol with an
    optional ``[m:l]``/``[n]`` or a dash, one named at least, none a bit label (ST's
    ``D15 .. D8``), and the widths add up to 8 exactly."""
    widths = [_cell_width(c) for c in cells]
    if (
        any(w is None for w in widths)
        or sum(w or 0 for w in widths) != 8
        or all(c in _NO_NAME for c in cells)
        or any(_BITCOL.match(c) for c in cells)
    ):
        return None
    names = tuple(
        "-" if c in _NO_NAME else c
        for c, w in zip(cells, widths, strict=True)
        for _ in range(w or 0)
    )
    if values is None:
        return (names,)
    if len(values) == 1 and len(cells) > 1:
        whole = _value_bits(values[0], 8)
        return (names,) if whole is None else (names, tuple(whole))
    bits = [_value_bits(v, w or 0) for v, w in zip(values, widths, strict=True)]
    if any(b is None for b in bits):
        return (names,)
    return (names, tuple("".join(b or "" for b in bits)))


def _widths_as_bits(table: Table) -> Table:
    """NXP's register figures that draw each field as wide as its bits with no bit
    numbers (FXOS8700CQ ``Table 30. CTRL_REG1 register`` over ``aslp_rate[1:0] | dr[2:0]
    | lnoise | f_read | active``, its reset values ``0 | 0’b001 | 0 | 0 | 0`` below) as a
    bit row ``D7 .. D0`` with each name repeated over its bits (and the values, when
    every cell gives one, as the row of bit values at reset). Only under a caption
    speaking of a register, every cell a symbol with an optional ``[m:l]``/``[n]`` or a
    dash (``— | pls_thsx[6:0]``), one named at least, the widths adding up to 8 exactly
    and one more row at most; ``table`` unchanged otherwise."""
    cells = [c.strip() for c in table.header]
    caption = table.before[-1].strip("*_ ") if table.before else ""
    if (
        not _CAPTION_LINE.match(caption)
        or "register" not in caption.lower()
        or len(table.rows) > 1
        or (table.rows and len(table.rows[0]) != len(cells))
    ):
        return table
    values = [c.strip() for c in table.rows[0]] if table.rows else None
    rows = width_figure(cells, values)
    if rows is None or _bitcols(column_roles(table)):
        return table
    return replace(
        table,
        header=BYTE_BITS,
        rows=tuple(rows),
        row_pages=tuple(table.page for _ in rows),
    )


# the order matters: a header is unspaced before anything reads its words, a sideways
# or names-over-bits figure is turned before the header-less check, a legend band is
# lifted before duplicates and folded headers are looked for, names are read last
_STEPS = (
    _translated_captions,
    _shifted_header,
    _widths_as_bits,
    _register_prefixed_bits,
    _byte_lanes,
    _side_by_side,
    _symbol_names,
    _spread_bit_header,
    _headerless_fields,
    _bit_names_in_descriptions,
    _figure_value_row,
    _read_write_rows,
    _bit_span_row,
    _nibble_grid,
    _unspaced,
    _address_title,
    _titled_figure,
    _command_byte_fields,
    _byte_pairs,
    _bit_and_name,
    _mnemonic_and_description,
    _code_pairs,
    _byte_pair_addresses,
    _byte_rows_grid,
    _default_access_merged,
    _address_and_name,
    _symbol_then_address,
    _name_and_address,
    _transposed,
    _sideways_map,
    _pointer_bits,
    _bits_under_names,
    _headerless,
    _prose_header,
    _under_legend,
    _deduplicated,
    _folded,
    _width_addresses,
    _unlabelled,
    _addressed_grid,
    _described_names,
    _unrolled,
    _aliased_addresses,
    _starred_row_after,
    _noted_defaults,
)


def normalized(table: Table) -> Table:
    """``table`` through every normaliser of this module, in their one order."""
    for step in _STEPS:
        table = step(table)
    return table
