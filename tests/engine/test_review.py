"""Session.review (the engine's verdict on a seat's decisions), the open replay, and undo in practice."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest

from cardavia import review as review_module
from cardavia import session as session_module
from cardavia.bridge import handle
from cardavia.core.errors import IllegalAction, SaveError
from cardavia.core.registry import games
from cardavia.core.rng import Rng
from cardavia.session import NEXT_DEAL, Session, load

GAMES = [cls.info.id for cls in games()]
Policy = Callable[[Session], str]


@pytest.fixture(autouse=True)
def small_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    """A smaller counted budget keeps the tests quick; the contract does not depend on its size."""
    monkeypatch.setattr(review_module, "REVIEW_STEPS", 1500)


def _random(rng: Rng) -> Policy:
    return lambda s: rng.choice(s.legal())


def _normal(s: Session) -> str:
    from cardavia.ai.levels import choose_action

    return choose_action(s.game_id, s.view(s.state.to_act or 0), "normal", s.ai_seed(), steps=1500)


def _play_deal(game_id: str, seed: int, seat0: Policy, deals: int = 1) -> Session:
    """Seat 0 follows ``seat0``, the others the easy AI, for ``deals`` deals (the last one left over)."""
    s = Session(game_id, seed=seed)
    for n in range(deals):
        if n:
            s.next_deal()
        while s.status == "playing":
            s.act(seat0(s) if s.to_act == 0 else s.ai_action("easy"))
        if s.status == "match_over":
            break
    return s


def _actors(s: Session) -> list[int | None]:
    """Who took each log entry (None for a next-deal marker), by replaying the log."""
    fresh = Session(s.game_id, s.players, s.seed, s.options, s.deal)
    out: list[int | None] = []
    for entry in s.log:
        if entry == NEXT_DEAL:
            out.append(None)
            fresh.next_deal()
        else:
            out.append(fresh.to_act)
            fresh.act(entry)
    return out


@pytest.mark.parametrize("game_id", GAMES)
def test_review_contract(game_id: str) -> None:
    s = _play_deal(game_id, 11, _random(Rng(f"{game_id}/r")), deals=2)
    if s.status == "deal_over" and s.view(0)["deal_no"] == 1:
        s.next_deal()  # a third deal starts: its decisions (none yet) are not reviewed
        while s.status == "playing" and s.to_act != 0:
            s.act(s.ai_action("easy"))
        if s.to_act == 0:
            s.act(s.legal()[0])  # one decision of the deal in progress, which the review must skip
    entries = s.review(0)
    actors = _actors(s)
    done = review_module.finished_deals(s)
    expected = [
        n for n, who in enumerate(actors)
        if who == 0 and _deal_of(s, n) < done
    ]
    assert [e["step"] for e in entries] == expected
    assert len(entries) == s.review_size(0)
    fresh = Session(s.game_id, s.players, s.seed, s.options, s.deal)
    by_step = {e["step"]: e for e in entries}
    for n, entry in enumerate(s.log):
        if n in by_step:
            e = by_step[n]
            assert set(e) >= {"deal_no", "step", "action", "best", "loss", "reason"}
            assert e["action"] == entry
            assert e["best"] in fresh.legal(), "best must be legal at that step"
            assert e["deal_no"] == fresh.view(0)["deal_no"]
            assert isinstance(e["loss"], float) and e["loss"] >= 0
            assert (e["loss"] == 0) if e["action"] == e["best"] else True
            assert e["reason"]["cs"] and e["reason"]["en"] and e["reason"]["cs"] != e["reason"]["en"]
            assert e["verdict"] in {"best", "fine", "slip", "costly"}
        if entry == NEXT_DEAL:
            fresh.next_deal()
        else:
            fresh.act(entry)
    # Deterministic: the same save gives the same review, and slices add up to the whole.
    again = load(s.save()).review(0)
    assert again == entries
    assert s.review(0, start=1, limit=2) == entries[1:3]
    assert s.review(0, deal_no=0) == [e for e in entries if e["deal_no"] == 0]
    json.dumps(entries)


def _deal_of(s: Session, step: int) -> int:
    fresh = s.fresh()
    for entry in s.log[:step]:
        fresh.replay_entry(entry)
    deal_no: int = fresh.view(0)["deal_no"]
    return deal_no


@pytest.mark.parametrize("game_id", GAMES)
def test_random_player_loses_more_than_the_normal_ai(game_id: str) -> None:
    """On the same deals, the judged loss of random play clearly exceeds the normal AI's."""
    random_loss: list[float] = []
    normal_loss: list[float] = []
    for seed in (1, 2):
        rand = _play_deal(game_id, seed, _random(Rng(f"{seed}/random")))
        norm = _play_deal(game_id, seed, _normal)
        random_loss += [e["loss"] for e in rand.review(0)]
        normal_loss += [e["loss"] for e in norm.review(0)]
    mean_random = sum(random_loss) / len(random_loss)
    mean_normal = sum(normal_loss) / len(normal_loss)
    assert mean_random > 2 * mean_normal + 1e-9, (mean_random, mean_normal)


