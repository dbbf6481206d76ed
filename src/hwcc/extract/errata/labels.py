"""Patterns and small text helpers every errata reader shares: errata-section and
part headings, part labels (also run into a paragraph), identifiers and numbered titles,
and the plain text of a heading (markup, numbering). Imports nothing else of the
package.
"""

from __future__ import annotations

import re

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
    r"|solution(?:\s*(?:&|and)\s*recommendat\s?ions?)?)"
    # the word ends there: "STATUS.XOSCFAIL must ..." and "condition) or ..." are text
    r"(?=\s|:|\*\*|$)\s*:?\s*(?:\*\*)?\s*:?\s*(.*)$",
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


def _next_line(content: str, pos: int) -> str:
    """The first non-empty line at or after offset ``pos``."""
    for line in content[pos:].split("\n"):
        if line.strip():
            return line.strip()
    return ""


def _split_number(text: str) -> tuple[str, str]:
    m = _NUMBER.match(text.strip())
    if m:
        return m.group(1), m.group(2).strip()
    single = re.match(r"^(\d+)(?:\.?\s+|\.(?=[A-Z]))(\S.*)$", text.strip())
    if single:
        return single.group(1), single.group(2).strip()
    return "", text.strip()


def _is_container_only(title: str) -> bool:
    words = re.findall(r"[a-z]+", title.lower())
    fillers = {"errata", "list", "summary", "of", "and", "descriptions", "description"}
    return set(words) <= fillers | {"silicon", "limitations", "workarounds", "known", "issues"}


def _plain(text: str) -> str:
    return _MARKUP.sub("", text).strip().rstrip(":").strip()


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
