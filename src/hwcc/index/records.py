"""A local copy of every stored record's text and metadata, one file per document, so that
a search in a fresh process (``hwcc search``) answers without opening Chroma.

Layout: ``records/<safe doc id>.json`` under the index directory::

    {"format": "hwcc-records-1", "doc_id": ..., "children": [[id, text, metadata], ...],
     "parents": [[id, text, metadata], ...]}

Contracts:
- :class:`~hwcc.index.store.Store` writes a document's file after its Chroma writes and
  before its lexical file, and deletes it before the lexical file; readers detect index
  changes through the lexical files' stamps, so a reader that sees a document's current
  lexical file also sees its current records file. Chroma stays the store of record: a
  missing, unreadable or older-format file only means the records come from Chroma.
- Written atomically and deterministically (:class:`~hwcc.index.docfiles.DocumentFiles`).
  Nothing here imports chromadb.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from hwcc.index.docfiles import DocumentFiles

FORMAT = "hwcc-records-1"


@dataclass(frozen=True, slots=True)
class StoredChunk:
    """A record read back from the store."""

    record_id: str
    text: str
    metadata: dict[str, str | int]


class RecordFiles(DocumentFiles):
    """The per-document record files of one index directory."""

    def __init__(self, index_dir: Path) -> None:
        super().__init__(index_dir, "records")

    def write_document(
        self,
        doc_id: str,
        children: Sequence[StoredChunk],
        parents: Sequence[StoredChunk],
        *,
        keep_same: bool = False,
    ) -> None:
        self.write_json(
            doc_id,
            {
                "format": FORMAT,
                "doc_id": doc_id,
                "children": [[r.record_id, r.text, r.metadata] for r in children],
                "parents": [[r.record_id, r.text, r.metadata] for r in parents],
            },
            keep_same=keep_same,
        )

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
