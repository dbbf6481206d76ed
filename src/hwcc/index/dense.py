"""An in-memory copy of the child vectors for fast, filterable brute-force dense search.

Chroma stays the store of record; :class:`DenseMatrix` is a read cache of its
``hwcc_chunks`` collection: record ids, unit vectors (``float32``, ``(n, dim)``), parent
record ids and the filter fields, loaded once with paged ``get`` calls.

Contracts:
- :meth:`DenseMatrix.search` returns at most ``n`` ``(record_id, cosine)`` pairs, best
  first, ties broken by record id, over the rows whose metadata
  equals every given filter value. Cosine = dot product, since stored rows are unit
  length. At 20k x 384 a query is one ~30 MB matrix-vector product (a few ms), with or
  without filters (a filter is a boolean mask over precomputed integer codes).
- :func:`refresh_dense` keeps the matrix current cheaply: the matrix remembers the
  stamps of the lexical files it reflects (:meth:`LexicalFiles.stamps`); every sync and
  delete rewrites or removes a document's lexical file after its Chroma writes, so only
  documents whose stamp changed are dropped and re-read from Chroma (one ``get`` per
  document). A compiled copy is kept in ``dense.bin`` next to ``bm25.bin`` so a new
  process (``hwcc search``) starts from it instead of reading every vector from Chroma;
  a missing or malformed file, or one written for another collection or embedder, means
  a full load. A read-only index directory still answers (the file is just not written).
"""

from __future__ import annotations

import contextlib
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from hwcc.errors import StoreError
from hwcc.index.bm25 import Filter
from hwcc.state.fs import atomic_write_bytes

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    from hwcc.index.store import Store

FORMAT = "hwcc-dense-3"
CACHE_NAME = "dense.bin"
# Per-row fields kept as integer codes: the search filters, plus ``same_as`` (children
# with equal embedded text, see ``hwcc.index.store.same_as_key``; "" = none recorded).
FILTER_FIELDS = ("doc_id", "doc_type", "chip", "peripheral", "content_type", "same_as")
PAGE = 5000


