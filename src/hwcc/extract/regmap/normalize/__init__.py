"""Table normalisers applied before any reading, one module per kind of reshaping:

- ``headers``: a header folded over two lines, a legend band above it, spaced-out
  words, a header set one column right, a prose line as a header, no header at all;
- ``figures``: bit figures (row-labelled grids, names over bit numbers, values at reset,
  read/write rows, nibble grids, pointer bits, fields drawn as wide as their bits)
  brought to one bit-row form;
- ``cells``: columns whose cells hold two things split, marked names and defaults read;
- ``layouts``: tables side by side, byte lanes, runs and address grids unrolled;
- ``continuations``: tables a page break split, joined again;
- ``splits``: document-level reshaping the reader calls before reading the tables;
- ``patterns``: patterns these modules share.

Each normaliser takes a :class:`~hwcc.extract.tables.Table` and returns it reshaped or
unchanged; :func:`normalized` applies those of the first four modules in their one
order. Nothing is read into registers here."""

from __future__ import annotations

from hwcc.extract.regmap.normalize.cells import (
    _address_and_name,
    _address_title,
    _aliased_addresses,
    _bit_and_name,
    _byte_pair_addresses,
    _byte_pairs,
    _byte_span_addresses,
    _code_pairs,
    _command_byte_fields,
    _dashed_long_names,
    _default_access_merged,
    _described_names,
    _mnemonic_and_description,
    _name_and_address,
    _noted_defaults,
    _reg_numbered_column,
    _register_bit_cells,
    _register_cells_named,
    _split_descriptions,
    _starred_row_after,
    _symbol_names,
    _symbol_then_address,
    _width_addresses,
    _wrapped_hex,
)
from hwcc.extract.regmap.normalize.figures import (
    _address_byte_bits,
    _bit_names_in_descriptions,
    _bit_span_columns,
    _bit_span_row,
    _bits_under_names,
    _byte_rows_grid,
    _description_bar_cut,
    _figure_value_row,
    _indexed_sideways,
    _labelled_columns,
    _labelled_grid,
    _labelled_halves,
    _lane_rows,
    _msb_lsb_header,
    _nibble_grid,
    _numbered_above,
    _pointer_bits,
    _read_write_rows,
    _register_prefixed_bits,
    _sideways_map,
    _spread_bit_header,
    _stacked_bit_rows,
    _titled_figure,
    _transposed,
    _widths_as_bits,
)
from hwcc.extract.regmap.normalize.headers import (
    _deduplicated,
    _folded,
    _header_line_above,
    _headerless,
    _headerless_fields,
    _lost_bit_and_symbol_lines,
    _named_box,
    _prose_header,
    _register_name_band,
    _shifted_header,
    _translated_captions,
    _under_legend,
    _unlabelled,
    _unspaced,
)
from hwcc.extract.regmap.normalize.layouts import (
    _access_grid,
    _addressed_grid,
    _byte_halves,
    _byte_lanes,
    _register_colon_bits,
    _register_dot_bits,
    _side_by_side,
    _stacked_byte_rows,
    _unrolled,
)
from hwcc.extract.tables import Table

# the order matters: a header is unspaced before anything reads its words, a sideways
# or names-over-bits figure is turned before the header-less check, a legend band is
# lifted before duplicates and folded headers are looked for, names are read last
_STEPS = (
    _register_name_band,
    _lost_bit_and_symbol_lines,
    _header_line_above,
    _wrapped_hex,
    _translated_captions,
    _shifted_header,
    _widths_as_bits,
    _stacked_bit_rows,
    _lane_rows,
    _register_prefixed_bits,
    _register_dot_bits,
    _register_colon_bits,
    _byte_halves,
    _byte_lanes,
    _stacked_byte_rows,
    _side_by_side,
    _symbol_names,
    _msb_lsb_header,
    _spread_bit_header,
    _headerless_fields,
    _description_bar_cut,
    _bit_names_in_descriptions,
    _figure_value_row,
    _read_write_rows,
    _bit_span_row,
    _nibble_grid,
    _access_grid,
    _unspaced,
    _address_title,
    _titled_figure,
    _labelled_grid,
    _labelled_halves,
    _labelled_columns,
    _numbered_above,
    _command_byte_fields,
    _byte_pairs,
    _bit_and_name,
    _mnemonic_and_description,
    _code_pairs,
    _byte_pair_addresses,
    _byte_rows_grid,
    _default_access_merged,
    _address_and_name,
    _reg_numbered_column,
    _register_cells_named,
    _symbol_then_address,
    _name_and_address,
    _transposed,
    _bit_span_columns,
    _indexed_sideways,
    _sideways_map,
    _pointer_bits,
    _bits_under_names,
    _headerless,
    _prose_header,
    _under_legend,
    _byte_span_addresses,
    _split_descriptions,
    _deduplicated,
    _folded,
    _width_addresses,
    _named_box,
    _unlabelled,
    _addressed_grid,
    _register_bit_cells,
    _dashed_long_names,
    _described_names,
    _unrolled,
    _aliased_addresses,
    _starred_row_after,
    _noted_defaults,
    _address_byte_bits,
)


def normalized(table: Table) -> Table:
    """``table`` through every normaliser of this module, in their one order."""
    for step in _STEPS:
        table = step(table)
    return table
