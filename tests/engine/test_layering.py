"""Which part of the engine may import which: the layers, checked on the source.

Every module of ``py/cardavia`` belongs to one part, given by its folder. Each import
statement (``import``/``from``, at any depth, relative or absolute) is resolved to the
module it names and must land in a part its own part may use; imports from outside the
package must be the standard library (the engine ships without dependencies, also into
Pyodide).

- core (``core/``): the mechanics every game shares; imports only the core.
- games (``games/*.py``): the games package, which declares every game, and the helpers
  several games share; import the core and the games.
- game (``games/<id>/``, but its ``ai.py``): the rules of one game, its words and guide
  texts; import the core, the games and its own game's modules, no other game.
- ai (``ai/``): the levels, the search and the hooks registry; import the core and the ai
  package, never a game (a game reaches them through the registry and the hooks it
  registers).
- ai-game (``games/<id>/ai.py``): one game's AI policies; imports the core, the ai package
  and its own game's modules, no other game.
- api (the package's top modules): the package root, the API, the session, the review,
  shared links, the demo captions, the guide and the JSON bridge, on top of everything.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "py" / "cardavia"
# part -> the parts its modules may import
ALLOWED = {
    "core": {"core"},
    "games": {"core", "games"},
    "game": {"core", "games"},  # and its own game's modules, below
    "ai": {"core", "ai"},
    "ai-game": {"core", "ai"},  # and its own game's modules, below
    "api": {"core", "games", "game", "ai", "ai-game", "api"},
}


def module_name(path: Path) -> str:
    """``games/maw/ai.py`` -> ``games.maw.ai``; ``ai/__init__.py`` -> ``ai``; ``__init__.py`` -> ``__init__``."""
    parts = list(path.relative_to(PACKAGE).with_suffix("").parts)
    if parts[-1] == "__init__" and len(parts) > 1:
        parts.pop()
    return ".".join(parts)


def part_of(module: str) -> str:
    """The part of a module, from its folder."""
    parts = module.split(".")
    assert _is_module(parts) or module == "__init__", f"cardavia.{module} is no module of the package"
    if len(parts) == 1:
        return {"core": "core", "games": "games", "ai": "ai"}.get(parts[0], "api")
    if parts[0] == "games" and PACKAGE.joinpath("games", parts[1]).is_dir():
        return "ai-game" if parts[2:] == ["ai"] else "game"
    return parts[0]


def own_game(module: str, target: str) -> bool:
    """``target`` is a module of the game ``module`` belongs to (``games.<id>`` and below), not its AI
    for its rules."""
    same = module.split(".")[:2] == target.split(".")[:2]
    return same and not (part_of(module) == "game" and part_of(target) == "ai-game")


def _is_module(dotted: list[str]) -> bool:
    where = PACKAGE.joinpath(*dotted) if dotted else PACKAGE
    return where.is_dir() or where.with_suffix(".py").is_file()


def _outside(path: Path, name: str) -> None:
    top = name.partition(".")[0]
    assert top == "__future__" or top in sys.stdlib_module_names, f"{path}: {name} is not in the standard library"


def imports(path: Path) -> list[tuple[int, str]]:
    """(line, module of the package) of every import of ``path``; outside modules must be stdlib."""
    package = list(path.relative_to(PACKAGE).parts[:-1])
    out: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                top, _, rest = alias.name.partition(".")
                if top != "cardavia":
                    _outside(path, alias.name)
                else:
                    out.append((node.lineno, rest or "__init__"))
        elif isinstance(node, ast.ImportFrom):
            named = (node.module or "").split(".") if node.module else []
            if node.level == 0:
                if named[0] != "cardavia":
                    _outside(path, node.module or "")
                    continue
                base = named[1:]
            else:
                base = package[: len(package) - (node.level - 1)] + named
            for alias in node.names:
                # ``from . import games`` names a module; ``from .cards import Card`` a name inside one.
                target = [*base, alias.name] if _is_module([*base, alias.name]) else base
                out.append((node.lineno, ".".join(target) or "__init__"))
    return out


def forbidden(path: Path) -> list[str]:
    name = module_name(path)
    part = part_of(name)
    bad = []
    for line, target in imports(path):
        target_part = part_of(target)
        if target_part not in ALLOWED[part] and not (part in {"game", "ai-game"} and own_game(name, target)):
            bad.append(f"{name} ({part}) imports {target} ({target_part}) at line {line}")
    return bad


SOURCES = sorted(PACKAGE.rglob("*.py"))


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_each_module_imports_only_what_its_layer_allows(path: Path) -> None:
    assert forbidden(path) == []


def test_every_module_belongs_to_a_part_and_every_part_has_modules() -> None:
    parts = {part_of(module_name(path)) for path in SOURCES}
    assert parts == set(ALLOWED)


def test_the_rules_catch_a_forbidden_import(tmp_path: Path) -> None:
    """The checker is not blind: a registry that imports the games, an AI level that imports a game,
    a game's rules that import another game or its own AI."""
    samples = {
        "core/registry.py": "from .. import games\n",
        "ai/levels.py": "from ..games.maw import Maw\n",
        "games/triumph/ai.py": "from ..maw import Maw\n",
        "games/maw/__init__.py": "from ...ai import choose\n",
        "games/maw/rules.py": "from ..triumph import Triumph\n",
        "games/triumph/__init__.py": "from .ai import easy\n",
        "core/cards.py": "import cardavia.api\n",
    }
    global PACKAGE
    saved = PACKAGE
    try:
        PACKAGE = tmp_path
        for rel, source in samples.items():
            path = tmp_path / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(source, encoding="utf-8")
        (tmp_path / "games" / "__init__.py").write_text("", encoding="utf-8")
        (tmp_path / "ai" / "__init__.py").write_text("", encoding="utf-8")
        (tmp_path / "api.py").write_text("", encoding="utf-8")
        for rel in samples:
            assert forbidden(tmp_path / rel), f"{rel}: {samples[rel]!r} should be forbidden"
        own = "from . import Maw\nfrom .rules import RULES\n"
        (tmp_path / "games" / "maw" / "ai.py").write_text(own, encoding="utf-8")
        assert forbidden(tmp_path / "games" / "maw" / "ai.py") == []  # its own game's rules
    finally:
        PACKAGE = saved
