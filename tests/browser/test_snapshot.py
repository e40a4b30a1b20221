"""A returning visit restores Python from the browser's own memory snapshot (web/worker.js).

The first visit starts Python from bytecode and stores a snapshot of the engine's
memory in Cache Storage; the next page load restores it instead, and plays. A
damaged snapshot (junk, or a well-formed packed memory that is no Pyodide memory) is
dropped: the page still starts, from bytecode, and stores a good snapshot again.
"""

from __future__ import annotations

import base64
import hashlib
import json
import shutil
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, Page, expect

from .conftest import save_snapshot
from .test_offline import SNAPSHOT_CACHE, own_server, own_site, play_moves, wait_stored
from .test_play import wait_engine_ready

# Overwrite the stored snapshot: with junk, or with a well-formed packed memory of zeros
# (web/snapshot-pack.mjs) that Pyodide itself must refuse.
DAMAGE = f"""async (junk) => {{
  const cache = await caches.open({SNAPSHOT_CACHE!r});
  const [key] = await cache.keys();
  const length = 20 * 4096 * 256, pages = length / 4096;
  const body = new Uint8Array(junk ? 4_000_000 : 16 + pages / 8).fill(junk ? 7 : 0);
  if (!junk) [0x504e5343, 1, length, pages].forEach((n, i) => new DataView(body.buffer).setUint32(4 * i, n, true));
  await cache.put(key, new Response(body));
}}"""


# Change one byte in the middle of the stored snapshot, its headers (the digest among them) kept:
# the memory stays well-formed, so only the digest beside it can tell.
PATCH = f"""async () => {{
  const cache = await caches.open({SNAPSHOT_CACHE!r});
  const [key] = await cache.keys();
  const stored = await cache.match(key);
  const body = new Uint8Array(await stored.arrayBuffer());
  body[body.length >> 1] ^= 0x01;
  await cache.put(key, new Response(body, {{ headers: stored.headers }}));
}}"""


def started_from(page: Page, how: str) -> None:
    wait_engine_ready(page)
    expect(page.locator("html")).to_have_attribute("data-engine-start", how)


def test_a_returning_visit_restores_the_snapshot_and_a_damaged_one_is_replaced(
    browser: Browser, site_dir: Path
) -> None:
    with own_site(browser, site_dir) as (_, site_url, page, errors):
        page.goto(site_url)
        started_from(page, "bytecode")
        size = wait_stored(page)

        page.goto(f"{site_url}?speed=off&pause=0#/play/maw?level=easy&seed=3")
        started_from(page, "snapshot")
        assert play_moves(page, 3) == 3, "no match from a restored snapshot"
        save_snapshot(page, "snapshot-restored-maw")

        for junk in (True, False):
            page.evaluate(DAMAGE, junk)
            page.reload()
            started_from(page, "bytecode")
            assert wait_stored(page) == size, "the damaged snapshot was not replaced by a whole one"
        page.reload()
        started_from(page, "snapshot")
        assert not errors, errors


# The first session a restored engine opens, and what it says of a session it never opened.
FIRST_SESSION = """async () => {
  const { testing } = await import("./js/app.js");
  let unknown = null;
  try {
    await testing.engine.request("view", { id: "s1", seat: 0 });
  } catch (error) {
    unknown = error.en;
  }
  const opened = await testing.engine.request("new_game", { game: "maw", players: 4, seed: 1 });
  return { unknown, opened: opened.id };
}"""


def test_the_snapshot_holds_no_match_even_when_the_first_visit_opens_one_at_once(
    browser: Browser, site_dir: Path
) -> None:
    """The snapshot is taken after the engine is ready, off the start's path: on a game page the
    match request follows at once, and the snapshot must still be taken before it."""
    with own_site(browser, site_dir) as (_, site_url, page, errors):
        page.goto(f"{site_url}?speed=off&pause=0#/play/maw?level=easy&seed=3")
        started_from(page, "bytecode")
        assert play_moves(page, 2) == 2
        wait_stored(page)
        page.goto(site_url)
        started_from(page, "snapshot")
        result = page.evaluate(FIRST_SESSION)
        assert result == {"unknown": "unknown session 's1'", "opened": "s1"}, result
        assert not errors, errors


def test_a_patched_snapshot_is_refused_by_the_digest_stored_beside_it(browser: Browser, site_dir: Path) -> None:
    """Issue #28 item 8: the snapshot was trusted by its key alone, so a patched one ran silently."""
    with own_site(browser, site_dir) as (_, site_url, page, errors):
        page.goto(site_url)
        started_from(page, "bytecode")
        size = wait_stored(page)
        page.evaluate(PATCH)
        page.goto(f"{site_url}?speed=off&pause=0#/play/maw?level=easy&seed=3")
        started_from(page, "bytecode")
        assert play_moves(page, 2) == 2
        assert wait_stored(page) == size
        page.reload()
        started_from(page, "snapshot")
        assert not errors, errors


# The stored snapshot moved under the key of the build the site now serves, its digest kept (a
# snapshot of another build is whole: only its first real request can tell).
REKEY = f"""async (name) => {{
  const cache = await caches.open({SNAPSHOT_CACHE!r});
  const [key] = await cache.keys();
  const stored = await cache.match(key);
  await cache.put(new URL(`python-snapshot/${{name}}.csnp`, location.href).href, stored);
  await cache.delete(key);
}}"""


def snapshot_key(manifest: dict[str, Any]) -> str:
    """web/start-python.mjs's snapshotKey: the build a snapshot belongs to."""
    files = manifest["files"]
    text = "\n".join([manifest["pyodide"], *(files[name]["integrity"] for name in ("wasm", "stdlib", "engine"))])
    return hashlib.sha256(text.encode()).digest()[:12].hex()


def test_another_builds_snapshot_under_this_key_is_dropped_after_its_first_request(
    browser: Browser, site_dir: Path, tmp_path: Path
) -> None:
    """Issue #28 item 8: build A's memory under build B's key restored, and then every visit failed
    ("ZipImportError", "unknown game") until site data was cleared. Build B here is A with its
    engine zip moved 4 KB further into its file, so every offset A's memory remembers is wrong."""
    site = tmp_path / "site"
    shutil.copytree(site_dir, site)
    server, site_url = own_server(site)
    context = browser.new_context(viewport={"width": 1366, "height": 768}, service_workers="block")
    try:
        page = context.new_page()
        page.goto(site_url)
        started_from(page, "bytecode")
        wait_stored(page)
        manifest = json.loads((site / "engine.json").read_text())
        engine = manifest["files"]["engine"]
        data = b"\0" * 4096 + (site / engine["url"]).read_bytes()
        engine["url"] = engine["url"].replace(".zip", "-b.zip")
        (site / engine["url"]).write_bytes(data)
        engine["integrity"] = "sha256-" + base64.b64encode(hashlib.sha256(data).digest()).decode()
        engine["bytes"] = len(data)
        (site / "engine.json").write_text(json.dumps(manifest))
        page.evaluate(REKEY, snapshot_key(manifest))
        page.goto(f"{site_url}?speed=off&pause=0#/play/maw?level=easy&seed=3")
        # Its first match request fails: the worker drops it and the page's engine starts again.
        expect(page.locator("html")).to_have_attribute("data-engine-start", "bytecode", timeout=120_000)
        expect(page.get_by_text("restarted")).to_be_visible()
        wait_stored(page)
        page.reload()
        started_from(page, "snapshot")  # build B's own snapshot, made by that start
        assert play_moves(page, 2) == 2, "no match after the other build's snapshot was dropped"
    finally:
        context.close()
        server.kill()
        server.wait(timeout=10)
