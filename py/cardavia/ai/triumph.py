"""Triumph AI hooks: a beginner from the view, a fast policy for playouts.

One judgement of a trick serves both (``choose_card``): lead trumps when long
in them, else an Ace, else low from the longest suit; following, leave a trick
to the partner who is winning it well, otherwise win as cheaply as possible, or
throw the weakest card. The robber discards low plain cards of his shortest
suits, to trump them later.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import PACK52, Card
from ..games.triumph import DISCARD, STRENGTH, TRICK_STRENGTH, Triumph
from ..protocol import GameState, View
from ..rng import Rng

EXPLORE = 0.08  # playouts: share of random moves, so the search sees varied continuations
LONG_TRUMPS = 5  # lead trumps with at least this many
SAFE = 11  # a partner's winning card this high (Q and up of the suit led, or any trump) is left alone


def _weakest(cards: Sequence[Card], trump: str) -> Card:
    return min(cards, key=lambda c: (c.suit == trump, STRENGTH[c]))


def choose_discard(hand: Sequence[Card], trump: str) -> Card:
    """A low plain card of a short suit; never a trump or an Ace while anything else is left."""
    length = {s: sum(1 for c in hand if c.suit == s) for s in "CDSB"}
    return min(hand, key=lambda c: (c.suit == trump, c.rank == "A", length[c.suit], STRENGTH[c]))


def choose_card(
    candidates: Sequence[Card], trick: Sequence[Card], seats: Sequence[int], seat: int, hand: Sequence[Card], trump: str
) -> Card:
    if not trick:
        trumps = [c for c in hand if c.suit == trump]
        if len(trumps) >= LONG_TRUMPS:
            return max(trumps, key=STRENGTH.__getitem__)
        aces = [c for c in candidates if c.rank == "A" and c.suit != trump]
        if aces:
            return aces[0]
        plain = [c for c in candidates if c.suit != trump] or list(candidates)
        length = {s: sum(1 for c in plain if c.suit == s) for s in "CDSB"}
        return min(plain, key=lambda c: (-length[c.suit], STRENGTH[c]))
    table = TRICK_STRENGTH[(trump, trick[0].suit)]
    values = [table[c] for c in trick]
    best = max(values)
    winner = seats[values.index(best)]
    last = len(trick) == 3
    if winner == (seat + 2) % 4 and (last or best >= SAFE):
        return _weakest(candidates, trump)
    winners = [c for c in candidates if table[c] > best]
    if winners:
        return min(winners, key=table.__getitem__)
    return _weakest(candidates, trump)


def _decide(
    legal: Sequence[str], phase: str, hand: list[Card], trick: list[Card], seats: list[int], seat: int, trump: str
) -> str:
    if phase == DISCARD:
        return "discard:" + choose_discard(hand, trump).code
    candidates = [PACK52.by_code[a[5:]] for a in legal]
    return "play:" + choose_card(candidates, trick, seats, seat, hand, trump).code


def easy(view: View, rng: Rng) -> str:
    cards = view["trick"]["cards"]
    return _decide(
        view["legal"],
        view["phase"],
        PACK52.parse(view["hand"]),
        [PACK52.by_code[e["card"]] for e in cards],
        [e["seat"] for e in cards],
        view["seat"],
        view["public"]["trump"],
    )


def rollout(state: GameState, rng: Rng) -> str:
    assert isinstance(state, Triumph)
    actions = state.legal_actions()
    if rng.random() < EXPLORE:
        return actions[rng.below(len(actions))]
    seat = state.to_act
    assert seat is not None
    return _decide(actions, state.phase, state.hands[seat], state.trick.cards, state.trick.seats, seat, state.trump)
