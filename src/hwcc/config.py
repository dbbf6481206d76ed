"""``.hwcc/config.toml``: schema, defaults, loading with validation, writing.

Contract:
- :func:`load_config` reads the file with ``tomllib`` and returns a frozen :class:`Config`.
  A value of the wrong type raises :class:`~hwcc.errors.ConfigError` naming the section,
  the key, the expected type and what was found. Unknown sections or keys do not fail;
  they are returned in ``Config.warnings``.
- :func:`render_config` writes a config with ``tomli-w``; ``load_config(render_config(c))``
  gives back ``c``.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from hwcc.chunk.base import validate_chunk_config
from hwcc.embed.base import EmbeddingSettings
from hwcc.errors import ConfigError
from hwcc.outputs.mcpconfig import MCP_CLIENT_NAMES
from hwcc.outputs.targets import DEFAULT_TARGETS, target_names
from hwcc.types import ChunkConfig


@dataclass(frozen=True, slots=True)
class ProjectSection:
    name: str = ""
    description: str = ""


@dataclass(frozen=True, slots=True)
class HardwareSection:
    chip: str = ""
    board: str = ""
    vendor: str = ""
    clock_hz: int = 0
    notes: str = ""


@dataclass(frozen=True, slots=True)
class SoftwareSection:
    language: str = ""
    hal: str = ""
    rtos: str = ""
    toolchain: str = ""
    build_system: str = ""


@dataclass(frozen=True, slots=True)
class StoreSection:
    """``url`` empty: a local ChromaDB under ``.hwcc/index``; else a Chroma server, with
    collections prefixed by ``namespace`` so several projects can share it."""

    url: str = ""
    namespace: str = ""


@dataclass(frozen=True, slots=True)
class OutputSection:
    """``mcp``: the assistants whose project-level MCP configuration compile writes
    hwcc's server entry into (:mod:`hwcc.outputs.mcpconfig`); none by default."""

    targets: tuple[str, ...] = DEFAULT_TARGETS
    hot_max_tokens: int = 2000
    mcp: tuple[str, ...] = ()


@dataclass(frozen=True)
class Config:
    project: ProjectSection = ProjectSection()
    hardware: HardwareSection = HardwareSection()
    software: SoftwareSection = SoftwareSection()
    pins: dict[str, str] = field(default_factory=dict)
    conventions: dict[str, str] = field(default_factory=dict)
    chunk: ChunkConfig = field(default_factory=ChunkConfig)
    embedding: EmbeddingSettings = field(default_factory=EmbeddingSettings)
    store: StoreSection = StoreSection()
    output: OutputSection = OutputSection()
    warnings: tuple[str, ...] = ()


_SECTIONS: dict[str, type[Any]] = {
    "project": ProjectSection,
    "hardware": HardwareSection,
    "software": SoftwareSection,
    "chunk": ChunkConfig,
    "embedding": EmbeddingSettings,
    "store": StoreSection,
    "output": OutputSection,
}
_FREEFORM = ("pins", "conventions")
SECTION_ORDER = (
    "project",
    "hardware",
    "software",
    "pins",
    "conventions",
    "chunk",
    "embedding",
    "store",
    "output",
)

_TYPE_NAMES = {str: "a string", int: "an integer", float: "a number", bool: "true or false"}


def _check_value(section: str, key: str, value: Any, default: Any) -> Any:
    """``value`` converted to the type of ``default``, or ConfigError."""
    where = f"[{section}] {key}"
    if isinstance(default, tuple):
        if not isinstance(value, list):
            raise ConfigError(f"config.toml: {where} must be a list, got {_type_of(value)}")
        item_type = type(default[0]) if default else str
        for item in value:
            if not isinstance(item, item_type) or isinstance(item, bool) != (item_type is bool):
                raise ConfigError(
                    f"config.toml: {where} must be a list of {_TYPE_NAMES[item_type]}s, "
                    f"found {_type_of(item)}"
                )
        return tuple(value)
    expected = type(default)
    if expected is float and isinstance(value, int) and not isinstance(value, bool):
        return float(value)
    if not isinstance(value, expected) or (isinstance(value, bool) and expected is not bool):
        raise ConfigError(
            f"config.toml: {where} must be {_TYPE_NAMES[expected]}, got {_type_of(value)}"
        )
    return value


