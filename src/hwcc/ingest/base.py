"""The parser protocol and the registry that picks a parser by detected document type.

Contract of a parser: ``parse(path, options)`` reads one file and returns a
:class:`~hwcc.types.ParseResult`, or raises :class:`~hwcc.errors.InputError` naming the
file and the problem. Parsers never write anything.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from hwcc.errors import UsageError
from hwcc.registry import Registry
from hwcc.types import ParseResult


@dataclass(frozen=True, slots=True)
class ParseOptions:
    """What the caller knows about a document before parsing it."""

    doc_id: str
    chip: str = ""
    doc_type: str = ""
    source_path: str = ""


class Parser(Protocol):
    """Turns one file into a ParseResult."""

    name: str

    def parse(self, path: Path, options: ParseOptions) -> ParseResult: ...


ParserFactory = Callable[[], Parser]


def register(kind: str, factory: ParserFactory) -> None:
    """Register ``factory`` as the parser for documents of type ``kind``."""
    _REGISTRY.register(kind, factory)


def parser_for(kind: str) -> Parser:
    """A new parser for ``kind``; UsageError for an unknown kind."""
    factory = _REGISTRY.get(kind)
    if factory is None:
        known = ", ".join(_REGISTRY.names())
        raise UsageError(f"unknown document type '{kind}' (known: {known})")
    return factory()


def known_kinds() -> tuple[str, ...]:
    return _REGISTRY.names()


def _load_builtin_parsers() -> None:
    """Import the built-in parser modules (each registers itself)."""
    import importlib

    for module in ("svd", "markdown", "text", "rst", "pdf"):
        try:
            importlib.import_module(f"hwcc.ingest.{module}")
        except ModuleNotFoundError as exc:
            if exc.name != f"hwcc.ingest.{module}":
                raise


_REGISTRY: Registry[ParserFactory] = Registry(_load_builtin_parsers)
