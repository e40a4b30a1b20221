"""Maw's texts for the first-deal guide (``cardavia.guide``): what each decision is about,
by phase; ``"lead"`` is the play phase with an empty trick."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.text import msg

if TYPE_CHECKING:
    from ...core.text import Text

GUIDE: dict[str, Text] = {
    "take": msg(
        "The turned Ace: you may take it into your hand and discard another card for it. The trump Ace is "
        "strong – nearly always take it.",
    ),
    "play": msg(
        "Play: whoever takes three of the five tricks wins the pot. The trump Five, the trump Jack and "
        "the Ace of cups are the strongest; keep them for the tricks that count.",
    ),
    "lead": msg(
        "Your lead: lead strong to win the trick, or low while the others spend their strength.",
    ),
    "jink": msg(
        "You have three tricks and the pot is yours. Go on for all five only when sure – if you fail, the "
        "pot stays on the table.",
    ),
}
