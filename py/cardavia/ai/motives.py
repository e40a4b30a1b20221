"""Why a card is good, read from the position: the motive a hint gives before its cost.

A hint's motive says, in plain words, what the suggested card does at the table:
takes the trick (with the lowest card that does, by trumping), leaves it to a
partner who is winning it already and gives them points, lets a trick go and keeps
a strong card, gets rid of a card nobody wants, leads a suit nobody can beat ...
It is worked out from the seat's view alone, with each game's card order and
stakes (its ``TableReading``, registered with the game's AI hooks).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core.cards import DECKS, card_name
from ..core.registry import game
from ..core.text import msg, plural, pmsg, sentences

if TYPE_CHECKING:
    from ..core.protocol import View
    from ..core.text import Text

LIKELY = 0.8  # a trick won in this share of the search's playouts "should" be won
UNLIKELY = 0.3  # ... and in this share or less, someone else "will most likely" take it
TRUMP_LEAD = 0.4  # trumps led to draw the others' when they are this share of the hand
LONG_SUIT = 4  # a suit this long is "your long suit"

POINTS = "points"  # what ``worth`` counts is good to take (card points)
AVOID = "avoid"  # what ``worth`` counts costs whoever takes it (Indulgence's forbidden cards)
COLLECT = "collect"  # what ``worth`` counts must all be taken (Indulgence's sinner)
BREAK = "break"  # taking one item of what ``worth`` counts breaks the sin (everyone but the sinner)
NOTHING = "nothing"  # cards carry nothing; only the tricks count


@dataclass(frozen=True)
class TableReading:
    """How one seat reads a trick: the game's card order, who plays with whom, what the cards carry."""

    power: Callable[[str, str], int]  # (card, effective suit led) -> strength in the trick; higher wins
    suit_of: Callable[[str], str]  # a card's effective suit (the trump suit's letter for every trump)
    suit_name: Callable[[str], Text]  # an effective suit in words ("cups", "trumps", "the Medici")
    trump: str | None = None  # the effective trump suit, None in a game (or hand) without trumps
    worth: Callable[[str], int] = lambda code: 0  # what a card carries to whoever takes its trick
    stake: str = NOTHING  # how the seat feels about ``worth`` (POINTS, AVOID, COLLECT, BREAK, NOTHING)
    partners: frozenset[int] = frozenset()  # the seats known to play with this seat
    fool: str | None = None  # a card that is played to keep it (the Fool), never to win
    plays: int = 0  # cards in a complete trick (0: one per seat)
    forbidden_trick: bool = False  # Indulgence: taking this trick costs, whatever is in it
    discards_count: bool = False  # French Tarot: the taker's discards count as his tricks
    tricks_to_win: int = 0  # Maw: tricks that win the pot


def _name(view: View, code: str) -> Text:
    return card_name(code, game(view["game"]).info.deck)


def _listed(first: Text, *more: Text) -> Text:
    """Card names in a list: "King of cups, Trump 21 (the World)"."""
    for name in more:
        first = pmsg("a list of cards", "{cards}, {card}", cards=first, card=name)
    return first


def _cards_played(view: View) -> set[str]:
    return {ev["card"] for ev in view["events"] if ev["type"] == "play"}


def _legal_cards(view: View, verb: str) -> list[str]:
    return [a.partition(":")[2].split("+")[0] for a in view["legal"] if a.startswith(verb + ":")]


def motive(view: View, action: str, reading: TableReading, win_rate: float | None) -> Text | None:
    """The motive for a card action (play or discard), or None when the position says nothing clear."""
    verb, _, arg = action.partition(":")
    card = arg.split("+")[0]
    if verb == "play":
        return _play(view, card, reading, win_rate)
    if verb == "discard":
        return _discard(view, card, reading)
    return None


# -- playing to a trick ---------------------------------------------------------------------------
@dataclass(frozen=True)
class _Trick:
    led: str  # the effective suit led
    best: str  # the card winning the trick so far
    best_seat: int
    best_power: int
    cards: list[str]