def test_review_of_a_deal_in_progress_is_refused() -> None:
    s = Session("maw", seed=3)
    s.act(s.legal()[0]) if s.to_act == 0 else None
    assert s.review(0) == []
    with pytest.raises(IllegalAction):
        s.review(0, deal_no=0)
    with pytest.raises(IllegalAction):
        s.replay(0)
    with pytest.raises(ValueError):
        s.review(7)
    with pytest.raises(ValueError):
        s.review(0, start=-1)


@pytest.mark.parametrize("game_id", GAMES)
def test_replay_shows_every_position_of_a_finished_deal(game_id: str) -> None:
    s = _play_deal(game_id, 5, _random(Rng(5)))
    frames = s.replay(0)
    actors = _actors(s)
    steps = [f["step"] for f in frames[:-1]]
    assert steps == [n for n, who in enumerate(actors) if who is not None and _deal_of(s, n) == 0]
    assert frames[-1]["step"] is None
    assert len(frames[0]["hands"]) == s.players
    # All hands open: the first frame holds every seat's dealt hand.
    first = Session(s.game_id, s.players, s.seed, s.options, s.deal)
    assert frames[0]["hands"] == [first.view(k)["hand"] for k in range(s.players)]
    assert all(f["label"]["cs"] and f["label"]["en"] for f in frames[:-1])
    json.dumps(frames)


def test_undo_in_practice_takes_back_own_decisions() -> None:
    s = Session("french_tarot", seed=4)
    with pytest.raises(IllegalAction):
        s.undo(0)  # practice is off by default
    s.set_practice(True)
    with pytest.raises(IllegalAction):
        s.undo(0)  # nothing to take back yet (or someone else acted first)
    history: list[tuple[list[str], object]] = []
    for _ in range(3):
        while s.to_act != 0:
            s.act(s.ai_action("easy"))
        history.append((list(s.log), s.state.snapshot()))
        s.act(s.legal()[-1])
        while s.to_act != 0 and s.status == "playing":
            s.act(s.ai_action("easy"))
    for log, snap in reversed(history):
        s.undo(0)
        assert s.log == log and s.state.snapshot() == snap
    assert s.undo_used
    saved = json.loads(s.save())
    assert saved["practice"] is True and saved["undo_used"] is True
    again = load(s.save())
    assert again.undo_used and again.practice
    assert not Session("maw").undo_used


def test_a_save_with_bad_practice_marks_is_refused() -> None:
    body = json.loads(Session("maw").save())
    body["undo_used"] = "yes"
    del body["digest"]
    body["digest"] = session_module._digest(body)
    with pytest.raises(SaveError):
        load(json.dumps(body))


def _call(op: str, **req: object) -> dict[str, object]:
    reply: dict[str, object] = json.loads(handle(json.dumps({"op": op, **req})))
    return reply


