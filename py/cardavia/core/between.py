"""What a match carries from one deal into the next, read back from JSON (a share link, a save).

A game lists, in ``GameState.carried``, the attributes that its ``next_deal``
and the deals after it read from the deals before (the dealer, the deal count,
the totals, Maw's pot, Indulgence's decree row …), each with a reader here. A
shared link then starts deal N from them instead of replaying every earlier
move. Each reader takes the JSON value and the number of players, and gives the
attribute's value or raises ``ValueError``: the text comes from outside.
"""

from __future__ import annotations

import math
from collections.abc import Callable

Reader = Callable[[object, int], object]

_MOST = 10**9  # no count in a real match comes near it


def _whole(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= _MOST:
        raise ValueError(f"{value!r} is not a whole number from 0 to {_MOST}")
    return value


def count(value: object, players: int) -> int:
    """A whole number ≥ 0: a deal number, a shuffle count, chips in a pot."""
    return _whole(value)


def seat(value: object, players: int) -> int:
    """A seat at this table."""
    if _whole(value) >= players:
        raise ValueError(f"{value!r} is not a seat of {players} players")
    return value  # type: ignore[return-value]


def seats(value: object, players: int) -> list[int]:
    """Two or more different seats, in table order (who plays a deal)."""
    if not isinstance(value, list) or len(value) < 2:
        raise ValueError(f"{value!r} is not a list of two or more seats")
    out = [seat(s, players) for s in value]
    if out != sorted(set(out)):
        raise ValueError(f"{value!r} is not a list of different seats in table order")
    return out


def counts(value: object, players: int) -> list[int]:
    """A whole number ≥ 0 per seat (chips, florins)."""
    if not isinstance(value, list) or len(value) != players:
        raise ValueError(f"{value!r} is not one number per seat")
    return [_whole(v) for v in value]


def points(value: object, players: int) -> list[float]:
    """A finite score per seat (it may be below zero)."""
    if not isinstance(value, list) or len(value) != players:
        raise ValueError(f"{value!r} is not one score per seat")
    for v in value:
        if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v) or abs(v) > _MOST:
            raise ValueError(f"{v!r} is not a score")
    return list(value)
