"""MarkdownChunker: structure-aware, token-exact parent/child chunks of Markdown.

Pipeline: scan blocks (:mod:`hwcc.chunk.blocks`), encode the whole text once and take
every count from that encoding (:class:`~hwcc.chunk.tokencount.TokenIndex`),
build sections from headings (or delimiter lines), group sections into parents (the
largest section subtrees that fit ``parent_max_tokens``; a larger section alone is
split like any other text), pack each parent's sections into children of at most
``max_tokens``, merge undersized children within their section, add overlap, and
build :class:`~hwcc.types.Chunk` values.

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

import hashlib
import itertools
import re
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache, partial
from operator import attrgetter
from typing import Any, NamedTuple

from hwcc.chunk.base import (
    CHILD,
    PARENT,
    ChunkingResult,
    register,
    validate_chunk_config,
)
from hwcc.chunk.blocks import DELIMITER, FENCE, HEADING, LIST_ITEM, PARAGRAPH, TABLE, Block
from hwcc.chunk.blocks import scan_blocks as _scan
from hwcc.chunk.classify import (
    classify_chunk,
    classify_table,
    header_cell_tuple,
    step_line_starts,
)
from hwcc.chunk.split import split_block, trimmed_tokens
from hwcc.chunk.tokencount import Lines, TokenIndex, Unit
from hwcc.types import Chunk, ChunkConfig, ContentType, ParseResult
from hwcc.util.gcpause import collector_paused

# ``Unit(*values)`` built in C (no Python-level ``__new__`` per block), and Unit's
# default values after its first five fields (start, end, tokens, kind, block).
_unit_from: Callable[[tuple[Any, ...]], Unit] = partial(tuple.__new__, Unit)
_UNIT_DEFAULTS = tuple(Unit._field_defaults[name] for name in Unit._fields[5:])
_TOKENS = attrgetter("tokens")
_HEAD = attrgetter("head")
_TAIL = attrgetter("tail")

_PROSE_KINDS = frozenset({PARAGRAPH, LIST_ITEM})
_SENTENCE_START = re.compile(r"(?:[.!?;。！？；][\"')\]]*\s+|\n[ \t]*)(?=\S)")
_FIELD_COLS = frozenset({"bit", "bits"})
_WORD_SPLIT = re.compile(r"[^A-Za-z0-9_]")
_REGISTER_WORD = re.compile(r"\bregister\b", re.IGNORECASE)


class Section(NamedTuple):
    """Blocks ``[first, end)`` under one heading; ``path`` is the heading stack;
    ``number`` is the section's position in the document. An immutable tuple (cheaper to
    build than a frozen dataclass); sections are told apart by identity (``is``) or
    ``number``, never by value."""

    number: int
    path: tuple[str, ...]
    level: int
    first: int
    end: int
    ancestors: tuple[int, ...]


@dataclass(slots=True)
class _Draft:
    """A chunk being built: its units, section and (after overlap) its start."""

    units: list[Unit]
    section: Section
    overlap_start: int = -1


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
    """One chunking run over one document (holds the per-document caches)."""

    def __init__(self, cfg: ChunkConfig, pr: ParseResult) -> None:
        self.cfg = cfg
        self.pr = pr
        self.content = pr.content
        self.delim = re.compile(cfg.delimiter)
        lines = Lines(self.content)
        self.blocks: list[Block] = _scan(self.content, self.delim, lines.lines, lines.starts)
        self._step_lines = step_line_starts(lines.lines, lines.starts)
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
        self.pack_budget = max(1, cfg.max_tokens - cfg.overlap_tokens)
        self._table_types: dict[int, ContentType] = {}
        self._sec_meta: dict[int, dict[str, str]] = {}
        self._paths: dict[int, str] = {}
        self._id_keys: dict[tuple[str, str], bytes] = {}
        self._ids: dict[str, int] = {}
        self._id_text = ""
        self._id_bytes = b""
        self._register_sections: dict[int, bool] = {}
        self._exact: dict[tuple[int, int, int | None, str, str], int] = {}
        self.peripherals = (
            {p.name for p in pr.device.peripherals} if pr.device is not None else set()
        )

    # ---------------------------------------------------------------- strategy
    def choose(self) -> tuple[str, str]:
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

    def sections(self, strategy: str) -> list[Section]:
        blocks = self.blocks
        out: list[Section] = []
        stack: list[tuple[int, int, str]] = []  # (level, section index, title)
        starts: list[tuple[int, int, tuple[str, ...], tuple[int, ...]]] = []
        if strategy == "headers":
            for i in self.headings:
                b = blocks[i]
                while stack and stack[-1][0] >= b.level:
                    stack.pop()
                path = (*(s[2] for s in stack), b.title or "#" * b.level)
                ancestors = tuple(s[1] for s in stack)
                idx = len(starts)
                starts.append((i, b.level, path, ancestors))
                stack.append((b.level, idx, path[-1]))
        elif strategy == "delimiter":
            starts = [(i, 1, (), ()) for i in self.delimiters]
        if not starts or starts[0][0] != 0:
            starts.insert(0, (0, 0, (), ()))
            # Preamble inserted before: shift recorded ancestor indices by one.
            starts = [starts[0]] + [
                (i, lv, p, tuple(a + 1 for a in anc)) for i, lv, p, anc in starts[1:]
            ]
        for k, (i, lv, path, anc) in enumerate(starts):
            end = starts[k + 1][0] if k + 1 < len(starts) else len(self.blocks)
            out.append(Section(k, path, lv, i, end, anc))
        return out

    # ---------------------------------------------------------------- parents
    def groups(self, secs: list[Section]) -> list[tuple[int, int]]:
        """Contiguous section ranges, each one parent (or one oversized section)."""
        sec_tokens = [sum(self.tokens[s.first : s.end]) for s in secs]
        prefix = [0]
        for t in sec_tokens:
            prefix.append(prefix[-1] + t)
        subtree_end = [0] * len(secs)
        stack: list[int] = []
        for k, s in enumerate(secs):
            while stack and secs[stack[-1]].level >= s.level:
                subtree_end[stack.pop()] = k
            stack.append(k)
        for k in stack:
            subtree_end[k] = len(secs)
        # A short intro (a heading alone, a line or two) rides with its first subsection.
        small = max(self.cfg.min_tokens, self.cfg.max_tokens // 4)
        out: list[tuple[int, int]] = []
        _group_walk(
            0,
            len(secs),
            -1,
            _GroupSizes(subtree_end, prefix, sec_tokens, small, self.cfg.parent_max_tokens),
            out,
        )
        return out

    # ---------------------------------------------------------------- packing
    def pack(self, units: Sequence[Unit], budget: int, hard: int) -> list[list[Unit]]:
        """Greedy packing: units whose sum fits ``budget``; a unit over its limit is
        split first (tables/fences against ``hard``, prose against ``budget``)."""
        if (
            units
            and sum(map(_TOKENS, units)) <= budget
            and not any(map(_HEAD, units))
            and not any(map(_TAIL, units))
        ):
            # What the loop below returns for units that all fit (budget <= hard).
            return [list(units)]
        out: list[list[Unit]] = []
        cur: list[Unit] = []
        cur_t = 0
        queue = list(reversed(units))
        while queue:
            u = queue.pop()
            atomic = u.kind in (TABLE, FENCE)
            limit = hard if atomic else budget
            lead = cur_t if cur and all(x.kind == HEADING for x in cur) else 0
            over = u.tokens > limit
            if over and atomic and trimmed_tokens(self.content, u, self.tc) <= limit:
                over = False  # a table or fence that fits is never split (trailing blanks)
            if over or (lead and not atomic and lead + u.tokens > limit):
                # Fill what is left of the current chunk when that is worth it (a third
                # of the limit, or anything after a lone heading); the rest is split on
                # the next round against the full limit.
                room = limit - cur_t if cur and not u.head else limit
                if room * 3 < limit and not (lead and lead * 2 < limit):
                    room = limit
                b = self.blocks[u.block]
                parts = split_block(self.content, b, u.block, u, max(1, room), self.tc)
                if len(parts) > 2 and room < limit:
                    parts = [parts[0], self._rest(u, parts[0].end)]
                if len(parts) > 1:
                    queue.extend(reversed(parts))
                    continue
            fits = cur_t + u.tokens <= budget or (lead and lead + u.tokens <= hard)
            if cur and (u.head or not fits):
                carry: list[Unit] = []
                while len(cur) > 1 and cur[-1].kind == HEADING:
                    carry.insert(0, cur.pop())
                out.append(cur)
                cur, cur_t = carry, sum(map(_TOKENS, carry))
                if carry and (u.head or cur_t + u.tokens > hard):
                    out.append(cur)
                    cur, cur_t = [], 0
            cur.append(u)
            cur_t += u.tokens
            if u.tail:
                out.append(cur)
                cur, cur_t = [], 0
        if cur:
            out.append(cur)
        return out

    def _rest(self, u: Unit, at: int) -> Unit:
        """The part of ``u`` from ``at`` (a piece boundary) to its end, as one unit."""
        content = self.content
        boundary = content[at - 1 : at] == "\n" and bool(
            content[at : content.find("\n", at) if "\n" in content[at : u.end] else u.end].strip()
        )
        b = self.blocks[u.block]
        head = ""
        if b.kind in (TABLE, FENCE) and b.head_end > b.start and at >= b.head_end:
            head = content[b.start : b.head_end]  # header rows / opening fence line
        tokens = self.tc.count_with(head, at, u.end, u.tail)
        return Unit(at, u.end, tokens, u.kind, u.block, boundary, head, u.tail)

    def exact(self, units: Sequence[Unit], start: int | None = None) -> int:
        """Exact token count of the chunk ``units`` make (from ``start`` if given)."""
        key = (units[0].start, units[-1].end, start, units[0].head, units[-1].tail)
        cached = self._exact.get(key)
        if cached is not None:
            return cached
        s, e, head, tail = self.bounds(units)
        if start is not None:
            s = start
        n = self.tc.count_with(head, s, e, tail)
        self._exact[key] = n
        return n

    def estimate(self, units: Sequence[Unit]) -> int:
        """Sum of unit counts: exact when every unit starts a line, else close."""
        return sum(map(_TOKENS, units))

    def bounds(self, units: Sequence[Unit]) -> tuple[int, int, str, str]:
        """Trimmed ``(start, end, head, tail)`` of a chunk made of ``units``."""
        head = units[0].head
        tail = units[-1].tail
        s, e = units[0].start, units[-1].end
        content = self.content
        while e > s and content[e - 1].isspace():
            e -= 1
        if not head:
            while s < e and content[s].isspace():
                s += 1
        return s, e, head, tail

    def fit(self, drafts: list[_Draft], limit: int) -> list[_Draft]:
        """Enforce ``limit`` on exact counts by moving trailing units forward."""
        out: list[_Draft] = []
        queue = list(drafts)
        while queue:
            d = queue.pop(0)
            while (
                len(d.units) > 1
                and self.estimate(d.units) > limit - 4
                and self.exact(d.units) > limit
            ):
                moved = d.units.pop()
                nxt = queue[0] if queue else None
                if (
                    nxt is not None
                    and nxt.section is d.section
                    and not moved.tail
                    and not nxt.units[0].head
                ):
                    nxt.units.insert(0, moved)
                    continue
                queue.insert(0, _Draft([moved], d.section))
            out.append(d)
        return out

    def merge_small(self, drafts: list[_Draft]) -> list[_Draft]:
        """Merge children under ``min_tokens`` into a neighbour of the same section
        (or, for a section's short intro, into its first subsection) when the merged
        child still fits ``max_tokens``."""
        if len(drafts) < 2:
            return drafts  # nothing to merge with
        small = self.cfg.min_tokens
        limit = self.cfg.max_tokens
        i = 0
        out = list(drafts)
        tok = [self.exact(d.units) if (t := self.estimate(d.units)) < small + 4 else t for d in out]
        while i < len(out):
            if tok[i] >= small:
                i += 1
                continue
            d = out[i]
            if i > 0 and out[i - 1].section is d.section and _joinable(out[i - 1], d):
                t = self.exact(out[i - 1].units + d.units)
                if t <= limit:
                    out[i - 1] = _Draft(out[i - 1].units + d.units, d.section)
                    tok[i - 1] = t
                    del out[i], tok[i]
                    i -= 1
                    continue
            if i + 1 < len(out):
                nxt = out[i + 1]
                related = nxt.section is d.section or d.section.number in nxt.section.ancestors
                if related and _joinable(d, nxt):
                    t = self.exact(d.units + nxt.units)
                    if t <= limit:
                        out[i] = _Draft(d.units + nxt.units, nxt.section)
                        tok[i] = t
                        del out[i + 1], tok[i + 1]
                        continue
            i += 1
        return out

    def add_overlap(self, drafts: list[_Draft]) -> None:
        want = self.cfg.overlap_tokens
        if want <= 0:
            return
        limit = self.cfg.max_tokens
        content = self.content
        for prev, d in itertools.pairwise(drafts):
            if prev.section is not d.section or d.units[0].head:
                continue
            last = prev.units[-1]
            if last.kind not in _PROSE_KINDS or last.tail:
                continue
            p_start, p_end, _, _ = self.bounds(prev.units)
            lo = max(last.start, p_start, p_end - want * 12)
            cands = [m.end() for m in _SENTENCE_START.finditer(content, lo, p_end)]
            if lo == last.start and content[lo : lo + 1].strip():
                cands.insert(0, lo)
            best = -1
            for c in reversed(cands):
                if c >= p_end:
                    continue
                if self.tc.count(c, p_end) > want:
                    break
                best = c
            while best >= 0:
                if self.exact(d.units, start=best) <= limit:
                    d.overlap_start = best
                    break
                later = [c for c in cands if c > best and c < p_end]
                best = later[0] if later else -1

    # ---------------------------------------------------------------- output
    def result(self) -> ChunkingResult:
        strategy, reason = self.choose()
        if not self.content.strip():
            return ChunkingResult((), strategy, reason + "; empty document")
        secs = self.sections(strategy if strategy in ("headers", "delimiter") else "fixed")
        whole = strategy == "none" or self.total < self.cfg.min_tokens
        if whole and strategy != "none":
            reason += f"; document under min_tokens ({self.total} < {self.cfg.min_tokens})"
        chunks: list[Chunk] = []
        n_parent = 0
        n_child = 0
        for pieces in self._parent_pieces(secs, whole):
            for p_units, p_secs in pieces:
                parent = self._chunk(p_units, p_secs[0], PARENT, n_parent, None, -1)
                n_parent += 1
                chunks.append(parent)
                drafts = self._children(p_units, p_secs, whole)
                if (
                    len(drafts) == 1
                    and drafts[0].overlap_start < 0
                    and drafts[0].section is p_secs[0]
                    and drafts[0].units == p_units
                ):
                    # The only child is the parent's text: same fields but the ones
                    # that depend on the level.
                    chunks.append(self._as_child(parent, n_child))
                    n_child += 1
                    continue
                for d in drafts:
                    chunks.append(
                        self._chunk(
                            d.units, d.section, CHILD, n_child, parent.chunk_id, d.overlap_start
                        )
                    )
                    n_child += 1
        return ChunkingResult(tuple(chunks), strategy, reason)

    def _parent_pieces(
        self, secs: list[Section], whole: bool
    ) -> list[list[tuple[list[Unit], list[Section]]]]:
        if whole:
            return [[(list(self._block_units), [secs[0]])]]
        out: list[list[tuple[list[Unit], list[Section]]]] = []
        limit = self.cfg.parent_max_tokens
        for a, b in self.groups(secs):
            group = secs[a:b]
            # Sections tile the blocks in order: a group's units are one slice.
            units = self._block_units[group[0].first : group[-1].end]
            if len(group) == 1 and sum(map(_TOKENS, units)) > limit:
                out.append([(p, group) for p in self.pack(units, limit, limit)])
            else:
                out.append([(units, group)])
        return out

    def _children(self, p_units: list[Unit], p_secs: list[Section], whole: bool) -> list[_Draft]:
        if whole:
            return [_Draft(list(p_units), p_secs[0])]
        by_block = {s.first: s for s in p_secs}
        drafts: list[_Draft] = []
        run: list[Unit] = []
        sec = p_secs[0]
        for u in p_units:
            s = by_block.get(u.block) if u.piece == 1 else None
            if s is not None and s is not sec and run:
                drafts.extend(self._pack_children(run, sec))
                run = []
            if s is not None:
                sec = s
            run.append(u)
        if run:
            drafts.extend(self._pack_children(run, sec))
        drafts = self.fit(drafts, self.cfg.max_tokens)
        drafts = self.merge_small(drafts)
        self.add_overlap(drafts)
        return drafts

    def _pack_children(self, units: list[Unit], sec: Section) -> list[_Draft]:
        packed = self.pack(units, self.pack_budget, self.cfg.max_tokens)
        return [_Draft(p, sec) for p in packed]

    def _warnings(self, level: str, tokens: int) -> tuple[str, ...]:
        cfg = self.cfg
        warnings: tuple[str, ...] = ()
        limit = cfg.max_tokens if level == CHILD else cfg.parent_max_tokens
        if tokens > limit:
            warnings = (f"oversized: {tokens} > {limit} tokens",)
        if level == CHILD and tokens < cfg.min_tokens and self.total >= cfg.min_tokens:
            warnings = (*warnings, f"undersized: {tokens} < {cfg.min_tokens} tokens")
        return warnings

    def _as_child(self, parent: Chunk, index: int) -> Chunk:
        """The child whose text, span and section are exactly ``parent``'s (built by
        :meth:`_chunk` without overlap): equal to what :meth:`_chunk` returns for it,
        without re-deriving the shared fields."""
        return replace(
            parent,
            chunk_id=self._id(CHILD, parent.section_path, parent.text),
            index=index,
            level=CHILD,
            parent_id=parent.chunk_id,
            warnings=self._warnings(CHILD, parent.token_count),
            metadata=dict(parent.metadata),
        )

    def _chunk(
        self,
        units: Sequence[Unit],
        sec: Section,
        level: str,
        index: int,
        parent_id: str | None,
        overlap_start: int,
    ) -> Chunk:
        """The chunk of ``units`` in section ``sec``; ``overlap_start`` >= 0 starts its
        text there (overlap with the previous child)."""
        content = self.content
        first, last = units[0], units[-1]
        head = first.head
        tail = last.tail
        s, e = first.start, last.end
        while e > s and content[e - 1].isspace():
            e -= 1
        if not head:
            while s < e and content[s].isspace():
                s += 1
        own = s
        if overlap_start >= 0:
            s = overlap_start
            tokens = self.exact(units, start=s)
        else:
            cached = self._exact.get((first.start, last.end, None, head, tail))
            tokens = cached if cached is not None else self.tc.count_with(head, s, e, tail)
        text = head + content[s:e] + tail if head or tail else content[s:e]
        path = self._path(sec)
        warnings = self._warnings(level, tokens)
        metadata = self._metadata(sec)
        blocks = self.blocks
        if head or first.start > blocks[first.block].start:
            metadata["continued"] = "true"
        if tail or last.end < blocks[last.block].end:
            metadata["continues"] = "true"
        ls = self.tc.line_starts
        pages = self.pr.pages_for(s, e) if self.pr.page_map else None
        steps = self._step_lines
        bound = bisect_right(steps, e) - bisect_left(steps, s) + 1
        if head or tail:
            bound += head.count("\n") + tail.count("\n")
        return Chunk(
            chunk_id=self._id(level, path, text),
            doc_id=self.pr.doc_id,
            text=text,
            token_count=tokens,
            section_path=path,
            start=s,
            end=e,
            line_start=bisect_right(ls, s),
            line_end=bisect_right(ls, e - 1 if e > s else s),
            index=index,
            level=level,
            parent_id=parent_id,
            content_type=self._classify(units, sec, text, bound >= 3).value,
            page_start=pages[0] if pages else None,
            page_end=pages[1] if pages else None,
            warnings=warnings,
            metadata=metadata,
            overlap_chars=own - s,
            head_chars=len(head),
            tail_chars=len(tail),
        )

    def _path(self, sec: Section) -> str:
        path = self._paths.get(sec.number)
        if path is None:
            path = self._paths[sec.number] = " > ".join(sec.path)
        return path

    def _id(self, level: str, path: str, text: str) -> str:
        """sha256(doc_id, level, path, text)[:24]; a repeat gets an occurrence suffix."""
        key = self._id_keys.get((level, path))
        if key is None:
            key = f"{self.pr.doc_id}\x1f{level}\x1f{path}\x1f".encode()
            self._id_keys[(level, path)] = key
        if text is not self._id_text:
            # A parent's only child has the parent's text (the same object): encode once.
            self._id_text, self._id_bytes = text, text.encode("utf-8")
        # One call over prefix + text: cheaper than copying a hash state per chunk.
        h = hashlib.sha256(key + self._id_bytes)
        digest = h.hexdigest()[:24]
        seen = self._ids.get(digest, 0)
        self._ids[digest] = seen + 1
        if seen:
            h.update(f"\x1f{seen}".encode())
            digest = h.hexdigest()[:24]
        return digest

    def _metadata(self, sec: Section) -> dict[str, str]:
        """A fresh copy of the metadata every chunk of ``sec`` carries."""
        cached = self._sec_meta.get(sec.number)
        if cached is None:
            cached = self._sec_meta[sec.number] = self._section_metadata(sec)
        return dict(cached)

    def _section_metadata(self, sec: Section) -> dict[str, str]:
        pr = self.pr
        md = {"doc_id": pr.doc_id, "doc_type": pr.doc_type}
        if pr.chip:
            md["chip"] = pr.chip
        if pr.title:
            md["title"] = pr.title
        if pr.source_path:
            md["source_path"] = pr.source_path
        peripheral = pr.metadata.get("peripheral", "")
        if not peripheral and self.peripherals:
            for title in sec.path:
                word = _first_word(title)
                if word in self.peripherals:
                    peripheral = word
        if peripheral:
            md["peripheral"] = peripheral
        return md

    def _table_type(self, block: int) -> ContentType:
        cached = self._table_types.get(block)
        if cached is None:
            b = self.blocks[block]
            text = self.content[b.start : b.end].strip()
            cached = classify_table(self._header_line(block), text)
            self._table_types[block] = cached
        return cached

    def _classify(
        self, units: Sequence[Unit], sec: Section, text: str, steps_possible: bool
    ) -> ContentType:
        code = table = 0
        best_table = -1
        best_size = 0
        heading_only = True
        for u in units:
            kind = u.kind
            if kind == HEADING:
                continue
            heading_only = False
            if kind == FENCE:
                code += u.end - u.start
            elif kind == TABLE:
                size = u.end - u.start
                table += size
                if size > best_size:
                    best_size, best_table = size, u.block
        total = max(1, units[-1].end - units[0].start)
        # The table type only matters when tables make up half the chunk.
        dominant = best_table >= 0 and table * 2 >= total
        return classify_chunk(
            code_chars=code,
            table_chars=table,
            total_chars=total,
            table_type=self._table_type(best_table) if dominant else None,
            section_titles=sec.path,
            text=text,
            heading_only=heading_only,
            doc_type=self.pr.doc_type,
            in_register_section=lambda: self._register_section(sec),
            steps_possible=steps_possible,
        )

    def _header_line(self, block: int) -> str:
        """First line of a table block's stripped text (its header row)."""
        b = self.blocks[block]
        content = self.content
        start = b.start
        while start < b.end and content[start].isspace():
            start += 1
        nl = content.find("\n", start, b.end)
        if nl < 0 or content[nl : b.end].isspace():
            return content[start : b.end].strip()
        return content[start:nl]

    def _register_section(self, sec: Section) -> bool:
        cached = self._register_sections.get(sec.number)
        if cached is None:
            cached = self._register_sections[sec.number] = self._is_register_section(sec)
        return cached

    def _is_register_section(self, sec: Section) -> bool:
        if not sec.path:
            return False
        for i in range(sec.first, sec.end):
            b = self.blocks[i]
            if b.kind == TABLE and _FIELD_COLS.intersection(
                header_cell_tuple(self._header_line(i))
            ):
                return True
        return bool(_REGISTER_WORD.search(sec.path[-1]))


