"""Properties every registered game must have, checked over random matches.

A game joins this suite by being registered: nothing here names a game.
"""

from __future__ import annotations

import copy
import json
import re
from collections import Counter
from typing import Any

import pytest
from helpers import plain

from cardavia import IllegalAction, api
from cardavia.core.cards import DECKS
from cardavia.core.protocol import GameState
from cardavia.core.rebuild import rebuild
from cardavia.core.registry import games
from cardavia.core.rng import Rng
from cardavia.core.text import LANGUAGES
from cardavia.session import Session

COMMON_VIEW_KEYS = {
    "game", "players", "seat", "dealer", "deal_no", "status", "to_act", "phase", "legal",
    "prompt", "labels", "hand", "hand_sizes", "trick", "last_trick", "tricks_won", "totals",
    "public", "events", "results", "display",
}
CARD_VERBS = ("play", "discard", "take")
# "1 tricks", "1 points": a count of one must read in the singular.
SINGULAR_AS_PLURAL = re.compile(r"(?<![\d.,])1 (tricks|points|chips|florins|cards|card points)\b")


def random_options(cls: type[GameState], players: int, rng: Rng) -> dict[str, Any]:
    """A random choice for every option with listed values (the variants).

    Drawn again when the game rejects the combination (a ValueError from ``new``,
    e.g. two variants that deal differently); games without such rules never redraw.
    """
    for _ in range(100):
        out: dict[str, Any] = {}
        for opt in cls.info.options:
            if opt.players and players not in opt.players:
                continue
            if opt.choices:
                out[opt.key] = rng.choice([c.value for c in opt.choices])
        out["dealer"] = rng.below(players)
        try:
            cls.new(players, cls.info.resolve_options(players, out), "probe", None)
        except ValueError:
            continue
        return out
    raise AssertionError(f"{cls.info.id} rejected 100 random option combinations")


def cases() -> list[Any]:
    out = []
    for cls in games():
        for players in cls.info.players:
            out.append(pytest.param(cls, players, id=f"{cls.info.id}-{players}p"))
    return out


def check_conservation(session: Session) -> None:
    deck = DECKS[session.state.info.deck]
    zones = session.state.zones()
    seen = Counter(card for cards in zones.values() for card in cards)
    assert set(seen) == set(deck.cards), "cards missing or foreign"
    assert all(n == 1 for n in seen.values()), [c for c, n in seen.items() if n > 1]


def check_views(session: Session, seats: list[int] | None = None) -> None:
    """The views of ``seats`` (all by default) agree with the session on who acts and what is legal."""
    legal = session.legal()
    assert legal == sorted(set(legal))
    if session.to_act is not None:
        assert legal, "a seat must act but has no legal action"
    for seat in range(session.players) if seats is None else seats:
        view = session.view(seat)
        assert plain(view) == view, "views must be JSON-safe"
        missing = COMMON_VIEW_KEYS - set(view)
        assert not missing, f"view lacks {missing}"
        assert view["seat"] == seat and view["to_act"] == session.to_act
        assert view["legal"] == (legal if seat == session.to_act else [])
        for action in view["legal"]:
            if action.split(":")[0] not in CARD_VERBS:
                assert action in view["labels"], f"no label for {action}"


def check_deal_result(session: Session) -> None:
    """The last finished deal: a score per seat, a bilingual summary in good English, zero sum where due."""
    result = session.deal_results()[-1]
    assert len(result["scores"]) == session.players
    assert result["summary"] and all(sorted(s) == sorted(LANGUAGES) for s in result["summary"])
    for line in result["summary"]:
        assert not SINGULAR_AS_PLURAL.search(line["en"]), line["en"]
    if session.state.info.zero_sum:
        assert abs(sum(result["scores"])) < 1e-9, "a deal must sum to zero"


def check_tricks(events: list[dict[str, Any]], players: int, last: list[dict[str, Any]]) -> None:
    for ev in events:
        assert isinstance(ev, dict) and isinstance(ev.get("type"), str)
        if ev["type"] == "deal":
            last.clear()
        if ev["type"] == "trick":
            seats = [c["seat"] for c in ev["cards"]]
            assert len(seats) == len(set(seats)), "a seat played twice to one trick"
            assert ev["cards"][0]["seat"] == ev["leader"]
            assert ev["winner"] in seats
            if last:
                assert ev["leader"] == last[-1]["winner"], "the winner must lead the next trick"
            last[:] = [ev]


def check_resampling(session: Session, rng: Rng, differs: list[bool]) -> None:
    """A state rebuilt from one seat's view shows that seat exactly the same view."""
    cls = type(session.state)
    for seat in range(session.players):
        view = session.view(seat)
        shown = plain(view)
        if replays(cls):  # the fast path's copy of the view replayed for another world
            rebuild(cls, shown, Rng(f"another world/{seat}"))
        same_draws = copy.deepcopy(rng)
        sample = cls.from_view(shown, rng)
        assert plain(sample.view(seat)) == plain(view), f"from_view is inconsistent for seat {seat}"
        if replays(cls):  # the shared rebuild's fast path gives the state the replay gives
            replayed = rebuild(cls, plain(view), same_draws, replay=True)
            assert plain(replayed.view(seat)) == plain(view)
            assert card_places(replayed) == card_places(sample), f"replay and fast path differ for seat {seat}"
            assert sorted(replayed.legal_actions()) == sorted(sample.legal_actions())
            assert played_out(replayed, seat) == played_out(sample, seat), f"they score apart for seat {seat}"
        if sample.to_act == seat:
            assert sorted(sample.legal_actions()) == view["legal"]
        others_true = [session.view(o)["hand"] for o in range(session.players) if o != seat]
        others_sample = [sample.view(o)["hand"] for o in range(session.players) if o != seat]
        if others_true != others_sample:
            differs.append(True)


