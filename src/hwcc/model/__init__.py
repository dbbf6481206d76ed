"""The register model (:mod:`.device`): what SVD parsing and datasheet-table extraction
fill and compile renders; its exact JSON form (:mod:`.serialize`) and the grouping of
peripherals with identical registers (:mod:`.groups`).
"""
