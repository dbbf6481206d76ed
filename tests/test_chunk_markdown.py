"""MarkdownChunker behaviour on hand-written Markdown (real tokenizer, no mocks)."""

from __future__ import annotations

import itertools
import re

import pytest

from hwcc.chunk.base import CHILD, PARENT, ChunkingResult, chunk_document, chunker_for
from hwcc.chunk.markdown import MarkdownChunker
from hwcc.errors import ConfigError
from hwcc.types import Chunk, ChunkConfig, PageSpan, ParseResult
from hwcc.util.tokens import count_tokens


def doc(content: str, **kw: object) -> ParseResult:
    base: dict[str, object] = {"doc_id": "doc1", "title": "T", "doc_type": "notes"}
    base.update(kw)
    return ParseResult(content=content, **base)  # type: ignore[arg-type]


def run(content: str, **cfg: object) -> ChunkingResult:
    return chunk_document(doc(content), ChunkConfig(**cfg))  # type: ignore[arg-type]


def children(result: ChunkingResult) -> list[Chunk]:
    return [c for c in result.chunks if c.level == CHILD]


def check_invariants(content: str, result: ChunkingResult, cfg: ChunkConfig) -> None:
    """The output contract of hwcc.chunk.markdown (module docstring)."""
    chunks = result.chunks
    ids = [c.chunk_id for c in chunks]
    assert len(ids) == len(set(ids))
    parents = {c.chunk_id: c for c in chunks if c.level == PARENT}
    kids = [c for c in chunks if c.level == CHILD]
    assert [c.index for c in kids] == list(range(len(kids)))
    covered = bytearray(len(content))
    prev_end = 0
    for c in chunks:
        assert c.token_count == count_tokens(c.text), (c.level, c.index)
        body = c.text[c.head_chars : len(c.text) - c.tail_chars]
        assert body == content[c.start : c.end]
        assert c.text.strip() == c.text or c.head_chars or c.tail_chars
        assert c.text.strip()
        if c.level == CHILD:
            assert c.parent_id in parents
            p = parents[c.parent_id]
            assert p.start <= c.start and c.end <= p.end
            own_start = c.start + c.overlap_chars
            assert own_start >= prev_end
            prev_end = c.end
            covered[c.start : c.end] = b"\x01" * (c.end - c.start)
            if c.token_count > cfg.max_tokens:
                assert any(w.startswith("oversized") for w in c.warnings)
    lost = [i for i, ch in enumerate(content) if not ch.isspace() and not covered[i]]
    assert not lost, f"lost characters at {lost[:5]}: {content[lost[0] : lost[0] + 20]!r}"


SPI = """# SPI

The serial peripheral interface talks to flash chips. It supports four modes.

## Configuration

Set CPOL and CPHA before enabling the peripheral. The baud rate divides PCLK.

### DMA

Enable TXDMAEN and RXDMAEN. The DMA request is raised when the FIFO has room.

## Registers

| Register | Offset | Address | Size | Access | Reset | Description |
| --- | --- | --- | --- | --- | --- | --- |
| CR1 | 0x00 | 0x40013000 | 32 | RW | 0x0000 | Control register 1 |
| SR | 0x08 | 0x40013008 | 32 | RO | 0x0002 | Status register |
"""


def test_section_paths_and_hierarchy() -> None:
    cfg = ChunkConfig(max_tokens=64, overlap_tokens=0, min_tokens=0, parent_max_tokens=512)
    result = chunk_document(doc(SPI), cfg)
    check_invariants(SPI, result, cfg)
    paths = [c.section_path for c in children(result)]
    assert "SPI > Configuration > DMA" in paths
    assert "SPI > Registers" in paths
    # The whole document fits one parent: every child points to it.
    parents = [c for c in result.chunks if c.level == PARENT]
    assert len(parents) == 1 and parents[0].text == SPI.strip()
    dma = next(c for c in children(result) if c.section_path.endswith("DMA"))
    assert dma.text.startswith("### DMA")
    assert SPI[dma.start : dma.end] == dma.text
    assert dma.line_start == SPI[: dma.start].count("\n") + 1
    assert dma.metadata["doc_id"] == "doc1" and dma.metadata["doc_type"] == "notes"


