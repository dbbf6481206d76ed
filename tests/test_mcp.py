"""``hwcc mcp``: every tool and resource through the SDK's in-memory client, and the real
command as a subprocess over stdio and over streamable HTTP.

Expected register facts come from tests/fixtures/cli/mini.svd (SPI1 at 0x40013000; CR1
at offset 0 with reset 0x18, BR [5:3] with DIV2/DIV16, SPE bit 6; SR at offset 8 with
reset 0x2, OVR bit 6, TXE bit 1).
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import anyio
import pytest

pytest.importorskip("mcp.server.mcpserver", reason="the MCP SDK (hwcc[mcp]) is not installed")

from mcp import Client, StdioServerParameters

from hwcc.mcp.server import build_server
from tests.clihelpers import run

REPO = Path(__file__).resolve().parents[1]
TOOLS = {
    "search",
    "get_peripheral",
    "get_register",
    "list_peripherals",
    "find_address",
    "list_documents",
    "read_document",
    "get_errata",
    "preview_chunks",
}
NOTES = """# Board notes

## Clock tree

The SPI1 kernel clock comes from APB2 at 84 MHz; the baud rate prescaler divides it.

## Power

The board runs from 3.3 V.
"""
ERRATA = """# MINI1 errata sheet

## Silicon limitations

### 2.1 SPI peripheral limitations

#### 2.1.1 SPI1 overrun flag set twice

##### Description

The OVR flag of SPI1 can be set again after a read of the status register.

##### Workaround

