"""Soft inference: the strong level's worlds lean to the deals in which the other seats' bids were likely.

``core/sampling.py``'s Metropolis swaps must keep every hole's test and size and sample the tilted
distribution; French Tarot's bid reading must be a distribution over the bids a seat could make, and
give a taker the hand his bid says, in worlds that still show the seat its view.
"""

from __future__ import annotations

import itertools

import pytest
from test_french_tarot import codes, fill

from cardavia import api
from cardavia.ai import levels
from cardavia.ai.hooks import hooks_for
from cardavia.ai.level_words import level_words
from cardavia.core.cards import PACK52, Card
from cardavia.core.registry import game, games
from cardavia.core.rng import Rng
from cardavia.core.sampling import Evidence, Hole, Tilt, deal_hidden, swap_towards, tilted
from cardavia.games.french_tarot import CARD, CONTRACTS, FrenchTarot
from cardavia.games.french_tarot import ai as tarot_ai


def test_swaps_sample_the_tilted_distribution() -> None:
    """Four cards in two hands of two: a world with the ace of spades in hand 0 is three times as likely,
    so it should be there 3/4 of the time (uniformly: 1/2)."""
    cards = PACK52.parse(["SA", "S2", "S3", "S4"])
    ace = cards[0]
    holes: dict[int | str, Hole] = {0: Hole(2), 1: Hole(2)}
    tilt = Tilt((Evidence((0,), lambda places: 3.0 if ace in places[0] else 1.0),), swaps=20)
    rng = Rng("tilted distribution")
    draws = 4000
    there = 0
    for k in range(draws):
        dealt = deal_hidden(cards, list(holes.values()), rng.derive(f"deal{k}"))
        places: dict[int | str, list[Card]] = {0: dealt[0], 1: dealt[1]}
        swap_towards(places, holes, tilt, rng.derive(f"swap{k}"))
        there += ace in places[0]
    assert abs(there / draws - 0.75) < 0.03, there / draws


def test_swaps_keep_every_holes_test_and_size_and_leave_known_cards_in_place() -> None:
    cards = [c for c in PACK52.cards if 2 <= c.number <= 6]  # 2 to 6 of each suit
    no_hearts = Hole(6, lambda c: c.suit != "B")
    holes: dict[int | str, Hole] = {0: no_hearts, 1: Hole(6), "talon": Hole(8)}
    known = PACK52.parse(["CA", "BA"])  # a hand's known cards may be of any suit
    # Spades in hand 0 are likely: the swaps pull them there.
    tilt = Tilt((Evidence((0,), lambda places: 4.0 ** sum(c.suit == "S" for c in places[0])),), swaps=60)
    rng = Rng("swaps keep the tests")
    spades_tilted = spades_uniform = 0
    for k in range(200):
        dealt = deal_hidden(cards, list(holes.values()), rng.derive(f"deal{k}"))
        spades_uniform += sum(c.suit == "S" for c in dealt[0])
        places: dict[int | str, list[Card]] = {0: [*known, *dealt[0]], 1: dealt[1], "talon": dealt[2]}
        swap_towards(places, holes, tilt, rng.derive(f"swap{k}"))
        assert places[0][:2] == known
        assert [len(places[name]) for name in holes] == [8, 6, 8]
        assert sorted(c.code for p in places.values() for c in p if c not in known) == sorted(c.code for c in cards)
        assert not any(c.suit == "B" for c in places[0][2:])
        spades_tilted += sum(c.suit == "S" for c in places[0][2:])
    assert spades_tilted > 1.5 * spades_uniform


@pytest.mark.parametrize(("score", "highest"), list(itertools.product(range(0, 121, 3), range(4))))
def test_a_bid_reading_is_a_distribution_over_the_bids_a_seat_may_make(score: int, highest: int) -> None:
    bids = [0, *range(highest + 1, 5)]
    likely = [tarot_ai.bid_likelihood(score, bid, highest) for bid in bids]
    assert all(p > 0 for p in likely)
    assert abs(sum(likely) - 1.0) < 1e-4


def test_a_higher_count_makes_a_higher_bid_more_likely() -> None:
    assert tarot_ai.bid_likelihood(30, 0, 0) > tarot_ai.bid_likelihood(60, 0, 0)
    assert tarot_ai.bid_likelihood(80, 4, 0) > 10 * tarot_ai.bid_likelihood(30, 4, 0)


def _start_count(state: object, taker: int) -> int:
    """The taker's hand count as he bid: his hand now and his discard, less the chien he took."""
    assert isinstance(state, FrenchTarot)
    chien = set(state.chien_shown or ())
    return tarot_ai.hand_count([c for c in [*state.hands[taker], *state.discard] if c not in chien])


