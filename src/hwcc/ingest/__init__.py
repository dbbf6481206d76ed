"""Ingest: files -> ParseResult. See :mod:`hwcc.ingest.base` for the parser protocol."""
