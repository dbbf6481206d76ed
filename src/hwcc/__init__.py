"""hwcc — the hardware-datasheet context compiler.

The library API is :class:`hwcc.Project` (imported lazily, so ``import hwcc`` and
``hwcc --help`` stay fast); errors are :mod:`hwcc.errors`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

if TYPE_CHECKING:
    from hwcc.api import Project

__all__ = ["Project", "__version__"]


def __getattr__(name: str) -> Any:
    if name == "Project":
        from hwcc.api import Project

        return Project
    raise AttributeError(f"module 'hwcc' has no attribute {name!r}")
