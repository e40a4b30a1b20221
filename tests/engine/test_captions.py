"""The demo's caption line: the engine words who took the trick and who won the deal and the match."""

from __future__ import annotations

import json
from typing import Any

import pytest
from helpers import czech_and_english

from cardavia import api, bridge
from cardavia.captions import caption, captions, match_caption
from cardavia.core.registry import games
from cardavia.core.text import fill_seats


def call(**req: Any) -> dict[str, Any]:
    reply: dict[str, Any] = json.loads(bridge.handle(json.dumps(req)))
    return reply


def test_trick_and_deal_captions_name_the_seats_by_tag_in_both_languages() -> None:
    assert czech_and_english(caption({"type": "trick", "leader": 0, "winner": 2, "cards": []})) == {
        "cs": "Zdvih bere: {p2}.", "en": "Trick to {p2}."}
    assert czech_and_english(caption({"type": "deal_over", "scores": [-12, 36, -12, -12]})) == {
        "cs": "Rozdání vyhrává: {p1} (+36).", "en": "Deal won by {p1} (+36)."}
    assert czech_and_english(caption({"type": "deal_over", "scores": [25.5, -51, 25.5]})) == {
        "cs": "Rozdání vyhrávají: {p0} a {p2} (+25.5 každý).",
        "en": "Deal won by {p0} and {p2} (+25.5 each)."}
    assert czech_and_english(caption({"type": "deal_over", "scores": [0, 0, 0]})) == {
        "cs": "Rozdání skončilo bez výhry.", "en": "The deal ends with nobody ahead."}
    assert czech_and_english(match_caption([3, 9, 9])) == {
        "cs": "Partii vyhrávají: {p1} a {p2}.", "en": "Match won by {p1} and {p2}."}
    assert fill_seats(match_caption([1, 0])["en"], ["You", "Isabella"]) == "Match won by You."


def test_secret_and_routine_events_have_no_caption() -> None:
    assert captions([{"type": "play", "seat": 1, "card": "CK"}, {"type": "deal", "dealer": 0},
                     {"type": "discard", "seat": 0, "cards": ["C2"]}]) == []


@pytest.mark.parametrize("game", [cls.info.id for cls in games()])
def test_every_trick_of_a_deal_played_through_the_bridge_gets_a_caption(game: str) -> None:
    """Computer seats play a whole deal through the JSON boundary: one trick caption per trick, then the deal's."""
    reply = call(op="new_game", game=game, seed=7, seat=0)
    sid = reply["id"]
    tricks = 0
    said: list[dict[str, str]] = []
    while reply["status"] == "playing":
        seat = 1 if reply["to_act"] == 0 else 0
        reply = call(op="ai", id=sid, seat=seat, level="random")
        assert reply["ok"], reply
        said += reply["captions"]
        tricks = sum(reply["view"]["tricks_won"])
    call(op="close", id=sid)
    trick_lines = [c for c in said if c["en"].startswith("Trick to {p")]
    assert len(trick_lines) == tricks
    assert said[-1]["en"].startswith(("Deal won by", "The deal ends", "Match won by")), said[-1]


def test_new_game_over_the_bridge_takes_a_fixed_deal_and_refuses_a_bad_one() -> None:
    """An article's fixed hand: the embed sends ``deal``; the engine checks it like any input."""
    zones = {k: [str(c) for c in v] for k, v in api.new_game("maw", 4, seed=3).state.zones().items()}
    fixed = {"hands": [zones[f"hand{s}"] for s in range(4)], "stock": zones["turned"] + zones["stock"]}
    reply = call(op="new_game", game="maw", players=4, seed=99, deal=fixed, seat=0)
    assert reply["ok"], reply
    assert sorted(reply["view"]["hand"]) == sorted(zones["hand0"])
    bad = call(op="new_game", game="maw", players=4, seed=99, deal={"hands": [["C2"]]}, seat=0)
    assert bad["ok"] is False and bad["error"]["kind"] == "bad_request"
