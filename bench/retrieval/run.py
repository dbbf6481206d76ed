"""Retrieval quality of hwcc search on the shared corpus: BM25 vs dense vs hybrid, per category.

Builds (incrementally: a re-run only re-embeds what changed) one index of EVERY document
in ``../shared/corpus/MANIFEST.tsv`` with the real ingest + chunk + store modules and the
real MiniLM embedder (exactly what ``hwcc add`` stores), then asks every question in the
three search modes. Two question sets:

* ``questions.tsv`` (the steering set): written by reading the vendor documents, phrased
  as engineers ask; columns ``id category doc page answer question``. ``answer`` lists
  alternatives separated by ``|`` (the document prints the fact more than one way); an
  alternative may join parts with ``&`` that must all be in the hit (a table row's label
  and its value).
* ``heldout.tsv``: 39 questions over vendor datasheets outside the corpus (same columns
  as ``questions.tsv``; doc ids are paths under ``--corpus``, e.g. ``/work`` holding
  ``heldout2/adxl345_datasheet.pdf``: the libdriver GitHub repositories' datasheets).
  An overfitting guard: measured, never tuned on (``--sets heldout --corpus DIR``).
* ``legacy.tsv``: the earlier 66 questions (columns ``id kind doc page answer question``;
  ``answer`` is one literal string, ``|`` included), reported as category ``legacy``.

A question counts as answered at rank r when the r-th hit comes from the question's
document and its child or parent text contains one of the answer strings (case-insensitive,
whitespace collapsed). Reports recall@k and MRR@k per category and mode, overall, and how
often the answering hit's pages include the expected page.

``--against PYTHON`` re-runs this script with another interpreter (whose ``hwcc`` is the
code to compare with, e.g. a venv with an older checkout installed editable) on its own
index directory, and prints both side by side. ``--json FILE`` writes the figures and
every question's ranks and top hits (for miss analysis).

Usage: /work/venv-sigint/bin/python bench/retrieval/run.py [--index DIR] [--k 5]
       [--against /work/venv-retr-base/bin/python --against-index DIR] [--show-misses]
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from hwcc.embed.minilm import MiniLMEmbedder
from hwcc.index.store import Store
from hwcc.search import ProjectIndex, SearchHit, search
from hwcc.types import ChunkConfig, ParseResult

HERE = Path(__file__).resolve().parent
CORPUS = HERE.parents[2] / "shared" / "corpus"
MODES = ("lexical", "dense", "hybrid")
#: normalised text of every chunk (children and parents) per document, filled by ``build``:
#: tells a ranking miss (the answer is in some chunk) from a loss in parsing/chunking
CHUNK_TEXTS: dict[str, list[str]] = {}
MODE_NAMES = {"lexical": "BM25", "dense": "dense", "hybrid": "hybrid"}
CATEGORIES = (
    "regtable",
    "svd",
    "electrical",
    "memmap",
    "timing",
    "errata",
    "procedure",
    "board",
)


#: how the questions name each document's part (``--strip-part`` removes these words)
PART_NAMES = {
    "md/DxCore_Errata.md": r"AVR ?D[ABDx]\b",
    "md/LilyGo_T-Beam-Supreme_hw.md": r"(on )?the T-Beam Supreme",
    "pdf/Bosch_BMA423_datasheet.pdf": r"(the )?BMA423( accelerometer)?",
    "pdf/Espressif_ESP32_errata_v1.7.pdf": r"(on )?(the )?ESP32( revision 0)?",
    "pdf/InvenSense_MPU6050_register_map.pdf": r"(on )?(the )?MPU-6050",
    "pdf/LTD_HM06S006P_V2.0_mostly_image.pdf": r"(the )?HM06S006P( LDMOS)?",
    "pdf/Microchip_AN691_optimizing_digipot_circuits.pdf": r"(the )?MCP410[15]0",
    "pdf/Nordic_nRF24L01P_datasheet.pdf": r"(on )?(the )?nRF24L01\+",
    "pdf/OmniVision_OV2640_datasheet.pdf": r"(on )?(the )?OV2640( camera)?",
    "pdf/ST_STM32F469_479_errata_DocID028202.pdf": r"(on )?(the )?STM32F469",
    "pdf/ST_STM8S007_S20x_errata_ES036.pdf": r"(on )?(the )?STM8S(20x|207)?",
    "pdf/Solomon_SSD1306_datasheet.pdf": r"(,? )?(the )?SSD1306( OLED( controller)?)?",
    "pdf/TI_DRV2605_datasheet_SLOS825C.pdf": r"(the )?DRV2605( haptic driver)?",
    "pdf/VLSI_VS1053b_datasheet.pdf": r"(on )?(the )?VS1053b",
    "pdf/WCH_CH32V003RM-EN_reference_manual.pdf": r"(on )?(the )?CH32V003",
    "pdf/Wolfson_WM8978_datasheet.pdf": r"(on )?(the )?WM8978( codec)?",
    "svd/ATSAMD21G18A.svd": r"(on )?(the )?(AT)?SAMD21(G18)?",
    "svd/CH32V003xx.svd": r"(on )?(the )?CH32V003",
    "svd/GD32VF103.svd": r"(on )?(the )?GD32VF103",
    "svd/STM32F407.svd": r"(on )?(the )?STM32F407",
    "svd/e310x.svd": r"(on )?(the )?(SiFive )?FE310",
    "svd/esp32c3.svd": r"(on )?(the )?ESP32-C3",
    "svd/nrf52840.svd": r"(on )?(the )?nRF52840",
    "svd/rp2040.svd": r"(on )?(the )?RP2040",
}


def strip_part(q: dict[str, Any]) -> str:
    """The question without the words that name its document's part."""
    pattern = PART_NAMES.get(q["doc"])
    text = re.sub(pattern, " ", q["question"], flags=re.IGNORECASE) if pattern else q["question"]
    return re.sub(r"\s+", " ", text).strip()


