"""The ``hwcc`` command line: parse arguments, call :mod:`hwcc.pipeline`, print.

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
from hwcc.display import MULTI_LINE as _MULTI_LINE
from hwcc.display import visible as _visible
from hwcc.errors import HwccError, InputError, UsageError, exit_code_for, one_line

P = ParamSpec("P")
R = TypeVar("R")

app = typer.Typer(
    name="hwcc",
    help="Compile hardware documents (SVD, PDF datasheets, errata, notes) into context "
    "files that AI coding assistants read.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)

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
    from hwcc.pipeline import AddFailed

    if isinstance(exc, AddFailed):
        lines = [line for e in exc.errors for line in _error_lines(e)]
        return [*lines, exc.summary] if exc.summary else lines
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
        except KeyboardInterrupt:
            err.print("[bold red]error:[/] interrupted")
            raise typer.Exit(130) from None

    return wrapper


def _project() -> Any:
    """The project around the working directory; config warnings go to stderr once."""
    from hwcc.config import load_config
    from hwcc.project import find_project

    paths = find_project(_cwd())
    for warning in load_config(paths.config).warnings:
        err.print(f"[yellow]warning:[/] {_show(warning)}")
    return paths


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
    from hwcc.pipeline import init_project

    result = init_project(_cwd(), chip=chip, name=name)
    rel = result.paths.config.relative_to(_cwd())
    if result.created:
        out.print(f"Created {rel}. Next: hwcc add <files>")
    else:
        out.print(f"{rel} already exists; nothing changed.")


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
    doc_type: Annotated[
        str,
        typer.Option(
            "--type", help="Parser to use instead of detection: svd, pdf, markdown, rst, text."
        ),
    ] = "",
    chip: Annotated[str, typer.Option(help="Chip the documents describe.")] = "",
    no_compile: Annotated[
        bool, typer.Option("--no-compile", help="Do not regenerate context files.")
    ] = False,
    force: Annotated[bool, typer.Option(help="Re-process files even if unchanged.")] = False,
    no_index: Annotated[
        bool,
        typer.Option(
            "--no-index",
            help="Only compile context files; skip chunking and embedding "
            "('hwcc reindex' builds the search index later).",
        ),
    ] = False,
    preview: Annotated[
        bool, typer.Option(help="Show how the files would be chunked; write nothing.")
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
    from hwcc.pipeline import AddOptions, add_documents

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

    options = AddOptions(
        kind=doc_type, chip=chip, compile=not no_compile, force=force, index=not no_index
    )
    if preview:
        _preview(paths, options, as_json, max_tokens, overlap_tokens, min_tokens, strategy)
        return
    project = _project()
    with _RichReporter() as reporter:
        report = add_documents(project, paths, cwd=_cwd(), options=options, reporter=reporter)
    if as_json:
        data = {
            "documents": [
                {
                    "path": o.path,
                    "doc_id": o.doc_id,
                    "status": o.status,
                    "kind": o.kind,
                    "title": o.title,
                    "chunks": o.chunks,
                    "warnings": list(o.warnings),
                }
                for o in report.outcomes
            ],
            "written": [project.relative(p) for p in report.written],
            "warnings": list(report.warnings),
        }
        out.print_json(json.dumps(data))
        return
    for o in report.outcomes:
        mark = {"added": "[green]added[/]", "updated": "[yellow]updated[/]"}.get(
            o.status, "[dim]unchanged[/]"
        )
        out.print(f"{mark} {_show(o.path)} [dim]({_show(o.doc_id)}, {_show(o.kind)})[/]")
        for warning in o.warnings:
            err.print(f"[yellow]warning:[/] {_show(o.path)}: {_show(one_line(warning))}")
    if report.written:
        out.print(f"Wrote {len(report.written)} context file(s).")
    _print_warnings(report.warnings)


def _print_warnings(warnings: Sequence[str]) -> None:
    for warning in warnings:
        err.print(f"[yellow]warning:[/] {_show(one_line(warning))}")


def _preview(
    paths: list[str],
    options: Any,
    as_json: bool,
    max_tokens: int | None,
    overlap_tokens: int | None,
    min_tokens: int | None,
    strategy: str | None,
) -> None:
    from hwcc.chunk import chunk_document
    from hwcc.chunk.preview import chunks_to_json, render_preview, summarize
    from hwcc.config import load_config
    from hwcc.errors import ProjectError
    from hwcc.pipeline import expand_inputs, preview_parse

    try:
        project_config = load_config(_project().config)
    except ProjectError:
        project_config = None
    config = _chunk_config(project_config, max_tokens, overlap_tokens, min_tokens, strategy)
    payload = []
    for path in expand_inputs(paths, _cwd()):
        # a spinner on stderr while a large file is parsed and chunked (terminals only)
        with err.status(f"Parsing and chunking {_show(path.name)}"):
            outcome = chunk_document(preview_parse(path, options), config)
        summary = summarize(outcome.chunks, outcome)
        if as_json:
            payload.append(json.loads(chunks_to_json(outcome.chunks, summary)))
        else:
            out.print(f"[bold]{_show(str(path))}[/]")
            render_preview(outcome.chunks, summary, out)
    if as_json:
        out.print_json(json.dumps(payload[0] if len(payload) == 1 else payload))


@app.command()
@_handle_errors
def remove(
    ref: Annotated[str, typer.Argument(help="Document id or path (see 'hwcc status').")],
    no_compile: Annotated[
        bool, typer.Option("--no-compile", help="Do not regenerate context files.")
    ] = False,
) -> None:
    """Remove a document from the project and recompile context."""
    from hwcc.pipeline import remove_document

    doc_id = remove_document(_project(), ref, cwd=_cwd(), compile=not no_compile)
    out.print(f"Removed {_show(doc_id)}.")


@app.command()
@_handle_errors
def status(
    as_json: Annotated[bool, typer.Option("--json", help="Machine-readable output.")] = False,
) -> None:
    """Show the documents in the project and whether context files are up to date."""
    from hwcc.pipeline import project_status

    st = project_status(_project())
    if as_json:
        data = {
            "root": str(st.paths.root),
            "chip": st.config.hardware.chip,
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
                }
                for e in st.manifest.documents
            ],
            "stale": [st.paths.relative(p) for p in st.stale],
            "context_problem": st.context_problem,
            "index_problem": st.index_problem,
            "warnings": [*st.config.warnings, *st.context_warnings],
        }
        out.print_json(json.dumps(data))
        return
    from rich.table import Table

    chip = st.config.hardware.chip or "—"
    out.print(f"Project [bold]{_show(str(st.paths.root))}[/] · chip {_show(chip)}")
    if not st.manifest.documents:
        out.print("No documents yet. Add some with: hwcc add <files>")
        return
    table = Table("Document", "Type", "Title", "Chip", "Chunks", "Path")
    for column in table.columns:  # ids, types and paths are wrapped, never cut short
        column.overflow = "fold"
    for e in st.manifest.documents:
        table.add_row(
            _show(e.doc_id),
            _show(e.doc_type),
            _show(e.title),
            _show(e.chip or "—"),
            str(e.chunks),
            _show(e.path),
        )
    out.print(table)
    if st.index_problem is not None:
        out.print(f"[red]Search index:[/] {_show(st.index_problem)}")
    if st.context_problem is not None:
        out.print(f"[red]Context files cannot be checked:[/] {_show(st.context_problem)}")
    elif st.stale:
        out.print(f"[yellow]{len(st.stale)} context file(s) out of date[/]; run hwcc compile")
    else:
        out.print("Context files are up to date.")
    for warning in st.context_warnings:
        out.print(f"[yellow]Context:[/] {_show(warning)}")


@app.command(name="compile")
@_handle_errors
def compile_cmd(
    target: Annotated[
        list[str] | None,
        typer.Option(help="Only this target (claude, codex, cursor, copilot, gemini); repeatable."),
    ] = None,
    check: Annotated[
        bool, typer.Option(help="Write nothing; exit 1 if any context file is out of date.")
    ] = False,
) -> None:
    """Regenerate context files from the indexed documents."""
    from hwcc.compile.compiler import TARGET_FILES
    from hwcc.pipeline import compile_project

    for t in target or []:
        if t not in TARGET_FILES:
            raise UsageError(f"unknown target '{t}' (known: {', '.join(TARGET_FILES)})")
    project = _project()
    report = compile_project(project, targets=target or None, check=check)
    changed = report.files
    _print_warnings(report.warnings)
    if check:
        if changed:
            for path in changed:
                out.print(f"stale: {_show(project.relative(path))}")
            raise typer.Exit(1)
        out.print("Context files are up to date.")
        return
    if changed:
        for path in changed:
            out.print(f"wrote {_show(project.relative(path))}")
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
    full: Annotated[bool, typer.Option(help="Print whole sections, not excerpts.")] = False,
) -> None:
    """Search the indexed documents (hybrid: identifiers and meaning)."""
    from hwcc.pipeline import search_project
    from hwcc.search import hits_to_json

    if k < 1:
        raise UsageError("-k must be at least 1")
    hits = search_project(
        _project(),
        query,
        k=k,
        chip=chip,
        doc_type=doc_type,
        peripheral=peripheral,
        content_type=content_type,
    )
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
        title = f"{rank}. {_show(hit.doc_id)} · {_show(hit.section_path or '—')}{pages}"
        body = (hit.parent_text if full else hit.text).translate(_MULTI_LINE)
        subtitle = f"same layout: {_show(', '.join(hit.also))}" if hit.also else None
        out.print(
            Panel(
                Markdown(body),
                title=title,
                title_align="left",
                subtitle=subtitle,
                subtitle_align="left",
            ),
            soft_wrap=False,
        )


@app.command()
@_handle_errors
def reindex() -> None:
    """Rebuild the search index from the processed documents (after changing the chunk
    or embedding settings in config.toml)."""
    from hwcc.pipeline import reindex_project

    with _RichReporter() as reporter:
        total = reindex_project(_project(), reporter=reporter)
    out.print(f"Indexed {total} chunks.")


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
    """Console-script entry point. SIGINT is handled by :mod:`hwcc.interrupts` for the
    whole run (commands reach :func:`_handle_errors` as KeyboardInterrupt: exit 130) and
    ignored once the command is over, while the interpreter shuts down."""
    from hwcc.interrupts import interrupt_guard

    with interrupt_guard(final=True):
        app()
