"""AI strength by duplicate matches: the same deals replayed with the seats rotated.

For every game and every pair of adjacent levels (random < easy < normal <
strong) each *board* (one seeded deal) is played twice with the default number
of players: seats alternate A B A B, then B A B A, so every seat and every hand
is played once by each level and the luck of the cards cancels. (With an odd
number of players one seat is A and the others B, rotated through every seat.)
A board's result is the mean score change per deal of the A seats minus that of
the B seats, in the game's unit (points, chips, florins), averaged over the
seatings; the table gives its mean over the boards with a 95% confidence
interval (normal approximation, 1.96 standard errors). The higher level is B:
a positive number means the stronger level wins.

Reproducible and machine-independent: the search levels get a counted budget
of simulated actions (``steps``), calibrated to what Pyodide does within the
level's time budget (``CALIBRATION`` below, measured by bench/ai_latency.py under
Node), not the clock. Boards are appended to a JSON-lines file as they finish,
so a long run can be stopped and resumed (boards already there are skipped) and
the table is rebuilt from everything recorded.

Diagnostic pair ``normal-omniscient`` (not part of the ladder): the B seats run
strong's search but every world they search is the true deal — they see all
cards. How far that beats normal bounds what any fair level could gain over
normal by judging the hidden cards better; ``strong-omniscient`` pits it against strong
itself, the same search but for its worlds: what better worlds alone could give strong (an
upper bound for any inference from bids and plays). Diagnostic pair ``strong-strong10``: the B
seats run strong's search with ten times its work (``TENFOLD``); how far that beats
strong bounds what more thinking time alone would buy.

Frozen opponent: a level named ``frozen_<level>`` (``frozen_normal``, ``frozen_strong``) is
that level of the engine as it was at commit ``FROZEN_COMMIT`` (c38e09e, before issue 29):
``git archive`` extracts its package into .cache/ under the name ``cardavia_<commit>``,
and each board is played at two tables at once, today's engine and the frozen one, the
same actions applied to both; a frozen seat decides from the frozen engine's view, the
others from today's. The tables must agree on every hand, legal action and score (a rules
change since then stops the run with a clear message). Pairs ``frozen_normal-normal`` and
``frozen_strong-strong`` then measure today's levels against a yardstick that stays put.

Frozen auction (French Tarot, ``--frozen-auction``): every decision before the first card
(bids, the call, the discard, the slam) is made by one referee level (``--auction-by``,
normal by default) whoever sits there, so both seatings of a board play the same taker,
contract and discard and the pair is judged on card play (and poignées) alone. Its records
are kept apart (``ai_strength_auction.jsonl`` and ``.md`` by default).

OpenSpiel's ISMCTS (levels ``ismcts`` and ``ismcts10``, pairs ``ismcts-strong`` and
``ismcts10-strong``): ``open_spiel.python.algorithms.ismcts.ISMCTSBot`` with OpenSpiel's
random-rollout evaluator, searching our own rules through a thin wrapper of the engine
(``SpielState``), its worlds resampled by our world sampler from the seat's view. Its work
is strong's counted steps (10x for ``ismcts10``): simulations = steps / the actions left in
the deal. An AI written by others on exactly our rules; bench only, never shipped: run it
with the bench virtualenv that ``./build.sh bench`` makes (``.cache/bench-venv``, from
bench/requirements.txt).

Usage:
  python bench/ai_strength.py [--games g1,g2] [--pairs random-easy,easy-normal]
      [--deals 1000] [--strong-deals 200] [--procs 2] [--table FILE]
  python bench/ai_strength.py --table-only     # rebuild the table from the records
  python bench/ai_strength.py --games maw --pairs normal-omniscient --records bench/results/diag_omniscient.jsonl
  python bench/ai_strength.py --pairs frozen_normal-normal,frozen_strong-strong --deals 300 --strong-deals 300
  python bench/ai_strength.py --games french_tarot --frozen-auction --pairs normal-strong,frozen_strong-strong
  .cache/bench-venv/bin/python bench/ai_strength.py --games french_tarot,maw --pairs ismcts-strong,ismcts10-strong \
      --strong-deals 150 --records bench/results/ai_strength_ismcts.jsonl --table bench/results/ai_strength_ismcts.md
Run in the background: nohup python bench/ai_strength.py > bench/results/ai_strength.log &
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
import subprocess
import sys
import tarfile
import time
from collections.abc import Callable, Iterator
from io import BytesIO
from itertools import pairwise
from multiprocessing import Pool
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from cardavia import api  # noqa: E402
from cardavia.ai import choose  # noqa: E402
from cardavia.ai.levels import NORMAL_MS, STRONG_MS, analyse  # noqa: E402
from cardavia.core.registry import game as game_class  # noqa: E402
from cardavia.core.registry import games  # noqa: E402
from cardavia.session import Session  # noqa: E402

if TYPE_CHECKING:
    from cardavia.core.protocol import View

LEVELS = ("random", "easy", "normal", "strong")
PAIRS = tuple(f"{a}-{b}" for a, b in pairwise(LEVELS))
# Not a rung of the ladder: strong's search given the true deal as every world. How far it
# beats normal bounds what any fair level could gain by reading the hidden cards better; how far
# it beats strong, what strong itself could gain by better worlds alone (its play unchanged).
OMNISCIENT = "omniscient"
# Nor is strong's search given ten times strong's work: what more time alone would buy.
TENFOLD = "strong10"
DIAGNOSTIC_PAIRS = (f"normal-{OMNISCIENT}", f"strong-{OMNISCIENT}", f"strong-{TENFOLD}")
# Today's levels against the same levels of the engine at FROZEN_COMMIT.
FROZEN = "frozen_"
FROZEN_COMMIT = "c38e09e"
FROZEN_PAIRS = tuple(f"{FROZEN}{level}-{level}" for level in ("normal", "strong"))
# OpenSpiel's ISMCTS given strong's work, and ten times that.
ISMCTS_WORK = {"ismcts": 1, "ismcts10": 10}
ISMCTS_PAIRS = tuple(f"{level}-strong" for level in ISMCTS_WORK)
# Returns divided by about a deal's typical swing, so that UCT's exploration constant fits every game.
RETURN_SCALE = {"french_tarot": 150.0, "maw": 5.0, "renaissance_tarot": 30.0, "triumph": 8.0, "indulgence": 20.0}
UCT_C = 2.0
ALL_PAIRS = PAIRS + DIAGNOSTIC_PAIRS + FROZEN_PAIRS + ISMCTS_PAIRS
RESULTS = ROOT / "bench" / "results"
# The records of the ladder's table (ai_strength.md), whose means the engine ships (--measured).
LADDER_PARTS = ("", "_easy_normal", "_normal_strong", "_normal_strong_ft", "_normal_strong_rt", "_ind")
LADDER_RECORDS = tuple(RESULTS / f"ai_strength{part}.jsonl" for part in LADDER_PARTS)
# French Tarot's decisions before the first card: the frozen-auction mode leaves them to one referee.
AUCTION_PHASES = frozenset({"bidding", "call", "discard", "declare"})

# Simulated actions per millisecond of search inside Pyodide (Node 22, this
# machine), per game: measured by `node tools/pyodide-run.mjs bench/ai_latency.py
# --calibrate`. A search level gets steps = rate x its time budget, i.e. the work
# the browser would do. Override with --steps-per-ms game=rate,...
CALIBRATION: dict[str, float] = {  # two Pyodide runs (the second on a quieter machine)
    "french_tarot": 50.0,  # measured 59.4, 68.7
    "renaissance_tarot": 80.0,  # measured 85.1, 84.2
    "maw": 40.0,  # measured 40.6, 33.5
    "triumph": 50.0,  # measured 52.7, 54.3
    "indulgence": 45.0,  # measured 45.8, 45.2
    # The strong level's careful playouts do fewer steps per ms: the normal rate times
    # strong/normal as first measured (Pyodide under load: 0.74, 0.71, 0.65; CPython for Maw:
    # 0.84). A later quiet Pyodide run measured 0.69, 0.67, 0.61 and 0.85
    # (bench/results/ai_latency_pyodide.txt): French Tarot's strong got about 7% more than
    # its share here (37), the others their share.
    # French Tarot's strong reads the bids (soft inference: Metropolis swaps for every world), which
    # costs steps: strong's steps per ms in Pyodide fell to 0.72 of what they were (60.0 and 61.5 against
    # 82.9 and 86.9, interleaved in one run; the experiments' section "soft inference from the bids"),
    # so it gets 0.72 of the 37 it had (the latency file's later run: 56.6 against normal's 121.0).
    "french_tarot/strong": 26.5,
    "renaissance_tarot/strong": 53.0,
    "maw/strong": 33.0,
    "triumph/strong": 30.0,
    # Indulgence's careful playouts (issue 29): strong / normal steps per ms in Pyodide 0.85 and 0.91
    # (70.3 / 82.9, 65.6 / 71.9), where the plain playouts gave 1.01 (74.6 / 74.0): 37 is a little
    # under strong's share. Its normal plays the same careful playouts since (issue 29), at the same
    # rate: normal's steps are 37 x 280 ms.
    "indulgence/strong": 37.0,
    "indulgence/normal": 37.0,
}
DEFAULT_RATE = 40.0
# A frozen level whose work differs from today's searches at the rate its own search had: at
# FROZEN_COMMIT Indulgence's levels played the plain playouts, at the plain rate; French Tarot's strong
# read no bids.
FROZEN_CALIBRATION: dict[str, float] = {
    f"indulgence/{FROZEN}strong": CALIBRATION["indulgence"],
    f"indulgence/{FROZEN}normal": CALIBRATION["indulgence"],
    f"french_tarot/{FROZEN}strong": 37.0,  # French Tarot's strong before it read the bids (above)
    # Triumph's and Maw's frozen strong are today's: named, so that an experiment charging today's strong
    # for dearer work (--steps-per-ms triumph/strong=...) leaves the frozen one at the rate it had.
    f"triumph/{FROZEN}strong": CALIBRATION["triumph/strong"],
    f"maw/{FROZEN}strong": CALIBRATION["maw/strong"],
}
BUDGET_MS = {"normal": NORMAL_MS, "strong": STRONG_MS, OMNISCIENT: STRONG_MS, TENFOLD: 10 * STRONG_MS}


def frozen_package(commit: str = FROZEN_COMMIT) -> str:
    """The engine package of ``commit``, extracted once into .cache/ and importable as ``cardavia_<commit>``
    (every import inside it is relative, so it lives beside today's ``cardavia`` without touching it)."""
    name = f"cardavia_{commit}"
    home = ROOT / ".cache" / "frozen-engines"
    if not (home / name / "__init__.py").exists():
        archive = subprocess.run(
            ["git", "archive", "--format=tar", commit, "py/cardavia"], cwd=ROOT, check=True, capture_output=True
        ).stdout
        staging = home / f"{name}.partial"
        with tarfile.open(fileobj=BytesIO(archive)) as tar:
            tar.extractall(staging, filter="data")
        locale = staging / "py" / "cardavia" / "locale"
        if any(locale.glob("*.po")):  # an engine with gettext catalogues reads them compiled, as the build leaves them
            sys.path.insert(0, str(ROOT / "tools"))
            from catalogues import compile_catalogues

            compile_catalogues(stale_only=False, locale=locale)
        (staging / "py" / "cardavia").rename(home / name)
    if str(home) not in sys.path:
        sys.path.insert(0, str(home))
    return name


def frozen_modules() -> tuple[ModuleType, Callable[..., str]]:
    """The frozen engine's ``api`` module and ``ai.choose``."""
    name = frozen_package()
    return importlib.import_module(f"{name}.api"), importlib.import_module(f"{name}.ai").choose


def rate_for(level: str, game_id: str, rates: dict[str, float]) -> float:
    """Steps per ms of a level: ``game/level`` in ``rates`` overrides ``game`` (a level whose
    playouts are slower does less work in the same time); the omniscient and tenfold ones search as
    strong, a frozen level as the same level today unless its work per step was other (other playouts, no
    bid reading: ``FROZEN_CALIBRATION``)."""
    if level.startswith(FROZEN) and f"{game_id}/{level}" in FROZEN_CALIBRATION:
        return FROZEN_CALIBRATION[f"{game_id}/{level}"]
    level = "strong" if level in (OMNISCIENT, TENFOLD) else level.removeprefix(FROZEN)
    return rates.get(f"{game_id}/{level}", rates.get(game_id, DEFAULT_RATE))


def steps_for(level: str, game_id: str, rates: dict[str, float]) -> int | None:
    """The counted budget of a search level."""
    budget_ms = BUDGET_MS.get(level.removeprefix(FROZEN))
    if budget_ms is None:
        return None
    return max(1, round(rate_for(level, game_id, rates) * budget_ms))


def omniscient_action(game_id: str, session: Session, steps: int) -> str:
    """Strong's choice if every world it searched were the true deal (a diagnostic, not fair play)."""
    seat = session.to_act
    assert seat is not None
    truth = session.state
    result = analyse(
        game_id, session.view(seat), "strong", session.ai_seed(), steps=steps, sampler=lambda *_: truth.clone()
    )
    return result.action


class SpielState:
    """One of our game states as OpenSpiel's ISMCTSBot sees a state: it plays to the end of the current deal.

    An information state is the seat, its hand and the actions since the search's root, with the
    card of another seat's discard or take hidden (what the seat saw before the root is the same in
    every world the bot samples)."""

    def __init__(self, game: Any, state: Any, game_id: str, since: tuple[str, ...] = (), results: int | None = None):
        self.game = game
        self.state = state
        self.game_id = game_id
        self.since = since
        self.results = len(state.deal_results()) if results is None else results

    def get_game(self) -> Any:
        return self.game

    def is_terminal(self) -> bool:
        return bool(self.state.status != "playing" or len(self.state.deal_results()) > self.results)

    def is_chance_node(self) -> bool:
        return False

    def current_player(self) -> int:
        return -4 if self.is_terminal() else int(self.state.to_act)  # pyspiel.PlayerId.TERMINAL

    def legal_actions(self, player: int | None = None) -> list[str]:
        return [] if self.is_terminal() else list(self.state.legal_actions())

    def apply_action(self, action: str) -> None:
        verb, _, _card = str(action).partition(":")
        self.state.step(str(action))
        self.since = (*self.since, f"{verb}:?" if verb in ("discard", "take") else str(action))

    def information_state_string(self, player: int | None = None) -> str:
        seat = self.current_player() if player is None else player
        return json.dumps([seat, sorted(c.code for c in self.state.hands[seat]), self.since])

    def returns(self) -> list[float]:
        players = self.state.players
        if len(self.state.deal_results()) <= self.results:
            return [0.0] * players
        scores = [float(x) for x in self.state.deal_results()[-1]["scores"]]
        total = sum(scores)
        scale = RETURN_SCALE.get(self.game_id, 10.0)
        return [(x - (total - x) / (players - 1)) / scale for x in scores]

    def clone(self) -> SpielState:
        return SpielState(self.game, self.state.clone(), self.game_id, self.since, self.results)


def ismcts_action(game_id: str, session: Session, level: str, steps: int) -> str:
    """OpenSpiel's ISMCTSBot's choice for the seat to act, given ``steps`` simulated actions of work."""
    from types import SimpleNamespace

    import numpy as np  # type: ignore[import-not-found]  # the bench venv only
    import pyspiel  # type: ignore[import-not-found]
    from open_spiel.python.algorithms import ismcts, mcts  # type: ignore[import-not-found]

    from cardavia.ai.search import sample_world
    from cardavia.core.rng import Rng

    seat = session.to_act
    assert seat is not None
    view = session.view(seat)
    if len(view["legal"]) == 1:
        return str(view["legal"][0])
    cls = game_class(game_id)
    rng = Rng(session.ai_seed()).derive(f"ai/{level}")
    game_type = SimpleNamespace(dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
                                information=pyspiel.GameType.Information.IMPERFECT_INFORMATION)
    game = SimpleNamespace(get_type=lambda: game_type, num_players=lambda: view["players"])
    worlds = iter(range(10**9))

    def resample(_state: Any, _player: int) -> SpielState:
        return SpielState(game, sample_world(cls, view, rng.derive(f"world{next(worlds)}")), game_id)

    # Simulations: the work divided by the length of one random playout of what is left of the deal.
    probe = resample(None, seat)
    left = 0
    random_state = np.random.RandomState(rng.derive("bot").below(2**31))
    while not probe.is_terminal():
        probe.apply_action(probe.legal_actions()[random_state.randint(len(probe.legal_actions()))])
        left += 1
    simulations = max(1, steps * ISMCTS_WORK[level] // max(left, 1))
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=random_state)
    bot = ismcts.ISMCTSBot(game, evaluator, UCT_C, simulations, random_state=random_state)
    bot.set_resampler(resample)
    policy = bot.run_search(resample(None, seat))
    return str(max(policy, key=lambda pair: pair[1])[0])


def seatings(players: int) -> list[list[int]]:
    """For each seating, 1 where the B level sits and 0 for A."""
    if players % 2 == 0:
        return [[(s + r) % 2 for s in range(players)] for r in (0, 1)]
    return [[0 if s == r else 1 for s in range(players)] for r in range(players)]


Task = tuple[str, str, str, int, dict[str, float], str | None]


def play_board(task: Task) -> dict[str, Any]:
    """Play one board in every seating; the record of its result."""
    game_id, a, b, board, rates, auction_by = task
    players = game_class(game_id).info.default_players
    started = time.perf_counter()
    diffs = []
    contracts = []
    decisions = 0
    frozen = FROZEN in a or FROZEN in b
    old_api, old_choose = frozen_modules() if frozen else (None, None)
    for seating in seatings(players):
        levels = [b if side else a for side in seating]
        session = api.new_game(game_id, players=players, seed=f"board{board}")
        old = old_api.new_game(game_id, players=players, seed=f"board{board}") if old_api else None
        while session.status == "playing":
            seat = session.to_act
            assert seat is not None
            view = session.view(seat)
            level = levels[seat]
            if auction_by is not None and view["phase"] in AUCTION_PHASES:
                level = auction_by
            steps = steps_for(level, game_id, rates)
            if level == OMNISCIENT:
                assert steps is not None
                action = omniscient_action(game_id, session, steps)
            elif level in ISMCTS_WORK:
                action = ismcts_action(game_id, session, level, steps_for("strong", game_id, rates) or 1)
            elif level.startswith(FROZEN):
                assert old is not None and old_choose is not None
                old_view = same_position(game_id, board, view, old)
                action = old_choose(game_id, old_view, level.removeprefix(FROZEN), old.ai_seed(), steps=steps)
            else:
                searcher = "strong" if level == TENFOLD else level
                action = choose(game_id, view, searcher, session.ai_seed(), steps=steps)
            session.act(action)
            if old is not None:
                old.act(action)
            decisions += 1
        result = session.deal_results()[-1]
        scores = result["scores"]
        if old is not None and old.deal_results()[-1]["scores"] != scores:
            raise SystemExit(f"{game_id} board {board}: the frozen engine scores the deal differently")
        if result.get("taker") is not None and "made" in result:  # French Tarot: did the bid succeed?
            contracts.append([levels[result["taker"]], bool(result["made"]), result.get("contract")])
        mean_b = sum(x for x, side in zip(scores, seating, strict=True) if side) / sum(seating)
        mean_a = sum(x for x, side in zip(scores, seating, strict=True) if not side) / (players - sum(seating))
        diffs.append(mean_b - mean_a)
    return {
        "game": game_id,
        "pair": f"{a}-{b}",
        "board": board,
        "diff": sum(diffs) / len(diffs),
        "decisions": decisions,
        "seconds": round(time.perf_counter() - started, 3),
        "rates": {level: rate_for(level, game_id, rates) for level in (a, b)},
        "contracts": contracts,
        **({"auction_by": auction_by} if auction_by is not None else {}),
    }


def same_position(game_id: str, board: int, view: View, old: Any) -> dict[str, Any]:
    """The frozen table's view of the seat to act, checked to be today's position (hand and legal actions)."""
    seat = view["seat"]
    if old.to_act != seat:
        raise SystemExit(f"{game_id} board {board}: the frozen engine waits for seat {old.to_act}, not {seat}")
    old_view: dict[str, Any] = old.view(seat)
    if sorted(old_view["hand"]) != sorted(view["hand"]) or sorted(old_view["legal"]) != sorted(view["legal"]):
        raise SystemExit(f"{game_id} board {board}: the frozen engine's rules differ here ({old_view['legal']} "
                         f"against {view['legal']}); it cannot be seated beside today's")
    return old_view


def read_records(path: Path) -> dict[tuple[str, str, int], dict[str, Any]]:
    out: dict[tuple[str, str, int], dict[str, Any]] = {}
    if path.exists():
        for line in path.read_text().splitlines():
            if line.strip():
                rec = json.loads(line)
                out[(rec["game"], rec["pair"], rec["board"])] = rec
    return out


def summary(diffs: list[float]) -> tuple[float, float, float]:
    n = len(diffs)
    mean = sum(diffs) / n
    sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1)) if n > 1 else math.inf
    half = 1.96 * sd / math.sqrt(n)
    return mean, mean - half, mean + half


