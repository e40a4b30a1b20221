"""Faults at the table (issue #15): a worker killed in the middle of a computer move, and two tabs
playing the same game. Nothing the player did is lost, nothing hangs, and the player is told.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, expect

from .conftest import PageOpener, wait_until
from .test_ui_table import FAST, click_card, start, wait_engine_ready, wait_my_turn

Snap = Callable[[Page, str], Path]

KILL_WORKER = """async (timeoutMs) => {
  const { testing } = await import("./js/app.js");
  testing.engine.timeoutMs = timeoutMs;   // the killed worker is noticed by its missing answer
  testing.engine.terminateWorkerForTest();
}"""

SHORT_TIMEOUT = """async (timeoutMs) => {
  const { testing } = await import("./js/app.js");
  testing.engine.timeoutMs = timeoutMs;
}"""


def stored(page: Page, game: str) -> dict[str, Any]:
    """The autosaved save of `game` in this page's storage, parsed."""
    raw = page.evaluate("key => localStorage.getItem(key)", f"cardavia.save.{game}")
    assert raw, "nothing saved"
    save: dict[str, Any] = json.loads(json.loads(raw)["save"])
    return save


def test_a_worker_killed_mid_computer_move_is_restarted_and_the_match_goes_on(
    open_page: PageOpener, site_url: str, snap: Snap
) -> None:
    page = open_page(1366, 768, url=site_url + FAST)
    wait_engine_ready(page)
    page.evaluate(SHORT_TIMEOUT, 15_000)  # every request from now on: lost after 15 s without an answer
    start(page, "#/play/maw?players=4&seed=2&level=normal&demo=1&lang=en")
    table = page.get_by_test_id("table")
    wait_until(page, lambda: len(stored(page, "maw")["log"]) >= 3, 60, "no three computer moves within 60 s")
    expect(page.locator(".thinking")).to_be_visible()  # a computer move is being searched
    before = stored(page, "maw")
    page.evaluate(KILL_WORKER, 4_000)
    message = page.get_by_test_id("message")
    expect(message).to_contain_text("restarted", timeout=60_000)
    snap(page, "worker-restarted-en")
    expect(page.locator("html")).to_have_attribute("data-engine", "ready")
    wait_until(page, lambda: stored(page, "maw")["revision"] >= before["revision"] + 3, 60,
               "no three more moves within 60 s after the restart")
    after = stored(page, "maw")
    assert after["log"][: len(before["log"])] == before["log"], "a move made before the kill was lost"
    assert after["seed"] == before["seed"]
    assert "failed to start" not in (page.text_content("body") or "")
    expect(table).to_be_visible()


def test_a_tab_that_is_behind_is_told_and_opens_the_newer_state(
    open_page: PageOpener, site_url: str, snap: Snap
) -> None:
    first = open_page(1366, 768, url=site_url + FAST)
    wait_engine_ready(first)
    start(first, "#/play/maw?players=4&seed=7&level=easy&lang=en")
    click_card(first)
    wait_my_turn(first)
    # the same game in a second tab of the same browser: it resumes the autosave
    second = first.context.new_page()
    second.goto(site_url + FAST + "#/table/maw")
    wait_engine_ready(second)
    wait_my_turn(second)
    assert stored(second, "maw")["revision"] == stored(first, "maw")["revision"]
    played = click_card(second)
    wait_my_turn(second)
    newer = stored(second, "maw")
    # the first tab is told at once and shows the second tab's state instead of overwriting it
    expect(first.get_by_test_id("message")).to_contain_text("another tab", timeout=30_000)
    wait_my_turn(first)
    snap(first, "two-tabs-behind-en")
    assert first.locator(f"[data-testid=hand-card][data-card='{played}']").count() == 0
    click_card(first)
    # The move is kept: the autosave after it comes a moment after the click.
    def saved_after_newer() -> dict[str, Any] | None:
        latest = stored(first, "maw")
        return latest if latest["revision"] > newer["revision"] else None

    latest = wait_until(first, saved_after_newer, 30, "the first tab's move after the reload was not saved")
    assert latest["log"][: len(newer["log"])] == newer["log"], "the second tab's move was lost"
    expect(second.get_by_test_id("message")).to_contain_text("another tab", timeout=30_000)
    assert re.search(r"#/table/maw", second.url)


def test_a_worker_that_dies_silently_is_replaced_at_once_not_after_the_timeout(
    open_page: PageOpener, site_url: str
) -> None:
    """Issue #28 item 13: a worker gone without a word (killed for memory, crashed) was noticed only
    by its missing answer, 60 s of "thinking…"; its life is a Web Lock now, granted the moment it ends."""
    page = open_page(1366, 768, url=site_url + FAST)
    wait_engine_ready(page)
    start(page, "#/play/maw?players=4&seed=2&level=normal&demo=1&lang=en")
    wait_until(page, lambda: len(stored(page, "maw")["log"]) >= 2, 60, "no two computer moves within 60 s")
    before = stored(page, "maw")
    page.evaluate("""async () => {
      const { testing } = await import("./js/app.js");
      testing.engine.terminateWorkerForTest();   // the default 60-s timeout stays
    }""")
    killed = time.monotonic()
    expect(page.get_by_test_id("message")).to_contain_text("restarted", timeout=15_000)
    assert time.monotonic() - killed < 15
    expect(page.locator("html")).to_have_attribute("data-engine", "ready", timeout=60_000)
    wait_until(page, lambda: stored(page, "maw")["revision"] > before["revision"], 60,
               "no move within 60 s after the restart")
    assert stored(page, "maw")["log"][: len(before["log"])] == before["log"]
