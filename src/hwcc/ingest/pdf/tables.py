"""Table detection on one PDF page and conversion of tables to Markdown.

``find_tables`` is the cost centre of PDF ingest, so :func:`ruling_paths` first keeps
only the vector paths that can be table rulings (axis-parallel lines and rectangles,
not the hundreds of tiny curves that make up logos) and :func:`may_hold_table` gates the
call: a page needs at least two horizontal and two vertical rulings (or a grid of filled
cell rectangles). The kept paths are handed to ``find_tables(paths=...)`` so PyMuPDF does
not extract the drawings a second time. The call is explicit about every behaviour that
changed between PyMuPDF releases: ``strategy="lines"`` and ``use_layout=False`` (never
the ONNX layout model of ``pymupdf-layout``, even if that package is installed).

Merged cells (``None`` in PyMuPDF's grid) are filled from the left (horizontal span) or
from above (vertical span) when the text is short, else marked ``〃``.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Any

from hwcc.ingest.pdf.text import cell_text, load_pymupdf
from hwcc.util.markdown import MERGED_MARK

MAX_REPEAT_CHARS = 40
_MIN_RULE = 8.0  # points: a ruling shorter than this is not a table edge
_THIN = 2.5  # points: a rectangle thinner than this is a line
_MIN_PIECE = 4.0  # points: a piece of a broken column rule is at least this long


WordKey = tuple[int, int, int]  # (block, line, word) numbers of a page word


@dataclass(frozen=True, slots=True)
class Table:
    """A table on one page: ``rows[0]`` is the header row; all rows have equal length.
    ``words``: the page words (:data:`WordKey`) whose text went into a cell, so that the
    page's prose can leave out exactly those."""

    rows: tuple[tuple[str, ...], ...]
    bbox: tuple[float, float, float, float]
    words: frozenset[WordKey] = frozenset()


Point = tuple[float, float]
RectT = tuple[float, float, float, float]


@dataclass(frozen=True, slots=True)
class Ruling:
    """A vector path that may be a table ruling, as plain floats: ``lines`` are
    axis-parallel segments ``((x0, y0), (x1, y1))``, ``rects`` are axis-aligned
    rectangles ``(x0, y0, x1, y1)`` (normalised); ``filled_only`` is True for a path that
    is filled but not stroked (cell shading)."""

    lines: tuple[tuple[Point, Point], ...]
    rects: tuple[RectT, ...]
    filled_only: bool
    raw: dict[str, Any]


def too_small(w: float, h: float) -> bool:
    """Whether a path of bounding box ``w`` x ``h`` is too small to be a ruling: under
    8 pt in both directions, unless it is a thin piece at least 4 pt long (a column rule
    broken at every row of a dense table)."""
    return w < _MIN_RULE and h < _MIN_RULE and (max(w, h) < _MIN_PIECE or min(w, h) > _THIN)


def ruling_paths(cdrawings: list[dict[str, Any]]) -> list[Ruling]:
    """The paths of ``page.get_cdrawings()`` that may be table rulings.

    Paths smaller than 8 pt in both directions (logo and glyph fragments, often
    thousands per page) are rejected on their bounding box before their items are
    looked at, apart from thin ones at least 4 pt long (the pieces of a column rule
    broken at every row of a dense table); paths holding a curve or a slanted line are
    rejected as diagrams."""
    kept: list[Ruling] = []
    for path in cdrawings:
        x0, y0, x1, y1 = path["rect"]
        if too_small(x1 - x0, y1 - y0):
            continue
        lines: list[tuple[Point, Point]] = []
        rects: list[RectT] = []
        for item in path.get("items") or ():
            kind = item[0]
            if kind == "l":
                p1, p2 = item[1], item[2]
                if abs(p1[0] - p2[0]) > 1 and abs(p1[1] - p2[1]) > 1:
                    break  # slanted: a diagram, not a ruling
                lines.append(((p1[0], p1[1]), (p2[0], p2[1])))
            elif kind == "re":
                r = item[1]
                rects.append((min(r[0], r[2]), min(r[1], r[3]), max(r[0], r[2]), max(r[1], r[3])))
            elif kind == "qu":
                xs = [pt[0] for pt in item[1]]
                ys = [pt[1] for pt in item[1]]
                rect = (min(xs), min(ys), max(xs), max(ys))
                if sum(1 for v in xs if abs(v - rect[0]) > 1 and abs(v - rect[2]) > 1):
                    break  # a rotated quad
                rects.append(rect)
            else:
                break  # curves: a logo or a diagram
        else:
            if lines or rects:
                kept.append(Ruling(tuple(lines), tuple(rects), path.get("type") == "f", path))
    return kept


def to_drawings(paths: list[Ruling]) -> list[dict[str, Any]]:
    """``paths`` in the ``page.get_drawings()`` form that ``find_tables(paths=...)``
    expects (pymupdf Point/Rect objects)."""
    pymupdf = load_pymupdf()
    out: list[dict[str, Any]] = []
    for ruling in paths:
        path = ruling.raw
        items: list[tuple[Any, ...]] = [
            ("l", pymupdf.Point(a), pymupdf.Point(b)) for a, b in ruling.lines
        ]
        items.extend(("re", pymupdf.Rect(r), 1) for r in ruling.rects)
        out.append(
            {
                "items": items,
                "type": path.get("type", "s"),
                "rect": pymupdf.Rect(path["rect"]),
                "closePath": path.get("closePath", False),
                "color": path.get("color"),
                "fill": path.get("fill"),
                "width": path.get("width") or 1.0,
            }
        )
    return out


def may_hold_table(paths: list[Ruling]) -> bool:
    """True if the ruling ``paths`` could form a table (cheap; decides whether the
    page's words are fetched and a table engine runs)."""
    horizontal = vertical = boxes = 0
    for path in paths:
        for (ax, ay), (bx, by) in path.lines:
            if abs(ay - by) <= 1 and abs(ax - bx) >= _MIN_RULE:
                horizontal += 1
            elif abs(ax - bx) <= 1 and abs(ay - by) >= _MIN_RULE:
                vertical += 1
        for x0, y0, x1, y1 in path.rects:
            w, h = x1 - x0, y1 - y0
            if h <= _THIN and w >= _MIN_RULE:
                horizontal += 1
            elif w <= _THIN and h >= _MIN_RULE:
                vertical += 1
            elif w >= _MIN_RULE and h >= 4:
                boxes += 1
        if (horizontal >= 2 and vertical >= 2) or boxes >= 2:
            return True
    return False


