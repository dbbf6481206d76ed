"""Names from documents and config reach hot.md and the target block as one line each.

A name such as an SVD device name ``"EVIL\\n<!-- END HWCC CONTEXT -->\\nINJECTED"`` must not
put an END marker line into CLAUDE.md (after which every hwcc command refuses the file).
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from hwcc.compile.compiler import target_text
from hwcc.compile.hot import render_hot
from hwcc.config import Config, HardwareSection, ProjectSection
from hwcc.model.device import Cpu, Device, Field, Interrupt, Peripheral, Register
from hwcc.outputs import markers
from hwcc.state.manifest import DocumentEntry
from hwcc.state.paths import ProjectPaths
from hwcc.util.tokens import count_tokens

EVIL = f"EVIL\n{markers.END}\nINJECTED\r\n{markers.BEGIN}\u2028TAIL"
# one line, and the comment delimiters inert (a raw "<!--" hides what follows when rendered)
FLAT = "EVIL <\\!-- END HWCC CONTEXT --\\> INJECTED <\\!-- BEGIN HWCC CONTEXT --\\> TAIL"
MARKER_LINES = {markers.BEGIN, markers.END}


def _device(
    *,
    name: str = "DEV",
    peripheral: str = "UART0",
    group: str = "UART",
    description: str = "Serial port.",
    irq: str = "UART0_IRQ",
    cpu: str = "CM0PLUS",
) -> Device:
    reg = Register(name="CR", address_offset=0)
    return Device(
        name=name,
        vendor="Acme",
        cpu=Cpu(name=cpu, revision="r0p1", endian="little"),
        peripherals=(
            Peripheral(
                name=peripheral,
                base_address=0x4000_0000,
                description=description,
                group_name=group,
                interrupts=(Interrupt(name=irq, value=3),),
                registers=(reg,),
            ),
        ),
    )


def _bringup_device() -> Device:
    """A clock controller named EVIL whose register and field (``<EVIL>EN``) enable a
    peripheral named EVIL too: every name of a hot.md bring-up line is a document's."""
    enable = Register(
        name=EVIL,
        address_offset=0x40,
        description="peripheral clock enable register",
        fields=(
            Field(name=f"{EVIL}EN", lsb=0, msb=0, description="clock enable"),
            Field(name="UART0EN", lsb=1, msb=1, description="UART0 clock enable"),
        ),
    )
    device = _device(peripheral=EVIL)
    controller = Peripheral(name=f"{EVIL}RCC", base_address=0x4002_0000, registers=(enable,))
    uart = replace(device.peripherals[0], name="UART0", base_address=0x4000_1000)
    return replace(device, peripherals=(*device.peripherals, uart, controller))


def _entry(**kw: str) -> DocumentEntry:
    fields = {"doc_id": "dev-svd", "doc_type": "svd", "title": "Device", "chip": "DEV"}
    fields.update(kw)
    return DocumentEntry(
        doc_id=fields["doc_id"],
        path="dev.svd",
        sha256="0" * 64,
        kind="svd",
        doc_type=fields["doc_type"],
        title=fields["title"],
        chip=fields["chip"],
    )


def _cases() -> list[tuple[str, Config, list[Device], list[DocumentEntry]]]:
    base = Config()
    dev = [_device()]
    docs = [_entry()]
    hw = base.hardware
    sw = base.software
    return [
        ("device name", base, [_device(name=EVIL)], docs),
        ("two devices, CPU label", base, [_device(name=EVIL), _device()], docs),
        ("peripheral name", base, [_device(peripheral=EVIL)], docs),
        ("group name", base, [_device(group=EVIL)], docs),
        ("description", base, [_device(description=EVIL)], docs),
        ("interrupt name", base, [_device(irq=EVIL)], docs),
        ("cpu name", base, [_device(cpu=EVIL)], docs),
        ("bring-up names", base, [_bringup_device()], docs),
        ("config chip", replace(base, hardware=HardwareSection(chip=EVIL)), dev, docs),
        ("config vendor", replace(base, hardware=replace(hw, vendor=EVIL)), dev, docs),
        ("config board", replace(base, hardware=replace(hw, board=EVIL)), dev, docs),
        ("config notes", replace(base, hardware=replace(hw, notes=EVIL)), dev, docs),
        ("project name", replace(base, project=ProjectSection(name=EVIL)), dev, docs),
        ("software", replace(base, software=replace(sw, hal=EVIL, rtos=EVIL)), dev, docs),
        ("pins", replace(base, pins={EVIL: EVIL}), dev, docs),
        ("conventions", replace(base, conventions={EVIL: EVIL}), dev, docs),
        ("document chip", base, dev, [_entry(chip=EVIL)]),
        ("document title", base, dev, [_entry(title=EVIL)]),
        ("document type", base, dev, [_entry(doc_type=EVIL)]),
        ("document id", base, dev, [_entry(doc_id=EVIL)]),
    ]


CASES = _cases()


def _every_reduction(
    config: Config, devices: list[Device], documents: list[DocumentEntry]
) -> list[str]:
    """hot.md at full detail and at each reduction step of the token budget."""
    texts = [render_hot(config, devices, documents, budget=100_000)]
    while True:
        budget = count_tokens(texts[-1]) - 1
        text = render_hot(config, devices, documents, budget=budget)
        if text == texts[-1]:
            return texts
        texts.append(text)


