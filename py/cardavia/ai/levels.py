"""AI levels (placeholder until the search lands: plays a random legal action)."""

from __future__ import annotations

from typing import Any

from ..protocol import View
from ..rng import Rng


def choose_action(game_id: str, view: View, level: str, seed: str, budget_ms: int | None) -> str:
    legal = view["legal"]
    return str(Rng(seed).choice(legal))


def hint_for(game_id: str, view: View, seed: str) -> dict[str, Any]:
    action = choose_action(game_id, view, "normal", seed, None)
    return {"action": action, "reason": {"cs": "", "en": ""}}
