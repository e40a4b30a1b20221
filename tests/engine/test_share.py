"""Share a deal: a link token gives a friend the same deal (or a puzzle position); bad links change nothing."""

from __future__ import annotations

import base64
import json

import pytest

from cardavia import bridge
from cardavia.core.registry import games
from cardavia.core.rng import Rng
from cardavia.session import Session
from cardavia.share import LinkError, duplicate, make_link, open_link

GAMES = [cls.info.id for cls in games()]


def _finish_deal(s: Session, rng: Rng) -> None:
    while s.status == "playing":
        s.act(rng.choice(s.legal()) if s.to_act == 0 else s.ai_action("easy"))


def _token(body: dict[str, object]) -> str:
    return base64.urlsafe_b64encode(json.dumps(body).encode()).decode().rstrip("=")


@pytest.mark.parametrize("game_id", GAMES)
def test_a_shared_deal_is_the_same_deal(game_id: str) -> None:
    s = Session(game_id, seed=21)
    start_view = s.view(0)
    _finish_deal(s, Rng(1))
    deal_no = 0
    if s.status == "deal_over":  # a second deal: the link carries the first one's moves too
        s.next_deal()
        start_view, deal_no = s.view(0), 1
        _finish_deal(s, Rng(2))
    token = make_link(s, 0, deal_no)
    friend, shared = open_link(token)
    assert shared.deal_no == deal_no and not shared.puzzle
    assert shared.score == s.deal_results()[deal_no]["scores"][0]
    assert friend.view(0)["hand"] == start_view["hand"]
    assert friend.view(0) == start_view
    # The friend plays it their own way; the comparison names both scores.
    _finish_deal(friend, Rng(3))
    assert shared.score is not None
    result = duplicate(friend, 0, deal_no, shared.score)
    assert result["theirs"] == shared.score
    assert result["mine"] == friend.deal_results()[deal_no]["scores"][0]
    assert result["text"]["cs"] and result["text"]["en"]


def test_a_puzzle_link_stops_where_the_sharer_decided() -> None:
    s = Session("french_tarot", seed=8)
    while s.to_act != 0:
        s.act(s.ai_action("easy"))
    s.act(s.legal()[0])
    while s.to_act != 0:
        s.act(s.ai_action("easy"))
    position, step = s.view(0), len(s.log)
    token = make_link(s, 0, 0, step)  # the present decision, deal in progress
    friend, shared = open_link(token)
    assert shared.puzzle and shared.score is None
    assert friend.view(0) == position and friend.to_act == 0
    with pytest.raises(Exception, match="moment"):
        make_link(s, 0, 0, 1 if s.log and step != 1 else 2)


def test_tampered_links_are_refused_with_a_clear_error() -> None:
    s = Session("maw", seed=4)
    _finish_deal(s, Rng(4))
    body = json.loads(base64.urlsafe_b64decode(make_link(s, 0, 0) + "=="))
    bad = [
        "",
        "not base64 at all!",
        _token({**body, "v": 9}),
        _token({**body, "game": "chess"}),
        _token({**body, "players": 9}),
        _token({**body, "seat": 7}),
        _token({**body, "log": ["play:ZZ"]}),
        _token({**body, "log": "x"}),
        _token({**body, "deal_no": 3}),
        _token({**body, "extra": 1}),
        _token({**body, "score": "high"}),
        _token({**body, "puzzle": True}) if s.view(0)["to_act"] != 0 else _token({**body, "deal_no": -1}),
        _token([1, 2]),  # type: ignore[arg-type]
    ]
    before = dict(bridge._sessions)
    for token in bad:
        with pytest.raises(LinkError) as err:
            open_link(token)
        assert err.value.cs != err.value.en
        reply = json.loads(bridge.handle(json.dumps({"op": "open_shared", "token": token})))
        assert reply["ok"] is False and reply["error"]["kind"] == "link", token
    assert bridge._sessions == before


def test_bridge_share_round_trip() -> None:
    new = json.loads(bridge.handle(json.dumps({"op": "new_game", "game": "triumph", "seed": 5})))
    sid = new["id"]
    token = json.loads(bridge.handle(json.dumps({"op": "share", "id": sid, "deal_no": 0})))["token"]
    opened = json.loads(bridge.handle(json.dumps({"op": "open_shared", "token": token})))
    assert opened["ok"] and opened["view"]["hand"] == new["view"]["hand"]
    assert opened["shared"] == {"seat": 0, "deal_no": 0, "puzzle": False, "score": None}


# -- issue #28 item 2: a share token is outside text, read by the one strict JSON reader -----------
@pytest.mark.parametrize("depth", [100, 3_000, 30_000])
def test_a_deeply_nested_token_is_a_link_error_not_a_crash(depth: int) -> None:
    raw = '{"v":1,"game":"maw","log":' + "[" * depth + "]" * depth + "}"
    token = base64.urlsafe_b64encode(raw.encode()).decode().rstrip("=")
    before = dict(bridge._sessions)
    with pytest.raises(LinkError):
        open_link(token)
    reply = json.loads(bridge.handle(json.dumps({"op": "open_shared", "token": token})))
    assert reply["ok"] is False and reply["error"]["kind"] == "link", reply
    assert bridge._sessions == before


# -- issue #28 item 12: a score that is no finite number is refused and keeps no session -----------
@pytest.mark.parametrize("score", ["NaN", "Infinity", "-Infinity", "1e999", "1" + "0" * 400])
def test_a_non_finite_score_is_refused_clearly_and_keeps_no_session(score: str) -> None:
    s = Session("maw", seed=4)
    _finish_deal(s, Rng(4))
    body = json.loads(base64.urlsafe_b64decode(make_link(s, 0, 0) + "=="))
    assert body["score"] is not None
    raw = json.dumps({**body, "score": "SCORE"}).replace('"SCORE"', score)
    token = base64.urlsafe_b64encode(raw.encode()).decode().rstrip("=")
    before = dict(bridge._sessions)
    reply = json.loads(bridge.handle(json.dumps({"op": "open_shared", "token": token})))
    assert reply["ok"] is False and reply["error"]["kind"] == "link", reply
    assert reply["error"]["en"].startswith("This shared link cannot be opened")
    assert bridge._sessions == before
