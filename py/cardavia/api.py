"""The Python API of docs/design.md: the entry point for tests, the AI and the web boundary."""

from __future__ import annotations

from typing import TYPE_CHECKING, TypedDict

from .core.cards import deck_names
from .core.glossary import FAMILY_EMBLEMS, GLOSSARY, unit_forms
from .core.protocol import Deal, OptionValue
from .core.registry import TRADITIONS, games
from .session import Session, load

# For the type checker only: creating these TypedDicts at run time slows every page's engine start.
if TYPE_CHECKING:
    from collections.abc import Mapping

    from .core.cards import DeckNames
    from .core.glossary import PluralForms
    from .core.protocol import RulesPage
    from .core.text import Text

    class CatalogGame(TypedDict):
        id: str
        name: Text
        summary: Text
        deck: str
        players: list[int]
        default_players: int
        direction: str
        score_unit: Text
        score_unit_forms: PluralForms
        options: list[dict[str, object]]  # Option.describe
        rules: Mapping[str, RulesPage]
        levels: dict[str, Text]  # each AI level: how it plays and what it wins against the level below

    class CatalogDeck(DeckNames):
        id: str
        cards: int

    class CatalogTradition(TypedDict):
        id: str
        name: Text
        origin: Text
        history: Text
        deck: CatalogDeck
        sample: list[str]
        games: list[CatalogGame]

    class Catalog(TypedDict):
        glossary: dict[str, Text]
        families: dict[str, dict[str, Text | str]]
        traditions: list[CatalogTradition]

__all__ = ["Session", "catalog", "load", "new_game"]


def new_game(
    game_id: str,
    players: int | None = None,
    seed: int | str = 0,
    options: dict[str, OptionValue] | None = None,
    deal: Deal | None = None,
) -> Session:
    """Start a match. ``deal`` fixes the first deal (hands in seat order + piles)."""
    return Session(game_id, players, seed, options, deal)


def catalog() -> Catalog:
    """Traditions -> decks -> games: names, summaries, rules pages, players, options, what each AI level wins;
    the glossary.

    Each deck carries the names of its cards and suits (``cards.deck_names``), so the
    page labels cards with the words of the engine's sentences.
    """
    from .ai.level_words import level_words  # the AI's modules load when a match first asks for them

    by_tradition: dict[str, list[CatalogGame]] = {}
    for cls in games():
        info = cls.info
        by_tradition.setdefault(info.tradition, []).append(
            {
                "id": info.id,
                "name": info.name,
                "summary": info.summary,
                "deck": info.deck,
                "players": list(info.players),
                "default_players": info.default_players,
                "direction": info.direction,
                "score_unit": info.score_unit,
                "score_unit_forms": unit_forms(info.score_unit),
                "options": [opt.describe() for opt in info.options if not opt.alias_of],
                "rules": info.rules,
                "levels": level_words(info.id),
            }
        )
    return {
        "glossary": dict(GLOSSARY),
        "families": dict(FAMILY_EMBLEMS),
        "traditions": [
            {
                "id": t.id,
                "name": t.name,
                "origin": t.origin,
                "history": t.history,
                "deck": {"id": t.deck, "cards": t.cards, **deck_names(t.deck)},
                "sample": list(t.sample),
                "games": by_tradition.get(t.id, []),
            }
            for t in TRADITIONS
        ]
    }
