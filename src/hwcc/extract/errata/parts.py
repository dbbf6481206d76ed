"""An item's body split into its parts: description, workaround (``none`` when the
document gives none) and the revisions an "Affected Silicon Revisions" table states;
TI's labelled rows (``Function <title>``, ``<X> Module``).
"""

from __future__ import annotations

import re

from hwcc.extract.errata.labels import (
    _AFFECTED,
    _ASIDE,
    _DESCRIBING,
    _LABEL,
    _META,
    _MODULE_LINE,
    _WORKAROUND_WORDS,
    _plain,
    _split_number,
)
from hwcc.extract.tables import DELIMITER, split_cells
from hwcc.util.markdown import HEADING

# a bold label of the document's own after a workaround ("**⚠️ PROJECT IMPACT**: ...",
# "**Note:** ..."): commentary, not the workaround
_BOLD_LABEL = re.compile(r"^\*\*[^*]{1,40}?(?:\*\*\s*:|:\*\*)")


def _meta(body: str) -> dict[str, str]:
    """TI's labelled rows at the top of an item: ``Function <title>``, ``Category
    <kind>`` and the module line (``CPUXv2 Module``), keyed ``function``,
    ``category``, ``module``."""
    out: dict[str, str] = {}
    for line in body.split("\n"):
        text = _plain(line)
        if not text:
            continue
        meta = _META.match(text)
        module = _MODULE_LINE.match(text)
        if meta:
            out.setdefault(meta.group("k").lower(), meta.group("v").strip())
        elif module and "module" not in out and len(text) < 60:
            out["module"] = (module.group("a") or module.group("b")).strip()
        elif _LABEL.match(text):
            break
    return out


def _parts(body: str, labelled: bool = False) -> tuple[str, str, str]:
    """(description, workaround, revisions) of an item's body. Description: the text
    before the first workaround part and under Description/Details/Symptoms/... labels;
    workaround: under Workaround labels or headings, up to a note, figure or bold label
    placed after it (TI's "Workaround None" + "NOTE: This erratum applies to debug mode only" has
    none) or the next label; revisions: Microchip's "Affected Silicon Revisions" table
    (``Rev. A4: X; Rev. A5: -``, marks as printed). ``labelled``: the item opens with
    labelled rows (TI's module line, ``Category``, ``Function``), which are no
    description."""
    description: list[str] = []
    workaround: list[str] = []
    aside: list[str] = []  # Fixes, Status, notes after a workaround: neither
    table: list[str] = []  # the affected-revisions table
    current = aside if labelled else description
    for raw in body.split("\n"):
        line = raw.strip()
        heading = HEADING.match(line)
        if heading:
            name = _plain(_split_number(heading.group(2))[1]).lower()  # "15.1.2 Workaround"
            if name.startswith(_WORKAROUND_WORDS):
                current = workaround
            elif name.startswith(_DESCRIBING):
                current = description
            elif _AFFECTED.match(name):  # "#### Affected Silicon Revisions"
                current = table
            elif current is workaround and workaround:
                current = aside  # another section after the workaround ("Revision history")
            continue
        if _AFFECTED.match(line):
            current = table
            continue
        label = _LABEL.match(line)
        if label and len(line) < 60 + len(label.group(2)):
            name = label.group(1).lower()
            if name.startswith(_WORKAROUND_WORDS):
                current = workaround
            elif name.startswith(("fix", "status")):
                current = aside
            else:
                current = description
            if label.group(2).strip(" *:"):
                current.append(label.group(2).strip(" *"))
            continue
        after_workaround = (
            current is workaround and workaround and (_ASIDE.match(line) or _BOLD_LABEL.match(line))
        )
        after_table = current is table and line and not line.startswith("|")
        if after_workaround or after_table:
            current = aside
        if line:
            current.append(line)
    text = _paragraph(description)
    fix = _paragraph(workaround)
    if not fix or re.fullmatch(r"(?i)none\.?|no workaround\.?|n/a", fix):
        fix = "none"
    elif re.match(r"(?i)none (?:identified|known|available|needed|required)\b", fix):
        fix = "none"  # Intel: "None identified." (advice after it is commentary)
    elif re.match(r"(?i)none\.?\s+(?:\*\*)?[^.]{0,40}?\bnotes?\b\s*:", fix):
        fix = "none"  # "None. **megaTinyCore note:** ...": a note beside the verdict
    return text, fix, _revision_row(table)


def _revision_row(lines: list[str]) -> str:
    """``Rev. A4: X; Rev. A5: -`` from a header row of revisions and a row of marks."""
    rows = [
        split_cells(line) for line in lines if line.startswith("|") and not DELIMITER.match(line)
    ]
    if len(rows) < 2 or len(rows[0]) != len(rows[1]):
        return ""
    return "; ".join(
        f"{h.strip()}: {m.strip()}".rstrip() for h, m in zip(rows[0], rows[1], strict=True)
    )


def _paragraph(lines: list[str]) -> str:
    return " ".join(" ".join(lines).split()).strip(" *")
