"""Splicing hwcc's block into files the user owns.

Contract of :func:`splice`:
- Only the text from the ``BEGIN`` marker line to the ``END`` marker line (inclusive) is
  ever replaced; every byte outside it is preserved exactly.
- A file without markers gets the block appended (after one blank line).
- A file with a missing, duplicated or out-of-order marker raises MarkerError naming the
  file; nothing is written.
- The block is written with the file's dominant line ending (``\\r\\n`` or ``\\n``).
"""

from __future__ import annotations

import re

from hwcc.errors import MarkerError

BEGIN = "<!-- BEGIN HWCC CONTEXT -->"
END = "<!-- END HWCC CONTEXT -->"

_BEGIN_LINE = re.compile(r"^[ \t]*<!--\s*BEGIN HWCC CONTEXT\s*-->[ \t]*(?:\r?\n|\Z)", re.M)
_END_LINE = re.compile(r"^[ \t]*<!--\s*END HWCC CONTEXT\s*-->[ \t]*(?:\r?\n|\Z)", re.M)


def wrap(body: str) -> str:
    """``body`` between the markers, ``\\n`` line ends, ending in a newline."""
    return f"{BEGIN}\n{body.strip(chr(10))}\n{END}\n"


def splice(existing: str | None, block: str, *, name: str) -> str:
    """The new file text with ``block`` (from :func:`wrap`) in place of hwcc's section."""
    if existing is None or existing == "":
        return block
    begins = list(_BEGIN_LINE.finditer(existing))
    ends = list(_END_LINE.finditer(existing))
    newline = "\r\n" if existing.count("\r\n") * 2 > existing.count("\n") else "\n"
    block_nl = block.replace("\n", newline) if newline != "\n" else block
    if not begins and not ends:
        separator = "" if existing.endswith(("\n", "\r")) else newline
        return existing + separator + newline + block_nl
    if len(begins) != 1 or len(ends) != 1:
        raise MarkerError(
            f"{name}: found {len(begins)} BEGIN and {len(ends)} END hwcc markers "
            "(expected one of each); fix the file by hand, hwcc will not overwrite it"
        )
    begin, end = begins[0], ends[0]
    if end.start() < begin.start():
        raise MarkerError(
            f"{name}: the END hwcc marker comes before the BEGIN marker; "
            "fix the file by hand, hwcc will not overwrite it"
        )
    tail = existing[end.end() :]
    replacement = block_nl
    if not existing[begin.start() : end.end()].endswith(("\n", "\r")):
        # END marker was the last line without a newline: keep the file's ending as is
        replacement = block_nl.rstrip("\r\n")
    return existing[: begin.start()] + replacement + tail


def extract(existing: str) -> str | None:
    """hwcc's current block (markers included) or None when absent or malformed."""
    begins = list(_BEGIN_LINE.finditer(existing))
    ends = list(_END_LINE.finditer(existing))
    if len(begins) != 1 or len(ends) != 1 or ends[0].start() < begins[0].start():
        return None
    return existing[begins[0].start() : ends[0].end()]
