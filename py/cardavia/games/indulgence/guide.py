"""Indulgence's texts for the first-deal guide (``cardavia.guide``): what each decision is about,
by phase; ``"lead"`` is the play phase with an empty trick."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.text import msg

if TYPE_CHECKING:
    from ...core.text import Text

GUIDE: dict[str, Text] = {
    "decree": msg(
        "Decree: as the Ruler you decide what may not be taken. Whoever takes it pays you. Pick a "
        "decree the others will find hard to keep with the cards you hold.",
    ),
    "sin": msg(
        "Sin: if you sin you must take every forbidden item in your tricks. If you do, everyone pays "
        "you; if not, you pay the Ruler. Sin only when strong in what is forbidden.",
    ),
    "play": msg(
        "Play: follow the family (suit). The highest card of the family led wins. Do not take what the "
        "decree forbids – unless you are the sinner.",
    ),
    "lead": msg(
        "Your lead: lead a low card of a family you do not want to take.",
    ),
    "settle": msg(
        "Settlement: the Bull of Absolution frees you from one payment. Use it on a large one.",
    ),
}
