"""The bridge from parsed documents to the search index, and processed-file I/O.

Contracts:
- :func:`write_processed` stores what a document became: ``<stem>.md`` (the Markdown that
  was chunked, for people to inspect), ``<stem>.meta.json`` (title, type, chip, metadata,
  page map, warnings) and, for SVD, ``<stem>.device.json``. :func:`read_processed` rebuilds
  the identical :class:`~hwcc.types.ParseResult` (register model included) from them, so
  the index can be rebuilt without the original files and chunks exactly as on ``add``.
- :class:`Indexer` opens the store and the embedder lazily (ChromaDB and onnxruntime are
  slow to import) and syncs one document's chunks at a time; it never touches the
  manifest.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from hwcc.config import Config
from hwcc.fsutil import atomic_write_text
from hwcc.project import ProjectPaths
from hwcc.types import Chunk, PageSpan, ParseResult

if TYPE_CHECKING:
    from hwcc.embed.base import Embedder, EmbeddingSettings
    from hwcc.store.chroma import Store


def processed_stem(doc_id: str, version: str) -> str:
    """Path of a document version's processed files, relative to ``.hwcc/``, no suffix."""
    return f"processed/{doc_id}-{version}"


def write_processed(paths: ProjectPaths, stem: str, result: ParseResult) -> None:
    """Write the processed files of one document version (atomically, each)."""
    atomic_write_text(paths.hwcc / f"{stem}.md", result.content)
    meta = {
        "doc_id": result.doc_id,
        "title": result.title,
        "doc_type": result.doc_type,
        "chip": result.chip,
        "source_path": result.source_path,
        "metadata": dict(sorted(result.metadata.items())),
        "page_map": [[s.start, s.end, s.page] for s in result.page_map],
        "warnings": list(result.warnings),
    }
    text = json.dumps(meta, indent=1, sort_keys=True, ensure_ascii=False) + "\n"
    atomic_write_text(paths.hwcc / f"{stem}.meta.json", text)
    if result.device is not None:
        from hwcc.model_io import dump_device

        atomic_write_text(paths.hwcc / f"{stem}.device.json", dump_device(result.device))


def read_processed(paths: ProjectPaths, stem: str) -> ParseResult:
    """The ParseResult saved by :func:`write_processed`."""
    content = (paths.hwcc / f"{stem}.md").read_text(encoding="utf-8")
    meta: dict[str, Any] = json.loads((paths.hwcc / f"{stem}.meta.json").read_text("utf-8"))
    device = None
    model = paths.hwcc / f"{stem}.device.json"
    if model.is_file():
        from hwcc.model_io import load_device

        device = load_device(model.read_text(encoding="utf-8"))
    return ParseResult(
        doc_id=meta["doc_id"],
        title=meta["title"],
        doc_type=meta["doc_type"],
        content=content,
        chip=meta["chip"],
        source_path=meta["source_path"],
        metadata=dict(meta["metadata"]),
        page_map=tuple(PageSpan(a, b, p) for a, b, p in meta["page_map"]),
        warnings=tuple(meta["warnings"]),
        device=device,
    )


def chunk_result(result: ParseResult, config: Config) -> tuple[Chunk, ...]:
    """Parents and children of one document under the project's ``[chunk]`` settings.

    For an SVD, chunks of a peripheral that shares its register layout with others get
    ``metadata["layout_of"]`` = the group's first member (natural order), which lets the
    store embed the group's identical register texts once; chunks of a peripheral whose
    registers equal another's in every attribute also get ``metadata["fold_as"]`` = the
    first of those (search shows one hit for them, see ``store.chroma.same_as_key``)."""
    from hwcc.chunk import chunk_document

    chunks = chunk_document(result, config.chunk).chunks
    if result.device is None:
        return chunks
    from dataclasses import replace

    from hwcc.layout import group_peripherals, identical_peripherals

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
            from hwcc.store.chroma import Store

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

    def delete(self, doc_id: str) -> None:
        if self.exists():
            self.store.delete_document(doc_id)

    def reset(self) -> None:
        self.store.reset()

    def warm_caches(self) -> None:
        """Bring the search caches (``bm25.bin``, ``dense.bin``) up to the index just
        written, so that the next ``hwcc search`` starts from them instead of reading the
        changed documents' vectors from Chroma itself (~2 s on the README example). A
        failure here costs only that: the caches are rebuilt on demand."""
        from hwcc.errors import StoreError
        from hwcc.search import ProjectIndex

        if not self.exists():
            return
        index = ProjectIndex(self.store, self.embedder)
        try:
            index.bm25()
            index.dense()
        except StoreError:
            pass
