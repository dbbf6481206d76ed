"""Ctrl-C (SIGINT) sent to a real ``hwcc add`` process at several moments.

README: exit code 130, ``error: interrupted`` and an unchanged project. A signal that
arrives after the commit point (the manifest write) lets the command finish instead:
exit 0 and exactly the project an uninterrupted add writes. Anything else — a SWIG
"Director exception" dump or a traceback on stderr, 130 with files changed, 0 with a
partial result, death by the signal — is a failure. (Before the fix: a SIGINT during the
parse of a ruled PDF was printed by SWIG and lost, and the add completed; one just after
the commit gave 130 or a death by the signal with the project changed.)

Moments are found without hooks in hwcc: "in the command" is when ``.hwcc/lock`` holds
the process id (the lock is taken before anything is parsed); "committing" is when the
new document's processed file appears (the first file the commit writes). Delays after
them spread the signals over the parse, the commit and what follows; each outcome is
checked, whichever it is.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.clihelpers import mini_project, run
from tests.conftest import corpus_file

Tree = dict[str, str]


def _ruled_pdf(path: Path, pages: int) -> None:
    """``pages`` pages, each with a logo of 400 tiny paths in the top band (so that from
    page 4 on, rulings come through hwcc's MuPDF device callbacks) and a ruled 40 x 8
    table drawn as separate paths; one drawing stream shared by all pages."""
    import pymupdf

    ops = ["0.5 w"]
    ops += [f"{40 + (i % 100) * 5} {817 - (i // 100) * 5} 3 3 re f" for i in range(400)]
    left, top, width, height, rows, cols = 60, 662, 470, 15, 40, 8
    ops += [f"{left} {top - r * height} m {left + width} {top - r * height} l S" for r in range(41)]
    for c in range(cols + 1):
        x = left + c * width / cols
        ops.append(f"{x:.2f} {top} m {x:.2f} {top - rows * height} l S")
    for r in range(rows):
        for c in range(cols):
            x = left + c * width / cols + 1
            ops.append(f"{x:.2f} {top - (r + 1) * height + 1} {width / cols - 2:.2f} 13 re S")
    doc = pymupdf.open()
    drawing = doc.get_new_xref()
    doc.update_object(drawing, "<<>>")
    doc.update_stream(drawing, "\n".join(ops).encode())
    for n in range(pages):
        page = doc.new_page(width=595, height=842)
        page.insert_text((72, 150), f"Register map part {n + 1}", fontsize=14)
        for r in range(0, rows, 4):
            page.insert_text((66, 191 + r * height), f"CTRL{r} 0x{n:02X}{r:02X}", fontsize=7)
        text = page.get_contents()[0]
        doc.xref_set_key(page.xref, "Contents", f"[{drawing} 0 R {text} 0 R]")
    doc.save(path, deflate=True)


def _tree(root: Path) -> Tree:
    """SHA-256 of every project file except the machine-local index and the lock."""
    out: Tree = {}
    for path in sorted(root.rglob("*")):
        rel = path.relative_to(root).as_posix()
        if path.is_file() and not rel.startswith((".hwcc/index/", ".hwcc/lock")):
            out[rel] = hashlib.sha256(path.read_bytes()).hexdigest()
    return out


def _project(base: Path, document: Path) -> Path:
    """A project ``base/fw`` holding mini.svd (so context files exist) and ``document``
    copied in, not yet added."""
    base.mkdir(parents=True)
    root = mini_project(base)
    shutil.copy(document, root / document.name)
    return root


class _Run:
    """One document added into fresh projects below ``base``; ``complete`` is the tree
    of an uninterrupted add (computed when first needed)."""

    def __init__(self, base: Path, document: Path) -> None:
        self.base = base
        self.document = document
        self.count = 0
        self._complete: Tree | None = None

    def complete(self) -> Tree:
        if self._complete is None:
            root = _project(self.base / "complete", self.document)
            code, out, err = run(root, "add", "--no-index", self.document.name)
            assert code == 0, out + err
            self._complete = _tree(root)
        return self._complete

    def interrupt(self, moment: str, delay: float) -> str | None:
        """Start ``hwcc add``; ``delay`` s after ``moment`` ("command": the lock holds
        its pid; "commit": a new processed file exists) send SIGINT and check the
        outcome. Returns "interrupted", "completed", or None (it ended before)."""
        self.count += 1
        root = _project(self.base / str(self.count), self.document)
        before = _tree(root)
        lock, processed = root / ".hwcc" / "lock", root / ".hwcc" / "processed"
        old = set(processed.iterdir())

        def committing() -> bool:
            return any(p not in old for p in processed.iterdir())

        def reached() -> bool:
            if moment == "commit":
                return committing()
            with contextlib.suppress(OSError):
                return lock.read_text(encoding="ascii").strip() == str(proc.pid)
            return False

        env = {k: v for k, v in os.environ.items() if not k.startswith("HWCC")}
        command = [sys.executable, "-m", "hwcc", "-C", str(root), "add", "--no-index"]
        proc = subprocess.Popen(
            [*command, self.document.name],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=env,
            # as from a terminal, even when the tests run as a background job (SIGINT ignored)
            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
        )
        try:
            deadline = time.monotonic() + 120
            while proc.poll() is None and not reached():
                assert time.monotonic() < deadline, f"{moment} never came"
                time.sleep(0.0005)
            time.sleep(delay)
            sent = proc.poll() is None
            if sent:
                proc.send_signal(signal.SIGINT)
            # nothing written yet although the signal is out: the commit cannot win
            early = sent and not committing()
            _, raw_err = proc.communicate(timeout=120)
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
        err = raw_err.decode("utf-8", "replace")
        after = _tree(root)
        assert "Director" not in err and "Traceback" not in err, err
        assert "Exception ignored" not in err, err
        if proc.returncode == 130:
            assert err == "error: interrupted\n"
            changed = sorted(
                k for k in before.keys() | after.keys() if before.get(k) != after.get(k)
            )
            assert not changed, f"exit 130 but the project changed: {changed}"
            return "interrupted"
        assert not early, f"SIGINT before the commit began, yet exit {proc.returncode}: {err}"
        assert proc.returncode == 0, f"exit {proc.returncode}: {err}"
        assert after == self.complete(), "exit 0 but not the complete result"
        return "completed" if sent else None


@pytest.fixture(scope="module")
def ruled(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """A large ruled PDF (120 pages: its parse takes a while) and a small one."""
    folder = tmp_path_factory.mktemp("pdfs")
    large, small = folder / "ruled-large.pdf", folder / "ruled-small.pdf"
    _ruled_pdf(large, 120)
    _ruled_pdf(small, 5)
    return large, small


def test_sigint_during_the_parse_of_a_ruled_pdf(tmp_path: Path, ruled: tuple[Path, Path]) -> None:
    runs = _Run(tmp_path, ruled[0])
    outcomes = [runs.interrupt("command", delay) for delay in (0.0, 0.3, 0.6, 0.9)]
    assert outcomes[0] == "interrupted"  # the lock is taken before the parse begins


def test_sigint_around_the_commit(tmp_path: Path, ruled: tuple[Path, Path]) -> None:
    """From the first file the commit writes on: before the manifest it is undone (130),
    after it the command finishes (0); which one a signal meets is not known in advance."""
    runs = _Run(tmp_path, ruled[1])
    for delay in (0.0, 0.003, 0.03, 0.1):
        runs.interrupt("commit", delay)


@pytest.mark.slow
def test_sigint_during_the_parse_of_the_bma423(tmp_path: Path) -> None:
    """The reported case: Bosch's datasheet (129 ruled pages with a logo of ~2,400 paths
    on each), whose rulings come through hwcc's MuPDF device callback."""
    runs = _Run(tmp_path, corpus_file("pdf/Bosch_BMA423_datasheet.pdf"))
    for delay in (0.4, 1.2):
        runs.interrupt("command", delay)


