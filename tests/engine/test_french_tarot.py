"""French Tarot: the rules of docs/rules/french_tarot.md, one scenario per rule and scoring clause.

Hand-built deals drive the rules of play; the scoring clauses that need an exact
count (45 points, 40.5 against 41 ...) replay fixed deals with their actions from
``golden/french_tarot/scenarios.json`` and check the result both against the rules
and against an independent count of the tricks.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from helpers import czech_and_english, plain

from cardavia import IllegalAction, api
from cardavia.core.cards import TAROT
from cardavia.core.protocol import PLAYING
from cardavia.core.rng import Rng
from cardavia.games.french_tarot import FrenchTarot
from cardavia.games.french_tarot import ai as ai
from cardavia.session import Session

GOLDEN = Path(__file__).parent / "golden"
SIZES = {3: (24, 6), 4: (18, 6), 5: (15, 3)}
POINTS = {"K": 4.5, "Q": 3.5, "N": 2.5, "J": 1.5}
OUDLERS = {"T1", "T21", "EX"}
TARGET = {0: 56, 1: 51, 2: 41, 3: 36}
MULT = {"prise": 1, "garde": 2, "garde_sans": 4, "garde_contre": 6}


def codes(text: str) -> list[str]:
    """Card codes written as one space-separated string."""
    return text.split()


def card_points(code: str) -> float:
    if code in OUDLERS:
        return 4.5
    if code[0] == "T":
        return 0.5
    return POINTS.get(code[1:], 0.5)


def fill(players: int, fixed: dict[int, list[str]], chien: list[str]) -> dict[str, Any]:
    """A deal: the given cards where stated, the rest round the table in deck order."""
    size, _ = SIZES[players]
    used = {c for cards in fixed.values() for c in cards} | set(chien)
    hands = [list(fixed.get(s, [])) for s in range(players)]
    seat = 0
    for card in TAROT.cards:
        if card.code in used:
            continue
        while len(hands[seat]) >= size:
            seat = (seat + 1) % players
        hands[seat].append(card.code)
        seat = (seat + 1) % players
    return {"hands": hands, "chien": chien}


def act_all(session: Session, *actions: str) -> list[dict[str, Any]]:
    events: list[dict[str, Any]] = []
    for action in actions:
        events += session.act(action)
    return events


def finish(session: Session) -> dict[str, Any]:
    """Play the first legal action until the deal is scored."""
    while session.status == PLAYING:
        session.act(session.legal()[0])
    result: dict[str, Any] = session.deal_results()[-1]
    return result


def refused(session: Session, action: str, seat: int | None = None) -> str:
    """The English reason ``action`` is refused; the state must not change."""
    before = json.dumps(session.state.snapshot(), sort_keys=True)
    with pytest.raises(IllegalAction) as err:
        session.act(action, seat=seat)
    assert err.value.cs and err.value.cs != ""
    assert json.dumps(session.state.snapshot(), sort_keys=True) == before
    return str(err.value)


# A 4-player deal for the rules of play (dealer 3: seat 0 speaks and leads first).
PLAY_DEAL = {
    "hands": [
        codes("CK CQ CN CJ C10 C9 DK DQ SK SQ BK BQ T17 T18 T19 T20 T21 EX"),
        codes("CA C2 C3 C4 C5 C6 C7 C8 D2 D3 D4 D5 D6 T3 T12 T13 T14 T15"),
        codes("D7 D8 D9 D10 DJ DN DA S2 S3 T1 T2 T4 T5 T6 T7 T8 T9 T16"),
        codes("SA S4 S5 S6 S7 S8 S9 S10 SJ SN BA B2 B3 B4 B5 B6 B7 B8"),
    ],
    "chien": codes("B9 B10 BJ BN T10 T11"),
}


def garde_sans_by_seat0() -> Session:
    s = api.new_game("french_tarot", players=4, seed=1, options={"dealer": 3}, deal=PLAY_DEAL)
    act_all(s, "bid:garde_sans", "pass", "pass", "pass", "announce:none")
    return s


# -- the deal ----------------------------------------------------------------


@pytest.mark.parametrize("players", [3, 4, 5])
def test_deal_in_packets_with_the_chien_never_first_or_last(players: int) -> None:
    size, chien_size = SIZES[players]
    packet = 4 if players == 3 else 3
    checked = 0
    for seed in range(12):
        s = api.new_game("french_tarot", players=players, seed=seed, options={"dealer": seed % players})
        if any(e["type"] == "petit_sec" for e in s.view(0)["events"]):
            continue
        pack = Rng(str(seed)).derive("deal0").shuffled(TAROT.cards)
        zones = s.state.zones()
        assert len(zones["chien"]) == chien_size
        assert all(len(zones[f"hand{p}"]) == size for p in range(players))
        assert pack[0] not in zones["chien"] and pack[-1] not in zones["chien"]
        first = (seed % players + 1) % players
        assert set(pack[:packet]) <= set(zones[f"hand{first}"]), "the first packet goes to dealer+1"
        checked += 1
    assert checked >= 8


def test_petit_sec_annuls_and_the_same_dealer_deals_again() -> None:
    lone_petit = ["T1", *codes("CA C2 C3 C4 C5 C6 C7 C8 C9 C10 CJ CN CQ CK DA D2 D3")]
    deal = fill(4, {2: lone_petit}, codes("D4 D5 D6 D7 D8 D9"))
    s = api.new_game("french_tarot", players=4, seed=3, options={"dealer": 1}, deal=deal)
    events = s.view(0)["events"]
    assert events[0] == {"type": "petit_sec", "seat": 2, "dealer": 1}
    assert events[-1] == {"type": "deal", "dealer": 1}
    assert s.view(0)["dealer"] == 1 and s.to_act == 2
    assert sorted(s.view(2)["hand"]) != sorted(deal["hands"][2]), "the cards were dealt again"


def test_petit_with_the_excuse_is_not_petit_sec() -> None:
    hand = ["T1", "EX", *codes("CA C2 C3 C4 C5 C6 C7 C8 C9 C10 CJ CN CQ CK DA D2")]
    deal = fill(4, {2: hand}, codes("D3 D4 D5 D6 D7 D8"))
    s = api.new_game("french_tarot", players=4, seed=3, deal=deal)
    assert [e["type"] for e in s.view(0)["events"]] == ["deal"]
    assert sorted(s.view(2)["hand"]) == sorted(hand)


# -- bidding -------------------------------------------------------------------


def test_each_player_speaks_once_and_must_bid_higher() -> None:
    s = api.new_game("french_tarot", players=4, seed=1, options={"dealer": 3}, deal=PLAY_DEAL)
    assert s.to_act == 0 and s.view(0)["phase"] == "bidding"
    s.act("bid:garde")
    assert s.to_act == 1
    assert s.legal() == ["bid:garde_contre", "bid:garde_sans", "pass"]
    assert refused(s, "bid:prise") == "Bid higher than Garde or pass."
    assert refused(s, "bid:garde") == "Bid higher than Garde or pass."
    act_all(s, "pass", "bid:garde_sans", "pass")
    pub = s.view(1)["public"]
    assert pub["bids"] == ["garde", "pass", "garde_sans", "pass"]
    assert (pub["taker"], pub["contract"]) == (2, "garde_sans")
    assert s.view(0)["phase"] == "declare" and s.to_act == 2
    assert pub["chien"] is None, "garde sans: the chien is not shown"


def test_all_pass_voids_the_deal_and_the_next_dealer_deals() -> None:
    s = api.new_game("french_tarot", players=4, seed=5, options={"dealer": 0}, deal=PLAY_DEAL)
    events = act_all(s, "pass", "pass", "pass", "pass")
    assert {"type": "all_passed", "dealer": 0, "next_dealer": 1} in events
    view = s.view(0)
    assert view["dealer"] == 1 and view["deal_no"] == 0 and s.deal_results() == []
    assert s.to_act == 2 and view["phase"] == "bidding"
    assert [e["type"] for e in view["events"]][-1] == "deal"


# -- five players: the king call ------------------------------------------------


def five(fixed: dict[int, list[str]], chien: list[str], dealer: int = 4) -> Session:
    return api.new_game("french_tarot", players=5, seed=2, options={"dealer": dealer}, deal=fill(5, fixed, chien))


def test_five_players_call_a_king_and_a_queen_only_with_four_kings() -> None:
    s = five({0: ["CK", "T5", "T6"]}, ["SA", "S2", "S3"])
    act_all(s, "bid:prise", "pass", "pass", "pass", "pass")
    assert s.view(0)["phase"] == "call"
    assert s.legal() == ["call:BK", "call:CK", "call:DK", "call:SK"]
    assert "four kings" in refused(s, "call:CQ")
    assert refused(s, "call:T5") == "You may call a king."
    assert czech_and_english(s.view(0)["labels"]["call:DK"]) == {
        "cs": "Zavolat krále mincí", "en": "Call the King of coins"}
    rich = five({0: ["CK", "DK", "SK", "BK", "T5"]}, ["SA", "S2", "S3"])
    act_all(rich, "bid:prise", "pass", "pass", "pass", "pass")
    assert [a for a in rich.legal() if a[-1] == "Q"] == ["call:BQ", "call:CQ", "call:DQ", "call:SQ"]
    assert "call:CN" not in rich.legal()


def test_called_partner_is_secret_until_the_card_is_played_and_takes_one_share() -> None:
    s = five({0: ["T21", "T20", "T19"], 3: ["DK"]}, ["SA", "S2", "S3"])
    act_all(s, "bid:garde_sans", "pass", "pass", "pass", "pass", "call:DK", "announce:none")
    assert all(s.view(p)["public"]["partner"] is None for p in range(5))
    revealed = None
    while s.status == PLAYING:
        events = s.act(s.legal()[0])
        for ev in events:
            if ev["type"] == "partner":
                revealed = ev
                assert s.view(1)["public"]["partner"] == 3
    assert revealed == {"type": "partner", "seat": 3, "alone": False, "card": "DK"}
    result = s.deal_results()[-1]
    d = result["per_defender"]
    assert result["partner"] == 3
    assert result["scores"] == [2 * d, -d, -d, d, -d]


def test_calling_ones_own_king_means_playing_alone() -> None:
    s = five({0: ["DK", "T21", "T20"]}, ["SA", "S2", "S3"])
    act_all(s, "bid:garde_sans", "pass", "pass", "pass", "pass", "call:DK", "announce:none")
    result = finish(s)
    d = result["per_defender"]
    assert result["partner"] is None
    assert result["scores"] == [4 * d, -d, -d, -d, -d]
    assert s.view(2)["public"]["alone"] is True


def test_a_called_king_in_the_shown_chien_tells_all_the_taker_is_alone() -> None:
    s = five({0: ["T21", "T20"]}, ["SK", "S2", "S3"])
    events = act_all(s, "bid:prise", "pass", "pass", "pass", "pass", "call:SK")
    assert {"type": "partner", "seat": 0, "alone": True, "card": "SK"} in events
    assert s.view(1)["public"]["alone"] is True and s.view(1)["public"]["chien"] == ["SK", "S2", "S3"]


# -- the chien and the discard ------------------------------------------------


def test_prise_shows_the_chien_and_the_taker_discards_no_kings_or_oudlers() -> None:
    s = api.new_game("french_tarot", players=4, seed=1, options={"dealer": 3}, deal=PLAY_DEAL)
    events = act_all(s, "bid:prise", "pass", "pass", "pass")
    assert {"type": "chien", "seat": 0, "cards": PLAY_DEAL["chien"]} in events
    assert all(s.view(p)["public"]["chien"] == PLAY_DEAL["chien"] for p in range(4))
    assert len(s.view(0)["hand"]) == 24 and s.view(0)["phase"] == "discard"
    legal = s.legal()
    assert legal and all(a.startswith("discard:") for a in legal)
    assert not any(a[8:] in OUDLERS or a.endswith("K") or a.startswith("discard:T") for a in legal)
    assert refused(s, "discard:CK") == "Kings and oudlers cannot be discarded."
    assert refused(s, "discard:T21") == "Kings and oudlers cannot be discarded."
    assert "trump" in refused(s, "discard:T10")
    assert refused(s, "discard:C2") == "You do not hold C2."
    s.act("discard:CJ")
    assert {"type": "discard", "seat": 0, "card": "CJ"} in s.view(0)["events"]
    assert {"type": "discard", "seat": 0} in s.view(1)["events"]
    assert "CJ" not in json.dumps(s.view(1)), "the discard is secret"
    act_all(s, "discard:BN", "discard:BJ", "discard:B10", "discard:B9", "discard:CN")
    assert s.view(0)["discard"] == ["CJ", "BN", "BJ", "B10", "B9", "CN"]
    assert s.view(1)["discard"] is None
    assert s.view(0)["phase"] == "declare"


FORCED = fill(
    4,
    {0: [*codes("CK DK SK BK T1 T21 EX"), *(f"T{n}" for n in range(2, 13))]},
    ["C2", "C3", "T13", "T14", "T15", "T16"],
)


def test_trumps_are_discarded_only_when_forced_and_are_shown_to_all() -> None:
    s = api.new_game("french_tarot", players=4, seed=1, options={"dealer": 3}, deal=FORCED)
    act_all(s, "bid:prise", "pass", "pass", "pass")
    assert sorted(s.legal()) == sorted(
        ["discard:C2", "discard:C3", *(f"discard:T{n}" for n in range(2, 17))]
    )
    act_all(s, "discard:T2", "discard:C2", "discard:T3", "discard:T4", "discard:C3")
    assert s.legal() == ["discard:T10", "discard:T11", "discard:T12", "discard:T13", "discard:T14",
                         "discard:T15", "discard:T16", "discard:T5", "discard:T6", "discard:T7",
                         "discard:T8", "discard:T9"]
    s.act("discard:T5")
    assert s.view(2)["public"]["discarded_trumps"] == ["T2", "T3", "T4", "T5"]
    assert {"type": "discard", "seat": 0, "card": "T3", "shown": True} in s.view(3)["events"]


def test_four_kings_exception_counts_discarded_trumps_for_a_triple_poignee() -> None:
    s = api.new_game("french_tarot", players=4, seed=1, options={"dealer": 3}, deal=FORCED)
    act_all(s, "bid:prise", "pass", "pass", "pass")
    act_all(s, "discard:T2", "discard:T3", "discard:T4", "discard:T5", "discard:C2", "discard:C3")
    s.act("announce:none")
    # 13 trumps and the Excuse in hand: double from the hand, triple only by the exception.
    assert s.legal() == ["poignee:double", "poignee:none", "poignee:simple", "poignee:triple"]
    events = s.act("poignee:triple")
    shown = ["T2", "T3", "T4", "T5", "T1", *(f"T{n}" for n in range(6, 16))]
    assert events[0] == {"type": "poignee", "seat": 0, "level": "triple", "cards": shown}
    assert s.view(1)["public"]["poignees"] == [{"seat": 0, "level": "triple", "cards": shown}]


# -- declarations before the first card -----------------------------------------

SLAM_HAND = [f"T{n}" for n in range(4, 22)]
SLAM_DEAL = fill(4, {2: SLAM_HAND}, codes("CA C2 C3 DA D2 D3"))


def slam_session(announce: str) -> Session:
    s = api.new_game("french_tarot", players=4, seed=1, options={"dealer": 3}, deal=SLAM_DEAL)
    act_all(s, "pass", "pass", "bid:prise", "pass")
    act_all(s, *(f"discard:{c}" for c in SLAM_DEAL["chien"]))
    s.act(announce)
    return s


def test_announced_slam_makes_the_taker_lead_and_scores_400() -> None:
    s = slam_session("announce:chelem")
    assert s.to_act == 2 and s.view(0)["trick"]["leader"] == 2
    assert s.view(2)["phase"] == "poignee" and s.view(0)["phase"] == "play"
    s.act("poignee:triple")
    result = finish(s)
    assert s.view(0)["tricks_won"][2] == 18
    assert result["chelem"] == {"announced": True, "side": "taker", "points": 400}
    assert result["poignees"] == [{"seat": 2, "level": "triple", "bonus": 40}]
    assert result["per_defender"] == result["base"] + 40 + 400 + (result["petit_au_bout"] or {"points": 0})["points"]


def test_unannounced_slam_scores_200() -> None:
    s = slam_session("announce:none")
    assert s.to_act == 0, "without an announcement dealer+1 leads"
    result = finish(s)
    assert result["chelem"] == {"announced": False, "side": "taker", "points": 200}


def test_announced_slam_that_fails_costs_200() -> None:
    s = api.new_game("french_tarot", players=4, seed=1, options={"dealer": 3}, deal=PLAY_DEAL)
    act_all(s, "bid:garde_sans", "pass", "pass", "pass", "announce:chelem")
    result = finish(s)
    assert 0 < s.view(0)["tricks_won"][0] < 18
    assert result["chelem"] == {"announced": True, "side": None, "points": -200}
    sign = 1 if result["made"] else -1
    assert result["per_defender"] == sign * result["base"] - 200 + (result["petit_au_bout"] or {"points": 0})["points"]


def test_a_defence_that_takes_every_trick_scores_200() -> None:
    low = [f"{s}{r}" for s in "CDSB" for r in ("A", "2", "3", "4")] + ["C5", "D5"]
    s = api.new_game("french_tarot", players=4, seed=1, options={"dealer": 3},
                     deal=fill(4, {1: low}, codes("S5 S6 S7 B5 B6 B7")))
    act_all(s, "pass", "bid:garde_contre", "pass", "pass", "announce:none")
    result = finish(s)
    assert s.view(0)["tricks_won"][1] == 0
    assert result["chelem"] == {"announced": False, "side": "defence", "points": -200}
    assert result["per_defender"] == -result["base"] - 200 + (result["petit_au_bout"] or {"points": 0})["points"]


def test_slam_ending_on_the_excuse_wins_the_last_trick_and_the_petit_counts_a_trick_early() -> None:
    hand = ["EX", "T1", *(f"T{n}" for n in range(6, 22))]
    deal = fill(4, {0: hand}, codes("CA C2 C3 DA D2 D3"))
    s = api.new_game("french_tarot", players=4, seed=1, options={"dealer": 3}, deal=deal)
    act_all(s, "bid:prise", "pass", "pass", "pass", *(f"discard:{c}" for c in deal["chien"]), "announce:chelem")
    s.act("poignee:none")
    for lead in [*(f"T{n}" for n in range(21, 5, -1)), "T1", "EX"]:
        assert s.to_act == 0
        s.act(f"play:{lead}")
        while s.to_act not in (0, None):
            s.act(s.legal()[0])
    last = s.view(1)["last_trick"]
    assert last["cards"][0] == {"seat": 0, "card": "EX"} and last["winner"] == 0
    result = s.deal_results()[-1]
    assert s.view(0)["tricks_won"][0] == 18
    assert result["chelem"]["points"] == 400
    assert result["petit_au_bout"] == {"side": "taker", "points": 10}


def poignee_session(players: int, hand: list[str]) -> Session:
    chien_size = SIZES[players][1]
    rest = [c.code for c in TAROT.cards if c.code[0] in "CDSB" and c.code not in hand]
    deal = fill(players, {0: hand}, rest[-chien_size:])
    s = api.new_game("french_tarot", players=players, seed=1, options={"dealer": players - 1}, deal=deal)
    act_all(s, "bid:garde_sans", *["pass"] * (players - 1))
    if players == 5:
        s.act("call:CK")
    s.act("announce:none")
    return s


def trumps(numbers: range) -> list[str]:
    return [f"T{n}" for n in numbers]


@pytest.mark.parametrize(
    ("players", "count", "levels"),
    [
        (4, 10, ["none", "simple"]),
        (4, 13, ["double", "none", "simple"]),
        (4, 15, ["double", "none", "simple", "triple"]),
        (3, 13, ["none", "simple"]),
        (3, 15, ["double", "none", "simple"]),
        (3, 18, ["double", "none", "simple", "triple"]),
        (5, 8, ["none", "simple"]),
        (5, 10, ["double", "none", "simple"]),
        (5, 13, ["double", "none", "simple", "triple"]),
    ],
)
def test_poignee_levels_depend_on_the_player_count(players: int, count: int, levels: list[str]) -> None:
    hand = [*trumps(range(21 - count + 1, 22)), "CA", "C2"]
    hand += [c.code for c in TAROT.cards if c.code[0] in "DSB"][: SIZES[players][0] - len(hand)]
    s = poignee_session(players, hand)
    assert s.legal() == [f"poignee:{lvl}" for lvl in levels]
    assert s.view(0)["labels"]["poignee:simple"]["en"].startswith("Show a single poignée")


def test_a_hand_too_short_of_trumps_is_not_asked() -> None:
    s = poignee_session(4, trumps(range(13, 22)) + codes("CA C2 C3 C4 C5 C6 C7 C8 C9"))
    assert s.view(0)["phase"] == "play"
    assert refused(s, "poignee:simple") == "Now is the time to play a card."


def test_poignee_shows_the_lowest_trumps_and_declining_is_private() -> None:
    s = poignee_session(4, trumps(range(2, 13)) + codes("CA C2 C3 C4 C5 C6 C7"))
    assert "poignee:double" not in s.legal()
    assert "does not allow a double" in refused(s, "poignee:double")
    s.act("poignee:simple")
    assert s.view(3)["public"]["poignees"] == [{"seat": 0, "level": "simple", "cards": trumps(range(2, 12))}]
    quiet = poignee_session(4, trumps(range(2, 13)) + codes("CA C2 C3 C4 C5 C6 C7"))
    quiet.act("poignee:none")
    assert {"type": "poignee", "seat": 0, "level": "none"} in quiet.view(0)["events"]
    assert not any(e["type"] == "poignee" for e in quiet.view(1)["events"])


def test_the_excuse_stands_in_only_when_every_trump_is_shown() -> None:
    s = poignee_session(4, [*trumps(range(2, 11)), "EX", *codes("CA C2 C3 C4 C5 C6 C7 C8")])
    s.act("poignee:simple")
    assert s.view(1)["public"]["poignees"][0]["cards"] == [*trumps(range(2, 11)), "EX"]
    s = poignee_session(4, [*trumps(range(2, 12)), "EX", *codes("CA C2 C3 C4 C5 C6 C7")])
    s.act("poignee:simple")
    assert s.view(1)["public"]["poignees"][0]["cards"] == trumps(range(2, 12))


# -- play ------------------------------------------------------------------------


def test_follow_suit_else_trump_else_any_card() -> None:
    s = garde_sans_by_seat0()
    s.act("play:CK")
    assert refused(s, "play:T12") == "You must follow cups."
    assert refused(s, "play:CK") == "You do not hold CK."
    assert s.legal() == ["play:C2", "play:C3", "play:C4", "play:C5", "play:C6", "play:C7", "play:C8", "play:CA"]
    s.act("play:C2")
    assert refused(s, "play:D7") == "You cannot follow, so you must play a trump."
    assert all(a.startswith("play:T") for a in s.legal())
    s.act("play:T2")
    assert len(s.legal()) == 18, "no cups and no trumps: any card"
    s.act("play:SA")
    assert s.view(0)["last_trick"]["winner"] == 2 and s.to_act == 2


def test_overtrump_when_possible_else_any_lower_trump_and_the_excuse_any_time() -> None:
    s = garde_sans_by_seat0()
    act_all(s, "play:CK", "play:C2", "play:T2", "play:SA")
    act_all(s, "play:T4", "play:S4")
    assert s.legal() == ["play:EX", "play:T17", "play:T18", "play:T19", "play:T20", "play:T21"]
    s.act("play:EX")
    assert refused(s, "play:T3") == "You must overtrump: play a trump higher than T4."
    assert s.legal() == ["play:T12", "play:T13", "play:T14", "play:T15"]
    s.act("play:T12")
    assert s.view(0)["last_trick"]["winner"] == 1
    assert "EX" in [c.code for c in s.state.zones()["won0"]], "the Excuse stays with its owner"
    s.act("play:T13")
    assert s.legal() == ["play:T16"], "overtrump T13 with the only higher trump"
    act_all(s, "play:T16", "play:S5", "play:T17")
    s.act("play:T21")
    assert s.legal() == ["play:T14", "play:T15", "play:T3"], "cannot overtrump: any lower trump"


def test_an_excuse_lead_lets_the_next_card_set_the_suit() -> None:
    s = garde_sans_by_seat0()
    s.act("play:EX")
    assert len(s.legal()) == 18
    s.act("play:C2")
    assert all(a.startswith("play:T") for a in s.legal()), "cups were set by the second card"
    act_all(s, "play:T5", "play:S4")
    assert s.view(0)["last_trick"]["winner"] == 2


def skip_poignee(s: Session) -> None:
    while s.to_act is not None and s.view(s.to_act)["phase"] == "poignee":
        s.act("poignee:none")


def test_overtrump_even_over_a_partner() -> None:
    s = five({0: ["T3", "CA", "C2"], 1: ["DK", "T2", "T10", "T20"]}, ["SA", "S2", "S3"])
    act_all(s, "bid:garde_sans", "pass", "pass", "pass", "pass", "call:DK", "announce:none")
    skip_poignee(s)
    s.act("play:T3")
    skip_poignee(s)
    assert s.to_act == 1
    assert refused(s, "play:T2") == "You must overtrump: play a trump higher than T3."
    s.act("play:T10")
    assert s.view(0)["public"]["partner"] is None, "the partner is known only when the king is played"


# -- scoring from fixed deals ---------------------------------------------------

SCENARIOS = {sc["name"]: sc for sc in json.loads((GOLDEN / "french_tarot" / "scenarios.json").read_text())["scenarios"]}


def replay(name: str) -> tuple[Session, dict[str, Any]]:
    sc = SCENARIOS[name]
    s = api.new_game("french_tarot", players=sc["players"], seed=0, deal=sc["deal"])
    act_all(s, *sc["actions"])
    assert s.status == "match_over"
    return s, s.deal_results()[-1]


def independent_count(s: Session, result: dict[str, Any]) -> tuple[float, int]:
    """The taker's card points and oudlers recounted from the tricks, the discard and the chien."""
    taker = result["taker"]
    side = {taker} | ({result["partner"]} if result.get("partner") is not None else set())
    tricks = [e for e in s.view(taker)["events"] if e["type"] == "trick"]
    taken: list[str] = []
    points = 0.0
    for i, trick in enumerate(tricks):
        for entry in trick["cards"]:
            code = entry["card"]
            if code == "EX" and i < len(tricks) - 1:
                owner_side, winner_side = entry["seat"] in side, trick["winner"] in side
                if owner_side:
                    taken.append(code)
                if owner_side != winner_side:
                    points += -0.5 if owner_side else 0.5
            elif trick["winner"] in side:
                taken.append(code)
    if result["contract"] in ("prise", "garde"):
        taken += s.view(taker)["discard"]
    elif result["contract"] == "garde_sans":
        taken += [c.code for c in s.state.zones()["chien"]]
    points += sum(card_points(c) for c in taken)
    return points, sum(1 for c in taken if c in OUDLERS)


