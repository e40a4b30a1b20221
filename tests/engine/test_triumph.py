"""Triumph: rule scenarios from fixed deals, variants, errors, resampling, soaks."""

from __future__ import annotations

import json
from typing import Any

import pytest
from helpers import plain

from cardavia import IllegalAction, api
from cardavia.core.cards import PACK52
from cardavia.core.protocol import DEAL_OVER, MATCH_OVER, PLAYING
from cardavia.core.rng import Rng
from cardavia.games.triumph import Triumph, legal_cards
from cardavia.games.triumph import ai as triumph_ai
from cardavia.session import Session

GAME = "triumph"


def run(suit: str, ranks: str) -> str:
    return " ".join(suit + r for r in ranks.split())


LOW_TO_QUEEN = "2 3 4 5 6 7 8 9 10 J Q"


def game(hands: list[str], talon: str, **options: Any) -> Session:
    options.setdefault("dealer", 3)  # seat 0 leads
    return api.new_game(
        GAME, seed=1, options=options, deal={"hands": [h.split() for h in hands], "talon": talon.split()}
    )


def refused(session: Session, action: Any, seat: int | None = None) -> IllegalAction:
    before = json.dumps(session.state.snapshot(), sort_keys=True)
    with pytest.raises(IllegalAction) as err:
        session.act(action, seat=seat)
    assert json.dumps(session.state.snapshot(), sort_keys=True) == before
    assert err.value.en and err.value.cs
    return err.value


def plays(session: Session) -> set[str]:
    return {a[5:] for a in session.legal()}


# Spades trumps (S2 turned). Seat 0 holds the Ace of trumps and robs; seat 1 holds the King
# alone, seat 3 the Queen alone: the Ace led draws both into seat 0's trick.
SPLIT_HONOURS = [
    "SA SJ S10 S9 S8 S7 S6 S5 S4 S3 CA DA",
    "SK " + run("C", LOW_TO_QUEEN),
    run("B", "2 3 4 5 6 7 8 9 10 J Q K"),
    "SQ " + run("D", LOW_TO_QUEEN),
]
SPLIT_TALON = "S2 CK DK BA"
# Seat 0 holds A K Q of trumps, seat 1 the Jack alone.
THREE_HELD = [
    "SA SK SQ S10 S9 S8 S7 S6 S5 S4 CA DA",
    "SJ " + run("C", LOW_TO_QUEEN),
    run("B", "2 3 4 5 6 7 8 9 10 J Q K"),
    "S3 " + run("D", LOW_TO_QUEEN),
]


def play_out_leading(s: Session, discards: list[str]) -> None:
    """Seat 0 discards, then leads its highest card every trick; the others play their first legal card."""
    for card in discards:
        s.act("discard:" + card)
    while s.status == PLAYING:
        if s.to_act == 0:
            s.act("play:" + s.view(0)["hand"][0])
        else:
            s.act(s.legal()[0])


# -- the talon ------------------------------------------------------------------------
def test_the_holder_of_the_trump_ace_robs_and_discards_four() -> None:
    s = game(SPLIT_HONOURS, SPLIT_TALON)
    view = s.view(0)
    assert view["phase"] == "discard" and s.to_act == 0 and len(view["hand"]) == 16
    assert {"S2", "CK", "DK", "BA"} <= set(view["hand"])  # the turned card too
    assert view["public"]["robber"] == 0 and s.view(1)["hand_sizes"] == [16, 12, 12, 12]
    for card in ("CA", "DA", "CK"):
        s.act("discard:" + card)
        assert s.view(0)["phase"] == "discard"
    s.act("discard:DK")
    assert s.view(0)["public"]["discards"] == ["CA", "DA", "CK", "DK"]
    assert s.view(0)["events"][-1] == {"type": "discard", "seat": 0, "card": "DK"}
    for seat in (1, 2, 3):
        other = s.view(seat)
        assert other["public"]["discards"] == [] and other["public"]["discard_count"] == 4
        assert not any(e.get("card") in ("CA", "DA", "CK") for e in other["events"])
    assert s.view(0)["phase"] == "play" and s.to_act == 0 and s.view(2)["hand_sizes"] == [12] * 4
    assert sorted(c.code for c in s.state.zones()["discards"]) == ["CA", "CK", "DA", "DK"]


