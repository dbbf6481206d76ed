"""Projects for tests: made with the real CLI (in-process), indexed with the fake
embedder unless a test needs the real one, and built once per session as templates that
each test copies.

A copy made with :func:`copy_project` is a separate project: its Chroma store
(``.hwcc/index/chroma``), record and lexical files and caches are copies too, so a test
may change it freely. ChromaDB keeps one client per store *path* in a process, so a copy
at a new path gets its own client. hwcc's search caches (``bm25.bin``, ``dense.bin``)
are keyed by the inodes of the per-document index files, so a copy's first search
rebuilds them, as it would in a fresh checkout.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from tests.clihelpers import run
from tests.support.embedder import PROVIDER


def set_embedding(root: Path, **values: object) -> str:
    """Rewrite keys of ``[embedding]`` in the project's config.toml; returns the old text."""
    config = root / ".hwcc" / "config.toml"
    original = config.read_text(encoding="utf-8")
    head, sep, tail = original.partition("[embedding]\n")
    assert sep, "config.toml has no [embedding] table"
    section, rest = re.match(r"(?s)(.*?)(\n\[.*|\Z)", tail).groups()  # type: ignore[union-attr]
    for key, value in values.items():
        literal = f'"{value}"' if isinstance(value, str) else str(value)
        section, count = re.subn(rf"(?m)^{key} = .*$", f"{key} = {literal}", section, count=1)
        assert count == 1, key
    config.write_text(head + sep + section + rest, encoding="utf-8")
    return original


def use_fake_embedder(root: Path) -> None:
    """Configure the project at ``root`` to embed with the fake embedder (in-process
    commands only: a ``python -m hwcc`` subprocess does not know the provider)."""
    set_embedding(root, provider=PROVIDER)


def new_project(root: Path, *init_args: str, fake: bool = True) -> Path:
    """``hwcc init`` a project at ``root`` (created, with parents); ``fake=False`` keeps the
    real default embedder."""
    root.mkdir(parents=True)
    code, out, err = run(root, "init", *init_args)
    assert code == 0, out + err
    if fake:
        use_fake_embedder(root)
    return root


def add(root: Path, *args: str) -> None:
    """``hwcc add args`` in ``root``; fails the test unless it succeeds."""
    code, out, err = run(root, "add", *args)
    assert code == 0, out + err


def copy_project(template: Path, dest: Path) -> Path:
    """An independent copy of the project ``template`` at ``dest`` (symbolic links are
    copied as links)."""
    shutil.copytree(template, dest, symlinks=True)
    return dest


def project_with(root: Path, chip: str, files: dict[str, Path | str], *add_args: str) -> Path:
    """A project at ``root`` for ``chip`` holding ``files`` (name -> a file to copy, or
    text to write), all added with ``hwcc add NAMES add_args``; returns ``root``."""
    new_project(root, "--chip", chip)
    for name, source in files.items():
        if isinstance(source, Path):
            shutil.copy(source, root / name)
        else:
            (root / name).write_text(source, encoding="utf-8")
    add(root, *files, *add_args)
    return root
