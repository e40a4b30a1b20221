"""Strict JSON text in from outside the engine: bounded size and nesting, finite numbers only.

``json.loads`` recurses once per nesting level: a text of 100,000 ``[`` raises
RecursionError in CPython and can overflow the WebAssembly stack in Pyodide,
which kills the interpreter. So the nesting depth is measured first, by a flat
scan that skips string contents, and a text deeper than ``MAX_DEPTH`` is refused
before it reaches the parser. ``NaN`` and ``Infinity`` are not JSON and are refused too,
and so is a lone surrogate (``"\\ud800"``): it is no character, and a reply that
echoed it could not be encoded as UTF-8 on its way back to the page.
"""

from __future__ import annotations

import json
import re
from itertools import accumulate
from typing import TYPE_CHECKING, NoReturn

from .errors import Worded
from .text import msg

if TYPE_CHECKING:
    from .text import Text

    # A JSON value as ``json.loads`` gives it: its reader checks what it holds (``isinstance``).
    JSON = None | bool | int | float | str | list["JSON"] | dict[str, "JSON"]

MAX_DEPTH = 64  # a save nests 4 levels and a request 3; far below any recursion limit
MAX_CHARS = 4_000_000  # a long match's save is some tens of kilobytes

_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_NOT_A_BRACKET = re.compile(r"[^\[\]{}]+")
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")
_STEP = str.maketrans({"[": "+", "{": "+", "]": "-", "}": "-"})


class JSONTextError(Worded):
    """A text that is not JSON the engine accepts, and why, in every language."""


def _refused(message: Text) -> JSONTextError:
    return JSONTextError(message)


def nesting_depth(text: str) -> int:
    """The deepest nesting of arrays and objects in ``text``, brackets inside strings not counted."""
    brackets = _NOT_A_BRACKET.sub("", _STRING.sub("", text)).translate(_STEP)
    return max(accumulate(1 if step == "+" else -1 for step in brackets), default=0)


def _no_constant(name: str) -> NoReturn:
    # Translators: {name} is what Python's JSON reader met instead of a number: NaN, Infinity or -Infinity.
    raise _refused(msg("{name} is not JSON: numbers must be finite.", name=name))


def loads(text: object) -> JSON:
    """``json.loads`` for untrusted text: JSONTextError (a ValueError) for anything it would not take.

    What it gives is checked by its reader (``isinstance``) before it is used."""
    if isinstance(text, (bytes, bytearray)):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as err:
            raise _refused(msg("The text is not UTF-8: {error}", error=str(err))) from None
    if not isinstance(text, str):
        kind = type(text).__name__
        # Translators: {kind} is a Python type's name (bytes, int, dict …).
        raise _refused(msg("Expected JSON text, not {kind}.", kind=kind))
    if len(text) > MAX_CHARS:
        raise _refused(msg("The JSON text is too long ({length} characters; at most {most}).",
                           length=len(text), most=MAX_CHARS))
    depth = nesting_depth(text)
    if depth > MAX_DEPTH:
        raise _refused(msg("The JSON is nested too deeply ({depth} levels; at most {most}).",
                           depth=depth, most=MAX_DEPTH))
    try:
        value: JSON = json.loads(text, parse_constant=_no_constant)
    except JSONTextError:
        raise
    except ValueError as err:
        # Translators: {error} is Python's JSON reader's own English message.
        raise _refused(msg("This is not valid JSON: {error}", error=str(err))) from None
    # A raw surrogate or an escaped one (rare: only then is the value itself checked).
    if (not text.isascii() and not _encodes(text)) or (_SURROGATE_ESCAPE.search(text) and not _encodes(value)):
        raise _refused(msg("The text holds a lone surrogate, which is not a character."))
    return value


def _encodes(value: object) -> bool:
    """Whether every string in ``value`` (keys too) is whole Unicode: UTF-8 can encode it."""
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            return False
        return True
    if isinstance(value, dict):
        return all(_encodes(k) and _encodes(v) for k, v in value.items())
    if isinstance(value, list):
        return all(map(_encodes, value))
    return True
