"""`hwcc mcp` latency on an STM32F407-sized project, against `hwcc search` in a new process.

Usage: python bench/mcp_latency.py [--rounds N]

Builds a project in a temp dir (real MiniLM embedder, as users run it): STM32F407.svd,
the STM32F469/479 errata PDF and the DRV2605 datasheet from ../shared/corpus, added with
`hwcc add`. Then starts `python -m hwcc mcp` over stdio with the SDK's client and reports:
- start -> first tool answer (spawn, initialize, one `get_register`), and the first
  `search` after it (loads the embedder);
- warm `get_register` and warm `search` round trips (p50 / p95 over N calls, rotating
  registers and queries), measured at the client, JSON-RPC over stdio included;
- the same search query through `hwcc search` as a subprocess (median of 5) and the
  ratio to the warm MCP search median.
Targets (issue 18): start -> first answer < 2 s, get_register p95 < 10 ms, search p95
< 100 ms.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import anyio
from mcp import Client, StdioServerParameters

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT.parent / "shared" / "corpus"
FILES = (
    "svd/STM32F407.svd",
    "pdf/ST_STM32F469_479_errata_DocID028202.pdf",
    "pdf/TI_DRV2605_datasheet_SLOS825C.pdf",
)
REGISTERS = ("USART1.BRR", "RCC.AHB1ENR", "GPIOA.MODER", "SPI1.CR1", "TIM2.CCMR1_Output")
QUERIES = (
    "SPI baud rate prescaler",
    "I2C busy flag stuck after reset workaround",
    "USART oversampling by 8",
    "DRV2605 library selection register",
    "flash wait states at 168 MHz",
)


def hwcc(args: list[str], cwd: Path) -> float:
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # users' installs cache bytecode
    start = time.perf_counter()
    subprocess.run(
        [sys.executable, "-m", "hwcc", *args], cwd=cwd, check=True, env=env, capture_output=True
    )
    return time.perf_counter() - start


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


async def measure(root: Path, rounds: int) -> dict[str, float]:
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    params = StdioServerParameters(
        command=sys.executable, args=["-m", "hwcc", "-C", str(root), "mcp"], env=env
    )
    out: dict[str, float] = {}
    start = time.perf_counter()
    async with Client(params) as client:
        first = await client.call_tool("get_register", {"register": REGISTERS[0]})
        assert not first.is_error, first.content
        out["first_answer"] = time.perf_counter() - start
        t = time.perf_counter()
        hit = await client.call_tool("search", {"query": QUERIES[0]})
        assert not hit.is_error, hit.content
        out["first_search"] = time.perf_counter() - t
        regs: list[float] = []
        for i in range(rounds):
            t = time.perf_counter()
            result = await client.call_tool("get_register", {"register": REGISTERS[i % 5]})
            regs.append(time.perf_counter() - t)
            assert not result.is_error, result.content
        searches: list[float] = []
        for i in range(rounds):
            t = time.perf_counter()
            result = await client.call_tool("search", {"query": QUERIES[i % 5]})
            searches.append(time.perf_counter() - t)
            assert not result.is_error, result.content
    out["reg_p50"], out["reg_p95"] = pct(regs, 0.5), pct(regs, 0.95)
    out["search_p50"], out["search_p95"] = pct(searches, 0.5), pct(searches, 0.95)
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=200)
    args = parser.parse_args()
    sources = [CORPUS / f for f in FILES]
    missing = [str(s) for s in sources if not s.is_file()]
    if missing:
        sys.exit(f"shared corpus files missing: {', '.join(missing)}")
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "fw"
        root.mkdir()
        hwcc(["init", "--chip", "STM32F407"], root)
        for source in sources:
            shutil.copy(source, root / source.name)
        added = hwcc(["add", *(s.name for s in sources)], root)
        print(f"project: {', '.join(FILES)}; hwcc add {added:.1f} s")
        m = anyio.run(measure, root, args.rounds)
        cli = [hwcc(["search", QUERIES[0]], root) for _ in range(5)]
        cli_median = statistics.median(cli)
    ms = 1000
    print(f"start -> first tool answer (get_register): {m['first_answer']:.2f} s (target < 2 s)")
    print(f"first search (loads the embedder): {m['first_search'] * ms:.0f} ms")
    print(
        f"warm get_register: p50 {m['reg_p50'] * ms:.1f} ms, p95 {m['reg_p95'] * ms:.1f} ms "
        f"(target < 10 ms; {args.rounds} calls)"
    )
    print(
        f"warm search: p50 {m['search_p50'] * ms:.1f} ms, p95 {m['search_p95'] * ms:.1f} ms "
        f"(target < 100 ms; {args.rounds} calls)"
    )
    ratio = cli_median / m["search_p50"]
    print(
        f"`hwcc search` subprocess, same query: median {cli_median:.2f} s of 5; "
        f"{ratio:.0f}x the warm MCP search median"
    )


if __name__ == "__main__":
    main()
