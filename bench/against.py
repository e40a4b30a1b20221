"""The engine's speed against a git revision, measured interleaved in one run.

A refactor is held to "not slower" as a ratio against the build before it, and on a
shared, noisy machine only runs taken in turn in the same minutes compare. Each
round runs, for this tree and then for the revision (the order alternating by
round), each tree's own:

- ``bench/playouts.py`` in CPython: random whole deals per second, per game;
- ``bench/ai_latency.py --calibrate`` in Pyodide under Node, from each tree's built
  ``dist/``: the AI's search steps per millisecond (its budgets are counted, so this
  is its speed) and the decision latency p50/p95 per level.

The revision is built by its own ``./build.sh build`` (``bench/load.py``'s
``build_revision``); this tree's ``dist/`` must be built already. Prints the median
of each tree per measure and the ratio as speed (>1: this tree is faster).
Usage: python bench/against.py --against f7ad5fb [--rounds 3] [--seconds 2] [--scale 0.5]
"""

from __future__ import annotations

import argparse
import re
import statistics
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from load import ROOT, build_revision

PLAYOUT_LINE = re.compile(r"^(\w+)\s+\d+p\s+(\d+) deals/s")
LATENCY_LINE = re.compile(r"^(\w+)\s+(normal|strong)\s+\d+\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)")
STEPS_LINE = re.compile(r"^(\w+)\s+(normal|strong)\s+search steps per ms: ([\d.]+)")

Samples = dict[str, list[float]]


def run(tree: Path, command: list[str]) -> str:
    done = subprocess.run(command, cwd=tree, check=True, capture_output=True, text=True)
    return done.stdout


def measure(tree: Path, seconds: float, scale: float, into: Samples) -> None:
    """One round of every measure for the tree at `tree` (its own scripts, its own engine)."""
    out = run(tree, [sys.executable, "bench/playouts.py", "--repeats", "1", "--seconds", str(seconds)])
    for line in out.splitlines():
        if m := PLAYOUT_LINE.match(line):
            into[f"playouts {m[1]} (deals/s)"].append(float(m[2]))
    out = run(tree, ["node", "tools/pyodide-run.mjs", "--full-stdlib", "--site", "dist", "bench/ai_latency.py",
                     "--levels", "normal,strong", "--scale", str(scale), "--calibrate"])
    for line in out.splitlines():
        if m := STEPS_LINE.match(line):
            into[f"Pyodide {m[1]} {m[2]} (steps/ms)"].append(float(m[3]))
        elif m := LATENCY_LINE.match(line):
            into[f"Pyodide {m[1]} {m[2]} p50 (ms)"].append(float(m[3]))
            into[f"Pyodide {m[1]} {m[2]} p95 (ms)"].append(float(m[4]))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--against", required=True, help="the git revision to compare with")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=2.0, help="seconds of playouts per game per round")
    parser.add_argument("--scale", type=float, default=0.5, help="ai_latency.py's --scale")
    args = parser.parse_args()
    if not (ROOT / "dist" / "engine.json").is_file():
        sys.exit("build this tree first: ./build.sh build")
    old_tree = build_revision(args.against).parent
    trees = {"this": ROOT, args.against: old_tree}
    samples: dict[str, Samples] = {name: defaultdict(list) for name in trees}
    for r in range(args.rounds):
        order = list(trees) if r % 2 == 0 else list(reversed(trees))
        for name in order:
            print(f"round {r + 1}/{args.rounds}: {name}", file=sys.stderr, flush=True)
            measure(trees[name], args.seconds, args.scale, samples[name])
    print(f"Interleaved, {args.rounds} rounds, medians: this tree against {args.against}")
    print(f"{'measure':42s} {'this':>9s} {args.against:>9s}  speed")
    for key in samples["this"]:
        new, old = statistics.median(samples["this"][key]), statistics.median(samples[args.against].get(key, [0.0]))
        if not old or not new:
            continue
        speed = old / new if key.endswith("(ms)") else new / old  # a time: less is faster
        print(f"{key:42s} {new:9.1f} {old:9.1f}  {speed:5.2f}x")


if __name__ == "__main__":
    main()
