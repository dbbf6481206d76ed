"""Locating and loading hwcc's Jinja2 templates.

Templates live in the top-level ``templates/`` folder of the source tree and are shipped in
the wheel as ``hwcc/templates``. An installed wheel finds them next to the package; an
editable install finds them in the source tree.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from hwcc.errors import HwccError

if TYPE_CHECKING:
    import jinja2


def templates_dir() -> Path:
    """The directory holding ``*.j2`` templates."""
    package = Path(__file__).resolve().parent.parent
    for candidate in (package / "templates", package.parent.parent / "templates"):
        if (candidate / "hot.md.j2").is_file():
            return candidate
    raise HwccError(f"hwcc templates not found (looked in {package / 'templates'})")


@lru_cache(maxsize=1)
def environment() -> jinja2.Environment:
    import jinja2

    return jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(templates_dir())),
        autoescape=False,
        keep_trailing_newline=True,
        undefined=jinja2.StrictUndefined,
    )


def render(name: str, **context: Any) -> str:
    """Render template ``name`` with ``context``; output ends with exactly one newline."""
    text = environment().get_template(name).render(**context)
    return text.rstrip("\n") + "\n"
