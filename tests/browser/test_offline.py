"""After one visit the site works with the network cut: the service worker's copy.

One real visit to a server of this test's own (engine ready, service worker
installed and in control); then the server is stopped AND the browser goes
offline (Playwright's context.set_offline). A reload must reach engine-ready, and
a new match of every game must start and take a few moves, each game by a
navigation of its own (so each is a fresh page load).
"""

from __future__ import annotations

import re
import subprocess
import sys
import time
from pathlib import Path

from playwright.sync_api import Browser, Page, expect

from .conftest import ROOT, save_snapshot
from .test_play import GAMES, click_card, wait_engine_ready

MOVES = 3


def play_moves(page: Page, moves: int) -> int:
    """Make `moves` decisions or card plays as seat 0; returns how many were made."""
    table = page.get_by_test_id("table")
    expect(table).to_be_visible()
    decisions = page.locator("[data-testid=decision]:visible")
    legal = page.locator("[data-testid=hand-card][data-legal=true]:visible")
    made = 0
    deadline = time.monotonic() + 90
    while made < moves and time.monotonic() < deadline:
        if table.get_attribute("data-busy") == "false" and table.get_attribute("data-to-act") == "0":
            if decisions.count():
                decisions.first.click()
                made += 1
                continue
            if legal.count():
                click_card(legal.first)
                made += 1
                continue
        page.wait_for_timeout(40)
    return made


def test_offline_after_one_visit_every_game_starts(browser: Browser, site_dir: Path) -> None:
    server = subprocess.Popen([sys.executable, str(ROOT / "tools" / "serve.py"), str(site_dir), "--port", "0",
                               "--quiet"], stdout=subprocess.PIPE, text=True)
    assert server.stdout is not None
    match = re.search(r":(\d+)/", server.stdout.readline())
    assert match, "tools/serve.py did not start"
    site_url = f"http://127.0.0.1:{match.group(1)}/"
    context = browser.new_context(viewport={"width": 1366, "height": 768})
    errors: list[str] = []
    try:
        page = context.new_page()
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        page.goto(site_url)
        wait_engine_ready(page)
        scope = page.evaluate("navigator.serviceWorker.ready.then((r) => r.scope)")
        assert scope == site_url
        page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=60_000)

        server.terminate()
        server.wait(timeout=10)
        context.set_offline(True)
        page.reload()
        wait_engine_ready(page)
        expect(page.get_by_test_id("catalogue")).to_be_visible()
        for game in GAMES:
            page.goto(f"{site_url}?speed=off&pause=0#/play/{game}?level=easy&seed=5")
            wait_engine_ready(page)
            made = play_moves(page, MOVES)
            if made < MOVES:
                save_snapshot(page, f"offline-{game}-stuck")
            assert made == MOVES, f"{game}: only {made} moves offline"
        save_snapshot(page, "offline-last-game")
        assert not errors, errors
    finally:
        context.close()
        server.kill()
        server.wait(timeout=10)


def test_the_service_worker_caches_one_build(site_dir: Path) -> None:
    """dist/sw.js lists every file of the build (so nothing is fetched live offline)."""
    source = (site_dir / "sw.js").read_text()
    assert "__BUILD__" not in source and "__FILES__" not in source
    for path in site_dir.rglob("*"):
        if path.is_file() and path.name not in {"sw.js", "index.html"}:
            name = path.relative_to(site_dir).as_posix()
            assert f'"{name}"' in source, f"sw.js does not cache {name}"

