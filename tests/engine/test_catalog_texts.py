"""The engine names everything the page shows: each game's name, summary and rules page, each tradition.

The page keeps no list of its own (web/rules/rules.js is gone), so what the catalogue
carries is all a visitor reads; a sixth game brings its texts in its own module.
"""

from __future__ import annotations

import sys
from typing import Any

import pytest
from helpers import czech_and_english

from cardavia import api
from cardavia.core.cards import DECKS
from cardavia.core.protocol import GameState
from cardavia.core.registry import TRADITIONS, games
from cardavia.core.text import LANGUAGES


def catalogue_games() -> dict[str, dict[str, Any]]:
    return {g["id"]: g for t in api.catalog()["traditions"] for g in t["games"]}


@pytest.mark.parametrize("cls", games(), ids=lambda c: c.info.id)
def test_each_game_has_the_name_summary_and_rules_its_module_declares(cls: type[GameState]) -> None:
    entry = catalogue_games()[cls.info.id]
    assert entry["name"] == cls.info.name and entry["summary"] == cls.info.summary
    assert entry["rules"] == cls.info.rules
    # The rules page lives in the game's package: games/<id>/rules.py, imported by games/<id>/__init__.py.
    assert sys.modules[f"cardavia.games.{cls.info.id}.rules"].RULES is cls.info.rules
    for lang in LANGUAGES:
        assert entry["name"][lang].strip() and entry["summary"][lang].strip()
        page = entry["rules"][lang]
        assert page["lead"].strip() and page["variants"] and all(v.strip() for v in page["variants"])
        assert page["sections"]
        for section in page["sections"]:
            assert section["title"].strip() and section["points"] and all(p.strip() for p in section["points"])
    # Every language has the English page's shape: a section or notice missing in one is a drift.
    en = entry["rules"]["en"]
    for lang in LANGUAGES:
        page = entry["rules"][lang]
        assert [len(s["points"]) for s in page["sections"]] == [len(s["points"]) for s in en["sections"]], lang
        assert len(page["variants"]) == len(en["variants"]) and ("notice" in page) == ("notice" in en), lang


def test_the_renaissance_tarot_has_one_name_per_language() -> None:
    name = catalogue_games()["renaissance_tarot"]["name"]
    assert czech_and_english(name) == {"cs": "Taroty", "en": "Renaissance Tarot"}


def test_every_tradition_names_its_deck_its_sample_cards_and_its_games() -> None:
    cat = api.catalog()["traditions"]
    assert [t["id"] for t in cat] == [t.id for t in TRADITIONS]
    for tradition in cat:
        for key in ("name", "origin", "history"):
            assert all(tradition[key][lang].strip() for lang in LANGUAGES), (tradition["id"], key)
        deck = DECKS[tradition["deck"]["id"]]
        assert tradition["deck"]["cards"] == len(deck)
        assert tradition["sample"] and set(tradition["sample"]) <= set(deck.by_code)
        assert tradition["games"], f"{tradition['id']} has no game"
        for game in tradition["games"]:
            assert game["deck"] == tradition["deck"]["id"]
    named = sorted(g["id"] for t in cat for g in t["games"])
    assert named == sorted(cls.info.id for cls in games())