@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_scenario_scores_follow_the_rules(name: str) -> None:
    s, r = replay(name)
    points, oudlers = independent_count(s, r)
    assert (r["points"], r["oudlers"]) == (points, oudlers)
    assert r["target"] == TARGET[oudlers]
    assert r["made"] == (points >= r["target"])
    diff = abs(points - r["target"])
    assert r["difference"] == (int(diff) + 1 if diff % 1 else int(diff))
    assert r["base"] == (25 + r["difference"]) * MULT[r["contract"]]
    sign = 1 if r["made"] else -1
    bonus = sum(p["bonus"] for p in r["poignees"]) + (r["petit_au_bout"] or {"points": 0})["points"]
    assert r["per_defender"] == sign * r["base"] + bonus + (r["chelem"] or {"points": 0})["points"]
    assert sum(r["scores"]) == 0 and s.totals() == r["scores"]
    assert {"taker", "contract", "oudlers", "points", "target", "made", "per_defender", "scores"} <= set(r)
    assert r["summary"] and all(line["cs"] and line["en"] for line in r["summary"])


def test_worked_example_garde_two_oudlers_45_points() -> None:
    _, r = replay("worked_example")
    assert (r["contract"], r["oudlers"], r["points"], r["target"]) == ("garde", 2, 45, 41)
    assert r["made"] and r["per_defender"] == 58
    taker = r["taker"]
    assert r["scores"][taker] == 174
    assert [x for i, x in enumerate(r["scores"]) if i != taker] == [-58, -58, -58]
    assert "Contract made by 4: (25 + 4) × 2 = 58." in [line["en"] for line in r["summary"]]


