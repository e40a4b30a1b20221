"""Review latency: how long the engine takes to judge one seat's deal, decision by decision.

Seat 0 plays a deal at random against the easy AI; then each of its decisions
is judged alone (as the page asks for them, one per request). Prints, per game,
the decisions, the total and the slowest one in ms.
Run in Pyodide as the page does: node tools/pyodide-run.mjs bench/review.py
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from cardavia.core.registry import games
from cardavia.core.rng import Rng
from cardavia.session import Session


def main() -> None:
    print(f"Python {sys.version.split()[0]} — review of one seat's deal (ms)")
    for cls in games():
        s = Session(cls.info.id, seed=3)
        rng = Rng(5)
        while s.status == "playing":
            s.act(rng.choice(s.legal()) if s.to_act == 0 else s.ai_action("easy"))
        times = []
        for k in range(s.review_size(0)):
            start = time.perf_counter()
            s.review(0, start=k, limit=1)
            times.append((time.perf_counter() - start) * 1000)
        print(f"{cls.info.id:20} {len(times):3} decisions  total {sum(times):7.0f}  slowest {max(times):5.0f}")


if __name__ == "__main__":
    main()
