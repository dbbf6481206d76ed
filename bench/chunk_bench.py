"""Chunking benchmark: hwcc MarkdownChunker against the splitters people use today.

Run (peers are not hwcc dependencies; see bench/README.md "Chunking" for the venv):

    /work/venv-chunkbench/bin/python bench/chunk_bench.py [--repeat 5] [--budget 512]

Inputs, built in this process and cached under the system temp dir:
* ``large``: Markdown from every PDF in shared/corpus/pdf (PyMuPDF ``get_text`` blocks
  plus ``find_tables()`` rendered as pipe tables), plus one fenced C block of register
  defines per SVD peripheral of rp2040.svd and the corpus Markdown notes (>= 1 MB);
* ``small``: the corpus Markdown notes (~60 KB);
* ``svd``: what ``hwcc add STM32F407.svd`` chunks, the Markdown ``SvdParser`` renders
  from shared/corpus/svd/STM32F407.svd (~1.15 MB, one section per register).

``--config default`` also times hwcc with the ``[chunk]`` defaults ``hwcc add`` uses
(200 tokens, 24 overlap) on the same inputs (hwcc only: peers have no such mode).

For each chunker and input: median wall time of ``--repeat`` runs after one warm-up,
that time as a multiple of the limit (one ``encode_ordinary`` pass over the whole
text), chunk count, maximum chunk tokens (cl100k), tables and fences that fit the
budget yet no chunk holds whole, and chunks holding table rows without a header and
delimiter row. Every chunker uses the offline cl100k encoding and no overlap.
"""

from __future__ import annotations

import argparse
import hashlib
import re
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from hwcc.chunk.blocks import FENCE, TABLE, scan_blocks
from hwcc.chunk.markdown import MarkdownChunker
from hwcc.types import ChunkConfig, ParseResult
from hwcc.util.tokens import OFFLINE_ENCODING, encoding

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT.parent / "shared" / "corpus"
Chunker = Callable[[str], list[str]]


# ------------------------------------------------------------------ inputs
def _table_md(rows: list[list[str | None]]) -> str:
    def cell(v: str | None) -> str:
        return " ".join((v or "").split()).replace("|", "\\|")

    if not rows:
        return ""
    width = max(len(r) for r in rows)
    lines = []
    for k, r in enumerate(rows):
        cells = [cell(c) for c in r] + [""] * (width - len(r))
        lines.append("| " + " | ".join(cells) + " |")
        if k == 0:
            lines.append("|" + "|".join(" --- " for _ in range(width)) + "|")
    return "\n".join(lines)


def pdf_markdown(path: Path) -> str:
    import pymupdf

    out = [f"# {path.stem}\n"]
    with pymupdf.open(path) as doc:
        for page in doc:
            out.append(f"## {path.stem} page {page.number + 1}\n")
            try:
                tables = list(page.find_tables().tables)
            except Exception:  # a page PyMuPDF cannot analyse: text only
                tables = []
            boxes = [pymupdf.Rect(t.bbox) for t in tables]
            items: list[tuple[float, str]] = []
            for b in page.get_text("blocks"):
                rect = pymupdf.Rect(b[:4])
                if b[6] != 0 or any(rect.intersects(box) for box in boxes):
                    continue
                text = " ".join(str(b[4]).split())
                if text:
                    items.append((rect.y0, text))
            for t, box in zip(tables, boxes, strict=True):
                md = _table_md(t.extract())
                if md:
                    items.append((box.y0, md))
            items.sort(key=lambda x: x[0])
            out.extend(text + "\n" for _, text in items)
    return "\n".join(out)


