"""``init``: create ``.hwcc/config.toml``, an empty manifest and ``.hwcc/.gitignore``."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from hwcc.config import load_config, new_config, render_config
from hwcc.errors import UsageError
from hwcc.state.fs import ProjectLock, atomic_write_text
from hwcc.state.manifest import Manifest, dump_manifest
from hwcc.state.paths import ProjectPaths


@dataclass(frozen=True, slots=True)
class InitReport:
    """``created``: False when the project existed (and was left untouched)."""

    root: str
    config: str
    created: bool


def init_project(root: Path, *, chip: str = "", name: str = "") -> InitReport:
    """Create a project at ``root``. An existing project is left untouched; asking it
    for another chip or name than it has is a UsageError that says how to change it."""
    paths = ProjectPaths(root)
    config_rel = paths.relative(paths.config)
    if paths.config.exists():
        current = load_config(paths.config)
        for key, wanted, have in (
            ("chip", chip, current.hardware.chip),
            ("name", name, current.project.name),
        ):
            if wanted and wanted != have:
                section = "hardware" if key == "chip" else "project"
                raise UsageError(
                    f"{config_rel} already exists with {key} '{have}'; to change it, set "
                    f'{key} = "{wanted}" under [{section}] in that file, then run hwcc compile'
                )
        return InitReport(str(root), config_rel, created=False)
    paths.hwcc.mkdir(parents=True, exist_ok=True)
    with ProjectLock(paths.lock):
        config = new_config(chip=chip, name=name or root.resolve().name)
        atomic_write_text(paths.config, render_config(config))
        if not paths.manifest.exists():
            atomic_write_text(paths.manifest, dump_manifest(Manifest()))
        gitignore = paths.hwcc / ".gitignore"
        if not gitignore.exists():
            atomic_write_text(gitignore, "# hwcc: machine-local state\nindex/\nlock\n")
    return InitReport(str(root), config_rel, created=True)
