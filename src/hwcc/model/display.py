"""What a register is called and how it may be accessed, as every view shows it
(peripheral files, ``hwcc show``, ``show --json``, the searchable SVD text).

The model keeps what the SVD states; these functions derive, in one place, what the SVD
implies but does not write on the register:

* :func:`full_name` — the vendor's name. CMSIS-SVD ``prependToName``/``appendToName`` on a
  peripheral name all its registers ``prefix + name + suffix`` (NXP Kinetis ``ADC0_`` +
  ``OFS`` = ``ADC0_OFS``, Microchip SAM ``ACC_MR``, TI Tiva ``GPIOA`` + ``DATA``), the
  name the device header and reference manual use. A derived peripheral inherits its
  base's prefix unless it states its own (the SVD's ``derivedFrom`` rule, resolved at
  parse time). Registers inside clusters keep their name: their C name is a member of the
  cluster's struct, which the SVD does not name consistently (Microchip writes the prefix
  into SAM E70 cluster names, ``PWM_CMP``, but not into SAM D21's, ``USART``).
* :func:`resolved_access` — a register's access: its own (stated or inherited in the
  SVD); else the one access all its fields share; else :data:`MIXED` when fields differ
  or some have none; ``None`` when nothing is known. Fields keep their exact access.
"""

from __future__ import annotations

from hwcc.model.device import Peripheral, Register

MIXED = "mixed"
MIXED_TEXT = "mixed: see fields"


def has_vendor_names(peripheral: Peripheral) -> bool:
    """Whether ``peripheral`` declares a register-name prefix or suffix."""
    return bool(peripheral.prepend_to_name or peripheral.append_to_name)


def full_name(peripheral: Peripheral, register: Register) -> str:
    """The vendor's name of ``register`` (see module docstring); its model name when
    the peripheral declares no prefix or suffix or the register is in a cluster."""
    if register.cluster or not (peripheral.prepend_to_name or peripheral.append_to_name):
        return register.name
    return peripheral.prepend_to_name + register.name + peripheral.append_to_name


def resolved_access(register: Register) -> str | None:
    """The access to show for ``register`` (see module docstring)."""
    if register.access:
        return register.access
    found = {field.access for field in register.fields}
    if not found or found == {None}:
        return None
    if len(found) == 1:
        return found.pop()
    return MIXED


def access_text(register: Register) -> str | None:
    """:func:`resolved_access` as text (``mixed: see fields``)."""
    access = resolved_access(register)
    return MIXED_TEXT if access == MIXED else access
