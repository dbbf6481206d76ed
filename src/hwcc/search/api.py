"""Hybrid search: dense vectors + BM25, fused by reciprocal rank, grouped by section.

One entry point, :func:`search`, shared by ``hwcc search``, the compile step and the MCP
server. Contracts:

- Dense and lexical candidate lists (``candidates`` each, same filters) are fused with
  reciprocal rank fusion: ``score(c) = sum over lists of 1 / (RRF_K + rank)`` (rank from
  1). ``mode="dense"`` / ``"lexical"`` use one list only (for measurements).
- Children are grouped by their parent section; a group scores as its best child, and
  the hit carries that child's text plus the whole parent text (the child's own text
  when it has no parent). At most ``k`` hits, best first; ties broken by record id, so
  the same index and query give the same hits.
- Filters (``chip``, ``doc_type``, ``peripheral``, ``content_type``) are exact matches
  applied to both lists before fusion.
- Lexical hits whose record is missing from the vector store (a crash between writes)
  are dropped, never returned half-filled.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from hwcc.errors import StoreError, UsageError
from hwcc.search.tokenize import terms

if TYPE_CHECKING:
    from hwcc.embed.base import Embedder, EmbeddingSettings
    from hwcc.search.bm25 import Bm25Index
    from hwcc.store.chroma import Store, StoredChunk

RRF_K = 60
DEFAULT_CANDIDATES = 50
MODES = ("hybrid", "dense", "lexical")


@dataclass(frozen=True, slots=True)
class SearchHit:
    """One section found for a query. ``chunk_id`` is the matched child's record id,
    ``text`` its text; ``parent_text`` is the whole section. Ranks are 1-based positions
    in the dense / lexical candidate lists (None when absent from that list)."""

    doc_id: str
    section_path: str
    page_start: int | None
    page_end: int | None
    score: float
    chunk_id: str
    text: str
    parent_id: str
    parent_text: str
    content_type: str
    doc_type: str
    chip: str
    peripheral: str
    dense_rank: int | None = None
    lexical_rank: int | None = None


class ProjectIndex:
    """A project's store plus the embedder it was built with and its BM25 index.

    The BM25 index is loaded on first use and reloaded when the lexical files change,
    so a long-lived reader (the MCP server) sees documents added by later ``hwcc add``.
    """

    def __init__(self, store: Store, embedder: Embedder) -> None:
        self.store = store
        self.embedder = embedder
        self._bm25: Bm25Index | None = None
        self._signature = ""
        self._checked = False

    @classmethod
    def open(
        cls, index_dir: Path, settings: EmbeddingSettings | None = None, *, url: str = ""
    ) -> ProjectIndex:
        """Open ``index_dir`` (``.hwcc/index``) or the Chroma server at ``url``."""
        from hwcc.embed.base import embedder_for
        from hwcc.store.chroma import Store

        return cls(Store(index_dir, url=url), embedder_for(settings))

    def bm25(self) -> Bm25Index:
        signature = self.store.lexical.signature()
        if self._bm25 is None or signature != self._signature:
            self._bm25 = self.store.lexical.load_index()
            self._signature = signature
        return self._bm25

    def check_embedder(self) -> None:
        """StoreError when the index was built with another embedder."""
        if self._checked:
            return
        built_with = self.store.embedder_name()
        if built_with is not None and built_with != self.embedder.name:
            raise StoreError(
                f"the index was built with embedder '{built_with}' but the configured "
                f"embedder is '{self.embedder.name}'; rebuild the index"
            )
        self._checked = True


def search(
    project_index: ProjectIndex,
    query: str,
    k: int = 5,
    chip: str | None = None,
    doc_type: str | None = None,
    peripheral: str | None = None,
    content_type: str | None = None,
    *,
    mode: str = "hybrid",
    candidates: int = DEFAULT_CANDIDATES,
) -> list[SearchHit]:
    """The ``k`` best sections for ``query`` (see the module contract)."""
    if mode not in MODES:
        raise UsageError(f"unknown search mode '{mode}' (known: {', '.join(MODES)})")
    if k <= 0 or not query.strip():
        return []
    filters = {
        name: value
        for name, value in (
            ("chip", chip),
            ("doc_type", doc_type),
            ("peripheral", peripheral),
            ("content_type", content_type),
        )
        if value
    }
    candidates = max(candidates, k)
    known: dict[str, StoredChunk] = {}
    dense_ranks: dict[str, int] = {}
    lexical_ranks: dict[str, int] = {}
    if mode in ("hybrid", "dense"):
        project_index.check_embedder()
        vector = project_index.embedder.embed([query])[0]
        for rank, (stored, _distance) in enumerate(
            project_index.store.query(vector.tolist(), candidates, filters), start=1
        ):
            dense_ranks[stored.record_id] = rank
            known[stored.record_id] = stored
    if mode in ("hybrid", "lexical"):
        for rank, (rid, _score) in enumerate(
            project_index.bm25().search(terms(query), candidates, filters), start=1
        ):
            lexical_ranks[rid] = rank
    fused: dict[str, float] = {}
    for ranks in (dense_ranks, lexical_ranks):
        for rid, rank in ranks.items():
            fused[rid] = fused.get(rid, 0.0) + 1.0 / (RRF_K + rank)
    missing = [rid for rid in fused if rid not in known]
    known.update(project_index.store.get_children(missing))
    best: dict[str, tuple[float, str]] = {}
    for rid, score in fused.items():
        found = known.get(rid)
        if found is None:
            continue
        group = str(found.metadata.get("parent_id") or "") or rid
        current = best.get(group)
        if current is None or (-score, rid) < (-current[0], current[1]):
            best[group] = (score, rid)
    ranked = sorted(best.items(), key=lambda item: (-item[1][0], item[1][1]))[:k]
    parent_ids = [group for group, (_s, rid) in ranked if group != rid]
    parents = project_index.store.get_parents(parent_ids)
    hits: list[SearchHit] = []
    for group, (score, rid) in ranked:
        child = known[rid]
        meta = child.metadata
        parent = parents.get(group)
        hits.append(
            SearchHit(
                doc_id=str(meta.get("doc_id", "")),
                section_path=str(meta.get("section_path", "")),
                page_start=_page(meta.get("page_start")),
                page_end=_page(meta.get("page_end")),
                score=round(score, 6),
                chunk_id=rid,
                text=child.text,
                parent_id=group if group != rid else "",
                parent_text=parent.text if parent is not None else child.text,
                content_type=str(meta.get("content_type", "")),
                doc_type=str(meta.get("doc_type", "")),
                chip=str(meta.get("chip", "")),
                peripheral=str(meta.get("peripheral", "")),
                dense_rank=dense_ranks.get(rid),
                lexical_rank=lexical_ranks.get(rid),
            )
        )
    return hits


def _page(value: object) -> int | None:
    return value if isinstance(value, int) and value > 0 else None


def hits_to_json(hits: list[SearchHit]) -> str:
    """Hits as a JSON array of objects (field names as in :class:`SearchHit`)."""
    return json.dumps([asdict(hit) for hit in hits], indent=2, ensure_ascii=False)
