"""After the deal, in the browser: the review with the engine's verdict, undo in practice,
a shared deal opened in a fresh browser, and statistics that survive a reload and a file round trip.

Maw is used throughout: its deal is five tricks, so each test plays a whole deal quickly.
Screenshots at desktop and phone size, in cs and en, go to test-artifacts/.
"""

from __future__ import annotations

import base64
import json
import re
from pathlib import Path

import catalogues  # tools/catalogues.py (tests/conftest.py puts tools/ on the path)
import pytest
from playwright.sync_api import FileChooser, Locator, Page, expect

from .conftest import listen_to_announcer, said, wait_until
from .test_play import SIZES, OpenPage, Snap, make_ai_fast, play_deal, wait_engine_ready


def start(page: Page, site_url: str, query: str) -> None:
    page.goto(f"{site_url}#/play/maw?level=easy&{query}")
    wait_engine_ready(page)
    expect(page.get_by_test_id("table")).to_be_visible()


def hand(page: Page) -> list[str]:
    cards = page.locator("[data-testid=hand-card]")
    return [cards.nth(k).get_attribute("data-card") or "" for k in range(cards.count())]


def fast_page(open_page: OpenPage, site_url: str, size: str = "desktop") -> Page:
    page = open_page(*SIZES[size], url=site_url)
    make_ai_fast(page)
    return page


@pytest.mark.parametrize(("size", "lang"), [("desktop", "en"), ("phone", "cs")])
def test_review_a_finished_deal_and_jump_to_the_costliest_decision(
    open_page: OpenPage, site_url: str, snap: Snap, size: str, lang: str
) -> None:
    page = fast_page(open_page, site_url, size)
    start(page, site_url, f"seed=12&lang={lang}")
    play_deal(page, snap, f"after-review-{size}-{lang}")
    page.get_by_test_id("review-open").click()
    review = page.get_by_test_id("review")
    expect(review).to_be_visible()
    expect(page.get_by_test_id("review-progress")).to_have_attribute("data-done", "true", timeout=60_000)
    steps = page.get_by_test_id("review-step")
    assert steps.count() >= 1
    # All hands open: every seat's hand is drawn in the first position.
    expect(page.get_by_test_id("review-hand-1").locator(".mini-card").first).to_be_visible()
    losses = [float(steps.nth(k).get_attribute("data-loss") or 0) for k in range(steps.count())]
    worst = max(range(len(losses)), key=lambda k: losses[k])
    worst_step = steps.nth(worst).get_attribute("data-step")
    page.get_by_test_id("review-costliest").click() if max(losses) > 0 else steps.nth(worst).click()
    expect(review).to_have_attribute("data-step", worst_step or "")
    expect(page.get_by_test_id("review-verdict")).not_to_be_empty()
    snap(page, f"after-review-costliest-{size}-{lang}")
    # Forward and back move one position.
    at = int(review.get_attribute("data-at") or 0)
    page.get_by_test_id("review-forward").click()
    expect(review).to_have_attribute("data-at", str(at + 1))
    page.get_by_test_id("review-back").click()
    expect(review).to_have_attribute("data-at", str(at))
    if size != "desktop":
        page.get_by_test_id("review-close").click()
        expect(review).to_be_hidden()
        return
    # The costliest decision as a puzzle: a friend opens the position and must decide.
    page.get_by_test_id("review-puzzle").click()
    puzzle = page.get_by_test_id("puzzle-link").input_value()
    cards_then = page.get_by_test_id("review-hand-0").locator(".mini-card").count()
    page.get_by_test_id("review-close").click()
    expect(review).to_be_hidden()
    friend = fast_page(open_page, site_url)
    friend.goto(puzzle)
    wait_engine_ready(friend)
    expect(friend.get_by_test_id("shared-note")).to_be_visible()
    expect(friend.get_by_test_id("table")).to_have_attribute("data-to-act", "0")
    expect(friend.locator("[data-testid=hand-card]")).to_have_count(cards_then)
    snap(friend, "after-puzzle-desktop-en")


