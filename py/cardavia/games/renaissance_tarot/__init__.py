"""Renaissance Tarot — "Taroty" (docs/rules/renaissance_tarot.md).

A 16th-century tarot of plain trick play: follow suit, else trump, else any
card; the Fool excuses its owner from a trick for a counting card; points for
tricks and for the counting cards won.

Choices where the rules file leaves room (documented for players too):

- Deal: hands are dealt in order of play from ``dealer + 1``; the undealt
  remainder is set aside face down and counts for nobody. ``deal`` for tests:
  ``{"hands": [...per seat...], "stock": [...]}``; with ``talon_draw`` the stock
  is the talon (top first) followed by the set-aside cards.
- Lead suit: the suit of the first card of the trick that is not the Fool. The
  highest trump wins, otherwise the highest card of that suit. If the Fool is
  led, every other player must trump if he can (option ``fool_lead_free``:
  the next card is free and sets the suit as any lead). A trick always holds a
  card besides the Fool (two players: Fool, then one card, which wins), and
  the winner leads the next trick as usual.
- The Fool's payment is automatic: the owner gives the *least valuable*
  eligible card of his won cards, i.e. the lowest point value; ties go to suit
  cards before trumps, then the lowest rank in its suit's order, then the suit
  order cups, coins, swords, batons (so a jack of cups before a jack of coins,
  a king before T1 before T21). With ``fool_any_card`` any won card except the
  Fool is eligible, so a card worth nothing goes first. A debt waits until the
  owner wins an eligible card and is then paid at once; at the end of the deal
  an unpaid debt is settled with the Fool itself.
- ``per_card`` (historical): a player's trick points are his cards won minus
  the number of cards he played (one per trick: the same for everyone), so they
  sum to zero; card points are added as usual.
- ``talon_draw``: 12 cards each; the talon keeps a multiple of the player count
  (the few cards left over are set aside unseen, so all hands stay equal).
  Drawn cards are seen only by the drawer; the talon's size is public. The deal
  ends when the hands are played out after the talon is exhausted.
- ``three_hand_discard``: 24 to ``dealer + 1``, 21 to the others; ``dealer + 1``
  discards four, then ``dealer + 2`` and the dealer one each (``discard:<card>``),
  face down to a talon that counts for nobody. Counting cards and the Fool
  cannot be discarded. Then ``dealer + 1`` leads; 20 tricks.
- Match: ``target`` 0 means the standard target (50, or 100 with
  ``talon_draw``); ``one_round`` plays one deal per player instead and cannot be
  combined with a target. ``three_hand_discard`` cannot be combined with
  ``talon_draw`` or ``deal_size`` 12 (it has its own deal).

The view's ``public`` holds: ``target`` (null with ``one_round``), ``one_round``,
``fool_debt`` (``{"owner", "creditor"}`` or null), ``talon`` (cards left to
draw), ``set_aside`` (count), ``discarded`` (face-down discards per seat,
counts), ``won`` (each seat's won cards: tricks are public), ``card_points``
(per seat so far) and ``winners`` (seats, once the match is over). Each seat
also sees ``discards`` (its own face-down discards) and ``options``.

Events: ``deal``, ``discard`` (the card only in the discarder's view), ``play``,
``trick``, ``fool`` (the Fool went to its owner, who owes ``creditor``),
``fool_payment`` (``seat`` gives ``card`` to ``to``), ``draw`` (the card only in
the drawer's view), ``deal_over``, ``match_over`` (``winners``, ``totals``).

Deal results: ``tricks``, ``cards_won``, ``trick_points`` (1 per trick, or the
per-card balance), ``card_points``, ``scores`` (their sum), ``fool_given`` (the
seat that had to give the Fool itself, or null), ``summary``.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, ClassVar, TypedDict, cast

from ...core import between
from ...core.cards import TAROT, Card, codes
from ...core.errors import IllegalAction, nobody_to_act, not_an_action
from ...core.events import EventLog
from ...core.knowledge import Knowledge
from ...core.protocol import (
    DEAL_OVER,
    MATCH_OVER,
    PLAYING,
    Choice,
    Deal,
    GameInfo,
    GameState,
    Option,
    OptionValue,
    dealer_option,
    seat_zones,
)
from ...core.rebuild import World, before_the_deal, card_moves, deal_world, hands_at_start, shown_actions
from ...core.registry import register
from ...core.rng import Rng
from ...core.sampling import Hole
from ...core.state import COPY, EACH, RECORDS, SHARED, Copier, blank
from ...core.tricks import Trick, seats_from
from . import words
from .rules import RULES

if TYPE_CHECKING:
    from ...core.display import Display
    from ...core.events import Event
    from ...core.protocol import DealResult, View
    from ...core.text import Text

GAME_ID = "renaissance_tarot"

# -- cards and ranks ---------------------------------------------------------
FOOL = TAROT.card("EX")
TRUMP = "T"
SUIT_ORDER = ("C", "D", "S", "B")
ROUND_LOW_TO_HIGH = ("10", "9", "8", "7", "6", "5", "4", "3", "2", "A", "J", "N", "Q", "K")
LONG_LOW_TO_HIGH = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "N", "Q", "K")
CARD_VALUES = {"J": 1, "N": 2, "Q": 3, "K": 4}
TRUMP_VALUES = {1: 4, 21: 4}
FOOL_VALUE = 5


def _strength(card: Card) -> int:
    """Rank within the suit (1..14), trumps 101..121 above every suit card, the Fool 0."""
    if card is FOOL:
        return 0
    if card.suit == TRUMP:
        return 100 + card.number
    order = ROUND_LOW_TO_HIGH if card.suit in ("C", "D") else LONG_LOW_TO_HIGH
    return order.index(card.rank) + 1


def _points(card: Card) -> int:
    if card is FOOL:
        return FOOL_VALUE
    if card.suit == TRUMP:
        return TRUMP_VALUES.get(card.number, 0)
    return CARD_VALUES.get(card.rank, 0)


STRENGTH: dict[Card, int] = {c: _strength(c) for c in TAROT.cards}
POINTS: dict[Card, int] = {c: _points(c) for c in TAROT.cards}
COUNTING = frozenset(c for c in TAROT.cards if POINTS[c] and c is not FOOL)  # J N Q K T1 T21
UNDISCARDABLE = COUNTING | {FOOL}

# "Least valuable" for the Fool's payment: points, suit cards before trumps, rank, suit.
GIVE_ORDER: dict[Card, tuple[int, int, int, int]] = {
    c: (POINTS[c], c.suit == TRUMP, STRENGTH[c], SUIT_ORDER.index(c.suit) if c.suit in SUIT_ORDER else 4)
    for c in TAROT.cards
}
# Display: cups, coins, swords, batons high to low, then trumps T21..T1, then the Fool.
DISPLAY: dict[Card, int] = {
    c: SUIT_ORDER.index(c.suit) * 100 - STRENGTH[c] if c.suit in SUIT_ORDER else 1000 - STRENGTH[c]
    for c in TAROT.cards
}
PLAY: dict[Card, str] = {c: "play:" + c.code for c in TAROT.cards}
DISCARD: dict[Card, str] = {c: "discard:" + c.code for c in TAROT.cards}
ACTIONS: dict[str, tuple[str, Card]] = {
    **{a: ("play", c) for c, a in PLAY.items()},
    **{a: ("discard", c) for c, a in DISCARD.items()},
}

# -- phases, deal sizes ------------------------------------------------------
DISCARD_PHASE = "discard"
PLAY_PHASE = "play"
DONE_PHASE = "done"
TALON_HAND = 12
THREE_HAND_FIRST, THREE_HAND_OTHERS, THREE_HAND_FIRST_DISCARDS = 24, 21, 4
STANDARD_TARGET, TALON_TARGET = 50, 100


def _bool_option(
    key: str, label: Text, help_text: Text, historical: bool = False, players: tuple[int, ...] = ()
) -> Option:
    return Option(
        key,
        label,
        False,
        choices=(Choice(False, words.NO), Choice(True, words.YES)),
        historical=historical,
        players=players,
        help=help_text,
    )


OPTIONS: tuple[Option, ...] = (
    dealer_option(),
    Option(
        "deal_size",
        words.DEAL,
        "even",
        choices=(Choice("even", words.DEAL_EVEN), Choice(12, words.DEAL_TWELVE)),
        help=words.DEAL_HELP,
    ),
    Option("target", words.POINTS_TO_WIN, 0, minimum=0, maximum=1000, help=words.POINTS_TO_WIN_HELP),
    _bool_option("one_round", words.ONE_ROUND, words.ONE_ROUND_HELP),
    _bool_option("talon_draw", words.TALON_DRAW, words.TALON_DRAW_HELP),
    _bool_option("three_hand_discard", words.THREE_HAND_DISCARD, words.THREE_HAND_DISCARD_HELP, players=(3,)),
    _bool_option("fool_any_card", words.FOOL_ANY_CARD, words.FOOL_ANY_CARD_HELP, historical=True),
    _bool_option("fool_lead_free", words.FOOL_LEAD_FREE, words.FOOL_LEAD_FREE_HELP, historical=True),
    _bool_option("per_card", words.PER_CARD, words.PER_CARD_HELP, historical=True),
)


@dataclass(frozen=True, slots=True)
class Rules:
    """The options of a match, checked together and read in the hot path."""

    players: int
    deal_size: int  # cards per hand without a variant (0: even split)
    talon_draw: bool
    three_hand: bool
    fool_any_card: bool
    fool_lead_free: bool
    per_card: bool
    one_round: bool
    target: int  # effective target (0 with one_round)

    @classmethod
    def parse(cls, players: int, options: Mapping[str, object]) -> Rules:
        read = RenaissanceTarot.info.read_option
        deal_size = read(options, "deal_size", object)  # "even" or 12, checked below
        talon_draw = read(options, "talon_draw", bool)
        three_hand = read(options, "three_hand_discard", bool)
        one_round = read(options, "one_round", bool)
        target = read(options, "target", int)
        if target < 0:
            raise ValueError(f"option 'target' must be a whole number >= 0, not {target!r}")
        if deal_size not in ("even", 12):
            raise ValueError(f"option 'deal_size' must be 'even' or 12, not {deal_size!r}")
        if three_hand and players != 3:
            raise ValueError("option 'three_hand_discard' is only for 3 players")
        if three_hand and talon_draw:
            raise ValueError("'three_hand_discard' and 'talon_draw' are different deals: choose one")
        if three_hand and deal_size == 12:
            raise ValueError("'three_hand_discard' deals 24/21/21: it cannot be combined with deal_size 12")
        if one_round and target:
            raise ValueError("'one_round' ends the match after one deal per player: leave 'target' at 0")
        if not one_round and not target:
            target = TALON_TARGET if talon_draw else STANDARD_TARGET
        return cls(
            players,
            12 if deal_size == 12 else 0,
            talon_draw,
            three_hand,
            read(options, "fool_any_card", bool),
            read(options, "fool_lead_free", bool),
            read(options, "per_card", bool),
            one_round,
            0 if one_round else target,
        )

    def hand_sizes(self, dealer: int) -> list[int]:
        n = self.players
        if self.three_hand:
            return [THREE_HAND_FIRST if s == (dealer + 1) % n else THREE_HAND_OTHERS for s in range(n)]
        if self.talon_draw or self.deal_size:
            return [TALON_HAND] * n
        return [len(TAROT) // n] * n

    def talon_size(self) -> int:
        """Cards to draw from (talon_draw): a multiple of the player count."""
        if not self.talon_draw:
            return 0
        rest = len(TAROT) - TALON_HAND * self.players
        return rest - rest % self.players

    def discard_order(self, dealer: int) -> list[int]:
        """Who discards, one entry per card (three_hand_discard)."""
        if not self.three_hand:
            return []
        first = (dealer + 1) % self.players
        return [first] * THREE_HAND_FIRST_DISCARDS + seats_from((dealer + 2) % self.players, self.players)[:2]


def _redacted(event: Event) -> Event:
    return cast("Event", {k: v for k, v in event.items() if k != "card"})


# For the type checker only: creating these TypedDicts at run time slows every page's engine start.
if TYPE_CHECKING:
    class RenaissanceTarotView(View):
        """The common keys, the match's options and the seat's own face-down discards."""

        options: dict[str, OptionValue]
        discards: list[str]

    class FoolDebt(TypedDict):
        owner: int
        creditor: int

    class RenaissanceTarotResult(DealResult):
        """A deal's result (the module docstring says what each key means)."""

        deal_no: int
        dealer: int
        tricks: list[int]
        cards_won: list[int]
        trick_points: list[int]
        card_points: list[int]
        fool_given: int | None

    class RenaissanceTarotPublic(TypedDict):
        """``public`` of a Renaissance Tarot view (the module docstring says what each key means)."""

        target: int | None
        one_round: bool
        fool_debt: FoolDebt | None
        talon: int
        set_aside: int
        discarded: list[int]
        won: list[list[str]]
        card_points: list[int]
        winners: list[int]


