"""AI decision latency per game and level: p50 and p95 in milliseconds.

Positions come from seeded random games: each starts a match with its own seed,
plays a random number of random legal actions into the first deal, and asks
``Session.ai_action(level)`` (the default budgets, exactly what the page does)
for the seat to act. Decisions with a single legal action are answered at once
and are included, as in real play.

Runs in CPython (``python bench/ai_latency.py``) or in Pyodide under Node
(``node tools/pyodide-run.mjs bench/ai_latency.py``). ``--calibrate`` also
prints, per game, the simulated actions per millisecond of the ``normal`` and
``strong`` searches (for the strength benchmark's counted budgets; strong's
careful playouts are slower per action).
Bars: easy p95 <= 20 ms, normal p95 <= 400 ms, strong p95 <= 1500 ms (Pyodide).
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if (ROOT / "py" / "cardavia").is_dir():
    sys.path.insert(0, str(ROOT / "py"))

from cardavia import api  # noqa: E402
from cardavia.ai.levels import analyse  # noqa: E402
from cardavia.core.registry import games  # noqa: E402
from cardavia.core.rng import Rng  # noqa: E402
from cardavia.session import Session  # noqa: E402

LEVELS = ("random", "easy", "normal", "strong")
BARS_MS = {"easy": 20.0, "normal": 400.0, "strong": 1500.0}
DEFAULT_COUNTS = {"random": 100, "easy": 200, "normal": 40, "strong": 15}


def positions(game_id: str, count: int, seed: str) -> list[Session]:
    """``count`` positions of random first deals where someone must act."""
    out: list[Session] = []
    rng = Rng(seed)
    n = 0
    while len(out) < count:
        session = api.new_game(game_id, seed=f"{seed}/{n}")
        n += 1
        depth = rng.below(120)
        for _ in range(depth):
            if session.status != "playing":
                break
            legal = session.legal()
            session.act(legal[rng.below(len(legal))])
        if session.status == "playing" and len(session.deal_results()) == 0:
            out.append(session)
    return out


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[k]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("games", nargs="*")
    parser.add_argument("--levels", default=",".join(LEVELS))
    parser.add_argument("--scale", type=float, default=1.0, help="multiply the number of positions")
    parser.add_argument("--calibrate", action="store_true", help="also measure search steps per ms")
    args = parser.parse_args()
    game_ids = args.games or [cls.info.id for cls in games()]
    levels = args.levels.split(",")
    runtime = "Pyodide" if sys.platform == "emscripten" else "CPython"
    print(f"{runtime} {platform.python_version()} — AI decision latency (ms), default budgets", flush=True)
    print(f"{'game':20s} {'level':7s} {'n':>4s} {'p50':>8s} {'p95':>8s} {'max':>8s}  bar", flush=True)
    rates: dict[str, float] = {}
    for game_id in game_ids:
        for level in levels:
            count = max(3, round(DEFAULT_COUNTS[level] * args.scale))
            times = []
            for session in positions(game_id, count, f"latency/{game_id}/{level}"):
                start = time.perf_counter()
                session.ai_action(level)
                times.append((time.perf_counter() - start) * 1000.0)
            bar = BARS_MS.get(level)
            ok = "" if bar is None else ("ok" if percentile(times, 0.95) <= bar else f"OVER {bar:g}")
            print(f"{game_id:20s} {level:7s} {len(times):4d} {statistics.median(times):8.1f} "
                  f"{percentile(times, 0.95):8.1f} {max(times):8.1f}  {ok}", flush=True)
        if args.calibrate:
            for level in ("normal", "strong"):
                steps = 0
                ms = 0.0
                for session in positions(game_id, max(3, round(20 * args.scale)), f"calibrate/{game_id}"):
                    seat = session.to_act
                    assert seat is not None
                    view = session.view(seat)
                    if len(view["legal"]) < 2:
                        continue
                    result = analyse(game_id, view, level, session.ai_seed())
                    steps += result.steps
                    ms += result.elapsed_ms
                key = game_id if level == "normal" else f"{game_id}/{level}"
                rates[key] = round(steps / ms, 2) if ms else 0.0
                print(f"{game_id:20s} {level:7s} search steps per ms: {rates[key]}", flush=True)
    if args.calibrate:
        print("calibration " + json.dumps(rates))


if __name__ == "__main__":
    main()