class DenseMatrix:
    """Rows = child records. ``codes[field][row]`` indexes ``values[field]``."""

    def __init__(
        self,
        ids: list[str],
        vectors: npt.NDArray[np.float32],
        parents: list[str],
        values: dict[str, list[str]],
        codes: dict[str, npt.NDArray[np.int32]],
        embedder: str,
        stamps: dict[str, str] | None = None,
    ) -> None:
        self.stamps = dict(stamps or {})
        self.ids = ids
        self.vectors = vectors
        self.parents = parents
        self.values = values
        self.codes = codes
        self.embedder = embedder
        self.row = {rid: i for i, rid in enumerate(ids)}
        self._lookup = {name: {v: i for i, v in enumerate(vals)} for name, vals in values.items()}

    def __len__(self) -> int:
        return len(self.ids)

    @classmethod
    def from_rows(
        cls,
        ids: list[str],
        vectors: npt.NDArray[np.float32],
        metas: list[dict[str, Any]],
        embedder: str,
        stamps: dict[str, str] | None = None,
    ) -> DenseMatrix:
        """A matrix from parallel ids, vectors and Chroma metadata dicts."""
        import numpy as np

        values: dict[str, list[str]] = {}
        codes: dict[str, npt.NDArray[np.int32]] = {}
        for name in FILTER_FIELDS:
            seen: dict[str, int] = {}
            column = [seen.setdefault(str(m.get(name, "")), len(seen)) for m in metas]
            values[name] = list(seen)
            codes[name] = np.asarray(column, dtype=np.int32)
        parents = [str(m.get("parent_id", "")) for m in metas]
        return cls(ids, vectors, parents, values, codes, embedder, stamps)

    @classmethod
    def from_store(cls, store: Store, stamps: dict[str, str] | None = None) -> DenseMatrix:
        """Every child record of ``store`` (an empty matrix for an empty index);
        ``stamps`` = the lexical stamps taken before reading."""
        ids, vectors, metas = _read(store._chunks_collection(), None)
        return cls.from_rows(ids, vectors, metas, store.embedder_name() or "", stamps)

    def _meta(self, row: int) -> dict[str, Any]:
        meta: dict[str, Any] = {"parent_id": self.parents[row]}
        for name in FILTER_FIELDS:
            meta[name] = self.values[name][int(self.codes[name][row])]
        return meta

    def updated(self, store: Store, stamps: dict[str, str]) -> DenseMatrix:
        """This matrix with the documents whose lexical stamp differs from ``stamps``
        re-read from Chroma (rows of removed documents dropped)."""

        changed = {n for n in stamps if self.stamps.get(n) != stamps[n]}
        changed |= set(self.stamps) - set(stamps)
        if not changed:
            return self
        by_file = {store.lexical.path_for(d).name: d for d in self.values["doc_id"]}
        docs = {by_file[n] for n in changed if n in by_file}
        docs |= {store.lexical.doc_id_of(n) for n in changed if n in stamps}
        drop = {i for i, d in enumerate(self.values["doc_id"]) if d in docs}
        keep = [r for r in range(len(self.ids)) if int(self.codes["doc_id"][r]) not in drop]
        ids = [self.ids[r] for r in keep]
        metas = [self._meta(r) for r in keep]
        blocks = [self.vectors[keep]] if keep else []
        collection = store._chunks_collection()
        for doc in sorted(docs):
            doc_ids, doc_vectors, doc_metas = _read(collection, doc)
            ids.extend(doc_ids)
            metas.extend(doc_metas)
            blocks.append(doc_vectors)
        # a matrix first written for an empty index learns the embedder here
        embedder = self.embedder or store.embedder_name() or ""
        return DenseMatrix.from_rows(ids, _stack(blocks), metas, embedder, stamps)

    def parent(self, rid: str) -> str:
        """The parent record id of child ``rid`` ("" without one)."""
        return self.parents[self.row[rid]]

    def field(self, rid: str, name: str) -> str:
        """Value of field ``name`` (one of :data:`FILTER_FIELDS`) of child ``rid``."""
        return self.values[name][int(self.codes[name][self.row[rid]])]

    def mask(self, filters: Mapping[str, Filter]) -> npt.NDArray[np.bool_] | None:
        """Rows passing every filter (a str: equal; a tuple: any of; None = no filter)."""
        import numpy as np

        mask: npt.NDArray[np.bool_] | None = None
        for name, value in sorted(filters.items()):
            wanted = value if isinstance(value, tuple) else (value,)
            codes = [c for c in (self._lookup[name].get(v) for v in wanted) if c is not None]
            column = np.isin(self.codes[name], codes)
            mask = column if mask is None else (mask & column)
        return mask

    def search(
        self,
        vector: npt.NDArray[np.float32],
        n: int,
        filters: Mapping[str, Filter] | None = None,
    ) -> list[tuple[str, float]]:
        import numpy as np

        if not self.ids or n <= 0:
            return []
        # einsum runs on the calling thread; ``@`` would wake OpenBLAS's spinning thread
        # pool, which fights the embedder's threads for the cores (slower under load)
        scores = np.einsum("ij,j->i", self.vectors, np.asarray(vector, dtype=np.float32))
        mask = self.mask(filters or {})
        if mask is not None:
            allowed = np.flatnonzero(mask)
            if allowed.size == 0:
                return []
            scores_allowed = scores[allowed]
        else:
            allowed = None
            scores_allowed = scores
        if scores_allowed.size > n:
            top = np.argpartition(-scores_allowed, n - 1)[:n]
        else:
            top = np.arange(scores_allowed.size)
        rows = top if allowed is None else allowed[top]
        ranked = sorted(rows.tolist(), key=lambda i: (-float(scores[i]), self.ids[i]))
        return [(self.ids[i], float(scores[i])) for i in ranked]

    def to_bytes(self, signature: str) -> bytes:
        """A :mod:`hwcc.index.binfile` container: the header, then the codes (int32) and the
        vectors (float32). ``signature`` names the collection the matrix copies (see
        :func:`refresh_dense`)."""
        from hwcc.index.binfile import pack

        fields = {
            "embedder": self.embedder,
            "ids": self.ids,
            "parents": self.parents,
            "values": self.values,
            "shape": list(self.vectors.shape),
            "stamps": self.stamps,
        }
        blobs = [self.codes[name].astype("<i4").tobytes() for name in FILTER_FIELDS]
        blobs.append(self.vectors.astype("<f4").tobytes())
        return pack(FORMAT, signature, fields, blobs)

    @classmethod
    def from_bytes(cls, data: bytes, signature: str) -> DenseMatrix | None:
        """The matrix in ``data``; None when malformed, of another format or signature."""
        import numpy as np

        from hwcc.index.binfile import unpack

        unpacked = unpack(data, FORMAT, signature)
        if unpacked is None:
            return None
        header, body = unpacked
        try:
            ids = list(header["ids"])
            parents = list(header["parents"])
            values = {name: list(header["values"][name]) for name in FILTER_FIELDS}
            rows, dim = (int(x) for x in header["shape"])
            n = len(ids)
            expected = 4 * n * len(FILTER_FIELDS) + 4 * rows * dim
            if len(parents) != n or rows != n or len(body) != expected:
                return None
            codes = {}
            for i, name in enumerate(FILTER_FIELDS):
                codes[name] = np.frombuffer(body, dtype="<i4", count=n, offset=4 * n * i).astype(
                    np.int32
                )
                if n and (codes[name].min() < 0 or codes[name].max() >= len(values[name])):
                    return None
            vectors = np.frombuffer(
                body, dtype="<f4", count=rows * dim, offset=4 * n * len(FILTER_FIELDS)
            ).reshape(rows, dim)
        except (ValueError, KeyError, TypeError):
            return None
        return cls(
            ids,
            np.ascontiguousarray(vectors, dtype=np.float32),
            parents,
            values,
            codes,
            str(header.get("embedder", "")),
            {str(k): str(v) for k, v in dict(header.get("stamps", {})).items()},
        )