Word = tuple[float, float, float, float, str, int, int, int]


def find_page_tables(page: Any, paths: list[Ruling], words: list[Word]) -> list[Table]:
    """Tables on ``page`` (a pymupdf.Page), found from the ruling ``paths``.

    ``paths`` should include :func:`implied_edges`; rows drawn without rules between
    them are split (:func:`split_collapsed_rows`).
    Cell text is rebuilt from ``words`` (``page.get_text("words")``) rather than
    ``Table.extract()``, which splits words at low glyphs such as ``_``.
    """
    found = page.find_tables(
        strategy="lines",
        paths=to_drawings(paths),
        use_layout=False,
        union=False,
        refine=False,
    )
    tables: list[Table] = []
    bboxes = [tuple(float(v) for v in tab.bbox) for tab in found.tables]
    frames = _frames(bboxes, [(len(tab.rows), tab.col_count) for tab in found.tables])
    for index, tab in enumerate(found.tables):
        if index in frames or any(
            k != index and k not in frames and inside(bboxes[index], other)
            for k, other in enumerate(bboxes)
        ):
            continue  # nested in another table's cell: its text is already there
        boxes: list[list[tuple[float, float, float, float] | None]] = [
            [None if b is None else (b[0], b[1], b[2], b[3]) for b in row.cells] for row in tab.rows
        ]
        inner = words_within(words, tuple(float(v) for v in tab.bbox))
        boxes = split_collapsed_rows(boxes, inner)
        used: set[WordKey] = set()
        rows = grid_to_rows(cell_texts(boxes, inner, used), boxes)
        if not is_table(rows):
            continue
        x0, y0, x1, y1 = (float(v) for v in tab.bbox)
        tables.append(Table(rows=rows, bbox=(x0, y0, x1, y1), words=frozenset(used)))
    return tables


_ALIGN = 2.0  # points: coordinates this close are the same line
_ROW_GAP = 5.0  # points: a column rule broken by no more than this at a row is one rule


Seg = tuple[float, float, float]  # a ruling: (fixed coordinate, start, end)
Rule = tuple[float, float, float, tuple[float, ...]]  # a row rule: (y, x0, x1, meeting points)


def implied_edges(paths: list[Ruling]) -> list[Ruling]:
    """Vertical rulings that tables in ``paths`` imply but do not draw: the open sides
    of tables (:func:`open_sides`) and the column edges of tables ruled only by
    horizontal lines drawn cell by cell (:func:`cell_rule_columns`)."""
    # pieces down to _MIN_PIECE feed broken_columns (a column rule broken at every row
    # of a dense table, Nuvoton: 7.9 pt pieces under 8.4 pt rows); the rest reads rulings
    short_horizontals, pieces = _axis_segments(paths, _MIN_PIECE)
    horizontals = [s for s in short_horizontals if s[2] - s[1] >= _MIN_RULE]
    verticals = [s for s in pieces if s[2] - s[1] >= _MIN_RULE]
    if not horizontals:
        return []
    joined = _joined(horizontals)
    columns = cell_rule_columns(horizontals, verticals)
    shaded, under = shaded_header_columns(_shaded_cells(paths), joined, verticals)
    columns += shaded
    columns += broken_columns(joined, pieces)
    edges = open_sides(joined, _joined(verticals + columns)) if verticals or columns else []
    return [_line(x, y0, x, y1) for x, y0, y1 in columns + edges] + [
        _line(x0, y, x1, y) for y, x0, x1 in under
    ]


def broken_columns(horizontals: list[Seg], verticals: list[Seg]) -> list[Seg]:
    """Column rules drawn in pieces that stop short of every row rule, whole.

    Some templates break each column rule at every row (Bosch: 20 pt pieces 3.4 pt
    apart, the stubs that join them too small to be extracted), so no vertical crosses
    a row rule and the table falls apart. A run of three or more collinear pieces
    (``verticals``, each a ruling) at most _ROW_GAP apart, one of whose ends lies within
    _ROW_GAP of a horizontal rule crossing its x (``horizontals``, joined), gives one
    rule, reaching the rule above its top and the rule below its bottom where there is
    one. Dashed lines are no such run: their dashes are shorter than a ruling."""
    runs: list[list[Seg]] = []
    for seg in sorted(verticals):
        last = runs[-1][-1] if runs else None
        if last is not None and abs(last[0] - seg[0]) <= 1 and seg[1] <= last[2] + _ROW_GAP:
            runs[-1].append(seg)
        else:
            runs.append([seg])
    out: list[Seg] = []
    for run in runs:
        if len(run) < 3:
            continue
        x, top, bottom = run[0][0], run[0][1], max(s[2] for s in run)
        crossing = [y for y, x0, x1 in horizontals if x0 - _ALIGN <= x <= x1 + _ALIGN]
        above = [y for y in crossing if top - _ROW_GAP <= y <= top + _ALIGN]
        below = [y for y in crossing if bottom - _ALIGN <= y <= bottom + _ROW_GAP]
        if above or below:
            out.append((x, min(above, default=top), max(below, default=bottom)))
    return out


def _axis_segments(paths: list[Ruling], shortest: float) -> tuple[list[Seg], list[Seg]]:
    """(horizontal, vertical) rulings of ``paths`` at least ``shortest`` long."""
    horizontals: list[Seg] = []
    verticals: list[Seg] = []
    for path in paths:
        for (ax, ay), (bx, by) in path.lines:
            if abs(ay - by) <= 1 and abs(ax - bx) >= shortest:
                horizontals.append((ay, min(ax, bx), max(ax, bx)))
            elif abs(ax - bx) <= 1 and abs(ay - by) >= shortest:
                verticals.append((ax, min(ay, by), max(ay, by)))
        for x0, y0, x1, y1 in path.rects:
            if y1 - y0 <= _THIN and x1 - x0 >= shortest:
                horizontals.append(((y0 + y1) / 2, x0, x1))
            elif x1 - x0 <= _THIN and y1 - y0 >= shortest:
                verticals.append(((x0 + x1) / 2, y0, y1))
    return horizontals, verticals


