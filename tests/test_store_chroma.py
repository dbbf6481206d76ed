"""The Chroma-backed store: incremental sync, deletion, orphans, embedder identity.

Runs against a PersistentClient on a temp dir always, and against a real ``chroma run``
server subprocess when the ``chroma`` executable can start here. Vectors come from the
fake embedder (:mod:`tests.support.embedder`; its dense matches are shared words), except
in the embedder-identity test, which sets two modes of the real model against each other.
"""

from __future__ import annotations

import shutil
import socket
import subprocess
import sys
import time
import urllib.request
import uuid
from collections.abc import Iterator, Sequence
from dataclasses import replace
from pathlib import Path

import numpy as np
import numpy.typing as npt
import pytest

from hwcc.embed.base import Embedder
from hwcc.embed.minilm import MiniLMEmbedder
from hwcc.errors import StoreError
from hwcc.index.store import Store
from hwcc.types import Chunk
from tests.support.embedder import FakeEmbedder


class CountingEmbedder:
    """An embedder, recording how many texts it was asked to embed."""

    def __init__(self, inner: Embedder) -> None:
        self.inner = inner
        self.embedded: list[str] = []

    @property
    def name(self) -> str:
        return self.inner.name

    @property
    def dim(self) -> int:
        return self.inner.dim

    @property
    def max_input_tokens(self) -> int:
        return self.inner.max_input_tokens

    def embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        self.embedded.extend(texts)
        return self.inner.embed(texts)


def chroma_executable() -> str | None:
    found = shutil.which("chroma")
    if found:
        return found
    candidate = Path(sys.executable).with_name("chroma")
    return str(candidate) if candidate.is_file() else None


