"""``hwcc show``: register maps from an SVD and from a datasheet, by name, as text and
JSON; and what a datasheet's register table becomes in the context files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.clihelpers import MINI_SVD, run
from tests.support.projects import project_with

DATASHEET = """# TOY7 haptic driver datasheet

## 6 I2C interface

The TOY7 slave address is 0x5A (7-bit), or 1011010 in binary.

## 7 Register map

**Table 3. Register Map Overview**

| REG NO. | DEFAULT | BIT 7 | BIT 6 | BIT 5 | BIT 4 | BIT 3 | BIT 2 | BIT 1 | BIT 0 |
|---|---|---|---|---|---|---|---|---|---|
| 0x00 | 0x60 | DEVICE_ID[2:0] | DEVICE_ID[2:0] | DEVICE_ID[2:0] | Reserved | DIAG | FB | OT | OC |
| 0x01 | 0x40 | DEV_RESET | STANDBY | - | - | - | MODE[2:0] | MODE[2:0] | MODE[2:0] |

### 7.1 Mode (Address: 0x01)

| BIT | FIELD | TYPE | DEFAULT | DESCRIPTION |
|---|---|---|---|---|
| 7 | DEV_RESET | R/W | 0 | Device reset. |
| 6 | STANDBY | R/W | 1 | Software standby. |
| 2-0 | MODE | R/W | 0 | Operating mode. |
"""


@pytest.fixture
def project(tmp_path: Path) -> Path:
    files = {"mini.svd": MINI_SVD, "toy7.md": DATASHEET}
    return project_with(tmp_path / "fw", "MINI1", files, "--no-index")


def test_a_datasheet_register_table_becomes_a_device_file(project: Path) -> None:
    device_file = project / ".hwcc" / "context" / "devices" / "toy7-md.md"
    files = sorted(p.name for p in (project / ".hwcc" / "context" / "devices").iterdir())
    assert len(files) == 1
    text = (project / ".hwcc" / "context" / "devices" / files[0]).read_text()
    assert "| Mode | 0x001 |" in text and "Software standby." in text
    hot = (project / ".hwcc" / "context" / "hot.md").read_text()
    assert "External devices" in hot and "2 registers" in hot and files[0] in hot
    statement = "The TOY7 slave address is 0x5A (7-bit), or 1011010 in binary."
    assert f"bus address: “{statement}”" in hot
    assert f"- Bus address: {statement}" in text
    assert not device_file.exists() or device_file.name == files[0]
    assert run(project, "compile", "--check")[0] == 0


def test_show_a_peripheral_a_register_and_suggestions(project: Path) -> None:
    code, out, _ = run(project, "show")
    assert code == 0 and "SPI1" in out and "2 registers" in out
    code, out, _ = run(project, "show", "spi1.cr1")
    assert code == 0 and "# CR1" in out and "0x40013000" in out and "BR" in out
    code, out, err = run(project, "show", "SPI1.CR9")
    assert code == 2 and out == "" and "did you mean CR1" in err
    code, _, err = run(project, "show", "SPIX")
    assert code == 2 and "did you mean" in err and "SPI1" in err


def test_show_json_carries_registers_fields_and_provenance(project: Path) -> None:
    code, out, _ = run(project, "show", "--json")
    maps = json.loads(out)
    assert code == 0
    toy = next(m for m in maps if m["origin"] == "document")
    mode = next(r for r in toy["registers"] if r["offset"] == 1)
    assert mode["name"] == "Mode" and mode["reset"] == 0x40 and mode["page"] is None
    assert {f["name"]: (f["msb"], f["lsb"]) for f in mode["fields"]} == {
        "DEV_RESET": (7, 7),
        "STANDBY": (6, 6),
        "MODE": (2, 0),
    }
    code, out, _ = run(project, "show", f"{toy['peripheral']}.mode", "--json")
    data = json.loads(out)
    assert code == 0 and data["register"]["fields"][1]["description"] == "Software standby."


def test_preview_lists_the_register_maps_a_file_yields(tmp_path: Path) -> None:
    (tmp_path / "toy7.md").write_text(DATASHEET)
    code, out, _ = run(tmp_path, "add", "toy7.md", "--preview")
    assert code == 0 and "Register map" in out and "Mode 0x01" in out
    code, out, _ = run(tmp_path, "add", "toy7.md", "--preview", "--json")
    data = json.loads(out)
    (regmap,) = data["register_maps"]
    assert [r["name"] for r in regmap["registers"]] == ["REG_0x00", "Mode"]
    assert not (tmp_path / ".hwcc").exists()
