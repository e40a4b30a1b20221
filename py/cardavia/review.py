"""After the deal: the engine's verdict on every decision a seat took, and the open replay.

A decision is judged the way the ``normal`` AI would have taken it: from the
view that seat had at that moment (never the hidden cards), by the same search
(``ai.levels.analyse``). The search values every legal action over the same
sampled worlds; the loss of the action taken is its paired shortfall against
the search's choice, converted to the game's score unit. The budget is counted
(``REVIEW_STEPS`` simulated actions) and the seed comes from the match and the
step, so one save always gives the same review, on any machine.

A review is computed in slices (``start``/``limit``) so the page can ask for one
decision per request and stay responsive. The replay (``replay``) shows every
hand, so it is given only for deals that are over.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypedDict

from .core.display import match_winners
from .core.errors import refusal
from .core.glossary import amount
from .core.protocol import MATCH_OVER, PLAYING
from .core.registry import game as game_class
from .core.text import msg, pmsg, sentences

if TYPE_CHECKING:
    from .ai.search import Candidate, SearchResult
    from .core.protocol import LastTrick, TrickJson, View
    from .core.text import Text
    from .session import Session

# For the type checker only: creating these TypedDicts at run time slows every page's engine start.
if TYPE_CHECKING:
    class ReviewEntry(TypedDict):
        """The verdict on one decision (``review``, bridge op ``review``)."""

        deal_no: int
        step: int
        action: str
        best: str
        loss: float
        reason: Text
        verdict: str

    class Position(TypedDict):
        hands: list[list[str]]
        trick: TrickJson
        last_trick: LastTrick | None
        tricks_won: list[int]
        phase: str

    class Frame(Position):
        """One position of a replayed deal, and the move made from it (all None at the end)."""

        step: int | None
        actor: int | None
        action: str | None
        label: Text | None
        kind: Text | None

    class Record(TypedDict):
        """What the statistics keep of a match for one seat (``record``)."""

        game: str
        players: int
        seed: str
        finished: bool
        deals: int
        scores: list[float]
        total: float
        won: bool
        taken: int
        made: int
        undo_used: bool
        chosen: bool
        practice: bool

# Simulated actions per judged decision. Measured in Pyodide (bench/review.py): one seat's
# random-play deal is judged in 0.3-1.2 s, at most 170 ms a decision (the search prunes early).
REVIEW_STEPS = 6000
# A loss is weighed against the match's typical deal score (mean |score| per seat and deal):
SMALL = 0.03  # below this fraction it is "about as good" (the search's noise)
COSTLY = 0.15  # from this fraction on it is "costly" (the page highlights it)


@dataclass(frozen=True)
class Decision:
    """One action a seat took: where it is in the log and what the seat saw then."""

    deal_no: int
    step: int
    action: str
    view: View


def _replay(session: Session) -> Iterator[tuple[int, str, Session]]:
    """Each log index with its entry and a fresh session as it stood just before it."""
    fresh = session.fresh()
    for step, entry in enumerate(session.log):
        yield step, entry, fresh
        fresh.replay_entry(entry)


def finished_deals(session: Session) -> int:
    """How many deals are over: the one in progress (if any) is not."""
    deal_no: int = session.view(0)["deal_no"]
    return deal_no if session.status == PLAYING else deal_no + 1


def decisions(session: Session, seat: int, deal_no: int | None = None) -> list[Decision]:
    """The actions ``seat`` took in the finished deals (or in deal ``deal_no``), in log order."""
    _check_seat(session, seat)
    done = finished_deals(session)
    if deal_no is not None:
        _check_deal(deal_no, done)
    out: list[Decision] = []
    for step, entry, before in _replay(session):
        if before.to_act != seat or before.status != PLAYING:
            continue
        view = before.view(seat)
        number: int = view["deal_no"]
        if number < done and (deal_no is None or number == deal_no):
            out.append(Decision(number, step, entry, view))
    return out


def review(
    session: Session, seat: int, deal_no: int | None = None, start: int = 0, limit: int | None = None
) -> list[ReviewEntry]:
    """Judged entries for ``decisions(session, seat, deal_no)[start:start + limit]``."""
    if isinstance(start, bool) or not isinstance(start, int) or start < 0:
        raise ValueError(f"start must be a whole number ≥ 0, not {start!r}")
    if limit is not None and (isinstance(limit, bool) or not isinstance(limit, int) or limit < 0):
        raise ValueError(f"limit must be a whole number ≥ 0, not {limit!r}")
    chosen = decisions(session, seat, deal_no)
    stop = None if limit is None else start + limit
    scale = typical_score(session)
    return [judge(session, d, scale) for d in chosen[start:stop]]


def typical_score(session: Session) -> float:
    """The mean absolute score of a seat in the match's finished deals (at least 1): what a loss is weighed by."""
    scores = [abs(float(x)) for r in session.deal_results() for x in r["scores"]]
    return max(1.0, sum(scores) / len(scores)) if scores else 1.0


