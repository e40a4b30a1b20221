"""A Python runtime that fails fatally is recognised by Pyodide's own signal (issue #28 item 2).

The issue's case: a 3,000-deep JSON text overflowed the stack ("Maximum call stack size exceeded"),
which the worker did not take for a fatal error, because it looked for the words "fatal error":
the worker neither restarted nor dropped its snapshot, and every later request failed. The engine
now refuses such a link before it is parsed, so this test makes the same overflow on purpose: the
first worker.js the page loads gets a test-only request that parses that text with the standard
library's json (the rest of the worker as built).
"""

from __future__ import annotations

import re

from playwright.sync_api import Route, expect

from .conftest import PageOpener, wait_until
from .test_ui_table import FAST, wait_engine_ready

OVERFLOW_OP = "overflow_for_test"
# The built (minified) worker takes the engine's entry point as `let <h>=<pyodide>.pyimport(<module>).handle;`.
HANDLE = re.compile(r"let ([\w$]+)=([\w$]+)\.pyimport\(([\w$]+)\)\.handle;")
OVERFLOW = "import json\\njson.loads('[' * 3000 + ']' * 3000)"


def test_a_fatal_error_that_does_not_say_so_restarts_the_engine(open_page: PageOpener, site_url: str) -> None:
    page = open_page()
    patched: list[str] = []
    workers: list[str] = []

    def first_worker(route: Route) -> None:
        workers.append(route.request.url)
        if patched:  # the restarted worker is the site's own
            route.continue_()
            return
        body = route.fetch().text()
        hooked, count = HANDLE.subn(
            lambda m: (f"let {m[1]}=((h)=>(t)=>t.includes('\"op\":\"{OVERFLOW_OP}\"')"
                       f"?{m[2]}.runPython(\"{OVERFLOW}\"):h(t))({m[2]}.pyimport({m[3]}).handle);"), body)
        assert count == 1, "the worker's entry point was not found in the built worker.js"
        patched.append(route.request.url)
        route.fulfill(body=hooked, content_type="text/javascript")

    page.route(re.compile(r"/worker\.js(\?.*)?$"), first_worker)
    page.goto(site_url + FAST)
    wait_engine_ready(page)
    assert patched, "the page's worker was not the patched one"
    outcome = page.evaluate(f"""async () => {{
      const {{ testing }} = await import("./js/app.js");
      try {{ return JSON.stringify(await testing.engine.request("{OVERFLOW_OP}", {{}})); }}
      catch (error) {{ return String(error && error.message || error); }}
    }}""")
    assert "Maximum call stack" in outcome or "fatal" in outcome or "restart" in outcome.lower(), outcome
    # Pyodide marked the error fatal (its interpreter cannot be trusted even if it still answers): the
    # worker stops (the words "fatal error" are nowhere in its message), the page starts a new one,
    # and that one answers. Without Pyodide's signal the first worker goes on and none is started.
    wait_until(page, lambda: len(workers) >= 2, 60, f"no new worker after the fatal error: {workers}")
    expect(page.locator("html")).to_have_attribute("data-engine", "ready", timeout=120_000)
    reply = page.evaluate("""async () => {
      const { testing } = await import("./js/app.js");
      const game = await testing.engine.request("new_game", { game: "maw", seed: 1 });
      return game.ok ? (await testing.engine.request("view", { id: game.id, seat: 0 })).ok : game;
    }""")
    assert reply is True, reply
    page.wait_for_timeout(500)
    # Pyodide reports its fatal error itself, and the worker logs the failed request; nothing else may be.
    open_page.errors[:] = [e for e in open_page.errors
                           if "pyodide.asm.mjs" not in e and f"{OVERFLOW_OP} failed" not in e]
