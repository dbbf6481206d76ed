"""A write that fails during a command leaves the project as it was; target files that
are symbolic links are written through, never replaced (real CLI, real files)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from hwcc.outputs.markers import BEGIN, END
from tests.clihelpers import mini_project, run, snapshot


@pytest.fixture
def project(tmp_path: Path) -> Path:
    root = mini_project(tmp_path)
    (root / "note.md").write_text("# Clock tree\n\nHSE is 8 MHz.\n")
    return root


def test_unwritable_target_fails_add_cleanly_and_changes_nothing(project: Path) -> None:
    shutil.rmtree(project / ".github")
    (project / ".github").write_text("a file where a directory is needed\n")
    before = snapshot(project)
    code, _, err = run(project, "add", "note.md", "--no-index")
    assert code == 1
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert ".github" in lines[0] and "nothing was changed" in lines[0]
    assert snapshot(project) == before  # manifest, processed files, every context file


def test_failed_compile_restores_files_already_written(project: Path) -> None:
    config = project / ".hwcc" / "config.toml"
    config.write_text(config.read_text().replace('chip = "MINI1"', 'chip = "MINI2"'))
    shutil.rmtree(project / ".github")
    (project / ".github").write_text("blocker\n")
    before = snapshot(project)
    code, _, err = run(project, "compile")
    assert code == 1 and ".github" in err
    # CLAUDE.md and AGENTS.md come before the copilot file and were rewritten, then restored
    assert snapshot(project) == before


def test_symlinked_target_stays_a_link(project: Path) -> None:
    agents = project / "AGENTS.md"
    agents.unlink()
    agents.symlink_to("CLAUDE.md")
    code, out, err = run(project, "add", "note.md", "--no-index")
    assert code == 0, out + err
    assert agents.is_symlink()
    text = (project / "CLAUDE.md").read_text()
    assert text.count(BEGIN) == 1 and text.count(END) == 1
    assert "note" in text.lower()
    assert run(project, "compile", "--check")[0] == 0


def test_symlinked_target_outside_project_is_refused(project: Path, tmp_path: Path) -> None:
    outside = tmp_path / "elsewhere.md"
    outside.write_text("not hwcc's\n")
    agents = project / "AGENTS.md"
    agents.unlink()
    agents.symlink_to(outside)
    before = snapshot(project)
    code, _, err = run(project, "add", "note.md", "--no-index")
    assert code != 0
    assert "AGENTS.md" in err and "outside the project" in err
    assert outside.read_text() == "not hwcc's\n"
    assert snapshot(project) == before


def test_target_directory_linked_outside_is_refused(project: Path, tmp_path: Path) -> None:
    """A symlinked *directory* on the way (.github -> elsewhere) let hwcc create files
    outside the project, while a symlinked file was refused."""
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    shutil.rmtree(project / ".github")
    (project / ".github").symlink_to(outside, target_is_directory=True)
    before = snapshot(project)
    code, _, err = run(project, "add", "note.md", "--no-index")
    assert code != 0
    lines = err.strip().splitlines()
    assert len(lines) == 1 and ".github/copilot-instructions.md" in lines[0]
    assert "outside the project" in lines[0]
    assert list(outside.iterdir()) == []
    assert snapshot(project) == before


@pytest.mark.parametrize("state_dir", ["processed", "context/peripherals", "context"])
def test_symlinked_state_directory_is_refused_and_nothing_is_deleted(
    project: Path, tmp_path: Path, state_dir: str
) -> None:
    """.hwcc/ is committed, so a cloned repository can carry a link there: sweeping stale
    processed or peripheral files through it deleted the files it pointed to."""
    victim = tmp_path / "victim"
    victim.mkdir()
    for name in ("thesis.tex", "design.md", "notes.txt"):
        (victim / name).write_text(f"{name}: mine\n")
    link = project / ".hwcc" / state_dir
    if link.exists():
        shutil.rmtree(link)
    link.symlink_to(victim, target_is_directory=True)
    for args in (("compile",), ("add", "note.md", "--no-index"), ("remove", "mini-svd")):
        code, _, err = run(project, *args)
        assert code == 1, args
        assert err.strip() == (
            f"error: .hwcc/{state_dir} is a symbolic link; hwcc keeps its state in real "
            "directories (it deletes stale files there): replace it with one"
        )
    assert sorted(p.name for p in victim.iterdir()) == ["design.md", "notes.txt", "thesis.tex"]


def test_read_only_target_file_is_refused_when_it_would_change(project: Path) -> None:
    """The atomic write (temp file + rename) replaced a `chmod 444` CLAUDE.md."""
    claude = project / "CLAUDE.md"
    claude.chmod(0o444)
    try:
        assert run(project, "compile")[0] == 0  # up to date: nothing to write, no error
        before = snapshot(project)
        code, _, err = run(project, "add", "note.md", "--no-index")
        assert code == 1
        assert err.strip() == "error: CLAUDE.md: file is read-only; hwcc will not replace it"
        assert snapshot(project) == before
    finally:
        claude.chmod(0o644)
    code, out, err = run(project, "add", "note.md", "--no-index")
    assert code == 0, out + err


def test_linked_hwcc_directory_still_works(project: Path, tmp_path: Path) -> None:
    """Moving .hwcc (or its index) to another disk and linking it back is fine: inside
    it hwcc deletes only files it made."""
    elsewhere = tmp_path / "disk" / "hwcc-state"
    elsewhere.parent.mkdir()
    (project / ".hwcc").rename(elsewhere)
    (project / ".hwcc").symlink_to(elsewhere, target_is_directory=True)
    code, out, err = run(project, "add", "note.md", "--no-index")
    assert code == 0, out + err
    assert run(project, "compile", "--check")[0] == 0
