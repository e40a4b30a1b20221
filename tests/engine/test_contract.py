"""The contract between the engine and the page is closed: what the engine gives, the docs name.

The view's common keys are declared once (``protocol.VIEW_KEYS``; the ``View`` TypedDict
repeats them for the checker) and docs/protocol.md's tables name exactly those, each
game's own keys and the keys of ``display``. Every view of every game, over random
play, has exactly the keys the docs name for it, so a key added to a view (as
``start_totals`` once was) or dropped from it fails here until the docs say so.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path
from typing import Any

import pytest
from helpers import random_turns

from cardavia import api, bridge
from cardavia.core.protocol import CARD_ACTION_VERBS, VIEW_KEYS, GameState
from cardavia.core.registry import games
from cardavia.core.rng import Rng

ROOT = Path(__file__).resolve().parents[2]
PROTOCOL_DOC = ROOT / "docs" / "protocol.md"
CORE = ROOT / "py" / "cardavia" / "core"


def doc_tables(path: Path) -> list[list[list[str]]]:
    """Every Markdown table of ``path``: its body rows, each a list of cells (header and rule left out)."""
    tables: list[list[list[str]]] = []
    rows: list[list[str]] | None = None
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.startswith("|"):
            rows = None
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if rows is None:
            rows = []
            tables.append(rows)
        elif not all(re.fullmatch(r":?-+:?", c) for c in cells):
            rows.append(cells)
    return tables


def names(cell: str) -> list[str]:
    """The names in backticks of one table cell."""
    return re.findall(r"`([^`]+)`", cell)


def table_keyed(first: str) -> list[list[str]]:
    """The table of docs/protocol.md whose first body row's first cell names ``first``."""
    found = [t for t in doc_tables(PROTOCOL_DOC) if t and first in names(t[0][0])]
    assert len(found) == 1, f"docs/protocol.md has {len(found)} tables starting with `{first}`"
    return found[0]


def typed_keys(path: Path, cls: str) -> list[str]:
    """The keys a TypedDict declares, read from its source (it exists for the checker only)."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ClassDef) and node.name == cls:
            return [s.target.id for s in node.body if isinstance(s, ast.AnnAssign) and isinstance(s.target, ast.Name)]
    raise AssertionError(f"no class {cls} in {path}")


def documented_view_keys() -> list[str]:
    return [n for row in table_keyed("game") for n in names(row[0])]


def documented_own_keys() -> dict[str, set[str]]:
    """game id -> the keys of its own that docs/protocol.md lists."""
    out: dict[str, set[str]] = {}
    for game, key, *_ in table_keyed("french_tarot"):
        out.setdefault(names(game)[0], set()).update(names(key))
    return out


def documented_display_keys() -> list[str]:
    return [n for row in table_keyed("items") for n in names(row[0])]


def test_the_view_keys_are_declared_once_and_the_docs_name_exactly_them() -> None:
    assert len(set(VIEW_KEYS)) == len(VIEW_KEYS)
    assert typed_keys(CORE / "protocol.py", "View") == list(VIEW_KEYS), "View must repeat VIEW_KEYS in order"
    assert documented_view_keys() == list(VIEW_KEYS), "docs/protocol.md's view table must name VIEW_KEYS in order"


def test_the_display_keys_the_docs_name_are_the_ones_declared() -> None:
    assert documented_display_keys() == typed_keys(CORE / "display.py", "Display")


def test_the_docs_name_only_games_that_exist() -> None:
    assert set(documented_own_keys()) <= {cls.info.id for cls in games()}


@pytest.mark.parametrize("cls", games(), ids=lambda cls: cls.info.id)
def test_every_view_has_exactly_the_documented_keys(cls: type[GameState]) -> None:
    """Random play of every player count: the views of every seat, their displays, in the declared order."""
    own = documented_own_keys().get(cls.info.id, set())
    display_keys = documented_display_keys()
    for players in cls.info.players:
        session = api.new_game(cls.info.id, players, f"contract-{players}")
        for _ in random_turns(session, Rng(f"contract/{cls.info.id}/{players}"), 120):
            for seat in range(players):
                view = session.view(seat)
                keys = list(view)
                assert keys[: len(VIEW_KEYS)] == list(VIEW_KEYS), f"{cls.info.id}: common keys out of order"
                assert set(keys[len(VIEW_KEYS):]) == own, f"{cls.info.id}: undocumented or missing own keys"
                assert list(view["display"]) == display_keys, f"{cls.info.id}: display keys"


class Recorded(dict[str, Any]):
    """A request that notes every field the op reads."""

    def __init__(self, fields: dict[str, Any]) -> None:
        super().__init__(fields)
        self.read: set[str] = set()

    def get(self, key: str, default: Any = None) -> Any:
        self.read.add(key)
        return super().get(key, default)

    def __getitem__(self, key: str) -> Any:
        self.read.add(key)
        return super().__getitem__(key)

    def __contains__(self, key: object) -> bool:
        self.read.add(str(key))
        return super().__contains__(key)


def documented_ops() -> dict[str, tuple[set[str], set[str]]]:
    """op -> (the request's fields, the reply's fields) as docs/design.md's table names them."""
    found = [t for t in doc_tables(ROOT / "docs" / "design.md") if t and names(t[0][0]) == ["hello"]]
    assert len(found) == 1, "docs/design.md has one table of the bridge's ops"
    out: dict[str, tuple[set[str], set[str]]] = {}
    for op, request, reply in found[0]:
        # Only the field names before any parenthesis: a note in brackets may name other things.
        fields = [set(names(re.sub(r"\([^)]*\)", "", cell))) for cell in (request, reply)]
        out[names(op)[0]] = (fields[0], fields[1])
    return out


