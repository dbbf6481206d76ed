"""Bad SVD input: every failure is one InputError line that names the file."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from hwcc.errors import InputError
from hwcc.ingest.svd.parser import parse_svd, parse_svd_bytes
from tests.xml_attacks import BILLION_LAUGHS, XXE

MINIMAL = """<?xml version="1.0"?>
<device><name>D</name><peripherals>
<peripheral><name>P</name><baseAddress>0x1000</baseAddress><registers>
{registers}
</registers></peripheral></peripherals></device>
"""

DTD_MESSAGE = "XML uses entity declarations (DTD), refused for safety"


def error_for(tmp_path: Path, name: str, data: bytes) -> str:
    path = tmp_path / name
    path.write_bytes(data)
    with pytest.raises(InputError) as info:
        parse_svd(path)
    message = str(info.value)
    assert message.startswith(f"{path}: "), message
    assert "\n" not in message
    return message[len(str(path)) + 2 :]


@pytest.mark.parametrize("data", [BILLION_LAUGHS, XXE], ids=["entity-bomb", "xxe"])
def test_dtd_documents_are_refused_quickly(tmp_path: Path, data: bytes) -> None:
    start = time.perf_counter()
    problem = error_for(tmp_path, "x.svd", data)
    elapsed = time.perf_counter() - start
    assert problem == DTD_MESSAGE
    assert elapsed < 1.0  # generous bound: refusal happens before any expansion


def test_dtd_refused_even_after_the_prolog_sniff() -> None:
    # UTF-16 hides the DOCTYPE from the byte-level prolog check; the docinfo check holds.
    with pytest.raises(InputError, match="refused for safety"):
        parse_svd_bytes(
            XXE.decode().replace('"1.0"', '"1.0" encoding="utf-16"', 1).encode("utf-16"), "u.svd"
        )


def test_truncated_xml_names_line(tmp_path: Path) -> None:
    data = MINIMAL.format(registers="<register><name>R</name>").encode()[:-40]
    problem = error_for(tmp_path, "cut.svd", data)
    assert problem.startswith("malformed XML at line ")


def test_not_svd(tmp_path: Path) -> None:
    problem = error_for(tmp_path, "other.svd", b"<?xml version='1.0'?><project><a/></project>")
    assert problem == "not an SVD file: root element is <project>, expected <device>"


@pytest.mark.parametrize(
    ("data", "expected"),
    [(b"", "file is empty"), (b"  \n\t ", "file is empty")],
    ids=["empty", "blank"],
)
def test_empty(tmp_path: Path, data: bytes, expected: str) -> None:
    assert error_for(tmp_path, "e.svd", data) == expected


def test_binary(tmp_path: Path) -> None:
    problem = error_for(tmp_path, "b.svd", bytes(range(256)) * 4)
    assert problem.startswith("malformed XML")


def test_register_without_name(tmp_path: Path) -> None:
    data = MINIMAL.format(registers="<register><addressOffset>0</addressOffset></register>")
    assert (
        error_for(tmp_path, "n.svd", data.encode()) == "line 4 (register): register without <name>"
    )


@pytest.mark.parametrize(
    ("register", "expected"),
    [
        (
            "<register><name>R</name><addressOffset>0xZ</addressOffset></register>",
            "line 4 (register R): bad integer '0xZ' in <addressOffset>",
        ),
        (  # refused before anything is expanded
            "<register><name>R%s</name><dim>100000000</dim><dimIncrement>4</dimIncrement>"
            "<addressOffset>0</addressOffset></register>",
            "line 4 (register R%s): <dim> 100000000 is over the limit of 65536",
        ),
    ],
    ids=["bad-integer", "huge-dim"],
)
def test_register_problem_is_named_with_its_line(
    tmp_path: Path, register: str, expected: str
) -> None:
    problem = error_for(tmp_path, "r.svd", MINIMAL.format(registers=register).encode())
    assert problem == expected


def test_field_without_position(tmp_path: Path) -> None:
    data = MINIMAL.format(
        registers="<register><name>R</name><addressOffset>0</addressOffset>\n"
        "<fields><field><name>F</name></field></fields></register>"
    )
    problem = error_for(tmp_path, "f.svd", data.encode())
    assert (
        problem == "line 5 (field F): field without bit position (bitRange, lsb/msb or bitOffset)"
    )


def test_missing_file_and_directory(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="cannot read file"):
        parse_svd(tmp_path / "missing.svd")
    with pytest.raises(InputError, match="is a directory"):
        parse_svd(tmp_path)


def test_unresolved_derived_from_is_a_warning_not_a_crash(tmp_path: Path) -> None:
    from hwcc.ingest.base import ParseOptions
    from hwcc.ingest.svd.parser import SvdParser

    data = MINIMAL.format(
        registers='<register derivedFrom="NOPE"><name>R</name>'
        "<addressOffset>0</addressOffset></register>"
    )
    path = tmp_path / "w.svd"
    path.write_text(data)
    result = SvdParser().parse(path, ParseOptions(doc_id="w"))
    assert result.warnings == ("line 4 (register R): derivedFrom 'NOPE' not found, ignored",)


def test_cluster_derived_from_its_enclosing_cluster_is_an_input_error(tmp_path: Path) -> None:
    """A cluster that copies the cluster enclosing it would contain itself: a clear
    InputError naming the file and the element, not a RecursionError."""
    svd = tmp_path / "loop.svd"
    svd.write_bytes(
        b'<?xml version="1.0"?>\n<device><name>D</name><width>32</width><size>32</size>'
        b"<peripherals><peripheral><name>P0</name><baseAddress>0x1000</baseAddress>"
        b"<registers><cluster><name>OUTER</name><addressOffset>0x0</addressOffset>"
        b"<register><name>R0</name><addressOffset>0x0</addressOffset></register>"
        b'<cluster derivedFrom="OUTER"><name>INNER</name><addressOffset>0x10</addressOffset>'
        b"</cluster></cluster></registers></peripheral></peripherals></device>\n"
    )
    with pytest.raises(InputError, match=r"loop\.svd.*cluster INNER.*(contains itself|nested)"):
        parse_svd(svd)


# Found by fuzzing derivedFrom on every level: clusters that copy each other (C1 from C0,
# C1's inner C0 from C1) plus an enumeratedValues set referenced by plain name. The name
# index walk and the expansion used to run forever on the resulting self-containing tree.
def test_mutually_derived_clusters_are_an_input_error() -> None:
    svd = Path(__file__).parent / "fixtures" / "svd_errors" / "mutual_clusters.svd"
    with pytest.raises(InputError, match=r"mutual_clusters\.svd.*(contains itself|cycle)"):
        parse_svd(svd)


def test_nested_dims_over_the_register_budget_are_refused(tmp_path: Path) -> None:
    # 1000 cluster instances x 1000 registers: each dim is fine, the product is not
    data = MINIMAL.format(
        registers="<cluster><name>C%s</name><dim>1000</dim><dimIncrement>0x1000</dimIncrement>"
        "<addressOffset>0</addressOffset>"
        "<register><name>R%s</name><dim>1000</dim><dimIncrement>4</dimIncrement>"
        "<addressOffset>0</addressOffset></register></cluster>"
    )
    problem = error_for(tmp_path, "nested.svd", data.encode())
    assert problem.endswith("expands to more than 200000 registers (dim arrays); refused")


def test_dim_peripherals_sharing_registers_count_every_copy(tmp_path: Path) -> None:
    registers = "<register><name>R%s</name><dim>1000</dim><dimIncrement>4</dimIncrement>" + (
        "<addressOffset>0</addressOffset></register>"
    )
    data = MINIMAL.format(registers=registers).replace(
        "<peripheral><name>P</name>",
        "<peripheral><name>P%s</name><dim>300</dim><dimIncrement>0x10000</dimIncrement>",
    )
    problem = error_for(tmp_path, "periph.svd", data.encode())
    assert problem.endswith("expands to more than 200000 registers (dim arrays); refused")
