"""Bring-up cross-references: the bits elsewhere in a device that a driver must set
before a peripheral works (its clock enable, its reset, its clock in sleep modes, the
generic clock routed to it, the pin functions and DMA requests that name it).

Contract of :func:`bringup_bits`: for every peripheral of ``device``, the fields and
enumerated values of *other* peripherals that name it, each as a :class:`BringupBit`
(controller peripheral, register, field, absolute address, bits, the value to write).
Derived only from the model's names and descriptions, never from chip-specific tables;
a link is made only when it is unambiguous (precision over recall):

* **Gate fields** (clock, reset, low-power clock): a one-bit, writable field in a
  register whose name or description (or the field's own) speaks of clocks, resets,
  gating or sleep, and never of a reason, cause, flag, status or interrupt. The field
  name minus one known affix (``EN``, ``CLKEN``, ``_CLK_EN``, ``RST``, ``LPEN``,
  ``SMEN``, ``SPEN``, a trailing ``_``; ``CLK_EN_``, ``RST_EN_``, ``clk_sys_``-style and
  ``PC`` prefixes) must equal a peripheral name exactly (case and ``_`` ignored:
  ``SPI1EN`` links SPI1, never SPI10; ``I2S2ext`` is not ``I2S2``), or the leading
  ``_``-separated part of exactly one peripheral's name (``usbctrl`` -> USBCTRL_REGS),
  or of several when the description names that part (``OTGFSEN``, "USB OTG FS clock
  enable" -> every ``OTG_FS_*``); otherwise the field description must name one
  peripheral whose name the field abbreviates with the same instance number
  (``UART2RST``, "USART 2 reset" -> USART2; ``ETHMACEN``, "Ethernet MAC clock enable"
  -> Ethernet_MAC) or the port letter (``IOPAEN``, "I/O port A clock enable" ->
  GPIOA). TI-style per-kind registers (``RCGCUART``/``SCGCUART``/``DCGCUART``/``SRUART``
  field ``R1``/``S1``/``D1``/``R1`` -> UART1) link by the register's kind and the
  field's instance number. A field name that repeats ``<PERIPHERAL>_<REGISTER>_``
  (TI) is read without it.
* **Routing values**: enumerated values whose ``_``-separated name parts equal a
  peripheral name, in a pin-function field of an IO/port/pad peripheral (RP2040
  ``FUNCSEL = uart0_tx``), a request/trigger field of a DMA peripheral, or the channel
  ID field of a clock generator (SAMD ``GCLK CLKCTRL.ID = SERCOM0_CORE``).

A peripheral never links to itself (its own enable registers are in its own file).
Same device in, same result out; entries are ordered by kind, address and bit.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType

from hwcc.model.device import Device, EnumeratedValue, Field, Peripheral, Register

CLOCK = "clock enable"
RESET = "reset"
LOW_POWER = "clock in sleep mode"
CLOCK_SELECT = "generic clock channel"
PIN = "pin function"
DMA = "DMA request"
KIND_ORDER = (CLOCK, RESET, LOW_POWER, CLOCK_SELECT, PIN, DMA)


@dataclass(frozen=True, slots=True)
class BringupBit:
    """One bring-up write for a peripheral: ``controller.register.field`` at
    ``address`` bits ``[msb:lsb]``; write ``value`` (``value_name`` is the enumerated
    value's name for routing values). ``kind`` is one of :data:`KIND_ORDER`. For a
    reset, ``value`` releases the peripheral from reset (``0``, or ``1`` for an
    active-low bit); for clock and sleep-clock enables it is ``1``."""

    kind: str
    controller: str
    register: str
    field: str
    address: int
    lsb: int
    msb: int
    value: int
    value_name: str = ""

    @classmethod
    def at(
        cls,
        kind: str,
        controller: Peripheral,
        register: Register,
        field: Field,
        value: int,
        value_name: str = "",
    ) -> BringupBit:
        """The write of ``value`` to ``field`` of ``controller.register``."""
        return cls(
            kind,
            controller.name,
            register.name,
            field.name,
            controller.base_address + register.address_offset,
            field.lsb,
            field.msb,
            value,
            value_name,
        )


# -- names ------------------------------------------------------------------------------------

_SUFFIXES: tuple[tuple[str, str], ...] = (
    # (affix, kind it implies: "" = decided by the register's context)
    ("_CLK_EN", CLOCK),
    ("_CLKEN", CLOCK),
    ("CLKEN", CLOCK),
    ("CKEN", CLOCK),
    ("_SLP_EN", LOW_POWER),
    ("SLPEN", LOW_POWER),
    ("LPEN", LOW_POWER),
    ("SMEN", LOW_POWER),
    ("SPEN", LOW_POWER),
    ("_RST_N", RESET),
    ("RSTN", RESET),
    ("_RESET", RESET),
    ("RESET", RESET),
    ("_RST", RESET),
    ("RST", RESET),
    ("_EN", ""),
    ("EN", ""),
    ("_", ""),
)
_PREFIXES: tuple[tuple[str, str], ...] = (
    ("CLK_EN_", CLOCK),
    ("RST_EN_", RESET),
    ("CRYPTO_", ""),
    ("PC", ""),
)
_CLK_DOMAIN = re.compile(r"^CLK_[A-Z]+_")  # RP2040 clk_sys_uart0, clk_peri_uart0

_GATE_CONTEXT = re.compile(r"CLOCK|CLK|GAT(E|ING)|RESET|RST|SLEEP|LOW[ -]?POWER", re.I)
_NOT_GATE = re.compile(r"REASON|CAUSE|FLAG|STATUS|INTERRUPT|WAKE-?UP", re.I)
_RTC_WORDS = re.compile(r"REAL[- ]?TIME CLOCK", re.I)
_SLEEP = re.compile(r"SLEEP|LOW[ -]?POWER|DEEP|STOP MODE|STANDBY", re.I)
_RESET_WORD = re.compile(r"RESET|\bRST", re.I)
_RESET_NAME = re.compile(r"RST|RESET|^SR[A-Z]", re.I)
_CLOCK_WORD = re.compile(r"CLOCK|CLK|GAT(E|ING)", re.I)
_TI_KIND_REGISTER = re.compile(r"^(RCGC|SCGC|DCGC|SR)([A-Z][A-Z0-9]*)$")
_TI_KINDS = {"RCGC": CLOCK, "SCGC": LOW_POWER, "DCGC": LOW_POWER, "SR": RESET}
_TI_FIELD = re.compile(r"^[RSD](\d+)$")
_PORT_TOKEN = re.compile(r"^(GPIO|IOPORT|IOP|PORT|PT|P)([A-Z])$")
_PORT_WORDS = re.compile(r"\bPORT\s*([A-Z])\b")
_WORDS = re.compile(r"[A-Z0-9]+")

_PIN_CONTROLLER = re.compile(r"IO|GPIO|PORT|PIN|PAD|MUX|AFIO|IOCON|SCU", re.I)
_PIN_FIELD = re.compile(r"FUNC|SEL|MUX|IOF|PSEL|^AF", re.I)
_DMA_CONTROLLER = re.compile(r"DMA", re.I)
_DMA_FIELD = re.compile(r"REQ|TRIG|SRC|SEL|SOURCE|PERIPH", re.I)
_CLOCK_CONTROLLER = re.compile(r"GCLK|CLOCK|CLK|CMU|CCM|MCLK|PCC|CGU", re.I)
_CLOCK_FIELD = re.compile(r"^ID$|_ID$|^IDSEL$", re.I)


def _norm(name: str) -> str:
    return name.upper().replace("_", "")


class _Names:
    """The device's peripheral names, indexed for exact, family and mention lookups."""

    def __init__(self, device: Device) -> None:
        exact: dict[str, list[str]] = {}
        upper: dict[str, list[str]] = {}
        for p in device.peripherals:
            exact.setdefault(_norm(p.name), []).append(p.name)
            upper.setdefault(p.name.upper(), []).append(p.name)
        # a name shared by two peripherals is ambiguous: never linked
        self.exact = {k: v[0] for k, v in exact.items() if len(set(v)) == 1 and len(v) == 1}
        self.upper = {k: v[0] for k, v in upper.items() if len(v) == 1}
        family: dict[str, list[str]] = {}
        for p in device.peripherals:
            parts = p.name.upper().split("_")
            for n in range(1, len(parts)):
                key = "".join(parts[:n])
                if key not in exact:
                    family.setdefault(key, []).append(p.name)
        self.family = {k: tuple(v) for k, v in family.items()}
        self.longest = max((len(k) for k in self.exact), default=0)

    def mentioned(self, description: str) -> set[str]:
        """Peripherals (and families, as their key) named in ``description``: a word or
        two or three adjacent words joined (``USART 2`` -> USART2, ``Ethernet MAC``)."""
        words = _WORDS.findall(description.upper())
        found: set[str] = set()
        for i in range(len(words)):
            joined = ""
            for j in range(i, min(i + 3, len(words))):
                joined += words[j]
                if joined in self.exact or joined in self.family:
                    found.add(joined)
        return found


def _abbreviates(token: str, name: str) -> bool:
    """``token`` is an abbreviation of ``name`` (both normalised): same first letter,
    same trailing instance number, its letters in order within ``name``."""
    if not token or not name or token[0] != name[0] or token == name:
        return False
    number = re.search(r"\d+$", token)
    other = re.search(r"\d+$", name)
    if (number.group() if number else "") != (other.group() if other else ""):
        return False
    rest = iter(name)
    return all(ch in rest for ch in token)


def _field_targets(
    names: _Names, token: str, description: str, mentioned: set[str]
) -> tuple[str, ...]:
    """The peripheral(s) a gate field's stripped name ``token`` stands for, or ()."""
    key = _norm(token)
    if not key:
        return ()
    if key in names.exact:
        return (names.exact[key],)
    members = names.family.get(key)
    if members is not None and (len(members) == 1 or key in mentioned):
        return members
    candidates = [m for m in mentioned if m in names.exact and _abbreviates(key, m)]
    if len(candidates) == 1:
        return (names.exact[candidates[0]],)
    port = _PORT_TOKEN.match(key)
    if port is not None:
        letters = set(_PORT_WORDS.findall(description.upper()))
        if letters == {port.group(2)}:
            hits = [
                names.exact[k]
                for k in (f"GPIO{port.group(2)}", f"PORT{port.group(2)}", f"P{port.group(2)}")
                if k in names.exact
            ]
            if len(hits) == 1:
                return (hits[0],)
    return ()


def _tokens(name: str) -> Iterable[tuple[str, str, bool]]:
    """``(token, kind implied by the affix, bare)`` readings of a field name, the bare
    name first."""
    upper = name.upper()
    yield upper, "", True
    domain = _CLK_DOMAIN.match(upper)
    if domain is not None:
        yield upper[domain.end() :], "", False
    for prefix, kind in _PREFIXES:
        if upper.startswith(prefix) and len(upper) > len(prefix):
            stripped = upper[len(prefix) :]
            yield stripped, kind, False
            for suffix, suffix_kind in _SUFFIXES:
                if stripped.endswith(suffix) and len(stripped) > len(suffix):
                    yield stripped[: -len(suffix)], kind or suffix_kind, False
    for suffix, kind in _SUFFIXES:
        if upper.endswith(suffix) and len(upper) > len(suffix):
            yield upper[: -len(suffix)], kind, False


def _context_kind(field: Field, register: Register, *, bare: bool) -> str:
    """The gate kind the register (and, unless ``bare``, the field) description speaks
    of; "" when none. A bare field name (nothing stripped) is read as a reset only in a
    register named so (``RESETS.RESET``), never in one that merely mentions resets
    (``WDSEL``: "a watchdog event will reset this peripheral")."""
    texts = [register.name, register.description, register.display_name]
    if not bare:
        texts.append(field.description)
    joined = _RTC_WORDS.sub("RTC", " ".join(t for t in texts if t))
    if not _GATE_CONTEXT.search(joined) or _NOT_GATE.search(joined):
        return ""
    if _SLEEP.search(joined):
        return LOW_POWER
    if _RESET_NAME.search(register.name) or (not bare and _RESET_WORD.search(field.description)):
        return RESET
    if _CLOCK_WORD.search(joined):
        return CLOCK
    return ""


def _release_value(field_name: str) -> int:
    upper = field_name.upper()
    return 1 if upper.endswith(("RSTN", "_RST_N", "_N")) else 0


def _own_name(controller: Peripheral, register: Register, field: Field) -> str:
    """The field's name (upper case) without a leading ``<PERIPHERAL>_<REGISTER>_`` or
    ``<REGISTER>_`` that some vendors repeat in every field (TI: ``SYSCTL_RCGC1_UART0``)."""
    upper = field.name.upper()
    reg = register.name.upper()
    for prefix in (f"{controller.name.upper()}_{reg}_", f"{reg}_"):
        if upper.startswith(prefix) and len(upper) > len(prefix):
            return upper[len(prefix) :]
    return upper


def _gate_links(
    names: _Names, controller: Peripheral, register: Register, field: Field, gated: bool
) -> tuple[tuple[str, ...], str]:
    """``(targets, kind)`` of a gate field; ``((), "")`` if it is none. ``gated``: the
    register's own texts speak of clocks, resets or sleep."""
    none: tuple[tuple[str, ...], str] = ((), "")
    if field.msb != field.lsb or (field.access or register.access or "") == "read-only":
        return none
    if not gated and not _GATE_CONTEXT.search(field.description):
        return none  # no clock, reset or sleep word anywhere: _context_kind says ""
    name = _own_name(controller, register, field)
    ti = _TI_KIND_REGISTER.match(register.name.upper())
    number = _TI_FIELD.match(name)
    if ti is not None and number is not None:
        key = _norm(ti.group(2) + number.group(1))
        target = names.exact.get(key)
        if target is None and number.group(1) == "0":
            # a single instance named otherwise (TI uDMA: SRDMA.R0, "uDMA Module ...")
            kind_key = _norm(ti.group(2))
            hits = [m for m in names.mentioned(field.description) if m in names.exact]
            hits = [m for m in hits if kind_key in m]
            target = names.exact[hits[0]] if len(hits) == 1 else None
        if target is not None and _context_kind(field, register, bare=False):
            return (target,), _TI_KINDS[ti.group(1)]
    mentioned: set[str] | None = None
    for token, affix_kind, bare in _tokens(name):
        if mentioned is None:
            mentioned = names.mentioned(field.description)
        targets = _field_targets(names, token, field.description, mentioned)
        if not targets:
            continue
        context = _context_kind(field, register, bare=bare)
        if not context:
            continue
        kind = affix_kind or context
        if kind == CLOCK and context == LOW_POWER:
            kind = LOW_POWER
        return targets, kind
    return none


def _routing_kind(controller: Peripheral, register: Register, field: Field) -> str:
    name = controller.name
    if _PIN_CONTROLLER.search(name) and (
        _PIN_FIELD.search(field.name) or _PIN_FIELD.search(register.name)
    ):
        return PIN
    if _DMA_CONTROLLER.search(name) and (
        _DMA_FIELD.search(field.name) or _DMA_FIELD.search(register.name)
    ):
        return DMA
    if _CLOCK_CONTROLLER.search(name) and _CLOCK_FIELD.search(field.name):
        return CLOCK_SELECT
    return ""


def _value_targets(names: _Names, value: EnumeratedValue) -> list[str]:
    """Peripherals whose names are ``_``-separated parts of the value's name."""
    parts = value.name.upper().split("_")
    found: list[str] = []
    i = 0
    while i < len(parts):
        for j in range(len(parts), i, -1):
            hit = names.upper.get("_".join(parts[i:j]))
            if hit is not None:
                found.append(hit)
                i = j
                break
        else:
            i += 1
    return found


def _routing_links(
    names: _Names, controller: Peripheral, register: Register, field: Field
) -> list[tuple[str, BringupBit]]:
    kind = _routing_kind(controller, register, field)
    if not kind or (field.access or register.access or "") == "read-only":
        return []
    out: list[tuple[str, BringupBit]] = []
    for values in field.enumerated_values:
        if values.usage == "read":
            continue
        for ev in values.values:
            if ev.is_default or ev.value is None or ev.dont_care_mask:
                continue
            bit = BringupBit.at(kind, controller, register, field, ev.value, ev.name)
            out.extend((target, bit) for target in _value_targets(names, ev))
    return out


def _sort_key(bit: BringupBit) -> tuple[int, int, int, str, str, int]:
    return (
        KIND_ORDER.index(bit.kind),
        bit.address,
        bit.lsb,
        bit.field,
        bit.value_name,
        bit.value,
    )


# bringup_bits by identity of the (immutable) device: compile's peripheral files and
# hot.md, and show, ask for the same model. Each entry holds the device itself, so its
# id cannot be reused while the entry exists.
_MEMO: dict[int, tuple[Device, Mapping[str, tuple[BringupBit, ...]]]] = {}


def bringup_bits(device: Device) -> Mapping[str, tuple[BringupBit, ...]]:
    """Peripheral name -> its bring-up bits found elsewhere in ``device`` (see the
    module docstring); peripherals without any are left out."""
    entry = _MEMO.get(id(device))
    if entry is not None and entry[0] is device:
        return entry[1]
    result = MappingProxyType(_bringup_bits(device))
    if len(_MEMO) >= 8:
        _MEMO.clear()
    _MEMO[id(device)] = (device, result)
    return result


def _bringup_bits(device: Device) -> dict[str, tuple[BringupBit, ...]]:
    names = _Names(device)
    found: dict[str, list[BringupBit]] = {}
    for controller in device.peripherals:
        for register in controller.registers:
            links: list[tuple[str, BringupBit]] = []
            gated = bool(
                _GATE_CONTEXT.search(
                    f"{register.name} {register.description} {register.display_name}"
                )
            )
            for field in register.fields:
                targets, kind = _gate_links(names, controller, register, field, gated)
                if targets:
                    value = _release_value(field.name) if kind == RESET else 1
                    bit = BringupBit.at(kind, controller, register, field, value)
                    links.extend((t, bit) for t in targets)
                if field.enumerated_values:
                    links += _routing_links(names, controller, register, field)
            for target, bit in links:
                if target != controller.name:
                    found.setdefault(target, []).append(bit)
    return {name: tuple(sorted(dict.fromkeys(bits), key=_sort_key)) for name, bits in found.items()}
