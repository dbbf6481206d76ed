"""The whole dev corpus in one `hwcc add`: wall seconds and the child's peak RSS.

    python bench/corpus_add.py [CORPUS]     (default ../shared/corpus)

Every PDF, Markdown and text file under CORPUS/pdf and CORPUS/md (the SVDs are other
chips' and are left out, as a user adds one SVD) goes into one `hwcc add` in a fresh
project, as a subprocess of this interpreter's `hwcc`, with an empty vector cache
(`HWCC_CACHE_DIR` in a temp dir, so no vector is served from an earlier run). Targets
(issue 19): <= 5 min, peak RSS < 1 GB. `uptime` is printed before and after.
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def main() -> None:
    if len(sys.argv) > 1:
        corpus = Path(sys.argv[1])
    else:
        corpus = Path(__file__).resolve().parents[2] / "shared" / "corpus"
    files = sorted(
        p
        for sub in ("pdf", "md")
        for p in (corpus / sub).glob("*")
        if p.suffix.lower() in (".pdf", ".md", ".txt")
    )
    if not files:
        sys.exit(f"no documents under {corpus}")
    hwcc = Path(sys.executable).with_name("hwcc")
    print(subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip())
    with tempfile.TemporaryDirectory() as tmp:
        project, cache = Path(tmp, "project"), Path(tmp, "cache")
        project.mkdir()
        env = {**os.environ, "HWCC_CACHE_DIR": str(cache)}
        subprocess.run([str(hwcc), "init"], cwd=project, env=env, check=True, capture_output=True)
        start = time.perf_counter()
        done = subprocess.run(
            [str(hwcc), "add", *map(str, files)], cwd=project, env=env, capture_output=True
        )
        wall = time.perf_counter() - start
        peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    print(subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip())
    status = "ok" if done.returncode == 0 else f"exit {done.returncode}: {done.stderr[-300:]}"
    print(f"{len(files)} documents in one add: {wall:.1f} s, peak RSS {peak:.0f} MiB ({status})")


if __name__ == "__main__":
    main()
