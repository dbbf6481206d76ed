"""Grouping peripherals that share a register layout (``USART1, USART2 — same layout``).

Used by the hot context (memory map) and by indexing (same-layout texts embedded once).

Two peripherals have the same layout when their register names, offsets, sizes and field
bit ranges are identical. Members are in natural name order (``UART2`` before ``UART10``);
groups are ordered by their lowest base address.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass

from hwcc.model.device import Device, Peripheral


@dataclass(frozen=True, slots=True)
class PeripheralGroup:
    members: tuple[Peripheral, ...]
    group_name: str
    description: str

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(p.name for p in self.members)


def natural_key(name: str) -> tuple[tuple[int, int | str], ...]:
    """Sort key that orders embedded numbers numerically."""
    return tuple(
        (0, int(part)) if part.isdigit() else (1, part) for part in re.split(r"(\d+)", name)
    )


def layout_signature(peripheral: Peripheral) -> str:
    """Hash of the register layout (names, offsets, sizes, field ranges); "" if empty."""
    if not peripheral.registers:
        return ""
    digest = hashlib.sha256()
    for reg in peripheral.registers:
        digest.update(f"{reg.name}@{reg.address_offset}:{reg.size};".encode())
        for fld in reg.fields:
            digest.update(f"{fld.name}[{fld.msb}:{fld.lsb}],".encode())
    return digest.hexdigest()


def group_peripherals(device: Device) -> tuple[PeripheralGroup, ...]:
    """Peripherals grouped by identical layout, ordered by lowest base address."""
    buckets: dict[str, list[Peripheral]] = {}
    singles: list[list[Peripheral]] = []
    for peripheral in device.peripherals:
        signature = layout_signature(peripheral)
        if not signature:
            singles.append([peripheral])
            continue
        buckets.setdefault(signature, []).append(peripheral)
    groups = []
    for members in [*buckets.values(), *singles]:
        ordered = tuple(sorted(members, key=lambda p: natural_key(p.name)))
        first = ordered[0]
        group_name = first.group_name or ""
        description = next((p.description for p in ordered if p.description), "")
        groups.append(PeripheralGroup(ordered, group_name, description))
    return tuple(sorted(groups, key=lambda g: (min(p.base_address for p in g.members), g.names)))


def identical_peripherals(device: Device) -> dict[str, str]:
    """Peripheral name -> the first (natural order) of the peripherals whose registers and
    clusters are equal in every attribute (names, offsets, sizes, access, reset values,
    descriptions, fields, enumerated values) — only addresses and names differ. Only
    members of such groups of two or more appear. Stricter than :func:`group_peripherals`
    (which ignores reset values, access and descriptions): what search folds into one hit
    must read the same for every member."""
    buckets: dict[tuple[object, ...], list[str]] = {}
    for peripheral in device.peripherals:
        if peripheral.registers:
            buckets.setdefault((peripheral.registers, peripheral.clusters), []).append(
                peripheral.name
            )
    out: dict[str, str] = {}
    for names in buckets.values():
        if len(names) > 1:
            first = min(names, key=natural_key)
            out.update(dict.fromkeys(names, first))
    return out


def peripheral_kind(name: str) -> str:
    """The kind an instance name stands for: ``I2C1`` -> ``I2C``, ``GPIOA`` -> ``GPIO``,
    ``USART`` -> ``USART`` (documents write about kinds; SVDs name instances)."""
    if re.fullmatch(r"GPIO[A-Z]", name):
        return "GPIO"
    return re.sub(r"\d+$", "", name)