@register
class RenaissanceTarot(GameState):
    """A match of Taroty. Hands, won cards and piles are lists of Card singletons."""
    carried: ClassVar[Mapping[str, between.Reader]] = {
        "deal_no": between.count, "dealer": between.seat, "scores": between.points,
    }


    info = GameInfo(
        id=GAME_ID,
        name=words.NAME,
        tradition="marseille",
        deck=TAROT.id,
        players=(2, 3, 4, 5, 6),
        default_players=4,
        options=OPTIONS,
        summary=words.SUMMARY,
        rules=RULES,
        direction="cw",
    )
    unlisted_public: ClassVar[Mapping[str, str]] = {
        "one_round": "the match's length: the game page's option",
        "set_aside": "cards nobody gets: nobody sees them",
        "discarded": "how many each seat discarded face down: the rules fix it",
        "won": "each seat's won cards: its card points count them",
        "winners": "the match's summary names them",
    }

    rules: Rules
    options: dict[str, OptionValue]
    seed: str
    dealer: int
    deal_no: int
    phase: str
    hands: list[list[Card]]
    won: list[list[Card]]
    tricks: list[int]
    trick: Trick
    last: tuple[Trick, int] | None
    talon: list[Card]  # top of the talon last (drawn with pop)
    set_aside: list[Card]
    discards: list[list[Card]]
    discard_queue: list[int]
    debt: tuple[int, int] | None  # (Fool's owner, trick winner owed a card)
    log: EventLog
    results: list[DealResult]  # RenaissanceTarotResult
    scores: list[int]
    copied: ClassVar[Mapping[str, Copier]] = {
        "hands": EACH, "won": EACH, "tricks": COPY, "trick": COPY, "talon": COPY, "discards": EACH,
        "discard_queue": COPY, "log": COPY, "results": RECORDS, "scores": COPY,
        "options": SHARED, "set_aside": SHARED, "last": SHARED,  # set whole, then only read
    }

    # -- a match and its deals -------------------------------------------------
    @classmethod
    def new(cls, players: int, options: dict[str, OptionValue], seed: str, deal: Deal | None) -> RenaissanceTarot:
        rules = Rules.parse(players, options)
        st = blank(cls)
        st.rules = rules
        st.players = players
        st.options = dict(options)
        st.seed = seed
        st.dealer = cls.info.read_option(options, "dealer", int)
        st.deal_no = 0
        st.results = []
        st.scores = [0] * players
        if deal is not None:
            hands, stock = st._parse_deal(deal)
            st._start_deal(hands, stock)
        else:
            st._shuffle_and_deal()
        return st

    def _parse_deal(self, deal: Deal) -> tuple[list[list[Card]], list[Card]]:
        unknown = set(deal) - {"hands", "stock"}
        if unknown:
            raise ValueError(f"deal has unknown keys: {', '.join(sorted(unknown))} (expected hands, stock)")
        raw_hands = deal.get("hands")
        if not isinstance(raw_hands, list) or len(raw_hands) != self.players:
            raise ValueError(f"deal['hands'] must list {self.players} hands")
        sizes = self.rules.hand_sizes(self.dealer)
        try:
            hands = [TAROT.parse(h) for h in raw_hands]
            stock = TAROT.parse(deal.get("stock", []))
        except (IllegalAction, TypeError) as err:
            raise ValueError(f"deal holds something that is not a tarot card: {err}") from None
        for seat, (hand, size) in enumerate(zip(hands, sizes, strict=True)):
            if len(hand) != size:
                raise ValueError(f"hand {seat} must hold {size} cards, not {len(hand)}")
        every = [c for h in hands for c in h] + stock
        if len(every) != len(TAROT) or len(set(every)) != len(TAROT):
            raise ValueError("the deal must hold every one of the 78 cards exactly once (hands + stock)")
        return hands, stock

    def _shuffle_and_deal(self) -> None:
        pack = Rng(self.seed).derive(f"deal{self.deal_no}").shuffled(TAROT.cards)
        sizes = self.rules.hand_sizes(self.dealer)
        hands: list[list[Card]] = [[] for _ in range(self.players)]
        start = 0
        for seat in seats_from((self.dealer + 1) % self.players, self.players):
            hands[seat] = pack[start : start + sizes[seat]]
            start += sizes[seat]
        self._start_deal(hands, pack[start:])

    def _start_deal(self, hands: list[list[Card]], stock: list[Card]) -> None:
        n = self.players
        talon_size = self.rules.talon_size()
        self.hands = [list(h) for h in hands]
        self.talon = list(reversed(stock[:talon_size]))
        self.set_aside = list(stock[talon_size:])
        self.won = [[] for _ in range(n)]
        self.tricks = [0] * n
        self.discards = [[] for _ in range(n)]
        self.discard_queue = self.rules.discard_order(self.dealer)
        self.debt = None
        self.last = None
        first = (self.dealer + 1) % n
        self.trick = Trick(first)
        self.status = PLAYING
        self.phase = DISCARD_PHASE if self.discard_queue else PLAY_PHASE
        self.to_act = self.discard_queue[0] if self.discard_queue else first
        self.log = EventLog()
        self._public({"type": "deal", "dealer": self.dealer, "deal_no": self.deal_no})

    def next_deal(self) -> list[Event]:
        self.dealer = (self.dealer + 1) % self.players
        self.deal_no += 1
        self._shuffle_and_deal()
        return self.log.public()  # the new deal's first event

    # -- events ----------------------------------------------------------------
    def _public(self, event: Event) -> Event:
        return self.log.add(event)

    def _private(self, seat: int, event: Event) -> Event:
        self.log.add_secret(seat, _redacted(event), event)
        return event

    # -- decisions -------------------------------------------------------------
    def legal_actions(self) -> list[str]:
        seat = self.to_act
        if seat is None:
            return []
        if self.phase == DISCARD_PHASE:
            return [DISCARD[c] for c in self.hands[seat] if c not in UNDISCARDABLE]
        return [PLAY[c] for c in self.playable(seat)]

    def lead_suit(self) -> str | None:
        """The suit the next card must follow, "" when free, None when a Fool lead demands trumps."""
        cards = self.trick.cards
        if not cards:
            return ""
        if cards[0] is FOOL:
            if not self.rules.fool_lead_free:
                return None
            return cards[1].suit if len(cards) > 1 else ""
        return cards[0].suit

    def playable(self, seat: int) -> list[Card]:
        """The cards ``seat`` may play to the current trick."""
        hand = self.hands[seat]
        lead = self.lead_suit()
        if lead == "":
            return hand
        if lead is None:
            return [c for c in hand if c.suit == TRUMP] or hand
        follow = [c for c in hand if c.suit == lead]
        if not follow and lead != TRUMP:
            follow = [c for c in hand if c.suit == TRUMP]
        if not follow:
            return hand
        if FOOL in hand:
            follow.append(FOOL)
        return follow

    def explain(self, action: str) -> IllegalAction:
        parsed = ACTIONS.get(action) if isinstance(action, str) else None
        if parsed is None:
            verb, _, arg = action.partition(":") if isinstance(action, str) else ("", "", "")
            if verb in ("play", "discard") and arg not in TAROT.by_code:
                return words.no_tarot_card(arg)
            return not_an_action(action)
        verb, card = parsed
        if self.to_act is None:
            return nobody_to_act()
        if verb == "discard" and self.phase != DISCARD_PHASE:
            return words.nothing_to_discard()
        if verb == "play" and self.phase == DISCARD_PHASE:
            return words.discard_first()
        if card not in self.hands[self.to_act]:
            return words.not_held(card.code)
        if verb == "discard":
            return words.fool_kept() if card is FOOL else words.counting_cards_kept()
        lead = self.lead_suit()
        if lead is None:
            return words.trump_to_the_fool()
        if lead == TRUMP:
            return words.trump_to_a_trump()
        if any(c.suit == lead for c in self.hands[self.to_act]):
            return words.must_follow(lead)
        return words.must_trump(lead)

    def step(self, action: str) -> list[Event]:
        verb, card = ACTIONS[action]
        seat = self.to_act
        assert seat is not None
        if verb == "discard":
            return self._discard(seat, card)
        return self._play(seat, card)

    def _discard(self, seat: int, card: Card) -> list[Event]:
        self.hands[seat].remove(card)
        self.discards[seat].append(card)
        self.discard_queue.pop(0)
        event = self._private(seat, {"type": "discard", "seat": seat, "card": card.code})
        if self.discard_queue:
            self.to_act = self.discard_queue[0]
        else:
            self.phase = PLAY_PHASE
            self.to_act = self.trick.leader
        return [event]

    def _play(self, seat: int, card: Card) -> list[Event]:
        self.hands[seat].remove(card)
        trick = self.trick
        trick.add(seat, card)
        events = [self._public({"type": "play", "seat": seat, "card": card.code})]
        if len(trick.cards) < self.players:
            self.to_act = (seat + 1) % self.players
            return events
        winner = self.trick_winner(trick)
        events.append(self._public({"type": "trick", **trick.to_json(winner)}))
        self.tricks[winner] += 1
        taken = self.won[winner]
        for s, c in zip(trick.seats, trick.cards, strict=True):
            if c is FOOL:
                self.won[s].append(FOOL)
                self.debt = (s, winner)
                events.append(self._public({"type": "fool", "seat": s, "creditor": winner}))
            else:
                taken.append(c)
        if self.debt is not None:
            self._pay_debt(events)
        self.last = (trick, winner)
        if self.talon:
            for s in seats_from(winner, self.players):
                drawn = self.talon.pop()
                self.hands[s].append(drawn)
                events.append(self._private(s, {"type": "draw", "seat": s, "card": drawn.code}))
        self.trick = Trick(winner)
        if self.hands[winner]:
            self.to_act = winner
        else:
            events.extend(self._score_deal())
        return events

    def trick_winner(self, trick: Trick) -> int:
        """The highest trump, else the highest card of the first non-Fool card's suit."""
        lead = ""
        best_seat, best = -1, -1
        for s, c in zip(trick.seats, trick.cards, strict=True):
            if c is FOOL:
                continue
            if not lead:
                lead = c.suit
            if c.suit == TRUMP or c.suit == lead:
                v = STRENGTH[c]
                if v > best:
                    best_seat, best = s, v
        return best_seat

    def _pay_debt(self, events: list[Event]) -> None:
        """The Fool's owner gives the least valuable eligible won card, if he has one."""
        assert self.debt is not None
        owner, creditor = self.debt
        if self.rules.fool_any_card:
            eligible = [c for c in self.won[owner] if c is not FOOL]
        else:
            eligible = [c for c in self.won[owner] if c in COUNTING]
        if not eligible:
            return
        card = min(eligible, key=GIVE_ORDER.__getitem__)
        self.won[owner].remove(card)
        self.won[creditor].append(card)
        self.debt = None
        events.append(self._public({"type": "fool_payment", "seat": owner, "to": creditor, "card": card.code}))

    # -- scoring ---------------------------------------------------------------
    def _score_deal(self) -> list[Event]:
        n = self.players
        events: list[Event] = []
        fool_given = self.debt
        if fool_given is not None:
            owner, creditor = fool_given
            self.won[owner].remove(FOOL)
            self.won[creditor].append(FOOL)
            self.debt = None
            events.append(self._public({"type": "fool_payment", "seat": owner, "to": creditor, "card": FOOL.code}))
        played = sum(self.tricks)  # every seat played one card per trick
        cards_won = [len(w) for w in self.won]
        trick_points = [cards_won[s] - played for s in range(n)] if self.rules.per_card else list(self.tricks)
        card_points = [sum(POINTS[c] for c in w) for w in self.won]
        scores = [trick_points[s] + card_points[s] for s in range(n)]
        for s in range(n):
            self.scores[s] += scores[s]
        over = self._match_over()
        winners = self.match_winners() if over else []
        result: RenaissanceTarotResult = {
            "deal_no": self.deal_no,
            "dealer": self.dealer,
            "tricks": list(self.tricks),
            "cards_won": cards_won,
            "trick_points": trick_points,
            "card_points": card_points,
            "scores": scores,
            "fool_given": fool_given[0] if fool_given else None,
        }
        self.record(result, partial(
            words.summary, self.rules.per_card, cards_won, trick_points, played, card_points, scores, fool_given,
            winners, self.scores[winners[0]] if winners else 0,
        ))
        events.append(self._public({"type": "deal_over", "scores": scores}))
        self.to_act = None
        self.phase = DONE_PHASE
        if over:
            self.status = MATCH_OVER
            events.append(self._public({"type": "match_over", "winners": winners, "totals": self.totals()}))
        else:
            self.status = DEAL_OVER
        return events

    def _match_over(self) -> bool:
        if self.rules.one_round:
            return self.deal_no + 1 >= self.players
        return max(self.scores) >= self.rules.target

    def match_winners(self) -> list[int]:
        """Seats with the highest total (equal totals share the win)."""
        top = max(self.scores)
        return [s for s in range(self.players) if self.scores[s] == top]

    def totals(self) -> list[float]:
        return [t for t in self.scores]

    # -- observation -------------------------------------------------------------
    def zones(self) -> dict[str, list[Card]]:
        return {
            **seat_zones(hand=self.hands, won=self.won, discards=self.discards),
            "trick": list(self.trick.cards),
            "talon": list(self.talon),
            "set_aside": list(self.set_aside),
        }

    def _prompt(self, seat: int) -> Text | None:
        if self.status == MATCH_OVER:
            return words.MATCH_OVER
        if self.status == DEAL_OVER:
            return words.DEAL_OVER
        actor = self.to_act
        assert actor is not None
        if seat != actor:
            return words.waiting_for(actor)
        if self.phase == DISCARD_PHASE:
            return words.discard_without_points(self.discard_queue.count(actor))
        if self.lead_suit() is None:
            return words.FOOL_LED
        if not self.trick.cards:
            return words.YOUR_LEAD
        return words.PLAY_A_CARD

    def view(self, seat: int) -> View:
        debt = self.debt
        public: RenaissanceTarotPublic = {
            "target": self.rules.target or None,
            "one_round": self.rules.one_round,
            "fool_debt": {"owner": debt[0], "creditor": debt[1]} if debt else None,
            "talon": len(self.talon),
            "set_aside": len(self.set_aside),
            "discarded": [len(d) for d in self.discards],
            "won": [display_codes(w) for w in self.won],
            "card_points": [sum(POINTS[c] for c in w) for w in self.won],
            "winners": self.match_winners() if self.status == MATCH_OVER else [],
        }
        view = self.common_view(
            seat,
            dealer=self.dealer,
            deal_no=self.deal_no,
            phase=self.phase,
            prompt=self._prompt(seat),
            hand=display_codes(self.hands[seat]),
            hands=self.hands,
            trick=self.trick.to_json(),
            last_trick=self.last[0].to_json(self.last[1]) if self.last else None,
            tricks_won=self.tricks,
            public=public,
            events=self.log.visible_to(seat),
        )
        own: RenaissanceTarotView = {
            **view, "options": dict(self.options), "discards": display_codes(self.discards[seat])
        }
        return self.described(own)

    @classmethod
    def describe(cls, view: View) -> Display:
        return words.describe(view)

    # -- rebuilding a world from a view (core/rebuild.py) ----------------------
    @classmethod
    def deal_unseen(cls, view: View, rng: Rng) -> World:
        """The other hands, the talon, the cards set aside and others' discards, within what the seat saw."""
        seat, n, public = view["seat"], view["players"], view["public"]
        own = cast("RenaissanceTarotView", view)  # a view this game made
        card = TAROT.by_code  # the view's codes are the game's own: no need to check them
        own_hand, own_discards = [card[c] for c in view["hand"]], [card[c] for c in own["discards"]]
        won = [[card[c] for c in w] for w in public["won"]]
        discarded: list[int] = public["discarded"]
        knows = revealed(view["events"], n, own["options"].get("fool_lead_free", False) is True)
        in_trick = [TAROT.by_code[e["card"]] for e in view["trick"]["cards"]]
        knows.saw([*own_hand, *own_discards, *in_trick, *(c for w in won for c in w)])
        holes = {"talon": Hole(public["talon"]), "set_aside": Hole(public["set_aside"])}
        holes |= {f"discards{s}": Hole(discarded[s], _discardable) for s in range(n) if s != seat and discarded[s]}
        hands, piles = deal_world(view, TAROT, knows, rng, own_hand, knows.hole_test, holes)
        return World(hands, seat_zones(won=won, discards=[own_discards if s == seat else [] for s in range(n)]) | piles)

    @classmethod
    def replay_start(cls, view: View, world: World) -> tuple[RenaissanceTarot, Iterator[str]]:
        """Dealt from the hands then; another seat drew the cards of its hand now, then cards it played since."""
        n, events = view["players"], view["events"]
        moves = card_moves(events, TAROT, {s: world.piles[f"discards{s}"] for s in range(n)})
        hands = hands_at_start(world, moves)
        could_draw = [list(h) for h in world.hands]  # what each seat may have drawn, from its last draw back
        drawn: list[Card] = []
        for event in reversed(events):
            if event["type"] == "play":
                could_draw[event["seat"]].append(TAROT.by_code[event["card"]])
            elif event["type"] == "draw":
                code = event.get("card")
                card = TAROT.by_code[code] if isinstance(code, str) else could_draw[event["seat"]].pop()
                hands[event["seat"]].remove(card)
                drawn.append(card)
        st = cls.__new__(cls)
        st._resume(view)
        st._start_deal(hands, [*reversed(drawn), *reversed(world.piles["talon"]), *world.piles["set_aside"]])
        return st, shown_actions(st, view, moves)

    def _resume(self, view: View) -> None:
        """The match as the view shows it, before its deal."""
        self.options = dict(cast("RenaissanceTarotView", view)["options"])
        self.players = view["players"]
        self.rules = Rules.parse(self.players, self.options)
        self.seed = f"{GAME_ID}/sample/{view['deal_no']}"
        self.dealer = view["dealer"]
        self.deal_no = view["deal_no"]
        self.results, totals = before_the_deal(view)
        self.scores = [int(t) for t in totals]  # whole points

    def place(self, world: World) -> None:
        """The hands, the talon, the cards set aside and every seat's discards."""
        self.hands, self.talon, self.set_aside = world.hands, world.piles["talon"], world.piles["set_aside"]
        self.discards = [world.piles[f"discards{s}"] for s in range(self.players)]


def _discardable(card: Card) -> bool:
    return card not in UNDISCARDABLE


def display_codes(cards: Iterable[Card]) -> list[str]:
    """Codes sorted for display: cups, coins, swords, batons (high first), trumps T21..T1, the Fool."""
    return codes(sorted(cards, key=DISPLAY.__getitem__))


def revealed(events: Sequence[Event], players: int, fool_lead_free: bool) -> Knowledge:
    """The suits (and "T") each seat has shown it lacks since it last drew from the talon."""
    knows = Knowledge(players)
    trick: list[Card] = []
    for ev in events:
        if ev["type"] == "play":
            card = TAROT.by_code[ev["card"]]
            lead: str | None = None
            if trick and card is not FOOL:
                if trick[0] is FOOL:
                    lead = trick[1].suit if fool_lead_free and len(trick) > 1 else (None if fool_lead_free else TRUMP)
                else:
                    lead = trick[0].suit
            knows.played(ev["seat"], card, lead, TRUMP)
            trick.append(card)
        elif ev["type"] == "trick":
            trick = []
        elif ev["type"] == "draw":
            knows.drew(ev["seat"])
    return knows
