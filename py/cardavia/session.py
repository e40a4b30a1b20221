"""A match in progress: validation, the action log, save/load, the AI entry point."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from typing import TYPE_CHECKING, ClassVar, TypedDict, TypeGuard, cast

from .core import jsontext
from .core.errors import IllegalAction, bad_save, nobody_to_act, refusal, said
from .core.protocol import DEAL_OVER, MATCH_OVER, PLAYING, Deal, GameState, OptionValue
from .core.registry import game as game_class
from .core.state import CACHE, CLONE, COPY, SHARED, Copier, Declared
from .core.text import msg

if TYPE_CHECKING:
    from collections.abc import Sequence

    from .ai.levels import Hint
    from .core.events import Event
    from .core.protocol import DealResult, View
    from .core.text import Text
    from .review import Frame, Record, ReviewEntry

# For the type checker only: creating these TypedDicts at run time slows every page's engine start.
if TYPE_CHECKING:
    class Guide(Hint):
        """The first-deal guide's step: the hint, and what the decision is about (None: no text for it)."""

        what: Text | None

    class SaveBody(TypedDict):
        """A save's fields at the current version, checked (``_parse_save``), without the digest."""

        format: str
        version: int
        game: str
        players: int
        options: dict[str, OptionValue]
        seed: str
        deal: dict[str, object] | None
        log: list[str]
        revision: int
        practice: bool
        undo_used: bool

SAVE_FORMAT = "cardavia-save"
SAVE_VERSION = 2  # 2 added "revision", "practice" and "undo_used"; older versions are migrated on load (_MIGRATIONS)
NEXT_DEAL = "next_deal"  # the log entry that marks a new deal between actions
# The key of a first deal that is not the match's first: the match as an earlier deal left it (GameState.carry).
CARRIED = "carried"


def _not_your_turn() -> IllegalAction:
    return refusal(msg("It is not your turn."))


