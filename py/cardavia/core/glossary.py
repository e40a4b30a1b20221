"""One word for each thing, per language: the engine's texts and the page use these.

Czech follows the Czech tarok tradition (zdvih, trula, Škýz) and addresses the
player with the informal "ty". ``GLOSSARY`` goes to the page in catalog.json, so
labels the page writes itself use the same words as the engine's sentences.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, cast

from .text import Words, msg, plural, pmsg, pplural

if TYPE_CHECKING:
    from .text import Text

GLOSSARY: Mapping[str, Text] = Words(lambda: {
    "trick": pmsg("glossary", "trick"),
    "tricks": pmsg("glossary", "tricks"),
    "trump": pmsg("glossary", "trump"),
    "trumps": pmsg("glossary", "trumps"),
    "fool": pmsg("glossary", "the Fool"),
    "Fool": pmsg("glossary", "The Fool"),
    "oudlers": pmsg("glossary", "oudlers"),
    "talon": pmsg("glossary", "talon"),
    "chien": pmsg("glossary", "chien"),
    "taker": pmsg("glossary", "the taker"),
    "defence": pmsg("glossary", "the defence"),
    "pot": pmsg("glossary", "pot"),
    "chips": pmsg("glossary", "chips"),
    "florins": pmsg("glossary", "florins"),
    "ruler": pmsg("glossary", "the Ruler"),
    "decree": pmsg("glossary", "decree"),
    "sin": pmsg("glossary", "sin"),
    "sinner": pmsg("glossary", "sinner"),
    "family": pmsg("glossary", "family"),
    "you": pmsg("glossary", "You"),
    "rules": pmsg("glossary", "Rules"),
    "hint": pmsg("glossary", "Hint"),
    "guide": pmsg("glossary", "Guide"),
    "last_trick": pmsg("glossary", "Last trick"),
    "score_sheet": pmsg("glossary", "Score sheet"),
    "start": pmsg("glossary", "At the start"),
})

# Indulgence's families, by their letters in the card codes.
FAMILY_NAMES: Mapping[str, Text] = Words(lambda: {
    "M": msg("Medici"),
    "S": msg("Sforza"),
    "O": msg("Orsini"),
    "B": msg("Borgia"),
})
# Indulgence: which emblem the cards show for each family (the page draws them).
FAMILY_EMBLEMS: Mapping[str, dict[str, Text | str]] = Words(lambda: {
    "M": {"name": FAMILY_NAMES["M"], "emblem": "palle", "looks": msg("a shield of balls")},
    "S": {"name": FAMILY_NAMES["S"], "emblem": "serpent", "looks": msg("a serpent")},
    "O": {"name": FAMILY_NAMES["O"], "emblem": "rose", "looks": msg("a rose")},
    "B": {"name": FAMILY_NAMES["B"], "emblem": "bull", "looks": msg("a bull")},
})


def term(key: str) -> Text:
    """The glossary's word for ``key`` (KeyError for a word it does not have: add it here)."""
    return GLOSSARY[key]


# For the type checker only.
if TYPE_CHECKING:
    # A counted word by language and plural category (Unicode CLDR: the page picks one with ``Intl.PluralRules``).
    PluralForms = dict[str, dict[str, str]]

# The score units (GameInfo.score_unit, by its English word) as counted words, each language's
# categories in its catalogue: "one: bod | few: body | many: bodu | other: bodů" (many: a decimal, "1,5 bodu").
_UNIT_FORMS: Mapping[str, Text] = Words(lambda: {
    # Translators: "category: word" for each CLDR plural category of your language, separated by " | ".
    "points": pmsg("a score unit by CLDR plural category", "one: point | other: points"),
    "chips": pmsg("a score unit by CLDR plural category", "one: chip | other: chips"),
    "florins": pmsg("a score unit by CLDR plural category", "one: florin | other: florins"),
})


def decimal(x: float) -> Text:
    """``x`` with one decimal as each language writes it: "0.3", "0,3"."""
    whole, tenth = f"{x:.1f}".split(".")
    return pmsg("a number with one decimal: 0.3", "{whole}.{tenth}", whole=whole, tenth=tenth)


# Each score unit's amounts (by its English word, like _UNIT_FORMS): a whole number, and one with a decimal,
# whose form follows its whole part (French: "0,5 point", "2,5 points"; Czech takes the genitive singular).
_AMOUNTS: dict[str, tuple[Callable[[int], Text], Callable[[float], Text]]] = {
    "points": (lambda n: plural(n, "{n} point", "{n} points"),
               # Translators: {amount} has one decimal ("0.3"); the form is picked by its whole part (0 for 0.3).
               # Czech takes the genitive singular, "0,3 bodu"; French the singular below 2, "1,5 point".
               lambda x: pplural("an amount with one decimal", int(x), "{amount} points", "{amount} points",
                                 amount=decimal(x))),
    "chips": (lambda n: plural(n, "{n} chip", "{n} chips"),
              # Translators: as for "{amount} points": the form is picked by the whole part.
              lambda x: pplural("an amount with one decimal", int(x), "{amount} chips", "{amount} chips",
                                amount=decimal(x))),
    "florins": (lambda n: plural(n, "{n} florin", "{n} florins"),
                # Translators: as for "{amount} points": the form is picked by the whole part.
                lambda x: pplural("an amount with one decimal", int(x), "{amount} florins", "{amount} florins",
                                  amount=decimal(x))),
}


def amount(x: float, unit: Text) -> Text:
    """An amount of a game's score unit: "26 points"; below 10 and not whole with one decimal, "0.3 points"."""
    if x >= 10 or x == int(x):
        return _AMOUNTS[unit["en"]][0](round(x))
    return decimal_amount(x, unit)


def decimal_amount(x: float, unit: Text) -> Text:
    """An amount of a game's score unit with one decimal, whatever its size: "52.5 points", "0,5 point"."""
    return _AMOUNTS[unit["en"]][1](x)


def unit_forms(unit: Text) -> PluralForms:
    """The counted forms of a game's score unit in each language (KeyError for a unit not here: add it)."""
    forms = cast("Mapping[str, str]", _UNIT_FORMS[unit["en"]])
    return {language: dict(form.split(": ", 1) for form in words.split(" | ")) for language, words in forms.items()}
