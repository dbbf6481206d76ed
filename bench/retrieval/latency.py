"""Warm search latency and BM25 load time at 20k synthetic chunks.

Chunk texts are generated from a register-manual-like template (random peripherals,
registers, bit fields, addresses and filler prose). Embedding 20k chunks with the real
model takes many minutes on 2 cores, so stored vectors come from a stand-in embedder
that mixes real MiniLM vectors of 400 template sentences with noise (same 384-d unit
vectors, same name); queries are embedded by the real model, so query latency includes
real query embedding. Reports p50/p95 wall time of N warm queries per mode and filter
(with the median process CPU time, which a loaded shared machine inflates less), plus the
BM25 index load time from the lexical files (rebuild) and from the cache, and the dense
matrix load time from Chroma and from its ``dense.bin`` copy.

Usage: /work/venv/bin/python bench/retrieval/latency.py [--chunks 20000] [--queries 60]
"""

from __future__ import annotations

import argparse
import cProfile
import hashlib
import pstats
import random
import statistics
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import numpy.typing as npt

from hwcc.embed.minilm import MiniLMEmbedder
from hwcc.index.store import Store
from hwcc.search import ProjectIndex, search
from hwcc.types import Chunk

PERIPHERALS = ["SPI", "I2C", "USART", "GPIO", "TIM", "ADC", "DMA", "RCC", "FLASH", "PWR"]
_PROSE = (
    "the bit is set by software and cleared by hardware when the transfer completes "
    "this field selects the clock source for the peripheral reset value enable interrupt "
    "flag status configuration mode input output polarity phase divider prescaler"
)
WORDS = _PROSE.split(" ")


class StandInEmbedder:
    """Real MiniLM vectors of template sentences plus noise, keyed by text hash."""

    def __init__(self, real: MiniLMEmbedder, bases: npt.NDArray[np.float32]) -> None:
        self.real, self.bases = real, bases

    name = property(lambda self: self.real.name)
    dim = property(lambda self: self.real.dim)
    max_input_tokens = property(lambda self: self.real.max_input_tokens)

    def embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        out = np.empty((len(texts), self.dim), dtype=np.float32)
        for i, text in enumerate(texts):
            seed = int(hashlib.sha256(text.encode()).hexdigest()[:8], 16)
            rng = np.random.default_rng(seed)
            v = self.bases[seed % len(self.bases)] + 0.15 * rng.standard_normal(self.dim)
            out[i] = v / np.linalg.norm(v)
        return out


