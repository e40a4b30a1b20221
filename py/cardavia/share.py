"""Share a deal: a link token that gives a friend the same deal, or a position of it as a puzzle.

The token is ``2`` and base64url of a deflated JSON object that holds only what
the deal needs: the match (game, players, options, seed) and that deal's start —
the fixed first deal if it is the first, else the match as the deal before left
it (``{"carried": …}``: deal number, dealer, totals, each deal's scores, Maw's
pot, Indulgence's decree row …; GameState.carry) — and, for a puzzle, that
deal's moves up to the moment where the sharing seat must decide. No earlier
deal's move is in it. When the shared deal was finished, the token carries the
sharer's score for it, so the friend's result can be compared with it as in a
duplicate game. The friend's table opens as the sharer's did at that deal: the
same deal number and totals (Maw's chips and Indulgence's florins are what that
deal is played for).

Tokens of version 1 (base64url of JSON with every move from the match's start)
still open.

Opening a token validates it like any input: anything malformed, unknown or not
replayable raises :class:`LinkError` with a message in cs and en, and nothing is
created. A link is not a secret and not signed: a forged one can only set up
another legal deal.
"""

from __future__ import annotations

import base64
import binascii
import json
import math
import zlib
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .core import jsontext
from .core.errors import IllegalAction, refusal
from .core.protocol import PLAYING
from .core.text import msg

if TYPE_CHECKING:
    from .core.text import Text
    from .session import Session

LINK_PREFIX = "2"  # the version; a version-1 token (base64url of '{"v":1,…') starts with "eyJ"
MAX_TOKEN = 64_000  # characters: a whole French Tarot match is far below it
MAX_BODY = 256_000  # bytes of JSON a token may inflate to
# Version 2's short keys: game, players, options, seed, deal (its start), seat, log (the deal's moves), puzzle, score.
_KEYS = {"g", "p", "o", "s", "d", "a", "l", "z", "r"}
_KEYS_V1 = {"v", "game", "players", "options", "seed", "deal", "seat", "deal_no", "log", "puzzle", "score"}


class LinkError(IllegalAction):
    """A shared link that is damaged, tampered with or not a Cardavia deal."""


def _bad(reason: Text) -> LinkError:
    """The refusal of a link, with why (a sentence's end: "it is damaged …")."""
    message = msg("This shared link cannot be opened: {reason}", reason=reason)
    return LinkError(message)


@dataclass(frozen=True)
class Shared:
    """What a link says beyond the match itself."""

    seat: int
    deal_no: int
    puzzle: bool
    score: float | None  # the sharer's score in that deal, when it was over

    def describe(self) -> dict[str, object]:
        return {"seat": self.seat, "deal_no": self.deal_no, "puzzle": self.puzzle, "score": self.score}


