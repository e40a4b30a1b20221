"""Triumph AI hooks: a beginner from the view, a fast policy for playouts.

One judgement of a trick serves both (``choose_card``): lead trumps when long
in them, else an Ace, else low from the longest suit; following, leave a trick
to the partner who is winning it well, otherwise win as cheaply as possible, or
throw the weakest card. The robber discards low plain cards of his shortest
suits, to trump them later.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ...ai.hooks import register_hooks
from ...ai.motives import TableReading
from ...core.cards import PACK52, SUIT_NAMES, Card
from ...core.protocol import GameState
from ...core.rng import Rng
from ...core.tricks import cards_gone
from . import DISCARD, SIDES, STRENGTH, TRICK_STRENGTH, Triumph, side_of

if TYPE_CHECKING:
    from ...core.protocol import View
    from ...core.text import Text

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


# -- careful playouts: card counting, for the strong level --------------------------------------------
# Cards of the same suit that beat each card in that suit (the Ace is high).
HIGHER = {c: tuple(d for d in PACK52.cards if d.suit == c.suit and STRENGTH[d] > STRENGTH[c]) for c in PACK52.cards}


def careful_card(
    candidates: Sequence[Card],
    trick: Sequence[Card],
    seats: Sequence[int],
    seat: int,
    hand: Sequence[Card],
    trump: str,
    gone: set[Card],
) -> Card:
    """A whist player's card: ``gone`` holds the cards played so far, so a card whose
    higher cards are all gone or in the hand is a master (a sure winner in its suit).
    Draw trumps with the master trump, cash side-suit masters, play second hand low,
    and throw from the shortest suit, keeping masters."""
    mine = set(hand)

    def master(c: Card) -> bool:
        return all(h in gone or h in mine for h in HIGHER[c])

    length = {s: 0 for s in "CDSB"}
    for c in hand:
        length[c.suit] += 1

    def throw(cards: Sequence[Card]) -> Card:
        return min(cards, key=lambda c: (c.suit == trump, master(c), length[c.suit], STRENGTH[c]))

    if not trick:
        trumps = [c for c in candidates if c.suit == trump]
        out = sum(1 for c in PACK52.cards if c.suit == trump and c not in gone and c not in mine)
        top = max(trumps, key=STRENGTH.__getitem__, default=None)
        if top is not None and out and (master(top) or len(trumps) >= LONG_TRUMPS):
            return top
        masters = [c for c in candidates if c.suit != trump and master(c)]
        if masters:
            return max(masters, key=lambda c: (length[c.suit], STRENGTH[c]))
        plain = [c for c in candidates if c.suit != trump] or list(candidates)
        return min(plain, key=lambda c: (-length[c.suit], STRENGTH[c]))
    table = TRICK_STRENGTH[(trump, trick[0].suit)]
    values = [table[c] for c in trick]
    best = max(values)
    winning = trick[values.index(best)]
    partner_wins = seats[values.index(best)] == (seat + 2) % 4
    last = len(trick) == 3
    if partner_wins and (last or best >= SAFE or master(winning)):
        return throw(candidates)
    winners = [c for c in candidates if table[c] > best]
    if not winners:
        return throw(candidates)
    cheapest = min(winners, key=table.__getitem__)
    if len(trick) == 1 and cheapest.suit != trump and not master(cheapest):
        return throw(candidates)  # second hand low: the partner plays after the next opponent
    sure = [c for c in winners if master(c) and c.suit == trick[0].suit]
    return min(sure, key=table.__getitem__) if sure and not last else cheapest


def careful_rollout(state: GameState, rng: Rng) -> str:
    """The strong level's playout policy: ``careful_card`` over the cards played so far."""
    assert isinstance(state, Triumph)
    actions = state.legal_actions()
    if rng.random() < EXPLORE:
        return actions[rng.below(len(actions))]
    seat = state.to_act
    assert seat is not None
    hand = state.hands[seat]
    if state.phase == DISCARD:
        return "discard:" + choose_discard(hand, state.trump).code
    gone = cards_gone(state.won, state.trick, state.discards if seat == state.robber else ())
    candidates = [PACK52.by_code[a[5:]] for a in actions]
    return "play:" + careful_card(candidates, state.trick.cards, state.trick.seats, seat, hand, state.trump, gone).code


# -- hints: reading the table -------------------------------------------------------------------
def reading(view: View) -> TableReading:
    """The trick as a seat reads it: the trump suit above the suit led, the partner opposite."""
    trump: str = view["public"]["trump"]
    seat: int = view["seat"]
    return TableReading(
        power=lambda code, led: TRICK_STRENGTH[(trump, led)][PACK52.by_code[code]],
        suit_of=lambda code: PACK52.by_code[code].suit,
        suit_name=SUIT_NAMES.__getitem__,
        trump=trump,
        partners=frozenset(SIDES[side_of(seat)]) - {seat},
    )


def motive(view: View, action: str) -> Text | None:
    """Every decision of Triumph is a card: the generic motives say it all."""
    return None


HOOKS = register_hooks(
    Triumph, easy=easy, rollout=rollout, careful_rollout=careful_rollout, reading=reading, motive=motive
)
