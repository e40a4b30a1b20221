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

Snap = Callable[[Page, str], Path]
OpenPage = Callable[..., Page]
ENGINE_READY_MS = 180_000
GAME = "renaissance_tarot"


def go(page: Page, address: str) -> None:
    page.evaluate("address => { location.hash = address; }", address)


def test_renaissance_tarot_has_the_engines_name_everywhere(open_page: OpenPage, site_url: str, snap: Snap) -> None:
    entry = next(g for t in api.catalog()["traditions"] for g in t["games"] if g["id"] == GAME)
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
    for lang in ("cs", "en"):
        go(page, f"#/play/{GAME}?players=4&seed=3&lang={lang}")
        page.wait_for_url(re.compile(r"#/table/"))
        expect(page.get_by_test_id("table-title")).to_have_text(entry["name"][lang])
        expect(page.get_by_test_id("table")).to_have_attribute("aria-label", entry["name"][lang])
        snap(page, f"names-table-{lang}")
    body = page.locator("body").text_content() or ""
    assert "Renesanční taroky" not in body
