"""Texts a player reads, in every language of the catalogues.

A game's words (``games/<id>/words.py``) write each message as one call with its English
text, the message id of the GNU gettext catalogues in ``cardavia/locale`` (``cs.po``,
``en.po``, made from the template ``cardavia.pot`` that ``tools/catalogues.py`` extracts):
``msg`` for a sentence, ``plural`` for a count, ``pmsg``/``pplural`` when one English text
needs two translations (a context tells them apart). Placeholders are named (``{seat}``,
``{n}``) and filled per language. Each call looks the message up in every catalogue with
the standard library's ``gettext``, so a ``Text`` holds every language; the JSON boundary
(bridge.py, ``only_in``) sends the page only the one it reads in.

The languages are data: ``locale/LINGUAS`` lists them, one a line, and each has its
``locale/<language>.po``. A new language is that file and its name in the list.
"""

from __future__ import annotations

import io
import os
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, TypeVar, cast

# For the type checker only: creating these types at run time slows every page's engine start.
if TYPE_CHECKING:
    import gettext
    from typing import Protocol

    Text = dict[str, str]  # a message by language: one entry for each of LANGUAGES

    Value = str | int | float | Text  # what fills a placeholder

    class _FileReader(Protocol):  # a module's loader: the file system's, or zipimport's in Pyodide
        def get_data(self, path: str) -> bytes: ...


def _locale_file(name: str) -> bytes:
    """A file of ``locale/``, read by the package's own loader (a zip in Pyodide)."""
    path = os.path.join(os.path.dirname(os.path.dirname(__file__)), "locale", name)
    return cast("_FileReader", __spec__.loader).get_data(path)


def listed_languages(linguas: str) -> tuple[str, ...]:
    """The languages a LINGUAS file lists: words separated by white space, ``#`` comments left out."""
    return tuple(word for line in linguas.splitlines() for word in line.partition("#")[0].split())


# The catalogues' languages (locale/LINGUAS), in the order a Text holds them; each has a locale/<language>.po.
LANGUAGES = listed_languages(_locale_file("LINGUAS").decode("utf-8"))


def _catalogue(language: str) -> gettext.GNUTranslations:
    """A compiled catalogue (``locale/<language>.mo``)."""
    import gettext  # with the first words looked up, not at the engine's import

    try:
        data = _locale_file(f"{language}.mo")
    except OSError as missing:
        raise RuntimeError(f"locale/{language}.mo is missing: run python tools/catalogues.py compile") from missing
    return gettext.GNUTranslations(io.BytesIO(data))


_CATALOGUES: list[gettext.GNUTranslations] = []
# Each message's translations as first looked up: a game's words are made on every deal, in the AI's
# playouts too, and gettext's lookup (a plural's Plural-Forms function above all) costs more than the words.
_LOOKED_UP: dict[tuple[str | int, ...], list[str]] = {}


def _catalogues() -> list[gettext.GNUTranslations]:
    """Every language's catalogue, read when a game's words first need them (not at the engine's import)."""
    if not _CATALOGUES:
        _CATALOGUES.extend(_catalogue(language) for language in LANGUAGES)
    return _CATALOGUES


def _looked_up(key: tuple[str | int, ...], look_up: Callable[[gettext.GNUTranslations], str]) -> list[str]:
    """Each catalogue's translation of one message (``key``: the call's kind and arguments), looked up once."""
    found = _LOOKED_UP.get(key)
    if found is None:
        found = _LOOKED_UP[key] = [look_up(c) for c in _catalogues()]
    return found


K = TypeVar("K")
V = TypeVar("V")


class Words(Mapping[K, V]):
    """A table of words made when first read, not when its module is imported: the engine's import
    (every page's start) then reads no catalogue. ``Words(lambda: {"Q": pmsg("card rank", "Queen")})``."""

    __slots__ = ("_make", "_table")

    def __init__(self, make: Callable[[], Mapping[K, V]]) -> None:
        self._make = make
        self._table: Mapping[K, V] | None = None

    def _words(self) -> Mapping[K, V]:
        if self._table is None:
            self._table = self._make()
        return self._table

    def __getitem__(self, key: K) -> V:
        return self._words()[key]

    def __iter__(self) -> Iterator[K]:
        return iter(self._words())

    def __len__(self) -> int:
        return len(self._words())


def in_each_language(say: Callable[[str], str]) -> Text:
    """A Text made by a function of the language (what an error says in each)."""
    return {language: say(language) for language in LANGUAGES}


def in_language(value: Text, language: str) -> str:
    """A text in ``language``; the English where it has none (a card's name: core/cards.py knows two)."""
    return value[language] if language in value else value["en"]


def _filled(template: str, language: str, values: dict[str, Value]) -> str:
    return template.format_map({k: in_language(v, language) if isinstance(v, dict) else v for k, v in values.items()})


def _text(translations: list[str], values: dict[str, Value]) -> Text:
    if values:
        translations = [_filled(t, language, values) for t, language in zip(translations, LANGUAGES, strict=True)]
    return dict(zip(LANGUAGES, translations, strict=True))


def msg(en: str, /, **values: Value) -> Text:
    """One message: ``msg("Waiting for {seat}.", seat=seat_ref(2))``.

    A ``Text`` value goes in in each language; other values as they are.
    """
    return _text(_looked_up(("msg", en), lambda c: c.gettext(en)), values)


def pmsg(context: str, en: str, /, **values: Value) -> Text:
    """A message whose English text means something else elsewhere: ``pmsg("verb", "Pass")``."""
    return _text(_looked_up(("pmsg", context, en), lambda c: c.pgettext(context, en)), values)


def plural(n: int, one: str, many: str, /, **values: Value) -> Text:
    """A message about ``n`` things, in the plural form each catalogue's ``Plural-Forms`` picks, ``{n}``
    in it: ``plural(n, "{n} card", "{n} cards")``."""
    return _text(_looked_up(("plural", one, many, n), lambda c: c.ngettext(one, many, n)), {"n": n, **values})


def pplural(context: str, n: int, one: str, many: str, /, **values: Value) -> Text:
    """``plural`` with a context, like ``pmsg``."""
    translations = _looked_up(("pplural", context, one, many, n), lambda c: c.npgettext(context, one, many, n))
    return _text(translations, {"n": n, **values})


SEAT_TAG = re.compile(r"\{p(\d+)\}")


def seat_ref(seat: int) -> Text:
    """A seat inside a sentence, as a tag ("{p2}") the page replaces with the name the table shows.

    Sentences put the tag where its grammar does not depend on the name ("Zdvih: {p2}"),
    so "Ty"/"You" and the computer players' names fit alike.
    """
    tag = f"{{p{seat}}}"
    return in_each_language(lambda _: tag)


def fill_seats(sentence: str, names: Sequence[str]) -> str:
    """Replace every seat tag with ``names[seat]`` (what the page does with the table's names)."""
    return SEAT_TAG.sub(lambda m: names[int(m.group(1))], sentence)


def player_name(seat: int) -> Text:
    """How texts name a seat, counting from 1: "Player 2"."""
    # Translators: a seat of the table, {n} counting from 1 (a label, as at the start of a sentence).
    return msg("Player {n}", n=seat + 1)


def sentences(first: Text, *more: Text | None) -> Text:
    """Whole sentences (each one message) one after another, those that are None left out."""
    for sentence in more:
        if sentence is not None:
            first = pmsg("sentences one after another", "{sentence} {next}", sentence=first, next=sentence)
    return first
