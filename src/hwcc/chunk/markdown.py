"""MarkdownChunker: structure-aware, token-exact parent/child chunks of Markdown.

Pipeline (one :class:`_Run` per document): scan blocks (:mod:`hwcc.chunk.blocks`),
encode the whole text once and take every count from that encoding
(:class:`~hwcc.chunk.tokencount.TokenIndex`), choose the strategy, build sections from
headings (or delimiter lines) and group them into parents (:mod:`hwcc.chunk.sections`:
the largest section subtrees that fit ``parent_max_tokens``; a larger section alone is
split like any other text), pack each parent's units into children of at most
``max_tokens``, merge undersized children within their section and add overlap
(:mod:`hwcc.chunk.packing`), and build :class:`~hwcc.types.Chunk` values
(:mod:`hwcc.chunk.build`).

Invariants of the output (tested):

* ``token_count == count_tokens(text)`` (cl100k, exact) for every chunk;
* ``text[head_chars:len(text) - tail_chars] == content[start:end]``; ``head_chars`` and
  ``tail_chars`` are non-zero only for pieces of a table or fence that did not fit
  (repeated header rows, synthetic fence lines), marked ``metadata["continued"]``;
* overlap is real text: the first ``overlap_chars`` characters of
  ``content[start:end]`` repeat the end of the previous child of the same section;
* every non-whitespace character of ``content`` lies in ``[start, end)`` of a child;
  children tile the document in order and never start or end in whitespace;
* a table or fence that fits ``max_tokens`` lies whole in one child;
* every child's ``parent_id`` names a parent whose span contains the child's own span;
* output depends only on the content, the config and the document metadata.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import partial
from operator import attrgetter
from typing import Any

from hwcc.chunk.base import ChunkingResult, register, validate_chunk_config
from hwcc.chunk.blocks import DELIMITER, HEADING, Block
from hwcc.chunk.blocks import scan_blocks as _scan
from hwcc.chunk.build import ChunkBuilder
from hwcc.chunk.packing import ChunkTokens, Packer
from hwcc.chunk.sections import Section, build_sections, parent_groups
from hwcc.chunk.tokencount import Lines, TokenIndex, Unit
from hwcc.types import Chunk, ChunkConfig, ParseResult
from hwcc.util.gcpause import collector_paused

# ``Unit(*values)`` built in C (no Python-level ``__new__`` per block), and Unit's
# default values after its first five fields (start, end, tokens, kind, block).
_unit_from: Callable[[tuple[Any, ...]], Unit] = partial(tuple.__new__, Unit)
_UNIT_DEFAULTS = tuple(Unit._field_defaults[name] for name in Unit._fields[5:])
_TOKENS = attrgetter("tokens")

#: The units and sections of one parent (``sections[0]`` holds its first unit).
_ParentPiece = tuple[list[Unit], list[Section]]


class MarkdownChunker:
    """Chunks Markdown ``ParseResult.content``; see the module docstring for the output
    invariants. ``config.strategy`` is one of :data:`STRATEGIES`."""

    name = "markdown"

    def __init__(self, config: ChunkConfig | None = None) -> None:
        self.config = config or ChunkConfig()
        validate_chunk_config(self.config)

    def chunk(self, parse_result: ParseResult) -> list[Chunk]:
        return list(self.run(parse_result).chunks)

    def run(self, parse_result: ParseResult) -> ChunkingResult:
        # A run builds ~10^5 short-lived containers and no reference cycles: the cyclic
        # collector would only traverse them (see hwcc.util.gcpause).
        with collector_paused():
            return _Run(self.config, parse_result).result()


class _Run:
    """One chunking run over one document: scans it, chooses the strategy and drives
    sections -> parents -> child drafts -> chunks. Holds no reference back from its
    parts (a run builds no reference cycles)."""

    def __init__(self, cfg: ChunkConfig, pr: ParseResult) -> None:
        self.cfg = cfg
        self.pr = pr
        self.content = pr.content
        lines = Lines(self.content)
        self.blocks: list[Block] = _scan(
            self.content, re.compile(cfg.delimiter), lines.lines, lines.starts
        )
        self.tc = TokenIndex(self.content, lines)
        self.tokens = self.tc.tile_counts([*(b.start for b in self.blocks), len(self.content)])
        # Unit(b.start, b.end, t, b.kind, i) per block (tuple concatenation: cheaper than
        # unpacking into a tuple display).
        self._block_units = [
            _unit_from((b.start, b.end, t, b.kind, i) + _UNIT_DEFAULTS)  # noqa: RUF005
            for i, (b, t) in enumerate(zip(self.blocks, self.tokens, strict=True))
        ]
        levels = set(cfg.header_levels)
        #: Indices of the headings at the configured levels, and of the delimiter lines.
        self.headings = [
            i for i, b in enumerate(self.blocks) if b.kind == HEADING and b.level in levels
        ]
        self.delimiters = [i for i, b in enumerate(self.blocks) if b.kind == DELIMITER]
        self.total = sum(self.tokens)
        counts = ChunkTokens(self.content, self.tc)
        self.packer = Packer(self.content, self.blocks, self.tc, counts, cfg)
        self.builder = ChunkBuilder(pr, cfg, self.blocks, lines, self.tc, counts, self.total)

    def choose(self) -> tuple[str, str]:
        """The strategy to use and why (``auto`` resolved from heading and delimiter
        counts)."""
        cfg = self.cfg
        headings = len(self.headings)
        delims = len(self.delimiters)
        if cfg.strategy != "auto":
            return cfg.strategy, f"configured strategy '{cfg.strategy}'"
        if headings >= 1 and self.total <= headings * 4 * cfg.parent_max_tokens:
            return "headers", (
                f"{headings} headings (levels {_levels(cfg.header_levels)}) for {self.total} tokens"
            )
        if delims >= 1:
            return "delimiter", (
                f"{headings} usable headings; {delims} delimiter lines matching {cfg.delimiter!r}"
            )
        return "fixed", (
            f"{headings} usable headings and no delimiter lines for {self.total} tokens"
        )

    def result(self) -> ChunkingResult:
        strategy, reason = self.choose()
        if not self.content.strip():
            return ChunkingResult((), strategy, reason + "; empty document")
        secs = build_sections(
            self.blocks,
            self.headings,
            self.delimiters,
            strategy if strategy in ("headers", "delimiter") else "fixed",
        )
        whole = strategy == "none" or self.total < self.cfg.min_tokens
        if whole and strategy != "none":
            reason += f"; document under min_tokens ({self.total} < {self.cfg.min_tokens})"
        build = self.builder
        children = self.packer.children
        chunks: list[Chunk] = []
        n_parent = 0
        n_child = 0
        for pieces in self._parent_pieces(secs, whole):
            for p_units, p_secs in pieces:
                parent = build.parent(p_units, p_secs[0], n_parent)
                n_parent += 1
                chunks.append(parent)
                drafts = [] if whole else children(p_units, p_secs)
                if whole or (
                    len(drafts) == 1
                    and drafts[0].overlap_start < 0
                    and drafts[0].section is p_secs[0]
                    and drafts[0].units == tuple(p_units)
                ):
                    # The only child is the parent's text: same fields but the ones
                    # that depend on the level.
                    chunks.append(build.child_like(parent, n_child))
                    n_child += 1
                    continue
                for d in drafts:
                    chunks.append(build.child(d, n_child, parent.chunk_id))
                    n_child += 1
        return ChunkingResult(tuple(chunks), strategy, reason)

    def _parent_pieces(self, secs: list[Section], whole: bool) -> list[list[_ParentPiece]]:
        """Per parent group, its parents: the group itself, or the pieces of a single
        section over ``parent_max_tokens``; ``whole``: the document as one parent."""
        if whole:
            return [[(list(self._block_units), [secs[0]])]]
        out: list[list[_ParentPiece]] = []
        limit = self.cfg.parent_max_tokens
        for a, b in parent_groups(secs, self.tokens, self.cfg):
            group = secs[a:b]
            # Sections tile the blocks in order: a group's units are one slice.
            units = self._block_units[group[0].first : group[-1].end]
            if len(group) == 1 and sum(map(_TOKENS, units)) > limit:
                out.append([(p, group) for p in self.packer.pack(units, limit, limit)])
            else:
                out.append([(units, group)])
        return out


def _levels(levels: Sequence[int]) -> str:
    return ",".join(str(x) for x in levels)


def _factory(config: ChunkConfig) -> MarkdownChunker:
    return MarkdownChunker(config)


STRATEGIES = ("auto", "headers", "delimiter", "fixed", "none")

for _strategy in STRATEGIES:
    register(_strategy, _factory)
