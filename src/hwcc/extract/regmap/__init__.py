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

import re
from bisect import bisect_left
from collections import Counter
from dataclasses import dataclass, replace

from hwcc.extract.regmap.align import aligned_bitrows, out_of_step
from hwcc.extract.regmap.columns import (
    MMD_DEVICE,
    _address_cells,
    _bitcols,
    _caption,
    _cell,
    _context,
    _kind,
    _where,
    address_of,
    clean_name,
    column_roles,
    forget_column_roles,
    mmd_devices,
)
from hwcc.extract.regmap.fieldlist import starred_default
from hwcc.extract.regmap.fields import (
    NUMBERS_ONLY,
    _read_bitrow,
    _read_field_table,
    byte_boxes,
    described_defaults,
    figure_resets,
    numbered_bytes,
    paired_default_rows,
    prose_figures,
    read_default_table,
)
from hwcc.extract.regmap.finish import (
    _common_width,
    _condensed,
    _copied_layouts,
    _expanded,
    _finish,
    _heading_part,
    _part_number,
    _plain_names,
    _stated_width,
    byte_slices,
    document_width,
    moved_to_their_bank,
    named_ranges,
)
from hwcc.extract.regmap.normalize import normalized
from hwcc.extract.regmap.normalize.continuations import (
    _caption_below,
    _captions_below,
    _merge_continuations,
    _one_layout,
)
from hwcc.extract.regmap.normalize.figures import POINTER_HEADER
from hwcc.extract.regmap.normalize.splits import (
    _unstacked,
    captioned_by_register_rows,
    joined_byte_figures,
    shared_hex,
    split_field_headers,
    split_indexed_rows,
    split_listed_byte_figures,
    split_register_rows,
    split_titled_figures,
    with_lost_field_rows,
    without_other_modes,
)
from hwcc.extract.regmap.prose.boxes import box_registers, listed_registers
from hwcc.extract.regmap.prose.fields import _lost_rows, _read_prose_fields, offset_width_fields
from hwcc.extract.regmap.prose.lines import (
    _address_line_resets,
    _box_resets,
    _bracket_resets,
    _offset_line_resets,
)
from hwcc.extract.regmap.prose.sections import (
    _heading_extensions,
    _heading_registers,
    _pair_grids,
    heading_names,
    page_register_titles,
)
from hwcc.extract.regmap.prose.sentences import (
    _blanket_resets,
    _cleared_resets,
    _labelled_values,
    _prose_defaults,
    _prose_resets,
)
from hwcc.extract.regmap.settings import label_column, read_setting_rows
from hwcc.extract.regmap.state import (
    _CAPTION_LINE,
    ADDR,
    ADDRESS_LABEL,
    BIT,
    NAME,
    RESET_LINE,
    _Map,
    register_title,
)
from hwcc.extract.regmap.summary import (
    _holds,
    _map_for,
    _read_resets,
    _read_summary,
    named_reset_table,
    pointer_tables,
    read_named_resets,
    read_named_rows,
    renames,
    split_numbered_runs,
    split_titled_runs,
)
from hwcc.extract.regmap.targets import (
    stacked_headings_in,
    titled_registers,
    titles_numbered_in,
)
from hwcc.extract.tables import Table, tables_of
from hwcc.model.device import Device, Peripheral
from hwcc.types import ParseResult
from hwcc.util.markdown import HEADING

__all__ = [
    "RegisterMap",
    "address_of",
    "clean_name",
    "column_roles",
    "extract_register_map",
    "starred_default",
    "titled_registers",
]


@dataclass(frozen=True, slots=True)
class RegisterMap:
    """The registers read from one document (None when it defines none) and warnings
    naming the tables left to search."""

    device: Device | None
    warnings: tuple[str, ...] = ()


def _value_row(table: Table) -> bool:
    """A lone row of 8, 16 or 32 bit values (``1 | 1 | 0 | 0 | 1 | 0 | 1 | 0``)."""
    cells = [c.strip() for c in table.header]
    return not table.rows and len(cells) in (8, 16, 32) and all(c in ("0", "1") for c in cells)


