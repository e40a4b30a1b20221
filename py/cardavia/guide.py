"""The first-deal guide: what each decision of each game is about, in plain words.

The page's guide shows, at every decision of the player's first deal, the text
for the game and phase (``what``) and the hint's suggestion with its reason
(``Session.guide``). Each game's texts are in its package (``games/<id>/guide.py``); a test
checks every phase has one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .core.registry import game_module

if TYPE_CHECKING:
    from .core.protocol import View
    from .core.text import Text

LEAD = "lead"  # the play phase with an empty trick: the player leads


def guides(game_id: str) -> dict[str, Text]:
    """The guide's texts of a game by phase: ``GUIDE`` of its package's ``guide`` module (none without one)."""
    module = game_module(game_id, "guide")
    return module.GUIDE if module is not None else {}


def guide_text(view: View) -> Text | None:
    """What the decision of ``view`` is about, or None when the game has no text for it."""
    phases = guides(view["game"])
    phase = view["phase"]
    if phase == "play" and not view["trick"]["cards"] and LEAD in phases:
        return phases[LEAD]
    return phases.get(phase)
