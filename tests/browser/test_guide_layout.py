"""The first-deal guide sits beside the play, never over it (#31).

Every game's guided first deal is walked at a phone (390×844) and a laptop (1366×768): at the
offer and at every step, by bounding boxes, no seat badge, trick card or legal action (a decision
button, a playable card) lies under the guide's panel, each of them is inside the viewport, the
felt keeps a fifth of the screen's height at least, and the panel keeps its size from step to step
(the felt reflows once, when the guide opens, not at every step). The offer is checked the same
way on a shared deal, a puzzle and a match carried over from an embed ("Open in Cardavia").
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
from playwright.sync_api import Page, expect

from .test_access import GAMES, SIZES, my_turn_or_over, open_site
from .test_ui_table import ENGINE_READY_MS, wait_engine_ready, wait_my_turn

Snap = Callable[[Page, str], Path]
OpenPage = Callable[..., Page]

# What the guide must leave visible, each with its box; and the panel's box (null when hidden).
BOXES = """() => {
  const box = (el) => {
    const r = el.getBoundingClientRect();
    return {x0: r.left, y0: r.top, x1: r.right, y1: r.bottom};
  };
  const shown = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
  const panel = document.querySelector("[data-testid=guide]");
  const all = (selector, name) => [...document.querySelectorAll(selector)].map((el) => [name(el), el]);
  const watched = [
    ...all("[data-testid=felt] .seat", (el) => "seat " + el.dataset.seat),
    ...all("[data-testid=trick-card]", (el) => "trick card " + el.dataset.card),
    ...all("[data-testid=decisions] button", (el) => "button " + el.textContent.trim()),
    ...all("[data-testid=hand-card][data-legal=true]", (el) => "card " + el.dataset.card),
  ];
  return {
    panel: panel && shown(panel) ? box(panel) : null,
    viewport: {x0: 0, y0: 0, x1: innerWidth, y1: innerHeight},
    felt: box(document.querySelector("[data-testid=felt]")),
    items: watched.filter(([, el]) => shown(el)).map(([name, el]) => [name, box(el)]),
  };
}"""


def covered(boxes: dict[str, Any]) -> list[str]:
    """What of the watched items the panel overlaps, or what lies outside the viewport."""
    panel, view = boxes["panel"], boxes["viewport"]
    problems = []
    for name, b in boxes["items"]:
        if panel and b["x0"] < panel["x1"] - 0.5 and panel["x0"] < b["x1"] - 0.5 \
                and b["y0"] < panel["y1"] - 0.5 and panel["y0"] < b["y1"] - 0.5:
            problems.append(f"{name} under the guide")
        if b["x0"] < view["x0"] - 0.5 or b["y0"] < view["y0"] - 0.5 \
                or b["x1"] > view["x1"] + 0.5 or b["y1"] > view["y1"] + 0.5:
            problems.append(f"{name} outside the viewport")
    return problems


# Whether the panel's words go on below what it shows, and whether it says so (guide.js markMore).
MORE_BELOW = """() => {
  const panel = document.querySelector("[data-testid=guide]");
  return {overflows: panel.scrollHeight - panel.scrollTop - panel.clientHeight > 1,
          marked: panel.classList.contains("more-below")};
}"""


def check_more_below(page: Page, where: str) -> bool:
    """The fade above the buttons is shown exactly while there is more to scroll to, and goes once the
    panel is scrolled to its end; whether the step's words overflowed."""
    state = page.evaluate(MORE_BELOW)
    assert state["marked"] == state["overflows"], f"{where}: {state}"
    if not state["overflows"]:
        return False
    page.get_by_test_id("guide").evaluate("(panel) => panel.scrollTo(0, panel.scrollHeight)")
    page.wait_for_function("() => !document.querySelector('[data-testid=guide]').classList.contains('more-below')")
    page.get_by_test_id("guide").evaluate("(panel) => panel.scrollTo(0, 0)")
    page.wait_for_function("() => document.querySelector('[data-testid=guide]').classList.contains('more-below')")
    return True


