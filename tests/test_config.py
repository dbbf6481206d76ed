from __future__ import annotations

from pathlib import Path

import pytest

from hwcc.config import load_config, new_config, parse_config, render_config
from hwcc.errors import ConfigError


def test_round_trip() -> None:
    cfg = new_config(chip="STM32F407", name="demo")
    assert parse_config(render_config(cfg)) == cfg


def test_all_sections_present() -> None:
    text = render_config(new_config())
    for section in (
        "project",
        "hardware",
        "software",
        "pins",
        "conventions",
        "chunk",
        "embedding",
        "output",
    ):
        assert f"[{section}]" in text


def test_partial_config_uses_defaults() -> None:
    cfg = parse_config('[hardware]\nchip = "RP2040"\n[pins]\nLED = "GP25"\n')
    assert cfg.hardware.chip == "RP2040"
    assert cfg.pins == {"LED": "GP25"}
    assert cfg.output.hot_max_tokens == 2000


def test_wrong_type_names_key_and_type() -> None:
    with pytest.raises(ConfigError) as info:
        parse_config('[output]\nhot_max_tokens = "lots"\n')
    message = str(info.value)
    assert "[output] hot_max_tokens" in message
    assert "an integer" in message and "a string" in message


def test_bool_is_not_an_integer() -> None:
    with pytest.raises(ConfigError, match=r"\[chunk\] max_tokens"):
        parse_config("[chunk]\nmax_tokens = true\n")


def test_int_accepted_for_float() -> None:
    assert parse_config("[embedding]\ntimeout_s = 5\n").embedding.timeout_s == 5.0


def test_unknown_keys_warn_not_fail() -> None:
    cfg = parse_config('[hardware]\nchipp = "x"\n[weird]\na = 1\n')
    assert any("[hardware] chipp" in w for w in cfg.warnings)
    assert any("[weird]" in w for w in cfg.warnings)


def test_unknown_target_rejected() -> None:
    with pytest.raises(ConfigError, match="windsurf"):
        parse_config('[output]\ntargets = ["claude", "windsurf"]\n')


def test_list_item_type_checked() -> None:
    with pytest.raises(ConfigError, match=r"\[output\] targets"):
        parse_config("[output]\ntargets = [1, 2]\n")


def test_pins_must_be_strings() -> None:
    with pytest.raises(ConfigError, match=r"\[pins\] LED"):
        parse_config("[pins]\nLED = 25\n")


def test_invalid_toml_names_file(tmp_path: Path) -> None:
    path = tmp_path / "config.toml"
    path.write_text("[hardware\nchip=", encoding="utf-8")
    with pytest.raises(ConfigError, match=r"config\.toml: invalid TOML"):
        load_config(path)


@pytest.mark.parametrize(
    ("table", "key"),
    [
        ("[chunk]\nmax_tokens = 100\noverlap_tokens = 60\n", "overlap_tokens"),
        ('[chunk]\nstrategy = "bogus"\n', "strategy"),
        ("[chunk]\nmin_tokens = -1\n", "min_tokens"),
        ("[chunk]\nheader_levels = [99]\n", "header_levels"),
        ('[chunk]\ndelimiter = "(["\n', "delimiter"),
        ("[embedding]\nthreads = 1000000\n", "threads"),
        ("[embedding]\nthreads = -1\n", "threads"),
        ("[embedding]\nretries = 1000000000\n", "retries"),
        ("[embedding]\ntimeout_s = 100000\n", "timeout_s"),
    ],
)
def test_every_command_rejects_what_the_chunker_or_embedder_would(table: str, key: str) -> None:
    """Config loading applies the chunker's and embedder's own rules, so `status` and
    `compile` fail the same way `add` and `reindex` do (one message naming the key)."""
    with pytest.raises(ConfigError) as info:
        parse_config(table)
    message = str(info.value)
    assert message.startswith("config.toml: [") and key in message and "\n" not in message
