"""What the player reads: one word per thing, seats as tags the table names, no internal numbers.

Every text a view or a deal result can hold is collected from random matches of
every game; the glossary's Czech words must be the only ones used for a trick,
the Fool and the oudlers, counts must be grammatical, seats must appear only as
``{pN}`` tags (the page puts "Ty"/"You" or the computer players' names there).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from helpers import random_turns

from cardavia import api
from cardavia.ai.reasons import reason_for
from cardavia.ai.search import Candidate, SearchResult
from cardavia.core.glossary import FAMILY_EMBLEMS, GLOSSARY
from cardavia.core.protocol import PLAYING
from cardavia.core.registry import games
from cardavia.core.rng import Rng
from cardavia.core.text import fill_seats
from cardavia.guide import guide_text, guides


def _texts(x: Any) -> Iterator[dict[str, str]]:
    if isinstance(x, dict):
        if isinstance(x.get("cs"), str) and isinstance(x.get("en"), str):
            yield x
        for v in x.values():
            yield from _texts(v)
    elif isinstance(x, list):
        for v in x:
            yield from _texts(v)


def _played_texts(game_id: str, players: int, seed: int) -> tuple[list[dict[str, str]], set[str]]:
    """Every text seen while a random policy plays a match, and the phases met."""
    s = api.new_game(game_id, players, seed)
    rng = Rng(f"wording/{seed}")
    out: list[dict[str, str]] = []
    phases: set[str] = set()
    for _ in random_turns(s, rng, 3000):
        view = s.view(s.to_act or 0)
        phases.add(view["phase"])
        out.extend(_texts(view))
    out.extend(_texts(s.view(0)))
    return out, phases


CASES = [(cls.info.id, n) for cls in games() for n in cls.info.players]
# Czech words the glossary replaced (zdvih, trula, Škýz, talon), and the formal address.
NOT_THE_GLOSSARY_CS = r"štych|(?<!au )\bbout|Blázen|Vymlouvač|Výmluv|talón"
FORMAL_CS = (r"\b([Vv]y|[Vv]ás|[Vv]ám|[Vv]áš|[Vv]aš\w+|[Vv]aše|[Vv]aší|máte|jste|rozdejte|hrajete|ukazujete|vyberete"
             r"|vyberte|zvolte|klikněte|hrajte|zahrajte|[Zz]kuste)\b")
ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_texts_use_the_glossary_the_informal_address_and_seat_tags(game_id: str, players: int) -> None:
    texts, _ = _played_texts(game_id, players, 7)
    for t in texts:
        cs, en = t["cs"], t["en"]
        assert not re.search(NOT_THE_GLOSSARY_CS, cs), cs
        assert not re.search(r"\(y\)|\(s\)", cs + en), (cs, en)
        assert not re.search(r"\b1 (tricks|cards|chips|florins|points)\b", en), en
        assert not re.search(r"\b[2-9] (trick|card|chip|florin|point)\b(?! point)", en), en
        assert not re.search(FORMAL_CS, cs), cs
        assert not re.search(r"Player \d|Players \d|[Hh]ráč\w* \d", cs + en) or "label" in t, (cs, en)
        # A seat's name is a nominative: never straight after a noun that wants the genitive ("Platba Ty").
        assert not re.search(r"\b(Platba|platba|Dluh|dluh|Tah|tah|Body|body) \{p\d", cs), cs
        # A negative number has a true minus sign (U+2212), not a hyphen.
        assert not re.search(r"(?<![\w\-–])-\d", cs + en), (cs, en)
        for tag in re.findall(r"\{p(\d+)\}", cs + en):
            assert int(tag) < players


def _czech(x: Any, czech: bool = False) -> Iterator[str]:
    """Every string under a "cs" key, however deep (a rules page is {cs: {lead, sections: [...]}})."""
    if isinstance(x, str):
        if czech:
            yield x
    elif isinstance(x, dict):
        for key, value in x.items():
            yield from _czech(value, czech or key == "cs")
    elif isinstance(x, list):
        for value in x:
            yield from _czech(value, czech)


def test_the_catalogue_and_the_pages_words_use_the_glossary_too() -> None:
    """The rules pages, names and glossary the catalogue carries, and every Czech string of the page."""
    czech = list(_czech(api.catalog()))
    assert any("Škýz" in words for words in czech), "the walk found no rules page"
    for words in czech:
        assert not re.search(NOT_THE_GLOSSARY_CS, words), words
        assert not re.search(FORMAL_CS, words), words
    web = ROOT / "web"
    for path in [*sorted(web.rglob("*.js")), web / "index.html", web / "manifest.webmanifest"]:
        words = path.read_text(encoding="utf-8")
        found = re.search(NOT_THE_GLOSSARY_CS, words) or re.search(FORMAL_CS, words)
        assert not found, f"{path.relative_to(ROOT)}: {found}"


def test_summaries_name_seats_by_tag_so_the_table_fills_its_names() -> None:
    s = api.new_game("maw", 4, 3)
    rng = Rng("maw-tags")
    while s.status == PLAYING:
        s.act(s.legal()[rng.below(len(s.legal()))])
    lines = [line["en"] for line in s.deal_results()[0]["summary"]]
    assert any("{p" in line for line in lines), lines
    names = ["You", "Lorenzo", "Isabella", "Cesare"]
    filled = [fill_seats(line, names) for line in lines]
    assert not any("{p" in line for line in filled) and any(n in " ".join(filled) for n in names)


def test_maw_and_indulgence_start_from_their_stake_so_the_sheet_adds_up() -> None:
    for game_id, options in (("maw", {"start_chips": 7}), ("indulgence", {})):
        s = api.new_game(game_id, 3, 5, options)
        rng = Rng(f"stake/{game_id}")
        while s.status == PLAYING:
            s.act(s.legal()[rng.below(len(s.legal()))])
        view = s.view(0)
        start = view["start_totals"]
        assert start == [7.0] * 3 if game_id == "maw" else start == [30.0] * 3
        for seat in range(3):
            rows = sum(r["scores"][seat] for r in view["results"])
            assert start[seat] + rows == view["totals"][seat]
    assert api.new_game("triumph").view(0)["start_totals"] == [0.0] * 4


def _result(*means: tuple[str, float]) -> SearchResult:
    cands = [Candidate(action, {w: mean for w in range(10)}, mean * 10) for action, mean in means]
    return SearchResult(cands[0].action, cands, 10, 10, 100, 1.0)


def test_a_hint_says_why_in_words_without_internal_numbers() -> None:
    s = api.new_game("french_tarot", 4, 1)
    view = s.view(s.to_act or 0)
    legal = view["legal"]
    reason = reason_for(view, _result((legal[0], -209.2), (legal[1], -214.0)))
    assert "209" not in reason["cs"] + reason["en"] and not re.search(r"\d\.\d", reason["cs"] + reason["en"])
    assert "asi o 5 bodů" in reason["cs"] and "about 5 points" in reason["en"]
    reason = reason_for(view, _result((legal[0], 1.0), (legal[1], 0.8)))
    # Less than a point apart: a close call, not "less than one point better".
    assert "Těsné rozhodnutí" in reason["cs"] and "A close call" in reason["en"]
    assert "méně než" not in reason["cs"] and "less than" not in reason["en"]


def test_the_sin_offer_says_what_sinning_means_and_a_failed_sin_says_why() -> None:
    for seed in range(40):
        s = api.new_game("indulgence", 3, seed)
        rng = Rng(f"sin/{seed}")
        offer = None
        while s.status == PLAYING:
            view = s.view(s.to_act or 0)
            if view["phase"] == "sin" and offer is None:
                offer = view["prompt"]
                s.act("sin")
                continue
            s.act(s.legal()[rng.below(len(s.legal()))])
        result = s.deal_results()[0]
        if offer is None or result["sin_succeeded"]:
            continue
        assert "every forbidden item" in offer["en"] and "the Ruler" in offer["en"] and "florin" in offer["en"]
        assert "všechno zakázané" in offer["cs"] and "Vládci" in offer["cs"]
        failed = [line for line in result["summary"] if "sin failed" in line["en"]]
        assert failed and "other players took forbidden items" in failed[0]["en"]
        return
    pytest.fail("no failed sin in 40 deals")


def test_indulgence_shows_which_emblem_is_which_family_and_hides_the_rulers_count() -> None:
    s = api.new_game("indulgence", 4, 2)
    public = s.view(0)["public"]
    assert [f["family"] for f in public["families"]] == ["M", "S", "O", "B"]
    assert {f["emblem"] for f in public["families"]} == {"palle", "serpent", "rose", "bull"}
    assert public["taken_shown"][public["ruler"]] is False
    catalog = api.catalog()
    assert catalog["families"] == FAMILY_EMBLEMS and catalog["glossary"]["trick"] == GLOSSARY["trick"]
    assert GLOSSARY["trick"]["cs"] == "zdvih" and GLOSSARY["fool"]["cs"] == "Škýz"


def test_the_dealer_option_is_marked_as_a_seat_for_the_page_to_number_from_one() -> None:
    for tradition in api.catalog()["traditions"]:
        for entry in tradition["games"]:
            dealer = [o for o in entry["options"] if o["key"] == "dealer"]
            assert all(o.get("seat") is True for o in dealer), entry["id"]


@pytest.mark.parametrize(("game_id", "players"), [(cls.info.id, cls.info.default_players) for cls in games()])
def test_the_guide_explains_every_decision_met_in_both_languages(game_id: str, players: int) -> None:
    _, phases = _played_texts(game_id, players, 11)
    for phase in phases:
        assert phase in guides(game_id), phase
    s = api.new_game(game_id, players, 3)
    view = s.view(s.to_act or 0)
    text = guide_text(view)
    assert text is not None and text["cs"].strip() and text["en"].strip()


def test_the_duplicate_comparison_writes_a_true_minus_sign() -> None:
    """A friend's shared deal against the sharer's score: "−1", never "-1" (a hyphen)."""
    from cardavia import share

    s = api.new_game("maw", 4, 3)
    rng = Rng("duplicate-minus")
    while s.status == PLAYING:
        s.act(s.legal()[rng.below(len(s.legal()))])
    mine = s.deal_results()[0]["scores"][0]
    for theirs in (mine + 5, mine - 5, -1.0, 1.0):
        text = share.duplicate(s, 0, 0, theirs)["text"]
        for words in text.values():
            assert "-" not in words, words
        if theirs < 0 or mine < 0:
            assert "−" in text["cs"] + text["en"], text


def test_a_score_with_a_half_point_is_written_as_each_language_writes_decimals() -> None:
    """Renaissance Tarot's match can end on a half point (the Fool's): "52.5 points", "52,5 bodu"."""
    from cardavia.games.renaissance_tarot.words import match_won

    text = match_won(52.5, [1])
    assert "52.5 points" in text["en"] and "52,5 bodu" in text["cs"], text
    whole = match_won(52, [1])
    assert "52 points" in whole["en"] and "52 bodů" in whole["cs"], whole
