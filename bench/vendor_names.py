"""Held-out measure (issue 17): can an assistant read register facts off the peripheral
files by the vendor's register names (CMSIS-SVD ``prependToName``/``appendToName``)?

Usage: python bench/vendor_names.py SVD...   (held-out SVDs: see bench/README.md)

For each SVD: a fresh project (``hwcc init``, ``hwcc add FILE --no-index`` as a
subprocess of this interpreter, so running it with another install measures that one),
then every register of every peripheral that declares (or inherits through
``derivedFrom``) a prefix or suffix is checked against ``.hwcc/context/peripherals/``.
The expected facts are read from the SVD XML here with lxml, not through hwcc:

* the vendor name ``prefix + name + suffix`` (``dim`` registers expanded: ``%s`` by
  ``dimIndex`` or 0..dim-1), its absolute address (base + offset) and reset value
  (register, else peripheral, else device ``resetValue``): answerable when the
  peripheral's file has a register-table row starting with that name whose Address and
  Reset cells are those values;
* each field's bit range: answerable when the section headed by that name has the row
  ``| [msb:lsb] | FIELD |`` — in the peripheral's file, or (counted separately) in the
  file a short file points to ("Registers: as in X (`X.md`)", same short names).

Registers inside clusters are not counted: CMSIS defines no vendor name for them (see
hwcc.model.display). Prints one line per file and the total.
"""

from __future__ import annotations

import re
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from lxml import etree


@dataclass(frozen=True)
class Fact:
    peripheral: str
    name: str  # vendor name
    short: str
    address: int
    reset: int | None
    fields: tuple[tuple[str, int, int], ...]  # (name, msb, lsb)


def _int(text: str | None) -> int | None:
    if text is None:
        return None
    text = text.strip().lower()
    if text.startswith("#"):
        return int(text[1:].replace("x", "0"), 2)
    if text.startswith("0b"):
        return int(text[2:], 2)
    return int(text, 0)


def _dim_names(reg: etree._Element) -> list[tuple[str, int]]:
    """(name, extra offset) of a register, ``dim`` arrays expanded."""
    name = reg.findtext("name", "").strip()
    dim = _int(reg.findtext("dim"))
    if dim is None:
        return [(name, 0)]
    step = _int(reg.findtext("dimIncrement")) or 0
    index = reg.findtext("dimIndex")
    if index:
        if "-" in index and "," not in index:
            lo, hi = index.split("-")
            indices = [str(i) for i in range(int(lo), int(hi) + 1)]
        else:
            indices = [i.strip() for i in index.split(",")]
    else:
        indices = [str(i) for i in range(dim)]
    # ``REG[%s]`` is a C array: its elements are ``REG[0]``, ``REG[1]``, ...
    return [(name.replace("%s", idx), i * step) for i, idx in enumerate(indices)]


def _fields(reg: etree._Element) -> tuple[tuple[str, int, int], ...]:
    out = []
    for f in reg.iterfind("fields/field"):
        fname = f.findtext("name", "").strip()
        if "%s" in fname or f.find("dim") is not None:
            continue  # field arrays: not sampled
        bit_range = f.findtext("bitRange")
        if bit_range:
            msb, lsb = (int(x) for x in bit_range.strip("[] \n").split(":"))
        elif f.findtext("lsb") is not None:
            msb, lsb = _int(f.findtext("msb")) or 0, _int(f.findtext("lsb")) or 0
        else:
            lsb = _int(f.findtext("bitOffset")) or 0
            msb = lsb + (_int(f.findtext("bitWidth")) or 1) - 1
        out.append((fname, msb, lsb))
    return tuple(out)


