"""The repository explains itself: the contract and every game's rules live in ``docs/``.

A clone holds everything a reader needs, so no tracked file may send the reader
outside the tree (to ``../shared``), every registered game's module cites its own
rules document, and that document names every option the game declares.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from cardavia.core.protocol import GameState
from cardavia.core.registry import games

ROOT = Path(__file__).resolve().parents[2]
OUTSIDE = re.compile(r"\.\./shared\b|\bshared/(?:DESIGN\.md|rules/)")


def tracked_files() -> list[Path]:
    listed = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True).stdout
    return [ROOT / name for name in listed.decode().split("\0") if name]


def test_no_tracked_file_refers_outside_the_repository() -> None:
    offenders = []
    for path in tracked_files():
        if not path.is_file() or path == Path(__file__).resolve():  # this file names what it forbids
            continue
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        lines = enumerate(text.splitlines(), 1)
        offenders += [f"{path.relative_to(ROOT)}:{n}" for n, line in lines if OUTSIDE.search(line)]
    assert offenders == [], f"refer to ../shared instead of docs/: {offenders}"


def test_the_contract_is_in_the_repository() -> None:
    design = (ROOT / "docs" / "design.md").read_text(encoding="utf-8")
    for section in ("## Card codes", "## Action strings", "## The Python API"):
        assert section in design
    assert "docs/design.md" in (ROOT / "README.md").read_text(encoding="utf-8")
    assert "(design.md)" in (ROOT / "docs" / "protocol.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("cls", games(), ids=lambda c: c.info.id)
def test_each_game_module_cites_its_existing_rules_document(cls: type[GameState]) -> None:
    doc = f"docs/rules/{cls.info.id}.md"
    module = sys.modules[cls.__module__]
    assert module.__doc__ and doc in module.__doc__, f"{cls.__module__} does not cite {doc}"
    rules = (ROOT / doc).read_text(encoding="utf-8")
    assert f"(`{cls.info.id}`)" in rules.splitlines()[0], f"{doc} does not open with the game's id"
    for option in cls.info.options:
        assert f"`{option.key}`" in rules, f"{doc} does not describe the option {option.key!r}"
    assert "`players`" in rules