def deals_played(game_id: str, boards: int) -> int:
    """The deals ``boards`` boards of ``game_id`` played: one per seating of its default table."""
    return boards * len(seatings(game_class(game_id).info.default_players))


def table(records: dict[tuple[str, str, int], dict[str, Any]], rates: dict[str, float]) -> str:
    lines = [
        "# AI strength: duplicate matches",
        "",
        "Mean score difference per deal, higher level minus lower level, in the game's unit, "
        "with its 95% confidence interval over boards (each board = one deal played in every "
        "seating, A B A B then B A B A, so a board is two or more deals played). Search budgets: "
        f"steps = Pyodide steps/ms x {NORMAL_MS:g} ms (normal) or {STRONG_MS:g} ms (strong). "
        "A pair with fewer boards than asked is a partial run: the same command resumes it (finished boards are kept).",
        *notes(records),
        "",
        "| game | pair | boards | deals played | mean diff | 95% CI | wins? | s/board | steps/ms |",
        "|---|---|---:|---:|---:|---|---|---:|---:|",
    ]
    keys = sorted({(g, p) for g, p, _ in records}, key=lambda k: (k[0], ALL_PAIRS.index(k[1])))
    for game_id, pair in keys:
        recs = [r for (g, p, _), r in records.items() if g == game_id and p == pair]
        diffs = [r["diff"] for r in recs]
        mean, low, high = summary(diffs)
        secs = sum(r["seconds"] for r in recs) / len(recs)
        verdict = "yes" if low > 0 else ("no" if high < 0 else "not yet")
        played = deals_played(game_id, len(recs))
        lines.append(
            f"| {game_id} | {pair} | {len(recs)} | {played} | {mean:+.2f} | [{low:+.2f}, {high:+.2f}] | {verdict} "
            f"| {secs:.2f} | {rate_text(recs[0].get('rates', ''))} |"
        )
    lines += contract_lines(records)
    return "\n".join(lines) + "\n"


