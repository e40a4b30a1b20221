"""A returning visit restores Python from the browser's own memory snapshot (web/worker.js).

The first visit starts Python from bytecode and stores a snapshot of the engine's
memory in Cache Storage; the next page load restores it instead, and plays. A
damaged snapshot (not gzip, or gzip of something that is no Pyodide memory) is
dropped: the page still starts, from bytecode, and stores a good snapshot again.
"""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Browser, Page, expect

from .conftest import save_snapshot
from .test_offline import SNAPSHOT_CACHE, own_server, play_moves, wait_stored
from .test_play import wait_engine_ready

# Overwrite the stored snapshot with `bytes` bytes of `fill`, gzip-compressed or not.
DAMAGE = f"""async ([fill, bytes, gzip]) => {{
  const cache = await caches.open({SNAPSHOT_CACHE!r});
  const [key] = await cache.keys();
  let body = new Blob([new Uint8Array(bytes).fill(fill)]).stream();
  if (gzip) body = body.pipeThrough(new CompressionStream("gzip"));
  await cache.put(key, new Response(body));
}}"""


def started_from(page: Page, how: str) -> None:
    wait_engine_ready(page)
    expect(page.locator("html")).to_have_attribute("data-engine-start", how)


def test_a_returning_visit_restores_the_snapshot_and_a_damaged_one_is_replaced(
    browser: Browser, site_dir: Path
) -> None:
    server, site_url = own_server(site_dir)
    context = browser.new_context(viewport={"width": 1366, "height": 768})
    errors: list[str] = []
    try:
        page = context.new_page()
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        page.goto(site_url)
        started_from(page, "bytecode")
        size = wait_stored(page)

        page.goto(f"{site_url}?speed=off&pause=0#/play/maw?level=easy&seed=3")
        started_from(page, "snapshot")
        assert play_moves(page, 3) == 3, "no match from a restored snapshot"
        save_snapshot(page, "snapshot-restored-maw")

        for fill, gzip in ((7, False), (0, True)):  # not gzip at all; gzip of no Pyodide memory
            page.evaluate(DAMAGE, [fill, 4_000_000, gzip])
            page.reload()
            started_from(page, "bytecode")
            assert wait_stored(page) == size, "the damaged snapshot was not replaced by a whole one"
        page.reload()
        started_from(page, "snapshot")
        assert not errors, errors
    finally:
        context.close()
        server.kill()
        server.wait(timeout=10)
