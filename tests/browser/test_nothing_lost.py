"""Nothing lost, round two (issue #28), the page's part: Take back while a computer seat thinks,
a full storage, a shared link over a saved match, a save too long to load, hostile statistics
files and URL values that name a prototype's property, and a chosen deal in the statistics.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import quote

from playwright.sync_api import Page, expect

from cardavia import share
from cardavia.session import Session

from .conftest import PageOpener, listen_to_announcer, said
from .test_play import play_deal
from .test_ui_table import FAST, click_card, hand, start, wait_engine_ready, wait_my_turn

Snap = Callable[[Page, str], Path]


def stored_entry(page: Page, game: str = "maw") -> dict[str, Any] | None:
    raw = page.evaluate("key => localStorage.getItem(key)", f"cardavia.save.{game}")
    return json.loads(raw) if raw else None


def stored(page: Page, game: str = "maw") -> dict[str, Any]:
    entry = stored_entry(page, game)
    assert entry, "nothing saved"
    save: dict[str, Any] = json.loads(entry["save"])
    return save


def test_take_back_while_a_computer_seat_thinks_leaves_page_session_and_save_in_one_state(
    open_page: PageOpener, site_url: str, snap: Snap
) -> None:
    # Each computer move is shown as "thinking" for 3 s: the click lands while one is thought.
    page = open_page(1366, 768, url=f"{site_url}?speed=off&pause=3000&lang=en")
    wait_engine_ready(page)
    start(page, "#/play/maw?players=4&seed=10&level=easy")
    table = page.get_by_test_id("table")
    page.get_by_test_id("practice").check()
    wait_my_turn(page, 60)
    if page.locator("[data-testid=trick-card]").count() == 3:  # my card would end the trick: a computer must be next
        click_card(page)
        wait_my_turn(page, 60)
    before = hand(page)
    log_before = stored(page)["log"]
    click_card(page)
    expect(page.locator(".thinking")).to_be_visible()  # the next seat, a computer, is thinking
    page.get_by_test_id("undo").click()
    expect(page.locator("[data-testid=hand-card]")).to_have_count(len(before))
    expect(table).to_have_attribute("data-to-act", "0")
    expect(table).to_have_attribute("data-busy", "false")
    page.wait_for_timeout(4_000)  # longer than the pause: the move thought before the undo never lands
    assert hand(page) == before
    expect(table).to_have_attribute("data-to-act", "0")
    expect(page.get_by_test_id("message")).to_have_text("")
    save = stored(page)
    assert save["log"] == log_before and save["undo_used"] is True and save["practice"] is True
    # The table goes on: my card, then the computers' answers.
    click_card(page)
    wait_my_turn(page, 60)
    after_move = hand(page)
    snap(page, "undo-while-thinking-en")
    page.reload()
    wait_engine_ready(page)
    wait_my_turn(page, 60)
    assert hand(page) == after_move
    page.get_by_test_id("score-sheet").click()
    expect(page.get_by_test_id("undo-mark")).to_be_visible()


FILL_STORAGE = """() => {
  // Fill this origin's storage to the last character, as a full disk or quota would.
  let n = 0;
  for (let size = 1 << 20; size >= 1; size >>= 1) {
    const chunk = "x".repeat(size);
    for (;;) {
      try { localStorage.setItem(`junk.${n}`, chunk); n += 1; } catch { break; }
    }
  }
  return n;
}"""

FREE_STORAGE = """() => {
  for (const key of Object.keys(localStorage)) if (key.startsWith("junk.")) localStorage.removeItem(key);
  document.dispatchEvent(new Event("visibilitychange"));  // as when the player comes back to the tab
}"""


def test_a_full_storage_is_told_and_the_moves_are_saved_once_there_is_room(
    open_page: PageOpener, site_url: str, snap: Snap
) -> None:
    page = open_page(1366, 768, url=site_url + FAST)
    wait_engine_ready(page)
    start(page, "#/play/maw?players=4&seed=53&level=easy")
    wait_my_turn(page)
    saved_before = stored(page)
    assert page.evaluate(FILL_STORAGE) > 0
    notice = page.get_by_test_id("unsaved")
    listen_to_announcer(page)
    click_card(page)
    expect(notice).to_be_visible()
    expect(notice).to_contain_text("Storage full")
    moves_unsaved = notice.inner_text()
    snap(page, "storage-full-en")
    assert stored(page) == saved_before  # nothing could be written
    play_deal(page, snap, "storage-full-deal")  # the whole deal, its statistics refused too
    expect(notice).to_contain_text("statistics")
    # Said to a screen reader too, once each time the notice's words changed (not at every retry).
    storage_lines = [line for line in said(page) if line.startswith("Storage full")]
    assert storage_lines == [moves_unsaved, notice.inner_text()], storage_lines
    played = hand(page)
    page.evaluate(FREE_STORAGE)
    expect(notice).to_be_hidden()
    save = stored(page)
    kept = len(saved_before["log"])
    assert len(save["log"]) > kept + 10 and save["log"][:kept] == saved_before["log"]
    page.reload()
    wait_engine_ready(page)
    expect(page.get_by_test_id("deal-summary")).to_be_visible()
    assert hand(page) == played
    page.goto(f"{site_url}#/stats")
    expect(page.get_by_test_id("stats-row-maw").get_by_test_id("stats-deals")).to_have_text("1")
    # In Czech too, on a phone.
    page.set_viewport_size({"width": 360, "height": 740})
    page.goto(f"{site_url}?lang=cs#/table/maw")
    wait_engine_ready(page)
    page.evaluate(FILL_STORAGE)
    page.get_by_test_id("next-deal").click()
    expect(notice).to_contain_text("Úložiště je plné")
    wait_my_turn(page)
    snap(page, "storage-full-phone-cs")
    page.evaluate(FREE_STORAGE)
    expect(notice).to_be_hidden()
    assert "next_deal" in stored(page)["log"]


def test_a_shared_link_asks_before_it_replaces_a_saved_match(open_page: PageOpener, site_url: str, snap: Snap) -> None:
    token = share.make_link(Session("maw", 4, 5), 0, 0)
    page = open_page(1366, 768, url=site_url + FAST)
    wait_engine_ready(page)
    start(page, "#/play/maw?players=4&seed=7&level=easy")
    click_card(page)
    wait_my_turn(page)
    mine = stored_entry(page)
    page.goto(f"{site_url}{FAST}#/share/{token}")
    choice = page.get_by_test_id("share-choice")
    expect(choice).to_be_visible()
    expect(choice).to_contain_text("replaces your match of Maw")
    snap(page, "share-asks-en")
    assert stored_entry(page) == mine
    page.get_by_test_id("share-keep").click()
    wait_my_turn(page)
    kept = stored_entry(page)
    assert kept and mine and kept["save"] == mine["save"]  # resumed (and saved again), the same match
    assert re.search(r"#/table/maw$", page.url)
    page.goto(f"{site_url}{FAST}#/share/{token}")
    page.get_by_test_id("share-take").click()
    expect(page.get_by_test_id("shared-note")).to_be_visible()
    wait_my_turn(page)
    assert stored(page)["seed"] == "5"
    # A shared deal is a chosen deal: the statistics count it apart.
    play_deal(page, snap, "shared-deal-played")
    page.goto(f"{site_url}{FAST}#/stats")
    row = page.get_by_test_id("stats-row-maw")
    expect(row.get_by_test_id("stats-apart")).to_have_text("1")
    expect(row.get_by_test_id("stats-matches")).to_have_text("0")


def test_a_save_too_long_to_load_is_removed_as_the_page_says(open_page: PageOpener, site_url: str) -> None:
    page = open_page(1366, 768, url=site_url + FAST)
    wait_engine_ready(page)
    page.evaluate(
        """() => {
             const save = JSON.stringify({ format: "cardavia-save", pad: "x".repeat(4_100_000) });
             localStorage.setItem("cardavia.save.maw", JSON.stringify({ save, level: "easy" }));
           }"""
    )
    page.goto(f"{site_url}{FAST}#/table/maw")
    expect(page.get_by_test_id("error-message")).to_contain_text("was removed")
    assert stored_entry(page) is None
    page.get_by_test_id("to-game").click()
    expect(page.get_by_test_id("start")).to_be_visible()
    expect(page.get_by_test_id("resume")).to_have_count(0)


def animation_factor(page: Page) -> str:
    value: str = page.evaluate("() => getComputedStyle(document.documentElement).getPropertyValue('--dur').trim()")
    return value


def test_hostile_statistics_files_are_refused_quickly_and_honestly(
    open_page: PageOpener, site_url: str, snap: Snap, tmp_path: Path
) -> None:
    page = open_page(1366, 768, url=f"{site_url}?lang=en#/stats")
    expect(page.get_by_test_id("stats-empty")).to_be_visible()
    message = page.get_by_test_id("stats-message")
    pick = page.get_by_test_id("stats-import")
    record = {"game": "maw", "players": 4, "seed": "1", "finished": True, "deals": 1, "scores": [4.0], "total": 4.0,
              "won": True, "taken": 0, "made": 0, "undo_used": False, "saved": 1}

    def history(matches: dict[str, Any]) -> str:
        return json.dumps({"format": "cardavia-stats", "version": 1, "matches": matches})

    # A record of game __proto__: refused, and no URL value a prototype has is taken afterwards.
    evil = tmp_path / "proto.json"
    evil.write_text(history({"__proto__/4/1": {**record, "game": "__proto__"}}))
    pick.set_input_files(evil)
    expect(message).to_contain_text("not a Cardavia history")
    for value in ["best", "constructor", "__proto__", "toString"]:
        page.goto(f"{site_url}?lang=en#/stats?speed={value}&theme={value}")
        expect(page.get_by_test_id("stats")).to_be_visible()
        assert animation_factor(page) == "0.7", f"?speed={value} was taken"
    # 28 MB: refused at once, before it is read.
    huge = tmp_path / "huge.json"
    huge.write_text(history({f"maw/4/{k}": {**record, "seed": str(k)} for k in range(140_000)}))
    assert huge.stat().st_size > 20_000_000
    began = time.monotonic()
    pick.set_input_files(huge)
    expect(message).to_contain_text("too large")
    assert time.monotonic() - began < 5
    # A good file while the storage is full: nothing stored, and said so; then stored once there is room.
    good = tmp_path / "good.json"
    good.write_text(history({f"maw/4/{k}": {**record, "seed": str(k)} for k in range(20)}))
    page.evaluate(FILL_STORAGE)
    pick.set_input_files(good)
    expect(message).to_contain_text("Nothing was stored")
    expect(page.get_by_test_id("stats-empty")).to_be_visible()
    snap(page, "stats-import-full-en")
    page.evaluate(FREE_STORAGE)
    pick.set_input_files(good)
    expect(message).to_have_text("Matches imported: 20.")
    expect(page.get_by_test_id("stats-row-maw").get_by_test_id("stats-matches")).to_have_text("20")
    # The reason is the page's words, in the page's language, not the check's English.
    pick.set_input_files(evil)
    expect(message).to_have_text("This file is not a Cardavia history: its match __proto__/4/1 is damaged.")
    page.goto(f"{site_url}?lang=fr#/stats")
    page.get_by_test_id("stats-import").set_input_files(evil)
    french = "Ce fichier n’est pas un historique de Cardavia\u00a0: sa partie __proto__/4/1 est endommagée."
    expect(page.get_by_test_id("stats-message")).to_have_text(french)
    page.get_by_test_id("stats-import").set_input_files(huge)
    expect(page.get_by_test_id("stats-message")).to_contain_text("il est trop volumineux (au plus 2\u00a0Mo).")


def test_a_chosen_deal_is_counted_apart_in_the_statistics(open_page: PageOpener, site_url: str, snap: Snap) -> None:
    zones = {k: [str(c) for c in v] for k, v in Session("maw", 4, 3).state.zones().items()}
    deal = json.dumps({"hands": [zones[f"hand{s}"] for s in range(4)], "stock": zones["turned"] + zones["stock"]})
    page = open_page(1366, 768, url=site_url + FAST)
    wait_engine_ready(page)
    start(page, f"#/play/maw?players=4&seed=9&level=easy&deal={quote(deal)}")
    play_deal(page, snap, "chosen-deal")
    page.goto(f"{site_url}{FAST}#/stats")
    row = page.get_by_test_id("stats-row-maw")
    expect(row.get_by_test_id("stats-apart")).to_have_text("1")
    expect(row.get_by_test_id("stats-matches")).to_have_text("0")
    expect(row.get_by_test_id("stats-deals")).to_have_text("0")
    snap(page, "stats-apart-en")
