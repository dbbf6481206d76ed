"""Helpers more than one prose reader shares: Microchip bit lines, register box titles,
binary digit groups."""

from __future__ import annotations

import re

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
