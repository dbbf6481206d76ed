"""Projects made by earlier versions keep working: ``tests/fixtures/projects/before-api``
was written by the release before the library API (``hwcc init --chip MINI1 --name fw``
then ``hwcc add mini.svd notes.md --no-index``); today's code must find every file it
generates byte-identical."""

from __future__ import annotations

import shutil
from pathlib import Path

from tests.clihelpers import FIXTURES, run, snapshot

BEFORE_API = FIXTURES / "projects" / "before-api"


def _copy(tmp_path: Path) -> Path:
    root = tmp_path / "fw"
    shutil.copytree(BEFORE_API, root)
    return root


def test_compile_check_on_an_older_project_is_up_to_date(tmp_path: Path) -> None:
    root = _copy(tmp_path)
    code, out, err = run(root, "compile", "--check")
    assert code == 0 and "up to date" in out, out + err
    before = snapshot(root)
    assert run(root, "compile")[0] == 0
    after = snapshot(root)
    after.pop(".hwcc/lock", None)  # created by the writing command
    assert after == before


def test_re_adding_writes_the_same_bytes(tmp_path: Path) -> None:
    root = _copy(tmp_path)
    before = snapshot(root)
    code, out, err = run(root, "add", "mini.svd", "notes.md", "--no-index", "--force")
    assert code == 0, out + err
    after = snapshot(root)
    after.pop(".hwcc/lock", None)
    assert after == before
