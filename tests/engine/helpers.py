"""Helpers for engine tests: random play, JSON normalisation, snapshots."""

from __future__ import annotations

import functools
import importlib.util
import json
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

from cardavia.core.rng import Rng
from cardavia.core.text import LANGUAGES
from cardavia.session import Session


def load_script(path: Path) -> ModuleType:
    """A script of the test tree (e.g. golden/make_golden.py) as a module, without making golden/ a package."""
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@functools.cache
def corpus_maker() -> ModuleType:
    """The expert-behaviour corpus's script (corpus/make_corpus.py): its positions, replays and judging."""
    return load_script(Path(__file__).resolve().parent / "corpus" / "make_corpus.py")


def plain(obj: Any) -> Any:
    """The JSON round trip of ``obj`` (what the page would receive)."""
    return json.loads(json.dumps(obj))


def czech_and_english(value: Any) -> Any:
    """``value`` with each text in it (a dict by language) cut to the Czech and English a test spells out.

    Each text must hold every language of locale/LINGUAS, so a test that names the Czech and English
    words needs no edit when a language is added, and still fails on a text that lacks one.
    """
    if isinstance(value, dict):
        if value and set(value) <= set(LANGUAGES):
            assert sorted(value) == sorted(LANGUAGES), f"not in every language of LINGUAS: {value}"
            return {"cs": value["cs"], "en": value["en"]}
        return {key: czech_and_english(item) for key, item in value.items()}
    if isinstance(value, list):
        return [czech_and_english(item) for item in value]
    return value


def random_turns(session: Session, rng: Rng, steps: int) -> Iterator[Session]:
    """Random play for at most ``steps`` steps (an action, or the next deal) or to the match's end:
    yields the session at every turn, before the random action is made."""
    for _ in range(steps):
        if session.status == "match_over":
            return
        if session.status == "deal_over":
            session.next_deal()
            continue
        yield session
        session.act(rng.choice(session.legal()))


def play_random(session: Session, rng: Rng, max_actions: int = 100_000, whole_match: bool = True) -> None:
    """Play random legal actions until the deal (or the match) is over."""
    for _ in range(max_actions):
        if session.status == "match_over":
            return
        if session.status == "deal_over":
            if not whole_match:
                return
            session.next_deal()
            continue
        session.act(rng.choice(session.legal()))
    raise AssertionError("the match did not end")
