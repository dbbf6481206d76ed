"""Project operations behind the CLI: init, add, remove, status, compile.

Every operation that changes a project runs under the project lock and in two phases:

1. *prepare* — read and parse every input, render every output in memory; any
   InputError/MarkerError here aborts with nothing written;
2. *commit* — write version-named processed files, update the index, write the manifest
   (the commit point), write context files, then delete what the new manifest no longer
   references.

A crash before the manifest write leaves only unreferenced files and index entries, which
:func:`repair` removes at the start of the next command, and, when documents were being
updated, their new records, which :mod:`hwcc.indexstate` reports until the next ``add``,
``remove`` or ``reindex`` puts back the records of the versions the manifest lists (a
failure that Python sees does so at once).

Ctrl-C (:mod:`hwcc.interrupts`): before the commit point it aborts the command with
nothing changed (KeyboardInterrupt); from the manifest write on, the command finishes.
"""

from __future__ import annotations

import contextlib
import glob as globlib
import os
import re
import stat
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from hwcc.config import Config, load_config, new_config, render_config
from hwcc.errors import HwccError, InputError, ProjectError, UsageError
from hwcc.fsutil import ProjectLock, atomic_write_text, sha256_file
from hwcc.indexing import Indexer, chunk_result, processed_stem, write_processed
from hwcc.indexstate import (
    incomplete_marker,
    index_problem,
    mark_pending,
    pending_marker,
    pending_sync,
    processed_result,
    repair_index,
)
from hwcc.interrupts import defer_interrupts, interrupt_guard, raise_if_interrupted
from hwcc.manifest import DocumentEntry, Manifest, dump_manifest, load_manifest
from hwcc.project import HWCC_DIR, ProjectPaths
from hwcc.types import Chunk, Device, ParseResult

if TYPE_CHECKING:
    from hwcc.compile.compiler import OutputPlan
    from hwcc.search import SearchHit

MAX_FILE_BYTES = 256 * 1024 * 1024
DIRECTORY_SUFFIXES = {".svd", ".pdf", ".md", ".markdown", ".rst", ".txt"}


class Reporter(Protocol):
    """Progress sink; the CLI renders it with rich, tests use :class:`NullReporter`."""

    def start(self, description: str, total: int) -> None: ...
    def advance(self, description: str | None = None, amount: int = 1) -> None: ...
    def finish(self) -> None: ...


class NullReporter:
    def start(self, description: str, total: int) -> None:
        pass

    def advance(self, description: str | None = None, amount: int = 1) -> None:
        pass

    def finish(self) -> None:
        pass


class AddFailed(HwccError):
    """One or more inputs of ``hwcc add`` failed; nothing was changed."""

    def __init__(self, errors: Sequence[HwccError]) -> None:
        self.errors = tuple(errors)
        # the closing line when several files failed (None for one)
        self.summary = (
            f"{len(self.errors)} files failed; the project was not changed"
            if len(self.errors) > 1
            else None
        )
        lines = [str(e) for e in self.errors]
        super().__init__("\n".join([*lines, self.summary] if self.summary else lines))
        self.exit_code = max(e.exit_code for e in self.errors)


# --------------------------------------------------------------------------------------
# init


@dataclass(frozen=True, slots=True)
class InitResult:
    paths: ProjectPaths
    created: bool


def init_project(root: Path, *, chip: str = "", name: str = "") -> InitResult:
    """Create ``.hwcc/config.toml`` and an empty manifest; existing projects are untouched."""
    paths = ProjectPaths(root)
    if paths.config.exists():
        return InitResult(paths, created=False)
    paths.hwcc.mkdir(parents=True, exist_ok=True)
    with ProjectLock(paths.lock):
        config = new_config(chip=chip, name=name or root.resolve().name)
        atomic_write_text(paths.config, render_config(config))
        if not paths.manifest.exists():
            atomic_write_text(paths.manifest, dump_manifest(Manifest()))
        gitignore = paths.hwcc / ".gitignore"
        if not gitignore.exists():
            atomic_write_text(gitignore, "# hwcc: machine-local state\nindex/\nlock\n")
    return InitResult(paths, created=True)


