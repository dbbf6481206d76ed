"""The output-target extension point: the assistant files hwcc writes its block into.

A target is one :class:`OutputTarget` declaration; :func:`register` adds it to the
registry keyed by name, which ``[output] targets`` in config.toml, ``hwcc compile
--target`` and compile all read. The built-in targets are declared at the bottom of this
module, in the order compile writes them.
"""

from __future__ import annotations

from dataclasses import dataclass

from hwcc.errors import UsageError
from hwcc.registry import Registry


@dataclass(frozen=True, slots=True)
class OutputTarget:
    """One assistant file.

    - ``name``: the key in ``[output] targets`` and ``--target``;
    - ``path``: the file, relative to the project root (POSIX separators);
    - ``label``: the assistant that reads it (for help and docs);
    - ``template``: the Jinja2 template of hwcc's block (variables ``begin``, ``end``,
      ``body``: the hot context with headings demoted one level);
    - ``front_matter``: a template written above the block when hwcc creates the file
      (variable ``description``: a one-line description as a quoted YAML scalar), or
      ``""`` for none. An existing file's front matter is the user's.
    """

    name: str
    path: str
    label: str
    template: str = "target.md.j2"
    front_matter: str = ""


def register(target: OutputTarget) -> None:
    """Declare an output target (replaces an earlier one of the same name)."""
    _REGISTRY.register(target.name, target)


def unregister(name: str) -> None:
    """Remove the declaration of ``name`` (a plug-in's, or a test's)."""
    _REGISTRY.unregister(name)


def target(name: str) -> OutputTarget:
    """The declaration named ``name``; UsageError naming the known targets otherwise."""
    found = _REGISTRY.get(name)
    if found is None:
        raise UsageError(f"unknown target '{name}' (known: {', '.join(target_names())})")
    return found


def target_names() -> tuple[str, ...]:
    """Every declared target, in declaration order (the order compile writes them)."""
    return _REGISTRY.names()


def _declare_builtins() -> None:
    for builtin in BUILTIN_TARGETS:
        _REGISTRY.register(builtin.name, builtin)


_REGISTRY: Registry[OutputTarget] = Registry(_declare_builtins, ordered=True)

BUILTIN_TARGETS = (
    OutputTarget("claude", "CLAUDE.md", "Claude Code"),
    OutputTarget("codex", "AGENTS.md", "Codex and other AGENTS.md readers"),
    OutputTarget(
        "cursor",
        ".cursor/rules/hardware.mdc",
        "Cursor (always-applied rule)",
        front_matter="cursor.mdc.j2",
    ),
    OutputTarget("copilot", ".github/copilot-instructions.md", "GitHub Copilot"),
    OutputTarget("gemini", "GEMINI.md", "Gemini CLI"),
)
DEFAULT_TARGETS: tuple[str, ...] = tuple(t.name for t in BUILTIN_TARGETS)
