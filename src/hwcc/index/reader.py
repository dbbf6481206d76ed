"""The read side of a project's index: the store, the embedder it was built with, the
BM25 index, the in-memory vector matrix and cached records, reloaded when the index
changes. :mod:`hwcc.search` ranks over it; ``add`` warms its caches."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from hwcc.errors import StoreError
from hwcc.index.records import StoredChunk

if TYPE_CHECKING:
    from hwcc.embed.base import Embedder, EmbeddingSettings
    from hwcc.index.bm25 import Bm25Index
    from hwcc.index.dense import DenseMatrix
    from hwcc.index.store import Store

_CACHE_LIMIT = 4096


class ProjectIndex:
    """A project's store plus the embedder it was built with, its BM25 index and an
    in-memory copy of its vectors.

    Both in-memory indexes are loaded on first use and reloaded when the lexical files
    or the vectors marker change, so a long-lived reader (the MCP server) sees documents
    added by a later ``hwcc add``. Child and parent records fetched from Chroma are
    cached until then too. The embedder is opened on first use (``open_embedder``), so a
    lexical search never loads a model.
    """

    def __init__(
        self,
        store: Store,
        embedder: Embedder | None = None,
        *,
        open_embedder: Callable[[], Embedder] | None = None,
    ) -> None:
        if embedder is None and open_embedder is None:
            raise ValueError("ProjectIndex needs an embedder or a way to open one")
        self.store = store
        self._embedder = embedder
        self._open_embedder = open_embedder
        self._bm25: Bm25Index | None = None
        self._dense: DenseMatrix | None = None
        self._dense_stale = False
        self._signature = ""
        self._checked = False
        self._children: dict[str, StoredChunk] = {}
        self._parents: dict[str, StoredChunk] = {}
        self._doc_of_parent: dict[str, str] | None = None
        self._tables: dict[str, tuple[str, dict[str, StoredChunk]]] = {}

    @property
    def embedder(self) -> Embedder:
        if self._embedder is None:
            assert self._open_embedder is not None
            self._embedder = self._open_embedder()
        return self._embedder

    @classmethod
    def open(
        cls, index_dir: Path, settings: EmbeddingSettings | None = None, *, url: str = ""
    ) -> ProjectIndex:
        """Open ``index_dir`` (``.hwcc/index``) or the Chroma server at ``url``."""
        from hwcc.embed.base import embedder_for
        from hwcc.index.store import Store

        return cls(Store(index_dir, url=url), embedder_for(settings))

    def refresh(self) -> None:
        """Notice index changes since the last call (:func:`search` calls this once per
        query; :meth:`bm25` and :meth:`dense` load what is missing but do not re-check).
        On a change the BM25 index and the record caches are dropped and the dense
        matrix is marked for an incremental update."""
        from hwcc.state.markers import read_vectors_pending

        pending = read_vectors_pending(Path(self.store.index_dir))
        signature = f"{self.store.lexical.signature()}/{sorted((pending or {}).items())}"
        if signature != self._signature:
            self._bm25 = None
            self._dense_stale = True
            self._children.clear()
            self._parents.clear()
            self._signature = signature

    def bm25(self) -> Bm25Index:
        if not self._signature:
            self.refresh()
        if self._bm25 is None:
            self._bm25 = self.store.lexical.load_index()
        return self._bm25

    def dense(self) -> DenseMatrix:
        from hwcc.index.dense import refresh_dense

        if not self._signature:
            self.refresh()
        if self._dense is None or self._dense_stale:
            key = f"{self.store.url}/{self.store.chunks_name}"
            self._dense = refresh_dense(self.store, self._dense, key)
            self._dense_stale = False
            self._doc_of_parent = None
        return self._dense

    def children(self, ids: Sequence[str]) -> dict[str, StoredChunk]:
        """Child records by id (cached; absent ids are left out)."""
        return self._fetch(self._children, ids, self.store.get_children)

    def parents(self, ids: Sequence[str]) -> dict[str, StoredChunk]:
        """Parent records by id (cached; absent ids are left out)."""
        return self._fetch(self._parents, ids, self.store.get_parents)

    def _fetch(
        self,
        cache: dict[str, StoredChunk],
        ids: Sequence[str],
        get: Callable[[Sequence[str]], dict[str, StoredChunk]],
    ) -> dict[str, StoredChunk]:
        """Records by id: from ``cache``, else from the documents' record files (no
        Chroma), else from Chroma through ``get``."""
        missing = [rid for rid in dict.fromkeys(ids) if rid not in cache]
        if missing:
            if len(cache) > _CACHE_LIMIT:
                cache.clear()
            for doc_id in self._documents_of(missing):
                records = self.store.records.load(doc_id)
                if records is not None:
                    cache.update((rid, records[rid]) for rid in missing if rid in records)
            missing = [rid for rid in missing if rid not in cache]
            if missing:
                cache.update(get(missing))
        return {rid: cache[rid] for rid in ids if rid in cache}

    def _documents_of(self, ids: Sequence[str]) -> list[str]:
        """The documents holding child or parent records ``ids`` (by the dense matrix)."""
        matrix = self.dense()
        if self._doc_of_parent is None:
            self._doc_of_parent = {
                parent: matrix.field(rid, "doc_id")
                for rid, parent in zip(matrix.ids, matrix.parents, strict=True)
                if parent
            }
        found: dict[str, None] = {}
        for rid in ids:
            if rid in matrix.row:
                found[matrix.field(rid, "doc_id")] = None
            elif rid in self._doc_of_parent:
                found[self._doc_of_parent[rid]] = None
        return list(found)

    def check_embedder(self) -> None:
        """StoreError when the index was built with another embedder."""
        if self._checked:
            return
        # The dense matrix (usually from dense.bin) remembers the embedder; an empty one
        # (no records, or none read yet) defers to the collection metadata.
        built_with = self.dense().embedder or self.store.embedder_name()
        if built_with is not None and built_with != self.embedder.name:
            raise StoreError(
                f"the index was built with embedder '{built_with}' but the configured "
                f"embedder is '{self.embedder.name}'; rebuild the index with 'hwcc reindex'"
            )
        self._checked = True

    def record_table(self, doc_ids: Iterable[str]) -> RecordTable:
        """The records of ``doc_ids`` from their record files (no Chroma, no vectors):
        what a lexical search needs to group, fold and show its hits."""
        records: dict[str, StoredChunk] = {}
        for doc_id in sorted(set(doc_ids)):
            stamp = self._record_stamp(doc_id)
            cached = self._tables.get(doc_id)
            if cached is None or cached[0] != stamp:
                loaded = self.store.records.load(doc_id) or {}
                if len(self._tables) > 64:
                    self._tables.clear()
                cached = (stamp, loaded)
                self._tables[doc_id] = cached
            records.update(cached[1])
        return RecordTable(records)

    def _record_stamp(self, doc_id: str) -> str:
        try:
            stat = self.store.records.path_for(doc_id).stat()
        except OSError:
            return ""
        return f"{stat.st_ino}:{stat.st_size}:{stat.st_mtime_ns}"


class RecordTable:
    """Child and parent records by id with the fields search groups and folds by (the
    lexical counterpart of :class:`~hwcc.index.dense.DenseMatrix`'s ``row``, ``parent``
    and ``field``)."""

    def __init__(self, records: dict[str, StoredChunk]) -> None:
        self.records = records
        self.row = {rid: None for rid, r in records.items() if r.metadata.get("level") != "parent"}

    def parent(self, rid: str) -> str:
        return str(self.records[rid].metadata.get("parent_id", ""))

    def field(self, rid: str, name: str) -> str:
        return str(self.records[rid].metadata.get(name, ""))

    def get(self, ids: Sequence[str]) -> dict[str, StoredChunk]:
        return {rid: self.records[rid] for rid in ids if rid in self.records}
