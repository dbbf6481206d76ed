"""A toy document type: ``.toy`` files of ``key = value`` lines become a Markdown table."""

from __future__ import annotations

from pathlib import Path

from hwcc.errors import InputError
from hwcc.ingest.base import ParseOptions, ParserSpec, register
from hwcc.types import DocType, ParseResult


class ToyParser:
    name = "toy"

    def parse(self, path: Path, options: ParseOptions) -> ParseResult:
        rows = []
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            key, sep, value = line.partition("=")
            if not sep:
                raise InputError(path, f"line {number}: expected key = value")
            rows.append(f"| {key.strip()} | {value.strip()} |")
        content = "# Toy settings\n\n| key | value |\n|---|---|\n" + "\n".join(rows) + "\n"
        return ParseResult(
            doc_id=options.doc_id,
            title="Toy settings",
            doc_type=options.doc_type or DocType.NOTES.value,
            content=content,
            chip=options.chip,
            source_path=options.source_path or str(path),
        )


register(
    ParserSpec(
        kind="toy",
        factory=ToyParser,
        suffixes=(".toy",),
        label="toy settings",
    )
)
