"""Games by id, and the traditions (decks) they belong to, for the catalogue.

The registry knows no game by name: a game is a package whose ``__init__`` registers
its state class with ``@register`` when it is imported. ``cardavia.games`` declares
every game with the import of its package (``declare``, one line per game), and a
package is imported the first time its game is asked for: a page that plays one game
never runs the other four, and the engine is ready sooner (every page open imports the
engine afresh). The package's other modules (``ai``, ``guide``) are found by
``game_module`` when first needed. The declaration is what makes a game one: a package
imported but not declared (a test's, say) is no game of the catalogue.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from importlib import import_module
from importlib.util import find_spec
from types import ModuleType
from typing import TYPE_CHECKING

from .protocol import GameState
from .text import Words, msg

if TYPE_CHECKING:
    from .text import Text

_GAMES: dict[str, type[GameState]] = {}  # the state classes of the packages imported so far
_DECLARED: dict[str, Callable[[], object]] = {}  # game id -> the import of its package: the games


@dataclass(frozen=True)
class Tradition:
    """A deck's tradition on the catalogue; its words (``name``, ``origin``, ``history``) are read when
    the catalogue is built, not at the engine's import."""

    id: str
    deck: str
    cards: int
    sample: tuple[str, ...]  # a few of the deck's cards, fanned on the catalogue

    @property
    def name(self) -> Text:
        return _TRADITION_WORDS[self.id][0]

    @property
    def origin(self) -> Text:
        return _TRADITION_WORDS[self.id][1]

    @property
    def history(self) -> Text:
        return _TRADITION_WORDS[self.id][2]


TRADITIONS: tuple[Tradition, ...] = (
    Tradition("marseille", "tarot78", 78, ("T21", "EX", "CK", "T1", "SN")),
    Tradition("renaissance52", "pack52", 52, ("CA", "BK", "S5", "DQ", "CJ")),
    Tradition("indulgence", "indulgence36", 36, ("M9", "S7", "O5", "B1", "M3")),
)
# Each tradition's name, origin and history, by its id.
_TRADITION_WORDS: Mapping[str, tuple[Text, Text, Text]] = Words(lambda: {
    "marseille": (
        msg("Tarot de Marseille"),
        msg("Marseille · France · 78 cards"),
        msg("A tarot with Italian suits (cups, coins, swords, batons) and 21 allegorical "
            "trumps plus the Fool. Born in 15th-century northern Italy as a card game, not "
            "for fortune-telling; the Marseille pattern settled in France in the 17th century."),
    ),
    "renaissance52": (
        msg("The Renaissance 52-card pack"),
        msg("Western Europe · 16th century · 52 cards"),
        msg("Four suits of thirteen, played at courts and in taverns across "
            "Renaissance Europe. The Latin suits can be switched to the French picture."),
    ),
    "indulgence": (
        msg("The Indulgence family deck"),
        msg("Italian Renaissance · modern game · 36 cards"),
        msg("Four powerful families – Medici, Sforza, Orsini and Borgia – of nine cards "
            "each. The Ruler issues decrees; sinners break them for florins."),
    ),
})


def register(cls: type[GameState]) -> type[GameState]:
    """Class decorator: make a game available by its id."""
    game_id = cls.info.id
    if game_id in _GAMES and _GAMES[game_id] is not cls:
        raise ValueError(f"game id {game_id!r} registered twice")
    _GAMES[game_id] = cls
    return cls


def declare(game_id: str, load: Callable[[], object]) -> None:
    """Make ``game_id`` a game: ``load()`` imports its package (which registers it) when it is first asked for."""
    _DECLARED[game_id] = load


def game(game_id: str) -> type[GameState]:
    if not isinstance(game_id, str):
        raise ValueError(f"a game id must be text, not {game_id!r}")
    load = _DECLARED.get(game_id)
    if load is None:
        raise ValueError(f"unknown game {game_id!r} (known: {', '.join(sorted(_DECLARED))})")
    if game_id not in _GAMES:
        load()
        if game_id not in _GAMES:
            raise LookupError(f"the package declared for {game_id!r} registers no game of that id")
    return _GAMES[game_id]


def game_module(game_id: str, name: str) -> ModuleType | None:
    """Module ``name`` of the package of ``game_id`` (its ``ai``, its ``guide``), imported now; None
    when the game is unknown or its package has no such module."""
    try:
        package = sys.modules[game(game_id).__module__].__package__
    except ValueError:
        return None
    if not package or find_spec(f"{package}.{name}") is None:
        return None
    return import_module(f"{package}.{name}")


def games() -> list[type[GameState]]:
    """Every game (the catalogue's): the packages not imported yet are imported now."""
    return [game(game_id) for game_id in sorted(_DECLARED)]

