"""Whether the search index describes the document versions the manifest lists, and the
repair when it may not.

The manifest is the commit point of every change, but the index of an *updated* document
is rewritten before the manifest names the new version (its chunks must be embedded
first). Two marker files under ``.hwcc/index/`` cover the window:

* ``SYNC-PENDING.json`` — ``{"doc_ids": [...]}``: the documents whose records an ``add``
  is replacing or a ``remove`` is deleting. Written before their records are touched;
  removed once the manifest lists the new state and the records match it, or once the
  records match the committed manifest again after a failure (:func:`pending_sync`).
  A ``kill -9`` leaves it behind: :func:`repair_index` (run by the next
  ``add``/``remove`` under the project lock) re-syncs those documents to the manifest's
  versions; an unreadable marker re-syncs every document.
* ``REINDEX-INCOMPLETE`` — present while ``hwcc reindex`` rebuilds the index.

While either marker is present :func:`index_problem` names it: ``search`` refuses and
``status`` warns. Nothing here imports chromadb until a repair actually runs.
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Collection, Iterator
from pathlib import Path

from hwcc.config import Config
from hwcc.errors import ProjectError
from hwcc.fsutil import atomic_write_text
from hwcc.indexing import Indexer, chunk_result, read_processed
from hwcc.manifest import DocumentEntry, Manifest, load_manifest
from hwcc.project import ProjectPaths
from hwcc.types import ParseResult

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


def processed_result(paths: ProjectPaths, entry: DocumentEntry) -> ParseResult:
    """The ParseResult saved for ``entry``'s version; ProjectError when its processed
    files are missing or damaged."""
    try:
        return read_processed(paths, entry.processed.removesuffix(".md"))
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise ProjectError(
            f"{entry.processed}: processed files unreadable ({exc}); "
            f"re-add {entry.path} with --force"
        ) from None


def resync(
    paths: ProjectPaths,
    indexer: Indexer,
    config: Config,
    manifest: Manifest,
    doc_ids: Collection[str] | None,
) -> None:
    """Make the records of ``doc_ids`` (None = every document the index or the manifest
    knows) those of the versions ``manifest`` lists: chunks rebuilt from the processed
    files, only missing records embedded; records of documents the manifest does not
    list, lists as added without an index (``chunks == 0``), or whose processed files
    are gone, deleted. Chunks follow the current ``[chunk]`` settings (as ``reindex``);
    the manifest's chunk counts are left as they are."""
    if doc_ids is None:
        indexer.remove_orphans([e.doc_id for e in manifest.documents])
        doc_ids = [e.doc_id for e in manifest.documents]
    for doc_id in sorted(doc_ids):
        entry = manifest.by_id(doc_id)
        if entry is None or entry.chunks == 0:
            indexer.delete(doc_id)
            continue
        try:
            result = processed_result(paths, entry)
        except ProjectError:
            # nothing to rebuild from: no records rather than a project stuck on the
            # marker ('add --force' of the document then indexes it again)
            indexer.delete(doc_id)
            continue
        indexer.sync(doc_id, chunk_result(result, config), doc_type=entry.doc_type, chip=entry.chip)


def repair_index(paths: ProjectPaths, indexer: Indexer, config: Config, manifest: Manifest) -> None:
    """Undo what an interrupted ``add`` or ``remove`` left in the index (caller holds the lock and
    ``manifest`` is the committed one). Errors propagate with the marker kept."""
    pending = read_pending(paths)
    if pending is None:
        return
    resync(paths, indexer, config, manifest, pending or None)
    pending_marker(paths).unlink(missing_ok=True)


@contextlib.contextmanager
def pending_sync(
    paths: ProjectPaths,
    indexer: Indexer,
    config: Config,
    doc_ids: Collection[str],
    *,
    marked: Collection[str] = (),
) -> Iterator[None]:
    """Bracket a change to the records of ``doc_ids`` around a manifest commit.
    ``marked`` (those whose records search must not trust meanwhile: updated or removed
    documents) are listed in the pending marker for the body's duration. If the body
    fails, every one of ``doc_ids`` is re-synced to what the manifest on disk (the
    committed one, before or after the body's commit) lists: new documents lose their
    records, updated ones get their old records back, removed ones lose theirs; then the
    marker goes, unless that repair fails as well (then it stays for
    :func:`repair_index`; records of unmarked new documents stay invisible to search
    until the next writer removes them). The body's error propagates."""
    if not doc_ids:
        yield
        return
    marker = pending_marker(paths)
    if marked:
        mark_pending(paths, marked)
    try:
        yield
    except BaseException:
        with contextlib.suppress(Exception):
            resync(paths, indexer, config, load_manifest(paths.manifest), doc_ids)
            if marked:
                marker.unlink(missing_ok=True)
        raise
    if marked:
        marker.unlink(missing_ok=True)
