"""Fast constructors of the register model's bulk objects.

An SVD file expands to ~10^4 :class:`Field` objects (esp32c3: 10k distinct ones), and
the frozen dataclass ``__init__`` stores each attribute through
``object.__setattr__``. These builders fill a new object's slots directly
(:func:`hwcc.util.slots.slot_setters`), which costs a third of the constructor and gives
an equal object (the classes have no ``__post_init__``). Measured in one process on the
corpus (esp32c3, STM32F407, rp2040; two runs in bench/README.md): the ordinary
constructors make a whole SVD parse 1-18 % slower (at most 6 ms of 33-50 ms), which the
SVD parse-speed ratios of plan/svd.md count. Import fails loudly if a class gains or
reorders attributes. Every other producer of the model uses the ordinary constructors.
"""

from __future__ import annotations

from hwcc.model.device import EnumeratedValue, EnumeratedValues, Field, Register
from hwcc.util.slots import slot_setters

_FIELD_SLOTS = (
    "name",
    "lsb",
    "msb",
    "description",
    "access",
    "reset_value",
    "modified_write_values",
    "read_action",
    "write_constraint",
    "enumerated_values",
)


(_F0, _F1, _F2, _F3, _F4, _F5, _F6, _F7, _F8, _F9) = slot_setters(Field, _FIELD_SLOTS)
_REGISTER_SLOTS = (
    "name",
    "address_offset",
    "size",
    "description",
    "display_name",
    "cluster",
    "access",
    "protection",
    "reset_value",
    "reset_mask",
    "modified_write_values",
    "read_action",
    "write_constraint",
    "alternate_register",
    "alternate_group",
    "fields",
    "page",
)
(_R0, _R1, _R2, _R3, _R4, _R5, _R6, _R7, _R8, _R9, _R10, _R11, _R12, _R13, _R14, _R15, _R16) = (
    slot_setters(Register, _REGISTER_SLOTS)
)
_ENUM_VALUE_SLOTS = ("name", "description", "value", "dont_care_mask", "is_default")
(_E0, _E1, _E2, _E3, _E4) = slot_setters(EnumeratedValue, _ENUM_VALUE_SLOTS)
_new = object.__new__


def make_field(
    name: str,
    lsb: int,
    msb: int,
    description: str,
    access: str | None,
    reset_value: int | None,
    modified_write_values: str | None,
    read_action: str | None,
    write_constraint: str | None,
    enumerated_values: tuple[EnumeratedValues, ...],
) -> Field:
    """``Field(...)`` with every attribute given positionally, built by setting the slots
    directly: the same value as the dataclass constructor (Field has no ``__post_init__``)
    at a third of the cost of the frozen ``__init__``. Fields are the bulk of a device.
    Import fails loudly if :class:`Field` gains or reorders attributes."""
    obj = _new(Field)
    _F0(obj, name)
    _F1(obj, lsb)
    _F2(obj, msb)
    _F3(obj, description)
    _F4(obj, access)
    _F5(obj, reset_value)
    _F6(obj, modified_write_values)
    _F7(obj, read_action)
    _F8(obj, write_constraint)
    _F9(obj, enumerated_values)
    return obj


def make_register(
    name: str,
    address_offset: int,
    size: int,
    description: str,
    display_name: str,
    cluster: str,
    access: str | None,
    protection: str | None,
    reset_value: int | None,
    reset_mask: int | None,
    modified_write_values: str | None,
    read_action: str | None,
    write_constraint: str | None,
    alternate_register: str | None,
    alternate_group: str | None,
    fields: tuple[Field, ...],
    page: int | None = None,
) -> Register:
    """``Register(...)`` with every attribute given positionally; see :func:`make_field`."""
    obj = _new(Register)
    _R0(obj, name)
    _R1(obj, address_offset)
    _R2(obj, size)
    _R3(obj, description)
    _R4(obj, display_name)
    _R5(obj, cluster)
    _R6(obj, access)
    _R7(obj, protection)
    _R8(obj, reset_value)
    _R9(obj, reset_mask)
    _R10(obj, modified_write_values)
    _R11(obj, read_action)
    _R12(obj, write_constraint)
    _R13(obj, alternate_register)
    _R14(obj, alternate_group)
    _R15(obj, fields)
    _R16(obj, page)
    return obj


def make_enum_value(
    name: str, description: str, value: int | None, dont_care_mask: int, is_default: bool
) -> EnumeratedValue:
    """``EnumeratedValue(...)`` with every attribute given positionally; see
    :func:`make_field`."""
    obj = _new(EnumeratedValue)
    _E0(obj, name)
    _E1(obj, description)
    _E2(obj, value)
    _E3(obj, dont_care_mask)
    _E4(obj, is_default)
    return obj
