"""Deterministic Markdown for one peripheral of a register model, and a device overview.

Output of :func:`render_peripheral` (``H`` = ``#`` repeated ``heading_level`` times):

* ``H <NAME>``, the description, a bullet list (base address, size, group, derived from,
  interrupts, source document, the vendor's register-name prefix/suffix, "registers as
  in" for a short file);
* ``H# Bring-up`` when bring-up bits are passed (:mod:`hwcc.model.bringup`): ``| What |
  Register | Field | Address | Bits | Write |``, one row per bit elsewhere in the device
  (clock enable, reset, sleep-mode clock, generic clock channel, pin function, DMA
  request);
* ``H# Registers``: a table ``| Register | Offset | Address | Size | Access | Reset |
  Description |`` with every register in model order;
* per register ``H# <REGNAME>``: one line (address, offset, size, reset, access, write
  semantics, description), then ``| Bits | Field | Access | Reset | Description |`` with
  fields by msb descending; enumerated values, write/read side effects and write
  constraints follow the field description. A short file (``same_as``) has a pointer
  line instead of these sections.

A register is titled by its vendor name with the short name alongside (``ADC0_OFS
(OFS)``) and its access is the resolved one (:mod:`hwcc.model.display`).

Formats: addresses ``0x`` + at least 8 upper-case hex digits, offsets at least 3
(``0x01C``), register reset values zero-padded to the register size (with their reset
mask when it leaves bits undefined: ``0x0008 (mask 0x00FF)``), field bits ``[m:l]``
or ``[l]``, field reset values binary (``0b0101``) up to 4 bits and hex beyond,
enumerated values binary up to 8 bits and hex zero-padded to the field width beyond.
Cells are one line, ``|`` is escaped and an empty cell is ``—``. Same model in, same
bytes out.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from hwcc.model.bringup import RESET, BringupBit
from hwcc.model.device import (
    Cpu,
    Device,
    EnumeratedValue,
    EnumeratedValues,
    Field,
    Peripheral,
    Register,
    partial_mask,
)
from hwcc.model.display import access_text, full_name, has_vendor_names
from hwcc.util.text import flatten, inert_comments

EMPTY = "—"
_K = TypeVar("_K")

WRITE_EFFECTS = {
    "oneToClear": "write 1 to clear",
    "oneToSet": "write 1 to set",
    "oneToToggle": "write 1 to toggle",
    "zeroToClear": "write 0 to clear",
    "zeroToSet": "write 0 to set",
    "zeroToToggle": "write 0 to toggle",
    "clear": "any write clears",
    "set": "any write sets",
    "modify": "",
}
READ_EFFECTS = {
    "clear": "cleared on read",
    "set": "set on read",
    "modify": "modified on read",
    "modifyExternal": "read has side effects",
}


# -- formatting helpers (public: tests and other renderers use the same formats) --------------


def flat(text: str) -> str:
    """``text`` on one line (:func:`hwcc.util.text.flatten`) with HTML comment delimiters
    inert (:func:`hwcc.util.text.inert_comments`): every string from a document or the
    config that compile writes goes through here (peripheral files, hot.md, target
    files), so none can hide the rest of a rendered file."""
    return inert_comments(flatten(text))


def cell(text: str | None) -> str:
    """``text`` as one Markdown table cell: one line with HTML comment delimiters inert
    (:func:`flat`), ``|`` escaped, never empty."""
    if not text:
        return EMPTY
    out = _CELLS.get(text)
    if out is None:
        out = flat(text)
        out = out.replace("|", "\\|") if "|" in out else out or EMPTY
        _remember(_CELLS, text, out)
    return out


# Memo tables of pure functions of their (hashable, immutable) key; bounded by clearing.
_CELLS: dict[str, str] = {}
_SENTENCE_CELLS: dict[str, str] = {}
_FIELD_RESETS: dict[tuple[int, int], str] = {}
_MEMO_LIMIT = 1 << 16


def _remember(memo: dict[_K, str], key: _K, value: str) -> None:
    if len(memo) >= _MEMO_LIMIT:
        memo.clear()
    memo[key] = value


def fmt_address(value: int) -> str:
    """``0x40013000``: at least 8 upper-case hex digits."""
    return f"0x{value:08X}"


def fmt_offset(value: int) -> str:
    """``0x01C``: at least 3 upper-case hex digits."""
    return f"0x{value:03X}"


def fmt_register_reset(value: int | None, size: int, mask: int | None = None) -> str:
    """Register reset value as hex zero-padded to ``size`` bits, ``—`` when unknown;
    ``0x0008 (mask 0x00FF)`` when ``mask`` leaves some of the bits undefined at reset
    (only the bits set in the mask are stated)."""
    if value is None:
        return EMPTY
    digits = max(1, (size + 3) // 4)
    stated = partial_mask(mask, size)
    if stated is not None:
        return f"0x{value:0{digits}X} (mask 0x{stated:0{digits}X})"
    return f"0x{value:0{digits}X}"


def fmt_field_reset(value: int | None, width: int) -> str:
    """Field reset value: binary (``0b01``) up to 4 bits wide, hex beyond, ``—`` unknown."""
    if value is None:
        return EMPTY
    if width <= 4:
        return f"0b{value:0{width}b}"
    return f"0x{value:0{(width + 3) // 4}X}"


def fmt_bits(lsb: int, msb: int) -> str:
    """``[m:l]``, or ``[l]`` for a one-bit field."""
    return f"[{lsb}]" if msb == lsb else f"[{msb}:{lsb}]"


def fmt_enum_value(value: int | None, dont_care: int, width: int, is_default: bool) -> str:
    """An enumerated value: binary (``0b011``, ``0b1x0``) up to 8 bits or with don't-care
    bits, hex beyond, zero-padded to the field's width as vendors print it (``0x00012340``
    for a 32-bit field); ``default`` for the catch-all value."""
    if is_default or value is None:
        return "default"
    if width <= 8 or dont_care:
        bits = max(width, value.bit_length(), dont_care.bit_length())
        if not dont_care and value >= 0:
            return f"0b{value:0{bits}b}"
        text = "".join(
            "x" if dont_care >> i & 1 else str(value >> i & 1) for i in range(bits - 1, -1, -1)
        )
        return f"0b{text}"
    return f"0x{value:0{(width + 3) // 4}X}"


def describe_enums(field: Field) -> str:
    """``0b00 = OFF: disabled; 0b01 = ON`` for every enumerated value of ``field``;
    a set with ``read``/``write`` usage is prefixed ``read:``/``write:``."""
    pieces: list[str] = []
    width = field.width
    several = len(field.enumerated_values) > 1
    for enums in field.enumerated_values:
        if not enums.values:
            continue
        text = _enum_set_text(enums, width)
        if several and enums.usage in ("read", "write"):
            text = f"{enums.usage}: {text}"
        pieces.append(text)
    return "; ".join(pieces)


# ``_enum_set_text`` by (identity of the immutable set, field width): fields of a ``dim``
# array and derived registers share their EnumeratedValues objects. Each entry holds the
# set itself, so its id cannot be reused while the entry exists.
_ENUM_TEXTS: dict[tuple[int, int], tuple[EnumeratedValues, str]] = {}


def _enum_set_text(enums: EnumeratedValues, width: int) -> str:
    """``0b00 = OFF: disabled; 0b01 = ON`` for the values of one set (non-empty)."""
    key = (id(enums), width)
    entry = _ENUM_TEXTS.get(key)
    if entry is not None and entry[0] is enums:
        return entry[1]
    text = "; ".join([_enum_item(ev, width) for ev in enums.values])
    if len(_ENUM_TEXTS) >= _MEMO_LIMIT:
        _ENUM_TEXTS.clear()
    _ENUM_TEXTS[key] = (enums, text)
    return text


def _enum_item(ev: EnumeratedValue, width: int) -> str:
    value = fmt_enum_value(ev.value, ev.dont_care_mask, width, ev.is_default)
    text = f"{value} = {ev.name}" if ev.name else value
    if ev.description and ev.description != ev.name:
        text += f": {ev.description}"
    return text


def _effects(mwv: str | None, read_action: str | None, constraint: str | None) -> list[str]:
    notes: list[str] = []
    if mwv:
        effect = WRITE_EFFECTS.get(mwv, f"write: {mwv}")
        if effect:
            notes.append(effect)
    if read_action:
        notes.append(READ_EFFECTS.get(read_action, f"read: {read_action}"))
    if constraint:
        notes.append(f"write constraint: {constraint}")
    return notes


def field_description(field: Field) -> str:
    """The description cell text of ``field`` (before escaping): description, then
    ``Values: ...``, then write/read effects and write constraint, as sentences."""
    parts: list[str] = []
    if field.description:
        parts.append(_sentence(field.description))
    enums = describe_enums(field)
    if enums:
        parts.append(f"Values: {enums}.")
    parts.extend(
        _sentence(note.capitalize())
        for note in _effects(field.modified_write_values, field.read_action, field.write_constraint)
    )
    return " ".join(parts)


def _sentence(text: str) -> str:
    text = text.strip()
    return text if text.endswith((".", "!", "?", ":")) else text + "."


# -- rendering ----------------------------------------------------------------------------------


def page_note(page: int | None) -> str:
    """`` (p. 12)`` for a page, "" without one."""
    return f" (p. {page})" if page is not None else ""


def _heading(level: int, text: str) -> str:
    return "#" * max(1, min(level, 6)) + " " + text


def render_peripheral(
    device: Device,
    peripheral: Peripheral,
    *,
    heading_level: int = 1,
    source: str = "",
    same_as: tuple[str, str] | None = None,
    bringup: Sequence[BringupBit] = (),
) -> str:
    """Markdown for ``peripheral`` of ``device`` (see module docstring). Self-contained:
    a derived peripheral lists its own materialised registers. ``same_as`` = (name, file)
    of a peripheral whose registers equal these in every attribute: the register table
    stays (this instance's addresses), the per-register sections are replaced by a
    pointer to that file. ``bringup`` (the peripheral's entry of
    :func:`hwcc.model.bringup.bringup_bits`) adds the Bring-up section."""
    lines: list[str] = [_heading(heading_level, peripheral.name), ""]
    if peripheral.description:
        lines += [flat(peripheral.description), ""]
    lines.append(f"- Device: {device.name}")
    for statement in device.bus_addresses:
        lines.append(f"- Bus address{page_note(statement.page)}: {flat(statement.text)}")
    lines.append(f"- Base address: `{fmt_address(peripheral.base_address)}`")
    if peripheral.size:
        lines.append(f"- Size: {fmt_offset(peripheral.size)} bytes")
    if peripheral.group_name:
        lines.append(f"- Group: {peripheral.group_name}")
    if peripheral.derived_from:
        lines.append(f"- Derived from: {peripheral.derived_from}")
    if peripheral.alternate_peripheral:
        lines.append(f"- Alternate peripheral of: {peripheral.alternate_peripheral}")
    if peripheral.interrupts:
        irqs = ", ".join(f"{irq.name} (IRQ {irq.value})" for irq in peripheral.interrupts)
        lines.append(f"- Interrupts: {irqs}")
    if source:
        lines.append(f"- Source: {source}")
    if has_vendor_names(peripheral):
        lines.append(_vendor_names_line(peripheral))
    if same_as is not None:
        lines.append(
            f"- Registers: as in {same_as[0]} (`{same_as[1]}`), at base "
            f"`{fmt_address(peripheral.base_address)}`: same offsets, fields, resets, access"
            " and descriptions"
        )
    lines.append("")
    sub = heading_level + 1
    lines += bringup_section(bringup, sub)
    base = peripheral.base_address
    if peripheral.registers:
        # registers read from a document carry the page they were read on
        paged = any(reg.page is not None for reg in peripheral.registers)
        header = "| Register | Offset | Address | Size | Access | Reset | Description |"
        lines += [
            _heading(sub, "Registers"),
            "",
            header + (" Page |" if paged else ""),
            "|---|---|---|---|---|---|---|" + ("---|" if paged else ""),
        ]
        for reg in peripheral.registers:
            page = f" {reg.page if reg.page is not None else '—'} |" if paged else ""
            lines.append(
                f"| {cell(register_title(peripheral, reg))} | {fmt_offset(reg.address_offset)} "
                f"| {fmt_address(base + reg.address_offset)} | {reg.size} "
                f"| {cell(access_text(reg))} "
                f"| {fmt_register_reset(reg.reset_value, reg.size, reg.reset_mask)} "
                f"| {cell(reg.description)} |{page}"
            )
        lines.append("")
        if same_as is not None:
            lines += [f"Field tables: in `{same_as[1]}` under the same short names.", ""]
        else:
            for reg in peripheral.registers:
                lines += _register_section(peripheral, reg, sub)
    else:
        lines += ["No registers described.", ""]
    return "\n".join(lines)


def register_title(peripheral: Peripheral, reg: Register) -> str:
    """``ADC0_OFS (OFS)``: the vendor's full name with the SVD's short name alongside
    (:func:`hwcc.model.display.full_name`); just the name when they are the same."""
    name = full_name(peripheral, reg)
    return name if name == reg.name else f"{name} ({reg.name})"


def bringup_write(bit: BringupBit) -> str:
    """The Write cell of a bring-up row: ``1``; ``0 (1 = held in reset)`` for a reset
    bit; ``0b00010 = uart0_tx`` for a routing value."""
    if bit.value_name:
        width = bit.msb - bit.lsb + 1
        return f"{fmt_enum_value(bit.value, 0, width, False)} = {bit.value_name}"
    if bit.kind == RESET:
        return f"{bit.value} ({1 - bit.value} = held in reset)"
    return str(bit.value)


def bringup_section(bits: Sequence[BringupBit], level: int) -> list[str]:
    """The ``Bring-up`` section lines (empty when there are no bits)."""
    if not bits:
        return []
    lines = [
        _heading(level, "Bring-up"),
        "",
        "Bits in other peripherals that clock, reset or route this one.",
        "",
        "| What | Register | Field | Address | Bits | Write |",
        "|---|---|---|---|---|---|",
    ]
    for bit in bits:
        lines.append(
            f"| {bit.kind} | {cell(bit.controller + '.' + bit.register)} | {cell(bit.field)} "
            f"| {fmt_address(bit.address)} | {fmt_bits(bit.lsb, bit.msb)} "
            f"| {cell(bringup_write(bit))} |"
        )
    lines.append("")
    return lines


def _vendor_names_line(peripheral: Peripheral) -> str:
    """``- Register names: ADC0_ + name (e.g. ADC0_OFS for OFS)``."""
    pattern = " + ".join(
        part
        for part in (
            f"`{flat(peripheral.prepend_to_name)}`" if peripheral.prepend_to_name else "",
            "name",
            f"`{flat(peripheral.append_to_name)}`" if peripheral.append_to_name else "",
        )
        if part
    )
    example = next((r for r in peripheral.registers if not r.cluster), None)
    line = f"- Register names: {pattern}"
    if example is not None:
        line += f" (e.g. {flat(full_name(peripheral, example))} for {flat(example.name)})"
    if peripheral.clusters:
        line += "; registers in clusters keep their names"
    return line


def render_register(peripheral: Peripheral, reg: Register, *, heading_level: int = 1) -> str:
    """Markdown for one register of ``peripheral``: address, offset, size, reset, access,
    description and its field table (as in a peripheral file)."""
    return "\n".join(_register_section(peripheral, reg, heading_level)).rstrip("\n") + "\n"


def _register_section(peripheral: Peripheral, reg: Register, level: int) -> list[str]:
    base = peripheral.base_address
    facts = [
        f"Address `{fmt_address(base + reg.address_offset)}`",
        f"offset {fmt_offset(reg.address_offset)}",
        f"size {reg.size}",
        f"reset {fmt_register_reset(reg.reset_value, reg.size, reg.reset_mask)}",
        f"access {access_text(reg) or EMPTY}",
    ]
    facts += _effects(reg.modified_write_values, reg.read_action, reg.write_constraint)
    if reg.alternate_register:
        facts.append(f"alternate of {reg.alternate_register}")
    if reg.alternate_group:
        facts.append(f"alternate group {reg.alternate_group}")
    line = ", ".join(facts) + "."
    description = reg.description or reg.display_name
    if description:
        line += " " + flat(description)
    lines = [_heading(level, register_title(peripheral, reg)), "", line, ""]
    if reg.fields:
        lines += [_field_table(reg.fields), ""]
    return lines


# Rendered field tables by identity of the (immutable) ``Register.fields`` tuple. Derived
# peripherals share their base's Register objects, and one model is rendered twice by
# ``hwcc add`` (ParseResult content, then the compiled peripheral files). Each entry holds
# the tuple itself, so its id cannot be reused while the entry exists.
_TABLE_CACHE: dict[int, tuple[tuple[Field, ...], str]] = {}
_TABLE_CACHE_LIMIT = 1 << 14


def _field_table(fields: tuple[Field, ...]) -> str:
    """The ``| Bits | Field | ...`` table of ``fields`` (msb descending), lines joined."""
    entry = _TABLE_CACHE.get(id(fields))
    if entry is not None and entry[0] is fields:
        return entry[1]
    lines = ["| Bits | Field | Access | Reset | Description |", "|---|---|---|---|---|"]
    for field in sorted(fields, key=_msb_first):
        lsb = field.lsb
        msb = field.msb
        bits = f"[{lsb}]" if msb == lsb else f"[{msb}:{lsb}]"
        reset = field.reset_value
        if reset is None:
            reset_text = EMPTY
        else:
            reset_key = (reset, msb - lsb + 1)
            reset_text = _FIELD_RESETS.get(reset_key) or _field_reset(reset_key)
        if (
            field.enumerated_values
            or field.modified_write_values
            or field.read_action
            or field.write_constraint
        ):
            description = cell(field_description(field))
        else:
            # field_description() is just the description as a sentence here.
            text = field.description
            description = (_SENTENCE_CELLS.get(text) or _sentence_cell(text)) if text else EMPTY
        lines.append(
            f"| {bits} | {cell(field.name)} | {cell(field.access)} | {reset_text} | {description} |"
        )
    text = "\n".join(lines)
    if len(_TABLE_CACHE) >= _TABLE_CACHE_LIMIT:
        _TABLE_CACHE.clear()
    _TABLE_CACHE[id(fields)] = (fields, text)
    return text


def _msb_first(field: Field) -> tuple[int, int, str]:
    return (-field.msb, -field.lsb, field.name)


def _field_reset(key: tuple[int, int]) -> str:
    text = fmt_field_reset(*key)
    _remember(_FIELD_RESETS, key, text)
    return text


def _sentence_cell(text: str) -> str:
    out = cell(_sentence(text))
    _remember(_SENTENCE_CELLS, text, out)
    return out


def cpu_facts(cpu: Cpu) -> list[str]:
    """The CPU block as short facts: name, revision, endianness, MPU, FPU, NVIC bits, IRQs."""
    facts = [cpu.name or "unknown"]
    if cpu.revision:
        facts.append(f"revision {cpu.revision}")
    if cpu.endian:
        facts.append(f"{cpu.endian} endian")
    if cpu.mpu_present is not None:
        facts.append("MPU" if cpu.mpu_present else "no MPU")
    if cpu.fpu_present is not None:
        facts.append("FPU" if cpu.fpu_present else "no FPU")
    if cpu.nvic_prio_bits is not None:
        facts.append(f"{cpu.nvic_prio_bits} NVIC priority bits")
    if cpu.num_interrupts is not None:
        facts.append(f"{cpu.num_interrupts} interrupts")
    return facts


def render_device_overview(device: Device) -> str:
    """Markdown overview of ``device``: name, vendor, cpu, and a peripheral table."""
    lines = [_heading(1, f"{device.name} register map"), ""]
    if device.description:
        lines += [flat(device.description), ""]
    if device.vendor:
        lines.append(f"- Vendor: {device.vendor}")
    if device.series:
        lines.append(f"- Series: {device.series}")
    if device.version:
        lines.append(f"- Version: {device.version}")
    if device.cpu is not None:
        lines.append(f"- CPU: {', '.join(cpu_facts(device.cpu))}")
    lines.append(f"- Address unit: {device.address_unit_bits} bits, bus width {device.width} bits")
    lines.append(f"- Peripherals: {len(device.peripherals)}")
    lines += [
        "",
        "| Peripheral | Base address | Group | Registers | Description |",
        "|---|---|---|---|---|",
    ]
    for p in device.peripherals:
        lines.append(
            f"| {cell(p.name)} | {fmt_address(p.base_address)} | {cell(p.group_name)} "
            f"| {len(p.registers)} | {cell(p.description)} |"
        )
    lines.append("")
    return "\n".join(lines)
