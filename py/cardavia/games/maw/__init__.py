"""Maw (docs/rules/maw.md): five cards, a chip pot, three tricks take it.

Choices where the rules leave room (documented for players too):
- Spoil Five (``rules: "spoil_five"``) is the whole *historical* reading of the
  rules file: its card order, its following rule, robbing only by the holder of
  the trump Ace, and jinking. The ``robbing`` and ``jinking`` options add those
  two historical rules to the source's Maw on their own.
- Reneging: only the 5 of trumps, the Jack of trumps and the Ace of cups may
  renege, in both readings (the rules name these three); the trump Ace ranks
  fourth in Spoil Five but must answer a trump lead like any lower trump.
- Taking the turned card: ``take:<card>`` names the card discarded face down
  from the hand (not the turned card itself). A dealer who passes the turned
  Ace before the lead may still take it at his turn in the first trick, like
  anyone else ("each player ... once it is still there"). With the historical
  robbing, only the holder of the trump Ace may take it (the dealer when the Ace
  is turned), at his turn in the first trick.
- All five tricks are played (nobody can claim early), so ``tricks`` always sums
  to five — except that a jinking winner who stops ends the deal at once.
  Jinking is offered only to a player who has taken each of the first three
  tricks: only he can still go on for all five.
- Ante and drop-outs: every player still in puts one chip into the pot at each
  deal. A player who has no chips when a new pot starts drops out for good: he
  gets no cards, never deals and is skipped in play (``public.out``). While a
  spoiled pot is carried over, everybody who played for it stays in (anteing
  only if he still has a chip), so that pot can still be won.
- Paying: the five-trick bonus is one chip from each other player; a player
  without a chip left pays nothing.
- The match: every player deals ``deals_each`` times (default twice; counted
  over the seats at the start, spoiled deals included), then it is over. A pot
  spoiled in the last deal stays unwon (the summary says so). It also ends
  earlier once fewer than two players have chips and no pot is waiting.

``public`` in the view: ``turned`` (code), ``trump`` (suit letter), ``taken_by``
(seat or null), ``dealer_passed``, ``top_trumps`` (the protected trumps, best
first), ``pot``, ``chips`` (per seat), ``in_deal`` and ``out`` (seats),
``jinker`` (seat going on for five, or null), ``deals_scheduled`` and
``options``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from functools import partial
from typing import TYPE_CHECKING, ClassVar, TypedDict, cast

from ...core import between
from ...core.cards import PACK52, SUITS, Card
from ...core.errors import IllegalAction, nobody_to_act, not_an_action, not_in_hand
from ...core.events import EventLog
from ...core.knowledge import Knowledge
from ...core.protocol import DEAL_OVER, MATCH_OVER, PLAYING, Choice, Deal, GameInfo, Option, OptionValue, dealer_option
from ...core.rebuild import World, before_the_deal, card_moves, deal_world, hands_at_start, shown_actions, tricks_seen
from ...core.registry import register
from ...core.rng import Rng
from ...core.sampling import Hole
from ...core.state import COPY, SHARED, Copier, blank
from ..pack52 import (
    PackTricks,
    parse_deal,
    sort_for_display,
    waiting_for,
)
from . import words
from .rules import RULES

if TYPE_CHECKING:
    from ...core.display import Display
    from ...core.events import Event, TakeEvent
    from ...core.protocol import DealResult, View
    from ...core.rebuild import Spelling
    from ...core.text import Text

SOURCE = "source"
SPOIL_FIVE = "spoil_five"
ANYONE = "anyone"
TRUMP_ACE = "trump_ace"

HAND_SIZE = 5
TRICKS = 5
TO_WIN = 3
STAKE = 1  # chips each player antes per deal; also the five-trick bonus

TAKE = "take"  # the dealer decides on a turned Ace
PLAY = "play"
JINK = "jink"
DONE = "done"
# The action each kind of event shows, besides the card actions (the rebuild's replay, core/rebuild.py).
ACTION_OF_EVENT: Spelling = {"pass": "pass", "jink": lambda e: "go_on" if e["go_on"] else "stop"}

RED = ("C", "D")
UP = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10")
# Plain-suit orders, highest first: (red, black).
PLAIN_ORDERS = {
    SOURCE: (("K", "Q", "J", *UP), ("K", "Q", "J", *reversed(UP))),
    SPOIL_FIVE: (("K", "Q", "J", *reversed(UP)), ("K", "Q", "J", "A", *UP[1:])),
}
ACE_OF_CUPS = PACK52.card("CA")
TRUMP_SUIT = "T"  # the effective suit of every trump (the Ace of cups included)


class Ranks:
    """Card strengths for one rule set and trump suit (built once, shared)."""

    __slots__ = ("in_trick", "protected", "strength", "suit_of", "trump", "trump_ace")

    def __init__(self, rules: str, trump: str) -> None:
        self.trump = trump
        self.trump_ace = PACK52.card(trump + "A")
        top = [PACK52.card(trump + "5"), PACK52.card(trump + "J"), ACE_OF_CUPS]
        self.protected: tuple[Card, ...] = tuple(top)  # they may renege to a lower trump lead
        if rules == SPOIL_FIVE and self.trump_ace not in top:
            top.append(self.trump_ace)  # fourth trump, but not protected
        plain: dict[Card, int] = {}
        for suit in SUITS:
            order = PLAIN_ORDERS[rules][0 if suit in RED else 1]
            for i, rank in enumerate(order):
                plain[PACK52.card(suit + rank)] = len(order) - i
        trumps = top + sorted((c for c in PACK52.cards if c.suit == trump and c not in top), key=lambda c: -plain[c])
        self.strength = dict(plain)
        for i, card in enumerate(trumps):
            self.strength[card] = 100 + len(trumps) - i
        trump_set = set(trumps)
        self.suit_of = {c: (TRUMP_SUIT if c in trump_set else c.suit) for c in PACK52.cards}
        # Strength in a trick by the led (effective) suit: cards neither of it nor trumps count nothing.
        self.in_trick = {
            led: {c: (v if self.suit_of[c] in (led, TRUMP_SUIT) else -1) for c, v in self.strength.items()}
            for led in (*SUITS, TRUMP_SUIT)
        }

    def is_trump(self, card: Card) -> bool:
        return self.suit_of[card] == TRUMP_SUIT


RANKS = {(rules, trump): Ranks(rules, trump) for rules in PLAIN_ORDERS for trump in SUITS}


def legal_cards(hand: list[Card], lead: Card | None, ranks: Ranks, rules: str) -> list[Card]:
    """The cards ``hand`` may play to a trick led by ``lead`` (None: leading)."""
    if lead is None:
        return hand
    suit_of = ranks.suit_of
    led = suit_of[lead]
    trumps = [c for c in hand if suit_of[c] == TRUMP_SUIT]
    if led == TRUMP_SUIT:
        if not trumps:
            return hand
        floor = ranks.strength[lead]
        protected = ranks.protected
        strength = ranks.strength
        if all(c in protected and strength[c] > floor for c in trumps):
            return hand  # reneging: only protected trumps, led to by a lower trump
        return trumps
    follow = [c for c in hand if suit_of[c] == led]
    if follow:
        return follow + trumps
    if trumps and rules == SOURCE:
        return trumps
    return hand


OPTIONS = (
    dealer_option(),
    Option("start_chips", words.START_CHIPS, 20, minimum=1, maximum=200, help=words.START_CHIPS_HELP),
    Option("deals_each", words.DEALS_EACH, 2, minimum=1, maximum=10, help=words.DEALS_EACH_HELP),
    Option(
        "rules",
        words.CARD_ORDER,
        SOURCE,
        choices=(Choice(SOURCE, words.CARD_ORDER_SOURCE), Choice(SPOIL_FIVE, words.CARD_ORDER_SPOIL_FIVE)),
        historical=True,
        help=words.CARD_ORDER_HELP,
    ),
    Option(
        "robbing",
        words.ROBBING,
        ANYONE,
        choices=(Choice(ANYONE, words.ROBBING_ANYONE), Choice(TRUMP_ACE, words.ROBBING_TRUMP_ACE)),
        historical=True,
        help=words.ROBBING_HELP,
    ),
    Option(
        "jinking",
        words.JINKING,
        False,
        choices=(Choice(False, words.JINKING_NO), Choice(True, words.JINKING_YES)),
        historical=True,
        help=words.JINKING_HELP,
    ),
)


# For the type checker only: creating these TypedDicts at run time slows every page's engine start.
if TYPE_CHECKING:
    class MawResult(DealResult):
        """A deal's result: tricks per seat, who took the pot (None: nobody, it stays), the pot, jinked."""

        tricks: list[int]
        winner: int | None
        pot: int
        jinked: bool

    class MawPublic(TypedDict):
        """``public`` of a Maw view (the module docstring says what each key means)."""

        turned: str
        trump: str
        taken_by: int | None
        dealer_passed: bool
        top_trumps: list[str]
        pot: int
        chips: list[int]
        in_deal: list[int]
        out: list[int]
        jinker: int | None
        deals_scheduled: int
        options: dict[str, OptionValue]


