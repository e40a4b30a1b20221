"""Triumph's texts for the first-deal guide (``cardavia.guide``): what each decision is about,
by phase; ``"lead"`` is the play phase with an empty trick."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.text import msg

if TYPE_CHECKING:
    from ...core.text import Text

GUIDE: dict[str, Text] = {
    "discard": msg(
        "Discard: you took the talon and now discard as many cards face down. Drop weak cards, best a "
        "whole short suit.",
    ),
    "play": msg(
        "Play: you play with the partner opposite. Follow suit, else you must trump. If your partner is "
        "winning the trick, do not overtake needlessly.",
    ),
    "lead": msg(
        "Your lead: lead a strong suit, or one your partner can win.",
    ),
}