def test_half_points_round_the_difference_up() -> None:
    _, fail = replay("fails_by_half")
    assert (fail["points"], fail["target"], fail["made"], fail["difference"]) == (40.5, 41, False, 1)
    assert fail["per_defender"] == -26
    _, make = replay("makes_by_half")
    assert (make["points"], make["target"], make["made"], make["difference"]) == (41.5, 41, True, 1)
    assert make["per_defender"] == 26


def test_three_players_the_taker_scores_twice_per_defender() -> None:
    _, r = replay("three_players")
    d = r["per_defender"]
    assert r["scores"][r["taker"]] == 2 * d and sorted(r["scores"]).count(-d) == 2


def test_five_players_partner_shares() -> None:
    _, r = replay("five_players_partner")
    d, taker, partner = r["per_defender"], r["taker"], r["partner"]
    assert r["scores"][taker] == 2 * d and r["scores"][partner] == d
    assert [x for i, x in enumerate(r["scores"]) if i not in (taker, partner)] == [-d, -d, -d]


@pytest.mark.parametrize(("name", "side"), [("petit_au_bout_taker", "taker"), ("petit_au_bout_defence", "defence")])
def test_petit_au_bout_goes_to_the_side_winning_the_last_trick(name: str, side: str) -> None:
    s, r = replay(name)
    last = s.view(0)["last_trick"]
    assert "T1" in [c["card"] for c in last["cards"]]
    mult = MULT[r["contract"]]
    assert r["petit_au_bout"] == {"side": side, "points": (10 if side == "taker" else -10) * mult}


