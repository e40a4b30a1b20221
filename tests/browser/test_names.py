"""One name per game: the page shows the engine's names and texts, and nothing of its own.

Renaissance Tarot used to be "Taroty" in the engine and "Renesanční taroky" in the
page's own list; now the catalogue, the game page, its rules and the table all take
the name from the engine's catalogue, in both languages.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Page, expect

from cardavia import api
from cardavia.core.text import LANGUAGES

Snap = Callable[[Page, str], Path]
OpenPage = Callable[..., Page]
ENGINE_READY_MS = 180_000
GAME = "renaissance_tarot"


def go(page: Page, address: str) -> None:
    page.evaluate("address => { location.hash = address; }", address)


def test_renaissance_tarot_has_the_engines_name_everywhere(open_page: OpenPage, site_url: str, snap: Snap) -> None:
    entry = next(g for t in api.catalog()["traditions"] for g in t["games"] if g["id"] == GAME)
    tarot = next(t["deck"] for t in api.catalog()["traditions"] if t["deck"]["id"] == entry["deck"])
    page = open_page(1366, 768, url=site_url + "?speed=off&pause=0&lang=en")
    # The shell's catalog.json is the engine's catalogue, written by the build.
    shipped = page.evaluate("async () => (await (await fetch('catalog.json')).json())")
    assert shipped == api.catalog()
    for lang in ("en", "cs"):
        name = entry["name"][lang]
        go(page, f"#/?lang={lang}")
        link = page.get_by_test_id(f"game-link-{GAME}")
        expect(link.locator("strong")).to_have_text(name)
        expect(link.locator("span")).to_have_text(entry["summary"][lang])
        tradition = page.get_by_test_id("tradition-marseille")
        expect(tradition.locator("h2")).to_have_text(api.catalog()["traditions"][0]["name"][lang])
        snap(page, f"names-catalogue-{lang}")
        go(page, f"#/game/{GAME}?lang={lang}")
        rules = page.get_by_test_id("rules")
        expect(rules.locator("h1")).to_have_text(name)
        expect(rules.locator("p.lead")).to_have_text(entry["rules"][lang]["lead"])
        titles = [s["title"] for s in entry["rules"][lang]["sections"]]
        expect(rules.locator("h3")).to_have_text(titles)
        expect(page).to_have_title(f"{name} — Cardavia")
        snap(page, f"names-rules-{lang}")
        go(page, f"#/cards?lang={lang}")  # no deck named: the catalogue's first
        expect(page.get_by_test_id("gallery").locator("h1")).to_have_text(api.catalog()["traditions"][0]["name"][lang])
    expect(page.locator("html")).to_have_attribute("data-engine", "ready", timeout=ENGINE_READY_MS)
    for lang in LANGUAGES:
        go(page, f"#/play/{GAME}?players=4&seed=3&lang={lang}")
        page.wait_for_url(re.compile(r"#/table/"))
        expect(page.get_by_test_id("table-title")).to_have_text(entry["name"][lang])
        expect(page.get_by_test_id("table")).to_have_attribute("aria-label", entry["name"][lang])
        # A hand card's accessible text starts with the engine's name of the card.
        expect(page.get_by_test_id("hand-card").first).to_be_attached()
        labels: list[list[str]] = page.get_by_test_id("hand-card").evaluate_all(
            "cards => cards.map(c => [c.dataset.card, c.querySelector('.sr-only').textContent])"
        )
        names = tarot["names"][lang]
        assert labels and all(text.split(", ")[0] == names[code] for code, text in labels), labels
        snap(page, f"names-table-{lang}")
    body = page.locator("body").text_content() or ""
    assert "Renesanční taroky" not in body


def test_the_gallery_names_every_card_as_the_engine_does(open_page: OpenPage, site_url: str, snap: Snap) -> None:
    """Every deck in both languages, and the pack in both pictures: the captions are the catalogue's names."""
    decks = {t["deck"]["id"]: t["deck"] for t in api.catalog()["traditions"]}
    page = open_page(1366, 768, url=site_url + "?speed=off&pause=0&lang=en")
    captions = page.get_by_test_id("gallery").locator("figcaption")
    for deck_id, deck in decks.items():
        for lang in ("cs", "en"):
            go(page, f"#/cards/{deck_id}?lang={lang}")
            expect(captions).to_have_text(list(deck["names"][lang].values()))
            snap(page, f"names-gallery-{deck_id}-{lang}")
    page.get_by_test_id("settings-button").click()
    page.get_by_test_id("setting-picture-french").check()
    page.keyboard.press("Escape")
    french = decks["pack52"]["pictures"]["french"]["names"]
    for lang in ("cs", "en"):
        go(page, f"#/cards/pack52?lang={lang}")
        expect(captions).to_have_text(list(french[lang].values()))
    snap(page, "names-gallery-pack52-french-en")
    go(page, "#/cards/tarot78?lang=en")  # the French picture is the pack's only
    expect(captions).to_have_text(list(decks["tarot78"]["names"]["en"].values()))