@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_defenders_worlds_give_the_taker_the_hand_his_bid_says(players: int) -> None:
    """After the auction, a defender's strong worlds deal the taker a stronger hand than uniform worlds
    do, and every such world shows the defender exactly its view (the tests check every rebuild)."""
    cls = game("french_tarot")
    shifts = []
    for seed in range(12):
        session = api.new_game("french_tarot", players=players, seed=f"soft/{seed}")
        while session.view(0)["phase"] != "play":
            session.act(session.ai_action("easy"), session.to_act)
        seat = session.to_act
        assert seat is not None
        view = session.view(seat)
        taker = view["public"]["taker"]
        if taker == seat:
            continue
        evidence = tarot_ai.bid_evidence(view)
        assert len(evidence) == session.players - 1  # every other seat bid once
        uniform = [_start_count(levels.sample_world(cls, view, Rng(f"u{k}")), taker) for k in range(40)]
        with tilted(Tilt(evidence, levels.STRONG_SWAPS)):
            leaning = [_start_count(levels.sample_world(cls, view, Rng(f"u{k}")), taker) for k in range(40)]
        shifts.append(sum(leaning) / len(leaning) - sum(uniform) / len(uniform))
    assert len(shifts) >= 6
    assert min(shifts) > 0 and sum(shifts) / len(shifts) > 5, shifts


# A first speaker so long in trumps and kings that a prise forces him to discard trumps, shown to all.
FORCED_TRUMPS = {
    3: fill(3, {0: [*codes("CK DK SK BK EX"), *(f"T{n}" for n in range(1, 20))]}, codes("C2 C3 C4 D2 D3 T20")),
    4: fill(4, {0: [*codes("CK DK SK BK T1 T21 EX"), *(f"T{n}" for n in range(2, 13))]},
            codes("C2 C3 T13 T14 T15 T16")),
    5: fill(5, {0: [*codes("CK DK SK BK EX"), *(f"T{n}" for n in range(1, 11))]}, codes("C2 T11 T12")),
}


@pytest.mark.parametrize("contract", ["prise", "garde_sans"])
@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_bid_is_read_on_the_hand_the_seat_held_when_it_bid(players: int, contract: str) -> None:
    """On the true deal, each reading is the likelihood of the bid given the hand the seat was dealt,
    after tricks: a hand now and the cards played, and for the taker of a prise his whole discard
    (trumps shown to all included) less the chien he took. Every other seat reads, the called partner
    among them (with five players the taker, holding every king, calls a queen)."""
    deal = FORCED_TRUMPS[players]
    dealt = [tarot_ai.hand_count([CARD[c] for c in hand]) for hand in deal["hands"]]
    session = api.new_game("french_tarot", players=players, seed=1, options={"dealer": players - 1}, deal=deal)
    session.act(f"bid:{contract}")
    while session.view(0)["phase"] == "bidding":
        session.act("pass")
    while session.view(0)["phase"] != "play":
        legal = session.legal()
        session.act(next((a for a in legal if a.startswith("discard:T") or a == "call:CQ"), legal[0]))
    if players == 5:
        assert session.view(0)["public"]["called"] == "CQ" and "CQ" not in session.view(0)["hand"]
    if contract == "prise":
        assert session.view(1)["public"]["discarded_trumps"]
    for _ in range(2 * players + 1):  # two tricks and a card
        session.act(session.legal()[0])
    state = session.state
    assert isinstance(state, FrenchTarot)
    places: dict[int | str, list[Card]] = {s: list(state.hands[s]) for s in range(players)}
    places["secret"] = [c for c in state.discard if c not in state.discard_trumps]
    bids = [(0, CONTRACTS.index(contract), 0)] + [(s, 0, CONTRACTS.index(contract))
                                                             for s in range(1, players)]
    for seat in range(1, players):
        readings = [e.likely(places) for e in tarot_ai.bid_evidence(session.view(seat))]
        expected = [tarot_ai.bid_likelihood(dealt[s], bid, highest) for s, bid, highest in bids if s != seat]
        assert readings == pytest.approx(expected, rel=1e-12)


def test_nothing_is_read_before_another_seat_has_bid() -> None:
    session = api.new_game("french_tarot", seed="soft/first")
    seat = session.to_act
    assert seat is not None
    assert tarot_ai.bid_evidence(session.view(seat)) == ()


@pytest.mark.parametrize("game_id", [cls.info.id for cls in games()])
def test_the_game_page_says_the_strong_level_reads_exactly_where_it_does(game_id: str) -> None:
    """``GameInfo.strong_reads`` (the page's sentence, said without loading the AI) agrees with the AI."""
    reads = hooks_for(game_id).evidence is not None
    assert (game(game_id).info.strong_reads is not None) == reads
    strong = level_words(game_id)["strong"]["en"]
    assert ("read the bids" in strong) == reads
