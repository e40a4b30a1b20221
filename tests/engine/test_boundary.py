"""The engine boundary under hostile input (issue #15): deep JSON, loose saves, unbounded work, leaks.

Every finding of the issue that lives in Python has one test here that failed before its fix.
The property-based fuzz of ``bridge.handle`` is in test_fuzz.py.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from cardavia import SaveError, api, bridge
from cardavia.core.rng import Rng
from cardavia.session import SAVE_VERSION, Session

SAVES = Path(__file__).resolve().parent / "saves"
DEEP = "[" * 100_000 + "]" * 100_000


def call(**req: object) -> dict[str, Any]:
    reply: dict[str, Any] = json.loads(bridge.handle(json.dumps(req)))
    return reply


def played(game: str = "maw", players: int = 4, moves: int = 9, seed: int = 3) -> Session:
    session = api.new_game(game, players, seed=seed)
    rng = Rng(f"boundary/{game}/{seed}")
    for _ in range(moves):
        if session.status == "deal_over":
            session.next_deal()
        elif session.to_act is not None:
            session.act(rng.choice(session.legal()))
    return session


def resign(body: dict[str, Any]) -> str:
    """A save re-signed after an edit: what a player editing their own save can do (docs/threat-model.md)."""
    from cardavia.session import _digest

    body = {k: v for k, v in body.items() if k != "digest"}
    body["digest"] = _digest(body)
    return json.dumps(body)


def test_hello_answers_the_engine_version_and_opens_nothing() -> None:
    """The page's first request (its "ready"): cheap, and it leaves no session behind."""
    import cardavia

    open_before = dict(bridge._sessions)
    assert call(op="hello") == {"ok": True, "engine": cardavia.__version__}
    assert bridge._sessions == open_before


# -- finding 1: deep JSON ---------------------------------------------------------------------
@pytest.mark.parametrize("text", [DEEP, '{"a":' * 50_000 + "1" + "}" * 50_000, "[" * 100_000])
def test_deeply_nested_json_is_a_clear_error_from_handle(text: str) -> None:
    reply = json.loads(bridge.handle(text))
    assert reply["ok"] is False and reply["error"]["kind"] == "bad_request"
    assert "nested" in reply["error"]["en"] and reply["error"]["cs"] != reply["error"]["en"]


def test_deeply_nested_json_is_a_save_error_from_load() -> None:
    with pytest.raises(SaveError, match="nested"):
        api.load(DEEP)
    reply = call(op="load", save=DEEP)
    assert reply["ok"] is False and reply["error"]["kind"] == "save"


def test_brackets_inside_strings_do_not_count_as_nesting() -> None:
    reply = call(op="why", id="nobody", action="[" * 10_000)
    assert reply["ok"] is False and "unknown session" in reply["error"]["en"]


def test_non_finite_numbers_are_not_json() -> None:
    for text in ('{"op": "catalog", "x": NaN}', '{"op": "catalog", "x": Infinity}', '{"op":"catalog","x":-Infinity}'):
        reply = json.loads(bridge.handle(text))
        assert reply["ok"] is False and "not JSON" in reply["error"]["en"]


# -- finding 4: a save opened for another game -----------------------------------------------
def test_a_save_is_checked_against_the_game_it_is_opened_for() -> None:
    save = played("french_tarot").save()
    with pytest.raises(SaveError, match="French Tarot"):
        api.load(save, game="maw")
    assert api.load(save, game="french_tarot").game_id == "french_tarot"
    reply = call(op="load", save=save, game="maw", seat=0)
    assert reply["ok"] is False and reply["error"]["kind"] == "save"
    assert "Maw" in reply["error"]["en"] and "Maw" in reply["error"]["cs"]


# -- finding 5: a strict schema -----------------------------------------------------------------
def _edited(**changes: object) -> str:
    body = json.loads(played().save())
    body.update(changes)
    return resign(body)


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"version": True}, "version"),
        ({"version": float(SAVE_VERSION)}, "version"),
        ({"players": 4.0}, "players"),
        ({"players": True}, "players"),
        ({"revision": 9.0}, "revision"),
        ({"revision": -1}, "revision"),
        ({"revision": False}, "revision"),
        ({"seed": 3}, "seed"),
        ({"extra": 1}, "extra"),
        ({"options": {"deals": 1.0}}, "deals"),
        ({"options": {"deals": True}}, "deals"),
        ({"log": "play:CK"}, "log"),
        ({"deal": []}, "deal"),
    ],
)
def test_a_save_must_match_the_schema_exactly(changes: dict[str, object], message: str) -> None:
    with pytest.raises(SaveError, match=message):
        api.load(_edited(**changes))


def test_a_missing_field_is_named() -> None:
    body = json.loads(played().save())
    del body["seed"]
    with pytest.raises(SaveError, match="seed"):
        api.load(resign(body))


def test_a_loaded_save_keeps_no_unknown_field() -> None:
    # Before the fix an unknown field was accepted; now it is refused, so none can be kept.
    with pytest.raises(SaveError):
        api.load(_edited(note="kept?"))
    assert "note" not in json.loads(api.load(played().save()).save())


# -- saves carry a revision; version 1 is migrated --------------------------------------------
def test_the_revision_counts_every_change_and_survives_a_load() -> None:
    session = api.new_game("maw", 4, seed=5)
    assert json.loads(session.save())["revision"] == 0
    rng = Rng("revision")
    for n in range(1, 12):
        if session.status == "deal_over":
            session.next_deal()
        else:
            session.act(rng.choice(session.legal()))
        assert session.revision == n
    restored = api.load(session.save())
    assert restored.revision == session.revision == json.loads(restored.save())["revision"]
    assert restored.save() == session.save()


