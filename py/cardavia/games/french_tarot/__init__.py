"""French Tarot (``french_tarot``): the French federation rules, for 3, 4 or 5 players.

The module follows ``docs/rules/french_tarot.md``: the deal (packets, a chien laid one
card at a time, petit sec), bidding, the king call with five players, the chien
and the discard, the declarations before the first card (chelem, poignée), the
play of the tricks with the Excuse, and the scoring.

Choices where the rules are silent (documented for players and the AI):

- The Excuse compensation is a transfer of half a point between the sides, not a
  card exchange: the owner's side keeps the Excuse (4.5) and gives 0.5 to the
  side that won the trick. So it always works, even when the owner's side holds
  no 0.5 card yet, and the pack still totals 91.
- "Just before his first card": a player is offered the poignée when it is his
  turn in the first trick and his hand allows some level. Only the levels his
  hand allows are offered; a hand that allows none is not asked. Declining is
  private (others only see that he plays); a shown poignée is public.
  While someone decides on a poignée the other seats see the phase ``play``.
- The shown trumps are the lowest ones of the hand (the Excuse last, standing in
  for one trump only when all trumps are shown). The four-kings exception counts
  the taker's publicly discarded trumps towards the triple poignée of every
  player count (15 / 18 / 13 trumps); they are shown first.
- Calling: any king may be called (one's own king means playing alone); a queen
  only with all four kings, a knight only with all four kings and queens, and
  so on down the ranks. A called card in the shown chien tells everyone at once
  that the taker is alone; a called card the taker plays himself tells it then.
- Chelem: announced and made +400, announced and failed −200, made without
  announcement +200; a defence that takes every trick scores 200 for itself in
  every case (so an announced slam lost trick by trick costs 400).
- A slam is taking every trick; a trick whose winner is on the other side
  breaks it even when only the Excuse was given to it.
- Petit sec is shown automatically (the deal cannot go on); all-pass and petit
  sec redeals happen inside the step that causes them. The events of the new
  deal start with the notice (``petit_sec`` / ``all_passed``) and ``deal``.
- Scores are whole numbers: the difference is rounded up when it ends in .5.
- ``deal_no`` counts scored deals; a redeal keeps it (the shuffle counter that
  names each deal's ``Rng`` counts every shuffle, redeals included).
- The hand is shown cups, coins, swords, batons (each king down to ace), then
  the trumps from T21 down, then the Excuse.
- ``from_view`` samples what the seat cannot see: other hands (voids shown by
  not following or not trumping, no trump above one it failed to overtrump,
  unplayed poignée trumps in place and only higher trumps beside them), the
  unseen chien, and for others than the taker his discard (plain cards only;
  the unplayed cards of a shown chien stay with the taker or in his discard;
  after a forced trump discard the taker kept no plain card). The petit-sec
  bar on the original hands is not modelled (it cannot change the play).

``public`` in the view: ``contract``, ``taker``, ``bids`` (per seat: null while
not spoken, ``pass`` or a contract), ``called`` (five players), ``partner``
(seat, once revealed), ``alone`` (known to play alone), ``chien`` (codes once
shown, else null), ``chien_size``, ``discarded_trumps`` (shown to all),
``chelem`` (null before the taker decides, then true/false), ``poignees`` (list
of ``{seat, level, cards}``), ``deals`` (deals in the match). The taker's own
discard is in the top-level key ``discard`` of his view only (null for others).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from functools import partial
from typing import TYPE_CHECKING, ClassVar, NotRequired, TypedDict, cast

from ...core import between
from ...core.cards import SUITS, TAROT, Card
from ...core.errors import IllegalAction, not_an_action, not_in_hand
from ...core.events import EventLog
from ...core.knowledge import Knowledge
from ...core.protocol import (
    DEAL_OVER,
    MATCH_OVER,
    PLAYING,
    Deal,
    GameInfo,
    GameState,
    Option,
    OptionValue,
    dealer_option,
    seat_zones,
)
from ...core.rebuild import (
    World,
    before_the_deal,
    card_moves,
    deal_world,
    hands_at_start,
    shown_actions,
    tricks_seen,
)
from ...core.registry import register
from ...core.rng import Rng
from ...core.sampling import Hole
from ...core.state import COPY, EACH, RECORDS, SHARED, Copier, blank
from ...core.tricks import Trick
from . import words
from .rules import RULES

if TYPE_CHECKING:
    from ...core.display import Display
    from ...core.events import DiscardEvent, Event, PoigneeEvent
    from ...core.protocol import DealResult, View
    from ...core.rebuild import Spelling
    from ...core.text import Text

# -- cards and constants ------------------------------------------------------

DECK = TAROT.cards
CARD = TAROT.by_code
PETIT = CARD["T1"]
MONDE = CARD["T21"]
EXCUSE = CARD["EX"]
OUDLERS = frozenset((PETIT, MONDE, EXCUSE))
TRUMP = "T"


def _half_points(card: Card) -> int:
    """Card points doubled (so that every count is a whole number): the pack holds 182."""
    if card in OUDLERS or card.rank == "K":
        return 9
    return {"Q": 7, "N": 5, "J": 3}.get(card.rank, 1) if card.suit in SUITS else 1


HALF_POINTS: dict[Card, int] = {c: _half_points(c) for c in DECK}
PLAY_ACTION: dict[Card, str] = {c: "play:" + c.code for c in DECK}
DISCARD_ACTION: dict[Card, str] = {c: "discard:" + c.code for c in DECK}
CALL_ACTION: dict[Card, str] = {c: "call:" + c.code for c in DECK if c.suit in SUITS}
PLAYED_CARD: dict[str, Card] = {a: c for c, a in PLAY_ACTION.items()}
DISCARDED_CARD: dict[str, Card] = {a: c for c, a in DISCARD_ACTION.items()}
CALLED_CARD: dict[str, Card] = {a: c for c, a in CALL_ACTION.items()}
# A plain card: a suit card that is not a king (the only cards always fit for the discard).
PLAIN = frozenset(c for c in DECK if c.suit in SUITS and c.rank != "K")
# Display order: suits grouped (cups, coins, swords, batons) high to low, then trumps high to low, Excuse.
_DISPLAY: dict[Card, int] = {
    c: (SUITS.index(c.suit) * 20 + 14 - c.number if c.suit in SUITS else 100 + 21 - c.number if c.suit == TRUMP
        else 200)
    for c in DECK
}
CALL_RANKS = ("K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "A")

# Contracts: index 1..4 (0 = no bid yet / pass).
CONTRACTS = ("", "prise", "garde", "garde_sans", "garde_contre")
MULTIPLIER = (0, 1, 2, 4, 6)
GARDE, GARDE_SANS = 2, 3  # the contracts the rules name: up to a garde the taker takes the chien
BID_ACTIONS = ("", "bid:prise", "bid:garde", "bid:garde_sans", "bid:garde_contre")
BID_INDEX = {a: i for i, a in enumerate(BID_ACTIONS) if a}
TARGETS = (56, 51, 41, 36)  # by the number of oudlers the taker ends with

HAND_SIZE = {3: 24, 4: 18, 5: 15}
CHIEN_SIZE = {3: 6, 4: 6, 5: 3}
PACKET = {3: 4, 4: 3, 5: 3}
POIGNEE_LEVELS = ("simple", "double", "triple")
POIGNEE_TRUMPS = {3: (13, 15, 18), 4: (10, 13, 15), 5: (8, 10, 13)}
POIGNEE_BONUS = (20, 30, 40)
# Buttons from the modest choice to the boldest (the legal actions are sorted by name: "Garde contre"
# would come before "Prise"); pass, "none" and no announcement first.
BUTTON_RANK: dict[str, int] = {
    **{action: k for k, action in enumerate(BID_ACTIONS) if action},
    **{f"poignee:{level}": k + 1 for k, level in enumerate(POIGNEE_LEVELS)},
    "announce:chelem": 1,
}

# Phases (also the view's ``phase``).
BIDDING, CALL, DISCARD, DECLARE = "bidding", "call", "discard", "declare"
POIGNEE, PLAY, DONE = "poignee", "play", "done"
PHASE_VERBS = {
    BIDDING: ("pass", "bid"),
    CALL: ("call",),
    DISCARD: ("discard",),
    DECLARE: ("announce",),
    POIGNEE: ("poignee",),
    PLAY: ("play",),
}
VERBS = frozenset(("pass", "bid", "call", "discard", "announce", "poignee", "play"))
# The action each kind of event shows, besides the card actions (the rebuild's replay, core/rebuild.py).
ACTION_OF_EVENT: Spelling = {
    "bid": lambda e: "pass" if e["bid"] == "pass" else f"bid:{e['bid']}",
    "call": "call:{card}",
    "announce": lambda e: "announce:chelem" if e["chelem"] else "announce:none",
    "poignee": "poignee:{level}",
}
def _num(half: int) -> int | float:
    """Half points as a number of points (whole when possible)."""
    return half // 2 if half % 2 == 0 else half / 2


# For the type checker only: creating these TypedDicts at run time slows every page's engine start.
if TYPE_CHECKING:
    class FrenchTarotView(View):
        """The common keys and the taker's own discard (null for the others and in a Garde sans/contre)."""

        discard: list[str] | None
        discards_left: int  # discards the taker still owes (0 outside the discard)

    class Poignee(TypedDict):
        seat: int
        level: str
        cards: list[str]

    class PetitAuBout(TypedDict):
        side: str  # "taker" or "defence"
        points: int

    class PoigneeBonus(TypedDict):
        seat: int
        level: str
        bonus: int

    class Chelem(TypedDict):
        announced: bool
        side: str | None  # "taker", "defence", or None: announced and failed
        points: int

    class FrenchTarotScore(TypedDict):
        """A deal's score: docs/rules/french_tarot.md names each part of it."""

        taker: int
        contract: str
        oudlers: int
        points: int | float
        target: int
        made: bool
        difference: int
        multiplier: int
        base: int
        per_defender: int
        petit_au_bout: PetitAuBout | None
        poignees: list[PoigneeBonus]
        scores: Sequence[float]
        chelem: Chelem | None
        called: NotRequired[str | None]  # five players: the called king
        partner: NotRequired[int | None]

    class FrenchTarotResult(FrenchTarotScore, DealResult):
        """A deal's result: its score and the sentences that explain it."""

    class FrenchTarotPublic(TypedDict):
        """``public`` of a French Tarot view (the module docstring says what each key means)."""

        contract: str | None
        taker: int | None
        bids: list[str | None]
        called: str | None
        partner: int | None
        alone: bool
        chien: list[str] | None
        chien_size: int
        discarded_trumps: list[str]
        chelem: bool | None
        poignees: list[Poignee]
        deals: int


