"""Golden transcripts: a seeded random policy plays whole matches through the public API.

Usage: ``python3 tests/engine/golden/make_golden.py [game ...]`` rewrites the files
of those games (every game in ``CASES`` by default). Each file
``<game>-<name>.json`` holds ``{game, players, seed, options, actions, results,
totals}``; ``"next_deal"`` in ``actions`` marks the start of a new deal. The
engine tests replay every file through ``api`` and compare exactly, so a change
of rules or of dealing shows up as a diff to review, never silently.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent.parent / "py"))

from cardavia import api  # noqa: E402
from cardavia.core.rng import Rng  # noqa: E402

NEXT_DEAL = "next_deal"
MAX_ACTIONS = 20_000

# game -> name -> {players, seed, options}; add your game's cases here.
CASES: dict[str, dict[str, dict[str, Any]]] = {
    "maw": {
        "4p": {"players": 4, "seed": 44, "options": {}},
        "3p-spoil-five-jinking": {
            "players": 3,
            "seed": 33,
            "options": {"rules": "spoil_five", "robbing": "trump_ace", "jinking": True, "start_chips": 4},
        },
        "6p-short": {"players": 6, "seed": 66, "options": {"start_chips": 3, "deals_each": 1, "dealer": 5}},
    },
    "triumph": {
        "4p": {"players": 4, "seed": 14, "options": {}},
        "4p-ruff-and-honours": {"players": 4, "seed": 24, "options": {"rules": "ruff_and_honours", "dealer": 2}},
        "4p-target": {"players": 4, "seed": 34, "options": {"target": 20, "dealer": 1}},
    },
    "french_tarot": {
        "3p": {"players": 3, "seed": 33, "options": {}},
        "4p-match": {"players": 4, "seed": 44, "options": {"deals": 3, "dealer": 1}},
        "5p": {"players": 5, "seed": 55, "options": {"deals": 2}},
    },
    "indulgence": {
        "3p": {"players": 3, "seed": 13, "options": {}},
        "4p": {"players": 4, "seed": 14, "options": {"first_ruler": 1}},
        "3p-advanced": {"players": 3, "seed": 23, "options": {"advanced": True}},
        "4p-advanced": {"players": 4, "seed": 24, "options": {"advanced": True}},
    },
    "renaissance_tarot": {
        "2p-talon": {"players": 2, "seed": 21, "options": {"talon_draw": True, "one_round": True}},
        "3p-discard": {"players": 3, "seed": 31, "options": {"three_hand_discard": True, "fool_any_card": True}},
        "4p": {"players": 4, "seed": 41, "options": {}},
        "6p-historical": {
            "players": 6,
            "seed": 61,
            "options": {"deal_size": 12, "per_card": True, "fool_lead_free": True, "one_round": True, "dealer": 2},
        },
    },
}


def record(game: str, players: int, seed: int, options: dict[str, Any]) -> dict[str, Any]:
    """Play a whole match with uniformly random legal actions drawn from a seeded stream."""
    session = api.new_game(game, players=players, seed=seed, options=options)
    rng = Rng(f"golden/{game}/{players}/{seed}")
    actions: list[str] = []
    for _ in range(MAX_ACTIONS):
        if session.status == "match_over":
            break
        if session.status == "deal_over":
            session.next_deal()
            actions.append(NEXT_DEAL)
            continue
        legal = session.legal()
        action = legal[rng.below(len(legal))]
        session.act(action)
        actions.append(action)
    else:
        raise RuntimeError(f"{game} {players}p seed {seed}: the match did not end")
    return {
        "game": game,
        "players": players,
        "seed": seed,
        "options": options,
        "actions": actions,
        "results": session.deal_results(),
        "totals": session.totals(),
    }


def replay(golden: dict[str, Any]) -> dict[str, Any]:
    """Replay a transcript's actions through the API; the same record if nothing changed."""
    session = api.new_game(golden["game"], players=golden["players"], seed=golden["seed"], options=golden["options"])
    for action in golden["actions"]:
        if action == NEXT_DEAL:
            session.next_deal()
        else:
            session.act(action)
    return {**golden, "results": session.deal_results(), "totals": session.totals()}


def path_of(game: str, name: str) -> Path:
    return HERE / f"{game}-{name}.json"


def main(games: list[str]) -> None:
    for game in games or sorted(CASES):
        for name, case in CASES[game].items():
            data = record(game, case["players"], case["seed"], case["options"])
            path = path_of(game, name)
            path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
            print(f"{path.name}: {len(data['actions'])} actions, totals {data['totals']}")


if __name__ == "__main__":
    main(sys.argv[1:])
