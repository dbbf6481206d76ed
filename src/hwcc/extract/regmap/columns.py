"""What a table's columns and cells say: column roles from the header words
(:func:`column_roles`), bit columns, address cells (:func:`address_of`; hex and binary
columns), name cells (:func:`clean_name`, reserved names, access words), a table's kind
(:func:`_kind`: summary, fields, bit row, unclear or other), its caption and where it
is. Pure functions of a table: no register is made here."""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Iterable

from hwcc.extract.numbers import parse_bits, parse_int, parse_range
from hwcc.extract.regmap.state import (
    _ADDRESS_CAPTION,
    _BIT_ROW_WIDTHS,
    _BITCOL,
    _CAPTION,
    _FIXED_BIT,
    _IDENT,
    _NUM,
    ACCESS,
    ADDR,
    ADDRESS_COLON_NAME,
    ADDRESS_LABEL,
    AT_SECTION,
    BIT,
    CAPTION_REGISTER,
    DESC,
    NAME,
    REGNAME,
    RESET,
    SIZE,
    VALUE,
    symbol_address_title,
)
from hwcc.extract.tables import Table
from hwcc.util.markdown import MERGED_MARK

_WORDS = re.compile(r"[a-z0-9]+")

_PIECE = re.compile(r"^[A-Za-z0-9_\[\]:]+$")
# a name ending in a declared range, "GYR_Bandwidth <2:0>"
_RANGED = re.compile(r"^(?P<base>.*?\S)(?P<range>\s*[<\[]\d+(?::\d+)?[>\]])$")

_R_ADDRESS = re.compile(
    r"^R(?P<dec>\d+)\b|^(?P<dec2>\d+)\s*\((?:0x)?(?P<hex>[0-9A-Fa-f]+)h?\)", re.I
)

_READ_WRITE = re.compile(rf"^({_NUM})\s*/\s*({_NUM})$")

_DONT_CARE = re.compile(r"^0x[Xx]+([0-9A-Fa-f]{1,2})$")

# ADI: "0x02, 0x03", the two byte addresses of one 16-bit register (low byte first)
BYTE_PAIR = re.compile(r"^(0x[0-9A-Fa-f]{1,4})\s*,\s*(0x[0-9A-Fa-f]{1,4})$")
_FOOTNOTE_MARK = re.compile(r"^(0x[0-9A-Fa-f]+|[0-9A-Fa-f]+h)\s*[(\[]\d{1,2}[)\]]$")

_RESERVED = {
    "",
    "-",
    "—",
    "–",
    "x",
    "n/a",
    "na",
    "rsvd",
    "resv",  # CMOSTEK
    "reserved",
    "unused",
    "not used",
    "obsolete",
}
_ACCESS = {
    "r": "read-only",
    "ro": "read-only",
    "r/o": "read-only",
    "read": "read-only",
    "read only": "read-only",
    "w": "write-only",
    "wo": "write-only",
    "w/o": "write-only",
    "write only": "write-only",
    "rw": "read-write",
    "r/w": "read-write",
    "r/ w": "read-write",
    "read/write": "read-write",
    "rd": "read-only",  # Exar: "RD", "WR", "RD/WR"
    "wr": "write-only",
    "rd/wr": "read-write",
    "读写": "read-write",
    "可读写": "read-write",
    "只读": "read-only",
    "只写": "write-only",
}
MIN_BITCOLS = 4


def _where(table: Table) -> str:
    return f"p. {table.page}" if table.page else (table.heading or "a table")


_CAPTION_PARTS = re.compile(r"(?:[-.]\d+)+")


_CAPTION_OPENING = re.compile(r"^[*_\s]*table\s+\d", re.I)
_TITLED_CAPTION = re.compile(
    r"(?:^|(?<=[.;:)\]] ))[*_\s]*table\s+(\d+)(?=(?:[-.]\d+)*\s*[.:]\s*[A-Za-z0-9(])", re.I
)


def _caption(table: Table) -> tuple[str | None, str]:
    """(``table 12``, the caption line) from the lines before a table, else (None, "");
    a number in parts keeps them all (TI's ``Table 6-10`` is not ``Table 6-11``). The
    last line holding a caption (opening with its table number, or a number followed
    by a title after a sentence's end: Maxim's "... interrupts. Table 2. MAX3421E
    Register Map in Host Mode" run into the notes above) wins over a later line that
    only mentions a table (NXP's note under the caption: "After reset, all registers
    are set according to Table 61.")."""
    for line in reversed(table.before):
        m = _TITLED_CAPTION.search(line)
        if _CAPTION_OPENING.match(line) or m is not None:
            return _caption_of(line, m or _CAPTION.search(line))
    for line in reversed(table.before):
        m = _CAPTION.search(line)
        if m:
            return _caption_of(line, m)
    return None, ""


def _caption_of(line: str, m: re.Match[str] | None) -> tuple[str | None, str]:
    if m is None:
        return None, ""
    caption = re.sub(r"\(sheet \d+ of \d+\)", "", line.strip("* "), flags=re.I)
    parts = _CAPTION_PARTS.match(line, m.end())
    return f"table {m.group(1)}{parts.group(0) if parts else ''}", " ".join(caption.split())


_D_BITS = re.compile(r"^D\[\d{1,2}(?::\d{1,2})?\]$")


def _bit_notation(table: Table, col: int) -> bool:
    """Whether every cell of column ``col`` (two at least) writes bits as ``D[4]`` or
    ``D[7:5]``: a bit column, whatever its header says."""
    cells = [_cell(row, col).strip() for row in table.rows]
    return len(cells) >= 2 and all(_D_BITS.match(c) for c in cells)


def column_roles(table: Table) -> dict[str, int]:
    """Role -> column index, from the header words (checked on the values by callers);
    bit columns as ``bit:<n>``. A new dict each call (callers change theirs); the
    reading of one table is computed once (the normalisers ask for it many times)."""
    return dict(_column_roles(table))


@functools.lru_cache(maxsize=2048)
def _column_roles(table: Table) -> tuple[tuple[str, int], ...]:
    return tuple(_roles_of(table).items())


def forget_column_roles() -> None:
    """Drop the column roles and cleaned names computed so far (the end of one
    document's reading: memory stays bounded by one document)."""
    _column_roles.cache_clear()
    clean_name.cache_clear()
    field_name.cache_clear()
    _is_reserved.cache_clear()


