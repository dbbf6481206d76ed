"""reStructuredText parser: section titles, list tables and grid tables to Markdown.

- Section titles (a text line underlined, optionally also overlined, by one repeated
  punctuation character at least as long as the title) become ``#`` headings; levels
  follow the order in which title styles first appear (``(char, overlined)``).
- ``.. list-table::`` directives become pipe tables (``:header-rows:`` honoured; the
  directive's title becomes a bold line above the table).
- Grid tables (``+---+`` borders, ``+===+`` header separator) become pipe tables; the
  lines of a multi-line cell are joined with spaces.
- Everything else passes through unchanged. ``:title:``-style field lists at the top
  and ``.. meta::`` are not interpreted; the first section title is the title.
"""

from __future__ import annotations

import re
from pathlib import Path

from hwcc.ingest.base import ParseOptions, ParserSpec, register
from hwcc.ingest.markdown import build_result
from hwcc.ingest.textdecode import read_text
from hwcc.types import ParseResult

_ADORN = re.compile(r"^([!-/:-@\[-`{-~])\1{2,}\s*$")
_LIST_TABLE = re.compile(r"^(\s*)\.\.\s+list-table::\s*(.*)$")
_GRID_BORDER = re.compile(r"^\s*\+(?:[-=]+\+)+\s*$")


def _row(cells: list[str]) -> str:
    return "| " + " | ".join(c.replace("|", "\\|") for c in cells) + " |"


def pipe_table(rows: list[list[str]], header_rows: int) -> str:
    """Pipe-table Markdown; without a header row an empty header is emitted."""
    width = max(len(r) for r in rows)
    rows = [r + [""] * (width - len(r)) for r in rows]
    header = rows[0] if header_rows else [""] * width
    body = rows[1:] if header_rows else rows
    lines = [_row(header), "|" + "|".join("---" for _ in range(width)) + "|"]
    lines.extend(_row(r) for r in body)
    return "\n".join(lines)


def _list_table(lines: list[str], start: int) -> tuple[str, int]:
    """Markdown for the list-table at ``lines[start]`` and the index after it."""
    match = _LIST_TABLE.match(lines[start])
    assert match is not None
    indent = len(match.group(1))
    title = match.group(2).strip()
    header_rows = 0
    rows: list[list[str]] = []
    i = start + 1
    while i < len(lines):
        line = lines[i]
        if line.strip() and len(line) - len(line.lstrip()) <= indent:
            break
        text = line.strip()
        option = re.match(r"^:header-rows:\s*(\d+)", text)
        if option:
            header_rows = int(option.group(1))
        elif text.startswith("* - ") or text == "* -":
            rows.append([text[3:].strip()])
        elif text.startswith("- ") or text == "-":
            if rows:
                rows[-1].append(text[1:].strip())
        elif text.startswith(":"):
            pass
        elif text and rows:
            rows[-1][-1] = (rows[-1][-1] + " " + text).strip()
        i += 1
    if not rows:
        return "", i
    out = pipe_table(rows, header_rows)
    return (f"**{title}**\n\n{out}" if title else out), i


def _grid_table(lines: list[str], start: int) -> tuple[str, int]:
    """Markdown for the grid table starting at ``lines[start]`` and the index after it."""
    border = lines[start].rstrip()
    offset = len(border) - len(border.lstrip())
    cuts = [k for k, ch in enumerate(border) if ch == "+"]
    rows: list[list[str]] = []
    current: list[list[str]] = [[] for _ in cuts[:-1]]
    header_rows = 0
    i = start + 1
    while i < len(lines):
        line = lines[i].rstrip()
        if _GRID_BORDER.match(line):
            if any(current_cells for current_cells in current):
                rows.append([" ".join(parts) for parts in current])
            current = [[] for _ in cuts[:-1]]
            if "=" in line:
                header_rows = len(rows)
            i += 1
            continue
        if not line.strip().startswith("|"):
            break
        for k in range(len(cuts) - 1):
            piece = line[cuts[k] + 1 : cuts[k + 1]] if len(line) > offset else ""
            piece = piece.strip().strip("|").strip()
            if piece:
                current[k].append(piece)
        i += 1
    if not rows:
        return "\n".join(lines[start:i]), i
    return pipe_table(rows, 1 if header_rows else 0), i


def rst_to_markdown(text: str) -> str:
    """Markdown for a reStructuredText document (see module docstring)."""
    lines = text.split("\n")
    out: list[str] = []
    styles: list[tuple[str, bool]] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        if _LIST_TABLE.match(line):
            table, i = _list_table(lines, i)
            out.append(table)
            continue
        if _GRID_BORDER.match(line) and i + 1 < len(lines) and lines[i + 1].strip()[:1] == "|":
            table, i = _grid_table(lines, i)
            out.append(table)
            continue
        over = _ADORN.match(line)
        if (
            over
            and i + 2 < len(lines)
            and lines[i + 1].strip()
            and not _ADORN.match(lines[i + 1])
            and (under := _ADORN.match(lines[i + 2]))
            and under.group(1) == over.group(1)
        ):
            out.append(_heading(lines[i + 1].strip(), (over.group(1), True), styles))
            i += 3
            continue
        nxt = lines[i + 1] if i + 1 < len(lines) else ""
        under = _ADORN.match(nxt)
        title = line.strip()
        if (
            under
            and title
            and not line[:1].isspace()
            and not _ADORN.match(line)
            and len(nxt.rstrip()) >= len(title)
        ):
            out.append(_heading(title, (under.group(1), False), styles))
            i += 2
            continue
        out.append(line.rstrip())
        i += 1
    return "\n".join(out).strip("\n") + "\n"


def _heading(title: str, style: tuple[str, bool], styles: list[tuple[str, bool]]) -> str:
    if style not in styles:
        styles.append(style)
    return "#" * min(styles.index(style) + 1, 6) + " " + title


class RstParser:
    """Parser for ``rst`` documents."""

    name = "rst"

    def parse(self, path: Path, options: ParseOptions) -> ParseResult:
        decoded = read_text(path)
        content = rst_to_markdown(decoded.text)
        return build_result(path, options, content, {}, decoded.warnings, "rst")


register(
    ParserSpec(
        kind="rst",
        factory=RstParser,
        suffixes=(".rst", ".rest"),
        label="reStructuredText",
    )
)
