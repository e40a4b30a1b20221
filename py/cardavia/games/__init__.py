"""Every game, by its id: ``registry.declare`` with the import of its module, which
registers the game when the game is first asked for (``registry.game``)."""

from functools import partial
from importlib import import_module

from ..registry import declare

GAME_IDS = ("french_tarot", "indulgence", "maw", "renaissance_tarot", "triumph")  # each also its module's name

for _game_id in GAME_IDS:
    declare(_game_id, partial(import_module, f"{__name__}.{_game_id}"))
