"""The AI levels, and the hint for a human player.

Every level sees one seat's view and its own seeded RNG, nothing else:

- ``random``: a uniformly random legal action;
- ``easy``: the game's rule-based ``easy(view, rng)`` hook (fast, no search);
- ``normal``: determinized search (``search.py``) with the game's ``rollout``
  hook, about ``NORMAL_MS`` of thinking — the default opponent;
- ``strong``: the same search with about ``STRONG_MS``, pruning later and
  deferring less to the rule-based move (``SETTINGS``), so that it spends
  its larger budget comparing the best candidates; where the game has a
  ``careful_rollout`` hook, its playouts count the cards played (masters,
  sure trumps, the race to three tricks). Those playouts are slower, so it
  samples fewer worlds than the budget alone would give, but judges each
  world better: a larger budget only refines close calls that the playout
  policy itself cannot tell apart. Where the game reads the others' choices
  (``Hooks.evidence``: French Tarot's bids), its worlds lean to the deals in
  which those choices were likely (soft inference, ``core/sampling.py``).

The time budgets are measured by the clock of the Python that runs the search,
so in Pyodide they are Pyodide milliseconds: the search stops itself on time
(the page cannot interrupt it) and the decision latency stays within budget +
one playout. ``iterations`` (playouts) or ``steps`` (simulated actions) replace
the clock with a counted budget: the same seed then gives the same action on
any machine, which tests and the strength benchmark rely on.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, TypedDict

from ..core.errors import nobody_to_act, refusal
from ..core.registry import game as game_class
from ..core.rng import Rng
from ..core.sampling import Tilt, tilted
from ..core.text import msg
from .hooks import Hooks, hooks_for
from .reasons import reason_for
from .search import Budget, SearchResult, SearchSettings, sample_world, search

if TYPE_CHECKING:
    from ..core.protocol import GameState, View
    from ..core.text import Text
    from .search import Sampler

    class Hint(TypedDict):
        """The ``normal`` AI's suggestion for the seat to act, and why (bridge op ``hint``)."""

        action: str
        reason: Text

LEVELS = ("random", "easy", "normal", "strong")
NORMAL_MS = 280.0
STRONG_MS = 1100.0
DEFAULT_MS = {"normal": NORMAL_MS, "strong": STRONG_MS}
# The budgets a caller may ask for: the worker answers nothing else while it searches (docs/protocol.md).
MIN_BUDGET_MS = 1.0
MAX_BUDGET_MS = 5000.0
# The budget of each search level when the caller gives none (tests may swap in counted ones).
DEFAULT_BUDGETS = {level: Budget(ms=ms) for level, ms in DEFAULT_MS.items()}
# How soon each search level settles a decision.
SETTINGS = {
    "normal": SearchSettings(),
    "strong": SearchSettings(min_worlds_before_pruning=16, prune_z=3.0, prune_z_few_worlds=16.0, overrule_z=0.5),
}
# Soft inference (``Hooks.evidence``): the Metropolis swaps that lean each world of the strong level's
# search towards the deals in which the other seats' bids were likely.
STRONG_SWAPS = 120
# Where the game says its rule-based move is exact about what the decision settles at once or knows what
# the playouts cannot (``Hooks.sure``: the last card of a trick; French Tarot's chasse au Petit), the
# standard errors of evidence the search needs to overrule it: the rest of the deal is judged by the
# playouts, whose policy has its own biases.
SURE_OVERRULE_Z = 2.0


def hooks(game_id: str) -> Hooks:
    """The AI policies the game registered (``ai/<game>.py``: ``easy``, ``rollout``, ``careful_rollout``)."""
    return hooks_for(game_class(game_id).info.id)  # game_class: a clear error for an unknown game


def check_level(level: object) -> str:
    if not isinstance(level, str) or level not in LEVELS:
        names = ", ".join(LEVELS)
        raise refusal(msg("Unknown AI level {level}: choose one of {levels}.", level=repr(level), levels=names))
    return level


