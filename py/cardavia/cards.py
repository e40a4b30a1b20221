"""Cards and decks with the canonical codes of docs/design.md.

A card is an immutable value whose one canonical string form is its code
(``CA``, ``T21``, ``EX``, ``M7``). Each deck builds its cards once; parsing a
code returns that single instance, so cards compare and hash by identity, which
keeps the search engine fast.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .errors import IllegalAction
from .text import Text

SUITS = ("C", "D", "S", "B")
TRUMP = "T"
EXCUSE = "X"

SUIT_NAMES = {
    "C": {"cs": "poháry", "en": "cups"},
    "D": {"cs": "mince", "en": "coins"},
    "S": {"cs": "meče", "en": "swords"},
    "B": {"cs": "hole", "en": "batons"},
    "T": {"cs": "trumfy", "en": "trumps"},
}


@dataclass(frozen=True, slots=True, eq=False)
class Card:
    """One card of a deck.

    ``suit`` is a suit letter (``C D S B``), ``T`` for a tarot trump, ``X`` for
    the Excuse, or an Indulgence family letter. ``rank`` is the rank text of the
    code and ``number`` its natural number (A=1 … 10, J=11, N=12, Q=13, K=14; a
    trump's own number; 0 for the Excuse). Rule-specific strength is the game's
    business, not the card's.
    """

    code: str
    suit: str
    rank: str
    number: int

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card({self.code})"


_FACE_NUMBERS = {"A": 1, "J": 11, "N": 12, "Q": 13, "K": 14}


def _rank_number(rank: str) -> int:
    return _FACE_NUMBERS[rank] if rank in _FACE_NUMBERS else int(rank)


class Deck:
    """An ordered, immutable collection of card singletons, looked up by code."""

    def __init__(self, deck_id: str, cards: Sequence[Card]) -> None:
        self.id = deck_id
        self.cards: tuple[Card, ...] = tuple(cards)
        self.by_code: dict[str, Card] = {c.code: c for c in self.cards}
        if len(self.by_code) != len(self.cards):
            raise ValueError(f"duplicate card codes in deck {deck_id}")
        self.order: dict[Card, int] = {c: i for i, c in enumerate(self.cards)}

    def __len__(self) -> int:
        return len(self.cards)

    def card(self, code: object) -> Card:
        """The card with this code; IllegalAction for anything else."""
        card = self.by_code.get(code) if isinstance(code, str) else None
        if card is None:
            raise IllegalAction(
                f"'{code}' is not a card of this deck",
                f"„{code}“ není karta tohoto balíčku",
            )
        return card

    def parse(self, codes: Iterable[object]) -> list[Card]:
        return [self.card(code) for code in codes]

    def sorted(self, cards: Iterable[Card]) -> list[Card]:
        """Cards in deck order (a stable, rule-neutral order)."""
        order = self.order
        return sorted(cards, key=order.__getitem__)


def codes(cards: Iterable[Card]) -> list[str]:
    return [c.code for c in cards]


def _suited(suits: Sequence[str], ranks: Sequence[str]) -> list[Card]:
    return [Card(s + r, s, r, _rank_number(r)) for s in suits for r in ranks]


TAROT_RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "N", "Q", "K")
PACK_RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
INDULGENCE_FAMILIES = ("M", "S", "O", "B")

TAROT = Deck(
    "tarot78",
    _suited(SUITS, TAROT_RANKS)
    + [Card(f"T{n}", TRUMP, str(n), n) for n in range(1, 22)]
    + [Card("EX", EXCUSE, "EX", 0)],
)
PACK52 = Deck("pack52", _suited(SUITS, PACK_RANKS))
INDULGENCE = Deck(
    "indulgence36",
    [Card(f + str(n), f, str(n), n) for f in INDULGENCE_FAMILIES for n in range(1, 10)],
)

DECKS = {d.id: d for d in (TAROT, PACK52, INDULGENCE)}


_RANK_WORDS = {
    "A": ("eso", "Ace"),
    "J": ("kluk", "Jack"),
    "N": ("kaval", "Knight"),
    "Q": ("dáma", "Queen"),
    "K": ("král", "King"),
    "2": ("dvojka", "Two"),
    "3": ("trojka", "Three"),
    "4": ("čtyřka", "Four"),
    "5": ("pětka", "Five"),
    "6": ("šestka", "Six"),
    "7": ("sedmička", "Seven"),
    "8": ("osmička", "Eight"),
    "9": ("devítka", "Nine"),
    "10": ("desítka", "Ten"),
}
_SUIT_GENITIVE_CS = {"C": "pohárů", "D": "mincí", "S": "mečů", "B": "holí"}
_FAMILY_NAMES = {"M": "Medici", "S": "Sforza", "O": "Orsini", "B": "Borgia"}


def card_name(code: str, deck_id: str) -> Text:
    """A card's name for sentences a player reads ("King of cups" / "král pohárů")."""
    card = DECKS[deck_id].card(code)
    if deck_id == INDULGENCE.id:
        family = _FAMILY_NAMES[card.suit]
        return {"cs": f"{family} {card.rank}", "en": f"{family} {card.rank}"}
    if card.suit == EXCUSE:
        return {"cs": "Škýz", "en": "the Fool"}
    if card.suit == TRUMP:
        return {"cs": f"trumf {card.rank}", "en": f"trump {card.rank}"}
    cs_rank, en_rank = _RANK_WORDS[card.rank]
    return {
        "cs": f"{cs_rank} {_SUIT_GENITIVE_CS[card.suit]}",
        "en": f"{en_rank} of {SUIT_NAMES[card.suit]['en']}",
    }