def synthetic_docs(n_chunks: int, rng: random.Random) -> dict[str, list[Chunk]]:
    docs: dict[str, list[Chunk]] = {}
    per_doc = 1000
    for d in range(max(1, n_chunks // per_doc)):
        doc_id = f"doc{d:02d}"
        chunks: list[Chunk] = []
        for s in range(per_doc // 4):
            per = rng.choice(PERIPHERALS)
            reg = f"{per}{rng.randint(1, 3)}_CR{rng.randint(1, 9)}"
            section = f"{per} > {reg}"
            parent_id = f"{doc_id}-p{s}"
            texts = []
            for c in range(4):
                field = f"{rng.choice(['BR', 'EN', 'MODE', 'SEL', 'PSC'])}[{rng.randint(1, 7)}:0]"
                addr = f"0x{rng.randrange(0x40000000, 0x40030000, 4):08X}"
                filler = " ".join(rng.choices(WORDS, k=rng.randint(40, 120)))
                texts.append(f"{reg} at {addr}: {field} {filler} ({doc_id} {s} {c})")
            chunks.append(
                Chunk(
                    parent_id,
                    doc_id,
                    "\n".join(texts),
                    400,
                    section,
                    0,
                    1,
                    1,
                    1,
                    len(chunks),
                    level="parent",
                    metadata={"peripheral": per},
                )
            )
            for c, text in enumerate(texts):
                chunks.append(
                    Chunk(
                        f"{parent_id}-{c}",
                        doc_id,
                        text,
                        100,
                        section,
                        0,
                        1,
                        1,
                        1,
                        len(chunks),
                        parent_id=parent_id,
                        page_start=s + 1,
                        page_end=s + 1,
                        metadata={"peripheral": per},
                    )
                )
        docs[doc_id] = chunks
    return docs


def percentiles(times: list[float]) -> str:
    ms = sorted(t * 1000 for t in times)
    p95 = ms[min(len(ms) - 1, round(0.95 * (len(ms) - 1)))]
    return f"p50 {statistics.median(ms):6.1f} ms  p95 {p95:6.1f} ms"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--chunks", type=int, default=20000)
    parser.add_argument("--queries", type=int, default=60)
    parser.add_argument(
        "--index", type=Path, default=None, help="keep the index here (default: a temp dir)"
    )
    parser.add_argument("--profile", action="store_true", help="cProfile the timed queries")
    args = parser.parse_args()
    rng = random.Random(7)
    real = MiniLMEmbedder()
    template = [
        " ".join(rng.choices(WORDS, k=30)) + f" {rng.choice(PERIPHERALS)}" for _ in range(400)
    ]
    stand_in = StandInEmbedder(real, real.embed(template))
    with tempfile.TemporaryDirectory() as scratch:
        tmp = args.index or Path(scratch)
        store = Store(Path(tmp) / "index")
        start = time.perf_counter()
        docs = synthetic_docs(args.chunks, rng)
        for doc_id, chunks in docs.items():
            store.sync_document(
                doc_id, chunks, stand_in, doc_type="reference_manual", chip=doc_id[-1]
            )
        print(f"indexed {store.count()} children in {time.perf_counter() - start:.0f} s")
        for label in ("rebuild", "cache"):
            if label == "rebuild":
                (Path(tmp) / "index" / "bm25.bin").unlink(missing_ok=True)
            t0 = time.perf_counter()
            store.lexical.load_index()
            print(f"BM25 load ({label}): {(time.perf_counter() - t0) * 1000:.0f} ms")
        for label in ("chroma", "cache"):
            if label == "chroma":
                (Path(tmp) / "index" / "dense.bin").unlink(missing_ok=True)
            t0 = time.perf_counter()
            ProjectIndex(store, real).dense()
            print(f"dense matrix load ({label}): {(time.perf_counter() - t0) * 1000:.0f} ms")
        index = ProjectIndex(store, real)
        queries = [
            "SPI1_CR3 BR[2:0]",
            "0x40013000",
            "how do I set the clock divider",
            "interrupt flag cleared by hardware",
            "USART2_CR1 enable",
            "prescaler for the timer",
        ]
        for mode, filters in (
            ("hybrid", {}),
            ("dense", {}),
            ("lexical", {}),
            ("hybrid", {"peripheral": "SPI"}),
        ):
            for q in queries:  # warm-up
                search(index, q, k=5, mode=mode, **filters)
            times, cpu = [], []
            profiler = cProfile.Profile() if args.profile else None
            if profiler is not None:
                profiler.enable()
            for i in range(args.queries):
                q = queries[i % len(queries)]
                t0, c0 = time.perf_counter(), time.process_time()
                search(index, q, k=5, mode=mode, **filters)
                times.append(time.perf_counter() - t0)
                cpu.append(time.process_time() - c0)
            label = mode + (f" {filters}" if filters else "")
            print(
                f"{label:32} {percentiles(times)}  "
                f"(CPU, all threads: p50 {statistics.median(cpu) * 1000:5.1f} ms)"
            )
            if profiler is not None:
                profiler.disable()
                pstats.Stats(profiler).sort_stats("cumulative").print_stats(18)
        # a long-lived reader after another document is re-added: the first query pays
        # the BM25 reload and the incremental dense update (one document re-read)
        doc_id, chunks = next(iter(docs.items()))
        store.sync_document(doc_id, chunks[:-5], stand_in, doc_type="reference_manual")
        t0 = time.perf_counter()
        search(index, queries[0], k=5)
        print(f"first hybrid query after re-syncing {doc_id}: {time.perf_counter() - t0:.2f} s")
        store.sync_document(doc_id, chunks, stand_in, doc_type="reference_manual")


if __name__ == "__main__":
    main()
