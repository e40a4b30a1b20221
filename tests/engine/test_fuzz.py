"""Property-based fuzz of the JSON boundary (issue #15): ``bridge.handle`` never raises, always
answers one JSON object with ``ok`` true or false, and a refused request changes no session.

Four sources of requests: well-formed requests of every op with hostile field values, any JSON
value at all, raw text (deep and wide nesting, non-finite numbers, broken JSON), and share link
tokens: real ones with a field, a byte or the body's nesting changed (issue #28).
"""

from __future__ import annotations

import base64
import json
import math
import zlib
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardavia import api, bridge, share
from cardavia.ai import levels
from cardavia.ai.search import Budget
from cardavia.core.registry import games

GAMES = [cls.info.id for cls in games()]
FUZZ = settings(max_examples=1500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
# the sessions the fuzz plays on: a fresh match of every game, plus one at its end of a deal
_live: list[str] = []


@pytest.fixture(scope="module", autouse=True)
def quick_search() -> Iterator[None]:
    """The AI checks its arguments as always but searches only a few playouts (the fuzz is of the boundary)."""
    checked = levels.budget_for

    def counted(level: str, budget_ms: float | None = None, *counts: int | None) -> Budget:
        checked(level, budget_ms, *counts)
        return Budget(iterations=3)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(levels, "budget_for", counted)
        for n, game in enumerate(GAMES):
            reply = json.loads(bridge.handle(json.dumps({"op": "new_game", "game": game, "seed": n})))
            assert reply["ok"], reply
            _live.append(reply["id"])
        yield
    for sid in _live:
        bridge.handle(json.dumps({"op": "close", "id": sid}))


def snapshot() -> dict[str, str]:
    return {sid: session.save() for sid, session in bridge._sessions.items()}


def answer(text: str) -> dict[str, Any]:
    """handle's reply, checked: one JSON object, ok true or false, errors in both languages."""
    before = snapshot()
    out = bridge.handle(text)
    assert isinstance(out, str)
    out.encode("utf-8")  # the page receives UTF-8: a lone surrogate in a reply could not cross
    reply = json.loads(out, parse_constant=lambda c: pytest.fail(f"{c} in a reply"))
    assert isinstance(reply, dict) and reply.get("ok") in (True, False)
    if reply["ok"] is False:
        error = reply["error"]
        assert error["kind"] in {"illegal", "save", "link", "bad_request"}, error  # "internal" would be a bug
        assert isinstance(error["en"], str) and error["en"] and isinstance(error["cs"], str) and error["cs"]
        assert snapshot() == before, "a refused request changed a session"
    elif "id" in reply and reply["id"] not in before:
        bridge.handle(json.dumps({"op": "close", "id": reply["id"]}))  # keep the worker's table small
    return reply


finite = st.floats(allow_nan=False, allow_infinity=False)
scalars = st.none() | st.booleans() | st.integers(-(2**70), 2**70) | finite | st.text(max_size=30)
json_values = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(st.text(max_size=8), inner, max_size=6),
    max_leaves=40,
)
hostile = (
    scalars
    | st.sampled_from([-1, 0, 1, 2, 5, 99, 1.0, True, "", "0", "s1", math.inf, -math.inf, math.nan])
    | st.sampled_from(["\ud800", "a\udfff"])  # lone surrogates: no character, refused
    | json_values
)


