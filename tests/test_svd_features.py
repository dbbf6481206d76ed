"""Hand-written SVD fixtures, one per feature, with exact expected expansions."""

from __future__ import annotations

from pathlib import Path

import pytest

from hwcc.errors import InputError
from hwcc.ingest.svd.parser import parse_svd
from hwcc.ingest.svd.xml import LINE, children, is_structural, load_raw_device
from hwcc.model.device import Device, EnumeratedValue, Peripheral, Register

SVD_FIXTURES = Path(__file__).resolve().parent / "fixtures" / "svd"


def load(name: str) -> Device:
    return parse_svd(SVD_FIXTURES / name)


def periph(device: Device, name: str) -> Peripheral:
    return next(p for p in device.peripherals if p.name == name)


def reg(peripheral: Peripheral, name: str) -> Register:
    return next(r for r in peripheral.registers if r.name == name)


def test_register_properties_inherit_device_peripheral_cluster_register() -> None:
    device = load("inherit_props.svd")
    p1 = periph(device, "P1")
    from_periph = reg(p1, "FROM_PERIPH")
    assert (from_periph.size, from_periph.access, from_periph.protection) == (32, "read-write", "s")
    assert (from_periph.reset_value, from_periph.reset_mask) == (0xA5, 0xFFFFFFFF)
    fields = {f.name: f for f in from_periph.fields}
    assert (fields["LOW"].reset_value, fields["LOW"].access) == (0x5, "read-write")
    assert (fields["HIGH"].reset_value, fields["HIGH"].access) == (0xA, "read-only")
    in_cluster = reg(p1, "GRP.FROM_CLUSTER")
    assert (in_cluster.size, in_cluster.access, in_cluster.reset_value) == (16, "read-only", 0xA5)
    assert in_cluster.address_offset == 0x104
    assert in_cluster.cluster == "GRP"
    assert in_cluster.fields[0].access == "read-only"
    own = reg(p1, "GRP.OWN")
    assert (own.size, own.access, own.reset_value, own.reset_mask) == (8, "write-only", 5, 3)
    from_device = reg(periph(device, "P2"), "FROM_DEVICE")
    assert (from_device.reset_value, from_device.protection) == (0x12345678, None)
    assert from_device.fields[0].reset_value == 0x1  # (0x12345678 >> 28) & 0xF


def test_peripheral_derived_from_later_peripheral_overrides_and_adds() -> None:
    device = load("derived_forward.svd")
    assert [p.name for p in device.peripherals] == ["UART1", "UART2", "UART0"]
    uart0, uart1, uart2 = (periph(device, n) for n in ("UART0", "UART1", "UART2"))
    assert uart1.derived_from == "UART0"
    assert (uart1.base_address, uart1.description, uart1.group_name) == (
        0x40002000,
        "Second UART",
        "UART",
    )
    assert [r.name for r in uart1.registers] == ["CR", "SR", "EXTRA"]
    assert reg(uart1, "CR").description == "UART1 control, own definition"
    assert [f.name for f in reg(uart1, "CR").fields] == ["EN1"]
    assert reg(uart1, "SR") == reg(uart0, "SR")
    assert [(i.name, i.value) for i in uart1.interrupts] == [("UART1_IRQ", 21)]
    assert uart1.address_blocks == uart0.address_blocks
    # A chain: UART2 -> UART1 -> UART0, own base address only.
    assert uart2.base_address == 0x40003000
    assert uart2.registers == uart1.registers
    assert [r.name for r in uart0.registers] == ["CR", "SR"]


def test_derived_from_dotted_paths_registers_clusters_fields_enums() -> None:
    device = load("derived_paths.svd")
    a = periph(device, "A")
    copy = reg(a, "COPY")
    assert (copy.address_offset, copy.description, copy.reset_value) == (
        0x10,
        "Template register",
        2,
    )
    assert [f.name for f in copy.fields] == ["MODE", "MODE_ALIAS", "MODE_PATH"]
    assert reg(a, "COPY_INNER").reset_value == 0x55
    assert reg(a, "COPY_INNER").address_offset == 0x14
    blk = reg(a, "BLK_COPY.INNER")
    assert (blk.address_offset, blk.cluster) == (0x44, "BLK_COPY")
    sib_copy = reg(a, "SIB_COPY")
    assert (sib_copy.description, sib_copy.reset_value) == ("Copy of a later sibling", 0xF0)
    sib = reg(a, "SIB")
    fields = {f.name: f for f in sib.fields}
    assert (fields["UPPER"].lsb, fields["UPPER"].msb, fields["UPPER"].access) == (4, 7, "read-only")
    assert fields["UPPER"].description == "Low nibble"
    assert fields["UPPER"].reset_value == 0xF
    assert (fields["MODE2"].lsb, fields["MODE2"].msb) == (8, 9)  # own bitRange wins
    assert fields["MODE2"].description == "Mode select"
    template = {f.name: f for f in reg(periph(device, "B"), "TEMPLATE").fields}
    alias = template["MODE_ALIAS"].enumerated_values[0]
    assert [v.name for v in alias.values] == ["OFF", "ON"]
    path = template["MODE_PATH"].enumerated_values[0]
    assert [(v.name, v.value, v.description) for v in path.values] == [
        ("OFF", 0, ""),
        ("ON", 1, "Overridden"),
        ("FAST", 2, ""),
    ]


