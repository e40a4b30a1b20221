"""Renaissance Tarot ("Taroty"): rule scenarios from fixed deals, variants, errors, soaks.

Scenarios follow docs/rules/renaissance_tarot.md. Most use two or three players
with ``deal_size`` 12 and the last seat dealing, so seat 0 leads; ``deal_of``
tops the cards a scenario needs up with worthless pips (seat 0 batons, seat 1
swords, seat 2 coins), so no seat holds a suit or trump the scenario did not ask for.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest
from helpers import plain

from cardavia import IllegalAction, api
from cardavia.core.cards import TAROT
from cardavia.core.protocol import DEAL_OVER, MATCH_OVER, PLAYING
from cardavia.core.rng import Rng
from cardavia.games.renaissance_tarot import POINTS, RenaissanceTarot, Rules
from cardavia.games.renaissance_tarot import ai as ai
from cardavia.session import Session

GAME = "renaissance_tarot"
TOTAL_CARD_POINTS = 53  # 4 kings, queens, knights, jacks (16+12+8+4), T21, T1, the Fool


PIPS = {s: [c.code for c in TAROT.cards if c.suit == s and POINTS[c] == 0] for s in "CDSB"}
SEAT_FILLER = ("B", "S", "D")  # seat i is topped up with worthless pips of this suit first


def deal_of(hands: list[list[str]], sizes: list[int], stock: list[str] | None = None) -> dict[str, Any]:
    """Hands as given, topped up to ``sizes`` with unused pips (seat 0 batons, 1 swords, 2 coins,
    then any pips, cups last, then trumps, courts); every other card goes to the stock after ``stock``."""
    used = {c for h in hands for c in h} | set(stock or [])
    general = PIPS["B"] + PIPS["S"] + PIPS["D"] + PIPS["C"] + [c.code for c in TAROT.cards if c.suit == "T"]
    general += [c.code for c in TAROT.cards if c.suit in "CDSB" and POINTS[c]] + ["EX"]
    full = []
    for seat, (hand, size) in enumerate(zip(hands, sizes, strict=True)):
        own = PIPS[SEAT_FILLER[seat]] if seat < len(SEAT_FILLER) else []
        filled = list(hand)
        for code in own + general:
            if len(filled) == size:
                break
            if code not in used:
                filled.append(code)
                used.add(code)
        full.append(filled)
    rest = [c.code for c in TAROT.cards if c.code not in used]
    return {"hands": full, "stock": list(stock or []) + rest}


def two_hands(hand0: list[str], hand1: list[str], **options: Any) -> Session:
    """Two players, 12 cards each, seat 0 leads."""
    opts = {"deal_size": 12, "dealer": 1, **options}
    return api.new_game(GAME, players=2, seed=1, options=opts, deal=deal_of([hand0, hand1], [12, 12]))


def play(session: Session, *cards: str) -> list[dict[str, Any]]:
    events: list[dict[str, Any]] = []
    for card in cards:
        events += session.act(f"play:{card}")
    return events


def of_type(events: list[dict[str, Any]], kind: str) -> list[dict[str, Any]]:
    return [e for e in events if e["type"] == kind]


def legal_cards(session: Session) -> set[str]:
    return {a.split(":")[1] for a in session.legal()}


def snapshot(session: Session) -> str:
    return json.dumps(session.state.snapshot(), sort_keys=True)


def rejects(session: Session, action: object, message: str, seat: int | None = None) -> IllegalAction:
    before = snapshot(session)
    with pytest.raises(IllegalAction) as err:
        session.act(action, seat=seat)  # type: ignore[arg-type]  # garbage on purpose
    assert message in str(err.value), str(err.value)
    assert err.value.cs and err.value.cs != str(err.value)
    assert snapshot(session) == before, "a refused action changed the state"
    return err.value


# -- the deal -----------------------------------------------------------------------
@pytest.mark.parametrize(("players", "size", "aside"), [(2, 39, 0), (3, 26, 0), (4, 19, 2), (5, 15, 3), (6, 13, 0)])
def test_default_deal_splits_the_pack_evenly_and_sets_the_rest_aside(players: int, size: int, aside: int) -> None:
    s = api.new_game(GAME, players=players, seed=5, options={"dealer": players - 1})
    view = s.view(0)
    assert view["hand_sizes"] == [size] * players
    assert view["public"]["set_aside"] == aside and view["public"]["talon"] == 0
    assert s.to_act == 0 and view["phase"] == "play" and view["public"]["target"] == 50


def test_the_set_aside_remainder_is_unseen_and_counts_for_nobody() -> None:
    # Four players: 19 cards each, the stock's two cards (a king and the World) are set aside.
    deal = deal_of([[], [], [], []], [19] * 4, stock=["CK", "T21"])
    assert deal["stock"][:2] == ["CK", "T21"] and len(deal["stock"]) == 2
    s = api.new_game(GAME, players=4, seed=3, options={"dealer": 3}, deal=deal)
    assert s.view(0)["public"]["set_aside"] == 2
    rng = Rng("aside")
    while s.status == PLAYING:
        for seat in range(4):
            assert not {"CK", "T21"} & set(json.dumps(s.view(seat)).replace('"', " ").split())
        s.act(rng.choice(s.legal()))
    result = s.deal_results()[0]
    assert sum(result["tricks"]) == 19
    assert sum(result["card_points"]) == TOTAL_CARD_POINTS - 4 - 4


def test_deal_size_12_sets_the_remainder_aside_and_dealer_plus_one_leads() -> None:
    s = api.new_game(GAME, players=5, seed=2, options={"deal_size": 12, "dealer": 3})
    assert s.view(0)["hand_sizes"] == [12] * 5
    assert s.view(0)["public"]["set_aside"] == 78 - 60
    assert s.to_act == 4
    play(s, s.legal()[0][5:])
    assert s.to_act == 0, "play runs to seat i + 1"


def test_hand_is_sorted_suits_high_to_low_then_trumps_then_the_fool() -> None:
    s = two_hands(["T1", "CA", "C10", "CK", "SA", "S10", "EX", "T21", "DJ", "BQ", "B2", "C2"], [])
    assert s.view(0)["hand"] == ["CK", "CA", "C2", "C10", "DJ", "S10", "SA", "BQ", "B2", "T21", "T1", "EX"]


def test_match_deals_rotate_and_a_fixed_deal_is_checked() -> None:
    with pytest.raises(ValueError, match="hand 1 must hold 12"):
        api.new_game(GAME, players=2, options={"deal_size": 12}, deal={"hands": [["CA"] * 12, []], "stock": []})
    with pytest.raises(ValueError, match="exactly once"):
        d = deal_of([[], []], [12, 12])
        d["stock"][0] = d["hands"][0][0]
        api.new_game(GAME, players=2, options={"deal_size": 12}, deal=d)
    with pytest.raises(ValueError, match="unknown keys"):
        api.new_game(GAME, players=2, options={"deal_size": 12}, deal={**deal_of([[], []], [12, 12]), "chien": []})
    with pytest.raises(ValueError, match="not a tarot card"):
        d = deal_of([[], []], [12, 12])
        d["hands"][0][0] = "ZZ"
        api.new_game(GAME, players=2, options={"deal_size": 12}, deal=d)


# -- ranks and trick winners ----------------------------------------------------------
@pytest.mark.parametrize(
    ("lead", "answer", "winner"),
    [
        ("CA", "C10", 0),  # round suits: ace above the pips, ten lowest
        ("C10", "C9", 1),
        ("C2", "CA", 1),
        ("CJ", "CA", 0),  # courts above the ace
        ("CK", "CQ", 0),
        ("DN", "DJ", 0),
        ("D3", "D2", 1),
        ("SA", "S10", 1),  # long suits: ten high, ace lowest
        ("S10", "SJ", 1),
        ("B2", "BA", 0),
        ("BK", "BN", 0),
        ("C5", "T1", 1),  # any trump beats a suit card
        ("T1", "T2", 1),
        ("T21", "T20", 0),
        ("C5", "SK", 0),  # a discard of another suit never wins
    ],
)
def test_card_ranks(lead: str, answer: str, winner: int) -> None:
    s = two_hands([lead], [answer])
    trick = of_type(play(s, lead, answer), "trick")[0]
    assert trick["winner"] == winner
    assert s.to_act == winner, "the winner leads the next trick"


# -- following ------------------------------------------------------------------------
def test_follow_suit_without_obligation_to_beat_the_fool_always_allowed() -> None:
    s = two_hands(["C5"], ["C9", "CK", "T3", "EX"])
    play(s, "C5")
    assert legal_cards(s) == {"C9", "CK", "EX"}
    rejects(s, "play:T3", "You must follow cups.")


def test_without_the_suit_a_trump_is_compulsory() -> None:
    s = two_hands(["C5"], ["T3", "T7", "EX"])
    play(s, "C5")
    assert legal_cards(s) == {"T3", "T7", "EX"}
    err = rejects(s, "play:S2", "You have no cups: you must play a trump.")
    assert err.cs == "Nemáš poháry: musíš hrát trumfem."


def test_without_suit_or_trump_any_card() -> None:
    s = two_hands(["C5"], [])
    play(s, "C5")
    assert legal_cards(s) == set(s.view(1)["hand"])


def test_a_trump_lead_is_answered_with_a_trump_not_necessarily_higher() -> None:
    s = two_hands(["T5"], ["T2", "C3", "EX"])
    play(s, "T5")
    assert legal_cards(s) == {"T2", "EX"}
    rejects(s, "play:C3", "Trumps were led: you must play a trump.")


# -- the Fool -------------------------------------------------------------------------
def test_fool_is_not_part_of_the_trick_and_its_debt_waits_for_a_counting_card() -> None:
    s = two_hands(["CK", "CQ"], ["EX", "T5"])
    events = play(s, "CK", "EX")
    assert of_type(events, "trick")[0]["winner"] == 0
    assert of_type(events, "fool") == [{"type": "fool", "seat": 1, "creditor": 0}]
    view = s.view(0)
    assert "EX" in view["public"]["won"][1] and view["public"]["won"][0] == ["CK"]
    assert view["public"]["fool_debt"] == {"owner": 1, "creditor": 0}, "seat 1 has no counting card yet"
    events = play(s, "CQ", "T5")  # seat 1 has no cups: trumps and wins the queen
    assert of_type(events, "fool_payment") == [{"type": "fool_payment", "seat": 1, "to": 0, "card": "CQ"}]
    view = s.view(1)
    assert view["public"]["fool_debt"] is None
    assert sorted(view["public"]["won"][0]) == ["CK", "CQ"] and sorted(view["public"]["won"][1]) == ["EX", "T5"]


def test_fool_pays_the_least_valuable_counting_card() -> None:
    s = two_hands(["DJ", "CJ", "S5"], ["T2", "T3", "EX"])
    play(s, "DJ", "T2", "T3", "CJ")  # seat 1 wins both jacks
    events = play(s, "EX", "S5")  # a Fool lead; seat 0 has no trump and wins with any card
    assert of_type(events, "trick")[0]["winner"] == 0 and s.to_act == 0
    assert of_type(events, "fool_payment")[0]["card"] == "CJ", "a jack of cups before a jack of coins"


def test_historical_any_card_pays_a_worthless_card_first() -> None:
    s = two_hands(["DJ", "CJ", "S5"], ["T2", "T3", "EX"], fool_any_card=True)
    play(s, "DJ", "T2", "T3", "CJ")
    assert of_type(play(s, "EX", "S5"), "fool_payment")[0]["card"] == "T2"


COURT_TRICKS = (["T21", "T20", "T19", "T18", "T17", "T16", "T15", "T14", "T13", "T12", "T11", "T10"],
                ["EX", "T1", "CJ", "CN", "CQ", "CK", "C2", "C3", "C4", "C5", "C6", "C7"])


def play_court_deal(**options: Any) -> Session:
    """Seat 0 holds T10–T21 and takes every trick; seat 1 plays the Fool first and never wins a card."""
    s = two_hands(list(COURT_TRICKS[0]), list(COURT_TRICKS[1]), **options)
    for mine, theirs in zip(*COURT_TRICKS, strict=True):
        play(s, mine, theirs)
    return s


def test_an_unpaid_fool_is_given_itself_and_scoring_counts_tricks_and_cards() -> None:
    s = play_court_deal()
    result = s.deal_results()[0]
    assert result["fool_given"] == 1
    assert result["tricks"] == [12, 0]
    assert result["trick_points"] == [12, 0]
    assert result["card_points"] == [4 + 4 + 1 + 2 + 3 + 4 + 5, 0]  # T21 T1 J N Q K Fool
    assert result["scores"] == [35, 0] and s.totals() == [35, 0]
    assert "the Fool itself went from {p1} to {p0}" in result["summary"][-1]["en"]
    assert s.status == DEAL_OVER, "50 points not reached yet"


def test_historical_per_card_scoring() -> None:
    s = play_court_deal(per_card=True)
    result = s.deal_results()[0]
    assert result["cards_won"] == [24, 0]
    assert result["trick_points"] == [12, -12]
    assert result["scores"] == [35 - 12 + 12, -12]


def test_fool_led_others_must_trump_and_the_highest_trump_wins() -> None:
    hands = [["EX"], ["T2", "CK"], ["CA"]]
    s = api.new_game(GAME, players=3, seed=1, options={"deal_size": 12, "dealer": 2}, deal=deal_of(hands, [12] * 3))
    play(s, "EX")
    assert legal_cards(s) == {"T2"}
    err = rejects(s, "play:CK", "The Fool was led: play a trump.")
    assert err.cs == "Byl vynesen Škýz: hraj trumfem."
    events = play(s, "T2", "CA")
    assert of_type(events, "trick")[0]["winner"] == 1


@pytest.mark.parametrize(("third", "winner"), [("CK", 2), ("DK", 1)])
def test_fool_led_without_trumps_the_suit_of_the_first_card_after_it_wins(third: str, winner: int) -> None:
    hands = [["EX"], ["C5"], [third]]
    s = api.new_game(GAME, players=3, seed=1, options={"deal_size": 12, "dealer": 2}, deal=deal_of(hands, [12] * 3))
    play(s, "EX", "C5")
    assert legal_cards(s) == set(s.view(2)["hand"]), "no trump: any card, even another suit"
    assert of_type(play(s, third), "trick")[0]["winner"] == winner


def test_fool_led_with_two_players_the_single_card_wins_and_leads() -> None:
    s = two_hands(["EX"], ["C5", "T4"])
    play(s, "EX")
    assert legal_cards(s) == {"T4"}
    events = play(s, "T4")
    assert of_type(events, "trick")[0]["winner"] == 1 and s.to_act == 1


def test_historical_fool_lead_the_next_card_sets_the_suit() -> None:
    hands = [["EX"], ["C5", "T2"], ["C9", "T3", "SK"]]
    options: dict[str, Any] = {"deal_size": 12, "dealer": 2, "fool_lead_free": True}
    s = api.new_game(GAME, players=3, seed=1, options=options, deal=deal_of(hands, [12] * 3))
    play(s, "EX")
    assert legal_cards(s) == set(s.view(1)["hand"]), "the card after the Fool is free"
    play(s, "C5")
    assert legal_cards(s) == {"C9"}
    rejects(s, "play:T3", "You must follow cups.")
    assert of_type(play(s, "C9"), "trick")[0]["winner"] == 1  # cups: 5 above 9


# -- the match ------------------------------------------------------------------------
EVEN_SPLIT = (["T2", "T3", "T4", "T5", "T6", "T7", "S7", "S8", "S9", "S10", "CA", "C2"],
              ["T8", "T9", "T10", "T11", "T12", "T13", "SA", "S2", "S3", "S4", "C9", "C10"])


def play_even_split(**options: Any) -> Session:
    """Each seat wins six worthless tricks: 6 points each."""
    s = two_hands(list(EVEN_SPLIT[0]), list(EVEN_SPLIT[1]), **options)
    for mine, theirs in zip(EVEN_SPLIT[0][6:], EVEN_SPLIT[1][6:], strict=True):
        play(s, mine, theirs)
    for mine, theirs in zip(EVEN_SPLIT[0][:6], EVEN_SPLIT[1][:6], strict=True):
        play(s, mine) if s.to_act == 0 else play(s, theirs)
        play(s, theirs) if s.to_act == 1 else play(s, mine)
    return s


def test_equal_totals_share_the_win_at_the_target() -> None:
    s = play_even_split(target=6)
    assert s.totals() == [6, 6] and s.status == MATCH_OVER and s.to_act is None
    assert s.view(0)["public"]["winners"] == [0, 1]
    assert s.deal_results()[0]["summary"][-1]["en"] == "End of the match, the winners (6 points): {p0}, {p1}."
    with pytest.raises(IllegalAction):
        s.next_deal()


def test_first_to_the_target_ends_the_match_after_that_deal() -> None:
    s = play_court_deal(target=30)
    assert s.status == MATCH_OVER and s.view(1)["public"]["winners"] == [0]
    s = play_court_deal()
    assert s.status == DEAL_OVER
    events = s.next_deal()
    assert events == [{"type": "deal", "dealer": 0, "deal_no": 1}]
    assert s.status == PLAYING and s.to_act == 1 and s.view(0)["deal_no"] == 1


def test_one_round_ends_when_everyone_has_dealt_once() -> None:
    s = play_even_split(one_round=True)
    assert s.status == DEAL_OVER and s.view(0)["public"]["target"] is None
    rng = Rng("one-round")
    s.next_deal()
    while s.status == PLAYING:
        s.act(rng.choice(s.legal()))
    assert s.status == MATCH_OVER and len(s.deal_results()) == 2


def test_nonsense_option_combinations_are_rejected() -> None:
    cases: list[tuple[dict[str, Any], str]] = [
        ({"three_hand_discard": True, "talon_draw": True}, "choose one"),
        ({"three_hand_discard": True, "deal_size": 12}, "24/21/21"),
        ({"one_round": True, "target": 80}, "leave 'target' at 0"),
    ]
    for options, message in cases:
        with pytest.raises(ValueError, match=message):
            api.new_game(GAME, players=3, options=options)
    with pytest.raises(ValueError, match="only for 3 players"):
        api.new_game(GAME, players=4, options={"three_hand_discard": True})
    assert Rules.parse(2, {"talon_draw": True}).target == 100
    assert Rules.parse(2, {"talon_draw": True, "target": 70}).target == 70


# -- variants -------------------------------------------------------------------------
def test_talon_draw_winner_draws_first_in_secret() -> None:
    d = deal_of([["CK"], ["C5"]], [12, 12], stock=["T21", "BK"])
    s = api.new_game(GAME, players=2, seed=1, options={"talon_draw": True, "dealer": 1}, deal=d)
    assert s.view(0)["public"]["talon"] == 54 and s.view(0)["public"]["target"] == 100
    events = play(s, "CK", "C5")
    draws = of_type(events, "draw")
    assert draws == [{"type": "draw", "seat": 0, "card": "T21"}, {"type": "draw", "seat": 1, "card": "BK"}]
    v0, v1 = s.view(0), s.view(1)
    assert "T21" in v0["hand"] and "BK" in v1["hand"] and v0["hand_sizes"] == [12, 12]
    assert {"type": "draw", "seat": 1} in v0["events"] and {"type": "draw", "seat": 0, "card": "T21"} in v0["events"]
    assert {"type": "draw", "seat": 0} in v1["events"] and "T21" not in json.dumps(v1)
    assert v0["public"]["talon"] == 52


@pytest.mark.parametrize(("players", "tricks", "aside"), [(2, 39, 0), (3, 26, 0), (4, 19, 2), (5, 15, 3), (6, 13, 0)])
def test_talon_draw_plays_out_the_talon_with_equal_hands(players: int, tricks: int, aside: int) -> None:
    s = api.new_game(GAME, players=players, seed=9, options={"talon_draw": True})
    assert s.view(0)["public"]["set_aside"] == aside
    rng = Rng("talon")
    while s.status == PLAYING:
        assert len(set(s.view(0)["hand_sizes"])) <= 2
        s.act(rng.choice(s.legal()))
    assert sum(s.deal_results()[0]["tricks"]) == tricks


def test_three_hand_discard() -> None:
    hands = [["CK", "EX", "T1"], ["DQ"], []]
    d = deal_of(hands, [24, 21, 21])
    s = api.new_game(GAME, players=3, seed=1, options={"three_hand_discard": True, "dealer": 2}, deal=d)
    v = s.view(0)
    assert v["phase"] == "discard" and v["hand_sizes"] == [24, 21, 21] and v["public"]["set_aside"] == 12
    assert s.to_act == 0 and not any(a.startswith("play:") for a in s.legal())
    assert not {"discard:CK", "discard:EX", "discard:T1"} & set(s.legal())
    err = rejects(s, "discard:CK", "Counting cards cannot be discarded.")
    assert err.cs == "Bodované karty se nesmí odhazovat."
    rejects(s, "discard:EX", "The Fool cannot be discarded.")
    rejects(s, "play:CK", "First discard")
    rejects(s, "discard:DQ", "You do not hold DQ.")
    order = []
    for _ in range(6):
        seat = s.to_act
        assert seat is not None
        order.append(seat)
        s.act(s.legal()[0])
    assert order == [0, 0, 0, 0, 1, 2], "the first discards four, then each other one"
    v0, v1 = s.view(0), s.view(1)
    assert v0["phase"] == "play" and s.to_act == 0 and v0["hand_sizes"] == [20, 20, 20]
    assert len(v0["discards"]) == 4 and v0["public"]["discarded"] == [4, 1, 1]
    assert all("card" not in e for e in v1["events"] if e["type"] == "discard" and e["seat"] != 1)
    assert not set(v0["discards"]) & set(json.dumps(v1["events"]).split('"'))
    rejects(s, "discard:" + v0["hand"][0], "nothing to discard")
    rng = Rng("three")
    while s.status == PLAYING:
        s.act(rng.choice(s.legal()))
    result = s.deal_results()[0]
    assert sum(result["tricks"]) == 20
    aside = sum(POINTS[TAROT.card(c)] for c in d["stock"])
    assert sum(result["card_points"]) == TOTAL_CARD_POINTS - aside, "the discards count for nobody"


# -- errors ---------------------------------------------------------------------------
def test_illegal_actions_change_nothing() -> None:
    s = two_hands(["C5"], ["C9", "T3"])
    rejects(s, "play:C9", "You do not hold C9.")
    rejects(s, "play:C5", "It is not your turn.", seat=1)
    rejects(s, "xyz", "not an action of this game")
    rejects(s, "play:ZZ", "'ZZ' is not a tarot card.")
    rejects(s, "discard:C5", "nothing to discard")
    rejects(s, 42, "must be text")
    play(s, "C5")
    rejects(s, "play:T3", "You must follow cups.")


# -- views and resampling -------------------------------------------------------------
def test_views_hide_other_hands_and_from_view_honours_voids() -> None:
    s2 = api.new_game(GAME, players=3, seed=4, options={"deal_size": 12, "dealer": 2},
                      deal=deal_of([["C5"], ["T3"], []], [12, 12, 12]))
    play(s2, "C5", "T3")  # seat 1 shows it has no cups
    view = plain(s2.view(0))
    assert not set(view["hand"]) & set(s2.view(1)["hand"])
    rng = Rng("voids")
    for _ in range(20):
        sample = RenaissanceTarot.from_view(view, rng)
        assert plain(sample.view(0)) == view
        assert not any(c.suit == "C" for c in sample.hands[1])


def test_from_view_keeps_discards_and_talon_secret_but_consistent() -> None:
    s = api.new_game(GAME, players=3, seed=8, options={"three_hand_discard": True})
    rng = Rng("discards")
    while s.view(0)["phase"] == "discard":
        s.act(rng.choice(s.legal()))
    for seat in range(3):
        view = plain(s.view(seat))
        for _ in range(10):
            sample = RenaissanceTarot.from_view(view, rng)
            assert plain(sample.view(seat)) == view
            for other in range(3):
                assert not any(POINTS[c] for c in sample.discards[other])
    t = api.new_game(GAME, players=4, seed=8, options={"talon_draw": True})
    for _ in range(30):
        t.act(rng.choice(t.legal()))
    view = plain(t.view(2))
    sample = RenaissanceTarot.from_view(view, rng)
    assert len(sample.talon) == view["public"]["talon"] and plain(sample.view(2)) == view


def test_from_view_is_consistent_across_variants_and_deal_ends() -> None:
    rng = Rng("resample")
    for n in range(30):
        players = 2 + n % 5
        s = api.new_game(GAME, players=players, seed=n, options=soak_options(rng, players))
        while True:
            if rng.below(5) == 0 or s.status != PLAYING:
                seat = rng.below(players)
                view = plain(s.view(seat))
                sample = RenaissanceTarot.from_view(view, rng)
                assert plain(sample.view(seat)) == view
                assert Counter(c for cards in sample.zones().values() for c in cards) == Counter(TAROT.cards)
            if s.status != PLAYING:
                break
            s.act(rng.choice(s.legal()))


# -- soaks ---------------------------------------------------------------
def soak_options(rng: Rng, players: int) -> dict[str, Any]:
    while True:
        options: dict[str, Any] = {
            "dealer": rng.below(players),
            "deal_size": rng.choice(["even", 12]),
            "talon_draw": rng.below(2) == 1,
            "fool_any_card": rng.below(2) == 1,
            "fool_lead_free": rng.below(2) == 1,
            "per_card": rng.below(2) == 1,
            "three_hand_discard": players == 3 and rng.below(2) == 1,
        }
        try:
            Rules.parse(players, options)
        except ValueError:
            continue
        return options


def test_soak_random_option_combinations() -> None:
    rng = Rng("soak")
    for n in range(1000):
        players = 2 + n % 5
        options = soak_options(rng, players)
        st = RenaissanceTarot.new(players, options, f"soak{n}", None)
        policy = n % 3
        while st.status == PLAYING:
            if policy == 0:
                actions = st.legal_actions()
                action = actions[rng.below(len(actions))]
            else:
                action = ai.rollout(st, rng)
            st.step(action)
        result = st.deal_results()[-1]
        zones = st.zones()
        assert Counter(c for cards in zones.values() for c in cards) == Counter(TAROT.cards)
        tricks = sum(result["tricks"])
        assert sum(result["trick_points"]) == (0 if options["per_card"] else tricks)
        assert sum(result["cards_won"]) == tricks * players
        lost = sum(POINTS[c] for c in zones["set_aside"] + zones["talon"])
        assert sum(result["card_points"]) == TOTAL_CARD_POINTS - lost
        pairs = zip(result["trick_points"], result["card_points"], strict=True)
        assert result["scores"] == [t + c for t, c in pairs]


def test_ai_hooks_play_legal_moves_from_views() -> None:
    rng = Rng("ai")
    cases: list[tuple[int, dict[str, Any]]] = [
        (4, {}), (3, {"three_hand_discard": True}), (2, {"talon_draw": True}), (6, {"fool_lead_free": True})
    ]
    for players, options in cases:
        s = api.new_game(GAME, players=players, seed=3, options=options)
        while s.status == PLAYING:
            seat = s.to_act
            assert seat is not None
            action = ai.easy(s.view(seat), rng)
            assert action in s.legal()
            assert ai.rollout(s.state.clone(), rng) in s.legal()
            s.act(action)


def test_easy_beats_random_play() -> None:
    margin = 0.0
    rng = Rng("strength")
    for deal in range(40):
        st = RenaissanceTarot.new(4, {"dealer": 0}, f"strength{deal}", None)
        me = deal % 4
        while st.status == PLAYING:
            if st.to_act == me:
                action = ai.easy(st.view(me), rng)
            else:
                actions = st.legal_actions()
                action = actions[rng.below(len(actions))]
            st.step(action)
        scores = st.deal_results()[-1]["scores"]
        margin += scores[me] - (sum(scores) - scores[me]) / 3
    assert margin / 40 > 1.0


def test_ai_uses_the_fool_to_save_a_king() -> None:
    hands = [["C5"], ["T2"], ["CK", "EX", "SK", "SQ"]]
    s = api.new_game(GAME, players=3, seed=1, options={"deal_size": 12, "dealer": 2}, deal=deal_of(hands, [12] * 3))
    play(s, "C5", "T2")
    assert legal_cards(s) == {"CK", "EX"}
    assert ai.easy(s.view(2), Rng("fool")) == "play:EX"
    assert ai.rollout(s.state, Rng("fool")) in ("play:EX", "play:CK")


# -- the strong level's careful playouts ---------------------------------------------------------------
def careful(legal: str, trick: str = "", to_play: int = 2, gone: str = "", hand: str = "") -> str:
    """The careful card from ``legal`` (and the rest of ``hand``) after the cards ``gone`` were played."""
    cards = TAROT.parse(legal.split())
    held = cards + TAROT.parse(hand.split())
    return ai.careful_card(cards, TAROT.parse(trick.split()), to_play, held, set(TAROT.parse(gone.split()))).code


def test_careful_play_leads_a_queen_whose_king_is_gone() -> None:
    assert careful("CQ C10 D9", gone="CK") == "CQ"
    assert careful("CQ C10 D9") == "C10"  # the King is still out: lead low


def test_careful_play_wins_points_with_the_cheapest_master_trump() -> None:
    assert careful("T20 T18 T5", trick="SK", gone="T21") == "T20"  # nothing can take the T20 now
    assert careful("T20 T18 T5", trick="SK") == "T18"  # the World is out: the cheapest high trump


def test_careful_play_keeps_a_master_for_the_trick_it_will_win() -> None:
    # Nothing wins this trick (a trump was played to the sword lead, and no trump is held).
    assert careful("CJ DN", trick="S9 T3") == "CJ"  # the least valuable card
    assert careful("CJ DN", trick="S9 T3", gone="CK CQ CN") == "DN"  # the Jack is master: keep it
