"""Page load: time to engine-ready, to the catalogue and to a playable decision; bytes; offline.

Serves dist/ on localhost with tools/serve.py's handler (netlify.toml's headers,
so caching behaves as deployed) and counts what it sends. Every run gets a new
browser profile on disk, as a first visit in a real browser: one that is already
running (a player opens the site in a browser that has started), so a first visit
(cold, throttled) begins from an empty tab opened and left idle for IDLE_MS:
  cold     the first load of / (empty caches): engine-ready and catalogue shown
  cold at launch  the same in a profile of its own, navigated the moment the browser
           has launched (how this script measured "cold" until 2026-12-02): Chromium's
           own start-up, 0.2-0.35 s here in either build, runs alongside the page's
  warm     a reload of / in that profile (HTTP cache and service worker warm), once
           the first visit has stored its Python memory snapshot (a build that makes
           none: after its service worker took over); "warm, started from" counts how
           the worker's Python started (<html data-engine-start>)
  warm, no snapshot  the same reload with the snapshot deleted first: Python from
           bytecode, so the snapshot's own effect is the ratio of the two warm rows
  decide   a new page of a match (#/play/maw, easy, seed 1) in that profile: the
           time until seat 0 can click a card or a decision
  offline  (first run only) the server's answers are cut (the browser goes
           offline): does a reload reach engine-ready?
  throttled  a cold load with Chromium's network emulation (20 Mbit/s, 40 ms);
           localhost sends the files uncompressed, so this counts raw bytes
Bytes are per visit as a CDN sends them: each response's file compressed with
brotli (quality 11) and gzip (level 6); a 304 or a service worker answer sends none.
With --against REV the same is measured for that git revision, built by its own
./build.sh in a worktree under .cache/, runs interleaved (A B B A ...) so that the
shared machine's noise hits both; then the ratios of the medians are printed.
Prints median [min–max] of --repeats runs, and the size of the snapshot a browser keeps
(Cache Storage on the device, not network bytes). --cold-only measures the two cold rows alone
(a quick A/B of one change: --cold-only --repeats 10 --against HEAD~1). A script that
prints numbers, not a test.

Usage: python bench/load.py [--repeats 5] [--throttled 3] [--against b94a126] [--cold-only]
       (after ./build.sh build)
"""

from __future__ import annotations

import argparse
import gzip
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

import brotli
from playwright.sync_api import BrowserContext, Page, Playwright, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import serve  # noqa: E402

CHROMIUM_FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"]
TIMEOUT_MS = 180_000
IDLE_MS = 2000  # after the browser's launch, before a first visit: the browser has settled
THROTTLE = {"offline": False, "latency": 40, "downloadThroughput": 20e6 / 8, "uploadThroughput": 20e6 / 8}
PLAY = "?speed=off&pause=0#/play/maw?level=easy&seed=1"
# Marks, in ms since navigation start: <html data-engine> turns "ready", the
# catalogue is shown, seat 0 has a card or decision to click.
WATCH = """
new MutationObserver(() => {
  const now = performance.now();
  const root = document.documentElement;
  if (root && root.dataset.engine === "ready" && !window.__readyAt) window.__readyAt = now;
  if (!window.__catalogueAt && document.querySelector("[data-testid=catalogue]")) window.__catalogueAt = now;
  const table = document.querySelector("[data-testid=table]");
  if (!window.__decideAt && table && table.dataset.toAct === "0" && table.dataset.busy === "false"
      && document.querySelector("[data-testid=hand-card][data-legal=true], [data-testid=decision]")) {
    window.__decideAt = now;
  }
}).observe(document, { attributes: true, childList: true, subtree: true });
"""


@dataclass
class Site:
    name: str
    dist: Path
    sent: list[tuple[str, int]] = field(default_factory=list)  # (path, status) answered
    url: str = ""
    times: dict[str, list[float]] = field(default_factory=dict)
    visits: dict[str, tuple[int, int, int, int]] = field(default_factory=dict)
    offline: str = "not measured"
    starts: dict[str, int] = field(default_factory=dict)  # how warm loads started: snapshot / bytecode
    snapshot_bytes: int = 0

    def add(self, key: str, ms: float) -> None:
        self.times.setdefault(key, []).append(ms)

    def take(self) -> tuple[int, int, int, int]:
        """(responses with a body, raw bytes, brotli bytes, gzip bytes) sent since the last call."""
        sent, self.sent[:] = list(self.sent), []
        bodies = [path for path, status in sent if status == 200]
        sizes = [compressed(self.dist, path) for path in bodies]
        return (len(bodies), sum(s[0] for s in sizes), sum(s[1] for s in sizes), sum(s[2] for s in sizes))