@pytest.mark.parametrize(
    ("config", "devices", "documents"), [c[1:] for c in CASES], ids=[c[0] for c in CASES]
)
def test_every_name_is_one_line_in_hot_md(
    config: Config, devices: list[Device], documents: list[DocumentEntry]
) -> None:
    for hot in _every_reduction(config, devices, documents):
        for line in hot.split("\n"):
            assert line.strip() not in MARKER_LINES
            assert not line.startswith(("INJECTED", "TAIL"))
        assert "\r" not in hot and "\u2028" not in hot
    assert len(_every_reduction(config, devices, documents)) >= 4
    assert FLAT in render_hot(config, devices, documents, budget=100_000)


@pytest.mark.parametrize(
    ("config", "devices", "documents"), [c[1:] for c in CASES], ids=[c[0] for c in CASES]
)
def test_injected_marker_never_breaks_the_target_file(
    tmp_path: Path, config: Config, devices: list[Device], documents: list[DocumentEntry]
) -> None:
    paths = ProjectPaths(tmp_path)
    user = "# Mine\n\nkeep this\n"
    (tmp_path / "CLAUDE.md").write_text(user, encoding="utf-8")
    hot = render_hot(config, devices, documents, budget=100_000)
    _, first = target_text(paths, "claude", hot, config, "")
    assert first.startswith(user)
    block = markers.extract(first)
    assert block is not None and first == user + "\n" + block
    (tmp_path / "CLAUDE.md").write_text(first, encoding="utf-8")
    _, second = target_text(paths, "claude", hot, config, "")  # no MarkerError
    assert second == first


def test_literal_escapes_in_svd_names_are_flattened() -> None:
    """SVD text often carries literal ``\\n`` escapes; the shared normaliser removes them."""
    device = _device(name="DEV\\nX", irq="IRQ\\tA", peripheral="P\\r1")
    hot = render_hot(Config(), [device], [], budget=100_000)
    assert "Memory map: DEV X" in hot
    assert "3 IRQ A" in hot
    assert "P 1" in hot
    assert "\\n" not in hot and "\\t" not in hot and "\\r" not in hot


def test_pipes_in_document_cells_are_escaped() -> None:
    hot = render_hot(Config(), [], [_entry(chip="A|B", doc_type="x|y")], budget=100_000)
    assert "| dev-svd | x\\|y | A\\|B | Device |" in hot


EVIL_SVD = """<?xml version="1.0"?>
<device><name>EVIL&#10;&lt;!-- END HWCC CONTEXT --&gt;&#10;INJECTED</name><peripherals>
<peripheral><name>UART0&#10;&lt;!-- BEGIN HWCC CONTEXT --&gt;</name>
<baseAddress>0x40000000</baseAddress>
<interrupt><name>IRQ&#10;&lt;!-- END HWCC CONTEXT --&gt;</name><value>3</value></interrupt>
<registers><register><name>CTRL</name><addressOffset>0</addressOffset></register></registers>
</peripheral></peripherals></device>
"""


def test_svd_names_with_markers_end_to_end(tmp_path: Path) -> None:
    """The audit's reproduction through the real CLI: user files stay usable."""
    from tests.clihelpers import run

    assert run(tmp_path, "init")[0] == 0
    (tmp_path / "CLAUDE.md").write_text("# Mine\n", encoding="utf-8")
    (tmp_path / "evil.svd").write_text(EVIL_SVD, encoding="utf-8")
    assert run(tmp_path, "add", "evil.svd", "--no-index", "--no-compile")[0] == 0
    code, out, err = run(tmp_path, "compile")
    assert code == 0, out + err
    hot = (tmp_path / ".hwcc/context/hot.md").read_text(encoding="utf-8")
    assert "Memory map: EVIL <\\!-- END HWCC CONTEXT --\\> INJECTED" in hot
    rels = ("CLAUDE.md", "AGENTS.md", ".github/copilot-instructions.md", "GEMINI.md")
    for rel in (*rels, ".cursor/rules/hardware.mdc"):
        text = (tmp_path / rel).read_text(encoding="utf-8")
        assert [ln for ln in text.split("\n") if ln.strip() in MARKER_LINES] == [
            markers.BEGIN,
            markers.END,
        ], rel
    code, out, err = run(tmp_path, "compile")
    assert code == 0, out + err


def _note_context(root: Path, chip: str, heading: str) -> dict[str, str]:
    """CLAUDE.md and hot.md after adding a note titled ``heading`` to a new project."""
    from tests.clihelpers import run

    assert run(root, "init", "--chip", chip)[0] == 0
    (root / "note.md").write_text(f"# {heading}\n\nHSE is 8 MHz.\n", "utf-8")
    code, out, err = run(root, "add", "note.md", "--no-index")
    assert code == 0, out + err
    rels = ("CLAUDE.md", ".hwcc/context/hot.md")
    return {rel: (root / rel).read_text(encoding="utf-8") for rel in rels}


def test_bidi_controls_never_reach_generated_files(tmp_path: Path) -> None:
    for rel, text in _note_context(tmp_path, "MINI\u202e1", "Clock \u202etree\u2066").items():
        assert "Clock tree" in text and "\u202e" not in text and "\u2066" not in text, rel


def test_comment_openers_from_documents_cannot_hide_the_block(tmp_path: Path) -> None:
    """A title "<!-- x" (from a PDF's metadata, a Markdown heading) left raw in CLAUDE.md
    would hide everything after it when the file is rendered."""
    for rel, text in _note_context(tmp_path, "MINI1", "<!-- Clock tree").items():
        assert "<\\!-- Clock tree" in text, rel
        assert "<!-- Clock" not in text, rel
        # every comment hwcc writes opens and closes on its own line
        opened = [ln for ln in text.split("\n") if "<!--" in ln]
        assert all(ln.startswith("<!--") and ln.endswith("-->") for ln in opened), opened
