"""Golden transcripts: every recorded match of every game replays to the same results.

The files are written by ``golden/make_golden.py`` (a seeded random policy through
the public API). Replaying checks the rules did not drift; re-recording checks the
dealing and the random stream did not drift either. Any change shows up as a diff
to review, never silently.
"""

from __future__ import annotations

import json
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from helpers import load_script, plain

GOLDEN = Path(__file__).resolve().parent / "golden"
FILES = sorted(GOLDEN.glob("*-*.json"))

# What the issues ask the transcripts to cover: player counts (and variants) per game.
REQUIRED = {
    "french_tarot": {(3, False), (4, False), (5, False)},
    "renaissance_tarot": {(2, False), (3, False), (4, False), (6, False)},
    "maw": {(3, False), (4, False), (6, False)},
    "triumph": {(4, False)},
    "indulgence": {(3, False), (4, False), (3, True), (4, True)},
}


def _make_golden() -> ModuleType:
    return load_script(GOLDEN / "make_golden.py")


def _load(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_golden_transcript_replays_and_records_exactly(path: Path) -> None:
    golden = _load(path)
    make_golden = _make_golden()
    assert plain(make_golden.replay(golden)) == golden
    assert plain(make_golden.record(golden["game"], golden["players"], golden["seed"], golden["options"])) == golden


def test_goldens_cover_the_player_counts_and_variants() -> None:
    covered: dict[str, set[tuple[int, bool]]] = {}
    for golden in map(_load, FILES):
        covered.setdefault(golden["game"], set()).add((golden["players"], bool(golden["options"].get("advanced"))))
    for game, cases in REQUIRED.items():
        assert cases <= covered.get(game, set()), f"{game} goldens lack {cases - covered.get(game, set())}"
