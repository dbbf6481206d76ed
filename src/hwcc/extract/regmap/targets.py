"""Which registers a table, heading or figure title names: by an address in
it (:func:`_target`), by a register name it holds or opens with
(:func:`_named_at_start`), or by the words of a name it repeats
(:func:`titled_registers`). Looks registers up in the maps; makes none."""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from hwcc.extract.numbers import parse_int
from hwcc.extract.regmap.columns import symbol_over_names
from hwcc.extract.regmap.state import (
    _BRACKET_HEAD,
    _CAPTION,
    _CAPTION_LINE,
    _NUM,
    _NUMBERING,
    _PLACEHOLDER,
    _WIDTH_PREFIX,
    ADDRESS_COLON_NAME,
    AT_SECTION,
    NAME_ADDRESS_TITLE,
    PAGE_REGISTER_TITLE,
    REG_LINE,
    REG_UNDERSCORED,
    TI_HEX,
    _Map,
    _Reg,
    bits_of,
    instance_pattern,
    symbol_address_title,
)
from hwcc.extract.tables import Table

_ADDR_IN_TEXT = re.compile(
    # Realtek "Reg-02h"; Vishay "Register address = 00h" (an "=" only after those words:
    # "slave address = 10h" is the bus's); Intersil "CURRENT REGISTER, 04h" (after a
    # comma a marked hex number ending the line: not "the DATA register, 0x07, clears",
    # nor "ID REGISTER, 0x5A FOR THE ISL28023", a value)
    rf"\b(?:address(?:es)?|addr|registers?|reg)\b(?:\s*[:(]?\s*|-|(?<=register address)\s*=\s*"
    r"|,\s*(?=(?:0x[0-9A-Fa-f]+|[0-9][0-9A-Fa-f]*h)[*_\s]*$))"
    rf"(?P<a>{_NUM})"
    rf"(?:\s*(?:to|-|–|−|—)\s*(?P<b>{_NUM}))?"
    # Cypress: "[Address 00h, 08h]": one layout for the registers at each address
    # Microchip: "(ADDRESSES 0x18/0x1C)": one layout for the registers at each address
    r"(?P<more>(?:\s*[,/]\s*(?:0x[0-9A-Fa-f]+|[0-9][0-9A-Fa-f]*h)\b(?![:/]))*)"
    # "Control Register One (0x8F)": one or two words of its name, then the address in
    # parentheses
    # (in parentheses a hex number may open with a letter: "Data Registers (Ch − Fh)")
    rf"|\bregisters?(?:\s+[A-Za-z]+){{0,2}}\s*\((?P<a2>{_NUM}|[A-F][0-9A-F]*h)"
    rf"(?:\s*(?:to|-|–|−|—)\s*(?P<b2>{_NUM}|[A-F][0-9A-F]*h))?\)"
    # TI: "Configuration Register (offset = 01h) [reset = C810h]", "Config Register
    # (P[1:0] = 1h)" (the pointer bits' value); TI CAN's "(address = h10D4 [reset = ..]"
    # lost its closing parenthesis
    rf"|(?:\bregister\s*|\s)\((?:offset|address|[A-Z]+\[\d+:\d+\])\s*=\s*"
    rf"(?P<a3>{_NUM}|[A-F][0-9A-F]*h|{TI_HEX})\s*(?:\)|(?=\[reset\b))"
    # Freescale: a register's paragraph opens with its address, "$03: Tilt Status"
    r"|^\s*\$(?P<a4>[0-9A-Fa-f]{1,4})\s*:"
    # SMSC PHYs: "Index (In Decimal): 17 Size: 16 bits"
    r"|\bindex\s*\(\s*in\s+decimal\s*\)\s*:\s*(?P<a5>\d+)\b"
    # X-Powers: "REG 2A：Fast pwron setting 2", "REG A2：Fuel gauge control": bare hex
    # with an upper-case letter and a digit, before a colon
    r"|\breg(?:ister)?\s+(?P<a6>(?-i:(?=[0-9A-F]{0,3}[0-9])[0-9A-F]{0,3}[A-F][0-9A-F]{0,3}))"
    r"\s*:(?=\s*[A-Za-z])"
    # X-Powers/Allwinner: "Reg 01h_PLL Configure Control 1 Register"
    "|" + REG_UNDERSCORED.format("a7"),
    re.I,
)


def _nearest_first(maps: list[_Map], at: int) -> list[_Map]:
    """The maps in the order a table at offset ``at`` looks an address up in: the one
    whose summary came last before the table first (each bank's or mode's register
    sections follow its own map: Cypress's host registers, then its slave map and the
    slave registers), then the later ones; the latest first among maps read after it."""

    def last_before(index: int) -> tuple[int, int]:
        return max((s for s in maps[index].starts if s <= at), default=-1), index

    return [maps[i] for i in sorted(range(len(maps)), key=last_before, reverse=True)]


def _of_map(order: list[_Map], addresses: list[int], *texts: str) -> list[_Reg]:
    """The registers at ``addresses`` in the first map of ``order`` that has any, unless
    a later map's registers are the ones ``texts`` name (TDK: a bank-0 register's table
    under ``Name: WHO_AM_I Address: 0 (00h)`` after bank 3's map, which also has 00h)."""
    hits = [found for m in order if (found := [m.regs[a] for a in addresses if a in m.regs])]
    words = {w for t in texts for w in re.findall(r"[A-Za-z0-9_]+", t or "")}
    named = [found for found in hits if any(r.named and r.name in words for r in found)]
    return (named or hits or [[]])[0]


def _named_in(after_number: str, order: list[_Map], address: int) -> bool:
    """Whether the words right after a register number (``after_number``, the text
    following it) open with the name of a register the maps hold at ``address`` (case
    and punctuation aside; a one-word name of four characters or more), and not with
    the name of the one at the number read in decimal: "REG 23：PWROFF of DCDC OVP/UVP
    control" is 0x23's PWROFF."""

    def named(reg_at: int) -> bool:
        return any(
            _opens_with(after_number, r) for m in order if (r := m.regs.get(reg_at)) is not None
        )

    return named(address) and not named(int(f"{address:x}"))


# "REG 1A：Low Battery warning threshold setting": a register's title by bare number
_REG_TITLE = re.compile(r"reg(?:ister)?\s+(?P<n>[0-9A-Fa-f]{1,4})\s*[:：]", re.I)
# "REG 1A：" opening a heading: a title numbered with a hex letter
_HEX_LETTER_TITLE = re.compile(
    r"^#+\s+(?:[\d.]+\s+)?reg(?:ister)?\s+(?P<n>(?-i:(?=[0-9A-F]*[0-9])[0-9A-F]*[A-F][0-9A-F]*))"
    r"\s*[:：]",
    re.I | re.M,
)
_TITLES_IN_HEX: ContextVar[bool] = ContextVar("titles_in_hex", default=False)


@contextmanager
def titles_numbered_in(content: str) -> Iterator[None]:
    """While reading ``content``: whether its ``REG nn：`` titles number registers in
    hex, which headings numbered with hex letters (``REG 1A：``, ``REG 2B：``: two at
    least, one may be a note's) show for them all (``REG 13：`` is 0x13, not 13). Read
    by :func:`_target`."""
    numbers = {m.group("n") for m in _HEX_LETTER_TITLE.finditer(content)}
    token = _TITLES_IN_HEX.set(len(numbers) >= 2)
    try:
        yield
    finally:
        _TITLES_IN_HEX.reset(token)


