"""The parser extension point: a parser declares its document kind, file suffixes and
content sniffing once, in a :class:`ParserSpec`; detection (:mod:`hwcc.ingest.detect`),
directory walking and the ``--type`` help all read these declarations.

Contract of a parser: ``parse(path, options)`` reads one file and returns a
:class:`~hwcc.types.ParseResult`, or raises :class:`~hwcc.errors.InputError` naming the
file and the problem. Parsers never write anything. A parser module registers its spec
at import time (``register(ParserSpec(...))``); heavy libraries are imported inside
``parse`` so that detection stays cheap.
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
    """What the caller knows about a document before parsing it. ``doc_type`` (a
    :class:`~hwcc.types.DocType` value, ``""`` = detect) overrides the parser's own
    classification; ``chip`` likewise."""

    doc_id: str
    chip: str = ""
    doc_type: str = ""
    source_path: str = ""


class Parser(Protocol):
    """Turns one file into a ParseResult."""

    name: str

    def parse(self, path: Path, options: ParseOptions) -> ParseResult: ...


Sniffer = Callable[[bytes, str], bool]


@dataclass(frozen=True, slots=True)
class ParserSpec:
    """The declaration of one document kind.

    - ``kind``: the registry key, the ``--type`` value and the manifest's ``kind``;
    - ``factory``: makes a parser;
    - ``suffixes``: lower-case file suffixes (``.md``) that select this kind when no
      sniffer claims a file, and that directory walking picks up;
    - ``label``: one phrase for help texts;
    - ``sniff(head, suffix)``: claims a file from its first bytes (and lower-case
      suffix); may raise InputError for a file that has this kind's suffix but cannot
      be one (an ``.svd`` whose root is not ``<device>``);
    - ``binary``: the kind's files are binary (sniffed before binary data is refused);
    - ``fallback``: the kind of a text file that nothing else claims (one spec).
    """

    kind: str
    factory: Callable[[], Parser]
    suffixes: tuple[str, ...] = ()
    label: str = ""
    sniff: Sniffer | None = None
    binary: bool = False
    fallback: bool = False


def register(spec: ParserSpec) -> None:
    """Declare a document kind (replaces an earlier spec of the same kind)."""
    _REGISTRY.register(spec.kind, spec)


def unregister(kind: str) -> None:
    """Remove the declaration of ``kind`` (a plug-in's, or a test's)."""
    _REGISTRY.unregister(kind)


def spec_for(kind: str) -> ParserSpec:
    """The declaration of ``kind``; UsageError naming the known kinds otherwise."""
    spec = _REGISTRY.get(kind)
    if spec is None:
        raise UsageError(f"unknown document type '{kind}' (known: {', '.join(_REGISTRY.names())})")
    return spec


def parser_for(kind: str) -> Parser:
    """A new parser for ``kind``; UsageError for an unknown kind."""
    return spec_for(kind).factory()


def specs() -> tuple[ParserSpec, ...]:
    """Every declared kind, sorted by kind."""
    return tuple(spec_for(kind) for kind in _REGISTRY.names())


def document_suffixes() -> frozenset[str]:
    """File suffixes of every declared kind (what directory walking picks up)."""
    return frozenset(s for spec in specs() for s in spec.suffixes)


BUILTIN_PARSERS = (
    "hwcc.ingest.svd.parser",
    "hwcc.ingest.pdf.parser",
    "hwcc.ingest.markdown",
    "hwcc.ingest.rst",
    "hwcc.ingest.text",
)


def _load_builtin_parsers() -> None:
    """Import the built-in parser modules (each registers its spec)."""
    import importlib

    for module in BUILTIN_PARSERS:
        importlib.import_module(module)


_REGISTRY: Registry[ParserSpec] = Registry(_load_builtin_parsers)
