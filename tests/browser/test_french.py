"""Cardavia in French (#30): a whole French Tarot deal on a phone, a Maw deal and its score sheet on a
laptop, the review, and axe on every page, with no English left on what a French player reads.

"No English left" is read off the catalogues themselves: every English source text whose French differs
(the page's messages and the engine's) is looked for, by its longest literal stretch, in the page's
visible text. Screenshots of the French table go to test-artifacts/.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from pathlib import Path

import catalogues  # tools/catalogues.py (tests/conftest.py puts tools/ on the path)
import pytest
from playwright.sync_api import Page, expect

from .test_access import SIZES, axe_problems
from .test_play import play_deal
from .test_ui_table import ENGINE_READY_MS, wait_engine_ready

Snap = Callable[[Page, str], Path]
OpenPage = Callable[..., Page]
FRENCH = "?speed=off&pause=0&lang=fr"
# The shortest stretch of an English message looked for: shorter ones ("Deal", "Maw") are words French
# shares, or parts of French words.
SHORTEST = 12


@cache
def english_left_behind() -> frozenset[str]:
    """The longest literal stretch of each English message (engine and page) that French words otherwise."""
    french = catalogues.read(catalogues.LOCALE / "fr.po")
    stretches: set[str] = set()
    for message in french:
        if not message.id or not message.string:
            continue
        translations = catalogues.message_forms(message.string)
        for source in catalogues.message_forms(message.id):
            longest = max(re.split(r"\{[^}]*\}", source), key=len).strip()
            if len(longest) >= SHORTEST and not any(longest in translated for translated in translations):
                stretches.add(longest)
    return frozenset(stretches)


def english_on(page: Page) -> list[str]:
    """The English messages the page shows now (its visible text, dialogs and panels included)."""
    shown = page.evaluate("() => document.body.innerText")
    return sorted(stretch for stretch in english_left_behind() if stretch in shown)


def test_the_check_knows_the_english_it_looks_for() -> None:
    """The check can fail: it holds the page's and the engine's English (a catalogue's, not a hand list)."""
    found = english_left_behind()
    assert len(found) > 400, len(found)
    assert "Your statistics stay as they were." in found or any("statistics" in s for s in found)
    assert any("trick" in s for s in found) and any("Tarot" in s for s in found)


def test_a_whole_french_tarot_deal_in_french_on_a_phone(open_page: OpenPage, site_url: str, snap: Snap) -> None:
    width, height = SIZES["phone"]
    page = open_page(width, height, url=site_url + FRENCH + "#/")
    expect(page.locator("html")).to_have_attribute("lang", "fr")
    expect(page.get_by_test_id("catalogue")).to_contain_text("Tarot français")
    expect(page.locator("meta[name=description]")).to_have_attribute("content", re.compile("^Cardavia\u00a0: jouez"))
    assert english_on(page) == []
    snap(page, "french-catalogue-phone")
    page.evaluate("() => { location.hash = '#/game/french_tarot'; }")
    expect(page.get_by_test_id("start-form")).to_be_visible()
    assert english_on(page) == []
    wait_engine_ready(page)
    page.get_by_test_id("level").select_option("easy")
    page.get_by_test_id("seed").fill("3")
    page.get_by_test_id("start").click()
    clicks = play_deal(page, snap, "french-french_tarot-phone")
    assert clicks > 0
    # The summary counts the taker's oudlers in the FFT's word.
    expect(page.get_by_test_id("deal-summary")).to_contain_text(re.compile(r"\b\d bouts?\b"))
    assert english_on(page) == []
    page.get_by_test_id("summary-scores").click()
    expect(page.get_by_test_id("score-sheet-panel")).to_be_visible()
    assert english_on(page) == []
    snap(page, "french-french_tarot-scores-phone")


def test_a_maw_deal_its_score_sheet_and_review_in_french_on_a_laptop(
    open_page: OpenPage, site_url: str, snap: Snap
) -> None:
    width, height = SIZES["desktop"]
    page = open_page(width, height, url=site_url + FRENCH + "#/play/maw?players=4&seed=3&level=easy")
    wait_engine_ready(page)
    play_deal(page, snap, "french-maw-desktop")
    assert english_on(page) == []
    page.get_by_test_id("summary-scores").click()
    sheet = page.get_by_test_id("score-sheet-panel")
    expect(sheet).to_be_visible()
    expect(sheet.get_by_test_id("score-start").locator("th")).to_have_text("Au départ")
    assert english_on(page) == []
    snap(page, "french-maw-scores-desktop")
    page.keyboard.press("Escape")
    page.get_by_test_id("review-open").click()
    expect(page.get_by_test_id("review-progress")).to_have_attribute("data-done", "true", timeout=ENGINE_READY_MS)
    page.get_by_test_id("review-step").first.click()
    expect(page.get_by_test_id("review-verdict")).not_to_be_empty()
    assert english_on(page) == []
    snap(page, "french-maw-review-desktop")


@pytest.mark.parametrize("size", list(SIZES))
def test_axe_and_no_english_on_every_page_in_french(open_page: OpenPage, site_url: str, snap: Snap, size: str) -> None:
    width, height = SIZES[size]
    page = open_page(width, height, url=site_url + FRENCH + "#/")
    expect(page.get_by_test_id("catalogue")).to_be_visible()
    found = {"catalogue": axe_problems(page)}
    english = {"catalogue": english_on(page)}
    wait_engine_ready(page)
    pages = [(f"#/game/{game}", f"[data-testid=game-page][data-game={game}] [data-testid=start-form]")
             for game in ("french_tarot", "renaissance_tarot", "maw", "triumph", "indulgence")]
    pages += [(f"#/cards/{deck}", f"[data-testid=gallery][data-deck={deck}]") for deck in ("tarot78", "pack52")]
    pages += [("#/stats", "[data-testid=stats]"), ("#/demo/triumph", "[data-testid=demo]"),
              ("#/play/indulgence?seed=2&level=easy", "[data-testid=table][data-status=playing]")]
    for address, selector in pages:
        page.evaluate("a => { location.hash = a; }", address)
        expect(page.locator(selector)).to_be_visible(timeout=ENGINE_READY_MS)
        found[address] = axe_problems(page)
        english[address] = english_on(page)
        snap(page, f"french-{address.strip('#/').split('?')[0].replace('/', '-')}-{size}")
    page.get_by_test_id("settings-button").click()
    expect(page.get_by_test_id("settings")).to_be_visible()
    found["settings"] = axe_problems(page)
    english["settings"] = english_on(page)
    snap(page, f"french-settings-{size}")
    assert not any(found.values()), found
    assert not any(english.values()), english
