"""Embedding throughput on real SVD register chunks, and what makes it faster.

Input: STM32F407.svd from the shared corpus, parsed with ``parser_for("svd")`` and chunked
with the default ``ChunkConfig`` (the chunks ``hwcc add`` embeds). A fixed, evenly spaced
sample of ``--sample`` child chunks is embedded by each variant in this process (one
warm-up call first, then the median of ``--runs`` rounds in which the variants take
turns); reports chunks/s and word pieces. ``--full`` also times the whole add path for
every child (parse + chunk + embed (current ``embed_text``) + Chroma writes into a temp
store) with the default settings.

Usage: /work/venv/bin/python bench/embed_svd.py [--sample 300] [--runs 3] [--full]
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from hwcc.chunk import chunk_document
from hwcc.embed.minilm import MiniLMEmbedder
from hwcc.index.compact import compact_tables
from hwcc.index.store import Store
from hwcc.ingest.base import ParseOptions, parser_for
from hwcc.types import Chunk, ChunkConfig

SVD = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "svd" / "STM32F407.svd"


def children() -> tuple[list[Chunk], list[Chunk]]:
    result = parser_for("svd").parse(SVD, ParseOptions(doc_id="svd/STM32F407.svd"))
    chunks = list(chunk_document(result, ChunkConfig()).chunks)
    return chunks, [c for c in chunks if c.level != "parent"]


def rates(variants: list[tuple[str, MiniLMEmbedder, list[str]]], runs: int) -> dict[str, float]:
    """chunks/s per variant, median of ``runs`` rounds; the variants take turns within a
    round so a load change on the shared machine hits them all alike."""
    for _label, embedder, texts in variants:
        embedder.embed(texts[:8])  # load + warm up
    times: dict[str, list[float]] = {label: [] for label, _e, _t in variants}
    for _ in range(runs):
        for label, embedder, texts in variants:
            start = time.perf_counter()
            embedder.embed(texts)
            times[label].append(time.perf_counter() - start)
    return {label: len(texts) / statistics.median(times[label]) for label, _e, texts in variants}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sample", type=int, default=300)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--full", action="store_true")
    args = parser.parse_args()
    chunks, kids = children()
    step = max(1, len(kids) // args.sample)
    sample = kids[::step][: args.sample]
    print(f"{SVD.name}: {len(kids)} children; sample {len(sample)}")
    # the full text (section path + chunk text), before any compaction
    texts = [f"{c.section_path}\n{c.text}" for c in sample]
    probe = MiniLMEmbedder()
    pieces = sorted(probe.token_count(t) for t in texts)
    print(f"word pieces per embed text: median {statistics.median(pieces)}, max {pieces[-1]}")
    compact = [compact_tables(t) for t in texts]
    small = sorted(probe.token_count(t) for t in compact)
    print(f"compact embed text: median {statistics.median(small)}, max {small[-1]} word pieces")
    variants: list[tuple[str, MiniLMEmbedder, list[str]]] = [
        ("full text, default (parallel single-thread runs)", MiniLMEmbedder(), texts),
        ("full text, 1 thread", MiniLMEmbedder(threads=1), texts),
        ("full text, 2048 tokens/batch", MiniLMEmbedder(batch_tokens=2048), texts),
        ("compact tables (default embedder)", MiniLMEmbedder(), compact),
    ]
    for label, value in rates(variants, args.runs).items():
        print(f"  {label:42} {value:7.1f} chunks/s", flush=True)
    if args.full:
        embedder = MiniLMEmbedder()
        embedder.embed(["warm up"])
        with tempfile.TemporaryDirectory() as tmp:
            start = time.perf_counter()
            chunks, kids = children()
            parsed = time.perf_counter()
            store = Store(Path(tmp) / "index")
            store.sync_document("svd/STM32F407.svd", chunks, embedder, doc_type="svd")
            total = time.perf_counter() - start
            print(
                f"full add path: {len(kids)} children in {total:.1f} s "
                f"(parse+chunk {parsed - start:.1f} s, {len(kids) / (total - parsed + start):.1f} "
                "chunks/s embed+store)"
            )


if __name__ == "__main__":
    main()
