"""Read-only look-ups over a project's register models, errata items and processed
text: the peripherals a map filter selects, the register an absolute address falls in,
the errata items about a peripheral, a document's section or page range. Each takes no
lock (like ``search``) and raises UsageError, with "did you mean" suggestions where a
name is unknown."""

from __future__ import annotations

import difflib
from dataclasses import dataclass, replace

from hwcc.compile.errata import affected, applies
from hwcc.config import load_config
from hwcc.errors import UsageError
from hwcc.model.device import Field, Peripheral, Register
from hwcc.model.groups import peripheral_kind
from hwcc.ops.show import Located, all_maps
from hwcc.state.manifest import DocumentEntry, load_manifest
from hwcc.state.paths import ProjectPaths
from hwcc.state.processed import errata_of, processed_result
from hwcc.types import ErratumItem
from hwcc.util.markdown import heading_spans

READ_LIMIT = 20_000  # characters of document text one read returns


def select_maps(maps: list[Located], *, group: str = "", chip: str = "") -> list[Located]:
    """The maps whose peripheral's group (its SVD ``groupName``, else its kind: ``USART``
    for ``USART1``) is ``group`` and whose device or document chip starts with ``chip``
    (both case-insensitive; empty: any)."""
    out = []
    for m in maps:
        if group:
            kind = m.peripheral.group_name or peripheral_kind(m.peripheral.name)
            if group.lower() not in {kind.lower(), m.peripheral.group_name.lower()}:
                continue
        if chip and not m.device.name.lower().startswith(chip.lower()):
            continue
        out.append(m)
    return out


def parse_address(address: int | str) -> int:
    """An address given as a number or as text (``0x4001_1008``, ``1073811464``)."""
    if isinstance(address, int):
        value = address
    else:
        try:
            value = int(address.strip().replace("_", "").replace("'", ""), 0)
        except ValueError:
            raise UsageError(f"not an address: {address!r} (write it like 0x40011008)") from None
    if value < 0:
        raise UsageError(f"not an address: {address!r}")
    return value


@dataclass(frozen=True)
class AddressMatch:
    """Where an absolute address falls: the peripheral (``located.register`` set when a
    register holds it), the offset from the peripheral's base and the fields of that
    register the address reaches (all of them for the register's first byte, the fields
    of the addressed byte for a byte inside it)."""

    located: Located
    address: int
    offset: int
    fields: tuple[Field, ...] = ()


