"""What a player of Indulgence reads: the game's name and options, prompts, button labels,
the table's items, hand summaries and why an action is refused.

Each message is one ``msg`` or ``plural`` call (core/text.py) with its English text, the
other languages in the catalogues (py/cardavia/locale); built from plain values
the rules pass or from the view; the rules module holds no words. The decrees' and
bulls' own names and help are declared with them (decrees.py).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, cast

from ...core.display import board_for, joined, number, seat_tag, show_cards, show_suits, strong
from ...core.errors import IllegalAction, refusal
from ...core.text import msg, plural, pmsg, seat_ref
from .decrees import ABSOLUTION, BULL_HELP, BULL_NAMES, DECREES, FAMILY_NAMES, INTERDICT, JUBILEE, UNION

if TYPE_CHECKING:
    from ...core.display import Display, Part
    from ...core.protocol import View
    from ...core.text import Text
    from . import IndulgencePublic, IndulgenceScore, IndulgenceView

# -- the catalogue and the game page -------------------------------------------
NAME = msg("Indulgence")
SUMMARY = msg(
    "The Ruler decrees what must not be taken; a sinner must take all of it. "
    "Three rounds, everyone rules once a round; most florins wins.",
)
SCORE_UNIT = msg("florins")
FIRST_RULER = msg("First Ruler")
FIRST_DEALER = msg("First dealer (the first Ruler)")
AT_RANDOM = msg("at random")
ADVANCED = msg("Advanced game")
ADVANCED_NO = msg("no")
ADVANCED_YES = msg("wax decrees and papal bulls")


def florins(n: int) -> Text:
    return plural(n, "{n} florin", "{n} florins")


def _both(items: Sequence[Text]) -> Text:
    """Items in one list: "a and b and c"."""
    out = items[0]
    for item in items[1:]:
        out = msg("{a} and {b}", a=out, b=item)
    return out


# -- prompts and buttons ---------------------------------------------------------
CHOOSE_A_DECREE = msg("Choose a decree.")
RULER_CHOOSING = msg("The Ruler is choosing a decree.")
PLAY_A_CARD = msg("Play a card.")


def sin_offer(forbids: Sequence[Text], value: int, others: int) -> Text:
    """What sinning means, with this hand's numbers: the sinner must take every forbidden item."""
    return msg(
        "Sin? Then you must take every forbidden item ({forbids}) in your tricks. If you do, each "
        "other player pays you {value}; if not, you pay the Ruler {total}. Pass: play on and avoid the forbidden.",
        forbids=_both(forbids),
        value=florins(value),
        total=florins(value * others),
    )


def sin_or_pass(seat: int) -> Text:
    return msg("Sin or pass? {seat} decides.", seat=seat_ref(seat))


def waiting_to_play(seat: int) -> Text:
    return msg("Waiting for {seat} to play.", seat=seat_ref(seat))


def use_absolution(amount: int) -> Text:
    return msg(
        "You would pay {amount}: use the Bull of Absolution?",
        amount=florins(amount),
    )


def settlement(seat: int) -> Text:
    return msg("Settlement: {seat} decides.", seat=seat_ref(seat))


def decree_button(name: Text) -> Text:
    return msg("Decree: {name}", name=name)


SIN = msg("Sin")
PAY = msg("Pay")
PASS = pmsg("verb", "Pass")

# -- the table -------------------------------------------------------------------
ROUND = msg("Round")
RULER = msg("Ruler")
SINNER = msg("Sinner")
RING = msg("Ring")
SIN_AGAINST = msg("Sin against")
DECREE_IN_FORCE = msg("Decree in force")
DECREES_ON_OFFER = msg("Decrees on offer")
PAPAL_BULL = msg("Papal bull")
RING_CARD = msg("Ring card")
FORBIDDEN_TAKEN = msg("Forbidden taken")
FAMILIES = msg("Families")
BULLS_SPENT = msg("Bulls spent")
PAYMENTS = msg("Payments")
YOUR_BULL = msg("Your papal bull")


def decree_parts(decree: Mapping[str, Any]) -> list[Part]:
    """A decree of the view (``Decree.describe``) in words: its name, what it forbids, what it costs."""
    values: dict[str, Text] = {
        "forbids": decree["forbids"],
        "penalty": florins(decree["penalty"]),
        "sin": florins(decree["sin"]),
    }
    if decree["per"] == "card":
        rule = msg(
            " · forbids {forbids} · penalty {penalty} per card · sin {sin}",
            **values,
        )
    else:
        rule = msg(
            " · forbids {forbids} · penalty {penalty} per trick · sin {sin}",
            **values,
        )
    if decree["trumps"]:
        rule = msg("{rule} · trumps: {family}", rule=rule,
                   family=FAMILY_NAMES[decree["trumps"]])
    return [strong(decree["name"]), rule]


