"""The search index always describes the versions the manifest lists: an ``add`` that
updates a document and then fails (or is killed) puts the old version's records back, or
leaves a marker that the next writing command repairs (real CLI, real Chroma; the fake
embedder, as every query here names words of the text it must find or must not find)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from tests.clihelpers import run, snapshot
from tests.support.projects import add, copy_project, new_project

V1 = "# Clock tree\n\nThe HSE oscillator runs at 8 MHz on every board revision.\n"
V2 = "# Clock tree\n\nThe QUARTZ77 crystal drives HSE at 25 MHz since revision C.\n"


def _hits(root: Path, query: str) -> list[dict[str, object]]:
    code, out, err = run(root, "search", query, "--json", "-k", "5")
    assert code == 0, out + err
    hits: list[dict[str, object]] = json.loads(out)
    return hits


def _texts(root: Path, query: str) -> str:
    return "\n".join(str(h["text"]) for h in _hits(root, query) if h["doc_id"] == "note-md")


@pytest.fixture(scope="session")
def note_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Built once per session: a project (chip MINI1) holding ``note.md`` (V1), added and
    indexed with the fake embedder. Tests get copies (:func:`root`)."""
    root = new_project(tmp_path_factory.mktemp("template-note") / "fw", "--chip", "MINI1")
    (root / "note.md").write_text(V1)
    add(root, "note.md")
    return root


@pytest.fixture
def root(note_template: Path, tmp_path: Path) -> Path:
    """This test's own copy (``tmp_path/fw``) of :func:`note_template`."""
    root = copy_project(note_template, tmp_path / "fw")
    assert "8 MHz" in _texts(root, "HSE oscillator frequency")
    return root


def _block_copilot_target(root: Path) -> None:
    """A file where ``.github/`` must be: the context write after the index sync fails."""
    shutil.rmtree(root / ".github")
    (root / ".github").write_text("blocker\n")


def _unblock(root: Path) -> None:
    (root / ".github").unlink()


def test_failed_update_puts_the_old_version_back_into_the_index(root: Path) -> None:
    (root / "note.md").write_text(V2)
    _block_copilot_target(root)
    before = snapshot(root, index=False)
    code, _, err = run(root, "add", "note.md")
    assert code == 1 and ".github" in err
    assert snapshot(root, index=False) == before
    # the manifest still lists version 1, and so does the index
    text = _texts(root, "HSE oscillator frequency QUARTZ77 crystal")
    assert "8 MHz" in text and "QUARTZ77" not in text
    assert not (root / ".hwcc" / "index" / "SYNC-PENDING.json").exists()
    assert json.loads(run(root, "status", "--json")[1])["index_problem"] is None
    # once the obstacle is gone the update goes through as usual
    _unblock(root)
    code, out, err = run(root, "add", "note.md")
    assert code == 0 and "updated" in out, out + err
    text = _texts(root, "QUARTZ77 crystal")
    assert "QUARTZ77" in text and "8 MHz" not in text


def test_failed_update_then_reverted_file_leaves_no_new_records(root: Path) -> None:
    """The case a stale index never heals by itself: the user reverts the file, so the
    next ``add`` finds it unchanged and syncs nothing."""
    (root / "note.md").write_text(V2)
    _block_copilot_target(root)
    assert run(root, "add", "note.md")[0] == 1
    _unblock(root)
    (root / "note.md").write_text(V1)
    code, out, err = run(root, "add", "note.md")
    assert code == 0 and "unchanged" in out, out + err
    assert "QUARTZ77" not in _texts(root, "QUARTZ77 crystal drives HSE")


def test_interrupted_update_is_reported_then_repaired_by_the_next_add(
    root: Path, tmp_path: Path
) -> None:
    """What a ``kill -9`` between the index sync and the manifest commit leaves: the new
    version's records and the pending marker. Search refuses, status says why, and the
    next writing command restores the manifest's version."""
    index = root / ".hwcc" / "index"
    manifest = (root / ".hwcc" / "manifest.json").read_bytes()
    processed = root / ".hwcc" / "processed"
    shutil.copytree(processed, tmp_path / "processed-v1")
    (root / "note.md").write_text(V2)
    assert run(root, "add", "note.md")[0] == 0  # index now holds version 2 ...
    (root / ".hwcc" / "manifest.json").write_bytes(manifest)  # ... the manifest version 1
    shutil.rmtree(processed)
    shutil.copytree(tmp_path / "processed-v1", processed)  # swept only after a commit
    (index / "SYNC-PENDING.json").write_text('{"doc_ids": ["note-md"]}\n')
    code, _, err = run(root, "search", "HSE")
    assert code == 1 and "interrupted" in err and "note-md" in err
    problem = json.loads(run(root, "status", "--json")[1])["index_problem"]
    assert problem is not None and "note-md" in problem
    (root / "other.md").write_text("# Power\n\nVDD is 3.3 V.\n")
    code, out, err = run(root, "add", "other.md")
    assert code == 0, out + err
    assert not (index / "SYNC-PENDING.json").exists()
    text = _texts(root, "HSE oscillator frequency QUARTZ77 crystal")
    assert "8 MHz" in text and "QUARTZ77" not in text


def test_unreadable_marker_is_repaired_by_reindex(root: Path) -> None:
    marker = root / ".hwcc" / "index" / "SYNC-PENDING.json"
    marker.write_text("not json")
    code, _, err = run(root, "search", "HSE")
    assert code == 1 and "reindex" in err
    assert run(root, "reindex")[0] == 0
    assert not marker.exists()
    assert "8 MHz" in _texts(root, "HSE oscillator frequency")


