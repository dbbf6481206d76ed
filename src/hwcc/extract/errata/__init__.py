"""Errata documents split into items.

Input: a parsed document (Markdown with headings, as every parser emits). Output: one
:class:`~hwcc.types.ErratumItem` per erratum, in document order, with its identifier
(``2.4.1``, ``3.7``, or a slug of the title), title, module (``I2C`` from ``2.4 I2C
peripheral limitations``), description, workaround (``none`` when the document gives
none), silicon revisions where a summary states them, and page.

Where the items are: the headings inside an *errata section* (a heading titled like
``Silicon limitations``, ``Errata descriptions and workarounds``, ``Descriptions``,
``Known issues``, ``Functional problems detail``), numbered headings after an errata
heading of their own level, or, in a document that is an errata sheet as a whole, the
headings anywhere whose group has items with parts; at the depth where headings stop
being groups: a heading whose own children are only its parts (``Description``,
``Workaround 2``, ``Problem:``, also set at the item's own level) or none. A numbered
line the PDF lost the heading style of (``3.7. Audio PLL ...``, ``2.1.1 Abnormal
operation ...`` over ``- Description of the problem``, Maxim's ``2.DOUBLE ...`` run
into the previous item's paragraph) is an item too; titles the PDF broke are joined.
Identifiers: the heading's number, a vendor identifier opening the title (NXP
``ADC.1:``, Intel ``AVR12.``), TI's identifier headings (``CPU46`` with ``Function``
rows), or a slug of the title. A chapter's name repeated at its pages' foot, headings
repeating a chapter's name, ``Reserved`` placeholders and a sheet's back page are no
items. When no heading yields items, WIZnet-style tables of labelled rows under
``Erratum N`` lines do.

Parts of an item: its part headings, or part labels at the start of a line (also run
into a paragraph after a sentence end: ``Workarounds:``, ``Work Around:``,
``**Work-around**``, ``- WORKAROUND``, ``- **Workaround:**``, ``Problem Fix/Workaround``,
``Fixes:``, ``Status:``). Everything before the first workaround part is the
description; a note or figure after a workaround ends it.

Modules, importing one way: ``labels`` (shared patterns) <- ``parts`` (an item's
parts), ``headings`` (which headings are items), ``modules`` (peripherals an item
names), ``tabled`` (items as tables); ``revisions`` (silicon revisions from summaries)
stands alone; this module orchestrates.
"""

from __future__ import annotations

import re
from collections import Counter

from hwcc.extract.errata.headings import (
    _has_prose,
    _has_workaround,
    _Heading,
    _headings,
    _is_item,
    _joined_title,
    _labels_on_lines,
    _opens_with_label,
    _repeats_chapter,
)
from hwcc.extract.errata.labels import _ID_HEADING, _MODULE_LINE, _VENDOR_ID, _plain, _split_number
from hwcc.extract.errata.modules import (
    _module,
    _slug,
    item_of_section,
    module_tokens,
    title_tokens,
)
from hwcc.extract.errata.parts import _meta, _parts
from hwcc.extract.errata.revisions import _revision_summary
from hwcc.extract.errata.tabled import _table_items
from hwcc.types import ErratumItem, ParseResult

__all__ = ["extract_errata", "item_of_section", "module_tokens", "title_tokens"]


# a datasheet's own errata chapter: "15. Known Limitations", "Errata", "Known Issues"
_CHAPTER_TITLE = (
    r"(?:known\s+(?:limitations|issues|problems|errata)|(?:silicon\s+|device\s+)?errata"
    r"|silicon\s+limitations)"
)
_CHAPTER = re.compile(rf"^{_CHAPTER_TITLE}$", re.I)
_CHAPTER_LINE = re.compile(rf"^#{{1,6}}\s+(?:[\d.]+\s+)?{_CHAPTER_TITLE}\s*$", re.I | re.M)


def _chapter_end(index: int, headings: list[_Heading]) -> int:
    """Where errata chapter ``index`` ends: its section's end, or past the numbered
    headings of its own level that follow it (Atmel: ``# Errata``, then ``# 1. <title>``,
    ``# 2. <title>``)."""
    end = headings[index].end
    for other in headings[index + 1 :]:
        if other.level < headings[index].level:
            break
        if other.level == headings[index].level:
            if not _split_number(other.text)[0]:
                break
            end = other.end
    return end


