"""The message catalogues at development time (Babel; never shipped): the engine's words and the page's.

    python tools/catalogues.py extract   write py/cardavia/locale/cardavia.pot from the engine's sources
                                         and the page's messages (web/i18n/messages.json)
    python tools/catalogues.py update    extract, then merge the template into every <language>.po
                                         (new messages come in untranslated or fuzzy: translate them)
    python tools/catalogues.py compile   write every <language>.mo whose .po is newer (./build.sh build,
                                         and the tests from source, tests/conftest.py)
    python tools/catalogues.py check     print what the test command (tests/engine/test_catalogues.py) rejects
    python tools/catalogues.py page      print every language's page messages as JSON (tools/page-messages.mjs
                                         writes the page's dist/i18n/<language>.json from it)
    python tools/catalogues.py pseudo LANGUAGE
                                         print a pseudo-translation of English as LANGUAGE's catalogue (its
                                         header and plural forms kept): every message ⟦wrapped, áccééntééd and
                                         lengthened⟧. The browser test tests/browser/test_pseudo_locale.py builds a
                                         site with it in place of fr.po: page text outside the markers escaped the
                                         catalogues, and long words show where a layout breaks. By hand:
                                         `catalogues.py pseudo fr > py/cardavia/locale/fr.po`, then
                                         `./build.sh serve` and `?lang=fr` (git restore the file afterwards).

A message is a call of core/text.py's ``msg(en)``, ``pmsg(context, en)``, ``plural(n, one, many)``
or ``pplural(context, n, one, many)`` with literal English strings; a ``# Translators:`` comment on
the line before the call goes into the template for the translators.

The page's words are web/i18n/messages.json, key by key in the page's order: the English text, or
{"text": English, "note": a comment for the translators}, or a counted noun {"one": "{n} card",
"other": "{n} cards", "note"?} (a plural message, ``count(n, key)`` on the page). Each is the
message of context ``page:<key>`` (one English word of two meanings stays two messages).
"""

from __future__ import annotations

import ast
import io
import json
import os
import re
import string
import sys
import tempfile
from collections.abc import Iterable, Iterator
from datetime import datetime, timezone
from pathlib import Path

from babel import Locale
from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_file
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
ENGINE = ROOT / "py" / "cardavia"
LOCALE = ENGINE / "locale"
TEMPLATE = LOCALE / "cardavia.pot"
LINGUAS = LOCALE / "LINGUAS"  # the one list of languages (the engine's and the page's)
PAGE = ROOT / "web" / "i18n" / "messages.json"  # the page's words (web/js/i18n.js)
PAGE_CONTEXT = "page:"  # a page message's context: "page:" and its key
# Babel's keyword specifications: which arguments are the message (and "c" its context).
KEYWORDS = {
    "msg": None,
    "pmsg": ((1, "c"), 2),
    "plural": (2, 3),
    "pplural": ((1, "c"), 3, 4),
}
COMMENT_TAG = "Translators:"
HEADER = """\
# The Cardavia engine's and page's messages, extracted by tools/catalogues.py from py/cardavia and
# web/i18n/messages.json (do not edit: run `python tools/catalogues.py update`). English is the source;
# one <language>.po per language.
#"""
# Fixed, so that the same sources give the same template (its test compares bytes).
TEMPLATE_DATE = datetime(2026, 1, 1, tzinfo=timezone.utc)  # noqa: UP017 (Babel's own type hints)


def languages(locale: Path = LOCALE) -> list[str]:
    """Every language of locale/LINGUAS (words, ``#`` comments left out, as core/text.py reads it): each has
    its locale/<language>.po. (Not the engine's import: its games' words need the compiled catalogues.)"""
    linguas = (locale / "LINGUAS").read_text(encoding="utf-8")
    return sorted(word for line in linguas.splitlines() for word in line.partition("#")[0].split())


