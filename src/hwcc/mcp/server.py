"""``hwcc mcp``: the project's documents and register maps as MCP tools and resources,
on the official Python SDK (``mcp`` 2.x, :class:`MCPServer`).

Contract:
- the server sits on :class:`hwcc.Project`; the project is opened on the first call that
  needs it (a server may start before ``hwcc init``) and kept, so the embedder, the
  search caches and the register models stay warm between calls;
- tools read like ``hwcc search``/``hwcc show`` (no lock: they answer while an ``add``
  runs; a tool error while the lexical index is marked incomplete or unrepaired; while
  only the dense vectors are incomplete, ``search`` answers lexically and says so in
  its result); calls are served one at a time;
- every failure, bad arguments included, is a tool error (``isError``) with a one-line
  message; nothing escapes as a traceback or stops the server;
- ``add_document`` exists only when the server was built with ``allow_add``.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ResourceError, ToolError
from mcp.types import CallToolResult, TextContent, ToolAnnotations
from mcp.types import Resource as MCPResource
from pydantic import Field, ValidationError

from hwcc import __version__
from hwcc.api import Project
from hwcc.errors import HwccError, UsageError, one_line
from hwcc.mcp import results

SERVER_NAME = "hwcc"
_log = logging.getLogger("hwcc.mcp")

INSTRUCTIONS = (
    "hwcc answers from this project's hardware documents: SVD register models, "
    "datasheets, reference manuals and errata. Use get_register / get_peripheral for "
    "register and field facts (addresses, bit positions, reset values, access) instead "
    "of memory; find_address for an address from a fault or a dump; search and "
    "get_errata for anything in the documents; read_document to read a cited section."
)

_READ = ToolAnnotations(read_only_hint=True, open_world_hint=False)


class _Session:
    """The project the server answers for, opened on first use, and the lock that
    serves calls one at a time (tools run in worker threads)."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.lock = threading.Lock()
        self._project: Project | None = None

    @property
    def project(self) -> Project:
        if self._project is None:
            self._project = Project.open(self.root)
        return self._project


