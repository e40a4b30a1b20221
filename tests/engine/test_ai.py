"""The computer opponents: fairness, levels, determinism, legality, hints, habits.

Generic tests run over every registered game; the search's own behaviour is
also checked on a tiny game (``toy``, a package the tests import but never declare)
where the right move is clear. Search levels get counted budgets (``iterations``) so results do not
depend on the machine's speed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest
from toy import Toy
from toy.ai import rollout as toy_rollout

from cardavia import IllegalAction, api
from cardavia.ai import choose, hint, levels
from cardavia.ai.search import Budget, search
from cardavia.core.protocol import PLAYING, GameState
from cardavia.core.registry import games
from cardavia.core.rng import Rng
from cardavia.core.text import LANGUAGES
from cardavia.session import Session

if TYPE_CHECKING:
    from cardavia.core.protocol import View

SEARCH_ITERATIONS = 24
LEVELS = ("random", "easy", "normal", "strong")


def game_ids() -> list[str]:
    return [cls.info.id for cls in games()]


def random_position(game_id: str, seed: str, depth: int | None = None) -> Session:
    """A session in the first deal after some random actions, with someone to act."""
    rng = Rng(seed)
    for attempt in range(50):
        session = api.new_game(game_id, seed=f"{seed}/{attempt}")
        steps = rng.below(60) if depth is None else depth
        for _ in range(steps):
            if session.status != PLAYING or session.deal_results():
                break
            legal = session.legal()
            session.act(legal[rng.below(len(legal))])
        if session.status == PLAYING and not session.deal_results():
            return session
    raise AssertionError("no playable position found")


def counted(session: Session, level: str) -> str:
    seat = session.to_act
    assert seat is not None
    return choose(session.game_id, session.view(seat), level, session.ai_seed(), iterations=SEARCH_ITERATIONS)


@pytest.fixture
def counted_budgets(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make ``Session.ai_action`` search a fixed number of playouts instead of a time."""
    monkeypatch.setattr(
        levels, "DEFAULT_BUDGETS", {lvl: Budget(iterations=SEARCH_ITERATIONS) for lvl in ("normal", "strong")}
    )


# -- levels ------------------------------------------------------------------


def test_unknown_level_is_refused_with_a_clear_message() -> None:
    if not game_ids():
        pytest.skip("no game registered yet")
    session = random_position(game_ids()[0], "level")
    with pytest.raises(IllegalAction, match="Unknown AI level 'genius'"):
        session.ai_action("genius")
    with pytest.raises(IllegalAction):
        session.ai_action(None)  # type: ignore[arg-type]


def test_a_bad_time_budget_is_refused() -> None:
    if not game_ids():
        pytest.skip("no game registered yet")
    session = random_position(game_ids()[0], "budget")
    with pytest.raises(IllegalAction, match="budget_ms"):
        session.ai_action("normal", -5)


@pytest.mark.parametrize("game_id", game_ids())
def test_every_level_answers_through_the_session(game_id: str, counted_budgets: None) -> None:
    session = random_position(game_id, f"levels/{game_id}")
    for level in LEVELS:
        assert session.ai_action(level) in session.legal()


def test_a_timed_search_stops_near_its_budget() -> None:
    if not game_ids():
        pytest.skip("no game registered yet")
    session = random_position(game_ids()[0], "timed", depth=2)
    seat = session.to_act
    assert seat is not None
    result = levels.analyse(session.game_id, session.view(seat), "normal", "s", budget_ms=40)
    # one playout past the budget at most; generous for a shared, noisy machine
    assert result.elapsed_ms < 400


# -- fairness ----------------------------------------------------------------


