"""Bus-address statements read from a datasheet's prose.

An external IC's I2C (or SCCB, 2-wire) address is stated in a sentence, not a table:
"The DRV2605 slave address is 0x5A (7-bit), or 1011010 in binary.", "The default I²C
address of the device is 0b00011000 (0x18).", "In 2-wire mode the WM8978 has a fixed
device address, 0011010." Datasheets write it as 7-bit or 8-bit (write/read) values, in
hex, binary or bare digits, often with a pin that selects one of two, so hwcc does not
convert it: it quotes the document's sentences verbatim with their pages, and the
assistant reads the values as written.

Contract: :func:`bus_addresses` returns at most :data:`LIMIT` sentences (those that say
"address is/are/of <value>" first, then the others, each kind in document order), each
of which names a device/slave/bus address *and* states a value that fits a
bus address (a two-digit hex value, a 7- or 8-digit binary value, or two hex digits right
after "address is/are"). Sentences about register or memory addresses, sentences with a
wider hex value (a memory-mapped address) and table rows are never returned.
"""

from __future__ import annotations

import re

from hwcc.model.device import BusAddress
from hwcc.types import ParseResult

LIMIT = 2
_MAX_CHARS = 240

_NAMES = re.compile(
    r"\b(?:slave|device|i2c|i²c|iic|twi|sccb|2-wire|two-wire|bus|chip|7-bit|8-bit)"
    r"[\s-]+(?:slave\s+|bus\s+)?address(?:es)?\b",
    re.IGNORECASE,
)
_NOT_BUS = re.compile(
    r"\b(?:register|memory|sub|word|byte|internal)[\s-]+address|\baddress space\b"
    r"|\bauto-?increment|\bauxiliary\b|\bregister\s*\(?(?:0x)?[0-9a-f]{2}\b",
    re.IGNORECASE,
)
_VALUE = re.compile(
    r"\b0x[0-9a-f]{2}\b|\b[0-9a-f]{2}h\b|\b0b[01]{7,8}\b|(?<![\w.])[01]{7,8}b?(?!\w|\.\d)",
    re.IGNORECASE,
)
_STATED = re.compile(
    r"address(?:es)?\s+(?:byte\s+)?(?:is|are|of)\s+(?:either\s+)?[“\"']?"
    r"(?:(?:0x)?[0-9a-f]{2}h?|0?b?[01]{7,8})\b",
    re.IGNORECASE,
)
_WIDE_HEX = re.compile(r"\b0x[0-9a-f_]{4,}\b|\b[0-9a-f]{4,}h\b", re.IGNORECASE)
_NOTE_LEAD = re.compile(r"^(?:note|notes)\b[\s:.\-–]*", re.IGNORECASE)
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z“\"(])")


def bus_addresses(result: ParseResult) -> tuple[BusAddress, ...]:
    """The sentences of ``result`` that state its bus address (see module docstring)."""
    found: list[tuple[bool, BusAddress]] = []
    seen: set[str] = set()
    for start, paragraph in _paragraphs(result.content):
        if not _NAMES.search(paragraph):
            continue
        offset = 0
        for sentence in _SENTENCE_END.split(paragraph):
            at = paragraph.find(sentence, offset)
            offset = at + len(sentence)
            text = _NOTE_LEAD.sub("", " ".join(sentence.split()))
            if text in seen or not _states_address(text):
                continue
            seen.add(text)
            pages = result.pages_for(start + at, start + at + len(sentence))
            statement = BusAddress(text=text, page=pages[0] if pages else None)
            found.append((not _STATED.search(text), statement))
    # sentences saying "address is/are/of <value>" first, each kind in document order
    ranked = sorted(range(len(found)), key=lambda i: (found[i][0], i))
    return tuple(found[i][1] for i in ranked[:LIMIT])


def _states_address(sentence: str) -> bool:
    if len(sentence) > _MAX_CHARS or not _NAMES.search(sentence):
        return False
    if _NOT_BUS.search(sentence) or _WIDE_HEX.search(sentence):
        return False
    return bool(_VALUE.search(sentence) or _STATED.search(sentence))


def _paragraphs(content: str) -> list[tuple[int, str]]:
    """Prose paragraphs of Markdown ``content`` with their start offsets: runs of
    non-blank lines that are not headings, table rows, or code fences."""
    out: list[tuple[int, str]] = []
    start = None
    lines: list[str] = []
    position = 0
    fenced = False
    for line in content.splitlines(keepends=True):
        stripped = line.strip()
        if stripped.startswith("```"):
            fenced = not fenced
        prose = bool(stripped) and not fenced and not stripped.startswith(("#", "|", "```"))
        if prose:
            if start is None:
                start = position
            lines.append(line)
        elif start is not None:
            out.append((start, "".join(lines)))
            start, lines = None, []
        position += len(line)
    if start is not None:
        out.append((start, "".join(lines)))
    return out