def load_questions(sets: tuple[str, ...] = ("questions", "legacy")) -> list[dict[str, Any]]:
    """Questions of the named sets; each gets ``set`` and a list ``answers``."""
    out: list[dict[str, Any]] = []
    for name in sets:
        with (HERE / f"{name}.tsv").open(encoding="utf-8") as handle:
            rows = [r for r in csv.DictReader(handle, delimiter="\t") if r["id"].strip()]
        for row in rows:
            q: dict[str, Any] = dict(row)
            q["set"] = name
            if name == "legacy":
                q["category"] = "legacy"
                q["answers"] = [q["answer"]]  # literal: "|" is part of the text
            else:
                q["answers"] = [a for a in q["answer"].split("|") if a.strip()]
            out.append(q)
    return out


def corpus_documents() -> list[str]:
    with (CORPUS / "MANIFEST.tsv").open(encoding="utf-8") as handle:
        return sorted(row["file"] for row in csv.DictReader(handle, delimiter="\t"))


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
    stamp += sorted((str(p), p.stat().st_mtime_ns) for p in src.rglob("*.py"))
    key = hashlib.sha256(repr((doc_id, str(src), stamp)).encode()).hexdigest()[:16]
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
    from hwcc.ops.add import with_errata, with_register_map

    embedder = embedder or MiniLMEmbedder()
    project_config = replace(Config(), chunk=config)
    store = Store(index_dir)
    store.remove_orphans(docs)
    for doc in docs:
        start = time.perf_counter()
        # the register map and errata items `hwcc add` attaches (hwcc.ops.add.parse_file)
        result = with_errata(with_register_map(parse_cached(CORPUS / doc, doc, parse_cache)))
        chunks = chunk_result(result, project_config)  # exactly what `hwcc add` stores
        CHUNK_TEXTS[doc] = [norm(c.text) for c in chunks]
        stats = store.sync_document(doc, chunks, embedder, doc_type=result.doc_type)
        children = sum(1 for c in chunks if c.level != "parent")
        print(
            f"  {doc}: {children} children, +{stats.added} -{stats.removed} "
            f"={stats.kept} ~{stats.updated} in {time.perf_counter() - start:.1f} s",
            flush=True,
        )
    return ProjectIndex(store, embedder)


def norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().lower()


def contains_answer(text: str, q: dict[str, Any]) -> bool:
    """``text`` (normalised) holds one alternative of the answer; an alternative may be
    several parts joined by "&", all of which must be in ``text``."""
    answers = q.get("answers") or [q["answer"]]
    return any(all(norm(part) in text for part in alt.split("&")) for alt in answers)


def answered(hit: SearchHit, q: dict[str, Any]) -> bool:
    if hit.doc_id != q["doc"]:
        return False
    return contains_answer(norm(hit.text) + " \n " + norm(hit.parent_text), q)


def page_ok(hit: SearchHit, q: dict[str, Any]) -> bool:
    if q["page"] in ("-", "") or hit.page_start is None:
        return q["page"] in ("-", "")
    page = int(q["page"])
    return hit.page_start - 1 <= page <= (hit.page_end or hit.page_start) + 1


