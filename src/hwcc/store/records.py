"""A local copy of every stored record's text and metadata, one file per document, so that
a search in a fresh process (``hwcc search``) answers without opening Chroma.

Layout: ``records/<safe doc id>.json`` under the index directory::

    {"format": "hwcc-records-1", "doc_id": ..., "children": [[id, text, metadata], ...],
     "parents": [[id, text, metadata], ...]}

Contracts:
- :class:`~hwcc.store.chroma.Store` writes a document's file after its Chroma writes and
  before its lexical file, and deletes it before the lexical file; readers detect index
  changes through the lexical files' stamps, so a reader that sees a document's current
  lexical file also sees its current records file. Chroma stays the store of record: a
  missing, unreadable or older-format file only means the records come from Chroma.
- Written atomically and deterministically (same records, same bytes). Nothing here
  imports chromadb.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from hwcc.fsutil import atomic_write_bytes, safe_name

FORMAT = "hwcc-records-1"


@dataclass(frozen=True, slots=True)
class StoredChunk:
    """A record read back from the store."""

    record_id: str
    text: str
    metadata: dict[str, str | int]


class RecordFiles:
    """The per-document record files of one index directory."""

    def __init__(self, index_dir: Path) -> None:
        self.directory = index_dir / "records"

    def path_for(self, doc_id: str) -> Path:
        return self.directory / f"{safe_name(doc_id)}.json"

    def write_document(
        self, doc_id: str, children: Sequence[StoredChunk], parents: Sequence[StoredChunk]
    ) -> None:
        body = {
            "format": FORMAT,
            "doc_id": doc_id,
            "children": [[r.record_id, r.text, r.metadata] for r in children],
            "parents": [[r.record_id, r.text, r.metadata] for r in parents],
        }
        text = json.dumps(body, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
        atomic_write_bytes(self.path_for(doc_id), text.encode("utf-8") + b"\n")

    def delete_document(self, doc_id: str) -> None:
        self.path_for(doc_id).unlink(missing_ok=True)

    def remove_except(self, known_doc_ids: Iterable[str]) -> None:
        """Delete the files of documents not in ``known_doc_ids``."""
        if not self.directory.is_dir():
            return
        keep = {self.path_for(doc_id).name for doc_id in known_doc_ids}
        for path in self.directory.glob("*.json"):
            if path.name not in keep:
                with contextlib.suppress(FileNotFoundError):
                    path.unlink()

    def load(self, doc_id: str) -> dict[str, StoredChunk] | None:
        """Children and parents of ``doc_id`` by record id; None when the file is
        missing, unreadable or of another format (then ask Chroma)."""
        try:
            body = json.loads(self.path_for(doc_id).read_bytes())
        except (OSError, ValueError):
            return None
        if not isinstance(body, dict) or body.get("format") != FORMAT:
            return None
        if body.get("doc_id") != doc_id:
            return None
        out: dict[str, StoredChunk] = {}
        for group in ("children", "parents"):
            for rid, text, meta in body.get(group, ()):
                out[rid] = StoredChunk(rid, text, meta)
        return out
