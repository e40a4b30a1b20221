"""Trick mechanics shared by every game: seating order and the trick in play."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, overload

from .cards import Card

if TYPE_CHECKING:
    from .events import TrickCard
    from .protocol import LastTrick, TrickJson


def seats_from(first: int, players: int) -> list[int]:
    """Seats in order of play starting at ``first`` (next seat is ``i + 1``)."""
    return [(first + k) % players for k in range(players)]


def cards_gone(won: Sequence[Sequence[Card]], trick: Trick, own: Iterable[Card] = ()) -> set[Card]:
    """The cards out of play that a seat has seen: every won pile, the trick, and ``own``
    (cards it put away itself, such as its discards): what careful card play counts."""
    gone = {c for pile in won for c in pile}
    gone.update(trick.cards)
    gone.update(own)
    return gone


class Trick:
    """The cards played to one trick, in order, with the seat that led."""

    __slots__ = ("cards", "leader", "seats")

    def __init__(self, leader: int) -> None:
        self.leader = leader
        self.seats: list[int] = []
        self.cards: list[Card] = []

    def add(self, seat: int, card: Card) -> None:
        self.seats.append(seat)
        self.cards.append(card)

    def __len__(self) -> int:
        return len(self.cards)

    def copy(self) -> Trick:
        other = Trick(self.leader)
        other.seats = list(self.seats)
        other.cards = list(self.cards)
        return other

    def best(self, strength: Callable[[Card], int]) -> int:
        """The seat whose card has the highest ``strength`` (ties: the earlier card)."""
        best_i = 0
        best_v = strength(self.cards[0])
        for i in range(1, len(self.cards)):
            v = strength(self.cards[i])
            if v > best_v:
                best_i, best_v = i, v
        return self.seats[best_i]

    @classmethod
    def from_json(cls, data: TrickJson, by_code: dict[str, Card]) -> Trick:
        """The trick ``to_json`` described, its cards looked up in ``by_code`` (a deck's)."""
        trick = cls(data["leader"])
        for entry in data["cards"]:
            trick.add(entry["seat"], by_code[entry["card"]])
        return trick

    @overload
    def to_json(self) -> TrickJson: ...
    @overload
    def to_json(self, winner: int) -> LastTrick: ...
    def to_json(self, winner: int | None = None) -> TrickJson | LastTrick:
        cards: list[TrickCard] = [{"seat": s, "card": c.code} for s, c in zip(self.seats, self.cards, strict=True)]
        if winner is None:
            return {"leader": self.leader, "cards": cards}
        return {"leader": self.leader, "cards": cards, "winner": winner}
