"""Browser-test fixtures: the built site served locally, and Chromium driven by Playwright.

- ``site_url`` (session): ``site_dir`` — a snapshot of ``dist/``, so a rebuild
  during the run changes nothing — served by ``tools/serve.py`` on a free
  localhost port, with the headers of ``netlify.toml`` (so the CSP applies).
- ``browser`` (session): headless Chromium — the system one (``$CHROMIUM``,
  /usr/bin/chromium …) with flags that keep it off the network, else Playwright's.
- ``open_page(width=1366, height=768, url=None) -> Page``: a new context and page
  at that viewport (navigated to ``url`` if given). Every request that leaves
  localhost is aborted and recorded; console errors and uncaught page errors are
  recorded; the test fails at teardown if any happened. ``open_page.requests[page]``
  lists the URLs the page, its worker and its service worker requested;
  ``open_page.page_requests(page)`` those of the page and its worker alone (the
  service worker fills the offline copy whenever it is installed).
- ``snap(page, name)``: a screenshot in ``test-artifacts/<name>.png``; every open
  page of a failed test is also saved there.

The site's Content-Security-Policy (netlify.toml) applies in these tests, as
deployed. So pass FUNCTIONS to ``page.wait_for_function("() => ...")``: a bare
expression string is eval'ed by Playwright inside the page, which the CSP
blocks ('unsafe-eval'). ``page.evaluate`` accepts either form.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Generator, Iterator
from pathlib import Path
from typing import TypeVar
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import (
    Browser,
    BrowserContext,
    ConsoleMessage,
    Page,
    Playwright,
    Request,
    Route,
    sync_playwright,
)

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"
LOCAL_HOSTS = {"localhost", "127.0.0.1", "::1"}
CHROMIUM_FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]

FAILED = pytest.StashKey[bool]()
Found = TypeVar("Found")
POLL_MS = 100


def wait_until(page: Page, found: Callable[[], Found | None], seconds: float, failure: str) -> Found:
    """What ``found`` returns once it is true, asked every 100 ms for ``seconds`` at most (then the test
    fails with ``failure``): for what the test itself holds (a list a handler fills, a value it reads from
    the page), where Playwright's own waits on the page do not reach."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        value = found()
        if value:
            return value
        page.wait_for_timeout(POLL_MS)
    value = found()
    assert value, failure
    return value


def listen_to_announcer(page: Page) -> None:
    """From now on, keep every line the page says to screen readers (the live region itself keeps only
    its last few): ``said`` reads them."""
    page.evaluate("""() => {
      window.saidLines = [];
      new MutationObserver((changes) => changes.forEach((change) => change.addedNodes.forEach(
        (line) => window.saidLines.push(line.textContent)))).observe(
        document.querySelector("[data-testid=announcer]"), { childList: true });
    }""")


def said(page: Page) -> list[str]:
    """The lines said to screen readers since ``listen_to_announcer``."""
    lines: list[str] = page.evaluate("() => window.saidLines")
    return lines


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if Path(str(item.fspath)).is_relative_to(Path(__file__).parent):
            item.add_marker(pytest.mark.browser)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, pytest.TestReport, pytest.TestReport]:
    report = yield
    if report.when == "call":
        item.stash[FAILED] = report.failed
    return report


def system_chromium() -> str | None:
    for candidate in (os.environ.get("CHROMIUM"), "/usr/bin/chromium", "/usr/bin/chromium-browser",
                      "/usr/bin/google-chrome", shutil.which("chromium")):
        if candidate and os.access(candidate, os.X_OK):
            return candidate
    return None


def is_local(url: str) -> bool:
    parts = urlsplit(url)
    return parts.scheme in {"data", "blob", "about"} or (parts.hostname or "") in LOCAL_HOSTS


def safe_name(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]+", "_", name).strip("_") or "page"


def save_snapshot(page: Page, name: str) -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / f"{safe_name(name)}.png"
    page.screenshot(path=str(path), full_page=True)
    return path


