"""Drawing small PDFs for tests with PyMuPDF (real files read by the real parser)."""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import Any

ROW_HEIGHT = 18


def ruled_table(page: Any, top: float, rows: Sequence[Sequence[str]], xs: Sequence[float]) -> float:
    """A fully ruled table on ``page`` whose column edges are ``xs``, first row at
    ``top``; returns its bottom edge."""
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            page.insert_text((xs[c] + 3, top + r * ROW_HEIGHT + 13), text, fontsize=9)
    bottom = top + len(rows) * ROW_HEIGHT
    for r in range(len(rows) + 1):
        page.draw_line((xs[0], top + r * ROW_HEIGHT), (xs[-1], top + r * ROW_HEIGHT))
    for x in xs:
        page.draw_line((x, top), (x, bottom))
    return bottom


def open_table(page: Any, top: float, rows: Sequence[Sequence[str]], xs: Sequence[float]) -> float:
    """A table drawn the way many datasheets draw register maps: full-width rules above
    and below the header and at the bottom, vertical rules only between inner columns
    (the first and last column open), and no rules between the body rows. Returns its
    bottom edge."""
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            page.insert_text((xs[c] + 3, top + r * ROW_HEIGHT + 13), text, fontsize=9)
    bottom = top + len(rows) * ROW_HEIGHT
    for y in (top, top + ROW_HEIGHT, bottom):
        page.draw_line((xs[0], y), (xs[-1], y))
    for x in xs[1:-1]:
        page.draw_line((x, top), (x, bottom))
    return bottom


def shaded_header_table(
    page: Any, top: float, rows: Sequence[Sequence[str]], xs: Sequence[float]
) -> float:
    """A table drawn the way NXP datasheets draw theirs: the header row is a band of
    abutting shaded cells (one filled rectangle per column), full-width horizontal rules
    above the header, under every body row and at the bottom, and no vertical line at
    all. Returns its bottom edge."""
    shade = (0.89, 0.94, 0.96)
    for c in range(len(xs) - 2):
        page.draw_rect((xs[c], top, xs[c + 1], top + ROW_HEIGHT), color=None, fill=shade)
    # the last cell as a filled polygon of lines, as some PDF producers draw it
    a, b, h = xs[-2], xs[-1], top + ROW_HEIGHT
    page.draw_polyline([(a, top), (b, top), (b, h), (a, h)], color=None, fill=shade)
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            page.insert_text((xs[c] + 3, top + r * ROW_HEIGHT + 13), text, fontsize=9)
    bottom = top + len(rows) * ROW_HEIGHT
    page.draw_line((xs[0], top), (xs[-1], top), color=(0, 0.44, 0.54))
    for r in range(2, len(rows) + 1):
        y = top + r * ROW_HEIGHT
        page.draw_line((xs[0], y), (xs[-1], y), color=(0.65, 0.83, 0.86))
    return bottom


def banded_header_table(
    page: Any, top: float, rows: Sequence[Sequence[str]], xs: Sequence[float]
) -> float:
    """ADI's register tables: a thick rule over and under the header row, each drawn
    cell by cell (one segment per column), no vertical in the header band; below it
    thin verticals between inner columns and a thin rule under every row, each drawn
    cell by cell too. Returns its bottom edge."""
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            page.insert_text((xs[c] + 3, top + r * ROW_HEIGHT + 13), text, fontsize=9)
    for y in (top, top + ROW_HEIGHT):
        for a, b in itertools.pairwise(xs):
            page.draw_line((a, y), (b, y), width=2)
    for r in range(2, len(rows) + 1):
        y = top + r * ROW_HEIGHT
        for a, b in itertools.pairwise(xs):
            page.draw_line((a, y), (b, y), width=0.5)
        for x in xs[1:-1]:
            page.draw_line((x, y - ROW_HEIGHT + 1), (x, y), width=0.5)
    return top + len(rows) * ROW_HEIGHT
