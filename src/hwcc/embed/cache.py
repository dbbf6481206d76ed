"""A content-addressed vector cache shared by every project of one user on one machine.

:class:`CachedEmbedder` wraps an embedder whose ``name`` pins its vector space exactly
(the offline default: hash-checked model files) and answers texts it has embedded before
from :class:`VectorCache`, embedding only the rest. Returned vectors are the bytes the
wrapped embedder produced for that text earlier; the contract of
:mod:`hwcc.embed.base` is unchanged. Calls with fewer than ``MIN_CACHED_TEXTS`` distinct
texts (search queries) bypass the cache: no file is read or written for them.

Layout: ``<root>/vectors/<name>-<hash of name>/<digest>.vec``, one file per ``put`` (one
embed call's new vectors). A file is ``MAGIC``, a header (dim, count, SHA-256 of the keys
block, SHA-256 of the vectors block), ``count`` 32-byte keys (SHA-256 of the UTF-8 text),
then ``count x dim`` little-endian float32 rows. (``<root>/onnx/`` holds the offline
model's optimised copy, :mod:`hwcc.embed.minilm`.)

Safety: files are written to a temporary name in the same directory and renamed into
place, so readers see whole files or none; a file that fails its checks (size, hashes,
dimension, finite unit rows) is ignored and deleted, and its texts are embedded again.
Every cache error (I/O, permissions, a file deleted by another process) degrades to a
miss or a skipped write, never to a failed embed. Size bound: after each write the
oldest files (by modification time; a hit touches its file) are deleted until the
directory holds at most ``max_bytes``.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import struct
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from hwcc.embed.base import release, warm
from hwcc.state.fs import atomic_write_bytes

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    from hwcc.embed.base import Embedder

MAGIC = b"HWCCVEC1"
_HEADER = struct.Struct("<II32s32s")  # dim, count, sha256(keys), sha256(vectors)
KEY_BYTES = 32
MIN_CACHED_TEXTS = 8
DEFAULT_MAX_BYTES = 256 * 1024 * 1024  # ~170k MiniLM vectors (1.6 KB each with key)
_UNSAFE = re.compile(r"[^A-Za-z0-9._+-]")


def default_cache_root() -> Path:
    """``$HWCC_CACHE_DIR``, else ``$XDG_CACHE_HOME/hwcc``, else ``~/.cache/hwcc``."""
    explicit = os.environ.get("HWCC_CACHE_DIR")
    if explicit:
        return Path(explicit)
    xdg = os.environ.get("XDG_CACHE_HOME")
    base = Path(xdg) if xdg and Path(xdg).is_absolute() else Path.home() / ".cache"
    return base / "hwcc"


def text_key(text: str) -> bytes:
    return hashlib.sha256(text.encode("utf-8")).digest()


class VectorCache:
    """Vectors of one embedder (one ``name``), keyed by :func:`text_key`."""

    def __init__(self, directory: Path, dim: int, *, max_bytes: int = DEFAULT_MAX_BYTES) -> None:
        self.directory = directory
        self.dim = dim
        self.max_bytes = max_bytes
        self._where: dict[bytes, tuple[Path, int]] | None = None
        self._rows: dict[Path, npt.NDArray[np.float32] | None] = {}

    @classmethod
    def for_embedder(
        cls, root: Path, name: str, dim: int, *, max_bytes: int = DEFAULT_MAX_BYTES
    ) -> VectorCache:
        digest = hashlib.sha256(name.encode("utf-8")).hexdigest()[:12]
        folder = f"{_UNSAFE.sub('_', name)[:80]}-{digest}"
        return cls(root / "vectors" / folder, dim, max_bytes=max_bytes)

    # ------------------------------------------------------------------ reading

    def get(self, keys: Sequence[bytes]) -> dict[bytes, npt.NDArray[np.float32]]:
        """The cached vector of every key found (others are absent from the result)."""
        where = self._index()
        found: dict[bytes, npt.NDArray[np.float32]] = {}
        touched: set[Path] = set()
        for key in keys:
            place = where.get(key)
            if place is None:
                continue
            rows = self._segment_rows(place[0])
            if rows is None:
                continue
            found[key] = rows[place[1]]
            touched.add(place[0])
        for path in touched:
            with contextlib.suppress(OSError):
                os.utime(path)
        return found

    def _index(self) -> dict[bytes, tuple[Path, int]]:
        if self._where is None:
            self._where = {}
            try:
                paths = sorted(self.directory.glob("*.vec"))
            except OSError:
                paths = []
            for path in paths:
                keys = self._read_keys(path)
                for row, key in enumerate(keys):
                    self._where.setdefault(key, (path, row))
        return self._where

    def _read_keys(self, path: Path) -> list[bytes]:
        try:
            with path.open("rb") as handle:
                head = handle.read(len(MAGIC) + _HEADER.size)
                if len(head) != len(MAGIC) + _HEADER.size or not head.startswith(MAGIC):
                    raise ValueError("bad header")
                dim, count, keys_sha, _ = _HEADER.unpack(head[len(MAGIC) :])
                expected = len(head) + count * (KEY_BYTES + 4 * dim)
                if dim != self.dim or os.fstat(handle.fileno()).st_size != expected:
                    raise ValueError("bad size")
                block = handle.read(count * KEY_BYTES)
                if hashlib.sha256(block).digest() != keys_sha:
                    raise ValueError("bad keys")
        except FileNotFoundError:
            return []
        except (OSError, ValueError, struct.error):
            self._discard(path)
            return []
        return [block[i : i + KEY_BYTES] for i in range(0, len(block), KEY_BYTES)]

    def _segment_rows(self, path: Path) -> npt.NDArray[np.float32] | None:
        if path in self._rows:
            return self._rows[path]
        import numpy as np

        rows: npt.NDArray[np.float32] | None = None
        try:
            data = path.read_bytes()
            dim, count, _, vectors_sha = _HEADER.unpack_from(data, len(MAGIC))
            start = len(MAGIC) + _HEADER.size + count * KEY_BYTES
            block = data[start:]
            if dim != self.dim or len(block) != count * dim * 4:
                raise ValueError("bad size")
            if hashlib.sha256(block).digest() != vectors_sha:
                raise ValueError("bad vectors")
            rows = np.frombuffer(block, dtype="<f4").reshape(count, dim).astype(np.float32)
            norms = np.linalg.norm(rows, axis=1)
            if not np.all(np.isfinite(rows)) or not np.allclose(norms, 1.0, atol=1e-3):
                raise ValueError("not unit rows")
        except FileNotFoundError:
            rows = None
        except (OSError, ValueError, struct.error):
            rows = None
            self._discard(path)
        self._rows[path] = rows
        return rows

    def _discard(self, path: Path) -> None:
        with contextlib.suppress(OSError):
            path.unlink()

    # ------------------------------------------------------------------ writing

    def put(self, keys: Sequence[bytes], vectors: npt.NDArray[np.float32]) -> None:
        """Store ``vectors[i]`` under ``keys[i]`` as one new file, then enforce the size
        bound. Errors are swallowed: the cache is an optimisation."""
        import numpy as np

        if not keys:
            return
        key_block = b"".join(keys)
        vector_block = np.ascontiguousarray(vectors, dtype="<f4").tobytes()
        header = _HEADER.pack(
            self.dim,
            len(keys),
            hashlib.sha256(key_block).digest(),
            hashlib.sha256(vector_block).digest(),
        )
        name = hashlib.sha256(header).hexdigest()[:32] + ".vec"
        path = self.directory / name
        try:  # the temporary name ends in .tmp: no reader or pruner takes it for a .vec
            atomic_write_bytes(path, MAGIC + header + key_block + vector_block)
        except OSError:
            return
        where = self._index()
        for row, key in enumerate(keys):
            where.setdefault(key, (path, row))
        self._rows.pop(path, None)
        self._prune()

    def _prune(self) -> None:
        try:
            entries = []
            for path in self.directory.glob("*.vec"):
                with contextlib.suppress(FileNotFoundError):
                    status = path.stat()
                    entries.append((status.st_mtime_ns, path.name, path, status.st_size))
        except OSError:
            return
        total = sum(size for *_, size in entries)
        for _mtime, _name, path, size in sorted(entries):
            if total <= self.max_bytes:
                break
            self._discard(path)
            total -= size
            self._rows[path] = None


class CachedEmbedder:
    """``inner`` with a :class:`VectorCache`: texts seen before are not embedded again."""

    def __init__(self, inner: Embedder, cache: VectorCache) -> None:
        self.inner = inner
        self.cache = cache

    @property
    def name(self) -> str:
        return self.inner.name

    @property
    def dim(self) -> int:
        return self.inner.dim

    @property
    def max_input_tokens(self) -> int:
        return self.inner.max_input_tokens

    def warm(self) -> None:
        """The wrapped embedder's :func:`~hwcc.embed.base.warm`."""
        warm(self.inner)

    def release(self) -> None:
        """The wrapped embedder's :func:`~hwcc.embed.base.release`."""
        release(self.inner)

    def embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        import numpy as np

        distinct = list(dict.fromkeys(texts))
        if len(distinct) < MIN_CACHED_TEXTS:
            return self.inner.embed(texts)
        keys = [text_key(text) for text in distinct]
        found = self.cache.get(keys)
        missing = [i for i, key in enumerate(keys) if key not in found]
        vectors = np.empty((len(distinct), self.dim), dtype=np.float32)
        if missing:
            fresh = self.inner.embed([distinct[i] for i in missing])
            vectors[missing] = fresh
            self.cache.put([keys[i] for i in missing], fresh)
        for i, key in enumerate(keys):
            if key in found:
                vectors[i] = found[key]
        position = {text: i for i, text in enumerate(distinct)}
        return np.ascontiguousarray(vectors[[position[text] for text in texts]])
