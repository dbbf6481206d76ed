"""The progress sink of long operations; the CLI renders it with rich."""

from __future__ import annotations

from typing import Protocol


class Reporter(Protocol):
    """``start`` a phase of ``total`` steps, ``advance`` it (optionally renaming it),
    ``finish`` it. Calls never fail the operation."""

    def start(self, description: str, total: int) -> None: ...
    def advance(self, description: str | None = None, amount: int = 1) -> None: ...
    def finish(self) -> None: ...


class NullReporter:
    """A reporter that shows nothing."""

    def start(self, description: str, total: int) -> None:
        pass

    def advance(self, description: str | None = None, amount: int = 1) -> None:
        pass

    def finish(self) -> None:
        pass
