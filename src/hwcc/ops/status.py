"""``status``: the documents held, whether the context files are current, whether the
search index can be trusted. Reads only; takes no lock."""

from __future__ import annotations

from dataclasses import dataclass, field

from hwcc.config import load_config
from hwcc.errors import HwccError
from hwcc.ops.compile import compile_project
from hwcc.state.manifest import DocumentEntry, load_manifest
from hwcc.state.markers import DenseState, dense_state, index_problem
from hwcc.state.paths import ProjectPaths


@dataclass(frozen=True)
class Status:
    """``stale``: context files ``compile`` would change (relative to the root);
    ``context_problem``: why they could not be checked (e.g. a target file with a broken
    marker pair; ``stale`` is then empty and means nothing), else None;
    ``index_problem``: why search results would be wrong (an unfinished reindex or an
    interrupted update), else None; ``warnings``: config warnings (unknown keys) and
    what the context files cannot honour (a hot.md over its budget); ``dense``: how far
    the dense vectors are (search is lexical until they are complete)."""

    root: str
    chip: str
    documents: tuple[DocumentEntry, ...]
    stale: tuple[str, ...]
    context_problem: str | None = None
    index_problem: str | None = None
    warnings: tuple[str, ...] = ()
    context_warnings: tuple[str, ...] = ()
    dense: DenseState = field(default_factory=lambda: DenseState(0, 0))


def project_status(paths: ProjectPaths) -> Status:
    config = load_config(paths.config)
    manifest = load_manifest(paths.manifest)
    problem = index_problem(paths)
    dense = dense_state(paths, manifest.documents)
    base = (str(paths.root), config.hardware.chip, manifest.documents)
    try:
        check = compile_project(paths, check=True)
    except HwccError as exc:
        return Status(*base, (), str(exc), problem, config.warnings, dense=dense)
    return Status(
        *base,
        check.files,
        None,
        problem,
        (*config.warnings, *check.warnings),
        check.warnings,
        dense,
    )