def test_sigint_while_embedding_keeps_the_committed_add(tmp_path: Path) -> None:
    """A Ctrl-C after the commit point, while the add embeds: exit 130, one line saying
    the change is committed and how far the dense index got; search answers lexically
    and ``reindex`` completes the vectors."""
    import json

    root = mini_project(tmp_path)
    sections = [
        f"## Section {i}\n\nRegister UNIT{i}_CFG selects mode {i}; bit {i % 32} arms it.\n"
        for i in range(400)
    ]
    (root / "big.md").write_text("# Big manual\n\n" + "\n".join(sections), encoding="utf-8")
    manifest = root / ".hwcc" / "manifest.json"
    marker = root / ".hwcc" / "index" / "VECTORS-PENDING.json"
    env = {k: v for k, v in os.environ.items() if not k.startswith("HWCC")}
    proc = subprocess.Popen(
        [sys.executable, "-m", "hwcc", "-C", str(root), "add", "big.md"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    try:
        deadline = time.monotonic() + 120
        while proc.poll() is None and not (
            b'"big-md"' in manifest.read_bytes() and marker.exists()
        ):
            assert time.monotonic() < deadline, "the add never committed"
            time.sleep(0.01)
        time.sleep(0.5)
        assert proc.poll() is None, "add finished before the signal; make the input larger"
        proc.send_signal(signal.SIGINT)
        _, raw_err = proc.communicate(timeout=120)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    err = raw_err.decode("utf-8", "replace")
    assert proc.returncode == 130, err
    assert err.count("\n") == 1 and "Traceback" not in err, err
    assert err.startswith("error: interrupted while embedding; the change is committed: ")
    assert "dense index incomplete:" in err and "hwcc reindex" in err
    code, out, search_err = run(root, "search", "UNIT7_CFG", "--json", "-k", "3")
    assert code == 0 and "dense index incomplete" in search_err
    hits = json.loads(out)
    assert hits[0]["doc_id"] == "big-md" and hits[0]["mode"] == "lexical"
    assert run(root, "reindex")[0] == 0
    code, out, search_err = run(root, "search", "UNIT7_CFG", "--json", "-k", "3")
    assert code == 0 and search_err == "" and json.loads(out)[0]["mode"] == "hybrid"
