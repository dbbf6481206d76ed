"""Tool results of the MCP server: each library result as compact Markdown (what the
assistant reads) plus plain data (the structured content it can cite). Pure functions
of :class:`hwcc.Project` results; no I/O."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from hwcc.api import map_data, map_text, to_jsonable
from hwcc.errors import AddFailed, HwccError, one_line
from hwcc.model.render import cell, fmt_address, fmt_bits, fmt_field_reset

if TYPE_CHECKING:
    from hwcc.api import ErrataAnswer, Preview
    from hwcc.ops.add import AddReport
    from hwcc.ops.lookup import AddressMatch, DocumentText
    from hwcc.ops.show import Located
    from hwcc.search.hybrid import SearchHit
    from hwcc.state.manifest import DocumentEntry

Result = tuple[str, dict[str, Any]]
EXCERPT = 1200  # characters of a section's text in a search result


def error_line(exc: HwccError) -> str:
    """One line for any library error (an add's failed files joined with ``; ``)."""
    if isinstance(exc, AddFailed):
        parts = [error_line(e) for e in exc.errors]
        return one_line("; ".join([*parts, exc.summary] if exc.summary else parts))
    return one_line(str(exc)) or type(exc).__name__


def _pages(first: int | None, last: int | None) -> str:
    if first is None:
        return ""
    return f"p. {first}" if last in (None, first) else f"pp. {first}-{last}"


def search_result(
    query: str, hits: Sequence[SearchHit], *, full: bool, note: str | None = None
) -> Result:
    """Hits as Markdown and structured content; ``note`` (the dense index is incomplete,
    search answered lexically) is the first line and the ``note`` field."""
    text, data = _search_result(query, hits, full=full)
    data["mode"] = hits[0].mode if hits else ("lexical" if note else "hybrid")
    if note is not None:
        data["note"] = note
        text = f"Note: {note}.\n\n{text}"
    return text, data


def _search_result(query: str, hits: Sequence[SearchHit], *, full: bool) -> Result:
    if not hits:
        return f"No results for {query!r}.", {"query": query, "hits": []}
    lines = []
    data = []
    for rank, hit in enumerate(hits, 1):
        cite = " · ".join(
            p for p in (hit.doc_id, hit.section_path, _pages(hit.page_start, hit.page_end)) if p
        )
        text = hit.parent_text if full else hit.text
        cut = not full and len(text) > EXCERPT
        body = text[:EXCERPT].rstrip() + (" …" if cut else "")
        also = f"\n(same layout: {', '.join(hit.also)})" if hit.also else ""
        lines.append(f"### {rank}. {cite}{also}\n\n{body}")
        data.append(
            {
                "doc_id": hit.doc_id,
                "section_path": hit.section_path,
                "page_start": hit.page_start,
                "page_end": hit.page_end,
                "doc_type": hit.doc_type,
                "content_type": hit.content_type,
                "chip": hit.chip,
                "peripheral": hit.peripheral,
                "score": round(hit.score, 6),
                "same_layout": list(hit.also),
                "text": text,
            }
        )
    return "\n\n".join(lines), {"query": query, "hits": data}


def map_result(located: Located) -> Result:
    head = f"{located.peripheral.name} · {located.doc_id} ({located.source})"
    return f"{head}\n\n{map_text(located)}", map_data(located)


def peripherals_result(maps: Sequence[Located]) -> Result:
    if not maps:
        return "No register maps (add an SVD or a datasheet).", {"peripherals": []}
    rows = ["| Peripheral | Base address | Group | Registers | Document |", "|---|---|---|---|---|"]
    data = []
    for m in maps:
        p = m.peripheral
        base = fmt_address(p.base_address) if m.origin == "svd" else "—"
        group = cell(p.group_name) or "—"
        rows.append(
            f"| {cell(p.name)} | {base} | {group} | {len(p.registers)} | {cell(m.doc_id)} |"
        )
        data.append(
            {
                "name": p.name,
                "device": m.device.name,
                "base_address": p.base_address,
                "group": p.group_name,
                "description": p.description,
                "registers": len(p.registers),
                "derived_from": p.derived_from,
                "origin": m.origin,
                "doc_id": m.doc_id,
            }
        )
    return "\n".join(rows), {"peripherals": data}


def address_result(matches: Sequence[AddressMatch]) -> Result:
    lines = []
    data = []
    for match in matches:
        located = match.located
        peripheral = located.peripheral
        where = f"{fmt_address(match.address)} is in {peripheral.name}"
        where += f" (base {fmt_address(peripheral.base_address)}, offset 0x{match.offset:X})"
        item: dict[str, Any] = {
            "address": match.address,
            "device": located.device.name,
            "peripheral": peripheral.name,
            "base_address": peripheral.base_address,
            "offset": match.offset,
            "doc_id": located.doc_id,
            "register": None,
            "fields": [],
        }
        reg = located.register
        if reg is None:
            lines.append(where + ": no register at this offset.")
        else:
            lines.append(f"{where}: register {peripheral.name}.{reg.name}")
            item["register"] = reg.name
            for f in match.fields:
                width = f.msb - f.lsb + 1
                reset = fmt_field_reset(f.reset_value, width)
                lines.append(f"- {f.name} {fmt_bits(f.lsb, f.msb)} reset {reset}: {f.description}")
                item["fields"].append({"name": f.name, "msb": f.msb, "lsb": f.lsb})
        data.append(item)
    return "\n".join(lines), {"matches": data}


def documents_result(entries: Sequence[DocumentEntry]) -> Result:
    if not entries:
        return "No documents (add some with `hwcc add`).", {"documents": []}
    rows = ["| Document | Type | Chip | Pages | Chunks | Title |", "|---|---|---|---|---|---|"]
    data = []
    for e in entries:
        rows.append(
            f"| {cell(e.doc_id)} | {cell(e.doc_type)} | {cell(e.chip) or '—'} | "
            f"{e.pages or '—'} | {e.chunks} | {cell(e.title)} |"
        )
        data.append(
            {
                "doc_id": e.doc_id,
                "path": e.path,
                "kind": e.kind,
                "doc_type": e.doc_type,
                "chip": e.chip,
                "title": e.title,
                "pages": e.pages,
                "chunks": e.chunks,
            }
        )
    return "\n".join(rows), {"documents": data}


def document_text_result(part: DocumentText) -> Result:
    cite = " · ".join(
        p for p in (part.doc_id, part.section_path, _pages(*(part.pages or (None, None)))) if p
    )
    more = "\n\n[cut here: read a narrower section or page range]" if part.truncated else ""
    return f"{cite}\n\n{part.text}{more}", to_jsonable(part)


def errata_result(answer: ErrataAnswer, peripheral: str) -> Result:
    about = f" about {peripheral}" if peripheral else ""
    if answer.hits:
        text, found = search_result(f"errata{about}", answer.hits, full=True)
        note = "No errata items extracted yet; best sections of the errata documents:\n\n"
        return note + text, {"items": [], "hits": found["hits"]}
    if not answer.items:
        if answer.documents:
            return f"No errata items{about}.", {"items": []}
        return "The project has no errata documents.", {"items": []}
    lines = []
    data = []
    for match in answer.items:
        item = match.item
        facts = [match.entry.doc_id, *item.facts()]
        if not match.applies:
            facts.append(f"for {match.entry.chip}, not this project's chip")
        lines.append(
            f"### {item.item_id} {item.title}\n\n{'; '.join(facts)}\n\n"
            f"{item.description}\n\nWorkaround: {item.workaround}".replace("\n\n\n\n", "\n\n")
        )
        record = to_jsonable(item)
        record.update(doc_id=match.entry.doc_id, applies=match.applies)
        data.append(record)
    return "\n\n".join(lines), {"items": data}


def preview_result(path: str, preview: Preview) -> Result:
    chunking = preview.chunking
    children = chunking.children
    tokens = [c.token_count for c in children]
    head = (
        f"{path}: strategy {chunking.strategy} ({chunking.reason}); "
        f"{len(chunking.parents)} parents, {len(children)} children"
    )
    if tokens:
        head += f", child tokens {min(tokens)}-{max(tokens)} (mean {sum(tokens) // len(tokens)})"
    rows = ["| # | Tokens | Content | Pages | Section |", "|---|---|---|---|---|"]
    for c in children[:50]:
        section = cell(c.section_path) or "—"
        rows.append(
            f"| {c.index} | {c.token_count} | {c.content_type} | "
            f"{_pages(c.page_start, c.page_end) or '—'} | {section} |"
        )
    if len(children) > 50:
        rows.append(f"\n… {len(children) - 50} more children")
    maps = ""
    if preview.device is not None:
        names = ", ".join(p.name for p in preview.device.peripherals)
        maps = f"\n\nRegister maps: {names}"
    warnings = "".join(f"\n- warning: {one_line(w)}" for w in preview.warnings)
    data = {
        "path": path,
        "strategy": chunking.strategy,
        "reason": chunking.reason,
        "parents": len(chunking.parents),
        "children": [
            {
                "index": c.index,
                "tokens": c.token_count,
                "content_type": c.content_type,
                "section_path": c.section_path,
                "page_start": c.page_start,
                "page_end": c.page_end,
            }
            for c in children
        ],
        "register_maps": [p.name for p in preview.device.peripherals] if preview.device else [],
        "warnings": list(preview.warnings),
    }
    return head + "\n\n" + "\n".join(rows) + maps + warnings, data


def add_result(report: AddReport) -> Result:
    lines = [f"- {d.path}: {d.status} ({d.doc_id}, {d.chunks} chunks)" for d in report.documents]
    if report.written:
        lines.append(f"Context files written: {', '.join(report.written)}")
    lines += [f"- warning: {one_line(w)}" for w in report.warnings]
    data: dict[str, Any] = to_jsonable(report)
    return "\n".join(lines), data
