"""French Tarot AI hooks: a beginner from the view, a fast policy for playouts.

``easy`` bids by a simple hand count, calls the king of its longest suit,
discards high cards of short suits (making voids, banking points), shows the
biggest poignée it may, and plays by one judgement of the trick: dump points on
a trick its side already holds safely, win a trick cheaply when it can, else
throw its least valuable card; the Excuse goes before the last trick.
``rollout`` is the same idea cut to the bone for search: cheap rules, a little
randomness (never for the last card of a trick, which decides it for sure), read
straight from the sampled state; the Excuse goes to a trick lost anyway before it
can be caught at the end.
``search_prior`` is the move the search levels keep unless they find better:
``easy``, but its leads read the tricks seen: no king into a suit an opponent has
shown he trumps, and a defender long in trumps hunts the Petit while it is unseen
(the chasse au Petit); as the last to a trick it is exact about the trick, and its
hunt against a prise knows what no playout does, so there the search needs stronger
evidence to overrule it (``prior_is_trusted``). The playouts
neither hunt nor avoid ruffs: seeing the world's cards, their defence would find
the Petit every time and know the taker's voids from the first trick, and the
search would bid as if every defence did.
``bid_evidence`` is what the strong level reads in the auction: each other seat's
bid as evidence about its hand, so that its worlds deal a garde's taker a garde's
hand and a seat that passed a weaker one.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Collection, Sequence
from typing import TYPE_CHECKING

from ...ai.hooks import register_hooks
from ...ai.motives import POINTS, TableReading
from ...core.cards import SUIT_NAMES, SUITS, TAROT, Card
from ...core.protocol import GameState
from ...core.rebuild import tricks_seen
from ...core.rng import Rng
from ...core.sampling import Evidence, Places
from ...core.text import msg, plural, pplural
from ...core.tricks import cards_gone
from . import (
    BID_ACTIONS,
    BIDDING,
    CALL,
    CONTRACTS,
    DECLARE,
    DISCARD,
    EXCUSE,
    HALF_POINTS,
    OUDLERS,
    PETIT,
    PLAY,
    PLAY_ACTION,
    POIGNEE,
    TRUMP,
    FrenchTarot,
)

if TYPE_CHECKING:
    from ...core.protocol import View
    from ...core.text import Text

EXPLORE = 0.1  # playouts: share of uniformly random moves
CARD = TAROT.by_code
MONDE = CARD["T21"]
# Hand count thresholds (scaled to an 18-card hand) for prise, garde, garde sans, garde contre.
BID_THRESHOLDS = (40, 56, 71, 81)


def _honour(card: Card) -> int:
    """A card's part of ``hand_count`` beyond a trump's 2 (the Petit's depends on the trumps held)."""
    if card is MONDE:
        return 10
    if card is EXCUSE:
        return 8
    if card is PETIT:
        return 0
    if card.suit == TRUMP:
        return 2 if card.number >= 16 else 0
    return {"K": 6, "Q": 3, "N": 2}.get(card.rank, 0)


HONOURS = {c: _honour(c) for c in TAROT.cards}
TRUMPS = frozenset(c for c in TAROT.cards if c.suit == TRUMP)


def hand_count(hand: Sequence[Card]) -> int:
    """A beginner's count: trumps and oudlers, kings and queens, long trump suits (a table, as the
    soft inference counts thousands of hands a decision)."""
    trumps = len(TRUMPS.intersection(hand))
    score = 2 * trumps + (5 if trumps >= 8 else 0) + sum(map(HONOURS.__getitem__, hand))
    if PETIT in hand:
        score += 7 if trumps >= 6 else 2
    return score * 18 // max(len(hand), 1)


def choose_bid(hand: Sequence[Card], legal: Sequence[str]) -> str:
    score = hand_count(hand)
    best = "pass"
    for k, threshold in enumerate(BID_THRESHOLDS, start=1):
        if score >= threshold and BID_ACTIONS[k] in legal:
            best = BID_ACTIONS[k]
    return best


# -- soft inference: how likely each seat's bid was, given its hand in a sampled world ----------------
# The strong level reads a bid as the highest contract whose threshold the bidder's ``hand_count``
# passes, the count blurred by a logistic. It does not know who bids, so it mixes two bidders in
# equal parts: one who bids as the search levels do (``READ_THRESHOLDS`` and ``READ_SPREAD``, fitted by
# maximum likelihood to strong self-play bids, bench/fit_bids.py: they bid garde on hands a beginner
# would only take, and hardly ever prise) and one who bids by the beginner's count (``BID_THRESHOLDS``,
# ``BEGINNER_SPREAD``), as the easy level and most people do.
READ_THRESHOLDS: tuple[float, ...] = (35.0, 35.0, 53.5, 109.5)
READ_SPREAD = 1.75
BEGINNER_SPREAD = 4.0  # not fitted: the easy level bids exactly, people less so
SEARCH_BIDDER = 0.5  # the share of the search levels' way of bidding in the mixture
LEAST_LIKELY = 1e-6  # no bid is ruled out


def _reaches(score: int, contract: int, thresholds: Sequence[float], spread: float) -> float:
    """How likely a bidder with this hand count judges his hand worth ``contract`` (1 to 4)."""
    if contract > len(thresholds):
        return 0.0
    return 1.0 / (1.0 + math.exp((thresholds[contract - 1] - score) / spread))


def _bid_of(score: int, bid: int, highest: int, thresholds: Sequence[float], spread: float) -> float:
    if bid == 0:
        return 1.0 - _reaches(score, highest + 1, thresholds, spread)
    return _reaches(score, bid, thresholds, spread) - _reaches(score, bid + 1, thresholds, spread)


def bid_likelihood(score: int, bid: int, highest: int) -> float:
    """How likely a seat with this hand count bids ``bid`` (0: pass) when ``highest`` was bid before him:
    the highest contract he judges his hand worth, if it is above ``highest``."""
    likely = SEARCH_BIDDER * _bid_of(score, bid, highest, READ_THRESHOLDS, READ_SPREAD) + (
        1.0 - SEARCH_BIDDER
    ) * _bid_of(score, bid, highest, BID_THRESHOLDS, BEGINNER_SPREAD)
    return max(likely, LEAST_LIKELY)


def bid_evidence(view: View) -> tuple[Evidence, ...]:
    """The other seats' bids as evidence about their hands, under ``bid_likelihood``. A seat's hand at
    the deal's start is its hand now and the cards it played; the taker's, when the chien was shown,
    is that and his discard (the unseen ``secret`` pile and the trumps he had to show), less the chien
    he took."""
    seat: int = view["seat"]
    pub = view["public"]
    taker: int | None = pub["taker"]
    chien = frozenset(CARD[c] for c in pub["chien"]) if pub["chien"] is not None else frozenset()
    played: dict[int, list[Card]] = {}
    for trick in tricks_seen(view, TAROT):
        for s, card in trick:
            played.setdefault(s, []).append(card)
    evidence = []
    highest = 0
    for event in view["events"]:
        if event["type"] != "bid":
            continue
        bid = CONTRACTS.index(event["bid"]) if event["bid"] != "pass" else 0
        bidder: int = event["seat"]
        if bidder != seat:
            gone = played.get(bidder, [])
            if bidder == taker and chien:
                gone = [*gone, *(CARD[c] for c in pub["discarded_trumps"])]
                evidence.append(Evidence((bidder, "secret"), _taker_bid(bidder, gone, chien, bid, highest)))
            else:
                evidence.append(Evidence((bidder,), _bid(bidder, gone, bid, highest)))
        highest = max(highest, bid)
    return tuple(evidence)


def _bid(bidder: int, played: list[Card], bid: int, highest: int) -> Callable[[Places], float]:
    return lambda places: bid_likelihood(hand_count([*places[bidder], *played]), bid, highest)


def _taker_bid(
    taker: int, played: list[Card], chien: frozenset[Card], bid: int, highest: int
) -> Callable[[Places], float]:
    def likely(places: Places) -> float:
        hand = [c for c in [*places[taker], *places.get("secret", ()), *played] if c not in chien]
        return bid_likelihood(hand_count(hand), bid, highest)

    return likely


def suit_lengths(hand: Sequence[Card]) -> dict[str, int]:
    lengths = dict.fromkeys(SUITS, 0)
    for c in hand:
        if c.suit in lengths:
            lengths[c.suit] += 1
    return lengths


def choose_call(hand: Sequence[Card], legal: Sequence[str]) -> str:
    """The king (or lower card) not held, of the suit where the hand is longest."""
    lengths = suit_lengths(hand)
    held = set(hand)
    options = [a for a in legal if CARD[a[5:]] not in held] or list(legal)
    return max(options, key=lambda a: (CARD[a[5:]].number, lengths[CARD[a[5:]].suit]))


def choose_discard(hand: Sequence[Card], legal: Sequence[str]) -> str:
    """A card of the shortest suit, the most valuable first; the lowest trump only if forced."""
    lengths = suit_lengths(hand)

    def key(action: str) -> tuple[int, int, int]:
        card = CARD[action[8:]]
        if card.suit == TRUMP:
            return (99, 0, card.number)
        return (lengths[card.suit], -HALF_POINTS[card], -card.number)

    return min(legal, key=key)


def choose_card(
    hand: Sequence[Card],
    legal: Sequence[Card],
    trick: Sequence[Card],
    state: tuple[str | None, int, int],
    players: int,
    friend: set[int],
    *,
    ruffed: Collection[str] = (),
    hunt: bool = False,
    shed: int = 0,
) -> Card:
    """One judgement of the trick: dump, win cheaply, or throw the least valuable card.

    ``state`` is the trick's suit led (None before a suit card), best value and its seat.
    For the search (``easy`` passes none of these), ``ruffed`` holds the suits an opponent would
    trump (no king is led there: it would only feed him points), ``hunt`` asks a defender long in
    trumps to lead them while the Petit is out (the chasse au Petit), and from ``shed`` cards in
    hand down (playouts), the Excuse
    goes to the first trick the seat cannot win, where it costs nothing (kept to the end, it
    is led at last into a trick the other side fills with points, or lost).
    """
    if len(legal) == 1:
        return legal[0]
    if EXCUSE in legal and len(hand) == 2:
        return EXCUSE  # never keep the Excuse for the last trick
    plain = [c for c in legal if c is not EXCUSE]
    led, best_value, best_seat = state
    if led is None:
        kings = [c for c in plain if c.rank == "K" and c.suit not in ruffed]
        if kings:
            return kings[0]
        if hunt:
            low = [c for c in plain if c.suit == TRUMP and c is not MONDE]
            if low:
                return min(low, key=lambda c: c.number)
        lengths = suit_lengths(hand)
        suited = [c for c in plain if c.suit in SUITS]
        if suited:
            return min(suited, key=lambda c: (-lengths[c.suit], c.number))
        trumps = [c for c in plain if c not in OUDLERS] or plain
        return min(trumps, key=lambda c: c.number) if trumps else legal[0]
    last = len(trick) == players - 1
    winning_friend = best_seat in friend
    if winning_friend and (last or best_value >= 115):
        # Our side holds the trick: give it points (the Petit first, it is safe here).
        return max(plain, key=lambda c: (HALF_POINTS[c] + (20 if c is PETIT else 0) - (50 if c is MONDE else 0),
                                         -c.number if c.suit == TRUMP else c.number))
    winners = [c for c in plain if strength(c, led) > best_value]
    if winners and not winning_friend:
        if last:
            return min(winners, key=lambda c: (strength(c, led), HALF_POINTS[c] == 9))
        return min(winners, key=lambda c: (c is PETIT, strength(c, led)))
    if EXCUSE in legal and (len(hand) <= shed or all(HALF_POINTS[c] >= 7 for c in plain)):
        return EXCUSE  # shed it, or save a queen, a king or an oudler from a lost trick
    return min(plain or legal, key=lambda c: (c is PETIT, HALF_POINTS[c], strength(c, led)))


def strength(card: Card, led: str | None) -> int:
    if card.suit == TRUMP:
        return 100 + card.number
    return card.number if card.suit == led else -1


def trick_state(trick: Sequence[Card], seats: Sequence[int]) -> tuple[str | None, int, int]:
    """The suit led, the value of the best card so far and its seat."""
    led: str | None = None
    best_value, best_seat = -1, seats[0] if seats else 0
    for s, c in zip(seats, trick, strict=True):
        if c is EXCUSE:
            continue
        if led is None:
            led = c.suit
        value = strength(c, led)
        if value > best_value:
            best_value, best_seat = value, s
    return led, best_value, best_seat


def friends_from_view(view: View) -> set[int]:
    """The seats known to be on this seat's side (with 5 players the partner only once known)."""
    seat: int = view["seat"]
    pub = view["public"]
    taker = pub["taker"]
    players: int = view["players"]
    partner = pub["partner"]
    called = pub["called"]
    if called is not None and called in view["hand"] and seat != taker:
        partner = seat
    taker_side = {taker} | ({partner} if partner is not None else set())
    if seat in taker_side:
        return taker_side
    if players == 5 and partner is None:
        return {seat}
    return set(range(players)) - taker_side


def easy(view: View, rng: Rng) -> str:
    legal: list[str] = view["legal"]
    if len(legal) == 1:
        return legal[0]
    phase = view["phase"]
    hand = [CARD[c] for c in view["hand"]]
    if phase == BIDDING:
        return choose_bid(hand, legal)
    if phase == CALL:
        return choose_call(hand, legal)
    if phase == DISCARD:
        return choose_discard(hand, legal)
    if phase == DECLARE:
        return "announce:none"
    if phase == POIGNEE:
        return max(legal, key=lambda a: ("none", "simple", "double", "triple").index(a[8:]))
    trick = [CARD[e["card"]] for e in view["trick"]["cards"]]
    seats = [e["seat"] for e in view["trick"]["cards"]]
    cards = [CARD[a[5:]] for a in legal]
    card = choose_card(hand, cards, trick, trick_state(trick, seats), view["players"], friends_from_view(view))
    return PLAY_ACTION[card]


def search_prior(view: View, rng: Rng) -> str:
    """The move the search levels start from: ``easy``, but a lead reads the tricks so far as a
    careful player does: no king into a suit an opponent has shown he trumps, and a defender
    with ``HUNT_TRUMPS`` trumps leads them while the Petit is unseen (the chasse au Petit)."""
    if view["phase"] != PLAY or view["trick"]["cards"] or len(view["legal"]) == 1:
        return easy(view, rng)
    hand = [CARD[c] for c in view["hand"]]
    friend = friends_from_view(view)
    seat: int = view["seat"]
    tricks = tricks_seen(view, TAROT)
    seen = {c for trick in tricks for _, c in trick}
    ruffed: set[str] = set()
    for trick in tricks:
        led = next((c.suit for _, c in trick if c is not EXCUSE), None)
        if led is None or led == TRUMP:
            continue
        ruffed.update(led for s, c in trick if s not in friend and c.suit == TRUMP)
    cards = [CARD[a[5:]] for a in view["legal"]]
    hunt = _hunting(view["public"]["taker"] not in friend, hand, seen)
    card = choose_card(hand, cards, [], (None, -1, seat), view["players"], friend, ruffed=ruffed, hunt=hunt)
    return PLAY_ACTION[card]


def _hunting(defender: bool, hand: Sequence[Card], seen: Collection[Card]) -> bool:
    """The chasse au Petit: a defender with ``HUNT_TRUMPS`` trumps, the Petit neither his nor seen."""
    trumps = sum(1 for c in hand if c.suit == TRUMP)
    return defender and PETIT not in hand and PETIT not in seen and trumps >= HUNT_TRUMPS


def prior_is_trusted(view: View, prior: str) -> bool:
    """Where the prior knows better than the playouts: the last card of a trick (what each card does to
    the trick is sure) and a trump lead of the chasse au Petit against a prise (no playout hunts: seeing
    the world's cards, their defence would find the Petit every time). Not against a garde or more: its
    taker is long in trumps, and the hunt mostly draws the defence's own (measured in duplicate)."""
    if last_to_trick(view):
        return True
    if view["phase"] != PLAY or view["trick"]["cards"] or view["public"]["contract"] != HUNTED_CONTRACT:
        return False
    if not prior.startswith("play:") or CARD[prior.removeprefix("play:")].suit != TRUMP:
        return False
    hand = [CARD[c] for c in view["hand"]]
    seen = {c for trick in tricks_seen(view, TAROT) for _, c in trick}
    return _hunting(view["public"]["taker"] not in friends_from_view(view), hand, seen)


def last_to_trick(view: View) -> bool:
    """The seat plays the trick's last card: what each card does to the trick is sure."""
    return view["phase"] == PLAY and len(view["trick"]["cards"]) == view["players"] - 1


def rollout(state: GameState, rng: Rng) -> str:
    assert isinstance(state, FrenchTarot)
    seat = state.to_act
    assert seat is not None
    phase = state.phase
    if phase == PLAY:
        return _play_in_rollout(state, seat, rng, careful=False)
    actions = state.legal_actions()
    if len(actions) == 1:
        return actions[0]
    if phase == BIDDING:
        return choose_bid(state.hands[seat], actions)
    if phase == DECLARE:
        return "announce:none"
    if phase == POIGNEE:
        return "poignee:none"
    if phase == DISCARD:
        return choose_discard(state.hands[seat], actions)
    return actions[rng.below(len(actions))]


# -- careful playouts: card counting, for the strong level --------------------------------------------
# Cards of the same suit (trumps: trumps) that beat each card; the Excuse beats nothing.
HIGHER = {
    c: tuple(d for d in TAROT.cards if d.suit == c.suit and d is not EXCUSE and d.number > c.number)
    for c in TAROT.cards
}


def careful_card(
    hand: Sequence[Card],
    legal: Sequence[Card],
    trick: Sequence[Card],
    state: tuple[str | None, int, int],
    players: int,
    friend: set[int],
    gone: set[Card],
    *,
    shed: int = 0,
) -> Card:
    """``choose_card`` with card counting: ``gone`` holds the cards played so far, so a
    card whose higher cards are all gone or in the hand is a master. A trick that a
    friend holds with a master trump takes points; a trick with points is won by the
    cheapest master trump when one is held; a queen left master leads like a king; a
    master that carries points is never thrown while anything else will do."""
    if len(legal) == 1:
        return legal[0]
    if EXCUSE in legal and len(hand) == 2:
        return EXCUSE
    mine = set(hand)

    def master(c: Card) -> bool:
        return c is not EXCUSE and all(h in gone or h in mine for h in HIGHER[c])

    plain = [c for c in legal if c is not EXCUSE]
    led, best_value, best_seat = state
    if led is None:
        leads = [c for c in plain if c.suit in SUITS and HALF_POINTS[c] >= 5 and master(c)]
        if leads:
            return max(leads, key=lambda c: c.number)
        return choose_card(hand, legal, trick, state, players, friend, shed=shed)
    last = len(trick) == players - 1
    winning_friend = best_seat in friend
    held_by_master = best_value > 100 and master(CARD[f"T{best_value - 100}"])
    if winning_friend and (last or best_value >= 115 or held_by_master):
        return max(plain, key=lambda c: (HALF_POINTS[c] + (20 if c is PETIT else 0) - (50 if c is MONDE else 0),
                                         -c.number if c.suit == TRUMP else c.number))
    winners = [c for c in plain if strength(c, led) > best_value]
    if winners and not winning_friend:
        at_stake = sum(HALF_POINTS[c] for c in trick) >= 7
        sure = [c for c in winners if c.suit == TRUMP and master(c) and c is not PETIT]
        if not last and at_stake and sure:
            return min(sure, key=lambda c: c.number)
        if last:
            return min(winners, key=lambda c: (strength(c, led), HALF_POINTS[c] == 9))
        return min(winners, key=lambda c: (c is PETIT, strength(c, led)))
    if EXCUSE in legal and (len(hand) <= shed or all(HALF_POINTS[c] >= 7 for c in plain)):
        return EXCUSE
    return min(plain or legal, key=lambda c: (c is PETIT, HALF_POINTS[c] >= 5 and master(c), HALF_POINTS[c],
                                              strength(c, led)))


def careful_rollout(state: GameState, rng: Rng) -> str:
    """The strong level's playout policy: ``rollout`` with ``careful_card`` for the cards."""
    assert isinstance(state, FrenchTarot)
    seat = state.to_act
    if state.phase != PLAY or seat is None:
        return rollout(state, rng)
    return _play_in_rollout(state, seat, rng, careful=True)


def _play_in_rollout(state: FrenchTarot, seat: int, rng: Rng, *, careful: bool) -> str:
    """A card in a playout: ``choose_card``, or ``careful_card`` over the cards played so far (chosen among
    the state's playable cards, never their actions: a playout asks at every card)."""
    legal = state.playable()
    if len(legal) == 1:
        return PLAY_ACTION[legal[0]]
    hand = state.hands[seat]
    if EXCUSE in hand and len(hand) == 2:
        return "play:EX"
    # The last card of a trick decides it for sure: a random card there is only an error, which would
    # blame a valuable card for losses the playout itself invents. Elsewhere a little randomness.
    if len(state.trick.cards) < state.players - 1 and rng.random() < EXPLORE:
        return PLAY_ACTION[legal[rng.below(len(legal))]]
    sides = (state.taker, state.partner)
    mine = seat in sides
    friend = {s for s in range(state.players) if (s in sides) == mine}
    trick = (state.led, state.best_value, state.best_seat)
    if not careful:
        return PLAY_ACTION[choose_card(hand, legal, state.trick.cards, trick, state.players, friend,
                                       shed=SHED_EXCUSE)]
    gone = cards_gone(state.won, state.trick, state.discard if seat == state.taker else ())
    return PLAY_ACTION[careful_card(hand, legal, state.trick.cards, trick, state.players, friend, gone,
                                    shed=SHED_EXCUSE)]


SHED_EXCUSE = 6  # in playouts, the Excuse goes to a trick lost anyway from this many cards in hand down
HUNT_TRUMPS = 6  # the search's prior: a defender with this many trumps leads them while the Petit is unseen
HUNTED_CONTRACT = "prise"  # the one contract against which the search trusts that hunt (``prior_is_trusted``)


# -- hints: reading the table, and why a bid, call or announcement is good ------------------------
def suit_name(suit: str) -> Text:
    return SUIT_NAMES[suit]


def reading(view: View) -> TableReading:
    """The trick as this seat reads it: trumps above the suit led, card points, the known partners."""
    return TableReading(
        power=lambda code, led: strength(CARD[code], led),
        suit_of=lambda code: CARD[code].suit,
        suit_name=suit_name,
        trump=TRUMP,
        worth=lambda code: HALF_POINTS[CARD[code]] - 1,  # a small card's half point counts as nothing
        stake=POINTS,
        partners=frozenset(friends_from_view(view) - {view["seat"]}),
        fool=EXCUSE.code,
        discards_count=True,
    )


def _hand_counts(hand: Sequence[Card]) -> dict[str, Text]:
    """What a bid's motive counts in the hand: {trumps}, {oudlers} and {kings} of its sentences."""
    oudlers = sum(1 for c in hand if c in OUDLERS)
    kings = sum(1 for c in hand if c.rank == "K")
    return {
        "trumps": plural(sum(1 for c in hand if c.suit == TRUMP), "{n} trump", "{n} trumps"),
        "oudlers": pplural("a bid's motive: You hold 5 trumps, 2 of the oudlers and 4 kings", oudlers,
                           "{n} of the oudlers", "{n} of the oudlers"),
        "kings": pplural("a bid's motive: You hold 5 trumps, 2 of the oudlers and 4 kings", kings,
                         "{n} king", "{n} kings"),
    }


def motive(view: View, action: str) -> Text | None:
    """Why a bid, a call, a slam or a poignée is good, from the hand."""
    hand = [CARD[c] for c in view["hand"]]
    verb, _, arg = action.partition(":")
    if view["phase"] == BIDDING:
        held = _hand_counts(hand)
        if verb == "bid":
            # Translators: {trumps} "5 trumps", {oudlers} "2 of the oudlers", {kings} "4 kings" (each its own message).
            return msg("You hold {trumps}, {oudlers} and {kings}: enough for this contract.", **held)
        return msg("You hold {trumps}, {oudlers} and {kings}: too little to bid, so leave the risk to the others.",
                   **held)
    if verb == "call":
        suit = CARD[arg].suit
        lengths = suit_lengths(hand)
        return plural(lengths[suit], "You call the king of a suit you hold only {n} card of ({suit}): your partner "
                      "helps you there.", "You call the king of a suit you hold only {n} cards of ({suit}): your "
                      "partner helps you there.", suit=suit_name(suit))
    if verb == "announce":
        if arg == "chelem":
            return msg("Your hand is strong enough to take every trick.")
        return msg("A slam is too risky with this hand: a failed one costs a lot.")
    if verb == "poignee":
        if arg == "none":
            return msg("You keep your trumps hidden: the others learn nothing about your hand.")
        return msg("You show your trumps: the bonus goes to the side that wins the deal, and with so many trumps "
                   "that is usually yours.")
    return None


HOOKS = register_hooks(
    FrenchTarot, easy=easy, rollout=rollout, careful_rollout=careful_rollout, reading=reading, motive=motive,
    prior=search_prior, sure=prior_is_trusted, evidence=bid_evidence,
)