def played_out(state: GameState, seed: int) -> tuple[Any, ...]:
    """The deal played on to its end by the same random choices among the legal actions: what it scores."""
    state, rng = state.clone(), Rng(f"played out/{seed}")
    for _ in range(400):
        if state.status != "playing":
            break
        legal = sorted(state.legal_actions())
        state.step(legal[rng.below(len(legal))])
    return state.status, state.to_act, plain(state.deal_results()), state.totals()


def replays(cls: type[GameState]) -> bool:
    """The game rebuilds its worlds by the shared rebuild, whose replay it gives (core/rebuild.py)."""
    return cls.replay_start.__func__ is not GameState.replay_start.__func__  # type: ignore[attr-defined]


def card_places(state: GameState) -> dict[str, list[str]]:
    """Where every card is (the order within a place aside)."""
    return {place: sorted(c.code for c in cards) for place, cards in state.zones().items()}


def check_illegal(session: Session, rng: Rng) -> None:
    before = json.dumps(session.state.snapshot(), sort_keys=True)
    deck = DECKS[session.state.info.deck]
    hand = set(session.view(session.to_act)["hand"]) if session.to_act is not None else set()
    foreign = [c.code for c in deck.cards if c.code not in hand]
    attempts: list[object] = ["", "xyz", "play:", "play:ZZ", "bid:everything", 42, None, "play:" + rng.choice(foreign)]
    illegal = [a for a in attempts if not (isinstance(a, str) and a in session.legal())]
    for action in illegal:
        with pytest.raises(IllegalAction) as err:
            session.act(action)  # type: ignore[arg-type]
        assert str(err.value) and err.value.cs
    if session.to_act is not None:
        other = (session.to_act + 1) % session.players
        with pytest.raises(IllegalAction):
            session.act(session.legal()[0], seat=other)
    assert json.dumps(session.state.snapshot(), sort_keys=True) == before, "a refused action changed the state"


@pytest.mark.parametrize(("cls", "players"), cases())
def test_random_matches_keep_every_property(cls: type[GameState], players: int) -> None:
    differs: list[bool] = []
    for game_no in range(3):
        rng = Rng(f"prop/{cls.info.id}/{players}/{game_no}")
        options = random_options(cls, players, rng)
        session = api.new_game(cls.info.id, players=players, seed=game_no, options=options)
        twin = api.new_game(cls.info.id, players=players, seed=game_no, options=options)
        last_trick: list[dict[str, Any]] = []
        steps = 0
        while session.status != "match_over" and steps < 3000:
            steps += 1
            check_conservation(session)
            if session.status == "deal_over":
                check_deal_result(session)
                check_tricks(session.next_deal(), players, last_trick)
                twin.next_deal()
                continue
            check_views(session)
            if steps % 7 == 1:
                check_illegal(session, rng)
            if steps % 5 == 2:
                check_resampling(session, rng, differs)
            if steps % 11 == 3:
                before = session.state.snapshot()
                copy = session.clone()
                assert copy.state.snapshot() == before
                assert api.load(session.save()).state.snapshot() == before
                copy.act(rng.choice(session.legal()))
                assert session.state.snapshot() == before, "acting on a clone changed the original"
            action = rng.choice(session.legal())
            events = session.act(action)
            twin.act(action)
            assert plain(events) == events
            check_tricks(events, players, last_trick)
        assert session.state.snapshot() == twin.state.snapshot(), "same seed and actions, same match"
        check_conservation(session)
        totals = session.totals()
        assert len(totals) == players
        if session.status == "match_over":
            assert session.to_act is None and session.legal() == []
    assert differs, "resampling never varied the hidden cards"


@pytest.mark.parametrize(("cls", "players"), cases())
def test_the_bridge_tells_a_seat_only_the_moves_it_may_see(cls: type[GameState], players: int) -> None:
    """Every computer move the page hears of, in random matches: a card played is named, another
    seat's discard or take names no card, and any other move comes with its label in cs and en."""
    from cardavia import bridge

    def handle(**request: Any) -> dict[str, Any]:
        reply: dict[str, Any] = json.loads(bridge.handle(json.dumps(request)))
        assert reply.get("ok", True), reply
        return reply

    rng = Rng(f"bridge-moves/{cls.info.id}/{players}")
    heard: Counter[str] = Counter()
    for seed in range(3):
        reply = handle(op="new_game", game=cls.info.id, players=players, seed=seed)
        sid, view = reply["id"], reply["view"]
        for _ in range(400):
            if view["status"] != "playing":
                break
            if view["to_act"] == view["seat"]:
                reply = handle(op="act", id=sid, action=rng.choice(view["legal"]))
            else:
                reply = handle(op="ai", id=sid, level="random")
                verb, _, card = reply["action"].partition(":")
                heard[verb] += 1
                if verb in ("discard", "take"):
                    assert not card, f"{cls.info.id}: the page was told {reply['action']!r}"
                    assert reply["label"]["cs"] and reply["label"]["en"]
                elif verb != "play":
                    assert reply["label"]["cs"] and reply["label"]["en"], reply["action"]
            view = reply["view"]
        handle(op="close", id=sid)
    assert heard["play"] > 0
