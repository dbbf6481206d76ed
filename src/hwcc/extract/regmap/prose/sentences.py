"""Resets read from sentences: per-field defaults, labelled values, document-wide reset
statements and their exceptions, registers a sentence clears."""

from __future__ import annotations

import re

from hwcc.extract.numbers import parse_int
from hwcc.extract.regmap.prose.shared import _binary
from hwcc.extract.regmap.state import _NUM, _Map, _Reg, _width, common_width
from hwcc.extract.regmap.targets import _named_at_start, heading_targets, titled_registers
from hwcc.types import ParseResult
from hwcc.util.markdown import HEADING

_DEFAULT_SENTENCE = re.compile(
    rf"(?:^|(?<=[.;]\s))(?P<subj>[^.;]{{0,80}}?)\s+"
    rf"(?:defaults?\s+(?:value\s+)?(?:is|to)|(?:is|are)\s+(?:initiali[sz]ed|reset)\s+to)"
    rf"\s+(?P<v>{_NUM})(?=\s|[.,;]|$)",
    re.I,
)


# ST: a register section's own line "Read only – default = 00h" (the access, then the
# value at reset), alone on its line under the register's heading
_ACCESS_DEFAULT = re.compile(
    r"(?:read[ -]only|read/write|write[ -]only|R/W|RW|RO|WO|R|W)\s*[–—,-]\s*"
    r"default(?:\s+value)?\s*[=:]\s*(?P<v>0x[0-9A-Fa-f]+|[0-9A-Fa-f]+h)\.?",
    re.I,
)  # the access word and a marked hex value: a field's "Default value: 11" is no match


# Silicon Labs: "Reset value = 0000 0000" alone on its line under a register's heading
# or title line (``PS_LED21 @ 0x0F``: the register of that name at that address), in
# binary (a hex "Reset value: 0x68" line is read where its section's own layout is)
_AT_TITLE = re.compile(
    r"(?P<name>[A-Za-z_][\w/]*)(?:\s*:[^@:]{1,80})?\s*@\s*(?P<a>0x[0-9A-Fa-f]{1,4})"
)  # "MEAS_RATE0: MEAS_RATE Data Word Low Byte @ 0x08" too


_RESET_LINE = re.compile(r"reset\s+value\s*[=:]\s*(?P<b>[01]{4}(?:\s?[01]{4}){0,3})\.?", re.I)


