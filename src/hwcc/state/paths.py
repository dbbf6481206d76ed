"""Where a project's files live, and finding the project from a working directory.

Layout (all under the project root)::

    .hwcc/config.toml            user-editable configuration
    .hwcc/manifest.json          documents held (written last by every change)
    .hwcc/lock                   flock target; holds the writer's pid while locked
    .hwcc/processed/             <doc_id>-<version>.md (+ .device.json for SVD)
    .hwcc/index/                 vector store and lexical index
    .hwcc/context/hot.md         always-loaded summary
    .hwcc/context/peripherals/   one <NAME>.md per peripheral
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from hwcc.errors import ProjectError

HWCC_DIR = ".hwcc"


@dataclass(frozen=True, slots=True)
class ProjectPaths:
    root: Path

    @property
    def hwcc(self) -> Path:
        return self.root / HWCC_DIR

    @property
    def config(self) -> Path:
        return self.hwcc / "config.toml"

    @property
    def manifest(self) -> Path:
        return self.hwcc / "manifest.json"

    @property
    def lock(self) -> Path:
        return self.hwcc / "lock"

    @property
    def processed(self) -> Path:
        return self.hwcc / "processed"

    @property
    def index(self) -> Path:
        return self.hwcc / "index"

    @property
    def context(self) -> Path:
        return self.hwcc / "context"

    @property
    def peripherals(self) -> Path:
        return self.context / "peripherals"

    @property
    def devices(self) -> Path:
        """Register maps read from documents (external ICs), one file per map."""
        return self.context / "devices"

    def check_state_dirs(self) -> None:
        """ProjectError if a directory whose stale files hwcc deletes by pattern
        (``processed``, ``context``, ``context/peripherals``, ``context/devices``) is a
        symbolic link: sweeping
        through one deleted the files of whatever it pointed to (``.hwcc/`` is committed,
        so a cloned repository can carry such a link). ``.hwcc`` itself and ``index`` may
        be links (moved to another disk): inside them hwcc deletes only its own files."""
        for directory in (self.processed, self.context, self.peripherals, self.devices):
            if directory.is_symlink():
                raise ProjectError(
                    f"{directory.relative_to(self.root).as_posix()} is a symbolic link; hwcc "
                    "keeps its state in real directories (it deletes stale files there): "
                    "replace it with one"
                )

    def relative(self, path: Path) -> str:
        """``path`` relative to the root as a POSIX string, with ``..`` steps when it is
        outside the root (documents and generated files then do not depend on where the
        project is checked out); absolute only when no relative path exists (another
        drive)."""
        resolved = path.resolve()
        root = self.root.resolve()
        try:
            return resolved.relative_to(root).as_posix()
        except ValueError:
            pass
        try:
            return Path(os.path.relpath(resolved, root)).as_posix()
        except ValueError:
            return resolved.as_posix()


def find_project(start: Path) -> ProjectPaths:
    """The project containing ``start`` (walking up to the filesystem root).

    Raises ProjectError when no ``.hwcc/config.toml`` is found.
    """
    here = start.resolve()
    for candidate in (here, *here.parents):
        if (candidate / HWCC_DIR / "config.toml").is_file():
            return ProjectPaths(candidate)
    raise ProjectError(f"no hwcc project in {start} or its parents; run 'hwcc init' first")
