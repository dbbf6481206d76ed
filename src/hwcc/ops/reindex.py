"""``reindex``: rebuild the search index from the processed files with the current
``[chunk]`` and ``[embedding]`` settings (the transaction's :meth:`rebuild_index`)."""

from __future__ import annotations

from dataclasses import dataclass

from hwcc.index.sync import chunk_result
from hwcc.ops.progress import Reporter
from hwcc.ops.transaction import Transaction
from hwcc.state.paths import ProjectPaths
from hwcc.state.processed import processed_result


@dataclass(frozen=True, slots=True)
class ReindexReport:
    """Documents re-indexed and their child chunks."""

    documents: int
    chunks: int


def reindex_project(paths: ProjectPaths, *, reporter: Reporter | None = None) -> ReindexReport:
    """Drop the index and rebuild it; the old index stays when the embedder fails."""
    with Transaction(paths, reporter=reporter) as tx:
        documents = [
            (entry, chunk_result(processed_result(paths, entry), tx.config))
            for entry in tx.manifest.documents
        ]
        total = tx.rebuild_index(documents)
    return ReindexReport(len(documents), total)
