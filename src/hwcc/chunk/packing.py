"""Packing units into drafts: the child chunks of one parent before they are built.

:meth:`Packer.children` takes a parent's units (its blocks, or pieces of one oversized
section) and sections and returns :class:`Draft` values. Guarantees:

* the drafts' units tile the parent's units in order, a unit over its limit replaced by
  its pieces (:func:`hwcc.chunk.split.split_block`);
* a draft's exact token count (:meth:`ChunkTokens.exact`, from ``overlap_start`` when
  set) is at most ``max_tokens`` unless it is a single unit that cannot be split
  further (the builder warns ``oversized``);
* a table or fence that fits ``max_tokens`` lies whole in one draft;
* a draft's units lie in its ``section``, or, for a short intro merged forward, in an
  ancestor section right before it;
* ``overlap_start`` is -1 or a sentence or line start inside the previous draft's last
  (prose) unit, and the previous draft has the same section.

:meth:`Packer.pack` (greedy packing against a budget) also splits oversized parents.
:class:`ChunkTokens` memoizes exact chunk counts for the packer and the builder.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from operator import attrgetter

from hwcc.chunk.blocks import FENCE, HEADING, LIST_ITEM, PARAGRAPH, TABLE, Block
from hwcc.chunk.sections import Section
from hwcc.chunk.split import split_block, trimmed_tokens
from hwcc.chunk.tokencount import TokenIndex, Unit
from hwcc.types import ChunkConfig

_TOKENS = attrgetter("tokens")
_HEAD = attrgetter("head")
_TAIL = attrgetter("tail")

_PROSE_KINDS = frozenset({PARAGRAPH, LIST_ITEM})
_SENTENCE_START = re.compile(r"(?:[.!?;。！？；][\"')\]]*\s+|\n[ \t]*)(?=\S)")


@dataclass(frozen=True, slots=True)
class Draft:
    """A child chunk before it is built: its units (in document order), its section,
    and where its text starts when it overlaps the previous child (-1: at its first
    unit, whitespace trimmed)."""

    units: tuple[Unit, ...]
    section: Section
    overlap_start: int = -1


def bounds(content: str, units: Sequence[Unit]) -> tuple[int, int, str, str]:
    """``(start, end, head, tail)`` of the chunk ``units`` make: their span with
    whitespace trimmed at both ends (not at the start when the first unit has a
    synthetic head), and the head/tail text of the first/last unit."""
    head = units[0].head
    tail = units[-1].tail
    s, e = units[0].start, units[-1].end
    while e > s and content[e - 1].isspace():
        e -= 1
    if not head:
        while s < e and content[s].isspace():
            s += 1
    return s, e, head, tail


def estimate(units: Sequence[Unit]) -> int:
    """Sum of unit counts: exact when every unit starts a line, else close."""
    return sum(map(_TOKENS, units))


class ChunkTokens:
    """Exact token counts of the chunks units make (head + trimmed span + tail),
    memoized per span, start and head/tail for the document's run."""

    __slots__ = ("_content", "_memo", "_tc")

    def __init__(self, content: str, tc: TokenIndex) -> None:
        self._content = content
        self._tc = tc
        self._memo: dict[tuple[int, int, int | None, str, str], int] = {}

    def exact(self, units: Sequence[Unit], start: int | None = None) -> int:
        """Exact count of the chunk ``units`` make; from ``start`` (an overlap start)
        instead of its trimmed start when given."""
        key = (units[0].start, units[-1].end, start, units[0].head, units[-1].tail)
        cached = self._memo.get(key)
        if cached is not None:
            return cached
        s, e, head, tail = bounds(self._content, units)
        if start is not None:
            s = start
        n = self._tc.count_with(head, s, e, tail)
        self._memo[key] = n
        return n

    def trimmed(self, first: Unit, last: Unit, s: int, e: int) -> int:
        """:meth:`exact` of the chunk from unit ``first`` to unit ``last`` given its
        trimmed span ``[s, e)`` (as :func:`bounds` returns it), without memoizing."""
        head = first.head
        tail = last.tail
        cached = self._memo.get((first.start, last.end, None, head, tail))
        return cached if cached is not None else self._tc.count_with(head, s, e, tail)


