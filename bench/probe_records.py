"""The records of a probe (bench/tarot_bidding.py, bench/tarot_reading.py): JSON lines, one a decision or a
deal, added to as each item is played, so that a run stopped midway resumes where it was."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from multiprocessing import Pool
from pathlib import Path
from typing import Any, TypeVar

Row = dict[str, Any]
Item = TypeVar("Item")


def recorded(path: Path | None) -> list[Row]:
    """The rows already in ``path`` (none when there is no file)."""
    if path is None or not path.exists():
        return []
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def play(work: Callable[[Item], list[Row]], items: Sequence[Item], procs: int, path: Path | None) -> list[Row]:
    """``work`` on every item, on ``procs`` processes; each item's rows added to ``path`` as they come."""
    rows: list[Row] = []
    with Pool(procs) as pool:
        for found in pool.imap_unordered(work, items):
            rows.extend(found)
            if path is not None:
                with path.open("a") as out:
                    out.writelines(json.dumps(r) + "\n" for r in found)
    return rows