def describe(view: View, *, ring_rank: int) -> Display:
    """The round, the Ruler, the sinner and the ring, the decrees, the bulls, the families, the payments."""
    public = cast("IndulgencePublic", view["public"])
    board = board_for(view)
    rounds = public["hands_total"] // view["players"]
    board.item("round", ROUND, number(public["round"]), f" / {rounds}")
    board.tag(public["ruler"], "ruler", RULER)
    board.tag(public["sinner"], "sinner", SINNER)
    board.tag(public["ring_holder"], "ring_holder", RING)
    board.modifier("ring", msg("Play with the ring (counts as {rank})",
                               rank=ring_rank))
    if public["in_force"]:
        label = SIN_AGAINST if public["sinner"] is not None else DECREE_IN_FORCE
        board.item("decree", label, *joined([decree_parts(d) for d in public["in_force"]], " + "))
    elif public["decree_row"]:
        board.item("decree-row", DECREES_ON_OFFER, *joined([decree_parts(d) for d in public["decree_row"]], " | "))
    for key, bull, in_force in (("union", UNION, public["union"]), ("interdict", INTERDICT, public["interdict"])):
        if in_force:
            board.item(key, PAPAL_BULL, strong(BULL_NAMES[bull]))
    holders = (("jubilee", JUBILEE, public["jubilee"]), ("absolved", ABSOLUTION, public["absolved"]))
    for key, bull, holder in holders:
        if holder is not None:
            board.item(key, PAPAL_BULL, strong(BULL_NAMES[bull]), f" — {seat_tag(holder)}")
    if public["ring_card"]:
        board.item("ring_card", RING_CARD, show_cards([public["ring_card"]]))
    for seat, (taken, shown) in enumerate(zip(public["taken"], public["taken_shown"], strict=True)):
        if shown:  # the Ruler's count matters only against a sinner
            board.stat(seat, "taken", FORBIDDEN_TAKEN, taken)
    board.item("families", FAMILIES, show_suits(f["family"] for f in public["families"]))
    spent: list[list[Part]] = [
        [strong(BULL_NAMES[b["bull"]]), f" ({seat_tag(b['seat'])})"] for b in public["bulls_spent"]
    ]
    if spent:
        board.item("bulls_spent", BULLS_SPENT, *joined(spent, ", "))
    owed: list[list[Part]] = [
        [f"{seat_tag(o['from'])} → {seat_tag(o['to'])}: ", florins(o["amount"])] for o in public["owed"]
    ]
    if owed:
        board.item("owed", PAYMENTS, *joined(owed, "; "))
    own = cast("IndulgenceView", view)["bull"]
    if own is not None:
        board.item("bull", YOUR_BULL, strong(BULL_NAMES[own]), " — ", BULL_HELP[own])
    row = {f"decree:{d['id']}": k for k, d in enumerate(public["decree_row"])}
    # Decrees as the row lies, a bull after them; passing before sinning.
    return board.done(lambda action: row.get(action, len(row) + (action != "pass")))


# -- the hand's summary ----------------------------------------------------------
def ruler_decreed(ruler: int, names: Sequence[Text], *, union: bool) -> Text:
    """The Ruler and the decree he chose (or the decrees his Bull of Union put in force)."""
    decrees = msg("“{name}”", name=names[0])
    for name in names[1:]:
        decrees = msg("{decrees} + “{name}”", decrees=decrees, name=name)
    if union:
        return msg(
            "The Ruler: {ruler}, with the Bull of Union the decrees {decrees}.",
            ruler=seat_ref(ruler),
            decrees=decrees,
        )
    return msg("The Ruler: {ruler}, the decree {decrees}.",
               ruler=seat_ref(ruler), decrees=decrees)


INTERDICT_KEPT = msg("The Interdict: nobody could sin.")
NOBODY_SINNED = msg("Nobody sinned.")
NOBODY_PAID = msg("Nobody paid anything.")


def jubilee(seat: int) -> Text:
    return msg(
        "Jubilee ({seat}): every payment doubled.",
        seat=seat_ref(seat),
    )


def sin_succeeded(sinner: int) -> Text:
    return msg(
        "The sin succeeded ({seat}): every forbidden item ended in the sinner's tricks.",
        seat=seat_ref(sinner),
    )


def sin_failed(sinner: int, missed: int) -> Text:
    """The failed sin: how many forbidden items went to other players."""
    return msg(
        "The sin failed ({seat}): other players took forbidden items ({missed}), and the sinner had to take them all.",
        seat=seat_ref(sinner),
        missed=missed,
    )


def payment_forgiven(payer: int, receiver: int, owed: int) -> Text:
    return msg(
        "{owed} owed ({payer} → {receiver}) forgiven by the Bull of Absolution.",
        owed=florins(owed),
        payer=seat_ref(payer),
        receiver=seat_ref(receiver),
    )


def payment_short(payer: int, receiver: int, owed: int, paid: int) -> Text:
    return msg(
        "Payment {payer} → {receiver}: {owed} owed, only {paid} paid (no more was left).",
        payer=seat_ref(payer),
        receiver=seat_ref(receiver),
        owed=florins(owed),
        paid=florins(paid),
    )


