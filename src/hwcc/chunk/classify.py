"""Content-type classification of chunks (a :class:`~hwcc.types.ContentType` value).

Inputs are plain strings so the rules are testable on their own:

* :func:`classify_table` looks at a pipe table's header row (and, for spec tables, at
  its text): register/field tables, pin tables, timing and electrical spec tables.
* :func:`classify_chunk` decides for a whole chunk from what dominates it (code, a
  table), the section path (errata, procedures, a register's own section), numbered
  step lists, and whether it is only a heading.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from hwcc.types import ContentType

_CELL_SPLIT = re.compile(r"\s*\|\s*")
_REG_FIELD_COLS = frozenset({"bit", "bits", "field", "name", "bit name", "field name", "bitfield"})
_REG_ATTR_COLS = frozenset(
    {"access", "r/w", "rw", "type", "reset", "reset value", "default", "description", "function"}
)
_REG_SUMMARY_COLS = frozenset({"register", "register name", "name", "acronym", "symbol"})
_REG_ADDR_COLS = frozenset({"offset", "address", "addr", "address offset", "offset address"})
_PIN_WORDS = re.compile(r"\b(pin|pins|ball|gpio|pad|pin name|pin no\.?|alternate function)\b")
_MINMAX = re.compile(r"\b(min|typ|max|minimum|typical|maximum)\b")
# The leading lookahead lists the first character of every alternative: a cheap test that
# lets the scan skip most positions of a long table (same matches, 3-8x faster).
_TIMING = re.compile(
    r"(?=[nµμuptsrhfc])"
    r"(\bns\b|\bps\b|[µμ]s\b|\bus\b|\bt_[a-z0-9]+|"
    r"\bt(?:su|hd|h|r|f|w|pw|cyc|clk|setup|hold|rise|fall|d|pd|off|on)\b|"
    r"setup|hold time|rise time|fall time|clock period|propagation delay)"
)
_ELECTRICAL = re.compile(
    r"(?=[vmµu°c])(\bv\b|\bmv\b|\bma\b|\bµa\b|\bua\b|°c|\bvdd|\bvcc|current|voltage)"
)
_ERRATA = re.compile(
    r"\b(errata|erratum|limitations?|workarounds?|silicon issues?|known issues?)\b"
)
_PROCEDURE = re.compile(
    r"\b(initiali[sz]ation sequence|procedure|configuration steps|programming sequence|"
    r"startup sequence|power-up sequence|how to configure)\b"
)
# Every alternative of _PROCEDURE contains one of these.
_PROCEDURE_WORDS = ("sequence", "procedure", "configuration steps", "how to configure")
_STEP = re.compile(r"^\s*(?:\d{1,3}[.)]|step \d+[:.])\s+\S", re.IGNORECASE | re.MULTILINE)
_STEP_LINE = re.compile(r"\s*(?:\d{1,3}[.)]|step \d+[:.])(?:\s|$)", re.IGNORECASE)
_REGISTER_HEADING = re.compile(r"^[A-Z][A-Z0-9_]*(?:\[\d+\])?(?:[.][A-Z0-9_]+)*(?:\s|$|\()")
_REGISTER_WORD = re.compile(r"\bregister\b", re.IGNORECASE)


def _mentions_procedure(lowered: str) -> bool:
    """``_PROCEDURE.search(lowered)``, skipped when none of the words every alternative
    contains occurs (substring tests are much cheaper than the regex)."""
    if not any(word in lowered for word in _PROCEDURE_WORDS):
        return False
    return _PROCEDURE.search(lowered) is not None


@lru_cache(maxsize=4096)
def _path_flags(section_titles: tuple[str, ...]) -> tuple[bool, bool]:
    """Whether a section path names errata, and whether it names a procedure."""
    path = " > ".join(section_titles).lower()
    return bool(_ERRATA.search(path)), bool(_PROCEDURE.search(path))


def step_line_starts(lines: list[str], starts: list[int]) -> list[int]:
    """Starts of the lines (``lines[k]`` begins at ``starts[k]``; ``lines`` split at
    ``\\n``) that could begin a numbered step: after leading whitespace, a step marker
    followed by whitespace or the line end. Every match of the step rule in a text lies
    on such a line or on the text's first line, so a chunk holding fewer than three of
    them (plus its first line and any synthetic lines) cannot hold three steps."""
    out: list[int] = []
    match = _STEP_LINE.match
    for k, line in enumerate(lines):
        c = line.lstrip()[:1]
        if c and (c.isdigit() or c in "sS\u017f") and match(line):
            out.append(starts[k])
    return out


def header_cells(header_line: str) -> list[str]:
    """Lower-cased, trimmed cells of a pipe table's header row."""
    return list(header_cell_tuple(header_line))


