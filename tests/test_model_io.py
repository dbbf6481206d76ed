"""model_io: exact, deterministic JSON round trip of the register model."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hwcc.ingest.svd.parser import parse_svd
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
from hwcc.model.serialize import dump_device, load_device
from tests.conftest import corpus_file, corpus_params

SVD_FIXTURES = Path(__file__).resolve().parent / "fixtures" / "svd"

text = st.text(max_size=8)
opt_text = st.none() | text
ints = st.integers(min_value=0, max_value=2**64)
opt_int = st.none() | ints
opt_bool = st.none() | st.booleans()


def tuples(strategy: st.SearchStrategy[object], size: int = 3) -> st.SearchStrategy[object]:
    return st.lists(strategy, max_size=size).map(tuple)


enum_value = st.builds(EnumeratedValue, text, text, opt_int, ints, st.booleans())
enum_values = st.builds(EnumeratedValues, text, text, tuples(enum_value))
fields = st.builds(
    Field,
    text,
    ints,
    ints,
    text,
    opt_text,
    opt_int,
    opt_text,
    opt_text,
    opt_text,
    tuples(enum_values, 2),
)
registers = st.builds(
    Register,
    name=text,
    address_offset=ints,
    size=ints,
    description=text,
    display_name=text,
    cluster=text,
    access=opt_text,
    protection=opt_text,
    reset_value=opt_int,
    reset_mask=opt_int,
    modified_write_values=opt_text,
    read_action=opt_text,
    write_constraint=opt_text,
    alternate_register=opt_text,
    alternate_group=opt_text,
    fields=tuples(fields),
)
peripherals = st.builds(
    Peripheral,
    name=text,
    base_address=ints,
    description=text,
    group_name=text,
    version=text,
    derived_from=opt_text,
    alternate_peripheral=opt_text,
    prepend_to_name=text,
    append_to_name=text,
    header_struct_name=text,
    interrupts=tuples(st.builds(Interrupt, text, ints, text)),
    address_blocks=tuples(st.builds(AddressBlock, ints, ints, text, opt_text)),
    clusters=tuples(st.builds(Cluster, text, text, ints, text)),
    registers=tuples(registers),
)
cpus = st.none() | st.builds(Cpu, text, text, text, opt_bool, opt_bool, opt_int, opt_int)
devices = st.builds(Device, text, text, text, text, text, cpus, ints, ints, tuples(peripherals))


@settings(max_examples=60, deadline=None)
@given(devices)
def test_round_trip_property(device: Device) -> None:
    dumped = dump_device(device)
    assert load_device(dumped) == device
    assert dump_device(load_device(dumped)) == dumped


@pytest.mark.parametrize("path", corpus_params("svd", "*.svd"))
def test_round_trip_corpus(path: Path) -> None:
    device = parse_svd(path)
    dumped = dump_device(device)
    assert load_device(dumped) == device


def test_dump_is_stable_across_parses() -> None:
    path = corpus_file("svd/e310x.svd")
    assert dump_device(parse_svd(path)) == dump_device(parse_svd(path))


def test_document_shape_and_sorted_keys() -> None:
    device = parse_svd(SVD_FIXTURES / "fields_enums.svd")
    dumped = dump_device(device)
    assert dumped.endswith("}\n") and dumped.count("\n") == 1
    document = json.loads(dumped)
    assert (document["format"], document["version"]) == ("hwcc-device", 1)
    assert document["device"]["name"] == "FIELDS"
    assert (
        dumped
        == json.dumps(document, sort_keys=True, ensure_ascii=False, separators=(",", ":")) + "\n"
    )


@pytest.mark.parametrize(
    ("text_in", "problem"),
    [
        ("not json", "not JSON"),
        ("[]", "not a hwcc-device document"),
        ('{"format": "hwcc-device", "version": 9}', "unsupported hwcc-device version 9"),
        (
            '{"format": "hwcc-device", "version": 1, "device": {"nam": "x"}}',
            "unknown attributes nam",
        ),
        ('{"format": "hwcc-device", "version": 1, "device": {"vendor": "x"}}', "device: "),
        (
            '{"format": "hwcc-device", "version": 1, "device": {"name": "x", "peripherals": {}}}',
            "device.peripherals: expected a list",
        ),
    ],
)
def test_load_rejects_bad_documents(text_in: str, problem: str) -> None:
    with pytest.raises(ValueError, match=problem):
        load_device(text_in)