@pytest.mark.parametrize(("name", "made"), [("poignee_defender", True), ("poignee_defender_failed", False)])
def test_poignee_bonus_goes_to_the_side_that_wins_the_contract(name: str, made: bool) -> None:
    _, r = replay(name)
    assert r["made"] is made
    assert any(p["seat"] != r["taker"] for p in r["poignees"])
    for p in r["poignees"]:
        assert p["bonus"] == (1 if made else -1) * {"simple": 20, "double": 30, "triple": 40}[p["level"]]


def test_garde_sans_chien_counts_for_the_taker_and_garde_contre_for_the_defence() -> None:
    s, r = replay("garde_sans")
    assert s.view(0)["public"]["chien"] is None and len(s.state.zones()["chien"]) == 6
    assert r["contract"] == "garde_sans"
    s, r = replay("garde_contre")
    chien = [c.code for c in s.state.zones()["chien"]]
    without, _ = independent_count(s, r)
    assert r["points"] == without, f"the chien {chien} does not count for the taker"


def test_excuse_compensation_and_last_trick() -> None:
    s, r = replay("excuse_compensation")
    won = {c.code for c in s.state.zones()[f"won{r['taker']}"]}
    assert "EX" in won, "the Excuse stayed with the taker although the defence won its trick"
    tricks = [e for e in s.view(0)["events"] if e["type"] == "trick"]
    excuse_trick = next(t for t in tricks if {"seat": r["taker"], "card": "EX"} in t["cards"])
    assert excuse_trick["winner"] != r["taker"] and excuse_trick is not tricks[-1]
    s, r = replay("excuse_last_trick")
    last = s.view(0)["last_trick"]
    assert "EX" in [c["card"] for c in last["cards"]] and last["winner"] == r["taker"]
    assert "EX" in {c.code for c in s.state.zones()[f"won{r['taker']}"]}, "in the last trick it goes to the winner"