def _index_files(root: Path) -> dict[str, bytes]:
    """hwcc's own per-document index files (Chroma's database bytes are not comparable)."""
    index = root / ".hwcc" / "index"
    return {
        p.relative_to(index).as_posix(): p.read_bytes()
        for sub in ("records", "lexical")
        for p in sorted((index / sub).glob("*"))
    }


def test_failed_add_of_a_new_document_leaves_no_records(root: Path) -> None:
    from hwcc.index.store import Store
    from hwcc.state.paths import ProjectPaths

    files = _index_files(root)
    (root / "other.md").write_text("# Power\n\nVDD is 3.3 V; ZAPPO77 rail.\n")
    _block_copilot_target(root)
    code, _, err = run(root, "add", "other.md")
    assert code == 1 and ".github" in err
    assert _index_files(root) == files
    assert Store(ProjectPaths(root).index).document_ids() == {"note-md"}
    assert not (root / ".hwcc" / "index" / "SYNC-PENDING.json").exists()


def test_remove_killed_after_its_commit_is_reported_then_repaired(root: Path) -> None:
    """What a kill between remove's manifest commit and the deletion of the records
    leaves: the manifest without the document, its records still in the index (they
    crowded every other hit out of search, and nothing reported them)."""
    from hwcc.state.manifest import dump_manifest, load_manifest

    (root / "other.md").write_text("# Power\n\nThe HSE oscillator needs VDD at 3.3 V.\n")
    assert run(root, "add", "other.md")[0] == 0
    manifest = root / ".hwcc" / "manifest.json"
    manifest.write_text(dump_manifest(load_manifest(manifest).without("note-md")))
    (root / ".hwcc" / "index" / "SYNC-PENDING.json").write_text('{"doc_ids": ["note-md"]}\n')
    code, _, err = run(root, "search", "HSE oscillator")
    assert code == 1 and "note-md" in err and "'hwcc remove'" in err
    (root / "third.md").write_text("# Reset\n\nNRST is active low.\n")
    assert run(root, "add", "third.md")[0] == 0  # repairs first
    from hwcc.index.store import Store
    from hwcc.state.paths import ProjectPaths

    assert Store(ProjectPaths(root).index).document_ids() == {"other-md", "third-md"}
    assert {h["doc_id"] for h in _hits(root, "HSE oscillator")} == {"other-md", "third-md"}


def test_remove_deletes_records_and_leaves_no_marker(root: Path) -> None:
    from hwcc.index.store import Store
    from hwcc.state.paths import ProjectPaths

    code, out, err = run(root, "remove", "note-md")
    assert code == 0, out + err
    assert Store(ProjectPaths(root).index).document_ids() == set()
    assert not (root / ".hwcc" / "index" / "SYNC-PENDING.json").exists()


def test_marker_of_a_running_writer_does_not_stop_search(root: Path) -> None:
    """While an add embeds an updated document its marker exists; a concurrent search
    (from an agent, say) must not be told the add was interrupted."""
    import os

    index = root / ".hwcc" / "index"
    (index / "SYNC-PENDING.json").write_text('{"doc_ids": ["note-md"]}\n')
    lock = root / ".hwcc" / "lock"
    lock.write_text(str(os.getpid()))  # what a running writer's lock file holds
    assert "8 MHz" in _texts(root, "HSE oscillator frequency")
    assert json.loads(run(root, "status", "--json")[1])["index_problem"] is None
    (index / "REINDEX-INCOMPLETE").write_text("started\n")
    code, _, err = run(root, "search", "HSE")
    assert code == 1 and "being rebuilt by a running 'hwcc reindex'" in err
    lock.write_text("")  # released: the marker now means an interrupted command
    code, _, err = run(root, "search", "HSE")
    assert code == 1 and "did not finish" in err


def test_marker_naming_a_document_without_processed_files_does_not_block(
    root: Path,
) -> None:
    """The repair re-syncs from processed files; when they are gone it drops the records
    instead of failing every add, remove and reindex with advice ('add --force') that
    could not work."""
    for file in (root / ".hwcc" / "processed").glob("note-md-*"):
        file.unlink()
    (root / ".hwcc" / "index" / "SYNC-PENDING.json").write_text('{"doc_ids": ["note-md"]}\n')
    code, out, err = run(root, "add", "note.md", "--force")
    assert code == 0, out + err
    assert "8 MHz" in _texts(root, "HSE oscillator frequency")


def test_remove_that_fails_before_its_commit_leaves_the_records_alone(root: Path) -> None:
    """The rollback re-chunked the document with the current [chunk] settings and so
    changed the records although nothing had been deleted."""
    from hwcc.index.store import Store
    from hwcc.state.paths import ProjectPaths

    (root / "note.md").write_text("# Clock tree\n\n" + "The HSE oscillator runs at 8 MHz. " * 60)
    assert run(root, "add", "note.md")[0] == 0
    before = Store(ProjectPaths(root).index).count()
    config = root / ".hwcc" / "config.toml"
    config.write_text(config.read_text().replace("max_tokens = 200", "max_tokens = 100"))
    _block_copilot_target(root)
    code, _, err = run(root, "remove", "note.md")
    assert code == 1 and ".github" in err
    assert Store(ProjectPaths(root).index).count() == before
    assert not (root / ".hwcc" / "index" / "SYNC-PENDING.json").exists()