@pytest.mark.parametrize("game_id", game_ids())
def test_choices_cannot_depend_on_hidden_cards(game_id: str, counted_budgets: None) -> None:
    """Two sessions that look the same to the acting seat but hide different cards."""
    cls = api.new_game(game_id).state.__class__
    for k in range(3):
        session = random_position(game_id, f"fair/{game_id}/{k}")
        seat = session.to_act
        assert seat is not None
        view = session.view(seat)
        other = session.clone()
        other.state = cls.from_view(view, Rng(f"other/{k}"))
        assert other.view(seat) == view
        others = [s for s in range(session.players) if s != seat]
        assert any(session.view(s)["hand"] != other.view(s)["hand"] for s in others) or all(
            not session.view(s)["hand"] for s in others
        )
        for level in LEVELS:
            assert session.ai_action(level) == other.ai_action(level), (level, view["phase"])


def test_swapped_hidden_hands_in_a_fixed_deal_give_the_same_choices(counted_budgets: None) -> None:
    if "renaissance_tarot" not in game_ids():
        pytest.skip("renaissance_tarot not registered yet")
    base = api.new_game("renaissance_tarot", seed=11)
    hands = [base.view(s)["hand"] for s in range(4)]
    stock = [str(c) for c in base.state.zones()["set_aside"]]
    swapped = [hands[0], hands[1], hands[3], hands[2]]
    one = api.new_game("renaissance_tarot", seed=11, deal={"hands": hands, "stock": stock})
    two = api.new_game("renaissance_tarot", seed=11, deal={"hands": swapped, "stock": stock})
    seat = one.to_act
    assert seat is not None and seat not in (2, 3)
    assert one.view(seat) == two.view(seat)
    assert one.view(2) != two.view(2)
    for level in LEVELS:
        assert one.ai_action(level) == two.ai_action(level)


# -- determinism and legality ------------------------------------------------


@pytest.mark.parametrize("game_id", game_ids())
def test_counted_search_is_reproducible(game_id: str) -> None:
    session = random_position(game_id, f"det/{game_id}", depth=1)
    seat = session.to_act
    assert seat is not None
    view = session.view(seat)
    first = levels.analyse(game_id, view, "normal", "seed", iterations=SEARCH_ITERATIONS)
    again = levels.analyse(game_id, view, "normal", "seed", iterations=SEARCH_ITERATIONS)
    assert first.action == again.action
    assert [(c.action, c.values) for c in first.candidates] == [(c.action, c.values) for c in again.candidates]


@pytest.mark.parametrize("game_id", game_ids())
def test_every_level_plays_legal_actions_in_random_positions(game_id: str) -> None:
    for k in range(8):
        session = random_position(game_id, f"legal/{game_id}/{k}")
        for level in LEVELS:
            assert counted(session, level) in session.legal(), (level, k)


@pytest.mark.parametrize("game_id", game_ids())
def test_ai_levels_play_whole_deals(game_id: str) -> None:
    """Easy and a small counted search play a deal to its end, every action legal."""
    session = api.new_game(game_id, seed="whole")
    n = 0
    while session.status == PLAYING and not session.deal_results():
        level = ("easy", "normal")[n % 2]
        seat = session.to_act
        assert seat is not None
        action = choose(game_id, session.view(seat), level, session.ai_seed(), iterations=8)
        session.act(action)
        n += 1
    assert session.deal_results()


@pytest.mark.parametrize("game_id", game_ids())
def test_rollout_policy_plays_sampled_worlds_legally(game_id: str) -> None:
    module = levels.hooks(game_id)
    policies = [module.rollout, *([module.careful_rollout] if hasattr(module, "careful_rollout") else [])]
    cls = api.new_game(game_id).state.__class__
    for k in range(6):
        session = random_position(game_id, f"roll/{game_id}/{k}")
        seat = session.to_act
        assert seat is not None
        for policy in policies:
            state = cls.from_view(session.view(seat), Rng(f"world{k}"))
            rng = Rng(f"roll{k}")
            for _ in range(400):
                if state.status != PLAYING:
                    break
                action = policy(state, rng)
                assert action in state.legal_actions()
                state.step(action)


# -- hints -------------------------------------------------------------------


