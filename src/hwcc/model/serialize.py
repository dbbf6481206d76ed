"""Deterministic JSON for the register model: :func:`dump_device` / :func:`load_device`.

Contract: ``load_device(dump_device(d)) == d`` for every :class:`~hwcc.types.Device`;
``dump_device`` output depends only on the value (sorted keys, no timestamps, ``\\n``
line end, every attribute written, tuples as lists). The document is
``{"format": "hwcc-device", "version": 1, "device": {...}}``. :func:`load_device` raises
:class:`ValueError` (with the offending path) on text that is not such a document; callers
that read it from disk wrap that in their own HwccError.
"""

from __future__ import annotations

import json
from dataclasses import fields
from operator import attrgetter
from typing import Any

from hwcc.model.device import (
    AddressBlock,
    BusAddress,
    Cluster,
    Cpu,
    Device,
    EnumeratedValue,
    EnumeratedValues,
    Field,
    Interrupt,
    Peripheral,
    Register,
)

FORMAT = "hwcc-device"
VERSION = 1

# Attributes holding nested model values: (class, attribute) -> (element class, is tuple).
_NESTED: dict[tuple[type, str], tuple[type, bool]] = {
    (Device, "cpu"): (Cpu, False),
    (Device, "peripherals"): (Peripheral, True),
    (Device, "bus_addresses"): (BusAddress, True),
    (Peripheral, "interrupts"): (Interrupt, True),
    (Peripheral, "address_blocks"): (AddressBlock, True),
    (Peripheral, "clusters"): (Cluster, True),
    (Peripheral, "registers"): (Register, True),
    (Register, "fields"): (Field, True),
    (Field, "enumerated_values"): (EnumeratedValues, True),
    (EnumeratedValues, "values"): (EnumeratedValue, True),
}
_MODEL_CLASSES = (
    Device,
    BusAddress,
    Cpu,
    Peripheral,
    Interrupt,
    AddressBlock,
    Cluster,
    Register,
    Field,
    EnumeratedValues,
    EnumeratedValue,
)
_ATTRS: dict[type, tuple[str, ...]] = {
    cls: tuple(f.name for f in fields(cls)) for cls in _MODEL_CLASSES
}
_PLAIN: dict[type, tuple[str, ...]] = {
    cls: tuple(n for n in names if (cls, n) not in _NESTED) for cls, names in _ATTRS.items()
}
_NESTED_OF: dict[type, tuple[tuple[str, type, bool], ...]] = {
    cls: tuple(
        (n, _NESTED[(cls, n)][0], _NESTED[(cls, n)][1]) for n in names if (cls, n) in _NESTED
    )
    for cls, names in _ATTRS.items()
}


def _getter(names: tuple[str, ...]) -> Any:
    if len(names) == 1:  # attrgetter of one name returns the value, not a 1-tuple
        return lambda value: (getattr(value, names[0]),)
    return attrgetter(*names)


_GETTERS = {cls: _getter(_PLAIN[cls]) for cls in _MODEL_CLASSES}
# attributes added after version 1 was in use: left out while None, so the documents of
# models without them keep their bytes
OMITTED_WHEN_NONE: dict[type, tuple[str, ...]] = {Register: ("page",)}
OMITTED_WHEN_EMPTY: dict[type, tuple[str, ...]] = {Device: ("bus_addresses",)}
_ATTR_SETS = {cls: frozenset(names) for cls, names in _ATTRS.items()}


def dump_device(device: Device) -> str:
    """``device`` as deterministic JSON text (see module docstring)."""
    memo: dict[int, dict[str, Any]] = {}
    document = {"format": FORMAT, "version": VERSION, "device": _to_plain(device, memo)}
    return json.dumps(document, sort_keys=True, ensure_ascii=False, separators=(",", ":")) + "\n"


def _to_plain(value: Any, memo: dict[int, dict[str, Any]]) -> dict[str, Any]:
    # Values are immutable and often shared (derived peripherals): convert each once.
    known = memo.get(id(value))
    if known is not None:
        return known
    cls = type(value)
    out = dict(zip(_PLAIN[cls], _GETTERS[cls](value), strict=True))
    for name in OMITTED_WHEN_NONE.get(cls, ()):
        if out[name] is None:
            del out[name]
    empty_omitted = OMITTED_WHEN_EMPTY.get(cls, ())
    for name, _element, is_tuple in _NESTED_OF[cls]:
        nested = getattr(value, name)
        if is_tuple and not nested and name in empty_omitted:
            continue
        if is_tuple:
            out[name] = [_to_plain(item, memo) for item in nested]
        else:
            out[name] = None if nested is None else _to_plain(nested, memo)
    memo[id(value)] = out
    return out


def load_device(text: str) -> Device:
    """The Device serialised in ``text`` by :func:`dump_device`; ValueError otherwise."""
    try:
        document = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValueError(f"not JSON: {exc}") from None
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise ValueError(f"not a {FORMAT} document")
    if document.get("version") != VERSION:
        raise ValueError(f"unsupported {FORMAT} version {document.get('version')!r}")
    device = _from_plain(Device, document.get("device"), "device")
    assert isinstance(device, Device)
    return device


def _from_plain(cls: type, data: Any, path: str) -> Any:
    if type(data) is not dict:
        raise ValueError(f"{path}: expected an object")
    if not data.keys() <= _ATTR_SETS[cls]:
        unknown = ", ".join(sorted(set(data) - _ATTR_SETS[cls]))
        raise ValueError(f"{path}: unknown attributes {unknown}")
    nested_attrs = _NESTED_OF[cls]
    if nested_attrs:
        data = dict(data)
        for name, element, is_tuple in nested_attrs:
            if name not in data:
                continue
            nested = data[name]
            if is_tuple:
                if type(nested) is not list:
                    raise ValueError(f"{path}.{name}: expected a list")
                data[name] = tuple(
                    [_from_plain(element, item, f"{path}.{name}") for item in nested]
                )
            elif nested is not None:
                data[name] = _from_plain(element, nested, f"{path}.{name}")
    try:
        return cls(**data)
    except TypeError as exc:
        raise ValueError(f"{path}: {exc}") from None
