"""Runs INSIDE Pyodide (via tools/pyodide-run.mjs): the site's precompiled engine plays every game.

For each registered game: two whole deals with random legal actions, one AI
move (``easy``) and a save/load round trip, all through ``cardavia.api``; then
one short match through the JSON bridge. Prints one line ``RESULT <json>`` that
tests/pyodide/test_wheel.py checks against the CPython registry.
"""

from __future__ import annotations

import json
import sys

import cardavia
from cardavia import api, bridge
from cardavia.core.registry import games
from cardavia.core.rng import Rng

MAX_ACTIONS = 5000  # far more than any deal needs: a stuck game fails instead of hanging


def play_deal(session: api.Session, rng: Rng) -> int:
    actions = 0
    while session.status == "playing":
        legal = session.legal()
        assert legal, f"{session.game_id}: seat {session.to_act} must act but has no legal action"
        session.act(legal[rng.below(len(legal))])
        actions += 1
        assert actions < MAX_ACTIONS, f"{session.game_id}: deal did not end"
    return actions


def play_game(game_id: str, players: int) -> dict[str, object]:
    rng = Rng(f"pyodide/{game_id}")
    session = api.new_game(game_id, players=players, seed=7)
    ai = session.ai_action("easy")
    assert ai in session.legal(), f"{game_id}: the AI chose {ai!r}, not a legal action"
    session.act(ai)
    actions = 1 + play_deal(session, rng)
    if session.status == "deal_over":
        session.next_deal()
        actions += play_deal(session, rng)
    results = session.deal_results()
    assert results and all(len(r["scores"]) == players for r in results), f"{game_id}: bad deal results"
    restored = api.load(session.save())
    assert restored.view(0) == session.view(0) and restored.totals() == session.totals()
    return {"players": players, "deals": len(results), "actions": actions, "ai": ai, "status": session.status}


def call(op: str, **payload: object) -> dict[str, object]:
    reply: dict[str, object] = json.loads(bridge.handle(json.dumps({"op": op, **payload})))
    assert reply["ok"], f"bridge {op}: {reply}"
    return reply


def bridge_round_trip(game_id: str) -> int:
    catalog = call("catalog")["catalog"]
    assert isinstance(catalog, dict) and catalog["traditions"]
    reply = call("new_game", game=game_id, seed=3, seat=0)
    sid = reply["id"]
    steps = 0
    while reply["to_act"] is not None and steps < 4:
        if reply["to_act"] == 0:
            view = reply["view"]
            assert isinstance(view, dict)
            reply = call("act", id=sid, seat=0, action=view["legal"][0])
        else:
            reply = call("ai", id=sid, seat=0, level="easy")
        steps += 1
    call("close", id=sid)
    return steps


def main() -> None:
    shipped = "/lib/cardavia.zip/cardavia/__init__.pyc"  # web/start-python.mjs ENGINE_MOUNT, precompiled
    assert cardavia.__file__ == shipped, f"cardavia imported from {cardavia.__file__}, not the site's .pyc zip"
    classes = games()
    assert classes, "no game is registered"
    played = {cls.info.id: play_game(cls.info.id, cls.info.default_players) for cls in classes}
    steps = bridge_round_trip(classes[0].info.id)
    print("RESULT " + json.dumps({"python": sys.version.split()[0], "platform": sys.platform,
                                  "games": played, "bridge_steps": steps}))


if __name__ == "__main__":
    main()
