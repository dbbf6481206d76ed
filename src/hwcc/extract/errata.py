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
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from hwcc.extract.tables import DELIMITER, split_cells, tables_of
from hwcc.types import ErratumItem, ParseResult
from hwcc.util.markdown import HEADING, prose_lines

_CONTAINER = re.compile(
    r"\b(limitations?|errata|erratum|descriptions?|known issues|issues|workarounds?"
    r"|problems|anomal(?:y|ies)|advisor(?:y|ies))\b",
    re.I,
)
_PART = re.compile(
    r"^(description|descriptions|details|conditions?|workarounds?(?: \d+)?|work[ -]arounds?"
    r"|workaround details|fix|fixes|impact|consequences?|introduction|problem|symptoms?)$",
    re.I,
)
# NXP: "3.1 ADC.1: External sync inputs not operational", "5.1 Note.1 (LPC1769 only)":
# the erratum's own identifier (module, dot, number) opens the title
_VENDOR_ID = re.compile(
    r"^(?P<id>[A-Za-z][\w()/-]*\.\d+[a-z]?)(?::\s*|\s+|$)(?P<rest>.*)$"
    # Intel: "AVR12. A Page Fault May Not be Generated ..." (letters, number, dot)
    r"|^(?P<id2>[A-Z]{2,}\d+)\.\s+(?P<rest2>\S.*)$"
)
_LABEL = re.compile(
    # a bullet opens a label only on a line of its own in capitals (Cypress "- WORKAROUND")
    # or in bold ("- **Workaround:**")
    r"^\s*(?:[-•*]\s+(?=[A-Z][A-Z ()&/-]*$|\*\*|(?i:(?:description of the problem|work[ -]?around"
    r"|application note|problem|description)\s*:?\s*$)))?(?:\*\*)?\s*(description of the problem"
    r"|description|details"
    r"|problem fix\s*/\s*work[ -]?arounds?|application note"
    r"|workarounds?(?: details)?"
    r"|work[ -]?arounds?(?: details)?|fix status|fix(?:es)?|status|symptoms?"
    r"|trigger condition(?:s|\(s\))?|conditions?|consequences?|problem definition|problem"
    r"|introduction|phenomenon|parameters affected|scope of impact"
    r"|solution(?:\s*(?:&|and)\s*recommendat\s?ions?)?)\s*:?\s*(?:\*\*)?\s*:?\s*(.*)$",
    re.I,
)
_WORKAROUND_WORDS = ("workaround", "work around", "work-around", "solution", "problem fix")
# a part label inside a paragraph the PDF ran together ("... requirements. Work Around:
# High ..."): its line starts there
_INLINE_LABEL = re.compile(
    r"(?<=[.:;)!?] )(?=(?:description|details|work[ -]?arounds?|workarounds?|fix(?:es)?"
    r"|status|symptoms?|conditions?|consequences?|problem)\s*:)",
    re.I,
)
_RUN_ON_TITLE = re.compile(r"(?<=[.!?] )\d+(?:\.\d+)*\.\s?(?=[A-Z])")
# labels that open an item's description: a numbered line right above one is the item
_OPENING = re.compile(
    r"^\s*(?:[-•*]\s+)?(?:\*\*)?\s*(?:description|details|symptoms?|problem|introduction"
    r"|phenomenon|application note)\b",
    re.I,
)
# TI: an identifier heading ("CPU46"), its module line ("CPUXv2 Module"), and labelled
# rows ("Category Functional", "Function <title>")
_ID_HEADING = re.compile(r"^[A-Z][A-Za-z_]*\d+[A-Za-z]?$")
_MODULE_LINE = re.compile(r"^(?:module\s*:\s*(?P<a>.+)|(?P<b>.+?)\s+module)$", re.I)
_META = re.compile(r"^(?P<k>function|category|title|summary)\b\s*:?\s+(?P<v>\S.*)$", re.I)
_NUMBER = re.compile(r"^(\d+(?:\.\d+)+)\.?\s+(\S.*)$")
_NUMBERED_LINE = re.compile(r"^(\d+(?:\.\d+)*)\.\s*([A-Z].*)$")
_BARE_NUMBERED_LINE = re.compile(r"^(\d+(?:\.\d+)+)\s+([A-Z0-9].{3,150})$")
_GROUP_WORDS = re.compile(
    r"\b(peripheral|peripherals|limitations?|errata|erratum|issues?|controller)\b", re.I
)
_REVISIONS = re.compile(r"^Section\s+(\d+(?:\.\d+)+)\s+(.*?)\s+((?:\d|[A-Z])(?:/(?:\d|[A-Z]))*)$")
_MARKUP = re.compile(r"\*\*|`|^[*_]+|[*_]+$")  # emphasis, not FMC_SDNWEN's underscores
# words a broken title line can end with (its sentence goes on in the next line)
_DANGLING = frozenset(
    [
        "a",
        "an",
        "the",
        "of",
        "to",
        "in",
        "on",
        "at",
        "by",
        "for",
        "from",
        "with",
        "and",
        "or",
        "under",
        "when",
        "while",
        "if",
        "that",
        "both",
    ]
)


