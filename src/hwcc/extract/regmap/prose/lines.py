"""Resets read from labelled lines near a register: address lines with a default, offset
lines, register boxes, bracketed address-and-reset lines."""

from __future__ import annotations

import itertools
import re

from hwcc.extract.numbers import parse_int, parse_partial
from hwcc.extract.regmap.columns import _written_width
from hwcc.extract.regmap.prose.shared import (
    _box_title,
    _mchp_bit_line,
    figure_registers,
    listed_register,
)
from hwcc.extract.regmap.state import (
    _BRACKET_HEAD,
    _BRACKET_NAME,
    _completes,
    _Map,
    _Reg,
    _stated_hex,
    _width,
    letters_of,
)
from hwcc.extract.regmap.targets import (
    _nearest_first,
    _spelled,
    instance_number,
    instances,
    placeholder_instances,
    symbol_titled,
    titled_registers,
)
from hwcc.types import ParseResult
from hwcc.util.markdown import HEADING, MERGED_MARK

# one bit's access and value at reset in a register figure: R/W-0, U-0, RO-1, HS/R/W-x
_BIT_TOKEN = re.compile(r"^[A-Z][A-Z0-9]{0,3}(?:/[A-Z][A-Z0-9]{0,3})*-(?P<v>[01xXuq])$")


_BIT_SPAN = re.compile(r"\bbit\s+(\d{1,2})\s+bit\s+(\d{1,2})\b")


def _access_line(line: str) -> bool:
    """Whether ``line`` holds only per-bit access tokens (``**R/W-0 U-0 R-1**``)."""
    cells = [c for c in re.split(r"[|*\s]+", line) if c]
    return bool(cells) and all(_BIT_TOKEN.match(c) for c in cells)


