"""hwcc.util.interrupts and the MuPDF callbacks: a SIGINT is raised once, never lost inside C,
never printed by SWIG, and not raised after a command's commit point.

The signals here are real (``signal.raise_signal`` runs the Python handler before it
returns); the end-to-end behaviour of the CLI is in test_sigint.py.
"""

from __future__ import annotations

import signal
import threading
import weakref
from collections.abc import Iterator
from typing import Any

import pytest

from hwcc.util import interrupts
from hwcc.util.interrupts import (
    called_from_c,
    defer_interrupts,
    interrupt_guard,
    interrupted,
    raise_if_interrupted,
)


@pytest.fixture(autouse=True)
def _default_sigint() -> Iterator[None]:
    """Every test starts with Python's default SIGINT handler (also when pytest runs as a
    background job, where SIGINT is ignored) and must leave it in place."""
    outside = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        yield
        assert signal.getsignal(signal.SIGINT) is signal.default_int_handler
        assert not interrupted()
    finally:
        signal.signal(signal.SIGINT, outside)


def test_guard_raises_like_the_default_and_restores_the_handler() -> None:
    with pytest.raises(KeyboardInterrupt), interrupt_guard():
        assert signal.getsignal(signal.SIGINT) is not signal.default_int_handler
        signal.raise_signal(signal.SIGINT)
        pytest.fail("not interrupted")


def test_guard_as_decorator_nests_and_only_the_outermost_restores() -> None:
    @interrupt_guard()
    def inner() -> Any:
        return signal.getsignal(signal.SIGINT)

    with interrupt_guard():
        installed = signal.getsignal(signal.SIGINT)
        assert inner() is installed
        assert signal.getsignal(signal.SIGINT) is installed


def test_inside_a_c_callback_it_is_recorded_and_raised_after_the_call() -> None:
    @called_from_c
    def callback() -> str:
        signal.raise_signal(signal.SIGINT)
        return "finished"

    with pytest.raises(KeyboardInterrupt), interrupt_guard():
        assert callback() == "finished"  # (C would have swallowed a raise in there)
        assert interrupted()
        raise_if_interrupted()
        pytest.fail("not raised")


def test_leaving_a_guard_raises_a_recorded_interrupt_nobody_asked_for() -> None:
    @called_from_c
    def callback() -> None:
        signal.raise_signal(signal.SIGINT)

    with pytest.raises(KeyboardInterrupt), interrupt_guard():
        callback()


def test_finalizers_and_weakref_callbacks_do_not_print_or_lose_it(
    capfd: pytest.CaptureFixture[str],
) -> None:
    class Finalized:
        def __del__(self) -> None:
            signal.raise_signal(signal.SIGINT)

    class Target:
        pass

    with pytest.raises(KeyboardInterrupt), interrupt_guard():
        Finalized()  # dropped at once: __del__ runs
        assert interrupted()
        interrupts._State.pending = False  # as if the first had never come
        target = Target()
        ref = weakref.ref(target, lambda _: signal.raise_signal(signal.SIGINT))
        del target  # the callback's KeyboardInterrupt cannot propagate: "ignored"
        assert ref() is None and interrupted()
        raise_if_interrupted()
    assert "Exception ignored" not in capfd.readouterr().err


def test_after_the_commit_point_it_is_only_recorded() -> None:
    with interrupt_guard():
        defer_interrupts()
        signal.raise_signal(signal.SIGINT)
        raise_if_interrupted()
        assert interrupted()
    # the guard exited normally: the command finished


def test_the_commit_point_raises_a_pending_one_first() -> None:
    @called_from_c
    def callback() -> None:
        signal.raise_signal(signal.SIGINT)

    with pytest.raises(KeyboardInterrupt), interrupt_guard():
        callback()
        defer_interrupts()
        pytest.fail("committed after an interrupt")


def test_a_second_sigint_does_not_break_the_rollback() -> None:
    rolled_back = False
    with pytest.raises(KeyboardInterrupt), interrupt_guard():
        try:
            signal.raise_signal(signal.SIGINT)
        finally:
            signal.raise_signal(signal.SIGINT)
            rolled_back = True
    assert rolled_back


def test_an_ignored_sigint_stays_ignored() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        with interrupt_guard():
            assert signal.getsignal(signal.SIGINT) is signal.SIG_IGN
            signal.raise_signal(signal.SIGINT)
        assert signal.getsignal(signal.SIGINT) is signal.SIG_IGN
    finally:
        signal.signal(signal.SIGINT, signal.default_int_handler)


