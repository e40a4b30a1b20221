"""Computer opponents. A policy sees one seat's view and its own RNG, nothing else."""

from __future__ import annotations

from typing import Any

from ..protocol import View


def choose(game_id: str, view: View, level: str, seed: str, budget_ms: int | None) -> str:
    """The action of the AI of ``level`` for the seat of ``view``."""
    from .levels import choose_action

    return choose_action(game_id, view, level, seed, budget_ms)


def hint(game_id: str, view: View, seed: str) -> dict[str, Any]:
    """The normal AI's choice for a human, with a short reason in cs and en."""
    from .levels import hint_for

    return hint_for(game_id, view, seed)
