"""Plain-text parser: headings recognised, everything else passed through.

A line becomes a Markdown heading when it is (a) underlined by a line of ``=`` (level
1) or ``-`` (level 2) at least 3 long; (b) a numbered heading ``8.3.2 SPI
configuration`` (level = number depth) that is short, starts upper-case after the
number and does not end with a period; or (c) an ALL-CAPS line of 3-80 characters with
at least 3 letters (level 1). Candidates (b) and (c) must follow a blank line (or the
start). Encoding per :mod:`hwcc.ingest.textdecode`.
"""

from __future__ import annotations

import re
from pathlib import Path

from hwcc.ingest.base import ParseOptions, ParserSpec, register
from hwcc.ingest.markdown import build_result
from hwcc.ingest.textdecode import read_text
from hwcc.types import ParseResult

_NUMBERED = re.compile(r"^(\d{1,2}(?:\.\d{1,3}){0,5})\.?\s+([A-Z].{0,80})$")
_UNDERLINE = re.compile(r"^(=+|-+)\s*$")


def heading_level(line: str, previous_blank: bool) -> int | None:
    """Markdown level of ``line`` as a stand-alone heading, or None."""
    text = line.strip()
    if not previous_blank or not text or text.endswith((".", ",", ";")) or line[:1].isspace():
        return None
    numbered = _NUMBERED.match(text)
    if numbered:
        return min(numbered.group(1).count(".") + 1, 6)
    letters = [ch for ch in text if ch.isalpha()]
    if 3 <= len(text) <= 80 and len(letters) >= 3 and all(ch.isupper() for ch in letters):
        return 1
    return None


def text_to_markdown(text: str) -> str:
    """Markdown for a plain-text document (headings marked, other lines unchanged)."""
    lines = text.split("\n")
    out: list[str] = []
    previous_blank = True
    i = 0
    while i < len(lines):
        line = lines[i]
        nxt = lines[i + 1] if i + 1 < len(lines) else ""
        stripped = line.strip()
        underline = _UNDERLINE.match(nxt)
        if stripped and underline and len(nxt.strip()) >= max(3, len(stripped) // 2):
            out.append(("#" if nxt.strip()[0] == "=" else "##") + " " + stripped)
            i += 2
            previous_blank = False
            continue
        level = heading_level(line, previous_blank)
        if level is not None:
            out.append("#" * level + " " + stripped)
        else:
            out.append(line.rstrip())
        previous_blank = not stripped
        i += 1
    return "\n".join(out).strip("\n") + "\n"


class TextParser:
    """Parser for ``text`` documents."""

    name = "text"

    def parse(self, path: Path, options: ParseOptions) -> ParseResult:
        decoded = read_text(path)
        content = text_to_markdown(decoded.text)
        return build_result(path, options, content, {}, decoded.warnings, "text")


register(
    ParserSpec(
        kind="text",
        factory=TextParser,
        suffixes=(".txt",),
        label="plain text (any other text file)",
        fallback=True,
    )
)
