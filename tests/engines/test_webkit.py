"""The built site in WebKitGTK: Debian's WebKitWebDriver and MiniBrowser, driven by Selenium in an Xvfb display.

The same smoke as firefox.test.mjs (README "Every browser engine"): a first visit starts from bytecode and
stores the memory snapshot; every game's first decisions are made by clicks; a reload
resumes the match and starts from the snapshot; with the server stopped, a reload still
resumes it (the service worker's copy) and plays on. Screenshots of each step go to
test-artifacts/engines-webkit-*.png. WebKitWebDriver hands over no console (Debian's build
has no WebDriver BiDi), so page-checks.mjs's collector, installed after each load, records
the page's console errors and uncaught errors from then on; an engine that fails to start
shows as data-engine="error".
"""

from __future__ import annotations

import contextlib
import os
import re
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from selenium.common.exceptions import WebDriverException
from selenium.webdriver import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webelement import WebElement
from selenium.webdriver.support.select import Select
from selenium.webdriver.webkitgtk.options import Options
from selenium.webdriver.webkitgtk.service import Service
from selenium.webdriver.webkitgtk.webdriver import WebDriver

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"
GAMES = ["french_tarot", "renaissance_tarot", "maw", "triumph", "indulgence"]
FIRST_DECISIONS = 3
ENGINE_READY_S = 180
MOVE_S = 90
CHECKS = (Path(__file__).parent / "page-checks.mjs").read_text()
MINIBROWSER = ("/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser", "/usr/libexec/webkit2gtk-4.1/MiniBrowser")

# Selenium's own client warns about its own internals.
pytestmark = [pytest.mark.engines, pytest.mark.filterwarnings("ignore:setting remote_server_addr:DeprecationWarning")]


def check(name: str) -> str:
    """The source of page-checks.mjs's `export const NAME = ...` (its block up to the blank line)."""
    match = re.search(rf"^export const {name} = (.*?);\n(?:\n|\Z)", CHECKS, re.M | re.S)
    assert match, f"page-checks.mjs has no {name}"
    return match.group(1)


def executable(variable: str, *candidates: str) -> str:
    for candidate in (os.environ.get(variable), *candidates):
        if candidate and os.access(candidate, os.X_OK):
            return candidate
    pytest.fail(f"not installed: {candidates[0]} (./build.sh setup installs it; or set {variable})")


@contextlib.contextmanager
def own_server(site: Path) -> Iterator[tuple[subprocess.Popen[str], str]]:
    """tools/serve.py on `site` at a free port, which the test stops to go offline: it and its address."""
    server = subprocess.Popen([sys.executable, str(ROOT / "tools" / "serve.py"), str(site), "--port", "0", "--quiet"],
                              stdout=subprocess.PIPE, text=True)
    assert server.stdout is not None
    try:
        match = re.search(r":(\d+)/", server.stdout.readline())
        assert match, "tools/serve.py did not start"
        yield server, f"http://127.0.0.1:{match.group(1)}/"
    finally:
        server.kill()
        server.wait(timeout=10)