def test_derivation_cycle_is_an_input_error() -> None:
    with pytest.raises(InputError) as info:
        load("derived_cycle.svd")
    message = str(info.value)
    assert message.startswith(str(SVD_FIXTURES / "derived_cycle.svd") + ": ")
    assert "derivedFrom cycle P1 -> P2 -> P1" in message
    assert "\n" not in message


def test_dim_arrays_of_peripherals_clusters_registers_fields() -> None:
    device = load("dim_arrays.svd")
    assert [(p.name, p.base_address) for p in device.peripherals] == [
        ("TIMER[0]", 0x40010000),
        ("TIMER[1]", 0x40011000),
    ]
    timer = device.peripherals[0]
    assert [(r.name, r.address_offset) for r in timer.registers] == [
        ("CH0_CTRL", 0x10),
        ("CH1_CTRL", 0x14),
        ("CH2_CTRL", 0x18),
        ("CH3_CTRL", 0x1C),
        ("PORTA", 0x40),
        ("PORTB", 0x48),
        ("PORTC", 0x50),
        ("ARR[0]", 0x80),
        ("ARR[1]", 0x84),
        ("TC_CHANNEL[0].CCR", 0x200),
        ("TC_CHANNEL[0].SUB.DATA", 0x214),
        ("TC_CHANNEL[1].CCR", 0x240),
        ("TC_CHANNEL[1].SUB.DATA", 0x254),
    ]
    assert reg(timer, "CH2_CTRL").display_name == "Channel 2 control"
    assert reg(timer, "TC_CHANNEL[1].SUB.DATA").cluster == "TC_CHANNEL[1].SUB"
    assert [(c.path, c.address_offset) for c in timer.clusters] == [
        ("TC_CHANNEL[0]", 0x200),
        ("TC_CHANNEL[0].SUB", 0x210),
        ("TC_CHANNEL[1]", 0x240),
        ("TC_CHANNEL[1].SUB", 0x250),
    ]
    pins = reg(timer, "PORTB").fields
    assert [(f.name, f.lsb, f.msb) for f in pins] == [
        (f"PIN{i}", 2 * i, 2 * i + 1) for i in range(8)
    ]


def test_fields_enums_semantics_and_device_metadata() -> None:
    device = load("fields_enums.svd")
    assert (device.vendor, device.series, device.version) == ("Acme", "ACME1", "2.1")
    assert device.description == "Field features: a literal escape"
    assert device.cpu is not None
    cpu = device.cpu
    assert (cpu.name, cpu.revision, cpu.endian) == ("CM4", "r0p1", "little")
    assert (cpu.mpu_present, cpu.fpu_present, cpu.nvic_prio_bits, cpu.num_interrupts) == (
        True,
        False,
        4,
        82,
    )
    spi = periph(device, "SPI1")
    assert spi.description == "Serial | peripheral interface"
    assert [(i.name, i.value) for i in spi.interrupts] == [("SPI1", 35), ("SPI1_ERR", 0x24)]
    assert [(b.offset, b.size, b.usage, b.protection) for b in spi.address_blocks] == [
        (0, 0x400, "registers", None),
        (0x400, 0x400, "buffer", "p"),
    ]
    assert spi.size == 0x800
    assert periph(device, "SPI1_ALT").alternate_peripheral == "SPI1"
    cr1 = {f.name: f for f in reg(spi, "CR1").fields}
    assert [f.name for f in reg(spi, "CR1").fields] == ["CPHA", "CPOL", "MSTR", "BR"]
    br = cr1["BR"]
    assert (br.lsb, br.msb, br.reset_value) == (3, 5, 0b011)  # 0x1A >> 3 & 7
    assert br.enumerated_values[0].values == (
        EnumeratedValue("DIV2", "fPCLK/2", 0),
        EnumeratedValue("DIV16", "fPCLK/16", 3),
        EnumeratedValue("DIV32", "fPCLK/32", 4),
        EnumeratedValue("DIVX", "slow", 0b101, dont_care_mask=0b010),
        EnumeratedValue("OTHER", "reserved", None, is_default=True),
    )
    assert [e.usage for e in cr1["MSTR"].enumerated_values] == ["read", "write"]
    assert (cr1["MSTR"].lsb, cr1["MSTR"].msb) == (2, 2)
    assert (cr1["CPHA"].lsb, cr1["CPHA"].msb) == (0, 0)  # bitWidth defaults to 1
    assert cr1["CPOL"].reset_value == 1
    sr = reg(spi, "SR")
    assert (sr.size, sr.read_action, sr.access) == (16, "clear", "read-only")
    sr_fields = {f.name: f for f in sr.fields}
    assert sr_fields["OVR"].modified_write_values == "oneToClear"
    assert sr_fields["OVR"].access == "read-write"
    assert sr_fields["RXNE"].read_action == "modifyExternal"
    crc = {f.name: f for f in reg(spi, "CRCPR").fields}
    assert crc["CRCPOLY"].write_constraint == "range 1..65535"
    assert crc["KEEP"].write_constraint == "write as read"
    assert crc["ENUMONLY"].write_constraint == "enumerated values only"
    assert reg(spi, "DR").alternate_group == "ALT"
    assert reg(spi, "DR_ALT").alternate_register == "DR"
    # registers sorted by (offset, name)
    assert [r.name for r in spi.registers] == ["CR1", "SR", "DR", "DR_ALT", "CRCPR"]