def svd_code(path: Path) -> str:
    from lxml import etree

    tree = etree.parse(str(path))
    out = [f"# {path.stem} register defines\n"]
    for p in tree.iter("peripheral"):
        name = p.findtext("name") or "P"
        base = p.findtext("baseAddress") or "0"
        regs = p.find("registers")
        lines = [f"#define {name}_BASE {base}"]
        if regs is not None:
            for r in regs.iter("register"):
                off = r.findtext("addressOffset") or "0"
                desc = " ".join((r.findtext("description") or "").split())[:60]
                lines.append(
                    f"#define {name}_{r.findtext('name')} (*(volatile uint32_t *)"
                    f"({name}_BASE + {off}))  /* {desc} */"
                )
        out.append(f"## {name}\n\n```c\n" + "\n".join(lines) + "\n```\n")
    return "\n".join(out)


def build_inputs() -> dict[str, str]:
    pdfs = sorted((CORPUS / "pdf").glob("*.pdf"))
    notes = sorted((CORPUS / "md").glob("*.md"))
    if not pdfs or not notes:
        sys.exit(f"shared corpus not found under {CORPUS}")
    key = hashlib.sha256(
        "".join(f"{p.name}:{p.stat().st_size}" for p in pdfs + notes).encode()
    ).hexdigest()[:12]
    cache = Path(tempfile.gettempdir()) / f"hwcc-chunk-bench-{key}.md"
    small = "\n\n".join(p.read_text(encoding="utf-8") for p in notes)
    if not cache.exists():
        parts = [pdf_markdown(p) for p in pdfs]
        svd = CORPUS / "svd" / "rp2040.svd"
        if svd.exists():
            parts.append(svd_code(svd))
        parts.append(small)
        cache.write_text("\n\n".join(parts), encoding="utf-8")
    inputs = {"large": cache.read_text(encoding="utf-8"), "small": small}
    svd_path = CORPUS / "svd" / "STM32F407.svd"
    if svd_path.exists():
        inputs["svd"] = svd_markdown(svd_path)
    return inputs


def svd_markdown(path: Path) -> str:
    """The Markdown ``hwcc add`` chunks for an SVD file (SvdParser output)."""
    from hwcc.ingest.base import ParseOptions, parser_for

    return parser_for("svd").parse(path, ParseOptions(doc_id=path.stem)).content


# ------------------------------------------------------------------ chunkers
def hwcc_chunker(budget: int) -> Chunker:
    cfg = ChunkConfig(max_tokens=budget, overlap_tokens=0, min_tokens=32, parent_max_tokens=1536)
    chunker = MarkdownChunker(cfg)

    def run(text: str) -> list[str]:
        pr = ParseResult(doc_id="bench", title="", doc_type="datasheet", content=text)
        return [c.text for c in chunker.chunk(pr) if c.level == "child"]

    return run


def langchain_header_recursive(budget: int) -> Chunker:
    from langchain_text_splitters import (
        MarkdownHeaderTextSplitter,
        RecursiveCharacterTextSplitter,
    )

    headers = [("#" * i, f"h{i}") for i in range(1, 7)]
    md = MarkdownHeaderTextSplitter(headers_to_split_on=headers, strip_headers=False)
    rec = RecursiveCharacterTextSplitter.from_tiktoken_encoder(
        encoding_name=OFFLINE_ENCODING, chunk_size=budget, chunk_overlap=0
    )

    def run(text: str) -> list[str]:
        return [d.page_content for d in rec.split_documents(md.split_text(text))]

    return run


def langchain_markdown_recursive(budget: int) -> Chunker:
    from langchain_text_splitters import Language, RecursiveCharacterTextSplitter

    rec = RecursiveCharacterTextSplitter.from_tiktoken_encoder(
        encoding_name=OFFLINE_ENCODING,
        chunk_size=budget,
        chunk_overlap=0,
        separators=RecursiveCharacterTextSplitter.get_separators_for_language(Language.MARKDOWN),
        is_separator_regex=True,
    )
    return rec.split_text


