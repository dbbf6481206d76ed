"""``add``: parse new or changed documents, chunk them, and commit them with the
recompiled context through one :class:`~hwcc.ops.transaction.Transaction`; all or
nothing. Also the parse step that ``add --preview`` shares."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Literal

from hwcc.errors import AddFailed, HwccError, InputError, UsageError, check_choice
from hwcc.index.sync import chunk_result
from hwcc.ops.compile import plan_for
from hwcc.ops.inputs import check_size, display, expand_inputs, legacy_entry, make_doc_id
from hwcc.ops.progress import Reporter
from hwcc.ops.transaction import Change, Transaction, Version
from hwcc.state.fs import sha256_file
from hwcc.state.manifest import DocumentEntry, Manifest
from hwcc.state.markers import DenseState
from hwcc.state.paths import ProjectPaths
from hwcc.types import Chunk, DocType, ParseResult
from hwcc.util.interrupts import raise_if_interrupted

DocumentStatus = Literal["added", "updated", "unchanged"]


@dataclass(frozen=True, slots=True)
class AddOptions:
    """``kind``: parser to use instead of detection (``""`` = detect); ``doc_type``: a
    :class:`~hwcc.types.DocType` value instead of the parser's classification; ``chip``:
    the chip the documents describe; ``compile``: recompile context files; ``force``:
    re-process unchanged files; ``index``: embed after the commit (False: context files
    and the lexical index only; search answers lexically until ``reindex``)."""

    kind: str = ""
    doc_type: str = ""
    chip: str = ""
    compile: bool = True
    force: bool = False
    index: bool = True


@dataclass(frozen=True, slots=True)
class DocumentOutcome:
    """What ``add`` did with one file (``path`` relative to the project root)."""

    path: str
    doc_id: str
    status: DocumentStatus
    kind: str = ""
    title: str = ""
    chunks: int = 0
    warnings: tuple[str, ...] = ()


@dataclass(frozen=True)
class AddReport:
    """Every file's outcome in input order, the context files written (relative to the
    project root), warnings about the whole add (skipped files, hot.md budget) and the
    dense vectors' state once the add is over (incomplete after ``index=False``)."""

    documents: tuple[DocumentOutcome, ...]
    written: tuple[str, ...] = ()
    warnings: tuple[str, ...] = field(default_factory=tuple)
    dense: DenseState | None = None

    def count(self, status: DocumentStatus) -> int:
        return sum(1 for d in self.documents if d.status == status)


def parse_file(path: Path, rel: str, doc_id: str, options: AddOptions) -> tuple[str, ParseResult]:
    """(parser kind, parse result) for one file; every failure is an InputError naming
    ``path`` (a parser bug must still not corrupt the project)."""
    from hwcc.ingest.base import ParseOptions, parser_for
    from hwcc.ingest.detect import detect_type

    kind = options.kind or detect_type(path)
    parser = parser_for(kind)
    try:
        result = parser.parse(
            path,
            ParseOptions(
                doc_id=doc_id, chip=options.chip, doc_type=options.doc_type, source_path=rel
            ),
        )
    except HwccError:
        raise
    except MemoryError:
        raise InputError(path, "out of memory while parsing") from None
    except Exception as exc:
        raise InputError(path, f"{kind} parser failed: {type(exc).__name__}: {exc}") from exc
    raise_if_interrupted()  # a Ctrl-C that C code swallowed during the parse
    return kind, with_errata(with_register_map(result))


def with_errata(result: ParseResult) -> ParseResult:
    """``result`` with its errata items (:mod:`hwcc.extract.errata`): all of an errata
    document's, or those of another document's own errata chapter (a datasheet's
    ``Known Limitations``)."""
    from hwcc.extract.errata import extract_errata

    chapter = result.doc_type != DocType.ERRATA.value
    items = extract_errata(result, chapter=chapter)
    return replace(result, errata=items) if items or not chapter else result


def with_register_map(result: ParseResult) -> ParseResult:
    """``result`` with the register map its tables define (:mod:`hwcc.extract.regmap`)
    as its device, carrying the sentences that state its bus address
    (:mod:`hwcc.extract.busaddr`), and a warning per register table left to search; a
    result that has a register model already (SVD) is returned as it is."""
    if result.device is not None or result.doc_type == DocType.ERRATA.value:
        return result
    from hwcc.extract.busaddr import bus_addresses
    from hwcc.extract.regmap import extract_register_map

    found = extract_register_map(result)
    if found.device is None and not found.warnings:
        return result
    device = found.device
    if device is not None:
        device = replace(device, bus_addresses=bus_addresses(result))
    return replace(result, device=device, warnings=(*result.warnings, *found.warnings))