def test_parents_split_at_subtrees_when_document_is_large() -> None:
    para = "Words about the clock tree and its dividers. " * 30
    content = "# Top\n\n" + "".join(f"## S{i}\n\n{para}\n\n" for i in range(6))
    cfg = ChunkConfig(max_tokens=128, overlap_tokens=0, min_tokens=0, parent_max_tokens=400)
    result = chunk_document(doc(content), cfg)
    check_invariants(content, result, cfg)
    parents = [c for c in result.chunks if c.level == PARENT]
    assert len(parents) >= 6
    assert all(p.token_count <= 400 for p in parents)
    # The short "# Top" section is attached to its first subsection's parent.
    assert parents[0].section_path == "Top" and "## S0" in parents[0].text
    for c in children(result):
        assert c.token_count <= 128


def test_chunk_id_stable_and_sensitive() -> None:
    cfg = ChunkConfig(max_tokens=64, overlap_tokens=0, min_tokens=0)
    a = chunk_document(doc(SPI), cfg)
    b = chunk_document(doc(SPI), cfg)
    assert [c.chunk_id for c in a.chunks] == [c.chunk_id for c in b.chunks]
    assert a == b
    edited = SPI.replace("four modes", "four SPI modes")
    c = chunk_document(doc(edited), cfg)
    ids_a = {x.section_path: x.chunk_id for x in children(a)}
    ids_c = {x.section_path: x.chunk_id for x in children(c)}
    assert ids_a["SPI > Configuration > DMA"] == ids_c["SPI > Configuration > DMA"]
    assert ids_a["SPI"] != ids_c["SPI"]
    other = chunk_document(doc(SPI, doc_id="doc2"), cfg)
    assert not {x.chunk_id for x in a.chunks} & {x.chunk_id for x in other.chunks}


def test_duplicate_text_gets_distinct_ids() -> None:
    content = "# A\n\nSame text here.\n\n# A\n\nSame text here.\n"
    result = run(content, min_tokens=0, overlap_tokens=0)
    ids = [c.chunk_id for c in result.chunks]
    assert len(ids) == len(set(ids))


def big_table(rows: int) -> str:
    head = "| Bits | Field | Access | Reset | Description |\n| --- | --- | --- | --- | --- |\n"
    body = "".join(
        f"| {i} | FIELD_{i} | RW | 0x0 | Enables feature number {i} of the block |\n"
        for i in range(rows)
    )
    return head + body


def test_table_that_fits_is_never_split() -> None:
    table = big_table(8)
    content = "# Regs\n\n" + "Intro sentence. " * 40 + "\n\n" + table + "\nAfter.\n"
    tt = count_tokens(table.strip())
    cfg = ChunkConfig(max_tokens=tt + 8, overlap_tokens=4, min_tokens=0)
    result = chunk_document(doc(content), cfg)
    check_invariants(content, result, cfg)
    holders = [c for c in children(result) if table.strip() in c.text]
    assert len(holders) == 1
    assert holders[0].content_type == "register_table"


def test_large_table_pieces_repeat_header() -> None:
    table = big_table(60)
    content = "## CTRL\n\nControl register.\n\n" + table
    cfg = ChunkConfig(max_tokens=120, overlap_tokens=0, min_tokens=0)
    result = chunk_document(doc(content), cfg)
    check_invariants(content, result, cfg)
    header = "| Bits | Field | Access | Reset | Description |\n| --- | --- | --- | --- | --- |\n"
    pieces = [c for c in children(result) if "FIELD_" in c.text]
    assert len(pieces) > 3
    rows_seen: list[str] = []
    for k, c in enumerate(pieces):
        table_part = c.text[c.text.index("| Bits") :]
        assert table_part.startswith(header)
        assert c.token_count <= 120
        if k > 0:
            assert c.head_chars == len(header)
            assert c.metadata.get("continued") == "true"
            assert c.content_type == "register_table"
        if k < len(pieces) - 1:
            assert c.metadata.get("continues") == "true"
        rows_seen += [ln for ln in table_part.split("\n")[2:] if ln]
    assert rows_seen == table.strip().split("\n")[2:]


