"""How text from outside (file names, titles, messages, document text) is shown on a
terminal: every control character as a visible Python-style escape, so one message is one
line and nothing reaches the terminal as a control sequence.

:func:`visible` escapes C0 and C1 controls, DEL, U+2028/U+2029 and the bidi controls that
can reorder what a terminal shows ("Trojan Source"): ``\\n``, ``\\r``, ``\\t``, ``\\xNN``,
``\\uNNNN``; a backslash becomes ``\\\\`` so an escape can never be mistaken for a real
character. :data:`MULTI_LINE` is the ``str.translate`` table for multi-line document text
(keeps newlines, tabs and backslashes). No rich markup handling here: callers escape it.
"""

from __future__ import annotations

from hwcc.util.text import BIDI_CONTROLS

# C0 controls, DEL, C1 controls, line/paragraph separators and the bidi controls that
# can reorder what a terminal shows ("Trojan Source").
_UNSAFE = (*range(0x20), 0x7F, *range(0x80, 0xA0), 0x2028, 0x2029, *BIDI_CONTROLS)
_SHORT_ESCAPES = {"\n": "\\n", "\r": "\\r", "\t": "\\t", "\\": "\\\\"}


def _escape_char(code: int) -> str:
    char = chr(code)
    if char in _SHORT_ESCAPES:
        return _SHORT_ESCAPES[char]
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


_ONE_LINE = {code: _escape_char(code) for code in (*_UNSAFE, ord("\\"))}
# Multi-line document text (search results): keeps newlines, tabs and backslashes.
MULTI_LINE = {code: esc for code, esc in _ONE_LINE.items() if chr(code) not in "\n\t\\"}


def visible(text: str) -> str:
    """``text`` on one line with every control character as a visible escape."""
    return text.translate(_ONE_LINE)
