"""The message catalogues are whole: every engine and page message in the template and in every language.

The engine's words and the page's (web/i18n/messages.json, context "page:<key>") are GNU gettext
messages (py/cardavia/locale: the template cardavia.pot and one <language>.po each,
tools/catalogues.py). These checks fail on a message missing, untranslated
or fuzzy in a catalogue, on placeholders or seat tags other than the source's, on a plural without
each of its catalogue's forms, on an entry the template lacks, on a template that is not a fresh
extraction of the sources, and on a bilingual literal anywhere in the engine; each is shown
to fail on a deliberately broken copy.
"""

from __future__ import annotations

import gettext
import json
import shutil
from collections.abc import Callable
from pathlib import Path

import catalogues  # tools/catalogues.py (tests/conftest.py puts tools/ on the path)
import pytest
from helpers import czech_and_english

from cardavia.core import text
from cardavia.games.indulgence import words as indulgence_words
from cardavia.games.maw import words as maw_words


def test_the_template_is_a_fresh_extraction_of_the_engine() -> None:
    assert catalogues.TEMPLATE.read_bytes() == catalogues.template_bytes(), (
        "run: .venv/bin/python tools/catalogues.py update (then translate what is new)")


def test_a_message_the_template_lacks_is_found(tmp_path: Path) -> None:
    engine = tmp_path / "cardavia"
    shutil.copytree(catalogues.ENGINE, engine, ignore=shutil.ignore_patterns("__pycache__", "*.mo"))
    words = engine / "games" / "triumph" / "words.py"
    words.write_text(words.read_text(encoding="utf-8") + '\nLATE = msg("A sentence nobody extracted.")\n',
                     encoding="utf-8")
    fresh = catalogues.template_bytes(engine)
    assert fresh != catalogues.TEMPLATE.read_bytes()
    assert b'msgid "A sentence nobody extracted."' in fresh


def test_a_page_message_the_template_lacks_is_found(tmp_path: Path) -> None:
    page = tmp_path / "messages.json"
    messages = json.loads(catalogues.PAGE.read_text(encoding="utf-8"))
    page.write_text(json.dumps({**messages, "late.word": "A word nobody extracted."}), encoding="utf-8")
    fresh = catalogues.template_bytes(page=page)
    assert fresh != catalogues.TEMPLATE.read_bytes()
    assert b'msgctxt "page:late.word"\nmsgid "A word nobody extracted."' in fresh


def test_every_page_message_is_in_the_template_by_its_key() -> None:
    """Each key of messages.json is the message of context "page:<key>", its English the id, a counted noun
    a plural message, a note the translators' comment."""
    template = catalogues.read(catalogues.TEMPLATE)
    messages = json.loads(catalogues.PAGE.read_text(encoding="utf-8"))
    assert len(messages) > 200
    for key, entry in messages.items():
        english = (entry if isinstance(entry, str)
                   else (entry["one"], entry["other"]) if "one" in entry else entry["text"])
        message = template.get(english, f"page:{key}")
        assert message is not None and message.id == english, key
        note = "" if isinstance(entry, str) else entry.get("note", "")
        assert " ".join(message.auto_comments) == note, key  # (a long comment is wrapped over lines)
    counted = [m for m in template if m.context and m.context.startswith("page:") and isinstance(m.id, tuple)]
    assert {m.context for m in counted} == {"page:table.cards", "page:table.tricks"}
    # One English word of two meanings on the page stays two messages.
    assert template.get("Close", "page:settings.close") and template.get("Close", "page:table.close")


def test_the_engine_compiles_no_page_message(tmp_path: Path) -> None:
    """The page's words reach the page as dist/i18n/<language>.json: the engine's compiled catalogues
    (in its wheel, downloaded on a first visit) leave them out, and keep every engine message."""
    locale = tmp_path / "locale"
    shutil.copytree(catalogues.LOCALE, locale, ignore=shutil.ignore_patterns("*.mo"))
    assert catalogues.compile_catalogues(locale=locale) == [locale / f"{lang}.mo" for lang in catalogues.languages()]
    for language in catalogues.languages():
        compiled = (locale / f"{language}.mo").read_bytes()
        with (locale / f"{language}.mo").open("rb") as file:
            words = gettext.GNUTranslations(file)
        assert b"page:" not in compiled and b"Historical trick-taking games" not in compiled, language
        entry = catalogues.read(locale / f"{language}.po").get("chips")
        assert entry is not None and words.gettext("chips") == entry.string, language  # Maw's score unit


def test_every_language_the_engine_speaks_has_a_catalogue() -> None:
    assert catalogues.languages() == sorted(text.LANGUAGES) and {"cs", "en"} <= set(text.LANGUAGES)
    assert all((catalogues.LOCALE / f"{language}.po").is_file() for language in text.LANGUAGES)
    assert not catalogues.unlisted()


