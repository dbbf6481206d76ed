"""Items set out as tables of labelled rows under an ``Erratum N`` line (WIZnet),
read when no heading yields items.
"""

from __future__ import annotations

import re

from hwcc.extract.errata.labels import _DESCRIBING, _LABEL, _WORKAROUND_WORDS, _plain
from hwcc.extract.tables import tables_of
from hwcc.types import ErratumItem, ParseResult

# WIZnet: "**Erratum 1**" over a two-column table of labelled rows (Phenomenon /
# Condition / Solution & Recommendation)
_TABLE_ITEM = re.compile(
    r"^[*_\s]*(?:erratum|errata|issue|item|bug|limitation)\s*#?\s*(\d+)[*_\s.:]*$", re.I
)


def _table_items(result: ParseResult) -> list[ErratumItem]:
    """Items each set out as a table of labelled rows under an "Erratum N" line: the
    id from that line, the title from the first sentence of the describing row, the
    workaround from the Workaround/Solution row."""
    items: list[ErratumItem] = []
    for table in tables_of(result):
        named = _TABLE_ITEM.match(table.before[-1]) if table.before else None
        rows = [table.header, *table.rows]
        if named is None or any(len(r) != 2 for r in rows):
            continue
        parts: dict[str, str] = {}
        for label, text in rows:
            m = _LABEL.match(_plain(label))
            if m:
                parts.setdefault(m.group(1).lower(), " ".join(text.split()))
        describing = next((v for k, v in parts.items() if k.startswith(_DESCRIBING)), "")
        fix = next((v for k, v in parts.items() if k.startswith(_WORKAROUND_WORDS)), "")
        if not describing:
            continue
        title = re.split(r"(?<=[.!?])\s", describing, maxsplit=1)[0][:160]
        if not fix or re.match(r"(?i)none\b\.?$", fix):
            fix = "none"
        items.append(
            ErratumItem(
                item_id=named.group(1),
                title=title,
                description=" ".join(
                    v for k, v in parts.items() if not k.startswith(_WORKAROUND_WORDS)
                ),
                workaround=fix,
                page=table.page,
            )
        )
    return items
