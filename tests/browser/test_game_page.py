"""A game's page (#31): Start in the first screen, the rule options folded, the embed panel uncovered;
what each level of computer players does and wins, measured (#29).

At a phone (390×844) and a laptop (1366×768), for every game, the Start button lies within the
first viewport before any scrolling; the rule options are folded behind their own control, which
says in one line what they are set to, and open on a click. The "Embed this game" panel, opened
and scrolled to, is not under the start form (Maw's long form at 1366 and 1920 px).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import catalogues  # tools/catalogues.py (tests/conftest.py puts tools/ on the path)
import pytest
from playwright.sync_api import Page, expect

from cardavia.ai.level_words import level_words

from .conftest import ARTIFACTS
from .test_access import GAMES, SIZES, open_site
from .test_ui_table import wait_engine_ready

Snap = Callable[[Page, str], Path]
OpenPage = Callable[..., Page]

BOX = "el => { const r = el.getBoundingClientRect(); return {x0: r.left, y0: r.top, x1: r.right, y1: r.bottom}; }"


def overlap(a: dict[str, Any], b: dict[str, Any]) -> bool:
    return bool(a["x0"] < b["x1"] and b["x0"] < a["x1"] and a["y0"] < b["y1"] and b["y0"] < a["y1"])


@pytest.mark.parametrize("size", list(SIZES))
def test_start_is_in_the_first_screen_for_every_game(open_page: OpenPage, site_url: str, snap: Snap, size: str) -> None:
    width, height = SIZES[size]
    for lang in ("en", "cs"):
        page = open_site(open_page, site_url, size, "#/", lang=lang)
        wait_engine_ready(page)
        for game in GAMES:
            page.evaluate("a => { location.hash = a; }", f"#/game/{game}")
            form = page.locator(f"[data-testid=game-page][data-game={game}] [data-testid=start-form]")
            expect(form).to_be_visible()
            page.evaluate("() => window.scrollTo(0, 0)")
            start = form.get_by_test_id("start").evaluate(BOX)
            assert start["y1"] <= height and start["x1"] <= width, f"{game} {lang}: Start at {start}"
            folded = form.get_by_test_id("rule-options")
            expect(folded).not_to_have_attribute("open", "")
            expect(folded.get_by_test_id("rule-options-now")).not_to_be_empty()
            first = form.locator(".rule-options .field.option").first
            expect(first).to_be_hidden()
            ARTIFACTS.mkdir(exist_ok=True)  # the first screen, as a visitor sees it before scrolling
            page.screenshot(path=str(ARTIFACTS / f"game-page-{game}-{size}-{lang}.png"))
            folded.locator("summary").click()
            expect(first).to_be_visible()
            if game == "renaissance_tarot" and lang == "en":
                # The line follows the form: a variant switched on is named, "no variants" goes.
                now = folded.get_by_test_id("rule-options-now")
                expect(now).to_contain_text("no variants")
                form.get_by_test_id("option-talon_draw").select_option(label="Yes")
                expect(now).to_contain_text("Draw from the talon")
                expect(now).not_to_contain_text("no variants")
                snap(page, f"game-page-{game}-{size}-{lang}-options")


@pytest.mark.parametrize("width", [1366, 1920])
def test_the_embed_panel_is_not_under_the_start_form(open_page: OpenPage, site_url: str, width: int) -> None:
    page = open_page(width, 1080 if width > 1366 else 768, url=site_url + "?lang=en#/game/maw")
    form = page.get_by_test_id("start-form")
    expect(form).to_be_visible()
    folded = form.get_by_test_id("rule-options").locator("summary")
    if folded.count():
        folded.click()  # the longest form
    panel = page.get_by_test_id("embed-panel")
    panel.locator("summary").click()
    snippet = page.get_by_test_id("embed-snippet")
    expect(snippet).to_be_visible()
    for where in ("start", "center", "end"):
        snippet.evaluate(f"el => el.scrollIntoView({{block: '{where}'}})")
        boxes = {name: el.evaluate(BOX) for name, el in
                 (("form", form), ("panel", panel), ("snippet", snippet), ("copy", page.get_by_test_id("embed-copy")))}
        for name in ("panel", "snippet", "copy"):
            assert not overlap(boxes["form"], boxes[name]), f"{width} px, at {where}: the form covers the {name}"
    page.screenshot(path=str(ARTIFACTS / f"game-page-embed-panel-{width}.png"))  # scrolled to the snippet
    page.goto(site_url + "?lang=cs#/game/maw")  # the same panel in Czech, opened as it was left
    czech = page.get_by_test_id("embed-panel")
    if not czech.evaluate("el => el.open"):
        czech.locator("summary").click()
    expect(page.get_by_test_id("embed-snippet")).to_be_visible()
    page.get_by_test_id("embed-snippet").evaluate("el => el.scrollIntoView({block: 'center'})")
    page.screenshot(path=str(ARTIFACTS / f"game-page-embed-panel-{width}-cs.png"))


@pytest.mark.parametrize("size", list(SIZES))
def test_the_page_says_what_the_chosen_level_does_and_wins(
    open_page: OpenPage, site_url: str, snap: Snap, size: str
) -> None:
    """Under Start, the engine's sentence for the chosen level, its measured gain in the page's numbers;
    it follows the list and the language, and the list names it as its description."""
    for lang in catalogues.languages():
        page = open_site(open_page, site_url, size, "#/game/maw", lang=lang)
        words = page.get_by_test_id("level-words")
        level = page.get_by_test_id("level")
        expect(level).to_have_attribute("aria-describedby", "level-words")
        expect(words).to_have_text(level_words("maw")["normal"][lang])
        decimal = "0,2" if lang in ("cs", "fr") else "0.2"
        expect(words).to_contain_text(decimal)  # normal against easy: 0.20 chips a deal (bench/results)
        start = page.get_by_test_id("start").evaluate(BOX)
        assert start["y1"] <= SIZES[size][1], f"{lang}: the sentence pushed Start out of the first screen"
        level.select_option("strong")
        expect(words).to_have_text(level_words("maw")["strong"][lang])
        snap(page, f"game-page-level-words-{size}-{lang}")
        level.select_option("easy")
        expect(words).to_have_text(level_words("maw")["easy"][lang])
