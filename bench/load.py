"""Page load: time to "engine ready" in headless Chromium, bytes transferred, size of dist/.

Serves dist/ on localhost with tools/serve.py's handler (netlify.toml's headers,
so caching behaves as deployed) and counts the body bytes it sends. Each cold
load uses a fresh browser context (empty cache); each warm load reloads the page
in a browser profile that has loaded it once (immutable runtime files come from
the disk cache, the page and engine.json are revalidated). Each run gets a new
profile on disk, as a first visit in a real browser (incognito contexts keep a
small memory cache that drops the 9.6 MB runtime). Prints medians of --repeats runs.
Transfer sizes are what the local server sent (uncompressed) and, since Netlify
compresses, the gzip size of the same responses as an estimate of the wire bytes.

Usage: python bench/load.py [--repeats 5]     (after ./build.sh build)
"""

from __future__ import annotations

import argparse
import gzip
import os
import shutil
import statistics
import sys
import tempfile
import threading
from functools import partial
from pathlib import Path
from typing import Any, ClassVar

from playwright.sync_api import BrowserContext, Playwright, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
sys.path.insert(0, str(ROOT / "tools"))

import serve  # noqa: E402

CHROMIUM_FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"]
READY_TIMEOUT_MS = 180_000
# Records when <html data-engine> turns "ready", in ms since navigation start.
WATCH_READY = """
new MutationObserver(() => {
  if (document.documentElement && document.documentElement.dataset.engine === "ready" && !window.__readyAt) {
    window.__readyAt = performance.now();
  }
}).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-engine"] });
"""


class CountingHandler(serve.Handler):
    """serve.Handler that counts, per path, the body bytes it sends."""

    sent: ClassVar[list[tuple[str, int, int]]] = []  # (path, status, bytes)
    lock: ClassVar[threading.Lock] = threading.Lock()

    def copyfile(self, source: Any, outputfile: Any) -> None:
        data = source.read()
        outputfile.write(data)
        with self.lock:
            self.sent.append((self.path.split("?", 1)[0], 200, len(data)))

    def send_response(self, code: int, message: str | None = None) -> None:
        if code != 200:
            with self.lock:
                self.sent.append((self.path.split("?", 1)[0], code, 0))
        super().send_response(code, message)


def gzip_size(path: str) -> int:
    file = DIST / path.lstrip("/")
    if file.is_dir() or not file.exists():
        file = file / "index.html"
    return len(gzip.compress(file.read_bytes(), compresslevel=6)) if file.is_file() else 0


Transfer = tuple[int, int, int, int]


def take_transfer() -> Transfer:
    """(responses with a body, 304 answers, raw bytes, gzip bytes) sent since the last call."""
    with CountingHandler.lock:
        sent = list(CountingHandler.sent)
        CountingHandler.sent.clear()
    bodies = [(path, size) for path, status, size in sent if status == 200]
    revalidated = sum(1 for _, status, _ in sent if status == 304)
    return (len(bodies), revalidated, sum(size for _, size in bodies),
            sum(gzip_size(path) for path, _ in bodies))


def load(context: BrowserContext, url: str) -> tuple[float, float]:
    """(ms to engine ready, ms to first contentful paint) of one navigation in a new tab."""
    page = context.new_page()
    page.goto(url)
    page.wait_for_function("() => window.__readyAt", timeout=READY_TIMEOUT_MS)
    ready = float(page.evaluate("window.__readyAt"))
    paint = float(page.evaluate(
        "(performance.getEntriesByName('first-contentful-paint')[0] || {startTime: NaN}).startTime"))
    page.close()
    return ready, paint


def new_profile(driver: Playwright, executable: str | None, folder: Path) -> BrowserContext:
    """A browser with an empty on-disk profile (so with a real HTTP cache)."""
    context = driver.chromium.launch_persistent_context(
        str(folder), executable_path=executable, args=CHROMIUM_FLAGS, headless=True,
        viewport={"width": 1366, "height": 768})
    context.add_init_script(WATCH_READY)
    return context


def human(size: float) -> str:
    return f"{size / 1e6:.2f} MB" if size >= 1e5 else f"{size / 1e3:.1f} kB"


def dist_report() -> None:
    files = sorted((p for p in DIST.rglob("*") if p.is_file()), key=lambda p: -p.stat().st_size)
    total = sum(p.stat().st_size for p in files)
    total_gz = sum(len(gzip.compress(p.read_bytes(), compresslevel=6)) for p in files)
    print(f"dist/: {human(total)} in {len(files)} files ({human(total_gz)} gzip)")
    for p in files:
        size = p.stat().st_size
        if size >= 50_000:
            gz = len(gzip.compress(p.read_bytes(), compresslevel=6))
            print(f"  {human(size):>9}  ({human(gz):>9} gzip)  {p.relative_to(DIST)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    if not (DIST / "engine.json").is_file():
        sys.exit("bench/load.py: dist/ is not built; run ./build.sh build")

    CountingHandler.rules = serve.load_rules(ROOT / "netlify.toml")
    CountingHandler.quiet = True
    server = serve.Server(("127.0.0.1", 0), partial(CountingHandler, directory=str(DIST)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/"

    executable = os.environ.get("CHROMIUM") or shutil.which("chromium") or None
    cold: list[float] = []
    cold_paint: list[float] = []
    warm: list[float] = []
    warm_paint: list[float] = []
    first_visit = repeat_visit = (0, 0, 0, 0)
    with sync_playwright() as driver, tempfile.TemporaryDirectory() as profiles:
        for run in range(args.repeats):
            context = new_profile(driver, executable, Path(profiles) / str(run))
            if run == 0:
                print(f"Cardavia load — headless Chromium {context.browser.version if context.browser else '?'}, "
                      f"dist/ served on localhost, median of {args.repeats}")
            take_transfer()
            ready, paint = load(context, url)
            cold.append(ready)
            cold_paint.append(paint)
            visit = take_transfer()
            first_visit = visit if run == 0 else first_visit
            ready, paint = load(context, url)
            warm.append(ready)
            warm_paint.append(paint)
            visit = take_transfer()
            repeat_visit = visit if run == 0 else repeat_visit
            context.close()
    server.shutdown()

    def line(name: str, values: list[float]) -> str:
        runs = ", ".join(f"{v / 1000:.2f}" for v in values)
        return f"{name:34s} {statistics.median(values) / 1000:6.2f} s   (runs: {runs})"

    print(line("cold load to engine ready", cold))
    print(line("cold first contentful paint", cold_paint))
    print(line("warm (cached) load to engine ready", warm))
    print(line("warm first contentful paint", warm_paint))
    for name, (count, revalidated, raw, gz) in (("first visit", first_visit), ("repeat visit", repeat_visit)):
        print(f"{name} transfer: {human(raw)} in {count} responses, {revalidated} revalidated (304); "
              f"{human(gz)} if gzip-compressed as a CDN serves it")
    dist_report()


if __name__ == "__main__":
    main()