class HwccServer(MCPServer[Any]):
    """MCPServer whose argument-validation errors are one line each and whose resource
    list names every peripheral and device file the project has now."""

    def __init__(self, session: _Session, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.session = session

    async def call_tool(self, name: str, arguments: dict[str, Any], context: Any = None) -> Any:
        try:
            return await super().call_tool(name, arguments, context)
        except ToolError as exc:
            cause = exc.__cause__
            if isinstance(cause, ValidationError):
                problems = "; ".join(
                    f"{'.'.join(str(p) for p in e['loc']) or 'arguments'}: {e['msg']}"
                    for e in cause.errors()
                )
                raise ToolError(f"invalid arguments for {name}: {one_line(problems)}") from cause
            raise

    async def list_resources(self) -> list[MCPResource]:
        listed = await super().list_resources()
        try:
            paths = self.session.project.paths
        except HwccError:
            return listed
        for kind, folder in (("peripherals", paths.peripherals), ("devices", paths.devices)):
            if folder.is_dir():
                for file in sorted(folder.glob("*.md")):
                    listed.append(
                        MCPResource(
                            uri=f"hwcc://{kind}/{file.stem}",
                            name=f"{kind}/{file.stem}",
                            description=f"Register map of {file.stem} ({kind[:-1]} file)",
                            mime_type="text/markdown",
                        )
                    )
        return listed


def _result(text_and_data: results.Result) -> CallToolResult:
    text, data = text_and_data
    return CallToolResult(content=[TextContent(type="text", text=text)], structured_content=data)


def _call(session: _Session, body: Callable[[Project], results.Result]) -> CallToolResult:
    """Run one tool body on the project; library errors become one-line tool errors."""
    with session.lock:
        try:
            return _result(body(session.project))
        except HwccError as exc:
            raise ToolError(results.error_line(exc)) from None
        except KeyboardInterrupt:
            raise ToolError("interrupted") from None
        except Exception as exc:
            _log.exception("hwcc tool failed")
            raise ToolError(f"internal error: {type(exc).__name__}: {one_line(str(exc))}") from None


def _inside(project: Project, path: str) -> Path:
    """``path`` (relative to the project root, or absolute) if it lies in the project."""
    root = project.root
    candidate = (root / path).resolve()
    if candidate != root and root not in candidate.parents:
        raise UsageError(f"{path}: outside the project; only files inside {root} are served")
    if not candidate.is_file():
        raise UsageError(f"{path}: no such file in the project")
    return candidate


def _context_file(session: _Session, relative: str, hint: str) -> str:
    with session.lock:
        try:
            context = session.project.paths.context
            path = (context / relative).resolve()
            if context.resolve() not in path.parents:
                raise ResourceError(f"{relative}: not a context file")
            return path.read_text(encoding="utf-8")
        except HwccError as exc:
            raise ResourceError(results.error_line(exc)) from None
        except (OSError, UnicodeDecodeError):
            raise ResourceError(f".hwcc/context/{relative}: {hint}") from None


def build_server(root: Path, *, allow_add: bool = False) -> HwccServer:
    """The MCP server for the project at ``root`` (or its nearest parent holding one)."""
    session = _Session(root)
    server = HwccServer(
        session,
        name=SERVER_NAME,
        title="hwcc hardware context",
        version=__version__,
        instructions=INSTRUCTIONS,
        log_level="WARNING",
    )
    _tools(server, session, allow_add=allow_add)
    _resources(server, session)
    return server


def _tools(server: HwccServer, session: _Session, *, allow_add: bool) -> None:
    @server.tool(annotations=_READ)
    def search(
        query: Annotated[
            str, Field(description="A question or an identifier (SPI_CR1, 0x40011000).")
        ],
        k: Annotated[int, Field(ge=1, le=20, description="Number of sections.")] = 5,
        chip: Annotated[str | None, Field(description="Only documents about this chip.")] = None,
        doc_type: Annotated[
            str | None,
            Field(
                description="Only this document type: svd, datasheet, reference_manual, "
                "programming_manual, errata, app_note, user_guide, notes."
            ),
        ] = None,
        peripheral: Annotated[
            str | None, Field(description="Only sections about this peripheral (SPI1).")
        ] = None,
        content_type: Annotated[
            str | None,
            Field(
                description="Only this content type: register_table, register_description, "
                "code, table, pin_mapping, timing_spec, electrical_spec, errata, "
                "config_procedure, prose."
            ),
        ] = None,
        full: Annotated[bool, Field(description="Whole sections instead of excerpts.")] = False,
    ) -> CallToolResult:
        """Search the project's documents (datasheets, manuals, errata, SVD text): hybrid
        keyword and meaning search returning sections with document, section path and
        pages to cite."""

        def answer(p: Project) -> results.Result:
            hits = p.search(
                query,
                k=k,
                chip=chip or None,
                doc_type=doc_type or None,
                peripheral=peripheral or None,
                content_type=content_type or None,
            )
            lexical = not hits or hits[0].mode == "lexical"
            note = p.search_state().note if lexical else None
            return results.search_result(query, hits, full=full, note=note)

        return _call(session, answer)

    @server.tool(annotations=_READ)
    def get_peripheral(
        name: Annotated[
            str, Field(description="A peripheral or device, e.g. USART1, GPIOA, DRV2605.")
        ],
    ) -> CallToolResult:
        """One peripheral's or external device's register map (from the SVD, or read
        from a datasheet): base address, every register with offset, reset and fields.
        Names are case-insensitive; unknown names get suggestions."""
        return _call(session, lambda p: results.map_result(_peripheral_only(p, name)))

    @server.tool(annotations=_READ)
    def get_register(
        register: Annotated[
            str,
            Field(
                description="The register: SPI1.CR1, SPI1_CR1 or SPI1->CR1, or just CR1 "
                "with `peripheral`."
            ),
        ],
        peripheral: Annotated[
            str | None, Field(description="The peripheral, when `register` names only it.")
        ] = None,
    ) -> CallToolResult:
        """One register: absolute address, offset, size, access, reset value and every
        field with bit range, access, reset and enumerated values. Use it for register
        facts instead of memory."""
        name = f"{peripheral}.{register}" if peripheral else register
        return _call(session, lambda p: results.map_result(_register_only(p, name)))

    @server.tool(annotations=_READ)
    def list_peripherals(
        group: Annotated[
            str | None, Field(description="Only this group or kind (USART, GPIO, TIM).")
        ] = None,
        chip: Annotated[str | None, Field(description="Only this chip or device.")] = None,
    ) -> CallToolResult:
        """The peripherals and device maps of the project's register models with base
        addresses, groups and register counts."""
        return _call(
            session,
            lambda p: results.peripherals_result(
                p.register_maps(group=group or "", chip=chip or "")
            ),
        )

    @server.tool(annotations=_READ)
    def find_address(
        address: Annotated[
            str, Field(description="An absolute address: 0x40011008 (hex or decimal).")
        ],
    ) -> CallToolResult:
        """Which peripheral, register and fields an absolute address falls in (e.g. a
        fault address or a value from a memory dump)."""
        return _call(session, lambda p: results.address_result(p.find_address(address)))

    @server.tool(annotations=_READ)
    def list_documents() -> CallToolResult:
        """The documents the project holds: doc_id, type, chip, pages, title."""
        return _call(session, lambda p: results.documents_result(p.documents()))

    @server.tool(annotations=_READ)
    def read_document(
        doc_id: Annotated[str, Field(description="The document (see list_documents).")],
        section: Annotated[
            str | None,
            Field(description="A heading title or a section path as search results give it."),
        ] = None,
        first_page: Annotated[int | None, Field(ge=1, description="First page to read.")] = None,
        last_page: Annotated[
            int | None, Field(ge=1, description="Last page (default: first_page).")
        ] = None,
    ) -> CallToolResult:
        """A section or a page range of a document's processed text (Markdown); without
        either, the start of the document."""
        pages = None
        if first_page is not None:
            pages = (first_page, last_page or first_page)
        elif last_page is not None:
            pages = (1, last_page)
        return _call(
            session,
            lambda p: results.document_text_result(
                p.read_document(doc_id, section=section or "", pages=pages)
            ),
        )

    @server.tool(annotations=_READ)
    def get_errata(
        peripheral: Annotated[
            str | None, Field(description="The peripheral (I2C1, USART); all items if omitted.")
        ] = None,
    ) -> CallToolResult:
        """Silicon errata (description, workaround, affected revisions, page) for a
        peripheral, from the project's errata documents."""
        return _call(
            session,
            lambda p: results.errata_result(p.errata(peripheral or ""), peripheral or ""),
        )

    @server.tool(annotations=_READ)
    def preview_chunks(
        path: Annotated[str, Field(description="A file inside the project (relative path).")],
    ) -> CallToolResult:
        """How a file would be chunked and indexed (strategy, chunk sizes, section
        paths, register maps found); writes nothing."""
        return _call(
            session,
            lambda p: results.preview_result(
                path, Project.preview(_inside(p, path), chunk=p.config.chunk)
            ),
        )

    if allow_add:

        @server.tool(annotations=ToolAnnotations(destructive_hint=False, open_world_hint=False))
        def add_document(
            path: Annotated[
                str, Field(description="A file or directory inside the project (relative path).")
            ],
            doc_type: Annotated[
                str | None, Field(description="Force the document type (datasheet, errata...).")
            ] = None,
            chip: Annotated[str | None, Field(description="The chip it is about.")] = None,
        ) -> CallToolResult:
            """Add or update a document exactly like `hwcc add` (locked, all or nothing,
            context files recompiled) and report what changed."""

            def body(p: Project) -> results.Result:
                target = (p.root / path).resolve()
                if target != p.root and p.root not in target.parents:
                    raise UsageError(f"{path}: outside the project; not added")
                return results.add_result(p.add([target], doc_type=doc_type or "", chip=chip or ""))

            return _call(session, body)


def _peripheral_only(project: Project, name: str) -> Any:
    if "." in name or "->" in name:
        raise UsageError(f"'{name}' names a register; use get_register")
    return project.show(name)


def _register_only(project: Project, name: str) -> Any:
    located = project.show(name)
    if located.register is None:
        raise UsageError(
            f"'{name}' is a peripheral; name a register as {located.peripheral.name}.<REGISTER>"
        )
    return located


def _resources(server: HwccServer, session: _Session) -> None:
    @server.resource(
        "hwcc://context/hot",
        name="hot",
        description="The always-loaded hardware summary (memory map, documents, errata).",
        mime_type="text/markdown",
    )
    def hot() -> str:
        return _context_file(session, "hot.md", "not compiled yet (run 'hwcc compile')")

    @server.resource(
        "hwcc://context/errata",
        name="errata",
        description="Every errata item of the project's errata documents, with workarounds.",
        mime_type="text/markdown",
    )
    def errata() -> str:
        return _context_file(session, "errata.md", "the project has no errata items")

    @server.resource(
        "hwcc://documents",
        name="documents",
        description="The documents the project holds.",
        mime_type="text/markdown",
    )
    def documents() -> str:
        with session.lock:
            try:
                return results.documents_result(session.project.documents())[0]
            except HwccError as exc:
                raise ResourceError(results.error_line(exc)) from None

    @server.resource(
        "hwcc://peripherals/{name}",
        name="peripheral",
        description="A peripheral file of the project's chip (.hwcc/context/peripherals).",
        mime_type="text/markdown",
    )
    def peripheral(name: str) -> str:
        return _context_file(session, f"peripherals/{name}.md", "no such peripheral file")

    @server.resource(
        "hwcc://devices/{name}",
        name="device",
        description="A device map read from a datasheet (.hwcc/context/devices).",
        mime_type="text/markdown",
    )
    def device(name: str) -> str:
        return _context_file(session, f"devices/{name}.md", "no such device file")


def serve(
    root: Path,
    *,
    http: bool = False,
    host: str = "127.0.0.1",
    port: int = 8000,
    allow_add: bool = False,
) -> None:
    """Run the server on stdio, or on streamable HTTP at ``http://host:port/mcp``."""
    server = build_server(root, allow_add=allow_add)
    if http:
        server.run("streamable-http", host=host, port=port)
    else:
        server.run("stdio")
