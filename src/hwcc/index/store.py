"""The vector store: ChromaDB, local (``PersistentClient``) or remote (``HttpClient``).

Layout: collection ``hwcc_chunks`` (``hwcc_<namespace>_chunks`` when a namespace is given)
holds child chunks with their embeddings (the only
collection searched by vector); ``hwcc_parents`` holds parent sections (text + metadata,
a constant 1-d placeholder vector because Chroma requires one and is never queried by
vector there). The lexical side lives in files next to Chroma (:mod:`hwcc.index.lexical`),
and so does a copy of every record's text and metadata (:mod:`hwcc.index.records`). The
Chroma client is opened on first use only.

Contracts:
- Record ids are content hashes: ``sha256(doc_id, level, section_path, text)`` (first 32
  hex digits), with ``-<n>`` appended to the n-th repeat of the same content in a
  document. Re-syncing an edited document therefore embeds only chunks whose content
  changed; chunks whose content is unchanged keep their vectors and only get their
  metadata (pages, order, parent) updated when it changed.
- The embedded text of a child is ``section_path + "\\n" + text`` (the section title
  gives context the chunk text lacks) with pipe tables compacted (:func:`embed_text`);
  BM25 indexes the uncompacted form (:func:`lexical_text`); the stored document is the
  child text alone. Child ids also hash :data:`EMBED_RECIPE`, so changing the recipe
  re-embeds every child on the next sync instead of mixing vectors of two recipes.
- Every record carries ``doc_id``; :meth:`Store.delete_document` and
  :meth:`Store.remove_orphans` use it. Writes add before they delete, so a process killed
  mid-sync leaves only extra records, which the next sync or ``remove_orphans`` removes.
- ``hwcc_chunks`` remembers the embedder name and dimension; syncing with another
  embedder raises :class:`~hwcc.errors.StoreError` (the index must be rebuilt).
- Chroma telemetry is disabled; nothing here touches the network except an explicit
  ``url``.
"""

from __future__ import annotations

import hashlib
import re
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

from hwcc.errors import HwccError, StoreError
from hwcc.index.bm25 import LexicalEntry
from hwcc.index.lexical import LexicalFiles
from hwcc.index.records import RecordFiles, StoredChunk
from hwcc.index.tokenize import terms
from hwcc.types import Chunk

if TYPE_CHECKING:
    from hwcc.embed.base import Embedder

EMBED_BATCH = 256
WRITE_BATCH = 1000


@dataclass(frozen=True, slots=True)
class SyncStats:
    """What :meth:`Store.sync_document` did: child+parent records added (embedded for
    children), removed, kept unchanged and kept with updated metadata."""

    added: int
    removed: int
    kept: int
    updated: int = 0


@dataclass(frozen=True, slots=True)
class _Record:
    record_id: str
    text: str
    embed_text: str
    metadata: dict[str, str | int]


def record_id(doc_id: str, level: str, section_path: str, text: str) -> str:
    """The content hash that identifies a chunk record (without repeat suffix)."""
    digest = hashlib.sha256()
    for part in (doc_id, level, section_path, text):
        digest.update(part.encode("utf-8"))
        digest.update(b"\x00")
    return digest.hexdigest()[:32]


_ADDRESS = re.compile(r"0x[0-9A-Fa-f]{8}\b")
_DERIVED_LINE = re.compile(r"^- Derived from: .*\n?", re.MULTILINE)


def same_as_key(doc_id: str, chunk: Chunk) -> str:
    """Search shows one hit for the children that share this key: chunks of peripherals
    whose registers are equal in every attribute but addresses (``metadata["fold_as"]``
    names the group's first member, see :func:`hwcc.index.sync.chunk_result`) and whose
    texts are equal once the peripheral name, the 32-bit hex literals and the header's
    "Derived from" line are set aside (within such a group those literals are addresses:
    reset values are equal by construction). "" (never folded) for every other chunk."""
    group = str(chunk.metadata.get("fold_as", ""))
    peripheral = str(chunk.metadata.get("peripheral", ""))
    if not group or not peripheral:
        return ""
    path = " > ".join(group if p == peripheral else p for p in chunk.section_path.split(" > "))
    text = _DERIVED_LINE.sub("", chunk.text)  # derived members say so; the base does not
    text = _ADDRESS.sub("0x_", re.sub(rf"\b{re.escape(peripheral)}\b", group, text))
    digest = hashlib.sha256(f"{doc_id}\x00{path}\x00{text}".encode())
    return digest.hexdigest()[:16]


