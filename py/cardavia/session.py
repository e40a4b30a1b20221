"""A match in progress: validation, the action log, save/load, the AI entry point."""

from __future__ import annotations

import hashlib
import json
from typing import Any

from .errors import IllegalAction, SaveError
from .protocol import DEAL_OVER, MATCH_OVER, PLAYING, Deal, Event, GameState, OptionValue, View
from .registry import game as game_class

SAVE_FORMAT = "cardavia-save"
SAVE_VERSION = 1
NEXT_DEAL = "next_deal"  # the log entry that marks a new deal between actions


def _not_your_turn() -> IllegalAction:
    return IllegalAction("It is not your turn.", "Nejsi na tahu.")


class Session:
    """One match of one game: game id + players + options + seed + actions."""

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
        self.state: GameState = cls.new(players, dict(self.options), self.seed, self.deal)
        self.log: list[str] = []

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
        return sorted(self.state.legal_actions())

    def check(self, action: object, seat: int | None = None) -> None:
        """Raise IllegalAction (explaining why) unless ``action`` is legal now."""
        if seat is not None and seat != self.state.to_act:
            raise _not_your_turn()
        if self.state.to_act is None:
            if self.state.status == DEAL_OVER:
                raise IllegalAction("The deal is over; deal the next one.", "Rozdání skončilo; rozdej další.")
            raise IllegalAction("The match is over.", "Partie skončila.")
        if not isinstance(action, str):
            raise IllegalAction(f"An action must be text, not {action!r}.", f"Tah musí být text, ne {action!r}.")
        if action not in self.state.legal_actions():
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
        events = self.state.step(action)
        self.log.append(action)
        return events

    def view(self, seat: int) -> View:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.players:
            raise ValueError(f"seat must be 0 to {self.players - 1}, not {seat!r}")
        return self.state.view(seat)

    def next_deal(self) -> list[Event]:
        if self.state.status == MATCH_OVER:
            raise IllegalAction("The match is over.", "Partie skončila.")
        if self.state.status != DEAL_OVER:
            raise IllegalAction("The deal is not over yet.", "Rozdání ještě neskončilo.")
        events = self.state.next_deal()
        self.log.append(NEXT_DEAL)
        return events

    def deal_results(self) -> list[dict[str, Any]]:
        return self.state.deal_results()

    def totals(self) -> list[float]:
        return self.state.totals()

    # -- the AI --------------------------------------------------------------
    def ai_action(self, level: str = "normal", budget_ms: int | None = None) -> str:
        """The action the AI of ``level`` takes for ``to_act``, from that seat's view only."""
        from .ai import choose

        seat = self.state.to_act
        if seat is None:
            raise IllegalAction("Nobody has to act now.", "Nikdo teď není na tahu.")
        return choose(self.game_id, self.state.view(seat), level, self.ai_seed(), budget_ms)

    def hint(self, lang: str | None = None) -> dict[str, Any]:
        """The ``normal`` AI's suggestion for ``to_act`` with a short reason (cs and en)."""
        from .ai import hint

        seat = self.state.to_act
        if seat is None:
            raise IllegalAction("Nobody has to act now.", "Nikdo teď není na tahu.")
        return hint(self.game_id, self.state.view(seat), self.ai_seed())

    def guide(self) -> dict[str, Any]:
        """The first-deal guide's step for ``to_act``: what is decided now (``what``), and the hint."""
        from .guide import guide_text

        step = self.hint()
        step["what"] = guide_text(self.state.view(self.state.to_act or 0))
        return step

    def ai_seed(self) -> str:
        """The AI's own seed: fixed by the match and the position, so replays repeat it."""
        return f"{self.seed}/ai/{len(self.log)}"

    # -- copies and saves ----------------------------------------------------
    def clone(self) -> Session:
        other = Session.__new__(Session)
        other.game_id = self.game_id
        other.players = self.players
        other.seed = self.seed
        other.options = dict(self.options)
        other.deal = self.deal
        other.state = self.state.clone()
        other.log = list(self.log)
        return other

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
        }
        body["digest"] = _digest(body)
        return json.dumps(body, ensure_ascii=False, separators=(",", ":"))


def _digest(body: dict[str, Any]) -> str:
    canon = json.dumps(body, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(canon.encode("utf-8")).hexdigest()[:32]


def _plain_deal(deal: Deal | None) -> dict[str, Any] | None:
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


def load(text: str | bytes) -> Session:
    """Rebuild a session from ``Session.save()``; SaveError if it is not a valid save."""
    try:
        body = json.loads(text)
    except (TypeError, ValueError) as err:
        raise SaveError(f"The save is not valid JSON: {err}") from None
    if not isinstance(body, dict) or body.get("format") != SAVE_FORMAT:
        raise SaveError("This is not a Cardavia save.")
    if body.get("version") != SAVE_VERSION:
        raise SaveError(f"Unsupported save version {body.get('version')!r}.")
    digest = body.pop("digest", None)
    if not isinstance(digest, str) or digest != _digest(body):
        raise SaveError("The save was modified or damaged (its checksum does not match).")
    log = body.get("log")
    if not isinstance(log, list) or not all(isinstance(a, str) for a in log):
        raise SaveError("The save's action log is damaged.")
    game_id, seed, options = body.get("game"), body.get("seed"), body.get("options")
    if not isinstance(game_id, str) or not isinstance(seed, str) or not isinstance(options, dict):
        raise SaveError("The save does not name a game, a seed and its options.")
    try:
        session = Session(game_id, body.get("players"), seed, options, body.get("deal"))
    except (ValueError, TypeError) as err:
        raise SaveError(f"The save describes no valid match: {err}") from None
    for n, action in enumerate(log):
        try:
            if action == NEXT_DEAL:
                session.next_deal()
            else:
                session.act(action)
        except IllegalAction as err:
            raise SaveError(f"Move {n + 1} of the save ({action!r}) cannot be replayed: {err}") from None
    return session


__all__ = ["PLAYING", "Session", "load"]
