"""Indulgence (docs/rules/indulgence.md): rule scenarios from fixed deals, bulls, soaks, AI.

Two fixed 4-player deals carry most scenarios (the Ruler is seat 0):

- LADDER: every trick is scripted (``LADDER_TRICKS``, one card per seat). The
  winners are 1, 2, 3, 1, 2, 3, 1, 2, 2: the Ruler takes nothing, so every
  forbidden item ends with a player who pays. The last trick is the four sevens
  left over (O7 led), where trumps decide: the B7 (Borgia trumps) or the S7
  (Sforza trumps) takes it.
- MONOPOLY: each seat holds one whole family (seat 0 Medici … seat 3 Borgia);
  whoever leads wins every trick, so a sinner (who leads) takes every item.
"""

from __future__ import annotations

import json
from typing import Any, cast

import pytest
from helpers import czech_and_english, plain, play_random

from cardavia import IllegalAction, api
from cardavia.core.cards import INDULGENCE
from cardavia.core.protocol import PLAYING
from cardavia.core.rng import Rng
from cardavia.games.indulgence import Indulgence
from cardavia.games.indulgence.ai import AVOID, COLLECT, careful_card, easy, rollout
from cardavia.games.indulgence.decrees import DECREES, LAST_OF_FAMILY
from cardavia.session import Session

LADDER = [
    ["M1", "M6", "M7", "S2", "S5", "O3", "O5", "B2", "B6"],
    ["M9", "M4", "S3", "S8", "S7", "O1", "O6", "B9", "B4"],
    ["M2", "M8", "S1", "S6", "O9", "O4", "O7", "B3", "B8"],
    ["M3", "M5", "S9", "S4", "O2", "O8", "B1", "B5", "B7"],
]
# Trick k: the card each seat (0..3) plays to it.
LADDER_TRICKS = [
    ["M1", "M9", "M2", "M3"],  # seat 1 wins
    ["M6", "M4", "M8", "M5"],  # seat 2
    ["S2", "S3", "S1", "S9"],  # seat 3
    ["S5", "S8", "S6", "S4"],  # seat 1
    ["O3", "O1", "O9", "O2"],  # seat 2
    ["O5", "O6", "O4", "O8"],  # seat 3
    ["B2", "B9", "B3", "B1"],  # seat 1
    ["B6", "B4", "B8", "B5"],  # seat 2
    ["M7", "S7", "O7", "B7"],  # seat 2 (O7 led, the others void) — or the trump
]
LADDER_WINNERS = [1, 2, 3, 1, 2, 3, 1, 2, 2]
MONOPOLY = [[f + str(r) for r in range(1, 10)] for f in "MSOB"]

# decree -> (forbidden items taken per seat in LADDER with no sinner, florins per seat)
LADDER_PENALTIES: dict[str, tuple[list[int], list[int]]] = {
    "medici": ([0, 4, 5, 0], [9, -4, -5, 0]),
    "sforza": ([0, 4, 1, 4], [9, -4, -1, -4]),
    "orsini": ([0, 0, 5, 4], [9, 0, -5, -4]),
    "borgia": ([0, 4, 5, 0], [9, -4, -5, 0]),
    "twos_threes": ([0, 4, 2, 2], [8, -4, -2, -2]),
    "fours_fives": ([0, 2, 4, 2], [8, -2, -4, -2]),
    "sevens_eights": ([0, 1, 6, 1], [8, -1, -6, -1]),
    "ones": ([0, 2, 1, 1], [8, -4, -2, -2]),  # 2 per card
    "sixes": ([0, 1, 2, 1], [8, -2, -4, -2]),
    "nines": ([0, 2, 1, 1], [8, -4, -2, -2]),
    "even_ms": ([0, 4, 3, 1], [8, -4, -3, -1]),
    "odd_ob": ([0, 3, 6, 1], [10, -3, -6, -1]),
    "first_last": ([0, 1, 1, 0], [8, -4, -4, 0]),  # 4 per trick: trick 1 to seat 1, trick 9 to seat 2
    "tricks": ([0, 3, 4, 2], [9, -3, -4, -2]),
    "last_borgia": ([0, 0, 1, 0], [6, 0, -6, 0]),  # B7 falls in the last trick
    "last_medici": ([0, 0, 1, 0], [6, 0, -6, 0]),
    "sforza_seven": ([0, 0, 1, 0], [6, 0, -6, 0]),
    "last_two": ([0, 0, 2, 0], [8, 0, -8, 0]),
    "borgia_trumps": ([0, 3, 3, 3], [9, -3, -3, -3]),  # B7 trumps the last trick
    "sforza_trumps": ([0, 2, 0, 0], [8, -8, 0, 0]),  # S7 trumps the last trick
}


