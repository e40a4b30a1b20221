"""What the engine's import costs a page open: the work `import cardavia.bridge` does.

Every page open imports the engine in a browser Python that has never run (Pyodide,
WebAssembly in V8's baseline tier), and that import is on the critical path of "engine
ready". So it runs no game's module (each is imported when its game is first asked
for), and it creates no TypedDict.

The engine's JSON shapes are TypedDicts for the type checker only: creating the ~60
classes (typing's ``_TypedDictMeta`` processes every annotation) took a fifth of
``import cardavia.bridge`` there, for classes nothing uses at run time. So each is
defined under ``if TYPE_CHECKING:`` and imported the same way (docs/protocol.md).
"""

from __future__ import annotations

import importlib
import json
import pkgutil
import subprocess
import sys
import typing
from pathlib import Path

import pytest

import cardavia


def test_no_module_of_the_engine_creates_a_typeddict() -> None:
    for name in ("cardavia.bridge", "cardavia.api", "cardavia.games", "cardavia.ai"):
        importlib.import_module(name)
    # Every module of the package, the games' and the AI's included, also those nothing above imports.
    for module in pkgutil.walk_packages(cardavia.__path__, "cardavia."):
        importlib.import_module(module.name)
    found = [
        f"{name}.{attribute}"
        for name, module in sorted(sys.modules.items())
        if name == "cardavia" or name.startswith("cardavia.")
        for attribute, value in sorted(vars(module).items())
        if isinstance(value, type) and typing.is_typeddict(value)
    ]
    assert found == [], "define these under `if TYPE_CHECKING:` (they slow the engine's start in the browser)"


def test_the_check_sees_a_typeddict() -> None:
    """Not blind: a module-level TypedDict, class or functional, is what it looks for."""

    class Shape(typing.TypedDict):
        key: str

    functional = typing.TypedDict("functional", {"from": int})
    assert typing.is_typeddict(Shape) and isinstance(Shape, type)
    assert typing.is_typeddict(functional) and isinstance(functional, type)


# Run in a fresh interpreter (this test process has imported everything): which of the
# games' and the AI's modules are loaded after the engine's import (and after asking for a game
# that does not exist, whose refusal names the games not imported yet), then after a match of
# Maw is opened, then after a computer seat of it has played.
FRESH = """
import json, sys
def loaded():
    return sorted(m for m in sys.modules if m.startswith(("cardavia.games.", "cardavia.ai.")))
import cardavia.bridge as bridge
unknown = json.loads(bridge.handle(json.dumps({"op": "new_game", "game": "whist", "players": 4})))
steps = [unknown["error"]["en"], loaded()]
opened = json.loads(bridge.handle(json.dumps({"op": "new_game", "game": "maw", "players": 4, "seed": 1})))
steps.append(loaded())
bridge.handle(json.dumps({"op": "ai", "id": opened["id"], "seat": 0, "level": "easy"}))
steps.append(loaded())
print(json.dumps(steps))
"""


def test_the_engine_imports_a_game_when_it_is_first_played() -> None:
    py = Path(__file__).resolve().parents[2] / "py"
    out = subprocess.run([sys.executable, "-c", FRESH], env={"PYTHONPATH": str(py)}, check=True,
                         capture_output=True, text=True).stdout
    refused, at_import, opened, played = json.loads(out)
    assert "known: french_tarot, indulgence, maw, renaissance_tarot, triumph" in refused
    others = ("french_tarot", "indulgence", "renaissance_tarot", "triumph")
    assert at_import == []
    assert "cardavia.games.maw" in opened and not any(m.startswith("cardavia.ai.") or m.endswith(".ai") for m in opened)
    assert "cardavia.games.maw.ai" in played
    assert [m for m in played if any(other in m for other in others)] == []


def test_the_catalogue_lists_every_game_and_each_is_found_by_its_id() -> None:
    from cardavia import api
    from cardavia.core.registry import game

    ids = [entry["id"] for tradition in api.catalog()["traditions"] for entry in tradition["games"]]
    assert sorted(ids) == ["french_tarot", "indulgence", "maw", "renaissance_tarot", "triumph"]
    assert all(game(game_id).info.id == game_id for game_id in ids)


def test_every_game_finds_its_ai_by_its_id_and_an_id_without_one_is_refused_clearly() -> None:
    from cardavia.ai.hooks import hooks_for
    from cardavia.core.registry import games

    assert all(hooks_for(cls.info.id).easy for cls in games())
    # Not a game's AI module: an ai module of another kind, a path, a module that does not exist.
    for game_id in ("levels", "../games/maw", "whist"):
        with pytest.raises(ValueError, match="no AI hooks registered"):
            hooks_for(game_id)


# A fresh interpreter again: what the engine's import has loaded of the words' machinery and the
# AI's, before and after the first request that needs words.
WORDS_AT_IMPORT = """
import json, sys
import cardavia.bridge as bridge
from cardavia.core import text
steps = [sorted(m for m in ("gettext", "cardavia.core.rebuild", "cardavia.core.sampling") if m in sys.modules),
         len(text._CATALOGUES), len(text._LOOKED_UP)]
bridge.handle(json.dumps({"op": "new_game", "game": "maw", "players": 4, "seed": 1}))
steps.append(len(text._CATALOGUES))
print(json.dumps(steps))
"""


def test_the_engine_import_reads_no_catalogue_and_no_rebuild() -> None:
    """The words (card names, the glossary, labels) are looked up when first used, the catalogues
    read then: the import, on every page's critical path, parses no .mo and imports no AI machinery."""
    py = Path(__file__).resolve().parents[2] / "py"
    out = subprocess.run([sys.executable, "-c", WORDS_AT_IMPORT], env={"PYTHONPATH": str(py)}, check=True,
                         capture_output=True, text=True).stdout
    loaded, catalogues_at_import, words_at_import, catalogues_at_play = json.loads(out)
    assert loaded == []
    assert (catalogues_at_import, words_at_import) == (0, 0)
    assert catalogues_at_play > 0  # not blind: a game's first view reads them