def test_large_fence_pieces_are_closed_fences() -> None:
    code = "".join(f"    reg_write(0x{i:04x}, value_{i});  // step {i}\n" for i in range(80))
    fence = "~~~~c title=init\n" + code + "~~~~\n"
    content = "# Init\n\nRun this:\n\n" + fence + "\nDone.\n"
    cfg = ChunkConfig(max_tokens=100, overlap_tokens=0, min_tokens=0)
    result = chunk_document(doc(content), cfg)
    check_invariants(content, result, cfg)
    pieces = [c for c in children(result) if "reg_write" in c.text]
    assert len(pieces) > 3
    lines_seen: list[str] = []
    for c in pieces:
        part = c.text[c.text.index("~~~~c") :]
        lines = part.split("\n")
        assert lines[0] == "~~~~c title=init"
        assert lines[-1] == "~~~~" or (c is pieces[-1] and "~~~~" in lines)
        assert c.content_type == "code"
        assert c.token_count <= 100
        lines_seen += [ln.rstrip() for ln in lines[1:] if "reg_write" in ln]
    assert lines_seen == [ln.rstrip() for ln in code.strip("\n").split("\n")]


def test_fence_with_longer_closing_and_inner_backticks_is_atomic() -> None:
    fence = "````markdown\n```c\nint x;\n```\n\n# not a heading\n`````\n"
    content = "# Doc\n\nText before.\n\n" + fence + "\nText after.\n"
    cfg = ChunkConfig(max_tokens=40, overlap_tokens=0, min_tokens=0)
    result = chunk_document(doc(content), cfg)
    check_invariants(content, result, cfg)
    assert all(c.section_path != "Doc > not a heading" for c in result.chunks)
    assert sum(fence.strip() in c.text for c in children(result)) == 1


def test_list_items_keep_their_text() -> None:
    items = "".join(
        f"- Item {i}: configure the clock divider for channel {i} before use.\n" for i in range(30)
    )
    content = "# List\n\n" + items
    cfg = ChunkConfig(max_tokens=60, overlap_tokens=0, min_tokens=0)
    result = chunk_document(doc(content), cfg)
    check_invariants(content, result, cfg)
    for c in children(result)[1:]:
        assert c.text.startswith("- Item")
        for line in c.text.split("\n"):
            assert line.startswith(("- Item", "#"))


def test_long_paragraph_splits_at_sentences_then_words() -> None:
    sentences = " ".join(f"Sentence number {i} explains a detail of the ADC." for i in range(60))
    content = "# ADC\n\n" + sentences + "\n"
    cfg = ChunkConfig(max_tokens=50, overlap_tokens=0, min_tokens=0)
    result = chunk_document(doc(content), cfg)
    check_invariants(content, result, cfg)
    for c in children(result)[1:]:
        assert c.text.startswith("Sentence"), c.text[:30]
        assert c.text.endswith("ADC."), c.text[-30:]
    words = " ".join(f"word{i}" for i in range(400))  # no sentence ends at all
    result = run("# W\n\n" + words, max_tokens=40, overlap_tokens=0, min_tokens=0)
    check_invariants("# W\n\n" + words, result, ChunkConfig(max_tokens=40))
    for c in children(result):
        assert re.fullmatch(r"(# W\s+)?word\d+( word\d+)*", c.text), c.text
        assert c.section_path == "W"


def test_cjk_and_very_long_lines() -> None:
    cjk = "时钟配置寄存器控制系统时钟的来源和分频。" * 80
    blob = "A" * 5000
    content = "# 时钟\n\n" + cjk + "\n\n" + blob + "\n"
    cfg = ChunkConfig(max_tokens=64, overlap_tokens=8, min_tokens=0)
    result = chunk_document(doc(content), cfg)
    check_invariants(content, result, cfg)
    assert all(c.token_count <= 64 for c in children(result))
    assert any(c.section_path == "时钟" for c in children(result))


def test_overlap_is_within_section_and_snapped() -> None:
    para = " ".join(f"Fact {i} about the timer prescaler is stated here." for i in range(40))
    content = "# Timer\n\n" + para + "\n\n# Other\n\n" + para + "\n"
    cfg = ChunkConfig(max_tokens=80, overlap_tokens=20, min_tokens=0)
    result = chunk_document(doc(content), cfg)
    check_invariants(content, result, cfg)
    kids = children(result)
    with_overlap = [c for c in kids if c.overlap_chars]
    assert with_overlap
    for prev, c in itertools.pairwise(kids):
        if c.overlap_chars:
            assert prev.section_path == c.section_path
            overlap = c.text[: c.overlap_chars].strip()
            assert overlap.startswith("Fact") and overlap in prev.text
            assert count_tokens(overlap) <= 20
            assert prev.end > c.start
        if c.section_path != prev.section_path:
            assert c.overlap_chars == 0
        assert c.token_count <= 80


