"""What ``hwcc add`` accepts as input paths: odd file names, unreadable directories,
hwcc's own files, documents outside the project (real CLI, real files)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.clihelpers import MINI_SVD, mini_project, run, snapshot

NOTE = "# Clock tree\n\nHSE is 8 MHz.\n"


@pytest.fixture
def project(tmp_path: Path) -> Path:
    return mini_project(tmp_path)


def test_file_name_that_is_not_utf8_is_refused(project: Path) -> None:
    name = os.fsdecode(b"inv\xff.md")
    (project / name).write_text(NOTE)
    before = snapshot(project)
    code, _, err = run(project, "add", name, "--no-index")
    assert code == 2
    assert err.count("\n") == 1 and "not valid UTF-8" in err and "xff.md" in err
    assert snapshot(project) == before


def _unprivileged() -> list[str] | None:
    """Command prefix that runs without the capability to ignore file permissions."""
    if os.geteuid() != 0:
        return []
    setpriv = shutil.which("setpriv")
    if setpriv is None:
        return None
    caps = "-dac_override,-dac_read_search"
    return [setpriv, f"--bounding-set={caps}", f"--inh-caps={caps}"]


def test_unreadable_subdirectory_is_an_error_not_a_silent_skip(project: Path) -> None:
    prefix = _unprivileged()
    if prefix is None:
        pytest.skip("running as root without setpriv: permissions cannot be enforced")
    docs = project / "docs"
    (docs / "locked").mkdir(parents=True)
    (docs / "a.md").write_text(NOTE)
    (docs / "locked" / "b.md").write_text(NOTE)
    before = snapshot(project)
    (docs / "locked").chmod(0)
    try:
        result = subprocess.run(
            [*prefix, sys.executable, "-m", "hwcc", "add", "docs", "--no-index"],
            cwd=project,
            capture_output=True,
            text=True,
            check=False,
        )
    finally:
        (docs / "locked").chmod(0o755)
    assert result.returncode == 2, result.stdout + result.stderr
    assert "docs/locked" in result.stderr and "cannot read directory" in result.stderr
    assert result.stderr.count("error:") == 1
    assert snapshot(project) == before


def test_directory_walk_skips_the_files_hwcc_writes(project: Path) -> None:
    (project / "notes.md").write_text(NOTE)
    code, out, err = run(project, "add", ".", "--no-index")
    assert code == 0, out + err
    manifest = json.loads((project / ".hwcc" / "manifest.json").read_text())
    assert sorted(d["path"] for d in manifest["documents"]) == ["mini.svd", "notes.md"]


@pytest.mark.parametrize("name", ["CLAUDE.md", "GEMINI.md", ".hwcc/context/hot.md"])
def test_naming_a_file_hwcc_writes_is_refused(project: Path, name: str) -> None:
    before = snapshot(project)
    code, _, err = run(project, "add", name, "--no-index")
    assert code == 2 and "hwcc writes itself" in err
    assert snapshot(project) == before


def _project_with_outside_doc(base: Path) -> Path:
    root = base / "fw"
    (base / "vendor").mkdir(parents=True)
    shutil.copy(MINI_SVD, base / "vendor" / "mini.svd")
    root.mkdir()
    assert run(root, "init", "--chip", "MINI1")[0] == 0
    code, out, err = run(root, "add", "../vendor/mini.svd", "--no-index")
    assert code == 0, out + err
    return root


def test_documents_outside_the_project_are_recorded_relative(tmp_path: Path) -> None:
    one = _project_with_outside_doc(tmp_path / "checkout1")
    two = _project_with_outside_doc(tmp_path / "elsewhere" / "checkout2")
    manifest = json.loads((one / ".hwcc" / "manifest.json").read_text())
    assert [d["path"] for d in manifest["documents"]] == ["../vendor/mini.svd"]
    # generated files do not depend on where the project is checked out (the git-ignored
    # index is machine-local: its caches are keyed by inodes)
    assert snapshot(one, index=False) == snapshot(two, index=False)
    assert str(tmp_path) not in (one / "CLAUDE.md").read_text()
    # re-adding by either spelling finds the same document
    code, out, _ = run(one, "add", str(tmp_path / "checkout1" / "vendor" / "mini.svd"))
    assert code == 0 and "unchanged" in out


def test_legacy_absolute_manifest_path_is_still_found(tmp_path: Path) -> None:
    root = _project_with_outside_doc(tmp_path)
    manifest_path = root / ".hwcc" / "manifest.json"
    absolute = (tmp_path / "vendor" / "mini.svd").resolve().as_posix()
    data = json.loads(manifest_path.read_text())
    data["documents"][0]["path"] = absolute  # as written before paths became relative
    manifest_path.write_text(json.dumps(data))
    code, out, _ = run(root, "add", "../vendor/mini.svd", "--no-index")
    assert code == 0 and "unchanged" in out
    code, _, _ = run(root, "remove", "../vendor/mini.svd")
    assert code == 0
    assert json.loads(manifest_path.read_text())["documents"] == []


def test_fifo_is_refused_as_not_a_regular_file(project: Path) -> None:
    os.mkfifo(project / "pipe.md")
    before = snapshot(project)
    code, _, err = run(project, "add", "pipe.md", "--no-index")
    assert code == 2 and "pipe.md" in err and "not a regular file" in err
    assert snapshot(project) == before
