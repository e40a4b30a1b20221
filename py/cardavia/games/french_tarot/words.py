"""What a player of French Tarot reads: the game's name and options, prompts, button
labels, the table's items, deal summaries and why an action is refused.

Each message is one ``msg`` or ``plural`` call (core/text.py), built from plain values
the rules pass or from the view; the rules module holds no words. Contracts, poignée
levels and phases are named by their ids in the view (``garde_sans``, ``double``,
``bidding``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, cast

from ...core.cards import SUIT_NAMES, TAROT, card_name
from ...core.display import board_for, capital, joined, seat_tag, show_cards, strong
from ...core.errors import IllegalAction, refusal
from ...core.glossary import term
from ...core.text import msg, plural, seat_ref

if TYPE_CHECKING:
    from ...core.display import Display, Part
    from ...core.protocol import View
    from ...core.text import Text
    from . import FrenchTarotPublic, FrenchTarotView

# -- the catalogue and the game page -------------------------------------------
NAME = msg("French Tarot", "Francouzský tarot")
SUMMARY = msg(
    "The bidding picks a taker against the others. With trumps and the Fool he "
    "gathers card points; how many he needs depends on the oudlers he takes.",
    "Dražba vybere hráče, který bere, proti ostatním. S trumfy a Škýzem "
    "sbírá body z karet; kolik jich potřebuje, určuje trula (trumf 1, trumf 21 a Škýz).",
)
DEALS = msg("Deals in the match", "Počet rozdání")

# -- contracts, poignées, phases ---------------------------------------------------
# A contract as the buttons name it.
CONTRACT_NAMES: dict[str, Text] = {
    "prise": msg("Prise", "Prise"),
    "garde": msg("Garde", "Garde"),
    "garde_sans": msg("Garde sans (without the chien)", "Garde sans (bez talonu)"),
    "garde_contre": msg("Garde contre (against the chien)", "Garde contre (proti talonu)"),
}
# The bids in a word (the seats' stats, the contract item); the buttons say more.
BID_WORDS: dict[str, Text] = {
    "pass": msg("Pass", "Pas"),
    "prise": msg("Prise", "Prise"),
    "garde": msg("Garde", "Garde"),
    "garde_sans": msg("Garde sans", "Garde sans"),
    "garde_contre": msg("Garde contre", "Garde contre"),
}
POIGNEE_NAMES: dict[str, Text] = {
    "simple": msg("single", "jednoduchá"),
    "double": msg("double", "dvojitá"),
    "triple": msg("triple", "trojitá"),
}


def waiting_for(seat: int, phase: str) -> Text:
    """Another seat is to act: who, and what he decides."""
    who = seat_ref(seat)
    return {
        "bidding": msg("Waiting for {seat} to bid (pass or a higher contract).", "Na tahu: {seat} (dražba).", seat=who),
        "call": msg("Waiting for {seat} to call a king.", "Na tahu: {seat} (volání krále).", seat=who),
        "discard": msg("Waiting for {seat} to make the discard.", "Na tahu: {seat} (odhoz do talonu).", seat=who),
        "declare": msg(
            "Waiting for {seat} to announce a slam or not.", "Na tahu: {seat} (ohlášení chelemu).", seat=who
        ),
        "poignee": msg("Waiting for {seat} to decide on a poignée.", "Na tahu: {seat} (poignée).", seat=who),
        "play": msg("Waiting for {seat} to play a card.", "Na tahu: {seat} (zahrání karty).", seat=who),
    }[phase]


# -- prompts and buttons ---------------------------------------------------------
BID_OR_PASS = msg("Your bid: pass or a contract.", "Tvoje dražba: pas, nebo závazek.")
CALL_A_KING = msg("Call a king: its holder becomes your secret partner.",
                  "Zavolej krále: jeho držitel bude tvůj tajný partner.")
ANNOUNCE_A_SLAM = msg("Do you announce a slam (every trick)?", "Ohlásíš chelem (všechny zdvihy)?")
SHOW_A_POIGNEE = msg("Show a poignée (your trumps) before your first card?",
                     "Ukážeš před první kartou poignée (trumfy)?")
YOUR_CARD = msg("Your card.", "Tvoje karta.")


def bid_higher(contract: str) -> Text:
    return msg("Your bid: pass or bid higher than {contract}.", "Tvoje dražba: pas, nebo výš než {contract}.",
               contract=CONTRACT_NAMES[contract])


def discard_more(left: int) -> Text:
    return plural(
        left,
        ("Discard {n} more card (no kings, no oudlers).", "Discard {n} more cards (no kings, no oudlers)."),
        (
            "Odhoď do talonu ještě {n} kartu (ne krále ani trulu).",
            "Odhoď do talonu ještě {n} karty (ne krále ani trulu).",
            "Odhoď do talonu ještě {n} karet (ne krále ani trulu).",
        ),
    )


PASS = msg("Pass", "Pas")
ANNOUNCE_THE_SLAM = msg("Announce a slam", "Ohlásit chelem")
NO_ANNOUNCEMENT = msg("No announcement", "Bez ohlášení")
NO_POIGNEE = msg("No poignée", "Bez poignée")
# A called card's rank in the Czech accusative ("Zavolat krále pohárů"), in the
# rules page's words: král, dáma, kaval, valet.
CALLED_RANK_CS = {"K": "krále", "Q": "dámu", "N": "kavala", "J": "valeta"}


def call_card(code: str) -> Text:
    """The button calling a card: its English name; in Czech its rank's accusative and its suit's genitive."""
    name = card_name(code, TAROT.id)  # "král pohárů": the rank, then the suit's genitive
    called = {"cs": f"{CALLED_RANK_CS[TAROT.card(code).rank]} {name['cs'].split(' ', 1)[1]}", "en": name["en"]}
    return msg("Call the {card}", "Zavolat {card}", card=cast("Text", called))


def show_poignee(level: str, trumps: int, bonus: int) -> Text:
    return msg(
        "Show a {level} poignée ({trumps} trumps, +{bonus})",
        "Ukázat {level} poignée ({trumps} trumfů, +{bonus})",
        level=POIGNEE_NAMES[level],
        trumps=trumps,
        bonus=bonus,
    )


# -- the table -------------------------------------------------------------------
CONTRACT = msg("Contract", "Závazek")
TAKER = msg("Taker", "Hráč")
PARTNER = msg("Partner", "Partner")
ALONE = msg("Alone", "Hraje sám")
BID = msg("Bid", "Dražba")
CALLED_CARD = msg("Called card", "Volaná karta")
DISCARDED_TRUMPS = msg("Discarded trumps", "Odhozené trumfy")
SLAM = msg("Slam", "Chelem")
ANNOUNCED = msg("announced", "ohlášen")
POIGNEE = msg("Poignée", "Poignée")


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


def summary(result: Mapping[str, Any], players: int) -> list[Text]:
    """The deal's result (``FrenchTarot._score``) in words, with its numbers."""
    taker = seat_ref(result["taker"])
    lines = [msg(
        "{contract} ({taker}): {oudlers}, {points} card points against a target of {target}.",
        "{contract} ({taker}): trula {oudlers}, body z karet {points}, cíl {target}.",
        contract=CONTRACT_NAMES[result["contract"]],
        taker=taker,
        # Czech names the count after its noun ("trula 2"), so its form is the bare number.
        oudlers=plural(result["oudlers"], ("{n} oudler", "{n} oudlers"), ("{n}", "{n}", "{n}")),
        points=result["points"],
        target=result["target"],
    )]
    scoring = {"diff": result["difference"], "mult": result["multiplier"], "base": result["base"]}
    if result["made"]:
        lines.append(msg("Contract made by {diff}: (25 + {diff}) × {mult} = {base}.",
                         "Závazek splněn o {diff}: (25 + {diff}) × {mult} = {base}.", **scoring))
    else:
        lines.append(msg("Contract failed by {diff}: (25 + {diff}) × {mult} = {base}.",
                         "Závazek nesplněn o {diff}: (25 + {diff}) × {mult} = {base}.", **scoring))
    petit = result["petit_au_bout"]
    if petit and petit["side"] == "taker":
        lines.append(msg("Petit au bout: {points} points to the taker's side.",
                         "Petit au bout: {points} bodů hráči, který bere.", points=abs(petit["points"])))
    elif petit:
        lines.append(msg("Petit au bout: {points} points to the defence.", "Petit au bout: {points} bodů obráncům.",
                         points=abs(petit["points"])))
    for p in result["poignees"]:
        values: dict[str, Text | str | int] = {"seat": seat_ref(p["seat"]), "level": p["level"],
                                               "points": abs(p["bonus"])}
        if result["made"]:
            lines.append(msg("Poignée ({seat}, {level}): {points} points to the taker's side.",
                             "Poignée ({seat}, {level}): {points} bodů hráči, který bere.", **values))
        else:
            lines.append(msg("Poignée ({seat}, {level}): {points} points to the defence.",
                             "Poignée ({seat}, {level}): {points} bodů obráncům.", **values))
    chelem = result["chelem"]
    if chelem and chelem["announced"]:
        lines.append(msg("Announced slam: {points}.", "Chelem ohlášený: {points}.", points=signed(chelem["points"])))
    elif chelem:
        lines.append(msg("Slam: {points}.", "Chelem: {points}.", points=signed(chelem["points"])))
    d = result["per_defender"]
    taker_score = signed(result["scores"][result["taker"]])
    if players == 5 and result.get("partner") is not None:
        lines.append(msg(
            "Each defender {defender}, {partner} (partner) {partner_score}, {taker} {taker_score}.",
            "Každý obránce {defender}, {partner} (partner) {partner_score}, {taker} {taker_score}.",
            defender=signed(-d),
            partner=seat_ref(result["partner"]),
            partner_score=signed(d),
            taker=taker,
            taker_score=taker_score,
        ))
    else:
        lines.append(msg(
            "Each defender {defender}, {taker} {taker_score}.",
            "Každý obránce {defender}, {taker} {taker_score}.",
            defender=signed(-d),
            taker=taker,
            taker_score=taker_score,
        ))
    return lines


