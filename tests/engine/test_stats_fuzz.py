"""Property-based fuzz of the page's statistics import (issue #28): hostile history files go
through the real ``importHistory`` of ``web/js/stats.js`` under Node (one process, a line per
file). Whatever the file, nothing crashes, ``Object.prototype`` stays as it was, a refused file
leaves the stored history as it was, and an accepted one reports exactly the matches stored.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

DRIVER = Path(__file__).resolve().parents[1] / "js" / "stats-import-driver.mjs"
FUZZ = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
NAMES = ["maw", "french_tarot", "__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "valueOf", ""]

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3)
    | st.dictionaries(st.sampled_from(NAMES) | st.text(max_size=4), inner, max_size=3),
    max_leaves=8,
)


@st.composite
def records(draw: st.DrawFn) -> tuple[str, dict[str, Any]]:
    """A match record, valid or with some fields replaced by anything; and the key it is filed under."""
    deals = draw(st.integers(0, 3))
    taken = draw(st.integers(0, deals))
    rec: dict[str, Any] = {
        "game": draw(st.sampled_from(NAMES)), "players": draw(st.integers(1, 6)), "seed": str(draw(st.integers(0, 99))),
        "finished": draw(st.booleans()), "deals": deals,
        "scores": draw(st.lists(st.floats(-1e3, 1e3), min_size=deals, max_size=deals)),
        "total": 0.0, "won": draw(st.booleans()), "taken": taken, "made": draw(st.integers(0, taken)),
        "undo_used": draw(st.booleans()), "saved": 1,
    }
    if draw(st.booleans()):
        rec["chosen"] = draw(st.booleans())
    for field in draw(st.lists(st.sampled_from([*rec, "practice", "__proto__", "constructor"]), max_size=2)):
        rec[field] = draw(json_values)
    own_key = f"{rec.get('game')}/{rec.get('players')}/{rec.get('seed')}"
    key = own_key if draw(st.booleans()) else draw(st.sampled_from(NAMES))
    return key, rec


@st.composite
def history_files(draw: st.DrawFn) -> str:
    """A history file: well-formed with hostile records, hostile at the top, or not JSON at all."""
    kind = draw(st.sampled_from(["records", "records", "top", "text"]))
    if kind == "text":
        return draw(st.text(max_size=40) | st.sampled_from(["[" * 5000, '{"a":' * 3000, "NaN", "", "\ud800"]))
    matches = dict(draw(st.lists(records(), max_size=4)))
    body: dict[str, Any] = {"format": "cardavia-stats", "version": 1, "matches": matches}
    if kind == "top":
        body[draw(st.sampled_from(["format", "version", "matches", "__proto__"]))] = draw(json_values)
    return json.dumps(body)


@pytest.fixture(scope="module")
def driver() -> Iterator[subprocess.Popen[str]]:
    node = shutil.which("node")
    if node is None:
        pytest.fail("node is needed for the page's modules (./build.sh setup installs it)")
    process = subprocess.Popen([node, str(DRIVER)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    yield process
    assert process.stdin is not None
    process.stdin.close()
    process.wait(timeout=10)


def imported(driver: subprocess.Popen[str], text: str, full: bool) -> dict[str, Any]:
    assert driver.stdin is not None and driver.stdout is not None
    driver.stdin.write(json.dumps({"text": text, "full": full}) + "\n")
    driver.stdin.flush()
    line = driver.stdout.readline()
    assert line, "the import crashed the page's module"
    out: dict[str, Any] = json.loads(line)
    return out


@FUZZ
@given(text=history_files(), full=st.booleans())
def test_a_hostile_statistics_file_is_refused_or_stored_honestly(
    driver: subprocess.Popen[str], text: str, full: bool
) -> None:
    out = imported(driver, text, full)
    assert not out["polluted"], f"Object.prototype changed by {text!r}"
    if out["accepted"]:
        assert not full, "an import the storage refused was reported as done"
        matches = json.loads(text)["matches"]
        assert out["n"] == len(matches) == out["stored"] == out["summed"]
    else:
        assert out["unchanged"], "a refused import changed the stored history"
        assert out["message"]
        assert out["stored"] == out["summed"] == 1


def test_the_fuzz_reaches_both_answers(driver: subprocess.Popen[str]) -> None:
    """The strategies are not all refused: a valid file is stored, and refused when storage is full."""
    rec = {"game": "maw", "players": 4, "seed": "2", "finished": False, "deals": 1, "scores": [3.0], "total": 3.0,
           "won": False, "taken": 1, "made": 1, "undo_used": False, "saved": 2, "chosen": True}
    text = json.dumps({"format": "cardavia-stats", "version": 1, "matches": {"maw/4/2": rec}})
    assert imported(driver, text, full=False) == {"accepted": True, "n": 1, "stored": 1, "summed": 1,
                                                   "unchanged": False, "polluted": False}
    refused = imported(driver, text, full=True)
    assert refused["accepted"] is False and refused["kind"] == "storage" and refused["unchanged"]
