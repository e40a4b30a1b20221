"""Issue #17 walked again as a newcomer, in both languages, on a phone and a laptop.

Each check names the finding it proves mended: the game page puts the game's name
first and numbers the dealer from 1; the table names its game; counts agree with
their number ("1 trick", "2 zdvihy"); the score sheet starts from the stake and
adds up; Escape closes the Last trick and the Score sheet; the settings dialog
closes on screen, its labels do not wrap into a column and its sliders take the
theme's colour; the card gallery has a heading, a way back and card names; the
last trick stays in view before the deal summary; the only legal card can play
itself. Screenshots of the mended table go to test-artifacts/.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from .test_access import SIZES, my_turn_or_over
from .test_play import make_ai_fast, play_deal
from .test_ui_table import ENGINE_READY_MS, wait_engine_ready

Snap = Callable[[Page, str], Path]
OpenPage = Callable[..., Page]
WORDS = {
    "cs": {"start": "Na začátku", "back": "Karetní tradice", "rules": "Pravidla"},
    "en": {"start": "At the start", "back": "Card traditions", "rules": "Rules"},
}
# A count whose noun does not agree with its number.
BAD_COUNT = re.compile(r"\b1 (tricks|zdvihů|zdvihy)\b|\b[2-4] zdvihů\b|\b([02-9]|\d\d) (trick|zdvih)\b")


def play_out(page: Page, check: Callable[[], None] = lambda: None) -> int:
    """Play the first legal card (passing on any offer) until the deal is over; returns the cards played."""
    cards = page.locator("[data-testid=hand-card][data-legal=true]:visible")
    passes = page.locator("[data-testid=decision][data-action=pass]:visible")
    played = 0
    while my_turn_or_over(page):
        check()
        if passes.count():
            passes.first.click()
        elif cards.count():
            cards.first.click(position={"x": 7, "y": 12})
            played += 1
        page.wait_for_timeout(30)
    return played


@pytest.mark.parametrize("lang", ["cs", "en"])
@pytest.mark.parametrize("size", list(SIZES))
def test_a_newcomers_maw_match_is_mended(open_page: OpenPage, site_url: str, snap: Snap, size: str, lang: str) -> None:
    width, height = SIZES[size]
    words = WORDS[lang]
    page = open_page(width, height, url=site_url + f"?speed=off&pause=0&lang={lang}&guide=0#/game/maw")
    # The game page: the game's name comes before the start form; the dealer is counted from 1.
    heading = page.get_by_test_id("game-page").locator("h1").first
    expect(heading).to_be_visible()
    form = page.get_by_test_id("start-form")
    heading_box, form_box = heading.bounding_box(), form.bounding_box()
    assert heading_box and form_box
    beside = form_box["x"] >= heading_box["x"] + heading_box["width"]  # a laptop puts the form in a column
    assert beside or heading_box["y"] < form_box["y"], (heading_box, form_box)
    # The dealer is a rule option, folded behind its own control since #31 item 2: a newcomer opens it.
    form.get_by_test_id("rule-options").locator("summary").click()
    dealer = page.locator("[name=opt-dealer] option").all_inner_texts()
    assert dealer and dealer[0].startswith("1") and dealer[-1] == str(len(dealer)), dealer
    wait_engine_ready(page)
    page.get_by_test_id("level").select_option("easy")
    page.get_by_test_id("seed").fill("3")
    page.get_by_test_id("start").click()
    expect(page.get_by_test_id("table")).to_have_attribute("data-status", "playing", timeout=ENGINE_READY_MS)
    # The table names its game, on a phone too.
    expect(page.get_by_test_id("table-title")).to_be_visible(timeout=ENGINE_READY_MS)
    expect(page.get_by_test_id("table-title")).to_have_text("Maw")
    me = page.get_by_test_id("self")

    def counts_agree() -> None:
        assert not BAD_COUNT.search(me.inner_text()), me.inner_text()

    assert play_out(page, counts_agree) > 0
    expect(page.get_by_test_id("deal-summary")).to_be_visible()
    counts_agree()
    snap(page, f"first-hour-maw-summary-{lang}-{size}")
    # The score sheet starts from the stake, and its rows add up to the totals.
    page.get_by_test_id("summary-scores").click()
    sheet = page.get_by_test_id("score-sheet-panel")
    expect(sheet).to_be_visible()
    start = sheet.get_by_test_id("score-start")
    expect(start.locator("th")).to_have_text(words["start"])
    rows = [[float(x.replace("−", "-").replace("+", "")) for x in row.locator("td").all_inner_texts()]
            for row in sheet.locator("tbody tr").all()]
    totals = [float(x.replace("−", "-")) for x in sheet.locator("tfoot td").all_inner_texts()[1:]]
    assert [sum(col) for col in zip(*rows, strict=True)] == totals, (rows, totals)
    snap(page, f"first-hour-maw-scores-{lang}-{size}")
    # Escape closes the Score sheet, and the Last trick.
    page.keyboard.press("Escape")
    expect(sheet).to_be_hidden()
    page.get_by_test_id("show-table").click()
    page.get_by_test_id("last-trick").click()
    expect(page.get_by_test_id("overlay-last")).to_be_visible()
    snap(page, f"first-hour-maw-last-trick-{lang}-{size}")
    page.keyboard.press("Escape")
    expect(page.get_by_test_id("overlay-last")).to_have_count(0)
    expect(page.get_by_test_id("to-rules")).to_have_text(words["rules"])
    # The settings dialog: Close on screen, no label wrapped into a column, sliders in the theme's colour.
    page.get_by_test_id("settings-button").click()
    dialog = page.get_by_test_id("settings")
    expect(dialog).to_be_visible()
    expect(page.get_by_test_id("settings-close-top")).to_be_in_viewport()
    tallest = page.evaluate(
        "() => Math.max(...[...document.querySelectorAll('#settings .field > span, #settings .check > span')]"
        ".map((s) => s.getBoundingClientRect().height / parseFloat(getComputedStyle(s).lineHeight || '20')))"
    )
    assert tallest < 3, f"a settings label wraps into {tallest:.1f} lines"
    accent = page.evaluate("() => getComputedStyle(document.querySelector('#settings input[type=range]')).accentColor")
    assert accent != "auto", accent
    snap(page, f"first-hour-settings-{lang}-{size}")
    page.get_by_test_id("settings-close-top").click()
    expect(dialog).to_be_hidden()
    # The card gallery: a heading, a way back, the cards' names; no internal deck id.
    page.evaluate("() => { location.hash = '#/cards/pack52'; }")
    gallery = page.get_by_test_id("gallery")
    expect(gallery.locator("h1")).to_be_visible()
    expect(gallery.get_by_role("link", name=re.compile(words["back"]))).to_be_visible()
    expect(gallery.locator("figcaption").first).not_to_be_empty()
    assert not re.search(r"tarot78|pack52|indulgence36", gallery.inner_text())
    snap(page, f"first-hour-gallery-{lang}-{size}")


def test_the_last_trick_stays_in_view_and_the_only_card_plays_itself(open_page: OpenPage, site_url: str) -> None:
    """Default animation speed, "play my only legal card" on: the fifth card of a Maw deal is played
    for the player, and the deal's last trick is on the table before the summary covers it."""
    page = open_page(1366, 768, url=site_url + "?pause=0&lang=en&guide=0#/play/maw?players=4&seed=3&level=easy")
    wait_engine_ready(page)
    page.get_by_test_id("settings-button").click()
    page.get_by_test_id("setting-auto-play").check()
    page.get_by_test_id("settings-close").click()
    summary = page.get_by_test_id("deal-summary")
    table = page.get_by_test_id("table")
    trick = page.locator("[data-testid=trick-card]")
    hand = page.locator("[data-testid=hand-card]")
    legal = page.locator("[data-testid=hand-card][data-legal=true]:visible")
    passes = page.locator("[data-testid=decision][data-action=pass]:visible")
    clicked = 0
    seen_last_trick = False
    for _ in range(3000):
        if summary.is_visible():
            break
        if hand.count() == 0 and trick.count() == 4:
            seen_last_trick = True
        mine = table.get_attribute("data-busy") == "false" and table.get_attribute("data-to-act") == "0"
        if mine and passes.count():
            passes.first.click()
        elif mine and legal.count() > 1:  # a lone legal card is left for the table to play
            legal.first.click(position={"x": 7, "y": 12})
            clicked += 1
        page.wait_for_timeout(15)
    expect(summary).to_be_visible()
    assert hand.count() == 0
    assert clicked <= 4, f"the player clicked {clicked} cards of five: the last one, alone, should play itself"
    assert seen_last_trick, "the summary covered the table before the last trick was seen"


