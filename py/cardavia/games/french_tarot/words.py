"""What a player of French Tarot reads: the game's name and options, prompts, button
labels, the table's items, deal summaries and why an action is refused.

Each message is one ``msg`` or ``plural`` call (core/text.py) with its English text, the
other languages in the catalogues (py/cardavia/locale); built from plain values
the rules pass or from the view; the rules module holds no words. Contracts, poignée
levels and phases are named by their ids in the view (``garde_sans``, ``double``,
``bidding``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, cast

from ...core.cards import SUIT_NAMES
from ...core.display import board_for, capital, joined, seat_tag, show_cards, strong
from ...core.errors import IllegalAction, refusal
from ...core.glossary import term
from ...core.text import msg, plural, pplural, seat_ref

if TYPE_CHECKING:
    from ...core.display import Display, Part
    from ...core.protocol import View
    from ...core.text import Text
    from . import FrenchTarotPublic, FrenchTarotView

# -- the catalogue and the game page -------------------------------------------
NAME = msg("French Tarot")
SUMMARY = msg(
    "The bidding picks a taker against the others. With trumps and the Fool he "
    "gathers card points; how many he needs depends on the oudlers he takes.",
)
DEALS = msg("Deals in the match")
# The game page's sentence on the strong level (``GameInfo.strong_reads``; the AI's ``bid_evidence``).
STRONG_READS = msg("They also read the bids: the hands they deal the others fit what each of them bid.")

# -- contracts, poignées, phases ---------------------------------------------------
# A contract as the buttons name it.
CONTRACT_NAMES: dict[str, Text] = {
    "prise": msg("Prise"),
    "garde": msg("Garde"),
    "garde_sans": msg("Garde sans (without the chien)"),
    "garde_contre": msg("Garde contre (against the chien)"),
}
# The bids in a word (the seats' stats, the contract item); the buttons say more.
BID_WORDS: dict[str, Text] = {
    "pass": msg("Pass"),
    "prise": msg("Prise"),
    "garde": msg("Garde"),
    "garde_sans": msg("Garde sans"),
    "garde_contre": msg("Garde contre"),
}
POIGNEE_NAMES: dict[str, Text] = {
    "simple": msg("single"),
    "double": msg("double"),
    "triple": msg("triple"),
}


def waiting_for(seat: int, phase: str) -> Text:
    """Another seat is to act: who, and what he decides."""
    who = seat_ref(seat)
    return {
        "bidding": msg("Waiting for {seat} to bid (pass or a higher contract).", seat=who),
        "call": msg("Waiting for {seat} to call a king.", seat=who),
        "discard": msg("Waiting for {seat} to make the discard.", seat=who),
        "declare": msg(
            "Waiting for {seat} to announce a slam or not.", seat=who
        ),
        "poignee": msg("Waiting for {seat} to decide on a poignée.", seat=who),
        "play": msg("Waiting for {seat} to play a card.", seat=who),
    }[phase]


# -- prompts and buttons ---------------------------------------------------------
BID_OR_PASS = msg("Your bid: pass or a contract.")
CALL_A_KING = msg("Call a king: its holder becomes your secret partner.")
ANNOUNCE_A_SLAM = msg("Do you announce a slam (every trick)?")
SHOW_A_POIGNEE = msg("Show a poignée (your trumps) before your first card?")
YOUR_CARD = msg("Your card.")


def bid_higher(contract: str) -> Text:
    return msg("Your bid: pass or bid higher than {contract}.",
               contract=CONTRACT_NAMES[contract])


def discard_more(left: int) -> Text:
    return plural(
        left,
        "Discard {n} more card (no kings, no oudlers).",
        "Discard {n} more cards (no kings, no oudlers).",
    )


PASS = msg("Pass")
ANNOUNCE_THE_SLAM = msg("Announce a slam")
NO_ANNOUNCEMENT = msg("No announcement")
NO_POIGNEE = msg("No poignée")
# The buttons that call a card: a king, or the highest court card of which one holds all four.
CALL_BUTTONS: dict[str, Text] = {
    # Translators: the called card is the verb's object (in Czech the accusative: "Zavolat krále pohárů").
    "CK": msg("Call the King of cups"),
    "DK": msg("Call the King of coins"),
    "SK": msg("Call the King of swords"),
    "BK": msg("Call the King of batons"),
    "CQ": msg("Call the Queen of cups"),
    "DQ": msg("Call the Queen of coins"),
    "SQ": msg("Call the Queen of swords"),
    "BQ": msg("Call the Queen of batons"),
    "CN": msg("Call the Knight of cups"),
    "DN": msg("Call the Knight of coins"),
    "SN": msg("Call the Knight of swords"),
    "BN": msg("Call the Knight of batons"),
    "CJ": msg("Call the Jack of cups"),
    "DJ": msg("Call the Jack of coins"),
    "SJ": msg("Call the Jack of swords"),
    "BJ": msg("Call the Jack of batons"),
}


def call_card(code: str) -> Text:
    """The button calling a card (a tarot card's code: "CK" is the King of cups)."""
    return CALL_BUTTONS[code]


def show_poignee(level: str, trumps: int, bonus: int) -> Text:
    return msg(
        "Show a {level} poignée ({trumps} trumps, +{bonus})",
        level=POIGNEE_NAMES[level],
        trumps=trumps,
        bonus=bonus,
    )


# -- the table -------------------------------------------------------------------
CONTRACT = msg("Contract")
TAKER = msg("Taker")
PARTNER = msg("Partner")
ALONE = msg("Alone")
BID = msg("Bid")
CALLED_CARD = msg("Called card")
DISCARDED_TRUMPS = msg("Discarded trumps")
SLAM = msg("Slam")
ANNOUNCED = msg("announced")
POIGNEE = msg("Poignée")


def describe(view: View, *, button_rank: Callable[[str], int]) -> Display:
    """The contract and its taker, partner, the bids, the called card, the chien, discarded trumps,
    the slam, the poignées; the buttons by ``button_rank``."""
    public = cast("FrenchTarotPublic", view["public"])
    board = board_for(view)
    contract, taker = public["contract"], public["taker"]
    if contract:
        board.item("contract", CONTRACT, strong(BID_WORDS[contract]),
                   *([f" — {seat_tag(taker)}"] if taker is not None else []))
    board.tag(taker, "taker", TAKER)
    board.tag(public["partner"], "partner", PARTNER)
    if public["alone"]:
        board.tag(taker, "alone", ALONE)
    for s, bid in enumerate(public["bids"]):
        if bid is not None:
            board.stat(s, "bids", BID, BID_WORDS[bid])
    if public["called"]:
        board.item("called", CALLED_CARD, show_cards([public["called"]]))
    chien = public["chien"]
    if chien:
        board.item("chien", capital(term("chien")), show_cards(chien))
    if public["discarded_trumps"]:
        board.item("discarded_trumps", DISCARDED_TRUMPS, show_cards(public["discarded_trumps"]))
    if public["chelem"]:
        board.item("chelem", SLAM, strong(ANNOUNCED))
    shown: list[list[Part]] = [
        [strong(seat_tag(p["seat"])), ": ", POIGNEE_NAMES[p["level"]], f" ({len(p['cards'])}) ",
         show_cards(p["cards"])]
        for p in public["poignees"]
    ]
    if shown:
        board.item("poignees", POIGNEE, *joined(shown, "; "))
    # The taker's chien joins his hand: marked there while he discards.
    left = cast("FrenchTarotView", view)["discards_left"]
    from_talon = chien if chien and left and view["seat"] == view["to_act"] else []
    return board.done(button_rank, from_talon, left)


# -- the deal's summary ----------------------------------------------------------
def signed(value: float) -> str:
    """A score with its sign: +40, −40 (a true minus sign), 0."""
    return f"+{value}" if value > 0 else f"−{-value}" if value < 0 else "0"


def _oudlers(n: int) -> Text:
    # Translators: a count the sentence names after its noun (Czech "trula 2"): there, the bare number.
    return pplural("count after its noun", n, "{n} oudler", "{n} oudlers")


def summary(result: Mapping[str, Any], players: int) -> list[Text]:
    """The deal's result (``FrenchTarot._score``) in words, with its numbers."""
    taker = seat_ref(result["taker"])
    lines = [msg(
        "{contract} ({taker}): {oudlers}, {points} card points against a target of {target}.",
        contract=CONTRACT_NAMES[result["contract"]],
        taker=taker,
        oudlers=_oudlers(result["oudlers"]),
        points=result["points"],
        target=result["target"],
    )]
    scoring = {"diff": result["difference"], "mult": result["multiplier"], "base": result["base"]}
    if result["made"]:
        lines.append(msg("Contract made by {diff}: (25 + {diff}) × {mult} = {base}.", **scoring))
    else:
        lines.append(msg("Contract failed by {diff}: (25 + {diff}) × {mult} = {base}.", **scoring))
    petit = result["petit_au_bout"]
    if petit and petit["side"] == "taker":
        lines.append(msg("Petit au bout: {points} points to the taker's side.", points=abs(petit["points"])))
    elif petit:
        lines.append(msg("Petit au bout: {points} points to the defence.",
                         points=abs(petit["points"])))
    for p in result["poignees"]:
        values: dict[str, Text | str | int] = {"seat": seat_ref(p["seat"]), "level": p["level"],
                                               "points": abs(p["bonus"])}
        if result["made"]:
            lines.append(msg("Poignée ({seat}, {level}): {points} points to the taker's side.", **values))
        else:
            lines.append(msg("Poignée ({seat}, {level}): {points} points to the defence.", **values))
    chelem = result["chelem"]
    if chelem and chelem["announced"]:
        lines.append(msg("Announced slam: {points}.", points=signed(chelem["points"])))
    elif chelem:
        lines.append(msg("Slam: {points}.", points=signed(chelem["points"])))
    d = result["per_defender"]
    taker_score = signed(result["scores"][result["taker"]])
    if players == 5 and result.get("partner") is not None:
        lines.append(msg(
            "Each defender {defender}, {partner} (partner) {partner_score}, {taker} {taker_score}.",
            defender=signed(-d),
            partner=seat_ref(result["partner"]),
            partner_score=signed(d),
            taker=taker,
            taker_score=taker_score,
        ))
    else:
        lines.append(msg(
            "Each defender {defender}, {taker} {taker_score}.",
            defender=signed(-d),
            taker=taker,
            taker_score=taker_score,
        ))
    return lines


# -- why not ---------------------------------------------------------------------
def not_now(phase: str) -> IllegalAction:
    """An action of another phase: what the phase asks for."""
    return refusal({
        "bidding": msg("Now is the time to bid (pass or a higher contract)."),
        "call": msg("Now is the time to call a king."),
        "discard": msg("Now is the time to make the discard."),
        "declare": msg("Now is the time to announce a slam or not."),
        "poignee": msg("Now is the time to decide on a poignée."),
        "play": msg("Now is the time to play a card."),
    }.get(phase) or msg("Now is the time to nothing."))


def no_contract(name: str) -> IllegalAction:
    return refusal(msg(
        "'{name}' is not a contract: prise, garde, garde_sans or garde_contre.",
        name=name,
    ))


def bid_above(contract: str) -> IllegalAction:
    return refusal(msg("Bid higher than {contract} or pass.",
                       contract=CONTRACT_NAMES[contract]))


def no_card_of_the_deck(code: str) -> IllegalAction:
    return refusal(msg("'{code}' is not a card of this deck.", code=code))


def kings_and_oudlers_kept() -> IllegalAction:
    return refusal(msg("Kings and oudlers cannot be discarded."))


def trumps_kept() -> IllegalAction:
    return refusal(msg("You may discard a trump only when too few other cards are left to discard."))


def poignee_not_allowed(level: str, trumps: int) -> IllegalAction:
    return refusal(msg(
        "Your hand does not allow a {level} poignée ({trumps} trumps).",
        level=POIGNEE_NAMES[level],
        trumps=trumps,
    ))


def not_a_choice(verb: str, arg: str) -> IllegalAction:
    """An announcement or poignée that does not exist; the ids it may be."""
    choices = "chelem, none" if verb == "announce" else "none, simple, double, triple"
    return refusal(msg("'{arg}' is not a choice here ({choices}).",
                       arg=arg, choices=choices))


def call_a_king() -> IllegalAction:
    return refusal(msg("You may call a king."))


def call_in_order() -> IllegalAction:
    return refusal(msg(
        "You may call a queen only with all four kings, a knight only with all four queens too, and so on.",
    ))


def must_follow(suit: str) -> IllegalAction:
    return refusal(msg("You must follow {suit}.", suit=SUIT_NAMES[suit]))


def must_overtrump(top: int) -> IllegalAction:
    return refusal(msg("You must overtrump: play a trump higher than T{top}.", top=top))


def must_follow_trumps() -> IllegalAction:
    return refusal(msg("You must follow trumps."))


def must_trump() -> IllegalAction:
    return refusal(msg("You cannot follow, so you must play a trump."))
