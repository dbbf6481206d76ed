"""Embedders behind HTTP: Ollama (``/api/embed``) and OpenAI-compatible (``/embeddings``).

Contracts:
- Requests use the stdlib only, with ``timeout_s`` per request and up to ``retries``
  further attempts (exponential back-off from 0.2 s) on connection errors and HTTP
  408, 429, 500, 502, 503 and 504; a request that times out is sent once more at most
  (a server that let the same
  batch time out twice is stuck or too slow for ``timeout_s``: retrying it ``retries``
  times only made the progress bar stand still for minutes). Any other HTTP status, a
  malformed body, a wrong vector count or a dimension change fails at once with
  :class:`~hwcc.errors.EmbeddingError` naming the endpoint and the problem.
- The API key is read from the environment variable named by ``api_key_env`` (OpenAI
  default ``OPENAI_API_KEY``), never from config, and is required when ``api_key_env`` is
  set or the endpoint is api.openai.com. The key never appears in messages.
- Returned vectors are L2-normalised float32 (contract of :mod:`hwcc.embed.base`).
- ``dim`` is taken from settings or probed once with a one-word request.
"""

from __future__ import annotations

import json
import os
import time
import urllib.error
import urllib.request
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from hwcc.embed.base import EmbeddingSettings
from hwcc.errors import EmbeddingError

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

RETRY_STATUSES = frozenset({408, 429, 500, 502, 503, 504})


class _HttpEmbedder:
    """Shared request/retry/normalisation logic; subclasses define the wire format."""

    provider = ""
    default_url = ""
    default_model = ""
    default_max_tokens = 512

    def __init__(self, settings: EmbeddingSettings) -> None:
        self.settings = settings
        self.url = (settings.url or self.default_url).rstrip("/")
        self.model = settings.model or self.default_model
        if not self.url:
            raise EmbeddingError(f"[embedding] provider '{self.provider}' needs a url")
        if not self.model:
            raise EmbeddingError(f"[embedding] provider '{self.provider}' needs a model")
        self._dim = settings.dim

    @property
    def name(self) -> str:
        return f"{self.provider}:{self.model}"

    @property
    def dim(self) -> int:
        if not self._dim:
            self._dim = int(self.embed(["dimension probe"]).shape[1])
        return self._dim

    @property
    def max_input_tokens(self) -> int:
        return self.settings.max_input_tokens or self.default_max_tokens

    def _endpoint(self) -> str:
        raise NotImplementedError

    def _headers(self) -> dict[str, str]:
        return {"Content-Type": "application/json"}

    def _payload(self, texts: list[str]) -> dict[str, Any]:
        raise NotImplementedError

    def _vectors(self, body: Any) -> list[list[float]]:
        raise NotImplementedError

    def embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        import numpy as np

        unique: dict[str, int] = {}
        order = [unique.setdefault(text, len(unique)) for text in texts]
        distinct = list(unique)
        rows: list[list[float]] = []
        for start in range(0, len(distinct), self.settings.batch_size):
            batch = distinct[start : start + self.settings.batch_size]
            vectors = self._vectors(self._post(self._payload(batch)))
            if len(vectors) != len(batch):
                raise EmbeddingError(
                    f"{self._endpoint()}: asked for {len(batch)} vectors, got {len(vectors)}"
                )
            rows.extend(vectors)
        if not rows:
            return np.zeros((0, self._dim or 0), dtype=np.float32)
        try:
            matrix = np.asarray(rows, dtype=np.float32)
        except ValueError as exc:
            raise EmbeddingError(f"{self._endpoint()}: vectors of unequal length") from exc
        if matrix.ndim != 2 or matrix.shape[1] == 0:
            raise EmbeddingError(f"{self._endpoint()}: malformed vectors {matrix.shape}")
        if self._dim and matrix.shape[1] != self._dim:
            raise EmbeddingError(
                f"{self._endpoint()}: vectors have {matrix.shape[1]} dimensions, "
                f"expected {self._dim}"
            )
        self._dim = int(matrix.shape[1])
        norms = np.linalg.norm(matrix, axis=1, keepdims=True)
        norms[norms == 0] = 1.0
        return np.ascontiguousarray((matrix / norms)[np.array(order)], dtype=np.float32)

    def _post(self, payload: dict[str, Any]) -> Any:
        endpoint = self._endpoint()
        data = json.dumps(payload).encode("utf-8")
        attempts = self.settings.retries + 1
        problem = ""
        timeouts = 0
        attempt = 0
        for attempt in range(attempts):
            if attempt:
                time.sleep(min(0.2 * 2 ** (attempt - 1), 5.0))
            request = urllib.request.Request(
                endpoint, data=data, headers=self._headers(), method="POST"
            )
            try:
                with urllib.request.urlopen(request, timeout=self.settings.timeout_s) as resp:
                    raw = resp.read()
            except urllib.error.HTTPError as exc:
                detail = exc.read()[:200].decode("utf-8", "replace").strip()
                problem = f"HTTP {exc.code} {exc.reason}" + (f": {detail}" if detail else "")
                if exc.code in RETRY_STATUSES:
                    continue
                raise EmbeddingError(f"{endpoint}: {problem}") from None
            except (urllib.error.URLError, TimeoutError, ConnectionError, OSError) as exc:
                reason = getattr(exc, "reason", exc)
                if isinstance(reason, TimeoutError):
                    timeouts += 1
                    problem = (
                        f"no answer within {self.settings.timeout_s:g} s (a slow server "
                        "needs a larger [embedding] timeout_s)"
                    )
                    if timeouts == 2:
                        break
                    continue
                problem = f"cannot connect ({reason})"
                continue
            try:
                return json.loads(raw)
            except ValueError:
                raise EmbeddingError(f"{endpoint}: response is not JSON") from None
        raise EmbeddingError(f"{endpoint}: {problem} after {attempt + 1} attempt(s)")


