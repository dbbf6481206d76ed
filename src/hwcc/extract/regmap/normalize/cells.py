"""Cell normalisers: a column whose cells hold two things (address and name, bit and
name, default and access, mnemonic and description, code pairs) split into two columns,
and names, addresses and defaults a cell marks read out. Each normaliser takes a
:class:`~hwcc.extract.tables.Table` and returns it reshaped or unchanged; nothing is
read into registers here."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from hwcc.extract.numbers import parse_bits, parse_int
from hwcc.extract.regmap.columns import (
    UNDERSCORED_SYMBOL,
    _bitcols,
    _cell,
    _hex_column,
    _is_reserved,
    _reset_kinds,
    _row_pages,
    address_of,
    column_roles,
)
from hwcc.extract.regmap.normalize.headers import _runs
from hwcc.extract.regmap.normalize.patterns import (
    _ADDRESS_THEN_WORDS,
    _CODE_PAIR,
    _NAME_ADDRESS_CELL,
    _SYMBOLS_AFTER,
    _TITLE_ADDRESS,
    _TITLE_VALUE,
)
from hwcc.extract.regmap.state import (
    ACCESS,
    ADDR,
    BIT,
    DESC,
    NAME,
    RESET,
    TITLE_NAMES,
    VALUE,
    address_caption,
)
from hwcc.extract.tables import Table
from hwcc.util.markdown import MERGED_MARK

# a description cell that opens with the field's name (SMSC/Microchip PHYs: "Bits |
# Description | Type | Default", "Speed Select 0 = 10Mbps 1 = 100Mbps ..."): an upper-case
# identifier, or a few words before the first "<value> = " of its values
_OPENING_ID = re.compile(r"^([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)(?=\s|$)")


# a lower-case symbol with the slice of a value it holds: "dac_vol[11:4] 当前的设置电压"
_OPENING_SLICE = re.compile(r"^([a-z][a-z0-9]*(?:_[a-z0-9]+)+\[\d{1,2}(?::\d{1,2})?\])(?=\s|$)")


_BEFORE_VALUES = re.compile(
    r"^([A-Z0-9][\w+/-]*(?: [\w+/()-]+){0,5}?) (?:[01]+b?|\d+|\[[01]+\]) = "
    # TI codecs: "PLL Q Value 0000: Q = 16", "Software Reset Bit 0 : Don't care": the
    # values written in binary before a colon
    r"|^([A-Z][\w+/-]*(?: [\w+/()-]+){0,5}?) [01]{1,8}(?: [01]{1,4})? ?: "
)


# ADI iSensor: "Clock error. A 1 indicates ..", "X-axis gyroscope data; high word",
# "Data update counter, offset binary", "Product identification = 0x405D": a short
# phrase ending at the first stop, semicolon, comma or equals sign names the bit
_LEADING_PHRASE = re.compile(
    r"^([A-Z][\w/-]*(?: [\w/-]+){0,5}?(?: \([\w /-]+\))?)(?:(?:[.;,]| =)(?:\s|$)| \((?=\d+\s*=))"
)
# words opening a sentence about a bit, not its name ("When set, ..", "See Table 6.",
# "Must be written 0.", "Default: 0"), and words saying what a phrase does
_NOT_A_NAME = re.compile(
    r"^(?:when|if|see|must|default|in|this|these|the|a|an|set|write|writing|read|reading|"
    r"clear|clearing|not|do|don'?t|always|only|note|for|to|bits?|returns?|value|values|"
    r"reserved|unused|refer|used|no|all|any|each|after|before|on|at|by|with|while|"
    r"should|can|may|will)\b|\b(?:is|are|be|been|was|were)\b",
    re.I,
)


# small words a title keeps between its capitalised words ("PGA_L to HPLOUT Analog
# Volume Control", "MIC1LP/LINE1LP Single-Ended vs Fully Differential Control")
_TITLE_JOINS = frozenset({"to", "for", "of", "and", "or", "vs", "vs.", "in", "on", "from", "per"})
# capitalised words that open the sentence after a title ("Left-AGC Attack Time These
# time constants ..", "PGA_L to HPLOUT Analog Volume Control For 7-bit register ..")
_SENTENCE_OPENERS = frozenset(
    {"a", "an", "the", "this", "these", "that", "it", "for", "when", "if", "see", "setting"}
    | {"set", "write", "writing", "read", "reading", "note", "each", "all", "only", "in"}
)
# a value and its colon opening a value list: "0: ..", "0000: ..", "000 0000: ..",
# "0 : ..", "0h: ..", "00b: ..", "0x1: ..", "0 (default): .."
_BINARY_COLON = re.compile(
    r"(?:[01]{1,8}(?: [01]{1,4})?b?|[0-9][0-9A-F]{0,3}h|0x[0-9A-Fa-f]{1,4})"
    r"(?: ?\((?:default|reset)\))? ?:(?:\s|$)",
    re.I,
)
# labels opening a note after a title ("Stereo Output Driver Configuration A Note: do
# not ..", ".. Coefficient Select See Table 10-20.")
_NOTE_WORDS = frozenset({"note", "notes", "see", "refer", "default", "caution", "example"})


def _title_opening(text: str) -> str:
    """The title a description cell opens with in capitalised words (TI codecs:
    "Left-ADC Overflow Flag This is a sticky bit ..", "HPLOUT Mute 0: HPLOUT is muted",
    "MIC2L Input Level Control for Left-ADC PGA Mix Setting the input .."): the words up
    to a value's colon (``0:``, ``0h:``, ``00b:``, ``0 (default):``), to a stop, to a
    comma before lower-case words, or to the sentence after it (a capitalised word
    before a lower-case one; an opener such as ``For`` or ``These`` left out), small
    joining words kept between capitalised ones, a note's label (``Note:``, ``See Table
    ..``) and what follows it left out; two words to twelve, and not an upper-case
    symbol the words after it spell (SMSC ``PHYAD PHY Address``: the symbol names the
    field), else ""."""
    words = text.split()
    title: list[str] = []
    taken: list[str] = []  # every word the title took, the sentence's first too
    for i, word in enumerate(words):
        if _BINARY_COLON.match(" ".join(words[i : i + 3])):  # (a value is three words at most)
            break
        nxt = words[i + 1] if i + 1 < len(words) else ""
        word = re.sub(r"\(\d\)$", "", word)  # a note mark: "Select (1)", "Select(1)"
        if not word:
            continue
        if word.rstrip(".:,;").lower() in _NOTE_WORDS and title:
            break  # "Note:", "See Table 10-20": a note after the title
        if word[:1].isupper() or word[:1].isdigit() or word[:1] == "(":
            title.append(word)
            taken.append(word)
            if word[-1] in ".;:" and word != "vs.":
                break  # "Left-ADC Overflow Flag. This is ..": the title's stop
            if word[-1] == "," and nxt[:1].islower():
                break  # ".. PGA Mix, see Table ..": the title ends at its comma
        elif word in _TITLE_JOINS and title and (nxt[:1].isupper() or nxt[:1].isdigit()):
            title.append(word)
        else:
            # a lower-case word: the sentence began with the word before it
            if not title:
                return ""
            title.pop()
            while title and title[-1].lower() in _SENTENCE_OPENERS:
                title.pop()
            break
    else:
        return ""  # the cell is all title: no sentence or value says it is one
    name = " ".join(title).rstrip(",.;:")
    if not 2 <= len(title) <= 12 or title[0].lower() in _SENTENCE_OPENERS:
        return ""
    if _spelled_after(title[0], taken[1:]):
        return ""
    return name


def _spelled_after(first: str, rest: list[str]) -> bool:
    """Whether ``first`` is an upper-case symbol the words after it spell: one of them
    (``MODE PHY Mode``), or the starts of consecutive ones (``PHYAD PHY Address``)."""
    if not re.fullmatch(r"[A-Z][A-Z0-9_]{2,}", first):
        return False
    symbol = first.lower().replace("_", "")
    lowered = [re.sub(r"[^a-z0-9]", "", w.lower()) for w in rest]
    if symbol in lowered:
        return True

    def spells(left: str, k: int) -> bool:
        if not left:
            return True
        if k >= len(lowered):
            return False
        word = lowered[k]
        return any(
            word.startswith(left[:n]) and spells(left[n:], k + 1)
            for n in range(min(len(word), len(left)), 0, -1)
        )

    return any(spells(symbol, k) for k in range(len(lowered)))


def _titled(phrase: str) -> bool:
    """Whether every word of ``phrase`` but the small joining ones is capitalised."""
    return all(w[:1].isupper() or w[:1].isdigit() or w in _TITLE_JOINS for w in phrase.split())


def _described_names(table: Table) -> Table:
    """A field table that names its fields only in the first words of the description
    cells gets a Name column of those names: an upper-case identifier of four or more
    characters (``EDPWRDOWN``, ``SYM_ERR_CNT``, ``INT7``) or the words before the first
    value (``Speed Select`` in "Speed Select 0 = 10Mbps"), a lower-case symbol with its
    slice (``dac_vol[11:4]``), or, in a table of bits and
    descriptions alone, a phrase of at most six words ending at the first stop,
    semicolon, comma, `` =`` or value list in brackets (ADI: ``Clock error`` in "Clock
    error. A 1 indicates ..") and not a sentence's opening ("When set", "See Table 6",
    "Must be written 0"); rows of none get no name
    (left out). Only when the table has bit and description columns and no name column,
    and the names read so cover at least 60 % of its non-reserved rows, no two alike."""
    roles = column_roles(table)
    if NAME in roles or BIT not in roles or DESC not in roles or ADDR in roles:
        return table
    col = roles[DESC]
    # (X-Powers: a column saying which reset restores each bit, "POR", "System Reset":
    # its tables describe bits in sentences, "DIE Temperature Detect Enable 0: disable",
    # and name none; the colon form is TI's titles)
    kinds = any(_reset_kinds(table, c) for c in range(table.width))
    titled = _titled_names(table, col) if not kinds else []
    if titled:
        header = (*table.header[:col], TITLE_NAMES, *table.header[col:])
        rows = tuple(
            (*row[:col], name, *row[col:]) for row, name in zip(table.rows, titled, strict=True)
        )
        return replace(table, header=header, rows=rows)
    names: list[str] = []
    counted = named = 0
    for row in table.rows:
        text = _cell(row, col).strip()
        if text.lower().startswith("reserved") or text in ("/", "-", "\u2013", "\u2014"):
            names.append("RESERVED")  # (Ismartware prints "/" for an unused bit's row)
            continue
        counted += 1
        ident = _OPENING_ID.match(text)
        worded = _BEFORE_VALUES.match(text)
        opening = (worded.group(1) or worded.group(2)) if worded else ""
        if worded and _NOT_A_NAME.search(opening) and not (" " in opening and _titled(opening)):
            worded = None  # a sentence's opening ("Write 1: starts ..", "When set to 1: ..")
        name = ""
        after = text[ident.end() :].lstrip()[:1] if ident else ""
        if (
            ident
            and len(ident.group(1)) >= 4
            and (len(text) == ident.end() or text[ident.end()] == " ")
            # (a word before a phrase going on: X-Powers "DCDC5 85% low voltage turn off
            # PMIC function" speaks of DCDC5, it does not name the bit so; "GAUGE_RST reset
            # the gauge" does)
            and ("_" in ident.group(1) or not (after.isdigit() or after.islower()))
        ):
            name = ident.group(1)
        elif worded and (worded.group(1) or (len(table.rows) >= 2 and not kinds)):
            # (the colon form only over two rows or more: a one-row piece of a table a
            # figure cut, X-Powers' "7 | Watchdog Expire IRQ .. 0: disable", would no
            # longer join the rest of its table)
            name = worded.group(1) or worded.group(2)
        elif (sliced := _OPENING_SLICE.match(text)) is not None:
            name = sliced.group(1)  # Ismartware: "dac_vol[11:4] 当前的设置电压 .."
        elif (
            table.width == 2
            and (phrase := _LEADING_PHRASE.match(text)) is not None
            and not _NOT_A_NAME.search(phrase.group(1))
        ):
            name = phrase.group(1)  # "Bits | Description" alone: the phrase opening it
        named += bool(name)
        names.append(name)
    if not counted or named < 0.6 * counted:
        return table
    given = [n for n in names if n and n != "RESERVED"]
    if len(set(given)) < len(given):
        # one word opening several rows (X-Powers: "VBUS insert IRQ enable", "VBUS
        # remove IRQ enable") is what they speak of, not each bit's name
        return table
    header = (*table.header[:col], "Name", *table.header[col:])
    rows = tuple(
        (*row[:col], name, *row[col:]) for row, name in zip(table.rows, names, strict=True)
    )
    return replace(table, header=header, rows=rows)


# TI chargers: a register column numbering each row "REG00" .. "REG0A"
_REG_CELL = re.compile(r"REG([0-9A-F]{2})")


def _reg_numbered_column(table: Table) -> Table:
    """A map whose register column numbers each row ``REGnn`` beside a column of names
    (TI bq24190 ``REGISTER | REGISTER NAME | RESET`` over ``REG0A | Vender / Part /
    Revision Status Register | ..``) with the numbers as addresses (``0x0A``): only
    where every filled cell of the column is so written (three at least) and the
    numbers are hex beyond doubt (a ``REG0A`` among them, or none past 9), and the
    header has a ``REGISTER NAME`` column."""
    head = [" ".join(c.lower().split()) for c in table.header]
    if "register name" not in head or ADDR in column_roles(table):
        return table
    for col, label in enumerate(head):
        if label not in ("register", "reg", "register #"):
            continue
        cells = [c for row in table.rows if (c := _cell(row, col).strip())]
        digits = [m.group(1) for c in cells if (m := _REG_CELL.fullmatch(c))]
        if len(cells) < 3 or len(digits) != len(cells):
            continue
        if not any(re.search(r"[A-F]", d) for d in digits) and any(int(d) > 9 for d in digits):
            continue  # REG10 without a REG0A: decimal or hex, not said
        rows = tuple(
            (*row[:col], f"0x{m.group(1)}", *row[col + 1 :])
            if (m := _REG_CELL.fullmatch(_cell(row, col).strip()))
            else row
            for row in table.rows
        )
        return replace(
            table, header=(*table.header[:col], "Address", *table.header[col + 1 :]), rows=rows
        )
    return table


# a value legend opening inside a description: "0: Disable", "00: 40 min", "1 :Turn on"
_LEGEND_OPENING = re.compile(r"(?:^|\s)[01]{1,8}\s?[:：]")
# a sentence opening after a phrase: "Shutdown Control This bit is write 1 .."
_SENTENCE_AFTER = re.compile(r"\s(?:This|These|The|When|If|Write|Writing|Read|Reading)\s[a-z]")
_COLON = re.compile(r"[:：]")
# a formula after the phrase, opening with its symbol: "VHOLD Set VHOLD= [4.0+ ..]"
_FORMULA_AFTER = re.compile(r"\s(\S+)\s?=")
_MAX_PHRASE_WORDS = 12


def _phrase_of(text: str, whole: bool) -> str:
    """The phrase naming a bit that a description cell opens with: the cell itself
    where the table set the rest in a column of its own (``whole``), else the words
    before a value legend (``0: ..``), a colon, a formula's symbol (``VHOLD Set VHOLD=
    ..``) or a sentence (``.. This bit ..``); trailing stops dropped; "" for more than
    :data:`_MAX_PHRASE_WORDS` words or none."""
    text = " ".join(text.split())
    if not whole:
        cuts = [
            m.start()
            for pattern in (_LEGEND_OPENING, _SENTENCE_AFTER, _COLON, _FORMULA_AFTER)
            if (m := pattern.search(text)) is not None
        ]
        text = text[: min(cuts, default=len(text))]
    phrase = text.strip(" .;:,")
    words = phrase.split()
    return phrase if 0 < len(words) <= _MAX_PHRASE_WORDS else ""


def _split_descriptions(table: Table) -> Table:
    """A field table naming its bits in the first of two ``Description`` columns
    (X-Powers: ``Bit | Description | Description | R / W | Default value`` over ``5-3 |
    VHOLD Set | VHOLD= [4.0+ (Bit5-3) * 0.1] V``, or one cell merged over both, ``7 |
    VBUS-IPSOUT Path selection control signal source 0:By N_VBUSEN pin .. | 〃``; the
    document prints no mnemonic) gets a name column of those phrases
    (:func:`_phrase_of`), read whole as titles are. Only with a bit column and no name
    column, when every non-reserved row but one in five gets a phrase, no two alike
    (one phrase opening several rows names none of them)."""
    head = [" ".join(c.lower().split()) for c in table.header]
    pairs = [k for k in range(len(head) - 1) if head[k] == head[k + 1] == "description"]
    if not pairs or len(table.rows) < 2:
        return table
    roles = column_roles(table)
    if NAME in roles or BIT not in roles or ADDR in roles:
        return table
    col = pairs[0]
    names: list[str] = []
    kept: list[tuple[str, ...]] = []
    counted = 0
    for row in table.rows:
        first, second = _cell(row, col).strip(), _cell(row, col + 1).strip()
        if first == MERGED_MARK and kept and (joined := _bits_joined(kept[-1], row, roles)):
            kept[-1] = joined  # the next bit of the setting above (its cell merged down)
            continue
        kept.append(row)
        # ("Reservations can not be changed": the document's other spelling)
        if re.match(r"reserv", first, re.I) or not first:
            names.append("RESERVED" if first else "")
            continue
        counted += 1
        names.append(_phrase_of(first, whole=second not in ("", MERGED_MARK, first)))
    given = [n for n in names if n and n != "RESERVED"]
    if not counted or len(given) < 0.8 * counted or len(set(given)) < len(given):
        return table
    header = (*table.header[:col], TITLE_NAMES, *table.header[col:])
    rows = tuple((*row[:col], name, *row[col:]) for row, name in zip(kept, names, strict=True))
    return replace(table, header=header, rows=rows, row_pages=())


def _bits_joined(
    above: tuple[str, ...], row: tuple[str, ...], roles: dict[str, int]
) -> tuple[str, ...] | None:
    """``above`` spanning its bits and the next lower ones ``row`` gives (X-Powers: ``1 |
    TS pin current source .. | RW | 1`` over ``0 | 〃 | 〃 | RW | 0``, one setting the
    PDF printed a row per bit), its default the two defaults' digits; None when the
    bits do not follow each other."""
    high, low = parse_bits(_cell(above, roles[BIT])), parse_bits(_cell(row, roles[BIT]))
    if high is None or low is None or high[1] != low[0] + 1:
        return None
    cells = list(above)
    cells[roles[BIT]] = f"{high[0]}-{low[1]}"
    if RESET in roles:
        a, b = _cell(above, roles[RESET]), _cell(row, roles[RESET])
        both = re.fullmatch(r"[01]+", a) and re.fullmatch(r"[01]+", b)
        cells[roles[RESET]] = a + b if both else ""  # (a blank one: no value)
    return tuple(cells)


# Exar: "IER - Interrupt Enable Register", "Xon-1 - Xon Character 1": a register's
# symbol, a dash and its long name (two registers stacked by direction: the first's)
_SYMBOL_DASH_NAME = re.compile(
    r"(?P<s>[A-Z](?=[a-z0-9_#]*[A-Z])[A-Za-z0-9_#]*(?:-\d)?)\s+[-\u2013]\s+[A-Z][A-Za-z]"
)  # (two capitals at least: "Config - Channel A" is a name in words)


def _dashed_long_names(table: Table) -> Table:
    """A map whose name cells print each register's symbol, a dash and its long name
    (``LCR - Line Control Register``) with the symbol as the name: only when four in
    five filled name cells but reserved ones so open (the others kept whole)."""
    roles = column_roles(table)
    if NAME not in roles or ADDR not in roles:
        return table
    col = roles[NAME]
    cells = [c for row in table.rows if (c := _cell(row, col).strip()) and not _is_reserved(c)]
    if len(cells) < 3 or sum(bool(_SYMBOL_DASH_NAME.match(c)) for c in cells) < 0.8 * len(cells):
        return table
    rows = []
    for row in table.rows:
        m = _SYMBOL_DASH_NAME.match(_cell(row, col).strip())
        rows.append((*row[:col], m.group("s"), *row[col + 1 :]) if m else row)
    return replace(table, rows=tuple(rows))


def _titled_names(table: Table, col: int) -> list[str]:
    """One name per row of ``table`` from the titles its description cells (column
    ``col``) open with (:func:`_title_opening`; ``RESERVED`` for reserved rows), when
    the table has two rows or more and every other row has a title, no two alike;
    else []."""
    if len(table.rows) < 2:
        return []
    names: list[str] = []
    for row in table.rows:
        text = _cell(row, col).strip()
        if text.lower().startswith("reserved"):
            names.append("RESERVED")
            continue
        title = _title_opening(text)
        if not title:
            return []
        names.append(title)
    given = [n for n in names if n != "RESERVED"]
    firsts = [n.split()[0] for n in given]
    if (
        len(firsts) >= 3
        and len(set(firsts)) == len(firsts)
        and all(map(UNDERSCORED_SYMBOL.fullmatch, firsts))
        and not any(len(n.split()) > 1 and n.split()[1] in _TITLE_JOINS for n in given)
    ):
        # X-Powers: "I2S1_LRCK_INV I2S1 LRCK Polarity", a symbol of its own opening each
        # row and capitalised words after it: the symbols name the fields (TI's "PGA_L
        # to HPLOUT .." and "DAC_L to HPL Routing Enable" open with a signal's name)
        return []
    return names if given and len(set(given)) == len(given) else []


# Beken: a register's symbol holding its address, then the field's bits: "REG_0A<7:0>",
# "REG_1A<15:12>", "REG_00<15>"
_REGISTER_BITS = re.compile(
    r"(?P<reg>REG_?(?P<a>[0-9A-Fa-f]{2}))\s*<\s*(?P<hi>\d{1,2})(?:\s*:\s*(?P<lo>\d{1,2}))?\s*>"
)


# the label a description opens with, to its first stop or the end of a short cell
# ("Rx AGC Gain Table[1]. (Index ..", "Expander (AF Rx) Ratio. 00=Disable; ..",
# "Expander (AF Rx) 0 dB point(dB)"); never a value ("1=Enable ..", "<13>=0 ..")
_OPENING_LABEL = re.compile(r"([A-Za-z0-9][^.;:=<>]{0,60}?)(?:\.(?=\s|$)|$)")


def _register_bit_cells(table: Table) -> Table:
    """A table of fields keyed only by ``REG_0A<7:0>`` cells (Beken BK4819: ``Register |
    Default | Description`` over ``REG_1A<15:12> | 0b0101 | Crystal vReg Bit.``; its
    pages after the first print no header) as a combined map: the address (the symbol's
    hex digits), the register (the symbol), the bits, and the name the description
    opens with (a phrase of up to six words ending at the first stop, as
    :func:`_described_names` reads a table of bits and descriptions; a row opening with
    a value, ``1=Enable ..``, names no field: its bits count as reserved, their default
    kept). Only when the table names each register's bits once (a write sequence names
    them again) under a Default or Reset header, and every filled cell of
    the first column (the header's too, on a page without one; an empty one there is a
    cell of the last page going on) is such a cell, four
    rows at least, and one other column holds the descriptions: the one headed so, or
    on a page without a header the one of the longest texts; a three-column page's
    middle column is the default."""
    # (a page's first line may be the last one's cell going on: "|  |  | 1=Enable ..|")
    headless = not table.header[0].strip() or _REGISTER_BITS.fullmatch(table.header[0].strip())
    body = (table.header, *table.rows) if headless else table.rows
    cells = [_cell(row, 0).strip() for row in body]
    found = [_REGISTER_BITS.fullmatch(c) for c in cells if c]
    if (
        len(found) < 4
        or not all(found)
        or table.width < 2
        # a sequence of writes names a register's bits twice ("REG_30<15:0> | 0x0000 |
        # Turn off ..", then "| 0xBFF1 | Turn on .."), and heads its values otherwise
        or len({c for c in cells if c}) < len([c for c in cells if c])
        or (
            not headless and not any(re.search(r"default|reset", h, re.I) for h in table.header[1:])
        )
    ):
        return table
    if headless:
        lengths = [sum(len(_cell(row, c)) for row in body) for c in range(table.width)]
        desc = max(range(1, table.width), key=lambda c: lengths[c])
        others = ["Default" if table.width == 3 and c != desc else "" for c in range(table.width)]
        labels = tuple("Description" if c == desc else others[c] for c in range(1, table.width))
    else:
        roles = column_roles(table)
        if DESC not in roles or ADDR in roles or roles.get(NAME, 0) != 0 or roles[DESC] == 0:
            return table
        desc, labels = roles[DESC], table.header[1:]
    rows: list[tuple[str, ...]] = []
    for row, text in zip(body, cells, strict=True):
        m = _REGISTER_BITS.fullmatch(text)
        if m is None:
            rows.append(("", "", "", "", *row[1:]))
            continue
        bits = f"{m['hi']}:{m['lo']}" if m["lo"] else m["hi"]
        described = " ".join(_cell(row, desc).split())
        label = _OPENING_LABEL.match(described) or _LEADING_PHRASE.match(described)
        name = label.group(1).strip() if label else ""
        if len(name.split()) > 8 or _NOT_A_NAME.search(name):
            name = ""
        if described.lower().startswith("reserved") or not name:
            # (bits no label names keep their default for the register's value)
            name = "Reserved"
        rows.append((f"0x{m['a'].upper()}", m["reg"], bits, name, *row[1:]))
    # each register as wide as the highest bit its rows give, named or not (a reserved
    # row's bits are the register's too: "REG_31<15:4> | 0 | Reserved.")
    top: dict[str, int] = {}
    for row in rows:
        if row[0]:
            high = int(row[2].split(":")[0])
            top[row[0]] = max(top.get(row[0], 0), high)
    widths = {a: next(w for w in (8, 16, 32, 64) if high < w) for a, high in top.items()}
    rows = [(*row[:4], str(widths[row[0]]) if row[0] else "", *row[4:]) for row in rows]
    header = ("Address", "Register", "Bits", "Field", "Register Size (bits)", *labels)
    pages = (table.page, *_row_pages(table)) if headless else _row_pages(table)
    return replace(table, header=header, rows=tuple(rows), row_pages=tuple(pages))


# a register's name in words, then its symbol in brackets: "Socket n Mode (Sn_MR)"
_NAMED_SYMBOL = re.compile(
    r"[A-Za-z][\w/&.,-]*(?: [\w/&.,-]+)*\s*\((?P<s>[A-Za-z][A-Za-z0-9]*_?[A-Z][A-Za-z0-9_]*)\)"
)


_NOT_SYMBOLS = {"RW", "RO", "WO", "WC", "RC", "W1C", "R_W", "TM"}


def _abbreviates(symbol: str, words: str) -> bool:
    """Whether ``symbol`` opens with the initial of one of ``words`` (``PTIMER`` of "PPP
    LCP Request Timer", ``Sn_MR`` of "Socket n Mode"), as a register's symbol does; a
    qualifier does not (``MSB`` of "Pressure Data", ``SPI`` of "Interface
    Configuration")."""
    initials = {w[0].lower() for w in re.findall(r"[A-Za-z]+", words)}
    return symbol[0].lower() in initials


def _symbol_names(table: Table) -> Table:
    """A name column whose cells give each register's name in words, then its symbol in
    brackets (WIZnet: ``Mode (MR)``, ``PHY Configuration (PHYCFGR)``) named by the
    symbols: only when three cells or more and 60 % of the column's filled cells read so
    (a lone ``ADC & DAC Control (CTR1)`` among plain names stays whole); a cell opening
    with a symbol keeps it (``EN_AA Enhanced ShockBurst (TM)``)."""
    bracketed = sum(any(c.rstrip().endswith(")") for c in row) for row in table.rows)
    if bracketed < 3:
        return table  # (cheap: most tables have no such cells)
    roles = column_roles(table)
    col = roles.get(NAME)
    if col is None:
        return table
    cells = [" ".join(_cell(row, col).split()) for row in table.rows]
    found = [
        m
        if (m := _NAMED_SYMBOL.fullmatch(c))
        and m.group("s").upper() not in _NOT_SYMBOLS
        and not re.match(r"[A-Za-z][A-Za-z0-9]*_[A-Za-z0-9_]+\s", c)
        and _abbreviates(m.group("s"), c[: m.start("s")])
        else None
        for c in cells
    ]
    at = roles.get(ADDR)
    placed = {
        (m.group("s"), _cell(row, at).strip() if at is not None else str(k))
        for k, (row, m) in enumerate(zip(table.rows, found, strict=True))
        if m
    }
    symbols = [symbol for symbol, _at in placed]
    if len(set(symbols)) != len(symbols):
        return table  # one symbol at several addresses: a qualifier ("(MSB)"), no name
    filled = [c for c in cells if c and c != MERGED_MARK and not _is_reserved(c)]
    hits = sum(m is not None for m in found)
    # (cells of a symbol per address, "Gateway Address (GAR0) (GAR1)", read so too)
    listed = sum(bool(_SYMBOLS_AFTER.fullmatch(c)) for c in filled)
    if hits < 3 or hits + listed < 0.6 * len(filled):
        return table
    rows = tuple(
        (*row[:col], m.group("s"), *row[col + 1 :]) if m else row
        for row, m in zip(table.rows, found, strict=True)
    )
    return replace(table, rows=rows)


_SPREAD_ADDRESS = re.compile(rf"addr(?:ess)?\s*[:=]?\s*{_TITLE_VALUE}", re.I)  # no colon


_LABELS = ("bit", "bits", "address", "field")  # the first cell of a header line under a title


def _address_title(table: Table) -> Table:
    """A register figure whose first line is a title (ams: ``Addr: 0x80 | ENABLE``)
    over its header line (``Bit Bit Name | Default | Access | Bit Description``): the
    second line as the header, the title as a caption line before the table, and the
    header repeated on a new page dropped. Only for one address and a name alone in
    the title."""
    m = _TITLE_ADDRESS.fullmatch(_cell(table.header, 0))
    name = _cell(table.header, 1)
    if m is None or not name or any(c.strip() for c in table.header[2:]) or not table.rows:
        # ScioSense: "Address 0x00 | Address 0x00 | PART_ID | PART_ID | PART_ID", the
        # title's two merged cells spread over the columns, over "Bits | Field Name | .."
        spread = [text for _start, text, _length in _runs([c.strip() for c in table.header])]
        m = _SPREAD_ADDRESS.fullmatch(spread[0]) if len(spread) == 2 else None
        name = spread[1] if m else ""
        first = _cell(table.rows[0], 0).strip().lower() if table.rows else ""
        if (
            m is None
            # (ams: "Integration Time", a name in up to five words)
            or not re.fullmatch(r"[A-Za-z_][\w-]*(?: \d{1,2}| [A-Za-z][\w-]*){0,4}", name)
            or first not in _LABELS
        ):
            return table
    header = table.rows[0]
    rows = tuple(row for row in table.rows[1:] if row != header)
    pages = tuple(p for row, p in zip(table.rows, _row_pages(table), strict=False) if row != header)
    return replace(
        table,
        header=header,
        rows=rows,
        row_pages=pages[: len(rows)],
        before=(*table.before, address_caption(name, m.group(1)))[-4:],
    )


# Vishay: "COMMAND CODE: 0x03_H (0x03 DATA BYTE HIGH)", the byte of a 16-bit register
# (its command code) a field table describes
_COMMAND_BYTE = re.compile(r"command\s+code\s*:\s*(?P<a>0x[0-9A-Fa-f]{2})_(?P<b>[LH])\b", re.I)


_TITLE_NAME = re.compile(r"^register\s*:\s*(?P<n>[A-Za-z]\w*)$", re.I)


def _command_byte_fields(table: Table) -> Table:
    """A Vishay field table titled by a byte of one command code (``REGISTER: PS_CONF2 |
    COMMAND CODE: 0x03_H (0x03 DATA BYTE HIGH)``) over ``Command | Bit | Description``
    and its field rows: those rows under a ``Name | Bit | Description`` header, the bits
    of the high byte moved up by eight (``PS_HD`` printed as bit 3 is bit 11 of the
    16-bit register), captioned with the name and the command code. Only for a title
    giving one byte of one code, and an inner header whose first cells are ``Command``
    (or ``Register``) and ``Bit``; a bit cell that is no bit or range leaves the table
    as it was."""
    lines = (table.header, *table.rows)
    codes = {
        (m.group("a").lower(), m.group("b").upper())
        for line in lines
        for cell in line
        for m in _COMMAND_BYTE.finditer(cell)
    }
    inner = [
        k
        for k, line in enumerate(lines)
        if _cell(line, 0).strip().lower() in ("command", "register")
        and _cell(line, 1).strip().lower() == "bit"
        and "description" in _cell(line, 2).strip().lower()
    ]
    names = {m.group("n") for line in lines for c in line if (m := _TITLE_NAME.match(c.strip()))}
    if len(codes) != 1 or not inner or len(names) > 1:
        return table
    address, byte = next(iter(codes))
    shift = 8 if byte == "H" else 0
    rows: list[tuple[str, ...]] = []
    for line in lines[inner[-1] + 1 :]:
        name, bits, text = (" ".join(_cell(line, k).split()) for k in range(3))
        span = parse_bits(bits.replace(" ", ""))
        if span is None or span[0] > 7:
            return table
        msb, lsb = span[0] + shift, span[1] + shift
        rows.append((name, f"{msb}:{lsb}" if msb != lsb else str(msb), text))
    if not rows:
        return table
    title = names.pop() if names else ""
    return replace(
        table,
        header=("Name", "Bit", "Description"),
        rows=tuple(rows),
        row_pages=_row_pages(table)[-len(rows) :],
        before=(*table.before, address_caption(title or "REG", address))[-4:],
    )


_WIDTH_ADDRESS = re.compile(r"(?i)address\s+(\d{1,2})-bit")


def _width_addresses(table: Table) -> Table:
    """A map giving each register two addresses, one per access width (ADI ADE7953:
    ``Address 24-Bit | Address 32-Bit`` over ``0x200 | 0x300``: one register read as 24
    or as 32 bits): the first address column stays the address, with a ``Register Size
    (bits)`` column of its width, and the other address is said in the description
    (``Also at 0x300 as a 32-bit register.``), added as a ``Description`` column where
    the table has none; a row with no first address (``N/A | 0x37F``) stands at the
    other, of its width. Only for two columns so headed, their widths different and 16
    bits or more (``Address 7-Bit | 8-Bit`` are a bus address's forms)."""
    found = [
        (k, int(m.group(1)))
        for k, h in enumerate(table.header)
        if (m := _WIDTH_ADDRESS.fullmatch(" ".join(h.split())))
    ]
    if len(found) != 2 or found[0][1] == found[1][1] or min(w for _k, w in found) < 16:
        return table  # (7- and 8-bit bus addresses, 8- and 16-bit bus modes: no widths)
    (first, width), (second, other) = found
    described = next((k for k, h in enumerate(table.header) if "description" in h.lower()), None)
    header = list(table.header)
    header[first], header[second] = "Address", "Register Size (bits)"
    rows = []
    for row in table.rows:
        cells = list(row)
        also = _cell(row, second).strip()
        cells[second] = str(width) if _cell(row, first).strip() else ""
        note = f"Also at {also} as a {other}-bit register." if parse_int(also) is not None else ""
        if parse_int(_cell(row, first).strip()) is None and parse_int(also) is not None:
            # ("N/A | 0x37F | CRC": a register of the second width alone)
            cells[first], cells[second], note = also, str(other), ""
        if described is not None:
            cells[described] = " ".join(x for x in (_cell(row, described).strip(), note) if x)
        else:
            cells.append(note)
        rows.append(tuple(cells))
    if described is None:
        header.append("Description")
    return replace(table, header=tuple(header), rows=tuple(rows))


_BYTE_HALF = {"l": 0, "low": 0, "lsb": 0, "h": 8, "high": 8, "msb": 8}


def _byte_pairs(table: Table) -> Table:
    """A map that lists each 16-bit register as two byte rows at one address (Vishay:
    ``COMMAND CODE | DATA BYTE LOW / HIGH | REGISTER NAME | R / W | DEFAULT VALUE``,
    ``0x03 | L | PS_CONF1 | .. | 0x01`` then ``0x03 | H | PS_CONF2 | .. | 0x00``): one
    row per register, named by its low byte's name (the high byte's when the low one
    is reserved), its default the two bytes' (``0x0001``) when both state one in hex,
    its access theirs when they agree, with a ``Size (bits)`` column of 16. Only where
    the byte column's header says low and high, and every row pairs with the next at
    the same address as L then H."""
    col = next(
        (
            k
            for k, h in enumerate(table.header)
            if re.search(r"\bbyte\b", h, re.I) and re.search(r"\blow\b.*\bhigh\b", h, re.I)
        ),
        None,
    )
    if col is None or col == 0 or len(table.rows) < 2 or len(table.rows) % 2:
        return table
    roles = column_roles(
        replace(table, header=tuple(h if k != col else "" for k, h in enumerate(table.header)))
    )
    if ADDR not in roles or NAME not in roles:
        return table
    addr, name = roles[ADDR], roles[NAME]
    reset, access = roles.get(RESET), roles.get(ACCESS)
    # a default column in hex: the cells say so (``0x86``, ``86h``) or a bare cell holds
    # a hex letter (``A1``); bare digits alone (``10``) could be either
    hexreset = reset is not None and _hex_column(table, reset)
    rows: list[tuple[str, ...]] = []
    for low, high in zip(table.rows[::2], table.rows[1::2], strict=True):
        halves = [_BYTE_HALF.get(_cell(r, col).strip().lower()) for r in (low, high)]
        if halves != [0, 8] or _cell(low, addr).strip() != _cell(high, addr).strip():
            return table
        row = list(low)
        if _is_reserved(_cell(low, name)) and not _is_reserved(_cell(high, name)):
            row[name] = _cell(high, name)
        if reset is not None:
            texts = [_cell(r, reset).strip() for r in (low, high)]
            marked = all(re.fullmatch(r"0x[0-9A-Fa-f]{1,2}|[0-9A-Fa-f]{1,2}h", t) for t in texts)
            lo, hi = (parse_int(t, hex_default=True) for t in texts)
            fits = lo is not None and hi is not None and lo < 0x100 and hi < 0x100
            row[reset] = (
                f"0x{hi:02X}{lo:02X}"
                if fits and (marked or hexreset) and hi is not None and lo is not None
                else ""
            )
        if access is not None and _cell(low, access).strip() != _cell(high, access).strip():
            row[access] = ""  # the bytes' access differs: the register's is not one
        row[col] = "16"
        rows.append(tuple(row))
    header = tuple("Size (bits)" if k == col else h for k, h in enumerate(table.header))
    return replace(table, header=header, rows=tuple(rows), row_pages=_row_pages(table)[::2])


def _split_column(
    table: Table, col: int, labels: tuple[str, ...], pieces: Sequence[tuple[str, ...]]
) -> Table:
    """``table`` with column ``col`` replaced by columns ``labels``, row k's cell by
    ``pieces[k]`` (one piece per label)."""
    return replace(
        table,
        header=(*table.header[:col], *labels, *table.header[col + 1 :]),
        rows=tuple(
            (*row[:col], *piece, *row[col + 1 :])
            for row, piece in zip(table.rows, pieces, strict=True)
        ),
    )


_BIT_THEN_NAME = re.compile(r"(\d{1,2}(?:\s*:\s*\d{1,2})?)\s+(\S.*)")


def _bit_and_name(table: Table) -> Table:
    """A column holding each field's bits and name in one cell under a header saying so
    (ams: ``Bit Bit Name`` over ``4 SMUXEN``, ``7:5 reserved``) as a bit column and a
    name column. Only when every filled cell of it opens with bits and goes on with a
    name."""
    for col, label in enumerate(table.header):
        words = label.lower().split()
        if not words or words[0] != "bit" or words[-1] != "name":
            continue
        cells = [_cell(row, col).strip() for row in table.rows]
        if table.rows and (
            not any(cells) or not all(_BIT_THEN_NAME.fullmatch(c) for c in cells if c)
        ):
            return table  # (a header with no row yet: its rows follow the description)
        split = [_BIT_THEN_NAME.fullmatch(c) for c in cells]
        pieces = [m.groups() if m else ("", "") for m in split]
        return _split_column(table, col, ("Bit", "Name"), pieces)
    return table


_CODE_RUN = re.compile(r"0x([0-9A-Fa-f]{2})\s+(?:through|to)\s+0x([0-9A-Fa-f]{2})", re.I)


_CODE_ONE = re.compile(r"0x([0-9A-Fa-f]{2})")


def _word_pair(pair: re.Match[str]) -> bool:
    """Whether a ``0xNN and 0xMM`` pair gives a word's two bytes: consecutive codes."""
    return int(pair.group(2), 16) == int(pair.group(1), 16) + 1


def _code_pairs(table: Table) -> Table:
    """A command list whose codes come in pairs for the two bytes of a word (TI fuel
    gauges: ``Name | Command Code`` over ``Voltage() | 0x04 and 0x05``, ``DataClass() |
    0x3E``, ``BlockData() | 0x40 through 0x5F``) as a register summary: an ``Address``
    column of the first code (a run keeps its span) and a ``Register Size (bits)``
    column, 16 for a pair and 8 for one code or a run. Only under a ``Command Code``
    header, when two cells or more are pairs of consecutive codes, four or more are
    filled and every filled cell is a pair, one code or a run, and the first column
    names commands as functions (``Voltage()``, three in four at least: an SPI flash's
    ``Fast Read | 0x0B and 0x0C`` or a display's ``Display ON | 0xAE and 0xAF`` are
    opcodes)."""
    for col, label in enumerate(table.header):
        if not re.fullmatch(r"(?i)\s*(?:command|cmd)\.?\s+code\s*", label):
            continue
        cells = [_cell(row, col).strip() for row in table.rows]
        # (less a note mark: "DataClass() (2)"; a Reserved row names no command)
        named = [re.sub(r"\s*\(\d\)$", "", _cell(row, 0).strip()) for row in table.rows]
        named = [n for n in named if n and not _is_reserved(n)]
        if sum(n.endswith("()") for n in named) < 0.75 * len(named):
            return table  # commands read as functions (TI: "Voltage()"), not opcodes
        pairs = [m for c in cells if (m := _CODE_PAIR.fullmatch(c))]
        if (
            len(pairs) < 2
            or len([c for c in cells if c]) < 4
            or not all(_word_pair(m) for m in pairs)
        ):
            return table
        pieces: list[tuple[str, str]] = []
        for cell in cells:
            pair, run, one = (r.fullmatch(cell) for r in (_CODE_PAIR, _CODE_RUN, _CODE_ONE))
            if pair:
                pieces.append((f"0x{pair.group(1)}", "16"))
            elif run:
                pieces.append((f"0x{run.group(1)}-0x{run.group(2)}", "8"))
            elif one:
                pieces.append((cell, "8"))
            elif not cell:
                pieces.append(("", ""))
            else:
                return table
        return _split_column(table, col, ("Address", "Register Size (bits)"), pieces)
    return table


# TI chargers: "01/00h", the two bytes of a word at consecutive addresses, high first
_BYTE_PAIR = re.compile(r"([0-9A-Fa-f]{2})h?\s*/\s*([0-9A-Fa-f]{2})h")


_BYTE_ONE = re.compile(r"[0-9A-Fa-f]{1,2}h")


def _byte_pair_addresses(table: Table) -> Table:
    """An address column giving a word register's two byte addresses (TI BQ25730:
    ``I2C ADDR (MSB/LSB)`` over ``01/00h``, ``2Fh`` for a byte register) as a register
    summary's ``Address`` column of the lower address and a ``Register Size (bits)``
    column, 16 for a pair and 8 for one address. Only under a header naming an address
    and the MSB/LSB order, when two cells or more are pairs of consecutive addresses and
    every filled cell is such a pair or one marked address."""
    for col, label in enumerate(table.header):
        if not re.search(r"addr", label, re.I) or not re.search(r"msb\s*/\s*lsb", label, re.I):
            continue
        cells = [_cell(row, col).strip() for row in table.rows]
        pieces: list[tuple[str, str]] = []
        pairs = 0
        for cell in cells:
            pair = _BYTE_PAIR.fullmatch(cell)
            if pair and int(pair.group(1), 16) == int(pair.group(2), 16) + 1:
                pieces.append((f"{pair.group(2)}h", "16"))
                pairs += 1
            elif _BYTE_ONE.fullmatch(cell):
                pieces.append((cell, "8"))
            elif not cell:
                pieces.append(("", ""))
            else:
                return table
        if pairs < 2:
            return table
        return _split_column(table, col, ("Address", "Register Size (bits)"), pieces)
    return table


_BYTE_SPAN = re.compile(r"([0-9A-Fa-f]{2}):([0-9A-Fa-f]{2})")


def _byte_span_addresses(table: Table) -> Table:
    """An address column giving each register as the span of its bytes (Allegro A1335:
    ``Address (Hex)`` over ``02:03``, ``04:07``, the register at its first address, "the
    most significant byte") as an ``Address`` column of the first address and a
    ``Register Size (bits)`` column, 8 bits a byte. Only under a header naming a hex
    address (``Address (Hex)``, ``Address* (0x00)``), when two cells or more span 2 to
    4 bytes counting up and every filled cell is such a span or one two-digit
    address."""
    for col, label in enumerate(table.header):
        if not (re.search(r"addr", label, re.I) and re.search(r"\bhex\b|\(0x0+\)", label, re.I)):
            continue
        pieces: list[tuple[str, str]] = []
        spans = 0
        for row in table.rows:
            cell = _cell(row, col).strip()
            span = _BYTE_SPAN.fullmatch(cell)
            count = int(span.group(2), 16) - int(span.group(1), 16) + 1 if span else 0
            if span and 2 <= count <= 4:
                pieces.append((f"0x{span.group(1).upper()}", str(8 * count)))
                spans += 1
            elif re.fullmatch(r"[0-9A-Fa-f]{2}", cell):
                pieces.append((f"0x{cell.upper()}", "8"))
            elif not cell:
                pieces.append(("", ""))
            else:
                break
        else:
            if spans >= 2:
                return _split_halves(
                    _split_column(table, col, ("Address", "Register Size (bits)"), pieces), col
                )
        return table
    return table


def _split_halves(table: Table, col: int) -> Table:
    """Consecutive rows of one register the map splits into byte spans (A1335's bits
    map: ``04:05 | EWD | .. (EWD[31:16])`` then ``06:07 | EWD | .. (EWD[15:0])``) as one
    register of all the bytes: the first row's size their sum, the bit cells of both
    blanked (a row's bits 15 .. 0 are not the register's), the later rows' address
    emptied. The name is the cell right of the size column."""
    rows = [list(row) for row in table.rows]
    name = col + 2
    k = 0
    while k < len(rows):
        j = k + 1
        end = _span_end(rows[k], col)
        while (
            j < len(rows)
            and end is not None
            and _cell(tuple(rows[j]), name).strip() == _cell(tuple(rows[k]), name).strip() != ""
            and parse_int(_cell(tuple(rows[j]), col), hex_default=True) == end + 1
        ):
            end = _span_end(rows[j], col)
            j += 1
        if j > k + 1:
            total = sum(int(rows[i][col + 1] or 0) for i in range(k, j))
            for i in range(k, j):
                rows[i] = [c if n in (col, col + 1, name) else "" for n, c in enumerate(rows[i])]
                if i > k:
                    rows[i][col] = ""
            rows[k][col + 1] = str(total)
        k = j
    return replace(table, rows=tuple(tuple(row) for row in rows))


def _span_end(row: list[str], col: int) -> int | None:
    """The last byte address of a row whose address column and size column the span
    normaliser wrote."""
    first = parse_int(row[col], hex_default=True) if col < len(row) and row[col] else None
    size = row[col + 1] if col + 1 < len(row) else ""
    return first + int(size) // 8 - 1 if first is not None and size.isdigit() else None


# a header naming the field and its description in one column (TI LP55231: "BIT
# MNEMONIC AND DESCRIPTION" over "CHIP_EN 0 = LP55231 not enabled")
_NAME_AND_DESCRIPTION = re.compile(
    r"\b(?:mnemonic|name|symbol|field)(?=\s*(?:and|&|/)\s*(?:description|function)\b)", re.I
)


# CHIP_EN, D9_ON, START-UP_BUSY, FORCE_1x: an underscore joins it
_JOINED_MNEMONIC = re.compile(r"[A-Z][A-Za-z0-9-]*_[A-Za-z0-9_-]*[A-Za-z0-9]")


_CAPITAL_WORD = re.compile(r"[A-Z][A-Z0-9]+")  # TEMP, I2C, CH1, D1


def _leading_mnemonic(text: str) -> tuple[str, str]:
    """A cell opening with a field's mnemonic and going on with its description, as
    (mnemonic, description): one joined by underscores (``CHIP_EN``, ``D9_ON``) alone,
    else the capital words before the first word in lower case (``TEMP COMP
    Temperature compensation``, ``CH1 EN Channel 1 enable``; a word again ends them:
    ``PWM PWM duty cycle``), less the last when the description goes on in lower case (an
    acronym opening it: ``EN ADC conversion enable``, ``CURRENT D1 output current``). A
    cell with no word in lower case after them (``VARIABLE FOR ENGINE1``, ``RESERVED``)
    is all name."""
    words = text.split()
    if not words:
        return "", ""
    if _JOINED_MNEMONIC.fullmatch(words[0]):
        count = 1
    else:
        count = 0
        while (
            count < len(words)
            and _CAPITAL_WORD.fullmatch(words[count])
            and (count == 0 or words[count] != words[0])
        ):
            count += 1
        if count >= 2 and count < len(words) and words[count][:1].islower():
            count -= 1
    rest = " ".join(words[count:])
    if not count or not any(c.islower() for c in rest):
        return " ".join(words), ""
    return " ".join(words[:count]), rest


def _mnemonic_and_description(table: Table) -> Table:
    """A column headed as holding each field's mnemonic and its description (TI
    LP55231: ``BIT MNEMONIC AND DESCRIPTION``, the mnemonic a line of its own the text
    layer joined to the description) as a Name and a Description column, split by
    :func:`_leading_mnemonic`. Only when three cells or more split so."""
    for col, label in enumerate(table.header):
        named = _NAME_AND_DESCRIPTION.search(label)
        if not named:
            continue
        pieces = [_leading_mnemonic(_cell(row, col)) for row in table.rows]
        if sum(bool(rest) for _name, rest in pieces) < 3:
            return table
        # the name column keeps its header's words ("BIT MNEMONIC"): what it names
        return _split_column(table, col, (label[: named.end()], "Description"), pieces)
    return table


_VALUE_ACCESS_TEXT = re.compile(
    r"(0x[0-9A-Fa-f]+|\d+)\s+((?:R|W|RW|R/W|SC|RC)(?:\s*,\s*(?:R|W|RW|R/W|SC|RC))*)(?:\s+(\S.*))?"
)


def _default_access_merged(table: Table) -> Table:
    """A column the PDF merged from three under one header (ams: ``Default Access Bit
    Description`` over ``0 R CH0 ADC data``) as a default, an access and a description
    column. Only when every filled cell opens with a number and an access word."""
    for col, label in enumerate(table.header):
        words = label.lower().split()
        if words[:2] != ["default", "access"] or "description" not in words[2:]:
            continue
        cells = [" ".join(_cell(row, col).split()) for row in table.rows]
        split = [_VALUE_ACCESS_TEXT.fullmatch(c) if c else None for c in cells]
        if table.rows and (
            not any(cells) or any(c and m is None for c, m in zip(cells, split, strict=True))
        ):
            return table
        pieces = [(m.group(1), m.group(2), m.group(3) or "") if m else ("", "", "") for m in split]
        return _split_column(table, col, ("Default", "Access", "Description"), pieces)
    return table


_ADDRESS_THEN_NAME = re.compile(
    r"(?P<a>0x[0-9A-Fa-f]{1,4}|[0-9A-Fa-f]{1,4}h|\d{1,4})\s+(?P<n>[A-Za-z_][A-Za-z0-9_]*)"
)


# a register table's other columns: access, bits, reset
_MAP_COLUMN = re.compile(r"^\s*(?:r\s*/\s*w|access|bit\s*\d+|d\d+|reset|default)\b", re.I)


# Dialog: under "Register address", a marked hex address then one upper-case symbol
# the PDF may have broken across the cell's lines ("0x03 PLL_STATU S")
_ADDRESS_THEN_SYMBOL = re.compile(
    r"(?P<a>0[xX][0-9A-Fa-f]{1,4}|[0-9][0-9A-Fa-f]{0,3}h)\s+(?P<n>[A-Z][A-Z0-9_]*(?: [A-Z0-9_]+)*)"
)


def _address_and_name(table: Table) -> Table:
    """A column holding each row's address and register symbol in one cell under a
    header naming both (TI, columns the PDF fused: ``Address Acronym`` over ``0h
    CONFIG``, ``3Eh MANUFACTURER_ID``; AMICCOM ``Address /Name`` over ``07h RC OSC
    I``; Dialog ``Register address`` over ``0x03 PLL_STATUS``, beside a map's columns)
    as an address column and a name column. Only when every filled cell is an
    address then one symbol (under ``Name`` or ``Register``: a marked hex address
    then up to five words)."""
    for col, label in enumerate(table.header):
        words = re.split(r"[\s/&]+", label.lower().strip())
        # Dialog: "Register address" over "0x03 PLL_STATUS" (the cell giving both)
        named_first = words == ["register", "address"]
        if named_first:
            words = ["address", "register"]
        if len(words) != 2 or words[0] not in ("address", "addr", "offset"):
            continue
        if words[1] not in ("acronym", "name", "register", "symbol", "mnemonic"):
            continue
        cells = [" ".join(_cell(row, col).split()) for row in table.rows]
        others = [h.lower().strip() for k, h in enumerate(table.header) if k != col]
        if named_first and not (
            any(re.fullmatch(r"bits?", h) for h in others)
            and any(re.fullmatch(r"label|name|field(?: name)?|symbol", h) for h in others)
        ):
            # a bus transaction's, a script's, a flag list's "Register address": the
            # cell names a register only beside a field table's Bit and Label columns
            continue
        if (named_first or label.lower().split() != words) and not any(
            _MAP_COLUMN.match(h) for h in others
        ):
            continue  # "Address / Name" of a bus's devices or a pin list: no map's columns
        # a name in words only under "name" or "register" (an acronym is one symbol)
        cell_form = _ADDRESS_THEN_WORDS if words[1] in ("name", "register") else _ADDRESS_THEN_NAME
        if named_first:
            cell_form = _ADDRESS_THEN_SYMBOL
        split = [
            (cell_form if named_first else _ADDRESS_THEN_NAME).fullmatch(c)
            or cell_form.fullmatch(c)
            if c
            else None
            for c in cells
        ]
        if not any(split) or any(c and m is None for c, m in zip(cells, split, strict=True)):
            return table
        pieces = [(m.group("a"), m.group("n")) if m else ("", "") for m in split]
        labels = tuple(w.capitalize() for w in words)
        return _split_column(table, col, labels, pieces)
    return table


# Wolfson: "R0 (00h) Left Line In" (the register's number, its address, its name)
# and "0000000 Left Line In" (the 7-bit address in binary, then the name)
_NUMBERED_THEN_NAME = re.compile(
    r"R\d{1,3}\s*\((?P<a>[0-9A-Fa-f]{1,3}h)\)\s+(?P<n>[A-Za-z][\w()/&,.+ -]{0,60})"
)
_BINARY_THEN_NAME = re.compile(r"(?P<a>[01]{7,8})\s+(?P<n>[A-Za-z][\w()/&,.+ -]{0,60})")


def _hex_of(address: str) -> str:
    """``0000011`` (binary digits) as ``03h``; other addresses unchanged."""
    return f"{int(address, 2):02X}h" if re.fullmatch(r"[01]{7,8}", address) else address


def _register_cells_named(table: Table) -> Table:
    """A ``Register`` or ``Register Address`` column whose cells give each register's
    address and then its name (Wolfson: ``R0 (00h) Left Line In`` over bit columns,
    ``0000000 Left Line In`` over a register's field rows), split into an address
    column and a name column: ``Name`` beside bit columns, ``Register`` beside a field
    table's Bit and Label columns. Only when every filled cell has one of the two forms
    (all the same) and no column is headed as the register's name."""
    headers = [h.strip().lower() for h in table.header]
    if any(h in ("name", "register name") for h in headers):
        return table
    bitcols = len(_bitcols(column_roles(table))) >= 4
    field_rows = "bit" in headers and any(h in ("label", "field", "name") for h in headers)
    if not (bitcols or field_rows):
        return table
    for col, label in enumerate(headers):
        if label not in ("register", "register address"):
            continue
        cells = [" ".join(_cell(row, col).split()) for row in table.rows]
        for form in (_NUMBERED_THEN_NAME, _BINARY_THEN_NAME):
            split = [form.fullmatch(c) if c else None for c in cells]
            if any(split) and all(m is not None for c, m in zip(cells, split, strict=True) if c):
                # (a binary address written in hex: a piece of the table on another
                # page may hold too few rows to tell its digits binary)
                pieces = [
                    (_hex_of(m.group("a")), m.group("n").strip()) if m else ("", "") for m in split
                ]
                labels = ("Address", "Name" if bitcols else "Register")
                return _split_column(table, col, labels, pieces)
    return table


# CMOSTEK: "CUS_SYS1 0x0C", a register's symbol and its address in one cell
_SYMBOL_THEN_ADDRESS = re.compile(
    r"(?P<n>[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)\s+(?P<a>0x[0-9A-Fa-f]{2,4})"
)


def _symbol_then_address(table: Table) -> Table:
    """A register-name column (``寄存器名``, ``Register``, ``Register Name``) whose cells
    give the symbol then the address (CMOSTEK CMT2300A: ``CUS_SYS1 0x0C`` over each of
    the register's field rows) as an address column and a name column. A group title
    alone in its row stays a title, a row with the cell empty goes on with the register
    above; another row whose cell reads otherwise (a range, ``CUS_CMT1 ~11 0x00 ~
    0x0A``) is left out. Only when most filled cells read so."""
    if ADDR in column_roles(table):
        return table  # an address column of its own: "PAGE1 0x00" is a name and a value
    for col, label in enumerate(table.header):
        if not re.fullmatch(r"寄存器名(?:称)?|register(?:\s+name)?", label.strip(), re.I):
            continue
        cells = [" ".join(_cell(row, col).split()) for row in table.rows]
        split = [_SYMBOL_THEN_ADDRESS.fullmatch(c) for c in cells]
        filled = [c for c in cells if c]
        if sum(m is not None for m in split) < max(3, 0.6 * len(filled)):
            return table
        # the registers' addresses run up the table (reset values beside names do not)
        firsts = list(dict.fromkeys((m.group("n"), int(m.group("a"), 16)) for m in split if m))
        if [a for _n, a in firsts] != sorted(a for _n, a in firsts):
            return table
        rows = []
        current = False  # a register's rows go on (not after a group title)
        for row, cell, m in zip(table.rows, cells, split, strict=True):
            alone = not any(x.strip() for k, x in enumerate(row) if k != col)
            if (m is None and cell and not alone) or (not cell and not current):
                continue
            current = m is not None or (current and not cell)
            # (an empty cell: the register above goes on, its cell cut by a page break)
            address, name = (m.group("a"), m.group("n")) if m else ("", cell)
            rows.append((*row[:col], address, name, *row[col + 1 :]))
        return replace(
            table,
            header=(*table.header[:col], "Address", "Register", *table.header[col + 1 :]),
            rows=tuple(rows),
            row_pages=(),
        )
    return table


def _name_and_address(table: Table) -> Table:
    """A column holding each row's register name and address in one cell under a
    header saying so (Semtech: ``Name (Address)`` over ``RegOpMode (0x01)``, ``(0x02)``
    for an unnamed one, names the PDF wrapped ``RegFifoAddr Ptr (0x0D)`` joined) as an
    address column and a name column. A group title alone in its row stays a title; a
    row whose cell reads otherwise ("RegRes17 to RegRes19") is left out: which
    registers it describes is not read, nor are the rows continuing it."""
    for col, label in enumerate(table.header):
        if not re.fullmatch(r"(?:register\s+)?name\s*\(\s*addr(?:ess)?\s*\)", label.strip(), re.I):
            continue
        rows = []
        dropped = False  # the last named row was left out: its continuation rows too
        for row in table.rows:
            cell = " ".join(_cell(row, col).split())
            m = _NAME_ADDRESS_CELL.fullmatch(cell) if cell else None
            alone = not any(x.strip() for k, x in enumerate(row) if k != col)
            if cell:
                dropped = m is None and not alone
            if dropped:
                continue
            name = (m.group("name") or "").replace(" ", "") if m else cell
            rows.append((*row[:col], m.group("a") if m else "", name, *row[col + 1 :]))
        if len(rows) < len(table.rows) / 2:
            return table
        return replace(
            table,
            header=(*table.header[:col], "Address", "Register", *table.header[col + 1 :]),
            rows=tuple(rows),
            row_pages=(),
        )
    return table


_ALIAS_PAIR = re.compile(
    r"^\s*(0x[0-9A-Fa-f]{1,4}|[0-9A-Fa-f]{1,4}h)\s*/\s*(0x[0-9A-Fa-f]{1,4}|[0-9A-Fa-f]{1,4}h)\s*$"
)


def _aliased_addresses(table: Table) -> Table:
    """A map row whose address cell pairs the register's address with another row's
    (NXP MPL3115A2: ``06h/00h | DR_STATUS`` where the map lists ``00h | STATUS``, which
    reads DR_STATUS in one mode) keeps the first address. Only when the second is the
    one address of another row and the first is none: ``00h/06h`` in a table without a
    row at 06h says nothing about which address is the register's own."""
    roles = column_roles(table)
    if ADDR not in roles or not table.rows:
        return table
    col = roles[ADDR]
    hexcol = _hex_column(table, col)
    single: set[int] = set()
    for row in table.rows:
        span = address_of(_cell(row, col), hex_default=hexcol)
        if span is not None and span[0] == span[1]:
            single.add(span[0])
    rows = list(table.rows)
    for k, row in enumerate(rows):
        m = _ALIAS_PAIR.match(_cell(row, col))
        if m is None or address_of(_cell(row, col), hex_default=hexcol) is not None:
            continue
        first, second = (parse_int(g, hex_default=True) for g in m.groups())
        if first is not None and second in single and first not in single:
            rows[k] = (*row[:col], m.group(1), *row[col + 1 :])
    return table if rows == list(table.rows) else replace(table, rows=tuple(rows))


_STARRED_LINE = re.compile(r"^(?P<v>[01]{1,8})\*\s+(?P<d>\S.*)$")


def _starred_row_after(table: Table) -> Table:
    """NXP's last value row set below the table (``1* The 4 LED outputs are configured
    with a totem pole structure.`` after ``2 | OUTDRV | R/W | 0 | ... open-drain``): a
    row of the last field with that value, when the table's ``Value`` column marks its
    defaults with ``*``, the last field is one bit with none marked yet and the line gives
    its other value (``10* Only LDR0 powers up at 10b in ...`` is a variant's note)."""
    m = _STARRED_LINE.match(table.after.strip())
    if m is None or not table.rows:
        return table
    roles = column_roles(table)
    if VALUE not in roles or BIT not in roles:
        return table
    last = table.rows[-1]
    bits = _cell(last, roles[BIT]).strip()
    field = [row for row in table.rows if _cell(row, roles[BIT]).strip() == bits]
    if any("*" in _cell(row, roles[VALUE]) for row in field):
        return table
    if not any("*" in _cell(row, roles[VALUE]) for row in table.rows):
        return table  # no defaults marked: the star means something else
    printed = _cell(last, roles[VALUE]).replace(" ", "").strip("*")
    if len(m.group("v")) != 1 or printed not in ("0", "1") or printed == m.group("v"):
        return table  # one bit's other value (not a variant's note: "10* Only LDR0 ...")
    row = list(last)
    row[roles[VALUE]] = f"{m.group('v')}*"
    if DESC in roles:
        row[roles[DESC]] = m.group("d")
    return replace(
        table,
        rows=(*table.rows, tuple(row)),
        row_pages=(*table.row_pages, table.row_pages[-1]) if table.row_pages else (),
        after="",
    )


# "(1) R = read, W = write (2) Default value (3) Requires ...": the note marking defaults
# (the note says no more: "(2) Default value depends on the A0 pin" marks none)
_NOTE_MEANS_DEFAULT = re.compile(
    r"(?:^|\s)\((?P<n>\d)\)\s*default\s+value\s*\.?\s*(?:$|(?=\(\d\)))", re.I
)


def _noted_defaults(table: Table) -> Table:
    """TI's field tables mark each field's default value with a note (``7 | AI2 | R |
    0(2) | ...`` under ``(2) Default value``): the marked values as ``0*``, the mark the
    reader knows; every value, where the column's header carries the mark (``VALUE(2)``)
    and each field has one row. Only in a ``Value`` column beside a ``Bit`` column, for
    0/1 values, when the line under the table says the note means the default and no
    cell marks one with ``*`` already."""
    m = _NOTE_MEANS_DEFAULT.search(table.after)
    if m is None:
        return table
    roles = column_roles(table)
    if VALUE not in roles or BIT not in roles:
        return table
    col, mark = roles[VALUE], f"({m.group('n')})"
    if any("*" in _cell(row, col) for row in table.rows):
        return table
    # the column's header carrying the mark makes every value a default, when each
    # field has one row (the cells before the value column never repeat)
    keys = [row[:col] for row in table.rows]
    every = table.header[col].replace(" ", "").endswith(mark) and len(set(keys)) == len(keys)
    rows = []
    for row in table.rows:
        value = _cell(row, col).strip()
        digits = value[: -len(mark)].strip() if value.endswith(mark) else value if every else ""
        if re.fullmatch(r"[01]+(?: [01]+)*", digits):
            row = (*row[:col], f"{digits}*", *row[col + 1 :])
        rows.append(row)
    return replace(table, rows=tuple(rows))


# a marked hex number the PDF wrapped inside a narrow cell: "0x1 8", "0x3 C", "0x0 F"
_WRAPPED_HEX = re.compile(r"^(0x[0-9A-Fa-f]{1,3}) ([0-9A-Fa-f]{1,3})$")


def _wrapped_hex(table: Table) -> Table:
    """A table whose narrow cells the PDF wrapped inside marked hex numbers (Bosch
    BMI088's gyroscope map: ``0x1 8 | INT3_INT4_IO_MA P | 0x0 0``) with those numbers
    joined (``0x18``, ``0x00``), when two cells at least are so wrapped (one such cell
    may list two values); other cells unchanged."""
    wrapped = sum(bool(_WRAPPED_HEX.match(c.strip())) for row in table.rows for c in row)
    if wrapped < 2:
        return table

    def joined(cell: str) -> str:
        m = _WRAPPED_HEX.match(cell.strip())
        return m.group(1) + m.group(2) if m else cell

    return replace(table, rows=tuple(tuple(joined(c) for c in row) for row in table.rows))