def _read(
    collection: Any, doc_id: str | None
) -> tuple[list[str], npt.NDArray[np.float32], list[dict[str, Any]]]:
    """Ids, vectors and metadata of every child (of ``doc_id`` when given)."""
    import numpy as np

    ids: list[str] = []
    blocks: list[npt.NDArray[np.float32]] = []
    metas: list[dict[str, Any]] = []
    if collection is not None:
        where = {"doc_id": doc_id} if doc_id is not None else None
        try:
            total = int(collection.count())
            for offset in range(0, total, PAGE):
                page = collection.get(
                    where=where, include=["embeddings", "metadatas"], limit=PAGE, offset=offset
                )
                if not page["ids"]:
                    break
                ids.extend(page["ids"])
                blocks.append(np.asarray(page["embeddings"], dtype=np.float32))
                metas.extend(dict(m or {}) for m in page["metadatas"])
        except Exception as exc:  # chromadb raises many types (httpx, sqlite, rust)
            raise StoreError(f"vector store: loading vectors failed: {exc}") from exc
    return ids, _stack(blocks), metas


def _stack(blocks: list[npt.NDArray[np.float32]]) -> npt.NDArray[np.float32]:
    """The rows of ``blocks`` as one contiguous float32 matrix (empty blocks skipped)."""
    import numpy as np

    blocks = [b for b in blocks if b.size]
    return np.ascontiguousarray(
        np.concatenate(blocks) if blocks else np.zeros((0, 0), dtype=np.float32),
        dtype=np.float32,
    )


def refresh_dense(store: Store, previous: DenseMatrix | None, key: str) -> DenseMatrix:
    """The current matrix of ``store``: ``previous`` (else the ``dense.bin`` copy written
    under the same ``key`` — collection and embedder identity) updated to the current
    lexical files, or a full load from Chroma when there is neither. Rewrites
    ``dense.bin`` when anything changed and the directory is writable.

    A document the vectors marker lists (read *after* the stamps: a writer lists a
    document before it touches the document's files) is stamped ``""``: its rows may be
    partial, and once it leaves the marker the differing stamp makes the next refresh
    read it again. (Its vectors are written after its lexical file, so its file stamp
    alone cannot tell a complete copy from a partial one.)"""
    from hwcc.state.markers import ALL_DOCUMENTS, read_vectors_pending

    stamps = store.lexical.stamps()
    pending = read_vectors_pending(Path(store.index_dir))
    if pending:
        if ALL_DOCUMENTS in pending:
            stamps = dict.fromkeys(stamps, "")
        else:
            for doc_id in pending:
                name = store.lexical.path_for(doc_id).name
                if name in stamps:
                    stamps[name] = ""
    cache = Path(store.index_dir) / CACHE_NAME
    base = previous
    if base is None and cache.is_file():
        with contextlib.suppress(OSError):
            base = DenseMatrix.from_bytes(cache.read_bytes(), key)
    if base is not None and base.stamps == stamps:
        return base
    matrix = DenseMatrix.from_store(store, stamps) if base is None else base.updated(store, stamps)
    if Path(store.index_dir).is_dir():
        with contextlib.suppress(OSError):  # a read-only index still answers queries
            atomic_write_bytes(cache, matrix.to_bytes(key))
    return matrix