def test_the_design_names_every_bridge_op_and_no_other() -> None:
    assert sorted(documented_ops()) == sorted(bridge.OPS)


def test_every_bridge_op_reads_and_answers_the_documented_fields() -> None:
    """Each op sent once, in a match played through a deal: it reads no field the table does not name
    (a field added to an op fails until documented) and answers exactly the documented ones."""
    docs = documented_ops()
    sent: set[str] = set()

    def send(op: str, **fields: Any) -> dict[str, Any]:
        req = Recorded({"op": op, **fields})
        reply = bridge.OPS[op](req)
        request, answer = docs[op]
        assert req.read - {"op"} <= request, f"{op} reads undocumented {sorted(req.read - request)}"
        assert set(fields) <= request, f"{op}: the test sends {sorted(set(fields) - request)}"
        optional = {"label"}  # the ai's label is left out for a card played
        assert answer - optional <= set(reply) <= answer, f"{op} answers {sorted(reply)}, documented {sorted(answer)}"
        sent.add(op)
        return reply

    send("hello")
    send("catalog")
    sid = send("new_game", game="maw", players=3, seed="contract", options={}, seat=0)["id"]
    send("view", id=sid, seat=0)
    send("practice", id=sid, on=True)
    while True:
        state = send("view", id=sid, seat=0)
        if state["status"] != "playing":
            break
        actor = state["to_act"]
        if actor == 0:
            send("why", id=sid, seat=0, action="nonsense")
            send("hint", id=sid, seat=0)
            send("guide", id=sid, seat=0)
            action = bridge._sessions[sid].legal()[0]
            send("act", id=sid, seat=0, action=action)
            if "undo" not in sent:
                send("undo", id=sid, seat=0, keep=[])
                send("act", id=sid, seat=0, action=action)
        else:
            send("ai", id=sid, seat=0, level="easy", budget_ms=50)
    send("record", id=sid, seat=0)
    send("review", id=sid, seat=0, deal_no=0, start=0, limit=1)
    send("replay", id=sid, deal_no=0)
    token = send("share", id=sid, seat=0, deal_no=0, step=None)["token"]
    send("open_shared", token=token)
    send("duplicate", id=sid, seat=0, deal_no=0, score=0)
    save = send("next_deal", id=sid, seat=0)["save"]
    send("load", save=save, game="maw", seat=0)
    send("close", id=sid)
    assert sent == set(bridge.OPS)