def _read_trick(view: View, reading: TableReading) -> _Trick | None:
    """The trick so far (the Fool ignored), or None before a card that sets the suit."""
    led: str | None = None
    best = ""
    best_seat, best_power = -1, -1
    cards: list[str] = []
    for entry in view["trick"]["cards"]:
        code: str = entry["card"]
        cards.append(code)
        if code == reading.fool:
            continue
        if led is None:
            led = reading.suit_of(code)
        value = reading.power(code, led)
        if value > best_power:
            best, best_seat, best_power = code, entry["seat"], value
    if led is None:
        return None
    return _Trick(led, best, best_seat, best_power, cards)


def _play(view: View, card: str, reading: TableReading, win_rate: float | None) -> Text | None:
    if card == reading.fool:
        return _fool(view, card, reading)
    trick = _read_trick(view, reading)
    if trick is None:
        return _lead(view, card, reading, win_rate)
    legal = [c for c in _legal_cards(view, "play") if c != reading.fool]
    winners = [c for c in legal if reading.power(c, trick.led) > trick.best_power]
    if card in winners:
        if reading.stake == AVOID and len(winners) == len(legal):
            return _forced_lead(view, card, reading, trick, winners)
        return _take(view, card, reading, trick, winners, win_rate)
    return _let_go(view, card, reading, trick, legal, winners)


def _fool(view: View, card: str, reading: TableReading) -> Text:
    trick = _read_trick(view, reading)
    losers = [
        c for c in _legal_cards(view, "play")
        if c != card and trick is not None and reading.power(c, trick.led) <= trick.best_power
    ]
    saved = max(losers, key=reading.worth, default=None)
    if reading.stake == POINTS and saved is not None and reading.worth(saved) > 0:
        # Translators: {card} is a card of points in the player's hand that the Fool saves.
        return msg("You play the Fool: it excuses you from this trick and stays yours, so you need not give away "
                   "your {card}.", card=_name(view, saved))
    return msg("You play the Fool: it excuses you from this trick and stays yours, and your strong cards stay too.")


def _take(
    view: View, card: str, reading: TableReading, trick: _Trick, winners: list[str], win_rate: float | None
) -> Text:
    plays = reading.plays or view["players"]
    last = len(trick.cards) == plays - 1
    name = _name(view, card)
    if last:
        head = msg("Your {card} takes the trick.", card=name)
    elif win_rate is not None and win_rate >= LIKELY:
        head = msg("Your {card} should win the trick.", card=name)
    else:
        head = msg("Your {card} takes the lead in the trick.", card=name)
    how: Text | None = None
    power = reading.power
    # The cheapest card that wins: the lowest, but never one that carries points when another wins too.
    cheapest = min(winners, key=lambda c: (reading.stake == POINTS and reading.worth(c) > 0, power(c, trick.led)))
    if reading.trump is not None and reading.suit_of(card) == reading.trump != trick.led:
        suit = reading.suit_name(trick.led)
        void = not any(reading.suit_of(c) == trick.led for c in view["hand"])
        cheap = len(winners) > 1 and card == cheapest
        # Translators: {suit} is the suit led, which the player does not hold.
        if void and cheap:
            how = msg("You trump it, having no {suit}, with the cheapest trump that does.", suit=suit)
        elif void:
            how = msg("You trump it, having no {suit}.", suit=suit)
        elif cheap:
            how = msg("You trump it, with the cheapest trump that does.")
        else:
            how = msg("You trump it.")
    elif len(winners) > 1 and card == cheapest:
        how = msg("It is your lowest card that beats the others, so your stronger ones stay for later.")
    elif len(winners) > 1 and last is False and card == max(winners, key=lambda c: power(c, trick.led)):
        how = msg("It is your strongest card, so that the players after you cannot beat it.")
    return sentences(head, how, _stake_of_taking(view, card, reading, trick))


