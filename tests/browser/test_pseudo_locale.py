"""Issue #30: the site in a pseudo-locale finds page text that escaped the catalogues and layouts that break on
long words.

A second site is built from the working tree's sources (``./build.sh build`` in a copy, once per test session,
some seconds) with the French catalogue replaced by a pseudo-translation of English (``tools/catalogues.py pseudo
fr``, French's plural forms kept): every message is ⟦wrapped, áccééntééd and about a third longer⟧, the engine's
and the page's alike. At a phone (360 px) and a laptop a person walks the site in it: the catalogue while the
engine loads, the settings, every game's page (rules, rule options, the embed panel), every deck's gallery, a
five-player French Tarot deal (guide, bid, king call, discard, slam, poignée, hint, last trick, summary, score
sheet), an Indulgence deal (laptop), a Maw deal with its review, puzzle and share link, the statistics, a saved
game's page, pass and play's names and cover, a wrong address, the club demo, the shared deal opened and the embed.
At every stop:

- every text a player reads (text nodes, the labels a screen reader reads, the options of a list, the tab's title)
  is inside the markers, but for the few things that are no message (ALLOWED, each with its reason);
- nothing is wider than the screen, and no text sticks out of its box or is cut off (but a name a badge
  shortens with an ellipsis, by design).

Every finding of a walk is listed when it fails; screenshots of every stop go to test-artifacts/pseudo-*.png.
The last test shows both checks failing on a word written outside the markers and on a too narrow button.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from .conftest import ROOT, serving
from .test_play import click_card, make_ai_fast, wait_engine_ready

Snap = Callable[[Page, str], Path]
OpenPage = Callable[..., Page]

PSEUDO = "fr"  # the language whose catalogue the pseudo-locale replaces (its plural rules stay French)
OPEN, CLOSE = "⟦", "⟧"  # tools/catalogues.py PSEUDO_OPEN, PSEUDO_CLOSE
SIZES = {"phone": (360, 740), "desktop": (1366, 768)}
GAMES = ["french_tarot", "renaissance_tarot", "maw", "triumph", "indulgence"]
DECKS = ["tarot78", "pack52", "indulgence36"]
REPLY_MS = 60_000  # an engine's answer (a hint, a review, a view), well within a minute

# What the build reads (one it starts to need and this leaves out fails the build, loudly).
SOURCES = ("build.sh", "pyproject.toml", "package.json", "package-lock.json", "requirements-dev.txt",
           "py", "web", "tools")
LEFT_OUT = shutil.ignore_patterns("__pycache__", "*.mo", "*.egg-info", ".*")


def build_pseudo_site(folder: Path) -> Path:
    """The working tree's site with the pseudo-locale in place of French, built in ``folder``; its dist/."""
    tree = folder / "tree"
    tree.mkdir()
    for name in SOURCES:
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, tree / name, ignore=LEFT_OUT)
        else:
            shutil.copy2(source, tree / name)
    # The checkout's packages, shared: the venv by a link (build.sh only reads it while its stamp is current,
    # as the checkout's own ./build.sh build left it), node_modules as a folder of links to each package, so that
    # even an `npm ci` here (a stale stamp) could only empty the copy's folder.
    if (ROOT / ".venv").exists():
        (tree / ".venv").symlink_to((ROOT / ".venv").resolve(), target_is_directory=True)
    modules = tree / "node_modules"
    modules.mkdir()
    for entry in (ROOT / "node_modules").iterdir():
        if entry.is_symlink() or entry.is_dir():
            (modules / entry.name).symlink_to(entry.resolve(), target_is_directory=entry.is_dir())
        else:
            shutil.copy2(entry, modules / entry.name)  # .stamp, .package-lock.json
    pseudo = subprocess.run([sys.executable, str(tree / "tools" / "catalogues.py"), "pseudo", PSEUDO],
                            check=True, capture_output=True).stdout
    (tree / "py" / "cardavia" / "locale" / f"{PSEUDO}.po").write_bytes(pseudo)
    built = subprocess.run(["bash", "build.sh", "build"], cwd=tree, capture_output=True, text=True,
                           env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"})
    if built.returncode:
        pytest.fail(f"the pseudo-locale site did not build:\n{built.stdout}\n{built.stderr}", pytrace=False)
    return tree / "dist"


@pytest.fixture(scope="session")
def pseudo_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with serving(build_pseudo_site(tmp_path_factory.mktemp("pseudo"))) as url:
        yield url


# Page text that is no message of the catalogues, so no language translates it: (where, what, why). Where: a CSS
# selector the element holding the text matches; what: a regular expression of the text left out.
ALLOWED = [
    ("*", "Cardavia|CARDAVIA", "the brand, the same in every language (the header, the footer, the tab's title)"),
    ("[data-testid=setting-lang] option", ".+",
     "each language by its own name (Intl.DisplayNames in that language), so a reader of any finds theirs"),
    ("text.trump-numeral", "[IVXL]+", "a tarot trump's number in Roman numerals, as the cards print it everywhere"),
    (".stats [aria-hidden=true], .self-stats [aria-hidden=true]", "Σ",
     "the sign of a sum before a seat's total, a glyph like 🂠 and ✦ beside it; the words (table.total) are "
     "its title and a screen reader's text"),
]

# An element as a finding names it: its test id, else its tag and first class.
NAMED = """
  const named = (el) => {
    if (el.dataset && el.dataset.testid) return `[${el.dataset.testid}]`;
    const classes = typeof el.className === "string" ? el.className.trim().split(/\\s+/) : [];
    return el.tagName.toLowerCase() + (classes[0] ? `.${classes[0]}` : "");
  };
"""

# Every text a player reads or hears that is outside the markers: [where, what] (findings the allow-list leaves).
ESCAPED = """(allowed) => {""" + NAMED + """
  const OPEN = "\u27e6", CLOSE = "\u27e7";
  const LETTER = /\\p{L}/u;
  const found = [];
  const allowances = allowed.map(([selector, pattern]) => [selector, new RegExp(pattern, "gu")]);
  const where = (el) => {
    const parts = [];
    for (let e = el; e && e !== document.body && parts.length < 4; e = e.parentElement) parts.unshift(named(e));
    return parts.join(" > ");
  };
  const escaped = (run, el) => {
    for (const [selector, pattern] of allowances) if (el.matches(selector)) run = run.replace(pattern, "");
    return LETTER.test(run);
  };
  // The characters outside the markers: a run of them with a letter is reported. A message's markers may hold
  // several text nodes (a name in <strong> inside a sentence): the depth carries over the text of one block.
  const scan = (text, state, el) => {
    let run = "";
    const flush = () => { if (escaped(run, el)) found.push([where(el), run.trim()]); run = ""; };
    for (const c of text) {
      if (c === OPEN) { flush(); state.depth += 1; }
      else if (c === CLOSE) {
        if (state.depth === 0) found.push([where(el), `a ${CLOSE} without its ${OPEN}: ${text.trim()}`]);
        state.depth = Math.max(0, state.depth - 1);
      } else if (state.depth === 0) run += c;
    }
    flush();
  };
  const blockOf = (el) => {
    for (let e = el; e; e = e.parentElement) {
      const display = getComputedStyle(e).display;
      if (display !== "inline" && display !== "contents") return e;
    }
    return document.body;
  };
  // Shown: rendered, screen readers' visually hidden text too (not in a closed <details>, a hidden panel …).
  const shown = (el) => el.checkVisibility({ visibilityProperty: true });
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  let state = { depth: 0 }, block = null, opened = null;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!el || !node.data.trim() || el.closest("script, style, noscript, template, option") || !shown(el)) continue;
    const b = blockOf(el);
    if (b !== block) {
      if (state.depth > 0) found.push([where(opened), `a ${OPEN} not closed in its block`]);
      state = { depth: 0 };
      block = b;
      opened = el;
    }
    scan(node.data, state, el);
  }
  if (state.depth > 0) found.push([where(opened), `a ${OPEN} not closed in its block`]);
  // What a screen reader reads and a pointer shows: labels, titles, the choices of a list; the tab's title.
  const ATTRIBUTES = ["aria-label", "aria-description", "aria-valuetext", "aria-roledescription", "title",
    "placeholder", "alt"];
  for (const el of document.querySelectorAll(ATTRIBUTES.map((name) => `[${name}]`).join(", ") + ", select")) {
    if (!shown(el)) continue;
    for (const name of ATTRIBUTES) if (el.hasAttribute(name)) scan(el.getAttribute(name), { depth: 0 }, el);
    if (el.tagName === "SELECT") for (const option of el.options) scan(option.text, { depth: 0 }, option);
  }
  scan(document.title, { depth: 0 }, document.documentElement);
  return found;
}"""

# What a long word breaks: the page wider than the screen, text sticking out of its box or cut off.
OVERFLOW = """() => {""" + NAMED + """
  const found = [];
  const say = (el, what) => found.push(`${named(el)} "${(el.textContent || "").trim().slice(0, 40)}": ${what}`);
  const vw = document.documentElement.clientWidth;
  const wide = document.documentElement.scrollWidth;
  if (wide > vw + 1) found.push(`the page is ${wide}px wide, the screen ${vw}px`);
  const TEXT = /[\\p{L}\\p{N}]/u;
  const clips = (overflow) => overflow === "hidden" || overflow === "clip";
  const scrolls = (el) => ["auto", "scroll"].includes(getComputedStyle(el).overflowX);
  for (const el of document.querySelectorAll("body *")) {
    if (el.closest("svg") || !el.checkVisibility({ visibilityProperty: true })) continue;
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue; // visually hidden: a screen reader's text
    const own = [...el.childNodes].some((n) => n.nodeType === 3 && TEXT.test(n.data));
    if (style.display !== "inline" && TEXT.test(el.textContent || "")) {
      // A name the layout shortens with an ellipsis (a seat's badge) is cut by design, and shows it.
      const shortened = style.textOverflow === "ellipsis" && style.whiteSpace === "nowrap";
      if (clips(style.overflowX) && !shortened && el.scrollWidth > el.clientWidth + 1) {
        say(el, `cut off at ${el.clientWidth}px of ${el.scrollWidth}px`);
      }
      if (clips(style.overflowY) && el.scrollHeight > el.clientHeight + 2) {
        say(el, `cut off at ${el.clientHeight}px high of ${el.scrollHeight}px`);
      }
      if (own && style.overflowX === "visible" && el.scrollWidth > el.clientWidth + 1) {
        say(el, `its text sticks out of its box (${el.scrollWidth}px in ${el.clientWidth}px)`);
      }
    }
    if (own && (box.right > vw + 1 || box.left < -1)) {
      let scroller = el.parentElement;
      while (scroller && !scrolls(scroller)) scroller = scroller.parentElement;
      const [left, right] = [box.left, box.right].map(Math.round);
      if (!scroller) say(el, `beyond the screen's edge (${left} to ${right}px of ${vw}px)`);
    }
  }
  return found;
}"""


class Walk:
    """The stops of one walk through the pseudo-locale site, and what escaped or overflowed at each."""

    def __init__(self, page: Page, snap: Snap, size: str) -> None:
        self.page, self.snap, self.size = page, snap, size
        self.found: dict[str, list[str]] = {}

    def stop(self, name: str) -> None:
        """Check the page as it is now; its screenshot is test-artifacts/pseudo-<size>-<name>.png."""
        escaped = self.page.evaluate(ESCAPED, [[selector, pattern] for selector, pattern, _ in ALLOWED])
        found = sorted({f"not a message: {where}: {what!r}" for where, what in escaped})
        found += sorted(set(self.page.evaluate(OVERFLOW)))
        if found:
            self.found[name] = found
        self.snap(self.page, f"pseudo-{self.size}-{name}")

    def report(self) -> str:
        return "\n".join(f"{name}: {what}" for name, found in self.found.items() for what in found)


def go(page: Page, address: str, testid: str) -> None:
    """Follow an address within the page (the engine stays), until ``testid`` shows."""
    page.evaluate("a => { location.hash = a; }", address)
    expect(page.get_by_test_id(testid).first).to_be_visible(timeout=REPLY_MS)


def my_turn_or_over(page: Page) -> bool:
    """Wait for the human's turn (True) or the end of the deal (False)."""
    table = page.get_by_test_id("table")
    for _ in range(1500):
        status = table.get_attribute("data-status")
        if status is not None and status != "playing":
            return False
        if table.get_attribute("data-busy") == "false" and table.get_attribute("data-to-act") == "0":
            return True
        page.wait_for_timeout(40)
    raise AssertionError("neither my turn nor the deal's end within a minute")


def play_deal(page: Page, walk: Walk, game: str, choices: tuple[str, ...] = ()) -> None:
    """Play a deal to its summary and score sheet: each decision's first choice but those of ``choices``
    (data-action prefixes), the first legal card; a stop at the first turn of each phase, at a hint and at the
    last trick."""
    table = page.get_by_test_id("table")
    decisions = page.locator("[data-testid=decision]:visible")
    confirm = page.locator("[data-testid=confirm-discard]:visible:enabled")
    legal = page.locator("[data-testid=hand-card][data-legal=true]:not(.picked):visible")
    seen: set[str] = set()
    for _ in range(200):
        if not my_turn_or_over(page):
            break
        phase = table.get_attribute("data-phase") or "play"
        if phase not in seen:
            seen.add(phase)
            walk.stop(f"{game}-{phase}")
        if phase == "play" and "hint" not in seen and page.locator("[data-testid=trick-card]").count():
            seen.add("hint")
            page.get_by_test_id("hint").click()
            expect(page.get_by_test_id("message")).to_contain_text(OPEN, timeout=REPLY_MS)
            walk.stop(f"{game}-hint")
            page.get_by_test_id("last-trick").click()
            expect(page.get_by_test_id("overlay-last")).to_be_visible()
            walk.stop(f"{game}-last-trick")
            page.keyboard.press("Escape")
            expect(page.get_by_test_id("overlay-last")).to_have_count(0)
        preferred = [decisions.and_(page.locator(f"[data-action^='{choice}']")) for choice in choices]
        chosen = next((decision for decision in preferred if decision.count()), None)
        if chosen is not None:
            chosen.first.click()
        elif decisions.count():
            decisions.first.click()
        elif confirm.count():
            confirm.click()
        elif legal.count():
            click_card(legal.first)
        page.wait_for_timeout(30)
    expect(page.get_by_test_id("deal-summary")).to_be_visible(timeout=REPLY_MS)
    walk.stop(f"{game}-summary")
    page.get_by_test_id("summary-scores").click()
    expect(page.get_by_test_id("score-sheet-panel")).to_be_visible()
    walk.stop(f"{game}-score-sheet")
    page.keyboard.press("Escape")
    expect(page.get_by_test_id("score-sheet-panel")).to_be_hidden()


def walk_the_pages(page: Page, walk: Walk) -> None:
    """The catalogue, the settings, every game's page (rules, rule options, the embed panel), every deck."""
    expect(page.get_by_test_id("catalogue")).to_be_visible()
    expect(page.get_by_test_id("header")).to_contain_text(OPEN)  # the pseudo-locale is spoken
    walk.stop("catalogue")  # while the engine loads: its progress too
    make_ai_fast(page)
    page.get_by_test_id("settings-button").click()
    expect(page.get_by_test_id("settings")).to_be_visible()
    walk.stop("settings")
    page.get_by_test_id("settings-close").click()
    wait_engine_ready(page)
    for game in GAMES:
        go(page, f"#/game/{game}", "start-form")
        if page.get_by_test_id("rule-options").count():
            page.get_by_test_id("rule-options").locator("summary").click()
        page.get_by_test_id("embed-panel").locator("summary").click()
        walk.stop(f"game-page-{game}")
    for deck in DECKS:
        go(page, f"#/cards/{deck}", "gallery")
        walk.stop(f"gallery-{deck}")


def walk_french_tarot(page: Page, walk: Walk) -> None:
    """Five players: a garde, the king call, the discard, the slam and a poignée (seed 14 deals the human all
    of them); the first-deal guide offered and followed a step first."""
    go(page, "#/play/french_tarot?players=5&seed=14&level=easy", "table")
    expect(page.get_by_test_id("guide-offer")).to_be_visible(timeout=REPLY_MS)
    walk.stop("french_tarot-guide-offer")
    page.get_by_test_id("guide-start").click()
    expect(page.get_by_test_id("guide-what")).to_be_visible(timeout=REPLY_MS)
    walk.stop("french_tarot-guide")
    page.get_by_test_id("guide-stop").click()
    play_deal(page, walk, "french_tarot", ("bid:garde", "call:", "announce:chelem", "poignee:simple"))


def walk_after_a_deal(page: Page, walk: Walk) -> str:
    """A Maw deal, its review and puzzle, the share link; the statistics, pass and play's names, the game page
    with a saved game, a wrong address and the club demo. Returns the share link."""
    go(page, "#/play/maw?players=4&seed=12&level=easy", "table")
    play_deal(page, walk, "maw")
    page.get_by_test_id("review-open").click()
    expect(page.get_by_test_id("review-progress")).to_have_attribute("data-done", "true", timeout=REPLY_MS)
    page.get_by_test_id("review-step").first.click()
    expect(page.get_by_test_id("review-verdict")).not_to_be_empty()
    walk.stop("maw-review")
    page.get_by_test_id("review-puzzle").click()
    expect(page.get_by_test_id("puzzle-link")).to_be_visible()
    walk.stop("maw-puzzle")
    page.get_by_test_id("review-close").click()
    page.get_by_test_id("share-deal").click()
    expect(page.get_by_test_id("share-link")).to_be_visible()
    walk.stop("maw-share")
    shared = page.get_by_test_id("share-link").input_value()
    go(page, "#/stats", "stats-table")
    walk.stop("stats")
    go(page, "#/game/maw", "resume")
    walk.stop("game-page-saved")
    go(page, "#/play/maw?people=2&players=4&level=easy&seed=8", "pass-names")
    walk.stop("pass-and-play-names")
    page.get_by_test_id("pass-names-start").click()
    expect(page.get_by_test_id("pass-show")).to_be_visible(timeout=REPLY_MS)
    walk.stop("pass-and-play-cover")
    go(page, "#/nowhere", "error-message")
    walk.stop("error")
    go(page, "#/demo/maw", "demo")
    walk.stop("demo")
    return shared


@pytest.mark.parametrize("size", list(SIZES))
def test_every_text_is_a_message_and_long_words_fit(
    open_page: OpenPage, pseudo_url: str, snap: Snap, size: str
) -> None:
    width, height = SIZES[size]
    page = open_page(width, height, url=pseudo_url + f"?lang={PSEUDO}#/")
    walk = Walk(page, snap, size)
    walk_the_pages(page, walk)
    walk_french_tarot(page, walk)
    if size == "desktop":  # Indulgence's own table (the families, the decrees) at one size
        go(page, "#/play/indulgence?players=4&seed=2&level=easy", "table")
        play_deal(page, walk, "indulgence")
    shared = walk_after_a_deal(page, walk)
    # A friend opens the shared deal; a site frames a game.
    page.goto(shared)
    wait_engine_ready(page)
    expect(page.get_by_test_id("share-choice")).to_be_visible()  # this browser has a Maw match of its own
    walk.stop("shared-deal-choice")
    page.get_by_test_id("share-take").click()
    expect(page.get_by_test_id("shared-note")).to_be_visible(timeout=REPLY_MS)
    walk.stop("shared-deal")
    page.goto(pseudo_url + f"embed.html#/maw?players=4&lang={PSEUDO}")
    wait_engine_ready(page)
    expect(page.get_by_test_id("hand-card").first).to_be_visible(timeout=REPLY_MS)
    walk.stop("embed")
    assert not walk.found, f"in the pseudo-locale at {size} size:\n{walk.report()}"


PROBES = """() => {
  const probe = (html) => {
    const box = document.createElement("div");
    box.innerHTML = html;
    document.querySelector("main").prepend(box);
    return box.firstElementChild;
  };
  probe('<p data-testid="probe-word">Unwrapped \u27e6Ŵŕááþþééď\u27e7</p>');
  probe('<p data-testid="probe-split">\u27e6Óñéé <strong>ɱééššááĝéé</strong> ííñ ţŵóó\u27e7</p>');
  probe('<button type="button" data-testid="probe-label" aria-label="Close">\u27e6×\u27e7</button>');
  const button = probe('<button type="button" data-testid="probe-narrow">\u27e6Ļóóóóóóñĝŵóóóóŕď\u27e7</button>');
  button.style.width = "3rem";
  button.style.whiteSpace = "nowrap";
}"""


def test_the_checks_find_a_word_outside_the_markers_and_text_out_of_its_box(
    open_page: OpenPage, pseudo_url: str
) -> None:
    """The walk's two checks, shown to fail: a word written outside the markers (in the text and in a label a
    screen reader reads) and a button too narrow for its word are found; a message whose markers hold two text
    nodes is not."""
    page = open_page(*SIZES["phone"], url=pseudo_url + f"?lang={PSEUDO}#/")
    expect(page.get_by_test_id("catalogue")).to_be_visible()
    page.evaluate(PROBES)
    allowed = [[selector, pattern] for selector, pattern, _ in ALLOWED]
    escaped = [what for where, what in page.evaluate(ESCAPED, allowed) if "probe" in where]
    assert escaped == ["Unwrapped", "Close"], escaped
    overflow = [what for what in page.evaluate(OVERFLOW) if "probe" in what]
    assert len(overflow) == 1 and overflow[0].startswith("[probe-narrow]") and "sticks out" in overflow[0], overflow
