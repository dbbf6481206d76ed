"""One searchable chunk per register of a datasheet's register map.

A datasheet states a register's facts in places no single chunk joins: the overview
table row gives the address and the default but often not the name (``0x1D | 0xA0 |
NG_THRESH[1:0] ...``), the register's own section gives the name and the bits but not
the default, and some defaults are sentences under a table (``Register 107: 0x40``).
:func:`register_chunks` writes what :mod:`hwcc.extract.regmap` read into one short
child per register::

    DRV2605 register Control3: address 0x1D (29), reset value 0xA0, read-write.
    Fields: NG_THRESH[7:6] reset 0b10, ERM_OPEN_LOOP[5] reset 0b1, ...

Contracts:

* only a datasheet's register map (``ParseResult.device`` of a document that is not an
  SVD, whose parser renders every register as its own section already); no register,
  no chunk;
* each chunk is a child of the parent chunk its register was read from: among the
  parents on the register's page, the first that holds a table row starting with the
  register's address and names it, else the first with such a row, else the first that
  names it, else the page's first parent (a document without pages: the first parent
  that holds such a row or names the register; none: no parent). It takes that
  parent's section path and metadata, and the register's page (else the parent's);
  search then shows the register's fact with the table or section it came from;
* the text is all synthetic (``head_chars == len(text)``, ``start == end``: the
  :class:`~hwcc.types.Chunk` invariant holds with an empty span at the parent's start)
  and fits ``max_tokens``: the description, then the field list, are cut at a word;
* ids follow :mod:`hwcc.chunk.build` (sha256 of doc id, level, section path, text, with
  an occurrence suffix); indexes continue after the document's last child; the output
  depends only on the register model, the chunks and ``max_tokens``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from hwcc.chunk.base import CHILD, PARENT
from hwcc.chunk.build import chunk_id, id_prefix
from hwcc.extract.tables import split_cells
from hwcc.model.device import Device, Field, Register, partial_mask
from hwcc.model.render import fmt_bits, fmt_field_reset
from hwcc.types import Chunk, ContentType, DocType, ParseResult
from hwcc.util.tokens import count_tokens

_SPACE = re.compile(r"\s+")
#: a register address as a table cell prints it: ``0x1D``, ``1D``, ``1Dh``, ``06``, ``29``
_ADDRESS_CELL = re.compile(r"^(?:0x)?([0-9a-f]+)h?$")


def register_chunks(result: ParseResult, chunks: Sequence[Chunk], max_tokens: int) -> list[Chunk]:
    """The register chunks of ``result`` (see the module docstring) for a document
    chunked into ``chunks``."""
    device = result.device
    if device is None or result.doc_type == DocType.SVD.value:
        return []
    registers = [r for p in device.peripherals for r in p.registers]
    if not registers:
        return []
    parents = [c for c in chunks if c.level == PARENT]
    finder = _ParentFinder(parents)
    index = max((c.index for c in chunks if c.level != PARENT), default=-1) + 1
    seen: dict[str, int] = {}
    out: list[Chunk] = []
    for register in registers:
        parent = finder.parent_of(register)
        text = register_text(device, register, max_tokens)
        path = parent.section_path if parent is not None else ""
        if register.page is not None:
            pages: tuple[int | None, int | None] = (register.page, register.page)
        elif parent is not None:
            pages = (parent.page_start, parent.page_end)
        else:
            pages = (None, None)
        out.append(
            Chunk(
                chunk_id=chunk_id(id_prefix(result.doc_id, CHILD, path), text.encode(), seen),
                doc_id=result.doc_id,
                text=text,
                token_count=count_tokens(text),
                section_path=path,
                start=parent.start if parent is not None else 0,
                end=parent.start if parent is not None else 0,
                line_start=parent.line_start if parent is not None else 1,
                line_end=parent.line_start if parent is not None else 1,
                index=index,
                level=CHILD,
                parent_id=parent.chunk_id if parent is not None else None,
                content_type=ContentType.REGISTER_DESCRIPTION.value,
                page_start=pages[0],
                page_end=pages[1],
                metadata=dict(parent.metadata) if parent is not None else _doc_metadata(result),
                head_chars=len(text),
            )
        )
        index += 1
    return out


def register_text(device: Device, register: Register, max_tokens: int) -> str:
    """``<chip> register <name>: address 0x1D (29), reset value 0xA0, read-write.``,
    the description and ``Fields: NAME[m:l] reset 0b10, ...``, cut to ``max_tokens``."""
    head = f"{device.name} register {_flat(register.name)}: address {_address(register)}"
    if register.reset_value is not None:
        digits = max(2, (register.size + 3) // 4)
        head += f", reset value 0x{register.reset_value:0{digits}X}"
        stated = partial_mask(register.reset_mask, register.size)
        if stated is not None:
            head += f" (bits outside mask 0x{stated:0{digits}X} undefined)"
    if register.access:
        head += f", {register.access}"
    head += "."
    parts = [head]
    description = _flat(register.description)
    fields = ", ".join(_field_text(f) for f in sorted(register.fields, key=_msb_first))
    budget = max_tokens - count_tokens(head) - 2
    if description:
        description = _cut(description, max(budget // 2 if fields else budget, 0))
        if description:
            parts.append(description)
            budget -= count_tokens(description) + 1
    if fields:
        fields = _cut(f"Fields: {fields}.", max(budget, 0))
        if fields:
            parts.append(fields)
    return "\n".join(parts)


def _address(register: Register) -> str:
    """``0x1D (29)``: hex, with the decimal number a small register space is also
    addressed by (``Register 107``, ``R6``)."""
    address = register.address_offset
    return f"0x{address:02X} ({address})" if address < 0x100 else f"0x{address:02X}"


def _field_text(field: Field) -> str:
    text = f"{_flat(field.name)}{fmt_bits(field.lsb, field.msb)}"
    if field.reset_value is not None:
        text += f" reset {fmt_field_reset(field.reset_value, field.width)}"
    return text


def _msb_first(field: Field) -> tuple[int, int, str]:
    return (-field.msb, -field.lsb, field.name)


def _flat(text: str) -> str:
    return _SPACE.sub(" ", text).strip()


def _cut(text: str, budget: int) -> str:
    """``text``, or its longest word prefix within ``budget`` tokens ending in ``...``
    ("" when not even one word fits)."""
    if count_tokens(text) <= budget:
        return text
    words = text.split(" ")
    low, high = 0, len(words)  # the longest prefix that fits has low words
    while low < high:
        mid = (low + high + 1) // 2
        if count_tokens(" ".join(words[:mid]) + " ...") <= budget:
            low = mid
        else:
            high = mid - 1
    return " ".join(words[:low]) + " ..." if low else ""


def _doc_metadata(result: ParseResult) -> dict[str, str]:
    meta = {
        "doc_id": result.doc_id,
        "doc_type": result.doc_type,
        "chip": result.chip,
        "title": result.title,
        "source_path": result.source_path,
    }
    return {**meta, **result.metadata}


class _ParentFinder:
    """Finds the parent chunk a register was read from (see the module docstring)."""

    def __init__(self, parents: Sequence[Chunk]) -> None:
        self.parents = list(parents)
        self._texts = [_flat(p.text).lower() for p in self.parents]
        self._rows: list[list[tuple[str, ...]] | None] = [None] * len(self.parents)

    def parent_of(self, register: Register) -> Chunk | None:
        if register.page is not None:
            on_page = [
                i
                for i, p in enumerate(self.parents)
                if p.page_start is not None
                and p.page_start <= register.page <= (p.page_end or p.page_start)
            ]
        else:
            on_page = []
        candidates = on_page or list(range(len(self.parents)))
        named = _name_pattern(register.name)
        rows = {i for i in candidates if self._has_address_row(i, register.address_offset)}
        names = {i for i in candidates if named is not None and named.search(self._texts[i])}
        for group in (rows & names, rows, names):
            if group:
                return self.parents[min(group)]
        return self.parents[on_page[0]] if on_page else None

    def _has_address_row(self, i: int, address: int) -> bool:
        rows = self._rows[i]
        if rows is None:
            rows = [
                tuple(c.lower() for c in split_cells(line)[:2])
                for line in self.parents[i].text.split("\n")
                if line.lstrip().startswith("|")
            ]
            self._rows[i] = rows
        return any(any(_is_address(cell, address) for cell in row) for row in rows)


def _is_address(cell: str, address: int) -> bool:
    m = _ADDRESS_CELL.match(cell)
    if m is None:
        return False
    digits = m.group(1)
    marked = cell.startswith("0x") or cell.endswith("h")
    if int(digits, 16) == address and (marked or len(digits) > 1):
        return True
    return not marked and digits.isdigit() and int(digits) == address


def _name_pattern(name: str) -> re.Pattern[str] | None:
    words = _flat(name).lower()
    if len(words) < 2:
        return None
    return re.compile(rf"(?<![a-z0-9_]){re.escape(words)}(?![a-z0-9_])")
