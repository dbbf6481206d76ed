"""The cyclic collector is paused only around work that leaves no reference cycles."""

from __future__ import annotations

import gc
from collections.abc import Callable
from pathlib import Path

import pytest

from hwcc.chunk.markdown import MarkdownChunker
from hwcc.ingest.svd.parser import parse_svd
from hwcc.types import ChunkConfig, ParseResult
from hwcc.util.gcpause import collector_paused
from tests.conftest import corpus_file

FIXTURES = Path(__file__).resolve().parent / "fixtures"


@pytest.fixture
def collector_enabled() -> object:
    was = gc.isenabled()
    gc.enable()
    yield
    if not was:
        gc.disable()


def test_collector_state_is_restored_also_on_error(collector_enabled: object) -> None:
    with collector_paused():
        assert not gc.isenabled()
        with collector_paused():
            assert not gc.isenabled()
        assert not gc.isenabled()  # the inner pause does not re-enable it early
    assert gc.isenabled()
    with pytest.raises(KeyError), collector_paused():
        raise KeyError("x")
    assert gc.isenabled()
    gc.disable()
    with collector_paused():
        pass
    assert not gc.isenabled()  # off on entry: stays off


def _cycles_left_by(work: Callable[[], object]) -> int:
    """Unreachable objects a collection finds right after ``work()`` ran with the
    collector off (0 = everything it dropped was freed by reference counting)."""
    gc.collect()
    with collector_paused():
        result = work()
        del result
        return gc.collect()


def _markdown() -> str:
    parts = ["# Device\n\nIntro text.\n"]
    for i in range(60):
        parts.append(
            f"## SPI{i}\n\n### Registers\n\n| Bit | Name | Access | Reset |\n|---|---|---|---|\n"
            + "".join(f"| {b} | F{b} | rw | 0 |\n" for b in range(40))
            + f"\n```c\n#define SPI{i}_CR1 0x{i:04x}\n```\n\n"
            + "1. Enable the clock. 2. Set the mode. 3. Start.\n\n"
            + "Long prose sentence about timing and voltage levels. " * 80
            + "\n"
        )
    return "\n".join(parts)


def test_chunking_leaves_no_reference_cycles() -> None:
    pr = ParseResult(doc_id="d", title="T", doc_type="datasheet", content=_markdown())
    for cfg in (ChunkConfig(), ChunkConfig(max_tokens=64, overlap_tokens=8, min_tokens=8)):
        chunker = MarkdownChunker(cfg)
        chunker.run(pr)  # warm caches first: they live on and are not garbage
        assert _cycles_left_by(lambda c=chunker: c.run(pr)) == 0


def test_svd_parsing_leaves_no_reference_cycles() -> None:
    files = sorted((FIXTURES / "svd").glob("*.svd"))
    assert files
    for path in files:
        if path.name == "derived_cycle.svd":
            continue  # an InputError: the traceback holds frames (not parser state)
        parse_svd(path)
        assert _cycles_left_by(lambda p=path: parse_svd(p)) == 0, path.name


@pytest.mark.parametrize("name", ["ATSAMD21G18A.svd", "GD32VF103.svd"])
def test_corpus_svd_parsing_leaves_no_reference_cycles(name: str) -> None:
    path = corpus_file(f"svd/{name}")
    parse_svd(path)
    assert _cycles_left_by(lambda: parse_svd(path)) == 0
