"""One word for each thing, per language: the engine's texts and the page use these.

Czech follows the Czech tarok tradition (zdvih, trula, Škýz) and addresses the
player with the informal "ty". ``GLOSSARY`` goes to the page in catalog.json, so
labels the page writes itself use the same words as the engine's sentences.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypedDict

from .text import text

if TYPE_CHECKING:
    from .text import Text

GLOSSARY: dict[str, Text] = {
    "trick": text("zdvih", "trick"),
    "tricks": text("zdvihy", "tricks"),
    "trump": text("trumf", "trump"),
    "trumps": text("trumfy", "trumps"),
    "fool": text("Škýz", "the Fool"),
    "Fool": text("Škýz", "The Fool"),
    "oudlers": text("trula", "oudlers"),
    "talon": text("talon", "talon"),
    "chien": text("talon", "chien"),
    "taker": text("hráč, který bere", "the taker"),
    "defence": text("obránci", "the defence"),
    "pot": text("bank", "pot"),
    "chips": text("žetony", "chips"),
    "florins": text("florény", "florins"),
    "ruler": text("Vládce", "the Ruler"),
    "decree": text("dekret", "decree"),
    "sin": text("hřích", "sin"),
    "sinner": text("hříšník", "sinner"),
    "family": text("rod", "family"),
    "you": text("Ty", "You"),
    "rules": text("Pravidla", "Rules"),
    "hint": text("Nápověda", "Hint"),
    "guide": text("Průvodce", "Guide"),
    "last_trick": text("Poslední zdvih", "Last trick"),
    "score_sheet": text("Zápis skóre", "Score sheet"),
    "start": text("Na začátku", "At the start"),
}

# Indulgence's families, by their letters in the card codes.
FAMILY_NAMES: dict[str, Text] = {
    "M": text("Medici", "Medici"),
    "S": text("Sforza", "Sforza"),
    "O": text("Orsini", "Orsini"),
    "B": text("Borgia", "Borgia"),
}
# Indulgence: which emblem the cards show for each family (the page draws them).
FAMILY_EMBLEMS: dict[str, dict[str, Text | str]] = {
    "M": {"name": FAMILY_NAMES["M"], "emblem": "palle", "looks": text("štít s koulemi", "a shield of balls")},
    "S": {"name": FAMILY_NAMES["S"], "emblem": "serpent", "looks": text("had", "a serpent")},
    "O": {"name": FAMILY_NAMES["O"], "emblem": "rose", "looks": text("růže", "a rose")},
    "B": {"name": FAMILY_NAMES["B"], "emblem": "bull", "looks": text("býk", "a bull")},
}


def term(key: str) -> Text:
    """The glossary's word for ``key`` (KeyError for a word it does not have: add it here)."""
    return GLOSSARY[key]


# For the type checker only: creating these TypedDicts at run time slows every page's engine start.
if TYPE_CHECKING:
    class PluralForms(TypedDict):
        """A counted word by plural category (Unicode CLDR: the page picks one with ``Intl.PluralRules``)."""

        cs: dict[str, str]  # one (1), few (2–4), many (a decimal: 1,5 bodu), other (0, 5 …)
        en: dict[str, str]  # one, other


# The score units (GameInfo.score_unit, by its English word) as counted words.
UNIT_FORMS: dict[str, PluralForms] = {
    "points": {"cs": {"one": "bod", "few": "body", "many": "bodu", "other": "bodů"},
               "en": {"one": "point", "other": "points"}},
    "chips": {"cs": {"one": "žeton", "few": "žetony", "many": "žetonu", "other": "žetonů"},
              "en": {"one": "chip", "other": "chips"}},
    "florins": {"cs": {"one": "florén", "few": "florény", "many": "florénu", "other": "florénů"},
                "en": {"one": "florin", "other": "florins"}},
}


def unit_forms(unit: Text) -> PluralForms:
    """The counted forms of a game's score unit (KeyError for a unit not here: add it)."""
    return UNIT_FORMS[unit["en"]]