_MAX_ROW = 80.0  # points: rules further apart than this are not one table's rows


def cell_rule_columns(
    horizontals: list[Seg], verticals: list[Seg], words: list[Word] | None = None
) -> list[Seg]:
    """Column edges of tables ruled by horizontal lines only, drawn cell by cell.

    Some datasheets draw a rule under every row and no vertical line at all; when each
    rule is drawn as one segment per cell, the points where segments meet are the column
    edges. Three or more consecutive rules (each at most 80 pt below the last), each
    sharing at least three column edges (its ends and meeting points, within 2 pt) with
    the one above over their common extent, make a table. Its columns are the edges
    every rule reaching them draws: a rule that starts at another's meeting point
    (Novatek indents field rows under register rows that have an address column) agrees
    with it, while a meeting point only some rules have (a cell split in a few rows) is
    no column. Vertical edges are returned at each column from the table's first rule to
    its last. A rule drawn in one piece says nothing about columns and is ignored. A run
    crossed by a vertical ruling draws its own columns (rules drawn per cell would split
    its merged cells): without ``words`` it gives none; with the page's words, only
    columns dividing the space between two of its verticals evenly (:func:`_even_columns`:
    Epson RX8900's bit columns, parted by dotted lines the PDF holds as no rule), and
    the columns of header bands, two rules over a body ruled below them
    (:func:`_header_bands`; tables side by side in a page's two columns draw their
    rules at one height: there each chain of pieces is a rule)."""
    lines: list[Rule] = []  # the rules of whole rows
    rules: list[Rule] = []  # every chain's, side by side too
    for y, drawn in _by_position(horizontals):
        # a rule drawn both whole and cell by cell (Novatek): its pieces tell the columns
        # (a piece drawn twice, a cell's rule and its fill's edge a hair apart, is one: the
        # shorter)
        pieces = sorted(
            {
                p
                for p in drawn
                if not any(
                    q[1] - q[0] < p[1] - p[0] - 0.1 and p[0] - 0.5 <= q[0] and q[1] <= p[1] + 0.5
                    for q in drawn
                )
            }
        )
        # each chain of pieces meeting end to end is one rule (two tables side by side in
        # a page's columns draw their rules at one height); a row's rule broken by a gap
        # is no run's line
        chains: list[list[tuple[float, float]]] = []
        for piece in pieces:
            if chains and abs(piece[0] - chains[-1][-1][1]) <= _ALIGN:
                chains[-1].append(piece)
            else:
                chains.append([piece])
        for chain in chains:
            meets = [(a1 + b0) / 2 for (_a0, a1), (b0, _b1) in itertools.pairwise(chain)]
            if meets:
                rule = (y, chain[0][0], max(b for _, b in chain), tuple(meets))
                rules.append(rule)
                if len(chains) == 1:
                    lines.append(rule)
    edges: list[Seg] = []
    run: list[Rule] = []
    for line in [*lines, (float("inf"), 0.0, 0.0, ())]:
        if run and _same_columns(run[-1], line) and line[0] - run[-1][0] <= _MAX_ROW:
            run.append(line)
            continue
        top, bottom = (run[0][0], run[-1][0]) if run else (0.0, 0.0)
        left, right = min((r[1] for r in run), default=0.0), max((r[2] for r in run), default=0.0)
        crossing = [
            x
            for x, v0, v1 in verticals
            if left - _ALIGN <= x <= right + _ALIGN and v0 < bottom and v1 > top
        ]
        if len(run) >= 3 and not crossing and words is None:
            columns = _run_columns(run)
            edges += [(x, top, bottom) for x in columns]
            edges += _under_title_row(run, columns)
        elif len(run) >= 3 and crossing and words is not None:
            edges += _even_columns(run, horizontals, sorted(crossing), words)
        run = [line]
    if words is not None:
        edges += _header_bands(rules, verticals, words)
    return edges


def _under_title_row(run: list[Rule], columns: list[float]) -> list[Seg]:
    """The columns a run's rules draw below a title row merged over several of them
    (ams TMF8801: ``Addr: 0xE0 | ENABLE`` over ``Field | Name | Rst | Type |
    Description``, every rule drawn cell by cell): edges every rule from the second on
    draws, from the second rule down, when the first rule's edges are all among them
    and three rules at least stand below the title."""
    if len(run) < 4:
        return []
    inner = _run_columns(run[1:])
    if not all(any(abs(e - x) <= _ALIGN for x in inner) for e in _edges_of(run[0])):
        return []
    extra = [x for x in inner if all(abs(x - c) > _ALIGN for c in columns)]
    return [(x, run[1][0], run[-1][0]) for x in extra]


def _header_bands(rules: list[Rule], verticals: list[Seg], words: list[Word]) -> list[Seg]:
    """The edges of every header band (:func:`_header_band`) among cell-by-cell
    ``rules`` (in order of height): two rules with the same columns, the second the
    next rule below the first across its extent."""
    edges: list[Seg] = []
    for k, upper in enumerate(rules):
        lower = next((r for r in rules[k + 1 :] if r[0] > upper[0] and _across(upper, r)), None)
        if lower is not None and _same_columns(upper, lower) and lower[0] - upper[0] <= _MAX_ROW:
            edges += _header_band([upper, lower], verticals, words)
    return edges


def _across(a: Rule, b: Rule) -> bool:
    """Whether two rules' extents overlap across."""
    return a[1] < b[2] - _ALIGN and b[1] < a[2] - _ALIGN