@pytest.fixture
def snap() -> Callable[[Page, str], Path]:
    """``snap(page, name)`` saves a full-page screenshot to test-artifacts/<name>.png."""
    return save_snapshot


@contextlib.contextmanager
def serving(site_dir: Path, host: str = "127.0.0.1") -> Iterator[str]:
    """``site_dir`` served by tools/serve.py (netlify.toml's headers) on ``host``, at a free port:
    the site's address while the block runs."""
    server = subprocess.Popen(
        [sys.executable, str(ROOT / "tools" / "serve.py"), str(site_dir), "--host", host, "--port", "0", "--quiet"],
        stdout=subprocess.PIPE,
        text=True,
    )
    assert server.stdout is not None
    line = server.stdout.readline()
    match = re.search(r":(\d+)/", line)
    if not match:
        server.kill()
        pytest.fail(f"tools/serve.py did not start: {line!r}")
    try:
        yield f"http://{host}:{match.group(1)}/"
    finally:
        server.terminate()
        server.wait(timeout=10)


@pytest.fixture(scope="session")
def site_url(site_dir: Path) -> Iterator[str]:
    with serving(site_dir) as url:
        yield url


@pytest.fixture(scope="session")
def playwright() -> Iterator[Playwright]:
    with sync_playwright() as driver:
        yield driver


@pytest.fixture(scope="session")
def browser(playwright: Playwright) -> Iterator[Browser]:
    executable = system_chromium()
    chromium = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_FLAGS, headless=True)
    yield chromium
    chromium.close()


class PageOpener:
    """The ``open_page`` fixture: opens guarded pages and checks them at teardown."""

    def __init__(self, browser: Browser, name: str) -> None:
        self.browser = browser
        self.name = name
        self.contexts: list[BrowserContext] = []
        self.pages: list[Page] = []
        self.requests: dict[Page, list[str]] = {}
        self.service_worker_requests: dict[Page, list[str]] = {}
        self.blocked: list[str] = []
        self.errors: list[str] = []

    def __call__(self, width: int = 1366, height: int = 768, url: str | None = None) -> Page:
        context = self.browser.new_context(viewport={"width": width, "height": height})
        self.contexts.append(context)
        context.route("**/*", self._guard)
        page = context.new_page()
        self.pages.append(page)
        requested: list[str] = []
        by_service_worker: list[str] = []
        self.requests[page] = requested
        self.service_worker_requests[page] = by_service_worker

        def record(request: Request) -> None:
            requested.append(request.url)
            if request.service_worker is not None:
                by_service_worker.append(request.url)

        context.on("request", record)
        page.on("console", self._console)
        page.on("pageerror", lambda error: self.errors.append(f"page error: {error}"))
        if url is not None:
            page.goto(url)
        return page

    def page_requests(self, page: Page) -> list[str]:
        """The URLs ``page`` and its worker requested, in order: ``requests`` less the service worker's."""
        made = list(self.requests[page])
        for url in self.service_worker_requests[page]:
            made.remove(url)
        return made

    def _guard(self, route: Route) -> None:
        if is_local(route.request.url):
            route.continue_()
        else:
            self.blocked.append(route.request.url)
            route.abort("blockedbyclient")

    def _console(self, message: ConsoleMessage) -> None:
        if message.type == "error":
            self.errors.append(f"console error: {message.text} ({message.location.get('url', '')})")

    def close(self, failed: bool) -> None:
        if failed:
            for index, page in enumerate(self.pages):
                if not page.is_closed():
                    save_snapshot(page, f"{self.name}-failed-{index}")
        for context in self.contexts:
            context.close()


@pytest.fixture
def open_page(browser: Browser, request: pytest.FixtureRequest) -> Iterator[PageOpener]:
    opener = PageOpener(browser, request.node.name)
    yield opener
    opener.close(request.node.stash.get(FAILED, False))
    problems = [f"request outside localhost blocked: {url}" for url in opener.blocked] + opener.errors
    if problems:
        pytest.fail("the page was not clean:\n" + "\n".join(problems), pytrace=False)
