"""Hybrid search end to end: real Chroma on a temp dir, hand-made chunks.

The shared ``project`` index and the same-layout test use the real embedder (they expect
paraphrases found, or a dense ranking that a bag of words does not give); tests about
index bookkeeping use the fake one (:mod:`tests.support.embedder`), whose dense search
matches shared words: their dense queries name words of their targets."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hwcc.embed.base import EmbeddingSettings
from hwcc.embed.minilm import MiniLMEmbedder
from hwcc.errors import StoreError, UsageError
from hwcc.index.store import Store
from hwcc.search import ProjectIndex, hits_to_json, search
from hwcc.types import Chunk
from tests.support.embedder import PROVIDER, FakeEmbedder

SECTIONS = {
    # doc_id: (chip, doc_type, [(section, peripheral, [child texts])])
    "stm32-rm": (
        "stm32f407",
        "reference_manual",
        [
            (
                "SPI > SPI control register 1 (SPI_CR1)",
                "SPI",
                [
                    "Address offset: 0x00. Reset value: 0x0000. SPI1 base address 0x4001_3000.",
                    "Bits 5:3 BR[2:0]: Baud rate control. 000: fPCLK/2 001: fPCLK/4 "
                    "010: fPCLK/8 011: fPCLK/16 100: fPCLK/32 101: fPCLK/64 110: fPCLK/128.",
                    "Bit 1 CPOL: Clock polarity. Bit 0 CPHA: Clock phase.",
                ],
            ),
            (
                "I2C > I2C control register 1 (I2C_CR1)",
                "I2C",
                [
                    "Bit 0 PE: Peripheral enable. Bit 15 SWRST: Software reset.",
                    "Bit 10 ACK: Acknowledge enable, set and cleared by software.",
                ],
            ),
            (
                "GPIO > GPIO port mode register (GPIOx_MODER)",
                "GPIO",
                [
                    "MODERy[1:0]: Port x configuration bits. 00: Input 01: General purpose "
                    "output mode 10: Alternate function mode 11: Analog mode.",
                ],
            ),
        ],
    ),
    "bma423-ds": (
        "bma423",
        "datasheet",
        [
            (
                "Electrical specification > Absolute maximum ratings",
                "",
                [
                    "Supply voltage VDD: -0.3 V to 4.25 V. Storage temperature -50 to 150 C.",
                    "ESD HBM at any pin: 2 kV.",
                ],
            ),
            (
                "Register map > CMD register (0x7E)",
                "",
                ["Writing 0xB6 to CMD triggers a soft reset of the sensor."],
            ),
        ],
    ),
}


def chunks_for(doc_id: str) -> list[Chunk]:
    out: list[Chunk] = []
    _chip, _doc_type, sections = SECTIONS[doc_id]
    index = 0
    for page, (section, peripheral, texts) in enumerate(sections, start=10):
        parent = Chunk(
            chunk_id=f"{doc_id}-p{page}",
            doc_id=doc_id,
            text="\n\n".join(texts),
            token_count=50,
            section_path=section,
            start=0,
            end=1,
            line_start=1,
            line_end=1,
            index=index,
            level="parent",
            page_start=page,
            page_end=page + 1,
            content_type="section",
            metadata={"peripheral": peripheral} if peripheral else {},
        )
        index += 1
        out.append(parent)
        for text in texts:
            out.append(
                Chunk(
                    chunk_id=f"{doc_id}-c{index}",
                    doc_id=doc_id,
                    text=text,
                    token_count=20,
                    section_path=section,
                    start=0,
                    end=1,
                    line_start=1,
                    line_end=1,
                    index=index,
                    parent_id=parent.chunk_id,
                    page_start=page,
                    page_end=page,
                    content_type="register_description",
                    metadata={"peripheral": peripheral} if peripheral else {},
                )
            )
            index += 1
    return out


@pytest.fixture(scope="module")
def minilm() -> MiniLMEmbedder:
    """One real embedder for the module (each instance loads its own model sessions)."""
    return MiniLMEmbedder()


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory, minilm: MiniLMEmbedder) -> ProjectIndex:
    embedder = minilm
    store = Store(tmp_path_factory.mktemp("proj") / "index")
    for doc_id, (chip, doc_type, _sections) in SECTIONS.items():
        store.sync_document(doc_id, chunks_for(doc_id), embedder, doc_type=doc_type, chip=chip)
    return ProjectIndex(store, embedder)


@pytest.mark.parametrize(
    ("query", "section_word", "answer"),
    [
        ("SPI_CR1", "SPI_CR1", "BR[2:0]"),
        ("0x40013000", "SPI_CR1", "0x4001_3000"),
        ("40013000h", "SPI_CR1", "0x4001_3000"),
        ("BR[2:0]", "SPI_CR1", "fPCLK/8"),
        ("how do I set the SPI clock divider", "SPI_CR1", "Baud rate"),
        ("soft reset the accelerometer", "CMD", "0xB6"),
        ("maximum supply voltage", "Absolute maximum", "4.25 V"),
    ],
)
def test_top_hit_is_the_right_section(
    project: ProjectIndex, query: str, section_word: str, answer: str
) -> None:
    hits = search(project, query, k=3)
    assert hits, query
    assert section_word in hits[0].section_path
    assert answer in hits[0].parent_text


def test_hit_carries_child_parent_pages_and_ranks(project: ProjectIndex) -> None:
    (hit, *rest) = search(project, "BR[2:0] baud rate", k=5)
    assert hit.doc_id == "stm32-rm" and hit.chip == "stm32f407"
    assert hit.doc_type == "reference_manual" and hit.peripheral == "SPI"
    assert hit.text.startswith("Bits 5:3 BR[2:0]")
    assert hit.text in hit.parent_text and len(hit.parent_text) > len(hit.text)
    assert (hit.page_start, hit.page_end) == (10, 10)
    assert hit.dense_rank is not None and hit.lexical_rank == 1
    # one hit per section: the other SPI children do not appear again
    assert all(h.parent_id != hit.parent_id for h in rest)
    assert [h.score for h in [hit, *rest]] == sorted([h.score for h in [hit, *rest]], reverse=True)


def test_filters(project: ProjectIndex) -> None:
    hits = search(project, "reset", k=5, chip="bma423")
    assert hits and {h.chip for h in hits} == {"bma423"}
    hits = search(project, "control register", k=5, peripheral="I2C")
    assert hits and {h.peripheral for h in hits} == {"I2C"}
    assert search(project, "reset", k=5, doc_type="errata") == []
    assert search(project, "reset", k=5, content_type="section") == []


def test_modes_and_edge_cases(project: ProjectIndex) -> None:
    assert search(project, "   ") == []
    assert search(project, "SPI", k=0) == []
    lexical = search(project, "SPI_CR1", mode="lexical")
    assert lexical and all(h.dense_rank is None for h in lexical)
    dense = search(project, "clock phase", mode="dense")
    assert dense and all(h.lexical_rank is None for h in dense)
    assert search(project, "zzzqqq", mode="lexical") == []
    with pytest.raises(UsageError):
        search(project, "x", mode="fuzzy")


def test_deterministic_and_json(project: ProjectIndex) -> None:
    first = search(project, "peripheral enable", k=4)
    assert search(project, "peripheral enable", k=4) == first
    data = json.loads(hits_to_json(first))
    assert [d["chunk_id"] for d in data] == [h.chunk_id for h in first]
    assert set(data[0]) >= {"doc_id", "section_path", "page_start", "score", "text", "parent_text"}


def test_index_sees_later_additions_and_deletions(tmp_path: Path) -> None:
    embedder = FakeEmbedder()
    store = Store(tmp_path / "index")
    index = ProjectIndex(store, embedder)
    assert search(index, "SPI_CR1") == []
    store.sync_document("stm32-rm", chunks_for("stm32-rm"), embedder)
    assert search(index, "SPI_CR1", mode="lexical")[0].doc_id == "stm32-rm"
    assert {h.doc_id for h in search(index, "clock polarity", mode="dense")} == {"stm32-rm"}
    store.sync_document("bma423-ds", chunks_for("bma423-ds"), embedder)
    assert "bma423-ds" in {h.doc_id for h in search(index, "soft reset", mode="dense")}
    store.delete_document("stm32-rm")
    assert {h.doc_id for h in search(index, "clock polarity", mode="dense", k=9)} == {"bma423-ds"}
    # a new reader starts from dense.bin and applies the change since it was written
    store.sync_document("stm32-rm", chunks_for("stm32-rm"), embedder)
    fresh = ProjectIndex(store, embedder)
    assert search(fresh, "clock polarity", mode="dense")[0].doc_id == "stm32-rm"
    store.delete_document("stm32-rm")
    store.delete_document("bma423-ds")
    assert search(index, "SPI_CR1") == []
    reopened = ProjectIndex.open(tmp_path / "index", EmbeddingSettings(provider=PROVIDER))
    assert search(reopened, "SPI_CR1") == []


def test_embedder_prepared_on_a_thread_gives_the_same_hits(project: ProjectIndex) -> None:
    """A reader that opens its embedder lazily loads it on a background thread while the
    indexes load (``prepare_embedder``); the hits are those of a reader given the
    embedder up front, and hybrid search waits for the model."""
    queries = ["SPI_CR1", "how do I set the baud rate", "flash latency wait states"]
    expected = [hits_to_json(search(project, q, k=4)) for q in queries]
    opened: list[int] = []

    def open_embedder() -> MiniLMEmbedder:
        opened.append(1)
        return MiniLMEmbedder()

    lazy = ProjectIndex(project.store, open_embedder=open_embedder)
    assert [hits_to_json(search(lazy, q, k=4)) for q in queries] == expected
    assert opened == [1]


def test_embedder_errors_reach_the_caller_despite_the_thread(project: ProjectIndex) -> None:
    """An embedder that cannot be opened fails the hybrid search with its own error (the
    background attempt's error is dropped and the foreground's raised); a lexical search
    never opens it."""
    from hwcc.errors import EmbeddingError

    def broken() -> MiniLMEmbedder:
        raise EmbeddingError("model files are missing")

    index = ProjectIndex(project.store, open_embedder=broken)
    with pytest.raises(EmbeddingError, match="model files are missing"):
        search(index, "SPI_CR1")
    lexical = ProjectIndex(project.store, open_embedder=broken)
    assert search(lexical, "SPI_CR1", mode="lexical")


def test_prepare_embedder_imports_numpy_on_the_calling_thread(tmp_path: Path) -> None:
    """numpy's extension module, imported by two threads at once (the model thread via
    onnxruntime, the caller's via the BM25 load), was seen half initialised (an
    ImportError in ~1 of 40 cold searches): the caller imports it before the thread
    starts."""
    import subprocess
    import sys

    script = (
        "import sys, threading\n"
        "from pathlib import Path\n"
        "from hwcc.index.reader import ProjectIndex\n"
        "from hwcc.index.store import Store\n"
        "started = []\n"
        "def open_embedder():\n"
        "    started.append('numpy' in sys.modules)\n"
        "    raise RuntimeError('not needed')\n"
        f"index = ProjectIndex(Store(Path({str(tmp_path)!r})), open_embedder=open_embedder)\n"
        "assert 'numpy' not in sys.modules\n"
        "index.prepare_embedder()\n"
        "index._preparing.join()\n"
        "print(started)\n"
    )
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[True]"


def test_other_embedder_is_refused(project: ProjectIndex) -> None:
    other = ProjectIndex(project.store, MiniLMEmbedder(long_text="first"))
    with pytest.raises(StoreError, match="rebuild"):
        search(other, "SPI")


def test_fuse_groups_sections_and_normalises_scores() -> None:
    from hwcc.search.hybrid import fuse

    parent = {"a1": "A", "a2": "A", "b1": "B", "c1": ""}
    dense = [("a1", 0.9), ("b1", 0.8), ("a2", 0.7), ("c1", 0.5)]
    lexical = [("a2", 12.0), ("c1", 3.0)]

    def group(rid: str) -> str:
        return parent[rid] or rid

    convex = fuse([(dense, 1.0), (lexical, 1.0)], group)
    # A: dense 1.0 (a1) + lexical 1.0 (a2); c1: dense 0 + lexical 0; B: dense 0.75
    assert [(g, round(s, 3)) for g, s, _ in convex] == [("A", 2.0), ("B", 0.75), ("c1", 0.0)]
    assert convex[0][2] == "a2"  # best child: a2 has the larger child-level sum (1.5 vs 1.0)
    rrf = fuse([(dense, 1.0), (lexical, 1.0)], group, method="rrf", rrf_k=60)
    assert rrf[0][0] == "A" and rrf[0][1] == pytest.approx(2 / 61)
    by_child = fuse([(dense, 1.0), (lexical, 1.0)], group, method="rrf", group_first=False)
    assert by_child[0][1] == pytest.approx(1 / 63 + 1 / 61)  # a2: dense rank 3, lexical 1
    assert fuse([], group) == [] and fuse([([], 1.0)], group) == []


def test_records_come_from_local_files_and_equal_chroma(project: ProjectIndex) -> None:
    """A search served from the record files gives the same hits as one that reads every
    record from Chroma (record files gone: the reader falls back)."""
    store = project.store
    records_dir = store.records.directory
    assert sorted(p.name for p in records_dir.glob("*.json")) == sorted(
        store.records.path_for(d).name for d in SECTIONS
    )
    queries = ["SPI_CR1", "how do I set the SPI clock divider", "soft reset"]
    local = [search(ProjectIndex(store, project.embedder), q, k=4) for q in queries]
    saved = {p: p.read_bytes() for p in records_dir.glob("*.json")}
    try:
        for path in saved:
            path.unlink()
        from_chroma = [search(ProjectIndex(store, project.embedder), q, k=4) for q in queries]
    finally:
        for path, data in saved.items():
            path.write_bytes(data)
    assert local == from_chroma and all(local)


def test_search_in_a_new_process_does_not_open_chroma(project: ProjectIndex) -> None:
    """With current caches (bm25.bin, dense.bin, record files), a fresh process answers
    without importing chromadb (the import alone costs ~1 s of every ``hwcc search``)."""
    import subprocess
    import sys

    index_dir = project.store.index_dir
    search(ProjectIndex(project.store, project.embedder), "SPI_CR1")  # caches written
    code = (
        "import sys\n"
        "from pathlib import Path\n"
        "from hwcc.search import ProjectIndex, search\n"
        f"hits = search(ProjectIndex.open(Path({str(index_dir)!r})), 'SPI_CR1', k=2)\n"
        "print(hits[0].section_path, 'chromadb' in sys.modules)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout.strip()
    assert out == "SPI > SPI control register 1 (SPI_CR1) False"


def test_record_files_follow_deletes(tmp_path: Path) -> None:
    embedder = FakeEmbedder()
    store = Store(tmp_path / "index")
    store.sync_document("stm32-rm", chunks_for("stm32-rm"), embedder)
    store.sync_document("bma423-ds", chunks_for("bma423-ds"), embedder)
    loaded = store.records.load("stm32-rm")
    assert loaded is not None
    assert {r.metadata["level"] for r in loaded.values()} == {"child", "parent"}
    store.delete_document("stm32-rm")
    assert store.records.load("stm32-rm") is None
    store.remove_orphans([])
    assert list(store.records.directory.glob("*.json")) == []


def _gpio_registers(moder_reset: str = "") -> str:
    """GPIOA's register block; with ``moder_reset``, the same layout with another MODER
    reset value (a peripheral that must not be folded with GPIOA)."""
    reset = f"<resetValue>{moder_reset}</resetValue>" if moder_reset else ""
    return f"""<registers>
