"""Every game module; importing this package registers them all."""

from importlib import import_module

GAME_MODULES = ("french_tarot", "renaissance_tarot", "maw", "triumph", "indulgence")

for _name in GAME_MODULES:
    try:
        import_module(f"{__name__}.{_name}")
    except ModuleNotFoundError as _missing:  # a game not written yet
        if _missing.name != f"{__name__}.{_name}":
            raise
