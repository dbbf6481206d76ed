"""Bring-up cross-references (:mod:`hwcc.model.bringup`): on every dev-corpus SVD the
links equal the lists read from the SVD XML (tests/fixtures/bringup_expected.json,
written by reading the XML, not hwcc's output), the false-link traps stay unlinked, and
the links reach peripheral files, ``show --json`` and hot.md."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from hwcc.compile.hot import render_hot
from hwcc.config import Config
from hwcc.ingest.svd.parser import parse_svd
from hwcc.model.bringup import CLOCK, LOW_POWER, RESET, BringupBit, bringup_bits
from hwcc.model.device import (
    Device,
    EnumeratedValue,
    EnumeratedValues,
    Field,
    Peripheral,
    Register,
)
from hwcc.model.render import render_peripheral
from tests.clihelpers import run
from tests.conftest import CORPUS, FIXTURES, corpus_file

EXPECTED: dict[str, Any] = json.loads(
    (FIXTURES / "bringup_expected.json").read_text(encoding="utf-8")
)
SVDS = sorted(name for name in EXPECTED if name.endswith(".svd"))


def _row(bit: BringupBit) -> tuple[str, str, str, str, str]:
    bits = f"[{bit.lsb}]" if bit.lsb == bit.msb else f"[{bit.msb}:{bit.lsb}]"
    return (f"{bit.controller}.{bit.register}", bit.field, bits, bit.kind, bit.value_name)


def _expected_row(entry: dict[str, str]) -> tuple[str, str, str, str, str]:
    return (entry["register"], entry["field"], entry["bits"], entry["kind"], entry.get("value", ""))


def test_the_fixture_covers_every_dev_corpus_svd() -> None:
    present = {p.name for p in (CORPUS / "svd").glob("*.svd")} if CORPUS.is_dir() else set()
    if not present:
        pytest.skip("shared corpus not present")
    assert present <= set(SVDS)
    for name in SVDS:
        assert len(EXPECTED[name]["peripherals"]) >= 10, name


@pytest.mark.parametrize("svd", SVDS)
def test_bringup_links_equal_the_svd_reading(svd: str) -> None:
    device = parse_svd(corpus_file(f"svd/{svd}"))
    names = {p.name for p in device.peripherals}
    found = bringup_bits(device)
    for peripheral, entries in EXPECTED[svd]["peripherals"].items():
        assert peripheral in names, peripheral
        got = sorted(_row(bit) for bit in found.get(peripheral, ()))
        want = sorted(_expected_row(entry) for entry in entries)
        assert got == want, peripheral


# -- rules on small hand-written models ------------------------------------------------------


def _peripheral(name: str, base: int, *registers: Register) -> Peripheral:
    return Peripheral(name=name, base_address=base, registers=registers)


def _flag(name: str, bit: int, description: str = "", access: str | None = None) -> Field:
    return Field(name=name, lsb=bit, msb=bit, description=description, access=access)


def _device(*peripherals: Peripheral) -> Device:
    return Device(name="DEV", peripherals=peripherals)


def _targets(device: Device) -> dict[str, list[str]]:
    return {name: [b.field for b in bits] for name, bits in bringup_bits(device).items()}


def test_exact_names_only_spi1_is_not_spi10_and_i2s2ext_is_not_spi2() -> None:
    enr = Register(
        "APB2ENR",
        0x44,
        description="APB2 peripheral clock enable register",
        fields=(
            _flag("SPI1EN", 12, "SPI1 clock enable"),
            _flag("SPI10EN", 13, "SPI10 clock enable"),
            _flag("USART1EN", 4, "USART1 clock enable"),
            _flag("SPI2EN", 14, "SPI2 clock enable"),
        ),
    )
    device = _device(
        _peripheral("RCC", 0x4002_3800, enr),
        *(
            _peripheral(n, 0x4001_0000 + i * 0x400)
            for i, n in enumerate(("SPI1", "SPI10", "UART1", "USART1", "SPI2", "I2S2ext"))
        ),
    )
    assert _targets(device) == {
        "SPI1": ["SPI1EN"],
        "SPI10": ["SPI10EN"],
        "USART1": ["USART1EN"],
        "SPI2": ["SPI2EN"],
    }
    bit = bringup_bits(device)["SPI1"][0]
    assert (bit.kind, bit.address, bit.lsb, bit.value) == (CLOCK, 0x4002_3844, 12, 1)


def test_kinds_and_release_values() -> None:
    rst = Register(
        "APB1RSTR",
        0x20,
        description="APB1 peripheral reset register",
        fields=(_flag("TIM2RST", 0, "TIM2 reset"), _flag("I2C1_RST_N", 1, "I2C1 reset")),
    )
    lp = Register(
        "APB1LPENR",
        0x60,
        description="clock enable in low power mode register",
        fields=(_flag("TIM2LPEN", 0, "TIM2 clock enable during Sleep mode"),),
    )
    device = _device(
        _peripheral("RCC", 0x4002_3800, rst, lp),
        _peripheral("TIM2", 0x4000_0000),
        _peripheral("I2C1", 0x4000_5400),
    )
    found = bringup_bits(device)
    assert [(b.kind, b.value) for b in found["TIM2"]] == [(RESET, 0), (LOW_POWER, 1)]
    assert [(b.kind, b.value) for b in found["I2C1"]] == [(RESET, 1)]


def test_no_link_without_clock_or_reset_context() -> None:
    """A reset-reason flag named like a peripheral (nRF ``POWER.RESETREAS.LPCOMP``), a
    single field named like one (``RADIO.POWER.POWER``), a read-only status bit and an
    interrupt enable are not bring-up bits."""
    reason = Register(
        "RESETREAS",
        0x400,
        description="Reset reason",
        fields=(_flag("LPCOMP", 17, "Reset due to wake-up from LPCOMP"), _flag("NFC", 19)),
    )
    power = Register(
        "POWER",
        0xFFC,
        description="Peripheral power control",
        fields=(_flag("POWER", 0, "Peripheral power control; the peripheral is reset"),),
    )
    status = Register(
        "APB1ENR",
        0x40,
        description="clock enable register",
        fields=(_flag("TIM2EN", 0, "TIM2 clock enable", access="read-only"),),
    )
    irq = Register(
        "CIER", 0x0C, description="interrupt enable", fields=(_flag("TIM2EN", 0, "TIM2"),)
    )
    device = _device(
        _peripheral("POWER", 0x4000_0000, reason),
        _peripheral("RADIO", 0x4000_1000, power),
        _peripheral("RCC", 0x4002_3800, status, irq),
        _peripheral("LPCOMP", 0x4001_3000),
        _peripheral("NFC", 0x4000_5000),
        _peripheral("TIM2", 0x4000_0800),
    )
    assert _targets(device) == {}


def test_bare_names_need_a_register_that_lists_several() -> None:
    """RP2040 ``RESETS.RESET`` and Kinetis ``SIM_SCGC4`` name peripherals bare; a
    register that does so for two or more links them (reset released by 0)."""
    reset = Register(
        "RESET",
        0,
        description="Reset control. If a bit is set it means the peripheral is in reset.",
        reset_value=0x01FF_FFFF,
        fields=(_flag("uart0", 22), _flag("spi0", 16)),
    )
    device = _device(
        _peripheral("RESETS", 0x4000_C000, reset),
        _peripheral("UART0", 0x4003_4000),
        _peripheral("SPI0", 0x4003_C000),
    )
    found = bringup_bits(device)
    assert [(b.kind, b.lsb, b.value) for b in found["UART0"]] == [(RESET, 22, 0)]
    single = replace(reset, fields=(_flag("uart0", 22),))
    lone = replace(device, peripherals=(replace(device.peripherals[0], registers=(single,)),))
    assert _targets(lone) == {}


def test_routing_values_name_their_peripheral() -> None:
    funcsel = Field(
        "FUNCSEL",
        0,
        4,
        enumerated_values=(
            EnumeratedValues(
                values=(
                    EnumeratedValue("uart0_tx", value=2),
                    EnumeratedValue("uart10_tx", value=3),
                    EnumeratedValue("null", value=31),
                )
            ),
        ),
    )
    hour = Field(
        "HOUR",
        0,
        4,
        enumerated_values=(EnumeratedValues(values=(EnumeratedValue("PM", value=1),)),),
    )
    device = _device(
        _peripheral("IO_BANK0", 0x4001_4000, Register("GPIO0_CTRL", 4, fields=(funcsel,))),
        _peripheral("RTC", 0x4000_1400, Register("CLOCK", 0, fields=(hour,))),
        _peripheral("UART0", 0x4003_4000),
        _peripheral("PM", 0x4000_0400),
    )
    found = bringup_bits(device)
    assert list(found) == ["UART0"]
    bit = found["UART0"][0]
    assert (bit.controller, bit.register, bit.value, bit.value_name) == (
        "IO_BANK0",
        "GPIO0_CTRL",
        2,
        "uart0_tx",
    )
    text = render_peripheral(device, device.peripherals[2], bringup=found["UART0"])
    assert "| pin function | IO_BANK0.GPIO0_CTRL | FUNCSEL | 0x40014004 | [4:0] | " in text
    assert "0b00010 = uart0_tx |" in text


# -- end to end ------------------------------------------------------------------------------


def test_peripheral_file_show_json_and_hot_md_carry_the_bits(tmp_path: Path) -> None:
    svd = corpus_file("svd/STM32F407.svd")
    assert run(tmp_path, "init", "--chip", "STM32F407")[0] == 0
    code, out, err = run(tmp_path, "add", str(svd), "--no-index")
    assert code == 0, out + err
    text = (tmp_path / ".hwcc/context/peripherals/USART2.md").read_text(encoding="utf-8")
    section = text.split("## Bring-up\n", 1)[1].split("\n## ", 1)[0]
    for entry in EXPECTED["STM32F407.svd"]["peripherals"]["USART2"]:
        assert f"| {entry['register']} | {entry['field']} |" in section
        assert f"| {entry['bits']} |" in section
    assert "| clock enable | RCC.APB1ENR | USART2EN | 0x40023840 | [17] | 1 |" in section
    assert "## Bring-up" not in (tmp_path / ".hwcc/context/peripherals/RCC.md").read_text()
    code, out, err = run(tmp_path, "show", "USART2", "--json")
    assert code == 0, out + err
    rows = {(b["register"], b["field"], b["lsb"]) for b in json.loads(out)["bringup"]}
    assert ("APB1RSTR", "UART2RST", 17) in rows
    code, out, err = run(tmp_path, "show", "USART2.BRR")  # one register: its bits too
    assert code == 0, out + err
    assert "| clock enable | RCC.APB1ENR | USART2EN | 0x40023840 | [17] | 1 |" in out
    assert run(tmp_path, "compile", "--check")[0] == 0


def test_hot_md_lists_clock_and_reset_bits_when_they_fit() -> None:
    device = parse_svd(corpus_file("svd/CH32V003xx.svd"))
    hot = render_hot(Config(), [device], [], budget=100_000)
    assert "- USART1: clock RCC.APB2PCENR.USART1EN[14], reset RCC.APB2PRSTR.USART1RST[14]" in hot
    tight = render_hot(Config(), [device], [], budget=1_000)
    assert "USART1EN" not in tight
    assert "clock and reset bits (see each peripheral file's Bring-up section)" in tight
