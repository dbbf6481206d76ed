"""Readers of the document's prose, run after the tables: registers defined by
TI-style headings alone, field lists typeset without rulings, register figures' per-bit
reset tokens, and resets stated in headings and sentences. Only
:func:`_heading_registers` makes registers (for a document without a summary); the
others complete registers in the maps and never replace a reset or a field already
read."""

from __future__ import annotations

import itertools
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import replace

from hwcc.extract.numbers import parse_bits, parse_int, parse_partial
from hwcc.extract.regmap.columns import _access, _is_reserved, _written_width
from hwcc.extract.regmap.fieldlist import _one_per_bits, _overlaps
from hwcc.extract.regmap.state import (
    _ACCESS,
    _BRACKET_HEAD,
    _BRACKET_NAME,
    _LOST_FIELD,
    _LOST_REGISTER,
    _NUM,
    _NUMBERING,
    AT_SECTION,
    CAPTION_REGISTER,
    _completes,
    _Map,
    _Reg,
    _stated_hex,
    _width,
    common_width,
    regs_by_name,
)
from hwcc.extract.regmap.targets import (
    _named_at_start,
    _nearest_first,
    _spelled,
    _target,
    heading_targets,
    instance_number,
    instances,
    symbol_titled,
    titled_registers,
)
from hwcc.extract.tables import DELIMITER, Table
from hwcc.model.device import Field
from hwcc.types import ParseResult
from hwcc.util.markdown import HEADING, MERGED_MARK

_HEADING_RESET = re.compile(rf"\[reset\s*=\s*(?P<v>{_NUM})\]", re.I)


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
_MCHP_BIT_LINE = re.compile(
    r"^bits?\s+(?P<a>\d{1,2})(?:\s*[-–:]\s*(?P<b>\d{1,2}))?\s+"
    r"(?P<name>[A-Za-z][A-Za-z0-9_ ./<>\[\]-]{0,31}?(?:\[\d{1,2}:\d{1,2}\]|<\d{1,2}:\d{1,2}>)?)"
    r"\s*:\s*(?P<rest>.*)$"  # a name's bit range is no label colon: "CONFIG0[7:6]: These"
)
# MCP3564 writes "Bit 23-21 DLY[2:0]: ..." too: there the name must be a symbol in
# capitals (not the words of a sentence: "Bits 7 to 4 ODR[3:0]:", "Bit 7 Note:")
_MCHP_CAPITAL_BIT_LINE = re.compile(
    r"^Bits?\s+(?P<a>\d{1,2})(?:\s*[-–:]\s*(?P<b>\d{1,2}))?\s+"
    r"(?P<name>[A-Z][A-Z0-9_]*(?:\[\d{1,2}(?::\d{1,2})?\]|<\d{1,2}(?::\d{1,2})?>)?)"
    r"\s*:\s*(?P<rest>.*)$"
)


def _mchp_bit_line(line: str) -> re.Match[str] | None:
    """A Microchip register figure's bit line (``bit 5-4 CLK_SEL[1:0]: ...``, or with a
    capital and a symbol: ``Bit 23-21 DLY[2:0]: ...``), else None."""
    return _MCHP_BIT_LINE.match(line) or _MCHP_CAPITAL_BIT_LINE.match(line)


# ST's register boxes list each field under its bits: "[7:2] RESERVED", "[1] SOFT_RESET:
# Reset the device using ..."; the name may repeat its bits or number them ("CH[7:0]",
# "IEG[x]", "TOUCH_DET_DELAY_2/1/0")
_BRACKET_BIT_LINE = re.compile(
    r"^\[(?P<a>\d{1,2})(?::(?P<b>\d{1,2}))?\]\s+(?P<name>[A-Za-z][A-Za-z0-9_]*?)"
    r"(?:_?\d+(?:/\d+)+|\s*\[\w+(?::\w+)?\])?\s*(?::\s*(?P<rest>.*))?$"
)
_ACCESS_TOKEN = rf"(?:{_ACCESS}|RC|R/C)"  # an access cell, read-clear forms too
# the address line of such a box: "Address: 0x0C"
_BOX_ADDRESS = re.compile(rf"^address\s*:\s*(?P<a>{_NUM})$", re.I)


# TI's register headings: "Config Register (P[1:0] = 1h) [reset = 8583h]", "Mode
# Register (offset = 01h) [reset = C810h]", "Configuration (CONFIG) Register (Address =
# 0h) [reset = 0h]" (the symbol in brackets names it); one heading may name two
_HEADING_REGISTER = re.compile(
    rf"(?P<name>[A-Za-z][\w /-]*?)(?:\s*\((?P<sym>[A-Za-z][A-Za-z0-9_]*)\)\s*(?:registers?)?)?"
    rf"\s*\((?:offset|address|[A-Z]+\[\d+:\d+\])\s*=\s*"
    rf"(?P<a>{_NUM}|[0-9A-F]+h)\)\s*\[reset\s*=\s*(?P<r>{_NUM}|[0-9A-F]+h)\]",
    re.I,
)  # after "= " a TI value may open with a letter: "(offset = Ah) [reset = BFFFh]"


def _heading_registers(result: ParseResult, maps: list[_Map]) -> None:
    """Registers a document without a register summary defines in its headings alone,
    in TI's template (``9.6.3 Config Register (P[1:0] = 1h) [reset = 8583h]``): name,
    address and reset from the heading, the width from the reset's digit count. Only
    headings of exactly this form; names lose a trailing "Register(s)". Failing those,
    register sections (:func:`_section_registers`)."""
    found: dict[int, _Reg] = {}
    offset = 0
    for line in result.content.split("\n"):
        start, offset = offset, offset + len(line) + 1
        head = HEADING.match(line.strip())
        if head is None:
            continue
        text = _NUMBERING.sub("", head.group(2))
        for m in _HEADING_REGISTER.finditer(text):
            name = m.group("sym") or re.sub(
                r"^(?:and|,)\s+|\s+registers?$", "", m.group("name").strip(), flags=re.I
            )
            address = parse_int(m.group("a"), hex_default=True)
            stated = _stated_hex(m.group("r"))
            if address is None or stated is None or not name or address in found:
                continue
            page = result.first_page(start, offset)
            found[address] = _Reg(
                name=name,
                first=address,
                last=address,
                page=page,
                reset=stated[0],
                width=stated[1],
                summary=True,
            )
    if not found:
        found = _section_registers(result)
    if found:
        maps.append(_Map(None, "", found))


# Microchip ENC28J60: "Bank 0 Bank 1 Bank 2 Bank 3 Address Name Address Name ...", then
# unruled lines "00h ERDPTL 00h EHT0 00h MACON1 00h MAADR5": one bank per pair position
_PAIR_HEADER = re.compile(r"(?:\baddress\s+name\b.*?){2,}", re.I)
_ADDRESS_NAME = r"(?:0x[0-9A-Fa-f]{1,4}|[0-9A-Fa-f]{1,4}h)\s+\S+"
MIN_PAIR_LINES = 8  # lines of address-name pairs a grid must have


def _pair_grids(result: ParseResult, maps: list[_Map]) -> None:
    """Register maps printed as unruled lines of address-name pairs, several banks side
    by side under a line of ``Address Name`` labels (one per bank; ``Bank 0 ..`` labels
    before them name the banks): one map per pair position, each address once per bank,
    reserved names (``Reserved``, a dash) none. Only where the document has no map yet,
    every line under the labels until the first other line holds exactly as many pairs
    as there are labels, with the same address at every position of a line, and there
    are at least MIN_PAIR_LINES such lines."""
    if maps:
        return
    lines = result.content.split("\n")
    for k, line in enumerate(lines):
        labels = len(re.findall(r"\baddress\s+name\b", line, re.I))
        if labels < 2 or not _PAIR_HEADER.search(line):
            continue
        banks = re.findall(r"\bbank\s+(\d+)\b", line, re.I)
        rows: list[list[tuple[int, str]]] = []
        for text in lines[k + 1 :]:
            text = text.strip()
            if not text:
                continue
            m = re.fullmatch(rf"{_ADDRESS_NAME}(?:\s+{_ADDRESS_NAME}){{{labels - 1}}}", text)
            if m is None:
                break
            pairs = re.findall(r"(0x[0-9A-Fa-f]{1,4}|[0-9A-Fa-f]{1,4}h)\s+(\S+)", text)
            found = [(parse_int(a, hex_default=True), n) for a, n in pairs]
            if len({a for a, _n in found}) != 1 or found[0][0] is None:
                break  # a bank's line must give one address at every position
            rows.append([(a, n) for a, n in found if a is not None])
        if len(rows) < MIN_PAIR_LINES:
            continue
        start = sum(len(text) + 1 for text in lines[:k])
        page = result.first_page(start, start + 1)
        for position in range(labels):
            name = f"Bank {banks[position]}" if len(banks) == labels else ""
            regs: dict[int, _Reg] = {}
            for row in rows:
                address, text = row[position]
                if not _is_reserved(text) and address not in regs:
                    regs[address] = _Reg(
                        name=text, first=address, last=address, page=page, named=True, summary=True
                    )
            maps.append(_Map(name or None, name, regs))
        return


