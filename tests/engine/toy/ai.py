"""Toy's AI policies, found by the levels through ``register_hooks`` (cardavia/ai/hooks.py).

The beginner plays its lowest legal card; playouts play at random; a trick is read by the
suit led (no trumps), the King of spades costing whoever takes it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardavia.ai.hooks import register_hooks
from cardavia.ai.motives import AVOID, TableReading
from cardavia.core.cards import PACK52, SUIT_NAMES
from cardavia.core.protocol import GameState
from cardavia.core.rng import Rng

from . import PENALTY, PENALTY_CARD, Toy

if TYPE_CHECKING:
    from cardavia.core.protocol import View
    from cardavia.core.text import Text


def rollout(state: GameState, rng: Rng) -> str:
    actions = state.legal_actions()
    return actions[rng.below(len(actions))]


def easy(view: View, rng: Rng) -> str:
    return min(view["legal"], key=lambda action: PACK52.by_code[action.partition(":")[2]].number)


def power(code: str, led: str) -> int:
    card = PACK52.by_code[code]
    return card.number if card.suit == led else 0


def reading(view: View) -> TableReading:
    return TableReading(
        power=power,
        suit_of=lambda code: PACK52.by_code[code].suit,
        suit_name=SUIT_NAMES.__getitem__,
        worth=lambda code: PENALTY if code == PENALTY_CARD.code else 0,
        stake=AVOID,
    )


def motive(view: View, action: str) -> Text | None:
    return None  # Toy has no decision but the card played


HOOKS = register_hooks(Toy, easy=easy, rollout=rollout, reading=reading, motive=motive)
