"""Shared fixtures. Real corpus files live in ../shared/corpus (skipped when absent).

Registers the deterministic fake embedder as ``[embedding] provider = "fake"`` for this
pytest process (see :mod:`tests.support.embedder`), and provides ``indexed_mini``: a copy
of a project indexed once per session (see :mod:`tests.support.projects`).
"""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from pathlib import Path
from typing import Any

import pytest

from tests.support import embedder as fake_embedder

fake_embedder.register()

# The real embedder's shared vector cache (hwcc.embed.cache) goes to a directory of this
# test run, inherited by `python -m hwcc` subprocesses, never the user's cache.
_CACHE_DIR = tempfile.mkdtemp(prefix="hwcc-test-cache-")
os.environ["HWCC_CACHE_DIR"] = _CACHE_DIR
atexit.register(shutil.rmtree, _CACHE_DIR, True)

REPO_ROOT = Path(__file__).resolve().parents[1]
CORPUS = REPO_ROOT.parent / "shared" / "corpus"
FIXTURES = Path(__file__).resolve().parent / "fixtures"


def corpus_file(relative: str) -> Path:
    """Path of a shared-corpus file; skips the calling test when it is absent."""
    path = CORPUS / relative
    if not path.is_file():
        pytest.skip(f"shared corpus file not present: {path}")
    return path


def _present(kind: str, pattern: str) -> list[Path]:
    folder = CORPUS / kind
    return sorted(folder.glob(pattern)) if folder.is_dir() else []


def corpus_files(kind: str, pattern: str) -> list[Path]:
    """All corpus files of ``kind`` (svd, pdf, md) matching ``pattern``; skips the
    calling test when there is none, so that no assertion passes on an empty list."""
    files = _present(kind, pattern)
    if not files:
        pytest.skip(f"shared corpus not present: no {pattern} in {CORPUS / kind}")
    return files


def corpus_params(kind: str, pattern: str) -> list[Any]:
    """:func:`corpus_files` for ``@pytest.mark.parametrize`` (ids: the file names). When
    there is none, one parameter that is skipped with the reason, instead of an empty
    parameter set that reports neither the corpus nor the file pattern."""
    files = _present(kind, pattern)
    if files:
        return [pytest.param(path, id=path.name) for path in files]
    reason = f"shared corpus not present: no {pattern} in {CORPUS / kind}"
    return [pytest.param(None, id="corpus-absent", marks=pytest.mark.skip(reason=reason))]


@pytest.fixture
def corpus_dir() -> Path:
    if not CORPUS.is_dir():
        pytest.skip("shared corpus not present")
    return CORPUS


@pytest.fixture(scope="session")
def indexed_mini_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Built once per session, never handed to a test: project ``fw`` (chip MINI1, fake
    embedder) holding ``docs/mini.svd`` added and indexed. Use :func:`indexed_mini`."""
    from tests.clihelpers import MINI_SVD
    from tests.support.projects import add, new_project

    root = new_project(tmp_path_factory.mktemp("template-mini") / "fw", "--chip", "MINI1")
    (root / "docs").mkdir()
    shutil.copy(MINI_SVD, root / "docs" / "mini.svd")
    add(root, "docs/mini.svd")
    return root


@pytest.fixture
def indexed_mini(indexed_mini_template: Path, tmp_path: Path) -> Path:
    """This test's own copy (``tmp_path/fw``) of :func:`indexed_mini_template`."""
    from tests.support.projects import copy_project

    return copy_project(indexed_mini_template, tmp_path / "fw")