class Session(Declared):
    """One match of one game: game id + players + options + seed + actions.

    ``clone`` (core/state.py) copies the game state, the log and the options; the fixed deal is only
    read; the cache of legal actions starts empty.
    """

    copied: ClassVar[Mapping[str, Copier]] = {
        "options": COPY, "state": CLONE, "log": COPY, "deal": SHARED, "_legal": CACHE,
    }

    def __init__(
        self,
        game_id: str,
        players: int | None = None,
        seed: int | str = 0,
        options: dict[str, OptionValue] | None = None,
        deal: Deal | None = None,
    ) -> None:
        cls = game_class(game_id)
        info = cls.info
        if players is None:
            players = info.default_players
        if isinstance(players, bool) or not isinstance(players, int) or players not in info.players:
            counts = "/".join(map(str, info.players))
            raise ValueError(f"{info.id} is played by {counts} players, not {players!r}")
        if not isinstance(seed, (int, str)) or isinstance(seed, bool):
            raise ValueError(f"seed must be a whole number or a string, not {seed!r}")
        self.game_id = info.id
        self.players = players
        self.seed = str(seed)
        self.options = info.resolve_options(players, options)
        self.deal = _plain_deal(deal)
        carried = self.deal.get(CARRIED) if self.deal is not None else None
        if self.deal is None or carried is None:
            self.state: GameState = cls.new(players, dict(self.options), self.seed, self.deal)
        else:  # the match taken over after an earlier deal: its next deal is this session's first
            if set(self.deal) != {CARRIED}:
                raise ValueError(f"a deal with '{CARRIED}' holds nothing else")
            self.state = cls.new(players, dict(self.options), self.seed, None)
            self.state.carry_on(carried)
        self.log: list[str] = []
        self.revision = 0  # counts every change, so a page can tell a newer save of this match
        self.practice = False  # undo allowed (set_practice)
        self.undo_used = False  # undo was used in this match: its results are marked
        self._legal: tuple[GameState, tuple[str, ...]] | None = None  # see _legal_now


    # -- the game ------------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        return self.state.to_act

    @property
    def status(self) -> str:
        return self.state.status

    def legal(self) -> list[str]:
        if self.state.to_act is None:
            return []
        return list(self._legal_now())

    def _legal_now(self) -> tuple[str, ...]:
        """The sorted legal actions of the position now, computed once per position.

        The view of the seat to act already lists them, and checking the move made from
        that view needs them again: kept with the state they belong to until it changes
        (``act``, ``next_deal``; ``undo`` and a state set from outside are another state)."""
        if self._legal is None or self._legal[0] is not self.state:
            self._remember_legal(sorted(self.state.legal_actions()))
        assert self._legal is not None
        return self._legal[1]

    def _remember_legal(self, legal: Sequence[str]) -> None:
        self._legal = (self.state, tuple(legal))

    def check(self, action: object, seat: int | None = None) -> None:
        """Raise IllegalAction (explaining why) unless ``action`` is legal now."""
        if seat is not None and seat != self.state.to_act:
            raise _not_your_turn()
        if self.state.to_act is None:
            if self.state.status == DEAL_OVER:
                raise refusal(msg("The deal is over; deal the next one."))
            raise refusal(msg("The match is over."))
        if not isinstance(action, str):
            raise refusal(msg("An action must be text, not {action}.", action=repr(action)))
        if action not in self._legal_now():
            raise self.state.explain(action)

    def why(self, action: object, seat: int | None = None) -> IllegalAction | None:
        """The reason ``action`` is illegal now, or None when it is legal."""
        try:
            self.check(action, seat)
        except IllegalAction as reason:
            return reason
        return None

    def act(self, action: str, seat: int | None = None) -> list[Event]:
        """Apply one action of ``to_act`` (optionally asserting who acts)."""
        self.check(action, seat)
        self._legal = None
        events = self.state.step(action)
        self.log.append(action)
        self.revision += 1
        return events

    def view(self, seat: int) -> View:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.players:
            raise ValueError(f"seat must be 0 to {self.players - 1}, not {seat!r}")
        view = self.state.view(seat)
        if seat == self.state.to_act:
            self._remember_legal(view["legal"])
        return view

    def next_deal(self) -> list[Event]:
        if self.state.status == MATCH_OVER:
            raise refusal(msg("The match is over."))
        if self.state.status != DEAL_OVER:
            raise refusal(msg("The deal is not over yet."))
        self._legal = None
        events = self.state.next_deal()
        self.log.append(NEXT_DEAL)
        self.revision += 1
        return events

    def deal_results(self) -> list[DealResult]:
        return self.state.deal_results()

    def totals(self) -> list[float]:
        return self.state.totals()

    # -- the AI --------------------------------------------------------------
    def ai_action(self, level: str = "normal", budget_ms: int | None = None, view: View | None = None) -> str:
        """The action the AI of ``level`` takes for ``to_act``, from that seat's view only
        (``view``: that view, when the caller has it already)."""
        from .ai import choose

        seat = self.state.to_act
        if seat is None:
            raise nobody_to_act()
        if view is None or view["seat"] != seat:
            view = self.view(seat)
        return choose(self.game_id, view, level, self.ai_seed(), budget_ms)

    def hint(self, lang: str | None = None) -> Hint:
        """The ``normal`` AI's suggestion for ``to_act`` with a short reason (cs and en)."""
        from .ai import hint

        seat = self.state.to_act
        if seat is None:
            raise nobody_to_act()
        return hint(self.game_id, self.state.view(seat), self.ai_seed())

    def guide(self) -> Guide:
        """The first-deal guide's step for ``to_act``: what is decided now (``what``), and the hint."""
        from .guide import guide_text

        return {**self.hint(), "what": guide_text(self.state.view(self.state.to_act or 0))}

    def ai_seed(self) -> str:
        """The AI's own seed: fixed by the match and the position, so replays repeat it."""
        return f"{self.seed}/ai/{len(self.log)}"

    # -- after the deal: review, replay (review.py) ----------------------------
    def review(
        self, seat: int, deal_no: int | None = None, start: int = 0, limit: int | None = None
    ) -> list[ReviewEntry]:
        """The engine's verdict on each decision ``seat`` took in the finished deals (review.py).

        ``deal_no`` keeps one deal; ``start``/``limit`` slice the decisions so a
        caller can judge them a few at a time."""
        from .review import review

        return review(self, seat, deal_no, start, limit)

    def review_size(self, seat: int, deal_no: int | None = None) -> int:
        """How many decisions ``review(seat, deal_no)`` judges (cheap: no search)."""
        from .review import decisions

        return len(decisions(self, seat, deal_no))

    def replay(self, deal_no: int) -> list[Frame]:
        """Every position of a finished deal with all hands open (review.py)."""
        from .review import replay

        return replay(self, deal_no)

    def record(self, seat: int) -> Record:
        """What the page's statistics keep of this match for ``seat`` (review.py)."""
        from .review import record

        return record(self, seat)

    # -- practice: taking back one's own decisions --------------------------
    def set_practice(self, on: bool) -> None:
        """Allow (or forbid) ``undo``; a match where undo was used stays marked."""
        if not isinstance(on, bool):
            raise ValueError(f"practice must be true or false, not {on!r}")
        self.practice = on
        self.revision += 1

    def undo(self, seat: int, keep: Sequence[int] = ()) -> int:
        """Take back ``seat``'s last decision and everything after it; return how many log entries went.

        Only in practice. The match is rebuilt from the seed and the shortened
        log, so it is exactly as it stood before that decision. ``keep``: seats
        whose moves must not go with it (pass and play's other people): when one
        of them has moved since, nothing is taken back and the error names them."""
        if not self.practice:
            raise refusal(msg("Taking back a move is allowed only in practice (turn practice on first)."))
        actors = _actors(self)
        last = _last_decision(self, seat, actors)
        if last is None:
            raise refusal(msg("You have no move to take back."))
        since = sorted({a for a in actors[last + 1 :] if a is not None and a in keep and a != seat})
        if since:
            names = ", ".join(f"{{p{a}}}" for a in since)
            raise refusal(msg("{seats} played after your last move; taking it back would erase their moves too.",
                              seats=names))
        rebuilt = self.fresh()
        for entry in self.log[:last]:
            rebuilt.replay_entry(entry)
        dropped = len(self.log) - last
        self.state, self.log = rebuilt.state, rebuilt.log
        self.undo_used = True
        self.revision += 1
        return dropped

    # -- copies and saves ----------------------------------------------------
    def fresh(self) -> Session:
        """The same match at its start: game, players, seed, options and fixed deal, no move made."""
        return Session(self.game_id, self.players, self.seed, self.options, self.deal)

    def replay_entry(self, entry: str) -> None:
        """Apply one entry of the log: an action, or the marker that deals the next deal."""
        if entry == NEXT_DEAL:
            self.next_deal()
        else:
            self.act(entry)

    def save(self) -> str:
        body = {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.game_id,
            "players": self.players,
            "options": self.options,
            "seed": self.seed,
            "deal": self.deal,
            "log": self.log,
            "revision": self.revision,
            "practice": self.practice,
            "undo_used": self.undo_used,
        }
        body["digest"] = _digest(body)
        return json.dumps(body, ensure_ascii=False, separators=(",", ":"))


