"""What a player of Renaissance Tarot reads: the game's name and options, prompts, the
table's items, deal summaries and why an action is refused.

Each message is one ``msg`` or ``plural`` call (core/text.py), built from plain values
the rules pass or from the view; the rules module holds no words.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, cast

from ...core.cards import SUIT_NAMES
from ...core.display import DISCARDS, LABEL_TALON, TARGET, board_for, number, seat_tag, show_cards
from ...core.errors import IllegalAction, refusal
from ...core.text import msg, plural, seat_ref

if TYPE_CHECKING:
    from ...core.display import Display
    from ...core.protocol import View
    from ...core.text import Text
    from . import RenaissanceTarotPublic, RenaissanceTarotView

# -- the catalogue and the game page -------------------------------------------
NAME = msg("Renaissance Tarot", "Taroty")
SUMMARY = msg(
    "16th-century tarot: follow suit, else trump; the Fool excuses you from a trick. "
    "Points for tricks and for kings, queens, knights, jacks, the World, the Pagat and the Fool.",
    "Tarot 16. století: přiznej barvu, jinak trumfni; Škýz tě vyváže ze zdvihu. "
    "Body za zdvihy a za krále, dámy, kavaly, valety, Svět, Pagáta a Škýze.",
)
NO = msg("No", "Ne")
YES = msg("Yes", "Ano")
DEAL = msg("Deal", "Rozdávání")
DEAL_EVEN = msg("The whole pack, evenly", "Celý balíček rovným dílem")
DEAL_TWELVE = msg("12 cards each", "Po 12 kartách")
DEAL_HELP = msg(
    "The cards that cannot be dealt evenly are set aside and count for nobody.",
    "Zbytek, který nejde rozdělit, se odkládá stranou a nepočítá se.",
)
POINTS_TO_WIN = msg("Points to win (0 = standard)", "Hraje se do bodů (0 = obvykle)")
POINTS_TO_WIN_HELP = msg(
    "0 means 50 points, or 100 with the talon draw.", "0 znamená 50 bodů, s dolízáváním z talonu 100."
)
ONE_ROUND = msg("Everyone deals once", "Každý rozdává jednou")
ONE_ROUND_HELP = msg("The match ends when every player has dealt once.", "Partie končí, až každý hráč jednou rozdal.")
TALON_DRAW = msg("Draw from the talon", "Dolízávání z talonu")
TALON_DRAW_HELP = msg(
    "12 cards each; after each trick the winner, then the others draw a card from the talon (1637).",
    "Po 12 kartách; po každém zdvihu si vítěz a pak ostatní líznou kartu z talonu (1637).",
)
THREE_HAND_DISCARD = msg("Three hands with a discard", "Tři hráči s odhozem")
THREE_HAND_DISCARD_HELP = msg(
    "24, 21 and 21 cards; the first discards four, the others one each, no counting card.",
    "24, 21 a 21 karet; první odhodí čtyři, ostatní po jedné, žádnou bodovanou.",
)
FOOL_ANY_CARD = msg("Any card for the Fool", "Za Škýze libovolná karta")
FOOL_ANY_CARD_HELP = msg(
    "The Fool's owner pays with any won card, not necessarily a counting card.",
    "Majitel Škýze dává za něj libovolnou uhranou kartu, ne nutně bodovanou.",
)
FOOL_LEAD_FREE = msg("After a Fool lead the next card sets the suit", "Po vyneseném Škýzovi určuje barvu další karta")
FOOL_LEAD_FREE_HELP = msg(
    "When the Fool is led, the next player plays freely and his card sets the suit.",
    "Když je vynesen Škýz, další hráč hraje volně a jeho karta určuje barvu.",
)
PER_CARD = msg("Points per card", "Body za počet karet")
PER_CARD_HELP = msg(
    "Instead of 1 per trick, +1 per card won above the number played, −1 per card short.",
    "Místo bodu za zdvih +1 za každou uhranou kartu nad počet zahraných, −1 za každou chybějící.",
)

# -- prompts ---------------------------------------------------------------------
MATCH_OVER = msg("The match is over.", "Partie skončila.")
DEAL_OVER = msg("The deal is over.", "Rozdání skončilo.")
FOOL_LED = msg("The Fool was led: play a trump if you can.", "Byl vynesen Škýz: hraj trumfem, máš-li.")
YOUR_LEAD = msg("Your lead: play a card.", "Vynášíš: zahraj kartu.")
PLAY_A_CARD = msg("Play a card.", "Zahraj kartu.")


def waiting_for(seat: int) -> Text:
    return msg("Waiting for {seat}.", "Na tahu: {seat}.", seat=seat_ref(seat))


def discard_without_points(left: int) -> Text:
    return msg(
        "Discard a card without points face down ({left} to go).",
        "Odhoď lícem dolů kartu bez bodů (zbývá {left}).",
        left=left,
    )


# -- the table -------------------------------------------------------------------
FOOL_DEBT = msg("The Fool's debt", "Dluh za Škýze")
CARD_POINTS = msg("Card points", "Body za karty")


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
        board.item("talon", LABEL_TALON, number(public["talon"]))
    for seat, points in enumerate(public["card_points"]):
        board.stat(seat, "card_points", CARD_POINTS, points)
    own = cast("RenaissanceTarotView", view)
    if own["discards"]:
        board.item("discards", DISCARDS, show_cards(own["discards"]))
    return board.done()


# -- the deal's summary ----------------------------------------------------------
# Czech names these counts after the noun ("zdvihy 3"), so its form of each is the bare number.
def _card_points(n: int) -> Text:
    return plural(n, ("{n} card point", "{n} card points"), ("{n}", "{n}", "{n}"))


def seat_scored(seat: int, tricks: int, card_points: int, score: int) -> Text:
    return msg(
        "{seat}: {tricks} + {card_points} = {score}.",
        "{seat}: zdvihy {tricks} + body za karty {card_points} = {score}.",
        seat=seat_ref(seat),
        tricks=plural(tricks, ("{n} trick", "{n} tricks"), ("{n}", "{n}", "{n}")),
        card_points=_card_points(card_points),
        score=score,
    )


def seat_scored_per_card(
    seat: int, cards_won: int, trick_points: int, played: int, card_points: int, score: int
) -> Text:
    """Points per card: +1 for each card won above the number played, −1 for each short."""
    return msg(
        "{seat}: {cards} won ({balance} against {played} played) + {card_points} = {score}.",
        "{seat}: uhraných karet {cards} ({balance} proti {played} zahraným) + body za karty {card_points} = {score}.",
        seat=seat_ref(seat),
        cards=plural(cards_won, ("{n} card", "{n} cards"), ("{n}", "{n}", "{n}")),
        balance=f"{trick_points:+d}",
        played=played,
        card_points=_card_points(card_points),
        score=score,
    )


def fool_itself_given(owner: int, creditor: int) -> Text:
    return msg(
        "No counting card to pay for the Fool, so the Fool itself went from {giver} to {taker}.",
        "Za Škýze nebyla bodovaná karta, a tak přešel sám Škýz (od: {giver}, k: {taker}).",
        giver=seat_ref(owner),
        taker=seat_ref(creditor),
    )


def match_won(top: float, winners: Sequence[int]) -> Text:
    """The match's end: its winner, or the winners level on ``top`` points."""
    if top == round(top):
        points = plural(round(top), ("{n} points", "{n} points"), ("{n} bod", "{n} body", "{n} bodů"))
    else:
        points = msg("{n:g} points", "{n:g} bodu", n=top)
    seats = ", ".join(seat_tag(w) for w in winners)
    if len(winners) == 1:
        return msg(
            "End of the match, the winner ({points}): {seats}.",
            "Konec partie, vítěz ({points}): {seats}.",
            points=points,
            seats=seats,
        )
    return msg(
        "End of the match, the winners ({points}): {seats}.",
        "Konec partie, vítězové ({points}): {seats}.",
        points=points,
        seats=seats,
    )


