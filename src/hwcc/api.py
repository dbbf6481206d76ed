"""The library API: :class:`Project`, the one facade the CLI and the MCP server sit on.

Every method returns frozen dataclasses (see each op module) and raises
:class:`~hwcc.errors.HwccError` subclasses; nothing here prints. Writing methods take
the project lock for their duration and are all or nothing (see
:mod:`hwcc.ops.transaction`); reading methods take no lock. :func:`to_jsonable` turns
any result into plain JSON data (``--json`` output).

>>> project = Project.init("fw", chip="STM32F407")      # doctest: +SKIP
>>> project.add(["docs/STM32F407.svd"])                  # doctest: +SKIP
>>> project.search("SPI baud rate prescaler", k=3)       # doctest: +SKIP
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from hwcc.state.paths import ProjectPaths, find_project

if TYPE_CHECKING:
    from hwcc.chunk.base import ChunkingResult
    from hwcc.config import Config
    from hwcc.model.device import Device
    from hwcc.ops.add import AddReport
    from hwcc.ops.compile import CompileReport
    from hwcc.ops.init import InitReport
    from hwcc.ops.lookup import AddressMatch, DocumentText, ErratumMatch
    from hwcc.ops.progress import Reporter
    from hwcc.ops.reindex import ReindexReport
    from hwcc.ops.remove import RemoveReport
    from hwcc.ops.show import Located
    from hwcc.ops.status import Status
    from hwcc.search.hybrid import SearchHit
    from hwcc.state.manifest import DocumentEntry
    from hwcc.state.markers import DenseState
    from hwcc.types import ChunkConfig, ContentType, DocType


@dataclasses.dataclass(frozen=True)
class Preview:
    """What a file would become: its chunks (with the strategy report), its register
    model (an SVD's, or the maps read from a datasheet's tables; None without), and the
    parse warnings."""

    chunking: ChunkingResult
    device: Device | None
    warnings: tuple[str, ...] = ()


@dataclasses.dataclass(frozen=True)
class ErrataAnswer:
    """Errata about a peripheral: the items of the project's errata documents
    (``documents`` of them hold items), or, when no document has items yet, the best
    sections of the errata documents (``hits``)."""

    documents: int
    items: tuple[ErratumMatch, ...]
    hits: tuple[SearchHit, ...] = ()


class Project:
    """One hwcc project (a directory holding ``.hwcc/config.toml``). A long-lived
    instance keeps its search index reader (embedder, BM25 and vector caches) warm
    between queries; it notices documents added meanwhile."""

    def __init__(self, paths: ProjectPaths) -> None:
        self.paths = paths
        self._readers: dict[object, Any] = {}  # ops.search's warm index readers

    @classmethod
    def open(cls, path: str | Path = ".") -> Project:
        """The project at ``path`` or its nearest parent holding one; ProjectError if
        there is none."""
        return cls(find_project(Path(path).resolve()))

    @classmethod
    def init(cls, root: str | Path = ".", *, chip: str = "", name: str = "") -> InitReport:
        """Create a project at ``root`` (see :func:`hwcc.ops.init.init_project`)."""
        from hwcc.ops.init import init_project

        return init_project(Path(root).resolve(), chip=chip, name=name)

    @property
    def root(self) -> Path:
        return self.paths.root

    @property
    def config(self) -> Config:
        """The validated ``.hwcc/config.toml`` (read anew on each access)."""
        from hwcc.config import load_config

        return load_config(self.paths.config)

    def add(
        self,
        inputs: Sequence[str | Path],
        *,
        cwd: str | Path | None = None,
        kind: str = "",
        doc_type: DocType | str = "",
        chip: str = "",
        compile: bool = True,
        index: bool = True,
        force: bool = False,
        progress: Reporter | None = None,
    ) -> AddReport:
        """Add or update documents (files, directories, globs relative to ``cwd``, default
        the project root); all or nothing up to the commit (context files and the
        lexical search index), then the documents are embedded: Ctrl-C there raises
        :class:`~hwcc.errors.EmbeddingInterrupted` and an embedder failure
        :class:`~hwcc.errors.EmbeddingIncomplete`, with the add committed and search
        answering lexically until :meth:`reindex` (or the next add) completes it.
        ``kind`` forces a parser, ``doc_type`` a document type; ``index=False`` skips
        the embedding."""
        from hwcc.ops.add import AddOptions, add_documents

        options = AddOptions(
            kind=kind, doc_type=str(doc_type), chip=chip, compile=compile, force=force, index=index
        )
        return add_documents(
            self.paths,
            [str(i) for i in inputs],
            cwd=self._cwd(cwd),
            options=options,
            reporter=progress,
        )

    def remove(
        self, ref: str | Path, *, cwd: str | Path | None = None, compile: bool = True
    ) -> RemoveReport:
        """Remove the document with doc_id or path ``ref``."""
        from hwcc.ops.remove import remove_document

        return remove_document(self.paths, str(ref), cwd=self._cwd(cwd), compile=compile)

    def reindex(self, *, progress: Reporter | None = None) -> ReindexReport:
        """Rebuild the search index from the processed documents."""
        from hwcc.ops.reindex import reindex_project

        return reindex_project(self.paths, reporter=progress)

    def compile(
        self, *, targets: Sequence[str] | None = None, check: bool = False
    ) -> CompileReport:
        """Regenerate the context files (``check``: list the stale ones, write nothing)."""
        from hwcc.ops.compile import compile_project

        return compile_project(self.paths, targets=targets, check=check)

    def status(self) -> Status:
        """Documents held, stale context files, index problems."""
        from hwcc.ops.status import project_status

        return project_status(self.paths)

    def search(
        self,
        query: str,
        *,
        k: int = 5,
        chip: str | None = None,
        doc_type: DocType | str | None = None,
        peripheral: str | None = None,
        content_type: ContentType | str | None = None,
    ) -> list[SearchHit]:
        """The ``k`` best sections for ``query``, optionally filtered: hybrid, or lexical
        while the dense vectors are incomplete (each hit's ``mode``; :meth:`search_state`
        gives the note to show)."""
        from hwcc.ops.search import search_project

        return search_project(
            self.paths,
            query,
            k=k,
            chip=chip,
            doc_type=None if doc_type is None else str(doc_type),
            peripheral=peripheral,
            content_type=None if content_type is None else str(content_type),
            readers=self._readers,
        )

    def search_state(self) -> DenseState:
        """Whether :meth:`search` is hybrid now or lexical (dense vectors incomplete:
        ``note`` says how far they are and what completes them)."""
        from hwcc.ops.search import search_state

        return search_state(self.paths)

    def documents(self) -> tuple[DocumentEntry, ...]:
        """The documents the manifest holds, in doc_id order."""
        from hwcc.state.manifest import load_manifest

        return load_manifest(self.paths.manifest).documents

    def devices(self) -> tuple[Device, ...]:
        """The register models of the project's documents, in doc_id order."""
        from hwcc.ops.compile import devices_of
        from hwcc.state.manifest import load_manifest

        manifest = load_manifest(self.paths.manifest)
        return tuple(device for _, device in devices_of(self.paths, manifest))

    def show(self, name: str) -> Located:
        """The peripheral or device map ``NAME`` or the register ``NAME.REGISTER``
        (case-insensitive); UsageError with "did you mean" suggestions otherwise."""
        from hwcc.ops.show import show

        return show(self.paths, name)

    def register_maps(self, *, group: str = "", chip: str = "") -> list[Located]:
        """Every peripheral and device map of the project's register models, or those
        of one group (``USART``, an SVD group name) or chip (case-insensitive)."""
        from hwcc.ops.lookup import select_maps
        from hwcc.ops.show import all_maps

        return select_maps(all_maps(self.paths), group=group, chip=chip)

    def find_address(self, address: int | str) -> list[AddressMatch]:
        """The peripheral, register and fields an absolute address (``0x40011008``)
        falls in, for every register model that maps it (SVD first)."""
        from hwcc.ops.lookup import find_address, parse_address

        return find_address(self.paths, parse_address(address))

    def errata(self, peripheral: str = "", *, k: int = 5) -> ErrataAnswer:
        """The errata items about ``peripheral`` (every item when empty); while no
        errata document has items, the ``k`` best sections of the errata documents."""
        from hwcc.ops.lookup import errata_items
        from hwcc.types import DocType

        documents, items = errata_items(self.paths, peripheral)
        if documents:
            return ErrataAnswer(documents, tuple(items))
        if not any(e.doc_type == DocType.ERRATA for e in self.documents()):
            return ErrataAnswer(0, ())
        query = f"{peripheral} limitation workaround" if peripheral else "limitation workaround"
        hits = self.search(query, k=k, doc_type=DocType.ERRATA, peripheral=peripheral or None)
        return ErrataAnswer(0, (), tuple(hits))

    def read_document(
        self, doc_id: str, *, section: str = "", pages: tuple[int, int] | None = None
    ) -> DocumentText:
        """A section (heading title or ``A > B`` path), a page range (first, last) or the
        start of a document's processed text."""
        from hwcc.ops.lookup import read_document

        return read_document(self.paths, doc_id, section=section, pages=pages)

    @staticmethod
    def preview(
        path: str | Path,
        *,
        chunk: ChunkConfig | None = None,
        kind: str = "",
        doc_type: DocType | str = "",
        chip: str = "",
    ) -> Preview:
        """What adding ``path`` would yield (outside any project): its chunks and the
        register maps read from its tables; writes nothing."""
        from hwcc.chunk.base import chunk_document
        from hwcc.ops.add import AddOptions, check_options, preview_parse
        from hwcc.types import ChunkConfig

        options = AddOptions(kind=kind, doc_type=str(doc_type), chip=chip)
        check_options(options)
        result = preview_parse(Path(path), options)
        chunking = chunk_document(result, chunk or ChunkConfig())
        return Preview(chunking, result.device, result.warnings)

    def _cwd(self, cwd: str | Path | None) -> Path:
        return Path(cwd).resolve() if cwd is not None else self.paths.root