# -- why not ---------------------------------------------------------------------
def not_now(phase: str) -> IllegalAction:
    """An action of another phase: what the phase asks for."""
    return refusal({
        "bidding": msg("Now is the time to bid (pass or a higher contract).",
                       "Teď je třeba dražit (pass nebo vyšší závazek)."),
        "call": msg("Now is the time to call a king.", "Teď je třeba zavolat krále."),
        "discard": msg("Now is the time to make the discard.", "Teď je třeba odhazovat do talonu."),
        "declare": msg("Now is the time to announce a slam or not.", "Teď je třeba ohlásit, nebo neohlásit chelem."),
        "poignee": msg("Now is the time to decide on a poignée.", "Teď je třeba rozhodnout o poignée."),
        "play": msg("Now is the time to play a card.", "Teď je třeba zahrát kartu."),
    }.get(phase) or msg("Now is the time to nothing.", "Teď je třeba nic."))


def no_contract(name: str) -> IllegalAction:
    return refusal(msg(
        "'{name}' is not a contract: prise, garde, garde_sans or garde_contre.",
        "„{name}“ není závazek: prise, garde, garde_sans nebo garde_contre.",
        name=name,
    ))


def bid_above(contract: str) -> IllegalAction:
    return refusal(msg("Bid higher than {contract} or pass.", "Draž výš než {contract}, nebo pasuj.",
                       contract=CONTRACT_NAMES[contract]))