@cache
def compressed(dist: Path, path: str) -> tuple[int, int, int]:
    file = dist / path.lstrip("/")
    if file.is_dir() or not file.exists():
        file = file / "index.html"
    if not file.is_file():
        return (0, 0, 0)
    data = file.read_bytes()
    return (len(data), len(brotli.compress(data, quality=11)), len(gzip.compress(data, compresslevel=6)))


def serve_site(site: Site) -> serve.Server:
    class Counting(serve.Handler):
        def send_response(self, code: int, message: str | None = None) -> None:
            site.sent.append((self.path.split("?", 1)[0], code))
            super().send_response(code, message)

    # The site's own headers: a revision built with --against is served as it would deploy.
    server, site.url = serve.serve_in_background(site.dist, site.dist.parent / "netlify.toml", Counting)
    return server


def build_revision(rev: str) -> Path:
    """dist/ of git revision `rev`, built by its own ./build.sh in .cache/against-<rev>/."""
    commit = subprocess.run(["git", "rev-parse", "--short", rev], cwd=ROOT, check=True,
                            capture_output=True, text=True).stdout.strip()
    tree = ROOT / ".cache" / f"against-{commit}"
    if not (tree / "dist" / "engine.json").is_file():
        if not tree.exists():
            subprocess.run(["git", "worktree", "add", "--detach", str(tree), commit], cwd=ROOT, check=True)
        print(f"building {commit} in {tree.relative_to(ROOT)} ...", flush=True)
        subprocess.run(["./build.sh", "build"], cwd=tree, check=True, stdout=subprocess.DEVNULL)
    return tree / "dist"


def profile(driver: Playwright, folder: Path) -> BrowserContext:
    executable = os.environ.get("CHROMIUM") or shutil.which("chromium") or None
    context = driver.chromium.launch_persistent_context(
        str(folder), executable_path=executable, args=CHROMIUM_FLAGS, headless=True,
        viewport={"width": 1366, "height": 768})
    context.add_init_script(WATCH)
    return context


def mark(page: Page, name: str) -> float:
    page.wait_for_function(f"() => window.{name}", timeout=TIMEOUT_MS)
    return float(page.evaluate(f"window.{name}"))


SNAPSHOT_CACHE = "cardavia-python-snapshot"  # web/worker.js
# Bytes of the stored snapshot (packed, web/snapshot-pack.mjs) once the worker has written it; 0 while none.
STORED = f"""async () => {{
  if (!self.caches || !(await caches.has({SNAPSHOT_CACHE!r}))) return 0;
  const cache = await caches.open({SNAPSHOT_CACHE!r});
  const [key] = await cache.keys();
  return key ? (await (await cache.match(key)).arrayBuffer()).byteLength : 0;
}}"""
FORGET = f"async () => self.caches && caches.delete({SNAPSHOT_CACHE!r})"


def settle(site: Site, page: Page) -> None:
    """What a first visit leaves behind before it ends: the service worker in control and,
    for a build that makes one, the snapshot stored (or 30 s passed)."""
    page.wait_for_timeout(1500)
    for _ in range(285):
        stored = int(page.evaluate(STORED))
        if stored:
            site.snapshot_bytes = stored
            return
        if page.get_attribute("html", "data-engine-start") is None and page.evaluate(
                "navigator.serviceWorker.controller !== null"):
            return  # a build without snapshots
        page.wait_for_timeout(100)


def settled_tab(context: BrowserContext) -> Page:
    """An empty tab in a browser that has finished starting, as a player's is."""
    page = context.new_page()
    page.goto("about:blank")
    page.wait_for_timeout(IDLE_MS)
    return page


def cold(site: Site, context: BrowserContext) -> Page:
    page = settled_tab(context)
    site.take()
    page.goto(site.url)
    site.add("cold: engine-ready", mark(page, "__readyAt"))
    site.add("cold: catalogue shown", mark(page, "__catalogueAt"))
    return page


def cold_at_launch(site: Site, context: BrowserContext) -> None:
    page = context.new_page()
    page.goto(site.url)
    site.add("cold at launch: engine-ready", mark(page, "__readyAt"))
    page.close()


