"""The one event log: every game keeps its deal's events, and their secrets, in ``events.EventLog``."""

from __future__ import annotations

import pytest

from cardavia import api
from cardavia.core.events import EventLog
from cardavia.core.protocol import GameState
from cardavia.core.registry import games


def test_a_secret_shows_its_private_form_to_its_owner_only() -> None:
    log = EventLog([{"type": "deal", "dealer": 0}])
    log.add_secret(1, {"type": "discard", "seat": 1}, {"type": "discard", "seat": 1, "card": "CK"})
    log.add_secret(2, None, {"type": "poignee", "seat": 2, "level": "none"})
    log.add({"type": "play", "seat": 0, "card": "T1"})
    assert [e.get("card") for e in log.visible_to(1)] == [None, "CK", "T1"]
    assert [e["type"] for e in log.visible_to(2)] == ["deal", "discard", "poignee", "play"]
    assert [e["type"] for e in log.visible_to(0)] == ["deal", "discard", "play"]
    assert log.public() == log.visible_to(0)
    copy = log.copy()
    copy.add({"type": "trick"})
    assert len(log.visible_to(0)) == 3


def test_a_log_rebuilt_from_a_view_keeps_that_seats_secrets() -> None:
    seen = [{"type": "draw", "seat": 1, "card": "S3"}, {"type": "play", "seat": 1, "card": "S3"}]
    log = EventLog.of_view(seen, 1, ("card",), ("draw",))
    assert log.visible_to(1) == seen
    assert log.visible_to(0) == [{"type": "draw", "seat": 1}, seen[1]]


@pytest.mark.parametrize("cls", games(), ids=lambda c: c.info.id)
def test_every_game_keeps_its_events_in_the_core_log(cls: type[GameState]) -> None:
    state = api.new_game(cls.info.id).state
    assert isinstance(state.log, EventLog)  # type: ignore[attr-defined]
    assert state.view(0)["events"] == state.log.visible_to(0)  # type: ignore[attr-defined]
