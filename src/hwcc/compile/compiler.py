"""Compile: project state (config, manifest, register models) -> context files.

Contract:
- :func:`plan_outputs` is pure with respect to the project: it reads target files the user
  owns (to splice hwcc's block in) but writes nothing. It raises MarkerError for a target
  file with broken markers, before anything is written.
- :func:`applying` / :func:`apply_plan` write only files whose bytes change (each
  atomically) and delete peripheral files hwcc generated earlier that are no longer
  produced; all or nothing: if a write fails, or the caller's ``with`` body fails (e.g.
  the manifest commit), every file touched is restored byte for byte and created ones
  are removed, and a write failure is a one-line ProjectError naming the file.
  ``.hwcc/context/`` belongs to hwcc; target files belong to the user except between the
  markers.
- A target file that is a symbolic link is written through (the link stays a link) if
  it points inside the project; one pointing outside is refused (MarkerError). Two
  targets that are the same file (``AGENTS.md -> CLAUDE.md``) are written once.
- ``[output] mcp`` names assistants whose project-level MCP configuration file gets
  hwcc's server entry (merged in, every other byte kept: :mod:`hwcc.outputs.mcpconfig`);
  like the context files they are written by every compile, ``--target`` or not. A
  file that is not plain JSON is refused (MarkerError) before anything is written.
- :func:`stale_files` lists what :func:`apply_plan` would change (for ``--check``).
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from hwcc.compile.conflicts import disagreements, disagreements_section
from hwcc.compile.errata import (
    DocumentErrata,
    affected,
    applies,
    known_errata_section,
    render_errata_file,
)
from hwcc.compile.hot import ErrataView, ExternalView, bus_line, over_budget, render_hot
from hwcc.compile.identical import peripheral_file_text, same_as_files
from hwcc.compile.pointers import Section, pointers_for, pointers_section
from hwcc.compile.templates import render
from hwcc.config import Config
from hwcc.errors import MarkerError, ProjectError
from hwcc.model.bringup import bringup_bits
from hwcc.model.device import Device
from hwcc.model.render import flat
from hwcc.outputs import markers
from hwcc.outputs.mcpconfig import mcp_client, merge_server
from hwcc.outputs.targets import target, target_names
from hwcc.state.fs import atomic_write_bytes, ensure_within, safe_name
from hwcc.state.manifest import DocumentEntry, Manifest
from hwcc.state.paths import ProjectPaths
from hwcc.types import ErratumItem


@dataclass(frozen=True, slots=True)
class OutputPlan:
    """Every file compile produces (absolute path -> bytes) and files to delete;
    ``warnings`` = what the files could not honour (one line each, e.g. a hot.md over its
    token budget)."""

    writes: tuple[tuple[Path, bytes], ...]
    deletes: tuple[Path, ...]
    warnings: tuple[str, ...] = ()


def peripheral_file_names(devices: Sequence[Device]) -> dict[tuple[int, int], str]:
    """File name (without directory) for each (device index, peripheral index): one per
    peripheral, also when an SVD names two peripherals alike.

    Names are sanitised with :func:`safe_name`; when several devices are compiled the
    device name is prefixed; names that collide (case-insensitively) get a counter.
    """
    names: dict[tuple[int, int], str] = {}
    taken: set[str] = set()
    multi = len(devices) > 1
    for index, device in enumerate(devices):
        for number, peripheral in enumerate(device.peripherals):
            stem = safe_name(peripheral.name)
            if multi:
                stem = f"{safe_name(device.name)}_{stem}"
            candidate, counter = stem, 2
            while candidate.lower() in taken:
                candidate = f"{stem}_{counter}"
                counter += 1
            taken.add(candidate.lower())
            names[(index, number)] = candidate + ".md"
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


def _write_path(root: Path, path: Path, name: str) -> Path:
    """Where writing ``path`` must go: the file a symbolic link points to (so the link
    survives), or ``path`` itself; MarkerError when the file, or a directory on the way
    to it (``.github -> /elsewhere``), resolves outside ``root``."""
    try:
        resolved = ensure_within(root, path)
    except ProjectError:
        raise MarkerError(
            f"{name}: resolves through a symbolic link to {path.resolve()}, outside the "
            "project; not written"
        ) from None
    return resolved if path.is_symlink() else path


def target_text(
    paths: ProjectPaths, name: str, hot_body: str, config: Config, chip: str
) -> tuple[Path, str]:
    """Path and new full text of target file ``name`` with hwcc's block spliced in."""
    declared = target(name)
    rel = declared.path
    path = _write_path(paths.root, paths.root / rel, rel)
    body = render(
        declared.template, begin=markers.BEGIN, end=markers.END, body=_demote(hot_body).strip()
    )
    existing = _read_user_file(path, rel)
    if existing is None and declared.front_matter:
        about = flat(chip or config.project.name) or "this project"
        description = f"Hardware context for {about} (register maps, memory map) from hwcc"
        quoted = json.dumps(description, ensure_ascii=False)
        front = render(declared.front_matter, description=quoted)
        return path, front + "\n" + markers.seal(body)
    text = markers.splice(existing, body, name=rel)
    if existing is not None and text != existing and _read_only(path):
        # the atomic write (temp file + rename) would replace it regardless of its mode
        raise MarkerError(f"{rel}: file is read-only; hwcc will not replace it")
    return path, text