def test_a_review_open_while_the_language_changes_speaks_the_new_one(
    open_page: OpenPage, site_url: str, snap: Snap
) -> None:
    """The settings dialog opens over the review, which stays open beneath it: a language chosen there
    words the review again at once, its buttons and the engine's verdict too (the table leaves the
    review's overlay to the review, so it must be told)."""
    page = fast_page(open_page, site_url, "phone")
    start(page, site_url, "seed=12&lang=en")
    play_deal(page, snap, "after-review-relabel-phone-en")
    page.get_by_test_id("review-open").click()
    review = page.get_by_test_id("review")
    expect(page.get_by_test_id("review-progress")).to_have_attribute("data-done", "true", timeout=60_000)
    page.get_by_test_id("review-step").first.click()
    verdict = page.get_by_test_id("review-verdict")
    expect(verdict).not_to_be_empty()
    english = verdict.inner_text()
    expect(page.get_by_test_id("review-forward")).to_have_text("Forward")
    page.get_by_test_id("settings-button").click()
    page.get_by_test_id("setting-lang").select_option("fr")
    page.get_by_test_id("settings-close-top").click()
    expect(review).to_be_visible()
    expect(page.get_by_test_id("review-forward")).to_have_text("Suivant")
    expect(review.locator("h3")).to_have_text("Vos décisions")
    expect(verdict).not_to_have_text(english)
    snap(page, "after-review-relabel-phone-fr")


def test_undo_twice_in_practice(open_page: OpenPage, site_url: str, snap: Snap) -> None:
    page = fast_page(open_page, site_url)
    start(page, site_url, "seed=10")
    table = page.get_by_test_id("table")
    undo = page.get_by_test_id("undo")
    expect(undo).to_be_hidden()  # practice is off by default
    page.get_by_test_id("practice").check()
    expect(undo).to_be_visible()
    hands: list[list[str]] = []
    for _ in range(2):
        expect(table).to_have_attribute("data-to-act", "0", timeout=30_000)
        expect(table).to_have_attribute("data-busy", "false")
        hands.append(hand(page))
        page.locator("[data-testid=hand-card][data-legal=true]").first.click(position={"x": 7, "y": 12})
        expect(page.locator("[data-testid=hand-card]")).to_have_count(len(hands[-1]) - 1)
    for expected in reversed(hands):
        expect(table).to_have_attribute("data-busy", "false")
        undo.click()
        expect(page.locator("[data-testid=hand-card]")).to_have_count(len(expected))
        expect(table).to_have_attribute("data-to-act", "0")
        assert hand(page) == expected
    snap(page, "after-undo-desktop-en")
    saved = json.loads(json.loads(page.evaluate("localStorage.getItem('cardavia.save.maw')"))["save"])
    assert saved["undo_used"] is True and saved["practice"] is True
    page.get_by_test_id("score-sheet").click()
    expect(page.get_by_test_id("undo-mark")).to_be_visible()


def test_a_shared_deal_opens_with_the_same_hand_in_a_fresh_browser(
    open_page: OpenPage, site_url: str, snap: Snap
) -> None:
    page = fast_page(open_page, site_url)
    start(page, site_url, "seed=44&lang=cs")
    expect(page.locator("[data-testid=hand-card]").first).to_be_visible()
    first_hand = hand(page)
    play_deal(page, snap, "after-share-sharer")
    page.get_by_test_id("share-deal").click()
    link = page.get_by_test_id("share-link")
    expect(link).to_have_value(re.compile(r"#/share/[A-Za-z0-9_-]+\?level=easy$"))
    url = link.input_value()
    snap(page, "after-share-link-desktop-cs")
    # A fresh browser context: no storage shared with the sharer.
    friend = open_page(*SIZES["phone"], url=site_url)
    make_ai_fast(friend)
    friend.goto(url)
    wait_engine_ready(friend)
    expect(friend.get_by_test_id("table")).to_be_visible()
    expect(friend.locator("[data-testid=hand-card]").first).to_be_visible()
    assert hand(friend) == first_hand
    expect(friend.get_by_test_id("shared-note")).to_be_visible()
    play_deal(friend, snap, "after-share-friend-phone")
    expect(friend.get_by_test_id("duplicate")).to_be_visible()
    snap(friend, "after-share-duplicate-phone-en")


