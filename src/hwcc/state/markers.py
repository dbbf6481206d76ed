"""Whether the search index describes the document versions the manifest lists.

The manifest is the commit point of every change, but the index of an *updated* document
is rewritten before the manifest names the new version (its chunks must be embedded
first). Two marker files under ``.hwcc/index/`` cover the window:

* ``SYNC-PENDING.json`` — ``{"doc_ids": [...]}``: the documents whose records an ``add``
  is replacing or a ``remove`` is deleting. Written before their records are touched;
  removed once the manifest lists the new state and the records match it, or once the
  records match the committed manifest again after a failure. A ``kill -9`` leaves it
  behind: the next writing command re-syncs those documents to the manifest's versions
  (:mod:`hwcc.ops.transaction`); an unreadable marker re-syncs every document.
* ``REINDEX-INCOMPLETE`` — present while ``hwcc reindex`` rebuilds the lexical index
  (record and lexical files).

While either marker is present :func:`index_problem` names it: ``search`` refuses and
``status`` warns.

A third marker, ``VECTORS-PENDING.json``, covers the dense vectors, which are built after
the commit (``add`` commits context files and the lexical index first, then embeds): it
lists the documents whose vectors may be incomplete (``add --no-index``, an interrupted
or failed embedding). It is no problem: search answers lexically while it lists any of
the manifest's documents (:class:`DenseState`). Nothing here touches the index itself.
"""

from __future__ import annotations

import json
import os
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from pathlib import Path

from hwcc.state.fs import atomic_write_text
from hwcc.state.manifest import DocumentEntry
from hwcc.state.paths import ProjectPaths

INDEX_INCOMPLETE = (
    "the search index is incomplete: the last 'hwcc reindex' did not finish; run it again"
)


def incomplete_marker(paths: ProjectPaths) -> Path:
    """File present while ``hwcc reindex`` rebuilds the index (from just before the old
    one is dropped until the new one is complete)."""
    return paths.index / "REINDEX-INCOMPLETE"


def pending_marker(paths: ProjectPaths) -> Path:
    """File listing the documents whose index records an ``add`` is replacing or a
    ``remove`` is deleting."""
    return paths.index / "SYNC-PENDING.json"


def mark_pending(paths: ProjectPaths, doc_ids: Collection[str]) -> None:
    """Write the pending marker listing ``doc_ids``."""
    marker = pending_marker(paths)
    marker.parent.mkdir(parents=True, exist_ok=True)
    atomic_write_text(marker, json.dumps({"doc_ids": sorted(doc_ids)}) + "\n")


def writer_running(paths: ProjectPaths) -> bool:
    """Whether an hwcc process that holds the project lock is alive: the lock file
    holds the writer's pid while it runs (emptied on release, left by a kill). Read
    without locking, so a reader never makes a starting writer fail."""
    try:
        pid = int(paths.lock.read_text(encoding="ascii").strip() or 0)
    except (OSError, ValueError):
        return False
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def read_pending(paths: ProjectPaths) -> tuple[str, ...] | None:
    """The doc ids in the pending marker; None when there is no marker; ``()`` when it
    exists but cannot be read (then every document is suspect)."""
    marker = pending_marker(paths)
    try:
        body = json.loads(marker.read_bytes())
    except FileNotFoundError:
        return None
    except (OSError, ValueError):
        return ()
    ids = body.get("doc_ids") if isinstance(body, dict) else None
    if not isinstance(ids, list) or not ids or not all(isinstance(i, str) for i in ids):
        return ()
    return tuple(ids)


def index_problem(paths: ProjectPaths) -> str | None:
    """Why search results may not match the manifest right now, or None. While a writer
    runs, its own pending marker is no problem (search served results during an update
    before the marker existed too); a rebuild in progress is named as such."""
    if incomplete_marker(paths).exists():
        if writer_running(paths):
            return "the search index is being rebuilt by a running 'hwcc reindex'; try again"
        return INDEX_INCOMPLETE
    pending = read_pending(paths)
    if pending is None or writer_running(paths):
        return None
    which = ", ".join(pending) if pending else "some documents"
    return (
        f"the search index holds unfinished changes to {which} from an interrupted "
        "'hwcc add' or 'hwcc remove'; run 'hwcc reindex' (or any 'hwcc add') to repair it"
    )


