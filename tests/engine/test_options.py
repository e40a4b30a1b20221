"""Options are read one way (GameInfo.read_option), typed, by every registered game."""

from __future__ import annotations

import pytest

from cardavia.core.protocol import GameState
from cardavia.core.registry import games


@pytest.mark.parametrize("cls", games(), ids=lambda cls: cls.info.id)
def test_new_takes_a_missing_option_at_its_default_and_refuses_one_of_the_wrong_type(cls: type[GameState]) -> None:
    players = cls.info.default_players
    full = cls.info.resolve_options(players, None)
    given, fixed = cls.new(players, {}, "options", None), cls.new(players, full, "options", None)
    assert (given.to_act, sorted(given.legal_actions()), given.zones()) == (
        fixed.to_act, sorted(fixed.legal_actions()), fixed.zones()
    )
    for opt in cls.info.options:
        if opt.alias_of:
            continue
        wrong = 7 if isinstance(opt.default, str) else "seven"
        with pytest.raises(ValueError):
            cls.new(players, {**full, opt.key: wrong}, "options", None)
