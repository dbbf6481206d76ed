"""Bit-figure normalisers: bit grids turned, spread, labelled by rows (names over bits,
values at reset, read/write rows, nibble grids, pointer bits, widths drawn as bits) into
one bit-row form. Each normaliser takes a :class:`~hwcc.extract.tables.Table` and
returns it reshaped or unchanged; nothing is read into registers here."""

from __future__ import annotations

import itertools
import re
from dataclasses import replace

from hwcc.extract.numbers import parse_bits, parse_int
from hwcc.extract.regmap.columns import (
    _ACCESS,
    ACCESS_ROW,
    _bitcols,
    _cell,
    _hex_column,
    _is_reserved,
    _row_pages,
    column_roles,
)
from hwcc.extract.regmap.fieldlist import declared_width
from hwcc.extract.regmap.normalize.cells import _word_pair
from hwcc.extract.regmap.normalize.headers import _runs
from hwcc.extract.regmap.normalize.patterns import (
    _ADDRESS_CELL,
    _CODE_PAIR,
    _MARKED_ADDRESS,
    _ROW_ADDRESS,
)
from hwcc.extract.regmap.state import (
    _BIT_ROW_WIDTHS,
    _BITCOL,
    _CAPTION_LINE,
    _NUMBERING,
    ADDR,
    INDEXED_TITLE,
    REGISTER_NAME_LINE,
    address_caption,
    bits_of_line,
)
from hwcc.extract.tables import Table

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


def _msb_lsb_header(table: Table) -> Table:
    """Bit columns headed only at their ends (Maxim: ``ADDRESS | NAME | MSB | | | | | |
    | LSB``): the run from ``MSB`` to ``LSB`` (8, 16 or 32 columns, every header cell
    between them empty) as bits 7..0 (15..0, 31..0) from left to right."""
    header = [c.strip().upper() for c in table.header]
    if header.count("MSB") != 1 or header.count("LSB") != 1:
        return table
    start, end = header.index("MSB"), header.index("LSB")
    width = end - start + 1
    if width not in (8, 16, 32) or any(header[start + 1 : end]):
        return table
    if any(
        (m := re.search(r"\[(\d{1,2}):\d{1,2}\]\s*$", _cell(row, c))) and int(m.group(1)) >= width
        for row in table.rows
        for c in range(start)
    ):
        return table  # rows of a wider register's bytes ("Configuration[15:8]"): unclear
    labels = [f"Bit {width - 1 - k}" for k in range(width)]
    return replace(table, header=(*table.header[:start], *labels, *table.header[end + 1 :]))


_BIT_NUMBER_CELL = re.compile(r"(?:bit\s*|d)(\d{1,2})", re.I)


def _bit_run(cells: tuple[str, ...]) -> list[int] | None:
    """The bit numbers of a row of four or more cells each numbering one bit, counting
    down one by one (``Bit 15 | .. | Bit 8``), or None."""
    numbers = [m.group(1) for c in cells if (m := _BIT_NUMBER_CELL.fullmatch(c.strip()))]
    if len(numbers) != len(cells) or len(cells) < 4:
        return None
    bits = [int(n) for n in numbers]
    return bits if all(a == b + 1 for a, b in itertools.pairwise(bits)) else None


def _stacked_bit_rows(table: Table) -> Table:
    """A register's bit figure printed as slices stacked in one table (ST L6470 CONFIG:
    ``Bit 15 .. Bit 8`` over the names of those bits, then a row ``Bit 7 .. Bit 0`` over
    theirs) as one figure: the slices' bit numbers as one header, high bits first, their
    other rows side by side. Only where the header and each bit-number row are runs of
    one length counting down, each going on from the one before down to bit 0, and each
    slice holds as many rows (one at least)."""
    first = _bit_run(tuple(table.header))
    if first is None or not table.rows or len(_MARKED_ADDRESS.findall(" ".join(table.before))) > 1:
        return table  # (a caption of two registers, "THR_H (0x10) and THR_L (0x11)")
    runs: list[list[int]] = [first]
    slices: list[list[tuple[str, ...]]] = [[]]
    pages: list[list[int | None]] = [[]]
    for row, page in zip(table.rows, _row_pages(table), strict=True):
        if len(row) != len(first):
            return table
        run = _bit_run(row)
        if run is not None:
            runs.append(run)
            slices.append([])
            pages.append([])
        else:
            slices[-1].append(row)
            pages[-1].append(page)
    if (
        len(runs) < 2
        or runs[-1][-1] != 0
        or any(b[0] != a[-1] - 1 for a, b in itertools.pairwise(runs))
        or len({len(rows) for rows in slices}) != 1
        or not slices[0]
    ):
        return table
    rows = tuple(tuple(c for rows in slices for c in rows[i]) for i in range(len(slices[0])))
    return replace(
        table,
        header=tuple(f"Bit {n}" for run in runs for n in run),
        rows=rows,
        row_pages=tuple(pages[0]),
    )


