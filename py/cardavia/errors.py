"""The two errors of the public API, each carrying a bilingual message for players."""

from __future__ import annotations


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
    """A saved match that is not valid JSON, not ours, modified, or not replayable."""
