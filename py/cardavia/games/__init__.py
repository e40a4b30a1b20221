"""Every game, by its id: ``registry.declare`` with the import of its package
(``games/<id>/``, named by its id), which registers the game when the game is first
asked for (``registry.game``). Adding a game is its package and its id here."""

from functools import partial
from importlib import import_module

from ..core.registry import declare

GAME_IDS = ("french_tarot", "indulgence", "maw", "renaissance_tarot", "triumph")

for _game_id in GAME_IDS:
    declare(_game_id, partial(import_module, f"{__name__}.{_game_id}"))
