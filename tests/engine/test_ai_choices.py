"""The AI's recorded choices and sampled worlds on fixed boards stay exactly as recorded.

``golden/make_ai_choices.py`` recorded them; a refactoring of views, events or
sampling that changed what any level picks, or which hidden cards ``from_view``
deals, fails here.
"""

from __future__ import annotations

import functools
import json
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from helpers import load_script

GOLDEN = Path(__file__).resolve().parent / "golden"
RECORDED: list[dict[str, Any]] = json.loads((GOLDEN / "ai_choices.json").read_text(encoding="utf-8"))


@functools.cache
def _now() -> list[dict[str, Any]]:
    recorded: list[dict[str, Any]] = _maker().boards()
    return recorded


def _maker() -> ModuleType:
    return load_script(GOLDEN / "make_ai_choices.py")


def test_recorded_boards_cover_every_game_and_position_kind() -> None:
    games = {entry["game"] for entry in RECORDED}
    assert games == {"french_tarot", "indulgence", "maw", "renaissance_tarot", "triumph"}
    assert len(RECORDED) >= 100


@pytest.mark.parametrize("game_id", sorted({entry["game"] for entry in RECORDED}))
def test_ai_choices_and_sampled_worlds_are_as_recorded(game_id: str) -> None:
    now = [entry for entry in _now() if entry["game"] == game_id]
    assert now == [entry for entry in RECORDED if entry["game"] == game_id]
