"""PDF text retention: is every line MuPDF extracts somewhere in hwcc's Markdown?

Usage (from the repo root):
    python bench/pdf_retention.py [--lost N] [--json] [PDF ...]

With no PDF given, every PDF of the shared corpus (``../shared/corpus/pdf``). For each
document it prints the lines MuPDF extracts, the lines hwcc removes on purpose, the
lines retained, the retention % and the first ``--lost`` lost lines with their page.

The measure (:func:`measure`, also used by ``tests/test_pdf_retention.py``):

- *extracted lines*: ``page.get_text("dict")`` (``TEXT_MEDIABOX_CLIP``, as hwcc reads
  pages), the spans of each line joined (a footnote mark set as a superscript against a
  name written apart, as hwcc writes it: :mod:`hwcc.ingest.pdf.marks`) and cleaned with hwcc's
  :func:`hwcc.ingest.pdf.text.normalize`; a line is reduced to its words (runs of
  letters/digits/underscore, lower case), and lines without a word (bullets, rules of
  dots) are not counted;
- *the Markdown*: ``PdfParser().parse(...).content`` reduced to words the same way, so
  table pipes, ``\\|`` escapes, ``#``/``**``/``- `` marks and the ``[Figure 12: ...]``
  brackets do not matter, and prose and table cells count alike;
- a line of page P is looked for only in the Markdown that the page map gives page P
  (a short line such as ``tbd`` or ``Bottom View`` would otherwise always be found
  somewhere in a 100-page document);
- a line is *retained* if its words occur there as a contiguous run, or failing
  that in the same order within a window of ``2n + 8`` words (a PDF line that runs
  across two table cells, each holding more lines), or failing that if it can be cut
  into at most 3 pieces that each occur as a run (a line running out of a table: the
  words in the table are in a cell, the rest is prose). Line-end hyphenation is allowed
  for: when a line ends in ``letter-`` its last word may be the start of a Markdown word
  (``regis-`` -> ``register``), and the first word of the next line its end (``ter``);
- lines *removed on purpose* are not counted either way: those on a page that hwcc
  skipped with a warning (``page N skipped``, ``pages N-M skipped``, ``page N could not
  be read``), running headers and footers (in the top or bottom 12 % of the page, with a
  digit-masked text that stands there on at least 40 % of the pages and 3 pages, or a
  text without digits standing at one place there on 3 consecutive pages), diagonal
  lines (a watermark across the page; never counted), and,
  when not retained, bare page numbers in those bands and lines on a page listed in
  ``metadata["toc_pages_dropped"]`` (a printed table of contents hwcc drops) and lines
  that repeat, less a trailing ``(continued)``, text of one of the 10 pages before
  (the header row of a table continued from an earlier page, which hwcc joins to the
  first part, and headings or captions repeated as ``... (continued)``);
- every other line is *lost*. Retention % = retained / (retained + lost).

``duplicated`` counts lines of at least 5 words whose contiguous run occurs in their
page's Markdown more often than among that page's extracted lines (text printed twice,
e.g. both as a table cell and as prose); merged table cells repeated by design make it
non-zero.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "pdf"

MARGIN_BAND = 0.12
REPEAT_SHARE = 0.4
DUPLICATE_MIN_WORDS = 5
MAX_PIECES = 3
REPEAT_PAGES = 10
_CONTINUED = {"continued", "cont", "contd", "d"}  # "(cont'd)" has the words "cont", "d"

_WORD = re.compile(r"\w+")
_DIGITS = re.compile(r"\d+")
_PAGE_NUMBER = re.compile(
    r"^(?:page\s*)?[-–]?\s*\d{1,4}\s*[-–]?(?:\s*(?:of|/)\s*\d{1,4})?$", re.IGNORECASE
)
_HYPHEN_END = re.compile(r"[^\W\d_]-$")
_SKIPPED = re.compile(r"\bpages? (\d+)(?:-(\d+))? (?:skipped|could not be read)")


@dataclass(frozen=True, slots=True)
class Line:
    page: int  # 1-based
    text: str  # normalised, for reports
    words: tuple[str, ...]
    hyphen_end: bool  # ends in letter + "-": the last word may continue on the next line
    hyphen_start: bool  # the previous line ended so: the first word may be a word's end
    band: str  # "top", "bottom" or ""
    top: int = 0  # the line's top edge, rounded (points)


@dataclass
class Retention:
    name: str
    pages: int
    extracted: int = 0
    retained: int = 0
    running: int = 0
    repeated: int = 0
    toc: int = 0
    skipped: int = 0
    duplicated: int = 0
    lost: list[Line] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def counted(self) -> int:
        return self.retained + len(self.lost)

    @property
    def percent(self) -> float:
        return 100.0 * self.retained / self.counted if self.counted else 100.0


def words(text: str) -> list[str]:
    return _WORD.findall(text.lower())


def extract_lines(path: Path) -> tuple[list[Line], int]:
    """Every line with words of every page of ``path``, and the page count."""
    from hwcc.ingest.pdf.marks import line_text
    from hwcc.ingest.pdf.page import SLANT
    from hwcc.ingest.pdf.text import load_pymupdf, normalize

    pymupdf = load_pymupdf()
    out: list[Line] = []
    doc = pymupdf.open(path)
    try:
        count = doc.page_count
        for index in range(count):
            page = doc.load_page(index)
            rect = page.rect
            height = float(rect.width if page.rotation % 180 else rect.height)
            data = page.get_text("dict", flags=pymupdf.TEXT_MEDIABOX_CLIP)
            previous_hyphen = False
            for block in data["blocks"]:
                if block.get("type", 0) != 0:
                    continue
                for line in block["lines"]:
                    cos, sin = line.get("dir", (1.0, 0.0))
                    if abs(cos) > SLANT and abs(sin) > SLANT:
                        continue  # a diagonal watermark, removed on purpose
                    text = normalize(line_text(line["spans"])).strip()
                    found = words(text)
                    if not found:
                        continue
                    y0, y1 = line["bbox"][1], line["bbox"][3]
                    band = (
                        "top"
                        if y1 <= height * MARGIN_BAND
                        else "bottom"
                        if y0 >= height * (1 - MARGIN_BAND)
                        else ""
                    )
                    hyphen = bool(_HYPHEN_END.search(text))
                    out.append(
                        Line(
                            index + 1, text, tuple(found), hyphen, previous_hyphen, band, round(y0)
                        )
                    )
                    previous_hyphen = hyphen
    finally:
        doc.close()
    return out, count


class Markdown:
    """The Markdown's words, each with the page the page map gives it, indexed by
    (page, word) for run and subsequence look-ups on one page."""

    def __init__(self, content: str, page_map: Any) -> None:
        self.words: list[str] = []
        self.pages: list[int] = []
        for span in page_map:
            found = words(content[span.start : span.end])
            self.words.extend(found)
            self.pages.extend([span.page] * len(found))
        self.positions: dict[tuple[int, str], list[int]] = {}
        self.on_page: dict[int, list[int]] = {}
        for i, (word, page) in enumerate(zip(self.words, self.pages, strict=True)):
            self.positions.setdefault((page, word), []).append(i)
            self.on_page.setdefault(page, []).append(i)

    def _fits(self, word: str, at: int, page: int, prefix: bool, suffix: bool) -> bool:
        if not 0 <= at < len(self.words) or self.pages[at] != page:
            return False
        have = self.words[at]
        if have == word:
            return True
        return (prefix and have.startswith(word)) or (suffix and have.endswith(word))

    def _starts(self, line: Line) -> list[int]:
        """Candidate start positions of ``line``'s run on its page: anchored on its
        rarest word that must match whole (not a hyphenated edge)."""
        n = len(line.words)
        whole = [
            k
            for k in range(n)
            if not (k == 0 and line.hyphen_start) and not (k == n - 1 and line.hyphen_end)
        ]
        if not whole:  # a single hyphenated fragment: look for any word holding it
            frag = line.words[0]
            return [i for i in self.on_page.get(line.page, ()) if frag in self.words[i]]
        k = min(whole, key=lambda j: len(self.positions.get((line.page, line.words[j]), ())))
        return [p - k for p in self.positions.get((line.page, line.words[k]), ())]

    def _run_at(self, line: Line, start: int) -> bool:
        n = len(line.words)
        return all(
            self._fits(
                w,
                start + j,
                line.page,
                prefix=j == n - 1 and line.hyphen_end,
                suffix=j == 0 and line.hyphen_start,
            )
            for j, w in enumerate(line.words)
        )

    def count_runs(self, line: Line) -> int:
        """How often ``line``'s words occur as a contiguous run on its page."""
        return sum(1 for start in self._starts(line) if self._run_at(line, start))

    def has_run(self, line: Line) -> bool:
        return any(self._run_at(line, start) for start in self._starts(line))

    def has_pieces(self, line: Line, most: int = MAX_PIECES) -> bool:
        """``line`` cut into at most ``most`` pieces, each occurring as a contiguous run
        on its page (the longest first): a PDF line of which a table took some words
        into a cell and left the others as prose."""
        start = 0
        n = len(line.words)
        for _ in range(most):
            for end in range(n, start, -1):
                piece = Line(
                    line.page,
                    "",
                    line.words[start:end],
                    line.hyphen_end and end == n,
                    line.hyphen_start and start == 0,
                    line.band,
                )
                if self.has_run(piece):
                    start = end
                    break
            else:
                return False
            if start == n:
                return True
        return False

    def repeats_earlier(self, line: Line) -> bool:
        """Whether ``line``, less a trailing ``(continued)``, occurs as a run on one of the
        REPEAT_PAGES pages before its own: the repeated header row of a table continued
        from an earlier page, or a heading or caption repeated as ``... (continued)``,
        which hwcc drops on purpose."""
        found = list(line.words)
        if found[-1] in _CONTINUED and len(found) > 1:
            found.pop()
        for page in range(line.page - 1, max(line.page - 1 - REPEAT_PAGES, 0), -1):
            probe = Line(page, "", tuple(found), False, False, "")
            if self.has_run(probe):
                return True
        return False

    def has_in_order(self, line: Line) -> bool:
        """``line``'s words in order within a window of ``2n + 8`` words of its page."""
        n = len(line.words)
        window = 2 * n + 8
        first = line.words[0]
        if line.hyphen_start:
            starts = [i for i in self.on_page.get(line.page, ()) if self.words[i].endswith(first)]
        else:
            starts = self.positions.get((line.page, first), [])
        for start in starts:
            at = start + 1
            end = start + window
            for j in range(1, n):
                word = line.words[j]
                prefix = j == n - 1 and line.hyphen_end
                while at < end and not self._fits(word, at, line.page, prefix, False):
                    at += 1
                if at >= end:
                    break
                at += 1
            else:
                return True
        return False


