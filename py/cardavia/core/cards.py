"""Cards and decks with the canonical codes of docs/design.md.

A card is an immutable value whose one canonical string form is its code
(``CA``, ``T21``, ``EX``, ``M7``). Each deck builds its cards once; parsing a
code returns that single instance, so cards compare and hash by identity, which
keeps the search engine fast.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple, NotRequired, TypedDict

from .errors import refusal
from .glossary import FAMILY_NAMES, term
from .text import LANGUAGES, Words, msg, pmsg

if TYPE_CHECKING:
    from .text import Text

    ByLanguage = dict[str, dict[str, str]]  # language -> key -> name

    class PictureNames(TypedDict):
        """A deck's card and suit names in one picture, by language."""

        names: ByLanguage
        suits: ByLanguage

    class DeckNames(PictureNames):
        """How the page names a deck's cards (``deck_names``): its own picture, and the others."""

        titles: NotRequired[ByLanguage]  # the tarot's trump faces
        pictures: NotRequired[dict[str, PictureNames]]

SUITS = ("C", "D", "S", "B")
TRUMP = "T"
EXCUSE = "X"


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
            raise refusal(msg("'{code}' is not a card of this deck", code=f"{code}"))
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


# ---------------------------------------------------------------- names
# Every card and suit has one name per language (and, for the 52-card pack, per
# picture). ``card_name`` puts these names in the engine's sentences and
# ``deck_names`` sends the same tables to the page in the catalogue, so a hint, a
# review and the hand's labels never name a card two ways. Czech names are lower
# case as inside a sentence ("král pohárů"); English names start with a capital
# ("King of cups"), as the rules documents write them.

_RANK_WORDS: Mapping[str, Text] = Words(lambda: {
    "A": pmsg("card rank", "Ace"),
    "2": pmsg("card rank", "Two"),
    "3": pmsg("card rank", "Three"),
    "4": pmsg("card rank", "Four"),
    "5": pmsg("card rank", "Five"),
    "6": pmsg("card rank", "Six"),
    "7": pmsg("card rank", "Seven"),
    "8": pmsg("card rank", "Eight"),
    "9": pmsg("card rank", "Nine"),
    "10": pmsg("card rank", "Ten"),
    "J": pmsg("card rank", "Jack"),
    "Q": pmsg("card rank", "Queen"),
    "K": pmsg("card rank", "King"),
})
# The tarot's court cards by their Czech tarot names, as its rules pages give
# them: "král, dáma, kaval, valet".
_TAROT_RANK_WORDS: Mapping[str, Text] = Words(lambda: {
    **_RANK_WORDS, "N": pmsg("tarot card rank", "Knight"), "J": pmsg("tarot card rank", "Jack"),
})


@dataclass(frozen=True, slots=True)
class _Suit:
    name: Text  # the suit itself: "poháry" / "cups"
    of: Text  # the suit as a card's name ends with it: "King of cups", "král pohárů" (Czech: genitive)


# The suits of each picture a suited deck is drawn in (the page's "card picture" setting).
_PICTURES: Mapping[str, dict[str, _Suit]] = Words(lambda: {
    "latin": {
        "C": _Suit(pmsg("suit", "cups"), pmsg("suit after a rank: King of …", "cups")),
        "D": _Suit(pmsg("suit", "coins"), pmsg("suit after a rank: King of …", "coins")),
        "S": _Suit(pmsg("suit", "swords"), pmsg("suit after a rank: King of …", "swords")),
        "B": _Suit(pmsg("suit", "batons"), pmsg("suit after a rank: King of …", "batons")),
    },
    "french": {
        "C": _Suit(pmsg("suit", "hearts"), pmsg("suit after a rank: King of …", "hearts")),
        "D": _Suit(pmsg("suit", "diamonds"), pmsg("suit after a rank: King of …", "diamonds")),
        "S": _Suit(pmsg("suit", "spades"), pmsg("suit after a rank: King of …", "spades")),
        "B": _Suit(pmsg("suit", "clubs"), pmsg("suit after a rank: King of …", "clubs")),
    },
})
# Each deck's pictures; the first is the deck's own, the one the engine's sentences
# use. Indulgence's one picture is its families.
DECK_PICTURES: dict[str, tuple[str, ...]] = {
    TAROT.id: ("latin",), PACK52.id: ("latin", "french"), INDULGENCE.id: ("families",),
}

