"""The one error hierarchy of hwcc and its mapping to process exit codes.

Every failure a user can cause or meet raises a subclass of :class:`HwccError`. The CLI
catches ``HwccError`` in one place, prints ``str(error)`` as one line and exits with
:func:`exit_code_for`. Messages name the file (or key) and the problem.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

EXIT_OK = 0
EXIT_FAILURE = 1
EXIT_BAD_INPUT = 2
EXIT_LOCKED = 3
EXIT_STALE = 1


class HwccError(Exception):
    """Base class. ``exit_code`` is the process exit status for this kind of error."""

    exit_code = EXIT_FAILURE


class InputError(HwccError):
    """A document cannot be read or parsed. Always names the offending file."""

    exit_code = EXIT_BAD_INPUT

    def __init__(self, path: str | Path, problem: str) -> None:
        self.path = str(path)
        self.problem = problem
        super().__init__(f"{self.path}: {problem}")


class UsageError(HwccError):
    """Bad arguments or a request that makes no sense in the current state."""

    exit_code = EXIT_BAD_INPUT


class ChoiceError(UsageError):
    """An argument outside its fixed set of values. ``param`` is the argument's name in
    the library (``doc_type``), so a front end can name its own option instead."""

    def __init__(self, param: str, what: str, value: str, known: Sequence[str]) -> None:
        self.param = param
        self.value = value
        self.known = tuple(known)
        super().__init__(f"unknown {what} {value!r} (known: {', '.join(self.known)})")


def check_choice(param: str, what: str, value: str | None, known: Sequence[str]) -> None:
    """ChoiceError unless ``value`` is None or one of ``known``."""
    if value is not None and value not in known:
        raise ChoiceError(param, what, value, known)


class ConfigError(HwccError):
    """``.hwcc/config.toml`` is malformed or holds a value of the wrong type."""

    exit_code = EXIT_BAD_INPUT


class ProjectError(HwccError):
    """No project, or its state (manifest, index) is unusable."""

    exit_code = EXIT_FAILURE


class LockedError(HwccError):
    """Another hwcc process holds the project lock."""

    exit_code = EXIT_LOCKED


class MarkerError(HwccError):
    """A target file has a missing, duplicated or out-of-order hwcc marker pair."""

    exit_code = EXIT_FAILURE


class EmbeddingError(HwccError):
    """The embedding provider failed (model files missing or corrupt, endpoint down)."""

    exit_code = EXIT_FAILURE


class StoreError(HwccError):
    """The vector store failed."""

    exit_code = EXIT_FAILURE


class AddFailed(HwccError):
    """One or more inputs of an add failed; nothing was changed. ``errors`` holds one
    error per failed file; ``summary`` is the closing line when several failed."""

    def __init__(self, errors: Sequence[HwccError]) -> None:
        self.errors = tuple(errors)
        self.summary = (
            f"{len(self.errors)} files failed; the project was not changed"
            if len(self.errors) > 1
            else None
        )
        lines = [str(e) for e in self.errors]
        super().__init__("\n".join([*lines, self.summary] if self.summary else lines))
        self.exit_code = max(e.exit_code for e in self.errors)


class EmbeddingIncomplete(HwccError):
    """Embedding stopped after the commit: the change is committed and search answers
    lexically until ``reindex`` (or the next add) completes the dense vectors."""

    exit_code = EXIT_FAILURE


class EmbeddingInterrupted(KeyboardInterrupt):
    """Ctrl-C while embedding after the commit: the change is committed (context files,
    manifest, lexical index); ``str()`` says so and what completes the vectors."""


def exit_code_for(error: BaseException) -> int:
    """Exit status for ``error``: its class's code for HwccError, 1 for anything else."""
    if isinstance(error, HwccError):
        return error.exit_code
    return EXIT_FAILURE


def one_line(message: str) -> str:
    """Collapse a message to one line (parsers' messages may contain newlines)."""
    return " ".join(message.split())