@dataclass
class _Heading:
    level: int
    text: str
    start: int  # offset of the heading line
    body: int  # offset after the heading line
    end: int = 0  # end of the section (next heading of the same or a higher level)
    parent: int | None = None
    promoted: bool = False  # a numbered line taken as a heading


def extract_errata(result: ParseResult) -> tuple[ErratumItem, ...]:
    """The errata items of ``result`` (empty when it has no errata section)."""
    content = _labels_on_lines(result.content)
    headings = _headings(content)
    if not headings:
        return ()
    revisions = _revision_summary(result)
    # "corrigenda": a translated errata sheet (XHSC)
    sheet = re.compile(r"\b(?:errat(?:a|um)|corrigend(?:a|um))\b", re.I)
    errata_doc = bool(sheet.search(result.title)) or any(sheet.search(h.text) for h in headings[:3])
    candidates = [
        i
        for i in range(len(headings))
        if _is_item(i, headings, errata_doc, content)
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


def _headings(content: str) -> list[_Heading]:
    """Headings (and promoted numbered lines) with their section ends and parents."""
    out: list[_Heading] = []
    for line, start, pos in prose_lines(content):
        m = HEADING.match(line)
        if m and out and m.group(2)[:1].islower() and not content[out[-1].body : start].strip():
            # a title the PDF broke, its second line set as a heading of its own
            out[-1].text, out[-1].body = f"{out[-1].text} {m.group(2).strip()}", pos
            continue
        if m:
            out.append(_Heading(len(m.group(1)), m.group(2).strip(), start, pos))
            continue
        bare = _BARE_NUMBERED_LINE.match(line.strip())
        following = _next_line(content, pos)
        broken = HEADING.match(following)
        if broken and broken.group(2)[:1].islower():
            # the title's second line set as a heading ("2.9.2 ... has been sent" over
            # "#### or not"): the label opens the line after it
            following = _next_line(content, content.index(following, pos) + len(following))
        if bare and out and len(line) < 200 and _OPENING.match(following):
            # a numbered title whose heading style the PDF lost, right above the label that
            # opens its description (XHSC: "2.1.1 Abnormal operation after waking up ..."
            # then "- Description of the problem")
            # one level under the nearest heading whose number opens this one ("2 caveat"
            # for 2.2.1), else under the last heading
            number = bare.group(1)
            above = next(
                (
                    h
                    for h in reversed(out)
                    if (n := _split_number(h.text)[0]) and number.startswith(n + ".")
                ),
                out[-1],
            )
            out.append(_Heading(min(above.level + 1, 6), line.strip(), start, pos, promoted=True))
            continue
        numbered = _NUMBERED_LINE.match(line.strip())
        if numbered and out and len(line) < 200:
            # a sibling of the last numbered heading whose heading style the PDF lost: a
            # dotted number, or one right above a part label that opens an item
            last = next((h for h in reversed(out) if _split_number(h.text)[0]), None)
            dotted = "." in numbered.group(1)
            if (
                last is not None
                and _next_sibling(_split_number(last.text)[0], numbered.group(1))
                and (dotted or _OPENING.match(_next_line(content, pos)))
            ):
                out.append(_Heading(last.level, line.strip(), start, pos, promoted=True))
    # part headings set at their item's level (NXP: "## 3.1 ADC.1: ...", "## Problem:",
    # "## Work-around:") are its children
    owner: _Heading | None = None  # the last heading that is no part
    parted = False  # its parts are set at its level
    for h in out:
        if owner is not None and _PART.match(_plain(h.text)) and not _split_number(h.text)[0]:
            # the first part follows its item with nothing between (NXP); a heading with
            # text of its own before it ("Determining silicon rev" + "Descriptions") is
            # no item of that part
            parted = parted or not content[owner.body : h.start].strip()
            if parted and h.level <= owner.level:
                h.level = owner.level + 1
        else:
            owner, parted = h, False
    for i, h in enumerate(out):
        h.end = next((o.start for o in out[i + 1 :] if o.level <= h.level), len(content))
        h.parent = next((j for j in range(i - 1, -1, -1) if out[j].level < h.level), None)
    return out


def _labels_on_lines(content: str) -> str:
    """``content`` with each part label that a paragraph runs on into ("... requirements.
    Work Around: High ...") starting a line of its own: the space before it becomes a
    line break, so every offset stays where it was."""
    chars = list(content)
    for m in _INLINE_LABEL.finditer(content):
        chars[m.start() - 1] = "\n"
    content = "".join(chars)
    # the next item's numbered title run on after the last part ("Status: Will be fixed
    # in Die Version 0x12. 3.RANDOM CORRUPTION OF ...") when an opening label follows it
    offset = 0
    lines = content.split("\n")
    for index, line in enumerate(lines):
        following = next((x for x in lines[index + 1 : index + 4] if x.strip()), "")
        if _OPENING.match(following):
            tail = list(_RUN_ON_TITLE.finditer(line))
            if tail and len(line) - tail[-1].start() < 200:
                chars[offset + tail[-1].start() - 1] = "\n"
        offset += len(line) + 1
    return "".join(chars)


def _next_line(content: str, pos: int) -> str:
    """The first non-empty line at or after offset ``pos``."""
    for line in content[pos:].split("\n"):
        if line.strip():
            return line.strip()
    return ""


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


def _next_sibling(previous: str, candidate: str) -> bool:
    a, b = previous.split("."), candidate.split(".")
    return len(a) == len(b) and a[:-1] == b[:-1] and int(b[-1]) == int(a[-1]) + 1


def _has_workaround(content: str, heading: _Heading) -> bool:
    for line in content[heading.body : heading.end].split("\n"):
        m = HEADING.match(line.strip())
        name = _plain(m.group(2)) if m else ""
        label = _LABEL.match(line.strip())
        if name.lower().startswith(_WORKAROUND_WORDS) or (
            label and label.group(1).lower().startswith(_WORKAROUND_WORDS)
        ):
            return True
    return False


def _opens_with_label(content: str, heading: _Heading) -> bool:
    """Whether the first line of ``heading``'s section is a part label."""
    first = _next_line(content[: heading.end], heading.body)
    return bool(first) and _OPENING.match(first) is not None


def _has_prose(content: str, heading: _Heading) -> bool:
    """Whether the section of ``heading`` has a line of text that is no table row."""
    return any(
        line.strip() and not line.lstrip().startswith("|")
        for line in content[heading.body : heading.end].split("\n")
    )


def _split_number(text: str) -> tuple[str, str]:
    m = _NUMBER.match(text.strip())
    if m:
        return m.group(1), m.group(2).strip()
    single = re.match(r"^(\d+)(?:\.?\s+|\.(?=[A-Z]))(\S.*)$", text.strip())
    if single:
        return single.group(1), single.group(2).strip()
    return "", text.strip()


def _in_errata_section(index: int, headings: list[_Heading], errata_doc: bool) -> bool:
    """Whether heading ``index`` lies under an errata container heading, or is in a
    document that is an errata sheet as a whole (a numbered heading when at the top:
    Cypress's "1. Host Mode: ..." beside "Errata Summary")."""
    parent = headings[index].parent
    if _after_container(index, headings):
        return True
    if parent is None:
        return errata_doc and bool(_split_number(headings[index].text)[0])
    while parent is not None:
        if _CONTAINER.search(_split_number(headings[parent].text)[1]):
            return True
        parent = headings[parent].parent
    # an errata sheet's items may sit under peripheral chapters of their own (Microchip
    # SAM: "2. Analog Front-End Controller (AFEC)" > "2.1 Write Protection"; Artery's
    # "## ADC" beside "## Limitations"): which are items is told by their parts
    return errata_doc


def _is_item(
    index: int, headings: list[_Heading], errata_doc: bool = False, content: str = ""
) -> bool:
    heading = headings[index]
    title = _split_number(heading.text)[1]
    if _PART.match(_plain(title)) or not _in_errata_section(index, headings, errata_doc):
        return False
    # a chapter's name repeated at the foot of its pages (Microchip SAM) is no child
    children = [
        (k, h)
        for k, h in enumerate(headings[index + 1 :], index + 1)
        if h.parent == index and not _repeats_chapter(k, headings)
    ]
    others = [(k, h) for k, h in children if not _PART.match(_plain(_split_number(h.text)[1]))]
    # a group holds items: numbered, or with a workaround part; the last item of a
    # sheet may run into its back page's headings (Atmel: "AT89 Microcontrollers",
    # "Regional Headquarters"), which are neither
    if any(
        _split_number(h.text)[0] or (content and _has_workaround(content, h)) for _k, h in others
    ) or (others and not content):
        return False
    # a container-titled heading without items of its own (``Errata List``) is no item
    return not (not children and _CONTAINER.search(title) and _is_container_only(title))


def _after_container(index: int, headings: list[_Heading]) -> bool:
    """Whether numbered heading ``index`` follows an errata heading at its own level
    with only numbered siblings between (Atmel datasheets: ``# Errata`` then ``# 1.
    First Analog Comparator conversion may be delayed``, ``# 2. ...``)."""
    heading = headings[index]
    if not _split_number(heading.text)[0]:
        return False
    for k in range(index - 1, -1, -1):
        other = headings[k]
        if other.level > heading.level:
            continue
        if other.level < heading.level:
            return False
        if _split_number(other.text)[0]:
            continue
        return bool(_CONTAINER.search(other.text)) and _is_container_only(_plain(other.text))
    return False


def _repeats_chapter(index: int, headings: list[_Heading]) -> bool:
    """Whether heading ``index`` repeats the name of a heading it lies under (a
    chapter's name at the foot of its pages)."""
    title = _plain(_split_number(headings[index].text)[1]).lower()
    return any(
        _plain(_split_number(h.text)[1]).lower() == title for h in _ancestors(index, headings)
    )


def _ancestors(index: int, headings: list[_Heading]) -> list[_Heading]:
    out: list[_Heading] = []
    parent = headings[index].parent
    while parent is not None:
        out.append(headings[parent])
        parent = headings[parent].parent
    return out


def _is_container_only(title: str) -> bool:
    words = re.findall(r"[a-z]+", title.lower())
    fillers = {"errata", "list", "summary", "of", "and", "descriptions", "description"}
    return set(words) <= fillers | {"silicon", "limitations", "workarounds", "known", "issues"}


def _plain(text: str) -> str:
    return _MARKUP.sub("", text).strip().rstrip(":").strip()


def _joined_title(title: str, content: str, body: int) -> tuple[str, int]:
    """The title with its second line when the PDF broke it (the next paragraph starts
    in lower case and ends the sentence), and where the body starts."""
    title = _plain(title)
    if title.endswith((".", ":", ")")):
        return title, body
    rest = content[body:]
    stripped = rest.lstrip("\n")
    line = stripped.split("\n", 1)[0].strip()
    dangling = title.rsplit(" ", 1)[-1].lower() in _DANGLING
    if line and (line[0].islower() or dangling) and len(line) < 200 and line.endswith("."):
        skipped = len(rest) - len(stripped) + len(stripped.split("\n", 1)[0])
        return f"{title} {line}", body + skipped
    return title, body


_DESCRIBING = (
    "description",
    "details",
    "symptom",
    "condition",
    "consequence",
    "problem",
    "intro",
    "phenomenon",
)
_ASIDE = re.compile(r"^(?:\*\*)?\s*(?:notes?\s*:|\[figure\b)", re.I)
_AFFECTED = re.compile(r"^(?:\*\*)?\s*affected (?:silicon )?revisions?\s*:?\s*(?:\*\*)?$", re.I)


def _parts(body: str, labelled: bool = False) -> tuple[str, str, str]:
    """(description, workaround, revisions) of an item's body. Description: the text
    before the first workaround part and under Description/Details/Symptoms/... labels;
    workaround: under Workaround labels or headings, up to a note or figure placed after
    it (TI's "Workaround None" + "NOTE: This erratum applies to debug mode only" has
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
            name = _plain(heading.group(2)).lower()
            if name.startswith(_WORKAROUND_WORDS):
                current = workaround
            elif name.startswith(_DESCRIBING):
                current = description
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
        after_workaround = current is workaround and workaround and _ASIDE.match(line)
        after_table = current is table and line and not line.startswith("|")
        if after_workaround or after_table:
            current = aside
        if line:
            current.append(line)
    text = _paragraph(description)
    fix = _paragraph(workaround)
    if not fix or re.fullmatch(r"(?i)none\.?|no workaround\.?|n/a", fix):
        fix = "none"
    elif re.match(r"(?i)none (?:identified|known|available)\b", fix):
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
    return "; ".join(f"{h.strip()}: {m.strip()}" for h, m in zip(rows[0], rows[1], strict=True))


def _paragraph(lines: list[str]) -> str:
    return " ".join(" ".join(lines).split()).strip(" *")


def _module(group: str) -> str:
    """``2.4 I2C peripheral limitations`` -> ``I2C``; ``2.1 System limitations`` ->
    ``System``; ``2.3 ADC - Analog to Digital Converter`` -> ``ADC``; ``""`` for an
    errata section title."""
    name = _split_number(group)[1].replace("™", "").replace("®", "")
    short = re.match(r"^([A-Z][A-Z0-9_]+)\s+[-–]\s+\S", name)  # "ADC - Analog to Digital ..."
    name = short.group(1) if short else _GROUP_WORDS.sub("", _plain(name))
    name = re.sub(r"\s+", " ", name).strip(" -–:,")
    if _CONTAINER.search(group) and not name:
        return ""
    return "" if _is_container_only(name) else name


def _slug(title: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")[:48] or "item"


_TOKEN = re.compile(r"[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)*")
_KIND_SYNONYMS = {"TIMER": "TIM", "TIMERS": "TIM", "BXCAN": "CAN", "BECAN": "CAN"}
_NOT_PERIPHERALS = frozenset(
    {"SYSTEM", "CORE", "MISCELLANEOUS", "CPU", "ARM", "FPU", "MCU", "HOST", "WITH", "AND"}
    | {"DMA_REQUEST"}
)


def module_tokens(module: str) -> set[str]:
    """The peripheral kinds a module name stands for, upper case: ``I2C`` -> {``I2C``},
    ``Timer`` -> {``TIM``}, ``bxCAN`` -> {``CAN``}, ``System`` -> {}."""
    found = set()
    for word in _TOKEN.findall(module):
        upper = word.upper()
        found.add(_KIND_SYNONYMS.get(upper, upper))
    return found - _NOT_PERIPHERALS


def title_tokens(title: str) -> set[str]:
    """The upper-case identifiers of a title that may name peripherals (``MPU attribute
    to RTC and IWDG registers`` -> {``MPU``, ``RTC``, ``IWDG``}; ``FMC_SDNWEN`` gives
    ``FMC_SDNWEN`` and ``FMC``)."""
    found: set[str] = set()
    for word in _TOKEN.findall(title):
        for part in [word, *word.split("_")[:1]]:
            if len(part) >= 2 and part.upper() == part and any(c.isalpha() for c in part):
                found.add(_KIND_SYNONYMS.get(part, part))
    return found - _NOT_PERIPHERALS


def item_of_section(items: tuple[ErratumItem, ...], path: str) -> ErratumItem | None:
    """The item whose heading is in section path ``path`` (``A > B > 2.4.1 Title``)."""
    parts = [p.strip() for p in path.split(" > ")]
    for item in items:
        numbered = f"{item.item_id} "
        for part in parts:
            if part.startswith(numbered) or _plain(part) == item.title:
                return item
    return None


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
