"""Chunking SVD-rendered Markdown: register tables stay whole with their header rows."""

from __future__ import annotations

import hashlib
import re
from collections import Counter
from pathlib import Path

import pytest

from hwcc.chunk.base import CHILD, chunk_document
from hwcc.types import ChunkConfig, ParseResult
from hwcc.util.tokens import count_tokens
from tests.conftest import corpus_file
from tests.test_chunk_markdown import check_invariants

FIELD_HEADER = "| Bits | Field | Access | Reset | Description |"
REG_HEADER = "| Register | Offset | Address | Size | Access | Reset | Description |"


def svd_style(n_regs: int, n_fields: int) -> str:
    lines = [
        "## UART0",
        "",
        "UART block.",
        "",
        "- Base address: `0x40034000`",
        "",
        "### Registers",
        "",
        REG_HEADER,
        "|---|---|---|---|---|---|---|",
    ]
    for r in range(n_regs):
        lines.append(
            f"| REG{r} | 0x{4 * r:03X} | 0x{0x40034000 + 4 * r:08X} | 32 | read-write "
            f"| 0x00000000 | Register {r} |"
        )
    lines.append("")
    for r in range(n_regs):
        lines += [
            f"### REG{r}",
            "",
            f"Address `0x{0x40034000 + 4 * r:08X}`, offset 0x{4 * r:03X}. "
            f"Register {r} controls part {r} of the UART.",
            "",
            FIELD_HEADER,
            "|---|---|---|---|---|",
        ]
        for f in range(n_fields):
            lines.append(
                f"| [{f}] | F{r}_{f} | read-write | 0b0 | Enables function {f} of REG{r}. |"
            )
        lines.append("")
    return "\n".join(lines)


def check_register_tables(content: str, chunks: list, budget: int) -> None:  # type: ignore[type-arg]
    """Every field table that fits the budget is in one child whole; every child with a
    field row holds the field table header and delimiter row."""
    kids = [c for c in chunks if c.level == CHILD]
    tables = re.findall(r"^\| Bits \|.*?(?=\n\n|\Z)", content, flags=re.M | re.S)
    assert tables
    for t in (x.strip() for x in tables):
        if count_tokens(t) <= budget:
            assert any(t in c.text for c in kids)
    for c in kids:
        lines = c.text.split("\n")
        if any(re.match(r"\| \[\d+(:\d+)?\] \|", x) for x in lines):
            k = lines.index(FIELD_HEADER)
            assert lines[k + 1].startswith("|---") or lines[k + 1].startswith("| ---")
            assert c.content_type in ("register_table", "register_description")


def test_svd_style_markdown() -> None:
    content = svd_style(12, 6) + "\n\n" + svd_style(2, 40).replace("UART0", "UART1")
    cfg = ChunkConfig(max_tokens=256, overlap_tokens=32, min_tokens=48)
    pr = ParseResult(doc_id="svd", title="", doc_type="svd", content=content)
    result = chunk_document(pr, cfg)
    check_invariants(content, result, cfg)
    check_register_tables(content, list(result.chunks), cfg.max_tokens)
    kids = result.children
    summary = [c for c in kids if REG_HEADER in c.text]
    assert summary and all(c.content_type == "register_table" for c in summary)
    reg3 = [c for c in kids if c.section_path == "UART0 > REG3"]
    assert len(reg3) == 1 and reg3[0].content_type == "register_table"
    assert reg3[0].text.startswith("### REG3")
    # The 40-field register is split between rows; pieces repeat the header.
    big = [c for c in kids if c.section_path == "UART1 > REG0"]
    assert len(big) > 1 and all(FIELD_HEADER in c.text for c in big)
    assert any(c.metadata.get("continued") == "true" for c in big)


@pytest.mark.slow
def test_real_rp2040_svd() -> None:
    path: Path = corpus_file("svd/rp2040.svd")
    try:
        from hwcc.ingest.base import ParseOptions
        from hwcc.ingest.svd.parser import SvdParser
    except ImportError:
        pytest.skip("SVD parser not available")
    pr = SvdParser().parse(path, ParseOptions(doc_id="rp2040"))
    cfg = ChunkConfig()
    result = chunk_document(pr, cfg)
    assert result.strategy == "headers"
    check_invariants(pr.content, result, cfg)
    check_register_tables(pr.content, list(result.chunks), cfg.max_tokens)
    kids = result.children
    assert sum(c.content_type == "register_table" for c in kids) > 500
    uart = [c for c in kids if c.metadata.get("peripheral") == "UART0"]
    assert uart and all("UART0" in c.section_path for c in uart)
    assert all(c.metadata["chip"] == pr.chip for c in kids)


@pytest.mark.parametrize(
    "cfg",
    [
        ChunkConfig(),
        ChunkConfig(max_tokens=512, overlap_tokens=0, parent_max_tokens=1536),
        ChunkConfig(max_tokens=512, overlap_tokens=0, min_tokens=200, parent_max_tokens=1536),
    ],
)
def test_child_equal_to_its_parent_keeps_its_own_identity(cfg: ChunkConfig) -> None:
    """A child spanning its whole parent (derived from the parent's fields) has the
    parent's text and type but its own id, level, parent id and child-limit warnings."""
    path: Path = corpus_file("svd/e310x.svd")
    try:
        from hwcc.ingest.base import ParseOptions
        from hwcc.ingest.svd.parser import SvdParser
    except ImportError:
        pytest.skip("SVD parser not available")
    pr = SvdParser().parse(path, ParseOptions(doc_id="e310x"))
    result = chunk_document(pr, cfg)
    check_invariants(pr.content, result, cfg)
    parents = {c.chunk_id: c for c in result.chunks if c.level != CHILD}
    seen = Counter((c.section_path, c.text) for c in result.children)
    same = warned = 0
    for c in result.children:
        p = parents[c.parent_id or ""]
        if (c.start, c.end, c.section_path, c.overlap_chars) != (p.start, p.end, p.section_path, 0):
            continue
        same += 1
        assert (c.text, c.token_count, c.content_type, c.line_start, c.line_end) == (
            p.text,
            p.token_count,
            p.content_type,
            p.line_start,
            p.line_end,
        )
        assert c.metadata == p.metadata and c.metadata is not p.metadata
        key = f"{pr.doc_id}\x1fchild\x1f{c.section_path}\x1f{c.text}".encode()
        if seen[(c.section_path, c.text)] == 1:  # no occurrence suffix
            assert c.chunk_id == hashlib.sha256(key).hexdigest()[:24]
        assert c.chunk_id != p.chunk_id
        expected: list[str] = []
        if c.token_count > cfg.max_tokens:
            expected.append(f"oversized: {c.token_count} > {cfg.max_tokens} tokens")
        if c.token_count < cfg.min_tokens:
            expected.append(f"undersized: {c.token_count} < {cfg.min_tokens} tokens")
        assert list(c.warnings) == expected
        warned += bool(expected)
    assert same > 20
    if cfg.min_tokens >= 200:
        assert warned > 0  # the child-only "undersized" rule is exercised
