"""Where seeing every card pays: strong's decisions against its own search given the true deal (issue 29).

The diagnostic pair ``strong-omniscient`` (bench/ai_strength.py) says how much the hidden cards cost strong
in a whole deal; this probe says *where*. Deals ``hidden<k>`` are played by the normal level at the
strength bench's counted budget; at every decision with a choice, strong chooses from the view (its
worlds) and again from the true deal (every world the truth, another seed), at strong's counted steps.
Where the two differ, a third search on the true deal, fresh seed, both actions in the same playouts and
none pruned, judges them: the fair action's *regret* is the omniscient action's value less its own, in
the search's unit (the seat's score change less the others' mean). The third search is independent of
the choices, so a regret is not inflated by picking the best of noisy values.

The table adds the regrets per deal by when they fall (before the play: bids, discards and the like; the
first trick, before any of the others' cards but the ones on it has been seen, where no reading of the
play can help; then later tricks) and gives each, and the leads', as a share of the total.

    .venv/bin/python bench/hidden_cost.py --games triumph --deals 20 --procs 2 --records F
"""

from __future__ import annotations

import sys
from collections import defaultdict
from collections.abc import Iterable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from ai_strength import CALIBRATION, steps_for
from ai_strength import summary as interval
from probe_records import play_and_summarise, probe_parser, recorded

from cardavia import api
from cardavia.ai.levels import analyse, choose_action, hooks
from cardavia.ai.search import Budget, SearchSettings, search
from cardavia.core.protocol import GameState
from cardavia.core.registry import game as game_class
from cardavia.core.registry import games
from cardavia.core.rng import Rng

RATES = dict(CALIBRATION)
NO_PRUNING = SearchSettings(min_worlds_before_pruning=1 << 30)
PLACES = ("lead", "2nd", "3rd", "4th", "5th")


def probe(game_id: str, deal: int) -> list[dict[str, Any]]:
    """One deal of normal self-play: every decision with a choice, fair and omniscient strong compared."""
    session = api.new_game(game_id, seed=f"hidden{deal}")
    cls = game_class(game_id)
    normal = steps_for("normal", game_id, RATES)
    strong = steps_for("strong", game_id, RATES) or 1
    rows: list[dict[str, Any]] = []
    while session.status == "playing" and not session.deal_results():
        seat = session.to_act
        assert seat is not None
        view = session.view(seat)
        seed = session.ai_seed()
        if len(view["legal"]) > 1:
            truth = session.state

            def true_deal(*_: object, truth: GameState = truth) -> GameState:
                return truth.clone()

            fair = analyse(game_id, view, "strong", seed, steps=strong).action
            seeing = analyse(game_id, view, "strong", seed + "/sees", steps=strong, sampler=true_deal).action
            regret = 0.0
            if seeing != fair:
                judged = search(cls, view, hooks(game_id).careful_rollout, Rng(seed + "/judge"), Budget(steps=strong),
                                candidates=[seeing, fair], settings=NO_PRUNING, sampler=true_deal)
                value = {c.action: c.mean for c in judged.candidates}
                regret = value[seeing] - value[fair]
            on_table = len(view["trick"]["cards"])
            done = sum(1 for e in view["events"] if e["type"] == "trick")
            rows.append({
                "game": game_id, "deal": deal, "phase": view["phase"], "tricks_done": done,
                "place": PLACES[on_table] if view["phase"] == "play" else view["phase"],
                "differ": seeing != fair, "regret": regret,
            })
        session.act(choose_action(game_id, view, "normal", seed, steps=normal))
    if not rows:  # a deal without a choice (every seat passed ...) still counts as played
        rows.append({"game": game_id, "deal": deal, "phase": "none", "tricks_done": 0, "place": "none",
                     "differ": False, "regret": 0.0})
    return rows


def probe_task(task: tuple[str, int]) -> list[dict[str, Any]]:
    return probe(*task)


WHEN = ("before the play", "first trick", "tricks 2-3", "tricks 4-6", "trick 7 on")


def when(row: dict[str, Any]) -> str:
    done = int(row["tricks_done"])
    if done == 0:
        return "first trick" if row["phase"] == "play" else "before the play"
    return "tricks 2-3" if done < 3 else "tricks 4-6" if done < 6 else "trick 7 on"


def summary(rows: list[dict[str, Any]]) -> Iterable[str]:
    yield f"| game | deals | decisions | differ | regret a deal | {' | '.join(WHEN)} | leads |"
    yield "|---|---:|---:|---:|---|" + "---:|" * (len(WHEN) + 1)
    for game_id in sorted({r["game"] for r in rows}):
        mine = [r for r in rows if r["game"] == game_id]
        per_deal: dict[int, float] = defaultdict(float)
        by_when: dict[str, float] = defaultdict(float)
        leads = 0.0
        for r in mine:
            per_deal[r["deal"]] += r["regret"]
            by_when[when(r)] += r["regret"]
            leads += r["regret"] if r["place"] == "lead" else 0.0
        total = sum(per_deal.values())
        mean, low, high = interval(list(per_deal.values()))
        decisions = [r for r in mine if r["phase"] != "none"]
        shares = [f"{100 * by_when[w] / total:.0f} %" if total else "-"
                  for w in WHEN]
        yield (f"| {game_id} | {len(per_deal)} | {len(decisions)} | {sum(r['differ'] for r in decisions)} | "
               f"{mean:+.3f} [{low:+.3f}, {high:+.3f}] | {' | '.join(shares)} | "
               f"{f'{100 * leads / total:.0f} %' if total else '-'} |")


def main() -> None:
    parser = probe_parser(__doc__, deals=1, deals_help="deals per game")
    parser.add_argument("--games", help="comma-separated game ids (default: every game)")
    args = parser.parse_args()
    rows = recorded(args.records)
    done = {(r["game"], r["deal"]) for r in rows}
    game_ids = args.games.split(",") if args.games else [cls.info.id for cls in games()]
    todo = [(g, k) for g in game_ids for k in range(args.first, args.first + args.deals) if (g, k) not in done]
    play_and_summarise(args, rows, todo, probe_task, summary, f"where the hidden cards cost strong: {len(todo)} deals")

if __name__ == "__main__":
    main()