@pytest.mark.parametrize("game_id", game_ids())
def test_hint_gives_a_legal_action_and_a_reason_in_every_language(game_id: str) -> None:
    session = random_position(game_id, f"hint/{game_id}")
    seat = session.to_act
    assert seat is not None
    got: dict[str, Any] = hint(game_id, session.view(seat), session.ai_seed(), iterations=SEARCH_ITERATIONS)
    assert set(got) == {"action", "reason"}
    assert got["action"] in session.legal()
    assert sorted(got["reason"]) == sorted(LANGUAGES)
    assert all(got["reason"][lang].strip() for lang in LANGUAGES)


def test_session_hint_uses_the_normal_ai(counted_budgets: None) -> None:
    if not game_ids():
        pytest.skip("no game registered yet")
    session = random_position(game_ids()[0], "hint-session")
    got = session.hint()
    assert got["action"] == session.ai_action("normal")


# -- the search on a game small enough to reason about ------------------------


def toy_after(plays: list[str]) -> Toy:
    state = Toy.new(
        3, {}, "toy",
        {"hands": [["C9", "S9", "D9", "D10", "SJ"], ["CK", "CQ", "DJ", "DQ", "SQ"], ["C10", "CJ", "DK", "SK", "S10"]]},
    )
    for play in plays:
        state.step(play)
    return state


def test_search_ducks_under_a_trick_that_would_cost_it() -> None:
    """Holding SK and S10 after S9, SQ: S10 loses the trick; SK would take it and its penalty."""
    state = toy_after(["play:S9", "play:SQ"])
    result = search(Toy, state.view(2), toy_rollout, Rng("duck"), Budget(iterations=200))
    assert result.action == "play:S10"


def test_search_fairness_on_the_toy_game() -> None:
    state = toy_after(["play:C9"])
    view = state.view(1)
    other = Toy.from_view(view, Rng("x"))
    assert other.view(1) == view
    assert other.hands[2] != state.hands[2] or other.hands[0] != state.hands[0]
    one = search(Toy, state.view(1), toy_rollout, Rng("f"), Budget(iterations=60))
    two = search(Toy, other.view(1), toy_rollout, Rng("f"), Budget(iterations=60))
    assert one.action == two.action
    assert [c.values for c in one.candidates] == [c.values for c in two.candidates]


def test_search_stops_on_a_counted_budget_and_prunes_clear_losers() -> None:
    state = toy_after([])
    result = search(Toy, state.view(0), toy_rollout, Rng("p"), Budget(iterations=100))
    legal = state.view(0)["legal"]
    assert result.playouts < 100 + len(legal)
    assert any(c.pruned_at is not None for c in result.candidates)
    assert result.action in legal and result.candidates[0].pruned_at is None


def test_search_takes_its_worlds_from_the_sampler_it_is_given() -> None:
    """The strength harness's omniscient diagnostic hands the search the true deal as every world."""
    state = toy_after(["play:S9", "play:SQ"])
    given: list[Toy] = []

    def true_deal(cls: type[GameState], view: View, rng: Rng) -> GameState:
        given.append(state.clone())
        return given[-1]

    result = search(Toy, state.view(2), toy_rollout, Rng("truth"), Budget(iterations=40), sampler=true_deal)
    assert result.worlds == len(given) > 1
    assert result.action == "play:S10"


def test_budget_needs_a_limit() -> None:
    with pytest.raises(ValueError):
        Budget()
    with pytest.raises(ValueError):
        Budget(iterations=0)


# -- expert habits --------------------------------------------------------------


def play_easy_until(game_id: str, seed: str, found: Any, max_actions: int = 400, **kw: Any) -> Session | None:
    """Play the first deal with the easy AI everywhere until ``found(session)`` holds."""
    session = api.new_game(game_id, seed=seed, **kw)
    for _ in range(max_actions):
        if session.status != PLAYING or session.deal_results():
            return None
        if found(session):
            return session
        session.act(session.ai_action("easy"))
    return None


def needs(game_id: str) -> None:
    if game_id not in game_ids():
        pytest.skip(f"{game_id} not registered yet")


