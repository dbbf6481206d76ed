"""The one commit path of every writing operation (add, remove, reindex, compile).

A writing operation opens a :class:`Transaction` (project lock, Ctrl-C guard, removal of
what an interrupted command left), prepares *everything* in memory (parse, chunk, the new
manifest, every context file), describes it as a :class:`Change`, and calls
:meth:`Transaction.commit`, which writes in this order:

1. the index is repaired if a killed command left ``SYNC-PENDING.json``;
2. the pending marker lists the documents whose records change before the commit
   (updated ones) or after it (removed ones);
3. processed files of the new versions, under version-named paths (invisible until the
   manifest names them);
4. index records of the new versions (only their new chunks are embedded; with
   ``index=False`` their records are dropped instead);
5. a last check for a Ctrl-C that C code swallowed;
6. context files, then the manifest: **the commit point**. A failed manifest write
   restores every context file byte for byte; from here a Ctrl-C is only recorded
   (:func:`~hwcc.util.interrupts.defer_interrupts`): the command finishes and exits 0;
7. after the commit: records of removed documents deleted, the marker removed, processed
   files the manifest no longer references swept, search caches warmed.

A failure (or Ctrl-C) in 3-6 leaves the project as it was: context files restored,
processed files swept back to the committed manifest, and the touched documents'
records re-synced to it (new documents lose theirs, updated ones get the old ones back);
then the marker goes. If that repair fails too, or the process is killed, the marker
stays: ``search`` refuses and ``status`` warns until the next writing command repairs
it in step 1. A failure in 7 leaves the marker for the same repair.

:meth:`Transaction.rebuild_index` is ``reindex``'s commit: the embedder is probed before
anything is dropped, ``REINDEX-INCOMPLETE`` covers the rebuild, the manifest (chunk
counts) is committed last.
"""

from __future__ import annotations

import contextlib
from collections.abc import Collection, Iterator, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Literal

from hwcc.config import Config, load_config
from hwcc.errors import ProjectError
from hwcc.index.sync import Indexer, chunk_result
from hwcc.ops.progress import NullReporter, Reporter
from hwcc.state.fs import ProjectLock, atomic_write_text
from hwcc.state.manifest import DocumentEntry, Manifest, dump_manifest, load_manifest
from hwcc.state.markers import (
    incomplete_marker,
    mark_pending,
    pending_marker,
    read_pending,
)
from hwcc.state.paths import ProjectPaths
from hwcc.state.processed import processed_result, sweep_processed, write_processed
from hwcc.types import Chunk, ParseResult
from hwcc.util.interrupts import defer_interrupts, interrupt_guard, raise_if_interrupted

if TYPE_CHECKING:
    from hwcc.compile.compiler import OutputPlan


@dataclass(frozen=True)
class Version:
    """A new version of one document: its manifest entry, what it parsed to, and its
    chunks (empty when it is added without an index)."""

    entry: DocumentEntry
    result: ParseResult
    chunks: tuple[Chunk, ...]
    status: Literal["added", "updated"]


@dataclass(frozen=True)
class Change:
    """What one writing operation changes, prepared in memory.

    ``manifest``: the manifest to commit (None: unchanged); ``versions``: new document
    versions; ``removed``: doc ids whose records go once the manifest no longer lists
    them; ``index``: whether the versions' chunks are embedded (False: ``add
    --no-index``); ``outputs``: the context files (None: not recompiled)."""

    manifest: Manifest | None = None
    versions: tuple[Version, ...] = ()
    removed: tuple[str, ...] = ()
    index: bool = True
    outputs: OutputPlan | None = None


@dataclass(frozen=True)
class Committed:
    """What a commit wrote: context files touched, in write order."""

    written: tuple[Path, ...] = field(default_factory=tuple)


