"""The narrow JSON boundary used by the Web Worker: one function, JSON in, JSON out.

``handle(request_json) -> response_json``. Every request names an ``op``;
sessions live here keyed by an id the page keeps. No Python object ever crosses
into JavaScript, and every failure becomes ``{"ok": false, "error": {...}}``
with its message, leaving the session as it was.

A request's ``lang`` (one of ``text.LANGUAGES``) is the language its reply speaks: each text in
the reply, a ``{language: words}`` object, keeps that language's entry only (the English where a
text has none), so the page's code reads every text the same way in any language; an error keeps
every language. A request without ``lang`` (or with ``null``) is answered in every language.

``act``, ``ai`` and ``next_deal`` also answer ``captions``: what just happened in
words (captions.py), for a table nobody is playing at (the club demo). ``ai``
answers the computer's move as the viewing seat may know it (``action``, and
``label`` naming a move that is not a card played): another seat's discard, or its
take in Maw, says no card. ``new_game``
takes an optional ``deal`` that fixes the first deal (an article's hand), checked
by the game like any input. ``hello`` is the cheapest answer (the engine's version):
the page's first request, whose reply means the engine is ready; the catalogue the
page shows is the site's catalog.json, the same as ``catalog`` answers.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from . import __version__, api, share
from .captions import captions, match_caption
from .core import jsontext
from .core.errors import IllegalAction, SaveError, refusal, said
from .core.text import LANGUAGES, Words, in_each_language, msg, pmsg
from .session import Session

if TYPE_CHECKING:
    from .core.events import Event
    from .core.protocol import View
    from .core.text import Text

Request = dict[str, Any]
Reply = dict[str, object]

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


def _keep(session: Session, req: Request) -> tuple[str, int]:
    """Keep a new session under a fresh id, once the request's seat is known to be good."""
    seat = _seat(req, session)
    _counter[0] += 1
    sid = f"s{_counter[0]}"
    _sessions[sid] = session
    return sid, seat


def _state(session: Session, seat: int) -> Reply:
    """What the page redraws from after every change."""
    return {
        "view": session.view(seat),
        "status": session.status,
        "to_act": session.to_act,
        "results": session.deal_results(),
        "totals": session.totals(),
    }


def _said(session: Session, events: list[Event]) -> Reply:
    """``captions``: what just happened in words (the demo's caption line), public events only."""
    said = captions(events)
    if session.status == "match_over":
        said.append(match_caption(session.totals()))
    return {"captions": said}


def _op_hello(req: Request) -> Reply:
    return {"engine": __version__}


def _op_catalog(req: Request) -> Reply:
    return {"catalog": api.catalog()}


def _op_new_game(req: Request) -> Reply:
    session = api.new_game(
        _text(req, "game"),
        req.get("players"),
        req.get("seed", 0),
        req.get("options") or {},
        req.get("deal"),
    )
    sid, seat = _keep(session, req)
    return {"id": sid, "save": session.save(), **_state(session, seat)}


def _op_view(req: Request) -> Reply:
    session = _session(req)
    return _state(session, _seat(req, session))


# Moves whose card only their player sees: another seat is told the move without it.
_FACE_DOWN_MOVES: Mapping[str, Text] = Words(lambda: {
    "discard": msg("discards a card"),
    "take": msg("takes the turned card and discards one"),
})


def _move(action: str, actor_view: View) -> Reply:
    """``action`` by a computer seat as the other seats may learn it, with a label for any move but a
    card played.

    Taken before the move is made, from the actor's view (the label is its name for one of its legal actions).
    """
    verb = action.partition(":")[0]
    if verb in _FACE_DOWN_MOVES:
        return {"action": verb, "label": _FACE_DOWN_MOVES[verb]}
    label = actor_view["labels"].get(action)
    return {"action": action, **({"label": label} if label else {})}


def _op_act(req: Request) -> Reply:
    session = _session(req)
    seat = _seat(req, session)
    action = req.get("action")
    events = session.act(action, seat=seat)  # type: ignore[arg-type]  # act() explains a non-text action
    return {"action": action, "actor": seat, "save": session.save(), **_said(session, events), **_state(session, seat)}