def test_outside_the_main_thread_the_guard_does_nothing() -> None:
    seen: list[object] = []

    def work() -> None:
        with interrupt_guard():  # signal.signal would raise ValueError here
            seen.append(signal.getsignal(signal.SIGINT))

    thread = threading.Thread(target=work)
    thread.start()
    thread.join()
    assert seen == [signal.default_int_handler]


# --------------------------------------------------------------------------------------
# the ruling device: MuPDF calls it for every path of a display list


@pytest.fixture
def display() -> Iterator[Any]:
    """The display list of one page drawing 60 separate ruling paths."""
    from hwcc.ingest.pdf.text import load_pymupdf

    pymupdf = load_pymupdf()
    doc = pymupdf.open()
    page = doc.new_page()
    for i in range(60):
        page.draw_line((50, 50 + 10 * i), (500, 50 + 10 * i))
    yield page.get_displaylist()
    doc.close()


def _count_calls(monkeypatch: pytest.MonkeyPatch, name: str, action: Any) -> list[int]:
    """Patch method ``name`` of the ruling Device (or its Walker when ``name`` starts
    with ``walker.``) to run ``action`` on its third call; returns the call counter."""
    from hwcc.ingest.pdf import rulings as pdf_rulings
    from hwcc.ingest.pdf.text import load_pymupdf

    mupdf = load_pymupdf().mupdf
    device = pdf_rulings._new_device(mupdf, mupdf.FzCookie())
    owner = type(device.walker) if name.startswith("walker.") else type(device)
    attr = name.removeprefix("walker.")
    original = getattr(owner, attr)
    calls = [0]

    def patched(self: Any, *args: Any) -> Any:
        calls[0] += 1
        if calls[0] == 3:
            action()
        return original(self, *args)

    monkeypatch.setattr(owner, attr, patched)
    return calls


def _sigint() -> None:
    signal.raise_signal(signal.SIGINT)


class _Broken(Exception):
    pass


def _fail() -> None:
    raise _Broken("from a callback")


def _keyboard_interrupt() -> None:
    raise KeyboardInterrupt


@pytest.mark.parametrize(
    ("method", "action", "expected", "guarded"),
    [
        ("_add", _sigint, KeyboardInterrupt, True),  # SIGINT in the device callback
        ("walker._lineto", _sigint, KeyboardInterrupt, True),  # ... in the path walker
        ("_add", _fail, _Broken, False),  # a bug in a callback is not swallowed either
        ("walker._lineto", _fail, _Broken, False),
        ("_add", _keyboard_interrupt, KeyboardInterrupt, False),  # default handler raised
    ],
)
def test_callback_exception_stops_mupdf_and_is_raised_after_it(
    monkeypatch: pytest.MonkeyPatch,
    capfd: pytest.CaptureFixture[str],
    display: Any,
    method: str,
    action: Any,
    expected: type[BaseException],
    guarded: bool,
) -> None:
    from hwcc.ingest.pdf.rulings import rulings_outside

    assert len(rulings_outside(display, (0, 0, 600, 800))) == 60
    calls = _count_calls(monkeypatch, method, action)
    with pytest.raises(expected):
        if guarded:
            with interrupt_guard():
                rulings_outside(display, (0, 0, 600, 800))
        else:
            rulings_outside(display, (0, 0, 600, 800))
    assert calls[0] <= 4  # MuPDF stopped at once (the walker: one more segment at most)
    assert "Director" not in capfd.readouterr().err


def test_sigint_in_pymupdf_warning_callback_is_not_printed_by_swig(
    monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str], tmp_path: Any
) -> None:
    """MuPDF reports problems through PyMuPDF's own Python callback (a SWIG director);
    a SIGINT arriving in there is kept and raised when the parser gets control back."""
    from hwcc.ingest.base import ParseOptions
    from hwcc.ingest.pdf.parser import PdfParser
    from hwcc.ingest.pdf.text import load_pymupdf

    pymupdf = load_pymupdf()
    doc = pymupdf.open()
    for _ in range(3):
        page = doc.new_page()
        page.insert_text((72, 72), "Register CTRL")
    xref = page.get_contents()[0]
    doc.update_stream(xref, doc.xref_stream(xref) + b"\n/NoSuchFont 12 Tf (x) Tj q Q Q Q\n")
    path = tmp_path / "warns.pdf"
    doc.save(path)

    class Store(list[str]):
        def append(self, text: str) -> None:
            signal.raise_signal(signal.SIGINT)

    monkeypatch.setattr(pymupdf, "JM_mupdf_warnings_store", Store())
    with pytest.raises(KeyboardInterrupt):
        PdfParser().parse(path, ParseOptions(doc_id="warns"))
    assert "Director" not in capfd.readouterr().err