def test_a_turned_ace_goes_to_the_dealer() -> None:
    hands = [
        "SK " + run("C", LOW_TO_QUEEN),
        "DA " + run("D", LOW_TO_QUEEN),
        "BA " + run("B", LOW_TO_QUEEN),
        "CA CK DK BK " + run("S", "2 3 4 5 6 7 8 9"),
    ]
    s = game(hands, "SA S10 SJ SQ", dealer=1)
    assert s.view(0)["public"]["robber"] == 1 and s.to_act == 1 and s.view(1)["phase"] == "discard"
    assert "SA" in s.view(1)["hand"] and len(s.view(1)["hand"]) == 16


def test_nobody_robs_when_the_ace_lies_face_down_in_the_talon() -> None:
    hands = [SPLIT_HONOURS[0].replace("SA", "BA"), *SPLIT_HONOURS[1:]]
    s = game(hands, "S2 CK DK SA")
    view = s.view(1)
    assert view["public"]["robber"] is None and view["phase"] == "play" and s.to_act == 0
    assert view["public"]["talon_hidden"] == 3 and view["public"]["turned"] == "S2"
    assert s.state.zones()["talon"][0] is PACK52.card("S2")


# -- following ------------------------------------------------------------------------
# Spades trumps (S10 turned); the Ace of spades lies face down in the talon.
FOLLOWING = [
    "CK C2 S9 D2 D3 D4 D5 D6 D7 D8 D9 D10",
    "C3 S3 B2 B3 B4 B5 B6 B7 B8 B9 B10 BJ",
    "S4 S5 DJ DQ DK DA BQ BK BA CA S7 S8",
    "C4 C5 C6 C7 C8 C9 C10 CJ CQ S6 SJ SQ",
]
FOLLOWING_TALON = "S10 SA SK S2"


def test_follow_else_trump_else_anything() -> None:
    s = game(FOLLOWING, FOLLOWING_TALON)
    s.act("play:CK")
    assert plays(s) == {"C3"}
    err = refused(s, "play:S3")  # revoke
    assert err.en == "You must follow cups." and err.cs == "Musíš přiznat poháry."
    s.act("play:C3")
    assert plays(s) == {"CA"}
    act_all(s, "play:CA", "play:C4")  # the Ace of cups wins: seat 2 leads
    s.act("play:DA")
    assert plays(s) == {"S6", "SJ", "SQ"}  # void in coins: must trump
    err = refused(s, "play:C5")
    assert err.en == "You are void in coins: you must trump." and err.cs == "Nemáš mince: musíš trumfnout."
    act_all(s, "play:S6", "play:D2")
    assert plays(s) == {"S3"}
    s.act("play:S3")
    assert s.state.last_trick is not None and s.state.last_trick[1] == 3  # S6 over S3: no obligation to beat
    s.act("play:CQ")
    assert s.to_act == 0 and plays(s) == {"C2"}
    s.act("play:C2")
    assert plays(s) == set(FOLLOWING[1].split()) - {"C3", "S3"}  # void, no trump: anything


def act_all(session: Session, *actions: str) -> None:
    for action in actions:
        session.act(action)


def test_ruff_and_honours_only_following_is_compulsory() -> None:
    s = game(FOLLOWING, FOLLOWING_TALON, rules="ruff_and_honours")
    s.act("play:CK")
    assert plays(s) == {"C3"}
    act_all(s, "play:C3", "play:CA", "play:C4", "play:DA")
    assert plays(s) == set(FOLLOWING[3].split()) - {"C4"}  # void in coins: anything


# -- scoring --------------------------------------------------------------------------
def test_honours_count_from_won_cards_by_default() -> None:
    s = game(SPLIT_HONOURS, SPLIT_TALON)
    play_out_leading(s, ["CA", "DA", "CK", "DK"])
    result = s.deal_results()[0]
    assert result["tricks"] == [12, 0] and result["honours"] == [4, 0]  # held only A and J, won all four
    assert result["scores"] == [16, 0, 16, 0] and s.totals() == [16, 0, 16, 0]
    assert "16 points" in result["summary"][0]["en"]


def test_three_honours_won_score_three() -> None:
    s = game(THREE_HELD, SPLIT_TALON)
    play_out_leading(s, ["CA", "DA", "CK", "SQ"])  # the Queen is discarded: only A K J can be won
    result = s.deal_results()[0]
    assert result["tricks"] == [12, 0] and result["honours"] == [3, 0] and result["scores"] == [15, 0, 15, 0]