# Maxim: register sections headed "VFSOC Register (FFh)", "TimerH (BEh) and Timer (3Eh)
# Registers", "OCVTable0 (80h) to OCVTable15 (8Fh) Registers": each part a name and its
# address in brackets, joined by "and", "/" or "to"
_HEADED_PART = re.compile(
    r"(?P<name>[A-Za-z][A-Za-z0-9_]*)(?:\(\))?\s*(?:registers?\s*)?"
    r"\((?P<a>0x[0-9A-Fa-f]{1,4}|[0-9A-Fa-f]{1,4}h)\)\s*(?:registers?)?",
    re.I,
)
_HEADED_JOIN = re.compile(r"\s*(?:and|/|,|to)?\s*", re.I)
AGREEING_HEADINGS = 5  # headings that must agree with the map before any extends it


def _headed_parts(title: str) -> list[tuple[str, int]] | None:
    """(name, address) for each part of a heading made only of register parts, with
    a range ("OCVTable0 (80h) to OCVTable15 (8Fh)") expanded to one register per
    address when the names number them; None for any other heading."""
    text = _NUMBERING.sub("", title).strip()
    parts: list[tuple[str, int]] = []
    pos = 0
    ranged = False
    while pos < len(text):
        join = _HEADED_JOIN.match(text, pos)
        if parts and join is not None:
            ranged = ranged or join.group(0).strip().lower() == "to"
            pos = join.end()
        m = _HEADED_PART.match(text, pos)
        address = parse_int(m.group("a"), hex_default=True) if m else None
        if m is None or address is None:
            return None
        parts.append((m.group("name"), address))
        pos = m.end()
    if ranged:
        if len(parts) != 2:
            return None
        (first, low), (last, high) = parts
        a, b = re.fullmatch(r"(.*?)(\d+)", first), re.fullmatch(r"(.*?)(\d+)", last)
        if not (a and b and a.group(1) == b.group(1) and low < high):
            return None
        start, end = int(a.group(2)), int(b.group(2))
        if end - start != high - low:
            return None  # the names do not number the addresses one by one
        return [(f"{a.group(1)}{start + k}", low + k) for k in range(high - low + 1)]
    return parts or None