@register
class Maw(PackTricks):
    carried: ClassVar[Mapping[str, between.Reader]] = {
        "deal_no": between.count, "dealer": between.seat, "chips": between.counts, "pot": between.count,
        "in_deal": between.seats,
    }
    info: ClassVar[GameInfo] = GameInfo(
        id="maw",
        name=words.NAME,
        tradition="renaissance52",
        deck="pack52",
        players=(3, 4, 5, 6),
        default_players=4,
        options=OPTIONS,
        summary=words.SUMMARY,
        rules=RULES,
        score_unit=words.SCORE_UNIT,
    )
    unlisted_public: ClassVar[Mapping[str, str]] = {
        "dealer_passed": "the prompt says when the dealer may still take the Ace",
        "chips": "the seats' totals",
        "in_deal": "the seats out are tagged",
        "deals_scheduled": "the match's length: the game page's option",
        "options": "the game page's options",
    }

    options: dict[str, OptionValue]
    rules: str
    robbing: str
    jinking: bool
    seed: str
    chips: list[int]
    chips_before: list[int]
    pot: int
    deals_scheduled: int
    in_deal: list[int]
    turned: Card
    stock: list[Card]
    ranks: Ranks
    taken_by: int | None
    discard: Card | None
    dealer_passed: bool
    jinker: int | None
    copied: ClassVar[Mapping[str, Copier]] = {
        "chips": COPY, "in_deal": COPY, "chips_before": COPY, "stock": COPY,
        "options": SHARED, "ranks": SHARED,  # set whole, then only read
    }

    # -- the match ------------------------------------------------------------
    @classmethod
    def new(cls, players: int, options: dict[str, OptionValue], seed: str, deal: Deal | None) -> Maw:
        self = blank(cls)
        self.players = players
        self._read_rules(options)
        self.seed = seed
        read = cls.info.read_option
        start = read(options, "start_chips", int)
        self.chips = [start] * players
        self.pot = 0
        self.deals_scheduled = read(options, "deals_each", int) * players
        self.deal_no = 0
        self.dealer = read(options, "dealer", int)
        self.in_deal = list(range(players))
        self.results = []
        fixed = parse_deal(deal, players, HAND_SIZE, "stock") if deal is not None else None
        self._start_deal(fixed)
        return self

    def _read_rules(self, options: dict[str, OptionValue]) -> None:
        """The rule set; Spoil Five brings its own robbing and jinking."""
        read = self.info.read_option
        self.options = dict(options)
        self.rules = read(options, "rules", str)
        spoil_five = self.rules == SPOIL_FIVE
        self.robbing = TRUMP_ACE if spoil_five else read(options, "robbing", str)
        self.jinking = spoil_five or read(options, "jinking", bool)

    def carry_on(self, body: object) -> list[Event]:
        """As every game, and the match must be one a deal could leave: no chip made or lost, two players left."""
        events = super().carry_on(body)
        start = int(self.options["start_chips"])
        if sum(self.chips) + self.pot != start * self.players or len(self.in_deal) < 2:
            raise ValueError("the carried match is not one a deal of Maw can leave")
        return events

    def next_deal(self) -> list[Event]:
        self.deal_no += 1
        if self.pot == 0:
            self.in_deal = [s for s in range(self.players) if self.chips[s] > 0]
        self.dealer = self._next_in_deal(self.dealer)
        return self._start_deal(None)

    def _next_in_deal(self, seat: int) -> int:
        """The next seat after ``seat`` (in or out) that plays this deal."""
        for k in range(1, self.players + 1):
            s = (seat + k) % self.players
            if s in self.in_deal:
                return s
        raise AssertionError("nobody plays this deal")

    def _start_deal(self, fixed: tuple[list[list[Card]], list[Card]] | None) -> list[Event]:
        n = self.players
        self.log = EventLog()
        self.chips_before = list(self.chips)
        events = [self.log.add({"type": "deal", "dealer": self.dealer})]
        anted = [s for s in self.in_deal if self.chips[s] >= STAKE]
        for s in anted:
            self.chips[s] -= STAKE
        self.pot += STAKE * len(anted)
        events.append(self.log.add({"type": "ante", "seats": anted, "pot": self.pot}))
        self.hands = [[] for _ in range(n)]
        if fixed is not None:
            self.hands = [list(h) for h in fixed[0]]
            pile = list(fixed[1])
        else:
            pile = Rng(self.seed).derive(f"deal{self.deal_no}").shuffled(PACK52.cards)
            order = [self._next_in_deal(self.dealer)]
            while len(order) < len(self.in_deal):
                order.append(self._next_in_deal(order[-1]))
            for packet in (2, 3):
                for s in order:
                    self.hands[s].extend(pile[:packet])
                    del pile[:packet]
        self.turned = pile[0]
        self.stock = pile[1:]
        self.ranks = RANKS[(self.rules, self.turned.suit)]
        self.taken_by = None
        self.discard: Card | None = None
        self.dealer_passed = False
        self.jinker = None
        self._start_tricks(self._next_in_deal(self.dealer))
        self.status = PLAYING
        events.append(self.log.add({"type": "turn", "card": self.turned.code, "trump": self.turned.suit}))
        if self.turned.rank == "A":
            self.phase = TAKE
            self.to_act = self.dealer
        else:
            self.phase = PLAY
            self.to_act = self.trick.leader
        return events

    # -- decisions ------------------------------------------------------------
    def may_take(self, seat: int) -> bool:
        """Whether ``seat`` may take the turned card now (before playing to the first trick)."""
        if self.taken_by is not None or self.phase == JINK:
            return False
        if self.phase == TAKE:
            return True
        if self.last_trick is not None:
            return False
        if self.robbing == ANYONE:
            return True
        trump_ace = self.ranks.trump_ace
        return seat == self.dealer if self.turned is trump_ace else trump_ace in self.hands[seat]

    def legal_actions(self) -> list[str]:
        seat = self.to_act
        if seat is None:
            return []
        if self.phase == JINK:
            return ["go_on", "stop"]
        hand = self.hands[seat]
        takes = ["take:" + c.code for c in hand] if self.may_take(seat) else []
        if self.phase == TAKE:
            return ["pass", *takes]
        lead = self.trick.cards[0] if self.trick.cards else None
        return ["play:" + c.code for c in legal_cards(hand, lead, self.ranks, self.rules)] + takes

    def step(self, action: str) -> list[Event]:
        seat = self.to_act
        assert seat is not None
        verb, _, arg = action.partition(":")
        if verb == "play":
            return self._play(seat, PACK52.by_code[arg])
        if verb == "take":
            discard = PACK52.by_code[arg]
            hand = self.hands[seat]
            hand.remove(discard)
            hand.append(self.turned)
            self.discard = discard
            self.taken_by = seat
            public: TakeEvent = {"type": "take", "seat": seat, "card": self.turned.code}
            private: TakeEvent = {**public, "discard": discard.code}
            self.log.add_secret(seat, public, private)
            event: Event = public
            if self.phase == TAKE:
                self.phase = PLAY
                self.to_act = self.trick.leader
            return [event]
        if verb == "pass":
            self.dealer_passed = True
            self.phase = PLAY
            self.to_act = self.trick.leader
            return [self.log.add({"type": "pass", "seat": seat})]
        if verb == "go_on":
            self.jinker = seat
            self.phase = PLAY
            return [self.log.add({"type": "jink", "seat": seat, "go_on": True})]
        # stop
        events = [self.log.add({"type": "jink", "seat": seat, "go_on": False})]
        return events + self._score_deal()  # the pot winner: he took the first three tricks

    def _play(self, seat: int, card: Card) -> list[Event]:
        event = self._play_card(seat, card)
        trick = self.trick
        if len(trick) < len(self.in_deal):
            self.to_act = self._next_in_deal(seat)
            return [event]
        winner, taken = self._close_trick(self.ranks.in_trick[self.ranks.suit_of[trick.cards[0]]])
        return [event, taken, *self._after_trick(winner)]

    def _after_trick(self, winner: int) -> list[Event]:
        """Five tricks settle the deal; with jinking, three straight tricks ask to stop or go on."""
        done = sum(self.tricks_won)
        if done == TRICKS:
            return self._score_deal()
        if self.jinking and self.jinker is None and self.tricks_won[winner] == TO_WIN == done:
            self.phase = JINK
        return []

    def _pot_winner(self) -> int | None:
        """Who has three tricks (a jinker needs all five), or None: the deal is spoiled."""
        if self.jinker is not None:
            return self.jinker if self.tricks_won[self.jinker] == TRICKS else None
        best = max(range(self.players), key=self.tricks_won.__getitem__)
        return best if self.tricks_won[best] >= TO_WIN else None

    # -- result ---------------------------------------------------------------
    def _score_deal(self) -> list[Event]:
        winner = self._pot_winner()
        pot = self.pot
        taken = 0
        paid: int | None = None  # what the others paid a winner of all five tricks
        if winner is not None:
            taken = self.tricks_won[winner]
            self.chips[winner] += pot
            self.pot = 0
            if taken == TRICKS:
                paid = 0
                for s in self.in_deal:
                    if s != winner:
                        pay = min(STAKE, self.chips[s])
                        self.chips[s] -= pay
                        paid += pay
                self.chips[winner] += paid
        scores = [self.chips[s] - self.chips_before[s] for s in range(self.players)]
        in_match = sum(1 for c in self.chips if c > 0)
        over = self.deal_no + 1 >= self.deals_scheduled or (self.pot == 0 and in_match < 2)
        top = max(self.chips)
        leaders = [s for s in range(self.players) if self.chips[s] == top] if over else []
        out = [s for s in self.in_deal if self.chips[s] == 0] if winner is not None and not over else []
        result: MawResult = {
            "tricks": list(self.tricks_won),
            "winner": winner,
            "pot": pot,
            "scores": scores,
            "jinked": self.jinker is not None,
        }
        self.record(result, partial(words.summary, winner, pot, taken, paid, self.jinker, out, leaders, top))
        self.phase = DONE
        self.to_act = None
        self.status = MATCH_OVER if over else DEAL_OVER
        return [self.log.add({"type": "deal_over", "scores": scores, "winner": winner})]

    def start_totals(self) -> list[float]:
        return [float(self.info.read_option(self.options, "start_chips", int))] * self.players

    def totals(self) -> list[float]:
        out: list[float] = list(self.chips)
        return out

    # -- why not --------------------------------------------------------------
    def explain(self, action: str) -> IllegalAction:
        verb, _, arg = action.partition(":")
        seat = self.to_act
        if seat is None:
            return nobody_to_act()
        if verb in ("play", "take"):
            card = PACK52.card(arg)  # raises for a code that is no card
            if verb == "take" and card is self.turned:
                return words.name_the_discard()
            if card not in self.hands[seat]:
                return not_in_hand(card.code)
        if self.phase == JINK and verb != "go_on" and verb != "stop":
            return words.stop_or_go_on()
        if verb == "play":
            if self.phase == TAKE:
                return words.take_or_leave_first()
            return self._why_not_card(seat, PACK52.by_code[arg])
        if verb == "take":
            return self._why_not_take(seat)
        if verb == "pass":
            return words.only_the_dealer_passes()
        if verb in ("stop", "go_on"):
            return words.jink_after_three_tricks() if self.jinking else words.no_jinking()
        return not_an_action(action, "Maw")

    def _why_not_card(self, seat: int, card: Card) -> IllegalAction:
        ranks = self.ranks
        lead = self.trick.cards[0]
        led = ranks.suit_of[lead]
        if led == TRUMP_SUIT:
            return words.answer_the_trump()
        if any(ranks.suit_of[c] == led for c in self.hands[seat]):
            return words.follow_or_trump(led)
        return words.must_trump(led)

    def _why_not_take(self, seat: int) -> IllegalAction:
        if self.taken_by is not None:
            return words.already_taken()
        if self.last_trick is not None:
            return words.first_trick_only()
        if self.turned is self.ranks.trump_ace:
            return words.only_the_dealer_takes_the_ace()
        return words.only_the_ace_holder_takes()

    # -- what a seat sees -----------------------------------------------------
    def view(self, seat: int) -> View:
        public: MawPublic = {
            "turned": self.turned.code,
            "trump": self.ranks.trump,
            "taken_by": self.taken_by,
            "dealer_passed": self.dealer_passed,
            "top_trumps": [c.code for c in self.ranks.protected],
            "pot": self.pot,
            "chips": list(self.chips),
            "in_deal": list(self.in_deal),
            "out": [s for s in range(self.players) if s not in self.in_deal],
            "jinker": self.jinker,
            "deals_scheduled": self.deals_scheduled,
            "options": dict(self.options),
        }
        return self.described(self._table_view(
            seat,
            prompt=self._prompt(seat),
            label=words.LABELS.__getitem__,
            hand=sort_for_display(self.hands[seat], self.ranks.is_trump, self.ranks.strength),
            public=public,
        ))

    @classmethod
    def describe(cls, view: View) -> Display:
        return words.describe(view)

    def _prompt(self, seat: int) -> Text | None:
        to_act = self.to_act
        if to_act is None:
            return None
        if seat != to_act:
            return waiting_for(to_act)
        if self.phase == TAKE:
            return words.TAKE_THE_ACE
        if self.phase == JINK:
            return words.STOP_OR_GO_ON
        if self.may_take(seat):
            return words.PLAY_OR_TAKE
        return words.PLAY_A_CARD

    # -- zones, resampling ---------------------------------------------------
    def zones(self) -> dict[str, list[Card]]:
        out = self._trick_zones()
        out["stock"] = list(self.stock)
        out["turned"] = [self.turned] if self.taken_by is None else []
        out["discard"] = [self.discard] if self.discard is not None else []
        return out

    # -- rebuilding a world from a view (core/rebuild.py) ----------------------
    @classmethod
    def deal_unseen(cls, view: View, rng: Rng) -> World:
        """The other hands, the stock and a hidden discard, within what the seat saw (voids, protected trumps)."""
        seat, public, n = view["seat"], view["public"], view["players"]
        rules = str(public["options"]["rules"])
        ranks = RANKS[(rules, public["trump"])]
        turned = PACK52.by_code[public["turned"]]
        in_deal = public["in_deal"]
        hand = PACK52.parse(view["hand"])
        allowed_trumps: list[set[Card] | None] = [None] * n
        knows = Knowledge(n, hand)
        void = knows.void  # by Maw's suits (the Ace of cups is a trump), so kept here, not by ``knows.played``
        discard = [PACK52.by_code[e["discard"]] for e in view["events"] if e["type"] == "take" and "discard" in e]
        tricks = tricks_seen(view, PACK52)
        for cards in tricks:
            lead = cards[0][1]
            led = ranks.suit_of[lead]
            for s, card in cards[1:]:
                suit = ranks.suit_of[card]
                if suit in (led, TRUMP_SUIT):
                    continue
                if led == TRUMP_SUIT:
                    floor = ranks.strength[lead]
                    may = {p for p in ranks.protected if ranks.strength[p] > floor}
                else:
                    void[s].add(led)
                    if rules == SPOIL_FIVE:
                        continue
                    may = set()
                held = allowed_trumps[s]
                allowed_trumps[s] = may if held is None else held & may

        played = {c for cards in tricks for _, c in cards}
        knows.saw([*played, turned, *discard])
        holder = public["taken_by"]
        turned_holder = holder if holder is not None and holder != seat and turned not in played else None
        hidden = knows.unseen(PACK52.cards)

        def accepts(s: int) -> Callable[[Card], bool]:
            trumps, gone, suit_of = allowed_trumps[s], void[s], ranks.suit_of
            return lambda c: (trumps is None or c in trumps) if suit_of[c] == TRUMP_SUIT else suit_of[c] not in gone

        discard_hidden = holder is not None and holder != seat
        piles = {"discard": Hole(1)} if discard_hidden else {}
        piles["stock"] = Hole(52 - HAND_SIZE * len(in_deal) - 1)
        # Historical robbing: the taker has shown the trump Ace (in his hand, or discarded).
        trump_ace = ranks.trump_ace
        robbing = TRUMP_ACE if rules == SPOIL_FIVE else str(public["options"]["robbing"])
        shown = robbing == TRUMP_ACE and turned is not trump_ace and trump_ace in hidden
        marked = [trump_ace] if discard_hidden and shown else []
        taken = {turned_holder: [turned]} if turned_holder is not None else {}
        hands, dealt = deal_world(view, PACK52, knows, rng, hand, accepts, piles, seats=in_deal, held=taken,
                                  marked=marked, marked_to=(holder, "discard"))
        if turned_holder is not None:  # the taker's hand ends with the turned card
            hands[turned_holder].append(hands[turned_holder].pop(0))
        return World(hands, {"stock": dealt["stock"], "discard": dealt.get("discard", discard)}, tricks)

    @classmethod
    def replay_start(cls, view: View, world: World) -> tuple[Maw, Iterator[str]]:
        """Dealt from the hands then (the taker's without the turned card, with his discard)."""
        turned, taker = PACK52.by_code[view["public"]["turned"]], view["public"]["taken_by"]
        moves = card_moves(view["events"], PACK52, {taker: world.piles["discard"]})
        hands = hands_at_start(world, moves, {taker: [turned]} if taker is not None else None)
        self = blank(cls)
        self._resume(view)
        self._start_deal((hands, [turned, *world.piles["stock"]]))
        return self, shown_actions(self, view, moves, ACTION_OF_EVENT)

    def _resume(self, view: View) -> None:
        """The match as the view shows it, before its deal's ante."""
        public = view["public"]
        self.players = view["players"]
        self._read_rules(public["options"])
        self.seed = f"view/{view['deal_no']}"
        anted = next(e["seats"] for e in view["events"] if e["type"] == "ante")
        self.results, chips = before_the_deal(view)  # at the deal's end: the chips before its ante, the pot after
        playing = view["status"] == PLAYING
        self.chips = [int(c) + (STAKE if playing and s in anted else 0) for s, c in enumerate(chips)]
        played_for = cast("MawResult", view["results"][-1])["pot"] if not playing else public["pot"]
        self.pot = played_for - STAKE * len(anted)
        self.deals_scheduled = public["deals_scheduled"]
        self.deal_no = view["deal_no"]
        self.dealer = view["dealer"]
        self.in_deal = list(public["in_deal"])

    def place(self, world: World) -> None:
        """The hands, the stock and the taker's discard."""
        self.hands, self.stock = world.hands, world.piles["stock"]
        self.discard = world.piles["discard"][0] if world.piles["discard"] else None
