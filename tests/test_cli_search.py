"""hwcc search / reindex / add --preview through the real CLI and real index.

``indexed`` uses the real embedder (a paraphrase must find its note); the projects of
tests about index state and error handling use the fake one, except the one a
subprocess searches (it knows only the real embedder)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from tests.clihelpers import FIXTURES, MINI_SVD, run, snapshot
from tests.support.projects import add, copy_project, new_project, set_embedding

NOTES = FIXTURES / "cli" / "notes.md"


@pytest.fixture(scope="module")
def indexed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("search") / "fw"
    root.mkdir()
    assert run(root, "init", "--chip", "MINI1")[0] == 0
    shutil.copy(MINI_SVD, root / "mini.svd")
    shutil.copy(NOTES, root / "notes.md")
    code, out, err = run(root, "add", "mini.svd", "notes.md")
    assert code == 0, out + err
    return root


def _search(root: Path, *args: str) -> list[dict[str, object]]:
    code, out, err = run(root, "search", *args, "--json")
    assert code == 0, out + err
    hits = json.loads(out)
    assert isinstance(hits, list)
    return hits


def test_identifier_query_finds_the_register(indexed: Path) -> None:
    hits = _search(indexed, "OVR", "-k", "3")
    assert hits, "no hits"
    assert any("OVR" in str(h["text"]) for h in hits)
    assert {h["doc_id"] for h in hits} <= {"mini-svd", "notes-md"}


def test_paraphrase_finds_the_note(indexed: Path) -> None:
    hits = _search(indexed, "what clock divider does the flash need at power-up", "-k", "3")
    assert hits[0]["doc_id"] == "notes-md"
    assert "DIV16" in str(hits[0]["parent_text"])


def test_filters(indexed: Path) -> None:
    hits = _search(indexed, "OVR", "--doc-type", "svd", "-k", "10")
    assert hits and all(h["doc_type"] == "svd" for h in hits)
    hits = _search(indexed, "SPI", "--peripheral", "SPI2", "-k", "10")
    assert hits and all(h["peripheral"] == "SPI2" for h in hits)


def test_rich_output_and_empty_query(indexed: Path) -> None:
    code, out, _ = run(indexed, "search", "baud rate", "-k", "1")
    assert code == 0 and "1." in out
    code, _, err = run(indexed, "search", "   ")
    assert code == 2 and "empty" in err


def test_reindex_keeps_results(indexed: Path) -> None:
    """``reindex`` stores exactly what ``add`` stored: same records (texts, metadata,
    same-layout keys), byte for byte, and so the same results."""
    records = indexed / ".hwcc" / "index" / "records"
    stored = {p.name: p.read_bytes() for p in records.glob("*.json")}
    assert len(stored) == 2
    before = _search(indexed, "OVR", "-k", "3")
    code, out, err = run(indexed, "reindex")
    assert code == 0, out + err
    assert {p.name: p.read_bytes() for p in records.glob("*.json")} == stored
    after = _search(indexed, "OVR", "-k", "3")
    assert [h["chunk_id"] for h in after] == [h["chunk_id"] for h in before]


def test_remove_drops_document_from_search(indexed: Path, tmp_path: Path) -> None:
    root = tmp_path / "fw"
    shutil.copytree(indexed, root)
    assert run(root, "remove", "notes-md")[0] == 0
    hits = _search(root, "flash power-up prescaler", "-k", "5")
    assert all(h["doc_id"] != "notes-md" for h in hits)


def test_search_without_index(tmp_path: Path) -> None:
    assert run(tmp_path, "init")[0] == 0
    code, _, err = run(tmp_path, "search", "SPI")
    assert code == 1 and "hwcc add" in err


def test_preview_writes_nothing(indexed: Path) -> None:
    before = snapshot(indexed)
    code, out, err = run(indexed, "add", "notes.md", "--preview", "--json", "--max-tokens", "64")
    assert code == 0, out + err
    data = json.loads(out)
    assert data["chunks"], data
    assert snapshot(indexed) == before
    code, out, _ = run(indexed, "add", "mini.svd", "--preview")
    assert code == 0 and "register_table" in out


def test_no_index_then_reindex(tmp_path: Path) -> None:
    """``add --no-index`` writes the context files and the lexical index: search answers
    lexically and says so (stderr; each JSON hit's ``mode``), ``status`` reports the
    dense index incomplete, and ``reindex`` embeds the documents (hybrid again)."""
    root = new_project(tmp_path / "fw")
    shutil.copy(NOTES, root / "notes.md")
    code, out, err = run(root, "add", "notes.md", "--no-index")
    assert code == 0, out + err
    assert "dense index incomplete: 0 of" in err and "hwcc reindex" in err
    assert (root / "CLAUDE.md").exists()
    status = json.loads(run(root, "status", "--json")[1])
    chunks = status["documents"][0]["chunks"]
    assert chunks > 0
    assert status["search"]["mode"] == "lexical"
    assert (status["search"]["embedded"], status["search"]["total"]) == (0, chunks)
    assert status["search"]["pending"] == ["notes-md"]
    assert "Search: lexical only" in run(root, "status")[1]
    code, out, err = run(root, "search", "OVR flag", "--json")
    assert code == 0, err
    hits = json.loads(out)
    assert hits[0]["doc_id"] == "notes-md" and {h["mode"] for h in hits} == {"lexical"}
    assert err.count("\n") == 1
    assert f"dense index incomplete: 0 of {chunks} chunks embedded" in err
    assert not (root / ".hwcc" / "index" / "chroma").exists()  # nothing embedded, no Chroma
    assert run(root, "reindex")[0] == 0
    status = json.loads(run(root, "status", "--json")[1])
    assert status["search"] == {
        "mode": "hybrid",
        "embedded": chunks,
        "total": chunks,
        "pending": [],
        "embedding_now": False,
        "note": None,
    }
    code, out, err = run(root, "search", "OVR flag", "--json")
    assert code == 0 and err == ""
    hits = json.loads(out)
    assert hits[0]["doc_id"] == "notes-md" and {h["mode"] for h in hits} == {"hybrid"}
    assert hits[0]["dense_rank"] is not None


def test_first_search_after_add_does_not_open_chroma(tmp_path: Path) -> None:
    """``add`` leaves the search caches current, so the first ``hwcc search`` in a new
    process answers from them and the record files (no ~1 s chromadb import, no reading
    the new vectors back)."""
    import subprocess
    import sys

    root = _indexed_notes(tmp_path / "fw", fake=False)
    index = root / ".hwcc" / "index"
    assert (index / "bm25.bin").is_file() and (index / "dense.bin").is_file()
    script = (
        "import sys\n"
        "from pathlib import Path\n"
        "import hwcc\n"
        f"hits = hwcc.Project.open(Path({str(root)!r})).search('flash prescaler', k=1)\n"
        "print(hits[0].doc_id, 'chromadb' in sys.modules)\n"
    )
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["notes-md", "False"]


def test_cold_search_results_do_not_depend_on_the_optimised_model_copy(
    indexed: Path, tmp_path: Path
) -> None:
    """``hwcc search`` in new processes, as a user runs it: the first builds its model
    session from model.onnx and saves the optimised copy in the user cache, the next
    ones load that copy; their output is byte-identical (and equals the in-process
    CLI's, whose embedder was built before)."""
    import os
    import subprocess
    import sys

    cache = tmp_path / "cache"
    env = {**os.environ, "HWCC_CACHE_DIR": str(cache)}

    def cold(query: str) -> str:
        result = subprocess.run(
            [sys.executable, "-m", "hwcc", "search", query, "--json"],
            cwd=indexed,
            env=env,
            capture_output=True,
            text=True,
        )
        assert result.returncode == 0, result.stderr
        return result.stdout

    queries = ["OVR flag", "baud rate of the UART", "0x40013000", "flash prescaler"]
    first = cold(queries[0])
    (copy,) = (cache / "onnx").iterdir()
    assert (copy / "meta.json").is_file()
    assert cold(queries[0]) == first
    for query in queries:
        code, out, err = run(indexed, "search", query, "--json")
        assert code == 0, out + err
        assert cold(query) == out


def test_lexical_search_loads_no_model_and_no_chroma(tmp_path: Path) -> None:
    """After ``add --no-index`` a search in a new process answers from the record and
    lexical files alone: neither chromadb nor onnxruntime is imported."""
    import subprocess
    import sys

    root = new_project(tmp_path / "fw", fake=False)
    shutil.copy(NOTES, root / "notes.md")
    add(root, "notes.md", "--no-index")
    script = (
        "import sys\n"
        "from pathlib import Path\n"
        "import hwcc\n"
        f"hits = hwcc.Project.open(Path({str(root)!r})).search('OVR flag', k=1)\n"
        "print(hits[0].doc_id, hits[0].mode, 'chromadb' in sys.modules,"
        " 'onnxruntime' in sys.modules)\n"
    )
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["notes-md", "lexical", "False", "False"]


def _indexed_notes(root: Path, *, fake: bool = True) -> Path:
    """A project at ``root`` holding ``notes.md``, added and indexed."""
    new_project(root, fake=fake)
    shutil.copy(NOTES, root / "notes.md")
    add(root, "notes.md")
    return root


@pytest.fixture(scope="session")
def notes_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Built once per session (fake embedder); tests get copies (:func:`indexed_copy`)."""
    return _indexed_notes(tmp_path_factory.mktemp("template-notes") / "fw")


@pytest.fixture
def indexed_copy(notes_template: Path, tmp_path: Path) -> Path:
    """This test's own copy of :func:`notes_template`."""
    return copy_project(notes_template, tmp_path / "fw")


@pytest.mark.parametrize(
    ("embedding", "message"),
    [
        ({"provider": "minlm"}, "unknown provider 'minlm'"),
        ({"provider": "ollama", "url": "http://127.0.0.1:9", "retries": 0}, "127.0.0.1:9"),
    ],
    ids=["unknown-provider", "unreachable-server"],
)
def test_failed_reindex_keeps_the_old_index(
    indexed_copy: Path, embedding: dict[str, object], message: str
) -> None:
    root = indexed_copy
    original = set_embedding(root, **embedding)
    before = snapshot(root)
    code, _, err = run(root, "reindex")
    assert code != 0 and err.count("error:") == 1 and message in err
    assert snapshot(root) == before  # nothing dropped, nothing created
    (root / ".hwcc" / "config.toml").write_text(original)
    assert _search(root, "OVR flag")[0]["doc_id"] == "notes-md"


def test_unfinished_reindex_is_reported_until_a_reindex_completes(indexed_copy: Path) -> None:
    root = indexed_copy
    # what a reindex killed between dropping the old index and finishing the new leaves
    (root / ".hwcc" / "index" / "REINDEX-INCOMPLETE").write_text("started\n")
    code, _, err = run(root, "search", "OVR flag")
    assert code == 1 and "did not finish" in err
    code, out, _ = run(root, "status", "--json")
    assert code == 0 and "did not finish" in json.loads(out)["index_problem"]
    assert "did not finish" in run(root, "status")[1]
    assert run(root, "reindex")[0] == 0
    assert json.loads(run(root, "status", "--json")[1])["index_problem"] is None
    assert _search(root, "OVR flag")[0]["doc_id"] == "notes-md"


@pytest.mark.parametrize(
    "option", [("--doc-type", "Errata"), ("--doc-type", "bogus"), ("--content-type", "x")]
)
def test_unknown_filter_values_are_usage_errors(indexed: Path, option: tuple[str, str]) -> None:
    code, _, err = run(indexed, "search", "OVR", *option)
    assert code == 2 and option[0] in err and "is not one of" in err


def test_unreachable_embedding_server_is_named_not_blamed_on_the_store(tmp_path: Path) -> None:
    root = new_project(tmp_path / "fw", fake=False)
    set_embedding(root, provider="ollama", url="http://127.0.0.1:9", retries=0)
    shutil.copy(NOTES, root / "notes.md")
    before = snapshot(root, index=False)
    code, _, err = run(root, "add", "notes.md")
    assert code != 0 and err.count("error:") == 1
    assert "127.0.0.1:9" in err and "vector store" not in err
    assert snapshot(root, index=False) == before
