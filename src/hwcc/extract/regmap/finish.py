"""The last step: names lose a range that is their whole value, registers of
unstated width take the map's common width, warnings about tables of one shape are
condensed, and each working register becomes a :class:`~hwcc.model.device.Register`
(fields outside its width left out, its reset composed from its fields' defaults when
the document states none)."""

from __future__ import annotations

import re
from dataclasses import replace

from hwcc.extract.numbers import parse_int
from hwcc.extract.regmap.fieldlist import _bit_span, _declared
from hwcc.extract.regmap.state import (
    _WIDTH_PREFIX,
    _completes,
    _hex,
    _Map,
    _Reg,
    _width,
    common_width,
)
from hwcc.model.device import Field, Register, partial_mask


def _condensed(warnings: list[str]) -> list[str]:
    """Warnings about unreadable tables of one shape folded into one line each."""
    out: list[str] = []
    shapes: dict[str, list[int]] = {}
    for warning in warnings:
        m = re.match(r"register table on (.*?) \((.*)\) has columns", warning)
        if m is None:
            out.append(warning)
            continue
        shape = re.sub(r"\(0x[0-9A-Fa-f]+\)\s*\w+", "(…)", m.group(2))
        if shape in shapes:
            shapes[shape].append(len(out))
            continue
        shapes[shape] = [len(out)]
        out.append(warning)
    for indexes in shapes.values():
        if len(indexes) > 1:
            first = out[indexes[0]]
            out[indexes[0]] = first.replace(
                "register table on", f"{len(indexes)} register tables like the one on", 1
            )
    return out


_NAME_RUN = re.compile(
    r"^(?P<p>[A-Za-z_][A-Za-z_]*?)(?P<a>\d+)\s*(?:\.\.\.?|…|-|–|down\s*to|to)\s*(?P=p)?(?P<b>\d+)$"
)


_PLACEHOLDER = re.compile(r"^(?P<p>[A-Za-z][A-Za-z0-9_]*_)[xn]$", re.I)
# Trinamic "MSLUT[1...7]" over 0x61 … 0x67: one indexed register per address
_INDEX_RUN = re.compile(r"^(?P<p>[A-Za-z][A-Za-z0-9_]*)\[(?P<a>\d+)(?:\.\.\.?|\u2026)(?P<b>\d+)\]$")


def _expanded(register_map: _Map) -> None:
    """A run of registers whose name numbers them (Bosch: ``calib00..calib25`` over
    0x88..0xA1) as one register per address, named in address order (``calib00`` at
    0x88); only when the name's count and the run's agree. A run named as an array
    (Bosch: ``Gas_wait_x`` over 0x64..0x6D) likewise, element 0 at the lowest address,
    its element fields (``gas_wait_x``) numbered with it. An indexed run (Trinamic:
    ``MSLUT[1...7]`` over 0x61..0x67) likewise, one index per address when they count
    alike."""
    for first, reg in sorted(register_map.regs.items()):
        array = _PLACEHOLDER.match(reg.name.strip())
        if reg.last != reg.first and array is not None:
            for k in range(reg.last - reg.first + 1):
                fields = [
                    replace(f, name=f"{m.group('p')}{k}")
                    if (m := _PLACEHOLDER.match(_declared(f.name)[0])) is not None
                    else f
                    for f in reg.fields
                ]
                register_map.regs[first + k] = replace(
                    reg,
                    name=f"{array.group('p')}{k}",
                    first=first + k,
                    last=first + k,
                    fields=fields,
                )
            continue
        run = _INDEX_RUN.match(reg.name.strip())
        if run is not None and reg.last != reg.first:
            low, high = int(run["a"]), int(run["b"])
            if high - low == reg.last - reg.first:
                names = [f"{run['p']}[{low + k}]" for k in range(high - low + 1)]
                _one_per_address(register_map, reg, names)
            continue
        m = _NAME_RUN.match(reg.name.strip())
        if reg.last == reg.first or m is None:
            continue
        a, b = int(m.group("a")), int(m.group("b"))
        count = reg.last - reg.first + 1
        if abs(b - a) + 1 != count:
            continue
        printed = (m.group("a"), m.group("b"))
        padded = len(printed[0]) == len(printed[1]) and any(n.startswith("0") for n in printed)
        digits = len(printed[0]) if padded else 0
        low = min(a, b)
        names = [f"{m.group('p')}{low + k:0{digits}d}" for k in range(count)]
        _one_per_address(register_map, reg, names)


