"""Ruled-table reconstruction from vector rulings (the default table engine).

PyMuPDF's ``find_tables`` costs 0.3-3 s on a page of register tables (character
extraction plus an external-header search per table), which put a 179-page reference
manual past a minute. Tables in datasheets are almost always fully ruled, so this module
rebuilds them directly from the ruling segments already extracted by
:func:`hwcc.ingest.pdf.tables.ruling_paths`:

1. segments: horizontal/vertical lines, thin rectangles, and the edges of cell
   rectangles (the caller adds the edges tables imply but do not draw:
   :func:`hwcc.ingest.pdf.tables.implied_edges`); collinear pieces are merged (2 pt
   tolerance);
2. tables: connected groups of crossing segments with at least 2 horizontal and 2
   vertical rulings;
3. grid: the distinct x of the verticals and y of the horizontals (plus row starts in
   rows drawn without rules between them: :func:`hwcc.ingest.pdf.tables.row_starts`);
   a grid boundary is
   present for a cell only where a ruling covers it, otherwise neighbouring cells are
   merged (``None`` in the grid, repeated or marked later by ``grid_to_rows``);
4. cell text from ``page.get_text("words")`` by word centre: every word whose centre
   lies in the table's bbox goes into a cell.

Output: :class:`hwcc.ingest.pdf.tables.Table` values (with the keys of the words they
took), nested tables dropped (their words are in the outer table's cells).
"""

from __future__ import annotations

import itertools
from bisect import bisect_left, bisect_right

from hwcc.ingest.pdf.tables import (
    Ruling,
    Seg,
    Table,
    Word,
    WordKey,
    grid_to_rows,
    is_table,
    outermost,
    row_starts,
    words_within,
)

TOL = 3.0
MIN_LEN = 6.0


def grid_tables(paths: list[Ruling], words: list[Word]) -> list[Table]:
    """Tables formed by the ruling ``paths`` with text from ``words``."""
    horizontal, vertical = _segments(paths)
    tables: list[Table] = []
    for hs, vs in _components(horizontal, vertical):
        table = _table(hs, vs, words)
        if table is not None:
            tables.append(table)
    return outermost(tables)


def _segments(paths: list[Ruling]) -> tuple[list[Seg], list[Seg]]:
    horizontal: list[Seg] = []
    vertical: list[Seg] = []

    def line(x0: float, y0: float, x1: float, y1: float) -> None:
        if abs(y0 - y1) <= TOL and abs(x1 - x0) >= MIN_LEN:
            horizontal.append(((y0 + y1) / 2, min(x0, x1), max(x0, x1)))
        elif abs(x0 - x1) <= TOL and abs(y1 - y0) >= MIN_LEN:
            vertical.append(((x0 + x1) / 2, min(y0, y1), max(y0, y1)))

    for path in paths:
        for (ax, ay), (bx, by) in path.lines:
            line(ax, ay, bx, by)
        for x0, y0, x1, y1 in path.rects:
            if y1 - y0 <= TOL:
                line(x0, (y0 + y1) / 2, x1, (y0 + y1) / 2)
            elif x1 - x0 <= TOL:
                line((x0 + x1) / 2, y0, (x0 + x1) / 2, y1)
            elif not path.filled_only:  # a filled, unstroked box is shading, not a ruling
                line(x0, y0, x1, y0)
                line(x0, y1, x1, y1)
                line(x0, y0, x0, y1)
                line(x1, y0, x1, y1)
    return _merge(horizontal), _merge(vertical)


def _merge(segs: list[Seg]) -> list[Seg]:
    """Collinear overlapping (or touching) segments joined; coordinates snapped."""
    out: list[list[float]] = []
    for fixed, a, b in sorted(segs, key=lambda s: (round(s[0] / TOL), s[1])):
        for seg in reversed(out[-8:]):
            if abs(seg[0] - fixed) <= TOL and a <= seg[2] + TOL and b >= seg[1] - TOL:
                seg[1], seg[2] = min(seg[1], a), max(seg[2], b)
                break
        else:
            out.append([fixed, a, b])
    return [(s[0], s[1], s[2]) for s in out]


