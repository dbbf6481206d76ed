"""Errata items read from held-out errata sheets against lists written by reading them.

    python bench/heldout_errata.py DIR [SET.json ...]

DIR holds the documents (PDF, Markdown, reST) named in the sets (default: every
bench/heldout_errata/*.json; the documents are vendor-copyrighted, get them from the
repositories named there). An expected
item is found when hwcc yields an item with its identifier (``2.2.1``, ``CPU46``, ``1``;
compared ignoring case, spaces and a trailing dot) or, when the document prints no
identifier of its own, with its title (compared ignoring case, punctuation and
spacing). Reported per document and per set: items found, titles right (the expected
title is the found item's title, or its start when hwcc joined a wrapped line more),
workarounds right (the document gives one or says none), pages right, and items hwcc
yields that the document does not have (spurious: must be 0). Bar (issue 16): 100 %
of items.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

from hwcc.ingest.base import ParseOptions, parser_for
from hwcc.ingest.detect import detect_type
from hwcc.ingest.pdf.parser import PdfParser
from hwcc.ops.add import with_errata

SETS = sorted((Path(__file__).parent / "heldout_errata").glob("*.json"))


def _id(text: str) -> str:
    return re.sub(r"\s+", "", text).rstrip(".").casefold()


def _words(text: str) -> str:
    return " ".join(re.findall(r"[a-z0-9]+", text.casefold()))


def main() -> None:
    folder = Path(sys.argv[1])
    for path in [Path(p) for p in sys.argv[2:]] or SETS:
        print(f"== {path.name}")
        _run(folder, json.loads(path.read_text()))


def _run(folder: Path, expected: dict[str, dict]) -> None:  # type: ignore[type-arg]
    totals = dict.fromkeys(("items", "found", "titles", "workarounds", "pages", "spurious"), 0)
    for name, spec in expected.items():
        if name.startswith("_"):
            continue
        path = folder / name
        if not path.is_file():
            print(f"{name}: not present, skipped")
            continue
        kind = detect_type(path)
        parser = PdfParser() if kind == "pdf" else parser_for(kind)
        result = parser.parse(path, ParseOptions(doc_id="d"))
        items = list(with_errata(result).errata)  # as `hwcc add` reads it
        by_id = {_id(i.item_id): i for i in items}
        used: set[int] = set()
        counts = dict.fromkeys(totals, 0)
        missing: list[str] = []
        for facts in spec["items"]:
            counts["items"] += 1
            item = by_id.get(_id(facts["id"]))
            if item is None or id(item) in used:
                title = _words(facts["title"])
                item = next(
                    (i for i in items if id(i) not in used and _words(i.title) == title), None
                )
            if item is None:
                missing.append(f"{facts['id']} {facts['title'][:50]}")
                continue
            used.add(id(item))
            counts["found"] += 1
            got = _words(item.title)
            want = _words(facts["title"])
            counts["titles"] += got == want or (got.startswith(want) and bool(want))
            has_workaround = item.workaround.strip().casefold() not in ("none", "")
            counts["workarounds"] += has_workaround == facts["workaround"]
            counts["pages"] += item.page == facts.get("page")
        counts["spurious"] = len(items) - len(used)
        for key in totals:
            totals[key] += counts[key]
        print(
            f"{name}: {len(items)} items read; found {counts['found']}/{counts['items']}, "
            f"titles {counts['titles']}, workarounds {counts['workarounds']}, pages "
            f"{counts['pages']}, spurious {counts['spurious']}"
        )
        for line in missing:
            print(f"   missing: {line}")
        for item in items:
            if id(item) not in used:
                print(f"   spurious: {item.item_id} {item.title[:60]}")

    def pct(a: int, b: int) -> str:
        return f"{100 * a / b:.1f} %" if b else "n/a"

    n = totals["found"]
    print(
        f"all: items {pct(n, totals['items'])} ({n}/{totals['items']}), titles "
        f"{pct(totals['titles'], n)}, workarounds {pct(totals['workarounds'], n)}, pages "
        f"{pct(totals['pages'], n)} of those found; spurious {totals['spurious']}"
    )


if __name__ == "__main__":
    main()
