"""A `kill -9` in the middle of `hwcc add` leaves a consistent project: before the commit
nothing visible changed and the next command sweeps the leftovers; after it (while
embedding) the add stands, search answers lexically, and the next add embeds the rest."""

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


def _hits(root: Path, query: str, k: int = 10) -> tuple[list[dict[str, object]], str]:
    code, out, err = run(root, "search", query, "--json", "-k", str(k))
    assert code == 0, out + err
    return json.loads(out), err


def test_kill_during_embedding_leaves_a_committed_add_that_search_answers_lexically(
    tmp_path: Path,
) -> None:
    """``add`` commits context files and the lexical index before it embeds: a
    ``kill -9`` while it embeds leaves the document added, search answering lexically
    with a note, ``status`` saying how far embedding got, and the next ``add`` (here a
    no-op one) embedding the rest."""
    root = tmp_path / "fw"
    root.mkdir()
    assert run(root, "init")[0] == 0
    shutil.copy(MINI_SVD, root / "mini.svd")
    assert run(root, "add", "mini.svd")[0] == 0
    _big_markdown(root / "big.md")

    proc = subprocess.Popen(
        [sys.executable, "-m", "hwcc", "-C", str(root), "add", "big.md"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    manifest = root / ".hwcc/manifest.json"
    marker = root / ".hwcc/index/VECTORS-PENDING.json"
    deadline = time.monotonic() + 120
    # the manifest lists big.md once the add has committed; embedding starts then
    while time.monotonic() < deadline and proc.poll() is None:
        if b'"big-md"' in manifest.read_bytes() and marker.exists():
            time.sleep(1.0)  # inside embedding 400+ chunks
            break
        time.sleep(0.05)
    assert proc.poll() is None, "add finished before it could be killed; make the input larger"
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(timeout=30)

    # committed: the context and the lexical index hold big.md, search finds it lexically
    listed = {d["doc_id"] for d in json.loads(manifest.read_text())["documents"]}
    assert listed == {"mini-svd", "big-md"}
    hits, err = _hits(root, "BLOCK7_CTRL")
    assert hits[0]["doc_id"] == "big-md" and "BLOCK7_CTRL" in str(hits[0]["text"])
    assert {h["mode"] for h in hits} == {"lexical"}
    assert "dense index incomplete:" in err and "hwcc reindex" in err
    status = json.loads(run(root, "status", "--json")[1])
    assert status["index_problem"] is None
    search = status["search"]
    assert search["mode"] == "lexical" and search["pending"] == ["big-md"]
    assert search["embedded"] < search["total"] and not search["embedding_now"]
    # a writer that does not embed (compile) leaves it so; the next add embeds the rest
    code, out, err = run(root, "compile")
    assert code == 0, out + err
    assert json.loads(run(root, "status", "--json")[1])["search"]["mode"] == "lexical"
    code, out, err = run(root, "add", "big.md")
    assert code == 0 and "unchanged" in out, out + err
    assert not marker.exists()
    hits, err = _hits(root, "BLOCK7_CTRL", 3)
    assert err == "" and hits[0]["doc_id"] == "big-md" and hits[0]["mode"] == "hybrid"
    assert json.loads(run(root, "status", "--json")[1])["search"]["pending"] == []


def test_kill_before_the_commit_is_invisible_and_swept(tmp_path: Path) -> None:
    """What a kill between the lexical index write and the manifest write leaves (the
    new document's processed and lexical files, and the vectors marker listing it):
    search and status ignore it, and the next writing command sweeps it."""
    root = tmp_path / "fw"
    root.mkdir()
    assert run(root, "init")[0] == 0
    shutil.copy(MINI_SVD, root / "mini.svd")
    assert run(root, "add", "mini.svd")[0] == 0
    hwcc = root / ".hwcc"
    manifest_before = (hwcc / "manifest.json").read_bytes()
    context_before = {p: p.read_bytes() for p in (hwcc / "context").rglob("*.md")}
    _big_markdown(root / "big.md")
    assert run(root, "add", "big.md", "--no-index")[0] == 0
    # roll the committed part back by hand: what remains is what the kill leaves
    (hwcc / "manifest.json").write_bytes(manifest_before)
    for path, data in context_before.items():
        path.write_bytes(data)
    assert (hwcc / "index/lexical/big-md.json").exists()
    assert (hwcc / "index/VECTORS-PENDING.json").exists()

    hits, err = _hits(root, "BLOCK7_CTRL")
    assert all(h["doc_id"] != "big-md" for h in hits) and err == ""
    status = json.loads(run(root, "status", "--json")[1])
    assert status["index_problem"] is None and status["search"]["mode"] == "hybrid"
    code, out, err = run(root, "add", "mini.svd", "--force")
    assert code == 0, out + err
    assert not (hwcc / "index/lexical/big-md.json").exists()
    assert not (hwcc / "index/records/big-md.json").exists()
    assert not any(p.name.startswith("big-md-") for p in (hwcc / "processed").iterdir())
    assert not (hwcc / "index/VECTORS-PENDING.json").exists()
    hits, _ = _hits(root, "BLOCK7_CTRL")
    assert all(h["doc_id"] != "big-md" for h in hits)
    # and the document can simply be added again
    code, out, err = run(root, "add", "big.md")
    assert code == 0, out + err
    hits, err = _hits(root, "BLOCK7_CTRL", 3)
    assert hits[0]["doc_id"] == "big-md" and hits[0]["mode"] == "hybrid"
