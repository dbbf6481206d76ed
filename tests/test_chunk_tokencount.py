"""TokenIndex: span counts from one encoding equal encoding the span on its own."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from hwcc.chunk.tokencount import Lines, TokenIndex
from hwcc.util.tokens import count_tokens

# Pieces chosen to hit every cl100k pre-token rule at line edges: newline runs, CR,
# trailing spaces/tabs, Unicode spaces (NBSP, ideographic), Python-only whitespace
# (\x1c), punctuation that swallows newlines, contractions, digit runs, CJK, accents.
PIECES = st.sampled_from(
    [
        "\n",
        "\n",
        "\n\n",
        "\r\n",
        " ",
        "  ",
        "\t",
        "\xa0",
        "\u3000",
        "\x0b",
        "\x1c",
        "a",
        "word",
        "Reg",
        "0x4000",
        "12345",
        "'s",
        "'ll",
        ".",
        "!",
        "|",
        "```",
        "--",
        "é",
        "e\u0301",
        "時鐘",
        "数据。",
        "(see",
        ")",
        "-",
        "#",
        "😀",
        "<|endoftext|>",
    ]
)


def _check(text: str, spans: list[tuple[int, int]]) -> None:
    index = TokenIndex(text)
    assert index.total == count_tokens(text)
    for a, b in spans:
        assert index.count(a, b) == count_tokens(text[a:b]), (text[a:b],)
        for head, tail in (("| H |\n|---|\n", ""), ("", "\n```"), ("```c\n", "\n```")):
            expected = count_tokens(head + text[a:b] + tail)
            assert index.count_with(head, a, b, tail) == expected, (head, text[a:b], tail)


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_span_counts_are_exact(data: st.DataObject) -> None:
    text = "".join(data.draw(st.lists(PIECES, max_size=80)))
    n = len(text)
    spans = [
        tuple(sorted(data.draw(st.tuples(st.integers(0, n), st.integers(0, n))))) for _ in range(12)
    ]
    _check(text, spans)  # type: ignore[arg-type]


def test_every_line_span_of_real_markdown() -> None:
    text = (
        "# Title\n\nSome text, ending.\n  indented line\n\n\n| A | B |\n|---|---|\n"
        "| 1 | 2 |\n\n```c\nint x;\n\n  y = 1;  \n```\nlast word\t\n \n"
    )
    starts = [0] + [i + 1 for i, ch in enumerate(text) if ch == "\n"]
    spans = [(a, b) for a in starts for b in starts if a < b]
    spans += [(a, b - 1) for a, b in spans] + [(a + 1, b) for a, b in spans]
    _check(text, spans)


def test_lone_surrogates_fall_back_to_whole_span_encoding() -> None:
    text = "abc\ud800def\nmore text\n"
    index = TokenIndex(text)
    assert not index.indexed
    assert index.count(0, len(text)) == count_tokens(text)


@settings(max_examples=100, deadline=None)
@given(st.lists(PIECES, max_size=120))
def test_lines_line_counts_and_tiles(pieces: list[str]) -> None:
    text = "".join(pieces)
    lines = Lines(text)
    assert lines.lines == text.split("\n")
    expected_starts = [0] + [i + 1 for i, ch in enumerate(text) if ch == "\n"]
    assert lines.starts[:-1] == expected_starts
    index = TokenIndex(text, lines)
    assert index.line_starts == expected_starts
    rows = index.line_counts(0, len(text))
    ends = [*expected_starts[1:], len(text)]
    assert [(a, b) for a, b, _ in rows] == [
        (a, b) for a, b in zip(expected_starts, ends, strict=True) if a < b
    ]
    for a, b, n in rows:
        assert n == count_tokens(text[a:b])
    cuts = sorted({0, len(text), *expected_starts[::2]})
    assert index.tile_counts(cuts) == [count_tokens(text[a:b]) for a, b in itertools.pairwise(cuts)]


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_boundary_runs_cut_at_non_blank_line_starts_and_add_up(data: st.DataObject) -> None:
    text = "".join(data.draw(st.lists(PIECES, min_size=1, max_size=80)))
    index = TokenIndex(text)
    a, b = sorted(data.draw(st.tuples(st.integers(0, len(text)), st.integers(0, len(text)))))
    if a == b or not index.indexed:
        return
    runs = index.boundary_runs(a, b)
    assert runs[0][0] == a and runs[-1][1] == b
    for (_, end, _), (start, _, _) in itertools.pairwise(runs):
        assert end == start
    # Cuts: the line starts inside (a, b) whose line is non-blank before b.
    line_starts = [i + 1 for i, ch in enumerate(text) if ch == "\n"]
    non_blank = [p for p in line_starts if a < p < b and text[p:b].split("\n", 1)[0].strip()]
    assert [start for start, _, _ in runs[1:]] == non_blank
    for start, end, n in runs:
        assert n == count_tokens(text[start:end])
    assert sum(n for _, _, n in runs) == count_tokens(text[a:b])
