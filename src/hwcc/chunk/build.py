"""Building :class:`~hwcc.types.Chunk` values from units and drafts.

:class:`ChunkBuilder` turns the units of a parent, or a :class:`~hwcc.chunk.packing.Draft`,
into a chunk of one document. Guarantees for every chunk it returns:

* ``text == head + content[start:end] + tail`` with ``start``/``end`` trimmed of
  whitespace (``start`` is the draft's ``overlap_start`` when set; ``overlap_chars``
  says how far that is before the chunk's own text), ``head_chars``/``tail_chars`` the
  lengths of the synthetic head and tail;
* ``token_count`` is the exact cl100k count of ``text``;
* ``chunk_id`` = sha256(doc_id, level, section path, text)[:24], with an occurrence
  suffix for the second and later chunk of the same level, path and text, numbered in
  the order chunks are built (so build them in output order);
* ``section_path`` joins the section's heading stack with ``" > "``; lines are 1-based;
  pages come from ``ParseResult.pages_for`` when the document has a page map;
* ``content_type`` from :mod:`hwcc.chunk.classify`; metadata holds the document's
  doc_id, doc_type, chip, title, source_path and peripheral (``ParseResult.metadata``,
  else the first word of the deepest section title naming a peripheral of
  ``ParseResult.device``), plus ``continued``/``continues`` for a chunk that starts
  inside / is continued after a split block; every chunk gets its own metadata dict;
* ``warnings`` name a chunk over its level's limit (``oversized``) and a child under
  ``min_tokens`` of a document that is not (``undersized``).
"""

from __future__ import annotations

import hashlib
import re
from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from dataclasses import replace
from functools import lru_cache

from hwcc.chunk.base import CHILD, PARENT
from hwcc.chunk.blocks import FENCE, HEADING, TABLE, Block
from hwcc.chunk.classify import (
    classify_chunk,
    classify_table,
    header_cell_tuple,
    step_line_starts,
)
from hwcc.chunk.packing import ChunkTokens, Draft
from hwcc.chunk.sections import Section
from hwcc.chunk.tokencount import Lines, TokenIndex, Unit
from hwcc.types import Chunk, ChunkConfig, ContentType, ParseResult

_FIELD_COLS = frozenset({"bit", "bits"})
_WORD_SPLIT = re.compile(r"[^A-Za-z0-9_]")
_REGISTER_WORD = re.compile(r"\bregister\b", re.IGNORECASE)


def id_prefix(doc_id: str, level: str, path: str) -> bytes:
    """The bytes a chunk id hashes before the chunk's text."""
    return f"{doc_id}\x1f{level}\x1f{path}\x1f".encode()


def chunk_id(prefix: bytes, text: bytes, seen: dict[str, int]) -> str:
    """sha256(``prefix`` + ``text``)[:24]; the n-th repeat of a digest in ``seen`` (the
    ids given so far in one document, updated) gets an occurrence suffix."""
    # One call over prefix + text: cheaper than copying a hash state per chunk.
    h = hashlib.sha256(prefix + text)
    digest = h.hexdigest()[:24]
    count = seen.get(digest, 0)
    seen[digest] = count + 1
    if count:
        h.update(f"\x1f{count}".encode())
        digest = h.hexdigest()[:24]
    return digest


class ChunkBuilder:
    """Builds the chunks of one document (``pr``, its ``lines``, ``blocks`` and token
    index) for ``cfg``; ``total`` is the document's token count (no ``undersized``
    warnings for a document under ``min_tokens``). Holds the per-document caches of
    section paths, metadata, table types and ids."""

    def __init__(
        self,
        pr: ParseResult,
        cfg: ChunkConfig,
        blocks: Sequence[Block],
        lines: Lines,
        tc: TokenIndex,
        counts: ChunkTokens,
        total: int,
    ) -> None:
        self.pr = pr
        self.content = pr.content
        self.blocks = blocks
        self.tc = tc
        self.counts = counts
        self.max_tokens = cfg.max_tokens
        self.parent_max_tokens = cfg.parent_max_tokens
        self.min_tokens = cfg.min_tokens
        self.total = total
        self._step_lines = step_line_starts(lines.lines, lines.starts)
        self._table_types: dict[int, ContentType] = {}
        self._sec_meta: dict[int, dict[str, str]] = {}
        self._paths: dict[int, str] = {}
        self._id_keys: dict[tuple[str, str], bytes] = {}
        self._ids: dict[str, int] = {}
        self._id_text = ""
        self._id_bytes = b""
        self._register_sections: dict[int, bool] = {}
        self.peripherals = (
            {p.name for p in pr.device.peripherals} if pr.device is not None else set()
        )

    # ---------------------------------------------------------------- chunks
    def parent(self, units: Sequence[Unit], sec: Section, index: int) -> Chunk:
        """The parent chunk of ``units`` in section ``sec``, ``index``-th parent."""
        return self._chunk(units, sec, PARENT, index, None, -1)

    def child(self, draft: Draft, index: int, parent_id: str) -> Chunk:
        """The child chunk of ``draft``, ``index``-th child, under ``parent_id``."""
        return self._chunk(draft.units, draft.section, CHILD, index, parent_id, draft.overlap_start)

    def child_like(self, parent: Chunk, index: int) -> Chunk:
        """The child whose text, span and section are exactly ``parent``'s, without
        overlap: equal to what :meth:`child` returns for it, without re-deriving the
        fields the two levels share."""
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
            tokens = self.counts.exact(units, start=s)
        else:
            tokens = self.counts.trimmed(first, last, s, e)
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

    def _warnings(self, level: str, tokens: int) -> tuple[str, ...]:
        warnings: tuple[str, ...] = ()
        limit = self.max_tokens if level == CHILD else self.parent_max_tokens
        if tokens > limit:
            warnings = (f"oversized: {tokens} > {limit} tokens",)
        if level == CHILD and tokens < self.min_tokens and self.total >= self.min_tokens:
            warnings = (*warnings, f"undersized: {tokens} < {self.min_tokens} tokens")
        return warnings

    # ---------------------------------------------------------------- ids, paths
    def _path(self, sec: Section) -> str:
        path = self._paths.get(sec.number)
        if path is None:
            path = self._paths[sec.number] = " > ".join(sec.path)
        return path

    def _id(self, level: str, path: str, text: str) -> str:
        """sha256(doc_id, level, path, text)[:24]; a repeat gets an occurrence suffix."""
        key = self._id_keys.get((level, path))
        if key is None:
            key = self._id_keys[(level, path)] = id_prefix(self.pr.doc_id, level, path)
        if text is not self._id_text:
            # A parent's only child has the parent's text (the same object): encode once.
            self._id_text, self._id_bytes = text, text.encode("utf-8")
        return chunk_id(key, self._id_bytes, self._ids)

    # ---------------------------------------------------------------- metadata
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

    # ---------------------------------------------------------------- content types
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

    def _table_type(self, block: int) -> ContentType:
        cached = self._table_types.get(block)
        if cached is None:
            b = self.blocks[block]
            text = self.content[b.start : b.end].strip()
            cached = classify_table(self._header_line(block), text)
            self._table_types[block] = cached
        return cached

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
        """A titled section holding a table with a bit/bits column, or whose title
        says ``register``."""
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
