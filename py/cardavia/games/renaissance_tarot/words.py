"""What a player of Renaissance Tarot reads: the game's name and options, prompts, the
table's items, deal summaries and why an action is refused.

Each message is one ``msg`` or ``plural`` call (core/text.py) with its English text, the
other languages in the catalogues (py/cardavia/locale); built from plain values
the rules pass or from the view; the rules module holds no words.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, cast

from ...core.cards import SUIT_NAMES
from ...core.display import board_for, number, seat_tag, show_cards
from ...core.errors import IllegalAction, refusal
from ...core.glossary import decimal_amount
from ...core.labels import DISCARDS, TALON, TARGET
from ...core.text import msg, plural, pplural, seat_ref

if TYPE_CHECKING:
    from ...core.display import Display
    from ...core.protocol import View
    from ...core.text import Text
    from . import RenaissanceTarotPublic, RenaissanceTarotView

# -- the catalogue and the game page -------------------------------------------
NAME = msg("Renaissance Tarot")
SUMMARY = msg(
    "16th-century tarot: follow suit, else trump; the Fool excuses you from a trick. "
    "Points for tricks and for kings, queens, knights, jacks, the World, the Pagat and the Fool.",
)
NO = msg("No")
YES = msg("Yes")
DEAL = msg("Deal")
DEAL_EVEN = msg("The whole pack, evenly")
DEAL_TWELVE = msg("12 cards each")
DEAL_HELP = msg("The cards that cannot be dealt evenly are set aside and count for nobody.")
POINTS_TO_WIN = msg("Points to win (0 = standard)")
POINTS_TO_WIN_HELP = msg("0 means 50 points, or 100 with the talon draw.")
ONE_ROUND = msg("Everyone deals once")
ONE_ROUND_HELP = msg("The match ends when every player has dealt once.")
TALON_DRAW = msg("Draw from the talon")
TALON_DRAW_HELP = msg("12 cards each; after each trick the winner, then the others draw a card from the talon (1637).")
THREE_HAND_DISCARD = msg("Three hands with a discard")
THREE_HAND_DISCARD_HELP = msg("24, 21 and 21 cards; the first discards four, the others one each, no counting card.")
FOOL_ANY_CARD = msg("Any card for the Fool")
FOOL_ANY_CARD_HELP = msg("The Fool's owner pays with any won card, not necessarily a counting card.")
FOOL_LEAD_FREE = msg("After a Fool lead the next card sets the suit")
FOOL_LEAD_FREE_HELP = msg("When the Fool is led, the next player plays freely and his card sets the suit.")
PER_CARD = msg("Points per card")
PER_CARD_HELP = msg("Instead of 1 per trick, +1 per card won above the number played, −1 per card short.")

# -- prompts ---------------------------------------------------------------------
MATCH_OVER = msg("The match is over.")
DEAL_OVER = msg("The deal is over.")
FOOL_LED = msg("The Fool was led: play a trump if you can.")
YOUR_LEAD = msg("Your lead: play a card.")
PLAY_A_CARD = msg("Play a card.")


def waiting_for(seat: int) -> Text:
    return msg("Waiting for {seat}.", seat=seat_ref(seat))


def discard_without_points(left: int) -> Text:
    return msg(
        "Discard a card without points face down ({left} to go).",
        left=left,
    )


# -- the table -------------------------------------------------------------------
FOOL_DEBT = msg("The Fool's debt")
CARD_POINTS = msg("Card points")


def describe(view: View) -> Display:
    """The target, the Fool's debt, the talon, each seat's card points and the seat's own discards."""
    public = cast("RenaissanceTarotPublic", view["public"])
    board = board_for(view)
    if public["target"] is not None:
        board.item("target", TARGET, number(public["target"]))
    debt = public["fool_debt"]
    if debt is not None:
        board.item("fool_debt", FOOL_DEBT, f"{seat_tag(debt['owner'])} → {seat_tag(debt['creditor'])}")
    if public["talon"]:
        board.item("talon", TALON, number(public["talon"]))
    for seat, points in enumerate(public["card_points"]):
        board.stat(seat, "card_points", CARD_POINTS, points)
    own = cast("RenaissanceTarotView", view)
    if own["discards"]:
        board.item("discards", DISCARDS, show_cards(own["discards"]))
    return board.done()