Read the data register twice before clearing OVR.
"""


def _in_memory(root: Path, body: Callable[[Client], Awaitable[None]], **kwargs: Any) -> None:
    async def main() -> None:
        async with Client(build_server(root, **kwargs)) as client:
            await body(client)

    anyio.run(main)


def _text(result: Any) -> str:
    return "\n".join(block.text for block in result.content)


def _one_line_error(result: Any) -> str:
    assert result.is_error, _text(result)
    message = _text(result)
    assert "\n" not in message and "Traceback" not in message, message
    return message


@pytest.fixture
def project(indexed_mini: Path) -> Path:
    """The mini project plus board notes and an errata sheet, added and indexed."""
    (indexed_mini / "notes.md").write_text(NOTES, encoding="utf-8")
    (indexed_mini / "errata.md").write_text(ERRATA, encoding="utf-8")
    code, out, err = run(indexed_mini, "add", "notes.md")
    assert code == 0, out + err
    code, out, err = run(indexed_mini, "add", "errata.md", "--doc-type", "errata")
    assert code == 0, out + err
    return indexed_mini


def test_tool_names_and_add_only_when_allowed(indexed_mini: Path) -> None:
    async def plain(client: Client) -> None:
        listed = await client.list_tools()
        assert {t.name for t in listed.tools} == TOOLS
        assert all(t.description for t in listed.tools)

    async def allowed(client: Client) -> None:
        listed = await client.list_tools()
        assert {t.name for t in listed.tools} == TOOLS | {"add_document"}

    _in_memory(indexed_mini, plain)
    _in_memory(indexed_mini, allowed, allow_add=True)


def test_register_and_peripheral_tools(indexed_mini: Path) -> None:
    async def body(client: Client) -> None:
        for args in (
            {"register": "SPI1.CR1"},
            {"register": "spi1_cr1"},
            {"register": "SPI1->CR1"},
            {"register": "cr1", "peripheral": "spi1"},
        ):
            result = await client.call_tool("get_register", args)
            assert not result.is_error, _text(result)
            data = result.structured_content
            assert data["peripheral"] == "SPI1"
            reg = data["register"]
            assert (reg["name"], reg["address"], reg["reset"]) == ("CR1", 0x40013000, 0x18)
            fields = {f["name"]: f for f in reg["fields"]}
            assert (fields["BR"]["msb"], fields["BR"]["lsb"]) == (5, 3)
            assert [v["name"] for v in fields["BR"]["enumerated_values"]] == ["DIV2", "DIV16"]
            assert (fields["SPE"]["msb"], fields["SPE"]["lsb"]) == (6, 6)
            assert "0x40013000" in _text(result)

        wrong = await client.call_tool("get_register", {"register": "SPI1.CR2"})
        assert "did you mean CR1" in _one_line_error(wrong)
        wrong = await client.call_tool("get_register", {"register": "SPI1"})
        assert "is a peripheral" in _one_line_error(wrong)

        peripheral = await client.call_tool("get_peripheral", {"name": "spi2"})
        assert not peripheral.is_error, _text(peripheral)
        data = peripheral.structured_content
        assert data["peripheral"] == "SPI2" and data["base_address"] == 0x40003800
        assert [r["name"] for r in data["registers"]] == ["CR1", "SR"]
        unknown = await client.call_tool("get_peripheral", {"name": "SPX1"})
        assert "did you mean SPI1" in _one_line_error(unknown)

        listed = await client.call_tool("list_peripherals", {"group": "spi"})
        names = [p["name"] for p in listed.structured_content["peripherals"]]
        assert names == ["SPI1", "SPI2"]
        bases = [p["base_address"] for p in listed.structured_content["peripherals"]]
        assert bases == [0x40013000, 0x40003800]

    _in_memory(indexed_mini, body)


def test_find_address(indexed_mini: Path) -> None:
    async def body(client: Client) -> None:
        result = await client.call_tool("find_address", {"address": "0x40013008"})
        assert not result.is_error, _text(result)
        (match,) = result.structured_content["matches"]
        assert (match["peripheral"], match["register"], match["offset"]) == ("SPI1", "SR", 8)
        assert {f["name"] for f in match["fields"]} >= {"OVR", "TXE"}
        # the byte above the register's first: bits 8-15, which SR leaves unused
        upper = await client.call_tool("find_address", {"address": "0x40013009"})
        (match,) = upper.structured_content["matches"]
        assert match["register"] == "SR" and match["fields"] == []
        # inside SPI1's 0x400-byte block, at no register
        gap = await client.call_tool("find_address", {"address": str(0x40013100)})
        (match,) = gap.structured_content["matches"]
        assert match["peripheral"] == "SPI1" and match["register"] is None
        outside = await client.call_tool("find_address", {"address": "0x10000000"})
        assert "no peripheral" in _one_line_error(outside)
        garbage = await client.call_tool("find_address", {"address": "SPI1"})
        assert "not an address" in _one_line_error(garbage)

    _in_memory(indexed_mini, body)


def test_documents_search_and_reading(project: Path) -> None:
    async def body(client: Client) -> None:
        docs = await client.call_tool("list_documents", {})
        ids = [d["doc_id"] for d in docs.structured_content["documents"]]
        assert ids == ["errata-md", "mini-svd", "notes-md"]

        found = await client.call_tool("search", {"query": "SPI1 kernel clock APB2", "k": 2})
        assert not found.is_error, _text(found)
        hits = found.structured_content["hits"]
        assert hits[0]["doc_id"] == "notes-md"
        assert hits[0]["section_path"] == "Board notes > Clock tree"
        only_svd = await client.call_tool(
            "search", {"query": "control register", "doc_type": "svd"}
        )
        assert {h["doc_id"] for h in only_svd.structured_content["hits"]} == {"mini-svd"}
        bad_type = await client.call_tool("search", {"query": "x", "doc_type": "novel"})
        assert "unknown document type 'novel'" in _one_line_error(bad_type)

        section = await client.call_tool(
            "read_document", {"doc_id": "notes-md", "section": "power"}
        )
        assert not section.is_error, _text(section)
        assert section.structured_content["section_path"] == "Board notes > Power"
        assert "3.3 V" in section.structured_content["text"]
        assert "APB2" not in section.structured_content["text"]
        by_path = await client.call_tool(
            "read_document", {"doc_id": "notes-md", "section": "Board notes > Clock tree"}
        )
        assert "84 MHz" in by_path.structured_content["text"]
        missing = await client.call_tool("read_document", {"doc_id": "notes-md", "section": "Powr"})
        assert "did you mean Power" in _one_line_error(missing)
        no_pages = await client.call_tool("read_document", {"doc_id": "notes-md", "first_page": 2})
        assert "no page numbers" in _one_line_error(no_pages)
        unknown = await client.call_tool("read_document", {"doc_id": "note-md"})
        assert "did you mean notes-md" in _one_line_error(unknown)

    _in_memory(project, body)


def test_errata_tool(project: Path) -> None:
    async def body(client: Client) -> None:
        result = await client.call_tool("get_errata", {"peripheral": "SPI1"})
        assert not result.is_error, _text(result)
        (item,) = result.structured_content["items"]
        assert item["item_id"] == "2.1.1" and item["doc_id"] == "errata-md"
        assert "Read the data register twice" in item["workaround"]
        other = await client.call_tool("get_errata", {"peripheral": "I2C1"})
        assert other.structured_content["items"] == []

    _in_memory(project, body)


def test_preview_and_add_document(indexed_mini: Path) -> None:
    (indexed_mini / "notes.md").write_text(NOTES, encoding="utf-8")
    outside = indexed_mini.parent / "outside.md"
    outside.write_text(NOTES, encoding="utf-8")

    async def body(client: Client) -> None:
        preview = await client.call_tool("preview_chunks", {"path": "notes.md"})
        assert not preview.is_error, _text(preview)
        data = preview.structured_content
        assert data["strategy"] and data["children"]
        paths = {c["section_path"] for c in data["children"]}
        assert "Board notes > Clock tree" in paths
        refused = await client.call_tool("preview_chunks", {"path": "../outside.md"})
        assert "outside the project" in _one_line_error(refused)

        added = await client.call_tool("add_document", {"path": "notes.md"})
        assert not added.is_error, _text(added)
        (doc,) = added.structured_content["documents"]
        assert (doc["doc_id"], doc["status"]) == ("notes-md", "added")
        docs = await client.call_tool("list_documents", {})
        assert "notes-md" in [d["doc_id"] for d in docs.structured_content["documents"]]
        found = await client.call_tool("search", {"query": "board runs from 3.3 V", "k": 1})
        assert found.structured_content["hits"][0]["doc_id"] == "notes-md"
        refused = await client.call_tool("add_document", {"path": "../outside.md"})
        assert "outside the project" in _one_line_error(refused)

    _in_memory(indexed_mini, body, allow_add=True)
    assert not list((indexed_mini / ".hwcc" / "processed").glob("outside*"))


def test_bad_arguments_are_one_line_tool_errors(indexed_mini: Path) -> None:
    async def body(client: Client) -> None:
        missing = await client.call_tool("get_register", {})
        assert "invalid arguments for get_register: register" in _one_line_error(missing)
        wrong = await client.call_tool("search", {"query": "x", "k": "many"})
        assert "k:" in _one_line_error(wrong)
        empty = await client.call_tool("search", {"query": "  "})
        assert "empty search query" in _one_line_error(empty)
        unknown = await client.call_tool("no_such_tool", {})
        assert "no_such_tool" in _one_line_error(unknown)
        # the server is still serving
        alive = await client.call_tool("list_documents", {})
        assert not alive.is_error

    _in_memory(indexed_mini, body)


def test_search_refused_while_index_incomplete(indexed_mini: Path) -> None:
    from hwcc.state.markers import incomplete_marker
    from hwcc.state.paths import find_project

    incomplete_marker(find_project(indexed_mini)).write_text("", encoding="utf-8")

    async def body(client: Client) -> None:
        result = await client.call_tool("search", {"query": "control register"})
        assert "reindex" in _one_line_error(result)
        # register facts do not need the index
        reg = await client.call_tool("get_register", {"register": "SPI1.SR"})
        assert reg.structured_content["register"]["reset"] == 0x2

    _in_memory(indexed_mini, body)


def test_search_answers_lexically_with_a_note_until_reindex(indexed_mini: Path) -> None:
    """After ``add --no-index`` the tool answers from BM25 and says so (text and
    structured content); once ``reindex`` has embedded everything the same warm server
    answers hybrid, without the note."""
    (indexed_mini / "notes.md").write_text(NOTES, encoding="utf-8")
    code, out, err = run(indexed_mini, "add", "notes.md", "--no-index")
    assert code == 0, out + err

    async def body(client: Client) -> None:
        result = await client.call_tool("search", {"query": "baud rate prescaler APB2"})
        assert not result.is_error, _text(result)
        data = result.structured_content
        assert data["mode"] == "lexical" and "hwcc reindex" in data["note"]
        assert _text(result).startswith("Note: dense index incomplete: ")
        assert data["hits"][0]["doc_id"] == "notes-md"
        assert run(indexed_mini, "reindex")[0] == 0
        result = await client.call_tool("search", {"query": "baud rate prescaler APB2"})
        data = result.structured_content
        assert data["mode"] == "hybrid" and "note" not in data
        assert data["hits"][0]["doc_id"] == "notes-md"

    _in_memory(indexed_mini, body)


def test_no_project_is_a_tool_error_not_a_dead_server(tmp_path: Path) -> None:
    async def body(client: Client) -> None:
        listed = await client.list_tools()  # the project is opened lazily
        assert {t.name for t in listed.tools} == TOOLS
        result = await client.call_tool("list_documents", {})
        assert "hwcc init" in _one_line_error(result) or "project" in _text(result)

    _in_memory(tmp_path, body)


def test_resources(project: Path) -> None:
    async def body(client: Client) -> None:
        listed = await client.list_resources()
        uris = {str(r.uri) for r in listed.resources}
        assert {
            "hwcc://context/hot",
            "hwcc://context/errata",
            "hwcc://documents",
            "hwcc://peripherals/SPI1",
            "hwcc://peripherals/SPI2",
        } <= uris
        hot = await client.read_resource("hwcc://context/hot")
        assert hot.contents[0].text == (project / ".hwcc/context/hot.md").read_text("utf-8")
        spi1 = await client.read_resource("hwcc://peripherals/SPI1")
        expected = (project / ".hwcc/context/peripherals/SPI1.md").read_text("utf-8")
        assert spi1.contents[0].text == expected
        errata = await client.read_resource("hwcc://context/errata")
        assert "SPI1 overrun flag set twice" in errata.contents[0].text
        docs = await client.read_resource("hwcc://documents")
        assert "notes-md" in docs.contents[0].text

    _in_memory(project, body)


# --------------------------------------------------------------------------------------
# the real command


def _command(root: Path, *args: str) -> list[str]:
    """``hwcc -C root mcp args`` in a new interpreter that knows the fake embedder (the
    project is indexed with it); otherwise the console script's own ``main``."""
    code = (
        "import sys\n"
        "from tests.support import embedder\n"
        "embedder.register()\n"
        "from hwcc.cli import main\n"
        f"sys.argv = ['hwcc', '-C', {str(root)!r}, 'mcp', *{list(args)!r}]\n"
        "main()\n"
    )
    return [sys.executable, "-c", code]