def preview_parse(path: Path, options: AddOptions) -> ParseResult:
    """Parse one file outside any project (for ``add --preview``)."""
    check_size(path)
    doc_id = make_doc_id(path.name, Manifest(), set())
    return parse_file(path, path.name, doc_id, options)[1]


def check_options(options: AddOptions) -> None:
    """UsageError for an unknown parser kind or document type."""
    from hwcc.ingest.base import spec_for

    if options.kind:
        spec_for(options.kind)
    known = [t.value for t in DocType]
    check_choice("doc_type", "document type", options.doc_type or None, known)


def add_documents(
    paths: ProjectPaths,
    inputs: Sequence[str],
    *,
    cwd: Path,
    options: AddOptions = AddOptions(),
    reporter: Reporter | None = None,
) -> AddReport:
    """Add (or update) documents; all or nothing (AddFailed lists every file that
    failed, and nothing is changed)."""
    check_options(options)
    expanded = expand_inputs(inputs, cwd, project=paths)
    skipped = expanded.skipped_note()
    if not expanded.files:
        raise UsageError(f"no documents to add: {skipped}" if skipped else "no documents to add")
    files = expanded.files
    with Transaction(paths, reporter=reporter) as tx:
        reporter = tx.reporter
        manifest = tx.manifest
        versions: list[Version] = []
        unchanged: list[DocumentOutcome] = []
        errors: list[HwccError] = []
        taken: set[str] = set()
        reporter.start("Parsing", len(files))
        for path in files:
            reporter.advance(f"Parsing {path.name}")
            rel = paths.relative(path)
            try:
                size = check_size(path)
                sha = sha256_file(path)
                previous = manifest.by_path(rel) or legacy_entry(manifest, path)
                doc_id = previous.doc_id if previous else make_doc_id(rel, manifest, taken)
                taken.add(doc_id)
                if previous is not None and previous.sha256 == sha and not options.force:
                    unchanged.append(
                        DocumentOutcome(rel, doc_id, "unchanged", previous.kind, previous.title)
                    )
                    continue
                kind, result = parse_file(path, rel, doc_id, options)
                reporter.advance(f"Chunking {path.name}", 0)
                chunks: tuple[Chunk, ...] = chunk_result(result, tx.config)
            except InputError as exc:
                errors.append(InputError(display(path, cwd), exc.problem))
                continue
            except HwccError as exc:
                errors.append(exc)
                continue
            except OSError as exc:
                problem = f"cannot read file ({exc.strerror or exc})"
                errors.append(InputError(display(path, cwd), problem))
                continue
            result = _chip_checked(result, tx.config.hardware.chip)
            entry = _entry(doc_id, rel, sha, size, kind, result, chunks)
            versions.append(Version(entry, result, chunks, "updated" if previous else "added"))
        reporter.finish()
        if errors:
            raise AddFailed(errors)
        new_manifest = manifest
        for version in versions:
            new_manifest = new_manifest.with_entry(version.entry)
        plan = None
        if options.compile and versions:
            fresh = {v.entry.doc_id: v.result for v in versions}
            plan = plan_for(paths, tx.config, new_manifest, fresh)
        committed = tx.commit(
            Change(
                manifest=new_manifest if versions else None,
                versions=tuple(versions),
                index=options.index,
                outputs=plan,
            )
        )
        dense = tx.complete_vectors() if options.index else tx.dense_state()
    outcomes = unchanged + [
        DocumentOutcome(
            v.entry.path,
            v.entry.doc_id,
            v.status,
            v.entry.kind,
            v.entry.title,
            v.entry.chunks,
            v.entry.warnings,
        )
        for v in versions
    ]
    order = {paths.relative(f): i for i, f in enumerate(files)}
    outcomes.sort(key=lambda o: order.get(o.path, 0))
    warnings = ([skipped] if skipped else []) + list(plan.warnings if plan else ())
    written = tuple(paths.relative(p) for p in committed.written)
    return AddReport(tuple(outcomes), written, tuple(warnings), dense)


def _chip_checked(result: ParseResult, project_chip: str) -> ParseResult:
    """``result`` with a warning when it is an errata document about another chip than
    the project's (its items are then listed, not merged into peripheral files)."""
    from hwcc.compile.errata import applies

    if not result.errata or applies(result.chip, project_chip):
        return result
    warning = (
        f"about {result.chip}, not this project's {project_chip}: its "
        f"{len(result.errata)} errata items are listed in .hwcc/context/errata.md but not "
        f"merged into peripheral files (add it again with chip {project_chip} if they apply)"
    )
    return replace(result, warnings=(*result.warnings, warning))


def _entry(
    doc_id: str,
    rel: str,
    sha: str,
    size: int,
    kind: str,
    result: ParseResult,
    chunks: tuple[Chunk, ...],
) -> DocumentEntry:
    from hwcc.state.processed import processed_stem

    stem = processed_stem(doc_id, sha[:12])
    return DocumentEntry(
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
