"""What the CLI prints: one line per error, no raw control characters, usage errors for
options that have no effect (real CLI, real files; indexing with the fake embedder)."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from tests.clihelpers import MINI_SVD, run, snapshot
from tests.support.projects import new_project

ESC = "\x1b"
# C0 controls, DEL and C1 controls: none of them may reach the terminal raw.
CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")


@pytest.fixture
def project(tmp_path: Path) -> Path:
    return new_project(tmp_path / "fw", "--chip", "MINI1")


def _no_control(text: str) -> None:
    assert not CONTROL.search(text), repr(text)


def test_error_for_name_with_newline_is_one_line(project: Path) -> None:
    (project / "two\nlines.svd").write_bytes(b"garbage")
    before = snapshot(project)
    code, out, err = run(project, "add", "two\nlines.svd")
    assert code == 2, out + err
    assert err.splitlines() == [
        "error: two\\nlines.svd: not an SVD file (no XML <device> root element)"
    ]
    assert snapshot(project) == before


def test_error_shows_control_characters_as_escapes(project: Path) -> None:
    name = f"ev{ESC}[2Jil\x9b\x7f.svd"
    (project / name).write_bytes(b"garbage")
    code, out, err = run(project, "add", name)
    assert code == 2, out + err
    _no_control(err)
    assert err.splitlines() == [
        "error: ev\\x1b[2Jil\\x9b\\x7f.svd: not an SVD file (no XML <device> root element)"
    ]


def test_backslash_is_escaped_so_it_is_not_mistaken_for_an_escape(project: Path) -> None:
    (project / "a\\nb.svd").write_bytes(b"garbage")  # a real backslash, not a newline
    code, out, err = run(project, "add", "a\\nb.svd")
    assert code == 2, out + err
    assert err.splitlines() == [
        "error: a\\\\nb.svd: not an SVD file (no XML <device> root element)"
    ]


def test_add_failed_prints_one_line_per_failed_file(project: Path) -> None:
    (project / "a\nb.svd").write_bytes(b"garbage")
    (project / f"c{ESC}d.svd").write_bytes(b"garbage")
    code, out, err = run(project, "add", "a\nb.svd", f"c{ESC}d.svd")
    assert code == 2, out + err
    _no_control(err)
    assert err.splitlines() == [
        "error: a\\nb.svd: not an SVD file (no XML <device> root element)",
        "error: c\\x1bd.svd: not an SVD file (no XML <device> root element)",
        "error: 2 files failed; the project was not changed",
    ]


def test_error_for_unknown_document_ref_escapes_it(project: Path) -> None:
    code, out, err = run(project, "remove", f"no\n{ESC}pe")
    assert code == 2, out + err
    _no_control(err)
    assert err.splitlines() == [
        "error: no\\n\\x1bpe: no such document in this project (see 'hwcc status')"
    ]


def test_added_and_unchanged_lines_escape_file_names(project: Path) -> None:
    name = f"mini\n{ESC}[31m.svd"
    shutil.copy(MINI_SVD, project / name)
    code, out, err = run(project, "add", name, "--no-index")
    assert code == 0, out + err
    _no_control(out + err)
    assert out.splitlines()[0].startswith("added mini\\n\\x1b[31m.svd (")
    code, out, err = run(project, "add", name, "--no-index")
    assert code == 0, out + err
    _no_control(out + err)
    assert out.splitlines()[0].startswith("unchanged mini\\n\\x1b[31m.svd (")


def test_names_are_shown_literally_not_as_markup_or_emoji(project: Path) -> None:
    name = "[bold]x[red]:smile:.md"
    (project / name).write_text("# Notes\n\nSPI clock notes.\n", encoding="utf-8")
    code, out, err = run(project, "add", name, "--no-index")
    assert code == 0, out + err
    assert out.splitlines()[0].startswith(f"added {name} (")


def test_status_escapes_document_titles_and_paths(project: Path) -> None:
    name = f"n{ESC}.md"
    (project / name).write_text(f"# T{ESC}]0;pwned\x07X\n\nSPI clock notes.\n", encoding="utf-8")
    code, out, err = run(project, "add", name, "--no-index")
    assert code == 0, out + err
    code, out, err = run(project, "status")
    assert code == 0, out + err
    _no_control(out + err)
    assert "T\\x1b]0;pwned\\x07X" in out
    assert "n\\x1b.md" in out


def test_config_warnings_escape_control_characters(project: Path) -> None:
    config = project / ".hwcc" / "config.toml"
    config.write_text(config.read_text() + '\n["ex\\u001btras"]\nx = 1\n', encoding="utf-8")
    code, out, err = run(project, "status")
    assert code == 0, out + err
    _no_control(err)
    assert "warning: config.toml: unknown section [ex\\x1btras]" in err


@pytest.mark.parametrize(
    "option",
    [
        ("--max-tokens", "100"),
        ("--strategy", "bogus"),
        ("--overlap-tokens", "10"),
        ("--min-tokens", "5"),
    ],
)
def test_chunk_options_without_preview_are_a_usage_error(
    project: Path, option: tuple[str, str]
) -> None:
    shutil.copy(MINI_SVD, project / "mini.svd")
    before = snapshot(project)
    code, out, err = run(project, "add", "mini.svd", *option)
    assert code == 2, out + err
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith(f"error: {option[0]} only applies with --preview")
    assert "[chunk]" in lines[0] and ".hwcc/config.toml" in lines[0]
    assert snapshot(project) == before
    # With --preview the same option is accepted (an invalid strategy still fails there).
    if option[1] != "bogus":
        code, out, err = run(project, "add", "mini.svd", "--preview", *option)
        assert code == 0, out + err
        assert snapshot(project) == before


def test_usage_error_names_every_preview_only_option(project: Path) -> None:
    shutil.copy(MINI_SVD, project / "mini.svd")
    code, _, err = run(project, "add", "mini.svd", "--strategy", "fixed", "--max-tokens", "64")
    assert code == 2
    assert err.startswith("error: --max-tokens, --strategy only apply with --preview")


def test_add_help_says_chunk_options_need_preview(project: Path) -> None:
    code, out, err = run(project, "add", "--help")
    assert code == 0, out + err
    text = " ".join(re.sub(r"[│╭╮╰╯─]", " ", out).split())
    for option in ("--max-tokens", "--overlap-tokens", "--min-tokens", "--strategy"):
        described = text.split(option, 1)[1][:200]
        assert "only with --preview" in described.lower(), (option, described)
    assert "[chunk]" in text and ".hwcc/config.toml" in text


def test_search_output_keeps_markup_in_json_and_escapes_controls(project: Path) -> None:
    text = f"# SPI {ESC}[31mclock\n\nThe SPI [bold]prescaler[/bold] divides the clock.\n"
    (project / "s.md").write_text(text, encoding="utf-8")
    code, out, err = run(project, "add", "s.md")
    assert code == 0, out + err
    code, out, err = run(project, "search", "SPI prescaler", "-k", "1", "--json")
    assert code == 0, out + err
    assert json.loads(out)[0]["text"] == text.strip()
    code, out, err = run(project, "search", "SPI prescaler", "-k", "1")
    assert code == 0, out + err
    _no_control(out + err)
    assert "SPI \\x1b[31mclock" in out


def test_preview_shows_section_paths_literally(project: Path) -> None:
    note = project / "note.md"
    note.write_text(f"# [bold]Clock[/bold] {ESC}[31mtree\n\nHSE is 8 MHz and feeds the PLL.\n")
    code, out, err = run(project, "add", "note.md", "--preview")
    assert code == 0, out + err
    _no_control(out)
    assert "[bold]Clock[/bold]" in out and "\\x1b[31mtree" in out


def test_status_never_cuts_document_ids_short(project: Path) -> None:
    name = "a_rather_long_document_name_for_a_reference_manual_rev7.md"
    (project / name).write_text("# Clocks\n\nHSE is 8 MHz.\n")
    assert run(project, "add", name, "--no-index")[0] == 0
    code, out, _ = run(project, "status")
    assert code == 0 and "…" not in out
    assert "a-rather-long-document-name-for-a-reference-manual-rev7-md" in out.splitlines()


def test_directory_option_names_a_missing_directory(tmp_path: Path) -> None:
    code, _, err = run(tmp_path / "missing", "status")
    words = " ".join(err.replace("│", " ").split())  # rich wraps the message in a box
    assert code == 2 and "does not exist" in words


def test_hot_md_over_its_budget_is_a_warning_on_compile_add_and_status(project: Path) -> None:
    config = project / ".hwcc" / "config.toml"
    shutil.copy(MINI_SVD, project / "mini.svd")
    code, _, err = run(project, "add", "mini.svd", "--no-index")
    assert code == 0 and "hot.md" not in err  # the default budget holds
    rules = "\n".join(f'RULE{i} = "never block in interrupt handler number {i}"' for i in range(40))
    text = config.read_text().replace("[conventions]\n", f"[conventions]\n{rules}\n")
    config.write_text(text.replace("hot_max_tokens = 2000", "hot_max_tokens = 200"))
    code, _, err = run(project, "compile")
    assert code == 0
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "hot.md is" in lines[0] and "hot_max_tokens = 200" in lines[0]
    tokens = int(re.search(r"hot.md is (\d+) tokens", lines[0]).group(1))  # type: ignore[union-attr]
    assert tokens > 200
    assert "RULE39" in (project / ".hwcc" / "context" / "hot.md").read_text()  # never cut
    code, out, _ = run(project, "status", "--json")
    assert any("hot.md is" in w for w in json.loads(out)["warnings"])
    assert "hot.md is" in run(project, "status")[1]
    code, out, err = run(project, "add", "mini.svd", "--no-index", "--force", "--json")
    assert code == 0 and any("hot.md is" in w for w in json.loads(out)["warnings"])
