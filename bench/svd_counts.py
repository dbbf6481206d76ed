"""Peer counts: expanded peripherals/registers/fields of every corpus SVD per cmsis-svd.

Usage: python bench/svd_counts.py [--write]   (--write updates bench/svd_expected_counts.json)

cmsis-svd takes seconds per large file, so tests read the committed JSON instead of
re-running the peer; tests/test_svd_corpus.py has one slow live cross-check.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
CORPUS = HERE.parent.parent / "shared" / "corpus" / "svd"
OUTPUT = HERE / "svd_expected_counts.json"


def cmsis_counts(path: Path) -> dict[str, int]:
    """Counts of peripherals, registers and fields of ``path`` as cmsis-svd expands them."""
    from cmsis_svd.parser import SVDParser

    device = SVDParser.for_xml_file(str(path)).get_device()
    peripherals = device.get_peripherals()
    registers = [r for p in peripherals for r in p.get_registers()]
    fields = [f for r in registers for f in r.get_fields()]
    return {"peripherals": len(peripherals), "registers": len(registers), "fields": len(fields)}


def main() -> None:
    counts = {}
    for path in sorted(CORPUS.glob("*.svd")):
        counts[path.name] = cmsis_counts(path)
        print(path.name, counts[path.name], flush=True)
    if "--write" in sys.argv:
        OUTPUT.write_text(json.dumps(counts, indent=2, sort_keys=True) + "\n")
        print(f"wrote {OUTPUT}")


if __name__ == "__main__":
    main()