def no_card_of_the_deck(code: str) -> IllegalAction:
    return refusal(msg("'{code}' is not a card of this deck.", "„{code}“ není karta tohoto balíčku.", code=code))


def kings_and_oudlers_kept() -> IllegalAction:
    return refusal(msg("Kings and oudlers cannot be discarded.", "Krále ani trulu nelze odhodit."))


def trumps_kept() -> IllegalAction:
    return refusal(msg(
        "You may discard a trump only when too few other cards are left to discard.",
        "Trumf smíš odhodit, jen když nemáš dost jiných karet k odhození.",
    ))


def poignee_not_allowed(level: str, trumps: int) -> IllegalAction:
    return refusal(msg(
        "Your hand does not allow a {level} poignée ({trumps} trumps).",
        "Tvoje ruka nedovoluje {level} poignée ({trumps} trumfů).",
        level=POIGNEE_NAMES[level],
        trumps=trumps,
    ))


def not_a_choice(verb: str, arg: str) -> IllegalAction:
    """An announcement or poignée that does not exist; the ids it may be."""
    choices = "chelem, none" if verb == "announce" else "none, simple, double, triple"
    return refusal(msg("'{arg}' is not a choice here ({choices}).", "„{arg}“ tu nelze zvolit ({choices}).",
                       arg=arg, choices=choices))


def call_a_king() -> IllegalAction:
    return refusal(msg("You may call a king.", "Můžeš zavolat krále."))


def call_in_order() -> IllegalAction:
    return refusal(msg(
        "You may call a queen only with all four kings, a knight only with all four queens too, and so on.",
        "Dámu smíš zavolat jen se všemi čtyřmi králi, kavala jen i se všemi dámami a tak dál.",
    ))


def must_follow(suit: str) -> IllegalAction:
    return refusal(msg("You must follow {suit}.", "Musíš přiznat {suit}.", suit=SUIT_NAMES[suit]))


def must_overtrump(top: int) -> IllegalAction:
    return refusal(msg("You must overtrump: play a trump higher than T{top}.",
                       "Musíš přebít: zahraj trumf vyšší než T{top}.", top=top))


def must_follow_trumps() -> IllegalAction:
    return refusal(msg("You must follow trumps.", "Musíš přiznat trumf."))


def must_trump() -> IllegalAction:
    return refusal(msg("You cannot follow, so you must play a trump.", "Nemůžeš přiznat, musíš trumfovat."))