def chonkie_recursive(budget: int) -> Chunker:
    from chonkie import RecursiveChunker, RecursiveLevel, RecursiveRules

    # Local Markdown rules (from_recipe("markdown") downloads them from a model hub):
    # headings, paragraphs, lines, sentences, whitespace, characters.
    rules = RecursiveRules(
        levels=[
            RecursiveLevel(
                delimiters=["\n# ", "\n## ", "\n### ", "\n#### ", "\n##### ", "\n###### "],
                include_delim="next",
            ),
            RecursiveLevel(delimiters=["\n\n"]),
            RecursiveLevel(delimiters=["\n"]),
            RecursiveLevel(delimiters=[". ", "! ", "? "]),
            RecursiveLevel(whitespace=True),
            RecursiveLevel(),
        ]
    )
    chunker = RecursiveChunker(tokenizer=encoding(), chunk_size=budget, rules=rules)

    def run(text: str) -> list[str]:
        return [c.text for c in chunker.chunk(text)]

    return run


def semchunk_chunker(budget: int) -> Chunker:
    import semchunk

    chunker = semchunk.chunkerify(encoding(), chunk_size=budget)

    def run(text: str) -> list[str]:
        return list(chunker(text))

    return run


HWCC = "hwcc MarkdownChunker"
PEERS: dict[str, Callable[[int], Chunker]] = {
    HWCC: hwcc_chunker,
    "langchain header+recursive": langchain_header_recursive,
    "langchain recursive (md separators)": langchain_markdown_recursive,
    "chonkie RecursiveChunker (md rules)": chonkie_recursive,
    "semchunk": semchunk_chunker,
}


# ------------------------------------------------------------------ quality
def atomic_blocks(text: str, budget: int) -> tuple[list[str], list[str]]:
    """Tables and fences of ``text`` that fit ``budget`` tokens (stripped text)."""
    enc = encoding()
    tables: list[str] = []
    fences: list[str] = []
    for b in scan_blocks(text, None):
        if b.kind not in (TABLE, FENCE):
            continue
        body = text[b.start : b.end].strip()
        if len(enc.encode_ordinary(body)) <= budget:
            (tables if b.kind == TABLE else fences).append(body)
    return tables, fences


def broken(blocks: list[str], chunks: list[str]) -> int:
    """Blocks no chunk holds whole (candidates found by the block's first line)."""
    by_line: dict[str, list[int]] = {}
    for k, c in enumerate(chunks):
        for line in set(c.split("\n")):
            by_line.setdefault(line.strip(), []).append(k)
    n = 0
    for block in blocks:
        first = block.split("\n", 1)[0].strip()
        if not any(block in chunks[k] for k in by_line.get(first, [])):
            n += 1
    return n


_ROW = re.compile(r"^\s*\|.*\|\s*$")
_DELIM_ROW = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")


def headless(chunks: list[str]) -> int:
    """Chunks holding pipe-table rows but no header + delimiter row pair."""
    n = 0
    for c in chunks:
        lines = c.split("\n")
        if any(_ROW.match(x) for x in lines) and not any(_DELIM_ROW.match(x) for x in lines):
            n += 1
    return n


# ------------------------------------------------------------------ main
def timed_interleaved(
    fns: dict[str, Callable[[], object]], repeat: int
) -> dict[str, tuple[float, float]]:
    """Median wall and CPU seconds per function over ``repeat`` rounds after one warm-up
    round; each round runs every function once, in turn, so load from other processes
    on the machine hits all of them alike."""
    for fn in fns.values():
        fn()  # warm-up
    wall: dict[str, list[float]] = {k: [] for k in fns}
    cpu: dict[str, list[float]] = {k: [] for k in fns}
    for _ in range(repeat):
        for name, fn in fns.items():
            c0 = time.process_time()
            t0 = time.perf_counter()
            fn()
            wall[name].append(time.perf_counter() - t0)
            cpu[name].append(time.process_time() - c0)
    return {k: (statistics.median(wall[k]), statistics.median(cpu[k])) for k in fns}


