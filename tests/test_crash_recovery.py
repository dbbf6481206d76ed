"""A `kill -9` in the middle of `hwcc add` leaves a project the next command repairs."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

from tests.clihelpers import MINI_SVD, run


def _big_markdown(path: Path) -> None:
    sections = []
    for i in range(400):
        sections.append(
            f"## Section {i}\n\nRegister BLOCK{i}_CTRL enables block {i}. Set bit {i % 32} "
            f"to start conversion {i}; clear it to stop. The reset value is 0x{i:08X}.\n"
        )
    path.write_text("# Big manual\n\n" + "\n".join(sections), encoding="utf-8")


def test_kill_during_embedding_is_repaired(tmp_path: Path) -> None:
    root = tmp_path / "fw"
    root.mkdir()
    assert run(root, "init")[0] == 0
    shutil.copy(MINI_SVD, root / "mini.svd")
    assert run(root, "add", "mini.svd")[0] == 0
    manifest_before = (root / ".hwcc/manifest.json").read_bytes()
    _big_markdown(root / "big.md")

    proc = subprocess.Popen(
        [sys.executable, "-m", "hwcc", "-C", str(root), "add", "big.md"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    processed = root / ".hwcc/processed"
    deadline = time.monotonic() + 120
    # processed files are written just before embedding starts
    while time.monotonic() < deadline and proc.poll() is None:
        if any(p.name.startswith("big-md-") for p in processed.iterdir()):
            time.sleep(1.0)  # well inside embedding 400+ chunks
            break
        time.sleep(0.05)
    assert proc.poll() is None, "add finished before it could be killed; make the input larger"
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(timeout=30)

    # the manifest (commit point) was never written
    assert (root / ".hwcc/manifest.json").read_bytes() == manifest_before
    # search never shows the half-indexed document
    code, out, _ = run(root, "search", "BLOCK7_CTRL", "--json", "-k", "10")
    assert code == 0
    assert all(hit["doc_id"] != "big-md" for hit in json.loads(out))
    # the next writing command cleans up leftovers and works (the lock died with the process)
    code, out, err = run(root, "compile")
    assert code == 0, out + err
    assert not any(p.name.startswith("big-md-") for p in processed.iterdir())
    code, out, err = run(root, "add", "mini.svd", "--force")
    assert code == 0, out + err
    code, out, _ = run(root, "search", "BLOCK7_CTRL", "--json", "-k", "10")
    assert code == 0
    assert all(hit["doc_id"] != "big-md" for hit in json.loads(out))
    # and the interrupted document can simply be added again
    code, out, err = run(root, "add", "big.md")
    assert code == 0, out + err
    code, out, _ = run(root, "search", "BLOCK7_CTRL", "--json", "-k", "3")
    assert json.loads(out)[0]["doc_id"] == "big-md"
