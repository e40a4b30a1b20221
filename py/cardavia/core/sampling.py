"""Dealing hidden cards consistently with what a seat has observed.

The AI never sees other hands: it rebuilds them by dealing the cards it cannot
locate into "holes" (another seat's hand, the chien, a talon) of known sizes,
each hole refusing cards it cannot hold (a suit its owner showed void in, a card
rule-barred from a discard). Randomised greedy dealing is close to uniform and
almost always succeeds; if it paints itself into a corner, an exact bipartite
assignment (augmenting paths) finds a valid deal whenever one exists.

What a seat chose says more than what it cannot hold: a seat that bid high most
likely holds a strong hand. A search may ask for that soft inference (``tilted``):
the uniform deal is then moved by Metropolis swaps towards the deals in which the
observed choices were likely (``Tilt``'s ``Evidence``), every swap within the holes' tests.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass

from .cards import Card
from .rng import Rng


@dataclass(frozen=True)
class Hole:
    """A place of ``size`` hidden cards; ``accepts`` says which cards may be there."""

    size: int
    accepts: Callable[[Card], bool] | None = None


class Inconsistent(ValueError):
    """No deal of these cards fits these holes: the observation contradicts itself."""


Places = dict[int | str, list[Card]]  # the cards in each place ``deal_world`` names: seats and piles


@dataclass(frozen=True)
class Evidence:
    """One observed choice (a seat's bid ...): how ``likely`` it was with the cards in these ``places``.

    ``places`` name only what ``deal_world`` deals (the other seats, the piles), and ``likely`` is above
    zero for every deal the holes allow: a swap is judged by the ratio of two likelihoods."""

    places: tuple[int | str, ...]
    likely: Callable[[Places], float]


@dataclass(frozen=True)
class Tilt:
    """Soft inference for a deal: the ``evidence`` (independent choices: a deal's weight is the product of
    their likelihoods) and the number of Metropolis ``swaps`` that move a uniform deal towards it."""

    evidence: tuple[Evidence, ...]
    swaps: int


_TILT: ContextVar[Tilt | None] = ContextVar("tilt", default=None)


@contextmanager
def tilted(tilt: Tilt) -> Iterator[None]:
    """Deal the worlds sampled in this block with ``tilt``'s soft inference (every game's ``deal_world``
    reads it, so no game passes it through its own rebuild)."""
    token = _TILT.set(tilt)
    try:
        yield
    finally:
        _TILT.reset(token)


def current_tilt() -> Tilt | None:
    """The soft inference asked for by the block that deals, if any (``tilted``)."""
    return _TILT.get()


def swap_towards(places: Places, holes: dict[int | str, Hole], tilt: Tilt, rng: Rng) -> None:
    """Metropolis over swaps of two dealt cards between ``holes`` (their places' cards dealt there): a swap
    stands if both holes accept their new card, with probability min(1, the weights' ratio) — the uniform
    deal's distribution tilted by the evidence. ``places`` holds every place's whole content (known cards
    first); only the dealt cards move, and only the evidence on the two places is judged again."""
    spots = [(name, k) for name, hole in holes.items() for k in range(len(places[name]) - hole.size, len(places[name]))]
    if len(spots) < 2 or len(holes) < 2:
        return
    evidence = tilt.evidence
    likely = [e.likely(places) for e in evidence]
    on: dict[int | str, list[int]] = {name: [] for name in holes}
    for k, e in enumerate(evidence):
        for name in e.places:
            if name in on:
                on[name].append(k)
    for _ in range(tilt.swaps):
        (a, i), (b, j) = spots[rng.below(len(spots))], spots[rng.below(len(spots))]
        if a == b:
            continue
        card_a, card_b = places[a][i], places[b][j]
        test_a, test_b = holes[a].accepts, holes[b].accepts
        if (test_b is not None and not test_b(card_a)) or (test_a is not None and not test_a(card_b)):
            continue
        places[a][i], places[b][j] = card_b, card_a
        judged = set(on[a]) | set(on[b])
        now = {k: evidence[k].likely(places) for k in judged}
        ratio = 1.0
        for k, value in now.items():
            ratio *= value / likely[k]
        if ratio >= 1.0 or rng.random() < ratio:
            for k, value in now.items():
                likely[k] = value
        else:
            places[a][i], places[b][j] = card_a, card_b


def void_of(suits: set[str] | frozenset[str]) -> Callable[[Card], bool]:
    """An ``accepts`` test for a seat known to hold none of ``suits``."""
    return lambda card: card.suit not in suits


def deal_hidden(cards: Sequence[Card], holes: Sequence[Hole], rng: Rng, attempts: int = 8) -> list[list[Card]]:
    """Deal ``cards`` into ``holes`` (sizes must add up), respecting every hole's test."""
    if sum(h.size for h in holes) != len(cards):
        raise Inconsistent(f"{len(cards)} hidden cards for holes of {[h.size for h in holes]}")
    if all(h.accepts is None for h in holes):
        pool = rng.shuffled(cards)
        out, start = [], 0
        for hole in holes:
            out.append(pool[start : start + hole.size])
            start += hole.size
        return out
    tests = list(enumerate(h.accepts for h in holes))
    eligible = {card: [i for i, test in tests if test is None or test(card)] for card in cards}
    for card, where in eligible.items():
        if not where:
            raise Inconsistent(f"no place may hold {card}")
    for _ in range(attempts):
        dealt = _greedy(cards, holes, eligible, rng)
        if dealt is not None:
            return dealt
    return _exact(cards, holes, eligible, rng)


def _greedy(
    cards: Sequence[Card], holes: Sequence[Hole], eligible: dict[Card, list[int]], rng: Rng
) -> list[list[Card]] | None:
    room = [h.size for h in holes]
    out: list[list[Card]] = [[] for _ in holes]
    order = rng.shuffled(cards)
    order.sort(key=lambda c: len(eligible[c]))  # most constrained first (stable: random ties)
    for card in order:
        options = []
        total = 0
        for i in eligible[card]:
            if room[i]:
                options.append(i)
                total += room[i]
        if not options:
            return None
        pick = rng.below(total)
        for i in options:
            pick -= room[i]
            if pick < 0:
                break
        out[i].append(card)
        room[i] -= 1
    return out


def _exact(
    cards: Sequence[Card], holes: Sequence[Hole], eligible: dict[Card, list[int]], rng: Rng
) -> list[list[Card]]:
    """Kuhn's augmenting paths over hole slots, visited in random order."""
    slots = [i for i, h in enumerate(holes) for _ in range(h.size)]
    slot_of_hole: dict[int, list[int]] = {}
    for s, i in enumerate(slots):
        slot_of_hole.setdefault(i, []).append(s)
    owner: list[Card | None] = [None] * len(slots)

    def place(card: Card, seen: set[int]) -> bool:
        candidates = [s for i in eligible[card] for s in slot_of_hole.get(i, [])]
        rng.shuffle(candidates)
        for s in candidates:
            if s in seen:
                continue
            seen.add(s)
            current = owner[s]
            if current is None or place(current, seen):
                owner[s] = card
                return True
        return False

    for card in rng.shuffled(cards):
        if not place(card, set()):
            raise Inconsistent(f"the hidden cards cannot be dealt consistently ({card} has no place)")
    out: list[list[Card]] = [[] for _ in holes]
    for s, placed in enumerate(owner):
        assert placed is not None
        out[slots[s]].append(placed)
    return out