@lru_cache(maxsize=4096)
def _first_word(title: str) -> str:
    """The leading identifier of a section title (``UART0`` of ``UART0 (0x4000)``)."""
    return _WORD_SPLIT.split(title.strip("`* "), maxsplit=1)[0]


class _GroupSizes(NamedTuple):
    """What :func:`_group_walk` needs of the sections: for each section the end of its
    subtree (exclusive), prefix sums of section tokens, each section's tokens, the size
    below which an intro joins its first subsection, and the parent token limit."""

    subtree_end: list[int]
    prefix: list[int]
    sec_tokens: list[int]
    small: int
    limit: int


def _group_walk(i: int, j: int, pending: int, g: _GroupSizes, out: list[tuple[int, int]]) -> int:
    """Append to ``out`` the parent ranges covering sections ``i..j`` (``pending``: an
    intro section waiting to join the next range, or -1); returns ``j``. A module-level
    function (not a closure calling itself) so that a run builds no reference cycles."""
    k = i
    while k < j:
        end = min(g.subtree_end[k], j)
        first = pending if pending >= 0 else k
        if g.prefix[end] - g.prefix[first] <= g.limit:
            out.append((first, end))
            pending = -1
        elif pending >= 0:
            out.append((pending, pending + 1))
            pending = -1
            continue
        else:
            if g.sec_tokens[k] < g.small and end > k + 1:
                _group_walk(k + 1, end, k, g, out)
            else:
                out.append((k, k + 1))
                _group_walk(k + 1, end, -1, g, out)
        k = end
    if pending >= 0:
        out.append((pending, pending + 1))
    return k


def _joinable(a: _Draft, b: _Draft) -> bool:
    return not a.units[-1].tail and not b.units[0].head


def _levels(levels: Sequence[int]) -> str:
    return ",".join(str(x) for x in levels)


def _factory(config: ChunkConfig) -> MarkdownChunker:
    return MarkdownChunker(config)


STRATEGIES = ("auto", "headers", "delimiter", "fixed", "none")

for _strategy in STRATEGIES:
    register(_strategy, _factory)
