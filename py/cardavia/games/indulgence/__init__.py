"""Indulgence (docs/rules/indulgence.md): decrees, sinners and florins in Renaissance Italy.

A match is 3 rounds; in each round every seat is Ruler once, so it has 9 hands
(3 players) or 12 (4 players). Each *deal* of the API is one hand.

A hand: the face-up decree row is refilled to three (not before the first
hand); the Ruler deals all 36 family cards and chooses a decree
(``decree:<id>``); starting at the Ruler's next seat everyone may ``sin`` or
``pass`` (the first sin ends the round); the sinner (else the Ruler) leads; follow
the family led, highest of the family led wins unless a decree names a trump
family. The sinner holds the ring: once per hand ``play:<card>+ring`` makes
that card a 10 of its family. Settlement moves florins between players; nobody
goes below zero, so the table's florins are conserved.

Choices where the rules are open (documented for players and tests):

- Option ``first_ruler``: ``"random"`` (default, drawn by the seed) or a seat.
  ``dealer`` is the same option under the name every game accepts (the Ruler
  deals); given both, they must agree.
- The ring card keeps its identity for decrees: the Sforza 7 with the ring is
  still the Sforza 7 (and still a 7) — the ring only changes its strength.
- The decree deck: the used decree (all three after a Union) is discarded when
  the next hand starts; when the deck cannot refill the row, the discards are
  shuffled (by the seed) into a new deck.
- ``sin_succeeded`` is a plain boolean (the rules file marks only ``sinner``
  as nullable): false when nobody sinned. The Union's sinner must meet
  every goal; a Union with one trump decree in force makes that family trumps.
- Under the Interdict there is no sin round, so the Jubilee cannot be played
  that hand. The Absolution is offered to its holder when he would actually hand
  over florins (he owes something and has some); ``pass`` pays and keeps it.
  Only the holder decides (the rules give nobody else an action there), so the
  table learns who holds an unspent Absolution when he is asked — as at a real
  table, where he would be the one to hesitate.
- Payments are owed in full (doubled by the Jubilee), then each payer pays at
  most what he holds at settlement.

``deal`` for tests fixes the first hand: ``{"hands": [[codes] per seat]}``, plus
optionally ``"decrees"``: decree ids put on top of the decree deck in order (the
first three are the face-up row; the rest of the deck follows shuffled), and
``"bulls"``: one bull id per seat (advanced game only).

The view's ``public`` holds: ``decree_row`` (face-up decrees, full info),
``in_force`` (decrees in force), ``union``, ``interdict``, ``jubilee`` (seat or
null), ``absolved`` (seat or null), ``ruler``, ``sinner``, ``ring_holder``,
``ring_used``, ``ring_card``, ``florins``, ``taken`` (forbidden items per seat
so far), ``bulls`` (the four bulls' names and effects, advanced game),
``bulls_spent`` ([{seat, bull}]), ``decree_deck`` (cards left),
``decree_discards``, ``advanced``, ``round``, ``hands_total``, ``owed`` (the
payments waiting for the Absolution decision, else []). The seat's own unspent
bull is the view's ``bull`` (null for everybody else's).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any, ClassVar, NotRequired, TypedDict, cast

from ...core import between
from ...core.cards import INDULGENCE, INDULGENCE_FAMILIES, Card, codes
from ...core.display import match_winners
from ...core.errors import IllegalAction, not_an_action
from ...core.events import EventLog
from ...core.glossary import FAMILY_EMBLEMS
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
    seat_zones,
)
from ...core.rebuild import World, before_the_deal, card_moves, deal_world, hands_at_start, shown_actions, tricks_seen
from ...core.registry import register
from ...core.rng import Rng
from ...core.state import COPY, EACH, RECORDS, SHARED, Copier, blank
from ...core.text import player_name
from ...core.tricks import Trick
from . import words
from .decrees import (
    ABSOLUTION,
    ALL_DECREES,
    BASIC_DECREES,
    BULL_HELP,
    BULL_NAMES,
    BULLS,
    DECREES,
    INTERDICT,
    JUBILEE,
    UNION,
    Decree,
)
from .rules import RULES

if TYPE_CHECKING:
    from ...core.display import Display
    from ...core.events import Event, PlayEvent, TrickCard
    from ...core.protocol import DealResult, LastTrick, TrickJson, View
    from ...core.rebuild import Spelling
    from ...core.text import Text
    from .decrees import DecreeJson

START_FLORINS = 30
ROUNDS = 3
ROW = 3  # face-up decrees
RING_RANK = 10  # a card with the ring ranks as a 10 of its family
TRUMP_BONUS = 100
RANDOM = "random"

DECREE, SIN, PLAY, SETTLE, DONE = "decree", "sin", "play", "settle", "done"
# The action each kind of event shows, besides the card actions (the rebuild's replay, core/rebuild.py).
ACTION_OF_EVENT: Spelling = {"decree": "decree:{decrees[0]}", "sin": "sin", "pass": "pass", "bull": "bull:{bull}"}
BULL_INFO = [{"id": b, "name": BULL_NAMES[b], "help": BULL_HELP[b]} for b in BULLS]


FAMILY_KEY = [{"family": f, **FAMILY_EMBLEMS[f]} for f in INDULGENCE_FAMILIES]

SEAT_CHOICES = (
    Choice(RANDOM, words.AT_RANDOM),
    *(Choice(s, player_name(s)) for s in range(4)),
)

INFO = GameInfo(
    id="indulgence",
    name=words.NAME,
    tradition="indulgence",
    deck=INDULGENCE.id,
    players=(3, 4),
    default_players=4,
    options=(
        Option("first_ruler", words.FIRST_RULER, RANDOM, choices=SEAT_CHOICES),
        Option("dealer", words.FIRST_DEALER, RANDOM, choices=SEAT_CHOICES, alias_of="first_ruler"),
        Option(
            "advanced",
            words.ADVANCED,
            False,
            choices=(Choice(False, words.ADVANCED_NO), Choice(True, words.ADVANCED_YES)),
        ),
    ),
    summary=words.SUMMARY,
    rules=RULES,
    direction="cw",
    zero_sum=True,
    score_unit=words.SCORE_UNIT,
    careful_normal=True,
)


# For the type checker only: creating these TypedDicts at run time slows every page's engine start.
if TYPE_CHECKING:
    class IndulgenceView(View):
        """The common keys and the seat's own unspent papal bull (null for everybody else's)."""

        bull: str | None

    class SpentBull(TypedDict):
        seat: int
        bull: str

    Owed = TypedDict("Owed", {"from": int, "to": int, "amount": int})
    Payment = TypedDict("Payment", {"from": int, "to": int, "owed": int, "paid": int})

    class IndulgenceScore(TypedDict):
        """A hand's score (docs/rules/indulgence.md); ``winners`` after the last hand."""

        ruler: int
        decree: str | list[str]  # the decree in force, or the Union's two
        decrees: list[str]
        union: bool
        interdict: bool
        jubilee: int | None
        absolved: int | None
        sinner: int | None
        sin_succeeded: bool
        ring_card: str | None
        taken: list[int]
        taken_by_decree: dict[str, list[int]]
        payments: list[Payment]
        scores: Sequence[float]
        florins: list[int]
        winners: NotRequired[list[int]]

    class IndulgenceResult(IndulgenceScore, DealResult):
        """A hand's result: its score and the sentences that explain it."""

    class IndulgencePublic(TypedDict):
        """``public`` of an Indulgence view (the module docstring says what each key means)."""

        advanced: bool
        round: int
        hands_total: int
        ruler: int
        decree_row: list[DecreeJson]
        in_force: list[DecreeJson]
        union: bool
        interdict: bool
        jubilee: int | None
        absolved: int | None
        sinner: int | None
        ring_holder: int | None
        ring_used: bool
        ring_card: str | None
        florins: list[int]
        taken: list[int]
        bulls: list[dict[str, Any]]
        bulls_spent: list[SpentBull]
        decree_deck: int
        decree_discards: list[str]
        owed: list[Owed]
        taken_shown: list[bool]
        families: list[dict[str, Any]]