def check(page: Page, where: str) -> dict[str, Any]:
    boxes: dict[str, Any] = page.evaluate(BOXES)
    assert boxes["panel"], f"{where}: the guide is not shown"
    assert boxes["items"], f"{where}: nothing to check"
    problems = covered(boxes)
    felt, view = boxes["felt"], boxes["viewport"]
    if felt["y1"] - felt["y0"] < 0.2 * view["y1"]:
        problems.append(f"the felt is only {round(felt['y1'] - felt['y0'])} px high")
    assert not problems, f"{where}: {problems}"
    return boxes


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("game", GAMES)
def test_the_guide_covers_no_seat_trick_card_or_choice(
    open_page: OpenPage, site_url: str, snap: Snap, game: str, size: str
) -> None:
    lang = "cs" if (GAMES.index(game) + (size == "phone")) % 2 else "en"  # each game in both languages
    page = open_site(open_page, site_url, size, f"#/play/{game}?seed=4&level=easy", lang=lang)
    wait_engine_ready(page)
    guide = page.get_by_test_id("guide")
    expect(guide.get_by_test_id("guide-offer")).to_be_visible(timeout=ENGINE_READY_MS)
    wait_my_turn(page)
    check(page, "the offer")
    snap(page, f"guide-layout-{game}-{size}-{lang}-offer")
    guide.get_by_test_id("guide-start").click()
    table = page.get_by_test_id("table")
    sizes = set()
    steps = overflowing = 0
    while steps < 120 and my_turn_or_over(page):
        expect(guide.get_by_test_id("guide-do")).to_be_visible(timeout=ENGINE_READY_MS)
        where = f"step {steps + 1} ({table.get_attribute('data-phase')})"
        boxes = check(page, where)
        overflowing += check_more_below(page, where)
        panel = boxes["panel"]
        sizes.add((round(panel["x1"] - panel["x0"]), round(panel["y1"] - panel["y0"])))
        if steps in (0, 3) or (steps > 3 and page.get_by_test_id("trick-card").count() >= 2 and steps % 5 == 0):
            snap(page, f"guide-layout-{game}-{size}-{lang}-step{steps + 1}")
        guide.get_by_test_id("guide-do").click()
        steps += 1
    assert steps > 3, steps
    assert len(sizes) == 1, f"the guide's panel changed its size between steps: {sorted(sizes)}"
    if size == "phone":  # the sheet of fixed height: some step's advice is longer than it shows
        assert overflowing, "no step's words overflowed the phone's guide panel: the fade went untested"
    expect(table).to_have_attribute("data-status", re.compile("deal_over|match_over"), timeout=ENGINE_READY_MS)


def addresses_from_elsewhere() -> dict[str, str]:
    """Where a table opens from outside the site: a Maw deal shared from its start, a puzzle (a moment in
    its second trick where seat 0 decides), and an embed's match carried over by "Open in Cardavia"."""
    from cardavia import api, share

    session = api.new_game("maw", 4, seed=5)
    deal = share.make_link(session, 0, 0)

    def trick_cards() -> int:
        trick = session.view(0).get("trick")
        return len(trick["cards"]) if trick else 0

    while not (session.to_act == 0 and trick_cards() > 0 and len(session.log) > 8):
        session.act(session.legal()[0])
    return {"deal": f"#/share/{deal}?level=easy",
            "puzzle": f"#/share/{share.make_link(session, 0, 0, step=len(session.log))}?level=easy",
            "carried": "#/table/maw?save=" + quote(session.save())}


@pytest.mark.parametrize("size", list(SIZES))
def test_the_guides_offer_covers_nothing_on_a_table_opened_from_elsewhere(
    open_page: OpenPage, site_url: str, snap: Snap, size: str
) -> None:
    for kind, address in addresses_from_elsewhere().items():
        lang = "cs" if kind == "puzzle" else "en"
        page = open_site(open_page, site_url, size, address, lang=lang)
        wait_engine_ready(page)
        expect(page.get_by_test_id("guide-offer")).to_be_visible(timeout=ENGINE_READY_MS)
        wait_my_turn(page)
        check(page, f"the offer on a {kind} table")
        snap(page, f"guide-layout-{kind}-{size}-{lang}")