# --------------------------------------------------------------------------------------
# add


@dataclass(frozen=True, slots=True)
class AddOptions:
    kind: str = ""  # parser override (svd, pdf, markdown, rst, text); "" = detect
    chip: str = ""
    compile: bool = True
    force: bool = False
    index: bool = True  # False: context files only; `hwcc reindex` builds the index later


@dataclass(frozen=True, slots=True)
class DocumentOutcome:
    path: str
    doc_id: str
    status: str  # "added", "updated", "unchanged"
    kind: str = ""
    title: str = ""
    chunks: int = 0
    warnings: tuple[str, ...] = ()


@dataclass(frozen=True)
class AddReport:
    outcomes: tuple[DocumentOutcome, ...]
    written: tuple[Path, ...] = ()
    warnings: tuple[str, ...] = field(default_factory=tuple)

    def count(self, status: str) -> int:
        return sum(1 for o in self.outcomes if o.status == status)


def expand_inputs(
    raw: Iterable[str], cwd: Path, *, project: ProjectPaths | None = None
) -> list[Path]:
    """Files named by ``raw`` (files, directories walked recursively, glob patterns).

    Directories contribute files with a known document suffix, skipping hidden entries,
    ``.hwcc`` and, inside ``project``, the context files hwcc writes (CLAUDE.md, ...).
    Naming such a file, or anything under the project's ``.hwcc``, is a UsageError. A
    name that matches nothing raises UsageError; a file name that is not valid UTF-8, or
    a directory that cannot be read (at any depth), raises InputError. Order: as given,
    each directory or glob sorted; duplicates dropped.
    """
    out: list[Path] = []
    seen: set[Path] = set()
    own = _own_files(project)
    state_dir = project.hwcc.resolve() if project is not None else None

    def push(path: Path, *, named: bool) -> None:
        resolved = path.resolve()
        if resolved in own or (state_dir is not None and resolved.is_relative_to(state_dir)):
            if named:
                raise UsageError(f"{_display(path, cwd)}: a file hwcc writes itself; not added")
            return
        try:
            str(path).encode("utf-8")
        except UnicodeEncodeError:
            raise InputError(_display(path, cwd), "file name is not valid UTF-8") from None
        if resolved not in seen:
            seen.add(resolved)
            out.append(path)

    for item in raw:
        path = Path(item) if Path(item).is_absolute() else cwd / item
        try:
            if path.is_dir():
                for child in _walk(path, cwd):
                    push(child, named=False)
            elif path.exists():
                push(path, named=True)
            elif any(ch in item for ch in "*?["):
                matches = sorted(Path(m) for m in globlib.glob(str(path), recursive=True))
                files = [m for m in matches if m.is_file()]
                if not files:
                    raise UsageError(f"{item}: no files match")
                for match in files:
                    push(match, named=False)
            else:
                raise InputError(item, "no such file or directory")
        except OSError as exc:  # e.g. a parent directory without search permission
            raise InputError(_display(path, cwd), f"cannot read ({exc.strerror or exc})") from None
    return out


def _walk(top: Path, cwd: Path) -> list[Path]:
    """Document files below directory ``top`` (see expand_inputs), sorted."""

    def fail(exc: OSError) -> None:
        where = Path(exc.filename) if exc.filename else top
        raise InputError(_display(where, cwd), f"cannot read directory ({exc.strerror or exc})")

    found: list[Path] = []
    for dirpath, dirnames, filenames in os.walk(top, onerror=fail):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith(".") and d != HWCC_DIR)
        for name in filenames:
            child = Path(dirpath) / name
            if name.startswith(".") or child.suffix.lower() not in DIRECTORY_SUFFIXES:
                continue
            if child.is_file():
                found.append(child)
    return sorted(found)


