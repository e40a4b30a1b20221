"""The engine names what the table shows: every view's ``display`` (display.py), in every language.

The page draws ``display`` without knowing any game (web/js/public.js), so the
words, the order of the buttons and the cards marked in the hand must all come
from here. Every key of a game's ``public`` is either read by its ``describe``
or listed, with the reason, in its ``unlisted_public``: a new public key that
the description forgets fails ``test_every_public_key_is_described_or_listed``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from helpers import czech_and_english, plain

from cardavia import api
from cardavia.core.protocol import CARD_ACTION_VERBS, DEAL_OVER, MATCH_OVER, GameState
from cardavia.core.registry import games
from cardavia.core.rng import Rng
from cardavia.core.text import LANGUAGES
from cardavia.session import Session

if TYPE_CHECKING:
    from cardavia.core.display import Display
    from cardavia.core.protocol import View

# Each game in its variants that show more (Indulgence's bulls, the Renaissance talon, Maw's jinking).
VARIANTS: dict[str, list[dict[str, Any]]] = {
    "indulgence": [{}, {"advanced": True}],
    "renaissance_tarot": [{}, {"talon_draw": True}],
    "maw": [{}, {"rules": "spoil_five"}],
}
CASES = [
    pytest.param(cls, players, options, id=f"{cls.info.id}-{players}p-{k}")
    for cls in games()
    for players in cls.info.players
    for k, options in enumerate(VARIANTS.get(cls.info.id, [{}]))
]
# What a raw value looks like when it leaks into words: a key, an action, Python's or JSON's constants.
RAW = re.compile(r"_|\b(None|True|False|null|undefined|NaN)\b|\[object|\{'|\w:\w")


def positions(game_id: str, players: int, options: dict[str, Any], seed: str, deals: int = 3) -> Iterator[Session]:
    """The session after every action of random play, over the first ``deals`` deals."""
    session = api.new_game(game_id, players, seed, options)
    rng = Rng(f"display/{seed}")
    for _ in range(3000):
        yield session
        if session.status == MATCH_OVER or len(session.deal_results()) >= deals:
            return
        if session.status == DEAL_OVER:
            session.next_deal()
        else:
            legal = session.legal()
            session.act(legal[rng.below(len(legal))])


def words(part: Any) -> list[str]:
    """Every string a player may read in one part of a display (a label, a value's part, a mark)."""
    if isinstance(part, str):
        return [part]
    if isinstance(part, dict) and set(part) == set(LANGUAGES):
        return [part[lang] for lang in LANGUAGES]
    if isinstance(part, dict) and "strong" in part:
        return words(part["strong"])
    return []


def check_display(view: View) -> None:
    display: Display = view["display"]
    players = view["players"]
    assert plain(display) == display, "the display must be JSON-safe"
    for item in display["items"]:
        assert re.fullmatch(r"[a-z_-]+", item["key"]), item["key"]
        assert all(item["label"][lang].strip() for lang in LANGUAGES), item
        assert item["value"], f"{item['key']} shows nothing"
        for part in item["value"]:
            assert isinstance(part, str) or set(part) in (set(LANGUAGES), {"strong"}, {"cards"}, {"suits"}), part
            if isinstance(part, dict) and "cards" in part:
                assert part["cards"] and all(re.fullmatch(r"[A-Z0-9]+", c) for c in part["cards"]), part
            if isinstance(part, dict) and "suits" in part:
                assert part["suits"] and all(re.fullmatch(r"[A-Z]", s) for s in part["suits"]), part
    assert len(display["seats"]) == players
    marks = [m for seat in display["seats"] for m in seat["tags"] + seat["stats"]]
    assert all(m["text"][lang].strip() for m in marks for lang in LANGUAGES), marks
    shown = [w for item in display["items"] for p in (item["label"], *item["value"]) for w in words(p)]
    shown += [w for m in marks for w in words(m["text"])]
    for text in shown:
        assert not RAW.search(text), f"a raw value in {text!r}"
        assert all(int(n) < players for n in re.findall(r"\{p(\d+)\}", text)), text
    buttons = [a for a in view["legal"] if not a.startswith(CARD_ACTION_VERBS)]
    assert sorted(display["buttons"]) == sorted(buttons) == sorted(view["labels"]), "one button per decision"
    assert set(display["from_talon"]) <= set(view["hand"])
    # Every card verb and modifier a legal action uses has the words its mode button or switch shows.
    card_actions = [a.partition(":") for a in view["legal"] if a.startswith(CARD_ACTION_VERBS)]
    for verb, _, arg in card_actions:
        assert all(display["modes"][verb][lang].strip() for lang in LANGUAGES), verb
        for modifier in arg.split("+")[1:]:
            assert all(display["modifiers"][modifier][lang].strip() for lang in LANGUAGES), modifier


@pytest.mark.parametrize(("cls", "players", "options"), CASES)
def test_every_display_names_its_items_in_every_language(
    cls: type[GameState], players: int, options: dict[str, Any]
) -> None:
    for session in positions(cls.info.id, players, options, f"{cls.info.id}/{players}"):
        for seat in range(players):
            check_display(session.view(seat))


class Reads(dict[str, Any]):
    """A ``public`` block that notes which keys its reader looked up."""

    def __init__(self, public: dict[str, Any], seen: set[str]) -> None:
        super().__init__(public)
        self.seen = seen

    def __getitem__(self, key: str) -> Any:
        self.seen.add(key)
        return super().__getitem__(key)

    def get(self, key: str, default: Any = None) -> Any:
        self.seen.add(key)
        return super().get(key, default)


@pytest.mark.parametrize("cls", games(), ids=lambda c: c.info.id)
def test_every_public_key_is_described_or_listed(cls: type[GameState]) -> None:
    keys: set[str] = set()
    read: set[str] = set()
    for players in cls.info.players:
        for options in VARIANTS.get(cls.info.id, [{}]):
            for session in positions(cls.info.id, players, options, f"keys/{cls.info.id}/{players}", deals=2):
                view = session.view(session.to_act or 0)
                keys |= set(view["public"])
                cls.describe({**view, "public": Reads(dict(view["public"]), read)})
    unlisted = set(cls.unlisted_public)
    assert keys - read - unlisted == set(), f"{cls.info.id}: public keys neither described nor listed"
    assert read & unlisted == set(), f"{cls.info.id}: listed as not described, but described"
    assert unlisted <= keys, f"{cls.info.id}: listed keys the public does not hold"
    assert all(reason.strip() for reason in cls.unlisted_public.values())


def the(display: Display, key: str) -> dict[str, str]:
    """One item's label and value in each language, seat tags as they are."""
    item = next(i for i in display["items"] if i["key"] == key)

    def say(part: Any, lang: str) -> str:
        if isinstance(part, str):
            return part
        if "strong" in part:
            return say(part["strong"], lang)
        if "cards" in part:
            return " ".join(part["cards"])
        if "suits" in part:
            return " ".join(part["suits"])
        return str(part[lang])

    return {lang: f"{item['label'][lang]}: {''.join(say(p, lang) for p in item['value'])}" for lang in LANGUAGES}


def marks(display: Display, seat: int, kind: str, lang: str) -> list[str]:
    return [m["text"][lang] for m in display["seats"][seat][kind]]  # type: ignore[literal-required]


def test_french_tarot_names_the_contract_the_bids_and_orders_the_bids() -> None:
    s = api.new_game("french_tarot", 4, 7)
    first = s.to_act
    assert first is not None
    assert s.view(first)["display"]["buttons"] == [
        "pass", "bid:prise", "bid:garde", "bid:garde_sans", "bid:garde_contre"
    ], "from the modest choice to the boldest, not by name"
    s.act("bid:garde")
    while s.view(0)["phase"] == "bidding":
        s.act("pass")
    display = s.view(0)["display"]
    assert czech_and_english(the(display, "contract")) == {
        "cs": f"Závazek: Garde — {{p{first}}}", "en": f"Contract: Garde — {{p{first}}}"}
    assert marks(display, first, "tags", "cs") == ["Hráč"] and marks(display, first, "tags", "en") == ["Taker"]
    assert marks(display, first, "stats", "en") == ["Bid: Garde"]
    other = (first + 1) % 4
    assert marks(display, other, "stats", "cs") == ["Dražba: Pas"]
    assert marks(display, other, "stats", "en") == ["Bid: Pass"]
    chien = the(display, "chien")
    assert chien["cs"].startswith("Talon: ") and chien["en"].startswith("Chien: ")
    taker_view = s.view(first)
    assert taker_view["phase"] == "discard"
    assert sorted(taker_view["display"]["from_talon"]) == sorted(taker_view["public"]["chien"])
    assert s.view(other)["display"]["from_talon"] == [], "only the taker's hand holds the chien"


def test_maw_shows_the_turned_card_the_trump_and_the_pot() -> None:
    s = api.new_game("maw", 4, 2)
    public = s.view(0)["public"]
    display = s.view(0)["display"]
    turned = public["turned"]
    assert czech_and_english(the(display, "turned")) == {
        "cs": f"Otočená karta: {turned}", "en": f"Turned card: {turned}"}
    assert the(display, "trump")["en"] == f"Trumps: {public['trump']}"
    assert czech_and_english(the(display, "pot")) == {"cs": f"Bank: {public['pot']}", "en": f"Pot: {public['pot']}"}
    dealer = s.to_act
    assert dealer is not None
    take = next(a for a in s.legal() if a.startswith("take:"))
    s.act(take)
    assert marks(s.view(0)["display"], dealer, "tags", "en") == ["Took the turned card"]
    assert marks(s.view(0)["display"], dealer, "tags", "cs") == ["Vzal otočenou kartu"]


def test_triumph_shows_the_sides_and_marks_the_robbed_talon() -> None:
    s = api.new_game("triumph", 4, 5)
    robber = s.view(0)["public"]["robber"]
    assert robber is not None
    display = s.view(0)["display"]
    assert czech_and_english(the(display, "sides")) == {"cs": "Strany: {p0} & {p2} (0) proti {p1} & {p3} (0)",
                                     "en": "Sides: {p0} & {p2} (0) vs {p1} & {p3} (0)"}
    assert marks(display, robber, "tags", "en") == ["Took the talon"]
    view = s.view(robber)
    assert view["phase"] == "discard" and len(view["display"]["from_talon"]) == 4


def test_renaissance_tarot_counts_card_points_and_the_talon() -> None:
    s = api.new_game("renaissance_tarot", 3, 1, {"talon_draw": True})
    display = s.view(0)["display"]
    talon = s.view(0)["public"]["talon"]
    assert czech_and_english(the(display, "talon")) == {"cs": f"Talon: {talon}", "en": f"Talon: {talon}"}
    assert the(display, "target")["en"] == "Playing to: 100"
    assert marks(display, 1, "stats", "cs") == ["Body za karty: 0"]
    assert marks(display, 1, "stats", "en") == ["Card points: 0"]


def test_indulgence_names_the_round_the_decrees_the_sinner_and_the_bulls() -> None:
    s = api.new_game("indulgence", 3, 0, {"advanced": True})
    ruler = s.to_act
    assert ruler is not None
    view = s.view(ruler)
    display = view["display"]
    assert czech_and_english(the(display, "round")) == {"cs": "Kolo: 1 / 3", "en": "Round: 1 / 3"}
    row = view["public"]["decree_row"]
    offer = the(display, "decree-row")
    assert all(d["name"]["cs"] in offer["cs"] and d["name"]["en"] in offer["en"] for d in row)
    assert offer["en"].count("· forbids ") == offer["cs"].count("· zakazuje ") == len(row)
    assert display["buttons"][: len(row)] == [f"decree:{d['id']}" for d in row], "decrees as the row lies"
    assert the(display, "families")["en"] == "Families: M S O B"
    assert marks(display, ruler, "tags", "cs") == ["Vládce"]
    bull = view["bull"]
    if bull is not None:
        assert the(display, "bull")["en"].startswith("Your papal bull: Bull of")
    s.act(f"decree:{row[0]['id']}")
    assert the(s.view(0)["display"], "decree")["en"].startswith("Decree in force: " + row[0]["name"]["en"])
    sinner = s.to_act
    assert sinner is not None and "sin" in s.legal()
    s.act("sin")
    display = s.view(0)["display"]
    assert the(display, "decree")["cs"].startswith("Hřích proti: " + row[0]["name"]["cs"])
    assert marks(display, sinner, "tags", "en") == ["Sinner", "Ring"]


def test_the_catalogue_gives_each_score_unit_in_every_plural_form() -> None:
    for tradition in api.catalog()["traditions"]:
        for entry in tradition["games"]:
            forms, unit = entry["score_unit_forms"], entry["score_unit"]
            assert set(forms["cs"]) == {"one", "few", "many", "other"} and set(forms["en"]) == {"one", "other"}
            assert forms["en"]["other"] == unit["en"] and forms["cs"]["few"] == unit["cs"], entry["id"]



def test_the_page_draws_the_display_without_game_words() -> None:
    """web/js/public.js reads the display's structure only: no game id, action, or key of any game's public."""
    page = (Path(__file__).resolve().parents[2] / "web" / "js" / "public.js").read_text(encoding="utf-8")
    code = re.sub(r"//[^\n]*|/\*.*?\*/", "", page, flags=re.S)  # comments may explain in words
    for cls in games():
        s = api.new_game(cls.info.id)
        names = {cls.info.id, *s.view(0)["public"], *(a.partition(":")[0] for a in s.legal())}
        used = [n for n in names if re.search(rf"""["'`.]{re.escape(n)}\b""", code)]
        assert used == [], f"public.js names {used} of {cls.info.id}"
