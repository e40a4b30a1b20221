"""What a player of Maw reads: the game's name and options, prompts, button labels, the
table's items, deal summaries and why an action is refused.

Each message is one ``msg`` or ``plural`` call (core/text.py), built from plain values
the rules pass or from the view; the rules module holds no words.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, cast

from ...core.display import LABEL_POT, board_for, number, seat_tag, show_cards
from ...core.errors import IllegalAction, refusal
from ...core.text import msg, plural, seat_ref
from ..pack52 import show_turn, suit_name

if TYPE_CHECKING:
    from ...core.display import Display
    from ...core.protocol import View
    from ...core.text import Text
    from . import MawPublic

# -- the catalogue and the game page -------------------------------------------
NAME = msg("Maw", "Maw")
SUMMARY = msg(
    "The Scottish game of James VI: five cards, a pot of chips, and three tricks to take it. "
    "The Five of trumps, the Jack of trumps and the Ace of cups above all.",
    "Skotská hra Jakuba VI.: pět karet, bank žetonů a tři zdvihy, které ho berou. "
    "Pětka trumfů, kluk trumfů a eso pohárů nad vším.",
)
SCORE_UNIT = msg("chips", "žetony")
START_CHIPS = msg("Chips at the start", "Žetonů na začátku")
START_CHIPS_HELP = msg(
    "Each deal every player puts one chip in the pot.", "Každé rozdání vloží každý hráč do banku jeden žeton."
)
DEALS_EACH = msg("Deals per player", "Kolikrát rozdává každý hráč")
DEALS_EACH_HELP = msg(
    "Spoiled deals count; a pot spoiled in the last deal stays unwon.",
    "Zkažená rozdání se počítají; bank zkažený v posledním rozdání zůstane nevyhraný.",
)
CARD_ORDER = msg("Card order", "Pořadí karet")
CARD_ORDER_SOURCE = msg("Maw as in the source", "Maw podle pramene")
CARD_ORDER_SPOIL_FIVE = msg("Spoil Five (Ace of trumps fourth)", "Spoil Five (eso trumfů čtvrté)")
CARD_ORDER_HELP = msg(
    "Spoil Five: red suits run K Q J 10 down, black K Q J A up to 10, the trump Ace is the fourth "
    "trump; to a plain lead you may follow or trump, and if void play anything; only the holder "
    "of the trump Ace may take the turned card; after three tricks you may go on for five (jinking).",
    "Spoil Five: v červených barvách nejvýš K Q J 10, v černých K Q J A, eso trumfů je čtvrtý "
    "trumf; na vynesenou barvu lze přiznat, trumfnout, a bez barvy hrát cokoli; otočenou kartu "
    "smí vzít jen držitel esa trumfů; po třech zdvizích se hraje o všech pět (jinking).",
)
ROBBING = msg("Who may take the turned card", "Kdo smí vzít otočenou kartu")
ROBBING_ANYONE = msg("Anyone in the first trick", "Kdokoli v prvním zdvihu")
ROBBING_TRUMP_ACE = msg("Only the holder of the Ace of trumps", "Jen držitel esa trumfů")
ROBBING_HELP = msg("Spoil Five always has the trump Ace holder only.", "Ve Spoil Five vždy jen držitel esa trumfů.")
JINKING = msg("Jinking (going on for five)", "Hra na všech pět (jinking)")
JINKING_NO = msg("No", "Ne")
JINKING_YES = msg("Yes", "Ano")
JINKING_HELP = msg(
    "Whoever takes the first three tricks may stop or go on for all five; failing leaves the pot. "
    "Spoil Five always plays so.",
    "Kdo vezme první tři zdvihy, může skončit, nebo hrát dál o všech pět; když neuspěje, bank zůstává. "
    "Spoil Five se tak hraje vždy.",
)

# -- prompts and buttons ---------------------------------------------------------
TAKE_THE_ACE = msg(
    "Take the turned Ace? Pick the card to discard for it, or leave it.",
    "Vezmeš otočené eso? Vyber kartu, kterou za něj odhodíš, nebo ho nech ležet.",
)
STOP_OR_GO_ON = msg("Three tricks: stop, or go on for all five?", "Máš tři zdvihy: skončíš, nebo hraješ o všech pět?")
PLAY_OR_TAKE = msg(
    "Play a card; you may first take the turned card, discarding another.",
    "Zahraj kartu; předtím můžeš vzít otočenou kartu a odhodit jinou.",
)
PLAY_A_CARD = msg("Play a card.", "Zahraj kartu.")
LABELS: dict[str, Text] = {
    "pass": msg("Leave the Ace", "Nechat eso ležet"),
    "stop": msg("Stop and take the pot", "Skončit a vzít bank"),
    "go_on": msg("Go on for all five", "Hrát o všech pět"),
}

# -- the table -------------------------------------------------------------------
TOOK_TURNED = msg("Took the turned card", "Vzal otočenou kartu")
TAKE_MODE = msg("Take the turned card: pick your discard", "Vzít otočenou kartu: vyber kartu k odhození")
TOP_TRUMPS = msg("Top trumps", "Nejvyšší trumfy")
GOING_ON = msg("Going on", "Hraje dál")
OUT = msg("Out", "Mimo hru")


def describe(view: View) -> Display:
    """The turned card and trumps, who took it, the top trumps, the pot, the jinker, the seats out."""
    public = cast("MawPublic", view["public"])
    board = board_for(view)
    show_turn(board, public["turned"], public["trump"], public["taken_by"])
    board.tag(public["taken_by"], "taken_by", TOOK_TURNED)
    board.mode("take", TAKE_MODE)
    board.item("top_trumps", TOP_TRUMPS, show_cards(public["top_trumps"]))
    board.item("pot", LABEL_POT, number(public["pot"]))
    board.tag(public["jinker"], "jinker", GOING_ON)
    for seat in public["out"]:
        board.tag(seat, "out", OUT)
    # Stopping with the pot before going on for all five.
    return board.done(lambda action: action == "go_on")


# -- the deal's summary ----------------------------------------------------------
def chips(n: int) -> Text:
    return plural(n, ("{n} chip", "{n} chips"), ("{n} žeton", "{n} žetony", "{n} žetonů"))


def pot_won(seat: int, pot: int, tricks: int) -> Text:
    return msg(
        "The pot of {pot} goes to: {seat} ({tricks}).",
        "Bank {pot} vyhrává: {seat} ({tricks}).",
        pot=chips(pot),
        seat=seat_ref(seat),
        tricks=plural(tricks, ("{n} trick", "{n} tricks"), ("{n} zdvih", "{n} zdvihy", "{n} zdvihů")),
    )


def five_tricks_paid(paid: int) -> Text:
    return msg(
        "All five tricks: every other player pays one more chip ({paid} in all).",
        "Všech pět zdvihů: každý další hráč přidá vítězi žeton (celkem {paid}).",
        paid=chips(paid),
    )


def out_of_chips(seat: int) -> Text:
    return msg("No chips left, out of the match: {seat}.", "Bez žetonů, ze hry vypadává: {seat}.", seat=seat_ref(seat))


def most_chips(top: int, leaders: Sequence[int]) -> Text:
    return msg(
        "End of the match, most chips ({top}): {seats}.",
        "Konec partie, nejvíc žetonů ({top}): {seats}.",
        top=top,
        seats=", ".join(seat_tag(s) for s in leaders),
    )


def pot_left(pot: int, *, jinker: int | None, over: bool) -> Text:
    """Why nobody won the pot (a jinker failed, or the deal is spoiled), and where it goes."""
    if jinker is not None and over:
        return msg(
            "Going on for all five tricks failed ({seat}): the pot of {pot} stays unwon: the match is over.",
            "Hra dál o všech pět zdvihů se nepovedla ({seat}): bank {pot} zůstává nevyhraný: partie skončila.",
            seat=seat_ref(jinker),
            pot=chips(pot),
        )
    if jinker is not None:
        return msg(
            "Going on for all five tricks failed ({seat}): the pot of {pot} stays for the next deal.",
            "Hra dál o všech pět zdvihů se nepovedla ({seat}): bank {pot} zůstává na další rozdání.",
            seat=seat_ref(jinker),
            pot=chips(pot),
        )
    if over:
        return msg(
            "Nobody took three tricks: the deal is spoiled and the pot of {pot} stays unwon: the match is over.",
            "Nikdo neuhrál tři zdvihy: rozdání je zkažené a bank {pot} zůstává nevyhraný: partie skončila.",
            pot=chips(pot),
        )
    return msg(
        "Nobody took three tricks: the deal is spoiled and the pot of {pot} stays for the next deal.",
        "Nikdo neuhrál tři zdvihy: rozdání je zkažené a bank {pot} zůstává na další rozdání.",
        pot=chips(pot),
    )


# -- why not ---------------------------------------------------------------------
def name_the_discard() -> IllegalAction:
    return refusal(msg(
        "Name the card of your hand that you discard for the turned card.",
        "Uveď kartu z ruky, kterou za otočenou kartu odhodíš.",
    ))


def stop_or_go_on() -> IllegalAction:
    return refusal(msg(
        "You have taken three tricks: stop, or go on for all five.",
        "Máš tři zdvihy: skonči, nebo hraj dál o všech pět.",
    ))


def take_or_leave_first() -> IllegalAction:
    return refusal(msg("First take the turned Ace or leave it.", "Nejdřív vezmi otočené eso, nebo ho nech ležet."))


def only_the_dealer_passes() -> IllegalAction:
    return refusal(msg(
        "Only the dealer passes, on a turned Ace, before the first lead.",
        "Pasuje jen rozdávající na otočené eso, než se vynese.",
    ))


def no_jinking() -> IllegalAction:
    return refusal(msg("Jinking is not played in this game.", "V této hře se na všech pět nehraje."))


def jink_after_three_tricks() -> IllegalAction:
    return refusal(msg(
        "You may stop or go on only after taking the first three tricks.",
        "Skončit nebo hrát dál lze jen po vzetí prvních tří zdvihů.",
    ))


def answer_the_trump() -> IllegalAction:
    return refusal(msg(
        "A trump was led: answer with a trump (only the top trumps may renege to a lower trump).",
        "Byl vynesen trumf: odpověz trumfem (zapírat smějí jen nejvyšší trumfy proti nižšímu).",
    ))


def follow_or_trump(suit: str) -> IllegalAction:
    return refusal(
        msg("You must follow {suit} or trump.", "Musíš přiznat {suit}, nebo trumfnout.", suit=suit_name(suit))
    )


def must_trump(suit: str) -> IllegalAction:
    return refusal(
        msg("You are void in {suit}: you must trump.", "Nemáš {suit}: musíš trumfnout.", suit=suit_name(suit))
    )


def already_taken() -> IllegalAction:
    return refusal(msg("The turned card has already been taken.", "Otočenou kartu už někdo vzal."))


def first_trick_only() -> IllegalAction:
    return refusal(msg(
        "The turned card may only be taken during the first trick.",
        "Otočenou kartu lze vzít jen v prvním zdvihu.",
    ))


def only_the_dealer_takes_the_ace() -> IllegalAction:
    return refusal(msg("Only the dealer may take the turned Ace.", "Otočené eso smí vzít jen rozdávající."))


def only_the_ace_holder_takes() -> IllegalAction:
    return refusal(msg(
        "Only the holder of the Ace of trumps may take the turned card.",
        "Otočenou kartu smí vzít jen držitel esa trumfů.",
    ))