def measured_module(records: dict[tuple[str, str, int], dict[str, Any]]) -> str:
    """The ladder as the engine ships it (``cardavia/ai/measured.py``): per game and pair of
    neighbouring levels, the mean score difference per deal and the deals played, and the pairs whose
    95% interval still reaches zero. The game page says each level's strength from it
    (``ai/level_words.py``)."""
    ladder: dict[str, dict[str, tuple[float, int]]] = {}
    unsure: list[tuple[str, str]] = []
    for game_id, pair in sorted({(g, p) for g, p, _ in records if p in PAIRS}, key=lambda k: (k[0], PAIRS.index(k[1]))):
        diffs = [r["diff"] for (g, p, _), r in records.items() if g == game_id and p == pair]
        played = deals_played(game_id, len(diffs))
        mean, low, _ = summary(diffs)
        ladder.setdefault(game_id, {})[pair] = (round(mean, 2), played)
        if low <= 0:
            unsure.append((game_id, pair))
    rows = (", ".join(f'"{pair}": {step}' for pair, step in steps.items()) for steps in ladder.values())
    body = "\n".join(f'    "{game_id}": {{{row}}},' for game_id, row in zip(ladder, rows, strict=True))
    unsure_set = "{" + ", ".join(f'("{g}", "{p}")' for g, p in unsure) + "}" if unsure else ""
    return (
        '"""How much each AI level wins against the level below it: per game and pair of neighbouring\n'
        "levels, the mean score difference per deal in the game's unit and the deals it was measured on\n"
        "(duplicate matches, bench/results/ai_strength.md). Written by ``bench/ai_strength.py --table-only\n"
        "--measured`` with that table's records (bench/results/README.md); tests/engine/test_level_words.py\n"
        'checks that it still says what they say."""\n\n'
        "LADDER: dict[str, dict[str, tuple[float, int]]] = {\n" + body + "\n}\n"
        "# The pairs whose 95% interval still reaches zero: the page says their gain is not yet sure.\n"
        f"UNSURE: frozenset[tuple[str, str]] = frozenset({unsure_set})\n"
    )


