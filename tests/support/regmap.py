"""Register maps read from toy Markdown: the device, its registers by address and a
register's fields by name, as the register-map tests compare them."""

from __future__ import annotations

from hwcc.extract.regmap import extract_register_map
from hwcc.model.device import Device, Register
from hwcc.types import ParseResult


def device_of(markdown: str) -> Device | None:
    """The device ``markdown`` (a toy datasheet of chip TOY1) defines, or None."""
    result = ParseResult("toy", "Toy datasheet", "datasheet", markdown, "TOY1")
    return extract_register_map(result).device


def registers(device: Device | None, bank: int = 0) -> dict[int, Register]:
    """Address -> register of the device's ``bank``-th peripheral (the device must exist)."""
    assert device is not None
    return {r.address_offset: r for r in device.peripherals[bank].registers}


def fields(reg: Register) -> dict[str, tuple[int, int]]:
    """Field name -> (msb, lsb)."""
    return {f.name: (f.msb, f.lsb) for f in reg.fields}


def bit_cells(top: int, label: str = "Bit ", low: int = 0) -> str:
    """The cells of bit columns ``top`` down to ``low`` joined as a pipe-table row's
    inside: ``Bit 7 | Bit 6 | ... | Bit 0`` (``label`` "D" gives ``D7``, "" the numbers)."""
    return " | ".join(f"{label}{b}" for b in range(top, low - 1, -1))