def _own_files(project: ProjectPaths | None) -> set[Path]:
    if project is None:
        return set()
    from hwcc.compile.compiler import TARGET_FILES

    return {(project.root / rel).resolve() for rel in TARGET_FILES.values()}


_ID_UNSAFE = re.compile(r"[^a-z0-9]+")


def make_doc_id(rel_path: str, manifest: Manifest, taken: set[str]) -> str:
    """Stable id for the document at ``rel_path``: the manifest's id if it has one, else a
    slug of the file name, disambiguated with a path hash when already taken."""
    existing = manifest.by_path(rel_path)
    if existing is not None:
        return existing.doc_id
    import hashlib

    name = Path(rel_path).name.lower()
    slug = _ID_UNSAFE.sub("-", name).strip("-")[:60] or "document"
    if slug in taken or manifest.by_id(slug) is not None:
        slug = f"{slug}-{hashlib.sha256(rel_path.encode()).hexdigest()[:6]}"
    return slug


def _legacy_entry(manifest: Manifest, path: Path) -> DocumentEntry | None:
    """The entry of a document outside the project recorded by its absolute path (before
    session 6 such paths were stored absolute, now relative with ``..``)."""
    return manifest.by_path(path.resolve().as_posix())


@dataclass(frozen=True)
class _Prepared:
    entry: DocumentEntry
    result: ParseResult
    status: str
    chunks: tuple[Chunk, ...]


def _check_size(path: Path) -> int:
    info = path.stat()
    if not stat.S_ISREG(info.st_mode):  # a FIFO would block the read; a device never ends
        raise InputError(path, "not a regular file")
    size = info.st_size
    if size == 0:
        raise InputError(path, "file is empty")
    if size > MAX_FILE_BYTES:
        raise InputError(
            path, f"file is too large ({_human(size)}; the limit is {_human(MAX_FILE_BYTES)})"
        )
    return size


def _human(size: int) -> str:
    """``size`` bytes as B, KiB, MiB or GiB with at most one decimal."""
    value = float(size)
    for unit in ("B", "KiB", "MiB"):
        if value < 1024:
            return f"{value:.0f} {unit}" if unit == "B" else f"{value:.1f} {unit}"
        value /= 1024
    return f"{value:.1f} GiB"


def _parse_one(
    path: Path, rel: str, doc_id: str, sha: str, size: int, options: AddOptions
) -> tuple[str, ParseResult]:
    """(parser kind, parse result) for one file."""
    from hwcc.ingest.base import ParseOptions, parser_for
    from hwcc.ingest.detect import detect_type

    kind = options.kind or detect_type(path)
    parser = parser_for(kind)
    try:
        return kind, parser.parse(
            path,
            ParseOptions(doc_id=doc_id, chip=options.chip, source_path=rel),
        )
    except HwccError:
        raise
    except MemoryError:
        raise InputError(path, "out of memory while parsing") from None
    except Exception as exc:  # a parser bug must still not corrupt the project
        raise InputError(path, f"{kind} parser failed: {type(exc).__name__}: {exc}") from exc


def preview_parse(path: Path, options: AddOptions) -> ParseResult:
    """Parse one file outside any project (for ``hwcc add --preview``)."""
    size = _check_size(path)
    doc_id = make_doc_id(path.name, Manifest(), set())
    return _parse_one(path, path.name, doc_id, "", size, options)[1]


