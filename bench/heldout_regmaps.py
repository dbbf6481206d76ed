"""Register maps read from held-out datasheets against facts written by reading them.

    python bench/heldout_regmaps.py DIR [SET.json ...]

DIR holds the PDFs named in the sets (default: every bench/heldout/*.json; the PDFs are
vendor-copyrighted; get them from the driver repositories named there). Field names are
compared ignoring case, spaces and a trailing bit range (`AMM[2:0]` is `AMM`), since
documents print them both ways; a register's ``aliases`` lists other names the document
gives the same field (a summary table and the register's own figure often word it
differently). Reported per document and per set: registers
read, expected registers found at the right address, names right, field bit ranges
right (a run of one-bit fields a set lists per bit, ``MA1``/``MA0`` over bits 6..5,
``FTYPE_2`` .. ``FTYPE_0``, ``FS1_XL``/``FS0_XL`` or ``PTDP0[8]`` .. ``PTDP0[0]``,
also counts as right when read as the one field ``MA`` [6:5] they number, or as fields
that number each bit alike, ``E1D[7:6]`` and ``E1D[5:0]``, or as the one field under a
name the set gives the bits as an alias, ``SCD_DELAY``) (and fields
read in registers whose layout the set lists, under a name it does
not list: a misread, or a field the reader of the document left out; and registers
all of whose fields are unlisted: most likely another register's layout), fields read
at other bits than the set's, reset values right (and read as another value), and
registers read at an address the document does not define (a run of registers of one
layout, "32 registers at 0x40-0x5F", stands at each of its addresses the set lists)
(invented: must
be 0; a register of another bank or page that a set lists under ``other_banks`` is
defined, and each such bank gets a line of its own: the peripheral read for it, its
fields right and its registers given another layout; a set marked
``banks_not_keyed`` judges the main map alone), and register widths right where the set
states one (the renderer prints every register's size). Bars (issue 16): >= 95 %
addresses, >= 90 % fields, >= 90 % resets, no invented register.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

from hwcc.extract.regmap import extract_register_map
from hwcc.ingest.base import ParseOptions
from hwcc.ingest.pdf.parser import PdfParser
from hwcc.model.device import Peripheral, Register

# the renderer's description of a run: "32 registers at 0x40-0x5F"
_RUN = re.compile(r"\d+ registers at 0x[0-9A-Fa-f]+-(0x[0-9A-Fa-f]+)")
SETS = sorted((Path(__file__).parent / "heldout").glob("*.json"))


def _exact(name: str) -> str:
    return re.sub(r"\s+", "", name).casefold()


def _key(name: str) -> str:
    return re.sub(r"\[\d+(?::\d+)?\]$", "", re.sub(r"\s+", "", name)).casefold()


def _addresses(spans: list[str]) -> set[int]:
    out: set[int] = set()
    for span in spans:
        first, _, last = span.partition("-")
        out |= set(range(int(first, 16), int(last or first, 16) + 1))
    return out


def _runs(fields: dict[str, list[int]]) -> dict[str, tuple[str, tuple[int, int]]]:
    """Field -> (prefix, bits of its run) for one-bit fields numbering one value: two or
    more adjacent bits named PREFIX<n> (PREFIX_<n>: ``FTYPE_2``; PREFIX[n]: ``PTDP0[8]``;
    the number inside, ``FS1_XL``, of the value ``FS_XL``) counting down with the bit
    position."""
    bits = {}
    for name, (msb, lsb) in fields.items():
        m = re.fullmatch(r"([A-Za-z0-9](?:[A-Za-z0-9_]*?[A-Za-z])?)_?(\d+)", name.strip())
        m = m or re.fullmatch(r"([A-Za-z]\w*?)\s*\[(\d+)\]", name.strip())
        infix = re.fullmatch(
            r"([A-Za-z][A-Za-z0-9]*?[A-Za-z])(\d)(_[A-Za-z0-9_]*[A-Za-z])", name.strip()
        )
        if m and msb == lsb:
            bits[name] = (m.group(1), int(m.group(2)), lsb)
        elif infix and msb == lsb:  # ST: FS1_XL, FS0_XL number the value FS_XL
            bits[name] = (infix.group(1) + infix.group(3), int(infix.group(2)), lsb)
    out: dict[str, tuple[str, tuple[int, int]]] = {}
    for name, (prefix, number, bit) in bits.items():
        run = {bit}
        for step in (1, -1):
            k = 1
            while any(
                p == prefix and n == number + step * k and b == bit + step * k
                for p, n, b in bits.values()
            ):
                run.add(bit + step * k)
                k += 1
        if len(run) >= 2:
            out[name] = (prefix, (max(run), min(run)))
    return out


def _numbers(reg: Register, prefix: str, field: str, bit: int) -> bool:
    """Whether a field read names ``bit`` as the set's one-bit ``field`` (PREFIX<n>): a
    field PREFIX[h:l] over bits [msb:lsb] numbers bit b as l + (b - lsb), a field PREFIX
    with no range as b - lsb (the document's ``E1D7:E1D6`` and ``E1D5:E1D0`` read as
    two fields name the set's E1D7 .. E1D0 as it does)."""
    digits = field.strip()[len(prefix.strip()) :].strip(" []_")
    if not digits.isdigit():
        return False  # a number inside the name (FS1_XL): the run's one field only
    number = int(digits)
    for f in reg.fields:
        if _key(f.name) != _key(prefix) or not f.lsb <= bit <= f.msb:
            continue
        m = re.search(r"\[(\d+)(?::(\d+))?\]$", re.sub(r"\s+", "", f.name))
        if m is None:
            low = 0
        else:
            high, low = int(m.group(1)), int(m.group(2) or m.group(1))
            if high - low != f.msb - f.lsb:
                continue
        if low + bit - f.lsb == number:
            return True
    return False


def main() -> None:
    folder = Path(sys.argv[1])
    for path in [Path(p) for p in sys.argv[2:]] or SETS:
        print(f"== {path.name}")
        _run(folder, json.loads(path.read_text()))


def _run(folder: Path, expected: dict[str, dict]) -> None:  # type: ignore[type-arg]
    totals = dict.fromkeys(
        (
            *("regs", "addr", "names", "fields", "fields_ok", "fields_bad", "extra", "foreign"),
            *("resets", "resets_ok", "resets_bad", "sizes", "sizes_ok"),
        ),
        0,
    )
    invented_total = 0
    for name, spec in expected.items():
        if name.startswith("_"):
            continue
        path = folder / name
        if not path.is_file():
            print(f"{name}: not present, skipped")
            continue
        device = extract_register_map(PdfParser().parse(path, ParseOptions(doc_id="d"))).device
        # where maps (banks, a second device's map) share an address, the register of
        # the map holding most of the set's registers by address and name is compared
        # (the map the set calls main: a page the command register selects may be
        # it), then the first map's
        regs: dict[int, Register] = {}
        listed = {int(a, 16) for a in spec["registers"]}
        maps = list(device.peripherals) if device else []
        main = max(maps, key=lambda p: _held(p, spec["registers"]), default=None)
        if main is not None and _held(main, spec["registers"]):
            maps.remove(main)
            maps.insert(0, main)
        # a set that keys the main map only, its banks left unread by the writer
        # ("banks_not_keyed"), judges the main map alone
        read = [r for p in (maps[:1] if spec.get("banks_not_keyed") else maps) for r in p.registers]
        for r in read:
            regs.setdefault(r.address_offset, r)
        for r in read:
            # a run of registers of one layout stands at each of its addresses the set
            # lists where no register of its own is read (a run the set keys at its
            # first address alone, a string of 62 bytes, is read there)
            run = _RUN.match(r.description)
            last = int(run.group(1), 16) if run else r.address_offset
            for address in range(r.address_offset + 1, last + 1):
                if address in listed:
                    regs.setdefault(address, r)
        # another bank's or page's registers the set lists ("other_banks") are real
        banked = {int(a, 16) for bank in spec.get("other_banks", {}).values() for a in bank}
        allowed = _addresses(spec["addresses"])
        if "scope" in spec:
            # a set that covers part of a large map judges only the addresses inside
            # the part it covers (neither found nor invented beyond it)
            scope = _addresses(spec["scope"])
            regs = {a: r for a, r in regs.items() if a in scope}
        # rows a set leaves to the reader (a range of undocumented registers the
        # document names in one row): neither found nor invented
        neutral = _addresses(spec.get("neutral", []))
        regs = {a: r for a, r in regs.items() if a not in neutral}
        invented = sorted(hex(a) for a in set(regs) - allowed - banked)
        # read at an address the document reserves: a register put in the wrong place
        defined = {int(a, 16) for a in spec["registers"]} | banked
        if spec.get("complete"):
            invented += sorted(hex(a) for a in (set(regs) & allowed) - defined)
        counts = dict.fromkeys(totals, 0)
        for address, facts in spec["registers"].items():
            counts["regs"] += 1
            reg = regs.get(int(address, 16))
            if reg is None:
                continue
            counts["addr"] += 1
            counts["names"] += _key(reg.name) == _key(facts.get("name", reg.name))
            have = {_key(f.name): (f.msb, f.lsb) for f in reg.fields}
            exact = {_exact(f.name): (f.msb, f.lsb) for f in reg.fields}
            aliases = facts.get("aliases", {})
            runs = _runs(facts.get("fields", {}))
            for field, bits in facts.get("fields", {}).items():
                counts["fields"] += 1
                names = [field, *aliases.get(field, ())]
                found = next(
                    (
                        v
                        for n in names
                        for v in (exact.get(_exact(n)), have.get(_key(n)))
                        if v is not None
                    ),
                    None,
                )
                if field in runs and found != tuple(bits):
                    prefix, span = runs[field]
                    if (
                        have.get(_key(prefix)) == span
                        or _numbers(reg, prefix, field, bits[0])
                        # another spelling the document gives the run's bits together
                        # (bq76940's summary: SCD_DELAY over SCD_D1..SCD_D0)
                        or any(have.get(_key(a)) == span for a in aliases.get(field, ()))
                    ):
                        found = tuple(bits)
                counts["fields_ok"] += found == tuple(bits)
                counts["fields_bad"] += found is not None and found != tuple(bits)
            if facts.get("fields"):
                wanted = {_key(f) for f in facts["fields"]}
                wanted |= {_key(a) for names in aliases.values() for a in names}
                wanted |= {_key(prefix) for prefix, _span in runs.values()}
                counts["extra"] += sum(1 for k in have if k not in wanted)
                # every field read is unlisted: most likely another register's layout
                counts["foreign"] += bool(have) and not any(k in wanted for k in have)
            if "size" in facts:
                counts["sizes"] += 1
                counts["sizes_ok"] += reg.size == facts["size"]
            if "reset" in facts:
                counts["resets"] += 1
                counts["resets_ok"] += reg.reset_value == int(facts["reset"], 16)
                counts["resets_bad"] += reg.reset_value not in (None, int(facts["reset"], 16))
        for key in totals:
            totals[key] += counts[key]
        invented_total += len(invented)
        for bank, listed in spec.get("other_banks", {}).items():
            print(
                f"  other bank {bank}: {_other_bank(device.peripherals if device else (), listed)}"
            )
        print(
            f"{name}: {len(regs)} registers read; expected {counts['addr']}/{counts['regs']} at "
            f"the right address, names {counts['names']}/{counts['addr']}, fields "
            f"{counts['fields_ok']}/{counts['fields']} ({counts['fields_bad']} at other bits, "
            f"+{counts['extra']} not listed, {counts['foreign']} registers with none listed), "
            f"resets {counts['resets_ok']}/{counts['resets']} ({counts['resets_bad']} other "
            f"values), invented {invented or 'none'}, sizes {counts['sizes_ok']}/{counts['sizes']}"
        )

    def pct(a: int, b: int) -> str:
        return f"{100 * a / b:.1f} %" if b else "n/a"

    print(
        f"all: addresses {pct(totals['addr'], totals['regs'])}, fields "
        f"{pct(totals['fields_ok'], totals['fields'])} ({totals['fields_bad']} at other bits, "
        f"+{totals['extra']} fields not listed, {totals['foreign']} registers whose fields are "
        f"none of those listed), resets {pct(totals['resets_ok'], totals['resets'])} "
        f"({totals['resets_bad']} other values), invented registers {invented_total}, "
        f"sizes {pct(totals['sizes_ok'], totals['sizes'])}"
    )


def _held(p: Peripheral, listed: dict[str, dict]) -> int:  # type: ignore[type-arg]
    """How many of the registers ``listed`` (address -> facts) ``p`` holds at their
    address under their name."""
    names = {r.address_offset: _key(r.name) for r in p.registers}
    return sum(names.get(int(a, 16)) == _key(f.get("name", "")) for a, f in listed.items())


def _other_bank(peripherals: tuple[Peripheral, ...], listed: dict[str, dict]) -> str:  # type: ignore[type-arg]
    """How another bank a set lists was read: the peripheral holding most of its
    registers by address and name, its fields right, fields read that it does not list
    and registers none of whose fields it lists (another bank's layout given to it)."""

    best = max(peripherals, key=lambda p: _held(p, listed), default=None)
    if best is None or not _held(best, listed):
        return f"0/{len(listed)} registers"
    regs = {r.address_offset: r for r in best.registers}
    fields = right = foreign = extra = 0
    for address, facts in listed.items():
        reg = regs.get(int(address, 16))
        wanted = {n: tuple(b) for n, b in facts.get("fields", {}).items()}
        runs = _runs(facts.get("fields", {}))  # per-bit names read as the one field
        have = {_key(f.name): (f.msb, f.lsb) for f in reg.fields} if reg else {}
        fields += len(wanted)
        for name, bits in wanted.items():
            found = have.get(_key(name))
            if name in runs and found != bits:
                prefix, span = runs[name]
                found = bits if have.get(_key(prefix)) == span else found
            right += found == bits
        known = {_key(n) for n in wanted} | {_key(p) for p, _span in runs.values()}
        foreign += bool(wanted) and bool(have) and not set(have) & known
        extra += sum(1 for k in have if k not in known) if wanted else 0
    return (
        f"{_held(best, listed)}/{len(listed)} registers in {best.name}, fields {right}/{fields} "
        f"(+{extra} not listed), {foreign} registers with another layout"
    )


if __name__ == "__main__":
    main()
