"""Markdown parser: front matter to metadata, the body passed through as Markdown.

Front matter: ``---`` fenced YAML (the flat ``key: value`` subset, quotes stripped;
inline list values such as ``[1, 2]`` are kept as raw text, block-style nested or list
values become ``""``) or ``+++`` fenced TOML (``tomllib``).
``title``, ``chip`` and ``doc_type`` (also ``type``) set the ParseResult fields unless
``options`` override them; every scalar key is copied into ``metadata``. Without a
front-matter title the first ``#`` heading, else the file stem, is the title. Content is
the body after front matter with ``\\n`` line ends and no BOM.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from hwcc.errors import InputError
from hwcc.ingest.base import ParseOptions, ParserSpec, register
from hwcc.ingest.classify import classify_doc_type, detect_chip
from hwcc.ingest.textdecode import read_text
from hwcc.types import DocType, ParseResult

_YAML_FENCE = re.compile(r"\A---[ \t]*\n(.*?\n)?(?:---|\.\.\.)[ \t]*(?:\n|\Z)", re.DOTALL)
_TOML_FENCE = re.compile(r"\A\+\+\+[ \t]*\n(.*?\n)?\+\+\+[ \t]*(?:\n|\Z)", re.DOTALL)
_YAML_LINE = re.compile(r"^([A-Za-z_][\w.-]*)\s*:\s*(.*?)\s*$")
# The first ATX heading line; its closing hashes are removed by first_heading. (The
# earlier one-regex form ``#{1,6}\s+(.+?)\s*#*\s*$`` backtracked cubically: a 3 KB
# line of blanks between two words took 42 s.)
_ATX_LINE = re.compile(r"^#{1,6}[ \t]+(\S.*)$", re.MULTILINE)
DOC_TYPES = {t.value for t in DocType}


def parse_yaml_subset(block: str) -> dict[str, str]:
    """Flat ``key: value`` pairs of a YAML block (comments, lists and nesting skipped)."""
    out: dict[str, str] = {}
    for line in block.split("\n"):
        if not line.strip() or line.lstrip().startswith("#") or line[:1] in (" ", "\t", "-"):
            continue
        match = _YAML_LINE.match(line)
        if not match:
            continue
        value = match.group(2)
        if value and value[0] in "\"'" and value[-1:] == value[0] and len(value) >= 2:
            value = value[1:-1]
        elif " #" in value:
            value = value.split(" #", 1)[0].rstrip()
        out[match.group(1)] = value
    return out


def first_heading(content: str) -> str:
    """Text of the first ATX heading (``# Title #`` -> ``Title``), or ``""``. Linear
    time; a closing run of ``#`` counts only after a blank, as in CommonMark (``C#``)."""
    match = _ATX_LINE.search(content)
    if match is None:
        return ""
    title = match.group(1).rstrip()
    bare = title.rstrip("#")
    if bare != title and (not bare or bare[-1] in " \t"):
        title = bare.rstrip()
    return title


def split_front_matter(text: str, path: Path) -> tuple[dict[str, str], str]:
    """(metadata, body) of a Markdown text. A ``---`` block that holds no ``key: value``
    line and not only YAML comments is not front matter (a document may open with a
    thematic break): the text is kept whole."""
    match = _YAML_FENCE.match(text)
    if match:
        block = match.group(1) or ""
        meta = parse_yaml_subset(block)
        lines = [line.strip() for line in block.split("\n") if line.strip()]
        if meta or all(line.startswith("#") for line in lines):  # keys, or only comments
            return meta, text[match.end() :]
    match = _TOML_FENCE.match(text)
    if match:
        try:
            data = tomllib.loads(match.group(1) or "")
        except tomllib.TOMLDecodeError as exc:
            raise InputError(path, f"invalid TOML front matter ({exc})") from None
        meta = {k: str(v) for k, v in data.items() if isinstance(v, str | int | float | bool)}
        return meta, text[match.end() :]
    return {}, text


def build_result(
    path: Path,
    options: ParseOptions,
    content: str,
    meta: dict[str, str],
    warnings: tuple[str, ...],
    fmt: str,
) -> ParseResult:
    """The ParseResult of a text-like document (shared by markdown, rst and text)."""
    title = meta.get("title") or first_heading(content) or path.stem
    chip = options.chip or meta.get("chip", "") or detect_chip(title, path.name, content[:5000])
    declared = meta.get("doc_type") or meta.get("type") or ""
    doc_type = options.doc_type or (declared if declared in DOC_TYPES else "")
    if not doc_type:
        doc_type = classify_doc_type(title, path.name, "")
        if doc_type == DocType.UNKNOWN.value:
            doc_type = DocType.NOTES.value
    metadata = dict(meta)
    metadata["format"] = fmt
    return ParseResult(
        doc_id=options.doc_id,
        title=title,
        doc_type=doc_type,
        content=content if content.endswith("\n") or not content else content + "\n",
        chip=chip,
        source_path=options.source_path or str(path),
        metadata=metadata,
        warnings=warnings,
    )


class MarkdownParser:
    """Parser for ``markdown`` documents."""

    name = "markdown"

    def parse(self, path: Path, options: ParseOptions) -> ParseResult:
        decoded = read_text(path)
        meta, body = split_front_matter(decoded.text, path)
        return build_result(path, options, body.lstrip("\n"), meta, decoded.warnings, "markdown")


register(
    ParserSpec(
        kind="markdown",
        factory=MarkdownParser,
        suffixes=(".md", ".markdown", ".mdx", ".mkd"),
        label="Markdown notes",
    )
)
