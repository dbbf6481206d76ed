"""``show``: one peripheral, device map or register of the project's register models,
by name (case-insensitive, ``NAME`` or ``NAME.REGISTER``), with "did you mean"
suggestions; or every map at once. Reads only.

A register is found by its short name or its vendor name (``ADC0.OFS`` or
``ADC0.ADC0_OFS``, :func:`hwcc.model.display.full_name`); a bare vendor name
(``ADC0_OFS``) that is no peripheral finds the one register so named, and names the
peripherals when several share it (SAM D21 ``PAC_WPCLR`` in PAC0, PAC1, PAC2)."""

from __future__ import annotations

import difflib
from dataclasses import dataclass, replace

from hwcc.errors import UsageError
from hwcc.model.bringup import BringupBit, bringup_bits
from hwcc.model.device import Device, Peripheral, Register, partial_mask
from hwcc.model.display import full_name, has_vendor_names, resolved_access
from hwcc.model.groups import peripheral_kind
from hwcc.ops.compile import devices_of
from hwcc.state.manifest import DocumentEntry, load_manifest
from hwcc.state.paths import ProjectPaths


@dataclass(frozen=True)
class Located:
    """A peripheral (or a device map read from a document) and where it comes from;
    ``register`` is set when one register was asked for. ``origin`` is ``svd`` or
    ``document``."""

    device: Device
    peripheral: Peripheral
    doc_id: str
    source: str
    origin: str
    register: Register | None = None


def all_maps(paths: ProjectPaths) -> list[Located]:
    """Every peripheral of every register model, in manifest order."""
    manifest = load_manifest(paths.manifest)
    return [
        _located(entry, device, peripheral)
        for entry, device in devices_of(paths, manifest)
        for peripheral in device.peripherals
    ]


def _located(entry: DocumentEntry, device: Device, peripheral: Peripheral) -> Located:
    origin = "svd" if entry.kind == "svd" else "document"
    return Located(device, peripheral, entry.doc_id, entry.path, origin)


def show(paths: ProjectPaths, name: str) -> Located:
    """The peripheral ``NAME`` or register ``NAME.REGISTER`` (also ``NAME->REGISTER`` and
    the vendor form ``NAME_REGISTER``; a register named with its peripheral's prefix,
    ``USART_BRR``, is found as ``BRR`` and the other way round); UsageError with the
    closest names when there is none."""
    maps = all_maps(paths)
    if not maps:
        raise UsageError("the project has no register maps yet (add an SVD or a datasheet)")
    wanted, register = _split(name.strip(), {m.peripheral.name.lower() for m in maps})
    found = [m for m in maps if m.peripheral.name.lower() == wanted.lower()]
    if not found:
        if not register:
            by_vendor_name = _by_vendor_name(maps, wanted)
            if by_vendor_name is not None:
                return by_vendor_name
        raise UsageError(
            _unknown("peripheral or device", wanted, [m.peripheral.name for m in maps])
        )
    located = found[0]
    if not register:
        return located
    peripheral = located.peripheral
    regs = peripheral.registers
    match = _register(regs, register, peripheral.name)
    if match is None and has_vendor_names(peripheral):
        wanted_reg = register.lower()
        match = next((r for r in regs if full_name(peripheral, r).lower() == wanted_reg), None)
    if match is None:
        what = f"register of {peripheral.name}"
        names = [r.name for r in regs]
        if has_vendor_names(peripheral):
            names += [full_name(peripheral, r) for r in regs if not r.cluster]
        raise UsageError(_unknown(what, register, names))
    return replace(located, register=match)


def _split(name: str, peripherals: set[str]) -> tuple[str, str]:
    """(peripheral, register) of ``P.R``, ``P->R`` or, when ``P`` is a known peripheral
    and the whole name is not, ``P_R``."""
    for sep in (".", "->"):
        if sep in name:
            wanted, _, register = name.partition(sep)
            return wanted.strip(), register.strip()
    if name.lower() not in peripherals:
        cuts = [i for i, c in enumerate(name) if c == "_"]
        for i in reversed(cuts):  # longest peripheral name first (ADC_COMMON_CCR)
            if name[:i].lower() in peripherals:
                return name[:i], name[i + 1 :]
    return name, ""


