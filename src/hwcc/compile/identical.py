"""Peripheral files of identical peripherals (plan/context-output.md "Identical
peripherals").

A peripheral whose registers and clusters equal, in every attribute, those of another
of its device (:func:`hwcc.model.groups.identical_peripherals`: only names, base
addresses, interrupts and descriptions differ; RP2040 UART1 = UART0) gets a short file:
its header and bullets, its register table (names, offsets, this instance's absolute
addresses, access, resets) and a pointer to the first one's file for the field tables.
The first in natural name order keeps the full file. A short file is written only when
it saves at least :data:`MIN_SAVING` bytes: below that, opening a second file costs an
assistant more than reading the copy.
"""

from __future__ import annotations

from collections.abc import Sequence

from hwcc.model.bringup import BringupBit
from hwcc.model.device import Device, Peripheral
from hwcc.model.groups import identical_peripherals
from hwcc.model.render import render_peripheral

MIN_SAVING = 2048  # bytes, ~500 cl100k tokens


def same_as_files(device: Device, files: Sequence[str]) -> dict[int, tuple[str, str]]:
    """Peripheral number -> (name, file name) of the peripheral whose registers it
    repeats, for every peripheral but the first of each identical group. ``files`` are
    the file names of ``device``'s peripherals, in order. Peripherals sharing a name
    (seen, though not allowed) are left full."""
    same = identical_peripherals(device)
    if not same:
        return {}
    numbers: dict[str, list[int]] = {}
    for number, peripheral in enumerate(device.peripherals):
        numbers.setdefault(peripheral.name, []).append(number)
    out: dict[int, tuple[str, str]] = {}
    for number, peripheral in enumerate(device.peripherals):
        first = same.get(peripheral.name)
        if first is None or first == peripheral.name:
            continue
        if len(numbers[first]) != 1 or len(numbers[peripheral.name]) != 1:
            continue
        out[number] = (first, files[numbers[first][0]])
    return out


def peripheral_file_text(
    device: Device,
    peripheral: Peripheral,
    source: str,
    same_as: tuple[str, str] | None,
    *,
    bringup: Sequence[BringupBit] = (),
) -> str:
    """The peripheral file's Markdown (with its ``bringup`` bits): short when
    ``same_as`` is given and the short form saves at least :data:`MIN_SAVING` bytes,
    else full."""
    full = render_peripheral(device, peripheral, source=source, bringup=bringup)
    if same_as is None:
        return full
    short = render_peripheral(device, peripheral, source=source, same_as=same_as, bringup=bringup)
    if len(full.encode()) - len(short.encode()) >= MIN_SAVING:
        return short
    return full