def unlisted(locale: Path = LOCALE) -> list[str]:
    """A catalogue of a language LINGUAS does not list, or a listed language without its catalogue."""
    have, listed = {path.stem for path in locale.glob("*.po")}, set(languages(locale))
    return ([f"{language}.po: not in LINGUAS" for language in sorted(have - listed)]
            + [f"LINGUAS: {language} has no {language}.po" for language in sorted(listed - have)])


def page_messages(page: Path = PAGE) -> list[tuple[str, str | tuple[str, str], list[str]]]:
    """(key, English, translator comments) of each page message of messages.json, in its order; a counted
    noun's English is its (one, other) pair."""
    found: list[tuple[str, str | tuple[str, str], list[str]]] = []
    for key, entry in json.loads(page.read_text(encoding="utf-8")).items():
        if isinstance(entry, str):
            found.append((key, entry, []))
        else:
            english = (entry["one"], entry["other"]) if "one" in entry else entry["text"]
            found.append((key, english, [entry["note"]] if "note" in entry else []))
    return found


def extract(engine: Path = ENGINE, page: Path = PAGE) -> Catalog:
    """Every message of the engine's sources, in the order of the files and their lines, then the page's."""
    template = Catalog(project="Cardavia", version="", copyright_holder="Cardavia developers", header_comment=HEADER,
                       msgid_bugs_address="dev@cardavia.invalid",
                       creation_date=TEMPLATE_DATE, revision_date=TEMPLATE_DATE, fuzzy=False)
    for path in sorted(engine.rglob("*.py")):
        where = path.relative_to(engine.parent).as_posix()
        for line, message, comments, context in extract_from_file(
            "python", str(path), keywords=KEYWORDS, comment_tags=[COMMENT_TAG], strip_comment_tags=True
        ):
            template.add(message, locations=[(where, line)], auto_comments=comments, context=context)
    for key, english, comments in page_messages(page):
        template.add(english, locations=[("web/i18n/messages.json", 0)], auto_comments=comments,
                     context=PAGE_CONTEXT + key)
    return template


def _po_bytes(catalogue: Catalog) -> bytes:
    out = io.BytesIO()
    # Files without line numbers: moving a sentence within a module does not change the catalogues.
    write_po(out, catalogue, width=100, include_lineno=False, ignore_obsolete=True)  # the check refuses them
    return out.getvalue()


def template_bytes(engine: Path = ENGINE, page: Path = PAGE) -> bytes:
    return _po_bytes(extract(engine, page))


def read(path: Path) -> Catalog:
    with path.open("rb") as file:
        return read_po(file, locale=path.stem if path.suffix == ".po" else None, domain="cardavia")


def _write_atomically(path: Path, data: bytes) -> None:
    """Several test runs may compile at once: each sees a whole file or none."""
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    with os.fdopen(handle, "wb") as file:
        file.write(data)
    os.replace(temporary, path)


def write_template() -> None:
    _write_atomically(TEMPLATE, template_bytes())


def update() -> None:
    write_template()
    template = read(TEMPLATE)
    for language in languages():
        path = LOCALE / f"{language}.po"
        catalogue = read(path)
        catalogue.update(template, update_header_comment=False)
        _write_atomically(path, _po_bytes(catalogue))


def engine_messages(catalogue: Catalog) -> Catalog:
    """``catalogue`` without the page's messages: what the engine reads (the page's come as the build's
    dist/i18n/<language>.json, so the engine's download does not carry them), and what a catalogue written
    for the engine alone must hold."""
    for message in list(catalogue):
        if message.context and message.context.startswith(PAGE_CONTEXT):
            catalogue.delete(message.id, message.context)
    return catalogue


