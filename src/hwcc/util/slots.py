"""Building instances of frozen, slotted dataclasses without their generated ``__init__``.

A frozen dataclass's ``__init__`` stores each attribute through ``object.__setattr__``.
Calling each slot's member descriptor directly builds an equal object in about half the
time, which matters for the bulk objects of a run (a chunk per 500 tokens of a datasheet,
a field per bit range of an SVD file). Only for ``@dataclass(frozen=True, slots=True)``
classes without ``__post_init__`` or field converters; both helpers check, when called
(at import time of their users), that the given attribute names are the class's fields
in declaration order, so a change to the class fails loudly instead of building wrong
objects.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import fields
from typing import Any, TypeVar

T = TypeVar("T")


def _check(cls: type, names: tuple[str, ...]) -> None:
    if tuple(f.name for f in fields(cls)) != names:
        raise RuntimeError(f"hwcc.util.slots: attribute list out of date with {cls.__name__}")
    if hasattr(cls, "__post_init__"):
        raise RuntimeError(f"hwcc.util.slots: {cls.__name__} has __post_init__")


def slot_setters(cls: type, names: tuple[str, ...]) -> tuple[Callable[[Any, Any], None], ...]:
    """``setter(obj, value)`` for each attribute in ``names`` (all of ``cls``'s fields, in
    declaration order), to fill an ``object.__new__(cls)`` by hand."""
    _check(cls, names)
    return tuple(getattr(cls, name).__set__ for name in names)


def from_values(cls: type[T], names: tuple[str, ...]) -> Callable[[Sequence[Any]], T]:
    """A function ``values -> instance`` equal to ``cls(*values)`` (``values[i]`` is
    attribute ``names[i]``; ``names`` = all fields in declaration order). The body is
    generated with one line per attribute (a loop over the setters costs a third more)."""
    setters = slot_setters(cls, names)
    env: dict[str, Any] = {"_new": object.__new__, "_cls": cls}
    lines = ["def build(values):", "    obj = _new(_cls)"]
    for i, setter in enumerate(setters):
        env[f"_s{i}"] = setter
        lines.append(f"    _s{i}(obj, values[{i}])")
    lines.append("    return obj")
    exec("\n".join(lines), env)
    build: Callable[[Sequence[Any]], T] = env["build"]
    return build