def notes(records: dict[tuple[str, str, int], dict[str, Any]]) -> list[str]:
    """What the frozen levels and a frozen auction are, where the records hold them."""
    out = []
    if any(FROZEN in pair for _, pair, _ in records):
        out += ["", f"`{FROZEN}<level>` is that level of the engine at {FROZEN_COMMIT} (issue 29's frozen "
                "opponent), played at a second table that receives the same actions."]
    referees = sorted({r["auction_by"] for r in records.values() if "auction_by" in r})
    if referees:
        out += ["", f"Frozen auction: every decision before the first card (bids, call, discard, slam) was made by "
                f"the {', '.join(referees)} level at both seatings, so a pair differs in card play and poignées only."]
    return out


def rate_text(rates: float | dict[str, float] | str) -> str:
    """A record's steps/ms: one number, or one per searching level where they differ."""
    if isinstance(rates, dict):
        searched = {level: rate for level, rate in rates.items() if level.removeprefix(FROZEN) in BUDGET_MS}
        if len(set(searched.values())) > 1:
            return " / ".join(f"{level} {rate:g}" for level, rate in searched.items())
        return f"{next(iter(searched.values()), '')}"
    return str(rates)


def contract_lines(records: dict[tuple[str, str, int], dict[str, Any]]) -> list[str]:
    """How often each level's contracts were made (games whose results name a taker)."""
    taken: dict[tuple[str, str], list[bool]] = {}
    for (game_id, _, _), rec in records.items():
        for level, made, _contract in rec.get("contracts", []):
            taken.setdefault((game_id, level), []).append(made)
    if not taken:
        return []
    out = ["", "Contracts taken and made, by the level that played them:", "",
           "| game | level | contracts | made |", "|---|---|---:|---:|"]
    order = (*LEVELS, OMNISCIENT, TENFOLD, *(FROZEN + level for level in LEVELS), *ISMCTS_WORK)
    for (game_id, level), made in sorted(taken.items(), key=lambda kv: (kv[0][0], order.index(kv[0][1]))):
        out.append(f"| {game_id} | {level} | {len(made)} | {sum(made) / len(made):.0%} |")
    return out


