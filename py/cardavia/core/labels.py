"""Labels of the table's strip that more than one game uses.

Apart from ``display`` so that they are looked up in the catalogues with a game's words
(``games/<id>/words.py`` imports them), not at the engine's import.
"""

from __future__ import annotations

from .display import capital
from .glossary import term
from .text import msg

TURNED = msg("Turned card")
TRUMPS = msg("Trumps")
DISCARDS = msg("Discards")
TARGET = msg("Playing to")
TALON = capital(term("talon"))
POT = capital(term("pot"))
