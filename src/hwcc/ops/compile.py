"""``compile``: the context files for the committed project state, written through the
transaction or, with ``check``, only compared."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from hwcc.config import Config, load_config
from hwcc.model.device import Device
from hwcc.ops.transaction import Change, Transaction
from hwcc.state.manifest import DocumentEntry, Manifest, load_manifest
from hwcc.state.paths import ProjectPaths
from hwcc.state.processed import device_of, errata_of, processed_result
from hwcc.types import DocType, ParseResult

if TYPE_CHECKING:
    from hwcc.compile.compiler import OutputPlan


# documents peripheral files point into: manuals, datasheets, application notes
MANUAL_TYPES = frozenset(
    t.value
    for t in (
        DocType.REFERENCE_MANUAL,
        DocType.DATASHEET,
        DocType.PROGRAMMING_MANUAL,
        DocType.APP_NOTE,
        DocType.USER_GUIDE,
    )
)


@dataclass(frozen=True)
class CompileReport:
    """``files``: context files written (or, for a check, out of date), relative to the
    project root; ``warnings``: what they cannot honour (a hot.md over its budget)."""

    files: tuple[str, ...]
    warnings: tuple[str, ...] = ()


def devices_of(
    paths: ProjectPaths, manifest: Manifest, fresh: Mapping[str, ParseResult] | None = None
) -> list[tuple[DocumentEntry, Device]]:
    """The register models of ``manifest``'s documents in doc_id order: those of
    ``fresh`` documents (parsed in this command) as parsed, the others read from their
    processed files; ProjectError naming the file when one is damaged."""
    out: list[tuple[DocumentEntry, Device]] = []
    for entry in manifest.documents:
        fresh_result = fresh.get(entry.doc_id) if fresh else None
        device = fresh_result.device if fresh_result else device_of(paths, entry)
        if device is not None:
            out.append((entry, device))
    return out


def plan_for(
    paths: ProjectPaths,
    config: Config,
    manifest: Manifest,
    fresh: Mapping[str, ParseResult] | None = None,
    *,
    targets: Sequence[str] | None = None,
) -> OutputPlan:
    """Every context file for ``manifest``: register models, errata items and manual
    outlines of ``fresh`` documents (parsed in this command) as parsed, the others read
    from their processed files, each once."""
    from hwcc.compile.compiler import plan_outputs
    from hwcc.compile.pointers import outline

    devices = devices_of(paths, manifest, fresh)
    errata = []
    outlines = []
    for entry in manifest.documents:
        fresh_result = fresh.get(entry.doc_id) if fresh else None
        items = fresh_result.errata if fresh_result else errata_of(paths, entry)
        if items:
            errata.append((entry, items))
        if entry.doc_type in MANUAL_TYPES:
            text = fresh_result or processed_result(paths, entry, models=False)
            outlines.append((entry, outline(text)))
    return plan_outputs(
        paths, config, manifest, devices, targets=targets, errata=errata, outlines=outlines
    )


def compile_project(
    paths: ProjectPaths, *, targets: Sequence[str] | None = None, check: bool = False
) -> CompileReport:
    """Regenerate context files; with ``check`` only list the files that would change
    (a file that does not exist yet counts only once the project has documents)."""
    from hwcc.compile.compiler import stale_files
    from hwcc.outputs.targets import target

    for name in targets or ():
        target(name)
    if check:
        config = load_config(paths.config)
        manifest = load_manifest(paths.manifest)
        plan = plan_for(paths, config, manifest, targets=targets)
        stale = stale_files(plan)
        if not manifest.documents:
            stale = [p for p in stale if p.exists()]
        return CompileReport(tuple(paths.relative(p) for p in stale), plan.warnings)
    with Transaction(paths) as tx:
        plan = plan_for(paths, tx.config, tx.manifest, targets=targets)
        committed = tx.commit(Change(outputs=plan))
    return CompileReport(tuple(paths.relative(p) for p in committed.written), plan.warnings)
