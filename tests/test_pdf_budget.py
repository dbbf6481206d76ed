"""Pages whose interpretation would take unbounded time or memory are measured first and
skipped, or read without table detection (real PyMuPDF, real CLI)."""

from __future__ import annotations

import re
from pathlib import Path

import pymupdf
import pytest

from hwcc.ingest.pdf.budget import MAX_PATHS, WorkMeter
from tests.clihelpers import run, snapshot


def _pdf(pages: list[tuple[bytes, list[bytes]]]) -> bytes:
    """A PDF written by hand: per page, its content stream and the streams of a chain of
    form XObjects (form k has resources /X = form k+1). Helvetica is /F1 everywhere."""
    objects: list[bytes] = []

    def add(body: bytes) -> int:
        objects.append(body)
        return len(objects)

    def stream(data: bytes, extra: bytes = b"") -> bytes:
        return b"<<" + extra + b"/Length %d>>stream\n" % len(data) + data + b"\nendstream"

    catalog = add(b"")  # filled in below
    tree = add(b"")
    font = add(b"<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>")
    kids = []
    for content, forms in pages:
        next_ref = b""
        for data in reversed(forms):  # innermost first, so each knows the next one's number
            res = b"/Resources<</Font<</F1 %d 0 R>>%s>>" % (font, next_ref)
            form = add(stream(data, b"/Type/XObject/Subtype/Form/BBox[0 0 600 600]" + res))
            next_ref = b"/XObject<</X %d 0 R>>" % form
        body = add(stream(content))
        kids.append(
            add(
                b"<</Type/Page/Parent %d 0 R/MediaBox[0 0 612 792]/Contents %d 0 R"
                b"/Resources<</Font<</F1 %d 0 R>>%s>>>>" % (tree, body, font, next_ref)
            )
        )
    objects[catalog - 1] = b"<</Type/Catalog/Pages %d 0 R>>" % tree
    refs = b" ".join(b"%d 0 R" % k for k in kids)
    objects[tree - 1] = b"<</Type/Pages/Kids[%s]/Count %d>>" % (refs, len(kids))
    out = bytearray(b"%PDF-1.7\n")
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % off for off in offsets)
    out += b"trailer<</Size %d/Root %d 0 R>>\nstartxref\n%d\n%%%%EOF\n" % (
        len(objects) + 1,
        catalog,
        xref,
    )
    return bytes(out)


TEXT = b"BT /F1 12 Tf 72 700 Td (Register CTRL enables the block.) Tj ET\n"


def _fanout(levels: int) -> tuple[bytes, list[bytes]]:
    """Each form draws a line and the next form twice: 2**levels - 1 paths."""
    forms = [b"0 0 m 1 0 l S /X Do /X Do"] * (levels - 1) + [b"0 0 m 1 0 l S"]
    return TEXT + b"/X Do", forms


def test_meter_counts_what_the_forms_expand_to(tmp_path: Path) -> None:
    path = tmp_path / "f.pdf"
    path.write_bytes(_pdf([_fanout(12), (TEXT + b"0 0 m 5 5 l S 1 1 m 2 2 l f*\n", [])]))
    doc = pymupdf.open(path)
    meter = WorkMeter(doc)
    first, second = (meter.measure(doc.load_page(i)) for i in range(2))
    assert first is not None and second is not None
    assert first.paths == 2**12 - 1
    assert first.content_bytes > 2**11 * len(b"0 0 m 1 0 l S /X Do /X Do")
    assert second.paths == 2


def test_exponential_forms_are_refused_quickly_and_change_nothing(tmp_path: Path) -> None:
    root = tmp_path / "fw"
    root.mkdir()
    assert run(root, "init", "--chip", "MINI1")[0] == 0
    (root / "bomb.pdf").write_bytes(_pdf([_fanout(30)]))  # 2**30 draws, ~1 KB
    before = snapshot(root)
    code, _, err = run(root, "add", "bomb.pdf", "--no-index")
    assert code == 2
    (line,) = err.strip().splitlines()
    assert re.fullmatch(
        r"error: bomb\.pdf: no page was read: page 1 skipped: its drawing expands to "
        r"\d{5} MiB of content \(nested forms\), more than 64 MiB",
        line,
    ), line
    assert snapshot(root) == before


def test_one_exponential_page_is_skipped_the_rest_is_read(tmp_path: Path) -> None:
    root = tmp_path / "fw"
    root.mkdir()
    assert run(root, "init", "--chip", "MINI1")[0] == 0
    (root / "doc.pdf").write_bytes(_pdf([(TEXT, []), _fanout(30)]))
    code, out, err = run(root, "add", "doc.pdf", "--no-index")
    assert code == 0, out + err
    assert "page 2 skipped" in err
    processed = next((root / ".hwcc" / "processed").glob("doc-pdf-*.md")).read_text()
    assert "Register CTRL enables the block." in processed


@pytest.mark.parametrize("extra", [0, 1])
def test_pages_with_too_many_paths_keep_their_text_without_table_search(
    tmp_path: Path, extra: int
) -> None:
    lines = b"0 0 m 1 1 l S\n" * (MAX_PATHS + extra)
    root = tmp_path / "fw"
    root.mkdir()
    assert run(root, "init", "--chip", "MINI1")[0] == 0
    (root / "figure.pdf").write_bytes(_pdf([(TEXT + lines, [])]))
    code, out, err = run(root, "add", "figure.pdf", "--no-index")
    assert code == 0, out + err
    assert ("too many to look for table rulings" in err) == bool(extra)
    processed = next((root / ".hwcc" / "processed").glob("figure-pdf-*.md")).read_text()
    assert "Register CTRL enables the block." in processed
