"""Peripheral Markdown: exact format on fixtures; every model fact findable on the corpus."""

from __future__ import annotations

import re
import sys
from dataclasses import replace
from functools import cache
from pathlib import Path

import pytest

from hwcc.ingest.svd.parser import parse_svd
from hwcc.model.device import Device, Field, Peripheral, Register
from hwcc.model.render import (
    cell,
    fmt_address,
    fmt_bits,
    fmt_enum_value,
    fmt_field_reset,
    fmt_register_reset,
    render_device_overview,
    render_peripheral,
)
from hwcc.model.serialize import dump_device, load_device
from tests.conftest import corpus_params

SVD_FIXTURES = Path(__file__).resolve().parent / "fixtures" / "svd"
REGISTER_HEADER = "| Register | Offset | Address | Size | Access | Reset | Description |"
FIELD_HEADER = "| Bits | Field | Access | Reset | Description |"
_UNESCAPED_PIPE = re.compile(r"(?<!\\)\|")


@cache
def fixture_device(name: str) -> Device:
    return parse_svd(SVD_FIXTURES / name)


def spi_text() -> str:
    device = fixture_device("fields_enums.svd")
    return render_peripheral(device, device.peripherals[0], source="fields_enums.svd")


def test_formatters() -> None:
    assert fmt_address(0x40013000) == "0x40013000"
    assert fmt_address(0x1C) == "0x0000001C"
    assert fmt_register_reset(0x2, 16) == "0x0002"
    assert fmt_register_reset(None, 32) == "—"
    assert fmt_register_reset(0x8, 16, 0x00FF) == "0x0008 (mask 0x00FF)"  # "0x--08"
    assert fmt_register_reset(0x8, 16, 0xFFFFFFFF) == "0x0008"  # an SVD's full mask
    assert fmt_field_reset(1, 1) == "0b1"
    assert fmt_field_reset(5, 4) == "0b0101"
    assert fmt_field_reset(7, 16) == "0x0007"
    assert fmt_bits(3, 5) == "[5:3]" and fmt_bits(6, 6) == "[6]"
    assert fmt_enum_value(0b100, 0b010, 3, False) == "0b1x0"
    assert fmt_enum_value(3, 0, 3, False) == "0b011"
    assert fmt_enum_value(0x1234, 0, 16, False) == "0x1234"
    assert fmt_enum_value(0x12340, 0, 32, False) == "0x00012340"  # as vendors print it
    assert fmt_enum_value(0x3, 0, 12, False) == "0x003"
    assert fmt_enum_value(None, 0, 3, True) == "default"
    assert cell("a |  b\n c\\n d") == "a \\| b c d"
    assert cell("") == "—" and cell(None) == "—" and cell("  \n ") == "—"


def test_spi_peripheral_exact_sections() -> None:
    text = spi_text()
    assert text.startswith("# SPI1\n\nSerial | peripheral interface\n\n- Device: FIELDS\n")
    assert "- Base address: `0x40013000`\n" in text
    assert "- Size: 0x800 bytes\n" in text
    assert "- Group: SPI\n" in text
    assert "- Interrupts: SPI1 (IRQ 35), SPI1_ERR (IRQ 36)\n" in text
    assert "- Source: fields_enums.svd\n" in text
    assert (
        "## Registers\n\n" + REGISTER_HEADER + "\n|---|---|---|---|---|---|---|\n"
        "| CR1 | 0x000 | 0x40013000 | 32 | read-write | 0x0000001A | control register 1 |\n"
        "| SR | 0x008 | 0x40013008 | 16 | read-only | 0x0002 | status register |\n"
    ) in text
    assert (
        "## SR\n\nAddress `0x40013008`, offset 0x008, size 16, reset 0x0002, access read-only,"
        " cleared on read. status register\n\n" + FIELD_HEADER + "\n|---|---|---|---|---|\n"
        "| [6] | OVR | read-write | 0b0 | Overrun flag. Write 1 to clear. |\n"
        "| [0] | RXNE | read-only | 0b0 | Read has side effects. |\n"
    ) in text
    assert (
        "| [5:3] | BR | read-write | 0b011 | Baud rate control. Values: 0b000 = DIV2: fPCLK/2;"
        " 0b011 = DIV16: fPCLK/16; 0b100 = DIV32: fPCLK/32; 0b1x1 = DIVX: slow;"
        " default = OTHER: reserved. |"
    ) in text
    assert (
        "| [2] | MSTR | read-write | 0b0 | Values: read: 0b0 = SLAVE; 0b1 = MASTER; write:" in text
    )
    assert "| [1] | CPOL | read-write | 0b1 | Clock polarity \\| idle level. |" in text
    assert "| [0] | CPHA | read-write | 0b0 | — |" in text
    assert "| [15:0] | CRCPOLY | read-write | 0x0007 | Write constraint: range 1..65535. |" in text
    assert "| [17:16] | KEEP | read-write | 0b00 | Write constraint: write as read. |" in text
    assert "alternate group ALT. data register" in text
    assert "alternate of DR. data register (alternate)" in text