@contextlib.contextmanager
def xvfb_display() -> Iterator[str]:
    """A display of its own (Xvfb picks a free number), for WebKitGTK, which needs one."""
    server = subprocess.Popen([executable("XVFB", "/usr/bin/Xvfb"), "-displayfd", "1", "-screen", "0",
                               "1366x768x24", "-nolisten", "tcp"],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    assert server.stdout is not None
    try:
        number = server.stdout.readline().strip()
        assert number.isdigit(), "Xvfb did not start"
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(timeout=10)


class WebKitPage:
    """One MiniBrowser window: each step's screenshot, and the page's errors gathered across loads."""

    def __init__(self, driver: WebDriver) -> None:
        self.driver = driver
        self.errors: list[str] = []
        self.step = 0

    def run(self, name: str, *args: Any) -> Any:
        return self.driver.execute_script(f"return ({check(name)})(...arguments)", *args)

    def snap(self, label: str) -> None:
        self.step += 1
        ARTIFACTS.mkdir(exist_ok=True)
        self.driver.save_screenshot(str(ARTIFACTS / f"engines-webkit-{self.step}-{label}.png"))

    def wait(self, what: str, seconds: float, condition: Callable[[], Any]) -> Any:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            with contextlib.suppress(WebDriverException):
                if result := condition():
                    return result
            time.sleep(0.1)
        self.snap(f"stuck-{what}")
        pytest.fail(f"WebKit: {what} did not happen within {seconds:.0f} s ({self.driver.current_url})")

    def find(self, selector: str) -> WebElement:
        """The element `selector` finds, once it is shown."""
        def shown() -> WebElement | None:
            element = self.driver.find_element(By.CSS_SELECTOR, selector)
            return element if element.is_displayed() else None
        found: WebElement = self.wait(selector, 30, shown)
        return found

    def attribute(self, name: str) -> str | None:
        return self.driver.find_element(By.TAG_NAME, "html").get_attribute(name)

    def load(self, how: Callable[[], None], start: str) -> None:
        """Leaves the page (keeping its errors), loads it by `how` and waits for the engine,
        which must have started from `start` ("bytecode" or "snapshot")."""
        with contextlib.suppress(WebDriverException):
            self.errors += self.driver.execute_script("return window.__engineErrors ?? []")
        how()
        self.run("collectErrors")
        state = self.wait("engine start", ENGINE_READY_S, lambda: self.attribute("data-engine") in {"ready", "error"})
        assert state and self.attribute("data-engine") == "ready", "WebKit: the engine failed to start"
        assert self.attribute("data-engine-start") == start, f"WebKit: the engine did not start from {start}"

    def click(self, element: WebElement) -> None:
        """Scrolls `element` to the middle of the window, as a person would, and clicks it (without
        the scroll, WebKitWebDriver called the Start button of the game page's sticky form, reached
        from a table, not interactable)."""
        self.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
        if element.get_attribute("data-testid") == "hand-card":
            # Where a person clicks a card: its index corner, which the fan never covers.
            size = element.size
            ActionChains(self.driver).move_to_element_with_offset(
                element, 7 - size["width"] // 2, 12 - size["height"] // 2).click().perform()
        else:
            element.click()

    def make_decisions(self, game: str, count: int) -> None:
        """Clicks `count` decisions or cards as seat 0, then waits for seat 0's turn again."""
        for made in range(count + 1):
            control = self.wait(f"{game} turn {made + 1}", MOVE_S, lambda: self.run("nextClick"))
            if made < count:
                self.click(control)
                time.sleep(0.2)


@pytest.fixture
def webkit() -> Iterator[WebKitPage]:
    options = Options()
    options.binary_location = executable("MINIBROWSER", *MINIBROWSER)
    options.add_argument("--automation")
    for stale in ARTIFACTS.glob("engines-webkit-*.png"):
        stale.unlink()
    with xvfb_display() as display:
        service = Service(executable_path=executable("WEBKIT_WEBDRIVER", "/usr/bin/WebKitWebDriver"),
                          env={**os.environ, "DISPLAY": display}, log_output=subprocess.DEVNULL)
        driver = WebDriver(options=options, service=service)
        try:
            driver.set_window_rect(0, 0, 1366, 768)
            driver.set_script_timeout(60)
            yield WebKitPage(driver)
        finally:
            driver.quit()


def test_webkit_plays_every_game_resumes_and_works_offline(webkit: WebKitPage, site_dir: Path) -> None:
    with own_server(site_dir) as (server, site_url):
        driver = webkit.driver
        webkit.load(lambda: driver.get(f"{site_url}?speed=off&pause=0&lang=en"), "bytecode")
        webkit.wait("service worker control", 60, lambda: driver.execute_script(
            "return navigator.serviceWorker.controller !== null"))
        webkit.wait("snapshot stored", 60, lambda: webkit.run("storedSnapshot") > 1_000_000)
        webkit.snap("first-visit")
        # Issue #28 item 13: WebKit ignored the page's <link rel=preload> of catalog.json and fetched it
        # a second time; the page now reads the one fetch boot.js starts.
        catalogues = driver.execute_script(
            "return performance.getEntriesByType('resource')"
            ".filter((e) => new URL(e.name).pathname.endsWith('/catalog.json')).map((e) => e.name)")
        assert len(catalogues) == 1, f"WebKit fetched the catalogue {len(catalogues)} times: {catalogues}"

        for game in GAMES:
            webkit.find("[data-testid=brand]").click()
            webkit.find(f"[data-testid=game-link-{game}]").click()
            Select(webkit.find("[data-testid=level]")).select_by_value("easy")
            webkit.click(webkit.find("[data-testid=start]"))
            webkit.make_decisions(game, FIRST_DECISIONS)
            webkit.snap(game)

        hand = webkit.run("hand")
        assert hand, "WebKit: no hand on the last table"
        webkit.load(driver.refresh, "snapshot")
        webkit.wait("the resumed table", 30, lambda: webkit.run("hand"))
        assert webkit.run("hand") == hand, "WebKit: the reload did not resume the match"
        webkit.snap("reload-resumed")

        server.terminate()
        server.wait(timeout=10)
        webkit.load(driver.refresh, "snapshot")
        webkit.wait("the table offline", 30, lambda: webkit.run("hand"))
        assert webkit.run("hand") == hand, "WebKit: the offline reload did not resume the match"
        webkit.make_decisions("indulgence offline", 1)
        webkit.snap("offline-played")
        webkit.errors += driver.execute_script("return window.__engineErrors")
        assert not webkit.errors, "WebKit: the page logged errors:\n" + "\n".join(webkit.errors)
