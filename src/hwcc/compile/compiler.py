"""Compile: project state (config, manifest, register models) -> context files.

Contract:
- :func:`plan_outputs` is pure with respect to the project: it reads target files the user
  owns (to splice hwcc's block in) but writes nothing. It raises MarkerError for a target
  file with broken markers, before anything is written.
- :func:`apply_plan` writes only files whose bytes change (atomically) and deletes
  peripheral files hwcc generated earlier that are no longer produced. ``.hwcc/context/``
  belongs to hwcc; target files belong to the user except between the markers.
- :func:`stale_files` lists what :func:`apply_plan` would change (for ``--check``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from hwcc.compile import markers
from hwcc.compile.hot import render_hot
from hwcc.compile.templates import render
from hwcc.config import OUTPUT_TARGETS, Config
from hwcc.errors import MarkerError, ProjectError
from hwcc.fsutil import atomic_write_bytes, ensure_within, safe_name
from hwcc.manifest import DocumentEntry, Manifest
from hwcc.project import ProjectPaths
from hwcc.types import Device

TARGET_FILES: dict[str, str] = {
    "claude": "CLAUDE.md",
    "codex": "AGENTS.md",
    "cursor": ".cursor/rules/hardware.mdc",
    "copilot": ".github/copilot-instructions.md",
    "gemini": "GEMINI.md",
}
assert tuple(TARGET_FILES) == OUTPUT_TARGETS


@dataclass(frozen=True, slots=True)
class OutputPlan:
    """Every file compile produces (absolute path -> bytes) and files to delete."""

    writes: tuple[tuple[Path, bytes], ...]
    deletes: tuple[Path, ...]


def load_devices(paths: ProjectPaths, manifest: Manifest) -> list[tuple[DocumentEntry, Device]]:
    """Register models of the manifest's SVD documents, in doc_id order."""
    from hwcc.model_io import load_device

    out = []
    for entry in manifest.documents:
        if not entry.model:
            continue
        model_path = paths.hwcc / entry.model
        try:
            device = load_device(model_path.read_text(encoding="utf-8"))
        except (OSError, ValueError, KeyError, TypeError) as exc:
            raise ProjectError(
                f"{model_path}: register model unreadable ({exc}); re-add {entry.path}"
            ) from None
        out.append((entry, device))
    return out


def peripheral_file_names(devices: Sequence[Device]) -> dict[tuple[int, str], str]:
    """File name (without directory) for each (device index, peripheral name).

    Names are sanitised with :func:`safe_name`; when several devices are compiled, or two
    names collide case-insensitively, the device name is prefixed and a counter added.
    """
    names: dict[tuple[int, str], str] = {}
    taken: set[str] = set()
    multi = len(devices) > 1
    for index, device in enumerate(devices):
        for peripheral in device.peripherals:
            stem = safe_name(peripheral.name)
            if multi:
                stem = f"{safe_name(device.name)}_{stem}"
            candidate, counter = stem, 2
            while candidate.lower() in taken:
                candidate = f"{stem}_{counter}"
                counter += 1
            taken.add(candidate.lower())
            names[(index, peripheral.name)] = candidate + ".md"
    return names


def _demote(markdown: str, levels: int = 1) -> str:
    out = []
    in_fence = False
    for line in markdown.split("\n"):
        if line.startswith(("```", "~~~")):
            in_fence = not in_fence
        if not in_fence and line.startswith("#"):
            line = "#" * levels + line
        out.append(line)
    return "\n".join(out)


def _read_user_file(path: Path, name: str) -> str | None:
    if not path.exists():
        return None
    try:
        return path.read_bytes().decode("utf-8")
    except UnicodeDecodeError:
        raise MarkerError(f"{name}: not UTF-8 text; hwcc will not edit it") from None
    except OSError as exc:
        raise MarkerError(f"{name}: cannot read ({exc.strerror or exc})") from None


def target_text(
    paths: ProjectPaths, target: str, hot_body: str, config: Config, chip: str
) -> tuple[Path, str]:
    """Path and new full text of a target file with hwcc's block spliced in."""
    rel = TARGET_FILES[target]
    path = paths.root / rel
    body = render(
        "target.md.j2", begin=markers.BEGIN, end=markers.END, body=_demote(hot_body).strip()
    )
    existing = _read_user_file(path, rel)
    if existing is None and target == "cursor":
        about = chip or config.project.name or "this project"
        description = f"Hardware context for {about} (register maps, memory map) from hwcc"
        return path, render("cursor.mdc.j2", description=description) + "\n" + body
    return path, markers.splice(existing, body, name=rel)


def plan_outputs(
    paths: ProjectPaths,
    config: Config,
    manifest: Manifest,
    devices: Sequence[tuple[DocumentEntry, Device]],
    *,
    targets: Iterable[str] | None = None,
) -> OutputPlan:
    """All context files for the given state (see module contract)."""
    from hwcc.compile.peripheral import render_peripheral

    device_list = [device for _, device in devices]
    names = peripheral_file_names(device_list)
    writes: list[tuple[Path, bytes]] = []
    for index, (entry, device) in enumerate(devices):
        for peripheral in device.peripherals:
            path = paths.peripherals / names[(index, peripheral.name)]
            ensure_within(paths.hwcc, path)
            text = render_peripheral(device, peripheral, source=entry.path)
            writes.append((path, text.encode("utf-8")))
    example = ""
    if device_list and device_list[0].peripherals:
        example = names[(0, device_list[0].peripherals[0].name)].removesuffix(".md")
    hot = render_hot(
        config,
        device_list,
        manifest.documents,
        example_peripheral=example,
    )
    writes.append((paths.context / "hot.md", hot.encode("utf-8")))
    chip = config.hardware.chip or (device_list[0].name if device_list else "")
    chosen = list(targets) if targets is not None else list(config.output.targets)
    for target in OUTPUT_TARGETS:
        if target in chosen:
            path, text = target_text(paths, target, hot, config, chip)
            writes.append((path, text.encode("utf-8")))
    produced = {path for path, _ in writes}
    deletes: list[Path] = []
    if paths.peripherals.is_dir():
        deletes = sorted(p for p in paths.peripherals.glob("*.md") if p not in produced)
    return OutputPlan(writes=tuple(writes), deletes=tuple(deletes))


def stale_files(plan: OutputPlan) -> list[Path]:
    """Files whose content on disk differs from the plan, plus files to delete."""
    stale = []
    for path, data in plan.writes:
        try:
            if path.read_bytes() == data:
                continue
        except OSError:
            pass
        stale.append(path)
    return stale + list(plan.deletes)


def apply_plan(plan: OutputPlan) -> list[Path]:
    """Write changed files and delete dropped ones; returns the paths touched."""
    touched = stale_files(plan)
    deleting = set(plan.deletes)
    for path, data in plan.writes:
        if path in touched:
            atomic_write_bytes(path, data)
    for path in deleting:
        path.unlink(missing_ok=True)
    return touched
