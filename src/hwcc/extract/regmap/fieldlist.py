"""Fields built from cells, and field lists combined: the fields of a row of
bit columns, of one field-table row (reset, ``*``-marked default, access, description),
declared bit ranges (``NAME[2:0]``), rows of one field joined, summary and detail fields
merged, fields placed on the register they are named after, reserved bits' defaults
noted. Changes only the registers and maps passed in."""

from __future__ import annotations

import functools
import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import replace

from hwcc.extract.numbers import parse_int
from hwcc.extract.regmap.columns import _access, _cell, _is_reserved, field_name
from hwcc.extract.regmap.state import (
    _IDENT,
    ACCESS,
    DESC,
    RESET,
    VALUE,
    _Map,
    _Reg,
    instance_pattern,
    letters_of,
)
from hwcc.extract.tables import Table
from hwcc.model.device import Field
from hwcc.util.markdown import MERGED_MARK

# a field name as bit-column cells print it: an identifier, or a short label with spaces
# or slashes (DS3231 "10 Seconds", "AM/PM")
# (an active-low signal's mark and a conjunction: Exar "CTS# Input", "THR & TSR Empty")
_LABEL_NAME = re.compile(r"^(?=.*[A-Za-z])[A-Za-z0-9][A-Za-z0-9 _/.+#&-]{0,31}$")
# an RTC's clock-format bit (Microchip MCP7940N/MCP79410, Maxim DS1307): a name of digits
_HOUR_MODE = "12/24"
# Cirrus Logic: a bit that makes one channel follow another (``SPKB=A``, ``SCLK=MCLK``):
# one symbol on each side of the sign, never a value (``EN=1``)
_GANGED = re.compile(r"[A-Za-z][A-Za-z0-9_]*=[A-Za-z][A-Za-z0-9_]*")

_DECLARED = re.compile(
    r"^(?P<base>[A-Za-z_0-9](?:[\w /-]*?[A-Za-z0-9_])?)\s*[\[<](?P<a>\d+)(?:[:-](?P<b>\d+))?[\]>]$"
)


_BIT_TOKEN = re.compile(r"[A-Z][A-Z0-9_]*|[01]")


def _merged_bits(row: tuple[str, ...], bitcols: list[tuple[int, int]]) -> tuple[str, ...] | None:
    """``row`` with bit cells spread back where the PDF merged them into one (ADI:
    ``VBIAS7 VBIAS6 0 0 VBIAS5 VBIAS4 0`` over seven bit columns, ``〃`` or the same
    text in the others): a run of two or more bit cells of one text that holds one
    upper-case symbol or bit value per bit of the run (a name wrapped with ``_ ``
    joined first); None when no run does."""
    cells = list(row)
    runs: list[list[int]] = []  # runs of columns sharing one text
    for _bit, col in bitcols:
        text = _cell(row, col).strip()
        if runs and (text == MERGED_MARK or text == _cell(row, runs[-1][0]).strip()):
            runs[-1].append(col)
        else:
            runs.append([col])
    spread = False
    for run in runs:
        text = _cell(row, run[0]).strip()
        tokens = re.sub(r"(?<=[A-Za-z0-9])_ +(?=[A-Za-z0-9])", "_", text).split()
        if len(run) < 2 or len(tokens) != len(run):
            continue
        if all(_BIT_TOKEN.fullmatch(t) for t in tokens) and _listed_names(text):
            for col, token in zip(run, tokens, strict=True):
                cells[col] = token
            spread = True
    return tuple(cells) if spread else None


def _listed_names(text: str) -> bool:
    """Whether a cell lists two or more register-style symbols (``PDSW 0 IOUT1 IOUT0``,
    ``AINP_OV_ERR AINP_UV_ERR``): several fields, never one field's name (``10
    Seconds``, ``Page ID`` are labels)."""
    symbols = re.findall(r"(?<!\S)[A-Z][A-Z0-9]*(?:_[A-Z0-9]+|\d)[A-Z0-9_]*(?!\S)", text)
    return len(symbols) >= 2


# (the text layer may space the mark's letters out: "( LS B)")
_MSB_MARK = re.compile(r"^(?P<n>\S.*?)\s*\(\s*(?P<m>M\s*S\s*B|L\s*S\s*B)\s*\)$", re.I)