def _op_ai(req: Request) -> Reply:
    """Let the AI play for the seat to act (never the viewing seat's hidden cards)."""
    session = _session(req)
    seat = _seat(req, session)
    actor = session.to_act
    if actor is None or actor == seat:
        raise BadRequest("the AI plays only for computer seats")
    level = req.get("level", "normal")
    actor_view = session.view(actor)
    action = session.ai_action(level, req.get("budget_ms"), actor_view)
    move = _move(action, actor_view)
    events = session.act(action)
    return {**move, "actor": actor, "save": session.save(), **_said(session, events), **_state(session, seat)}


def _op_why(req: Request) -> Reply:
    session = _session(req)
    reason = session.why(req.get("action"), _seat(req, session))
    return {"reason": None if reason is None else said(reason)}


def _op_hint(req: Request) -> Reply:
    session = _session(req)
    if session.to_act != _seat(req, session):
        raise refusal(msg("It is not your turn."))
    return {"hint": session.hint()}


def _op_guide(req: Request) -> Reply:
    session = _session(req)
    if session.to_act != _seat(req, session):
        raise refusal(msg("It is not your turn."))
    return {"guide": session.guide()}


def _op_next_deal(req: Request) -> Reply:
    session = _session(req)
    events = session.next_deal()
    return {"save": session.save(), **_said(session, events), **_state(session, _seat(req, session))}


def _op_load(req: Request) -> Reply:
    """Open a save; with ``game``, only a save of that game (the page's key names the game)."""
    game = req.get("game")
    if game is not None and not isinstance(game, str):
        raise BadRequest("'game' must be text")
    session = api.load(_text(req, "save"), game)
    sid, seat = _keep(session, req)
    return {
        "id": sid,
        "game": session.game_id,
        "players": session.players,
        "options": session.options,
        "save": session.save(),
        **_state(session, seat),
    }


def _whole(req: Request, key: str, default: int | None = None) -> int | None:
    value = req.get(key, default)
    if value is not None and (isinstance(value, bool) or not isinstance(value, int)):
        raise BadRequest(f"'{key}' must be a whole number")
    return value


def _op_review(req: Request) -> Reply:
    """The engine's verdict on a slice of one seat's decisions (one per request keeps the page responsive)."""
    session = _session(req)
    seat = _seat(req, session)
    deal_no = _whole(req, "deal_no")
    start = _whole(req, "start", 0) or 0
    entries = session.review(seat, deal_no, start, _whole(req, "limit"))
    return {"entries": entries, "total": session.review_size(seat, deal_no), "next": start + len(entries)}


def _op_replay(req: Request) -> Reply:
    """A finished deal's every position, all hands open (refused while the deal is on)."""
    session = _session(req)
    deal_no = _whole(req, "deal_no")
    if deal_no is None:
        raise BadRequest("'deal_no' is required")
    return {"deal_no": deal_no, "frames": session.replay(deal_no)}


def _op_record(req: Request) -> Reply:
    """What the statistics keep of the match for a seat (the page stores it when a match ends)."""
    session = _session(req)
    return {"record": session.record(_seat(req, session))}


def _op_practice(req: Request) -> Reply:
    session = _session(req)
    on = req.get("on")
    if not isinstance(on, bool):
        raise BadRequest("'on' must be true or false")
    session.set_practice(on)
    return {"practice": session.practice, "undo_used": session.undo_used, "save": session.save()}


def _op_undo(req: Request) -> Reply:
    """Take back the seat's last decision (practice only); the computer's later moves go too, and
    ``keep`` lists seats whose later moves must not (pass and play's other people: then refused)."""
    session = _session(req)
    seat = _seat(req, session)
    keep = req.get("keep", [])
    if not isinstance(keep, list) or not all(
        isinstance(k, int) and not isinstance(k, bool) and 0 <= k < session.players for k in keep
    ):
        raise BadRequest(f"'keep' must be a list of seats 0 to {session.players - 1}")
    dropped = session.undo(seat, keep)
    return {"dropped": dropped, "undo_used": session.undo_used, "save": session.save(), **_state(session, seat)}


