"""``hot.md``: the always-loaded summary, rendered within a token budget.

Contract of :func:`render_hot`: returns Markdown whose cl100k token count is at most
``budget`` whenever the fixed parts (title, target hardware, pins, conventions, pointers)
fit; optional sections are reduced least-important first (clock and reset bits, then the
interrupt list, then document list, then memory-map descriptions, then the memory-map
table) and every reduction is named
in a closing "Left out" line. Same inputs give the same bytes.

Every string taken from a document (SVD device, peripheral, group, interrupt and CPU
names, descriptions, document ids, types, chips and titles) or from the config (project
name, hardware, software, pins, conventions) is put on one line by the shared normaliser
(:func:`hwcc.model.render.flat`, which also makes HTML comment delimiters inert so
none can hide the rest of a rendered file; table cells by
:func:`hwcc.model.render.cell`), so no input can start a line of its own in hot.md,
e.g. a line hwcc would read as one of its markers in CLAUDE.md. :func:`over_budget` says
when the parts that are never left out exceed the budget on their own.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from hwcc.compile.templates import render
from hwcc.config import Config
from hwcc.model.bringup import CLOCK, RESET, bringup_bits
from hwcc.model.device import Device
from hwcc.model.groups import group_peripherals
from hwcc.model.render import cell, cpu_facts, flat, page_note
from hwcc.state.manifest import DocumentEntry
from hwcc.util.tokens import count_tokens


def hex32(value: int) -> str:
    return f"0x{value:08X}"


@dataclass(frozen=True, slots=True)
class GroupView:
    label: str
    bases: str
    group: str
    description: str


@dataclass(frozen=True, slots=True)
class DeviceView:
    """One device's memory map and interrupts as template values (one-line strings)."""

    name: str
    groups: tuple[GroupView, ...]
    compact_map: str
    interrupts: tuple[tuple[int, str], ...]
    interrupt_list: str
    max_irq: int
    bringup: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class ExternalView:
    """A register map read from a document (an external IC, or a bank of one): its name,
    register count, context file, source document and the first sentence stating its
    bus address (one line with its page, "" when the document states none)."""

    name: str
    registers: int
    file: str
    doc_id: str
    bus_address: str = ""


@dataclass(frozen=True, slots=True)
class ErrataView:
    """One errata document: its item count, how many items reach peripheral files, and
    whether it is about the project's chip."""

    doc_id: str
    items: int
    merged: int
    applies: bool
    chip: str


@dataclass(frozen=True, slots=True)
class DocView:
    """One document-table row: every field a table cell (one line, ``|`` escaped)."""

    doc_id: str
    doc_type: str
    chip: str
    title: str


def _first_sentence(text: str, limit: int = 90) -> str:
    sentence = flat(text)
    for stop in (". ", "; "):
        if stop in sentence:
            sentence = sentence.split(stop, 1)[0]
    return sentence if len(sentence) <= limit else sentence[: limit - 1].rstrip() + "…"


def bus_line(device: Device) -> str:
    """The first sentence of ``device``'s datasheet stating its bus address, quoted on one
    line with its page ("" when none)."""
    if not device.bus_addresses:
        return ""
    first = device.bus_addresses[0]
    return f"“{flat(first.text)}”{page_note(first.page)}"


def device_view(device: Device) -> DeviceView:
    """The memory map and interrupts of ``device`` as template values, every name and
    description on one line (table fields also pipe-escaped)."""
    groups = []
    compact: list[str] = []
    grouped = group_peripherals(device)
    for group in grouped:
        names = group.names
        label = ", ".join(names) + (" — same layout" if len(names) > 1 else "")
        bases = ", ".join(hex32(p.base_address) for p in group.members)
        groups.append(
            GroupView(
                label=cell(label),
                bases=bases,
                group=cell(group.group_name),
                description=cell(_first_sentence(group.description)),
            )
        )
        compact.extend(f"{flat(p.name)}@{hex32(p.base_address)}" for p in group.members)
    irqs: dict[int, str] = {}
    for peripheral in device.peripherals:
        for irq in peripheral.interrupts:
            irqs.setdefault(irq.value, flat(irq.name))
    interrupts = tuple(sorted(irqs.items()))
    bits = bringup_bits(device)
    bringup: list[str] = []
    for group in grouped:
        parts = []
        for p in group.members:
            writes = [
                f"{'clock' if b.kind == CLOCK else 'reset'} "
                f"{flat(b.controller)}.{flat(b.register)}.{flat(b.field)}[{b.lsb}]"
                for b in bits.get(p.name, ())
                if b.kind in (CLOCK, RESET)
            ]
            if writes:
                parts.append(f"{flat(p.name)}: {', '.join(writes)}")
        if parts:
            bringup.append(" · ".join(parts))
    return DeviceView(
        name=flat(device.name),
        groups=tuple(groups),
        compact_map=", ".join(compact),
        interrupts=interrupts,
        interrupt_list=" · ".join(f"{num} {name}" for num, name in interrupts),
        max_irq=max((num for num, _ in interrupts), default=0),
        bringup=tuple(bringup),
    )


