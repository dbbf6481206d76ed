"""Retrieval quality of hwcc search on the shared corpus: dense vs BM25 vs hybrid.

Builds (incrementally, so re-runs only re-embed what changed) an index of every corpus
document named in ``questions.tsv`` with the real ingest + chunk + store modules, then
asks every question in the three search modes. A question counts as answered at rank r
when the r-th hit comes from the question's document and its child or parent text
contains the answer string (case-insensitive, whitespace collapsed). Reports recall@5,
MRR@5 and how often the answering hit's pages include the expected page.

Usage: /work/venv/bin/python bench/retrieval/run.py [--index DIR] [--k 5] [--show-misses]
"""

from __future__ import annotations

import argparse
import csv
import re
import time
from pathlib import Path

from hwcc.embed.minilm import MiniLMEmbedder
from hwcc.index.store import Store
from hwcc.search import ProjectIndex, SearchHit, search
from hwcc.types import ChunkConfig, ParseResult

HERE = Path(__file__).resolve().parent
CORPUS = HERE.parents[2] / "shared" / "corpus"


def load_questions() -> list[dict[str, str]]:
    with (HERE / "questions.tsv").open(encoding="utf-8") as handle:
        return list(csv.DictReader(handle, delimiter="\t"))


def parse(path: Path, doc_id: str) -> ParseResult:
    from hwcc.errors import UsageError
    from hwcc.ingest.base import ParseOptions, parser_for

    kind = {".pdf": "pdf", ".md": "markdown", ".svd": "svd"}[path.suffix]
    try:
        parser = parser_for(kind)
    except UsageError:
        if kind != "markdown":
            raise
        # no Markdown parser yet: the file is already Markdown
        text = path.read_text(encoding="utf-8")
        return ParseResult(doc_id=doc_id, title=path.stem, doc_type="notes", content=text)
    return parser.parse(path, ParseOptions(doc_id=doc_id, source_path=str(path)))


def parse_cached(path: Path, doc_id: str, cache_dir: Path | None) -> ParseResult:
    """``parse``, memoised in ``cache_dir`` by file size + mtime + hwcc source version
    (``--parse-cache``: for repeated runs while experimenting; off by default)."""
    if cache_dir is None:
        return parse(path, doc_id)
    import hashlib
    import pickle

    import hwcc

    src = Path(hwcc.__file__).parent / "ingest"
    stamp = [path.stat().st_size, path.stat().st_mtime_ns]
    stamp += sorted((p.name, p.stat().st_mtime_ns) for p in src.glob("*.py"))
    key = hashlib.sha256(repr((doc_id, stamp)).encode()).hexdigest()[:16]
    cached = cache_dir / f"{key}.pickle"
    if cached.is_file():
        loaded: ParseResult = pickle.loads(cached.read_bytes())
        return loaded
    result = parse(path, doc_id)
    cache_dir.mkdir(parents=True, exist_ok=True)
    cached.write_bytes(pickle.dumps(result))
    return result


def build(
    index_dir: Path,
    docs: list[str],
    config: ChunkConfig,
    embedder: MiniLMEmbedder | None = None,
    parse_cache: Path | None = None,
) -> ProjectIndex:
    from dataclasses import replace

    from hwcc.config import Config
    from hwcc.index.sync import chunk_result

    embedder = embedder or MiniLMEmbedder()
    project_config = replace(Config(), chunk=config)
    store = Store(index_dir)
    store.remove_orphans(docs)
    for doc in docs:
        start = time.perf_counter()
        result = parse_cached(CORPUS / doc, doc, parse_cache)
        chunks = chunk_result(result, project_config)  # exactly what `hwcc add` stores
        stats = store.sync_document(doc, chunks, embedder, doc_type=result.doc_type)
        children = sum(1 for c in chunks if c.level != "parent")
        print(
            f"  {doc}: {children} children, +{stats.added} -{stats.removed} "
            f"={stats.kept} ~{stats.updated} in {time.perf_counter() - start:.1f} s"
        )
    return ProjectIndex(store, embedder)


def norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().lower()


def answered(hit: SearchHit, q: dict[str, str]) -> bool:
    answer = norm(q["answer"])
    return hit.doc_id == q["doc"] and (answer in norm(hit.text) or answer in norm(hit.parent_text))


def page_ok(hit: SearchHit, q: dict[str, str]) -> bool:
    if q["page"] == "-" or hit.page_start is None:
        return q["page"] == "-"
    page = int(q["page"])
    return hit.page_start - 1 <= page <= (hit.page_end or hit.page_start) + 1


def evaluate(index: ProjectIndex, questions: list[dict[str, str]], k: int, show: bool) -> None:
    print(f"{'mode':8} {'recall@' + str(k):>9} {'MRR':>6} {'page ok':>8} {'exact':>6} {'para':>6}")
    for mode in ("dense", "lexical", "hybrid"):
        found = rr = pages = 0.0
        by_kind = {"exact": [0, 0], "para": [0, 0]}
        misses = []
        for q in questions:
            hits = search(index, q["question"], k=k, mode=mode)
            rank = next((i for i, h in enumerate(hits, 1) if answered(h, q)), None)
            by_kind[q["kind"]][1] += 1
            if rank is None:
                misses.append(q["id"])
                continue
            found += 1
            by_kind[q["kind"]][0] += 1
            rr += 1.0 / rank
            pages += page_ok(hits[rank - 1], q)
        n = len(questions)
        ex, pa = by_kind["exact"], by_kind["para"]
        print(
            f"{mode:8} {found / n:9.3f} {rr / n:6.3f} {pages / max(found, 1):8.2f} "
            f"{ex[0]}/{ex[1]:<4} {pa[0]}/{pa[1]}"
        )
        if show and misses:
            print(f"         misses: {' '.join(misses)}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--index", type=Path, default=Path("/tmp/hwcc-retrieval-index"))
    parser.add_argument("--k", type=int, default=5)
    parser.add_argument("--max-tokens", type=int, default=ChunkConfig().max_tokens)
    parser.add_argument("--show-misses", action="store_true")
    parser.add_argument("--long-text", choices=("mean", "first"), default="mean")
    parser.add_argument("--parse-cache", type=Path, default=None)
    args = parser.parse_args()
    questions = load_questions()
    docs = sorted({q["doc"] for q in questions})
    config = ChunkConfig(max_tokens=args.max_tokens)
    print(f"{len(questions)} questions over {len(docs)} documents; index {args.index}")
    embedder = MiniLMEmbedder(long_text=args.long_text)
    index = build(args.index, docs, config, embedder, args.parse_cache)
    evaluate(index, questions, args.k, args.show_misses)


if __name__ == "__main__":
    main()
