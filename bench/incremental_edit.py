"""How much of a Markdown document is re-embedded after an edit (issue 5: editing 5 % of a
document must re-embed at most 10 % of its chunks).

Usage: python bench/incremental_edit.py [FILE.md ...]
       (default: both notes in ../shared/corpus/md/)

The document is chunked with the ``hwcc add`` defaults and synced into a real Chroma store
on a temp dir; then an edited copy is synced and the child texts the store sends to the
embedder are counted (the count does not depend on the model, so the sweep uses a
counting embedder that returns unit vectors; ``--real`` uses the default MiniLM model).
An edit inserts `` edited`` after the first word (two or more letters) of 5 % of the
document's non-blank lines (rounded up), so that tables, lists and fences stay what they
were; lines without such a word (delimiter rows, fences, rules) are not edited:

- ``body``: a contiguous run of non-blank, non-heading lines, at *every* start position
  of the document (the run skips headings: renaming a heading changes the section path
  of every chunk below it, so every one of them is re-embedded by design);
- ``any``: the same, headings included;
- ``scattered``: every 20th non-blank line (the worst case: almost every chunk changes).

For the sweeps it prints mean, median, 90th percentile and maximum of the re-embedded
share of children, and the share of start positions above 10 %.
"""

from __future__ import annotations

import re
import statistics
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import numpy.typing as npt

from hwcc.config import Config
from hwcc.index.store import Store
from hwcc.index.sync import chunk_result
from hwcc.ingest.base import ParseOptions, parser_for
from hwcc.types import Chunk

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus"
DIM = 384
STEP = 2  # every 2nd start position (a sync costs ~0.5 s)
WORD = re.compile(r"[A-Za-z]{2,}")


class Counting:
    """Counts the texts it is asked to embed; returns unit vectors (or delegates to
    the real default embedder with ``real=True``)."""

    def __init__(self, real: bool) -> None:
        self.inner = None
        if real:
            from hwcc.embed.base import embedder_for

            self.inner = embedder_for(Config().embedding)
        self.name = "counting" if self.inner is None else self.inner.name
        self.dim = DIM
        self.max_input_tokens = 256
        self.count = 0

    def embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        self.count += len(texts)
        if self.inner is not None:
            return self.inner.embed(texts)
        vectors = np.zeros((len(texts), DIM), dtype=np.float32)
        vectors[:, 0] = 1.0
        return vectors


def chunks_of(lines: list[str], tmp: Path) -> list[Chunk]:
    doc = tmp / "doc.md"
    doc.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = parser_for("markdown").parse(doc, ParseOptions(doc_id="doc"))
    return chunk_result(result, Config())


def edit(lines: list[str], targets: Sequence[int]) -> list[str]:
    out = list(lines)
    for i in targets:
        word = WORD.search(out[i])
        assert word is not None
        out[i] = out[i][: word.end()] + " edited" + out[i][word.end() :]
    return out


def windows(lines: list[str], how: str) -> list[list[int]]:
    """Line indices to edit, one list per edit (see module docstring)."""
    want = -(-sum(1 for line in lines if line.strip()) // 20)
    editable = [i for i, line in enumerate(lines) if WORD.search(line)]
    if how == "scattered":
        return [editable[:: max(1, len(editable) // want)][:want]]
    pool = editable if how == "any" else [i for i in editable if not lines[i].startswith("#")]
    return [pool[s : s + want] for s in range(0, len(pool) - want + 1, STEP)]


def measure(path: Path, how: str, real: bool) -> None:
    lines = path.read_text(encoding="utf-8").splitlines()
    edits = windows(lines, how)
    with tempfile.TemporaryDirectory() as name:
        tmp = Path(name)
        store = Store(tmp / "index")
        embedder = Counting(real)
        original = chunks_of(lines, tmp)
        children = sum(1 for c in original if c.level == "child")
        store.sync_document("doc", original, embedder)
        shares: list[float] = []
        for targets in edits:
            before = embedder.count
            store.sync_document("doc", chunks_of(edit(lines, targets), tmp), embedder)
            shares.append((embedder.count - before) / children)
            store.sync_document("doc", original, embedder)
    n_lines = len(edits[0])
    share = f"{n_lines} of {sum(1 for line in lines if line.strip())} non-blank lines"
    if len(shares) == 1:
        print(f"{path.name} ({children} children) {how}: {share} -> {shares[0]:.1%}")
        return
    ordered = sorted(shares)
    p90 = ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]
    over = sum(1 for s in shares if s > 0.10) / len(shares)
    print(
        f"{path.name} ({children} children) {how}: {share}, {len(shares)} start positions: "
        f"mean {statistics.mean(shares):.1%} median {statistics.median(shares):.1%} "
        f"p90 {p90:.1%} max {max(shares):.1%}; positions over 10 %: {over:.0%}"
    )


def main() -> None:
    real = "--real" in sys.argv
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    paths = [Path(a) for a in args] or sorted((CORPUS / "md").glob("*.md"))
    for path in paths:
        for how in ("body", "any", "scattered"):
            measure(path, how, real)


if __name__ == "__main__":
    main()