@register
class FrenchTarot(GameState):
    """A match of French Tarot (see the module docstring for the open choices)."""
    carried: ClassVar[Mapping[str, between.Reader]] = {
        "deal_no": between.count, "dealer": between.seat, "shuffle_no": between.count, "match_totals": between.points,
    }


    info = GameInfo(
        id="french_tarot",
        name=words.NAME,
        tradition="marseille",
        deck="tarot78",
        players=(3, 4, 5),
        default_players=4,
        options=(
            Option("deals", words.DEALS, 1, minimum=1, maximum=24),
            dealer_option(0),
        ),
        summary=words.SUMMARY,
        rules=RULES,
        direction="ccw",
        zero_sum=True,
        strong_reads=words.STRONG_READS,
    )
    unlisted_public: ClassVar[Mapping[str, str]] = {
        "chien_size": "the prompt counts the discards; the shown chien its cards",
        "deals": "the match's length: the game page's option",
    }

    # The match.
    seed: str
    deals: int
    dealer: int
    deal_no: int
    shuffle_no: int  # deals shuffled so far, redeals included (names each deal's Rng)
    results: list[DealResult]  # FrenchTarotResult
    match_totals: list[float]
    # The deal.
    log: EventLog
    hands: list[list[Card]]
    chien: list[Card]
    chien_shown: list[Card] | None
    discard: list[Card]
    discard_trumps: list[Card]
    won: list[list[Card]]
    bids: list[int | None]
    highest: int
    taker: int | None
    contract: int
    called: Card | None
    partner: int | None
    partner_known: bool
    chelem: bool | None
    poignee: list[str | None]
    poignee_cards: list[list[Card]]
    trick: Trick
    led: str | None
    best_value: int
    best_seat: int
    trick_no: int
    tricks_total: int
    tricks_won: list[int]
    trick_winners: list[int]
    last_trick: tuple[Trick, int] | None
    excuse: tuple[int, int] | None  # (owner, winner) of a trick before the last
    excuse_slam: bool
    petit_trick: tuple[int, int] | None  # (trick index, winner)
    phase: str
    copied: ClassVar[Mapping[str, Copier]] = {
        "hands": EACH, "chien": COPY, "discard": COPY, "discard_trumps": COPY, "won": EACH, "bids": COPY,
        "poignee": COPY, "poignee_cards": RECORDS, "trick": COPY, "tricks_won": COPY, "trick_winners": COPY,
        "log": COPY, "results": RECORDS, "match_totals": COPY,
        "chien_shown": SHARED, "last_trick": SHARED,  # set whole, then only read
    }

    # -- a new match and its deals ------------------------------------------
    @classmethod
    def new(
        cls, players: int, options: dict[str, OptionValue], seed: str, deal: Deal | None
    ) -> FrenchTarot:
        st = blank(cls)
        st.players = players
        st.seed = seed
        st.deals = cls.info.read_option(options, "deals", int)
        st.dealer = cls.info.read_option(options, "dealer", int)
        st.deal_no = 0
        st.shuffle_no = 0
        st.results = []
        st.match_totals = [0] * players
        fixed = _parse_deal(deal, players) if deal is not None else None
        st._start_deal([], [], fixed)
        return st

    def _start_deal(
        self, events: list[Event], notices: list[Event], fixed: tuple[list[list[Card]], list[Card]] | None
    ) -> None:
        """Deal (again while someone has a petit sec) and open the bidding."""
        while True:
            if fixed is not None:
                hands, chien = fixed
                fixed = None
            else:
                hands, chien = self._shuffle_and_deal()
            self.shuffle_no += 1
            petit_sec = _petit_sec(hands)
            if petit_sec is None:
                break
            ev: Event = {"type": "petit_sec", "seat": petit_sec, "dealer": self.dealer}
            events.append(ev)
            notices.append(ev)
        self._reset_deal(hands, chien)
        start: Event = {"type": "deal", "dealer": self.dealer}
        events.append(start)
        self.log = EventLog([*notices, start])

    def _shuffle_and_deal(self) -> tuple[list[list[Card]], list[Card]]:
        """Packets around the table from dealer+1; single chien cards between packets only."""
        n = self.players
        rng = Rng(f"{self.seed}/deal{self.shuffle_no}")
        pack = list(DECK)
        rng.shuffle(pack)
        packet = PACKET[n]
        packets = n * HAND_SIZE[n] // packet
        gaps: set[int] = set()
        chien_n = CHIEN_SIZE[n]
        while len(gaps) < chien_n:
            gaps.add(1 + rng.below(packets - 1))  # before packet i, never before the first
        hands: list[list[Card]] = [[] for _ in range(n)]
        chien: list[Card] = []
        pos = 0
        seat = (self.dealer + 1) % n
        for i in range(packets):
            if i in gaps:
                chien.append(pack[pos])
                pos += 1
            hands[seat].extend(pack[pos : pos + packet])
            pos += packet
            seat = seat + 1 if seat + 1 < n else 0
        return hands, chien

    def _reset_deal(self, hands: list[list[Card]], chien: list[Card]) -> None:
        n = self.players
        self.hands = hands
        self.chien = chien
        self.chien_shown = None
        self.discard = []
        self.discard_trumps = []
        self.won = [[] for _ in range(n)]
        self.bids = [None] * n
        self.highest = 0
        self.taker = None
        self.contract = 0
        self.called = None
        self.partner = None
        self.partner_known = False
        self.chelem = None
        self.poignee = [None] * n
        self.poignee_cards = [[] for _ in range(n)]
        self.trick = Trick((self.dealer + 1) % n)
        self.led = None
        self.best_value = -1
        self.best_seat = 0
        self.trick_no = 0
        self.tricks_total = HAND_SIZE[n]
        self.tricks_won = [0] * n
        self.trick_winners = []
        self.last_trick = None
        self.excuse = None
        self.excuse_slam = False
        self.petit_trick = None
        self.phase = BIDDING
        self.status = PLAYING
        self.to_act = (self.dealer + 1) % n

    def next_deal(self) -> list[Event]:
        self.deal_no += 1
        self.dealer = (self.dealer + 1) % self.players
        events: list[Event] = []
        self._start_deal(events, [], None)
        return events

    # -- legal actions -------------------------------------------------------
    def legal_actions(self) -> list[str]:
        phase = self.phase
        if phase == PLAY:
            return self._legal_plays()
        if phase == BIDDING:
            return ["pass", *BID_ACTIONS[self.highest + 1 :]]
        if phase == DISCARD:
            return [DISCARD_ACTION[c] for c in self._discardable()]
        if phase == DECLARE:
            return ["announce:chelem", "announce:none"]
        if phase == POIGNEE:
            assert self.to_act is not None
            return ["poignee:none", *("poignee:" + POIGNEE_LEVELS[k] for k in self._poignee_levels(self.to_act))]
        if phase == CALL:
            return [CALL_ACTION[c] for c in self._callable()]
        return []

    def _legal_plays(self) -> list[str]:
        return [PLAY_ACTION[c] for c in self.playable()]

    def playable(self) -> Sequence[Card]:
        """The cards the seat to act may play (``legal_cards``; the playouts choose among them as cards)."""
        assert self.to_act is not None
        return legal_cards(self.hands[self.to_act], self.led, self.best_value - 100)

    def _discardable(self) -> list[Card]:
        """Plain cards; trumps (not oudlers) too only when too few plain cards remain."""
        assert self.taker is not None
        hand = self.hands[self.taker]
        plain = [c for c in hand if c in PLAIN]
        if len(plain) >= self._discards_left():
            return plain
        return plain + [c for c in hand if c.suit == TRUMP and c not in OUDLERS]

    def _discards_left(self) -> int:
        return CHIEN_SIZE[self.players] - len(self.discard)

    def _callable(self) -> list[Card]:
        """Kings; queens with all four kings; knights with all kings and queens; and so on."""
        assert self.taker is not None
        hand = self.hands[self.taker]
        out: list[Card] = []
        for rank in CALL_RANKS:
            cards = [CARD[s + rank] for s in SUITS]
            out.extend(cards)
            if not all(c in hand for c in cards):
                break
        return out

    def _poignee_levels(self, seat: int) -> list[int]:
        """The poignée levels this seat may show now (indices into POIGNEE_LEVELS)."""
        hand = self.hands[seat]
        trumps = 0
        for c in hand:
            if c.suit == TRUMP:
                trumps += 1
        excuse = 1 if EXCUSE in hand else 0
        needs = POIGNEE_TRUMPS[self.players]
        out = [k for k in range(3) if trumps + excuse >= needs[k]]
        if 2 not in out and self._four_kings_exception(seat, trumps + excuse):
            out.append(2)
        return out

    def _four_kings_exception(self, seat: int, count: int) -> bool:
        """The taker with four kings may count his publicly discarded trumps for a triple."""
        if seat != self.taker or not self.discard_trumps:
            return False
        hand = self.hands[seat]
        if not all(CARD[s + "K"] in hand for s in SUITS):
            return False
        return count + len(self.discard_trumps) >= POIGNEE_TRUMPS[self.players][2]

    def _poignee_shown(self, seat: int, level: int) -> list[Card]:
        """The lowest trumps of the hand (after any counted discarded ones), the Excuse last."""
        need = POIGNEE_TRUMPS[self.players][level]
        hand = self.hands[seat]
        trumps = sorted((c for c in hand if c.suit == TRUMP), key=lambda c: c.number)
        shown: list[Card] = []
        if len(trumps) + (EXCUSE in hand) < need:  # the four-kings exception
            shown = list(self.discard_trumps)
        missing = need - len(shown)
        shown.extend(trumps[:missing])
        if len(shown) < need:
            shown.append(EXCUSE)
        return shown

    # -- applying an action --------------------------------------------------
    def step(self, action: str) -> list[Event]:
        phase = self.phase
        if phase == PLAY:
            return self._play(PLAYED_CARD[action])
        if phase == BIDDING:
            return self._bid(action)
        if phase == DISCARD:
            return self._discard(DISCARDED_CARD[action])
        if phase == POIGNEE:
            return self._declare_poignee(POIGNEE_LEVELS.index(action[8:]) if action != "poignee:none" else -1)
        if phase == DECLARE:
            return self._announce(action == "announce:chelem")
        if phase == CALL:
            return self._call(CALLED_CARD[action])
        raise AssertionError(f"no action expected in phase {phase}")

    def _emit(self, events: list[Event], ev: Event) -> None:
        """Record a public event in the deal's log."""
        events.append(ev)
        self.log.add(ev)

    def _bid(self, action: str) -> list[Event]:
        seat = self.to_act
        assert seat is not None
        n = self.players
        events: list[Event] = []
        if action == "pass":
            self.bids[seat] = 0
            self._emit(events, {"type": "bid", "seat": seat, "bid": "pass"})
        else:
            k = BID_INDEX[action]
            self.bids[seat] = k
            self.highest = k
            self._emit(events, {"type": "bid", "seat": seat, "bid": CONTRACTS[k]})
        nxt = (seat + 1) % n
        if self.bids[nxt] is None:
            self.to_act = nxt
            return events
        if self.highest == 0:  # everyone passed: the next dealer deals again
            ev: Event = {"type": "all_passed", "dealer": self.dealer, "next_dealer": (self.dealer + 1) % n}
            events.append(ev)
            self.dealer = (self.dealer + 1) % n
            self._start_deal(events, [ev], None)
            return events
        taker = self.bids.index(self.highest)
        self.taker = taker
        self.contract = self.highest
        self.to_act = taker
        self._emit(events, {"type": "contract", "taker": taker, "contract": CONTRACTS[self.contract]})
        if n == 5:
            self.phase = CALL
        else:
            self._after_call(events)
        return events

    def _call(self, card: Card) -> list[Event]:
        assert self.taker is not None
        events: list[Event] = []
        self.called = card
        self.partner = self._holder(card)
        self._emit(events, {"type": "call", "seat": self.taker, "card": card.code})
        self._after_call(events)
        return events

    def _holder(self, card: Card) -> int | None:
        """The seat other than the taker that holds ``card``: the taker's partner when he calls it."""
        return next((s for s, hand in enumerate(self.hands) if s != self.taker and card in hand), None)

    def _after_call(self, events: list[Event]) -> None:
        """Prise / garde: show the chien and let the taker take it; else on to the declaration."""
        taker = self.taker
        assert taker is not None
        if self.contract <= GARDE:
            self.chien_shown = list(self.chien)
            self._emit(events, {"type": "chien", "seat": taker, "cards": [c.code for c in self.chien]})
            if self.called is not None and self.called in self.chien:
                self.partner_known = True
                self._emit(events, {"type": "partner", "seat": taker, "alone": True, "card": self.called.code})
            self.hands[taker].extend(self.chien)
            self.chien = []
            self.phase = DISCARD
        else:
            self.phase = DECLARE
        self.to_act = taker

    def _discard(self, card: Card) -> list[Event]:
        taker = self.taker
        assert taker is not None
        events: list[Event] = []
        self.hands[taker].remove(card)
        self.discard.append(card)
        if card.suit == TRUMP:
            self.discard_trumps.append(card)
            self._emit(events, {"type": "discard", "seat": taker, "card": card.code, "shown": True})
        else:
            private: DiscardEvent = {"type": "discard", "seat": taker, "card": card.code}
            public: DiscardEvent = {"type": "discard", "seat": taker}
            events += [private, public]
            self.log.add_secret(taker, public, private)
        if len(self.discard) == CHIEN_SIZE[self.players]:
            self.phase = DECLARE
        return events

    def _announce(self, chelem: bool) -> list[Event]:
        taker = self.taker
        assert taker is not None
        events: list[Event] = []
        self.chelem = chelem
        self._emit(events, {"type": "announce", "seat": taker, "chelem": chelem})
        if chelem:
            self.trick.leader = taker
        self._turn(self.trick.leader)
        return events

    def _turn(self, seat: int) -> None:
        """``seat`` plays next; in the first trick he may first have a poignée to declare."""
        self.to_act = seat
        if self.trick_no == 0 and self.poignee[seat] is None and self._poignee_levels(seat):
            self.phase = POIGNEE
        else:
            self.phase = PLAY

    def _declare_poignee(self, level: int) -> list[Event]:
        seat = self.to_act
        assert seat is not None
        events: list[Event] = []
        if level < 0:
            self.poignee[seat] = "none"
            declined: PoigneeEvent = {"type": "poignee", "seat": seat, "level": "none"}
            events.append(declined)
            self.log.add_secret(seat, None, declined)
        else:
            shown = self._poignee_shown(seat, level)
            self.poignee[seat] = POIGNEE_LEVELS[level]
            self.poignee_cards[seat] = shown
            shown_codes = [c.code for c in shown]
            self._emit(events, {"type": "poignee", "seat": seat, "level": POIGNEE_LEVELS[level], "cards": shown_codes})
        self.phase = PLAY
        return events

    def _play(self, card: Card) -> list[Event]:
        seat = self.to_act
        assert seat is not None
        self.hands[seat].remove(card)
        trick = self.trick
        trick.seats.append(seat)
        trick.cards.append(card)
        ev: Event = {"type": "play", "seat": seat, "card": card.code}
        events = [ev]
        self.log.add(ev)
        if card is not EXCUSE:
            suit = card.suit
            led = self.led
            if led is None:
                led = self.led = suit
            if suit == TRUMP:
                value = 100 + card.number
            elif suit == led:
                value = card.number
            else:
                value = -1
            if value > self.best_value:
                self.best_value = value
                self.best_seat = seat
        if card is self.called and not self.partner_known:
            self.partner_known = True
            reveal: Event = {"type": "partner", "seat": seat, "alone": seat == self.taker, "card": card.code}
            self._emit(events, reveal)
        if len(trick.cards) < self.players:
            nxt = seat + 1 if seat + 1 < self.players else 0
            if self.trick_no:
                self.to_act = nxt  # still in PLAY: poignées are only declared in the first trick
            else:
                self._turn(nxt)
            return events
        return self._finish_trick(events)

    def _finish_trick(self, events: list[Event]) -> list[Event]:
        trick = self.trick
        winner = self.best_seat
        index = self.trick_no
        last = index == self.tricks_total - 1
        if last and trick.cards[0] is EXCUSE:
            # The Excuse led to the last trick by a side that won every trick before wins it.
            owner = trick.leader
            side = self._side_of
            mine = side(owner)
            if all(side(w) == mine for w in self.trick_winners):
                winner = owner
                self.excuse_slam = True
        self._collect(trick, winner, index)
        ev: Event = {
            "type": "trick",
            "leader": trick.leader,
            "winner": winner,
            "cards": [{"seat": s, "card": c.code} for s, c in zip(trick.seats, trick.cards, strict=True)],
        }
        events.append(ev)
        self.log.add(ev)
        self.last_trick = (trick, winner)
        self.trick_no = index + 1
        self.tricks_won[winner] += 1
        self.trick_winners.append(winner)
        if last:
            events.extend(self._score_deal())
            return events
        self.trick = Trick(winner)
        self.led = None
        self.best_value = -1
        self.to_act = winner
        self.phase = PLAY
        return events

    def _collect(self, trick: Trick, winner: int, index: int) -> None:
        """The trick goes to its winner; before the last trick the Excuse stays with its owner."""
        cards = trick.cards
        if EXCUSE in cards and index < self.tricks_total - 1:
            owner = trick.seats[cards.index(EXCUSE)]
            self.won[owner].append(EXCUSE)
            self.won[winner].extend(c for c in cards if c is not EXCUSE)
            self.excuse = (owner, winner)
        else:
            self.won[winner].extend(cards)
        if PETIT in cards:
            self.petit_trick = (index, winner)

    def _side_of(self, seat: int) -> bool:
        """True for the taker's side (the taker and his partner)."""
        return seat == self.taker or seat == self.partner

    # -- scoring -------------------------------------------------------------
    def _score_deal(self) -> list[Event]:
        n = self.players
        taker = self.taker
        assert taker is not None
        side = [self._side_of(s) for s in range(n)]
        taken: list[Card] = [c for s in range(n) if side[s] for c in self.won[s]]
        if self.contract <= GARDE:
            taken.extend(self.discard)
        elif self.contract == GARDE_SANS:
            taken.extend(self.chien)
        half = sum(HALF_POINTS[c] for c in taken)
        if self.excuse is not None:
            owner, winner = self.excuse
            if side[owner] != side[winner]:
                half += -1 if side[owner] else 1
        oudlers = sum(1 for c in taken if c in OUDLERS)
        target = TARGETS[oudlers]
        made = half >= 2 * target
        difference = (abs(half - 2 * target) + 1) // 2
        mult = MULTIPLIER[self.contract]
        base = (25 + difference) * mult
        sign = 1 if made else -1

        petit_au_bout: PetitAuBout | None = None
        bout_index = self.tricks_total - (2 if self.excuse_slam else 1)
        if self.petit_trick is not None and self.petit_trick[0] == bout_index:
            to_taker = side[self.petit_trick[1]]
            petit_au_bout = {"side": "taker" if to_taker else "defence", "points": (10 if to_taker else -10) * mult}
        poignees: list[PoigneeBonus] = [
            {"seat": s, "level": lvl, "bonus": sign * POIGNEE_BONUS[POIGNEE_LEVELS.index(lvl)]}
            for s, lvl in enumerate(self.poignee)
            if lvl is not None and lvl != "none"
        ]
        taker_all = all(side[w] for w in self.trick_winners)
        defence_all = not any(side[w] for w in self.trick_winners)
        chelem_points = (400 if taker_all else -200) if self.chelem else (200 if taker_all else 0)
        if defence_all:
            chelem_points -= 200
        chelem: Chelem | None = None
        if self.chelem or taker_all or defence_all:
            chelem = {
                "announced": bool(self.chelem),
                "side": "taker" if taker_all else "defence" if defence_all else None,
                "points": chelem_points,
            }
        per_defender = (
            sign * base
            + (petit_au_bout["points"] if petit_au_bout else 0)
            + sum(p["bonus"] for p in poignees)
            + chelem_points
        )
        partner = self.partner
        defenders = n - 1 - (partner is not None)
        scores = [-per_defender] * n
        scores[taker] = per_defender * defenders - (per_defender if partner is not None else 0)
        if partner is not None:
            scores[partner] = per_defender
        score: FrenchTarotScore = {
            "taker": taker,
            "contract": CONTRACTS[self.contract],
            "oudlers": oudlers,
            "points": _num(half),
            "target": target,
            "made": made,
            "difference": difference,
            "multiplier": mult,
            "base": base,
            "per_defender": per_defender,
            "scores": scores,
            "petit_au_bout": petit_au_bout,
            "poignees": poignees,
            "chelem": chelem,
        }
        if n == 5:
            score["called"] = self.called.code if self.called is not None else None
            score["partner"] = partner
        self.record(cast("FrenchTarotResult", score), partial(words.summary, score, n))
        for s in range(n):
            self.match_totals[s] += scores[s]
        self.phase = DONE
        self.to_act = None
        self.status = MATCH_OVER if self.deal_no + 1 >= self.deals else DEAL_OVER
        return [self.log.add({"type": "deal_over", "scores": list(scores)})]

    # -- explaining refusals -------------------------------------------------
    def explain(self, action: str) -> IllegalAction:
        verb, _, arg = action.partition(":")
        if verb not in VERBS or (verb == "pass") != (action == "pass"):
            return not_an_action(action)
        phase = self.phase
        if phase not in PHASE_VERBS or verb not in PHASE_VERBS[phase]:
            return words.not_now(phase)
        if verb == "bid":
            if action not in BID_INDEX:
                return words.no_contract(arg)
            return words.bid_above(CONTRACTS[self.highest])
        if verb in ("announce", "poignee"):
            return self._explain_declaration(verb, arg)
        card = CARD.get(arg)
        if card is None:
            return words.no_card_of_the_deck(arg)
        if verb == "call":
            return self._explain_call(card)
        seat = self.to_act
        if seat is None or card not in self.hands[seat]:
            return not_in_hand(arg)
        if verb == "discard":
            if card in OUDLERS or card.rank == "K":
                return words.kings_and_oudlers_kept()
            return words.trumps_kept()
        return self._explain_play(seat, card)

    def _explain_declaration(self, verb: str, arg: str) -> IllegalAction:
        if verb == "poignee" and arg in POIGNEE_LEVELS:
            return words.poignee_not_allowed(arg, POIGNEE_TRUMPS[self.players][POIGNEE_LEVELS.index(arg)])
        return words.not_a_choice(verb, arg)

    def _explain_call(self, card: Card) -> IllegalAction:
        if card.rank == "K" or card.suit not in SUITS:
            return words.call_a_king()
        return words.call_in_order()

    def _explain_play(self, seat: int, card: Card) -> IllegalAction:
        hand = self.hands[seat]
        led = self.led
        if led is not None and led != TRUMP and any(c.suit == led for c in hand):
            return words.must_follow(led)
        top = self.best_value - 100
        if card.suit == TRUMP and top > 0:
            return words.must_overtrump(top)
        if led == TRUMP:
            return words.must_follow_trumps()
        return words.must_trump()

    # -- what a seat sees ----------------------------------------------------
    def view(self, seat: int) -> View:
        phase = self.phase
        if phase == POIGNEE and seat != self.to_act:
            phase = PLAY  # declining a poignée is private: others just wait for the card
        last = self.last_trick
        view = self.common_view(
            seat,
            dealer=self.dealer,
            deal_no=self.deal_no,
            phase=phase,
            prompt=self._prompt(seat, phase),
            label=self._label,
            hand=[c.code for c in sorted(self.hands[seat], key=_DISPLAY.__getitem__)],
            hands=self.hands,
            trick=self.trick.to_json() if phase != DONE else {"leader": self.trick.leader, "cards": []},
            last_trick=last[0].to_json(last[1]) if last is not None else None,
            tricks_won=self.tricks_won,
            public=self._public(),
            events=self.log.visible_to(seat),
        )
        discard = [c.code for c in self.discard] if seat == self.taker and self.contract <= GARDE else None
        discards_left = self._discards_left() if phase == DISCARD else 0
        own: FrenchTarotView = {**view, "discard": discard, "discards_left": discards_left}
        return self.described(own)

    @classmethod
    def describe(cls, view: View) -> Display:
        return words.describe(view, button_rank=lambda a: BUTTON_RANK.get(a, 0))

    def _public(self) -> FrenchTarotPublic:
        return {
            "contract": CONTRACTS[self.contract] or None,
            "taker": self.taker,
            "bids": [None if b is None else CONTRACTS[b] or "pass" for b in self.bids],
            "called": self.called.code if self.called is not None else None,
            "partner": self.partner if self.partner_known and self.partner is not None else None,
            "alone": self.partner_known and self.partner is None,
            "chien": [c.code for c in self.chien_shown] if self.chien_shown is not None else None,
            "chien_size": CHIEN_SIZE[self.players],
            "discarded_trumps": [c.code for c in self.discard_trumps],
            "chelem": self.chelem,
            "poignees": [
                {"seat": s, "level": lvl, "cards": [c.code for c in self.poignee_cards[s]]}
                for s, lvl in enumerate(self.poignee)
                if lvl is not None and lvl != "none"
            ],
            "deals": self.deals,
        }

    def _prompt(self, seat: int, phase: str) -> Text | None:
        to_act = self.to_act
        if to_act is None:
            return None
        if seat != to_act:
            return words.waiting_for(to_act, phase)
        if phase == BIDDING:
            return words.bid_higher(CONTRACTS[self.highest]) if self.highest else words.BID_OR_PASS
        if phase == CALL:
            return words.CALL_A_KING
        if phase == DISCARD:
            return words.discard_more(self._discards_left())
        if phase == DECLARE:
            return words.ANNOUNCE_A_SLAM
        if phase == POIGNEE:
            return words.SHOW_A_POIGNEE
        return words.YOUR_CARD

    def _label(self, action: str) -> Text:
        if action == "pass":
            return words.PASS
        verb, _, arg = action.partition(":")
        if verb == "bid":
            return words.CONTRACT_NAMES[arg]
        if verb == "call":
            return words.call_card(arg)
        if verb == "announce":
            return words.ANNOUNCE_THE_SLAM if arg == "chelem" else words.NO_ANNOUNCEMENT
        if arg == "none":
            return words.NO_POIGNEE
        k = POIGNEE_LEVELS.index(arg)
        return words.show_poignee(arg, POIGNEE_TRUMPS[self.players][k], POIGNEE_BONUS[k])

    # -- results, copies, zones ----------------------------------------------
    def totals(self) -> list[float]:
        return list(self.match_totals)

    def zones(self) -> dict[str, list[Card]]:
        return {
            **seat_zones(hand=self.hands, won=self.won),
            "chien": list(self.chien),
            "discard": list(self.discard),
            "trick": list(self.trick.cards) if self.phase != DONE else [],
        }

    # -- rebuilding a world from a view (core/rebuild.py) ----------------------
    @classmethod
    def deal_unseen(cls, view: View, rng: Rng) -> World:
        """The other hands, an unseen chien and, for others than the taker, his face-down discard
        (the module docstring lists what the seat knows)."""
        n, seat, pub = view["players"], view["seat"], view["public"]
        taker: int | None = pub["taker"]
        own = [CARD[c] for c in view["hand"]]
        shown = cast("FrenchTarotView", view)["discard"]  # a view this game made
        discard_trumps = [CARD[c] for c in pub["discarded_trumps"]]
        knows = Knowledge(n, [*own, *discard_trumps, *(CARD[c] for c in shown or ())])
        known, void = knows.seen, knows.void
        trump_max, trump_min = [21] * n, [0] * n
        tricks = tricks_seen(view, TAROT)
        for cards in tricks:
            led: str | None = None
            top = 0
            for s, c in cards:
                if c is EXCUSE:  # follows nothing and sets nothing
                    knows.saw([c])
                    continue
                knows.played(s, c, led, TRUMP)  # follow, else trump
                if led is None:
                    led, top = c.suit, c.number if c.suit == TRUMP else 0
                elif c.suit == TRUMP:  # and overtrump if you can: a lower trump caps the hand
                    if c.number < top:
                        trump_max[s] = min(trump_max[s], top)
                    top = max(top, c.number)
        # Shown poignées: the rest of those cards is still in hand; any other trump is higher.
        in_hand: list[list[Card]] = [[] for _ in range(n)]
        for p in pub["poignees"]:
            s, poignee = p["seat"], [CARD[c] for c in p["cards"]]
            if s == seat:
                continue
            in_hand[s] = [c for c in poignee if c not in known]
            known.update(in_hand[s])
            if EXCUSE in poignee:
                void[s].add(TRUMP)
            else:
                trump_min[s] = max((c.number for c in poignee if c not in discard_trumps), default=0)
        # A shown chien went to the taker: what of it is unplayed is in his hand or his discard.
        chien_shown = [CARD[c] for c in pub["chien"]] if pub["chien"] is not None else None
        with_taker = {c for c in chien_shown if c not in known} if chien_shown and seat != taker else set()
        forced_trumps = bool(discard_trumps)  # then every plain card was discarded

        def accepts(s: int) -> Callable[[Card], bool]:
            voids, low, high = frozenset(void[s]), trump_min[s], trump_max[s]
            barred = with_taker if s != taker else PLAIN if forced_trumps else frozenset()
            return lambda c: c.suit not in voids and (c.suit != TRUMP or low < c.number <= high) and c not in barred

        piles = {"chien": Hole(CHIEN_SIZE[n])} if chien_shown is None else {}
        secret = sum(1 for e in view["events"] if e["type"] == "discard" and "card" not in e)  # the taker's unseen
        piles |= {"secret": Hole(secret, PLAIN.__contains__)} if secret else {}
        held = {s: cards for s, cards in enumerate(in_hand) if cards}
        hands, dealt = deal_world(view, TAROT, knows, rng, own, accepts, piles, held=held)
        return World(hands, {"chien": [], "secret": []} | dealt, tricks, {"seed": f"sample/{rng.material}"})

    @classmethod
    def replay_start(cls, view: View, world: World) -> tuple[FrenchTarot, Iterator[str]]:
        """Dealt from the hands then (the taker's without the shown chien, with his discard); a seat
        whose poignée the view does not show declined it just before its first card."""
        pub, events = view["public"], view["events"]
        moves = card_moves(events, TAROT, {pub["taker"]: world.piles["secret"]})
        chien = world.piles["chien"] if pub["chien"] is None else [CARD[c] for c in pub["chien"]]
        hands = hands_at_start(world, moves, {pub["taker"]: chien} if pub["chien"] is not None else None)
        st = blank(cls)
        st._resume(view, world)
        st._reset_deal(hands, list(chien))
        st.log = EventLog(events[: next(k for k, e in enumerate(events) if e["type"] == "deal") + 1])

        def declined(event: Event) -> str | None:
            return "poignee:none" if event["type"] == "play" and st.phase == POIGNEE else None

        return st, shown_actions(st, view, moves, ACTION_OF_EVENT, declined)

    def _resume(self, view: View, world: World) -> None:
        """The match as the view shows it, before its deal."""
        self.players = view["players"]
        self.seed = str(world.more["seed"])
        self.deals = view["public"]["deals"]
        self.dealer = view["dealer"]
        self.deal_no = view["deal_no"]
        self.shuffle_no = 0
        self.results, self.match_totals = before_the_deal(view)

    def place(self, world: World) -> None:
        """The hands, an unseen chien, others' view of the taker's face-down discard; the called card's
        holder, and whether the seat to play has a poignée to decide."""
        self.hands = world.hands
        self.seed = str(world.more["seed"])
        if self.chien_shown is None:
            self.chien = world.piles["chien"]
        if world.piles["secret"]:
            self.discard = [*self.discard_trumps, *world.piles["secret"]]
        if self.called is not None and not self.partner_known:
            self.partner = self._holder(self.called)
        if self.phase in (PLAY, POIGNEE) and self.to_act is not None:
            self._turn(self.to_act)

