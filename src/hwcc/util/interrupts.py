"""Ctrl-C (SIGINT) while hwcc writes a project: never lost, never half a change.

Python turns SIGINT into a KeyboardInterrupt wherever the main thread runs Python code
next. Two kinds of place make that unsafe:

* Python code that C calls back: PyMuPDF's SWIG directors (the ruling device of
  :mod:`hwcc.ingest.pdf.rulings`, MuPDF's warning callback). SWIG catches the exception,
  prints a "Director exception handler" dump and MuPDF carries on: the interrupt was lost,
  the page half read, and ``hwcc add`` completed anyway.
* The end of a command, after its commit point (the manifest write): an interrupt there
  made the rollback code undo half of a change that was already committed.

:func:`interrupt_guard` (a context manager, also usable as a decorator) installs, for its
duration, a SIGINT handler that records the interrupt and raises KeyboardInterrupt as
Python's default handler does, except that it only records it

* while a function registered with :func:`called_from_c` or a finalizer (``__del__``) is
  on the stack: such a callback asks :func:`interrupted`, makes the C side stop, and the
  Python code that called into C calls :func:`raise_if_interrupted` once C has returned;
* after :func:`defer_interrupts` (the command reached its commit point): the command
  finishes, and the interrupt is dropped when the outermost guard exits;
* once a KeyboardInterrupt has been raised: a second Ctrl-C must not break the rollback
  that the first one started (SIGTERM or ``kill`` still end the process; the next command
  repairs what a killed one left, see :mod:`hwcc.pipeline`).

A KeyboardInterrupt that Python itself cannot deliver (raised in a weakref callback, say)
is not printed as "Exception ignored in ..." but stays pending. Leaving a guard normally
raises an interrupt that was recorded but not raised (unless deferred), so none is lost
even where nobody asked. Guards nest (only the outermost one
installs and restores the handler) and are no-ops outside the main thread, where Python
cannot install signal handlers. A SIGINT disposition of "ignore" (a background job) is
respected: no handler is installed then.
"""

from __future__ import annotations

import signal
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from types import CodeType, FrameType
from typing import Any, TypeVar

F = TypeVar("F", bound=Callable[..., Any])

_CALLBACK_CODES: set[CodeType] = set()


class _State:
    depth = 0  # nesting of guards in the main thread
    pending = False  # a SIGINT arrived (inside the outermost guard)
    raised = False  # a KeyboardInterrupt was raised for it
    deferred = False  # the command passed its commit point
    hook: Any = sys.__unraisablehook__  # the unraisablehook the outermost guard replaced


def called_from_c(function: F) -> F:
    """Register ``function`` (returned unchanged) as one that C code calls: while it is
    on the stack, SIGINT is recorded but not raised (see the module docstring)."""
    code = getattr(function, "__code__", None)
    if isinstance(code, CodeType):
        _CALLBACK_CODES.add(code)
    return function


def interrupted() -> bool:
    """Whether a SIGINT arrived in the current guard (raised or not)."""
    return _State.pending


def raise_if_interrupted() -> None:
    """Raise KeyboardInterrupt if a SIGINT arrived and was not acted on (e.g. recorded
    inside a C callback, or raised there and swallowed by C). No-op after
    :func:`defer_interrupts`."""
    if _State.pending and not _State.deferred:
        _State.raised = True
        raise KeyboardInterrupt


def defer_interrupts() -> None:
    """The commit point of a writing command: raise a pending interrupt one last time,
    then, until the outermost guard exits, only record SIGINT (the command finishes)."""
    raise_if_interrupted()
    _State.deferred = True


def resume_interrupts() -> None:
    """After the commit point, before work the command may leave unfinished (embedding
    the committed documents): Ctrl-C raises KeyboardInterrupt again, and one that was
    recorded since the commit is raised now."""
    _State.deferred = False
    if _State.pending and not _State.raised:
        _State.raised = True
        raise KeyboardInterrupt


def _in_callback(frame: FrameType | None) -> bool:
    while frame is not None:
        code = frame.f_code
        if code in _CALLBACK_CODES or code.co_name == "__del__":
            return True
        frame = frame.f_back
    return False


def _unraisable(info: Any) -> None:
    """``sys.unraisablehook`` inside a guard: a KeyboardInterrupt raised where Python
    cannot propagate it (a weakref callback, a finalizer the frame test missed) is not
    printed as "Exception ignored"; it stays pending, for the next check to raise."""
    if isinstance(info.exc_value, KeyboardInterrupt) and _State.pending:
        _State.raised = False
        return
    _State.hook(info)


def _on_sigint(signum: int, frame: FrameType | None) -> None:
    _State.pending = True
    if _State.deferred or _State.raised or _in_callback(frame):
        return
    _State.raised = True
    raise KeyboardInterrupt


@contextmanager
def interrupt_guard(*, final: bool = False) -> Iterator[None]:
    """Handle SIGINT as described in the module docstring while the body runs.

    ``final``: the process ends when this (outermost) guard exits, as in the console
    script's entry point; SIGINT is then ignored instead of the previous handler being
    restored, so a Ctrl-C during interpreter shutdown neither prints a traceback nor
    changes the exit code of a command that has finished."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    outermost = _State.depth == 0
    previous: Any = None
    installed = entered = False
    try:
        if outermost:
            _reset()
            previous = signal.getsignal(signal.SIGINT)
            if previous is not signal.SIG_IGN and previous is not None:
                installed = True  # set first: a SIGINT right after the next line restores
                _State.hook, sys.unraisablehook = sys.unraisablehook, _unraisable
                signal.signal(signal.SIGINT, _on_sigint)
        _State.depth += 1
        entered = True
        yield
        if not final:
            raise_if_interrupted()
    finally:
        if outermost:
            if installed:
                signal.signal(signal.SIGINT, signal.SIG_IGN if final else previous)
                if not final:  # (at shutdown: keep quiet about a late interrupt)
                    sys.unraisablehook = _State.hook
            _reset()
        elif entered:
            _State.depth -= 1


def _reset() -> None:
    _State.depth = 0
    _State.pending = _State.raised = _State.deferred = False