@interrupt_guard()
def add_documents(
    paths: ProjectPaths,
    inputs: Sequence[str],
    *,
    cwd: Path,
    options: AddOptions = AddOptions(),
    reporter: Reporter | None = None,
) -> AddReport:
    """Add (or update) documents; all-or-nothing. See the module docstring."""
    reporter = reporter or NullReporter()
    files = expand_inputs(inputs, cwd, project=paths)
    if not files:
        raise UsageError("no documents to add")
    with ProjectLock(paths.lock):
        repair(paths)
        config = load_config(paths.config)
        manifest = load_manifest(paths.manifest)
        prepared: list[_Prepared] = []
        outcomes: list[DocumentOutcome] = []
        errors: list[HwccError] = []
        taken: set[str] = set()
        reporter.start("Parsing", len(files))
        for path in files:
            reporter.advance(f"Parsing {path.name}")
            rel = paths.relative(path)
            try:
                size = _check_size(path)
                sha = sha256_file(path)
                previous = manifest.by_path(rel) or _legacy_entry(manifest, path)
                doc_id = previous.doc_id if previous else make_doc_id(rel, manifest, taken)
                taken.add(doc_id)
                if previous is not None and previous.sha256 == sha and not options.force:
                    outcomes.append(
                        DocumentOutcome(rel, doc_id, "unchanged", previous.kind, previous.title)
                    )
                    continue
                kind, result = _parse_one(path, rel, doc_id, sha, size, options)
                chunks: tuple[Chunk, ...] = ()
                if options.index:
                    reporter.advance(f"Chunking {path.name}", 0)
                    chunks = chunk_result(result, config)
            except InputError as exc:
                errors.append(InputError(_display(path, cwd), exc.problem))
                continue
            except HwccError as exc:
                errors.append(exc)
                continue
            except OSError as exc:
                problem = f"cannot read file ({exc.strerror or exc})"
                errors.append(InputError(_display(path, cwd), problem))
                continue
            stem = processed_stem(doc_id, sha[:12])
            entry = DocumentEntry(
                doc_id=doc_id,
                path=rel,
                sha256=sha,
                kind=kind,
                doc_type=result.doc_type,
                title=result.title,
                chip=result.chip,
                size=size,
                processed=f"{stem}.md",
                model=f"{stem}.device.json" if result.device is not None else "",
                chunks=sum(1 for c in chunks if c.level == "child"),
                pages=max((s.page for s in result.page_map), default=0),
                warnings=result.warnings,
            )
            status = "updated" if previous is not None else "added"
            prepared.append(_Prepared(entry, result, status, chunks))
        raise_if_interrupted()
        reporter.finish()
        if errors:
            raise AddFailed(errors)
        new_manifest = manifest
        for item in prepared:
            new_manifest = new_manifest.with_entry(item.entry)
        fresh_devices = {p.entry.doc_id: p.result.device for p in prepared if p.result.device}
        plan = None
        if options.compile and prepared:
            plan = _plan(paths, config, new_manifest, fresh_devices)
        # ---- commit: processed files and index (invisible until the manifest lists
        # them; swept by repair() otherwise), context files, manifest (commit point; the
        # context files are restored if it fails), sweep
        raise_if_interrupted()
        written: list[Path] = []
        indexer = Indexer(paths, config)
        repair_index(paths, indexer, config, manifest)
        # records change before the manifest names the new versions: if anything below
        # fails, pending_sync drops new documents' records and puts updated ones' back
        touched: list[str] = []
        updated: list[str] = []
        if options.index or indexer.exists():
            touched = [p.entry.doc_id for p in prepared]
            updated = [p.entry.doc_id for p in prepared if p.status == "updated"]
        with (
            _write_errors(paths),
            _swept_on_failure(paths, manifest),
            pending_sync(paths, indexer, config, touched, marked=updated),
        ):
            for item in prepared:
                write_processed(paths, item.entry.processed.removesuffix(".md"), item.result)
            if prepared:
                indexer.remove_orphans([e.doc_id for e in new_manifest.documents])
                if options.index:
                    reporter.start("Embedding", sum(item.entry.chunks for item in prepared))
                    for item in prepared:
                        indexer.sync(
                            item.entry.doc_id,
                            item.chunks,
                            doc_type=item.entry.doc_type,
                            chip=item.entry.chip,
                            progress=lambda n: reporter.advance(None, n),
                        )
                    reporter.finish()
                else:
                    for item in prepared:
                        indexer.delete(item.entry.doc_id)
            from hwcc.compile.compiler import applying

            with applying(plan, paths) as written:
                defer_interrupts()  # commit point: from here a Ctrl-C lets the command finish
                if prepared:
                    atomic_write_text(paths.manifest, dump_manifest(new_manifest))
        if prepared and options.index:
            indexer.warm_caches()
        for item in prepared:
            outcomes.append(
                DocumentOutcome(
                    item.entry.path,
                    item.entry.doc_id,
                    item.status,
                    item.entry.kind,
                    item.entry.title,
                    item.entry.chunks,
                    item.entry.warnings,
                )
            )
        _sweep_processed(paths, new_manifest)
    order = {paths.relative(f): i for i, f in enumerate(files)}
    outcomes.sort(key=lambda o: order.get(o.path, 0))
    return AddReport(tuple(outcomes), tuple(written), plan.warnings if plan else ())


