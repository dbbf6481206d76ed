"""What the bring-up cross-references add to ``hwcc add`` (issue 17: <= 10 %).

Usage: PYTHONDONTWRITEBYTECODE= python bench/bringup_cost.py [--repeat N] [SVD ...]
(default: every SVD in ../shared/corpus/svd)

Per file, in one run: the median wall time of ``hwcc init`` + ``hwcc add FILE
--no-index`` as a subprocess (parse, render, compile; without the index, so the ratio is
the worst case: a full add also chunks and embeds), and, in this process, the median
time of the matcher (:func:`hwcc.model.bringup.bringup_bits` on a freshly parsed model)
plus rendering every peripheral's Bring-up section and hot.md's bring-up lines. Prints
the ratio of the second to the first.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from hwcc.compile.hot import device_view
from hwcc.ingest.svd.parser import parse_svd
from hwcc.model import bringup
from hwcc.model.render import bringup_section

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "svd"
HWCC = [sys.executable, "-m", "hwcc"]


def add_seconds(svd: Path) -> float:
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run([*HWCC, "-C", tmp, "init"], check=True, capture_output=True)
        start = time.perf_counter()
        subprocess.run(
            [*HWCC, "-C", tmp, "add", str(svd), "--no-index"], check=True, capture_output=True
        )
        return time.perf_counter() - start


def bringup_seconds(svd: Path) -> float:
    device = parse_svd(svd)
    bringup._MEMO.clear()
    start = time.perf_counter()
    bits = bringup.bringup_bits(device)
    for peripheral in device.peripherals:
        bringup_section(bits.get(peripheral.name, ()), 2)
    device_view(device)
    return time.perf_counter() - start


def main() -> None:
    args = sys.argv[1:]
    repeat = 3
    if args[:1] == ["--repeat"]:
        repeat, args = int(args[1]), args[2:]
    files = [Path(a) for a in args] or sorted(CORPUS.glob("*.svd"))
    print("| file | add --no-index s | bring-up ms | ratio |")
    print("|---|---|---|---|")
    for svd in files:
        add = statistics.median(add_seconds(svd) for _ in range(repeat))
        cost = statistics.median(bringup_seconds(svd) for _ in range(repeat))
        print(f"| {svd.name} | {add:.2f} | {cost * 1000:.1f} | {100 * cost / add:.1f} % |")


if __name__ == "__main__":
    main()