@pytest.mark.parametrize("cls", games(), ids=lambda cls: cls.info.id)
def test_the_legal_actions_are_computed_once_per_move(cls: type[GameState], monkeypatch: pytest.MonkeyPatch) -> None:
    """Through the bridge as the page drives it (the seat's ``act``, the computer's ``ai``): the view
    that shows a position lists its legal actions and the move made from it is checked against the
    same list, so the match's state computes them once per move (it was twice for a person's move,
    three times for the computer's)."""
    reply = bridge.OPS["new_game"]({"game": cls.info.id, "seed": "once", "seat": 0})
    sid = reply["id"]
    state = bridge._sessions[sid].state
    calls = [0]
    legal_actions = state.legal_actions

    def counted() -> list[str]:
        calls[0] += 1
        return legal_actions()

    monkeypatch.setattr(state, "legal_actions", counted)
    shown = int(reply["to_act"] == 0)  # the reply to new_game listed the first position's, before counting
    moves = 0
    while reply["status"] == "playing" and moves < 40:
        if reply["to_act"] == 0:
            reply = bridge.OPS["act"]({"id": sid, "seat": 0, "action": reply["view"]["legal"][0]})
        else:
            reply = bridge.OPS["ai"]({"id": sid, "seat": 0, "level": "easy"})
        moves += 1
    assert moves > 10 and calls[0] == moves - shown


# -- the page knows no game ------------------------------------------------------------

WEB = ROOT / "web"
# Words of some game that are also the page's own, in the only contexts the page uses them (each
# context is taken out of the page's text before the search, so the word elsewhere still fails).
PAGE_OWN_WORDS = {
    r"\bMath\.(round|sin)\b": "JavaScript's Math",
    r"\b[ab]\.sin\b": "the seats' places on the table's ellipse (layout.js)",
    r'stroke-linecap="round"': "an SVG stroke",
    r"\bev\.target\b": "a DOM event's target",
    r'"announce\.\w+"': "the page's own screen-reader announcements",
    r'\bentry\.options\b|"game\.options"|\.\.\.options\b':
        "the catalogue's options of any game, the worker's start options",
    r'\b(g|rec)\.(deals|won|taken)\b|"stats\.(deals|won)"|WHOLE_FIELDS = \[[^\]]*\]':
        "the statistics' fields (review.record)",
    r'kind(:| ===) "trump"': "a tarot card's kind, drawn by the deck (cards.js)",
    r'B: "bull"': "the Indulgence deck's family sign (cards.js draws decks, not games)",
    r'"summary\.winners"|class="winners"|data-testid="winners"': "the deal summary's heading",
    r'(?m)(^|\s)\.rules\b|\)\.rules\[|"(game|table)\.rules"|: "rules"|(class|data-testid)="rules"':
        "the rules page of any game",
    r'"won by"': "the page's words for a trick's winner",
}
# The one place the page names a game's words: the card-action modifiers of the action strings'
# grammar (`verb:<card>+<modifier>`, docs/protocol.md "Card actions"), listed once in web/js/actions.js.
GRAMMAR_FILE = "js/actions.js"
GRAMMAR = re.compile(r"export const CARD_MODIFIERS = \[([^\]]*)\];")


def game_words() -> dict[str, str]:
    """Every word that belongs to one game, with where it comes from: its id, its option keys, its own
    view keys, the keys of its public, its phases, its display's item and mark keys, its non-card verbs
    and its card-action modifiers, over random play of every player count. The contract's own names
    (the view's and the display's keys, the card verbs, the dealer option) are not a game's."""
    generic = {*VIEW_KEYS, *typed_keys(CORE / "display.py", "Display"), "dealer"}
    generic |= {verb.rstrip(":") for verb in CARD_ACTION_VERBS}
    words: dict[str, str] = {}
    for cls in games():
        game = cls.info.id
        found = {game: "id", **{opt.key: "option" for opt in cls.info.options}}
        for players in cls.info.players:
            session = api.new_game(game, players, f"words-{players}")
            for _ in random_turns(session, Rng(f"words/{game}/{players}"), 300):
                for seat in range(players):
                    view = session.view(seat)
                    display = view["display"]
                    found.update(dict.fromkeys(set(view) - set(VIEW_KEYS), "own view key"))
                    found.update(dict.fromkeys(view["public"], "public key"))
                    found[view["phase"]] = "phase"
                    found.update(dict.fromkeys((item["key"] for item in display["items"]), "display item"))
                    marks = [m["key"] for s in display["seats"] for m in s["tags"] + s["stats"]]
                    found.update(dict.fromkeys(marks, "seat mark"))
                    found.update(dict.fromkeys(display["modifiers"], "card-action modifier"))
                    for action in view["legal"]:
                        verb, _, card = action.partition(":")
                        if not action.startswith(CARD_ACTION_VERBS):
                            found[verb] = "action"
                        found.update(dict.fromkeys(card.split("+")[1:], "card-action modifier"))
        words.update({w: f"{game}'s {why}" for w, why in found.items() if w not in generic})
    return words