async def _exercise(client: Client) -> None:
    listed = await client.list_tools()
    assert {t.name for t in listed.tools} == TOOLS
    found = await client.call_tool("search", {"query": "control register 1", "k": 1})
    assert not found.is_error, _text(found)
    assert found.structured_content["hits"][0]["doc_id"] == "mini-svd"
    reg = await client.call_tool("get_register", {"register": "SPI2.SR"})
    assert reg.structured_content["register"]["address"] == 0x40003808
    hot = await client.read_resource("hwcc://context/hot")
    assert "MINI1" in hot.contents[0].text
    bad = await client.call_tool("get_register", {"register": 42})
    _one_line_error(bad)
    bad = await client.call_tool("find_address", {"address": "nowhere"})
    _one_line_error(bad)


def test_stdio_subprocess(indexed_mini: Path, tmp_path: Path) -> None:
    command = _command(indexed_mini)
    errlog = (tmp_path / "stderr.txt").open("w+", encoding="utf-8")

    async def main() -> None:
        from mcp.client.stdio import stdio_client

        params = StdioServerParameters(
            command=command[0], args=command[1:], cwd=str(REPO), env=dict(os.environ)
        )
        async with Client(stdio_client(params, errlog=errlog)) as client:
            await _exercise(client)

    anyio.run(main)
    errlog.seek(0)
    assert "Traceback" not in errlog.read()


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def test_http_subprocess(indexed_mini: Path, tmp_path: Path) -> None:
    port = _free_port()
    log = (tmp_path / "server.log").open("w+", encoding="utf-8")
    server = subprocess.Popen(
        _command(indexed_mini, "--http", "--host", "127.0.0.1", "--port", str(port)),
        cwd=REPO,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    try:
        deadline = time.monotonic() + 60
        while True:
            assert server.poll() is None, "the server exited"
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                assert time.monotonic() < deadline, "the server never listened"
                time.sleep(0.1)

        async def main() -> None:
            async with Client(f"http://127.0.0.1:{port}/mcp") as client:
                await _exercise(client)

        anyio.run(main)
    finally:
        server.send_signal(signal.SIGTERM)
        code = server.wait(timeout=30)
    log.seek(0)
    output = log.read()
    # uvicorn shuts down gracefully on SIGTERM, then re-raises the signal it captured
    assert code in (0, -signal.SIGTERM), output
    assert "Traceback" not in output


def test_missing_sdk_is_a_one_line_usage_error(
    indexed_mini: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "mcp", None)
    monkeypatch.setitem(sys.modules, "hwcc.mcp.server", None)
    code, _out, err = run(indexed_mini, "mcp")
    assert code == 2
    assert err.count("\n") == 1 and "pip install 'hwcc[mcp]'" in err


def test_help_does_not_import_the_sdk() -> None:
    script = (
        "import sys\n"
        "from hwcc.cli import app\n"
        "try:\n"
        "    app(['--help'])\n"
        "except SystemExit:\n"
        "    pass\n"
        "try:\n"
        "    app(['mcp', '--help'])\n"
        "except SystemExit:\n"
        "    pass\n"
        # typer itself imports pydantic when it is installed; the SDK must stay out
        "heavy = ('mcp', 'mcp_types', 'starlette', 'uvicorn', 'anyio', 'chromadb')\n"
        "print(sorted(m for m in sys.modules\n"
        "             if m.split('.')[0] in heavy or m.startswith('hwcc.mcp')))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, cwd=REPO, check=False
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().splitlines()[-1] == "[]"
    assert "--allow-add" in result.stdout