def _header_band(run: list[Rule], verticals: list[Seg], words: list[Word]) -> list[Seg]:
    """The columns of one header row ruled above and below cell by cell (``run``: its
    two rules) over a body whose column rules start at the band's lower rule (ADI: a
    thick rule over and under ``Name | R/W | Flash Backup | Address ..``, thin verticals
    from there down): the band's edges, at the body's verticals, when no vertical
    crosses the band or ends at its upper rule (the space between two tables), every
    inner meeting point of both rules has a vertical starting there, and the band holds
    a label in every column and no word across a column edge (not a title line between
    two tables: "REG01" over the next one); else none."""
    top, bottom = run[0][0], run[-1][0]
    columns = _run_columns(run)
    left, right = columns[0], columns[-1]
    if any(
        left - _ALIGN <= x <= right + _ALIGN and v0 < bottom - _ALIGN and v1 > top + _ALIGN
        for x, v0, v1 in verticals
    ):
        return []  # the band draws verticals of its own
    if any(
        left - _ALIGN <= x <= right + _ALIGN and abs(v1 - top) <= _ROW_GAP
        for x, _v0, v1 in verticals
    ):
        return []  # the upper rule closes a table above: the space between two tables
    starting = [x for x, v0, _v1 in verticals if abs(v0 - bottom) <= _ROW_GAP]
    inner: list[float] = []
    for x in columns[1:-1]:
        below = [v for v in starting if abs(x - v) <= _ALIGN]
        if not below:
            return []
        inner.append(below[0])
    edges = [left, *inner, right]
    if len(edges) < 3:
        return []
    band = [w for w in words if top < (w[1] + w[3]) / 2 < bottom and left <= w[0] and w[2] <= right]
    if any(w[0] < x - 0.5 and w[2] > x + 0.5 for x in inner for w in band):
        return []
    if not all(any(a < (w[0] + w[2]) / 2 < b for w in band) for a, b in itertools.pairwise(edges)):
        return []
    return [(x, top, bottom) for x in edges]


def _even_columns(
    run: list[Rule], horizontals: list[Seg], crossing: list[float], words: list[Word]
) -> list[Seg]:
    """The run's columns that split the space between two of its drawn verticals into
    four or more equal parts (bit columns whose dotted lines the PDF holds as no rule),
    when no word crosses them: edges from the run's first rule to its last, reaching
    up and down through the rules drawn across the table at most a row and a half of
    the run apart (a header under a thicker rule)."""
    top, bottom = run[0][0], run[-1][0]
    left, right = min(r[1] for r in run), max(r[2] for r in run)
    row = 1.5 * max(b[0] - a[0] for a, b in itertools.pairwise(run))
    across = sorted(
        {y for y, x0, x1 in _joined(horizontals) if x0 <= left + _ALIGN and x1 >= right - _ALIGN}
    )
    for y in reversed([y for y in across if y < top - _ALIGN]):
        if top - y > row:
            break
        top = y
    for y in [y for y in across if y > bottom + _ALIGN]:
        if y - bottom > row:
            break
        bottom = y
    inside = [w for w in words if top < (w[1] + w[3]) / 2 < bottom]
    columns = _run_columns(run)
    out: list[Seg] = []
    for a, b in itertools.pairwise(crossing):
        cuts = [x for x in columns if a + _ALIGN < x < b - _ALIGN]
        widths = [q - p for p, q in itertools.pairwise([a, *cuts, b])]
        if len(widths) < 4 or max(widths) - min(widths) > 1.0:
            continue
        if any(w[0] < x - 0.5 and w[2] > x + 0.5 for x in cuts for w in inside):
            continue
        out += [(x, top, bottom) for x in cuts]
    return out


def crossed_cell_columns(paths: list[Ruling], words: list[Word]) -> list[Ruling]:
    """The columns tables ruled cell by cell imply where they draw some verticals of
    their own (see :func:`cell_rule_columns`): edges no vertical draws and no word of
    ``words`` crosses; and the columns of shaded header bands over rows too tall to be
    taken without the words (:func:`shaded_header_columns`)."""
    short_horizontals, pieces = _axis_segments(paths, _MIN_PIECE)
    horizontals = [s for s in short_horizontals if s[2] - s[1] >= _MIN_RULE]
    verticals = [s for s in pieces if s[2] - s[1] >= _MIN_RULE]
    if not horizontals:
        return []
    # shaded header bands over rows taller than implied_edges accepts without words (a
    # band implied_edges took has its columns in ``paths`` now, and is left alone)
    tall, under = shaded_header_columns(
        _shaded_cells(paths), _joined(horizontals), verticals, words
    )
    out = [_line(x, y0, x, y1) for x, y0, y1 in tall]
    out += [_line(x0, y, x1, y) for y, x0, x1 in under]
    if not verticals:
        return out
    columns = cell_rule_columns(horizontals, verticals, words)
    return out + [_line(x, y0, x, y1) for x, y0, y1 in columns]


def _edges_of(line: Rule) -> tuple[float, ...]:
    return (line[1], *line[3], line[2])


def _run_columns(run: list[Rule]) -> list[float]:
    """The column edges of a run of cell-by-cell rules: each edge of a rule that every
    rule reaching it (its extent covers it) also draws."""
    out: list[float] = []
    for x in sorted({x for line in run for x in _edges_of(line)}):
        if out and x - out[-1] <= _ALIGN:
            continue
        if all(
            any(abs(x - e) <= _ALIGN for e in _edges_of(line))
            for line in run
            if line[1] - _ALIGN <= x <= line[2] + _ALIGN
        ):
            out.append(x)
    return out


def _shaded_cells(paths: list[Ruling]) -> list[RectT]:
    """Filled, unstroked rectangles at least a text line high (cell shading): ``re``
    items, and paths of lines that all run along their bounding box (a rectangle drawn
    as a polygon)."""
    cells: list[RectT] = []
    for path in paths:
        if not path.filled_only:
            continue
        boxes = list(path.rects)
        if path.lines and not path.rects:
            xs = [x for a, b in path.lines for x in (a[0], b[0])]
            ys = [y for a, b in path.lines for y in (a[1], b[1])]
            box = (min(xs), min(ys), max(xs), max(ys))
            if all(  # every corner on the box's border: its outline (lines are axis-parallel)
                min(abs(x - box[0]), abs(x - box[2]), abs(y - box[1]), abs(y - box[3])) <= 1
                for x, y in zip(xs, ys, strict=True)
            ):
                boxes.append(box)
        cells.extend(r for r in boxes if r[2] - r[0] >= _MIN_RULE and r[3] - r[1] >= 4)
    return cells


