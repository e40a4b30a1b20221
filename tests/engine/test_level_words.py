"""The game page's sentence for each AI level (#29): how it plays, and what it wins, measured.

The numbers are the ladder's (bench/results/ai_strength.md): the engine ships them in
``ai/measured.py``, which must say what the table's records say, so a re-measured table that
is not carried into the engine fails here.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import load_script

from cardavia.ai import level_words as level_words_module
from cardavia.ai.level_words import level_words
from cardavia.ai.levels import LEVELS
from cardavia.ai.levels import hooks as levels_hooks
from cardavia.ai.measured import LADDER, UNSURE
from cardavia.api import catalog
from cardavia.core.registry import game as game_class
from cardavia.core.registry import games
from cardavia.core.text import LANGUAGES

ROOT = Path(__file__).resolve().parents[2]
GAME_IDS = [cls.info.id for cls in games()]


def test_the_shipped_ladder_is_the_measured_table() -> None:
    bench = load_script(ROOT / "bench" / "ai_strength.py")
    records: dict[tuple[str, str, int], dict[str, object]] = {}
    for path in bench.LADDER_RECORDS:
        records.update(bench.read_records(path))
    assert (ROOT / "py" / "cardavia" / "ai" / "measured.py").read_text() == bench.measured_module(records)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_level_says_what_it_wins_in_every_language(game_id: str) -> None:
    words = level_words(game_id)
    assert sorted(words) == sorted(LEVELS)
    for level, text in words.items():
        assert sorted(text) == sorted(LANGUAGES)
        assert len(set(text.values())) == len(text), f"{level}: a language repeats another's words"
    normal_wins, deals = LADDER[game_id]["easy-normal"]
    assert str(deals) in words["normal"]["en"]
    # Each level names its gain against the level below, whole or with one decimal as the language writes it.
    gain = f"{normal_wins:.1f}" if normal_wins < 10 else str(round(normal_wins))
    assert gain.removesuffix(".0") in words["normal"]["en"]
    assert gain.removesuffix(".0").replace(".", ",") in words["normal"]["cs"]


def test_a_gain_under_a_tenth_a_deal_is_said_per_ten_deals() -> None:
    strong = level_words("maw")["strong"]  # 0.06 chips a deal
    assert LADDER["maw"]["normal-strong"][0] < 0.1
    assert "0.6 chips every ten deals" in strong["en"]
    assert "0,6 žetonu za deset rozdání" in strong["cs"]


def test_the_catalogue_carries_each_games_level_sentences() -> None:
    entries = {game["id"]: game for tradition in catalog()["traditions"] for game in tradition["games"]}
    assert {game_id: entries[game_id]["levels"] for game_id in GAME_IDS} == {g: level_words(g) for g in GAME_IDS}


PAIR_OF_LEVEL = {"easy": "random-easy", "normal": "easy-normal", "strong": "normal-strong"}


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_gain_is_said_unsure_exactly_where_its_interval_reaches_zero(game_id: str) -> None:
    words = level_words(game_id)
    for level, pair in PAIR_OF_LEVEL.items():
        assert ("margin of error" in words[level]["en"]) == ((game_id, pair) in UNSURE), (level, pair)


def test_an_unsure_gain_says_so_after_the_gain_in_every_language(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(level_words_module, "UNSURE", frozenset({("maw", "easy-normal")}))
    words = level_words("maw")
    assert words["normal"]["en"].endswith("deals). That lead is still within the measurement's margin of error.")
    assert words["normal"]["cs"].endswith("Ten náskok je zatím v mezích chyby měření.")
    assert words["normal"]["fr"].endswith("Cet avantage reste dans la marge d’erreur de la mesure.")
    assert "margin of error" not in words["strong"]["en"]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_strong_is_said_to_play_out_more_carefully_only_where_normal_does_not(game_id: str) -> None:
    hooks = levels_hooks(game_id)
    careful_normal = hooks.careful_rollout is hooks.rollout  # no slower playout registered for strong
    assert game_class(game_id).info.careful_normal == careful_normal  # the page says it without loading the AI
    strong = level_words(game_id)["strong"]
    assert ("more carefully" in strong["en"]) != careful_normal
    assert ("pečlivěji" in strong["cs"]) != careful_normal
    assert ("avec plus de soin" in strong["fr"]) != careful_normal