def page_files() -> list[Path]:
    """Every file of the page that is text: scripts, the worker, markup, styles, the strings."""
    return sorted(p for p in WEB.rglob("*") if p.is_file() and p.suffix not in {".png", ".ico", ".woff2"})


def page_code(path: Path) -> str:
    """The file without its comments (they may explain in a game's words) and the page's own uses of them."""
    code = path.read_text(encoding="utf-8")
    code = re.sub(r"/\*.*?\*/|<!--.*?-->", "", code, flags=re.S)
    code = re.sub(r"(?<![:\"'`\\])//[^\n]*" if path.suffix != ".py" else r"#[^\n]*", "", code)
    for context in PAGE_OWN_WORDS:
        code = re.sub(context, "", code)
    if path == WEB / GRAMMAR_FILE:
        code = GRAMMAR.sub("", code)
    return code


def grammar_modifiers() -> list[str]:
    """The card-action modifiers the page's grammar lists (``CARD_MODIFIERS``, web/js/actions.js)."""
    lists = GRAMMAR.findall((WEB / GRAMMAR_FILE).read_text(encoding="utf-8"))
    assert len(lists) == 1, f"{GRAMMAR_FILE} lists the card modifiers once"
    return re.findall(r'"(\w+)"', lists[0])


def named(word: str, code: str) -> bool:
    """``word`` as a string, a property or an action's modifier: the whole word after a quote, a dot or a plus."""
    return re.search(rf"""["'`.+]{re.escape(word)}(?![\w-])""", code) is not None


def test_the_page_names_no_game_word_in_any_file() -> None:
    """Every file of web/ (not only public.js): no game id, option, view or public key, phase, display
    key, decision or card-action modifier of any game; the page draws what the engine's display says."""
    words = game_words()
    assert {"maw", "french_tarot", "ring", "decree", "chien", "pot"} <= set(words), "the words were gathered"
    files = page_files()
    assert len(files) > 30 and WEB / "worker.js" in files and WEB / "index.html" in files
    leaks = []
    for path in files:
        code, name = page_code(path), str(path.relative_to(WEB))
        leaks += [f"{name}: {w!r} ({words[w]})" for w in words if named(w, code)]
    assert leaks == []


def test_the_page_names_the_card_modifiers_only_in_the_documented_grammar() -> None:
    """The grammar lists exactly the modifiers the games' actions and displays use, each documented
    as a suffix of a card action in docs/protocol.md; nothing else of the page names one."""
    modifiers = sorted(w for w, why in game_words().items() if why.endswith("card-action modifier"))
    assert modifiers and grammar_modifiers() == modifiers
    grammar = PROTOCOL_DOC.read_text(encoding="utf-8").split("Card actions:", 1)[1].split("\n\n", 1)[0]
    assert "`<verb>:<card>+<modifier>`" in grammar
    assert all(f"`+{m}`" in grammar for m in modifiers), grammar


def test_the_guard_sees_a_game_word_wherever_it_is_written() -> None:
    """The guard itself: a game id, a modifier or a game's public key written as the page would is found."""
    for code in ('request("new_game", { game: "maw" })', 'action + "+ring"', "view.public.decree_row", "`chien`"):
        assert any(named(w, code) for w in ("maw", "ring", "decree_row", "chien")), code
    assert not named("pass", '<div class="pass-cover">') and named("pass", 'send("pass")')