# ST UM2650: "Address: STUSB_BLOCKBaseAddress + 0x08 Type: R Reset: 0x11" under a
# register's figure: its offset, access and reset on one labelled line
# (Atmel: "Address: 05H Type: Read/Write Default Value: 143FH", bold, over its table)
_ADDRESS_LINE = re.compile(
    r"^address\s*:\s*(?:[A-Za-z_]\w*\s*\+\s*)?(?P<a>0x[0-9A-Fa-f]{1,4}|[0-9A-F]{2,4}H)\s+"
    r"(?:type\s*:\s*\S+\s+)?(?:reset|default\s+value)\s*:\s*"
    r"(?P<r>0x[0-9A-Fa-f]{1,8}|[0-9A-F]{1,8}H)\b",
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
# (ST: "Address: STUSB_BLOCKBaseAddress + 0x0B", an offset from a base it names)
_ADDRESS_ALONE = re.compile(r"^address\s*:\s*(?:\w+\s*\+\s*)?(?P<a>0x[0-9A-Fa-f]{1,4})$", re.I)


_RESET_ALONE = re.compile(
    # (Avago: "Access: Read/Write Reset Value: 0x00", the access first)
    r"^(?:access\s*:\s*(?:read\s*/\s*write|read|write)(?:\s+only)?\s+)?"
    r"reset(?:\s+value)?\s*:\s*(?P<r>0x[0-9A-Fa-f]{1,8})(?:\s*[,.].*)?$",
    re.I,
)


def _address_line_resets(result: ParseResult, maps: list[_Map]) -> None:
    """Resets stated on labelled lines (``Address: BASE + 0x08 Type: R Reset: 0x11``, or
    ``Address: 0x000`` and a later ``Reset: 0xB4`` (``Access: Read Reset Value: 0x00``)
    on lines of their own, with no heading or other address between), given to the
    register of a map holding one at that offset, when it has none and the value fits
    its width (its digits too: ``0x0064`` is no 8-bit register's); an offset from a base
    (``BASE + 0x0B``) or a reset beside the access only to the register the heading over
    them names."""

    def give(address: int, text: str, named: str = "") -> None:
        held = [mp.regs[address] for mp in maps if address in mp.regs]
        value = int(text, 16)
        if len(held) != 1 or held[0].reset is not None or value >= 1 << _width(held[0]):
            return
        if named and letters_of(held[0].name) not in letters_of(named):
            return  # the heading names another register (a companion's, a block's)
        if len(text) > 2 and len(text) * 4 > _width(held[0]):
            return  # "0x0064" over an 8-bit register: a wider value's (a pair's)
        held[0].reset = value

    pending: int | None = None  # the address an "Address: 0x000" line stated
    based = False  # that line gave an offset from a base ("BASE + 0x0B")
    heading = ""
    for raw in result.content.split("\n"):
        line = raw.strip()
        m = _ADDRESS_LINE.match(line.strip("* "))
        if m is not None:
            give(parse_int(m.group("a")) or 0, f"{parse_int(m.group('r')) or 0:X}")
            pending = None
            continue
        if head := HEADING.match(line):
            pending, heading = None, head.group(2)
        elif alone := _ADDRESS_ALONE.match(line):
            pending, based = int(alone.group("a"), 16), "+" in line
        elif (stated := _RESET_ALONE.match(line)) and pending is not None:
            # (an offset from a base, or a reset beside the access, only for the
            # register the heading names: ST, Avago)
            guarded = based or stated.group(0).lower().startswith("access")
            if not guarded or heading:
                give(pending, stated.group("r")[2:], heading if guarded else "")
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
    listed: list[_Reg] = []  # the registers the section lists ("CHANNEL0 24 0x00 R")
    tokens: list[str] = []
    top = -1  # the highest bit number the figure prints ("bit 15 bit 8")
    spans: list[int] = []  # the width of each "bit 15 bit 8" label
    whole = -1  # the top bit of a lone field over the whole figure ("TIMER[23:0]")
    elided = False  # "R/W-0 R/W-0 ... R/W-0": the bits between alike

    def settle() -> None:
        nonlocal tokens
        if len(tokens) == 1 and top > 0 and whole == top and tokens[0] in "01":
            # Microchip MCP3564: one token over one field of every bit ("R/W-0" over
            # "TIMER[23:0]", "bit 23 bit 0"): each bit at that value
            tokens = tokens * (top + 1)
        if elided and top > 0 and tokens and len(set(tokens)) == 1 and tokens[0] in "01":
            tokens = tokens[:1] * (top + 1)  # MCP3911 "R/W-0 R/W-0 ... R/W-0", all alike
        if not targets or not tokens or any(t not in "01" for t in tokens):
            return
        # one byte row labelled with another byte's bits (MCP3911: GAIN, 8 bits, over
        # "bit 15 bit 8"): the register's own width, when the map states it, decides
        count = len(tokens)
        misprinted = spans == [count] and len(targets) == 1 and targets[0].width == count
        if len(tokens) != top + 1 and not misprinted:
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
                # the instances of the title's indexed symbol ("GAINCAL_CHn: DIGITAL
                # GAIN ..." is not GAIN's), else the registers its words or its symbol
                # name; where the section lists its registers, the title's when it names
                # some of those, else the listed ones (the next figure's only)
                own = (
                    placeholder_instances(title, maps)
                    or titled_registers(title, maps)
                    or symbol_titled(title, maps, indexed=True)
                )
                targets = figure_registers(own, listed) if listed else own
            else:  # a heading that opens with a symbol: "CiCON – CAN CONTROL REGISTER"
                targets = symbol_titled(head.group(2), maps, indexed=True) if head else []
            listed = []
            tokens, top, spans, whole, headed, elided = [], -1, [], -1, title is None, False
            continue
        register = listed_register(line, maps)
        if register is not None:
            listed.append(register)
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
            spans.append(abs(int(m.group(1)) - int(m.group(2))) + 1)
        lone = _WHOLE_FIELD.fullmatch(line.strip("|* "))
        if lone is not None:
            whole = int(lone.group(1))
        # "R-0 (MSB) R-0 ..": the byte's first bit marked; "...": bits elided
        cells = [
            c
            for c in re.split(r"[|*\s]+", line)
            if c and c != MERGED_MARK and c not in ("(MSB)", "(LSB)")
        ]
        gaps = [c for c in cells if c in ("...", "\u2026")]
        values = [_BIT_TOKEN.match(c) for c in cells if c not in gaps]
        if values and all(values):
            tokens.extend(v.group("v") for v in values if v is not None)
            elided = elided or bool(gaps)
    settle()


_WHOLE_FIELD = re.compile(r"[A-Z][A-Z0-9_]*\[(\d{1,2}):0\]")  # "TIMER[23:0]" alone


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