def test_undersized_merge_and_tiny_document() -> None:
    content = "# A\n\nShort one.\n\n## B\n\nAlso short.\n"
    cfg = ChunkConfig(max_tokens=64, overlap_tokens=0, min_tokens=8)
    result = chunk_document(doc(content), cfg)
    check_invariants(content, result, cfg)
    assert len(children(result)) == 1  # under min_tokens: one chunk
    body = "Paragraph text that is long enough to matter for the size checks. " * 3
    content = f"# A\n\n{body}\n\n## B\n\n{body}\n\nTiny tail.\n\n# C\n\n{body}\n"
    cfg = ChunkConfig(max_tokens=80, overlap_tokens=0, min_tokens=10)
    result = chunk_document(doc(content), cfg)
    check_invariants(content, result, cfg)
    kids = children(result)
    assert all(c.token_count >= 10 for c in kids)
    assert any("Tiny tail." in c.text and c.section_path == "A > B" for c in kids)
    # A heading-only section merges into its first subsection.
    content = f"# Parent\n\n## Child\n\n{body}\n\n## Sibling\n\n{body}\n"
    result = chunk_document(doc(content), cfg)
    first = children(result)[0]
    assert first.text.startswith("# Parent\n\n## Child") and first.section_path == "Parent > Child"


def test_strategies() -> None:
    plain = ("Plain text without headings. " * 30 + "\n\n") * 6
    r = run(plain, max_tokens=64, min_tokens=0)
    assert r.strategy == "fixed" and "headings" in r.reason
    check_invariants(plain, r, ChunkConfig(max_tokens=64))
    delim = "\n---\n".join(["Part one text. " * 20, "Part two text. " * 20, "Three. " * 20])
    r = run(delim, max_tokens=64, min_tokens=0)
    assert r.strategy == "delimiter"
    check_invariants(delim, r, ChunkConfig(max_tokens=64))
    assert not any("Part one" in c.text and "Part two" in c.text for c in children(r))
    r = run(SPI, strategy="headers", header_levels=(1,), max_tokens=512, min_tokens=0)
    assert {c.section_path for c in children(r)} == {"SPI"}
    r = run(SPI, strategy="none")
    assert len(children(r)) == 1 and children(r)[0].text == SPI.strip()
    r = run(SPI, strategy="fixed", max_tokens=40, min_tokens=0, overlap_tokens=0)
    assert {c.section_path for c in children(r)} == {""}
    r = run(
        "Item\n@@@\nnext part\n@@@\nlast", strategy="delimiter", delimiter=r"^@@@$", min_tokens=0
    )
    assert [c.text for c in children(r)] == ["Item", "@@@\nnext part", "@@@\nlast"]


def test_config_validation_and_registry() -> None:
    with pytest.raises(ConfigError, match="strategy"):
        chunker_for(ChunkConfig(strategy="magic"))
    with pytest.raises(ConfigError, match="delimiter"):
        MarkdownChunker(ChunkConfig(strategy="delimiter", delimiter="("))
    with pytest.raises(ConfigError, match="overlap"):
        MarkdownChunker(ChunkConfig(max_tokens=64, overlap_tokens=60))
    chunker = chunker_for(ChunkConfig())
    assert chunker.chunk(doc(SPI)) == list(chunk_document(doc(SPI), ChunkConfig()).chunks)


def test_pages_and_metadata() -> None:
    content = "# Doc\n\n## P1\n\nFirst page text.\n\n## P2\n\nSecond page text.\n"
    cut = content.index("## P2")
    pr = doc(
        content,
        chip="STM32F4",
        doc_type="datasheet",
        page_map=(PageSpan(0, cut, 1), PageSpan(cut, len(content), 2)),
        metadata={"peripheral": "RCC"},
    )
    cfg = ChunkConfig(min_tokens=4, max_tokens=32, overlap_tokens=0)
    result = chunk_document(pr, cfg)
    kids = children(result)
    assert [(c.page_start, c.page_end) for c in kids] == [(1, 1), (2, 2)]
    assert kids[0].metadata["chip"] == "STM32F4"
    assert kids[0].metadata["peripheral"] == "RCC"
    parent = next(c for c in result.chunks if c.level == PARENT)
    assert (parent.page_start, parent.page_end) == (1, 2)


