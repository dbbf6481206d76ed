"""``remove``: drop one document from the manifest, its records from the index and its
register model from the context files, through one transaction."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from hwcc.errors import UsageError
from hwcc.ops.compile import plan_for
from hwcc.ops.inputs import legacy_entry
from hwcc.ops.transaction import Change, Transaction
from hwcc.state.paths import ProjectPaths


@dataclass(frozen=True, slots=True)
class RemoveReport:
    """The removed document and the context files written (relative to the root)."""

    doc_id: str
    path: str
    written: tuple[str, ...] = ()


def remove_document(
    paths: ProjectPaths, ref: str, *, cwd: Path, compile: bool = True
) -> RemoveReport:
    """Remove the document whose doc_id or path is ``ref`` (UsageError if none is)."""
    with Transaction(paths) as tx:
        manifest = tx.manifest
        entry = manifest.by_id(ref)
        if entry is None:
            candidate = Path(ref) if Path(ref).is_absolute() else cwd / ref
            entry = (
                manifest.by_path(paths.relative(candidate))
                or legacy_entry(manifest, candidate)
                or manifest.by_path(ref)
            )
        if entry is None:
            raise UsageError(f"{ref}: no such document in this project (see 'hwcc status')")
        new_manifest = manifest.without(entry.doc_id)
        plan = plan_for(paths, tx.config, new_manifest) if compile else None
        committed = tx.commit(Change(manifest=new_manifest, removed=(entry.doc_id,), outputs=plan))
    return RemoveReport(
        entry.doc_id, entry.path, tuple(paths.relative(p) for p in committed.written)
    )