def measure(site: Site, context: BrowserContext, first: bool) -> None:
    page = cold(site, context)
    settle(site, page)
    visit = site.take()
    page.reload()
    site.add("warm: engine-ready", mark(page, "__readyAt"))
    start = page.get_attribute("html", "data-engine-start") or "bytecode"
    site.starts[start] = site.starts.get(start, 0) + 1
    repeat = site.take()
    page.goto(site.url + PLAY)
    site.add("warm: first playable decision", mark(page, "__decideAt"))
    page.evaluate(FORGET)
    page.goto(site.url)
    site.add("warm, no snapshot: engine-ready", mark(page, "__readyAt"))
    settle(site, page)
    site.take()
    if first:
        site.visits = {"first visit": visit, "repeat visit": repeat}
        context.set_offline(True)
        try:
            page.reload(timeout=30_000)
            site.offline = "yes" if mark(page, "__readyAt") else "no"
        except Exception:
            site.offline = "no"
        context.set_offline(False)
    page.close()


def throttled(site: Site, context: BrowserContext) -> None:
    page = settled_tab(context)
    session = context.new_cdp_session(page)
    session.send("Network.enable")
    session.send("Network.emulateNetworkConditions", THROTTLE)
    page.goto(site.url)
    site.add("throttled cold: engine-ready", mark(page, "__readyAt"))
    page.close()


def summary(values: list[float]) -> str:
    return f"{statistics.median(values) / 1000:6.2f} s [{min(values) / 1000:.2f}–{max(values) / 1000:.2f}]"


def human(size: float) -> str:
    return f"{size / 1e6:.2f} MB" if size >= 1e5 else f"{size / 1e3:.1f} kB"


def report(sites: list[Site], repeats: int, version: str) -> None:
    print(f"\nCardavia load — headless Chromium {version}, localhost, median [min–max] of {repeats} "
          "(throttled: its own count)")
    header = f"{'':34s}" + "".join(f"{site.name:>24s}" for site in sites)
    if len(sites) == 2:
        header += f"{'ratio':>8s}"
    print(header)
    for key in sites[0].times:
        row = f"{key:34s}" + "".join(f"{summary(site.times[key]):>24s}" for site in sites)
        if len(sites) == 2:
            row += f"{statistics.median(sites[0].times[key]) / statistics.median(sites[1].times[key]):7.2f}×"
        print(row)
    if not sites[0].visits:
        return  # --cold-only
    for visit in ("first visit", "repeat visit"):
        for index, label in ((1, "raw"), (2, "brotli"), (3, "gzip")):
            row = f"{visit + ' bytes, ' + label:34s}"
            row += "".join(f"{human(site.visits[visit][index]):>24s}" for site in sites)
            print(row)
        print(f"{visit + ' responses with a body':34s}" + "".join(f"{site.visits[visit][0]:>24d}" for site in sites))
    print(f"{'offline reload reaches ready':34s}" + "".join(f"{site.offline:>24s}" for site in sites))
    starts = [", ".join(f"{how} {count}" for how, count in sorted(site.starts.items())) for site in sites]
    print(f"{'warm, started from':34s}" + "".join(f"{text:>24s}" for text in starts))
    print(f"{'snapshot kept on the device':34s}"
          + "".join(f"{human(site.snapshot_bytes) if site.snapshot_bytes else '—':>24s}" for site in sites))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--throttled", type=int, default=3, help="throttled cold loads per site")
    parser.add_argument("--against", help="a git revision to build and measure too")
    parser.add_argument("--cold-only", action="store_true", help="only the cold loads (no throttled ones)")
    args = parser.parse_args()
    if args.cold_only:
        args.throttled = 0
    if not (ROOT / "dist" / "engine.json").is_file():
        sys.exit("bench/load.py: dist/ is not built; run ./build.sh build")
    sites = [Site("this build", ROOT / "dist")]
    if args.against:
        sites.append(Site(args.against, build_revision(args.against)))
    servers = [serve_site(site) for site in sites]
    version = "?"
    with sync_playwright() as driver, tempfile.TemporaryDirectory() as profiles:
        for run in range(max(args.repeats, args.throttled)):
            order = sites if run % 2 == 0 else sites[::-1]
            for site in order:
                if run < args.repeats:
                    context = profile(driver, Path(profiles) / f"{site.name}-{run}")
                    version = context.browser.version if context.browser else version
                    if args.cold_only:
                        cold(site, context).close()
                    else:
                        measure(site, context, first=run == 0)
                    context.close()
                    context = profile(driver, Path(profiles) / f"{site.name}-{run}-at-launch")
                    cold_at_launch(site, context)
                    context.close()
                if run < args.throttled:
                    context = profile(driver, Path(profiles) / f"{site.name}-{run}-slow")
                    throttled(site, context)
                    context.close()
            # The table so far after every run: a long run cut short still leaves numbers.
            report(sites, min(run + 1, args.repeats), version)
    for server in servers:
        server.shutdown()


if __name__ == "__main__":
    main()