_LANE_NUMBERS = re.compile(r"\d{1,2}(?:\s*/\s*\d{1,2})+")


def _lane_numbers(cell: str) -> list[int] | None:
    """The bit numbers of a header cell numbering one bit of each byte lane (``23/15/7``:
    bit 23 on the first row, 15 on the second, 7 on the third), or None."""
    if not _LANE_NUMBERS.fullmatch(cell.strip()):
        return None
    numbers = [int(n) for n in cell.split("/")]
    return numbers if all(a == b + 8 for a, b in itertools.pairwise(numbers)) else None


def _lane_rows(table: Table) -> Table:
    """A map of registers wider than a byte printed one row per byte lane under bit
    columns that number a bit of each lane (Maxim MAX30001G: ``REG | NAME | R/W |
    23/15/7 | .. | 16/8/0``, each register on three rows, bits 23..16 first) as one row
    per register under ``Bit 23 .. Bit 0``: its lanes' cells side by side. A register
    printed on one row only (a command: ``Data Required for Execution = 0x000000``
    across its columns) keeps its other cells and no bit cells. A header the PDF set
    over two lines (``DATA INDEX`` over the lane numbers in the first row) is taken
    from that row. Only where eight columns in a row number the lanes alike, and every
    address appears on one row or on as many rows as there are lanes."""
    header, rows = table.header, table.rows
    if rows and sum(_lane_numbers(c) is not None for c in rows[0]) == 8:
        header, rows = rows[0], rows[1:]  # "DATA INDEX" over "23/15/7 .."
    lanes = [(k, n) for k, c in enumerate(header) if (n := _lane_numbers(c)) is not None]
    if len(lanes) != 8 or len({len(n) for _, n in lanes}) != 1:
        return table
    depth = len(lanes[0][1])
    tops = [n[0] for _, n in lanes]
    if tops != list(range(tops[0], tops[0] - 8, -1)) or lanes[-1][1][-1] != 0:
        return table
    cols = [k for k, _ in lanes]
    first = cols[0]
    if cols != list(range(first, first + 8)):
        return table
    key_col = 0
    groups: dict[str, list[int]] = {}
    for i, row in enumerate(rows):
        key = " ".join(_cell(row, key_col).split())
        if not key:
            return table
        groups.setdefault(key, []).append(i)
    if any(len(members) not in (1, depth) for members in groups.values()):
        return table
    # (a register on one row is a command only when its cells repeat one phrase)
    if any(
        len(members) == 1 and len({" ".join(rows[members[0]][k].split()) for k in cols}) > 1
        for members in groups.values()
    ):
        return table
    pages = _row_pages(table)[len(table.rows) - len(rows) :]
    bits = tuple(f"Bit {n}" for n in range(8 * depth - 1, -1, -1))
    out_rows: list[tuple[str, ...]] = []
    out_pages: list[int | None] = []
    for members in groups.values():
        lead = rows[members[0]]
        cells = (
            [c for m in members for c in rows[m][first : first + 8]]
            if len(members) == depth
            else [""] * (8 * depth)
        )
        out_rows.append((*lead[:first], *cells, *lead[first + 8 :]))
        out_pages.append(pages[members[0]])
    new_header = (*header[:first], *bits, *header[first + 8 :])
    return replace(table, header=new_header, rows=tuple(out_rows), row_pages=tuple(out_pages))


_RESET_LABEL = re.compile(r"(?:default|reset|power[- ]on|por)(?:\s+values?)?", re.I)


MIN_SIDEWAYS_BITS = 8  # bit rows a summary printed sideways must have


# Si4702 "D15", Maxim "BIT7" (never Microchip's "bit 7" rows of a register figure)
_SIDEWAYS_BIT = re.compile(r"(?:D|BIT)(\d{1,2})")


# the rows of values at reset and of access a sideways map may hold (not "RESET TYPE")
_SIDEWAYS_RESET = re.compile(r"(?:reset|default|por)(?:\s+value)?", re.I)


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
        for label, pattern in (("Reset", _SIDEWAYS_RESET), ("Access", ACCESS_ROW))
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


_INDEX_LABEL = re.compile(r"index|bits?", re.I)
_NAMES_ROW = re.compile(r"names?", re.I)
_DEFAULTS_ROW = re.compile(r"default(?:\s+values?)?|reset(?:\s+values?)?", re.I)
_ACCESS_ROW = re.compile(r"\(R\)ead.*|access|r\s*/\s*w", re.I)
_ADDRESS_ROW = re.compile(r"address", re.I)
_HEX_CELL = re.compile(r"[0-9A-Fa-f]{2,4}")


