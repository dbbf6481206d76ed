"""Markdown ingest: front matter, CRLF/BOM, encodings, binary refusal."""

from __future__ import annotations

from pathlib import Path

import pytest

from hwcc.errors import InputError
from hwcc.ingest.base import ParseOptions, parser_for
from hwcc.ingest.detect import detect_type
from tests.conftest import corpus_file


def _parse(path: Path) -> object:
    return parser_for(detect_type(path)).parse(path, ParseOptions(doc_id="m"))


def test_yaml_front_matter_crlf_and_bom(tmp_path: Path) -> None:
    path = tmp_path / "notes.md"
    text = (
        '---\r\ntitle: "SPI bring-up"\r\nchip: STM32F407\r\n'
        "doc_type: errata\r\n---\r\n# Hi\r\nx\r\n"
    )
    path.write_bytes(b"\xef\xbb\xbf" + text.encode())
    result = parser_for("markdown").parse(path, ParseOptions(doc_id="m"))
    assert (result.title, result.chip, result.doc_type) == ("SPI bring-up", "STM32F407", "errata")
    assert result.content == "# Hi\nx\n"
    assert result.metadata["chip"] == "STM32F407"


def test_toml_front_matter_and_defaults(tmp_path: Path) -> None:
    path = tmp_path / "board.md"
    path.write_text('+++\ntitle = "Board wiring"\nrevision = 3\n+++\n\n# Pins\n')
    result = parser_for("markdown").parse(path, ParseOptions(doc_id="m"))
    assert result.title == "Board wiring"
    assert result.metadata["revision"] == "3"
    assert result.doc_type == "notes"
    assert result.content.startswith("# Pins")


def test_utf16_markdown_end_to_end(tmp_path: Path) -> None:
    path = tmp_path / "u16.md"
    path.write_bytes("# Überblick\r\nTemperatur 25 °C\r\n".encode("utf-16"))
    assert detect_type(path) == "markdown"
    result = parser_for("markdown").parse(path, ParseOptions(doc_id="m"))
    assert result.content == "# Überblick\nTemperatur 25 °C\n"
    assert result.title == "Überblick"


def test_cp1252_fallback_warns(tmp_path: Path) -> None:
    path = tmp_path / "old.md"
    path.write_bytes("25 °C max".encode("cp1252"))
    result = parser_for("markdown").parse(path, ParseOptions(doc_id="m"))
    assert "25 °C max" in result.content
    assert any("cp1252" in w for w in result.warnings)


def test_binary_with_md_name_refused(tmp_path: Path) -> None:
    path = tmp_path / "fake.md"
    path.write_bytes(bytes(range(256)) * 4)
    with pytest.raises(InputError):
        _parse(path)


def test_corpus_markdown_tables_kept() -> None:
    path = corpus_file("md/LilyGo_T-Beam-Supreme_hw.md")
    result = parser_for("markdown").parse(path, ParseOptions(doc_id="m"))
    raw = path.read_text(encoding="utf-8").split("\n")
    rows = [ln for ln in result.content.split("\n") if ln.lstrip().startswith("|")]
    assert len(rows) == sum(1 for ln in raw if ln.lstrip().startswith("|")) > 50


def test_opening_thematic_break_is_not_front_matter(tmp_path: Path) -> None:
    """Everything up to the second ``---`` was dropped as "front matter" with no key in it."""
    path = tmp_path / "notes.md"
    path.write_text(
        "---\n\nUSART1 must be clocked before BRR is written (errata 2.1.4).\n\n---\n\n"
        "# Clock notes\n\nPLL setup.\n"
    )
    result = parser_for("markdown").parse(path, ParseOptions(doc_id="n"))
    assert "USART1 must be clocked" in result.content
    assert result.title == "Clock notes"
    for block in ("", "# only a comment\n"):  # still front matter
        empty = tmp_path / "empty.md"
        empty.write_text(f"---\n{block}---\n# Body\n")
        result = parser_for("markdown").parse(empty, ParseOptions(doc_id="e"))
        assert (result.content, result.title) == ("# Body\n", "Body")


@pytest.mark.parametrize(
    ("heading", "title"),
    [("# Title #", "Title"), ("## C#", "C#"), ("# A  ##  ", "A"), ("#\tTab", "Tab")],
)
def test_title_from_first_heading(tmp_path: Path, heading: str, title: str) -> None:
    path = tmp_path / "t.md"
    path.write_text(f"intro\n\n{heading}\n\nbody\n")
    assert parser_for("markdown").parse(path, ParseOptions(doc_id="t")).title == title


@pytest.mark.parametrize("kind", ["markdown", "text", "rst"])
def test_heading_with_a_long_run_of_blanks_is_linear(tmp_path: Path, kind: str) -> None:
    """``# a`` + 20,000 blanks + ``b`` backtracked cubically in the title regex (a 3 KB
    line took 42 s; this one did not finish in 300 s, so a regression hangs here). Now
    milliseconds."""
    path = tmp_path / "slow.txt"
    path.write_text("# a" + " " * 20_000 + "b\n\nbody\n")
    result = parser_for(kind).parse(path, ParseOptions(doc_id="s"))
    assert result.title == "a" + " " * 20_000 + "b"