def shaded_header_columns(
    cells: list[RectT],
    horizontals: list[Seg],
    verticals: list[Seg],
    words: list[Word] | None = None,
) -> tuple[list[Seg], list[Seg]]:
    """Column edges of tables whose only vertical boundaries are their header's shading.

    NXP draws tables with full-width horizontal rules and no vertical line; the header
    row is a band of three or more abutting shaded rectangles, one per column. Where such
    a band (same top and bottom within 2 pt, each cell starting where the last ends) has
    a horizontal rule ending at the band's right end at most 80 pt below it, and further
    such rules follow at most 80 pt apart (rules under a cell's sub-rows start further
    right), vertical edges are returned at the band's
    ends and at each point where its cells meet, from the band's top to the last such
    rule, with horizontal edges along the band's top and bottom (returned second:
    shading is no ruling to the grid engine). A table with any vertical ruling inside
    its sides between its top and its last rule draws its own columns (TI's register
    figures: shaded bit numbers over boxed fields) and is left alone (its sides alone,
    Semtech's outline, draw no column), and so is a band with no rule under it
    (a banner). With the page's ``words`` (a second pass, :func:`crossed_cell_columns`:
    the words are read only for a page that may hold a table), rows taller than 80 pt
    join the table too when every word between the two rules lies within one of the
    band's columns (OmniVision: a register's row lists each of its bits, 110 pt and
    more; prose under a table runs across its column edges); that pass returns only the
    bands the first could not take whole, and takes the edges the first drew for them
    as their own."""
    edges: list[Seg] = []
    under: list[Seg] = []
    rows: dict[tuple[int, int], list[RectT]] = {}
    for cell in cells:
        rows.setdefault((round(cell[1] / _ALIGN), round(cell[3] / _ALIGN)), []).append(cell)
    for band in rows.values():
        band.sort()
        runs: list[list[RectT]] = [[band[0]]]
        for cell in band[1:]:
            if abs(cell[0] - runs[-1][-1][2]) <= _ALIGN:
                runs[-1].append(cell)
            else:
                runs.append([cell])
        for run in runs:
            if len(run) < 3:
                continue
            top, bottom = min(c[1] for c in run), max(c[3] for c in run)
            x0, x1 = run[0][0], run[-1][2]
            meets = [(a[2] + b[0]) / 2 for a, b in itertools.pairwise(run)]
            columns = [x0, *meets, x1]
            last = bottom
            ruled = 0  # the rows ruled under the band
            tall: float | None = None  # the top of the first row taller than _MAX_ROW
            for y, r0, r1 in sorted(horizontals):
                if y <= bottom - _ALIGN or r0 < x0 - _ALIGN or abs(r1 - x1) > _ALIGN:
                    continue  # rules under sub-rows start at an inner column edge
                if any(  # the next table's header band
                    bottom + _ALIGN < c[1] < y + _ALIGN and c[0] < x1 and c[2] > x0 for c in cells
                ):
                    break
                if y - last > _MAX_ROW:
                    if words is None or not _within_columns(words, last, y, columns):
                        break
                    tall = last if tall is None else tall
                last = y
                ruled += 1
            if (words is not None and tall is None) or last - bottom <= _ALIGN:
                continue  # (with words: only what the pass without them could not take)
            # (a table of three rows or more outlined by its sides alone, Semtech's, has
            # its columns from the shading; a register figure boxing its fields under
            # shaded bit numbers, TI's or Microchip's, draws its own)
            # (a band of eight cells or more is a register figure's bit cells: Microchip
            # outlines its figures too, their rows of access tokens are no table's rows)
            outlined = ruled >= _OUTLINED_ROWS and len(run) < _BIT_BAND
            if any(
                (x0 + _ALIGN < x < x1 - _ALIGN if outlined else x0 - _ALIGN <= x <= x1 + _ALIGN)
                and v0 < last - _ALIGN
                and v1 > bottom + _ALIGN  # not an outline of the band's own shading
                # (with words: nor the band's columns and sides the pass without them
                # drew down to the first tall row)
                and not (
                    tall is not None
                    and v1 <= tall + _ALIGN
                    and any(abs(x - c) <= _ALIGN for c in columns)
                )
                for x, v0, v1 in verticals
            ):
                continue  # a table that draws its own columns
            edges.extend((x, top, last) for x in columns)
            under += [(top, x0, x1), (bottom, x0, x1)]
    return edges, under


_BIT_BAND = 8  # cells of a shaded band that numbers a register's bits, at least
_OUTLINED_ROWS = 3  # rows a shaded-header table outlined by its sides alone has, at least
_ROW_BLANK = 24.0  # points: a blank stretch this tall inside a row is no row's


def _within_columns(words: list[Word], top: float, bottom: float, columns: list[float]) -> bool:
    """Whether the words between heights ``top`` and ``bottom`` (one at least) that
    reach into the span of ``columns`` all lie within one column each and fill the
    height between them without a blank stretch of more than :data:`_ROW_BLANK` (a
    table's last row above a page's foot: NXP PCA9633's ``1*`` row, then 67 pt of
    nothing, then the footer over the page's bottom rule)."""
    inside = [
        w
        for w in words
        if top < (w[1] + w[3]) / 2 < bottom and w[2] > columns[0] and w[0] < columns[-1]
    ]
    if not inside or not all(
        any(a - 0.5 <= w[0] and w[2] <= b + 0.5 for a, b in itertools.pairwise(columns))
        for w in inside
    ):
        return False
    reached = top
    for w in sorted(inside, key=lambda w: w[1]):
        if w[1] - reached > _ROW_BLANK:
            return False
        reached = max(reached, w[3])
    return bottom - reached <= _ROW_BLANK


