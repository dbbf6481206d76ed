"""The package layering of TECH_SPEC.md, checked against the imports of src/hwcc.

Every import of another hwcc package (at module level, inside functions and under
TYPE_CHECKING alike) must be allowed by LAYERS; the allowed graph is acyclic, so the
dependencies run one way.
"""

from __future__ import annotations

import ast
from graphlib import TopologicalSorter
from pathlib import Path

SRC = Path(__file__).resolve().parents[1] / "src" / "hwcc"

# package (or top-level module) -> the hwcc packages it may import
LAYERS: dict[str, set[str]] = {
    "errors": set(),
    "registry": set(),
    "util": {"errors"},
    "model": {"errors", "util"},
    "types": {"model"},
    "state": {"errors", "util", "model", "types"},
    "outputs": {"errors", "registry", "util"},
    "ingest": {"errors", "registry", "types", "model", "util"},
    "extract": {"types", "model", "util"},
    "chunk": {"errors", "registry", "types", "util"},
    "embed": {"errors", "registry", "state"},
    "config": {"errors", "types", "chunk", "embed", "outputs"},
    "index": {"extract", "errors", "types", "model", "util", "state", "embed", "chunk", "config"},
    "search": {"errors", "types", "util", "embed", "index"},
    "compile": {"extract", "errors", "types", "model", "util", "state", "config", "outputs"},
    "ops": {
        "extract",
        "errors",
        "types",
        "model",
        "util",
        "state",
        "ingest",
        "chunk",
        "embed",
        "config",
        "index",
        "search",
        "compile",
        "outputs",
    },
    "api": {"errors", "types", "model", "state", "chunk", "config", "ops", "search"},
    "mcp": {"__init__", "api", "errors", "model", "ops", "search", "state"},
    "cli": {"__init__", "api", "errors", "types", "util", "chunk", "outputs", "search", "mcp"},
    "__init__": {"api"},
    "__main__": {"cli"},
}


def _unit(path: Path) -> str:
    parts = path.relative_to(SRC).with_suffix("").parts
    return parts[0]


def _imports(path: Path) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        names: list[str] = []
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names = [node.module]
        elif isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        for name in names:
            parts = name.split(".")
            if parts[0] == "hwcc":
                found.add(parts[1] if len(parts) > 1 else "__init__")
    return found


def test_every_unit_is_declared() -> None:
    units = {_unit(p) for p in SRC.rglob("*.py")}
    assert units == set(LAYERS), "declare new packages in LAYERS and TECH_SPEC.md"


def test_imports_follow_the_layers() -> None:
    wrong = []
    for path in sorted(SRC.rglob("*.py")):
        unit = _unit(path)
        for imported in sorted(_imports(path) - {unit} - LAYERS[unit]):
            wrong.append(f"{path.relative_to(SRC)} imports hwcc.{imported}")
    assert not wrong, "\n".join(wrong)


def test_layers_run_one_way() -> None:
    order = list(TopologicalSorter(LAYERS).static_order())  # CycleError on a cycle
    assert order.index("cli") > order.index("api") > order.index("ops")


def test_tech_spec_shows_these_layers() -> None:
    """TECH_SPEC.md's dependency block (``unit -> imports``) is LAYERS, line by line."""
    spec = (SRC.parents[1] / "TECH_SPEC.md").read_text(encoding="utf-8")
    block = spec.split("```text\n# package -> the packages it may import\n", 1)[1]
    block = block.split("```", 1)[0]
    shown: dict[str, set[str]] = {}
    for line in block.splitlines():
        unit, _, deps = line.partition("->")
        shown[unit.strip()] = set(deps.split())
    assert shown == {k: v - {"__init__"} for k, v in LAYERS.items() if not k.startswith("__")}


def _bound_twice(tree: ast.Module) -> list[str]:
    seen: set[str] = set()
    twice = []
    for node in tree.body:
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, ast.AnnAssign) and node.value is not None:
            targets = [node.target]
        for name in (t.id for t in targets if isinstance(t, ast.Name)):
            if name in seen:
                twice.append(name)
            seen.add(name)
    return twice


def test_no_module_binds_a_name_twice() -> None:
    """A module-level name assigned twice silently changes what the code above the
    second binding reads (a threshold named like another module constant)."""
    assert _bound_twice(ast.parse("A = 1\nB = 2\nA = 3\n")) == ["A"]
    found = {
        str(path): twice
        for path in sorted(SRC.rglob("*.py"))
        if (twice := _bound_twice(ast.parse(path.read_text(encoding="utf-8"))))
    }
    assert found == {}