def ask(
    index: ProjectIndex,
    questions: list[dict[str, Any]],
    k: int,
    scoped: bool = False,
    strip: bool = False,
) -> list[dict[str, Any]]:
    """Per question and mode: the answering rank (None = miss), page check, top hits.
    ``scoped`` restricts each search to the question's document (a diagnostic: it
    separates "another document won" from "the right document, the wrong section");
    ``strip`` asks without the part name (with ``scoped``: what routing the part name to
    a document filter would give)."""
    records = []
    for q in questions:
        rec: dict[str, Any] = {
            key: q[key] for key in ("id", "set", "category", "doc", "page", "question")
        }
        rec["answers"] = q["answers"]
        rec["in_index"] = any(contains_answer(t, q) for t in CHUNK_TEXTS.get(q["doc"], []))
        for mode in MODES:
            documents = [q["doc"]] if scoped else None
            text = strip_part(q) if strip else q["question"]
            hits = search(index, text, k=k, mode=mode, documents=documents)
            rank = next((i for i, h in enumerate(hits, 1) if answered(h, q)), None)
            rec[mode] = {
                "rank": rank,
                "page_ok": bool(rank and page_ok(hits[rank - 1], q)),
                "top": [
                    {
                        "doc": h.doc_id,
                        "pages": [h.page_start, h.page_end],
                        "section": h.section_path,
                        "text": norm(h.text)[:240],
                    }
                    for h in hits[:3]
                ],
            }
        records.append(rec)
    return records


def summarise(records: list[dict[str, Any]]) -> dict[str, dict[str, list[float]]]:
    """``{group: {mode: [recall, mrr, n, page_ok_share, in_index_share]}}`` for every
    category and each set overall (``ALL questions`` / ``ALL legacy``); ``in_index_share``
    is the share of questions whose answer is in at least one chunk of the document."""
    groups: dict[str, list[dict[str, Any]]] = {}
    for rec in records:
        groups.setdefault(rec["category"], []).append(rec)
        groups.setdefault(f"ALL {rec['set']}", []).append(rec)
    out: dict[str, dict[str, list[float]]] = {}
    for group, recs in groups.items():
        out[group] = {}
        for mode in MODES:
            ranks = [r[mode]["rank"] for r in recs]
            found = [rk for rk in ranks if rk]
            pages = sum(1 for r in recs if r[mode]["page_ok"])
            in_index = sum(1 for r in recs if r.get("in_index"))
            out[group][mode] = [
                len(found) / len(recs),
                sum(1.0 / rk for rk in found) / len(recs),
                float(len(recs)),
                pages / max(len(found), 1),
                in_index / len(recs),
            ]
    return out


def group_order(summary: dict[str, Any]) -> list[str]:
    cats = [c for c in CATEGORIES if c in summary]
    cats += sorted(g for g in summary if g not in cats and not g.startswith("ALL"))
    return cats + sorted(g for g in summary if g.startswith("ALL"))


def print_table(summary: dict[str, Any], k: int, other: dict[str, Any] | None = None) -> None:
    """Markdown table; with ``other`` each cell is ``this (other)``."""
    head = " | ".join(f"{MODE_NAMES[m]} R@{k} / MRR" for m in MODES)
    print(f"| category | n | in index | {head} |")
    print("|---|---|---|" + "---|" * len(MODES))
    for group in group_order(summary):
        cells = []
        for mode in MODES:
            recall, mrr = summary[group][mode][:2]
            cell = f"{recall:.3f} / {mrr:.3f}"
            if other and group in other:
                o_recall, o_mrr = other[group][mode][:2]
                cell += f" ({o_recall:.3f} / {o_mrr:.3f})"
            cells.append(cell)
        row = summary[group]["hybrid"]
        in_index = f"{row[4]:.2f}" if len(row) > 4 else "-"
        print(f"| {group} | {int(row[2])} | {in_index} | " + " | ".join(cells) + " |")


def evaluate(index: ProjectIndex, questions: list[dict[str, Any]], k: int, show: bool) -> None:
    """Ask, print the per-category table (and misses with ``show``)."""
    records = ask(index, questions, k)
    print_table(summarise(records), k)
    if show:
        print_misses(records)


def print_misses(records: list[dict[str, Any]]) -> None:
    for mode in MODES:
        missed = [r["id"] for r in records if r[mode]["rank"] is None]
        print(f"{MODE_NAMES[mode]} misses ({len(missed)}): {' '.join(missed)}")