class Packer:
    """Packs units of one document (``content``, its ``blocks`` and token index) into
    drafts for ``cfg``; see the module docstring for what :meth:`children` guarantees."""

    def __init__(
        self,
        content: str,
        blocks: Sequence[Block],
        tc: TokenIndex,
        counts: ChunkTokens,
        cfg: ChunkConfig,
    ) -> None:
        self.content = content
        self.blocks = blocks
        self.tc = tc
        self.counts = counts
        self.max_tokens = cfg.max_tokens
        self.min_tokens = cfg.min_tokens
        self.overlap_tokens = cfg.overlap_tokens
        #: Packing leaves room for the overlap a child may get.
        self.budget = max(1, cfg.max_tokens - cfg.overlap_tokens)

    def children(self, units: Sequence[Unit], secs: Sequence[Section]) -> list[Draft]:
        """The children of the parent made of ``units`` (in order) with sections
        ``secs`` (``secs[0]`` holds the first unit): packed per section run, fitted to
        exact counts, undersized ones merged, overlap added."""
        by_block = {s.first: s for s in secs}
        drafts: list[Draft] = []
        run: list[Unit] = []
        sec = secs[0]
        for u in units:
            s = by_block.get(u.block) if u.piece == 1 else None
            if s is not None and s is not sec and run:
                drafts.extend(self._section_drafts(run, sec))
                run = []
            if s is not None:
                sec = s
            run.append(u)
        if run:
            drafts.extend(self._section_drafts(run, sec))
        drafts = self._merge_small(drafts)
        return self._add_overlap(drafts)

    def _section_drafts(self, units: list[Unit], sec: Section) -> list[Draft]:
        """Drafts of one section's run of units, packed and fitted to ``max_tokens``."""
        packed = self.pack(units, self.budget, self.max_tokens)
        return [Draft(tuple(p), sec) for p in self._fit(packed, self.max_tokens)]

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

    def _fit(self, packed: list[list[Unit]], limit: int) -> list[list[Unit]]:
        """Enforce ``limit`` on the exact counts of one section's packed lists by moving
        trailing units to the start of the next list (a new one when the next starts
        with a synthetic head, the moved unit ends with one, or none is left). Moves
        units between the given lists, which the caller owns."""
        exact = self.counts.exact
        out: list[list[Unit]] = []
        queue = list(packed)
        while queue:
            units = queue.pop(0)
            while len(units) > 1 and estimate(units) > limit - 4 and exact(units) > limit:
                moved = units.pop()
                if queue and not moved.tail and not queue[0][0].head:
                    queue[0].insert(0, moved)
                    continue
                queue.insert(0, [moved])
            out.append(units)
        return out

    def _merge_small(self, drafts: list[Draft]) -> list[Draft]:
        """Merge drafts under ``min_tokens`` into a neighbour of the same section (or,
        for a section's short intro, into its first subsection) when the merged draft
        still fits ``max_tokens``."""
        if len(drafts) < 2:
            return drafts  # nothing to merge with
        exact = self.counts.exact
        small = self.min_tokens
        limit = self.max_tokens
        i = 0
        out = list(drafts)
        tok = [exact(d.units) if (t := estimate(d.units)) < small + 4 else t for d in out]
        while i < len(out):
            if tok[i] >= small:
                i += 1
                continue
            d = out[i]
            if i > 0 and out[i - 1].section is d.section and _joinable(out[i - 1], d):
                t = exact(out[i - 1].units + d.units)
                if t <= limit:
                    out[i - 1] = Draft(out[i - 1].units + d.units, d.section)
                    tok[i - 1] = t
                    del out[i], tok[i]
                    i -= 1
                    continue
            if i + 1 < len(out):
                nxt = out[i + 1]
                related = nxt.section is d.section or d.section.number in nxt.section.ancestors
                if related and _joinable(d, nxt):
                    t = exact(d.units + nxt.units)
                    if t <= limit:
                        out[i] = Draft(d.units + nxt.units, nxt.section)
                        tok[i] = t
                        del out[i + 1], tok[i + 1]
                        continue
            i += 1
        return out

    def _add_overlap(self, drafts: list[Draft]) -> list[Draft]:
        """``drafts`` with ``overlap_start`` set where a draft follows one of its own
        section that ends in prose: the longest tail of that prose starting at a
        sentence or line start, of at most ``overlap_tokens`` tokens, with which the
        draft still fits ``max_tokens``."""
        want = self.overlap_tokens
        if want <= 0:
            return drafts
        limit = self.max_tokens
        content = self.content
        exact = self.counts.exact
        count = self.tc.count
        for k in range(1, len(drafts)):
            prev, d = drafts[k - 1], drafts[k]
            if prev.section is not d.section or d.units[0].head:
                continue
            last = prev.units[-1]
            if last.kind not in _PROSE_KINDS or last.tail:
                continue
            p_start, p_end, _, _ = bounds(content, prev.units)
            lo = max(last.start, p_start, p_end - want * 12)
            cands = [m.end() for m in _SENTENCE_START.finditer(content, lo, p_end)]
            if lo == last.start and content[lo : lo + 1].strip():
                cands.insert(0, lo)
            best = -1
            for c in reversed(cands):
                if c >= p_end:
                    continue
                if count(c, p_end) > want:
                    break
                best = c
            while best >= 0:
                if exact(d.units, start=best) <= limit:
                    drafts[k] = Draft(d.units, d.section, overlap_start=best)
                    break
                later = [c for c in cands if c > best and c < p_end]
                best = later[0] if later else -1
        return drafts


def _joinable(a: Draft, b: Draft) -> bool:
    """Whether ``b`` can follow ``a`` in one chunk (no synthetic tail/head between)."""
    return not a.units[-1].tail and not b.units[0].head