@pytest.mark.parametrize("language", catalogues.languages())
def test_every_catalogue_is_whole(language: str) -> None:
    template = catalogues.read(catalogues.TEMPLATE)
    catalogue = catalogues.read(catalogues.LOCALE / f"{language}.po")
    assert list(catalogues.problems(catalogue, template)) == []
    assert len([m for m in template if m.id]) > 250  # the five games' words at least


def _drop_last_form(po: str) -> str:
    start = po.index('msgstr[2] "{n} žetonů"')
    return po[:start] + po[po.index("\n", start) + 1:]


# Maw's score unit (the glossary's "chips" has the same words in its own context).
MAW_CHIPS = '#: cardavia/games/maw/words.py\nmsgid "chips"\nmsgstr "žetony"\n'
# (what is broken, how, what the check says)
BREAKAGES: list[tuple[str, Callable[[str], str], str]] = [
    ("fuzzy", lambda po: po.replace('#: cardavia/games/maw/words.py\nmsgid "chips"',
                                    '#: cardavia/games/maw/words.py\n#, fuzzy\nmsgid "chips"'), "chips: fuzzy"),
    ("untranslated", lambda po: po.replace(MAW_CHIPS, MAW_CHIPS.replace('"žetony"', '""')), "chips: missing"),
    ("removed", lambda po: po.replace(MAW_CHIPS, ""), "chips: missing"),
    ("placeholder", lambda po: po.replace('msgstr "Na tahu: {seat} (dražba)."', 'msgstr "Na tahu: {hrac} (dražba)."'),
     "Waiting for {seat} to bid (pass or a higher contract).: placeholders ['{hrac}']"),
    ("seat tag", lambda po: po.replace(MAW_CHIPS, MAW_CHIPS.replace('"žetony"', '"žetony {p2}"')),
     "chips: placeholders ['{p2}']"),
    ("format spec", lambda po: po.replace("od {least:g} do {most:g}", "od {least} do {most:g}"),
     "budget_ms must be a number from {least:g} to {most:g}, not {budget}.: placeholders"),
    ("plural form", _drop_last_form, "{n} chip | {n} chips: 2 plural forms of 3"),
    ("extra entry", lambda po: po + '\nmsgid "Nobody says this."\nmsgstr "Nikdo to neříká."\n',
     "Nobody says this.: not in the template"),
    # The page's messages, checked as the engine's are.
    ("page fuzzy", lambda po: po.replace('msgctxt "page:settings.title"', '#, fuzzy\nmsgctxt "page:settings.title"'),
     "[page:settings.title] Settings: fuzzy"),
    ("page untranslated", lambda po: po.replace('msgctxt "page:settings.title"\nmsgid "Settings"\nmsgstr "Nastavení"',
                                                'msgctxt "page:settings.title"\nmsgid "Settings"\nmsgstr ""'),
     "[page:settings.title] Settings: missing"),
    ("page placeholder", lambda po: po.replace('msgctxt "page:seat.person"\nmsgid "Player {n}"\nmsgstr "Hráč {n}"',
                                               'msgctxt "page:seat.person"\nmsgid "Player {n}"\nmsgstr "Hráč {cislo}"'),
     "[page:seat.person] Player {n}: placeholders ['{cislo}']"),
    ("page plural form", lambda po: po.replace('msgstr[2] "{n} karet"\n', ""),
     "[page:table.cards] {n} card | {n} cards: 2 plural forms of 3"),
]


@pytest.mark.parametrize(("edit", "expected"), [(edit, expected) for _, edit, expected in BREAKAGES],
                         ids=[name for name, _, _ in BREAKAGES])
def test_each_check_fails_on_a_broken_catalogue(tmp_path: Path, edit: Callable[[str], str], expected: str) -> None:
    whole = (catalogues.LOCALE / "cs.po").read_text(encoding="utf-8")
    broken = edit(whole)
    assert broken != whole, "the breakage did not apply: its text is no longer in cs.po"
    path = tmp_path / "cs.po"
    path.write_text(broken, encoding="utf-8")
    found = list(catalogues.problems(catalogues.read(path), catalogues.read(catalogues.TEMPLATE)))
    assert len(found) == 1 and found[0].startswith(expected), found


@pytest.mark.parametrize("path", catalogues.engine_modules(), ids=lambda path: str(path.relative_to(catalogues.ENGINE)))
def test_no_module_of_the_engine_holds_a_bilingual_literal(path: Path) -> None:
    assert list(catalogues.bilingual_literals(path)) == []


def test_the_literal_check_covers_every_module_of_the_engine(tmp_path: Path) -> None:
    """A pair written in any module is found, not only in the games' words (#30's first modules)."""
    engine = tmp_path / "cardavia"
    shutil.copytree(catalogues.ENGINE, engine, ignore=shutil.ignore_patterns("__pycache__", "*.mo"))
    for module in ("core/rng.py", "games/maw/rules.py", "api.py"):
        (engine / module).write_text((engine / module).read_text(encoding="utf-8") + '\nLATE = text("Ano", "Yes")\n',
                                     encoding="utf-8")
    found = [line for path in catalogues.engine_modules(engine) for line in catalogues.bilingual_literals(path)]
    assert sorted(line.split(str(engine) + "/")[1].split(":")[0] for line in found) == [
        "api.py", "core/rng.py", "games/maw/rules.py"]
    assert len(catalogues.engine_modules()) > 50