def _forced_lead(view: View, card: str, reading: TableReading, trick: _Trick, winners: list[str]) -> Text | None:
    """Every card the seat may play beats the trick so far, and it would rather not take it."""
    power = reading.power
    last = len(trick.cards) == (reading.plays or view["players"]) - 1
    if last and card == max(winners, key=lambda c: power(c, trick.led)):
        return msg("You cannot stay under this trick, so you spend your highest card and keep the low ones for "
                   "ducking later.")
    if card == min(winners, key=lambda c: power(c, trick.led)):
        return msg("Every card you may play would lead the trick, so you play your lowest: the players after you "
                   "are more likely to beat it.")
    return None


def _stake_of_taking(view: View, card: str, reading: TableReading, trick: _Trick) -> Text | None:
    """What taking this trick brings or costs, in the game's terms."""
    valuable = [c for c in trick.cards if reading.worth(c) > 0]
    if reading.stake == POINTS and valuable:
        # Translators: {cards} names the cards of points in the trick, separated by commas.
        return msg("The trick holds points: {cards}.", cards=_listed(*(_name(view, c) for c in valuable)))
    if reading.stake == COLLECT and (valuable or reading.forbidden_trick):
        return msg("You take what is forbidden on purpose: a sin pays only if all of it is taken.")
    if reading.stake == BREAK and (valuable or reading.forbidden_trick):
        return msg("You take something forbidden and so break the sin: the sinner has to take all of it.")
    if reading.stake == AVOID and not valuable and not reading.forbidden_trick and reading.worth(card) == 0:
        return msg("Nothing in it is forbidden.")
    if reading.tricks_to_win:
        have: int = view["tricks_won"][view["seat"]] + 1
        if have <= reading.tricks_to_win:
            # Translators: Maw; {n} is 1, 2 or 3: which of the three tricks that win the pot this one is.
            return msg("That makes {n} of the three tricks that win the pot.", n=have)
    return None


def _let_go(
    view: View, card: str, reading: TableReading, trick: _Trick, legal: list[str], winners: list[str]
) -> Text | None:
    name = _name(view, card)
    power = reading.power
    if trick.best_seat in reading.partners:
        if reading.stake == POINTS and reading.worth(card) > 0:
            return msg("Your partner is winning this trick, so you give them the points of your {card}.", card=name)
        return msg("Your partner is winning this trick: no need to spend a strong card on it.")
    best = _name(view, trick.best)
    if reading.stake == AVOID and reading.worth(card) > 0:
        return msg("You get rid of a forbidden card, your {card}: whoever takes this trick pays for it.", card=name)
    if reading.stake == AVOID and (reading.forbidden_trick or any(reading.worth(c) > 0 for c in trick.cards)):
        # Translators: {card} is the card winning the trick so far (another player's).
        return msg("You stay under the {card}: whoever takes this trick pays for what is forbidden in it.", card=best)
    if winners:
        strongest = _name(view, max(winners, key=lambda c: power(c, trick.led)))
        return msg("You let this trick go and keep your {card} for later.", card=strongest)
    suit = reading.suit_of(card)
    if suit != trick.led and reading.trump is not None and suit != reading.trump:
        left = [c for c in view["hand"] if c != card and reading.suit_of(c) == suit]
        if not left:
            return msg("You cannot win this trick. You throw your last {suit}, so you can trump them later.",
                       suit=reading.suit_name(suit))
    cheapest = min(legal, key=lambda c: (reading.worth(c), power(c, trick.led), power(c, reading.suit_of(c))))
    if card == cheapest and len(legal) > 1:
        # Translators: {best} is the card winning the trick, {card} the one the player gives (optional: {card}).
        return msg("You cannot beat the {best}, so you give your least valuable card: {card}.", best=best, card=name)
    return None