def judge(session: Session, decision: Decision, scale: float = 1.0) -> ReviewEntry:
    """The verdict on one decision: the search's choice and what the action taken cost.

    Besides the contract's keys, ``verdict`` sorts it for the page: "best" (the
    engine's choice), "fine" (a loss within the search's noise, below ``SMALL``
    of ``scale``) or "costly" (from ``COSTLY`` of ``scale``), else "slip"."""
    from .ai.levels import analyse

    view = decision.view
    seed = f"{session.seed}/review/{decision.step}"
    result = analyse(session.game_id, view, "normal", seed, steps=REVIEW_STEPS)
    best = result.action
    loss = _loss(session, result, decision.action)
    verdict = (
        "best" if decision.action == best
        else "fine" if loss < SMALL * scale
        else "costly" if loss >= COSTLY * scale
        else "slip"
    )
    return {
        "deal_no": decision.deal_no,
        "step": decision.step,
        "action": decision.action,
        "best": best,
        "loss": loss,
        "reason": _reason(view, result, decision.action, loss, verdict == "fine"),
        "verdict": verdict,
    }


def _candidate(result: SearchResult, action: str) -> Candidate:
    return next(c for c in result.candidates if c.action == action)


def _loss(session: Session, result: SearchResult, action: str) -> float:
    """The paired mean shortfall of ``action`` against the search's choice, in the score unit.

    The search's value is own score minus the others' mean; in a zero-sum game
    that is the own score times n/(n-1), so it is scaled back to the own score.
    """
    if action == result.action:
        return 0.0
    best, mine = _candidate(result, result.action), _candidate(result, action)
    shared = [w for w in mine.values if w in best.values]
    if not shared:
        return 0.0
    gap = sum(best.values[w] - mine.values[w] for w in shared) / len(shared)
    n = session.players
    if game_class(session.game_id).info.zero_sum and n > 1:
        gap *= (n - 1) / n
    return round(max(0.0, gap), 1)


def _lost(action: str, mine: Text, best: Text, lost: Text) -> Text:
    """What a move other than the engine's choice cost: {mine} and {best} are moves' labels, {amount}
    an amount of the game's unit ("26 points", "0.3 points")."""
    verb = action.partition(":")[0]
    if verb == "play":
        return msg("Playing '{mine}' here lost about {amount} on average; the engine would choose '{best}'.",
                   mine=mine, best=best, amount=lost)
    if verb == "discard":
        return msg("Discarding '{mine}' here lost about {amount} on average; the engine would choose '{best}'.",
                   mine=mine, best=best, amount=lost)
    if verb == "take":
        return msg("Taking '{mine}' here lost about {amount} on average; the engine would choose '{best}'.",
                   mine=mine, best=best, amount=lost)
    return msg("Choosing '{mine}' here lost about {amount} on average; the engine would choose '{best}'.",
               mine=mine, best=best, amount=lost)


def _reason(view: View, result: SearchResult, action: str, loss: float, fine: bool) -> Text:
    from .ai.reasons import _label, motive_for, reason_for

    mine = _label(view, action)
    if len(view["legal"]) == 1:
        return reason_for(view, result)
    best = _label(view, result.action)
    if action == result.action:
        # Translators: {mine} is the label of the player's move; the hint's reasons follow this sentence.
        return sentences(msg("'{mine}' is the engine's choice too.", mine=mine), reason_for(view, result))
    if fine:
        return msg("'{mine}' is about as good as '{best}', the engine's choice.", mine=mine, best=best)
    lost = _lost(action, mine, best, amount(loss, game_class(view["game"]).info.score_unit))
    why = _trick_fact(view, _candidate(result, action), _candidate(result, result.action), mine, best)
    if why is None:  # else what the engine's choice is for
        why = motive_for(view, result.action, _candidate(result, result.action).trick_win_rate)
    return sentences(lost, why)


