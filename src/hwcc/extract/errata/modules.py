"""Which peripherals an item speaks of: the module of its group heading, the
peripheral kinds a module or title names, and the item a section path belongs to.
"""

from __future__ import annotations

import re

from hwcc.extract.errata.labels import _CONTAINER, _is_container_only, _plain, _split_number
from hwcc.types import ErratumItem

_GROUP_WORDS = re.compile(
    r"\b(peripheral|peripherals|limitations?|errata|erratum|issues?|controller)\b", re.I
)


def _module(group: str) -> str:
    """``2.4 I2C peripheral limitations`` -> ``I2C``; ``2.1 System limitations`` ->
    ``System``; ``2.3 ADC - Analog to Digital Converter`` -> ``ADC``; ``""`` for an
    errata section title."""
    name = _split_number(group)[1].replace("™", "").replace("®", "")
    short = re.match(r"^([A-Z][A-Z0-9_]+)\s+[-–]\s+\S", name)  # "ADC - Analog to Digital ..."
    name = short.group(1) if short else _GROUP_WORDS.sub("", _plain(name))
    name = re.sub(r"\s+", " ", name).strip(" -–:,")
    if _CONTAINER.search(group) and not name:
        return ""
    return "" if _is_container_only(name) else name


def _slug(title: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")[:48] or "item"


_TOKEN = re.compile(r"[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)*")


_KIND_SYNONYMS = {"TIMER": "TIM", "TIMERS": "TIM", "BXCAN": "CAN", "BECAN": "CAN"}


_NOT_PERIPHERALS = frozenset(
    {"SYSTEM", "CORE", "MISCELLANEOUS", "CPU", "ARM", "FPU", "MCU", "HOST", "WITH", "AND"}
    | {"DMA_REQUEST"}
)


def module_tokens(module: str) -> set[str]:
    """The peripheral kinds a module name stands for, upper case: ``I2C`` -> {``I2C``},
    ``Timer`` -> {``TIM``}, ``bxCAN`` -> {``CAN``}, ``System`` -> {}."""
    found = set()
    for word in _TOKEN.findall(module):
        upper = word.upper()
        found.add(_KIND_SYNONYMS.get(upper, upper))
    return found - _NOT_PERIPHERALS


def title_tokens(title: str) -> set[str]:
    """The upper-case identifiers of a title that may name peripherals (``MPU attribute
    to RTC and IWDG registers`` -> {``MPU``, ``RTC``, ``IWDG``}; ``FMC_SDNWEN`` gives
    ``FMC_SDNWEN`` and ``FMC``)."""
    found: set[str] = set()
    for word in _TOKEN.findall(title):
        for part in [word, *word.split("_")[:1]]:
            if len(part) >= 2 and part.upper() == part and any(c.isalpha() for c in part):
                found.add(_KIND_SYNONYMS.get(part, part))
    return found - _NOT_PERIPHERALS


def item_of_section(items: tuple[ErratumItem, ...], path: str) -> ErratumItem | None:
    """The item whose heading is in section path ``path`` (``A > B > 2.4.1 Title``)."""
    parts = [p.strip() for p in path.split(" > ")]
    for item in items:
        numbered = f"{item.item_id} "
        for part in parts:
            if part.startswith(numbered) or _plain(part) == item.title:
                return item
    return None