def test_five_players_scores_fit_a_phone_without_scrolling_sideways(
    open_page: OpenPage, site_url: str, snap: Snap
) -> None:
    """French Tarot for five, in Czech (the longest words), at 360 px: the score sheet's five columns fit
    the panel, after the first deal and with what a long match writes (deal 12, totals of four digits)."""
    page = open_page(360, 740, url=f"{site_url}?lang=cs#/play/french_tarot?players=5&seed=3&level=easy")
    make_ai_fast(page)
    play_deal(page, snap, "five-players-phone-cs")
    page.get_by_test_id("summary-scores").click()
    sheet = page.get_by_test_id("score-sheet-panel")
    expect(sheet).to_be_visible()
    frame = sheet.locator(".table-scroll")
    sideways = "frame => frame.scrollWidth - frame.clientWidth"
    assert frame.evaluate(sideways) <= 0
    snap(page, "score-sheet-five-phone-cs")
    sheet.evaluate("""panel => {
      panel.querySelector('tbody th').textContent = 'Rozdání 12';
      for (const cell of panel.querySelectorAll('tfoot td:not(:first-child)')) cell.textContent = '−1\u00a0056';
    }""")
    assert frame.evaluate(sideways) <= 0
    snap(page, "score-sheet-five-phone-cs-long-match")
