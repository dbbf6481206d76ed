"""Registers a document defines by headings or sections instead of a summary (TI-style
headings, Reg-02h sections, labelled lines, address lines under a symbol heading), and
the register pairs and parts those headings name. Only these readers make registers."""

from __future__ import annotations

import itertools
import re
from collections import Counter
from collections.abc import Callable

from hwcc.extract.numbers import parse_bits, parse_int
from hwcc.extract.regmap.columns import _access, _is_reserved, bits_count_down
from hwcc.extract.regmap.prose.shared import _binary
from hwcc.extract.regmap.state import (
    _CAPTION_LINE,
    _NUM,
    _NUMBERING,
    ADDRESS_COLON_NAME,
    ADDRESS_LABEL,
    AT_SECTION,
    CAPTION_REGISTER,
    INDEXED_LIST_TITLE,
    INDEXED_TITLE,
    PAGE_REGISTER_TITLE,
    REG_LINE,
    TI_HEX,
    _Map,
    _Reg,
    _stated_hex,
)
from hwcc.extract.regmap.targets import NUMBERED_STATED, stated_for
from hwcc.extract.tables import split_cells
from hwcc.types import ParseResult
from hwcc.util.markdown import HEADING

_HEADING_RESET = re.compile(rf"\[reset\s*=\s*(?P<v>{_NUM}|{TI_HEX})\]", re.I)


# TI's register headings: "Config Register (P[1:0] = 1h) [reset = 8583h]", "Mode
# Register (offset = 01h) [reset = C810h]", "Configuration (CONFIG) Register (Address =
# 0h) [reset = 0h]" (the symbol in brackets names it); one heading may name two
_HEADING_REGISTER = re.compile(
    rf"(?P<name>[A-Za-z][\w /-]*?)(?:\s*\((?P<sym>[A-Za-z][A-Za-z0-9_]*)\)\s*(?:registers?)?)?"
    rf"\s*\((?:offset|address|[A-Z]+\[\d+:\d+\])\s*=\s*"
    rf"(?P<a>{_NUM}|[0-9A-F]+h|{TI_HEX})\s*\)\s*\[reset\s*=\s*(?P<r>{_NUM}|[0-9A-F]+h|{TI_HEX})\]",
    re.I,
)  # after "= " a TI value may open with a letter: "(offset = Ah) [reset = BFFFh]"; TI's
# CAN parts mark hex before it: "(address = h0800 ) [reset = hC8000460]"


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
    elsewhere: tuple[tuple[int, int], ...] = ()
    if not found:
        found, elsewhere = _section_registers(result)
    if found:
        maps.append(_Map(None, "", found, elsewhere=elsewhere))


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


def _labelled_symbol(heading: str, lines: list[str], index: int) -> list[tuple[str, int]]:
    """Avago: a heading of one symbol (``### FRAME_IDLE``) whose next line labels its
    address (``Address: 0x35``): that register; else []."""
    symbol = _NUMBERING.sub("", heading).strip()
    # (a symbol of several parts or with a digit: not "EXAMPLE", not "RESERVED")
    if not re.fullmatch(r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[A-Z]+[0-9][A-Z0-9]*", symbol):
        return []
    if _is_reserved(symbol):
        return []
    m = ADDRESS_LABEL.match(_line_after(lines, index).strip("* "))
    return [(symbol, int(m.group("a"), 16))] if m else []


# Bosch: "Register 0x00 (BGW_CHIPID)", a register's address and its symbol in brackets
_ADDRESS_SYMBOL_HEADING = re.compile(
    r"^(?:\d+(?:\.\d+)*\.?\s+)?register\s+(?P<a>0x[0-9A-Fa-f]{2,4})\s*\(\s*"
    r"(?P<name>[A-Za-z][A-Za-z0-9_]*)\s*\)$",
    re.I,
)
NAMING_HEADINGS = 3  # headings that must name a map's unnamed registers, at least


def heading_names(result: ParseResult, maps: list[_Map]) -> None:
    """Names for the registers of a map without a name column (Bosch BMA253: registers
    known by their bit cells) from the headings of their sections, ``Register 0x00
    (BGW_CHIPID)``: each unnamed register at a heading's address takes its symbol, when
    at least NAMING_HEADINGS such headings name registers the map holds unnamed and
    none names a held address twice or a named register otherwise."""
    held = {a: r for m in maps[:1] for a, r in m.regs.items()}
    found: dict[int, str] = {}
    for line in result.content.split("\n"):
        head = HEADING.match(line.strip())
        m = _ADDRESS_SYMBOL_HEADING.match(head.group(2).strip()) if head else None
        if m is None:
            continue
        address = int(m["a"], 16)
        if address not in held:
            continue
        reg = held[address]
        if found.get(address, m["name"]) != m["name"] or (
            reg.named and reg.name.casefold() != m["name"].casefold()
        ):
            return  # two names for one address, or one the map gives otherwise
        found[address] = m["name"]
    unnamed = {a: n for a, n in found.items() if not held[a].named}
    if len(unnamed) < NAMING_HEADINGS:
        return
    for address, name in unnamed.items():
        held[address].name, held[address].named = name, True


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
    labelled: set[tuple[str, int]] = set()  # parts named by a heading over an Address: line
    offset = 0
    lines = result.content.split("\n")
    for index, line in enumerate(lines):
        start, offset = offset, offset + len(line) + 1
        head = HEADING.match(line.strip())
        if head is None:
            continue
        level = len(head.group(1))
        parents = [(lv, at) for lv, at in parents if lv < level]
        parent = parents[-1][1] if parents else -1
        parts = _headed_parts(head.group(2))
        if not parts:
            parts = _labelled_symbol(head.group(2), lines, index)
            labelled.update(parts)
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
        if (name, address) in labelled and not min(held) < address < max(held):
            continue  # (a labelled section beyond the map's span: another die's, say)
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
    r"^reg(?:ister)?[\s-]*(?P<a>0x[0-9a-f]{1,4}|[0-9a-f]{1,4}h)\s*[:–-]\s*(?P<name>\S.*?)"
    # Everest ES8311: "REGISTER 0X01 – CLOCK MANAGER, DEFAULT 0000 0000"; ES8374:
    # "REGISTER 0X2E –ADC CONTROL , DEFAULT 0X1F" (and "DEFAULT 0X00000100": binary
    # digits behind the hex mark, a value no byte holds in hex)
    r"(?:\s*,\s*default\s*[:=]?\s*(?:(?P<bin>[01]{4}(?:[ _]?[01]{4}){1,3})"
    r"|0x(?P<hexv>[0-9a-f]{1,8})))?\s*$",
    re.I,
)


