"""Datasheet words added to a query (hwcc.search.glossary) and what they find."""

from __future__ import annotations

from pathlib import Path

from hwcc.embed.minilm import MiniLMEmbedder
from hwcc.index.store import Store
from hwcc.search import ProjectIndex, search
from hwcc.search.glossary import expand
from hwcc.search.hybrid import Fusion
from hwcc.types import Chunk


def test_engineers_words_gain_the_datasheet_words() -> None:
    assert expand("how long must the reset pin be held low") == ["pulse", "width", "active", "time"]
    assert expand("what crystal frequency does it need")[:2] == ["xtal", "xtali"]
    assert expand("what is the SCCB (I2C) address") == ["slave", "device"]
    assert expand("at what address is the USB peripheral") == ["base"]
    assert expand("default value of the clock generation control register") == [
        "reset",
        "ctrl",
        "ctl",
        "gen",
    ]


def test_a_supply_range_points_at_the_operating_conditions_not_a_measured_supply() -> None:
    assert expand("what supply voltage range does the driver accept") == [
        "recommended",
        "operating",
        "conditions",
    ]
    assert expand("where can I read the supply voltage measured by the part") == []
    assert expand("what core supply voltage does the decoder need")[:2] == [
        "recommended",
        "operating",
    ]


def test_nothing_is_added_twice_or_when_already_asked() -> None:
    assert expand("SPI baud rate prescaler") == []
    assert expand("reset low pulse width held low") == ["active", "time"]
    assert expand("") == []


def _chunk(doc_id: str, n: int, text: str, section: str) -> Chunk:
    return Chunk(
        chunk_id=f"{doc_id}-{n}",
        doc_id=doc_id,
        text=text,
        token_count=20,
        section_path=section,
        start=0,
        end=1,
        line_start=1,
        line_end=1,
        index=n,
        page_start=n + 1,
        page_end=n + 1,
        content_type="table",
    )


def test_a_held_low_question_finds_the_pulse_width_row(tmp_path: Path) -> None:
    texts = [
        (
            "Pin description",
            "RES# is the reset signal input. Keep this pin high during normal operation.",
        ),
        ("Power on sequence", "Power on VDD, then set RES# low, then high, then power on VCC."),
        ("AC characteristics", "| tRW | Reset low pulse width | 3 | - | - | us |"),
        ("Oscillator", "The internal oscillator runs at 370 kHz; the display clock divides it."),
    ]
    store = Store(tmp_path / "index")
    chunks = [_chunk("disp", i, text, section) for i, (section, text) in enumerate(texts)]
    store.sync_document("disp", chunks, MiniLMEmbedder(), doc_type="datasheet", chip="")
    index = ProjectIndex(store, MiniLMEmbedder())
    question = "how long must the reset pin be held low"
    hits = search(index, question, k=1, mode="lexical")
    assert hits and hits[0].section_path == "AC characteristics"
    without = search(index, question, k=1, mode="lexical", fusion=Fusion(glossary="off"))
    assert without and without[0].section_path != "AC characteristics"
