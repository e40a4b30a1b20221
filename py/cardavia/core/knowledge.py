"""What one seat knows of the cards it cannot see, gathered once for every game's ``from_view``.

A seat has seen some cards (its hand, every card played, the piles shown to it)
and has watched the others play: a player who did not follow the suit led showed
that he holds none of it, and where the rules make him trump when he cannot
follow, a player who did neither showed he holds no trump either. ``Knowledge``
keeps both; a game adds what only its rules reveal (French Tarot's trump
ceilings, Maw's protected trumps) as extra tests, and deals the unseen cards into
holes with ``sampling.deal_hidden``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from .cards import Card
from .sampling import void_of


class Knowledge:
    """The cards one seat has seen, and the suits each seat has shown it lacks."""

    __slots__ = ("seen", "void")

    def __init__(self, players: int, seen: Iterable[Card] = ()) -> None:
        self.seen: set[Card] = set(seen)
        self.void: list[set[str]] = [set() for _ in range(players)]

    def saw(self, cards: Iterable[Card]) -> None:
        self.seen.update(cards)

    def played(self, seat: int, card: Card, led: str | None, trump: str | None = None) -> None:
        """``seat`` played ``card`` to a trick led in ``led`` (None: nothing to follow yet).

        Not following shows a void in ``led``; with ``trump`` (the rules oblige a
        player who cannot follow to trump), not trumping either shows a void in trumps.
        """
        self.seen.add(card)
        if led is not None and card.suit != led:
            self.void[seat].add(led)
            if trump is not None and card.suit != trump:
                self.void[seat].add(trump)

    def followed(self, tricks: Iterable[Sequence[tuple[int, Card]]], trump: str | None = None) -> None:
        """Every card of ``tricks`` (``rebuild.tricks_seen``'s) played to its trick, as ``played`` says."""
        for cards in tricks:
            for seat, card in cards:
                self.played(seat, card, cards[0][1].suit, trump)

    def drew(self, seat: int) -> None:
        """``seat`` took unseen cards: what it lacked before may be in its hand now."""
        self.void[seat].clear()

    def unseen(self, deck: Sequence[Card]) -> list[Card]:
        """The deck's cards this seat has not seen, in the deck's order (sampling depends on it)."""
        return [c for c in deck if c not in self.seen]

    def hole_test(self, seat: int) -> Callable[[Card], bool] | None:
        """The cards ``seat``'s hand may hold, or None when the seat showed no void."""
        return void_of(frozenset(self.void[seat])) if self.void[seat] else None