# Maxim: "## Fan 1 Configuration Register (02h)" .. "## Fan 6 Configuration Register (07h)"
# stacked with nothing between them over the one layout they share
_ADDRESSED_HEADING = re.compile(
    r"^(?P<level>#{1,6}) (?P<title>\S.*?)\s*\((?P<a>[0-9][0-9A-Fa-f]{1,3}h|0x[0-9A-Fa-f]{2,4})"
    r"(?:\s*[-–]\s*(?P<b>[0-9][0-9A-Fa-f]{1,3}h|0x[0-9A-Fa-f]{2,4}))?\)\s*$"
)
_STACKED: ContextVar[dict[str, tuple[int, ...]] | None] = ContextVar("stacked", default=None)


def _numbers_masked(text: str) -> str:
    """``text`` with each run of digits one ``#``: ``DIM0`` and ``DIM9`` are ``DIM#``."""
    return re.sub(r"\d+", "#", text)


def _numberless(title: str) -> str:
    """A title with its numbers masked: ``Fan 1 Configuration`` is ``fan # configuration``."""
    return _numbers_masked(title.casefold())


def _stacked_headings(content: str) -> dict[str, tuple[int, ...]]:
    """Last heading of each run of two or more headings of one level, each naming one
    address, their titles alike but for numbers (``Fan 1 ..``, ``Fan 2 ..``), with only
    blank lines between them -> every address the run names: the registers the section
    under the run describes."""
    runs: dict[str, tuple[int, ...]] = {}
    run: list[re.Match[str]] = []
    for line in [*content.split("\n"), "end"]:
        if not line.strip():
            continue
        m = _ADDRESSED_HEADING.match(line.strip())
        if m is not None and (
            not run
            or (
                m.group("level") == run[0].group("level")
                and _numberless(m.group("title")) == _numberless(run[0].group("title"))
            )
        ):
            run.append(m)
            continue
        if len(run) >= 2:
            addresses: list[int] = []
            addresses.extend(parse_int(h.group("a")) or 0 for h in run)
            runs[run[-1].group(0).lstrip("#").strip()] = tuple(addresses)
        run = [m] if m is not None else []
    return runs


@contextmanager
def stacked_headings_in(content: str) -> Iterator[None]:
    """While reading ``content``: its runs of stacked register headings
    (:func:`_stacked_headings`), read by :func:`_target`."""
    token = _STACKED.set(_stacked_headings(content))
    try:
        yield
    finally:
        _STACKED.reset(token)


# "REG 35：vbat_l", "Register 2Ah: Fast pwron setting 2": a section titling one register
_SECTION_TITLE = re.compile(
    r"^(?:[\d.]+\s+)?reg(?:ister)?\s+(?P<n>0x[0-9A-Fa-f]{1,4}|[0-9A-Fa-f]{1,4}h?)\s*[:：]\s*"
    r"(?P<name>\S.*?)\s*$",
    re.I,
)


def section_titles(headings: list[str]) -> dict[int, list[str]]:
    """Address -> the names of the headings titling one register by number (``REG
    35：vbat_l``), where the number is hex by its mark (``0x35``, ``35h``), by an
    upper-case hex letter beside a digit (``2A``), or by the document's convention
    (:func:`titles_numbered_in`); decimal readings are left out."""
    out: dict[int, list[str]] = {}
    for heading in headings:
        m = _SECTION_TITLE.match(heading.strip("#* ").strip())
        if m is None:
            continue
        n = m.group("n")
        marked = n.lower().startswith("0x") or n.lower().endswith("h")
        lettered = re.fullmatch(r"(?=.*\d)[0-9A-F]*[A-F][0-9A-F]*", n) is not None  # "2A"
        if not (marked or lettered or (n.isdigit() and _TITLES_IN_HEX.get())):
            continue
        address = parse_int(n if marked else f"0x{n}", hex_default=True)
        if address is not None:
            out.setdefault(address, []).append(m.group("name"))
    return out


def _names_another(after_number: str, order: list[_Map], found: list[_Reg]) -> bool:
    """Whether the words after a register number spell the name of a register of the
    maps that is none of ``found``, and none of ``found``'s."""
    if any(_opens_with(after_number, r) for r in found):
        return False
    return any(
        _opens_with(after_number, r) for m in order for r in m.regs.values() if r not in found
    )


def _opens_with(text: str, reg: _Reg) -> bool:
    """Whether ``text``'s first words, joined, spell ``reg``'s name (case, punctuation,
    spaces and underscores aside: "Watchdog control" is "Watch dog control", "VLTFCHG
    setting" "VLTF_CHG setting"; a one-word name of four characters or more)."""
    if not reg.named or (" " not in reg.name.strip() and len(reg.name) < 4):
        return False
    name = "".join(_spelled(reg.name))
    opening = ""
    for word in _spelled(text):
        opening += word
        if opening == name:
            return True
        if not name.startswith(opening):
            return False
    return False


def _spelled(line: str) -> list[str]:
    """A line's words, lower case, underscores parting them as punctuation does."""
    return [w for w in re.split(r"[^0-9A-Za-z]+", line.casefold()) if w]


def _number_end(m: re.Match[str]) -> int:
    """Where the first address number an :data:`_ADDR_IN_TEXT` match holds ends."""
    return next(m.end(g) for g in _NUMBER_GROUPS if m.group(g) is not None)


_NUMBER_GROUPS = ("a", "a2", "a3", "a4", "a5", "a6", "a7")


def _spelled_alike(a: str, b: str) -> bool:
    """Whether two spellings of a register name agree, case aside, or one has a letter
    the other dropped (a map's misprint: ``AGCTRL2`` for ``AGCCTRL2``)."""
    a, b = a.casefold(), b.casefold()
    if len(a) > len(b):
        a, b = b, a
    return a == b or (
        len(b) == len(a) + 1 and len(a) >= 4 and any(b[:k] + b[k + 1 :] == a for k in range(len(b)))
    )


_CAPTION_ADDRESS = re.compile(r"\baddress\s+(0x[0-9A-Fa-f]+|[0-9][0-9A-Fa-f]*h)\b", re.I)


def _shared_caption(table: Table, order: list[_Map]) -> list[_Reg]:
    """The registers one caption gives one table, each by its name and address (ADI:
    ``Table 23. IRQSTATA Register (Address 0x22D and Address 0x32D) and RSTIRQSTATA
    Register (Address 0x22E and Address 0x32E)``, the two joined by "and"): those of the
    first map holding any of its addresses whose names the caption prints, when two or
    more; else [] (a caption naming another register by the way is no caption of it)."""
    caption = next((line for line in reversed(table.before) if _CAPTION_LINE.match(line)), "")
    if not re.search(r"\)\s+and\s+\S+\s+register\b", caption, re.I):
        return []  # ("PHCALA Register (Address 0x108), Locked by ... CONFIG Register (..)")
    listed = [
        n
        for x in _CAPTION_ADDRESS.findall(caption)
        if (n := parse_int(x, hex_default=True)) is not None
    ]
    words = set(re.findall(r"[A-Za-z0-9_]+", caption))
    for m in order:
        held = [m.regs[a] for a in dict.fromkeys(listed) if a in m.regs]
        if held:
            named = [r for r in held if r.named and r.name in words]
            return named if len(named) >= 2 and len(named) == len(held) else []
    return []


def heading_targets(heading: str, maps: list[_Map], at: int = 0) -> list[_Reg]:
    """The registers a heading alone names (by address, else by name), looked up as
    :func:`_target` looks up a table's, the maps read last before offset ``at`` first."""
    return _target(Table((), (), at, at, (heading,), (), None), maps)[0]


_FULL_WIDTH = str.maketrans({"（": "(", "）": ")", "：": ":", "，": ","})


def _symbol_at(line: str) -> tuple[str, int] | None:
    """The register name and address a title line gives by symbol: ``NAME ( 40h )``
    (:func:`symbol_address_title`) or ``NAME @0x01``."""
    symbol = symbol_address_title(line)
    at = AT_SECTION.match(line.strip("* ")) if symbol is None else None
    return (at["name"], int(at["a"], 16)) if at is not None else symbol


