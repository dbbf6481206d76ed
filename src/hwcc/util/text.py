"""Text normalisation shared by ingest and compile."""

from __future__ import annotations

import re
from functools import lru_cache

_WS = re.compile(r"\s+")
# Explicit bidirectional controls (embeddings, overrides, isolates, marks): text with them
# can display differently from what it is ("Trojan Source"), and a datasheet's right-to-
# left text needs none of them. Removed by flatten; shown escaped by hwcc.util.display.
BIDI_CONTROLS = (0x061C, 0x200E, 0x200F, *range(0x202A, 0x202F), *range(0x2066, 0x206A))
_REMOVE_BIDI = dict.fromkeys(BIDI_CONTROLS)


@lru_cache(maxsize=16384)
def flatten(text: str) -> str:
    """``text`` on one line: literal ``\\n``/``\\r``/``\\t`` escapes (common in SVDs) and
    all whitespace runs become one space; leading/trailing space removed; explicit
    bidirectional control characters removed."""
    # Fast path (most description text is already flat): every whitespace character except
    # the ASCII space is non-printable, so printable text without double, leading or
    # trailing spaces and without backslashes is exactly where the general path is a no-op.
    if (
        text.isprintable()
        and "\\" not in text
        and "  " not in text
        and not text.startswith(" ")
        and not text.endswith(" ")
    ):
        return text
    if "\\" in text:
        text = text.replace("\\n", " ").replace("\\r", " ").replace("\\t", " ")
    return _WS.sub(" ", text.translate(_REMOVE_BIDI)).strip()


def inert_comments(text: str) -> str:
    """``text`` with HTML comment delimiters backslash-escaped (``<\\!--``, ``--\\>``):
    Markdown shows them as written, but a string from a document such as ``<!-- x`` can
    no longer hide the rest of a rendered file (or read as one of hwcc's markers)."""
    if "<!--" in text or "-->" in text:
        return text.replace("<!--", "<\\!--").replace("-->", "--\\>")
    return text
