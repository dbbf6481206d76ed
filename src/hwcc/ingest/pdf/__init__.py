"""PDF -> Markdown with headings, pipe tables and a page map (:mod:`.parser`; see
plan/pdf.md for the modules' roles).
"""