def _by_position(segments: list[Seg]) -> list[tuple[float, list[tuple[float, float]]]]:
    """Segments grouped by their fixed coordinate (within 1 pt), as (start, end) pieces."""
    groups: list[tuple[float, list[tuple[float, float]]]] = []
    for at, start, end in sorted(segments):
        if groups and at - groups[-1][0] <= 1:
            groups[-1][1].append((start, end))
        else:
            groups.append((at, [(start, end)]))
    return groups


def _same_columns(a: Rule, b: Rule) -> bool:
    """True if rules ``a`` and ``b`` (y, x0, x1, meeting points) share at least three
    column edges over their common extent, which covers most of the shorter rule."""
    lo, hi = max(a[1], b[1]), min(a[2], b[2])
    if hi - lo < 0.5 * min(a[2] - a[1], b[2] - b[1]):
        return False
    shared = [
        x
        for x in _edges_of(a)
        if lo - _ALIGN <= x <= hi + _ALIGN and any(abs(x - e) <= _ALIGN for e in _edges_of(b))
    ]
    return len(shared) >= 3


def open_sides(horizontals: list[Seg], verticals: list[Seg]) -> list[Seg]:
    """Vertical edges for tables drawn without them (``horizontals``/``verticals``:
    rulings with touching pieces already joined).

    Many datasheets rule a table with full-width horizontal lines and vertical lines only
    between inner columns, leaving the first and last column open; a line-based table
    finder then drops those columns. Where two consecutive horizontal rulings that end
    at the same x (within 2 pt) are both crossed by one inner vertical ruling (so they
    belong to one table), an edge is added at that x between them. No edge spans a gap
    that no inner vertical crosses, so two tables sharing a margin are never joined
    through the prose between them."""
    ends: list[tuple[int, float, Seg]] = []  # (side, x, rule)
    for y, x0, x1 in horizontals:
        inner = [
            x
            for x, v0, v1 in verticals
            if x0 + _MIN_RULE < x < x1 - _MIN_RULE and v0 - _ALIGN <= y <= v1 + _ALIGN
        ]
        if not inner:
            continue
        if x0 < min(inner) - _MIN_RULE:
            ends.append((0, x0, (y, x0, x1)))
        if x1 > max(inner) + _MIN_RULE:
            ends.append((1, x1, (y, x0, x1)))
    groups: list[tuple[int, float, list[Seg]]] = []
    for side, x, rule in sorted(ends):
        if groups and groups[-1][0] == side and x - groups[-1][1] <= _ALIGN:
            groups[-1][2].append(rule)
        else:
            groups.append((side, x, [rule]))
    edges: list[Seg] = []
    for side, _x, rules in groups:
        rules.sort()
        for (ya, a0, a1), (yb, b0, b1) in itertools.pairwise(rules):
            lo, hi = max(a0, b0), min(a1, b1)
            if yb - ya < _ALIGN or not any(
                lo < x < hi + _ALIGN and v0 - _ALIGN <= ya and v1 + _ALIGN >= yb
                for x, v0, v1 in verticals
            ):
                continue
            x = (a0 + b0) / 2 if side == 0 else (a1 + b1) / 2
            if any(  # a ruling further out: x is inside a table, not its side
                (vx < x - _MIN_RULE if side == 0 else vx > x + _MIN_RULE)
                and v0 < yb - _ALIGN
                and v1 > ya + _ALIGN
                for vx, v0, v1 in verticals
            ):
                continue
            edges.append((x, ya, yb))
    return edges


def _joined(segments: list[Seg]) -> list[Seg]:
    """Collinear segments that touch (rules drawn cell by cell) joined into one. Lines
    within 1 pt of each other are one line, its pieces joined in the order they run
    (two tables' column rules 0.3 pt apart are not read as one rule reaching back)."""
    lines: list[list[Seg]] = []
    for seg in sorted(segments):
        if lines and abs(lines[-1][0][0] - seg[0]) <= 1:
            lines[-1].append(seg)
        else:
            lines.append([seg])
    out: list[Seg] = []
    for line in lines:
        at = line[0][0]  # (the line at its lowest coordinate)
        pieces: list[Seg] = []
        for _at, start, end in sorted(line, key=lambda s: (s[1], s[2])):
            if pieces and start <= pieces[-1][2] + _ALIGN:
                pieces[-1] = (at, pieces[-1][1], max(pieces[-1][2], end))
            else:
                pieces.append((at, start, end))
        out.extend(pieces)
    return sorted(out)


def _line(x0: float, y0: float, x1: float, y1: float) -> Ruling:
    """A line ruling from (x0, y0) to (x1, y1)."""
    raw = {"rect": (x0, y0, x1, y1), "type": "s", "closePath": False, "width": 1.0}
    return Ruling(lines=(((x0, y0), (x1, y1)),), rects=(), filled_only=False, raw=raw)


def split_collapsed_rows(
    boxes: list[list[tuple[float, float, float, float] | None]], words: list[Word]
) -> list[list[tuple[float, float, float, float] | None]]:
    """Rows of ``boxes`` split where the table draws no rule between its rows.

    Such a table comes out of the table finder as one row whose every cell holds a
    column's whole text. A row is split when at least two of its cells hold the same
    number (>= 3) of text lines at the same heights, evenly spaced and further apart
    than wrapped text (:func:`_spaced`; unevenly beside a wrapped description column,
    :func:`_opens_rows`), and no non-empty cell
    holds fewer than half as many lines: those lines start the rows. A line of another
    cell between two row starts (a wrapped description) stays with the row above it.
    Ordinary rows, where one cell wraps over lines that its neighbours do not share, are
    kept."""
    out: list[list[tuple[float, float, float, float] | None]] = []
    for row in boxes:
        starts = row_starts(row, words)
        if not starts:
            out.append(row)
            continue
        top = min(b[1] for b in row if b is not None)
        bottom = max(b[3] for b in row if b is not None)
        limits = [top, *[y - _ALIGN for y in starts[1:]], bottom]
        for y0, y1 in itertools.pairwise(limits):
            out.append([None if b is None else (b[0], y0, b[2], y1) for b in row])
    return out