# What each trump and the Fool are called, as their faces print it. T1 is the
# Pagat (Pagát) of the rules pages; the others are the Tarot de Marseille's allegories.
TRUMP_TITLES: Mapping[str, Text] = Words(lambda: {
    "EX": term("Fool"),
    **{f"T{n}": title for n, title in enumerate((
        pmsg("tarot trump's title", "The Pagat"),
        pmsg("tarot trump's title", "The Popess"),
        pmsg("tarot trump's title", "The Empress"),
        pmsg("tarot trump's title", "The Emperor"),
        pmsg("tarot trump's title", "The Pope"),
        pmsg("tarot trump's title", "The Lovers"),
        pmsg("tarot trump's title", "The Chariot"),
        pmsg("tarot trump's title", "Justice"),
        pmsg("tarot trump's title", "The Hermit"),
        pmsg("tarot trump's title", "Wheel of Fortune"),
        pmsg("tarot trump's title", "Strength"),
        pmsg("tarot trump's title", "The Hanged Man"),
        pmsg("tarot trump's title", "Death"),
        pmsg("tarot trump's title", "Temperance"),
        pmsg("tarot trump's title", "The Devil"),
        pmsg("tarot trump's title", "The Tower"),
        pmsg("tarot trump's title", "The Star"),
        pmsg("tarot trump's title", "The Moon"),
        pmsg("tarot trump's title", "The Sun"),
        pmsg("tarot trump's title", "Judgement"),
        pmsg("tarot trump's title", "The World"),
    ), start=1)},
})
# The same titles inside a trump's name: "Trump 21 (the World)".
_TITLES_IN_NAMES: Mapping[str, Text] = Words(lambda: {
    f"T{n}": title for n, title in enumerate((
        pmsg("tarot trump's title inside its name: Trump 21 (…)", "the Pagat"),
        pmsg("tarot trump's title inside its name: Trump 21 (…)", "the Popess"),
        pmsg("tarot trump's title inside its name: Trump 21 (…)", "the Empress"),
        pmsg("tarot trump's title inside its name: Trump 21 (…)", "the Emperor"),
        pmsg("tarot trump's title inside its name: Trump 21 (…)", "the Pope"),
        pmsg("tarot trump's title inside its name: Trump 21 (…)", "the Lovers"),
        pmsg("tarot trump's title inside its name: Trump 21 (…)", "the Chariot"),
        pmsg("tarot trump's title inside its name: Trump 21 (…)", "Justice"),
        pmsg("tarot trump's title inside its name: Trump 21 (…)", "the Hermit"),
        pmsg("tarot trump's title inside its name: Trump 21 (…)", "Wheel of Fortune"),
        pmsg("tarot trump's title inside its name: Trump 21 (…)", "Strength"),
        pmsg("tarot trump's title inside its name: Trump 21 (…)", "the Hanged Man"),
        pmsg("tarot trump's title inside its name: Trump 21 (…)", "Death"),
        pmsg("tarot trump's title inside its name: Trump 21 (…)", "Temperance"),
        pmsg("tarot trump's title inside its name: Trump 21 (…)", "the Devil"),
        pmsg("tarot trump's title inside its name: Trump 21 (…)", "the Tower"),
        pmsg("tarot trump's title inside its name: Trump 21 (…)", "the Star"),
        pmsg("tarot trump's title inside its name: Trump 21 (…)", "the Moon"),
        pmsg("tarot trump's title inside its name: Trump 21 (…)", "the Sun"),
        pmsg("tarot trump's title inside its name: Trump 21 (…)", "Judgement"),
        pmsg("tarot trump's title inside its name: Trump 21 (…)", "the World"),
    ), start=1)
})