_OPENING_LINES = 2  # lines a register's heading and its first bit row stand apart
AUXILIARY = 5  # a first map this many times smaller than another yields the lead


_PART = re.compile(r"\b[A-Z]{2,}\d{3,}[A-Z0-9]*\b")


def _parts_of(maps: list[_Map]) -> list[str]:
    """The part each map is for, where a family's datasheet prints one map per part
    (Semtech: ``5.1 SX1507 4-channel ...``, ``5.2 SX1508 ...``, ``5.3 SX1509 ...``):
    each map's heading names exactly one part number, the parts differ and share their
    letters (one family); else []."""
    if len(maps) < 2:
        return []
    found = []
    for register_map in maps:
        named = set(_PART.findall(register_map.section))
        if len(named) != 1:
            return []
        found.append(named.pop())
    letters = {re.sub(r"\d.*", "", p) for p in found}
    return found if len(set(found)) == len(found) and len(letters) == 1 else []


class _TitleMarks:
    """The lines of a document that may title what follows them: headings, table
    captions and register titles (``state.register_title``). A register title stands
    for the tables under it only until the next of these."""

    def __init__(self, content: str) -> None:
        self.offsets: list[int] = []
        self.titles: list[str] = []  # the register title, or "" for a heading or caption
        offset = 0
        for line in content.split("\n"):
            if not line.startswith("|"):
                if register_title(line):
                    self.offsets.append(offset)
                    self.titles.append(line)
                elif HEADING.match(line.strip()) or _CAPTION_LINE.match(line):
                    self.offsets.append(offset)
                    self.titles.append("")
            offset += len(line) + 1

    def last(self, start: int, end: int) -> str:
        """The register title of the last mark in ``[start, end)``; "" when that mark is
        a heading or another caption, or there is none."""
        k = bisect_left(self.offsets, end) - 1
        return self.titles[k] if k >= 0 and self.offsets[k] >= start else ""


def _headings(content: str) -> list[str]:
    """The heading lines of ``content``, their ``#`` marks kept."""
    return [line for line in content.split("\n") if HEADING.match(line.strip())]


# a row of a register map that only names a page of registers: "PG0 (0x00): LED
# Control Register", "Page 1", "Bank 2 (0x02)"
_PAGE_ROW = re.compile(r"^(?:PG|page|bank)\s*(?P<n>\d{1,2})\b", re.I)


def _page_parts(table: Table, roles: dict[str, int]) -> list[tuple[str, str, Table]]:
    """(label, page number, rows) for each page a summary table opens with a row of
    its own naming it, when two or more such rows stand in it and the first opens the
    table (rows before any would belong to no page); [] otherwise."""
    labels = [
        k
        for k, row in enumerate(table.rows)
        if (m := _PAGE_ROW.match(row[0].strip()))
        and not any(c.strip() and c.strip() != row[0].strip() for c in row[1:])
    ]
    if len(labels) < 2 or labels[0] != 0:
        return []
    parts = []
    for start, end in zip(labels, [*labels[1:], len(table.rows)], strict=True):
        label = table.rows[start][0].strip()
        m = _PAGE_ROW.match(label)
        rows = table.rows[start + 1 : end]
        if m is None or not rows:
            return []
        parts.append((label, m.group("n"), replace(table, rows=rows, row_pages=())))
    # pages that reuse addresses (NXP's "Page 0: Command and status" over 00h-0Fh,
    # "Page 1" over 10h-1Fh only group one space's registers)
    if ADDR not in roles:
        return []
    seen: set[int] = set()
    reused = False
    for _label, _page, part in parts:
        spans = [s for s in _address_cells(part, roles[ADDR]) if s is not None]
        here = {a for first, last in spans for a in range(first, min(last, first + 255) + 1)}
        reused = reused or bool(here & seen)
        seen |= here
    return parts if reused else []


def extract_register_map(result: ParseResult) -> RegisterMap:
    """Read every register table of ``result`` (see the module docstring). The column
    roles computed for its tables are forgotten afterwards (a long-lived process, the
    MCP server, holds no document's tables)."""
    try:
        with titles_numbered_in(result.content), stacked_headings_in(result.content):
            return _extract(result)
    finally:
        forget_column_roles()


