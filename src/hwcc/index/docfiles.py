"""One JSON file per document under a directory of the index (``lexical/``, ``records/``).

Contracts: a document's file is ``<directory>/<safe_name(doc_id)>.json``; writes are
atomic and deterministic (keys sorted, compact separators, UTF-8, a final newline);
only ``*.json`` files count as documents' files.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from hwcc.state.fs import atomic_write_bytes, safe_name


class DocumentFiles:
    """The per-document files in ``index_dir / subdir``."""

    def __init__(self, index_dir: Path, subdir: str) -> None:
        self.index_dir = index_dir
        self.directory = index_dir / subdir

    def path_for(self, doc_id: str) -> Path:
        return self.directory / f"{safe_name(doc_id)}.json"

    def write_json(self, doc_id: str, body: dict[str, Any], *, keep_same: bool = False) -> None:
        """Write ``doc_id``'s file; ``keep_same``: leave a file holding these very bytes
        untouched (its stamp then says nothing changed, see
        :meth:`hwcc.index.lexical.LexicalFiles.stamps`)."""
        text = json.dumps(body, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
        data = text.encode("utf-8") + b"\n"
        path = self.path_for(doc_id)
        if keep_same:
            with contextlib.suppress(OSError):
                if path.stat().st_size == len(data) and path.read_bytes() == data:
                    return
        atomic_write_bytes(path, data)

    def delete_document(self, doc_id: str) -> bool:
        """Remove ``doc_id``'s file; whether there was one."""
        path = self.path_for(doc_id)
        if not path.exists():
            return False
        path.unlink()
        return True

    def _files(self) -> list[Path]:
        if not self.directory.is_dir():
            return []
        return sorted(p for p in self.directory.glob("*.json") if p.is_file())

    def remove_except(self, known_doc_ids: Iterable[str]) -> int:
        """Delete the files of documents not in ``known_doc_ids``; the number deleted."""
        keep = {self.path_for(doc_id).name for doc_id in known_doc_ids}
        removed = 0
        for path in self._files():
            if path.name not in keep:
                with contextlib.suppress(FileNotFoundError):
                    path.unlink()
                    removed += 1
        return removed
