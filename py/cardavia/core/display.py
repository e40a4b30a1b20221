"""What the table shows of a view besides the cards, in words: the engine names it, the page draws it.

Each game describes one seat's view (``GameState.describe``) as a ``Display``:
labelled ``items`` for the strip above the table (the contract, the turned
card, the pot, the decree in force …), ``seats`` with each seat's tags (its
role: taker, sinner …) and stats (its bid, its card points …), the non-card
decisions in the order the page shows them as ``buttons``, the hand cards
just taken from a talon (``from_talon``), what a click on a card means for each
card verb (``modes``: "Play a card", Maw's "Take the turned card: pick your
discard"), the switches that change a card action (``modifiers``: Indulgence's
ring), how many cards the seat still discards (``discards_left``) and, once the
match is over, its winners (``match_winners``). The description is a function of the
view alone, so it cannot show what the seat may not know; the page's renderer
knows no game (web/js/public.js).

An item's ``value`` is a list of parts: a plain string (figures, separators,
seat tags ``{pN}``), a ``Text``, ``{"strong": …}`` for the words that matter
most, ``{"cards": [codes]}`` drawn as small cards, ``{"suits": [letters]}``
drawn as the deck's suit signs with their names.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, TypedDict

from .text import Words, in_each_language, in_language, msg, seat_ref

if TYPE_CHECKING:
    from .protocol import View
    from .text import Text


# For the type checker only: creating these TypedDicts at run time slows every page's engine start.
if TYPE_CHECKING:
    class Strong(TypedDict):
        strong: Text | str

    class CardsPart(TypedDict):
        cards: list[str]

    class SuitsPart(TypedDict):
        suits: list[str]

    Part = str | Text | Strong | CardsPart | SuitsPart

    class Item(TypedDict):
        """One labelled item; ``key`` says what it shows (the page marks it ``data-testid="public-<key>"``)."""

        key: str
        label: Text
        value: list[Part]

    class Mark(TypedDict):
        """A tag or a stat on one seat's badge; ``key`` names the part of ``public`` it comes from."""

        key: str
        text: Text

    class SeatMarks(TypedDict):
        tags: list[Mark]
        stats: list[Mark]

    class Display(TypedDict):
        items: list[Item]
        seats: list[SeatMarks]
        buttons: list[str]
        from_talon: list[str]
        modes: dict[str, Text]
        modifiers: dict[str, Text]
        discards_left: int
        match_winners: list[int]


# What a click on a card does, per card verb (the page's mode buttons); a game whose verb
# means more says so with ``Board.mode``.
CARD_MODES: Mapping[str, Text] = Words(lambda: {
    "play": msg("Play a card"),
    "discard": msg("Discard"),
    "take": msg("Take a card"),
})


def capital(words: Text) -> Text:
    """A glossary word as a label: "bank" -> "Bank"."""
    return in_each_language(lambda language: _capitalised(in_language(words, language)))


def _capitalised(word: str) -> str:
    return word[:1].upper() + word[1:]




def strong(words: Text | str) -> Strong:
    return {"strong": words}


def number(n: int) -> Strong:
    return {"strong": str(n)}


def show_cards(codes: Iterable[str]) -> CardsPart:
    return {"cards": list(codes)}


def show_suits(letters: Iterable[str]) -> SuitsPart:
    return {"suits": list(letters)}


def seat_tag(s: int) -> str:
    """A seat inside a value, as the tag the page fills with the table's name."""
    return seat_ref(s)["en"]


def joined(groups: Sequence[Sequence[Part]], separator: Part) -> list[Part]:
    """The groups' parts one after the other, with ``separator`` between groups."""
    out: list[Part] = []
    for k, group in enumerate(groups):
        if k:
            out.append(separator)
        out.extend(group)
    return out


def match_winners(totals: Sequence[float]) -> list[int]:
    """The seats with the highest total (all of them when level): who won a match that ends now."""
    best = max(totals, default=0.0)
    return [s for s, total in enumerate(totals) if total == best]


class Board:
    """Collects one view's display: ``item``, ``tag`` and ``stat`` in the order they are shown."""

    def __init__(
        self, players: int, labels: Iterable[str] = (), hand: Iterable[str] = (), winners: Iterable[int] = ()
    ) -> None:
        self.winners = list(winners)
        self.items: list[Item] = []
        self.seats: list[SeatMarks] = [{"tags": [], "stats": []} for _ in range(players)]
        self.labels = list(labels)
        self.hand = set(hand)
        self.modes = dict(CARD_MODES)
        self.modifiers: dict[str, Text] = {}

    def item(self, key: str, label: Text, *value: Part) -> None:
        self.items.append({"key": key, "label": label, "value": list(value)})

    def tag(self, seat: int | None, key: str, words: Text) -> None:
        """A role on a seat's badge; nothing when ``seat`` is None (nobody has it yet)."""
        if seat is not None:
            self.seats[seat]["tags"].append({"key": key, "text": words})

    def stat(self, seat: int, key: str, label: Text, value: Text | str | int) -> None:
        """A figure on a seat's badge: "Bid: Garde"."""
        words = msg("{label}: {value}", label=label, value=value if isinstance(value, dict) else str(value))
        self.seats[seat]["stats"].append({"key": key, "text": words})

    def mode(self, verb: str, words: Text) -> None:
        """What a click on a card means for ``verb`` in this game."""
        self.modes[verb] = words

    def modifier(self, key: str, words: Text) -> None:
        """A switch that changes a card action (``play:<card>+<key>``), with what it does."""
        self.modifiers[key] = words

    def done(
        self, rank: Callable[[str], int] | None = None, from_talon: Iterable[str] = (), discards_left: int = 0
    ) -> Display:
        """The display. The buttons (the view's non-card decisions) go by ``rank``, from the modest
        choice to the boldest (ties, and all without ``rank``, in the view's order); of ``from_talon``
        the cards still in the hand are marked; ``discards_left``: the cards the seat still discards
        one by one (the page lets it pick them all, then confirm)."""
        buttons = sorted(self.labels, key=rank) if rank is not None else self.labels
        marked = [c for c in from_talon if c in self.hand]
        return {"items": self.items, "seats": self.seats, "buttons": buttons, "from_talon": marked,
                "modes": self.modes, "modifiers": self.modifiers, "discards_left": discards_left,
                "match_winners": self.winners}


def board_for(view: View) -> Board:
    """An empty board for ``view``: its seats, its decisions, its hand, and the match's winners once it is over."""
    over = view["status"] == "match_over"  # protocol.MATCH_OVER (protocol imports this module)
    return Board(view["players"], view["labels"], view["hand"], match_winners(view["totals"]) if over else ())


def nothing(players: int) -> Display:
    """A display with no item yet (``common_view`` starts with it; the game's ``describe`` fills it)."""
    return Board(players).done()