EMBED_RECIPE = "compact-tables-3"  # part of child record ids: a new recipe re-embeds


def lexical_text(chunk: Chunk) -> str:
    """The text BM25 indexes for a child chunk: section path + the full chunk text."""
    return f"{chunk.section_path}\n{chunk.text}" if chunk.section_path else chunk.text


def embed_text(chunk: Chunk) -> str:
    """The text the embedder sees for a child chunk: :func:`lexical_text` with its pipe
    tables compacted (:func:`hwcc.index.compact.compact_tables`: columns of numbers, hex
    and access codes dropped — BM25 still indexes them), and, for a chunk whose
    ``metadata["layout_of"]`` names the representative of its peripheral's layout group,
    that name in place of the peripheral's in the section path; SVD chunks leave out the
    path's first segment (the device title, identical on every chunk of the file)."""
    from hwcc.index.compact import compact_tables

    if not chunk.section_path:
        return compact_tables(chunk.text)
    parts = chunk.section_path.split(" > ")
    alias = str(chunk.metadata.get("layout_of", ""))
    peripheral = str(chunk.metadata.get("peripheral", ""))
    if alias and peripheral:
        # Same-layout peripherals (GPIOB..GPIOK like GPIOA) embed under the representative's
        # name, so their identical register texts are embedded once; BM25 keeps the real name.
        parts = [alias if part == peripheral else part for part in parts]
    if chunk.metadata.get("doc_type") == "svd" and len(parts) > 1:
        parts = parts[1:]  # "<DEVICE> register map" is the same on every chunk of the file
    return compact_tables(f"{' > '.join(parts)}\n{chunk.text}")


def _where(filters: dict[str, str]) -> dict[str, Any] | None:
    clauses = [{key: value} for key, value in sorted(filters.items())]
    if not clauses:
        return None
    if len(clauses) == 1:
        return clauses[0]
    return {"$and": clauses}


