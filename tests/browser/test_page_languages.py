"""The page downloads its own language's words only (#30): the default language's (English) come in
the page's script, another's file (dist/i18n/<language>.json) is fetched the first time it is spoken,
once, and kept by the service worker, so a language once used is spoken offline too.

Each test serves a copy of the site with a server of its own that logs every request (so what the
browser downloads is counted at the server, the service worker's own fetches included) and stops it
to go offline.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from .test_offline import own_server, served
from .test_play import wait_engine_ready

# Words of the page's header in each language (web/i18n/messages.json: nav.settings), and how its
# description for search engines and shared links begins (app.description).
SETTINGS = {"en": "Settings", "cs": "Nastavení"}
DESCRIPTION = {"en": "Cardavia: play historical", "cs": "Cardavia: hrajte v prohlížeči"}


def language_files(log: Path) -> list[str]:
    """The language files the server sent (200) or was asked for, in order."""
    return [path for path, _ in served(log) if path.startswith("/i18n/")]


def speaks(page: Page, lang: str) -> None:
    expect(page.locator("html")).to_have_attribute("lang", lang)
    expect(page.get_by_test_id("settings-button")).to_have_text(SETTINGS[lang])
    expect(page.locator("meta[name=description]")).to_have_attribute("content", re.compile("^" + DESCRIPTION[lang]))
    expect(page.get_by_test_id("catalogue")).to_be_visible()


def choose_language(page: Page, lang: str) -> None:
    page.get_by_test_id("settings-button").click()
    page.get_by_test_id("setting-lang").select_option(lang)
    page.get_by_test_id("settings-close").click()
    expect(page.get_by_test_id("settings")).to_be_hidden()


def first_visit(page: Page, site_url: str) -> None:
    """A first visit, until the service worker controls the page and holds the whole offline copy."""
    page.goto(site_url)
    wait_engine_ready(page)
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=60_000)
    page.wait_for_function("""async () => {
        const names = (await caches.keys()).filter((name) => name.includes("precache"));
        return names.length === 1 && (await (await caches.open(names[0])).keys()).length > 20;
    }""", timeout=60_000)


@pytest.mark.parametrize(("locale", "lang"), [("cs-CZ", "cs"), ("en-GB", "en")])
def test_a_first_visit_downloads_its_own_language_only_and_speaks_it_offline(
        browser: Browser, site_dir: Path, tmp_path: Path, locale: str, lang: str) -> None:
    site = tmp_path / "site"
    shutil.copytree(site_dir, site)
    log = tmp_path / "requests.log"
    server, site_url = own_server(site, log)
    context = browser.new_context(locale=locale, viewport={"width": 1366, "height": 768})
    errors: list[str] = []
    try:
        page = context.new_page()
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        first_visit(page, site_url)
        speaks(page, lang)
        files = language_files(log)
        if lang == "en":
            assert files == [], files  # English comes in the page's script
        else:
            assert len(files) == 1 and re.fullmatch(r"/i18n/cs\.json\?v=[0-9a-f]{16}", files[0]), files
        # Offline: the page speaks its language from the service worker's copy.
        server.terminate()
        server.wait(timeout=10)
        context.set_offline(True)
        page.reload()
        wait_engine_ready(page)
        speaks(page, lang)
        assert not errors, errors
    finally:
        context.close()
        server.kill()
        server.wait(timeout=10)


def test_switching_fetches_the_other_language_once_and_works_offline_once_used(
        browser: Browser, site_dir: Path, tmp_path: Path) -> None:
    site = tmp_path / "site"
    shutil.copytree(site_dir, site)
    log = tmp_path / "requests.log"
    server, site_url = own_server(site, log)
    context = browser.new_context(locale="en-US", viewport={"width": 1366, "height": 768})
    errors: list[str] = []
    try:
        page = context.new_page()
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        first_visit(page, site_url)
        speaks(page, "en")
        assert language_files(log) == []

        choose_language(page, "cs")
        speaks(page, "cs")
        expect(page.get_by_test_id("catalogue")).to_contain_text("Karetní tradice")
        assert [path.split("?")[0] for path in language_files(log)] == ["/i18n/cs.json"]
        for lang in ("en", "cs", "en"):  # both spoken before: no download
            choose_language(page, lang)
            speaks(page, lang)
        assert len(language_files(log)) == 1

        # Offline, in a new page load: Czech, used once, is spoken; and switching goes both ways.
        server.terminate()
        server.wait(timeout=10)
        context.set_offline(True)
        page.reload()
        wait_engine_ready(page)
        speaks(page, "en")
        choose_language(page, "cs")
        speaks(page, "cs")
        page.goto(site_url + "#/game/maw")
        expect(page.get_by_test_id("settings-button")).to_have_text(SETTINGS["cs"])
        choose_language(page, "en")
        expect(page.get_by_test_id("settings-button")).to_have_text(SETTINGS["en"])
        assert not errors, errors
    finally:
        context.close()
        server.kill()
        server.wait(timeout=10)