def test_a_tampered_shared_link_shows_a_clear_error(open_page: OpenPage, site_url: str) -> None:
    page = open_page(url=f"{site_url}#/share/eyJ2Ijo5fQ")
    wait_engine_ready(page)
    expect(page.get_by_test_id("error-message")).to_contain_text(re.compile("shared link|sdílený odkaz"))


def test_statistics_survive_a_reload_and_an_export_import_round_trip(
    open_page: OpenPage, site_url: str, snap: Snap, tmp_path: Path
) -> None:
    page = fast_page(open_page, site_url)
    start(page, site_url, "seed=53")
    play_deal(page, snap, "after-stats-deal")
    page.goto(f"{site_url}#/stats")
    row = page.get_by_test_id("stats-row-maw")
    expect(row).to_be_visible()
    expect(row.get_by_test_id("stats-deals")).to_have_text("1")
    page.reload()
    expect(page.get_by_test_id("stats-row-maw").get_by_test_id("stats-deals")).to_have_text("1")
    with page.expect_download() as download:
        page.get_by_test_id("stats-export").click()
    file = tmp_path / "history.json"
    download.value.save_as(file)
    assert json.loads(file.read_text())["format"] == "cardavia-stats"
    page.once("dialog", lambda dialog: dialog.accept())
    page.get_by_test_id("stats-reset").click()
    expect(page.get_by_test_id("stats-row-maw")).to_be_hidden()
    expect(page.get_by_test_id("stats-message")).to_have_text("The statistics were reset.")
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "cardavia-stats", "version": 1, "matches": {"x": 1}}')
    page.get_by_test_id("stats-import").set_input_files(bad)
    expect(page.get_by_test_id("stats-message")).to_contain_text("not a Cardavia history")
    expect(page.get_by_test_id("stats-row-maw")).to_be_hidden()
    page.get_by_test_id("stats-import").set_input_files(file)
    expect(page.get_by_test_id("stats-row-maw").get_by_test_id("stats-deals")).to_have_text("1")
    snap(page, "after-stats-desktop-en")
    page.set_viewport_size({"width": 360, "height": 740})
    page.goto(f"{site_url}#/stats?lang=cs")
    expect(page.get_by_test_id("stats-row-maw")).to_be_visible()
    snap(page, "after-stats-phone-cs")


def centre(locator: Locator) -> tuple[float, float]:
    box = locator.bounding_box()
    assert box is not None
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


