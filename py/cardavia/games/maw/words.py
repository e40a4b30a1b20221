"""What a player of Maw reads: the game's name and options, prompts, button labels, the
table's items, deal summaries and why an action is refused.

Each message is one ``msg`` or ``plural`` call (core/text.py) with its English text, the
other languages in the catalogues (py/cardavia/locale); built from plain values
the rules pass or from the view; the rules module holds no words.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, cast

from ...core.display import board_for, number, seat_tag, show_cards
from ...core.errors import IllegalAction, refusal
from ...core.labels import POT
from ...core.text import msg, plural, seat_ref
from ..pack52 import show_turn, suit_name

if TYPE_CHECKING:
    from ...core.display import Display
    from ...core.protocol import View
    from ...core.text import Text
    from . import MawPublic

# -- the catalogue and the game page -------------------------------------------
NAME = msg("Maw")
SUMMARY = msg(
    "The Scottish game of James VI: five cards, a pot of chips, and three tricks to take it. "
    "The Five of trumps, the Jack of trumps and the Ace of cups above all.",
)
SCORE_UNIT = msg("chips")
START_CHIPS = msg("Chips at the start")
START_CHIPS_HELP = msg("Each deal every player puts one chip in the pot.")
DEALS_EACH = msg("Deals per player")
DEALS_EACH_HELP = msg("Spoiled deals count; a pot spoiled in the last deal stays unwon.")
CARD_ORDER = msg("Card order")
CARD_ORDER_SOURCE = msg("Maw as in the source")
CARD_ORDER_SPOIL_FIVE = msg("Spoil Five (Ace of trumps fourth)")
CARD_ORDER_HELP = msg(
    "Spoil Five: red suits run K Q J 10 down, black K Q J A up to 10, the trump Ace is the fourth "
    "trump; to a plain lead you may follow or trump, and if void play anything; only the holder "
    "of the trump Ace may take the turned card; after three tricks you may go on for five (jinking).",
)
ROBBING = msg("Who may take the turned card")
ROBBING_ANYONE = msg("Anyone in the first trick")
ROBBING_TRUMP_ACE = msg("Only the holder of the Ace of trumps")
ROBBING_HELP = msg("Spoil Five always has the trump Ace holder only.")
JINKING = msg("Jinking (going on for five)")
JINKING_NO = msg("No")
JINKING_YES = msg("Yes")
JINKING_HELP = msg(
    "Whoever takes the first three tricks may stop or go on for all five; failing leaves the pot. "
    "Spoil Five always plays so.",
)

# -- prompts and buttons ---------------------------------------------------------
TAKE_THE_ACE = msg("Take the turned Ace? Pick the card to discard for it, or leave it.")
STOP_OR_GO_ON = msg("Three tricks: stop, or go on for all five?")
PLAY_OR_TAKE = msg("Play a card; you may first take the turned card, discarding another.")
PLAY_A_CARD = msg("Play a card.")
LABELS: dict[str, Text] = {
    "pass": msg("Leave the Ace"),
    "stop": msg("Stop and take the pot"),
    "go_on": msg("Go on for all five"),
}

# -- the table -------------------------------------------------------------------
TOOK_TURNED = msg("Took the turned card")
TAKE_MODE = msg("Take the turned card: pick your discard")
TOP_TRUMPS = msg("Top trumps")
GOING_ON = msg("Going on")
OUT = msg("Out")


def describe(view: View) -> Display:
    """The turned card and trumps, who took it, the top trumps, the pot, the jinker, the seats out."""
    public = cast("MawPublic", view["public"])
    board = board_for(view)
    show_turn(board, public["turned"], public["trump"], public["taken_by"])
    board.tag(public["taken_by"], "taken_by", TOOK_TURNED)
    board.mode("take", TAKE_MODE)
    board.item("top_trumps", TOP_TRUMPS, show_cards(public["top_trumps"]))
    board.item("pot", POT, number(public["pot"]))
    board.tag(public["jinker"], "jinker", GOING_ON)
    for seat in public["out"]:
        board.tag(seat, "out", OUT)
    # Stopping with the pot before going on for all five.
    return board.done(lambda action: action == "go_on")


# -- the deal's summary ----------------------------------------------------------
def chips(n: int) -> Text:
    return plural(n, "{n} chip", "{n} chips")


def pot_won(seat: int, pot: int, tricks: int) -> Text:
    return msg(
        "The pot of {pot} goes to: {seat} ({tricks}).",
        pot=chips(pot),
        seat=seat_ref(seat),
        tricks=plural(tricks, "{n} trick", "{n} tricks"),
    )


def five_tricks_paid(paid: int) -> Text:
    return msg(
        "All five tricks: every other player pays one more chip ({paid} in all).",
        paid=chips(paid),
    )


def out_of_chips(seat: int) -> Text:
    return msg("No chips left, out of the match: {seat}.", seat=seat_ref(seat))


def most_chips(top: int, leaders: Sequence[int]) -> Text:
    return msg(
        "End of the match, most chips ({top}): {seats}.",
        top=top,
        seats=", ".join(seat_tag(s) for s in leaders),
    )


def pot_left(pot: int, *, jinker: int | None, over: bool) -> Text:
    """Why nobody won the pot (a jinker failed, or the deal is spoiled), and where it goes."""
    if jinker is not None and over:
        return msg(
            "Going on for all five tricks failed ({seat}): the pot of {pot} stays unwon: the match is over.",
            seat=seat_ref(jinker),
            pot=chips(pot),
        )
    if jinker is not None:
        return msg(
            "Going on for all five tricks failed ({seat}): the pot of {pot} stays for the next deal.",
            seat=seat_ref(jinker),
            pot=chips(pot),
        )
    if over:
        return msg(
            "Nobody took three tricks: the deal is spoiled and the pot of {pot} stays unwon: the match is over.",
            pot=chips(pot),
        )
    return msg(
        "Nobody took three tricks: the deal is spoiled and the pot of {pot} stays for the next deal.",
        pot=chips(pot),
    )


def summary(
    winner: int | None,
    pot: int,
    taken: int,
    paid: int | None,
    jinker: int | None,
    out_of_chips_now: Sequence[int],
    leaders: Sequence[int],
    top: int,
) -> list[Text]:
    """The deal's sentences: who won the pot with ``taken`` tricks (and ``paid`` for all five) or that it
    stays, who ran out of chips; at the match's end (``leaders`` not empty) who has the most, ``top``."""
    over = bool(leaders)
    lines: list[Text] = []
    if winner is not None:
        lines.append(pot_won(winner, pot, taken))
        if paid is not None:
            lines.append(five_tricks_paid(paid))
    else:
        lines.append(pot_left(pot, jinker=jinker, over=over))
    lines.extend(out_of_chips(s) for s in out_of_chips_now)
    if over:
        lines.append(most_chips(top, leaders))
    return lines


