"""Retrieval with other embedding choices on an index built by ``run.py``.

The variants change only the child vectors, never the chunks, texts or lexical side, so
they reuse the store of a ``run.py`` index built with the current code
(``long_text="mean"``, :func:`hwcc.index.store.embed_text` = compacted tables) and swap
in an in-memory :class:`~hwcc.index.dense.DenseMatrix` whose rows are re-embedded where
the variant's input differs (rows whose input is unchanged keep the stored vector, which
is what the variant would have produced):

- ``first-window``: chunks longer than MiniLM's 256-piece window embedded from their
  first window only (``MiniLMEmbedder(long_text="first")``) instead of the mean of all
  windows.
- ``full-tables``: the embed text without :func:`hwcc.index.compact.compact_tables`
  (table columns of numbers/hex/access codes kept).

Also reports how many children exceed the window. Usage (after ``run.py --index DIR``):
/work/venv/bin/python bench/retrieval/variants.py [--index DIR] [--variant ...]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from run import evaluate, load_questions

from hwcc.embed.minilm import WINDOW, MiniLMEmbedder
from hwcc.index.compact import compact_tables
from hwcc.index.dense import DenseMatrix
from hwcc.index.store import Store
from hwcc.search import ProjectIndex


class SwappedIndex(ProjectIndex):
    """A ProjectIndex whose dense side is a given matrix (queries by ``embedder``)."""

    def __init__(self, store: Store, embedder: MiniLMEmbedder, matrix: DenseMatrix) -> None:
        super().__init__(store, embedder)
        self._matrix = matrix
        self._checked = True  # the variant embedder differs from the index's by design

    def dense(self) -> DenseMatrix:
        return self._matrix


def full_texts(store: Store, ids: list[str]) -> list[str]:
    """Section path + child text of each record (:func:`hwcc.index.store.lexical_text`)."""
    records = store.get_children(ids)
    out = []
    for rid in ids:
        rec = records[rid]
        section = str(rec.metadata.get("section_path", ""))
        out.append(f"{section}\n{rec.text}" if section else rec.text)
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--index", type=Path, default=Path("/tmp/hwcc-retrieval-index"))
    parser.add_argument("--k", type=int, default=5)
    parser.add_argument(
        "--variant", action="append", choices=("first-window", "full-tables"), default=None
    )
    args = parser.parse_args()
    store = Store(args.index)
    base = DenseMatrix.from_store(store)
    full = full_texts(store, base.ids)
    texts = [compact_tables(t) for t in full]  # what the stored vectors embedded
    mean = MiniLMEmbedder()
    pieces = np.array([mean.token_count(t) + 2 for t in texts])
    full_pieces = np.array([mean.token_count(t) + 2 for t in full])
    for label, counts in (("full text", full_pieces), ("embed text", pieces)):
        over = int((counts > WINDOW).sum())
        print(
            f"{len(texts)} children, {label}: word pieces (with [CLS]/[SEP]) median "
            f"{np.median(counts):.0f}, p95 {np.percentile(counts, 95):.0f}, max {counts.max()}; "
            f"{over} ({over / len(texts):.1%}) exceed the {WINDOW}-piece window"
        )
    questions = load_questions()
    print("baseline (stored vectors: mean of windows, compacted tables)")
    evaluate(ProjectIndex(store, mean), questions, args.k, True)
    variants: dict[str, tuple[MiniLMEmbedder, list[str]]] = {
        "first-window": (MiniLMEmbedder(long_text="first"), texts),
        "full-tables": (mean, full),
    }
    for name in args.variant or list(variants):
        embedder, new_texts = variants[name]
        changed = [
            i
            for i, (old, new, n) in enumerate(zip(texts, new_texts, pieces, strict=True))
            if new != old or (name == "first-window" and n > WINDOW)
        ]
        vectors = base.vectors.copy()
        start = time.perf_counter()
        if changed:
            vectors[changed] = embedder.embed([new_texts[i] for i in changed])
        took = time.perf_counter() - start
        new_pieces = sum(mean.token_count(new_texts[i]) for i in changed)
        old_pieces = sum(int(pieces[i]) - 2 for i in changed)
        print(
            f"{name}: re-embedded {len(changed)} children in {took:.0f} s "
            f"(their word pieces {old_pieces} -> {new_pieces})"
        )
        matrix = DenseMatrix(
            base.ids, vectors, base.parents, base.values, base.codes, base.embedder
        )
        evaluate(SwappedIndex(store, embedder, matrix), questions, args.k, True)


if __name__ == "__main__":
    main()