def _prose_defaults(result: ParseResult, maps: list[_Map]) -> None:
    """Resets stated in a sentence about the register(s) of the section: "The Timing
    Register defaults to 02h at power on." under a heading that names the register by
    address (or several: "... registers default to 00h" under ``(2h − 5h)``), or in a
    paragraph that opens with the register's name ("Configuration Register A ... CRA
    default is 0x10."), or in a line of its own under a heading naming one register
    ("Read only – default = 00h", "Reset value = 0000 0000"; the first such line under a
    title line ``PS_LED21 @ 0x0F`` goes to the register of that name at that address,
    when the map holds it, else to none, as do later ones and those after a line naming
    another register alone). The sentence's subject
    must speak of a register (or be one upper-case abbreviation), not of a bit or
    field, and the value must fit the register; a register that has a reset keeps it."""
    heading = ""
    targets: list[_Reg] | None = None  # the heading's registers, found when first needed
    titled: list[_Reg] | None = None  # the register an "NAME @ 0x03" line titled
    names = {r.name.casefold() for mp in maps for r in mp.regs.values() if r.named}
    for raw in result.content.split("\n"):
        line = raw.strip()
        head = HEADING.match(line)
        if head:
            heading, targets, titled = head.group(2), None, None
            continue
        if titled and line.casefold() in names:
            titled = []  # another register's title the PDF split from its "@ 0x01"
            continue
        at = _AT_TITLE.fullmatch(line)
        if at:
            address = int(at.group("a"), 16)
            titled = [
                r
                for mp in maps
                if (r := mp.regs.get(address)) is not None
                and r.named
                and r.name.casefold() == at.group("name").casefold()
            ]
            continue
        low = line.lower()
        if not line or line.startswith("|") or ("default" not in low and "reset" not in low):
            continue
        alone = _ACCESS_DEFAULT.fullmatch(line) or _RESET_LINE.fullmatch(line)
        if titled is not None and re.match(r"reset\s+value\b", low):
            # a title's register takes the first reset line after it (one it cannot
            # read, "xxxx xxxx", too), no later one
            mine, titled = titled, []
            if alone and len(mine) == 1 and (binary := alone.groupdict().get("b")):
                value, width = _binary(binary)
                if mine[0].reset is None and width == (mine[0].width or 8):
                    mine[0].reset = value
            continue
        if not alone and not _DEFAULT_SENTENCE.search(line):
            continue
        if targets is None:
            targets = (
                (heading_targets(heading, maps) or titled_registers(heading, maps))
                if heading
                else []
            )
        if alone:
            binary = alone.groupdict().get("b")
            if len(targets) == 1 and binary:
                value, width = _binary(binary)
                if targets[0].reset is None and width == (targets[0].width or 8):
                    targets[0].reset = value
            elif len(targets) == 1:
                _give_reset(targets[0], alone.group("v"))
            continue
        own = _named_at_start(line, maps)
        regs = [own] if own is not None else targets
        for m in _DEFAULT_SENTENCE.finditer(line):
            subject = m.group("subj").strip()
            words = set(re.findall(r"[a-z]+", subject.lower()))
            if words & {"bit", "bits", "field", "fields", "mode", "value"}:
                continue
            abbreviation = re.fullmatch(r"[A-Z]{2,5}", subject)
            if not ({"register", "registers"} & words or abbreviation):
                continue
            for reg in regs:
                # an abbreviation is the register's own (``CRA`` of Configuration
                # Register A), not a field's ("SHDN is reset to 0" in Config's section)
                if not abbreviation or subject in (reg.name.upper(), _initials(reg.name)):
                    _give_reset(reg, m.group("v"))
            break


def _initials(name: str) -> str:
    """The capitals of a register name's words: ``CRA`` for Configuration Register A."""
    return "".join(w[0] for w in re.findall(r"[A-Za-z0-9]+", name)).upper()


# Maxim: "Register Type: Special Initial Value: 0x2039 The RelaxCfg register ..." opening
# a register's section: a labelled value, then a bracketed note or the next sentence
_LABELLED_VALUE = re.compile(r"\b(?:initial|reset|default|power[- ]on)\s+value\s*:\s*", re.I)


_REGISTER_TYPE = re.compile(r"(?:register\s+type\s*:\s*[A-Za-z]+(?:\s*\([^)]*\))?\s+)?", re.I)


_FIELD_HEADING = re.compile(r"\bbits?\b|\bfields?\b|[A-Za-z]\.[A-Za-z]", re.I)


_MARKED = r"(?:0x[0-9A-Fa-f]+|[0-9][0-9A-Fa-f]*h)(?![\w])"


_AFTER_VALUE = r"\s*(?:$|(?=[A-Z][a-z]))"  # the end, or a sentence


_ONE_VALUE = re.compile(rf"(?P<v>{_MARKED})(?:\s*\((?P<note>[^()]*)\))?{_AFTER_VALUE}")


_NAME_IS = rf"[A-Za-z_]\w*\s*=\s*{_MARKED}"  # "TGain = 0xEE56"


_FOR_NAME = rf"{_MARKED}\s+for\s+[A-Za-z_]\w*"  # "0x2210 for Config"


_JOIN = r"\s*(?:,\s*(?:and\s+)?|and\s+)"


_PER_NAME = re.compile(
    rf"(?:{_NAME_IS}(?:{_JOIN}{_NAME_IS})+|{_FOR_NAME}(?:{_JOIN}{_FOR_NAME})+){_AFTER_VALUE}"
)