# -- helpers -------------------------------------------------------------------------------
def start(
    hands: list[list[str]],
    decrees: list[str],
    ruler: int = 0,
    advanced: bool | None = None,
    bulls: list[str] | None = None,
    seed: int = 1,
) -> Session:
    if advanced is None:
        advanced = bulls is not None or any(DECREES[d].wax for d in decrees)
    deal: dict[str, Any] = {"hands": hands, "decrees": decrees}
    if bulls is not None:
        deal["bulls"] = bulls
    options: dict[str, Any] = {"first_ruler": ruler, "advanced": advanced}
    return api.new_game("indulgence", players=len(hands), seed=seed, options=options, deal=deal)


def row_with(decree: str) -> list[str]:
    """A face-up row of three with ``decree`` first."""
    return [decree, *[d for d in ("medici", "nines", "tricks") if d != decree][:2]]


def sin_round(s: Session, sinner: int | None) -> None:
    """Everyone in the sin round passes except ``sinner``, who sins."""
    while s.view(0)["phase"] == "sin":
        s.act("sin" if s.to_act == sinner else "pass")


def play_ladder(s: Session, ring: tuple[int, int] | None = None, settle: bool = True) -> None:
    """Play LADDER_TRICKS; ``ring`` = (trick, seat) puts the ring on that card."""
    while s.status == PLAYING and s.view(0)["phase"] == "play":
        seat = s.to_act
        assert seat is not None
        k = sum(1 for ev in s.view(0)["events"] if ev["type"] == "trick")
        action = "play:" + LADDER_TRICKS[k][seat]
        s.act(action + "+ring" if ring == (k, seat) else action)
    if settle:
        pay_up(s)


def play_lowest(s: Session) -> None:
    """Everyone plays the first legal card (no ring) until the hand is played."""
    while s.status == PLAYING and s.view(0)["phase"] == "play":
        s.act(next(a for a in s.legal() if not a.endswith("+ring")))
    pay_up(s)


def pay_up(s: Session) -> None:
    """An Absolution holder asked at settlement keeps his bull and pays."""
    if s.status == PLAYING and s.view(0)["phase"] == "settle":
        s.act("pass")


def snapshot(s: Session) -> str:
    return json.dumps(s.state.snapshot(), sort_keys=True)


def refused(s: Session, action: Any, seat: int | None = None) -> IllegalAction:
    before = snapshot(s)
    with pytest.raises(IllegalAction) as err:
        s.act(action, seat=seat)
    assert snapshot(s) == before, "a refused action changed the state"
    assert str(err.value) and err.value.cs
    return err.value


# -- setup, deal, decree row ---------------------------------------------------------------
def test_setup_four_players() -> None:
    s = api.new_game("indulgence", seed=3)
    v = s.view(0)
    assert s.players == 4 and v["phase"] == "decree"
    assert v["hand_sizes"] == [9, 9, 9, 9] and v["totals"] == [30, 30, 30, 30]
    assert len(v["public"]["decree_row"]) == 3
    assert all(not d["wax"] for d in v["public"]["decree_row"])
    assert v["public"]["decree_deck"] == 11  # 14 basic decrees, 3 face up
    assert s.to_act == v["dealer"] == v["public"]["ruler"]
    assert v["bull"] is None and v["public"]["advanced"] is False
    assert all(a.startswith("decree:") for a in s.legal())


def test_three_players_deal_twelve_each() -> None:
    s = api.new_game("indulgence", players=3, seed=3)
    assert s.view(0)["hand_sizes"] == [12, 12, 12]
    play_random(s, Rng("3p"), whole_match=False)
    r = s.deal_results()[0]
    assert sum(s.view(0)["tricks_won"]) == 12
    assert sum(r["scores"]) == 0


def test_hand_is_sorted_by_family_and_rank() -> None:
    s = start([list(reversed(h)) for h in LADDER], ["medici", "nines", "tricks"])
    assert s.view(0)["hand"] == ["M1", "M6", "M7", "S2", "S5", "O3", "O5", "B2", "B6"]


def test_first_ruler_option_and_seeded_draw() -> None:
    for seat in range(4):
        assert api.new_game("indulgence", seed=5, options={"first_ruler": seat}).view(0)["dealer"] == seat
        assert api.new_game("indulgence", seed=5, options={"dealer": seat}).to_act == seat
    drawn = {api.new_game("indulgence", seed=k).view(0)["dealer"] for k in range(20)}
    assert len(drawn) > 1, "the first Ruler is drawn by the seed"
    assert api.new_game("indulgence", seed=9).view(0)["dealer"] == api.new_game("indulgence", seed=9).view(0)["dealer"]
    with pytest.raises(ValueError):
        api.new_game("indulgence", players=3, options={"first_ruler": 3})
    with pytest.raises(ValueError):
        api.new_game("indulgence", options={"first_ruler": 1, "dealer": 2})


