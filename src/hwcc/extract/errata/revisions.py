"""Silicon revisions per item from a document's summary: Espressif's ``Section 3.1
<title> 0/1`` lines and status tables with a column per revision (ST, Microchip).
"""

from __future__ import annotations

import re

from hwcc.extract.tables import DELIMITER, split_cells, tables_of
from hwcc.types import ParseResult

_REVISIONS = re.compile(r"^Section\s+(\d+(?:\.\d+)+)\s+(.*?)\s+((?:\d|[A-Z])(?:/(?:\d|[A-Z]))*)$")


def _revision_summary(result: ParseResult) -> dict[str, str]:
    """Item number -> affected revisions, from a summary that lists ``Section 3.1 <title>
    0/1`` lines or rows (Espressif's errata list), or from a status table with a column
    per silicon revision (:func:`_status_tables`)."""
    out: dict[str, str] = {}
    lines = [_row_text(line.strip()) for line in result.content.split("\n")]
    for i, line in enumerate(lines):
        m = _REVISIONS.match(line)
        if m:
            out[m.group(1)] = m.group(3)
            continue
        bare = re.match(r"^Section\s+(\d+(?:\.\d+)+)$", line)
        if bare:  # the title and the revisions on lines of their own
            following = [x for x in lines[i + 1 : i + 6] if x][:2]
            if len(following) == 2 and re.fullmatch(
                r"(?:\d|[A-Z])(?:/(?:\d|[A-Z]))*", following[1]
            ):
                out[bare.group(1)] = following[1]
    out.update(_status_tables(result))
    return out


def _row_text(line: str) -> str:
    """A table row's cells joined with spaces (other lines as they are)."""
    if not line.startswith("|") or DELIMITER.match(line):
        return line
    return " ".join(cell for cell in split_cells(line) if cell)


_REV_COLUMN = re.compile(r"\brev(?:ision)?s?\b", re.IGNORECASE)


_NOT_STATUS = re.compile(r"\b(?:date|changes?|history)\b", re.IGNORECASE)


_ITEM_CELL = re.compile(r"^(?:Section\s+)?(\d+(?:\.\d+)+)\b")


_STATUS = re.compile(r"^(?:[A-Z]|-|–|—|✓|✗|x|yes|no|fixed|open|n/a)$", re.IGNORECASE)


def _status_tables(result: ParseResult) -> dict[str, str]:
    """Item number -> ``<revision column>: <status>; ...`` from the tables that give a
    status per silicon revision (ST's "Summary of silicon limitations": ``Section
    2.1.1: <title> | A``, under ``Revision A`` / ``Rev X`` headers). The status marks
    are kept as the document writes them (its legend says what ``A``, ``N`` or ``-``
    mean); revision-history tables (``Date | Revision | Changes``) are not read."""
    out: dict[str, str] = {}
    for table in tables_of(result):
        if any(_NOT_STATUS.search(h) for h in table.header):
            continue
        revs = [i for i, h in enumerate(table.header) if _REV_COLUMN.search(h)]
        if not revs:
            continue
        labels = [h.strip() for h in table.header]
        rows = list(table.rows)
        others = [i for i in range(len(labels)) if i not in revs]
        if (
            rows
            and len(rows[0]) == len(labels)
            and [rows[0][i] for i in others] == [labels[i] for i in others]
        ):
            # a second header row under a spanning "Valid for Silicon Revision": its
            # cells name the revisions (footnote marks dropped)
            labels = [re.sub(r"\(\d+\)$", "", c).strip() for c in rows.pop(0)]
        for row in rows:
            numbers = [m.group(1) for c in row if (m := _ITEM_CELL.match(c.strip()))]
            if not numbers:
                continue
            number = max(numbers, key=lambda n: n.count("."))
            marks = [
                f"{labels[i]}: {row[i].strip()}"
                for i in revs
                if i < len(row) and _STATUS.match(row[i].strip())
            ]
            if marks:
                out[number] = "; ".join(marks)
    return out