# -- illegal actions, views, AI, soak -------------------------------------


def test_illegal_actions_are_refused_with_a_reason_and_change_nothing() -> None:
    s = api.new_game("french_tarot", players=4, seed=1, options={"dealer": 3}, deal=PLAY_DEAL)
    assert refused(s, "xyz") == "'xyz' is not an action of this game."
    assert refused(s, "pass:now") == "'pass:now' is not an action of this game."
    assert refused(s, "play:CK") == "Now is the time to bid (pass or a higher contract)."
    assert refused(s, "bid:everything").startswith("'everything' is not a contract")
    assert refused(s, "pass", seat=2) == "It is not your turn."
    s.act("bid:garde")
    assert refused(s, "bid:prise") == "Bid higher than Garde or pass."
    act_all(s, "pass", "pass", "pass")
    assert refused(s, "discard:CK") == "Kings and oudlers cannot be discarded."
    assert refused(s, "discard:ZZ") == "'ZZ' is not a card of this deck."
    assert refused(s, "announce:chelem") == "Now is the time to make the discard."


def test_views_hide_other_hands_and_sort_the_hand_for_display() -> None:
    s = garde_sans_by_seat0()
    view = s.view(1)
    assert view["hand"] == codes("C8 C7 C6 C5 C4 C3 C2 CA D6 D5 D4 D3 D2 T15 T14 T13 T12 T3")
    assert s.view(0)["hand"][-6:] == ["T21", "T20", "T19", "T18", "T17", "EX"]
    assert view["legal"] == [] and view["prompt"]["en"] == "Waiting for {p0} to play a card."
    assert czech_and_english(s.view(0)["prompt"]) == {"cs": "Tvoje karta.", "en": "Your card."}
    text = json.dumps(view)
    assert "CK" not in text and "T10" not in text, "no other hand and no hidden chien in the view"
    assert view["public"]["contract"] == "garde_sans" and view["public"]["taker"] == 0


