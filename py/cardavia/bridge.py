"""The narrow JSON boundary used by the Web Worker: one function, JSON in, JSON out.

``handle(request_json) -> response_json``. Every request names an ``op``;
sessions live here keyed by an id the page keeps. No Python object ever crosses
into JavaScript, and every failure becomes ``{"ok": false, "error": {...}}``
with a message in cs and en, leaving the session as it was.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from . import api
from .errors import IllegalAction, SaveError
from .session import Session

Request = dict[str, Any]
Reply = dict[str, Any]

_sessions: dict[str, Session] = {}
_counter = [0]


class BadRequest(ValueError):
    """A request the page should never send (missing field, unknown session)."""


def _text(req: Request, key: str) -> str:
    value = req.get(key)
    if not isinstance(value, str):
        raise BadRequest(f"'{key}' must be text")
    return value


def _session(req: Request) -> Session:
    sid = req.get("id")
    if not isinstance(sid, str) or sid not in _sessions:
        raise BadRequest(f"unknown session {sid!r}")
    return _sessions[sid]


def _seat(req: Request, session: Session) -> int:
    seat = req.get("seat", 0)
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < session.players:
        raise BadRequest(f"bad seat {seat!r}")
    return seat


def _keep(session: Session) -> str:
    _counter[0] += 1
    sid = f"s{_counter[0]}"
    _sessions[sid] = session
    return sid


def _state(session: Session, seat: int) -> Reply:
    """What the page redraws from after every change."""
    return {
        "view": session.view(seat),
        "status": session.status,
        "to_act": session.to_act,
        "results": session.deal_results(),
        "totals": session.totals(),
    }


def _op_catalog(req: Request) -> Reply:
    return {"catalog": api.catalog()}


def _op_new_game(req: Request) -> Reply:
    session = api.new_game(
        _text(req, "game"),
        req.get("players"),
        req.get("seed", 0),
        req.get("options") or {},
    )
    sid = _keep(session)
    return {"id": sid, "save": session.save(), **_state(session, _seat(req, session))}


def _op_view(req: Request) -> Reply:
    session = _session(req)
    return _state(session, _seat(req, session))


def _op_act(req: Request) -> Reply:
    session = _session(req)
    seat = _seat(req, session)
    action = req.get("action")
    session.act(action, seat=seat)  # type: ignore[arg-type]  # act() explains a non-text action
    return {"action": action, "actor": seat, "save": session.save(), **_state(session, seat)}


def _op_ai(req: Request) -> Reply:
    """Let the AI play for the seat to act (never the viewing seat's hidden cards)."""
    session = _session(req)
    seat = _seat(req, session)
    actor = session.to_act
    if actor is None or actor == seat:
        raise BadRequest("the AI plays only for computer seats")
    level = req.get("level", "normal")
    action = session.ai_action(level, req.get("budget_ms"))
    session.act(action)
    return {"action": action, "actor": actor, "save": session.save(), **_state(session, seat)}


def _op_why(req: Request) -> Reply:
    session = _session(req)
    reason = session.why(req.get("action"), _seat(req, session))
    return {"reason": None if reason is None else {"cs": reason.cs, "en": reason.en}}


def _op_hint(req: Request) -> Reply:
    session = _session(req)
    if session.to_act != _seat(req, session):
        raise IllegalAction("It is not your turn.", "Nejsi na tahu.")
    return {"hint": session.hint()}


def _op_guide(req: Request) -> Reply:
    session = _session(req)
    if session.to_act != _seat(req, session):
        raise IllegalAction("It is not your turn.", "Nejsi na tahu.")
    return {"guide": session.guide()}


def _op_next_deal(req: Request) -> Reply:
    session = _session(req)
    session.next_deal()
    return {"save": session.save(), **_state(session, _seat(req, session))}


def _op_load(req: Request) -> Reply:
    session = api.load(_text(req, "save"))
    sid = _keep(session)
    return {
        "id": sid,
        "game": session.game_id,
        "players": session.players,
        "options": session.options,
        "save": session.save(),
        **_state(session, _seat(req, session)),
    }


def _op_close(req: Request) -> Reply:
    _sessions.pop(str(req.get("id")), None)
    return {}


OPS: dict[str, Callable[[Request], Reply]] = {
    "catalog": _op_catalog,
    "new_game": _op_new_game,
    "view": _op_view,
    "act": _op_act,
    "ai": _op_ai,
    "why": _op_why,
    "hint": _op_hint,
    "guide": _op_guide,
    "next_deal": _op_next_deal,
    "load": _op_load,
    "close": _op_close,
}


def handle(request_json: str) -> str:
    """Answer one JSON request with one JSON reply; never raises."""
    try:
        req = json.loads(request_json)
        if not isinstance(req, dict):
            raise BadRequest("a request must be a JSON object")
        op = OPS.get(str(req.get("op")))
        if op is None:
            raise BadRequest(f"unknown op {req.get('op')!r}")
        reply: Reply = {"ok": True, **op(req)}
    except IllegalAction as err:
        reply = {"ok": False, "error": {"kind": "illegal", "en": err.en, "cs": err.cs}}
    except SaveError as err:
        reply = {"ok": False, "error": {"kind": "save", "en": str(err), "cs": _cs_save(err)}}
    except (BadRequest, ValueError, TypeError) as err:
        reply = {"ok": False, "error": {"kind": "bad_request", "en": str(err), "cs": str(err)}}
    return json.dumps(reply, ensure_ascii=False)


def _cs_save(err: SaveError) -> str:
    return f"Uloženou hru nelze načíst: {err}"
