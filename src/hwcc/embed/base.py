"""The embedder protocol, the ``[embedding]`` settings and the provider registry.

Contract of an embedder: ``embed(texts)`` returns a C-contiguous ``float32`` array of shape
``(len(texts), dim)`` whose rows are L2-normalised (unit length), row ``i`` belonging to
``texts[i]``. It never truncates silently: text longer than ``max_input_tokens`` is either
embedded whole (windowed) or refused with :class:`~hwcc.errors.EmbeddingError`. ``name``
identifies model *and* vector space: two embedders with the same name produce comparable
vectors, so the store refuses to mix vectors of different names.

Nothing heavy is imported here; providers load numpy/onnxruntime/HTTP code on first use.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from hwcc.errors import ConfigError
from hwcc.registry import Registry

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

DEFAULT_PROVIDER = "minilm"
# providers whose ``name`` pins the vector space exactly (hash-checked model files)
CACHED_PROVIDERS = frozenset({"minilm"})


class Embedder(Protocol):
    """Turns texts into unit-length float32 vectors of a fixed dimension."""

    @property
    def name(self) -> str: ...

    @property
    def dim(self) -> int: ...

    @property
    def max_input_tokens(self) -> int: ...

    def embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]: ...


# Optional hooks an embedder may define beside the protocol (a local model has them; an
# HTTP client has nothing to load or free). Callers go through these two functions.


def warm(embedder: object) -> None:
    """Load what a query embed needs (``embedder.warm()``), if the embedder can."""
    hook = getattr(embedder, "warm", None)
    if hook is not None:
        hook()


def release(embedder: object) -> None:
    """Free the embedder's model memory until its next embed (``embedder.release()``),
    if it holds any."""
    hook = getattr(embedder, "release", None)
    if hook is not None:
        hook()


@dataclass(frozen=True, slots=True)
class EmbeddingSettings:
    """The ``[embedding]`` table of ``.hwcc/config.toml``.

    ``provider`` picks the registry entry (``minilm`` = the offline default, ``ollama``,
    ``openai``). ``url`` is the endpoint base for HTTP providers; ``api_key_env`` names the
    environment variable holding the key (keys are never read from config). ``dim`` and
    ``max_input_tokens`` of 0 mean "ask the provider" (HTTP providers probe once).
    ``threads`` of 0 means "all cores". ``long_text`` is ``"mean"`` (average of
    overlapping model windows) or ``"first"`` (first window only, for measurements).
    ``cache`` lets the offline default reuse vectors it computed before for the same text,
    in any project of this user (:mod:`hwcc.embed.cache`, under ``$HWCC_CACHE_DIR`` or
    ``$XDG_CACHE_HOME/hwcc``); HTTP providers are never cached (a server's model may
    change under the same name).
    """

    provider: str = DEFAULT_PROVIDER
    model: str = ""
    url: str = ""
    api_key_env: str = ""
    dim: int = 0
    max_input_tokens: int = 0
    batch_size: int = 32
    timeout_s: float = 30.0
    retries: int = 3
    threads: int = 0
    long_text: str = "mean"
    cache: bool = True

    def __post_init__(self) -> None:
        if self.long_text not in ("mean", "first"):
            raise ConfigError("[embedding] long_text must be 'mean' or 'first'")
        # Upper bounds too: threads = 10**6 asked onnxruntime for a million threads (GBs of
        # stacks), retries = 10**9 never gave up on a dead server.
        for key, value, low, high in (
            ("batch_size", self.batch_size, 1, 4096),
            ("retries", self.retries, 0, 10),
            ("timeout_s", self.timeout_s, 0.001, 600),
            ("threads", self.threads, 0, 256),
            ("dim", self.dim, 0, 65536),
            ("max_input_tokens", self.max_input_tokens, 0, 1_000_000),
        ):
            if not low <= value <= high:
                raise ConfigError(
                    f"config.toml: [embedding] {key} must be between {low} and {high}, got {value}"
                )


EmbedderFactory = Callable[[EmbeddingSettings], Embedder]


def register_provider(provider: str, factory: EmbedderFactory) -> None:
    """Register ``factory`` for ``[embedding] provider = "<provider>"``."""
    _REGISTRY.register(provider, factory)


def known_providers() -> tuple[str, ...]:
    return _REGISTRY.names()


def embedder_for(settings: EmbeddingSettings | None = None) -> Embedder:
    """A new embedder for ``settings`` (default: the offline MiniLM).

    Raises ConfigError for an unknown provider and EmbeddingError when the provider's
    model files are missing or corrupt.
    """
    settings = settings or EmbeddingSettings()
    factory = _REGISTRY.get(settings.provider)
    if factory is None:
        known = ", ".join(_REGISTRY.names())
        raise ConfigError(f"[embedding] unknown provider '{settings.provider}' (known: {known})")
    embedder = factory(settings)
    if settings.cache and settings.provider in CACHED_PROVIDERS:
        from hwcc.embed.cache import CachedEmbedder, VectorCache, default_cache_root

        cache = VectorCache.for_embedder(default_cache_root(), embedder.name, embedder.dim)
        return CachedEmbedder(embedder, cache)
    return embedder


def _minilm(settings: EmbeddingSettings) -> Embedder:
    from hwcc.embed.minilm import MiniLMEmbedder

    return MiniLMEmbedder.from_settings(settings)


def _ollama(settings: EmbeddingSettings) -> Embedder:
    from hwcc.embed.http import OllamaEmbedder

    return OllamaEmbedder.from_settings(settings)


def _openai(settings: EmbeddingSettings) -> Embedder:
    from hwcc.embed.http import OpenAIEmbedder

    return OpenAIEmbedder.from_settings(settings)


def _load_builtin_providers() -> None:
    # each factory imports its module when called: opening the offline default does
    # not import the HTTP client (urllib.request, email: ~10 ms of a cold search)
    register_provider("minilm", _minilm)
    register_provider("ollama", _ollama)
    register_provider("openai", _openai)


_REGISTRY: Registry[EmbedderFactory] = Registry(_load_builtin_providers)
