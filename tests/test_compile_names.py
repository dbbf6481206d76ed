"""Peripheral files: one per peripheral even when an SVD names two alike (real CLI)."""

from __future__ import annotations

from pathlib import Path

from tests.clihelpers import run

TWO_UART0 = """<?xml version="1.0"?>
<device><name>DUP</name><peripherals>
<peripheral><name>UART0</name><baseAddress>0x40000000</baseAddress><registers>
<register><name>CTRL</name><addressOffset>0</addressOffset></register></registers></peripheral>
<peripheral><name>UART0</name><baseAddress>0x40001000</baseAddress><registers>
<register><name>DATA</name><addressOffset>4</addressOffset></register></registers></peripheral>
</peripherals></device>
"""


def test_two_peripherals_with_one_name_get_two_files(tmp_path: Path) -> None:
    assert run(tmp_path, "init")[0] == 0
    (tmp_path / "dup.svd").write_text(TWO_UART0)
    code, out, err = run(tmp_path, "add", "dup.svd", "--no-index")
    assert code == 0, out + err
    files = sorted((tmp_path / ".hwcc" / "context" / "peripherals").glob("*.md"))
    assert [f.name for f in files] == ["UART0.md", "UART0_2.md"]
    texts = [f.read_text() for f in files]
    assert "CTRL" in texts[0] and "0x40000000" in texts[0]
    assert "DATA" in texts[1] and "0x40001004" in texts[1]
