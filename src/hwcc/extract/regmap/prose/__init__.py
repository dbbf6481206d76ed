"""Readers of the document's prose, run after the tables, one module per kind:

- ``sections``: registers defined by headings or sections instead of a summary (the only
  readers here that make registers, for a document without one);
- ``fields``: field lists typeset without rulings, fields stated by offset and width,
  rows a table lost;
- ``lines``: resets from labelled lines near a register (address and offset lines,
  register boxes, bracketed lines);
- ``sentences``: resets and per-field defaults stated in sentences;
- ``shared``: helpers these share.

Every reader but the section readers completes registers in the maps and never replaces
a reset or a field already read."""
