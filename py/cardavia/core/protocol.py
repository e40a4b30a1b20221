"""The one small protocol every game module implements, and its declared options.

A game is a ``GameState`` subclass: a mutable state of a whole match that knows
whose turn it is, which actions are legal, how one action changes it, what each
seat may see, and how to rebuild a state consistent with one seat's view (so the
AI can search without seeing hidden cards). ``Session`` wraps it with validation,
the action log, saving and the AI.
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, NotRequired, TypedDict, TypeVar, cast

from . import between
from .cards import Card
from .display import board_for, nothing
from .errors import IllegalAction
from .rng import Rng
from .state import SHARED, Copier, Declared
from .text import LANGUAGES, msg

if TYPE_CHECKING:
    from .between import Reader
    from .display import Display
    from .events import Event, TrickCard
    from .rebuild import World
    from .text import Text

OptionValue = int | str | bool

# The keys every game's view has, in the order ``common_view`` gives them: declared here once, named by
# docs/protocol.md's table and repeated for the type checker by ``View`` (tests/engine/test_contract.py).
VIEW_KEYS = (
    "game", "players", "seat", "dealer", "deal_no", "status", "to_act", "phase", "legal", "prompt", "labels",
    "hand", "hand_sizes", "trick", "last_trick", "tricks_won", "totals", "public", "events", "results",
    "start_totals", "display",
)


# For the type checker only: creating these TypedDicts at run time slows every page's engine start.
if TYPE_CHECKING:
    class DealResult(TypedDict):
        """One finished deal (``deal_results``): each seat's change and the sentences that explain it.
        A game's breakdown keys extend it (``FrenchTarotResult`` …)."""

        scores: Sequence[float]  # a game's whole numbers stay whole
        summary: NotRequired[list[Text]]  # every deal played here has it; a deal carried over (carry_on) has not

    class TrickJson(TypedDict):
        """The trick in play: who led and the cards so far (``cards`` may be empty)."""

        leader: int
        cards: list[TrickCard]

    class LastTrick(TrickJson):
        winner: int

    class View(TypedDict):
        """The keys every game's view shares (``VIEW_KEYS``); a game's own keys extend it in a subclass."""

        game: str
        players: int
        seat: int
        dealer: int
        deal_no: int
        status: str
        to_act: int | None
        phase: str
        legal: list[str]
        prompt: Text | None
        labels: dict[str, Text]
        hand: list[str]
        hand_sizes: list[int]
        trick: TrickJson
        last_trick: LastTrick | None
        tricks_won: list[int]
        totals: list[float]
        public: Mapping[str, Any]  # each game's own TypedDict (MawPublic …), read through a cast
        events: list[Event]
        results: list[DealResult]
        start_totals: list[float]
        display: Display  # what the table shows besides the cards, in words (display.py)


Deal = Mapping[str, Any]

PLAYING = "playing"
DEAL_OVER = "deal_over"
MATCH_OVER = "match_over"

S = TypeVar("S", bound="GameState")
T = TypeVar("T")
V = TypeVar("V", bound="View")

# Actions the UI plays by clicking a card of the hand; every other legal action is a button.
CARD_ACTION_VERBS = ("play:", "discard:", "take:")


def _no_label(action: str) -> Text:
    raise TypeError(f"no label for the action {action!r}: pass common_view a label")


@dataclass(frozen=True)
class Choice:
    value: OptionValue
    label: Text


