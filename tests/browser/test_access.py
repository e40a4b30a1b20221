"""A newcomer's first hour: axe finds no serious or critical problem, the keyboard and the guide work.

axe-core (npm, pinned in package.json) is evaluated in the page from node_modules
through the DevTools protocol, so the site's Content-Security-Policy ('self'
scripts only, no inline script) stays as deployed while the check runs. Every page — the
catalogue, a game page with its rules and start form, the card gallery, the statistics,
the settings dialog, the club demo, the embed and the example article — every game's
table, and what follows a deal (its summary, the score sheet, the review) is checked at a
phone (390×844) and a laptop (1366×768).
Then one French Tarot deal is played from the keyboard alone (Tab to the hand,
arrows, Enter), and the first-deal guide is walked once per game.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from .conftest import listen_to_announcer, said
from .test_play import play_deal
from .test_ui_table import ENGINE_READY_MS, FAST, wait_engine_ready, wait_my_turn

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
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


def my_turn_or_over(page: Page, seconds: float = 60) -> bool:
    """Wait for my turn (True) or the end of the deal (False)."""
    table = page.get_by_test_id("table")
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        status = table.get_attribute("data-status")
        if status is not None and status != "playing":  # None: the first view has not arrived yet
            return False
        if table.get_attribute("data-busy") == "false" and table.get_attribute("data-to-act") == "0":
            return True
        page.wait_for_timeout(40)
    raise AssertionError(f"neither my turn nor the end within {seconds} s")


def axe_problems(page: Page) -> list[str]:
    """Serious and critical axe violations of the page as it is now.

    axe is evaluated through the DevTools protocol, which the page's CSP does not
    govern (a script tag would need the network, and the service worker answers
    the page's requests), so the site's own policy stays as deployed.
    """
    if not page.evaluate("() => Boolean(window.axe)"):
        page.evaluate(AXE.read_text(encoding="utf-8"))
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
    found = {"catalogue": axe_problems(page)}
    wait_engine_ready(page)
    pages = [(f"#/game/{game}", f"[data-testid=game-page][data-game={game}] [data-testid=start-form]")
             for game in GAMES]
    pages += [(f"#/cards/{deck}", f"[data-testid=gallery][data-deck={deck}]")
              for deck in ("tarot78", "pack52", "indulgence36")]
    for address, selector in (*pages, ("#/stats", "[data-testid=stats]"), ("#/demo/maw", "[data-testid=demo]")):
        page.evaluate("a => { location.hash = a; }", address)
        expect(page.locator(selector)).to_be_visible()
        found[address] = axe_problems(page)
    page.evaluate("() => { location.hash = '#/'; }")
    page.get_by_test_id("settings-button").click()
    expect(page.get_by_test_id("settings")).to_be_visible()
    found["settings"] = axe_problems(page)
    for other, testid in (("embed.html#/maw?players=4", "table"), ("blog/example.html", "")):
        page.goto(site_url + other)
        if testid:
            wait_engine_ready(page)
            expect(page.get_by_test_id(testid)).to_be_visible()
        found[other] = axe_problems(page)
    assert not any(found.values()), found


@pytest.mark.parametrize("size", list(SIZES))
def test_axe_finds_no_serious_problem_after_a_deal(open_page: OpenPage, site_url: str, snap: Snap, size: str) -> None:
    """The deal summary, the score sheet and the review of the deal, as a player opens them."""
    page = open_site(open_page, site_url, size, "#/play/maw?players=3&seed=2&level=easy")
    wait_engine_ready(page)
    play_deal(page, snap, f"access-after-{size}")
    found = {"summary": axe_problems(page)}
    page.get_by_test_id("summary-scores").click()
    expect(page.get_by_test_id("score-sheet-panel")).to_be_visible()
    found["score sheet"] = axe_problems(page)
    page.keyboard.press("Escape")
    expect(page.get_by_test_id("score-sheet-panel")).to_be_hidden()
    page.get_by_test_id("review-open").click()
    expect(page.get_by_test_id("review")).to_be_visible()
    expect(page.get_by_test_id("review-progress")).to_have_attribute("data-done", "true", timeout=ENGINE_READY_MS)
    page.get_by_test_id("review-step").first.click()
    expect(page.get_by_test_id("review-verdict")).not_to_be_empty()
    found["review"] = axe_problems(page)
    snap(page, f"access-review-{size}")
    assert not any(found.values()), found


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("game", GAMES)
def test_axe_finds_no_serious_problem_at_the_table(
    open_page: OpenPage, site_url: str, snap: Snap, game: str, size: str
) -> None:
    page = open_site(open_page, site_url, size, f"#/play/{game}?seed=2&level=easy")
    wait_engine_ready(page)
    wait_my_turn(page)
    problems = axe_problems(page)
    page.get_by_test_id("last-trick").click() if page.get_by_test_id("last-trick").count() else None
    snap(page, f"access-{game}-{size}")
    assert not problems, problems


@pytest.mark.parametrize("size", list(SIZES))
def test_a_whole_deal_from_the_keyboard_alone(open_page: OpenPage, site_url: str, snap: Snap, size: str) -> None:
    """French Tarot, four players: bid, and every card, with arrows and Enter only.

    Tab is pressed only to reach the table the first time; after that, every turn
    finds the focus already on the hand or the decision buttons.
    """
    page = open_site(open_page, site_url, size, "#/play/french_tarot?players=4&seed=1&level=easy")
    wait_engine_ready(page)
    table = page.get_by_test_id("table")
    controls = ("hand-card", "decision", "confirm-discard")
    moves = 0
    for _ in range(200):
        if not my_turn_or_over(page):
            break
        focused = page.evaluate("() => document.activeElement && document.activeElement.dataset.testid || ''")
        if moves == 0:
            for _ in range(12):
                if focused in controls:
                    break
                page.keyboard.press("Tab")
                focused = page.evaluate("() => document.activeElement.dataset.testid || ''")
            else:
                raise AssertionError("Tab never reached a decision or the hand")
        assert focused in controls, f"move {moves}: the focus is on {focused or 'the page'}, not on the hand"
        if focused == "hand-card":
            # Arrows walk the hand; Enter plays the focused card when it is legal.
            for _ in range(40):
                if page.evaluate("() => document.activeElement.dataset.legal === 'true'"):
                    break
                page.keyboard.press("ArrowRight")
        page.keyboard.press("Enter")
        moves += 1
        page.wait_for_timeout(30)
    assert moves >= 18, moves  # a bid and eighteen cards at least
    # The guide's offer, left unanswered, folded away at the first move; it is offered again next time.
    expect(page.get_by_test_id("guide")).to_be_hidden()
    assert page.evaluate("() => localStorage.getItem('cardavia.guide.french_tarot')") is None
    expect(table).to_have_attribute("data-status", re.compile("deal_over|match_over"), timeout=ENGINE_READY_MS)
    expect(page.get_by_test_id("deal-summary")).to_be_visible()
    page.keyboard.press("Escape")
    expect(page.get_by_test_id("deal-summary")).to_be_hidden()
    snap(page, f"keyboard-deal-over-{size}")
    # The live region told a screen reader what the computer players played and who took the trick.
    said = page.get_by_test_id("announcer").inner_text()
    assert "wins the trick" in said and re.search(r"(Lorenzo|Isabella|Cesare): [A-Z]", said), said


# The review's verdicts, each held back a moment: the review is still drawing itself anew as they come.
SLOW_VERDICTS = """async (ms) => {
  const { testing } = await import("./js/app.js");
  const engine = testing.engine, request = engine.request.bind(engine);
  engine.request = async (op, payload) => {
    if (op === "review") await new Promise((done) => setTimeout(done, ms));
    return request(op, payload);
  };
}"""


def test_the_review_is_walked_from_the_keyboard_and_keeps_its_place(
    open_page: OpenPage, site_url: str, snap: Snap
) -> None:
    """The review drew itself anew at every step and every verdict that came in, so the focus fell to the
    page and a phone's panel jumped: a keyboard user pressed Tab again after each step. Now the control
    used keeps the focus (the step the other way, once a move disables it), the panel its scroll, each
    position and its verdict are said to screen readers, a decision picked in the list brings the board
    back in view, and Escape closes the review for good."""
    page = open_site(open_page, site_url, "phone", "#/play/maw?players=3&seed=2&level=easy")
    page.set_viewport_size({"width": 360, "height": 600})  # a small phone: the review's panel scrolls
    wait_engine_ready(page)
    play_deal(page, snap, "access-review-keys")
    page.evaluate(SLOW_VERDICTS, 1000)
    page.get_by_test_id("review-open").focus()
    listen_to_announcer(page)
    page.keyboard.press("Enter")
    review = page.get_by_test_id("review")
    forward = page.get_by_test_id("review-forward")
    progress = page.get_by_test_id("review-progress")
    expect(forward).to_be_focused()  # the review opens on its first step forward
    # Scrolled back up to read the board while verdicts come in: the panel stays there, the focus too.
    review.evaluate("panel => { panel.scrollTop = 0; }")
    judging = progress.inner_text()
    expect(progress).not_to_have_text(judging)  # a verdict came: the review was drawn again
    assert review.evaluate("panel => panel.scrollTop") == 0
    focused = "() => document.activeElement.dataset.testid"
    assert page.evaluate(focused) == "review-forward"
    for k in range(1, 4):
        page.keyboard.press("Enter")
        expect(review).to_have_attribute("data-at", str(k))
        assert page.evaluate(focused) == "review-forward"
        expect(forward).to_be_in_viewport()
    expect(progress).to_have_attribute("data-done", "true", timeout=ENGINE_READY_MS)
    assert [line for line in said(page) if line.startswith("Position 3 of ")], said(page)
    assert said(page).count(progress.inner_text()) == 1, said(page)  # the count judged, once
    # At the last position Forward and End are off: the focus goes to Back, not to the page.
    page.get_by_test_id("review-end").focus()
    page.keyboard.press("Enter")
    expect(forward).to_be_disabled()
    assert page.evaluate(focused) == "review-back"
    page.keyboard.press("Enter")
    forward.focus()
    page.keyboard.press("Enter")
    expect(forward).to_be_disabled()
    assert page.evaluate(focused) == "review-back"
    # A decision picked in the list: the focus stays on it, the board comes back in view, its verdict is said.
    step = page.get_by_test_id("review-step").first
    step.focus()
    page.keyboard.press("Enter")
    expect(review).to_have_attribute("data-step", step.get_attribute("data-step") or "")
    assert page.evaluate(focused) == "review-step"
    assert review.evaluate("panel => panel.scrollTop") == 0
    verdict = page.get_by_test_id("review-verdict").inner_text()
    assert any(line.endswith(verdict) for line in said(page)), said(page)
    snap(page, "access-review-keys-phone")
    # Escape while verdicts are still coming in: the review is gone for good, the deal's summary is back.
    page.keyboard.press("Escape")
    expect(review).to_be_hidden()
    page.get_by_test_id("review-open").click()
    expect(progress).not_to_have_attribute("data-done", "true")
    page.keyboard.press("Escape")
    expect(review).to_be_hidden()
    expect(page.get_by_test_id("deal-summary")).to_be_visible()
    page.wait_for_timeout(2500)  # two more verdicts would have come by now
    expect(review).to_be_hidden()
    # An engine that fails to judge: the review says so, once.
    page.evaluate("""async () => {
      const { testing } = await import("./js/app.js");
      testing.engine.request = async (op) => { throw new Error(`${op} failed for the test`); };
    }""")
    page.get_by_test_id("review-open").click()
    expect(page.get_by_test_id("review-problem")).to_have_text("replay failed for the test")
    assert said(page).count("replay failed for the test") == 1, said(page)


def test_the_live_region_is_in_the_page_before_its_first_words(open_page: OpenPage, site_url: str) -> None:
    """A screen reader reads a live region's changes, and a region that appears with its first text is
    often not read: the page puts it in place, empty, when it starts, and the table speaks into it."""
    page = open_site(open_page, site_url, "phone", "#/")
    announcer = page.get_by_test_id("announcer")
    expect(announcer).to_be_attached()
    assert announcer.inner_text() == ""
    announcer.evaluate("region => { region.dataset.placedAtStart = 'yes'; }")
    page.evaluate("() => { location.hash = '#/play/maw?seed=2&level=easy'; }")
    wait_engine_ready(page)
    wait_my_turn(page)
    expect(announcer).to_contain_text("Your turn")
    assert announcer.get_attribute("data-placed-at-start") == "yes"
    expect(page.get_by_test_id("announcer")).to_have_count(1)


def test_the_guide_is_started_and_followed_from_the_keyboard(open_page: OpenPage, site_url: str) -> None:
    """The guide's panel drew its next words over the button just pressed, and the focus fell to the page:
    Start, from the keyboard, left a keyboard user nowhere. Now the focus waits on the panel and goes to
    the suggestion's button once it is there (after each suggestion played, too), a focus on Stop stays
    there, and Stop hands it to the bar's Guide button, which opens the guide again."""
    page = open_site(open_page, site_url, "desktop", "#/play/maw?seed=4&level=easy")
    wait_engine_ready(page)
    guide = page.get_by_test_id("guide")
    guide.get_by_test_id("guide-start").focus()
    page.keyboard.press("Enter")
    expect(guide.get_by_test_id("guide-do")).to_be_focused(timeout=ENGINE_READY_MS)
    cards = page.locator("[data-testid=hand-card]")
    held = cards.count()
    page.keyboard.press("Enter")  # the suggestion is played
    expect(cards).to_have_count(held - 1)
    wait_my_turn(page)
    expect(guide.get_by_test_id("guide-do")).to_be_focused()  # and the next one is ready for Enter
    # On Stop, the focus stays there while the others play and the next suggestion comes (it went to the
    # suggestion's button, where Enter plays a card instead of stopping).
    stop = guide.get_by_test_id("guide-stop")
    stop.focus()
    guide.get_by_test_id("guide-do").dispatch_event("click")  # a pointer's play: the focus stays where it is
    expect(cards).to_have_count(held - 2)
    wait_my_turn(page)
    expect(guide.get_by_test_id("guide-do")).to_be_visible()
    expect(stop).to_be_focused()
    page.keyboard.press("Enter")
    expect(guide).to_be_hidden()
    expect(page.get_by_test_id("guide-button")).to_be_focused()


# Each game's guide walked once, in one of the two languages, at phone or laptop size
# (the engine's tests read every guide text in both languages).
GUIDE_WALKS = {"french_tarot": ("cs", "desktop"), "renaissance_tarot": ("en", "desktop"), "maw": ("cs", "phone"),
               "triumph": ("en", "phone"), "indulgence": ("en", "desktop")}


@pytest.mark.parametrize("game", GAMES)
def test_the_first_deal_guide_walks_a_deal_once(open_page: OpenPage, site_url: str, snap: Snap, game: str) -> None:
    lang, size = GUIDE_WALKS[game]
    page = open_site(open_page, site_url, size, f"#/play/{game}?seed=4&level=easy", lang=lang)
    wait_engine_ready(page)
    guide = page.get_by_test_id("guide")
    expect(guide.get_by_test_id("guide-offer")).to_be_visible(timeout=ENGINE_READY_MS)
    guide.get_by_test_id("guide-start").click()
    expect(guide.get_by_test_id("guide-what")).to_be_visible(timeout=ENGINE_READY_MS)
    expect(guide.get_by_test_id("guide-do")).to_contain_text({"cs": "Udělej to", "en": "Do it"}[lang])
    snap(page, f"guide-{game}-{lang}-{size}")
    steps = 0
    table = page.get_by_test_id("table")
    while steps < 120 and my_turn_or_over(page):
        expect(guide.get_by_test_id("guide-what")).not_to_be_empty()
        expect(guide.get_by_test_id("guide-why")).not_to_be_empty()
        guide.get_by_test_id("guide-do").click()
        steps += 1
    assert steps > 0
    expect(table).to_have_attribute("data-status", re.compile("deal_over|match_over"), timeout=ENGINE_READY_MS)
    # Its last words are in the deal's summary, not behind it.
    expect(page.get_by_test_id("deal-summary").get_by_test_id("guide-done")).to_be_visible(timeout=ENGINE_READY_MS)
    expect(guide).to_be_hidden()
    snap(page, f"guide-{game}-{lang}-{size}-done")
    assert page.evaluate(f"() => localStorage.getItem('cardavia.guide.{game}')") == "done"
    # Opened again: the guide does not come back by itself.
    page.reload()
    wait_engine_ready(page)
    expect(page.get_by_test_id("table")).to_be_visible()
    expect(page.get_by_test_id("guide")).to_be_hidden()
    # Asked for, it comes back: the Guide button (behind the deal's summary) opens it again. The
    # reopened match's view arrives after the table is drawn: its summary shows then, not at once.
    expect(table).to_have_attribute("data-status", re.compile("deal_over|match_over"), timeout=ENGINE_READY_MS)
    expect(page.get_by_test_id("deal-summary")).to_be_visible()
    page.keyboard.press("Escape")
    expect(page.get_by_test_id("deal-summary")).to_be_hidden()
    page.get_by_test_id("guide-button").click()
    expect(page.get_by_test_id("guide-next")).to_be_visible()  # it walks the next deal


@pytest.mark.parametrize("size", list(SIZES))
def test_the_mended_table_and_the_guide_in_czech(open_page: OpenPage, site_url: str, snap: Snap, size: str) -> None:
    """Czech at both sizes: the guide's first step, the Indulgence key, the summary with the seats' names."""
    page = open_site(open_page, site_url, size, "#/play/indulgence?seed=2&level=easy", lang="cs")
    wait_engine_ready(page)
    wait_my_turn(page)
    expect(page.get_by_test_id("public-families")).to_contain_text("Medici")
    expect(page.get_by_test_id("prompt")).to_contain_text("všechno zakázané")
    page.get_by_test_id("guide-start").click()
    expect(page.get_by_test_id("guide-what")).to_contain_text("Hřích")
    expect(page.get_by_test_id("guide-do")).to_contain_text("Udělej to")
    snap(page, f"guide-indulgence-cs-{size}")
    assert not axe_problems(page)
    expect(page.get_by_test_id("to-rules")).to_have_text("Pravidla")
    # Switching the language at the table relabels the whole bar, the rules link too.
    page.get_by_test_id("settings-button").click()
    page.get_by_test_id("setting-lang").select_option("en")
    close = page.get_by_test_id("settings-close-top")
    expect(close).to_be_in_viewport()
    close.click()
    expect(page.get_by_test_id("to-rules")).to_have_text("Rules")
    expect(page.get_by_test_id("guide-button")).to_have_text("Guide")
    # The guide's step and a hint shown before the switch are worded again in English.
    expect(page.get_by_test_id("guide-what")).to_contain_text("Sin:")
    expect(page.get_by_test_id("guide-do")).to_contain_text("Do it")


@pytest.mark.parametrize("size", list(SIZES))
def test_a_hint_says_why_in_plain_words(open_page: OpenPage, site_url: str, snap: Snap, size: str) -> None:
    """French Tarot in Czech: the hint at a card play names what the card does, not only a cost."""
    page = open_site(open_page, site_url, size, "#/play/french_tarot?players=4&seed=1&level=easy", lang="cs")
    wait_engine_ready(page)
    page.get_by_test_id("guide-no").click()
    table = page.get_by_test_id("table")
    for _ in range(60):
        assert my_turn_or_over(page)
        if table.get_attribute("data-phase") == "play" and page.locator("[data-testid=trick-card]").count():
            break
        page.locator("[data-testid=decision]:visible, [data-testid=confirm-discard]:visible:enabled,"
                     " [data-testid=hand-card][data-legal=true]:not(.picked):visible").first.click()
    else:
        raise AssertionError("no card to play to a trick in progress")
    page.get_by_test_id("hint").click()
    message = page.get_by_test_id("message")
    expect(message).to_contain_text("Nápověda", timeout=ENGINE_READY_MS)
    said = message.inner_text()
    # A motive of the position (the trick, a partner, the cards kept), in the glossary's words.
    assert re.search(r"zdvih|spoluhráč|trumf|Škýz|nejméně cennou", said), said
    assert not re.search(r"\d+ ?%|štych|Blázen|[CDSBT]\d{1,2}\b|[CDSB][AJNQK]\b", said), said
    snap(page, f"hint-french-tarot-cs-{size}")


def test_the_header_follows_the_language_of_the_address(open_page: OpenPage, site_url: str) -> None:
    """?lang= in the address switches the site's chrome too, on a first load and on a change of address."""
    page = open_page(390, 844, url=site_url + "#/game/maw?lang=cs")
    header = page.get_by_test_id("header")
    expect(header).to_contain_text("Katalog")
    expect(page.get_by_test_id("settings-button")).to_have_text("Nastavení")
    page.evaluate("() => { location.hash = '#/?lang=en'; }")
    expect(page.get_by_test_id("catalogue")).to_be_visible()
    expect(header).to_contain_text("Catalogue")
    expect(page.locator("footer")).to_contain_text("Historical trick-taking games")
    page.evaluate("() => { location.hash = '#/game/triumph?lang=cs'; }")
    expect(page.get_by_test_id("game-page")).to_be_visible()
    expect(header).to_contain_text("Katalog")
    expect(header).to_contain_text("Statistiky")
    expect(page.locator("footer")).to_contain_text("Historické zdvihové karetní hry")
    assert page.evaluate("() => document.documentElement.lang") == "cs"


# Counts the tones sound.js starts, by their first frequency (card 320 Hz, trick 520 Hz, turn 880 Hz).
COUNT_TONES = """
window.__tones = [];
const setValue = AudioParam.prototype.setValueAtTime;
AudioParam.prototype.setValueAtTime = function (value, time) {
  if (this.__first === undefined) this.__first = value;
  return setValue.call(this, value, time);
};
const start = OscillatorNode.prototype.start;
OscillatorNode.prototype.start = function (...args) {
  window.__tones.push(this.frequency.__first);
  return start.apply(this, args);
};
"""
TONES = {"card": 320, "trick": 520, "turn": 880}


def test_sound_is_off_by_default_and_one_switch_plays_cards_tricks_and_turns(
    open_page: OpenPage, site_url: str
) -> None:
    width, height = SIZES["desktop"]
    page = open_page(width, height)
    page.add_init_script(COUNT_TONES)
    page.goto(site_url + "?speed=off&pause=0&lang=en&guide=0#/play/maw?players=4&seed=3&level=easy")
    wait_engine_ready(page)
    legal = page.locator("[data-testid=hand-card][data-legal=true]:visible")
    passes = page.locator("[data-testid=decision][data-action=pass]:visible")

    def play_cards(count: int) -> None:
        """Play ``count`` cards, the first legal each time; a trick is completed between two of them."""
        played = 0
        while played < count:
            assert my_turn_or_over(page), "the deal ended too soon"
            if passes.count():
                passes.first.click()
                continue
            legal.first.click(position={"x": 7, "y": 12})
            played += 1
        assert my_turn_or_over(page)

    play_cards(2)
    assert page.evaluate("() => window.__tones") == [], "sound played although it is off by default"
    page.get_by_test_id("settings-button").click()
    switch = page.get_by_test_id("setting-sound")
    expect(switch).not_to_be_checked()
    switch.check()
    page.get_by_test_id("settings-close").click()
    play_cards(2)
    tones = page.evaluate("() => window.__tones")
    for kind, hz in TONES.items():
        assert hz in tones, f"no {kind} sound: {tones}"