# a heading closing with a register's acronym in brackets, a dash and its number
_ACRONYM_DASH_NUMBER = re.compile(r"\((?P<a>[A-Z][A-Z0-9_]{1,15})\)\s*[-–]\s*(?P<n>\d{1,3})\s*$")


# a title line giving a range of addresses and the registers' template name:
# "10H~3BH：LAyx(y=1~A,x=1~4)，LED 亮度控制.."
RANGE_COLON_NAME = re.compile(
    r"^\s*\**(?P<a>0[xX][0-9A-Fa-f]{1,4}|[0-9A-Fa-f]{1,4}[hH])\s*[~～\-–]\s*"
    r"(?P<b>0[xX][0-9A-Fa-f]{1,4}|[0-9A-Fa-f]{1,4}[hH])\s*[:：]\s*(?P<s>[A-Za-z_]\w*)"
    # (the registers' template: a symbol with an index placeholder and its range,
    # "LAyx(y=1~A,x=1~4)", "LEDONi(i=1~B)")
    r"(?P<index>[(（]\s*[a-z]\s*=)?"
)


def _plain(name: str) -> str:
    """A register name compared by its letters (a map's ``[7:0]`` after it, case and
    spaces aside: a map may print ``LED1PA`` for ``LED1 PA``)."""
    return re.sub(r"\s+", "", re.sub(r"\s*\[\d{1,2}:\d{1,2}\]$", "", name)).casefold()


# a caption naming a register by its page and number: "Page 1, Register 5", "Page 1 /
# Register 65"
_PAGE_OF_REGISTER = re.compile(r"\bpage\s*(?P<p>\d{1,3})\s*[,/]\s*register\s+\d", re.I)


def _names_page(register_map: _Map, page: str) -> bool:
    """Whether a map is a page's, by its bank label or caption (``Page 1 Registers``)."""
    text = f"{register_map.bank} {register_map.caption} {register_map.section}"
    return register_map.bank == page or re.search(rf"\bpage\s*{page}\b", text, re.I) is not None


# the tail of a caption wrapped onto its own line, a note mark after its last word
_NOTE_TAIL = re.compile(r"registers?\s*\(\d\)", re.I)
# a figure's mark the PDF layer writes: "[Figure 29: Input Source Control Register ..]"
_FIGURE_MARK = re.compile(r"^\[Figure\s+\d+:", re.I)
# a register's name in words, then its number: "Input Source Control Register REG00"
_WORDS_THEN_REG = re.compile(
    r"(?P<name>[A-Za-z][\w /&.,-]*?\b(?i:register))\s+REG(?P<a>[0-9A-F]{2})\b"
)


# a caption closing with a bracket listing two or more marked addresses
_CAPTION_LIST = re.compile(r"\(\s*((?:0x[0-9A-Fa-f]{1,4}\s*,\s*)+0x[0-9A-Fa-f]{1,4})\s*\)[*_\s]*$")


# a table's number opening its caption: "表3. ", "Table 4-2: "
_TABLE_NUMBER = r"(?:表|Table)\s*\d+(?:[-.]\d+)*\s*[.:．：]?\s*"


# a numbered caption opening with a register's symbol and address, then a comma:
# "表3. CTL(11H)，全局控制寄存器"
_OPENING_SYMBOL = re.compile(
    rf"^[*_\s]*{_TABLE_NUMBER}(?P<name>[A-Za-z][A-Za-z0-9_]*)"
    r"\s*\(\s*(?P<a>0x[0-9A-Fa-f]{1,4}|[0-9A-Fa-f]{1,4}[hH])\s*\)\s*,"
)


# a title naming a run of registers by its first and last names and their addresses:
# "DIM0~DIM9（20H~29H）", "DLY0_BRE~DLY5_BRE(17H~1CH)"
_NAMED_RANGE = re.compile(
    # (opening the title, after its table number: not a range the title mentions)
    rf"^[*_\s]*(?:{_TABLE_NUMBER})?"
    # (a few words naming them may come first: "亮度寄存器 DIM0~DIM3", "LED registers
    # LED0~LED7"; no clause, number or bracket)
    r"(?:[\u4e00-\u9fff]{1,12}\s*|(?:[A-Za-z]+\s+){1,3})?"
    r"(?P<n1>[A-Za-z][A-Za-z0-9_]*)\s*[~～]\s*(?P<n2>[A-Za-z][A-Za-z0-9_]*)\s*"
    r"\(\s*(?P<a>0[xX][0-9A-Fa-f]{1,4}|[0-9A-Fa-f]{1,4}[hH])\s*[~～\-–]\s*"
    r"(?P<b>0[xX][0-9A-Fa-f]{1,4}|[0-9A-Fa-f]{1,4}[hH])\s*\)"
)


def _named_span(m: re.Match[str], order: list[_Map]) -> list[_Reg]:
    """The registers of a named range title (``_NAMED_RANGE``) in the first map holding
    one at each of its addresses, when the title's two names are one name numbered
    (``DIM0~DIM9``, ``DLY0_BRE~DLY5_BRE``; not ``ADC_H~ADC_L``, two parts of a value)
    and that map names every register of the range so, the first and the last as the
    title does; else []."""
    low, high = (parse_int(m.group(g), hex_default=True) for g in ("a", "b"))
    if low is None or high is None or not 0 < high - low < 256:
        return []
    stem = _numbers_masked(m["n1"])
    if stem == m["n1"] or _numbers_masked(m["n2"]) != stem:
        return []
    for mp in order:
        spanned = [mp.regs.get(a) for a in range(low, high + 1)]
        regs = [r for r in spanned if r is not None]
        if len(regs) == len(spanned):
            ends = (regs[0].name, regs[-1].name)
            alike = all(_numbers_masked(r.name) == stem for r in regs)
            if alike and _spelled_alike(ends[0], m["n1"]) and _spelled_alike(ends[1], m["n2"]):
                return regs
            return []
    return []


# Injoinic: "I2C 地址0XEA 寄存器地址= 0x00" ("register address = 0x00") opening a section
# whose heading opens with the register's symbol
# (the whole line: the address phrase, only the bus address before it (a stray glyph of
# the PDF layer allowed), nothing after it; not a range, a mention, a step's write)
STATED_ADDRESS = re.compile(
    r"(?:[^\x00-\x7f]?I2C\s*(?:地址|address)\s*[=:：]?\s*0x[0-9A-Fa-f]{2}\s*[,，;；]?\s*)?"
    r"(?:(?P<zh>寄存器地址)|register\s+address)\s*[=:：]\s*(?P<a>0x[0-9A-Fa-f]{2,4})\s*[.。]?"
    # "寄存器地址= 0x6E default 0x00": its value at reset; "寄存器地址= 0x1E IP5328P 对应..":
    # a note after the Chinese label (not a range: "0x10~0x1F"; after the English one,
    # "Register address = 0x40. Reading this address pops ..", a sentence about it)
    r"(?:\s*default\s*[=:：]?\s*(?P<v>0x[0-9A-Fa-f]{1,4}))?(?(zh)(?:\s+(?P<note>(?![-~～–到至])\S.*))?|)",
    re.I,
)


# Injoinic: "2.26 CHG_ISET_5V_VBUS 寄存器地址= 0x29", the numbered heading and the
# address on one line of text
NUMBERED_STATED = re.compile(
    r"^\d+(?:\.\d+)+\s+(?P<s>\S+)\s+(?P<rest>(?:寄存器地址|register\s+address).*)$", re.I
)


