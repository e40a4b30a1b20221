"""The two errors of the public API, each carrying a bilingual message for players."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .text import Text


class IllegalAction(ValueError):
    """An action that the rules, the turn order or the syntax forbid.

    Raised before anything changes, so the session is exactly as it was.
    ``str(error)`` is the English message; ``error.cs`` the Czech one.
    """

    def __init__(self, en: str, cs: str | None = None) -> None:
        super().__init__(en)
        self.en = en
        self.cs = cs if cs is not None else en

    def text(self, lang: str) -> str:
        return self.cs if lang == "cs" else self.en


class SaveError(ValueError):
    """A saved match that is not valid JSON, not ours, modified, or not replayable.

    ``str(error)`` is the English message; ``error.cs`` the Czech one (the English when none was given).
    """

    def __init__(self, en: str, cs: str | None = None) -> None:
        super().__init__(en)
        self.en = en
        self.cs = cs if cs is not None else en


def refusal(message: Text) -> IllegalAction:
    """An illegal action explained by a game's words (a ``msg``)."""
    return IllegalAction(message["en"], message["cs"])


def not_an_action(action: str, game: str = "") -> IllegalAction:
    """The answer to a string that is no action of the game at all (``game``: its name, or "this game")."""
    of_en, of_cs = (game, f"hry {game}") if game else ("this game", "této hry")
    return IllegalAction(f"'{action}' is not an action of {of_en}.", f"„{action}“ není tah {of_cs}.")


def nobody_to_act() -> IllegalAction:
    return IllegalAction("Nobody has to act now.", "Nikdo teď není na tahu.")


def not_in_hand(code: str) -> IllegalAction:
    return IllegalAction(f"You do not hold {code}.", f"Kartu {code} nemáš v ruce.")
