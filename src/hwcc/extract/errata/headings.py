"""Where items are: the document's headings (and numbered lines the PDF lost the
heading style of) with their sections and parents, part headings set at their item's
level, and which headings are items (see the package docstring).
"""

from __future__ import annotations

from dataclasses import dataclass

from hwcc.extract.errata.labels import (
    _BARE_NUMBERED_LINE,
    _CONTAINER,
    _DANGLING,
    _INLINE_LABEL,
    _LABEL,
    _NUMBERED_LINE,
    _OPENING,
    _PART,
    _RUN_ON_TITLE,
    _WORKAROUND_WORDS,
    _is_container_only,
    _next_line,
    _plain,
    _split_number,
)
from hwcc.util.markdown import HEADING, prose_lines


@dataclass
class _Heading:
    level: int
    text: str
    start: int  # offset of the heading line
    body: int  # offset after the heading line
    end: int = 0  # end of the section (next heading of the same or a higher level)
    parent: int | None = None
    promoted: bool = False  # a numbered line taken as a heading


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


def _next_sibling(previous: str, candidate: str) -> bool:
    a, b = previous.split("."), candidate.split(".")
    return len(a) == len(b) and a[:-1] == b[:-1] and int(b[-1]) == int(a[-1]) + 1


def _has_workaround(content: str, heading: _Heading) -> bool:
    for line in content[heading.body : heading.end].split("\n"):
        m = HEADING.match(line.strip())
        name = _plain(_split_number(m.group(2))[1]) if m else ""  # "15.1.2 Workaround"
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