def _decree_ids(value: object, players: int) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(d, str) and d in DECREES for d in value):
        raise ValueError(f"{value!r} is not a list of decrees")
    return list(value)


def _seat_bulls(value: object, players: int) -> list[str | None]:
    if not isinstance(value, list) or len(value) != players or not all(b is None or b in BULLS for b in value):
        raise ValueError(f"{value!r} is not a bull or none per seat")
    return list(value)


def _spent_bulls(value: object, players: int) -> list[tuple[int, str]]:
    if not isinstance(value, list) or not all(isinstance(p, list) and len(p) == 2 for p in value):
        raise ValueError(f"{value!r} is not a list of [seat, bull]")
    return [(between.seat(s, players), str(b)) for s, b in value]


@register
class Indulgence(GameState):
    info: ClassVar[GameInfo] = INFO
    carried: ClassVar[Mapping[str, between.Reader]] = {
        "hand_no": between.count, "ruler": between.seat, "florins": between.counts, "row": _decree_ids,
        "deck": _decree_ids, "discards": _decree_ids, "in_force": _decree_ids, "bulls": _seat_bulls,
        "spent": _spent_bulls,
    }
    unlisted_public: ClassVar[Mapping[str, str]] = {
        "advanced": "the game page's option; the seat's own bull is an item",
        "florins": "the seats' totals",
        "ring_used": "the ring card shows it",
        "bulls": "the rules page explains them; the seat's own bull is an item",
        "decree_deck": "the decrees left to come: the row shows the next three",
        "decree_discards": "the decrees used: past hands",
    }

    # -- match state ----------------------------------------------------------
    players: int
    advanced: bool
    seed: str
    florins: list[int]
    row: list[str]  # face-up decree ids
    deck: list[str]  # the decree deck, next card first
    discards: list[str]
    bulls: list[str | None]  # each seat's bull (spent ones too); None in the basic game
    spent: list[tuple[int, str]]  # (seat, bull) in the order they were used
    hand_no: int
    ruler: int
    results: list[DealResult]  # IndulgenceResult
    # -- hand state -----------------------------------------------------------
    phase: str
    hands: list[list[Card]]
    in_force: list[str]
    trumps: str | None
    union: bool
    interdict: bool
    jubilee: int | None
    absolved: int | None
    sinner: int | None
    ring_used: bool
    ring_card: Card | None
    trick: Trick
    tricks: list[list[Card]]  # completed tricks' cards
    winners: list[int]
    last_trick: Trick | None
    won: list[int]
    log: EventLog
    to_act: int | None
    status: str
    copied: ClassVar[Mapping[str, Copier]] = {
        "florins": COPY, "row": COPY, "deck": COPY, "discards": COPY, "bulls": COPY, "spent": COPY,
        "results": RECORDS, "hands": EACH, "in_force": COPY, "trick": COPY, "tricks": RECORDS, "winners": COPY,
        "won": COPY, "log": COPY,
        "last_trick": SHARED,  # a closed trick is never changed
    }

    # -- setup ----------------------------------------------------------------
    @classmethod
    def new(cls, players: int, options: dict[str, OptionValue], seed: str, deal: Deal | None) -> Indulgence:
        st = blank(cls)
        st.players = players
        st.advanced = cls.info.read_option(options, "advanced", bool)
        st.seed = seed
        root = Rng(seed)
        ruler = cls._first_ruler(players, options, root)
        deal = dict(deal) if deal is not None else {}
        unknown = set(deal) - {"hands", "decrees", "bulls"}
        if unknown:
            raise ValueError(f"unknown deal key(s) for indulgence: {', '.join(sorted(unknown))}")
        pool = ALL_DECREES if st.advanced else BASIC_DECREES
        top = cls._parse_decrees(deal.get("decrees"), pool)
        rest = root.derive("decrees").shuffled([d for d in pool if d not in top])
        order = top + rest
        st.row, st.deck, st.discards = order[:ROW], order[ROW:], []
        st.bulls = cls._deal_bulls(players, st.advanced, deal.get("bulls"), root)
        st.spent = []
        st.florins = [START_FLORINS] * players
        st.hand_no = 0
        st.ruler = ruler
        st.results = []
        hands = cls._parse_hands(deal["hands"], players) if "hands" in deal else None
        st._start_hand(hands)
        return st

    @staticmethod
    def _first_ruler(players: int, options: dict[str, OptionValue], root: Rng) -> int:
        read = Indulgence.info.read_option  # a seat or RANDOM, checked below with its alias
        given = [v for v in (read(options, "first_ruler", object), read(options, "dealer", object)) if v != RANDOM]
        seats: list[int] = []
        for seat in given:
            if not isinstance(seat, int) or not 0 <= seat < players:
                raise ValueError(f"the first Ruler must be a seat from 0 to {players - 1}, not {seat!r}")
            seats.append(seat)
        if len(set(seats)) > 1:
            raise ValueError("options 'first_ruler' and 'dealer' name different seats")
        if seats:
            return seats[0]
        return root.derive("ruler").below(players)

    @staticmethod
    def _parse_decrees(given: object, pool: tuple[str, ...]) -> list[str]:
        if given is None:
            return []
        if not isinstance(given, list) or not all(isinstance(d, str) for d in given):
            raise ValueError("deal 'decrees' must be a list of decree ids")
        for d in given:
            if d not in pool:
                extra = "" if d not in DECREES else " (a wax decree: only in the advanced game)"
                raise ValueError(f"deal 'decrees': {d!r} is not a decree of this game{extra}")
        if len(set(given)) != len(given):
            raise ValueError("deal 'decrees' lists a decree twice")
        return list(given)

    @staticmethod
    def _deal_bulls(players: int, advanced: bool, given: object, root: Rng) -> list[str | None]:
        if not advanced:
            if given is not None:
                raise ValueError("deal 'bulls' needs the advanced game")
            return [None] * players
        if given is None:
            return list(root.derive("bulls").shuffled(BULLS)[:players])
        if (
            not isinstance(given, list)
            or len(given) != players
            or not all(b in BULLS for b in given)
            or len(set(given)) != players
        ):
            raise ValueError(f"deal 'bulls' must list {players} different bulls of {', '.join(BULLS)}")
        return list(given)

    @staticmethod
    def _parse_hands(given: object, players: int) -> list[list[Card]]:
        size = len(INDULGENCE) // players
        if not isinstance(given, list) or len(given) != players:
            raise ValueError(f"deal 'hands' must hold {players} hands")
        hands: list[list[Card]] = []
        for h in given:
            if not isinstance(h, list) or len(h) != size:
                raise ValueError(f"each hand must hold {size} cards")
            try:
                hands.append(INDULGENCE.parse(h))
            except IllegalAction as err:
                raise ValueError(f"deal: {err}") from None
        if len({c for h in hands for c in h}) != len(INDULGENCE):
            raise ValueError("deal: every family card must be dealt exactly once")
        return hands

    @property
    def hands_total(self) -> int:
        return ROUNDS * self.players

    @property
    def tricks_in_hand(self) -> int:
        return len(INDULGENCE) // self.players

    def _start_hand(self, hands: list[list[Card]] | None) -> None:
        """The Ruler deals (or the given hands) and must choose a decree."""
        n = self.players
        if hands is None:
            pack = Rng(self.seed).derive(f"deal{self.hand_no}").shuffled(INDULGENCE.cards)
            size = len(pack) // n
            hands = [pack[i * size : (i + 1) * size] for i in range(n)]
        self.hands = hands
        self.phase = DECREE
        self.in_force = []
        self.trumps = None
        self.union = self.interdict = False
        self.jubilee = self.absolved = self.sinner = None
        self.ring_used = False
        self.ring_card = None
        self.trick = Trick(self.ruler)
        self.tricks, self.winners = [], []
        self.last_trick = None
        self.won = [0] * n
        self.log = EventLog([{"type": "deal", "dealer": self.ruler, "hand": self.hand_no, "row": list(self.row)}])
        self.to_act = self.ruler
        self.status = PLAYING

    def carry_on(self, body: object) -> list[Event]:
        """As every game, and the match must be one a deal could leave: each decree of the pool once, the
        florins all there, the bulls dealt as the game deals them, each spent once by its holder."""
        events = super().carry_on(body)
        pool = ALL_DECREES if self.advanced else BASIC_DECREES
        placed = [*self.row, *self.deck, *self.discards, *self.in_force]
        bulls = [b for b in self.bulls if b is not None]
        if (
            sorted(placed) != sorted(pool)
            or sum(self.florins) != START_FLORINS * self.players
            or len(bulls) != (self.players if self.advanced else 0)
            or len(set(bulls)) != len(bulls)
            or len(set(self.spent)) != len(self.spent)
            or any(self.bulls[seat] != bull for seat, bull in self.spent)
        ):
            raise ValueError("the carried match is not one a deal of Indulgence can leave")
        return events

    def next_deal(self) -> list[Event]:
        """The used decree is discarded, the row refilled, the next seat rules."""
        self.discards.extend(self.in_force)
        while len(self.row) < ROW:
            if not self.deck:
                self.deck = Rng(self.seed).derive(f"decrees{self.hand_no + 1}").shuffled(self.discards)
                self.discards = []
            self.row.append(self.deck.pop(0))
        self.hand_no += 1
        self.ruler = (self.ruler + 1) % self.players
        self._start_hand(None)
        return self.log.public()  # the new hand's events

    # -- the decision in front of to_act ----------------------------------------
    def _unspent_bull(self, seat: int) -> str | None:
        bull = self.bulls[seat]
        if bull is None or any(b == bull for _, b in self.spent):
            return None
        return bull

    def _union_allowed(self) -> bool:
        return sum(1 for d in self.row if DECREES[d].trumps) < 2

    def legal_actions(self) -> list[str]:
        seat = self.to_act
        if seat is None:
            return []
        phase = self.phase
        if phase == PLAY:
            hand = self.hands[seat]
            cards = hand
            if self.trick.cards:
                led = self.trick.cards[0].suit
                cards = [c for c in hand if c.suit == led] or hand
            acts = ["play:" + c.code for c in cards]
            if seat == self.sinner and not self.ring_used:
                acts += [a + "+ring" for a in acts]
            return acts
        bull = self._unspent_bull(seat)
        if phase == DECREE:
            acts = ["decree:" + d for d in self.row]
            if bull == UNION and self._union_allowed():
                acts.append("bull:union")
            elif bull == INTERDICT:
                acts.append("bull:interdict")
            return acts
        if phase == SIN:
            return ["pass", "sin", "bull:jubilee"] if bull == JUBILEE else ["pass", "sin"]
        return ["bull:absolution", "pass"]  # SETTLE

    def explain(self, action: str) -> IllegalAction:
        verb, _, arg = action.partition(":")
        if verb == "play" and arg:
            return self._explain_play(arg)
        if verb == "decree" and arg:
            return self._explain_decree(arg)
        if verb == "bull" and arg:
            return self._explain_bull(arg)
        if action == "sin":
            return self._explain_sin()
        if action == "pass":
            return words.nothing_to_pass()
        return not_an_action(action)

    def _explain_play(self, arg: str) -> IllegalAction:
        code, plus, ring = arg.partition("+")
        if plus and ring != "ring":
            return not_an_action("play:" + arg)
        card = INDULGENCE.by_code.get(code)
        if card is None:
            return words.no_card_of_the_deck(code)
        if self.phase == DECREE:
            return words.decree_first()
        if self.phase == SIN:
            return words.sinning_first()
        if self.phase != PLAY or self.to_act is None:
            return words.hand_played_out()
        seat = self.to_act
        if card not in self.hands[seat]:
            return words.not_held(code)
        if plus and seat != self.sinner:
            return words.ring_for_the_sinner()
        if plus and self.ring_used:
            return words.ring_used()
        return words.must_follow(self.trick.cards[0].suit)

    def _explain_decree(self, arg: str) -> IllegalAction:
        if arg not in DECREES:
            return words.no_decree(arg)
        if self.phase != DECREE:
            return words.decree_chosen()
        return words.decree_not_face_up()

    def _explain_sin(self) -> IllegalAction:
        if self.phase == DECREE:
            return words.decree_first()
        if self.interdict:
            return words.interdict_in_force()
        if self.sinner is not None:
            return words.one_sinner(self.sinner)
        return words.sin_round_over()

    def _explain_bull(self, arg: str) -> IllegalAction:
        if arg not in BULLS:
            return words.no_bull(arg)
        if not self.advanced:
            return words.bulls_advanced_only()
        seat = self.to_act
        if seat is None or self.bulls[seat] != arg:
            return words.bull_not_held(arg)
        if self._unspent_bull(seat) is None:
            return words.bull_spent(arg)
        if arg == UNION and self.phase == DECREE:
            return words.union_not_allowed()
        return words.bull_not_now(arg)

    # -- applying an action ---------------------------------------------------------
    def step(self, action: str) -> list[Event]:
        seat = self.to_act
        assert seat is not None
        if self.phase == PLAY:
            return self._play(seat, action)
        if self.phase == DECREE:
            return self._decree(seat, action)
        if self.phase == SIN:
            return self._sin_round(seat, action)
        return self._settle_choice(seat, action)

    def _spend(self, seat: int, bull: str) -> Event:
        self.spent.append((seat, bull))
        return {"type": "bull", "seat": seat, "bull": bull}

    def _decree(self, seat: int, action: str) -> list[Event]:
        events: list[Event] = []
        if action == "bull:interdict":
            self.interdict = True
            events.append(self._spend(seat, INTERDICT))
            self.log.extend(events)
            return events
        if action == "bull:union":
            events.append(self._spend(seat, UNION))
            self.union = True
            self.in_force, self.row = self.row, []
        else:
            chosen = action[len("decree:") :]
            self.in_force = [chosen]
            self.row = [d for d in self.row if d != chosen]
        self.trumps = next((DECREES[d].trumps for d in self.in_force if DECREES[d].trumps), None)
        events.append({"type": "decree", "seat": seat, "decrees": list(self.in_force), "union": self.union})
        if self.interdict:
            self._start_play(self.ruler)
        else:
            self.phase = SIN
            self.to_act = (self.ruler + 1) % self.players
        self.log.extend(events)
        return events

    def _sin_round(self, seat: int, action: str) -> list[Event]:
        events: list[Event] = []
        if action == "sin":
            self.sinner = seat
            events.append({"type": "sin", "seat": seat})
            self._start_play(seat)
        else:
            if action == "bull:jubilee":
                self.jubilee = seat
                events.append(self._spend(seat, JUBILEE))
            events.append({"type": "pass", "seat": seat})
            nxt = (seat + 1) % self.players
            if nxt == self.ruler:
                self._start_play(self.ruler)
            else:
                self.to_act = nxt
        self.log.extend(events)
        return events

    def _start_play(self, leader: int) -> None:
        self.phase = PLAY
        self.trick = Trick(leader)
        self.to_act = leader

    def _strength(self, card: Card) -> int:
        rank = RING_RANK if card is self.ring_card else card.number
        if card.suit == self.trumps:
            return rank + TRUMP_BONUS
        return rank if card.suit == self.trick.cards[0].suit else 0

    def _play(self, seat: int, action: str) -> list[Event]:
        ring = action.endswith("+ring")
        card = INDULGENCE.by_code[action[5:-5] if ring else action[5:]]
        self.hands[seat].remove(card)
        trick = self.trick
        trick.add(seat, card)
        event: PlayEvent = {"type": "play", "seat": seat, "card": card.code}
        if ring:
            self.ring_used = True
            self.ring_card = card
            event["ring"] = True
        events: list[Event] = [event]
        if len(trick.cards) < self.players:
            self.to_act = (seat + 1) % self.players
        else:
            winner = trick.best(self._strength)
            events.append({"type": "trick", "winner": winner, **self._trick_json(trick)})
            self.tricks.append(trick.cards)
            self.winners.append(winner)
            self.won[winner] += 1
            self.last_trick = trick
            self.trick = Trick(winner)
            self.to_act = winner
            if not self.hands[winner]:
                events.extend(self._settle())
        self.log.extend(events)
        return events

    def _trick_json(self, trick: Trick) -> TrickJson:
        cards: list[TrickCard] = []
        for s, c in zip(trick.seats, trick.cards, strict=True):
            entry: TrickCard = {"seat": s, "card": c.code}
            if c is self.ring_card:
                entry["ring"] = True
            cards.append(entry)
        return {"leader": trick.leader, "cards": cards}

    # -- settlement ----------------------------------------------------------------
    def taken_by_decree(self) -> dict[str, list[int]]:
        """Forbidden items each seat took so far, per decree in force."""
        return {
            d: DECREES[d].taken(self.tricks, self.winners, self.tricks_in_hand, self.players) for d in self.in_force
        }

    def taken(self) -> list[int]:
        out = [0] * self.players
        for per_seat in self.taken_by_decree().values():
            for s, k in enumerate(per_seat):
                out[s] += k
        return out

    def sin_succeeded(self) -> bool:
        """Did the sinner take every forbidden item of every decree in force? (False: no sinner)"""
        if self.sinner is None:
            return False
        taken = self.taken_by_decree()
        return all(taken[d][self.sinner] == DECREES[d].items(self.tricks_in_hand) for d in self.in_force)

    def owed(self) -> list[tuple[int, int, int]]:
        """(payer, receiver, amount) the hand's result demands, before anyone's means."""
        decrees: list[Decree] = [DECREES[d] for d in self.in_force]
        factor = 2 if self.jubilee is not None else 1
        out: list[tuple[int, int, int]] = []
        if self.sinner is None:
            taken = self.taken_by_decree()
            for s in range(self.players):
                if s != self.ruler:
                    amount = sum(d.penalty * taken[d.id][s] for d in decrees)
                    if amount:
                        out.append((s, self.ruler, amount * factor))
            return out
        value = sum(d.sin for d in decrees) * factor
        if self.sin_succeeded():
            return [(s, self.sinner, value) for s in range(self.players) if s != self.sinner]
        return [(self.sinner, self.ruler, value * (self.players - 1))]

    def _absolution_holder(self) -> int | None:
        """The seat that may use the Absolution now: it holds it unspent and would pay."""
        for payer, _, amount in self.owed():
            if amount and self.florins[payer] > 0 and self._unspent_bull(payer) == ABSOLUTION:
                return payer
        return None

    def _settle(self) -> list[Event]:
        """The hand is played: the settlement waits for a holder of the Absolution, else the deal is scored."""
        holder = self._absolution_holder()
        if holder is not None:
            self.phase = SETTLE
            self.to_act = holder
            return []
        return self._score_deal()

    def _settle_choice(self, seat: int, action: str) -> list[Event]:
        events: list[Event] = []
        if action == "bull:absolution":
            self.absolved = seat
            events.append(self._spend(seat, ABSOLUTION))
        events.extend(self._score_deal())
        self.log.extend(events)
        return events

    def _score_deal(self) -> list[Event]:
        """Pay what is owed (as far as each payer can), record the hand's result."""
        n = self.players
        owed = self.owed()
        scores = [0] * n
        payments: list[Payment] = []
        for payer, receiver, amount in owed:
            paid = 0 if payer == self.absolved else min(amount, self.florins[payer])
            self.florins[payer] -= paid
            self.florins[receiver] += paid
            scores[payer] -= paid
            scores[receiver] += paid
            payments.append({"from": payer, "to": receiver, "owed": amount, "paid": paid})
        score: IndulgenceScore = {
            "ruler": self.ruler,
            "decree": self.in_force[0] if not self.union else list(self.in_force),
            "decrees": list(self.in_force),
            "union": self.union,
            "interdict": self.interdict,
            "jubilee": self.jubilee,
            "absolved": self.absolved,
            "sinner": self.sinner,
            "sin_succeeded": self.sin_succeeded(),
            "ring_card": self.ring_card.code if self.ring_card else None,
            "taken": self.taken(),
            "taken_by_decree": self.taken_by_decree(),
            "payments": payments,
            "scores": scores,
            "florins": list(self.florins),
        }
        last = self.hand_no == self.hands_total - 1
        if last:
            score["winners"] = match_winners(self.florins)
        self.record(cast("IndulgenceResult", score), partial(words.summary, score))
        self.phase = DONE
        self.to_act = None
        self.status = MATCH_OVER if last else DEAL_OVER
        return [{"type": "deal_over", "scores": scores}]

    def _sin_offer(self) -> Text:
        """What sinning means, with this hand's numbers."""
        decrees = [DECREES[d] for d in self.in_force]
        factor = 2 if self.jubilee is not None else 1
        value = sum(d.sin for d in decrees) * factor
        return words.sin_offer([d.forbids for d in decrees], value, self.players - 1)

    # -- what each seat sees ------------------------------------------------------
    def view(self, seat: int) -> View:
        last = self.last_trick
        last_json: LastTrick | None = None
        if last is not None:
            last_json = {**self._trick_json(last), "winner": self.winners[-1]}
        view = self.common_view(
            seat,
            dealer=self.ruler,
            deal_no=self.hand_no,
            phase=self.phase,
            prompt=self._prompt(seat),
            label=self._label,
            hand=codes(INDULGENCE.sorted(self.hands[seat])),
            hands=self.hands,
            trick=self._trick_json(self.trick),
            last_trick=last_json,
            tricks_won=self.won,
            totals=self.florins,
            public=self._public(),
            events=self.log.visible_to(seat),
        )
        own: IndulgenceView = {**view, "bull": self._unspent_bull(seat)}
        return self.described(own)

    @classmethod
    def describe(cls, view: View) -> Display:
        return words.describe(view, ring_rank=RING_RANK)

    def _public(self) -> IndulgencePublic:
        owed = self.owed() if self.phase == SETTLE else []
        return {
            "advanced": self.advanced,
            "round": self.hand_no // self.players + 1,
            "hands_total": self.hands_total,
            "ruler": self.ruler,
            "decree_row": [DECREES[d].describe() for d in self.row],
            "in_force": [DECREES[d].describe() for d in self.in_force],
            "union": self.union,
            "interdict": self.interdict,
            "jubilee": self.jubilee,
            "absolved": self.absolved,
            "sinner": self.sinner,
            "ring_holder": self.sinner,
            "ring_used": self.ring_used,
            "ring_card": self.ring_card.code if self.ring_card else None,
            "florins": list(self.florins),
            "taken": self.taken(),
            # The Ruler's count matters only against a sinner (the Ruler never pays a penalty).
            "taken_shown": [s != self.ruler or self.sinner is not None for s in range(self.players)],
            "families": FAMILY_KEY,
            "bulls": list(BULL_INFO) if self.advanced else [],
            "bulls_spent": [{"seat": s, "bull": b} for s, b in self.spent],
            "decree_deck": len(self.deck),
            "decree_discards": list(self.discards),
            "owed": [{"from": p, "to": r, "amount": a} for p, r, a in owed],
        }

    def _label(self, action: str) -> Text:
        verb, _, arg = action.partition(":")
        if verb == "decree":
            return words.decree_button(DECREES[arg].name)
        if verb == "bull":
            return BULL_NAMES[arg]
        if action == "sin":
            return words.SIN
        if self.phase == SETTLE:
            return words.PAY
        return words.PASS

    def _prompt(self, seat: int) -> Text | None:
        to_act = self.to_act
        if to_act is None:
            return None
        mine = seat == to_act
        if self.phase == DECREE:
            return words.CHOOSE_A_DECREE if mine else words.RULER_CHOOSING
        if self.phase == SIN:
            return self._sin_offer() if mine else words.sin_or_pass(to_act)
        if self.phase == PLAY:
            return words.PLAY_A_CARD if mine else words.waiting_to_play(to_act)
        if mine:
            return words.use_absolution(sum(a for p, _, a in self.owed() if p == to_act))
        return words.settlement(to_act)

    # -- the rest of the protocol -----------------------------------------------------
    def start_totals(self) -> list[float]:
        return [float(START_FLORINS)] * self.players

    def totals(self) -> list[float]:
        return [float(f) for f in self.florins]

    def zones(self) -> dict[str, list[Card]]:
        won: list[list[Card]] = [[] for _ in range(self.players)]
        for cards, winner in zip(self.tricks, self.winners, strict=True):
            won[winner].extend(cards)
        return {**seat_zones(hand=self.hands, won=won), "trick": list(self.trick.cards)}

    # -- rebuilding a world from a view (core/rebuild.py) ----------------------
    @classmethod
    def deal_unseen(cls, view: View, rng: Rng) -> World:
        """The others' cards (refusing families a seat showed void in), the decree deck's order and,
        in the advanced game, the unseen bulls among the unspent ones (the seat asked about the
        Absolution holds it)."""
        n, pub = view["players"], view["public"]
        seed = f"sample/{rng.below(1 << 30)}"
        known = {d["id"] for d in pub["decree_row"]} | {d["id"] for d in pub["in_force"]} | set(pub["decree_discards"])
        pool = ALL_DECREES if pub["advanced"] else BASIC_DECREES
        deck = rng.shuffled([d for d in pool if d not in known])
        bulls = cls._sample_bulls(view, rng) if pub["advanced"] else [None] * n
        own = INDULGENCE.parse(view["hand"])
        knows = Knowledge(n, own)
        tricks = tricks_seen(view, INDULGENCE)
        knows.followed(tricks)
        hands, _ = deal_world(view, INDULGENCE, knows, rng, own, knows.hole_test)
        return World(hands, {}, tricks, {"seed": seed, "deck": deck, "bulls": bulls})

    @classmethod
    def replay_start(cls, view: View, world: World) -> tuple[Indulgence, Iterator[str]]:
        """Dealt from the hands then, the row as the hand's first event shows it, the bulls spent before it."""
        events = view["events"]
        moves = card_moves(events, INDULGENCE)
        st = blank(cls)
        st._resume(view, world)
        st.spent = st.spent[: len(st.spent) - sum(1 for e in events if e["type"] == "bull")]
        st.row = list(events[0]["row"]) if events[0]["type"] == "deal" and "row" in events[0] else []
        st._start_hand(hands_at_start(world, moves))
        return st, shown_actions(st, view, moves, ACTION_OF_EVENT)

    def _resume(self, view: View, world: World) -> None:
        """The match as the view shows it (the decree deck and the bulls as the world dealt them)."""
        pub = view["public"]
        self.players = view["players"]
        self.advanced = pub["advanced"]
        self.seed = str(world.more["seed"])
        self.results, florins = before_the_deal(view)  # at the hand's end: the florins before it was scored
        self.florins = [int(f) for f in florins]
        self.row = [d["id"] for d in pub["decree_row"]]
        self.deck = cast("list[str]", world.more["deck"])
        self.discards = list(pub["decree_discards"])
        self.spent = [(e["seat"], e["bull"]) for e in pub["bulls_spent"]]
        self.bulls = cast("list[str | None]", world.more["bulls"])
        self.hand_no = view["deal_no"]
        self.ruler = view["dealer"]

    def place(self, world: World) -> None:
        """The hands, and the decree deck and the bulls as the world dealt them."""
        self.hands = world.hands
        self.seed = str(world.more["seed"])
        self.deck = cast("list[str]", world.more["deck"])
        self.bulls = cast("list[str | None]", world.more["bulls"])

    @staticmethod
    def _sample_bulls(view: View, rng: Rng) -> list[str | None]:
        """Every seat holds one bull: own and spent ones are known, the rest are dealt."""
        n: int = view["players"]
        seat: int = view["seat"]
        bulls: list[str | None] = [None] * n
        for e in view["public"]["bulls_spent"]:
            bulls[e["seat"]] = e["bull"]
        own = cast("IndulgenceView", view)["bull"]  # a view this game made
        if own is not None:
            bulls[seat] = own
        unknown = [s for s in range(n) if bulls[s] is None]
        pool = [b for b in BULLS if b not in bulls]
        if view["phase"] == SETTLE and view["to_act"] in unknown:
            holder = view["to_act"]
            bulls[holder] = ABSOLUTION
            unknown.remove(holder)
            pool.remove(ABSOLUTION)
        pool = rng.shuffled(pool)
        for s, b in zip(unknown, pool, strict=False):
            bulls[s] = b
        return bulls
