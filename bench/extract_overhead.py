"""What reading register maps and errata items adds to ingesting each dev-corpus PDF.

    python bench/extract_overhead.py [--repeat N]

For every PDF in ../shared/corpus/pdf: the PDF parse (the part of ``hwcc add`` that
extraction follows) and the extraction as ``hwcc add`` runs it (``with_register_map``
and ``with_errata``: register maps, errata items of an errata document or of another
document's own errata chapter), best of N in one process, and their ratio. ``hwcc add``
also chunks and embeds, so the ratio against the whole add is lower than the one
printed here.
"""

from __future__ import annotations

import argparse
import gc
import time
from pathlib import Path

from hwcc.ingest.base import ParseOptions
from hwcc.ingest.pdf.parser import PdfParser
from hwcc.ops.add import with_errata, with_register_map
from hwcc.types import ParseResult

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "pdf"


def best(fn: object, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        gc.collect()
        started = time.perf_counter()
        fn()  # type: ignore[operator]
        times.append(time.perf_counter() - started)
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    total_parse = total_extract = 0.0
    print(f"{'document':48} {'parse s':>8} {'extract s':>10} {'ratio':>7}")
    for path in sorted(CORPUS.glob("*.pdf")):
        result = PdfParser().parse(path, ParseOptions(doc_id="d"))
        parse = best(lambda p=path: PdfParser().parse(p, ParseOptions(doc_id="d")), args.repeat)

        def extract(r: ParseResult = result) -> None:
            with_errata(with_register_map(r))

        spent = best(extract, args.repeat)
        total_parse += parse
        total_extract += spent
        print(f"{path.name[:48]:48} {parse:8.2f} {spent:10.3f} {100 * spent / parse:6.1f}%")
    print(
        f"{'all':48} {total_parse:8.2f} {total_extract:10.3f} "
        f"{100 * total_extract / total_parse:6.1f}%"
    )


if __name__ == "__main__":
    main()
