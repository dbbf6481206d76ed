"""Block scanner: tiling, fences, tables, lists, headings."""

from __future__ import annotations

import itertools
import re

from hwcc.chunk.blocks import (
    DELIMITER,
    FENCE,
    HEADING,
    LIST_ITEM,
    PARAGRAPH,
    TABLE,
    Block,
    scan_blocks,
)

DOC = """

# Title #

Para line one
para line two
- item one
  continued
- item two

| a | b |
|---|---|
| 1 | 2 |
after table
```python
# not a heading
| x | y |
|---|---|
```
~~~~
~~~
still code
~~~~~
---
## Sub
"""


def test_blocks_tile_and_kinds() -> None:
    blocks = scan_blocks(DOC, re.compile(r"^-{3,}\s*$"))
    # leading blank lines belong to no block; from the first non-blank line on, blocks tile
    assert blocks[0].start == DOC.index("#") and blocks[-1].end == len(DOC)
    for a, b in itertools.pairwise(blocks):
        assert a.end == b.start
    # Blocks are built from rows without the NamedTuple constructor: same shape.
    assert all(type(b) is Block and len(b) == len(Block._fields) for b in blocks)
    kinds = [b.kind for b in blocks]
    assert kinds == [
        HEADING,
        PARAGRAPH,
        LIST_ITEM,
        LIST_ITEM,
        TABLE,
        PARAGRAPH,
        FENCE,
        FENCE,
        DELIMITER,
        HEADING,
    ]
    assert blocks[0].title == "Title" and blocks[0].level == 1
    table = blocks[4]
    assert DOC[table.start : table.head_end] == "| a | b |\n|---|---|\n"
    fence = blocks[6]
    assert DOC[fence.start : fence.end].startswith("```python\n# not a heading")
    assert DOC[fence.close_start :].startswith("```\n")
    tilde = blocks[7]
    assert tilde.marker == "~~~~" and "still code" in DOC[tilde.start : tilde.end]
    assert "  continued" in DOC[blocks[2].start : blocks[2].end]


def test_unclosed_fence_runs_to_end() -> None:
    text = "Intro\n\n```\ncode\n# x\n"
    blocks = scan_blocks(text)
    assert [b.kind for b in blocks] == [PARAGRAPH, FENCE]
    assert blocks[1].close_start == -1 and blocks[1].end == len(text)


def test_whitespace_only_and_empty() -> None:
    assert scan_blocks("") == []
    blocks = scan_blocks("  \n\n")
    assert len(blocks) == 1 and blocks[0].end == 4


def test_heading_titles_and_closing_sequences() -> None:
    """ATX rules: a closing run of ``#`` counts only after a blank; titles are stripped;
    seven hashes or no blank after the hashes is no heading."""
    cases = {
        "# foo ##": "foo",
        "## foo#": "foo#",
        "# ##": "##",
        "#": "",
        "#\t": "",
        "### a # b ##  ": "a # b",
        "# foo #\t#": "foo #",
        "  ## Memory map and register boundary addresses": (
            "Memory map and register boundary addresses"
        ),
        "# foo ##\r": "foo ##",
    }
    for line, title in cases.items():
        (block,) = scan_blocks(line)
        assert (block.kind, block.title) == (HEADING, title), line
    for line in ("####### seven", "#hashtag", "    # indented code"):
        assert scan_blocks(line)[0].kind == PARAGRAPH, line
