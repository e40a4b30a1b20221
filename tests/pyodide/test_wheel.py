"""The built engine inside real Pyodide under Node, started as the browser starts it.

``tools/pyodide-run.mjs`` starts Python from exactly the files dist/ ships (the
runtime, the trimmed .pyc stdlib and the engine's .pyc zip, each checked against
engine.json's sha256 first), then runs a script from this folder. The games and
the golden transcripts also run in a Python restored from a memory snapshot of
such a start (``--from-snapshot``), as a returning visitor's browser starts it.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from cardavia.core.registry import games

pytestmark = pytest.mark.pyodide

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent


def pyodide_run(site_dir: Path, *args: str | Path, timeout: float = 600) -> subprocess.CompletedProcess[str]:
    node = shutil.which("node")
    assert node, "Node.js is needed (./build.sh setup installs it)"
    return subprocess.run([node, str(ROOT / "tools" / "pyodide-run.mjs"), "--site", str(site_dir), *map(str, args)],
                          capture_output=True, text=True, timeout=timeout, cwd=ROOT)


# How the worker's Python starts: a first visit from bytecode, later ones from its snapshot.
STARTS = pytest.mark.parametrize("start", [(), ("--from-snapshot",)], ids=["bytecode", "snapshot"])


@STARTS
def test_the_wheel_plays_every_registered_game(site_dir: Path, start: tuple[str, ...]) -> None:
    run = pyodide_run(site_dir, *start, HERE / "play_all.py")
    assert run.returncode == 0, run.stdout + run.stderr
    lines = [line for line in run.stdout.splitlines() if line.startswith("RESULT ")]
    assert lines, run.stdout + run.stderr
    result = json.loads(lines[-1].removeprefix("RESULT "))
    assert result["platform"] == "emscripten" and result["python"].startswith("3.")
    assert set(result["games"]) == {cls.info.id for cls in games()}, "Pyodide sees other games than CPython"
    for game_id, played in result["games"].items():
        assert played["deals"] >= 1 and played["actions"] > 0, game_id
    assert result["bridge_steps"] > 0


def test_a_python_exception_is_a_failing_exit(site_dir: Path, tmp_path: Path) -> None:
    script = tmp_path / "fails.py"
    script.write_text("import sys, cardavia\nprint('argv', sys.argv[1:])\nraise RuntimeError('boom')\n")
    run = pyodide_run(site_dir, script, "one", "two")
    assert run.returncode == 1
    assert "argv ['one', 'two']" in run.stdout
    assert "RuntimeError: boom" in run.stderr


def test_the_stdlib_is_the_shipped_trimmed_one(site_dir: Path, tmp_path: Path) -> None:
    """A module the build left out is missing here too, so a gap fails CI, not a player."""
    script = tmp_path / "imports.py"
    script.write_text("import sys, json, random\nprint('zip', sys.modules['json'].__file__)\nimport tkinter\n")
    run = pyodide_run(site_dir, script)
    assert run.returncode == 1
    manifest = json.loads((site_dir / "engine.json").read_text())
    assert "zip /lib/python314.zip/json/__init__.pyc" in run.stdout, run.stdout + run.stderr
    assert "No module named 'tkinter'" in run.stderr
    assert manifest["files"]["stdlib"]["url"].startswith("engine/stdlib-")


def test_a_tampered_engine_zip_is_refused(site_dir: Path, tmp_path: Path) -> None:
    manifest = json.loads((site_dir / "engine.json").read_text())
    tampered = tmp_path / "site"
    shutil.copytree(site_dir, tampered)
    engine_zip = tampered / manifest["files"]["engine"]["url"]
    engine_zip.write_bytes(engine_zip.read_bytes() + b"\0")
    run = pyodide_run(tampered, HERE / "play_all.py", timeout=60)
    assert run.returncode != 0
    assert "integrity check failed for engine" in run.stderr


@STARTS
def test_golden_transcripts_made_in_cpython_are_reproduced_byte_for_byte(
    site_dir: Path, tmp_path: Path, start: tuple[str, ...]
) -> None:
    golden_dir = ROOT / "tests" / "engine" / "golden"
    work = tmp_path / "golden"
    shutil.copytree(golden_dir, work)
    shutil.copy(HERE / "golden_transcripts.py", work)
    run = pyodide_run(site_dir, *start, work / "golden_transcripts.py")
    assert run.returncode == 0, run.stdout + run.stderr
    lines = [line for line in run.stdout.splitlines() if line.startswith("RESULT ")]
    assert lines, run.stdout + run.stderr
    result = json.loads(lines[-1].removeprefix("RESULT "))
    assert result["platform"] == "emscripten"
    expected = {p.name for p in golden_dir.glob("*-*.json")}
    assert set(result["files"]) == expected and len(expected) >= 15
    different = [name for name, f in result["files"].items() if not (f["identical"] and f["replays"])]
    assert not different, f"Pyodide does not reproduce {different}"


def test_a_snapshot_start_is_reseeded_and_holds_no_match(site_dir: Path, tmp_path: Path) -> None:
    """Every restore repeats the snapshot's memory: the global `random` must not repeat, and the
    snapshot (taken before any request) must hold no session."""
    script = tmp_path / "fresh.py"
    script.write_text(
        "import json, random, sys\n"
        "from cardavia import bridge\n"
        "print('engine imported', 'cardavia.bridge' in sys.modules)\n"
        "reply = json.loads(bridge.handle(json.dumps({'op': 'new_game', 'game': 'maw', 'players': 4, 'seed': 1})))\n"
        "print('first session', reply['id'])\n"
        "print('random', random.random())\n"
    )
    runs = [pyodide_run(site_dir, "--from-snapshot", script) for _ in range(2)]
    for run in runs:
        assert run.returncode == 0, run.stdout + run.stderr
        assert "engine imported True" in run.stdout and "first session s1" in run.stdout
    draws = [line for run in runs for line in run.stdout.splitlines() if line.startswith("random ")]
    assert len(draws) == 2 and draws[0] != draws[1], draws


@STARTS
def test_the_garbage_collector_runs_once_started(site_dir: Path, tmp_path: Path, start: tuple[str, ...]) -> None:
    """The shipped sitecustomize pauses the collector for the start's imports (web/python/); the
    start must hand over a Python whose collector runs, or every reference cycle of a long
    session would stay in memory. What the start made is frozen out of its scans."""
    script = tmp_path / "collector.py"
    script.write_text(
        "import gc, sys, weakref\n"
        "print('paused by', sys.modules['sitecustomize'].__file__)\n"
        "print('enabled', gc.isenabled(), 'frozen', gc.get_freeze_count())\n"
        "class Node:\n"
        "    pass\n"
        "cycle = Node()\n"
        "cycle.itself = cycle\n"
        "alive = weakref.ref(cycle)\n"
        "del cycle\n"
        "kept = [[] for _ in range(100_000)]  # allocations that make the collector run by itself\n"
        "print('cycle collected', alive() is None)\n"
    )
    run = pyodide_run(site_dir, *start, script)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "paused by /lib/python314.zip/sitecustomize.pyc" in run.stdout, run.stdout
    assert "enabled True" in run.stdout and "cycle collected True" in run.stdout, run.stdout
    frozen = int(run.stdout.split("frozen ", 1)[1].split()[0])
    assert frozen > 10_000, run.stdout
