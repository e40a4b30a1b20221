#!/usr/bin/env bash
# Cardavia: set up, build, serve, test and benchmark the site.
#
#   ./build.sh setup   install everything the others need (idempotent, fast when done)
#   ./build.sh build   setup + build dist/: the whole self-hosted site
#   ./build.sh serve   setup + build + serve dist/ at http://localhost:${PORT:-8000}
#   ./build.sh test    setup + build + ruff + mypy + the JS, engine, Pyodide, Chromium and
#                      Firefox/WebKit layers
#   ./build.sh bench [name ...]   setup + build + every bench/*.py (or the named ones); also makes
#                  .cache/bench-venv (bench/requirements.txt: OpenSpiel, for the ISMCTS opponent)
#
# Installs: .venv (Python >= 3.11, requirements-dev.txt), node_modules (npm ci:
# the Pyodide runtime, Workbox, puppeteer-core), a Chromium for the browser tests (Debian's
# where apt exists, otherwise Playwright's own; CHROMIUM=/path/to/chrome uses another one)
# and Debian's Firefox ESR, WebKitWebDriver and Xvfb for the engines layer.
set -euo pipefail
shopt -s nullglob
cd "$(dirname "${BASH_SOURCE[0]}")"

VENV=.venv
# Fixed zip timestamps: the same sources give the same wheel bytes, so the
# content-addressed engine folder (and the browser's cache of it) survives rebuilds.
export SOURCE_DATE_EPOCH=315532800

# pip warns about this machine's optional local indexes on every call; hide only that.
quiet_pip() { "$@" 2> >(grep -v 'is ignored: it is neither a file nor a directory' >&2 || true); }
say() { printf '\033[1m== %s\033[0m\n' "$*"; }
die() { printf 'build.sh: %s\n' "$*" >&2; exit 1; }
sha() { sha256sum "$@" | sha256sum | cut -c1-16; }

as_root() {
    if [ "$(id -u)" = 0 ]; then "$@"
    elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then sudo "$@"
    else echo "build.sh: not root, cannot run: $*" >&2; return 1; fi
}

APT_UPDATED=
apt_install() {
    command -v apt-get >/dev/null || return 1
    if [ -z "$APT_UPDATED" ]; then
        as_root apt-get -o DPkg::Lock::Timeout=600 update -qq
        APT_UPDATED=1
    fi
    as_root env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq "$@"
}

# The first of the given commands that runs and is at least Python $1 (e.g. 3.12).
find_python() {
    local want=$1; shift
    local candidate
    for candidate in "$@"; do
        if "$candidate" -c "import sys; sys.exit(sys.version_info < tuple(map(int, '$want'.split('.'))))" \
            >/dev/null 2>&1; then
            command -v "$candidate"
            return 0
        fi
    done
    return 1
}

# make_venv DIR PYTHON REQUIREMENTS: install only when the requirements changed; made anew
# only for another Python (a changed pin is installed in place, so a venv that checkouts
# of other branches share stays usable meanwhile).
make_venv() {
    local dir=$1 python=$2 requirements=$3 version stamp
    version=$("$python" -c 'import sys; print(sys.version)' | tr -d '\n')
    stamp="$version $(sha "$requirements")"
    if [ -f "$dir/.stamp" ] && [ "$(cat "$dir/.stamp")" = "$stamp" ]; then return 0; fi
    say "venv $dir ($python)"
    if [ ! -f "$dir/.stamp" ] || [[ "$(cat "$dir/.stamp")" != "$version "* ]]; then
        rm -rf "$dir"
        if ! "$python" -m venv "$dir" 2>/dev/null; then
            rm -rf "$dir"
            apt_install python3-venv || die "$python cannot make a venv (install python3-venv)"
            "$python" -m venv "$dir"
        fi
    fi
    quiet_pip "$dir/bin/python" -m pip install -q --disable-pip-version-check -r "$requirements"
    echo "$stamp" >"$dir/.stamp"
}

# The first of the given paths that is an executable file.
first_executable() {
    local candidate
    for candidate in "$@"; do
        if [ -n "$candidate" ] && [ -x "$candidate" ]; then echo "$candidate"; return 0; fi
    done
    return 1
}

chromium_path() { first_executable "${CHROMIUM:-}" /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome; }

# What building dist/ needs (also all that Netlify's build runs).
setup_build() {
    command -v node >/dev/null && command -v npm >/dev/null || apt_install nodejs npm \
        || die "Node.js >= 18 and npm are needed"

    local py
    py=$(find_python 3.11 python3 python3.11 python3.12 python3.13 python3.14) \
        || die "Python >= 3.11 is needed"
    make_venv "$VENV" "$py" requirements-dev.txt

    local npm_stamp
    npm_stamp=$(sha package-lock.json)
    if [ ! -f node_modules/.stamp ] || [ "$(cat node_modules/.stamp)" != "$npm_stamp" ]; then
        say "npm ci"
        npm ci --no-audit --no-fund --loglevel=error
        echo "$npm_stamp" >node_modules/.stamp
    fi
}

