"""Part names in a query select documents, not passages.

"Standby current of the DRV2605" names the document to look in; as a search word it
ranks the prose that repeats the part name ("The DRV2605 is ...") above the table row
that states the fact and never repeats it. :func:`scope_by_part` finds the part names
the indexed documents carry (their ``chip`` field: ``DRV2605``, ``STM32F407``,
``nRF24L01+``, ``MPU-6000/MPU-6050``) in the query, and returns the query without them
and the documents of those parts.

Contract: a part matches a query word when both, reduced to lower-case letters and
digits (``+`` read as ``p``), are equal, when the word extends the part (``STM32F407VG``
names ``STM32F407``), when the part extends the word by one or two variant letters, or
through the part's ``x`` wildcards (``CH32V00xxx``; :func:`_names`); parts shorter than 4
characters or without a digit never match (``ESP``, ``SPI``). When several parts match
one word, the one equal to it (with the wildcard names that match too) wins, else the
longest (``ESP32-C3`` is the ESP32-C3 SVD, not the ESP32 errata). No
match: the query and ``None`` (no restriction). The returned query keeps every other
word in order; a query that would be empty keeps its words.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

_SPLIT = re.compile(r"[/,;]|\s+")
_WORD = re.compile(r"\S+")


def _norm(text: str) -> str:
    # "nRF24L01+" is sold and filed as NRF24L01P
    return re.sub(r"[^a-z0-9]", "", text.lower().replace("+", "p"))


def _names(key: str, part: str) -> bool:
    """Whether query word ``key`` names ``part`` (both normalised): equal, the word
    extending the part (``stm32f407vg``), the part extending the word by one variant
    letter (``nrf24l01`` for ``nrf24l01p``), or the part's ``x`` wildcards
    (``ch32v00xxx``) standing for the word's characters."""
    if key == part or key.startswith(part):
        return True
    if len(key) >= 5 and part.startswith(key) and len(part) == len(key) + 1:
        return part[-1].isalpha()
    if "x" in part and len(key) >= len(part) - 3:
        pattern = "".join("[a-z0-9]?" if c == "x" else re.escape(c) for c in part)
        return re.fullmatch(pattern, key) is not None and any(c.isdigit() for c in key)
    return False


def part_names(chips: Iterable[tuple[str, str]]) -> dict[str, set[str]]:
    """Normalised part name -> the doc ids carrying it, from (doc_id, chip) pairs."""
    out: dict[str, set[str]] = {}
    for doc_id, chip in chips:
        for piece in _SPLIT.split(chip or ""):
            name = _norm(piece)
            if len(name) >= 4 and any(c.isdigit() for c in name) and any(c.isalpha() for c in name):
                out.setdefault(name, set()).add(doc_id)
    return out


def scope_by_part(query: str, parts: dict[str, set[str]]) -> tuple[str, tuple[str, ...] | None]:
    """``query`` without the part names it contains, and the doc ids of those parts
    (None when it names none); see the module contract."""
    if not parts:
        return query, None
    docs: set[str] = set()
    kept: list[str] = []
    for word in _WORD.findall(query):
        key = _norm(word)
        matched = [name for name in parts if _names(key, name)] if len(key) >= 4 else []
        if key in matched:  # the word itself, and wildcard names of the same part
            chosen = [name for name in matched if name == key or "x" in name]
        else:
            chosen = [max(matched, key=len)] if matched else []
        if chosen:
            for name in chosen:
                docs |= parts[name]
        else:
            kept.append(word)
    if not docs:
        return query, None
    rest = " ".join(kept).strip()
    if not re.search(r"[A-Za-z0-9]", rest):
        rest = query
    return rest, tuple(sorted(docs))


#: title words that name a kind of document, not a product (never enough to select one)
_GENERIC_TITLE_WORDS = frozenset(
    [
        "datasheet",
        "data",
        "sheet",
        "errata",
        "manual",
        "reference",
        "user",
        "guide",
        "hw",
        "hardware",
        "notes",
        "note",
        "application",
        "rev",
        "revision",
        "v1",
        "v2",
        "v3",
        "en",
        "md",
        "pdf",
        "svd",
        "the",
        "and",
        "of",
        "for",
    ]
)


def _title_words(text: str) -> list[str]:
    return [w for w in re.split(r"[^a-z0-9]+", text.lower().replace("+", "p")) if w]


def title_names(chips: Iterable[tuple[str, str]]) -> dict[str, list[str]]:
    """Doc id -> the words of its file name, for the documents that carry no chip (a
    board note, an application note): their title is the only name a query can use."""
    with_chip = {doc for doc, chip in chips if chip}
    out: dict[str, list[str]] = {}
    for doc, _chip in chips:
        if doc not in with_chip:
            stem = re.sub(r"\.[A-Za-z0-9]+$", "", doc.rsplit("/", 1)[-1])
            out[doc] = _title_words(stem)
    return out


def scope_by_title(query: str, titles: dict[str, list[str]]) -> tuple[str, tuple[str, ...] | None]:
    """``query`` without a run of two or more consecutive words of a document's title
    (not all generic: ``datasheet``, ``errata``, ...), and the doc ids whose titles
    contain that run; ``(query, None)`` when none does. "pins of the T-Beam Supreme"
    names ``LilyGo_T-Beam-Supreme_hw.md``."""
    words = _WORD.findall(query)
    keys = [_title_words(w) for w in words]
    flat = [(i, k) for i, ks in enumerate(keys) for k in ks]
    docs: set[str] = set()
    drop: set[int] = set()
    for doc, title in titles.items():
        n = len(title)
        for start in range(len(flat)):
            length = 0
            while (
                start + length < len(flat)
                and length < n
                and any(
                    title[j : j + length + 1] == [k for _i, k in flat[start : start + length + 1]]
                    for j in range(n - length)
                )
            ):
                length += 1
            run = [k for _i, k in flat[start : start + length]]
            if length >= 2 and not set(run) <= _GENERIC_TITLE_WORDS:
                docs.add(doc)
                drop |= {i for i, _k in flat[start : start + length]}
    if not docs:
        return query, None
    rest = " ".join(w for i, w in enumerate(words) if i not in drop).strip()
    if not re.search(r"[A-Za-z0-9]", rest):
        rest = query
    return rest, tuple(sorted(docs))