def _marked_runs(cells: list[tuple[int, str]], raw: list[str]) -> list[tuple[int, str]]:
    """Bit cells (MSB first; ``raw`` their printed texts) with a field's bits printed
    one cell each named alike (Maxim MAX6639: ``Rate of change (MSB) | Rate of change |
    Rate of change (LSB)``; ``RPM range select | RP M r ang e sel ect``, the text layer
    spacing the letters out): the run one name, the first cell's without its mark;
    cells named otherwise kept. A marked run must close on its ``(LSB)`` cell, every
    cell between spelled with the same letters (``stepsize`` for ``step-size`` too)."""
    out = list(cells)
    k = 0
    while k < len(out):
        m = _MSB_MARK.match(raw[k])
        if m and letters_of(m["m"]) == "msb":
            letters = letters_of(m["n"])
            end = None
            for j in range(k + 1, len(out)):
                other = _MSB_MARK.match(raw[j])
                if letters_of(other["n"] if other else raw[j]) != letters:
                    break
                if other and letters_of(other["m"]) == "lsb":
                    end = j
                    break
            if end is not None:
                name = _cell_label(field_name(m["n"]))
                for j in range(k, end + 1):
                    out[j] = (out[j][0], name)
                k = end + 1
                continue
        # two cells of one name, the second's letters spaced out ("RP M r ang e sel ect")
        spaced = k and " " in raw[k] and raw[k] != raw[k - 1]
        same = re.sub(r"\s+", "", raw[k]) == re.sub(r"\s+", "", raw[k - 1]) if spaced else False
        if same and len(letters_of(raw[k])) >= 4:
            out[k] = (out[k][0], out[k - 1][1])
        k += 1
    return out