def _prepared_tables(result: ParseResult) -> list[Table]:
    """The document's tables with every layout the readers below do not know rewritten
    into one they do, in this order: byte figures split, lost field rows recovered,
    indexed and titled figures and register rows split, field headers split, each table
    normalised, other modes' rows left out, byte figures joined, shared hex columns
    spread, register rows captioned."""
    tables = split_listed_byte_figures(tables_of(result))
    tables = with_lost_field_rows(tables, result.content)
    tables = split_indexed_rows(tables)
    tables = split_titled_figures(tables)
    tables = split_register_rows(tables)
    tables = [normalized(t) for t in split_field_headers(tables)]
    tables = without_other_modes(tables)
    tables = joined_byte_figures(tables)
    tables = shared_hex(tables)
    return captioned_by_register_rows(tables)


def _read_mmd(table: Table, roles: dict[str, int], maps: list[_Map], warnings: list[str]) -> None:
    """A PHY's MMD registers listed by device and offset (``Device | Offset | Name``),
    in a document with no other map (a Clause-45 PHY): one map per device (a bank each
    after the first), its rows read as a summary."""
    if ADDR not in roles:
        return
    device = next(i for i, h in enumerate(table.header) if h.strip().lower() in MMD_DEVICE)
    by_device: dict[str, list[tuple[str, ...]]] = {}
    for row in table.rows:
        by_device.setdefault(_cell(row, device).strip(), []).append(row)
    for number, rows in by_device.items():
        target = _Map(*_caption(table), section=table.heading, bank=f"MMD {number}")
        maps.append(target)
        _read_summary(replace(table, rows=tuple(rows), row_pages=()), roles, target, warnings)


