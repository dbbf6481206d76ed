"""Held-out measure of the bring-up cross-references (issue 17).

Usage: python bench/bringup_heldout.py [DIR_OR_SVD ...]   (default /work/heldout-svd)

For every SVD (vendors and families outside the dev corpus; not committed), this script
reads the XML itself with lxml — never hwcc's model — and lists every clock, reset and
low-power-enable field that names a peripheral, by a reading rule independent of the
matcher:

* a one-bit field, not read-only, of a peripheral that is not derived;
* its description (else its register's) speaks of a clock enable/gate/gating control, a
  reset, or a sleep/low-power clock, and not of a reason, cause, flag, status or
  interrupt;
* it names a peripheral of the device: the field name, or a word of the description, or
  two adjacent words joined ("UART 0"), or "<word> Module <n>" joined ("UART Module 0"
  -> UART0), is exactly one peripheral's name (case and "_" ignored); the controller
  itself does not count.

Then it runs ``hwcc init`` + ``hwcc add FILE --no-index`` (the real CLI) in a temporary
project and checks, for each such field, that the named peripheral's file has a Bring-up
row with the controller's register, the field and its bit. It reports the share found
(target >= 95 %) and the rows that link a field the rule assigns to another peripheral
(wrong links, target 0), and lists the Bring-up rows the rule cannot verify, for reading
by hand.
"""

from __future__ import annotations

import re
import subprocess
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

from lxml import etree

DEFAULT = Path("/work/heldout-svd")
HWCC = [sys.executable, "-m", "hwcc"]
GATE = re.compile(
    r"clock (enable|gate|gating|control)|clock.{0,20}(enable|gating control|gate control)|"
    r"\breset\b|(sleep|low[- ]power|deep[- ]sleep).{0,30}clock|clock.{0,30}(sleep|low[- ]power)",
    re.I,
)
NOT_GATE = re.compile(r"reason|cause|flag|status|interrupt", re.I)
WORD = re.compile(r"[A-Za-z0-9]+")
AMBIGUOUS: list[str] = []


def _norm(name: str) -> str:
    return name.upper().replace("_", "")


def _bits(field: etree._Element) -> tuple[int, int]:
    if field.findtext("bitOffset") is not None:
        lsb = int(field.findtext("bitOffset") or "0", 0)
        return lsb, lsb + int(field.findtext("bitWidth") or "1", 0) - 1
    if field.findtext("lsb") is not None:
        return int(field.findtext("lsb") or "0", 0), int(field.findtext("msb") or "0", 0)
    m = re.match(r"\[(\d+):(\d+)\]", field.findtext("bitRange") or "")
    if m is None:
        return -1, -1
    return int(m[2]), int(m[1])


STOP = {"THE", "A", "AN", "FOR", "OF", "AND", "TO", "IN"}


def named(
    description: str, field_name: str, register: str, controller: str, peripherals: dict[str, str]
) -> tuple[set[str], bool]:
    """``(peripherals the field names, ambiguous)`` by the reading rule: the field name
    (less a repeated ``<PERIPHERAL>_<REGISTER>_``) when it is a peripheral's; else a TI
    instance bit ``R<n>``/``S<n>``/``D<n>`` of a register ``<RCGC|SCGC|DCGC|SR><KIND>``
    when ``<KIND><n>`` is one; else the description's words. A description match preceded by another
    capitalised word ("Wide Timer Module 0", "Watchdog Timer 0") is ambiguous: the
    reader cannot tell the name from the words, so it is left out of the measure."""
    name = field_name.upper()
    for prefix in (f"{controller.upper()}_{register.upper()}_", f"{register.upper()}_"):
        if name.startswith(prefix):
            name = name[len(prefix) :]
            break
    if _norm(name) in peripherals:
        return {peripherals[_norm(name)]}, False
    ti = re.match(r"^(RCGC|SCGC|DCGC|SR)([A-Z][A-Z0-9]*)$", register.upper())
    number = re.match(r"^[RSD](\d+)$", name)
    if ti and number and _norm(ti[2] + number[1]) in peripherals:
        return {peripherals[_norm(ti[2] + number[1])]}, False
    words = WORD.findall(description)
    found: set[str] = set()
    ambiguous = False
    upper = [w.upper() for w in words]
    for i in range(len(words)):
        candidates = [upper[i]]
        if i + 1 < len(words):
            candidates.append(upper[i] + upper[i + 1])
        if i + 2 < len(words) and upper[i + 1] == "MODULE":
            candidates.append(upper[i] + upper[i + 2])
        hits = [peripherals[c] for c in candidates if c in peripherals]
        hits = [h for h in hits if h != controller]
        if hits:
            before = words[i - 1] if i else ""
            if before[:1].isupper() and before.upper() not in STOP:
                ambiguous = True
            # the field's own name says more ("DMAMUX" read as "DMA Mux")
            if any(
                _norm(name).startswith(_norm(h))
                and _norm(name) != _norm(h)
                and _norm(name)[len(_norm(h))].isalpha()
                for h in hits
            ):
                ambiguous = True
            found.update(hits)
    return found, ambiguous