# -- why not ---------------------------------------------------------------------
def name_the_discard() -> IllegalAction:
    return refusal(msg("Name the card of your hand that you discard for the turned card."))


def stop_or_go_on() -> IllegalAction:
    return refusal(msg("You have taken three tricks: stop, or go on for all five."))


def take_or_leave_first() -> IllegalAction:
    return refusal(msg("First take the turned Ace or leave it."))


def only_the_dealer_passes() -> IllegalAction:
    return refusal(msg("Only the dealer passes, on a turned Ace, before the first lead."))


def no_jinking() -> IllegalAction:
    return refusal(msg("Jinking is not played in this game."))


def jink_after_three_tricks() -> IllegalAction:
    return refusal(msg("You may stop or go on only after taking the first three tricks."))


def answer_the_trump() -> IllegalAction:
    return refusal(msg("A trump was led: answer with a trump (only the top trumps may renege to a lower trump)."))


def follow_or_trump(suit: str) -> IllegalAction:
    return refusal(
        msg("You must follow {suit} or trump.", suit=suit_name(suit))
    )


def must_trump(suit: str) -> IllegalAction:
    return refusal(
        msg("You are void in {suit}: you must trump.", suit=suit_name(suit))
    )


def already_taken() -> IllegalAction:
    return refusal(msg("The turned card has already been taken."))


def first_trick_only() -> IllegalAction:
    return refusal(msg("The turned card may only be taken during the first trick."))


def only_the_dealer_takes_the_ace() -> IllegalAction:
    return refusal(msg("Only the dealer may take the turned Ace."))


def only_the_ace_holder_takes() -> IllegalAction:
    return refusal(msg("Only the holder of the Ace of trumps may take the turned card."))
