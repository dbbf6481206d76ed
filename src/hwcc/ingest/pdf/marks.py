"""Footnote marks set as superscripts against a name (``CNTL1`` + superscript ``1``).

The text layer joins a superscript to the word before it, so a register map's
``CNTL1`` with note 1 reads ``CNTL11`` and ``Kionix Reserved`` with note 3 reads
``Reserved3``: a different name. Here such a mark is written apart, in brackets
(``CNTL1 (1)``), the form datasheets print inline marks in and the register-map
reader already drops from names.

A span is a footnote mark when MuPDF flags it superscript, it is short (one or two
digits, one lower-case letter, up to three ``*``, or a dagger), it is set smaller than
the span before, it is glued to that span's last word, that word reads as a name (an
upper-case letter, no ``/``: ``m/s2`` and ``cm2`` are units squared, ``216`` is
2 to the 16th), and nothing but a space or punctuation follows it (``I2C`` with a
raised 2 is one word). Pure functions on MuPDF's ``dict`` spans and ``words`` tuples.
"""

from __future__ import annotations

import re
from typing import Any

from hwcc.ingest.pdf.tables import Word

_SUPERSCRIPT = 1  # MuPDF span flag
_MARK = re.compile(r"^(?:\d{1,2}|[a-z]|\*{1,3}|[\u2020\u2021\u00a7])$")
_AFTER = re.compile(r"^(?:$|[\s,.;:)\]])")
_SMALLER = 0.85


def mark_indexes(spans: list[dict[str, Any]]) -> set[int]:
    """Indexes of the spans of one PDF line that are footnote marks (module docstring)."""
    out: set[int] = set()
    for i in range(1, len(spans)):
        span = spans[i]
        text = span.get("text", "")
        if not span.get("flags", 0) & _SUPERSCRIPT or not _MARK.match(text):
            continue
        before = spans[i - 1]
        prev = before.get("text", "")
        if not prev or prev[-1].isspace():
            continue
        if float(span.get("size", 0)) > _SMALLER * float(before.get("size", 0)):
            continue
        word = prev.split()[-1]
        if "/" in word or not any(c.isupper() for c in word):
            continue
        following = spans[i + 1].get("text", "") if i + 1 < len(spans) else ""
        if _AFTER.match(following):
            out.add(i)
    return out


def line_text(spans: list[dict[str, Any]]) -> str:
    """The line's text, its footnote marks written apart: ``CNTL1 (1)``."""
    marks = mark_indexes(spans)
    if not marks:
        return "".join(s.get("text", "") for s in spans)
    return "".join(
        f" ({s.get('text', '')})" if i in marks else s.get("text", "") for i, s in enumerate(spans)
    )


def marked_words(words: list[Word], data: dict[str, Any]) -> list[Word]:
    """``words`` (``page.get_text("words")``) with each word that ends in a footnote mark
    of ``data`` (the same text page's ``dict``) rewritten ``CNTL1 (1)``; the words'
    positions and numbers unchanged."""
    ends: dict[tuple[int, int], list[tuple[float, str]]] = {}
    for block in data.get("blocks", []):
        if block.get("type", 0) != 0:
            continue
        number = block.get("number", -1)
        for index, line in enumerate(block.get("lines", [])):
            spans = line.get("spans") or []
            for i in mark_indexes(spans):
                ends.setdefault((number, index), []).append(
                    (float(spans[i]["bbox"][2]), spans[i]["text"])
                )
    if not ends:
        return words
    out = []
    for word in words:
        for right, mark in ends.get((word[5], word[6]), ()):
            text = word[4]
            if abs(word[2] - right) <= 1.5 and text.endswith(mark) and len(text) > len(mark):
                word = (*word[:4], f"{text[: -len(mark)]} ({mark})", *word[5:])
                break
        out.append(word)
    return out
