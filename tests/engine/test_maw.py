"""Maw: rule scenarios from fixed deals, variants, errors, resampling, soaks."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

import pytest
from helpers import plain, play_random

from cardavia import IllegalAction, api
from cardavia.core.cards import PACK52
from cardavia.core.protocol import DEAL_OVER, MATCH_OVER, PLAYING
from cardavia.core.rng import Rng
from cardavia.games.maw import RANKS, Maw, legal_cards
from cardavia.games.maw import ai as maw_ai
from cardavia.session import Session

if TYPE_CHECKING:
    from cardavia.core.protocol import View

GAME = "maw"


def deal(hands: list[str], turned: str) -> dict[str, Any]:
    """A fixed deal: the hands (space-separated codes), the turned card, the rest of the stock."""
    held = [h.split() for h in hands]
    used = {c for h in held for c in h} | {turned}
    return {"hands": held, "stock": [turned] + [c.code for c in PACK52.cards if c.code not in used]}


def game(hands: list[str], turned: str, **options: Any) -> Session:
    return api.new_game(GAME, players=len(hands), seed=1, options=options, deal=deal(hands, turned))


def plays(session: Session) -> set[str]:
    return {a[5:] for a in session.legal() if a.startswith("play:")}


def act_all(session: Session, *actions: str) -> None:
    for action in actions:
        session.act(action)


def refused(session: Session, action: Any, seat: int | None = None) -> IllegalAction:
    before = json.dumps(session.state.snapshot(), sort_keys=True)
    with pytest.raises(IllegalAction) as err:
        session.act(action, seat=seat)
    assert json.dumps(session.state.snapshot(), sort_keys=True) == before
    assert err.value.en and err.value.cs
    return err.value


# Trumps are coins (D7 turned); the dealer is seat 0, so seat 1 leads.
JACK_LED = ["S2 S3 S4 B2 B3", "DJ D2 C10 S10 B10", "CA C3 S5 S6 B4", "D5 C4 S7 S8 B5"]
FIVE_LED = ["S2 S3 S4 B2 B3", "D5 C10 S10 B10 B9", "DJ C3 S5 S6 B4", "CA C4 S7 S8 B5"]
CUPS_LED = ["S2 S3 S4 B2 B3", "CK S10 B10 B9 B8", "C3 D9 S5 S6 B4", "D8 S7 S8 B5 B6"]
THREE_TOP = ["C7 C8 S9 S10 B6", "D5 DJ CA S2 B2", "C3 C4 S5 S6 B4", "C5 C6 S7 S8 B5"]
ALL_TOP = ["C7 C8 S9 S10 B6", "D5 DJ CA DK DQ", "C3 C4 S5 S6 B4", "C5 C6 S7 S8 B5"]


# -- trumps and following -------------------------------------------------------------
def test_the_jack_of_trumps_led_forces_out_the_ace_of_cups() -> None:
    s = game(JACK_LED, "D7")
    s.act("play:DJ")
    assert plays(s) == {"CA"}
    err = refused(s, "play:C3")
    assert "trump was led" in err.en


def test_the_five_is_protected_against_a_lower_trump_lead() -> None:
    s = game(JACK_LED, "D7")
    s.act("play:DJ")
    s.act("play:CA")
    assert plays(s) == {"D5", "C4", "S7", "S8", "B5"}  # D5 outranks the Jack led: it may renege
    s2 = game(JACK_LED, "D7")
    s2.act("play:D2")
    assert plays(s2) == {"CA", "C3", "S5", "S6", "B4"}  # the Ace of cups outranks the two


def test_a_higher_trump_led_lapses_the_protection() -> None:
    s = game(FIVE_LED, "D7")
    s.act("play:D5")
    assert plays(s) == {"DJ"}
    s.act("play:DJ")
    assert plays(s) == {"CA"}


def test_holding_cups_you_may_still_trump_a_cups_lead() -> None:
    s = game(CUPS_LED, "D7")
    s.act("play:CK")
    assert plays(s) == {"C3", "D9"}
    err = refused(s, "play:S5")
    assert err.en == "You must follow cups or trump." and err.cs == "Musíš přiznat poháry, nebo trumfnout."


def test_void_in_the_suit_led_you_must_trump_else_play_anything() -> None:
    s = game(CUPS_LED, "D7")
    act_all(s, "play:CK", "play:C3")
    assert plays(s) == {"D8"}
    err = refused(s, "play:S7")
    assert err.en == "You are void in cups: you must trump."
    s.act("play:D8")
    assert plays(s) == {"S2", "S3", "S4", "B2", "B3"}  # void and no trump


def test_spoil_five_lets_a_void_player_play_anything() -> None:
    s = game(CUPS_LED, "D7", rules="spoil_five")
    act_all(s, "play:CK")
    assert plays(s) == {"C3", "D9"}  # following or trumping is still compulsory with cups
    s.act("play:C3")
    assert plays(s) == {"D8", "S7", "S8", "B5", "B6"}


def first_trick_winner(cards: list[str], turned: str, **options: Any) -> int:
    """Seat winning a first trick of ``cards`` played by seats 1, 2, 3, 0 (fillers complete the hands)."""
    fillers = iter(c.code for c in PACK52.cards if c.code not in cards and c.code != turned)
    hands: list[list[str]] = [[] for _ in range(4)]
    for i, card in enumerate(cards):
        hands[(1 + i) % 4].append(card)
    for hand in hands:
        while len(hand) < 5:
            hand.append(next(fillers))
    s = game([" ".join(h) for h in hands], turned, **options)
    events = []
    for card in cards:
        events += s.act("play:" + card)
    return next(e["winner"] for e in events if e["type"] == "trick")


@pytest.mark.parametrize(
    ("cards", "turned", "rules", "winner"),
    [
        (["D10", "D2", "DA", "D3"], "B7", "source", 3),  # red: K Q J A 2 … 10
        (["D10", "D2", "DA", "D3"], "B7", "spoil_five", 1),  # red: K Q J 10 … 2 A
        (["S2", "S10", "SA", "S3"], "D7", "source", 2),  # black: K Q J 10 … 2 A
        (["S2", "S10", "SA", "S3"], "D7", "spoil_five", 3),  # black: K Q J A 2 … 10
        (["DK", "CA", "DJ", "D5"], "D7", "source", 0),  # 5 over J over the Ace of cups
        (["DK", "CA", "DQ", "D2"], "D7", "source", 2),  # the Ace of cups over the King
        (["DK", "DA", "DQ", "D2"], "D7", "source", 1),  # source: the trump Ace stays below the King
        (["DK", "DA", "DQ", "D2"], "D7", "spoil_five", 2),  # Spoil Five: the trump Ace is the fourth trump
        (["S3", "CA", "SK", "D2"], "D7", "source", 2),  # the Ace of cups is always a trump
        (["CK", "C2", "C10", "CA"], "C7", "source", 0),  # cups trumps: CA third trump
    ],
)
def test_card_orders(cards: list[str], turned: str, rules: str, winner: int) -> None:
    assert first_trick_winner(cards, turned, rules=rules) == winner


def test_only_five_jack_and_ace_of_cups_renege_even_in_spoil_five() -> None:
    # Rule 4 names the three protected trumps; Spoil Five's fourth trump (its Ace) must answer.
    hands = ["S2 S3 S4 B2 B3", "D2 C10 S10 B10 B9", "DA C3 S5 S6 B4", "CA C5 S7 S8 B5"]
    for rules in ("source", "spoil_five"):
        assert plays_after(hands, "D7", "play:D2", rules=rules) == {"DA"}
        assert plays_after(hands, "D7", "play:D2", "play:DA", rules=rules) == {"CA", "C5", "S7", "S8", "B5"}
    assert game(hands, "D7", rules="spoil_five").view(0)["public"]["top_trumps"] == ["D5", "DJ", "CA"]


def test_the_ace_of_cups_led_is_a_trump_lead() -> None:
    # Coins are trumps. CA led: the Jack (higher) may renege; the Two (lower) must answer.
    hands = ["S2 S3 S4 B2 B3", "CA C10 S10 B10 B9", "DJ C3 S5 S6 B4", "D2 C4 S7 S8 B5"]
    assert plays_after(hands, "D7", "play:CA") == {"DJ", "C3", "S5", "S6", "B4"}
    assert plays_after(hands, "D7", "play:CA", "play:C3") == {"D2"}
    err = refused(game(hands, "D7"), "play:C4")
    assert "do not hold" in err.en  # seat 1 leads: anything it holds
    s = game(hands, "D7")
    act_all(s, "play:CA", "play:C3")
    err = refused(s, "play:C4")
    assert err.en.startswith("A trump was led") and err.cs.startswith("Byl vynesen trumf")


def test_a_protected_trump_with_a_low_one_must_still_answer() -> None:
    # The Five may renege to the Two, but the holder of another trump must play a trump (either).
    hands = ["S2 S3 S4 B2 B3", "D2 C10 S10 B10 B9", "D5 D3 S5 S6 B4", "C4 C5 S7 S8 B5"]
    assert plays_after(hands, "D7", "play:D2") == {"D5", "D3"}


def test_no_reneging_to_a_plain_lead() -> None:
    # Void in spades and holding only the Jack of trumps: rule 2, it must trump.
    hands = ["C2 C3 C4 B2 B3", "S9 C10 S10 B10 B9", "DJ C5 C6 C7 B4", "C8 C9 S7 S8 B5"]
    assert plays_after(hands, "D7", "play:S9") == {"DJ"}


def test_the_ace_of_cups_turned_makes_cups_trumps() -> None:
    hands = ["S2 S3 S4 B2 B3", "C2 C10 S10 B10 B9", "CK C3 S5 S6 B4", "C5 C4 S7 S8 B5"]
    s = game(hands, "CA")
    public = s.view(1)["public"]
    assert public["trump"] == "C" and public["top_trumps"] == ["C5", "CJ", "CA"]
    assert s.to_act == 0 and s.view(0)["phase"] == "take"  # it is an Ace: the dealer may take it
    s.act("take:S2")
    s.act("play:C2")  # a cups lead is a trump lead
    assert plays(s) == {"CK", "C3"}
    act_all(s, "play:C3", "play:C4")
    assert plays(s) == {"CA", "S3", "S4", "B2", "B3"}  # the taken Ace of cups is above the Two: it may renege
    events = s.act("play:CA")
    assert events[-1]["type"] == "trick" and events[-1]["winner"] == 0


def plays_after(hands: list[str], turned: str, *actions: str, **options: Any) -> set[str]:
    s = game(hands, turned, **options)
    act_all(s, *actions)
    return plays(s)


# -- the turned card -----------------------------------------------------------------
def test_the_dealer_may_take_a_turned_ace_discarding_face_down() -> None:
    s = game(JACK_LED, "DA")
    assert s.view(0)["phase"] == "take" and s.to_act == 0
    assert s.legal() == sorted(["pass"] + [f"take:{c}" for c in ["S2", "S3", "S4", "B2", "B3"]])
    s.act("take:S3")
    assert "DA" in s.view(0)["hand"] and "S3" not in s.view(0)["hand"]
    assert s.state.zones()["discard"] == [PACK52.card("S3")]
    assert s.view(0)["events"][-1] == {"type": "take", "seat": 0, "card": "DA", "discard": "S3"}
    for seat in (1, 2, 3):
        view = s.view(seat)
        assert "S3" not in json.dumps(view) and view["public"]["taken_by"] == 0
    assert s.to_act == 1 and not any(a.startswith("take:") for a in s.legal())


def test_a_dealer_who_passes_may_still_take_at_his_turn_in_the_first_trick() -> None:
    s = game(JACK_LED, "DA")
    s.act("pass")
    assert s.view(1)["public"]["dealer_passed"] and "take:C10" in s.legal()  # seat 1 may take it
    act_all(s, "play:DJ", "play:CA", "play:D5")
    assert s.to_act == 0 and "take:S2" in s.legal()  # "each player ... once it is still there"
    s.act("take:S2")
    assert plays(s) == {"DA"}  # the taken Ace is a trump below the Jack led: it must answer
    s.act("play:DA")
    assert not any(a.startswith("take:") for a in s.legal())


def test_anyone_may_take_the_turned_card_once_in_the_first_trick() -> None:
    s = game(JACK_LED, "D7")
    assert s.view(1)["phase"] == "play" and "take:B10" in s.legal()
    s.act("play:D2")
    s.act("take:S5")
    assert s.to_act == 2 and s.view(2)["hand"] == ["CA", "D7", "C3", "S6", "B4"]
    assert plays(s) == {"CA", "D7"}  # the taken Seven is an unprotected trump: answer the trump lead
    s.act("play:D7")
    assert not any(a.startswith("take:") for a in s.legal())
    assert "already been taken" in refused(s, "take:C4").en
    s2 = game(JACK_LED, "D7")
    act_all(s2, "play:DJ", "play:CA", "play:C4", "play:S2")
    assert "first trick" in refused(s2, "take:D2").en


def test_historical_robbing_only_the_holder_of_the_trump_ace() -> None:
    hands = ["S2 S3 S4 B2 B3", "DJ D2 C10 S10 B10", "CA C3 S5 S6 B4", "DA C4 S7 S8 B5"]
    for options in ({"robbing": "trump_ace"}, {"rules": "spoil_five"}):  # Spoil Five robs so too
        s = game(hands, "D7", **options)
        err = refused(s, "take:C10")
        assert err.en == "Only the holder of the Ace of trumps may take the turned card."
        assert err.cs == "Otočenou kartu smí vzít jen držitel esa trumfů."
        act_all(s, "play:D2", "play:C3")
        assert "take:C4" in s.legal()
        s.act("take:C4")
        assert "D7" in s.view(3)["hand"]


def test_historical_robbing_a_turned_ace_is_the_dealers_alone() -> None:
    s = game(JACK_LED, "DA", rules="spoil_five")
    assert s.to_act == 0 and "pass" in s.legal()
    s.act("pass")
    assert not any(a.startswith("take:") for a in s.legal())  # seat 1 may not
    assert refused(s, "take:C10").en == "Only the dealer may take the turned Ace."
    act_all(s, "play:DJ", "play:CA", "play:D5")
    assert "take:B3" in s.legal()  # the dealer, at his turn


# -- results -------------------------------------------------------------------------
def test_three_tricks_win_the_pot() -> None:
    s = game(THREE_TOP, "D7")
    act_all(s, "play:D5", "play:C3", "play:C5", "play:C7")
    act_all(s, "play:DJ", "play:C4", "play:C6", "play:C8")
    act_all(s, "play:CA", "play:S5", "play:S7", "play:S9")
    assert s.status == PLAYING  # he may still take all five
    act_all(s, "play:S2", "play:S6", "play:S8", "play:S10")  # S10 is the best spade here
    assert s.status == PLAYING and s.to_act == 0  # all five tricks are played
    act_all(s, "play:B6", "play:B2", "play:B4", "play:B5")  # black suits: the Six over 5, 4, 2
    assert s.status == DEAL_OVER
    result = s.deal_results()[0]
    assert result["winner"] == 1 and result["tricks"] == [2, 3, 0, 0] and result["pot"] == 4
    assert result["scores"] == [-1, 3, -1, -1]
    assert s.totals() == [19, 23, 19, 19]
    assert "4 chips" in result["summary"][0]["en"]


def test_all_five_tricks_are_paid_one_more_stake() -> None:
    s = game(ALL_TOP, "D7")
    for lead in ("D5", "DJ", "CA", "DK", "DQ"):
        s.act("play:" + lead)
        while s.to_act != 1 and s.status == PLAYING:
            s.act(s.legal()[0])
    result = s.deal_results()[0]
    assert result["winner"] == 1 and result["tricks"] == [0, 5, 0, 0]
    assert result["scores"] == [-2, 6, -2, -2]


def spoiled_first_deal(players: int, **options: Any) -> Session:
    """A match whose first deal was spoiled under random play (searched over seeds)."""
    for seed in range(200):
        s = api.new_game(GAME, players=players, seed=seed, options=options)
        rng = Rng(f"spoil/{seed}")
        while s.status == PLAYING:
            s.act(rng.choice(s.legal()))
        if s.deal_results()[0]["winner"] is None:
            return s
    raise AssertionError("no spoiled deal found")


def test_a_spoiled_pot_stays_and_grows() -> None:
    s = spoiled_first_deal(4)
    result = s.deal_results()[0]
    assert max(result["tricks"]) < 3 and result["scores"] == [-1, -1, -1, -1] and result["pot"] == 4
    assert s.view(0)["public"]["pot"] == 4 and "spoiled" in result["summary"][0]["en"]
    s.next_deal()
    assert s.view(2)["public"]["pot"] == 8 and s.totals() == [18, 18, 18, 18]


def test_players_out_of_chips_stay_in_for_a_carried_pot() -> None:
    s = spoiled_first_deal(3, start_chips=1)
    assert s.totals() == [0, 0, 0] and s.status == DEAL_OVER
    s.next_deal()
    public = s.view(0)["public"]
    assert public["pot"] == 3 and public["in_deal"] == [0, 1, 2] and public["out"] == []
    assert s.view(0)["hand_sizes"] == [5, 5, 5]


def test_jinking_stop_or_go_on() -> None:
    def three_straight(**options: Any) -> Session:
        s = game(THREE_TOP, "D7", jinking=True, **options)
        act_all(s, "play:D5", "play:C3", "play:C5", "play:C7")
        act_all(s, "play:DJ", "play:C4", "play:C6", "play:C8")
        act_all(s, "play:CA", "play:S5", "play:S7", "play:S9")
        return s

    stopped = three_straight()
    assert stopped.view(1)["phase"] == "jink" and stopped.legal() == ["go_on", "stop"]
    assert stopped.view(1)["labels"]["stop"]["en"]
    stopped.act("stop")
    assert stopped.deal_results()[0]["scores"] == [-1, 3, -1, -1]

    failed = three_straight()
    act_all(failed, "go_on", "play:S2", "play:S6", "play:S8", "play:S10", "play:B6", "play:B2", "play:B4", "play:B5")
    result = failed.deal_results()[0]
    assert result["winner"] is None and result["jinked"] and result["scores"] == [-1, -1, -1, -1]
    failed.next_deal()
    assert failed.view(0)["public"]["pot"] == 8

    plain_game = game(THREE_TOP, "D7")  # without jinking nobody is asked
    act_all(plain_game, "play:D5", "play:C3", "play:C5", "play:C7", "play:DJ", "play:C4", "play:C6", "play:C8")
    act_all(plain_game, "play:CA", "play:S5", "play:S7", "play:S9")
    assert plain_game.view(1)["phase"] == "play"
    assert "not played" in refused(plain_game, "stop").en


def test_spoil_five_plays_with_jinking() -> None:
    s = game(THREE_TOP, "D7", rules="spoil_five")
    act_all(s, "play:D5", "play:C3", "play:C5", "play:C7", "play:DJ", "play:C4", "play:C6", "play:C8")
    assert s.view(1)["phase"] == "play"
    act_all(s, "play:CA", "play:S5", "play:S7", "play:S9")
    assert s.view(1)["phase"] == "jink" and s.legal() == ["go_on", "stop"]
    err = refused(s, "play:S2")
    assert err.en == "You have taken three tricks: stop, or go on for all five."
    assert err.cs == "Máš tři zdvihy: skonči, nebo hraj dál o všech pět."
    s.act("stop")  # the deal ends at once
    result = s.deal_results()[0]
    assert result["tricks"] == [0, 3, 0, 0] and result["winner"] == 1 and result["scores"] == [-1, 3, -1, -1]


def test_jinking_for_five_and_making_it() -> None:
    s = game(ALL_TOP, "D7", jinking=True)
    for lead in ("D5", "DJ", "CA", "DK", "DQ"):
        if s.view(1)["phase"] == "jink":
            s.act("go_on")
        s.act("play:" + lead)
        while s.to_act != 1 and s.status == PLAYING:
            s.act(s.legal()[0])
    assert s.deal_results()[0]["scores"] == [-2, 6, -2, -2]


def test_a_player_without_chips_drops_out() -> None:
    found = False
    for seed in range(60):
        s = api.new_game(GAME, players=4, seed=seed, options={"start_chips": 2})
        rng = Rng(f"out/{seed}")
        while s.status != MATCH_OVER:
            if s.status == DEAL_OVER:
                s.next_deal()
                out = s.view(0)["public"]["out"]
                if out and s.status == PLAYING:
                    found = True
                    for seat in out:
                        assert s.totals()[seat] == 0 and s.view(seat)["hand"] == []
                        assert seat not in s.view(0)["public"]["in_deal"]
                continue
            seat = s.to_act
            assert seat is not None and seat not in s.view(0)["public"]["out"]
            s.act(rng.choice(s.legal()))
        assert sum(s.totals()) == 8 and s.view(0)["public"]["pot"] == 0
        if found:
            break
    assert found


def test_the_match_lasts_until_every_player_has_dealt_twice() -> None:
    for seed in range(4):
        s = api.new_game(GAME, players=3, seed=seed, options={"dealer": 1})
        dealers = [s.view(0)["dealer"]]
        rng = Rng(f"match/{seed}")
        while s.status != MATCH_OVER:
            if s.status == DEAL_OVER:
                s.next_deal()
                dealers.append(s.view(0)["dealer"])
            s.act(rng.choice(s.legal()))
        assert dealers == [1, 2, 0, 1, 2, 0] and len(s.deal_results()) == 6
        assert sum(s.totals()) + s.view(0)["public"]["pot"] == 60
        assert "End of the match" in s.deal_results()[-1]["summary"][-1]["en"]


def short_match(seed: int) -> Session:
    """A 3-player match in which everyone deals once, played at random."""
    s = api.new_game(GAME, players=3, seed=seed, options={"deals_each": 1})
    play_random(s, Rng(f"last/{seed}"))
    return s


def test_a_pot_spoiled_in_the_last_deal_stays_unwon() -> None:
    s = next(m for m in map(short_match, range(200)) if m.deal_results()[-1]["winner"] is None)
    result = s.deal_results()[-1]
    assert s.status == MATCH_OVER and len(s.deal_results()) == 3
    assert "stays unwon: the match is over" in result["summary"][0]["en"]
    assert sum(s.totals()) + result["pot"] == 60 and s.view(0)["public"]["pot"] == result["pot"]


SPOILED = ["CK S2 S3 B2 B3", "SK C2 C3 B4 B5", "BK C4 C5 S4 S5", "CQ SQ BQ S6 B6"]  # no trumps in hand


def test_a_spoiled_deal_from_a_fixed_deal() -> None:
    s = game(SPOILED, "D7")
    act_all(s, "play:SK", "play:S4", "play:S6", "play:S2")  # seat 1
    act_all(s, "play:C2", "play:C4", "play:CQ", "play:CK")  # seat 0
    act_all(s, "play:B2", "play:B4", "play:BK", "play:BQ")  # seat 2
    act_all(s, "play:S5", "play:SQ", "play:S3", "play:C3")  # seat 3 (seat 1 void in spades)
    act_all(s, "play:B6", "play:B3", "play:B5", "play:C5")  # seat 3: in batons the Six beats 5 and 3
    result = s.deal_results()[0]
    assert result["tricks"] == [1, 1, 1, 2] and result["winner"] is None
    assert result["pot"] == 4 and result["scores"] == [-1, -1, -1, -1] and s.totals() == [19] * 4
    s.next_deal()
    assert s.view(1)["public"]["pot"] == 8 and s.totals() == [18] * 4  # everyone antes again


@pytest.mark.parametrize(("players", "scores"), [(3, [-2, 4, -2]), (5, [-2, 8, -2, -2, -2])])
def test_all_five_tricks_for_other_player_counts(players: int, scores: list[int]) -> None:
    hands = ALL_TOP[:players] if players <= 4 else [*ALL_TOP, "C9 C10 S2 S3 S4"]
    s = game(hands, "D7")
    for lead in ("D5", "DJ", "CA", "DK", "DQ"):
        s.act("play:" + lead)
        while s.to_act != 1 and s.status == PLAYING:
            s.act(s.legal()[0])
    result = s.deal_results()[0]
    assert result["tricks"][1] == 5 and result["pot"] == players and result["scores"] == scores


def test_a_player_without_chips_drops_out_of_a_fixed_deal() -> None:
    # One chip each: seat 1 takes all five; the others cannot pay the bonus and have nothing left.
    s = game(ALL_TOP, "D7", start_chips=1)
    for lead in ("D5", "DJ", "CA", "DK", "DQ"):
        s.act("play:" + lead)
        while s.to_act != 1 and s.status == PLAYING:
            s.act(s.legal()[0])
    assert s.deal_results()[0]["scores"] == [-1, 3, -1, -1] and s.totals() == [0, 4, 0, 0]
    assert s.status == MATCH_OVER  # only one player has chips


# -- errors ----------------------------------------------------------------------------
def test_illegal_actions_are_refused_and_change_nothing() -> None:
    s = game(CUPS_LED, "D7")
    assert "do not hold" in refused(s, "play:C3").en  # not in hand
    assert "not a card" in refused(s, "play:ZZ").en
    for garbage in ("", "xyz", "play:", "bid:garde", "take", 42, None):
        refused(s, garbage)
    refused(s, "play:CK", seat=2)  # out of turn
    s.act("play:CK")
    assert "follow cups" in refused(s, "play:S5").en  # revoke
    s.act("play:C3")
    assert "must trump" in refused(s, "play:B5").en  # failing to trump when void
    assert refused(s, "pass").en.startswith("Only the dealer passes")
    s.act("play:D8")
    assert refused(s, "take:D7").en.startswith("Name the card")


def test_each_kind_of_illegal_action_says_why_in_both_languages() -> None:
    s = game(JACK_LED, "DA")
    err = refused(s, "play:S2")
    assert (err.en, err.cs) == (
        "First take the turned Ace or leave it.", "Nejdřív vezmi otočené eso, nebo ho nech ležet."
    )
    err = refused(s, "take:DA")
    assert err.en.startswith("Name the card of your hand") and err.cs.startswith("Uveď kartu z ruky")
    err = refused(s, "play:S2", seat=1)
    assert (err.en, err.cs) == ("It is not your turn.", "Nejsi na tahu.")
    assert refused(s, "go_on").en == "Jinking is not played in this game."
    s.act("take:S2")
    err = refused(s, "take:C10")
    assert (err.en, err.cs) == ("The turned card has already been taken.", "Otočenou kartu už někdo vzal.")
    err = refused(s, "bid:garde")
    assert err.en == "'bid:garde' is not an action of Maw." and err.cs
    t = game(ALL_TOP, "D7", jinking=True)
    err = refused(t, "stop")
    assert err.en == "You may stop or go on only after taking the first three tricks." and err.cs
    act_all(t, "play:DK", "play:C3", "play:C5", "play:C7")
    err = refused(t, "take:DQ")
    assert err.en == "The turned card may only be taken during the first trick."
    assert err.cs == "Otočenou kartu lze vzít jen v prvním zdvihu."
    finished = game(SPOILED, "D7")
    while finished.status == PLAYING:
        finished.act(finished.legal()[0])
    err = refused(finished, "play:S2")
    assert (err.en, err.cs) == ("The deal is over; deal the next one.", "Rozdání skončilo; rozdej další.")


# -- views and resampling --------------------------------------------------------------
def without_top_trumps(view: View) -> View:
    """The view without the rules' three top trumps (public, in ``public`` and the display), not anybody's cards."""
    del view["public"]["top_trumps"]
    view["display"]["items"] = [item for item in view["display"]["items"] if item["key"] != "top_trumps"]
    return view


def test_views_hide_other_hands_and_sort_trumps_first() -> None:
    s = game(JACK_LED, "D7")
    assert s.view(2)["hand"] == ["CA", "C3", "S6", "S5", "B4"]
    assert s.view(1)["hand"] == ["DJ", "D2", "C10", "S10", "B10"]
    public = s.view(3)["public"]
    assert public["turned"] == "D7" and public["trump"] == "D" and public["top_trumps"] == ["D5", "DJ", "CA"]
    assert public["pot"] == 4 and public["chips"] == [19, 19, 19, 19]
    for seat in range(4):
        view = s.view(seat)
        text = json.dumps(without_top_trumps(view))
        for other in range(4):
            if other != seat:
                assert not any(f'"{c}"' in text for c in JACK_LED[other].split())


def test_no_view_shows_another_seats_hand_or_a_discard() -> None:
    """Random deals of every variant: only the turned card (public) may name a card held elsewhere."""
    rng = Rng("leak/maw")
    for n in range(24):
        options = {"rules": ("source", "spoil_five")[n % 2], "dealer": n % 3, "jinking": n % 4 < 2}
        s = api.new_game(GAME, players=3 + n % 4, seed=n, options=options)
        while s.status == PLAYING:
            state = s.state
            assert isinstance(state, Maw)
            secret_discard = {state.discard} if state.discard is not None else set()
            for seat in range(s.players):
                view = s.view(seat)
                shown = json.dumps(without_top_trumps(view))
                hidden = {c for other in range(s.players) if other != seat for c in state.hands[other]}
                if seat != state.taken_by:
                    hidden |= secret_discard
                hidden.discard(state.turned)
                assert not [c.code for c in hidden if f'"{c.code}"' in shown], (n, seat)
            s.act(rng.choice(s.legal()))


def test_resampling_honours_what_play_revealed() -> None:
    # Seat 2 trumps a cups lead while holding cups: nothing is revealed about its cups.
    # Seat 0, void in spades, plays a batons card: it holds neither spades nor trumps.
    hands = ["B2 B3 B4 C5 C6", "CK D2 S10 C7 C8", "C3 D9 S5 S6 B5", "D5 S7 S8 B6 B7"]
    s = game(hands, "D7")
    act_all(s, "play:CK", "play:D9", "play:D5", "play:C5")  # seat 3 wins with the Five
    act_all(s, "play:S7", "play:B2", "play:S10", "play:S5")
    view = plain(s.view(1))
    rng = Rng("resample")
    cups_seen = False
    for _ in range(60):
        sample = Maw.from_view(view, rng)
        assert plain(sample.view(1)) == view
        ranks = sample.ranks
        assert not any(c.suit == "S" or ranks.is_trump(c) for c in sample.hands[0])
        cups_seen |= any(c.suit == "C" and not ranks.is_trump(c) for c in sample.hands[2])
    assert cups_seen


def test_resampling_keeps_a_reneger_to_protected_trumps() -> None:
    hands = ["B2 B3 B4 C5 C6", "D2 CK S10 C7 C8", "D9 C3 S5 S6 B5", "D5 B7 S7 S8 B6"]
    s = game(hands, "D7")
    act_all(s, "play:D2", "play:D9", "play:B7")  # seat 3 keeps its Five back
    view = plain(s.view(1))
    rng = Rng("renege")
    for _ in range(60):
        sample = Maw.from_view(view, rng)
        assert plain(sample.view(1)) == view
        trumps = {c.code for c in sample.hands[3] if sample.ranks.is_trump(c)}
        assert trumps <= {"D5", "DJ", "CA"}


def test_resampling_places_the_taken_card_with_its_taker() -> None:
    s = game(JACK_LED, "D7")
    act_all(s, "play:D2", "take:S5", "play:CA")
    view = plain(s.view(3))
    rng = Rng("taken")
    for _ in range(20):
        sample = Maw.from_view(view, rng)
        assert PACK52.card("D7") in sample.hands[2] and sample.discard is not None
        assert plain(sample.view(3)) == view


def test_resampling_gives_the_trump_ace_to_a_historical_robber() -> None:
    hands = ["S2 S3 S4 B2 B3", "DJ D2 C10 S10 B10", "CA C3 S5 S6 B4", "DA C4 S7 S8 B5"]
    s = game(hands, "D7", rules="spoil_five")
    act_all(s, "play:D2", "play:C3", "take:C4")  # seat 3 may take only because it holds the Ace of coins
    view = plain(s.view(0))
    rng = Rng("robber")
    for _ in range(30):
        sample = Maw.from_view(view, rng)
        assert plain(sample.view(0)) == view
        assert PACK52.card("DA") in sample.hands[3] or sample.discard is PACK52.card("DA")
        assert PACK52.card("D7") in sample.hands[3] and len(sample.hands[3]) == 5


# -- soaks, AI ------------------------------------------------------------------
def test_soak_thousands_of_random_deals() -> None:
    rng = Rng("soak/maw")
    deals = 0
    for n in range(2000):
        players = 3 + n % 4
        options = {
            "dealer": n % players,
            "start_chips": 20,
            "deals_each": 2,
            "rules": ("source", "spoil_five")[n % 2],
            "robbing": ("anyone", "trump_ace")[(n // 2) % 2],
            "jinking": bool((n // 4) % 2),
        }
        state = Maw.new(players, options, f"soak{n}", None)
        while state.status == PLAYING:
            actions = state.legal_actions()
            state.step(actions[rng.below(len(actions))])
        result = state.deal_results()[-1]
        assert sum(result["tricks"]) <= 5 and sum(state.chips) + state.pot == 20 * players
        assert sum(len(cards) for cards in state.zones().values()) == 52
        deals += 1
    assert deals == 2000


def test_easy_ai_takes_the_pot_more_often_than_random() -> None:
    rng = Rng("ai/maw")
    wins = {True: 0, False: 0}
    for n in range(300):
        for use_ai in (True, False):
            state = Maw.new(4, {**{o.key: o.default for o in Maw.info.options}, "dealer": n % 4}, f"ai{n}", None)
            while state.status == PLAYING:
                if state.to_act == 0 and use_ai:
                    action = maw_ai.easy(state.view(0), rng)
                else:
                    actions = state.legal_actions()
                    action = actions[rng.below(len(actions))]
                assert action in state.legal_actions()
                state.step(action)
            wins[use_ai] += state.deal_results()[-1]["winner"] == 0
    assert wins[True] > wins[False] * 1.3


def test_easy_ai_takes_the_turned_card_and_reneges() -> None:
    s = game(JACK_LED, "DA")
    assert maw_ai.easy(s.view(0), Rng("x")) == "take:S2"  # the weakest card goes
    hands = ["S2 S3 S4 B2 B3", "D2 C10 S10 B10 B9", "D5 C3 S5 S6 B4", "C4 C5 S7 S8 B5"]
    s2 = game(hands, "D7", robbing="trump_ace")
    s2.act("play:D2")
    assert maw_ai.easy(s2.view(2), Rng("x")) == "play:B4"  # keeps the Five back, throws the weakest
    rollout_action = maw_ai.rollout(s2.state.clone(), Rng("r"))
    assert rollout_action in s2.state.legal_actions()


def test_a_bad_test_deal_is_refused() -> None:
    with pytest.raises(ValueError, match="hand 0 must hold 5"):
        api.new_game(GAME, players=3, deal={"hands": [["CA"], [], []], "stock": []})
    good = deal(JACK_LED, "D7")
    good["stock"][1] = "CA"  # twice: in a hand and in the stock
    with pytest.raises(ValueError, match="exactly once"):
        api.new_game(GAME, players=4, deal=good)


# -- the strong level's careful playouts ---------------------------------------------------------------
def careful(hand: str, trick: str = "", seats: tuple[int, ...] = (), tricks: tuple[int, ...] = (0, 0, 0, 0),
            gone: str = "") -> str:
    """Seat 0's careful card with coins trumps (source rules) after the cards ``gone`` were played."""
    ranks = RANKS[("source", "D")]
    held, played = PACK52.parse(hand.split()), PACK52.parse(trick.split())
    legal = legal_cards(held, played[0] if played else None, ranks, "source")
    out = set(PACK52.parse(gone.split()))
    return maw_ai.careful_card(legal, played, list(seats), 0, held, ranks, list(tricks), out).code


def test_careful_play_leads_a_trump_no_other_trump_can_beat() -> None:
    assert careful("DQ S7 SK", gone="D5 DJ CA DK") == "DQ"
    assert careful("DQ S7 SK") == "SK"  # higher trumps are out: the best plain card


def test_careful_play_stops_a_third_trick_even_with_a_reneging_trump() -> None:
    assert careful("DJ S2 C7", trick="D9", seats=(3,), tricks=(0, 0, 1, 2)) == "DJ"  # seat 3 has two tricks
    assert careful("DJ S2 C7", trick="D9", seats=(3,), tricks=(0, 1, 1, 1)) == "S2"  # keep the Jack back
