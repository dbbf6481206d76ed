"""The project index store (ChromaDB + lexical files); see :mod:`hwcc.store.chroma`."""
