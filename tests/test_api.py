"""The library API end to end (``hwcc.Project``), and the defects found while building
it: each test failed on the code before the API existed."""

from __future__ import annotations

import dataclasses
import json
import shutil
from pathlib import Path

import pytest

import hwcc
from hwcc.errors import ProjectError, UsageError
from tests.clihelpers import FIXTURES, MINI_SVD, run, snapshot
from tests.support.projects import use_fake_embedder

NOTES = FIXTURES / "cli" / "notes.md"


def _project(tmp_path: Path) -> hwcc.Project:
    root = tmp_path / "fw"
    root.mkdir(parents=True)
    report = hwcc.Project.init(root, chip="MINI1")
    assert report.created and report.config == ".hwcc/config.toml"
    use_fake_embedder(root)  # these tests are not about embeddings
    return hwcc.Project.open(root)


def test_project_end_to_end(tmp_path: Path) -> None:
    project = _project(tmp_path)
    shutil.copy(MINI_SVD, project.root / "mini.svd")
    shutil.copy(NOTES, project.root / "notes.md")
    report = project.add(["mini.svd", "notes.md"])
    assert [(d.doc_id, d.status) for d in report.documents] == [
        ("mini-svd", "added"),
        ("notes-md", "added"),
    ]
    assert "CLAUDE.md" in report.written and ".hwcc/context/peripherals/SPI1.md" in report.written
    assert [e.doc_id for e in project.documents()] == ["mini-svd", "notes-md"]
    (device,) = project.devices()
    assert device.name == "MINI1" and device.peripherals[0].name == "SPI1"
    hits = project.search("flash tolerates 8 MHz during power-up", k=3)
    assert hits and hits[0].doc_id == "notes-md"
    assert project.search("CR1", doc_type="svd", k=3)[0].doc_id == "mini-svd"
    status = project.status()
    assert status.stale == () and status.index_problem is None
    assert project.compile(check=True).files == ()
    data = hwcc.api.to_jsonable(report)
    assert data["documents"][0]["status"] == "added" and isinstance(data["written"], list)
    assert project.add(["notes.md"]).documents[0].status == "unchanged"
    removed = project.remove("notes-md")
    assert removed.doc_id == "notes-md" and removed.path == "notes.md"
    assert [e.doc_id for e in project.documents()] == ["mini-svd"]
    remaining = project.search("flash tolerates 8 MHz during power-up", k=5)
    assert all(hit.doc_id == "mini-svd" for hit in remaining)


def test_open_outside_a_project_is_a_project_error(tmp_path: Path) -> None:
    with pytest.raises(ProjectError):
        hwcc.Project.open(tmp_path)


def test_directory_add_takes_every_declared_suffix_and_names_what_it_skipped(
    tmp_path: Path,
) -> None:
    project = _project(tmp_path)
    docs = project.root / "docs"
    docs.mkdir()
    for name in ("a.mdx", "b.mkd", "c.rest", "d.markdown"):
        (docs / name).write_text(f"# {name}\n\nSome text about {name}.\n")
    (docs / "e.zip").write_bytes(b"PK\x03\x04")
    report = project.add(["docs"], index=False)
    assert sorted(d.path for d in report.documents) == [
        "docs/a.mdx",
        "docs/b.mkd",
        "docs/c.rest",
        "docs/d.markdown",
    ]
    assert any("docs/e.zip" in w and "skipped 1 file" in w for w in report.warnings)


def test_a_directory_of_only_unknown_files_says_what_it_skipped(tmp_path: Path) -> None:
    root = _project(tmp_path).root
    (root / "docs").mkdir()
    (root / "docs" / "bundle.zip").write_bytes(b"PK\x03\x04")
    code, out, err = run(root, "add", "docs")
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and "no documents to add" in err and "docs/bundle.zip" in err


def test_damaged_register_model_is_a_clean_error_for_add_and_remove(tmp_path: Path) -> None:
    project = _project(tmp_path)
    root = project.root
    shutil.copy(MINI_SVD, root / "mini.svd")
    shutil.copy(NOTES, root / "notes.md")
    project.add(["mini.svd", "notes.md"], index=False)
    (model,) = (root / ".hwcc" / "processed").glob("*.device.json")
    model.write_text('{"name": "MINI1", "peripherals": [')
    before = snapshot(root)
    (root / "notes.md").write_text(NOTES.read_text() + "\nMore notes.\n")
    for args in (["add", "notes.md", "--no-index"], ["remove", "notes-md"]):
        code, _, err = run(root, *args)
        assert code == 1 and "Traceback" not in err and err.count("\n") == 1, err
        assert "register model unreadable" in err and model.name in err
    (root / "notes.md").write_text(NOTES.read_text())
    assert snapshot(root) == before


