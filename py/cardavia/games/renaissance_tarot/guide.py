"""Renaissance Tarot's texts for the first-deal guide (``cardavia.guide``): what each decision is about,
by phase; ``"lead"`` is the play phase with an empty trick."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.text import text

if TYPE_CHECKING:
    from ...core.text import Text

GUIDE: dict[str, Text] = {
    "discard": text(
        "Odhoz: odlož lícem dolů kartu bez bodů; nechej si krále, dámy a trumfy.",
        "Discard: put a card without points face down; keep your kings, queens and trumps.",
    ),
    "play": text(
        "Hra: přiznej barvu, jinak trumfni. Škýz smíš zahrát kdykoli – vyváže tě ze zdvihu a zůstane ti.",
        "Play: follow suit, else trump. The Fool may be played any time – it excuses you from the trick "
        "and stays yours.",
    ),
    "lead": text(
        "Vynášíš: každý hraje sám za sebe. Vynes tak, abys vzal zdvih s body, nebo abys nic neztratil.",
        "Your lead: everyone plays for themselves. Lead to win a trick with points, or to lose nothing.",
    ),
}