def document_files(inputs: Sequence[str | Path], cwd: str | Path) -> tuple[Path, ...]:
    """The document files ``inputs`` (files, directories, globs relative to ``cwd``)
    name, as ``add`` would read them (outside any project)."""
    from hwcc.ops.inputs import expand_inputs

    return expand_inputs([str(i) for i in inputs], Path(cwd)).files


def map_data(located: Located) -> dict[str, Any]:
    """A register map (or the register asked for) as plain data (``show --json``)."""
    from hwcc.ops.show import located_data

    return located_data(located)


def device_data(device: Device) -> list[dict[str, Any]]:
    """Every map of a register model as plain data (``add --preview --json``)."""
    from hwcc.ops.show import Located, located_data

    return [located_data(Located(device, p, "", "", "preview")) for p in device.peripherals]


def map_text(located: Located) -> str:
    """A register map as its context-file Markdown, or the register asked for followed
    by its peripheral's bring-up bits (clock, reset, routing)."""
    from hwcc.model.render import bringup_section, render_peripheral, render_register
    from hwcc.ops.show import bringup_of

    bits = bringup_of(located)
    if located.register is not None:
        text = render_register(located.peripheral, located.register)
        extra = bringup_section(bits, 2)
        return text + ("\n" + "\n".join(extra).rstrip("\n") + "\n" if extra else "")
    return render_peripheral(
        located.device, located.peripheral, source=located.source, bringup=bits
    )


def to_jsonable(value: Any) -> Any:
    """Plain JSON data for a result: dataclasses as objects (field order kept), tuples
    as lists, paths as strings, enums as their values."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_jsonable(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, dict):
        return {str(k): to_jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [to_jsonable(v) for v in value]
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, Path):
        return str(value)
    return value
