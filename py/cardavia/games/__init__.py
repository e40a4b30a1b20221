"""Every game module; importing this package registers them all."""

from . import french_tarot, indulgence, maw, renaissance_tarot, triumph

__all__ = ["french_tarot", "indulgence", "maw", "renaissance_tarot", "triumph"]