def _trick_fact(view: View, mine: Candidate, best: Candidate, mine_name: Text, best_name: Text) -> Text | None:
    """How often each card won the trick in progress, when that tells them apart."""
    a, b = mine.trick_win_rate, best.trick_win_rate
    in_progress = bool(view["trick"]["cards"])
    if a is None or b is None or abs(a - b) < 0.3 or not in_progress:
        return None
    # Translators: {mine} and {best} are two cards; each wins the trick in the share of the deals after it.
    return msg("'{mine}' wins this trick in {mine_rate:.0%} of the deals, '{best}' in {best_rate:.0%}.",
               mine=mine_name, mine_rate=a, best=best_name, best_rate=b)


# What kind of decision a card action is, named beside its card ("Discard — You: Three of coins"); the
# other actions' labels say it themselves ("Pass", "Garde").
_KINDS: dict[str, Text] = {
    "play": pmsg("a decision in the replay", "Card played"),
    "discard": pmsg("a decision in the replay", "Discard"),
    "take": pmsg("a decision in the replay", "Turned card taken, discard"),  # Maw: take:<card discarded>
}


def replay(session: Session, deal_no: int) -> list[Frame]:
    """Every position of a finished deal with all hands open: one frame before each action and one at the end.

    A frame names the step (index in the log), who acted and how (with a label and, for a card,
    the kind of decision),
    every seat's hand, the trick on the table and the tricks won so far.
    """
    from .ai.reasons import _label
    from .session import NEXT_DEAL

    _check_deal(deal_no, finished_deals(session))
    frames: list[Frame] = []
    last: Session | None = None
    for step, entry, before in _replay(session):
        if before.status != PLAYING or before.view(0)["deal_no"] != deal_no:
            if frames:
                break
            continue
        actor = before.to_act
        assert actor is not None and entry != NEXT_DEAL
        view = before.view(actor)
        frames.append({**_position(before), "step": step, "actor": actor, "action": entry,
                       "label": _label(view, entry), "kind": _KINDS.get(entry.partition(":")[0])})
        last = before
    if last is None:
        return frames
    # The end: the state after the deal's last action (the last `before` was advanced by the replay).
    frames.append({**_position(last), "step": None, "actor": None, "action": None, "label": None, "kind": None})
    return frames


def _position(session: Session) -> Position:
    views = [session.view(s) for s in range(session.players)]
    first = views[0]
    return {
        "hands": [v["hand"] for v in views],
        "trick": first["trick"],
        "last_trick": first["last_trick"],
        "tricks_won": first["tricks_won"],
        "phase": first["phase"],
    }


def _check_seat(session: Session, seat: object) -> None:
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < session.players:
        raise ValueError(f"seat must be 0 to {session.players - 1}, not {seat!r}")


def _check_deal(deal_no: object, done: int) -> None:
    if isinstance(deal_no, bool) or not isinstance(deal_no, int) or deal_no < 0:
        raise ValueError(f"deal_no must be a whole number ≥ 0, not {deal_no!r}")
    if deal_no >= done:
        raise refusal(msg("That deal is not over yet: it can be reviewed once it is finished."))


def record(session: Session, seat: int) -> Record:
    """What the statistics keep of a match for ``seat``: deals, scores, contracts, the undo mark.

    ``chosen`` (a fixed first deal) and ``practice`` (practice is on, or undo was used) mark a
    match the statistics keep apart from the ordinary ones. ``won`` is true when the seat's
    total is the highest (shared with a partner or tied counts) and not everyone's;
    ``taken``/``made`` count the deals the seat was the taker in and made (games whose results
    name a ``taker``)."""
    _check_seat(session, seat)
    results = session.deal_results()
    totals = session.totals()
    scores = [float(r["scores"][seat]) for r in results]
    taken = [r for r in results if r.get("taker") == seat]
    winners = match_winners(totals)
    return {
        "game": session.game_id,
        "players": session.players,
        "seed": session.seed,
        "finished": session.status == MATCH_OVER,
        "deals": len(results),
        "scores": scores,
        "total": float(totals[seat]),
        "won": seat in winners and len(winners) < len(totals),
        "taken": len(taken),
        "made": sum(1 for r in taken if r.get("made")),
        "undo_used": session.undo_used,
        "chosen": session.deal is not None,
        "practice": session.practice or session.undo_used,
    }
