"""The pace of play: from the player's click on a card to the player's next turn, at default settings.

Serves dist/ with tools/serve.py's handler (netlify.toml's headers), opens a new
match of each game (default player count, default level) in a fresh headless
Chromium context, so every setting is its default (computer pause, animation
speed, trick hold), and plays cards like a person. An init script stamps the
click on a card (``performance.now()`` in a capturing listener) and the moment
the table is playable again for the player: ``data-busy=false``, ``data-to-act``
the player's seat, a legal card in the hand, in the play phase of the same deal
(watched with a MutationObserver). Only card plays followed by another card play
in the same deal count; bids and discards are made but not timed. Prints the
median, minimum and maximum per game, in seconds.

Usage: python bench/pace.py [--plays 16] [--games maw,triumph] [--query speed=fast]   (after ./build.sh build)
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import time
from pathlib import Path

from playwright.sync_api import Page, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
sys.path.insert(0, str(ROOT / "tools"))

import serve  # noqa: E402

GAMES = ("french_tarot", "renaissance_tarot", "maw", "triumph", "indulgence")
SEAT = "0"  # a new match seats the player at seat 0
CHROMIUM_FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"]
# In the page: window.__pace.samples holds one ms figure per timed card play.
WATCH_PACE = """
window.__pace = { samples: [], pending: null };
const table = () => document.querySelector("[data-testid=table]");
document.addEventListener("click", (ev) => {
  const card = ev.target.closest && ev.target.closest("[data-testid=hand-card][data-legal=true]");
  const t = table();
  if (!card || !t || t.dataset.phase !== "play") return;
  const deal = (document.querySelector("[data-testid=deal-no]") || {}).textContent;
  window.__pace.pending = { at: performance.now(), deal, left: false };
}, true);
const check = () => {
  const p = window.__pace.pending;
  const t = table();
  if (!p || !t) return;
  const mine = t.dataset.busy === "false" && t.dataset.toAct === "SEAT";
  if (!p.left) {  // the click must first have taken the turn away (busy, or another seat to act)
    p.left = !mine;
    return;
  }
  if (!mine || t.dataset.phase !== "play") return;
  if (!document.querySelector("[data-testid=hand-card][data-legal=true]")) return;
  const deal = (document.querySelector("[data-testid=deal-no]") || {}).textContent;
  if (deal === p.deal) window.__pace.samples.push(performance.now() - p.at);
  window.__pace.pending = null;
};
new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
""".replace('"SEAT"', f'"{SEAT}"')


def play(page: Page, plays: int, minutes: float) -> list[float]:
    """Click like a person until ``plays`` card plays are timed; returns them in seconds."""
    table = page.locator("[data-testid=table]")
    summary = page.locator("[data-testid=deal-summary]:visible")
    next_deal = page.locator("[data-testid=next-deal]:visible")
    decisions = page.locator("[data-testid=decision]:visible")
    passes = page.locator("[data-testid=decision][data-action=pass]:visible")
    confirm = page.locator("[data-testid=confirm-discard]:visible:enabled")
    cards = page.locator("[data-testid=hand-card][data-legal=true]:not(.picked):visible")
    deadline = time.monotonic() + minutes * 60
    while time.monotonic() < deadline:
        samples: list[float] = page.evaluate("window.__pace.samples")
        if len(samples) >= plays:
            return [s / 1000 for s in samples[:plays]]
        if summary.count():
            page.evaluate("window.__pace.pending = null")
            if next_deal.count():
                next_deal.click()
            continue
        mine = table.get_attribute("data-busy") == "false" and table.get_attribute("data-to-act") == SEAT
        if not mine:
            page.wait_for_timeout(20)
        elif passes.count():
            passes.first.click()
        elif decisions.count():
            decisions.first.click()
        elif confirm.count():
            confirm.click()
        elif cards.count():
            cards.first.click(position={"x": 7, "y": 12})  # the index corner, which the fan never covers
        else:
            page.wait_for_timeout(20)
    sys.exit(f"pace: fewer than {plays} card plays timed in {minutes:g} min")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--plays", type=int, default=16, help="timed card plays per game")
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--query", default="", help="extra address parameters, e.g. speed=slow&pause=1200")
    parser.add_argument("--minutes", type=float, default=8.0, help="give up on a game after this long")
    args = parser.parse_args()
    if not (DIST / "index.html").is_file():
        sys.exit("pace: dist/ is missing; run ./build.sh build first")
    server, base = serve.serve_in_background(DIST)
    executable = os.environ.get("CHROMIUM") or shutil.which("chromium") or None
    extra = f"&{args.query}" if args.query else ""
    print(f"pace: seconds from a click on a card to the next turn, {args.plays} plays per game, "
          f"settings {'default' + (' + ' + args.query if args.query else '')}")
    print(f"{'game':<18} {'median':>7} {'min':>6} {'max':>6}")
    with sync_playwright() as driver:
        browser = driver.chromium.launch(executable_path=executable, args=CHROMIUM_FLAGS, headless=True)
        for game in args.games.split(","):
            context = browser.new_context(viewport={"width": 1366, "height": 768})
            page = context.new_page()
            page.add_init_script(WATCH_PACE)
            page.goto(f"{base}?guide=0#/play/{game}?seed=7{extra}")  # the table reads guide= from the query
            page.locator("[data-testid=table]").wait_for(timeout=180_000)
            got = play(page, args.plays, args.minutes)
            print(f"{game:<18} {statistics.median(got):7.2f} {min(got):6.2f} {max(got):6.2f}", flush=True)
            context.close()
        browser.close()
    server.shutdown()


if __name__ == "__main__":
    main()
