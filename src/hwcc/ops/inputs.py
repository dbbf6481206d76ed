"""What ``add`` is asked to read: files, directories and globs expanded into document
files; doc ids; size limits. Which suffixes a directory contributes comes from the
parsers' declarations (:func:`hwcc.ingest.base.document_suffixes`)."""

from __future__ import annotations

import contextlib
import glob as globlib
import hashlib
import os
import re
import stat
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from hwcc.errors import InputError, UsageError
from hwcc.state.manifest import DocumentEntry, Manifest
from hwcc.state.paths import HWCC_DIR, ProjectPaths

MAX_FILE_BYTES = 256 * 1024 * 1024


@dataclass(frozen=True, slots=True)
class Inputs:
    """Document files to read, in order, and the files directory walking passed over
    because no parser reads their suffix (relative to the working directory)."""

    files: tuple[Path, ...]
    skipped: tuple[str, ...] = ()

    def skipped_note(self) -> str | None:
        """One line naming what was skipped and why, or None."""
        if not self.skipped:
            return None
        from hwcc.ingest.base import document_suffixes

        shown = ", ".join(self.skipped[:5])
        more = f" and {len(self.skipped) - 5} more" if len(self.skipped) > 5 else ""
        known = " ".join(sorted(document_suffixes()))
        return (
            f"skipped {len(self.skipped)} file(s) of types hwcc does not read: {shown}{more} "
            f"(document suffixes: {known}; name a file to have its content detected)"
        )


def expand_inputs(raw: Iterable[str], cwd: Path, *, project: ProjectPaths | None = None) -> Inputs:
    """Files named by ``raw`` (files, directories walked recursively, glob patterns).

    Directories contribute files with a declared document suffix, skipping hidden
    entries, ``.hwcc`` and, inside ``project``, the target files hwcc writes (CLAUDE.md,
    ...); other files are listed in ``skipped``. Naming such a target file, or anything
    under the project's ``.hwcc``, is a UsageError. A name that matches nothing raises
    UsageError; a file name that is not valid UTF-8, or a directory that cannot be read
    (at any depth), raises InputError. Order: as given, each directory or glob sorted;
    duplicates dropped.
    """
    from hwcc.ingest.base import document_suffixes

    suffixes = document_suffixes()
    out: list[Path] = []
    skipped: list[str] = []
    seen: set[Path] = set()
    own = _own_files(project)
    state_dir = project.hwcc.resolve() if project is not None else None

    def push(path: Path, *, named: bool) -> None:
        resolved = path.resolve()
        if resolved in own or (state_dir is not None and resolved.is_relative_to(state_dir)):
            if named:
                raise UsageError(f"{display(path, cwd)}: a file hwcc writes itself; not added")
            return
        try:
            str(path).encode("utf-8")
        except UnicodeEncodeError:
            raise InputError(display(path, cwd), "file name is not valid UTF-8") from None
        if resolved not in seen:
            seen.add(resolved)
            out.append(path)

    for item in raw:
        path = Path(item) if Path(item).is_absolute() else cwd / item
        try:
            if path.is_dir():
                for child in _walk(path, cwd):
                    if child.suffix.lower() in suffixes:
                        push(child, named=False)
                    else:
                        skipped.append(display(child, cwd))
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
            raise InputError(display(path, cwd), f"cannot read ({exc.strerror or exc})") from None
    return Inputs(tuple(out), tuple(skipped))


def _walk(top: Path, cwd: Path) -> list[Path]:
    """Regular, non-hidden files below directory ``top``, sorted."""

    def fail(exc: OSError) -> None:
        where = Path(exc.filename) if exc.filename else top
        raise InputError(display(where, cwd), f"cannot read directory ({exc.strerror or exc})")

    found: list[Path] = []
    for dirpath, dirnames, filenames in os.walk(top, onerror=fail):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith(".") and d != HWCC_DIR)
        for name in filenames:
            child = Path(dirpath) / name
            if not name.startswith(".") and child.is_file():
                found.append(child)
    return sorted(found)


def _own_files(project: ProjectPaths | None) -> set[Path]:
    if project is None:
        return set()
    from hwcc.outputs.targets import target, target_names

    return {(project.root / target(name).path).resolve() for name in target_names()}


_ID_UNSAFE = re.compile(r"[^a-z0-9]+")


def make_doc_id(rel_path: str, manifest: Manifest, taken: set[str]) -> str:
    """Stable id for the document at ``rel_path``: the manifest's id if it has one, else a
    slug of the file name, disambiguated with a path hash when already taken."""
    existing = manifest.by_path(rel_path)
    if existing is not None:
        return existing.doc_id
    name = Path(rel_path).name.lower()
    slug = _ID_UNSAFE.sub("-", name).strip("-")[:60] or "document"
    if slug in taken or manifest.by_id(slug) is not None:
        slug = f"{slug}-{hashlib.sha256(rel_path.encode()).hexdigest()[:6]}"
    return slug


def legacy_entry(manifest: Manifest, path: Path) -> DocumentEntry | None:
    """The entry of a document outside the project recorded by its absolute path (older
    manifests stored such paths absolute; now they are relative with ``..``)."""
    return manifest.by_path(path.resolve().as_posix())


def check_size(path: Path) -> int:
    """The size of regular file ``path``; InputError when it is not a regular file, is
    empty or is larger than :data:`MAX_FILE_BYTES`."""
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


def display(path: Path, cwd: Path) -> str:
    """``path`` as the user most likely typed it: relative to ``cwd`` when inside it; bytes
    of the name that are not UTF-8 shown as ``\\xNN`` (so the text can be printed)."""
    with contextlib.suppress(ValueError, OSError):
        path = path.resolve().relative_to(cwd.resolve())
    return os.fsencode(path).decode("utf-8", "backslashreplace")
