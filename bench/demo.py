"""The club demo left alone: does the README's demo address keep the table moving for hours?

Serves dist/ with tools/serve.py's handler (netlify.toml's headers), opens the demo
address the README gives (its host replaced by the local server) in headless
Chromium, touches nothing, and every --every seconds records: finished matches,
how often the table changed (polled each second: the trick, the deal number) and
the caption line's changes (a trick taken, a deal won), the DOM
node and event-listener counts and the JS heap after a garbage collection
(Chrome DevTools Protocol). Prints one row per sample and a summary; exits 1 if
the table stood still for a whole interval or the DOM grew by half.

Usage: python bench/demo.py [--minutes 6] [--every 30] [--query pause=1200]   (after ./build.sh build)
"""

from __future__ import annotations

import argparse
import itertools
import os
import re
import shutil
import sys
import time
from pathlib import Path

from playwright.sync_api import Page, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
sys.path.insert(0, str(ROOT / "tools"))

import serve  # noqa: E402

CHROMIUM_FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"]
# Counts how often the table changed (a card played, a trick taken, a new deal) and
# the caption line's changes, polled in the page once a second.
WATCH_MOVES = """
window.__moves = 0;
window.__captions = 0;
setInterval(() => {
  const trick = [...document.querySelectorAll("[data-testid=trick-card]")].map((c) => c.dataset.card).join();
  const key = (document.querySelector("[data-testid=deal-no]") || {}).textContent + "|" + trick;
  if (key !== window.__lastKey) { window.__lastKey = key; window.__moves++; }
  const caption = (document.querySelector("[data-testid=demo-caption]") || {}).textContent;
  if (caption !== window.__lastCaption) { window.__lastCaption = caption; window.__captions++; }
}, 1000);
"""


def readme_demo_address() -> str:
    match = re.search(r"^https://cardavia\.netlify\.app/(#/demo\S*)$", (ROOT / "README.md").read_text(), re.M)
    if not match:
        sys.exit("demo: README.md gives no demo address")
    return match.group(1)


def sample(page: Page) -> dict[str, float]:
    cdp = page.context.new_cdp_session(page)
    cdp.send("HeapProfiler.collectGarbage")
    dom = cdp.send("Memory.getDOMCounters")
    heap = cdp.send("Runtime.getHeapUsage")
    cdp.detach()
    state = page.evaluate(
        "() => ({matches: +(document.documentElement.dataset.demoMatches || 0),"
        " moves: window.__moves, captions: window.__captions})")
    return {"matches": state["matches"], "moves": state["moves"], "captions": state["captions"],
            "nodes": dom["nodes"],
            "listeners": dom["jsEventListeners"], "heap": heap["usedSize"] / 2**20}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=6.0)
    parser.add_argument("--every", type=float, default=30.0, help="seconds between samples")
    parser.add_argument("--query", default="", help="extra parameters for the demo address, e.g. pause=0")
    args = parser.parse_args()
    if not (DIST / "index.html").is_file():
        sys.exit("demo: dist/ is missing; run ./build.sh build first")
    server, base = serve.serve_in_background(DIST)
    address = readme_demo_address()
    if args.query:
        address += ("&" if "?" in address else "?") + args.query
    url = f"{base}{address}"
    executable = os.environ.get("CHROMIUM") or shutil.which("chromium") or None
    rows: list[tuple[float, dict[str, float]]] = []
    with sync_playwright() as driver:
        browser = driver.chromium.launch(executable_path=executable, args=CHROMIUM_FLAGS, headless=True)
        page = browser.new_page(viewport={"width": 1920, "height": 1080})
        page.add_init_script(WATCH_MOVES)
        print(f"demo: {address} for {args.minutes:g} min, a sample every {args.every:g} s", flush=True)
        page.goto(url)
        page.wait_for_function("() => document.documentElement.dataset.engine === 'ready'", timeout=180_000)
        start = time.monotonic()
        print(f"{'min':>5} {'matches':>7} {'moves':>6} {'captions':>8} {'DOM nodes':>9} {'listeners':>9} "
              f"{'heap MB':>8}")
        while True:
            elapsed = time.monotonic() - start
            row = sample(page)
            rows.append((elapsed, row))
            print(f"{elapsed / 60:5.1f} {row['matches']:7.0f} {row['moves']:6.0f} {row['captions']:8.0f} "
                  f"{row['nodes']:9.0f} "
                  f"{row['listeners']:9.0f} {row['heap']:8.2f}", flush=True)
            if elapsed >= args.minutes * 60:
                break
            time.sleep(min(args.every, args.minutes * 60 - elapsed + 0.01))
        browser.close()
    server.shutdown()
    still = [t for (t, a), (_, b) in itertools.pairwise(rows) if b["moves"] <= a["moves"]]
    first, last = rows[min(1, len(rows) - 1)][1], rows[-1][1]
    print(f"demo: {last['matches']:.0f} matches finished, {last['moves']:.0f} table changes and "
          f"{last['captions']:.0f} captions in "
          f"{rows[-1][0] / 60:.1f} min; heap {first['heap']:.2f} → {last['heap']:.2f} MB, "
          f"DOM nodes {first['nodes']:.0f} → {last['nodes']:.0f}, listeners {first['listeners']:.0f} → "
          f"{last['listeners']:.0f}; intervals without a move: {len(still)}")
    if still or last["nodes"] > 1.5 * first["nodes"] + 500:
        sys.exit(1)


if __name__ == "__main__":
    main()
