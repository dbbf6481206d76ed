"""What people read in the terminal: help without type noise on flags, whole sentences
in the command list, search citations that are never cut."""

from __future__ import annotations

import shutil
from pathlib import Path

from typer.testing import CliRunner

from hwcc.cli import app
from tests.clihelpers import FIXTURES, run
from tests.support.projects import new_project


def test_flags_show_no_type_and_commands_show_whole_sentences() -> None:
    runner = CliRunner()
    result = runner.invoke(app, ["add", "--help"], env={"COLUMNS": "100"}, terminal_width=100)
    assert result.exit_code == 0
    assert "<bool>" not in result.stdout and "--no-force" not in result.stdout
    listing = runner.invoke(app, ["--help"], env={"COLUMNS": "100"}, terminal_width=100)
    line = next(x for x in listing.stdout.splitlines() if " reindex " in x)
    assert "Rebuild the search index from the processed documents." in line


def test_search_citation_stands_on_its_own_line(tmp_path: Path) -> None:
    root = new_project(tmp_path / "fw")  # fake embedder: the query names words of its section
    deep = "# Reference manual\n\n## Serial peripheral interface SPI1\n\n"
    deep += "### Control register one with a very long heading CR1\n\n"
    deep += "The OVR flag is cleared by writing one to it before re-enabling.\n"
    (root / "manual.md").write_text(deep)
    shutil.copy(FIXTURES / "cli" / "notes.md", root / "notes.md")
    assert run(root, "add", "manual.md")[0] == 0
    code, out, _ = run(root, "search", "OVR flag re-enabling", "-k", "1")
    assert code == 0
    expected = (
        "1. manual-md · Reference manual > Serial peripheral interface SPI1 > "
        "Control register one with a very long heading CR1"
    )
    assert expected in out.splitlines()
