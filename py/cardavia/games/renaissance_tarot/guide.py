"""Renaissance Tarot's texts for the first-deal guide (``cardavia.guide``): what each decision is about,
by phase; ``"lead"`` is the play phase with an empty trick."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.text import msg

if TYPE_CHECKING:
    from ...core.text import Text

GUIDE: dict[str, Text] = {
    "discard": msg(
        "Discard: put a card without points face down; keep your kings, queens and trumps.",
    ),
    "play": msg(
        "Play: follow suit, else trump. The Fool may be played any time – it excuses you from the trick "
        "and stays yours.",
    ),
    "lead": msg(
        "Your lead: everyone plays for themselves. Lead to win a trick with points, or to lose nothing.",
    ),
}
