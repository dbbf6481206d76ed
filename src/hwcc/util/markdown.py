"""Walking the Markdown every parser emits: lines outside fenced code blocks, headings.

Contract: :func:`prose_lines` yields ``(line, start, next_start)`` for every line of
``content`` that is neither a fence line nor inside a fenced code block (a fence opens
with three or more backticks or tildes, indented by at most three spaces, and closes
with a line of the same character; one never closed runs to the end); ``start`` is the
line's offset and ``next_start`` the offset of the line after it. :data:`HEADING` matches
an ATX heading line (``## Title``), group 1 the hashes and group 2 the title.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
_FENCE = re.compile(r"^\s{0,3}(`{3,}|~{3,})")


def prose_lines(content: str) -> Iterator[tuple[str, int, int]]:
    """Lines outside fenced code (see the module contract)."""
    fence: str | None = None
    pos = 0
    for line in content.split("\n"):
        start, pos = pos, pos + len(line) + 1
        opened = _FENCE.match(line)
        if fence is not None:
            if opened and opened.group(1)[0] == fence[0] and len(opened.group(1)) >= len(fence):
                fence = None
            continue
        if opened:
            fence = opened.group(1)
            continue
        yield line, start, pos
