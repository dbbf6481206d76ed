"""Text normalisation shared by ingest and compile."""

from __future__ import annotations

import re
from functools import lru_cache

_WS = re.compile(r"\s+")


@lru_cache(maxsize=16384)
def flatten(text: str) -> str:
    """``text`` on one line: literal ``\\n``/``\\r``/``\\t`` escapes (common in SVDs) and
    all whitespace runs become one space; leading/trailing space removed."""
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
    return _WS.sub(" ", text).strip()
