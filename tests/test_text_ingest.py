"""Plain-text ingest: headings and encodings."""

from __future__ import annotations

from pathlib import Path

from hwcc.ingest.base import ParseOptions, parser_for
from hwcc.ingest.detect import detect_type
from hwcc.ingest.text import text_to_markdown


def test_heading_kinds() -> None:
    md = text_to_markdown(
        "POWER SUPPLY\n\nKeep VDD stable.\n\n8.3.2 SPI configuration\nSet CPOL.\n\n"
        "Reset\n=====\n\nClocks\n------\nnot a heading.\n"
    )
    assert "# POWER SUPPLY" in md
    assert "### 8.3.2 SPI configuration" in md
    assert "\n# Reset\n" in md
    assert "\n## Clocks\n" in md
    assert "# not a heading" not in md


def test_sentence_is_not_a_heading() -> None:
    md = text_to_markdown("Intro.\n\n1 Set the bit before use.\n")
    assert "#" not in md


def test_utf16_text_with_bom_end_to_end(tmp_path: Path) -> None:
    path = tmp_path / "notes.txt"
    path.write_bytes(b"\xff\xfe" + "ERRATA\r\n\r\nI²C glitch at 85 °C\r\n".encode("utf-16-le"))
    assert detect_type(path) == "text"
    result = parser_for("text").parse(path, ParseOptions(doc_id="t"))
    assert result.content == "# ERRATA\n\nI²C glitch at 85 °C\n"
    assert result.warnings == ()
