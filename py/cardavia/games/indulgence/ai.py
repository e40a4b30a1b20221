"""AI hooks for Indulgence: a beginner's rules (``easy``) and the playout policy of both search levels
(``rollout``), which counts the cards played (``careful_card``): in Indulgence the counting pays at
normal's budget too (issue 29: +0.30 [+0.07, +0.53] against the frozen normal, 300 boards).

Both share one card-play heuristic that depends on what the seat wants this hand:

- AVOID — nobody sinned: do not take forbidden cards or forbidden tricks (the
  Ruler too: what he takes himself nobody pays him);
- COLLECT — the sinner: take every forbidden item, the ring saves a trick;
- BREAK — the others when someone sinned: take one forbidden item and the sin fails;
- IDLE — nothing left to win or lose this hand: shed high cards.

The Ruler chooses the decree whose forbidden items his own hand avoids best
(they will end with the others, who pay him); a player sins only with a hand
that dominates the goal, so rarely.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

from ...ai import motives
from ...ai.hooks import register_hooks
from ...core.cards import INDULGENCE, Card
from ...core.protocol import GameState
from ...core.rng import Rng
from ...core.text import msg, plural, pmsg
from . import PLAY, SETTLE, SIN, Indulgence
from .decrees import (
    ALL_TRICKS,
    DECREES,
    FIRST_AND_LAST,
    LAST_OF_FAMILY,
    LAST_TWO,
    Decree,
)

if TYPE_CHECKING:
    from ...core.protocol import View
    from ...core.text import Text

AVOID, COLLECT, BREAK, IDLE = "avoid", "collect", "break", "idle"
HIGH = 8  # ranks that usually win a trick
TRUMP_BONUS = 100
RING_RANK = 10


# -- shared judgement ------------------------------------------------------------------
def decree_value(decree: Decree, hand: Sequence[Card], players: int) -> float:
    """What the Ruler may expect from ``decree`` with this hand: the items the others will hold."""
    tricks = 36 // players
    others = (players - 1) / players
    if decree.cards:
        mine = sum(1 for c in hand if c in decree.cards)
        return decree.penalty * (len(decree.cards) - mine) * others
    high = sum(1 for c in hand if c.number >= HIGH or c.suit == decree.trumps)
    if decree.tricks == ALL_TRICKS:
        return decree.penalty * max(0.0, tricks - high) * others
    return decree.penalty * decree.items(tricks) * others * (1.0 - min(high, tricks) / (2 * tricks))


def sin_looks_safe(decrees: Iterable[Decree], hand: Sequence[Card], players: int) -> bool:
    """A hand that dominates the goal: most forbidden cards high in hand, or a wall of high cards."""
    tricks = 36 // players
    for decree in decrees:
        high = [c for c in hand if c.number >= HIGH or c.suit == decree.trumps]
        if decree.cards:
            mine = [c for c in hand if c in decree.cards]
            if len(mine) < 0.75 * len(decree.cards) or len(high) < tricks // 2:
                return False
        elif decree.tricks == ALL_TRICKS:
            if len(high) < tricks - 1:
                return False
        elif decree.tricks == LAST_OF_FAMILY:
            tops = {c.number for c in hand if c.suit == decree.family}
            if not {9, 8, 7} <= tops:
                return False
        elif len([c for c in hand if c.number == 9 or c.suit == decree.trumps]) < 4:
            return False
    return True


def trick_is_forbidden(decrees: Iterable[Decree], done: int, tricks: int, family_left: dict[str, int]) -> bool:
    """Is the trick being played forbidden as a trick (not for the cards in it)?"""
    for d in decrees:
        kind = d.tricks
        if kind == ALL_TRICKS:
            return True
        if kind == FIRST_AND_LAST and done in (0, tricks - 1):
            return True
        if kind == LAST_TWO and done >= tricks - 2:
            return True
        if kind == LAST_OF_FAMILY and family_left.get(d.family, 9) <= 4:
            return True
    return False


def choose_card(
    hand: Sequence[Card],
    trick: Sequence[Card],
    led: str | None,
    trumps: str | None,
    forbidden: frozenset[Card],
    forbidden_trick: bool,
    goal: str,
    last_to_play: bool,
    ring: bool,
) -> tuple[Card, bool]:
    """The card to play (and whether to put the ring on it) for ``goal``."""
    playable = [c for c in hand if c.suit == led] if led else []
    following = bool(playable)
    if not playable:
        playable = list(hand)

    def power(card: Card, with_ring: bool = False) -> int:
        rank = RING_RANK if with_ring else card.number
        if card.suit == trumps:
            return rank + TRUMP_BONUS
        return rank if led is None or card.suit == led else 0

    best = max((power(c) for c in trick), default=-1)
    winners = [c for c in playable if power(c) > best]
    items = forbidden_trick or any(c in forbidden for c in trick)

    def low(cards: Iterable[Card]) -> Card:
        return min(cards, key=lambda c: (c in forbidden, power(c), c.number))

    def high(cards: Iterable[Card]) -> Card:
        return max(cards, key=lambda c: (power(c), c.number))

    if goal == COLLECT:
        if winners:
            return (min(winners, key=power) if trick else high(winners)), False
        if ring and trick and items:
            ringed = [c for c in playable if power(c, True) > best]
            if ringed:
                return min(ringed, key=lambda c: c.number), True
        safe = [c for c in playable if c not in forbidden]
        return min(safe or playable, key=lambda c: c.number), False
    if goal == BREAK:
        if winners and (items or not trick or any(c in forbidden for c in winners)):
            mine = [c for c in winners if c in forbidden]
            return (high(mine) if mine else high(winners)), False
        return low(playable), False
    if goal == IDLE:
        return high(playable), False
    # AVOID
    if not trick:
        clean = [c for c in playable if c not in forbidden]
        return min(clean or playable, key=lambda c: (power(c), c.number)), False
    losers = [c for c in playable if power(c) <= best]
    if losers:
        bad = [c for c in losers if c in forbidden]
        return (high(bad) if bad else high(losers)), False
    if not following:
        return low(playable), False
    clean = [c for c in playable if c not in forbidden]
    pool = clean or playable
    return (high(pool) if last_to_play or not items else min(pool, key=power)), False


def _goal(seat: int, sinner: int | None, broken: bool) -> str:
    if sinner is None:
        return AVOID
    if broken:
        return IDLE
    return COLLECT if seat == sinner else BREAK


def _pick_decree(row: Sequence[str], hand: Sequence[Card], players: int) -> str:
    return max(row, key=lambda d: decree_value(DECREES[d], hand, players))


# -- easy: from the view alone ---------------------------------------------------------------
def easy(view: View, rng: Rng) -> str:
    """A beginner's sensible move for the seat of ``view``."""
    legal: list[str] = view["legal"]
    seat: int = view["seat"]
    pub = view["public"]
    players: int = view["players"]
    hand = INDULGENCE.parse(view["hand"])
    phase = view["phase"]
    if phase == SETTLE:
        owed = sum(p["amount"] for p in pub["owed"] if p["from"] == seat)
        return "bull:absolution" if owed >= 5 else "pass"
    if phase == SIN:
        decrees = [DECREES[d["id"]] for d in pub["in_force"]]
        if sin_looks_safe(decrees, hand, players):
            return "sin"
        if "bull:jubilee" in legal and not any(c in d.cards for d in decrees for c in hand) and rng.random() < 0.3:
            return "bull:jubilee"
        return "pass"
    if phase != PLAY:  # the decree
        row = [d["id"] for d in pub["decree_row"]]
        choice = _pick_decree(row, hand, players)
        if "bull:union" in legal:
            total = sum(decree_value(DECREES[d], hand, players) for d in row)
            if total > 2.5 * decree_value(DECREES[choice], hand, players):
                return "bull:union"
        if "bull:interdict" in legal and view["deal_no"] >= 2 * players and rng.random() < 0.5:
            return "bull:interdict"
        return "decree:" + choice
    return _easy_card(view, hand, legal)


