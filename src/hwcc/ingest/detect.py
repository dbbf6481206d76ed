"""Content sniffing: which parser a file needs, decided by its bytes, not its name.

Rules, in order:
1. empty (or whitespace-only) file -> InputError;
2. a PDF header: ``%PDF-`` at the very start (after blanks), or ``%PDF-n.m`` later in
   the first 1 KiB (readers accept junk before it) followed by an indirect object
   (``1 0 obj``) in the sniffed bytes -> ``pdf``; a text file that merely mentions
   ``%PDF-`` stays text;
3. binary (NUL bytes, or many control bytes, in the first 8 KiB, and no UTF-16 BOM)
   -> InputError;
4. XML whose root element is ``<device>`` -> ``svd`` (any extension); other XML named
   ``.svd`` or ``.xml`` -> InputError; other markup (HTML in a ``.md`` file) falls through;
5. by extension: ``.md``/``.markdown``/``.mdx`` -> ``markdown``, ``.rst`` -> ``rst``,
   anything else -> ``text``.
"""

from __future__ import annotations

import re
from pathlib import Path

from hwcc.errors import InputError

SNIFF_BYTES = 8192
MARKDOWN_SUFFIXES = {".md", ".markdown", ".mdx", ".mkd"}
RST_SUFFIXES = {".rst", ".rest"}

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


_PDF_HEADER = re.compile(rb"%PDF-\d\.\d")
_PDF_OBJECT = re.compile(rb"\d+[ \t\r\n]+\d+[ \t\r\n]+obj\b")


def _is_pdf(head: bytes) -> bool:
    """Rule 2 of the module docstring, on the first bytes of a file."""
    if head.lstrip().startswith(b"%PDF-"):
        return True
    header = _PDF_HEADER.search(head, 0, 1024 + 8)
    if header is None or header.start() >= 1024:
        return False
    return _PDF_OBJECT.search(head, header.end()) is not None


def detect_type(path: Path) -> str:
    """The document type of ``path`` (a key of the parser registry)."""
    try:
        with path.open("rb") as handle:
            head = handle.read(SNIFF_BYTES)
    except IsADirectoryError:
        raise InputError(path, "is a directory") from None
    except OSError as exc:
        raise InputError(path, f"cannot read file ({exc.strerror or exc})") from None
    if not head.strip():
        raise InputError(path, "file is empty")
    if _is_pdf(head):
        return "pdf"
    suffix = path.suffix.lower()
    if is_binary(head):
        raise InputError(path, "binary file, not a document hwcc can read")
    root = xml_root_name(head)
    if root is not None:
        if root == "device":
            return "svd"
        if suffix == ".svd":
            raise InputError(path, f"not an SVD file (root element is <{root}>, not <device>)")
        if suffix == ".xml":
            raise InputError(path, f"unsupported XML document (root element <{root}>)")
    if suffix == ".svd":
        raise InputError(path, "not an SVD file (no XML <device> root element)")
    if suffix in MARKDOWN_SUFFIXES:
        return "markdown"
    if suffix in RST_SUFFIXES:
        return "rst"
    return "text"
