"""A new document type and a new output target are one module and one registration
each (tests/plugins), and work end to end through the CLI; the CLI's help names exactly
the declared kinds and targets."""

from __future__ import annotations

import importlib
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from hwcc.ingest import base as ingest_base
from hwcc.outputs import targets
from hwcc.outputs.markers import BEGIN, END
from tests.clihelpers import MINI_SVD, run


@pytest.fixture
def toy_plugins() -> Iterator[None]:
    import tests.plugins.toy_parser as toy_parser
    import tests.plugins.toy_target as toy_target

    importlib.reload(toy_parser)  # registers again after an earlier unregister
    importlib.reload(toy_target)
    yield
    ingest_base.unregister("toy")
    targets.unregister("toy")


def test_toy_document_type_and_target_work_through_the_cli(
    tmp_path: Path, toy_plugins: None
) -> None:
    root = tmp_path / "fw"
    (root / "docs").mkdir(parents=True)
    assert run(root, "init", "--chip", "MINI1")[0] == 0
    config = root / ".hwcc" / "config.toml"
    text = config.read_text()
    assert '    "gemini",\n]' in text
    config.write_text(text.replace('    "gemini",\n]', '    "gemini",\n    "toy",\n]'))
    (root / "docs" / "board.toy").write_text("LED = PA5\nUART = USART2\n")
    shutil.copy(MINI_SVD, root / "docs" / "mini.svd")

    code, out, err = run(root, "add", "docs", "--no-index")  # directory walk finds .toy
    assert code == 0, out + err
    assert "board.toy (board-toy, toy)" in out
    processed = root / ".hwcc" / "processed"
    (toy_md,) = list(processed.glob("board-toy-*.md"))
    assert "| LED | PA5 |" in toy_md.read_text()
    toy_context = (root / ".toy" / "context.md").read_text()
    assert toy_context.count(BEGIN) == 1 and toy_context.count(END) == 1
    assert "MINI1" in toy_context
    assert run(root, "compile", "--check")[0] == 0
    assert run(root, "compile", "--target", "toy")[0] == 0


def test_type_option_selects_a_declared_kind(tmp_path: Path, toy_plugins: None) -> None:
    root = tmp_path / "fw"
    root.mkdir()
    assert run(root, "init")[0] == 0
    (root / "settings.cfg").write_text("CLOCK = 8 MHz\n")
    code, out, err = run(root, "add", "settings.cfg", "--type", "toy", "--no-index")
    assert code == 0 and "toy" in out, out + err
    code, _, err = run(root, "add", "settings.cfg", "--type", "nope", "--no-index", "--force")
    assert code == 2 and "unknown document type 'nope'" in err and "toy" in err


def test_unregistered_kinds_are_gone(tmp_path: Path) -> None:
    assert "toy" not in {spec.kind for spec in ingest_base.specs()}
    assert "toy" not in targets.target_names()


def test_help_names_exactly_the_declared_kinds_and_targets() -> None:
    from hwcc import cli

    kinds = ", ".join(sorted(spec.kind for spec in ingest_base.specs()))
    assert kinds == cli._KINDS_HELP
    assert ", ".join(targets.target_names()) == cli._TARGETS_HELP


def test_chunk_strategy_registered_by_a_plugin_passes_config_validation() -> None:
    from hwcc.chunk.base import chunker_for, register
    from hwcc.chunk.markdown import MarkdownChunker
    from hwcc.config import parse_config

    register("toy-strategy", lambda config: MarkdownChunker(config))
    config = parse_config('[chunk]\nstrategy = "toy-strategy"\n')
    assert config.chunk.strategy == "toy-strategy"
    assert chunker_for(config.chunk) is not None
