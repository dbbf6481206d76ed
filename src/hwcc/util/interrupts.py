"""Ctrl-C that cannot be lost inside C code.

A SIGINT normally raises KeyboardInterrupt wherever Python runs next; inside a callback
that C code (MuPDF's SWIG directors) calls, that exception can be printed and dropped by
the C side, and the command would go on to commit. :func:`interrupt_guard` installs, for
the duration of a writing command, a SIGINT handler that records the signal before
raising, and :func:`raise_if_interrupted` re-raises a recorded signal that was swallowed;
the transaction calls it before its commit. Only the main thread can install handlers;
elsewhere both are no-ops.
"""

from __future__ import annotations

import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType

_received = False


def _handler(signum: int, frame: FrameType | None) -> None:
    global _received
    _received = True
    raise KeyboardInterrupt


@contextmanager
def interrupt_guard() -> Iterator[None]:
    """Record every SIGINT while the body runs (see module docstring)."""
    global _received
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.getsignal(signal.SIGINT)
    if previous is not signal.default_int_handler:  # SIG_IGN, or an embedding app's own
        yield
        return
    _received = False
    signal.signal(signal.SIGINT, _handler)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)
        _received = False


def interrupted() -> bool:
    """Whether a SIGINT arrived since the current guard was entered."""
    return _received


def raise_if_interrupted() -> None:
    """KeyboardInterrupt if a SIGINT arrived since the guard was entered (even if the
    exception it raised was swallowed)."""
    if _received:
        raise KeyboardInterrupt
