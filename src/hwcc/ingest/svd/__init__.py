"""CMSIS-SVD -> register model (:mod:`.parser`; raw tree :mod:`.xml`, derivedFrom
:mod:`.resolve`, expansion :mod:`.expand`, value syntax :mod:`.values`).
"""
