"""Computer opponents. A policy sees one seat's view and its own RNG, nothing else.

Levels (``levels.py``): random, easy (the game's rule-based hook), normal and
strong (determinized search, ``search.py``). Each game adds ``ai/<game>.py``
with ``easy(view, rng)`` and ``rollout(state, rng)``, and may add a slower
``careful_rollout(state, rng)`` for the strong level; the module registers
them for its game class with ``hooks.register_hooks`` and is imported the first
time its game's hooks are asked for (``hooks.hooks_for``). ``choose`` is the action
of a level for the seat of a view; ``hint`` the normal level's choice with a
short reason in cs and en.
"""

from .levels import choose_action as choose
from .levels import hint_for as hint

__all__ = ["choose", "hint"]
