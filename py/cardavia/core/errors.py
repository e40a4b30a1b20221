"""The two errors of the public API, each carrying a message for players in every language."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .text import in_each_language, in_language, msg

if TYPE_CHECKING:
    from .jsontext import JSONTextError
    from .text import Text


class IllegalAction(ValueError):
    """An action that the rules, the turn order or the syntax forbid.

    Raised before anything changes, so the session is exactly as it was.
    ``str(error)`` is the English message; ``error.cs`` the Czech one; ``error.words`` every
    language's, when it was made from a message (``refusal``).
    """

    def __init__(self, en: str, cs: str | None = None, *, words: Text | None = None) -> None:
        super().__init__(en)
        self.en = en
        self.cs = cs if cs is not None else en
        self.words = words

    def text(self, lang: str) -> str:
        return in_language(said(self), lang)


class SaveError(ValueError):
    """A saved match that is not valid JSON, not ours, modified, or not replayable.

    ``str(error)`` is the English message; ``error.cs`` the Czech one (the English when none was given);
    ``error.words`` every language's, when it was made from a message (``bad_save``).
    """

    def __init__(self, en: str, cs: str | None = None, *, words: Text | None = None) -> None:
        super().__init__(en)
        self.en = en
        self.cs = cs if cs is not None else en
        self.words = words


def refusal(message: Text) -> IllegalAction:
    """An illegal action explained by a game's words (a ``msg``)."""
    return IllegalAction(message["en"], message["cs"], words=message)


def bad_save(message: Text) -> SaveError:
    """A save that cannot be loaded, and why (a ``msg``)."""
    return SaveError(message["en"], message["cs"], words=message)


def said(error: IllegalAction | SaveError | JSONTextError) -> Text:
    """An error's message in every language (made from a message, or written as a pair before the catalogues)."""
    words: Text | None = getattr(error, "words", None)
    if words is not None:
        return words
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
