"""Hybrid search: dense vectors + BM25, fused per section, grouped by parent section.

One entry point, :func:`search`, shared by ``hwcc search``, the compile step and the MCP
server. Contracts:

- Dense candidates come from an in-memory copy of the stored vectors
  (:class:`~hwcc.index.dense.DenseMatrix`, exact cosine, filters as masks), lexical ones
  from BM25; both lists use the same filters and ``fusion.candidates`` depth.
  ``mode="dense"`` / ``"lexical"`` use one list only (for measurements).
- Fusion (:class:`Fusion`, defaults chosen on ``bench/retrieval``, see plan/search.md):
  each list is first reduced to sections (a child's group is its parent record, or
  itself without a parent; a section takes its best child's rank and score in that
  list); then sections are scored by reciprocal rank fusion, ``sum w / (rrf_k + rank)``
  (``method="convex"`` instead min-max normalises each list's scores over its candidates
  and sums ``w_dense * dense + w_lexical * lexical``, absent = 0). When the query
  contains an identifier (:func:`~hwcc.index.tokenize.has_identifier`: hex literal,
  ``A_B`` name, bit range, letters+digits) the lexical weight is
  ``fusion.identifier_lexical_weight``. Defaults: RRF, ``rrf_k`` 30, 50 candidates per
  list, identifier lexical weight 2.
- Sections with equal embedded text in one document (the registers of same-layout SVD
  peripherals) are one hit: the best-ranked one, naming the others in ``also``
  (:func:`fold_same_layout`).
- A hit is a section; it carries its best child (the child with the best fused child-level
  score) and the whole parent text (the child's own text when it has no parent). At most
  ``k`` hits, best first; ties broken by record id, so the same index and query give the
  same hits.
- Filters (``chip``, ``doc_type``, ``peripheral``, ``content_type``) are exact matches
  applied to both lists before fusion.
- A part name in the query (a chip the indexed documents carry: ``DRV2605``) narrows
  ``documents`` to that part's and is taken out of the query (:mod:`hwcc.search.parts`),
  unless the caller filters on the chip itself or none of the part's documents is among
  ``documents`` (``fusion.scope_parts`` turns it off for measurements). When no part
  matches, a run of two or more words of a chip-less document's file name (a board note:
  "T-Beam Supreme") does the same (:func:`~hwcc.search.parts.scope_by_title`;
  ``fusion.scope_titles``).
- Datasheet words for the query's words (:func:`hwcc.search.glossary.expand`: "held low"
  adds "pulse width", "clock generation control" adds "gen ctrl") are added to the BM25
  terms and appended to the embedded query (``fusion.glossary``: ``"both"``, the
  default; ``"lexical"``; ``"off"``).
- Lexical hits whose record is missing from the vector store (a crash between writes)
  are dropped, never returned half-filled.
- ``mode="lexical"`` needs no vector at all: hits are grouped, folded and filled from
  the record files of the documents among the BM25 candidates, and neither the
  embedder nor Chroma is opened (what ``hwcc search`` does while the dense vectors are
  incomplete). Every hit records the ``mode`` that found it.
- A search that needs a query vector first asks the reader to open the embedder and
  load its model on a background thread
  (:meth:`~hwcc.index.reader.ProjectIndex.prepare_embedder`) and ranks the lexical list
  meanwhile; the hits do not depend on it (a new process's first query just waits less).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, dataclass
from typing import Protocol

from hwcc.errors import UsageError
from hwcc.index.bm25 import Filter
from hwcc.index.reader import ProjectIndex, RecordTable
from hwcc.index.tokenize import has_identifier, terms
from hwcc.search.glossary import expand
from hwcc.search.parts import part_names, scope_by_part, scope_by_title, title_names

RRF_K = 60  # the customary RRF constant; :func:`fuse`'s default
MODES = ("hybrid", "dense", "lexical")


@dataclass(frozen=True, slots=True)
class Fusion:
    """How the dense and lexical lists are combined (see the module contract). The
    defaults were chosen on bench/retrieval (66 questions over 7 PDFs/notes and 2 SVDs;
    every variant tried is in bench/README.md)."""

    rrf_k: int = 30
    dense_weight: float = 1.0
    lexical_weight: float = 1.0
    identifier_lexical_weight: float = 2.0
    candidates: int = 50
    group_first: bool = True
    method: str = "rrf"
    scope_parts: bool = True
    scope_titles: bool = True
    glossary: str = "both"


DEFAULT_FUSION = Fusion()


class ChunkTable(Protocol):
    """What ranking needs to know of a child record: whether it exists (``row``), its
    parent and its filter fields (:class:`~hwcc.index.dense.DenseMatrix`, or
    :class:`~hwcc.index.reader.RecordTable` for a lexical search)."""

    @property
    def row(self) -> Mapping[str, object]: ...
    def parent(self, rid: str) -> str: ...
    def field(self, rid: str, name: str) -> str: ...


@dataclass(frozen=True, slots=True)
class SearchHit:
    """One section found for a query. ``chunk_id`` is the matched child's record id,
    ``text`` its text; ``parent_text`` is the whole section. Ranks are 1-based positions
    in the dense / lexical candidate lists (None when absent from that list). ``also``
    names peripherals whose identical section (same register layout) was folded into
    this hit, best first. ``mode``: ``hybrid``, or ``lexical`` when the search ran on
    BM25 alone (the dense vectors were incomplete), or ``dense``."""

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
    also: tuple[str, ...] = ()
    mode: str = "hybrid"


def search(
    project_index: ProjectIndex,
    query: str,
    k: int = 5,
    chip: str | None = None,
    doc_type: str | None = None,
    peripheral: str | tuple[str, ...] | None = None,
    content_type: str | None = None,
    *,
    documents: Sequence[str] | None = None,
    mode: str = "hybrid",
    candidates: int | None = None,
    fusion: Fusion = DEFAULT_FUSION,
) -> list[SearchHit]:
    """The ``k`` best sections for ``query`` (see the module contract); ``documents``
    restricts hits to those doc ids (before ranking, so ``k`` hits come back whenever
    that many exist); ``candidates`` overrides ``fusion.candidates``."""
    if mode not in MODES:
        raise UsageError(f"unknown search mode '{mode}' (known: {', '.join(MODES)})")
    if k <= 0 or not query.strip():
        return []
    filters: dict[str, Filter] = {
        name: value
        for name, value in (
            ("chip", chip),
            ("doc_type", doc_type),
            ("peripheral", peripheral),
            ("content_type", content_type),
        )
        if value
    }
    if mode in ("hybrid", "dense"):
        # the model loads on another thread while this one loads the indexes
        project_index.prepare_embedder()
    project_index.refresh()
    if not chip and fusion.scope_parts:
        chips = project_index.bm25().doc_chips()
        rest, scoped = scope_by_part(query, part_names(chips))
        if scoped is None and fusion.scope_titles:
            rest, scoped = scope_by_title(query, title_names(chips))
        within = scoped if documents is None or scoped is None else set(scoped) & set(documents)
        if within:  # the named part's documents among those searched: look there only
            query, documents = rest, tuple(sorted(within))
    if documents is not None:
        filters["doc_id"] = tuple(sorted(documents))
    depth = max(candidates if candidates is not None else fusion.candidates, k)
    dense_list: list[tuple[str, float]] = []
    lexical_list: list[tuple[str, float]] = []
    extra = expand(query) if fusion.glossary != "off" else []
    if mode in ("hybrid", "lexical"):  # first: needs no model
        bm25 = project_index.bm25()
        lexical_list = bm25.search(terms(query) + terms(" ".join(extra)), depth, filters)
    if mode in ("hybrid", "dense"):
        project_index.check_embedder()
        dense_query = f"{query} {' '.join(extra)}" if extra and fusion.glossary == "both" else query
        vector = project_index.embedder.embed([dense_query])[0]
        dense_list = project_index.dense().search(vector, depth, filters)
    table: ChunkTable
    if mode == "lexical":
        table = project_index.record_table(bm25.field(rid, "doc_id") for rid, _s in lexical_list)
    else:
        table = project_index.dense()
    # lexical ids without a record (crash between writes) are dropped
    lexical_list = [(rid, score) for rid, score in lexical_list if rid in table.row]
    lexical_weight = (
        fusion.identifier_lexical_weight if has_identifier(query) else fusion.lexical_weight
    )

    def group_of(rid: str) -> str:
        return table.parent(rid) or rid

    ranked, also = fold_same_layout(
        fuse(
            [(dense_list, fusion.dense_weight), (lexical_list, lexical_weight)],
            group_of,
            rrf_k=fusion.rrf_k,
            group_first=fusion.group_first,
            method=fusion.method,
        ),
        table,
        k,
    )
    dense_ranks = {rid: rank for rank, (rid, _s) in enumerate(dense_list, start=1)}
    lexical_ranks = {rid: rank for rank, (rid, _s) in enumerate(lexical_list, start=1)}
    child_ids = [rid for _g, _s, rid in ranked]
    parent_ids = [g for g, _s, rid in ranked if g != rid]
    if isinstance(table, RecordTable):
        children, parents = table.get(child_ids), table.get(parent_ids)
    else:
        children, parents = project_index.sections(child_ids, parent_ids)
    hits: list[SearchHit] = []
    for group, score, rid in ranked:
        child = children.get(rid)
        if child is None:
            continue
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
                also=tuple(also.get(group, ())),
                mode=mode,
            )
        )
    return hits


def fold_same_layout(
    ranked: Sequence[tuple[str, float, str]], matrix: ChunkTable, k: int
) -> tuple[list[tuple[str, float, str]], dict[str, list[str]]]:
    """The first ``k`` of ``ranked`` (``(group, score, best child id)``, best first) whose
    best children have distinct ``same_as`` keys, and for each kept group the
    peripherals of the lower-ranked groups folded into it. Same-layout peripherals of an
    SVD (GPIOA..GPIOK) have equal register texts and equal vectors: without folding, one
    question about a GPIO register fills the whole result list with copies."""
    kept: list[tuple[str, float, str]] = []
    first: dict[str, str] = {}  # same_as key -> kept group
    also: dict[str, list[str]] = {}
    for group, score, rid in ranked:
        key = matrix.field(rid, "same_as") if rid in matrix.row else ""
        owner = first.get(key) if key else None
        if owner is not None:
            peripheral = matrix.field(rid, "peripheral")
            if peripheral and peripheral not in also.setdefault(owner, []):
                also[owner].append(peripheral)
            continue
        if len(kept) == k:
            continue  # past k: only collect what folds into the kept groups
        kept.append((group, score, rid))
        if key:
            first[key] = group
    return kept, also


def fuse(
    lists: Sequence[tuple[Sequence[tuple[str, float]], float]],
    group_of: Callable[[str], str],
    *,
    rrf_k: int = RRF_K,
    group_first: bool = True,
    method: str = "convex",
) -> list[tuple[str, float, str]]:
    """Fuse ranked ``(child id, score)`` lists, each with a weight, into
    ``(group, score, best child)``, best first, ties by group id.

    ``method="rrf"``: a child contributes ``weight / (rrf_k + rank)`` per list.
    ``method="convex"``: ``weight * (score - min) / (max - min)`` per list (min-max over
    that list's candidates; 1.0 when all are equal), absent = 0.
    With ``group_first`` each list is first reduced to groups (a group takes its best
    child's rank and score in that list) and groups are scored; otherwise a group scores
    as its best child. The best child of a group is the one with the highest child-level
    fused score (ties by id)."""
    child_score: dict[str, float] = {}
    group_score: dict[str, float] = {}
    for ranked, weight in lists:
        if not ranked:
            continue
        low, span = ranked[-1][1], ranked[0][1] - ranked[-1][1]
        seen: dict[str, int] = {}
        for rank, (rid, score) in enumerate(ranked, start=1):
            part = _contribution(method, weight, rrf_k, rank, (score - low) / span if span else 1.0)
            child_score[rid] = child_score.get(rid, 0.0) + part
            if group_first:
                group = group_of(rid)
                if group not in seen:
                    seen[group] = len(seen) + 1
                    # a group's first child in a list is its best there
                    part = _contribution(
                        method, weight, rrf_k, seen[group], (score - low) / span if span else 1.0
                    )
                    group_score[group] = group_score.get(group, 0.0) + part
    best: dict[str, tuple[float, str]] = {}
    for rid, score in child_score.items():
        group = group_of(rid)
        current = best.get(group)
        if current is None or (-score, rid) < (-current[0], current[1]):
            best[group] = (score, rid)
    scored = [
        (group, group_score[group] if group_first else score, rid)
        for group, (score, rid) in best.items()
    ]
    return sorted(scored, key=lambda item: (-item[1], item[0]))


def _contribution(method: str, weight: float, rrf_k: int, rank: int, normalised: float) -> float:
    if method == "convex":
        return weight * normalised
    return weight / (rrf_k + rank)


def _page(value: object) -> int | None:
    return value if isinstance(value, int) and value > 0 else None


def hits_to_json(hits: list[SearchHit]) -> str:
    """Hits as a JSON array of objects (field names as in :class:`SearchHit`)."""
    return json.dumps([asdict(hit) for hit in hits], indent=2, ensure_ascii=False)
