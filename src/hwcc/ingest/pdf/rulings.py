"""Ruling extraction that skips a page's repeated decoration (logos drawn as paths).

Some vendors draw their logo with thousands of tiny vector paths on every page (Bosch:
~2,400 per page); ``page.get_cdrawings()`` turns each of them into Python objects, which
made it the largest cost of PDF ingest. :class:`DecorationTracker` learns, from pages
extracted the normal way, a margin band that holds such a cluster on several
consecutive pages; afterwards :func:`rulings_outside` replays the page's display list
with MuPDF's culling restricted to the rest of the page, so the logo's paths are never
visited. Output: :class:`hwcc.ingest.pdf.tables.Ruling` values like
:func:`hwcc.ingest.pdf.tables.ruling_paths` (rectangles may come as four lines).

Invariant: only paths lying *entirely* inside the learned band are skipped; that band
is a page margin (top or bottom 15 %) that also holds the decoration, i.e. running
header/footer territory whose tables are dropped later anyway.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from hwcc.ingest.pdf.tables import Ruling, too_small
from hwcc.ingest.pdf.text import load_pymupdf
from hwcc.util.interrupts import called_from_c, interrupted, raise_if_interrupted

TINY = 8.0  # points: a path smaller than this in both directions is decoration
MIN_TINY = 300  # tiny paths in the band for a page to count as decorated
LEARN_PAGES = 3  # consecutive decorated pages with the same band
BAND = 0.15  # share of the page height a decoration band may take
SAME = 2.0  # points: tolerance for "the same band" on consecutive pages

Box = tuple[float, float, float, float]


class DecorationTracker:
    """Learns the decoration band of a document from pages' cdrawings statistics.

    Feed every fully extracted page to :meth:`observe`; :attr:`area` is ``None`` until
    the band is learned, then the (x0, y0, x1, y1) part of the page to keep.
    """

    def __init__(self) -> None:
        self.area: Box | None = None
        self._last: Box | None = None
        self._streak = 0

    def observe(self, cdrawings: list[dict[str, Any]], width: float, height: float) -> None:
        if self.area is not None:
            return
        count = 0
        union: list[float] | None = None
        for path in cdrawings:
            x0, y0, x1, y1 = path["rect"]
            if x1 - x0 < TINY and y1 - y0 < TINY:
                count += 1
                if union is None:
                    union = [x0, y0, x1, y1]
                else:
                    union[0], union[1] = min(union[0], x0), min(union[1], y0)
                    union[2], union[3] = max(union[2], x1), max(union[3], y1)
        band: Box | None = None
        if count >= MIN_TINY and union is not None:
            if union[3] <= height * BAND:
                band = (0.0, union[3] + 0.5, width, height)
            elif union[1] >= height * (1 - BAND):
                band = (0.0, 0.0, width, union[1] - 0.5)
        if band is None:
            self._streak, self._last = 0, None
            return
        same = self._last is not None and all(
            abs(a - b) <= SAME for a, b in zip(band, self._last, strict=True)
        )
        self._streak = self._streak + 1 if same or self._last is None else 1
        self._last = band
        if self._streak >= LEARN_PAGES:
            self.area = band


def rulings_outside(display: Any, area: Box) -> list[Ruling]:
    """Ruling candidates of a display list (``page.get_displaylist()``) among the paths
    that intersect ``area``; same filters as :func:`~hwcc.ingest.pdf.tables.ruling_paths`
    (small paths by :func:`~hwcc.ingest.pdf.tables.too_small`, curved and slanted ones
    rejected).

    MuPDF calls the device's Python methods back. An exception there (a SIGINT included)
    would be printed by SWIG and swallowed by MuPDF, which then returns a partial result;
    instead the device keeps it, aborts the run through its cookie, and it is raised
    here once MuPDF has returned (an interrupt recorded meanwhile too, see
    :mod:`hwcc.util.interrupts`)."""
    pymupdf = load_pymupdf()
    mupdf = pymupdf.mupdf
    cookie = mupdf.FzCookie()
    device = _new_device(mupdf, cookie)
    try:
        scissor = mupdf.FzRect(*area)
        mupdf.fz_run_display_list(display.this, device, mupdf.FzMatrix(), scissor, cookie)
        mupdf.fz_close_device(device)
        if device.failure is not None:
            raise device.failure
    finally:
        device.failure = device.cookie = None  # no cycle through the traceback
    raise_if_interrupted()
    rulings: list[Ruling] = device.rulings
    return rulings


def _new_device(mupdf: Any, cookie: Any) -> Any:
    """A MuPDF device collecting ruling candidates, stopping ``cookie``'s run on a
    failure or an interrupt (class built on first use so that pymupdf is imported
    lazily)."""
    global _DEVICE_CLASS
    if _DEVICE_CLASS is None:
        _DEVICE_CLASS = _make_classes(mupdf)
    return _DEVICE_CLASS(cookie)


_DEVICE_CLASS: Any = None


def _make_classes(mupdf: Any) -> Any:
    """The device and path-walker classes. Every method MuPDF calls is registered with
    :func:`~hwcc.util.interrupts.called_from_c` and lets no exception out: the walker keeps
    its first one (and ignores the rest of the path) for the device to take over after
    ``fz_walk_path``; the device keeps its first one and sets the cookie's abort flag."""

    class Walker(mupdf.FzPathWalker2):  # type: ignore[misc]
        def __init__(self) -> None:
            super().__init__()
            self.use_virtual_moveto()
            self.use_virtual_lineto()
            self.use_virtual_curveto()
            self.use_virtual_closepath()
            self.use_virtual_rectto()
            self.m = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
            self.lines: list[tuple[tuple[float, float], tuple[float, float]]] = []
            self.rects: list[Box] = []
            self.bad = False
            self.start = (0.0, 0.0)
            self.point = (0.0, 0.0)
            self.failure: BaseException | None = None

        def _xy(self, x: float, y: float) -> tuple[float, float]:
            a, b, c, d, e, f = self.m
            return (a * x + c * y + e, b * x + d * y + f)

        def _call(self, method: Callable[..., None], *args: float) -> None:
            if self.failure is not None or interrupted():
                return
            try:
                method(*args)
            except BaseException as exc:
                self.failure = exc

        @called_from_c
        def moveto(self, ctx: Any, x: float, y: float) -> None:
            self._call(self._moveto, x, y)

        @called_from_c
        def lineto(self, ctx: Any, x: float, y: float) -> None:
            self._call(self._lineto, x, y)

        @called_from_c
        def curveto(self, ctx: Any, *args: float) -> None:
            self.bad = True

        @called_from_c
        def closepath(self, ctx: Any) -> None:
            self._call(self._closepath)

        @called_from_c
        def rectto(self, ctx: Any, x0: float, y0: float, x1: float, y1: float) -> None:
            self._call(self._rectto, x0, y0, x1, y1)

        def _moveto(self, x: float, y: float) -> None:
            self.point = self.start = self._xy(x, y)

        def _lineto(self, x: float, y: float) -> None:
            new = self._xy(x, y)
            self._segment(self.point, new)
            self.point = new

        def _closepath(self) -> None:
            if self.point != self.start:
                self._segment(self.point, self.start)
            self.point = self.start

        def _rectto(self, x0: float, y0: float, x1: float, y1: float) -> None:
            corners = [self._xy(x0, y0), self._xy(x1, y0), self._xy(x1, y1), self._xy(x0, y1)]
            xs = [c[0] for c in corners]
            ys = [c[1] for c in corners]
            if len({round(v, 1) for v in xs}) > 2:
                self.bad = True  # rotated
                return
            self.rects.append((min(xs), min(ys), max(xs), max(ys)))
            self.point = self.start = corners[0]

        def _segment(self, a: tuple[float, float], b: tuple[float, float]) -> None:
            if abs(a[0] - b[0]) > 1 and abs(a[1] - b[1]) > 1:
                self.bad = True  # slanted
            elif a != b:
                self.lines.append((a, b))

    class Device(mupdf.FzDevice2):  # type: ignore[misc]
        def __init__(self, cookie: Any) -> None:
            super().__init__()
            self.use_virtual_fill_path()
            self.use_virtual_stroke_path()
            self.rulings: list[Ruling] = []
            self.walker = Walker()
            self.cookie = cookie
            self.failure: BaseException | None = None

        @called_from_c
        def fill_path(self, ctx: Any, path: Any, *args: Any) -> None:
            self._call(path, args[1], filled=True)

        @called_from_c
        def stroke_path(self, ctx: Any, path: Any, *args: Any) -> None:
            self._call(path, args[1], filled=False)

        def _call(self, path: Any, ctm: Any, filled: bool) -> None:
            if self.failure is None and not interrupted():
                try:
                    self._add(path, ctm, filled)
                except BaseException as exc:
                    self.failure = exc
            if self.failure is not None or interrupted():
                self.cookie.set_abort()  # MuPDF stops before its next drawing command

        def _add(self, path: Any, ctm: Any, filled: bool) -> None:
            box = mupdf.ll_fz_bound_path(path, None, ctm)
            if too_small(box.x1 - box.x0, box.y1 - box.y0):
                return
            walker = self.walker
            walker.m = (ctm.a, ctm.b, ctm.c, ctm.d, ctm.e, ctm.f)
            walker.lines, walker.rects, walker.bad = [], [], False
            mupdf.fz_walk_path(mupdf.FzPath(mupdf.ll_fz_keep_path(path)), walker, walker.m_internal)
            if walker.failure is not None:
                failure, walker.failure = walker.failure, None
                raise failure
            if walker.bad or not (walker.lines or walker.rects):
                return
            raw = {"rect": (box.x0, box.y0, box.x1, box.y1), "type": "f" if filled else "s"}
            self.rulings.append(Ruling(tuple(walker.lines), tuple(walker.rects), filled, raw))

    return Device
