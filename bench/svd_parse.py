"""SVD parse speed: hwcc vs cmsis-svd (peer) vs a bare lxml parse, same process, same file.

Usage: python bench/svd_parse.py [--repeat N] [--no-clean-heap] [--write]

For every corpus SVD prints the median of N runs (default 5, run round-robin) of
  hwcc      hwcc.ingest.svd.parser.parse_svd(path)              (full expansion to the model)
  cmsis     cmsis_svd.parser.SVDParser.for_xml_file(path).get_device()
  lxml      lxml.etree.parse(path)                        (no model at all)
plus hwcc's model_io dump/load of the same device, and the ratios cmsis/hwcc (target >= 10)
and hwcc/lxml (target <= 4), from wall-clock medians and from process-CPU-time medians.
Fairness: every call is preceded by an untimed ``gc.collect()`` and each round starts with
the next function (rotation), so no parser inherits another's uncollected garbage or
always runs right after the same neighbour. Without this (``--no-clean-heap``: fixed
order, no collection, as before session 6) the bare lxml parse ran right after
cmsis-svd's and measured 2-3x slower than on a collected heap, which made hwcc/lxml
look better than it is.
``--write`` replaces the "## SVD parse" section of bench/README.md with the table.
"""

from __future__ import annotations

import gc
import os
import platform
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
CORPUS = HERE.parent.parent / "shared" / "corpus" / "svd"
README = HERE / "README.md"
SECTION = "## SVD parse"


def median_seconds(
    fns: list[Callable[[], object]], repeat: int, clean_heap: bool = True
) -> tuple[list[float], list[float]]:
    """Median wall time and median process CPU time of each of ``fns``, run round-robin
    ``repeat`` times so that all of them see the same machine load (this box is shared;
    CPU time is the steadier of the two when other jobs compete for the cores). With
    ``clean_heap`` a full (untimed) ``gc.collect()`` precedes every call and each round
    starts one function later, so that no function pays for another's garbage or always
    follows the same neighbour; without it, the order is fixed."""
    walls: list[list[float]] = [[] for _ in fns]
    cpus: list[list[float]] = [[] for _ in fns]
    order = list(range(len(fns)))
    for round_no in range(repeat):
        if clean_heap:  # rotate: round r starts with function r (mod n)
            shift = round_no % len(fns)
            order = list(range(shift, len(fns))) + list(range(shift))
        for i in order:
            if clean_heap:
                gc.collect()
            start, start_cpu = time.perf_counter(), time.process_time()
            fns[i]()
            cpus[i].append(time.process_time() - start_cpu)
            walls[i].append(time.perf_counter() - start)
    return [statistics.median(b) for b in walls], [statistics.median(b) for b in cpus]


def main() -> None:
    from cmsis_svd.parser import SVDParser
    from lxml import etree

    from hwcc.ingest.svd.parser import parse_svd
    from hwcc.model.serialize import dump_device, load_device

    repeat = int(sys.argv[sys.argv.index("--repeat") + 1]) if "--repeat" in sys.argv else 5
    clean_heap = "--no-clean-heap" not in sys.argv
    header = (
        "| file | KiB | hwcc s | cmsis-svd s | lxml s | cmsis/hwcc | hwcc/lxml "
        "| cmsis/hwcc CPU | hwcc/lxml CPU | dump s | load s |"
    )
    rows = [header, "|---|---|---|---|---|---|---|---|---|---|---|"]
    load_before = os.getloadavg()[0]
    print(header, flush=True)
    for path in sorted(CORPUS.glob("*.svd")):
        device = parse_svd(path)  # warm-up (imports, caches)
        text = dump_device(device)
        walls, cpus = median_seconds(
            [
                lambda p=path: parse_svd(p),
                lambda p=path: SVDParser.for_xml_file(str(p)).get_device(),
                lambda p=path: etree.parse(str(p)),
                lambda d=device: dump_device(d),
                lambda t=text: load_device(t),
            ],
            repeat,
            clean_heap,
        )
        hwcc_s, cmsis_s, lxml_s, dump_s, load_s = walls
        hwcc_c, cmsis_c, lxml_c = cpus[:3]
        row = (
            f"| {path.name} | {path.stat().st_size // 1024} | {hwcc_s:.3f} | {cmsis_s:.3f} "
            f"| {lxml_s:.3f} | {cmsis_s / hwcc_s:.1f}x | {hwcc_s / lxml_s:.1f}x "
            f"| {cmsis_c / hwcc_c:.1f}x | {hwcc_c / lxml_c:.1f}x "
            f"| {dump_s:.3f} | {load_s:.3f} |"
        )
        rows.append(row)
        print(row, flush=True)
    load = f"load average {load_before:.1f} at start, {os.getloadavg()[0]:.1f} at end"
    print(load)
    if "--write" in sys.argv:
        write_section(rows, repeat, load, clean_heap)


def write_section(rows: list[str], repeat: int, load: str, clean_heap: bool) -> None:
    flag = "" if clean_heap else " --no-clean-heap"
    body = [
        SECTION,
        "",
        f"Command: `/work/venv/bin/python bench/svd_parse.py --repeat {repeat}{flag} --write` "
        f"(median of {repeat} round-robin runs in one process; Python {platform.python_version()}, "
        f"{platform.machine()}, shared 2-core machine, {load}; absolute times vary with load).",
        "hwcc = full expansion to `hwcc.model.device.Device`; cmsis-svd 0.6 = "
        "`SVDParser.for_xml_file(p).get_device()`; lxml = bare `lxml.etree.parse(p)`; "
        "dump/load = `hwcc.model.serialize` JSON round trip of the same device. "
        "Ratios from medians "
        "of wall time and, steadier under load, of process CPU time.",
        "",
        *rows,
        "",
    ]
    old = README.read_text() if README.exists() else "# Benchmarks\n\n"
    start = old.find(SECTION + "\n")
    if start < 0:
        new = old.rstrip("\n") + "\n\n" + "\n".join(body)
    else:
        end = old.find("\n## ", start + len(SECTION))
        tail = old[end + 1 :] if end >= 0 else ""
        new = old[:start] + "\n".join(body) + ("\n" + tail if tail else "")
    README.write_text(new)
    print(f"updated {README}")


if __name__ == "__main__":
    main()