def test_rendering_is_deterministic_and_heading_level_shifts() -> None:
    device = fixture_device("fields_enums.svd")
    spi = device.peripherals[0]
    assert render_peripheral(device, spi) == render_peripheral(device, spi)
    shifted = render_peripheral(device, spi, heading_level=2)
    assert shifted.startswith("## SPI1\n") and "\n### Registers\n" in shifted
    assert "\n### CR1\n" in shifted


def test_derived_peripheral_is_self_contained() -> None:
    device = fixture_device("derived_forward.svd")
    uart2 = next(p for p in device.peripherals if p.name == "UART2")
    text = render_peripheral(device, uart2)
    assert "- Derived from: UART1\n" in text
    assert "| SR | 0x004 | 0x40003004 | 32 | — | 0x000000C0 | Status |" in text
    assert "## EXTRA\n" in text


def test_device_overview() -> None:
    text = render_device_overview(fixture_device("fields_enums.svd"))
    assert text.startswith("# FIELDS register map\n\nField features: a literal escape\n")
    assert "- Vendor: Acme\n" in text
    assert "- CPU: CM4, revision r0p1, little endian, MPU, no FPU, 4 NVIC priority bits" in text
    assert "| SPI1 | 0x40013000 | SPI | 5 | Serial \\| peripheral interface |" in text


def register_sections(text: str, level: int) -> dict[str, str]:
    """Sections of ``text`` under headings of exactly ``level``, keyed by heading text."""
    marker = "#" * level + " "
    sections: dict[str, str] = {}
    current: list[str] | None = None
    for line in text.split("\n"):
        if line.startswith(marker):
            current = []
            sections[line[len(marker) :]] = current  # type: ignore[assignment]
        elif current is not None:
            current.append(line)
    return {k: "\n".join(v) for k, v in sections.items()}  # type: ignore[arg-type]


def check_tables(text: str) -> None:
    columns = 0
    for line in text.split("\n"):
        if line.startswith(("| Register |", "| Bits |")):
            columns = len(_UNESCAPED_PIPE.findall(line))
        elif line.startswith("|"):
            assert len(_UNESCAPED_PIPE.findall(line)) == columns, line
        elif line:
            columns = 0


def check_peripheral(device: Device, peripheral: Peripheral) -> None:
    text = render_peripheral(device, peripheral)
    check_tables(text)
    assert text.startswith(f"# {peripheral.name}\n")
    assert f"- Base address: `{fmt_address(peripheral.base_address)}`" in text
    if peripheral.registers:
        assert REGISTER_HEADER in text
    sections = register_sections(text, 2)
    prefix, suffix = peripheral.prepend_to_name, peripheral.append_to_name
    for register in peripheral.registers:
        # CMSIS-SVD: a peripheral's prependToName/appendToName wrap its register names
        vendor = not register.cluster and (prefix or suffix)
        title = f"{prefix}{register.name}{suffix} ({register.name})" if vendor else register.name
        section = sections[title]
        address = fmt_address(peripheral.base_address + register.address_offset)
        reset = fmt_register_reset(register.reset_value, register.size)
        assert f"Address `{address}`" in section
        assert f"reset {reset}" in section
        for field in register.fields:
            assert field_row_start(field) in section, (register.name, field.name)
        if register.fields:
            assert FIELD_HEADER in section


