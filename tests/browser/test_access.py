"""A newcomer's first hour: axe finds no serious or critical problem, the keyboard and the guide work.

axe-core (npm, pinned in package.json) is served to the page from node_modules at a
same-origin address, so the site's Content-Security-Policy ('self' scripts only,
no inline script) stays as deployed while the check runs. Every page — the
catalogue, a game page with its rules and start form, the card gallery — and
every game's table is checked at a phone (390×844) and a laptop (1366×768).
Then one French Tarot deal is played from the keyboard alone (Tab to the hand,
arrows, Enter), and the first-deal guide is walked once per game.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Page, Route, expect

from .test_ui_table import ENGINE_READY_MS, FAST, wait_engine_ready, wait_my_turn

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
AXE_PATH = "__test__/axe.min.js"
SIZES = {"phone": (390, 844), "desktop": (1366, 768)}
GAMES = ["french_tarot", "renaissance_tarot", "maw", "triumph", "indulgence"]

Snap = Callable[[Page, str], Path]
OpenPage = Callable[..., Page]

RUN_AXE = """async () => {
  const result = await window.axe.run(document, { resultTypes: ["violations"] });
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ` +
      v.nodes.slice(0, 3)
        .map((n) => n.target.join(" ") + " (" + (n.failureSummary || "").replace(/\\n/g, " ") + ")")
        .join("; "));
}"""


def axe_problems(page: Page, site_url: str) -> list[str]:
    """Serious and critical axe violations of the page as it is now."""
    if not page.evaluate("() => Boolean(window.axe)"):

        def serve(route: Route) -> None:
            route.fulfill(body=AXE.read_text(encoding="utf-8"), content_type="text/javascript")

        page.route(site_url + AXE_PATH, serve)
        page.add_script_tag(url=site_url + AXE_PATH)
    problems: list[str] = page.evaluate(RUN_AXE)
    return problems


def open_site(open_page: OpenPage, site_url: str, size: str, address: str, lang: str = "en") -> Page:
    width, height = SIZES[size]
    query = FAST.replace("lang=en", f"lang={lang}")
    page = open_page(width, height, url=site_url + query + address)
    return page


@pytest.mark.parametrize("size", list(SIZES))
def test_axe_finds_no_serious_problem_on_the_pages(open_page: OpenPage, site_url: str, size: str) -> None:
    page = open_site(open_page, site_url, size, "#/")
    expect(page.get_by_test_id("catalogue")).to_be_visible()
    found = {"catalogue": axe_problems(page, site_url)}
    wait_engine_ready(page)
    for address, testid in (("#/game/indulgence", "start-form"), ("#/cards/tarot78", "gallery")):
        page.evaluate("a => { location.hash = a; }", address)
        expect(page.get_by_test_id(testid)).to_be_visible()
        found[address] = axe_problems(page, site_url)
    assert not any(found.values()), found


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("game", GAMES)
def test_axe_finds_no_serious_problem_at_the_table(
    open_page: OpenPage, site_url: str, snap: Snap, game: str, size: str
) -> None:
    page = open_site(open_page, site_url, size, f"#/play/{game}?seed=2&level=easy")
    wait_engine_ready(page)
    wait_my_turn(page)
    problems = axe_problems(page, site_url)
    page.get_by_test_id("last-trick").click() if page.get_by_test_id("last-trick").count() else None
    snap(page, f"access-{game}-{size}")
    assert not problems, problems


def test_a_whole_deal_from_the_keyboard_alone(open_page: OpenPage, site_url: str, snap: Snap) -> None:
    """French Tarot, four players: bid, and every card, with Tab, arrows and Enter only."""
    page = open_site(open_page, site_url, "desktop", "#/play/french_tarot?players=4&seed=1&level=easy")
    wait_engine_ready(page)
    table = page.get_by_test_id("table")
    for _ in range(200):
        if table.get_attribute("data-status") != "playing":
            break
        wait_my_turn(page)
        focused = page.evaluate("() => document.activeElement && document.activeElement.dataset.testid || ''")
        if focused not in ("hand-card", "decision", "confirm-discard"):
            # Focus left the controls: Tab must bring it back within a few presses.
            for _ in range(12):
                page.keyboard.press("Tab")
                focused = page.evaluate("() => document.activeElement.dataset.testid || ''")
                if focused in ("hand-card", "decision"):
                    break
            else:
                raise AssertionError("Tab never reached a decision or the hand")
        if focused == "hand-card":
            # Arrows walk the hand; Enter plays the focused card when it is legal.
            for _ in range(40):
                if page.evaluate("() => document.activeElement.dataset.legal === 'true'"):
                    break
                page.keyboard.press("ArrowRight")
        page.keyboard.press("Enter")
        page.wait_for_timeout(30)
    expect(table).to_have_attribute("data-status", re.compile("deal_over|match_over"), timeout=ENGINE_READY_MS)
    expect(page.get_by_test_id("deal-summary")).to_be_visible()
    page.keyboard.press("Escape")
    expect(page.get_by_test_id("deal-summary")).to_be_hidden()
    snap(page, "keyboard-deal-over")
    said = page.get_by_test_id("announcer").inner_text()
    assert "played" in said, said


@pytest.mark.parametrize("game", GAMES)
def test_the_first_deal_guide_walks_a_deal_once(open_page: OpenPage, site_url: str, snap: Snap, game: str) -> None:
    width, height = SIZES["desktop" if game != "maw" else "phone"]
    address = f"#/play/{game}?seed=4&level=easy"
    page = open_page(width, height, url=site_url + "?speed=off&pause=0&lang=en" + address)
    wait_engine_ready(page)
    guide = page.get_by_test_id("guide")
    expect(guide.get_by_test_id("guide-offer")).to_be_visible(timeout=ENGINE_READY_MS)
    guide.get_by_test_id("guide-start").click()
    expect(guide.get_by_test_id("guide-what")).to_be_visible(timeout=ENGINE_READY_MS)
    snap(page, f"guide-{game}-en")
    steps = 0
    table = page.get_by_test_id("table")
    while table.get_attribute("data-status") == "playing" and steps < 120:
        wait_my_turn(page)
        expect(guide.get_by_test_id("guide-what")).not_to_be_empty()
        expect(guide.get_by_test_id("guide-why")).not_to_be_empty()
        guide.get_by_test_id("guide-do").click()
        steps += 1
    assert steps > 0
    expect(table).to_have_attribute("data-status", re.compile("deal_over|match_over"), timeout=ENGINE_READY_MS)
    assert page.evaluate(f"() => localStorage.getItem('cardavia.guide.{game}')") == "done"
    # Opened again: the guide does not come back by itself.
    page.reload()
    wait_engine_ready(page)
    expect(page.get_by_test_id("table")).to_be_visible()
    expect(page.get_by_test_id("guide")).to_be_hidden()
