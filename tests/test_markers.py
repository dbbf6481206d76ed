from __future__ import annotations

import pytest

from hwcc.errors import MarkerError
from hwcc.outputs.markers import BEGIN, END, extract, splice, wrap

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


def _marker_lines(text: str) -> list[str]:
    """Lines of ``text`` that are exactly a marker (no indentation, no escaping)."""
    return [line for line in text.splitlines() if line in (BEGIN, END)]


# -- generated block body never contains a marker line ------------------------------------


def test_wrap_neutralises_marker_lines_in_body() -> None:
    block = wrap(f"a\n{END}\n  <!--BEGIN HWCC CONTEXT-->\n\t{BEGIN}  \nb")
    assert block == (
        f"{BEGIN}\na\n\\{END}\n  \\<!--BEGIN HWCC CONTEXT-->\n\t\\{BEGIN}  \nb\n{END}\n"
    )
    user = "# Mine\n"
    result = splice(user, block, name="x")
    assert result == user + "\n" + block
    assert extract(result) == block
    assert splice(result, block, name="x") == result


def test_splice_neutralises_marker_lines_of_any_block() -> None:
    """Defence in depth: a block not made by wrap() (the compiler renders a template)."""
    block = f"{BEGIN}\nx\n{END}\ny\n{BEGIN}\n{END}\n"
    safe = f"{BEGIN}\nx\n\\{END}\ny\n\\{BEGIN}\n{END}\n"
    assert splice(None, block, name="x") == safe
    assert splice("", block, name="x") == safe
    old = f"# Mine\n{BEGIN}\nold\n{END}\nafter\n"
    result = splice(old, block, name="x")
    assert result == f"# Mine\n{safe}after\n"
    assert extract(result) == safe
    assert _marker_lines(result) == [BEGIN, END]


def test_splice_rejects_a_block_without_its_markers() -> None:
    with pytest.raises(ValueError, match="BEGIN"):
        splice("# Mine\n", "no markers\n", name="x")


def test_unclosed_fence_in_body_is_closed_before_end() -> None:
    block = wrap("```c\nint x;")
    assert block == f"{BEGIN}\n```c\nint x;\n```\n{END}\n"
    result = splice("# Mine\n", block, name="x")
    assert extract(result) == block
    assert splice(result, block, name="x") == result


# -- markers in code are user text --------------------------------------------------------

EXAMPLE = f"{BEGIN}\nexample of the block\n{END}"


@pytest.mark.parametrize(
    "fenced",
    [
        f"```\n{EXAMPLE}\n```",
        f"```markdown\n{EXAMPLE}\n```",
        f"~~~\n{EXAMPLE}\n~~~",
        f"   ```\n{EXAMPLE}\n   ```",  # fences indented up to 3 spaces
        f"````\n```\n{EXAMPLE}\n```\n````",  # a shorter fence inside does not close it
        f"```\n~~~\n{EXAMPLE}\n~~~\n```",  # the other fence character does not close it
        f"```\n{EXAMPLE}\n`````  ",  # a longer closing fence with trailing spaces closes it
        "\n".join("    " + line for line in EXAMPLE.split("\n")),  # indented code
        "\n".join("\t" + line for line in EXAMPLE.split("\n")),  # tab-indented code
    ],
)
def test_markers_in_code_are_not_markers(fenced: str) -> None:
    user = f"# How hwcc works\n\nIt writes:\n\n{fenced}\n\nDone.\n"
    result = splice(user, BLOCK, name="CLAUDE.md")
    assert result == user + "\n" + BLOCK
    assert extract(result) == BLOCK
    assert splice(result, BLOCK, name="CLAUDE.md") == result  # only the real block changes


def test_real_block_after_a_fenced_example_is_replaced() -> None:
    before = f"# Mine\n\n```\n{EXAMPLE}\n```\n\n"
    old = f"{before}{BEGIN}\nold body\n{END}\nafter\n"
    result = splice(old, BLOCK, name="CLAUDE.md")
    assert result == before + BLOCK + "after\n"
    assert extract(result) == BLOCK


@pytest.mark.parametrize(
    "not_a_fence",
    [
        "``not a fence``",
        "``` info with ` backtick",  # a backtick fence's info string has no backtick
        "    ```",  # indented 4 spaces: code, not a fence
        "``",
    ],
)
def test_lines_that_do_not_open_a_fence(not_a_fence: str) -> None:
    before = f"# Mine\n{not_a_fence}\n"
    result = splice(f"{before}{BEGIN}\nold\n{END}\n", BLOCK, name="x")
    assert result == before + BLOCK


def test_markers_indented_up_to_three_spaces_still_count() -> None:
    old = f"# Mine\n   {BEGIN}\nold\n   {END}\nafter\n"
    assert splice(old, BLOCK, name="x") == "# Mine\n" + BLOCK + "after\n"


def test_file_ending_inside_an_unclosed_fence_is_refused() -> None:
    """Appending there would put the block inside the fence, unseen by the next run."""
    for text in (f"# x\n```\n{EXAMPLE}\n", "# x\n\n~~~~\ncode\n"):
        with pytest.raises(MarkerError, match=r"CLAUDE\.md: .*code fence opened on line [23]"):
            splice(text, BLOCK, name="CLAUDE.md")


def test_unclosed_fence_hiding_the_end_marker_is_named() -> None:
    text = f"{BEGIN}\n```\nx\n{END}\n"
    with pytest.raises(MarkerError, match=r"found 1 BEGIN and 0 END.*line 2"):
        splice(text, BLOCK, name="CLAUDE.md")


def test_marker_followed_by_text_is_not_a_marker() -> None:
    text = f"{BEGIN} is where hwcc starts\n"
    assert splice(text, BLOCK, name="x") == text + "\n" + BLOCK


# -- byte order mark ----------------------------------------------------------------------


def test_bom_before_begin_is_recognised_and_kept() -> None:
    old = f"\ufeff{BEGIN}\nold\n{END}\nafter\n"
    result = splice(old, BLOCK, name="x")
    assert result == "\ufeff" + BLOCK + "after\n"
    assert extract(result) == BLOCK
    assert splice(result, BLOCK, name="x") == result


def test_bom_with_crlf() -> None:
    old = f"\ufeff{BEGIN}\r\nold\r\n{END}\r\n"
    result = splice(old, BLOCK, name="x")
    assert result == "\ufeff" + BLOCK.replace("\n", "\r\n")


def test_bom_only_file_gets_the_block_after_the_bom() -> None:
    assert splice("\ufeff", BLOCK, name="x") == "\ufeff" + BLOCK


def test_bom_elsewhere_is_not_skipped() -> None:
    text = f"# x\n\ufeff{BEGIN}\n"
    assert splice(text, BLOCK, name="x") == text + "\n" + BLOCK
