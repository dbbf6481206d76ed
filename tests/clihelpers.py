"""Helpers for CLI tests: run the real app, snapshot a project tree."""

from __future__ import annotations

import hashlib
from pathlib import Path

from typer.testing import CliRunner

from hwcc.cli import app

FIXTURES = Path(__file__).resolve().parent / "fixtures"
MINI_SVD = FIXTURES / "cli" / "mini.svd"

runner = CliRunner()


def run(project: Path, *args: str) -> tuple[int, str, str]:
    """Invoke ``hwcc -C project args``; returns (exit code, stdout, stderr)."""
    result = runner.invoke(app, ["-C", str(project), *args])
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result.exit_code, result.stdout, result.stderr


def snapshot(root: Path, *, index: bool = True) -> dict[str, str]:
    """Relative path -> SHA-256 of every file below ``root`` (``index=False`` leaves out
    ``.hwcc/index/``, the machine-local vector store, whose bytes are not deterministic)."""
    return {
        p.relative_to(root).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(root.rglob("*"))
        if p.is_file() and (index or ".hwcc/index/" not in p.relative_to(root).as_posix())
    }


def mini_project(base: Path) -> Path:
    """A project at ``base/fw`` (chip MINI1) holding ``mini.svd`` added without an index."""
    import shutil

    root = base / "fw"
    root.mkdir()
    assert run(root, "init", "--chip", "MINI1")[0] == 0
    shutil.copy(MINI_SVD, root / "mini.svd")
    code, out, err = run(root, "add", "mini.svd", "--no-index")
    assert code == 0, out + err
    return root