@pytest.mark.parametrize(
    ("language", "average", "best"), [("en", "−2.4", "2.5"), ("cs", "−2,4", "2,5"), ("fr", "−2,4", "2,5")]
)
def test_the_statistics_page_writes_its_numbers_and_its_import_button_in_the_pages_language(
    open_page: OpenPage, site_url: str, snap: Snap, tmp_path: Path, language: str, average: str, best: str
) -> None:
    """The average and the best score as the page's language writes them (a decimal comma in Czech and
    French), and the import button in its words: the file input's own button, which speaks the
    browser's language, is not drawn, yet a key press on it still opens the file chooser."""
    record = {"game": "maw", "players": 4, "finished": True, "deals": 1, "won": False, "taken": 0, "made": 0,
              "undo_used": False, "saved": 1}
    matches = {f"maw/4/{seed}": {**record, "seed": seed, "scores": [x], "total": x}
               for seed, x in (("1", 2.5), ("2", -7.25))}
    file = tmp_path / "history.json"
    file.write_text(json.dumps({"format": "cardavia-stats", "version": 1, "matches": matches}))
    page = open_page(360, 740, url=f"{site_url}?lang={language}#/stats")
    choosers: list[FileChooser] = []
    # Intercepted from now on: turned on just before the click, a chooser is now and then missed.
    page.on("filechooser", lambda chooser: choosers.append(chooser))
    pick = page.get_by_test_id("stats-import")
    message = page.get_by_test_id("stats-message")
    listen_to_announcer(page)
    pick.focus()  # a click or a key press on it would have focused it; set_input_files does not
    pick.set_input_files(file)
    expect(message).to_contain_text("2")  # imported: the history is drawn again
    # The message is said to a screen reader too; the input is emptied, and the same file chosen again
    # gives the same message, said again (a live region whose words do not change is not read again).
    assert pick.input_value() == ""
    pick.set_input_files(file)
    wait_until(page, lambda: said(page) == [message.inner_text()] * 2, 5, f"said: {said(page)}")
    cells = page.get_by_test_id("stats-row-maw").locator("td")
    expect(cells).to_have_count(8)
    assert cells.all_inner_texts()[3:5] == [average, "–"] and cells.all_inner_texts()[5] == best
    label = page.locator("label.file-pick")
    english = "Import (file)"
    words = catalogues.read(catalogues.LOCALE / f"{language}.po").get(english, context="page:stats.import")
    assert words is not None and isinstance(words.string, str)
    expect(label).to_have_text(words.string)
    assert pick.evaluate("input => getComputedStyle(input).opacity") == "0"
    # A click anywhere inside the label's border picks a file (both boxes read at once: the page may scroll).
    inside = pick.evaluate("""input => {
      const outer = input.parentElement.getBoundingClientRect(), inner = input.getBoundingClientRect();
      const border = parseFloat(getComputedStyle(input.parentElement).borderTopWidth);
      return [inner.left - outer.left, outer.right - inner.right, inner.top - outer.top, outer.bottom - inner.bottom]
        .every((gap) => Math.abs(gap - border) < 0.5);
    }""")
    assert inside
    # The history is drawn again after an import, and the focus stays on the control used.
    assert pick.evaluate("input => input === document.activeElement")
    # No ring without the focus; when the keyboard brings it, the label shows it, and Enter opens the chooser.
    pick.evaluate("input => input.blur()")
    outline = "label => getComputedStyle(label).outlineStyle"
    assert label.evaluate(outline) == "none"
    page.get_by_test_id("stats-export").focus()
    page.keyboard.press("Tab")
    assert pick.evaluate("input => input === document.activeElement")
    assert label.evaluate(outline) == "solid"
    page.keyboard.press("Enter")
    wait_until(page, lambda: len(choosers) >= 1, 5, "Enter on the import button opened no file chooser")
    # A click on the label's words picks a file too.
    wait_engine_ready(page)  # the loading bar above goes, and the page moves up: measure after
    expect(page.get_by_test_id("engine-progress")).to_be_hidden()
    page.mouse.click(*centre(label))
    wait_until(page, lambda: len(choosers) >= 2, 5, "a click on the import button opened no file chooser")
    assert [c.element.evaluate("input => input.dataset.testid") for c in choosers] == ["stats-import"] * 2
    snap(page, f"stats-numbers-phone-{language}")


def test_a_share_link_nested_3000_levels_deep_is_refused_and_the_engine_goes_on(
    open_page: OpenPage, site_url: str
) -> None:
    """Issue #28 item 2: 8 KB of nesting in a link was a Pyodide fatal error (the token bypassed the
    engine's depth guard); now it is a clear link error and the same engine opens a game after it."""
    raw = '{"v":1,"game":"maw","log":' + "[" * 3000 + "]" * 3000 + "}"
    token = base64.urlsafe_b64encode(raw.encode()).decode().rstrip("=")
    page = open_page(url=f"{site_url}#/share/{token}")
    wait_engine_ready(page)
    expect(page.get_by_test_id("error-message")).to_contain_text(re.compile("shared link|sdílený odkaz"))
    reply = page.evaluate("""async () => {
      const { testing } = await import("./js/app.js");
      return (await testing.engine.request("new_game", { game: "maw", seed: 1 })).ok;
    }""")
    assert reply is True  # and no console error: the fixture fails a test that logs one
