"""Digests of the chunker's output over the shared corpus, to check that a refactor of
``hwcc.chunk`` changes no chunk.

    python bench/chunk_digest.py --save before.json     # on the old code
    python bench/chunk_digest.py --compare before.json  # on the new code; exit 1 on a change

Every corpus document (PDFs via ``PdfParser``, SVDs via ``SvdParser``, the Markdown notes
via ``MarkdownParser``) is chunked with ``chunk_document`` under each config of
:data:`CONFIGS` (the defaults, every strategy, small budgets with and without overlap);
the digest of one document and config is the chunk count and the SHA-256 of
``repr((chunks, strategy, reason))``, so every ``Chunk`` field counts. Parse results are
cached under the system temp dir, keyed by the ingest sources and the corpus files
(parsing the PDFs takes about a minute).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import pickle
import sys
import tempfile
from pathlib import Path

from hwcc.chunk.base import chunk_document
from hwcc.ingest.base import ParseOptions
from hwcc.types import ChunkConfig, ParseResult

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT.parent / "shared" / "corpus"
_STRATEGIES = ("auto", "headers", "fixed", "delimiter", "none")

CONFIGS: dict[str, ChunkConfig] = {
    "default": ChunkConfig(),
    **{f"strategy={s}": ChunkConfig(strategy=s) for s in _STRATEGIES[1:]},
    **{
        f"max64/{s}": ChunkConfig(
            max_tokens=64, min_tokens=16, overlap_tokens=16, parent_max_tokens=256, strategy=s
        )
        for s in _STRATEGIES
    },
    "max64/overlap0": ChunkConfig(max_tokens=64, overlap_tokens=0),
    "max512/overlap0": ChunkConfig(
        max_tokens=512, overlap_tokens=0, min_tokens=32, parent_max_tokens=1536
    ),
    "levels12": ChunkConfig(header_levels=(1, 2)),
    "max16": ChunkConfig(max_tokens=16, overlap_tokens=4, min_tokens=4, parent_max_tokens=40),
}


def _files() -> list[tuple[str, Path]]:
    return [
        (kind, p)
        for kind in ("pdf", "svd", "md")
        for p in sorted((CORPUS / kind).glob(f"*.{kind}"))
    ]


def parse_corpus() -> dict[str, ParseResult]:
    """``kind/name`` -> ParseResult of every corpus document (cached)."""
    import hwcc.ingest as ingest_pkg

    files = _files()
    if not files:
        sys.exit(f"shared corpus not found under {CORPUS}")
    key = hashlib.sha256()
    for src in sorted(Path(ingest_pkg.__file__).parent.rglob("*.py")):
        key.update(src.read_bytes())
    for _, p in files:
        key.update(f"{p.name}:{p.stat().st_size}".encode())
    cache = Path(tempfile.gettempdir()) / f"hwcc-chunk-digest-{key.hexdigest()[:12]}.pkl"
    if cache.exists():
        with cache.open("rb") as f:
            cached: dict[str, ParseResult] = pickle.load(f)  # our own cache
        return cached
    from hwcc.ingest.markdown import MarkdownParser
    from hwcc.ingest.pdf.parser import PdfParser
    from hwcc.ingest.svd.parser import SvdParser

    parsers = {"pdf": PdfParser(), "svd": SvdParser(), "md": MarkdownParser()}
    out = {
        f"{kind}/{p.name}": parsers[kind].parse(p, ParseOptions(doc_id=p.stem, source_path=str(p)))
        for kind, p in files
    }
    cache.write_bytes(pickle.dumps(out))
    return out


def digests() -> dict[str, str]:
    """``"kind/name | config"`` -> ``"<chunk count> <sha256>"``."""
    out: dict[str, str] = {}
    for name, pr in parse_corpus().items():
        for cname, cfg in CONFIGS.items():
            r = chunk_document(pr, cfg)
            h = hashlib.sha256(repr((r.chunks, r.strategy, r.reason)).encode()).hexdigest()
            out[f"{name} | {cname}"] = f"{len(r.chunks)} {h}"
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    group = ap.add_mutually_exclusive_group(required=True)
    group.add_argument("--save", type=Path, help="write the digests to this JSON file")
    group.add_argument("--compare", type=Path, help="compare with digests saved earlier")
    args = ap.parse_args()
    now = digests()
    if args.save:
        args.save.write_text(json.dumps(now, indent=1, sort_keys=True) + "\n")
        print(f"{len(now)} digests written to {args.save}")
        return
    saved = json.loads(args.compare.read_text())
    changed = sorted(k for k in saved.keys() | now.keys() if saved.get(k) != now.get(k))
    for k in changed:
        print(f"changed: {k}: {saved.get(k)} -> {now.get(k)}")
    print(f"{len(now)} digests, {len(changed)} changed")
    sys.exit(1 if changed else 0)


if __name__ == "__main__":
    main()