def expected(svd: Path) -> list[tuple[str, str, str, str, int]]:
    """``(peripheral, controller, register, field, lsb)`` for every gate field that names
    a peripheral, read from the XML."""
    root = etree.parse(str(svd)).getroot()
    peripherals = {
        _norm(p.findtext("name") or ""): p.findtext("name") or "" for p in root.iter("peripheral")
    }
    out = []
    for p in root.iter("peripheral"):
        controller = p.findtext("name") or ""
        if p.get("derivedFrom"):
            continue
        for reg in p.iter("register"):
            if reg.get("derivedFrom") or reg.findtext("dim"):
                continue
            rdesc = reg.findtext("description") or ""
            for field in reg.iter("field"):
                lsb, msb = _bits(field)
                if (
                    lsb != msb
                    or (field.findtext("access") or reg.findtext("access")) == "read-only"
                ):
                    continue
                fdesc = field.findtext("description") or ""
                desc = fdesc or rdesc
                if not GATE.search(desc) or NOT_GATE.search(f"{fdesc} {rdesc}"):
                    continue
                name = field.findtext("name") or ""
                rname = reg.findtext("name") or ""
                targets, unsure = named(fdesc, name, rname, controller, peripherals)
                targets -= {controller}
                if unsure or len(targets) > 1:
                    AMBIGUOUS.append(f"{controller}.{rname}.{name}: {fdesc!r}")
                    continue
                for target in targets:
                    out.append((target, controller, rname, name, lsb))
    return out


def bringup_rows(project: Path) -> dict[str, list[tuple[str, str, str]]]:
    """Peripheral name -> its Bring-up rows ``(controller.register, field, bits)``."""
    rows: dict[str, list[tuple[str, str, str]]] = {}
    for path in sorted((project / ".hwcc/context/peripherals").glob("*.md")):
        text = path.read_text(encoding="utf-8")
        name = text.split("\n", 1)[0].removeprefix("# ")
        if "\n## Bring-up\n" not in text:
            continue
        section = text.split("\n## Bring-up\n", 1)[1].split("\n## ", 1)[0]
        for line in section.splitlines():
            cells = [c.strip() for c in line.strip("|").split("|")]
            if len(cells) == 6 and cells[1] != "Register" and not cells[0].startswith("-"):
                rows.setdefault(name, []).append((cells[1], cells[2], cells[4]))
    return rows


def measure(svd: Path) -> tuple[int, int, list[str], list[str], list[str]]:
    AMBIGUOUS.clear()
    want = expected(svd)
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        subprocess.run([*HWCC, "-C", tmp, "init"], check=True, capture_output=True)
        subprocess.run(
            [*HWCC, "-C", tmp, "add", str(svd), "--no-index"], check=True, capture_output=True
        )
        rows = bringup_rows(root)
    missing = []
    for target, controller, register, field, lsb in want:
        got = rows.get(target, [])
        where = f"{controller}.{register}"
        if not any(r == where and f == field and b.startswith(f"[{lsb}") for r, f, b in got):
            missing.append(f"{target}: {controller}.{register}.{field}[{lsb}]")
    assigned: dict[tuple[str, str], set[str]] = defaultdict(set)
    for target, controller, register, field, _ in want:
        assigned[(f"{controller}.{register}", field)].add(target)
    wrong = []
    unverified: list[str] = []
    for name, entries in rows.items():
        for register, field, bits in entries:
            targets = assigned.get((register, field))
            if targets is None:
                unverified.append(f"{name}: {register}.{field}{bits}")
            elif name not in targets:
                wrong.append(
                    f"{name}: {register}.{field}{bits} (rule: {', '.join(sorted(targets))})"
                )
    return len(want), len(want) - len(missing), missing, wrong, unverified


def main() -> None:
    args = [Path(a) for a in sys.argv[1:]] or [DEFAULT]
    files = sorted(f for a in args for f in ([a] if a.is_file() else a.glob("*.svd")))
    total = found = 0
    for svd in files:
        n, ok, missing, wrong, unverified = measure(svd)
        total += n
        found += ok
        share = 100.0 * ok / n if n else 100.0
        print(
            f"{svd.name}: {ok}/{n} found ({share:.1f} %), {len(wrong)} wrong, "
            f"{len(unverified)} rows beyond the rule, "
            f"{len(AMBIGUOUS)} fields left out as ambiguous"
        )
        for line in AMBIGUOUS[:8]:
            print("  ambiguous", line)
        for line in missing[:15]:
            print("  missing", line)
        for line in wrong:
            print("  WRONG", line)
        for line in unverified:
            print("  beyond the rule (read by hand):", line)
    if total:
        print(f"all: {found}/{total} = {100.0 * found / total:.1f} %")


if __name__ == "__main__":
    main()
