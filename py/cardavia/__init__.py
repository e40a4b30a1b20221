"""Cardavia: historical trick-taking card games — rules, AI and a JSON boundary.

Importing the package declares every game (``cardavia.games``: a game's package is
imported when the game is first asked for); the API, the session and the AI load on
first use (``from cardavia import api``), so the core modules import nothing above them.
"""

from __future__ import annotations

from importlib import import_module
from types import ModuleType

from . import games as games
from .core.errors import IllegalAction, SaveError

__all__ = ["IllegalAction", "SaveError", "api"]
__version__ = "0.1.0"


def __getattr__(name: str) -> ModuleType:
    """``cardavia.api`` (and the other top modules) imported when first asked for."""
    if name in {"api", "bridge", "session", "ai"}:
        return import_module(f"{__name__}.{name}")
    if name == "registry":  # the games by id (``registry.game(id).info``), a core module
        return import_module(f"{__name__}.core.registry")
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