def _register(regs: tuple[Register, ...], name: str, peripheral: str) -> Register | None:
    """The register ``name`` (case-insensitive), allowing for a peripheral prefix on
    either side (``USART_BRR`` / ``BRR``)."""
    wanted = name.lower()
    prefixes = {peripheral.lower() + "_", peripheral_kind(peripheral).lower() + "_"}
    forms = {wanted} | {wanted.removeprefix(p) for p in prefixes if wanted.startswith(p)}
    for reg in regs:
        if reg.name.lower() in forms:
            return reg
    for reg in regs:
        _, sep, bare = reg.name.lower().partition("_")
        if sep and bare in forms:
            return reg
    return None


def _by_vendor_name(maps: list[Located], name: str) -> Located | None:
    """The register whose vendor name is ``name`` (case-insensitive) in the one
    peripheral that has it; UsageError naming them when several do; None when none."""
    wanted = name.lower()
    hits = [
        replace(m, register=r)
        for m in maps
        if has_vendor_names(m.peripheral)
        for r in m.peripheral.registers
        if full_name(m.peripheral, r).lower() == wanted
    ]
    if len(hits) > 1:
        places = ", ".join(f"{h.peripheral.name}.{h.register.name}" for h in hits if h.register)
        raise UsageError(f"'{name}' names a register of several peripherals: {places}")
    return hits[0] if hits else None


def _unknown(what: str, name: str, candidates: list[str]) -> str:
    lowered = {c.lower(): c for c in candidates}
    close = difflib.get_close_matches(name.lower(), list(lowered), n=3, cutoff=0.6)
    hint = f"; did you mean {', '.join(lowered[c] for c in close)}?" if close else ""
    return f"no {what} named '{name}'{hint}"


def bringup_of(located: Located) -> tuple[BringupBit, ...]:
    """The located peripheral's bring-up bits (:mod:`hwcc.model.bringup`); () for a map
    read from a document."""
    if located.origin != "svd":
        return ()
    return bringup_bits(located.device).get(located.peripheral.name, ())


def bringup_data(bit: BringupBit) -> dict[str, object]:
    """One bring-up bit as plain data (the ``--json`` form)."""
    return {
        "kind": bit.kind,
        "controller": bit.controller,
        "register": bit.register,
        "field": bit.field,
        "address": bit.address,
        "msb": bit.msb,
        "lsb": bit.lsb,
        "value": bit.value,
        "value_name": bit.value_name,
    }


def register_data(peripheral: Peripheral, reg: Register) -> dict[str, object]:
    """One register as plain data (the ``--json`` form). ``name`` is the SVD's,
    ``full_name`` the vendor's (the same without a prefix); ``access`` is what the SVD
    states, ``resolved_access`` what the files show (``mixed`` when fields differ);
    ``reset_mask`` the bits ``reset`` states when the source leaves some undefined at
    reset (WIZnet's ``0x--08``), else None."""
    resolved = resolved_access(reg)
    return {
        "name": reg.name,
        "full_name": full_name(peripheral, reg),
        "offset": reg.address_offset,
        "address": peripheral.base_address + reg.address_offset,
        "size": reg.size,
        "access": reg.access,
        "resolved_access": resolved,
        "reset": reg.reset_value,
        "reset_mask": partial_mask(reg.reset_mask, reg.size),
        "description": reg.description,
        "page": reg.page,
        "fields": [
            {
                "name": f.name,
                "msb": f.msb,
                "lsb": f.lsb,
                "access": f.access,
                "reset": f.reset_value,
                "description": f.description,
                "enumerated_values": [
                    {"name": v.name, "value": v.value, "description": v.description}
                    for values in f.enumerated_values
                    for v in values.values
                ],
            }
            for f in sorted(reg.fields, key=lambda f: (-f.msb, f.lsb))
        ],
    }


def located_data(located: Located) -> dict[str, object]:
    """A peripheral (or just its asked-for register) as plain data."""
    peripheral = located.peripheral
    base = peripheral.base_address
    data: dict[str, object] = {
        "device": located.device.name,
        "peripheral": peripheral.name,
        "origin": located.origin,
        "doc_id": located.doc_id,
        "source": located.source,
        "base_address": base,
    }
    if located.register is not None:
        data["register"] = register_data(peripheral, located.register)
    else:
        data["description"] = peripheral.description
        data["registers"] = [register_data(peripheral, r) for r in peripheral.registers]
    data["bringup"] = [bringup_data(bit) for bit in bringup_of(located)]
    return data
