"""Filling instances of frozen, slotted dataclasses without their generated ``__init__``.

A frozen dataclass's ``__init__`` stores each attribute through ``object.__setattr__``;
calling each slot's member descriptor directly builds an equal object at a third of the
cost. Used only where that pays on a measured hot path (:mod:`hwcc.model.build`). Only
for ``@dataclass(frozen=True, slots=True)`` classes without ``__post_init__``;
:func:`slot_setters` checks, when called (at import time of its users), that the given
attribute names are the class's fields in declaration order, so a change to the class
fails loudly instead of building wrong objects.
"""

from __future__ import annotations

from collections.abc import Callable
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