def _op_share(req: Request) -> Reply:
    """A link token for a deal of the match (from its start, or at ``step`` as a puzzle)."""
    session = _session(req)
    seat = _seat(req, session)
    deal_no = _whole(req, "deal_no")
    if deal_no is None:
        raise BadRequest("'deal_no' is required")
    return {"token": share.make_link(session, seat, deal_no, _whole(req, "step"))}


def _op_open_shared(req: Request) -> Reply:
    """A new session from a shared link token (validated: a bad token creates nothing)."""
    session, shared = share.open_link(req.get("token"))
    sid, _ = _keep(session, {"seat": shared.seat})
    return {
        "id": sid,
        "game": session.game_id,
        "players": session.players,
        "options": session.options,
        "shared": shared.describe(),
        "save": session.save(),
        **_state(session, shared.seat),
    }


def _op_duplicate(req: Request) -> Reply:
    session = _session(req)
    deal_no = _whole(req, "deal_no")
    return share.duplicate(session, _seat(req, session), deal_no, req.get("score"))  # type: ignore[arg-type]


def _op_close(req: Request) -> Reply:
    _sessions.pop(str(req.get("id")), None)
    return {}


OPS: dict[str, Callable[[Request], Reply]] = {
    "hello": _op_hello,
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
    "review": _op_review,
    "replay": _op_replay,
    "record": _op_record,
    "practice": _op_practice,
    "undo": _op_undo,
    "share": _op_share,
    "open_shared": _op_open_shared,
    "duplicate": _op_duplicate,
}


def _language(req: Request) -> str | None:
    language = req.get("lang")
    if language is not None and language not in LANGUAGES:
        raise BadRequest(f"'lang' must be one of {', '.join(LANGUAGES)}")
    return language


_LANGUAGES = frozenset(LANGUAGES)


def only_in(value: object, language: str) -> object:
    """``value`` (a reply, or any part of it) with every text cut to ``language``'s entry.

    A text is an object whose keys are all languages: a message (``Text``), or names by language (a deck's).
    """
    if isinstance(value, dict):
        if value and value.keys() <= _LANGUAGES:
            return {language: only_in(value[language] if language in value else value.get("en"), language)}
        return {key: only_in(item, language) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [only_in(item, language) for item in value]
    return value


def handle(request_json: str) -> str:
    """Answer one JSON request with one JSON reply (in the request's ``lang``); never raises."""
    known = set(_sessions)
    language = None
    try:
        req = jsontext.loads(request_json)
        if not isinstance(req, dict):
            raise BadRequest("a request must be a JSON object")
        language = _language(req)
        op = OPS.get(str(req.get("op")))
        if op is None:
            raise BadRequest(f"unknown op {req.get('op')!r}")
        reply: Reply = {"ok": True, **op(req)}
    except share.LinkError as err:
        reply = _error("link", said(err))
    except IllegalAction as err:
        reply = _error("illegal", said(err))
    except SaveError as err:
        # Translators: a save that cannot be loaded; {error} says why. (Czech says first that it cannot.)
        reply = _error("save", pmsg("a save that cannot be loaded", "{error}", error=said(err)))
    except jsontext.JSONTextError as err:
        reply = _error("bad_request", said(err))
    except (BadRequest, ValueError, TypeError) as err:
        reply = _error("bad_request", _verbatim(str(err)))
    except Exception as err:  # a bug must not take the worker down: the page gets a reply and can recover
        reply = _error("internal", msg("Engine error: {error}", error=repr(err)))
    answer = reply if language is None else only_in(reply, language)
    try:
        return json.dumps(answer, ensure_ascii=False, allow_nan=False)
    except ValueError as err:  # a non-finite number in a reply would not be JSON
        for sid in set(_sessions) - known:  # a refused request keeps no session it opened
            del _sessions[sid]
        failure = _error("internal", msg("Engine error: {error}", error=str(err)))
        return json.dumps(failure, ensure_ascii=False)


def _error(kind: str, message: Text) -> Reply:
    """A failure's reply: its kind, and its message in every language (the page's errors carry each: a
    refusal is rare and short, and its message may be shown after a switch of language)."""
    return {"ok": False, "error": {"kind": kind, **message}}


def _verbatim(words: str) -> Text:
    """A developer's message (a bad request), the same in every language."""
    return in_each_language(lambda _: words)
