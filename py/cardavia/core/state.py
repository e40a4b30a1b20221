"""Clones from declared state: a class says how each attribute a step changes in place is copied.

A class that inherits ``Declared`` lists in ``copied`` every attribute holding a
mutable value, with how it is copied (``COPY``, ``EACH``, ``RECORDS``, ``CLONE``,
``CACHE``); a subclass adds to its bases' list. Every other attribute is
shared, so it must hold an immutable value (a number, text, a Card, a tuple of
them) or be declared ``SHARED``: a value never changed in place once made, only
replaced (a table of the rules, the last trick), named so a test can tell it
from a forgotten list.

From that declaration each class gets one ``clone``, generated once as the
straight-line code a careful hand would write (it is on the AI's hot path: a
loop over the declaration would be slower). tests/engine/test_clone.py walks
random positions of every game: a clone shares nothing mutable with its original.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import ClassVar, TypeVar, cast

T = TypeVar("T")


def blank(cls: type[T]) -> T:
    """An instance without ``__init__``, for a constructor that sets every attribute itself.

    The one place the engine makes objects this way (besides each game's ``from_view``).
    """
    return object.__new__(cls)


class Copier:
    """How one attribute is copied: ``expression`` with ``{v}`` standing for its value."""

    __slots__ = ("expression", "name")

    def __init__(self, name: str, expression: str) -> None:
        self.name = name
        self.expression = expression

    def __repr__(self) -> str:
        return self.name


COPY = Copier("COPY", "{v}.copy()")  # a list, dict or set of immutable values, or an object with copy()
EACH = Copier("EACH", "[x.copy() for x in {v}]")  # a list of such lists (a hand per seat)
RECORDS = Copier("RECORDS", "{v}.copy()")  # a list of items never changed in place once added (deal results)
CLONE = Copier("CLONE", "{v}.clone()")  # an object that clones itself (a game state in a session)
CACHE = Copier("CACHE", "None")  # a cache of something the clone recomputes: it starts empty
SHARED = Copier("SHARED", "{v}")  # never changed in place, only replaced (a rules table): shared, not copied


def make_clone(cls: type[T], copied: Mapping[str, Copier]) -> Callable[[T], T]:
    """The ``clone`` of ``cls``: every attribute shared, then the declared ones copied."""
    names: dict[str, object] = {"new": object.__new__, "cls": cls}  # blank(), without a call more
    lines = ["def clone(self):", "    other = new(cls)", "    other.__dict__.update(self.__dict__)"]
    for attribute, how in copied.items():
        if how is not SHARED:
            lines.append(f"    other.{attribute} = {how.expression.format(v='self.' + attribute)}")
    lines.append("    return other")
    exec(compile("\n".join(lines), f"<clone of {cls.__qualname__}>", "exec"), names)
    clone = cast("Callable[[T], T]", names["clone"])
    clone.__qualname__ = f"{cls.__qualname__}.clone"
    clone.__doc__ = f"An independent copy, from the declared state of {cls.__qualname__} (core/state.py)."
    return clone


class Declared:
    """A class whose ``clone`` is made from its ``copied`` declaration (and its bases')."""

    copied: ClassVar[Mapping[str, Copier]] = {}

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        merged: dict[str, Copier] = {}
        for base in reversed(cls.__mro__):
            merged.update(vars(base).get("copied", {}))
        cls.copied = merged
        if "clone" not in vars(cls):  # a class may still write its own
            setattr(cls, "clone", make_clone(cls, merged))  # noqa: B010 (mypy: a method is not assignable)

    def clone(self: T) -> T:
        """An independent copy (generated per class from ``copied``; the AI makes thousands)."""
        raise NotImplementedError(type(self).__qualname__)
