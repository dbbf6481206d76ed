"""Competing CPU load for the bench scripts (``--busy N``): ``N`` busy processes stand in
for other users' jobs on a shared machine, so that figures under load are repeatable."""

from __future__ import annotations

import subprocess
import sys

BUSY_LOOP = "while True: pass"


def start_busy(count: int) -> list[subprocess.Popen[bytes]]:
    """``count`` CPU-bound processes competing for the cores; stopped by
    :func:`stop_busy`."""
    return [subprocess.Popen([sys.executable, "-c", BUSY_LOOP]) for _ in range(count)]


def stop_busy(procs: list[subprocess.Popen[bytes]]) -> None:
    for proc in procs:
        proc.kill()
        proc.wait()
