"""Name -> factory registries for the pipeline's plug-in points (parsers by document
kind, chunkers by strategy, embedders by provider).

Contract: built-in entries are loaded exactly once, on the first lookup or listing, even
when a caller registered its own entry before that; a later :meth:`Registry.register` of
the same name replaces the entry.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

F = TypeVar("F")


class Registry(Generic[F]):
    def __init__(self, load_builtins: Callable[[], None]) -> None:
        self._entries: dict[str, F] = {}
        self._load_builtins = load_builtins
        self._loaded = False

    def _ensure_loaded(self) -> None:
        if not self._loaded:
            self._loaded = True
            self._load_builtins()

    def register(self, name: str, factory: F) -> None:
        self._entries[name] = factory

    def get(self, name: str) -> F | None:
        self._ensure_loaded()
        return self._entries.get(name)

    def names(self) -> tuple[str, ...]:
        self._ensure_loaded()
        return tuple(sorted(self._entries))
