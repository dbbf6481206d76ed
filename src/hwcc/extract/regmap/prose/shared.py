"""Helpers more than one prose reader shares: Microchip bit lines, register box titles,
binary digit groups."""

from __future__ import annotations

import re

from hwcc.extract.regmap.state import _Map, _Reg

_MCHP_BIT_LINE = re.compile(
    r"^bits?\s+(?P<a>\d{1,2})(?:\s*[-–:]\s*(?P<b>\d{1,2}))?\s+"
    r"(?P<name>[A-Za-z][A-Za-z0-9_ ./<>\[\]-]{0,31}?(?:\[\d{1,2}:\d{1,2}\]|<\d{1,2}:\d{1,2}>)?)"
    # a name's bit range is no label colon: "CONFIG0[7:6]: These", "WIDTH[1:0] ADC .."
    r"(?<!\[\d)(?<!\[\d\d)\s*:\s*(?P<rest>.*)$"
)


# MCP3564 writes "Bit 23-21 DLY[2:0]: ..." too: there the name must be a symbol in
# capitals (not the words of a sentence: "Bits 7 to 4 ODR[3:0]:", "Bit 7 Note:")
_MCHP_CAPITAL_BIT_LINE = re.compile(
    r"^Bits?\s+(?P<a>\d{1,2})(?:\s*[-–:]\s*(?P<b>\d{1,2}))?\s+"
    r"(?P<name>[A-Z][A-Z0-9_]*(?:\[\d{1,2}(?::\d{1,2})?\]|<\d{1,2}(?::\d{1,2})?>)?)"
    r"\s*:\s*(?P<rest>.*)$"
)


# the same line with no colon after the symbol (MCP3911: "bit 2 EN_OFFCAL Enables or
# Disables ..", "bit 4-3 WIDTH[1:0] ADC Channel ..."): a symbol in capitals of two or
# more characters, then a word opening in capitals; read only within a figure whose lines so
# far had their colons
MCHP_BARE_BIT_LINE = re.compile(
    r"^bits?\s+(?P<a>\d{1,2})(?:\s*[-–]\s*(?P<b>\d{1,2}))?\s+"
    r"(?P<name>[A-Z][A-Z0-9_]+(?:\[\d{1,2}(?::\d{1,2})?\])?)\s+(?P<rest>[A-Z][A-Za-z]+\b.*)$"
)


# Microchip MCP39xx: each register section lists the registers its figure describes,
# one "Name Bits Address R/W" line, then "CHANNEL0 24 0x00 R" lines
_LISTED_REGISTER = re.compile(
    r"^(?P<name>[A-Z][A-Z0-9_]*)\s+(?P<bits>\d{1,2})\s+(?P<a>0x[0-9A-Fa-f]{1,4})\s+"
    r"(?:R|W|R/W|RW|RO|WO|R/C)$"
)


def listed_register(line: str, maps: list[_Map]) -> _Reg | None:
    """The register a ``NAME BITS 0xADDR ACCESS`` line of a section's listing names:
    the one register of that name at that address in the maps, else None."""
    m = _LISTED_REGISTER.match(line.strip())
    if m is None:
        return None
    address = int(m.group("a"), 16)
    regs = [
        reg
        for register_map in maps
        if (reg := register_map.regs.get(address)) is not None and reg.name == m.group("name")
    ]
    return regs[0] if len(regs) == 1 else None


def figure_registers(own: list[_Reg] | None, listed: list[_Reg]) -> list[_Reg]:
    """The registers a figure describes when its section lists some (``listed``, not
    empty): the ones its title names (``own``) when every one of them is listed, else
    the listed ones."""
    return own if own and all(r in listed for r in own) else list(listed)


def _mchp_bit_line(line: str) -> re.Match[str] | None:
    """A Microchip register figure's bit line (``bit 5-4 CLK_SEL[1:0]: ...``, or with a
    capital and a symbol: ``Bit 23-21 DLY[2:0]: ...``), else None."""
    return _MCHP_BIT_LINE.match(line) or _MCHP_CAPITAL_BIT_LINE.match(line)


def _binary(text: str) -> tuple[int, int]:
    """A value written in binary digit groups (``0000 0110``) and its digit count."""
    digits = re.sub(r"[ _]", "", text)
    return int(digits, 2), len(digits)


# Microchip's register figures: "REGISTER 5-6: STATUS REGISTER", as a heading or at the
# end of the paragraph the PDF ran it into (upper case: "see Register 5-6" is a mention)
_BOX_TITLE = re.compile(r"(?:^|[.:]\s+|^#+\s*)REGISTER\s+\d+-\d+\s*:\s*(?P<t>\S.*?)\s*$")


def _box_title(line: str) -> str | None:
    """The title of a register figure (``STATUS REGISTER``) that ``line`` opens or ends
    with, else None."""
    m = _BOX_TITLE.search(line)
    return m.group("t") if m else None
