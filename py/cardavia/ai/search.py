"""Determinized search (Perfect Information Monte Carlo) from one seat's view.

The searcher never sees hidden cards: each *world* is a full state of the
current deal dealt by the game's ``from_view`` from the view alone. In a world,
every candidate action is tried and the deal is played out to its end by the
game's fast ``rollout`` policy, all candidates sharing the same world and the
same rollout seed (common random numbers: the comparison between two actions is
far less noisy than either value). Candidates that are clearly worse than the
leader — their paired difference stays below zero by two standard errors — are
dropped, so later worlds go to the close calls. How readily the search prunes
and overrules the rule-based prior is a per-level :class:`SearchSettings`.

The objective is the acting seat's score change in the current deal relative
to the others: ``own - mean(others)``. In zero-sum games this is the own score
scaled; in games where every seat scores (Triumph tricks, Renaissance Tarot
card points) it values what you take *from* the others, which is what wins.

Work is bounded by a :class:`Budget`: wall-clock milliseconds (the page cannot
interrupt Pyodide, so the search checks the clock after every playout and stops
itself) or, for reproducible tests and benchmarks, a fixed number of playouts or
of simulated actions (``steps``), which makes the result independent of the
machine's speed.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..core.protocol import PLAYING, GameState
from ..core.rng import Rng
from ..core.sampling import Inconsistent

if TYPE_CHECKING:
    from ..core.protocol import View

    # Where the worlds come from: the view's hidden cards dealt at random (``sample_world``);
    # a diagnostic may pass the true state instead, to measure what hidden cards cost.
    # For the checker only, like the View it names.
    Sampler = Callable[[type[GameState], View, Rng], GameState]

Rollout = Callable[[GameState, Rng], str]

MAX_ROLLOUT_STEPS = 2000  # a safety net: no deal of ours comes near it
FIRST_WORLD_OVERRUN = 1.25  # a timed search may overrun by this factor to finish its first world


@dataclass(frozen=True)
class Budget:
    """How much work one decision may take.

    ``iterations`` (playouts) or ``steps`` (simulated actions) make the search
    deterministic; otherwise ``ms`` of wall-clock time is the limit. The first
    world is always completed, so every candidate has a value — under a timed
    budget only while it stays within ``FIRST_WORLD_OVERRUN`` times the budget
    (the rule-based prior is evaluated first, so it always has one).
    """

    ms: float | None = None
    iterations: int | None = None
    steps: int | None = None

    def __post_init__(self) -> None:
        if self.ms is None and self.iterations is None and self.steps is None:
            raise ValueError("a search budget needs ms, iterations or steps")
        for name in ("ms", "iterations", "steps"):
            value = getattr(self, name)
            if value is not None and value <= 0:
                raise ValueError(f"budget {name} must be positive, not {value!r}")

    @property
    def fixed(self) -> bool:
        """True when the work is counted, not timed (reproducible results)."""
        return self.iterations is not None or self.steps is not None


@dataclass(frozen=True)
class SearchSettings:
    """How soon the search settles a decision.

    Pruning and deferring to the prior save work on clear decisions; a level
    with a larger budget can prune later and defer less, so that its extra
    worlds go to comparing the best candidates instead of being left unused.
    """

    min_worlds_before_pruning: int = 6
    prune_z: float = 2.0  # standard errors below the leader that drop an action ...
    prune_z_few_worlds: float = 8.0  # ... plus this / worlds: the spread of few worlds is unreliable
    min_worlds_equivalent: int = 8  # actions with identical results in this many worlds are equivalent
    overrule_z: float = 1.0  # standard errors of evidence the search needs to overrule the prior

    def prune_margin_z(self, worlds: int) -> float:
        """Standard errors a paired difference must lie below zero to be dropped."""
        return self.prune_z + self.prune_z_few_worlds / worlds


@dataclass
class Candidate:
    """What the search learned about one legal action."""

    action: str
    values: dict[int, float] = field(default_factory=dict)  # world -> relative value
    own_total: float = 0.0  # sum of the acting seat's own score change
    owns: dict[int, float] = field(default_factory=dict)  # world -> the acting seat's own score change
    trick_wins: int = 0  # playouts in which the acting seat won the current trick
    tricks_seen: int = 0  # playouts in which the current trick was completed
    pruned_at: int | None = None

    @property
    def n(self) -> int:
        return len(self.values)

    @property
    def mean(self) -> float:
        return sum(self.values.values()) / len(self.values) if self.values else -math.inf

    @property
    def own_mean(self) -> float:
        return self.own_total / len(self.values) if self.values else 0.0

    @property
    def trick_win_rate(self) -> float | None:
        return self.trick_wins / self.tricks_seen if self.tricks_seen else None


@dataclass
class SearchResult:
    action: str
    candidates: list[Candidate]  # best first
    worlds: int
    playouts: int
    steps: int
    elapsed_ms: float


@dataclass
class Outcome:
    """One playout's result for the acting seat."""

    value: float
    own: float
    won_trick: bool | None
    steps: int


