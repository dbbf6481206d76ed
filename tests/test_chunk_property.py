"""Property tests: generated Markdown (nested headings, tables, fences, lists, CJK,
very long lines) through every strategy and a range of budgets."""

from __future__ import annotations

from dataclasses import dataclass

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hwcc.chunk.base import CHILD, chunk_document
from hwcc.types import ChunkConfig, ParseResult
from hwcc.util.tokens import count_tokens
from tests.test_chunk_markdown import check_invariants

WORDS = st.sampled_from(
    [
        "clock",
        "enable",
        "the",
        "register",
        "0x4000",
        "DMA",
        "FIFO",
        "reset",
        "bit",
        "μs",
        "時鐘",
        "配置寄存器",
        "Résumé",
        "a.",
        "done!",
        "why?",
        "x_y",
        "TX/RX",
        "word" * 20,
        "数据。",
        "(see",
        "note)",
        "3.3V",
        "-",
    ]
)


@dataclass
class Doc:
    text: str
    tables: list[tuple[str, list[str]]]  # (header line, body rows)
    fences: list[str]


def words(draw: st.DrawFn, lo: int, hi: int) -> str:
    return " ".join(draw(st.lists(WORDS, min_size=lo, max_size=hi)))


@st.composite
def markdown(draw: st.DrawFn) -> Doc:
    parts: list[str] = []
    tables: list[tuple[str, list[str]]] = []
    fences: list[str] = []
    for n in range(draw(st.integers(0, 14))):
        kind = draw(
            st.sampled_from(
                ["heading", "para", "para", "table", "fence", "list", "long", "delim", "cjk"]
            )
        )
        if kind == "heading":
            level = draw(st.integers(1, 6))
            parts.append("#" * level + " " + words(draw, 1, 4))
        elif kind == "para":
            lines = [words(draw, 1, 30) for _ in range(draw(st.integers(1, 4)))]
            parts.append("\n".join(lines))
        elif kind == "long":
            parts.append(words(draw, 100, 400))
        elif kind == "cjk":
            parts.append("時鐘配置寄存器控制系統時鐘的來源和分頻" * draw(st.integers(1, 60)))
        elif kind == "delim":
            parts.append("---")
        elif kind == "list":
            items = [
                f"{draw(st.sampled_from(['-', '*', '1.', '2)']))} {words(draw, 1, 20)}"
                + (f"\n  {words(draw, 1, 8)}" if draw(st.booleans()) else "")
                for _ in range(draw(st.integers(1, 8)))
            ]
            parts.append("\n".join(items))
        elif kind == "table":
            cols = draw(st.integers(1, 5))
            header = "| " + " | ".join(f"H{n}c{c} {words(draw, 0, 2)}" for c in range(cols)) + " |"
            delim = "|" + "|".join(" --- " for _ in range(cols)) + "|"
            rows = [
                "| "
                + " | ".join(
                    (f"T{n}r{r}" if c == 0 else "") + " " + words(draw, 0, 6) for c in range(cols)
                )
                + " |"
                for r in range(draw(st.integers(0, 40)))
            ]
            tables.append((header, rows))
            parts.append("\n".join([header, delim, *rows]))
        elif kind == "fence":
            char = draw(st.sampled_from(["`", "~"]))
            fence = char * draw(st.integers(3, 5))
            info = draw(st.sampled_from(["", "c", "python title=x"]))
            body = [
                " " * draw(st.integers(0, 8)) + words(draw, 0, 12)
                for _ in range(draw(st.integers(0, 40)))
            ]
            block = "\n".join([fence + info, *body, fence])
            fences.append(block)
            parts.append(block)
    seps = [draw(st.sampled_from(["\n\n", "\n\n\n", "\n \n"])) for _ in parts]
    # documents may begin with blank lines (PDF pages and notes often do)
    lead = draw(st.sampled_from(["", "", "\n", " \n" * 10, "\t\n\n", "\r\n"]))
    text = lead + "".join(p + s for p, s in zip(parts, seps, strict=True))
    if draw(st.booleans()):
        text = text.rstrip("\n")
    return Doc(text, tables, fences)


@st.composite
def configs(draw: st.DrawFn) -> ChunkConfig:
    max_tokens = draw(st.integers(16, 200))
    return ChunkConfig(
        max_tokens=max_tokens,
        overlap_tokens=draw(st.integers(0, max_tokens // 2)),
        min_tokens=draw(st.integers(0, max_tokens - 1)),
        parent_max_tokens=draw(st.integers(max_tokens, max_tokens * 4)),
        strategy=draw(st.sampled_from(["auto", "headers", "delimiter", "fixed", "none"])),
        header_levels=draw(st.sampled_from([(1, 2, 3, 4, 5, 6), (1, 2), (2, 3)])),
    )


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(markdown(), configs())
def test_invariants_hold(d: Doc, cfg: ChunkConfig) -> None:
    pr = ParseResult(doc_id="gen", title="", doc_type="notes", content=d.text)
    result = chunk_document(pr, cfg)
    check_invariants(d.text, result, cfg)
    kids = [c for c in result.chunks if c.level == CHILD]
    # Tables and fences that fit the budget are held whole by one child.
    for block in [*(h + "\n" + "\n".join(r) for h, r in d.tables), *d.fences]:
        whole = block.strip()
        if count_tokens(whole) <= cfg.max_tokens and whole in d.text:
            assert any(whole in c.text for c in kids), whole[:60]
    # No table piece without its header.
    for header, rows in d.tables:
        for c in kids:
            if any(row in c.text.split("\n") for row in rows):
                assert header in c.text
    # Deterministic.
    assert chunk_document(pr, cfg) == result


@settings(max_examples=40, deadline=None)
@given(markdown())
def test_default_config(d: Doc) -> None:
    pr = ParseResult(doc_id="gen", title="", doc_type="notes", content=d.text)
    cfg = ChunkConfig()
    check_invariants(d.text, chunk_document(pr, cfg), cfg)
