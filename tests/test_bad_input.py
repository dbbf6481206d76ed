"""Bad input: one-line error naming the file, exit != 0, project tree unchanged.

The project (``mini.svd`` added and indexed) is a copy of a session template indexed with
the fake embedder; the subprocess test builds its own with the real default embedder."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.clihelpers import MINI_SVD, run, snapshot
from tests.support.projects import add, new_project
from tests.xml_attacks import BILLION_LAUGHS, XXE


def _encrypted_pdf() -> bytes:
    import pymupdf

    doc = pymupdf.open()
    doc.new_page().insert_text((72, 72), "secret register map")
    data: bytes = doc.tobytes(
        encryption=pymupdf.PDF_ENCRYPT_AES_256, owner_pw="owner", user_pw="user"
    )
    return data


def _pdf(pages: int = 6) -> bytes:
    import pymupdf

    doc = pymupdf.open()
    for n in range(pages):
        doc.new_page().insert_text((72, 72), f"page {n + 1}: register CTRL{n} on. " * 3)
    data: bytes = doc.tobytes()
    return data


BAD_INPUTS: dict[str, bytes] = {
    "truncated.svd": MINI_SVD.read_bytes()[:1500],
    "not_svd.svd": b"<?xml version='1.0'?><project><name>x</name></project>",
    "bomb.svd": BILLION_LAUGHS,
    "xxe.svd": XXE,
    "empty.svd": b"",
    "binary.svd": bytes(range(256)) * 8,
    "binary.md": b"\x7fELF\x02\x01\x01\x00" + bytes(200),
    "corrupt.pdf": b"%PDF-1.7\n1 0 obj << /Type /Catalog >>\n" + bytes(range(256)) * 4,
    "encrypted.pdf": _encrypted_pdf(),
    "renamed_pdf.md": b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\ntruncated",
    # MuPDF opens the first half of a PDF (rebuilding it) and loses the last pages quietly
    "cut_short.pdf": _pdf()[: len(_pdf()) // 2],
    # a byte-order mark and blank lines: was added as an empty document
    "bom_only.md": b"\xef\xbb\xbf\n\n",
    "bom_only_utf16.txt": b"\xff\xfe" + "\n  \n".encode("utf-16-le"),
}


@pytest.fixture
def populated(indexed_mini: Path) -> Path:
    """A project (chip MINI1) holding ``docs/mini.svd``, added and indexed."""
    return indexed_mini


def _populated_for_subprocess(tmp_path: Path) -> Path:
    """:func:`populated` with the real default embedder, which a subprocess knows."""
    root = new_project(tmp_path / "fw", "--chip", "MINI1", fake=False)
    shutil.copy(MINI_SVD, root / "mini.svd")
    add(root, "mini.svd")
    return root


@pytest.mark.parametrize("name", sorted(BAD_INPUTS))
def test_bad_input_changes_nothing(populated: Path, name: str) -> None:
    bad = populated / name
    bad.write_bytes(BAD_INPUTS[name])
    before = snapshot(populated)
    code, out, err = run(populated, "add", name)
    assert code == 2, out + err
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith(f"error: {name}: ")
    assert snapshot(populated) == before


def test_one_bad_file_among_good_ones_changes_nothing(populated: Path) -> None:
    good = populated / "good.svd"
    good.write_bytes(MINI_SVD.read_bytes().replace(b"MINI1", b"MINI2"))
    (populated / "bad.svd").write_bytes(BAD_INPUTS["truncated.svd"])
    before = snapshot(populated)
    code, _, err = run(populated, "add", "good.svd", "bad.svd")
    assert code == 2
    assert "bad.svd" in err
    assert snapshot(populated) == before


def test_huge_file_is_refused(populated: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import hwcc.ops.inputs

    monkeypatch.setattr(hwcc.ops.inputs, "MAX_FILE_BYTES", 1024)
    big = populated / "big.md"
    big.write_text("# Big\n\n" + "word " * 1000, encoding="utf-8")
    before = snapshot(populated)
    code, _, err = run(populated, "add", "big.md")
    assert code == 2
    assert err.strip() == "error: big.md: file is too large (4.9 KiB; the limit is 1.0 KiB)"
    assert snapshot(populated) == before


def test_wrong_encoding_is_read_with_a_warning(populated: Path) -> None:
    notes = populated / "latin.txt"
    notes.write_bytes("Temp\xe9rature max 85 \xb0C\n".encode("latin-1"))
    code, out, err = run(populated, "add", "latin.txt", "--no-index")
    assert code == 0, out + err
    assert "warning" in err


def test_damaged_pdf_is_added_with_a_warning_and_json_stays_clean(tmp_path: Path) -> None:
    """A broken xref offset (common in the wild) is rebuilt by MuPDF: added, with a
    warning. MuPDF's own messages (printed by its C code to stdout, so only a subprocess
    sees them) must not reach stdout, which --json keeps machine-readable."""
    import json
    import subprocess
    import sys

    populated = _populated_for_subprocess(tmp_path)
    data = _pdf()
    xref = data.rindex(b"startxref")
    (populated / "damaged.pdf").write_bytes(data[:xref] + b"startxref\n12\n%%EOF\n")
    proc = subprocess.run(
        [sys.executable, "-m", "hwcc", "-C", str(populated), "add", "damaged.pdf", "--json"],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    report = json.loads(proc.stdout)  # nothing but the JSON on stdout
    (doc,) = report["documents"]
    assert doc["status"] == "added" and any("damaged" in w for w in doc["warnings"])
    assert "MuPDF error" not in proc.stderr


def test_pdf_without_text_is_added_with_a_warning(populated: Path) -> None:
    import pymupdf

    doc = pymupdf.open()
    doc.new_page()
    doc.new_page()
    (populated / "blank.pdf").write_bytes(doc.tobytes())
    code, out, err = run(populated, "add", "blank.pdf", "--no-index")
    assert code == 0, out + err
    assert "blank.pdf: no text could be extracted" in err