def _span(peripheral: Peripheral) -> tuple[int, int]:
    """The address range a peripheral decodes: its address blocks, else its registers."""
    base = peripheral.base_address
    if peripheral.address_blocks:
        start = min(b.offset for b in peripheral.address_blocks)
        end = max(b.offset + b.size for b in peripheral.address_blocks)
        return base + start, base + end
    end = max((r.address_offset + max(r.size // 8, 1) for r in peripheral.registers), default=0)
    return base, base + end


def _register_at(peripheral: Peripheral, address: int) -> tuple[Register, int] | None:
    for reg in peripheral.registers:
        start = peripheral.base_address + reg.address_offset
        if start <= address < start + max(reg.size // 8, 1):
            return reg, address - start
    return None


def find_address(paths: ProjectPaths, address: int) -> list[AddressMatch]:
    """Every peripheral of the project's register models whose range holds ``address``,
    SVD maps first; UsageError naming the nearest peripheral below when none does."""
    maps = all_maps(paths)
    if not maps:
        raise UsageError("the project has no register maps yet (add an SVD or a datasheet)")
    found: list[AddressMatch] = []
    for m in maps:
        start, end = _span(m.peripheral)
        if not start <= address < end:
            continue
        offset = address - m.peripheral.base_address
        hit = _register_at(m.peripheral, address)
        if hit is None:
            found.append(AddressMatch(m, address, offset))
            continue
        reg, byte = hit
        fields = reg.fields
        if byte:
            low, high = byte * 8, byte * 8 + 7
            fields = tuple(f for f in reg.fields if f.lsb <= high and f.msb >= low)
        ordered = tuple(sorted(fields, key=lambda f: (-f.msb, f.lsb)))
        found.append(AddressMatch(replace(m, register=reg), address, offset, ordered))
    if not found:
        below = [m for m in maps if m.peripheral.base_address <= address]
        hint = ""
        if below:
            near = max(below, key=lambda m: m.peripheral.base_address).peripheral
            hint = f"; nearest below: {near.name} at 0x{near.base_address:08X}"
        raise UsageError(f"no peripheral of the register maps holds 0x{address:08X}{hint}")
    found.sort(key=lambda a: (a.located.origin != "svd", a.located.register is None))
    return found


@dataclass(frozen=True)
class ErratumMatch:
    """One errata item, the document it is from and whether that document is about the
    project's chip."""

    entry: DocumentEntry
    item: ErratumItem
    applies: bool


def errata_items(paths: ProjectPaths, peripheral: str = "") -> tuple[int, list[ErratumMatch]]:
    """(number of errata documents holding items, the items affecting ``peripheral``
    (every item when empty), in doc_id and document order)."""
    config = load_config(paths.config)
    chip = config.hardware.chip
    documents = 0
    out: list[ErratumMatch] = []
    for entry in load_manifest(paths.manifest).documents:
        items = errata_of(paths, entry)
        if not items:
            continue
        documents += 1
        fits = applies(entry.chip, chip)
        for item in items:
            if not peripheral or affected(item, [peripheral]):
                out.append(ErratumMatch(entry, item, fits))
    return documents, out


@dataclass(frozen=True)
class DocumentText:
    """Part of a document's processed text: ``section_path`` of the section read ("" for
    a page range or the whole text), the pages it spans (None without a page map),
    ``truncated`` when the text was cut at :data:`READ_LIMIT` characters."""

    doc_id: str
    title: str
    section_path: str
    pages: tuple[int, int] | None
    text: str
    truncated: bool = False


def document_entry(paths: ProjectPaths, doc_id: str) -> DocumentEntry:
    """The manifest entry ``doc_id``; UsageError with the closest ids otherwise."""
    documents = load_manifest(paths.manifest).documents
    for entry in documents:
        if entry.doc_id == doc_id:
            return entry
    ids = [e.doc_id for e in documents]
    close = difflib.get_close_matches(doc_id, ids, n=3, cutoff=0.5)
    hint = f"; did you mean {', '.join(close)}?" if close else ""
    raise UsageError(f"no document '{doc_id}'{hint}")


def read_document(
    paths: ProjectPaths,
    doc_id: str,
    *,
    section: str = "",
    pages: tuple[int, int] | None = None,
    limit: int = READ_LIMIT,
) -> DocumentText:
    """The section ``section`` (a heading title or a ``A > B`` section path as search
    results give it, case-insensitive), or the pages ``pages`` (first, last; inclusive),
    or the whole processed text of ``doc_id``, cut at ``limit`` characters."""
    if section and pages:
        raise UsageError("give a section or a page range, not both")
    entry = document_entry(paths, doc_id)
    result = processed_result(paths, entry, models=False)
    content = result.content
    path = ""
    start, end = 0, len(content)
    if section:
        path, start, end = _section(content, section, doc_id)
    elif pages is not None:
        first, last = pages
        if first < 1 or last < first:
            raise UsageError(f"bad page range {first}-{last}")
        if not result.page_map:
            raise UsageError(f"{doc_id} has no page numbers; read it by section")
        spans = [s for s in result.page_map if first <= s.page <= last]
        if not spans:
            known = f"{result.page_map[0].page}-{result.page_map[-1].page}"
            raise UsageError(f"{doc_id} has no pages {first}-{last} (pages {known})")
        start, end = spans[0].start, spans[-1].end
    text = content[start:end]
    truncated = len(text) > limit
    if truncated:
        cut = text.rfind("\n", 0, limit)
        text = text[: cut if cut > 0 else limit]
    span = result.pages_for(start, start + len(text)) if result.page_map else None
    return DocumentText(entry.doc_id, entry.title, path, span, text.strip("\n"), truncated)


def _section(content: str, wanted: str, doc_id: str) -> tuple[str, int, int]:
    """(path, start, end) of the first section whose path or title is ``wanted``."""
    headings = heading_spans(content)
    key = " ".join(wanted.lower().split())
    parts = [" ".join(p.split()) for p in key.split(" > ")]
    for _level, path, start, end in headings:
        lowered = [" ".join(t.lower().split()) for t in path]
        if lowered == parts or lowered[-len(parts) :] == parts:
            return " > ".join(path), start, end
    titles = [path[-1] for _, path, _, _ in headings]
    lowered_titles = {t.lower(): t for t in titles}
    close = difflib.get_close_matches(parts[-1], list(lowered_titles), n=3, cutoff=0.5)
    hint = f"; did you mean {', '.join(lowered_titles[c] for c in close)}?" if close else ""
    raise UsageError(f"no section '{wanted}' in {doc_id}{hint}")
