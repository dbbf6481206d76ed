"""Pointers into the manuals: the sections of the project's documents about a peripheral.

Contract:
- :func:`outline` lists a document's headings with their section path and pages.
- :func:`pointers_for` gives, for each peripheral name, the sections whose heading names
  it: the peripheral itself as a word (``TIM1``), or its kind (``I2C`` for ``I2C1``,
  ``GPIO`` for ``GPIOA``) as an upper-case word, so ``Inter-integrated circuit (I2C)
  interface`` and ``GPIO and Alternate function (GPIO/AFIO)`` count and the word
  ``Timer`` does not stand for ``TIM``. Only the shallowest matching heading of a
  subtree is kept (a chapter stands for its subsections), at most
  :data:`PER_DOCUMENT` per document and :data:`PER_PERIPHERAL` in all: pointers, not
  copies, within a small budget. Deterministic: documents in the order given, sections
  in document order.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from hwcc.model.groups import peripheral_kind
from hwcc.model.render import flat
from hwcc.types import ParseResult
from hwcc.util.markdown import heading_spans

PER_DOCUMENT = 3
PER_PERIPHERAL = 6

_WORD = re.compile(r"[A-Za-z0-9_]+")


@dataclass(frozen=True, slots=True)
class Section:
    """A heading of a document: its level, path (ancestors' titles and its own) and
    the pages its section spans (None without a page map)."""

    level: int
    path: tuple[str, ...]
    pages: tuple[int, int] | None


@dataclass(frozen=True, slots=True)
class Pointer:
    """A section of a document about a peripheral."""

    doc_id: str
    path: tuple[str, ...]
    pages: tuple[int, int] | None


def outline(result: ParseResult) -> list[Section]:
    """The headings of ``result.content`` with their paths and pages."""
    return [
        Section(level, path, result.pages_for(start, end) if result.page_map else None)
        for level, path, start, end in heading_spans(result.content)
    ]


def _names(words: set[str], peripheral: str, kind: str) -> bool:
    """Whether a heading of ``words`` is about ``peripheral`` (of ``kind``)."""
    return peripheral in words or (kind != peripheral and kind in words and kind.isupper())


def pointers_for(
    peripherals: Sequence[str], documents: Sequence[tuple[str, Sequence[Section]]]
) -> dict[str, list[Pointer]]:
    """Peripheral name -> the sections about it (see the module contract)."""
    out: dict[str, list[Pointer]] = {}
    words = [[set(_WORD.findall(s.path[-1])) for s in sections] for _doc, sections in documents]
    for name in peripherals:
        kind = peripheral_kind(name)
        found: list[Pointer] = []
        for (doc_id, sections), heading_words in zip(documents, words, strict=True):
            covered: int | None = None  # level of the matched heading whose subtree we are in
            count = 0
            for section, heading in zip(sections, heading_words, strict=True):
                if covered is not None and section.level > covered:
                    continue
                covered = None
                if count < PER_DOCUMENT and _names(heading, name, kind):
                    found.append(Pointer(doc_id, section.path, section.pages))
                    covered = section.level
                    count += 1
        if found:
            out[name] = found[:PER_PERIPHERAL]
    return out


def pointers_section(pointers: Sequence[Pointer]) -> str:
    """The "In the documents" section of a peripheral file ("" for none)."""
    if not pointers:
        return ""
    lines = ["## In the documents", ""]
    for p in pointers:
        where = ""
        if p.pages is not None:
            first, last = p.pages
            where = f", p. {first}" if first == last else f", pp. {first}-{last}"
        lines.append(f"- {p.doc_id}: {flat(' > '.join(p.path))}{where}")
    lines.append("")
    lines.append('Search them with `hwcc search "<question>"`.')
    return "\n".join(lines) + "\n"
