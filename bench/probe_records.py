"""The records of a probe (bench/tarot_bidding.py, bench/tarot_reading.py, bench/hidden_cost.py): JSON lines,
one a decision or a deal, added to as each item is played, so that a run stopped midway resumes where it
was; and the command line the probes share."""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable, Iterable, Sequence
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


def probe_parser(doc: str, deals: int, deals_help: str = "deals") -> argparse.ArgumentParser:
    """The options every probe takes; ``doc``'s first paragraph describes it."""
    parser = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=deals, help=deals_help)
    parser.add_argument("--first", type=int, default=0, help="the first deal (or board)")
    parser.add_argument("--procs", type=int, default=1)
    parser.add_argument("--records", type=Path, help="JSON lines to add to (and summarise); none: a temporary run")
    parser.add_argument("--summary-only", action="store_true", help="summarise --records without playing")
    return parser


def play_and_summarise(
    args: argparse.Namespace,
    rows: list[Row],
    todo: Sequence[Item],
    work: Callable[[Item], list[Row]],
    summary: Callable[[list[Row]], Iterable[str]],
    heading: str,
) -> None:
    """Play ``todo`` (unless ``--summary-only``) after the ``rows`` recorded, then print their summary."""
    if not args.summary_only and todo:
        print(heading, flush=True)
        rows = rows + play(work, todo, args.procs, args.records)
    for line in summary(rows):
        print(line)