def test_bad_deals_are_refused() -> None:
    with pytest.raises(ValueError):
        start([h[:8] for h in LADDER], ["medici"])
    with pytest.raises(ValueError):
        start([LADDER[0], LADDER[0], LADDER[2], LADDER[3]], ["medici"])
    with pytest.raises(ValueError):
        start(LADDER, ["medici", "medici"])
    with pytest.raises(ValueError):
        start(LADDER, ["last_two"], advanced=False)  # a wax decree in the basic game
    with pytest.raises(ValueError):
        start(LADDER, ["medici"], bulls=["union", "union", "jubilee", "absolution"])
    with pytest.raises(ValueError):
        start(LADDER, ["medici"], advanced=False, bulls=["union", "interdict", "jubilee", "absolution"])


def test_the_row_is_refilled_before_each_hand_but_the_first() -> None:
    order = ["medici", "nines", "tricks", "ones", "sixes"]
    s = start(LADDER, order)
    pub = s.view(0)["public"]
    assert [d["id"] for d in pub["decree_row"]] == ["medici", "nines", "tricks"]
    s.act("decree:nines")
    assert [d["id"] for d in s.view(0)["public"]["decree_row"]] == ["medici", "tricks"]
    sin_round(s, None)
    play_ladder(s)
    assert s.status == "deal_over" and s.to_act is None and s.view(0)["phase"] == "done"
    s.next_deal()
    pub = s.view(0)["public"]
    assert [d["id"] for d in pub["decree_row"]] == ["medici", "tricks", "ones"]
    assert pub["decree_discards"] == ["nines"] and pub["decree_deck"] == 10
    assert s.view(0)["dealer"] == 1, "the next seat becomes Ruler"


def test_an_empty_decree_deck_is_reshuffled_from_the_discards() -> None:
    s = start(LADDER, ["medici", "nines", "tricks"])
    s.act("decree:medici")
    sin_round(s, None)
    play_ladder(s)
    state = cast(Indulgence, s.state)
    state.deck = []  # (unreachable in a real match: the decks are large enough)
    state.discards = ["ones", "sixes"]
    s.next_deal()
    pub = s.view(0)["public"]
    row = [d["id"] for d in pub["decree_row"]]
    assert row[:2] == ["nines", "tricks"] and row[2] in ("ones", "sixes", "medici")
    assert pub["decree_deck"] == 2 and pub["decree_discards"] == []


# -- every decree: penalty and sin goal -------------------------------------------------------------
def test_ladder_tricks_are_won_as_scripted() -> None:
    s = start(LADDER, ["medici", "nines", "tricks"])
    s.act("decree:medici")
    sin_round(s, None)
    assert s.to_act == 0, "with no sinner the Ruler leads"
    play_ladder(s)
    winners = [ev["winner"] for ev in s.view(0)["events"] if ev["type"] == "trick"]
    assert winners == LADDER_WINNERS


@pytest.mark.parametrize("decree", sorted(LADDER_PENALTIES))
def test_penalty_of_every_decree(decree: str) -> None:
    taken, scores = LADDER_PENALTIES[decree]
    s = start(LADDER, row_with(decree))
    s.act("decree:" + decree)
    sin_round(s, None)
    play_ladder(s)
    r = s.deal_results()[0]
    assert r["decree"] == decree and r["ruler"] == 0
    assert r["sinner"] is None and r["sin_succeeded"] is False
    assert r["taken"] == taken
    d = DECREES[decree]
    assert [-x for x in r["scores"][1:]] == [d.penalty * k for k in taken[1:]]
    assert r["scores"] == scores
    assert s.totals() == [30 + x for x in scores]


@pytest.mark.parametrize("decree", sorted(DECREES))
def test_a_sinner_who_takes_everything_succeeds(decree: str) -> None:
    trumps = DECREES[decree].trumps
    sinner = "MSOB".index(trumps) if trumps else 2  # the seat that holds the whole trump family
    s = start(MONOPOLY, row_with(decree))
    s.act("decree:" + decree)
    sin_round(s, sinner)
    v = s.view(0)
    assert v["public"]["sinner"] == v["public"]["ring_holder"] == sinner
    assert s.to_act == sinner, "the sinner leads"
    play_lowest(s)
    r = s.deal_results()[0]
    value = DECREES[decree].sin
    assert r["sinner"] == sinner and r["sin_succeeded"] is True
    assert r["taken"][sinner] == DECREES[decree].items(9)
    assert r["scores"] == [3 * value if seat == sinner else -value for seat in range(4)]


