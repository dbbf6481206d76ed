"""Persistence of the lexical (BM25) side of the index under ``.hwcc/index/``.

Layout:
- ``lexical/<safe doc id>.json``: one file per document, the source of truth: each child
  chunk's id, its terms (:func:`hwcc.index.tokenize.terms` of section path + text) and
  its filter metadata. Written atomically and deterministically (same chunks, same bytes).
- ``bm25.bin``: the compiled :class:`~hwcc.index.bm25.Bm25Index`, a cache keyed by a
  signature of the per-document files (name, inode, size, mtime). :meth:`load_index`
  rebuilds and rewrites it (atomically) when the signature differs, so a crash between
  writes can only cost a rebuild, never a stale answer.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
from collections.abc import Sequence
from pathlib import Path

from hwcc.errors import StoreError
from hwcc.index import tokenize
from hwcc.index.bm25 import Bm25Index, LexicalEntry
from hwcc.index.docfiles import DocumentFiles
from hwcc.state.fs import atomic_write_bytes

FORMAT = "hwcc-lexical-1"
CACHE_NAME = "bm25.bin"


class LexicalFiles(DocumentFiles):
    """The per-document lexical files of one index directory."""

    def __init__(self, index_dir: Path) -> None:
        super().__init__(index_dir, "lexical")

    def write_document(
        self, doc_id: str, entries: Sequence[LexicalEntry], *, keep_same: bool = False
    ) -> None:
        self.write_json(
            doc_id,
            {
                "format": FORMAT,
                "tokenizer": tokenize.VERSION,
                "doc_id": doc_id,
                "chunks": [
                    [
                        e.chunk_id,
                        " ".join(e.terms),
                        e.doc_type,
                        e.chip,
                        e.peripheral,
                        e.content_type,
                    ]
                    for e in entries
                ],
            },
            keep_same=keep_same,
        )

    def _read(self, path: Path) -> dict[str, object]:
        try:
            body = json.loads(path.read_bytes())
        except (OSError, ValueError) as exc:
            raise StoreError(f"{path}: unreadable lexical index file ({exc})") from exc
        if not isinstance(body, dict) or body.get("format") != FORMAT:
            raise StoreError(f"{path}: not a lexical index file of this hwcc version")
        return body

    def doc_ids(self) -> set[str]:
        return {str(self._read(path)["doc_id"]) for path in self._files()}

    def stamps(self) -> dict[str, str]:
        """File name -> ``"inode:size:mtime_ns"`` of every per-document file. Every sync
        or delete of a document rewrites or removes its file after its Chroma writes,
        so a changed stamp marks a document whose records may have changed."""
        out: dict[str, str] = {}
        for path in self._files():
            with contextlib.suppress(FileNotFoundError):  # deleted meanwhile
                stat = path.stat()
                out[path.name] = f"{stat.st_ino}:{stat.st_size}:{stat.st_mtime_ns}"
        return out

    def signature(self, stamps: dict[str, str] | None = None) -> str:
        """A digest of :meth:`stamps` (pass them when already taken)."""
        digest = hashlib.sha256(f"{FORMAT}/{tokenize.VERSION}".encode())
        for name, stamp in sorted((self.stamps() if stamps is None else stamps).items()):
            digest.update(f"{name}:{stamp}\n".encode())
        return digest.hexdigest()

    def doc_id_of(self, file_name: str) -> str:
        """The doc_id stored in the per-document file ``file_name``."""
        return str(self._read(self.directory / file_name)["doc_id"])

    def entries(self) -> list[LexicalEntry]:
        """Every stored entry, documents in file-name order, chunks in stored order."""
        out: list[LexicalEntry] = []
        for path in self._files():
            body = self._read(path)
            if body.get("tokenizer") != tokenize.VERSION:
                raise StoreError(
                    f"{path}: lexical index built by another tokenizer version; "
                    "re-add the documents"
                )
            doc_id = str(body["doc_id"])
            chunks = body["chunks"]
            assert isinstance(chunks, list)
            for chunk_id, terms, doc_type, chip, peripheral, content_type in chunks:
                out.append(
                    LexicalEntry(
                        chunk_id=chunk_id,
                        terms=tuple(terms.split()),
                        doc_id=doc_id,
                        doc_type=doc_type,
                        chip=chip,
                        peripheral=peripheral,
                        content_type=content_type,
                    )
                )
        return out

    def load_index(self) -> Bm25Index:
        """The BM25 index of all documents, from the cache when it is current."""
        signature = self.signature()
        cache = self.index_dir / CACHE_NAME
        if cache.is_file():
            loaded = Bm25Index.from_bytes(cache.read_bytes(), signature)
            if loaded is not None:
                return loaded
        index = Bm25Index.build(self.entries())
        if self.index_dir.is_dir():
            with contextlib.suppress(OSError):  # a read-only index still answers queries
                atomic_write_bytes(cache, index.to_bytes(signature))
        return index
