"""A deterministic fake embedder for tests that need an index but are not about
embedding quality.

It implements the :class:`hwcc.embed.base.Embedder` protocol with no model: every word
(``[a-z0-9]`` run, lower-cased) of a text is hashed (BLAKE2b, so independent of
``PYTHONHASHSEED``) to one of ``dim`` coordinates and a sign, the counts are summed and
the row is L2-normalised. Texts that share words therefore get a high cosine, texts that
share none one near 0: dense search behaves like a word-overlap matcher, so a query that
names words of its target finds it in every mode. It knows no synonyms or paraphrases;
tests that need those use the real MiniLM embedder.

``conftest.py`` registers it as ``[embedding] provider = "fake"`` in the pytest process.
A subprocess (``python -m hwcc``) does not see that registration and so cannot open a
project configured with it.
"""

from __future__ import annotations

import functools
import hashlib
import re
from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

from hwcc.embed.base import EmbeddingSettings

PROVIDER = "fake"
DIM = 128
_WORD = re.compile(r"[a-z0-9]+")


@functools.lru_cache(maxsize=65536)
def _slot(word: str, dim: int) -> tuple[int, float]:
    """The coordinate and sign of ``word`` in a ``dim``-dimensional vector."""
    digest = int.from_bytes(hashlib.blake2b(word.encode(), digest_size=8).digest(), "little")
    return (digest >> 1) % dim, 1.0 if digest & 1 else -1.0


class FakeEmbedder:
    """Hashed bag-of-words vectors: deterministic, unit length, ``float32``, instant."""

    def __init__(self, dim: int = DIM, *, name: str = "") -> None:
        if dim < 2:
            raise ValueError("dim must be at least 2")
        self._dim = dim
        self._name = name or f"fake-hashed-words-{dim}"

    @classmethod
    def from_settings(cls, settings: EmbeddingSettings) -> FakeEmbedder:
        return cls(settings.dim or DIM)

    @property
    def name(self) -> str:
        return self._name

    @property
    def dim(self) -> int:
        return self._dim

    @property
    def max_input_tokens(self) -> int:
        return 1_000_000  # embeds any text whole: nothing is ever truncated

    def embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        out = np.zeros((len(texts), self._dim), dtype=np.float32)
        for row, text in enumerate(texts):
            for word in _WORD.findall(text.lower()):
                index, sign = _slot(word, self._dim)
                out[row, index] += sign
            if not out[row].any():  # no words (or all cancelled out): a fixed unit vector
                out[row, self._dim - 1] = 1.0
        out /= np.linalg.norm(out, axis=1, keepdims=True)
        return np.ascontiguousarray(out, dtype=np.float32)


def register() -> None:
    """Make ``[embedding] provider = "fake"`` available in this process."""
    from hwcc.embed.base import register_provider

    register_provider(PROVIDER, FakeEmbedder.from_settings)
