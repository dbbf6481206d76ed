"""Filesystem primitives: atomic writes, the project lock, safe names.

Contracts:
- :func:`atomic_write_bytes` / :func:`atomic_write_text` either leave the old file intact
  or replace it whole (temp file in the same directory, fsync, ``os.replace``).
- :class:`ProjectLock` is an exclusive, non-blocking ``flock`` on ``.hwcc/lock``; a second
  holder gets :class:`~hwcc.errors.LockedError` at once. The OS drops the lock when the
  process dies, so a ``kill -9`` never leaves a stale lock.
- :func:`safe_name` turns any document-provided string into one path component that cannot
  escape its directory.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import secrets
from pathlib import Path
from types import TracebackType

from hwcc.errors import LockedError, ProjectError


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` atomically, creating parent directories. The temporary
    file ``.<name>.<random>.tmp`` is named before it is created, so that it is removed
    even when a KeyboardInterrupt comes right after its creation (``tempfile.mkstemp``
    can be interrupted after making the file, before returning its name)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.parent / f".{path.name}.{secrets.token_hex(6)}.tmp"
    made = True  # from the os.open below on: False only if the name was taken
    try:
        try:
            fd = os.open(tmp, _TEMP_FLAGS, 0o600)
        except FileExistsError:
            made = False
            raise
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        if path.exists():
            with contextlib.suppress(OSError):
                os.chmod(tmp, path.stat().st_mode & 0o777)
        else:
            os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        if made:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
        raise


_TEMP_FLAGS = (
    os.O_WRONLY
    | os.O_CREAT
    | os.O_EXCL
    | getattr(os, "O_CLOEXEC", 0)
    | getattr(os, "O_NOFOLLOW", 0)
)


def atomic_write_text(path: Path, text: str) -> None:
    """Write UTF-8 ``text`` to ``path`` atomically (``\\n`` line ends kept as given)."""
    atomic_write_bytes(path, text.encode("utf-8"))


def sha256_file(path: Path) -> str:
    """Hex SHA-256 of a file's bytes, read in 1 MiB blocks."""
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


_UNSAFE = re.compile(r"[^A-Za-z0-9._-]+")


def safe_name(raw: str, *, fallback: str = "unnamed") -> str:
    """One safe path component from ``raw``.

    Keeps ``[A-Za-z0-9._-]``, replaces runs of anything else with ``_``, strips leading
    dots (no hidden files, no ``..``), caps the length at 100 characters and appends a
    short hash whenever the name had to change, so distinct inputs stay distinct.
    """
    cleaned = _UNSAFE.sub("_", raw).lstrip("._-")[:100].rstrip("._-")
    if not cleaned:
        cleaned = fallback
    if cleaned != raw:
        cleaned = f"{cleaned}-{hashlib.sha256(raw.encode('utf-8')).hexdigest()[:6]}"
    return cleaned


def ensure_within(root: Path, target: Path) -> Path:
    """``target`` resolved, or ProjectError if it would lie outside ``root``."""
    resolved_root = root.resolve()
    resolved = target.resolve()
    if resolved != resolved_root and resolved_root not in resolved.parents:
        raise ProjectError(f"refusing to write outside the project: {target}")
    return resolved


class ProjectLock:
    """Exclusive lock on a project directory; use as a context manager."""

    def __init__(self, lock_path: Path) -> None:
        self.lock_path = lock_path
        self._fd: int | None = None

    def acquire(self) -> None:
        import fcntl

        self.lock_path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.lock_path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            holder = ""
            with contextlib.suppress(OSError, ValueError):
                holder = os.pread(fd, 32, 0).decode("ascii").strip()
            os.close(fd)
            who = f" (pid {holder})" if holder else ""
            raise LockedError(
                f"another hwcc process{who} is writing to this project; "
                "wait for it to finish and try again"
            ) from None
        os.ftruncate(fd, 0)
        os.pwrite(fd, str(os.getpid()).encode("ascii"), 0)
        self._fd = fd

    def release(self) -> None:
        if self._fd is None:
            return
        import fcntl

        with contextlib.suppress(OSError):
            os.ftruncate(self._fd, 0)
        fcntl.flock(self._fd, fcntl.LOCK_UN)
        os.close(self._fd)
        self._fd = None

    def __enter__(self) -> ProjectLock:
        self.acquire()
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.release()
