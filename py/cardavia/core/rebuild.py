"""One way to rebuild a world from a seat's view, shared by every game (``GameState.from_view``).

The AI never sees the other hands, so it searches in *worlds*: full states that
show its seat exactly what it sees. ``rebuild`` makes one in three steps:

1. The game deals the cards the seat cannot see within what it knows
   (``deal_unseen``: ``Knowledge`` of voids, ``sampling.deal_hidden`` into holes,
   the game's own constraints) into a ``World``: every hand as it is now and
   the hidden piles.
2. The state is rebuilt by replaying the deal from its start, as OpenSpiel's
   games do: a seat's hand at the start is its hand now plus what it has
   played and put away (``card_moves``, ``hands_at_start``); the game starts
   the deal at the view's match context (``replay_start``) and the actions
   since are read from the view's events as the state replays
   (``shown_actions``: a card action by its move, which the world completes
   for another seat's face-down discard; any other by the game's table of
   the kinds of event, ``ACTION_OF_EVENT``). The AI asks for thousands of
   worlds of one view, and replaying each costs about a deal's steps: its fast
   path replays the view once, then copies that state for every other world and
   puts the world's hidden cards in place (``place``, the game's one hook for
   what follows from where the hidden cards lie). The tests check it against
   the replay of the same world.
3. When ``CHECK`` is on (the tests turn it on; ``CARDAVIA_CHECK_REBUILD=1`` in
   debugging), the rebuilt state must show the seat its view again, or
   ``RebuildMismatch`` names the first key that differs.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Final, TypeVar, cast

from .cards import Card, Deck
from .sampling import Hole, Places, current_tilt, deal_hidden, swap_towards

if TYPE_CHECKING:
    from typing import Protocol

    from .events import Event, EventLog
    from .knowledge import Knowledge
    from .protocol import DealResult, GameState, View
    from .rng import Rng

    class Logged(Protocol):
        """A state replayed by ``shown_actions``: every game's keeps its deal's log."""

        log: EventLog

    # A game's actions other than card actions, by the kind of event that shows them (``shown_actions``).
    Spelling = Mapping[str, str | Callable[[Mapping[str, object]], str]]

S = TypeVar("S", bound="GameState")

CHECK = os.environ.get("CARDAVIA_CHECK_REBUILD", "") not in ("", "0")


@dataclass
class World:
    """The hidden cards dealt: every seat's hand now and the game's piles by name (a talon, discards);
    what else the game drew unseen (``more``: Indulgence's decree deck and bulls); and the view's
    tricks so far (``tricks_seen``), read once for the sampling and the fast path."""

    hands: list[list[Card]]
    piles: dict[str, list[Card]] = field(default_factory=dict)
    tricks: list[list[tuple[int, Card]]] = field(default_factory=list)
    more: dict[str, object] = field(default_factory=dict)


class RebuildMismatch(AssertionError):
    """A rebuilt state shows its seat something else than the view it was rebuilt from: a bug."""


def rebuild(cls: type[S], view: View, rng: Rng, *, replay: bool = False) -> S:
    """A state of the current deal that shows ``view["seat"]`` exactly ``view``, hidden cards sampled.

    The fast path (``placed``) is used unless ``replay`` asks for the replay of this world, or the
    game has none (no ``place``: a game small enough to replay every world).
    """
    world = cls.deal_unseen(view, rng)
    state = replayed(cls, view, world) if replay or not _places(cls) else placed(cls, view, world)
    if CHECK:
        check_rebuilt(state, view)
    return state


_last: list[tuple[View, GameState]] = []  # the view replayed last (by identity) and its state


def placed(cls: type[S], view: View, world: World) -> S:
    """The view's deal replayed once (for the first of its worlds), copied, the world's hidden cards put in.

    The view is recognised by identity: the AI asks for every world of one decision with one view
    object, which nobody changes (a changed view would fail the postcondition).
    """
    last = _last[0] if _last else None
    if last is None or last[0] is not view or type(last[1]) is not cls:
        last = (view, replayed(cls, view, world))
        _last[:] = [last]
    state = cast("S", last[1].clone())
    state.place(world)
    return state


_PLACES: dict[type, bool] = {}  # by game class: whether it gives ``place`` (asked once: a function's import is slow)


def _places(cls: type[GameState]) -> bool:
    """The game gives the fast path's ``place``."""
    places = _PLACES.get(cls)
    if places is None:
        from .protocol import GameState  # here: protocol imports this module

        places = _PLACES[cls] = cls.place is not GameState.place
    return places


def replayed(cls: type[S], view: View, world: World) -> S:
    """The deal replayed from its start, its hands and hidden moves taken from ``world``."""
    try:
        state, actions = cls.replay_start(view, world)
        for action in actions:
            state.step(action)
    except (ValueError, KeyError, IndexError) as err:  # a card the world put elsewhere than the view saw it
        raise RebuildMismatch(f"the world cannot replay seat {view['seat']}'s view of the deal: {err!r}") from err
    return state


def check_rebuilt(state: GameState, view: View) -> None:
    """The postcondition of every rebuild: the state shows the seat its view again."""
    seat = view["seat"]
    shown = state.view(seat)
    if shown == view:
        return
    got, want = _plain(shown), _plain(view)  # a tuple for a list is no difference
    if got != want:
        keys = sorted(set(got) | set(want))
        differ = [k for k in keys if got.get(k) != want.get(k)]
        first = differ[0]
        raise RebuildMismatch(
            f"the rebuilt {state.info.id} state shows seat {seat} another view: {', '.join(differ)} differ; "
            f"{first}: {got.get(first)!r} instead of {want.get(first)!r}"
        )


def _plain(view: View) -> dict[str, object]:
    """The view as JSON would carry it (tuples and lists alike)."""
    plain: dict[str, object] = json.loads(json.dumps(view))
    return plain


def before_the_deal(view: View) -> tuple[list[DealResult], list[float]]:
    """The match's results and totals before the view's deal was scored (a view at its end shows them
    after: the replay scores the deal again)."""
    results, totals = list(view["results"]), list(view["totals"])
    if view["status"] != "playing":
        scored = results.pop()["scores"]
        totals = [t - s for t, s in zip(totals, scored, strict=True)]
    return results, totals


CARD_ACTIONS: Final = ("play", "discard", "take")  # the card actions (docs/protocol.md), by their events' kind
CARD_MODIFIERS = ("ring",)  # a card action's modifiers (``play:<card>+ring``), each a flag of its event


def card_moves(
    events: Sequence[Event], deck: Deck, hidden: Mapping[int, Sequence[Card]] | None = None
) -> list[tuple[int, str, Card]]:
    """Every card action of this deal's ``events``, in order, as (seat, action, card).

    A card the event does not show (another seat's face-down discard) is the next of the world's
    ``hidden[seat]``.
    """
    out: list[tuple[int, str, Card]] = []
    unseen = {seat: iter(cards) for seat, cards in (hidden or {}).items()}
    for event in events:
        if event["type"] in CARD_ACTIONS:
            kind = event["type"]
            seat, code = event["seat"], event.get("discard" if kind == "take" else "card")  # Maw's: the discard
            card = deck.by_code[code] if isinstance(code, str) else next(unseen[seat])
            modifiers = "".join(f"+{m}" for m in CARD_MODIFIERS if event.get(m))
            out.append((seat, f"{kind}:{card.code}{modifiers}", card))
    return out


def hands_at_start(
    world: World, moves: Sequence[tuple[int, str, Card]], taken: Mapping[int, Sequence[Card]] | None = None
) -> list[list[Card]]:
    """Each seat's hand when the deal began: its hand now, plus the cards it has played and discarded, less
    the cards it took into its hand since (``taken``: French Tarot's shown chien, Maw's turned card)."""
    hands = [list(h) for h in world.hands]
    for seat, _action, card in moves:
        hands[seat].append(card)
    for seat, cards in (taken or {}).items():
        hands[seat] = [c for c in hands[seat] if c not in cards]
    return hands


# More actions out of the seat's sight in a row than any game takes (every other seat's, twice).
_UNSEEN_IN_A_ROW = 8


def shown_actions(
    state: Logged,
    view: View,
    moves: Sequence[tuple[int, str, Card]],
    spelling: Spelling | None = None,
    unseen: Callable[[Event], str | None] | None = None,
) -> Iterator[str]:
    """The actions of the view's deal since ``state`` (its start, replayed on as they come) as the view's
    events show them.

    The first event an action logs that the seat sees names it: a card action by its move (``moves``,
    the card the world gave where the seat saw none), any other as the game's ``spelling`` says (by the
    event's kind: a template of the event's keys, or a function of it); the events the action logs
    after that follow from it (a trick's end, a score, a Jubilee's pass). ``unseen(event)``: an action
    the seat did not see that was taken just before ``event`` (None: none).
    """
    seat, events, spelling = view["seat"], view["events"], spelling or {}
    at, moved, hidden = state.log.seen_by(seat), 0, 0
    while at < len(events):
        event = events[at]
        action = unseen(event) if unseen is not None else None
        out_of_sight = action is not None
        if action is None and event["type"] in CARD_ACTIONS:
            action, moved = moves[moved][1], moved + 1
        elif action is None:
            spell = spelling[event["type"]]
            action = spell.format_map(event) if isinstance(spell, str) else spell(event)
        logged = len(state.log.entries)
        yield action
        shown = state.log.seen_by(seat, logged)
        hidden = hidden + 1 if not shown else 0
        if hidden and (not out_of_sight or hidden >= _UNSEEN_IN_A_ROW):
            # An action named from an event that shows the seat nothing would be named again for ever.
            raise RebuildMismatch(f"replaying {action!r} showed seat {seat} no event of its view")
        at += shown


def tricks_seen(view: View, deck: Deck) -> list[list[tuple[int, Card]]]:
    """Every trick of the view's deal so far as (seat, card) pairs, the one in play last."""
    by_code = deck.by_code
    tricks: list[list[tuple[int, Card]]] = []
    for event in view["events"]:
        if event["type"] == "trick":
            tricks.append([(e["seat"], by_code[e["card"]]) for e in event["cards"]])
    if view["trick"]["cards"]:
        tricks.append([(e["seat"], by_code[e["card"]]) for e in view["trick"]["cards"]])
    return tricks


def deal_world(
    view: View,
    deck: Deck,
    knows: Knowledge,
    rng: Rng,
    own: list[Card],
    accepts: Callable[[int], Callable[[Card], bool] | None],
    piles: Mapping[str, Hole] | None = None,
    *,
    seats: Sequence[int] | None = None,
    held: Mapping[int, list[Card]] | None = None,
    marked: Sequence[Card] = (),
    marked_to: Sequence[int | str] = (),
) -> tuple[list[list[Card]], dict[str, list[Card]]]:
    """The cards ``knows`` has not seen dealt into the other seats' hands (of ``seats``, all by default;
    the sizes the view shows, less the cards a seat is known to hold, ``held``, which come first) and
    then into ``piles``; a ``marked`` card (everyone knows which player took it) only into the seats and
    piles named in ``marked_to``. ``accepts(seat)``: which cards that hand may hold (None: any)."""
    seat, piles, held = view["seat"], piles or {}, held or {}
    others = [s for s in (range(view["players"]) if seats is None else seats) if s != seat]
    holes = [Hole(view["hand_sizes"][s] - len(held.get(s, ())), accepts(s)) for s in others]
    holes += piles.values()
    names: list[int | str] = [*others, *piles]
    if marked:  # everywhere else barred
        holes = [h if names[k] in marked_to else _barring(h, frozenset(marked)) for k, h in enumerate(holes)]
    cards = knows.unseen(deck.cards)
    dealt = deal_hidden([*(c for c in cards if c not in marked), *marked] if marked else cards, holes, rng)
    hands = [own if s == seat else [] for s in range(view["players"])]
    for s, cards_dealt in zip(others, dealt, strict=False):
        hands[s] = [*held[s], *cards_dealt] if s in held else cards_dealt
    dealt_piles = dict(zip(piles, dealt[len(others) :], strict=True))
    tilt = current_tilt()
    if tilt is not None:  # soft inference: the known cards of a hand come first, the dealt ones after
        places: Places = {s: hands[s] for s in others} | {**dealt_piles}
        swap_towards(places, dict(zip(names, holes, strict=True)), tilt, rng)
    return hands, dealt_piles


def _barring(hole: Hole, cards: frozenset[Card]) -> Hole:
    """``hole`` refusing ``cards`` too."""
    test = hole.accepts
    return Hole(hole.size, lambda c: c not in cards and (test is None or test(c)))
