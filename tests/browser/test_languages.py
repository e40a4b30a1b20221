"""The engine speaks one language at a time (#30): switching language at a table redraws it in the new
language at once, with every move kept, though each reply carries the words of one language only."""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import Page, expect

from .test_ui_table import FAST, click_card, hand, start, wait_engine_ready, wait_my_turn

OpenPage = Callable[..., Page]

# Words of this Maw table in each language: the turned card's label (the engine's) and the page's own.
TURNED = {"en": "Turned card", "cs": "Otočená karta"}


def choose_language(page: Page, lang: str) -> None:
    page.get_by_test_id("settings-button").click()
    page.get_by_test_id("setting-lang").select_option(lang)
    page.get_by_test_id("settings-close").click()
    expect(page.get_by_test_id("settings")).to_be_hidden()


def table_state(page: Page) -> dict[str, object]:
    """What the moves made: the hand, the trick on the felt, whose turn, the tricks each seat took."""
    state: dict[str, object] = page.evaluate("""() => ({
        trick: [...document.querySelectorAll("[data-testid=trick-card]")].map((c) => c.dataset.card),
        toAct: document.querySelector("[data-testid=table]").dataset.toAct,
        seats: [...document.querySelectorAll(".seat .stat")].map((s) => s.textContent.replace(/\\D+/g, " ").trim()),
    })""")
    state["hand"] = hand(page)
    return state


def test_switching_language_mid_deal_redraws_the_table_and_keeps_the_moves(open_page: OpenPage, site_url: str) -> None:
    page = open_page(1366, 768, url=site_url + FAST)
    wait_engine_ready(page)
    start(page, "#/play/maw?players=4&seed=2&level=easy")
    click_card(page)
    click_card(page)
    wait_my_turn(page)
    played = table_state(page)
    prompt = page.get_by_test_id("prompt").text_content()
    expect(page.get_by_test_id("public")).to_contain_text(TURNED["en"])

    for lang, other in (("cs", "en"), ("en", "cs")):
        choose_language(page, lang)
        expect(page.locator("html")).to_have_attribute("lang", lang)
        expect(page.get_by_test_id("public")).to_contain_text(TURNED[lang])
        expect(page.get_by_test_id("public")).not_to_contain_text(TURNED[other])
        wait_my_turn(page)
        assert table_state(page) == played
    assert page.get_by_test_id("prompt").text_content() == prompt

    # Czech again: the prompt is the engine's Czech, and the deal plays on from where it was.
    choose_language(page, "cs")
    expect(page.get_by_test_id("prompt")).not_to_have_text(prompt or "")
    expect(page.get_by_test_id("public")).to_contain_text(TURNED["cs"])
    before = hand(page)
    card = click_card(page)
    wait_my_turn(page)
    assert card not in hand(page) and set(hand(page)) == set(before) - {card}
    expect(page.get_by_test_id("public")).to_contain_text(TURNED["cs"])