def mcp_config_text(paths: ProjectPaths, name: str) -> tuple[Path, str]:
    """Path and new full text of assistant ``name``'s MCP configuration file with hwcc's
    server entry merged in (:func:`hwcc.outputs.mcpconfig.merge_server`); MarkerError,
    before anything is written, for a file hwcc will not edit."""
    client = mcp_client(name)
    rel = client.path
    path = _write_path(paths.root, paths.root / rel, rel)
    existing = _read_user_file(path, rel)
    try:
        text = merge_server(existing, client.servers_key, client.entry_data())
    except ValueError as exc:
        raise MarkerError(f"{rel}: {exc}; hwcc will not edit it") from None
    if existing is not None and text != existing and _read_only(path):
        raise MarkerError(f"{rel}: file is read-only; hwcc will not replace it")
    return path, text


def _read_only(path: Path) -> bool:
    """Whether nobody may write ``path`` by its mode bits (root included: the rename
    that writes it atomically needs only the directory to be writable)."""
    try:
        return not path.stat().st_mode & 0o222
    except OSError:
        return False


def plan_outputs(
    paths: ProjectPaths,
    config: Config,
    manifest: Manifest,
    devices: Sequence[tuple[DocumentEntry, Device]],
    *,
    targets: Iterable[str] | None = None,
    errata: Sequence[tuple[DocumentEntry, tuple[ErratumItem, ...]]] = (),
    outlines: Sequence[tuple[DocumentEntry, Sequence[Section]]] = (),
) -> OutputPlan:
    """All context files for the given state (see module contract). ``errata``: the
    items of each errata document (:mod:`hwcc.compile.errata`); ``outlines``: the
    headings of the manuals and datasheets that peripheral files point into
    (:mod:`hwcc.compile.pointers`; documents about another chip are left out)."""
    chip_devices = [(e, d) for e, d in devices if e.kind == "svd"]
    device_list = [device for _, device in chip_devices]
    project_chip = config.hardware.chip or (device_list[0].name if device_list else "")
    # maps read from documents: other ICs get files of their own; a manual of the
    # project's own chip (whose SVD is the register source) is compared with the SVD
    own_maps: list[tuple[DocumentEntry, Device]] = []
    external: list[tuple[DocumentEntry, Device]] = []
    for entry, device in devices:
        if entry.kind != "svd":
            own = bool(chip_devices and entry.chip and applies(entry.chip, project_chip))
            (own_maps if own else external).append((entry, device))
    chip_names = [p.name for device in device_list for p in device.peripherals]
    documents = [DocumentErrata(e, items, applies(e.chip, project_chip)) for e, items in errata]
    known: dict[str, list[tuple[DocumentEntry, ErratumItem]]] = {}
    merged: dict[str, int] = {}  # doc_id -> items that reach a peripheral file
    for doc in documents:
        if doc.applies:
            for item in doc.items:
                names = affected(item, chip_names)
                merged[doc.entry.doc_id] = merged.get(doc.entry.doc_id, 0) + bool(names)
                for name in names:
                    known.setdefault(name, []).append((doc.entry, item))
    manuals = [(e.doc_id, s) for e, s in outlines if applies(e.chip, project_chip)]
    pointers = pointers_for(chip_names, manuals)
    disagree = disagreements(device_list, own_maps)
    chip_files = peripheral_file_names(device_list)
    external_files = peripheral_file_names([device for _, device in external])
    writes: list[tuple[Path, bytes]] = []
    for folder, group, files in (
        (paths.peripherals, chip_devices, chip_files),
        (paths.devices, external, external_files),
    ):
        for index, (entry, device) in enumerate(group):
            same_as: dict[int, tuple[str, str]] = {}
            bringup = bringup_bits(device) if group is chip_devices else {}
            if group is chip_devices:
                file_names = [files[(index, n)] for n in range(len(device.peripherals))]
                same_as = same_as_files(device, file_names)
            for number, peripheral in enumerate(device.peripherals):
                path = folder / files[(index, number)]
                ensure_within(paths.hwcc, path)
                text = peripheral_file_text(
                    device,
                    peripheral,
                    entry.path,
                    same_as.get(number),
                    bringup=bringup.get(peripheral.name, ()),
                )
                if group is chip_devices:
                    for section in (
                        disagreements_section(disagree.get(peripheral.name, [])),
                        pointers_section(pointers.get(peripheral.name, [])),
                        known_errata_section(known.get(peripheral.name, [])),
                    ):
                        text = text + "\n" + section if section else text
                writes.append((path, text.encode("utf-8")))
    if documents:
        errata_text = render_errata_file(documents, project_chip)
        writes.append((paths.context / "errata.md", errata_text.encode("utf-8")))
    example = ""
    if device_list and device_list[0].peripherals:
        example = chip_files[(0, 0)].removesuffix(".md")
    hot = render_hot(
        config,
        device_list,
        manifest.documents,
        example_peripheral=example,
        external=[
            ExternalView(
                name=flat(peripheral.name),
                registers=len(peripheral.registers),
                file=paths.relative(paths.devices / external_files[(index, number)]),
                doc_id=entry.doc_id,
                bus_address=bus_line(device) if number == 0 else "",
            )
            for index, (entry, device) in enumerate(external)
            for number, peripheral in enumerate(device.peripherals)
        ],
        errata=[
            ErrataView(
                doc_id=doc.entry.doc_id,
                items=len(doc.items),
                merged=merged.get(doc.entry.doc_id, 0),
                applies=doc.applies,
                chip=flat(doc.entry.chip),
            )
            for doc in documents
        ],
    )
    writes.append((paths.context / "hot.md", hot.encode("utf-8")))
    overflow = over_budget(hot, config.output.hot_max_tokens)
    warnings = [overflow] if overflow else []
    chosen = list(targets) if targets is not None else list(config.output.targets)
    targets_written: set[Path] = set()
    for name in target_names():
        if name in chosen:
            path, text = target_text(paths, name, hot, config, project_chip)
            if path not in targets_written:  # two targets linked to one file
                targets_written.add(path)
                writes.append((path, text.encode("utf-8")))
    for name in config.output.mcp:
        path, text = mcp_config_text(paths, name)
        writes.append((path, text.encode("utf-8")))
    produced = {path for path, _ in writes}
    deletes: list[Path] = []
    for folder in (paths.peripherals, paths.devices):
        if folder.is_dir():
            deletes += sorted(p for p in folder.glob("*.md") if p not in produced)
    errata_file = paths.context / "errata.md"
    if errata_file not in produced and errata_file.is_file():
        deletes.append(errata_file)
    return OutputPlan(writes=tuple(writes), deletes=tuple(deletes), warnings=tuple(warnings))


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


