"""Data that crosses stage boundaries: ingest -> chunk -> embed/store -> search -> compile.

Every type here is a frozen dataclass. Stages never mutate what they receive; they build
new values. Collections are tuples so values cannot be changed behind a consumer's back.
``metadata`` mappings are plain dicts, by convention read-only, and left out of the hash:
every value here is hashable, and equal values hash equal. The register model
(:class:`~hwcc.model.device.Device`) lives in :mod:`hwcc.model`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # annotations only: importing the model costs every `hwcc search`
    from hwcc.model.device import Device

# --------------------------------------------------------------------------------------
# Ingest output
# --------------------------------------------------------------------------------------


class DocType(StrEnum):
    SVD = "svd"
    DATASHEET = "datasheet"
    REFERENCE_MANUAL = "reference_manual"
    PROGRAMMING_MANUAL = "programming_manual"
    ERRATA = "errata"
    APP_NOTE = "app_note"
    USER_GUIDE = "user_guide"
    NOTES = "notes"
    UNKNOWN = "unknown"


@dataclass(frozen=True, slots=True)
class PageSpan:
    """Characters ``content[start:end]`` came from page ``page`` (1-based)."""

    start: int
    end: int
    page: int


@dataclass(frozen=True, slots=True)
class ErratumItem:
    """One erratum of an errata document: ``item_id`` (``2.4.1``, or a slug of the title
    when unnumbered), ``title``, ``module`` (the group it is listed under, ``I2C``;
    ``""`` when none), ``description``, ``workaround`` (``"none"`` when the document
    gives none), ``revisions`` (affected silicon revisions as the document writes them,
    ``""`` when not stated) and ``page`` (None without a page map)."""

    item_id: str
    title: str
    module: str = ""
    description: str = ""
    workaround: str = "none"
    revisions: str = ""
    page: int | None = None

    def facts(self) -> list[str]:
        """The item's module, silicon revisions and page as short phrases (``module
        I2C``, ``silicon revisions Rev A: A``, ``p. 12``), those it has, in that order."""
        out = []
        if self.module:
            out.append(f"module {self.module}")
        if self.revisions:
            out.append(f"silicon revisions {self.revisions}")
        if self.page is not None:
            out.append(f"p. {self.page}")
        return out


@dataclass(frozen=True)
class ParseResult:
    """A parsed document, as Markdown.

    Invariants: ``content`` is Markdown with ``\\n`` line ends; ``page_map`` spans are
    sorted, non-overlapping and lie within ``content``; ``device`` is the register model
    (an SVD's, or the maps read from a datasheet's tables); ``errata`` the items of an
    errata document.
    """

    doc_id: str
    title: str
    doc_type: str
    content: str
    chip: str = ""
    source_path: str = ""
    metadata: dict[str, str] = field(default_factory=dict, hash=False)
    page_map: tuple[PageSpan, ...] = ()
    warnings: tuple[str, ...] = ()
    device: Device | None = None
    errata: tuple[ErratumItem, ...] = ()

    def pages_for(self, start: int, end: int) -> tuple[int, int] | None:
        """First and last page touched by ``content[start:end]``, or None without a map."""
        pages = [s.page for s in self.page_map if s.start < end and s.end > start]
        if not pages:
            return None
        return min(pages), max(pages)

    def first_page(self, start: int, end: int) -> int | None:
        """First page touched by ``content[start:end]``, or None without a map."""
        pages = self.pages_for(start, end)
        return pages[0] if pages else None


# --------------------------------------------------------------------------------------
# Chunk output
# --------------------------------------------------------------------------------------


class ContentType(StrEnum):
    REGISTER_TABLE = "register_table"
    REGISTER_DESCRIPTION = "register_description"
    CODE = "code"
    TABLE = "table"
    PIN_MAPPING = "pin_mapping"
    TIMING_SPEC = "timing_spec"
    ELECTRICAL_SPEC = "electrical_spec"
    ERRATA = "errata"
    CONFIG_PROCEDURE = "config_procedure"
    PROSE = "prose"
    SECTION = "section"


@dataclass(frozen=True, slots=True)
class ChunkConfig:
    """Chunking parameters (``[chunk]`` in config.toml). Token counts are cl100k.
    Defaults are justified in plan/chunking.md (children must fit MiniLM's 256 word
    pieces; parents are what search returns for context)."""

    max_tokens: int = 200
    overlap_tokens: int = 24
    min_tokens: int = 32
    parent_max_tokens: int = 1024
    strategy: str = "auto"
    header_levels: tuple[int, ...] = (1, 2, 3, 4, 5, 6)
    delimiter: str = r"^-{3,}\s*$"


@dataclass(frozen=True, slots=True)
class Chunk:
    """A piece of a document.

    Invariant: ``text[head_chars:len(text) - tail_chars] == parse_result.content[start:end]``.
    ``head_chars``/``tail_chars`` are 0 except for a piece of a table or fenced code block
    too large for one chunk: then ``text`` repeats the table's header and delimiter rows
    (or the opening fence line) before, and a closing fence after, the original rows
    ``content[start:end]`` it holds. The first ``overlap_chars`` characters of
    ``content[start:end]`` repeat the end of the previous child chunk (overlap).
    """

    chunk_id: str
    doc_id: str
    text: str
    token_count: int
    section_path: str
    start: int
    end: int
    line_start: int
    line_end: int
    index: int
    level: str = "child"
    parent_id: str | None = None
    content_type: str = ContentType.PROSE.value
    page_start: int | None = None
    page_end: int | None = None
    warnings: tuple[str, ...] = ()
    metadata: dict[str, str] = field(default_factory=dict, hash=False)
    overlap_chars: int = 0
    head_chars: int = 0
    tail_chars: int = 0
