"""The two errors of the public API, each carrying a message for players in every language."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .text import in_language, msg

if TYPE_CHECKING:
    from .text import Text


class Worded(ValueError):
    """An error a player reads: its message in every language (a ``msg``), so a reply can say it in the
    language asked for. ``str(error)`` is the English message."""

    def __init__(self, words: Text) -> None:
        super().__init__(words["en"])
        self.words = words

    @property
    def en(self) -> str:
        return self.words["en"]

    @property
    def cs(self) -> str:
        """The Czech message (the API's callers read ``error.cs``; ``text(lang)`` reads any language)."""
        return in_language(self.words, "cs")

    def text(self, lang: str) -> str:
        return in_language(self.words, lang)


class IllegalAction(Worded):
    """An action that the rules, the turn order or the syntax forbid.

    Raised before anything changes, so the session is exactly as it was.
    """


class SaveError(Worded):
    """A saved match that is not valid JSON, not ours, modified, or not replayable."""


def refusal(message: Text) -> IllegalAction:
    """An illegal action explained by a game's words (a ``msg``)."""
    return IllegalAction(message)


def bad_save(message: Text) -> SaveError:
    """A save that cannot be loaded, and why (a ``msg``)."""
    return SaveError(message)


def said(error: Worded) -> Text:
    """An error's message in every language."""
    return error.words


def not_an_action(action: str, game: str = "") -> IllegalAction:
    """The answer to a string that is no action of the game at all (``game``: its name, or "this game")."""
    if game:
        return refusal(msg("'{action}' is not an action of {game}.", action=action, game=game))
    return refusal(msg("'{action}' is not an action of this game.", action=action))


def nobody_to_act() -> IllegalAction:
    return refusal(msg("Nobody has to act now."))


def not_in_hand(code: str) -> IllegalAction:
    return refusal(msg("You do not hold {card}.", card=code))
