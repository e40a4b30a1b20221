"""One name per card: the engine's sentences and the page's labels take it from the same table.

``card_name`` names a card in hints and reviews; the catalogue carries every
deck's names and suit names (for the 52-card pack in each picture the page
offers) so the page labels the hand, the trick and the gallery with the same
words. The words are the rules pages' and the glossary's.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from cardavia import IllegalAction, api
from cardavia.core.cards import DECK_PICTURES, DECKS, EXCUSE, TRUMP, card_name, suit_name
from cardavia.core.glossary import FAMILY_NAMES, term
from cardavia.core.registry import games
from cardavia.core.text import LANGUAGES

ROOT = Path(__file__).resolve().parents[2]
# Words the glossary replaced: none may name a card.
RETIRED_CS = re.compile(r"štych|Výmluv|Blázen|Vymlouvač|jezd|Kejklíř", re.IGNORECASE)


def catalogue_decks() -> dict[str, dict[str, Any]]:
    return {t["deck"]["id"]: t["deck"] for t in api.catalog()["traditions"]}


def pictured(deck: dict[str, Any], picture: str) -> dict[str, Any]:
    """The names of ``picture`` as the page finds them: the deck's own, or those under ``pictures``."""
    return deck.get("pictures", {}).get(picture, deck)


def rules_words(deck_id: str, lang: str) -> str:
    """Every word of the rules pages (in ``lang``) of the games played with this deck, lower case."""
    def walk(x: object) -> str:
        if isinstance(x, str):
            return x
        if isinstance(x, dict):
            return " ".join(walk(v) for v in x.values())
        return " ".join(walk(v) for v in x) if isinstance(x, list) else ""
    return " ".join(walk(cls.info.rules[lang]) for cls in games() if cls.info.deck == deck_id).lower()


def test_every_deck_in_the_catalogue_names_each_card_and_suit_in_each_picture_and_language() -> None:
    decks = catalogue_decks()
    assert set(decks) == set(DECKS) == set(DECK_PICTURES)
    for deck_id, deck in DECKS.items():
        entry = decks[deck_id]
        assert set(entry.get("pictures", {})) == set(DECK_PICTURES[deck_id][1:])
        suits = {c.suit for c in deck.cards} - {EXCUSE}
        for picture in DECK_PICTURES[deck_id]:
            names = pictured(entry, picture)
            for lang in LANGUAGES:
                cards = names["names"][lang]
                assert list(cards) == [c.code for c in deck.cards], (deck_id, picture, lang)
                assert all(name.strip() == name and name for name in cards.values())
                assert len(set(cards.values())) == len(cards), f"{deck_id} {picture} {lang}: two cards share a name"
                assert set(names["suits"][lang]) == suits
                assert len(set(names["suits"][lang].values())) == len(suits)
                # The hand's label is "name, playable": a name holds no comma of its own.
                assert not [n for n in cards.values() if "," in n]


def test_card_name_and_suit_name_are_the_catalogues_names_in_the_decks_own_picture() -> None:
    for deck_id, entry in catalogue_decks().items():
        for code in entry["names"]["en"]:
            assert card_name(code, deck_id) == {lang: entry["names"][lang][code] for lang in LANGUAGES}
        for letter in entry["suits"]["en"]:
            assert suit_name(letter, deck_id) == {lang: entry["suits"][lang][letter] for lang in LANGUAGES}
    assert suit_name("E", "tarot78") is None  # the Excuse's letter is no suit


def test_a_card_name_refuses_a_code_of_another_deck() -> None:
    with pytest.raises(IllegalAction, match="not a card of this deck"):
        card_name("T21", "pack52")


@pytest.mark.parametrize("deck_id", sorted(DECKS))
def test_czech_names_use_the_rules_pages_and_the_glossarys_words(deck_id: str) -> None:
    """Court cards as the deck's rules pages call them (valet in a tarot, kluk in the pack),
    trumps and the Fool by the glossary, families by their names; no retired word."""
    rules_cs, rules_en = rules_words(deck_id, "cs"), rules_words(deck_id, "en")
    for picture in DECK_PICTURES[deck_id]:
        names = pictured(catalogue_decks()[deck_id], picture)
        for code, cs in names["names"]["cs"].items():
            card = DECKS[deck_id].card(code)
            en = names["names"]["en"][code]
            assert not RETIRED_CS.search(cs), cs
            if card.suit == EXCUSE:
                assert (cs, en) == (term("fool")["cs"], term("Fool")["en"])
            elif card.suit == TRUMP:
                assert cs.startswith(term("trump")["cs"] + " ") and en.startswith("Trump ")
            elif card.suit in FAMILY_NAMES and deck_id == "indulgence36":
                assert cs == f"{FAMILY_NAMES[card.suit]['cs']} {card.rank}"
            else:
                if card.rank in "JNQK":
                    assert cs.split()[0] in rules_cs, f"{cs}: not the rules page's word"
                    assert en.split()[0].lower() in rules_en, f"{en}: not the rules page's word"
                assert cs.split()[1] and en.endswith(f" of {names['suits']['en'][card.suit]}")


def test_tarot_names_the_jack_valet_and_the_trumps_as_the_rules_do() -> None:
    cs = catalogue_decks()["tarot78"]["names"]["cs"]
    assert [cs["CJ"], cs["BN"], cs["T1"], cs["T21"]] == [
        "valet pohárů", "kaval holí", "trumf 1 (Pagát)", "trumf 21 (Svět)"]
    assert card_name("CJ", "pack52")["cs"] == "kluk pohárů"
    # The renaissance rules document names T1 and T21 as the names do.
    doc = (ROOT / "docs" / "rules" / "renaissance_tarot.md").read_text(encoding="utf-8")
    assert "`T21` (the World)" in doc and "`T1` (the Pagat)" in doc
    assert card_name("T21", "tarot78")["en"] == "Trump 21 (the World)"
    assert card_name("T1", "tarot78")["en"] == "Trump 1 (the Pagat)"


def test_trump_titles_are_what_the_names_quote() -> None:
    deck = catalogue_decks()["tarot78"]
    titles = deck["titles"]
    assert set(titles["en"]) == {c.code for c in DECKS["tarot78"].cards if c.suit in (TRUMP, EXCUSE)}
    for code, en in titles["en"].items():
        if code != "EX":
            assert deck["names"]["cs"][code].endswith(f"({titles['cs'][code]})")
            assert deck["names"]["en"][code].lower().endswith(f"({en.lower()})")
    assert len(set(titles["cs"].values())) == len(set(titles["en"].values())) == 22


def test_the_pack_has_the_latin_and_the_french_picture_of_the_rules_document() -> None:
    """docs/rules/maw.md: cups, coins, swords, batons; hearts, diamonds, spades, clubs in the French picture."""
    deck = catalogue_decks()["pack52"]
    assert list(deck["suits"]["en"].values()) == ["cups", "coins", "swords", "batons"]
    assert list(deck["pictures"]["french"]["suits"]["en"].values()) == ["hearts", "diamonds", "spades", "clubs"]
    doc = (ROOT / "docs" / "rules" / "maw.md").read_text(encoding="utf-8")
    assert "hearts, diamonds,\nspades and clubs in the French picture" in doc
    french = deck["pictures"]["french"]["names"]
    assert (french["cs"]["CQ"], french["en"]["CQ"]) == ("dáma srdcí", "Queen of hearts")
    assert (deck["names"]["cs"]["CQ"], deck["names"]["en"]["CQ"]) == ("dáma pohárů", "Queen of cups")
