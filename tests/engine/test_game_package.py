"""Adding a game is its package and one registration line (docs/protocol.md, "Adding a game").

The toy game of the AI tests (``tests/engine/toy/``: rules, words, AI policies) is declared
here with the one line ``cardavia/games/__init__.py`` gives each game, and then plays through
the checks every registered game gets: random matches to the end with saves, clones, the
rebuild's postcondition and refused actions (test_properties), clones that share nothing
(test_clone), the documented view keys and legal actions computed once (test_contract), and
the AI's levels, which cannot see a hidden card (test_ai). Nothing outside its package names it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import partial
from importlib import import_module
from pathlib import Path

import pytest
import test_ai as ai_checks
import test_clone as clone_checks
import test_contract as contract_checks
import test_properties as property_checks

from cardavia import api
from cardavia.ai import levels
from cardavia.ai.search import Budget
from cardavia.core import registry
from cardavia.core.protocol import GameState
from cardavia.core.registry import declare, games

TOY = Path(__file__).parent / "toy"


@pytest.fixture
def toy(monkeypatch: pytest.MonkeyPatch) -> Iterator[type[GameState]]:
    """The toy declared as a game for one test; the registry as it was afterwards."""
    monkeypatch.setattr(registry, "_DECLARED", dict(registry._DECLARED))
    declare("toy", partial(import_module, "toy"))  # the registration line, as cardavia/games/__init__.py has it
    yield registry.game("toy")


def test_a_package_imported_but_not_declared_is_no_game() -> None:
    """The AI tests import the toy's package; only its declaration would make it a game of the catalogue."""
    import_module("toy")
    assert "toy" not in [cls.info.id for cls in games()]
    with pytest.raises(ValueError, match="unknown game 'toy'"):
        api.new_game("toy")


def test_the_declared_toy_is_a_game_of_the_catalogue(toy: type[GameState]) -> None:
    assert toy in games()
    assert "toy" in [g["id"] for t in api.catalog()["traditions"] for g in t["games"]]


def test_the_toy_is_one_package_that_nothing_else_names() -> None:
    """No file of the engine names the toy: its package is all there is of it."""
    engine = Path(api.__file__).parent
    assert sorted(p.name for p in TOY.glob("*.py")) == ["__init__.py", "ai.py", "words.py"]
    assert not [p for p in engine.rglob("*.py") if re.search(r"\btoy\b", p.read_text(encoding="utf-8"), re.I)]


@pytest.mark.parametrize("players", [3])
def test_the_toy_keeps_every_property_of_a_game(toy: type[GameState], players: int) -> None:
    property_checks.test_random_matches_keep_every_property(toy, players)
    property_checks.test_the_bridge_tells_a_seat_only_the_moves_it_may_see(toy, players)
    clone_checks.test_a_clone_shares_nothing_mutable_with_its_original(toy, players)
    clone_checks.test_the_walk_finds_each_declared_attribute_shared(toy, players)


def test_the_toy_keeps_the_contract(toy: type[GameState], monkeypatch: pytest.MonkeyPatch) -> None:
    contract_checks.test_every_view_has_exactly_the_documented_keys(toy)
    contract_checks.test_the_legal_actions_are_computed_once_per_move(toy, monkeypatch)


def test_the_ai_plays_the_toy_without_seeing_a_hidden_card(
    toy: type[GameState], monkeypatch: pytest.MonkeyPatch
) -> None:
    budgets = {level: Budget(iterations=ai_checks.SEARCH_ITERATIONS) for level in ("normal", "strong")}
    monkeypatch.setattr(levels, "DEFAULT_BUDGETS", budgets)
    ai_checks.test_choices_cannot_depend_on_hidden_cards("toy", None)
    ai_checks.test_every_level_answers_through_the_session("toy", None)
    ai_checks.test_every_level_plays_legal_actions_in_random_positions("toy")
    ai_checks.test_ai_levels_play_whole_deals("toy")
    ai_checks.test_rollout_policy_plays_sampled_worlds_legally("toy")
    ai_checks.test_hint_gives_a_legal_action_and_a_reason_in_every_language("toy")