def compare(this: list[dict[str, Any]], other: list[dict[str, Any]]) -> None:
    """Questions whose hybrid rank differs between the two runs."""
    by_id = {r["id"]: r for r in other}
    changed = []
    for rec in this:
        old = by_id.get(rec["id"])
        if old and old["hybrid"]["rank"] != rec["hybrid"]["rank"]:
            changed.append(f"{rec['id']} {old['hybrid']['rank']}->{rec['hybrid']['rank']}")
    print(f"hybrid rank changed on {len(changed)} questions: {' '.join(changed) or '-'}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--index", type=Path, default=Path("/tmp/hwcc-retrieval-index"))
    parser.add_argument("--k", type=int, default=5)
    parser.add_argument("--max-tokens", type=int, default=ChunkConfig().max_tokens)
    parser.add_argument("--show-misses", action="store_true")
    parser.add_argument("--long-text", choices=("mean", "first"), default="mean")
    parser.add_argument("--parse-cache", type=Path, default=None)
    parser.add_argument("--sets", default="questions,legacy")
    parser.add_argument("--only", default="", help="comma-separated question ids")
    parser.add_argument("--build-only", action="store_true")
    parser.add_argument("--scoped", action="store_true", help="search only the question's document")
    parser.add_argument("--strip-part", action="store_true", help="ask without the part name")
    parser.add_argument("--json", type=Path, default=None, help="write figures + ranks here")
    parser.add_argument("--against", default=None, help="python of the code to compare with")
    parser.add_argument("--against-index", type=Path, default=None)
    parser.add_argument(
        "--corpus",
        type=Path,
        default=None,
        help="documents root instead of the shared corpus (the held-out set: "
        "--sets heldout --corpus /work); only the documents the questions name are indexed",
    )
    args = parser.parse_args()
    questions = load_questions(tuple(args.sets.split(",")))
    if args.only:
        wanted = set(args.only.split(","))
        questions = [q for q in questions if q["id"] in wanted]
    global CORPUS
    if args.corpus:
        CORPUS = args.corpus
        docs = sorted({q["doc"] for q in questions})
    else:
        docs = corpus_documents()
    unknown = sorted({q["doc"] for q in questions} - set(docs))
    if unknown:
        raise SystemExit(f"questions name documents not in the corpus: {unknown}")
    config = ChunkConfig(max_tokens=args.max_tokens)
    import hwcc

    print(f"hwcc from {Path(hwcc.__file__).parent}; python {sys.executable}")
    print(f"{len(questions)} questions; {len(docs)} documents; index {args.index}", flush=True)
    start = time.perf_counter()
    embedder = MiniLMEmbedder(long_text=args.long_text)
    index = build(args.index, docs, config, embedder, args.parse_cache)
    print(f"index up to date in {time.perf_counter() - start:.1f} s", flush=True)
    if args.build_only:
        return
    records = ask(index, questions, args.k, args.scoped, args.strip_part)
    summary = summarise(records)
    if args.json:
        args.json.write_text(json.dumps({"summary": summary, "records": records}, indent=1))
    other = other_records = None
    if args.against:
        other_index = args.against_index or args.index.with_name(args.index.name + "-against")
        with tempfile.TemporaryDirectory() as tmp:
            out = Path(tmp) / "against.json"
            cmd = [args.against, __file__, "--index", str(other_index), "--k", str(args.k)]
            cmd += ["--max-tokens", str(args.max_tokens), "--long-text", args.long_text]
            cmd += ["--sets", args.sets, "--json", str(out)]
            if args.scoped:
                cmd += ["--scoped"]
            if args.strip_part:
                cmd += ["--strip-part"]
            if args.only:
                cmd += ["--only", args.only]
            if args.corpus:
                cmd += ["--corpus", str(args.corpus)]
            print(f"against: {' '.join(cmd)}", flush=True)
            env = dict(os.environ, PYTHONPATH="")
            subprocess.run(cmd, check=True, env=env, stdout=sys.stderr)
            loaded = json.loads(out.read_text())
            other, other_records = loaded["summary"], loaded["records"]
    load = os.getloadavg()
    print(f"\nload average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
    if other:
        print(f"cells: this code ({args.against})")
    print_table(summary, args.k, other)
    if other_records:
        compare(records, other_records)
    if args.show_misses:
        print_misses(records)


if __name__ == "__main__":
    main()