def compile_catalogues(*, stale_only: bool = True, locale: Path = LOCALE) -> list[Path]:
    """Write each locale/<language>.mo older than its .po (or every one), the engine's messages only; return
    those written."""
    written = []
    for language in languages(locale):
        source, target = locale / f"{language}.po", locale / f"{language}.mo"
        if stale_only and target.exists() and target.stat().st_mtime >= source.stat().st_mtime:
            continue
        out = io.BytesIO()
        write_mo(out, engine_messages(read(source)))
        _write_atomically(target, out.getvalue())
        written.append(target)
    return written


def placeholders(message: str) -> set[str]:
    """The ``{name}`` fields of a message, with their format specs ("{n:g}"), seat tags ("{p2}") among them."""
    return {f"{{{name}{'!' + conversion if conversion else ''}{':' + spec if spec else ''}}}"
            for _, name, spec, conversion in string.Formatter().parse(message) if name is not None}


# A translator comment's "(optional: {card})": a placeholder a translation may leave out (English
# does, where another language names the card).
_OPTIONAL = re.compile(r"\(optional: ([^()]*)\)")


def optional_placeholders(message: Message) -> set[str]:
    """The placeholders the template's translator comments let a translation leave out."""
    return {field for comment in message.auto_comments for listed in _OPTIONAL.findall(comment)
            for field in placeholders(listed)}


