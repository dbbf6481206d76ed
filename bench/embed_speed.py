"""Dense-embedding speed on SVD files, this code beside another interpreter's hwcc.

Usage: python bench/embed_speed.py [--against PYTHON] [--runs 3] [--busy N] [SVD ...]
       (default: STM32F407.svd from ../shared/corpus/svd and examples/rp2040/rp2040.svd)

For each file and interpreter a child process parses and chunks the file exactly as
``hwcc add`` does (``parser_for("svd")`` + ``index.sync.chunk_result``), takes the distinct
embedded texts of that code's recipe (``index.store.embed_text``), loads the default
MiniLM embedder (no vector cache: ``MiniLMEmbedder`` directly) and times ``embed`` over all
of them. Interpreters take turns, ``--runs`` times; reported: distinct texts, word pieces,
best wall seconds, texts/s, word pieces/s, CPU seconds, and the ratio of best wall times
(this / other). ``uptime`` load averages are printed before and after: the machine has 2
shared cores. ``--busy N`` runs N CPU-bound busy loops alongside (contention made
repeatable: other users' jobs on a shared machine).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from contention import start_busy, stop_busy  # bench/ is on sys.path

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT.parent / "shared" / "corpus"


CHILD = r"""
import json, sys, time
from pathlib import Path
from hwcc.config import Config
from hwcc.embed.minilm import MiniLMEmbedder
from hwcc.index.store import embed_text
from hwcc.index.sync import chunk_result
from hwcc.ingest.base import ParseOptions, parser_for

path = Path(sys.argv[1])
result = parser_for("svd").parse(path, ParseOptions(doc_id="svd/" + path.name))
texts = list(dict.fromkeys(
    embed_text(c) for c in chunk_result(result, Config()) if c.level != "parent"
))
embedder = MiniLMEmbedder()
pieces = sum(embedder.token_count(t) for t in texts)
embedder.embed(texts[:16])  # load the session(s)
cpu, wall = time.process_time(), time.perf_counter()
embedder.embed(texts)
print(json.dumps({"texts": len(texts), "pieces": pieces,
                  "wall": time.perf_counter() - wall, "cpu": time.process_time() - cpu}))
"""


def measure(python: str, svd: Path) -> dict[str, float]:
    out = subprocess.run(
        [python, "-c", CHILD, str(svd)], check=True, capture_output=True, text=True
    ).stdout
    result: dict[str, float] = json.loads(out.strip().splitlines()[-1])
    return result


def main() -> None:
    args = sys.argv[1:]
    pythons = {"this": sys.executable}
    runs = 3
    if "--against" in args:
        at = args.index("--against")
        pythons["other"] = args[at + 1]
        del args[at : at + 2]
    if "--runs" in args:
        at = args.index("--runs")
        runs = int(args[at + 1])
        del args[at : at + 2]
    busy = 0
    if "--busy" in args:
        at = args.index("--busy")
        busy = int(args[at + 1])
        del args[at : at + 2]
    files = [Path(a).resolve() for a in args] or [
        CORPUS / "svd" / "STM32F407.svd",
        ROOT / "examples" / "rp2040" / "rp2040.svd",
    ]
    procs = start_busy(busy)
    try:
        run_all(files, pythons, runs, busy)
    finally:
        stop_busy(procs)


def run_all(files: list[Path], pythons: dict[str, str], runs: int, busy: int) -> None:
    print(f"load averages before: {os.getloadavg()}; {busy} busy-loop processes alongside")
    print(
        f"{'file':<16} {'code':<6} {'texts':>6} {'pieces':>7} {'wall s':>7} {'texts/s':>8} "
        f"{'pieces/s':>9} {'cpu s':>6}"
    )
    for svd in files:
        best: dict[str, dict[str, float]] = {}
        for _ in range(runs):
            for label, python in pythons.items():
                got = measure(python, svd)
                if label not in best or got["wall"] < best[label]["wall"]:
                    best[label] = got
        for label, got in best.items():
            print(
                f"{svd.name:<16} {label:<6} {got['texts']:6.0f} {got['pieces']:7.0f} "
                f"{got['wall']:7.2f} {got['texts'] / got['wall']:8.1f} "
                f"{got['pieces'] / got['wall']:9.0f} {got['cpu']:6.2f}",
                flush=True,
            )
        if "other" in best:
            ratio = best["this"]["wall"] / best["other"]["wall"]
            print(f"{svd.name:<16} ratio this/other wall {ratio:.3f}")
    print(f"load averages after: {os.getloadavg()}")


if __name__ == "__main__":
    main()
