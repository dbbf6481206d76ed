"""Name -> entry registries for the pipeline's extension points (parsers by document
kind, chunkers by strategy, embedders by provider, output targets by name).

Contract: built-in entries are loaded exactly once, on the first lookup or listing, even
when a caller registered its own entry before that (a caller's entry of the same name
registered before that first lookup is kept: built-ins never replace it); a later
:meth:`Registry.register` of the same name replaces the entry. :meth:`names` is sorted,
or in registration order for an ``ordered`` registry.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

F = TypeVar("F")


class Registry(Generic[F]):
    def __init__(self, load_builtins: Callable[[], None], *, ordered: bool = False) -> None:
        self._entries: dict[str, F] = {}
        self._load_builtins = load_builtins
        self._loaded = False
        self._ordered = ordered

    def _ensure_loaded(self) -> None:
        if not self._loaded:
            self._loaded = True
            early = dict(self._entries)
            self._entries.clear()
            self._load_builtins()
            for name, entry in early.items():
                self._entries.pop(name, None)
                self._entries[name] = entry

    def register(self, name: str, factory: F) -> None:
        self._entries[name] = factory

    def unregister(self, name: str) -> None:
        """Remove ``name`` (no error when absent)."""
        self._ensure_loaded()
        self._entries.pop(name, None)

    def get(self, name: str) -> F | None:
        self._ensure_loaded()
        return self._entries.get(name)

    def names(self) -> tuple[str, ...]:
        self._ensure_loaded()
        return tuple(self._entries) if self._ordered else tuple(sorted(self._entries))
