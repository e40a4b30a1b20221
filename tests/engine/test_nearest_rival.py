"""Advice names its nearest rival (#31): the hint's, the guide's and the review's reason compare the
suggested move with the second-best choice, paired over the deals both were tried in, and say the
motive of the move suggested — also for a discard no rule of thumb explains."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from cardavia import api
from cardavia.ai.reasons import motive_for, nearest_rival, reason_for
from cardavia.ai.search import Candidate, SearchResult
from cardavia.review import _reason
from cardavia.session import Session

if TYPE_CHECKING:
    from cardavia.core.protocol import View


def candidate(action: str, owns: list[float]) -> Candidate:
    """A candidate the search tried in the deals 0 … len(owns)-1 with these own scores (values the same)."""
    c = Candidate(action, dict(enumerate(owns)), sum(owns))
    c.owns.update(enumerate(owns))
    return c


def result(*cands: Candidate) -> SearchResult:
    return SearchResult(cands[0].action, list(cands), 10, 10, 100, 1.0)


def bidding() -> View:
    """French Tarot, four players: the first bidder's view, every contract open to them."""
    s = api.new_game("french_tarot", 4, 1)
    assert {"pass", "bid:prise", "bid:garde_sans"} <= set(s.legal())
    return s.view(s.to_act or 0)


def test_a_pass_is_compared_with_the_nearest_bid_not_the_extreme_one() -> None:
    view = bidding()
    # Ranked by the search's own measure, the extreme bid came second; Prise is the nearer rival.
    got = reason_for(view, result(candidate("pass", [0.0] * 10), candidate("bid:garde_sans", [-719.0] * 10),
                                  candidate("bid:prise", [-90.0] * 10)))
    assert "about 90 points better than “Prise”, the next best choice" in got["en"], got["en"]
    assert "asi o 90 bodů lépe než „Prise“, druhá nejlepší možnost" in got["cs"], got["cs"]
    assert "719" not in got["en"] + got["cs"]


def test_the_rival_is_compared_over_the_deals_both_were_tried_in() -> None:
    """A choice the search dropped after two deals had its mean from those two (good deals for every
    choice): compared deal by deal, it is 5 points worse, not better."""
    best = candidate("bid:prise", [25.0, 25.0] + [5.0] * 8)
    dropped = candidate("bid:garde", [20.0, 20.0])
    worse = candidate("pass", [-30.0] * 10)
    assert nearest_rival(best, [dropped, worse]) == (dropped, 5.0)
    got = reason_for(bidding(), result(best, dropped, worse))
    assert "about 5 points better than “Garde”" in got["en"], got["en"]
    assert "standard play" not in got["en"]


def test_choices_that_come_out_the_same_in_every_deal_are_passed_over() -> None:
    best = candidate("pass", [4.0, 6.0, 2.0])
    same = candidate("bid:prise", [4.0, 6.0, 2.0])
    other = candidate("bid:garde", [1.0, 3.0, -1.0])
    assert nearest_rival(best, [same, other]) == (other, 3.0)
    assert nearest_rival(best, [same]) == (same, 0.0)  # nothing else: the same one, a close call


def test_a_standard_play_the_rival_did_not_clearly_beat_names_that_rival() -> None:
    got = reason_for(bidding(), result(candidate("pass", [0.0] * 10), candidate("bid:prise", [3.0] * 10),
                                              candidate("bid:garde", [-50.0] * 10)))
    assert "even its nearest rival, “Prise”, did not come out clearly better" in got["en"], got["en"]
    assert "nejbližší jiná možnost, „Prise“" in got["cs"], got["cs"]


def triumph_discard() -> Session:
    """Triumph: the dealer has taken the turned card and must discard one of sixteen."""
    s = api.new_game("triumph", 4, 0)
    assert s.view(s.to_act or 0)["phase"] == "discard"
    return s


def test_every_discard_has_a_motive() -> None:
    """Before, a discard that was neither the weakest of its suit nor made a void had none: the hint
    said only "a close call" (the King of coins, right after the guide's "get rid of weak cards")."""
    s = triumph_discard()
    view = s.view(s.to_act or 0)
    for action in view["legal"]:
        got = motive_for(view, action)
        assert got is not None, action
        assert got["cs"].strip() and got["en"].strip()
    king = motive_for(view, "discard:DK")
    assert king is not None
    assert "King of coins" in king["en"] and "král mincí" in king["cs"].lower(), king


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_a_hint_for_that_discard_says_its_motive_and_its_rival(lang: str) -> None:
    s = triumph_discard()
    view = s.view(s.to_act or 0)
    got = reason_for(view, result(candidate("discard:DK", [9.1] * 10), candidate("discard:D10", [9.0] * 10)))
    motive = motive_for(view, "discard:DK")
    assert motive is not None and got[lang].startswith(motive[lang])
    assert {"cs": "„desítka mincí“", "en": "“Ten of coins”"}[lang] in got[lang].replace("Desítka", "desítka"), got


def test_the_review_says_what_the_engines_choice_is_for() -> None:
    s = triumph_discard()
    view = s.view(s.to_act or 0)
    res = result(candidate("discard:DK", [9.0] * 10), candidate("discard:SA", [2.0] * 10))
    got = _reason(view, res, "discard:SA", 7.0, fine=False)
    motive = motive_for(view, "discard:DK")
    assert motive is not None
    assert got["en"].endswith(motive["en"]) and got["cs"].endswith(motive["cs"]), got
