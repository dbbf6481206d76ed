"""Issue 17, items 2-4: the vendor's register names (CMSIS-SVD ``prependToName`` /
``appendToName``), register access resolved from fields, and short files for identical
peripherals — in the peripheral files, ``hwcc show`` (text and JSON) and search.

Expected values are read from ``tests/fixtures/svd/vendor_names.svd`` (see its header
comment) and, for the corpus checks, from ``rp2040.svd``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hwcc.ingest.svd.parser import parse_svd
from hwcc.model.display import MIXED, full_name, resolved_access
from hwcc.model.serialize import dump_device, load_device
from tests.clihelpers import FIXTURES, run
from tests.conftest import corpus_params
from tests.support.projects import project_with

VNAMES = FIXTURES / "svd" / "vendor_names.svd"


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("vnames") / "fw"
    return project_with(root, "VNAMES", {"vendor_names.svd": VNAMES})


def _peripheral_file(project: Path, name: str) -> str:
    return (project / ".hwcc" / "context" / "peripherals" / f"{name}.md").read_text()


def test_full_names_follow_prefix_suffix_and_derivedfrom() -> None:
    device = parse_svd(VNAMES)
    by_name = {p.name: p for p in device.peripherals}
    names = {p: [full_name(by_name[p], r) for r in by_name[p].registers] for p in ("ADC0", "ADC1")}
    assert names["ADC0"] == ["ADC0_SC1A", "ADC0_OFS", "ADC0_STAT", "ADC0_MODE", "CH.CTRL"]
    assert names["ADC1"] == ["ADC1_SC1A", "ADC1_OFS", "ADC1_STAT", "ADC1_MODE", "CH.CTRL"]
    assert [full_name(by_name["PAC1"], r) for r in by_name["PAC1"].registers] == ["PAC_WPCLR_R"]
    assert [full_name(by_name["UART0"], r) for r in by_name["UART0"].registers][:2] == [
        "DATA0",
        "DATA1",
    ]
    # the model keeps the SVD's names; the JSON of the model carries the prefix as before
    assert by_name["ADC0"].registers[1].name == "OFS"
    assert load_device(dump_device(device)) == device


def test_access_is_resolved_from_fields_only_when_the_register_states_none() -> None:
    adc0 = parse_svd(VNAMES).peripherals[0]
    regs = {r.name: r for r in adc0.registers}
    assert regs["OFS"].access is None and resolved_access(regs["OFS"]) == "read-write"
    assert resolved_access(regs["STAT"]) == MIXED
    assert resolved_access(regs["MODE"]) is None
    assert resolved_access(regs["SC1A"]) == "read-write"  # its own, though COCO is read-only


def test_peripheral_file_shows_full_and_short_names_and_resolved_access(project: Path) -> None:
    text = _peripheral_file(project, "ADC0")
    assert "- Register names: `ADC0_` + name (e.g. ADC0_SC1A for SC1A)" in text
    assert (
        "| ADC0_OFS (OFS) | 0x028 | 0x4003B028 | 32 | read-write | 0x00000004 "
        "| Offset correction |" in text
    )
    assert "| ADC0_STAT (STAT) | 0x02C | 0x4003B02C | 32 | mixed: see fields |" in text
    assert "| ADC0_MODE (MODE) | 0x030 | 0x4003B030 | 32 | — |" in text
    assert "| CH.CTRL | 0x040 | 0x4003B040 |" in text
    assert "\n## ADC0_OFS (OFS)\n" in text and "\n## CH.CTRL\n" in text
    assert "access mixed: see fields. Status" in text
    # field access stays exactly what the SVD says
    assert "| [1] | CLR | write-only |" in text and "| [0] | BUSY | read-only |" in text
    pac1 = _peripheral_file(project, "PAC1")
    assert "- Register names: `PAC_` + name + `_R`" in pac1
    assert "| PAC_WPCLR_R (WPCLR) | 0x000 | 0x41000000 |" in pac1


def test_show_finds_a_register_by_its_vendor_name(project: Path) -> None:
    for name in ("ADC1.ADC1_OFS", "adc1.adc1_ofs", "ADC1.OFS", "ADC1_OFS"):
        code, out, err = run(project, "show", name)
        assert code == 0, name + err
        assert "# ADC1_OFS (OFS)" in out and "0x40027028" in out, name
    code, _, err = run(project, "show", "PAC_WPCLR_R")
    assert code == 2 and "PAC0.WPCLR" in err and "PAC1.WPCLR" in err
    code, _, err = run(project, "show", "ADC0.ADC0_OF")
    assert code == 2 and "did you mean" in err and "ADC0_OFS" in err
    code, out, _ = run(project, "show", "ADC0.ADC0_STAT", "--json")
    register = json.loads(out)["register"]
    assert code == 0
    assert register["name"] == "STAT" and register["full_name"] == "ADC0_STAT"
    assert register["access"] is None and register["resolved_access"] == "mixed"
    assert [(f["name"], f["access"]) for f in register["fields"]] == [
        ("CLR", "write-only"),
        ("BUSY", "read-only"),
    ]


def test_search_finds_a_register_by_its_vendor_name(project: Path) -> None:
    code, out, err = run(project, "search", "ADC1_OFS", "--json", "-k", "3")
    assert code == 0, out + err
    hits = json.loads(out)
    assert hits and "ADC1_OFS" in str(hits[0]["text"])


def test_identical_peripheral_gets_a_short_exact_file(project: Path) -> None:
    uart0 = _peripheral_file(project, "UART0")
    uart1 = _peripheral_file(project, "UART1")
    assert "\n## DATA3\n" in uart0 and "Registers: as in" not in uart0
    assert "- Interrupts: UART1_IRQ (IRQ 21)" in uart1
    assert (
        "- Registers: as in UART0 (`UART0.md`), at base `0x40038000`: same offsets, fields,"
        " resets, access and descriptions" in uart1
    )
    # this instance's absolute addresses and resets, without the field tables
    assert "| DATA3 | 0x00C | 0x4003800C | 32 | read-write | 0x00000100 | Data register |" in uart1
    assert "\n## DATA3\n" not in uart1 and "| Bits |" not in uart1
    assert "Field tables: in `UART0.md`" in uart1
    assert len(uart1) < len(uart0) / 2
    # the model keeps everything: show prints UART1's register in full
    code, out, _ = run(project, "show", "UART1.DATA3")
    assert code == 0 and "0x4003800C" in out and "| [8] | FE | read-only |" in out
    # small identical peripherals keep full copies (a short file would save < 2 KB)
    assert "\n## ADC1_OFS (OFS)\n" in _peripheral_file(project, "ADC1")
    assert run(project, "compile", "--check")[0] == 0


@pytest.mark.parametrize("path", corpus_params("svd", "rp2040.svd"))
def test_rp2040_access_on_fields_only_is_resolved(path: Path) -> None:
    device = parse_svd(path)
    uart0 = next(p for p in device.peripherals if p.name == "UART0")
    regs = {r.name: r for r in uart0.registers}
    # rp2040.svd: UARTFR's fields are all read-only; UARTDR has read-write DATA and
    # read-only error flags; no UART0 register states an access of its own
    assert all(r.access is None for r in uart0.registers)
    assert resolved_access(regs["UARTFR"]) == "read-only"
    assert resolved_access(regs["UARTDR"]) == MIXED
