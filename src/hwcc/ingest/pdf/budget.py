"""How much work a PDF page is, measured before MuPDF interprets it.

MuPDF interprets a page's content stream and, each time it is invoked, every form
XObject the page draws. Nothing bounds that: a 5.7 KB file whose forms each draw the next
one twice (2^30 draws) kept ``hwcc add`` busy for hours, and a valid page of a million
separate line segments made ``get_cdrawings`` build a million dicts (1.5 GB).
:class:`WorkMeter` reads the page's content streams and its form XObjects' streams
(decompressed by MuPDF, which refuses compression bombs) and returns, as if every form
were written out where it is invoked:

* ``content_bytes`` — the size of the content MuPDF will interpret;
* ``paths`` — the number of path-painting operators (``S s f F f* B B* b b* n``), i.e.
  of the drawings ``get_cdrawings`` returns.

Invocations are counted as ``/Name Do`` occurrences in the invoking stream (at least one
per listed form); a form that invokes itself, directly or not, counts once (MuPDF stops
such recursion). Images are never decoded. Results of forms are cached per document.
Not measured (a known gap, found in review): streams MuPDF reaches other than through
the page's form XObjects — Type3 glyph procedures, tiling patterns, annotation
appearances — so a bomb built from those is not caught here.
Contract: ``measure`` never raises; it returns None when the page's content cannot be
read (MuPDF then reports the page as it always did). ``plan`` turns the measure into
what the parser does with the page under the limits below (read, read without table
detection, skip it, or stop), with the warning to give.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

#: Above this expanded content a page is skipped (with a warning). Real datasheet pages
#: measured 0.02-7 MB (TI DRV2605 p. 61, forms included).
MAX_PAGE_BYTES = 64 * 1024 * 1024
#: Above this expanded content in one document the remaining pages are skipped
#: (BMA423, 129 pages: 50 MB in all).
MAX_DOCUMENT_BYTES = 1024 * 1024 * 1024
#: Above this many paths a page gets no table detection (``get_cdrawings`` costs about
#: 1.5 KB and 6 us per path); real pages measured up to a few thousand.
MAX_PATHS = 100_000

_PAINT = re.compile(rb"(?<![^\s\]>)}])(?:f\*|B\*|b\*|[SsFfBbn])(?=[\s\[<(/%]|$)")


@dataclass(frozen=True, slots=True)
class PageWork:
    """Expanded size and path count of one page (see module docstring)."""

    content_bytes: int
    paths: int


@dataclass(frozen=True, slots=True)
class PagePlan:
    """How to read one page: ``action`` is ``"read"`` (with ``tables`` or not),
    ``"skip"`` (this page) or ``"stop"`` (this and every later page); ``warning`` says
    why, when the page is not read in full."""

    action: str
    tables: bool = True
    warning: str | None = None


def _mib(size: int) -> str:
    return f"{size / (1024 * 1024):.0f} MiB"


class WorkMeter:
    """Measures the pages of one open ``pymupdf.Document`` and, with :meth:`plan`, keeps
    the document within the limits above (it counts what the pages read so far used)."""

    def __init__(self, doc: Any) -> None:
        self.doc = doc
        self._forms: dict[int, bool] = {}  # xref -> is a form XObject
        self._expanded: dict[int, tuple[int, int]] = {}  # form xref -> (bytes, paths)
        self._spent = 0  # expanded content of the pages planned for reading

    def plan(self, page: Any) -> PagePlan:
        """How to read ``page`` (its number is ``page.number + 1``) within the limits."""
        work = self.measure(page)
        if work is None:
            return PagePlan("read")
        number = page.number + 1
        if work.content_bytes > MAX_PAGE_BYTES:
            return PagePlan(
                "skip",
                warning=f"page {number} skipped: its drawing expands to "
                f"{_mib(work.content_bytes)} of content (nested forms), more than "
                f"{_mib(MAX_PAGE_BYTES)}",
            )
        self._spent += work.content_bytes
        if self._spent > MAX_DOCUMENT_BYTES:
            return PagePlan(
                "stop",
                warning=f"pages {number}-{self.doc.page_count} skipped: the document's "
                f"drawings expand to more than {_mib(MAX_DOCUMENT_BYTES)} of content",
            )
        if work.paths > MAX_PATHS:
            return PagePlan(
                "read",
                tables=False,
                warning=f"page {number}: {work.paths} vector paths, too many to look for "
                f"table rulings (more than {MAX_PATHS}); its text is kept",
            )
        return PagePlan("read")

    def measure(self, page: Any) -> PageWork | None:
        try:
            children: dict[int, list[tuple[int, str]]] = {}
            for xref, name, invoker, _bbox in self.doc.get_page_xobjects(page.number):
                listed = children.setdefault(int(invoker), [])
                if (xref, name) not in listed:
                    listed.append((int(xref), str(name)))
            size, paths = self._expand(page.read_contents(), children.get(0, ()), children, ())
        except Exception:  # unreadable content or resources: MuPDF reports the page
            return None
        return PageWork(size, paths)

    def _is_form(self, xref: int) -> bool:
        known = self._forms.get(xref)
        if known is None:
            known = self._forms[xref] = self.doc.xref_get_key(xref, "Subtype")[1] == "/Form"
        return known

    def _expand(
        self,
        data: bytes,
        kids: list[tuple[int, str]] | tuple[()],
        children: dict[int, list[tuple[int, str]]],
        stack: tuple[int, ...],
    ) -> tuple[int, int]:
        size, paths = len(data), len(_PAINT.findall(data))
        for xref, name in kids:
            if xref in stack or not self._is_form(xref):
                continue
            calls = len(re.findall(rb"/" + re.escape(name.encode()) + rb"\s*Do\b", data)) or 1
            expanded = self._expanded.get(xref)
            if expanded is None:
                stream = self.doc.xref_stream(xref) or b""
                expanded = self._expand(stream, children.get(xref, ()), children, (*stack, xref))
                self._expanded[xref] = expanded
            size += calls * expanded[0]
            paths += calls * expanded[1]
            if size > MAX_DOCUMENT_BYTES:  # enough to decide; stop multiplying
                break
        return size, paths
