"""What a player of Triumph reads: the game's name and options, prompts, the table's
items, deal summaries and why an action is refused.

Each message is one ``msg`` or ``plural`` call (core/text.py) with its English text, the
other languages in the catalogues (py/cardavia/locale); built from plain values
the rules pass or from the view; the rules module holds no words.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, cast

from ...core.display import board_for, joined, number, seat_tag, show_cards
from ...core.errors import IllegalAction, refusal
from ...core.labels import DISCARDS, TARGET
from ...core.text import msg, plural, seat_ref
from ..pack52 import show_turn, suit_name

if TYPE_CHECKING:
    from ...core.display import Display, Part
    from ...core.protocol import View
    from ...core.text import Text
    from . import TriumphPublic, TriumphView

# -- the catalogue and the game page -------------------------------------------
NAME = msg("Triumph")
SUMMARY = msg(
    "One of the oldest trick-taking games (1529), an ancestor of Whist: two against two, the "
    "turned card names trumps and the holder of the Ace of trumps robs the talon.",
)
SCORING = msg("Scoring")
SCORING_SOURCE = msg("Triumph as in the source")
SCORING_RUFF = msg("Ruff and Honours (Cotton 1674)")
SCORING_HELP = msg(
    "Ruff and Honours: only following is compulsory; points only for tricks beyond six and for "
    "honours held after the exchange (all four 4, three 2); game is 9 points.",
)
DEALS = msg("Deals")
PLAY_TO = msg("Play to points (0 = by the number of deals)")

# -- prompts --------------------------------------------------------------------
PLAY_A_CARD = msg("Play a card.")


def discard_more(left: int) -> Text:
    return plural(
        left,
        "Discard {n} more card face down.",
        "Discard {n} more cards face down.",
    )


# -- the table -------------------------------------------------------------------
TOOK_TALON = msg("Took the talon")
SIDES = msg("Sides")
VERSUS = msg(" vs ")


def describe(view: View) -> Display:
    """The turned card and trumps, the robber, his own discards, the sides' points, the target."""
    public = cast("TriumphPublic", view["public"])
    board = board_for(view)
    show_turn(board, public["turned"], public["trump"])
    board.tag(public["robber"], "robber", TOOK_TALON)
    if public["discards"]:
        board.item("discards", DISCARDS, show_cards(public["discards"]))
    sides: list[list[Part]] = [[" & ".join(seat_tag(s) for s in side), f" ({points})"]
             for side, points in zip(public["partnerships"], public["side_totals"], strict=True)]
    board.item("sides", SIDES, *joined(sides, VERSUS))
    if public["target"]:
        board.item("target", TARGET, number(public["target"]))
    own = cast("TriumphView", view)
    # While the robber still owes discards, the talon cards are marked in his hand.
    left = own["discards_left"]
    return board.done(from_talon=own["talon_taken"] if left else [], discards_left=left)


# -- the deal's summary ----------------------------------------------------------
def side_name(seats: Sequence[int]) -> Text:
    a, b = seats
    return msg("{a} and {b}", a=seat_ref(a), b=seat_ref(b))


def points(n: int) -> Text:
    return plural(n, "{n} point", "{n} points")


def side_scored(
    seats: Sequence[int], tricks: int, trick_points: int, honours: int, honour_points: int, *, in_hand: bool
) -> Text:
    """One side's line: its tricks, its honours (won in tricks, or held in hand in Ruff and Honours)."""
    values: dict[str, Text | int] = {
        "side": side_name(seats),
        "tricks": plural(tricks, "{n} trick", "{n} tricks"),
        "trick_points": points(trick_points),
        "honours": honours,
        "honour_points": points(honour_points),
        "total": points(trick_points + honour_points),
    }
    if in_hand:
        return msg(
            "{side}: {tricks} ({trick_points}), honours in hand: {honours} ({honour_points}) – {total} in all.",
            **values,
        )
    return msg(
        "{side}: {tricks} ({trick_points}), honours in their tricks: {honours} ({honour_points}) – {total} in all.",
        **values,
    )


def summary(
    sides: Sequence[Sequence[int]],
    tricks: Sequence[int],
    trick_points: Sequence[int],
    honours: Sequence[int],
    honour_points: Sequence[int],
    *,
    in_hand: bool,
    final: tuple[int, int] | None,
) -> list[Text]:
    """The deal's sentences: each side's line, then how the match ended (``final``: the sides' totals) if it did."""
    lines = [
        side_scored(seats, tricks[side], trick_points[side], honours[side], honour_points[side], in_hand=in_hand)
        for side, seats in enumerate(sides)
    ]
    if final is not None:
        a, b = final
        if a == b:
            lines.append(msg("End of the match: a draw, {a} to {b}.", a=a, b=b))
        else:
            lines.append(msg(
                "End of the match, the winners: {side}, {best} to {worst}.",
                side=side_name(sides[0 if a > b else 1]),
                best=max(a, b),
                worst=min(a, b),
            ))
    return lines


# -- why not ---------------------------------------------------------------------
def nothing_to_discard() -> IllegalAction:
    return refusal(msg("There is nothing to discard now."))


def discard_first(left: int) -> IllegalAction:
    return refusal(plural(
        left,
        "You took the talon: first discard {n} card.",
        "You took the talon: first discard {n} cards.",
    ))


def must_follow(suit: str) -> IllegalAction:
    return refusal(msg("You must follow {suit}.", suit=suit_name(suit)))


def must_trump(suit: str) -> IllegalAction:
    return refusal(
        msg("You are void in {suit}: you must trump.", suit=suit_name(suit))
    )