def _indexed_sideways(table: Table) -> Table:
    """A register map printed on a page turned sideways (ST STPM32: one column per
    register, rows labelled ``Default values``, ``Names``, one ``Index`` row per bit,
    ``(R)ead (W)rite (L)atch`` and ``Address``; a register's figure may take several
    columns: its title band, the bit numbers, its fields) as one row per register:
    ``Address | Name | Reset | Access | Bit 31 .. Bit 0``. The bit rows count only where
    one column numbers them 0 .. 31 in order (else the registers keep no fields); of a
    register's columns, the one left after the bit numbers and bands alike in every
    bit row are dropped gives its fields (none when not exactly one). Only with one
    names row, eight bit rows at least and one address row of hex numbers all printed
    with as many digits (two to four): the shape, not a count of registers, tells (a
    page may hold one)."""
    lines = [table.header, *table.rows]
    labels = [_cell(line, 0).strip() for line in lines]

    def one(pattern: re.Pattern[str]) -> int | None:
        found = [k for k, label in enumerate(labels) if pattern.fullmatch(label)]
        return found[0] if len(found) == 1 else None

    names, address_row = one(_NAMES_ROW), one(_ADDRESS_ROW)
    defaults, access = one(_DEFAULTS_ROW), one(_ACCESS_ROW)
    index = [k for k, label in enumerate(labels) if _INDEX_LABEL.fullmatch(label)]
    if names is None or address_row is None or len(index) < MIN_SIDEWAYS_BITS:
        return table
    if defaults is None or access is None:
        return table  # (a display RAM's "Name | SEG0 .." over "Bit" rows: no registers)
    first = next((c for c in range(table.width) if _cell(lines[names], c) != labels[names]), None)
    if first is None:
        return table
    columns = range(first, table.width)
    addresses = [_cell(lines[address_row], c).strip() for c in columns]
    if not all(_HEX_CELL.fullmatch(a) for a in addresses) or len({len(a) for a in addresses}) != 1:
        return table
    if not any(re.search(r"[A-Fa-f]", a) for a in addresses) and {"09", "10"} <= set(addresses):
        return table  # "09" then "10", no hex digit: decimal numbers, or unclear
    # the column numbering the bit rows 0 .. n-1 (or n-1 .. 0)
    bit_of: dict[int, int] = {}
    for c in columns:
        numbers = [_cell(lines[k], c).strip() for k in index]
        if numbers == [str(b) for b in range(len(index))]:
            bit_of = {k: b for b, k in enumerate(index)}
        elif numbers == [str(b) for b in range(len(index) - 1, -1, -1)]:
            bit_of = {k: len(index) - 1 - b for b, k in enumerate(index)}
        if bit_of:
            break
    width = len(index) if bit_of else 0
    rows = []
    for key, group in itertools.groupby(
        columns, key=lambda c: (_cell(lines[address_row], c).strip(), _cell(lines[names], c))
    ):
        cols = list(group)
        bits = ["" for _ in range(width)]
        if bit_of:
            texts = {c: [_cell(lines[k], c).strip() for k in index] for c in cols}
            numbered = {c for c in cols if texts[c] == [str(bit_of[k]) for k in index]}
            # a field over every bit, its name stating the width ("PH1_ENERGY[31:0]"),
            # or else the one column whose cells differ (a band set once at mid-height,
            # the rest of its column empty, is neither)
            whole = [
                c
                for c in cols
                if c not in numbered
                and len(set(texts[c])) == 1
                and re.search(rf"\[{width - 1}:0\]\s*$", texts[c][0])
            ]
            varying = [c for c in cols if c not in numbered and len({t for t in texts[c] if t}) > 1]
            fields = whole if len(whole) == 1 and not varying else varying
            if len(fields) == 1:
                for k in index:
                    bits[width - 1 - bit_of[k]] = _cell(lines[k], fields[0]).strip()
        value = _cell(lines[defaults], cols[0]).strip()
        rows.append(
            (
                f"0x{key[0]}",
                key[1].strip(),
                f"0x{value}" if re.fullmatch(r"[0-9A-Fa-f]{2,8}", value) else value,
                _cell(lines[access], cols[0]).strip(),
                *bits,
            )
        )
    return replace(
        table,
        header=(
            "Address",
            "Name",
            "Reset",
            "Access",
            *(f"Bit {b}" for b in range(width - 1, -1, -1)),
        ),
        rows=tuple(rows),
        row_pages=tuple(table.page for _ in rows),
        before=(*table.before, "Register summary (printed sideways)")[-4:],
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


def _bit_span_columns(table: Table) -> Table:
    """A register's figure printed one column per field, labelled in its first column
    (ISSI: ``Bit | D7:D4 | D3 | D2:D1 | D0`` over ``Name | SWS | LGC | OSDE | SSD`` and
    ``Default | 0000 | 0 | 00 | 0``) as a field table, one row per column: ``Bit | Name |
    Default``. Only when the first header cell is ``Bit``/``Bits``, every other one is a
    span of bits (``D7:D4``, ``D3``) counting down without gap from 7 to 0, one at least
    of several bits, a row is labelled ``Name`` (a ``Default``/``Reset`` row is
    optional), and no other row is labelled otherwise."""
    if table.width < 2 or table.header[0].strip().lower() not in ("bit", "bits"):
        return table
    parsed = [parse_bits(cell) for cell in table.header[1:]]
    spans = [span for span in parsed if span is not None]
    if len(spans) != len(parsed):
        return table
    if (
        spans[-1][1] != 0
        or any(lo != hi2 + 1 for (_h, lo), (hi2, _l) in itertools.pairwise(spans))
        or all(hi == lo for hi, lo in spans)  # one column per bit: a bit row, read as such
        or spans[0][0] != 7  # (a 16-bit figure over two byte registers: neither's fields)
    ):
        return table
    labels = [_cell(row, 0).strip().lower() for row in table.rows]
    if labels.count("name") != 1 or any(
        label not in ("name", "default", "reset", "reset value", "default value")
        for label in labels
    ):
        return table
    names = table.rows[labels.index("name")]
    defaults = next(
        (row for row, label in zip(table.rows, labels, strict=True) if label != "name"), None
    )
    header = ("Bit", "Name", "Default") if defaults else ("Bit", "Name")
    rows = tuple(
        (
            f"{hi}:{lo}" if hi != lo else str(hi),
            _cell(names, col),
            *((_cell(defaults, col),) if defaults else ()),
        )
        for col, (hi, lo) in enumerate(spans, start=1)
    )
    return replace(table, header=header, rows=rows, row_pages=())


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


_ACCESS_TOKENS = re.compile(r"^(?:(?:R/W|R/WC|R/W1C|RW|RO|WO|R|W|W1C|RC)\s*)+$")


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


# Lite-On: "0x80 | ALS_CONTR (default = 0x00) | ..": a figure's title row, the
# address then the symbol (and its default) across the bit columns; AP3216C titles in
# words ("ALS Configuration (Default = 0x00)", "INT Clear Manner Register (Default :
# 0x00)") and prints ditto marks in the bit columns after the first
_FIGURE_NAME = re.compile(r"(?P<n>[A-Z][A-Z0-9]*(?:_ ?[A-Z0-9]+)*)")
_FIGURE_WORDS = re.compile(
    r"(?P<n>[A-Z][A-Za-z0-9_/]*(?: (?:[A-Za-z0-9_/]+|&))*?)(?: register)?", re.I
)
_FIGURE_DEFAULT = re.compile(r"(?P<t>.*?)\s*\(\s*default\s*[=:]\s*(?P<v>0x[0-9A-Fa-f]+)\s*\)", re.I)
_DITTO = frozenset(("\u3003", '"', "\u201d", "\u201c", "''"))
# the access a figure's row of names is labelled with (or none)
_ACCESS_LABEL = re.compile(
    r"(?i)|r\s*/\s*w|w\s*/\s*r|ro|wo|rw|r|w|access|type|read(?:\s*/\s*write)?"
)
# the label of a figure's row of bit numbers
_BIT_LABEL = frozenset(("", "bit", "bits", "bit#", "bit no.", "bit no"))


_FIGURE_BIT = re.compile(r"(?:B|D|Bit\s*)(\d{1,2})", re.I)
_BYTE_WORDS = re.compile(r"\b(?:higher|lower|high|low|upper)\s+byte\b|\b(?:msb|lsb)\b", re.I)
# a figure's title row as a line of its own: an address, then the title
_TITLE_LINE = re.compile(r"(0x[0-9A-Fa-f]{2,4}|[0-9][0-9A-Fa-f]{1,3}h)\s+(\S.*)")


def _figure_title(head: list[str]) -> tuple[str, str | None] | None:
    """The name and stated default of a figure's title row (its cells after the
    address), or None: one title across every bit column (or ditto marks after the
    first), a symbol or up to eight words, a ``(default = 0x00)`` after it."""
    if any(c != head[1] and c not in _DITTO for c in head[2:]):
        return None
    default = _FIGURE_DEFAULT.fullmatch(head[1])
    text = default.group("t") if default else head[1]
    symbol = _FIGURE_NAME.fullmatch(text)
    if symbol:
        return symbol.group("n").replace(" ", ""), default.group("v") if default else None
    words = _FIGURE_WORDS.fullmatch(" ".join(text.split()))
    if words is None or len(words.group("n").split()) > 8:
        return None
    return words.group("n"), default.group("v") if default else None


def _titled_figure(table: Table) -> Table:
    """A register figure titled in its first row by the register's address and name
    (Lite-On: ``0x80 | ALS_CONTR (default = 0x00)`` spread over the eight bit columns,
    then ``| B7 | .. | B0`` (or ``BIT | B7 ..``), then the field names under the bits,
    each row maybe labelled by its access) as the bit-row table the reader knows: the
    bit labels as header, the names as its row, the title as a caption line
    ``ALS_CONTR (Address: 0x80)`` before it, with ``reset value: 0x00`` when the title
    states the default. Only for one address, one title across every bit column, and
    8 or 16 bit labels counting down to 0."""
    head = [c.strip() for c in table.header]
    body = table.rows[1:]
    lifted = _TITLE_LINE.fullmatch(table.before[-1].strip()) if table.before else None
    if (
        lifted
        and head[0].lower() in _BIT_LABEL
        and head[0]
        # (the row under the bits is labelled by its access: an "0x1E Slave Address" line
        # over "BIT | B7 .." / "Value | 0 0 1 .." is a bus address's figure)
        and all(_ACCESS_LABEL.fullmatch(_cell(row, 0).strip()) for row in table.rows[:1])
    ):
        # the title row left on the page before (AP3216C: "0x2D PS High Threshold
        # Higher Byte (Default = 0x80)" as a line over "BIT | B7 .. B0")
        labels, body = head, table.rows
        head = [lifted.group(1), *[lifted.group(2)] * (len(head) - 1)]
    elif len(table.rows) >= 2:
        labels = [c.strip() for c in table.rows[0]]
    else:
        return table
    if len(head) - 1 not in (8, 16) or not _ROW_ADDRESS.fullmatch(head[0]) or not body:
        return table
    title = _figure_title(head)
    if title is None:
        return table
    bits = [m.group(1) if (m := _FIGURE_BIT.fullmatch(c)) else "" for c in labels[1:]]
    if labels[0].lower() not in _BIT_LABEL or bits != [
        str(b) for b in range(len(bits) - 1, -1, -1)
    ]:
        return table
    name, default = title
    if (
        len(labels) - 1 == 16
        and not _FIGURE_NAME.fullmatch(name)
        and any(_BYTE_WORDS.search(c) for row in body for c in row[1:])
    ):
        # a worded title over 16 bits whose fields are bytes ("ALS Low Threshold Higher
        # Byte" .. "Lower Byte") draws a pair of byte registers the map keeps apart
        return table
    caption = address_caption(name, head[0])
    if default is not None:
        caption += f", reset value: {default}"
    rows = tuple(row[1:] for row in body)
    return replace(
        table,
        header=tuple(labels[1:]),
        rows=rows,
        row_pages=_row_pages(table)[len(table.rows) - len(body) :],
        before=(*table.before, caption)[-4:],
    )


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


# (the PDF may set a space inside the brackets: Linear LTC2946's "CA[4 :3]")
_PREFIXED_BITS = re.compile(r"^([A-Z][A-Z0-9_]{0,7})\[\s*(\d{1,2}(?:\s*:\s*\d{1,2})?)\s*\]$")


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


# a bit's label in a line of them over a figure drawn without them in its cells (Atmel:
# "7 6 5 4 3 2 1 0" above a box of names; Ilitek: "R/W RS D15 D14 .. D0")
_BIT_TOKEN = re.compile(r"(?:D|DB|B|Bit)?(\d{1,2})", re.I)
_DASHES = frozenset(("-", "\u2013", "\u2014"))
# Atmel: "Reset State: 0x00", a value of one byte over the register's box
_BYTE_RESET_LINE = re.compile(
    r"\breset(?:\s+state|\s+value)?\s*:\s*0x[0-9A-Fa-f]{2}\b(?![0-9A-Fa-f])", re.I
)
_CONSTANT_CELL = _DASHES | {"0", "1", "x", "X"}


def _names_over_values(table: Table, tokens: list[str]) -> Table:
    """ST STA350BW: ``D7 D6 .. D0`` printed as a line (``tokens``, bit numbers counting
    down to 0, checked by the caller) over a box of a name per bit (the table's header)
    and a row of their values at reset (``0 | 1 | 1 | ..``): the bit row the reader
    knows (numbers as header, the names, then the values); unchanged unless the line
    holds only the numbers, a cell per number (half of them named at least; a blank one
    an unused bit), and the one row holds 0, 1 or nothing in each cell."""
    if (
        len(table.rows) != 1
        or table.width != len(tokens)
        # (a blank cell is an unused bit: "|  |  | SVUPE | SVUP[4] ..")
        or 2 * sum(bool(c.strip()) for c in table.header) < table.width
        or not all(_cell(table.rows[0], k).strip() in ("0", "1", "") for k in range(table.width))
    ):
        return table
    return replace(
        table,
        header=tuple(tokens),
        rows=(table.header, table.rows[0]),
        row_pages=(table.page, *_row_pages(table)),
    )


def _numbered_above(table: Table) -> Table:
    """A register's box of field names with its bit numbers printed as a line above it
    (Atmel: ``7 6 5 4 3 2 1 0`` over ``0 | 0 | 0 | LLIG``, the table all header) as the
    bit row the reader knows: the numbers as header, the names spread over them. A cell
    merged over several bits is as wide as the range its name declares; ``0``, ``1``
    and ``-`` cells are one bit; one undeclared name takes the bits left over, as does the
    one reserved cell among names of a bit each (ST's ``Reserved | AVGT1 | ..``). An Atmel
    ``Register Name: X`` line among the lines before is repeated last, as the row's
    title; an Ilitek heading naming the register by its index (``Driver Output Control
    (R01h)``) is added as a caption line. Only for 8 or 16 numbers counting down to 0
    (after at most two column labels: ``R/W RS D15 .. D0``) and cells that account for
    every bit."""
    tokens = table.before[-1].split() if table.before else []
    found = list(
        itertools.takewhile(lambda m: m is not None, map(_BIT_TOKEN.fullmatch, tokens[::-1]))
    )
    labels = [m.string for m in found if m is not None]
    numbers = [int(m.group(1)) for m in found[::-1] if m is not None]
    if len(numbers) not in (8, 16) or numbers != list(range(len(numbers) - 1, -1, -1)):
        return table
    if table.rows:
        return _names_over_values(table, tokens) if len(tokens) == len(numbers) else table
    if (
        # (Ilitek: "R/W RS D15 .. D0", the first two columns' values printed apart)
        len(tokens) - len(numbers) > 2
        or any(t.isdigit() for t in tokens[: len(tokens) - len(numbers)])
    ):
        return table
    cells = [" ".join(c.split()) for c in table.header]
    if len(cells) == len(numbers) == len(tokens):
        return table  # ST's "7 6 .. 0" over a box of as many names: read as it stands
    widths: list[int | None] = []
    for text in cells:
        if text in _CONSTANT_CELL or len(cells) == len(numbers):
            widths.append(1)
        else:
            widths.append(declared_width(text))
    if not all(cells):
        return table
    reserved = [i for i, c in enumerate(cells) if _is_reserved(c) and c not in _CONSTANT_CELL]
    numbered = all(
        re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*?[A-Za-z_]\d{1,2}", c) or widths[i] == 1
        for i, c in enumerate(cells)
        if i not in reserved
    )
    if len(reserved) == 1 and len(cells) < len(numbers) and numbered:
        # ST: "Reserved | AVGT1 | AVGT0 | AVGP1 | AVGP0" under "7 6 .. 0": the one reserved
        # cell is merged over the bits the names, a numbered bit each, leave (Atmel's
        # "Reserved | LLIG", "TOM_EN | Reserved | .. | CLKM_CTRL": names of bits the box
        # does not give, no spread)
        widths = [None if i == reserved[0] else (w or 1) for i, w in enumerate(widths)]
    known = sum(w for w in widths if w is not None)
    if (
        widths.count(None) == 1
        and known < len(numbers)
        # one dash may be a reserved cell merged over several bits (dashes one per bit
        # come two or more): the bits left over are then not the name's alone
        and sum(c in _DASHES for c in cells) != 1
        # (a name alone in the box may go on in another box of the register's upper
        # byte, printed above it, unless a line over it states an 8-bit reset)
        and (len(cells) > 1 or any(_BYTE_RESET_LINE.search(b) for b in table.before))
    ):
        widths = [w if w is not None else len(numbers) - known for w in widths]
    if None in widths or sum(w for w in widths if w is not None) != len(numbers):
        return table
    spread = tuple(
        text for text, width in zip(cells, widths, strict=True) for _ in range(width or 0)
    )
    before = table.before
    titles = [b for b in before if REGISTER_NAME_LINE.match(b)]
    indexed = INDEXED_TITLE.fullmatch(_NUMBERING.sub("", table.heading).strip())
    if titles:
        # Atmel: "Register Name: DAC_LLIG" a few lines up titles the row: the line last
        before = (*before, titles[-1])[-4:]
    elif indexed:
        # Ilitek: the section "7.2.3. Driver Output Control (R01h)" over the figure
        before = (*before, address_caption(indexed["name"], f"0x{indexed['a']}"))[-4:]
    return replace(
        table,
        header=tuple(labels[::-1]),
        rows=(spread,),
        row_pages=(table.page,),
        before=before,
    )


# Allegro: "Address: 0x1E:0x1F (CTRL)" over a register's labelled grid
_SPAN_TITLE = re.compile(
    r"address:\s*0x(?P<a>[0-9A-Fa-f]{2})(?::(?-i:0x)(?P<b>[0-9A-Fa-f]{2}))?\s*"
    r"\((?P<s>[A-Za-z_]\w*)\)",
    re.I,
)


def _labelled_grid(table: Table) -> Table:
    """A register's grid of labelled rows under a row of its byte addresses (Allegro
    A1335: ``Addr. | 0x1E`` x8 ``| 0x1F`` x8, then ``Bit | 15 .. 0``, ``Name | CDS ..``,
    ``R/W | ..``, ``Value | ..``, ``Reset | 0 ..``) as the bit row the reader knows: the
    bit numbers as header, the names row, then the reset row when it holds nothing but
    0 and 1, captioned with the register at the first address (named by an ``Address:
    0x1E:0x1F (CTRL)`` line before it, when there is one). Only for bit numbers counting
    down to 0 over 8, 16 or 32 columns and addresses counting up, a byte each."""
    head = [c.strip() for c in table.header]
    if head[0].lower().rstrip(".") not in ("addr", "address") or len(head) - 1 not in (8, 16, 32):
        return table
    labelled = {_cell(row, 0).strip().lower(): row for row in table.rows}
    bit_row, names = labelled.get("bit"), labelled.get("name")
    if bit_row is None or names is None:
        return table
    bits = [c.strip() for c in bit_row[1:]]
    if bits != [str(b) for b in range(len(bits) - 1, -1, -1)]:
        return table
    addresses = [parse_int(c, hex_default=True) for c in head[1:]]
    if any(a is None for a in addresses):
        return table
    firsts = sorted({a for a in addresses if a is not None})
    if firsts != list(range(firsts[0], firsts[0] + len(firsts))) or len(firsts) * 8 != len(bits):
        return table
    reset = labelled.get("reset")
    rows: list[tuple[str, ...]] = [tuple(names[1:])]
    if reset is not None and all(c.strip() in ("0", "1") for c in reset[1:]):
        rows.append(tuple(c.strip() for c in reset[1:]))
    spans = [m for b in table.before if (m := _SPAN_TITLE.search(b))]
    stated = spans[-1] if spans and spans[-1].group("b") else None
    if len(firsts) > 1 and (
        stated is None
        or [int(stated.group("a"), 16), int(stated.group("b"), 16)] != [firsts[0], firsts[-1]]
    ):
        # bytes drawn in one grid are one register only where a line over it says so
        # ("Address: 0x1E:0x1F (CTRL)"): else they may be byte registers side by side
        return table
    symbol = spans[-1].group("s") if spans else ""
    caption = address_caption(symbol or "REG", f"0x{firsts[0]:02X}")
    return _captioned_bit_row(table, bits, rows, caption)


def _captioned_bit_row(
    table: Table, bits: list[str], rows: list[tuple[str, ...]], caption: str
) -> Table:
    """``table`` as a bit row: ``bits`` as its header, ``rows`` (names, then values at
    reset) on the table's page, ``caption`` naming its register added to the lines
    before it."""
    return replace(
        table,
        header=tuple(bits),
        rows=tuple(rows),
        row_pages=(table.page,) * len(rows),
        before=(*table.before, caption)[-4:],
    )


def _description_bar_cut(table: Table) -> Table:
    """A bit figure whose box goes on below its names with a ``Description`` bar and the
    fields' descriptions (Vishay VCNL4010: ``Bit 7 .. Bit 0`` over ``config_lock |
    als_data_rdy ..``, then ``Description |  | ..``, then ``config_lock | Read only bit
    ..`` rows) as the figure alone: the rows before the bar. Only under bit headers
    counting down to 0, the bar a row whose first cell alone is filled with the word."""
    bits = [_BITCOL.match(c.strip()) for c in table.header]
    if len(table.rows) < 2 or not all(bits) or len(bits) < 8:
        return table
    numbers = [int(m.group(1)) for m in bits if m]
    if numbers != list(range(len(numbers) - 1, -1, -1)):
        return table
    for k, row in enumerate(table.rows):
        if (
            k > 0
            and _cell(row, 0).strip().lower() == "description"
            and not any(c.strip() for c in row[1:])
        ):
            rows = table.rows[:k]
            return replace(table, rows=rows, row_pages=_row_pages(table)[:k])
    return table


# Bosch: the register's title repeated over a labelled grid, "Register (0x40) ACC_CONF"
_GRID_TITLE = re.compile(
    r"^register\s*\(\s*(?P<a>0x[0-9A-Fa-f]{1,4})\s*\)\s*(?P<s>[A-Za-z_]\w*)$", re.I
)
_NAMES_ROW_LABELS = ("content", "name", "field", "symbol")


def _labelled_halves(table: Table) -> Table:
    """A register's figure printed as groups of labelled rows, each group a part of the
    bits (Bosch BMA456: ``Name | Register (0x40) ACC_CONF`` x4 over ``Bit | 7 | 6 | 5 |
    4``, ``Read/Write | RW ..``, ``Reset Value | 1 0 1 0``, ``Content | acc_perf_mode |
    acc_bwp ..``, then the same rows for bits 3..0) as the bit row the reader knows:
    the bit numbers as header, the names, then the values at reset when every bit
    has a 0 or 1, captioned with the title the header repeats. Only when the groups'
    ``Bit`` rows count down without a gap to 0 over 8, 16 or 32 bits and each group
    has a names row as wide as its bits."""
    head = [c.strip() for c in table.header]
    titles = {c for c in head[1:] if c}
    title = (
        _GRID_TITLE.fullmatch(" ".join(next(iter(titles)).split())) if len(titles) == 1 else None
    )
    if title is None or head[0].lower() != "name":
        return table
    bits: list[str] = []
    names: list[str] = []
    resets: list[str] = []
    group: list[str] = []  # the bits of the group being read
    for row in table.rows:
        label = " ".join(_cell(row, 0).lower().split())
        cells = [_cell(row, k).strip() for k in range(1, table.width)]
        if label == "bit":
            if group and len(names) != len(bits):
                return table  # a group without its names
            group = [c for c in cells if c]
            bits.extend(group)
        elif label in _NAMES_ROW_LABELS and group:
            names.extend(cells[: len(group)])
        elif _RESET_LABEL.fullmatch(label) and group:
            resets.extend(cells[: len(group)])
    width = len(bits)
    if width not in (8, 16, 32) or bits != [str(b) for b in range(width - 1, -1, -1)]:
        return table
    if len(names) != width:
        return table
    rows: list[tuple[str, ...]] = [tuple(names)]
    if len(resets) == width and all(c in ("0", "1") for c in resets):
        rows.append(tuple(resets))
    return _captioned_bit_row(table, bits, rows, address_caption(title["s"], title["a"]))


# ISSI: a bit column label, one bit or a range: "D7:D1", "D0", "A7:A3"
_RANGE_LABEL = re.compile(r"D(\d{1,2})(?::D(\d{1,2}))?")


def _labelled_columns(table: Table) -> Table:
    """A register's figure printed as labelled rows over columns of bit ranges (ISSI
    IS31FL3236A: ``Bit | D7:D3 | D2:D1 | D0`` over ``Name | - | SL | OUT`` and
    ``Default | 00000 | 00 | 0``) as the field table the reader knows: one row per
    column, its bits, name and default. Only for ``D`` labels whose ranges count down
    without a gap to bit 0 over 8 bits, and a ``Name`` row; a ``Value`` row
    instead (a bus address's bits) is no register's."""
    head = [c.strip() for c in table.header]
    if head[0].lower() != "bit" or len(head) < 2:
        return table
    spans = []
    for label in head[1:]:
        m = _RANGE_LABEL.fullmatch(label.replace(" ", ""))
        if m is None:
            return table
        spans.append((int(m.group(1)), int(m.group(2) or m.group(1))))
    if spans[-1][1] != 0 or spans[0][0] + 1 != 8:
        # (a figure wider than a byte may draw byte registers the map keeps apart:
        # "1Ah~1Bh | D15:D8 | D7:D0")
        return table
    if all(msb == lsb for msb, lsb in spans):
        return table  # a column a bit (ISL28022 "BIT | D15 .. D0"): read as it stands
    if any(a[1] != b[0] + 1 or a[0] < a[1] for a, b in itertools.pairwise(spans)):
        return table
    labelled = {_cell(row, 0).strip().lower(): row for row in table.rows}
    names = labelled.get("name")
    if names is None:
        return table
    defaults = labelled.get("default")
    rows = tuple(
        (
            f"{msb}:{lsb}" if msb != lsb else str(msb),
            _cell(names, k + 1).strip(),
            _cell(defaults, k + 1).strip() if defaults is not None else "",
        )
        for k, (msb, lsb) in enumerate(spans)
    )
    return replace(
        table,
        header=("Bit", "Name", "Default"),
        rows=rows,
        row_pages=(table.page,) * len(rows),
    )


def _address_byte_bits(table: Table) -> Table:
    """A map printing each register's command word (TI PCM3060: ``REGISTER ADDRESS |
    B15 .. B8 | B7 .. B0`` over ``40h | Register 64 | 0 1 0 0 0 0 0 0 | MRST SRST ..``):
    the high byte's bit cells, 0s and 1s spelling the row's address on every row that
    has one (two rows at least), are the address sent before the data, not the
    register's bits: those columns left out, the low byte the register's. Unchanged
    otherwise."""
    roles = column_roles(table)
    cols = dict(_bitcols(roles))
    if ADDR not in roles or sorted(cols) != list(range(16)) or len(table.rows) < 2:
        return table
    high = [cols[b] for b in range(15, 7, -1)]
    hexed = _hex_column(table, roles[ADDR])
    spelled = 0
    for row in table.rows:
        address = parse_int(_cell(row, roles[ADDR]).strip(), hex_default=hexed)
        if address is None:
            continue
        bits = "".join(_cell(row, c).strip() for c in high)
        if len(bits) != 8 or set(bits) - {"0", "1"} or int(bits, 2) != address:
            return table
        spelled += 1
    if spelled < 2:
        return table
    keep = [i for i in range(table.width) if i not in high]
    return replace(
        table,
        header=tuple(table.header[i] for i in keep),
        rows=tuple(tuple(row[i] if i < len(row) else "" for i in keep) for row in table.rows),
    )
