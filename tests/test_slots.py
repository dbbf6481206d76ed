"""hwcc.util.slots builds the same objects as the dataclass constructors it replaces."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from hwcc.model.device import EnumeratedValue, EnumeratedValues, Field
from hwcc.util.slots import slot_setters


def test_fast_field_constructor_equals_dataclass_constructor() -> None:
    from hwcc.model.build import make_field

    enums = (EnumeratedValues("E", "read", (EnumeratedValue("A", "", 1),)),)
    args = ("F", 2, 5, "d", "read-only", 3, "oneToClear", "clear", "range 0..3", enums)
    fast = make_field(*args)
    slow = Field(*args)
    assert fast == slow and hash(fast) == hash(slow) and repr(fast) == repr(slow)


@dataclass(frozen=True, slots=True)
class _Point:
    x: int
    y: int = 0
    tags: tuple[str, ...] = field(default=())


@dataclass(frozen=True, slots=True)
class _Checked:
    x: int

    def __post_init__(self) -> None:
        if self.x < 0:
            raise ValueError("negative")


def test_builders_refuse_a_stale_attribute_list_or_a_post_init() -> None:
    set_x, set_y, set_tags = slot_setters(_Point, ("x", "y", "tags"))
    point = object.__new__(_Point)
    set_x(point, 1)
    set_y(point, 2)
    set_tags(point, ("a",))
    assert point == _Point(1, 2, ("a",))
    with pytest.raises(RuntimeError, match="out of date with _Point"):
        slot_setters(_Point, ("y", "x", "tags"))
    with pytest.raises(RuntimeError, match="out of date with _Point"):
        slot_setters(_Point, ("x", "y"))
    with pytest.raises(RuntimeError, match="__post_init__"):
        slot_setters(_Checked, ("x",))
