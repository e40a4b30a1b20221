"""Clones from declared state (core/state.py), checked over random positions of every game.

A clone must share nothing mutable with its original: no list, dict, set or object
with state reachable from both (Cards are immutable singletons; the records of a
log or of the deal results are written once and shared; a table a game declares
``SHARED`` is the rules'). And playing on from either must leave the other as it was.
A game joins by being registered: nothing here names a game.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from helpers import random_turns
from test_properties import cases, random_options

from cardavia import api
from cardavia.core.cards import Card
from cardavia.core.events import EventLog
from cardavia.core.protocol import PLAYING, GameState
from cardavia.core.rng import Rng
from cardavia.core.state import RECORDS, SHARED, Declared

VALUES = (type(None), bool, int, float, str, Card)


def mutable_parts(obj: Declared, found: dict[int, str] | None = None, prefix: str = "") -> dict[int, str]:
    """Every mutable object reachable from ``obj``'s attributes, by id, with the path that reaches it."""
    found = {} if found is None else found
    copied = type(obj).copied

    def walk(value: Any, path: str) -> None:
        if isinstance(value, VALUES):
            return
        if isinstance(value, tuple | frozenset):
            for i, item in enumerate(value):
                walk(item, f"{path}[{i}]")
            return
        if id(value) in found:
            return
        if isinstance(value, Declared):
            found[id(value)] = path
            mutable_parts(value, found, f"{path}.")
        elif isinstance(value, list | set):
            found[id(value)] = path
            for i, item in enumerate(value):
                walk(item, f"{path}[{i}]")
        elif isinstance(value, dict):
            found[id(value)] = path
            for key, item in value.items():
                walk(item, f"{path}[{key!r}]")
        elif isinstance(value, EventLog):
            found[id(value)] = path
            found[id(value.entries)] = f"{path}.entries"  # its events are records
        elif dataclasses.is_dataclass(value) and type(value).__dataclass_params__.frozen:  # type: ignore[attr-defined]
            for f in dataclasses.fields(value):
                walk(getattr(value, f.name), f"{path}.{f.name}")
        else:
            found[id(value)] = path
            for name in attributes(value):
                walk(getattr(value, name), f"{path}.{name}")

    for name, value in vars(obj).items():
        how = copied.get(name)
        if how is SHARED:
            continue
        if how is RECORDS:
            found[id(value)] = prefix + name
            continue
        walk(value, prefix + name)
    return found


def shared_parts(original: Declared, clone: Declared) -> list[str]:
    """The paths of what ``clone`` shares with ``original``."""
    mine = mutable_parts(original)
    return sorted(mine[i] for i in mine.keys() & mutable_parts(clone).keys())


def attributes(obj: object) -> list[str]:
    names = list(getattr(obj, "__dict__", {}))
    for cls in type(obj).__mro__:
        names.extend(n for n in getattr(cls, "__slots__", ()) if hasattr(obj, n))
    return names


def picture(value: Any) -> Any:
    """Everything ``value`` holds, as plain data to compare before and after."""
    if isinstance(value, VALUES):
        return value
    if isinstance(value, list | tuple):
        return [type(value).__name__, [picture(v) for v in value]]
    if isinstance(value, set | frozenset):
        return sorted(map(repr, value))
    if isinstance(value, dict):
        return {repr(k): picture(v) for k, v in value.items()}
    return [type(value).__name__, {name: picture(getattr(value, name)) for name in attributes(value)}]


def play_on(state: GameState, rng: Rng, steps: int) -> None:
    for _ in range(steps):
        if state.status != PLAYING:
            return
        state.step(rng.choice(sorted(state.legal_actions())))


def check_clone(state: GameState, rng: Rng) -> None:
    clone = state.clone()
    assert type(clone) is type(state)
    assert set(vars(clone)) == set(vars(state))
    paths = shared_parts(state, clone)
    assert not paths, f"{type(state).__name__}: the clone shares {', '.join(paths)} with its original"
    assert clone.snapshot() == state.snapshot()
    before = picture(vars(state))
    play_on(clone, rng, 6)
    assert picture(vars(state)) == before, "playing on from a clone changed the original"
    clone = state.clone()
    before = picture(vars(clone))
    play_on(state, rng, 6)
    assert picture(vars(clone)) == before, "playing on from the original changed its clone"


@pytest.mark.parametrize(("cls", "players"), cases())
def test_a_clone_shares_nothing_mutable_with_its_original(cls: type[GameState], players: int) -> None:
    checked = 0
    for game_no in range(2):
        rng = Rng(f"clone/{cls.info.id}/{players}/{game_no}")
        session = api.new_game(cls.info.id, players=players, seed=game_no, options=random_options(cls, players, rng))
        for step, at in enumerate(random_turns(session, rng, 600)):
            if step % 5 == 0:
                check_clone(at.state.clone(), rng)  # a clone is itself a whole state: its clones too
                at.legal()  # the session caches them
                assert not shared_parts(at, at.clone()), "a session's clone shares with its original"
                checked += 1
    assert checked >= 20


@pytest.mark.parametrize(("cls", "players"), cases())
def test_the_walk_finds_each_declared_attribute_shared(cls: type[GameState], players: int) -> None:
    """The walk above is not vacuous: a clone made to share any one copied attribute fails it."""
    state = cls.new(players, cls.info.resolve_options(players, None), "walk", None)
    for name, how in cls.copied.items():
        if how is SHARED or getattr(state, name, None) is None:
            continue
        clone = state.clone()
        setattr(clone, name, getattr(state, name))
        assert shared_parts(state, clone), name
