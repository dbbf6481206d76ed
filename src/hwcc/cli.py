"""The ``hwcc`` command line: parse arguments, call :class:`hwcc.Project`, print.

Output conventions: results for people go to stdout as rich text, ``--json`` output goes to
stdout as plain JSON, progress and messages go to stderr. Errors are printed as
``error: <one line per problem>`` on stderr and mapped to exit codes by
:func:`hwcc.errors.exit_code_for` — in :func:`_handle_errors`, the only place that does so.

Everything that comes from outside (file names, paths, document titles, config keys, error
messages) is printed through :func:`_show`: control characters are rendered as visible
Python-style escapes (``\\n``, ``\\x1b``, ``\\u202e``; a backslash as ``\\\\``), so one message
is one line and nothing reaches the terminal as a control sequence; rich markup is escaped.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Annotated, Any, ParamSpec, TypeVar

import typer
from rich.console import Console
from rich.markup import escape

from hwcc import __version__
from hwcc.errors import (
    AddFailed,
    ChoiceError,
    EmbeddingInterrupted,
    HwccError,
    InputError,
    UsageError,
    exit_code_for,
    one_line,
)
from hwcc.util.display import MULTI_LINE as _MULTI_LINE
from hwcc.util.display import visible as _visible

P = ParamSpec("P")
R = TypeVar("R")

# Help texts name the declared extension points; kept as literals here (importing the
# registries would slow every start), and a test checks them against the registries.
_KINDS_HELP = "markdown, pdf, rst, svd, text"
# library argument -> the option that sets it (for errors about its value)
_OPTION_OF = {"doc_type": "--doc-type", "content_type": "--content-type"}
_MAX_WARNINGS = 5  # per document on 'add'; the manifest keeps them all
_TARGETS_HELP = "claude, codex, cursor, copilot, gemini"

app = typer.Typer(
    name="hwcc",
    help="Compile hardware documents (SVD, PDF datasheets, errata, notes) into context "
    "files that AI coding assistants read.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)


def _hide_flag_types() -> None:
    """Typer's help shows a type column, and for on/off flags it reads ``<bool>`` as if
    the flag took a value; flags show none."""
    from typer.core import TyperOption

    shown = getattr(TyperOption, "display_type_rich", None)
    if shown is None:
        return

    def display_type_rich(self: TyperOption, ctx: Any) -> str | None:
        return None if self.is_flag else shown(self, ctx)

    TyperOption.display_type_rich = display_type_rich  # type: ignore[method-assign]


_hide_flag_types()

out = Console(highlight=False, soft_wrap=True, emoji=False)
err = Console(stderr=True, highlight=False, soft_wrap=True, emoji=False)


def _show(text: str) -> str:
    """``text`` (a name, path, title or message) ready for ``Console.print``: one line,
    control characters escaped (:func:`_visible`), rich markup escaped."""
    return escape(_visible(text))


class _State:
    directory: Path | None = None


def _cwd() -> Path:
    return (_State.directory or Path.cwd()).resolve()


def _error_lines(exc: HwccError) -> list[str]:
    """One line per problem: one per failed file of an ``AddFailed`` (plus its summary),
    one for any other error. A newline inside a file name does not start a new line."""
    if isinstance(exc, AddFailed):
        lines = [line for e in exc.errors for line in _error_lines(e)]
        return [*lines, exc.summary] if exc.summary else lines
    if isinstance(exc, ChoiceError) and exc.param in _OPTION_OF:  # name the CLI's option
        known = ", ".join(exc.known)
        return [_visible(f"{_OPTION_OF[exc.param]} {exc.value!r} is not one of: {known}")]
    if isinstance(exc, InputError):  # parsers' problems may span lines: collapse them
        return [f"{_visible(exc.path)}: {_visible(one_line(exc.problem))}"]
    return [_visible(str(exc)) or type(exc).__name__]


def _handle_errors(fn: Callable[P, R]) -> Callable[P, R]:
    """Map HwccError to a one-line-per-problem message and its exit code."""

    @functools.wraps(fn)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
        try:
            return fn(*args, **kwargs)
        except HwccError as exc:
            for line in _error_lines(exc):
                err.print(f"[bold red]error:[/] {escape(line)}")
            raise typer.Exit(exit_code_for(exc)) from None
        except EmbeddingInterrupted as exc:
            err.print(f"[bold red]error:[/] {escape(one_line(str(exc)))}")
            raise typer.Exit(130) from None
        except KeyboardInterrupt:
            err.print("[bold red]error:[/] interrupted")
            raise typer.Exit(130) from None

    return wrapper


def _project() -> Any:
    """The :class:`hwcc.Project` around the working directory; config warnings go to
    stderr once."""
    from hwcc.api import Project

    project = Project.open(_cwd())
    for warning in project.config.warnings:
        err.print(f"[yellow]warning:[/] {_show(warning)}")
    return project


def _json(value: Any) -> None:
    """Print a result as JSON (see :func:`hwcc.api.to_jsonable`)."""
    from hwcc.api import to_jsonable

    out.print_json(json.dumps(to_jsonable(value)))


@app.callback()
def _root(
    directory: Annotated[
        Path | None,
        typer.Option(
            "-C",
            "--directory",
            help="Run as if hwcc was started in this directory.",
            file_okay=False,
            exists=True,
        ),
    ] = None,
) -> None:
    _State.directory = directory


@app.command()
@_handle_errors
def version() -> None:
    """Print the hwcc version."""
    out.print(f"hwcc {__version__}")


@app.command()
@_handle_errors
def init(
    chip: Annotated[str, typer.Option(help="Target chip, e.g. STM32F407.")] = "",
    name: Annotated[str, typer.Option(help="Project name (default: directory name).")] = "",
) -> None:
    """Create a project (.hwcc/config.toml) in the current directory."""
    from hwcc.api import Project

    result = Project.init(_cwd(), chip=chip, name=name)
    if result.created:
        out.print(f"Created {_show(result.config)}. Next: hwcc add <files>")
    else:
        out.print(f"{_show(result.config)} already exists; nothing changed.")


def _chunk_config(
    project_config: Any,
    max_tokens: int | None,
    overlap_tokens: int | None,
    min_tokens: int | None,
    strategy: str | None,
) -> Any:
    from dataclasses import replace

    from hwcc.types import ChunkConfig

    base = project_config.chunk if project_config is not None else ChunkConfig()
    changes = {
        k: v
        for k, v in {
            "max_tokens": max_tokens,
            "overlap_tokens": overlap_tokens,
            "min_tokens": min_tokens,
            "strategy": strategy,
        }.items()
        if v is not None
    }
    return replace(base, **changes)


def _preview_option(help: str) -> Any:
    """A chunking option of ``add`` that applies only with ``--preview``."""
    return typer.Option(
        help=f"Only with --preview: {help}", rich_help_panel="Preview options (only with --preview)"
    )


@app.command()
@_handle_errors
def add(
    paths: Annotated[list[str], typer.Argument(help="Files, directories or glob patterns.")],
    kind: Annotated[
        str,
        typer.Option("--type", help="Parser to use instead of detection: " + _KINDS_HELP + "."),
    ] = "",
    doc_type: Annotated[
        str,
        typer.Option(
            "--doc-type",
            help="Document type instead of detection (datasheet, reference_manual, errata, ...).",
        ),
    ] = "",
    chip: Annotated[str, typer.Option(help="Chip the documents describe.")] = "",
    no_compile: Annotated[
        bool, typer.Option("--no-compile", help="Do not regenerate context files.")
    ] = False,
    force: Annotated[
        bool, typer.Option("--force", help="Re-process files even if unchanged.")
    ] = False,
    no_index: Annotated[
        bool,
        typer.Option(
            "--no-index",
            help="Write context files and the lexical search index; skip embedding "
            "(search answers lexically until 'hwcc reindex' embeds the documents).",
        ),
    ] = False,
    preview: Annotated[
        bool, typer.Option("--preview", help="Show how the files would be chunked; write nothing.")
    ] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Machine-readable output.")] = False,
    max_tokens: Annotated[int | None, _preview_option("chunk size budget (tokens).")] = None,
    overlap_tokens: Annotated[int | None, _preview_option("chunk overlap (tokens).")] = None,
    min_tokens: Annotated[int | None, _preview_option("merge chunks below this.")] = None,
    strategy: Annotated[
        str | None,
        _preview_option("chunking strategy (auto, headers, delimiter, fixed, none)."),
    ] = None,
) -> None:
    """Add documents to the project and recompile context.

    The chunking options only apply with --preview; chunking for the project is set in
    \\[chunk] of .hwcc/config.toml (then run 'hwcc reindex').
    """
    preview_only = {
        "--max-tokens": max_tokens,
        "--overlap-tokens": overlap_tokens,
        "--min-tokens": min_tokens,
        "--strategy": strategy,
    }
    given = [name for name, value in preview_only.items() if value is not None]
    if given and not preview:
        raise UsageError(
            f"{', '.join(given)} only {'applies' if len(given) == 1 else 'apply'} with "
            "--preview; chunking for the project is set in [chunk] of .hwcc/config.toml"
        )

    if preview:
        _preview(
            paths, kind, doc_type, chip, as_json, max_tokens, overlap_tokens, min_tokens, strategy
        )
        return
    project = _project()
    with _RichReporter() as reporter:
        report = project.add(
            paths,
            cwd=_cwd(),
            kind=kind,
            doc_type=doc_type,
            chip=chip,
            compile=not no_compile,
            force=force,
            index=not no_index,
            progress=reporter,
        )
    if as_json:
        _json(report)
        return
    for o in report.documents:
        mark = {"added": "[green]added[/]", "updated": "[yellow]updated[/]"}.get(
            o.status, "[dim]unchanged[/]"
        )
        out.print(f"{mark} {_show(o.path)} [dim]({_show(o.doc_id)}, {_show(o.kind)})[/]")
        for warning in o.warnings[:_MAX_WARNINGS]:
            err.print(f"[yellow]warning:[/] {_show(o.path)}: {_show(one_line(warning))}")
        if len(o.warnings) > _MAX_WARNINGS:
            more = len(o.warnings) - _MAX_WARNINGS
            err.print(
                f"[yellow]warning:[/] {_show(o.path)}: {more} more (all in 'hwcc status --json')"
            )
    if report.written:
        out.print(f"Wrote {len(report.written)} context file(s).")
    _print_warnings(report.warnings)
    if report.dense is not None and report.dense.note is not None:
        err.print(f"[yellow]note:[/] {_show(report.dense.note)}")


def _print_warnings(warnings: Sequence[str]) -> None:
    for warning in warnings:
        err.print(f"[yellow]warning:[/] {_show(one_line(warning))}")


def _preview(
    paths: list[str],
    kind: str,
    doc_type: str,
    chip: str,
    as_json: bool,
    max_tokens: int | None,
    overlap_tokens: int | None,
    min_tokens: int | None,
    strategy: str | None,
) -> None:
    from hwcc.api import Project, document_files
    from hwcc.chunk.preview import chunks_to_json, render_preview, summarize
    from hwcc.errors import ProjectError

    try:
        project_config = _project().config
    except ProjectError:
        project_config = None
    config = _chunk_config(project_config, max_tokens, overlap_tokens, min_tokens, strategy)
    payload = []
    for path in document_files(paths, _cwd()):
        # a spinner on stderr while a large file is parsed and chunked (terminals only)
        with err.status(f"Parsing and chunking {_show(path.name)}"):
            preview = Project.preview(path, chunk=config, kind=kind, doc_type=doc_type, chip=chip)
        outcome = preview.chunking
        summary = summarize(outcome.chunks, outcome)
        maps = _preview_maps(preview.device)
        if as_json:
            data = json.loads(chunks_to_json(outcome.chunks, summary))
            data["register_maps"] = maps
            data["warnings"] = list(preview.warnings)
            payload.append(data)
        else:
            out.print(f"[bold]{_show(str(path))}[/]")
            render_preview(outcome.chunks, summary, out)
            for m in maps:
                registers = m["registers"]
                names = ", ".join(f"{r['name']} 0x{r['offset']:02X}" for r in registers[:6])
                more = f", … ({len(registers)} in all)" if len(registers) > 6 else ""
                out.print(f"Register map {_show(m['peripheral'])}: {_show(names)}{more}")
            _print_warnings(preview.warnings)
    if as_json:
        out.print_json(json.dumps(payload[0] if len(payload) == 1 else payload))


def _preview_maps(device: Any) -> list[dict[str, Any]]:
    """The register maps of a previewed file as ``show --json`` data."""
    from hwcc.api import device_data

    return [] if device is None else device_data(device)


@app.command()
@_handle_errors
def remove(
    ref: Annotated[str, typer.Argument(help="Document id or path (see 'hwcc status').")],
    no_compile: Annotated[
        bool, typer.Option("--no-compile", help="Do not regenerate context files.")
    ] = False,
) -> None:
    """Remove a document from the project and recompile context."""
    report = _project().remove(ref, cwd=_cwd(), compile=not no_compile)
    out.print(f"Removed {_show(report.doc_id)}.")


@app.command()
@_handle_errors
def status(
    as_json: Annotated[bool, typer.Option("--json", help="Machine-readable output.")] = False,
) -> None:
    """Show the documents in the project and whether context files are up to date."""
    st = _project().status()
    if as_json:
        data = {
            "root": st.root,
            "chip": st.chip,
            "documents": [
                {
                    "doc_id": e.doc_id,
                    "path": e.path,
                    "kind": e.kind,
                    "doc_type": e.doc_type,
                    "title": e.title,
                    "chip": e.chip,
                    "sha256": e.sha256,
                    "chunks": e.chunks,
                    "pages": e.pages,
                    "warnings": list(e.warnings),
                }
                for e in st.documents
            ],
            "stale": list(st.stale),
            "context_problem": st.context_problem,
            "index_problem": st.index_problem,
            "search": _dense_json(st.dense),
            "warnings": list(st.warnings),
        }
        out.print_json(json.dumps(data))
        return
    out.print(f"Project [bold]{_show(st.root)}[/] · chip {_show(st.chip or '—')}")
    if not st.documents:
        out.print("No documents yet. Add some with: hwcc add <files>")
        return
    # one block per document: the id alone on its first line (never wrapped or cut:
    # it is what 'hwcc remove' takes), then type, chunks and path, then the title
    for e in st.documents:
        chip = f" · chip {_show(e.chip)}" if e.chip else ""
        out.print(f"[bold]{_show(e.doc_id)}[/]")
        out.print(f"    {_show(e.doc_type)} · {e.chunks} chunks{chip} · {_show(e.path)}")
        if e.title:
            out.print(f"    [dim]{_show(e.title)}[/]")
    if st.index_problem is not None:
        out.print(f"[red]Search index:[/] {_show(st.index_problem)}")
    elif st.dense.note is not None:
        out.print(f"[yellow]Search: lexical only[/] ({_show(st.dense.note)})")
    elif st.dense.total:
        out.print(f"Search: hybrid ({st.dense.total} chunks embedded).")
    if st.context_problem is not None:
        out.print(f"[red]Context files cannot be checked:[/] {_show(st.context_problem)}")
    elif st.stale:
        out.print(f"[yellow]{len(st.stale)} context file(s) out of date[/]; run hwcc compile")
    else:
        out.print("Context files are up to date.")
    for warning in st.context_warnings:
        out.print(f"[yellow]Context:[/] {_show(warning)}")


def _dense_json(state: Any) -> dict[str, Any]:
    """``status --json``'s ``search`` object: the mode search answers in and the dense
    vectors' progress."""
    return {
        "mode": state.mode,
        "embedded": state.embedded,
        "total": state.total,
        "pending": list(state.pending),
        "embedding_now": state.running,
        "note": state.note,
    }