@pytest.mark.parametrize("decree", sorted(DECREES))
def test_a_sinner_who_misses_an_item_pays_the_ruler(decree: str) -> None:
    # Seat 1 sins in LADDER: he wins tricks 1, 4 and 7 only (and the last one if Sforzas are trumps).
    s = start(LADDER, row_with(decree))
    s.act("decree:" + decree)
    sin_round(s, 1)
    play_ladder(s)
    r = s.deal_results()[0]
    value = DECREES[decree].sin
    if decree == "sforza_trumps":  # the first and the last trick are both his
        assert r["sin_succeeded"] is True and r["scores"] == [-4, 12, -4, -4]
    else:
        assert r["sin_succeeded"] is False
        assert r["scores"] == [3 * value, -3 * value, 0, 0], "the sin value once per other player"


def test_a_failed_sin_with_three_players_pays_twice() -> None:
    # Seat 2 sins on "no tricks" and leads B1: seat 0 must follow with B9 and takes the first trick.
    hands = [
        [*MONOPOLY[0], "B9", "S1", "S2"],
        [*MONOPOLY[1][2:], "O1", "O2", "O3", "O4", "O5"],
        [*MONOPOLY[3][:8], "O6", "O7", "O8", "O9"],
    ]
    s = start(hands, ["tricks", "medici", "nines"])
    s.act("decree:tricks")
    sin_round(s, 2)
    play_lowest(s)
    r = s.deal_results()[0]
    assert r["sin_succeeded"] is False and r["taken"][2] < 12
    assert r["scores"] == [16, 0, -16]
    assert s.view(0)["public"]["hands_total"] == 9


def test_last_of_family_needs_the_whole_family_played() -> None:
    last_borgia = DECREES["last_borgia"]
    assert last_borgia.tricks == LAST_OF_FAMILY
    cards = INDULGENCE.parse
    tricks = [
        cards(["B1", "B2", "B3", "B4"]),
        cards(["B5", "B6", "B7", "B8"]),
        cards(["M1", "B9", "M2", "M3"]),
        cards(["M4", "M5", "M6", "M7"]),
    ]
    assert last_borgia.taken(tricks[:2], [1, 2], 9, 4) == [0, 0, 0, 0], "B9 is still out"
    assert last_borgia.taken(tricks, [1, 2, 3, 0], 9, 4) == [0, 0, 0, 1], "the trick of B9, not the last trick"


# -- trumps and the ring -------------------------------------------------------------------------------
def test_trump_decrees_let_a_void_player_trump() -> None:
    for decree, winner in (("borgia_trumps", 3), ("sforza_trumps", 1), ("tricks", 2)):
        s = start(LADDER, [decree, "medici", "nines"], advanced=True)
        s.act("decree:" + decree)
        sin_round(s, None)
        assert s.view(0)["public"]["in_force"][0]["trumps"] == DECREES[decree].trumps
        play_ladder(s)
        assert s.view(0)["last_trick"]["winner"] == winner


def test_the_ring_makes_a_ten_of_its_family() -> None:
    s = start(LADDER, ["fours_fives", "medici", "nines"])
    s.act("decree:fours_fives")
    sin_round(s, 1)
    assert "play:M9+ring" in s.legal()
    play_ladder(s, ring=(1, 1))  # trick 2: seat 1 leads M4 with the ring, above seat 2's M8
    v = s.view(0)
    assert v["public"]["ring_used"] is True and v["public"]["ring_card"] == "M4"
    events = [ev for ev in v["events"] if ev["type"] == "trick"]
    assert events[1]["winner"] == 1
    assert {"seat": 1, "card": "M4", "ring": True} in events[1]["cards"]
    r = s.deal_results()[0]
    # The ringed M4 still counts as a 4: seat 1 took S4 S5 (trick 4) and M4 M5 (trick 2).
    assert r["taken"][1] == 4 and r["ring_card"] == "M4"


def test_the_ring_does_not_win_off_the_family_led() -> None:
    s = start(LADDER, ["medici", "nines", "tricks"])
    s.act("decree:medici")
    sin_round(s, 1)
    play_ladder(s, ring=(8, 1))  # the S7 on an Orsini lead
    assert s.view(0)["last_trick"]["winner"] == 2


def test_the_ring_is_the_sinners_and_only_once() -> None:
    s = start(LADDER, ["medici", "nines", "tricks"])
    s.act("decree:medici")
    sin_round(s, None)
    assert not any(a.endswith("+ring") for a in s.legal())
    err = refused(s, "play:M1+ring")
    assert str(err) == "Only the sinner has the ring."

    s = start(LADDER, ["medici", "nines", "tricks"])
    s.act("decree:medici")
    sin_round(s, 1)
    s.act("play:M9+ring")
    s.act("play:M2")
    s.act("play:M3")
    s.act("play:M1")
    assert s.to_act == 1 and not any(a.endswith("+ring") for a in s.legal())
    assert str(refused(s, "play:M4+ring")) == "The ring has already been used this hand."


