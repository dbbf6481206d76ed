"""The shared vector cache: hits return the embedder's own earlier vectors, writes are
atomic, damaged files are ignored and recomputed, the directory stays under its bound."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import numpy as np
import numpy.typing as npt
import pytest

from hwcc.embed.base import EmbeddingSettings, embedder_for
from hwcc.embed.cache import CachedEmbedder, VectorCache, default_cache_root
from tests.support.embedder import FakeEmbedder


class Counting(FakeEmbedder):
    """The fake embedder, remembering which texts it was asked to embed."""

    def __init__(self) -> None:
        super().__init__(name="counting-fake")
        self.asked: list[str] = []

    def embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        self.asked.extend(texts)
        return super().embed(texts)


def cached(root: Path, max_bytes: int = 1 << 30) -> tuple[CachedEmbedder, Counting]:
    inner = Counting()
    cache = VectorCache.for_embedder(root, inner.name, inner.dim, max_bytes=max_bytes)
    return CachedEmbedder(inner, cache), inner


def segments(root: Path) -> list[Path]:
    return sorted(root.glob("vectors/*/*.vec"))


FILLER = [f"filler text {n}" for n in range(8)]  # calls of < 8 texts bypass the cache


def test_second_process_embeds_only_new_texts(tmp_path: Path) -> None:
    first, inner1 = cached(tmp_path)
    texts = ["SPI control register", "GPIO mode register", "SPI control register", *FILLER]
    a = first.embed(texts)
    assert inner1.asked == ["SPI control register", "GPIO mode register", *FILLER]
    second, inner2 = cached(tmp_path)  # a new process: reads the files
    asked = ["GPIO mode register", "USART baud rate", "SPI control register", *FILLER]
    b = second.embed(asked)
    assert inner2.asked == ["USART baud rate"]
    assert np.array_equal(b[0], a[1]) and np.array_equal(b[2], a[0])
    np.testing.assert_array_equal(b, FakeEmbedder(name="x").embed(asked))
    third, inner3 = cached(tmp_path)
    third.embed(["SPI control register"])  # a query-sized call: no cache read or write
    assert inner3.asked == ["SPI control register"] and len(segments(tmp_path)) == 2
    assert second.name == "counting-fake" and second.dim == inner2.dim
    assert not list(tmp_path.glob("vectors/*/.tmp-*"))


@pytest.mark.parametrize("damage", ["truncate", "flip_vector", "flip_key", "garbage"])
def test_damaged_file_is_ignored_removed_and_recomputed(tmp_path: Path, damage: str) -> None:
    first, _ = cached(tmp_path)
    expected = first.embed(["timer prescaler", "watchdog reload", *FILLER])
    (path,) = segments(tmp_path)
    data = bytearray(path.read_bytes())
    if damage == "truncate":
        data = data[:-3]
    elif damage == "flip_vector":
        data[-2] ^= 0x40
    elif damage == "flip_key":
        data[8 + 72 + 5] ^= 0x01
    else:
        data = bytearray(b"not a vector file")
    path.write_bytes(bytes(data))
    second, inner = cached(tmp_path)
    got = second.embed(["timer prescaler", "watchdog reload", *FILLER])
    assert sorted(inner.asked) == sorted(["timer prescaler", "watchdog reload", *FILLER])
    np.testing.assert_array_equal(got, expected)
    # the damaged file was removed and rewritten whole (same content-derived name)
    assert segments(tmp_path) == [path] and path.read_bytes() != bytes(data)
    third, inner3 = cached(tmp_path)
    third.embed([*FILLER, "timer prescaler"])
    assert inner3.asked == []


def test_vectors_of_another_embedder_are_not_shared(tmp_path: Path) -> None:
    one, _ = cached(tmp_path)
    one.embed(["clock enable", *FILLER])
    other = Counting()
    other._name = "another-model"
    cache = VectorCache.for_embedder(tmp_path, other.name, other.dim)
    CachedEmbedder(other, cache).embed(["clock enable", *FILLER])
    assert other.asked == ["clock enable", *FILLER]
    assert len({p.parent for p in segments(tmp_path)}) == 2


def test_size_bound_drops_oldest_files(tmp_path: Path) -> None:
    import os

    embedder, _ = cached(tmp_path, max_bytes=10000)  # one 8-vector file is ~4.5 KB
    for n in range(5):
        before = set(segments(tmp_path))
        embedder.embed([f"register {n}.{i}" for i in range(8)])
        (new,) = set(segments(tmp_path)) - before
        os.utime(new, (n + 1, n + 1))  # write order, independent of the clock's resolution
    files = segments(tmp_path)
    assert 1 <= len(files) <= 2
    assert sum(p.stat().st_size for p in files) <= 10000
    fresh, inner = cached(tmp_path)
    fresh.embed([f"register {n}.{i}" for n in (4, 0) for i in range(8)])
    # the newest file survived, the oldest was evicted
    assert inner.asked == [f"register 0.{i}" for i in range(8)]


def test_unwritable_cache_never_fails_an_embed(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    embedder, inner = cached(blocker)  # the cache root is a file: nothing can be written
    out = embedder.embed(FILLER)
    assert out.shape == (8, inner.dim) and inner.asked == FILLER


def test_default_embedder_is_cached_under_hwcc_cache_dir(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HWCC_CACHE_DIR", str(tmp_path / "c"))
    assert default_cache_root() == tmp_path / "c"
    monkeypatch.delenv("HWCC_CACHE_DIR")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "x"))
    assert default_cache_root() == tmp_path / "x" / "hwcc"
    monkeypatch.setenv("HWCC_CACHE_DIR", str(tmp_path / "c"))
    embedder = embedder_for(EmbeddingSettings())
    assert isinstance(embedder, CachedEmbedder)
    assert embedder.name == "all-MiniLM-L6-v2-int8"
    assert not isinstance(embedder_for(EmbeddingSettings(cache=False)), CachedEmbedder)
    vector = embedder.embed(["RCC clock control register", *FILLER])
    assert len(segments(tmp_path / "c")) == 1
    again = embedder_for(EmbeddingSettings()).embed(["RCC clock control register", *FILLER])
    assert np.array_equal(vector, again)