def test_ruff_and_honours_counts_tricks_beyond_six_and_honours_held() -> None:
    s = game(SPLIT_HONOURS, SPLIT_TALON, rules="ruff_and_honours")
    play_out_leading(s, ["CA", "DA", "CK", "DK"])
    result = s.deal_results()[0]
    assert result["tricks"] == [12, 0] and result["honours"] == [0, 0]  # a 2–2 split of honours held
    assert result["scores"] == [6, 0, 6, 0]

    held = game(THREE_HELD, SPLIT_TALON, rules="ruff_and_honours")
    play_out_leading(held, ["CA", "DA", "CK", "DK"])
    assert held.deal_results()[0]["honours"] == [2, 0] and held.deal_results()[0]["scores"] == [8, 0, 8, 0]

    discarded = game(THREE_HELD, SPLIT_TALON, rules="ruff_and_honours")
    play_out_leading(discarded, ["CA", "DA", "CK", "SQ"])  # held after the exchange: A K only
    assert discarded.deal_results()[0]["scores"] == [6, 0, 6, 0]


# Spades trumps (S2 turned), the Ace of spades face down in the talon: nobody robs. Seat 0 runs
# seven trumps (K Q J 10 9 8 7); seat 1 then takes five tricks with A K Q J 10 of coins.
SEVEN_FIVE = [
    "SK SQ SJ S10 S9 S8 S7 D2 D3 D4 D5 D6",
    "S6 S5 C2 C3 C4 C5 C6 DA DK DQ DJ D10",
    run("B", "3 4 5 6 7 8 9 10 J Q K A"),
    "B2 C7 C8 C9 C10 CJ CQ D7 D8 D9 CK CA",
]
SEVEN_FIVE_PLAY = [
    "SK S6 B3 B2", "SQ S5 B4 C7", "SJ C2 B5 C8", "S10 C3 B6 C9", "S9 C4 B7 C10", "S8 C5 B8 CJ",
    "S7 C6 B9 CQ", "D2 DA B10 D7", "DK BJ D8 D3", "DQ BQ D9 D4", "DJ BK CK D5", "D10 BA CA D6",
]


@pytest.mark.parametrize(
    ("rules", "honours", "scores"),
    [
        ("source", [3, 0], [10, 5, 10, 5]),  # 7 + 3 for K Q J won; 5 tricks
        ("ruff_and_honours", [2, 0], [3, 0, 3, 0]),  # 1 trick beyond six + 2 for three honours held; 0
    ],
)
def test_a_seven_five_deal_is_scored(rules: str, honours: list[int], scores: list[int]) -> None:
    s = game(SEVEN_FIVE, "S2 SA S3 S4", rules=rules)
    assert s.view(0)["public"]["robber"] is None
    for trick in SEVEN_FIVE_PLAY:
        act_all(s, *("play:" + c for c in trick.split()))
    result = s.deal_results()[0]
    assert result["tricks"] == [7, 5] and result["honours"] == honours and result["scores"] == scores
    assert s.totals() == scores and s.status == DEAL_OVER


def play_match(s: Session, rng: Rng) -> list[int]:
    dealers = [s.view(0)["dealer"]]
    while s.status != MATCH_OVER:
        if s.status == DEAL_OVER:
            s.next_deal()
            dealers.append(s.view(0)["dealer"])
        s.act(rng.choice(s.legal()))
    return dealers


def test_the_match_is_four_deals_by_default() -> None:
    s = api.new_game(GAME, seed=5, options={"dealer": 2})
    assert play_match(s, Rng("m")) == [2, 3, 0, 1]
    sides = [sum(r["scores"][0] for r in s.deal_results()), sum(r["scores"][1] for r in s.deal_results())]
    assert s.totals() == [sides[0], sides[1], sides[0], sides[1]]
    assert "End of the match" in s.deal_results()[-1]["summary"][-1]["en"]