def _crosses(h: Seg, v: Seg) -> bool:
    return h[1] - TOL <= v[0] <= h[2] + TOL and v[1] - TOL <= h[0] <= v[2] + TOL


def _components(horizontal: list[Seg], vertical: list[Seg]) -> list[tuple[list[Seg], list[Seg]]]:
    parent = list(range(len(horizontal) + len(vertical)))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    n = len(horizontal)
    for i, h in enumerate(horizontal):
        for j, v in enumerate(vertical):
            if _crosses(h, v):
                parent[find(i)] = find(n + j)
    groups: dict[int, tuple[list[Seg], list[Seg]]] = {}
    for i, h in enumerate(horizontal):
        groups.setdefault(find(i), ([], []))[0].append(h)
    for j, v in enumerate(vertical):
        groups.setdefault(find(n + j), ([], []))[1].append(v)
    return [g for g in groups.values() if len(g[0]) >= 2 and len(g[1]) >= 2]


def _axis(values: list[float]) -> list[float]:
    out: list[float] = []
    for value in sorted(values):
        if not out or value - out[-1] > TOL:
            out.append(value)
    return out


def _covered(segs: list[Seg], fixed: float, lo: float, hi: float) -> bool:
    """Whether a ruling in ``segs`` (sorted by position) lies at ``fixed`` (within TOL)
    and spans the middle of ``lo..hi``. Only the rulings near ``fixed`` are looked at
    (bisect): scanning them all for every cell edge made a 2000-row table take minutes."""
    mid = (lo + hi) / 2
    start = bisect_left(segs, fixed - TOL - 1e-9, key=_position)
    for s in itertools.islice(segs, start, None):
        if s[0] > fixed + TOL:
            break
        if abs(s[0] - fixed) <= TOL and s[1] - TOL <= mid <= s[2] + TOL:
            return True
    return False


def _position(seg: Seg) -> float:
    return seg[0]


def _table(hs: list[Seg], vs: list[Seg], words: list[Word]) -> Table | None:
    hs = sorted(hs, key=_position)
    vs = sorted(vs, key=_position)
    xs = _axis([v[0] for v in vs])
    ys = _axis([h[0] for h in hs])
    if len(xs) < 2 or len(ys) < 2:
        return None
    words = words_within(words, (xs[0], ys[0], xs[-1], ys[-1]))
    starts = [
        y - 1
        for top, bottom in itertools.pairwise(ys)
        for y in row_starts([(a, top, b, bottom) for a, b in itertools.pairwise(xs)], words)[1:]
    ]
    if starts:  # rows drawn without rules between them
        hs = sorted(hs + [(y, xs[0], xs[-1]) for y in starts], key=_position)
        ys = _axis(ys + starts)
    gaps = _blank_columns(xs, ys, vs, words)
    if gaps:  # columns set apart by white space only (TI: Name | Reset value | ...)
        vs = sorted(vs + [(x, ys[0], ys[-1]) for x in gaps], key=_position)
        xs = _axis(xs + gaps)
    nrows, ncols = len(ys) - 1, len(xs) - 1
    # union-find over grid cells joined where no ruling separates them
    parent = list(range(nrows * ncols))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    def union(a: int, b: int) -> None:
        ra, rb = find(a), find(b)
        if ra != rb:
            parent[max(ra, rb)] = min(ra, rb)  # the top-left cell stays the anchor

    for r in range(nrows):
        for c in range(ncols - 1):
            if not _covered(vs, xs[c + 1], ys[r], ys[r + 1]):
                union(r * ncols + c, r * ncols + c + 1)
    for r in range(nrows - 1):
        for c in range(ncols):
            if not _covered(hs, ys[r + 1], xs[c], xs[c + 1]):
                union(r * ncols + c, (r + 1) * ncols + c)
    texts: dict[int, dict[tuple[int, int], list[str]]] = {}
    used: set[WordKey] = set()
    x_lo, x_hi, y_lo, y_hi = xs[0], xs[-1], ys[0], ys[-1]
    for word in words:
        cx = (word[0] + word[2]) / 2
        cy = (word[1] + word[3]) / 2
        if not (x_lo <= cx <= x_hi and y_lo <= cy <= y_hi):
            continue
        c = _index(xs, cx)
        r = _index(ys, cy)
        anchor = find(r * ncols + c)
        texts.setdefault(anchor, {}).setdefault((word[5], word[6]), []).append(word[4])
        used.add((word[5], word[6], word[7]))
    last_col: dict[int, int] = {}  # anchor -> rightmost column of its merged cell
    for k in range(nrows * ncols):
        anchor = find(k)
        last_col[anchor] = max(last_col.get(anchor, 0), k % ncols)
    grid: list[list[str | None]] = []
    boxes: list[list[tuple[float, float, float, float] | None]] = []
    for r in range(nrows):
        row: list[str | None] = []
        brow: list[tuple[float, float, float, float] | None] = []
        for c in range(ncols):
            cell = r * ncols + c
            anchor = find(cell)
            if anchor != cell:
                row.append(None)
                brow.append(None)
                continue
            lines = texts.get(anchor, {})
            row.append("\n".join(" ".join(ws) for ws in lines.values()))
            last_c = last_col[anchor]
            brow.append((xs[c], ys[r], xs[last_c + 1], ys[r + 1]))
        grid.append(row)
        boxes.append(brow)
    rows = grid_to_rows(grid, boxes)
    if not is_table(rows):
        return None
    return Table(rows=rows, bbox=(xs[0], ys[0], xs[-1], ys[-1]), words=frozenset(used))


