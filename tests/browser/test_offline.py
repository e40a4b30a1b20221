"""After one visit the site works with the network cut: the service worker's copy.

One real visit to a server of this test's own (engine ready, service worker
installed and in control); then the server is stopped AND the browser goes
offline (Playwright's context.set_offline). A reload must reach engine-ready, and
a new match of every game must start and take a few moves, each game by a
navigation of its own (so each is a fresh page load); the embed, the example
article and an unknown address open too.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import re
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import catalogues  # tools/catalogues.py (tests/conftest.py puts tools/ on the path)
import pytest
from playwright.sync_api import Browser, Page, expect

from .conftest import ROOT, PageOpener, save_snapshot, wait_until
from .test_play import GAMES, click_card, wait_engine_ready

MOVES = 3
# The engine worker's memory snapshot (web/worker.js).
SNAPSHOT_CACHE = "cardavia-python-snapshot"
# The memory size the stored snapshot holds (web/snapshot-pack.mjs header), or 0 when there is none.
STORED_SIZE = f"""async () => {{
  const cache = await caches.open({SNAPSHOT_CACHE!r});
  const keys = await cache.keys();
  if (keys.length !== 1) return keys.length ? -keys.length : 0;
  const packed = await (await cache.match(keys[0])).arrayBuffer();
  return packed.byteLength >= 16 ? new DataView(packed).getUint32(8, true) : 0;
}}"""


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


def wait_stored(page: Page) -> int:
    """Waits until the worker has stored a whole snapshot; returns its size."""
    def whole_size() -> int:
        size = int(page.evaluate(STORED_SIZE))
        return size if size > 1_000_000 else 0

    return wait_until(page, whole_size, 30, "no snapshot was stored after the first start")


def own_server(site: Path, log: Path | None = None) -> tuple[subprocess.Popen[str], str]:
    """tools/serve.py on `site`, for a test that stops or changes it; `log` records its requests."""
    quiet = [] if log else ["--quiet"]
    with log.open("w") if log else contextlib.nullcontext() as stderr:
        server = subprocess.Popen([sys.executable, str(ROOT / "tools" / "serve.py"), str(site), "--port", "0",
                                   *quiet], stdout=subprocess.PIPE, stderr=stderr, text=True)
    assert server.stdout is not None
    match = re.search(r":(\d+)/", server.stdout.readline())
    assert match, "tools/serve.py did not start"
    return server, f"http://127.0.0.1:{match.group(1)}/"


@contextlib.contextmanager
def own_site(browser: Browser, site: Path) -> Iterator[tuple[subprocess.Popen[str], str, Page, list[str]]]:
    """A laptop-sized page in a new browser context, on `site` served by its own server (which the
    test may stop): the server, its address, the page and the console errors it logs."""
    server, site_url = own_server(site)
    context = browser.new_context(viewport={"width": 1366, "height": 768})
    errors: list[str] = []
    try:
        page = context.new_page()
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        yield server, site_url, page, errors
    finally:
        context.close()
        server.kill()
        server.wait(timeout=10)


def reload_offline(server: subprocess.Popen[str], page: Page) -> None:
    """The server stopped and the browser offline: the page reloads and its engine and catalogue come."""
    server.terminate()
    server.wait(timeout=10)
    page.context.set_offline(True)
    page.reload()
    wait_engine_ready(page)
    expect(page.get_by_test_id("catalogue")).to_be_visible()


def test_offline_after_one_visit_every_game_starts(browser: Browser, site_dir: Path) -> None:
    with own_site(browser, site_dir) as (server, site_url, page, errors):
        page.goto(site_url)
        wait_engine_ready(page)
        scope = page.evaluate("navigator.serviceWorker.ready.then((r) => r.scope)")
        assert scope == site_url
        page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=60_000)
        wait_stored(page)

        reload_offline(server, page)
        # Offline, Python comes back from the memory snapshot the first visit stored.
        expect(page.locator("html")).to_have_attribute("data-engine-start", "snapshot")
        for game in GAMES:
            page.goto(f"{site_url}?speed=off&pause=0#/play/{game}?level=easy&seed=5")
            wait_engine_ready(page)
            made = play_moves(page, MOVES)
            if made < MOVES:
                save_snapshot(page, f"offline-{game}-stuck")
            assert made == MOVES, f"{game}: only {made} moves offline"
        save_snapshot(page, "offline-last-game")
        assert not errors, errors
        # The site's other pages are their own; any other address is the page. (The example
        # article, like another site's, names no icon: its /favicon.ico fails offline.)
        page.goto(f"{site_url}embed.html?speed=off&pause=0#/maw?level=easy&seed=5")
        wait_engine_ready(page)
        expect(page.locator("html")).to_have_class(re.compile(r"\bembed\b"))
        expect(page.get_by_test_id("table")).to_be_visible()
        page.goto(f"{site_url}blog/example.html")
        expect(page.get_by_role("heading", level=1)).to_have_text("Reading the turned card in Maw")
        page.goto(f"{site_url}no-such-page?lang=en")
        expect(page.get_by_test_id("catalogue")).to_be_visible()


def precache_manifest(sw_js: str) -> dict[str, str | None]:
    """The Workbox manifest tools/precache.mjs wrote into sw.js: file -> revision."""
    match = re.search(r"precache\.precache\((\[.*?\])\);", sw_js, re.S)
    assert match, "sw.js has no precache manifest"
    return {entry["url"]: entry["revision"] for entry in json.loads(match.group(1))}


PRECACHED = """async () => {
  const names = (await caches.keys()).filter((name) => name.includes("precache"));
  let count = 0;
  for (const name of names) count += (await (await caches.open(name)).keys()).length;
  return count;
}"""
DELETE_PRECACHE = """async () => {
  for (const name of await caches.keys()) if (name.includes("precache")) await caches.delete(name);
}"""


def wait_precached(page: Page, count: int, seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while page.evaluate(PRECACHED) < count:
        assert time.monotonic() < deadline, f"the offline copy holds {page.evaluate(PRECACHED)} of {count} files"
        page.wait_for_timeout(200)


def test_an_offline_copy_deleted_is_fetched_again(browser: Browser, site_dir: Path) -> None:
    """Issue #28 item 11: after Cache Storage was cleared, offline was gone until the next deploy,
    silently. The next visit finds the copy missing and fetches it again; then offline works."""
    files = len(precache_manifest((site_dir / "sw.js").read_text()))
    with own_site(browser, site_dir) as (server, site_url, page, errors):
        page.goto(site_url)
        wait_engine_ready(page)
        page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=60_000)
        wait_precached(page, files)
        page.evaluate(DELETE_PRECACHE)
        assert page.evaluate(PRECACHED) == 0
        page.reload()
        wait_engine_ready(page)
        wait_precached(page, files)
        reload_offline(server, page)
        assert not errors, errors


def test_the_service_worker_precaches_every_file_by_its_content(site_dir: Path) -> None:
    """dist/sw.js lists every file of the build (so nothing is fetched live offline), each with
    its content hash as revision (so a deploy downloads what changed), or none where the name
    is already one (engine/ and pyodide/<version>/). The page's words by language (i18n/) are
    the exception: a first visit downloads its own language's only, so sw.js names each language's
    file by its content hash instead, and keeps it once used (test_page_languages.py)."""
    sw_js = (site_dir / "sw.js").read_text()
    manifest = precache_manifest(sw_js)
    files = {path.relative_to(site_dir).as_posix(): path for path in site_dir.rglob("*")
             if path.is_file() and path.name != "sw.js"}
    files["./"] = files.pop("index.html")  # the page, by the address it is loaded at
    languages = {name: files.pop(name) for name in sorted(files) if name.startswith("i18n/")}
    assert sorted(languages) == sorted(f"i18n/{language}.json" for language in catalogues.languages())
    named = re.search(r"const LANGUAGE_FILES = (\{.*?\});", sw_js)
    assert named, "sw.js names no language files"
    assert json.loads(named.group(1)) == {
        path.stem: f"{name}?v={hashlib.sha256(path.read_bytes()).hexdigest()[:16]}" for name, path in languages.items()}
    assert sorted(manifest) == sorted(files)
    assert "workbox/workbox-precaching.prod.js" in manifest and "workbox/LICENSE" in manifest
    for name, path in files.items():
        content_addressed = name.startswith(("engine/", "pyodide/"))
        revision = None if content_addressed else hashlib.sha256(path.read_bytes()).hexdigest()[:16]
        assert manifest[name] == revision, name


def test_moving_around_never_restarts_the_engine(open_page: PageOpener, site_url: str) -> None:
    """Catalogue, game page, cards, language, settings and a table: one worker, one start-up."""
    page = open_page(url=site_url)
    wait_engine_ready(page)
    started = page.evaluate("performance.timeOrigin")
    assert [worker.url for worker in page.workers] == [site_url + "worker.js"]
    engine_worker = page.workers[0]
    for route in ("#/game/maw", "#/cards/pack52", "#/", "#/game/triumph"):
        page.evaluate(f"location.hash = {route!r}")
        page.wait_for_timeout(200)
    page.get_by_test_id("settings-button").click()
    page.get_by_test_id("setting-lang").select_option("cs")
    page.get_by_test_id("settings-close").click()
    page.evaluate("location.hash = '#/play/maw?level=easy&seed=2'")
    expect(page.get_by_test_id("table")).to_be_visible()
    assert page.evaluate("performance.timeOrigin") == started, "the page was reloaded"
    assert page.workers == [engine_worker], "the engine's worker was replaced"
    expect(page.locator("html")).to_have_attribute("data-engine", "ready")


def served(log: Path) -> list[tuple[str, str]]:
    """(path, status) of each request in a tools/serve.py log, in order."""
    return re.findall(r'"GET (\S+) HTTP/[\d.]+" (\d+)', log.read_text())


@pytest.mark.parametrize("switch", ["button", "page-before-workbox"])
def test_a_new_deploy_waits_for_the_update_button(browser: Browser, site_dir: Path, tmp_path: Path,
                                                  switch: str) -> None:
    """The old build keeps serving until the person clicks Update; then the page runs the new one.

    The new build downloads only the file that changed. Its worker deletes the cache of the
    hand-written worker before Workbox ("cardavia-<build hash>") and no other cache: the
    engine's "cardavia-python-..." stays. It also obeys the Update of a page of the build before
    Workbox (`page-before-workbox`: that page's offline.js posted "update" to the waiting worker).
    """
    site = tmp_path / "site"
    shutil.copytree(site_dir, site)
    log = tmp_path / "requests.log"
    server, site_url = own_server(site, log)
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(site_url)
        wait_engine_ready(page)
        page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=60_000)
        page.evaluate("""async () => {
            await (await caches.open("cardavia-python-snapshot")).put("snapshot", new Response("kept"));
            await caches.open("cardavia-0123456789abcdef");
        }""")
        # A deploy: one page file changes, so its revision and sw.js change.
        before_deploy = len(served(log))
        shutil.copy2(ROOT / "web" / "sw.js", site / "sw.js")
        catalog = site / "catalog.json"
        catalog.write_text(catalog.read_text().replace("Maw", "Maw (new)", 1))
        subprocess.run(["node", str(ROOT / "tools" / "precache.mjs"), str(site)], check=True, capture_output=True)
        page.reload()
        wait_engine_ready(page)
        update = page.get_by_test_id("update-ready")
        expect(update).to_be_visible(timeout=60_000)
        # Said to a screen reader with where its button is, and listed among the page's landmarks.
        expect(page.get_by_test_id("announcer")).to_contain_text(
            "A new version of Cardavia is ready: the Update button at the bottom of the page switches to it.")
        expect(page.get_by_role("region", name="A new version of Cardavia is ready.")).to_be_visible()
        requests = served(log)[before_deploy:]
        assert {path for path, status in requests if status == "200"} == {"/sw.js", "/catalog.json"}, requests
        # Nothing else is even asked for, but the scripts the new sw.js imports (the browser
        # compares them with the old worker's: 304).
        assert {path for path, _ in requests} - {"/sw.js", "/catalog.json"} <= {
            f"/workbox/workbox-{name}.js" for name in ("sw", "core.prod", "precaching.prod", "routing.prod",
                                                      "strategies.prod")}, requests
        old = page.evaluate("fetch('catalog.json').then((r) => r.text())")
        assert "Maw (new)" not in old, "the old page was given a file of the new build"
        with page.expect_navigation():
            if switch == "button":
                update.get_by_role("button").click()
            else:
                page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.waiting.postMessage('update'))")
        wait_engine_ready(page)
        assert "Maw (new)" in page.evaluate("fetch('catalog.json').then((r) => r.text())")
        expect(page.get_by_test_id("update-ready")).to_have_count(0)
        names = page.evaluate("caches.keys()")
        assert "cardavia-0123456789abcdef" not in names, names
        assert page.evaluate("""async () =>
            (await (await caches.open("cardavia-python-snapshot")).match("snapshot"))?.text()""") == "kept"
    finally:
        context.close()
        server.kill()
        server.wait(timeout=10)
