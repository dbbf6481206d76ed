"""Datasheet words for the words engineers ask with (query expansion).

An engineer asks "how long must the reset pin be held low"; the datasheet row says
"Reset low pulse width" or "XRESET active time". Neither BM25 nor the dense model bridges
such pairs (bench/retrieval, plan/search.md "Retrieval misses by kind", kind 5).
:func:`expand` returns the datasheet terms for the phrases of a query that have them;
the search adds them to the lexical query and, by default, to the text it embeds for
the dense query (``search.hybrid.Fusion.glossary``); they add matches, never remove any.

Contract: each entry is a regular expression over the lower-cased query and the words
added when it matches; entries are general datasheet vocabulary (abbreviations and the
names tables give to a quantity), never a part's or a document's own words. Each entry
was kept only when it helped on bench/retrieval without lowering any category. The
result is deterministic: added words in entry order, without duplicates, none already
in the query.
"""

from __future__ import annotations

import re

#: (query pattern, datasheet words); see the module contract
GLOSSARY: tuple[tuple[str, str], ...] = (
    # a pin held in a state for a time: tables give it as a pulse width or active time
    (r"\b(held|hold|holding|kept|pulled)\b.*\blow\b", "pulse width active time"),
    # the clock a crystal provides: input clock, XTAL/XTALI, oscillator frequency
    (r"\bcrystal\b", "xtal xtali oscillator input clock"),
    # a bus address: datasheets call it the slave (device) address
    (r"\b(i2c|i²c|sccb|twi|smbus|2-wire|two-wire)\b.*\baddress\b", "slave device"),
    # time to come up: start-up / turn-on / power-up time
    (
        r"\b(start ?up|power(ed)? ?up|power is applied|turn(s|ed)? on)\b",
        "startup start-up power-up turn-on",
    ),
    # settle after a change: settling time
    (r"\bsettle[sd]?\b", "settling"),
    # a bus clock: tables name the SCL/SCK pin and its frequency
    (r"\bi2c clock\b|\bi2c (bus )?(speed|frequency|rate)\b", "scl fscl"),
    # defaults: register tables say reset value / default
    (r"\bdefault\b", "reset"),
    (r"\breset value\b", "default"),
    # where a peripheral sits: the overview gives its base address
    (r"\baddress\b.*\bperipheral\b|\bperipheral\b.*\baddress\b", "base"),
    # memory sizes: the signature/ID registers say capacity
    (r"\b(flash|memory|ram) size\b", "capacity"),
    # the supply range a part runs from: the "Recommended Operating Conditions" table
    # (not a supply voltage the part measures and reports in a register)
    (
        r"^(?!.*\b(read|register|measur\w*|monitor\w*|report\w*)\b)"
        r".*(\bsupply (voltage|range)\b|\bvoltage range\b)",
        "recommended operating conditions",
    ),
    # a core supply: tables name the digital supply pin
    (r"\bcore (supply|voltage)\b", "digital cvdd dvdd vddcore"),
    # board and system abbreviations
    (r"\breal[- ]time clock\b", "rtc"),
    (r"\bpower manage(ment|r)\b", "pmu pmic"),
    (r"\bchip select\b", "cs"),
)

#: word -> the abbreviations register and field names use for it ("Clock Gen ctrl",
#: "PWR_MGMT_1", "RCC_CFGR"): added when the query spells the word out. Measured and
#: left out (each lowered timing or the legacy set): status, clock, register, interrupt,
#: address, frequency, temperature, prescaler, threshold, calibration, select, divider,
#: counter
ABBREVIATIONS: tuple[tuple[str, str], ...] = (
    ("control", "ctrl ctl"),
    ("configuration", "config cfg conf"),
    ("generation", "gen"),
    ("management", "mgmt"),
)

_COMPILED = tuple(
    (re.compile(pattern), words.split())
    for pattern, words in GLOSSARY
    + tuple((rf"\b{word}s?\b", short) for word, short in ABBREVIATIONS)
)


def expand(query: str) -> list[str]:
    """The datasheet words to add to ``query`` (see the module contract)."""
    text = query.lower()
    present = set(re.findall(r"[a-z0-9²_-]+", text))
    out: list[str] = []
    for pattern, words in _COMPILED:
        if pattern.search(text):
            out += [w for w in words if w not in present and w not in out]
    return out
