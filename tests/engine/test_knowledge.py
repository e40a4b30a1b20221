"""What a seat knows (``knowledge.Knowledge``): the voids a play shows, the cards still unseen."""

from __future__ import annotations

from cardavia.core.cards import PACK52, TAROT
from cardavia.core.knowledge import Knowledge


def test_not_following_shows_a_void_and_not_trumping_shows_no_trumps() -> None:
    knows = Knowledge(3)
    knows.played(0, TAROT.card("C5"), None, "T")  # the lead shows nothing
    knows.played(1, TAROT.card("T4"), "C", "T")  # trumped: void in cups only
    knows.played(2, TAROT.card("S2"), "C", "T")  # discarded: no cups, no trumps
    assert knows.void == [set(), {"C"}, {"C", "T"}]
    test = knows.hole_test(2)
    assert test is not None and test(TAROT.card("D3")) and not test(TAROT.card("T9"))
    assert knows.hole_test(0) is None
    knows.drew(2)
    assert knows.void[2] == set()


def test_without_an_obligation_to_trump_only_the_led_suit_is_void() -> None:
    knows = Knowledge(2)
    knows.played(1, PACK52.card("S2"), "C")
    assert knows.void == [set(), {"C"}]


def test_unseen_cards_keep_the_deck_order() -> None:
    knows = Knowledge(2, PACK52.parse(["CA", "S10"]))
    knows.played(1, PACK52.card("B2"), None)
    unseen = knows.unseen(PACK52.cards)
    assert len(unseen) == 49 and unseen == [c for c in PACK52.cards if c.code not in {"CA", "S10", "B2"}]