def running_signatures(lines: list[Line], pages: int) -> set[tuple[str, str]]:
    """(band, digit-masked text) standing in a margin band on many pages, or (a
    section's running header) text without digits standing at one place in a margin
    band on 3 consecutive pages."""
    seen: Counter[tuple[str, str]] = Counter()
    places: dict[int, set[tuple[str, str, int]]] = {}
    for page in sorted({ln.page for ln in lines}):
        on_page = [ln for ln in lines if ln.page == page and ln.band]
        seen.update({(ln.band, _signature(ln.text)) for ln in on_page})
        places[page] = {
            (ln.band, _signature(ln.text), ln.top) for ln in on_page if not _DIGITS.search(ln.text)
        }
    threshold = max(3.0, REPEAT_SHARE * pages)
    out = {sig for sig, n in seen.items() if n >= threshold} if pages >= 3 else set()
    for page, here in places.items():
        for place in here & places.get(page + 1, set()) & places.get(page + 2, set()):
            out.add(place[:2])
    return out


def _signature(text: str) -> str:
    return _DIGITS.sub("#", " ".join(text.lower().split()))


def skipped_pages(warnings: tuple[str, ...] | list[str], pages: int) -> set[int]:
    out: set[int] = set()
    for warning in warnings:
        for match in _SKIPPED.finditer(warning):
            first = int(match.group(1))
            last = int(match.group(2) or first)
            out.update(range(first, min(last, pages) + 1))
    return out


