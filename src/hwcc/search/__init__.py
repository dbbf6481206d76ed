"""Hybrid (dense + BM25) search over a project index; see :mod:`hwcc.search.api`."""

from hwcc.search.api import ProjectIndex, SearchHit, hits_to_json, search

__all__ = ["ProjectIndex", "SearchHit", "hits_to_json", "search"]