# -- papal bulls -------------------------------------------------------------------------------
def test_bulls_are_dealt_unseen_and_shown_once_spent() -> None:
    s = api.new_game("indulgence", seed=4, options={"advanced": True})
    own = [s.view(seat)["bull"] for seat in range(4)]
    assert sorted(own) == ["absolution", "interdict", "jubilee", "union"]
    for seat in range(4):
        for other in range(4):
            if other != seat:
                seen = json.dumps(s.view(other))
                assert f'"bull": "{own[seat]}"' not in seen and f"bull:{own[seat]}" not in seen, "a bull leaked"
    three = api.new_game("indulgence", players=3, seed=4, options={"advanced": True})
    assert len({three.view(seat)["bull"] for seat in range(3)}) == 3


def test_union_puts_all_three_decrees_in_force() -> None:
    s = start(LADDER, ["medici", "nines", "tricks"], bulls=["union", "interdict", "jubilee", "absolution"])
    assert "bull:union" in s.legal()
    s.act("bull:union")
    pub = s.view(0)["public"]
    assert pub["union"] is True and [d["id"] for d in pub["in_force"]] == ["medici", "nines", "tricks"]
    assert pub["decree_row"] == [] and pub["bulls_spent"] == [{"seat": 0, "bull": "union"}]
    sin_round(s, None)
    play_ladder(s)
    r = s.deal_results()[0]
    # Medici [0,4,5,0] x1 + nines [0,2,1,1] x2 + tricks [0,3,4,2] x1: the penalties add.
    assert r["scores"] == [26, -11, -11, -4]
    assert r["decree"] == ["medici", "nines", "tricks"] and r["taken"] == [0, 9, 10, 3]
    s.next_deal()
    assert "bull:union" not in s.legal() and s.view(0)["bull"] is None
    assert len(s.view(0)["public"]["decree_row"]) == 3


def test_union_sinner_must_meet_every_goal_for_the_sum() -> None:
    s = start(MONOPOLY, ["medici", "nines", "tricks"], bulls=["union", "interdict", "absolution", "jubilee"])
    s.act("bull:union")
    sin_round(s, 2)
    play_lowest(s)
    r = s.deal_results()[0]
    assert r["sin_succeeded"] is True and r["scores"] == [-17, -17, 51, -17]


def test_union_with_one_trump_decree_makes_trumps() -> None:
    s = start(LADDER, ["borgia_trumps", "medici", "nines"], bulls=["union", "interdict", "jubilee", "absolution"])
    s.act("bull:union")
    sin_round(s, None)
    play_ladder(s)
    # The B7 trumps the last trick: Medici [0,4,4,1], nines [0,2,1,1] x2, tricks [0,3,3,3].
    assert s.deal_results()[0]["scores"] == [26, -11, -9, -6]


def test_union_is_refused_when_two_decrees_name_trumps() -> None:
    s = start(
        LADDER, ["borgia_trumps", "sforza_trumps", "medici"], bulls=["union", "interdict", "jubilee", "absolution"]
    )
    assert "bull:union" not in s.legal()
    err = refused(s, "bull:union")
    assert str(err) == "The Union is not allowed: two of the face-up decrees name trumps."


def test_interdict_forbids_sinning() -> None:
    s = start(LADDER, ["medici", "nines", "tricks"], bulls=["interdict", "union", "jubilee", "absolution"])
    assert "bull:interdict" in s.legal()
    s.act("bull:interdict")
    assert s.view(0)["phase"] == "decree" and s.legal() == ["decree:medici", "decree:nines", "decree:tricks"]
    assert s.view(1)["public"]["interdict"] is True
    s.act("decree:medici")
    assert s.view(0)["phase"] == "play" and s.to_act == 0, "no sin round: the Ruler leads"
    assert str(refused(s, "sin")) == "Nobody may sin: the Interdict is in force."
    play_ladder(s)
    r = s.deal_results()[0]
    assert r["interdict"] is True and r["scores"] == [9, -4, -5, 0]


def test_jubilee_doubles_every_payment() -> None:
    s = start(LADDER, ["medici", "nines", "tricks"], bulls=["union", "jubilee", "interdict", "absolution"])
    s.act("decree:medici")
    assert s.to_act == 1 and "bull:jubilee" in s.legal()
    s.act("bull:jubilee")
    assert s.to_act == 2, "the Jubilee is a pass"
    sin_round(s, None)
    play_ladder(s)
    r = s.deal_results()[0]
    assert r["jubilee"] == 1 and r["scores"] == [18, -8, -10, 0]


