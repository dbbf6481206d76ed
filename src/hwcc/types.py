"""Data that crosses stage boundaries: ingest -> chunk -> embed/store -> search -> compile.

Every type here is a frozen dataclass. Stages never mutate what they receive; they build
new values. Collections are tuples so values are hashable-by-construction and cannot be
changed behind a consumer's back. ``metadata`` mappings are plain dicts by convention
treated as read-only.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

# --------------------------------------------------------------------------------------
# Register model (CMSIS-SVD), fully expanded: derivedFrom resolved, dim arrays expanded,
# properties inherited. Consumers never need to know SVD inheritance rules.
# --------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class EnumeratedValue:
    """One named value of a field.

    ``value`` is the numeric value with don't-care bits cleared; ``dont_care_mask`` has a
    1 for every bit written as ``x`` in the SVD (``#1x0``). ``is_default`` values have
    ``value is None`` and stand for "every other value".
    """

    name: str
    description: str = ""
    value: int | None = None
    dont_care_mask: int = 0
    is_default: bool = False


@dataclass(frozen=True, slots=True)
class EnumeratedValues:
    """A set of enumerated values with its ``usage`` (read, write or read-write)."""

    name: str = ""
    usage: str = "read-write"
    values: tuple[EnumeratedValue, ...] = ()


@dataclass(frozen=True, slots=True)
class Field:
    """A bit field. Bits ``[msb:lsb]`` inclusive; ``reset_value`` is derived from the
    register's reset value (``None`` when the register has none)."""

    name: str
    lsb: int
    msb: int
    description: str = ""
    access: str | None = None
    reset_value: int | None = None
    modified_write_values: str | None = None
    read_action: str | None = None
    write_constraint: str | None = None
    enumerated_values: tuple[EnumeratedValues, ...] = ()

    @property
    def width(self) -> int:
        return self.msb - self.lsb + 1


@dataclass(frozen=True, slots=True)
class Register:
    """A register with every property resolved.

    ``name`` is the full, display name after array and cluster expansion, unique within its
    peripheral (``CH0_CTRL``, ``TC_CHANNEL[0].CCR``). ``address_offset`` is relative to the
    peripheral base address and already includes enclosing cluster offsets. ``cluster`` is
    the dotted path of enclosing clusters (``""`` for top-level registers).
    """

    name: str
    address_offset: int
    size: int = 32
    description: str = ""
    display_name: str = ""
    cluster: str = ""
    access: str | None = None
    protection: str | None = None
    reset_value: int | None = None
    reset_mask: int | None = None
    modified_write_values: str | None = None
    read_action: str | None = None
    write_constraint: str | None = None
    alternate_register: str | None = None
    alternate_group: str | None = None
    fields: tuple[Field, ...] = ()


@dataclass(frozen=True, slots=True)
class Cluster:
    """Documentation of a (possibly nested) cluster. Its registers live, flattened, in
    ``Peripheral.registers`` with ``Register.cluster == path``."""

    name: str
    path: str
    address_offset: int
    description: str = ""


@dataclass(frozen=True, slots=True)
class Interrupt:
    name: str
    value: int
    description: str = ""


@dataclass(frozen=True, slots=True)
class AddressBlock:
    offset: int
    size: int
    usage: str = "registers"
    protection: str | None = None


@dataclass(frozen=True, slots=True)
class Peripheral:
    """A peripheral instance. Derived peripherals are self-contained copies: their
    registers are materialised, ``derived_from`` only records the origin."""

    name: str
    base_address: int
    description: str = ""
    group_name: str = ""
    version: str = ""
    derived_from: str | None = None
    alternate_peripheral: str | None = None
    prepend_to_name: str = ""
    append_to_name: str = ""
    header_struct_name: str = ""
    interrupts: tuple[Interrupt, ...] = ()
    address_blocks: tuple[AddressBlock, ...] = ()
    clusters: tuple[Cluster, ...] = ()
    registers: tuple[Register, ...] = ()

    @property
    def size(self) -> int:
        """Bytes spanned by the address blocks (0 if none are declared)."""
        if not self.address_blocks:
            return 0
        end = max(b.offset + b.size for b in self.address_blocks)
        start = min(b.offset for b in self.address_blocks)
        return end - min(start, 0)


@dataclass(frozen=True, slots=True)
class Cpu:
    name: str = ""
    revision: str = ""
    endian: str = ""
    mpu_present: bool | None = None
    fpu_present: bool | None = None
    nvic_prio_bits: int | None = None
    num_interrupts: int | None = None


@dataclass(frozen=True, slots=True)
class Device:
    """A whole SVD device. ``peripherals`` keep document order."""

    name: str
    vendor: str = ""
    description: str = ""
    version: str = ""
    series: str = ""
    cpu: Cpu | None = None
    address_unit_bits: int = 8
    width: int = 32
    peripherals: tuple[Peripheral, ...] = ()


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


@dataclass(frozen=True)
class ParseResult:
    """A parsed document, as Markdown.

    Invariants: ``content`` is Markdown with ``\\n`` line ends; ``page_map`` spans are
    sorted, non-overlapping and lie within ``content``; ``device`` is set only for SVD.
    """

    doc_id: str
    title: str
    doc_type: str
    content: str
    chip: str = ""
    source_path: str = ""
    metadata: dict[str, str] = field(default_factory=dict)
    page_map: tuple[PageSpan, ...] = ()
    warnings: tuple[str, ...] = ()
    device: Device | None = None

    def pages_for(self, start: int, end: int) -> tuple[int, int] | None:
        """First and last page touched by ``content[start:end]``, or None without a map."""
        pages = [s.page for s in self.page_map if s.start < end and s.end > start]
        if not pages:
            return None
        return min(pages), max(pages)


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
    metadata: dict[str, str] = field(default_factory=dict)
    overlap_chars: int = 0
    head_chars: int = 0
    tail_chars: int = 0
