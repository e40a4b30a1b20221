"""Maw AI hooks: a beginner from the view, a fast policy for playouts.

One judgement of a trick serves both (``choose_card``): lead the best trump
when holding two trumps or a top trump, else the best plain card; following,
win as cheaply as possible, otherwise throw the weakest card. A top trump
protected against a lower trump lead is kept back (reneging) unless the trick
brings the third trick. The turned card is taken whenever it beats the weakest
card of the hand; a player who took the first three tricks goes on for five
only with a hand of trumps headed by a top trump.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ...ai.hooks import register_hooks
from ...ai.motives import TableReading
from ...core.cards import PACK52, SUIT_NAMES, Card, card_name
from ...core.protocol import GameState
from ...core.rng import Rng
from ...core.text import msg
from ...core.tricks import cards_gone
from . import JINK, RANKS, TAKE, TO_WIN, TRUMP_SUIT, Maw, Ranks

if TYPE_CHECKING:
    from ...core.protocol import View
    from ...core.text import Text

EXPLORE = 0.08  # playouts: share of random moves, so the search sees varied continuations


def _weakest(cards: Sequence[Card], ranks: Ranks) -> Card:
    """The card that costs least: a plain card before a trump, then the lowest."""
    return min(cards, key=lambda c: (ranks.suit_of[c] == TRUMP_SUIT, ranks.strength[c]))


def take_discard(hand: Sequence[Card], turned: Card, ranks: Ranks) -> Card | None:
    """The card to discard for the turned card, or None when taking it would not help."""
    weakest = _weakest(hand, ranks)
    if ranks.is_trump(weakest) and ranks.strength[weakest] >= ranks.strength[turned]:
        return None
    return weakest


def choose_card(
    candidates: Sequence[Card], trick: Sequence[Card], hand: Sequence[Card], ranks: Ranks, tricks: int
) -> Card:
    strength = ranks.strength
    if not trick:
        trumps = [c for c in candidates if ranks.is_trump(c)]
        if trumps and (len(trumps) >= 2 or any(c in ranks.protected for c in trumps)):
            return max(trumps, key=strength.__getitem__)
        plain = [c for c in candidates if not ranks.is_trump(c)] or list(candidates)
        return max(plain, key=strength.__getitem__)
    led = ranks.suit_of[trick[0]]
    table = ranks.in_trick[led]
    best = max(table[c] for c in trick)
    winners = [c for c in candidates if table[c] > best]
    if winners:
        reneging = led == TRUMP_SUIT and any(not ranks.is_trump(c) for c in candidates)
        cheapest = min(winners, key=table.__getitem__)
        if not reneging or tricks + 1 >= TO_WIN or len(hand) <= 2:
            return cheapest
    return _weakest(candidates, ranks)


def _cards(actions: Sequence[str], verb: str) -> list[Card]:
    return [PACK52.by_code[a[len(verb) + 1 :]] for a in actions if a.startswith(verb + ":")]


def _decide(
    legal: Sequence[str],
    phase: str,
    hand: list[Card],
    trick: list[Card],
    turned: Card,
    ranks: Ranks,
    tricks: int,
) -> str:
    if phase == JINK:
        strong = all(ranks.is_trump(c) for c in hand) and any(c in ranks.protected for c in hand)
        return "go_on" if strong else "stop"
    if any(a.startswith("take:") for a in legal):
        discard = take_discard(hand, turned, ranks)
        if discard is not None:
            return "take:" + discard.code
    if phase == TAKE:
        return "pass"
    card = choose_card(_cards(legal, "play"), trick, hand, ranks, tricks)
    return "play:" + card.code


def easy(view: View, rng: Rng) -> str:
    public = view["public"]
    rules = str(public["options"]["rules"])
    ranks = RANKS[(rules, public["trump"])]
    trick = [PACK52.by_code[e["card"]] for e in view["trick"]["cards"]]
    return _decide(
        view["legal"],
        view["phase"],
        PACK52.parse(view["hand"]),
        trick,
        PACK52.by_code[public["turned"]],
        ranks,
        view["tricks_won"][view["seat"]],
    )


def rollout(state: GameState, rng: Rng) -> str:
    assert isinstance(state, Maw)
    actions = state.legal_actions()
    if rng.random() < EXPLORE:
        return actions[rng.below(len(actions))]
    seat = state.to_act
    assert seat is not None
    return _decide(
        actions,
        state.phase,
        state.hands[seat],
        state.trick.cards,
        state.turned,
        state.ranks,
        state.tricks_won[seat],
    )


# -- careful playouts: the race to three tricks, for the strong level ---------------------------------
_HIGHER_TRUMPS: dict[Ranks, dict[Card, tuple[Card, ...]]] = {}


def _higher_trumps(ranks: Ranks) -> dict[Card, tuple[Card, ...]]:
    """For each trump of ``ranks``, the trumps that beat it (built once per rule set and trump)."""
    table = _HIGHER_TRUMPS.get(ranks)
    if table is None:
        trumps = [c for c in PACK52.cards if ranks.is_trump(c)]
        table = {c: tuple(d for d in trumps if ranks.strength[d] > ranks.strength[c]) for c in trumps}
        _HIGHER_TRUMPS[ranks] = table
    return table

def careful_card(
    candidates: Sequence[Card],
    trick: Sequence[Card],
    seats: Sequence[int],
    seat: int,
    hand: Sequence[Card],
    ranks: Ranks,
    tricks_won: Sequence[int],
    gone: set[Card],
) -> Card:
    """``choose_card`` that counts trumps and watches the race: ``gone`` holds the cards
    played so far, so a trump whose higher trumps are all gone or in the hand is a sure
    trick. Lead a sure trump; a trick that would give another player his third is
    stopped with any winner, reneging or not."""
    strength = ranks.strength
    mine = set(hand)
    higher = _higher_trumps(ranks)

    def sure(c: Card) -> bool:
        return c in higher and all(d in gone or d in mine for d in higher[c])

    if not trick:
        masters = [c for c in candidates if sure(c)]
        if masters:
            return min(masters, key=strength.__getitem__)
        return choose_card(candidates, trick, hand, ranks, tricks_won[seat])
    led = ranks.suit_of[trick[0]]
    table = ranks.in_trick[led]
    values = [table[c] for c in trick]
    leader = seats[values.index(max(values))]
    winners = [c for c in candidates if table[c] > max(values)]
    if winners and tricks_won[leader] + 1 >= TO_WIN:
        return min(winners, key=table.__getitem__)  # spoil: he must not take the pot
    return choose_card(candidates, trick, hand, ranks, tricks_won[seat])


def careful_rollout(state: GameState, rng: Rng) -> str:
    """The strong level's playout policy: ``rollout`` with ``careful_card`` for the cards."""
    assert isinstance(state, Maw)
    actions = state.legal_actions()
    seat = state.to_act
    assert seat is not None
    plays = _cards(actions, "play")
    if len(plays) != len(actions) or len(actions) == 1:
        return rollout(state, rng)
    if rng.random() < EXPLORE:
        return actions[rng.below(len(actions))]
    own = [state.discard] if state.discard is not None and state.taken_by == seat else []
    gone = cards_gone(state.won, state.trick, own)
    card = careful_card(plays, state.trick.cards, state.trick.seats, seat, state.hands[seat], state.ranks,
                        state.tricks_won, gone)
    return "play:" + card.code