def _extract(result: ParseResult) -> RegisterMap:
    warnings: list[str] = []
    maps: list[_Map] = []
    field_tables: list[tuple[Table, dict[str, int]]] = []
    default_tables: list[tuple[Table, dict[str, int]]] = []
    values: list[Table] = []  # figures of bit values only (no field names)
    unread: list[Table] = []  # figures whose cells do not line up with their bit numbers
    named_rows: list[tuple[Table, dict[str, int]]] = []  # summaries without addresses
    reset_states: list[Table] = []  # registers by name and their reset states
    settings: list[tuple[Table, dict[str, int], int]] = []  # value rows, their label column
    mmd: list[tuple[Table, dict[str, int]]] = []  # MMD registers listed by device
    pointers: list[tuple[Table, dict[str, int]]] = []  # maps giving pointer bits
    lead = ""  # the last prose line before a table, across tables in between
    section: tuple[str, ...] = ()
    # the lines between a heading and the first table under it, when they are few
    openings: dict[int, tuple[str, ...]] = {}
    tables = _prepared_tables(result)
    if _captions_below(tables):
        tables = [_caption_below(t) for t in tables]
    # the title over the last table naming one register by symbol and address (a caption
    # "Table 17. CHIP_DIG_POWER 0x0002", a line "MR (Mode Register) [R/W] [0x0000] [0x00]")
    titled = ""
    marks = _TitleMarks(result.content)
    last_end = 0
    # stacked rows are split once the pieces of a table are joined (a piece without a
    # header has no columns to split by)
    for table in map(_unstacked, _merge_continuations(_one_layout(tables))):
        if not table.before and table.section == section and titled:
            # SGTL5000, WIZnet: the title over a register's bit figure is its field
            # table's too
            table = replace(table, before=(titled,))
        # (a title further up than the lines kept before the table counts too: WIZnet's
        # description runs over several lines between them)
        titled = marks.last(last_end, table.start)
        last_end = table.end
        if table.section != section and len(table.before) <= _OPENING_LINES:
            openings[table.start] = table.before
        if table.before or table.section != section:
            lead = table.before[-1] if table.before else ""
            section = table.section
            if sum(1 for line in table.before[-2:] if _CAPTION_LINE.match(line)) == 2:
                lead = ""  # captions stacked above several tables: whose is whose is lost
        roles = column_roles(table)
        kind = _kind(table, roles)
        if mmd_devices(table, _context(table)):
            mmd.append((table, roles))  # a map only where the document has no other
        elif (label_col := label_column(table, roles)) is not None:
            settings.append((table, roles, label_col))  # read once the maps are
        elif kind == "summary" and BIT in roles and not _bitcols(roles):
            # a per-field table with an address column: adds to the map holding it
            target = next((m for m in reversed(maps) if _holds(m, table, roles)), None)
            if target is not None and renames(table, roles, target):
                target = _Map(*_caption(table), section=table.heading)  # another bank's
                maps.append(target)
            if target is None:
                target = maps[0] if maps else _Map(*_caption(table), section=table.heading)
                if not maps:
                    maps.append(target)
            _read_summary(table, roles, target, warnings)
        elif kind == "summary" and table.header == POINTER_HEADER:
            pointers.append((table, roles))  # read once the other maps are
        elif kind == "summary" and (pages := _page_parts(table, roles)):
            # Lumissil: "PG0 (0x00): LED Control Register" rows inside the map, each
            # opening a page of registers that reuse the addresses: a map per page
            for label, page, part in pages:
                paged = _Map(*_caption(part), section=table.heading, bank=page)
                paged.caption = label
                maps.append(paged)
                _read_summary(part, roles, paged, warnings)
        elif kind == "summary":
            _read_summary(table, roles, _map_for(table, roles, maps), warnings)
        elif kind == "resets":
            _read_resets(table, roles, maps, warnings)
        elif kind == "named":
            named_rows.append((table, roles))
        elif named_reset_table(table, roles):
            reset_states.append(table)
        elif kind == "fields":
            last = field_tables[-1][0] if field_tables else None
            if (
                last is not None
                and last.section == table.section
                and table.before
                and all(RESET_LINE.match(line.strip()) for line in table.before)
            ):
                # Silicon Labs: "Register 02h. Power Configuration", its bit row, "Reset
                # value = 0x0000", then its field table: the lines naming the bit row's
                # register name this table's
                table = replace(table, before=(*last.before, *table.before)[-4:])
            field_tables.append((table, roles))
        elif kind == "defaults":
            default_tables.append((table, roles))
        elif kind == "bitrow":
            # (a line labelling the address, "Address: 0x01", kept before the title)
            labels = [x for x in table.before[-3:] if ADDRESS_LABEL.match(x.strip("* "))]
            above = tuple(dict.fromkeys(x for x in (*labels[-1:], titled, lead) if x))
            field_tables.append((replace(table, before=above), roles))
        elif _value_row(table):
            values.append(table)  # an ID register's figure: a row of bit values
        elif not table.rows and table.before and NUMBERS_ONLY.fullmatch(table.before[-1]):
            unread.append(table)  # a figure under its bit numbers its cells do not fill
        elif kind == "unclear":
            warnings.append(
                f"register table on {_where(table)} ({', '.join(table.header)[:80]}) has "
                "columns hwcc cannot identify with confidence; left to search"
            )
    pointer_tables(pointers, maps, warnings)
    _pair_grids(result, maps)
    for table, roles in named_rows:
        read_named_rows(table, roles, maps, warnings)
    for table in reset_states:
        read_named_resets(table, maps)
    for table, roles, label_col in settings:
        read_setting_rows(table, roles, label_col, maps, warnings)
    if not maps:
        page_register_titles(result, maps)
    if not maps:
        _heading_registers(result, maps)
        listed_registers(tables, maps)
        if not maps:
            for table, roles in mmd:
                _read_mmd(table, roles, maps, warnings)
    else:
        _heading_extensions(result, maps)
        heading_names(result, maps)
    elsewhere = [span for m in maps for span in m.elsewhere]
    if elsewhere:
        # an overlay's sections (another reading of the map's addresses): their tables
        # describe no register of the map
        def kept(table: Table) -> bool:
            return not any(low <= table.start < high for low, high in elsewhere)

        field_tables = [(t, roles) for t, roles in field_tables if kept(t)]
        default_tables = [(t, roles) for t, roles in default_tables if kept(t)]
        values = [t for t in values if kept(t)]
    split_numbered_runs(maps)
    split_titled_runs(_headings(result.content), maps)
    field_tables = byte_boxes(field_tables, maps)
    field_tables = numbered_bytes(field_tables, maps, result.content, warnings)
    bitrows = [
        t for t, roles in field_tables if not t.rows or (ADDR not in roles and NAME not in roles)
    ]
    aligned = aligned_bitrows(result, bitrows + values, maps)
    # a heading over several bit rows: the text layer moved rows of other registers
    # under it (ST pages set headings apart from their figures), so it names none
    # (or where the sections before it do not hold one figure each: the figures may run
    # one heading late)
    per_section = Counter(t.section for t in bitrows)
    # (a figure read or not stands in its section: ST's STATUS_REG box of six cells for
    # eight bits is no sign the figures run a heading late)
    late = out_of_step(result, bitrows + values + unread)
    for table, roles in field_tables:
        if not table.rows or (ADDR not in roles and NAME not in roles):
            in_step = per_section[table.section] == 1 and table.section not in late
            opening = openings.get(table.start) if in_step else None
            _read_bitrow(table, roles, maps, warnings, aligned.get(table.start), opening)
        else:
            _read_field_table(table, roles, maps, warnings)
    for table, roles in default_tables:
        read_default_table(table, roles, maps, warnings)
    box_registers(result, tables, maps)
    figure_resets(values, maps)
    paired_default_rows(tables, maps)
    described_defaults(tables, maps)
    _read_prose_fields(result, maps)
    offset_width_fields(result, maps)
    prose_figures(result.content, maps, warnings)
    _lost_rows(result, maps)
    _box_resets(result, maps)
    _address_line_resets(result, maps)
    _offset_line_resets(result, maps)
    _bracket_resets(result, maps)
    _prose_defaults(result, maps)
    _labelled_values(result, maps)
    _prose_resets(result, maps)
    _cleared_resets(result, maps)
    _blanket_resets(result, maps)
    maps = [m for m in maps if m.regs]
    largest = max(maps, key=lambda m: len(m.regs), default=None)
    if largest is not None and AUXILIARY * len(maps[0].regs) < len(largest.regs):
        # a small map read first (an auxiliary interface's: Bosch's OIS map before the
        # register map, WIZnet's indirect-mode registers) does not name the device's
        # registers: the main map leads
        maps = [largest, *(m for m in maps if m is not largest)]
    warnings = _condensed(warnings)
    if not maps:
        return RegisterMap(None, tuple(warnings))
    stated = document_width(result.content)
    moved_to_their_bank(maps)
    for register_map in maps:
        _expanded(register_map)
        _copied_layouts(register_map)
        _plain_names(register_map)
        byte_slices(register_map, stated)
        _stated_width(register_map, stated)
        _common_width(register_map)
    chip = (
        result.chip
        or _part_number(result.title)
        or _heading_part(result.content)
        or result.title
        or result.doc_id
    )
    parts = _parts_of(maps)
    labels = [m.bank for m in maps[1:]]
    banks_named = all(labels) and len(set(labels)) == len(labels) and maps[0].bank not in labels
    peripherals = []
    named = named_ranges(result.content)
    for number, register_map in enumerate(maps):
        registers = tuple(
            _finish(r, warnings, named)
            for r in sorted(register_map.regs.values(), key=lambda r: r.first)
        )
        # a bank the document numbers keeps its number ("USER BANK 4": CHIP_BANK4)
        bank = register_map.bank if banks_named else str(number)
        name = parts[number] if parts else chip if number == 0 else f"{chip}_BANK{bank}"
        description = register_map.caption or result.title
        peripherals.append(
            Peripheral(name=name, base_address=0, description=description, registers=registers)
        )
    device = Device(name=chip, description=result.title, peripherals=tuple(peripherals))
    return RegisterMap(device, tuple(warnings))