@pytest.mark.parametrize(("options", "target"), [({"target": 30}, 30), ({"rules": "ruff_and_honours"}, 9)])
def test_the_match_to_a_target(options: dict[str, Any], target: int) -> None:
    for seed in range(3):
        s = api.new_game(GAME, seed=seed, options=options)
        assert s.view(0)["public"]["target"] == target
        play_match(s, Rng(f"t{seed}"))
        totals = s.view(0)["public"]["side_totals"]
        assert max(totals) >= target and totals[0] != totals[1]
        before = [0, 0]
        for result in s.deal_results()[:-1]:
            before = [before[0] + result["scores"][0], before[1] + result["scores"][1]]
            assert max(before) < target or before[0] == before[1]


# -- errors ---------------------------------------------------------------------------
def test_illegal_actions_are_refused_and_change_nothing() -> None:
    s = game(SPLIT_HONOURS, SPLIT_TALON)
    assert "first discard 4" in refused(s, "play:SA").en
    assert "do not hold" in refused(s, "discard:SK").en  # not in hand
    refused(s, "discard:CA", seat=1)  # out of turn
    for garbage in ("", "xyz", "play:", "discard:ZZ", "bid:pass", 7, None):
        refused(s, garbage)
    for card in ("CA", "DA", "CK", "DK"):
        s.act("discard:" + card)
    assert "nothing to discard" in refused(s, "discard:SA").en
    s.act("play:BA")
    assert refused(s, "play:C2").en == "You are void in batons: you must trump."  # seat 1 holds the King


# -- views and resampling --------------------------------------------------------------
def test_views_sort_trumps_first_and_show_partnerships() -> None:
    s = game(FOLLOWING, FOLLOWING_TALON)
    assert s.view(2)["hand"] == ["S8", "S7", "S5", "S4", "CA", "DA", "DK", "DQ", "DJ", "BA", "BK", "BQ"]
    public = s.view(1)["public"]
    assert public["partnerships"] == [[0, 2], [1, 3]] and public["trump"] == "S" and public["turned"] == "S10"


def test_no_view_shows_another_seats_hand_or_the_discards() -> None:
    """Random deals: only the turned card (public) may name a card held elsewhere."""
    rng = Rng("leak/triumph")
    for n in range(10):
        s = api.new_game(GAME, seed=n, options={"dealer": n % 4, "rules": ("source", "ruff_and_honours")[n % 2]})
        while s.status == PLAYING:
            state = s.state
            assert isinstance(state, Triumph)
            for seat in range(4):
                shown = json.dumps(s.view(seat))
                hidden = {c for other in range(4) if other != seat for c in state.hands[other]}
                hidden |= set(state.talon[1:])  # face down
                if seat != state.robber:
                    hidden |= set(state.discards)
                hidden.discard(state.turned)
                assert not [c.code for c in hidden if f'"{c.code}"' in shown], (n, seat)
            s.act(rng.choice(s.legal()))


def test_resampling_keeps_the_robbers_cards_and_revealed_voids() -> None:
    s = game(SPLIT_HONOURS, SPLIT_TALON, dealer=2)  # seat 3 leads; seat 0 robs
    act_all(s, "discard:CA", "discard:DA", "discard:CK", "discard:DK")
    act_all(s, "play:D2", "play:S3", "play:SK", "play:B2")  # seats 0 and 1 trump; seat 2 shows no coins, no trumps
    view = plain(s.view(3))
    rng = Rng("triumph/resample")
    for _ in range(40):
        sample = Triumph.from_view(view, rng)
        assert plain(sample.view(3)) == view
        robber_cards = set(sample.hands[0]) | set(sample.discards)
        assert {PACK52.card("S2"), PACK52.card("SA")} <= robber_cards  # turned card and the Ace stay his
        assert not any(c.suit in "DS" for c in sample.hands[2])
        assert not any(c.suit == "D" for c in sample.hands[1])
        assert len(sample.discards) == 4 and sample.status == PLAYING
    robber_view = plain(s.view(0))
    sample = Triumph.from_view(robber_view, rng)
    assert [c.code for c in sample.discards] == ["CA", "DA", "CK", "DK"] and plain(sample.view(0)) == robber_view


def test_resampling_scores_held_honours_like_the_real_deal() -> None:
    s = game(THREE_HELD, SPLIT_TALON, rules="ruff_and_honours")
    act_all(s, "discard:CA", "discard:DA", "discard:CK", "discard:DK", "play:SA", "play:SJ")
    sample = Triumph.from_view(plain(s.view(0)), Rng("held"))  # seat 0 knows its side held A K Q
    rng = Rng("held/play")
    while sample.status == PLAYING:
        actions = sample.legal_actions()
        sample.step(actions[rng.below(len(actions))])
    play_out_leading(s, [])
    assert sample.deal_results()[-1]["honours"][0] == 2 == s.deal_results()[0]["honours"][0]


