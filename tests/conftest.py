"""Shared fixtures. Real corpus files live in ../shared/corpus (skipped when absent)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

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
