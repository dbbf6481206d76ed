"""Cold `hwcc search`: a fresh process per query, this code beside an older one.

Usage: python bench/cold_search.py [--against SRC] [--runs N] [--busy N]
                                   [--project DIR] [FILE]
       (default FILE: ../shared/corpus/svd/STM32F407.svd)

``--against SRC``: the ``src`` directory of other hwcc code (e.g. ``git archive`` of the
start commit unpacked in a temp dir), run with this interpreter and ``PYTHONPATH=SRC``,
so both sides share the interpreter, the dependencies and the index. Projects are made
once by this code: a full add (hybrid) and an ``add --no-index`` (lexical) of FILE
(``--project DIR``: use DIR, an already indexed project, for the hybrid runs).

For each side, alternating run by run (so load drifts hit both alike): ``hwcc search
QUERY --json`` and the same with the default (rich) output in the hybrid project, the
``--json`` search in the lexical project, and ``hwcc --help``; median wall seconds and
median CPU seconds (user + sys of the child, all its threads) over ``--runs``. The
searches run with ``HWCC_CACHE_DIR`` set to a directory of this run; the first search
of this code (which also saves the optimised model copy there) is reported on its own
and not counted. Every query's ``--json`` output must be byte-identical between the
sides (checked, hybrid and lexical). ``uptime`` load averages are printed before and
after; ``--busy N`` adds N CPU-bound processes meanwhile (bench/contention.py).
PYTHONDONTWRITEBYTECODE is unset for the children (users' installs cache bytecode).
"""

from __future__ import annotations

import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from contention import start_busy, stop_busy

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_FILE = ROOT.parent / "shared" / "corpus" / "svd" / "STM32F407.svd"
QUERIES = [
    "SPI_CR1 BR baud rate",
    "how many flash wait states at 168 MHz",
    "enable the clock of GPIOA",
    "USART2 BRR",
    "0x40013000",
]
BASE_ENV = {k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE",)}


def load() -> str:
    return subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()


def run(env: dict[str, str], args: list[str], cwd: Path) -> tuple[float, float, int, bytes]:
    """(wall s, CPU s, exit code, stdout) of ``python -m hwcc args`` (CPU: the reaped
    children's rusage before and after; the --busy loops are reaped only at the end)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    proc = subprocess.Popen(
        [sys.executable, "-m", "hwcc", *args],
        cwd=cwd,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
    )
    out, err = proc.communicate()
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    code = proc.returncode
    if code != 0:
        print(f"hwcc {' '.join(args)} exited {code}:\n{err.decode(errors='replace')[-3000:]}")
    return wall, cpu, code, out


def main() -> None:
    args = sys.argv[1:]

    def option(name: str, default: str | None) -> str | None:
        if name in args:
            at = args.index(name)
            value = args[at + 1]
            del args[at : at + 2]
            return value
        return default

    against = option("--against", None)
    runs = int(option("--runs", "7") or 7)
    busy = int(option("--busy", "0") or 0)
    given = option("--project", None)
    file = Path(args[0]).resolve() if args else DEFAULT_FILE
    tmp = Path(tempfile.mkdtemp(prefix="hwcc-cold-"))
    cache = tmp / "cache"
    this_env = {**BASE_ENV, "HWCC_CACHE_DIR": str(cache)}
    this_env.pop("PYTHONPATH", None)
    sides = {"this": this_env}
    if against:
        sides["before"] = {**this_env, "PYTHONPATH": str(Path(against).resolve())}
    for side, env in sides.items():
        where = subprocess.run(
            [sys.executable, "-c", "import hwcc, sys; print(hwcc.__file__)"],
            env=env,
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
        print(f"{side}: {where}")
    try:
        add_env = {**this_env}
        add_env.pop("HWCC_CACHE_DIR")  # the user's vector cache: a full add in seconds
        hybrid = Path(given).resolve() if given else tmp / "hybrid"
        lexical = tmp / "lexical"
        for root, extra in ((None if given else hybrid, []), (lexical, ["--no-index"])):
            if root is None:
                continue
            root.mkdir()
            shutil.copy(file, root / file.name)
            for step in (["init"], ["add", *extra, file.name]):
                code = run(add_env, step, root)[2]
                assert code == 0, f"{step} failed in {root}"
        print("load before:", load())
        first = run(this_env, ["search", QUERIES[0], "--json"], hybrid)
        print(f"this, first search (saves the optimised model copy): {first[0]:.3f} s wall")
        for query in QUERIES:  # identical results, hybrid and lexical
            for root in (hybrid, lexical):
                outputs = {
                    s: run(env, ["search", query, "--json"], root) for s, env in sides.items()
                }
                assert all(o[2] == 0 for o in outputs.values()), f"search failed: {query}"
                texts = {o[3] for o in outputs.values()}
                assert len(texts) == 1, f"results differ for {query!r} in {root.name}"
        print(f"results: byte-identical between {' and '.join(sides)} for {len(QUERIES)} queries")
        cases = {
            "hybrid --json": (["search", QUERIES[0], "--json"], hybrid),
            "hybrid (rich)": (["search", QUERIES[0]], hybrid),
            "lexical --json": (["search", QUERIES[0], "--json"], lexical),
            "--help": (["--help"], hybrid),
        }
        times: dict[tuple[str, str], list[tuple[float, float]]] = {}
        procs = start_busy(busy)
        try:
            if busy:
                time.sleep(1)
                print(f"with {busy} busy processes; load:", load())
            for _ in range(runs):
                for case, (case_args, root) in cases.items():
                    for side, env in sides.items():
                        wall, cpu, code, _ = run(env, case_args, root)
                        assert code == 0, f"{case} failed for {side}"
                        times.setdefault((case, side), []).append((wall, cpu))
        finally:
            stop_busy(procs)
        print("load after:", load())
        print(f"median of {runs} fresh processes: wall s / CPU s (user+sys)")
        print("| case | " + " | ".join(sides) + " |")
        print("|---|" + "---|" * len(sides))
        for case in cases:
            cells = []
            for side in sides:
                walls = [w for w, _ in times[(case, side)]]
                cpus = [c for _, c in times[(case, side)]]
                cells.append(f"{statistics.median(walls):.3f} / {statistics.median(cpus):.3f}")
            print(f"| {case} | " + " | ".join(cells) + " |")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