# -- soaks, AI ------------------------------------------------------------------
def test_soak_thousands_of_random_deals() -> None:
    rng = Rng("soak/triumph")
    robbed = 0
    for n in range(1500):
        options = {"dealer": n % 4, "rules": ("source", "ruff_and_honours")[n % 2], "deals": 4, "target": 0}
        state = Triumph.new(4, options, f"soak{n}", None)
        robbed += state.robber is not None
        while state.status == PLAYING:
            actions = state.legal_actions()
            state.step(actions[rng.below(len(actions))])
        result = state.deal_results()[-1]
        assert sum(result["tricks"]) == 12 and result["scores"][0] == result["scores"][2]
        assert sum(len(cards) for cards in state.zones().values()) == 52
    assert 1000 < robbed < 1500  # the Ace of trumps is usually dealt to a hand


def test_easy_ai_partners_beat_random_partners() -> None:
    rng = Rng("ai/triumph")
    margin = 0
    for n in range(150):
        state = Triumph.new(4, {"dealer": n % 4, "rules": "source", "deals": 4, "target": 0}, f"ai{n}", None)
        while state.status == PLAYING:
            seat = state.to_act
            assert seat is not None
            if seat % 2 == n % 2:
                action = triumph_ai.easy(state.view(seat), rng)
            else:
                action = triumph_ai.rollout(state, rng) if n % 3 == 0 else rng.choice(state.legal_actions())
            assert action in state.legal_actions()
            state.step(action)
        scores = state.deal_results()[-1]["scores"]
        margin += scores[n % 2] - scores[1 - n % 2]
    assert margin > 0


def test_a_bad_test_deal_is_refused() -> None:
    with pytest.raises(ValueError, match="hand 1 must hold 12"):
        game([SPLIT_HONOURS[0], "SK", SPLIT_HONOURS[2], SPLIT_HONOURS[3]], SPLIT_TALON)
    with pytest.raises(ValueError, match="exactly once"):
        game(SPLIT_HONOURS, "S2 CK DK SA")


# -- the strong level's careful playouts ---------------------------------------------------------------
def cards(codes: str) -> list[Any]:
    return PACK52.parse(codes.split())


def careful(hand: str, trick: str = "", seats: tuple[int, ...] = (), gone: str = "", seat: int = 0) -> str:
    """The careful card of ``seat`` (trumps are spades) after the cards ``gone`` were played."""
    in_hand, played = cards(hand), cards(trick)
    legal = legal_cards(in_hand, played[0] if played else None, "S", "source")
    return triumph_ai.careful_card(legal, played, list(seats), seat, in_hand, "S", set(cards(gone))).code


def test_careful_play_draws_trumps_with_the_master_trump_while_trumps_are_out() -> None:
    assert careful("SK S4 CA D2", gone="SA S2") == "SK"  # the Ace of trumps is gone: the King is master
    assert careful("SK S4 CA D2") == "CA"  # with the Ace of trumps still out, cash the Ace of clubs


def test_careful_play_cashes_a_king_once_the_ace_is_gone() -> None:
    assert careful("CK C3 D5 D4 D2", gone="CA C2 C9 C10") == "CK"
    assert careful("CK C3 D5 D4 D2") == "D2"  # the Ace is out: low from the longest suit


def test_careful_play_second_hand_low_unless_the_winner_is_sure() -> None:
    assert careful("DK D3 C4", trick="D5", seats=(3,)) == "D3"  # the Ace of diamonds is out
    assert careful("DK D3 C4", trick="D5", seats=(3,), gone="DA") == "DK"  # now the King is sure


def test_careful_play_throws_from_the_shortest_suit_and_keeps_masters() -> None:
    # The partner (seat 2) wins with the Ace of clubs; seat 0 has no club and no trump.
    assert careful("CK D4 D3", trick="BA B2", seats=(2, 3)) == "CK"  # a lone King: a void next
    assert careful("CK D4 D3", trick="BA B2", seats=(2, 3), gone="CA") == "D3"  # ... unless it is master