def test_jubilee_doubles_a_sin_too() -> None:
    s = start(MONOPOLY, ["medici", "nines", "tricks"], bulls=["union", "jubilee", "absolution", "interdict"])
    s.act("decree:nines")
    s.act("bull:jubilee")
    sin_round(s, 2)
    play_lowest(s)
    assert s.deal_results()[0]["scores"] == [-8, -8, 24, -8]


@pytest.mark.parametrize("use", [True, False])
def test_absolution_at_settlement(use: bool) -> None:
    s = start(LADDER, ["medici", "nines", "tricks"], bulls=["union", "interdict", "absolution", "jubilee"])
    s.act("decree:medici")
    sin_round(s, None)
    play_ladder(s, settle=False)
    v = s.view(2)
    assert v["phase"] == "settle" and s.to_act == 2 and s.legal() == ["bull:absolution", "pass"]
    assert v["public"]["owed"] == [{"from": 1, "to": 0, "amount": 4}, {"from": 2, "to": 0, "amount": 5}]
    assert v["labels"]["pass"]["en"] == "Pay"
    s.act("bull:absolution" if use else "pass")
    r = s.deal_results()[0]
    if use:
        assert r["absolved"] == 2 and r["scores"] == [4, -4, 0, 0]
        assert s.view(0)["public"]["bulls_spent"] == [{"seat": 2, "bull": "absolution"}]
    else:
        assert r["absolved"] is None and r["scores"] == [9, -4, -5, 0]
        assert s.view(2)["bull"] == "absolution", "passing keeps the bull"


def test_absolution_is_not_offered_to_a_player_who_pays_nothing() -> None:
    s = start(LADDER, ["medici", "nines", "tricks"], bulls=["union", "interdict", "jubilee", "absolution"])
    s.act("decree:medici")
    sin_round(s, None)
    play_ladder(s)  # seat 3 took no Medici
    assert s.status == "deal_over"


def test_bulls_out_of_their_time_are_explained() -> None:
    s = start(LADDER, ["medici", "nines", "tricks"], bulls=["jubilee", "union", "interdict", "absolution"])
    assert str(refused(s, "bull:jubilee")) == "The Bull of Jubilee is played in the sin round instead of passing."
    err = refused(s, "bull:union")
    assert str(err) == "You do not hold the Bull of Union." and err.cs == "Nemáš bulu jednoty."
    basic = start(LADDER, ["medici", "nines", "tricks"])
    assert str(refused(basic, "bull:union")) == "Papal bulls are only in the advanced game."


def test_each_bull_is_used_once_per_game_then_never_offered_again() -> None:
    # Every seat spends its bull at the first chance; a spent bull must never come back.
    for seed in range(3):
        s = api.new_game("indulgence", players=4, seed=seed, options={"advanced": True})
        rng = Rng(f"bulls{seed}")
        while s.status != "match_over":
            if s.status == "deal_over":
                s.next_deal()
                continue
            legal = s.legal()
            offered = [a for a in legal if a.startswith("bull:")]
            spent = {e["bull"] for e in s.view(0)["public"]["bulls_spent"]}
            assert not {a[len("bull:") :] for a in offered} & spent, "a spent bull was offered again"
            s.act(offered[0] if offered else rng.choice(legal))
        spent_list = [e["bull"] for e in s.view(0)["public"]["bulls_spent"]]
        assert sorted(spent_list) == ["absolution", "interdict", "jubilee", "union"], spent_list
        assert all(s.view(seat)["bull"] is None for seat in range(4))


# -- a broke player ------------------------------------------------------------------------------
def test_a_broke_player_pays_what_he_has() -> None:
    s = start(LADDER, ["medici", "nines", "tricks"], bulls=["union", "interdict", "jubilee", "absolution"])
    s.act("bull:union")
    sin_round(s, 1)  # the sin of a Union is worth 5 + 4 + 8 = 17 from each of three players
    play_ladder(s)
    r = s.deal_results()[0]
    assert r["sin_succeeded"] is False
    assert r["payments"] == [{"from": 1, "to": 0, "owed": 51, "paid": 30}]
    assert r["scores"] == [30, -30, 0, 0] and s.totals() == [60, 0, 30, 30]
    assert any("30" in line["en"] and "51" in line["en"] for line in r["summary"])


# -- the sin round ------------------------------------------------------------------------------
@pytest.mark.parametrize(("players", "ruler", "order"), [(4, 0, [1, 2, 3]), (4, 2, [3, 0, 1]), (3, 1, [2, 0])])
def test_the_sin_round_starts_left_of_the_ruler_who_leads_if_nobody_sins(
    players: int, ruler: int, order: list[int]
) -> None:
    s = api.new_game("indulgence", players=players, seed=6, options={"first_ruler": ruler})
    assert s.to_act == ruler and s.view(ruler)["phase"] == "decree"
    s.act(s.legal()[0])
    asked = []
    while s.view(0)["phase"] == "sin":
        asked.append(s.to_act)
        assert s.legal() == ["pass", "sin"]
        s.act("pass")
    assert asked == order, "every other player once, from the Ruler's left"
    assert s.view(0)["phase"] == "play" and s.to_act == ruler