_PAIR = re.compile(
    rf"(?P<n>[A-Za-z_]\w*)\s*=\s*(?P<v>{_MARKED})|(?P<v2>{_MARKED})\s+for\s+(?P<n2>[A-Za-z_]\w*)"
)


def _labelled_values(result: ParseResult, maps: list[_Map]) -> None:
    """Resets given by a labelled value on the first line of a register's section
    (``Initial Value: 0x2039``, ``Reset value: 0x00 (...)``; the line after a ``Register
    Type: Capacity`` line of its own counts as the first): the one register the
    heading names (by name; an address it also gives must be that register's: a
    heading ``dQAcc Register (05h)`` over another register's address names none), or
    per name (``TGain = 0xEE56 and TOff = 0x1DA4``, ``0x2210 for Config, 0x3658 for
    Config2``) each a register the heading names. A value followed by a second one in
    brackets (``0x870C (0x890C)``), a percentage or a value for a register the heading
    does not name gives nothing; a register that has a reset keeps it."""
    named: dict[str, list[_Reg]] = {}
    width: dict[int, int | None] = {}  # register -> its map's common width
    for m in maps:
        common = common_width(m)
        for r in m.regs.values():
            width[id(r)] = common
            if r.named:
                named.setdefault(r.name.casefold(), []).append(r)
    heading: str | None = None
    for raw in result.content.split("\n"):
        line = raw.strip()
        head = HEADING.match(line)
        if head:
            heading = head.group(2)
            continue
        if not line or heading is None:
            continue
        if _REGISTER_TYPE.fullmatch(line + " "):
            continue  # "Register Type: Capacity" on a line of its own: the value next
        typed = _REGISTER_TYPE.match(line)
        title, heading = heading, None  # only the section's first line
        # the label opens the line or follows the register's type ("Register Type:
        # Special Initial Value: ..."), never a field's name ("NEMPTY default value:");
        # a heading about a bit or field (".. Tex bit of ..", "Config.Tex") names none
        label = _LABELLED_VALUE.match(line, typed.end() if typed else 0)
        if label is None or _FIELD_HEADING.search(title):
            continue
        rest = line[label.end() :]
        words = {w.casefold() for w in re.findall(r"[A-Za-z_]\w*", title)}
        in_title = [regs[0] for w in words if len(regs := named.get(w, [])) == 1]
        by_address = heading_targets(title, maps)
        pairs = _PER_NAME.match(rest)
        if pairs:
            for pair in _PAIR.finditer(pairs.group(0)):
                regs = named.get((pair.group("n") or pair.group("n2")).casefold(), [])
                if len(regs) != 1 or regs[0] not in in_title:
                    break
            else:
                for pair in _PAIR.finditer(pairs.group(0)):
                    reg = named[(pair.group("n") or pair.group("n2")).casefold()][0]
                    _give_reset(reg, pair.group("v") or pair.group("v2"), width[id(reg)])
            continue
        one = _ONE_VALUE.match(rest)
        if one is None or re.search(_MARKED, one.group("note") or ""):
            continue
        regs = in_title if len(in_title) == 1 and by_address in ([], in_title) else []
        if not in_title and len(by_address) == 1:
            regs = by_address
        for reg in regs:
            _give_reset(reg, one.group("v"), width.get(id(reg)))


def _give_reset(reg: _Reg, text: str, width: int | None = None) -> None:
    """``reg`` takes the value ``text`` writes as its reset, unless it has one or the
    value (or its written digits) do not fit its width (``width`` where the register
    states none)."""
    digits = re.sub(r"^0x|h$", "", text, flags=re.I)
    value = parse_int(text)
    width = reg.width or width or _width(reg)
    fits = value is not None and value.bit_length() <= width
    if reg.reset is None and fits and len(digits) * 4 <= max(width, 8):
        reg.reset = value


_ALL_RESET = re.compile(
    rf"reset value is (?P<v>{_NUM}) for all (?:the )?registers (?:other than|except)", re.I
)


