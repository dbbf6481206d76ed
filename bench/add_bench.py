"""End-to-end `hwcc add` timing and peak memory, as a user runs it (subprocess).

Usage: python bench/add_bench.py [--no-index] [--against PYTHON] [--runs N] [--busy N] [FILE ...]
       (default files: every SVD in ../shared/corpus/svd)

For each file: a fresh project in a temp dir, `hwcc init`, then `hwcc add FILE` (cold),
then the same add again (no-op). Reports wall seconds and the child's peak RSS (MiB).
With --no-index the adds skip embedding (context files and the lexical index only).

With ``--against PYTHON`` (an interpreter with another hwcc installed, e.g. main's venv)
each file's cold add runs alternately with both interpreters, ``--runs`` times each (3),
and the ratio of the best times (this / other) is printed with both peak RSS figures and
this code's ``--no-index`` add beside them: one run, same machine load. Then a "second
project" add with this code: the same file into a new project on a machine whose vector
cache already holds it (``hwcc.embed.cache``). ``uptime`` is printed before and after.
``--busy N`` (with ``--against``) runs N CPU-bound busy loops alongside.

Every cold add gets its own empty ``HWCC_CACHE_DIR``, so no add is served from vectors a
previous add cached (the user's own cache is never touched).
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from contention import start_busy, stop_busy  # bench/ is on sys.path

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT.parent / "shared" / "corpus"


def run(
    args: list[str], cwd: Path, python: str = sys.executable, cache: Path | None = None
) -> tuple[float, float, int]:
    """(wall seconds, peak RSS MiB, exit code) of ``python -m hwcc args`` in ``cwd``, with
    ``HWCC_CACHE_DIR`` = ``cache`` (default: ``cwd/.vector-cache``, i.e. empty)."""
    env = dict(os.environ, HWCC_CACHE_DIR=str(cache or cwd / ".vector-cache"))
    start = time.perf_counter()
    proc = subprocess.Popen(
        [python, "-m", "hwcc", *args],
        cwd=cwd,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    if proc.stderr is not None:
        err = proc.stderr.read().decode()
        if err.strip():
            print(err.strip(), file=sys.stderr)
    return wall, usage.ru_maxrss / 1024, os.waitstatus_to_exitcode(status)


def cold_add(python: str, file: Path, extra: list[str]) -> tuple[float, float]:
    """(wall s, peak RSS MiB) of ``hwcc add FILE`` in a new project, empty vector cache."""
    with tempfile.TemporaryDirectory() as tmp:
        project = Path(tmp)
        run(["init"], project, python)
        wall, rss, code = run(["add", str(file), *extra], project, python)
        assert code == 0, file
        return wall, rss


def second_project_add(file: Path) -> float:
    """Wall s of adding ``file`` to a new project after another project added it."""
    with tempfile.TemporaryDirectory() as tmp:
        cache = Path(tmp) / "cache"
        for name in ("first", "second"):
            project = Path(tmp) / name
            project.mkdir()
            run(["init"], project, cache=cache)
            wall, _, code = run(["add", str(file)], project, cache=cache)
            assert code == 0, file
        return wall


def load() -> str:
    return os.getloadavg().__repr__()


def compare(other: str, files: list[Path], extra: list[str], runs: int) -> None:
    print(f"load averages before: {load()}")
    print(
        f"{'file':<36} {'this s':>7} {'other s':>8} {'ratio':>6} {'this MiB':>9} "
        f"{'other MiB':>10} {'no-index s':>11} {'2nd project s':>14}"
    )
    ratios = []
    for file in files:
        ours, theirs = [], []
        for _ in range(runs):
            ours.append(cold_add(sys.executable, file, extra))
            theirs.append(cold_add(other, file, extra))
        plain = min(cold_add(sys.executable, file, ["--no-index"])[0] for _ in range(runs))
        warm = second_project_add(file) if not extra else float("nan")
        best, best_other = min(ours), min(theirs)
        ratios.append(best[0] / best_other[0])
        print(
            f"{file.name:<36} {best[0]:7.2f} {best_other[0]:8.2f} {ratios[-1]:6.3f} "
            f"{max(r for _, r in ours):9.0f} {max(r for _, r in theirs):10.0f} "
            f"{plain:11.2f} {warm:14.2f}",
            flush=True,
        )
    print(f"{'mean ratio':<36} {sum(ratios) / len(ratios):23.3f}")
    print(f"load averages after: {load()}")


def main() -> None:
    args = sys.argv[1:]
    extra = ["--no-index"] if "--no-index" in args else []
    other = ""
    runs = 3
    if "--against" in args:
        at = args.index("--against")
        other = args[at + 1]
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
    files = [Path(a).resolve() for a in args if a != "--no-index"]
    files = files or sorted((CORPUS / "svd").glob("*.svd"))
    if other:
        procs = start_busy(busy)
        try:
            print(f"{busy} busy-loop processes alongside")
            compare(other, files, extra, runs)
        finally:
            stop_busy(procs)
        return
    print(f"{'file':<32} {'add s':>7} {'peak MiB':>9} {'re-add s':>9} {'exit':>5}")
    for file in files:
        with tempfile.TemporaryDirectory() as tmp:
            project = Path(tmp)
            run(["init"], project)
            wall, rss, code = run(["add", str(file), *extra], project)
            again, _, code2 = run(["add", str(file), *extra], project)
            print(f"{file.name:<32} {wall:7.2f} {rss:9.0f} {again:9.2f} {code or code2:5d}")


if __name__ == "__main__":
    main()
