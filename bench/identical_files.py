"""Peripheral-file size with full copies vs short files for identical peripherals
(issue 17 item 4; hwcc.compile.identical).

Usage: python bench/identical_files.py [SVD ...]   (default: every SVD in ../shared/corpus/svd)

For each SVD: the bytes and cl100k tokens of all its peripheral files when every
peripheral gets a full file, and as compile writes them (short files for peripherals
whose registers repeat another's, when that saves >= MIN_SAVING bytes); how many files
are short.
"""

from __future__ import annotations

import sys
from pathlib import Path

from hwcc.compile.identical import peripheral_file_text, same_as_files
from hwcc.ingest.svd.parser import parse_svd
from hwcc.model.render import render_peripheral
from hwcc.util.tokens import count_tokens

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus"


def main() -> None:
    files = [Path(a) for a in sys.argv[1:]] or sorted((CORPUS / "svd").glob("*.svd"))
    print(
        f"{'file':<22} {'full KB':>8} {'short KB':>9} {'bytes':>7} {'full tok':>9} {'tok':>7}"
        f" {'short files':>12}"
    )
    sums = [0, 0, 0, 0]
    for path in files:
        device = parse_svd(path)
        names = [f"{p.name}.md" for p in device.peripherals]
        same = same_as_files(device, names)
        full = [render_peripheral(device, p, source=path.name) for p in device.peripherals]
        written = [
            peripheral_file_text(device, p, path.name, same.get(n))
            for n, p in enumerate(device.peripherals)
        ]
        short_files = sum(1 for a, b in zip(full, written, strict=True) if a != b)
        fb = sum(len(t.encode()) for t in full)
        wb = sum(len(t.encode()) for t in written)
        ft = sum(count_tokens(t) for t in full)
        wt = sum(count_tokens(t) for t in written)
        sums = [a + b for a, b in zip(sums, (fb, wb, ft, wt), strict=True)]
        print(
            f"{path.name:<22} {fb / 1024:8.0f} {wb / 1024:9.0f} {wb / fb - 1:+7.0%} "
            f"{ft:9d} {wt / ft - 1:+7.0%} {short_files:5d} of {len(names):<4d}"
        )
    fb, wb, ft, wt = sums
    print(
        f"{'all':<22} {fb / 1024:8.0f} {wb / 1024:9.0f} {wb / fb - 1:+7.0%} {ft:9d}"
        f" {wt / ft - 1:+7.0%}"
    )


if __name__ == "__main__":
    main()
