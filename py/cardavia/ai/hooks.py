"""The AI hooks each game registers: how the levels find a game's policies.

A game's AI module, ``ai`` in its package (``games/<game id>/ai.py``), ends with
``register_hooks(TheGame, ...)``. It is imported the first time its game's hooks are
asked for (``hooks_for``), so a match runs its own game's AI only, and the levels look
the policies up by the game class's id; a game without an AI module fails with a clear
message.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core.protocol import GameState
from ..core.registry import game_module
from ..core.rng import Rng

if TYPE_CHECKING:
    from ..core.protocol import View
    from ..core.text import Text
    from .motives import TableReading

    # For the checker only, like the TypedDicts they name (View, Text).
    Easy = Callable[[View, Rng], str]
    Reading = Callable[[View], TableReading]
    Motive = Callable[[View, str], Text | None]
    Sure = Callable[[View, str], bool]
    from ..core.sampling import Evidence

    Reader = Callable[[View], tuple[Evidence, ...]]

Rollout = Callable[[GameState, Rng], str]


@dataclass(frozen=True)
class Hooks:
    """``easy`` plays from a view; ``rollout`` inside search; ``careful_rollout`` is the strong level's
    playout policy (the plain ``rollout`` where a game has no slower one). For hints, ``reading``
    reads a trick from a view (the game's card order and stakes, ``motives.py``) and ``motive``
    says why a decision that is not a card played or discarded is good (bids, calls, decrees ...).
    ``prior`` is the rule-based move the search levels start from and keep unless the search finds
    better (``easy`` where a game has no other); ``sure`` says, given the view and that move, when
    the move is exact about what the decision settles at once (the last card of a trick decides the
    trick) or knows what the playouts cannot (French Tarot's chasse au Petit, which no playout plays),
    so the search needs stronger evidence to overrule it (``None``: never). ``evidence`` reads from a view what the
    other seats' choices say of their hands (bids, ...): how likely each choice was with the cards a
    world deals them, so that the strong level's worlds lean to the likely deals (``core/sampling.py``'s
    ``Tilt``; ``None``: the game reads nothing)."""

    easy: Easy
    rollout: Rollout
    careful_rollout: Rollout
    reading: Reading
    motive: Motive
    prior: Easy
    sure: Sure | None = None
    evidence: Reader | None = None


_HOOKS: dict[str, Hooks] = {}


def register_hooks(
    game: type[GameState],
    *,
    easy: Easy,
    rollout: Rollout,
    reading: Reading,
    motive: Motive,
    careful_rollout: Rollout | None = None,
    prior: Easy | None = None,
    sure: Sure | None = None,
    evidence: Reader | None = None,
) -> Hooks:
    """Declare the AI policies of ``game``; returns them (a module keeps them as ``HOOKS``)."""
    game_id = game.info.id
    if game_id in _HOOKS:
        raise ValueError(f"AI hooks for {game_id!r} registered twice")
    hooks = Hooks(easy, rollout, careful_rollout or rollout, reading, motive, prior or easy, sure, evidence)
    _HOOKS[game_id] = hooks
    return hooks


def hooks_for(game_id: str) -> Hooks:
    """The hooks of ``game_id``, importing its AI module (``ai`` in the game's package) the first time."""
    if game_id not in _HOOKS:
        game_module(game_id, "ai")
    try:
        return _HOOKS[game_id]
    except KeyError:
        raise ValueError(f"no AI hooks registered for the game {game_id!r}") from None
