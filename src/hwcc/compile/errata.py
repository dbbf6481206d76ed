"""Errata in the compiled context: which peripherals an item affects, the errata file,
and the "Known errata" section of each affected peripheral file.

Contract:
- :func:`affected` links an item to peripherals of the project's register models by
  the module it is listed under (``I2C`` reaches ``I2C1``..``I2C3``; ``Timer`` reaches
  ``TIM1``..; ``Ethernet`` reaches ``Ethernet_MAC``..), and only when that module names
  no peripheral (``System limitations``), by the upper-case identifiers in its title
  (``MPU attribute to RTC and IWDG registers``). A token links a peripheral only when
  the name is the token, the token followed by an instance number, or the token and
  ``_`` and a part: ``SPI1`` never reaches ``SPI10``, ``I2S2`` never ``I2S2ext``.
- :func:`applies` decides whether a document's items belong to the project's chip: they
  do when either chip is unknown or one name starts with the other (``STM32F407`` and
  ``STM32F407VG``); errata of another chip are listed in the errata file, marked so, and
  merged nowhere else.
- Rendering is deterministic: items in document order, documents in doc_id order.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from hwcc.extract.errata import module_tokens, title_tokens
from hwcc.model.render import flat
from hwcc.state.manifest import DocumentEntry
from hwcc.types import ErratumItem

WORKAROUND_CHARS = 240  # of a workaround quoted in a peripheral file


@dataclass(frozen=True, slots=True)
class DocumentErrata:
    """The items of one errata document and whether they apply to the project's chip."""

    entry: DocumentEntry
    items: tuple[ErratumItem, ...]
    applies: bool


def applies(document_chip: str, project_chip: str) -> bool:
    """Whether a document about ``document_chip`` is about the project's chip."""
    a, b = _norm(document_chip), _norm(project_chip)
    return not a or not b or a.startswith(b) or b.startswith(a)


def _norm(chip: str) -> str:
    return re.sub(r"[^A-Z0-9]", "", chip.upper())


def _matching(tokens: set[str], peripherals: Sequence[str]) -> list[str]:
    out = []
    for name in peripherals:
        upper = name.upper()
        for t in tokens:
            if (
                upper == t
                or (upper.startswith(t) and upper[len(t) :].isdecimal())
                or (upper.startswith(t + "_"))
            ):
                out.append(name)
                break
    return out


def affected(item: ErratumItem, peripherals: Sequence[str]) -> list[str]:
    """The peripherals (names as given, in their order) that ``item`` affects."""
    by_module = _matching(module_tokens(item.module), peripherals)
    return by_module or _matching(title_tokens(item.title), peripherals)


def render_errata_file(documents: Sequence[DocumentErrata], project_chip: str) -> str:
    """``.hwcc/context/errata.md``: every item of every errata document."""
    lines = [
        "# Errata",
        "",
        "Every item of the project's errata documents (description, workaround, page). "
        'Peripheral files list the items that affect them under "Known errata".',
    ]
    for doc in documents:
        entry = doc.entry
        title = flat(entry.title) or entry.doc_id
        lines += ["", f"## {title} ({entry.doc_id})", ""]
        chip = flat(entry.chip) or "not stated"
        lines.append(f"- Chip: {chip}; {len(doc.items)} items; source `{flat(entry.path)}`")
        if not doc.applies:
            lines.append(
                f"- Not this project's chip ({flat(project_chip)}): these items are not "
                "merged into peripheral files. If they apply, add the document again "
                f"for this chip (`hwcc add {flat(entry.path)} --chip {flat(project_chip)}`)."
            )
        for item in doc.items:
            lines += ["", f"### {_item_title(item)}", ""]
            facts = [flat(fact) for fact in item.facts()]
            if facts:
                lines += ["- " + "; ".join(facts), ""]
            if item.description:
                lines += [flat(item.description), ""]
            lines.append(f"Workaround: {flat(item.workaround)}")
    return "\n".join(lines) + "\n"


def _item_title(item: ErratumItem) -> str:
    """``2.4.1 Title``, ``CPU46 Title``, ``ADC.1 Title``; a slug made from the title
    (lower case: the document gives the item no identifier) is not repeated."""
    own = re.match(r"^\d", item.item_id) or item.item_id != item.item_id.lower()
    number = item.item_id if own else ""
    return flat(f"{number} {item.title}".strip())


def known_errata_section(entries: Sequence[tuple[DocumentEntry, ErratumItem]]) -> str:
    """The "Known errata" section of a peripheral file ("" for none)."""
    if not entries:
        return ""
    lines = ["## Known errata", ""]
    for entry, item in entries:
        where = entry.doc_id + (f", p. {item.page}" if item.page is not None else "")
        workaround = flat(item.workaround)
        if len(workaround) > WORKAROUND_CHARS:
            workaround = workaround[:WORKAROUND_CHARS].rsplit(" ", 1)[0] + " …"
        lines.append(f"- **{_item_title(item)}** ({where}). Workaround: {workaround}")
    lines.append("")
    lines.append("Full text: `.hwcc/context/errata.md`.")
    return "\n".join(lines) + "\n"