# -- the deal's summary ----------------------------------------------------------
# Counts the sentences name after their nouns ("zdvihy 3" in Czech).
def _tricks(n: int) -> Text:
    # Translators: a count the sentence names after its noun (Czech "zdvihy 3"): there, the bare number.
    return pplural("count after its noun", n, "{n} trick", "{n} tricks")


def _cards(n: int) -> Text:
    # Translators: a count the sentence names after its noun (Czech "uhraných karet 3"): there, the bare number.
    return pplural("count after its noun", n, "{n} card", "{n} cards")


def _card_points(n: int) -> Text:
    # Translators: a count the sentence names after its noun (Czech "body za karty 3"): there, the bare number.
    return pplural("count after its noun", n, "{n} card point", "{n} card points")


def seat_scored(seat: int, tricks: int, card_points: int, score: int) -> Text:
    return msg(
        "{seat}: {tricks} + {card_points} = {score}.",
        seat=seat_ref(seat),
        tricks=_tricks(tricks),
        card_points=_card_points(card_points),
        score=score,
    )


def seat_scored_per_card(
    seat: int, cards_won: int, trick_points: int, played: int, card_points: int, score: int
) -> Text:
    """Points per card: +1 for each card won above the number played, −1 for each short."""
    return msg(
        "{seat}: {cards} won ({balance} against {played} played) + {card_points} = {score}.",
        seat=seat_ref(seat),
        cards=_cards(cards_won),
        balance=f"{trick_points:+d}",
        played=played,
        card_points=_card_points(card_points),
        score=score,
    )


def fool_itself_given(owner: int, creditor: int) -> Text:
    return msg(
        "No counting card to pay for the Fool, so the Fool itself went from {giver} to {taker}.",
        giver=seat_ref(owner),
        taker=seat_ref(creditor),
    )


def summary(
    per_card: bool,
    cards_won: Sequence[int],
    trick_points: Sequence[int],
    played: int,
    card_points: Sequence[int],
    scores: Sequence[int],
    fool_given: tuple[int, int] | None,
    winners: Sequence[int],
    top: float,
) -> list[Text]:
    """The deal's sentences: each seat's count, the Fool given itself, the match's ``winners`` (level on
    ``top``) if it ended."""
    seats = range(len(scores))
    if per_card:
        lines = [seat_scored_per_card(s, cards_won[s], trick_points[s], played, card_points[s], scores[s])
                 for s in seats]
    else:
        lines = [seat_scored(s, trick_points[s], card_points[s], scores[s]) for s in seats]
    if fool_given is not None:
        lines.append(fool_itself_given(*fool_given))
    if winners:
        lines.append(match_won(top, winners))
    return lines


def match_won(top: float, winners: Sequence[int]) -> Text:
    """The match's end: its winner, or the winners level on ``top`` points."""
    # A half point of the Fool's: "52.5 points", "52,5 bodu".
    points = plural(round(top), "{n} points", "{n} points") if top == round(top) else decimal_amount(top, msg("points"))
    seats = ", ".join(seat_tag(w) for w in winners)
    if len(winners) == 1:
        return msg(
            "End of the match, the winner ({points}): {seats}.",
            points=points,
            seats=seats,
        )
    return msg(
        "End of the match, the winners ({points}): {seats}.",
        points=points,
        seats=seats,
    )


# -- why not ---------------------------------------------------------------------
def no_tarot_card(code: str) -> IllegalAction:
    return refusal(msg("'{code}' is not a tarot card.", code=code))


def nothing_to_discard() -> IllegalAction:
    return refusal(msg("There is nothing to discard now: play a card."))


def discard_first() -> IllegalAction:
    return refusal(msg("First discard a card face down."))


def not_held(code: str) -> IllegalAction:
    return refusal(msg("You do not hold {code}.", code=code))


def fool_kept() -> IllegalAction:
    return refusal(msg("The Fool cannot be discarded."))


def counting_cards_kept() -> IllegalAction:
    return refusal(msg("Counting cards cannot be discarded."))


def trump_to_the_fool() -> IllegalAction:
    return refusal(msg("The Fool was led: play a trump."))


def trump_to_a_trump() -> IllegalAction:
    return refusal(msg("Trumps were led: you must play a trump."))


def must_follow(suit: str) -> IllegalAction:
    return refusal(msg("You must follow {suit}.", suit=SUIT_NAMES[suit]))


def must_trump(suit: str) -> IllegalAction:
    return refusal(
        msg("You have no {suit}: you must play a trump.", suit=SUIT_NAMES[suit])
    )
