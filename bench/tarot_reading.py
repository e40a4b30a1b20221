"""Would reading the play tell strong's worlds where the cards are? (French Tarot; issue 29's next lever.)

Strong's worlds deal the unseen cards at random, given the voids and the bids. This probe asks whether the
cards the other seats have already played say more: at seat 0's card decisions with 13, 9 and 5 cards in
hand (the deals ``infer<k>``, every seat played by the normal level at the strength bench's counted budget),
it scores the true deal and ``--worlds`` worlds sampled from seat 0's view by how likely the others' plays
were under the playouts' card policy (``choose_card``; each play as likely as ``1 - eps`` if it is the
policy's card, plus ``eps`` spread over the legal cards, for three values of ``eps``). Each record gives the
true deal's rank among the worlds (0.5: the plays say nothing; 1: the true deal is the likeliest) and the
effective sample size of the worlds weighted by that likelihood (how far plain importance weights would
carry: a small one asks for Metropolis moves instead, as the bid reading does).

    .venv/bin/python bench/tarot_reading.py --deals 60 --procs 2 --records F
"""

from __future__ import annotations

import math
import statistics
import sys
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from ai_strength import CALIBRATION, steps_for
from ai_strength import summary as interval
from probe_records import play_and_summarise, probe_parser, recorded

from cardavia import api
from cardavia.ai.levels import choose_action
from cardavia.ai.search import sample_world
from cardavia.core.cards import TAROT, Card
from cardavia.core.rebuild import tricks_seen
from cardavia.core.rng import Rng
from cardavia.games.french_tarot import FrenchTarot, legal_cards
from cardavia.games.french_tarot.ai import SHED_EXCUSE, choose_card, trick_state

GAME = "french_tarot"
PLAYERS = 4
STEPS = steps_for("normal", GAME, dict(CALIBRATION)) or 1
CARDS_IN_HAND = (13, 9, 5)  # seat 0's decisions probed: early, middle and late in the play
EPSILONS = (0.1, 0.3, 0.6)


def log_likelihood(
    hands: Mapping[int, Sequence[Card]], tricks: list[list[tuple[int, Card]]], taker: int
) -> dict[float, float] | None:
    """How likely the other seats' plays were, for each eps, if their hands now are ``hands`` (None: a play
    the hands could not have made). A seat's hand at a trick is its hand now and the cards it played since."""
    to_come: dict[int, list[Card]] = {s: [] for s in range(PLAYERS)}
    for trick in tricks:
        for seat, card in trick:
            to_come[seat].append(card)
    total = dict.fromkeys(EPSILONS, 0.0)
    for trick in tricks:
        for k, (seat, card) in enumerate(trick):
            hand = [*hands[seat], *to_come[seat]]
            to_come[seat].remove(card)
            if seat == 0:
                continue
            before = [c for _, c in trick[:k]]
            state = trick_state(before, [s for s, _ in trick[:k]])
            legal = legal_cards(hand, state[0], state[1] - 100)
            if card not in legal:
                return None
            if len(legal) == 1:
                continue
            friend = {taker} if seat == taker else set(range(PLAYERS)) - {taker}
            policy = choose_card(hand, legal, before, state, PLAYERS, friend, shed=SHED_EXCUSE)
            for eps in EPSILONS:
                total[eps] += math.log((1 - eps) * (policy is card) + eps / len(legal))
    return total


def probe(deal: int, worlds: int) -> list[dict[str, Any]]:
    """One deal of normal self-play: at each probed decision of seat 0, the true deal's rank and the ESS."""
    session = api.new_game(GAME, players=PLAYERS, seed=f"infer{deal}")
    rows: list[dict[str, Any]] = []
    while session.status == "playing" and not session.deal_results():
        seat = session.to_act
        assert seat is not None
        view = session.view(seat)
        taker = view["public"]["taker"]
        if seat == 0 and view["phase"] == "play" and len(view["hand"]) in CARDS_IN_HAND and taker is not None:
            tricks = tricks_seen(view, TAROT)
            truth = session.state
            assert isinstance(truth, FrenchTarot)
            true = log_likelihood(dict(enumerate(truth.hands)), tricks, taker)
            assert true is not None, "the true deal made every play"
            sampled = []
            for w in range(worlds):
                world = sample_world(FrenchTarot, view, Rng(f"infer{deal}/{len(view['hand'])}/{w}"))
                assert isinstance(world, FrenchTarot)
                found = log_likelihood(dict(enumerate(world.hands)), tricks, taker)
                if found is not None:
                    sampled.append(found)
            row: dict[str, Any] = {"deal": deal, "cards": len(view["hand"]), "worlds": len(sampled)}
            for eps in EPSILONS:
                values = [s[eps] for s in sampled]
                below = sum(v < true[eps] for v in values) + sum(v == true[eps] for v in values) / 2
                row[f"rank{eps}"] = below / len(values)
                top = max(values)
                weights = [math.exp(v - top) for v in values]
                row[f"ess{eps}"] = sum(weights) ** 2 / sum(w * w for w in weights)
            rows.append(row)
        session.act(choose_action(GAME, view, "normal", session.ai_seed(), steps=STEPS))
    return rows


def probe_task(task: tuple[int, int]) -> list[dict[str, Any]]:
    return probe(*task)


def summary(rows: list[dict[str, Any]]) -> Iterable[str]:
    deals = len({r["deal"] for r in rows})
    yield f"{len(rows)} decisions of seat 0 in {deals} deals; worlds per decision {rows[0]['worlds'] if rows else 0}"
    for cards in CARDS_IN_HAND:
        band = [r for r in rows if r["cards"] == cards]
        if len(band) < 2:
            continue
        for eps in EPSILONS:
            mean, low, high = interval([r[f"rank{eps}"] for r in band])
            ess = statistics.median(r[f"ess{eps}"] for r in band)
            yield (f"{cards:2d} cards in hand, eps {eps}: the true deal's rank {mean:.3f} [{low:.3f}, "
                   f"{high:.3f}] ({len(band)} decisions); median effective worlds {ess:.1f}")


def main() -> None:
    parser = probe_parser(__doc__, deals=2)
    parser.add_argument("--worlds", type=int, default=200)
    args = parser.parse_args()
    rows = recorded(args.records)
    done = {r["deal"] for r in rows}
    todo = [(k, args.worlds) for k in range(args.first, args.first + args.deals) if k not in done]
    play_and_summarise(args, rows, todo, probe_task, summary,
                       f"reading the play: {len(todo)} deals, normal at {STEPS} steps, {args.worlds} worlds")

if __name__ == "__main__":
    main()
