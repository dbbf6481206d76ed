"""Output targets: the assistant files hwcc writes its block into (:mod:`.targets`, one
declaration per target, a registry keyed by name) and the BEGIN/END marker rules
(:mod:`.markers`).
"""
