"""``search``: hybrid search over the project's index, restricted to the documents the
manifest holds; lexical (BM25 alone, without importing chromadb or loading a model)
while the dense vectors of any of them are incomplete (``add --no-index``, an
interrupted embedding). Reads only; works while a writer runs."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hwcc.config import load_config
from hwcc.errors import ProjectError, UsageError, check_choice
from hwcc.search.hybrid import SearchHit
from hwcc.state.manifest import load_manifest
from hwcc.state.markers import DenseState, dense_state, index_problem
from hwcc.state.paths import ProjectPaths
from hwcc.types import ContentType, DocType

if TYPE_CHECKING:
    from hwcc.index.reader import ProjectIndex

NO_INDEX = (
    "the project's documents were added without a search index (by an older hwcc); "
    "run 'hwcc reindex' to build it"
)


def _with_kind(peripheral: str | None) -> str | tuple[str, ...] | None:
    """``I2C1`` -> (``I2C1``, ``I2C``): sections about the peripheral and about its kind
    (an erratum of every I2C)."""
    if not peripheral:
        return peripheral
    from hwcc.model.groups import peripheral_kind

    kind = peripheral_kind(peripheral)
    return (peripheral, kind) if kind and kind != peripheral else peripheral


def search_project(
    paths: ProjectPaths,
    query: str,
    *,
    k: int = 5,
    chip: str | None = None,
    doc_type: str | None = None,
    peripheral: str | None = None,
    content_type: str | None = None,
    readers: dict[object, ProjectIndex] | None = None,
) -> list[SearchHit]:
    """The ``k`` best sections for ``query``; UsageError for an empty query or a
    ``doc_type``/``content_type`` outside :class:`DocType`/:class:`ContentType`;
    ProjectError when there is nothing to search or the index cannot be trusted.
    ``readers``: a long-lived caller's index readers (kept warm between queries, one per
    store and embedding configuration); None opens a new one. Hybrid when the dense
    vectors are complete (:func:`search_state`), lexical otherwise (each hit's ``mode``
    says which)."""
    from hwcc.index.reader import ProjectIndex
    from hwcc.index.sync import Indexer
    from hwcc.search.hybrid import search

    config = load_config(paths.config)
    if not query.strip():
        raise UsageError("empty search query")
    if k < 1:
        raise UsageError("k must be at least 1")
    check_choice("doc_type", "document type", doc_type, [t.value for t in DocType])
    check_choice("content_type", "content type", content_type, [t.value for t in ContentType])
    documents = load_manifest(paths.manifest).documents
    state = dense_state(paths, documents)
    if not documents:
        raise ProjectError("the project has no documents yet; add some with 'hwcc add'")
    indexed = [e.doc_id for e in documents if e.chunks > 0]
    if not indexed or (not config.store.url and not paths.index.is_dir()):
        raise ProjectError(NO_INDEX)
    problem = index_problem(paths)
    if problem is not None:
        raise ProjectError(problem)
    key = (str(paths.index), config.store, config.embedding)
    index = readers.get(key) if readers is not None else None
    if index is None:
        indexer = Indexer(paths, config)
        index = ProjectIndex(indexer.store, open_embedder=lambda: indexer.embedder)
        if readers is not None:
            readers.clear()
            readers[key] = index
    # records of a document whose add was interrupted are invisible until repaired
    return search(
        index,
        query,
        k=k,
        chip=chip,
        doc_type=doc_type,
        peripheral=_with_kind(peripheral),
        content_type=content_type,
        documents=indexed,
        mode=state.mode,
    )


def search_state(paths: ProjectPaths) -> DenseState:
    """Whether search is hybrid now, or lexical while dense vectors are incomplete
    (with the note to show)."""
    return dense_state(paths, load_manifest(paths.manifest).documents)