@lru_cache(maxsize=4096)
def header_cell_tuple(header_line: str) -> tuple[str, ...]:
    """:func:`header_cells` as a tuple, memoized (generated documents repeat headers)."""
    line = header_line.strip().strip("|")
    return tuple(c.strip().lower() for c in _CELL_SPLIT.split(line))


def classify_table(header_line: str, table_text: str = "") -> ContentType:
    """Type of a pipe table from its header row (and its text for spec tables)."""
    kind = _header_kind(header_line)
    if kind is not None:
        return kind
    body = table_text.lower()
    if _TIMING.search(body):
        return ContentType.TIMING_SPEC
    if _ELECTRICAL.search(body):
        return ContentType.ELECTRICAL_SPEC
    return ContentType.TABLE


@lru_cache(maxsize=4096)
def _header_kind(header_line: str) -> ContentType | None:
    """The table type its header row decides, or None for a Min/Typ/Max header (then the
    table's text decides between timing, electrical and generic)."""
    cells = header_cell_tuple(header_line)
    cellset = set(cells)
    if (
        cellset & _REG_FIELD_COLS
        and cellset & _REG_ATTR_COLS
        and ({"bit", "bits", "field"} & cellset or {"r/w", "access", "reset"} & cellset)
    ):
        return ContentType.REGISTER_TABLE
    if cellset & _REG_SUMMARY_COLS and cellset & _REG_ADDR_COLS:
        return ContentType.REGISTER_TABLE
    header = " ".join(cells)
    if _PIN_WORDS.search(header):
        return ContentType.PIN_MAPPING
    if _MINMAX.search(header):
        return None
    return ContentType.TABLE


def is_register_heading(title: str) -> bool:
    """Whether a section heading names a register (``CTRL``, ``CH0_CTRL``, ``SR (0x04)``,
    or any heading containing the word "register")."""
    t = title.strip().strip("`*")
    return bool(_REGISTER_HEADING.match(t)) or bool(_REGISTER_WORD.search(t))


def classify_chunk(
    *,
    code_chars: int,
    table_chars: int,
    total_chars: int,
    table_type: ContentType | None,
    section_titles: tuple[str, ...],
    text: str,
    heading_only: bool,
    doc_type: str = "",
    in_register_section: bool | Callable[[], bool] = False,
    steps_possible: bool = True,
) -> ContentType:
    """Type of a chunk. ``code_chars``/``table_chars`` are the characters of the chunk in
    fenced code / pipe tables; ``table_type`` is :func:`classify_table` of its largest
    table. Rule order: code, specific table kinds, errata, procedure, generic table,
    register description, heading-only section, prose. ``steps_possible=False`` tells
    that ``text`` has fewer than three lines that could start a numbered step (see
    :func:`step_line_starts`), which skips scanning it for steps.
    ``in_register_section`` may be a function, called only when the rules get there."""
    total = max(1, total_chars)
    if code_chars * 2 >= total:
        return ContentType.CODE
    table_dominant = table_chars * 2 >= total and table_type is not None
    if table_dominant and table_type is not ContentType.TABLE and table_type is not None:
        return table_type
    errata_path, procedure_path = _path_flags(section_titles)
    if doc_type == "errata" or errata_path:
        return ContentType.ERRATA
    if procedure_path or _mentions_procedure(text[:200].lower()):
        return ContentType.CONFIG_PROCEDURE
    if steps_possible:
        for steps, _ in enumerate(_STEP.finditer(text), start=1):
            if steps == 3:
                return ContentType.CONFIG_PROCEDURE
    if table_dominant:
        return ContentType.TABLE
    if in_register_section is True or (callable(in_register_section) and in_register_section()):
        return ContentType.REGISTER_DESCRIPTION
    if heading_only:
        return ContentType.SECTION
    return ContentType.PROSE
