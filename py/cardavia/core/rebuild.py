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
   the deal at the view's match context and names the actions since
   (``replay_start``), which the view's events give and the world completes
   (another seat's face-down discard). The AI asks for thousands of worlds of
   one view, and replaying each costs about a deal's steps: its fast path
   replays the view once, then copies that state for every other world and
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
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, TypeVar, cast

from .cards import Card, Deck
from .sampling import Hole, deal_hidden

if TYPE_CHECKING:
    from .events import Event
    from .knowledge import Knowledge
    from .protocol import DealResult, GameState, View
    from .rng import Rng

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


def card_moves(events: Sequence[Event], deck: Deck, hidden: Sequence[Sequence[Card]]) -> list[tuple[int, str, Card]]:
    """Every card a seat played or discarded this deal, in order, as (seat, verb, card).

    A discard the events do not show is the next of ``hidden[seat]`` (the world's).
    """
    out: list[tuple[int, str, Card]] = []
    unseen = [iter(h) for h in hidden]
    for event in events:
        if event["type"] == "play":
            out.append((event["seat"], "play", deck.by_code[event["card"]]))
        elif event["type"] == "discard":
            seat = event["seat"]
            code = event.get("card")
            out.append((seat, "discard", deck.by_code[code] if isinstance(code, str) else next(unseen[seat])))
    return out


def hands_at_start(world: World, moves: Sequence[tuple[int, str, Card]]) -> list[list[Card]]:
    """Each seat's hand now plus the cards it has played and discarded: its hand when the deal began."""
    hands = [list(h) for h in world.hands]
    for seat, _verb, card in moves:
        hands[seat].append(card)
    return hands


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
    if marked:  # everywhere else barred
        places = [*others, *piles]
        holes = [h if places[k] in marked_to else _barring(h, frozenset(marked)) for k, h in enumerate(holes)]
    cards = knows.unseen(deck.cards)
    dealt = deal_hidden([*(c for c in cards if c not in marked), *marked] if marked else cards, holes, rng)
    hands = [own if s == seat else [] for s in range(view["players"])]
    for s, cards_dealt in zip(others, dealt, strict=False):
        hands[s] = [*held[s], *cards_dealt] if s in held else cards_dealt
    return hands, dict(zip(piles, dealt[len(others) :], strict=True))


def _barring(hole: Hole, cards: frozenset[Card]) -> Hole:
    """``hole`` refusing ``cards`` too."""
    test = hole.accepts
    return Hole(hole.size, lambda c: c not in cards and (test is None or test(c)))