def test_the_first_sin_ends_the_round_and_the_sinner_leads() -> None:
    s = api.new_game("indulgence", players=4, seed=6, options={"first_ruler": 2})
    s.act(s.legal()[0])
    s.act("pass")  # seat 3
    s.act("sin")  # seat 0: seat 1 is never asked
    v = s.view(1)
    assert v["phase"] == "play" and s.to_act == 0
    assert v["public"]["sinner"] == v["public"]["ring_holder"] == 0
    assert [e["type"] for e in v["events"]] == ["deal", "decree", "pass", "sin"]
    assert any(a.endswith("+ring") for a in s.view(0)["legal"]), "the sinner holds the ring"


# -- the match: rotation, three rounds, winners ---------------------------------------------------------
@pytest.mark.parametrize(("players", "first"), [(3, 2), (4, 1)])
def test_ruler_rotates_over_three_rounds(players: int, first: int) -> None:
    s = api.new_game("indulgence", players=players, seed=8, options={"first_ruler": first})
    rng = Rng("rotation")
    hands = 0
    while s.status != "match_over":
        if s.status == "deal_over":
            s.next_deal()
        assert s.view(0)["public"]["round"] == hands // players + 1
        play_random(s, rng, whole_match=False)
        hands += 1
    results = s.deal_results()
    assert len(results) == hands == 3 * players
    assert [r["ruler"] for r in results] == [(first + k) % players for k in range(3 * players)]
    assert s.to_act is None and s.legal() == []
    best = max(s.totals())
    assert results[-1]["winners"] == [seat for seat in range(players) if s.totals()[seat] == best]
    assert all("winners" not in r for r in results[:-1])
    assert sum(s.totals()) == 30 * players


# -- illegal actions change nothing -----------------------------------------------------------------------
def test_illegal_actions_are_refused_and_explained() -> None:
    s = start(LADDER, ["medici", "nines", "tricks"])
    assert str(refused(s, "decree:ones")) == "That decree is not face up."
    assert str(refused(s, "sin")) == "The Ruler must choose a decree first."
    assert str(refused(s, "play:M1")) == "The Ruler must choose a decree first."
    refused(s, "decree:medici", seat=1)  # out of turn
    for garbage in ("", "xyz", "play:", "play:ZZ", "play:M1+halo", "decree:", "bull:", 7, None):
        refused(s, garbage)
    s.act("decree:medici")
    refused(s, "pass", seat=0)
    s.act("pass")
    s.act("sin")  # seat 2 sins
    assert str(refused(s, "sin")) == "Player 3 has already sinned: only one sinner per hand."
    assert str(refused(s, "play:M1")) == "You do not hold M1."
    s.act("play:M2")
    assert str(refused(s, "play:B1")) == "You must follow the Medici."
    assert str(refused(s, "play:M5+ring")) == "Only the sinner has the ring."
    assert str(refused(s, "play:M1", seat=0)) == "It is not your turn."


# -- views and resampling -----------------------------------------------------------------------
def test_view_shows_the_decrees_and_labels() -> None:
    s = start(LADDER, ["ones", "first_last", "tricks"])
    v = s.view(0)
    ones = v["public"]["decree_row"][0]
    assert czech_and_english(ones) == {
        "id": "ones",
        "name": {"cs": "Žádné jedničky", "en": "No ones"},
        "forbids": {"cs": "všechny jedničky", "en": "all 1s"},
        "penalty": 2,
        "per": "card",
        "sin": 4,
        "trumps": None,
        "wax": False,
    }
    assert v["public"]["decree_row"][1]["per"] == "trick"
    assert czech_and_english(v["labels"]["decree:ones"]) == {"cs": "Dekret: Žádné jedničky", "en": "Decree: No ones"}
    s.act("decree:ones")
    v = s.view(1)
    assert czech_and_english(v["labels"]) == {
        "pass": {"cs": "Pasovat", "en": "Pass"}, "sin": {"cs": "Hřešit", "en": "Sin"}}
    assert v["prompt"] is not None and v["public"]["in_force"][0]["id"] == "ones"
    assert s.view(0)["legal"] == [] and s.view(0)["hand"] != v["hand"]


def test_from_view_in_the_absolution_decision() -> None:
    s = start(LADDER, ["medici", "nines", "tricks"], bulls=["union", "interdict", "absolution", "jubilee"])
    s.act("decree:medici")
    sin_round(s, None)
    play_ladder(s, settle=False)
    for seat in range(4):
        view = plain(s.view(seat))
        sample = Indulgence.from_view(view, Rng(f"settle{seat}"))
        assert plain(sample.view(seat)) == view
        assert sample.bulls[2] == "absolution"
        assert sorted(sample.legal_actions()) == ["bull:absolution", "pass"]