def test_bridge_review_replay_and_undo() -> None:
    start = _call("new_game", game="maw", seed=2)
    sid = start["id"]
    assert _call("undo", id=sid)["ok"] is False
    while True:
        view = _call("view", id=sid)
        if view["status"] != "playing":
            break
        if view["to_act"] == 0:
            _call("act", id=sid, action=view["view"]["legal"][0])  # type: ignore[index]
        else:
            _call("ai", id=sid, level="easy")
    first = _call("review", id=sid, deal_no=0, start=0, limit=1)
    assert first["ok"] and first["total"] >= 1 and len(first["entries"]) == 1  # type: ignore[arg-type, operator]
    assert first["next"] == 1
    frames = _call("replay", id=sid, deal_no=0)
    assert frames["ok"] and frames["frames"]
    refused = _call("replay", id=sid, deal_no=1)
    assert refused["ok"] is False and refused["error"]["kind"] == "illegal"  # type: ignore[index]
    assert _call("practice", id=sid, on=True)["practice"] is True
    undone = _call("undo", id=sid)
    assert undone["ok"] and undone["status"] == "playing" and json.loads(undone["save"])["undo_used"]  # type: ignore[arg-type]


@pytest.mark.parametrize("game_id", GAMES)
def test_record_sums_up_the_match_for_the_statistics(game_id: str) -> None:
    s = _play_deal(game_id, 9, _random(Rng(9)), deals=50)  # to the end of the match (or 50 deals)
    rec = s.record(0)
    results = s.deal_results()
    assert rec["deals"] == len(results) and rec["scores"] == [r["scores"][0] for r in results]
    assert rec["total"] == s.totals()[0] and rec["finished"] == (s.status == "match_over")
    assert rec["won"] == (s.totals()[0] == max(s.totals()) and min(s.totals()) != max(s.totals()))
    takers = [r for r in results if r.get("taker") == 0]
    assert rec["taken"] == len(takers) and rec["made"] == sum(bool(r["made"]) for r in takers)
    assert rec["undo_used"] is False
    assert rec["chosen"] is False and rec["practice"] is False
    json.dumps(rec)


def test_record_marks_a_chosen_deal_and_practice() -> None:
    """Statistics keep a chosen first deal and a practice match apart: the record says which."""
    zones = {k: [str(c) for c in v] for k, v in Session("maw", 4, 3).state.zones().items()}
    fixed = {"hands": [zones[f"hand{s}"] for s in range(4)], "stock": zones["turned"] + zones["stock"]}
    chosen = Session("maw", 4, 99, deal=fixed)
    assert chosen.record(0)["chosen"] is True and chosen.record(0)["practice"] is False
    plain = _play_deal("maw", 3, _random(Rng(3)))
    assert plain.record(0)["chosen"] is False and plain.record(0)["practice"] is False
    plain.set_practice(True)
    assert plain.record(0)["practice"] is True
    plain.set_practice(False)
    assert plain.record(0)["practice"] is False  # practice switched on and off again, nothing taken back
    plain.set_practice(True)
    plain.undo(0)
    plain.set_practice(False)
    assert plain.record(0)["practice"] is True  # a match with moves taken back stays marked


def test_a_take_back_never_erases_another_persons_move() -> None:
    """Pass and play: seats 0 and 1 are people. Seat 0 may take back its move while only the
    computer has played since; once seat 1 has played, the take back is refused and changes nothing."""
    s = Session("maw", players=4, seed=3)
    s.set_practice(True)
    while s.to_act != 0:
        s.act(s.ai_action("easy"))
    before = list(s.log)
    s.act(s.legal()[0])
    while s.to_act not in (0, 1):
        s.act(s.ai_action("easy"))
    if s.to_act == 1:  # seat 1 plays: seat 0's move is now under seat 1's
        s.act(s.legal()[0])
        log = list(s.log)
        with pytest.raises(IllegalAction) as refused:
            s.undo(0, keep=[1])
        assert "{p1}" in refused.value.en and "{p1}" in refused.value.cs
        assert s.log == log
        assert s.undo(1, keep=[0]) == 1  # seat 1's own move, with nothing after it
        assert s.undo(0, keep=[1]) >= 1
    else:
        assert s.undo(0, keep=[1]) >= 1
    assert s.log == before


def test_the_bridge_checks_the_seats_an_undo_keeps() -> None:
    from cardavia import bridge

    opened = json.loads(bridge.handle(json.dumps({"op": "new_game", "game": "maw", "players": 4, "seed": 3})))
    for keep in ("1", [True], [9], [None]):
        reply = json.loads(bridge.handle(json.dumps({"op": "undo", "id": opened["id"], "seat": 0, "keep": keep})))
        assert not reply["ok"] and "keep" in reply["error"]["en"]
