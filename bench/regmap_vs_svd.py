"""Register maps read from a reference manual against the vendor's SVD for the same chip.

    python bench/regmap_vs_svd.py [MANUAL.pdf SVD]   (default: the CH32V003 pair in
                                                     ../shared/corpus)

Registers are matched by absolute address. Reported: the share of registers read from
the manual whose address the SVD also defines (and whose name agrees once the manual's
width prefix ``R32_`` and the SVD's peripheral prefix are set aside), the share of their
fields (matched by name) whose bit ranges agree, and every disagreement, so each can be
judged (some are SVD mistakes). Writes a Markdown report to bench/out/.
"""

from __future__ import annotations

import re
import sys
import time
from pathlib import Path

from hwcc.extract.regmap import extract_register_map
from hwcc.ingest.base import ParseOptions
from hwcc.ingest.pdf.parser import PdfParser
from hwcc.ingest.svd.parser import parse_svd

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT.parent / "shared" / "corpus"


def main() -> None:
    manual = (
        Path(sys.argv[1])
        if len(sys.argv) > 2
        else CORPUS / "pdf" / "WCH_CH32V003RM-EN_reference_manual.pdf"
    )
    svd = Path(sys.argv[2]) if len(sys.argv) > 2 else CORPUS / "svd" / "CH32V003xx.svd"
    started = time.perf_counter()
    result = PdfParser().parse(manual, ParseOptions(doc_id="manual"))
    read = extract_register_map(result)
    elapsed = time.perf_counter() - started
    assert read.device is not None, "no register map read"
    device = parse_svd(svd)
    by_address = {
        p.base_address + r.address_offset: (p, r) for p in device.peripherals for r in p.registers
    }
    lines = [f"# {manual.name} against {svd.name}", ""]
    matched = fields_total = fields_agree = 0
    missing: list[str] = []
    renamed: list[str] = []
    field_disagreements: list[str] = []
    registers = [r for p in read.device.peripherals for r in p.registers]
    for reg in registers:
        hit = by_address.get(reg.address_offset)
        if hit is None:
            missing.append(
                f"- {reg.name} at 0x{reg.address_offset:08X} (p. {reg.page}): no SVD register"
            )
            continue
        peripheral, svd_reg = hit
        short = re.sub(r"^R(8|16|32)_", "", reg.name)
        if short.upper() not in (f"{peripheral.name}_{svd_reg.name}".upper(), svd_reg.name.upper()):
            where = f"SVD {peripheral.name}.{svd_reg.name}"
            renamed.append(f"- 0x{reg.address_offset:08X}: manual {reg.name}, {where}")
        matched += 1
        svd_fields = {f.name.upper(): f for f in svd_reg.fields}
        for field in reg.fields:
            name = re.sub(r"\[\d+:\d+\]$", "", field.name).upper()
            other = svd_fields.get(name)
            if other is None:
                continue
            fields_total += 1
            if (other.msb, other.lsb) == (field.msb, field.lsb):
                fields_agree += 1
            else:
                field_disagreements.append(
                    f"- {reg.name}.{field.name}: manual [{field.msb}:{field.lsb}] "
                    f"(p. {reg.page}), SVD [{other.msb}:{other.lsb}]"
                )
    total = len(registers)
    lines += [
        f"- registers read from the manual: {total}; at an address the SVD defines: {matched} "
        f"({100 * matched / max(1, total):.1f} %)",
        f"- fields matched by name: {fields_total}; same bit range: {fields_agree} "
        f"({100 * fields_agree / max(1, fields_total):.1f} %)",
        f"- parse + extraction time: {elapsed:.1f} s; warnings: {len(read.warnings)}",
        "",
        "## Addresses the SVD does not define",
        *missing,
        "",
        "## Same address, other name",
        *renamed,
        "",
        "## Field bit ranges that disagree",
        *field_disagreements,
    ]
    out = ROOT / "bench" / "out"
    out.mkdir(parents=True, exist_ok=True)
    report = out / "regmap_vs_svd.md"
    report.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print("\n".join(lines[:6]))
    print(f"report: {report.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