def stated_for(symbol: str, line: str) -> re.Match[str] | None:
    """``line`` as the address line of the section a heading's ``symbol`` opens
    (:data:`STATED_ADDRESS`), else None: a note after the address only under a symbol
    with an underscore, and not a sentence about the register ("寄存器地址= 0x25 的 bit2
    置 1 .." under a heading "NTC": a function's description)."""
    m = STATED_ADDRESS.fullmatch(line)
    note = m.group("note") if m else None
    if m is None or (note and ("_" not in symbol or note.startswith(("的", "之", "中")))):
        return None
    return m


def _target(table: Table, maps: list[_Map]) -> tuple[list[_Reg], str]:
    """The registers a bit-field table describes (by an address in its heading or the
    lines before it, else by a summary register name in them) and the title found; of
    the maps holding the address, the one read last before the table wins (else the
    latest)."""
    # a heading the PDF set inside the table's first row comes first (full-width
    # punctuation as ASCII: Awinic's "Global control register（11H）")
    texts = [
        t.translate(_FULL_WIDTH)
        for t in (" ".join(table.header), *reversed(table.before), table.heading)
    ]
    order = _nearest_first(maps, table.start)
    caption = table.before[-1] if table.before else ""
    paged = PAGE_REGISTER_TITLE.match(caption.strip())
    if paged is not None:
        # TI: "Page 0 / Register 27: Audio Interface Setting Register 1 - 0x00 / 0x1B"
        # right over the table: that page's register (page 0's in the main map when no
        # bank holds it), or none; none for a title whose two numbers disagree
        page, titled_at = int(paged["p"]), int(paged["r"])
        if page != int(paged["ph"], 16) or titled_at != int(paged["rh"], 16):
            return [], ""
        page_maps = [m for m in maps if m.bank == str(page)]
        if not page_maps and page == 0:
            page_maps = [m for m in maps if not m.bank]
        reg = page_maps[0].regs.get(titled_at) if page_maps else None
        return ([reg] if reg is not None else []), ""
    caption_page = _PAGE_OF_REGISTER.search(caption) if _CAPTION_LINE.match(caption) else None
    if (
        caption_page is not None
        and int(caption_page["p"]) != 0
        and not any(_names_page(m, caption_page["p"]) for m in maps)
    ):
        # TI codecs: "Table 10-112. Page 1, Register 1: .." under page 0's registers of
        # the same numbers, no map of page 1: another page's register, none the maps hold
        # (a sentence mentioning a page, or a map of that page, leaves it to the rest)
        return [], ""
    if symbol_over_names(table):
        # Diodes: "PD_REQMSG | Bit | Attribute | ..": the register its name column heads
        head = table.header[0].strip()
        same = [r for m in order for r in m.regs.values() if r.named and r.name == head]
        if len(same) == 1:
            return same, ""
    stacked = (_STACKED.get() or {}).get(table.heading)
    if stacked:
        # Maxim: the last of "Fan 1 .. Fan 6 Configuration Register (02h) .. (07h)"
        held = [r for a in stacked for m in order[:1] if (r := m.regs.get(a)) is not None]
        if len(held) == len(stacked):
            return held, ""
    # TI: "0x03: FIFOTHR – RX FIFO and TX FIFO Thresholds", "0x30 (0xF0): PARTNUM –
    # Chip ID" over the table: the address and the name the map gives it there
    inline = NUMBERED_STATED.match(table.before[-1].strip("* ")) if table.before else None
    stated_at = stated_for(inline["s"], inline.group("rest").strip()) if inline else None
    if inline is not None and stated_at is not None:
        # Injoinic: "2.26 CHG_ISET_5V_VBUS 寄存器地址= 0x29" over the table, its heading
        # the section before's
        at = int(stated_at.group("a"), 16)
        held = [m.regs[at] for m in order if at in m.regs and m.regs[at].name == inline["s"]]
        if held:
            return held[:1], ""
    last = table.before[-1] if table.before else ""
    numbered = _ADDRESS_FIRST_CAPTION.search(last.strip("* ")) if last else None
    if numbered is not None:
        # ISSI: "Table 3 00h Shutdown Register", "Table 5 26h~49h LED Control Register
        # (OUT1~OUT36)" (the caption run into the paragraph above): the register at
        # that address the map names in those words
        at = int(numbered["a"], 16)
        named_so = _title_words(numbered["n"])
        held = [
            m.regs[at]
            for m in order
            if at in m.regs and named_so and _title_words(m.regs[at].name) == named_so
        ]
        if len(held) == 1:
            return held, ""
    titled = ADDRESS_COLON_NAME.match(last) if last else None
    dashed_number = _ACRONYM_DASH_NUMBER.search(table.heading) if not table.before else None
    if dashed_number is not None and re.search(r"\bregister\b", table.heading, re.I):
        # DAVICOM: "8.1 Basic Mode Control Register (BMCR) - 00" over the register's
        # table, its number after a dash: the register at that number read in decimal,
        # when hex would name none (or the same), its acronym names no other register
        # and its name shares the heading's acronym or a word (CONTROL, "Basic Mode
        # Control Register")
        number, acronym = dashed_number.group("n"), dashed_number.group("a")
        by_decimal = [m.regs[int(number)] for m in order[:1] if int(number) in m.regs]
        by_hex = [m.regs[int(number, 16)] for m in order[:1] if int(number, 16) in m.regs]
        elsewhere = [r for m in maps for r in m.regs.values() if r.named and r.name == acronym]
        heading_words = set(re.findall(r"[a-z]{4,}", table.heading.lower())) - {"register"}
        if (
            len(by_decimal) == 1
            and (not by_hex or by_hex == by_decimal)
            and all(r is by_decimal[0] for r in elsewhere)
            and (
                by_decimal[0].name == acronym
                or heading_words & set(re.findall(r"[a-z]{4,}", by_decimal[0].name.lower()))
            )
        ):
            return by_decimal, ""
    ranged = RANGE_COLON_NAME.match(last) if last else None
    if ranged is not None:
        # Awinic: "10H~3BH：LAyx(y=1~A,x=1~4)，LED ..": one layout for every register of
        # the range (a template named with its index range), when one map holds a
        # register at each of its addresses; any other title over a range ("0x0C-0x0D:
        # VC1_HI, VC1_LO", "02H~03H：Output_Port0/1") names no one register: none
        low, high = (parse_int(ranged.group(g), hex_default=True) for g in ("a", "b"))
        for mp in order:
            if not ranged["index"] or low is None or high is None or not 0 < high - low < 256:
                break
            spanned = [mp.regs.get(a) for a in range(low, high + 1)]
            if all(r is not None for r in spanned):
                return [r for r in spanned if r is not None], ""
        return [], ""
    # (the heading, when no line stands between: "6.2.5. Auto-Negotiation Advertisement
    # (0x04)" right over the register's field table)
    titling = last or (_NUMBERING.sub("", table.heading).strip() if table.heading else "")
    name_address = NAME_ADDRESS_TITLE.fullmatch(titling.strip("* ")) if titling else None
    if name_address is not None:
        # Maxim/ADI: "Interrupt Status 1 (0x00)" over the register's bit table: the
        # register at that address, when a map names it so
        titled_at = int(name_address.group("a"), 16)
        held = [
            m.regs[titled_at]
            for m in order
            if titled_at in m.regs
            and _plain(m.regs[titled_at].name) == _plain(name_address["name"])
        ]
        if held:
            return held[:1], ""
    # TI chargers: "Table 7. Input Source Control Register REG00 Field Description",
    # "[Figure 29: .. Register REG00 Format]" under the heading "Input Source Control
    # Register REG00 [reset = ..]": the register at 0x00, when the map names it in the
    # words before the number (captions and the heading only: a sentence between them
    # may mention another register)
    captions = [x for x in table.before[-3:] if _CAPTION_LINE.match(x) or _FIGURE_MARK.match(x)]
    for text in (*reversed(captions), table.heading):
        numbered_reg = _WORDS_THEN_REG.search(text)
        reg_at = int(numbered_reg["a"], 16) if numbered_reg else None
        reg_holders = [m.regs[reg_at] for m in order if reg_at is not None and reg_at in m.regs]
        words = numbered_reg["name"].casefold() if numbered_reg else ""
        so_named = [r for r in reg_holders if r.named and words.endswith(r.name.casefold())]
        if so_named:
            return so_named[:1], ""
    symbol_first = _OPENING_SYMBOL.match(last.translate(_FULL_WIDTH)) if last else None
    place = parse_int(symbol_first["a"], hex_default=True) if symbol_first else None
    if symbol_first is not None and place is not None:
        # Awinic: "表3. CTL(11H)，全局控制寄存器，.. DIM0~DIM3（20H~23H）..": the register
        # the caption opens with, whatever it mentions after
        held = [
            m.regs[place]
            for m in order
            if place in m.regs and _spelled_alike(m.regs[place].name, symbol_first["name"])
        ]
        if held:
            return held[:1], ""
    named_range = _NAMED_RANGE.search(last.translate(_FULL_WIDTH)) if last else None
    if named_range is not None:
        # Awinic AW9110: "表2. DIM0~DIM9（20H~29H），..": one layout for each register of
        # the range, when one map holds a register at each address, the first and the
        # last named as the title names them
        run = _named_span(named_range, order)
        if run:
            return run, ""
    address = parse_int(titled.group("a"), hex_default=True) if titled else None
    if titled is not None and address is not None:
        held = [m.regs[address] for m in order if address in m.regs]
        alike = [r for r in held if r.named and _spelled_alike(r.name, titled.group("name"))]
        if alike:
            return alike[:1], ""
    symbol_titled_line = _SYMBOL_TITLE.match(table.before[-1]) if table.before else None
    if symbol_titled_line is not None:
        # TI CC1200: "IOCFG3 - GPIO3 Pin Configuration" right over the register's field
        # table (no address anywhere near): the one register the maps name so
        so_named = [
            r
            for m in order
            for r in m.regs.values()
            if r.named and r.name == symbol_titled_line["name"].replace(" ", "")
        ]
        if len(so_named) == 1:
            return so_named, ""
    dashed = _SYMBOL_DASH.match(table.before[-1]) if table.before else None
    if dashed is not None and not any(
        r.named and _spelled_alike(r.name, dashed.group("name"))
        for m in maps
        for r in m.regs.values()
    ):
        # Trinamic: "SPI_STATUS – status flags transmitted with each SPI access" titles a
        # table of something no map holds; the prose above naming DRV_STATUS at 0x6F
        # says nothing of it
        return [], ""
    owner = next((name for line in table.before if (name := bits_of(line))), None)
    if owner is not None:
        # Linear: "B[7:6]" in the bit cells: register B's table, wherever it stands
        same = [r for m in order for r in m.regs.values() if r.named and r.name == owner]
        # (NXP's "B[7:5]" is a bit's mark: no register B, the title names it; a name
        # two banks hold says not which: the title's address does)
        if len(same) == 1:
            return same, ""
    # ROHM: "● SYSTEM_CONTROL ( 40h )" over the register's field table; Hynitron:
    # "GestureID @0x01" over its figure
    symbol = _symbol_at(table.before[-1]) if table.before else None
    if symbol is not None:
        held = [m.regs[symbol[1]] for m in order if symbol[1] in m.regs]
        alike = [r for r in held if r.named and _spelled_alike(r.name, symbol[0])]
        if alike:
            return alike[:1], ""
    bracketed = next(
        (m for line in reversed(table.before) if (m := _BRACKET_HEAD.match(line))), None
    )
    if bracketed is not None:
        # WIZnet: "MR (Mode Register) [R/W] [0x0000] [0x00]" over the register's figure
        # and its field table: the register of that name, when one map holds one
        same = [
            r for m in order for r in m.regs.values() if r.named and r.name == bracketed["name"]
        ]
        if len(same) == 1:
            return same, ""
    shared = _shared_caption(table, order)
    if shared:
        return shared, ""
    # (the caption right over the table; not a table naming each row's register)
    caption = table.before[-1] if table.before and _CAPTION_LINE.match(table.before[-1]) else ""
    bracket = _CAPTION_LIST.search(caption)
    rows_named = any(re.search(r"\bregister\b|\baddr", h, re.I) for h in table.header)
    if bracket is not None and not rows_named:
        # TI FDC1004: "Table 3. Measurement Registers Description (0x01, 0x03, 0x05,
        # 0x07)": each register the bracket lists (a footnote above naming others says
        # nothing of this table)
        in_bracket = [int(x, 16) for x in re.findall(r"0x([0-9A-Fa-f]{1,4})", bracket.group(1))]
        holding = [m for m in order if all(a in m.regs for a in in_bracket)]
        found = [holding[0].regs[a] for a in in_bracket] if len(holding) == 1 else []
        if found:
            return found, ""  # (two maps holding them all: which, unclear)
    for text in texts:
        # Cypress: "[Address EP0a/b:00h/08h, EP1a/b:10h/18h, ...]": each address in the
        # bracket is one of the registers the table describes
        bracket = _ADDRESS_BRACKET.search(text)
        inside = _RESET_WORD.split(bracket.group(1))[0] if bracket else ""  # not "Default: 0Fh"
        ranged = re.search(rf"(?:{_NUM})\s*[-–—]\s*(?:{_NUM})", inside)  # a range: read below
        listed = [
            n
            for x in ([] if ranged else _MARKED_HEX.findall(inside))
            if (n := parse_int(x, hex_default=True)) is not None
        ]
        if len(listed) > 1:
            found = _of_map(order, listed, text, table.heading)
            if found:
                return found, _title(text)
    for text in (line for line in reversed(table.before) if _CAPTION_LINE.match(line)):
        # IDT: "Table 9. RAM0 – 0x02: Factory Reserved Bits - ADC Gain Setting": a
        # caption opening with its one marked hex number names that address, whatever
        # the prose above it mentions ("... to registers 0x21, 0x31, 0x41"), unless it
        # states a value or names another register of the map
        # (not a caption stating a value: "(reset value 0x00)", "default 0x1F")
        marked = {int(x, 16) for x in _CAPTION_HEX.findall(text)}
        opening = _CAPTION_LINE.sub("", text.strip("*_ "))[:16]  # "RAM1 – 0x10: ..."
        if (
            len(marked) == 1
            and len(_MARKED_HEX.findall(text)) == 1  # not "Register 15h: .. (page 0x01)"
            and _CAPTION_HEX.search(opening)
            and not _RESET_WORD.search(text)
        ):
            found = _of_map(order, sorted(marked), text, table.heading)
            words = set(re.findall(r"[A-Za-z0-9_]+", text))
            named = [r for m in maps for r in m.regs.values() if r.named and r.name in words]
            if found and all(r in found for r in named):  # no other register named in it
                return found, ""
    stated = _heading_addresses(table.heading)
    for text in texts:
        if _NOTE_TAIL.fullmatch(text.strip("*_ ")):
            continue  # a caption's last word wrapped with its note mark: "Register (1)"
        # "Mode register 1 (address 00h)": the number after "address" wins over the
        # one after "register", which may be part of the register's name
        # (of two, a marked hex number first: Microchip "EXTENDED ADDRESS 5 REGISTER
        # (ADDRESS: 0x235)" is 0x235, not 5)
        matches = sorted(
            _ADDR_IN_TEXT.finditer(text),
            key=lambda m: (
                not m.group(0).lower().startswith("addr"),
                not re.search(r"0x[0-9a-f]", m.group(0), re.I),
            ),
        )
        for m in matches:
            if text[: m.start()].lower().rstrip().endswith("offset"):
                continue  # "Offset address: 0x00" is relative to a base it does not name
            if _numbered_name(m, text) or _footnote_after(m, text):
                continue
            first = next(m.group(g) for g in _NUMBER_GROUPS if m.group(g) is not None)
            if _aside(text, table, first):
                continue
            last = m.group("b") or m.group("b2")
            hexed = (
                m.group("a4") is not None
                or m.group("a6") is not None
                or (m.group("a5") is None and _looks_hex(first))
            )
            conventional = False  # hex only by the document's convention
            if not hexed and first.isdigit() and int(first, 16) in stated - {int(first)}:
                # TI: "Register 11 Field Descriptions" under "Register 11h (offset = 11h)":
                # the caption writes the heading's hex address without its mark
                hexed = True
            if (
                not hexed
                and first.isdigit()
                and _TITLES_IN_HEX.get()
                and _REG_TITLE.match(text, m.start())
            ):
                hexed = conventional = True  # "REG 1A：" in the document: "REG 13：" is hex
            if (
                not hexed
                and first.isdigit()
                and not last
                and _named_in(text[_number_end(m) :], order, int(first, 16))
            ):
                # X-Powers "REG 23：PWROFF of DCDC OVP/UVP control": the register the
                # number names in hex is the one the title names in words
                hexed = True
            if re.fullmatch(r"0[01]{4,7}", first) and not last:
                first = f"0b{first}"  # TI "(Address: 0000100)": 7 binary digits
            a = parse_int(first, hex_default=hexed)
            b = parse_int(last, hex_default=_looks_hex(last)) if last else a
            if a is None or b is None:
                continue
            # a list after the address, unless a reset word follows it ("0x0F after POR")
            more = "" if _RESET_WORD.search(text[m.end() : m.end() + 24]) else m.group("more")
            numbers = re.findall(r"[0-9A-Fa-fx]+h?", more or "")
            listed = [n for x in numbers if (n := parse_int(x, hex_default=True)) is not None]
            wanted = list(dict.fromkeys([*range(min(a, b), max(a, b) + 1), *listed]))
            found = _of_map(order, wanted, text, table.heading)
            if found and conventional and _names_another(text[_number_end(m) :], order, found):
                continue  # "REG 12：Control" where 0x12 is Gain and Control another's
            words = set(re.findall(r"[A-Za-z0-9_]+", text))
            named = [
                r
                for mp in maps
                for r in mp.regs.values()
                if r.named
                and r.name in words
                and re.fullmatch(r"[A-Z][A-Z0-9]*_[A-Z0-9_]+", r.name)
            ]
            if found and named and not any(r in found for r in named):
                # TI: "Address 0x11, SETTLECOUNT_CH0 Field Descriptions" where the map holds
                # SETTLECOUNT_CH0 at 0x10: the number and the symbol disagree, the next
                # text (the heading) decides (a symbol: a word like "Mode" is no name)
                continue
            if found:
                return found, _title(text)
    captions = [line for line in reversed(table.before) if _CAPTION.search(line)]
    # a caption that speaks of a register is the table's own label: only it names the
    # register (the PDF's text order may set the table under the next register's heading)
    own = any(re.search(r"regist", c, re.I) for c in captions)
    titles = captions if own else [table.heading, *captions]
    named = [r for m in maps for r in m.regs.values() if r.named]
    label = _LABEL_LINE.match(table.before[-1]) if table.before else None
    if label:
        # WIZnet: "IR(15:8)/IR0(7:0)" over the table of IR's bits 15..8; "Sn_MR(7:0)/..."
        # over every socket's mode register
        found = [r for r in named if r.name == label.group("name")]
        found = found or instances(label.group("name"), named)
        if found:
            return found, ""
    numbered = REG_LINE.fullmatch(table.before[-1].strip("* ")) if table.before else None
    if numbered:
        # Silergy: "REG0B(Read only)" alone on the line over the table: register REG0B
        found = [r for r in named if r.name == f"REG{numbered.group('a').upper()}"]
        if len(found) == 1:
            return found, ""
    for text in titles:
        words = set(re.findall(r"[A-Za-z0-9_]+", text))
        found = [r for r in named if r.name in words or _WIDTH_PREFIX.sub("", r.name) in words]
        if not found:  # I and l look alike in many PDF fonts (NXP: DivlEnReg, DivIEnReg)
            folded = {_il(w) for w in words}
            found = [r for r in named if _il(r.name) in folded]
        if len(found) == 1:
            return found, ""
    for text in titles:
        # a heading that is a register's map name in other case, with or without
        # "register" (SMSC: "4.2.1 BASIC CONTROL REGISTER" is "Basic Control Register"),
        # or a caption naming a register that is (TI: "Table 15. Fast Charge Control
        # Register"; a caption without the word may title the next table: TI LDC1000)
        if text and _CAPTION_LINE.match(text) and re.search(r"\bregister\b", text, re.I):
            # (less a location the caption adds after a comma: TI's "Table 14. TS Control
            # and Faults Masks Register, Memory Location 0010")
            text = re.sub(
                r",\s*memory\s+location\s+\w+\W*$", "", _CAPTION_LINE.sub("", text), flags=re.I
            )
        elif text and (dashed := _DASHED_CAPTION.match(text.strip("*_ "))) is not None:
            # Vishay: "TABLE 3 - PROXIMITY RATE REGISTER #2": the register the document
            # numbers so ("Register #2 Rate of Proximity Measurement"), else its name
            by_number = [r for r in named if dashed["n"] and r.number == int(dashed["n"])]
            if len(by_number) == 1:
                return by_number, ""
            text = dashed["title"] if re.search(r"\bregister$", dashed["title"], re.I) else ""
        bare = _bare(_NUMBERING.sub("", text)) if text else ""
        same = [r for r in named if bare and _bare(r.name) == bare]
        if len(same) == 1:
            return same, ""
    return [], ""


