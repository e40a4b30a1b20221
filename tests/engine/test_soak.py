"""The soak of issue #15: at least 10,000 random deals across every game, player count and option mix,
with the invariants of test_properties.py checked after every action.

Marked ``soak``; it runs in the engine layer of ``./build.sh test`` (deselect it with ``-m "not soak"``
while working). The deals are shared out over a process pool (at most ``SOAK_WORKERS`` processes, default
2) so the run stays near two minutes on two cores. ``SOAK_DEALS`` sets the total for a longer run.
"""

from __future__ import annotations

import math
import multiprocessing
import os
from concurrent.futures import ProcessPoolExecutor
from typing import Any

import pytest
from test_properties import check_conservation, check_deal_result, check_tricks, check_views, random_options

from cardavia import api
from cardavia.core.registry import game as game_class
from cardavia.core.registry import games
from cardavia.core.rng import Rng

DEALS = int(os.environ.get("SOAK_DEALS", "10000"))
WORKERS = max(1, min(int(os.environ.get("SOAK_WORKERS", "2")), os.cpu_count() or 1))
CASES = [(cls.info.id, players) for cls in games() for players in cls.info.players]


def soak(game_id: str, players: int, deals: int) -> dict[str, Any]:
    """Play random matches of one game and player count until ``deals`` deals are done; every check each step."""
    cls = game_class(game_id)
    rng = Rng(f"soak/{game_id}/{players}")
    done = matches = actions = 0
    options_seen: set[str] = set()
    while done < deals:
        options = random_options(cls, players, rng)
        options_seen.add(repr(sorted((k, v) for k, v in options.items() if k != "dealer")))
        seed = f"soak{matches}"
        session = api.new_game(game_id, players, seed=seed, options=options)
        matches += 1
        last: list[dict[str, Any]] = []
        where = f"{game_id} {players}p seed {seed} options {options}"
        while session.status != "match_over" and done < deals:
            check_conservation(session)
            if session.status == "deal_over":
                check_deal_result(session)
                done += 1
                check_tricks(session.next_deal(), players, last)
                continue
            actor = session.to_act
            assert actor is not None, where
            check_views(session, [actor])  # each seat's view is checked as it comes to act
            events = session.act(rng.choice(session.legal()))
            actions += 1
            check_tricks(events, players, last)
        if session.status == "match_over":
            check_conservation(session)
            check_deal_result(session)
            check_views(session)
            done += 1
            if matches % 10 == 1:  # a finished match replays from its save to the same state
                assert api.load(session.save()).state.snapshot() == session.state.snapshot(), where
    return {"case": f"{game_id}-{players}p", "deals": done, "matches": matches, "actions": actions,
            "option_mixes": len(options_seen)}


@pytest.mark.soak
def test_ten_thousand_random_deals_keep_every_invariant() -> None:
    per_case = math.ceil(DEALS / len(CASES))
    with ProcessPoolExecutor(WORKERS, mp_context=multiprocessing.get_context("fork")) as pool:
        futures = [pool.submit(soak, game_id, players, per_case) for game_id, players in CASES]
        results = [future.result() for future in futures]  # a broken invariant re-raises here
    total = sum(r["deals"] for r in results)
    assert total >= DEALS
    assert {r["case"] for r in results} == {f"{g}-{p}p" for g, p in CASES}
    print(f"\nsoak: {total} deals, {sum(r['actions'] for r in results)} actions, "
          f"{sum(r['option_mixes'] for r in results)} option mixes over {len(CASES)} game/player cases")
