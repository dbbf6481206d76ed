"""The read side of a project's index: the store, the embedder it was built with, the
BM25 index, the in-memory vector matrix and cached records, reloaded when the index
changes. :mod:`hwcc.search` ranks over it; ``add`` warms its caches."""

from __future__ import annotations

import threading
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
    lexical search never loads a model; :meth:`prepare_embedder` opens it and loads its
    model on a background thread, so that a new process's first query loads the indexes
    meanwhile.
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
        self._open_lock = threading.Lock()
        self._preparing: threading.Thread | None = None

    @property
    def embedder(self) -> Embedder:
        if self._embedder is None:
            with self._open_lock:  # prepare_embedder's thread may be opening it
                if self._embedder is None:
                    assert self._open_embedder is not None
                    self._embedder = self._open_embedder()
        return self._embedder

    def prepare_embedder(self) -> None:
        """Open the embedder and let it load what a query needs (its ``warm`` method,
        when it has one: the offline model's tokenizer and session) on a background
        thread; at most once per reader. Nothing changes for the caller: :attr:`embedder`
        and its ``embed`` wait for the work in progress (their locks), and an error on
        the thread is dropped, so the foreground opens or loads again and raises it
        there. numpy is imported first, on the calling thread (see below). The thread is
        not a daemon: a process that ends meanwhile waits for it rather than tearing the
        runtime down under a model being loaded."""
        if self._preparing is not None or (self._embedder is None and self._open_embedder is None):
            return
        # Two threads importing numpy at once can see its extension module half
        # initialised (ImportError in either); the indexes need it anyway, so this
        # thread imports it before the model's libraries (onnxruntime) are imported there.
        import numpy  # noqa: F401

        self._preparing = threading.Thread(
            target=self._prepare, name="hwcc-embedder-warm", daemon=False
        )
        self._preparing.start()

    def _prepare(self) -> None:
        from hwcc.embed.base import warm

        try:
            warm(self.embedder)
        except Exception:  # raised again by the foreground's own call
            return

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
        return self.sections(ids, ())[0]

    def parents(self, ids: Sequence[str]) -> dict[str, StoredChunk]:
        """Parent records by id (cached; absent ids are left out)."""
        return self.sections((), ids)[1]

    def sections(
        self, child_ids: Sequence[str], parent_ids: Sequence[str]
    ) -> tuple[dict[str, StoredChunk], dict[str, StoredChunk]]:
        """Child and parent records by id, as :meth:`children` and :meth:`parents`
        (each document's record file is read once for both)."""
        caches = (self._children, self._parents)
        wanted = (child_ids, parent_ids)
        for cache in caches:
            if len(cache) > _CACHE_LIMIT:
                cache.clear()
        missing = [
            [rid for rid in dict.fromkeys(ids) if rid not in cache]
            for cache, ids in zip(caches, wanted, strict=True)
        ]
        if any(missing):
            for doc_id in self._documents_of([rid for ids in missing for rid in ids]):
                records = self.store.records.load(doc_id)
                if records is not None:
                    for cache, ids in zip(caches, missing, strict=True):
                        cache.update((rid, records[rid]) for rid in ids if rid in records)
            gets = (self.store.get_children, self.store.get_parents)
            for cache, ids, get in zip(caches, missing, gets, strict=True):
                still = [rid for rid in ids if rid not in cache]
                if still:  # not in the record files (an older index): from Chroma
                    cache.update(get(still))
        found = (
            {rid: cache[rid] for rid in ids if rid in cache}
            for cache, ids in zip(caches, wanted, strict=True)
        )
        return next(found), next(found)

    def _documents_of(self, ids: Sequence[str]) -> list[str]:
        """The documents holding child or parent records ``ids`` (by the dense matrix)."""
        matrix = self.dense()
        if self._doc_of_parent is None:
            doc_ids = matrix.values["doc_id"]
            self._doc_of_parent = {
                parent: doc_ids[code]
                for parent, code in zip(
                    matrix.parents, matrix.codes["doc_id"].tolist(), strict=True
                )
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
