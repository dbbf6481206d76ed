"""Fields read from prose: field lists typeset without rulings, fields stated by bit
offset and width, rows a table lost to the page layout."""

from __future__ import annotations

import re
from dataclasses import replace

from hwcc.extract.numbers import parse_bits, parse_int
from hwcc.extract.regmap.columns import _is_reserved
from hwcc.extract.regmap.fieldlist import _one_per_bits, _overlaps
from hwcc.extract.regmap.prose.sections import _heading_reset
from hwcc.extract.regmap.prose.shared import (
    MCHP_BARE_BIT_LINE,
    _box_title,
    _mchp_bit_line,
    figure_registers,
    listed_register,
)
from hwcc.extract.regmap.state import (
    _ACCESS,
    _LOST_FIELD,
    _LOST_REGISTER,
    _NUM,
    _Map,
    _Reg,
    _stated_hex,
    regs_by_name,
)
from hwcc.extract.regmap.targets import _target, placeholder_instances, titled_registers
from hwcc.extract.tables import DELIMITER, Table
from hwcc.model.device import Field
from hwcc.types import ParseResult
from hwcc.util.markdown import HEADING

_FIELD_LIST_HEAD = re.compile(
    r"^(?:field|name|symbol)\s+bits?(?:\s+(?:description|type|access|reset|default|r/w))*$",
    re.I,
)


# Bosch: a "Name Description" line, then "Bit 2 conf_err sensor configuration error
# detected." / "Bit 6..5 osr_t ..." lines; the name a lower-case identifier (with an
# underscore or a digit, or a word its capitalised description follows: "Bit 5..4 mode
# Power mode"); "Bit 7..0 Chip id.", "Bit 3 not used", "Bit 7..0 FIFO read data" name none
_NAME_LIST_HEAD = re.compile(r"^name\s+description$", re.I)


_NAMED_BIT_LINE = re.compile(
    r"^[Bb]its?\s+(?P<a>\d{1,2})(?:\s*(?:\.\.|-|:|to)\s*(?P<b>\d{1,2}))?\s+"
    r"(?P<name>[a-z][a-z0-9]*_[a-z0-9_]*|[a-z][a-z0-9]*\d[a-z0-9]*|[a-z]+(?=\s+[A-Z0-9]|$))"
    r"(?=\s|$)(?P<rest>.*)$"
)


# LDT: a "Bit No. Bit Name Description" line, then "15:10 RAW_RSSI[5:0] RSSI ..." lines
# and pipe rows "| 12 | RF_SYNTH_LOCK | ... |" (the table's rulings came and went)
_BITS_FIRST_HEAD = re.compile(
    r"^bits?\s*(?:no\.?|number|#)?\s+(?:bit\s+)?name(?:\s+(?:r/w|access|type))?"
    r"\s+description(?:\s+(?:default|reset))?$",
    re.I,
)


_BITS_FIRST_LINE = re.compile(
    r"^(?P<bits>\d{1,2}(?:\s*:\s*\d{1,2})?)\s+(?P<name>[A-Za-z_][A-Za-z0-9_]*)"
    r"(?:\s*\[\d{1,2}(?::\d{1,2})?\])?(?:\s+(?P<rest>.*))?$"
)


_FIELD_LINE = re.compile(
    r"^(?P<name>[A-Za-z_][A-Za-z0-9_]*)\s+(?P<bits>\d{1,2}(?:\s*:\s*\d{1,2})?)(?:\s+(?P<rest>.*))?$"
)


_FIGURE_NUMBER = re.compile(r"^\s*register\s+\d+-\d+\s*:\s*", re.I)


# ST's register boxes list each field under its bits: "[7:2] RESERVED", "[1] SOFT_RESET:
# Reset the device using ..."; the name may repeat its bits or number them ("CH[7:0]",
# "IEG[x]", "TOUCH_DET_DELAY_2/1/0")
_BRACKET_BIT_LINE = re.compile(
    r"^\[(?P<a>\d{1,2})(?::(?P<b>\d{1,2}))?\]\s+(?P<name>[A-Za-z][A-Za-z0-9_]*?)"
    r"(?:_?\d+(?:/\d+)+|\s*\[\w+(?::\w+)?\])?\s*(?::\s*(?P<rest>.*))?$"
)


_ACCESS_TOKEN = rf"(?:{_ACCESS}|RC|R/C)"  # an access cell, read-clear forms too


# a field symbol closing with a placeholder index: "DATA_CHn", "OFFCAL_CHn[23:0]"
_INDEXED_FIELD = re.compile(r"^([A-Z][A-Z0-9_]*[A-Z_])n(?=$|\[)")


# the address line of such a box: "Address: 0x0C"
_BOX_ADDRESS = re.compile(rf"^address\s*:\s*(?P<a>{_NUM})$", re.I)


