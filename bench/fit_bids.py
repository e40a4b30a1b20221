"""Fit French Tarot's bid reading (the strong level's soft inference) to self-play bids.

The strong level reads the other seats' bids as evidence about their hands: a bidder is taken
to bid the highest contract whose threshold his ``hand_count`` passes, the count blurred by a
logistic, half the time as the search levels bid (``READ_THRESHOLDS``, ``READ_SPREAD`` in
``games/french_tarot/ai.py``) and half as the beginner's count says. This script deals
``--deals`` deals from ``--seed``, lets the ``--level`` AI (at the strength benchmark's counted
budget) bid every seat, and fits the search levels' thresholds and spread by maximum likelihood
of the whole mixture (coordinate search). It prints the shipped numbers' likelihood and the fit's
(the shipped ones are a fit of an earlier run, bench/results/fit_bids_french_tarot.txt); it is
reproducible from the seed (``--bids`` keeps the bids, to fit again without playing).

    .venv/bin/python bench/fit_bids.py --deals 150 --level strong
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from ai_strength import CALIBRATION, steps_for

from cardavia import api
from cardavia.ai import levels
from cardavia.games.french_tarot import CONTRACTS
from cardavia.games.french_tarot import ai as tarot_ai

NEVER = 130.0  # a threshold no hand count reaches: a contract the bids never show stays there
Bid = tuple[int, int, int]  # (hand count, highest bid before, bid; 0 is a pass)


def observed_bids(deals: int, level: str, seed: str) -> list[Bid]:
    """Every bid of ``deals`` deals (and the deals dealt again when all passed) bid by ``level``."""
    steps = steps_for(level, "french_tarot", dict(CALIBRATION))
    bids: list[Bid] = []
    for deal in range(deals):
        session = api.new_game("french_tarot", seed=f"{seed}/{deal}")
        while session.view(0)["phase"] == "bidding":
            seat = session.to_act
            assert seat is not None
            view = session.view(seat)
            action = levels.choose_action("french_tarot", view, level, f"{seed}/{deal}/{len(bids)}", steps=steps)
            count = tarot_ai.hand_count([tarot_ai.CARD[c] for c in view["hand"]])
            bid = CONTRACTS.index(action[4:]) if action != "pass" else 0
            said = [e["bid"] for e in view["events"] if e["type"] == "bid" and e["bid"] != "pass"]
            highest = max((CONTRACTS.index(b) for b in said), default=0)
            bids.append((count, highest, bid))
            session.act(action, seat)
    return bids


def log_likelihood(bids: list[Bid], thresholds: tuple[float, ...], spread: float) -> float:
    saved = tarot_ai.READ_THRESHOLDS, tarot_ai.READ_SPREAD
    try:
        tarot_ai.READ_THRESHOLDS, tarot_ai.READ_SPREAD = thresholds, spread
        return sum(math.log(tarot_ai.bid_likelihood(count, bid, before)) for count, before, bid in bids)
    finally:
        tarot_ai.READ_THRESHOLDS, tarot_ai.READ_SPREAD = saved


def fit(bids: list[Bid]) -> tuple[tuple[float, ...], float, float]:
    """Coordinate search from the shipped numbers, each parameter moved while the likelihood improves:
    the first threshold, the gaps to the next ones (moving the first moves them all) and the spread."""
    first, *rest = tarot_ai.READ_THRESHOLDS
    gaps = [b - a for a, b in zip(tarot_ai.READ_THRESHOLDS, rest, strict=False)]
    params = [first, *gaps, tarot_ai.READ_SPREAD]

    def thresholds(p: list[float]) -> tuple[float, ...]:
        return tuple(p[0] + sum(p[1:k]) for k in range(1, 5))

    def score(p: list[float]) -> float:
        if min(p[1:4]) < 0 or p[4] <= 0 or thresholds(p)[3] > NEVER:
            return -math.inf
        return log_likelihood(bids, thresholds(p), p[4])

    best = score(params)
    for step in (8.0, 4.0, 2.0, 1.0, 0.5, 0.25):
        improved = True
        while improved:
            improved = False
            for k in range(len(params)):
                for move in (step, -step):
                    trial = [*params]
                    trial[k] += move
                    value = score(trial)
                    if value > best + 1e-9:
                        params, best, improved = trial, value, True
    return thresholds(params), params[4], best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=150)
    parser.add_argument("--level", default="strong", choices=("normal", "strong"))
    parser.add_argument("--seed", default="fit-bids")
    parser.add_argument("--bids", type=Path, help="keep the bids in this JSON file, or read them from it if it exists")
    args = parser.parse_args()
    if args.bids is not None and args.bids.exists():
        bids = [tuple(b) for b in json.loads(args.bids.read_text())]
    else:
        bids = observed_bids(args.deals, args.level, args.seed)
        if args.bids is not None:
            args.bids.write_text(json.dumps(bids))
    print(f"{len(bids)} bids in {args.deals} deals (and their re-deals) by {args.level}")
    print("bid            n   hand count: min   mean   max")
    for k, name in enumerate(("pass", *CONTRACTS[1:])):
        counts = [c for c, _, b in bids if b == k]
        if counts:
            print(f"{name:12} {len(counts):4} {min(counts):17} {sum(counts) / len(counts):6.1f} {max(counts):5}")
    print("hand count   bids   share bidding (any contract)")
    for low in range(0, 90, 6):
        band = [b for c, _, b in bids if low <= c < low + 6]
        if band:
            print(f"{low:3}-{low + 5:<3} {len(band):10} {sum(1 for b in band if b) / len(band):9.2f}")
    shipped = log_likelihood(bids, tarot_ai.READ_THRESHOLDS, tarot_ai.READ_SPREAD)
    thresholds, spread, best = fit(bids)
    print(f"shipped: thresholds {tarot_ai.READ_THRESHOLDS}, spread {tarot_ai.READ_SPREAD:g}: "
          f"log-likelihood {shipped / len(bids):.4f} a bid")
    print(f"fitted:  thresholds {thresholds}, spread {spread:g}: log-likelihood {best / len(bids):.4f} a bid")


if __name__ == "__main__":
    main()
