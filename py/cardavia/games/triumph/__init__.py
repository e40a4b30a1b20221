"""Triumph (docs/rules/triumph.md): two partnerships, twelve cards each, a talon robbed by the Ace of trumps.

Choices where the rules leave room:
- Robbing is compulsory: the holder of the Ace of trumps (the dealer when the
  turned card is that Ace) takes the whole talon, the turned card included, into
  his hand and then discards four cards of his choice (any cards) face down, out
  of play. If the Ace lies face down in the talon, nobody robs.
- Everybody knows the robber held the Ace of trumps and took the turned card;
  only the robber knows his discards.
- Match length: ``deals`` deals (default 4), unless ``target`` is set: then the
  match ends after the deal in which a side reaches the target (if both sides are
  level, play goes on). With Ruff and Honours and no target, game is 9 points.
- Ruff and Honours scores honours held in the partners' hands after the talon
  exchange (so a discarded honour does not count).

``public`` in the view: ``turned`` (code), ``trump`` (suit letter), ``robber``
(seat or null), ``discards`` (the robber's discards, shown only to him),
``discard_count``, ``talon_hidden`` (face-down talon cards nobody took),
``partnerships``, ``side_totals``, ``target`` (points, 0 = by deals),
``deals`` and ``options``.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from functools import partial
from typing import TYPE_CHECKING, ClassVar, TypedDict, cast

from ...core import between
from ...core.cards import PACK52, PACK_RANKS, SUITS, Card
from ...core.errors import IllegalAction, nobody_to_act, not_an_action, not_in_hand
from ...core.events import EventLog
from ...core.knowledge import Knowledge
from ...core.protocol import DEAL_OVER, MATCH_OVER, PLAYING, Choice, Deal, GameInfo, Option, OptionValue, dealer_option
from ...core.rebuild import World, before_the_deal, card_moves, deal_world, hands_at_start, shown_actions, tricks_seen
from ...core.registry import register
from ...core.rng import Rng
from ...core.sampling import Hole, void_of
from ...core.state import COPY, EACH, SHARED, Copier, blank
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
    from ...core.events import DiscardEvent, Event
    from ...core.protocol import DealResult, View
    from ...core.text import Text

SOURCE = "source"
RUFF_AND_HONOURS = "ruff_and_honours"

PLAYERS = 4
HAND_SIZE = 12
TALON_SIZE = 4
TRICKS = 12
SIDES = ((0, 2), (1, 3))
HONOURS = ("A", "K", "Q", "J")
RUFF_GAME = 9  # Ruff and Honours: game is 9 points
BOOK = 6  # Ruff and Honours: only tricks beyond six score

DISCARD = "discard"
PLAY = "play"
DONE = "done"

# A K Q J 10 … 2: the Ace high.
STRENGTH = {c: (13 if c.rank == "A" else PACK_RANKS.index(c.rank)) for c in PACK52.cards}
TRICK_STRENGTH = {
    (trump, led): {c: (100 + v if c.suit == trump else v if c.suit == led else -1) for c, v in STRENGTH.items()}
    for trump in SUITS
    for led in SUITS
}


def side_of(seat: int) -> int:
    return seat % 2


def legal_cards(hand: list[Card], lead: Card | None, trump: str, rules: str) -> list[Card]:
    """Follow suit; void, trump if you can (not in Ruff and Honours); else anything."""
    if lead is None:
        return hand
    follow = [c for c in hand if c.suit == lead.suit]
    if follow:
        return follow
    if rules == SOURCE:
        trumps = [c for c in hand if c.suit == trump]
        if trumps:
            return trumps
    return hand


OPTIONS = (
    dealer_option(),
    Option(
        "rules",
        words.SCORING,
        SOURCE,
        choices=(Choice(SOURCE, words.SCORING_SOURCE), Choice(RUFF_AND_HONOURS, words.SCORING_RUFF)),
        historical=True,
        help=words.SCORING_HELP,
    ),
    Option("deals", words.DEALS, 4, minimum=1, maximum=40),
    Option("target", words.PLAY_TO, 0, minimum=0, maximum=200),
)


# For the type checker only: creating these TypedDicts at run time slows every page's engine start.
if TYPE_CHECKING:
    class TriumphResult(DealResult):
        """A deal's result: tricks and honours per side (0: seats 0 and 2, 1: seats 1 and 3)."""

        tricks: list[int]
        honours: list[int]

    class TriumphPublic(TypedDict):
        """``public`` of a Triumph view (the module docstring says what each key means)."""

        turned: str
        trump: str
        robber: int | None
        discards: list[str]
        discard_count: int
        talon_hidden: int
        partnerships: list[list[int]]
        side_totals: list[int]
        target: int
        deals: int
        options: dict[str, OptionValue]

    class TriumphView(View):
        """The common keys and the robber's discard in progress (the talon cards he took, what he still owes)."""

        talon_taken: list[str]
        discards_left: int