@st.composite
def requests(draw: st.DrawFn) -> dict[str, Any]:
    """A request of a real op with each field a real value or a hostile one."""
    op = draw(st.sampled_from([*bridge.OPS, "nope"]))
    sid = draw(st.sampled_from(_live) | hostile)
    session = bridge._sessions.get(sid) if isinstance(sid, str) else None
    # Every draw happens whatever the session holds, so the data stays replayable for shrinking.
    legal = session.legal() if session else []
    pick, junk_action = draw(st.integers(0, 60)), draw(st.text(max_size=12))
    use_save, junk_save = draw(st.booleans()), draw(st.text(max_size=40))
    real = {
        "id": sid,
        "game": draw(st.sampled_from(GAMES)),
        "players": draw(st.integers(1, 7)),
        "seed": draw(st.integers(0, 9) | st.text(max_size=5)),
        "seat": draw(st.integers(-1, 6)),
        "action": legal[pick % len(legal)] if legal and pick < 50 else junk_action,
        "level": draw(st.sampled_from(["random", "easy", "normal", "strong", "genius"])),
        "budget_ms": draw(st.floats(-10, 70_000) | st.sampled_from([1, 5000, 5001])),
        "save": session.save() if session and use_save else junk_save,
        "options": draw(st.dictionaries(st.sampled_from(["deals", "dealer", "variant", "x"]), hostile, max_size=2)),
    }
    req: dict[str, Any] = {"op": op}
    for key, value in real.items():
        choice = draw(st.integers(0, 3))  # 0: absent, 1: hostile, else the real value
        if choice == 1:
            req[key] = draw(hostile)
        elif choice > 1:
            req[key] = value
    return req


@FUZZ
@given(requests())
def test_requests_of_every_op_never_escape(req: dict[str, Any]) -> None:
    answer(json.dumps(req))  # Python writes NaN and Infinity for non-finite floats: not JSON, refused


@FUZZ
@given(json_values)
def test_any_json_value_is_answered(value: Any) -> None:
    answer(json.dumps(value))


def nested(depth: int, kind: str) -> str:
    opening, closing = {"list": ("[", "]"), "dict": ('{"a":', "}"), "mixed": ('[{"a":', "}]")}[kind]
    return opening * depth + "0" + closing * depth


@settings(max_examples=300, deadline=None)
@given(
    st.integers(1, 150_000),
    st.sampled_from(["list", "dict", "mixed"]),
    st.sampled_from(["request", "save", "raw", "truncated"]),
)
def test_deep_nesting_is_refused_not_fatal(depth: int, kind: str, where: str) -> None:
    text = nested(depth, kind)
    if where == "request":
        text = '{"op":"act","id":"s1","action":' + text + "}"
    elif where == "save":
        text = json.dumps({"op": "load", "save": text})
    elif where == "truncated":
        text = text[: len(text) // 2 + 1]
    answer(text)


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 200_000), st.sampled_from(["0", '"x"', "[]", "{}", '{"a":[1]}']))
def test_wide_nesting_is_answered(width: int, item: str) -> None:
    answer('{"op":"new_game","game":"maw","options":{"deals":[' + ",".join([item] * width) + "]}}")
    answer(json.dumps({"op": "load", "save": "[" + ",".join([item] * width) + "]"}))


@FUZZ
@given(st.text(alphabet=st.sampled_from(list('[]{}",:0123456789.eE+-NaInfity \\tufl')), max_size=200))
def test_raw_json_like_text_is_answered(text: str) -> None:
    answer(text)


@settings(max_examples=200, deadline=None)
@given(
    st.sampled_from(["NaN", "Infinity", "-Infinity", "1e999", "-1e999"]),
    st.sampled_from(["budget_ms", "seat", "seed"]),
)
def test_non_finite_numbers_are_refused(number: str, field: str) -> None:
    sid = _live[0]
    reply = answer(f'{{"op":"ai","id":"{sid}","level":"random","{field}":{number}}}')
    if field == "budget_ms" or number[-3:] in ("NaN", "ity"):
        assert reply["ok"] is False


def test_a_loaded_save_survives_hostile_seat_without_a_leak() -> None:
    save = api.new_game("maw", 4, seed=9).save()
    before = set(bridge._sessions)
    for seat in (9, -1, "0", True, None, 1.5):
        assert answer(json.dumps({"op": "load", "save": save, "seat": seat}))["ok"] is False
    assert set(bridge._sessions) == before


