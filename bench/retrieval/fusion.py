"""Fusion and BM25 variants on an index built by ``run.py`` (hybrid recall@k / MRR@k).

Every variant answers the same questions on the same store; only
:class:`hwcc.search.hybrid.Fusion` and the BM25 ``k1``/``b`` (an in-memory index rebuilt
from the stored lexical files) change. Prints one line per variant plus the dense-only
and BM25-only references for each BM25 setting. Usage (after ``run.py --index DIR``):
/work/venv/bin/python bench/retrieval/fusion.py [--index DIR]
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from run import answered, load_questions

from hwcc.embed.minilm import MiniLMEmbedder
from hwcc.index.bm25 import Bm25Index
from hwcc.index.store import Store
from hwcc.search import ProjectIndex, search
from hwcc.search.hybrid import Fusion

BASE = Fusion(
    rrf_k=60, identifier_lexical_weight=1.0, group_first=False, method="rrf", candidates=50
)
VARIANTS: list[tuple[str, Fusion]] = [
    ("baseline RRF k=60, 50/list, child ranks", BASE),
    ("group children by parent before fusion", replace(BASE, group_first=True)),
    ("20 candidates/list", replace(BASE, candidates=20)),
    ("100 candidates/list", replace(BASE, candidates=100)),
    ("RRF k=10", replace(BASE, rrf_k=10)),
    ("RRF k=30", replace(BASE, rrf_k=30)),
    ("lexical weight 1.5", replace(BASE, lexical_weight=1.5, identifier_lexical_weight=1.5)),
    ("lexical weight 2", replace(BASE, lexical_weight=2.0, identifier_lexical_weight=2.0)),
    ("identifier query -> lexical weight 2", replace(BASE, identifier_lexical_weight=2.0)),
    ("identifier query -> lexical weight 3", replace(BASE, identifier_lexical_weight=3.0)),
    (
        "grouped + identifier lexical 2",
        replace(BASE, group_first=True, identifier_lexical_weight=2.0),
    ),
    (
        "grouped + identifier lexical 2 + RRF k=30",
        replace(BASE, group_first=True, identifier_lexical_weight=2.0, rrf_k=30),
    ),
    (
        "grouped + lexical 1.5",
        replace(BASE, group_first=True, lexical_weight=1.5, identifier_lexical_weight=1.5),
    ),
]
CONVEX = replace(BASE, method="convex")
VARIANTS += [
    ("convex (min-max) 0.5/0.5, child scores", CONVEX),
    ("convex grouped", replace(CONVEX, group_first=True)),
    (
        "convex grouped + identifier lexical 2",
        replace(CONVEX, group_first=True, identifier_lexical_weight=2.0),
    ),
    ("convex grouped, 100 candidates", replace(CONVEX, group_first=True, candidates=100)),
    ("convex grouped, 20 candidates", replace(CONVEX, group_first=True, candidates=20)),
    (
        "grouped + identifier lexical 3",
        replace(BASE, group_first=True, identifier_lexical_weight=3.0),
    ),
]
BM25_PARAMS = [(1.2, 0.75), (0.9, 0.4), (1.2, 0.3), (1.6, 0.75), (2.0, 0.9)]


class FixedBm25Index(ProjectIndex):
    def __init__(self, store: Store, embedder: MiniLMEmbedder, bm25: Bm25Index) -> None:
        super().__init__(store, embedder)
        self._fixed = bm25

    def bm25(self) -> Bm25Index:
        return self._fixed


def score(
    index: ProjectIndex, questions: list[dict[str, str]], k: int, mode: str, fusion: Fusion
) -> tuple[float, float, list[str]]:
    found = rr = 0.0
    misses = []
    for q in questions:
        hits = search(index, q["question"], k=k, mode=mode, fusion=fusion)
        rank = next((i for i, h in enumerate(hits, 1) if answered(h, q)), None)
        if rank is None:
            misses.append(q["id"])
        else:
            found += 1
            rr += 1.0 / rank
    return found / len(questions), rr / len(questions), misses


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--index", type=Path, default=Path("/tmp/hwcc-retrieval-index"))
    parser.add_argument("--k", type=int, default=5)
    parser.add_argument("--bm25", action="store_true", help="also try BM25 k1/b settings")
    parser.add_argument("--first", type=int, default=0, help="only the first N questions")
    args = parser.parse_args()
    questions = load_questions()[: args.first or None]
    store = Store(args.index)
    embedder = MiniLMEmbedder()
    entries = store.lexical.entries()
    print(f"{len(questions)} questions; recall@{args.k} / MRR@{args.k}; misses")
    for k1, b in BM25_PARAMS if args.bm25 else BM25_PARAMS[:1]:
        index = FixedBm25Index(store, embedder, Bm25Index.build(entries, k1=k1, b=b))
        print(f"BM25 k1={k1} b={b}")
        for mode in ("dense", "lexical"):
            if mode == "dense" and (k1, b) != BM25_PARAMS[0]:
                continue
            r, m, miss = score(index, questions, args.k, mode, BASE)
            print(f"  {mode + ' only':44} {r:.3f} {m:.3f}  {' '.join(miss)}")
        variants = VARIANTS if (k1, b) == BM25_PARAMS[0] else VARIANTS[:2]
        for label, fusion in variants:
            r, m, miss = score(index, questions, args.k, "hybrid", fusion)
            print(f"  {label:44} {r:.3f} {m:.3f}  {' '.join(miss)}", flush=True)


if __name__ == "__main__":
    main()
