"""An in-memory Okapi BM25 index over child chunks, with metadata filters.

Contracts:
- :meth:`Bm25Index.build` takes :class:`LexicalEntry` values (terms already produced by
  :func:`hwcc.index.tokenize.terms`) and is deterministic: the same entries in the same
  order give the same index and the same scores.
- :meth:`Bm25Index.search` returns at most ``n`` ``(chunk_id, score)`` pairs with
  ``score > 0``, best first, ties broken by entry order; only entries whose metadata
  equals every given filter value take part.
- Scoring: ``k1 = 1.2``, ``b = 0.75``, ``idf = ln(1 + (N - df + 0.5) / (df + 0.5))``;
  each query term counts once. Per-posting weights are precomputed at build time, so a
  query costs one vector add per query term.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

K1 = 1.2
B = 0.75
FILTER_FIELDS = ("doc_id", "doc_type", "chip", "peripheral", "content_type")
# a filter value: one value to equal, or a tuple of values any of which passes
Filter = str | tuple[str, ...]
FORMAT = "hwcc-bm25-1"


@dataclass(frozen=True, slots=True)
class LexicalEntry:
    """One child chunk as the lexical index sees it."""

    chunk_id: str
    terms: tuple[str, ...]
    doc_id: str = ""
    doc_type: str = ""
    chip: str = ""
    peripheral: str = ""
    content_type: str = ""


class Bm25Index:
    """Postings in CSR form: ``offsets[t]:offsets[t+1]`` index ``docs``/``weights``."""

    def __init__(
        self,
        ids: list[str],
        vocab: dict[str, int],
        offsets: npt.NDArray[np.int64],
        docs: npt.NDArray[np.int32],
        weights: npt.NDArray[np.float32],
        columns: dict[str, list[str]],
    ) -> None:
        self.ids = ids
        self.vocab = vocab
        self.offsets = offsets
        self.docs = docs
        self.weights = weights
        self.columns = columns
        self._filter_cache: dict[tuple[str, Filter], npt.NDArray[np.bool_]] = {}
        self._row: dict[str, int] | None = None
        self._doc_chips: frozenset[tuple[str, str]] | None = None

    def field(self, chunk_id: str, name: str) -> str:
        """Value of filter field ``name`` (one of :data:`FILTER_FIELDS`) of ``chunk_id``
        ("" when the index does not hold it)."""
        if self._row is None:
            self._row = {rid: i for i, rid in enumerate(self.ids)}
        row = self._row.get(chunk_id)
        return "" if row is None else self.columns[name][row]

    def __len__(self) -> int:
        return len(self.ids)

    def doc_chips(self) -> frozenset[tuple[str, str]]:
        """The distinct (doc_id, chip) pairs of the indexed chunks (computed once)."""
        if self._doc_chips is None:
            self._doc_chips = frozenset(
                zip(self.columns["doc_id"], self.columns["chip"], strict=True)
            )
        return self._doc_chips

    @classmethod
    def build(cls, entries: Sequence[LexicalEntry], *, k1: float = K1, b: float = B) -> Bm25Index:
        """The index of ``entries``; ``k1``/``b`` other than the defaults are for
        measurements only (the ``bm25.bin`` cache does not record them)."""
        import numpy as np

        vocab: dict[str, int] = {}
        term_ids: list[int] = []
        doc_of: list[int] = []
        lengths = np.zeros(len(entries), dtype=np.float32)
        for row, entry in enumerate(entries):
            lengths[row] = len(entry.terms)
            for term in entry.terms:
                term_ids.append(vocab.setdefault(term, len(vocab)))
            doc_of.extend([row] * len(entry.terms))
        t = np.asarray(term_ids, dtype=np.int64)
        d = np.asarray(doc_of, dtype=np.int64)
        # unique (term, doc) pairs with their term frequency
        key = t * max(len(entries), 1) + d
        pairs, tf = np.unique(key, return_counts=True)
        pt = pairs // max(len(entries), 1)
        pd = (pairs % max(len(entries), 1)).astype(np.int32)
        df = np.bincount(pt, minlength=len(vocab)).astype(np.float64)
        n = float(len(entries))
        idf = np.log1p((n - df + 0.5) / (df + 0.5))
        avgdl = float(lengths.mean()) if len(entries) else 1.0
        norm = k1 * (1.0 - b + b * lengths[pd] / max(avgdl, 1e-9))
        tf_f = tf.astype(np.float64)
        weights = (idf[pt] * tf_f * (k1 + 1.0) / (tf_f + norm)).astype(np.float32)
        offsets = np.zeros(len(vocab) + 1, dtype=np.int64)
        np.cumsum(np.bincount(pt, minlength=len(vocab)), out=offsets[1:])
        columns = {name: [getattr(e, name) for e in entries] for name in FILTER_FIELDS}
        return cls([e.chunk_id for e in entries], vocab, offsets, pd, weights, columns)

    def _mask(self, filters: Mapping[str, Filter]) -> npt.NDArray[np.bool_] | None:
        """Rows passing every filter (a str: equal; a tuple: any of), None for none."""
        import numpy as np

        mask: npt.NDArray[np.bool_] | None = None
        for name, value in sorted(filters.items()):
            cached = self._filter_cache.get((name, value))
            if cached is None:
                column = self.columns[name]
                allowed = frozenset(value) if isinstance(value, tuple) else frozenset((value,))
                cached = np.fromiter((v in allowed for v in column), dtype=bool, count=len(column))
                self._filter_cache[(name, value)] = cached
            mask = cached if mask is None else (mask & cached)
        return mask

    def search(
        self, query_terms: Sequence[str], n: int, filters: Mapping[str, Filter] | None = None
    ) -> list[tuple[str, float]]:
        import numpy as np

        wanted = sorted({self.vocab[t] for t in query_terms if t in self.vocab})
        if not wanted or not self.ids or n <= 0:
            return []
        scores = np.zeros(len(self.ids), dtype=np.float32)
        for term in wanted:
            lo, hi = int(self.offsets[term]), int(self.offsets[term + 1])
            scores[self.docs[lo:hi]] += self.weights[lo:hi]
        mask = self._mask(filters or {})
        if mask is not None:
            scores[~mask] = 0.0
        positive = np.flatnonzero(scores > 0)
        if positive.size == 0:
            return []
        if positive.size > n:
            top = positive[np.argpartition(-scores[positive], n - 1)[:n]]
        else:
            top = positive
        ranked = sorted(top.tolist(), key=lambda i: (-float(scores[i]), i))
        return [(self.ids[i], float(scores[i])) for i in ranked]

    def to_bytes(self, signature: str = "") -> bytes:
        """Deterministic serialisation: a JSON header line, then the raw arrays."""
        from hwcc.index.binfile import pack

        fields = {
            "ids": self.ids,
            "vocab": sorted(self.vocab, key=self.vocab.__getitem__),
            "columns": self.columns,
            "sizes": [int(self.offsets.size), int(self.docs.size)],
        }
        return pack(
            FORMAT,
            signature,
            fields,
            [
                self.offsets.astype("<i8").tobytes(),
                self.docs.astype("<i4").tobytes(),
                self.weights.astype("<f4").tobytes(),
            ],
        )

    @classmethod
    def from_bytes(cls, data: bytes, signature: str = "") -> Bm25Index | None:
        """The index in ``data``, or None when it is malformed, of another format or was
        written for another ``signature``."""
        import numpy as np

        from hwcc.index.binfile import unpack

        unpacked = unpack(data, FORMAT, signature)
        if unpacked is None:
            return None
        header, body = unpacked
        try:
            n_offsets, n_postings = (int(x) for x in header["sizes"])
            expected = n_offsets * 8 + n_postings * 8
            if len(body) != expected:
                return None
            offsets = np.frombuffer(body, dtype="<i8", count=n_offsets).astype(np.int64)
            docs = np.frombuffer(body, dtype="<i4", count=n_postings, offset=n_offsets * 8)
            weights = np.frombuffer(
                body, dtype="<f4", count=n_postings, offset=n_offsets * 8 + n_postings * 4
            )
            vocab = {term: i for i, term in enumerate(header["vocab"])}
            columns = {name: list(header["columns"][name]) for name in FILTER_FIELDS}
            ids = list(header["ids"])
        except (ValueError, KeyError, TypeError):
            return None
        if len(vocab) + 1 != n_offsets or any(len(c) != len(ids) for c in columns.values()):
            return None
        return cls(ids, vocab, offsets, docs.astype(np.int32), weights.astype(np.float32), columns)
