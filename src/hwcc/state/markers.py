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
* ``REINDEX-INCOMPLETE`` — present while ``hwcc reindex`` rebuilds the index.

While either marker is present :func:`index_problem` names it: ``search`` refuses and
``status`` warns. Nothing here touches the index itself.
"""

from __future__ import annotations

import json
import os
from collections.abc import Collection
from pathlib import Path

from hwcc.state.fs import atomic_write_text
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
