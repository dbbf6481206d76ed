from __future__ import annotations

from hwcc.registry import Registry


def test_builtins_load_once_even_after_an_early_register() -> None:
    calls: list[int] = []
    registry: Registry[str] = Registry(lambda: (calls.append(1), registry.register("a", "A")))
    registry.register("custom", "C")  # before any lookup
    assert registry.names() == ("a", "custom")
    assert registry.get("a") == "A" and registry.get("missing") is None
    assert calls == [1]


def test_custom_embedding_provider_does_not_hide_the_builtins() -> None:
    from hwcc.embed.base import known_providers, register_provider

    register_provider("test-custom", lambda settings: None)  # type: ignore[arg-type,return-value]
    assert {"minilm", "ollama", "openai", "test-custom"} <= set(known_providers())