<register><name>MODER</name><description>GPIO port mode register</description>
<addressOffset>0x0</addressOffset>{reset}<fields>
<field><name>MODER0</name><description>Port configuration bits: input, output,
alternate function or analog</description><bitRange>[1:0]</bitRange></field>
</fields></register>
<register><name>BSRR</name><description>GPIO port bit set/reset register</description>
<addressOffset>0x18</addressOffset><fields>
<field><name>BS0</name><description>Port set bit: writing 1 sets the output pin high
</description><bitRange>[0:0]</bitRange></field>
</fields></register>
</registers>"""


SAME_LAYOUT_SVD = f"""<?xml version="1.0" encoding="utf-8"?>
<device><name>DEMO</name><width>32</width><size>32</size><resetValue>0</resetValue>
<peripherals>
<peripheral><name>GPIOA</name><baseAddress>0x40020000</baseAddress><groupName>GPIO</groupName>
{_gpio_registers()}</peripheral>
<peripheral derivedFrom="GPIOA"><name>GPIOB</name><baseAddress>0x40020400</baseAddress></peripheral>
<peripheral derivedFrom="GPIOA"><name>GPIOC</name><baseAddress>0x40020800</baseAddress></peripheral>
<peripheral derivedFrom="GPIOA"><name>GPIOD</name><baseAddress>0x40020C00</baseAddress></peripheral>
<peripheral><name>GPIOE</name><baseAddress>0x40021000</baseAddress><groupName>GPIO</groupName>
{_gpio_registers("0xA8000000")}</peripheral>
<peripheral><name>TIM2</name><baseAddress>0x40000000</baseAddress>
<registers><register><name>CR1</name><description>TIM2 control register 1</description>
<addressOffset>0x0</addressOffset><fields>
<field><name>CEN</name><description>Counter enable</description><bitRange>[0:0]</bitRange>
</field></fields></register></registers></peripheral>
</peripherals></device>
""".encode()


def test_same_layout_peripherals_fold_into_one_hit(tmp_path: Path, minilm: MiniLMEmbedder) -> None:
    """GPIOA..GPIOD have identical registers (equal texts but for names and addresses,
    equal vectors): a question about a GPIO register gets one GPIO hit naming the
    others, not four copies. GPIOE has the same layout but another MODER reset value:
    it is never folded (its section would read differently)."""
    from hwcc.config import Config
    from hwcc.index.sync import chunk_result
    from hwcc.ingest.base import ParseOptions, parser_for

    svd = tmp_path / "demo.svd"
    svd.write_bytes(SAME_LAYOUT_SVD)
    result = parser_for("svd").parse(svd, ParseOptions(doc_id="demo"))
    embedder = minilm
    store = Store(tmp_path / "index")
    store.sync_document("demo", chunk_result(result, Config()), embedder, chip="demo")
    index = ProjectIndex(store, embedder)
    for mode in ("hybrid", "dense", "lexical"):
        hits = search(index, "GPIO port bit set/reset register BSRR", k=3, mode=mode)
        gpio = [h for h in hits if h.peripheral.startswith("GPIO")]
        assert gpio, mode
        keys = [(h.section_path.split(" > ", 2)[-1], h.text) for h in gpio]
        assert len(set(keys)) == len(keys), (mode, keys)  # no copy of a GPIO section
        best = next(h for h in gpio if "BSRR" in h.section_path and h.peripheral != "GPIOE")
        assert {best.peripheral, *best.also} == {"GPIOA", "GPIOB", "GPIOC", "GPIOD"}, mode
        assert best.peripheral not in best.also
    hits = search(index, "GPIO port mode register MODER reset value", k=8)
    assert all("GPIOE" not in h.also for h in hits)
    shown = [h.peripheral for h in hits if h.peripheral.startswith("GPIO")]
    assert "GPIOE" in shown
    assert len([p for p in shown if p in {"GPIOA", "GPIOB", "GPIOC", "GPIOD"}]) == 1, shown


def test_unreachable_store_is_an_error_not_an_empty_index(tmp_path: Path) -> None:
    """A store that cannot be opened raises StoreError on first use; it is never taken
    for an empty index (whose empty vector cache would then be kept)."""
    embedder = FakeEmbedder()
    local = Store(tmp_path / "index")
    local.sync_document("stm32-rm", chunks_for("stm32-rm"), embedder)
    remote = Store(tmp_path / "index", url="http://127.0.0.1:9")  # nothing listens on 9
    (tmp_path / "index" / "dense.bin").unlink(missing_ok=True)
    with pytest.raises(StoreError, match="cannot open the vector store"):
        search(ProjectIndex(remote, embedder), "SPI_CR1")
    assert not (tmp_path / "index" / "dense.bin").exists()
    with pytest.raises(StoreError):
        remote.delete_document("stm32-rm")
    assert local.records.load("stm32-rm") is not None  # nothing deleted locally either


def test_vector_cache_learns_the_embedder_after_starting_empty(tmp_path: Path) -> None:
    """A dense.bin first written for an empty index (no embedder known) picks up the
    embedder's name when documents arrive, so cold searches can check it without Chroma."""
    from hwcc.index.dense import refresh_dense

    embedder = FakeEmbedder()
    store = Store(tmp_path / "index")
    index = ProjectIndex(store, embedder)
    assert search(index, "SPI_CR1") == []
    assert index.dense().embedder == ""
    store.sync_document("stm32-rm", chunks_for("stm32-rm"), embedder)
    assert search(index, "SPI_CR1")
    key = f"{store.url}/{store.chunks_name}"
    assert refresh_dense(store, None, key).embedder == embedder.name
