"""Numbers, ranges and bit positions as datasheets print them.

Understood: hex ``0x1F``, ``1Fh``, ``1F_h``, ``$1F``, ``1F (hex)``, ``1FHEX``, binary ``0b0101``,
``0101b``, ``'b0101``, decimal ``31``; digit groups ``0x0000_1F00``, ``0b0000 0101``;
Verilog literals ``16'h5820``, ``3'b101`` (TI: ``h4E414354``, the mark alone before
upper-case digits) and the radix written after the digits (Realtek ``16'h``,
``1010'b``). ``parse_partial`` reads a value some of whose digits the document leaves
undefined (``0x--08``, ``xxxx 0000``).
A bare digit string is read as hex when the caller says the column is hex (a header
``Address (Hex)``), else as decimal; a bare string of 0/1 longer than four digits with a
``b``-free column is still decimal (``10000`` is ten thousand). Anything else is None:
nothing here guesses.
"""

from __future__ import annotations

import re

# (Renesas "0x0049h": both marks)
_HEX = re.compile(r"^(?:0x|\$)([0-9a-f][0-9a-f_ ]*?)h?$|^([0-9a-f][0-9a-f_]*)_?h$", re.I)
# (Maxim: "0100 1100b", nibbles spaced before the mark)
_BIN = re.compile(r"^(?:0b|'b)([01][01_ ]*)$|^([01]{4}(?:[_ ]?[01]{4})*|[01][01_]*)b$", re.I)
_DEC = re.compile(r"^[0-9]+$")
# (IDT/Renesas: "0104HEX", "42HEX", the radix set as a subscript word)
_HEX_WORD = re.compile(r"^([0-9a-f]{1,8}) ?hex$", re.I)
# (the PDF may break a long value's digits with spaces: "14’b000_00 00_0000_00 0")
_QUOTED = re.compile(
    r"^(?:\d{1,2})?['’](?P<r>[hbd])(?P<v>[0-9a-f][0-9a-f_ ]*)$"
    r"|^(?P<v2>[0-9a-f]+)['’](?P<r2>[hbd])$"
    # (TI CAN: "h4E414354", "hFFFFFFFF": the radix mark alone, upper-case digits)
    r"|^(?-i:(?P<r3>h)(?P<v3>[0-9A-F]{2}[0-9A-F_ ]*))$",
    re.I,
)
_BARE_HEX = re.compile(r"^[0-9a-f]+$", re.I)
_RANGE = re.compile(
    r"^(.+?)\s*(?:-|–|—|\.\.\.?|…|\bdown\s*to\b|\bto\b|~)\s*(.+)$", re.I
)  # Bosch: "BFh down to AAh"
_BITS = re.compile(
    # (Renesas: "<15:14>", "<7>" in angle brackets)
    r"^(?:bits?\s*|d|b)?(?:\[|<)?\s*(\d{1,2})\s*(?:(?:-|–|—|:|\.\.|~|to)\s*(?:d|b)?(\d{1,2}))?"
    r"\s*(?:\]|>)?$",
    re.I,
)


def parse_int(text: str, *, hex_default: bool = False) -> int | None:
    """The integer ``text`` spells (see the module docstring), or None."""
    s = text.strip().replace("\u200b", "")
    if not s:
        return None
    quoted = _QUOTED.match(s)
    if quoted:  # Verilog "16'h5820", "3'b101"; Realtek "16'h", "1010'b" (radix after)
        digits = quoted.group("v") or quoted.group("v2") or quoted.group("v3")
        digits = digits.replace("_", "").replace(" ", "")
        radix = (quoted.group("r") or quoted.group("r2") or quoted.group("r3")).lower()
        base = {"h": 16, "b": 2, "d": 10}[radix]
        try:
            return int(digits, base)
        except ValueError:
            return None
    if hex_default and _BARE_HEX.match(s):  # before the ``101b`` form: 1B is hex here
        return int(s, 16)
    m = _HEX.match(s)
    if m and (m.group(1) or s[0].isdigit() or s[:-1].rstrip("_").isupper()):
        digits = (m.group(1) or m.group(2)).replace("_", "").replace(" ", "")
        return int(digits, 16) if digits else None
    m = _HEX_WORD.match(s)
    if m and (s[0].isdigit() or m.group(1).isupper()):
        return int(m.group(1), 16)
    m = _BIN.match(s)
    if m:
        digits = (m.group(1) or m.group(2)).replace("_", "").replace(" ", "")
        return int(digits, 2) if digits else None
    if _DEC.match(s):
        return int(s, 10)
    return None


# digits a document writes for bits it does not define at reset: "-" (WIZnet "0x--08",
# Microchip "--11 -111"), "x"/"u"/"q" (unknown, unchanged, depends on a condition), "?"
_UNDEFINED = "-xXuUqQ?\u2013"
_PARTIAL_HEX = re.compile(r"^0x([0-9A-Fa-f\-xXuU?\u2013_]+)$")
_PARTIAL_BIN = re.compile(r"^(?:0b)?([01\-xXuUqQ?\u2013_ ]+?)b?$")


