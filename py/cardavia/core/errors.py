"""The two errors of the public API, each carrying a bilingual message for players."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .text import in_each_language, msg

if TYPE_CHECKING:
    from .jsontext import JSONTextError
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


def bad_save(message: Text) -> SaveError:
    """A save that cannot be loaded, and why (a ``msg``)."""
    return SaveError(message["en"], message["cs"])


def said(error: IllegalAction | SaveError | JSONTextError) -> Text:
    """An error's message, to go inside another one."""
    return in_each_language(lambda language: error.cs if language == "cs" else error.en)


def not_an_action(action: str, game: str = "") -> IllegalAction:
    """The answer to a string that is no action of the game at all (``game``: its name, or "this game")."""
    if game:
        return refusal(msg("'{action}' is not an action of {game}.", action=action, game=game))
    return refusal(msg("'{action}' is not an action of this game.", action=action))


def nobody_to_act() -> IllegalAction:
    return refusal(msg("Nobody has to act now."))


def not_in_hand(code: str) -> IllegalAction:
    return refusal(msg("You do not hold {card}.", card=code))
