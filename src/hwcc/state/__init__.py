"""Project state on disk: paths (:mod:`.paths`), the manifest (commit point of every
change), processed files, atomic writes and the project lock (:mod:`.fs`), and the
index-consistency markers (:mod:`.markers`).
"""