def test_from_view_honours_voids() -> None:
    s = start(MONOPOLY, ["medici", "nines", "tricks"])
    s.act("decree:medici")
    sin_round(s, None)
    s.act("play:M1")  # the Ruler leads Medici; the others show they hold none
    s.act("play:S1")
    s.act("play:O1")
    s.act("play:B1")
    view = plain(s.view(1))
    for k in range(20):
        sample = Indulgence.from_view(view, Rng(f"void{k}"))
        assert plain(sample.view(1)) == view
        assert all(c.suit != "M" for seat in (2, 3) for c in sample.hands[seat])


# -- soak, conservation -------------------------------------------------------------------------
@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("advanced", [False, True])
def test_soak_florins_are_conserved_in_every_hand(players: int, advanced: bool) -> None:
    rng = Rng(f"soak/{players}/{advanced}")
    options: dict[str, Any] = {"first_ruler": "random", "dealer": "random", "advanced": advanced}
    hands = 0
    for match in range(12):
        st = Indulgence.new(players, options, f"soak{match}", None)
        while True:
            while st.status == PLAYING:
                actions = st.legal_actions()
                st.step(actions[rng.below(len(actions))])
            hands += 1
            r = st.results[-1]
            assert sum(r["scores"]) == 0
            assert sum(st.florins) == 30 * players and min(st.florins) >= 0
            if st.status == "match_over":
                break
            st.next_deal()
        assert len(st.results) == 3 * players
    assert hands == 12 * 3 * players


# -- the AI hooks --------------------------------------------------------------------------------------------
def test_easy_ruler_picks_the_decree_his_hand_avoids() -> None:
    s = start(LADDER, ["medici", "nines", "orsini"])
    # Seat 0 holds three Medici, two Orsini and no nine.
    assert easy(s.view(0), Rng("ruler")) == "decree:nines"


def test_ai_hooks_play_legal_moves_and_easy_beats_random() -> None:
    totals = [0.0, 0.0]
    for game in range(6):
        rng = Rng(f"ai{game}")
        s = api.new_game("indulgence", players=4, seed=game, options={"advanced": game % 2 == 1})
        while s.status != "match_over":
            if s.status == "deal_over":
                s.next_deal()
                continue
            seat = s.to_act
            assert seat is not None
            if seat == 0:
                action = easy(s.view(0), rng)
            elif seat == 1:
                action = rollout(s.state.clone(), rng)
            else:
                action = rng.choice(s.legal())
            assert action in s.legal()
            s.act(action)
        totals[0] += s.totals()[0]
        totals[1] += (s.totals()[2] + s.totals()[3]) / 2
    assert totals[0] > totals[1], "the easy AI should beat random play"


# -- the strong level's careful playouts ---------------------------------------------------------------
def careful(hand: str, trick: str = "", goal: str = AVOID, forbidden: str = "", gone: str = "") -> str:
    """Seat's careful card, no trumps, with the cards ``gone`` played before (every card of ``hand`` legal)."""
    held = INDULGENCE.parse(hand.split())
    played = INDULGENCE.parse(trick.split())
    card, _ = careful_card(held, played, played[0].suit if played else None, None,
                           frozenset(INDULGENCE.parse(forbidden.split())), False, goal, False, False,
                           gone=lambda: set(INDULGENCE.parse(gone.split())))
    return card.code


def test_careful_avoiding_never_leads_a_master_while_another_card_will_do() -> None:
    # M2 is the lowest card, but M3 to M9 are gone: it would win its own trick.
    assert careful("M2 S6 O5", gone="M3 M4 M5 M6 M7 M8 M9") == "O5"
    assert careful("M2 S6 O5") == "M2"  # with the Medici out, M2 is the lead most likely beaten


def test_careful_avoiding_throws_its_most_dangerous_card_on_another_familys_trick() -> None:
    assert careful("S9 O4 O8", trick="M5", forbidden="O4") == "O4"  # a forbidden card goes first
    # With S6 to S9 gone, S5 would win any Sforza trick: it goes before the higher O8, which O9 can still beat.
    assert careful("S5 O8", trick="M5", gone="S6 S7 S8 S9") == "S5"
    assert careful("S5 O8", trick="M5") == "O8"  # nothing counted: O8 has one card above it, S5 four


def test_careful_sinner_leads_his_masters_first() -> None:
    assert careful("M9 S3 O2", goal=COLLECT) == "M9"
    assert careful("M8 S3 O2", goal=COLLECT, gone="M9") == "M8"
