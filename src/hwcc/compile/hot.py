"""``hot.md``: the always-loaded summary, rendered within a token budget.

Contract of :func:`render_hot`: returns Markdown whose cl100k token count is at most
``budget`` whenever the fixed parts (title, target hardware, pins, conventions, pointers)
fit; optional sections are reduced least-important first (interrupt list, then document
list, then memory-map descriptions, then the memory-map table) and every reduction is named
in a closing "Left out" line. Same inputs give the same bytes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from hwcc.compile.peripheral import cpu_facts
from hwcc.compile.templates import render
from hwcc.config import Config
from hwcc.layout import group_peripherals
from hwcc.manifest import DocumentEntry
from hwcc.tokens import count_tokens
from hwcc.types import Device


def cell(text: str) -> str:
    """Text made safe for one Markdown table cell (one line, pipes escaped, never empty)."""
    flat = " ".join(text.replace("\\n", " ").split())
    return flat.replace("|", "\\|") or "—"


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
    name: str
    groups: tuple[GroupView, ...]
    compact_map: str
    interrupts: tuple[tuple[int, str], ...]
    interrupt_list: str
    max_irq: int


@dataclass(frozen=True, slots=True)
class DocView:
    doc_id: str
    doc_type: str
    chip: str
    title: str


def _first_sentence(text: str, limit: int = 90) -> str:
    flat = " ".join(text.split())
    for stop in (". ", "; "):
        if stop in flat:
            flat = flat.split(stop, 1)[0]
    return flat if len(flat) <= limit else flat[: limit - 1].rstrip() + "…"


def device_view(device: Device) -> DeviceView:
    groups = []
    compact: list[str] = []
    for group in group_peripherals(device):
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
        compact.extend(f"{p.name}@{hex32(p.base_address)}" for p in group.members)
    irqs: dict[int, str] = {}
    for peripheral in device.peripherals:
        for irq in peripheral.interrupts:
            irqs.setdefault(irq.value, irq.name)
    interrupts = tuple(sorted(irqs.items()))
    return DeviceView(
        name=device.name,
        groups=tuple(groups),
        compact_map=", ".join(compact),
        interrupts=interrupts,
        interrupt_list=" · ".join(f"{num} {name}" for num, name in interrupts),
        max_irq=max((num for num, _ in interrupts), default=0),
    )


def _hardware_lines(config: Config, devices: Sequence[Device]) -> list[tuple[str, str]]:
    hw = config.hardware
    lines: list[tuple[str, str]] = []
    chip = hw.chip or (devices[0].name if devices else "")
    if chip:
        lines.append(("Chip", chip))
    if hw.vendor or (devices and devices[0].vendor):
        lines.append(("Vendor", hw.vendor or devices[0].vendor))
    for device in devices:
        if device.cpu is None or not device.cpu.name:
            continue
        label = "CPU" if len(devices) == 1 else f"CPU ({device.name})"
        lines.append((label, ", ".join(cpu_facts(device.cpu))))
    if hw.board:
        lines.append(("Board", hw.board))
    if hw.clock_hz:
        lines.append(("System clock", f"{hw.clock_hz:,} Hz"))
    if hw.notes:
        lines.append(("Notes", hw.notes))
    return lines


def _software_lines(config: Config) -> list[tuple[str, str]]:
    sw = config.software
    pairs = [
        ("Language", sw.language),
        ("HAL / SDK", sw.hal),
        ("RTOS", sw.rtos),
        ("Toolchain", sw.toolchain),
        ("Build system", sw.build_system),
    ]
    return [(label, value) for label, value in pairs if value]


# (section, level to set, what the "Left out" line says), least important first.
_REDUCTIONS: tuple[tuple[str, int, str], ...] = (
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
) -> str:
    """The hot context as Markdown (see module docstring for the budget contract)."""
    limit = budget if budget is not None else config.output.hot_max_tokens
    chip = config.hardware.chip or (devices[0].name if devices else "")
    title = config.project.name or chip or "this project"
    if config.project.name and chip and chip not in title:
        title = f"{title} ({chip})"
    context = {
        "h": "#" * heading_level,
        "title": title,
        "hardware": _hardware_lines(config, devices),
        "software": _software_lines(config),
        "pins": sorted(config.pins.items()),
        "conventions": sorted(config.conventions.items()),
        "devices": [device_view(d) for d in devices],
        "documents": [DocView(e.doc_id, e.doc_type, e.chip, cell(e.title)) for e in documents],
        "peripheral_dir": peripheral_dir,
        "example_peripheral": example_peripheral,
    }
    detail = {"memory_map": 3, "interrupts": 2, "documents": 2}
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
