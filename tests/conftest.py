"""Shared fixtures. Real corpus files live in ../shared/corpus (skipped when absent)."""

from __future__ import annotations

from pathlib import Path

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


def corpus_files(kind: str, pattern: str) -> list[Path]:
    """All corpus files of ``kind`` (svd, pdf, md) matching ``pattern``; [] when absent."""
    folder = CORPUS / kind
    return sorted(folder.glob(pattern)) if folder.is_dir() else []


@pytest.fixture
def corpus_dir() -> Path:
    if not CORPUS.is_dir():
        pytest.skip("shared corpus not present")
    return CORPUS
