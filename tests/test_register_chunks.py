"""One searchable chunk per register of a datasheet's register map
(:mod:`hwcc.index.registers`): the register read from an overview row without a name
and a section without a default becomes one chunk with name, address and reset, under
the parent it was read from, with its page; nothing for documents without a register
map or for SVDs; re-adding a document replaces its register chunks (real chunker,
register-map extractor, ChromaDB and MiniLM)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

import hwcc
from hwcc.chunk import chunk_document
from hwcc.config import Config
from hwcc.index.registers import register_chunks, register_text
from hwcc.index.sync import chunk_result
from hwcc.ops.add import with_register_map
from hwcc.types import Chunk, ChunkConfig, PageSpan, ParseResult
from hwcc.util.tokens import count_tokens
from tests.clihelpers import MINI_SVD

BITS = " | ".join(f"BIT {i}" for i in range(7, -1, -1))
DATASHEET = f"""# TOY9 haptic driver

## 7 Detailed description

The TOY9 drives ERM and LRA actuators. It has a noise gate and an open-loop mode.

## 7.6 Register Map

**Table 3. Register Map Overview**

| REG NO. | DEFAULT | {BITS} |
|{"---|" * 10}
| 0x00 | 0x60 | ID[2:0] | ID[2:0] | ID[2:0] | Reserved | DIAG | FB | OT | OC |
| 0x1D | 0xA0 | NG_THRESH[1:0] | NG_THRESH[1:0] | ERM_OPEN_LOOP | - | - | - | - | LRA_OPEN |

### 7.6.1 Status (Address: 0x00)

| BIT | FIELD | TYPE | DEFAULT | DESCRIPTION |
|---|---|---|---|---|
| 7-5 | ID[2:0] | R | 3 | Device identifier. |
| 3 | DIAG | R | 0 | Diagnostic result. |

### 7.6.2 Control3 (Address: 0x1D)