class OllamaEmbedder(_HttpEmbedder):
    """Ollama's ``POST {url}/api/embed`` with ``{"model", "input": [...]}``."""

    provider = "ollama"
    default_url = "http://127.0.0.1:11434"
    default_model = "nomic-embed-text"
    default_max_tokens = 2048

    @classmethod
    def from_settings(cls, settings: EmbeddingSettings) -> OllamaEmbedder:
        return cls(settings)

    def _endpoint(self) -> str:
        return f"{self.url}/api/embed"

    def _payload(self, texts: list[str]) -> dict[str, Any]:
        return {"model": self.model, "input": texts, "truncate": False}

    def _vectors(self, body: Any) -> list[list[float]]:
        if not isinstance(body, dict) or not isinstance(body.get("embeddings"), list):
            raise EmbeddingError(f"{self._endpoint()}: response has no 'embeddings' list")
        return list(body["embeddings"])


class OpenAIEmbedder(_HttpEmbedder):
    """An OpenAI-compatible ``POST {url}/embeddings`` (``url`` includes ``/v1``)."""

    provider = "openai"
    default_url = "https://api.openai.com/v1"
    default_model = "text-embedding-3-small"
    default_max_tokens = 8191

    def __init__(self, settings: EmbeddingSettings) -> None:
        super().__init__(settings)
        self.key_env = settings.api_key_env or "OPENAI_API_KEY"
        # A local OpenAI-compatible server may need no key; api.openai.com always does.
        self._key_required = bool(settings.api_key_env) or self.url == self.default_url

    @classmethod
    def from_settings(cls, settings: EmbeddingSettings) -> OpenAIEmbedder:
        return cls(settings)

    def _endpoint(self) -> str:
        return f"{self.url}/embeddings"

    def _headers(self) -> dict[str, str]:
        key = os.environ.get(self.key_env, "")
        if not key and not self._key_required:
            return {"Content-Type": "application/json"}
        if not key:
            raise EmbeddingError(
                f"[embedding] provider 'openai' needs an API key in ${self.key_env}"
            )
        return {"Content-Type": "application/json", "Authorization": f"Bearer {key}"}

    def _payload(self, texts: list[str]) -> dict[str, Any]:
        return {"model": self.model, "input": texts}

    def _vectors(self, body: Any) -> list[list[float]]:
        data = body.get("data") if isinstance(body, dict) else None
        if not isinstance(data, list):
            raise EmbeddingError(f"{self._endpoint()}: response has no 'data' list")
        try:
            ordered = sorted(data, key=lambda item: int(item.get("index", 0)))
            return [list(item["embedding"]) for item in ordered]
        except (KeyError, TypeError, AttributeError, ValueError):
            raise EmbeddingError(f"{self._endpoint()}: malformed 'data' items") from None
