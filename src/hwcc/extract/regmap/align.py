"""Bit rows matched to register sections by order, where the PDF moved them.

ST datasheets set each register's bit figure under its heading, but a short section at a
page's end pushes its figure past the next heading (UVIS25: INT_CFG's figure under the
INT_SOURCE heading, three figures under UV_OUT_REG). Neither the lines before such a
figure nor its heading then name its register. When the register headings under one
parent section (``9.1 WHO_AM_I (0Fh)`` .. ``9.9 UV_OUT_REG (28h)``) and the bit rows set
under them are equal in number, and the k-th bit row stands after the k-th heading, the
k-th bit row is the k-th register's: :func:`aligned_bitrows` returns those pairs. Any
other count (a register drawn in two rows, one with no figure) gives nothing for that
parent: a figure is never guessed.
"""

from __future__ import annotations

import re
from collections import Counter

from hwcc.extract.regmap.state import _Map, _Reg
from hwcc.extract.regmap.targets import heading_targets
from hwcc.extract.tables import Table
from hwcc.types import ParseResult
from hwcc.util.markdown import HEADING, prose_lines

# a heading over a range of registers: "Channel configuration registers (addr 0x0E - 0x10)"
_HEADING_SPAN = re.compile(
    r"\(\s*addr(?:ess)?\s*(0x[0-9A-Fa-f]{2})\s*[-\u2013\u2014]\s*(0x[0-9A-Fa-f]{2})\s*\)", re.I
)
MAX_SPAN_FIGURES = 8  # figures one heading over a range may set, one per register


def _spanned(bitrows: list[Table], maps: list[_Map]) -> dict[int, _Reg]:
    """Table start offset -> register, for the bit rows under a heading that names a
    range of consecutive registers (ST STA350BW: ``8.9 Channel configuration registers
    (addr 0x0E - 0x10)`` over three figures, a register each): the k-th figure the k-th
    register's, when the figures under that heading are exactly as many as the
    registers the range spans (two to eight) and the first map holds each."""
    out: dict[int, _Reg] = {}
    by_heading: dict[tuple[str, ...], list[Table]] = {}
    for t in bitrows:
        by_heading.setdefault(t.section, []).append(t)
    for section, tables in by_heading.items():
        m = _HEADING_SPAN.search(section[-1]) if section else None
        if m is None or not maps:
            continue
        low, high = int(m.group(1), 16), int(m.group(2), 16)
        regs = [maps[0].regs.get(a) for a in range(low, high + 1)]
        if not 2 <= len(regs) <= MAX_SPAN_FIGURES or len(tables) != len(regs):
            continue
        if all(r is not None for r in regs):
            ordered = sorted(tables, key=lambda t: t.start)
            out.update((t.start, r) for t, r in zip(ordered, regs, strict=True) if r is not None)
    return out


def aligned_bitrows(result: ParseResult, bitrows: list[Table], maps: list[_Map]) -> dict[int, _Reg]:
    """Table start offset -> register, for bit rows matched to register headings by
    order (see the module docstring), or to the registers a heading's range spans."""
    headings = _register_headings(result, maps)
    out: dict[int, _Reg] = _spanned(bitrows, maps)
    for parent, regs in headings.items():
        titles = {title for title, _start, _reg in regs}
        under = sorted(
            (t for t in bitrows if t.section[:-1] == parent and t.heading in titles),
            key=lambda t: t.start,
        )
        if not under or len(under) != len(regs):
            continue
        if all(t.start > start for t, (_title, start, _reg) in zip(under, regs, strict=True)):
            out.update((t.start, reg) for t, (_title, _start, reg) in zip(under, regs, strict=True))
    return out


def _register_headings(
    result: ParseResult, maps: list[_Map]
) -> dict[tuple[str, ...], list[tuple[str, int, _Reg]]]:
    """Parent path -> (heading, offset, register) of each heading that names exactly one
    register by its address, in document order; parents where two headings name one
    register are left out."""
    found: dict[tuple[str, ...], list[tuple[str, int, _Reg]]] = {}
    path: list[tuple[int, str]] = []
    for line, start, _next in prose_lines(result.content):
        m = HEADING.match(line)
        if m is None:
            continue
        level, title = len(m.group(1)), m.group(2)
        path = [(lv, t) for lv, t in path if lv < level]
        parent = tuple(t for _lv, t in path)
        path.append((level, title))
        regs = heading_targets(title, maps, start)
        if len(regs) == 1:
            found.setdefault(parent, []).append((title, start, regs[0]))
    return {
        parent: regs
        for parent, regs in found.items()
        if len({id(r) for _t, _s, r in regs}) == len(regs)
    }


# a heading's range of byte addresses: "LC (16h - 17h)", "OUT_X (28h-29h)"
_HEADED_RANGE = re.compile(
    r"\(\s*(?P<a>[0-9A-Fa-f]{2})h\s*[-\u2013]\s*(?P<b>[0-9A-Fa-f]{2})h\s*\)\s*$"
)


def _figures_expected(title: str) -> int:
    """The figures a section's registers take: one, or one per address of the range its
    heading gives (ST: ``7.11 LC (16h - 17h)`` over LC_L's and LC_H's rows), four at
    most (a block of more, ``STx_1 (40h-4Fh)``, is described in one figure or none)."""
    m = _HEADED_RANGE.search(title)
    if m is None:
        return 1
    count = int(m["b"], 16) - int(m["a"], 16) + 1
    return count if 1 <= count <= 4 else 1


def out_of_step(result: ParseResult, figures: list[Table]) -> set[tuple[str, ...]]:
    """The sections where the figures may not be the heading's own: counting the
    sibling sections before one (under the same parent), their figures (bit rows and
    rows of bit values) do not number one each. A section without a figure before them
    means a page's figures may run one heading late from there on (ST: INT_CFG's figure
    under INT_SOURCE's heading, and every later figure one heading on), until a section
    holding two catches up."""
    per_section = Counter(t.section for t in figures)
    out: set[tuple[str, ...]] = set()
    balance: dict[tuple[str, ...], int] = {}  # parent -> figures minus sections so far
    path: list[tuple[int, str]] = []
    for line, _start, _next in prose_lines(result.content):
        m = HEADING.match(line)
        if m is None:
            continue
        level = len(m.group(1))
        path = [(lv, t) for lv, t in path if lv < level]
        path.append((level, m.group(2)))
        section = tuple(t for _lv, t in path)
        parent = section[:-1]
        if balance.get(parent, 0) != 0:
            out.add(section)
        balance[parent] = (
            balance.get(parent, 0) + per_section[section] - _figures_expected(m.group(2))
        )
    return out