def _filled_merges(cells: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """Bit cells (MSB first) where a merged cell's text stands in its first column and
    the columns it covers are empty (Sensortek: ``OFST_X[7:0]`` then seven empty
    cells): the empty ones named alike, when the range the name declares is exactly as
    wide as the name's cell and the empty cells after it."""
    out = list(cells)
    k = 0
    while k < len(out):
        width = declared_width(out[k][1]) or 1
        following = out[k + 1 : k + width]
        if (
            width > 1
            and (k == 0 or out[k - 1][1] != out[k][1])  # the name's only cell
            and len(following) == width - 1
            and not any(text for _bit, text in following)
            and (k + width == len(out) or out[k + width][1])
        ):
            for j in range(k + 1, k + width):
                out[j] = (out[j][0], out[k][1])
            k += width
        else:
            k += 1
    return out


# a bit cell holding a slice alone: a merged cell's last words cut off at a column
_BARE_SLICE = re.compile(r"[\[<]\d{1,2}:\d{1,2}[\]>]")


def _fields_from_bitcols(
    row: tuple[str, ...],
    bitcols: list[tuple[int, int]],
    reg: _Reg,
    warnings: list[str],
    table: Table,
) -> list[Field]:
    cells: list[tuple[int, str]] = []
    spread = _merged_bits(row, bitcols)
    if spread is not None:
        row = spread
    if any(_BARE_SLICE.fullmatch(_cell(row, col).strip()) for _bit, col in bitcols):
        # Bosch BMM150 "Opmode | [1:0]": the PDF cut a merged cell's words apart at the
        # columns under them; which bits each name spans, the row no longer says
        return []
    for bit, col in bitcols:
        text = _cell(row, col).strip()
        weighted = _WEIGHTED.fullmatch(" ".join(text.split()))
        if weighted:  # National: "LT7 SIGN", "LT6 64", "RHS10 SIGN /128": the bit's weight
            text = weighted.group("n")
        if letters_of(text) in ("msb", "lsb"):
            cells.append((bit, ""))  # Maxim "MSB | — | .. | LSB": a value's ends, no names
        elif text == "r":
            cells.append((bit, ""))  # Microchip's legend: "r = reserved"
        elif text == MERGED_MARK and cells:  # the cell on the left spans this bit too
            cells.append((bit, cells[-1][1]))
        elif row != table.header and text and text.lower() == _cell(table.header, col).lower():
            # the column's own label (Maxim: "b7" under "b7", Exar "Bit-7" under "BIT-7"):
            # no name
            cells.append((bit, ""))
        else:
            # Microchip: "RX RD Pointer Low Byte (ERXRDPT<7:0>)": the symbol's slice
            symbol = _DESCRIBED_SYMBOL.fullmatch(" ".join(text.split()))
            label = _exar_enhanced(_cell_label(field_name(_exar_bit_slice(text))))
            cells.append((bit, symbol.group("s") if symbol else label))
    cells = _dash_numbered(cells)
    cells = _filled_merges(_marked_runs(cells, [_cell(row, col).strip() for _bit, col in bitcols]))
    titled = _TITLED_FIELD.match(cells[0][1]) if len({t for _b, t in cells}) == 1 else None
    if titled:  # QST: one cell over every bit, "Data Output X LSB Register XOUT[7:0]"
        if not reg.named:
            reg.name, reg.named = titled.group("title"), True
        cells = [(bit, titled.group("field")) for bit, _t in cells]
    runs: list[tuple[str, int, int]] = []  # (text, msb, lsb)
    for bit, text in cells:
        if runs and runs[-1][0] == text and runs[-1][2] == bit + 1:
            runs[-1] = (text, runs[-1][1], bit)
        else:
            runs.append((text, bit, bit))
    # single-bit columns of one field: NAME[2], NAME[1], NAME[0]
    merged: list[tuple[str, int, int]] = []
    for text, msb, lsb in runs:
        m = _DECLARED.match(text)
        if merged and m and m.group("b") is None:
            pm = _DECLARED.match(merged[-1][0])
            _prev_text, prev_msb, prev_lsb = merged[-1]
            if (
                pm
                and pm.group("base") == m.group("base")
                and prev_lsb == msb + 1
                and int(pm.group("b") or pm.group("a")) == int(m.group("a")) + 1
            ):
                base = m.group("base")
                top = int(pm.group("a"))
                merged[-1] = (f"{base}[{top}:{m.group('a')}]", prev_msb, lsb)
                continue
        merged.append((text, msb, lsb))
    fields: list[Field] = []
    seen: dict[str, int] = {}
    broken: set[str] = set()  # names of values a slice of which was left out
    for text, msb, lsb in merged:
        if _is_reserved(text):
            continue
        name, declared = _declared(text)
        words = name.split()
        described = any(w[1:] != w[1:].upper() for w in words[:-1])
        if declared is not None and described and _SYMBOL.fullmatch(words[-1]):
            name = words[-1]  # QST: "SET/RESET Period FBR [7:0]": words, then the symbol
        if (
            not _IDENT.match(name)
            and not _GANGED.fullmatch(name)
            and name != _HOUR_MODE
            and (not _LABEL_NAME.match(name) or _listed_names(name))
        ):
            continue  # (a cell listing several symbols the PDF merged: no field)
        if len(words) >= 3 and _INSTRUCTION.search(name):
            continue  # TI: "Must be programmed to 0x19" over the bits: no name
        if declared is not None and declared[0] - declared[1] != msb - lsb:
            where = f"p. {table.page}" if table.page else table.heading
            warnings.append(
                f"register {reg.name or hex(reg.first)} ({where}): field {text} spans bits "
                f"{msb}:{lsb}, which disagrees with its declared width; field left out"
            )
            broken.add(name.casefold())
            continue
        seen[name] = seen.get(name, 0) + 1
        at_bits = declared == (msb, lsb) and bool(_LEADING.match(text.strip()))
        if declared is not None and declared[0] != declared[1] and not at_bits:
            name = f"{name}[{declared[0]}:{declared[1]}]"  # see _plain_names
        fields.append(Field(name=name, lsb=lsb, msb=msb, reset_value=_field_reset(reg, msb, lsb)))
    # a name in two separate runs is ambiguous: keep neither; nor the rest of a value one
    # of whose slices was left out (MCP2518FD's `EID<17:6>` over five bits: EID's other
    # byte lanes joined would be EID at 23:11, not its 28:11)
    doubled = {n for n, count in seen.items() if count > 1}
    return [
        f for f in fields if f.name not in doubled and _declared(f.name)[0].casefold() not in broken
    ]


# a bit cell that tells what to do with its bits rather than naming them
_INSTRUCTION = re.compile(r"\b(?:must|should|shall|be|is|are|programmed|written|do not)\b", re.I)


# a bit cell that describes its bit (Maxim: "VBIAS 1 = ON 0 = OFF", "Fault Detection
# Cycle Control (see Table 3)"): its name is the words before the values or the reference
_BEFORE_VALUES = re.compile(r"^(\S.{0,39}?)\s+(?:[01]+b?|\d+)\s*=\s*\S")
_REFERENCE = re.compile(r"\s*\((?:see|refer to)\b[^)]*\)\s*$", re.I)


_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]")
_LATIN_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


_TITLED_FIELD = re.compile(
    r"^(?P<title>[A-Za-z][\w /-]*?\bregister)\s+(?P<field>[A-Za-z_]\w*\s*\[\d+(?::\d+)?\])$", re.I
)