def _one_per_address(register_map: _Map, reg: _Reg, names: list[str]) -> None:
    """``reg`` (a run over several addresses) as one register per address from its
    first, named ``names`` in address order, each with the run's fields, or its own
    where a figure listing the run's addresses gave the register there fields."""
    for k, name in enumerate(names):
        own = register_map.regs.get(reg.first + k)
        fields = own.fields if own is not None and own is not reg and own.fields else reg.fields
        register_map.regs[reg.first + k] = replace(
            reg, name=name, first=reg.first + k, last=reg.first + k, fields=list(fields)
        )


def _copied_layouts(register_map: _Map) -> None:
    """Registers the map says repeat another's layout (``C1FIFOCON2 | same as
    C1FIFOCON1``) take that register's fields, width and reset, when the map holds
    exactly one register of that name with fields and the copy has none of its own."""
    by_name: dict[str, list[_Reg]] = {}
    for reg in register_map.regs.values():
        by_name.setdefault(reg.name, []).append(reg)
    for reg in register_map.regs.values():
        source = by_name.get(reg.like, [])
        if not reg.like or reg.fields or len(source) != 1 or not source[0].fields:
            continue
        model = source[0]
        reg.fields = list(model.fields)
        reg.width = reg.width or model.width
        if reg.reset is None:
            reg.reset, reg.reset_mask = model.reset, model.reset_mask


def _plain_names(register_map: _Map) -> None:
    """``MODE[2:0]`` becomes ``MODE`` (the range is the whole value, wherever its bits
    sit); a declared range stays in the name where it says more: a slice of a wider value
    (``ACCEL_XOUT[15:8]``), or a value split over registers (``ACCEL_XOUT[7:0]`` beside
    it)."""
    bases: dict[str, set[int]] = {}
    for reg in register_map.regs.values():
        for f in reg.fields:
            base, declared = _declared(f.name)
            if declared is not None:
                bases.setdefault(base, set()).add(reg.first)
    for reg in register_map.regs.values():
        renamed: dict[tuple[str, int, int], Field] = {}
        # one name over different bits keeps its ranges; the same field read from two
        # tables (a map's cell and the register's own table) is one field
        own = [b for b, _m, _l in {(_declared(f.name)[0], f.msb, f.lsb) for f in reg.fields}]
        for f in reg.fields:
            base, declared = _declared(f.name)
            whole = declared is not None and declared[1] == 0  # NAME[w-1:0]: all of it
            if whole and len(bases.get(base, ())) < 2 and own.count(base) < 2:
                f = replace(f, name=base)
            renamed.setdefault((f.name, f.msb, f.lsb), f)
        reg.fields = list(renamed.values())


def _part_number(title: str) -> str:
    """A part number in a title (``... Real-Time Clock DS3231M`` -> ``DS3231M``)."""
    m = re.search(r"\b[A-Z]{1,5}\d{2,}[A-Z0-9]*\b", title)
    return m.group(0) if m else ""


_PART_HEADING = re.compile(r"^# ([A-Z]{1,6}\d{2,}[A-Z0-9]*)[ \t]*$", re.M)
# numbers of documents, not parts: application notes, manuals, revisions, Renesas "R01.."
_DOCUMENT_NUMBER = re.compile(r"(?:AN|UM|RM|TN|DS|ES|REV|R\d\d)\d", re.I)


MIN_MOVED = 3  # registers of another bank a map must list for them to move


def moved_to_their_bank(maps: list[_Map]) -> None:
    """Drop from a map the registers that only a table of field rows gave it (no summary
    row, no map), where another bank's summary or map holds one of the same name at the
    same address: MIN_MOVED of them at least (one may be in every bank, a bank select),
    in a map with a summary of its own (TDK ICM-42688-P: section 5.4 lists OFFSET_USER0
    .. 8 at 0x77h .., "in bank 0" and "(bank 4)"; the bank 4 map holds them, the bank 0
    map does not)."""
    for register_map in maps:
        if not any(r.summary for r in register_map.regs.values()):
            continue  # a bank read from field tables alone (Semtech's LoRa registers)
        moved = [
            first
            for first, reg in register_map.regs.items()
            if not (reg.mapped or reg.summary or not reg.named)
            and any(
                (other := m.regs.get(first)) is not None
                and (other.mapped or other.summary)
                and other.name.casefold() == reg.name.casefold()
                for m in maps
                if m is not register_map
            )
        ]
        if len(moved) >= MIN_MOVED:
            for first in moved:
                del register_map.regs[first]


