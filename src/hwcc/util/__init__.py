"""Leaf helpers shared by every stage: text normalisation, terminal display, the offline
cl100k tokenizer, GC pausing and slotted-dataclass builders. Imports nothing else of hwcc
but :mod:`hwcc.errors`.
"""