def test_the_literal_check_finds_each_kind(tmp_path: Path) -> None:
    module = tmp_path / "words.py"
    module.write_text(
        'A = text("Ano", "Yes")\n'
        'B = {"cs": "Ano", "en": "Yes"}\n'
        'C = IllegalAction("No.", "Ne.")\n'
        'D = msg("Yes", "Ano")\n'
        'E = plural(n, ("{n} card", "{n} cards"), ("{n} karta", "{n} karty", "{n} karet"))\n'
        'F = msg(SOME_NAME)\n'
        'G = pmsg("verb", "Pass")\n'
        'H = refusal(msg("Not now."))\n'
        'I = SaveError(f"Bad {x}.", f"Špatně {x}.")\n'
        'J = IllegalAction(message["en"], message["cs"])\n'
        'K = {"kind": kind, "en": message["en"], "cs": message["cs"]}\n'
        'L = {"cs": f"Tah {n}", "en": f"Move {n}"}\n',
        encoding="utf-8",
    )
    found = sorted((line.split(":", 1)[1] for line in catalogues.bilingual_literals(module)),
                   key=lambda found: int(found.split(":")[0]))
    assert found == [
        "1: a text(cs, en) pair",
        '2: a {"cs": …} literal',
        "3: a two-language IllegalAction",
        "4: msg() takes 1 positional arguments, not 2",
        "5: plural() with a message that is not a literal string",
        "6: msg() with a message that is not a literal string",
        "9: a two-language SaveError",
        '12: a {"cs": …} literal',
    ], found


def test_the_engine_reads_each_catalogues_plural_forms() -> None:
    """Czech has three forms (1 žeton, 3 žetony, 5 žetonů), English two: the .po headers' Plural-Forms."""
    assert [maw_words.chips(n)["cs"] for n in (1, 3, 5, 0)] == ["1 žeton", "3 žetony", "5 žetonů", "0 žetonů"]
    assert [maw_words.chips(n)["en"] for n in (1, 3, 0)] == ["1 chip", "3 chips", "0 chips"]
    # Its context tells it from a bid's "Pas".
    assert czech_and_english(indulgence_words.PASS) == {"cs": "Pasovat", "en": "Pass"}


def test_a_translation_may_leave_out_only_a_placeholder_its_comment_calls_optional(tmp_path: Path) -> None:
    """English says "you give your least valuable card" where Czech names it: ``(optional: {card})``."""
    whole = (catalogues.LOCALE / "cs.po").read_text(encoding="utf-8")
    czech = 'msgstr "Tenhle zdvih nevezmeš (vede {best}), tak dáš tu nejméně cennou kartu: {card}."'
    assert czech in whole
    template = catalogues.read(catalogues.TEMPLATE)
    found = {}
    for left_out in ("{card}", "{best}"):
        path = tmp_path / "cs.po"
        path.write_text(whole.replace(czech, czech.replace(left_out, "")), encoding="utf-8")
        found[left_out] = list(catalogues.problems(catalogues.read(path), template))
    assert found["{card}"] == []
    assert len(found["{best}"]) == 1 and "placeholders ['{card}']" in found["{best}"][0], found


def test_the_pseudo_locale_is_a_whole_catalogue_of_wrapped_lengthened_english() -> None:
    """``catalogues.py pseudo`` (the browser's pseudo-locale test, tests/browser/test_pseudo_locale.py): every
    message of the template, its placeholders and plural forms kept, between the markers and longer than English;
    what the engine and page read out of a message (a list of names, a word per CLDR plural category) stays
    readable."""
    template = catalogues.read(catalogues.TEMPLATE)
    pseudo = catalogues.pseudo_catalogue("fr")
    assert list(catalogues.problems(pseudo, template)) == []
    assert catalogues.pseudo_text("Deal {n}") == "⟦Ďééááļ {n}⟧"
    assert catalogues.pseudo_text(" vs ") == " ⟦ṽš⟧ "  # the white space around a message stays outside
    names = pseudo.get("Lorenzo,Isabella,Cesare,Lucrezia,Ludovico,Caterina", "page:seat.names")
    assert names is not None and names.string.split(",")[0] == "⟦Ļóóŕééñžóó⟧"
    points = pseudo.get("one: point | other: points", "a score unit by CLDR plural category")
    assert points is not None and points.string == "one: ⟦þóóííñţ⟧ | many: ⟦þóóííñţš⟧ | other: ⟦þóóííñţš⟧"
    english = sum(len(m.id) for m in template if isinstance(m.id, str) and m.id)
    lengthened = sum(len(m.string) for m in pseudo if isinstance(m.string, str) and m.id and isinstance(m.id, str))
    assert lengthened > 1.3 * english
