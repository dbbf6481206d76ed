"""Where a manual's register tables and the SVD disagree, the peripheral file shows both.

Contract: :func:`disagreements` matches the registers read from documents about the
project's chip (their addresses are absolute) with the SVD's registers at the same
absolute address, and reports, per SVD peripheral, every reset value and every field
bit range (fields matched by name, a ``[15:8]`` slice suffix set aside) on which they
differ, with the document, page and both values. Values a document leaves open
(``0x0000xx83`` was not read) are not compared. Vendor SVDs contain mistakes, and so do
manuals: both values are shown, neither is chosen.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from hwcc.model.device import Device, Register, partial_mask
from hwcc.model.render import fmt_bits, fmt_register_reset
from hwcc.state.manifest import DocumentEntry


@dataclass(frozen=True, slots=True)
class Disagreement:
    """One fact on which a document and the SVD differ."""

    register: str
    what: str  # "reset value" or "field NAME"
    svd: str
    document: str
    doc_id: str
    page: int | None


def disagreements(
    svd_devices: Sequence[Device], documents: Sequence[tuple[DocumentEntry, Device]]
) -> dict[str, list[Disagreement]]:
    """SVD peripheral name -> the facts documents state otherwise (module contract)."""
    at: dict[int, tuple[str, Register]] = {}
    for device in svd_devices:
        for peripheral in device.peripherals:
            for reg in peripheral.registers:
                at.setdefault(peripheral.base_address + reg.address_offset, (peripheral.name, reg))
    out: dict[str, list[Disagreement]] = {}
    for entry, device in documents:
        for peripheral in device.peripherals:
            for reg in peripheral.registers:
                hit = at.get(peripheral.base_address + reg.address_offset)
                if hit is None:
                    continue
                name, svd_reg = hit
                found = _compare(svd_reg, reg, entry.doc_id)
                if found:
                    out.setdefault(name, []).extend(found)
    return out


def _defined(reg: Register) -> int:
    """The bits ``reg``'s reset value states (its reset mask; all when it has none)."""
    stated = partial_mask(reg.reset_mask, reg.size)
    return (1 << reg.size) - 1 if stated is None else stated


def _compare(svd: Register, doc: Register, doc_id: str) -> list[Disagreement]:
    found = []
    both = _defined(svd) & _defined(doc)  # the bits both state
    if (
        doc.reset_value is not None
        and svd.reset_value is not None
        and doc.reset_value & both != svd.reset_value & both
    ):
        found.append(
            Disagreement(
                svd.name,
                "reset value",
                fmt_register_reset(svd.reset_value, svd.size, svd.reset_mask),
                fmt_register_reset(doc.reset_value, svd.size, doc.reset_mask),
                doc_id,
                doc.page,
            )
        )
    svd_fields = {f.name.upper(): f for f in svd.fields}
    for field in doc.fields:
        other = svd_fields.get(re.sub(r"\[\d+:\d+\]$", "", field.name).upper())
        if other is not None and (other.msb, other.lsb) != (field.msb, field.lsb):
            found.append(
                Disagreement(
                    svd.name,
                    f"field {other.name}",
                    fmt_bits(other.lsb, other.msb),
                    fmt_bits(field.lsb, field.msb),
                    doc_id,
                    doc.page,
                )
            )
    return found


def disagreements_section(found: Sequence[Disagreement]) -> str:
    """The "The documents disagree" section of a peripheral file ("" for none)."""
    if not found:
        return ""
    lines = [
        "## The documents disagree",
        "",
        "The SVD and a manual state these facts differently; check which is right "
        "before relying on either.",
        "",
    ]
    for d in found:
        where = d.doc_id + (f" p. {d.page}" if d.page is not None else "")
        lines.append(f"- {d.register} {d.what}: SVD `{d.svd}`; {where}: `{d.document}`")
    return "\n".join(lines) + "\n"