GAP = 8.0  # points of white space every row leaves at one place: a column boundary
MIN_SIDED_ROWS = 3


def _blank_columns(
    xs: list[float], ys: list[float], vs: list[Seg], words: list[Word]
) -> list[float]:
    """x positions inside ruled columns where every row's words leave a gap of at least
    GAP points with words on both sides in at least MIN_SIDED_ROWS rows and most rows
    (a table whose inner column rules are missing: TI's HDC1080 map rules only
    ``Pointer | Name Reset value Description``); the middle of each such gap. Only
    columns ruled on both sides over every row: a drawing's lines (a schematic taken
    for a table) bound no such column."""
    out: list[float] = []
    for left, right in itertools.pairwise(xs):
        inside = [w for w in words if left <= (w[0] + w[2]) / 2 <= right]
        if right - left < 4 * GAP or len(inside) < 2 * MIN_SIDED_ROWS:
            continue
        if not all(
            _covered(vs, x, top, bottom)
            for top, bottom in itertools.pairwise(ys)
            for x in (left, right)
        ):
            continue
        spans: list[list[float]] = []
        for x0, x1 in sorted((w[0], w[2]) for w in inside):
            if spans and x0 <= spans[-1][1] + 0.5:
                spans[-1][1] = max(spans[-1][1], x1)
            else:
                spans.append([x0, x1])
        rows: dict[int, list[Word]] = {}
        for w in inside:
            rows.setdefault(_index(ys, (w[1] + w[3]) / 2), []).append(w)
        for (_a0, a1), (b0, _b1) in itertools.pairwise(spans):
            if b0 - a1 < GAP:
                continue
            sided = sum(
                1
                for ws in rows.values()
                if any(w[2] <= a1 + 0.5 for w in ws) and any(w[0] >= b0 - 0.5 for w in ws)
            )
            if sided >= MIN_SIDED_ROWS and sided >= 0.6 * len(rows):
                out.append((a1 + b0) / 2)
    return out


def _index(edges: list[float], value: float) -> int:
    """The first ``i`` with ``value < edges[i + 1]``, at most ``len(edges) - 2``."""
    return min(max(bisect_right(edges, value) - 1, 0), len(edges) - 2)