def _suited_name(card: Card, ranks: Mapping[str, Text], suit: _Suit) -> Text:
    rank = ranks[card.rank]
    # Translators: a card's name: {rank} is a rank ("King", context "card rank"), {suit} the suit as a
    # card's name ends with it (context "suit after a rank"; Czech: the genitive, "král pohárů").
    return msg("{rank} of {suit}", rank=rank, suit=suit.of)


def _tarot_name(card: Card, suits: dict[str, _Suit]) -> Text:
    if card.suit == EXCUSE:
        return TRUMP_TITLES[card.code]
    if card.suit == TRUMP:
        # Translators: a tarot trump's name: its number and its title as printed inside a name ("the World").
        return msg("Trump {n} ({title})", n=card.rank, title=_TITLES_IN_NAMES[card.code])
    return _suited_name(card, _TAROT_RANK_WORDS, suits[card.suit])


def _family_name(card: Card) -> Text:
    family = FAMILY_NAMES[card.suit]
    # Translators: an Indulgence card: its family ("Medici") and number.
    return msg("{family} {rank}", family=family, rank=card.rank)


class _Names(NamedTuple):
    cards: dict[str, Text]  # card code -> name
    suits: dict[str, Text]  # suit letter (or family) -> name


def _names(deck: Deck, picture: str) -> _Names:
    if deck is INDULGENCE:
        return _Names({c.code: _family_name(c) for c in deck.cards}, dict(FAMILY_NAMES))
    suits = _PICTURES[picture]
    suit_names = {letter: suit.name for letter, suit in suits.items()}
    if deck is TAROT:
        return _Names({c.code: _tarot_name(c, suits) for c in deck.cards}, {**suit_names, TRUMP: term("trumps")})
    return _Names({c.code: _suited_name(c, _RANK_WORDS, suits[c.suit]) for c in deck.cards}, suit_names)


# deck id -> picture -> names, the deck's own picture first.
_NAMES: Mapping[str, dict[str, _Names]] = Words(lambda: {
    deck_id: {picture: _names(DECKS[deck_id], picture) for picture in pictures}
    for deck_id, pictures in DECK_PICTURES.items()
})
# The suits by the tarot's own names, for the rules' sentences ("Musíš přiznat poháry").
SUIT_NAMES: Mapping[str, Text] = Words(lambda: _NAMES[TAROT.id]["latin"].suits)


def _own(deck_id: str) -> _Names:
    return _NAMES[deck_id][DECK_PICTURES[deck_id][0]]


def card_name(code: str, deck_id: str) -> Text:
    """A card's name in the deck's own picture, for sentences and labels ("King of cups" / "král pohárů")."""
    return _own(deck_id).cards[DECKS[deck_id].card(code).code]


def suit_name(letter: str, deck_id: str) -> Text | None:
    """A suit's name in the deck's own picture ("cups" / "poháry"; an Indulgence family's
    name); None for a letter that is no suit of the deck (the Excuse's)."""
    return _own(deck_id).suits.get(letter)


def _by_language(names: Mapping[str, Text]) -> dict[str, dict[str, str]]:
    """``{language: {key: name}}`` for each language: smaller in catalog.json than a text per key."""
    return {lang: {key: name[lang] for key, name in names.items()} for lang in LANGUAGES}


def deck_names(deck_id: str) -> DeckNames:
    """How the page names a deck's cards (the catalogue's ``deck``).

    ``names`` and ``suits`` by language in the deck's own picture; ``titles``, what
    the tarot's trump faces print; ``pictures``, the names in each other picture.
    """
    (_, own), *others = _NAMES[deck_id].items()
    out: DeckNames = {"names": _by_language(own.cards), "suits": _by_language(own.suits)}
    if deck_id == TAROT.id:
        out["titles"] = _by_language(TRUMP_TITLES)
    if others:
        out["pictures"] = {picture: {"names": _by_language(n.cards), "suits": _by_language(n.suits)}
                           for picture, n in others}
    return out
