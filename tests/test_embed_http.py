"""HTTP embedders against a small fake server on 127.0.0.1 (stdlib http.server)."""

from __future__ import annotations

import contextlib
import json
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import numpy as np
import pytest

from hwcc.embed.base import EmbeddingSettings, embedder_for
from hwcc.errors import EmbeddingError


class FakeServer:
    """Answers /api/embed (Ollama) and /v1/embeddings (OpenAI) with 3-d vectors derived
    from text length; ``script`` holds status codes to return before succeeding."""

    def __init__(self) -> None:
        self.script: list[int] = []
        self.delay = 0.0
        self.requests: list[tuple[str, dict[str, str], Any]] = []
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: object) -> None:
                pass

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length", "0"))
                body = json.loads(self.rfile.read(length))
                server.requests.append((self.path, dict(self.headers), body))
                if server.delay:
                    time.sleep(server.delay)
                if server.script:
                    status = server.script.pop(0)
                    self.send_response(status)
                    self.end_headers()
                    self.wfile.write(b"model not found" if status == 404 else b"busy")
                    return
                vectors = [[float(len(t)), 1.0, 0.0] for t in body["input"]]
                if self.path == "/api/embed":
                    answer: Any = {"model": body["model"], "embeddings": vectors}
                elif self.path == "/v1/embeddings":
                    answer = {
                        "data": [
                            {"index": i, "embedding": v}
                            for i, v in reversed(list(enumerate(vectors)))
                        ]
                    }
                else:
                    self.send_response(404)
                    self.end_headers()
                    return
                data = json.dumps(answer).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                with contextlib.suppress(BrokenPipeError, ConnectionResetError):
                    self.wfile.write(data)  # the client may have timed out already

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}"


@pytest.fixture
def server() -> Iterator[FakeServer]:
    fake = FakeServer()
    thread = threading.Thread(target=fake.httpd.serve_forever, daemon=True)
    thread.start()
    yield fake
    fake.httpd.shutdown()
    fake.httpd.server_close()


def expected(texts: list[str]) -> np.ndarray:
    raw = np.array([[len(t), 1.0, 0.0] for t in texts], dtype=np.float32)
    return raw / np.linalg.norm(raw, axis=1, keepdims=True)


def test_ollama_batches_dedupes_and_normalises(server: FakeServer) -> None:
    emb = embedder_for(
        EmbeddingSettings(provider="ollama", url=server.url, model="m", batch_size=2)
    )
    texts = ["a", "bbb", "a", "cc", "dddd"]
    vectors = emb.embed(texts)
    np.testing.assert_allclose(vectors, expected(texts), rtol=1e-6)
    assert [len(r[2]["input"]) for r in server.requests] == [2, 2]  # 4 distinct texts
    assert emb.dim == 3 and emb.name == "ollama:m"


def test_openai_sends_key_from_env_and_orders_by_index(
    server: FakeServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HWCC_TEST_KEY", "sekret")
    emb = embedder_for(
        EmbeddingSettings(
            provider="openai", url=server.url + "/v1", model="e", api_key_env="HWCC_TEST_KEY"
        )
    )
    texts = ["x", "yyyyyy", "zz"]
    np.testing.assert_allclose(emb.embed(texts), expected(texts), rtol=1e-6)
    assert server.requests[0][1]["Authorization"] == "Bearer sekret"
    monkeypatch.delenv("HWCC_TEST_KEY")
    with pytest.raises(EmbeddingError, match=r"\$HWCC_TEST_KEY"):
        emb.embed(["x"])


def test_retries_transient_errors_then_succeeds(server: FakeServer) -> None:
    server.script = [503, 429]
    emb = embedder_for(EmbeddingSettings(provider="ollama", url=server.url, model="m", retries=2))
    assert emb.embed(["abc"]).shape == (1, 3)
    assert len(server.requests) == 3


def test_gives_up_after_retries_with_clear_error(server: FakeServer) -> None:
    server.script = [503, 503]
    emb = embedder_for(EmbeddingSettings(provider="ollama", url=server.url, model="m", retries=1))
    with pytest.raises(EmbeddingError, match=r"/api/embed: HTTP 503.*after 2 attempt"):
        emb.embed(["abc"])


def test_client_error_fails_at_once(server: FakeServer) -> None:
    server.script = [404]
    emb = embedder_for(EmbeddingSettings(provider="ollama", url=server.url, model="m", retries=3))
    with pytest.raises(EmbeddingError, match=r"HTTP 404.*model not found"):
        emb.embed(["abc"])
    assert len(server.requests) == 1


def test_timeout_and_connection_refused(server: FakeServer) -> None:
    server.delay = 1.0
    emb = embedder_for(
        EmbeddingSettings(provider="ollama", url=server.url, model="m", timeout_s=0.2, retries=0)
    )
    with pytest.raises(EmbeddingError, match="after 1 attempt"):
        emb.embed(["abc"])
    server.httpd.server_close()
    dead = embedder_for(
        EmbeddingSettings(provider="ollama", url="http://127.0.0.1:9", model="m", retries=0)
    )
    with pytest.raises(EmbeddingError, match="cannot connect"):
        dead.embed(["abc"])


def test_a_batch_that_times_out_is_sent_twice_at_most(server: FakeServer) -> None:
    """A server that accepts the request and never answers in time: the error says so
    (it used to say "cannot connect") and comes after two attempts, not retries + 1."""
    server.delay = 1.0
    emb = embedder_for(
        EmbeddingSettings(provider="ollama", url=server.url, model="m", timeout_s=0.2, retries=5)
    )
    with pytest.raises(EmbeddingError, match=r"no answer within 0.2 s.*after 2 attempt"):
        emb.embed(["abc"])
    assert len(server.requests) == 2
