"""Game-independent fallback policies, used while a game has no ``ai/<game>.py``.

Both pick a uniformly random legal action; a game's own hooks replace them.
"""

from __future__ import annotations

from ..protocol import GameState, View
from ..rng import Rng


def easy(view: View, rng: Rng) -> str:
    legal: list[str] = view["legal"]
    return legal[rng.below(len(legal))]


def rollout(state: GameState, rng: Rng) -> str:
    actions = state.legal_actions()
    return actions[rng.below(len(actions))]
