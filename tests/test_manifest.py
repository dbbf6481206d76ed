from __future__ import annotations

from pathlib import Path

import pytest

from hwcc.errors import ProjectError
from hwcc.state.manifest import DocumentEntry, Manifest, dump_manifest, load_manifest


def _entry(doc_id: str, path: str = "a.svd") -> DocumentEntry:
    return DocumentEntry(doc_id, path, "ab" * 32, "svd", "svd", "T", warnings=("w",))


def test_round_trip_and_sorted(tmp_path: Path) -> None:
    manifest = Manifest().with_entry(_entry("zeta", "z.svd")).with_entry(_entry("alpha"))
    assert [e.doc_id for e in manifest.documents] == ["alpha", "zeta"]
    path = tmp_path / "manifest.json"
    path.write_text(dump_manifest(manifest), encoding="utf-8")
    assert load_manifest(path) == manifest


def test_dump_is_deterministic() -> None:
    a = Manifest().with_entry(_entry("b", "b")).with_entry(_entry("a"))
    b = Manifest().with_entry(_entry("a")).with_entry(_entry("b", "b"))
    assert dump_manifest(a) == dump_manifest(b)


def test_replace_and_remove() -> None:
    m = Manifest().with_entry(_entry("a"))
    m2 = m.with_entry(DocumentEntry("a", "a.svd", "cd" * 32, "svd", "svd", "new"))
    assert len(m2.documents) == 1 and m2.documents[0].title == "new"
    assert m2.without("a").documents == ()


def test_missing_file_is_empty(tmp_path: Path) -> None:
    assert load_manifest(tmp_path / "nope.json") == Manifest()


@pytest.mark.parametrize("text", ["{", "[]", '{"version": 99}', '{"documents": [{"x": 1}]}'])
def test_corrupt_manifest_is_a_project_error(tmp_path: Path, text: str) -> None:
    path = tmp_path / "manifest.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ProjectError, match="manifest"):
        load_manifest(path)
