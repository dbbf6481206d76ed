"""When does `hwcc add` let the user go on? Stages of one add, as a user meets them.

Usage: python bench/add_stages.py [--against PYTHON] [--runs N] [FILE ...]
       (default files: ../shared/corpus/svd/STM32F407.svd and examples/rp2040/rp2040.svd)

For each file and each interpreter (this one, and ``--against``'s, an interpreter with
other hwcc code installed, e.g. a frozen baseline worktree's venv), in a fresh project
each (``hwcc init --chip``, the file copied in):

* full add (``hwcc add FILE`` as a subprocess): *commit* = when the manifest lists the
  document (context files and, with embed-later code, the lexical index are written
  then; found by polling the manifest every 10 ms); *search* = when one ``hwcc search``
  started at the commit has answered (exit 0 with hits; if it refuses, it is retried
  after the add ends); *done* = the add's exit (full hybrid index); its peak RSS;
* ``hwcc add --no-index FILE``: wall time, and whether a search answers after it;
* cold ``hwcc search`` (a new process each time, median of ``--runs``) in the full and
  the ``--no-index`` project: hybrid and lexical respectively with embed-later code;
* the no-op re-add.

Also: what a cold search pays for imports (``python -X importtime``-free: wall time of
fresh processes importing one module each). ``uptime`` load averages are printed before
and after. PYTHONDONTWRITEBYTECODE is unset for the children (users' installs cache
bytecode).
"""

from __future__ import annotations

import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT.parent / "shared" / "corpus"
DEFAULT_FILES = [CORPUS / "svd" / "STM32F407.svd", ROOT / "examples" / "rp2040" / "rp2040.svd"]
QUERIES = {"STM32F407.svd": "SPI_CR1 BR baud rate", "rp2040.svd": "UARTIBRD integer baud rate"}
CHIPS = {"STM32F407.svd": "STM32F407", "rp2040.svd": "RP2040"}
ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def load() -> str:
    return subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()


def hwcc(python: str, args: list[str], cwd: Path) -> tuple[float, int, str, float]:
    """(wall s, exit code, stdout, peak RSS MiB) of ``python -m hwcc args``."""
    start = time.perf_counter()
    proc = subprocess.Popen(
        [python, "-m", "hwcc", *args],
        cwd=cwd,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env=ENV,
    )
    assert proc.stdout is not None
    out = proc.stdout.read().decode()
    _, status, usage = os.wait4(proc.pid, 0)
    return (
        time.perf_counter() - start,
        os.waitstatus_to_exitcode(status),
        out,
        usage.ru_maxrss / 1024,
    )


def answers(python: str, root: Path, query: str) -> tuple[float, bool]:
    wall, code, out, _ = hwcc(python, ["search", query, "--json", "-k", "5"], root)
    return wall, code == 0 and bool(json.loads(out or "[]"))


def project(base: Path, file: Path, python: str) -> Path:
    root = Path(tempfile.mkdtemp(dir=base))
    shutil.copy(file, root / file.name)
    assert hwcc(python, ["init", "--chip", CHIPS.get(file.name, "")], root)[1] == 0
    return root


@dataclass
class Stages:
    commit: float = float("nan")
    search: float = float("nan")
    done: float = float("nan")
    rss: float = float("nan")


