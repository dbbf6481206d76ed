"""reStructuredText ingest: headings by first appearance, list and grid tables."""

from __future__ import annotations

from pathlib import Path

from hwcc.ingest.base import ParseOptions, parser_for
from hwcc.ingest.rst import rst_to_markdown

DOC = """\
=========
 I2C bus
=========

Intro text.

Timing
======

Fast mode
---------

.. list-table:: Bus timing
   :header-rows: 1

   * - Symbol
     - Min
     - Max
   * - tLOW
     - 1.3
     - \\-

+--------+-------------+
| Pin    | Function    |
+========+=============+
| PA9    | I2C1_SCL    |
|        | (alternate) |
+--------+-------------+
| PA10   | I2C1_SDA    |
+--------+-------------+

Other *markup* passes ``through``.
"""


def test_headings_levels_by_first_appearance() -> None:
    md = rst_to_markdown(DOC)
    assert "# I2C bus" in md
    assert "\n## Timing\n" in md
    assert "\n### Fast mode\n" in md


def test_list_table_and_grid_table() -> None:
    md = rst_to_markdown(DOC)
    assert "**Bus timing**" in md
    assert "| Symbol | Min | Max |\n|---|---|---|\n| tLOW | 1.3 | \\- |" in md
    assert "| Pin | Function |" in md
    assert "| PA9 | I2C1_SCL (alternate) |" in md
    assert "| PA10 | I2C1_SDA |" in md
    assert "Other *markup* passes ``through``." in md


def test_rst_parser_registered(tmp_path: Path) -> None:
    path = tmp_path / "bus.rst"
    path.write_text(DOC)
    result = parser_for("rst").parse(path, ParseOptions(doc_id="r"))
    assert result.title == "I2C bus"
    assert result.metadata["format"] == "rst"
