"""Hybrid (dense + BM25) search over a project index; see :mod:`hwcc.search.hybrid`."""

from hwcc.index.reader import ProjectIndex
from hwcc.search.hybrid import SearchHit, hits_to_json, search

__all__ = ["ProjectIndex", "SearchHit", "hits_to_json", "search"]
