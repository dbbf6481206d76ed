"""Scalar value syntax of CMSIS-SVD: integers, booleans, enumerated values, dim indices.

All functions are pure and raise :class:`ValueError` with a short message on bad input;
the SVD parser turns that into an :class:`~hwcc.errors.InputError` naming file and line.
"""

from __future__ import annotations

import re
from functools import lru_cache

from hwcc.util.text import flatten

_DEC = re.compile(r"[0-9]+\Z")
_HEX = re.compile(r"[0-9a-fA-F]+\Z")
_BIN = re.compile(r"[01]+\Z")
_BIN_DONT_CARE = re.compile(r"[01xX]+\Z")
_SCALED = re.compile(r"([0-9]+)([kKmMgGtT])\Z")
_SCALE = {"k": 1 << 10, "m": 1 << 20, "g": 1 << 30, "t": 1 << 40}
_DIM_NUM_RANGE = re.compile(r"([0-9]+)\s*-\s*([0-9]+)\Z")
_DIM_CHAR_RANGE = re.compile(r"([A-Za-z])\s*-\s*([A-Za-z])\Z")


@lru_cache(maxsize=4096)
def parse_int(text: str) -> int:
    """An SVD ``scaledNonNegativeInteger``: decimal, ``0x``/``0X`` hex, ``#`` or ``0b``
    binary, optionally a leading ``+`` and a decimal ``k``/``M``/``G``/``T`` (binary
    multiple) suffix. Surrounding whitespace is ignored."""
    t = text.strip()
    if t.startswith("+"):
        t = t[1:]
    if t[:2] in ("0x", "0X"):
        digits = t[2:]
        if _HEX.match(digits):
            return int(digits, 16)
    elif t[:2] in ("0b", "0B"):
        digits = t[2:]
        if _BIN.match(digits):
            return int(digits, 2)
    elif t[:1] == "#":
        digits = t[1:]
        if _BIN.match(digits):
            return int(digits, 2)
    elif _DEC.match(t):
        return int(t, 10)
    else:
        scaled = _SCALED.match(t)
        if scaled:
            return int(scaled.group(1), 10) * _SCALE[scaled.group(2).lower()]
    raise ValueError(f"bad integer {text.strip()!r}")


def parse_enum_value(text: str) -> tuple[int, int]:
    """An ``enumeratedValue/value``: ``(value, dont_care_mask)``.

    Binary forms (``#1x0``, ``0b1x0``) may mark don't-care bits with ``x``; those bits are
    0 in ``value`` and 1 in the mask. Every other form is :func:`parse_int` with mask 0.
    """
    t = text.strip()
    digits = None
    if t[:1] == "#":
        digits = t[1:]
    elif t[:2] in ("0b", "0B"):
        digits = t[2:]
    if digits is not None and _BIN_DONT_CARE.match(digits) and not _BIN.match(digits):
        low = digits.lower()
        value = int(low.replace("x", "0"), 2)
        mask = int("".join("1" if c == "x" else "0" for c in low), 2)
        return value, mask
    return parse_int(t), 0


def parse_bool(text: str) -> bool:
    """An SVD boolean: ``true``/``false``/``1``/``0`` (case-insensitive)."""
    t = text.strip().lower()
    if t in ("true", "1"):
        return True
    if t in ("false", "0"):
        return False
    raise ValueError(f"bad boolean {text.strip()!r}")


def parse_dim_index(text: str | None, dim: int) -> tuple[str, ...]:
    """The ``dim`` index strings of an array: ``dimIndex`` given as a comma list
    (``A,B,C``), a numeric range (``0-7``) or a letter range (``A-D``); without
    ``dimIndex`` the indices are ``0 .. dim-1``. Fewer indices than ``dim`` is an error;
    extra indices are ignored."""
    if text is None or not text.strip():
        return tuple(str(i) for i in range(dim))
    t = text.strip()
    num = _DIM_NUM_RANGE.match(t)
    char = _DIM_CHAR_RANGE.match(t)
    if num:
        first, last = int(num.group(1)), int(num.group(2))
        items = [str(i) for i in range(first, last + 1)]
    elif char:
        first, last = ord(char.group(1)), ord(char.group(2))
        items = [chr(i) for i in range(first, last + 1)]
    else:
        items = [part.strip() for part in t.split(",")]
    if len(items) < dim or any(not item for item in items):
        raise ValueError(f"dimIndex {t!r} does not give {dim} indices")
    return tuple(items[:dim])


# Description text on one line (an alias: a cache hit costs one C call).
normalize_text = flatten


def substitute_index(name: str, index: str) -> str:
    """Name of one element of a ``dim`` array: ``%s`` replaced by ``index``
    (``CH%s_CTRL`` -> ``CH0_CTRL``, ``TC_CHANNEL[%s]`` -> ``TC_CHANNEL[0]``). A name
    without ``%s`` (not valid SVD, seen in the wild) gets ``[index]`` appended so that
    the expanded names stay unique."""
    if "%s" in name:
        return name.replace("%s", index)
    return f"{name}[{index}]"