def test_french_tarot_plays_the_excuse_before_the_last_trick() -> None:
    """With the Excuse and one other card left, play the Excuse now: in the last trick it is lost."""
    needs("french_tarot")

    def excuse_and_one_more(session: Session) -> bool:
        seat = session.to_act
        view = session.view(seat) if seat is not None else None
        return bool(view and view["phase"] == "play" and sorted(view["legal"])[0] == "play:EX"
                    and len(view["hand"]) == 2 and len(view["legal"]) == 2)

    checked = 0
    for k in range(40):
        session = play_easy_until("french_tarot", f"excuse{k}", excuse_and_one_more)
        if session is None:
            continue
        assert counted(session, "normal") == "play:EX", k
        assert counted(session, "easy") == "play:EX", k
        checked += 1
        if checked == 2:
            return
    pytest.skip("no position with the Excuse and one more card found")


def test_french_tarot_discard_builds_voids() -> None:
    """The taker's six discards clear a plain suit (void, or only its king left: kings and
    oudlers may not be discarded) so he can trump it."""
    needs("french_tarot")

    def taker_discards(session: Session) -> bool:
        seat = session.to_act
        return seat is not None and session.view(seat)["phase"] == "discard"

    checked = 0
    for k in range(40):
        session = play_easy_until("french_tarot", f"discard{k}", taker_discards)
        if session is None:
            continue
        seat = session.to_act
        assert seat is not None
        before = session.view(seat)["hand"]
        discards = []
        while session.to_act == seat and session.view(seat)["phase"] == "discard":
            action = counted(session, "normal")
            discards.append(action.split(":")[1])
            session.act(action)
        after = session.view(seat)["hand"]
        # a suit is cleared when only its king (which may not be discarded) is left
        cleared = [s for s in "CDSB" if any(c[0] == s and c[1:] != "K" for c in before)
                   and not any(c[0] == s and c[1:] != "K" for c in after)]
        assert cleared, (before, discards)
        assert not any(c in ("T1", "T21", "EX") or c[1:] == "K" for c in discards)
        checked += 1
        if checked == 3:
            return
    pytest.skip("nobody took in the seeds tried")


def indulgence_deal(hands: list[str], decrees: list[str]) -> Session:
    return api.new_game(
        "indulgence", seed=1, options={"first_ruler": 0},
        deal={"hands": [h.split() for h in hands], "decrees": decrees},
    )


def test_indulgence_ruler_chooses_the_decree_that_pays_most_and_a_weak_hand_does_not_sin() -> None:
    """The Ruler's low cards lose every trick, so the others take whatever is forbidden:
    Medici pay 9 x 1, ones 4 x 2, twos and threes 8 x 1. Nobody can take all nine Medici."""
    needs("indulgence")
    session = indulgence_deal(
        ["S1 S2 S3 O1 O2 O3 B1 B2 B3", "M9 M6 M3 S9 S6 O9 O6 B9 B6",
         "M8 M5 M2 S8 S5 O8 O5 B8 B5", "M7 M4 M1 S7 S4 O7 O4 B7 B4"],
        ["ones", "medici", "twos_threes"],
    )
    assert counted(session, "normal") == "decree:medici"
    session.act("decree:medici")
    assert session.to_act == 1
    assert counted(session, "normal") == "pass"


def test_indulgence_sins_when_the_hand_makes_the_sin_certain() -> None:
    """Holding all nine Medici the sinner leads them and wins every trick: any sin succeeds."""
    needs("indulgence")
    session = indulgence_deal(
        ["S1 S2 S3 O1 O2 O3 B1 B2 B3", "M1 M2 M3 M4 M5 M6 M7 M8 M9",
         "S4 S5 S6 O4 O5 O6 B4 B5 B6", "S7 S8 S9 O7 O8 O9 B7 B8 B9"],
        ["sforza", "orsini", "borgia"],
    )
    session.act(counted(session, "normal"))
    assert session.to_act == 1
    assert counted(session, "normal") == "sin"


