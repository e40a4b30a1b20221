"""Computer opponents. A policy sees one seat's view and its own RNG, nothing else.

Levels (``levels.py``): random, easy (the game's rule-based hook), normal and
strong (determinized search, ``search.py``). Each game adds ``ai/<game>.py``
with ``easy(view, rng)`` and ``rollout(state, rng)``, and may add a slower
``careful_rollout(state, rng)`` for the strong level; the module registers
them for its game class with ``hooks.register_hooks`` and is declared below. ``choose`` is the action
of a level for the seat of a view; ``hint`` the normal level's choice with a
short reason in cs and en.
"""

from functools import partial
from importlib import import_module

from .hooks import declare_hooks
from .levels import choose_action as choose
from .levels import hint_for as hint

__all__ = ["choose", "hint"]

# Each game's AI module registers its hooks (``hooks.register_hooks``) when it is imported: the
# first time its game's hooks are asked for, so a match imports its own game's AI only.
for _game_id in ("french_tarot", "indulgence", "maw", "renaissance_tarot", "triumph"):  # each its module's name
    declare_hooks(_game_id, partial(import_module, f"{__name__}.{_game_id}"))