# -- share link tokens (issue #28): a token is outside text like any request ---------------------
def _shared_bodies() -> list[dict[str, Any]]:
    """A real link body of every game: the first deal, and a later one where the match has one."""
    bodies = []
    for n, game in enumerate(GAMES):
        session = api.new_game(game, seed=n)
        while session.status == "playing":
            session.act(session.legal()[0])
        for deal_no in (0, 1):
            if deal_no == 1:
                if session.status != "deal_over":
                    break
                session.next_deal()
            token = share.make_link(session, 0, deal_no)[len(share.LINK_PREFIX):]
            bodies.append(json.loads(zlib.decompress(base64.urlsafe_b64decode(token + "=" * (-len(token) % 4)), -15)))
            # and the version-1 link of the same deal (every move before it), which still opens
            cut = [n for n, entry in enumerate(session.log) if entry == "next_deal"][:deal_no]
            bodies.append({"v": 1, "game": game, "players": session.players, "options": session.options,
                           "seed": session.seed, "deal": None, "seat": 0, "deal_no": deal_no,
                           "log": session.log[:cut[-1] + 1] if cut else [], "puzzle": False, "score": None})
    return bodies


SHARED = _shared_bodies()


def _token(raw: bytes, version: int) -> str:
    """A token of ``raw`` JSON as that version packs it (2: deflated, with its prefix)."""
    if version == 1:
        return base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    return share.LINK_PREFIX + base64.urlsafe_b64encode(packer.compress(raw) + packer.flush()).decode().rstrip("=")


@st.composite
def share_tokens(draw: st.DrawFn) -> str:
    """A real token changed one way: a field hostile or gone, an unknown field, raw bytes flipped or
    cut, a deep nest in a field, a number the JSON grammar does not have, or junk text."""
    body = dict(draw(st.sampled_from(SHARED)))
    version = 1 if "v" in body else 2
    how = draw(st.sampled_from(["field", "carried", "drop", "extra", "bytes", "cut", "deep", "constant", "junk"]))
    key = draw(st.sampled_from(sorted(body)))
    if how == "field":
        body[key] = draw(hostile)
    elif how == "carried" and "carried" in (body.get("d") or {}):  # the match a later deal starts from
        carried = dict(body["d"]["carried"])
        carried[draw(st.sampled_from(sorted(carried)))] = draw(hostile)
        body["d"] = {"carried": carried}
    elif how == "drop":
        del body[key]
    elif how == "extra":
        body[draw(st.text(max_size=6))] = draw(hostile)
    raw = json.dumps(body, allow_nan=True).encode()
    if how == "bytes":
        at = draw(st.integers(0, len(raw) - 1))
        raw = raw[:at] + bytes([draw(st.integers(0, 255))]) + raw[at + 1:]
    elif how == "cut":
        raw = raw[: draw(st.integers(0, len(raw)))]
    elif how == "deep":
        depth = draw(st.integers(60, 20_000))
        raw = json.dumps({**body, key: "NEST"}).encode().replace(b'"NEST"', b"[" * depth + b"]" * depth)
    elif how == "constant":
        raw = json.dumps({**body, key: "NUM"}).encode().replace(
            b'"NUM"', draw(st.sampled_from([b"NaN", b"Infinity", b"-Infinity", b"1e999", b"9" * 400])))
    token = _token(raw, version)
    if how == "junk":
        token = draw(st.text(max_size=80) | st.text(alphabet="ABCDEFabcdef0123456789-_=", max_size=200))
    return token


@FUZZ
@given(share_tokens())
def test_share_tokens_open_or_are_refused_as_links(token: str) -> None:
    """Every token opens a match or is refused as a link: never "internal", no session kept."""
    before = set(bridge._sessions)
    reply = answer(json.dumps({"op": "open_shared", "token": token}))
    if reply["ok"]:
        assert reply["shared"]["deal_no"] >= 0 and reply["id"] not in before
    else:
        assert reply["error"]["kind"] in {"link", "bad_request"}, reply
        assert set(bridge._sessions) == before