# -- why not ---------------------------------------------------------------------
def no_tarot_card(code: str) -> IllegalAction:
    return refusal(msg("'{code}' is not a tarot card.", "„{code}“ není tarotová karta.", code=code))


def nothing_to_discard() -> IllegalAction:
    return refusal(msg("There is nothing to discard now: play a card.", "Teď se neodhazuje: zahraj kartu."))


def discard_first() -> IllegalAction:
    return refusal(msg("First discard a card face down.", "Nejdřív odhoď kartu lícem dolů."))


def not_held(code: str) -> IllegalAction:
    return refusal(msg("You do not hold {code}.", "Kartu {code} nemáš.", code=code))


def fool_kept() -> IllegalAction:
    return refusal(msg("The Fool cannot be discarded.", "Škýze nelze odhodit."))


def counting_cards_kept() -> IllegalAction:
    return refusal(msg("Counting cards cannot be discarded.", "Bodované karty se nesmí odhazovat."))


def trump_to_the_fool() -> IllegalAction:
    return refusal(msg("The Fool was led: play a trump.", "Byl vynesen Škýz: hraj trumfem."))


def trump_to_a_trump() -> IllegalAction:
    return refusal(msg("Trumps were led: you must play a trump.", "Vynesen trumf: musíš hrát trumfem."))


def must_follow(suit: str) -> IllegalAction:
    return refusal(msg("You must follow {suit}.", "Musíš přiznat {suit}.", suit=SUIT_NAMES[suit]))


def must_trump(suit: str) -> IllegalAction:
    return refusal(
        msg("You have no {suit}: you must play a trump.", "Nemáš {suit}: musíš hrát trumfem.", suit=SUIT_NAMES[suit])
    )
