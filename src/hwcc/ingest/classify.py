"""Document kind and chip part-number detection from a title, a file name and text.

- :func:`classify_doc_type` returns a :class:`~hwcc.types.DocType` value: the first kind
  whose phrases occur in the title, else in the file name, else the kind whose phrases
  occur earliest in the first pages' text; ``unknown`` when nothing matches.
- :func:`detect_chip` returns the most plausible part number (``STM32F469``, ``SSD1306``)
  among those in the title and file name, preferring the one mentioned most often in the
  text; ``""`` when there is none. Document numbers (``AN691``, ``DocID028202``,
  ``SLOS825C``, ``RM0090``) are not part numbers.
"""

from __future__ import annotations

import re

from hwcc.types import DocType

_KINDS: tuple[tuple[DocType, re.Pattern[str]], ...] = (
    (
        DocType.ERRATA,
        re.compile(
            r"\berrat(?:a|um)\b|\bsilicon (?:errata|limitations)\b|\bdevice limitations\b"
            r"|\bline limitations\b|\besheet\b|\blimitations\b",
            re.IGNORECASE,
        ),
    ),
    (
        DocType.REFERENCE_MANUAL,
        re.compile(r"\breference\s+manual\b|\bRM\d{4}\b|(?<=\d)RM\b", re.IGNORECASE),
    ),
    (DocType.PROGRAMMING_MANUAL, re.compile(r"\bprogramming\s+manual\b|\bPM\d{4}\b", re.I)),
    (
        DocType.APP_NOTE,
        re.compile(r"\bapplication\s+note\b|\bapp\s*note\b|(?:^|[^A-Za-z])AN\d{2,5}\b", re.I),
    ),
    (
        DocType.USER_GUIDE,
        re.compile(r"\buser'?s?\s+(?:guide|manual)\b|\bUM\d{3,5}\b|\bhardware guide\b", re.I),
    ),
    (DocType.DATASHEET, re.compile(r"\bdata\s*-?\s*sheet\b|\bdatasheet\b", re.IGNORECASE)),
)
_REFERENCE_WORDS = re.compile(r"\breference\s+manual\b", re.IGNORECASE)

# a part number of letters then two digits or more (STM32F469, BMI160, DS3231M)
_LONG_PART = re.compile(r"[A-Za-z]{1,6}\d{2,}")
# a part number: letters, then two digits or more (STM32F469, BMI160, DS3231M), or ST's
# letters, one digit, then two or three letters (LSM6DS3, LIS3DH, LIS2DW12)
_PART = re.compile(
    r"(?<![A-Za-z0-9])((?:[A-Za-z]{1,6}\d{2,}|[A-Za-z]{2,6}\d[A-Za-z]{2,3}(?![A-Za-z]))"
    r"[A-Za-z0-9]*(?:-[A-Z0-9]{2,})?)"
)
_NOT_PART = re.compile(
    r"^(?:AN|UM|RM|PM|DS|ES|TN|AP|DOCID|SLOS|SLAS|SBAS|SNOS|SWRS|SLVS|SCPS|SPRS|SLAU|REV|"
    r"VER|V|ISO|IEC|JESD|IPC|RFC|REVISION|PAGE|FIG|TABLE|SECTION|COPYRIGHT|MODE|DATE|"
    r"BIT|BITS|ROHS|UTF|PDF|HTTP|WWW)\d",
    re.IGNORECASE,
)


# an application note whose subject is a chip's limitations is an errata sheet
# (GigaDevice "AN004", its pages headed "GD32F1 Silicon Limitations")
_ERRATA_SUBJECT = re.compile(
    r"\bsilicon (?:errata|limitations)\b|\bdevice limitations\b|\berrata sheet\b", re.I
)


def classify_doc_type(title: str, filename: str = "", text: str = "") -> str:
    """Document kind (a DocType value) from ``title``, ``filename`` and first-page ``text``."""
    for source in (title, filename.replace("_", " ")):
        for kind, pattern in _KINDS:
            if pattern.search(source):
                if kind is DocType.APP_NOTE and _ERRATA_SUBJECT.search(text[:20000]):
                    return DocType.ERRATA.value
                return kind.value
    best: tuple[int, str] | None = None
    sample = text[:20000]
    for kind, pattern in _KINDS:
        match = pattern.search(sample)
        if match and (best is None or match.start() < best[0]):
            best = (match.start(), kind.value)
    return best[1] if best else DocType.UNKNOWN.value


def part_numbers(text: str) -> list[str]:
    """Candidate part numbers in ``text``, upper-cased, in order of first appearance."""
    seen: list[str] = []
    for match in _PART.finditer(text):
        token = re.sub(r"(?<=\d)X+$", "", match.group(1).upper())
        letters = len(re.sub(r"[^A-Z]", "", token))
        if _NOT_PART.match(token) or letters < 2 or len(token) < 5:
            continue
        if token not in seen:
            seen.append(token)
    return seen


def detect_chip(title: str, filename: str = "", text: str = "") -> str:
    """The chip part number named by a document, or ``""``. A file-name token of ST's
    one-digit form (``lsm6ds3``) counts only when the text names it too (``part2of3``,
    ``vol2en`` are no parts)."""
    upper = text.upper()
    candidates = part_numbers(title) + [
        p
        for p in part_numbers(filename.replace("_", " "))
        if p not in part_numbers(title) and (_LONG_PART.match(p) or p in upper)
    ]
    candidates = [c for c in candidates if not c.endswith("-EN")] or [
        c.removesuffix("-EN") for c in candidates
    ]
    if not candidates:
        return ""
    best = max(candidates, key=lambda c: (upper.count(c), -candidates.index(c)))
    return _trim_doc_suffix(best)


def _trim_doc_suffix(part: str) -> str:
    """``CH32V003RM`` -> ``CH32V003`` (document-kind suffixes glued to the part)."""
    match = re.fullmatch(r"(.*\d)(RM|DS|UM|PM|ES)(?:-[A-Z]{2})?", part)
    return match.group(1) if match else part.split("-")[0] if part.endswith("-EN") else part
