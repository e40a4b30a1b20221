"""A person plays a whole deal of every game by clicking, at desktop and phone size.

Only visible controls are used (no calls into the engine): the catalogue link,
the game page's form, the settings dialog, decision buttons and highlighted
cards. The fixture fails the test on any console error or outside request.
Screenshots of each table mid-deal and of the deal summary go to test-artifacts/.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Locator, Page, expect

GAMES = ["french_tarot", "renaissance_tarot", "maw", "triumph", "indulgence"]
SIZES = {"desktop": (1366, 768), "phone": (360, 740)}
ENGINE_READY_MS = 180_000
DEAL_SECONDS = 240

Snap = Callable[[Page, str], Path]
OpenPage = Callable[..., Page]


def wait_engine_ready(page: Page) -> None:
    # expect() polls without eval, which the site's CSP forbids.
    expect(page.locator("html")).to_have_attribute("data-engine", re.compile("ready|error"), timeout=ENGINE_READY_MS)
    expect(page.locator("html")).to_have_attribute("data-engine", "ready")


def make_ai_fast(page: Page) -> None:
    """Through the settings dialog: animations off, no pause before computer moves."""
    page.get_by_test_id("settings-button").click()
    page.get_by_test_id("setting-speed").select_option("off")
    pause = page.get_by_test_id("setting-pause")
    pause.focus()
    pause.press("Home")
    page.get_by_test_id("settings-close").click()
    expect(page.get_by_test_id("settings")).to_be_hidden()


def open_game_form(page: Page, game: str) -> None:
    page.get_by_test_id(f"game-link-{game}").click()
    expect(page.get_by_test_id("game-page")).to_be_visible()
    page.get_by_test_id("level").select_option("easy")


def click_card(card: Locator) -> None:
    """Click a card where a person would: its index corner, which the fan never covers."""
    card.click(position={"x": 7, "y": 12})


def play_deal(page: Page, snap: Snap, name: str) -> int:
    """Click as a person would until the deal summary shows; return the clicks made."""
    table = page.get_by_test_id("table")
    expect(table).to_be_visible()
    summary = page.get_by_test_id("deal-summary")
    decisions = page.locator("[data-testid=decision]:visible")
    # Discards are picked, then confirmed: pick cards not yet picked, confirm when enough are.
    legal_cards = page.locator("[data-testid=hand-card][data-legal=true]:not(.picked):visible")
    confirm = page.locator("[data-testid=confirm-discard]:visible:enabled")
    clicks = 0
    snapped = False
    deadline = time.monotonic() + DEAL_SECONDS
    while time.monotonic() < deadline:
        if summary.is_visible():
            break
        my_turn = table.get_attribute("data-busy") == "false" and table.get_attribute("data-to-act") == "0"
        if my_turn and not snapped and page.locator("[data-testid=trick-card]").count() >= 2:
            snap(page, f"{name}-table")
            snapped = True
        if my_turn:
            if decisions.count():
                decisions.first.click()
                clicks += 1
                continue
            if confirm.count():
                confirm.click()
                clicks += 1
                continue
            if legal_cards.count():
                click_card(legal_cards.first)
                clicks += 1
                continue
        page.wait_for_timeout(40)
    else:
        snap(page, f"{name}-stuck")
        pytest.fail(f"{name}: the deal did not end within {DEAL_SECONDS} s ({clicks} clicks)")
    if not snapped:
        snap(page, f"{name}-table")
    expect(summary).to_be_visible()
    expect(page.get_by_test_id("summary-lines").locator("li").first).to_be_visible()
    snap(page, f"{name}-summary")
    return clicks


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("game", GAMES)
def test_a_person_plays_a_whole_deal(open_page: OpenPage, site_url: str, snap: Snap, game: str, size: str) -> None:
    width, height = SIZES[size]
    page = open_page(width, height, url=site_url)
    expect(page.get_by_test_id("catalogue")).to_be_visible()
    make_ai_fast(page)
    open_game_form(page, game)
    wait_engine_ready(page)
    page.get_by_test_id("start").click()
    clicks = play_deal(page, snap, f"play-{game}-{size}")
    assert clicks > 0, "the human never had to decide anything"
    # The match was saved after every change.
    saved = page.evaluate(f"localStorage.getItem('cardavia.save.{game}')")
    assert saved and json.loads(saved)["save"]


def test_form_options_and_player_count_reach_the_engine(open_page: OpenPage, site_url: str) -> None:
    page = open_page(1366, 768, url=site_url + "#/game/french_tarot")
    make_ai_fast(page)
    wait_engine_ready(page)
    page.get_by_test_id("players").select_option("5")
    page.get_by_test_id("level").select_option("easy")
    page.get_by_test_id("start").click()
    expect(page.get_by_test_id("table")).to_be_visible()
    expect(page.get_by_test_id("seat-4")).to_be_visible()
    expect(page.locator("[data-testid^=seat-]")).to_have_count(4)


def test_an_illegal_card_is_explained_by_the_engine(open_page: OpenPage, site_url: str) -> None:
    page = open_page(1366, 768, url=site_url + "?speed=off&pause=0#/play/triumph?level=easy&seed=3")
    wait_engine_ready(page)
    table = page.get_by_test_id("table")
    expect(table).to_be_visible()
    illegal = page.locator("[data-testid=hand-card][data-legal=false]")
    legal = page.locator("[data-testid=hand-card][data-legal=true]:not(.picked)")
    confirm = page.locator("[data-testid=confirm-discard]:visible:enabled")
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if table.get_attribute("data-busy") == "false" and table.get_attribute("data-to-act") == "0":
            decisions = page.locator("[data-testid=decision]:visible")
            if decisions.count():
                decisions.first.click()
                continue
            if confirm.count():
                confirm.click()
                continue
            phase = page.get_by_test_id("table").get_attribute("data-phase")
            if legal.count() and illegal.count() and phase != "discard":
                click_card(illegal.first)
                expect(page.get_by_test_id("message")).not_to_be_empty()
                return
            if legal.count():
                click_card(legal.first)
                continue
        page.wait_for_timeout(40)
    pytest.fail("never had a choice between legal and illegal cards")


def test_the_match_resumes_after_a_reload(open_page: OpenPage, site_url: str) -> None:
    page = open_page(1366, 768, url=site_url + "?speed=off&pause=0#/play/maw?level=easy&seed=11")
    wait_engine_ready(page)
    expect(page.get_by_test_id("hand-card").first).to_be_visible()
    page.wait_for_url(re.compile(r"#/table/maw$"))
    hand = page.get_by_test_id("hand-card").evaluate_all("cards => cards.map(c => c.dataset.card)")
    page.reload()
    wait_engine_ready(page)
    expect(page.get_by_test_id("table")).to_be_visible()
    expect(page.get_by_test_id("hand-card").first).to_be_visible()
    again = page.get_by_test_id("hand-card").evaluate_all("cards => cards.map(c => c.dataset.card)")
    assert again == hand


def test_a_tampered_save_shows_a_clear_message(open_page: OpenPage, site_url: str) -> None:
    page = open_page(1366, 768, url=site_url)
    page.evaluate(
        """localStorage.setItem('cardavia.save.maw', JSON.stringify({
             save: '{"format":"cardavia-save","version":1,"game":"maw","log":["play:ZZ"],"digest":"0"}',
             level: 'easy'}))"""
    )
    page.goto(site_url + "#/table/maw")
    wait_engine_ready(page)
    expect(page.get_by_test_id("error-message")).to_contain_text("could not be loaded")
    assert page.evaluate("localStorage.getItem('cardavia.save.maw')") is None
    page.get_by_test_id("to-catalogue").click()
    expect(page.get_by_test_id("catalogue")).to_be_visible()


@pytest.mark.parametrize(
    ("address", "text"),
    [
        ("#/play/chess", "no game called"),
        ("#/game/chess", "no game called"),
        ("#/play/maw?players=9", "not “9”"),
        ("#/play/maw?players=abc", "not “abc”"),
        ("#/nowhere/at/all", "does not lead anywhere"),
    ],
)
def test_a_tampered_address_shows_a_clear_message(open_page: OpenPage, site_url: str, address: str, text: str) -> None:
    page = open_page(1366, 768, url=site_url + "?lang=en" + address)
    expect(page.get_by_test_id("error-message")).to_contain_text(text, timeout=ENGINE_READY_MS)
    expect(page.get_by_test_id("header")).to_be_visible()


def test_embed_mode_shows_only_the_table(open_page: OpenPage, site_url: str) -> None:
    page = open_page(800, 600, url=site_url + "?embed=indulgence&speed=off&pause=0&level=easy")
    wait_engine_ready(page)
    expect(page.get_by_test_id("table")).to_be_visible()
    expect(page.get_by_test_id("header")).to_be_hidden()
    expect(page.get_by_test_id("hand-card").first).to_be_visible()
