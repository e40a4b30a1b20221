"""Bilingual texts: every string a player reads exists in Czech and English.

A game's words (``games/<id>/words.py``) write each message as one call: ``msg`` with its
English text and its Czech one, ``plural`` for a count; placeholders are named
(``{seat}``, ``{n}``) and filled per language. The English text is the message's key
for the language catalogues (#30): converting a words module means turning these calls
into catalogue look-ups, with no sentence assembled elsewhere.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Literal, TypedDict

# For the type checker only: creating these TypedDicts at run time slows every page's engine start.
if TYPE_CHECKING:
    class Text(TypedDict):
        cs: str
        en: str

    Value = str | int | float | Text  # what fills a placeholder


def text(cs: str, en: str) -> Text:
    return {"cs": cs, "en": en}


def _filled(template: str, lang: Literal["cs", "en"], values: dict[str, Value]) -> str:
    return template.format_map({k: v[lang] if isinstance(v, dict) else v for k, v in values.items()})


def msg(en: str, cs: str, /, **values: Value) -> Text:
    """One message: ``msg("Waiting for {seat}.", "Na tahu: {seat}.", seat=seat_ref(2))``.

    A ``Text`` value goes in in each language; other values as they are.
    """
    if not values:
        return {"cs": cs, "en": en}
    return {"cs": _filled(cs, "cs", values), "en": _filled(en, "en", values)}


def plural(n: int, en: tuple[str, str], cs: tuple[str, str, str], /, **values: Value) -> Text:
    """A message about ``n`` things, in the plural form each language needs, ``{n}`` in it:
    ``plural(n, ("{n} card", "{n} cards"), ("{n} karta", "{n} karty", "{n} karet"))``."""
    en_form = en[0] if n == 1 else en[1]
    cs_form = cs[0] if n == 1 else cs[1] if 2 <= n <= 4 else cs[2]
    return msg(en_form, cs_form, n=n, **values)


SEAT_TAG = re.compile(r"\{p(\d+)\}")


def seat_ref(seat: int) -> Text:
    """A seat inside a sentence, as a tag ("{p2}") the page replaces with the name the table shows.

    Sentences put the tag where its grammar does not depend on the name ("Zdvih: {p2}"),
    so "Ty"/"You" and the computer players' names fit alike.
    """
    tag = f"{{p{seat}}}"
    return text(tag, tag)


def fill_seats(sentence: str, names: Sequence[str]) -> str:
    """Replace every seat tag with ``names[seat]`` (what the page does with the table's names)."""
    return SEAT_TAG.sub(lambda m: names[int(m.group(1))], sentence)


def player_name(seat: int, *, capital: bool = True) -> Text:
    """How texts name a seat, counting from 1: "Player 2"; in Czech "Hráč 2", or "hráč 2" inside a sentence."""
    return text(f"{'Hráč' if capital else 'hráč'} {seat + 1}", f"Player {seat + 1}")


def en_count(n: int, one: str, many: str) -> str:
    """An English count with the right plural: 1 trick, 2 tricks."""
    return f"{n} {one if n == 1 else many}"


def cs_count(n: int, one: str, few: str, many: str) -> str:
    """A Czech count with the right plural: 1 žeton, 3 žetony, 5 žetonů."""
    word = one if n == 1 else few if 2 <= n <= 4 else many
    return f"{n} {word}"


def count(n: int, cs: tuple[str, str, str], en: tuple[str, str]) -> Text:
    """A count in both languages: count(3, ("karta", "karty", "karet"), ("card", "cards"))."""
    return text(cs_count(n, *cs), en_count(n, *en))
