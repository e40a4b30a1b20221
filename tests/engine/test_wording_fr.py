"""French wording: the glossary's words, one form of address (« vous »), seats where any name fits, French spacing.

Every message of the French catalogue (py/cardavia/locale/fr.po, the engine's words)
is read beside its English source: where the English names a thing of the glossary
(docs/glossary-fr.md), the French uses the glossary's word; anglicisms and the words the glossary
replaced are absent; the player is « vous », never « tu »; a seat tag (filled with « Vous » or
a computer player's name) is never the subject of a verb nor after a word that elides; and the
spacing is French. Each check is shown to fail on a deliberately broken copy.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path

import catalogues  # tools/catalogues.py (tests/conftest.py puts tools/ on the path)
import pytest

from cardavia.core.glossary import amount, decimal_amount
from cardavia.core.text import msg

FRENCH = catalogues.LOCALE / "fr.po"

# (English words, the French the glossary says for them): where the English has the first, the French has the second.
GLOSSARY = [
    (r"\btricks?\b", r"\bplis?\b"),
    (r"\btrumps?\b", r"\batouts?\b|\bcoup(e|er|ez|ent)\b"),
    (r"\bFool\b|\bExcuse\b", r"\bExcuse\b"),
    (r"\boudlers?\b", r"\bbouts?\b"),
    (r"\bchien\b", r"\bchien\b"),
    (r"\btaker\b", r"\bpreneur\b|\bl’attaque\b"),
    (r"\bdefen[cs]e\b|\bdefenders?\b", r"\bdéfen[sd]"),
    (r"\bslam\b", r"\bchelem\b"),
    (r"\bpoignée\b", r"\bpoignée\b"),
    (r"\bdeal\b|\bdeals\b", r"donn|distribu"),
    (r"\bdealer\b", r"\bdonneur\b"),
    (r"(?<!not )\bmatch\b", r"\bpartie\b"),  # the noun, not "does not match"
    (r"\bchips?\b", r"\bjetons?\b"),
    (r"\bpot\b", r"\bpot\b"),
    (r"\bflorins?\b", r"\bflorins?\b"),
    (r"\bRuler\b", r"\bSouverain\b"),
    (r"\bdecrees?\b", r"\bdécr[eè]t"),
    (r"\bsinner\b", r"\bpécheur\b"),
    (r"\b[Ss]in(ned)?\b", r"\bp[éè]ch"),
    (r"\bring\b", r"\banneau\b"),
    (r"\bpapal bulls?\b", r"\bbulles? papales?\b"),
    (r"\bdiscard", r"\bécart|\bdéfauss"),
    (r"\bturned card\b", r"\bretourne\b"),
    (r"\bfollow(ing)?\b(?! the federation)", r"\bfourni"),  # not "follows the structure"
    (r"(?<!Ruff and )\bhonours?\b", r"\bhonneurs?\b"),  # not the name of Cotton's rules
]
# Words a French player should not read: English left in, the synonyms the glossary did not choose
# (levée for pli, Fou for Excuse, schelem for chelem, Prise for the FFT's Petite, bonus for prime, kitty
# for chien), and the informal address.
NOT_THE_GLOSSARY = (r"(?i:\b(tricks?|trumps?|deals?|dealer|chips?|slam|taker|oudlers?|levées?|schelem|schlem|kitty"
                    r"|bonus)\b)|\b(Fou|Prise)\b")
INFORMAL = (r"(?i:\b(tu|te|toi|ton|ta|tes|tien|tienne)\b|(?<!\w)t’)"
            r"|(?:^|[.:;?!]\s)(Choisis|Prends|Fournis|Entame|Appelle|Joue|Écarte|Annonce|Montre|Utilise|Coupe"
            r"|Laisse|Arrête|Pose|Recharge|Colle|Copie|Sélectionne|Clique|Commence|Rejoue)\s+[a-zà-ÿ]")
FORMAL = r"\b[Vv]ous\b|\b[Vv]otre\b|\b[Vv]os\b|\b\w+ez\b"
# The placeholders that name seats: the page puts « Vous » or a computer player's name there.
SEAT = r"\{(seat|seats|last|payer|receiver|giver|taker|partner|ruler|side|name|p\d+)\}"
SEAT_AS_SUBJECT = SEAT + r" (?!et\b|ou\b|de\b|d’)[\w’]"
SEAT_AFTER_ELISION = r"\b(de|que|le|la|du|ce|jusque|lorsque|puisque)\s+" + SEAT
NBSP, NNBSP = "\u00a0", "\u202f"
# Messages that are data for the page, not prose ("one: point | other: points"): no French spacing in them.
DATA = {"a score unit by CLDR plural category"}


def _without_placeholders(french: str) -> str:
    return re.sub(r"\{[^{}]*\}", "{}", french)


def entries(path: Path) -> Iterator[tuple[str, str, list[str], str | None]]:
    """Each (English, French, the source files, the context) of a catalogue; a plural's forms each beside its
    English."""
    for message in catalogues.read(path):
        if not message.id:
            continue
        files = [where for where, _ in message.locations]
        if isinstance(message.id, tuple):
            forms = message.string if isinstance(message.string, tuple) else (message.string,)
            yield message.id[0], forms[0], files, message.context
            for form in forms[1:]:
                yield message.id[1], form, files, message.context
        else:
            yield message.id, str(message.string), files, message.context


def problems(path: Path) -> Iterator[str]:
    """Every wording rule a French catalogue breaks, one line each."""
    for english, french, files, context in entries(path):
        words, source_words = _without_placeholders(french), _without_placeholders(english)
        for source, target in GLOSSARY:
            if re.search(source, source_words, re.IGNORECASE) and not re.search(target, words, re.IGNORECASE):
                yield f"glossary {target!r} missing: {french!r} for {english!r}"
        if found := re.search(NOT_THE_GLOSSARY, words):
            yield f"not the glossary's word {found.group()!r}: {french!r}"
        if all("french_tarot" in where for where in files) and re.search(r"\btalon\b", words):
            yield f"French Tarot says chien, not talon: {french!r}"
        if found := re.search(INFORMAL, words):
            yield f"informal address {found.group().strip()!r}: {french!r}"
        if found := re.search(SEAT_AS_SUBJECT, french) or re.search(SEAT_AFTER_ELISION, french):
            yield f"a seat where « Vous » or a name does not fit {found.group()!r}: {french!r}"
        if context in DATA:
            continue
        if found := re.search(rf"[^{NBSP}]:|[^{NNBSP}][;?!]|[^{NBSP}]%|«(?!{NBSP})|(?<!{NBSP})»|['\"“”]", words):
            yield f"not French spacing or quotes {found.group()!r}: {french!r}"


def test_the_french_catalogue_keeps_the_glossary_the_address_and_french_spacing() -> None:
    assert list(problems(FRENCH)) == []


def test_the_french_catalogue_says_vous() -> None:
    formal = [french for _, french, _, _ in entries(FRENCH) if re.search(FORMAL, french)]
    assert len(formal) > 60, len(formal)


def test_the_french_catalogue_is_whole() -> None:
    """Every message of the template translated, the engine's and the page's ("page:<key>"), with the source's
    placeholders, both plural forms (test_catalogues checks it too, as every language of LINGUAS)."""
    french = catalogues.read(FRENCH)
    assert french.num_plurals == 2 and french.plural_expr == "(n > 1)"
    assert list(catalogues.problems(french, catalogues.read(catalogues.TEMPLATE))) == []


# (what is broken, how, what the check says)
BREAKAGES: list[tuple[str, Callable[[str], str], str]] = [
    ("glossary", lambda po: po.replace('msgstr "Pli pour {seat}."', 'msgstr "Levée pour {seat}."'),
     "glossary '\\\\bplis?\\\\b' missing: 'Levée pour {seat}.'"),
    ("anglicism", lambda po: po.replace('msgstr "Chelem"', 'msgstr "Slam"'), "not the glossary's word 'Slam'"),
    ("chien", lambda po: po.replace('msgstr "Garde sans (le chien)"', 'msgstr "Garde sans (le chien ni le talon)"'),
     "French Tarot says chien, not talon"),
    ("informal", lambda po: po.replace('msgstr "À vous de jouer."', 'msgstr "À toi de jouer."'),
     "informal address 'toi'"),
    ("imperative", lambda po: po.replace('msgstr "Choisissez un décret."', 'msgstr "Choisis un décret."'),
     "informal address 'Choisis u'"),
    ("seat as subject", lambda po: po.replace('msgstr "À {seat} de jouer."', 'msgstr "{seat} joue."'),
     "a seat where « Vous » or a name does not fit '{seat} j'"),
    ("seat after elision", lambda po: po.replace('msgstr "À {seat} de jouer."', 'msgstr "Tour de {seat}."'),
     "a seat where « Vous » or a name does not fit 'de {seat}'"),
    ("spacing", lambda po: po.replace(f'msgstr "Décret{NBSP}: {{name}}"', 'msgstr "Décret : {name}"'),
     "not French spacing or quotes ' :'"),
    ("quotes", lambda po: po.replace('msgstr "Ce n’est pas à vous', 'msgstr "Ce n\'est pas à vous'),
     "not French spacing or quotes \"'\""),
]


@pytest.mark.parametrize(("edit", "expected"), [(edit, expected) for _, edit, expected in BREAKAGES],
                         ids=[name for name, _, _ in BREAKAGES])
def test_each_check_fails_on_a_broken_catalogue(tmp_path: Path, edit: Callable[[str], str], expected: str) -> None:
    whole = FRENCH.read_text(encoding="utf-8")
    broken = edit(whole)
    assert broken != whole, "the breakage did not apply: its text is no longer in fr.po"
    path = tmp_path / "fr.po"
    path.write_text(broken, encoding="utf-8")
    found = list(problems(path))
    assert any(line.startswith(expected) for line in found), found


@pytest.mark.parametrize(
    ("x", "unit", "french", "czech"),
    [
        (0.6, "chips", "0,6 jeton", "0,6 žetonu"),
        (1.5, "points", "1,5 point", "1,5 bodu"),
        (2.5, "florins", "2,5 florins", "2,5 florénu"),
        (52.5, "points", "52,5 points", "52,5 bodu"),
    ],
)
def test_an_amount_with_a_decimal_takes_its_languages_form(x: float, unit: str, french: str, czech: str) -> None:
    """French counts below 2 in the singular (« 0,6 jeton »), Czech a decimal in the genitive singular."""
    said = decimal_amount(x, msg(unit))
    assert (said["fr"], said["cs"], said["en"]) == (french, czech, f"{x} {unit}")
    if x < 10:
        assert amount(x, msg(unit)) == said
