"""Real vendor SVDs: expansion counts equal cmsis-svd's, and the ParseResult contract."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

import pytest

from hwcc.ingest.base import ParseOptions, parser_for
from hwcc.ingest.svd.parser import parse_svd
from hwcc.model.device import Device
from tests.conftest import REPO_ROOT, corpus_file, corpus_files

EXPECTED = json.loads((REPO_ROOT / "bench" / "svd_expected_counts.json").read_text())


@cache
def parsed(name: str) -> Device:
    return parse_svd(corpus_file(f"svd/{name}"))


def counts(device: Device) -> dict[str, int]:
    return {
        "peripherals": len(device.peripherals),
        "registers": sum(len(p.registers) for p in device.peripherals),
        "fields": sum(len(r.fields) for p in device.peripherals for r in p.registers),
    }


def test_every_corpus_svd_has_peer_counts() -> None:
    # bench/svd_counts.py --write regenerates the file when the corpus changes.
    assert sorted(EXPECTED) == [p.name for p in corpus_files("svd", "*.svd")]


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_counts_equal_cmsis_svd(name: str) -> None:
    assert counts(parsed(name)) == EXPECTED[name]


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_model_invariants(name: str) -> None:
    device = parsed(name)
    assert device.peripherals
    for p in device.peripherals:
        names = [r.name for r in p.registers]
        assert len(set(names)) == len(names), f"{p.name}: duplicate register names"
        keys = [(r.address_offset, r.name) for r in p.registers]
        assert keys == sorted(keys)
        for r in p.registers:
            for f in r.fields:
                assert 0 <= f.lsb <= f.msb < max(r.size, 1) + 64
                if r.reset_value is not None:
                    assert f.reset_value == (r.reset_value >> f.lsb) & ((1 << f.width) - 1)


def test_live_cmsis_svd_cross_check() -> None:
    """One live comparison with the peer (e310x is small); the JSON covers the rest."""
    pytest.importorskip("cmsis_svd")
    import sys

    sys.path.insert(0, str(REPO_ROOT / "bench"))
    try:
        from svd_counts import cmsis_counts
    finally:
        sys.path.pop(0)
    path = corpus_file("svd/e310x.svd")
    assert counts(parse_svd(path)) == cmsis_counts(path)


def test_cmsis_svd_drops_inherited_registers_when_derived_peripheral_has_its_own(
    tmp_path: Path,
) -> None:
    """A deliberate difference: CMSIS-SVD says a derived peripheral is a copy that its
    own elements override; cmsis-svd 0.6 instead discards all inherited registers as
    soon as the derived peripheral has a <registers> element. None of the corpus files
    hits this case (counts agree), so it is shown on a minimal document."""
    pytest.importorskip("cmsis_svd")
    from cmsis_svd.parser import SVDParser

    svd = tmp_path / "d.svd"
    svd.write_text(
        "<device><name>D</name><peripherals>"
        "<peripheral><name>A</name><baseAddress>0</baseAddress><registers>"
        "<register><name>R0</name><description>r</description><addressOffset>0</addressOffset></register>"
        "</registers></peripheral>"
        '<peripheral derivedFrom="A"><name>B</name><baseAddress>0x100</baseAddress><registers>'
        "<register><name>R1</name><description>r</description><addressOffset>4</addressOffset></register>"
        "</registers></peripheral></peripherals></device>"
    )
    ours = {p.name: [r.name for r in p.registers] for p in parse_svd(svd).peripherals}
    assert ours == {"A": ["R0"], "B": ["R0", "R1"]}
    peer = SVDParser.for_xml_file(str(svd)).get_device()
    theirs = {p.name: [r.name for r in p.get_registers()] for p in peer.get_peripherals()}
    assert theirs == {"A": ["R0"], "B": ["R1"]}


def test_parse_result_contract() -> None:
    path = corpus_file("svd/rp2040.svd")
    result = parser_for("svd").parse(path, ParseOptions(doc_id="rp", source_path="docs/rp2040.svd"))
    assert result.doc_type == "svd"
    assert result.title == "RP2040 register map (SVD)"
    assert result.chip == "RP2040"
    assert result.source_path == "docs/rp2040.svd"
    assert result.device == parsed("rp2040.svd")
    assert result.content.startswith("# RP2040 register map\n")
    assert "\n## UART0\n" in result.content
    assert "\n### Registers\n" in result.content
    assert "- Source: rp2040.svd" in result.content
    assert result.metadata["registers"] == str(counts(result.device)["registers"])
    chip = parser_for("svd").parse(path, ParseOptions(doc_id="rp", chip="rp2040-custom")).chip
    assert chip == "rp2040-custom"
