"""The rules blog and the club night (issue 18): the README's embed framed by another
site, the example article, the unattended demo, pass and play.

Origins: the site is served at 127.0.0.1; the "blog" pages are answered for
http://localhost:<other port>/, another origin and another site, so the embed
runs as a third-party frame under the site's real headers (netlify.toml).
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from urllib.parse import parse_qs

import pytest
from playwright.sync_api import Frame, Page, expect

from .test_play import ENGINE_READY_MS, click_card

ROOT = Path(__file__).resolve().parents[2]
Snap = Callable[[Page, str], Path]
OpenPage = Callable[..., Page]

# What Chromium does in a frame from another site when the reader blocks third-party
# storage: every access to localStorage or sessionStorage throws a SecurityError.
REFUSE_FRAME_STORAGE = """
if (window !== window.top) {
  for (const name of ["localStorage", "sessionStorage"]) {
    Object.defineProperty(window, name, { get() {
      throw new DOMException("Access is denied for this document.", "SecurityError");
    } });
  }
}
"""


def readme_snippet() -> str:
    text = (ROOT / "README.md").read_text()
    match = re.search(r"```html\n(<iframe .*?</iframe>)\n```", text, re.S)
    assert match, "README has no iframe snippet"
    return match.group(1)


@pytest.fixture
def blog(tmp_path: Path) -> Iterator[Callable[[str, str], str]]:
    """``blog(path, html) -> url``: a page of a blog at http://localhost:<its own port>/, another
    site than the Cardavia site at 127.0.0.1 (a real server: Chromium refuses a public page
    framing a local one, and a page answered by the test itself counts as public)."""
    server = subprocess.Popen(
        [sys.executable, "-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", str(tmp_path)],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
    )
    assert server.stdout is not None
    match = re.search(r"port (\d+)", server.stdout.readline())
    assert match, "the blog server did not start"

    def page(path: str, html: str) -> str:
        target = tmp_path / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(html)
        return f"http://localhost:{match.group(1)}/{path}"

    try:
        yield page
    finally:
        server.terminate()
        server.wait(timeout=10)


def wait_ready(frame: Frame) -> None:
    expect(frame.locator("html")).to_have_attribute("data-engine", re.compile("ready|error"), timeout=ENGINE_READY_MS)
    expect(frame.locator("html")).to_have_attribute("data-engine", "ready")


def play_some(frame: Frame, cards: int = 2, seconds: float = 120) -> None:
    """Click as the reader would until ``cards`` of their cards lie in tricks."""
    table = frame.locator("[data-testid=table]")
    played = 0
    deadline = time.monotonic() + seconds
    while played < cards and time.monotonic() < deadline:
        if table.get_attribute("data-busy") == "false" and table.get_attribute("data-to-act") == "0":
            decisions = frame.locator("[data-testid=decision]:visible")
            legal = frame.locator("[data-testid=hand-card][data-legal=true]:visible")
            if decisions.count():
                decisions.first.click()
                continue
            if legal.count():
                before = frame.locator("[data-testid=hand-card]").count()
                click_card(legal.first)
                expect(frame.locator("[data-testid=hand-card]")).not_to_have_count(before)
                played += 1
                continue
        frame.page.wait_for_timeout(50)
    assert played >= cards, f"only {played} cards played"


def assert_fits(frame: Frame, name: str) -> None:
    """No sideways scroll, every button of the bar inside the frame, no trick card on a seat."""
    report = frame.evaluate(
        """() => {
          const W = document.documentElement.clientWidth;
          const cut = [...document.querySelectorAll('.play-bar button, .play-bar a')]
            .filter((b) => b.offsetParent && b.getBoundingClientRect().right > W + 0.5).map((b) => b.textContent);
          const box = (e) => e.getBoundingClientRect();
          const hit = (a, b) => a.left < b.right - 1 && b.left < a.right - 1
            && a.top < b.bottom - 1 && b.top < a.bottom - 1;
          const seats = [...document.querySelectorAll('.seat')].map(box);
          const cards = [...document.querySelectorAll('.trick-card')].map(box);
          return { scroll: document.documentElement.scrollWidth - W, cut,
                   covered: cards.filter((c) => seats.some((s) => hit(c, s))).length };
        }"""
    )
    assert report["scroll"] <= 0, f"{name}: sideways scroll of {report['scroll']} px"
    assert not report["cut"], f"{name}: buttons cut off: {report['cut']}"
    assert report["covered"] == 0, f"{name}: a trick card covers a seat"


def test_the_readme_snippet_framed_by_another_site_at_320px_plays_and_carries_the_match_over(
    open_page: OpenPage, site_url: str, snap: Snap, blog: Callable[[str, str], str]
) -> None:
    snippet = readme_snippet().replace("https://cardavia.netlify.app/", site_url)
    article = blog("article.html", "<!doctype html><meta name=viewport content='width=device-width'>"
                   f"<body style='margin:8px'><h1>A rules blog</h1>{snippet}</body>")
    page = open_page(320, 700)
    page.add_init_script(REFUSE_FRAME_STORAGE)
    page.goto(article)
    frame = page.locator("iframe").element_handle().content_frame()
    assert frame is not None
    wait_ready(frame)
    expect(frame.locator("[data-testid=table]")).to_be_visible()
    # Storage is refused: the frame says that progress is not kept, and still plays.
    expect(frame.locator("[data-testid=embed-no-storage]")).to_be_visible()
    play_some(frame, cards=2)
    snap(page, "club-embed-320-blog")
    assert_fits(frame, "320 px")
    hand = frame.locator("[data-testid=hand-card]").evaluate_all("cs => cs.map(c => c.dataset.card)")
    link = frame.locator("[data-testid=embed-open]")
    href = link.get_attribute("href") or ""
    assert href.startswith("./#/table/maw?save="), href
    # "Open in Cardavia" on the full site (a top-level page, with storage) resumes that match.
    full = open_page(1000, 700, url=site_url + href[2:])
    wait_ready(full.main_frame)
    expect(full.get_by_test_id("table")).to_be_visible()
    full.wait_for_url(re.compile(r"#/table/maw$"))
    expect(full.get_by_test_id("hand-card").first).to_be_visible()
    again = full.get_by_test_id("hand-card").evaluate_all("cs => cs.map(c => c.dataset.card)")
    assert again == hand
    saved = full.evaluate("() => JSON.parse(localStorage.getItem('cardavia.save.maw')).save")
    carried = json.loads(parse_qs(href.split("?", 1)[1])["save"][0])  # the frame's lang follows it
    stored = json.loads(saved)  # the carried match, maybe with computer moves made since
    assert stored["seed"] == carried["seed"] and stored["log"][: len(carried["log"])] == carried["log"]
    snap(full, "club-embed-carried-over")


def test_a_narrow_embed_keeps_the_felt_its_share_of_the_frame(open_page: OpenPage, site_url: str, snap: Snap) -> None:
    """The README's 560-px frame on a 320-px page, storage refused (its notice takes a row): the hand
    is fitted to the frame's height, not to the column its freshly drawn cards make, so the felt
    keeps its 30 % (hand-layout.js handRoom; it was 110 px of 560) and no trick card lies on a seat."""
    page = open_page(304, 560)
    page.add_init_script(REFUSE_FRAME_STORAGE.replace("window !== window.top", "true"))
    page.goto(site_url + "embed.html?speed=off&pause=0#/maw?players=4&level=easy&lang=en&seed=3&new=1")
    wait_ready(page.main_frame)
    expect(page.get_by_test_id("embed-no-storage")).to_be_visible()
    play_some(page.main_frame, cards=2)
    snap(page, "club-embed-304x560-felt")
    heights = page.evaluate(
        "() => ({ table: document.querySelector('[data-testid=table]').clientHeight,"
        " felt: document.querySelector('[data-testid=felt]').clientHeight })"
    )
    assert heights["table"] <= 560, heights  # no scrolling in the frame either
    assert heights["felt"] >= 0.3 * heights["table"] - 1, heights
    assert_fits(page.main_frame, "304x560")


def test_a_damaged_carried_save_is_refused_by_the_engine(open_page: OpenPage, site_url: str) -> None:
    page = open_page(1000, 700, url=site_url + "?lang=en#/table/maw?save=" + "%7B%22format%22%3A1%7D")
    expect(page.get_by_test_id("error-message")).to_contain_text("could not be loaded", timeout=ENGINE_READY_MS)


def test_the_example_article_framed_from_another_origin_shows_two_games(
    open_page: OpenPage, site_url: str, snap: Snap, blog: Callable[[str, str], str]
) -> None:
    html = (ROOT / "web" / "blog" / "example.html").read_text()
    assert html.count("<iframe") == 2
    html = html.replace('src="../embed.html', f'src="{site_url}embed.html')
    html = html.replace('href="blog.css"', f'href="{site_url}blog/blog.css"')
    page = open_page(320, 800)
    page.goto(blog("blog/example.html", html))
    frames = [page.locator(f"[data-testid={name}]").element_handle().content_frame()
              for name in ("embed-maw", "embed-french-tarot")]
    assert all(frames)
    page.locator("[data-testid=embed-maw]").scroll_into_view_if_needed()
    wait_ready(frames[0])  # type: ignore[arg-type]
    expect(frames[0].locator("[data-testid=table]")).to_be_visible()  # type: ignore[union-attr]
    play_some(frames[0], cards=1)  # type: ignore[arg-type]
    page.locator("[data-testid=embed-french-tarot]").scroll_into_view_if_needed()
    wait_ready(frames[1])  # type: ignore[arg-type]
    expect(frames[1].locator("[data-testid=table]")).to_be_visible()  # type: ignore[union-attr]
    snap(page, "club-example-article-320")


@pytest.mark.parametrize(("width", "height"), [(328, 560), (760, 560)])
def test_the_embed_fits_its_frame(open_page: OpenPage, site_url: str, snap: Snap, width: int, height: int) -> None:
    address = "embed.html?speed=off&pause=0#/french_tarot?level=random&seed=5&new=1&theme=contrast"
    page = open_page(width, height, url=site_url + address)
    wait_ready(page.main_frame)
    # theme=contrast: the darkest ink (settings.js: --contrast 0.75 + contrast/100 × 0.5).
    assert page.evaluate("() => document.documentElement.style.getPropertyValue('--contrast')") == "1.25"
    play_some(page.main_frame, cards=3)
    snap(page, f"club-embed-{width}x{height}")
    assert_fits(page.main_frame, f"{width}x{height}")
    overlaps = page.evaluate(
        """() => { const cs = [...document.querySelectorAll('.trick-card')].map((e) => e.getBoundingClientRect());
          let n = 0; for (let i = 0; i < cs.length; i++) for (let j = i + 1; j < cs.length; j++) {
            const a = cs[i], b = cs[j];
            const ox = Math.min(a.right, b.right) - Math.max(a.left, b.left);
            const oy = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
            if (ox > 0.25 * a.width && oy > 0.25 * a.height) n++; } return n; }"""
    )
    if width >= 760:
        assert overlaps == 0, f"{overlaps} pairs of trick cards overlap"


def test_the_game_page_gives_an_embed_snippet_with_a_copy_button(
    open_page: OpenPage, site_url: str, snap: Snap
) -> None:
    page = open_page(1200, 800, url=site_url + "?lang=en#/game/maw")
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    wait_ready(page.main_frame)
    page.get_by_test_id("embed-panel").locator("summary").click()
    page.get_by_test_id("players").select_option("5")
    text = page.get_by_test_id("embed-snippet").input_value()
    assert f'src="{site_url}embed.html#/maw?players=5&amp;level=normal&amp;lang=en"' in text
    page.get_by_test_id("embed-copy").click()
    expect(page.get_by_test_id("embed-copy-status")).to_have_text("Copied.")
    assert page.evaluate("() => navigator.clipboard.readText()") == text
    snap(page, "club-embed-panel-en")
    czech = open_page(390, 800, url=site_url + "?lang=cs#/game/triumph")
    czech.get_by_test_id("embed-panel").locator("summary").click()
    expect(czech.get_by_test_id("embed-panel")).to_contain_text("Vlož tuto hru")
    assert "lang=cs" in czech.get_by_test_id("embed-snippet").input_value()
    snap(czech, "club-embed-panel-cs")


def test_only_the_embed_page_may_be_framed_by_other_sites(site_url: str) -> None:
    from urllib.request import urlopen

    def policy(path: str) -> str:
        with urlopen(site_url + path) as reply:
            return str(reply.headers["Content-Security-Policy"])

    assert "frame-ancestors *" in policy("embed.html")
    assert "frame-ancestors 'self'" in policy("index.html")
    assert "frame-ancestors 'self'" in policy("blog/example.html")


def dom_counters(page: Page, samples: int = 3) -> dict[str, float]:
    """What the page holds after a garbage collection: the least of a few samples 100 ms apart.
    The demo never stops drawing, so one sample also counts the nodes of whatever is on its way
    in or out; what a leak keeps stays in every sample."""
    cdp = page.context.new_cdp_session(page)
    seen: list[dict[str, float]] = []
    for _ in range(samples):
        cdp.send("HeapProfiler.collectGarbage")
        counters = cdp.send("Memory.getDOMCounters")
        heap = cdp.send("Runtime.getHeapUsage")
        seen.append({"nodes": counters["nodes"], "listeners": counters["jsEventListeners"],
                     "heap_mb": heap["usedSize"] / 2**20})
        page.wait_for_timeout(100)
    cdp.detach()
    return {key: min(sample[key] for sample in seen) for key in seen[0]}


def triumph_trick_after(page: Page, matches: int) -> int:
    """Wait until the demo has finished at least `matches` matches and shows a trick of Triumph;
    return how many it has finished."""
    done = page.wait_for_function(
        """(least) => {
          const html = document.documentElement;
          const caption = document.querySelector("[data-testid=demo-caption]")?.textContent || "";
          const finished = Number(html.dataset.demoMatches);
          return finished >= least && html.dataset.demoGame === "triumph"
            && /Trick to [A-Z][a-z]+\\./.test(caption) && finished;
        }""",
        arg=matches, polling=50, timeout=480_000,
    )
    return int(done.json_value())


def test_the_demo_plays_match_after_match_with_nobody_at_it(open_page: OpenPage, site_url: str, snap: Snap) -> None:
    fast = "deals=1&pause=0&speed=off&hold=150&level=random"
    page = open_page(1366, 768, url=site_url + f"?lang=en#/demo/triumph,french_tarot?{fast}")
    wait_ready(page.main_frame)
    caption = page.get_by_test_id("demo-caption")
    expect(caption).to_contain_text(re.compile(r"Trick to [A-Z][a-z]+\."), timeout=120_000)
    one_finished = "() => Number(document.documentElement.dataset.demoMatches) >= 1"
    page.wait_for_function(one_finished, polling=50, timeout=240_000)
    snap(page, "club-demo")
    # Counted at the same point of the rotation each time: Triumph's next match begun and its
    # first trick played, so its table is drawn (a French Tarot table simply has more nodes, and
    # a table still waiting for its match has far fewer: 1300 to 5100 nodes were seen between).
    # The caption says "Match n · Triumph" as the match begins, then what each trick did. A fast
    # machine plays a match in half a second, quicker than `expect` polls, so the three facts are
    # read together in the page, and the count is "at least".
    second = triumph_trick_after(page, 2)
    first = dom_counters(page)
    fourth = triumph_trick_after(page, second + 2)
    last = dom_counters(page)
    print(f"demo memory after match {second}: {first}; after match {fourth}: {last}")
    # Between the two counts at least two tables finished. Each finished table kept alive (tried: the
    # stage's old table pushed to a global) adds 8 listeners and about 800 nodes; the listeners
    # stay put otherwise (33 in every run), while the nodes of one moment move by up to 2000
    # between the same two points of the rotation, so they only catch a gross leak.
    assert last["listeners"] <= first["listeners"] + 4, (first, last)
    assert last["nodes"] < first["nodes"] + 4000, (first, last)


def test_two_people_share_one_screen_and_each_sees_only_their_own_hand(
    open_page: OpenPage, site_url: str, snap: Snap
) -> None:
    """Pass and play: Player 1 and Player 2 at one phone, the computer in seats 3 and 4."""
    address = "?lang=en&speed=off&pause=0#/play/triumph?people=2&level=random&seed=8"
    page = open_page(390, 800, url=site_url + address)
    wait_ready(page.main_frame)
    table = page.get_by_test_id("table")
    cover = page.get_by_test_id("pass-cover")
    hand = page.locator("[data-testid=hand-card]")
    seen: dict[int, set[str]] = {0: set(), 1: set()}
    turns = {0: 0, 1: 0}
    snapped = False
    shown = -1
    expect(cover).to_be_visible()
    page.get_by_test_id("pass-names-start").click()  # the names are optional: "Player 1" and "Player 2"
    deadline = time.monotonic() + 120
    while min(turns.values()) < 3 and time.monotonic() < deadline:
        if cover.is_visible():
            # Covered: no card of any hand is on the page.
            assert hand.count() == 0, "a hand shows through the cover"
            button = page.get_by_test_id("pass-show")
            if button.count() and button.is_visible():
                if not snapped:
                    snap(page, "club-pass-and-play-cover")
                seat = int(button.get_attribute("data-seat") or "-1")
                button.click()
                shown = seat
                expect(cover).to_be_hidden()
                expect(table).to_have_attribute("data-viewer", str(seat))
                expect(hand.first).to_be_visible()
                seen[seat].update(hand.evaluate_all("cs => cs.map(c => c.dataset.card)"))
                if not snapped:
                    snap(page, f"club-pass-and-play-player{seat + 1}")
                    snapped = True
                continue
            page.wait_for_timeout(50)
            continue
        # Uncovered: the table shows the person who tapped the cover last, nobody else.
        assert table.get_attribute("data-viewer") == str(shown), "the view changed without the cover"
        if table.get_attribute("data-busy") == "false" and table.get_attribute("data-to-act") == str(shown):
            decisions = page.locator("[data-testid=decision]:visible")
            legal = page.locator("[data-testid=hand-card][data-legal=true]:visible")
            if decisions.count():
                decisions.first.click()
            elif legal.count():
                click_card(legal.first)
            else:
                page.wait_for_timeout(50)
                continue
            turns[shown] += 1
            continue
        page.wait_for_timeout(50)
    assert min(turns.values()) >= 3, f"turns taken: {turns}"
    assert not seen[0] & seen[1], "the two people were shown the same cards"


def test_a_frame_of_another_site_registers_no_service_worker(
    open_page: OpenPage, site_url: str, blog: Callable[[str, str], str]
) -> None:
    """Issue #31 item 15: framed by another site the page tried to register its service worker on
    every load (a warning where the browser refuses it; elsewhere 13 MB of offline copy for each
    site that embeds a game). It does not try: no registration, no warning."""
    snippet = readme_snippet().replace("https://cardavia.netlify.app/", site_url)
    page = open_page(1000, 800)
    warnings: list[str] = []
    page.on("console", lambda m: warnings.append(m.text) if m.type in ("warning", "error") else None)
    page.goto(blog("post.html", f"<!doctype html><title>A post</title>{snippet}"))
    frame = page.locator("iframe").element_handle().content_frame()
    assert frame is not None
    wait_ready(frame)
    page.wait_for_timeout(1500)  # registration came once the engine had settled
    # (Chromium refuses a service worker to a frame of another site: trying is what logged a warning.)
    assert not [w for w in warnings if "offline" in w or "service worker" in w.lower()], warnings
