"""hwcc: the hardware-datasheet context compiler."""

__version__ = "0.1.0"