def measure(path: Path, result: Any = None) -> Retention:
    """The retention of ``path``; ``result`` (a ParseResult) is parsed when not given."""
    started = time.perf_counter()
    if result is None:
        from hwcc.ingest.base import ParseOptions
        from hwcc.ingest.pdf.parser import PdfParser

        result = PdfParser().parse(path, ParseOptions(doc_id=path.stem))
    lines, pages = extract_lines(path)
    markdown = Markdown(result.content, result.page_map)
    repeated = running_signatures(lines, pages)
    toc_pages = {int(n) for n in result.metadata.get("toc_pages_dropped", "").split(",") if n}
    skipped = skipped_pages(result.warnings, pages)
    report = Retention(path.name, pages, extracted=len(lines))
    for line in lines:
        if line.page in skipped:
            report.skipped += 1
        elif line.band and (line.band, _signature(line.text)) in repeated:
            report.running += 1
        elif markdown.has_run(line) or markdown.has_in_order(line) or markdown.has_pieces(line):
            report.retained += 1
        elif line.band and _PAGE_NUMBER.match(line.text):
            report.running += 1
        elif markdown.repeats_earlier(line):
            report.repeated += 1
        elif line.page in toc_pages:
            report.toc += 1
        else:
            report.lost.append(line)
    source_runs = Counter((ln.page, ln.words) for ln in lines)
    for (page, run), count in source_runs.items():
        if len(run) >= DUPLICATE_MIN_WORDS:
            probe = Line(page, "", run, False, False, "")
            if markdown.count_runs(probe) > count:
                report.duplicated += 1
    report.seconds = time.perf_counter() - started
    return report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("pdfs", nargs="*", type=Path)
    parser.add_argument("--lost", type=int, default=5, help="lost lines to show per PDF")
    parser.add_argument("--json", action="store_true", help="one JSON object per PDF")
    args = parser.parse_args()
    paths = args.pdfs or sorted(CORPUS.glob("*.pdf"))
    if not paths:
        sys.exit(f"no PDF given and no corpus at {CORPUS}")
    reports = []
    for path in paths:
        report = measure(path)
        reports.append(report)
        if args.json:
            row = {
                "pdf": report.name,
                "pages": report.pages,
                "extracted": report.extracted,
                "retained": report.retained,
                "running": report.running,
                "repeated": report.repeated,
                "toc": report.toc,
                "skipped": report.skipped,
                "lost": len(report.lost),
                "percent": round(report.percent, 2),
                "duplicated": report.duplicated,
                "lost_lines": [[ln.page, ln.text] for ln in report.lost[: args.lost]],
            }
            print(json.dumps(row), flush=True)
            continue
        print(
            f"{report.name}: {report.pages} pages, {report.extracted} lines extracted, "
            f"{report.retained} retained, {len(report.lost)} lost, "
            f"removed on purpose {report.running} running / {report.repeated} repeated / "
            f"{report.toc} TOC / "
            f"{report.skipped} skipped-page; retention {report.percent:.2f} %, "
            f"{report.duplicated} duplicated ({report.seconds:.1f} s)",
            flush=True,
        )
        for line in report.lost[: args.lost]:
            print(f"    lost p{line.page}: {line.text[:110]}")
    if args.json:
        return
    print()
    print("| PDF | pages | lines extracted | removed on purpose | retained | lost | retention % |")
    print("|---|---|---|---|---|---|---|")
    for r in reports:
        removed = r.running + r.repeated + r.toc + r.skipped
        print(
            f"| {r.name} | {r.pages} | {r.extracted} | {removed} | {r.retained} | "
            f"{len(r.lost)} | {r.percent:.2f} |"
        )


if __name__ == "__main__":
    main()
