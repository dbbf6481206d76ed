"""``.hwcc/manifest.json``: which documents the project holds, in which version.

Contract: the manifest is the single source of truth for "what is indexed". It is written
last in every command that changes the project (after processed files and the index), so
anything on disk that no manifest entry references is garbage from an interrupted run and
may be cleaned up. Serialisation is deterministic: entries sorted by ``doc_id``, keys
sorted, two-space indent, trailing newline, no timestamps.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

from hwcc.errors import ProjectError

MANIFEST_VERSION = 1


@dataclass(frozen=True, slots=True)
class DocumentEntry:
    """One indexed document.

    ``path`` is the source path as a POSIX string, relative to the project root when the
    file lies inside it. ``processed`` and ``model`` are paths relative to ``.hwcc/``.
    ``version`` is the first 12 hex digits of ``sha256``; processed files and index
    entries carry it so a crash between writes leaves recognisable leftovers.
    """

    doc_id: str
    path: str
    sha256: str
    kind: str
    doc_type: str
    title: str
    chip: str = ""
    size: int = 0
    processed: str = ""
    model: str = ""
    chunks: int = 0
    pages: int = 0
    warnings: tuple[str, ...] = ()

    @property
    def version(self) -> str:
        return self.sha256[:12]


@dataclass(frozen=True)
class Manifest:
    documents: tuple[DocumentEntry, ...] = ()
    version: int = MANIFEST_VERSION
    extra: dict[str, Any] = field(default_factory=dict)

    def by_id(self, doc_id: str) -> DocumentEntry | None:
        for entry in self.documents:
            if entry.doc_id == doc_id:
                return entry
        return None

    def by_path(self, path: str) -> DocumentEntry | None:
        for entry in self.documents:
            if entry.path == path:
                return entry
        return None

    def with_entry(self, entry: DocumentEntry) -> Manifest:
        """A manifest where ``entry`` replaces any entry with the same doc_id."""
        others = [e for e in self.documents if e.doc_id != entry.doc_id]
        return replace(self, documents=tuple(sorted([*others, entry], key=lambda e: e.doc_id)))

    def without(self, doc_id: str) -> Manifest:
        return replace(self, documents=tuple(e for e in self.documents if e.doc_id != doc_id))


def dump_manifest(manifest: Manifest) -> str:
    docs = []
    for entry in sorted(manifest.documents, key=lambda e: e.doc_id):
        item = asdict(entry)
        item["warnings"] = list(entry.warnings)
        docs.append(item)
    data: dict[str, Any] = {"version": manifest.version, "documents": docs, **manifest.extra}
    return json.dumps(data, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def load_manifest(path: Path) -> Manifest:
    """Read ``path``; a missing file is an empty manifest. ProjectError if unreadable."""
    if not path.exists():
        return Manifest()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict):
            raise ValueError("top level is not an object")
        version = int(data.get("version", 0))
        if version > MANIFEST_VERSION:
            raise ValueError(f"written by a newer hwcc (manifest version {version})")
        entries = []
        for raw in data.get("documents", []):
            raw = dict(raw)
            raw["warnings"] = tuple(raw.get("warnings", ()))
            entries.append(DocumentEntry(**raw))
    except (OSError, ValueError, TypeError) as exc:
        raise ProjectError(f"{path}: manifest is unreadable ({exc})") from None
    extra = {k: v for k, v in data.items() if k not in ("version", "documents")}
    return Manifest(
        documents=tuple(sorted(entries, key=lambda e: e.doc_id)), version=version, extra=extra
    )
