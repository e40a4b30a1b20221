"""The shared rebuild of a world from a view (core/rebuild.py): its postcondition is no formality."""

from __future__ import annotations

from typing import Any

import pytest
from helpers import plain

from cardavia import api
from cardavia.core import rebuild as rebuild_module
from cardavia.core.protocol import GameState
from cardavia.core.rebuild import RebuildMismatch, World, rebuild
from cardavia.core.registry import game
from cardavia.core.rng import Rng

SHARED = ["french_tarot", "indulgence", "maw", "renaissance_tarot", "triumph"]  # every game: the shared rebuild


def a_view_mid_deal(game_id: str, seed: int = 3, moves: int = 14) -> Any:
    session = api.new_game(game_id, seed=seed)
    rng = Rng(f"rebuild/{game_id}")
    for _ in range(moves):
        session.act(rng.choice(session.legal()))
    seat = session.to_act
    assert seat is not None
    return plain(session.view((seat + 1) % session.players))


@pytest.mark.parametrize("game_id", SHARED)
@pytest.mark.parametrize("replay", [False, True], ids=["fast path", "replay"])
def test_the_postcondition_fires_on_an_inconsistent_sample(
    game_id: str, replay: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A world whose hands contradict the view (the seat's hand swapped with its neighbour's) is refused."""
    cls: type[GameState] = game(game_id)
    view = a_view_mid_deal(game_id)
    seat = view["seat"]
    deal_unseen = cls.deal_unseen

    def swapped(view: Any, rng: Rng) -> World:
        world = deal_unseen(view, rng)
        other = (seat + 1) % len(world.hands)
        world.hands[seat], world.hands[other] = world.hands[other], world.hands[seat]
        return world

    assert rebuild_module.CHECK, "the engine tests run with the postcondition on (tests/engine/conftest.py)"
    rebuild(cls, view, Rng("fine"), replay=replay)
    monkeypatch.setattr(cls, "deal_unseen", swapped)
    with pytest.raises(RebuildMismatch, match=r"hand|cannot replay"):
        rebuild(cls, view, Rng("swapped"), replay=replay)
    if not replay:  # the fast path alone would take the bad world: the check is what refuses it
        monkeypatch.setattr(rebuild_module, "CHECK", False)
        rebuild(cls, view, Rng("swapped"))


@pytest.mark.parametrize("game_id", SHARED)
@pytest.mark.parametrize("replay", [False, True], ids=["fast path", "replay"])
def test_a_view_at_a_deals_end_rebuilds_with_the_deal_scored_once(game_id: str, replay: bool) -> None:
    """The replay scores the deal again: the match it starts from is the one before the deal was scored
    (the results, and the totals, chips or florins, as they stood), so every seat sees its view again."""
    session = api.new_game(game_id, seed=5)
    rng = Rng(f"deal end/{game_id}")
    for deal in range(2):
        while session.status == "playing":
            session.act(rng.choice(session.legal()))
        assert session.status in ("deal_over", "match_over")
        for seat in range(session.players):
            view = plain(session.view(seat))
            state = rebuild(game(game_id), view, Rng(f"end/{deal}/{seat}"), replay=replay)  # the postcondition is on
            assert plain(state.view(seat))["results"] == view["results"]
        if session.status == "match_over":
            break
        session.next_deal()


def test_an_action_that_shows_the_seat_nothing_stops_the_replay_with_a_mismatch() -> None:
    """``shown_actions`` names the next action from the next event the seat sees; an action whose
    replay logs nothing the seat sees would be named again for ever: it is a mismatch instead."""
    from types import SimpleNamespace

    from cardavia.core.events import EventLog
    from cardavia.core.rebuild import shown_actions

    state = SimpleNamespace(log=EventLog())  # the replayed state: its actions log nothing
    view: Any = {"seat": 0, "events": [{"type": "bid", "bid": "pass"}]}
    actions = shown_actions(state, view, [], {"bid": "bid:{bid}"})
    assert next(actions) == "bid:pass"
    with pytest.raises(RebuildMismatch, match="'bid:pass' showed seat 0 no event"):
        next(actions)
    # Out of the seat's sight, a few actions in a row are expected, not without end.
    unseen = shown_actions(SimpleNamespace(log=EventLog()), view, [], {"bid": "bid:{bid}"}, lambda e: "decline")
    assert [next(unseen) for _ in range(8)] == ["decline"] * 8
    with pytest.raises(RebuildMismatch, match="'decline' showed seat 0 no event"):
        next(unseen)