# a line titling a register by its symbol, a dash and its name in words ("IOCFG3 - GPIO3
# Pin Configuration", "SYMBOL_RATE1- Symbol Rate ..", "RFEND_ CFG0 - RFEND ..")
_SYMBOL_TITLE = re.compile(
    r"^\**(?P<name>[A-Z][A-Z0-9]*(?:_ ?[A-Z0-9]+)*)\s*[-\u2013\u2014]\s+[A-Z][A-Za-z0-9]"
)
# a title opening with a symbol and a spaced dash ("**SPI_STATUS – status flags ...**")
_SYMBOL_DASH = re.compile(r"^\**(?P<name>[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\s+[\u2013\u2014-]\s+\S")


_CAPTION_HEX = re.compile(r"\b0x([0-9A-Fa-f]{1,4})\b")


# a register's name and a bit range labelling the table under it, alone on its line
_LABEL_LINE = re.compile(
    r"^\s*(?P<name>[A-Za-z_][A-Za-z0-9_]*)\s*\(\d{1,2}:\d{1,2}\)"
    r"(?:\s*/\s*[A-Za-z_][A-Za-z0-9_]*\s*\(\d{1,2}:\d{1,2}\))*\s*$"
)


def instances(template: str, regs: list[_Reg]) -> list[_Reg]:
    """The registers a template name stands for (``Sn_MR``: ``S0_MR`` .. ``S7_MR``),
    in map order; [] for a name without a placeholder."""
    pattern = instance_pattern(template)
    return [r for r in regs if pattern.fullmatch(r.name)] if pattern else []


