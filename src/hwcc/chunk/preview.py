"""What ``hwcc add FILE --preview`` shows: a summary and a table of the child chunks.

``summarize`` and ``chunks_to_json`` are pure and deterministic (same chunks, same
output, byte for byte); ``render_preview`` only writes to the given console. Only child
chunks (the ones that get embedded) are listed; parents are counted.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING

from hwcc.chunk.base import CHILD, PARENT, ChunkingResult
from hwcc.types import Chunk

if TYPE_CHECKING:
    from rich.console import Console


@dataclass(frozen=True, slots=True)
class PreviewSummary:
    """Statistics over the child chunks of one document."""

    strategy: str
    reason: str
    chunks: int
    parents: int
    min_tokens: int
    mean_tokens: float
    max_tokens: int
    oversized: int
    undersized: int
    total_tokens: int


def summarize(chunks: Sequence[Chunk], report: ChunkingResult) -> PreviewSummary:
    """Summary of ``chunks`` (parents and children) produced by ``report``."""
    children = [c for c in chunks if c.level == CHILD]
    counts = [c.token_count for c in children]
    return PreviewSummary(
        strategy=report.strategy,
        reason=report.reason,
        chunks=len(children),
        parents=sum(1 for c in chunks if c.level == PARENT),
        min_tokens=min(counts, default=0),
        mean_tokens=round(sum(counts) / len(counts), 1) if counts else 0.0,
        max_tokens=max(counts, default=0),
        oversized=sum(1 for c in children if any(w.startswith("oversized") for w in c.warnings)),
        undersized=sum(1 for c in children if any(w.startswith("undersized") for w in c.warnings)),
        total_tokens=sum(counts),
    )


def render_preview(chunks: Sequence[Chunk], summary: PreviewSummary, console: Console) -> None:
    """Print a table of child chunks (index, tokens, section path, content type,
    warnings) and then the summary."""
    from rich.table import Table
    from rich.text import Text

    from hwcc.util.display import visible

    table = Table(title="Chunks", show_lines=False)
    table.add_column("#", justify="right")
    table.add_column("tokens", justify="right")
    table.add_column("section")
    table.add_column("type")
    table.add_column("warnings")
    for c in chunks:
        if c.level != CHILD:
            continue
        table.add_row(
            str(c.index),
            str(c.token_count),
            Text(visible(c.section_path) or "-"),  # document text: no markup, no controls
            c.content_type,
            Text(visible("; ".join(c.warnings))),
        )
    console.print(table)
    s = summary
    console.print(
        f"strategy: {s.strategy} ({s.reason})\n"
        f"chunks: {s.chunks} (parents: {s.parents}); tokens min/mean/max: "
        f"{s.min_tokens}/{s.mean_tokens}/{s.max_tokens}; total {s.total_tokens}\n"
        f"oversized: {s.oversized}; undersized: {s.undersized}",
        highlight=False,
        markup=False,
    )


def chunks_to_json(chunks: Sequence[Chunk], summary: PreviewSummary) -> str:
    """Deterministic JSON: ``{"summary": {...}, "chunks": [...]}`` with every chunk field
    (parents and children, in order; no embeddings), keys sorted."""
    payload = {
        "summary": asdict(summary),
        "chunks": [_chunk_dict(c) for c in chunks],
    }
    return json.dumps(payload, sort_keys=True, ensure_ascii=False, indent=2)


def _chunk_dict(c: Chunk) -> dict[str, object]:
    d = asdict(c)
    d["warnings"] = list(c.warnings)
    d["metadata"] = dict(sorted(c.metadata.items()))
    return d