@app.command(name="compile")
@_handle_errors
def compile_cmd(
    target: Annotated[
        list[str] | None,
        typer.Option(help="Only this target (" + _TARGETS_HELP + "); repeatable."),
    ] = None,
    check: Annotated[
        bool,
        typer.Option("--check", help="Write nothing; exit 1 if any context file is out of date."),
    ] = False,
) -> None:
    """Regenerate context files from the project's documents."""
    from hwcc.outputs.targets import target_names

    for t in target or []:
        if t not in target_names():
            raise UsageError(f"--target: unknown target '{t}' (known: {', '.join(target_names())})")
    report = _project().compile(targets=target or None, check=check)
    changed = report.files
    _print_warnings(report.warnings)
    if check:
        if changed:
            for rel in changed:
                out.print(f"stale: {_show(rel)}")
            raise typer.Exit(1)
        out.print("Context files are up to date.")
        return
    if changed:
        for rel in changed:
            out.print(f"wrote {_show(rel)}")
    else:
        out.print("Context files already up to date.")


@app.command()
@_handle_errors
def search(
    query: Annotated[str, typer.Argument(help="A question or an identifier (SPI_CR1, 0x4001...)")],
    k: Annotated[int, typer.Option("-k", help="Number of sections to return.")] = 5,
    chip: Annotated[str | None, typer.Option(help="Only documents about this chip.")] = None,
    doc_type: Annotated[
        str | None, typer.Option(help="Only this document type (datasheet, errata, svd, ...).")
    ] = None,
    peripheral: Annotated[str | None, typer.Option(help="Only this peripheral.")] = None,
    content_type: Annotated[
        str | None, typer.Option(help="Only this content type (register_table, code, ...).")
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Machine-readable output.")] = False,
    full: Annotated[
        bool, typer.Option("--full", help="Print whole sections, not excerpts.")
    ] = False,
) -> None:
    """Search the indexed documents (hybrid: identifiers and meaning; lexical while the
    dense index is incomplete, with a note on stderr)."""
    from hwcc.search import hits_to_json

    if k < 1:
        raise UsageError("-k must be at least 1")
    project = _project()
    hits = project.search(
        query,
        k=k,
        chip=chip,
        doc_type=doc_type,
        peripheral=peripheral,
        content_type=content_type,
    )
    if not hits or hits[0].mode == "lexical":
        note = project.search_state().note
        if note is not None:
            err.print(f"[yellow]note:[/] {_show(note)}")
    if as_json:
        out.print(hits_to_json(hits), markup=False)
        return
    if not hits:
        out.print("No results.")
        return
    from rich.markdown import Markdown
    from rich.panel import Panel

    for rank, hit in enumerate(hits, 1):
        pages = ""
        if hit.page_start is not None:
            pages = f" · p. {hit.page_start}"
            if hit.page_end is not None and hit.page_end != hit.page_start:
                pages += f"-{hit.page_end}"
        # the citation on its own line, wrapped rather than cut (a panel title is cut)
        out.print(f"[bold]{rank}.[/] {_show(hit.doc_id)} · {_show(hit.section_path or '—')}{pages}")
        body = (hit.parent_text if full else hit.text).translate(_MULTI_LINE)
        subtitle = f"same layout: {_show(', '.join(hit.also))}" if hit.also else None
        out.print(
            Panel(Markdown(body), subtitle=subtitle, subtitle_align="left"),
            soft_wrap=False,
        )


@app.command()
@_handle_errors
def show(
    name: Annotated[
        str | None,
        typer.Argument(
            help="A peripheral or device (SPI1, DRV2605) or one register (SPI1.CR1; by the"
            " vendor's name too: ADC0.ADC0_OFS or ADC0_OFS)."
        ),
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Machine-readable output.")] = False,
) -> None:
    """Show a register map, or one register with its fields.

    Without a name: every peripheral and device map (with --json: every register and
    field).
    """
    from hwcc.api import map_data, map_text

    project = _project()
    if name is None:
        maps = project.register_maps()
        if as_json:
            out.print_json(json.dumps([map_data(m) for m in maps]))
            return
        if not maps:
            out.print("No register maps yet. Add an SVD or a datasheet with: hwcc add <files>")
            return
        for m in maps:
            base = f"0x{m.peripheral.base_address:08X}" if m.origin == "svd" else "—"
            out.print(
                f"{_show(m.peripheral.name)}  {base}  {len(m.peripheral.registers)} registers"
                f"  [dim]({_show(m.doc_id)})[/]"
            )
        return
    located = project.show(name)
    if as_json:
        out.print_json(json.dumps(map_data(located)))
        return
    if located.register is not None:
        out.print(f"{_show(located.peripheral.name)} · {_show(located.source)}", markup=False)
    out.print(map_text(located).translate(_MULTI_LINE), markup=False)


@app.command()
@_handle_errors
def mcp(
    http: Annotated[
        bool, typer.Option("--http", help="Serve streamable HTTP instead of stdio.")
    ] = False,
    host: Annotated[str, typer.Option(help="Address to listen on with --http.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port to listen on with --http.")] = 8000,
    allow_add: Annotated[
        bool,
        typer.Option(
            "--allow-add", help="Offer the add_document tool (adds files like 'hwcc add')."
        ),
    ] = False,
) -> None:
    """Run the MCP server: this project's documents and register maps as tools.

    Assistants start it themselves (see [output] mcp in .hwcc/config.toml); on stdio it
    speaks only MCP on stdout. Needs the MCP SDK: pip install 'hwcc[mcp]'.
    """
    if not 0 < port < 65536:
        raise UsageError("--port must be between 1 and 65535")
    try:
        from hwcc.mcp.server import serve
    except ImportError as exc:
        raise UsageError(
            f"hwcc mcp needs the MCP SDK 2.x ({exc}); install it with: pip install 'hwcc[mcp]'"
        ) from None
    serve(_cwd(), http=http, host=host, port=port, allow_add=allow_add)


@app.command()
@_handle_errors
def reindex() -> None:
    """Rebuild the search index from the processed documents.

    Run it after changing [chunk] or [embedding] in .hwcc/config.toml, or to complete
    the dense index after 'hwcc add --no-index' or an interrupted embedding (vectors
    whose text is unchanged are kept unless the embedder changed).
    """
    project = _project()
    with _RichReporter() as reporter:
        report = project.reindex(progress=reporter)
    out.print(f"Indexed {report.chunks} chunks.")


class _RichReporter:
    """Progress bar on stderr (hidden when stderr is not a terminal)."""

    def __init__(self) -> None:
        from rich.progress import (
            BarColumn,
            MofNCompleteColumn,
            Progress,
            TextColumn,
            TimeRemainingColumn,
        )

        self._progress = Progress(
            TextColumn("{task.description}"),
            BarColumn(),
            MofNCompleteColumn(),
            TimeRemainingColumn(),
            console=err,
            transient=True,
            disable=not err.is_terminal,
        )
        self._task: Any = None

    def __enter__(self) -> _RichReporter:
        self._progress.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._progress.stop()

    def start(self, description: str, total: int) -> None:
        if self._task is not None:
            self._progress.remove_task(self._task)
        self._task = self._progress.add_task(_show(description), total=total)

    def advance(self, description: str | None = None, amount: int = 1) -> None:
        if self._task is None:
            return
        if description is not None:
            self._progress.update(self._task, description=_show(description))
        self._progress.advance(self._task, amount)

    def finish(self) -> None:
        if self._task is not None:
            self._progress.remove_task(self._task)
            self._task = None


def main() -> None:
    """Console-script entry point. SIGINT is handled by :mod:`hwcc.util.interrupts` for the
    whole run (commands reach :func:`_handle_errors` as KeyboardInterrupt: exit 130) and
    ignored once the command is over, while the interpreter shuts down."""
    from hwcc.util.interrupts import interrupt_guard

    with interrupt_guard(final=True):
        app()