@pytest.fixture(scope="session")
def chroma_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str | None]:
    """URL of a real ``chroma run`` on 127.0.0.1, or None when it cannot start."""
    exe = chroma_executable()
    if exe is None:
        yield None
        return
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    path = tmp_path_factory.mktemp("chroma-server")
    proc = subprocess.Popen(
        [exe, "run", "--path", str(path), "--host", "127.0.0.1", "--port", str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 30
    up = False
    while time.monotonic() < deadline and proc.poll() is None:
        try:
            with urllib.request.urlopen(f"{url}/api/v2/heartbeat", timeout=1):
                up = True
                break
        except OSError:
            time.sleep(0.2)
    try:
        yield url if up else None
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


@pytest.fixture(scope="module")
def embedder() -> FakeEmbedder:
    return FakeEmbedder()


@pytest.fixture(scope="module")
def real_embedder() -> MiniLMEmbedder:
    return MiniLMEmbedder()


@pytest.fixture(params=["persistent", "server"])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Store:
    if request.param == "persistent":
        return Store(tmp_path / "index")
    url = request.getfixturevalue("chroma_server")
    if url is None:
        pytest.skip("chroma run is not available here")
    return Store(tmp_path / "index", url=url, namespace=uuid.uuid4().hex[:12])


def chunk(
    doc: str,
    i: int,
    text: str,
    *,
    section: str = "SPI > CR1",
    parent: str | None = None,
    level: str = "child",
    page: int = 1,
    **meta: str,
) -> Chunk:
    return Chunk(
        chunk_id=f"{doc}-{level}-{i}",
        doc_id=doc,
        text=text,
        token_count=len(text.split()),
        section_path=section,
        start=0,
        end=len(text),
        line_start=1,
        line_end=1,
        index=i,
        level=level,
        parent_id=parent,
        page_start=page,
        page_end=page,
        metadata=dict(meta),
    )


def document(doc: str, texts: list[str]) -> list[Chunk]:
    parent = chunk(doc, 0, "\n".join(texts), level="parent")
    return [parent] + [chunk(doc, i + 1, t, parent=parent.chunk_id) for i, t in enumerate(texts)]


TEXTS = [
    "SPI_CR1 bit 6 SPE: SPI enable.",
    "BR[2:0]: baud rate control, fPCLK divided by 2 to 256.",
    "CPOL: clock polarity, CPHA: clock phase.",
]


def test_sync_embeds_only_new_chunks_and_deletes_vanished(
    store: Store, embedder: FakeEmbedder
) -> None:
    emb = CountingEmbedder(embedder)
    stats = store.sync_document("rm", document("rm", TEXTS), emb, doc_type="reference_manual")
    assert (stats.added, stats.removed, stats.kept) == (4, 0, 0)  # 3 children + 1 parent
    assert len(emb.embedded) == 3 and store.count() == 3

    again = store.sync_document("rm", document("rm", TEXTS), emb, doc_type="reference_manual")
    assert (again.added, again.removed, again.kept, again.updated) == (0, 0, 4, 0)
    assert len(emb.embedded) == 3

    edited = [TEXTS[0], "BR[2:0]: baud rate control, fPCLK divided by 4.", TEXTS[2]]
    emb.embedded.clear()
    stats = store.sync_document("rm", document("rm", edited), emb, doc_type="reference_manual")
    # one child changed, and so did the parent (its text includes the child); the two
    # unchanged children keep their vectors but point at the new parent record
    assert (stats.added, stats.removed, stats.kept, stats.updated) == (2, 2, 0, 2)
    assert emb.embedded == ["SPI > CR1\nBR[2:0]: baud rate control, fPCLK divided by 4."]
    assert store.count() == 3


def test_page_change_updates_metadata_without_embedding(
    store: Store, embedder: FakeEmbedder
) -> None:
    emb = CountingEmbedder(embedder)
    store.sync_document("ds", document("ds", TEXTS), emb)
    moved = [replace(c, page_start=7, page_end=8) for c in document("ds", TEXTS)]
    emb.embedded.clear()
    stats = store.sync_document("ds", moved, emb)
    assert (stats.added, stats.removed, stats.updated) == (0, 0, 4)
    assert emb.embedded == []
    hits = store.query(embedder.embed(["SPI enable"])[0].tolist(), 1)
    assert hits[0][0].metadata["page_start"] == 7


def test_children_link_to_stored_parent(store: Store, embedder: FakeEmbedder) -> None:
    store.sync_document("rm", document("rm", TEXTS), embedder, chip="stm32f407")
    (child, _distance), *_ = store.query(embedder.embed(["clock phase"])[0].tolist(), 3)
    assert child.text == TEXTS[2]
    meta = child.metadata
    assert meta["chip"] == "stm32f407" and meta["doc_id"] == "rm" and meta["level"] == "child"
    parents = store.get_parents([str(meta["parent_id"])])
    assert parents[str(meta["parent_id"])].text == "\n".join(TEXTS)


def test_repeated_identical_chunks_get_distinct_records(
    store: Store, embedder: FakeEmbedder
) -> None:
    emb = CountingEmbedder(embedder)
    stats = store.sync_document("n", document("n", ["Reserved.", "Reserved.", "PE bit"]), emb)
    assert stats.added == 4 and store.count() == 3
    assert sorted(emb.embedded) == ["SPI > CR1\nPE bit", "SPI > CR1\nReserved."]


def test_delete_and_remove_orphans(store: Store, embedder: FakeEmbedder) -> None:
    for doc in ("a", "b", "c"):
        store.sync_document(doc, document(doc, TEXTS), embedder)
    assert store.document_ids() == {"a", "b", "c"}
    assert store.delete_document("a") == 4
    assert store.count() == 6
    assert store.remove_orphans({"b"}) == 4
    assert store.document_ids() == {"b"}
    assert not store.lexical.path_for("c").exists()
    assert store.remove_orphans({"b"}) == 0


def test_other_embedder_is_refused(store: Store, real_embedder: MiniLMEmbedder) -> None:
    store.sync_document("a", document("a", TEXTS), real_embedder)
    other = MiniLMEmbedder(long_text="first")  # same model, another vector space
    with pytest.raises(StoreError, match="rebuild"):
        store.sync_document("b", document("b", TEXTS), other)
    store.reset()
    assert store.count() == 0
    assert store.sync_document("b", document("b", TEXTS), other).added == 4


def test_lexical_files_are_deterministic(tmp_path: Path, embedder: FakeEmbedder) -> None:
    one, two = Store(tmp_path / "one"), Store(tmp_path / "two")
    for s in (one, two):
        s.sync_document("rm", document("rm", TEXTS), embedder)
    assert one.lexical.path_for("rm").read_bytes() == two.lexical.path_for("rm").read_bytes()
    assert one.lexical.load_index().to_bytes() == two.lexical.load_index().to_bytes()


def test_bad_server_url_is_a_store_error(tmp_path: Path) -> None:
    with pytest.raises(StoreError, match="url"):
        Store(tmp_path, url="ftp://x")


def test_dense_matrix_matches_chroma_and_filters(store: Store, embedder: FakeEmbedder) -> None:
    from hwcc.index.dense import DenseMatrix, refresh_dense

    store.sync_document("rm", document("rm", TEXTS), embedder, chip="stm32")
    other = [chunk("ds", 1, "CMD register: write 0xB6 for a soft reset.", peripheral="CMD")]
    store.sync_document("ds", other, embedder, chip="bma423")
    matrix = DenseMatrix.from_store(store)
    assert len(matrix) == store.count() == 4
    assert matrix.embedder == embedder.name
    query = embedder.embed(["spi clock polarity"])[0]
    mine = matrix.search(query, 4)
    theirs = store.query(query.tolist(), 4)
    assert [rid for rid, _ in mine] == [s.record_id for s, _ in theirs]
    for (_rid, cosine), (_s, distance) in zip(mine, theirs, strict=True):
        assert cosine == pytest.approx(1.0 - distance, abs=1e-4)
    assert [rid for rid, _ in matrix.search(query, 4, {"chip": "bma423"})] == [
        s.record_id for s, _ in store.query(query.tolist(), 4, {"chip": "bma423"})
    ]
    assert matrix.search(query, 4, {"chip": "esp32"}) == []
    assert matrix.search(query, 4, {"chip": "stm32", "peripheral": "CMD"}) == []
    parents = {matrix.parents[matrix.row[rid]] for rid, _ in matrix.search(query, 4)}
    assert len(parents) == 2 and "" in parents  # the rm children share one parent
    # the compiled copy round-trips and is keyed by the signature
    data = matrix.to_bytes("sig-1")
    again = DenseMatrix.from_bytes(data, "sig-1")
    assert again is not None and again.search(query, 4) == mine
    assert DenseMatrix.from_bytes(data, "sig-2") is None
    assert DenseMatrix.from_bytes(data[:-4], "sig-1") is None
    assert DenseMatrix.from_bytes(b"junk", "sig-1") is None
    key = "collection-key"
    cached = refresh_dense(store, None, key)
    assert (store.index_dir / "dense.bin").is_file()
    assert cached.search(query, 4) == mine
    assert refresh_dense(store, cached, key) is cached  # nothing changed
    # a later sync / delete is applied incrementally, also when starting from dense.bin
    store.delete_document("ds")
    assert [rid for rid, _ in refresh_dense(store, None, key).search(query, 4)] == [
        rid
        for rid, _ in mine
        if rid in matrix.row
        and matrix.values["chip"][int(matrix.codes["chip"][matrix.row[rid]])] == "stm32"
    ]
    store.sync_document("ds", other, embedder, chip="bma423")
    again4 = refresh_dense(store, cached, key)
    assert again4.search(query, 4) == mine and again4.stamps == store.lexical.stamps()
    assert len(refresh_dense(store, None, "other-collection")) == 4  # full load
    store.reset()
    assert not (store.index_dir / "dense.bin").exists()
    assert len(DenseMatrix.from_store(store)) == 0


def test_same_layout_peripherals_are_embedded_once(tmp_path: Path) -> None:
    """SPI2 is derived from SPI1: its register texts embed under SPI1's name, once."""
    from hwcc.config import Config
    from hwcc.index.store import Store, embed_text, lexical_text
    from hwcc.index.sync import chunk_result
    from hwcc.ingest.base import ParseOptions, parser_for

    svd = Path(__file__).resolve().parent / "fixtures" / "cli" / "mini.svd"
    result = parser_for("svd").parse(svd, ParseOptions(doc_id="mini"))
    chunks = chunk_result(result, Config())
    children = [c for c in chunks if c.level == "child"]
    spi2 = [c for c in children if c.metadata.get("peripheral") == "SPI2"]
    assert spi2 and all(c.metadata["layout_of"] == "SPI1" for c in spi2)
    assert all("SPI2" in lexical_text(c) for c in spi2)  # BM25 keeps the real name

    class CountingEmbedder:
        """A deterministic stand-in that records what it was asked to embed."""

        name, dim, max_input_tokens = "counting-test", 4, 10_000

        def __init__(self) -> None:
            self.texts: list[str] = []

        def embed(self, texts: Sequence[str]) -> np.ndarray:
            self.texts.extend(texts)
            rows = np.array([[len(t), sum(map(ord, t)) % 97, 1.0, 2.0] for t in texts], "f4")
            return rows / np.linalg.norm(rows, axis=1, keepdims=True)

    embedder = CountingEmbedder()
    Store(tmp_path / "index").sync_document("mini", chunks, embedder)
    distinct = {embed_text(c) for c in children}
    assert len(embedder.texts) == len(distinct) < len(children)
    assert sorted(embedder.texts) == sorted(distinct)