# TI chargers (bq2419x, bq24295): "8.6.1.1 Input Source Control Register REG00 [reset =
# 01011000, or 0x58]", the reset in binary (bits a pin sets printed x: no value), then
# in hex; the read-only registers' headings state none ("System Status Register REG08")
_NAMED_REG_NUMBERED = re.compile(
    r"^(?P<name>[A-Za-z][\w /&.,-]*?\bregister)\s+REG(?P<a>[0-9A-F]{2})"
    r"(?:\s*\[reset\s*=\s*(?P<bin>[01xX]{4}[ _]?[01xX]{4})"
    r"(?:\s*,\s*or\s+(?P<v>0x[0-9A-Fa-f]{1,2}|[0-9A-Fa-f]{1,2}h))?\s*\])?$",
    re.I,
)


# Realtek PHYs: "7.1. Register 0 Basic Mode Control Register", "Page 0 Register 13 MACR
# (MMD Access Control Register; Address 0x0D)": a decimal number, then a name saying it
# is a register; another page's ("Page 4 Register 16 EEE Capability Enable Register")
# reuses the numbers (no register of this map)
_PAGED_DECIMAL = re.compile(
    r"^(?:page\s*(?P<page>\d{1,2})\s*[,:]?\s+)?register\s+(?P<a>\d{1,3})\s+"
    r"(?P<name>(?P<words>[A-Za-z][^;()]*?)"
    r"(?:\s*\((?P<inner>[^;()]*)(?:;\s*address\s+(?P<hex>0x[0-9A-Fa-f]{1,2}))?\))?)$",
    re.I,
)