@contextlib.contextmanager
def _write_errors(paths: ProjectPaths) -> Iterator[None]:
    """Turn an OSError from writing project files into a one-line ProjectError (the
    callers commit by writing the manifest last, so nothing visible has changed)."""
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
    command) does not reference, so a failed command leaves ``.hwcc/processed`` as it was."""
    try:
        yield
    except BaseException:
        with contextlib.suppress(OSError):
            _sweep_processed(paths, manifest)
        raise


def _display(path: Path, cwd: Path) -> str:
    """``path`` as the user most likely typed it: relative to ``cwd`` when inside it; bytes
    of the name that are not UTF-8 shown as ``\\xNN`` (so the text can be printed)."""
    with contextlib.suppress(ValueError, OSError):
        path = path.resolve().relative_to(cwd.resolve())
    return os.fsencode(path).decode("utf-8", "backslashreplace")


def _plan(
    paths: ProjectPaths,
    config: Config,
    manifest: Manifest,
    fresh: dict[str, Device],
) -> OutputPlan:
    from hwcc.compile.compiler import load_devices, plan_outputs
    from hwcc.model_io import load_device

    devices: list[tuple[DocumentEntry, Device]] = []
    for entry in manifest.documents:
        if entry.doc_id in fresh:
            devices.append((entry, fresh[entry.doc_id]))
        elif entry.model:
            path = paths.hwcc / entry.model
            if path.exists():
                devices.append((entry, load_device(path.read_text(encoding="utf-8"))))
            else:
                devices.extend(load_devices(paths, Manifest((entry,))))
    return plan_outputs(paths, config, manifest, devices)


def _sweep_processed(paths: ProjectPaths, manifest: Manifest) -> None:
    """Delete processed files the manifest does not reference."""
    if not paths.processed.is_dir():
        return
    keep: set[str] = set()
    for entry in manifest.documents:
        stem = entry.processed.removesuffix(".md")
        keep |= {entry.processed, f"{stem}.meta.json", entry.model}
    for file in paths.processed.iterdir():
        rel = f"processed/{file.name}"
        if file.is_file() and rel not in keep:
            file.unlink(missing_ok=True)


def repair(paths: ProjectPaths) -> None:
    """Remove leftovers of an interrupted command (caller holds the lock). Refuses a
    project whose state directories are symbolic links (hwcc deletes files in them, and
    a cloned repository could point them anywhere)."""
    paths.check_state_dirs()
    manifest = load_manifest(paths.manifest)
    _sweep_processed(paths, manifest)
    for tmp in paths.hwcc.rglob(".*.tmp"):
        tmp.unlink(missing_ok=True)


# --------------------------------------------------------------------------------------
# remove / compile / status


@interrupt_guard()
def remove_document(paths: ProjectPaths, ref: str, *, cwd: Path, compile: bool = True) -> str:
    """Remove the document with doc_id or path ``ref``; returns its doc_id."""
    with ProjectLock(paths.lock):
        repair(paths)
        config = load_config(paths.config)
        manifest = load_manifest(paths.manifest)
        entry = manifest.by_id(ref)
        if entry is None:
            candidate = Path(ref) if Path(ref).is_absolute() else cwd / ref
            entry = (
                manifest.by_path(paths.relative(candidate))
                or _legacy_entry(manifest, candidate)
                or manifest.by_path(ref)
            )
        if entry is None:
            raise UsageError(f"{ref}: no such document in this project (see 'hwcc status')")
        new_manifest = manifest.without(entry.doc_id)
        plan = _plan(paths, config, new_manifest, {}) if compile else None
        indexer = Indexer(paths, config)
        repair_index(paths, indexer, config, manifest)
        indexer.remove_orphans([e.doc_id for e in manifest.documents])
        from hwcc.compile.compiler import applying

        # the records go once the manifest no longer lists the document; until they are
        # gone the marker makes search refuse (they would crowd out every other hit). A
        # failure before the commit changed no record: the marker just goes. (repair_index
        # above left no older marker, so removing it unconditionally is safe.)
        marker = pending_marker(paths)
        raise_if_interrupted()
        with _write_errors(paths):
            if indexer.exists():
                mark_pending(paths, [entry.doc_id])
            try:
                with applying(plan, paths):
                    defer_interrupts()  # commit point
                    atomic_write_text(paths.manifest, dump_manifest(new_manifest))
            except BaseException:
                marker.unlink(missing_ok=True)
                raise
        indexer.delete(entry.doc_id)  # a failure here keeps the marker: the next writer repairs
        marker.unlink(missing_ok=True)
        _sweep_processed(paths, new_manifest)
    return entry.doc_id


@interrupt_guard()
def reindex_project(paths: ProjectPaths, *, reporter: Reporter | None = None) -> int:
    """Drop the index and rebuild it from the processed files with the current
    ``[chunk]`` and ``[embedding]`` settings; returns the number of child chunks."""
    from dataclasses import replace

    reporter = reporter or NullReporter()
    with ProjectLock(paths.lock):
        repair(paths)
        config = load_config(paths.config)
        manifest = load_manifest(paths.manifest)
        indexer = Indexer(paths, config)
        prepared: list[tuple[DocumentEntry, tuple[Chunk, ...]]] = []
        for entry in manifest.documents:
            prepared.append((entry, chunk_result(processed_result(paths, entry), config)))
        # Embed a probe before dropping anything: an unknown provider, a missing model
        # or an unreachable server fails here with the old index intact.
        indexer.embedder.embed(["hwcc reindex probe"])
        raise_if_interrupted()
        incomplete = incomplete_marker(paths)
        atomic_write_text(incomplete, "hwcc reindex started and has not finished\n")
        indexer.reset()
        total = sum(1 for _, chunks in prepared for c in chunks if c.level == "child")
        reporter.start("Embedding", total)
        new_manifest = manifest
        for entry, chunks in prepared:
            indexer.sync(
                entry.doc_id,
                chunks,
                doc_type=entry.doc_type,
                chip=entry.chip,
                progress=lambda n: reporter.advance(None, n),
            )
            children = sum(1 for c in chunks if c.level == "child")
            new_manifest = new_manifest.with_entry(replace(entry, chunks=children))
        reporter.finish()
        defer_interrupts()  # commit point
        atomic_write_text(paths.manifest, dump_manifest(new_manifest))
        indexer.warm_caches()
        pending_marker(paths).unlink(missing_ok=True)  # every document was re-synced
        incomplete.unlink()
    return total


@dataclass(frozen=True)
class CompileReport:
    """``files`` = context files written (or, for a check, out of date); ``warnings`` =
    what they could not honour (:attr:`hwcc.compile.compiler.OutputPlan.warnings`)."""

    files: tuple[Path, ...]
    warnings: tuple[str, ...] = ()


@interrupt_guard()
def compile_project(
    paths: ProjectPaths, *, targets: Sequence[str] | None = None, check: bool = False
) -> CompileReport:
    """Regenerate context files; with ``check`` only list files that would change."""
    from hwcc.compile.compiler import applying, stale_files

    config = load_config(paths.config)
    manifest = load_manifest(paths.manifest)
    if check:
        plan = _plan_checked(paths, config, manifest, targets)
        return CompileReport(tuple(stale_files(plan)), plan.warnings)
    with ProjectLock(paths.lock):
        repair(paths)
        plan = _plan_checked(paths, config, manifest, targets)
        raise_if_interrupted()
        with applying(plan, paths) as written:
            defer_interrupts()  # every file written: a Ctrl-C no longer undoes them
        return CompileReport(tuple(written), plan.warnings)


def _plan_checked(
    paths: ProjectPaths, config: Config, manifest: Manifest, targets: Sequence[str] | None
) -> OutputPlan:
    from hwcc.compile.compiler import load_devices, plan_outputs

    return plan_outputs(paths, config, manifest, load_devices(paths, manifest), targets=targets)


def search_project(
    paths: ProjectPaths,
    query: str,
    *,
    k: int = 5,
    chip: str | None = None,
    doc_type: str | None = None,
    peripheral: str | None = None,
    content_type: str | None = None,
) -> list[SearchHit]:
    """Hybrid search over the project's index (the function behind ``hwcc search``)."""
    from hwcc.search import ProjectIndex, search
    from hwcc.types import ContentType, DocType

    config = load_config(paths.config)
    if not query.strip():
        raise UsageError("empty search query")
    for option, value, known in (
        ("--doc-type", doc_type, [t.value for t in DocType]),
        ("--content-type", content_type, [t.value for t in ContentType]),
    ):
        if value is not None and value not in known:
            raise UsageError(f"{option} {value!r} is not one of: {', '.join(known)}")
    if not config.store.url and not paths.index.is_dir():
        raise ProjectError("the project has no index yet; add documents with 'hwcc add'")
    problem = index_problem(paths)
    if problem is not None:
        raise ProjectError(problem)
    held = {entry.doc_id for entry in load_manifest(paths.manifest).documents}
    indexer = Indexer(paths, config)
    index = ProjectIndex(indexer.store, indexer.embedder)
    hits = search(
        index,
        query,
        k=k * 2,
        chip=chip,
        doc_type=doc_type,
        peripheral=peripheral,
        content_type=content_type,
    )
    # records of a document whose add was interrupted are invisible until repaired
    return [hit for hit in hits if hit.doc_id in held][:k]


@dataclass(frozen=True)
class Status:
    """What ``hwcc status`` reports. ``stale`` = context files that ``hwcc compile`` would
    change; ``context_problem`` = why they could not be checked (e.g. a target file with a
    broken marker pair; then ``stale`` is empty and means nothing), else None;
    ``index_problem`` = why search results would be wrong (an unfinished reindex or an
    interrupted update, :func:`hwcc.indexstate.index_problem`); ``context_warnings`` =
    what the context files cannot honour (a hot.md over its budget)."""

    paths: ProjectPaths
    config: Config
    manifest: Manifest
    stale: tuple[Path, ...]
    context_problem: str | None = None
    index_problem: str | None = None
    context_warnings: tuple[str, ...] = ()


def project_status(paths: ProjectPaths) -> Status:
    config = load_config(paths.config)
    manifest = load_manifest(paths.manifest)
    problem = index_problem(paths)
    try:
        check = compile_project(paths, check=True)
    except HwccError as exc:
        return Status(paths, config, manifest, (), str(exc), problem)
    return Status(paths, config, manifest, check.files, None, problem, check.warnings)