class Store:
    """One project's vector + lexical index. Not safe for concurrent writers (the
    pipeline holds the project lock); any number of readers is fine."""

    def __init__(self, index_dir: Path, *, url: str = "", namespace: str = "") -> None:
        """Open (creating if needed) the index in ``index_dir``; with ``url``, vectors live
        on that Chroma server in collections prefixed by ``namespace`` (so several
        projects can share one server) and only the lexical files stay local."""
        self.index_dir = index_dir
        self.url = url
        self.lexical = LexicalFiles(index_dir)
        self.records = RecordFiles(index_dir)
        if url:
            parts = urlsplit(url)
            if parts.scheme not in ("http", "https") or not parts.hostname:
                raise StoreError(f"[store] url must be http(s)://host:port, got {url!r}")
        self._client: Any = None
        if namespace and not namespace.replace("-", "").replace("_", "").isalnum():
            raise StoreError(f"[store] namespace must be alphanumeric, got {namespace!r}")
        prefix = f"hwcc_{namespace}_" if namespace else "hwcc_"
        self.chunks_name = f"{prefix}chunks"
        self.parents_name = f"{prefix}parents"
        self._chunks: Any = None
        self._parents: Any = None

    @property
    def client(self) -> Any:
        """The Chroma client, opened (and chromadb imported, ~1 s) on first use: a search
        served from the local caches and record files never needs it."""
        if self._client is None:
            self._client = self._open_client()
        return self._client

    def _open_client(self) -> Any:
        import chromadb
        from chromadb.config import Settings

        settings = Settings(anonymized_telemetry=False)
        try:
            if self.url:
                parts = urlsplit(self.url)
                return chromadb.HttpClient(
                    host=parts.hostname or "",
                    port=parts.port or (443 if parts.scheme == "https" else 8000),
                    ssl=parts.scheme == "https",
                    settings=settings,
                )
            (self.index_dir / "chroma").mkdir(parents=True, exist_ok=True)
            return chromadb.PersistentClient(path=str(self.index_dir / "chroma"), settings=settings)
        except Exception as exc:  # chromadb raises many types (httpx, sqlite, rust)
            where = self.url or str(self.index_dir / "chroma")
            raise StoreError(f"cannot open the vector store at {where}: {exc}") from exc

    # ---------------------------------------------------------------- collections

    def _collection(self, name: str, embedder: Embedder | None = None) -> Any:
        client = self.client  # StoreError when the store cannot be opened: never "absent"
        try:
            if embedder is None:
                try:
                    return client.get_collection(name, embedding_function=None)
                except Exception:
                    return None
            meta: dict[str, Any] = {"hnsw:space": "cosine"}
            if name == self.chunks_name:
                meta.update({"hwcc:embedder": embedder.name, "hwcc:dim": embedder.dim})
            collection = client.get_or_create_collection(
                name, embedding_function=None, metadata=meta
            )
        except HwccError:
            raise  # e.g. the embedder could not reach its server (asked for its dim)
        except Exception as exc:
            raise StoreError(f"vector store: cannot open collection {name}: {exc}") from exc
        if name == self.chunks_name:
            stored = (collection.metadata or {}).get("hwcc:embedder")
            if stored != embedder.name:
                raise StoreError(
                    f"the index was built with embedder '{stored}' but the configured "
                    f"embedder is '{embedder.name}'; rebuild the index with 'hwcc reindex'"
                )
        return collection

    def _chunks_collection(self, embedder: Embedder | None = None) -> Any:
        if self._chunks is None or embedder is not None:
            self._chunks = self._collection(self.chunks_name, embedder)
        return self._chunks

    def _parents_collection(self, create: bool = False) -> Any:
        if self._parents is None:
            if create:
                self._parents = self.client.get_or_create_collection(
                    self.parents_name, embedding_function=None, metadata={"hwcc:placeholder": 1}
                )
            else:
                self._parents = self._collection(self.parents_name)
        return self._parents

    def embedder_name(self) -> str | None:
        """Name of the embedder the index was built with (None for an empty index)."""
        collection = self._chunks_collection()
        if collection is None:
            return None
        value = (collection.metadata or {}).get("hwcc:embedder")
        return str(value) if value is not None else None

    # ---------------------------------------------------------------- writing

    def _records(
        self,
        doc_id: str,
        chunks: Sequence[Chunk],
        doc_type: str,
        chip: str,
        *,
        embed: bool = True,
        lexical: bool = True,
    ) -> tuple[list[_Record], list[_Record], list[LexicalEntry]]:
        """Parent and child records of ``chunks`` and the children's lexical entries;
        ``embed=False`` leaves the embedded texts out, ``lexical=False`` the lexical
        entries (both cost time on thousands of chunks)."""
        seen: Counter[str] = Counter()

        def unique(base: str) -> str:
            seen[base] += 1
            return base if seen[base] == 1 else f"{base}-{seen[base] - 1}"

        parent_ids: dict[str, str] = {}
        parent_keys: dict[str, str] = {}
        parents: list[_Record] = []
        children: list[_Record] = []
        entries: list[LexicalEntry] = []
        for chunk in chunks:
            if chunk.level != "parent":
                continue
            rid = unique(record_id(doc_id, "parent", chunk.section_path, chunk.text))
            parent_ids[chunk.chunk_id] = rid
            parent_keys[chunk.chunk_id] = same_as_key(doc_id, chunk)
            parents.append(_Record(rid, chunk.text, "", self._meta(doc_id, chunk, doc_type, chip)))
        for chunk in chunks:
            if chunk.level == "parent":
                continue
            level = f"child/{EMBED_RECIPE}"
            rid = unique(record_id(doc_id, level, chunk.section_path, chunk.text))
            meta = self._meta(doc_id, chunk, doc_type, chip)
            meta["parent_id"] = parent_ids.get(chunk.parent_id or "", "")
            # search folds whole sections (parents), so a child carries its parent's key
            if chunk.parent_id in parent_keys:
                meta["same_as"] = parent_keys[chunk.parent_id]
            else:
                meta["same_as"] = same_as_key(doc_id, chunk)
            children.append(_Record(rid, chunk.text, embed_text(chunk) if embed else "", meta))
            if not lexical:
                continue
            entries.append(
                LexicalEntry(
                    chunk_id=rid,
                    terms=tuple(terms(lexical_text(chunk))),
                    doc_id=doc_id,
                    doc_type=str(meta["doc_type"]),
                    chip=str(meta["chip"]),
                    peripheral=str(meta["peripheral"]),
                    content_type=str(meta["content_type"]),
                )
            )
        return parents, children, entries

    @staticmethod
    def _meta(doc_id: str, chunk: Chunk, doc_type: str, chip: str) -> dict[str, str | int]:
        md = chunk.metadata
        return {
            "doc_id": doc_id,
            "doc_type": doc_type or md.get("doc_type", ""),
            "chip": chip or md.get("chip", ""),
            "peripheral": md.get("peripheral", ""),
            "section_path": chunk.section_path,
            "page_start": chunk.page_start or 0,
            "page_end": chunk.page_end or chunk.page_start or 0,
            "content_type": chunk.content_type,
            "level": chunk.level,
            "parent_id": "",
            "chunk_id": chunk.chunk_id,
            "index": chunk.index,
            "token_count": chunk.token_count,
        }

    def sync_document(
        self,
        doc_id: str,
        chunks: Sequence[Chunk],
        embedder: Embedder,
        *,
        doc_type: str = "",
        chip: str = "",
        progress: Callable[[int], None] | None = None,
    ) -> SyncStats:
        """Make the stored records of ``doc_id`` equal ``chunks``; embed only new ones:
        :meth:`sync_vectors`, then :meth:`write_lexical`.

        ``doc_type``/``chip`` apply to every chunk (falling back to each chunk's
        ``metadata``); ``peripheral`` comes from ``chunk.metadata``. ``progress`` is
        called with the number of child chunks embedded after each batch. Children whose
        ``parent_id`` names a parent chunk in ``chunks`` are linked to its record.
        """
        parents, children, lexical = self._records(doc_id, chunks, doc_type, chip)
        stats = self._sync_vectors(doc_id, parents, children, embedder, progress)
        self._write_files(doc_id, parents, children, lexical, keep_same=False)
        return stats

    def write_lexical(
        self,
        doc_id: str,
        chunks: Sequence[Chunk],
        *,
        doc_type: str = "",
        chip: str = "",
        keep_same: bool = False,
    ) -> int:
        """Write ``doc_id``'s record file, then its lexical file, for ``chunks``: the
        lexical index, which search answers from without any vector (no Chroma, no
        embedder). ``keep_same``: files already holding these bytes are left untouched.
        Returns the number of child records."""
        parents, children, lexical = self._records(doc_id, chunks, doc_type, chip, embed=False)
        self._write_files(doc_id, parents, children, lexical, keep_same=keep_same)
        return len(children)

    def _write_files(
        self,
        doc_id: str,
        parents: list[_Record],
        children: list[_Record],
        lexical: list[LexicalEntry],
        *,
        keep_same: bool,
    ) -> None:
        """The record file, then the lexical file, of ``doc_id``."""
        self.records.write_document(
            doc_id,
            [StoredChunk(r.record_id, r.text, r.metadata) for r in children],
            [StoredChunk(r.record_id, r.text, r.metadata) for r in parents],
            keep_same=keep_same,
        )
        self.lexical.write_document(doc_id, lexical, keep_same=keep_same)

    def sync_vectors(
        self,
        doc_id: str,
        chunks: Sequence[Chunk],
        embedder: Embedder,
        *,
        doc_type: str = "",
        chip: str = "",
        progress: Callable[[int], None] | None = None,
    ) -> SyncStats:
        """Make the Chroma records of ``doc_id`` equal ``chunks`` (children embedded,
        only new texts; parents with their placeholder vector); writes no file.
        ``progress`` is called with the number of children that need no embedding
        (already stored) once, then with the number embedded after each batch."""
        parents, children, _ = self._records(doc_id, chunks, doc_type, chip, lexical=False)
        return self._sync_vectors(doc_id, parents, children, embedder, progress)

    def _sync_vectors(
        self,
        doc_id: str,
        parents: list[_Record],
        children: list[_Record],
        embedder: Embedder,
        progress: Callable[[int], None] | None,
    ) -> SyncStats:
        """:meth:`sync_vectors` for records already built."""
        chunks_col = self._chunks_collection(embedder)
        parents_col = self._parents_collection(create=True)
        added, removed, kept, updated = 0, 0, 0, 0
        for collection, records, embed in (
            (parents_col, parents, False),
            (chunks_col, children, True),
        ):
            a, r, k, u = self._sync(
                collection, doc_id, records, embedder if embed else None, progress
            )
            added, removed, kept, updated = added + a, removed + r, kept + k, updated + u
        return SyncStats(added=added, removed=removed, kept=kept, updated=updated)

    def has_vectors(self) -> bool:
        """Whether there may be a vector store to read or clean (a server, or a local
        Chroma directory): an index built only lexically never imports chromadb."""
        return bool(self.url) or (self.index_dir / "chroma").is_dir()

    def _sync(
        self,
        collection: Any,
        doc_id: str,
        records: list[_Record],
        embedder: Embedder | None,
        progress: Callable[[int], None] | None = None,
    ) -> tuple[int, int, int, int]:
        try:
            existing = collection.get(where={"doc_id": doc_id}, include=["metadatas"])
            old = dict(zip(existing["ids"], existing["metadatas"], strict=True))
            new = [r for r in records if r.record_id not in old]
            changed = [r for r in records if r.record_id in old and old[r.record_id] != r.metadata]
            if progress is not None and embedder is not None and len(records) > len(new):
                progress(len(records) - len(new))
            embedded: dict[str, Any] = {}  # identical texts are embedded once per sync
            for start in range(0, len(new), EMBED_BATCH):
                batch = new[start : start + EMBED_BATCH]
                if embedder is not None:
                    import numpy as np

                    missing = [
                        text
                        for text in dict.fromkeys(r.embed_text for r in batch)
                        if text not in embedded
                    ]
                    if missing:
                        embedded.update(zip(missing, embedder.embed(missing), strict=True))
                    vectors: Any = np.stack([embedded[r.embed_text] for r in batch])
                else:
                    vectors = [[1.0]] * len(batch)
                collection.add(
                    ids=[r.record_id for r in batch],
                    embeddings=vectors,
                    documents=[r.text for r in batch],
                    metadatas=[r.metadata for r in batch],
                )
                if progress is not None and embedder is not None:
                    progress(len(batch))
            for start in range(0, len(changed), WRITE_BATCH):
                batch = changed[start : start + WRITE_BATCH]
                collection.update(
                    ids=[r.record_id for r in batch], metadatas=[r.metadata for r in batch]
                )
            wanted = {r.record_id for r in records}
            gone = sorted(set(old) - wanted)
            for start in range(0, len(gone), WRITE_BATCH):
                collection.delete(ids=gone[start : start + WRITE_BATCH])
        except HwccError:
            raise
        except Exception as exc:
            raise StoreError(f"vector store: syncing {doc_id} failed: {exc}") from exc
        return len(new), len(gone), len(records) - len(new) - len(changed), len(changed)

    def delete_document(self, doc_id: str) -> int:
        """Remove every record of ``doc_id``; the number of records removed."""
        removed = 0
        collections = (
            (self._chunks_collection(), self._parents_collection()) if self.has_vectors() else ()
        )
        for collection in collections:
            if collection is None:
                continue
            try:
                ids = collection.get(where={"doc_id": doc_id}, include=[])["ids"]
                for start in range(0, len(ids), WRITE_BATCH):
                    collection.delete(ids=ids[start : start + WRITE_BATCH])
            except Exception as exc:
                raise StoreError(f"vector store: deleting {doc_id} failed: {exc}") from exc
            removed += len(ids)
        self.records.delete_document(doc_id)
        self.lexical.delete_document(doc_id)
        return removed

    def document_ids(self) -> set[str]:
        """Every doc_id that owns at least one record or lexical file."""
        found = set(self.lexical.doc_ids())
        collections = (
            (self._chunks_collection(), self._parents_collection()) if self.has_vectors() else ()
        )
        for collection in collections:
            if collection is None:
                continue
            try:
                metas = collection.get(include=["metadatas"])["metadatas"]
            except Exception as exc:
                raise StoreError(f"vector store: listing documents failed: {exc}") from exc
            found.update(str(m.get("doc_id", "")) for m in metas if m)
        return found

    def remove_orphans(self, known_doc_ids: Iterable[str]) -> int:
        """Delete records and lexical files of documents not in ``known_doc_ids``;
        the number of Chroma records removed."""
        known = set(known_doc_ids)
        removed = 0
        for doc_id in sorted(self.document_ids() - known):
            removed += self.delete_document(doc_id)
        self.remove_lexical_orphans(known)
        return removed

    def remove_lexical_orphans(self, known_doc_ids: Iterable[str]) -> None:
        """Delete record and lexical files of documents not in ``known_doc_ids`` (no
        Chroma: its orphans are invisible to search, which filters by the manifest)."""
        known = set(known_doc_ids)
        self.records.remove_except(known)
        self.lexical.remove_except(known)

    def reset(self) -> None:
        """Drop every collection and lexical file (before a rebuild)."""
        client = self.client  # StoreError when the store cannot be opened
        for name in (self.chunks_name, self.parents_name):
            try:
                client.delete_collection(name)
            except Exception:  # absent collection
                continue
        self._chunks = self._parents = None
        self.records.remove_except(())
        self.lexical.remove_except(())
        for cache_name in ("bm25.bin", "dense.bin"):
            (self.index_dir / cache_name).unlink(missing_ok=True)

    # ---------------------------------------------------------------- reading

    def count(self) -> int:
        """Number of child records."""
        collection = self._chunks_collection()
        return 0 if collection is None else int(collection.count())

    def query(
        self, vector: Sequence[float], n: int, filters: dict[str, str] | None = None
    ) -> list[tuple[StoredChunk, float]]:
        """The ``n`` children nearest to ``vector`` (cosine distance) passing ``filters``."""
        collection = self._chunks_collection()
        if collection is None or n <= 0:
            return []
        try:
            result = collection.query(
                query_embeddings=[list(vector)],
                n_results=n,
                where=_where(filters or {}),
                include=["documents", "metadatas", "distances"],
            )
        except Exception as exc:
            raise StoreError(f"vector store: query failed: {exc}") from exc
        return [
            (StoredChunk(rid, doc or "", dict(meta or {})), float(dist))
            for rid, doc, meta, dist in zip(
                result["ids"][0],
                result["documents"][0],
                result["metadatas"][0],
                result["distances"][0],
                strict=True,
            )
        ]

    def get_children(self, ids: Sequence[str]) -> dict[str, StoredChunk]:
        return self._get(self._chunks_collection(), ids)

    def get_parents(self, ids: Sequence[str]) -> dict[str, StoredChunk]:
        return self._get(self._parents_collection(), ids)

    @staticmethod
    def _get(collection: Any, ids: Sequence[str]) -> dict[str, StoredChunk]:
        if collection is None or not ids:
            return {}
        try:
            result = collection.get(ids=list(ids), include=["documents", "metadatas"])
        except Exception as exc:
            raise StoreError(f"vector store: get failed: {exc}") from exc
        return {
            rid: StoredChunk(rid, doc or "", dict(meta or {}))
            for rid, doc, meta in zip(
                result["ids"], result["documents"], result["metadatas"], strict=True
            )
        }
