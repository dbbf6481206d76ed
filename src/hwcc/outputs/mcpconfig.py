"""The project-level MCP configuration files of the assistants, and how hwcc's server
entry is merged into them.

A client is one :class:`McpClient` declaration (``[output] mcp`` names them). Contract
of :func:`merge_server`:

- the file is JSON (no comments); anything else, or a top level that is not an object,
  or a servers key whose value is not an object, is refused with a one-line ValueError
  and the caller writes nothing;
- only hwcc's own entry (``servers_key`` -> ``"hwcc"``) is added or replaced; every
  other byte of the file is kept as it was (the entry is spliced into the text, not
  re-serialised with the rest), so other servers, unknown keys, their order and
  formatting stay byte for byte;
- an entry already equal (as JSON data) to hwcc's is left alone, whatever its
  formatting; a new file is ``json.dumps(indent=2)`` plus a newline. Same input, same
  bytes.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

SERVER_NAME = "hwcc"
_WS = re.compile(r"[ \t\n\r]*")


@dataclass(frozen=True, slots=True)
class McpClient:
    """One assistant's project-level MCP configuration file.

    - ``name``: the key in ``[output] mcp``;
    - ``path``: the file, relative to the project root (POSIX separators);
    - ``label``: the assistant that reads it;
    - ``servers_key``: the top-level key holding the servers (``mcpServers``; VS Code:
      ``servers``);
    - ``entry``: hwcc's server entry, as JSON text (an object).
    """

    name: str
    path: str
    label: str
    servers_key: str
    entry: str

    def entry_data(self) -> dict[str, Any]:
        data: dict[str, Any] = json.loads(self.entry)
        return data


# Claude Code and Gemini CLI start project servers in the project directory, where
# `hwcc mcp` finds the project; Cursor and VS Code are told the workspace folder.
MCP_CLIENTS = (
    McpClient(
        "claude",
        ".mcp.json",
        "Claude Code",
        "mcpServers",
        '{"type": "stdio", "command": "hwcc", "args": ["mcp"]}',
    ),
    McpClient(
        "cursor",
        ".cursor/mcp.json",
        "Cursor",
        "mcpServers",
        '{"command": "hwcc", "args": ["-C", "${workspaceFolder}", "mcp"]}',
    ),
    McpClient(
        "vscode",
        ".vscode/mcp.json",
        "VS Code (GitHub Copilot)",
        "servers",
        '{"type": "stdio", "command": "hwcc", "args": ["-C", "${workspaceFolder}", "mcp"]}',
    ),
    McpClient(
        "gemini",
        ".gemini/settings.json",
        "Gemini CLI",
        "mcpServers",
        '{"command": "hwcc", "args": ["mcp"]}',
    ),
)
MCP_CLIENT_NAMES: tuple[str, ...] = tuple(c.name for c in MCP_CLIENTS)


def mcp_client(name: str) -> McpClient:
    """The declaration named ``name``; KeyError otherwise."""
    for client in MCP_CLIENTS:
        if client.name == name:
            return client
    raise KeyError(name)


def merge_server(existing: str | None, servers_key: str, entry: dict[str, Any]) -> str:
    """``existing`` (None: no file) with hwcc's server entry set to ``entry`` (see the
    module contract); ValueError naming the problem for a file hwcc will not edit."""
    if existing is None or not existing.strip():
        return json.dumps({servers_key: {SERVER_NAME: entry}}, indent=2) + "\n"
    try:
        data = json.loads(existing)
    except json.JSONDecodeError as exc:
        raise ValueError(
            f"not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})"
        ) from None
    if not isinstance(data, dict):
        raise ValueError("the top level is not a JSON object")
    servers = data.get(servers_key)
    if servers is not None and not isinstance(servers, dict):
        raise ValueError(f'"{servers_key}" is not a JSON object')
    if servers is not None and servers.get(SERVER_NAME) == entry:
        return existing
    top = _members(existing, _skip(existing, 0))
    if servers is None:
        value = json.dumps({SERVER_NAME: entry}, indent=2)
        text = _insert(existing, top, servers_key, value)
    else:
        holder = top.members[servers_key]
        inner = _members(existing, holder[0])
        value = json.dumps(entry, indent=2)
        if SERVER_NAME in inner.members:
            start, end = inner.members[SERVER_NAME]
            text = existing[:start] + _indent(value, _line_indent(existing, start)) + existing[end:]
        else:
            text = _insert(existing, inner, SERVER_NAME, value)
    merged = json.loads(text)
    if merged.get(servers_key, {}).get(SERVER_NAME) != entry:  # pragma: no cover
        raise ValueError("could not place hwcc's entry")
    return text


@dataclass(frozen=True, slots=True)
class _Object:
    """A JSON object's text: where ``{`` and ``}`` are, each key's value span (the last
    one wins for a duplicated key, as in ``json.loads``), and where the last member's
    key starts and its value ends (None for an empty object)."""

    open: int
    close: int
    members: dict[str, tuple[int, int]]
    last: tuple[int, int] | None


def _skip(text: str, pos: int) -> int:
    match = _WS.match(text, pos)
    return match.end() if match else pos


def _members(text: str, start: int) -> _Object:
    """The members of the object opening at ``start`` (the text is valid JSON)."""
    decoder = json.JSONDecoder()
    members: dict[str, tuple[int, int]] = {}
    pos = _skip(text, start + 1)
    last = None
    while text[pos] != "}":
        key_start = pos
        key, pos = decoder.raw_decode(text, pos)
        pos = _skip(text, pos)
        value_start = _skip(text, pos + 1)  # past ':'
        _, value_end = decoder.raw_decode(text, value_start)
        members[key] = (value_start, value_end)
        last = (key_start, value_end)
        pos = _skip(text, value_end)
        if text[pos] == ",":
            pos = _skip(text, pos + 1)
    return _Object(start, pos, members, last)


def _line_indent(text: str, pos: int) -> str:
    line_start = text.rfind("\n", 0, pos) + 1
    line = text[line_start:pos]
    return line[: len(line) - len(line.lstrip(" \t"))]


def _indent(value: str, prefix: str) -> str:
    return value.replace("\n", "\n" + prefix)


def _insert(text: str, obj: _Object, key: str, value: str) -> str:
    """``text`` with ``"key": value`` added as the last member of ``obj``."""
    name = json.dumps(key)
    if obj.last is None:  # an empty object: open it over lines
        outer = _line_indent(text, obj.open)
        inner = outer + "  "
        member = f"\n{inner}{name}: {_indent(value, inner)}\n{outer}"
        return text[: obj.open + 1] + member + text[obj.close :]
    key_pos, last_end = obj.last
    if "\n" in text[obj.open : key_pos]:
        inner = _line_indent(text, key_pos)
        member = f",\n{inner}{name}: {_indent(value, inner)}"
    else:  # all on one line: stay compact
        member = f", {name}: {json.dumps(json.loads(value))}"
    return text[:last_end] + member + text[last_end:]
