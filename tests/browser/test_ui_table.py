"""The table for real players: every hand fits, and the rarer decisions work by clicking.

A person's view of the table at a phone (360×740), a laptop (1366×768) and a
club's big screen (1920×1080): every card of the biggest hands (French Tarot
three-handed with the chien: 30 cards; Renaissance Tarot two-handed: 39) lies
inside the viewport with its index corner uncovered and a strip wide enough to
click, the page does not scroll, and with five or six players no seat covers
another seat or a card of the trick.

Then the decisions a whole-deal test rarely meets, clicked as a person would
(visible controls only; the seeds were found with the Python API so that the
human seat meets them at once): Maw's taking of the turned card, Indulgence's
ring, Triumph's robbing discard, French Tarot's five-player king call, chien
discard, slam announcement and poignée on a phone, the hint, and a demo match
where every seat is the computer. Also: every rules page says, in both languages,
what Cardavia chose where the rules leave room.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Page, expect

SIZES = {"phone": (360, 740), "phone-sideways": (740, 360), "desktop": (1366, 768), "big-screen": (1920, 1080)}
ENGINE_READY_MS = 180_000
TURN_SECONDS = 60
FAST = "?speed=off&pause=0&lang=en"

Snap = Callable[[Page, str], Path]
OpenPage = Callable[..., Page]

# Everything a player must be able to see and reach, measured in the page.
LAYOUT_PROBLEMS = """() => {
  const problems = [];
  const say = (text) => problems.push(text);
  const vw = window.innerWidth;
  const vh = window.innerHeight;
  const phone = Math.min(vw, vh) < 600;
  const box = (el) => el.getBoundingClientRect();
  const px = (x) => Math.round(x);
  const overlap = (a, b) =>
    a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
  const cards = [...document.querySelectorAll("[data-testid=hand-card]")];
  for (const card of cards) {
    const b = box(card);
    const name = card.dataset.card;
    if (b.top < -0.5 || b.left < -0.5 || b.bottom > vh + 0.5 || b.right > vw + 0.5) {
      say(`card ${name} is not wholly in the viewport: ${px(b.left)},${px(b.top)} to ${px(b.right)},${px(b.bottom)}`);
    }
    const hit = document.elementFromPoint(b.left + 7, b.top + 12);
    if (!hit || hit.closest("[data-testid=hand-card]") !== card) say(`card ${name}: its index corner is covered`);
    if (b.width < (phone ? 34 : 56)) say(`card ${name} is only ${px(b.width)}px wide`);
    const next = card.nextElementSibling;
    if (next) {
      const strip = box(next).left - b.left;
      if (strip < (phone ? 24 : 30) - 0.5) say(`card ${name}: only a ${px(strip)}px strip shows`);
    }
  }
  const seats = [...document.querySelectorAll(".seat")];
  const trick = [...document.querySelectorAll("[data-testid=trick-card]")];
  seats.forEach((seat, i) => {
    const b = box(seat);
    const id = seat.dataset.testid;
    if (b.left < 0 || b.top < 0 || b.right > vw || b.bottom > vh) say(`${id} is outside the viewport`);
    seats.slice(i + 1).forEach((other) => {
      if (overlap(b, box(other))) say(`${id} overlaps ${other.dataset.testid}`);
    });
    for (const card of trick) {
      if (overlap(b, box(card))) say(`${id} is covered by the trick card ${card.dataset.card}`);
    }
  });
  const felt = box(document.querySelector("[data-testid=felt]"));
  for (const card of trick) {
    const b = box(card);
    if (b.top < felt.top - 1 || b.bottom > felt.bottom + 1) say(`trick card ${card.dataset.card} leaves the felt`);
  }
  // A phone held sideways with 30 cards in the hand keeps a low felt: it must still hold every seat.
  if (vh >= 500 && felt.height < 0.25 * vh) say(`the felt is only ${px(felt.height)}px high`);
  for (const seat of seats) {
    const b = box(seat);
    if (b.top < felt.top - 1 || b.bottom > felt.bottom + 1) say(`${seat.dataset.testid} leaves the felt`);
  }
  const firstCard = cards.length ? Math.min(...cards.map((c) => box(c).top)) : vh;
  for (const id of ["decisions", "self", "message"]) {
    const el = document.querySelector(`[data-testid=${id}]`);
    if (el && box(el).bottom > firstCard + 1) say(`the ${id} area reaches into the hand`);
  }
  for (const control of document.querySelectorAll(".play-bar button, .play-bar a, .play-bar label")) {
    const b = box(control);
    const name = control.textContent.trim();
    if (b.width && (b.left < -1 || b.right > vw + 1)) say(`the table's control "${name}" is off the screen`);
  }
  const height = document.scrollingElement.scrollHeight;
  if (height > vh + 1) say(`the page scrolls (${height}px)`);
  return problems;
}"""

NEXT_FRAME = "() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))"


def wait_engine_ready(page: Page) -> None:
    expect(page.locator("html")).to_have_attribute("data-engine", re.compile("ready|error"), timeout=ENGINE_READY_MS)
    expect(page.locator("html")).to_have_attribute("data-engine", "ready")


def start(page: Page, address: str) -> None:
    """Open a new match at `address` (#/play/...), as a bookmark would, and wait for its table."""
    page.evaluate(
        """address => {
             const old = document.querySelector("[data-testid=table]");
             if (old) old.dataset.stale = "true"; // the previous match's table, about to go
             location.hash = address;
           }""",
        address,
    )
    expect(page.locator("[data-testid=table]:not([data-stale])")).to_be_visible()
    page.wait_for_url(re.compile(r"#/table/"))


def wait_my_turn(page: Page, seconds: float = TURN_SECONDS) -> None:
    table = page.get_by_test_id("table")
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if (
            table.get_attribute("data-busy") == "false"
            and table.get_attribute("data-to-act") == "0"
            and table.get_attribute("data-status") == "playing"
        ):
            return
        page.wait_for_timeout(40)
    raise AssertionError(f"never my turn within {seconds} s (phase {table.get_attribute('data-phase')})")


def decide(page: Page, action: str) -> None:
    """Click the visible decision button for `action` on my turn."""
    wait_my_turn(page)
    button = page.locator(f"[data-testid=decision][data-action='{action}']")
    expect(button).to_be_visible()
    button.click()


def click_card(page: Page, selector: str = "[data-testid=hand-card][data-legal=true]") -> str:
    """On my turn, click the first card matching `selector` at its index corner; return its code."""
    wait_my_turn(page)
    card = page.locator(selector).first
    expect(card).to_be_visible()
    code = card.get_attribute("data-card") or ""
    card.click(position={"x": 7, "y": 12})
    return code


def hand(page: Page) -> list[str]:
    codes: list[str] = page.get_by_test_id("hand-card").evaluate_all("cards => cards.map(c => c.dataset.card)")
    return codes


def play_until_trick_shows(page: Page, cards: int) -> None:
    """Play first legal cards until `cards` cards lie in the trick when it is my turn."""
    for _ in range(20):
        wait_my_turn(page)
        if page.get_by_test_id("trick-card").count() >= cards:
            return
        buttons = page.locator("[data-testid=decision]:visible")
        confirm = page.locator("[data-testid=confirm-discard]:visible:enabled")
        if buttons.count():
            buttons.first.click()
        elif confirm.count():
            confirm.click()
        else:
            click_card(page, "[data-testid=hand-card][data-legal=true]:not(.picked)")
    raise AssertionError("the trick never filled")


# (scene, address, decisions to click first ("hint": the hint button), cards in the hand,
#  trick cards to wait for)
LAYOUT_SCENES = [
    ("french_tarot-4p-bid-hint", "#/play/french_tarot?players=4&seed=1&level=easy", ["hint"], 18, 0),
    ("french_tarot-3p-chien", "#/play/french_tarot?players=3&seed=0&level=easy", ["bid:garde"], 30, 0),
    ("renaissance_tarot-2p", "#/play/renaissance_tarot?players=2&seed=1&level=easy", [], 39, 0),
    ("french_tarot-5p-play", "#/play/french_tarot?players=5&seed=3&level=easy", ["bid:prise"], None, 3),
    ("renaissance_tarot-6p", "#/play/renaissance_tarot?players=6&seed=1&level=easy", [], None, 4),
    ("maw-6p", "#/play/maw?players=6&seed=2&level=easy", [], None, 4),
]


def test_every_hand_and_seat_fits_at_every_size(open_page: OpenPage, site_url: str, snap: Snap) -> None:
    # Without the first-deal guide: its panel takes its own room beside the felt (test_guide_layout.py).
    page = open_page(1366, 768, url=site_url + FAST + "&guide=0")
    wait_engine_ready(page)
    problems: list[str] = []
    for scene, address, decisions, cards, trick in LAYOUT_SCENES:
        page.set_viewport_size({"width": 1366, "height": 768})
        start(page, address)
        for action in decisions:
            if action == "hint":  # a hint adds a line of text above the hand
                wait_my_turn(page)
                page.get_by_test_id("hint").click()
                expect(page.get_by_test_id("message")).to_contain_text("Hint")
            else:
                decide(page, action)
        if trick:
            play_until_trick_shows(page, trick)
        wait_my_turn(page)
        if cards is not None:
            assert len(hand(page)) == cards, f"{scene}: {len(hand(page))} cards in the hand"
        page.mouse.move(0, 0)  # a hovered card comes to the front, over its neighbour's corner
        for size, (width, height) in SIZES.items():
            page.set_viewport_size({"width": width, "height": height})
            page.evaluate(NEXT_FRAME)
            found: list[str] = page.evaluate(LAYOUT_PROBLEMS)
            problems += [f"{scene} at {size}: {p}" for p in found]
            snap(page, f"layout-{scene}-{size}")
    assert not problems, "\n".join(problems)


def test_maw_taking_the_turned_card_and_a_hint(open_page: OpenPage, site_url: str, snap: Snap) -> None:
    page = open_page(1366, 768, url=site_url + FAST)
    wait_engine_ready(page)
    # The dealer may take the turned card: a click on a hand card names the discard.
    start(page, "#/play/maw?players=4&seed=2&level=easy")
    wait_my_turn(page)
    expect(page.get_by_test_id("mode-note")).to_be_visible()
    turned = page.get_by_test_id("public-turned").locator(".mini-card").get_attribute("aria-label")
    discard = click_card(page, "[data-testid=hand-card][data-action^='take:']")
    expect(page.get_by_test_id("self")).to_contain_text("Took the turned card")
    # A hand card's accessible name is its text (the card's name, then whether it is playable).
    names = page.get_by_test_id("hand-card").evaluate_all(
        "cards => cards.map(c => c.querySelector('.sr-only').textContent.split(',')[0])"
    )
    assert turned in names, (turned, names)
    assert discard not in hand(page) and len(hand(page)) == 5
    # Spoil Five: the holder of the trump Ace robs at his turn in the first trick,
    # choosing between playing and taking with the mode buttons.
    start(page, "#/play/maw?players=4&seed=15&level=easy&rules=spoil_five")
    wait_my_turn(page)
    expect(page.get_by_test_id("mode-play")).to_have_attribute("aria-pressed", "true")
    assert page.locator("[data-testid=hand-card][data-action^='play:']").count()
    page.get_by_test_id("mode-take").click()
    expect(page.get_by_test_id("mode-take")).to_have_attribute("aria-pressed", "true")
    before = hand(page)
    discard = click_card(page, "[data-testid=hand-card][data-action^='take:']")
    wait_my_turn(page)
    after = hand(page)
    assert discard not in after and len(after) == len(before), (before, after)
    expect(page.get_by_test_id("mode-take")).to_have_count(0)
    # Now the hint: a card to play, highlighted, with the reason in words.
    page.get_by_test_id("hint").click()
    message = page.get_by_test_id("message")
    expect(message).to_have_class(re.compile(r"\bhint\b"))
    expect(message).to_contain_text(re.compile(r"Hint.+ — \w+"))
    expect(page.locator("[data-testid=hand-card].hinted")).to_have_count(1)
    snap(page, "maw-hint")
    hinted = page.locator("[data-testid=hand-card].hinted").get_attribute("data-card")
    page.locator("[data-testid=hand-card].hinted").click(position={"x": 7, "y": 12})
    expect(page.locator(f"[data-testid=hand-card][data-card='{hinted}']")).to_have_count(0)


def test_indulgence_sinner_plays_with_the_ring(open_page: OpenPage, site_url: str, snap: Snap) -> None:
    page = open_page(1366, 768, url=site_url + FAST + "#/play/indulgence?players=3&seed=0&level=easy")
    wait_engine_ready(page)
    decide(page, "sin")
    wait_my_turn(page)
    expect(page.get_by_test_id("self")).to_contain_text("Sinner")
    ring = page.get_by_test_id("ring-toggle")
    expect(ring).to_be_visible()
    plain = page.locator("[data-testid=hand-card][data-legal=true]").first.get_attribute("data-action")
    assert plain and not plain.endswith("+ring")
    ring.check()
    ringed = page.locator("[data-testid=hand-card][data-legal=true]")
    expect(ringed.first).to_have_attribute("data-action", re.compile(r"^play:\w+\+ring$"))
    snap(page, "indulgence-ring")
    card = click_card(page)
    expect(page.get_by_test_id("public-ring_card")).to_be_visible()
    expect(page.locator(f"[data-testid=hand-card][data-card='{card}']")).to_have_count(0)
    wait_my_turn(page)
    expect(page.get_by_test_id("ring-toggle")).to_have_count(0)  # once per hand


def test_triumph_robber_discards_four(open_page: OpenPage, site_url: str, snap: Snap) -> None:
    page = open_page(1366, 768, url=site_url + FAST + "#/play/triumph?players=4&seed=5&level=easy")
    wait_engine_ready(page)
    wait_my_turn(page)
    expect(page.get_by_test_id("table")).to_have_attribute("data-phase", "discard")
    assert len(hand(page)) == 16, "the robber holds his twelve cards and the talon"
    # The four talon cards are marked in the robber's hand.
    expect(page.locator("[data-testid=hand-card].from-talon")).to_have_count(4)
    snap(page, "triumph-robbing")
    # Discards are picked, one taken back, then confirmed: nothing goes before the confirmation.
    confirm = page.get_by_test_id("confirm-discard")
    expect(confirm).to_be_disabled()
    picked = [click_card(page, "[data-testid=hand-card][data-legal=true]:not(.picked)") for _ in range(4)]
    expect(page.locator("[data-testid=hand-card].picked")).to_have_count(4)
    expect(confirm).to_be_enabled()
    page.locator(f"[data-testid=hand-card][data-card='{picked[0]}']").click(position={"x": 7, "y": 12})
    expect(page.locator("[data-testid=hand-card].picked")).to_have_count(3)
    expect(confirm).to_be_disabled()
    assert len(hand(page)) == 16, "taking a card back discards nothing"
    discarded = [*picked[1:], click_card(page, "[data-testid=hand-card][data-legal=true]:not(.picked)")]
    snap(page, "triumph-robbing-picked")
    confirm.click()
    # The hand re-renders after the worker answers each discard: wait for it, not for a status text.
    expect(page.get_by_test_id("hand-card")).to_have_count(12)
    expect(page.get_by_test_id("self")).to_contain_text("Took the talon")
    assert not set(discarded) & set(hand(page))


def test_french_tarot_five_players_on_a_phone(open_page: OpenPage, site_url: str, snap: Snap) -> None:
    page = open_page(360, 740, url=site_url + FAST + "#/play/french_tarot?players=5&seed=14&level=easy")
    wait_engine_ready(page)
    decide(page, "bid:garde")
    # The king call: one button per king.
    wait_my_turn(page)
    calls = page.locator("[data-testid=decision][data-action^='call:']")
    expect(calls.first).to_be_visible()
    assert calls.count() >= 4
    calls.filter(has_text="King").first.click()
    expect(page.get_by_test_id("public-called")).to_be_visible()
    # The chien joins the hand; three cards go, chosen on the phone.
    wait_my_turn(page)
    expect(page.get_by_test_id("table")).to_have_attribute("data-phase", "discard")
    assert len(hand(page)) == 18
    page.mouse.move(0, 0)
    assert not page.evaluate(LAYOUT_PROBLEMS)
    snap(page, "french_tarot-5p-phone-discard")
    for _ in range(3):
        click_card(page, "[data-testid=hand-card][data-legal=true]:not(.picked)")
    page.get_by_test_id("confirm-discard").click()
    expect(page.get_by_test_id("hand-card")).to_have_count(15)
    wait_my_turn(page)
    # The slam, then the poignée at the first card.
    decide(page, "announce:chelem")
    expect(page.get_by_test_id("public-chelem")).to_contain_text("announced")
    wait_my_turn(page)
    levels = page.locator("[data-testid=decision][data-action^='poignee:']")
    expect(levels.first).to_have_attribute("data-action", "poignee:none")
    decide(page, "poignee:simple")
    expect(page.get_by_test_id("public-poignees")).to_be_visible()
    snap(page, "french_tarot-5p-phone-poignee")
    click_card(page)
    expect(page.get_by_test_id("trick-card")).to_have_count(1)


GAMES = ["french_tarot", "renaissance_tarot", "maw", "triumph", "indulgence"]


def test_a_visitor_reads_the_rules_then_watches_a_demo(open_page: OpenPage, site_url: str, snap: Snap) -> None:
    page = open_page(1920, 1080, url=site_url + FAST)
    # Every rules page, in both languages, says where Cardavia chose among readings.
    for game in GAMES:
        for lang, heading in (("en", "Cardavia's choices"), ("cs", "volba Cardavie")):
            page.evaluate("address => { location.hash = address; }", f"#/game/{game}?lang={lang}")
            rules = page.get_by_test_id("rules")
            expect(rules.locator("h3", has_text=heading)).to_have_count(1)
            assert rules.locator("h3", has_text=heading).locator("xpath=following-sibling::ul[1]/li").count() >= 3
            assert "undefined" not in (rules.text_content() or "")
    page.evaluate("address => { location.hash = address; }", "#/game/indulgence?lang=en")
    expect(page.get_by_test_id("rules-notice")).to_contain_text("Cardavia's own")
    decrees = page.get_by_test_id("rules").locator("h3", has_text="The decrees")
    expect(decrees.locator("xpath=following-sibling::ul[1]/li")).to_have_count(20)
    # A demo: every seat is the computer, and nobody needs to click.
    wait_engine_ready(page)
    start(page, "#/play/maw?players=3&seed=4&level=easy&demo=1&lang=en")
    expect(page.get_by_test_id("deal-summary")).to_be_visible(timeout=60_000)
    snap(page, "demo-summary")
    assert page.locator("[data-testid=decision]").count() == 0
    expect(page.get_by_test_id("deal-no")).to_have_text("Deal 2", timeout=30_000)
    expect(page.locator("[data-testid=hand-card][data-legal=true]")).to_have_count(0)
    expect(page.get_by_test_id("self")).not_to_contain_text("You")