@dataclass(frozen=True)
class Situation:
    """What a seat knows of the hand being played: the decrees, what they forbid now, and its goal."""

    decrees: list[Decree]
    trick: list[Card]
    forbidden: frozenset[Card]
    forbidden_trick: bool
    goal: str
    trumps: str | None


def situation(view: View) -> Situation:
    seat: int = view["seat"]
    pub = view["public"]
    players: int = view["players"]
    decrees = [DECREES[d["id"]] for d in pub["in_force"]]
    trick = INDULGENCE.parse(e["card"] for e in view["trick"]["cards"])
    played = [INDULGENCE.card(e["card"]) for ev in view["events"] if ev["type"] == "trick" for e in ev["cards"]]
    family_left = {f: 9 - sum(1 for c in played + trick if c.suit == f) for f in "MSOB"}
    done = len([ev for ev in view["events"] if ev["type"] == "trick"])
    sinner = pub["sinner"]
    taken = pub["taken"]
    broken = sinner is not None and any(taken[s] for s in range(players) if s != sinner)
    return Situation(
        decrees,
        trick,
        frozenset(c for d in decrees for c in d.cards),
        trick_is_forbidden(decrees, done, 36 // players, family_left),
        _goal(seat, sinner, broken),
        next((d.trumps for d in decrees if d.trumps), None),
    )


def _easy_card(view: View, hand: list[Card], legal: list[str]) -> str:
    now = situation(view)
    trick = now.trick
    card, ring = choose_card(
        hand,
        trick,
        trick[0].suit if trick else None,
        now.trumps,
        now.forbidden,
        now.forbidden_trick,
        now.goal,
        len(trick) == view["players"] - 1,
        any(a.endswith("+ring") for a in legal),
    )
    action = f"play:{card.code}+ring" if ring else f"play:{card.code}"
    return action if action in legal else legal[0]


# -- rollout: straight on a sampled state ------------------------------------------------------------
def rollout(state: GameState, rng: Rng) -> str:
    """The move of ``state.to_act`` in a playout of either search level: the cards by ``careful_card``."""
    st = cast(Indulgence, state)
    seat = st.to_act
    assert seat is not None
    phase = st.phase
    hand = st.hands[seat]
    if phase == PLAY:
        return _rollout_card(st, seat, hand)
    if phase == SETTLE:
        return "bull:absolution"
    decrees = [DECREES[d] for d in st.in_force]
    if phase == SIN:
        return "sin" if sin_looks_safe(decrees, hand, st.players) else "pass"
    return "decree:" + _pick_decree(st.row, hand, st.players)


def _rollout_card(st: Indulgence, seat: int, hand: list[Card]) -> str:
    decrees = [DECREES[d] for d in st.in_force]
    trick = st.trick.cards
    forbidden = frozenset(c for d in decrees for c in d.cards) if len(decrees) > 1 else decrees[0].cards
    sinner = st.sinner
    broken = sinner is not None and any(k for s, k in enumerate(st.taken()) if s != sinner)
    family_left: dict[str, int] = {}
    if any(d.tricks == LAST_OF_FAMILY for d in decrees):
        for f in "MSOB":
            family_left[f] = sum(1 for h in st.hands for c in h if c.suit == f)
    goal = _goal(seat, sinner, broken)
    args = (
        hand,
        trick,
        trick[0].suit if trick else None,
        st.trumps,
        forbidden,
        trick_is_forbidden(decrees, len(st.winners), st.tricks_in_hand, family_left),
        goal,
        len(trick) == st.players - 1,
        seat == sinner and not st.ring_used,
    )
    card, ring = careful_card(*args, gone=lambda: {c for cards in (*st.tricks, trick) for c in cards})
    return f"play:{card.code}+ring" if ring else f"play:{card.code}"


# -- careful playouts: counting the cards ------------------------------------------------------------
_FAMILY = {f: [INDULGENCE.card(f"{f}{n}") for n in range(1, 10)] for f in "MSOB"}  # each family, 1 to 9


def _higher_out(hand: Sequence[Card], gone: set[Card]) -> dict[Card, int]:
    """For each card of ``hand``, how many higher cards of its family are still out (neither played nor
    held): 0 means a master, which wins any trick of its family it leads."""
    held = set(hand)
    return {c: sum(1 for d in _FAMILY[c.suit][c.number:] if d not in gone and d not in held) for c in hand}


def careful_card(
    hand: Sequence[Card],
    trick: Sequence[Card],
    led: str | None,
    trumps: str | None,
    forbidden: frozenset[Card],
    forbidden_trick: bool,
    goal: str,
    last_to_play: bool,
    ring: bool,
    *,
    gone: Callable[[], set[Card]],
) -> tuple[Card, bool]:
    """``choose_card`` with the cards played so far counted (``gone``, asked only where it matters).
    Avoiding, a lead is the card most likely to be beaten (never a master while another will do)
    and a card thrown on another family's trick is the most dangerous one kept (the fewest higher
    cards out); the sinner leads his masters first."""
    if goal == AVOID and not led:
        clean = [c for c in hand if c not in forbidden] or list(hand)
        higher_out = _higher_out(hand, gone())
        return min(clean, key=lambda c: (higher_out[c] == 0, -higher_out[c], c.number)), False
    if goal == AVOID and trick and trumps is None and not any(c.suit == led for c in hand):
        pool = [c for c in hand if c in forbidden] or list(hand)
        higher_out = _higher_out(hand, gone())
        return max(pool, key=lambda c: (-higher_out[c], c.number)), False
    if goal == COLLECT and not led and trumps is None:
        higher_out = _higher_out(hand, gone())
        masters = [c for c in hand if higher_out[c] == 0]
        if masters:
            return max(masters, key=lambda c: (c in forbidden, c.number)), False
    return choose_card(hand, trick, led, trumps, forbidden, forbidden_trick, goal, last_to_play, ring)


# -- hints: reading the table, and why a decree or a sin is good ---------------------------------
STAKES = {AVOID: motives.AVOID, COLLECT: motives.COLLECT, BREAK: motives.BREAK, IDLE: motives.NOTHING}


def reading(view: View) -> motives.TableReading:
    """The trick as a seat reads it: the family led (or the decree's trumps), the forbidden cards, its goal."""
    pub = view["public"]
    ring = pub["ring_card"]
    if view["phase"] != PLAY:
        now = None
        trumps = None
        forbidden: frozenset[Card] = frozenset()
    else:
        now = situation(view)
        trumps = now.trumps
        forbidden = now.forbidden

    def power(code: str, led: str) -> int:
        card = INDULGENCE.by_code[code]
        rank = RING_RANK if code == ring else card.number
        if card.suit == trumps:
            return rank + TRUMP_BONUS
        return rank if card.suit == led else 0

    return motives.TableReading(
        power=power,
        suit_of=lambda code: code[:1],
        suit_name=_FAMILIES_AS_SUITS.__getitem__,
        trump=trumps,
        worth=lambda code: int(INDULGENCE.by_code[code] in forbidden),
        stake=STAKES[now.goal] if now else motives.NOTHING,
        forbidden_trick=bool(now and now.forbidden_trick),
    )


# The families as a hint names a suit: "You trump it, having no Medici."
_FAMILIES_AS_SUITS: dict[str, Text] = {
    "M": pmsg("a family as a suit: having no Medici", "Medici"),
    "S": pmsg("a family as a suit: having no Medici", "Sforza"),
    "O": pmsg("a family as a suit: having no Medici", "Orsini"),
    "B": pmsg("a family as a suit: having no Medici", "Borgia"),
}


def motive(view: View, action: str) -> Text | None:
    """Why a decree (for the Ruler) or a sin is good, from the hand."""
    hand = INDULGENCE.parse(view["hand"])
    verb, _, arg = action.partition(":")
    if verb == "decree":
        decree = DECREES[arg]
        if decree.cards:
            others = len(decree.cards) - sum(1 for c in hand if c in decree.cards)
            return plural(others, "The others hold {n} forbidden card: whoever takes them pays you. As the Ruler you "
                          "never pay.", "The others hold {n} forbidden cards: whoever takes them pays you. As the "
                          "Ruler you never pay.")
        return msg("Someone has to take the forbidden tricks, and whoever does pays you. As the Ruler you never pay.")
    if verb == "sin":
        return msg("You are strong in what is forbidden: you can take all of it yourself, and then everyone pays you.")
    if verb == "pass" and view["phase"] == SIN:
        return msg("Taking every forbidden item is too risky with this hand; not sinning costs you nothing.")
    return None


HOOKS = register_hooks(
    Indulgence, easy=easy, rollout=rollout, reading=reading, motive=motive
)
