"""Decoding of text documents: BOM-aware, UTF-8 first, cp1252 as the fallback.

:func:`read_text` returns :class:`Decoded` with ``text`` free of BOMs and with ``\\n``
line ends (CRLF and lone CR converted), the encoding used and warnings. Raises
:class:`~hwcc.errors.InputError` when the file cannot be read, decodes to binary, or holds
nothing but a byte-order mark and blanks.
"""

from __future__ import annotations

import codecs
from dataclasses import dataclass
from pathlib import Path

from hwcc.errors import InputError


@dataclass(frozen=True, slots=True)
class Decoded:
    text: str
    encoding: str
    warnings: tuple[str, ...] = ()


def decode_bytes(data: bytes, path: str | Path) -> Decoded:
    """``data`` decoded (see module docstring)."""
    warnings: list[str] = []
    if data.startswith(codecs.BOM_UTF8):
        text, encoding = data[3:].decode("utf-8", errors="replace"), "utf-8-sig"
        if "\ufffd" in text and "\ufffd".encode() not in data:
            warnings.append("invalid UTF-8 bytes after the byte-order mark replaced by U+FFFD")
    elif data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        try:
            text, encoding = data.decode("utf-16"), "utf-16"
        except UnicodeDecodeError:
            raise InputError(path, "invalid UTF-16 text") from None
    else:
        try:
            text, encoding = data.decode("utf-8"), "utf-8"
        except UnicodeDecodeError:
            text, encoding = data.decode("cp1252", errors="replace"), "cp1252"
            warnings.append("not valid UTF-8; decoded as cp1252 (Windows-1252)")
    text = text.lstrip("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
    if "\x00" in text:
        raise InputError(path, "binary data in a text document")
    if not text.strip():
        raise InputError(path, "file is empty (nothing but a byte-order mark and blanks)")
    return Decoded(text, encoding, tuple(warnings))


def read_text(path: Path) -> Decoded:
    """The decoded text of ``path``."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise InputError(path, f"cannot read file ({exc.strerror or exc})") from None
    return decode_bytes(data, path)