def test_from_view_respects_voids_discard_bars_and_shown_poignees() -> None:
    s = garde_sans_by_seat0()
    act_all(s, "play:CK", "play:C2", "play:T2", "play:SA")
    view = plain(s.view(0))
    rng = Rng("samples")
    for _ in range(30):
        sample = FrenchTarot.from_view(view, rng)
        assert plain(sample.view(0)) == view
        assert not any(c.suit == "C" for c in sample.hands[2]), "seat 2 showed a void in cups"
        assert not any(c.suit in "CT" for c in sample.hands[3]), "seat 3 has neither cups nor trumps"
    d = api.new_game("french_tarot", players=4, seed=1, options={"dealer": 3}, deal=PLAY_DEAL)
    act_all(d, "bid:prise", "pass", "pass", "pass", *(f"discard:{c}" for c in codes("BN BJ B10 B9 CJ CN")))
    view = plain(d.view(2))
    for _ in range(30):
        sample = FrenchTarot.from_view(view, rng)
        assert plain(sample.view(2)) == view
        assert all(c.suit in "CDSB" and c.rank != "K" for c in sample.discard)
        assert {"T10", "T11"} <= {c.code for c in sample.hands[0]}, "shown chien trumps stay with the taker"


def test_ai_hooks_play_legal_sensible_actions() -> None:
    rng = Rng("ai")
    for players in (3, 4, 5):
        for game_no in range(4):
            s = api.new_game("french_tarot", players=players, seed=game_no)
            while s.status == PLAYING:
                assert s.to_act is not None
                action = ai.easy(s.view(s.to_act), rng)
                assert action in s.legal()
                s.act(action)
            state = FrenchTarot.new(players, {"deals": 1, "dealer": 0}, f"r{game_no}", None)
            while state.status == PLAYING:
                action = ai.rollout(state, rng)
                assert action in state.legal_actions()
                state.step(action)
    strong = [f"T{n}" for n in range(10, 22)] + ["EX", "CK", "DK", "SK", "BK", "CQ"]
    assert ai.choose_bid([TAROT.card(c) for c in strong], ["pass", "bid:prise", "bid:garde"]) == "bid:garde"