def tasks(
    game_ids: list[str], pairs: list[str], deals: int, strong_deals: int, done: set[tuple[str, str, int]],
    rates: dict[str, float], first: int = 0, auction_by: str | None = None,
) -> Iterator[Task]:
    """Boards in rounds over the games, so a partial run covers every game."""
    for pair in pairs:
        a, b = pair.split("-")
        count = strong_deals if b in ("strong", OMNISCIENT, TENFOLD) else deals
        for board in range(first, first + count):
            for game_id in game_ids:
                if (game_id, pair, board) not in done:
                    yield game_id, a, b, board, rates, auction_by


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", help="comma-separated game ids (default: every game)")
    parser.add_argument("--pairs", default=",".join(PAIRS),
                        help=f"comma-separated, from {', '.join(PAIRS)}; diagnostic: {', '.join(DIAGNOSTIC_PAIRS)}")
    parser.add_argument("--deals", type=int, default=1000, help="boards per game and pair")
    parser.add_argument("--strong-deals", type=int, default=200,
                        help="boards for pairs with strong (or omniscient, strong10)")
    parser.add_argument("--procs", type=int, default=2)
    parser.add_argument("--first-board", type=int, default=0, help="board numbers start here (parallel runs)")
    parser.add_argument("--records", type=Path,
                        help="JSON lines of finished boards: read, skipped, appended to "
                        "(default ai_strength.jsonl, or ai_strength_auction.jsonl with --frozen-auction)")
    parser.add_argument("--also", type=Path, action="append", default=[],
                        help="more record files to include in the table (e.g. a parallel run's)")
    parser.add_argument("--table", type=Path, help="default ai_strength.md (ai_strength_auction.md)")
    parser.add_argument("--frozen-auction", action="store_true",
                        help="French Tarot: one referee level makes every decision before the first card")
    parser.add_argument("--auction-by", default="normal", choices=LEVELS, help="the referee of --frozen-auction")
    parser.add_argument("--table-only", action="store_true")
    parser.add_argument("--measured", type=Path,
                        help="also write the ladder the engine ships (py/cardavia/ai/measured.py) from the records")
    parser.add_argument("--steps-per-ms", default="", help="override calibration: game=rate,...")
    args = parser.parse_args()
    stem = "ai_strength_auction" if args.frozen_auction else "ai_strength"
    args.records = args.records or RESULTS / f"{stem}.jsonl"
    args.table = args.table or RESULTS / f"{stem}.md"
    auction_by = args.auction_by if args.frozen_auction else None

    rates = dict(CALIBRATION)
    for item in filter(None, args.steps_per_ms.split(",")):
        key, _, value = item.partition("=")
        rates[key] = float(value)
    args.records.parent.mkdir(parents=True, exist_ok=True)
    records = read_records(args.records)
    extra = {}
    for path in args.also:
        extra.update(read_records(path))
    if not args.table_only:
        game_ids = args.games.split(",") if args.games else [cls.info.id for cls in games()]
        pairs = args.pairs.split(",")
        for pair in pairs:
            if pair not in ALL_PAIRS:
                parser.error(f"unknown pair {pair!r}")
        if auction_by is not None and game_ids != ["french_tarot"]:
            parser.error("--frozen-auction is for French Tarot alone: --games french_tarot")
        if any(FROZEN in pair for pair in pairs):
            frozen_package()  # extracted once, before the worker processes import it
        todo = list(
            tasks(game_ids, pairs, args.deals, args.strong_deals, set(records), rates, args.first_board, auction_by)
        )
        print(f"{len(todo)} boards to play on {args.procs} processes "
              f"(steps: { {g: (steps_for('normal', g, rates), steps_for('strong', g, rates)) for g in game_ids} })",
              flush=True)
        started = time.perf_counter()
        with args.records.open("a") as out, Pool(args.procs) as pool:
            for n, rec in enumerate(pool.imap_unordered(play_board, todo, chunksize=1), 1):
                out.write(json.dumps(rec) + "\n")
                out.flush()
                records[(rec["game"], rec["pair"], rec["board"])] = rec
                if n % 20 == 0 or n == len(todo):
                    same = [r["diff"] for (g, p, _), r in records.items() if g == rec["game"] and p == rec["pair"]]
                    mean, low, high = summary(same) if len(same) > 1 else (same[0], -math.inf, math.inf)
                    print(f"[{n}/{len(todo)} {time.perf_counter() - started:.0f}s] {rec['game']} {rec['pair']}: "
                          f"{len(same)} boards, {mean:+.2f} [{low:+.2f}, {high:+.2f}]", flush=True)
                    args.table.write_text(table(records, rates))
    text = table({**extra, **records}, rates)
    args.table.write_text(text)
    if args.measured:
        args.measured.write_text(measured_module({**extra, **records}))
    print(text)


if __name__ == "__main__":
    main()
