"""Identifier-aware tokenisation for the lexical (BM25) index.

Contract: :func:`terms` maps text to a list of lowercase index terms; the same function is
used for documents and queries, so any identifier written the same way in both matches.

- Hex literals are normalised to ``0x`` + lowercase digits without leading zeros and
  without ``_`` separators: ``0x4001_3000``, ``0x40013000``, ``40013000h`` and
  ``0X40013000`` all become ``0x40013000`` (``0x0000_0400`` becomes ``0x400``).
- An identifier is emitted whole and by parts: ``SPI_CR1`` gives ``spi_cr1``, ``spi`` and
  ``cr1``; a bit range keeps its whole form and its name: ``BR[2:0]`` gives ``br[2:0]``
  and ``br``; a name with a trailing number also gives its stem: ``USART2`` gives
  ``usart2`` and ``usart``.
- Decimal numbers keep their fraction (``3.3``). Plain English words lose a plural ``s``
  (``registers`` -> ``register``) and common stop words are dropped.
"""

from __future__ import annotations

import re

VERSION = 1

_TOKEN = re.compile(
    r"""
    (?P<hex>0[xX][0-9A-Fa-f](?:_?[0-9A-Fa-f])*)
  | (?P<hexh>\b[0-9][0-9A-Fa-f_]*[hH]\b)
  | (?P<num>\b\d+\.\d+)
  | (?P<ident>[A-Za-z0-9_]+(?:\[\d+(?::\d+)?\])?)
    """,
    re.VERBOSE,
)
_ALNUM_STEM = re.compile(r"^([a-z]{2,})\d+$")
_HEX_CHARS = frozenset("0123456789abcdef")

STOP_WORDS = frozenset(
    [
        "a",
        "an",
        "and",
        "are",
        "as",
        "at",
        "be",
        "been",
        "but",
        "by",
        "can",
        "do",
        "does",
        "for",
        "from",
        "has",
        "have",
        "how",
        "i",
        "if",
        "in",
        "into",
        "is",
        "it",
        "its",
        "may",
        "must",
        "no",
        "not",
        "of",
        "on",
        "or",
        "should",
        "so",
        "such",
        "than",
        "that",
        "the",
        "their",
        "then",
        "there",
        "these",
        "this",
        "to",
        "was",
        "we",
        "what",
        "when",
        "where",
        "which",
        "while",
        "who",
        "will",
        "with",
        "would",
        "you",
        "your",
    ]
)


def _hex(digits: str) -> str:
    cleaned = digits.replace("_", "").lower().lstrip("0")
    return "0x" + (cleaned or "0")


def _word(part: str, out: list[str]) -> None:
    if not part or part in STOP_WORDS:
        return
    if part.isalpha() and len(part) > 3 and part.endswith("s") and not part.endswith("ss"):
        part = part[:-1]
    out.append(part)
    stem = _ALNUM_STEM.match(part)
    if stem:
        out.append(stem.group(1))


def terms(text: str) -> list[str]:
    """Index terms of ``text`` in order of appearance (duplicates kept)."""
    out: list[str] = []
    for match in _TOKEN.finditer(text):
        kind = match.lastgroup
        token = match.group()
        if kind == "hex":
            out.append(_hex(token[2:]))
        elif kind == "hexh":
            body = token[:-1]
            if set(body.lower().replace("_", "")) <= _HEX_CHARS:
                out.append(_hex(body))
            else:
                _word(token.lower(), out)
        elif kind == "num":
            out.append(token)
        else:
            _identifier(token.lower(), out)
    return out


def _identifier(token: str, out: list[str]) -> None:
    name, bracket, _ = token.partition("[")
    parts = [p for p in name.split("_") if p]
    if bracket:
        out.append(token)
    if len(parts) > 1:
        out.append(name)
        for part in parts:
            _word(part, out)
    elif parts:
        _word(parts[0], out)


def has_identifier(text: str) -> bool:
    """True when ``text`` contains an identifier-looking token: a hex literal (``0x1F``,
    ``8Dh``), a name with ``_`` (``SPI_CR1``), a bit range (``BR[2:0]``) or a word mixing
    letters and digits (``USART2``, ``I2C``). Plain words and plain numbers do not count."""
    for match in _TOKEN.finditer(text):
        kind = match.lastgroup
        token = match.group()
        if kind == "hex":
            return True
        if kind == "hexh" and set(token[:-1].lower().replace("_", "")) <= _HEX_CHARS:
            return True
        if kind == "ident" and (
            "_" in token.strip("_")
            or "[" in token
            or (any(c.isalpha() for c in token) and any(c.isdigit() for c in token))
        ):
            return True
    return False