def _target_line(times: dict[str, tuple[float, float]], limit: float) -> str:
    """Issue 3's speed targets for this input, from the median wall times: hwcc's speed-up
    over each langchain variant and over chonkie, and hwcc's time as a multiple of the
    limit (targets: >= 2x, >= 1x, <= 2x)."""
    hwcc = times.get(HWCC)
    if hwcc is None:
        return ""
    parts = [
        f"{name} {times[name][0] / hwcc[0]:.2f}x"
        for name in times
        if name.startswith(("langchain", "chonkie"))
    ]
    return (
        f"\nhwcc speed-up (median wall): {', '.join(parts) or 'no peers run'}; "
        f"hwcc at {hwcc[0] / limit:.2f}x the limit"
    )


def hwcc_defaults_run(text: str) -> list[str]:
    """hwcc with the ``[chunk]`` defaults ``hwcc add`` uses (200 tokens, 24 overlap)."""
    pr = ParseResult(doc_id="bench", title="", doc_type="datasheet", content=text)
    return [c.text for c in MarkdownChunker(ChunkConfig()).chunk(pr) if c.level == "child"]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--budget", type=int, default=512)
    ap.add_argument("--only", default="", help="comma-separated peer name substrings")
    ap.add_argument("--inputs", default="", help="comma-separated input names")
    args = ap.parse_args()
    inputs = build_inputs()
    enc = encoding()
    budget = args.budget
    for name, text in inputs.items():
        if args.inputs and name not in args.inputs.split(","):
            continue
        tables, fences = atomic_blocks(text, budget)
        factories: dict[str, Callable[[int], Chunker]] = {}
        missing: list[str] = []
        for peer, factory in PEERS.items():
            if args.only and not any(s in peer for s in args.only.split(",")):
                continue
            try:
                factory(budget)
            except ImportError as exc:
                missing.append(f"| {peer} | not installed ({exc.name}) | | | | | | | | |")
                continue
            factories[peer] = factory
        # A fresh chunker per run: semchunk and chonkie memoize token counts per
        # chunker, which would turn repeated runs on one text into cache hits.
        fns: dict[str, Callable[[], object]] = {"limit": lambda t=text: enc.encode_ordinary(t)}
        for peer, factory in factories.items():
            fns[peer] = lambda f=factory, t=text: f(budget)(t)
        fns["hwcc add defaults"] = lambda t=text: hwcc_defaults_run(t)
        times = timed_interleaved(fns, args.repeat)
        limit, limit_cpu = times["limit"]
        print(
            f"\n### {name}: {len(text.encode()) / 1e6:.2f} MB, "
            f"{len(enc.encode_ordinary(text))} tokens, {len(tables)} tables and "
            f"{len(fences)} fences that fit {budget} tokens; "
            f"limit (one encode_ordinary pass) {limit * 1000:.1f} ms wall, "
            f"{limit_cpu * 1000:.1f} ms CPU\n"
        )
        print(
            "| chunker | median ms | x limit | CPU x limit | MB/s | chunks | max tokens "
            "| broken tables | broken fences | headless table pieces |"
        )
        print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        for peer, factory in factories.items():
            chunks = factory(budget)(text)
            t, t_cpu = times[peer]
            max_tokens = max(len(enc.encode_ordinary(c)) for c in chunks)
            print(
                f"| {peer} | {t * 1000:.1f} | {t / limit:.2f} | {t_cpu / limit_cpu:.2f} | "
                f"{len(text.encode()) / 1e6 / t:.2f} | {len(chunks)} | {max_tokens} | "
                f"{broken(tables, chunks)} | {broken(fences, chunks)} | {headless(chunks)} |",
                flush=True,
            )
        for row in missing:
            print(row)
        print(_target_line(times, limit))
        t, t_cpu = times["hwcc add defaults"]
        kids = hwcc_defaults_run(text)
        print(
            f"\nhwcc with the `hwcc add` defaults (max_tokens 200, overlap 24): "
            f"{t * 1000:.1f} ms ({t / limit:.2f}x limit wall, {t_cpu / limit_cpu:.2f}x CPU), "
            f"{len(kids)} children",
            flush=True,
        )


if __name__ == "__main__":
    main()
