"""Embedding providers; see :mod:`hwcc.embed.base` for the protocol and registry."""