# a numbered bit's name over its weight in the value: "LT6 64", "LT7 SIGN", "RT4 ½"
_WEIGHTED = re.compile(r"(?P<n>[A-Za-z][A-Za-z_]*\d+)(?:\s+(?:SIGN|\d+|[½¼⅛]|/\d+))+")


def _cell_label(text: str) -> str:
    """The field name a bit cell holds, without the values or reference it goes on with;
    in a bilingual cell (Panasonic: ``画素8 PIX8``) the one Latin identifier."""
    words = text.split()
    if any(_CJK.search(w) for w in words):
        latin = [w for w in words if _LATIN_NAME.fullmatch(w)]
        return latin[0] if len(latin) == 1 else text
    array = _ARRAY_CELL.match(text.strip())
    if array:  # "gas_wait_9<7:0> downto gas_wait_0<7:0>": the array's element field
        return f"{array.group('p')}x{array.group('r') or ''}"
    m = _BEFORE_VALUES.match(text)
    return _REFERENCE.sub("", m.group(1) if m else text)


_DASH_NUMBER = re.compile(r"(?P<n>[A-Za-z][A-Za-z0-9_]*)-(?P<b>\d{1,2})")


def _dash_numbered(cells: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """Bit cells numbering one value's bits after a dash (Microchip MRF24J40: ``GTS1-3
    | GTS1-2 | GTS1-1 | GTS1-0``, adjacent, counting down to 0) as ``GTS1[3]`` ..
    ``GTS1[0]`` (joined as one field); other cells unchanged (``AVG2-0`` alone is a
    range)."""
    marks = [_DASH_NUMBER.fullmatch(text) for _bit, text in cells]
    out = list(cells)
    k = 0
    while k < len(cells):
        end = k
        while (
            (m := marks[end]) is not None
            and end + 1 < len(cells)
            and (n := marks[end + 1]) is not None
            and n["n"] == m["n"]
            and int(n["b"]) == int(m["b"]) - 1
            and cells[end + 1][0] == cells[end][0] - 1
        ):
            end += 1
        last = marks[end]
        if end > k and last is not None and last["b"] == "0":
            for j in range(k, end + 1):
                mark = marks[j]
                assert mark is not None
                out[j] = (cells[j][0], f"{mark['n']}[{mark['b']}]")
        k = end + 1
    return out


def _exar_bit_slice(text: str) -> str:
    """Exar's "Word Length Bit-1" (one bit of a value) as ``Word Length[1]``, joined
    with its neighbours as a slice; other cells unchanged."""
    return re.sub(r"^(?P<n>(?:0/)?[A-Za-z].*?)\s+Bit-(?P<b>\d{1,2})$", r"\g<n>[\g<b>]", text)


def _exar_enhanced(label: str) -> str:
    """Exar's "0/CTS Int. Enable" (a bit that reads 0 until enhanced functions are on)
    without its ``0/``."""
    return re.sub(r"^0/(?=[A-Za-z])", "", label)


# words, then in brackets a symbol with the bits of its value the cell holds
_DESCRIBED_SYMBOL = re.compile(
    r"[A-Za-z][\w ]*?\s*\(?\s*(?P<s>[A-Z][A-Z0-9_]*\s*[<\[]\d+:\d+[>\]])\s*\)"
)


# Bosch prints an array of registers as one map row, its bit cells naming the elements'
# fields from the last to the first: "gas_wait_9<7:0> downto gas_wait_0<7:0>"
_ARRAY_CELL = re.compile(
    r"^(?P<p>[A-Za-z][A-Za-z0-9_]*?_)\d+\s*(?P<r>[<\[]\d+:\d+[>\]])?\s*(?:downto|\.\.\.?|…)\s*"
    r"(?P=p)\d+\s*(?:[<\[]\d+:\d+[>\]])?$"
)


# TI writes a field's bits after its name with a dash, most significant first: "AVG2-0",
# "SD11-0", "C1L12-0" (an ascending "WF1-3" names three flags, not a range)
_DASHED = re.compile(r"^(?P<base>[A-Za-z_][A-Za-z0-9_]*?[A-Za-z_])(?P<a>\d+)-(?P<b>\d+)$")
# NXP names a two-bit field by both its bits: "TD1 and TD0", "FD1 and FD0"
_PAIRED = re.compile(
    r"^(?P<base>[A-Za-z_][A-Za-z0-9_]*?[A-Za-z_])(?P<a>\d+)\s+and\s+(?P=base)(?P<b>\d+)$"
)


_SYMBOL = re.compile(r"[A-Z][A-Z0-9_]{2,}")
# FocalTech writes the bits first: "[2:0]Device Mode", "[7:6]1st Event Flag"
_LEADING = re.compile(r"^\[(?P<a>\d+)(?::(?P<b>\d+))?\]\s*(?P<base>[A-Za-z0-9].*)$")


def _joined_slices(fields: list[Field]) -> list[Field]:
    """``fields`` with the pieces of one value on adjacent bits joined: the same name
    over a byte boundary (``Burnout`` at bits 9 and 8), or declared slices that go on
    where the one above ends (``AINP[4:3]`` at bits 9:8 over ``AINP[2:0]`` at 7:5 is
    ``AINP[4:0]`` at 9:5; ``FS[10:8]`` over ``FS[7:0]``)."""
    out: list[Field] = []
    for f in sorted(fields, key=lambda f: -f.msb):
        above = out[-1] if out else None
        if above is None or above.lsb != f.msb + 1:
            out.append(f)
            continue
        base_a, range_a = _declared(above.name)
        base_f, range_f = _declared(f.name)
        if above.name == f.name and range_a is None:
            out[-1] = replace(above, lsb=f.lsb)
        elif (
            base_a == base_f
            and range_a is not None
            and range_f is not None
            and range_a[1] == range_f[0] + 1
        ):
            joined = f"{base_a}[{range_a[0]}:{range_f[1]}]"
            out[-1] = replace(above, name=joined, lsb=f.lsb)
        else:
            out.append(f)
    return out


def declared_width(text: str) -> int | None:
    """The number of bits of the range a name declares (``NAME[2:0]`` -> 3, ``TD1 and
    TD0`` -> 2, see ``_declared``); None for empty text or a name declaring none."""
    declared = _declared(text)[1] if text else None
    return declared[0] - declared[1] + 1 if declared else None


def _declared(text: str) -> tuple[str, tuple[int, int] | None]:
    """``NAME[2:0]`` -> (``NAME``, (2, 0)); ``NAME[3]`` -> (``NAME``, (3, 3)); TI's
    ``AVG2-0`` -> (``AVG``, (2, 0)); NXP's ``TD1 and TD0`` -> (``TD``, (1, 0));
    FocalTech's ``[2:0]Device Mode`` -> (``Device
    Mode``, (2, 0)) when no range follows the name; other text -> (text, None)."""
    leading = _LEADING.match(text.strip())
    if leading and not _DECLARED.match(leading.group("base")):
        a = int(leading.group("a"))
        b = int(leading.group("b")) if leading.group("b") is not None else a
        return leading.group("base").strip(), (max(a, b), min(a, b))
    if leading:  # "[3:0] 1st Touch X Position[11:8]": the slice of the value it holds
        text = leading.group("base")
    dashed = _DASHED.match(text.strip())
    if dashed and int(dashed.group("a")) > int(dashed.group("b")):
        return dashed.group("base"), (int(dashed.group("a")), int(dashed.group("b")))
    paired = _PAIRED.match(text.strip())
    if paired and int(paired.group("a")) == int(paired.group("b")) + 1:
        return paired.group("base"), (int(paired.group("a")), int(paired.group("b")))
    m = _DECLARED.match(text)
    if not m:
        return text, None
    a = int(m.group("a"))
    b = int(m.group("b")) if m.group("b") is not None else a
    return m.group("base"), (max(a, b), min(a, b))


def _field_reset(reg: _Reg, msb: int, lsb: int) -> int | None:
    bits = (1 << (msb - lsb + 1)) - 1
    if reg.reset is None or (reg.reset_mask is not None and (reg.reset_mask >> lsb) & bits != bits):
        return None  # no reset, or some of the field's bits undefined at reset
    return (reg.reset >> lsb) & bits


def _field_from_row(
    row: tuple[str, ...],
    roles: dict[str, int],
    name: str,
    bits: tuple[int, int],
    *,
    titled: bool = False,
) -> Field:
    if not titled:  # (a title is the whole name: no cell to clean)
        name = field_name(name)  # "RT12:RT5": the value's slice
    base, declared = _declared(name)
    # InvenSense "[7:1] | YA_OFFS[6:0]": a slice of a wider value keeps its slice (as wide
    # as the field, at other bits; "[2:0] | GAINS[2:0]" is the field itself, TI's "2-0 |
    # MODE3-1" its bits numbered from 1)
    if (
        declared is not None
        and declared != bits
        and declared[0] - declared[1] == bits[0] - bits[1] != 0
        and not (bits[1] == 0 and declared[1] == 1)
    ):
        base = f"{base}[{_bit_span(*declared)}]"
    reset = _field_reset_cell(_cell(row, roles[RESET]), bits) if RESET in roles else None
    if reset is None and VALUE in roles:
        reset = starred_default(_cell(row, roles[VALUE]), bits)
    access = _access(_cell(row, roles[ACCESS])) if ACCESS in roles else None
    description = " ".join(_cell(row, roles[DESC]).split()) if DESC in roles else ""
    return Field(
        name=base,
        lsb=bits[1],
        msb=bits[0],
        description=description,
        access=access,
        reset_value=reset,
    )


def starred_default(text: str, bits: tuple[int, int]) -> int | None:
    """The default a Value cell marks with ``*`` (``0*``, ``1110 001*``: binary, as wide
    as the field), else None."""
    s = text.strip()
    if not s.endswith("*"):
        return None
    digits = re.sub(r"[ _]", "", s[:-1])
    width = bits[0] - bits[1] + 1
    if digits and set(digits) <= {"0", "1"} and len(digits) in (1, width):
        value = int(digits, 2)
        return value if value < 1 << width else None
    return None


_TWO_NOTATIONS = re.compile(r"(?P<a>\d+)\s*\(\s*(?P<b>0x[0-9A-Fa-f]+|[01]+)\s*\)")


def _field_reset_cell(text: str, bits: tuple[int, int]) -> int | None:
    """A field's reset cell: a string of 0/1 as long as the field is wide is binary
    (``11`` for a 2-bit field is 3), a shorter one reading otherwise in decimal (``10``
    for 4 bits) unknown; a value
    that does not fit the field is None. A
    value followed by the same value in another notation (TI: ``41 (0x29)``, ``7
    (0111)``) is that value; two that disagree give None; a value followed by the bit's
    access (TI PHYs: ``0, RO/P``) is the value. Bare hex holding a letter, one digit a
    nibble of the field (``FF`` for 8 bits), is hex."""
    s = text.strip()
    width = bits[0] - bits[1] + 1
    typed = re.fullmatch(r"([^,]+),\s*(R[OW]?|W[OR]?|R/W)(?:/\w+)*", s)
    if typed:  # TI PHYs: "0, RO/P", "1, RW/SC": the value, then the bit's access
        s = typed.group(1).strip()
    twice = _TWO_NOTATIONS.fullmatch(s)
    if twice:
        first = _field_reset_cell(twice.group("a"), bits)
        second = _field_reset_cell(twice.group("b"), bits)
        if first is None and second is not None and twice.group("a").strip() == str(second):
            return second  # TI CC2500: "10 (0x0A)", ten in decimal (no 0b10) by its twin
        return first if first is not None and first == second else None
    nibbles = r"[01]{1,4}(?:[ _][01]{4})+|(?:[01]{4}[ _])+[01]{1,4}"
    digits = re.sub(r"[ _]", "", s)
    grouped = re.fullmatch(r"[01]+(?:[ _][01]+)+", s) is not None
    # a cell the PDF wrapped: its first line full, the rest on the next (Silergy "01000
    # 00" for 7 bits), never two values of one digit each ("1 0")
    wrapped = re.fullmatch(r"([01]{3,}) ([01]+)", s)
    wrapped_once = wrapped is not None and len(wrapped.group(1)) >= len(wrapped.group(2))
    if (
        grouped
        and len(digits) == width
        and (re.fullmatch(nibbles, s) or set(digits) == {"0"} or wrapped_once)
    ):
        s = digits  # TI: "000 0001", "0000 0" (the field's bits in nibbles), "00 000"
    if width > 1 and len(s) == width and set(s) <= {"0", "1"}:
        return int(s, 2)
    if 1 < len(s) < width and set(s) <= {"0", "1"} and int(s, 2) != int(s, 10):
        return None  # "10" for a 4-bit field: binary of its low bits, or ten?
    masked = _masked_bits(s, bits)
    if masked is not None:
        return masked
    if re.fullmatch(r"[0-9A-F]*[A-F][0-9A-F]*", s) and len(s) == (width + 3) // 4:
        # ams: "FF" for an 8-bit field: hex beyond doubt (a letter), a digit a nibble,
        # when it fits ("D2" over a 7-bit address field is the byte it is written in)
        return int(s, 16) if int(s, 16) < 1 << width else None
    value = parse_int(s)
    if value is None or value >= 1 << width:
        return None
    return value


def _masked_bits(text: str, bits: tuple[int, int]) -> int | None:
    """A field's default printed as the whole register's bits, ``x`` at every bit not
    the field's (TI LP55231: ``x0xxxxxx`` for bit 6, ``xxx00000`` for 4:0): the value of
    the field's bits; None unless the string is 8, 16 or 32 characters of 0/1/x, the
    field's bits digits and every other bit an ``x``."""
    s = re.sub(r"[ _]", "", text)
    n = len(s)
    if n not in (8, 16, 32) or n <= bits[0] or not set(s) <= {"0", "1", "x", "X"}:
        return None
    inside = s[n - 1 - bits[0] : n - bits[1]]
    outside = s[: n - 1 - bits[0]] + s[n - bits[1] :]
    if not outside or not set(inside) <= {"0", "1"} or not set(outside) <= {"x", "X"}:
        return None
    return int(inside, 2)


def _overlaps(field: Field, others: Iterable[Field]) -> bool:
    """Whether ``field`` shares a bit with any of ``others``."""
    return any(o.lsb <= field.msb and field.lsb <= o.msb for o in others)


@functools.lru_cache(maxsize=8192)
def _norm(name: str) -> str:
    return re.sub(r"[^a-z0-9]", "", _declared(name)[0].lower())


def _runs_in(f: Field, reg: _Reg) -> bool:
    """Whether field ``f`` reads as register ``reg``'s value: its whole width, or its
    name spelled as the map spells the register's (case and all)."""
    whole = f.lsb == 0 and f.msb + 1 >= (reg.width or 8)
    spelled = re.sub(r"[\s_]|\[[\d:]+\]$", "", f.name) == re.sub(r"[\s_]", "", reg.name)
    return whole or spelled


def _place_by_name(
    targets: list[_Reg], fields: list[Field], maps: list[_Map]
) -> tuple[list[Field], bool]:
    """The fields of one table that stay with ``targets``, checked against their own
    names, and whether any went elsewhere: a field named after another register of the
    target's map (``TEMPERATUREMAX[7:0]`` under the heading of ``HUMIDITY MAX``: the PDF set the
    table after the next heading, or the next register's heading and rows ran into this
    table) is given to that register when it has no fields yet, and left out when it
    has; a one-bit field (a flag about that register) stays, and so does a field that
    neither holds the register's whole value nor spells its name as the map does. All
    stay when one field names the target itself, or there are several targets."""
    if len(targets) != 1 or not fields:
        return list(fields), False
    target = targets[0]
    if _norm(target.name) in {_norm(f.name) for f in fields}:
        return list(fields), False
    by_name: dict[str, list[_Reg]] = {}
    # (only in the target's own map: WIZnet's SIMR field `Sn_IMR` is no value of the
    # socket block's Sn_IMR register)
    homes = [m for m in maps if any(r is target for r in m.regs.values())]
    for m in homes or maps:
        for r in m.regs.values():
            if r is not target and r.named:
                by_name.setdefault(_norm(r.name), []).append(r)
    stay: list[Field] = []
    moved: dict[int, tuple[_Reg, list[Field]]] = {}
    for f in fields:
        others = by_name.get(_norm(f.name), [])
        # a one-bit flag named after a register (INT_EN's FIFO_TH) speaks of that
        # register and stays; so does a field that neither spells the register's name
        # as the map does nor holds its whole value (FilterCfg's TEMP[13:11] is no
        # field of the Temp register); otherwise it is that register's value run in
        if not others or f.msb == f.lsb or not any(_runs_in(f, r) for r in others):
            stay.append(f)
        elif len(others) == 1 and not others[0].fields:
            moved.setdefault(id(others[0]), (others[0], []))[1].append(f)
    for other, own in moved.values():
        other.fields = own
    return stay, bool(moved)


def _one_per_bits(fields: list[Field]) -> list[Field]:
    """Rows of one field (NXP lists a row per value; TI a row per part variant, its name
    with or without a slice) joined: the first name, reset and access found, the
    descriptions in order. Names shared by fields of different bits keep
    their bit range (``LED0_ON_H[4]``, ``LED0_ON_H[3:0]``)."""
    joined: dict[tuple[str, int, int], Field] = {}
    for f in fields:
        # (a name with and without the slice of a wider value it holds, at the same bits:
        # TI's "DATA0" and "DATA0[27:16]" of two part variants, one field)
        key = (re.sub(r"\[\d{1,2}(?::\d{1,2})?\]$", "", f.name), f.msb, f.lsb)
        old = joined.get(key)
        if old is None:
            joined[key] = f
            continue
        description = old.description
        if f.description and f.description not in description:
            description = f"{description} {f.description}".strip()
        joined[key] = replace(
            old,
            description=description,
            reset_value=old.reset_value if old.reset_value is not None else f.reset_value,
            access=old.access or f.access,
        )
    out = list(joined.values())
    spans: dict[str, set[tuple[int, int]]] = {}
    for f in out:
        spans.setdefault(f.name, set()).add((f.msb, f.lsb))
    return [
        replace(f, name=f"{f.name}[{_bit_span(f.msb, f.lsb)}]") if len(spans[f.name]) > 1 else f
        for f in out
    ]


def _bit_span(msb: int, lsb: int) -> str:
    return str(msb) if msb == lsb else f"{msb}:{lsb}"


def _note_fixed(
    reg: _Reg, row: tuple[str, ...], roles: dict[str, int], bits: tuple[int, int]
) -> None:
    """Record the default of reserved bits (``7 to 5 | - | read only | 000*``), which
    completes a register's reset value composed from its fields' defaults."""
    value = None
    if RESET in roles:
        value = _field_reset_cell(_cell(row, roles[RESET]), bits)
    if value is None and VALUE in roles:
        value = starred_default(_cell(row, roles[VALUE]), bits)
    if value is None and ACCESS in roles and _cell(row, roles[ACCESS]).strip() == "R0":
        # TI CC2500: "7 | Reserved |  | R0": a bit that reads 0, no reset printed
        value = 0
    if value is not None and (bits[0], bits[1], value) not in reg.fixed:
        reg.fixed.append((bits[0], bits[1], value))


def _instances_of(template: Field, fields: list[Field]) -> bool:
    """Whether ``fields`` print one instance of ``template``'s name (``Sn_INT``: ``S7_INT``
    .. ``S0_INT``) at each of its bits."""
    pattern = instance_pattern(template.name)
    inside = [f for f in fields if template.lsb <= f.lsb and f.msb <= template.msb]
    return (
        pattern is not None
        and len(inside) == template.msb - template.lsb + 1
        and all(f.msb == f.lsb and pattern.fullmatch(f.name) for f in inside)
    )


def _qualifies(specific: str, generic: str) -> bool:
    """Whether a summary's field name is a detail table's with a qualifier before or
    after it (``R_CURRENT[7:0]`` of ``CURRENT``, ``ENG2_PC`` of ``PC``): the summary's names
    the register's own field where the detail table describes several registers'."""
    a, b = (re.sub(r"\[\d+(?::\d+)?\]$", "", n).casefold() for n in (specific, generic))
    return len(b) >= 2 and a != b and (a.endswith("_" + b) or a.startswith(b + "_"))


def _merge_fields(
    summary: list[Field], detail: list[Field], *, keep_names: bool = False
) -> list[Field]:
    """Detail-table fields (descriptions, access, resets) win where their bits match a
    summary field (keeping the summary's name with ``keep_names``) and replace the
    summary fields they span; summary fields the detail table does not cover stay, and
    a detail field overlapping one that stays is left out."""
    by_bits = {(f.msb, f.lsb): f for f in detail}

    def printed_as(f: Field) -> str:  # the name less the span :func:`_one_per_bits` added
        span = f"[{_bit_span(f.msb, f.lsb)}]"
        return f.name[: -len(span)] if f.name.endswith(span) else f.name

    printed = Counter(printed_as(f) for f in detail)
    out = []
    for f in summary:
        found = by_bits.pop((f.msb, f.lsb), None)
        if found is None:
            out.append(f)
        elif (
            keep_names
            or (printed[printed_as(found)] > 1 and printed_as(found) != f.name)
            or _qualifies(f.name, printed_as(found))
        ):
            # (NXP MPL3115A2: the field table prints PP_OD2 on bits 1 and 0 where the
            # figure names bit 1 IPOL2: a name printed twice is the misprint; TI LP5562:
            # one table for three registers names R_CURRENT's bits CURRENT)
            out.append(replace(found, name=f.name))
        else:
            out.append(found)
    # a detail field spanning several summary bits printed one name per bit (OPT3001's
    # map R11..R0, its field table R[11:0]) replaces them: fields never overlap; not a
    # template over its instances (WIZnet's table `Sn_INT` [7:0] over the figure's
    # S7_INT .. S0_INT, one flag per socket): the figure's flags stay
    wide = [w for w in by_bits.values() if not _instances_of(w, summary)]
    out = [
        f
        for f in out
        if not any(
            w.lsb <= f.lsb and f.msb <= w.msb and (w.msb, w.lsb) != (f.msb, f.lsb) for w in wide
        )
    ]
    out.extend(f for f in wide if not _overlaps(f, out))
    return out
