"""Chunking: Markdown ParseResult -> parent/child Chunks (see hwcc.chunk.markdown).

Entry points: ``hwcc.chunk.base.chunk_document(parse_result, config)`` (chunks plus the
strategy report), ``hwcc.chunk.markdown.MarkdownChunker(config).chunk(parse_result)``,
and ``hwcc.chunk.preview`` for ``hwcc add --preview``.
"""

from hwcc.chunk.base import ChunkingResult, chunk_document, chunker_for

__all__ = ["ChunkingResult", "chunk_document", "chunker_for"]