def playout(state: GameState, first: str, seat: int, rollout: Rollout, rng: Rng) -> Outcome:
    """Apply ``first``, then let ``rollout`` play every seat to the end of the deal.

    The deal ends when the state leaves PLAYING or a new deal starts inside a
    step (a void deal the rules redeal, which scores nothing).
    """
    results_before = len(state.results)  # not deal_results(): no summary is read here
    won_trick: bool | None = None
    action = first
    steps = 0
    while True:
        events = state.step(action)
        steps += 1
        new_deal = False
        for ev in events:
            kind = ev.get("type")
            if kind == "trick" and won_trick is None:
                won_trick = ev.get("winner") == seat
            elif kind == "deal":
                new_deal = True
        if state.status != PLAYING or new_deal or steps >= MAX_ROLLOUT_STEPS:
            break
        action = rollout(state, rng)
    finished = len(state.results) > results_before
    scores = [float(x) for x in state.results[-1]["scores"]] if finished else [0.0] * state.players
    own = scores[seat]
    others = [scores[s] for s in range(len(scores)) if s != seat]
    value = own - (sum(others) / len(others) if others else 0.0)
    return Outcome(value, own, won_trick, steps)


def sample_world(cls: type[GameState], view: View, rng: Rng, tries: int = 4) -> GameState:
    """A state of the current deal consistent with ``view`` (hidden cards sampled)."""
    last: Exception | None = None
    for k in range(tries):
        try:
            return cls.from_view(view, rng.derive(f"try{k}") if k else rng)
        except Inconsistent as err:
            last = err
    raise Inconsistent(f"could not sample a world consistent with the view: {last}")


