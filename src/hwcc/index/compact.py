"""The compact form of Markdown tables that the embedder sees (BM25 sees the full text).

Contract of :func:`compact_tables`: lines outside pipe tables are returned unchanged
except that inline code spans holding only a number literal are removed
(``Address `0x40021810`,`` -> ``Address ,``). A pipe table (consecutive lines starting
with ``|``) loses its delimiter row and every column whose body cells are all "literals"
— cells that carry no words for a sentence embedder: numbers, hex/binary literals
(``0x1F``, ``0b0``, ``1Fh``), bit ranges (``[7:0]``), access codes (``read-write``,
``rw`` ...) and dashes — header included; each remaining row becomes its non-empty,
non-dash cells joined by ``"; "`` (a row left empty is dropped). Register and field
names and descriptions are kept, so the text still says what the table is about, in
about half the word pieces (hex digits split into many pieces). Deterministic.
"""

from __future__ import annotations

import re

_LITERAL = re.compile(
    r"""^(?:
        [-+]?\d+(?:\.\d+)?             # decimal
      | 0[xX][0-9A-Fa-f_]+             # hex
      | [0-9][0-9A-Fa-f_]*[hH]         # hex with h suffix
      | 0[bB][01_]+                    # binary
      | \[\d+(?::\d+)?\]               # bit range
      | (?:read|write)(?:-(?:only|write|once|clear|set|toggle))*  # access
      | r|w|rw|ro|wo|rc|rs|w1c|w1s|r/w
      | [-\u2013\u2014\u2012]*         # dashes or empty
    )$""",
    re.VERBOSE | re.IGNORECASE,
)
_DASHES = "-\u2013\u2014\u2012 "
_CODE_LITERAL = re.compile(r"`(?:0[xX][0-9A-Fa-f_]+|0[bB][01_]+|\d+)`")
_DELIMITER = re.compile(r"^\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$")


def _cells(line: str) -> list[str]:
    return [cell.strip().strip("`").strip() for cell in line.strip().strip("|").split("|")]


def _table(lines: list[str]) -> list[str]:
    rows = [_cells(line) for line in lines if not _DELIMITER.match(line.strip())]
    header, body = (rows[0], rows[1:]) if len(rows) > 1 else ([], rows)
    width = max(len(row) for row in rows)
    keep = [
        column
        for column in range(width)
        if not all(_LITERAL.match(row[column]) for row in body if column < len(row))
    ]
    out = []
    for row in ([header] if header else []) + body:
        line = "; ".join(row[c] for c in keep if c < len(row) and row[c].strip(_DASHES))
        if line:
            out.append(line)
    return out


def compact_tables(text: str) -> str:
    """``text`` with its pipe tables reduced to their word-bearing columns."""
    out: list[str] = []
    table: list[str] = []
    for line in text.split("\n"):
        line = _CODE_LITERAL.sub("", line)
        if line.lstrip().startswith("|"):
            table.append(line)
            continue
        if table:
            out.extend(_table(table))
            table = []
        out.append(line)
    if table:
        out.extend(_table(table))
    return "\n".join(out)
