"""Exact cl100k token counts for spans of a document from one encoding of the whole text.

Why this works: cl100k pre-tokenizes text with a regex and runs BPE inside each
pre-token, so counts add up across pre-token boundaries. In any string, the position
right after the last newline of a whitespace run that holds a newline is a pre-token
boundary (no cl100k pre-token holds a newline followed by a non-whitespace character,
and ``\\s*[\\r\\n]`` is tried before ``\\s+(?!\\S)``), and the pre-tokens on either side do
not depend on the text across it. Every non-blank line start is such a position; so are
the start and the end of the text. Call those *boundaries*. Then:

* ``count(content[a:b]) == count(content[a:m]) + count(content[m:b])`` whenever ``m`` is
  a boundary with ``a < m < b``;
* the tokens of the whole text's encoding that lie between two boundaries are exactly the
  encoding of the text between them, so such a span costs two look-ups.

A span whose ends are not boundaries costs an encoding of its edge fragments only (the
part before its first boundary, the part after its last). One cheap exception at the
end: a span ending right after a non-whitespace character ``x`` that is followed by a
space or tab, or by a newline when ``x`` is an ASCII letter or digit, ends on a
pre-token boundary of the whole text too; then the span costs the boundary-to-boundary
count minus the count of the (usually whitespace-only, memoized) rest of its last line.

:class:`TokenIndex` implements this; the property tests check it against
``count_tokens`` on random spans of random text (newlines, CR, tabs, non-breaking and
other Unicode spaces, punctuation, digits, CJK).
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from functools import lru_cache
from itertools import accumulate
from typing import TYPE_CHECKING, NamedTuple

from hwcc.util.tokens import encoding

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt


class Unit(NamedTuple):
    """A packable span ``content[start:end]`` (contiguous with its neighbours); an
    immutable tuple (cheaper to build than a frozen dataclass, and built per block).

    ``tokens`` is exact for ``content[start:end]`` when ``boundary`` is true (the unit
    starts at a non-blank line start); otherwise it is an estimate. ``head``/``tail`` are
    synthetic text added around the span (a repeated table header, a fence line), which
    a unit carries only as the first/last unit of its chunk. ``block`` is the index of
    the block the unit comes from; ``piece``/``pieces`` number the pieces of a block
    that had to be split (``pieces == 1`` for a whole block).
    """

    start: int
    end: int
    tokens: int
    kind: str
    block: int
    boundary: bool = True
    head: str = ""
    tail: str = ""
    piece: int = 1
    pieces: int = 1


_MEMO_CHARS = 48  # strings up to this length are memoized (synthetic lines, whitespace)
_SOFT_AFTER = frozenset(" \t\x0b\x0c")


#: ASCII characters that are neither letters, digits nor whitespace (punctuation, controls).
_ASCII_PUNCT = frozenset(c for c in map(chr, range(128)) if not c.isalnum() and not c.isspace())


class Lines:
    """The lines of a text, computed once and shared by the block scanner, the token
    index and the classifier: ``lines == content.split("\\n")`` and ``starts[k]`` is
    where ``lines[k]`` begins (``starts`` has one extra entry, ``len(content) + 1``)."""

    __slots__ = ("lines", "starts")

    def __init__(self, content: str) -> None:
        self.lines: list[str] = content.split("\n")
        self.starts: list[int] = list(accumulate([len(x) + 1 for x in self.lines], initial=0))


@lru_cache(maxsize=1)
def _byte_lengths() -> npt.NDArray[np.int64]:
    """UTF-8 byte length of every cl100k token id (index = token id)."""
    import numpy as np

    enc = encoding()
    lengths = np.zeros(enc.max_token_value + 1, dtype=np.int64)
    ranks = getattr(enc, "_mergeable_ranks", None)
    if isinstance(ranks, dict) and ranks and max(ranks.values()) < len(lengths):
        for token, rank in ranks.items():
            lengths[rank] = len(token)
        return lengths
    for i in range(len(lengths)):  # pragma: no cover - tiktoken without _mergeable_ranks
        try:
            lengths[i] = len(enc.decode_single_token_bytes(i))
        except KeyError:  # an id between the ranks and the special tokens
            continue
    return lengths


class TokenIndex:
    """Exact cl100k token counts of spans of ``content`` (see the module docstring).

    Construction encodes ``content`` once (``lines``: its :class:`Lines`, if the caller
    has them). :meth:`count`, :meth:`count_with` and :meth:`line_counts` are exact
    (equal to ``len(encoding().encode_ordinary(text))`` of the text they describe) and
    encode at most the edge fragments of a span. Content that is not valid UTF-8 text
    (lone surrogates) is counted by encoding each span whole.
    """

    def __init__(self, content: str, lines: Lines | None = None) -> None:
        self.content = content
        self._encode = encoding().encode_ordinary
        self._memo: dict[str, int] = {}
        n = len(content)
        # Boundaries: 0, every non-blank line start, len(content); and the number of
        # tokens of the whole encoding that end at or before each.
        self._pos: list[int] = [0, n]
        self._tok: list[int] = [0, 0]
        self._index: dict[int, int] = {}  # boundary position -> its index in _pos
        self._ends: dict[int, tuple[int, int]] = {}  # memo of _end
        self.indexed = False
        self.total = 0
        if lines is None:
            lines = Lines(content)
        #: Start of every line (``0`` and each position after a ``\n``), ascending.
        self.line_starts: list[int] = lines.starts[:-1]
        if not content:
            return
        try:
            raw = content.encode("utf-8")
        except UnicodeEncodeError:
            self.total = self._count_text(content)
            self._tok = [0, self.total]
            return
        import numpy as np

        enc = encoding()
        if hasattr(enc, "encode_to_numpy"):
            toks = enc.encode_to_numpy(content, disallowed_special=())
        else:  # pragma: no cover - tiktoken without encode_to_numpy
            toks = np.asarray(enc.encode_ordinary(content), dtype=np.uint32)
        ends = np.cumsum(np.take(_byte_lengths(), toks))
        picked = [k for k, x in enumerate(lines.lines) if k and x and not x.isspace()]
        char_starts = lines.starts
        pos = [char_starts[k] for k in picked]
        if content.isascii():
            byte_pos = np.asarray(pos, dtype=np.int64)
        else:
            newlines = np.flatnonzero(np.frombuffer(raw, dtype=np.uint8) == 10)
            byte_pos = newlines[np.asarray(picked, dtype=np.int64) - 1] + 1
        tok = np.searchsorted(ends, byte_pos, side="right").tolist()
        self.total = len(toks)
        self._pos = [0, *pos, n]
        self._tok = [0, *tok, self.total]
        self._index = {p: i for i, p in enumerate(self._pos)}
        self.indexed = True

    # ------------------------------------------------------------------ public
    def count(self, a: int, b: int) -> int:
        """Exact token count of ``content[a:b]`` (0 if ``b <= a``)."""
        if b <= a:
            return 0
        if not self.indexed:
            return self._count_text(self.content[a:b])
        index = self._index
        tok = self._tok
        i = index.get(a)
        left = 0
        if i is None:
            i = bisect_left(self._pos, a)
            first = self._pos[i]
            if first >= b:
                return self._count_text(self.content[a:b])
            left = self._count_text(self.content[a:first])
        j = index.get(b)
        if j is not None:
            return left + tok[j] - tok[i]
        end = self._ends.get(b)
        if end is None:
            end = self._ends[b] = self._end(b)
        j, rest = end
        if j < i:
            return self._count_text(self.content[a:b])
        return left + tok[j] - tok[i] + rest

    def tile_counts(self, cuts: Sequence[int]) -> list[int]:
        """``[count(cuts[k], cuts[k + 1]) for k ...]`` for ascending ``cuts`` (two
        look-ups per span when both ends are boundaries, as block starts are)."""
        index = self._index
        tok = self._tok
        out: list[int] = []
        prev = cuts[0]
        i = index.get(prev)
        for cut in cuts[1:]:
            j = index.get(cut)
            if i is not None and j is not None:
                out.append(tok[j] - tok[i])
            else:
                out.append(self.count(prev, cut))
            prev, i = cut, j
        return out

    def count_with(self, head: str, a: int, b: int, tail: str) -> int:
        """Exact token count of ``head + content[a:b] + tail``."""
        if not head and not tail:
            return self.count(a, b)
        content = self.content
        if not self.indexed or b <= a:
            return self._count_text(head + content[a:b] + tail)
        n = 0
        pos = a
        if head:
            if head[-1] == "\n" and self._solid(a, b) and self.is_line_boundary(a):
                # Synthetic heads repeat (a table's header rows): memoized whatever
                # their length.
                cached = self._memo.get(head)
                if cached is None:
                    cached = self._memo[head] = len(self._encode(head))
                n += cached
            else:
                nxt = self.next_boundary(a + 1)
                if nxt >= b or not self._solid(nxt, b):
                    return self._count_text(head + content[a:b] + tail)
                n += self._count_text(head + content[a:nxt])
                pos = nxt
        if not tail:
            return n + self.count(pos, b)
        last = self.prev_boundary(b - 1)
        if last <= pos or not self._solid(last, b):
            return n + self._count_text(content[pos:b] + tail)
        return n + self.count(pos, last) + self._count_text(content[last:b] + tail)

    def boundary_runs(self, a: int, b: int) -> list[tuple[int, int, int]]:
        """``content[a:b]`` cut at every line start inside it whose line holds a
        non-whitespace character before ``b`` (blank lines stay with the line before
        them): ``(start, end, tokens)`` per piece, ``tokens`` exact. Every cut is a
        boundary, so the counts of consecutive pieces add up to the count of their union.
        Requires an indexed text (:attr:`indexed`) and ``a < b``."""
        pos = self._pos
        tok = self._tok
        i = bisect_right(pos, a)
        j = bisect_left(pos, b, i)
        if i >= j:
            return [(a, b, self.count(a, b))]
        first = pos[i]
        out = [(a, first, self.count(a, first))]
        for k in range(i, j - 1):
            out.append((pos[k], pos[k + 1], tok[k + 1] - tok[k]))
        last = pos[j - 1]
        out.append((last, b, tok[j] - tok[j - 1] if pos[j] == b else self.count(last, b)))
        if self.content[last:b].isspace():
            # b cuts the last line before its first non-whitespace character.
            end, n = out.pop(), out[-1]
            out[-1] = (n[0], b, n[2] + end[2])
        return out

    def line_counts(self, a: int, b: int) -> list[tuple[int, int, int]]:
        """``(line_start, next_line_start, tokens)`` for each line of ``content[a:b]``
        (``a`` a line start; the last line ends at ``b``), ``tokens`` exact per line."""
        content = self.content
        out: list[tuple[int, int, int]] = []
        if not self.indexed:
            pos = a
            while pos < b:
                nl = content.find("\n", pos, b)
                nxt = b if nl < 0 else nl + 1
                out.append((pos, nxt, self._count_text(content[pos:nxt])))
                pos = nxt
            return out
        bounds = self._pos
        tok = self._tok
        find = content.find
        i = bisect_left(bounds, a)
        p = a
        while p < b:
            nl = find("\n", p, b)
            q = b if nl < 0 else nl + 1
            while bounds[i] < p:
                i += 1
            if bounds[i] == p and bounds[i + 1] == q:
                out.append((p, q, tok[i + 1] - tok[i]))
            else:
                out.append((p, q, self.count(p, q)))
            p = q
        return out

    def text(self, text: str) -> int:
        """Exact token count of an arbitrary string (memoized when short)."""
        return self._count_text(text)

    def is_line_boundary(self, p: int) -> bool:
        """Whether ``p`` is the start of a non-blank line after the first line."""
        if not 0 < p < len(self.content):
            return False
        pos = self._pos
        return pos[bisect_left(pos, p)] == p

    def next_boundary(self, p: int) -> int:
        """The first boundary at or after ``p``."""
        pos = self._pos
        return pos[min(bisect_left(pos, p), len(pos) - 1)]

    def prev_boundary(self, p: int) -> int:
        """The last boundary at or before ``p``."""
        return self._pos[bisect_right(self._pos, p) - 1]

    # ------------------------------------------------------------------ internals
    def _end(self, b: int) -> tuple[int, int]:
        """For ``b`` (not a boundary): ``(j, rest)`` such that ``count(a, b) == count(a,
        pos[j]) + rest`` for every ``a`` at a boundary ``<= pos[j]``; ``j`` is the last
        boundary whose line has a non-whitespace character before ``b`` (-1 if none)."""
        pos = self._pos
        content = self.content
        j = bisect_right(pos, b) - 1
        last = pos[j]
        if content[last].isspace() and not content[last:b].strip():
            # b cuts line ``last`` before its first non-whitespace character, so
            # ``last`` is no boundary of content[a:b]: count from the boundary before.
            j -= 1
            if j < 0:
                return -1, 0
            return j, self._count_text(content[pos[j] : b])
        return j, self._tail_count(last, b, j)

    def _solid(self, p: int, b: int) -> bool:
        """Whether ``content[p:b]`` holds a non-whitespace character (``p`` a line start
        of a non-blank line: its first non-whitespace character comes before ``b``)."""
        content = self.content
        return p < b and (not content[p].isspace() or bool(content[p:b].strip()))

    def _count_text(self, text: str) -> int:
        if len(text) > _MEMO_CHARS:
            return len(self._encode(text))
        n = self._memo.get(text)
        if n is None:
            n = self._memo[text] = len(self._encode(text)) if text else 0
        return n

    def _tail_count(self, last: int, b: int, j: int) -> int:
        """Count of ``content[last:b]`` where ``last`` (boundary ``j``) < ``b`` < the
        next boundary."""
        content = self.content
        nxt = self._pos[j + 1]
        x = content[b - 1]
        y = content[b]
        whole = self._tok[j + 1] - self._tok[j]
        if not x.isspace() and (y in _SOFT_AFTER or (y in "\r\n" and x.isascii() and x.isalnum())):
            # b is a pre-token boundary of the whole text and of content[last:b].
            if nxt - b < b - last:
                return whole - self._count_text(content[b:nxt])
            return self._count_text(content[last:b])
        if y in "\r\n" and x in _ASCII_PUNCT:
            # x ends a run of ASCII punctuation that swallows the newline in the whole
            # text; if a letter or digit comes before the run, the run starts a
            # pre-token in both texts: count(last:b) = whole - count(run + rest) +
            # count(run).
            p = b - 1
            while p > last and content[p - 1] in _ASCII_PUNCT:
                p -= 1
            c = content[p - 1]
            if p > last and c.isascii() and c.isalnum():
                return whole - self._count_text(content[p:nxt]) + self._count_text(content[p:b])
        # Else cut at the start w of the last space/tab run before b that follows a
        # non-whitespace character: a pre-token boundary of content[last:nxt] and of
        # content[last:b] alike, so count(last:b) = whole - count(w:nxt) + count(w:b).
        w = max(content.rfind(" ", last, b), content.rfind("\t", last, b))
        while w > last and content[w - 1] in " \t":
            w -= 1
        if w > last and not content[w - 1].isspace() and (nxt - w) + (b - w) < b - last:
            return whole - self._count_text(content[w:nxt]) + self._count_text(content[w:b])
        return self._count_text(content[last:b])
