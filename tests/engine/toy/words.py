"""What a player of Toy reads: the game's name, prompts, refusals and the deal's summary.

In English only: the engine's catalogues (py/cardavia/locale) hold no test game's words, so
every language shows these English texts (a message missing from a catalogue reads as its id).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from cardavia.core.cards import PACK52, SUIT_NAMES, Card, card_name
from cardavia.core.errors import refusal
from cardavia.core.text import msg, plural, seat_ref

if TYPE_CHECKING:
    from cardavia.core.errors import IllegalAction
    from cardavia.core.text import Text

NAME = msg("Toy")
SUMMARY = msg("Three players, fifteen cards: follow suit, take tricks, dodge one King.")
PLAY_A_CARD = msg("Play a card.")


def prompt(seat: int, to_act: int | None) -> Text | None:
    if to_act is None:
        return None
    if seat == to_act:
        return PLAY_A_CARD
    return msg("Waiting for {seat}.", seat=seat_ref(to_act))


def must_follow(suit: str) -> IllegalAction:
    return refusal(msg("You must follow suit: {suit}.", suit=SUIT_NAMES[suit]))


def summary(tricks: Sequence[int], won: Sequence[Sequence[Card]], over: bool, points: Sequence[int]) -> list[Text]:
    """One line per seat (its tricks, and the penalty card if it took it), and the winner at the match's end."""
    king = PACK52.card("SK")
    lines = []
    for seat, count in enumerate(tricks):
        took = plural(count, "{seat}: {n} trick", "{seat}: {n} tricks", seat=seat_ref(seat))
        if king in won[seat]:
            king_name = card_name(king.code, "pack52")
            took = msg("{took}, and {card} (−2)", took=took, card=king_name)
        lines.append(took)
    if over:
        best = max(points)
        winners = [s for s, p in enumerate(points) if p == best]
        lines += [msg("{seat} wins the match.", seat=seat_ref(s)) for s in winners]
    return lines
