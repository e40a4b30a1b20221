"""Triumph's texts for the first-deal guide (``cardavia.guide``): what each decision is about,
by phase; ``"lead"`` is the play phase with an empty trick."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.text import text

if TYPE_CHECKING:
    from ...core.text import Text

GUIDE: dict[str, Text] = {
    "discard": text(
        "Odhoz: vzal sis talon a teď odhodíš stejný počet karet lícem dolů. Zbav se slabých karet, "
        "nejlépe celé krátké barvy.",
        "Discard: you took the talon and now discard as many cards face down. Drop weak cards, best a "
        "whole short suit.",
    ),
    "play": text(
        "Hra: hraješ ve dvojici se spoluhráčem naproti. Přiznej barvu, jinak musíš trumfnout. Vede-li "
        "zdvih spoluhráč, nepřebíjej ho zbytečně.",
        "Play: you play with the partner opposite. Follow suit, else you must trump. If your partner is "
        "winning the trick, do not overtake needlessly.",
    ),
    "lead": text(
        "Vynášíš: vynes silnou barvu, nebo barvu, kterou může vzít spoluhráč.",
        "Your lead: lead a strong suit, or one your partner can win.",
    ),
}