_EXCEPTION = re.compile(
    rf"\bregister\s+(?P<r>{_NUM})\s*(?:[:=]\s*(?P<v>{_NUM})|\(\s*(?P<pv>{_NUM})\s*\))", re.I
)


# "..., also the self-test registers contain preprogrammed values and will not be 0x00"
_NOT_COMMON = re.compile(
    r"\bthe ([\w-]+(?: [\w-]+)?) registers (?:contain|hold|are)\b[^.]*\bnot\b", re.I
)


def _prose_resets(result: ParseResult, maps: list[_Map]) -> None:
    """Resets a datasheet states in prose for all registers but a listed few (InvenSense:
    "The reset value is 0x00 for all registers other than the registers below.
    Register 107: 0x40. Register 117: 0x68." or "Register 107 (0x01) Power Management
    1"): the listed ones get theirs, every other register without a reset gets the
    common value, except a kind the sentence sets apart ("also the self-test registers
    contain preprogrammed values and will not be 0x00": registers named SELF_TEST...).
    Only for the one register map of the document that holds every listed register
    (an MPU-9250's map beside its magnetometer's: the listed registers tell whose)."""
    if not maps:
        return
    lines = result.content.split("\n")
    for index, line in enumerate(lines):
        m = _ALL_RESET.search(line)
        if m is None:
            continue
        common = parse_int(m.group("v"))
        following = [x for x in lines[index + 1 : index + 12] if x.strip()][:4]
        tail = " ".join([line, *following])[m.end() :]
        listed: dict[int, int] = {}
        for e in _EXCEPTION.finditer(tail):
            address, value = parse_int(e.group("r")), parse_int(e.group("v") or e.group("pv"))
            if address is None or value is None:
                return
            listed[address] = value
        holding = [mp for mp in maps if all(a in mp.regs for a in listed)]
        if common is None or not listed or len(holding) != 1:
            return
        regs = holding[0].regs
        apart = [re.sub(r"[\s-]+", "_", k.group(1)).upper() for k in _NOT_COMMON.finditer(line)]
        for address, reg in regs.items():
            if reg.reset is not None or reg.last != reg.first:
                continue
            if address not in listed and any(a in reg.name.upper() for a in apart):
                continue
            reg.reset = listed.get(address, common)
        return


_CLEARED_EXCEPT = re.compile(
    r"\ball registers\b[^.]{0,80}?\b(?:are|is) (?:cleared|reset|set to (?:logic )?0)\b[^.]{0,20}?"
    r"\bwith the exception of (?:the )?bits? (?P<bits>[A-Z][\w/]*(?:\s*,\s*[A-Z][\w/]*)*"
    r"(?:,?\s+and\s+[A-Z][\w/]*)?),? which (?:are|is) set to (?:logic )?1\b"
)


# Maxim: "At power-on, all register bits except 3 are cleared. The following 3 bits are
# set to 1 to indicate ...: - IN3BAVIRQ - IN2BAVIRQ - IN0BAVIRQ"
_CLEARED_BUT = re.compile(
    r"\ball register bits except (?P<n>\d) are cleared\. The following \d bits are set to 1"
    r"[^:]{0,200}:(?P<list>(?:\s*-\s*[A-Z][\w/]*){1,9})"
)


def _bits_set(register_map: _Map, names: list[str]) -> dict[int, int] | None:
    """Register address -> the bits ``names`` set there, of the first register of
    ``register_map`` holding each; None when one name is in none."""
    found: dict[int, int] = {}
    for name in names:
        hit = next(
            (
                (reg.first, bit)
                for reg in register_map.regs.values()
                if (bit := _named_bit(reg, name)) is not None
            ),
            None,
        )
        if hit is None:
            return None
        found[hit[0]] = found.get(hit[0], 0) | (1 << hit[1])
    return found


