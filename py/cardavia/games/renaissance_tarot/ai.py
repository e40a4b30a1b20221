"""Renaissance Tarot AI hooks: a beginner from the view, a fast policy for playouts.

Both share one judgement of a trick (``choose_card``): lead kings and the World
to bring their points home, otherwise lead low; win a trick worth taking as
cheaply as possible, otherwise throw the least valuable card; keep the high
trumps for tricks that carry points; use the Fool to save a king, a queen or
the Pagat that would otherwise be lost; discard low cards of short suits.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ...ai.hooks import register_hooks
from ...ai.motives import POINTS as POINTS_STAKE
from ...ai.motives import TableReading
from ...core.cards import SUIT_NAMES, TAROT, Card
from ...core.protocol import GameState
from ...core.rng import Rng
from ...core.tricks import cards_gone
from . import (
    ACTIONS,
    DISCARD,
    DISCARD_PHASE,
    FOOL,
    PLAY,
    POINTS,
    STRENGTH,
    TRUMP,
    RenaissanceTarot,
)

if TYPE_CHECKING:
    from ...core.protocol import View
    from ...core.text import Text

EXPLORE = 0.08  # playouts: share of random moves, so search sees varied continuations
FOOL_SAVES = 3  # the Fool is played instead of losing a card worth this much (queen, king, T1, T21)
HIGH_TRUMP = 116  # T16 and above: kept for tricks that carry points
WORLD = TAROT.card("T21")
COST = {c: (POINTS[c], c.suit == TRUMP, STRENGTH[c]) for c in TAROT.cards}  # cheapest to give away first
SURE_LEADS = frozenset(c for c in TAROT.cards if (c.rank == "K" and c.suit != TRUMP) or c is WORLD)


def _power(card: Card, lead: str) -> int:
    """What ``card`` is worth in a trick led in ``lead``: trumps above the suit, other suits nothing."""
    if card.suit == TRUMP or card.suit == lead:
        return STRENGTH[card]
    return 0


def choose_card(legal: Sequence[Card], trick: Sequence[Card], still_to_play: int) -> Card:
    """A sensible card for a trick from the cards ``legal`` to play now."""
    if len(legal) == 1:
        return legal[0]
    plain = [c for c in legal if c is not FOOL]
    if not trick:
        # A king (only a trump takes it) or the World (nothing does) wins its points home.
        for card in plain:
            if card in SURE_LEADS:
                return card
        low = [c for c in plain if POINTS[c] == 0 and STRENGTH[c] < HIGH_TRUMP]
        return min(low or plain or legal, key=COST.__getitem__)
    lead = next((c.suit for c in trick if c is not FOOL), "")
    best = max((_power(c, lead) for c in trick if c is not FOOL), default=0)
    winners = [c for c in plain if _power(c, lead or c.suit) > best]
    if winners:
        if still_to_play == 0:
            # Last to play: the trick is ours; put the most valuable winner on it.
            return max(winners, key=lambda c: (POINTS[c], -STRENGTH[c]))
        at_stake = sum(POINTS[c] for c in trick)
        safe = [c for c in winners if STRENGTH[c] >= HIGH_TRUMP]
        if at_stake >= 2 and safe:
            return min(safe, key=STRENGTH.__getitem__)
        cheap = [c for c in winners if POINTS[c] == 0 and STRENGTH[c] < HIGH_TRUMP]
        if cheap and (at_stake or best < STRENGTH[TAROT.card("T1")]):
            return max(cheap, key=STRENGTH.__getitem__)
        for card in winners:
            if card.rank == "K" and card.suit != TRUMP:  # only a trump can take a king now
                return card
        losers = [c for c in plain if c not in winners] or plain
    else:
        losers = plain
    throw = min(losers, key=COST.__getitem__)
    if FOOL in legal and POINTS[throw] >= FOOL_SAVES:
        return FOOL
    return throw


def _discard(hand: Sequence[Card], legal: Sequence[Card]) -> Card:
    """A low card of the shortest suit (to make a void), never a trump if avoidable."""
    length = {s: sum(1 for c in hand if c.suit == s) for s in "CDSB"}
    return min(legal, key=lambda c: (c.suit == TRUMP, length.get(c.suit, 99), STRENGTH[c]))


def easy(view: View, rng: Rng) -> str:
    """A beginner's move from the view alone (deterministic: ``rng`` is not needed)."""
    legal: list[str] = view["legal"]
    cards = [ACTIONS[a][1] for a in legal]
    hand = TAROT.parse(view["hand"])
    if view["phase"] == DISCARD_PHASE:
        return DISCARD[_discard(hand, cards)]
    trick = [TAROT.card(e["card"]) for e in view["trick"]["cards"]]
    return PLAY[choose_card(cards, trick, view["players"] - len(trick) - 1)]


