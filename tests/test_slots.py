"""hwcc.util.slots builds the same objects as the dataclass constructors it replaces."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from hwcc.model.device import EnumeratedValue, EnumeratedValues, Field
from hwcc.types import Chunk
from hwcc.util.slots import from_values, slot_setters


def test_chunk_from_values_equals_the_constructor() -> None:
    from hwcc.chunk.markdown import _CHUNK_FIELDS, _chunk_from

    values = ["id", "doc", "text", 5, "A > B", 0, 4, 1, 1, 3, "parent", None, "prose"]
    values += [2, 3, ("oversized",), {"doc_id": "doc"}, 1, 0, 0]
    fast = _chunk_from(values)
    slow = Chunk(*values)
    assert fast == slow and repr(fast) == repr(slow)
    assert [getattr(fast, name) for name in _CHUNK_FIELDS] == values
    with pytest.raises(AttributeError):
        fast.text = "changed"  # type: ignore[misc]  # still frozen


def test_fast_field_constructor_equals_dataclass_constructor() -> None:
    from hwcc.ingest.svd.expand import make_field

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
    build = from_values(_Point, ("x", "y", "tags"))
    assert build([1, 2, ("a",)]) == _Point(1, 2, ("a",))
    with pytest.raises(RuntimeError, match="out of date with _Point"):
        from_values(_Point, ("y", "x", "tags"))
    with pytest.raises(RuntimeError, match="out of date with _Point"):
        slot_setters(_Point, ("x", "y"))
    with pytest.raises(RuntimeError, match="__post_init__"):
        from_values(_Checked, ("x",))
