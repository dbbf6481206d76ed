"""How much of a Markdown document is re-embedded after an edit (issue 5: editing 5 % of a
document must re-embed at most 10 % of its chunks).

Usage: python bench/incremental_edit.py [FILE.md]   (default: ../shared/corpus/md/DxCore_Errata.md)

Indexes the document into a temp store with the real default embedder, then edits it and
syncs again, counting the child chunks the embedder is asked for. Two edits:
- ``section``: about 5 % of the lines, contiguous, in the middle (one section rewritten);
- ``scattered``: every 20th line (5 % of lines spread over the whole document; the worst
  case, since almost every chunk then changes).
"""

from __future__ import annotations

import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import numpy.typing as npt

from hwcc.config import Config
from hwcc.indexing import chunk_result
from hwcc.ingest.base import ParseOptions, parser_for
from hwcc.store.chroma import Store
from hwcc.types import ParseResult

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus"


class Counting:
    """Delegates to the real embedder and counts the texts it embeds."""

    def __init__(self) -> None:
        from hwcc.embed.base import embedder_for

        self.inner = embedder_for(Config().embedding)
        self.name, self.dim = self.inner.name, self.inner.dim
        self.max_input_tokens = self.inner.max_input_tokens
        self.count = 0

    def embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        self.count += len(texts)
        return self.inner.embed(texts)


def edited(lines: list[str], how: str) -> list[str]:
    out = list(lines)
    n = len(lines)
    want = -(-n // 20)  # 5 % of the lines, rounded up; blank lines are not edited
    if how == "section":
        order = list(range(n // 2, n)) + list(range(n // 2))
    else:
        order = [i for k in range(20) for i in range(k, n, 20)]
    done = 0
    for i in order:
        if done == want:
            break
        if out[i].strip():
            out[i] += " (edited)"
            done += 1
    return out


def main() -> None:
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else CORPUS / "md" / "DxCore_Errata.md"
    lines = path.read_text(encoding="utf-8").splitlines()
    for how in ("section", "scattered"):
        with tempfile.TemporaryDirectory() as tmp:
            store = Store(Path(tmp) / "index")
            embedder = Counting()
            for step, text_lines in enumerate((lines, edited(lines, how))):
                doc = Path(tmp) / "doc.md"
                doc.write_text("\n".join(text_lines) + "\n", encoding="utf-8")
                result: ParseResult = parser_for("markdown").parse(doc, ParseOptions(doc_id="doc"))
                chunks = chunk_result(result, Config())
                children = sum(1 for c in chunks if c.level == "child")
                before = embedder.count
                store.sync_document("doc", chunks, embedder)
                if step == 1:
                    redone = embedder.count - before
                    changed = sum(1 for a, b in zip(lines, text_lines, strict=True) if a != b)
                    print(
                        f"{path.name}: {how} edit of {changed}/{len(lines)} lines "
                        f"({changed / len(lines):.1%}) re-embedded {redone}/{children} "
                        f"children ({redone / children:.1%})"
                    )


if __name__ == "__main__":
    main()