def placeholder_instances(text: str, maps: list[_Map]) -> list[_Reg]:
    """The registers a title opening with a symbol with a placeholder index stands for
    (``ADC_DATA_CHn: ..`` -> ADC_DATA_CH0 .. ADC_DATA_CH7): two or more by their names,
    else []."""
    m = re.match(r"[A-Z][A-Z0-9_]*?[A-Z_][nx]\b", text.strip())
    named = [r for mp in maps for r in mp.regs.values() if r.named]
    regs = instances(m.group(0), named) if m else []
    return regs if len(regs) >= 2 else []


def instance_number(template: str, name: str) -> int | None:
    """The number ``name`` puts in place of the template's one placeholder."""
    pieces = _PLACEHOLDER.split(template)
    if len(pieces) != 2:
        return None
    m = re.fullmatch(rf"{re.escape(pieces[0])}(\d{{1,2}}){re.escape(pieces[1])}", name)
    return int(m.group(1)) if m else None


# a value after an address list is a reset, not another address: "[Address: 00h, Default:
# 0Fh]", "(address 0x00, 0x0F after POR)"
_RESET_WORD = re.compile(r"\b(?:default|reset|value|por|after|initial|init)\b", re.I)
_ADDRESS_BRACKET = re.compile(r"\[\s*address(?:es)?\b([^\]]*)\]", re.I)
_MARKED_HEX = re.compile(r"\b0x[0-9A-Fa-f]+\b|\b[0-9A-Fa-f]*[0-9][0-9A-Fa-f]*h\b")


