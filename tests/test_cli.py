"""End-to-end tests of the real CLI on real files (CliRunner and one subprocess).

In-process projects embed with the fake embedder (these tests are not about search
quality); the subprocess test keeps the real default embedder, which is all a
``python -m hwcc`` process knows."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from hwcc.outputs.markers import BEGIN, END
from hwcc.state.fs import ProjectLock
from tests.clihelpers import MINI_SVD, run, snapshot
from tests.support.projects import new_project

TARGETS = (
    "CLAUDE.md",
    "AGENTS.md",
    ".cursor/rules/hardware.mdc",
    ".github/copilot-instructions.md",
    "GEMINI.md",
)


@pytest.fixture
def project(tmp_path: Path) -> Path:
    return new_project(tmp_path / "fw", "--chip", "MINI1")


@pytest.fixture
def added(indexed_mini: Path) -> Path:
    """:func:`project` after ``hwcc add docs/mini.svd`` (a copy of a session template)."""
    return indexed_mini


def _add_mini(project: Path) -> Path:
    svd = project / "docs" / "mini.svd"
    svd.parent.mkdir(exist_ok=True)
    shutil.copy(MINI_SVD, svd)
    code, out, err = run(project, "add", "docs/mini.svd")
    assert code == 0, out + err
    return svd


def test_init_creates_config_and_is_idempotent(project: Path) -> None:
    config = project / ".hwcc" / "config.toml"
    assert 'chip = "MINI1"' in config.read_text()
    assert json.loads((project / ".hwcc" / "manifest.json").read_text())["documents"] == []
    before = snapshot(project)
    for args in ([], ["--chip", "MINI1"]):
        code, out, _ = run(project, "init", *args)
        assert code == 0 and "nothing changed" in out
    assert snapshot(project) == before


def test_init_with_another_chip_says_how_to_change_it(project: Path) -> None:
    before = snapshot(project)
    code, out, err = run(project, "init", "--chip", "OTHER")
    assert code == 2 and out == ""
    assert "chip 'MINI1'" in err and 'chip = "OTHER"' in err and "[hardware]" in err
    assert err.count("\n") == 1
    assert snapshot(project) == before


def test_add_svd_writes_all_outputs(added: Path) -> None:
    project = added
    for name in TARGETS:
        text = (project / name).read_text()
        assert text.count(BEGIN) == 1 and text.count(END) == 1, name
        assert "0x40013000" in text, name
    mdc = (project / ".cursor/rules/hardware.mdc").read_text()
    assert mdc.startswith("---\ndescription: ")
    assert "\nalwaysApply: true\n---\n" in mdc
    hot = (project / ".hwcc/context/hot.md").read_text()
    assert "SPI1, SPI2 — same layout" in hot
    assert "35 SPI1" in hot and "36 SPI2" in hot
    assert "- CPU: CM4, revision r0p1, little endian, MPU, FPU, 4 NVIC priority bits" in hot
    spi2 = (project / ".hwcc/context/peripherals/SPI2.md").read_text()
    assert "0x40003800" in spi2 and "0x40003808" in spi2  # derived peripheral is self-contained
    assert "DIV16" in spi2


def test_document_names_never_escape_the_project(added: Path) -> None:
    project = added
    outside = {p.name for p in project.parent.iterdir()}
    assert outside == {"fw"}
    names = sorted(p.name for p in (project / ".hwcc/context/peripherals").iterdir())
    assert "SPI1.md" in names
    evil = [n for n in names if "evil" in n]
    assert len(evil) == 1 and "/" not in evil[0] and not evil[0].startswith(".")


def test_same_inputs_same_bytes(tmp_path: Path) -> None:
    trees = []
    for name in ("a", "b"):
        root = new_project(tmp_path / name / "fw", "--chip", "MINI1", "--name", "fw")
        _add_mini(root)
        trees.append(snapshot(root, index=False))
    assert trees[0] == trees[1]
    assert any(name.startswith(".hwcc/context/peripherals/") for name in trees[0])


def test_re_adding_unchanged_file_changes_nothing(added: Path) -> None:
    project = added
    before = snapshot(project)
    code, out, _ = run(project, "add", "docs/mini.svd")
    assert code == 0 and "unchanged" in out
    assert snapshot(project) == before


def test_changed_file_replaces_previous_version(added: Path) -> None:
    project = added
    svd = project / "docs" / "mini.svd"
    processed_before = sorted(p.name for p in (project / ".hwcc/processed").iterdir())
    svd.write_text(svd.read_text().replace("0x40003800", "0x40003C00"))
    code, out, _ = run(project, "add", "docs/mini.svd")
    assert code == 0 and "updated" in out
    processed_after = sorted(p.name for p in (project / ".hwcc/processed").iterdir())
    assert len(processed_after) == len(processed_before)
    assert set(processed_after).isdisjoint(processed_before)
    assert "0x40003C00" in (project / ".hwcc/context/peripherals/SPI2.md").read_text()
    manifest = json.loads((project / ".hwcc/manifest.json").read_text())
    assert len(manifest["documents"]) == 1


def test_user_text_outside_markers_is_preserved(project: Path) -> None:
    claude = project / "CLAUDE.md"
    claude.write_text("# My firmware\n\nAlways run `make test`.\n")
    _add_mini(project)
    text = claude.read_text()
    assert text.startswith("# My firmware\n\nAlways run `make test`.\n\n" + BEGIN)
    # user edits after the block survive a recompile
    claude.write_text(text + "\n## Footer\nmine\n")
    code, _, _ = run(project, "add", "docs/mini.svd", "--force")
    assert code == 0
    assert claude.read_text().endswith("\n## Footer\nmine\n")


def test_broken_markers_refused_and_nothing_changed(project: Path) -> None:
    (project / "AGENTS.md").write_text(f"mine\n{BEGIN}\nno end marker\n")
    svd = project / "mini.svd"
    shutil.copy(MINI_SVD, svd)
    before = snapshot(project)
    code, _, err = run(project, "add", "mini.svd")
    assert code != 0
    assert "AGENTS.md" in err and "marker" in err
    assert snapshot(project) == before


def test_status_reports_target_with_broken_markers(added: Path) -> None:
    project = added
    (project / "AGENTS.md").write_text(f"mine\n{BEGIN}\nno end marker\n")
    code, out, _ = run(project, "status")
    assert code == 0
    assert "cannot be checked" in out and "AGENTS.md" in out
    assert "up to date" not in out
    code, out, _ = run(project, "status", "--json")
    problem = json.loads(out)["context_problem"]
    assert "AGENTS.md" in problem and "marker" in problem


def test_compile_check_reports_stale_files(added: Path) -> None:
    project = added
    code, out, _ = run(project, "compile", "--check")
    assert code == 0, out
    hot = project / ".hwcc/context/hot.md"
    hot.write_text(hot.read_text() + "edited\n")
    (project / "GEMINI.md").unlink()
    before = snapshot(project)
    code, out, _ = run(project, "compile", "--check")
    assert code == 1
    assert ".hwcc/context/hot.md" in out and "GEMINI.md" in out
    assert snapshot(project) == before
    code, _, _ = run(project, "compile")
    assert code == 0
    assert run(project, "compile", "--check")[0] == 0


def test_compile_single_target(project: Path) -> None:
    run(project, "add", str(MINI_SVD), "--no-compile")
    assert not (project / "CLAUDE.md").exists()
    code, _, _ = run(project, "compile", "--target", "claude")
    assert code == 0
    assert (project / "CLAUDE.md").exists() and not (project / "GEMINI.md").exists()
    code, _, err = run(project, "compile", "--target", "windsurf")
    assert code == 2 and "windsurf" in err


def test_remove_document(added: Path) -> None:
    project = added
    code, out, _ = run(project, "remove", "docs/mini.svd")
    assert code == 0, out
    assert not list((project / ".hwcc/context/peripherals").glob("*.md"))
    assert not list((project / ".hwcc/processed").iterdir())
    assert BEGIN in (project / "CLAUDE.md").read_text()
    code, _, err = run(project, "remove", "nope")
    assert code == 2 and "nope" in err


def test_status_json(added: Path) -> None:
    project = added
    code, out, _ = run(project, "status", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["chip"] == "MINI1"
    assert [d["doc_id"] for d in data["documents"]] == ["mini-svd"]
    assert data["documents"][0]["kind"] == "svd"
    assert data["stale"] == []
    assert data["context_problem"] is None


def test_commands_outside_a_project_fail_clearly(tmp_path: Path) -> None:
    code, _, err = run(tmp_path, "status")
    assert code == 1 and "hwcc init" in err


def test_locked_project_is_refused(project: Path) -> None:
    shutil.copy(MINI_SVD, project / "mini.svd")
    with ProjectLock(project / ".hwcc" / "lock"):
        code, _, err = run(project, "add", "mini.svd")
    assert code == 3 and "another hwcc process" in err


def test_subprocess_end_to_end(tmp_path: Path) -> None:
    project = new_project(tmp_path / "fw", "--chip", "MINI1", fake=False)
    shutil.copy(MINI_SVD, project / "mini.svd")
    env = {k: v for k, v in os.environ.items() if not k.startswith("HWCC")}
    proc = subprocess.run(
        [sys.executable, "-m", "hwcc", "-C", str(project), "add", "mini.svd"],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )
    assert proc.returncode == 0, proc.stderr
    assert "added mini.svd" in proc.stdout
    assert (project / "CLAUDE.md").exists()
    proc = subprocess.run(
        [sys.executable, "-m", "hwcc", "-C", str(project), "add", "missing.svd"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 2
    assert proc.stderr.strip().splitlines() == ["error: missing.svd: no such file or directory"]


def test_bundled_example_files_equal_the_model_rendering(tmp_path: Path) -> None:
    """The files `hwcc add` writes are exactly the register model's rendering (with
    the model's bring-up bits; a peripheral whose registers repeat another's: full, or
    short with a pointer)."""
    from hwcc.ingest.svd.parser import parse_svd
    from hwcc.model.bringup import bringup_bits
    from hwcc.model.groups import identical_peripherals
    from hwcc.model.render import render_peripheral

    example = Path(__file__).resolve().parents[1] / "examples" / "rp2040" / "rp2040.svd"
    root = tmp_path / "fw"
    root.mkdir()
    shutil.copy(example, root / "rp2040.svd")
    assert run(root, "init", "--chip", "RP2040")[0] == 0
    code, out, err = run(root, "add", "rp2040.svd", "--no-index")
    assert code == 0, out + err
    device = parse_svd(example)
    folder = root / ".hwcc/context/peripherals"
    assert len(list(folder.glob("*.md"))) == len(device.peripherals)
    same = identical_peripherals(device)
    bits = bringup_bits(device)
    for peripheral in device.peripherals:
        on_disk = (folder / f"{peripheral.name}.md").read_text(encoding="utf-8")
        own = bits.get(peripheral.name, ())
        renderings = [render_peripheral(device, peripheral, source="rp2040.svd", bringup=own)]
        first = same.get(peripheral.name, peripheral.name)
        if first != peripheral.name:
            pointer = (first, f"{first}.md")
            renderings.append(
                render_peripheral(
                    device, peripheral, source="rp2040.svd", same_as=pointer, bringup=own
                )
            )
        assert on_disk in renderings, peripheral.name
    # rp2040.svd: UART1 is derived from UART0 and adds nothing but its base and interrupt
    uart1 = (folder / "UART1.md").read_text(encoding="utf-8")
    assert "- Registers: as in UART0 (`UART0.md`), at base `0x40038000`" in uart1
    hot = (root / ".hwcc/context/hot.md").read_text(encoding="utf-8")
    from hwcc.util.tokens import count_tokens

    assert count_tokens(hot) <= 2000
    assert "0x40014000" in hot  # IO_BANK0 base in the memory map


def test_readme_has_the_two_setup_commands() -> None:
    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    assert "pip install -e . && cd examples/rp2040 && hwcc init --chip RP2040 && " in readme
    assert '\npip install -e ".[dev]" && pytest\n' in readme
    ci = (Path(__file__).resolve().parents[1] / ".ci" / "run").read_text(encoding="utf-8")
    assert '\npip install -e ".[dev]" && pytest\n' in ci


def test_config_problems_are_reported(project: Path) -> None:
    config = project / ".hwcc" / "config.toml"
    config.write_text(config.read_text() + "\n[extras]\nfoo = 1\n")
    code, _, err = run(project, "compile")
    assert code == 0
    assert "warning: config.toml: unknown section [extras]" in err
    config.write_text(config.read_text().replace("hot_max_tokens = 2000", 'hot_max_tokens = "2k"'))
    code, _, err = run(project, "compile")
    assert code == 2
    assert "[output] hot_max_tokens must be an integer, got a string" in err
