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

_REGISTRY: dict[str, ParserFactory] = {}
_BUILTINS_LOADED = False  # not "registry non-empty": importing one parser module registers it


def register(kind: str, factory: ParserFactory) -> None:
    """Register ``factory`` as the parser for documents of type ``kind``."""
    _REGISTRY[kind] = factory


def parser_for(kind: str) -> Parser:
    """A new parser for ``kind``; UsageError for an unknown kind."""
    _load_builtin_parsers()
    try:
        factory = _REGISTRY[kind]
    except KeyError:
        known = ", ".join(sorted(_REGISTRY))
        raise UsageError(f"unknown document type '{kind}' (known: {known})") from None
    return factory()


def known_kinds() -> tuple[str, ...]:
    _load_builtin_parsers()
    return tuple(sorted(_REGISTRY))


def _load_builtin_parsers() -> None:
    """Import the built-in parser modules (each registers itself) on first use."""
    global _BUILTINS_LOADED
    if _BUILTINS_LOADED:
        return
    _BUILTINS_LOADED = True
    import importlib

    for module in ("svd", "markdown", "text", "rst", "pdf"):
        try:
            importlib.import_module(f"hwcc.ingest.{module}")
        except ModuleNotFoundError as exc:
            if exc.name != f"hwcc.ingest.{module}":
                raise