def search(
    cls: type[GameState],
    view: View,
    rollout: Rollout,
    rng: Rng,
    budget: Budget,
    candidates: list[str] | None = None,
    prior: str | None = None,
    settings: SearchSettings = SearchSettings(),
    sampler: Sampler = sample_world,
) -> SearchResult:
    """Choose among ``candidates`` (default: the view's legal actions) by PIMC.

    ``prior`` (the rule-based choice) is tried first in every world, so a
    search cut short by its clock has evaluated at least that, and it stands
    unless the search finds a clearly better action (``_clearly_better``).
    """
    start = time.perf_counter()
    seat = view["seat"]
    actions = list(candidates if candidates is not None else view["legal"])
    if not actions:
        raise ValueError("the search needs at least one legal action")
    cands = {a: Candidate(a) for a in actions}
    if len(actions) == 1:
        return SearchResult(actions[0], list(cands.values()), 0, 0, 0, 0.0)
    alive = list(actions)
    deadline = start + budget.ms / 1000.0 if budget.ms is not None else math.inf
    hard_deadline = start + FIRST_WORLD_OVERRUN * budget.ms / 1000.0 if budget.ms is not None else math.inf
    worlds = playouts = steps = 0

    def exhausted() -> bool:
        if budget.iterations is not None and playouts >= budget.iterations:
            return True
        if budget.steps is not None and steps >= budget.steps:
            return True
        return not budget.fixed and time.perf_counter() >= deadline

    def overdue() -> bool:
        """The first world is completed unless it runs far over a timed budget."""
        return not budget.fixed and time.perf_counter() >= hard_deadline

    stop = False
    while not stop:
        world_rng = rng.derive(f"world{worlds}")
        world = sampler(cls, view, world_rng.derive("deal"))
        play_seed = world_rng.derive("play").material
        order = world_rng.shuffled(alive)  # a cut-off world must not favour the first actions
        if prior in order:
            order.remove(prior)
            order.insert(0, prior)
        for action in order:
            out = playout(world.clone(), action, seat, rollout, Rng(play_seed))
            cand = cands[action]
            cand.values[worlds] = out.value
            cand.own_total += out.own
            cand.owns[worlds] = out.own
            if out.won_trick is not None:
                cand.tricks_seen += 1
                cand.trick_wins += out.won_trick
            playouts += 1
            steps += out.steps
            if exhausted() if worlds > 0 else overdue():
                stop = True
                break
        worlds += 1
        if worlds >= settings.min_worlds_before_pruning and len(alive) > 1:
            alive = _prune(alive, cands, worlds, settings, prior)
            if len(alive) == 1:
                stop = True
    evaluated = [c for c in cands.values() if c.n > 0]
    best = max((c for c in evaluated if c.pruned_at is None), key=lambda c: c.mean, default=None)
    if best is None:
        best = max(evaluated, key=lambda c: c.mean)
    if prior is not None and prior in cands and not _clearly_better(best, cands[prior], settings.overrule_z):
        best = cands[prior]
    ranked = [best, *sorted((c for c in cands.values() if c is not best), key=lambda c: c.mean, reverse=True)]
    elapsed = (time.perf_counter() - start) * 1000.0
    return SearchResult(best.action, ranked, worlds, playouts, steps, elapsed)


def _clearly_better(best: Candidate, prior: Candidate, overrule_z: float) -> bool:
    """Whether the search has evidence to overrule the rule-based ``prior``.

    A pruned prior was clearly worse. Otherwise the paired difference over the
    shared worlds must exceed ``overrule_z`` standard errors: where sampling
    cannot tell the choices apart (a noisy discard, a close bid) the expert
    rule is the better bet than the noise.
    """
    if best is prior or prior.pruned_at is not None or prior.n == 0:
        return True
    diffs = [v - prior.values[w] for w, v in best.values.items() if w in prior.values]
    n = len(diffs)
    if n < 2:
        return False
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean > overrule_z * math.sqrt(var / n)


def _prune(
    alive: list[str], cands: dict[str, Candidate], worlds: int, settings: SearchSettings, prior: str | None = None
) -> list[str]:
    """Drop actions whose paired difference to the leader is clearly negative,
    or exactly zero in every world so far (e.g. two adjacent cards of a suit).

    Of actions level with the leader, the rule-based ``prior`` leads: an action that the
    worlds cannot tell from it is dropped, never the prior (a pruned prior counts as
    clearly worse, and the worlds may simply not hold the case that tells them apart,
    such as a sin that the playouts always break a trick later)."""
    leader = max(alive, key=lambda a: (cands[a].mean, a == prior))
    lead_values = cands[leader].values
    keep = []
    for action in alive:
        if action == leader:
            keep.append(action)
            continue
        values = cands[action].values
        diffs = [v - lead_values[w] for w, v in values.items() if w in lead_values]
        n = len(diffs)
        if n < settings.min_worlds_before_pruning:
            keep.append(action)
            continue
        if n >= settings.min_worlds_equivalent and not any(diffs):
            cands[action].pruned_at = worlds  # same outcome in every world: no need to tell them apart
            continue
        mean = sum(diffs) / n
        var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
        margin = settings.prune_margin_z(n) * math.sqrt(var / n)
        if mean + margin < 0 or (var == 0.0 and mean < 0):
            cands[action].pruned_at = worlds
        else:
            keep.append(action)
    return keep
