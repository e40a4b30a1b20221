"""The engine's JSON shapes are TypedDicts for the type checker only: none exists at run time.

Every page open imports the engine in a browser Python that has never run (Pyodide,
WebAssembly in V8's baseline tier), and that import is on the critical path of "engine
ready". Creating the ~60 TypedDict classes (typing's ``_TypedDictMeta`` processes every
annotation) was about a third of ``import cardavia.bridge`` there, for classes nothing uses
at run time. So each is defined under ``if TYPE_CHECKING:`` and imported the same way
(docs/protocol.md); this test keeps a run-time one from coming back unnoticed.
"""

from __future__ import annotations

import importlib
import pkgutil
import sys
import typing

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
