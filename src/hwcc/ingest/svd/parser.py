"""CMSIS-SVD parser: an SVD file -> :class:`hwcc.types.Device` and a Markdown ParseResult.

Public API:

* :func:`parse_svd` / :func:`parse_svd_bytes` return the fully expanded register model
  (``derivedFrom`` resolved, ``dim`` arrays expanded, register properties inherited).
* :class:`SvdParser` (registered as ``"svd"``) wraps the model in a ParseResult whose
  ``content`` is the device overview followed by every peripheral rendered by
  :func:`hwcc.model.render.render_peripheral` one heading level down.

Every problem with the input raises :class:`~hwcc.errors.InputError` with a one-line
message naming the file (and the line, when known). XML is parsed with DTDs and entities
refused (see :mod:`hwcc.ingest.svd.xml`).
"""

from __future__ import annotations

from pathlib import Path

from hwcc.errors import InputError
from hwcc.ingest.base import ParseOptions, ParserSpec, register
from hwcc.ingest.detect import xml_root_name
from hwcc.model.device import Device
from hwcc.types import DocType, ParseResult


def parse_svd_bytes(data: bytes, name: str) -> Device:
    """The expanded device described by ``data``; ``name`` is used in error messages."""
    device, _warnings = _parse(data, name)
    return device


def parse_svd(path: Path) -> Device:
    """The expanded device described by the SVD file at ``path``."""
    return parse_svd_bytes(_read(path), str(path))


def _read(path: Path) -> bytes:
    try:
        return path.read_bytes()
    except IsADirectoryError:
        raise InputError(path, "is a directory") from None
    except OSError as exc:
        raise InputError(path, f"cannot read file ({exc.strerror or exc})") from None


def _parse(data: bytes, name: str) -> tuple[Device, tuple[str, ...]]:
    from hwcc.ingest.svd.expand import Expander
    from hwcc.ingest.svd.xml import load_raw_device
    from hwcc.util.gcpause import collector_paused

    # The raw tree has no reference cycles: it is freed (by reference counting) before
    # the collector is back, else the first collection after it traverses the whole tree.
    with collector_paused():
        try:
            raw = load_raw_device(data, name)
            expander = Expander(raw, name)
            device = expander.device()
            warnings = tuple(expander.warnings)
            del expander, raw
        except RecursionError:
            raise InputError(name, "derivedFrom references nest too deeply (a loop?)") from None
    return device, warnings


class SvdParser:
    """Parser for ``svd`` documents (see module docstring)."""

    name = "svd"

    def parse(self, path: Path, options: ParseOptions) -> ParseResult:
        from hwcc.model.render import render_device_overview, render_peripheral

        source = options.source_path or str(path)
        device, warnings = _parse(_read(path), str(path))
        doc_name = Path(source).name
        parts = [render_device_overview(device)]
        for peripheral in device.peripherals:
            parts.append(render_peripheral(device, peripheral, heading_level=2, source=doc_name))
        content = "\n".join(parts)
        n_registers = sum(len(p.registers) for p in device.peripherals)
        n_fields = sum(len(r.fields) for p in device.peripherals for r in p.registers)
        return ParseResult(
            doc_id=options.doc_id,
            title=f"{device.name} register map (SVD)",
            doc_type=DocType.SVD.value,
            content=content,
            chip=options.chip or device.name,
            source_path=source,
            metadata={
                "device": device.name,
                "vendor": device.vendor,
                "peripherals": str(len(device.peripherals)),
                "registers": str(n_registers),
                "fields": str(n_fields),
            },
            warnings=warnings,
            device=device,
        )


def sniff_svd(head: bytes, suffix: str) -> bool:
    """XML whose root element is ``<device>``, whatever the file is called; an ``.svd``
    or ``.xml`` file that is other XML, or an ``.svd`` that is no XML, is refused."""
    root = xml_root_name(head)
    if root == "device":
        return True
    if root is not None and suffix == ".svd":
        raise InputError("", f"not an SVD file (root element is <{root}>, not <device>)")
    if root is not None and suffix == ".xml":
        raise InputError("", f"unsupported XML document (root element <{root}>)")
    if suffix == ".svd":
        raise InputError("", "not an SVD file (no XML <device> root element)")
    return False


register(
    ParserSpec(
        kind="svd",
        factory=SvdParser,
        suffixes=(".svd",),
        label="CMSIS-SVD register description",
        sniff=sniff_svd,
    )
)
