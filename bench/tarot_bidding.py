"""What limits the strong level's French Tarot bidding: its budget, or how its playouts judge a contract?

Two probes of the strong level (four strong seats, the strength benchmark's counted budget, the boards
``board<k>`` of ``bench/ai_strength.py``), each record one JSON line:

- ``budget``: at every bid with a choice, strong's search at 1x, 4x and 16x its budget; the 16x
  search's values say how much each smaller budget's bid loses (its regret). If extra work changed the
  bids, more time at the auction would be worth its latency.
- ``calibration``: at the taker's first card, the share of strong's worlds in which the contract is made
  (for the card it plays) and the value it expects; then the deal is played out by strong, and whether
  the contract was made is what the worlds promised. Playouts that judge the taker too gloomily or too
  gladly would make the search bid too little or too much.

    .venv/bin/python bench/tarot_bidding.py --probe calibration --deals 200 --procs 2 --records F
"""

from __future__ import annotations

import statistics
import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from ai_strength import CALIBRATION, steps_for, summary
from probe_records import play_and_summarise, probe_parser, recorded

from cardavia import api
from cardavia.ai.levels import analyse, choose_action

GAME = "french_tarot"
STEPS = steps_for("strong", GAME, dict(CALIBRATION)) or 1
BUDGET_FACTORS = (1, 4, 16)  # the last is the reference the others are judged by


def budget_probe(board: int) -> list[dict[str, Any]]:
    """Every bid of ``board`` (and of its deals dealt again when all passed), searched at each budget."""
    rows: list[dict[str, Any]] = []
    session = api.new_game(GAME, players=4, seed=f"board{board}")
    while session.status == "playing":
        seat = session.to_act
        assert seat is not None
        view = session.view(seat)
        if view["phase"] != "bidding":
            break
        row: dict[str, Any] = {"board": board, "seat": seat, "legal": view["legal"]}
        action = view["legal"][0]
        if len(view["legal"]) > 1:
            for factor in BUDGET_FACTORS:
                result = analyse(GAME, view, "strong", session.ai_seed(), steps=STEPS * factor)
                row[f"x{factor}"] = {
                    "action": result.action, "worlds": result.worlds,
                    "means": {c.action: round(c.mean, 2) for c in result.candidates if c.n},
                }
            action = row["x1"]["action"]
        rows.append(row)
        session.act(action)
    return rows


def calibration_probe(deal: int) -> list[dict[str, Any]]:
    """One deal of four strong seats: what the taker's worlds promised at his first card, and what came."""
    session = api.new_game(GAME, players=4, seed=f"calib{deal}")
    promised: dict[str, Any] | None = None
    while session.status == "playing" and not session.deal_results():
        seat = session.to_act
        assert seat is not None
        view = session.view(seat)
        if promised is None and view["phase"] == "play" and seat == view["public"]["taker"] and len(view["legal"]) > 1:
            result = analyse(GAME, view, "strong", session.ai_seed(), steps=STEPS)
            best = result.candidates[0]
            promised = {
                "p_made": sum(1 for own in best.owns.values() if own > 0) / len(best.owns),
                "value": best.mean, "contract": view["public"]["contract"], "worlds": result.worlds,
            }
            action = result.action
        else:
            action = choose_action(GAME, view, "strong", session.ai_seed(), steps=STEPS)
        session.act(action)
    outcome: dict[str, Any] = dict(session.deal_results()[-1])  # French Tarot's result names its taker
    taker = outcome.get("taker")
    if promised is None or taker is None:
        return [{"deal": deal, "taker": None}]
    scores = outcome["scores"]
    relative = scores[taker] - sum(x for s, x in enumerate(scores) if s != taker) / (len(scores) - 1)
    return [{"deal": deal, "taker": taker, "made": bool(outcome["made"]), "relative": relative, **promised}]


PROBES: dict[str, Callable[[int], list[dict[str, Any]]]] = {"budget": budget_probe, "calibration": calibration_probe}


def interval(values: list[float]) -> str:
    mean, low, high = summary(values)
    return f"{mean:+.3f} [{low:+.3f}, {high:+.3f}]"


def budget_summary(rows: list[dict[str, Any]]) -> Iterable[str]:
    searched = [r for r in rows if "x1" in r]
    reference = f"x{BUDGET_FACTORS[-1]}"
    yield f"{len(searched)} bids with a choice, {len({r['board'] for r in rows})} boards; reference {reference}"
    for factor in BUDGET_FACTORS[:-1]:
        key = f"x{factor}"
        regrets = [max(r[reference]["means"].values()) - r[reference]["means"][r[key]["action"]] for r in searched
                   if r[key]["action"] in r[reference]["means"]]
        other = sum(1 for r in searched if r[key]["action"] != r[reference]["action"])
        yield (f"{key}: another bid than {reference} in {other} of {len(searched)}; regret per bid "
               f"{interval(regrets)} points (by {reference}'s values)")


def calibration_summary(rows: list[dict[str, Any]]) -> Iterable[str]:
    taken = [r for r in rows if r["taker"] is not None]
    yield f"{len(rows)} deals, {len(taken)} contracts"
    yield f"worlds' share made at the taker's first card {interval([r['p_made'] for r in taken])}"
    yield f"made                                        {interval([float(r['made']) for r in taken])}"
    yield f"made - share promised                       {interval([r['made'] - r['p_made'] for r in taken])}"
    yield f"relative score - value expected            {interval([r['relative'] - r['value'] for r in taken])}"
    for low, high in ((0.0, 0.5), (0.5, 0.8), (0.8, 0.95), (0.95, 1.01)):
        band = [r for r in taken if low <= r["p_made"] < high]
        if band:
            promised = statistics.mean(r["p_made"] for r in band)
            made = statistics.mean(r["made"] for r in band)
            yield f"  share {low:.2f}-{min(high, 1):.2f}, {len(band)} deals: {promised:.2f} promised, {made:.2f} made"


SUMMARIES = {"budget": budget_summary, "calibration": calibration_summary}


def main() -> None:
    parser = probe_parser(__doc__, deals=4, deals_help="boards (budget) or deals (calibration)")
    parser.add_argument("--probe", choices=sorted(PROBES), default="budget")
    args = parser.parse_args()
    rows = recorded(args.records)
    key = "board" if args.probe == "budget" else "deal"
    done = {r[key] for r in rows}
    todo = [k for k in range(args.first, args.first + args.deals) if k not in done]
    play_and_summarise(args, rows, todo, PROBES[args.probe], SUMMARIES[args.probe],
                       f"{args.probe}: {len(todo)} to play at {STEPS} steps")

if __name__ == "__main__":
    main()
