"""Processed files: what each document version became, under ``.hwcc/processed/``.

Contract: :func:`write_processed` stores ``<stem>.md`` (the Markdown that was chunked,
for people to inspect), ``<stem>.meta.json`` (title, type, chip, metadata, page map,
warnings), for a register model ``<stem>.device.json`` and for an errata document
``<stem>.errata.json`` (its items); :func:`read_processed`
rebuilds the identical :class:`~hwcc.types.ParseResult` (register model included), so
the index can be rebuilt without the original files and chunks exactly as on ``add``.
Stems are version-named (``processed/<doc_id>-<sha12>``), so a new version never
overwrites the committed one; :func:`sweep_processed` deletes what the manifest does not
reference.
"""

from __future__ import annotations

import json
from dataclasses import asdict
from pathlib import Path
from typing import Any

from hwcc.errors import ProjectError
from hwcc.model.device import Device
from hwcc.state.fs import atomic_write_text
from hwcc.state.manifest import DocumentEntry, Manifest
from hwcc.state.paths import ProjectPaths
from hwcc.types import ErratumItem, PageSpan, ParseResult


def processed_stem(doc_id: str, version: str) -> str:
    """Path of a document version's processed files, relative to ``.hwcc/``, no suffix."""
    return f"processed/{doc_id}-{version}"


def errata_path(paths: ProjectPaths, stem: str) -> Path:
    """Where the errata items of processed version ``stem`` are kept."""
    return paths.hwcc / f"{stem}.errata.json"


def write_processed(paths: ProjectPaths, stem: str, result: ParseResult) -> None:
    """Write the processed files of one document version (atomically, each)."""
    atomic_write_text(paths.hwcc / f"{stem}.md", result.content)
    meta = {
        "doc_id": result.doc_id,
        "title": result.title,
        "doc_type": result.doc_type,
        "chip": result.chip,
        "source_path": result.source_path,
        "metadata": dict(sorted(result.metadata.items())),
        "page_map": [[s.start, s.end, s.page] for s in result.page_map],
        "warnings": list(result.warnings),
    }
    text = json.dumps(meta, indent=1, sort_keys=True, ensure_ascii=False) + "\n"
    atomic_write_text(paths.hwcc / f"{stem}.meta.json", text)
    if result.device is not None:
        from hwcc.model.serialize import dump_device

        atomic_write_text(paths.hwcc / f"{stem}.device.json", dump_device(result.device))
    if result.errata:
        atomic_write_text(errata_path(paths, stem), dump_errata(result.errata))


def read_processed(paths: ProjectPaths, stem: str, *, models: bool = True) -> ParseResult:
    """The ParseResult saved by :func:`write_processed`; ``models=False`` leaves the
    register model and errata items unread (for callers that need only the text)."""
    content = (paths.hwcc / f"{stem}.md").read_text(encoding="utf-8")
    meta: dict[str, Any] = json.loads((paths.hwcc / f"{stem}.meta.json").read_text("utf-8"))
    device = None
    errata: tuple[ErratumItem, ...] = ()
    model = paths.hwcc / f"{stem}.device.json"
    if models and model.is_file():
        from hwcc.model.serialize import load_device

        device = load_device(model.read_text(encoding="utf-8"))
    errata_file = errata_path(paths, stem)
    if models and errata_file.is_file():
        errata = load_errata(errata_file.read_text("utf-8"))
    return ParseResult(
        doc_id=meta["doc_id"],
        title=meta["title"],
        doc_type=meta["doc_type"],
        content=content,
        chip=meta["chip"],
        source_path=meta["source_path"],
        metadata=dict(meta["metadata"]),
        page_map=tuple(PageSpan(a, b, p) for a, b, p in meta["page_map"]),
        warnings=tuple(meta["warnings"]),
        device=device,
        errata=errata,
    )


ERRATA_FORMAT = "hwcc-errata"


def dump_errata(items: tuple[ErratumItem, ...]) -> str:
    """Errata items as deterministic JSON."""
    document = {
        "format": ERRATA_FORMAT,
        "version": 1,
        "items": [asdict(item) for item in items],
    }
    return json.dumps(document, indent=1, sort_keys=True, ensure_ascii=False) + "\n"


def load_errata(text: str) -> tuple[ErratumItem, ...]:
    """The items :func:`dump_errata` wrote; ValueError for anything else."""
    document = json.loads(text)
    if not isinstance(document, dict) or document.get("format") != ERRATA_FORMAT:
        raise ValueError(f"not a {ERRATA_FORMAT} document")
    try:
        return tuple(ErratumItem(**item) for item in document["items"])
    except (TypeError, KeyError) as exc:
        raise ValueError(f"bad errata item: {exc}") from None


def errata_of(paths: ProjectPaths, entry: DocumentEntry) -> tuple[ErratumItem, ...]:
    """The errata items stored for ``entry``'s version (empty when it has none);
    ProjectError naming the file when it is damaged."""
    path = errata_path(paths, entry.processed.removesuffix(".md"))
    if not path.is_file():
        return ()
    try:
        return load_errata(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise _damaged(paths.relative(path), "errata", exc, entry) from None


def device_of(paths: ProjectPaths, entry: DocumentEntry) -> Device | None:
    """The register model stored for ``entry``'s version (None when it has none);
    ProjectError naming the file when it is damaged."""
    if not entry.model:
        return None
    from hwcc.model.serialize import load_device

    path = paths.hwcc / entry.model
    try:
        stat = path.stat()
        key = (str(path), stat.st_ino, stat.st_size, stat.st_mtime_ns)
        device = _MODELS.get(key)
        if device is None:
            device = load_device(path.read_text(encoding="utf-8"))
            if len(_MODELS) >= _MODELS_KEPT:
                _MODELS.clear()
            _MODELS[key] = device
        return device
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise _damaged(paths.relative(path), "register model", exc, entry) from None


# Register models read in this process, by file identity: models are immutable and their
# files version-named, so a long-running reader (the MCP server) parses each once.
_MODELS: dict[tuple[str, int, int, int], Device] = {}
_MODELS_KEPT = 32


def processed_result(
    paths: ProjectPaths, entry: DocumentEntry, *, models: bool = True
) -> ParseResult:
    """The ParseResult saved for ``entry``'s version (see :func:`read_processed` for
    ``models``); ProjectError when its processed files are missing or damaged."""
    try:
        return read_processed(paths, entry.processed.removesuffix(".md"), models=models)
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise _damaged(entry.processed, "processed files", exc, entry) from None


def _damaged(where: str, what: str, exc: Exception, entry: DocumentEntry) -> ProjectError:
    return ProjectError(
        f"{where}: {what} unreadable ({exc}); add {entry.path} again, forced (it is unchanged)"
    )


def sweep_processed(paths: ProjectPaths, manifest: Manifest) -> None:
    """Delete processed files ``manifest`` does not reference."""
    if not paths.processed.is_dir():
        return
    keep: set[str] = set()
    for entry in manifest.documents:
        stem = entry.processed.removesuffix(".md")
        keep |= {entry.processed, f"{stem}.meta.json", f"{stem}.errata.json", entry.model}
    for file in paths.processed.iterdir():
        rel = f"processed/{file.name}"
        if file.is_file() and rel not in keep:
            file.unlink(missing_ok=True)
