"""The in-memory BM25 index: ranking, filters, determinism, serialisation."""

from __future__ import annotations

from hwcc.index.bm25 import Bm25Index, LexicalEntry
from hwcc.index.tokenize import terms

DOCS = [
    ("a", "SPI_CR1 control register 1, BR[2:0] baud rate control", "stm32", "spi"),
    ("b", "I2C_CR1 control register 1, PE peripheral enable", "stm32", "i2c"),
    ("c", "SPI base address 0x4001_3000", "stm32", "spi"),
    ("d", "The SPI of the other chip: CR1 holds the clock divider", "rp2040", "spi"),
    ("e", "Temperature sensor characteristics", "rp2040", ""),
]


def index() -> Bm25Index:
    return Bm25Index.build(
        [
            LexicalEntry(cid, tuple(terms(text)), doc_id=cid, chip=chip, peripheral=per)
            for cid, text, chip, per in DOCS
        ]
    )


def ids(results: list[tuple[str, float]]) -> list[str]:
    return [cid for cid, _ in results]


def test_exact_identifier_ranks_first() -> None:
    idx = index()
    assert ids(idx.search(terms("SPI_CR1"), 5))[0] == "a"
    assert ids(idx.search(terms("BR[2:0]"), 5)) == ["a"]
    assert ids(idx.search(terms("40013000h"), 5)) == ["c"]
    assert set(ids(idx.search(terms("CR1"), 5))) == {"a", "b", "d"}


def test_no_match_and_limits() -> None:
    idx = index()
    assert idx.search(terms("bluetooth"), 5) == []
    assert idx.search(terms("spi"), 0) == []
    assert len(idx.search(terms("spi register"), 2)) == 2
    scores = [s for _, s in idx.search(terms("spi register control"), 5)]
    assert scores == sorted(scores, reverse=True) and all(s > 0 for s in scores)


def test_filters_are_exact_and_combined() -> None:
    idx = index()
    assert ids(idx.search(terms("CR1"), 5, {"chip": "rp2040"})) == ["d"]
    assert ids(idx.search(terms("CR1"), 5, {"chip": "stm32", "peripheral": "i2c"})) == ["b"]
    assert idx.search(terms("CR1"), 5, {"chip": "esp32"}) == []


def test_serialisation_round_trip_is_deterministic() -> None:
    idx = index()
    data = idx.to_bytes("sig")
    assert index().to_bytes("sig") == data
    loaded = Bm25Index.from_bytes(data, "sig")
    assert loaded is not None
    for query in ("SPI_CR1", "clock divider", "CR1"):
        assert loaded.search(terms(query), 5) == idx.search(terms(query), 5)
    assert loaded.search(terms("CR1"), 5, {"chip": "rp2040"}) == [
        r for r in idx.search(terms("CR1"), 5) if r[0] == "d"
    ]
    assert Bm25Index.from_bytes(data, "other") is None
    assert Bm25Index.from_bytes(data[:-4], "sig") is None
    assert Bm25Index.from_bytes(b"garbage", "sig") is None


def test_empty_index() -> None:
    idx = Bm25Index.build([])
    assert idx.search(["x"], 5) == []
    assert Bm25Index.from_bytes(idx.to_bytes(), "") is not None