def message_forms(value: str | tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """A message's id or string as its forms: one for a plain message, each form for a plural one."""
    return (value,) if isinstance(value, str) else tuple(value)


def _name(message: Message) -> str:
    return (f"[{message.context}] " if message.context else "") + " | ".join(message_forms(message.id))


def problems(catalogue: Catalog, template: Catalog) -> Iterator[str]:
    """Why a catalogue is not whole: a message of the template missing, untranslated or fuzzy,
    a plural without each of the catalogue's forms, placeholders not the source's (one its translator
    comment calls optional may be left out), an entry the template does not have."""
    for message in template:
        if not message.id:
            continue
        name = _name(message)
        entry = catalogue.get(message.id, message.context)
        if entry is None or not entry.string or (
            isinstance(entry.string, tuple) and not any(entry.string)
        ):
            yield f"{name}: missing"
            continue
        if entry.fuzzy:
            yield f"{name}: fuzzy"
        forms = message_forms(entry.string)
        if isinstance(message.id, tuple):
            if len(forms) != catalogue.num_plurals or not all(forms):
                yield f"{name}: {sum(map(bool, forms))} plural forms of {catalogue.num_plurals}"
            expected = placeholders(message.id[1])
        else:
            expected = placeholders(message_forms(message.id)[0])
        optional = optional_placeholders(message)
        for form in forms:
            if form and not expected - optional <= placeholders(form) <= expected:
                yield f"{name}: placeholders {sorted(placeholders(form))} in {form!r}, not {sorted(expected)}"
    for entry in [*catalogue, *catalogue.obsolete.values()]:
        if entry.id and template.get(entry.id, entry.context) is None:
            yield f"{_name(entry)}: not in the template"


# What no module of the engine may hold: a Czech-and-English pair written in the source.
_MESSAGE_ARGUMENTS = {"msg": 1, "pmsg": 2, "plural": 3, "pplural": 4}
_ERRORS = ("IllegalAction", "SaveError", "LinkError", "JSONTextError")


def _written(node: ast.expr) -> bool:
    """A string written in the source: a literal or an f-string."""
    return isinstance(node, ast.JoinedStr) or (isinstance(node, ast.Constant) and isinstance(node.value, str))


def bilingual_literals(path: Path) -> Iterator[str]:
    """Each ``text(cs, en)`` pair, ``{"cs": …}`` literal, two-language ``IllegalAction(en, cs)`` or old
    ``msg(en, cs)`` call in a module, and each message whose text is not a literal (Babel cannot see it)."""
    for node in ast.walk(ast.parse(path.read_bytes(), str(path))):
        where = f"{path}:{getattr(node, 'lineno', 0)}"
        if isinstance(node, ast.Dict) and any(  # not an envelope passing a message's words on
            isinstance(key, ast.Constant) and key.value == "cs" and _written(value)
            for key, value in zip(node.keys, node.values, strict=True)
        ):
            yield f'{where}: a {{"cs": …}} literal'
        if not isinstance(node, ast.Call):
            continue
        called = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
        if called == "text" and isinstance(node.func, ast.Name):  # not a method: IllegalAction.text(language)
            yield f"{where}: a text(cs, en) pair"
        elif called in _ERRORS and len(node.args) > 1 and any(map(_written, node.args)):
            yield f"{where}: a two-language {called}"  # written out, not made from a message (errors.refusal)
        elif called in _MESSAGE_ARGUMENTS:
            wanted = _MESSAGE_ARGUMENTS[called]
            if len(node.args) != wanted:
                yield f"{where}: {called}() takes {wanted} positional arguments, not {len(node.args)}"
            texts = node.args[wanted - (2 if called.endswith("plural") else 1):wanted]
            contexts = node.args[:1] if called.startswith("p") and called != "plural" else []
            if not all(isinstance(t, ast.Constant) and isinstance(t.value, str) for t in [*texts, *contexts]):
                yield f"{where}: {called}() with a message that is not a literal string"


def engine_modules(engine: Path = ENGINE) -> list[Path]:
    """Every module of the engine: none may hold a bilingual literal (its words are catalogue messages)."""
    return sorted(engine.rglob("*.py"))


def check(paths: Iterable[Path]) -> list[str]:
    """Everything the catalogue test rejects, for the command line."""
    found = [] if TEMPLATE.read_bytes() == template_bytes() else [f"{TEMPLATE}: not a fresh extraction (run update)"]
    found += unlisted()
    template = read(TEMPLATE)
    for language in languages():
        found += [f"{language}.po: {p}" for p in problems(read(LOCALE / f"{language}.po"), template)]
    for path in paths:
        found += bilingual_literals(path)
    return found




def page_table(catalogue: Catalog) -> dict[str, str | list[str]]:
    """A catalogue's page messages by key: the translation, or a counted noun's forms by the catalogue's plural
    index (Plural-Forms); untranslated ones left out (the page says those in English)."""
    table: dict[str, str | list[str]] = {}
    for message in catalogue:
        if message.context and message.context.startswith(PAGE_CONTEXT) and not message.fuzzy:
            key = message.context.removeprefix(PAGE_CONTEXT)
            if isinstance(message.string, str) and message.string:
                table[key] = message.string
            elif isinstance(message.string, tuple) and all(message.string):
                table[key] = list(message.string)
    return table


def page_export() -> dict[str, dict[str, object]]:
    """Each language of LINGUAS: its Plural-Forms expression (C, over n) and its page messages."""
    export: dict[str, dict[str, object]] = {}
    for language in languages():
        catalogue = read(LOCALE / f"{language}.po")
        export[language] = {"plural": catalogue.plural_expr, "messages": page_table(catalogue)}
    return export


# The pseudo-locale: what professional translation teams test a page with before any translation exists.
PSEUDO_OPEN, PSEUDO_CLOSE = "⟦", "⟧"  # around every message: text outside them did not come from a catalogue
# Each letter as an accented one of its shape (readable, but plainly not English); a vowel is written twice, which
# makes a word about a third longer, as French or German are than English, and long words longer still.
_PSEUDO_LETTERS = dict(zip("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
                           "áƀçďéƒĝĥíĵķļɱñóþǫŕšţúṽŵẋýžÅƁÇĎÉƑĜĤÍĴĶĻṀÑÓṖǪŔŠŢÚṼŴẊÝŽ", strict=True))
_PSEUDO_DOUBLED = set("aeiouyAEIOUY")
_FIELD = re.compile(r"(\{[^{}]*\})")  # a placeholder or seat tag, "{n}", "{p2}", "{rate:.0%}": kept as it is
_NAME_LIST = re.compile(r"[^\s,]+(?:,[^\s,]+)+")  # "Lorenzo,Isabella,…": names the page splits at the commas
_CATEGORY_FORMS = re.compile(r"\w+: [^|]+(?: \| \w+: [^|]+)+")  # "one: point | other: points" (core/glossary.py)
_CLDR_CATEGORIES = ("zero", "one", "two", "few", "many", "other")


def pseudo_text(english: str) -> str:
    """``english`` pseudo-translated: its letters accented, its vowels doubled, placeholders and the white space
    around it kept, and the whole between PSEUDO_OPEN and PSEUDO_CLOSE ("Deal {n}" -> "⟦Ďééááļ {n}⟧")."""
    core = english.strip()
    if not core:
        return english
    lead, trail = english[: len(english) - len(english.lstrip())], english[len(english.rstrip()):]
    lengthened = "".join(
        part if index % 2 else "".join(
            _PSEUDO_LETTERS.get(c, c) + (_PSEUDO_LETTERS[c.lower()] if c in _PSEUDO_DOUBLED else "") for c in part
        )
        for index, part in enumerate(_FIELD.split(core))
    )
    return f"{lead}{PSEUDO_OPEN}{lengthened}{PSEUDO_CLOSE}{trail}"


def pseudo_message(english: str, language: str) -> str:
    """A message's pseudo-translation into ``language``, keeping the forms the engine and page read out of
    a message: a list of names separated by commas, each name wrapped; "category: word | …" (a word per CLDR plural
    category) with ``language``'s categories, each word wrapped."""
    if _NAME_LIST.fullmatch(english):
        return ",".join(pseudo_text(name) for name in english.split(","))
    if _CATEGORY_FORMS.fullmatch(english):
        forms = dict(form.split(": ", 1) for form in english.split(" | "))
        tags = Locale.parse(language).plural_form.tags | {"other"}
        return " | ".join(f"{tag}: {pseudo_text(forms.get(tag, forms['other']))}"
                          for tag in _CLDR_CATEGORIES if tag in tags)
    return pseudo_text(english)


def pseudo_catalogue(language: str) -> Catalog:
    """``language``'s catalogue (its header: Language, Plural-Forms) with every message of the template translated
    by pseudo_message from its English; a plural's first form from the singular, the others from the plural."""
    catalogue, template = read(LOCALE / f"{language}.po"), read(TEMPLATE)
    for entry in list(catalogue):
        if entry.id:
            catalogue.delete(entry.id, entry.context)
    catalogue.obsolete.clear()
    for message in template:
        if not message.id:
            continue
        translation: str | tuple[str, ...]
        if isinstance(message.id, str):
            translation = pseudo_message(message.id, language)
        else:
            one, many = (pseudo_message(str(form), language) for form in message.id)
            translation = (one, *[many] * (catalogue.num_plurals - 1))
        catalogue.add(message.id, translation, context=message.context, auto_comments=message.auto_comments,
                      locations=message.locations)
    return catalogue


def main(argv: list[str]) -> int:
    command = argv[1] if len(argv) == 2 else ""
    if len(argv) == 3 and argv[1] == "pseudo":
        if argv[2] not in languages():
            print(f"catalogues: {argv[2]} is not a language of {LINGUAS}", file=sys.stderr)
            return 2
        sys.stdout.buffer.write(_po_bytes(pseudo_catalogue(argv[2])))
        return 0
    if command == "extract":
        write_template()
    elif command == "update":
        update()
    elif command == "compile":
        for path in compile_catalogues(stale_only=False):
            print(f"catalogues: {path.relative_to(ROOT)}")
    elif command == "page":
        json.dump(page_export(), sys.stdout, ensure_ascii=False)
    elif command == "check":
        found = check(engine_modules())
        print("\n".join(found) or "catalogues: whole")
        return 1 if found else 0
    else:
        print(__doc__, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