@dataclass(frozen=True)
class Option:
    """A rule variant: its key, default, allowed values and a label in cs and en.

    ``choices`` lists the allowed values; without it the option is an integer in
    ``[minimum, maximum]``. ``historical`` marks a variant attested in the
    sources but not the default. ``players`` limits it to some player counts.
    ``alias_of`` names the option this one duplicates under a name from
    docs/design.md (e.g. ``dealer`` for Indulgence's first Ruler).
    """

    key: str
    label: Text
    default: OptionValue
    choices: tuple[Choice, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    historical: bool = False
    players: tuple[int, ...] = ()
    help: Text | None = None
    alias_of: str = ""  # another name for that option, accepted but not shown in the catalogue
    seat: bool = False  # the value is a seat (from 0); the page shows it as the table numbers seats, from 1

    def validate(self, value: object) -> OptionValue:
        if self.choices:
            for choice in self.choices:
                if type(choice.value) is type(value) and choice.value == value:
                    return choice.value
            allowed = ", ".join(repr(c.value) for c in self.choices)
            raise ValueError(f"option '{self.key}' must be one of {allowed}, not {value!r}")
        if not isinstance(value, int) or isinstance(value, bool):
            raise ValueError(f"option '{self.key}' must be a whole number, not {value!r}")
        if self.minimum is not None and value < self.minimum:
            raise ValueError(f"option '{self.key}' must be at least {self.minimum}")
        if self.maximum is not None and value > self.maximum:
            raise ValueError(f"option '{self.key}' must be at most {self.maximum}")
        return value

    def describe(self) -> dict[str, object]:
        out: dict[str, object] = {
            "key": self.key,
            "label": self.label,
            "default": self.default,
            "historical": self.historical,
        }
        if self.choices:
            out["choices"] = [{"value": c.value, "label": c.label} for c in self.choices]
        else:
            out["min"] = self.minimum
            out["max"] = self.maximum
        if self.players:
            out["players"] = list(self.players)
        if self.help:
            out["help"] = self.help
        if self.seat:
            out["seat"] = True
        return out


def dealer_option(default: int = 0) -> Option:
    """The seat that deals first; every game declares it."""
    return Option(
        "dealer",
        msg("First dealer"),
        default,
        minimum=0,
        maximum=5,
        seat=True,
    )


# For the type checker only: creating these TypedDicts at run time slows every page's engine start.
if TYPE_CHECKING:
    class RulesSection(TypedDict):
        title: str
        points: list[str]

    class RulesPage(TypedDict):
        """One language's rules page: a lead, sections of points, the variants this app offers."""

        lead: str
        notice: NotRequired[str]  # a word on the sources, shown under the lead
        sections: list[RulesSection]
        variants: list[str]


def rules_page(lead: Text, sections: Sequence[tuple[Text, Sequence[Text]]], variants: Sequence[Text],
               notice: Text | None = None) -> dict[str, RulesPage]:
    """A game's rules page in each language (``GameInfo.rules``), from its messages: the lead, the notice
    on the sources, each section's title and points, the variants."""
    def page(language: str) -> RulesPage:
        def said(words: Text) -> str:
            return cast("Mapping[str, str]", words)[language]

        shown: list[RulesSection] = [{"title": said(title), "points": [said(p) for p in points]}
                                     for title, points in sections]
        if notice is None:
            return {"lead": said(lead), "sections": shown, "variants": [said(v) for v in variants]}
        return {"lead": said(lead), "notice": said(notice), "sections": shown, "variants": [said(v) for v in variants]}

    return {language: page(language) for language in LANGUAGES}


@dataclass(frozen=True)
class GameInfo:
    """What the catalogue shows of a game and what a session needs to start one."""

    id: str
    name: Text
    tradition: str
    deck: str
    players: tuple[int, ...]
    default_players: int
    options: tuple[Option, ...]
    summary: Text
    direction: str = "cw"  # "cw" or "ccw": how the UI places the next seat
    zero_sum: bool = False  # every deal's scores sum to zero
    score_unit: Text = field(default_factory=lambda: msg("points"))
    rules: Mapping[str, RulesPage] = field(default_factory=dict)  # language -> the game's rules page (rules_page)
    # What the strong level reads in the others' choices, for the game page's sentence on it: where the
    # game's AI gives ``Hooks.evidence`` (the page must not load the AI to say so).
    strong_reads: Text | None = None
    # Whether the normal level's playouts count the cards as the strong level's do (the AI registers no
    # slower ``careful_rollout``): the page then does not say that strong plays its deals out more carefully.
    careful_normal: bool = False

    def read_option(self, options: Mapping[str, object], key: str, kind: type[T]) -> T:
        """One option of a match as ``kind`` (int, str or bool): its value, else its declared default.

        The one way a game reads its options (``new`` may be given only some of them).
        """
        value = options[key] if key in options else next(opt.default for opt in self.options if opt.key == key)
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise ValueError(f"option '{key}' must be {kind.__name__}, not {value!r}")
        return value

    def resolve_options(self, players: int, given: Mapping[str, object] | None) -> dict[str, OptionValue]:
        """Declared defaults overlaid with validated given values."""
        if given is not None and not isinstance(given, Mapping):
            raise ValueError(f"options must be a mapping of option names to values, not {given!r}")
        given = dict(given or {})
        named = [key for key in given if not isinstance(key, str)]
        if named:
            raise ValueError(f"option names must be text, not {', '.join(map(repr, named))}")
        out: dict[str, OptionValue] = {}
        for opt in self.options:
            if opt.key in given:
                value = opt.validate(given.pop(opt.key))
                # At its default (as a saved match lists it) an option of other player counts is harmless.
                if opt.players and players not in opt.players and value != opt.default:
                    raise ValueError(
                        f"option '{opt.key}' is only for {'/'.join(map(str, opt.players))} players"
                    )
                out[opt.key] = value
            else:
                out[opt.key] = opt.default
        if given:
            raise ValueError(f"unknown option(s) for {self.id}: {', '.join(sorted(given))}")
        dealer = out.get("dealer")
        if isinstance(dealer, int) and not 0 <= dealer < players:
            raise ValueError(f"option 'dealer' must be a seat from 0 to {players - 1}")
        return out


def seat_zones(**per_seat: Sequence[Sequence[Card]]) -> dict[str, list[Card]]:
    """Piles kept per seat, named for ``zones()``: ``seat_zones(hand=hands, won=won)`` gives hand0, won0, hand1 …"""
    return {f"{pile}{s}": list(cards) for pile, piles in per_seat.items() for s, cards in enumerate(piles)}


class GameState(Declared, ABC):
    """A whole match of one game. Mutable; ``clone`` gives an independent copy, made from the
    state each game declares in ``copied`` (core/state.py).

    Subclasses keep ``to_act`` (seat or None) and ``status`` (PLAYING,
    DEAL_OVER, MATCH_OVER) up to date after every ``step``/``next_deal``.
    ``step`` is only ever called with an action from ``legal_actions``; all
    validation happens before it, so a rejected action changes nothing.
    """

    info: ClassVar[GameInfo]
    # Keys of the view's ``public`` that ``describe`` gives no item or seat mark of their own, and why.
    unlisted_public: ClassVar[Mapping[str, str]] = {}
    # The attributes one deal hands to the next, each with its reader (core/between.py): see ``carry``.
    carried: ClassVar[Mapping[str, Reader]] = {}
    players: int
    to_act: int | None
    status: str
    results: list[DealResult]  # each finished deal's result, in order (``record`` adds one)
    # Finished deals whose sentences are not made yet: (index in ``results``, what makes them, from the
    # deal's numbers, which nothing changes once scored). Replaced, never changed in place: shared by a clone.
    unworded: tuple[tuple[int, Callable[[], list[Text]]], ...] = ()
    copied: ClassVar[Mapping[str, Copier]] = {"unworded": SHARED}

    @classmethod
    @abstractmethod
    def new(cls: type[S], players: int, options: dict[str, OptionValue], seed: str, deal: Deal | None) -> S:
        """A new match; ``deal`` (already in codes) fixes the first deal."""

    @abstractmethod
    def legal_actions(self) -> list[str]:
        """The legal actions of ``to_act`` (any order; the session sorts)."""

    @abstractmethod
    def step(self, action: str) -> list[Event]:
        """Apply a legal action; return the events it caused."""

    @abstractmethod
    def explain(self, action: str) -> IllegalAction:
        """Why ``action`` is not legal now, in words a player understands."""

    @abstractmethod
    def view(self, seat: int) -> View:
        """A JSON-safe dict of exactly what ``seat`` may know (docs/protocol.md)."""

    @abstractmethod
    def _score_deal(self) -> list[Event]:
        """The deal's last step, by this name in every game: score the deal, record its result
        (``deal_results``), set ``status``; returns the events it caused (``deal_over`` among them)."""

    @abstractmethod
    def next_deal(self) -> list[Event]:
        """After DEAL_OVER: shuffle and deal the next deal of the match."""

    def record(self, result: DealResult, summary: Callable[[], list[Text]]) -> None:
        """Record a finished deal; its ``summary`` is made when the results are first read.

        The AI's playouts finish thousands of deals and read only their scores: wording each
        deal there cost more than a tenth of a playout.
        """
        self.results.append(result)
        self.unworded = (*self.unworded, (len(self.results) - 1, summary))

    def deal_results(self) -> list[DealResult]:
        """One dict per finished deal: ``scores`` per seat, the breakdown, ``summary``."""
        if self.unworded:
            for index, summary in self.unworded:  # a new dict: a clone may share the unworded one
                self.results[index] = cast("DealResult", {**self.results[index], "summary": summary()})
            self.unworded = ()
        return list(self.results)

    @abstractmethod
    def totals(self) -> list[float]:
        """Cumulative per-seat match score."""

    def start_totals(self) -> list[float]:
        """What each seat had before the first deal (Maw's chips, Indulgence's florins; 0 for points).

        The score sheet starts from it, so its rows add up to ``totals``.
        """
        return [0.0] * self.players

    def carry(self) -> dict[str, object]:
        """At the end of a deal, what the next deal takes over (JSON): the ``carried`` attributes and
        every deal's scores so far (the score sheet's rows; the deals' moves and breakdowns stay behind)."""
        body: dict[str, object] = json.loads(json.dumps({name: getattr(self, name) for name in self.carried}))
        body["deals"] = [list(r["scores"]) for r in self.deal_results()]
        return body

    def carry_on(self, body: object) -> list[Event]:
        """Take over a match as ``carry`` gave it and deal its next deal (on a state just made by ``new``).

        ValueError when ``body`` is not such a match: it comes from outside (a link, a save)."""
        if not isinstance(body, Mapping) or set(body) != {*self.carried, "deals"}:
            raise ValueError(f"a carried match must hold exactly {', '.join(sorted({*self.carried, 'deals'}))}")
        deals = body["deals"]
        if not isinstance(deals, list):
            raise ValueError("a carried match's deals must be a list of scores")
        results: list[DealResult] = [{"scores": between.points(row, self.players)} for row in deals]
        values = {name: read(body[name], self.players) for name, read in self.carried.items()}
        for name, value in values.items():
            setattr(self, name, value)
        self.results = results
        try:
            events = self.next_deal()
            for seat in range(self.players):
                self.view(seat)
            self.legal_actions()
        except (ArithmeticError, AssertionError, IndexError, KeyError, TypeError, ValueError) as err:
            raise ValueError(f"the carried match cannot be dealt on ({err!r})") from None
        if self.status != PLAYING:
            raise ValueError("the carried match deals no playable deal")
        return events

    @abstractmethod
    def zones(self) -> dict[str, list[Card]]:
        """Every card of the deck in its current place (hands, piles, won cards, trick)."""

    @classmethod
    def from_view(cls: type[S], view: View, rng: Rng) -> S:
        """A state of the current deal consistent with ``view``: hidden cards sampled.

        It must honour everything the view shows (cards played, voids revealed,
        piles seen, announcements), so that ``state.view(view["seat"]) == view``.
        The shared ``rebuild`` does it from the hooks below.
        """
        from .rebuild import rebuild  # with the AI, not at the engine's import

        return rebuild(cls, view, rng)

    @classmethod
    def deal_unseen(cls, view: View, rng: Rng) -> World:
        """For ``rebuild``: the cards ``view``'s seat cannot see, dealt within what it knows."""
        raise NotImplementedError(f"{cls.__name__} rebuilds no world from a view")

    @classmethod
    def replay_start(cls: type[S], view: View, world: World) -> tuple[S, Iterable[str]]:
        """For ``rebuild``: the view's deal at its start, at the view's match context, dealt
        as ``world`` says; and the actions played since (the view's, the world's hidden ones)."""
        raise NotImplementedError(f"{cls.__name__} replays no deal")

    def place(self, world: World) -> None:
        """For ``rebuild``'s fast path: put ``world``'s hidden cards where they lie in this state of the
        same view (replayed for another world), and what follows from where they lie."""
        raise NotImplementedError(f"{type(self).__name__} places no world")

    def common_view(
        self,
        seat: int,
        *,
        dealer: int,
        deal_no: int,
        phase: str,
        prompt: Text | None,
        hand: list[str],
        hands: Sequence[Sequence[Card]],
        trick: TrickJson,
        last_trick: LastTrick | None,
        tricks_won: Sequence[int],
        public: Mapping[str, Any],
        events: Sequence[Event],
        label: Callable[[str], Text] | None = None,
        totals: Sequence[float] | None = None,
    ) -> View:
        """The keys every game's view shares (docs/protocol.md), in the documented order.

        ``hand`` is the seat's own hand as codes sorted for display, ``hands``
        every hand (for their sizes); ``label`` names the legal actions that are
        not card actions (a game with card actions only has none); ``totals``
        defaults to ``self.totals()``. A game adds its own keys to the result.
        """
        to_act = self.to_act
        legal = sorted(self.legal_actions()) if seat == to_act else []
        name = label if label is not None else _no_label
        return {
            "game": self.info.id,
            "players": self.players,
            "seat": seat,
            "dealer": dealer,
            "deal_no": deal_no,
            "status": self.status,
            "to_act": to_act,
            "phase": phase,
            "legal": legal,
            "prompt": prompt,
            "labels": {a: name(a) for a in legal if not a.startswith(CARD_ACTION_VERBS)},
            "hand": hand,
            "hand_sizes": [len(h) for h in hands],
            "trick": trick,
            "last_trick": last_trick,
            "tricks_won": list(tricks_won),
            "totals": list(totals) if totals is not None else self.totals(),
            "public": public,
            "events": list(events),
            "results": self.deal_results(),
            "start_totals": self.start_totals(),
            "display": nothing(self.players),
        }

    def described(self, view: V) -> V:
        """The finished view with its ``display``: the last step of every game's ``view``."""
        view["display"] = self.describe(view)
        return view

    @classmethod
    def describe(cls, view: View) -> Display:
        """What the table shows of ``view`` besides the cards (display.py), from the view alone.

        A game names here every key of its ``public`` it shows, and lists the
        others in ``unlisted_public``; this default shows no item and the buttons
        in the order of the view's ``labels``.
        """
        return board_for(view).done()

    def snapshot(self) -> dict[str, object]:
        """Everything observable, for equality checks in tests (save/load, clone)."""
        return {
            "status": self.status,
            "to_act": self.to_act,
            "views": [self.view(s) for s in range(self.players)],
            "results": self.deal_results(),
            "totals": self.totals(),
        }