# ---------------------------------------------------------------- dense vectors

VECTORS_MARKER = "VECTORS-PENDING.json"
ALL_DOCUMENTS = "*"


def vectors_marker(index_dir: Path) -> Path:
    """File listing the documents whose lexical index (record and lexical files) is
    current but whose dense vectors may be incomplete (see :func:`read_vectors_pending`)."""
    return index_dir / VECTORS_MARKER


def read_vectors_pending(index_dir: Path) -> dict[str, int] | None:
    """Documents whose dense vectors may not match their records: doc id -> child chunks
    known to be embedded (a lower bound). None when every document's vectors are
    complete (no marker). An unreadable marker is ``{"*": 0}``: every document suspect.

    Invariant kept by the writers: a document absent from the marker has vectors for
    exactly its records. Writers add a document before its record or lexical files
    change and drop it only once its vectors are synced."""
    try:
        body = json.loads(vectors_marker(index_dir).read_bytes())
    except FileNotFoundError:
        return None
    except (OSError, ValueError):
        return {ALL_DOCUMENTS: 0}
    docs = body.get("documents") if isinstance(body, dict) else None
    if not isinstance(docs, dict) or not all(
        isinstance(k, str) and isinstance(v, int) and not isinstance(v, bool)
        for k, v in docs.items()
    ):
        return {ALL_DOCUMENTS: 0}
    return dict(docs)


def write_vectors_pending(index_dir: Path, pending: dict[str, int]) -> None:
    """Write the vectors marker listing ``pending`` (removed when empty)."""
    marker = vectors_marker(index_dir)
    if not pending:
        marker.unlink(missing_ok=True)
        return
    body = {"documents": {k: pending[k] for k in sorted(pending)}}
    atomic_write_text(marker, json.dumps(body) + "\n")


def is_pending(pending: dict[str, int] | None, doc_id: str) -> bool:
    """Whether ``doc_id``'s vectors may be incomplete under the marker ``pending``."""
    return pending is not None and (ALL_DOCUMENTS in pending or doc_id in pending)


@dataclass(frozen=True, slots=True)
class DenseState:
    """How far the dense vectors of the manifest's documents are: ``total`` child chunks
    of the documents with a search index, ``embedded`` of them known to have vectors,
    ``pending`` the doc ids whose vectors are incomplete, ``running`` whether a writer
    (which may be embedding them now) holds the project lock. Search is hybrid only when
    ``complete``; otherwise it answers lexically and says :attr:`note`."""

    embedded: int
    total: int
    pending: tuple[str, ...] = ()
    running: bool = False

    @property
    def complete(self) -> bool:
        return not self.pending

    @property
    def mode(self) -> str:
        """``hybrid`` or ``lexical``: what a search answers with now."""
        return "hybrid" if self.complete else "lexical"

    @property
    def note(self) -> str | None:
        """One line for the user while vectors are incomplete, else None."""
        if self.complete:
            return None
        head = f"dense index incomplete: {self.embedded} of {self.total} chunks embedded"
        if self.running:
            return f"{head} (a running hwcc command is embedding); search answers lexically"
        return f"{head}; search answers lexically; run 'hwcc reindex' for hybrid search"


def dense_state(paths: ProjectPaths, documents: Sequence[DocumentEntry]) -> DenseState:
    """The :class:`DenseState` of ``documents`` (the manifest's) from the vectors marker;
    documents listed without a search index (``chunks == 0``, added by older versions
    with ``--no-index``) do not count."""
    pending = read_vectors_pending(paths.index)
    indexed = [e for e in documents if e.chunks > 0]
    total = sum(e.chunks for e in indexed)
    if pending is None:
        return DenseState(total, total)
    waiting = [e for e in indexed if is_pending(pending, e.doc_id)]
    if not waiting:
        return DenseState(total, total)
    missing = sum(e.chunks - min(max(pending.get(e.doc_id, 0), 0), e.chunks) for e in waiting)
    return DenseState(
        total - missing, total, tuple(e.doc_id for e in waiting), writer_running(paths)
    )