def make_link(session: Session, seat: int, deal_no: int, step: int | None = None) -> str:
    """The token for deal ``deal_no`` of the match, from its start, or at log index ``step`` (a puzzle).

    A puzzle's ``step`` is a moment in that deal where ``seat`` is to decide: a
    past decision, or the present one (``step == len(log)``)."""
    from .review import _check_seat, _replay
    from .session import CARRIED, NEXT_DEAL

    _check_seat(session, seat)
    if isinstance(deal_no, bool) or not isinstance(deal_no, int) or deal_no < 0:
        raise ValueError(f"deal_no must be a whole number ≥ 0, not {deal_no!r}")
    if step is not None and (isinstance(step, bool) or not isinstance(step, int)):
        raise ValueError(f"step must be a whole number, not {step!r}")
    points: list[tuple[int, int | None]] = []
    start: dict[str, object] | None = session.deal  # the deal's start: the first deal's, or the match carried into it
    for n, entry, before in _replay(session):
        if entry == NEXT_DEAL and before.view(0)["deal_no"] + 1 == deal_no:
            start = {CARRIED: before.state.carry()}
        elif before.status == PLAYING and before.view(0)["deal_no"] == deal_no:
            points.append((n, before.to_act))
    if session.status == PLAYING and session.view(0)["deal_no"] == deal_no:
        points.append((len(session.log), session.to_act))
    if not points:
        raise refusal(msg("There is no such deal to share."))
    first = points[0][0]
    if step is None:
        cut = first
    elif (step, seat) in points:
        cut = step
    else:
        raise refusal(msg("A puzzle must be a moment of that deal where you decide."))
    results = session.deal_results()
    score = float(results[deal_no]["scores"][seat]) if deal_no < len(results) else None
    body: dict[str, object] = {"g": session.game_id, "p": session.players, "o": session.options,
                            "s": session.seed, "a": seat}
    if start is not None:
        body["d"] = start
    if cut > first:
        body["l"] = session.log[first:cut]
    if step is not None:
        body["z"] = True
    if score is not None:
        body["r"] = score
    raw = json.dumps(body, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    packed = zlib.compressobj(9, zlib.DEFLATED, -15)
    return LINK_PREFIX + base64.urlsafe_b64encode(packed.compress(raw) + packed.flush()).decode("ascii").rstrip("=")


def open_link(token: object) -> tuple[Session, Shared]:
    """The session a token describes, played up to the shared point; LinkError if it is not valid."""
    from .session import NEXT_DEAL

    version, body = _decode(token)
    if version == 1:
        return _open_v1(body)
    seat, log, puzzle, score = body.get("a"), body.get("l", []), body.get("z", False), body.get("r")
    _check_fields(seat, 0, log, puzzle, score)
    if NEXT_DEAL in log:
        raise _bad(msg("it does not start at the beginning of a deal."))
    session = _session(body.get("g"), body.get("p"), body.get("s"), body.get("o"), body.get("d"), seat)
    _replay_moves(session, log)
    if session.status != PLAYING:
        raise _bad(msg("it does not lead to a deal in play."))
    if puzzle and session.to_act != seat:
        raise _bad(msg("its puzzle is not your turn."))
    if not puzzle and log:
        raise _bad(msg("it does not start at the beginning of a deal."))
    deal_no: int = session.view(0)["deal_no"]
    return session, Shared(seat, deal_no, puzzle, None if score is None else float(score))  # type: ignore[arg-type]


def _open_v1(body: dict[str, Any]) -> tuple[Session, Shared]:
    """A version-1 token: the match from its start, with every move up to the shared point."""
    from .session import NEXT_DEAL

    seat, deal_no, log, puzzle, score = (body.get(k) for k in ("seat", "deal_no", "log", "puzzle", "score"))
    _check_fields(seat, deal_no, log, puzzle, score)
    session = _session(body.get("game"), body.get("players"), body.get("seed"), body.get("options"),
                       body.get("deal"), seat)
    _replay_moves(session, log)  # type: ignore[arg-type]
    if session.status != PLAYING or session.view(0)["deal_no"] != deal_no:
        raise _bad(msg("it does not lead to the deal it names."))
    starts_deal = not log or log[-1] == NEXT_DEAL
    if puzzle and session.to_act != seat:
        raise _bad(msg("its puzzle is not your turn."))
    if not puzzle and not starts_deal:
        raise _bad(msg("it does not start at the beginning of a deal."))
    return session, Shared(seat, deal_no, puzzle, None if score is None else float(score))  # type: ignore[arg-type]


def _check_fields(seat: object, deal_no: object, log: object, puzzle: object, score: object) -> None:
    if not isinstance(log, list) or not all(isinstance(a, str) for a in log):
        raise _bad(msg("its moves are damaged."))
    if not isinstance(puzzle, bool):
        raise _bad(msg("it does not say whether it is a puzzle."))
    if score is not None and not _finite(score):
        raise _bad(msg("the score in it is not a number."))
    for name, value in (("seat", seat), ("deal_no", deal_no)):
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise _bad(msg("'{field}' is not a whole number.", field=name))


def _session(game: object, players: object, seed: object, options: object, deal: object, seat: object) -> Session:
    """The match a token names at its start (or at the start of the shared deal), for a seat at its table."""
    from .session import Session

    try:
        session = Session(game, players, seed, options, deal)  # type: ignore[arg-type]
    except (KeyError, ValueError, TypeError) as err:
        raise _bad(msg("it describes no valid match ({error}).", error=str(err))) from None
    if seat >= session.players:  # type: ignore[operator]
        raise _bad(msg("its seat is not at this table."))
    return session


def _replay_moves(session: Session, log: list[str]) -> None:
    for n, action in enumerate(log):
        try:
            session.replay_entry(action)
        except IllegalAction:
            raise _bad(msg("move {n} ({action}) is not legal there.", n=n + 1, action=repr(action))) from None


def _finite(value: object) -> bool:
    """A number a reply can carry: not a bool, not NaN or infinite, not an int beyond a float."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return False
    try:
        return math.isfinite(value)
    except OverflowError:
        return False


def _decode(token: object) -> tuple[int, dict[str, Any]]:
    """The token's version and its JSON object."""
    if not isinstance(token, str) or not token or len(token) > MAX_TOKEN:
        raise _bad(msg("it is empty or far too long."))
    packed = token.startswith(LINK_PREFIX)
    text = token[len(LINK_PREFIX):] if packed else token
    try:
        raw = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
        if packed:
            inflate = zlib.decompressobj(-15)
            raw = inflate.decompress(raw, MAX_BODY)
            if inflate.unconsumed_tail or not inflate.eof:
                raise ValueError("too long or cut short")
        body = jsontext.loads(raw)
    except (binascii.Error, zlib.error, ValueError):  # jsontext's errors are ValueErrors: too deep, NaN, not UTF-8 …
        raise _bad(msg("it is damaged (not the text Cardavia makes).")) from None
    if not isinstance(body, dict) or (not packed and body.get("v") != 1):
        raise _bad(msg("it is not a Cardavia deal of this version."))
    unknown = set(body) - (_KEYS if packed else _KEYS_V1)
    if unknown:
        raise _bad(msg("it holds unknown fields ({fields}).", fields=", ".join(sorted(unknown))))
    return (2 if packed else 1), body


def duplicate(session: Session, seat: int, deal_no: int, theirs: float) -> dict[str, object]:
    """``seat``'s result in deal ``deal_no`` against the sharer's (``theirs``), as a duplicate compares them."""
    results = session.deal_results()
    if isinstance(deal_no, bool) or not isinstance(deal_no, int) or not 0 <= deal_no < len(results):
        raise refusal(msg("The shared deal is not over yet."))
    if isinstance(theirs, bool) or not isinstance(theirs, (int, float)):
        raise ValueError(f"the friend's score must be a number, not {theirs!r}")
    mine = float(results[deal_no]["scores"][seat])
    diff = mine - theirs
    scores = {"mine": _n(mine), "theirs": _n(theirs), "diff": _n(abs(diff))}
    if abs(diff) < 1e-9:
        text = msg("The same score as your friend: {mine}.", **scores)
    elif diff > 0:
        text = msg("You {mine}, your friend {theirs}: {diff} better.", **scores)
    else:
        text = msg("You {mine}, your friend {theirs}: {diff} worse.", **scores)
    return {"mine": mine, "theirs": float(theirs), "difference": diff, "text": text}


def _n(x: float) -> str:
    """A score as players write it, with a true minus sign (U+2212), not a hyphen."""
    return f"{x:g}".replace("-", "\u2212")