def _type_of(value: Any) -> str:
    names = {bool: "a boolean", int: "an integer", float: "a number", str: "a string"}
    names |= {list: "a list", dict: "a table"}
    return names.get(type(value), type(value).__name__)


def _build_section(name: str, cls: type[Any], raw: Any, warnings: list[str]) -> Any:
    if not isinstance(raw, dict):
        raise ConfigError(f"config.toml: [{name}] must be a table, got {_type_of(raw)}")
    default = cls()
    known = {f.name for f in fields(cls)}
    values: dict[str, Any] = {}
    for key, value in raw.items():
        if key not in known:
            warnings.append(f"config.toml: unknown key [{name}] {key} (ignored)")
            continue
        values[key] = _check_value(name, key, value, getattr(default, key))
    return replace(default, **values)


def _validate(cfg: Config) -> None:
    known = target_names()
    for target in cfg.output.targets:
        if target not in known:
            raise ConfigError(
                f"config.toml: [output] targets has unknown target '{target}' "
                f"(known: {', '.join(known)})"
            )
    for client in cfg.output.mcp:
        if client not in MCP_CLIENT_NAMES:
            raise ConfigError(
                f"config.toml: [output] mcp has unknown assistant '{client}' "
                f"(known: {', '.join(MCP_CLIENT_NAMES)})"
            )
    if cfg.output.hot_max_tokens < 200:
        raise ConfigError("config.toml: [output] hot_max_tokens must be at least 200")
    try:
        validate_chunk_config(cfg.chunk)
    except ConfigError as exc:
        raise ConfigError(f"config.toml: {exc}") from None


def parse_config(text: str, *, source: str = "config.toml") -> Config:
    """A Config from TOML text. Raises ConfigError on syntax or type errors."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"{source}: invalid TOML ({exc})") from None
    warnings: list[str] = []
    sections: dict[str, Any] = {}
    for name, raw in data.items():
        if name in _SECTIONS:
            sections[name] = _build_section(name, _SECTIONS[name], raw, warnings)
        elif name in _FREEFORM:
            if not isinstance(raw, dict):
                raise ConfigError(f"config.toml: [{name}] must be a table, got {_type_of(raw)}")
            for key, value in raw.items():
                if not isinstance(value, str):
                    raise ConfigError(
                        f"config.toml: [{name}] {key} must be a string, got {_type_of(value)}"
                    )
            sections[name] = dict(raw)
        else:
            warnings.append(f"config.toml: unknown section [{name}] (ignored)")
    cfg = Config(**sections, warnings=tuple(warnings))
    _validate(cfg)
    return cfg


def load_config(path: Path) -> Config:
    """Load and validate ``path``. ConfigError if it cannot be read or is invalid."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(f"{path}: cannot read config ({exc})") from None
    return parse_config(text, source=str(path))


def config_to_dict(cfg: Config) -> dict[str, Any]:
    """Plain TOML-ready dict, sections in :data:`SECTION_ORDER`."""
    out: dict[str, Any] = {}
    for name in SECTION_ORDER:
        value = getattr(cfg, name)
        if isinstance(value, dict):
            out[name] = dict(value)
            continue
        section: dict[str, Any] = {}
        for f in fields(value):
            item = getattr(value, f.name)
            section[f.name] = list(item) if isinstance(item, tuple) else item
        out[name] = section
    return out


def render_config(cfg: Config) -> str:
    """TOML text for ``cfg`` with a short header comment."""
    import tomli_w

    header = (
        "# hwcc project configuration. Edit freely; `hwcc compile` picks up changes.\n"
        '# [pins] and [conventions] take string values, e.g. LED = "PA5".\n\n'
    )
    return header + tomli_w.dumps(config_to_dict(cfg))


def new_config(*, chip: str = "", name: str = "") -> Config:
    """The config ``hwcc init`` writes."""
    return Config(
        project=ProjectSection(name=name),
        hardware=HardwareSection(chip=chip),
    )
