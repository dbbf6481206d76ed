"""Settings tables (``hwcc.extract.regmap.settings``): a register's fields described one
value per row, the value's digits under bit columns, the field named in a description
cell (ADI's video decoders). The rows give fields to the registers a map holds; they
never clear a map's fields, make a register, or give bits their rows do not line up."""

from __future__ import annotations

from pathlib import Path

from tests.support.regmap import device_of, fields, registers

# vendor layouts too wide for source lines
LAYOUTS = Path(__file__).parent / "fixtures" / "regmap_layouts"

# the map: each register once, some bits unnamed (empty cells)
MAP = (LAYOUTS / "adi_register_map.md").read_text(encoding="utf-8")

# the register descriptions: one row per value of a field, its digits under its bits
SETTINGS = (LAYOUTS / "adi_register_descriptions.md").read_text(encoding="utf-8")


def test_value_rows_give_fields_to_the_registers_the_map_left_without() -> None:
    regs = registers(device_of(MAP + SETTINGS))
    assert fields(regs[0x02]) == {"CCLEN": (4, 4), "DCT": (7, 6)}
    # the symbol opening a description, before the one read back after a slash
    assert fields(regs[0x03]) == {"CMG": (3, 0), "CAGT": (7, 7)}


def test_value_rows_never_clear_the_fields_a_map_row_gives() -> None:
    """Read as a summary, each repeated address read as another layout of its register
    and dropped the fields of the map's row (ADV7180: 0x01 lost ENHSPLL .. SQPE)."""
    regs = registers(device_of(MAP + SETTINGS))
    assert fields(regs[0x00]) == {"VID_SEL": (7, 4), "INSEL": (3, 0)}
    assert fields(regs[0x01]) == {
        "ENHSPLL": (6, 6),
        "BETACAM": (5, 5),
        "ENVSPROC": (3, 3),
        "SQPE": (2, 2),
    }


def test_value_rows_make_no_register() -> None:
    extra = SETTINGS + (
        "| 0x7E | Unmapped | FOO; a field |  |  |  |  |  |  |  | 0 | Off |\n"
        "| 0x7E | Unmapped | 〃 |  |  |  |  |  |  |  | 1 | On |\n"
    )
    regs = registers(device_of(MAP + extra))
    assert 0x7E not in regs


def test_value_rows_whose_bits_do_not_line_up_give_no_fields() -> None:
    """A field whose rows print digits in bits apart, or fewer bits than its declared
    range, is no field, and its register keeps none of the table's."""
    split = SETTINGS.replace(
        "| 0x02 | Clamp control | 〃 |  |  |  | 1 |  |  |  |  | Enabled |",
        "| 0x02 | Clamp control | 〃 |  |  |  |  |  |  |  | 1 | Enabled |",
    )
    regs = registers(device_of(MAP + split))
    assert fields(regs[0x02]) == {}
    narrow = SETTINGS.replace(
        "| 0x03 | Gain control | 〃 |  |  |  |  | 1 | 1 | 1 | 1 | Maximum |",
        "| 0x03 | Gain control | 〃 |  |  |  |  |  | 1 | 1 | 1 | Maximum |",
    ).replace("| 0 | 0 | 0 | 0 | Minimum |", "|  | 0 | 0 | 0 | Minimum |")
    assert fields(registers(device_of(MAP + narrow))[0x03]) == {}


def test_a_reset_written_bit_by_bit_is_no_settings_table() -> None:
    """Rows whose every bit cell holds a digit are values of whole registers (resets
    printed bit by bit), read as a map; a settings table leaves most bits empty."""
    table = """## Register map

| Address | Register | Bit Description | 7 | 6 | 5 | 4 | 3 | 2 | 1 | 0 |
|---|---|---|---|---|---|---|---|---|---|---|
| 0x10 | CTRL | Reset value | 0 | 0 | 0 | 1 | 0 | 0 | 1 | 0 |
| 0x11 | MODE | Reset value | 1 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
| 0x12 | STAT | Reset value | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
"""
    from hwcc.extract.regmap.columns import column_roles
    from hwcc.extract.regmap.settings import label_column
    from hwcc.extract.tables import tables_of
    from hwcc.types import ParseResult

    (found,) = tables_of(ParseResult("toy", "Toy", "datasheet", table, "TOY1"))
    assert label_column(found, column_roles(found)) is None
    settings = MAP + SETTINGS
    tables = tables_of(ParseResult("toy", "Toy", "datasheet", settings, "TOY1"))
    assert label_column(tables[1], column_roles(tables[1])) == 2


def test_a_written_and_a_read_layout_of_one_address_keep_both() -> None:
    """ADI prints a write row and a read row for one address under two names (``2D |
    Chroma Gain Control 1 | W``, ``2D | Chroma Gain 1 | R``): one register, both
    layouts' fields, the first row's name."""
    table = (LAYOUTS / "adi_write_and_read_rows.md").read_text(encoding="utf-8")
    regs = registers(device_of(table))
    reg = regs[0x2D]
    assert reg.name == "Chroma Gain Control 1"
    assert {f.name: (f.msb, f.lsb, f.access) for f in reg.fields} == {
        "CAGT": (7, 6, "write-only"),
        "CMG[11:8]": (3, 0, "write-only"),
        "CG[11:8]": (3, 0, "read-only"),
    }
