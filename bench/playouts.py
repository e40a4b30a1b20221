"""Random-playout throughput: whole deals per second for each game, in this Python.

Plays deals with uniformly random legal actions straight on the game state (the
path the AI's search uses), repeats the measurement and prints the median.
Usage: python bench/playouts.py [game ...] [--players N] [--seconds S] [--repeats R]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from cardavia.core.protocol import PLAYING, GameState
from cardavia.core.registry import game, games
from cardavia.core.rng import Rng


def deals_per_second(cls: type[GameState], players: int, seconds: float, seed: str) -> float:
    rng = Rng(seed)
    options = {opt.key: opt.default for opt in cls.info.options}
    deals = 0
    n = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        state = cls.new(players, dict(options), f"{seed}/{n}", None)
        n += 1
        while state.status == PLAYING:
            actions = state.legal_actions()
            state.step(actions[rng.below(len(actions))])
        deals += 1
    return deals / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("games", nargs="*")
    parser.add_argument("--players", type=int)
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    classes = [game(g) for g in args.games] if args.games else games()
    print(f"Python {sys.version.split()[0]} — random playouts, whole deals per second "
          f"(median of {args.repeats} × {args.seconds:g} s)")
    for cls in classes:
        players = args.players or cls.info.default_players
        runs = [deals_per_second(cls, players, args.seconds, f"bench{r}") for r in range(args.repeats)]
        print(f"{cls.info.id:20s} {players}p  {statistics.median(runs):9.0f} deals/s  "
              f"(min {min(runs):.0f}, max {max(runs):.0f})")


if __name__ == "__main__":
    main()
