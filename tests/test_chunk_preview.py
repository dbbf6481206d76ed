"""Preview summary, rendering and JSON."""

from __future__ import annotations

import json

from rich.console import Console

from hwcc.chunk.base import chunk_document
from hwcc.chunk.preview import chunks_to_json, render_preview, summarize
from hwcc.types import ChunkConfig, ParseResult

DOC = "# Clocks\n\n" + "The PLL multiplies the crystal frequency. " * 40 + "\n\n## Tiny\n\nx\n"


def test_summary_render_and_json() -> None:
    pr = ParseResult(doc_id="d", title="Clocks", doc_type="notes", content=DOC)
    result = chunk_document(pr, ChunkConfig(max_tokens=100, overlap_tokens=10, min_tokens=20))
    summary = summarize(result.chunks, result)
    kids = result.children
    assert summary.strategy == "headers" and "headings" in summary.reason
    assert summary.chunks == len(kids) and summary.parents == len(result.parents)
    assert summary.max_tokens == max(c.token_count for c in kids)
    assert summary.min_tokens == min(c.token_count for c in kids)
    assert summary.undersized == sum(1 for c in kids if c.warnings)
    console = Console(record=True, width=140)
    render_preview(result.chunks, summary, console)
    out = console.export_text()
    assert "Clocks > Tiny" in out and "strategy: headers" in out
    assert f"chunks: {len(kids)}" in out
    text = chunks_to_json(result.chunks, summary)
    assert text == chunks_to_json(result.chunks, summary)
    data = json.loads(text)
    assert data["summary"]["chunks"] == len(kids)
    assert [c["chunk_id"] for c in data["chunks"]] == [c.chunk_id for c in result.chunks]
    assert "embedding" not in text
