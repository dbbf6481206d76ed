"""``compile``: the context files for the committed project state, written through the
transaction or, with ``check``, only compared."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from hwcc.config import Config, load_config
from hwcc.errors import ProjectError
from hwcc.model.device import Device
from hwcc.ops.transaction import Change, Transaction
from hwcc.state.manifest import DocumentEntry, Manifest, load_manifest
from hwcc.state.paths import ProjectPaths
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
    from hwcc.model.serialize import load_device

    out: list[tuple[DocumentEntry, Device]] = []
    for entry in manifest.documents:
        if fresh and entry.doc_id in fresh:
            device = fresh[entry.doc_id].device
            if device is not None:
                out.append((entry, device))
            continue
        if not entry.model:
            continue
        model_path = paths.hwcc / entry.model
        try:
            device = load_device(model_path.read_text(encoding="utf-8"))
        except (OSError, ValueError, KeyError, TypeError) as exc:
            raise ProjectError(
                f"{paths.relative(model_path)}: register model unreadable ({exc}); "
                f"add {entry.path} again, forced (it is unchanged)"
            ) from None
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
    """Every context file for ``manifest`` (see :func:`devices_of` for ``fresh``)."""
    from hwcc.compile.compiler import plan_outputs
    from hwcc.compile.pointers import outline
    from hwcc.state.processed import errata_of, processed_result

    devices = devices_of(paths, manifest, fresh)
    errata = []
    for entry in manifest.documents:
        if fresh and entry.doc_id in fresh:
            items = fresh[entry.doc_id].errata
        else:
            items = errata_of(paths, entry)
        if items:
            errata.append((entry, items))
    outlines = []
    for entry in manifest.documents:
        if entry.doc_type not in MANUAL_TYPES:
            continue
        if fresh and entry.doc_id in fresh:
            result = fresh[entry.doc_id]
        else:
            result = processed_result(paths, entry)
        outlines.append((entry, outline(result)))
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
