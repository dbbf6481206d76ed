"""End-to-end `hwcc add` timing and peak memory, as a user runs it (subprocess).

Usage: python bench/add_bench.py [--no-index] [--against PYTHON] [FILE ...]
       (default files: every SVD in ../shared/corpus/svd)

For each file: a fresh project in a temp dir, `hwcc init`, then `hwcc add FILE` (cold),
then the same add again (no-op). Reports wall seconds and the child's peak RSS (MiB).
With --no-index the adds skip chunking and embedding (context files only).

With ``--against PYTHON`` (an interpreter with another hwcc installed, e.g. main's venv)
each file's cold add runs alternately with both interpreters, 3 times each, and the
ratio of the best times (this / other) is printed: one run, same machine load.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT.parent / "shared" / "corpus"


def run(args: list[str], cwd: Path, python: str = sys.executable) -> tuple[float, float, int]:
    """(wall seconds, peak RSS MiB, exit code) of ``python -m hwcc args`` in ``cwd``."""
    start = time.perf_counter()
    proc = subprocess.Popen(
        [python, "-m", "hwcc", *args],
        cwd=cwd,
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


def cold_add(python: str, file: Path, extra: list[str]) -> float:
    with tempfile.TemporaryDirectory() as tmp:
        project = Path(tmp)
        run(["init"], project, python)
        wall, _, code = run(["add", str(file), *extra], project, python)
        assert code == 0, file
        return wall


def compare(other: str, files: list[Path], extra: list[str]) -> None:
    print(f"{'file':<32} {'this s':>7} {'other s':>8} {'ratio':>6}")
    ratios = []
    for file in files:
        ours, theirs = [], []
        for _ in range(3):
            ours.append(cold_add(sys.executable, file, extra))
            theirs.append(cold_add(other, file, extra))
        ratios.append(min(ours) / min(theirs))
        print(f"{file.name:<32} {min(ours):7.2f} {min(theirs):8.2f} {ratios[-1]:6.3f}")
    print(f"{'mean ratio':<32} {sum(ratios) / len(ratios):23.3f}")


def main() -> None:
    args = sys.argv[1:]
    extra = ["--no-index"] if "--no-index" in args else []
    other = ""
    if "--against" in args:
        at = args.index("--against")
        other = args[at + 1]
        del args[at : at + 2]
    files = [Path(a).resolve() for a in args if a != "--no-index"]
    files = files or sorted((CORPUS / "svd").glob("*.svd"))
    if other:
        compare(other, files, extra)
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