def _list_row(row: re.Match[str], pieces: list[str]) -> bool:
    """Whether a ``bits name ...`` match is a row of a bits-first field list: a name
    with an underscore, or in capitals in a pipe row, or a prose line that ends at the
    name or goes on with its access ("15 POWER_DOWN W"); not a note ("1 LSB of ...")
    nor a value table's row ("| 0 | Sleep |")."""
    name, rest = row.group("name"), (row.group("rest") or "").strip()
    if "_" in name:
        return True
    if pieces:
        return name.isupper() and len(name) > 1
    return not rest or re.match(r"(?:R/W|W/R|RW|RO|WO|R|W)\b", rest) is not None


def _read_prose_fields(result: ParseResult, maps: list[_Map]) -> None:
    """Field lists typeset without rulings, which reach the Markdown as prose, under a
    heading that names one register (by its address, or by a register-map name):

    * a ``Field Bits Description`` line followed by ``NAME 7:4 text`` lines
      (Broadcom/Avago);
    * ``bit 10-9 THYST: text`` lines (Microchip's register figures);
    * ``[2] INT_POLARITY: text`` and ``[7:3] RESERVED`` lines (ST's register boxes);
    * a ``Bit No. Bit Name Description`` line followed by ``15:10 RAW_RSSI[5:0] text``
      lines and ``| 12 | RF_SYNTH_LOCK | text |`` rows (LDT: rulings that come and go).

    Also ``NAME 5 text`` lines after a ruled ``Field | Bits | Description`` table (its
    rows went on as prose). Only lines of exactly these shapes until the next heading
    (a heading repeated on the next page continues), and only bits no field of the
    register holds yet. A heading that names no register yields to an ``Address: 0x0C``
    line in its box when one map holds a register there."""
    heading = ""
    target: list[_Reg] | None = None
    listing = False  # inside a "Field Bits Description" list
    named_list = False  # opened by a "Name Description" line (Bosch)
    bits_first = False  # opened by a "Bit No. Bit Name Description" line (LDT)
    found: list[Field] = []

    def flush() -> None:
        several = len(target or ()) > 1
        for reg in target or ():
            # (the register's one number: not CH0_CFG1's, which has two)
            runs = re.findall(r"\d+", reg.name)
            number = re.search(r"(\d+)$", reg.name) if several and len(runs) == 1 else None
            new = [
                # a symbol indexed by the placeholder of the registers' figure takes
                # each register's number ("DATA_CHn[23:0]" of CHANNEL0 is DATA_CH0[23:0])
                replace(f, name=_INDEXED_FIELD.sub(rf"\g<1>{number.group(1)}", f.name))
                if number is not None
                else f
                for f in _one_per_bits(found)
                if not _overlaps(f, reg.fields)
            ]
            if new:
                reg.fields = [*reg.fields, *new]

    named = {r.name: r for m in maps for r in m.regs.values() if r.named}
    boxed: list[_Reg] | None = None  # the register an "Address: 0x0C" line in the box names
    listed: list[_Reg] = []  # the registers the section lists ("CHANNEL0 24 0x00 R")
    figure_listed: list[_Reg] = []  # those the current figure takes
    unimplemented: set[int] = set()  # bits the figure's lines call unimplemented
    after_bit = False  # the last line of text was a bit line

    def at_address(text: str) -> list[_Reg] | None:
        if not re.fullmatch(r"0x[0-9a-f]+|[0-9a-f]+h", text, re.I):
            return None  # a bare number could be decimal or hex
        address = parse_int(text)
        regs = [m.regs[address] for m in maps if address is not None and address in m.regs]
        return regs if len(regs) == 1 else None

    def target_of(text: str) -> list[_Reg] | None:
        text = _FIGURE_NUMBER.sub("", text)  # "REGISTER 5-2:" numbers the figure
        # a symbol with a placeholder index opening the title names its instances
        # before any word of it names another register ("GAINCAL_CHn: DIGITAL GAIN
        # ERROR CALIBRATION REGISTER" is not GAIN's)
        indexed = placeholder_instances(text, maps)
        if indexed:
            return indexed
        # a title opening with a register's own symbol names it before any number in
        # its words ("CONFIG0: CONFIGURATION REGISTER 0" is not register 0's)
        symbol = re.match(r"\s*([A-Za-z][A-Za-z0-9_]*)\s*:", text)
        if symbol is not None and symbol.group(1) in named:
            return [named[symbol.group(1)]]
        probe = Table(header=(), rows=(), start=0, end=0, section=(text,), before=(), page=None)
        targets, _title_text = _target(probe, maps)
        if len(targets) == 1:
            return targets
        # one figure for registers of one layout, named together: TUPPER/TLOWER/TCRIT
        for group in re.findall(r"[A-Za-z0-9_]+(?:/[A-Za-z0-9_]+)+", text):
            regs = [named.get(n) for n in group.split("/")]
            if all(r is not None for r in regs):
                return [r for r in regs if r is not None]
        return titled_registers(text, maps)

    for raw in result.content.split("\n"):
        line = raw.strip()
        head = HEADING.match(line)
        title = head.group(2) if head else _box_title(line)
        if title is not None:
            if title == heading:
                continue  # the heading repeated on the next page
            flush()
            # the registers a section lists are its next figure's (a figure's title
            # takes them; a section's heading drops them)
            figure_listed = listed if _box_title(line) is not None else []
            listed = []
            heading, target, listing, found, boxed = title, None, False, [], None
            unimplemented = set()
            after_bit = False
            named_list = bits_first = False
            _heading_reset(heading, target_of, maps)
            continue
        if bits_first and target is not None:
            # a row of the list as a pipe row or a prose line: "bits name description"
            if DELIMITER.match(line):
                continue
            pieces = [c.strip() for c in line.strip("|").split("|")] if line.startswith("|") else []
            if pieces and parse_bits(pieces[0]) is None:
                bits_first = False  # another table's header ("| MODE | Meaning |"): the end
            row = _BITS_FIRST_LINE.match(" ".join(pieces[:2]) if pieces else line)
            bits = parse_bits(row.group("bits")) if row else None
            if row is not None and bits is not None and bits[0] < 32 and _list_row(row, pieces):
                field = Field(name=row.group("name"), lsb=bits[1], msb=bits[0], description="")
                if not _is_reserved(field.name) and not _overlaps(field, found):
                    found.append(field)
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
        if _BITS_FIRST_HEAD.match(line):
            flush()
            target, found, bits_first = target_of(heading), [], True
            continue
        if _FIELD_LIST_HEAD.match(line) or _NAME_LIST_HEAD.match(line):
            flush()
            target, listing, found = target_of(heading), True, []
            named_list = bool(_NAME_LIST_HEAD.match(line))
            continue
        bosch = _NAMED_BIT_LINE.match(line) if listing and target is not None else None
        if bosch is not None:
            a, b = int(bosch.group("a")), int(bosch.group("b") or bosch.group("a"))
            name = bosch.group("name")
            field = Field(name=name, lsb=min(a, b), msb=max(a, b), description="")
            if not _is_reserved(name) and field.msb < 32 and not _overlaps(field, found):
                found.append(replace(field, description=bosch.group("rest").strip()))
            continue
        stated = _BOX_ADDRESS.match(line)
        if stated is not None:
            boxed = at_address(stated.group("a"))
            continue
        listing_line = listed_register(line, maps)
        if listing_line is not None:
            listed.append(listing_line)
            continue
        mchp = _mchp_bit_line(line) or _BRACKET_BIT_LINE.match(line)
        bare = None
        if mchp is None and found and target is not None and after_bit:
            # a bit line without its colon, in the run of the figure's bit lines
            bare = MCHP_BARE_BIT_LINE.match(line)
        after_bit = mchp is not None or bare is not None
        if bare is not None:
            a, b = int(bare.group("a")), int(bare.group("b") or bare.group("a"))
            if unimplemented & set(range(min(a, b), max(a, b) + 1)):
                continue  # bits the figure said are unimplemented: another register's
            mchp = bare
        if mchp is not None:
            if target is None and not found:
                # the registers the figure's section lists (the one its title names,
                # when it names one of them), else the title's
                own = target_of(heading)
                target = figure_registers(own, figure_listed) if figure_listed else own or boxed
            a, b = int(mchp.group("a")), int(mchp.group("b") or mchp.group("a"))
            name = " ".join(mchp.group("name").split())
            # "[7:4] R": a table's bits and access the PDF set below it (ADI), no field
            is_field = not _is_reserved(name) and not re.fullmatch(_ACCESS_TOKEN, name)
            if not is_field:
                unimplemented |= set(range(min(a, b), max(a, b) + 1))
            if target is not None and is_field and max(a, b) < 32:
                rest = (mchp.group("rest") or "").strip()
                found.append(Field(name=name, lsb=min(a, b), msb=max(a, b), description=rest))
            continue
        m = _FIELD_LINE.match(line) if listing and target is not None else None
        if m is None:
            continue
        bits = parse_bits(m.group("bits"))
        name = m.group("name")
        if bits is None or _is_reserved(name) or bits[0] >= 32:
            continue
        if named_list and name.lower() in ("bit", "bits"):  # "Bit 0 ..." a Bosch line did not take
            continue
        rest = (m.group("rest") or "").strip()
        found.append(Field(name=name, lsb=bits[1], msb=bits[0], description=rest))
    flush()