def row_starts(
    row: list[tuple[float, float, float, float] | None], words: list[Word]
) -> list[float]:
    """The tops of the text lines that start rows in ``row`` (cell boxes of one table
    row) when it is a collapsed one (see :func:`split_collapsed_rows`), else []."""
    if sum(1 for b in row if b is not None) < 2:
        return []
    tops_of: list[list[float]] = []
    heights: list[float] = []
    for box in row:
        if box is None:
            continue
        tops: list[float] = []
        for word in words:
            cx = (word[0] + word[2]) / 2
            cy = (word[1] + word[3]) / 2
            if box[0] <= cx <= box[2] and box[1] <= cy <= box[3]:
                heights.append(word[3] - word[1])
                if not any(abs(word[1] - t) <= _ALIGN for t in tops):
                    tops.append(word[1])
        if tops:
            tops_of.append(sorted(tops))
    if not heights:
        return []
    height = sorted(heights)[len(heights) // 2]
    best: list[float] = []
    for tops in tops_of:
        if len(tops) < 3 or len(tops) <= len(best):
            continue
        others = [
            other
            for other in tops_of
            if len(other) != len(tops)
            or not all(abs(a - b) <= _ALIGN for a, b in zip(other, tops, strict=True))
        ]
        same = len(tops_of) - len(others)
        if len(tops) >= 4 and same >= 2 and others and all(_opens_rows(o, tops) for o in others):
            # beside the cells in lockstep, cells of text that wraps, each opening a line
            # at the rows' starts (ADI's description column): rows as far apart as their
            # text is long
            gap, even = _LOCKSTEP_GAP, False
        elif len(tops) >= 4 and same >= _LOCKSTEP_CELLS and not others:
            gap, even = _LOCKSTEP_GAP, True  # every cell in lockstep
        else:
            gap, even = _ROWS_APART, True
        if not _spaced(tops, height, gap, even=even):
            continue
        if same >= 2 and all(2 * len(other) >= len(tops) for other in tops_of):
            best = tops
    return best


_ROWS_APART = 1.3  # text heights between row starts: wrapped lines sit about one apart
_LOCKSTEP_GAP = 1.15  # the same where every cell holds one line per row
_LOCKSTEP_CELLS = 3


def _opens_rows(lines: list[float], starts: list[float]) -> bool:
    """Whether a cell's ``lines`` (tops) are wrapped text beside rows starting at
    ``starts``: more lines than rows, one at 80 % of the starts or more, its own lines
    closer together than the rows (a paragraph at the rows' spacing is one cell's text
    beside lines that merely share it: a parameter's name beside its sub-conditions), and
    no line of it just above a row's start, nearer than the rows are apart (the text of a
    row whose other cells sit lower: centred or bottom-aligned)."""
    opened = sum(1 for y in starts if any(abs(y - t) <= _ALIGN for t in lines))
    if len(lines) <= len(starts) or opened < 0.8 * len(starts):
        return False
    row_gap = min(b - a for a, b in itertools.pairwise(starts))
    line_gap = min(b - a for a, b in itertools.pairwise(lines))
    if line_gap > row_gap - _PITCH_MARGIN:
        return False
    for y in starts[1:]:
        above = [t for t in lines if t < y - _ALIGN]
        if above and y - max(above) < row_gap - _PITCH_MARGIN:
            return False
    return True


_PITCH_MARGIN = 1.0  # points: wrapped lines sit this much closer than rows at least


def _spaced(tops: list[float], height: float, gap: float, *, even: bool = True) -> bool:
    """Whether lines at ``tops`` are spaced like table rows: evenly (not labels), and
    further apart than the lines of wrapped text: at least ``gap`` text heights
    (:data:`_ROWS_APART`; wrapped lines sit about one height apart). Where three cells or
    more hold their lines in lockstep (four or more each, all at the same heights: a
    map of one line per register), :data:`_LOCKSTEP_GAP` is enough, since cells that
    wrap their text do not wrap it all to the same number of lines; beside a wrapped
    description (:func:`_opens_rows`) the rows need not be even (``even`` False)."""
    gaps = [b - a for a, b in itertools.pairwise(tops)]
    return (not even or max(gaps) <= 1.6 * min(gaps)) and min(gaps) >= gap * height


MIN_LONE_ROW_CELLS = 4


def is_table(rows: tuple[tuple[str, ...], ...]) -> bool:
    """Whether ruled cells with these ``rows`` are a table: two rows or more of two
    cells or more, or one row of at least four filled cells (a register's bit row:
    ``DR1 | DR0 | BW1 | ... | Yen``). One cell, or a lone row of a few, is a framed
    paragraph or a box around a figure."""
    if not rows or len(rows[0]) < 2:
        return False
    if len(rows) >= 2:
        return True
    return sum(1 for cell in rows[0] if cell.strip()) >= MIN_LONE_ROW_CELLS


_FRAME_CELLS = 3  # rows and columns: a page frame's header, body and footer
_FRAME_BODY = 0.8  # share of a frame's width that a table in its body band spans
_FRAME_HEIGHT = 400.0  # points: a page frame's least height (a page is 792 or 842 tall)


def _frames(bboxes: list[tuple[float, ...]], shapes: list[tuple[int, int]]) -> set[int]:
    """Indexes of page frames: boxes of at most three rows that hold another table
    (some datasheets draw every page as one bordered box with a title band, the body
    and a footer band; the tables inside are the tables). A frame has at most three
    columns, or its title band is cut into more (``| PRODUCTS ... | TYPE | PAGE 15/27 |``),
    it stands most of a page tall and a table it holds spans 80 % of its width. A big
    table with a few huge rows (a command table, a field table whose description cell
    holds a table of settings) has more columns, and what it holds sits in one of them."""

    def holds(i: int, box: tuple[float, ...], wide: bool) -> bool:
        width = box[2] - box[0]
        if wide and box[3] - box[1] < _FRAME_HEIGHT:
            return False
        return any(
            k != i and inside(o, box) and (not wide or o[2] - o[0] >= _FRAME_BODY * width)
            for k, o in enumerate(bboxes)
        )

    return {
        i
        for i, box in enumerate(bboxes)
        if shapes[i][0] <= _FRAME_CELLS and holds(i, box, shapes[i][1] > _FRAME_CELLS)
    }


def outermost(tables: list[Table]) -> list[Table]:
    """``tables`` less those nested in another table's cell (their text is in that
    cell), except that a page frame (:func:`_frames`) gives way to the tables it holds."""
    boxes = [t.bbox for t in tables]
    frames = _frames(list(boxes), [(len(t.rows), len(t.rows[0]) if t.rows else 0) for t in tables])
    return [
        t
        for i, t in enumerate(tables)
        if i not in frames
        and not any(k != i and k not in frames and inside(t.bbox, o) for k, o in enumerate(boxes))
    ]


def words_within(words: list[Word], box: tuple[float, ...]) -> list[Word]:
    """The ``words`` whose centre lies in ``box`` (edges included), in their order: the
    only ones a cell of a table with that bounding box can hold."""
    x0, y0, x1, y1 = box[:4]
    return [w for w in words if x0 <= (w[0] + w[2]) / 2 <= x1 and y0 <= (w[1] + w[3]) / 2 <= y1]


def inside(inner: tuple[float, ...], outer: tuple[float, ...]) -> bool:
    """Whether box ``inner`` lies within ``outer`` (1 pt tolerance) and is not it."""
    return (
        inner != outer
        and inner[0] >= outer[0] - 1
        and inner[1] >= outer[1] - 1
        and inner[2] <= outer[2] + 1
        and inner[3] <= outer[3] + 1
    )


def cell_texts(
    boxes: list[list[tuple[float, float, float, float] | None]],
    words: list[Word],
    used: set[WordKey] | None = None,
) -> list[list[str | None]]:
    """The text of every cell (``None`` where the box is ``None``): the words whose
    centre lies in the box, in reading order, one line per PDF line. The keys of the
    words placed are added to ``used`` when given."""
    flat = [
        (r, c, box) for r, row in enumerate(boxes) for c, box in enumerate(row) if box is not None
    ]
    lines: dict[tuple[int, int], dict[tuple[int, int], list[str]]] = {}
    for word in words:
        cx = (word[0] + word[2]) / 2
        cy = (word[1] + word[3]) / 2
        for r, c, cbox in flat:
            if cbox[0] <= cx <= cbox[2] and cbox[1] <= cy <= cbox[3]:
                lines.setdefault((r, c), {}).setdefault((word[5], word[6]), []).append(word[4])
                if used is not None:
                    used.add((word[5], word[6], word[7]))
                break
    grid: list[list[str | None]] = []
    for r, row in enumerate(boxes):
        out: list[str | None] = []
        for c, maybe in enumerate(row):
            if maybe is None:
                out.append(None)
            else:
                cell = lines.get((r, c), {})
                out.append("\n".join(" ".join(ws) for ws in cell.values()))
        grid.append(out)
    return grid


def grid_to_rows(
    grid: list[list[str | None]],
    boxes: list[list[tuple[float, float, float, float] | None]] | None = None,
) -> tuple[tuple[str, ...], ...]:
    """Clean rows from PyMuPDF's cell grid: cell text joined onto one line, merged cells
    (``None``) repeated or marked, empty rows and all-empty columns dropped.

    ``boxes`` (cell bboxes, ``None`` where ``grid`` is ``None``) tells a horizontal span
    (the cell to the left reaches into the column) from a vertical one; without it a
    merged cell is filled from the left when possible.
    """
    width = max((len(r) for r in grid), default=0)
    cells: list[list[str | None]] = [
        [None if c is None else cell_text(c) for c in r] + [""] * (width - len(r)) for r in grid
    ]
    col_x0 = [
        min((bx[0] for b in boxes or [] if c < len(b) and (bx := b[c]) is not None), default=-1.0)
        for c in range(width)
    ]
    for r, row in enumerate(cells):
        for c, value in enumerate(row):
            if value is not None:
                continue
            source: str | None = None
            left = next((k for k in range(c - 1, -1, -1) if grid[r][k] is not None), None)
            spans_left = left is not None
            if boxes is not None and left is not None and col_x0[c] >= 0:
                box = boxes[r][left] if left < len(boxes[r]) else None
                spans_left = box is not None and box[2] > col_x0[c] + 1
            if spans_left and left is not None:
                source = row[left]
            elif r > 0:
                source = cells[r - 1][c]
            source = source or ""
            row[c] = source if len(source) <= MAX_REPEAT_CHARS else MERGED_MARK
    keep_cols = [c for c in range(width) if any(row[c] for row in cells)]
    rows = []
    for r, row in enumerate(cells):
        out = tuple(row[c] or "" for c in keep_cols)
        spanned = all(c >= len(grid[r]) or grid[r][c] is None for c in keep_cols[1:])
        if len(out) > 1 and len(set(out)) == 1 and out[0] and spanned:
            # a title row spanning the table (a row of separate cells that read alike,
            # eight 0s of a reset row, stays)
            out = (out[0],) + ("",) * (len(out) - 1)
        if any(out):
            rows.append(out)
    return tuple(rows)


def split_title_row(
    rows: tuple[tuple[str, ...], ...],
) -> tuple[str, tuple[tuple[str, ...], ...]]:
    """(title, rows): a first row with text only in its first cell (the others empty or
    the merged-cell mark of that one cell spanning them) is a table title."""
    if len(rows) > 2 and rows[0][0] and not any(c and c != MERGED_MARK for c in rows[0][1:]):
        return rows[0][0], rows[1:]
    return "", rows


def to_markdown(rows: tuple[tuple[str, ...], ...], with_header: bool = True) -> str:
    """Pipe-table Markdown for ``rows``; ``with_header=False`` renders body rows only
    (used for the continuation of a table on the next page)."""
    lines = []
    body = rows
    if with_header:
        lines.append("| " + " | ".join(rows[0]) + " |")
        lines.append("|" + "|".join("---" for _ in rows[0]) + "|")
        body = rows[1:]
    lines.extend("| " + " | ".join(row) + " |" for row in body)
    return "\n".join(lines)


def header_key(row: tuple[str, ...]) -> tuple[str, ...]:
    """A comparison key for header rows (case and spacing insensitive)."""
    return tuple(" ".join(c.lower().split()) for c in row)
