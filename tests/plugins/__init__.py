"""Toy extensions: each module is what a newcomer writes to add one document type or
one output target (one module, one registration)."""
