"""Computer opponents. A policy sees one seat's view and its own RNG, nothing else.

Levels (``levels.py``): random, easy (the game's rule-based hook), normal and
strong (determinized search, ``search.py``). Each game adds ``ai/<game>.py``
with ``easy(view, rng)`` and ``rollout(state, rng)``.
"""

from __future__ import annotations

from typing import Any

from ..protocol import View


def choose(
    game_id: str,
    view: View,
    level: str,
    seed: str,
    budget_ms: float | None = None,
    *,
    iterations: int | None = None,
    steps: int | None = None,
) -> str:
    """The action of the AI of ``level`` for the seat of ``view``.

    ``iterations`` (playouts) or ``steps`` (simulated actions) give a counted,
    machine-independent budget instead of ``budget_ms``.
    """
    from .levels import choose_action

    return choose_action(game_id, view, level, seed, budget_ms, iterations=iterations, steps=steps)


def hint(game_id: str, view: View, seed: str, *, iterations: int | None = None) -> dict[str, Any]:
    """The normal AI's choice for a human, with a short reason in cs and en."""
    from .levels import hint_for

    return hint_for(game_id, view, seed, iterations=iterations)
