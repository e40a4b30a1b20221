"""French Tarot audit: docs/rules/french_tarot.md checked again, independently of the engine's code.

Three kinds of checks, all through the public API:

- hand-computed scenarios for clauses the main test file does not pin down with
  exact numbers (each count is worked out in the comments from the rules file);
- a differential soak: a small model of the rules written from the rules file
  alone (legal bids, calls, discards, poignée levels, legal plays, trick winners,
  the Excuse, the whole score) must agree with the engine on random deals and on
  deals dealt to give one seat a strong hand (slams, poignées, the Excuse led last);
- a soak proving that no hidden card reaches another seat's view.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from test_french_tarot import PLAY_DEAL, act_all, codes, fill, refused

from cardavia import IllegalAction, api
from cardavia.core.cards import TAROT
from cardavia.core.protocol import PLAYING
from cardavia.core.rng import Rng
from cardavia.session import Session

ALL_CODES = [c.code for c in TAROT.cards]
SIZES = {3: (24, 6), 4: (18, 6), 5: (15, 3)}
OUDLERS = {"T1", "T21", "EX"}
FACE_POINTS = {"K": 4.5, "Q": 3.5, "N": 2.5, "J": 1.5}
SUIT_ORDER = {r: i for i, r in enumerate(codes("A 2 3 4 5 6 7 8 9 10 J N Q K"))}
CONTRACTS = ("prise", "garde", "garde_sans", "garde_contre")
MULTIPLIER = {"prise": 1, "garde": 2, "garde_sans": 4, "garde_contre": 6}
TARGET = {0: 56, 1: 51, 2: 41, 3: 36}
POIGNEE_NEED = {3: (13, 15, 18), 4: (10, 13, 15), 5: (8, 10, 13)}
POIGNEE_LEVELS = ("simple", "double", "triple")
POIGNEE_BONUS = {"simple": 20, "double": 30, "triple": 40}
CALL_RANKS = codes("K Q N J 10 9 8 7 6 5 4 3 2 A")

Chooser = Callable[[int, dict[str, Any]], str | None]


def trumps(numbers: range) -> list[str]:
    return [f"T{n}" for n in numbers]


def is_trump(code: str) -> bool:
    return code[0] == "T"


def plain_card(code: str) -> bool:
    """A suit card that is not a king: always fit for the discard."""
    return code[0] in "CDSB" and code[1:] != "K"


def card_points(code: str) -> float:
    if code in OUDLERS:
        return 4.5
    return 0.5 if is_trump(code) else FACE_POINTS.get(code[1:], 0.5)


def play_out(s: Session, choose: Chooser | None = None) -> dict[str, Any]:
    """Finish the deal: ``choose(seat, view)`` decides (None = first legal; no poignée by default)."""
    while s.status == PLAYING:
        seat = s.to_act
        assert seat is not None
        view = s.view(seat)
        action = choose(seat, view) if choose else None
        if action is None:
            action = "poignee:none" if view["phase"] == "poignee" else s.legal()[0]
        s.act(action)
    result: dict[str, Any] = s.deal_results()[-1]
    return result


def keep_excuse(seat: int, view: dict[str, Any]) -> str | None:
    """``seat`` plays the Excuse only when it is his last card."""
    if view["phase"] == "play" and view["seat"] == seat and len(view["legal"]) > 1:
        return next(a for a in view["legal"] if a != "play:EX")
    return None


def excuse_first(view: dict[str, Any]) -> str | None:
    return "play:EX" if "play:EX" in view["legal"] else None


def summary(r: dict[str, Any]) -> tuple[Any, ...]:
    return (r["contract"], r["oudlers"], r["points"], r["target"], r["made"], r["per_defender"], r["scores"])


# -- hand-computed scenarios ----------------------------------------------------

# Seat 0 holds T4..T21 and leads every trick (dealer 3), so he takes all 18 tricks.
TOP_TRUMPS_DEAL = fill(4, {0: trumps(range(4, 22))}, codes("T1 T2 T3 EX CK DK"))


@pytest.mark.parametrize(
    ("contract", "expected"),
    [
        # Garde sans: the chien counts for the taker, so he ends with all 78 cards: 91 points,
        # oudlers T21 + T1 + EX = 3, target 36, made by 55, base (25 + 55) × 4 = 320,
        # slam without announcement +200, T1 never played (no petit au bout): D = 520.
        ("garde_sans", (3, 91, 36, True, 520, [1560, -520, -520, -520])),
        # Garde contre: the chien (T1 4.5 + T2 + T3 0.5 + 0.5, EX 4.5, CK DK 4.5 + 4.5 = 19) counts
        # for the defence: 91 − 19 = 72 points, 1 oudler (T21), target 51, made by 21,
        # base (25 + 21) × 6 = 276, slam +200: D = 476.
        ("garde_contre", (1, 72, 51, True, 476, [1428, -476, -476, -476])),
    ],
)
def test_the_chien_counts_for_the_taker_in_garde_sans_and_for_the_defence_in_garde_contre(
    contract: str, expected: tuple[Any, ...]
) -> None:
    s = api.new_game("french_tarot", players=4, seed=1, options={"dealer": 3}, deal=TOP_TRUMPS_DEAL)
    act_all(s, f"bid:{contract}", "pass", "pass", "pass", "announce:none")
    r = play_out(s)
    assert s.view(1)["tricks_won"] == [18, 0, 0, 0]
    assert summary(r) == (contract, *expected)
    assert r["chelem"] == {"announced": False, "side": "taker", "points": 200}
    assert r["petit_au_bout"] is None
    assert all(s.view(p)["public"]["chien"] is None for p in range(4)), "the chien is never shown"


# The same taker with the Excuse in a defender's hand (seat 3 by the deal's fill).
EXCUSE_DEFENDER_DEAL = fill(4, {0: trumps(range(4, 22))}, codes("T1 T2 T3 CK DK SK"))


def test_a_defenders_excuse_stays_with_the_defence_for_half_a_point_but_not_in_the_last_trick() -> None:
    assert "EX" in EXCUSE_DEFENDER_DEAL["hands"][3]

    def garde_sans() -> Session:
        s = api.new_game("french_tarot", players=4, seed=1, options={"dealer": 3}, deal=EXCUSE_DEFENDER_DEAL)
        act_all(s, "bid:garde_sans", "pass", "pass", "pass", "announce:none")
        return s

    # Played in the first trick: the Excuse (4.5) stays with the defence, which gives the taker
    # 0.5 for it: 91 − 4.5 + 0.5 = 87; oudlers T21 + T1 (chien) = 2, target 41, made by 46,
    # base (25 + 46) × 4 = 284; the taker won that trick too, so the slam stands (+200): D = 484.
    early = play_out(garde_sans(), lambda seat, v: excuse_first(v) if seat == 3 else None)
    assert summary(early) == ("garde_sans", 2, 87, 41, True, 484, [1452, -484, -484, -484])
    assert early["chelem"]["points"] == 200
    # Kept to the last trick: it goes to the side winning that trick, the taker: 91 points,
    # 3 oudlers, target 36, made by 55, base 320, slam +200: D = 520.
    late = play_out(garde_sans(), lambda seat, v: keep_excuse(3, v))
    assert summary(late) == ("garde_sans", 3, 91, 36, True, 520, [1560, -520, -520, -520])


# Seat 0 holds only low cups and coins and the Excuse, no trumps: he can never win a trick.
LOW_TAKER_DEAL = fill(
    4, {0: ["EX", *codes("CA C2 C3 C4 C5 C6 C7 C8 C9 DA D2 D3 D4 D5 D6 D7 D8")]}, codes("T1 D9 D10 DJ DN DQ")
)


def test_the_takers_excuse_played_to_the_last_trick_goes_to_the_defence() -> None:
    def garde_contre() -> Session:
        s = api.new_game("french_tarot", players=4, seed=1, options={"dealer": 0}, deal=LOW_TAKER_DEAL)
        act_all(s, "pass", "pass", "pass", "bid:garde_contre", "announce:none")
        return s

    # The Excuse kept to the last trick (led by a defender) goes to that trick's winner: the
    # taker ends with nothing: 0 points, 0 oudlers, target 56, failed by 56,
    # base (25 + 56) × 6 = 486, a defence slam −200, T1 in the chien: D = −686.
    s = garde_contre()
    last = play_out(s, lambda seat, v: keep_excuse(0, v))
    final = s.view(2)["last_trick"]
    assert {"seat": 0, "card": "EX"} in final["cards"] and final["winner"] != 0
    assert summary(last) == ("garde_contre", 0, 0, 56, False, -686, [-2058, 686, 686, 686])
    assert last["chelem"] == {"announced": False, "side": "defence", "points": -200}
    # Played in the first trick it stays with him for 0.5: 4.5 − 0.5 = 4 points, 1 oudler,
    # target 51, failed by 47, base (25 + 47) × 6 = 432, defence slam −200: D = −632.
    early = play_out(garde_contre(), lambda seat, v: excuse_first(v) if seat == 0 else None)
    assert summary(early) == ("garde_contre", 1, 4, 51, False, -632, [-1896, 632, 632, 632])


def test_a_defence_slam_ending_on_the_excuse_and_a_defenders_poignee() -> None:
    # Seat 1 (defence) holds T5..T21 and the Excuse; the taker, seat 0, only low suit cards.
    deal = fill(
        4,
        {0: codes("CA C2 C3 C4 C5 C6 C7 C8 C9 DA D2 D3 D4 D5 D6 D7 D8 D9"), 1: [*trumps(range(5, 22)), "EX"]},
        codes("T1 S2 S3 S4 S5 S6"),
    )
    s = api.new_game("french_tarot", players=4, seed=1, options={"dealer": 3}, deal=deal)
    act_all(s, "bid:garde_contre", "pass", "pass", "pass", "announce:none")

    def seat1(seat: int, view: dict[str, Any]) -> str | None:
        if seat != 1:
            return None
        if view["phase"] == "poignee":
            return "poignee:triple"
        return max((a for a in view["legal"] if a != "play:EX"), key=lambda a: int(a[6:]), default=None)

    r = play_out(s, seat1)
    final = s.view(0)["last_trick"]
    assert final["cards"][0] == {"seat": 1, "card": "EX"} and final["winner"] == 1
    assert s.view(0)["tricks_won"] == [0, 18, 0, 0]
    # The taker takes nothing: 0 points, target 56, failed by 56, base (25 + 56) × 6 = 486;
    # the defence's slam −200; seat 1's triple poignée goes to the defence, which won: −40.
    # D = −486 − 200 − 40 = −726.
    assert summary(r) == ("garde_contre", 0, 0, 56, False, -726, [-2178, 726, 726, 726])
    assert r["chelem"] == {"announced": False, "side": "defence", "points": -200}
    assert r["poignees"] == [{"seat": 1, "level": "triple", "bonus": -40}]


def test_three_players_taker_scores_twice_per_defender() -> None:
    # Seat 0 holds T2..T21 and the four kings and leads (dealer 2): he wins all 24 tricks.
    # Garde sans: his cards are all 78: 91 points, 3 oudlers, target 36, made by 55,
    # base (25 + 55) × 4 = 320, slam +200: D = 520, the taker +2D = 1040.
    deal = fill(3, {0: [*trumps(range(2, 22)), *codes("CK DK SK BK")]}, codes("T1 EX CQ DQ SQ BQ"))
    s = api.new_game("french_tarot", players=3, seed=1, options={"dealer": 2}, deal=deal)
    act_all(s, "bid:garde_sans", "pass", "pass", "announce:none")
    assert s.legal() == ["poignee:double", "poignee:none", "poignee:simple", "poignee:triple"], "20 trumps"
    assert summary(play_out(s)) == ("garde_sans", 3, 91, 36, True, 520, [1040, -520, -520])


@pytest.mark.parametrize(
    ("called", "scores"),
    [
        # The called king lies in the unseen chien: the taker plays alone, 4 shares.
        ("CK", [2080, -520, -520, -520, -520]),
        # Seat 3 holds the called king: taker 2 shares, partner 1, defenders −1 each.
        ("DK", [1040, -520, -520, 520, -520]),
    ],
)
def test_five_players_shares_alone_and_with_a_partner(called: str, scores: list[int]) -> None:
    # Seat 0 holds T7..T21 and leads (dealer 4): 15 tricks. Garde sans with T1, EX, CK in the
    # chien: the taker's side ends with all 78 cards: 91 points, 3 oudlers, made by 55,
    # base 320, slam +200: D = 520.
    deal = fill(5, {0: trumps(range(7, 22)), 3: ["DK"]}, codes("T1 EX CK"))
    s = api.new_game("french_tarot", players=5, seed=1, options={"dealer": 4}, deal=deal)
    act_all(s, "bid:garde_sans", "pass", "pass", "pass", "pass", f"call:{called}", "announce:none")
    while s.status == PLAYING:
        public = s.view(1)["public"]
        played = {e["card"] for e in s.view(1)["events"] if e["type"] == "play"}
        if called in played:
            assert public["partner"] == 3
        else:
            assert public["partner"] is None and public["alone"] is False, "secret until the card is played"
        s.act("poignee:none" if s.view(s.to_act)["phase"] == "poignee" else s.legal()[0])
    r = s.deal_results()[-1]
    assert summary(r) == ("garde_sans", 3, 91, 36, True, 520, scores)
    assert r["partner"] == (3 if called == "DK" else None)


def test_five_players_a_queen_is_called_with_four_kings_and_its_holder_is_the_partner() -> None:
    deal = fill(5, {0: codes("CK DK SK BK T21 T20"), 2: ["SQ"]}, codes("CA C2 C3"))
    s = api.new_game("french_tarot", players=5, seed=1, options={"dealer": 4}, deal=deal)
    act_all(s, "bid:garde", "pass", "pass", "pass", "pass")
    assert s.legal() == sorted(f"call:{suit}{rank}" for suit in "CDSB" for rank in "KQ")
    assert refused(s, "call:SN").startswith("You may call a queen only with all four kings")
    s.act("call:SQ")
    assert s.view(1)["public"]["called"] == "SQ" and s.view(1)["public"]["partner"] is None
    r = play_out(s)
    assert r["partner"] == 2 and r["called"] == "SQ"
    d = r["per_defender"]
    assert [r["scores"][p] for p in range(5)] == [2 * d, -d, d, -d, -d]


# -- a match of several deals ---------------------------------------------------


def test_a_match_rotates_the_dealer_sums_the_deals_and_skips_a_void_deal() -> None:
    s = api.new_game("french_tarot", players=4, seed=3, options={"deals": 3, "dealer": 2})
    assert (s.view(0)["dealer"], s.to_act) == (2, 3), "dealer+1 speaks first"
    with pytest.raises(IllegalAction):
        s.next_deal()
    play_out(s)
    assert s.status == "deal_over" and s.to_act is None and s.legal() == []
    assert refused(s, "pass") == "The deal is over; deal the next one."
    s.next_deal()
    assert (s.view(0)["dealer"], s.view(0)["deal_no"], s.to_act) == (3, 1, 0)
    events = act_all(s, "pass", "pass", "pass", "pass")
    assert {"type": "all_passed", "dealer": 3, "next_dealer": 0} in events
    assert (s.view(0)["dealer"], s.view(0)["deal_no"], s.to_act) == (0, 1, 1), "a void deal is not counted"
    assert len(s.deal_results()) == 1 and s.status == PLAYING
    play_out(s)
    s.next_deal()
    assert (s.view(0)["dealer"], s.to_act) == (1, 2)
    play_out(s)
    results = s.deal_results()
    assert s.status == "match_over" and s.to_act is None and len(results) == 3
    assert s.totals() == [sum(r["scores"][p] for r in results) for p in range(4)]
    assert all(sum(r["scores"]) == 0 for r in results)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_first_to_speak_and_to_lead_is_dealer_plus_one(players: int) -> None:
    for dealer in range(players):
        s = api.new_game("french_tarot", players=players, seed=dealer, options={"dealer": dealer})
        first = (dealer + 1) % players
        assert s.to_act == first
        act_all(s, "bid:garde_sans", *["pass"] * (players - 1))
        if players == 5:
            s.act("call:CK")
        s.act("announce:none")
        assert s.to_act == first and s.view(first)["trick"]["leader"] == first


# -- refusals ---------------------------------------------------------------------


def reasons(s: Session, action: str, seat: int | None = None) -> tuple[str, str]:
    """The English and Czech reasons ``action`` is refused; the state must not change."""
    before = json.dumps(s.state.snapshot(), sort_keys=True)
    with pytest.raises(IllegalAction) as err:
        s.act(action, seat=seat)
    assert json.dumps(s.state.snapshot(), sort_keys=True) == before
    return err.value.en, err.value.cs


def test_refusals_explain_the_rule_broken_in_english_and_czech_and_change_nothing() -> None:
    # PLAY_DEAL, dealer 3: seat 0 leads; seat 1 holds cups and T3 T12..T15; seat 2 no cups,
    # T1 T2 T4..T9 T16; seat 3 neither cups nor trumps.
    s = api.new_game("french_tarot", players=4, seed=1, options={"dealer": 3}, deal=PLAY_DEAL)
    assert reasons(s, "bid:garde", seat=1) == ("It is not your turn.", "Nejsi na tahu.")
    assert reasons(s, "hello") == ("'hello' is not an action of this game.", "„hello“ není tah této hry.")
    act_all(s, "bid:garde", "pass")
    assert reasons(s, "bid:prise") == ("Bid higher than Garde or pass.", "Draž výš než Garde, nebo pasuj.")
    act_all(s, "pass", "pass")
    assert reasons(s, "discard:T21") == ("Kings and oudlers cannot be discarded.", "Krále ani trulu nelze odhodit.")
    assert reasons(s, "discard:T10")[1] == "Trumf smíš odhodit, jen když nemáš dost jiných karet k odhození."
    act_all(s, *(f"discard:{c}" for c in codes("B9 B10 BJ BN C9 C10")), "announce:none", "play:CK")
    assert reasons(s, "play:D2") == ("You must follow cups.", "Musíš přiznat poháry.")
    s.act("play:CA")
    assert reasons(s, "play:D7") == (
        "You cannot follow, so you must play a trump.", "Nemůžeš přiznat, musíš trumfovat."
    )
    act_all(s, "play:T1", "play:S4")
    s.act("play:T4")  # seat 2 won the first trick with T1 and leads a trump
    act_all(s, "play:S5", "play:EX")
    assert reasons(s, "play:T3") == (
        "You must overtrump: play a trump higher than T4.", "Musíš přebít: zahraj trumf vyšší než T4."
    )
    assert reasons(s, "play:C3") == ("You must follow trumps.", "Musíš přiznat trumf.")
    assert reasons(s, "play:CK") == ("You do not hold CK.", "Kartu CK nemáš v ruce.")
    assert reasons(s, "poignee:simple")[0] == "Now is the time to play a card."


# -- differential soak against an independent model of the rules ------------------


def model_legal_plays(hand: list[str], trick: list[str]) -> list[str]:
    """Rules 1-5 of Play: follow, else trump (beating the highest if possible), else any; the Excuse always."""
    led = next((c for c in trick if c != "EX"), None)
    if led is None:
        return sorted(hand)
    allowed: list[str] = []
    if not is_trump(led):
        allowed = [c for c in hand if c[0] == led[0] and not is_trump(c)]
    if not allowed:
        own_trumps = [c for c in hand if is_trump(c)]
        top = max((int(c[1:]) for c in trick if is_trump(c)), default=0)
        allowed = [c for c in own_trumps if int(c[1:]) > top] or own_trumps or list(hand)
    if "EX" in hand and "EX" not in allowed:
        allowed.append("EX")
    return sorted(allowed)


def model_winner(trick: list[tuple[int, str]]) -> int:
    """The highest trump, else the highest card of the suit led; the Excuse never wins."""
    trumps_played = [(int(c[1:]), seat) for seat, c in trick if is_trump(c)]
    if trumps_played:
        return max(trumps_played)[1]
    led = next(c for _, c in trick if c != "EX")[0]
    return max((SUIT_ORDER[c[1:]], seat) for seat, c in trick if c != "EX" and c[0] == led)[1]


def model_poignee_levels(players: int, hand: list[str], discarded_trumps: list[str], four_kings: bool) -> list[str]:
    count = sum(1 for c in hand if is_trump(c)) + ("EX" in hand)
    levels = [lvl for lvl, need in zip(POIGNEE_LEVELS, POIGNEE_NEED[players], strict=True) if count >= need]
    triple = POIGNEE_NEED[players][2]
    if "triple" not in levels and four_kings and discarded_trumps and count + len(discarded_trumps) >= triple:
        levels.append("triple")
    return levels


def model_discardable(hand: list[str], left: int) -> list[str]:
    plain = [c for c in hand if plain_card(c)]
    if len(plain) >= left:
        return sorted(plain)
    return sorted(plain + [c for c in hand if is_trump(c) and c not in OUDLERS])


def model_callable(hand: list[str]) -> list[str]:
    out: list[str] = []
    for rank in CALL_RANKS:
        cards = [s + rank for s in "CDSB"]
        out += cards
        if not all(c in hand for c in cards):
            break
    return sorted(out)


def model_score(
    players: int,
    taker: int,
    partner: int | None,
    contract: str,
    tricks: list[dict[str, Any]],
    kept: list[str],
    chelem_announced: bool,
    poignees: list[str],
) -> tuple[Any, ...]:
    """The Scoring section: ``kept`` is the discard or chien when it counts for the taker."""
    side = {taker} | ({partner} if partner is not None else set())
    n_tricks = len(tricks)
    winners: list[int] = []
    taken = list(kept)
    points = 0.0
    excuse_slam = False
    for i, trick in enumerate(tricks):
        cards = [(e["seat"], e["card"]) for e in trick["cards"]]
        winner = model_winner(cards)
        last = i == n_tricks - 1
        if last and cards[0][1] == "EX":
            leader_side = cards[0][0] in side
            if all((w in side) == leader_side for w in winners):
                winner, excuse_slam = cards[0][0], True
        assert trick["winner"] == winner, trick
        winners.append(winner)
        for seat, code in cards:
            if code == "EX" and not last:
                if seat in side:
                    taken.append(code)
                if (seat in side) != (winner in side):  # half a point instead of a card exchange
                    points += -0.5 if seat in side else 0.5
            elif winner in side:
                taken.append(code)
    points += sum(card_points(c) for c in taken)
    oudlers = sum(1 for c in taken if c in OUDLERS)
    target = TARGET[oudlers]
    made = points >= target
    gap = abs(points - target)
    difference = int(gap) + (1 if gap % 1 else 0)
    mult = MULTIPLIER[contract]
    per_defender = (25 + difference) * mult * (1 if made else -1)
    bout = tricks[n_tricks - 2 if excuse_slam else n_tricks - 1]
    if "T1" in [e["card"] for e in bout["cards"]]:
        per_defender += 10 * mult * (1 if bout["winner"] in side else -1)
    per_defender += sum(POIGNEE_BONUS[lvl] for lvl in poignees) * (1 if made else -1)
    taker_all = all(w in side for w in winners)
    defence_all = not any(w in side for w in winners)
    if chelem_announced:
        per_defender += 400 if taker_all else -200
    elif taker_all:
        per_defender += 200
    if defence_all:
        per_defender -= 200
    scores = [-per_defender] * players
    if partner is not None:
        scores[taker], scores[partner] = 2 * per_defender, per_defender
    else:
        scores[taker] = (players - 1) * per_defender
    return contract, oudlers, points, target, made, per_defender, scores


def strong_deal(players: int, rng: Rng) -> tuple[dict[str, Any], int]:
    """A deal where one seat holds many trumps, kings and often the Excuse."""
    size, _ = SIZES[players]
    strong = rng.below(players)
    honours = [*trumps(range(1, 22)), "EX", "CK", "DK", "SK", "BK"]
    rng.shuffle(honours)
    hand = honours[: size - rng.below(6)]
    rest = [c for c in ALL_CODES if c not in hand]
    rng.shuffle(rest)
    extra = size - len(hand)
    hand += rest[:extra]
    rest = rest[extra:]
    hands = []
    for seat in range(players):
        if seat == strong:
            hands.append(hand)
        else:
            hands.append(rest[:size])
            rest = rest[size:]
    return {"hands": hands, "chien": rest}, strong


def checked_deal(s: Session, rng: Rng, strong: int | None) -> None:
    """Play one deal, checking every legal list against the model, then the score."""
    n = s.players
    zones = s.state.zones()
    start = {p: [c.code for c in zones[f"hand{p}"]] for p in range(n)}
    chien = [c.code for c in zones["chien"]]
    dealer = s.view(0)["dealer"]
    while s.status == PLAYING:
        seat = s.to_act
        assert seat is not None
        view = s.view(seat)
        legal = s.legal()
        phase = view["phase"]
        public = view["public"]
        hand = view["hand"]
        if phase == "bidding":
            highest = max((CONTRACTS.index(b) + 1 for b in public["bids"] if b not in (None, "pass")), default=0)
            assert legal == sorted(["pass", *(f"bid:{c}" for c in CONTRACTS[highest:])])
        elif phase == "call":
            assert legal == [f"call:{c}" for c in model_callable(hand)]
        elif phase == "discard":
            left = SIZES[n][1] - sum(1 for e in view["events"] if e["type"] == "discard")
            assert legal == sorted(f"discard:{c}" for c in model_discardable(hand, left))
        elif phase == "poignee":
            four_kings = seat == public["taker"] and all(k in hand for k in codes("CK DK SK BK"))
            levels = model_poignee_levels(n, hand, public["discarded_trumps"], four_kings)
            assert levels and legal == sorted(["poignee:none", *(f"poignee:{lvl}" for lvl in levels)])
        elif phase == "play":
            in_trick = [e["card"] for e in view["trick"]["cards"]]
            assert legal == [f"play:{c}" for c in model_legal_plays(hand, in_trick)]
            first_trick = not any(e["type"] == "trick" for e in view["events"])
            if first_trick and not in_trick:
                expected = public["taker"] if public["chelem"] else (dealer + 1) % n
                assert seat == expected, "the first lead"
            if first_trick:
                levels = model_poignee_levels(n, hand, public["discarded_trumps"], False)
                asked = any(e["type"] == "poignee" and e["seat"] == seat for e in view["events"])
                assert asked or not levels, "a hand that allows a poignée is asked"
        action = legal[rng.below(len(legal))]
        if strong is not None:
            action = strong_policy(seat == strong, view, legal, rng) or action
        if any(e["type"] == "deal" for e in s.act(action)):
            return  # all passed: the next dealer dealt again
    r = s.deal_results()[-1]
    taker = r["taker"]
    taker_view = s.view(taker)
    public = taker_view["public"]
    partner = next((p for p in range(n) if p != taker and public["called"] in start[p]), None)
    counted = {"prise": taker_view["discard"], "garde": taker_view["discard"], "garde_sans": chien}
    kept = counted.get(r["contract"], [])
    for p in public["poignees"]:
        hand_trumps = sorted(
            (c for c in start[p["seat"]] + (chien if p["seat"] == taker and r["contract"] in ("prise", "garde") else [])
             if is_trump(c) and c not in public["discarded_trumps"]),
            key=lambda c: int(c[1:]),
        )
        need = POIGNEE_NEED[n][POIGNEE_LEVELS.index(p["level"])]
        from_hand = [c for c in p["cards"] if c not in public["discarded_trumps"]]
        assert from_hand == [*hand_trumps, "EX"][: len(from_hand)], "the lowest trumps are shown"
        assert len(p["cards"]) == need
    tricks = [e for e in taker_view["events"] if e["type"] == "trick"]
    model = model_score(
        n, taker, partner, r["contract"], tricks, kept, bool(public["chelem"]), [p["level"] for p in public["poignees"]]
    )
    assert summary(r) == model


def strong_policy(strong: bool, view: dict[str, Any], legal: list[str], rng: Rng) -> str | None:
    """The strong seat bids, plays its highest trump first and keeps the Excuse to lead it last."""
    phase = view["phase"]
    if phase == "bidding":
        return rng.choice([a for a in legal if a != "pass"]) if strong else "pass"
    if phase == "declare":
        return "announce:chelem" if rng.below(2) else "announce:none"
    if phase != "play" or not strong or len(legal) == 1:
        return None
    others = [a for a in legal if a != "play:EX"]
    if len(view["hand"]) == 2 and "play:EX" in legal and not view["trick"]["cards"]:
        return others[0]  # lead the other card now, the Excuse to the last trick
    top = sorted((a for a in others if a.startswith("play:T")), key=lambda a: -int(a[6:]))
    return top[0] if top else None


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_engine_agrees_with_an_independent_model_of_the_rules(players: int) -> None:
    rng = Rng(f"audit/{players}")
    for k in range(40):
        s = api.new_game("french_tarot", players=players, seed=f"audit{k}", options={"dealer": k % players})
        checked_deal(s, rng, None)
    for k in range(60):
        deal, strong = strong_deal(players, rng)
        s = api.new_game("french_tarot", players=players, seed=k, options={"dealer": (strong - 1) % players},
                         deal=deal)
        checked_deal(s, rng, strong)


# -- no hidden card in another seat's view --------------------------------------------


def strings(obj: Any) -> Iterator[str]:
    if isinstance(obj, dict):
        for value in obj.values():
            yield from strings(value)
    elif isinstance(obj, list):
        for value in obj:
            yield from strings(value)
    elif isinstance(obj, str):
        yield obj


def visible_to(view: dict[str, Any]) -> set[str]:
    """The cards this seat may know: its hand and discard, cards played, and what was shown."""
    public = view["public"]
    seen = set(view["hand"]) | set(view["discard"] or []) | set(public["chien"] or [])
    seen |= {e["card"] for e in view["events"] if e["type"] == "play"}
    seen |= set(public["discarded_trumps"]) | {c for p in public["poignees"] for c in p["cards"]}
    if public["called"]:
        seen.add(public["called"])
    return seen


@pytest.mark.parametrize("players", [3, 4, 5])
def test_no_view_shows_a_card_its_seat_may_not_know(players: int) -> None:
    deck = set(ALL_CODES)
    rng = Rng(f"hidden/{players}")
    for k in range(6):
        deal, _ = strong_deal(players, rng)
        s = api.new_game("french_tarot", players=players, seed=k, options={"dealer": k % players}, deal=deal)
        while s.status == PLAYING:
            for seat in range(players):
                view = s.view(seat)
                current = {key: value for key, value in view.items() if key != "results"}
                leaked = {c for c in strings(current) if c in deck} - visible_to(view)
                assert not leaked, f"seat {seat} sees {leaked} in phase {view['phase']}"
                if view["public"]["partner"] is None and not view["public"]["alone"]:
                    assert "partner" not in [e["type"] for e in view["events"]]
            s.act(rng.choice(s.legal()))