def _side_totals(value: object, players: int) -> list[int]:
    """The two partnerships' points."""
    return between.counts(value, 2)


@register
class Triumph(PackTricks):
    carried: ClassVar[Mapping[str, between.Reader]] = {
        "deal_no": between.count, "dealer": between.seat, "side_totals": _side_totals,
    }
    info: ClassVar[GameInfo] = GameInfo(
        id="triumph",
        name=words.NAME,
        tradition="renaissance52",
        deck="pack52",
        players=(PLAYERS,),
        default_players=PLAYERS,
        options=OPTIONS,
        summary=words.SUMMARY,
        rules=RULES,
    )
    unlisted_public: ClassVar[Mapping[str, str]] = {
        "discard_count": "the robber always discards four",
        "talon_hidden": "cards nobody took: nobody sees them",
        "deals": "the match's length: the game page's option",
        "options": "the game page's options",
    }

    options: dict[str, OptionValue]
    rules: str
    seed: str
    deals: int
    target: int
    side_totals: list[int]
    talon: list[Card]
    turned: Card
    trump: str
    robber: int | None
    talon_taken: list[Card]  # the talon as the robber took it (he alone sees it)
    discards: list[Card]
    held: list[list[Card]]
    copied: ClassVar[Mapping[str, Copier]] = {
        "side_totals": COPY, "talon": COPY, "discards": COPY, "held": EACH,
        "options": SHARED, "talon_taken": SHARED,  # set whole, then only read
    }

    # -- the match ------------------------------------------------------------
    @classmethod
    def new(cls, players: int, options: dict[str, OptionValue], seed: str, deal: Deal | None) -> Triumph:
        self = blank(cls)
        self.players = players
        read = cls.info.read_option
        self.options = dict(options)
        self.rules = read(options, "rules", str)
        self.seed = seed
        self.deals = read(options, "deals", int)
        target = read(options, "target", int)
        self.target = target if target or self.rules == SOURCE else RUFF_GAME
        self.deal_no = 0
        self.dealer = read(options, "dealer", int)
        self.results = []
        self.side_totals = [0, 0]
        fixed = parse_deal(deal, players, HAND_SIZE, "talon") if deal is not None else None
        self._start_deal(fixed)
        return self

    def next_deal(self) -> list[Event]:
        self.deal_no += 1
        self.dealer = (self.dealer + 1) % PLAYERS
        return self._start_deal(None)

    def _start_deal(self, fixed: tuple[list[list[Card]], list[Card]] | None) -> list[Event]:
        self.log = EventLog()
        events = [self.log.add({"type": "deal", "dealer": self.dealer})]
        if fixed is not None:
            self.hands = [list(h) for h in fixed[0]]
            pack = list(fixed[1])
        else:
            pack = Rng(self.seed).derive(f"deal{self.deal_no}").shuffled(PACK52.cards)
            self.hands = [[] for _ in range(PLAYERS)]
            for _round in range(3):
                for k in range(1, PLAYERS + 1):
                    self.hands[(self.dealer + k) % PLAYERS].extend(pack[:4])
                    del pack[:4]
        self.talon = pack
        self.turned = pack[0]
        self.trump = self.turned.suit
        self.discards = []
        self.talon_taken = []
        self.held = [[], []]
        self._start_tricks((self.dealer + 1) % PLAYERS)
        self.status = PLAYING
        events.append(self.log.add({"type": "turn", "card": self.turned.code, "trump": self.trump}))
        ace = PACK52.card(self.trump + "A")
        holders = [s for s in range(PLAYERS) if ace in self.hands[s]]
        self.robber = self.dealer if self.turned is ace else holders[0] if holders else None
        if self.robber is None:
            self._start_play()
        else:
            self.hands[self.robber].extend(self.talon)
            self.talon_taken = list(self.talon)
            self.talon = []
            self.phase = DISCARD
            self.to_act = self.robber
            events.append(self.log.add({"type": "rob", "seat": self.robber}))
        return events

    def _start_play(self) -> None:
        """Honours held after the exchange are noted (Ruff and Honours scores them)."""
        for side, seats in enumerate(SIDES):
            self.held[side] = [c for s in seats for c in self.hands[s] if self._is_honour(c)]
        self.phase = PLAY
        self.to_act = self.trick.leader

    def _is_honour(self, card: Card) -> bool:
        return card.suit == self.trump and card.rank in HONOURS

    # -- decisions ------------------------------------------------------------
    def legal_actions(self) -> list[str]:
        seat = self.to_act
        if seat is None:
            return []
        hand = self.hands[seat]
        if self.phase == DISCARD:
            return ["discard:" + c.code for c in hand]
        lead = self.trick.cards[0] if self.trick.cards else None
        return ["play:" + c.code for c in legal_cards(hand, lead, self.trump, self.rules)]

    def step(self, action: str) -> list[Event]:
        seat = self.to_act
        assert seat is not None
        verb, _, arg = action.partition(":")
        card = PACK52.by_code[arg]
        if verb == DISCARD:
            self.hands[seat].remove(card)
            self.discards.append(card)
            public: DiscardEvent = {"type": "discard", "seat": seat}
            private: DiscardEvent = {**public, "card": card.code}
            self.log.add_secret(seat, public, private)
            events: list[Event] = [public]
            if len(self.discards) == TALON_SIZE:
                self._start_play()
            return events
        played = self._play_card(seat, card)
        if len(self.trick) < PLAYERS:
            self.to_act = (seat + 1) % PLAYERS
            return [played]
        _, taken = self._close_trick(TRICK_STRENGTH[(self.trump, self.trick.cards[0].suit)])
        if sum(self.tricks_won) == TRICKS:
            return [played, taken, *self._score_deal()]
        return [played, taken]

    # -- scoring --------------------------------------------------------------
    def _score_deal(self) -> list[Event]:
        tricks = [self.tricks_won[a] + self.tricks_won[b] for a, b in SIDES]
        counts = [0, 0]  # honours won in tricks (the source) or held in hand (Ruff and Honours)
        honours = [0, 0]
        trick_points = list(tricks)
        for side, (a, b) in enumerate(SIDES):
            if self.rules == SOURCE:
                counts[side] = sum(1 for c in self.won[a] + self.won[b] if self._is_honour(c))
                honours[side] = 4 if counts[side] == 4 else 3 if counts[side] == 3 else 0
            else:
                counts[side] = len(self.held[side])
                honours[side] = 4 if counts[side] == 4 else 2 if counts[side] == 3 else 0
                trick_points[side] = max(0, tricks[side] - BOOK)
        side_points = [trick_points[s] + honours[s] for s in (0, 1)]
        scores = [side_points[side_of(s)] for s in range(PLAYERS)]
        for side in (0, 1):
            self.side_totals[side] += side_points[side]
        a, b = self.side_totals
        over = max(a, b) >= self.target and a != b if self.target else self.deal_no + 1 >= self.deals
        result: TriumphResult = {"tricks": tricks, "honours": honours, "scores": scores}
        self.record(result, partial(
            words.summary, SIDES, tricks, trick_points, counts, honours,
            in_hand=self.rules != SOURCE, final=(a, b) if over else None,
        ))
        self.phase = DONE
        self.to_act = None
        self.status = MATCH_OVER if over else DEAL_OVER
        return [self.log.add({"type": "deal_over", "scores": scores})]

    def totals(self) -> list[float]:
        out: list[float] = [self.side_totals[side_of(s)] for s in range(PLAYERS)]
        return out

    # -- why not --------------------------------------------------------------
    def explain(self, action: str) -> IllegalAction:
        verb, _, arg = action.partition(":")
        seat = self.to_act
        if seat is None:
            return nobody_to_act()
        if verb not in (PLAY, DISCARD):
            return not_an_action(action, "Triumph")
        card = PACK52.card(arg)  # raises for a code that is no card
        if card not in self.hands[seat]:
            return not_in_hand(card.code)
        if verb == DISCARD:
            return words.nothing_to_discard()
        if self.phase == DISCARD:
            return words.discard_first(TALON_SIZE - len(self.discards))
        lead = self.trick.cards[0]
        if any(c.suit == lead.suit for c in self.hands[seat]):
            return words.must_follow(lead.suit)
        return words.must_trump(lead.suit)

    # -- what a seat sees -----------------------------------------------------
    def view(self, seat: int) -> TriumphView:
        trump = self.trump
        public: TriumphPublic = {
            "turned": self.turned.code,
            "trump": trump,
            "robber": self.robber,
            "discards": [c.code for c in self.discards] if seat == self.robber else [],
            "discard_count": len(self.discards),
            "talon_hidden": max(0, len(self.talon) - 1),
            "partnerships": [list(p) for p in SIDES],
            "side_totals": list(self.side_totals),
            "target": self.target,
            "deals": self.deals,
            "options": dict(self.options),
        }
        view = self._table_view(
            seat,
            prompt=self._prompt(seat),
            hand=sort_for_display(self.hands[seat], lambda c: c.suit == trump, STRENGTH),
            public=public,
        )
        # The robber's own talon cards, marked in his hand while he discards; how many discards remain.
        own: TriumphView = {
            **view,
            "talon_taken": [c.code for c in self.talon_taken] if seat == self.robber else [],
            "discards_left": TALON_SIZE - len(self.discards) if self.phase == DISCARD else 0,
        }
        return self.described(own)

    @classmethod
    def describe(cls, view: View) -> Display:
        return words.describe(view)

    def _prompt(self, seat: int) -> Text | None:
        to_act = self.to_act
        if to_act is None:
            return None
        if seat != to_act:
            return waiting_for(to_act)
        if self.phase == DISCARD:
            return words.discard_more(TALON_SIZE - len(self.discards))
        return words.PLAY_A_CARD

    # -- zones, resampling ---------------------------------------------------
    def zones(self) -> dict[str, list[Card]]:
        out = self._trick_zones()
        out["talon"] = list(self.talon)
        out["discards"] = list(self.discards)
        return out

    # -- rebuilding a world from a view (core/rebuild.py) ----------------------
    @classmethod
    def deal_unseen(cls, view: View, rng: Rng) -> World:
        """The other hands, and the robber's discards or the talon nobody took, within what the seat saw."""
        seat, public = view["seat"], view["public"]
        turned, trump, robber = PACK52.by_code[public["turned"]], public["trump"], public["robber"]
        hand = PACK52.parse(view["hand"])
        # Known cards: the own hand, everything played, the turned card, the robber's own discards.
        own_discards = PACK52.parse(public["discards"])
        knows = Knowledge(PLAYERS, [*hand, *own_discards])
        forced = trump if public["options"]["rules"] == SOURCE else None
        tricks = tricks_seen(view, PACK52)
        knows.followed(tricks, forced)
        ace = PACK52.card(trump + "A")
        talon_known = [turned, ace] if robber is None else []  # the Ace of trumps lies face down in the talon
        # The robber (someone else) holds the turned card and the Ace, unless played or discarded.
        marked = [c for c in dict.fromkeys((turned, ace)) if c not in knows.seen] if robber not in (None, seat) else []
        knows.saw([*talon_known, *marked])
        pile_size = public["discard_count"] if robber not in (None, seat) else 0
        pile_size += TALON_SIZE - len(talon_known) if robber is None else 0
        # Always a test (also when nobody showed a void): the sampling draws as it always has.
        # The marked cards are dealt too, into the robber's hand or his discards only.
        hands, piles = deal_world(view, PACK52, knows, rng, hand, lambda s: void_of(frozenset(knows.void[s])),
                                  {"pile": Hole(pile_size)}, marked=marked, marked_to=(robber, "pile"))
        if robber is None:
            return World(hands, {"talon": [turned, ace, *piles["pile"]], "discards": []}, tricks)
        return World(hands, {"talon": [], "discards": own_discards if robber == seat else piles["pile"]}, tricks)

    @classmethod
    def replay_start(cls, view: View, world: World) -> tuple[Triumph, Iterator[str]]:
        """Dealt from the hands then; the robber's talon is the one he showed, or any cards of his."""
        public, robber = view["public"], view["public"]["robber"]
        moves = card_moves(view["events"], PACK52, {robber: world.piles["discards"]})
        hands = hands_at_start(world, moves)
        talon = world.piles["talon"]
        if robber is not None:
            turned = PACK52.by_code[public["turned"]]
            if robber == view["seat"]:
                talon = PACK52.parse(cast("TriumphView", view)["talon_taken"])
            else:  # which cards came from the talon nobody else can tell: any but the robbed Ace
                ace = PACK52.card(public["trump"] + "A")
                talon = [turned, *[c for c in hands[robber] if c not in (turned, ace)][: TALON_SIZE - 1]]
            hands[robber] = [c for c in hands[robber] if c not in talon]
        self = cls.__new__(cls)
        self._resume(view)
        self._start_deal((hands, talon))
        return self, shown_actions(self, view, moves)

    def _resume(self, view: View) -> None:
        """The match as the view shows it, before its deal."""
        public = view["public"]
        self.players = PLAYERS
        self.options = dict(public["options"])
        self.rules = str(self.options["rules"])
        self.seed = f"view/{view['deal_no']}"
        self.deals = public["deals"]
        self.target = public["target"]
        self.deal_no = view["deal_no"]
        self.dealer = view["dealer"]
        self.results, totals = before_the_deal(view)
        self.side_totals = [int(totals[seats[0]]) for seats in SIDES]

    def place(self, world: World) -> None:
        """The hands, the talon nobody took or the robber's discards; once the robber has discarded,
        the honours each side held after the exchange (its hands now and what they played since)."""
        self.hands, self.talon, self.discards = world.hands, world.piles["talon"], world.piles["discards"]
        if self.phase != DISCARD:
            played = [[c for cards in world.tricks for s, c in cards if s == seat] for seat in range(PLAYERS)]
            for side, seats in enumerate(SIDES):
                self.held[side] = [c for s in seats for c in self.hands[s] + played[s] if self._is_honour(c)]
