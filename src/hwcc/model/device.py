"""The register model: one chip's (or one external device's) peripherals, registers,
fields and enumerated values, fully expanded.

SVD parsing fills it (derivedFrom resolved, dim arrays expanded, properties inherited),
and compile renders it; consumers never need to know SVD inheritance rules. Every type is
a frozen, slotted dataclass; collections are tuples.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class EnumeratedValue:
    """One named value of a field.

    ``value`` is the numeric value with don't-care bits cleared; ``dont_care_mask`` has a
    1 for every bit written as ``x`` in the SVD (``#1x0``). ``is_default`` values have
    ``value is None`` and stand for "every other value".
    """

    name: str
    description: str = ""
    value: int | None = None
    dont_care_mask: int = 0
    is_default: bool = False


@dataclass(frozen=True, slots=True)
class EnumeratedValues:
    """A set of enumerated values with its ``usage`` (read, write or read-write)."""

    name: str = ""
    usage: str = "read-write"
    values: tuple[EnumeratedValue, ...] = ()


@dataclass(frozen=True, slots=True)
class Field:
    """A bit field. Bits ``[msb:lsb]`` inclusive; ``reset_value`` is derived from the
    register's reset value (``None`` when the register has none)."""

    name: str
    lsb: int
    msb: int
    description: str = ""
    access: str | None = None
    reset_value: int | None = None
    modified_write_values: str | None = None
    read_action: str | None = None
    write_constraint: str | None = None
    enumerated_values: tuple[EnumeratedValues, ...] = ()

    @property
    def width(self) -> int:
        return self.msb - self.lsb + 1


@dataclass(frozen=True, slots=True)
class Register:
    """A register with every property resolved.

    ``name`` is the full, display name after array and cluster expansion, unique within its
    peripheral (``CH0_CTRL``, ``TC_CHANNEL[0].CCR``). ``address_offset`` is relative to the
    peripheral base address and already includes enclosing cluster offsets. ``cluster`` is
    the dotted path of enclosing clusters (``""`` for top-level registers). ``page`` is
    the document page the register was read on (registers read from datasheet tables;
    None for SVD). ``reset_mask`` holds the bits ``reset_value`` states (the SVD's
    ``resetMask``; for a document, set only when it leaves some bits undefined at reset:
    ``0x--08``); None states them all (:func:`partial_mask`).
    """

    name: str
    address_offset: int
    size: int = 32
    description: str = ""
    display_name: str = ""
    cluster: str = ""
    access: str | None = None
    protection: str | None = None
    reset_value: int | None = None
    reset_mask: int | None = None
    modified_write_values: str | None = None
    read_action: str | None = None
    write_constraint: str | None = None
    alternate_register: str | None = None
    alternate_group: str | None = None
    fields: tuple[Field, ...] = ()
    page: int | None = None


@dataclass(frozen=True, slots=True)
class Cluster:
    """Documentation of a (possibly nested) cluster. Its registers live, flattened, in
    ``Peripheral.registers`` with ``Register.cluster == path``."""

    name: str
    path: str
    address_offset: int
    description: str = ""


@dataclass(frozen=True, slots=True)
class Interrupt:
    name: str
    value: int
    description: str = ""


@dataclass(frozen=True, slots=True)
class AddressBlock:
    offset: int
    size: int
    usage: str = "registers"
    protection: str | None = None


@dataclass(frozen=True, slots=True)
class Peripheral:
    """A peripheral instance. Derived peripherals are self-contained copies: their
    registers are materialised, ``derived_from`` only records the origin."""

    name: str
    base_address: int
    description: str = ""
    group_name: str = ""
    version: str = ""
    derived_from: str | None = None
    alternate_peripheral: str | None = None
    prepend_to_name: str = ""
    append_to_name: str = ""
    header_struct_name: str = ""
    interrupts: tuple[Interrupt, ...] = ()
    address_blocks: tuple[AddressBlock, ...] = ()
    clusters: tuple[Cluster, ...] = ()
    registers: tuple[Register, ...] = ()

    @property
    def size(self) -> int:
        """Bytes spanned by the address blocks (0 if none are declared)."""
        if not self.address_blocks:
            return 0
        end = max(b.offset + b.size for b in self.address_blocks)
        start = min(b.offset for b in self.address_blocks)
        return end - min(start, 0)


@dataclass(frozen=True, slots=True)
class Cpu:
    name: str = ""
    revision: str = ""
    endian: str = ""
    mpu_present: bool | None = None
    fpu_present: bool | None = None
    nvic_prio_bits: int | None = None
    num_interrupts: int | None = None


@dataclass(frozen=True, slots=True)
class BusAddress:
    """A sentence of a datasheet stating the device's bus (I2C/SCCB) address, verbatim,
    with the page it is on (None without a page map)."""

    text: str
    page: int | None = None


@dataclass(frozen=True, slots=True)
class Device:
    """A whole SVD device, or the register maps read from one datasheet.
    ``peripherals`` keep document order; ``bus_addresses`` are the datasheet's own
    sentences stating its bus address (empty for SVDs)."""

    name: str
    vendor: str = ""
    description: str = ""
    version: str = ""
    series: str = ""
    cpu: Cpu | None = None
    address_unit_bits: int = 8
    width: int = 32
    peripherals: tuple[Peripheral, ...] = ()
    bus_addresses: tuple[BusAddress, ...] = ()


def partial_mask(mask: int | None, size: int) -> int | None:
    """The bits of a ``size``-bit register that its reset states, when ``mask`` leaves
    some undefined (``0x00FF`` for WIZnet's ``0x--08``); None when it states them all
    (no mask, or an SVD's full ``resetMask``)."""
    full = (1 << size) - 1
    if mask is None or mask & full == full:
        return None
    return mask & full