def test_search_after_add_without_index_answers_lexically_and_names_reindex(
    tmp_path: Path,
) -> None:
    project = _project(tmp_path)
    shutil.copy(NOTES, project.root / "notes.md")
    report = project.add(["notes.md"], index=False)
    assert report.dense is not None and report.dense.mode == "lexical"
    hits = project.search("OVR")
    assert hits and {h.mode for h in hits} == {"lexical"}
    assert hits[0].dense_rank is None and hits[0].lexical_rank == 1
    note = project.search_state().note
    assert note is not None and "hwcc reindex" in note
    code, _, err = run(project.root, "search", "OVR")
    assert code == 0 and "hwcc reindex" in err
    # a document an older hwcc added without any index (no chunks): search names reindex
    from hwcc.state.manifest import dump_manifest, load_manifest

    manifest = project.paths.manifest
    legacy = load_manifest(manifest)
    (entry,) = legacy.documents
    manifest.write_text(dump_manifest(legacy.with_entry(dataclasses.replace(entry, chunks=0))))
    shutil.rmtree(project.paths.index)
    code, _, err = run(project.root, "search", "OVR")
    assert code == 1 and "hwcc reindex" in err
    with pytest.raises(ProjectError, match="no documents yet"):
        _project(tmp_path / "other").search("OVR")


def test_search_returns_k_hits_when_records_of_unlisted_documents_rank_higher(
    tmp_path: Path,
) -> None:
    project = _project(tmp_path)
    root = project.root
    # sections large enough to be parents of their own (search returns one hit each)
    filler = " ".join(f"word{n}" for n in range(300))
    loud = "\n\n".join(f"## Section {i}\n\nOVR flag OVR flag OVR. {filler}" for i in range(12))
    (root / "loud.md").write_text("# Loud\n\n" + loud + "\n")
    quiet = "\n\n".join(f"## Part {i}\n\nOne OVR flag note. {filler}" for i in range(6))
    (root / "quiet.md").write_text("# Quiet\n\n" + quiet + "\n")
    project.add(["loud.md", "quiet.md"])
    manifest_path = root / ".hwcc" / "manifest.json"
    manifest = json.loads(manifest_path.read_text())
    # as a killed add leaves them: records of a document the manifest does not list
    manifest["documents"] = [d for d in manifest["documents"] if d["doc_id"] != "loud-md"]
    manifest_path.write_text(json.dumps(manifest))
    hits = project.search("OVR flag", k=5)
    assert len(hits) == 5 and {h.doc_id for h in hits} == {"quiet-md"}


def test_compile_check_before_any_add_is_up_to_date(tmp_path: Path) -> None:
    root = _project(tmp_path).root
    code, out, _ = run(root, "compile", "--check")
    assert code == 0 and "up to date" in out and "stale" not in out


def test_doc_type_override_reaches_the_parser(tmp_path: Path) -> None:
    project = _project(tmp_path)
    (project.root / "limits.md").write_text("# Limitations\n\nI2C: clock stretching fails.\n")
    report = project.add(["limits.md"], index=False, doc_type="errata")
    assert report.documents[0].status == "added"
    assert project.documents()[0].doc_type == "errata"
    with pytest.raises(UsageError, match="unknown document type 'bogus'"):
        project.add(["limits.md"], index=False, doc_type="bogus", force=True)


def test_values_crossing_stages_are_hashable() -> None:
    from hwcc.types import Chunk, PageSpan, ParseResult

    chunk = Chunk("c", "d", "text", 1, "A > B", 0, 4, 1, 1, 0, metadata={"k": "v"})
    same = Chunk("c", "d", "text", 1, "A > B", 0, 4, 1, 1, 0, metadata={"k": "v"})
    assert chunk == same and hash(chunk) == hash(same)
    result = ParseResult("d", "t", "notes", "x", page_map=(PageSpan(0, 1, 1),))
    assert hash(result) == hash(ParseResult("d", "t", "notes", "x", page_map=(PageSpan(0, 1, 1),)))
