"""Text clean-up for PDF extraction: Unicode normalisation and line joining.

Pure functions on strings; no PyMuPDF here. Contracts:

- :func:`normalize` maps ligatures, non-breaking and exotic spaces, soft hyphens and
  zero-width characters to plain text and never introduces newlines.
- :func:`join_lines` joins the lines of one paragraph with single spaces, repairing
  words hyphenated at a line end (``regis-`` + ``ter`` -> ``register``) while keeping
  hyphens that belong to the word (``I2C-`` + ``bus``, ``read-`` + ``Only``).
"""

from __future__ import annotations

import importlib
import re
from typing import Any

from hwcc.util.interrupts import called_from_c

_TRANSLATE = str.maketrans(
    {
        "\ufb00": "ff",
        "\ufb01": "fi",
        "\ufb02": "fl",
        "\ufb03": "ffi",
        "\ufb04": "ffl",
        "\ufb05": "st",
        "\ufb06": "st",
        "\u00a0": " ",
        "\u2002": " ",
        "\u2003": " ",
        "\u2004": " ",
        "\u2005": " ",
        "\u2006": " ",
        "\u2007": " ",
        "\u2008": " ",
        "\u2009": " ",
        "\u200a": " ",
        "\u202f": " ",
        "\u205f": " ",
        "\u3000": " ",
        "\uf020": " ",  # a Symbol font's space, kept in the private-use area
        "\t": " ",
        "\u00ad": None,  # soft hyphen
        "\u200b": None,  # zero-width space
        "\u200c": None,
        "\u200d": None,
        "\u2060": None,
        "\ufeff": None,
        "\u2010": "-",
        "\u2011": "-",
        "\ufffd": "",
        "\x00": "",
    }
)
_SPACES = re.compile(r" {2,}")
_HYPHEN_END = re.compile(r"([a-z])-$")
_STARTS_LOWER = re.compile(r"^[a-z]")


def normalize(text: str) -> str:
    """``text`` with ligatures expanded and odd spaces/hyphens/zero-width chars cleaned.

    Runs of spaces collapse to one; leading/trailing spaces are kept only as one space.
    """
    cleaned = text.translate(_TRANSLATE)
    cleaned = "".join(ch if ch >= " " or ch == "\n" else " " for ch in cleaned)
    return _SPACES.sub(" ", cleaned)


def join_lines(lines: list[str]) -> str:
    """One paragraph from its PDF lines (already normalised), dehyphenated."""
    out = ""
    for raw in lines:
        line = raw.strip()
        if not line:
            continue
        if not out:
            out = line
        elif _HYPHEN_END.search(out) and _STARTS_LOWER.match(line):
            out = out[:-1] + line
        elif out.endswith(("-", "/")) and not out.endswith(" -"):
            out = out + line
        else:
            out = out + " " + line
    return out


def cell_text(text: str | None) -> str:
    """A table cell as one Markdown-safe line: inner line breaks joined, pipes escaped."""
    if not text:
        return ""
    joined = join_lines(normalize(text).split("\n"))
    return joined.replace("|", "\\|")


def load_pymupdf() -> Any:
    """The ``pymupdf`` module (imported lazily; the layout-package hint silenced, and
    MuPDF's own error and warning messages, which it prints to stdout and which broke
    ``--json`` output, kept off the terminal: problems reach the user as InputErrors
    and ParseResult warnings)."""
    module = importlib.import_module("pymupdf")
    if not _SET_UP:  # once per process: every page's helpers call this
        module.no_recommend_layout()
        module.TOOLS.mupdf_display_errors(False)
        module.TOOLS.mupdf_display_warnings(False)
        _register_callbacks(module)
        _SET_UP.append(True)
    return module


_SET_UP: list[bool] = []


def _register_callbacks(module: Any) -> None:
    """Mark PyMuPDF's own Python functions that MuPDF calls back (its warning and error
    messages, through a SWIG director) so that a SIGINT arriving in them is kept for
    later rather than raised into SWIG, which would print it and drop it
    (:mod:`hwcc.util.interrupts`). Names missing in another PyMuPDF version are skipped."""
    director = getattr(getattr(module, "mupdf", None), "DiagnosticCallbackPython", None)
    for function in (
        getattr(director, "_print", None),
        getattr(module, "JM_mupdf_warning", None),
        getattr(module, "JM_mupdf_error", None),
    ):
        if function is not None:
            called_from_c(function)