def extract_errata(result: ParseResult, *, chapter: bool = False) -> tuple[ErratumItem, ...]:
    """The errata items of ``result`` (empty when it has no errata section).
    ``chapter``: ``result`` is no errata sheet (a datasheet): only items inside a chapter
    titled exactly like an errata chapter (``15. Known Limitations``, ``Errata``,
    ``Known Issues``) count, so a datasheet's "Functional description" never yields any."""
    if chapter and not _CHAPTER_LINE.search(result.content):
        return ()  # the common case, found without splitting a long document's headings
    content = _labels_on_lines(result.content)
    headings = _headings(content)
    if not headings:
        return ()
    spans = [
        (h.start, _chapter_end(k, headings))
        for k, h in enumerate(headings)
        if _CHAPTER.match(_plain(_split_number(h.text)[1]))
    ]
    if chapter and not spans:
        return ()
    revisions = _revision_summary(result)
    # "corrigenda": a translated errata sheet (XHSC)
    sheet = re.compile(r"\b(?:errat(?:a|um)|corrigend(?:a|um))\b", re.I)
    errata_doc = not chapter and (
        bool(sheet.search(result.title)) or any(sheet.search(h.text) for h in headings[:3])
    )
    candidates = [
        i
        for i in range(len(headings))
        if (not chapter or any(a < headings[i].start < b for a, b in spans))
        and _is_item(i, headings, errata_doc, content)
        # an erratum removed from the sheet keeps its number as "5.3 Reserved"
        and _plain(_split_number(headings[i].text)[1]).lower() not in ("reserved", "n/a")
        and not _repeats_chapter(i, headings)
    ]
    # an item has a workaround part, or is listed beside items that do (the sections
    # around them, ``Applicability``, ``Severity scale``, have none)
    # a heading that repeats the name of a chapter of items elsewhere (Artery's appendix
    # "### CAN" notes beside the "## CAN" chapter) is about that chapter, no erratum
    parents = Counter(h.parent for h in (headings[i] for i in candidates) if h.parent is not None)
    worked = {headings[i].parent for i in candidates if _has_workaround(content, headings[i])}
    chapters = {
        _plain(_split_number(headings[p].text)[1]).lower()
        for p, n in parents.items()
        if p is not None and n >= 2 and p in worked
    }
    candidates = [
        i for i in candidates if _plain(_split_number(headings[i].text)[1]).lower() not in chapters
    ]
    with_workaround = [i for i in candidates if _has_workaround(content, headings[i])]
    groups_with_parts = {headings[i].parent for i in with_workaround}
    # a group of two or more items that each open with a part label and give no
    # workaround (XHSC's "2.10 SPI Notes": "- Application Note" under each)
    labelled = Counter(
        headings[i].parent for i in candidates if _opens_with_label(content, headings[i])
    )
    groups_with_parts |= {p for p, n in labelled.items() if n >= 2}
    # items named by a vendor identifier need no workaround part (NXP's "Note.1")
    groups_with_parts |= {
        headings[i].parent
        for i in candidates
        if _VENDOR_ID.match(_plain(_split_number(headings[i].text)[1]))
    }
    # a heading beside items that holds only a table (Maxim's "CHIP VERSION
    # IDENTIFICATION" above the items) is no item
    candidates = [i for i in candidates if i in with_workaround or _has_prose(content, headings[i])]
    items: list[ErratumItem] = []
    taken: set[str] = set()
    for index in candidates:
        heading = headings[index]
        if heading.parent not in groups_with_parts:
            continue
        number, title = _split_number(heading.text)
        title, body_start = _joined_title(title, content, heading.body)
        body = content[body_start : heading.end]
        group = headings[heading.parent].text if heading.parent is not None else ""
        module = _module(group)
        stated = _MODULE_LINE.match(_plain(title))
        if stated and stated.group("a") and len(title) < 60:  # "1. Module: I2C Interface"
            module = _module(stated.group("a"))
        vendor = _VENDOR_ID.match(_plain(title))
        if vendor and vendor.group("id2"):  # Intel: "AVR12. <title>"
            number, title = vendor.group("id2"), vendor.group("rest2").strip()
        elif vendor:  # NXP: "ADC.1: External sync ..." is item ADC.1 of module ADC
            number, title = vendor.group("id"), vendor.group("rest").strip() or vendor.group("id")
            prefix = vendor.group("id").rsplit(".", 1)[0]
            module = "" if prefix.lower() in ("note", "errata", "erratum") else prefix
        named: dict[str, str] = {}
        if not number and _ID_HEADING.match(_plain(title)):
            # TI: "CPU46", then "CPUXv2 Module", "Function <title>"
            number, named = _plain(title), _meta(body)
            title = named.get("function") or named.get("title") or named.get("summary") or title
            module = named.get("module", module)
        description, workaround, affected = _parts(body, labelled=bool(named))
        item_id = number or _slug(title)
        while item_id in taken:
            item_id += "-2"
        taken.add(item_id)
        pages = result.pages_for(heading.start, heading.end) if result.page_map else None
        items.append(
            ErratumItem(
                item_id=item_id,
                title=title,
                module=module,
                description=description,
                workaround=workaround,
                revisions=affected or revisions.get(number, ""),
                page=pages[0] if pages else None,
            )
        )
    if not items and errata_doc:
        items.extend(_table_items(result))
    return tuple(items)