def _chip(config: Config, devices: Sequence[Device]) -> str:
    """The configured chip, else the first device's name; one line, "" when neither."""
    return flat(config.hardware.chip or (devices[0].name if devices else ""))


def _pairs(pairs: Sequence[tuple[str, str]]) -> list[tuple[str, str]]:
    """``(label, value)`` pairs with a non-empty one-line value, both flattened."""
    flattened = [(flat(label), flat(value)) for label, value in pairs]
    return [(label, value) for label, value in flattened if value]


def _hardware_lines(config: Config, devices: Sequence[Device]) -> list[tuple[str, str]]:
    """Items of the "Target hardware" list as one-line ``(label, value)`` pairs."""
    hw = config.hardware
    lines: list[tuple[str, str]] = [("Chip", _chip(config, devices))]
    lines.append(("Vendor", hw.vendor or (devices[0].vendor if devices else "")))
    for device in devices:
        if device.cpu is None or not device.cpu.name:
            continue
        label = "CPU" if len(devices) == 1 else f"CPU ({device.name})"
        lines.append((label, ", ".join(cpu_facts(device.cpu))))
    lines.append(("Board", hw.board))
    if hw.clock_hz:
        lines.append(("System clock", f"{hw.clock_hz:,} Hz"))
    lines.append(("Notes", hw.notes))
    return _pairs(lines)


def _software_lines(config: Config) -> list[tuple[str, str]]:
    """Items of the "Software" list as one-line ``(label, value)`` pairs."""
    sw = config.software
    return _pairs(
        [
            ("Language", sw.language),
            ("HAL / SDK", sw.hal),
            ("RTOS", sw.rtos),
            ("Toolchain", sw.toolchain),
            ("Build system", sw.build_system),
        ]
    )


def _named_values(items: dict[str, str]) -> list[tuple[str, str]]:
    """Config ``[pins]``/``[conventions]`` entries, each name and value on one line, sorted
    by the flattened name (then value) so the order does not depend on whitespace."""
    return sorted((flat(name), flat(value)) for name, value in items.items())


# (section, level to set, what the "Left out" line says), least important first.
_REDUCTIONS: tuple[tuple[str, int, str], ...] = (
    ("bringup", 0, "clock and reset bits (see each peripheral file's Bring-up section)"),
    ("interrupts", 1, "interrupt list (see each peripheral file)"),
    ("documents", 1, "document table"),
    ("memory_map", 2, "peripheral descriptions in the memory map"),
    ("memory_map", 1, "memory-map table (compact list kept)"),
    ("interrupts", 0, "interrupt summary"),
    ("documents", 0, "document list (see `hwcc status`)"),
    ("memory_map", 0, "memory map (see the peripheral files)"),
)


def render_hot(
    config: Config,
    devices: Sequence[Device],
    documents: Sequence[DocumentEntry],
    *,
    heading_level: int = 1,
    peripheral_dir: str = ".hwcc/context/peripherals",
    example_peripheral: str = "",
    budget: int | None = None,
    external: Sequence[ExternalView] = (),
    errata: Sequence[ErrataView] = (),
) -> str:
    """The hot context as Markdown (see module docstring for the budget contract)."""
    limit = budget if budget is not None else config.output.hot_max_tokens
    chip = _chip(config, devices)
    project = flat(config.project.name)
    title = project or chip or "this project"
    if project and chip and chip not in title:
        title = f"{title} ({chip})"
    views = [device_view(d) for d in devices]
    context = {
        "h": "#" * heading_level,
        "title": title,
        "hardware": _hardware_lines(config, devices),
        "software": _software_lines(config),
        "pins": _named_values(config.pins),
        "conventions": _named_values(config.conventions),
        "devices": views,
        "documents": [
            DocView(cell(e.doc_id), cell(e.doc_type), cell(e.chip), cell(e.title))
            for e in documents
        ],
        "peripheral_dir": peripheral_dir,
        "mcp": bool(config.output.mcp),
        "example_peripheral": flat(example_peripheral),
        "external": list(external),
        "errata": list(errata),
    }
    # a section that is absent is never "left out"
    bringup = 1 if any(view.bringup for view in views) else 0
    detail = {"memory_map": 3, "interrupts": 2, "documents": 2, "bringup": bringup}
    omitted: list[str] = []
    text = render("hot.md.j2", detail=detail, omitted=omitted, **context)
    for section, level, label in _REDUCTIONS:
        if count_tokens(text) <= limit:
            break
        if detail[section] <= level:
            continue
        detail[section] = level
        omitted.append(label)
        text = render("hot.md.j2", detail=detail, omitted=omitted, **context)
    return text


def over_budget(text: str, budget: int) -> str | None:
    """A one-line warning when ``text`` (a rendered hot.md) is over ``budget`` tokens,
    which happens only when the parts that are never left out exceed it; else None."""
    tokens = count_tokens(text)
    if tokens <= budget:
        return None
    return (
        f"hot.md is {tokens} tokens, over [output] hot_max_tokens = {budget} even "
        "with every optional section left out (the title, target hardware, pins, "
        "conventions and file pointers always stay); shorten those or raise the budget"
    )