# -- helpers ------------------------------------------------------------------


def legal_cards(hand: Sequence[Card], led: str | None, top_trump: int) -> Sequence[Card]:
    """The cards of ``hand`` that may go to a trick whose suit led is ``led`` (None: nothing led but the
    Excuse) and whose highest trump is ``top_trump`` (below 1: none): follow suit, else trump, over the
    highest trump if you can; the Excuse at any time. The hand's order is kept, the Excuse last; where
    every card may go, the hand itself (the playouts ask at every card: no copy)."""
    if led is None:
        return hand
    if led != TRUMP:
        follow = [c for c in hand if c.suit == led]
        if follow:
            if EXCUSE in hand:
                follow.append(EXCUSE)
            return follow
    trumps = [c for c in hand if c.suit == TRUMP]
    if not trumps:
        return hand
    out = [c for c in trumps if c.number > top_trump] or trumps
    if EXCUSE in hand:
        out.append(EXCUSE)
    return out


def _parse_deal(deal: Deal, players: int) -> tuple[list[list[Card]], list[Card]]:
    """A fixed first deal: hands in seat order and the chien, every card exactly once."""
    hands_raw = deal.get("hands")
    chien_raw = deal.get("chien")
    if not isinstance(hands_raw, list) or len(hands_raw) != players:
        raise ValueError(f"deal must have 'hands': a list of {players} hands")
    if not isinstance(chien_raw, list) or len(chien_raw) != CHIEN_SIZE[players]:
        raise ValueError(f"deal must have 'chien': a list of {CHIEN_SIZE[players]} cards")
    extra = set(deal) - {"hands", "chien"}
    if extra:
        raise ValueError(f"unknown deal keys: {', '.join(sorted(extra))}")
    try:
        hands = [TAROT.parse(h) for h in hands_raw]
        chien = TAROT.parse(chien_raw)
    except (IllegalAction, TypeError) as err:
        raise ValueError(f"deal holds a bad card: {err}") from None
    for s, hand in enumerate(hands):
        if len(hand) != HAND_SIZE[players]:
            raise ValueError(f"hand {s} must hold {HAND_SIZE[players]} cards, not {len(hand)}")
    every = [c for h in hands for c in h] + chien
    if len(set(every)) != len(DECK):
        raise ValueError("the deal must hold each of the 78 cards exactly once")
    return hands, chien


def _petit_sec(hands: list[list[Card]]) -> int | None:
    """The first seat whose only trump is the Petit, without the Excuse."""
    for seat, hand in enumerate(hands):
        if PETIT in hand and EXCUSE not in hand and sum(1 for c in hand if c.suit == TRUMP) == 1:
            return seat
    return None
