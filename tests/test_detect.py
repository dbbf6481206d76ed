from __future__ import annotations

from pathlib import Path

import pytest

from hwcc.errors import InputError
from hwcc.ingest.detect import detect_type


def _write(tmp_path: Path, name: str, data: bytes) -> Path:
    path = tmp_path / name
    path.write_bytes(data)
    return path


@pytest.mark.parametrize(
    ("name", "data", "kind"),
    [
        ("chip.svd", b'<?xml version="1.0"?>\n<device><name>X</name></device>', "svd"),
        ("chip.xml", b"<!-- c -->\n<device schemaVersion='1.1'/>", "svd"),
        ("renamed.txt", b"\xef\xbb\xbf<?xml version='1.0'?><device/>", "svd"),
        ("doc.bin", b"%PDF-1.7\n...", "pdf"),
        ("notes.md", b"# Title\n", "markdown"),
        ("board.rst", b"Title\n=====\n", "rst"),
        ("readme", b"plain words\n", "text"),
        ("utf16.txt", "hello".encode("utf-16"), "text"),
        ("board.md", b'<div align="center">\n\n# Board\n</div>\n', "markdown"),
        ("page.txt", b"<html><body>x</body></html>", "text"),
        # a note that mentions the PDF header is text (was refused as a corrupt PDF)
        ("notes.md", b"# Notes\n\nFiles start with `%PDF-1.7` magic.\n", "markdown"),
        ("notes.txt", b"Files start with %PDF-1.7 magic.\n" * 3, "text"),
        # junk before the header, as readers allow, then a real object
        ("junk.pdf", b"\x00" * 500 + b"%PDF-1.7\n1 0 obj\n<</Type/Catalog>>\nendobj\n", "pdf"),
        ("late.pdf", b"x" * 1100 + b"%PDF-1.7\n1 0 obj\n<<>>\nendobj\n", "text"),
        ("objects.md", b"`1 0 obj` starts an object; files begin `%PDF-1.7`.\n", "markdown"),
    ],
)
def test_detection_by_content(tmp_path: Path, name: str, data: bytes, kind: str) -> None:
    assert detect_type(_write(tmp_path, name, data)) == kind


@pytest.mark.parametrize(
    ("name", "data", "problem"),
    [
        ("empty.svd", b"", "empty"),
        ("blank.md", b"  \n\n", "empty"),
        ("image.md", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "binary"),
        ("other.svd", b"<?xml version='1.0'?><project/>", "not an SVD"),
        ("plain.svd", b"hello", "not an SVD"),
        ("feed.xml", b"<rss/>", "unsupported XML"),
    ],
)
def test_refused_inputs_name_the_file(tmp_path: Path, name: str, data: bytes, problem: str) -> None:
    with pytest.raises(InputError) as info:
        detect_type(_write(tmp_path, name, data))
    assert name in str(info.value)
    assert problem in str(info.value)