def maw_may_renege(session: Session) -> bool:
    """A lower trump was led and the seat may keep its protected top trump back."""
    seat = session.to_act
    if seat is None:
        return False
    view = session.view(seat)
    if view["phase"] != "play" or not view["trick"]["cards"]:
        return False
    top, trump = view["public"]["top_trumps"], view["public"]["trump"]
    led = view["trick"]["cards"][0]["card"]

    def is_trump(code: str) -> bool:
        return code[0] == trump or code == "CA"

    plays = [a.split(":")[1] for a in view["legal"] if a.startswith("play:")]
    return (is_trump(led) and led not in top and any(c in top for c in view["hand"])
            and any(not is_trump(c) for c in plays))


def test_maw_uses_the_reneging_privilege() -> None:
    """To a lower trump lead the AI mostly keeps its protected top trump for a later trick."""
    needs("maw")
    kept = positions = 0
    for k in range(60):
        session = play_easy_until("maw", f"renege{k}", maw_may_renege)
        if session is None:
            continue
        seat = session.to_act
        assert seat is not None
        view = session.view(seat)
        top = view["public"]["top_trumps"]
        positions += 1
        kept += counted(session, "normal").split(":")[1] not in top
        if positions == 6:
            break
    assert positions >= 4, "too few reneging positions found"
    assert kept >= positions - 2, (kept, positions)


TRIUMPH_RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")


def triumph_partner_ruffed(session: Session) -> bool:
    """Last to play, void in the suit led, the partner already wins with a trump, and the
    seat holds trumps both above and below it (Triumph has no duty to beat)."""
    seat = session.to_act
    if seat is None:
        return False
    view = session.view(seat)
    cards = view["trick"]["cards"]
    if view["phase"] != "play" or len(cards) != 3:
        return False
    trump, led = view["public"]["trump"], cards[0]["card"][0]

    def strength(code: str) -> int:
        rank = TRIUMPH_RANKS.index(code[1:])
        return 100 + rank if code[0] == trump else rank if code[0] == led else -1

    best = max(cards, key=lambda c: strength(c["card"]))
    if led == trump or best["seat"] != (seat + 2) % 4 or best["card"][0] != trump:
        return False
    trumps = [strength(a.split(":")[1]) for a in view["legal"] if a.split(":")[1][0] == trump]
    top = strength(best["card"])
    return any(t > top for t in trumps) and any(t < top for t in trumps)


def test_triumph_does_not_overtrump_its_partner() -> None:
    needs("triumph")
    checked = 0
    for k in range(60):
        session = play_easy_until("triumph", f"over{k}", triumph_partner_ruffed)
        if session is None:
            continue
        seat = session.to_act
        assert seat is not None
        view = session.view(seat)
        trump = view["public"]["trump"]
        lowest = min((a for a in view["legal"] if a.split(":")[1][0] == trump),
                     key=lambda a: TRIUMPH_RANKS.index(a.split(":")[1][1:]))
        for level in ("easy", "normal"):
            assert counted(session, level) == lowest, (k, level, view["legal"])
        checked += 1
        if checked == 3:
            return
    pytest.skip("no such position in the seeds tried")


def variant_cases() -> list[Any]:
    return [pytest.param(cls, n, id=f"{cls.info.id}-{n}p") for cls in games() for n in cls.info.players]


@pytest.mark.parametrize(("cls", "players"), variant_cases())
def test_search_plays_legally_under_every_player_count_and_variant(cls: Any, players: int) -> None:
    from test_properties import random_options

    for k in range(3):
        rng = Rng(f"variant/{cls.info.id}/{players}/{k}")
        session = api.new_game(cls.info.id, players=players, seed=k, options=random_options(cls, players, rng))
        for _ in range(rng.below(60)):
            if session.status != PLAYING:
                break
            session.act(rng.choice(session.legal()))
        if session.status != PLAYING:
            continue
        seat = session.to_act
        assert seat is not None
        for level in ("easy", "normal"):
            action = choose(cls.info.id, session.view(seat), level, f"v{k}", iterations=10)
            assert action in session.legal(), (level, session.view(seat)["phase"])
