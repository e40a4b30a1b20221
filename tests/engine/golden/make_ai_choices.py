"""Recorded AI choices: what each level picks, and which worlds ``from_view`` samples, on fixed boards.

Usage: ``python3 tests/engine/golden/make_ai_choices.py`` rewrites ``ai_choices.json``.
For every golden case of ``make_golden.CASES`` it plays the case's seeded random
policy to a few depths and records, for the seat to act there, the action of the
easy, normal and strong levels under a counted budget, and the zones of two worlds
``from_view`` samples from that seat's view. Refactoring the engine (the views,
the event log, the sampling) must leave every entry as it was; a change of an AI's
judgement is re-recorded on purpose and shows up as a diff.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent.parent / "py"))
sys.path.insert(0, str(HERE))

from make_golden import CASES  # noqa: E402

from cardavia import api  # noqa: E402
from cardavia.ai import choose  # noqa: E402
from cardavia.core.protocol import PLAYING  # noqa: E402
from cardavia.core.registry import game  # noqa: E402
from cardavia.core.rng import Rng  # noqa: E402

OUT = HERE / "ai_choices.json"
DEPTHS = (0, 3, 7, 12, 19, 26, 33, 45, 60)
ITERATIONS = {"normal": 16, "strong": 16}


def _world_digest(game_id: str, view: dict[str, Any], seed: str) -> str:
    state = game(game_id).from_view(view, Rng(seed))
    zones = {name: sorted(c.code for c in cards) for name, cards in sorted(state.zones().items())}
    return hashlib.sha256(json.dumps(zones, sort_keys=True).encode()).hexdigest()[:16]


def boards() -> list[dict[str, Any]]:
    """One entry per (case, depth): the actions leading there and the recorded answers."""
    out = []
    for game_id, cases in CASES.items():
        for name, case in cases.items():
            for depth in DEPTHS:
                session = api.new_game(game_id, players=case["players"], seed=case["seed"], options=case["options"])
                rng = Rng(f"ai-choices/{game_id}/{name}/{depth}")
                actions: list[str] = []
                while len(actions) < depth and session.status == PLAYING:
                    legal = session.legal()
                    actions.append(legal[rng.below(len(legal))])
                    session.act(actions[-1])
                if session.status != PLAYING or session.to_act is None:
                    continue
                seat = session.to_act
                view = session.view(seat)
                seed = f"choices/{game_id}/{name}/{depth}"
                entry: dict[str, Any] = {"game": game_id, "case": name, "actions": actions, "seat": seat}
                entry["easy"] = choose(game_id, view, "easy", seed)
                for level, iterations in ITERATIONS.items():
                    entry[level] = choose(game_id, view, level, seed, iterations=iterations)
                entry["worlds"] = [_world_digest(game_id, view, f"{seed}/world{k}") for k in range(2)]
                out.append(entry)
    return out


if __name__ == "__main__":
    OUT.write_text(json.dumps(boards(), indent=1) + "\n", encoding="utf-8")
    print(f"wrote {OUT}")