def _heading_part(content: str) -> str:
    """The part number a document's opening top-level heading gives alone (ST: ``#
    L6470`` over a title that names no part), within its first 2000 characters, named
    three times in the text at least and not a document's number; or ``""``."""
    m = _PART_HEADING.search(content[:2000])
    if m is None or _DOCUMENT_NUMBER.match(m.group(1)):
        return ""
    return m.group(1) if len(re.findall(rf"\b{m.group(1)}\b", content)) >= 3 else ""


_SLICE = re.compile(r"\[\d+(?::\d+)?\]$")


def byte_slices(register_map: _Map, document: int | None) -> None:
    """A one-address register of a byte-wide map whose fields all lie in one byte above
    bit 7 (ams: ``15:8 ITIME_M`` at 0x64, ``23:16 ITIME_H`` at 0x65: the bits of the
    value the byte holds) as an 8-bit register: its fields moved down to bits 7..0,
    each named with the slice of the value it holds (``ITIME_M[15:8]``). A register
    whose reset the map gives (a byte) only where the document states every register
    is 8 bits wide (``document``: ADI's MSB registers, ``[14:8] | Temp``; a byte-wide
    map's 16-bit ALERT register with its reset ``0`` is no slice)."""
    # a byte-wide map: stated widths of 8, or (none stated) fields within bits 7..0
    stated = [r.width for r in register_map.regs.values() if r.width]
    tops = [max(f.msb for f in r.fields) for r in register_map.regs.values() if r.fields]
    if stated:
        if max(set(stated), key=stated.count) != 8:
            return
    elif not tops or sum(t < 8 for t in tops) < 0.75 * len(tops):
        return
    for reg in register_map.regs.values():
        if reg.first != reg.last or not reg.fields:
            continue
        if reg.reset is not None and (document != 8 or reg.reset > 0xFF):
            continue
        if reg.width is not None and reg.width > 8:
            continue  # a register the map states wider (Microchip: SCAN, 24 bits)
        lane = min(f.lsb for f in reg.fields) // 8
        if lane == 0 or any(f.msb // 8 != lane or f.lsb // 8 != lane for f in reg.fields):
            continue
        shift = 8 * lane
        reg.fields = [
            replace(
                f,
                name=f"{_SLICE.sub('', f.name)}[{_bit_span(f.msb, f.lsb)}]",
                msb=f.msb - shift,
                lsb=f.lsb - shift,
            )
            for f in reg.fields
        ]
        reg.width = 8


# "Each register is accessed via 32 data bits" (Trinamic), "All 20 registers are designed
# as addressable 8-bit registers" (Maxim); never "All registers are accessed through an
# 8-bit pointer" (the pointer's width) nor "Each offset register is 16-bit" (NXP: a group's)
# Renesas: "The ISL9238 .. SMBus registers are 16 bits" (the bus's registers: all of them)
_DOCUMENT_WIDTH = re.compile(
    r"\b(?:(?:all|each|every)\s+(?:\d+\s+)?registers?|(?:SMBus|I2C|I²C|SPI)\s+registers)"
    r"\s+(?:is|are)\s+"
    r"(?:(?:accessed\s+via|designed\s+as(?:\s+addressable)?|implemented\s+as)\s+)?"
    r"(?P<w>8|16|32|eight|sixteen|thirty-two)[- ](?:data\s+)?bits?"
    r"(?:\s+(?:wide|in\s+width|long|registers?|even)\b|\s*[.,;])",
    re.I,
)


_WIDTH_WORDS = {"eight": "8", "sixteen": "16", "thirty-two": "32"}


def document_width(text: str) -> int | None:
    """The width a document states for all its registers, when every such sentence
    states the same one; else None. ("Most SMBus registers are 16 bits": not all.)"""
    widths = {
        _WIDTH_WORDS.get(m.group("w").lower(), m.group("w"))
        for m in _DOCUMENT_WIDTH.finditer(text)
        if not _QUANTIFIED.search(text[max(0, m.start() - 24) : m.start()])
    }
    return int(widths.pop()) if len(widths) == 1 else None


_QUANTIFIED = re.compile(r"\b(?:most|some|many|several|other|not)\s+(?:\w+\s+)?$", re.I)


def _stated_width(register_map: _Map, width: int | None) -> None:
    """Registers of no stated width take the width the document states for all its
    registers (:func:`document_width`), when their fields and reset fit in it (TMC5160:
    GCONF's bits reach 17, the register is 32 bits wide, not 24)."""
    if width is None:
        return
    for reg in register_map.regs.values():
        fits = all(f.msb < width for f in reg.fields) and (reg.reset or 0).bit_length() <= width
        if not reg.width and fits and not _WIDTH_PREFIX.match(reg.name):
            reg.width = width


def _common_width(register_map: _Map) -> None:
    """Registers whose width the document does not state take the width most of the
    map's stated ones have (INA219: 16 bits), when the map states any and their fields
    fit in it."""
    common = common_width(register_map)
    if common is None:
        return
    for reg in register_map.regs.values():
        fits = all(f.msb < common for f in reg.fields)
        if not reg.width and fits and not _WIDTH_PREFIX.match(reg.name):
            reg.width = common


def _composed_reset(reg: _Reg, fields: tuple[Field, ...], width: int) -> int | None:
    """The register's reset from its fields' and reserved bits' defaults, when they
    cover every bit exactly once; else None."""
    parts = [(f.msb, f.lsb, f.reset_value) for f in fields] + list(reg.fixed)
    covered = 0
    value = 0
    for msb, lsb, reset in parts:
        if reset is None:
            return None
        mask = ((1 << (msb - lsb + 1)) - 1) << lsb
        if covered & mask:
            return None
        covered |= mask
        value |= reset << lsb
    return value if covered == (1 << width) - 1 else None


_NUMBERED_BIT = re.compile(r"^([A-Za-z](?:[A-Za-z0-9_]*?[A-Za-z])?)(\d+)$")
# Trinamic: one row per bit of a value, "CS_ACTUAL[16]" .. "CS_ACTUAL[20]"
_INDEXED_BIT = re.compile(r"^([A-Za-z](?:[A-Za-z0-9_]*?[A-Za-z])?)\[(\d+)\]$")


def _numbered(name: str) -> re.Match[str] | None:
    """A one-bit field's name as a prefix and a number (``AVG2``, ``CS_ACTUAL[16]``)."""
    return _NUMBERED_BIT.match(name) or _INDEXED_BIT.match(name)


def _joined(run: list[Field], name: str) -> Field:
    """Adjacent fields ``run`` (lsb order) as one field ``name`` over their bits: the
    first's access and description, its reset composed from theirs when each has one,
    no enumerated values."""
    first = run[0]
    resets = [f.reset_value for f in run]
    value = (
        None
        if any(r is None for r in resets)
        else sum((f.reset_value or 0) << (f.lsb - first.lsb) for f in run)
    )
    return replace(first, name=name, msb=run[-1].msb, reset_value=value, enumerated_values=())


def _grouped(fields: list[Field]) -> tuple[Field, ...]:
    """One-bit fields that number the bits of one value (TI's ``AVG2 AVG1 AVG0`` over
    bits 11..9, ``MODE3..MODE1`` over 2..0, ``CS_ACTUAL[16]`` .. ``[20]``) as that value's
    one field ``AVG`` [11:9]:
    a run of two or more adjacent bits whose names share a prefix ending in a letter and
    count down with the bit position, with the same access and description. Names
    numbered after an underscore (Bosch's ``int_err_1``, ``int_err_2``) are separate
    flags and stay apart (ST's ``OFFx_7`` .. ``OFFx_0`` too: the document names each bit,
    and AKM's ``IR1_7`` .. ``IR1_0`` are the low byte of a value ``IR1_15`` goes on in).
    A run numbered from 2 up is a slice of a wider value and says so (``T8..T10`` over
    bits 2..0: ``T[10:8]``); a prefix whose numbers leave a gap in the register (BCD
    digits ``SC22..SC20``, ``SC13..SC10``), or one some of whose numbers stand outside
    the run, is not. Fields sorted by lsb."""
    out: list[Field] = []
    run: list[Field] = []

    def close() -> None:
        head = _numbered(run[0].name) if run else None
        # (Trinamic: hstrt2, hstrt1 and an hstrt0 whose second row gave it another
        # description; ADI: VBIAS5, VBIAS4 over bits 3..2 beside VBIAS3, VBIAS2 over 5..4,
        # one channel's flag each: while a number of the prefix stands apart, the bits
        # keep the names the document prints)
        apart = head is not None and len(numbers.get(head.group(1), ())) > len(run)
        if len(run) >= 2 and not apart:
            first, last = run[0], run[-1]
            prefix = _numbered(first.name)
            last_number = _numbered(last.name)
            assert prefix is not None and last_number is not None
            low, high = int(prefix.group(2)), int(last_number.group(2))
            # bits 8..15 of a value split over two registers keep their slice; indexes
            # that are the register's own bit numbers (CS_ACTUAL[16] at bit 16) do not
            whole = low <= 1 or (prefix.re is _INDEXED_BIT and low == first.lsb)
            name = prefix.group(1) if whole else f"{prefix.group(1)}[{high}:{low}]"
            out.append(_joined(run, name))
        else:
            out.extend(run)
        run.clear()

    # BCD digit labels (Intersil "SC22 SC21 SC20 SC13 .. SC10": digit, then bit) number
    # no one value: a prefix whose numbers leave a gap is not grouped
    numbers: dict[str, set[int]] = {}
    for f in fields:
        n = _numbered(f.name) if f.msb == f.lsb else None
        if n is not None:
            numbers.setdefault(n.group(1), set()).add(int(n.group(2)))
    gapped = {k for k, v in numbers.items() if max(v) - min(v) + 1 != len(v)}
    for f in fields:
        m = _numbered(f.name) if f.msb == f.lsb else None
        if m is not None and m.group(1) in gapped:
            m = None
        if run and m is not None:
            prev = run[-1]
            pm = _numbered(prev.name)
            if (
                pm is not None
                and pm.group(1) == m.group(1)
                and f.lsb == prev.msb + 1
                and int(m.group(2)) == int(pm.group(2)) + 1
                and (f.access, f.description) == (prev.access, prev.description)
                and not (f.enumerated_values or prev.enumerated_values)
            ):
                run.append(f)
                continue
        close()
        if m is not None:
            run.append(f)
        else:
            out.append(f)
    close()
    return tuple(out)


# a bit range in brackets, and the identifier and suffix around it: "TAP_THSX_[4:0]",
# "6D_THS[1:0]", ST's "FS[1:0]_XL" (the range inside the name, before a suffix)
_BRACKET_RANGE = re.compile(r"\[(\d{1,2}):(\d{1,2})\]")
_IDENT_BEFORE = re.compile(r"(?<![\w\[])[A-Za-z0-9][A-Za-z0-9_]*\Z")
_SUFFIX_AFTER = re.compile(r"_[A-Za-z0-9_]*[A-Za-z](?!\w)")
# one bit of such a value, as a figure prints it: "TAP_THSX_4", "6D_THS1"; "FS1_XL"
_RUN_BIT = re.compile(r"^([A-Za-z0-9][A-Za-z0-9_]*?[A-Za-z])_?(\d{1,2})$")
_INFIX_BIT = re.compile(r"^([A-Za-z][A-Za-z0-9]*?[A-Za-z])(\d)(_[A-Za-z0-9_]*[A-Za-z])$")


def named_ranges(content: str) -> frozenset[tuple[str, int, int]]:
    """Every value ``content`` names with its bit range (``TAP_THSX_[4:0]``; ``FS[1:0]_XL``
    with the range inside the name): the name (less an underscore before the range, the
    range taken out of it, case folded), its high and its low bit."""
    out: set[tuple[str, int, int]] = set()
    for m in _BRACKET_RANGE.finditer(content):
        high, low = int(m.group(1)), int(m.group(2))
        end = m.start()
        if content[max(0, end - 2) : end] == "_ ":
            end -= 1  # "X_OFS_USR_ [7:0]": the PDF's space before the range
        ident = _IDENT_BEFORE.search(content, max(0, end - 64), end)
        if high <= low or ident is None:
            continue
        name, start = ident.group(0), ident.start()
        while content[max(0, start - 2) : start] == "_ ":
            # a name the PDF wrapped after an underscore: "ODR_T_ BATCH_[1:0]"
            before = _IDENT_BEFORE.search(content, max(0, start - 66), start - 1)
            if before is None:
                break
            name, start = before.group(0) + name, before.start()
        name = name[:-1] if name.endswith("_") else name
        if name[-1:].isalpha():
            out.add((name.casefold(), high, low))
        suffix = _SUFFIX_AFTER.match(content, m.end())
        if (
            suffix is not None
            and high < 10
            and start == ident.start()  # (a name the PDF wrapped is no infix form)
            and re.fullmatch(r"[A-Za-z][A-Za-z0-9]*", ident.group(0))
        ):
            out.add(((ident.group(0) + suffix.group(0)).casefold(), high, low))
    return frozenset(out)


def _documented_runs(fields: list[Field], named: frozenset[tuple[str, int, int]]) -> list[Field]:
    """One-bit fields a figure prints one per bit of a value the document names with
    its range elsewhere (ST: ``TAP_THSX_4`` .. ``TAP_THSX_0`` over bits 4..0 where the
    description table reads ``TAP_THSX_[4:0]``; ``6D_THS1``, ``6D_THS0`` and
    ``6D_THS[1:0]``; ``FS1_XL``, ``FS0_XL`` and ``FS[1:0]_XL``, the field ``FS_XL``) as
    that value's one field ``TAP_THSX`` [4:0]: adjacent bits of one
    access, numbered up with the bit position, the run's numbers exactly the range the
    document names; named as :func:`_grouped` names its runs. Only names
    :func:`_grouped` leaves alone (numbered after an underscore, or opening with a
    digit): those no such range names stay apart."""
    bits: dict[int, tuple[Field, str, int]] = {}
    for f in fields:
        # (names :func:`_grouped` numbers itself keep its rules: ``GPIO1``, ``GPIO0``)
        m = _RUN_BIT.match(f.name) if f.msb == f.lsb and not _numbered(f.name) else None
        if m is not None:
            bits[f.lsb] = (f, m.group(1), int(m.group(2)))
        elif f.msb == f.lsb and (inside := _INFIX_BIT.match(f.name)) is not None:
            bits[f.lsb] = (f, inside.group(1) + inside.group(3), int(inside.group(2)))
    merged: list[Field] = []
    taken: set[int] = set()  # the lsbs of runs merged
    gone: list[Field] = []  # their fields
    for lsb in sorted(bits):
        if lsb in taken:
            continue
        first, prefix, low = bits[lsb]
        run = [first]
        while (nxt := bits.get(lsb + len(run))) is not None and (
            nxt[1] == prefix and nxt[2] == low + len(run) and nxt[0].access == first.access
        ):
            run.append(nxt[0])
        high = low + len(run) - 1
        if len(run) < 2 or (prefix.casefold(), high, low) not in named:
            continue
        taken.update(f.lsb for f in run)
        gone.extend(run)
        # (a low slice keeps its range where the document names another slice of the
        # value: CNT_BDR_TH_[7:0] beside CNT_BDR_TH_[10:8])
        sliced = any(k == prefix.casefold() and (h, lo) != (high, low) for k, h, lo in named)
        merged.append(
            _joined(run, prefix if low <= 1 and not sliced else f"{prefix}[{high}:{low}]")
        )
    if not merged:
        return fields
    kept = [f for f in fields if not any(f is g for g in gone)]
    return sorted([*kept, *merged], key=lambda f: (f.lsb, f.msb, f.name))


# TI CAN: "ND31 to ND0", one field over bits 31..0 named by its first and last bit
_BIT_SPAN_NAME = re.compile(r"^([A-Za-z][A-Za-z_]*?)(\d+)\s*(?:to|-|\u2013|\.\.)\s*\1(\d+)$")
# a slice of a value: "ETV[15:8]", "TOP[7:0]"
_SLICE_NAME = re.compile(r"^([A-Za-z][A-Za-z0-9_]*)\[(\d+):(\d+)\]$")


def _slices_joined(fields: list[Field]) -> list[Field]:
    """``fields`` with a field named by the first and last bits of its value (``ND31 to
    ND0`` over 31:0) named as that value (``ND``; ``ND[63:32]`` for a slice of a wider
    one), and byte slices of one value side by side (TI's register figures, a byte a
    row: ``ETV[7:0]`` over 7:0 .. ``ETV[31:24]`` over 31:24) joined into one field, when
    each is a whole byte of the register, they follow on in the register and in the
    value, and their access agrees (slices of other widths are the document's own
    fields: LTC2990's ``Mode[4:3]`` and ``Mode[2:0]``). Fields sorted by lsb."""
    named = []
    spans: set[str] = set()  # slice names read from first-and-last-bit names
    for f in fields:
        m = _BIT_SPAN_NAME.match(f.name.strip())
        high, low = (int(m.group(2)), int(m.group(3))) if m else (0, 0)
        if m and high - low == f.msb - f.lsb:
            f = replace(f, name=f"{m.group(1)}[{high}:{low}]")
            spans.add(f.name)
        named.append(f)
    out: list[Field] = []
    run: list[tuple[Field, str, int, int]] = []  # byte slices: field, value, high, low bit

    def whole(f: Field, low: int) -> Field:
        """A value named by its first and last bits from bit 0 up: the value's name."""
        prefix = _SLICE_NAME.match(f.name)
        return replace(f, name=prefix.group(1)) if prefix and f.name in spans and not low else f

    def close() -> None:
        if len(run) >= 2:
            _first, value_name, _high, low = run[0]
            high = run[-1][2]
            name = value_name if low == 0 else f"{value_name}[{high}:{low}]"
            out.append(_joined([f for f, *_ in run], name))
        else:
            out.extend(whole(f, low) for f, _name, _high, low in run)
        run.clear()

    for f in sorted(named, key=lambda f: (f.lsb, f.msb, f.name)):
        m = _SLICE_NAME.match(f.name)
        high, low = (int(m.group(2)), int(m.group(3))) if m else (0, 0)
        if m is None or high - low != f.msb - f.lsb or f.msb - f.lsb != 7 or f.lsb % 8:
            close()
            out.append(whole(f, low))
            continue
        if run:
            prev, prev_name, prev_high, _prev_low = run[-1]
            if not (
                prev_name == m.group(1)
                and f.lsb == prev.msb + 1
                and low == prev_high + 1
                and f.access == prev.access
            ):
                close()
        run.append((f, m.group(1), high, low))
    close()
    return out


_NUMBER_NAME = re.compile(r"\d+|0x[0-9a-f]+|\d[0-9a-f]*h", re.I)


def _unfixed(fields: list[Field]) -> list[Field]:
    """``fields`` less those named by a number that fits their bits: bits fixed at that
    value (TI's ``128`` over bits 15:7), not a field; a number too wide for its bits is
    a name (IP101G's ``10``, the 10BASE-T ability bit)."""
    out = []
    for f in fields:
        if _NUMBER_NAME.fullmatch(f.name.strip()):
            value = parse_int(f.name.strip(), hex_default=False)
            if value is not None and value < 1 << (f.msb - f.lsb + 1):
                continue
        out.append(f)
    return out


def _layouts_grouped(fields: list[Field]) -> tuple[Field, ...]:
    """``fields`` with the bits numbering one value grouped (:func:`_grouped`), each
    layout apart when the register is written one way and read another (write-only and
    read-only fields: AMICCOM's ``WWS_SL7 .. WWS_SL0`` over ``RCOC5 .. RCOC0``)."""

    def order(f: Field) -> tuple[int, int, str]:
        return f.lsb, f.msb, f.name

    written = [f for f in fields if f.access == "write-only"]
    read = [f for f in fields if f.access != "write-only"]
    if not written or not any(f.access == "read-only" for f in read):
        return _grouped(sorted(fields, key=order))
    return tuple(
        sorted(
            (*_grouped(sorted(written, key=order)), *_grouped(sorted(read, key=order))), key=order
        )
    )


def _apart(reg: _Reg, fields: tuple[Field, ...], warnings: list[str]) -> tuple[Field, ...]:
    """``fields`` less every field sharing a bit with a field of another name (two byte
    values of a 16-bit pair read into one register, a mode's alternative layout): which
    one the register holds is not known, so neither is kept, and a warning names them;
    one field over the whole register and three or more that share no bit among
    themselves is the only one left out.
    A write-only field and a read-only one may share bits: the register's written and
    read layouts."""
    clash = {
        f.name
        for f in fields
        for g in fields
        if f.name != g.name
        and f.lsb <= g.msb
        and g.lsb <= f.msb
        and {f.access, g.access} != {"read-only", "write-only"}
    }
    if not clash:
        return fields
    # one field over the bits of several others that share none among themselves (ams:
    # "SRST" printed 7:0 over INT 6, GAIN 5:4 ..): that one is the misprint, the others
    # stand
    overlapping = {
        f.name: {g.name for g in fields if g.name != f.name and f.lsb <= g.msb and g.lsb <= f.msb}
        for f in fields
        if f.name in clash
    }
    spans = {f.name: f.msb - f.lsb + 1 for f in fields}
    width = reg.width or _width(reg)
    # (over the whole register and three fields at least: a 24-hour layout's HOURS[5:0]
    # over the 12-hour one's AMPM and HOURS[4:0] is another layout, no misprint)
    wide = [n for n, others in overlapping.items() if len(others) >= 3 and spans[n] == width]
    if len(wide) == 1 and all(overlapping[n] == {wide[0]} for n in clash if n != wide[0]):
        clash = {wide[0]}
    warnings.append(
        f"register {reg.name or _hex(reg.first)}: fields {', '.join(sorted(clash))} share "
        "bits; left out"
    )
    return tuple(f for f in fields if f.name not in clash)


def _finish(
    reg: _Reg, warnings: list[str], named: frozenset[tuple[str, int, int]] = frozenset()
) -> Register:
    """``reg`` as a :class:`Register`; ``named`` holds the values the document names
    with their bit ranges (:func:`named_ranges`)."""
    count = reg.last - reg.first + 1
    width = reg.width or _width(reg)
    if reg.value_bits is not None and not reg.fields and reg.named and reg.value_bits[0] < width:
        # Linear: "VBAT_LO_ALERT_LIMIT | 0x01 | R/W | 15:0" and no table giving it fields:
        # one value over the bits its row gives
        msb, lsb = reg.value_bits
        reg.fields = [Field(name=reg.name, lsb=lsb, msb=msb, access=reg.access)]
    declared = reg.width is not None or _WIDTH_PREFIX.match(reg.name) is not None
    if declared and any(f.msb >= width for f in reg.fields):
        outside = ", ".join(f.name for f in reg.fields if f.msb >= width)
        warnings.append(
            f"register {reg.name}: field(s) {outside} lie outside its {width} bits; left out"
        )
        reg.fields = [f for f in reg.fields if f.msb < width]
    description = reg.description
    if count > 1:
        run = f"{count} registers at {_hex(reg.first)}-{_hex(reg.last)}"
        description = f"{run}. {description}" if description else run
    fields = _apart(
        reg,
        _layouts_grouped(_documented_runs(_slices_joined(_unfixed(reg.fields)), named)),
        warnings,
    )
    name = reg.name if reg.named and reg.name else ""
    if not name and len(fields) == 1 and fields[0].lsb == 0 and fields[0].msb + 1 == width:
        name = fields[0].name  # one field covering the register names it (RX_ADDR_P0)
    name = name or f"REG_{_hex(reg.first)}"
    reset = reg.reset if reg.reset is not None else _composed_reset(reg, fields, width)
    mask = reg.reset_mask if reg.reset is not None else None
    if reg.noted:
        # the map's reset carries a note (one value for CHANNEL_0, another for the rest
        # of the run): no value read elsewhere (a figure of the generic register) is sure
        reset = mask = None
    if mask is not None:
        # a summary leaving bits undefined ("-110 x000") beside a register table giving
        # every bit's default (Microchip's "R-1"): the table's, when they agree
        composed = _composed_reset(reg, fields, width)
        if composed is not None and _completes(reg, composed):
            reset, mask = composed, None
    return Register(
        name=name,
        address_offset=reg.first,
        size=width,
        description=description,
        access=reg.access,
        reset_value=reset,
        reset_mask=partial_mask(mask, width),
        fields=fields,
        page=reg.page,
    )
