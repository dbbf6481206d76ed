"""Drawing small PDFs for tests with PyMuPDF (real files read by the real parser)."""

from __future__ import annotations

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