# TI: "The default value in all registers is 0." one value for every register, in a
# sentence of its own (not "..., unless otherwise noted", not "... except ...")
# (Linear: "†Power-on reset sets all registers to 00h.", the note a map's header marks)
_BLANKET_RESET = re.compile(
    rf"(?:^|(?<=[.!?*]\s)|(?<=^\*\*)|(?<=\u2020))(?:(?:the )?(?:default|reset|power[- ]on) "
    rf"value (?:in|of|for) (?:all|every) (?:the )?registers? is (?P<v>{_NUM})"
    rf"|(?:power[- ]on )?reset sets all (?:the )?registers to (?P<v2>{_NUM}))\s*\.",
    re.I,
)


def _blanket_resets(result: ParseResult, maps: list[_Map]) -> None:
    """Resets a document states for every register in one sentence ("The default value
    in all registers is 0."): each register of the document's one map without a reset
    takes the value, where it fits and none of its fields states another value at reset
    (a field table's default is the more specific statement). Only a sentence in the
    section of the map's first table, with no exception named in it or in the lines
    after it ("The exceptions are ...", "..., unless noted"); not where the document has
    several maps (which one the sentence means is not written)."""
    if len(maps) != 1:
        return
    lines = result.content.split("\n")
    heading = ""
    for k, line in enumerate(lines):
        head = HEADING.match(line.strip())
        if head:
            heading = head.group(2).strip()
            continue
        m = _BLANKET_RESET.search(line.strip())
        if m is None or heading != maps[0].section.strip():
            continue
        following = " ".join([line[m.end() :], *lines[k + 1 : k + 3]])
        if _EXCEPTED.search(following):
            return
        for reg in maps[0].regs.values():
            stated = any(f.reset_value is not None for f in reg.fields) or reg.fixed
            if reg.last == reg.first and not stated:
                _give_reset(reg, m.group("v") or m.group("v2"))
        return


_EXCEPTED = re.compile(r"\bexcept|\bexception|\bunless\b|\bother than\b|\bapart from\b", re.I)


def _cleared_resets(result: ParseResult, maps: list[_Map]) -> None:
    """Resets a datasheet states as one rule (NXP PCF8563: "all registers ... are
    cleared with the exception of bits FE, VL, TD1, TD0, TESTC and AE which are set to
    logic 1"; Maxim: "all register bits except 3 are cleared. The following 3 bits are set
    to 1 ...:" and a list): each register of the one map holding every named bit (of a
    document's maps, the mode or bank the rule speaks of) without a reset gets the
    value of its named bits set, the rest 0; a bit is found by a one-bit field's name,
    or as bit n of a field numbering its bits (``TD1`` in ``TD`` [1:0])."""
    text = " ".join(result.content.split())
    m = _CLEARED_EXCEPT.search(text)
    listed = _CLEARED_BUT.search(text)
    if m is not None:
        names = [n.strip() for n in re.split(r",|\band\b", m.group("bits")) if n.strip()]
    elif listed is not None:
        names = re.findall(r"-\s*([A-Z][\w/]*)", listed.group("list"))[: int(listed.group("n"))]
        if len(names) != int(listed.group("n")):
            return
    else:
        return
    holding = [(mp, found) for mp in maps if (found := _bits_set(mp, names)) is not None]
    if len(holding) != 1:
        return  # the rule names bits of no map, or of several: whose it is is unclear
    register_map, found = holding[0]
    for reg in register_map.regs.values():
        if reg.reset is None and reg.last == reg.first and (reg.fields or reg.first in found):
            reg.reset = found.get(reg.first, 0)


def _named_bit(reg: _Reg, name: str) -> int | None:
    """The bit of ``reg`` that ``name`` names (see :func:`_cleared_resets`)."""
    for f in reg.fields:
        if f.name == name and f.msb == f.lsb:
            return f.lsb
    numbered = re.fullmatch(r"([A-Za-z_]+?)(\d+)", name)
    if numbered:
        for f in reg.fields:
            if f.name == numbered.group(1) and f.lsb + int(numbered.group(2)) <= f.msb:
                return f.lsb + int(numbered.group(2))
    return None
