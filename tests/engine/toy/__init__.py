"""Toy: a tiny trick game, the worked example of a game package (docs/protocol.md, "Adding a game").

Three players, fifteen cards of the 52-card pack (suits C, D and S, 9 to King), five each.
Follow suit; the highest card of the suit led wins the trick and leads the next. Each trick
scores 1, and whoever takes SK loses 2 more (a card to dodge). A match is six deals;
the dealer leads, and the deal passes to the left. Small enough that the search's choices can
be checked by reasoning (tests/engine/test_ai.py), and a whole game in one package: the rules
here, what a player reads in ``words.py``, the AI's policies in ``ai.py``.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from functools import partial
from typing import TYPE_CHECKING, ClassVar

from cardavia.core.cards import PACK52, Card, codes
from cardavia.core.errors import nobody_to_act, not_an_action, not_in_hand
from cardavia.core.events import EventLog
from cardavia.core.knowledge import Knowledge
from cardavia.core.protocol import (
    DEAL_OVER,
    MATCH_OVER,
    PLAYING,
    Deal,
    GameInfo,
    GameState,
    OptionValue,
    dealer_option,
    seat_zones,
)
from cardavia.core.rebuild import World, card_moves, hands_at_start, shown_actions, tricks_seen
from cardavia.core.registry import register
from cardavia.core.rng import Rng
from cardavia.core.sampling import Hole, deal_hidden, void_of
from cardavia.core.state import COPY, EACH, RECORDS, SHARED, Copier, blank
from cardavia.core.tricks import Trick

from . import words

if TYPE_CHECKING:
    from cardavia.core.errors import IllegalAction
    from cardavia.core.events import Event
    from cardavia.core.protocol import View

PLAYERS = 3
HAND_SIZE = 5
DEALS = 6  # each player deals twice
DECK = [PACK52.card(s + r) for s in "CDS" for r in ("9", "10", "J", "Q", "K")]
ASIDE = [c for c in PACK52.cards if c not in DECK]  # the rest of the pack, never dealt
PENALTY_CARD = PACK52.card("SK")
PENALTY = 2
PLAY = "play"
DONE = "done"


@register
class Toy(GameState):
    info: ClassVar[GameInfo] = GameInfo(
        id="toy",
        name=words.NAME,
        tradition="renaissance52",
        deck="pack52",
        players=(PLAYERS,),
        default_players=PLAYERS,
        options=(dealer_option(),),
        summary=words.SUMMARY,
    )

    seed: str
    dealer: int
    deal_no: int
    phase: str
    points: list[int]  # each seat's total over the match's deals
    log: EventLog
    hands: list[list[Card]]
    won: list[list[Card]]
    tricks_won: list[int]
    trick: Trick
    last_trick: tuple[Trick, int] | None
    # What a step changes in place, and how a clone copies it (core/state.py).
    copied: ClassVar[Mapping[str, Copier]] = {
        "results": RECORDS, "points": COPY, "log": COPY, "hands": EACH, "won": EACH, "tricks_won": COPY,
        "trick": COPY, "last_trick": SHARED,  # a closed trick is never changed
    }

    # -- the match ------------------------------------------------------------
    @classmethod
    def new(cls, players: int, options: dict[str, OptionValue], seed: str, deal: Deal | None) -> Toy:
        """A new match; ``deal`` (``{"hands": [[codes] * 3]}``) fixes the first deal's hands."""
        self = blank(cls)
        self.players = players
        self.seed = seed
        self.dealer = cls.info.read_option(options, "dealer", int)
        self.deal_no = 0
        self.points = [0] * PLAYERS
        self.results = []
        self._start_deal([PACK52.parse(h) for h in deal["hands"]] if deal is not None else None)
        return self

    def next_deal(self) -> list[Event]:
        self.deal_no += 1
        self.dealer = (self.dealer + 1) % PLAYERS
        return self._start_deal(None)

    def _start_deal(self, hands: list[list[Card]] | None) -> list[Event]:
        if hands is None:
            pack = Rng(self.seed).derive(f"deal{self.deal_no}").shuffled(DECK)
            hands = [pack[k * HAND_SIZE : (k + 1) * HAND_SIZE] for k in range(PLAYERS)]
        self.hands = [list(h) for h in hands]
        self.won = [[] for _ in range(PLAYERS)]
        self.tricks_won = [0] * PLAYERS
        self.trick = Trick(self.dealer)
        self.last_trick = None
        self.log = EventLog()
        self.status, self.phase, self.to_act = PLAYING, PLAY, self.dealer
        return [self.log.add({"type": "deal", "dealer": self.dealer})]

    # -- decisions ------------------------------------------------------------
    def legal_actions(self) -> list[str]:
        if self.to_act is None:
            return []
        hand = self.hands[self.to_act]
        if self.trick.cards:
            led = self.trick.cards[0].suit
            follow = [c for c in hand if c.suit == led]
            if follow:
                return ["play:" + c.code for c in follow]
        return ["play:" + c.code for c in hand]

    def step(self, action: str) -> list[Event]:
        seat = self.to_act
        assert seat is not None
        card = PACK52.by_code[action.partition(":")[2]]
        self.hands[seat].remove(card)
        self.trick.add(seat, card)
        events = [self.log.add({"type": "play", "seat": seat, "card": card.code})]
        if len(self.trick) < PLAYERS:
            self.to_act = (seat + 1) % PLAYERS
            return events
        led = self.trick.cards[0].suit
        winner = self.trick.best(lambda c: c.number if c.suit == led else 0)
        events.append(self.log.add({"type": "trick", **self.trick.to_json(winner)}))
        self.tricks_won[winner] += 1
        self.won[winner].extend(self.trick.cards)
        self.last_trick = (self.trick, winner)
        self.trick = Trick(winner)
        self.to_act = winner
        if not self.hands[winner]:
            events.extend(self._score_deal())
        return events

    def explain(self, action: str) -> IllegalAction:
        seat = self.to_act
        if seat is None:
            return nobody_to_act()
        verb, _, code = action.partition(":")
        if verb != PLAY:
            return not_an_action(action, "Toy")
        card = PACK52.card(code)  # raises for a code that is no card
        if card not in self.hands[seat]:
            return not_in_hand(card.code)
        return words.must_follow(self.trick.cards[0].suit)

    # -- scoring --------------------------------------------------------------
    def _score_deal(self) -> list[Event]:
        scores = [self.tricks_won[s] - (PENALTY if PENALTY_CARD in self.won[s] else 0) for s in range(PLAYERS)]
        self.points = [p + s for p, s in zip(self.points, scores, strict=True)]
        over = self.deal_no + 1 >= DEALS
        self.record({"scores": scores}, partial(
            words.summary, list(self.tricks_won), [list(w) for w in self.won], over, list(self.points)
        ))
        self.status, self.phase, self.to_act = MATCH_OVER if over else DEAL_OVER, DONE, None
        return [self.log.add({"type": "deal_over", "scores": scores})]

    def totals(self) -> list[float]:
        return [float(p) for p in self.points]

    # -- what a seat sees -----------------------------------------------------
    def view(self, seat: int) -> View:
        last = self.last_trick
        view = self.common_view(
            seat,
            dealer=self.dealer,
            deal_no=self.deal_no,
            phase=self.phase,
            prompt=words.prompt(seat, self.to_act),
            hand=codes(PACK52.sorted(self.hands[seat])),
            hands=self.hands,
            trick=self.trick.to_json(),
            last_trick=last[0].to_json(last[1]) if last else None,
            tricks_won=self.tricks_won,
            public={},
            events=self.log.visible_to(seat),
        )
        return self.described(view)

    def zones(self) -> dict[str, list[Card]]:
        return {**seat_zones(hand=self.hands, won=self.won), "trick": list(self.trick.cards), "aside": list(ASIDE)}

    # -- rebuilding a world from a view (core/rebuild.py) ----------------------
    @classmethod
    def deal_unseen(cls, view: View, rng: Rng) -> World:
        """The other hands, dealt from the cards the seat has not seen, each without the suits it showed it lacks."""
        seat = view["seat"]
        hand = PACK52.parse(view["hand"])
        knows = Knowledge(PLAYERS, hand)
        tricks = tricks_seen(view, PACK52)
        knows.followed(tricks)
        others = [s for s in range(PLAYERS) if s != seat]
        holes = [Hole(view["hand_sizes"][s], void_of(frozenset(knows.void[s]))) for s in others]
        dealt = deal_hidden(knows.unseen(DECK), holes, rng)
        return World([hand if s == seat else dealt[others.index(s)] for s in range(PLAYERS)], tricks=tricks)

    @classmethod
    def replay_start(cls, view: View, world: World) -> tuple[Toy, Iterator[str]]:
        """The deal from its start (each hand now and the cards it played since), at the view's match."""
        moves = card_moves(view["events"], PACK52)
        self = blank(cls)
        self.players = PLAYERS
        self.seed = f"view/{view['deal_no']}"
        self.dealer, self.deal_no = view["dealer"], view["deal_no"]
        self.points = [round(t) for t in view["totals"]]
        self.results = list(view["results"])
        self._start_deal(hands_at_start(world, moves))
        return self, shown_actions(self, view, moves)