def check_budget_ms(budget_ms: object) -> float:
    """A caller's time budget, finite and within the documented bounds."""
    if (
        isinstance(budget_ms, bool)
        or not isinstance(budget_ms, (int, float))
        or not MIN_BUDGET_MS <= budget_ms <= MAX_BUDGET_MS  # also false for NaN
    ):
        raise refusal(msg("budget_ms must be a number from {least:g} to {most:g}, not {budget}.",
                          least=MIN_BUDGET_MS, most=MAX_BUDGET_MS, budget=repr(budget_ms)))
    return float(budget_ms)


def budget_for(
    level: str, budget_ms: float | None = None, iterations: int | None = None, steps: int | None = None
) -> Budget:
    """The search budget of a search level: counted if given, else timed."""
    if iterations is not None or steps is not None:
        return Budget(iterations=iterations, steps=steps)
    if budget_ms is not None:
        return Budget(ms=check_budget_ms(budget_ms))
    return DEFAULT_BUDGETS[level]


def choose_action(
    game_id: str,
    view: View,
    level: str,
    seed: str,
    budget_ms: float | None = None,
    *,
    iterations: int | None = None,
    steps: int | None = None,
) -> str:
    """The action of the AI of ``level`` for the seat of ``view``."""
    level = check_level(level)
    if budget_ms is not None:
        check_budget_ms(budget_ms)  # refused at every level, not only where a search spends it
    legal: list[str] = view["legal"]
    if not legal:
        raise nobody_to_act()
    rng = Rng(seed).derive(f"ai/{level}")
    if level == "random":
        return legal[rng.below(len(legal))]
    if len(legal) == 1:
        return legal[0]
    if level == "easy":
        return str(hooks(game_id).easy(view, rng.derive("easy")))
    return analyse(game_id, view, level, seed, budget_ms, iterations=iterations, steps=steps).action


def analyse(
    game_id: str,
    view: View,
    level: str,
    seed: str,
    budget_ms: float | None = None,
    *,
    iterations: int | None = None,
    steps: int | None = None,
    sampler: Sampler = sample_world,
) -> SearchResult:
    """The full search result of a search level (benchmarks, hints, tests).

    ``sampler`` replaces the source of worlds only for diagnostics (the strength harness's
    omniscient seats); play and hints always sample from the view."""
    level = check_level(level)
    if level not in DEFAULT_MS:
        raise ValueError(f"level {level!r} does not search")
    rng = Rng(seed).derive(f"ai/{level}")
    module = hooks(game_id)
    prior = str(module.prior(view, rng.derive("easy"))) if len(view["legal"]) > 1 else None
    budget = budget_for(level, budget_ms, iterations, steps)
    rollout = module.careful_rollout if level == "strong" else module.rollout
    settings = SETTINGS[level]
    if module.sure is not None and prior is not None and module.sure(view, prior):
        settings = replace(settings, overrule_z=max(settings.overrule_z, SURE_OVERRULE_Z))
    evidence = module.evidence(view) if level == "strong" and module.evidence is not None else ()
    if evidence and sampler is sample_world:
        sampler = _leaning(Tilt(evidence, STRONG_SWAPS))
    return search(
        game_class(game_id), view, rollout, rng.derive("search"), budget, prior=prior, settings=settings,
        sampler=sampler,
    )


def _leaning(tilt: Tilt) -> Sampler:
    """Worlds sampled from the view and leaning to the deals ``tilt`` finds likely."""

    def sample(cls: type[GameState], view: View, rng: Rng) -> GameState:
        with tilted(tilt):
            return sample_world(cls, view, rng)

    return sample


def hint_for(
    game_id: str,
    view: View,
    seed: str,
    *,
    iterations: int | None = None,
    budget_ms: float | None = None,
) -> Hint:
    """What the ``normal`` AI would do for this seat, and why, in cs and en."""
    if not view["legal"]:
        raise nobody_to_act()
    result = analyse(game_id, view, "normal", seed, budget_ms, iterations=iterations)
    return {"action": result.action, "reason": reason_for(view, result)}
