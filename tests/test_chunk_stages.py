"""The contracts of the chunker's stages (sections, parent groups, packing), checked on
generated Markdown: what each module's docstring guarantees to the next."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hwcc.chunk.markdown import _Run
from hwcc.chunk.packing import bounds
from hwcc.chunk.sections import build_sections, parent_groups
from hwcc.types import ChunkConfig, ParseResult
from tests.test_chunk_property import Doc, markdown

CONFIGS = st.builds(
    ChunkConfig,
    max_tokens=st.sampled_from([16, 40, 120]),
    overlap_tokens=st.sampled_from([0, 4, 8]),
    min_tokens=st.sampled_from([0, 8, 15]),
    parent_max_tokens=st.sampled_from([120, 300]),
)


def _run(doc: Doc, cfg: ChunkConfig) -> _Run:
    return _Run(cfg, ParseResult(doc_id="d", title="", doc_type="datasheet", content=doc.text))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(markdown(), CONFIGS, st.sampled_from(["headers", "delimiter", "fixed"]))
def test_sections_tile_the_blocks_and_groups_cover_the_sections(
    doc: Doc, cfg: ChunkConfig, strategy: str
) -> None:
    run = _run(doc, cfg)
    secs = build_sections(run.blocks, run.headings, run.delimiters, strategy)
    assert secs[0].first == 0
    assert secs[-1].end == len(run.blocks)
    for k, s in enumerate(secs):
        assert s.number == k
        assert s.first <= s.end
        assert all(a < k and secs[a].level < s.level for a in s.ancestors)
        if k + 1 < len(secs):
            assert s.end == secs[k + 1].first
    if strategy == "fixed":
        assert len(secs) == 1
    groups = parent_groups(secs, run.tokens, cfg)
    assert [a for a, _ in groups] == [0, *(b for _, b in groups[:-1])]
    assert groups[-1][1] == len(secs)
    for a, b in groups:
        tokens = sum(run.tokens[secs[a].first : secs[b - 1].end])
        assert a < b
        assert b - a == 1 or tokens <= cfg.parent_max_tokens


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(markdown(), CONFIGS)
def test_drafts_tile_their_parent_and_fit(doc: Doc, cfg: ChunkConfig) -> None:
    run = _run(doc, cfg)
    if not doc.text.strip():
        return
    secs = build_sections(run.blocks, run.headings, run.delimiters, "headers")
    for pieces in run._parent_pieces(secs, whole=False):
        for units, p_secs in pieces:
            drafts = run.packer.children(units, p_secs)
            assert drafts[0].units[0].start == units[0].start
            assert drafts[-1].units[-1].end == units[-1].end
            for k, d in enumerate(drafts):
                assert all(a.end == b.start for a, b in zip(d.units, d.units[1:], strict=False))
                tokens = run.packer.counts.exact(
                    d.units, None if d.overlap_start < 0 else d.overlap_start
                )
                assert tokens <= cfg.max_tokens or len(d.units) == 1
                if k:
                    prev = drafts[k - 1]
                    assert prev.units[-1].end == d.units[0].start
                    if d.overlap_start >= 0:
                        assert prev.section is d.section
                        start, end, _, _ = bounds(run.content, prev.units)
                        assert start <= d.overlap_start < end
                else:
                    assert d.overlap_start < 0
