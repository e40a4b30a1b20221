"""Serve a built site locally with the SAME headers Netlify sends, read from netlify.toml.

The browser tests and ``./build.sh serve`` use this server, so the page's
Content-Security-Policy, caching and MIME types are exercised in a real browser
before a deploy. A folder without ``index.html`` answers 404, as on Netlify
(the stdlib's server would list its files). Header rules follow Netlify: every ``[[headers]]`` block whose
``for`` pattern matches the path applies, in file order, a later block
overriding an earlier one's header of the same name. Standard library only.

Usage: python tools/serve.py DIR [--port 8000] [--host 127.0.0.1] [--config netlify.toml]
``--port 0`` picks a free port; the first line printed is ``serving http://HOST:PORT/``.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import os
import re
import sys
import threading
import tomllib
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, ClassVar

ROOT = Path(__file__).resolve().parent.parent

MIME_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".wasm": "application/wasm",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".webp": "image/webp",
    ".ico": "image/x-icon",
    ".woff2": "font/woff2",
    ".txt": "text/plain; charset=utf-8",
    ".md": "text/markdown; charset=utf-8",
    ".map": "application/json",
    ".webmanifest": "application/manifest+json",
}

Rule = tuple[re.Pattern[str], dict[str, str]]


def pattern(path_glob: str) -> re.Pattern[str]:
    """Netlify's ``for`` syntax: ``*`` matches anything, ``:name`` one path segment."""
    parts = [p for p in path_glob.split("/") if p]
    if not parts:
        return re.compile(r"^/$")
    regex = ""
    for part in parts:
        if part.startswith(":"):
            regex += "/[^/]+"
        elif part == "*":
            regex += "(?:/.*)?"
        else:
            regex += "/" + re.escape(part).replace(r"\*", ".*")
    return re.compile(f"^{regex}/?$")


def load_rules(config: Path) -> list[Rule]:
    data: dict[str, Any] = tomllib.loads(config.read_text())
    return [(pattern(block["for"]), {k: str(v) for k, v in block["values"].items()})
            for block in data.get("headers", [])]


def headers_for(rules: list[Rule], path: str) -> dict[str, str]:
    merged: dict[str, str] = {}
    for regex, values in rules:
        if regex.match(path):
            for name, value in values.items():
                for old in [k for k in merged if k.lower() == name.lower()]:
                    del merged[old]
                merged[name] = " ".join(value.split())
    return merged


class Handler(SimpleHTTPRequestHandler):
    rules: ClassVar[list[Rule]] = []
    quiet: ClassVar[bool] = False
    rule_headers: dict[str, str]

    def guess_type(self, path: str | os.PathLike[str]) -> str:
        return MIME_TYPES.get(Path(path).suffix.lower()) or super().guess_type(path)

    def send_response(self, code: int, message: str | None = None) -> None:
        path = self.path.split("?", 1)[0].split("#", 1)[0]
        self.rule_headers = headers_for(self.rules, path)
        super().send_response(code, message)

    def send_header(self, keyword: str, value: str) -> None:
        # A rule's header replaces the stdlib's (e.g. Content-Type), never doubles it.
        if keyword.lower() not in {name.lower() for name in getattr(self, "rule_headers", {})}:
            super().send_header(keyword, value)

    def end_headers(self) -> None:
        for name, value in getattr(self, "rule_headers", {}).items():
            super().send_header(name, value)
        self.rule_headers = {}
        super().end_headers()

    def list_directory(self, path: str | os.PathLike[str]) -> None:
        """A folder without index.html is not found, as on Netlify: its files are not listed."""
        self.send_error(404, "Not Found")

    def log_message(self, format: str, *args: Any) -> None:
        if not self.quiet:
            super().log_message(format, *args)


class Server(ThreadingHTTPServer):
    daemon_threads = True  # a browser's keep-alive connection never blocks shutdown


def serve_in_background(directory: Path, config: Path = ROOT / "netlify.toml",
                        handler: type[Handler] = Handler) -> tuple[Server, str]:
    """``directory`` served quietly with ``config``'s headers on a free local port from a daemon
    thread (the benchmarks' server); returns the server, to shut down, and its address."""
    quiet_handler = type("QuietHandler", (handler,), {"rules": load_rules(config), "quiet": True})
    server = Server(("127.0.0.1", 0), functools.partial(quiet_handler, directory=str(directory)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("directory", type=Path)
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--config", type=Path, default=ROOT / "netlify.toml")
    parser.add_argument("--quiet", action="store_true", help="do not log requests")
    args = parser.parse_args()
    if not (args.directory / "index.html").is_file():
        sys.exit(f"serve: {args.directory}/index.html is missing; run ./build.sh build first")
    Handler.rules = load_rules(args.config)
    Handler.quiet = args.quiet
    handler = functools.partial(Handler, directory=str(args.directory))
    with Server((args.host, args.port), handler) as server:
        port = server.server_address[1]
        shown = "localhost" if args.host == "127.0.0.1" else args.host
        print(f"serving http://{shown}:{port}/", flush=True)
        with contextlib.suppress(KeyboardInterrupt):
            server.serve_forever()


if __name__ == "__main__":
    main()
