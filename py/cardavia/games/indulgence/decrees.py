"""The decrees and papal bulls of Indulgence (docs/rules/indulgence.md, Cardavia's own set).

A decree says "don't take …": every item it forbids (a card, or a trick) costs
its ``penalty`` to the player who takes it, paid to the Ruler. Turned to its sin
side it is a goal — take *all* of them — worth ``sin`` florins from each other
player. ``taken`` counts the items each seat took from the tricks played so far;
``items`` is how many there are in a whole hand (the sin goal).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypedDict

from ...core.cards import INDULGENCE, Card
from ...core.text import msg

if TYPE_CHECKING:
    from ...core.text import Text

    class DecreeJson(TypedDict):
        """A decree as the view shows it (``Decree.describe``)."""

        id: str
        name: Text
        forbids: Text
        penalty: int
        per: str  # "card" or "trick"
        sin: int
        trumps: str | None
        wax: bool

FAMILY_CARDS = 9

# The four families: the name after "follow" / "přiznat", and as an adjective-free label.
FAMILY_NAMES: dict[str, Text] = {
    "M": msg("the Medici"),
    "S": msg("the Sforza"),
    "O": msg("the Orsini"),
    "B": msg("the Borgia"),
}

# How the trick-decrees pick their forbidden tricks.
ALL_TRICKS = "all"
FIRST_AND_LAST = "first_last"
LAST_TWO = "last_two"
LAST_OF_FAMILY = "last_of_family"


def _cards(forbidden: Callable[[Card], bool]) -> frozenset[Card]:
    return frozenset(c for c in INDULGENCE.cards if forbidden(c))


@dataclass(frozen=True, eq=False)
class Decree:
    """One decree card: what it forbids, its penalty per item and its sin value."""

    id: str
    name: Text
    forbids: Text
    penalty: int
    sin: int
    cards: frozenset[Card] = frozenset()  # the forbidden cards (a per-card decree)
    tricks: str = ""  # which tricks are forbidden (a per-trick decree)
    family: str = ""  # for LAST_OF_FAMILY: the family whose last card marks the trick
    trumps: str | None = None  # a family made trumps while the decree is in force
    wax: bool = False  # advanced (wax-sealed) decree

    @property
    def per(self) -> str:
        return "card" if self.cards else "trick"

    def items(self, tricks_in_hand: int) -> int:
        """How many forbidden items a whole hand holds: the sinner must take them all."""
        if self.cards:
            return len(self.cards)
        if self.tricks == ALL_TRICKS:
            return tricks_in_hand
        if self.tricks in (FIRST_AND_LAST, LAST_TWO):
            return 2
        return 1

    def taken(
        self, tricks: Sequence[Sequence[Card]], winners: Sequence[int], tricks_in_hand: int, players: int
    ) -> list[int]:
        """Forbidden items each seat took in the tricks completed so far.

        Items whose trick is not known yet (the last trick, the trick of the last
        Borgia before all Borgias are out) count once they are.
        """
        out = [0] * players
        if self.cards:
            forbidden = self.cards
            for cards, winner in zip(tricks, winners, strict=True):
                for card in cards:
                    if card in forbidden:
                        out[winner] += 1
            return out
        done = len(winners)
        if self.tricks == ALL_TRICKS:
            for winner in winners:
                out[winner] += 1
        elif self.tricks == FIRST_AND_LAST:
            if done:
                out[winners[0]] += 1
            if done == tricks_in_hand:
                out[winners[-1]] += 1
        elif self.tricks == LAST_TWO:
            for i in range(max(0, tricks_in_hand - 2), done):
                out[winners[i]] += 1
        else:
            seen = 0
            last = -1
            for i, cards in enumerate(tricks):
                k = sum(1 for c in cards if c.suit == self.family)
                if k:
                    seen += k
                    last = i
            if seen == FAMILY_CARDS:
                out[winners[last]] += 1
        return out

    def describe(self) -> DecreeJson:
        """The decree as the view shows it (JSON-safe)."""
        return {
            "id": self.id,
            "name": self.name,
            "forbids": self.forbids,
            "penalty": self.penalty,
            "per": self.per,
            "sin": self.sin,
            "trumps": self.trumps,
            "wax": self.wax,
        }


def _card_decree(
    did: str, forbidden: Callable[[Card], bool], name: Text, forbids: Text, penalty: int, sin: int, wax: bool = False
) -> Decree:
    return Decree(did, name, forbids, penalty, sin, cards=_cards(forbidden), wax=wax)


DECREE_LIST: tuple[Decree, ...] = (
    _card_decree(
        "medici",
        lambda c: c.suit == "M",
        msg("Away with the Medici"),
        msg("Medici cards"),
        1,
        5,
    ),
    _card_decree(
        "sforza",
        lambda c: c.suit == "S",
        msg("Away with the Sforza"),
        msg("Sforza cards"),
        1,
        5,
    ),
    _card_decree(
        "orsini",
        lambda c: c.suit == "O",
        msg("Away with the Orsini"),
        msg("Orsini cards"),
        1,
        5,
    ),
    _card_decree(
        "borgia",
        lambda c: c.suit == "B",
        msg("Away with the Borgia"),
        msg("Borgia cards"),
        1,
        5,
    ),
    _card_decree(
        "twos_threes",
        lambda c: c.number in (2, 3),
        msg("No twos or threes"),
        msg("all 2s and 3s"),
        1,
        5,
    ),
    _card_decree(
        "fours_fives",
        lambda c: c.number in (4, 5),
        msg("No fours or fives"),
        msg("all 4s and 5s"),
        1,
        5,
    ),
    _card_decree(
        "sevens_eights",
        lambda c: c.number in (7, 8),
        msg("No sevens or eights"),
        msg("all 7s and 8s"),
        1,
        5,
    ),
    _card_decree(
        "ones", lambda c: c.number == 1, msg("No ones"), msg("all 1s"), 2, 4
    ),
    _card_decree(
        "sixes", lambda c: c.number == 6, msg("No sixes"), msg("all 6s"), 2, 4
    ),
    _card_decree(
        "nines", lambda c: c.number == 9, msg("No nines"), msg("all 9s"), 2, 4
    ),
    _card_decree(
        "even_ms",
        lambda c: c.suit in "MS" and c.number % 2 == 0,
        msg("Even Medici and Sforza"),
        msg("even Medici and Sforza cards"),
        1,
        5,
    ),
    _card_decree(
        "odd_ob",
        lambda c: c.suit in "OB" and c.number % 2 == 1,
        msg("Odd Orsini and Borgia"),
        msg("odd Orsini and Borgia cards"),
        1,
        5,
    ),
    Decree(
        "first_last",
        msg("Neither first nor last"),
        msg("the first and the last trick"),
        4,
        4,
        tricks=FIRST_AND_LAST,
    ),
    Decree("tricks", msg("No tricks"), msg("any trick"), 1, 8, tricks=ALL_TRICKS),
    Decree(
        "last_borgia",
        msg("The last Borgia"),
        msg("the trick holding the last Borgia played"),
        6,
        3,
        tricks=LAST_OF_FAMILY,
        family="B",
        wax=True,
    ),
    Decree(
        "last_medici",
        msg("The last Medici"),
        msg("the trick holding the last Medici played"),
        6,
        3,
        tricks=LAST_OF_FAMILY,
        family="M",
        wax=True,
    ),
    _card_decree(
        "sforza_seven",
        lambda c: c.code == "S7",
        msg("The Sforza seven"),
        msg("the 7 of Sforza"),
        6,
        3,
        wax=True,
    ),
    Decree(
        "last_two",
        msg("Not the last two"),
        msg("the last two tricks"),
        4,
        4,
        tricks=LAST_TWO,
        wax=True,
    ),
    Decree(
        "borgia_trumps",
        msg("Borgia rule"),
        msg("Borgias are trumps; any trick"),
        1,
        8,
        tricks=ALL_TRICKS,
        trumps="B",
        wax=True,
    ),
    Decree(
        "sforza_trumps",
        msg("Sforza rule"),
        msg("Sforzas are trumps; the first and the last trick"),
        4,
        4,
        tricks=FIRST_AND_LAST,
        trumps="S",
        wax=True,
    ),
)

DECREES: dict[str, Decree] = {d.id: d for d in DECREE_LIST}
BASIC_DECREES: tuple[str, ...] = tuple(d.id for d in DECREE_LIST if not d.wax)
ALL_DECREES: tuple[str, ...] = tuple(d.id for d in DECREE_LIST)

# The papal bulls of the advanced game.
UNION = "union"
INTERDICT = "interdict"
JUBILEE = "jubilee"
ABSOLUTION = "absolution"
BULLS: tuple[str, ...] = (UNION, INTERDICT, JUBILEE, ABSOLUTION)
BULL_NAMES: dict[str, Text] = {
    UNION: msg("Bull of Union"),
    INTERDICT: msg("Bull of Interdict"),
    JUBILEE: msg("Bull of Jubilee"),
    ABSOLUTION: msg("Bull of Absolution"),
}
BULL_HELP: dict[str, Text] = {
    UNION: msg("All three face-up decrees are in force together."),
    INTERDICT: msg("With your decree: nobody may sin this hand."),
    JUBILEE: msg("Instead of passing: every payment of this hand is doubled."),
    ABSOLUTION: msg("You pay nothing this hand."),
}
