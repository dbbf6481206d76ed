"""Expansion of a raw SVD tree into the frozen register model (:class:`hwcc.types.Device`).

Order of work, top-down: each node is merged with its ``derivedFrom`` base (lazily, see
:mod:`hwcc.ingest.svd.resolve`), then its register properties (``size``, ``access``,
``protection``, ``resetValue``, ``resetMask``) are inherited device -> peripheral ->
cluster -> register (a stated value overrides), then ``dim`` arrays are expanded:
peripherals by ``dimIncrement`` on the base address, clusters and registers on the
address offset, fields on the bit offset. Registers are flattened into
``Peripheral.registers`` with cluster offsets added and dotted cluster-instance prefixes
(``TC_CHANNEL[0].CCR``), sorted by (offset, name); fields are sorted by (lsb, msb, name).
Field reset values are ``(register reset >> lsb) & mask``; field access defaults to the
register's.
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache
from operator import attrgetter

from hwcc.errors import InputError
from hwcc.ingest.svd.resolve import Resolver
from hwcc.ingest.svd.values import (
    normalize_text,
    parse_bool,
    parse_dim_index,
    parse_enum_value,
    parse_int,
    substitute_index,
)
from hwcc.ingest.svd.xml import (
    CHILDREN,
    CONTENT,
    DERIVED,
    KIND,
    NO_CHILDREN,
    STATE,
    RawNode,
    where,
)
from hwcc.model.build import make_enum_value, make_field, make_register
from hwcc.model.device import (
    AddressBlock,
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

_BIT_RANGE = re.compile(r"\s*\[\s*([0-9]+)\s*:\s*([0-9]+)\s*\]\s*\Z")

# Inherited register properties: (size, access, protection, reset_value, reset_mask).
Props = tuple[int | None, str | None, str | None, int | None, int | None]
_NO_PROPS: Props = (None, None, None, None, None)
# Bounds on what a document may expand to (a 400-byte file with <dim>100000000</dim>
# would otherwise take all memory): the largest real SVDs use dim <= a few hundred and
# have ~10^4 registers in all (plan/svd.md "Limits").
MAX_DIM = 65536
MAX_REGISTERS = 200_000
_PROP_KEYS = frozenset({"size", "access", "protection", "resetValue", "resetMask"})


_field_order = attrgetter("lsb", "msb", "name")
_register_order = attrgetter("address_offset", "name")


def _strip_or_none(text: str | None) -> str | None:
    """``text`` stripped, None when absent or blank (the ``_opt`` rule)."""
    if text is None:
        return None
    return text.strip() or None


@lru_cache(maxsize=1024)
def _bit_range(text: str) -> tuple[int, int] | None:
    """``(lsb, msb)`` of a ``[msb:lsb]`` bitRange, None if malformed or msb < lsb."""
    match = _BIT_RANGE.match(text)
    if match is None:
        return None
    msb, lsb = int(match.group(1)), int(match.group(2))
    return (lsb, msb) if msb >= lsb else None


class Expander:
    """Builds the :class:`Device` of one raw tree. Single use."""

    def __init__(self, device: RawNode, source: str) -> None:
        self.raw = device
        self.source = source
        self.resolver = Resolver(device, source)
        self._enum_cache: dict[int, EnumeratedValues] = {}
        self._enum_content_cache: dict[tuple[object, ...], EnumeratedValues] = {}
        # Fields without children or derivedFrom by (CONTENT, register access, reset):
        # the Fields are a function of exactly these (see _new_field).
        self._field_cache: dict[tuple[object, ...], list[Field]] = {}
        self._container_cache: dict[
            tuple[tuple[int, ...], Props], tuple[tuple[Register, ...], tuple[Cluster, ...]]
        ] = {}
        self._props_cache: dict[tuple[int, Props], Props] = {}
        # Raw clusters being expanded (their ids): meeting one again inside itself means a
        # derivedFrom loop made it contain itself. Raw nodes are finite, so this bounds
        # every expansion path; no depth limit is needed.
        self._open_clusters: set[int] = set()
        self._registers_left = MAX_REGISTERS

    @property
    def warnings(self) -> list[str]:
        return self.resolver.warnings

    # -- helpers --------------------------------------------------------------------------

    def _error(self, node: RawNode, problem: str) -> InputError:
        return InputError(self.source, f"{where(node)}: {problem}")

    def _int(self, node: RawNode, key: str) -> int | None:
        text = node.get(key)
        if text is None:
            return None
        try:
            return parse_int(text)
        except ValueError as exc:
            raise self._error(node, f"{exc} in <{key}>") from None

    def _required_int(self, node: RawNode, key: str) -> int:
        value = self._int(node, key)
        if value is None:
            raise self._error(node, f"missing <{key}>")
        return value

    def _bool(self, node: RawNode, key: str) -> bool | None:
        text = node.get(key)
        if text is None:
            return None
        try:
            return parse_bool(text)
        except ValueError as exc:
            raise self._error(node, f"{exc} in <{key}>") from None

    def _name(self, node: RawNode) -> str:
        name: str = node.get("name", "").strip()
        if not name:
            raise self._error(node, f"{node[KIND]} without <name>")
        return name

    def _text(self, node: RawNode, key: str) -> str:
        return normalize_text(node.get(key, ""))

    def _opt(self, node: RawNode, key: str) -> str | None:
        text = node.get(key)
        if text is None:
            return None
        text = text.strip()
        return text or None

    def _props(self, node: RawNode, inherited: Props) -> Props:
        props = node
        if _PROP_KEYS.isdisjoint(props):
            return inherited
        key = (id(node), inherited)
        cached = self._props_cache.get(key)
        if cached is not None:
            return cached
        size = self._int(node, "size")
        reset = self._int(node, "resetValue")
        mask = self._int(node, "resetMask")
        result: Props = (
            inherited[0] if size is None else size,
            self._opt(node, "access") or inherited[1],
            self._opt(node, "protection") or inherited[2],
            inherited[3] if reset is None else reset,
            inherited[4] if mask is None else mask,
        )
        self._props_cache[key] = result
        return result

    def _dim(self, node: RawNode) -> tuple[tuple[str, ...], int] | None:
        dim = self._int(node, "dim")
        if dim is None:
            return None
        if dim > MAX_DIM:
            raise self._error(node, f"<dim> {dim} is over the limit of {MAX_DIM}")
        increment = self._int(node, "dimIncrement")
        if increment is None:
            if dim > 1:
                raise self._error(node, "<dim> without <dimIncrement>")
            increment = 0
        try:
            indices = parse_dim_index(node.get("dimIndex"), dim)
        except ValueError as exc:
            raise self._error(node, str(exc)) from None
        return indices, increment

    # -- device -----------------------------------------------------------------------------

    def device(self) -> Device:
        raw = self.raw
        name = self._name(raw)
        inherited = self._props(raw, _NO_PROPS)
        peripherals: list[Peripheral] = []
        cpu: Cpu | None = None
        for child in raw.get(CHILDREN, NO_CHILDREN):
            if child[KIND] == "peripheral":
                peripherals.extend(self._peripheral(child, inherited))
            elif child[KIND] == "cpu":
                cpu = self._cpu(child)
        if sum(len(p.registers) for p in peripherals) > MAX_REGISTERS:
            raise self._too_many_registers(raw)  # shared by derived or dim peripherals
        return Device(
            name=name,
            vendor=self._text(raw, "vendor"),
            description=self._text(raw, "description"),
            version=self._text(raw, "version"),
            series=self._text(raw, "series"),
            cpu=cpu,
            address_unit_bits=self._int(raw, "addressUnitBits") or 8,
            width=self._int(raw, "width") or 32,
            peripherals=tuple(peripherals),
        )

    def _too_many_registers(self, node: RawNode) -> InputError:
        return self._error(
            node, f"expands to more than {MAX_REGISTERS} registers (dim arrays); refused"
        )

    def _cpu(self, node: RawNode) -> Cpu:
        return Cpu(
            name=self._text(node, "name"),
            revision=self._text(node, "revision"),
            endian=self._text(node, "endian"),
            mpu_present=self._bool(node, "mpuPresent"),
            fpu_present=self._bool(node, "fpuPresent"),
            nvic_prio_bits=self._int(node, "nvicPrioBits"),
            num_interrupts=self._int(node, "deviceNumInterrupts"),
        )

    # -- peripherals --------------------------------------------------------------------------

    def _peripheral(self, node: RawNode, inherited: Props) -> list[Peripheral]:
        self.resolver.merge(node)
        name = self._name(node)
        base_address = self._required_int(node, "baseAddress")
        props = self._props(node, inherited)
        key = (
            tuple(
                id(c)
                for c in node.get(CHILDREN, NO_CHILDREN)
                if c[KIND] == "register" or c[KIND] == "cluster"
            ),
            props,
        )
        expanded = self._container_cache.get(key)
        if expanded is None:
            registers: list[Register] = []
            clusters: list[Cluster] = []
            self._container(node, props, "", 0, registers, clusters)
            registers.sort(key=_register_order)
            expanded = (tuple(registers), tuple(clusters))
            self._container_cache[key] = expanded
        interrupts: list[Interrupt] = []
        blocks: list[AddressBlock] = []
        for child in node.get(CHILDREN, NO_CHILDREN):
            if child[KIND] == "interrupt":
                self.resolver.merge(child)
                interrupts.append(
                    Interrupt(
                        name=self._name(child),
                        value=self._required_int(child, "value"),
                        description=self._text(child, "description"),
                    )
                )
            elif child[KIND] == "addressBlock":
                blocks.append(
                    AddressBlock(
                        offset=self._required_int(child, "offset"),
                        size=self._required_int(child, "size"),
                        usage=self._opt(child, "usage") or "registers",
                        protection=self._opt(child, "protection"),
                    )
                )
        peripheral = Peripheral(
            name=name,
            base_address=base_address,
            description=self._text(node, "description"),
            group_name=self._text(node, "groupName"),
            version=self._text(node, "version"),
            derived_from=self._opt_attr(node.get(DERIVED)),
            alternate_peripheral=self._opt(node, "alternatePeripheral"),
            prepend_to_name=self._text(node, "prependToName"),
            append_to_name=self._text(node, "appendToName"),
            header_struct_name=self._text(node, "headerStructName"),
            interrupts=tuple(interrupts),
            address_blocks=tuple(blocks),
            clusters=expanded[1],
            registers=expanded[0],
        )
        dim = self._dim(node)
        if dim is None:
            return [peripheral]
        indices, increment = dim
        return [
            replace(
                peripheral,
                name=substitute_index(name, index),
                base_address=base_address + i * increment,
            )
            for i, index in enumerate(indices)
        ]

    @staticmethod
    def _opt_attr(value: str | None) -> str | None:
        if value is None:
            return None
        return value.strip() or None

    def _container(
        self,
        node: RawNode,
        props: Props,
        prefix: str,
        base: int,
        registers: list[Register],
        clusters: list[Cluster],
    ) -> None:
        for child in node.get(CHILDREN, NO_CHILDREN):
            kind = child[KIND]
            if kind == "register":
                registers.extend(self._register(child, props, prefix, base))
            elif kind == "cluster":
                self._cluster(child, props, prefix, base, registers, clusters)

    def _cluster(
        self,
        node: RawNode,
        inherited: Props,
        prefix: str,
        base: int,
        registers: list[Register],
        clusters: list[Cluster],
    ) -> None:
        self.resolver.merge(node)
        name = self._name(node)
        if id(node) in self._open_clusters:
            raise self._error(node, "cluster contains itself (derivedFrom loop)")
        offset = self._required_int(node, "addressOffset")
        props = self._props(node, inherited)
        description = self._text(node, "description")
        dim = self._dim(node)
        instances = (
            [(name, 0)]
            if dim is None
            else [(substitute_index(name, index), i * dim[1]) for i, index in enumerate(dim[0])]
        )
        for instance, delta in instances:
            path = prefix + instance
            start = base + offset + delta
            clusters.append(
                Cluster(name=instance, path=path, address_offset=start, description=description)
            )
            self._open_clusters.add(id(node))
            try:
                self._container(node, props, path + ".", start, registers, clusters)
            finally:
                self._open_clusters.discard(id(node))

    # -- registers and fields ------------------------------------------------------------------

    def _register(self, node: RawNode, inherited: Props, prefix: str, base: int) -> list[Register]:
        if STATE in node:
            self.resolver.merge(node)
        props = node
        name = props.get("name", "").strip()
        if not name:
            raise self._error(node, "register without <name>")
        offset = self._required_int(node, "addressOffset")
        size, access, protection, reset, mask = self._props(node, inherited)
        if size is None:
            size = 32
        fields: list[Field] = []
        constraint = None
        has_constraint = False
        field = self._field
        for child in node.get(CHILDREN, NO_CHILDREN):
            kind = child[KIND]
            if kind == "field":
                fields.extend(field(child, access, reset))
            elif kind == "writeConstraint":
                has_constraint = True
        if len(fields) > 1:
            fields.sort(key=_field_order)
        field_tuple = tuple(fields)
        if has_constraint:
            constraint = self._write_constraint(node)
        description = normalize_text(props.get("description", ""))
        display = normalize_text(props.get("displayName", ""))
        mwv = _strip_or_none(props.get("modifiedWriteValues"))
        read_action = _strip_or_none(props.get("readAction"))
        alt_register = _strip_or_none(props.get("alternateRegister"))
        alt_group = _strip_or_none(props.get("alternateGroup"))
        cluster = prefix[:-1]
        # (name, offset delta, display name) of each instance: one, or one per dim index
        if "dim" not in props:
            instances = [(name, 0, display)]
        else:
            dim = self._dim(node)
            assert dim is not None
            instances = [
                (
                    substitute_index(name, index),
                    i * dim[1],
                    display.replace("%s", index) if index else display,
                )
                for i, index in enumerate(dim[0])
            ]
        self._registers_left -= len(instances)
        if self._registers_left < 0:
            raise self._too_many_registers(node)
        return [
            make_register(
                prefix + instance_name,
                base + offset + delta,
                size,
                description,
                instance_display,
                cluster,
                access,
                protection,
                reset,
                mask,
                mwv,
                read_action,
                constraint,
                alt_register,
                alt_group,
                field_tuple,
            )
            for instance_name, delta, instance_display in instances
        ]

    def _field(self, node: RawNode, reg_access: str | None, reg_reset: int | None) -> list[Field]:
        content = node.get(CONTENT)
        if content is None:
            return self._new_field(node, reg_access, reg_reset)
        key = (content, reg_access, reg_reset)
        fields = self._field_cache.get(key)
        if fields is None:
            fields = self._field_cache[key] = self._new_field(node, reg_access, reg_reset)
        return fields

    def _new_field(
        self, node: RawNode, reg_access: str | None, reg_reset: int | None
    ) -> list[Field]:
        if STATE in node:
            self.resolver.merge(node)
        props = node
        name = props.get("name", "").strip()
        if not name:
            raise self._error(node, "field without <name>")
        lsb, msb = self._bits(node)
        access = props.get("access")
        access = (access.strip() or reg_access) if access is not None else reg_access
        enums: tuple[EnumeratedValues, ...] = ()
        constraint = None
        if node.get(CHILDREN, NO_CHILDREN):
            enums = tuple(
                self._enums(child)
                for child in node.get(CHILDREN, NO_CHILDREN)
                if child[KIND] == "enumeratedValues"
            )
            constraint = self._write_constraint(node)
        description = normalize_text(props.get("description", ""))
        mwv = props.get("modifiedWriteValues")
        if mwv is not None:
            mwv = mwv.strip() or None
        read_action = props.get("readAction")
        if read_action is not None:
            read_action = read_action.strip() or None
        width = msb - lsb + 1
        field_mask = (1 << width) - 1
        if "dim" not in props:
            return [
                make_field(
                    name,
                    lsb,
                    msb,
                    description,
                    access,
                    None if reg_reset is None else (reg_reset >> lsb) & field_mask,
                    mwv,
                    read_action,
                    constraint,
                    enums,
                )
            ]
        dim = self._dim(node)
        assert dim is not None
        result = []
        for i, index in enumerate(dim[0]):
            low = lsb + i * dim[1]
            result.append(
                make_field(
                    substitute_index(name, index),
                    low,
                    low + width - 1,
                    description,
                    access,
                    None if reg_reset is None else (reg_reset >> low) & field_mask,
                    mwv,
                    read_action,
                    constraint,
                    enums,
                )
            )
        return result

    def _bits(self, node: RawNode) -> tuple[int, int]:
        props = node
        offset_text = props.get("bitOffset")
        lsb_text = props.get("lsb")
        msb_text = props.get("msb")
        range_text = props.get("bitRange")
        if range_text is not None:
            bits = _bit_range(range_text)
            if bits is None:
                raise self._error(node, f"bad <bitRange> {range_text.strip()!r}")
            return bits
        try:
            if offset_text is not None and lsb_text is None and "bitRange" not in props:
                lsb = parse_int(offset_text)
                width_text = props.get("bitWidth")
                msb = lsb + (1 if width_text is None else parse_int(width_text)) - 1
                if msb >= lsb:
                    return lsb, msb
            elif lsb_text is not None and msb_text is not None and "bitRange" not in props:
                lsb, msb = parse_int(lsb_text), parse_int(msb_text)
                if msb >= lsb:
                    return lsb, msb
        except ValueError:
            pass  # the general path below names the offending element
        bit_range = props.get("bitRange")
        if bit_range is not None:
            match = _BIT_RANGE.match(bit_range)
            if match is None:
                raise self._error(node, f"bad <bitRange> {bit_range.strip()!r}")
            msb, lsb = int(match.group(1)), int(match.group(2))
        elif "lsb" in props or "msb" in props:
            lsb = self._required_int(node, "lsb")
            msb = self._required_int(node, "msb")
        elif "bitOffset" in props:
            lsb = self._required_int(node, "bitOffset")
            width = self._int(node, "bitWidth")
            msb = lsb + (1 if width is None else width) - 1
            if msb < lsb:
                raise self._error(node, f"bad <bitWidth> {width}")
        else:
            raise self._error(node, "field without bit position (bitRange, lsb/msb or bitOffset)")
        if msb < lsb:
            raise self._error(node, f"field msb {msb} below lsb {lsb}")
        return lsb, msb

    def _write_constraint(self, node: RawNode) -> str | None:
        for child in node.get(CHILDREN, NO_CHILDREN):
            if child[KIND] != "writeConstraint":
                continue
            parts: list[str] = []
            if self._bool(child, "writeAsRead"):
                parts.append("write as read")
            if self._bool(child, "useEnumeratedValues"):
                parts.append("enumerated values only")
            for grand in child.get(CHILDREN, NO_CHILDREN):
                if grand[KIND] == "range":
                    low = self._required_int(grand, "minimum")
                    high = self._required_int(grand, "maximum")
                    parts.append(f"range {low}..{high}")
            return "; ".join(parts) or None
        return None

    def _enums(self, node: RawNode) -> EnumeratedValues:
        cached = self._enum_cache.get(id(node))
        if cached is not None:
            return cached
        if STATE in node:
            self.resolver.merge(node)
        kids = node.get(CHILDREN, NO_CHILDREN)
        # The set is a function of its name, usage and values' properties: equal sets
        # written out again in other fields (nRF52840 repeats 301 distinct sets 2744 times)
        # are built once and shared, which the renderer's memo also profits from. Sets
        # with a child that has no CONTENT (derived, or with structure) are not shared.
        texts = [kid.get(CONTENT) for kid in kids]
        content = None if None in texts else (node.get("name"), node.get("usage"), *texts)
        if content is not None:
            shared = self._enum_content_cache.get(content)
            if shared is not None:
                self._enum_cache[id(node)] = shared
                return shared
        values: list[EnumeratedValue] = []
        for child in kids:
            if child[KIND] != "enumeratedValue":
                continue
            cprops = child
            is_default = "isDefault" in cprops and bool(self._bool(child, "isDefault"))
            text = cprops.get("value")
            value: int | None = None
            care = 0
            if text is not None and not is_default:
                try:
                    value, care = parse_enum_value(text)
                except ValueError as exc:
                    raise self._error(child, f"{exc} in <value>") from None
            elif text is None and not is_default:
                raise self._error(child, "enumeratedValue without <value> or <isDefault>")
            values.append(
                make_enum_value(
                    normalize_text(cprops.get("name", "")),
                    normalize_text(cprops.get("description", "")),
                    value,
                    care,
                    is_default,
                )
            )
        result = EnumeratedValues(
            name=self._text(node, "name"),
            usage=self._opt(node, "usage") or "read-write",
            values=tuple(values),
        )
        self._enum_cache[id(node)] = result
        if content is not None:
            self._enum_content_cache[content] = result
        return result
