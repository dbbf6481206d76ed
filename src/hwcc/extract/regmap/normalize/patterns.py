"""Patterns more than one normaliser module shares (address cells, title values, row addresses)."""

from __future__ import annotations

import re

_VALUES_LABEL = re.compile(r"\b(?:por|reset|default|initial)\b", re.I)  # not "value": examples


# a name cell ending in bracketed symbols, one per register of the row's addresses
_SYMBOLS_AFTER = re.compile(
    r"(?:[A-Za-z][\w /&.,-]*?\s*)?(?P<s>(?:\([A-Za-z_][A-Za-z0-9_]*\)\s*){2,})"
)


_MARKED_ADDRESS = re.compile(r"0x[0-9A-Fa-f]+|[0-9][0-9A-Fa-f]*[hH]")


_ADDRESS_CELL = re.compile(r"address\s*[:=]?\s*(0x[0-9A-Fa-f]+|[0-9][0-9A-Fa-f]*h)", re.I)


_ROW_ADDRESS = re.compile(r"0x[0-9A-Fa-f]{2,4}|[0-9][0-9A-Fa-f]{1,3}h")


_TITLE_VALUE = r"(0x[0-9A-Fa-f]{1,4}|[0-9A-Fa-f]{1,4}h)"


_TITLE_ADDRESS = re.compile(rf"addr(?:ess)?\s*[:=]\s*{_TITLE_VALUE}", re.I)


_CODE_PAIR = re.compile(r"0x([0-9A-Fa-f]{2})\s+and\s+0x([0-9A-Fa-f]{2})")


# AMICCOM: "00h Mode", "07h RC OSC I", "0Bh GPIO1 Pin I" under "Address /Name": a marked
# hex address, then a name of words
_ADDRESS_THEN_WORDS = re.compile(
    r"(?P<a>0x[0-9A-Fa-f]{1,4}|[0-9][0-9A-Fa-f]{0,3}h)\s+"
    # (no address among the words: "0Eh and 0Fh Data Rate" names two addresses)
    r"(?P<n>[A-Za-z][A-Za-z0-9_]*(?: (?!(?i:0x|[0-9][0-9a-f]*h\b))[A-Za-z0-9_]+){0,4})"
)


_NAME_ADDRESS_CELL = re.compile(
    r"(?P<name>[A-Za-z][A-Za-z0-9_]*(?: [A-Za-z0-9_]+)*)?\s*"
    r"\(\s*(?P<a>0x[0-9A-Fa-f]{1,4}|[0-9A-Fa-f]{1,4}h)\s*\)?"
)