def rollout(state: GameState, rng: Rng) -> str:
    """The move of ``state.to_act`` in a playout (reads the sampled state directly)."""
    assert isinstance(state, RenaissanceTarot)
    seat = state.to_act
    assert seat is not None
    if state.phase == DISCARD_PHASE:
        legal = state.legal_actions()
        if rng.random() < EXPLORE:
            return legal[rng.below(len(legal))]
        return DISCARD[_discard(state.hands[seat], [ACTIONS[a][1] for a in legal])]
    cards = state.playable(seat)
    if len(cards) == 1:
        return PLAY[cards[0]]
    if rng.random() < EXPLORE:
        return PLAY[cards[rng.below(len(cards))]]
    trick = state.trick.cards
    return PLAY[choose_card(cards, trick, state.players - len(trick) - 1)]


# -- careful playouts: card counting, for the strong level --------------------------------------------
MASTER_WORTH = 2  # a master's worth beyond its points, when throwing: the trick it will win later
# Cards of the same suit (trumps: trumps) that beat each card; the Fool beats nothing.
HIGHER = {
    c: tuple(d for d in TAROT.cards if d.suit == c.suit and d is not FOOL and STRENGTH[d] > STRENGTH[c])
    for c in TAROT.cards
}


def careful_card(legal: Sequence[Card], trick: Sequence[Card], still_to_play: int, hand: Sequence[Card],
                 gone: set[Card]) -> Card:
    """``choose_card`` with card counting: ``gone`` holds the cards played so far, so a
    card whose higher cards are all gone or in the hand is a master. Lead a master that
    carries points; win a trick with points by the cheapest master trump; a master
    counts ``MASTER_WORTH`` more when choosing what to throw (it wins a trick later)."""
    if len(legal) == 1:
        return legal[0]
    mine = set(hand)

    def master(c: Card) -> bool:
        return c is not FOOL and all(h in gone or h in mine for h in HIGHER[c])

    plain = [c for c in legal if c is not FOOL]
    if not trick:
        leads = [c for c in plain if c in SURE_LEADS or (POINTS[c] and c.suit != TRUMP and master(c))]
        if leads:
            return max(leads, key=lambda c: (POINTS[c], STRENGTH[c]))
        low = [c for c in plain if POINTS[c] == 0 and not (c.suit == TRUMP and master(c))]
        return min(low or plain or legal, key=COST.__getitem__)
    lead = next((c.suit for c in trick if c is not FOOL), "")
    best = max((_power(c, lead) for c in trick if c is not FOOL), default=0)
    winners = [c for c in plain if _power(c, lead or c.suit) > best]
    losers = plain
    if winners:
        if still_to_play == 0:
            return max(winners, key=lambda c: (POINTS[c], -STRENGTH[c]))
        at_stake = sum(POINTS[c] for c in trick)
        sure = [c for c in winners if c.suit == TRUMP and master(c)]
        if at_stake >= 2 and sure:
            return min(sure, key=STRENGTH.__getitem__)
        safe = [c for c in winners if STRENGTH[c] >= HIGH_TRUMP]
        if at_stake >= 2 and safe:
            return min(safe, key=STRENGTH.__getitem__)
        cheap = [c for c in winners if POINTS[c] == 0 and STRENGTH[c] < HIGH_TRUMP]
        if cheap and (at_stake or best < STRENGTH[TAROT.card("T1")]):
            return max(cheap, key=STRENGTH.__getitem__)
        masters = [c for c in winners if master(c) and c.suit == lead]
        if masters:  # only a trump can take it now
            return max(masters, key=lambda c: (POINTS[c], STRENGTH[c]))
        losers = [c for c in plain if c not in winners] or plain
    throw = min(losers, key=lambda c: (POINTS[c] + (MASTER_WORTH if master(c) else 0), COST[c]))
    if FOOL in legal and POINTS[throw] >= FOOL_SAVES:
        return FOOL
    return throw


def careful_rollout(state: GameState, rng: Rng) -> str:
    """The strong level's playout policy: ``careful_card`` over the cards played so far."""
    assert isinstance(state, RenaissanceTarot)
    seat = state.to_act
    assert seat is not None
    if state.phase == DISCARD_PHASE:
        return rollout(state, rng)
    cards = state.playable(seat)
    if len(cards) == 1:
        return PLAY[cards[0]]
    if rng.random() < EXPLORE:
        return PLAY[cards[rng.below(len(cards))]]
    gone = cards_gone(state.won, state.trick, state.discards[seat])
    trick = state.trick.cards
    hand = state.hands[seat]
    return PLAY[careful_card(cards, trick, state.players - len(trick) - 1, hand, gone)]


# -- hints: reading the table -------------------------------------------------------------------
def reading(view: View) -> TableReading:
    """The trick as a seat reads it: trumps above the suit led, card points, everyone for themselves."""
    return TableReading(
        power=lambda code, led: _power(TAROT.by_code[code], led),
        suit_of=lambda code: TAROT.by_code[code].suit,
        suit_name=SUIT_NAMES.__getitem__,
        trump=TRUMP,
        worth=lambda code: POINTS[TAROT.by_code[code]],
        stake=POINTS_STAKE,
        fool=FOOL.code,
    )


def motive(view: View, action: str) -> Text | None:
    """Every decision of Renaissance Tarot is a card: the generic motives say it all."""
    return None


HOOKS = register_hooks(
    RenaissanceTarot, easy=easy, rollout=rollout, careful_rollout=careful_rollout, reading=reading, motive=motive
)