def apply_plan(plan: OutputPlan, paths: ProjectPaths) -> list[Path]:
    """Apply ``plan`` (see :func:`applying`); returns the paths touched."""
    with applying(plan, paths) as touched:
        return touched


@contextlib.contextmanager
def applying(plan: OutputPlan | None, paths: ProjectPaths) -> Iterator[list[Path]]:
    """Write the changed files of ``plan`` and delete its dropped ones, then run the
    ``with`` body; if a write or the body fails, restore every touched file (see module
    contract) and re-raise. Yields the paths touched, as :func:`stale_files` lists them
    (empty for ``plan`` None). Each file is read once: to compare and to keep for undo."""
    if plan is None:
        yield []
        return
    journal: list[tuple[Path, bytes | None]] = []  # (path, bytes before) in write order
    current = paths.root
    try:
        try:
            for current, data in plan.writes:
                old = _old_bytes(current)
                if old != data:
                    journal.append((current, old))
                    atomic_write_bytes(current, data)
            for current in plan.deletes:
                journal.append((current, _old_bytes(current)))
                current.unlink(missing_ok=True)
        except OSError as exc:
            raise ProjectError(
                f"{paths.relative(current)}: cannot write ({exc.strerror or exc}); "
                "nothing was changed"
            ) from None
        yield [path for path, _ in journal]
    except BaseException:
        for path, old in reversed(journal):
            with contextlib.suppress(OSError):
                if old is None:
                    path.unlink(missing_ok=True)
                else:
                    atomic_write_bytes(path, old)
        raise


def _old_bytes(path: Path) -> bytes | None:
    """The bytes of ``path``, None when it does not exist; OSError when unreadable."""
    try:
        return path.read_bytes()
    except FileNotFoundError:
        return None
    except IsADirectoryError:
        raise OSError(21, "is a directory") from None