def _digest(body: Mapping[str, object]) -> str:
    canon = json.dumps(body, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(canon.encode("utf-8")).hexdigest()[:32]


def _plain_deal(deal: Deal | None) -> dict[str, object] | None:
    """A JSON round trip: the deal becomes plain lists of code strings."""
    if deal is None:
        return None
    try:
        plain = json.loads(json.dumps(dict(deal)))
    except (TypeError, ValueError) as err:
        raise ValueError(f"deal must hold lists of card codes: {err}") from None
    if not isinstance(plain, dict):
        raise ValueError("deal must be a mapping")
    return plain


# The fields of a save at each version, digest included; a save has exactly these.
_FIELDS = {
    1: frozenset({"format", "version", "game", "players", "options", "seed", "deal", "log", "digest"}),
    2: frozenset({
        "format", "version", "game", "players", "options", "seed", "deal", "log", "revision", "practice", "undo_used",
        "digest",
    }),
}


def _from_v1(body: dict[str, object]) -> dict[str, object]:
    """Version 1 had no revision: every logged entry was one change."""
    log = body.get("log")
    return {
        **body,
        "version": 2,
        "revision": len(log) if isinstance(log, list) else 0,
        "practice": False,
        "undo_used": False,
    }


# version -> the function that lifts a save (digest already checked) to the next version
_MIGRATIONS = {1: _from_v1}


def _is_int(value: object) -> TypeGuard[int]:
    """A whole JSON number: true is not 1 and 1.0 is not 1 in a save."""
    return type(value) is int


def _game_name(game_id: str) -> Text | str:
    """The game's name for a message, or its id in quotes when no game has it."""
    try:
        return game_class(game_id).info.name
    except (ValueError, KeyError):
        return repr(game_id)


def _parse_save(text: str | bytes) -> SaveBody:
    """The body of a save at the current version: format, fields, types and digest checked."""
    try:
        parsed = jsontext.loads(text)
    except jsontext.JSONTextError as err:
        raise bad_save(msg("The save is not valid JSON: {error}", error=said(err))) from None
    if not isinstance(parsed, dict) or parsed.get("format") != SAVE_FORMAT:
        raise bad_save(msg("This is not a Cardavia save."))
    body: dict[str, object] = dict(parsed)
    version = body.get("version")
    if not _is_int(version) or version < 1:
        raise bad_save(msg("The save's version {version} is not a version.", version=repr(version)))
    if version > SAVE_VERSION:
        raise bad_save(msg("The save was made by a newer Cardavia (save version {version}); reload the page.",
                           version=version))
    fields = _FIELDS[version]
    missing, unknown = sorted(fields - set(body)), sorted(set(body) - fields)
    if missing or unknown:
        fields_named = {"missing": ", ".join(missing), "unknown": ", ".join(unknown)}
        if not unknown:
            raise bad_save(msg("The save's fields are wrong: it lacks {missing}.", **fields_named))
        if not missing:
            raise bad_save(msg("The save's fields are wrong: unknown field(s) {unknown}.", **fields_named))
        raise bad_save(msg("The save's fields are wrong: it lacks {missing}; unknown field(s) {unknown}.",
                           **fields_named))
    digest = body.pop("digest")
    if not isinstance(digest, str) or digest != _digest(body):
        raise bad_save(msg("The save was modified or damaged (its checksum does not match)."))
    while (version := cast("int", body["version"])) < SAVE_VERSION:  # a whole number from 1, checked above
        body = _MIGRATIONS[version](body)
    return _check_types(body)


def _check_types(body: dict[str, object]) -> SaveBody:
    """The body, once each field of a current-version body has exactly its JSON type."""
    log, options, deal, revision = body["log"], body["options"], body["deal"], body["revision"]
    wrong = [
        name
        for name, ok in (
            ("game", isinstance(body["game"], str)),
            ("players", _is_int(body["players"])),
            ("seed", isinstance(body["seed"], str)),
            ("log", isinstance(log, list) and all(isinstance(a, str) for a in log)),
            ("options", isinstance(options, dict)),  # each value is checked by its option, type and all
            ("deal", deal is None or isinstance(deal, dict)),
            ("revision", _is_int(revision) and isinstance(log, list) and revision >= len(log)),
            ("practice", isinstance(body["practice"], bool)),
            ("undo_used", isinstance(body["undo_used"], bool)),
        )
        if not ok
    ]
    if wrong:
        names = ", ".join(wrong)
        raise bad_save(msg("The save's {fields} has the wrong type or value.", fields=names))
    return cast("SaveBody", body)


def load(text: str | bytes, game: str | None = None) -> Session:
    """Rebuild a session from ``Session.save()``; SaveError if it is not a valid save (of ``game``, if given)."""
    body = _parse_save(text)
    if game is not None and body["game"] != game:
        raise bad_save(msg("This is a save of {game}, not of {wanted}.", game=_game_name(body["game"]),
                           wanted=_game_name(game)))
    try:
        session = Session(body["game"], body["players"], body["seed"], body["options"], body["deal"])
    except (ValueError, TypeError, KeyError, IndexError) as err:
        raise bad_save(msg("The save describes no valid match: {error}", error=str(err))) from None
    for n, action in enumerate(body["log"]):
        try:
            session.replay_entry(action)
        except IllegalAction as err:
            raise bad_save(msg("Move {n} of the save ({action}) cannot be replayed: {error}",
                               n=n + 1, action=repr(action), error=said(err))) from None
    session.revision = body["revision"]
    session.practice, session.undo_used = body["practice"], body["undo_used"]
    return session


def _actors(session: Session) -> list[int | None]:
    """Who made each entry of the log (None: the next deal's marker), replayed: the log does not name actors."""
    replay = session.fresh()
    actors: list[int | None] = []
    for entry in session.log:
        actors.append(None if entry == NEXT_DEAL else replay.to_act)
        replay.replay_entry(entry)
    return actors


def _last_decision(session: Session, seat: int, actors: list[int | None]) -> int | None:
    """The log index of ``seat``'s last action, or None."""
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < session.players:
        raise ValueError(f"seat must be 0 to {session.players - 1}, not {seat!r}")
    mine = [n for n, actor in enumerate(actors) if actor == seat]
    return mine[-1] if mine else None


__all__ = ["PLAYING", "Session", "load"]