# A browser for the tests and the load benchmark.
setup_browser() {
    if ! chromium_path >/dev/null; then
        say "Chromium"
        if ! apt_install chromium; then
            "$VENV/bin/playwright" install chromium
        fi
    fi
}

# The other engines' smoke layer (tests/engines): Firefox ESR (driven by npm's puppeteer-core
# over WebDriver BiDi) and WebKitGTK (Selenium with its WebKitWebDriver, in an Xvfb display).
# Set FIREFOX=/path/to/firefox or WEBKIT_WEBDRIVER=/path/to/WebKitWebDriver to use other ones.
firefox_path() { first_executable "${FIREFOX:-}" /usr/bin/firefox-esr /usr/bin/firefox; }
webkit_driver_path() { first_executable "${WEBKIT_WEBDRIVER:-}" /usr/bin/WebKitWebDriver; }

setup_engines() {
    local missing=()
    firefox_path >/dev/null || missing+=(firefox-esr)
    webkit_driver_path >/dev/null || missing+=(webkit2gtk-driver)
    command -v Xvfb >/dev/null || missing+=(xvfb)
    [ ${#missing[@]} = 0 ] && return 0
    say "Firefox ESR, WebKitGTK, Xvfb: ${missing[*]}"
    apt_install "${missing[@]}" || die "the engines layer needs Debian's ${missing[*]} (or FIREFOX, WEBKIT_WEBDRIVER)"
}

cmd_setup() {
    setup_build
    setup_browser
    setup_engines
}

pyodide_version() { node -p 'require("./node_modules/pyodide/package.json").version'; }

cmd_build() {
    setup_build
    local version out=.cache/dist.new runtime
    version=$(pyodide_version)
    runtime="pyodide/$version"
    say "build dist/ (Pyodide $version)"
    # One build at a time in this checkout (several people may run ./build.sh at once).
    mkdir -p .cache
    exec 9>.cache/build.lock
    command -v flock >/dev/null && flock 9
    rm -rf "$out" build py/*.egg-info .cache/wheel-out
    # The engine's message catalogues, compiled (the wheel ships locale/*.mo; tools/catalogues.py).
    "$VENV/bin/python" tools/catalogues.py compile >/dev/null
    "$VENV/bin/python" -m build --wheel --no-isolation --outdir .cache/wheel-out . >.cache/wheel-build.log 2>&1 \
        || { cat .cache/wheel-build.log; die "the engine wheel did not build"; }
    rm -rf build py/*.egg-info

    mkdir -p "$out/$runtime"
    cp -R web/. "$out/"
    rm -r "$out/python" # web/python/ ships inside the stdlib zip (tools/build-python.mjs)
    rm "$out/i18n/messages.json" # the page's words by language come from the catalogues (tools/bundle.mjs)
    node tools/bundle.mjs "$out"
    # The embed's own address (README "Embed a game"): the same page, which netlify.toml
    # lets any site frame; every other page may be framed by this site only.
    cp "$out/index.html" "$out/embed.html"
    # The service worker's library (web/sw.js, web/js/offline.js): Workbox's prebuilt files
    # from the pinned npm packages, unchanged, and their licence (all six packages share it;
    # the minified files carry no header of their own).
    mkdir -p "$out/workbox"
    local module
    for module in core precaching routing strategies; do
        cp "node_modules/workbox-$module/build/workbox-$module.prod.js" "$out/workbox/"
    done
    cp node_modules/workbox-sw/build/workbox-sw.js node_modules/workbox-window/build/workbox-window.prod.mjs \
        node_modules/workbox-sw/LICENSE "$out/workbox/"
    # The runtime files a page needs. Python comes as bytecode: the engine wheel
    # and the stdlib the engine and the runtime import, compiled by Pyodide's own
    # CPython (tools/build-python.mjs, which also writes engine.json); no package
    # manager, no lockfile, no python_stdlib.zip of sources.
    cp node_modules/pyodide/{pyodide.mjs,pyodide.asm.mjs,pyodide.asm.wasm} "$out/$runtime/"
    node tools/build-python.mjs --wheel .cache/wheel-out/*.whl --site "$out" --runtime-dir "$runtime/"
    # The catalogue without Pyodide, so the page shell can show it at once (compact:
    # the page waits for it).
    PYTHONPATH=py "$VENV/bin/python" -c \
        'import json, sys; from cardavia import api; json.dump(api.catalog(), sys.stdout, ensure_ascii=False, separators=(",", ":"))' \
        >"$out/catalog.json"
    # Last: the service worker's offline copy lists (and hashes) every file above.
    node tools/precache.mjs "$out"
    rm -rf dist && mv "$out" dist
    exec 9>&-
    echo "dist/: $(du -sh dist | cut -f1) in $(find dist -type f | wc -l) files"
}

cmd_serve() {
    cmd_build
    setup_browser
    say "serving dist/ at http://localhost:${PORT:-8000} (Ctrl-C stops)"
    exec "$VENV/bin/python" tools/serve.py dist --port "${PORT:-8000}"
}

# pytest_layer DIR: one test layer; an empty layer is a failure, never a silent pass.
pytest_layer() {
    say "pytest $1"
    local status=0
    "$VENV/bin/python" -m pytest -q "$1" --junit-xml=".cache/junit-$(basename "$1").xml" || status=$?
    if [ "$status" = 5 ]; then echo "build.sh: no tests ran in $1" >&2; fi
    return "$status"
}

# js_layer: the page's pure modules under node --test (tests/js); none is a failure too.
js_layer() {
    say "node --test tests/js"
    local files=(tests/js/*.test.js)
    if [ ${#files[@]} = 0 ]; then echo "build.sh: no tests in tests/js" >&2; return 1; fi
    node --test --test-reporter=spec --test-reporter-destination=stdout \
        --test-reporter=junit --test-reporter-destination=.cache/junit-js.xml "${files[@]}"
}

# engines_layer: the site in Firefox ESR (node --test, puppeteer-core) and WebKitGTK (pytest,
# Selenium) in tests/engines; each must run a test.
engines_layer() {
    say "engines: Firefox ESR and WebKitGTK (tests/engines)"
    local files=(tests/engines/*.test.mjs) status=0
    if [ ${#files[@]} = 0 ]; then echo "build.sh: no Firefox tests in tests/engines" >&2; return 1; fi
    node --test --test-reporter=spec --test-reporter-destination=stdout \
        --test-reporter=junit --test-reporter-destination=.cache/junit-engines-firefox.xml "${files[@]}" || status=$?
    grep -q '<testcase' .cache/junit-engines-firefox.xml || { echo "build.sh: no Firefox test ran" >&2; status=1; }
    pytest_layer tests/engines || status=$?
    return "$status"
}

cmd_test() {
    cmd_build
    setup_browser
    setup_engines
    say "ruff"
    "$VENV/bin/ruff" check .
    say "mypy"
    "$VENV/bin/mypy"
    MYPYPATH=py "$VENV/bin/mypy" --strict tools/serve.py bench/load.py bench/against.py tests/browser tests/engines tests/pyodide web/python
    # Every layer runs even if an earlier one fails; the summary counts all five.
    local failed=() layer
    rm -f .cache/junit-*.xml
    js_layer || failed+=(tests/js)
    for layer in tests/engine tests/pyodide tests/browser; do
        pytest_layer "$layer" || failed+=("$layer")
    done
    engines_layer || failed+=(tests/engines)
    "$VENV/bin/python" - .cache/junit-*.xml <<'PY'
import sys
import xml.etree.ElementTree as ET
# Counted per test case: pytest's and node's JUnit files both list each one, with a
# failure, error or skipped child when it did not pass.
passed = bad = skipped = 0
for path in sys.argv[1:]:
    for case in ET.parse(path).getroot().iter("testcase"):
        outcome = {child.tag for child in case}
        if outcome & {"failure", "error"}:
            bad += 1
        elif "skipped" in outcome:
            skipped += 1
        else:
            passed += 1
print(f"tests: {passed} passed, {bad} failed, {skipped} skipped")
PY
    if [ ${#failed[@]} -gt 0 ]; then die "failed: ${failed[*]}"; fi
}

cmd_bench() {
    cmd_build
    setup_browser
    # OpenSpiel for the ISMCTS opponent (bench/ai_strength.py --pairs ismcts-strong): a venv of its own.
    make_venv .cache/bench-venv "$VENV/bin/python" bench/requirements.txt
    local script name
    for script in bench/*.py; do
        name=$(basename "$script" .py)
        if [ $# -gt 0 ] && [[ " $* " != *" $name "* ]]; then continue; fi
        say "$script (CPython)"
        "$VENV/bin/python" "$script"
        # A bench whose docstring gives its Pyodide command also runs in Pyodide.
        if grep -q "node tools/pyodide-run.mjs $script" "$script"; then
            say "$script (Pyodide under Node)"
            # A bench may import more of the stdlib than the engine (which is all the site ships).
            node tools/pyodide-run.mjs --full-stdlib "$script"
        fi
    done
    for script in bench/*.mjs; do
        [ -e "$script" ] || continue
        name=$(basename "$script" .mjs)
        if [ $# -gt 0 ] && [[ " $* " != *" $name "* ]]; then continue; fi
        say "$script (Node)"
        node "$script"
    done
}

case "${1:-}" in
    setup) cmd_setup ;;
    build) cmd_build ;;
    serve) cmd_serve ;;
    test) cmd_test ;;
    bench) shift; cmd_bench "$@" ;;
    *) sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'; exit 2 ;;
esac
