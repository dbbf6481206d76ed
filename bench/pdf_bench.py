"""PDF ingest throughput: hwcc vs pymupdf4llm vs plain page.get_text().

Usage (from the repo root):
    /work/venv/bin/python bench/pdf_bench.py [--repeat N] [--pages N] [--peer PYTHON]

For every shared-corpus PDF, in one process per tool and the same input: pages/s of
- ``hwcc``: the product parser (``PdfParser.parse``, tables kept, ruling-grid engine);
- ``hwcc+find_tables``: the same pipeline with PyMuPDF's ``find_tables(strategy="lines",
  use_layout=False)`` as the table engine (``--pages`` sampled pages only; slow);
- ``get_text``: ``page.get_text()`` on every page (the floor for any extractor);
- ``pymupdf4llm``: ``pymupdf4llm.to_markdown`` (pages sampled with ``--pages``), run in
  the peer venv's Python because installing it brings ``pymupdf-layout`` (an ONNX
  model) that would change ``find_tables`` in this process. Peer setup:
      python3 -m venv /work/venv-pdfpeer
      /work/venv-pdfpeer/bin/pip install "pymupdf4llm<2"   # 2.0 is an empty shim
Median of ``--repeat`` runs; peak RSS of a fresh process per hwcc document is reported.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "pdf"

_PEER = r"""
import json, sys, time
import pymupdf, pymupdf4llm
path, pages = sys.argv[1], json.loads(sys.argv[2])
t = time.perf_counter()
pymupdf4llm.to_markdown(path, pages=pages, show_progress=False)
print(json.dumps({"seconds": time.perf_counter() - t}))
"""

_HWCC_CHILD = r"""
import json, resource, sys, time
from pathlib import Path
from hwcc.ingest.base import ParseOptions, parser_for
t = time.perf_counter()
result = parser_for("pdf").parse(Path(sys.argv[1]), ParseOptions(doc_id="bench"))
seconds = time.perf_counter() - t
rows = sum(1 for ln in result.content.split("\n") if ln.startswith("| "))
rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(json.dumps({"seconds": seconds, "rss_mb": rss, "rows": rows}))
"""


def _sample(count: int, total: int) -> list[int]:
    if count >= total:
        return list(range(total))
    step = total / count
    return sorted({int(i * step) for i in range(count)})


def bench_get_text(path: Path) -> float:
    import pymupdf

    doc = pymupdf.open(path)
    t = time.perf_counter()
    for page in doc:
        page.get_text()
    seconds = time.perf_counter() - t
    doc.close()
    return seconds


def bench_find_tables_engine(path: Path, pages: list[int]) -> float:
    from hwcc.ingest.pdf.page import extract_page
    from hwcc.ingest.pdf.text import load_pymupdf

    doc = load_pymupdf().open(path)
    t = time.perf_counter()
    for index in pages:
        extract_page(doc.load_page(index), index + 1, table_engine="pymupdf")
    seconds = time.perf_counter() - t
    doc.close()
    return seconds


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--pages", type=int, default=10, help="sampled pages for slow tools")
    parser.add_argument("--peer", default="/work/venv-pdfpeer/bin/python")
    args = parser.parse_args()
    import pymupdf

    rows = []
    for path in sorted(CORPUS.glob("*.pdf")):
        total = pymupdf.open(path).page_count
        sample = _sample(args.pages, total)
        runs = [
            json.loads(
                subprocess.run(
                    [sys.executable, "-c", _HWCC_CHILD, str(path)],
                    check=True,
                    capture_output=True,
                    text=True,
                ).stdout
            )
            for _ in range(args.repeat)
        ]
        hwcc_s = statistics.median(r["seconds"] for r in runs)
        get_text_s = statistics.median(bench_get_text(path) for _ in range(args.repeat))
        ft_s = statistics.median(
            bench_find_tables_engine(path, sample) for _ in range(max(1, args.repeat // 2))
        )
        peer_s = None
        if Path(args.peer).exists():
            peer_runs = []
            for _ in range(max(1, args.repeat // 2)):
                out = (
                    subprocess.run(
                        [args.peer, "-c", _PEER, str(path), json.dumps(sample)],
                        check=True,
                        capture_output=True,
                        text=True,
                    )
                    .stdout.strip()
                    .splitlines()[-1]
                )
                peer_runs.append(json.loads(out)["seconds"])
            peer_s = statistics.median(peer_runs)
        row = {
            "pdf": path.name,
            "pages": total,
            "hwcc_s": round(hwcc_s, 2),
            "hwcc_pps": round(total / hwcc_s, 1),
            "hwcc_peak_mb": round(max(r["rss_mb"] for r in runs)),
            "hwcc_table_rows": runs[0]["rows"],
            "hwcc_find_tables_pps": round(len(sample) / ft_s, 1),
            "get_text_pps": round(total / get_text_s, 1),
            "pymupdf4llm_pps": round(len(sample) / peer_s, 2) if peer_s else None,
        }
        rows.append(row)
        print(json.dumps(row), flush=True)
    print()
    print(
        "| PDF | pages | hwcc s | hwcc pages/s | hwcc + find_tables pages/s | pymupdf4llm pages/s "
        "| get_text pages/s | hwcc / pymupdf4llm | peak RSS MB |"
    )
    print("|---|---|---|---|---|---|---|---|---|")
    for r in rows:
        ratio = f"{r['hwcc_pps'] / r['pymupdf4llm_pps']:.1f}x" if r["pymupdf4llm_pps"] else "-"
        print(
            f"| {r['pdf']} | {r['pages']} | {r['hwcc_s']} | {r['hwcc_pps']} | "
            f"{r['hwcc_find_tables_pps']} | {r['pymupdf4llm_pps']} | {r['get_text_pps']} | "
            f"{ratio} | {r['hwcc_peak_mb']} |"
        )


if __name__ == "__main__":
    main()
