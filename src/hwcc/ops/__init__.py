"""The operations behind :class:`hwcc.Project`: add, remove, reindex, compile, status and
search, each a short description of what changes; :mod:`.transaction` owns the commit
order of every writing operation.
"""