def test_content_types_in_sections() -> None:
    content = (
        "# Errata\n\n## 2.1 SPI limitation\n\nThe SPI may lose a byte. Workaround: poll.\n\n"
        "# Setup\n\n## Initialization sequence\n\n1. Enable clock.\n2. Reset block.\n"
        "3. Set mode.\n\n# Pins\n\n| Pin | Name | Function |\n|---|---|---|\n| 1 | PA0 | TX |\n\n"
        "# Code\n\n```c\nint main(void) { return 0; }\n```\n"
    )
    cfg = ChunkConfig(min_tokens=0, max_tokens=64, overlap_tokens=0)
    result = chunk_document(doc(content), cfg)
    types = {c.section_path: c.content_type for c in children(result)}
    assert types["Errata > 2.1 SPI limitation"] == "errata"
    assert types["Setup > Initialization sequence"] == "config_procedure"
    assert types["Pins"] == "pin_mapping"
    assert types["Code"] == "code"


def test_empty_document() -> None:
    result = run("  \n\n ")
    assert result.chunks == ()


def test_indented_unbreakable_run_never_yields_an_empty_chunk() -> None:
    """Found by the property test: a list item's continuation line, indented, holding one
    run longer than the budget without spaces. The cut after the indentation made a
    whitespace-only piece, i.e. an empty child."""
    content = "- clock\n  " + "word" * 20 + "\n"
    cfg = ChunkConfig(max_tokens=16, overlap_tokens=0, min_tokens=0, parent_max_tokens=22)
    result = chunk_document(doc(content), cfg)
    check_invariants(content, result, cfg)
    assert all(c.text.strip() for c in result.chunks)


TABLE20 = "| Reg | Off |\n|---|---|\n" + "".join(f"| R{i} | 0x{i:02X} |\n" for i in range(20))
FENCE5 = "```\n" + "\n".join(f"x{i} = {i}" for i in range(5)) + "\n```"
SMALL = {"max_tokens": 16, "overlap_tokens": 0, "min_tokens": 0, "parent_max_tokens": 16}


@pytest.mark.parametrize(
    ("content", "settings"),
    [
        ("\n" + "clock " * 1100, {}),  # was an empty first parent and child
        ("\n" + "clock " * 20, SMALL),
        ("\t" * 3368 + "y", {}),  # was an empty child outside its parent
        (" \n" * 10 + TABLE20, {}),  # 196-token table was split (leading lines counted)
        (
            " \n" * 29 + FENCE5 + "\n\npara",
            {"max_tokens": 48, "overlap_tokens": 0, "min_tokens": 0, "parent_max_tokens": 200},
        ),
        ("\n\n\n| a | b |\n|---|---|\n" + "| 1 | 2 |\n" * 5, SMALL),  # header kept the lines
    ],
    ids=["long-para", "small-para", "tabs", "table", "fence", "repeated-header"],
)
def test_leading_blank_lines_belong_to_no_chunk(content: str, settings: dict[str, int]) -> None:
    cfg = ChunkConfig(**settings)
    result = chunk_document(doc(content), cfg)
    check_invariants(content, result, cfg)
    kids = children(result)
    for c in kids:
        assert not c.text[:1].isspace(), repr(c.text[:20])
    for block in (TABLE20.strip(), FENCE5):
        if block in content and count_tokens(block) <= cfg.max_tokens:
            assert any(block in c.text for c in kids)


@pytest.mark.parametrize("before", ["", "# A\n\n", "(see clock done!\n\n"])
def test_fitting_fence_with_blank_lines_after_it_stays_whole(before: str) -> None:
    # 47 tokens with max_tokens 48; the blank line after it made the block count 50
    fence = (
        "~~~~python title=x\n    Résumé Résumé clock Résumé (see 時鐘 時鐘 note) clock 時鐘"
        " clock 配置寄存器\n\n       \n~~~~"
    )
    assert count_tokens(fence) <= 48
    content = before + fence + "\n \n- clock\n- clock\n  clock\n"
    cfg = ChunkConfig(max_tokens=48, overlap_tokens=0, min_tokens=0, parent_max_tokens=48)
    result = chunk_document(doc(content), cfg)
    check_invariants(content, result, cfg)
    assert any(fence in c.text for c in children(result))
