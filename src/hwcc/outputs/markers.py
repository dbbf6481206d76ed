"""Splicing hwcc's block into files the user owns.

Contract of :func:`splice`:
- Only the text from the ``BEGIN`` marker line to the ``END`` marker line (inclusive) is
  ever replaced; every byte outside it is preserved exactly.
- A file without markers gets the block appended (after one blank line).
- A file with a missing, duplicated or out-of-order marker raises MarkerError naming the
  file; nothing is written. So does a file without markers that ends inside an unclosed
  code fence (the appended block would be code, and unseen by the next run).
- The block is written with the file's dominant line ending (``\\r\\n`` or ``\\n``).
- The block's body never contains a line that looks like a marker (see :func:`seal`), so
  a spliced file always has exactly one marker pair.

What counts as a marker line (CommonMark-like, so a user can document hwcc in the file):
- the whole line is ``<!-- BEGIN HWCC CONTEXT -->`` or ``<!-- END HWCC CONTEXT -->``
  (spaces inside the comment optional), indented by at most 3 spaces, trailing spaces or
  tabs allowed, ``\\n`` or ``\\r\\n`` line end; a marker mentioned inside a sentence is not
  one, nor is a line indented by 4 columns or more (indented code) or by a tab;
- a UTF-8 byte order mark (U+FEFF) at the very start of the file is skipped and kept;
- lines inside a fenced code block are never markers: a fence opens with a line of at
  least 3 backticks or tildes (up to 3 spaces indented; a backtick fence's info string has
  no backtick) and closes with a line of the same character, at least as many, and
  nothing else but spaces/tabs; a fence never closed runs to the end of the file.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from hwcc.errors import MarkerError

BEGIN = "<!-- BEGIN HWCC CONTEXT -->"
END = "<!-- END HWCC CONTEXT -->"

BOM = "\ufeff"

# Matched against one line without its line end.
_MARKER = re.compile(r" {0,3}<!--\s*(BEGIN|END) HWCC CONTEXT\s*-->[ \t]*")
# Any line a marker parser (this one, or an older one that ignored code) could take for a
# marker: the same with any indentation. Such lines in a block body are neutralised.
_MARKER_LIKE = re.compile(r"[ \t]*<!--\s*(?:BEGIN|END) HWCC CONTEXT\s*-->[ \t]*")
_FENCE_OPEN = re.compile(r" {0,3}(`{3,}|~{3,})(.*)")
_FENCE_CLOSE = re.compile(r" {0,3}(`{3,}|~{3,})[ \t]*")


@dataclass(frozen=True, slots=True)
class _Fence:
    char: str
    length: int
    line: int  # 1-based line number of the opening fence


def _lines(text: str) -> Iterator[tuple[int, int, str]]:
    """``(start, stop, content)`` of each line: ``text[start:stop]`` is the line with its
    ``\\n``; ``content`` is without the line end (``\\n`` or ``\\r\\n``)."""
    pos, size = 0, len(text)
    while pos < size:
        newline = text.find("\n", pos)
        stop = size if newline < 0 else newline + 1
        content = text[pos : stop - 1 if newline >= 0 else stop]
        yield pos, stop, content.removesuffix("\r")
        pos = stop


def _fence_step(fence: _Fence | None, content: str, line: int) -> _Fence | None:
    """The fence open after ``content`` (line number ``line``) given the one before it."""
    if fence is None:
        match = _FENCE_OPEN.fullmatch(content)
        if match is None:
            return None
        run = match.group(1)
        if run[0] == "`" and "`" in match.group(2):
            return None
        return _Fence(run[0], len(run), line)
    match = _FENCE_CLOSE.fullmatch(content)
    if match and match.group(1)[0] == fence.char and len(match.group(1)) >= fence.length:
        return None
    return fence


@dataclass(slots=True)
class _Scan:
    """Marker lines of a text as ``(start, stop)`` spans, and a fence left open."""

    begins: list[tuple[int, int]] = field(default_factory=list)
    ends: list[tuple[int, int]] = field(default_factory=list)
    open_fence: _Fence | None = None


def _scan(text: str) -> _Scan:
    scan = _Scan()
    fence: _Fence | None = None
    for number, (start, stop, content) in enumerate(_lines(text), 1):
        if start == 0 and content.startswith(BOM):
            start, content = len(BOM), content[len(BOM) :]
        if fence is not None:
            fence = _fence_step(fence, content, number)
            continue
        fence = _fence_step(None, content, number)
        if fence is not None:
            continue
        match = _MARKER.fullmatch(content)
        if match is not None:
            (scan.begins if match.group(1) == "BEGIN" else scan.ends).append((start, stop))
    scan.open_fence = fence
    return scan


def _fence_hint(scan: _Scan) -> str:
    if scan.open_fence is None:
        return ""
    return (
        f" (a code fence opened on line {scan.open_fence.line} is never closed; "
        "markers after it do not count)"
    )


def _neutralise(line: str) -> str:
    """``line`` with ``\\`` before its ``<!--`` when it looks like a marker line: Markdown
    then shows the comment text literally instead of hiding it, and no parser takes it
    for a marker. Other lines are returned unchanged."""
    if _MARKER_LIKE.fullmatch(line.removesuffix("\r")) is None:
        return line
    at = line.index("<!--")
    return line[:at] + "\\" + line[at:]


def seal(block: str) -> str:
    """``block`` made safe to splice: its first line must be the BEGIN marker and its last
    line (before a final newline) the END marker, else ValueError. Every other line that
    looks like a marker (any indentation, inside code or not) gets a ``\\`` before its
    ``<!--``; a code fence the body leaves open is closed just before the END line (else
    it would hide END). Idempotent; a block from :func:`wrap` is already sealed."""
    lines = block.split("\n")
    final_newline = len(lines) > 1 and lines[-1] == ""
    if final_newline:
        lines.pop()
    first = _MARKER.fullmatch(lines[0].removesuffix("\r"))
    last = _MARKER.fullmatch(lines[-1].removesuffix("\r")) if len(lines) > 1 else None
    if first is None or first.group(1) != "BEGIN" or last is None or last.group(1) != "END":
        raise ValueError("an hwcc block must start with the BEGIN line and end with the END line")
    body: list[str] = []
    fence: _Fence | None = None
    for number, line in enumerate(lines[1:-1], 2):
        fence = _fence_step(fence, line.removesuffix("\r"), number)
        body.append(_neutralise(line))
    if fence is not None:
        body.append(fence.char * fence.length)
    return "\n".join([lines[0], *body, lines[-1]]) + ("\n" if final_newline else "")


def wrap(body: str) -> str:
    """``body`` between the markers, ``\\n`` line ends, ending in a newline; sealed (see
    :func:`seal`: marker-like lines in ``body`` are escaped, an open fence is closed)."""
    return seal(f"{BEGIN}\n{body.strip(chr(10))}\n{END}\n")


def splice(existing: str | None, block: str, *, name: str) -> str:
    """The new file text with ``block`` (BEGIN line ... END line, e.g. from :func:`wrap`;
    sealed here, see :func:`seal`) in place of hwcc's section (see module contract)."""
    block = seal(block)
    if existing is None or existing in ("", BOM):
        return (existing or "") + block
    scan = _scan(existing)
    begins, ends = scan.begins, scan.ends
    newline = "\r\n" if existing.count("\r\n") * 2 > existing.count("\n") else "\n"
    block_nl = block.replace("\n", newline) if newline != "\n" else block
    if not begins and not ends:
        if scan.open_fence is not None:
            raise MarkerError(
                f"{name}: ends inside a code fence opened on line {scan.open_fence.line} "
                "that is never closed, so hwcc's block would be appended inside it; "
                "close the fence by hand, hwcc will not overwrite the file"
            )
        separator = "" if existing.endswith(("\n", "\r")) else newline
        return existing + separator + newline + block_nl
    if len(begins) != 1 or len(ends) != 1:
        raise MarkerError(
            f"{name}: found {len(begins)} BEGIN and {len(ends)} END hwcc markers "
            f"(expected one of each){_fence_hint(scan)}; fix the file by hand, "
            "hwcc will not overwrite it"
        )
    (begin_start, _), (end_start, end_stop) = begins[0], ends[0]
    if end_start < begin_start:
        raise MarkerError(
            f"{name}: the END hwcc marker comes before the BEGIN marker; "
            "fix the file by hand, hwcc will not overwrite it"
        )
    tail = existing[end_stop:]
    replacement = block_nl
    if not existing[begin_start:end_stop].endswith(("\n", "\r")):
        # END marker was the last line without a newline: keep the file's ending as is
        replacement = block_nl.rstrip("\r\n")
    return existing[:begin_start] + replacement + tail


def extract(existing: str) -> str | None:
    """hwcc's current block (markers included, a leading byte order mark not) or None when
    absent or malformed; marker lines in code do not count (see module docstring)."""
    scan = _scan(existing)
    if len(scan.begins) != 1 or len(scan.ends) != 1 or scan.ends[0][0] < scan.begins[0][0]:
        return None
    return existing[scan.begins[0][0] : scan.ends[0][1]]
