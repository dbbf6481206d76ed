"""The ruled-table engine's lookups equal their plain definitions (they were made
sub-linear: a 2000-row ruled table took 70-250 s, now ~6 s)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from hwcc.ingest.pdf.grid import TOL, _covered, _index, _position

coords = st.floats(min_value=0, max_value=100, allow_nan=False).map(lambda v: round(v, 1))
segs = st.lists(st.tuples(coords, coords, coords), max_size=40)


def covered_plainly(
    segs: list[tuple[float, float, float]], fixed: float, lo: float, hi: float
) -> bool:
    mid = (lo + hi) / 2
    return any(abs(s[0] - fixed) <= TOL and s[1] - TOL <= mid <= s[2] + TOL for s in segs)


def index_plainly(edges: list[float], value: float) -> int:
    for i in range(len(edges) - 1):
        if value < edges[i + 1]:
            return i
    return len(edges) - 2


@given(segs, coords, coords, coords)
def test_covered_matches_its_definition(
    found: list[tuple[float, float, float]], fixed: float, lo: float, hi: float
) -> None:
    ordered = sorted(found, key=_position)
    assert _covered(ordered, fixed, lo, hi) == covered_plainly(found, fixed, lo, hi)


@given(st.lists(coords, min_size=2, max_size=30, unique=True), coords)
def test_index_matches_its_definition(edges: list[float], value: float) -> None:
    edges.sort()
    assert _index(edges, value) == index_plainly(edges, value)
