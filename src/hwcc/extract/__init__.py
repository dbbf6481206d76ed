"""Structured facts read from parsed documents: register maps from datasheet tables
(:mod:`.regmap`), on top of the pipe tables every parser emits (:mod:`.tables`) and the
number syntax datasheets use (:mod:`.numbers`)."""