def _aside(text: str, table: Table, first: str) -> bool:
    """Whether ``text``, a line over ``table``, mentions address ``first`` in passing: a
    sentence (a line of more than 12 words, no caption) naming another address than
    the register addresses the heading states (Maxim: "Note: ... (set with bit 2 of
    Configuration 0 register (00h)) ..." between the Fault Status Register's heading
    and its bit table). A heading naming a range (``(0x06 to 0x07)``) states each
    address of it; a bus address (``I2C Address 0x1D``) is none."""
    if text == table.heading or text not in table.before:
        return False
    if _CAPTION_LINE.match(text) or len(text.split()) <= 12:
        return False
    stated = _register_addresses(table.heading)
    return bool(stated) and parse_int(first, hex_default=True) not in stated


_BUS_WORD = re.compile(r"\b(?:i2c|i²c|spi|slave|device|bus|7-bit|8-bit)\s*$", re.I)


def _register_addresses(heading: str) -> set[int]:
    """The register addresses a heading states in marked hex, each address of a range
    (at most 64), less bus addresses (``I2C Address 0x1D``)."""
    out: set[int] = set()
    for m in _ADDR_IN_TEXT.finditer(heading):
        if _BUS_WORD.search(heading[: m.start()]):
            continue
        first = m.group("a") or m.group("a2") or m.group("a3")
        last = m.group("b") or m.group("b2") or first
        if not (first and _MARKED_HEX.fullmatch(first) and _MARKED_HEX.fullmatch(last)):
            continue
        low, high = parse_int(first, hex_default=True), parse_int(last, hex_default=True)
        if low is not None and high is not None and 0 <= high - low < 64:
            out.update(range(low, high + 1))
    return out


def _heading_addresses(heading: str) -> set[int]:
    """The addresses a heading states in marked hex (``0x11``, ``11h``)."""
    out = set()
    for m in _ADDR_IN_TEXT.finditer(heading):
        first = m.group("a") or m.group("a2") or m.group("a3")
        if first and _MARKED_HEX.fullmatch(first):
            value = parse_int(first, hex_default=True)
            if value is not None:
                out.add(value)
    return out


def _numbered_name(m: re.Match[str], text: str) -> bool:
    """Whether match ``m`` of _ADDR_IN_TEXT is a plain number ending a register's name
    ("Auto Volume Control Register 4") in a ``text`` that states an address in hex
    elsewhere ("Index-24h: Auto Volume Control Register 4"), or that is a caption naming
    the register in words ("Table 36. Receiver configuration register 1")."""
    a = m.group("a")
    if a is None or not a.isdigit() or not m.group(0).lower().startswith("regist"):
        return False
    rest = text[: m.start()] + " " + text[m.end() :]
    if _MARKED_HEX.search(rest) is not None:
        return True
    # ST: "Table 36. Receiver configuration register 1": a caption ending in a name whose
    # words come before "register N" (not "Table 5. Register 12", a number alone)
    head = text[: m.start()].lstrip("*_ ")
    caption = _CAPTION_LINE.match(head)
    return bool(
        caption
        and re.search(r"[A-Za-z]{3,}", head[caption.end() :])
        and re.fullmatch(r"[*_\s]*", text[m.end() :])
    )


def _footnote_after(m: re.Match[str], text: str) -> bool:
    """Whether match ``m`` of _ADDR_IN_TEXT is a footnote mark set right after the word
    "register" (TI: "Table 6-8. Byte 1 of Temperature Register(1)"): one decimal digit
    in parentheses with no space before them, ending the text."""
    a = m.group("a")
    return (
        a is not None
        and len(a) == 1
        and a.isdigit()
        and re.fullmatch(r"registers?\(", m.group(0)[: -len(a)], re.I) is not None
        and re.fullmatch(r"\)[*_\s]*", text[m.end() :]) is not None
    )


# a caption joined to its title by a dash, the register's number after the title
_DASHED_CAPTION = re.compile(
    r"table\s+\d{1,3}\s*[-\u2013\u2014]\s*(?P<title>[A-Za-z].*?)(?:\s*#(?P<n>\d{1,3}))?$", re.I
)


@functools.lru_cache(maxsize=8192)
def _bare(name: str) -> str:
    words = re.findall(r"[a-z0-9]+", name.casefold())
    return " ".join(w for w in words if w not in ("register", "registers"))


def _il(name: str) -> str:
    return name.replace("l", "I")


def _looks_hex(text: str) -> bool:
    return (
        text.lower().startswith("0x")
        or text.lower().endswith("h")
        or any(c in "abcdefABCDEF" for c in text)
    )


def _title(text: str) -> str:
    """A register's name from a heading such as ``7.6.2 Mode (Address: 0x01)``."""
    # the PDF layer's mark of a figure ("[Figure 8-10: Register 00 Field Descriptions,
    # page 25]"): its caption
    text = re.sub(
        r"^\[figure\s+[^:\]]*:\s*(.*?)(?:,\s*page\s+\d+)?\]$", r"\1", text.strip(), flags=re.I
    )
    title = _NUMBERING.sub("", _CAPTION_LINE.sub("", text.strip("*_ "))).strip("*_ ")
    # Silicon Labs: "Register 0. Device Status": the number is the address, not a name
    title = re.sub(r"^register\s+\d{1,3}\s*[.:–-]\s*(?=\S)", "", title, flags=re.I)
    if re.fullmatch(
        r"register\s+(?:\d{1,3}|[0-9A-F]{1,3}h|0x[0-9A-F]{1,4})"
        r"(?:\s+(?:information|(?:field\s+)?descriptions?|details))?",
        title,
        re.I,
    ):
        # "Table 23. Register 40 information", TI "Register 00 Field Descriptions": a
        # number, no name
        return ""
    # TI: "Register 0h (offset = 0h) [reset = 0h]": the words before the offset
    name = re.sub(r"\(?\s*(?:address|addr|offset\s*=)\s*:?.*$", "", title, flags=re.I).strip(
        " -–:()"
    )
    # a sentence of the prose is no title (TI: "The THERM Status register reports the
    # state of .. and is read by accessing pointer 21h")
    return "" if len(name.split()) > 12 else name