def expected_facts(svd: Path) -> list[Fact]:
    root = etree.parse(str(svd)).getroot()
    device_reset = _int(root.findtext("resetValue"))
    peripherals = root.findall("peripherals/peripheral")
    by_name = {p.findtext("name", "").strip(): p for p in peripherals}

    def chain(p: etree._Element) -> list[etree._Element]:
        out = [p]
        while out[-1].get("derivedFrom") and out[-1].get("derivedFrom") in by_name:
            out.append(by_name[out[-1].get("derivedFrom", "")])
        return out

    facts: list[Fact] = []
    for p in peripherals:
        line = chain(p)
        prefix = (
            next(
                (q.findtext("prependToName") for q in line if q.find("prependToName") is not None),
                "",
            )
            or ""
        )
        suffix = (
            next(
                (q.findtext("appendToName") for q in line if q.find("appendToName") is not None), ""
            )
            or ""
        )
        if not (prefix or suffix):
            continue
        name = p.findtext("name", "").strip()
        base = _int(p.findtext("baseAddress")) or 0
        holder = next((q for q in line if q.find("registers") is not None), None)
        if holder is None:
            continue
        p_reset = next(
            (_int(q.findtext("resetValue")) for q in line if q.find("resetValue") is not None),
            device_reset,
        )
        for reg in holder.iterfind("registers/register"):
            if reg.get("derivedFrom"):
                continue  # register-level derivedFrom: not sampled
            offset = _int(reg.findtext("addressOffset")) or 0
            reset = (
                _int(reg.findtext("resetValue")) if reg.find("resetValue") is not None else p_reset
            )
            fields = _fields(reg)
            for short, extra in _dim_names(reg):
                facts.append(
                    Fact(name, prefix + short + suffix, short, base + offset + extra, reset, fields)
                )
    return facts


_POINTER = re.compile(r"^- Registers: as in \S+ \(`([^`]+)`\)", re.M)


def _sections(text: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for block in re.split(r"(?m)^## ", text)[1:]:
        head, _, body = block.partition("\n")
        # registers of one name (alternateGroup) have one heading each: keep them all
        out[head.strip()] = out.get(head.strip(), "") + body
    return out


def check(svd: Path) -> tuple[int, int, int, int, int]:
    """(facts, answered in the own file, answered with one pointer followed, registers, files)."""
    facts = expected_facts(svd)
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        for args in (["init"], ["add", str(svd), "--no-index"]):
            subprocess.run(
                [sys.executable, "-m", "hwcc", *args], cwd=root, check=True, capture_output=True
            )
        folder = root / ".hwcc" / "context" / "peripherals"
        texts = {f.stem: f.read_text() for f in folder.glob("*.md")}
    total = own = followed = 0
    for fact in facts:
        text = texts.get(fact.peripheral, "")
        rows = [line for line in text.split("\n") if line.startswith(f"| {fact.name} ")]
        address_ok = reset_ok = False
        for row in rows:
            cells = [c.strip() for c in row.strip("|").split("|")]
            address_ok = address_ok or int(cells[2], 16) == fact.address
            reset = None if cells[5] == "—" else int(cells[5], 16)
            reset_ok = reset_ok or reset == fact.reset
        total += 2
        own += address_ok + reset_ok
        followed += address_ok + reset_ok
        title = fact.name if fact.name == fact.short else f"{fact.name} ({fact.short})"
        own_section = _sections(text).get(title)
        pointed = _POINTER.search(text)
        other = texts.get(pointed.group(1).removesuffix(".md"), "") if pointed else ""
        other_section = next(
            (
                b
                for h, b in _sections(other).items()
                if h.endswith(f"({fact.short})") or h == fact.short
            ),
            None,
        )
        for fname, msb, lsb in fact.fields:
            bits = f"[{lsb}]" if msb == lsb else f"[{msb}:{lsb}]"
            row = f"| {bits} | {fname} |"
            total += 1
            in_own = own_section is not None and row in own_section
            own += in_own
            followed += in_own or (other_section is not None and row in other_section)
    registers = len(facts)
    return total, own, followed, registers, len(texts)


def main() -> None:
    files = [Path(a).resolve() for a in sys.argv[1:]]
    if not files:
        sys.exit(__doc__)
    print(f"{'file':<24} {'registers':>9} {'facts':>7} {'own file':>9} {'+pointer':>9}")
    sums = [0, 0, 0, 0]
    for svd in files:
        total, own, followed, registers, _ = check(svd)
        sums = [a + b for a, b in zip(sums, (total, own, followed, registers), strict=True)]
        print(
            f"{svd.name:<24} {registers:9d} {total:7d} {own / total:9.1%} {followed / total:9.1%}"
        )
    total, own, followed, registers = sums
    print(f"{'all':<24} {registers:9d} {total:7d} {own / total:9.1%} {followed / total:9.1%}")


if __name__ == "__main__":
    main()