def full_add(python: str, root: Path, file: Path) -> Stages:
    query = QUERIES.get(file.name, "register")
    manifest = root / ".hwcc" / "manifest.json"
    stages = Stages()
    start = time.perf_counter()
    proc = subprocess.Popen(
        [python, "-m", "hwcc", "add", file.name],
        cwd=root,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env=ENV,
    )
    result: dict[str, object] = {}

    def wait() -> None:
        _, status, usage = os.wait4(proc.pid, 0)
        result["done"] = time.perf_counter() - start
        result["code"] = os.waitstatus_to_exitcode(status)
        result["rss"] = usage.ru_maxrss / 1024

    waiter = threading.Thread(target=wait)
    waiter.start()
    while "done" not in result:
        if b'"doc_id"' in manifest.read_bytes():
            stages.commit = time.perf_counter() - start
            break
        time.sleep(0.01)
    searched = False
    if stages.commit == stages.commit:  # committed while the add ran
        _, ok = answers(python, root, query)
        if ok:
            stages.search = time.perf_counter() - start
            searched = True
    waiter.join()
    assert result["code"] == 0, f"add failed: {result}"
    stages.done = float(result["done"])  # type: ignore[arg-type]
    stages.rss = float(result["rss"])  # type: ignore[arg-type]
    if stages.commit != stages.commit:
        stages.commit = stages.done
    if not searched:
        _, ok = answers(python, root, query)
        stages.search = time.perf_counter() - start if ok else float("nan")
    return stages


def cold_search(python: str, root: Path, query: str, runs: int) -> tuple[float, bool]:
    times, ok = [], True
    for _ in range(runs):
        wall, answered = answers(python, root, query)
        times.append(wall)
        ok = ok and answered
    return statistics.median(times), ok


def import_costs(python: str) -> dict[str, float]:
    """Median wall time of a fresh interpreter importing each module (minus a bare
    interpreter's start)."""
    code = "import {}"
    out: dict[str, float] = {}
    base = []
    for _ in range(3):
        start = time.perf_counter()
        subprocess.run([python, "-c", "pass"], env=ENV, check=True)
        base.append(time.perf_counter() - start)
    for module in ("numpy", "hwcc.cli", "hwcc.search.hybrid", "onnxruntime", "chromadb"):
        times = []
        for _ in range(3):
            start = time.perf_counter()
            subprocess.run([python, "-c", code.format(module)], env=ENV, check=True)
            times.append(time.perf_counter() - start)
        out[module] = statistics.median(times) - statistics.median(base)
    return out


def main() -> None:
    args = sys.argv[1:]
    others: list[str] = []
    runs = 5
    if "--against" in args:
        at = args.index("--against")
        others.append(args[at + 1])
        del args[at : at + 2]
    if "--runs" in args:
        at = args.index("--runs")
        runs = int(args[at + 1])
        del args[at : at + 2]
    files = [Path(a).resolve() for a in args] or DEFAULT_FILES
    pythons = [sys.executable, *others]
    print("load before:", load())
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp)
        for file in files:
            query = QUERIES.get(file.name, "register")
            for python in pythons:
                label = "this" if python == sys.executable else "other"
                full = project(base, file, python)
                stages = full_add(python, full, file)
                lean = project(base, file, python)
                lean_wall, code, _, lean_rss = hwcc(python, ["add", "--no-index", file.name], lean)
                assert code == 0
                _, lean_ok = answers(python, lean, query)
                hybrid_s, hybrid_ok = cold_search(python, full, query, runs)
                lexical_s, lexical_ok = cold_search(python, lean, query, runs)
                noop = min(hwcc(python, ["add", file.name], full)[0] for _ in range(3))
                print(
                    f"{file.name} [{label}] full add: commit {stages.commit:.2f} s, "
                    f"search answers {stages.search:.2f} s, done {stages.done:.2f} s, "
                    f"peak {stages.rss:.0f} MiB | --no-index {lean_wall:.2f} s "
                    f"({lean_rss:.0f} MiB), search after it: "
                    f"{'answers' if lean_ok else 'refuses'} | cold search: full project "
                    f"{hybrid_s:.2f} s{'' if hybrid_ok else ' (no hits)'}, --no-index project "
                    f"{lexical_s:.2f} s{'' if lexical_ok else ' (refused)'} | no-op re-add "
                    f"{noop:.2f} s",
                    flush=True,
                )
    for python in pythons:
        label = "this" if python == sys.executable else "other"
        costs = ", ".join(f"{m} {s:.2f} s" for m, s in import_costs(python).items())
        print(f"import costs [{label}]: {costs}")
    print("load after:", load())


if __name__ == "__main__":
    main()