| BIT | FIELD | TYPE | DEFAULT | DESCRIPTION |
|---|---|---|---|---|
| 7-6 | NG_THRESH[1:0] | R/W | 2 | Noise gate threshold. |
| 5 | ERM_OPEN_LOOP | R/W | 1 | ERM open-loop mode. |
| 0 | LRA_OPEN | R/W | 0 | LRA open-loop mode. |
"""


def _result(content: str = DATASHEET, pages: bool = True) -> ParseResult:
    """The toy datasheet as a PDF parse gives it: page 30 up to the register map, then
    page 31, and its register map attached as ``hwcc add`` does."""
    cut = content.index("## 7.6 Register Map")
    page_map = (PageSpan(0, cut, 30), PageSpan(cut, len(content), 31)) if pages else ()
    result = ParseResult("toy9", "TOY9 datasheet", "datasheet", content, "TOY9", page_map=page_map)
    return with_register_map(result)


def _registers(chunks: tuple[Chunk, ...]) -> list[Chunk]:
    return [c for c in chunks if c.content_type == "register_description" and c.head_chars]


def test_each_register_is_one_chunk_with_name_address_and_reset_under_its_table() -> None:
    result = _result()
    chunks = chunk_result(result, Config())
    regs = _registers(chunks)
    assert [c.text.split("\n")[0] for c in regs] == [
        "TOY9 register Status: address 0x00 (0), reset value 0x60.",
        "TOY9 register Control3: address 0x1D (29), reset value 0xA0.",
    ]
    control3 = regs[1]
    assert "NG_THRESH[7:6] reset 0b10" in control3.text
    assert "ERM_OPEN_LOOP[5] reset 0b1" in control3.text
    parents = {c.chunk_id: c for c in chunks if c.level == "parent"}
    parent = parents[control3.parent_id or ""]
    assert "| 0x1D | 0xA0 |" in parent.text  # the overview row it was read from
    assert control3.section_path == parent.section_path
    assert (control3.page_start, control3.page_end) == (31, 31)
    assert control3.metadata["doc_id"] == "toy9" and control3.metadata["chip"] == "TOY9"
    # the Chunk invariant: all of the text is synthetic, its span empty
    assert control3.head_chars == len(control3.text) and control3.start == control3.end
    assert result.content[control3.start : control3.end] == ""
    assert control3.token_count == count_tokens(control3.text)
    children = [c for c in chunks if c.level == "child"]
    assert [c.index for c in children] == list(range(len(children)))
    assert len({c.chunk_id for c in chunks}) == len(chunks)
    assert chunk_result(result, Config()) == chunks  # deterministic


def test_reindex_from_processed_files_gives_the_same_register_chunks() -> None:
    from hwcc.model.serialize import dump_device, load_device

    result = _result()
    assert result.device is not None
    again = replace(result, device=load_device(dump_device(result.device)))
    assert chunk_result(again, Config()) == chunk_result(result, Config())


def test_without_pages_the_parent_holding_the_row_is_taken() -> None:
    chunks = chunk_result(_result(pages=False), Config())
    parents = {c.chunk_id: c for c in chunks if c.level == "parent"}
    for reg in _registers(chunks):
        assert reg.page_start is None
        address = reg.text.split("address ")[1].split(" ")[0]
        assert f"| {address} |" in parents[reg.parent_id or ""].text


def test_no_register_map_and_svd_add_nothing() -> None:
    prose = ParseResult("n", "Notes", "notes", "# Notes\n\nThe board has two LEDs.\n")
    assert with_register_map(prose).device is None
    assert chunk_result(prose, Config()) == chunk_document(prose, ChunkConfig()).chunks
    from hwcc.ingest.base import ParseOptions, parser_for

    svd = parser_for("svd").parse(MINI_SVD, ParseOptions(doc_id="mini"))
    assert svd.device is not None
    plain = chunk_document(svd, ChunkConfig()).chunks
    assert register_chunks(svd, plain, 200) == []
    assert len(chunk_result(svd, Config())) == len(plain)


def test_long_descriptions_and_field_lists_are_cut_to_the_child_budget() -> None:
    result = _result()
    assert result.device is not None
    (peripheral,) = result.device.peripherals
    register = replace(
        peripheral.registers[1],
        description="Noise gate and loop settings " * 80,
        fields=peripheral.registers[1].fields * 30,
    )
    text = register_text(result.device, register, 64)
    assert count_tokens(text) <= 64
    assert text.startswith("TOY9 register Control3: address 0x1D (29), reset value 0xA0.")
    assert "..." in text


@pytest.fixture
def project(tmp_path: Path) -> hwcc.Project:
    root = tmp_path / "fw"
    root.mkdir()
    hwcc.Project.init(root, chip="TOY9")  # the real MiniLM embedder
    return hwcc.Project.open(root)


def test_search_finds_the_default_and_re_adding_replaces_it(project: hwcc.Project) -> None:
    sheet = project.root / "toy9.md"
    sheet.write_text(DATASHEET, encoding="utf-8")
    (project.root / "notes.md").write_text("# Board notes\n\nThe LED is on pin 5.\n")
    project.add(["toy9.md", "notes.md"])
    query = "what is the default value of the Control3 register"
    hit = project.search(query, k=3)[0]
    assert "register Control3: address 0x1D (29), reset value 0xA0" in hit.text
    assert "| 0x1D | 0xA0 |" in hit.parent_text  # the table it was read from
    sheet.write_text(DATASHEET.replace("| 0x1D | 0xA0 |", "| 0x1D | 0xA4 |"), encoding="utf-8")
    project.add(["toy9.md"])
    texts = [h.text for h in project.search(query, k=10)]
    assert any("reset value 0xA4" in t for t in texts)
    assert not any("reset value 0xA0" in t for t in texts)
    project.remove("toy9-md")
    assert all(h.doc_id == "notes-md" for h in project.search(query, k=10))
