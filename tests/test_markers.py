from __future__ import annotations

import pytest

from hwcc.compile.markers import BEGIN, END, extract, splice, wrap
from hwcc.errors import MarkerError

BLOCK = wrap("## Hardware\n\nnew body")


def test_new_file_gets_block_only() -> None:
    assert splice(None, BLOCK, name="CLAUDE.md") == BLOCK


def test_block_appended_after_user_text_with_blank_line() -> None:
    user = "# My project\n\nBuild with make.\n"
    result = splice(user, BLOCK, name="CLAUDE.md")
    assert result.startswith(user)
    assert result == user + "\n" + BLOCK


def test_user_text_without_trailing_newline() -> None:
    result = splice("notes", BLOCK, name="x")
    assert result == "notes\n\n" + BLOCK


def test_only_text_between_markers_is_replaced() -> None:
    before = "# Mine\n\nkeep   this  \t exactly\n\n"
    after = "\n## Also mine\ntrailing text without newline"
    old = f"{before}{BEGIN}\nold body\n{END}\n{after}"
    result = splice(old, BLOCK, name="CLAUDE.md")
    assert result == before + BLOCK + after
    assert extract(result) == BLOCK


def test_idempotent() -> None:
    once = splice("# Mine\n", BLOCK, name="x")
    assert splice(once, BLOCK, name="x") == once


def test_crlf_files_keep_crlf() -> None:
    old = f"# Mine\r\n\r\n{BEGIN}\r\nold\r\n{END}\r\nafter\r\n"
    result = splice(old, BLOCK, name="x")
    assert result.startswith("# Mine\r\n\r\n")
    assert result.endswith("after\r\n")
    assert "\n" not in result.replace("\r\n", "")


@pytest.mark.parametrize(
    "text",
    [
        f"{BEGIN}\nbody\n",  # END missing
        f"body\n{END}\n",  # BEGIN missing
        f"{BEGIN}\n{BEGIN}\nx\n{END}\n",  # BEGIN duplicated
        f"{BEGIN}\nx\n{END}\n{END}\n",  # END duplicated
        f"{END}\nx\n{BEGIN}\n",  # out of order
    ],
)
def test_broken_marker_pairs_are_refused(text: str) -> None:
    with pytest.raises(MarkerError, match=r"CLAUDE\.md"):
        splice(text, BLOCK, name="CLAUDE.md")


def test_marker_mentioned_inline_is_not_a_marker() -> None:
    text = f"Do not edit between `{BEGIN}` lines, says the docs.\n"
    assert splice(text, BLOCK, name="x") == text + "\n" + BLOCK