def test_a_refused_action_does_not_change_the_revision() -> None:
    session = played()
    before = session.revision
    with pytest.raises(ValueError):
        session.act("play:nothing")
    assert session.revision == before


@pytest.mark.parametrize("path", sorted(SAVES.glob("v1-*.json")), ids=lambda p: p.stem)
def test_a_version_1_save_is_migrated_not_refused(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    v1 = json.loads(text)
    assert v1["version"] == 1 and "revision" not in v1
    session = api.load(text)
    assert session.log == v1["log"] and session.game_id == v1["game"]
    assert session.revision == len(v1["log"])
    migrated = json.loads(session.save())
    assert migrated["version"] == SAVE_VERSION
    assert api.load(session.save()).state.snapshot() == session.state.snapshot()


def test_a_damaged_version_1_save_is_still_refused() -> None:
    text = next(SAVES.glob("v1-*.json")).read_text(encoding="utf-8")
    with pytest.raises(SaveError, match="checksum"):
        api.load(text.replace('"seed":"7"', '"seed":"8"'))


def test_a_save_from_a_newer_version_is_refused_clearly() -> None:
    with pytest.raises(SaveError, match="newer"):
        api.load(_edited(version=SAVE_VERSION + 1))


# -- finding 6: a bounded AI budget ---------------------------------------------------------------
@pytest.mark.parametrize("budget", [float("nan"), float("inf"), 60_000, 0, -1, True, "100"])
def test_an_unbounded_or_non_finite_budget_is_refused(budget: object) -> None:
    session = played()
    while session.to_act is None and session.status == "deal_over":
        session.next_deal()
    with pytest.raises(ValueError, match="budget_ms"):
        session.ai_action("normal", budget)  # type: ignore[arg-type]


def test_the_bridge_refuses_an_unbounded_budget_without_playing() -> None:
    new = call(op="new_game", game="maw", players=4, seed=1)
    assert new["ok"] and new["to_act"] is not None
    seat = (new["to_act"] + 1) % 4  # the AI plays for to_act, seen from another seat
    new = call(op="view", id=new["id"], seat=seat) | {"id": new["id"]}
    for budget in ("60000", "1e999", "NaN"):
        reply = json.loads(bridge.handle(f'{{"op":"ai","id":"{new["id"]}","seat":{seat},"budget_ms":{budget}}}'))
        assert reply["ok"] is False
        assert "budget_ms" in reply["error"]["en"] or "not JSON" in reply["error"]["en"]
    assert call(op="view", id=new["id"], seat=seat)["view"] == new["view"]
    call(op="close", id=new["id"])


# -- finding 7: refused requests keep no session -------------------------------------------------
@pytest.mark.parametrize("seat", [9, -1, True, "0", 1.0])
def test_a_refused_new_game_or_load_keeps_no_session(seat: object) -> None:
    before = dict(bridge._sessions)
    assert call(op="new_game", game="maw", players=4, seed=1, seat=seat)["ok"] is False
    assert call(op="load", save=played().save(), seat=seat)["ok"] is False
    assert bridge._sessions == before


# -- issue #28 item 13: a lone surrogate is refused, so no reply echoes what UTF-8 cannot encode ----
@pytest.mark.parametrize("request_text", [
    '{"op":"why","id":"ID","action":"\\ud800"}',  # escaped, as JSON.stringify writes one
    '{"op":"why","id":"ID","action":"\\udfff!"}',
    '{"op":"act","id":"ID","action":"play:\\ud83d"}',
    '{"op":"why","id":"ID","action":"\ud800"}',  # raw, as a Python caller could send it
])
def test_a_lone_surrogate_is_refused_and_every_reply_encodes(request_text: str) -> None:
    sid = call(op="new_game", game="maw", seed=2)["id"]
    out = bridge.handle(request_text.replace("ID", sid))
    reply = json.loads(out.encode("utf-8"))  # the page receives UTF-8: the reply must encode
    assert reply["ok"] is False and reply["error"]["kind"] == "bad_request"
    assert "surrogate" in reply["error"]["en"]
    call(op="close", id=sid)


def test_a_surrogate_pair_is_a_character_and_welcome() -> None:
    sid = call(op="new_game", game="maw", seed=2)["id"]
    reply = json.loads(bridge.handle('{"op":"why","id":"' + sid + '","action":"\\ud83c\\udca1"}').encode("utf-8"))
    assert reply["ok"] is True and reply["reason"] is not None
    assert "🂡" in bridge.handle(json.dumps({"op": "act", "id": sid, "action": "🂡", "seat": 0}, ensure_ascii=False))
    call(op="close", id=sid)


# -- issue #28 item 13: arguments of the wrong type get the API's clear ValueError, not TypeError -----
@pytest.mark.parametrize("args", [
    (["maw"],), ({"id": "maw"},), ("maw", None, 0, {1: 2}), ("maw", None, 0, {(1,): 2}),
    ("maw", None, 0, [1]), ("maw", None, 0, 3), ("maw", None, 0, "deals"),
])
def test_new_game_with_arguments_of_the_wrong_type_is_a_clear_value_error(args: tuple[Any, ...]) -> None:
    with pytest.raises(ValueError) as err:
        api.new_game(*args)
    assert type(err.value) is ValueError, err.value  # a TypeError subclass would be as unclear
    assert "game id must be text" in str(err.value) or "option" in str(err.value)