# Bosch BMI323: "ERR_REG.acc_conf_err: (bit offset: 5, bit width: 1) Unsupported ..."
_OFFSET_WIDTH = re.compile(
    r"^(?P<reg>[A-Za-z][A-Za-z0-9_]*)\.\s?(?P<field>[A-Za-z][A-Za-z0-9_]*)\s*:\s*"
    r"\(\s*bit\s+offset\s*:\s*(?P<o>\d{1,2})\s*,\s*bit\s+width\s*:\s*(?P<w>\d{1,2})\s*\)"
    r"\s*(?P<d>.*)$",
    re.I,
)


_CUT = re.compile(r"(?:\.\.\.|\u2026)$")  # a name the PDF cut: "acc_co..."


def offset_width_fields(result: ParseResult, maps: list[_Map]) -> None:
    """Fields a document defines one per line as ``REG.field: (bit offset: N, bit width:
    W) text`` (Bosch BMI323): bits N+W-1..N of the register the maps hold under that
    exact name (one register). They replace the register's fields whose names the
    tables cut (``acc_co...``) on their bits; a field of a full name already there
    stands (taking the line's description when it has none) and a line sharing a bit
    with it is left out (two lines naming the same bits differently: neither, as for
    any fields sharing bits)."""
    lines: dict[str, list[Field]] = {}
    for line in result.content.split("\n"):
        m = _OFFSET_WIDTH.match(line.strip())
        if m is None or int(m.group("w")) < 1:
            continue
        lsb = int(m.group("o"))
        lines.setdefault(m.group("reg"), []).append(
            Field(
                name=m.group("field"),
                lsb=lsb,
                msb=lsb + int(m.group("w")) - 1,
                description=" ".join(m.group("d").split()),
            )
        )
    if not lines:
        return
    named = regs_by_name(maps)
    for name, found in lines.items():
        regs = named.get(name, [])
        if len(regs) != 1:
            continue
        reg = regs[0]
        found = _one_per_bits(found)
        cut = [f for f in reg.fields if _CUT.search(f.name)]
        kept = [f for f in reg.fields if not _CUT.search(f.name)]
        new = []
        for f in found:
            same_name = [g for g in kept if (g.name, g.msb, g.lsb) == (f.name, f.msb, f.lsb)]
            if same_name:
                kept = [
                    replace(g, description=f.description)
                    if g in same_name and not g.description
                    else g
                    for g in kept
                ]
                continue
            if _overlaps(f, kept) or f.msb >= (reg.width or 64):
                continue
            same = next((g for g in cut if (g.msb, g.lsb) == (f.msb, f.lsb)), None)
            if same is not None:
                f = replace(f, reset_value=same.reset_value, access=same.access)
            new.append(f)
        if new:
            # (a cut name the lines cover goes; one they do not cover stays)
            reg.fields = [*kept, *(g for g in cut if not _overlaps(g, new)), *new]


