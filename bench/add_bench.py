"""End-to-end `hwcc add` timing and peak memory, as a user runs it (subprocess).

Usage: python bench/add_bench.py [--no-index] [FILE ...]
       (default files: every SVD in ../shared/corpus/svd)

For each file: a fresh project in a temp dir, `hwcc init`, then `hwcc add FILE` (cold),
then the same add again (no-op). Reports wall seconds and the child's peak RSS (MiB).
With --no-index the adds skip chunking and embedding (context files only).
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


def run(args: list[str], cwd: Path) -> tuple[float, float, int]:
    """(wall seconds, peak RSS MiB, exit code) of ``python -m hwcc args`` in ``cwd``."""
    start = time.perf_counter()
    proc = subprocess.Popen(
        [sys.executable, "-m", "hwcc", *args],
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


def main() -> None:
    args = sys.argv[1:]
    extra = ["--no-index"] if "--no-index" in args else []
    files = [Path(a).resolve() for a in args if a != "--no-index"]
    files = files or sorted((CORPUS / "svd").glob("*.svd"))
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
