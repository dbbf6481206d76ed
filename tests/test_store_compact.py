"""compact_tables: the embedder's view of Markdown tables (numbers/hex/access dropped)."""

from __future__ import annotations

from hwcc.index.compact import compact_tables

SVD_CHUNK = """STM32F407 register map > GPIOG > IDR
### IDR

Address `0x40021810`, offset 0x010, reset 0x00000000, access read-only. GPIO input data

| Bits | Field | Access | Reset | Description |
|---|---|---|---|---|
| [15] | IDR15 | read-only | 0b0 | Port input data (y = 0..15). |
| [14:13] | IDR14 | read-write | 0x3 | Port input data (y = 0..15). |
| [0] | — | rw | 1 | |

Tail line."""


def test_numeric_columns_and_delimiter_rows_are_dropped() -> None:
    out = compact_tables(SVD_CHUNK)
    assert out.splitlines() == [
        "STM32F407 register map > GPIOG > IDR",
        "### IDR",
        "",
        "Address , offset 0x010, reset 0x00000000, access read-only. GPIO input data",
        "",
        "Field; Description",
        "IDR15; Port input data (y = 0..15).",
        "IDR14; Port input data (y = 0..15).",
        "",
        "Tail line.",
    ]


def test_mixed_columns_are_kept_and_text_without_tables_is_unchanged() -> None:
    table = "| Pin | Function |\n|:--|--:|\n| 12 | SCK |\n| PA5 | 3 |"
    assert compact_tables(table) == "Pin; Function\n12; SCK\nPA5; 3"
    prose = "Write 0xCCCC to IWDG_CTLR to start the watchdog.\nSecond line | not a table"
    assert compact_tables(prose) == prose
    assert compact_tables("") == ""


def test_embedder_sees_compact_tables_and_bm25_the_full_text() -> None:
    from hwcc.index.store import embed_text, lexical_text
    from hwcc.index.tokenize import terms
    from hwcc.types import Chunk

    section, _, text = SVD_CHUNK.partition("\n")
    chunk = Chunk(
        chunk_id="c1",
        doc_id="svd",
        text=text,
        token_count=60,
        section_path=section,
        start=0,
        end=len(text),
        line_start=1,
        line_end=12,
        index=0,
        parent_id="p1",
    )
    assert embed_text(chunk) == compact_tables(f"{section}\n{text}")
    assert lexical_text(chunk) == f"{section}\n{text}"
    assert "0x3" in terms(lexical_text(chunk)) and "read-write" not in embed_text(chunk)