# TI codecs: "Table 10-9. Page 0, Register 3: PLL Programming Register A", a page, a
# register's decimal number and its name (a note mark after it: "Register C (1)")
_PAGED_CAPTION = re.compile(
    r"table\s+\d+(?:[-.]\d+)*\.?\s+page\s+(?P<page>\d{1,3})\s*[,/]\s*register\s+"
    r"(?P<a>\d{1,3})\s*:\s*(?P<name>[A-Za-z][^()]*?)(?:\s*\(\d\))?",
    re.I,
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


# ams: "8.4 ENABLE Register (Address 0xE0)", "BL_SIZE (Address 0x09)": a register's
# symbol (a trailing "Register" dropped) and its address in brackets
_NAMED_ADDRESS = re.compile(
    r"^(?P<name>[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)(?P<reg>(?i:\s+register))?\s*"
    r"\(\s*(?i:addr(?:ess|\.)?)\s*[:=]?\s*(?P<a>0x[0-9A-Fa-f]{1,4}|[0-9A-Fa-f]{1,4}h)"
    # (a range, "BL_DATA (Address 0x0A-0x8A)": a block of the group, no register)
    r"(?P<b>\s*[-–]\s*(?:0x[0-9A-Fa-f]{1,4}|[0-9A-Fa-f]{1,4}h))?\s*\)$"
)


def _hex_forms(value: int) -> tuple[str, ...]:
    """Spellings of a byte's value in hex a heading may print: ``0x3B``, ``0x3b``,
    ``3Bh``."""
    return tuple(
        f"{p}{value:0{n}{c}}{q}" for p, q in (("0x", ""), ("", "h")) for n in (1, 2) for c in "Xx"
    )


def _next_filled(lines: list[str], index: int) -> int | None:
    """The index of the first non-blank line of the three after line ``index``, else
    None."""
    return next((k for k in range(index + 1, min(index + 4, len(lines))) if lines[k].strip()), None)


def _line_after(lines: list[str], index: int) -> str:
    """The first non-blank line of the three after line ``index``, stripped; else ``""``."""
    k = _next_filled(lines, index)
    return lines[k].strip() if k is not None else ""


def _field_table_follows(lines: list[str], index: int) -> bool:
    """Whether the next line after line ``index`` (blank lines skipped) opens a table
    whose first header cell numbers bits (``| BIT | Name | POR | DESCRIPTION |``, ams
    ``| Field | Name | Rst | Type |``) and whose rows' first cells are bits counting
    down (``6``, ``5:4``, ``0``; not byte offsets ``0``, ``1``, ``2``)."""
    start = _next_filled(lines, index)
    if start is None or not lines[start].strip().startswith("|"):
        return False
    first = lines[start].strip().strip("|").split("|")[0].strip()
    if re.fullmatch(r"bits?(?:\(s\))?|field", first, re.I) is None:
        return False
    rows = itertools.takewhile(
        lambda line: line.strip().startswith("|"), lines[start + 2 : start + 40]
    )
    return bits_count_down(line.strip().strip("|").split("|")[0].strip() for line in rows)


# "Register 0A", "Register 00": a document numbering its registers in hex without a mark
_HEX_NUMBERED = re.compile(r"^reg(?:ister)?\s+(?:0\d|\d*[A-Fa-f][0-9A-Fa-f]*)\b", re.I)


_DEFAULT_LINE = re.compile(
    rf"^(?:default|reset)(?:\s+value)?\s*[:=]\s*(?P<v>{_NUM}|[0-9A-Fa-f]+h)$", re.I
)


# Infineon: "Register name: MEAS_CFG Address: 0x04" (then "Reset value: 0x24"); TDK:
# "Name: PWR_MGMT_1 Address: 6 (06h) Type: USR0 ... Reset Value: 0x41": a register's
# section opened by a labelled line instead of a heading
# (with an underscore or a hyphen inside, "TYPE-C_CTRL1", or capitals and digits alone,
# "VINOV", "FLAG0": the line stating its address decides)
_SYMBOL_OPENING = re.compile(
    r"([A-Z][A-Za-z0-9]*(?:[_-][A-Za-z0-9]+)+_?|[A-Z][A-Z0-9]{2,})(?=\s|[（(]|$)"
)


_LABELLED_REGISTER = re.compile(
    r"^(?:register\s+)?name\s*:\s*(?P<name>[A-Za-z_][A-Za-z0-9_]*)\s+address\s*:\s*"
    r"(?:\d+\s*\((?P<h>[0-9A-Fa-f]+h)\)|(?P<a>0x[0-9A-Fa-f]+|[0-9A-Fa-f]+h))"
    rf"(?:.*?\breset\s+value\s*:\s*(?P<v>{_NUM}))?",
    re.I,
)


MIN_SECTIONS = 3  # register sections a document must have for its headings to be read

# Vishay: "Register #5 and #6 Ambient Light Result Register" over "Register address =
# 85h and 86h. These registers ..": the registers' numbers and name, then their addresses
_NUMBERED_TITLE = re.compile(
    r"^register\s+#(?P<n>\d{1,3})(?:\s+and\s+#(?P<m>\d{1,3}))?\s+(?P<name>[A-Z].{2,80})$", re.I
)
_ADDRESS_EQUALS = re.compile(
    r"^register\s+address\s*=\s*(?P<a>[0-9A-Fa-f]{2})h(?:\s+and\s+(?P<b>[0-9A-Fa-f]{2})h)?(?![\w])",
    re.I,
)

_ACCESS_TAIL = re.compile(r"\s*\((?:read\s*/\s*write|read[ -]only|write[ -]only)\)$", re.I)

# TI chargers: "9.6.4 Fast Charge Control Register" over "Memory location 0x03h, Reset
# State: 0001 0100 (BQ25120A)": the section's first line gives the address (and the
# reset, bit by bit, "x" for a bit no value fixes)
_LOCATION_LINE = re.compile(
    r"^memory\s+location\s*:?\s*(?:0x)?(?P<a>[0-9A-Fa-f]{1,2})h?\s*,?\s*"
    r"reset\s+state\s*:?\s*(?P<bin>[01xX]{4}\s?[01xX]{4})\b",
    re.I,
)


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


def _paged_decimal(title: str) -> re.Match[str] | None:
    """A ``Register 0 Basic Mode Control Register`` heading's match (page 0, or no page
    named; ``Register 13 MACR (MMD Access Control Register; Address 0x0D)``), when its
    words say it is a register and a hex address it also gives agrees with the number."""
    m = _PAGED_DECIMAL.match(title)
    if m is None or (m["page"] is not None and int(m["page"]) != 0):
        return None
    if not re.search(r"\bregisters?\b", f"{m['words']} {m['inner'] or ''}", re.I):
        return None  # (the words must say it is a register: "Register 3 Timing Diagram")
    if m["hex"] is not None and int(m["hex"], 16) != int(m["a"]):
        return None
    # another address in the title ("Register 1 Configuration Register (00h)": a
    # numbering, the address in the bracket) must agree too, and no other page be named
    for other in re.findall(r"\b0x([0-9A-Fa-f]{1,4})\b|\b([0-9A-Fa-f]{1,4})h\b", m["name"]):
        if int(other[0] or other[1], 16) != int(m["a"]):
            return None
    if any(int(n) != 0 for n in re.findall(r"page\s*(\d{1,2})", title, re.I)):
        return None
    return m


def _named_heading(title: str, lines: list[str], index: int) -> re.Match[str] | None:
    """A ``NAME Register (Address 0xE0)`` heading's match; without the word
    "Register" (``BL_SIZE (Address 0x09)``) only over a figure mark naming it, a field
    table or a table titled by an ``Addr: 0x09`` band (not a board's ``EEPROM (Address
    0x50)``, a bus address)."""
    m = _NAMED_ADDRESS.match(title)
    if m is None or m["reg"] or m["b"]:
        return m
    if _figure_named(lines, index, m["name"]) or _field_table_follows(lines, index):
        return m
    after = _line_after(lines, index)
    if re.match(r"\|\s*addr(?:ess)?\s*[:.]?\s*0x[0-9A-Fa-f]+\s*\|", after, re.I):
        return m  # (ams: its table's "Addr: 0x09 | BL_SIZE" band right under it)
    return None


def _figure_named(lines: list[str], index: int, name: str) -> bool:
    """Whether the next line after line ``index`` (blank lines skipped) is a figure's
    mark naming register ``name`` or a part of it (``[Figure 47: RESULT_INFO Register,
    page 35]``; ``STATE_DATA_8`` for ``STATE_DATA_8_XTALK_MSB``)."""
    m = re.match(r"\[Figure\s+\d+:\s+([A-Za-z]\w*)", _line_after(lines, index), re.I)
    return m is not None and name.casefold().startswith(m.group(1).casefold())


# NXP (Philips) USB controllers: "10.1.2 HcControl register (R/W: 01H/81H)", "HcFmNumber
# register (R: 0FH)", "HcSoftwareReset register (W: A9H)": a register's symbol, its
# access and its command codes (read, then write): keyed by the first code
_CODED_SECTION = re.compile(
    r"^(?P<name>[A-Za-z][\w\u00b5]*)\s+register\s*\(\s*(?P<access>R/W|R|W)\s*:\s*"
    r"(?P<a>[0-9A-F]{2}H)(?:\s*/\s*[0-9A-F]{2}H)?\s*\)$"
)


_TITLE_AND_CAPTION = re.compile(
    r"(?:^|(?<=\s))(?P<a>0x[0-9A-Fa-f]{2}):\s+(?P<name>[A-Za-z][A-Za-z0-9_]*(?: [A-Z][a-z]*)?)"
    r"\s+[-\u2013]\s+[^()]{1,80}?\s*(?:\((?P<acc>read only|write only|read/write)\))?\s*"
    r"Table\s+\d+:\s+.{1,100}?,\s+register\s+(?P<b>0x[0-9A-Fa-f]{2})(?:\s*\([^)]*\))?\s*$",
    re.I,
)


# NXP's bit allocation tables: "Bit 31 30 29 28 27 26 25 24", a line per byte
_ALLOCATION_LINE = re.compile(r"^bit\s+(\d{1,2})(?:\s+\d{1,2}){7}$", re.I)


def _allocation(lines: list[str], index: int) -> tuple[int | None, int | None]:
    """The width and the value at reset the bit allocation blocks of the section opening
    at ``lines[index]`` give, up to the next heading (NXP: ``Bit 15 14 .. 8`` then a ``|
    Reset | 0 0 1 0 1 1 1 0 |`` row, a block per byte). The width is one more than the
    highest bit of a ``Bit`` line (None, and no reset, without one or for a width that
    is no register's); the reset is None unless the ``Reset`` rows give every bit of the
    width as 0 or 1 exactly once (or alike twice) (``IS``, ``X``: a value no table
    fixes)."""
    tops: list[int] = []
    given: dict[int, int] = {}
    fixed = True
    top: int | None = None
    for line in lines[index + 1 :]:
        text = line.strip()
        if HEADING.match(text):
            break
        m = _ALLOCATION_LINE.match(text)
        if m:
            top = int(m.group(1))
            tops.append(top)
            continue
        cells = [c.strip() for c in text.strip("|").split("|")]
        if top is None or len(cells) < 2 or cells[0].lower() != "reset":
            continue
        values = cells[1].split()
        if (
            len(values) != 8
            or any(v not in ("0", "1") for v in values)
            or any(given.setdefault(top - k, int(v)) != int(v) for k, v in enumerate(values))
        ):
            fixed = False
        top = None
    width = max(tops) + 1 if tops else None
    if width is None or width not in (8, 16, 32):
        return None, None
    fixed = fixed and sorted(given) == list(range(width))
    return width, sum(v << bit for bit, v in given.items()) if fixed else None


# Motorcomm, Realtek PHYs: "6.2.1. Basic Control Register (0x00)", "Auto-Negotiation
# Advertisement (0x04)": a register's name in words and its address in brackets
_WORDED_SECTION = re.compile(
    r"^(?P<name>[A-Za-z][\w/'&,. -]*?[A-Za-z0-9])\s*\((?P<a>0x[0-9A-Fa-f]{1,2})\)$"
)


def _worded_section(title: str, lines: list[str], index: int) -> re.Match[str] | None:
    """A ``Basic Control Register (0x00)`` heading's match, when a field table follows
    it (a name and a bracketed number over prose may be anything: a bus address)."""
    m = _WORDED_SECTION.match(title)
    if m is None:
        return None
    after = _next_filled(lines, index)
    if after is not None and _CAPTION_LINE.match(lines[after].strip("* ")):
        index = after  # "Table 34. Basic Control Register (0x00)" between
    return m if _field_table_follows(lines, index) else None


def _section_registers(
    result: ParseResult,
) -> tuple[dict[int, _Reg], tuple[tuple[int, int], ...]]:
    """Registers a document without a register summary defines one section each, under
    headings that give the address and the name (``Reg-02h: Speaker Output Volume``)
    or opened by a labelled line (``Register name: MEAS_CFG Address: 0x04``), or under a
    heading opening with the register's symbol whose first line states its address
    (Injoinic ``SYS_CTL0（..）`` over ``I2C 地址0XEA 寄存器地址= 0x00``): the
    reset from a ``Default: 8080h`` / ``Reset value: 0x24`` line opening the section,
    or stated on the labelled line (its width from the digit count). Only when at least
    MIN_SECTIONS headings or lines of these forms name distinct addresses (one may be a
    mention), and not an address printed with an unusual digit count. A group of
    ``NAME Register (Address 0xE0)`` sections (those under one heading naming no
    register) that redefines an address an earlier group defined is another reading of
    the space (ams: the bootloader's registers): left out whole, its span returned
    with the registers (its tables are not theirs); two registers at one address in
    one group, or in other forms, mean no map ({})."""
    found: dict[int, _Reg] = {}
    digits: dict[int, int] = {}  # address -> digits printed
    decimal: set[int] = set()  # addresses read from "Register 32" headings
    hex_numbered = False  # a "Register 0A" / "Register 00" heading: the numbers are hex
    reg_numbered: set[int] = set()  # addresses read from "REG0A" headings
    pending: _Reg | None = None  # the last section's register, until its first line
    opened = ""  # the last heading's title, until the first line under it
    numbered_name = ""  # the name a "Register #n" title gave, until the next filled line
    numbers: list[int] = []  # the numbers it gave
    symbol = ""  # the symbol opening the last heading ("SYS_CTL0（charge 使能寄存器）")
    group = 0  # where the last heading naming no register starts (the registers' group)
    headings: list[tuple[int, int]] = []  # (start, level) of every heading
    group_of: dict[int, int] = {}  # address -> the group its register was read in
    overlays: set[int] = set()  # groups redefining an earlier group's address
    offset = 0
    lines = result.content.split("\n")
    for index, line in enumerate(lines):
        start, offset = offset, offset + len(line) + 1
        text = line.strip()
        tail = ""  # a paged caption's last words, wrapped onto the next line
        head = HEADING.match(text)
        if head is not None:
            headings.append((start, len(head.group(1))))
        equals = _ADDRESS_EQUALS.match(text) if head is None and numbered_name else None
        if equals is not None:
            pair = bool(equals["b"]) and len(numbers) == 2
            for a, number in itertools.zip_longest((equals["a"], equals["b"]), numbers):
                at = int(a, 16) if a else None
                if at is None:
                    continue
                if at in found:
                    return {}, ()  # two sections at one address
                pending = found[at] = _Reg(
                    # (two registers under one title: each its number, as its table)
                    name=f"{numbered_name} #{number}" if pair else numbered_name,
                    first=at,
                    last=at,
                    page=result.first_page(start, offset),
                    named=True,
                    summary=True,
                    number=number,
                )
                digits[at], group_of[at] = 2, group
            numbered_name = ""
            continue
        if text:
            number_title = _NUMBERED_TITLE.match(
                head.group(2).strip() if head else text.strip("* ")
            )
            numbered_name = number_title["name"].strip() if number_title else ""
            numbers = (
                [int(n) for n in (number_title["n"], number_title["m"]) if n]
                if number_title
                else []
            )
        located = _LOCATION_LINE.match(text) if head is None and opened else None
        if located is not None:
            at = int(located["a"], 16)
            # (less the access TI writes after the name: "(READ/WRITE)")
            located_name = _ACCESS_TAIL.sub("", opened)
            if at not in found or found[at].name != located_name:
                if at in found:
                    return {}, ()  # two sections at one address
                pending = found[at] = _Reg(
                    name=located_name,
                    first=at,
                    last=at,
                    page=result.first_page(start, offset),
                    named=True,
                    summary=True,
                )
                bits = re.sub(r"\s", "", located["bin"])
                if set(bits) <= {"0", "1"}:
                    pending.reset, pending.width = int(bits, 2), 8
                digits[at], group_of[at] = len(located["a"]), group
                opened = ""
                continue
        if head is not None:
            opened = _NUMBERING.sub("", head.group(2)).strip()
        elif text:
            opened = ""
        inline = NUMBERED_STATED.match(text) if head is None else None
        if inline is not None and (opening := _SYMBOL_OPENING.fullmatch(inline.group("s"))):
            symbol, text = opening.group(1), inline.group("rest").strip()
        stated_at = stated_for(symbol, text) if head is None and symbol else None
        if stated_at is not None:
            # Injoinic: the heading's symbol, then "I2C 地址0XEA 寄存器地址= 0x00" opening
            # the section: that register
            stated_address = int(stated_at.group("a"), 16)
            if stated_address in found and found[stated_address].name == symbol:
                symbol = ""  # "SYS_CTL0（续）": the register's section continued
                continue
            if stated_address in found:
                return {}, ()  # two sections at one address: mentions, or another space
            found[stated_address] = _Reg(
                name=symbol,
                first=stated_address,
                last=stated_address,
                page=result.first_page(start, offset),
                summary=True,
            )
            if stated_at.group("v"):
                found[stated_address].reset = int(stated_at.group("v"), 16)
            digits[stated_address] = len(stated_at.group("a")) - 2
            symbol = ""
            continue
        if head is not None:
            opening = _SYMBOL_OPENING.match(_NUMBERING.sub("", head.group(2)).strip())
            symbol = opening.group(1) if opening else ""
        elif text:
            symbol = ""
        titled = _TITLE_AND_CAPTION.search(text) if head is None else None
        if titled is not None and int(titled["a"], 16) == int(titled["b"], 16):
            # MEMSIC: "0x0C: DETECTION - Orientation and shake detection parameters
            # (read/write) Table 21: .., register 0x0C (read/write)", often run into the
            # paragraph before, over the register's bit grid; a write-only register at
            # the address of a read-only one is another reading of it (INT_CLR0 at
            # INT_SRC0's 0x00)
            titled_at = int(titled["a"], 16)
            if titled_at in found:
                if "write only" in (titled["acc"] or "").lower():
                    continue
                return {}, ()
            found[titled_at] = _Reg(
                name=titled["name"],
                first=titled_at,
                last=titled_at,
                page=result.first_page(start, offset),
                summary=True,
            )
            if titled["acc"]:
                found[titled_at].access = _access(titled["acc"])
            digits[titled_at], group_of[titled_at] = 2, group
            pending = None
            continue
        labelled = _LABELLED_REGISTER.match(text.strip("* ")) if head is None else None
        captioned = CAPTION_REGISTER.match(text.strip("* ")) if head is None else None
        if captioned is None and head is None:
            captioned = AT_SECTION.match(text.strip("* "))
        if captioned is not None and not _figure_follows(lines, index):
            captioned = None  # a command's or a parameter table's caption: no register
        if captioned is None and head is None:
            # TI codecs: "Table 10-9. Page 0, Register 3: PLL Programming Register A" over
            # the register's field table (another page's captions define no register of
            # the map)
            paged = _PAGED_CAPTION.fullmatch(text.strip("* "))
            if (
                paged is not None
                and int(paged["page"]) == 0
                and not _is_reserved(paged["name"])  # "Register 55: Reserved Register"
            ):
                # (the caption's last words wrapped onto a line of their own, "Register A
                # (1)", between it and the table: the rest of the name)
                after = _next_filled(lines, index)
                wrapped = (
                    after is not None
                    and len(lines[after].split()) <= 3
                    and _field_table_follows(lines, after)
                )
                if _field_table_follows(lines, index) or wrapped:
                    captioned = paged
                if wrapped and after is not None:
                    tail = re.sub(r"\s*\((?:\d|continued)\)", "", lines[after].strip("* "))
        if captioned is None and head is None:
            # ams: "RESULT_INFO Register (Address 0x21)" alone on its line over the
            # register's figure
            captioned = _NAMED_ADDRESS.match(text.strip("* "))
            if captioned is not None and not _figure_named(lines, index, captioned["name"]):
                captioned = None
        if captioned is None and head is None:
            # ams: "0x10: LED_CFG" alone on its line over the register's field table
            line_title = ADDRESS_COLON_NAME.match(text.strip("* "))
            rest = text.strip("* ")[line_title.end() :] if line_title else ""
            if (
                line_title is not None
                # (nothing after the name, or a dash and the register's long name)
                and re.fullmatch(r"(?:\s*[–—-]\s+\S.*)?", rest)
                and _field_table_follows(lines, index)
            ):
                captioned = line_title
        m: re.Match[str] | None = labelled or captioned
        reg_line = REG_LINE.fullmatch(text.strip("* ")) if head is None and m is None else None
        if reg_line is not None and not _field_table_follows(lines, index):
            reg_line = None
        if labelled is not None:
            address = parse_int(labelled.group("h") or labelled.group("a"))
        elif captioned is not None:
            address = parse_int(captioned.group("a"))
            if captioned.re is _PAGED_CAPTION:
                m = captioned
        elif reg_line is not None:
            title = f"REG{reg_line.group('a').upper()}"
            m = _REG_NUMBERED.match(title)
            address = int(reg_line.group("a"), 16)
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
            listed = INDEXED_LIST_TITLE.fullmatch(title)
            if listed is not None:
                # Ilitek: "GRAM Horizontal/Vertical Address Set (R20h, R21h)": a register
                # at each index the section lists, under its title (a range, "R30h ~
                # R3Dh", leaves indexes out: no register)
                pending = None
                for code in re.findall(r"R([0-9A-F]{2})h", listed.group("list")):
                    address = int(code, 16)
                    if address in found:
                        return {}, ()
                    found[address] = _Reg(
                        name=listed.group("name"),
                        first=address,
                        last=address,
                        page=result.first_page(start, offset),
                        summary=True,
                    )
                    digits[address], group_of[address] = 2, group
                continue
            m = (
                _SECTION_REGISTER.match(title)
                or _DECIMAL_SECTION.match(title)
                or _REG_NUMBERED.match(title)
                or _NAMED_REG_NUMBERED.match(title)
                or _paged_decimal(title)
                or _CODED_SECTION.match(title)
                or INDEXED_TITLE.fullmatch(title)
                or _named_heading(title, lines, index)
                or _worded_section(title, lines, index)
            )
            hex_default = m is not None and m.re not in (_DECIMAL_SECTION, _PAGED_DECIMAL)
            address = parse_int(m.group("a"), hex_default=hex_default) if m else None
        pending = None
        if m is not None and m.re is _NAMED_ADDRESS and m["b"]:
            continue
        if m is None or address is None:
            if head is not None:
                group = start
            continue
        name = title if m.re is _REG_NUMBERED else (m.group("name") or "").strip()
        if tail:
            name, tail = f"{name} {tail}", ""
        if m.re is _PAGED_DECIMAL:
            name = re.sub(r";\s*address\s+0x[0-9A-Fa-f]+(?=\))", "", name, flags=re.I)
        if m.re is _REG_NUMBERED:
            reg_numbered.add(address)
        if address in found:
            if found[address].name.lower() == name.lower() and m.re is not _REG_NUMBERED:
                continue  # a subsection under the register's own heading
            if m.re is INDEXED_TITLE:
                continue  # Ilitek: "Write Data to GRAM (R22h)", "Read Data from GRAM (R22h)"
            if m.re in (_NAMED_ADDRESS, _WORDED_SECTION) and group_of.get(address, group) != group:
                # ams TMF8801: "8.10 Bootloader Registers – appid=0x80" over sections
                # at the application's addresses: another reading of the same space,
                # left out whole (the first description is the map)
                overlays.add(group)
                continue
            # ("REG00" again: its name is its number, so another device's or bank's map)
            return {}, ()  # two registers at one address: another space, or mentions
        group_of[address] = group
        page = result.first_page(start, offset)
        pending = found[address] = _Reg(
            name=name,
            first=address,
            last=address,
            page=page,
            named=bool(name),
            summary=True,
        )
        if m.re in (_DECIMAL_SECTION, _CODED_SECTION) and m.group("access"):
            pending.access = _access(m.group("access").replace("-", " "))
        if m.re is _CODED_SECTION:
            pending.width, pending.reset = _allocation(lines, index)
        if reg_line is not None and reg_line.group("access"):
            pending.access = _access(reg_line.group("access").replace("-", " "))
        if m.re is _DECIMAL_SECTION and m.group("bin"):
            pending.reset, pending.width = _binary(m.group("bin"))
        elif m.re is _NAMED_REG_NUMBERED and m.group("bin"):
            bits = re.sub(r"[ _]", "", m.group("bin"))
            value = int(bits, 2) if set(bits) <= {"0", "1"} else None
            # (the hex after the binary must agree: a heading correcting one is a misprint)
            if value is not None and m.group("v") in (None, *_hex_forms(value)):
                pending.reset, pending.width = value, 8
        elif m.re is _SECTION_REGISTER and m.group("bin"):
            # (the digits give the value, not the width: fields may sit above them)
            pending.reset = _binary(m.group("bin"))[0]
        elif m.re is _SECTION_REGISTER and m.group("hexv"):
            stated_hex = m.group("hexv")
            if len(stated_hex) <= 2:
                pending.reset = int(stated_hex, 16)
            elif len(stated_hex) == 8 and set(stated_hex) <= {"0", "1"}:
                pending.reset = int(stated_hex, 2)  # "0X00000100": eight bits, binary
        stated = _stated_hex(m.group("v")) if labelled and m.group("v") else None
        if stated is not None:
            pending.reset, pending.width = stated
        written = m.group("h") if labelled and m.group("h") else m.group("a")
        # a decimal number's digit count says nothing (Register 3 .. Register 52)
        digits[address] = (
            0
            if m.re in (_DECIMAL_SECTION, _PAGED_DECIMAL, _PAGED_CAPTION)
            else len(re.sub(r"^0x|h$", "", written, flags=re.I))
        )
        if m.re in (_DECIMAL_SECTION, _PAGED_DECIMAL, _PAGED_CAPTION):
            decimal.add(address)
    # an overlay's section runs to the next heading of its level or above, its
    # subsections' registers with it ("8.4.2 Bootloader Commands" under "8.4
    # Bootloader Registers")
    levels = dict(headings)
    spans = tuple(
        (g, next((h for h, lv in headings if h > g and lv <= levels.get(g, 1)), offset))
        for g in sorted(overlays)
    )
    found = {
        a: r
        for a, r in found.items()
        if not any(low <= group_of.get(a, -1) < high for low, high in spans)
    }
    if hex_numbered:
        found = {a: r for a, r in found.items() if a not in decimal}
    if not any(a % 16 > 9 for a in reg_numbered):
        # "REG10" is 0x10 only where a "REG0A" shows the numbers are hex
        found = {a: r for a, r in found.items() if a not in reg_numbered or a < 10}
    if len(found) < MIN_SECTIONS:
        return {}, ()
    # an address printed with more or fewer digits than the others is a misprint
    # (Realtek: "Reg-36Ah" among "Reg-34h", "Reg-38h", its table captioned "Reg-36h")
    usual = Counter(digits.values()).most_common(1)[0][0]
    return {a: r for a, r in found.items() if digits[a] == usual}, spans


def _heading_reset(
    heading: str, target_of: Callable[[str], list[_Reg] | None], maps: list[_Map]
) -> None:
    """The reset a register's heading states (TI: ``Configuration Register (offset =
    01h) [reset = C810h]``) for the one register the heading names, when the map gave
    it none, or for two byte registers of the heading's name at the two addresses it
    writes high first (``VEN_ID Register (Sub-Address = 01−00) [reset = 0x014C]``: the
    high byte the high address's); a value with a digit count no register has
    (``C0000h``, a misprint) is not taken."""
    m = _HEADING_RESET.search(heading)
    if m is None:
        return
    stated = _stated_hex(m.group("v"))
    if stated is None or stated[1] is None:
        return
    regs = target_of(heading)
    descending = _DESCENDING_PAIR.search(heading)
    symbol = _NUMBERING.sub("", heading).split()
    pair = (
        [maps[0].regs.get(int(descending[g], 16)) for g in ("low", "high")]
        if descending is not None and maps and symbol and not regs
        else []
    )
    if (
        len(pair) == 2
        and descending is not None
        and stated[1] == 16
        and int(descending["high"], 16) == int(descending["low"], 16) + 1
        and all(
            r is not None and r.name == symbol[0] and r.width in (None, 8) and r.first == r.last
            for r in pair
        )
    ):
        # TI TFP410: "VEN_ID Register (Sub-Address = 01−00) [reset = 0x014C]", two byte
        # registers of the heading's name written high address first: the value's high
        # byte is the high address's
        for reg, value in zip(pair, (stated[0] & 0xFF, stated[0] >> 8), strict=True):
            if reg is not None and reg.reset is None:
                reg.reset = value
        return
    if not regs or len(regs) != 1:
        return
    if regs[0].reset is None:
        regs[0].reset = stated[0]
        regs[0].width = regs[0].width or stated[1]


# two byte addresses written high first: "(Sub-Address = 01−00)"
_DESCENDING_PAIR = re.compile(
    r"\b(?P<high>[0-9A-Fa-f]{2})h?\s*[\u2212\u2013\u2014-]\s*(?P<low>[0-9A-Fa-f]{2})h?\b"
)


MIN_PAGE_TITLES = 3  # page/register titles a document must print to be read so
_RESET_BITS = re.compile(r"^[01](?:[01 ]*[01])?$")


def page_register_titles(result: ParseResult, maps: list[_Map]) -> None:
    """Registers a document without a register summary defines by TI's page/register
    titles (``Page 0 / Register 4: Clock Setting Register 1, Multiplexers - 0x00 /
    0x04``): a map per page (page 0 the main one, each other page a bank), a register
    at each title whose decimal and hex numbers agree, named by the title less a
    trailing "Register" (reserved ones left out), its reset the bit table's under the
    title when every row gives 0/1 digits for its bits and the rows cover 8 bits. Only
    when MIN_PAGE_TITLES titles or more agree so."""
    lines = result.content.split("\n")
    found: list[tuple[int, int, str, int | None, int | None]] = []
    offset = 0
    for k, line in enumerate(lines):
        start, offset = offset, offset + len(line) + 1
        m = PAGE_REGISTER_TITLE.match(line.strip())
        if m is None or int(m["p"]) != int(m["ph"], 16) or int(m["r"]) != int(m["rh"], 16):
            continue
        name = re.sub(r"\s+register$", "", m["name"].strip(" *_"), flags=re.I)
        if not name or _is_reserved(name) or name.lower().startswith("reserved"):
            continue
        page = result.first_page(start, start + len(line))
        found.append((int(m["p"]), int(m["r"]), name, _table_reset(lines, k), page))
    if len(found) < MIN_PAGE_TITLES:
        return
    by_page: dict[int, dict[int, _Reg]] = {}
    for number, address, name, reset, page in found:
        regs = by_page.setdefault(number, {})
        if address not in regs:
            regs[address] = _Reg(
                name=name,
                first=address,
                last=address,
                page=page,
                reset=reset,
                width=8,
                summary=True,
            )
    for number in sorted(by_page):
        bank = "" if number == min(by_page) else str(number)
        maps.append(_Map(None, "", by_page[number], bank=bank))


def _table_reset(lines: list[str], title: int) -> int | None:
    """The reset the pipe table right under line ``title`` gives (``BIT | Read/Write |
    Reset Value | ..`` over ``D7-D4 | R/W | 0000 | ..``): its rows' 0/1 digits in bit
    order over bits 7..0 exactly, else None."""
    k = title + 1
    while k < len(lines) and not lines[k].strip():
        k += 1
    table = []
    while k < len(lines) and lines[k].lstrip().startswith("|"):
        table.append(split_cells(lines[k]))
        k += 1
    if len(table) < 3 or not any("reset" in c.lower() for c in table[0]):
        return None
    col = next(i for i, c in enumerate(table[0]) if "reset" in c.lower())
    digits = ""
    expected = 7
    for row in table[2:]:
        bits = parse_bits(row[0].replace("D", "").replace("\u2013", "-")) if row else None
        value = row[col].replace(" ", "") if col < len(row) else ""
        if bits is None or bits[0] != expected or not _RESET_BITS.match(value):
            return None
        if len(value) != bits[0] - bits[1] + 1:
            return None
        digits += value
        expected = bits[1] - 1
    return int(digits, 2) if expected == -1 else None