class Transaction:
    """One writing operation on a project (see the module docstring). Use as a context
    manager; ``config`` and ``manifest`` are the committed state read under the lock."""

    def __init__(self, paths: ProjectPaths, *, reporter: Reporter | None = None) -> None:
        self.paths = paths
        self.reporter: Reporter = reporter or NullReporter()
        self._stack = contextlib.ExitStack()
        self.config: Config
        self.manifest: Manifest
        self._indexer: Indexer | None = None

    def __enter__(self) -> Transaction:
        with contextlib.ExitStack() as stack:
            stack.enter_context(ProjectLock(self.paths.lock))
            stack.enter_context(interrupt_guard())
            repair(self.paths)
            self.config = load_config(self.paths.config)
            self.manifest = load_manifest(self.paths.manifest)
            self._stack = stack.pop_all()
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self._stack.close()

    @property
    def indexer(self) -> Indexer:
        if self._indexer is None:
            self._indexer = Indexer(self.paths, self.config)
        return self._indexer

    def commit(self, change: Change) -> Committed:
        """Write ``change`` in the order of the module docstring; all or nothing up to
        the commit point."""
        from hwcc.compile.compiler import applying

        raise_if_interrupted()
        paths, indexer, before = self.paths, self.indexer, self.manifest
        repair_index(paths, indexer, self.config, before)
        if change.versions or change.removed:
            held = {e.doc_id for e in before.documents}
            held |= {e.doc_id for e in (change.manifest or before).documents}
            indexer.remove_orphans(sorted(held))
        # records of new versions change before the commit (updated ones are marked:
        # search must not trust them meanwhile), removed documents' after it
        touched: list[str] = []
        marked: list[str] = []
        if change.versions and (change.index or indexer.exists()):
            touched = [v.entry.doc_id for v in change.versions]
            marked = [v.entry.doc_id for v in change.versions if v.status == "updated"]
        if change.removed and indexer.exists():
            marked += change.removed
        written: list[Path] = []
        with (
            _write_errors(paths),
            _swept_on_failure(paths, before),
            _records_restored_on_failure(paths, indexer, self.config, touched, marked),
        ):
            for version in change.versions:
                stem = version.entry.processed.removesuffix(".md")
                write_processed(paths, stem, version.result)
            self._sync_versions(change)
            raise_if_interrupted()
            with applying(change.outputs, paths) as written:
                # the commit point: from here a Ctrl-C lets the command finish
                defer_interrupts()
                if change.manifest is not None and change.manifest != before:
                    atomic_write_text(paths.manifest, dump_manifest(change.manifest))
        if change.manifest is not None:
            self.manifest = change.manifest
        for doc_id in change.removed:
            indexer.delete(doc_id)  # a failure keeps the marker: the next writer repairs
        if marked:
            pending_marker(paths).unlink(missing_ok=True)
        if change.versions and change.index:
            indexer.warm_caches()
        sweep_processed(paths, self.manifest)
        return Committed(tuple(written))

    def _sync_versions(self, change: Change) -> None:
        if not change.versions:
            return
        indexer, reporter = self.indexer, self.reporter
        if not change.index:
            for version in change.versions:
                indexer.delete(version.entry.doc_id)
            return
        reporter.start("Embedding", sum(v.entry.chunks for v in change.versions))
        for version in change.versions:
            indexer.sync(
                version.entry.doc_id,
                version.chunks,
                doc_type=version.entry.doc_type,
                chip=version.entry.chip,
                progress=lambda n: reporter.advance(None, n),
            )
        reporter.finish()

    def rebuild_index(self, documents: Sequence[tuple[DocumentEntry, tuple[Chunk, ...]]]) -> int:
        """Drop the index and rebuild it from ``documents`` (every manifest entry with
        its chunks under the current settings); commit the manifest with the new chunk
        counts. Returns the number of child chunks."""
        paths, indexer, reporter = self.paths, self.indexer, self.reporter
        # an unknown provider, a missing model or an unreachable server fails here,
        # with the old index intact
        indexer.embedder.embed(["hwcc reindex probe"])
        raise_if_interrupted()
        incomplete = incomplete_marker(paths)
        atomic_write_text(incomplete, "hwcc reindex started and has not finished\n")
        indexer.reset()
        total = sum(1 for _, chunks in documents for c in chunks if c.level == "child")
        reporter.start("Embedding", total)
        manifest = self.manifest
        for entry, chunks in documents:
            indexer.sync(
                entry.doc_id,
                chunks,
                doc_type=entry.doc_type,
                chip=entry.chip,
                progress=lambda n: reporter.advance(None, n),
            )
            children = sum(1 for c in chunks if c.level == "child")
            manifest = manifest.with_entry(replace(entry, chunks=children))
        reporter.finish()
        defer_interrupts()  # the commit point
        atomic_write_text(paths.manifest, dump_manifest(manifest))
        self.manifest = manifest
        indexer.warm_caches()
        pending_marker(paths).unlink(missing_ok=True)  # every document was re-synced
        incomplete.unlink()
        return total


def repair(paths: ProjectPaths) -> None:
    """Remove leftovers of an interrupted command (caller holds the lock): processed
    files the manifest does not reference and stray temp files. Refuses a project whose
    state directories are symbolic links (hwcc deletes files in them, and a cloned
    repository could point them anywhere)."""
    paths.check_state_dirs()
    sweep_processed(paths, load_manifest(paths.manifest))
    for tmp in paths.hwcc.rglob(".*.tmp"):
        tmp.unlink(missing_ok=True)


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
    """Undo what an interrupted command left in the index (caller holds the lock and
    ``manifest`` is the committed one). Errors propagate with the marker kept."""
    pending = read_pending(paths)
    if pending is None:
        return
    resync(paths, indexer, config, manifest, pending or None)
    pending_marker(paths).unlink(missing_ok=True)


@contextlib.contextmanager
def _records_restored_on_failure(
    paths: ProjectPaths,
    indexer: Indexer,
    config: Config,
    touched: Collection[str],
    marked: Collection[str],
) -> Iterator[None]:
    """List ``marked`` in the pending marker for the body's duration (the caller removes
    it after the commit's post-steps). If the body fails, re-sync every one of
    ``touched`` to the manifest on disk (the committed one), then remove the marker,
    unless that repair fails too (then it stays for :func:`repair_index`)."""
    if marked:
        mark_pending(paths, marked)
    try:
        yield
    except BaseException:
        with contextlib.suppress(Exception):
            if touched:
                resync(paths, indexer, config, load_manifest(paths.manifest), touched)
            if marked:
                pending_marker(paths).unlink(missing_ok=True)
        raise


@contextlib.contextmanager
def _write_errors(paths: ProjectPaths) -> Iterator[None]:
    """Turn an OSError from writing project files into a one-line ProjectError (the
    commit point is the manifest write, so nothing visible has changed)."""
    try:
        yield
    except OSError as exc:
        where = paths.relative(Path(exc.filename)) if exc.filename else ".hwcc"
        raise ProjectError(
            f"{where}: cannot write ({exc.strerror or exc}); nothing was changed"
        ) from None


@contextlib.contextmanager
def _swept_on_failure(paths: ProjectPaths, manifest: Manifest) -> Iterator[None]:
    """If the body fails, delete processed files ``manifest`` (the state before the
    command) does not reference, so ``.hwcc/processed`` is as it was."""
    try:
        yield
    except BaseException:
        with contextlib.suppress(OSError):
            sweep_processed(paths, manifest)
        raise