def _named_at_start(text: str, maps: list[_Map]) -> _Reg | None:
    """The one register whose map name (several words allowed: ``Configuration
    Register A``) opens ``text`` as whole words; the longest such name wins."""
    low = text.lower()
    hits = [
        r
        for m in maps
        for r in m.regs.values()
        if r.named
        and " " in r.name
        and low.startswith(r.name.lower())
        and not low[len(r.name) : len(r.name) + 1].isalnum()
    ]
    if not hits:
        return None
    longest = max(len(r.name) for r in hits)
    best = [r for r in hits if len(r.name) == longest]
    return best[0] if len(best) == 1 else None


# a caption giving the address before the register's name in words: "Table 3 00h
# Shutdown Register", "Table 5 26h~49h LED Control Register (OUT1~OUT36)"
_ADDRESS_FIRST_CAPTION = re.compile(
    r"\btable\s+\d+[.:]?\s+(?P<a>[0-9A-Fa-f]{2})h(?:\s*[~\u2013-]\s*[0-9A-Fa-f]{2}h)?\s+"
    r"(?P<n>[A-Za-z][\w /&-]*?)(?:\s*\([^)]*\))?$",
    re.I,
)


_TITLE_NOISE = {"register", "registers", "reg", "and", "the", "of", "bits"}
_ENUMERATED = re.compile(r"\b(?P<nums>\d+(?:\s*,\s*\d+)*,?\s*(?:and|&)\s*\d+)\b", re.I)
_DASH_SYMBOL = re.compile(r"[-–—]\s*(?P<s>[^\s()\-–—]+)\s*(?:\([^)]*\))?\s*$")


@functools.lru_cache(maxsize=8192)
def _title_words(text: str) -> frozenset[str]:
    text = re.sub(r"\([^)]*\)", " ", text)  # (READ-ONLY), (ADDRESS 0x05)
    words = (w for w in re.findall(r"[a-z0-9δΔ]+", text.casefold()) if w not in _TITLE_NOISE)
    return frozenset(w[:-1] if len(w) > 3 and w.endswith("s") else w for w in words)


def titled_registers(title: str, maps: list[_Map]) -> list[_Reg]:
    """The registers a register figure's title names by their map names, else []:

    * the same words (case, punctuation and the words "register"/"and" aside):
      ``DEVICE CONFIGURATION REGISTER`` is ``Device Configuration``;
    * the title's words all in exactly one name, or one name's words all in the title
      (``SENSOR CONFIGURATION`` in ``Thermocouple Sensor Configuration``);
    * an enumeration names one register per number: ``ALERT 1, 2, 3 AND 4
      CONFIGURATION REGISTER`` is ``Alert 1 Configuration`` .. ``Alert 4 Configuration``
      (a leading ``THYSTx:`` symbol is dropped);
    * a symbol after a final dash names the one register whose name ends with it
      (``... REGISTER - TH (READ-ONLY)`` is ``Hot-Junction Temperature – TH``).

    Every title must name exactly one register for any to be returned."""
    regs = [r for m in maps for r in m.regs.values() if r.named]
    if not regs:
        return []
    title = re.sub(r"^\s*[A-Za-z][A-Za-z0-9_]*\s*:\s*(?=\S+\s+\S)", "", title)
    variants = [title]
    m = _ENUMERATED.search(title)
    if m:
        nums = re.findall(r"\d+", m.group("nums"))
        variants = [title[: m.start()] + n + title[m.end() :] for n in nums]
    words = {id(r): _title_words(r.name) for r in regs}
    found: list[_Reg] = []
    for variant in variants:
        want = _title_words(variant)
        if not want:
            return []
        hits = [r for r in regs if words[id(r)] == want]
        if not hits:
            hits = [
                r for r in regs if want <= words[id(r)] or (words[id(r)] and words[id(r)] <= want)
            ]
        if len(hits) != 1:
            sym = _DASH_SYMBOL.search(variant)
            ends = [
                r
                for r in regs
                if sym is not None
                and (own := _DASH_SYMBOL.search(r.name)) is not None
                and own.group("s").casefold() == sym.group("s").casefold()
            ]
            hits = ends if len(ends) == 1 else []
        if len(hits) != 1 or hits[0] in found:
            return []
        found.append(hits[0])
    return found


# a figure title's leading symbol: "TXBnCTRL: ...", or Microchip's newer "CiCON – CAN ..."
_TITLE_SYMBOL = re.compile(r"^\s*([A-Za-z][A-Za-z0-9_]*)(?:\s*:|\s+[–—-]\s)")
# the numbers a symbol's lower-case letter runs over: "(m = 1 TO 31)"
_TITLE_INDEX = re.compile(r"\(\s*([a-z])\s*=\s*(\d{1,3})\s*(?i:to|-|–)\s*(\d{1,3})\s*\)")
_TITLE_ADDRESSES = re.compile(r"\(\s*address(?:es)?\s*:?\s*([^)]*)\)", re.I)
_HEX_ITEM = re.compile(
    r"(?<![0-9A-Za-z])(?:0x([0-9A-Fa-f]{1,4})|([0-9A-Fa-f]{1,4})h)"
    r"(?:\s*-\s*(?:0x([0-9A-Fa-f]{1,4})|([0-9A-Fa-f]{1,4})h))?"
)


def symbol_titled(title: str, maps: list[_Map], *, indexed: bool = False) -> list[_Reg]:
    """The registers a Microchip figure title names by its symbol, lower-case letters
    standing for numbers (``TXBnCTRL: ... (ADDRESS: 30h, 40h, 50h)`` is TXB0CTRL,
    TXB1CTRL and TXB2CTRL; ``ALMxSEC: ... (ADDRESSES 0x0A/0x11)`` ALM0SEC and ALM1SEC;
    ``CANSTAT: ... (ADDRESS: XEh)`` the one CANSTAT; the symbol may end at a spaced dash:
    ``CiCON – CAN CONTROL REGISTER``): every address the title lists must hold a register
    the symbol names, else []; with ``indexed``, a title stating the numbers a letter
    runs over (``CiFIFOCONm – ... (m = 1 TO 31)``) names the registers of exactly those
    numbers, or none; a title listing neither names the one register of that symbol,
    if one."""
    m = _TITLE_SYMBOL.match(title)
    if m is None or not any(c.isupper() for c in m.group(1)):
        return []
    symbol = m.group(1)
    index = _TITLE_INDEX.search(title)
    if indexed and index and symbol.count(index.group(1)) == 1:
        # "CiFIFOCONm – ... (m = 1 TO 31)": the registers of every m, all of them or none
        letter, low, high = index.group(1), int(index.group(2)), int(index.group(3))
        pattern = re.compile(
            "".join(
                r"(?P<n>\d{1,3})" if c == letter else r"\d" if c.islower() else re.escape(c)
                for c in symbol
            )
        )
        ran = [
            (int(hit.group("n")), r)
            for mp in maps
            for r in mp.regs.values()
            if r.named and (hit := pattern.fullmatch(r.name)) is not None
        ]
        wanted = list(range(low, high + 1))
        if sorted(n for n, _ in ran) == wanted:
            return [r for _, r in sorted(ran, key=lambda item: item[0])]
        return []
    pattern = re.compile("".join(r"\d" if c.islower() else re.escape(c) for c in symbol))
    named = [r for mp in maps for r in mp.regs.values() if r.named and pattern.fullmatch(r.name)]
    listed = _TITLE_ADDRESSES.search(title)
    addresses: list[int] = []
    for item in _HEX_ITEM.finditer(listed.group(1) if listed else ""):
        first = int(item.group(1) or item.group(2), 16)
        last = item.group(3) or item.group(4)
        addresses.extend(range(first, (int(last, 16) if last else first) + 1))
    if not addresses:
        return named if len(named) == 1 else []
    found = [r for r in named if r.first in addresses]
    return found if sorted(r.first for r in found) == sorted(set(addresses)) else []