def _lead(view: View, card: str, reading: TableReading, win_rate: float | None) -> Text | None:
    name = _name(view, card)
    suit = reading.suit_of(card)
    hand: list[str] = view["hand"]
    in_suit = [c for c in hand if reading.suit_of(c) == suit and c != reading.fool]
    if reading.stake == AVOID:
        lowest = min(in_suit, key=lambda c: reading.power(c, suit))
        if card == lowest and reading.worth(card) == 0 and (win_rate is None or win_rate <= UNLIKELY):
            return msg("You lead your lowest card of that suit, your {card}: someone else will most likely take the "
                       "trick.", card=name)
    if _is_master(view, card, reading):
        if suit == reading.trump:
            return msg("You lead your {card}: nobody else holds a higher trump, so the trick is yours.", card=name)
        if reading.trump is not None:
            return msg("You lead your {card}: nobody else holds a higher card of that suit, so it wins unless "
                       "someone trumps it.", card=name)
        return msg("You lead your {card}: nobody else holds a higher card of that suit, so it wins.", card=name)
    if suit == reading.trump and len(in_suit) >= max(3, TRUMP_LEAD * len(hand)):
        return plural(len(in_suit), "You lead a trump: with {n} trump you draw the others' trumps, so your suits get "
                      "through.", "You lead a trump: with {n} trumps you draw the others' trumps, so your suits get "
                      "through.")
    if suit != reading.trump and len(in_suit) >= LONG_SUIT and len(in_suit) == max(
        sum(1 for c in hand if reading.suit_of(c) == s) for s in {reading.suit_of(c) for c in hand}
    ):
        return plural(len(in_suit), "You lead your long suit ({suit}, {n} card): the others run out of it first.",
                      "You lead your long suit ({suit}, {n} cards): the others run out of it first.",
                      suit=reading.suit_name(suit))
    if reading.worth(card) == 0 and card == min(in_suit, key=lambda c: reading.power(c, suit)) and len(in_suit) > 1:
        return msg("You lead low with your {card}: it gives nothing away and keeps your strong cards.", card=name)
    return None


def _is_master(view: View, card: str, reading: TableReading) -> bool:
    """True when every higher card of the card's suit has been played or is in the seat's own hand."""
    suit = reading.suit_of(card)
    mine = reading.power(card, suit)
    known = _cards_played(view) | set(view["hand"])
    deck = DECKS[game(view["game"]).info.deck].cards
    return all(
        c.code in known
        for c in deck
        if c.code != reading.fool and reading.suit_of(c.code) == suit and reading.power(c.code, suit) > mine
    )


# -- discarding ----------------------------------------------------------------------------------
def _discard(view: View, card: str, reading: TableReading) -> Text:
    name = _name(view, card)
    hand: list[str] = view["hand"]
    suit = reading.suit_of(card)
    if reading.discards_count and reading.worth(card) > 0:
        return msg("You put the points of your {card} safely into your tricks, where nobody can take them.", card=name)
    left = [c for c in hand if reading.suit_of(c) == suit and c != card]
    if suit != reading.trump and reading.trump is not None and not left:
        return msg("It makes you void in {suit}, so you can trump them.", suit=reading.suit_name(suit))
    if reading.worth(card) == 0 and suit != reading.trump and card == min(
        [c for c in hand if reading.suit_of(c) == suit], key=lambda c: reading.power(c, suit)
    ):
        if reading.stake == POINTS:
            return msg("You drop a weak card with no points, one that would hardly win a trick: your {card}.",
                       card=name)
        return msg("You drop a weak card, one that would hardly win a trick: your {card}.", card=name)
    # No rule of thumb fits: what the discard keeps and, for a short suit, what it makes of it.
    if suit != reading.trump and reading.trump is not None and len(left) == 1:
        return msg("It leaves you a single card in {suit}, soon a void you can trump, and keeps your trumps and "
                   "stronger cards.", suit=reading.suit_name(suit))
    if suit != reading.trump and reading.trump is not None:
        return msg("Of all your cards you will miss your {card} least; your trumps and stronger cards stay for the "
                   "tricks.", card=name)
    return msg("Of all your cards you will miss your {card} least.", card=name)