def parse_partial(text: str) -> tuple[int, int, int] | None:
    """``(value, mask, width)`` of a value with undefined digits: ``0x--08`` is
    ``(0x08, 0x00FF, 16)``, ``xxxx 0000`` is ``(0x00, 0x0F, 8)``; each undefined digit
    clears its bits from ``mask`` and reads 0 in ``value``; ``width`` is the bits the
    written digits span. Binary needs 8, 16 or 32 digits (or a ``0b`` prefix). None when
    no digit is undefined, none is defined, or the text is anything else."""
    s = text.strip()
    if re.search(r"(?:[-\u2013~]|\bto)\s*0x|[0-9A-Fa-f][-\u2013][0-9A-Fa-f]", s, re.I):
        return None  # a range ("0x00-0x7F", "0x00-FF"), not one value
    hexed = _PARTIAL_HEX.match(s)
    if hexed:
        digits, per = hexed.group(1).replace("_", ""), 4
    else:
        binary = _PARTIAL_BIN.match(s)
        if binary is None:
            return None
        digits, per = re.sub(r"[ _]", "", binary.group(1)), 1
        if not s.lower().startswith("0b") and len(digits) not in (8, 16, 32):
            return None
    known = [c for c in digits if c not in _UNDEFINED]
    if not known or len(known) == len(digits) or len(digits) * per > 64:
        return None
    value = mask = 0
    for c in digits:
        value <<= per
        mask <<= per
        if c not in _UNDEFINED:
            value |= int(c, 16)
            mask |= (1 << per) - 1
    return value, mask, len(digits) * per


def parse_range(text: str, *, hex_default: bool = False) -> tuple[int, int] | None:
    """``(first, last)`` for ``0x04-0x07``, ``0x34-3D`` (the bound after a ``0x`` one in
    hex too), ``40h-42h``, ``14~1FH`` (the bound before an ``h`` one in hex too),
    ``0x04 to 0x0B``, ``13 to 16``, ``A1…88`` (first <= last), or
    ``(n, n)`` for one number; None otherwise."""
    single = parse_int(text, hex_default=hex_default)
    if single is not None:
        return single, single
    m = _RANGE.match(text.strip())
    if not m:
        return None
    left, right = m.group(1), m.group(2)
    # Whwave "14~1FH": the bound before a hex one marked by its suffix is hex too
    suffixed = re.fullmatch(r"[0-9A-Fa-f]{1,8}[hH]", right.strip()) and re.fullmatch(
        r"[0-9A-Fa-f]{1,8}", left.strip()
    )
    a = parse_int(left, hex_default=hex_default or bool(suffixed))
    # X-Powers "0X34-3D": the bound after a marked hex one is hex too
    marked = left.strip().lower().startswith("0x") and re.fullmatch(r"[0-9A-Fa-f]{1,8}", right)
    b = parse_int(right, hex_default=hex_default or bool(marked))
    if a is None or b is None:
        return None
    if b < a:
        a, b = b, a
    return a, b


# TI HDC1080: "[9:8] Humidity Measurement Resolution", the bits before the field's title
_BRACKETED_LEAD = re.compile(r"^\[\s*(\d{1,2})\s*(?::\s*(\d{1,2}))?\s*\]\s+[A-Za-z]")


def parse_bits(text: str) -> tuple[int, int] | None:
    """``(msb, lsb)`` of a bit position cell: ``7``, ``7-5``, ``7:5``, ``[7:5]``,
    ``15..13``, ``5~3`` (WIZnet), ``Bit 7``, ``D7-D5``, ``B8``, ``[9:8] Title words``,
    ``[2,1]`` (ST: two neighbouring bits listed), ``7：4`` (a full-width colon), ``<15:14>``,
    ``B7 (MSB)``; None otherwise."""
    text = text.replace("\uff1a", ":")  # Chinese documents: "7：4"
    # TI: "B7 (MSB)", "B0 (LSB)": the bit's place marked
    text = re.sub(r"(?<=\d)\s*\((?:MSB|LSB)\)$", "", text.strip())
    pair = re.fullmatch(r"\[\s*(\d{1,2})\s*,\s*(\d{1,2})\s*\]", text.strip())
    if pair:
        a, b = sorted((int(pair.group(1)), int(pair.group(2))), reverse=True)
        return (a, b) if a == b + 1 else None
    lead = _BRACKETED_LEAD.match(text.strip())
    if lead:
        a = int(lead.group(1))
        b = int(lead.group(2)) if lead.group(2) is not None else a
        return (a, b) if a >= b else (b, a)
    m = _BITS.match(text.strip())
    if not m:
        return None
    a = int(m.group(1))
    b = int(m.group(2)) if m.group(2) is not None else a
    return (a, b) if a >= b else (b, a)
