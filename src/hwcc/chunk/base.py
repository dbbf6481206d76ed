"""The chunker protocol, the strategy registry and the chunking result.

Contract of a chunker: ``chunk(parse_result)`` returns the document's chunks, parents
and children (see :mod:`hwcc.chunk.markdown` for the invariants), deterministically and
without side effects; ``run(parse_result)`` returns the same chunks with the strategy
that produced them and why. Chunkers register a factory per strategy name with
:func:`register`; :func:`chunker_for` picks the one named by ``ChunkConfig.strategy``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from hwcc.errors import ConfigError
from hwcc.registry import Registry
from hwcc.types import Chunk, ChunkConfig, ParseResult

PARENT = "parent"
CHILD = "child"


@dataclass(frozen=True, slots=True)
class ChunkingResult:
    """Chunks of one document (parents and children, in document order, each parent
    before its children) and the strategy actually used, with the reason it was chosen
    (``auto`` reports the strategy it picked)."""

    chunks: tuple[Chunk, ...]
    strategy: str
    reason: str

    @property
    def children(self) -> tuple[Chunk, ...]:
        return tuple(c for c in self.chunks if c.level == CHILD)

    @property
    def parents(self) -> tuple[Chunk, ...]:
        return tuple(c for c in self.chunks if c.level == PARENT)


class Chunker(Protocol):
    """Splits a parsed document into chunks."""

    name: str

    def chunk(self, parse_result: ParseResult) -> list[Chunk]: ...

    def run(self, parse_result: ParseResult) -> ChunkingResult: ...


ChunkerFactory = Callable[[ChunkConfig], Chunker]


def register(strategy: str, factory: ChunkerFactory) -> None:
    """Register ``factory`` as the chunker for ``ChunkConfig.strategy == strategy``."""
    _REGISTRY.register(strategy, factory)


def chunker_for(config: ChunkConfig) -> Chunker:
    """A chunker for ``config.strategy``; ConfigError for an unknown strategy."""
    factory = _REGISTRY.get(config.strategy)
    if factory is None:
        known = ", ".join(_REGISTRY.names())
        raise ConfigError(
            f"[chunk] strategy: unknown strategy '{config.strategy}' (known: {known})"
        )
    return factory(config)


def chunk_document(parse_result: ParseResult, config: ChunkConfig) -> ChunkingResult:
    """Chunk one document with the chunker ``config`` names, with the strategy report."""
    return chunker_for(config).run(parse_result)


def _load_builtin() -> None:
    import hwcc.chunk.markdown  # noqa: F401  (registers its strategies)


_REGISTRY: Registry[ChunkerFactory] = Registry(_load_builtin)


def validate_chunk_config(cfg: ChunkConfig) -> None:
    """ConfigError naming the ``[chunk]`` key when ``cfg`` is unusable; the one set of
    rules, used by the chunker and by config loading (so every command agrees)."""
    known = _REGISTRY.names()
    if cfg.strategy not in known:
        raise ConfigError(
            f"[chunk] strategy: unknown strategy '{cfg.strategy}' (known: {', '.join(known)})"
        )
    if cfg.max_tokens < 16:
        raise ConfigError("[chunk] max_tokens: must be at least 16")
    if not 0 <= cfg.overlap_tokens <= cfg.max_tokens // 2:
        raise ConfigError("[chunk] overlap_tokens: must be between 0 and max_tokens / 2")
    if not 0 <= cfg.min_tokens < cfg.max_tokens:
        raise ConfigError("[chunk] min_tokens: must be between 0 and max_tokens - 1")
    if cfg.parent_max_tokens < cfg.max_tokens:
        raise ConfigError("[chunk] parent_max_tokens: must be at least max_tokens")
    if not cfg.header_levels or any(not 1 <= lv <= 6 for lv in cfg.header_levels):
        raise ConfigError("[chunk] header_levels: levels must be 1..6")
    try:
        re.compile(cfg.delimiter)
    except re.error as exc:
        raise ConfigError(f"[chunk] delimiter: invalid regex: {exc}") from None