def payment(payer: int, receiver: int, paid: int) -> Text:
    return msg(
        "Payment {payer} → {receiver}: {paid}.",
        payer=seat_ref(payer),
        receiver=seat_ref(receiver),
        paid=florins(paid),
    )


def match_won(best: int, winners: Sequence[int]) -> Text:
    seats = ", ".join(seat_tag(s) for s in winners)
    if len(winners) == 1:
        return msg("End of the match, the winner ({florins}): {seats}.",
                   florins=florins(best), seats=seats)
    return msg("End of the match, the winners ({florins}): {seats}.",
               florins=florins(best), seats=seats)


def summary(r: IndulgenceScore) -> list[Text]:
    """The hand's sentences, from its score alone: the decree, the sin, each payment, the match's end."""
    out = [ruler_decreed(r["ruler"], [DECREES[d].name for d in r["decrees"]], union=r["union"])]
    if r["interdict"]:
        out.append(INTERDICT_KEPT)
    if r["jubilee"] is not None:
        out.append(jubilee(r["jubilee"]))
    sinner = r["sinner"]
    if sinner is None:
        out.append(NOBODY_SINNED)
    elif r["sin_succeeded"]:
        out.append(sin_succeeded(sinner))
    else:
        out.append(sin_failed(sinner, sum(k for s, k in enumerate(r["taken"]) if s != sinner)))
    for p in r["payments"]:
        if p["from"] == r["absolved"]:
            out.append(payment_forgiven(p["from"], p["to"], p["owed"]))
        elif p["paid"] < p["owed"]:
            out.append(payment_short(p["from"], p["to"], p["owed"], p["paid"]))
        else:
            out.append(payment(p["from"], p["to"], p["paid"]))
    if not r["payments"]:
        out.append(NOBODY_PAID)
    if "winners" in r:
        out.append(match_won(max(r["florins"]), r["winners"]))
    return out


# -- why not ---------------------------------------------------------------------
def nothing_to_pass() -> IllegalAction:
    return refusal(msg("There is nothing to pass now."))


def no_card_of_the_deck(code: str) -> IllegalAction:
    return refusal(msg("'{code}' is not a card of this deck.", code=code))


def decree_first() -> IllegalAction:
    return refusal(msg("The Ruler must choose a decree first."))


def sinning_first() -> IllegalAction:
    return refusal(msg("First everyone decides whether to sin."))


def hand_played_out() -> IllegalAction:
    return refusal(msg("All cards of this hand are played."))


def not_held(code: str) -> IllegalAction:
    return refusal(msg("You do not hold {code}.", code=code))


def ring_for_the_sinner() -> IllegalAction:
    return refusal(msg("Only the sinner has the ring."))


def ring_used() -> IllegalAction:
    return refusal(msg("The ring has already been used this hand."))


def must_follow(family: str) -> IllegalAction:
    return refusal(msg("You must follow {family}.", family=FAMILY_NAMES[family]))


def no_decree(name: str) -> IllegalAction:
    return refusal(msg("'{name}' is not a decree.", name=name))


def decree_chosen() -> IllegalAction:
    return refusal(msg("The decree of this hand is already chosen."))


def decree_not_face_up() -> IllegalAction:
    return refusal(msg("That decree is not face up."))


def interdict_in_force() -> IllegalAction:
    return refusal(msg("Nobody may sin: the Interdict is in force."))


def one_sinner(sinner: int) -> IllegalAction:
    return refusal(msg(
        "Player {n} has already sinned: only one sinner per hand.",
        n=sinner + 1,
    ))


def sin_round_over() -> IllegalAction:
    return refusal(msg("The sin round is over."))


def no_bull(name: str) -> IllegalAction:
    return refusal(msg("'{name}' is not a papal bull.", name=name))


def bulls_advanced_only() -> IllegalAction:
    return refusal(msg("Papal bulls are only in the advanced game."))


def bull_not_held(bull: str) -> IllegalAction:
    return refusal({
        UNION: msg("You do not hold the Bull of Union."),
        INTERDICT: msg("You do not hold the Bull of Interdict."),
        JUBILEE: msg("You do not hold the Bull of Jubilee."),
        ABSOLUTION: msg("You do not hold the Bull of Absolution."),
    }[bull])


def bull_spent(bull: str) -> IllegalAction:
    return refusal(msg("Your {bull} is already spent.", bull=BULL_NAMES[bull]))


def union_not_allowed() -> IllegalAction:
    return refusal(msg("The Union is not allowed: two of the face-up decrees name trumps."))


def bull_not_now(bull: str) -> IllegalAction:
    """When each bull is played."""
    return refusal({
        UNION: msg("The Bull of Union is played by the Ruler instead of choosing a decree."),
        INTERDICT: msg("The Bull of Interdict is played by the Ruler with his choice of decree."),
        JUBILEE: msg("The Bull of Jubilee is played in the sin round instead of passing."),
        ABSOLUTION: msg("The Bull of Absolution is used at settlement, when you would pay."),
    }[bull])
