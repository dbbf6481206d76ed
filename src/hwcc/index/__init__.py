"""The search index: the vector store (ChromaDB, :mod:`.store`), per-document record and
lexical files, BM25, the dense-vector cache, and :mod:`.sync` (chunks of one document in,
records out).
"""