def test_soak_thousands_of_random_deals() -> None:
    rng = Rng("soak")
    deals = 0
    for players, count in ((4, 1500), (3, 500), (5, 500)):
        for k in range(count):
            state = FrenchTarot.new(players, {"deals": 1, "dealer": k % players}, f"soak{k}", None)
            while state.status == PLAYING:
                actions = state.legal_actions()
                state.step(actions[rng.below(len(actions))])
            result = state.results[-1]
            assert sum(result["scores"]) == 0
            assert sum(len(v) for v in state.zones().values()) == 78
            deals += 1
    assert deals == 2500


# -- the strong level's careful playouts ---------------------------------------------------------------
def careful(hand: str, trick: str, seats: list[int], friend: set[int], gone: str = "") -> str:
    """The careful card of a four-player seat; every card of ``hand`` is taken as legal."""
    held, played = TAROT.parse(hand.split()), TAROT.parse(trick.split())
    state = ai.trick_state(played, seats)
    return ai.careful_card(held, held, played, state, 4, friend, set(TAROT.parse(gone.split()))).code


def test_careful_play_gives_points_to_a_partner_holding_the_trick_with_a_master_trump() -> None:
    higher = "T15 T16 T17 T18 T19 T20 T21"
    assert careful("CK C2 D3", "T14 T3", [2, 3], {0, 2}, gone=higher) == "CK"
    assert careful("CK C2 D3", "T14 T3", [2, 3], {0, 2}) != "CK"  # a higher trump may still come


def test_careful_play_takes_a_king_with_the_cheapest_master_trump() -> None:
    assert careful("T20 T12 T8", "CK", [1], {0, 2}, gone="T21") == "T20"
    assert careful("T20 T12 T8", "CK", [1], {0, 2}) == "T8"  # the Monde is out: no trump is sure