def test_raw_tree_keeps_leaf_whitespace_and_drops_only_indentation() -> None:
    """The parser drops whitespace-only text between elements (speed); a leaf's own
    whitespace-only text and mixed text must survive unchanged."""
    raw = load_raw_device(
        b"<device>\n  <name>D</name>\n  <description>  </description>\n"
        b"  <vendor> A  B </vendor>\n  <series>\n  x <b>y</b> z</series>\n"
        b"  <peripherals>\n    <peripheral>\n      <name>P</name>\n    </peripheral>\n"
        b"  </peripherals>\n</device>\n",
        "ws.svd",
    )
    assert raw["description"] == "  "
    assert raw["vendor"] == " A  B "
    assert raw["series"] == "\n  x "
    (periph,) = children(raw)
    assert {k: v for k, v in periph.items() if not is_structural(k)} == {"name": "P"}
    assert periph[LINE] == 8


def _repeated_register(
    name: str, offset: int, reset: int, on: int, access: str = "", extra_field: str = ""
) -> str:
    """A register whose field F and value set MODE are written out verbatim, as SVDs do;
    what differs between registers is in the arguments."""
    return f"""
 <register><name>{name}</name><addressOffset>{offset}</addressOffset>
  <resetValue>{reset:#x}</resetValue>{access}
  <fields><field><name>F</name><bitOffset>4</bitOffset><bitWidth>4</bitWidth></field>
   <field><name>M</name><bitOffset>0</bitOffset><bitWidth>2</bitWidth>
    <enumeratedValues><name>MODE</name>
     <enumeratedValue><name>OFF</name><value>0</value></enumeratedValue>
     <enumeratedValue><name>ON</name><value>{on}</value></enumeratedValue>
    </enumeratedValues></field>{extra_field}</fields></register>"""


_REPEATED = (
    "<device><name>D</name><peripherals>\n<peripheral><name>P</name>"
    "<baseAddress>0x40000000</baseAddress><registers>"
    + _repeated_register("A", 0, 0xF0, 1, access="<access>read-only</access>")
    + _repeated_register("B", 4, 0x30, 1)
    + _repeated_register(
        "C",
        8,
        0x50,
        2,
        extra_field='<field derivedFrom="F"><name>G</name><bitOffset>8</bitOffset></field>',
    )
    + "\n</registers></peripheral></peripherals></device>"
).encode()


def test_repeated_field_and_enum_text_is_shared_only_where_the_result_is_equal() -> None:
    """Fields and value sets written out verbatim again are built once per distinct
    (text, register access, register reset): the sharing must never leak a value from
    one context into another."""
    from hwcc.ingest.svd.parser import parse_svd_bytes

    (p,) = parse_svd_bytes(_REPEATED, "repeated.svd").peripherals
    a, b, c = (reg(p, n) for n in "ABC")
    fa, fb, fc = ({f.name: f for f in r.fields} for r in (a, b, c))
    assert (fa["F"].reset_value, fa["F"].access) == (0xF, "read-only")
    assert (fb["F"].reset_value, fb["F"].access) == (0x3, None)
    assert (fc["F"].reset_value, fc["F"].access) == (0x5, None)
    assert fa["M"].enumerated_values[0] is fb["M"].enumerated_values[0]  # equal text: shared
    (on_c,) = [v for v in fc["M"].enumerated_values[0].values if v.name == "ON"]
    assert on_c.value == 2  # different text: not shared
    assert (fc["G"].lsb, fc["G"].msb, fc["G"].reset_value) == (8, 11, 0)