def _title_symbol(header: tuple[str, ...], index: int) -> bool:
    """Whether header cell ``index`` is a register's symbol merged over several cells (the
    same ``OFC_OFFSET_X`` in the cell beside it): a title, no column's label (its
    ``offset`` is no address column's)."""
    raw = header[index].strip()
    if not re.fullmatch(r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+", raw):
        return False
    return any(0 <= j < len(header) and header[j].strip() == raw for j in (index - 1, index + 1))


def _header_role(table: Table, index: int, raw: str, words: list[str]) -> str | None:
    """The role header cell ``raw`` (column ``index`` of ``table``, its lower-case
    ``words``) names by its words (checked on the column's cells where the words alone
    do not decide), or None; bit-number headers are read before this."""
    text = " ".join(words)
    role = None
    if re.search(r"\breg(?:ister)?\s*(?:#|no\b|num)", raw, re.I):
        role = ADDR  # "Register # (hex)", "Reg No."
    elif (
        words == ["register"]
        and any(re.fullmatch(r"\s*name\s*", h, re.I) for h in table.header)
        and _marked_hex_cells(table, index)
    ):
        # Quintic: "REGISTER | NAME | USER CONTROL FUNCTIONS" over "00h | SYSTEM | ..":
        # beside a name column, a register column of marked hex numbers is the address
        role = ADDR
    elif re.fullmatch(
        r"(?:reg(?:ister)?|addr(?:ess)?)\s*\[\d{1,2}:0\]", raw.strip(), re.I
    ) and not any(re.match(r"(?i)step\b", h.strip()) for h in table.header):
        # Maxim: "REG [6:0]", the address and the bits it spans (not a write sequence's
        # "Step | REG [7:0] | DATA [7:0]")
        role = ADDR
    elif words[:1] == ["bit"] and len(words) == 2 and words[1] in ("address", "position"):
        role = BIT  # FocalTech "Bit Address": the field's bits, not a register address
    elif (
        words == ["pos"]
        and any(re.search(r"\bname\b", h, re.I) for h in table.header)
        # ("Pos | Width": a field's first bit and its width, not its bits)
        and not any(re.search(r"\b(?:width|size|len|length)\b", h, re.I) for h in table.header)
    ):
        role = BIT  # ST STC3100: "Name | Pos. | Type | Def." over "GG_RES | [2,1]"
    elif words == ["address"] and _bit_notation(table, index):
        role = BIT  # Awinic: "Address" misprinted over "D[7:5]", "D[4]": the bits
    elif (
        "addr" in text
        or "address" in words
        or "adr" in words  # Bosch: "I2C Adr | SPI Adr"
        # "Add", "Add (hex)": with the abbreviation's dot (Awinic AW20036: "Add. | Name
        # | W/R"), or beside a column naming the registers (Silicon Labs Si4432: "Add |
        # R/W | Function/Description | D7 .. D0"); TI OPT4048's bare "ADD" over bit
        # columns heads a map its sections name
        or (
            words in (["add"], ["add", "hex"])
            and (
                raw.strip().lower() == "add."
                or any(
                    re.search(r"\b(?:name|function|description)\b", h, re.I) for h in table.header
                )
            )
        )
        or "offset" in words
        or words[:1] == ["pointer"]
        # TI: "PTR (HEX)", the pointer's value, in a table of registers
        or (
            words in (["ptr"], ["ptr", "hex"])
            and any(re.search(r"regist", h, re.I) for h in table.header)
        )
        or ("index" in words and ("register" in words or "reg" in words))  # PHYs
        or words in (["reg"], ["reg", "no"], ["reg", "num"], ["register", "no"], ["hex"])
        # National: "Register 0x[HEX]" over "00", "4A"
        or words == ["register", "0x", "hex"]
        or words in (["location"], ["location", "hex"])  # X-Powers AXP192
        # Diodes AP33772S: "Register | Command | Length | Pwr-On" over "STATUS | 0x01":
        # the command code selects the register a Register column names
        or (
            words in (["command"], ["command", "code"], ["cmd"])
            and _marked_hex_cells(table, index)
            and _distinct_registers(table)
            and any(_RESET_HEAD.fullmatch(h) for h in table.header)
        )
        # TI's I/O expanders: "COMMAND BYTE (HEX)" selects the register, beside the
        # command's bits printed one per cell (a command list has none)
        or (
            words[:2] == ["command", "byte"]
            and any(
                _bit_labelled(line, _register_columns(table.header))
                for line in (table.header, *table.rows[:1])
            )
        )
        # Maxim: "READ | WRITE" command-byte columns (81h | 80h): the read byte
        or (words == ["read"] and any(h.strip().lower() == "write" for h in table.header))
    ):
        role = ADDR
    elif any(w in words for w in ("reset", "default", "init", "initial", "por", "factory")):
        role = RESET
    elif words[:1] in (["defaut"], ["defualt"], ["deafult"]) and len(words) <= 3:
        role = RESET  # Awinic AW9110: "Defaut Value (HEX)" over "00H", "FFH"
    elif re.fullmatch(r"(?:pwr|power)[- ]?on(?:\s+(?:value|default))?", raw.strip(), re.I):
        role = RESET  # Diodes: "Pwr-On" over "00h", "2710h" (not "Power-on Delay")
    elif words in (["rst"], ["rst", "val"], ["rst", "value"], ["def"]):
        role = RESET  # Bosch BMA400: "Rst val"; ST STC3100: "Def."
    elif (
        words in (["reg", "value"], ["register", "value"])
        and any(re.search(r"\baddr", h, re.I) for h in table.header)
        and sum(bool(_BITCOL.match(h.strip())) for h in table.header) >= MIN_BITCOLS
        # not an example's values to write ("The host writes these register values")
        and not re.search(r"\bexample|\bwrites?\b|\bwritten\b|\bprogram", _context(table), re.I)
    ):
        # onsemi's map: "Address | Register Name | Type | Reg Value | Bit 7 .. Bit 0"
        # (not an init script's "Address | Register Value": values to write)
        role = RESET
    elif words == ["size"] and _byte_counts(table, index):
        role = SIZE  # ams CCS811: "Size" over "1 byte", "4 bytes", "up to 8 bytes"
    elif {"size", "width"} & set(words) and {"bit", "bits", "register"} & set(words):
        # TI: "Register Size (bits)" over 16, 24, 40: each register's width (AKM's
        # "Bit width" column is checked for widths below)
        role = SIZE if _sizes_only(table, index, plain=True) else None
    elif words in (["len", "bit"], ["len", "bits"]):
        # ST dSPIN: "Len. [bit]" over 22, 9, 20, 12: each register's length in bits,
        # a width in bits of any count
        role = SIZE if _bit_lengths(table, index) else None
    elif words[-2:] == ["of", "bits"] and words[0] in ("no", "number"):
        # Microchip: "Address | Register Name | No. of Bits | R/W" over 8, 24, 16 (and
        # "4/24/32" for a register whose width a setting chooses: no width)
        role = SIZE if _sizes_only(table, index, plain=True, chosen=True) else None
    elif (
        words[-1:] in (["bit"], ["bits"])
        and words[:1] in (["i2c"], ["spi"], ["register"])
        and any(re.search(r"\baddress\b", h, re.I) for h in table.header)
    ):
        # TI: "REGISTER ADDRESS | I2C BIT | LABEL | DEFAULT" (a serial frame's "SPI
        # Bit | Name" table beside no address column is no register's layout)
        role = BIT
    elif (
        words
        and words[0] in ("bit", "bits")
        and len(words) <= 2
        and not {"width", "size", "length", "count"} & set(words)  # AKM: "Bit width" 8
        and "name" not in words  # SMSC: "Bit Number | Bit Name | Description"
    ) or words == ["active", "bits"]:  # Linear: "SYMBOL | SUB ADDR | R/W | ACTIVE BITS"
        role = BIT
    elif any(w in words for w in ("access", "acc", "rw", "type")) and len(words) <= 2:
        role = ACCESS
    elif words == ["read", "write"] and _access_words(table, index):
        role = ACCESS  # Exar: "READ/WRITE" over "RD", "WR", "RD/WR"
    elif (
        any(
            w in words
            for w in (
                "name",
                "names",
                "mnemonic",
                "symbol",
                "symbols",
                "field",
                "fields",
                "label",
                "regname",  # Bosch BMA400: "RegName"
            )
        )
        or any(w in words for w in ("abbrev",))
        or words == ["register"]
        # Atmel QTouch: "Address | Use | Access" over "10 | Calibrate | Read/Write"
        or (words == ["use"] and any(re.search(r"\baddr", h, re.I) for h in table.header))
    ):
        role = NAME
    elif any(
        w in words
        for w in (
            "description",
            "function",
            "comment",
            "definition",
            "remarks",
            "remark",
            "operation",  # Linear: "BIT | NAME | OPERATION | DEFAULT"
        )
    ):
        role = DESC
    elif words == ["value"] or words == ["values"]:
        role = VALUE
    if role is None:
        role = _cjk_role(raw)
    if role is None and index == 0 and symbol_over_names(table):
        role = NAME  # Diodes: "PD_REQMSG | Bit | Attribute | Pwr-On" over field names
    return role


def _roles_of(table: Table) -> dict[str, int]:
    """Role -> column of ``table``: bit-number headers, then each header's role
    (:func:`_header_role`), of two columns naming one role the one the cells confirm,
    then the checks on the cells that drop or move a role."""
    roles: dict[str, int] = {}
    # TI: "INDEX | ADDRESS | 0 | 1 | .. | 9 | A | .. | F": the low nibble of a RAM's byte
    # addresses, not bit numbers
    nibbles = {c.strip().upper() for c in table.header} >= set("0123456789ABCDEF")
    for index, raw in enumerate(table.header):
        # (less a note mark: TI's "VALUE(2)" under "(2) Default value")
        words = _WORDS.findall(re.sub(r"\(\d\)$", "", raw.strip()).lower().replace("r/w", "rw"))
        text = " ".join(words)
        bitcol = _BITCOL.match(raw.strip())
        if (
            bitcol
            and not (nibbles and raw.strip().isdigit())
            and (words[:1] == ["bit"] or raw.strip()[0] in "BbDd" or raw.strip().isdigit())
        ):
            roles[f"bit:{int(bitcol.group(1))}"] = index
            continue
        if _title_symbol(table.header, index):
            continue  # Bosch: "Name | 0x38 | OFC_OFFSET_X | OFC_OFFSET_X ..": a title row
        role = _header_role(table, index, raw, words)
        if (
            role is None
            and "acronym" in words
            and any(
                i != index and re.search(r"regist", h, re.I) for i, h in enumerate(table.header)
            )
        ):
            # TI: "Offset | Acronym | Register Name | Section": the acronym is the name,
            # the register name a description in words (an acronym column beside no
            # register column names memory regions or interrupt vectors)
            if NAME in roles and DESC not in roles:
                roles[DESC] = roles[NAME]
            roles[NAME] = index
            continue
        if (
            role == ADDR
            and ADDR in roles
            and _more_addresses(table, index, roles[ADDR])
            # (ST: "Register address Hex | Binary": the binary column is the hex one's
            # twin, checked against it by the summary reader, never the address, also
            # beside a "Slave address" column taken first)
            and not ("bin" in text and any("hex" in h.lower() for h in table.header))
        ):
            roles[ADDR] = index  # ST: "RF access Address" with "No access" rows beside
            # "I2C access Address" holding one on nearly every row
        elif role == ADDR and ADDR in roles and _lower_setting(raw, table.header[roles[ADDR]]):
            roles[ADDR] = index  # "Address IOCON.BANK = 0" over "... = 1": power-on layout
        elif (
            role == ADDR
            and ADDR in roles
            and "read" in words
            and re.search(r"\bwrite\b", table.header[roles[ADDR]], re.I)
            and _lower_addresses(table, index, roles[ADDR])
        ):
            # "WRITE ADDRESS | READ ADDRESS": the one without the command bit (Maxim
            # DS1390 writes at 80h, reads at 00h; MAX7456 the other way round)
            roles[ADDR] = index
        elif role is not None and role not in roles:
            roles[role] = index
        elif (
            words == ["tag"]
            and any(re.search(r"offset|addr", h, re.I) for h in table.header)
            and (NAME not in roles or re.search(r"\bname\b", table.header[roles[NAME]], re.I))
            and _mnemonic_cells(table, index)
        ):
            # TI DP83848: "Offset | Access | Tag | Description" and "Register Name | Addr |
            # Tag | Bit 15 ..": the tag (BMCR) names the register, the long name describes
            if NAME in roles:
                roles.setdefault(DESC, roles[NAME])
            roles[NAME] = index
        elif role == RESET and "hex" in words:  # of two reset columns, the hex one
            roles[RESET] = index
        elif role == RESET and _reset_kinds(table, roles[RESET]) and not _reset_kinds(table, index):
            # X-Powers AXP2101: "Reset | Default" over "POR | 1b": the first column says
            # which reset restores the bit, the second the value
            roles[RESET] = index
        elif (
            role == RESET
            and _RESET_KIND_HEADER.search(table.header[roles[RESET]])
            and not _RESET_KIND_HEADER.search(raw)
            and not re.search(r"\bmask", raw, re.I)  # "Reset Mask": which bits, no value
        ):
            # NXP PCA9450: "Reset Type | Reset Value" over "S | 0x11": the type names the
            # legend's reset condition, the value is the register's
            roles[RESET] = index
        elif (
            role == ADDR
            and "hex" in words
            and "dec" in table.header[roles[ADDR]].lower()
            # (ADI: both columns headed "Address Hex Dec", a sub-header merged over both:
            # the one of marked hex numbers)
            and _marked_share(table, roles[ADDR]) <= _marked_share(table, index)
        ):
            roles[ADDR] = index  # of a decimal and a hex number column, the hex one
    if (
        NAME in roles
        and BIT not in roles
        and table.header[roles[NAME]].strip().lower() == "field"
        and (named := [i for i, h in enumerate(table.header) if h.strip().lower() == "name"])
        and _bit_positions(table, roles[NAME])
        and bits_count_down(_cell(row, roles[NAME]) for row in table.rows)
        and (RESET in roles or ACCESS in roles)
    ):
        # ams: "Field | Name | Rst | Type" over "5:4 | sigref_voltage | 0 | RW": the
        # field's bits, then its name
        roles[BIT], roles[NAME] = roles[NAME], named[0]
    if (
        NAME in roles
        and DESC not in roles
        and table.header[roles[NAME]].strip().lower() in ("register", "symbol", "mnemonic")
    ):
        # Atmel: "Address | Register | Name | Access" over "0x00 | DAC_CTRL | DAC
        # Control": the symbol is the name, the name in words describes it
        spelled = [
            i
            for i, h in enumerate(table.header)
            if i not in roles.values() and h.strip().lower() in ("name", "full name")
        ]
        words = [_cell(row, spelled[0]).strip() for row in table.rows] if len(spelled) == 1 else []
        if words and sum(" " in w for w in words) * 2 > len(words):
            roles[DESC] = spelled[0]
    if not any(k.startswith("bit:") for k in roles):
        roles.update(_prefixed_bits(table.header))
    if (
        ADDR not in roles
        and NAME in roles
        and re.fullmatch(
            r"register(?: name(?: (?:and )?description)?)?",
            " ".join(table.header[roles[NAME]].lower().replace("/", " ").split()),
        )
    ):
        # Philips/NXP: "Command | Register" with "0 | Input port 0"; Vishay: "COMMAND CODE
        # | REGISTER NAME"; MaxLinear: "COMMAND BYTE | REGISTER NAME DESCRIPTION": the
        # command byte is the register's pointer (a command list names no register
        # column)
        command = _column_titled(table, ("command", "command byte", "command code"))
        if command is not None and _mostly_addresses(table, command):
            spans = (address_of(_cell(row, command), hex_default=True) for row in table.rows)
            pointers = sorted({span[0] for span in spans if span is not None})
            # a pointer's values run from 0 without a gap (an opcode list's 01h, 05h, 35h
            # does not); or (onsemi LC709203F: "Table 6. FUNCTION OF REGISTERS", "Command
            # Code | Register Name" over 0x04, 0x06 .. 0x1A) they are 0x-written, in
            # order, under a caption naming registers
            if pointers == list(range(len(pointers))) or _register_codes(
                table, command, roles[NAME]
            ):
                roles[ADDR] = command
    if ADDR not in roles and NAME in roles and BIT in roles and ({RESET, ACCESS} & set(roles)):
        # Linear LTC4162: "Symbol Name | Command Code | Access | Bit Range | Default" with
        # "vbat_lo_alert_limit | 0x01 | R/W | [15:0] | 0", each register's field rows
        # under it with no code: an SMBus command code is the register's address where
        # the rows give bit ranges and defaults (an instruction list gives neither)
        command = _column_titled(table, ("command", "command code", "cmd code"))
        if command is not None and _ascending_codes(table, command):
            roles[ADDR] = command
    if (
        ADDR not in roles
        and NAME in roles
        and _mostly_addresses(table, roles[NAME])
        # (a field table's names that read as hex: ST's "Bit | Name" over ad7 .. ad0)
        and not (
            BIT in roles
            and re.search(
                r"\b(?:name|field|symbol|label|mnemonic)\b", table.header[roles[NAME]], re.I
            )
        )
    ):
        # Wolfson: a "REGISTER" column of "R17 (11h)" is the address column
        roles[ADDR] = roles.pop(NAME)
        named = [
            i
            for i, raw in enumerate(table.header)
            if i != roles[ADDR] and re.search(r"\b(?:name|symbol|field|mnemonic)\b", raw, re.I)
        ]
        bits = [parse_bits(_cell(row, roles[BIT])) for row in table.rows] if BIT in roles else []
        if (
            len(named) == 1
            and named[0] not in roles.values()
            and (
                (bits and sum(b is not None for b in bits) >= 0.6 * len(bits))
                # ISSI: "Register | Name | Function | .." over "00h | Configuration
                # Register | ..", a summary (no bit columns): its Name column
                or (BIT not in roles and not _bitcols(roles))
            )
        ):
            # IDT: "Register | Bits | Default Value | Name | Function", a row per field:
            # the name column the register column had taken the role of (not Nuvoton's
            # "Register | Register | Function | Name | Bit 8 ..": the function names it)
            roles[NAME] = named[0]
    if (
        BIT in roles
        and (
            _sizes_only(table, roles[BIT])
            or (
                ADDR in roles
                and NAME in roles
                and table.header[roles[BIT]].strip().lower() == "bits"
                and _data_widths(table, roles[BIT])
            )
        )
        and _register_rows(table, roles[BIT], roles)
    ):
        roles[SIZE] = roles.pop(BIT)  # "Bit | 16", "8", "32": each register's width
    if ADDR in roles and table.header[roles[ADDR]].strip().lower().startswith("location"):
        # a Location column keys registers only with two-digit cells ("06-09", "3C"); a
        # field table's "7", "1-0" are bits
        cells = [c for row in table.rows if (c := _cell(row, roles[ADDR]).strip())]
        if not all(
            re.fullmatch(r"[0-9A-Fa-f]{2}(?:\s*[-–]\s*[0-9A-Fa-f]{2})?[hH]?", c) for c in cells
        ):
            roles.pop(ADDR)
    if ADDR in roles and not _mostly_addresses(table, roles[ADDR]):
        # the address column's cells hold no address (Maxim: ADDRESS spans the bit
        # columns D15-D12 .. D8 of X/0/1); a hex-code column beside it that does
        coded = [
            i
            for i, raw in enumerate(table.header)
            if i != roles[ADDR]
            and re.search(r"\b(?:hex|code)\b", raw, re.I)
            and roles.get(RESET) != i  # "Reset Hex": values, never the addresses
        ]
        roles[ADDR] = next((i for i in coded if _mostly_addresses(table, i)), roles[ADDR])
    if (
        NAME not in roles
        and DESC in roles
        and table.header[roles[DESC]].strip().lower()
        in (
            "function",
            "register",
            "register function",
            "function/desc",  # Silicon Labs Si4432: "Add | R/W | Function/Desc | D7 .."
            "function/description",
        )
        and (_bitcols(roles) or "/" not in table.header[roles[DESC]])
    ):
        roles[NAME] = roles.pop(DESC)  # DS3231: a FUNCTION column names the registers
    elif (
        NAME not in roles
        and DESC in roles
        and ADDR in roles
        and re.search(r"regist", table.header[roles[ADDR]], re.I)
        and (
            _short_names(table, roles[DESC], words=6, chars=40)
            # Micrel: "Register Number (Hex) | Description" over "8 (8h) | Auto-Negotiation
            # Link Partner Next Page Ability": with decimal and hex numbers, longer names
            or (
                _short_names(table, roles[DESC], words=8, chars=56)
                and _decimal_hex_numbers(table, roles[ADDR])
            )
        )
    ):
        # Micron: "Register # (Hex) | Description" of short names, Wolfson "REGISTER |
        # remarks" (not a memory map's "Address | Description" of regions)
        roles[NAME] = roles.pop(DESC)
    elif (
        NAME not in roles
        and DESC in roles
        and ADDR in roles
        and (
            (
                re.fullmatch(r"register\s+description", table.header[roles[DESC]].strip(), re.I)
                and _mostly_named(table, roles[DESC])
            )
            or (
                _registers_named(table, roles[ADDR], roles[DESC])
                and _short_names(table, roles[DESC], words=10, chars=80)
            )
        )
    ):
        # X-Powers: "Address | Register Description | R/W | Default Value" whose cells
        # name the registers in words ("Power status register"); TI TMP468's "REGISTER
        # DESCRIPTION" right of the bits ("Remote Temperature 1 (Block Read Range - Auto
        # Increment Pointer Register)", one "Lock Register. This locks ..")
        roles[NAME] = roles.pop(DESC)
    elif (
        NAME not in roles
        and DESC in roles
        and ADDR in roles
        and table.header[roles[DESC]].strip().lower() == "description"
        and re.search(
            r"\bregister(?:s)?\s+(?:list|map|summary)\b",
            table.section[-1] if table.section else "",
            re.I,
        )
        and not re.search(r"\bmemory\b", " ".join(table.section), re.I)
        and _short_names(table, roles[DESC], words=10, chars=80)
        and _mostly_addresses(table, roles[ADDR])
        and _listed_registers(table, roles[ADDR], roles[DESC])
    ):
        # X-Powers AXP2101: "6.13.1 Register List" over "Address | Description | R/W",
        # "0X00 | PMU status1": under a heading saying so, the descriptions name them
        roles[NAME] = roles.pop(DESC)
    if NAME not in roles and ADDR in roles and not _bitcols(roles):
        # ST: "Address (hex) | Main function | Content | Comment" over "0A | Configuration
        # | Receiver configuration register 1": a column no header word placed whose
        # cells nearly all name registers in words, each another, names them (not where
        # another such column holds symbols: "Offset | Acronym | Content")
        placed = set(roles.values())
        free = [i for i in range(table.width) if i not in placed]
        named = [
            i
            for i in free
            if _register_phrases(table, i, 0.9)
            and _distinct_cells(table, i)
            # (a header that is itself a register's row names no column: a map's piece)
            and not re.search(r"register|0x[0-9a-f]", table.header[i], re.I)
        ]
        if len(named) == 1 and not any(_symbol_cells(table, i) for i in free if i != named[0]):
            roles[NAME] = named[0]
    if (
        NAME not in roles
        and BIT in roles
        and DESC in roles
        and ADDR not in roles
        and _bit_positions(table, roles[BIT])
    ):
        # ams CCS811: "Bit | ERROR_CODE | Description": a column headed by a mnemonic
        # whose cells are mnemonics names the fields
        mnemonic = _mnemonic_column(table, set(roles.values()))
        if mnemonic is not None:
            roles[NAME] = mnemonic
    if BIT in roles and NAME in roles and ADDR in roles:
        # NXP's combined tables: Address | Register | Bit | Symbol: the register column
        # names registers, the symbol column the fields
        named = [
            i
            for i, raw in enumerate(table.header)
            if i != roles[NAME]
            and re.search(
                r"\b(?:symbol|field|mnemonic|variable|label)\b|比特名|位名|字段", raw, re.I
            )
        ]
        if named and re.fullmatch(r"\s*register(?:\s+name)?\s*", table.header[roles[NAME]], re.I):
            roles[REGNAME], roles[NAME] = roles[NAME], named[0]
    if (
        BIT in roles
        and NAME in roles
        and ADDR not in roles
        and REGNAME not in roles
        and re.fullmatch(r"\s*register(?:\s+name)?\s*", table.header[roles[NAME]], re.I)
    ):
        # TDK: "REGISTER | BIT | NAME | FUNCTION" over "SELF_TEST_X_GYRO | [7:0] |
        # XG_ST_DATA[7:0]": one table for the registers of a section, each row's register
        # named beside its field
        named = [
            i
            for i, raw in enumerate(table.header)
            if i != roles[NAME]
            and i not in roles.values()
            and re.fullmatch(r"\s*(?:(?:field|bit)\s+)?(?:name|symbol|mnemonic)\s*", raw, re.I)
        ]
        if len(named) == 1:
            roles[REGNAME], roles[NAME] = roles[NAME], named[0]
    return roles


def _column_titled(table: Table, titles: tuple[str, ...]) -> int | None:
    """The index of the first column whose header, lower-cased with its whitespace
    collapsed, is one of ``titles``; else None."""
    return next(
        (i for i, raw in enumerate(table.header) if " ".join(raw.lower().split()) in titles),
        None,
    )


def _byte_codes(cells: list[str]) -> list[int] | None:
    """The values of ``cells`` when every one is a ``0x``-written byte, else None."""
    if not all(re.fullmatch(r"0x[0-9A-Fa-f]{2}", c) for c in cells):
        return None
    return [int(c, 16) for c in cells]


def _ascending_codes(table: Table, col: int) -> bool:
    """Whether column ``col``'s filled cells (one at least; field rows under a register
    row leave theirs empty) are ``0x`` bytes in ascending order, none repeated."""
    codes = _byte_codes([c for row in table.rows if (c := _cell(row, col).strip())])
    if not codes:
        return False
    return codes == sorted(set(codes))


def _register_codes(table: Table, col: int, name: int) -> bool:
    """Whether the command codes in column ``col`` select the registers column ``name``
    names: every cell one ``0x`` byte, in ascending order (a register read and written on
    two rows repeats its code), one code per register name, and the table's caption
    says it lists registers."""
    codes = _byte_codes([_cell(row, col).strip() for row in table.rows])
    if codes is None or len(codes) < 3:
        return False
    names = [" ".join(_cell(row, name).split()) for row in table.rows]
    # (an instruction list gives one register two codes: "0x01 | Status Register-1 |
    # Write", "0x05 | Status Register-1 | Read")
    if len({(n, c) for n, c in zip(names, codes, strict=True)}) != len(set(names)):
        return False
    _key, caption = _caption(table)
    return codes == sorted(codes) and bool(re.search(r"\bregisters\b", caption, re.I))


# an upper-case symbol with an underscore: ERROR_CODE, WRITE_REG_INVALID, DATA_CH1_ECG
UNDERSCORED_SYMBOL = re.compile(r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+")


def bits_count_down(cells: Iterable[str]) -> bool:
    """Whether a column's bit cells (others skipped) count down without overlap (``6``,
    ``5:4``, ``0``), one at least: not byte offsets counting up (``0``, ``1``, ``2``).
    A cell repeating the bits above it goes on with that field (a nested value table)."""
    bits: list[tuple[int, int]] = []
    for cell in cells:
        if (b := parse_bits(cell)) is not None and (not bits or b != bits[-1]):
            bits.append(b)
    return len(bits) >= 1 and all(low[0] < high[1] for high, low in itertools.pairwise(bits))


def _bit_positions(table: Table, col: int) -> bool:
    """Whether every filled cell of column ``col`` is a bit position of a byte or word
    (``7``, ``6:4``), never a field's code (``00``, ``01``, ``10``: the values of one
    field listed with their names)."""
    cells = [c for row in table.rows if (c := _cell(row, col))]
    return bool(cells) and all(
        not re.fullmatch(r"[01]{2,}", c) and (b := parse_bits(c)) is not None and b[0] < 32
        for c in cells
    )


def _mnemonic_column(table: Table, taken: set[int]) -> int | None:
    """The first column not in ``taken`` headed by one mnemonic with an underscore
    (``ERROR_CODE``) whose filled cells are all mnemonics or reserved marks, three of
    them mnemonics or more; None if there is none."""
    for index, raw in enumerate(table.header):
        if index in taken or not UNDERSCORED_SYMBOL.fullmatch(raw.strip()):
            continue
        cells = [c for row in table.rows if (c := _cell(row, index))]
        names = [c for c in cells if re.fullmatch(r"[A-Z][A-Z0-9_]*", c)]
        if len(names) >= 3 and all(c in names or _is_reserved(c) for c in cells):
            return index
    return None


# Chinese datasheets' column labels (WCH, ICRoute, Goodix): the role of a header cell
# with no English word for it; "编号" (number) is an address only beside "16 进制" (hex)
# or "寄存器" (register), never alone (pin numbers)
_CJK_ROLES = (
    (re.compile(r"地址|偏移|寄存器\s*编号|编号\s*[(（]?\s*(?:16|十六)\s*进制"), ADDR),
    (re.compile(r"默认|缺省|复位值|初始值|初值|上电值"), RESET),
    (re.compile(r"读写|访问|属性"), ACCESS),
    (re.compile(r"名称|名字|符号|寄存器名"), NAME),
    (re.compile(r"说明|描述|功能|备注"), DESC),
    (re.compile(r"^\s*(?:位|位数|比特位|位域)\s*$"), BIT),
)


# Chinese titles of byte layouts, command lists, vectors and memories: no register map
# ADI: "Table 49. X_DELTANG_LOW Bit Definitions" (in lower case: a table's context)
_SYMBOL_BIT_TABLE = re.compile(
    r"\b[a-z][a-z0-9]*_[a-z0-9_]+\s+bit\s+(?:definitions?|assignments?)\b"
)


_CJK_NOT_REGISTERS = re.compile(
    r"(?:帧|协议|格式|中断|向量|存储器|指令|命令|步骤|操作|示例|例子|流程|顺序|分配)"
    # (not a register named by the word and one of a register's roles: "中断使能寄存器",
    # an interrupt enable register; "存储器与寄存器", "指令集（访问寄存器..", "向量表
    # （VTOR寄存器..": a memory, an instruction set, a vector table)
    r"(?!(?:使能|状态|标志|屏蔽|清除|控制|配置|挂起|优先级|允许)?寄存器)"
)


def _cjk_registers(table: Table) -> bool:
    """Whether a table's own heading, caption or header says in Chinese that it lists
    registers ("寄存器介绍", a numbered heading line right over it: "5.1 寄存器列表", a
    "寄存器名称" column), and not a
    frame, command, vector or memory layout: a word in the lines before it or a parent
    section is not enough."""
    _key, caption = _caption(table)
    # a numbered heading line the PDF set as text, right over the table ("5.1 寄存器列表")
    numbered = [
        line
        for line in table.before[-1:]
        if re.fullmatch(r"\d+(?:\.\d+)*\s*\S{2,20}", line.strip("*# "))
    ]
    # (a header naming its register column: Wave's "寄存器名称", "寄存器段")
    named = [c for c in table.header if re.search(r"寄存器\s*名\s*称", c)]
    own = f"{table.heading} {caption} {' '.join(numbered)} {' '.join(named)}"
    return "寄存器" in own and not _CJK_NOT_REGISTERS.search(own)


def _memory_map_grid(table: Table, roles: dict[str, int]) -> bool:
    """Whether a table is a grid of register fields by address under its own heading
    naming a memory map (Allegro ACS37800's ``MEMORY MAP``): an ``Address`` column (not
    a data record's ``Offset``), 16 bit columns or more, and rows laid out differently
    (not one pixel or record format repeated at every address)."""
    if ADDR not in roles or len(_bitcols(roles)) < 16:
        return False
    own = table.section[-1] if table.section else ""
    if (
        not re.search(r"\bmemory\s+map\b", own, re.I)
        or "addr" not in table.header[roles[ADDR]].lower()
    ):
        return False
    layouts = {tuple(_cell(row, col) for _bit, col in _bitcols(roles)) for row in table.rows}
    return len(layouts) >= 2


_NAMED_SECTION = re.compile(
    r"\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*\s*\(\s*address\s+0x[0-9A-Fa-f]{1,4}\s*\)$", re.I
)


_ADDRESS_HEADING = re.compile(
    r"^(?:\d+(?:\.\d+)*\s+)?address(?:es)?\s+\d+(?:\s*(?:\.{2,3}|…|-|–|to)\s*\d+)?\s*:", re.I
)


def _accessed_map(table: Table, roles: dict[str, int]) -> bool:
    """Whether a table captioned as a memory or address map lists registers: an
    address, a name and an access column, eight rows or more, nine in ten of them one
    address each (not a memory's regions) with an access the access column states
    (Atmel QTouch: ``Address | Use | Access`` over ``10 | Calibrate | Read/Write``)."""
    if not {ADDR, NAME, ACCESS} <= set(roles) or len(table.rows) < 8:
        return False
    _key, caption = _caption(table)
    if not re.search(r"\b(?:memory|address)\s+map\b", caption, re.I):
        return False
    spans = _address_cells(table, roles[ADDR])
    single = [
        row
        for row, span in zip(table.rows, spans, strict=True)
        if span is not None and span[0] == span[1]
    ]
    # (access words alone: not a bus width, "32-bit R/W")
    accessed = [
        row
        for row in single
        if _access(cell := _cell(row, roles[ACCESS])) is not None and not re.search(r"\d", cell)
    ]
    addresses = [_cell(row, roles[ADDR]) for row in table.rows]
    names = [_cell(row, roles[NAME]) for row in table.rows]
    return (
        len(single) >= 0.75 * len(table.rows)
        and len(accessed) >= 0.9 * len(single)
        # a device's registers, not a memory's regions or a bus's peripherals
        and all(s is None or s[1] < 0x1000 for s in spans)
        # unmarked and zero-padded ("00", "01"): hex or decimal, the table does not say
        and not any(re.fullmatch(r"0\d+", a) for a in addresses)
        and sum(bool(_STORED.search(n)) for n in names) <= 0.2 * len(names)
    )


# the words of a memory's regions (not registers) in a map's rows
_MEMORIES = "rom|ram|sram|flash|eeprom|otp|memory"
_STORED = re.compile(rf"\b(?:{_MEMORIES}|vector|boot|code|stack|region|block)\b", re.I)


def _cjk_role(raw: str) -> str | None:
    """The role a Chinese column label names, else None."""
    return next((role for pattern, role in _CJK_ROLES if pattern.search(raw)), None)


_PREFIXED_BIT = re.compile(r"^([A-Z]{1,5})(\d{1,2})$")


def _lower_setting(new: str, held: str) -> bool:
    """Whether header ``new`` is ``held`` under a lower setting of the same mode bit
    (``Address IOCON.BANK = 0`` beside ``Address IOCON.BANK = 1``)."""
    a = re.search(r"^(.*?)=\s*(\d+)\s*$", new.strip())
    b = re.search(r"^(.*?)=\s*(\d+)\s*$", held.strip())
    return bool(
        a and b and a.group(1).strip() == b.group(1).strip() and int(a.group(2)) < int(b.group(2))
    )


def _prefixed_bits(header: tuple[str, ...]) -> dict[str, int]:
    """Bit columns headed by the register's own prefix (Honeywell's ``CRA7 .. CRA0``):
    every cell one prefix with the bit numbers descending to 0; {} otherwise."""
    found = [_PREFIXED_BIT.match(c.strip()) for c in header]
    if len(header) < MIN_BITCOLS or not all(found):
        return {}
    prefixes = {m.group(1) for m in found if m}
    bits = [int(m.group(2)) for m in found if m]
    if len(prefixes) != 1 or bits != list(range(len(bits) - 1, -1, -1)):
        return {}
    return {f"bit:{bit}": index for index, bit in enumerate(bits)}


def _bit_labelled(header: tuple[str, ...], few: bool = False) -> bool:
    """Whether four or more header cells are bit labels (``B6`` .. ``B0``), or, with
    ``few``, two or more that number every bit down to 0 (TI PCA9536: ``B1 | B0``)."""
    bits = [
        int(m.group(1))
        for c in header
        if (m := _BITCOL.match(c.strip())) and not c.strip().isdigit()
    ]
    return len(bits) >= 4 or (few and len(bits) >= 2 and sorted(bits) == list(range(len(bits))))


def _register_columns(header: tuple[str, ...]) -> bool:
    """Whether a command-byte table's header has a REGISTER column and a default
    column (PCA9536), as a command list (NOP, WRITE, UPDATE) does not."""
    cells = [c.strip().lower() for c in header]
    return "register" in cells and any(re.search(r"default|reset|power-?up", c) for c in cells)


def _bitcols(roles: dict[str, int]) -> list[tuple[int, int]]:
    """(bit, column) for the bit columns, bits descending, when they form a contiguous
    run of at least MIN_BITCOLS down to bit 0; else []."""
    cols = sorted(((int(k[4:]), v) for k, v in roles.items() if k.startswith("bit:")), reverse=True)
    if len(cols) < MIN_BITCOLS:
        return []
    bits = [b for b, _ in cols]
    if bits != list(range(bits[0], bits[0] - len(bits), -1)) or bits[-1] != 0:
        return []  # a run that does not reach bit 0 means a bit header was not read
    return cols


_BARE_HEX = re.compile(r"^[0-9A-Fa-f]{2,4}(?:\s*[-–]\s*[0-9A-Fa-f]{2,4})?$")


def _hex_column(table: Table, col: int) -> bool:
    """Whether the numbers of an address column are hex without a mark: its header
    says so, or a cell holds a bare number with a hex digit (``0F``, ``00-0E``, ``0D or
    1D``: read as decimal, its neighbours ``20``, ``21`` would land at wrong addresses),
    or the cells count up one hex digit each past 9 to A (Epson RX-8025: ``0`` .. ``F``)."""
    if "hex" in table.header[col].lower() or re.search(r"(?:16|十六)\s*进制", table.header[col]):
        return True
    if "dec" in table.header[col].lower():
        return False
    digits = [c for row in table.rows if (c := _cell(row, col).strip())]
    if (
        digits
        and all(re.fullmatch(r"[0-9A-F]", c) for c in digits)
        and "9" in digits
        and "A" in digits
        and [int(c, 16) for c in digits] == sorted({int(c, 16) for c in digits})
    ):
        return True  # Epson: "0" .. "9", "A" .. "F", one hex digit an address, in order
    return any(
        _BARE_HEX.match(cell) and re.search(r"[A-Fa-f]", cell) and re.search(r"\d", cell)
        for row in table.rows
        if (cell := _EITHER.sub(r"\1", _SLICED.sub(r"\1", _cell(row, col).strip())))
    )


# an access in brackets after an address: "(RW)", "(R)", "(R / W)"
BRACKETED_ACCESS = r"\((?:R\s*/?\s*W|RO|WO|R|W)\)"
# an address and its access in brackets: "0x00 (RW)", "0x14 (R)"
_ACCESS_AFTER = re.compile(
    rf"(0x[0-9A-Fa-f]{{1,4}}|[0-9A-Fa-f]{{1,4}}h)\s*{BRACKETED_ACCESS}", re.I
)
_SLICED = re.compile(r"^(\w+)\s*\[\s*\d{1,2}\s*:\s*\d{1,2}\s*\]$")
# "02h p 37" (a space before the number: "00h p0" is a page of registers, not of the book)
_EITHER = re.compile(
    r"([0-9A-Fa-f]{1,4}h?|0x[0-9A-Fa-f]{1,4})\s+or\s+([0-9A-Fa-f]{1,4}h?|0x[0-9A-Fa-f]{1,4})"
)
_PAGE_REFERENCE = re.compile(r"(0x[0-9A-Fa-f]{1,4}|[0-9A-Fa-f]{1,4}h)\s+p(?:\.\s*|\s+)\d{1,3}")


_HEADER_FORM = re.compile(r"0x([0-9A-Fa-f]{2})\s*\(\s*0x([0-9A-Fa-f]{2})\s*\)")


_H_PREFIXED = re.compile(r"h([0-9A-F]{2,4})")


def address_of(text: str, *, hex_default: bool = False) -> tuple[int, int] | None:
    """The address (or address range) of an address cell: a number or range (see
    :func:`parse_range`), ``R7`` / ``R7 Name`` (decimal register number), ``7 (07h)``
    (both forms must agree), ``h01`` (ST's hex mark before the digits), a hex number with
    a footnote mark (``0xE4 (1)``), or one
    with the bits its value uses (``56[7:0]``), or with the header byte that reads it
    (``0x30 (0xF0)``: the address's bits and more set), with the page describing it
    (``02h p 37``), or with its second address (``00 or 10``), or its access in brackets
    (``0x00 (RW)``). A multiplication sign for
    the ``x`` of ``0x`` (TI TCA9554: ``0×00``) reads as the ``x``."""
    text = re.sub(r"^(\s*0)\u00d7(?=[0-9A-Fa-f])", r"\1x", text)
    span = parse_range(text, hex_default=hex_default)
    if span is not None:
        return span
    pair = _READ_WRITE.match(text.strip())
    if pair:  # Maxim: "00h/80h", the read address and the write address (bit 7 set)
        read, write = (parse_int(pair.group(g), hex_default=hex_default) for g in (1, 2))
        if read is not None and write is not None and write == read | 0x80 and read < 0x80:
            return read, read
        if read is not None and write is not None and pair.group(1).lower().startswith("0x"):
            return read, read  # Micron "0x00/0xFF": one register at two addresses
    bytes_of = BYTE_PAIR.match(text.strip())
    if bytes_of:  # ADI: "0x02, 0x03", one register's two byte addresses
        low, high = int(bytes_of.group(1), 16), int(bytes_of.group(2), 16)
        if high == low + 1:
            return low, high
    header = _HEADER_FORM.fullmatch(text.strip())
    if header:  # TI CC1101: "0x30 (0xF0)", the address and the header byte reading it
        base, sent = int(header.group(1), 16), int(header.group(2), 16)
        if sent > base and sent & base == base and sent < 0x100:
            return base, base
    sliced = _SLICED.match(text.strip())
    if sliced:  # X-Powers: "56[7:0]", "57[3:0]": the register and the bits the value uses
        return address_of(sliced.group(1), hex_default=hex_default)
    dont_care = _DONT_CARE.match(text.strip())
    if dont_care:  # Maxim: "0xXA", the upper digit a don't-care of the command word
        n = int(dont_care.group(1), 16)
        return n, n
    paged = _PAGE_REFERENCE.fullmatch(text.strip())
    if paged:  # Cirrus Logic: "02h p 37", the register and the page describing it
        return address_of(paged.group(1), hex_default=hex_default)
    accessed = _ACCESS_AFTER.fullmatch(text.strip())
    if accessed:  # AKC: "0x00 (RW)", "0x14 (R)": the register and its access
        return address_of(accessed.group(1), hex_default=hex_default)
    either = _EITHER.fullmatch(text.strip())
    if either:  # Epson: "00 or 10", the register and its second address
        first = parse_range(either.group(1), hex_default=hex_default)
        second = parse_range(either.group(2), hex_default=hex_default)
        if first is not None and second is not None and first[0] == first[1] < second[0]:
            return first
    prefixed = _H_PREFIXED.fullmatch(text.strip())
    if prefixed:  # ST dSPIN (L6470): "h01", "h1B", the hex mark before the digits
        n = int(prefixed.group(1), 16)
        return n, n
    m = _R_ADDRESS.match(text.strip())
    if not m:
        marked = _FOOTNOTE_MARK.match(text.strip())  # "0xE4 (1)": note 1 on the address
        return parse_range(marked.group(1), hex_default=hex_default) if marked else None
    if m.group("dec") is not None:
        n = int(m.group("dec"))
        return n, n
    n = int(m.group("dec2"))
    return (n, n) if int(m.group("hex"), 16) == n else None


def _decimal_hex_numbers(table: Table, col: int) -> bool:
    """Whether four in five of a column's filled cells (three at least) number a register
    in decimal with its hex in brackets (``8 (8h)``, ``256 (100h)``)."""
    cells = [c for row in table.rows if (c := _cell(row, col).strip())]
    numbered = [c for c in cells if re.match(r"\d{1,3}\s*\([0-9A-Fa-f]{1,3}h\)", c)]
    return len(numbered) >= 3 and len(numbered) >= 0.8 * len(cells)


def _short_names(table: Table, col: int, words: int = 4, chars: int = 32) -> bool:
    """Whether a description column beside an address column holds names: at least
    three rows, each a few words (at most ``words``, ``chars`` characters) that end no
    sentence."""
    cells = [" ".join(_cell(row, col).split()) for row in table.rows]
    cells = [c for c in cells if c]
    return len(cells) >= 3 and all(
        len(c) <= chars and len(c.split()) <= words and not c.endswith(".") for c in cells
    )


def _mostly_named(table: Table, col: int) -> bool:
    """Whether nine in ten of a column's filled cells (three at least) are names in
    words: at most 12 words and 80 characters, none a sentence over several lines."""
    cells = [" ".join(_cell(row, col).split()) for row in table.rows]
    cells = [c for c in cells if c and c != MERGED_MARK]
    named = [c for c in cells if len(c) <= 80 and len(c.split()) <= 12]
    return len(cells) >= 3 and len(named) >= 0.9 * len(cells)


# a description that does something to a register, not one that names it
_VERB_FIRST = re.compile(
    r"^(?:add|remov|correct|chang|updat|fix|writ|read|select|set|clear|enabl|disabl|"
    r"load|stor|copi|copy|mov|delet|renam)\w*\b",
    re.I,
)


_STORAGE = re.compile(rf"\b(?:{_MEMORIES}|window)\b", re.I)


def _mnemonic_cells(table: Table, col: int) -> bool:
    """Whether a column's filled cells are register mnemonics (``BMCR``, ``PHYIDR1``;
    reserved rows aside): three at least, nine in ten of two characters or more with a
    letter, as many distinct (not one-letter attribute codes, ``P`` for preserved)."""
    cells = [
        c
        for row in table.rows
        if (c := _cell(row, col).strip()) and c.lower() != "tag" and not _is_reserved(c)
    ]
    # (a name the PDF wrapped keeps its space: "ANLPARN P", "10BT_SER IAL")
    good = [c for c in cells if re.fullmatch(r"(?=.*[A-Za-z])[A-Za-z0-9_][A-Za-z0-9_ ]+", c)]
    return len(cells) >= 3 and len(good) >= 0.9 * len(cells) and len(set(good)) >= 0.9 * len(good)


def _listed_registers(table: Table, addr_col: int, col: int) -> bool:
    """Whether a register list's descriptions name registers, not a bus address's
    forms, commands, memory blocks or notes: eight rows at least, a quarter at most
    address ranges, none opening in lower case ("bit 4 enables charging"), a fifth at
    most opening with a verb ("Write enable") or naming storage ("Boot ROM")."""
    cells = [(_cell(row, addr_col).strip(), _cell(row, col).strip()) for row in table.rows]
    cells = [(a, d) for a, d in cells if a and d]
    ranges = sum(1 for a, _d in cells if (span := address_of(a)) is not None and span[0] != span[1])
    return (
        len(cells) >= 8
        and ranges <= 0.25 * len(cells)
        and not any(d[0].islower() for _a, d in cells)
        and sum(bool(_VERB_FIRST.match(d)) for _a, d in cells) <= 0.2 * len(cells)
        and sum(bool(_STORAGE.search(d)) for _a, d in cells) <= 0.2 * len(cells)
    )


def _registers_named(table: Table, addr_col: int, col: int) -> bool:
    """Whether a description column beside a register-number column ("Register",
    "Reg #") names the registers: most cells are noun phrases ending in "Register"
    (IC Plus: "Page | Register | Description" with "Control Register", "PHY Identifier
    1 Register"), not changes or actions on registers (a revision history's "Removed
    Test Register", a DMA table's "Writes UART Transmit Holding Register")."""
    header = table.header[addr_col].strip().lower()
    if not re.search(r"\breg(?:ister)?\b", header) and not header.startswith("location"):
        return False  # (X-Powers AXP192: "Location | Description | R/W | Default")
    return _register_phrases(table, col, 0.8)


def _symbol_cells(table: Table, col: int) -> bool:
    """Whether four in five of a column's filled cells (three or more) are upper-case
    symbols of three characters or more (``CTRL1``, ``INT_MASK``)."""
    cells = [c for row in table.rows if (c := _cell(row, col))]
    symbols = [c for c in cells if len(c) >= 3 and _SYMBOL.fullmatch(c)]
    return len(cells) >= 3 and len(symbols) >= 0.8 * len(cells)


def _distinct_cells(table: Table, col: int) -> bool:
    """Whether nine in ten of the filled cells of column ``col`` differ (a misprint may
    repeat a name; a protocol's targets repeat theirs)."""
    cells = [c for row in table.rows if (c := _cell(row, col))]
    return len(set(cells)) >= 0.9 * len(cells)


def _register_phrases(table: Table, col: int, share: float) -> bool:
    """Whether ``share`` of a column's filled cells at least (three or more) are noun
    phrases ending in "register" (``IO configuration register 1``), outside a revision
    history."""
    if re.search(r"revision|history|change", " ".join((*table.section, *table.before)), re.I):
        return False
    cells = [c for row in table.rows if (c := _cell(row, col))]
    named = [
        c  # "Control Register", "PWM1 duty ratio set register 2"
        for c in cells
        if re.search(r"\bregister(?:\s*\d{1,2})?$", c, re.I) and not _VERB_FIRST.match(c)
    ]
    return len(cells) >= 3 and len(named) >= share * len(cells)


BYTE_COUNT = re.compile(r"(?P<n>[1-8])\s*bytes?", re.I)


def _byte_counts(table: Table, col: int) -> bool:
    """Whether a column states register sizes in bytes: three cells or more, most of
    them ``N byte(s)``, the others a bound or a dash (``up to 8 bytes``, ``-``)."""
    cells = [_cell(row, col).strip() for row in table.rows]
    exact = [c for c in cells if BYTE_COUNT.fullmatch(c)]
    others = [c for c in cells if c and not BYTE_COUNT.fullmatch(c)]
    return (
        len(exact) >= 3
        and len(exact) > len(others)
        and all(BYTE_COUNT.search(c) or c.strip("-–—") == "" for c in others)
    )


def _sizes_only(table: Table, col: int, plain: bool = False, chosen: bool = False) -> bool:
    """Whether a column's cells are all register widths (8 .. 64 in whole bytes over
    three rows at least, some wider than 8: a column of 8s may be bit 8 of 9-bit
    registers, unless its header says it holds sizes, ``plain``), single numbers that
    are never a range; ``chosen``: widths a setting chooses among (``4/24/32``) left
    aside."""
    cells = [_cell(row, col).strip() for row in table.rows]
    cells = [c for c in cells if c and not (chosen and re.fullmatch(r"\d{1,2}(?:/\d{1,2})+", c))]
    return (
        len(cells) >= 3
        and all(c in ("8", "16", "24", "32", "40", "48", "64") for c in cells)
        and (plain or any(c != "8" for c in cells))
    )


def _bit_lengths(table: Table, col: int) -> bool:
    """Whether column ``col`` holds a whole number of bits 1 .. 64 on three rows or
    more, every other row empty (a reserved address's row), one row per register (no
    first-column cell twice: not the lengths of several values at one address)."""
    cells = [c for row in table.rows if (c := _cell(row, col).strip())]
    keys = [k for row in table.rows if (k := _cell(row, 0).strip())]
    return (
        len(cells) >= 3
        and all(c.isdigit() and 1 <= int(c) <= 64 for c in cells)
        and len(set(keys)) == len(keys)
    )


def _data_widths(table: Table, col: int) -> bool:
    """Whether a map's ``Bits`` column gives each register's data width (Belling: 24,
    16, 10, 8): data widths on three rows or more (a group label's ditto marks aside),
    three in four whole bytes, some wider than 8."""
    cells = [c for row in table.rows if (c := _cell(row, col).strip()) and c != MERGED_MARK]
    if len(cells) < 3 or not all(c.isdigit() and int(c) in _DATA_WIDTHS for c in cells):
        return False
    return sum(int(c) % 8 == 0 for c in cells) >= 0.75 * len(cells) and any(c != "8" for c in cells)


def _register_rows(table: Table, col: int, roles: dict[str, int]) -> bool:
    """Whether every row filling column ``col`` is a register's, where the table has an
    address column: its address given, each once (not a combined table's field rows
    under their register's row)."""
    if ADDR not in roles:
        return True
    rows = [row for row in table.rows if (c := _cell(row, col).strip()) and c != MERGED_MARK]
    addresses = [_cell(row, roles[ADDR]) for row in rows]
    return all(addresses) and len(set(addresses)) == len(addresses)


# data widths a register holds (bit positions such as 31 are none)
_DATA_WIDTHS = frozenset((8, 10, 12, 14, 16, 18, 20, 24, 32, 40, 48, 64))


def _mostly_addresses(table: Table, col: int) -> bool:
    cells = _address_cells(table, col)
    return bool(cells) and sum(c is not None for c in cells) >= 0.6 * len(cells)


def _address_cells(table: Table, col: int) -> list[tuple[int, int] | None]:
    hexcol = _hex_column(table, col)
    binary = _binary_column(table, col)
    return [_address_in(_cell(row, col), hexcol, binary) for row in table.rows]


_BINARY_BYTE = re.compile(r"^[01]{4}[ _]?[01]{4}$")
_BINARY_DIGITS = re.compile(r"^[01]{5,8}$")


def _binary_column(table: Table, col: int) -> bool:
    """Whether an address column writes every address as 8 binary digits (Microchip's
    register pointers ``0000 0101``), or as binary digits of one length from 5 to 8
    over three rows or more (TI's 7-bit ``0001111``; decimal addresses are not written
    with leading zeros to one width of 0s and 1s only)."""
    # only the number cells count: a label row ("Binary") or a group title merged over
    # the row ("〃") is no address (QST: "Dec | Hex | Binary" under one header)
    cells = [
        c for row in table.rows if (c := _cell(row, col).strip()) and re.fullmatch(r"[\d ]+", c)
    ]
    if len(cells) >= 2 and all(_BINARY_BYTE.match(c) for c in cells):
        return True
    return (
        len(cells) >= 3
        and all(_BINARY_DIGITS.match(c) for c in cells)
        and len({len(c) for c in cells}) == 1
    )


def _address_in(text: str, hexcol: bool, binary: bool) -> tuple[int, int] | None:
    if re.fullmatch(r"[A-Fa-f]{3,}", text.strip()) and not text.strip().isupper():
        return None  # a word of hex letters ("Add": a header repeated on a new page)
    if binary and (_BINARY_BYTE.match(text.strip()) or _BINARY_DIGITS.match(text.strip())):
        value = int(re.sub(r"[ _]", "", text), 2)
        return value, value
    return address_of(text, hex_default=hexcol)


def _context(table: Table) -> str:
    """A table's header, section path and the lines before it, in lower case: where it
    says whether it is about registers."""
    return " ".join((*table.header, *table.section, *table.before)).lower()


# the start, stop, acknowledge and direction marks of an I2C frame drawn as a table
_FRAME_TOKENS = frozenset({"S", "Sr", "P", "A", "N", "NA", "ACK", "NACK", "W", "R", "R/W"})


MMD_DEVICE = frozenset(("device", "devad", "dev"))


def mmd_devices(table: Table, context: str) -> bool:
    """Whether ``table`` lists a PHY's MMD registers by device and offset (Realtek:
    ``Device | Offset | Access | Name`` over ``3 | 20 | RO | EEECR`` under "MMD Register
    Mapping"): registers reached through two MDIO registers, one space per device, not
    the PHY's map (their offsets collide with its register numbers); read as maps only
    where the document has no other (a Clause-45 PHY)."""
    devices = [i for i, h in enumerate(table.header) if h.strip().lower() in MMD_DEVICE]
    if not devices or not re.search(r"\bmmd\b", context):
        return False
    cells = {_cell(row, devices[0]).strip() for row in table.rows}
    return all(c.isdigit() for c in cells if c) and any(cells)


def _mdio_frame(table: Table) -> bool:
    """Whether a row of ``table`` (or its header) draws a PHY management frame: a
    preamble, a start, a turnaround and an idle cell (Realtek: ``Pre | Start | Write OP
    (Code) | PHY Address 0x01 | Reg. Address 0x00(BMCR) | Turn Around | Reg. Data 0x1340
    | Idle``), example values of a bus transaction, no register's fields."""
    for line in (table.header, *table.rows[:2]):
        words = {" ".join(c.lower().split()) for c in line}
        if (
            words & {"pre", "preamble", "pre-amble"}
            and words & {"start", "st"}
            and words & {"turn around", "turnaround", "ta"}
            and "idle" in words
        ):
            return True
    return False


# a cell naming a bit of a word by number: "B7", "B0 (LSB)", "B23 (MSB)", or the byte
_BIT_ORDER_CELL = re.compile(r"B\d{1,2}(?:\s*\((?:LSB|MSB)\))?|LSB|MSB|MID")
# the label of a row of access codes under a register's row of bit names
ACCESS_ROW = re.compile(r"\s*(?:r\s*/\s*w|access)\s*", re.I)


def _bit_order_labels(table: Table, roles: dict[str, int]) -> bool:
    """Whether ``table`` has a byte-order column (``LSB``, ``MID``, ``MSB`` twice or
    more) and its cells outside the address and name columns, eight at least, are bit
    labels (``B7``, ``B0 (LSB)``) four in five."""
    if not any(
        sum(_cell(row, i).strip() in ("LSB", "MID", "MSB") for row in table.rows) >= 2
        for i in range(table.width)
    ):
        return False
    labelled = [
        c.strip()
        for row in table.rows
        for i, c in enumerate(row)
        if i not in (roles.get(ADDR), roles.get(NAME)) and c.strip()
    ]
    return len(labelled) >= 8 and sum(
        bool(_BIT_ORDER_CELL.fullmatch(c)) for c in labelled
    ) >= 0.8 * len(labelled)


def _functions_by_address(table: Table, roles: dict[str, int]) -> bool:
    """Whether ``table`` lists functions and the registers that hold them, no map: its
    name column headed ``Function`` and one address in two rows at least, under names
    opening with other words, reserved rows aside, and an address cell giving a slice
    of bits (OmniVision: "function | register | .." over "VSYNC I/O control | 0x3017",
    "HREF I/O control | 0x3017"); not a table of bit columns (Micro Crystal's
    "Addresses | Function | Bit 7 .." figure, a Reset row under the register's)."""
    if _bitcols(roles):
        return False
    if not re.fullmatch(r"\s*functions?\s*", table.header[roles[NAME]], re.I):
        return False
    # (the first words: one register's modes, "Hours 12-hour Mode" and "Hours 24-hour
    # Mode", share it; a reserved row at a register's address is no function)
    firsts: dict[str, set[str]] = {}
    for row in table.rows:
        address = " ".join(_cell(row, roles[ADDR]).split()).lower()
        name = " ".join(_cell(row, roles[NAME]).split())
        if address and not _is_reserved(name):
            firsts.setdefault(address, set()).add(name.split()[0].lower())
    # (and rows about bits: an address cell giving a slice, "0x3017[3:0], 0x3018[7:2]",
    # or descriptions opening with "Bit[": a UART's RHR and THR at one address are
    # registers)
    about_bits = any(
        re.search(r"[0-9A-Fa-f]h?\s*\[\d{1,2}(?::\d{1,2})?\]", _cell(row, roles[ADDR]))
        for row in table.rows
    )
    return about_bits and any(len(n) > 1 for n in firsts.values())


def _kind(table: Table, roles: dict[str, int]) -> str:
    """``summary``, ``fields``, ``bitrow`` (one register's fields as a row of bit
    cells), ``resets`` (an address and a reset column only), ``defaults`` (a register's
    bits described and their defaults, no field named), ``named`` (register rows
    with bit columns and no address), ``unclear`` (looks like registers, cannot be
    read) or ``other``."""
    context = _context(table)
    if _bit_order_labels(table, roles):
        # TI: "OFCAL0 | LSB | 07h | B7 | B6 .. B0 (LSB)": which bits of a word each
        # register holds, drawn as bit labels beside a byte-order column: no fields, no
        # map (a map of port B's pins B7 .. B0 has no such column)
        return "other"
    if (
        NAME in roles
        and BIT in roles
        and re.fullmatch(r"\s*(?:functions?|features?)\s*", table.header[roles[NAME]], re.I)
        and sum(parse_bits(_cell(row, roles[BIT])) is None for row in table.rows)
        > len(table.rows) // 2
    ):
        # AKM: "Function | Default | Address | Bit" over "De-emphasis Response | OFF |
        # 01H | DEM[1:0]": a list of functions and the bits that set them, no map
        return "other"
    if NAME in roles and ADDR in roles and _functions_by_address(table, roles):
        return "other"
    if NAME in roles:
        # names that say what they are (Microchip: "Volatile Wiper 0", "Volatile TCON
        # Register"): half of them at least (not one "Config Register" in an EEPROM map)
        # (Semtech, HopeRF: "RegOpMode", "RegInputDisableB": the prefix says it)
        names = [n for row in table.rows if not _is_reserved(n := _cell(row, roles[NAME]))]
        if names and sum(
            "regist" in n.lower() or bool(re.match(r"Reg[A-Z0-9]", n.strip())) for n in names
        ) >= 0.5 * len(names):
            context += " register"
    if (
        "regist" not in context
        and not _cjk_registers(table)
        and not re.search(r"\breg\b", context)
        # ADI: "Table 49. X_DELTANG_LOW Bit Definitions" over "Bits | Description" (a
        # register's symbol before the words: not "Status Word Bit Assignments")
        and not _SYMBOL_BIT_TABLE.search(context)
        # "Table 17. CHIP_DIG_POWER 0x0002" over it (or over its bit figure)
        and not any(CAPTION_REGISTER.match(line.strip("* ")) for line in table.before[-2:])
        # (a field table's: "Offset | Name | Size" under "FIFO_FRAME ( 7Fh )" is data)
        and not (
            BIT in roles
            and any(
                symbol_address_title(line) or ADDRESS_COLON_NAME.match(line.strip("* "))
                for line in table.before[-1:]
            )
        )
        # a register's symbol heading its field names ("CONFIG | Bit | Attribute | ..")
        and not symbol_over_names(table)
        # Injoinic: "I2C 地址0XEA 寄存器地址= 0x01" (register address) over the table
        and not any(re.search(r"寄存器地址\s*[=:：]", line) for line in table.before[-2:])
        # a title and address a normaliser lifted out of the grid ("Addr: 08H" rows), or
        # a symbol and its address over the figure ("GestureID @0x01")
        and not (
            _bitcols(roles)
            and any(
                _ADDRESS_CAPTION.search(x) or AT_SECTION.match(x.strip("* "))
                for x in table.before[-1:]
            )
        )
        # Allegro: a grid of addresses and 32 bit columns right under "MEMORY MAP" (the
        # fields of each address: registers, whatever the page calls them)
        and not _memory_map_grid(table, roles)
        and not _accessed_map(table, roles)
        # KT Micro: "3.17.3. SYSCFG (Address 0x03)" over "Bit | 名称 | 读写方式 | ..": a
        # register's section by its symbol and address
        and not (BIT in roles and _NAMED_SECTION.search(table.heading))
        # Atmel QTouch: "7.4 Address 2: General Status" over "Address | b7 .. b0": a
        # register's section by its address
        and not (
            ADDR in roles
            and _bitcols(roles)
            and _ADDRESS_HEADING.search(table.heading)
            # (not a bus address byte: "1 | 0 | 0 | 1 | A2 | A1 | A0 | R/W")
            and not any(
                re.fullmatch(r"R\s*/\s*W#?|W\s*/\s*R|RW", _cell(row, col))
                for row in table.rows
                for _bit, col in _bitcols(roles)
            )
        )
        # Avago: "### REV_ID", "Address: 0x01", "Access: Read Reset Value: 0x00" over the
        # register's bit row (whose register the heading and the map must agree on)
        and not (
            _bitcols(roles) and any(ADDRESS_LABEL.match(x.strip("* ")) for x in table.before[-2:])
        )
    ):
        return "other"  # byte layouts of data formats (Offset | Name | Size) are no registers
    if sum(cell.strip() in _FRAME_TOKENS for cell in table.header) >= 3 and any(
        cell.strip() in ("S", "Sr") for cell in table.header
    ):
        return "other"  # a bus transaction (Linear: "S | ADDRESS | W | A | REGISTER | A |
        # DATA | A | P" over "1100100 | 0 | 0 | 01h ..."): the slave address is no register's
    if _mdio_frame(table):
        return "other"  # an MDIO frame drawn as cells (Pre | Start | .. | Turn Around | Idle)
    if mmd_devices(table, context):
        return "other"
    if NAME in roles and re.search(
        r"\b(?:strobe|command|instruction|opcode)s?\b", table.header[roles[NAME]], re.I
    ):
        return "other"  # TI CC1101 "Address | Strobe Name": commands at addresses, no registers
    if ADDR in roles and NAME not in roles and _bitcols(roles) and _values_only(table, roles):
        return "other"  # an address printed bit by bit (an I2C slave ID: 1 0 1 0 1 1 1 R/W)
    if (
        set(roles) == {ADDR, RESET}
        and table.width == 2
        and re.search(r"default|reset|\bpor\b|power", table.header[roles[RESET]], re.I)
    ):
        return "resets"  # values at reset by address, apart from the map (or sideways)
    if ADDR in roles and (NAME in roles or _bitcols(roles) or _unnamed_registers(table, roles)):
        cells = [c for c in _address_cells(table, roles[ADDR]) if c is not None]
        # rows that are no register: "..." gaps, a group label alone in its row ("Read-only
        # register"), a row of reset bits under the registers ("Reset | Reset | 0 | 1 ...")
        filled = [
            row
            for row in table.rows
            if _cell(row, roles[ADDR]) not in ("", "...", "…")
            and any(c.strip() for i, c in enumerate(row) if i != roles[ADDR])
            and not re.fullmatch(
                r"\s*(?:reset|default|initial|por)(?:\s+value)?\s*", _cell(row, roles[ADDR]), re.I
            )
            # AKM: a row of each bit's access under the register's ("R/W | R/W | ..")
            and not ACCESS_ROW.fullmatch(_cell(row, roles[ADDR]))
        ]
        # AKM: "06,08,0A,0C H | IRxL", one layout for the registers listed (an address
        # cell, read as none of them)
        listed = [row for row in filled if _ADDRESS_LIST.fullmatch(_cell(row, roles[ADDR]).strip())]
        if cells and len(cells) + len(listed) >= 0.6 * max(1, len(filled)):
            return "summary"
        return "unclear" if filled else "other"
    if (not table.rows or (ADDR not in roles and NAME not in roles)) and _bitrow_bits(table, roles):
        return "bitrow"
    if ADDR not in roles and NAME in roles and BIT not in roles and _bitcols(roles):
        return "named"  # a summary without addresses: its rows join a map by name
    if (
        {BIT, DESC, RESET} <= set(roles)
        and NAME not in roles
        and ADDR not in roles
        and not _bitcols(roles)
        and _bit_rows(table, roles)
    ):
        return "defaults"  # X-Powers: "Bit | Description | R/W | Default", fields unnamed
    if BIT in roles and NAME in roles and ADDR not in roles:
        # rows of one cell are titles ("Register 1 : Status Register" opening the rows);
        # rows with neither bits nor a name continue a description (TI CC1101: a table
        # of a field's settings nested in its description cells)
        parsed = [
            parse_bits(_cell(row, roles[BIT]))
            for row in table.rows
            if any(c.strip() and c.strip() != MERGED_MARK for c in row[1:])
            and (_cell(row, roles[BIT]).strip() or _cell(row, roles[NAME]).strip())
        ]
        if parsed and sum(p is not None for p in parsed) >= 0.6 * len(parsed):
            return "fields"
        return "unclear"
    return "other"


_ADDRESS_LIST = re.compile(r"(?:[0-9A-F]{2}\s*,\s*)+[0-9A-F]{2}\s*H")


# an upper-case symbol: "CONFIG", "PD_REQMSG", "INT_MASK"
_SYMBOL = re.compile(r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*")


def symbol_over_names(table: Table) -> bool:
    """Whether the first header cell is a register's symbol heading the field names of
    its bit table (Diodes AP33772S: ``PD_REQMSG | Bit | Attribute | Pwr-On |
    Description``): an upper-case symbol of three characters or more, a ``Bit`` column
    beside it, and every cell under it a symbol or a dash (a reserved bit)."""
    head = table.header[0].strip() if table.header else ""
    if len(head) < 3 or not _SYMBOL.fullmatch(head) or not table.rows:
        return False
    bit_cols = [i for i, h in enumerate(table.header) if h.strip().lower() in ("bit", "bits")]
    if not bit_cols:
        return False
    positions = [_cell(row, bit_cols[0]) for row in table.rows]
    if not all(parse_bits(c) is not None and not re.match(r"0\d", c) for c in positions):
        return False  # value codes ("00", "01") of a mode, not bits
    cells = [_cell(row, 0) for row in table.rows]
    return all(_SYMBOL.fullmatch(c) or c in ("-", "\u2014", "\u2013") for c in cells)


# a header saying its column gives values at reset
_RESET_HEAD = re.compile(r"\s*(?:(?:pwr|power)[- ]?on|reset|default|por)(?:\s+value)?\s*", re.I)


def _distinct_registers(table: Table) -> bool:
    """Whether a ``Register`` column names another register on every filled row (a
    flash's ``Command | Register`` reads one status register by several opcodes)."""
    cols = [i for i, h in enumerate(table.header) if h.strip().lower() == "register"]
    if len(cols) != 1:
        return False
    names = [c for row in table.rows if (c := _cell(row, cols[0]))]
    return len(names) >= 3 and len(set(names)) == len(names)


def _marked_hex_cells(table: Table, col: int) -> bool:
    """Whether column ``col`` holds a marked hex number (``0x01``, ``1Ah``) on every
    filled row, three rows at least, each another number."""
    cells = [c for row in table.rows if (c := _cell(row, col))]
    return (
        len(cells) >= 3
        and len(set(cells)) == len(cells)
        and all(re.fullmatch(r"0x[0-9A-Fa-f]{1,4}|[0-9][0-9A-Fa-f]{0,3}h", c) for c in cells)
    )


# the reset that restores a bit: "POR", "System Reset", "/" (none)
# a reset column's header naming the kind of reset, not its value
_RESET_KIND_HEADER = re.compile(r"\breset\s+(?:type|kind|source|domain|condition)s?\b", re.I)
_RESET_KIND = re.compile(
    r"/|-+|N/?A|(?:(?:POR|BOR|SYS|SYSTEM|PWROK|POWER[- ]ON|HARD|SOFT|CHIP|WDT|WATCHDOG)\s*)*"
    r"(?:POR|BOR|SYS|SYSTEM|PWROK|RESET|RST)",
    re.I,
)


def _reset_kinds(table: Table, col: int) -> bool:
    """Whether column ``col`` names which reset restores each row (``POR``, ``SYS``,
    ``/`` where none does) and gives no value: every filled cell (one at least) one of
    them."""
    cells = [c for row in table.rows if (c := _cell(row, col))]
    return bool(cells) and all(_RESET_KIND.fullmatch(c) for c in cells)


def _bit_rows(table: Table, roles: dict[str, int]) -> bool:
    """Whether every row of ``table`` gives a bit or bit range (one row at least), or
    continues the description above it (its bit and default cells empty: a description
    the page broke)."""
    bits = [parse_bits(_cell(row, roles[BIT])) for row in table.rows]
    return any(b is not None for b in bits) and all(
        b is not None or not (_cell(row, roles[BIT]) or _cell(row, roles[RESET]))
        for row, b in zip(table.rows, bits, strict=True)
    )


def _hex_addresses(table: Table, col: int) -> list[tuple[int, int] | None]:
    """Each row's address in column ``col``, bare numbers read as hex, a bit label
    (``D11``) none: the cells of a candidate address column before its role is known."""
    return [
        None if _BITCOL.match(cell) else address_of(cell, hex_default=True)
        for cell in (_cell(row, col) for row in table.rows)
    ]


def _marked_share(table: Table, col: int) -> float:
    """The share of column ``col``'s filled cells that open with a marked hex number
    (``0x1D``, ``1Dh``)."""
    cells = [c for row in table.rows if (c := _cell(row, col).strip())]
    marked = sum(bool(re.match(r"0x[0-9A-Fa-f]|[0-9][0-9A-Fa-f]*h\b", c)) for c in cells)
    return marked / len(cells) if cells else 0.0


def _more_addresses(table: Table, col: int, other: int) -> bool:
    """Whether column ``col`` holds an address on most rows and on more than ``other``
    (``No access``, ``N/A`` there): of two address columns, the fuller one."""
    if any(re.search(r"\b(?:read|write)\b", table.header[c], re.I) for c in (col, other)):
        return False  # a write and a read address: the lower one (below)
    mine = [a for a in _hex_addresses(table, col) if a is not None]
    theirs = [a for a in _hex_addresses(table, other) if a is not None]
    return (
        len(table.rows) >= 3
        and len(mine) >= 0.6 * len(table.rows)
        and len(mine) > len(theirs)
        and len(set(mine)) >= 0.8 * len(mine)  # addresses, not a bit column's 0s and 1s
    )


def _lower_addresses(table: Table, col: int, other: int) -> bool:
    """Whether column ``col`` holds the lower of two address forms of every register
    (the other with a command bit set)."""
    pairs = [
        (a, b)
        for a, b in zip(_hex_addresses(table, col), _hex_addresses(table, other), strict=True)
        if a is not None and b is not None
    ]
    return bool(pairs) and all(a[0] < b[0] for a, b in pairs)


def _unnamed_registers(table: Table, roles: dict[str, int]) -> bool:
    """Whether a table without names lists registers by number and description
    (ICRoute: "编号 (16 进制) | 说明"; "Register # | Description"): its address column
    says it numbers registers, every filled address cell is one address (a memory map
    gives ranges; an empty cell carries on the description above), three rows or
    more."""
    if NAME in roles or DESC not in roles or _bitcols(roles) or len(table.rows) < 3:
        return False
    head = table.header[roles[ADDR]]
    if not re.search(r"\breg(?:ister)?\s*(?:#|no\b|num)|寄存器|编号", head, re.I):
        return False
    spans = _address_cells(table, roles[ADDR])
    filled = [s for row, s in zip(table.rows, spans, strict=True) if _cell(row, roles[ADDR])]
    return len(filled) >= 3 and all(s is not None and s[0] == s[1] for s in filled)


def _values_only(table: Table, roles: dict[str, int]) -> bool:
    """Whether every bit cell of every row holds a bit value (0, 1, x, R/W), no name."""
    cells = [_cell(row, col) for row in table.rows for _bit, col in _bitcols(roles)]
    return bool(cells) and all(re.fullmatch(r"[01xX]|R/?W|R|W|-+", c.strip() or "-") for c in cells)


def _cell(row: tuple[str, ...], col: int) -> str:
    return row[col].strip() if col < len(row) else ""


def _row_pages(table: Table) -> tuple[int | None, ...]:
    return (
        table.row_pages
        if len(table.row_pages) == len(table.rows)
        else (table.page,) * len(table.rows)
    )


_BIT_NAME_RANGE = re.compile(r"^([A-Za-z][A-Za-z0-9_]*?[A-Za-z_])(\d+):\1(\d+)$")


@functools.lru_cache(maxsize=8192)
def field_name(text: str) -> str:
    """A field's name cell (:func:`clean_name`), a range of its bits' names written as
    the value's slice (National: ``RT12:RT5`` is ``RT[12:5]``, ``RRS1:RRS0`` the whole
    ``RRS``; counting down only: ``PWM0:PWM7`` names registers; spaces the PDF wrapped
    into it dropped, ``SPNTIM2:SPNTIM 0``); the part variants a row is for after it
    dropped (``DATA0 (FDC2112 / FDC2114 only)``)."""
    # TI: "DATA0 (FDC2112 / FDC2114 only)": the part variants the row is for
    name = clean_name(re.sub(r"(?<=[\w\]])\s*\([^()]*\d[^()]*\bonly\)\s*$", "", text, flags=re.I))
    m = _BIT_NAME_RANGE.fullmatch(name)
    if m is None and ":" in name:  # a cell wrapped inside a name: "SPNTIM2:SPNTIM 0"
        m = _BIT_NAME_RANGE.fullmatch("".join(name.split()))
    if m is None or int(m.group(2)) <= int(m.group(3)):
        return name
    high, low = int(m.group(2)), int(m.group(3))
    return m.group(1) if low == 0 else f"{m.group(1)}[{high}:{low}]"


@functools.lru_cache(maxsize=8192)
def clean_name(text: str) -> str:
    """A name cell with the PDF's wrapping spaces removed when every piece is an
    identifier fragment and the pieces read as one identifier (``PWR_CT RL``,
    ``acc_self_ test_amp``); other text unchanged apart from outer blanks."""
    s = " ".join(text.split()).strip("*` ")
    # Chinese sets no spaces between words: one between two characters is a wrap
    s = re.sub(r"(?<=[\u4e00-\u9fff]) (?=[\u4e00-\u9fff])", "", s)
    # Micro Crystal: "Hours Alarm (24 hour mode) – default value", the layout (a mode in
    # parentheses) in force at reset: the name less the mark
    s = re.sub(r"(?<=\))\s+[\u2013\u2014-]\s+default value$", "", s, flags=re.I)
    # Epson: "Control 1 (Default)", a row whose cells print each bit's default
    s = re.sub(r"(?<=\w)\s+\(default\)$", "", s, flags=re.I)
    # footnote marks: Power(2), PON(1), (2), ADP_CNTL(1-19) (2), ARD (a), DATA (*)
    s = re.sub(r"(?<=[\w)\]])(?:\s?\((?:\d|[a-z]|\*{1,3}|[\u2020\u2021])\),?)+$", "", s)
    s = re.sub(r"(\[\d+(?::\d+)?\])\[\d\]$", r"\1", s)  # OUTNE[1:0][4]: note 4
    s = re.sub(r"(?<=[\w\]])\s+(?:\[\d\])+$", "", s)  # NXP "DR_STATUS [1]", "F_MODE[7:6] [1][2]"
    # NXP "0 (R) RST (W)": the bit reads 0 and is written as RST
    s = re.sub(r"^[01]\s*\(R\)\s*([A-Za-z_]\w*)\s*\(W\)$", r"\1", s)
    s = re.sub(r"(?<=[>\]])(?:\(\d{1,2}\))+$", "", s)  # QST aODR<3:0>(12)(13): notes
    s = re.sub(r"(?<=\w)\[(\d+(?::\d+)?)$", r"[\1]", s)  # IDT's misprint "FB_frcdiv[7:0"
    s = re.sub(r"(?<=\w)\s?\((\d+:\d+)\)$", r"[\1]", s)  # ams: ZMCO(1:0) is ZMCO[1:0]
    s = re.sub(r"^([A-Za-z_]\w*),\s*bits?\s*(\[\d+(?::\d+)?\])$", r"\1\2", s, flags=re.I)  # ADI
    # Bosch: "HR_X_THRES_ HYST", ST: "Aux_sens _on0": an underscore at a wrap (BMP581:
    # "int_- mode", "fifo_-full", the hyphen the text layer adds there; not the sign of
    # "VNEG_-5V")
    s = re.sub(r"(?<=[A-Za-z0-9])(?:_-? +(?=[A-Za-z0-9])|_-(?=[a-z])| +_(?=[A-Za-z0-9]))", "_", s)
    if " " not in s:
        return _without_footnote(s)
    ranged = _RANGED.match(s)
    if ranged and " " in ranged.group("base"):  # "GYR_Sleep_C onfig <2:0>"
        base = clean_name(ranged.group("base"))
        return s if " " in base else base + ranged.group("range")
    pieces = s.split(" ")
    if not all(_PIECE.match(p) for p in pieces):
        first = pieces[0]
        # a mnemonic followed by a label (``EN_AA Enhanced ShockBurst™``)
        rest = s[len(first) :]
        if (
            # (an index or a run of them: Trinamic "MSLUT[0] microstep table entries")
            re.fullmatch(r"[A-Z][A-Z0-9_]+(?:\[\d+(?:(?:\.\.\.?|\u2026)\d+)?\])?", first)
            # two capitals are an abbreviation opening the label ("SW Revision ID")
            and (len(first) > 2 or not re.match(r"\s+[A-Z][a-z]", rest))
            and any(c.islower() for c in rest)
            # an abbreviation opening a descriptive name (``EP Control Register (EP 1 -
            # A)``), or a name qualified by an instance (``TIMER (Socket 0)``)
            and not (len(first) <= 3 and "regist" in rest.lower())
            and (
                not re.fullmatch(r"\s*\([^()]*\)", rest)
                # a note in lower case ("GPIO_DAT_STAT1 (read twice to clear)")
                or re.fullmatch(r"\s*\([a-z][a-z-]*(?: [a-z-]+){2,}\)", rest) is not None
            )
            # not a phrase joining it to more: "ADC & DAC Control (CTR1)", nor a name
            # with another after a slash ("TLOW flag/LSB0": one bit, two uses)
            and not re.match(r"\s*(?:&|and\b|/|,)", rest)
            and not re.fullmatch(r"\s*[a-z]+/[A-Z]{2,}\w*", rest)
            # one bit of a value the name spells out (TI: "OTG Voltage, bit 11")
            and not re.search(r",\s*bit\s*\d+$", rest, re.I)
            # a word opening a phrase that goes on (X-Powers: "PWROFF of DCDC OVP/UVP
            # control", "DCDCS ON/OFF and DVM control"), not a symbol before its label
            # ("IF_MODE I2C/SPI/I3C select")
            and not (
                "_" not in first
                and re.match(
                    r"\s+(?:(?:of|for|to|in|on|and|or|with|at|by|from)\b|[A-Z0-9]{2,}/[A-Z0-9]{2,}\b)",
                    rest,
                )
            )
        ):
            return first
        return s
    joined = "".join(pieces)
    letters = [c for c in joined if c.isalpha()]
    if not _IDENT.match(joined):
        return s
    if _several_names(pieces):
        return s
    if pieces[-1] in ROMAN_NUMERALS and "_" not in joined and all(len(p) >= 2 for p in pieces[:-1]):
        return s  # AMICCOM: "FIFO II", "RC OSC I": a name numbered in Roman numerals
    if all(c.isupper() for c in letters) or ("_" in joined and all(c.islower() for c in letters)):
        return joined
    if "_" in joined and all(
        _broken_word("".join(pieces[: i + 1]), after) for i, after in enumerate(pieces[1:])
    ):
        return joined  # Bosch: "ACC_Sleep_C onfig", "MAG_Power_mo de": a word broken inside
    return s


ROMAN_NUMERALS = frozenset(("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X"))


def _several_names(pieces: list[str]) -> bool:
    """Whether the pieces of a cell are several names, never one name wrapped: a bit
    value between names (``VBIAS7 VBIAS6 0 0 VBIAS5``), two capitalised symbols of
    one family (``IOUT1_CH IOUT0_CH``), or two numbered mnemonics (``VBIAS7 VBIAS6``);
    not ``HP_SLOPE_X L_EN`` (one symbol wrapped) nor ``ORI_An droid_W indows``."""
    named = [k for k, p in enumerate(pieces) if not p.isdigit()]
    if any(p.isdigit() and named[0] < k < named[-1] for k, p in enumerate(pieces)):
        return True  # (a digit ending the pieces is a wrapped number: "TAP_THS 0", "PLL K 1")
    inner = [p for p in pieces if re.fullmatch(r"[A-Z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+", p)]
    # symbols of one family share their first or last segment ("AINP_OV_ERR AINP_UV_ERR");
    # the halves of one wrapped symbol do not ("HP_SLOPE_X L_EN")
    family = len({p.split("_")[0] for p in inner}) < len(inner) or len(
        {p.rsplit("_", 1)[-1] for p in inner}
    ) < len(inner)
    numbered = sum(bool(re.fullmatch(r"[A-Z]{2,}\d+", p)) for p in pieces)
    return (len(inner) >= 2 and family) or numbered >= 2


# words that follow a symbol in a cell as words of their own, never the rest of a word
# the PDF wrapped
_WHOLE_WORDS = frozenset(
    {
        *("enable", "enabled", "disable", "disabled", "en", "dis", "int", "irq", "sel"),
        *("select", "mode", "mask", "flag", "flags", "status", "bit", "bits", "data"),
        *("value", "ctrl", "cfg", "config", "on", "off", "set", "clear", "clr", "reset"),
        *("rst", "src", "source", "ready", "done", "error", "err", "level", "count"),
        *("time", "low", "high", "out", "in", "and", "or", "of", "to", "for", "sign"),
    }
)


def _broken_word(before: str, after: str) -> bool:
    """Whether a space between two pieces of a mixed-case name breaks a word
    (``ACC_Sleep_C onfig``, ``MAG_Power_mo de``, ``ORI_An droid_W indows``,
    ``QUA_Data_w_L SB``, ``EUL_Pitch_MS B``): the name so far ends in a lower-case run, or
    in one capital among capitalised words, never in an upper-case mnemonic
    (``ACC_NM enable``, ``INACT_Z enable``), and the piece after goes on in lower case; or
    capitals continue capitals, four letters at most."""
    last = before.rsplit("_", 1)[-1]
    if after.lower() in _WHOLE_WORDS:
        return False  # a word of its own after a symbol ("Self_Test enable", "Act_X enable")
    if re.match(r"[a-z]", after) and (
        re.fullmatch(r"[a-z]+", last)
        # a capitalised word goes on only in a short piece or one more symbol part
        # ("ACC_INT_Setti ngs", "ORI_An droid_W"; not "Self_Test sign")
        or (re.fullmatch(r"[A-Z][a-z]+", last) and ("_" in after or len(after) <= 3))
        # one capital opens a word only among capitalised words: "ACC_Sleep_C onfig",
        # never "INACT_Z enable"
        or (re.fullmatch(r"[A-Z]", last) and re.search(r"(?:^|_)[A-Z][a-z]", before))
    ):
        return True
    if len(last) == 1 and last.isupper() and re.fullmatch(r"[A-Z]{1,3}(?:_\w*)?", after):
        return True
    # an upper-case ending broken once more: "EUL_Pitch_MS B", "LIA_Data_X_LS B"
    return bool(re.fullmatch(r"[A-Z]{1,3}", last) and re.fullmatch(r"[A-Z]{1,3}", after)) and (
        len(last + after) <= 4
    )


def _without_footnote(name: str) -> str:
    """``ARDa`` -> ``ARD``: a footnote letter glued to an upper-case mnemonic."""
    if len(name) >= 4 and name[-1] in "abcdef" and re.fullmatch(r"[A-Z][A-Z0-9_]+", name[:-1]):
        return name[:-1]
    return name


_RUN_NUMBERING = re.compile(r"\s*[(\[]\s*\d+\s*(?:-|\u2013|~|\.\.|:)\s*\d+\s*[)\]]$")


# Chinese "not used", "none", "undefined", "unimplemented", "invalid", "idle", "fixed"
_CJK_UNUSED = frozenset(
    ("不使用", "未使用", "未用", "无", "空", "未定义", "未实现", "无效", "无效位", "闲置", "固定")
)


# a symbol naming a register's unused bits: "SYNC_CFG0_NOT_USED", "MDMCFG0_RESERVED1_0"
_UNUSED_SYMBOL = re.compile(r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*_(?:NOT_USED|RESERVED\d*(?:_\d+)?)")


@functools.lru_cache(maxsize=8192)
def _is_reserved(name: str) -> bool:
    low = name.lower().strip()
    valued = re.fullmatch(r"(?P<word>\S.*?)\s+[01]", low)
    if valued and _is_reserved(valued.group("word")):
        return True  # a reserved cell and the bit's value at reset: "N/A 0"
    # less a numbering of the row's registers or bits: "Do not use (1-2)", "RSV[0..3]"
    low = _RUN_NUMBERING.sub("", low) or low
    if low in _RESERVED or low.startswith(("reserved", "rsvd", "unimplemented", "unused")):
        return True
    if re.fullmatch(r"r ?e ?s ?e ?r ?v ?e ?d", low):
        return True  # the PDF wrapped the word in a narrow cell: "reserve d"
    if low == "reverse d":
        return True  # DAVICOM's misspelling of "Reserved", wrapped in a narrow bit cell
    if len(low) == 9 and any(low[:k] + low[k + 1 :] == "reserved" for k in range(3, 9)):
        return True  # a letter too many: ROHM's "Resereved" (not "Preserved")
    if re.search(r"\breserved\b.*\b(?:returns?|reads? as)\b", low):
        # a sentence saying what a reserved place reads: NXP "Read to reserved area
        # returns 00" (not "Unlock key for reserved registers")
        return True
    bare = low.strip("-_*()[]. ")
    if bare != low and bare.startswith("reserved"):
        return True  # "-reserved-", "(Reserved)"
    if re.fullmatch(r"rsvd?_?\d{0,2}|do not use|dnu|not (?:implemented|used?)|no function", bare):
        return True  # "RSV1", "RSVD_0", "Do not use", Epson's "Not use"
    if _UNUSED_SYMBOL.fullmatch(name.strip()):
        # TI CC1200: a symbol naming its unused bits, "SYNC_CFG0_NOT_USED" (TI's
        # "REG15_Reserved" names a register)
        return True
    if bare.startswith(("保留", "预留", "予約")):
        return True  # Chinese "reserved" (two words), Japanese "reserved"
    if bare in _CJK_UNUSED:
        return True  # Chinese "not used", "none", "undefined", "unimplemented", "idle", "fixed"
    if bare.startswith(("备用", "空き", "使用禁止", "予備", "テスト")):
        return True  # Chinese "spare", Japanese "vacant", "do not use", "spare", "test"
    if re.fullmatch(r"[\w-]+(?: [\w-]+)? reserved", low):
        return True  # "Melexis reserved", "factory reserved", "ST reserved"
    if re.match(r"(?:factory|vendor|manufacturer)\s+reserved\s*[;,:.\u2013-]\s*do\s+not\b", low):
        # Maxim: "Factory Reserved; do not write to this port" (IDT's "Factory Reserved
        # Register" describes its fields: a register)
        return True
    if re.fullmatch(r"[01x](?:\[[\d:]+\])?", low):
        return True  # a bit fixed at 0 or 1, or not implemented: no field
    if not re.search(r"[a-z0-9\u3040-\u30ff\u4e00-\u9fff]", low):
        return True  # "--", "..." (a name in Chinese or Japanese is a name: Whwave "秒")
    # TI's RES[2:0], ADI's RES (Kionix's RES, a resolution bit, is lost with them);
    # Goodix "Reserve" rows; Chinese "保留" (reserved); a cell of "None"
    return re.sub(r"\[[\d:]+\]$", "", low) in ("res", "rsv", "rfu", "reserve", "保留", "none")


def _access_words(table: Table, col: int) -> bool:
    """Whether most filled cells of column ``col`` (two at least) are access words
    (``RD/WR``, ``R/W``, ``Read-only``), not a legend's colours or values."""
    cells = [low for row in table.rows if (low := " ".join(_cell(row, col).lower().split()))]
    known = [c for c in cells if c in _ACCESS or c.replace("-", " ") in _ACCESS]
    return len(cells) >= 2 and len(known) >= 0.8 * len(cells)


def _access(text: str) -> str | None:
    low = " ".join(text.lower().split())
    if not low or low in _RESERVED:
        return None
    if re.search(r"[\u4e00-\u9fff]", low):
        return _ACCESS.get(low)  # Chinese words this table does not know: no access
    stacked = [w.replace("-", " ") for w in low.split()]
    if len(stacked) == 2 and all(w in ("read only", "write only") for w in stacked):
        # Exar: "Read-only Write-only" for two registers stacked in one row: the first's
        return _ACCESS[stacked[0]]
    return _ACCESS.get(low, low)


_LABELLED_CELL = re.compile(r"^(?:bit\s*|b|d)(\d{1,2})\s+(\S.*)$", re.I)


def _labelled_bits(table: Table) -> list[tuple[int, str]]:
    """(bit, name) of a grid whose every cell holds a bit label and its name (ADI's
    ``D7 DATA_READY | D6 SINGLE_TAP ...`` over two rows), bits descending; [] unless
    the cells cover bits n-1..0 exactly once."""
    cells = [c for row in (table.header, *table.rows) for c in row]
    if len(table.rows) > 3 or not cells:
        return []
    found: list[tuple[int, str]] = []
    for cell in cells:
        m = _LABELLED_CELL.match(cell.strip())
        if m is None:
            return []
        found.append((int(m.group(1)), clean_name(m.group(2))))
    bits = sorted(b for b, _ in found)
    if bits != list(range(len(bits))) or len(bits) not in _BIT_ROW_WIDTHS:
        return []
    return sorted(found, reverse=True)


def _bitrow_bits(table: Table, roles: dict[str, int]) -> list[tuple[int, int]]:
    """(bit, column) of a bit-row table: one register's fields as a row of cells under
    bit headers (``D7 .. D0``, ``Bit 7 .. Bit 0``), a lone row of 8/16/32 cells with
    no header row at all (ST's ``Table 19. CTRL1 register``: the cells are the bits,
    most significant first, as every such figure prints them), or a grid of labelled
    cells (:func:`_labelled_bits`; columns index its names, bits descending). [] for
    anything else."""
    labelled = _labelled_bits(table)
    if labelled:
        return [(bit, index) for index, (bit, _name) in enumerate(labelled)]
    if table.rows:
        cols = _bitcols(roles)
        # (or names and values rows stacked for several registers: TI's "BAT_HI (0x2A)
        # and BAT_LO (0x2B)" figure, read apart by the fields reader)
        stacked = len(table.rows) in (4, 6, 8) and all(
            all(c.strip() in ("0", "1") for c in row if c.strip()) for row in table.rows[1::2]
        )
        return (
            cols if cols and (len(table.rows) <= 2 or stacked) and len(roles) == len(cols) else []
        )
    if table.width not in _BIT_ROW_WIDTHS:
        return []
    names = [clean_name(c) for c in table.header]
    if all(_BITCOL.match(n) for n in names):
        return []  # bit headers whose row of names was lost
    if not any(_IDENT.match(n) for n in names if not _FIXED_BIT.match(n)):
        return []  # a value printed bit by bit (WHO_AM_I: 1 1 0 1 0 1 1 1)
    return [(table.width - 1 - i, i) for i in range(table.width)]


def _written_width(text: str, hex_column: bool) -> int | None:
    """The register width a reset value's written digits state: ``0x0000``, ``0000h``,
    ``0000HEX`` / ``0000`` in a hex column is 16 bits; None when the digits say nothing
    (``0``)."""
    s = text.strip()
    bits = re.sub(r"[ _]", "", s)
    if not hex_column and len(bits) in (8, 16) and set(bits) <= {"0", "1"}:
        return len(bits)
    digits = s[2:] if s.lower().startswith("0x") else (s if hex_column else "")
    if re.fullmatch(r"[0-9][0-9A-Fa-f]*[hH]", s):
        digits = s[:-1]  # "0000h"
    if re.fullmatch(r"[0-9A-Fa-f]+ ?HEX", s):
        digits = s[:-3].strip()  # IDT "0000HEX"
    if re.fullmatch(r"[0-9A-Fa-f]{2}|[0-9A-Fa-f]{4}|[0-9A-Fa-f]{8}", digits):
        return 4 * len(digits)
    return None
