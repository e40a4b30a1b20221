"""The review names the kind of each card decision (#31): a discard is "Discard", not only its card."""

from __future__ import annotations

from helpers import czech_and_english

from cardavia import api
from cardavia.core.protocol import PLAYING
from cardavia.core.rng import Rng


def test_replay_frames_name_a_discard_and_a_card_played() -> None:
    s = api.new_game("triumph", 4, 0)  # the dealer takes the turned card and discards first
    rng = Rng("review-kinds")
    while s.status == PLAYING and s.view(0)["deal_no"] == 0:
        s.act(s.legal()[rng.below(len(s.legal()))])
    frames = s.replay(0)
    kinds = {f["action"].partition(":")[0]: f["kind"] for f in frames if f["action"]}
    assert czech_and_english(kinds["discard"]) == {"cs": "Odhoz", "en": "Discard"}
    assert czech_and_english(kinds["play"]) == {"cs": "Zahraná karta", "en": "Card played"}
    assert frames[-1]["kind"] is None  # the end of the deal is no decision
