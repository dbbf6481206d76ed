from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from hwcc.errors import LockedError, ProjectError
from hwcc.state.fs import ProjectLock, atomic_write_text, ensure_within, safe_name


def test_atomic_write_replaces_and_leaves_no_temp(tmp_path: Path) -> None:
    target = tmp_path / "sub" / "f.txt"
    atomic_write_text(target, "one")
    atomic_write_text(target, "two")
    assert target.read_text() == "two"
    assert sorted(p.name for p in target.parent.iterdir()) == ["f.txt"]


@pytest.mark.parametrize(
    "raw", ["../../x", "/etc/passwd", "..", ".", "", "a/b", "C:\\evil", "x\x00y", "A" * 500]
)
def test_safe_name_never_escapes(tmp_path: Path, raw: str) -> None:
    name = safe_name(raw)
    assert "/" not in name and "\\" not in name and "\x00" not in name
    assert not name.startswith(".")
    assert len(name) <= 120
    assert (tmp_path / name).resolve().parent == tmp_path.resolve()


def test_safe_name_keeps_plain_names_and_separates_variants() -> None:
    assert safe_name("USART1") == "USART1"
    assert safe_name("TC_CHANNEL[0]") != safe_name("TC_CHANNEL(0)")


def test_ensure_within(tmp_path: Path) -> None:
    ensure_within(tmp_path, tmp_path / "a" / "b.md")
    with pytest.raises(ProjectError):
        ensure_within(tmp_path / "a", tmp_path / "a" / ".." / "b.md")


def test_second_lock_in_another_process_fails_fast(tmp_path: Path) -> None:
    lock_path = tmp_path / "lock"
    with ProjectLock(lock_path):
        code = (
            "import sys\nfrom pathlib import Path\n"
            "from hwcc.state.fs import ProjectLock\nfrom hwcc.errors import LockedError\n"
            "try:\n    ProjectLock(Path(sys.argv[1])).acquire()\n"
            "except LockedError as e:\n    print(e); sys.exit(3)\n"
        )
        proc = subprocess.run(
            [sys.executable, "-c", code, str(lock_path)],
            capture_output=True,
            text=True,
            timeout=60,
        )
    assert proc.returncode == 3, proc.stderr
    assert "another hwcc process" in proc.stdout


def test_lock_released_after_use(tmp_path: Path) -> None:
    lock = ProjectLock(tmp_path / "lock")
    with lock, pytest.raises(LockedError):
        ProjectLock(tmp_path / "lock").acquire()
    with ProjectLock(tmp_path / "lock"):
        pass