def _lost_rows(result: ParseResult, maps: list[_Map]) -> None:
    """Rows of a register map the PDF set outside its table, one per line: a register
    line (hex address, name, bits, access, hex reset) whose address lies next to a
    register the map already holds (the table's own rows around it) becomes that
    register, or completes it; the field lines after it (name, bits, access, value)
    are its fields, up to the next line of another shape. Only in a map read from
    tables: these lines never start one."""
    current: _Reg | None = None
    offset = 0
    for raw in result.content.split("\n"):
        start, offset = offset, offset + len(raw) + 1
        line = raw.strip()
        if not line:
            continue
        if line.startswith("|"):
            current = None
            continue
        m = _LOST_REGISTER.match(line)
        if m is not None:
            current = None
            address = int(m.group("a"), 16)
            home = [
                mp
                for mp in maps
                if address in mp.regs or address - 1 in mp.regs or address + 1 in mp.regs
            ]
            if len(home) != 1:
                continue
            regs = home[0].regs
            stated = _stated_hex(m.group("r"))
            reg = regs.get(address)
            if reg is None:
                page = result.first_page(start, offset)
                reg = regs[address] = _Reg(
                    name=m.group("n"),
                    first=address,
                    last=address,
                    page=page,
                    named=True,
                )
            elif reg.name != m.group("n"):
                continue  # another register's row: the map's own name stands
            if reg.reset is None and stated is not None:
                reg.reset = stated[0]
            current = reg
            continue
        f = _LOST_FIELD.match(line) if current is not None else None
        if f is None or current is None:
            current = None
            continue
        bits = parse_bits(f.group("bits"))
        name = f.group("n")
        if bits is None or _is_reserved(name) or bits[0] >= 32:
            continue
        field = Field(name=name, lsb=bits[1], msb=bits[0])
        if not _overlaps(field, current.fields):
            current.fields = [*current.fields, field]
