"""Languages are data: locale/LINGUAS lists them, and a reply speaks the one its request asks for.

A fourth language is added here the documented way (its .po file and its name in LINGUAS, in a copy
of the engine) and a whole deal is played in it through the JSON boundary; the page's requests
carry ``lang`` and each reply holds that language only, while the Python API keeps every language.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import catalogues  # tools/catalogues.py (tests/conftest.py puts tools/ on the path)
import pytest
from babel.messages.pofile import write_po

from cardavia import api, bridge
from cardavia.core import text

# The language the fourth-language test adds, a made-up catalogue that wraps every English message in ⟦ ⟧.
DUMMY = "eo"
# A deal of Maw through the boundary in the language given, printed as the JSON replies it got.
PLAY_A_DEAL = """
import json, sys
from cardavia import bridge, api
from cardavia.core.text import LANGUAGES
def call(**req):
    return json.loads(bridge.handle(json.dumps({**req, "lang": sys.argv[1]})))
replies = [call(op="new_game", game="maw", players=4, seed=5)]
sid = replies[0]["id"]
while replies[-1]["status"] == "playing":
    last = replies[-1]
    if last["to_act"] == 0:
        replies.append(call(op="act", id=sid, seat=0, action=last["view"]["legal"][0]))
    else:
        replies.append(call(op="ai", id=sid, seat=0, level="easy"))
replies.append(call(op="act", id=sid, seat=0, action="no such move"))
view = api.new_game("maw", 4, seed=5).view(0)
print(json.dumps({"languages": LANGUAGES, "replies": replies, "api_prompt": view["prompt"]}))
"""


def _dummy_catalogue(source: Path, target: Path) -> None:
    """``target``: ``source``'s catalogue with every translation wrapped in ⟦ ⟧ (placeholders kept)."""
    catalogue = catalogues.read(source)
    for message in catalogue:
        if message.id:
            wrap = "⟦{}⟧".format
            message.string = (tuple(map(wrap, message.string)) if isinstance(message.string, tuple)
                              else wrap(message.string))
    with target.open("wb") as file:
        write_po(file, catalogue)


def _texts(value: object) -> list[dict[str, Any]]:
    """Every object in ``value`` whose keys are all language names: the texts of a reply."""
    if isinstance(value, dict):
        if value and set(value) <= {*text.LANGUAGES, DUMMY}:
            return [value]
        return [found for item in value.values() for found in _texts(item)]
    if isinstance(value, list):
        return [found for item in value for found in _texts(item)]
    return []


def test_a_fourth_language_is_a_po_file_and_a_line_in_linguas(tmp_path: Path) -> None:
    engine = tmp_path / "cardavia"
    shutil.copytree(catalogues.ENGINE, engine, ignore=shutil.ignore_patterns("__pycache__", "*.mo"))
    _dummy_catalogue(catalogues.LOCALE / "en.po", engine / "locale" / f"{DUMMY}.po")
    linguas = engine / "locale" / "LINGUAS"
    linguas.write_text(linguas.read_text(encoding="utf-8") + f"{DUMMY}\n", encoding="utf-8")
    assert catalogues.languages(engine / "locale") == sorted([*text.LANGUAGES, DUMMY])
    assert not catalogues.unlisted(engine / "locale")
    catalogues.compile_catalogues(locale=engine / "locale")

    played = subprocess.run([sys.executable, "-c", PLAY_A_DEAL, DUMMY], cwd=tmp_path, env={"PYTHONPATH": str(tmp_path)},
                            capture_output=True, text=True, check=True)
    out = json.loads(played.stdout)
    replies = out["replies"]
    assert out["languages"] == [*text.LANGUAGES, DUMMY]
    assert all(reply["ok"] for reply in replies[:-1]) and replies[-2]["status"] != "playing"
    assert len(replies) > 10  # a whole deal: every card of four hands of five
    assert replies[-1]["error"][DUMMY].startswith("⟦")  # an error keeps every language
    texts = [found for reply in replies[:-1] for found in _texts(reply)]
    assert texts and all(set(found) == {DUMMY} for found in texts)
    prompts = [reply["view"]["prompt"][DUMMY] for reply in replies[:-1] if reply["view"]["prompt"]]
    assert len(prompts) > 10
    assert all(prompt.startswith("⟦") and prompt.endswith("⟧") for prompt in prompts), prompts
    summary = replies[-2]["results"][-1]["summary"]
    assert summary and all(line[DUMMY].startswith("⟦") for line in summary)
    # The Python API speaks every language the list names.
    assert set(out["api_prompt"]) == {*text.LANGUAGES, DUMMY}


def call(**req: object) -> dict[str, Any]:
    reply: dict[str, Any] = json.loads(bridge.handle(json.dumps(req)))
    return reply


@pytest.mark.parametrize("language", text.LANGUAGES)
def test_a_reply_holds_only_the_language_asked_for(language: str) -> None:
    every = call(op="new_game", game="triumph", seed=2)
    one = call(op="new_game", game="triumph", seed=2, lang=language)
    assert _texts(every) and all(set(found) == set(text.LANGUAGES) for found in _texts(every))
    assert len(_texts(one)) == len(_texts(every))
    assert all(list(mine) == [language] and mine[language] == whole[language]
               for mine, whole in zip(_texts(one), _texts(every), strict=True))
    refused = call(op="act", id=one["id"], seat=0, action="nonsense", lang=language)
    assert set(refused["error"]) == {"kind", *text.LANGUAGES}  # a refusal is short and rare: every language


def test_a_null_language_asks_for_every_language() -> None:
    """The review asks so (web/js/review.js): a language chosen while it is open words it again at once."""
    every = call(op="new_game", game="triumph", seed=2)
    null = call(op="new_game", game="triumph", seed=2, lang=None)
    assert _texts(null) == _texts(every) and all(set(found) == set(text.LANGUAGES) for found in _texts(null))


def test_a_language_not_in_the_list_is_refused() -> None:
    reply = call(op="new_game", game="maw", players=4, lang="xx")
    assert reply["error"]["kind"] == "bad_request"
    assert f"'lang' must be one of {', '.join(text.LANGUAGES)}" in reply["error"]["en"]


def test_the_python_api_keeps_every_language() -> None:
    view = api.new_game("maw", 4, seed=1).view(0)
    assert set(view["prompt"]) == set(text.LANGUAGES)