def field_row_start(field: Field) -> str:
    return f"| {fmt_bits(field.lsb, field.msb)} | {cell(field.name)} | {cell(field.access)} | " + (
        fmt_field_reset(field.reset_value, field.width)
    )


@pytest.mark.parametrize("path", corpus_params("svd", "*.svd"))
def test_every_corpus_fact_is_in_the_rendered_markdown(path: Path) -> None:
    device = parse_svd(path)
    for peripheral in device.peripherals:
        check_peripheral(device, peripheral)
    registers: list[Register] = [r for p in device.peripherals for r in p.registers]
    assert registers


@pytest.mark.parametrize(
    "name", ["inherit_props.svd", "derived_paths.svd", "dim_arrays.svd", "fields_enums.svd"]
)
def test_every_fixture_fact_is_in_the_rendered_markdown(name: str) -> None:
    device = fixture_device(name)
    for peripheral in device.peripherals:
        check_peripheral(device, peripheral)


def _reference_cell(text: str | None) -> str:
    """The cell rule without fast paths or memo tables."""
    if not text:
        return "—"
    text = text.replace("\\n", " ").replace("\\r", " ").replace("\\t", " ")
    return re.sub(r"\s+", " ", text).strip().replace("|", "\\|") or "—"


@pytest.mark.parametrize(
    "char",
    [chr(c) for c in range(sys.maxunicode + 1) if chr(c).isspace()]
    + ["\u200b", "\u00ad", "\x00", "\\", "|", "é"],
)
def test_cell_fast_path_matches_general_rule(char: str) -> None:
    for text in (f"a{char}b", f"{char}ab", f"ab{char}", f"a{char}{char}b", char, f"x\\t{char}|"):
        assert cell(text) == _reference_cell(text), repr(text)
        assert cell(text) == _reference_cell(text), repr(text)  # second call: memo table


def test_render_is_a_function_of_the_value_not_of_object_identity() -> None:
    """Rendering memoises tables by object identity; a copy of the model built from
    scratch (no shared objects) and a model with one field changed must render exactly
    as the value says."""
    device = fixture_device("fields_enums.svd")
    copy = load_device(dump_device(device))
    for original, twin in zip(device.peripherals, copy.peripherals, strict=True):
        first = render_peripheral(device, original)
        assert render_peripheral(copy, twin) == first
        assert render_peripheral(device, original) == first
    spi = device.peripherals[0]
    register = spi.registers[0]
    assert register.fields
    changed_field = replace(register.fields[0], name=register.fields[0].name + "_X")
    changed_register = replace(register, fields=(changed_field, *register.fields[1:]))
    changed = replace(spi, registers=(changed_register, *spi.registers[1:]))
    text = render_peripheral(device, changed)
    assert f"| {cell(changed_field.name)} |" in text
    assert text != render_peripheral(device, spi)


def test_comment_delimiters_in_descriptions_are_inert() -> None:
    """A description "<!-- x" hid the rest of the rendered peripheral file."""
    from hwcc.model.device import Device, Peripheral, Register
    from hwcc.model.render import render_peripheral

    reg = Register(name="CR", address_offset=0, description="Control <!-- hidden -->")
    peripheral = Peripheral(
        name="UART0", base_address=0x4000_0000, description="Serial <!-- port", registers=(reg,)
    )
    text = render_peripheral(Device(name="DEV", peripherals=(peripheral,)), peripheral)
    assert "<!--" not in text and "-->" not in text
    assert "Serial <\\!-- port" in text and "Control <\\!-- hidden --\\>" in text
