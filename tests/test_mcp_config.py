"""``[output] mcp``: compile merges hwcc's server entry into the assistants' project MCP
configuration files, keeps everything else byte for byte, refuses malformed files and
is covered by ``compile --check``. (No MCP SDK needed.)"""

from __future__ import annotations

import json
from pathlib import Path

from tests.clihelpers import run, snapshot


def _enable(root: Path, *names: str) -> None:
    config = root / ".hwcc" / "config.toml"
    text = config.read_text(encoding="utf-8")
    assert "mcp = []" in text
    config.write_text(text.replace("mcp = []", f"mcp = {json.dumps(list(names))}"), "utf-8")


def test_each_assistant_gets_its_documented_file(indexed_mini: Path) -> None:
    _enable(indexed_mini, "claude", "cursor", "vscode", "gemini")
    code, out, err = run(indexed_mini, "compile")
    assert code == 0, out + err
    files = {
        ".mcp.json": "mcpServers",
        ".cursor/mcp.json": "mcpServers",
        ".vscode/mcp.json": "servers",
        ".gemini/settings.json": "mcpServers",
    }
    for rel, key in files.items():
        data = json.loads((indexed_mini / rel).read_text(encoding="utf-8"))
        assert list(data) == [key], rel
        entry = data[key]["hwcc"]
        assert entry["command"] == "hwcc" and entry["args"][-1] == "mcp", rel
    assert json.loads((indexed_mini / ".vscode/mcp.json").read_text())["servers"]["hwcc"][
        "args"
    ] == ["-C", "${workspaceFolder}", "mcp"]
    # the context block names the tools
    claude = (indexed_mini / "CLAUDE.md").read_text(encoding="utf-8")
    assert "`get_register`" in claude and "`search`" in claude and "`get_errata`" in claude
    before = snapshot(indexed_mini, index=False)
    code, out, _ = run(indexed_mini, "compile", "--check")
    assert code == 0, out
    assert run(indexed_mini, "compile")[0] == 0
    assert snapshot(indexed_mini, index=False) == before


def test_other_servers_and_keys_are_kept_byte_for_byte(indexed_mini: Path) -> None:
    original = (
        "{\n"
        '    "mcpServers": {\n'
        '        "other": {"command": "npx",   "args": ["-y", "other-server"]}\n'
        "    },\n"
        '    "x-team": {"keep": [1, 2,3], "note": "caf\\u00e9"}\n'
        "}\n"
    )
    path = indexed_mini / ".mcp.json"
    path.write_text(original, encoding="utf-8")
    _enable(indexed_mini, "claude")
    code, out, _ = run(indexed_mini, "compile", "--check")
    assert code == 1 and "stale: .mcp.json" in out
    assert path.read_text(encoding="utf-8") == original
    assert run(indexed_mini, "compile")[0] == 0
    merged = path.read_text(encoding="utf-8")
    entry = (
        ',\n        "hwcc": {\n'
        '          "type": "stdio",\n'
        '          "command": "hwcc",\n'
        '          "args": [\n'
        '            "mcp"\n'
        "          ]\n"
        "        }"
    )
    anchor = '"other-server"]}'
    assert merged == original.replace(anchor, anchor + entry)
    data = json.loads(merged)
    assert data["x-team"] == {"keep": [1, 2, 3], "note": "café"}
    assert list(data["mcpServers"]) == ["other", "hwcc"]

    # someone edits hwcc's entry: compile puts it back and touches nothing else
    path.write_text(merged.replace('"mcp"\n', '"mcp", "--allow-add"\n'), encoding="utf-8")
    assert run(indexed_mini, "compile", "--check")[0] == 1
    assert run(indexed_mini, "compile")[0] == 0
    assert path.read_text(encoding="utf-8") == merged


def test_malformed_config_is_refused_and_left_alone(indexed_mini: Path) -> None:
    _enable(indexed_mini, "vscode")
    path = indexed_mini / ".vscode" / "mcp.json"
    path.parent.mkdir()
    broken = '{\n  // my servers\n  "servers": {}\n}\n'
    path.write_text(broken, encoding="utf-8")
    before = snapshot(indexed_mini, index=False)
    code, _out, err = run(indexed_mini, "compile")
    assert code == 1
    lines = err.strip().splitlines()
    assert len(lines) == 1 and ".vscode/mcp.json: not valid JSON (line 2" in lines[0]
    assert "hwcc will not edit it" in lines[0]
    assert snapshot(indexed_mini, index=False) == before
    path.write_text('{"servers": ["a"]}', encoding="utf-8")
    code, _, err = run(indexed_mini, "compile")
    assert code == 1 and '"servers" is not a JSON object' in err


def test_unknown_assistant_is_a_config_error(indexed_mini: Path) -> None:
    _enable(indexed_mini, "notepad")
    code, _, err = run(indexed_mini, "compile")
    assert code == 2
    assert "[output] mcp has unknown assistant 'notepad'" in err
