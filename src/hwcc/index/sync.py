"""The bridge from parsed documents to the search index.

Contracts:
- :func:`chunk_result` gives one document's parents and children under the project's
  ``[chunk]`` settings, with the SVD layout keys the store dedupes and folds by, and
  for a datasheet with a register map one child per register
  (:mod:`hwcc.index.registers`).
- :class:`Indexer` opens the store and the embedder lazily (ChromaDB and onnxruntime are
  slow to import) and syncs one document's chunks at a time, its lexical index
  (:meth:`Indexer.write_lexical`: no Chroma, no embedder) and its vectors
  (:meth:`Indexer.embed`) separately or both (:meth:`Indexer.sync`); it never touches
  the manifest or the markers.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from hwcc.config import Config
from hwcc.state.paths import ProjectPaths
from hwcc.types import Chunk, ParseResult

if TYPE_CHECKING:
    from hwcc.embed.base import Embedder, EmbeddingSettings
    from hwcc.index.store import Store


def chunk_result(result: ParseResult, config: Config) -> tuple[Chunk, ...]:
    """Parents and children of one document under the project's ``[chunk]`` settings.

    For an SVD, chunks of a peripheral that shares its register layout with others get
    ``metadata["layout_of"]`` = the group's first member (natural order), which lets the
    store embed the group's identical register texts once; chunks of a peripheral whose
    registers equal another's in every attribute also get ``metadata["fold_as"]`` = the
    first of those (search shows one hit for them, see ``hwcc.index.store.same_as_key``).
    A datasheet's register map adds one child per register after the document's chunks
    (:func:`hwcc.index.registers.register_chunks`)."""
    from hwcc.chunk import chunk_document
    from hwcc.index.registers import register_chunks

    chunks = chunk_document(result, config.chunk).chunks
    if result.errata:
        return _with_errata_kinds(chunks, result)
    if result.device is None:
        return chunks
    chunks += tuple(register_chunks(result, chunks, config.chunk.max_tokens))
    from dataclasses import replace

    from hwcc.model.groups import group_peripherals, identical_peripherals

    alias = {
        member.name: group.members[0].name
        for group in group_peripherals(result.device)
        for member in group.members[1:]
    }
    same = identical_peripherals(result.device)
    out: list[Chunk] = []
    for c in chunks:
        peripheral = c.metadata.get("peripheral", "")
        extra: dict[str, str] = {}
        if peripheral in alias:
            extra["layout_of"] = alias[peripheral]
        if peripheral in same:
            extra["fold_as"] = same[peripheral]
        out.append(replace(c, metadata={**c.metadata, **extra}) if extra else c)
    return tuple(out)


def _with_errata_kinds(chunks: tuple[Chunk, ...], result: ParseResult) -> tuple[Chunk, ...]:
    """Chunks of an errata item get ``metadata["peripheral"]`` = the peripheral kind its
    module names (``I2C``), so ``search --peripheral I2C1`` finds them (the search
    filter accepts a peripheral's kind)."""
    from dataclasses import replace

    from hwcc.extract.errata import item_of_section, module_tokens

    out: list[Chunk] = []
    for c in chunks:
        item = item_of_section(result.errata, c.section_path)
        kinds = sorted(module_tokens(item.module)) if item is not None else []
        if len(kinds) == 1 and "peripheral" not in c.metadata:
            c = replace(c, metadata={**c.metadata, "peripheral": kinds[0]})
        out.append(c)
    return tuple(out)


_EMBEDDERS: dict[EmbeddingSettings, Embedder] = {}


def shared_embedder(settings: EmbeddingSettings) -> Embedder:
    """One embedder per settings per process (model sessions are costly to create)."""
    from hwcc.embed.base import embedder_for

    if settings not in _EMBEDDERS:
        _EMBEDDERS[settings] = embedder_for(settings)
    return _EMBEDDERS[settings]


class Indexer:
    """Store + embedder for one command; both opened on first use."""

    def __init__(self, paths: ProjectPaths, config: Config) -> None:
        self.paths = paths
        self.config = config
        self._store: Store | None = None
        self._embedder: Embedder | None = None

    @property
    def store(self) -> Store:
        if self._store is None:
            from hwcc.index.store import Store

            self._store = Store(
                self.paths.index,
                url=self.config.store.url,
                namespace=self.config.store.namespace,
            )
        return self._store

    @property
    def embedder(self) -> Embedder:
        if self._embedder is None:
            self._embedder = shared_embedder(self.config.embedding)
        return self._embedder

    def exists(self) -> bool:
        """True when there may be an index to clean or update."""
        return bool(self.config.store.url) or self.paths.index.is_dir()

    def remove_orphans(self, known_doc_ids: Sequence[str]) -> int:
        """Delete index records of documents the manifest does not hold."""
        if not self.exists():
            return 0
        return self.store.remove_orphans(known_doc_ids)

    def sync(
        self,
        doc_id: str,
        chunks: Sequence[Chunk],
        *,
        doc_type: str,
        chip: str,
        progress: Callable[[int], None] | None = None,
    ) -> None:
        """Make the index hold exactly ``chunks`` for ``doc_id`` (embedding new ones)."""
        self.store.sync_document(
            doc_id, chunks, self.embedder, doc_type=doc_type, chip=chip, progress=progress
        )

    def write_lexical(
        self,
        doc_id: str,
        chunks: Sequence[Chunk],
        *,
        doc_type: str,
        chip: str,
        keep_same: bool = False,
    ) -> int:
        """Write ``doc_id``'s record and lexical files (the lexical index) for ``chunks``;
        the number of child records."""
        return self.store.write_lexical(
            doc_id, chunks, doc_type=doc_type, chip=chip, keep_same=keep_same
        )

    def embed(
        self,
        doc_id: str,
        chunks: Sequence[Chunk],
        *,
        doc_type: str,
        chip: str,
        progress: Callable[[int], None] | None = None,
    ) -> None:
        """Make ``doc_id``'s vectors those of ``chunks`` (embedding only new texts)."""
        self.store.sync_vectors(
            doc_id, chunks, self.embedder, doc_type=doc_type, chip=chip, progress=progress
        )

    def embedded_with(self) -> str | None:
        """The embedder name the vectors were built with (None: no vectors yet)."""
        if not self.store.has_vectors():
            return None
        return self.store.embedder_name()

    def delete(self, doc_id: str) -> None:
        if self.exists():
            self.store.delete_document(doc_id)

    def reset(self) -> None:
        self.store.reset()

    def warm_lexical(self) -> None:
        """Bring ``bm25.bin`` up to the lexical files (no Chroma); a failure costs only
        a rebuild on demand."""
        import contextlib

        from hwcc.errors import StoreError

        if not self.paths.index.is_dir():
            return
        with contextlib.suppress(StoreError):
            self.store.lexical.load_index()

    def warm_caches(self) -> None:
        """Bring the search caches (``bm25.bin``, ``dense.bin``) up to the index just
        written, so that the next ``hwcc search`` starts from them instead of reading the
        changed documents' vectors from Chroma itself (~2 s on the README example). A
        failure here costs only that: the caches are rebuilt on demand. The embedder's
        model sessions are released first."""
        from hwcc.embed.base import release
        from hwcc.errors import StoreError
        from hwcc.index.reader import ProjectIndex

        if not self.exists():
            return
        # the model's memory and Chroma's reads never overlap (a whole-corpus add peaked
        # at 1 GB with both); the next embed rebuilds the sessions
        if self._embedder is not None:
            release(self._embedder)
        index = ProjectIndex(self.store, open_embedder=lambda: self.embedder)
        try:
            index.bm25()
            index.dense()
        except StoreError:
            pass
