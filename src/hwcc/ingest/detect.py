"""Content sniffing: which parser a file needs, decided by its bytes, then its name.

Rules, in order:
1. an empty (or whitespace-only) file -> InputError;
2. a binary kind's sniffer (PDF: ``%PDF-`` header) claims it;
3. binary data (NUL bytes, or many control bytes, in the first 8 KiB, and no UTF-16 BOM)
   -> InputError;
4. a text kind's sniffer claims it (SVD: XML whose root element is ``<device>``, any
   suffix; a sniffer may refuse a file that has its suffix but not its content);
5. the text kind whose declared suffixes hold the file's suffix (a binary kind is
   chosen by its content only);
6. the fallback kind (plain text).

The kinds, suffixes and sniffers are the parsers' own declarations
(:class:`hwcc.ingest.base.ParserSpec`); this module only orders them.
"""

from __future__ import annotations

import re
from pathlib import Path

from hwcc.errors import InputError
from hwcc.ingest.base import specs

SNIFF_BYTES = 8192

_XML_PROLOGUE = re.compile(
    rb"\A(?:\xef\xbb\xbf)?\s*(?:<\?xml[^>]*\?>\s*)?"
    rb"(?:(?:<!--.*?-->|<\?[^>]*\?>|<!DOCTYPE[^>\[]*(?:\[.*?\])?\s*>)\s*)*"
    rb"<([A-Za-z_][\w.:-]*)",
    re.DOTALL,
)


def is_binary(head: bytes) -> bool:
    """True if ``head`` looks like binary data rather than text in a common encoding."""
    if head.startswith((b"\xff\xfe", b"\xfe\xff")):
        return False  # UTF-16 with BOM
    if b"\x00" in head:
        return True
    if not head:
        return False
    control = sum(1 for b in head if b < 32 and b not in (9, 10, 12, 13, 27))
    return control / len(head) > 0.05


def xml_root_name(head: bytes) -> str | None:
    """Local name of the root element if ``head`` starts like an XML document."""
    match = _XML_PROLOGUE.match(head)
    if not match:
        return None
    name = match.group(1).decode("ascii", "replace")
    return name.rsplit(":", 1)[-1]


def detect_type(path: Path) -> str:
    """The document kind of ``path`` (a key of the parser registry); InputError for a
    file no parser can read."""
    try:
        with path.open("rb") as handle:
            head = handle.read(SNIFF_BYTES)
    except IsADirectoryError:
        raise InputError(path, "is a directory") from None
    except OSError as exc:
        raise InputError(path, f"cannot read file ({exc.strerror or exc})") from None
    if not head.strip():
        raise InputError(path, "file is empty")
    return kind_of(head, path)


def kind_of(head: bytes, path: Path) -> str:
    """Rules 2-6 of the module docstring for a file starting with ``head``."""
    suffix = path.suffix.lower()
    declared = specs()
    for spec in declared:
        if spec.binary and spec.sniff is not None and spec.sniff(head, suffix):
            return spec.kind
    if is_binary(head):
        raise InputError(path, "binary file, not a document hwcc can read")
    try:
        for spec in declared:
            if not spec.binary and spec.sniff is not None and spec.sniff(head, suffix):
                return spec.kind
    except InputError as exc:
        raise InputError(path, exc.problem) from None
    for spec in declared:
        if suffix in spec.suffixes and not spec.binary:  # binary formats: by content only
            return spec.kind
    for spec in declared:
        if spec.fallback:
            return spec.kind
    raise InputError(path, f"no parser reads {suffix or 'files without a suffix'}")
