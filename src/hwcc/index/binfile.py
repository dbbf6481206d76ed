"""The container format of hwcc's binary caches (``bm25.bin``, ``dense.bin``).

One line of JSON (keys sorted, compact separators, UTF-8) holding ``format``, ``signature``
and the caller's fields, then ``\\n``, then the caller's raw little-endian arrays.
:func:`unpack` returns None for anything that is not such a file of the expected format
and signature, so a stale or corrupt cache is simply rebuilt.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any


def pack(fmt: str, signature: str, fields: dict[str, Any], blobs: Iterable[bytes]) -> bytes:
    """The bytes of a cache file (deterministic for equal inputs)."""
    header = {"format": fmt, "signature": signature, **fields}
    head = json.dumps(header, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return b"".join([head.encode("utf-8"), b"\n", *blobs])


def unpack(data: bytes, fmt: str, signature: str) -> tuple[dict[str, Any], bytes] | None:
    """(header, body) of ``data``, or None when it is malformed or of another format or
    signature."""
    head, sep, body = data.partition(b"\n")
    if not sep:
        return None
    try:
        header = json.loads(head)
    except ValueError:
        return None
    if not isinstance(header, dict):
        return None
    if header.get("format") != fmt or header.get("signature") != signature:
        return None
    return header, body