def _heading_extensions(result: ParseResult, maps: list[_Map]) -> None:
    """Registers a document defines in section headings beside its map (Maxim's
    MAX17055: the map table lists 0x00..0xDF, headings add ``VFSOC Register (FFh)`` and
    ``OCVTable0 (80h) to OCVTable15 (8Fh) Registers``): a heading part at an address no
    map holds becomes a register of the first map, named as the heading names it. Only
    where the document's headings of this form are trusted: at least
    AGREEING_HEADINGS of them name a register at its map address, and nine in ten of
    those at a map address do; only addresses as wide as the map's, and only under a
    section (the heading one level up) that also heads a register the map agrees with."""
    if not maps:
        return
    held = {a: r for m in maps for a, r in m.regs.items()}
    found: list[tuple[str, int, int, int]] = []  # name, address, offset, parent heading
    parents: list[tuple[int, int]] = []  # (level, offset) of the headings above
    offset = 0
    for line in result.content.split("\n"):
        start, offset = offset, offset + len(line) + 1
        head = HEADING.match(line.strip())
        if head is None:
            continue
        level = len(head.group(1))
        parents = [(lv, at) for lv, at in parents if lv < level]
        parent = parents[-1][1] if parents else -1
        parts = _headed_parts(head.group(2))
        found.extend((name, address, start, parent) for name, address in parts or [])
        parents.append((level, start))

    def agrees(name: str, address: int) -> bool:
        return held[address].named and held[address].name.casefold() == name.casefold()

    mapped = [(n, a) for n, a, _at, _p in found if a in held]
    agree = sum(1 for n, a in mapped if agrees(n, a))
    if agree < AGREEING_HEADINGS or agree < 0.9 * len(mapped):
        return
    # a section whose register headings include none the map agrees with is another
    # space (indirect registers, another device's): its headings add nothing
    trusted = {p for n, a, _at, p in found if a in held and agrees(n, a)}
    target = maps[0]
    widest = -(-max(max(held).bit_length(), 1) // 8) * 8  # the map's address bytes
    names = {r.name.casefold() for r in held.values() if r.named}
    for name, address, at, parent in found:
        if address in held or address.bit_length() > widest or name.casefold() in names:
            continue
        if parent not in trusted:
            continue
        page = result.first_page(at, at + 1)
        held[address] = target.regs[address] = _Reg(
            name=name,
            first=address,
            last=address,
            page=page,
            named=True,
            summary=True,
        )
        names.add(name.casefold())


# Realtek/X-Powers register sections: "8.2. Reg-02h: Speaker Output Volume",
# "10.1. REG 00H: Input Power Status", each optionally followed by "Default: 8080h"
_SECTION_REGISTER = re.compile(
    r"^reg(?:ister)?[\s-]*(?P<a>0x[0-9a-f]{1,4}|[0-9a-f]{1,4}h)\s*[:–-]\s*(?P<name>\S.*)$", re.I
)
# LDT LT8920: "9.1. Register 3 – Read only", "9.12. Register 32": registers numbered
# in decimal, one section each, named by number only
# Everest: "6.1.1 Register 0 – Chip Control 1, Default 0000 0110": named, with the
# reset in binary
_DECIMAL_SECTION = re.compile(
    r"^reg(?:ister)?\s+(?P<a>\d{1,3})(?:\s*[–—:-]\s*(?P<access>read[ -]only|write[ -]only))?"
    r"(?:\s*[–—:-]\s*(?P<name>[A-Za-z][\w ]*?)"
    r"(?:,\s*default\s*[:=]?\s*(?P<bin>[01]{4}(?:[ _]?[01]{4}){1,3}))?)?\s*$",
    re.I,
)
# TI chargers: "8.4.1 REG00" .. "REG0A" .. "REG14", registers named by their hex address
_REG_NUMBERED = re.compile(r"^REG(?P<a>[0-9A-F]{2})(?P<name>)$")
# "Register 0A", "Register 00": a document numbering its registers in hex without a mark
_HEX_NUMBERED = re.compile(r"^reg(?:ister)?\s+(?:0\d|\d*[A-Fa-f][0-9A-Fa-f]*)\b", re.I)
_DEFAULT_LINE = re.compile(
    rf"^(?:default|reset)(?:\s+value)?\s*[:=]\s*(?P<v>{_NUM}|[0-9A-Fa-f]+h)$", re.I
)
# Infineon: "Register name: MEAS_CFG Address: 0x04" (then "Reset value: 0x24"); TDK:
# "Name: PWR_MGMT_1 Address: 6 (06h) Type: USR0 ... Reset Value: 0x41": a register's
# section opened by a labelled line instead of a heading
# Injoinic: "I2C 地址0XEA 寄存器地址= 0x00" ("register address = 0x00") opening a section
# whose heading opens with the register's symbol
# (the whole line: the address phrase, only the bus address before it (a stray glyph of
# the PDF layer allowed), nothing after it; not a range, a mention, a step's write)
_STATED_ADDRESS = re.compile(
    r"(?:[^\x00-\x7f]?I2C\s*(?:地址|address)\s*[=:：]?\s*0x[0-9A-Fa-f]{2}\s*[,，;；]?\s*)?"
    r"(?:寄存器地址|register\s+address)\s*[=:：]\s*(?P<a>0x[0-9A-Fa-f]{2,4})\s*[.。]?",
    re.I,
)
_SYMBOL_OPENING = re.compile(r"([A-Z][A-Za-z0-9]*_[A-Za-z0-9_]*[A-Za-z0-9])(?=\s|[（(]|$)")
_LABELLED_REGISTER = re.compile(
    r"^(?:register\s+)?name\s*:\s*(?P<name>[A-Za-z_][A-Za-z0-9_]*)\s+address\s*:\s*"
    r"(?:\d+\s*\((?P<h>[0-9A-Fa-f]+h)\)|(?P<a>0x[0-9A-Fa-f]+|[0-9A-Fa-f]+h))"
    rf"(?:.*?\breset\s+value\s*:\s*(?P<v>{_NUM}))?",
    re.I,
)
MIN_SECTIONS = 3  # register sections a document must have for its headings to be read


def _binary(text: str) -> tuple[int, int]:
    """A value written in binary digit groups (``0000 0110``) and its digit count."""
    digits = re.sub(r"[ _]", "", text)
    return int(digits, 2), len(digits)


def _figure_follows(lines: list[str], index: int) -> bool:
    """Whether a register's bit figure follows line ``index``: the first table under it
    (within three lines) is headed by bit numbers only, eight or more counting down to 0
    (``| 15 | 14 | .. | 0 |``, ``| Bit7 | .. | Bit0 |``, a blank corner cell before
    them allowed)."""
    for line in lines[index + 1 : index + 4]:
        if line.lstrip().startswith("|"):
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if cells and not cells[0]:
                cells = cells[1:]  # the row labels' corner
            numbers = [int(m.group(1)) for c in cells if (m := _BIT_NUMBER.fullmatch(c))]
            return (
                len(numbers) == len(cells) >= 8
                and numbers == sorted(numbers, reverse=True)
                and numbers[-1] == 0
            )
    return False


_BIT_NUMBER = re.compile(r"(?:bit\s*)?(\d{1,2})", re.I)


def _section_registers(result: ParseResult) -> dict[int, _Reg]:
    """Registers a document without a register summary defines one section each, under
    headings that give the address and the name (``Reg-02h: Speaker Output Volume``)
    or opened by a labelled line (``Register name: MEAS_CFG Address: 0x04``), or under a
    heading opening with the register's symbol whose first line states its address
    (Injoinic ``SYS_CTL0（..）`` over ``I2C 地址0XEA 寄存器地址= 0x00``): the
    reset from a ``Default: 8080h`` / ``Reset value: 0x24`` line opening the section,
    or stated on the labelled line (its width from the digit count). Only when at least
    MIN_SECTIONS headings or lines of these forms name distinct addresses (one may be a
    mention), and not an address printed with an unusual digit count."""
    found: dict[int, _Reg] = {}
    digits: dict[int, int] = {}  # address -> digits printed
    decimal: set[int] = set()  # addresses read from "Register 32" headings
    hex_numbered = False  # a "Register 0A" / "Register 00" heading: the numbers are hex
    reg_numbered: set[int] = set()  # addresses read from "REG0A" headings
    pending: _Reg | None = None  # the last section's register, until its first line
    symbol = ""  # the symbol opening the last heading ("SYS_CTL0（charge 使能寄存器）")
    offset = 0
    lines = result.content.split("\n")
    for index, line in enumerate(lines):
        start, offset = offset, offset + len(line) + 1
        text = line.strip()
        head = HEADING.match(text)
        stated_at = _STATED_ADDRESS.fullmatch(text) if head is None and symbol else None
        if stated_at is not None:
            # Injoinic: the heading's symbol, then "I2C 地址0XEA 寄存器地址= 0x00" opening
            # the section: that register
            stated_address = int(stated_at.group("a"), 16)
            if stated_address in found and found[stated_address].name == symbol:
                symbol = ""  # "SYS_CTL0（续）": the register's section continued
                continue
            if stated_address in found:
                return {}  # two sections at one address: mentions, or another space
            found[stated_address] = _Reg(
                name=symbol,
                first=stated_address,
                last=stated_address,
                page=result.first_page(start, offset),
                summary=True,
            )
            digits[stated_address] = len(stated_at.group("a")) - 2
            symbol = ""
            continue
        if head is not None:
            opening = _SYMBOL_OPENING.match(_NUMBERING.sub("", head.group(2)).strip())
            symbol = opening.group(1) if opening else ""
        elif text:
            symbol = ""
        labelled = _LABELLED_REGISTER.match(text.strip("* ")) if head is None else None
        captioned = CAPTION_REGISTER.match(text.strip("* ")) if head is None else None
        if captioned is None and head is None:
            captioned = AT_SECTION.match(text.strip("* "))
        if captioned is not None and not _figure_follows(lines, index):
            captioned = None  # a command's or a parameter table's caption: no register
        m: re.Match[str] | None = labelled or captioned
        if labelled is not None:
            address = parse_int(labelled.group("h") or labelled.group("a"))
        elif captioned is not None:
            address = parse_int(captioned.group("a"))
        elif head is None:
            if pending is not None and text:
                default = _DEFAULT_LINE.match(text)
                stated = _stated_hex(default.group("v")) if default else None
                if stated is not None:
                    pending.reset, pending.width = stated
                pending = None
            continue
        else:
            title = _NUMBERING.sub("", head.group(2)).strip()
            if _HEX_NUMBERED.match(title):
                hex_numbered = True
            m = (
                _SECTION_REGISTER.match(title)
                or _DECIMAL_SECTION.match(title)
                or _REG_NUMBERED.match(title)
            )
            hex_default = m is not None and m.re is not _DECIMAL_SECTION
            address = parse_int(m.group("a"), hex_default=hex_default) if m else None
        pending = None
        if m is None or address is None:
            continue
        name = title if m.re is _REG_NUMBERED else (m.group("name") or "").strip()
        if m.re is _REG_NUMBERED:
            reg_numbered.add(address)
        if address in found:
            if found[address].name.lower() == name.lower() and m.re is not _REG_NUMBERED:
                continue  # a subsection under the register's own heading
            # ("REG00" again: its name is its number, so another device's or bank's map)
            return {}  # two registers at one address: another address space, or mentions
        page = result.first_page(start, offset)
        pending = found[address] = _Reg(
            name=name,
            first=address,
            last=address,
            page=page,
            named=bool(name),
            summary=True,
        )
        if m.re is _DECIMAL_SECTION and m.group("access"):
            pending.access = _access(m.group("access").replace("-", " "))
        if m.re is _DECIMAL_SECTION and m.group("bin"):
            pending.reset, pending.width = _binary(m.group("bin"))
        stated = _stated_hex(m.group("v")) if labelled and m.group("v") else None
        if stated is not None:
            pending.reset, pending.width = stated
        written = m.group("h") if labelled and m.group("h") else m.group("a")
        # a decimal number's digit count says nothing (Register 3 .. Register 52)
        digits[address] = (
            0 if m.re is _DECIMAL_SECTION else len(re.sub(r"^0x|h$", "", written, flags=re.I))
        )
        if m.re is _DECIMAL_SECTION:
            decimal.add(address)
    if hex_numbered:
        found = {a: r for a, r in found.items() if a not in decimal}
    if not any(a % 16 > 9 for a in reg_numbered):
        # "REG10" is 0x10 only where a "REG0A" shows the numbers are hex
        found = {a: r for a, r in found.items() if a not in reg_numbered or a < 10}
    if len(found) < MIN_SECTIONS:
        return {}
    # an address printed with more or fewer digits than the others is a misprint
    # (Realtek: "Reg-36Ah" among "Reg-34h", "Reg-38h", its table captioned "Reg-36h")
    usual = Counter(digits.values()).most_common(1)[0][0]
    return {a: r for a, r in found.items() if digits[a] == usual}


def _heading_reset(heading: str, target_of: Callable[[str], list[_Reg] | None]) -> None:
    """The reset a register's heading states (TI: ``Configuration Register (offset =
    01h) [reset = C810h]``) for the one register the heading names, when the map gave
    it none; a value with a digit count no register has (``C0000h``, a misprint) is
    not taken."""
    m = _HEADING_RESET.search(heading)
    if m is None:
        return
    stated = _stated_hex(m.group("v"))
    if stated is None or stated[1] is None:
        return
    regs = target_of(heading)
    if not regs or len(regs) != 1:
        return
    if regs[0].reset is None:
        regs[0].reset = stated[0]
        regs[0].width = regs[0].width or stated[1]


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
        for reg in target or ():
            new = [f for f in _one_per_bits(found) if not _overlaps(f, reg.fields)]
            if new:
                reg.fields = [*reg.fields, *new]

    named = {r.name: r for m in maps for r in m.regs.values() if r.named}
    boxed: list[_Reg] | None = None  # the register an "Address: 0x0C" line in the box names

    def at_address(text: str) -> list[_Reg] | None:
        if not re.fullmatch(r"0x[0-9a-f]+|[0-9a-f]+h", text, re.I):
            return None  # a bare number could be decimal or hex
        address = parse_int(text)
        regs = [m.regs[address] for m in maps if address is not None and address in m.regs]
        return regs if len(regs) == 1 else None

    def target_of(text: str) -> list[_Reg] | None:
        text = _FIGURE_NUMBER.sub("", text)  # "REGISTER 5-2:" numbers the figure
        probe = Table(header=(), rows=(), start=0, end=0, section=(text,), before=(), page=None)
        targets, _title_text = _target(probe, maps)
        if len(targets) == 1:
            return targets
        # one figure for registers of one layout, named together: TUPPER/TLOWER/TCRIT
        for group in re.findall(r"[A-Za-z0-9_]+(?:/[A-Za-z0-9_]+)+", text):
            regs = [named.get(n) for n in group.split("/")]
            if all(r is not None for r in regs):
                return [r for r in regs if r is not None]
        return titled_registers(text, maps) or numbered(text)

    def numbered(text: str) -> list[_Reg] | None:
        """The registers a name with a placeholder index stands for: ``ADC_DATA_CHn``
        -> ADC_DATA_CH0..ADC_DATA_CH7 (two or more, by their names)."""
        m = re.match(r"[A-Z][A-Z0-9_]*?[A-Z_][nx]\b", text.strip())
        regs = instances(m.group(0), list(named.values())) if m else []
        return regs if len(regs) >= 2 else None

    for raw in result.content.split("\n"):
        line = raw.strip()
        head = HEADING.match(line)
        title = head.group(2) if head else _box_title(line)
        if title is not None:
            if title == heading:
                continue  # the heading repeated on the next page
            flush()
            heading, target, listing, found, boxed = title, None, False, [], None
            named_list = bits_first = False
            _heading_reset(heading, target_of)
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
        mchp = _mchp_bit_line(line) or _BRACKET_BIT_LINE.match(line)
        if mchp is not None:
            if target is None and not found:
                target = target_of(heading) or boxed
            a, b = int(mchp.group("a")), int(mchp.group("b") or mchp.group("a"))
            name = " ".join(mchp.group("name").split())
            # "[7:4] R": a table's bits and access the PDF set below it (ADI), no field
            is_field = not _is_reserved(name) and not re.fullmatch(_ACCESS_TOKEN, name)
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


# Microchip's register figures: "REGISTER 5-6: STATUS REGISTER", as a heading or at the
# end of the paragraph the PDF ran it into (upper case: "see Register 5-6" is a mention)
_BOX_TITLE = re.compile(r"(?:^|[.:]\s+|^#+\s*)REGISTER\s+\d+-\d+\s*:\s*(?P<t>\S.*?)\s*$")
# one bit's access and value at reset in a register figure: R/W-0, U-0, RO-1, HS/R/W-x
_BIT_TOKEN = re.compile(r"^[A-Z][A-Z0-9]{0,3}(?:/[A-Z][A-Z0-9]{0,3})*-(?P<v>[01xXuq])$")
_BIT_SPAN = re.compile(r"\bbit\s+(\d{1,2})\s+bit\s+(\d{1,2})\b")


def _access_line(line: str) -> bool:
    """Whether ``line`` holds only per-bit access tokens (``**R/W-0 U-0 R-1**``)."""
    cells = [c for c in re.split(r"[|*\s]+", line) if c]
    return bool(cells) and all(_BIT_TOKEN.match(c) for c in cells)


def _box_title(line: str) -> str | None:
    """The title of a register figure (``STATUS REGISTER``) that ``line`` opens or ends
    with, else None."""
    m = _BOX_TITLE.search(line)
    return m.group("t") if m else None


# ST UM2650: "Address: STUSB_BLOCKBaseAddress + 0x08 Type: R Reset: 0x11" under a
# register's figure: its offset, access and reset on one labelled line
_ADDRESS_LINE = re.compile(
    r"^address\s*:\s*(?:[A-Za-z_]\w*\s*\+\s*)?(?P<a>0x[0-9A-Fa-f]{1,4})\s+"
    r"(?:type\s*:\s*\S+\s+)?reset\s*:\s*(?P<r>0x[0-9A-Fa-f]{1,8})\b",
    re.I,
)
# Awinic: "Address: 0x52, R/W, default: 0x0080" (or "0x57~0x5B, .." for several, "R(clear
# by reading)") over the register's figure
_ADDRESS_DEFAULT_LINE = re.compile(
    r"^address\s*:\s*(?P<a>0x[0-9A-Fa-f]{1,4})(?:\s*~\s*(?P<b>0x[0-9A-Fa-f]{1,4}))?\s*,\s*"
    r"(?:R/W|RW|R|W|RO|WO)(?:\s*\([^)]*\))?\s*,\s*default\s*:\s*(?P<r>0x[0-9A-Fa-f]{1,8})$",
    re.I,
)
# Atheros: "Offset: 0x00 Mode: Read/Write Hardware Reset: 0x3100 Software Reset: ..."
# under the register's heading: the value at power-up
_OFFSET_LINE = re.compile(
    r"^offset\s*:\s*(?P<a>0x[0-9A-Fa-f]{1,4})\s+(?:mode\s*:\s*\S+\s+)?"
    r"hardware\s+reset\s*:\s*(?P<r>0x[0-9A-Fa-f]{1,8})\b",
    re.I,
)


# ST VL6180X: the same labels on lines of their own under a register's figure,
# "Address: 0x000", "Type: R/W", "Reset: 0xB4" (or "Reset: 0x1, register default
# overwritten at boot-up by NVM contents.")
_ADDRESS_ALONE = re.compile(r"^address\s*:\s*(?P<a>0x[0-9A-Fa-f]{1,4})$", re.I)
_RESET_ALONE = re.compile(r"^reset\s*:\s*(?P<r>0x[0-9A-Fa-f]{1,8})(?:\s*[,.].*)?$", re.I)


def _address_line_resets(result: ParseResult, maps: list[_Map]) -> None:
    """Resets stated on labelled lines (``Address: BASE + 0x08 Type: R Reset: 0x11``, or
    ``Address: 0x000`` and a later ``Reset: 0xB4`` on lines of their own, with no
    heading or other address between), given to the register of a map holding one at
    that offset, when it has none and the value fits its width."""

    def give(address: int, value: int) -> None:
        held = [mp.regs[address] for mp in maps if address in mp.regs]
        if len(held) == 1 and held[0].reset is None and value < 1 << _width(held[0]):
            held[0].reset = value

    pending: int | None = None  # the address an "Address: 0x000" line stated
    for raw in result.content.split("\n"):
        line = raw.strip()
        m = _ADDRESS_LINE.match(line)
        if m is not None:
            give(int(m.group("a"), 16), int(m.group("r"), 16))
            pending = None
            continue
        if HEADING.match(line):
            pending = None
        elif alone := _ADDRESS_ALONE.match(line):
            pending = int(alone.group("a"), 16)
        elif (stated := _RESET_ALONE.match(line)) and pending is not None:
            give(pending, int(stated.group("r"), 16))
            pending = None


def _offset_line_resets(result: ParseResult, maps: list[_Map]) -> None:
    """Resets on Atheros' ``Offset: 0x00 Mode: .. Hardware Reset: 0x3100`` lines under
    a heading naming the register: given to it in the map read last before the line
    (banks share offsets; a map read after the line is none of its), when it has none,
    its width the register's, else the one the value's digits state (``0x004D``: 16
    bits), else the one the value needs; and on Awinic's ``Address: 0x52, R/W, default:
    0x0080`` lines (:func:`_default_line`) and their Chinese ``地址：00h（缺省值33h）``
    (:func:`_cjk_default_line`)."""
    heading = ""
    at = 0
    for raw in result.content.split("\n"):
        line = raw.strip()
        line_at, at = at, at + len(raw) + 1
        if HEADING.match(line):
            heading = line
            continue
        awinic = _ADDRESS_DEFAULT_LINE.match(line.strip("*_ "))
        if awinic is not None:
            _default_line(awinic, maps, line_at, heading)
            continue
        chinese = _CJK_DEFAULT_LINE.match(line.strip("*_ "))
        if chinese is not None:
            _cjk_default_line(chinese, maps, line_at)
            continue
        m = _OFFSET_LINE.match(line)
        if m is None:
            continue
        address, written = int(m.group("a"), 16), m.group("r")
        before = [
            mp for mp in _nearest_first(maps, line_at) if min(mp.starts, default=at) <= line_at
        ]
        reg = next((mp.regs[address] for mp in before if address in mp.regs), None)
        if reg is None or reg.reset is not None or not reg.named:
            continue
        if not _names(heading, reg.name):
            continue  # the heading above names another register (another family's)
        value = int(written, 16)
        width = reg.width or _written_width(written, hex_column=True)
        width = width or next((w for w in (16, 32) if value < 1 << w), None)
        if width is not None and value < 1 << width:
            reg.reset, reg.width = value, width


def _names(heading: str, name: str) -> bool:
    """Whether ``heading``'s words hold ``name``'s (case and punctuation aside)."""
    return bool(name) and f" {' '.join(_spelled(name))} " in f" {' '.join(_spelled(heading))} "


def _in_named_range(heading: str, first: str, last: str) -> bool:
    """Whether ``heading`` names a range of numbered registers (``IMAX1～IMAX20``, ``R1~R8``)
    that holds ``last`` as well as ``first``: one prefix, the range mark in the heading."""
    a = re.fullmatch(r"([A-Za-z_]+)(\d+)", first.strip())
    b = re.fullmatch(r"([A-Za-z_]+)(\d+)", last.strip())
    if a is None or b is None or a.group(1) != b.group(1):
        return False
    ends = re.search(
        rf"\b{re.escape(a.group(1))}(\d+)\s*[~～\u2013-]\s*{re.escape(a.group(1))}(\d+)", heading
    )
    return ends is not None and int(ends.group(1)) <= int(b.group(2)) <= int(ends.group(2))


def _opens_heading(heading: str, name: str) -> bool:
    """Whether ``heading``, less its section number, opens with ``name`` (``10.2.2 GCR,
    Global Control Register`` with ``GCR``)."""
    words = _spelled(re.sub(r"^\W*(?:\d+(?:\.\d+)*\.?\s+)?", "", heading.lstrip("# ")))
    mine = _spelled(name)
    return bool(mine) and words[: len(mine)] == mine


# Awinic (Chinese): "地址：31~33h （缺省值 00h），可读写" (address, default, read/write) or
# "37h,3Ah,3Dh（缺省值 00h）" over each register's (or group's) figure
_CJK_DEFAULT_LINE = re.compile(
    r"^地址\s*[：:]\s*(?P<list>[0-9A-Fa-f]{1,4}h?(?:\s*(?:[~～]|,|，)\s*[0-9A-Fa-f]{1,4}h)*)\s*"
    r"[（(]\s*缺省值\s*(?P<r>[0-9A-Fa-f]{1,8})h\s*[）)]"
)


def _cjk_default_line(m: re.Match[str], maps: list[_Map], at: int) -> None:
    """The reset an Awinic ``地址：31~33h （缺省值 00h）`` line states, given to each
    register it lists (a range, or addresses apart by commas) in the map read last
    before the line, where it has none and the value fits its width."""
    before = [mp for mp in _nearest_first(maps, at) if min(mp.starts, default=at + 1) <= at]
    if not before:
        return
    addresses: list[int] = []
    for part in re.split(r"\s*[,，]\s*", m.group("list")):
        ends = [int(x.rstrip("hH"), 16) for x in re.split(r"\s*[~～]\s*", part)]
        if len(ends) == 2 and ends[0] <= ends[1] and ends[1] - ends[0] <= 64:
            addresses.extend(range(ends[0], ends[1] + 1))
        elif len(ends) == 1:
            addresses.append(ends[0])
        else:
            return
    value = int(m.group("r"), 16)
    for address in addresses:
        reg = before[0].regs.get(address)
        if reg is not None and reg.reset is None and value < 1 << _width(reg):
            reg.reset = value


def _default_line(m: re.Match[str], maps: list[_Map], at: int, heading: str) -> None:
    """The reset an Awinic ``Address: 0x52, R/W, default: 0x0080`` line states, given to
    the register (or each of the registers ``0x57~0x5B``) of the map read last before
    the line, where it has none and the value fits its width; only under a heading opening with
    the first register's name and naming the last (``10.2.2 GCR, Global Control
    Register``), and not under a heading naming a bank or page where another bank holds
    a register of that name there."""
    first = int(m.group("a"), 16)
    last = int(m.group("b"), 16) if m.group("b") else first
    value = int(m.group("r"), 16)
    before = [mp for mp in _nearest_first(maps, at) if min(mp.starts, default=at + 1) <= at]
    if not before or last < first or last - first > 64:
        return
    held = [mp for mp in before if first in mp.regs]
    head = held[0].regs[first] if held else None
    # the register holding the last address (a run's own register holds them all)
    tail = (
        next((r for r in held[0].regs.values() if r.first <= last <= r.last), None)
        if held
        else None
    )
    if head is None or not _opens_heading(heading, head.name):
        return
    if tail is None or not (
        _names(heading, tail.name) or _in_named_range(heading, head.name, tail.name)
    ):
        return  # the run reaches a register the heading does not name
    if re.search(r"\b(?:bank|page)\b", heading, re.I) and any(
        mp.regs[first].name == head.name for mp in held[1:]
    ):
        return  # a heading naming a bank, another bank holding that name there: whose?
    for address in range(first, last + 1):
        reg = held[0].regs.get(address)
        if reg is not None and reg.reset is None and value < 1 << _width(reg):
            reg.reset = value


def _box_resets(result: ParseResult, maps: list[_Map]) -> None:
    """Resets from register figures that print each bit's access and value at reset
    above its name (Microchip ``R/W-0 U-0 R-1 ..``, one row per byte, under a
    ``REGISTER 5-6: STATUS REGISTER`` title, or a heading opening with the register's
    symbol, ``CiCON – CAN CONTROL REGISTER``, when the access line is the first line
    under it): the figure's title names the registers
    (:func:`titled_registers`, :func:`symbol_titled`), and when the tokens number exactly the
    figure's width (its highest ``bit 15 bit 8`` label plus one, no less than the
    register's known width), all read 0 or 1, the bits make its reset (most
    significant first). A register that has a reset keeps it (one leaving bits undefined
    takes the figure's when they agree on the rest); a figure whose tokens do
    not number its width (a byte row the PDF lost) or hold an ``x`` gives none."""
    targets: list[_Reg] = []
    tokens: list[str] = []
    top = -1  # the highest bit number the figure prints ("bit 15 bit 8")
    whole = -1  # the top bit of a lone field over the whole figure ("TIMER[23:0]")

    def settle() -> None:
        nonlocal tokens
        if len(tokens) == 1 and top > 0 and whole == top and tokens[0] in "01":
            # Microchip MCP3564: one token over one field of every bit ("R/W-0" over
            # "TIMER[23:0]", "bit 23 bit 0"): each bit at that value
            tokens = tokens * (top + 1)
        if (
            not targets
            or not tokens
            or len(tokens) != top + 1
            or any(t not in "01" for t in tokens)
        ):
            return
        value = int("".join(tokens), 2)
        for reg in targets:
            if (
                _completes(reg, value)
                and reg.width in (None, len(tokens))
                and _width(reg) <= len(tokens)
            ):
                reg.reset, reg.reset_mask, reg.width = value, None, len(tokens)

    headed = False  # the targets came from a heading: its figure must open the section
    for raw in result.content.split("\n"):
        line = raw.strip()
        title = _box_title(line.strip("*_ "))
        head = HEADING.match(line)
        if title is not None or head:
            settle()
            if title is not None:
                targets = titled_registers(title, maps) or symbol_titled(title, maps, indexed=True)
            else:  # a heading that opens with a symbol: "CiCON – CAN CONTROL REGISTER"
                targets = symbol_titled(head.group(2), maps, indexed=True) if head else []
            tokens, top, whole, headed = [], -1, -1, title is None
            continue
        if not targets:
            continue
        if headed and not tokens and line and not _access_line(line):
            targets = []  # prose before any access line: the heading's figure is not here
            continue
        if line.startswith("Legend") or _mchp_bit_line(line):
            settle()
            targets, tokens = [], []
            continue
        for m in _BIT_SPAN.finditer(line):
            top = max(top, int(m.group(1)), int(m.group(2)))
        lone = _WHOLE_FIELD.fullmatch(line.strip("|* "))
        if lone is not None:
            whole = int(lone.group(1))
        cells = [c for c in re.split(r"[|*\s]+", line) if c and c != MERGED_MARK]
        values = [_BIT_TOKEN.match(c) for c in cells]
        if cells and all(values):
            tokens.extend(v.group("v") for v in values if v is not None)
    settle()


_WHOLE_FIELD = re.compile(r"[A-Z][A-Z0-9_]*\[(\d{1,2}):0\]")  # "TIMER[23:0]" alone


_DEFAULT_SENTENCE = re.compile(
    rf"(?:^|(?<=[.;]\s))(?P<subj>[^.;]{{0,80}}?)\s+"
    rf"(?:defaults?\s+(?:value\s+)?(?:is|to)|(?:is|are)\s+(?:initiali[sz]ed|reset)\s+to)"
    rf"\s+(?P<v>{_NUM})(?=\s|[.,;]|$)",
    re.I,
)


# ST: a register section's own line "Read only – default = 00h" (the access, then the
# value at reset), alone on its line under the register's heading
_ACCESS_DEFAULT = re.compile(
    r"(?:read[ -]only|read/write|write[ -]only|R/W|RW|RO|WO|R|W)\s*[–—,-]\s*"
    r"default(?:\s+value)?\s*[=:]\s*(?P<v>0x[0-9A-Fa-f]+|[0-9A-Fa-f]+h)\.?",
    re.I,
)  # the access word and a marked hex value: a field's "Default value: 11" is no match


# Silicon Labs: "Reset value = 0000 0000" alone on its line under a register's heading
# or title line (``PS_LED21 @ 0x0F``: the register of that name at that address), in
# binary (a hex "Reset value: 0x68" line is read where its section's own layout is)
_AT_TITLE = re.compile(
    r"(?P<name>[A-Za-z_][\w/]*)(?:\s*:[^@:]{1,80})?\s*@\s*(?P<a>0x[0-9A-Fa-f]{1,4})"
)  # "MEAS_RATE0: MEAS_RATE Data Word Low Byte @ 0x08" too
_RESET_LINE = re.compile(r"reset\s+value\s*[=:]\s*(?P<b>[01]{4}(?:\s?[01]{4}){0,3})\.?", re.I)


def _prose_defaults(result: ParseResult, maps: list[_Map]) -> None:
    """Resets stated in a sentence about the register(s) of the section: "The Timing
    Register defaults to 02h at power on." under a heading that names the register by
    address (or several: "... registers default to 00h" under ``(2h − 5h)``), or in a
    paragraph that opens with the register's name ("Configuration Register A ... CRA
    default is 0x10."), or in a line of its own under a heading naming one register
    ("Read only – default = 00h", "Reset value = 0000 0000"; the first such line under a
    title line ``PS_LED21 @ 0x0F`` goes to the register of that name at that address,
    when the map holds it, else to none, as do later ones and those after a line naming
    another register alone). The sentence's subject
    must speak of a register (or be one upper-case abbreviation), not of a bit or
    field, and the value must fit the register; a register that has a reset keeps it."""
    heading = ""
    targets: list[_Reg] | None = None  # the heading's registers, found when first needed
    titled: list[_Reg] | None = None  # the register an "NAME @ 0x03" line titled
    names = {r.name.casefold() for mp in maps for r in mp.regs.values() if r.named}
    for raw in result.content.split("\n"):
        line = raw.strip()
        head = HEADING.match(line)
        if head:
            heading, targets, titled = head.group(2), None, None
            continue
        if titled and line.casefold() in names:
            titled = []  # another register's title the PDF split from its "@ 0x01"
            continue
        at = _AT_TITLE.fullmatch(line)
        if at:
            address = int(at.group("a"), 16)
            titled = [
                r
                for mp in maps
                if (r := mp.regs.get(address)) is not None
                and r.named
                and r.name.casefold() == at.group("name").casefold()
            ]
            continue
        low = line.lower()
        if not line or line.startswith("|") or ("default" not in low and "reset" not in low):
            continue
        alone = _ACCESS_DEFAULT.fullmatch(line) or _RESET_LINE.fullmatch(line)
        if titled is not None and re.match(r"reset\s+value\b", low):
            # a title's register takes the first reset line after it (one it cannot
            # read, "xxxx xxxx", too), no later one
            mine, titled = titled, []
            if alone and len(mine) == 1 and (binary := alone.groupdict().get("b")):
                value, width = _binary(binary)
                if mine[0].reset is None and width == (mine[0].width or 8):
                    mine[0].reset = value
            continue
        if not alone and not _DEFAULT_SENTENCE.search(line):
            continue
        if targets is None:
            targets = (
                (heading_targets(heading, maps) or titled_registers(heading, maps))
                if heading
                else []
            )
        if alone:
            binary = alone.groupdict().get("b")
            if len(targets) == 1 and binary:
                value, width = _binary(binary)
                if targets[0].reset is None and width == (targets[0].width or 8):
                    targets[0].reset = value
            elif len(targets) == 1:
                _give_reset(targets[0], alone.group("v"))
            continue
        own = _named_at_start(line, maps)
        regs = [own] if own is not None else targets
        for m in _DEFAULT_SENTENCE.finditer(line):
            subject = m.group("subj").strip()
            words = set(re.findall(r"[a-z]+", subject.lower()))
            if words & {"bit", "bits", "field", "fields", "mode", "value"}:
                continue
            abbreviation = re.fullmatch(r"[A-Z]{2,5}", subject)
            if not ({"register", "registers"} & words or abbreviation):
                continue
            for reg in regs:
                # an abbreviation is the register's own (``CRA`` of Configuration
                # Register A), not a field's ("SHDN is reset to 0" in Config's section)
                if not abbreviation or subject in (reg.name.upper(), _initials(reg.name)):
                    _give_reset(reg, m.group("v"))
            break


def _initials(name: str) -> str:
    """The capitals of a register name's words: ``CRA`` for Configuration Register A."""
    return "".join(w[0] for w in re.findall(r"[A-Za-z0-9]+", name)).upper()


# Maxim: "Register Type: Special Initial Value: 0x2039 The RelaxCfg register ..." opening
# a register's section: a labelled value, then a bracketed note or the next sentence
_LABELLED_VALUE = re.compile(r"\b(?:initial|reset|default|power[- ]on)\s+value\s*:\s*", re.I)
_REGISTER_TYPE = re.compile(r"(?:register\s+type\s*:\s*[A-Za-z]+(?:\s*\([^)]*\))?\s+)?", re.I)
_FIELD_HEADING = re.compile(r"\bbits?\b|\bfields?\b|[A-Za-z]\.[A-Za-z]", re.I)
_MARKED = r"(?:0x[0-9A-Fa-f]+|[0-9][0-9A-Fa-f]*h)(?![\w])"
_AFTER_VALUE = r"\s*(?:$|(?=[A-Z][a-z]))"  # the end, or a sentence
_ONE_VALUE = re.compile(rf"(?P<v>{_MARKED})(?:\s*\((?P<note>[^()]*)\))?{_AFTER_VALUE}")
_NAME_IS = rf"[A-Za-z_]\w*\s*=\s*{_MARKED}"  # "TGain = 0xEE56"
_FOR_NAME = rf"{_MARKED}\s+for\s+[A-Za-z_]\w*"  # "0x2210 for Config"
_JOIN = r"\s*(?:,\s*(?:and\s+)?|and\s+)"
_PER_NAME = re.compile(
    rf"(?:{_NAME_IS}(?:{_JOIN}{_NAME_IS})+|{_FOR_NAME}(?:{_JOIN}{_FOR_NAME})+){_AFTER_VALUE}"
)
_PAIR = re.compile(
    rf"(?P<n>[A-Za-z_]\w*)\s*=\s*(?P<v>{_MARKED})|(?P<v2>{_MARKED})\s+for\s+(?P<n2>[A-Za-z_]\w*)"
)


def _labelled_values(result: ParseResult, maps: list[_Map]) -> None:
    """Resets given by a labelled value on the first line of a register's section
    (``Initial Value: 0x2039``, ``Reset value: 0x00 (...)``; the line after a ``Register
    Type: Capacity`` line of its own counts as the first): the one register the
    heading names (by name; an address it also gives must be that register's: a
    heading ``dQAcc Register (05h)`` over another register's address names none), or
    per name (``TGain = 0xEE56 and TOff = 0x1DA4``, ``0x2210 for Config, 0x3658 for
    Config2``) each a register the heading names. A value followed by a second one in
    brackets (``0x870C (0x890C)``), a percentage or a value for a register the heading
    does not name gives nothing; a register that has a reset keeps it."""
    named: dict[str, list[_Reg]] = {}
    width: dict[int, int | None] = {}  # register -> its map's common width
    for m in maps:
        common = common_width(m)
        for r in m.regs.values():
            width[id(r)] = common
            if r.named:
                named.setdefault(r.name.casefold(), []).append(r)
    heading: str | None = None
    for raw in result.content.split("\n"):
        line = raw.strip()
        head = HEADING.match(line)
        if head:
            heading = head.group(2)
            continue
        if not line or heading is None:
            continue
        if _REGISTER_TYPE.fullmatch(line + " "):
            continue  # "Register Type: Capacity" on a line of its own: the value next
        typed = _REGISTER_TYPE.match(line)
        title, heading = heading, None  # only the section's first line
        # the label opens the line or follows the register's type ("Register Type:
        # Special Initial Value: ..."), never a field's name ("NEMPTY default value:");
        # a heading about a bit or field (".. Tex bit of ..", "Config.Tex") names none
        label = _LABELLED_VALUE.match(line, typed.end() if typed else 0)
        if label is None or _FIELD_HEADING.search(title):
            continue
        rest = line[label.end() :]
        words = {w.casefold() for w in re.findall(r"[A-Za-z_]\w*", title)}
        in_title = [regs[0] for w in words if len(regs := named.get(w, [])) == 1]
        by_address = heading_targets(title, maps)
        pairs = _PER_NAME.match(rest)
        if pairs:
            for pair in _PAIR.finditer(pairs.group(0)):
                regs = named.get((pair.group("n") or pair.group("n2")).casefold(), [])
                if len(regs) != 1 or regs[0] not in in_title:
                    break
            else:
                for pair in _PAIR.finditer(pairs.group(0)):
                    reg = named[(pair.group("n") or pair.group("n2")).casefold()][0]
                    _give_reset(reg, pair.group("v") or pair.group("v2"), width[id(reg)])
            continue
        one = _ONE_VALUE.match(rest)
        if one is None or re.search(_MARKED, one.group("note") or ""):
            continue
        regs = in_title if len(in_title) == 1 and by_address in ([], in_title) else []
        if not in_title and len(by_address) == 1:
            regs = by_address
        for reg in regs:
            _give_reset(reg, one.group("v"), width.get(id(reg)))


def _give_reset(reg: _Reg, text: str, width: int | None = None) -> None:
    """``reg`` takes the value ``text`` writes as its reset, unless it has one or the
    value (or its written digits) do not fit its width (``width`` where the register
    states none)."""
    digits = re.sub(r"^0x|h$", "", text, flags=re.I)
    value = parse_int(text)
    width = reg.width or width or _width(reg)
    fits = value is not None and value.bit_length() <= width
    if reg.reset is None and fits and len(digits) * 4 <= max(width, 8):
        reg.reset = value


_ALL_RESET = re.compile(
    rf"reset value is (?P<v>{_NUM}) for all (?:the )?registers (?:other than|except)", re.I
)
_EXCEPTION = re.compile(
    rf"\bregister\s+(?P<r>{_NUM})\s*(?:[:=]\s*(?P<v>{_NUM})|\(\s*(?P<pv>{_NUM})\s*\))", re.I
)
# "..., also the self-test registers contain preprogrammed values and will not be 0x00"
_NOT_COMMON = re.compile(
    r"\bthe ([\w-]+(?: [\w-]+)?) registers (?:contain|hold|are)\b[^.]*\bnot\b", re.I
)


def _prose_resets(result: ParseResult, maps: list[_Map]) -> None:
    """Resets a datasheet states in prose for all registers but a listed few (InvenSense:
    "The reset value is 0x00 for all registers other than the registers below.
    Register 107: 0x40. Register 117: 0x68." or "Register 107 (0x01) Power Management
    1"): the listed ones get theirs, every other register without a reset gets the
    common value, except a kind the sentence sets apart ("also the self-test registers
    contain preprogrammed values and will not be 0x00": registers named SELF_TEST...).
    Only for the one register map of the document that holds every listed register
    (an MPU-9250's map beside its magnetometer's: the listed registers tell whose)."""
    if not maps:
        return
    lines = result.content.split("\n")
    for index, line in enumerate(lines):
        m = _ALL_RESET.search(line)
        if m is None:
            continue
        common = parse_int(m.group("v"))
        following = [x for x in lines[index + 1 : index + 12] if x.strip()][:4]
        tail = " ".join([line, *following])[m.end() :]
        listed: dict[int, int] = {}
        for e in _EXCEPTION.finditer(tail):
            address, value = parse_int(e.group("r")), parse_int(e.group("v") or e.group("pv"))
            if address is None or value is None:
                return
            listed[address] = value
        holding = [mp for mp in maps if all(a in mp.regs for a in listed)]
        if common is None or not listed or len(holding) != 1:
            return
        regs = holding[0].regs
        apart = [re.sub(r"[\s-]+", "_", k.group(1)).upper() for k in _NOT_COMMON.finditer(line)]
        for address, reg in regs.items():
            if reg.reset is not None or reg.last != reg.first:
                continue
            if address not in listed and any(a in reg.name.upper() for a in apart):
                continue
            reg.reset = listed.get(address, common)
        return


_CLEARED_EXCEPT = re.compile(
    r"\ball registers\b[^.]{0,80}?\b(?:are|is) (?:cleared|reset|set to (?:logic )?0)\b[^.]{0,20}?"
    r"\bwith the exception of (?:the )?bits? (?P<bits>[A-Z][\w/]*(?:\s*,\s*[A-Z][\w/]*)*"
    r"(?:,?\s+and\s+[A-Z][\w/]*)?),? which (?:are|is) set to (?:logic )?1\b"
)


# Maxim: "At power-on, all register bits except 3 are cleared. The following 3 bits are
# set to 1 to indicate ...: - IN3BAVIRQ - IN2BAVIRQ - IN0BAVIRQ"
_CLEARED_BUT = re.compile(
    r"\ball register bits except (?P<n>\d) are cleared\. The following \d bits are set to 1"
    r"[^:]{0,200}:(?P<list>(?:\s*-\s*[A-Z][\w/]*){1,9})"
)


def _bits_set(register_map: _Map, names: list[str]) -> dict[int, int] | None:
    """Register address -> the bits ``names`` set there, of the first register of
    ``register_map`` holding each; None when one name is in none."""
    found: dict[int, int] = {}
    for name in names:
        hit = next(
            (
                (reg.first, bit)
                for reg in register_map.regs.values()
                if (bit := _named_bit(reg, name)) is not None
            ),
            None,
        )
        if hit is None:
            return None
        found[hit[0]] = found.get(hit[0], 0) | (1 << hit[1])
    return found


# TI: "The default value in all registers is 0." one value for every register, in a
# sentence of its own (not "..., unless otherwise noted", not "... except ...")
_BLANKET_RESET = re.compile(
    rf"(?:^|(?<=[.!?*]\s)|(?<=^\*\*))(?:the )?(?:default|reset|power[- ]on) value "
    rf"(?:in|of|for) (?:all|every) (?:the )?registers? is (?P<v>{_NUM})\s*\.",
    re.I,
)


def _blanket_resets(result: ParseResult, maps: list[_Map]) -> None:
    """Resets a document states for every register in one sentence ("The default value
    in all registers is 0."): each register of the document's one map without a reset
    takes the value, where it fits and none of its fields states another value at reset
    (a field table's default is the more specific statement). Only a sentence in the
    section of the map's first table, with no exception named in it or in the lines
    after it ("The exceptions are ...", "..., unless noted"); not where the document has
    several maps (which one the sentence means is not written)."""
    if len(maps) != 1:
        return
    lines = result.content.split("\n")
    heading = ""
    for k, line in enumerate(lines):
        head = HEADING.match(line.strip())
        if head:
            heading = head.group(2).strip()
            continue
        m = _BLANKET_RESET.search(line.strip())
        if m is None or heading != maps[0].section.strip():
            continue
        following = " ".join([line[m.end() :], *lines[k + 1 : k + 3]])
        if _EXCEPTED.search(following):
            return
        for reg in maps[0].regs.values():
            stated = any(f.reset_value is not None for f in reg.fields) or reg.fixed
            if reg.last == reg.first and not stated:
                _give_reset(reg, m.group("v"))
        return


_EXCEPTED = re.compile(r"\bexcept|\bexception|\bunless\b|\bother than\b|\bapart from\b", re.I)


def _cleared_resets(result: ParseResult, maps: list[_Map]) -> None:
    """Resets a datasheet states as one rule (NXP PCF8563: "all registers ... are
    cleared with the exception of bits FE, VL, TD1, TD0, TESTC and AE which are set to
    logic 1"; Maxim: "all register bits except 3 are cleared. The following 3 bits are set
    to 1 ...:" and a list): each register of the one map holding every named bit (of a
    document's maps, the mode or bank the rule speaks of) without a reset gets the
    value of its named bits set, the rest 0; a bit is found by a one-bit field's name,
    or as bit n of a field numbering its bits (``TD1`` in ``TD`` [1:0])."""
    text = " ".join(result.content.split())
    m = _CLEARED_EXCEPT.search(text)
    listed = _CLEARED_BUT.search(text)
    if m is not None:
        names = [n.strip() for n in re.split(r",|\band\b", m.group("bits")) if n.strip()]
    elif listed is not None:
        names = re.findall(r"-\s*([A-Z][\w/]*)", listed.group("list"))[: int(listed.group("n"))]
        if len(names) != int(listed.group("n")):
            return
    else:
        return
    holding = [(mp, found) for mp in maps if (found := _bits_set(mp, names)) is not None]
    if len(holding) != 1:
        return  # the rule names bits of no map, or of several: whose it is is unclear
    register_map, found = holding[0]
    for reg in register_map.regs.values():
        if reg.reset is None and reg.last == reg.first and (reg.fields or reg.first in found):
            reg.reset = found.get(reg.first, 0)


def _named_bit(reg: _Reg, name: str) -> int | None:
    """The bit of ``reg`` that ``name`` names (see :func:`_cleared_resets`)."""
    for f in reg.fields:
        if f.name == name and f.msb == f.lsb:
            return f.lsb
    numbered = re.fullmatch(r"([A-Za-z_]+?)(\d+)", name)
    if numbered:
        for f in reg.fields:
            if f.name == numbered.group(1) and f.lsb + int(numbered.group(2)) <= f.msb:
                return f.lsb + int(numbered.group(2))
    return None


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


_BRACKET_OPEN = re.compile(_BRACKET_NAME + "$")  # the line broken after the access bracket
_BRACKET_ADDR = re.compile(
    r"^\s*(?P<base>0x[0-9A-Fa-f]+|[0-9A-Fa-f]+h)\s*(?:\+\s*(?P<stride>0x[0-9A-Fa-f]+|\d+)\s*n)?\s*$"
)
_DOTTED = re.compile(r"^[0-9A-Fa-f]{2}(?:\.[0-9A-Fa-f]{2})+$")


def _bracket_value(text: str) -> tuple[int, int | None, int | None] | None:
    """A reset as the bracket prints it, the width its digits state and the bits it
    defines (None: all): ``0x0000`` (16), bytes ``00.00.00.00`` (32, of a multi-word
    register), ``0x--08`` (16, a reserved byte: mask ``0x00FF``); None for ``0xUUUU``
    or ``0x3800 or 0xB800``."""
    text = text.strip()
    if _DOTTED.fullmatch(text):
        return int(text.replace(".", ""), 16), 4 * len(text.replace(".", "")), None
    if re.fullmatch(r"0x[0-9A-Fa-f]+", text):
        stated = _stated_hex(text)
        return None if stated is None else (*stated, None)
    partial = parse_partial(text) if re.fullmatch(r"0x[0-9A-Fa-f-]+", text) else None
    return None if partial is None else (partial[0], partial[2], partial[1])


def _bracket_lines(content: str) -> list[str]:
    """The document's lines, a heading line broken after its access bracket joined with
    the next line (``Sn_PORTR(SOCKETn Source Port Register)[R/W]`` / ``[0x0820A+0x40n/
    0x20A+0x40n] [0x0000]``)."""
    lines = [x for x in content.split("\n") if x.strip()]
    out = []
    for index, line in enumerate(lines):
        following = lines[index + 1] if index + 1 < len(lines) else ""
        if _BRACKET_OPEN.match(line) and following.lstrip().startswith("["):
            line = f"{line} {following}"
        out.append(line)
    return out


# WIZnet W5500: "GAR (Gateway IP Address Register) [R/W] [0x0001 – 0x0004] [0x00]": a
# value over a run of byte registers
_BRACKET_RANGE = re.compile(r"(?P<a>0x[0-9A-Fa-f]+)\s*[-\u2013\u2014~]\s*(?P<b>0x[0-9A-Fa-f]+)")


def _byte_resets(
    name: str, span: re.Match[str], value: int, digits: int | None, maps: list[_Map]
) -> None:
    """The resets of the byte registers a bracket line states one value for over an
    address run (``GAR`` at 0x0001 - 0x0004 the map lists as GAR0 .. GAR3): each byte
    0 for a value of 0, else the value's bytes from the first address on when its
    digits state exactly the run's width; only when one map holds a register at every
    address of the run, each 8 bits wide and named after ``name`` (``GAR0``), and none
    has a reset yet."""
    first = parse_int(span.group("a"), hex_default=True)
    last = parse_int(span.group("b"), hex_default=True)
    if first is None or last is None or not 0 < last - first < 16:
        return
    count = last - first + 1
    if value and digits != 8 * count:
        return
    for register_map in maps:
        regs = [register_map.regs.get(a) for a in range(first, last + 1)]
        held = [r for r in regs if r is not None]
        if len(held) != count or any(
            not r.name.startswith(name) or r.reset is not None or (r.width or 8) != 8 for r in held
        ):
            continue
        for k, reg in enumerate(held):
            reg.reset = (value >> (8 * (count - 1 - k))) & 0xFF
        return


def _bracket_resets(result: ParseResult, maps: list[_Map]) -> None:
    """Resets stated on a register's heading line in brackets (``IR (Interrupt
    Register) [R/W] [0x08002/0x002] [0x0000]``; ``Sn_MR (SOCKETn Mode Register) [R/W]
    [0x08200+0x40n/0x200+0x40n] [0x0000]`` for every socket's): given only to a register
    without a reset whose address the line states (the n-th of an array at base + n x
    stride) and whose width holds the value."""
    named = [r for m in maps for r in m.regs.values() if r.named]
    if not named:
        return
    for line in _bracket_lines(result.content):
        m = _BRACKET_HEAD.match(line)
        stated = _bracket_value(m.group("reset")) if m else None
        if m is None or stated is None:
            continue
        value, digits, mask = stated
        name = m.group("name")
        byte_range = _BRACKET_RANGE.fullmatch(m.group("addr").strip())
        if byte_range is not None:
            _byte_resets(name, byte_range, value, digits, maps)
            continue
        spans = [a for a in (_BRACKET_ADDR.match(p) for p in m.group("addr").split("/")) if a]
        exact = [r for r in named if r.name == name]
        for reg in exact or instances(name, named):
            number = 0 if exact else instance_number(name, reg.name)
            if number is None or reg.reset is not None:
                continue
            if reg.width is not None and value >= 1 << reg.width:
                continue  # the value does not fit the width the map gives
            # the digits state the width of a register whose width nothing else states
            # (up to 32 bits: a wider value spans the map's later words, _later_words)
            small = digits if digits is not None and digits <= 32 else 0
            width = reg.width or max(small, _width(reg))
            for a in spans:
                base = parse_int(a.group("base"), hex_default=True)
                stride = parse_int(a.group("stride") or "0", hex_default=False) or 0
                if base is not None and base + stride * number == reg.first:
                    reg.reset, reg.reset_mask = value, mask
                    if value < 1 << width:
                        reg.width = width
                    elif digits and reg.last - reg.first + 1 == digits // 8:
                        reg.width = digits  # a map row spanning the value's bytes
                    _later_words(reg, m.group("reset").strip(), digits, maps)
                    break


def _later_words(reg: _Reg, text: str, digits: int | None, maps: list[_Map]) -> None:
    """The words after a multi-word register that the map lists as registers of their
    own (WIZnet: ``SHAR`` [00.00.00.00.00.00] at 0x008, then ``SHAR2`` at 0x00A and
    ``SHAR4`` at 0x00C) take their part of its reset: the bytes at their address when
    the reset is written byte by byte in address order, else only a value the same in
    every byte order (all zeros or all ones)."""
    if digits is None or reg.reset is None or reg.reset_mask is not None:
        return
    size = digits // 8
    holding = next((m for m in maps if m.regs.get(reg.first) is reg), None)
    if holding is None:
        return
    words = sorted(
        (r for a, r in holding.regs.items() if reg.first < a < reg.first + size),
        key=lambda r: r.first,
    )
    if not words or any(not re.fullmatch(re.escape(reg.name) + r"\d+", w.name) for w in words):
        return
    step = words[0].first - reg.first
    starts = [reg.first, *(w.first for w in words)]
    if any(b - a != step for a, b in itertools.pairwise(starts)) or len(starts) * step != size:
        return  # not the bytes of this value at one word's spacing (a word-addressed map)
    reg.width = digits  # the whole value; the map's later words are views of its bytes
    ones = (1 << digits) - 1
    for word in words:
        offset = word.first - reg.first
        if word.reset is not None:
            continue
        if _DOTTED.fullmatch(text):
            word.reset = int(text.replace(".", "")[2 * offset : 2 * (offset + step)], 16)
        elif reg.reset in (0, ones):
            word.reset = reg.reset & ((1 << (8 * step)) - 1)
        word.width = word.width or 8 * step