# -- hints: reading the table, and why to take the turned card or to jink --------------------------
def _ranks(view: View) -> Ranks:
    public = view["public"]
    return RANKS[(str(public["options"]["rules"]), public["trump"])]


def reading(view: View) -> TableReading:
    """The trick as a seat reads it: the rule set's card order, the race to three tricks."""
    ranks = _ranks(view)
    return TableReading(
        power=lambda code, led: ranks.in_trick[led][PACK52.by_code[code]],
        suit_of=lambda code: ranks.suit_of[PACK52.by_code[code]],
        suit_name=SUIT_NAMES.__getitem__,
        trump=TRUMP_SUIT,
        plays=len(view["public"]["in_deal"]),
        tricks_to_win=TO_WIN,
    )


def motive(view: View, action: str) -> Text | None:
    """Why to take the turned card (and which card goes for it), or to stop or go on after three tricks."""
    verb, _, arg = action.partition(":")
    if verb == "take":
        turned = card_name(view["public"]["turned"], PACK52.id)
        dropped = card_name(arg, PACK52.id)
        weakest = _weakest(PACK52.parse(view["hand"]), _ranks(view)).code == arg
        # Translators: {turned} is the turned card (a trump), {dropped} the card discarded for it.
        if weakest:
            return msg("You take the turned {turned}, a trump, and drop your weakest card for it, the {dropped}.",
                       turned=turned, dropped=dropped)
        return msg("You take the turned {turned}, a trump, and drop a card for it, the {dropped}.",
                   turned=turned, dropped=dropped)
    if verb == "pass":
        return msg("Even your weakest card is a trump stronger than the turned card: swapping would not help.")
    if verb == "go_on":
        return msg("You hold only trumps, one of them among the highest: you should take the other tricks too.")
    if verb == "stop":
        return msg("The pot is yours already: do not risk it for tricks you need not take.")
    return None


HOOKS = register_hooks(
    Maw, easy=easy, rollout=rollout, careful_rollout=careful_rollout, reading=reading, motive=motive
)
