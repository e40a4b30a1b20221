"""A hint says why the suggested move is good, read from the position: concrete positions per game.

Each case sets up a fixed deal, plays to a known position and asserts the motive
the hint gives for a move there (``reasons.motive_for``): what the card does in
this trick, or what a bid, a call, a decree says about the hand. The hint and the
first-deal guide put that motive before the cost of the alternative.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import pytest
import test_indulgence as indulgence
import test_maw as maw
import test_renaissance_tarot as renaissance
import test_triumph as triumph
from helpers import random_turns
from test_french_tarot import PLAY_DEAL, act_all

from cardavia import api
from cardavia.ai import levels
from cardavia.ai.reasons import motive_for
from cardavia.ai.search import Budget
from cardavia.core.registry import games
from cardavia.core.rng import Rng
from cardavia.core.text import LANGUAGES
from cardavia.session import Session

if TYPE_CHECKING:
    from cardavia.core.text import Text


def said(session: Session, action: str) -> Text:
    """The motive for ``action`` of the seat to act, which must exist in both languages."""
    got = motive_for(session.view(session.to_act or 0), action)
    assert got is not None, action
    assert got["cs"].strip() and got["en"].strip()
    return got


# -- French Tarot: PLAY_DEAL, seat 0 takes a garde sans and leads ---------------------------------
def french_tarot() -> Session:
    return api.new_game("french_tarot", players=4, seed=1, options={"dealer": 3}, deal=PLAY_DEAL)


def test_french_tarot_a_bid_is_explained_by_the_trumps_oudlers_and_kings_held() -> None:
    s = french_tarot()  # seat 0: T17-T21, the Fool, four kings
    bid = said(s, "bid:garde_sans")
    assert bid["en"] == "You hold 5 trumps, 2 of the oudlers and 4 kings: enough for this contract."
    assert bid["cs"] == "Máš 5 trumfů, z truly 2, králů 4: na tenhle závazek to stačí."


def test_french_tarot_leading_a_master_and_the_top_trump() -> None:
    s = french_tarot()
    act_all(s, "bid:garde_sans", "pass", "pass", "pass", "announce:none")
    king = said(s, "play:CK")
    assert "nobody else holds a higher card of that suit, so it wins unless someone trumps it" in king["en"]
    assert "(král pohárů)" in king["cs"] and "přetrumfoval" in king["cs"]
    assert "nobody else holds a higher trump" in said(s, "play:T21")["en"]
    fool = said(s, "play:EX")
    assert fool["en"].startswith("You play the Fool: it excuses you from this trick and stays yours")
    assert fool["cs"].startswith("Zahraješ Škýz")


def test_french_tarot_follow_cheaply_trump_cheaply_and_give_the_partner_points() -> None:
    s = french_tarot()
    act_all(s, "bid:garde_sans", "pass", "pass", "pass", "announce:none", "play:CK")
    # Seat 1 (defence) must follow the King of cups with A..8: the Ace is worth least.
    duck = said(s, "play:CA")
    assert duck["en"] == "You cannot beat the King of cups, so you give your least valuable card."
    assert duck["cs"] == "Tenhle zdvih nevezmeš (vede král pohárů), tak dáš tu nejméně cennou kartu: eso pohárů."
    s.act("play:CA")
    # Seat 2 has no cups: T2 is the cheapest trump that wins (T1 is lower but worth points).
    ruff = said(s, "play:T2")
    assert "You trump it, having no cups, with the cheapest trump that does." in ruff["en"]
    assert "The trick holds points: King of cups." in ruff["en"]
    assert "Trumfuješ, protože poháry nemáš, a to nejlevnějším trumfem, který stačí." in ruff["cs"]
    assert "cheapest" not in said(s, "play:T1")["en"]
    s.act("play:T2")
    # Seat 3 (defence) sees its partner, seat 2, winning: the Knight of swords goes to him.
    smear = said(s, "play:SN")
    assert smear["en"] == "Your partner is winning this trick, so you give them the points of your Knight of swords."
    assert smear["cs"] == "Zdvih vede tvůj spoluhráč, tak mu přidáš body: kaval mečů."
    assert said(s, "play:S4")["en"] == "Your partner is winning this trick: no need to spend a strong card on it."


def test_french_tarot_the_takers_discard_banks_points_or_makes_a_void() -> None:
    s = french_tarot()
    act_all(s, "bid:garde", "pass", "pass", "pass")  # seat 0 takes the chien B9 B10 BJ BN T10 T11
    assert said(s, "discard:BN")["en"] == (
        "You put the points of your Knight of batons safely into your tricks, where nobody can take them."
    )
    act_all(s, "discard:BN", "discard:BJ", "discard:B10", "discard:BQ")
    # Batons left: the King (not discardable) and B9: B9 is not the last baton, DQ holds points.
    assert said(s, "discard:DQ")["cs"] == "Odložíš body do svých zdvihů, kde ti je nikdo nevezme: dáma mincí."


# -- Triumph: spades trumps, seat 0 holds A J 10 ... of trumps -----------------------------------
def test_triumph_leads_a_master_trump_or_draws_trumps_and_a_lost_trick_costs_the_least() -> None:
    s = triumph.game(triumph.SPLIT_HONOURS, triumph.SPLIT_TALON)
    while s.view(s.to_act or 0)["phase"] == "discard":
        s.act(s.legal()[0])
    assert said(s, "play:SA")["en"] == (
        "You lead your Ace of swords: nobody else holds a higher trump, so the trick is yours."
    )
    draw = said(s, "play:S3")
    assert draw["en"].startswith("You lead a trump: with ") and "you draw the others' trumps" in draw["en"]
    assert "tak ostatním trumfy vytaháš" in draw["cs"]
    act_all(s, "play:S3", "play:SK")
    # Seat 2 (batons only) cannot beat the King of trumps.
    assert said(s, "play:B2")["en"] == "You cannot beat the King of swords, so you give your least valuable card."


# -- Maw: swords trumps (S10 turned), the Ace of cups is always a trump ---------------------------
def test_maw_taking_the_turned_card_and_the_race_to_three_tricks() -> None:
    s = maw.game(["SA S5 C3 D4 B6", "SJ SK C5 C9 DQ", "C2 CA D9 B2 B3", "S2 CK DK BK B9"], "S10")
    take = said(s, "take:C9")
    assert take["en"] == (
        "You take the turned Ten of swords, a trump, and drop your weakest card for it, the Nine of cups."
    )
    assert take["cs"] == (
        "Vezmeš si otočenou kartu (desítka mečů), trumf, a odhodíš za ni svou nejslabší: devítka pohárů."
    )
    assert "drop a card for it, the Queen of coins" in said(s, "take:DQ")["en"]
    act_all(s, "take:C9", "play:C5")
    # Seat 2 may follow with C2 or trump with the Ace of cups, although it holds cups.
    ace = said(s, "play:CA")
    assert "You trump it." in ace["en"] and "having no" not in ace["en"]
    assert "That makes 1 of the three tricks that win the pot." in ace["en"]
    assert "Bude to tvůj 1. zdvih ze tří, které berou bank." in ace["cs"]


# -- Indulgence: LADDER, seat 0 rules; the Medici are forbidden ------------------------------------
def test_indulgence_a_decree_the_others_must_pay_for_and_shedding_a_forbidden_card() -> None:
    s = indulgence.start(indulgence.LADDER, ["medici", "nines", "tricks"])
    decree = said(s, "decree:medici")  # seat 0 holds M1 M6 M7
    assert decree["en"] == "The others hold 6 forbidden cards: whoever takes them pays you. As the Ruler you never pay."
    assert decree["cs"].startswith("Ostatní mají v ruce 6 zakázaných karet")
    s.act("decree:medici")
    assert said(s, "pass")["en"].startswith("Taking every forbidden item is too risky")
    while s.view(s.to_act or 0)["phase"] == "sin":
        s.act("pass")
    low = said(s, "play:S2")
    assert low["en"] == (
        "You lead your lowest card of that suit, your Sforza 2: someone else will most likely take the trick."
    )
    act_all(s, "play:M1")
    # Seat 1 holds M4 and M9: both beat the Medici 1, so the lowest leaves the others room to beat it.
    assert said(s, "play:M4")["en"].startswith("Every card you may play would lead the trick, so you play your lowest")
    s.act("play:M9")
    shed = said(s, "play:M2")
    assert shed["en"] == "You get rid of a forbidden card, your Medici 2: whoever takes this trick pays for it."
    assert shed["cs"] == "Zbavíš se zakázané karty (Medici 2): zaplatí za ni ten, kdo zdvih vezme."


# -- Renaissance Tarot: everyone for themselves, the Fool saves a counting card ----------------------
def test_renaissance_tarot_the_fool_keeps_a_queen_out_of_a_lost_trick() -> None:
    s = renaissance.two_hands(["CK", "C2", "T21"], ["CQ", "EX", "C3"])
    s.act("play:CK")
    fool = said(s, "play:EX")
    assert fool["en"] == (
        "You play the Fool: it excuses you from this trick and stays yours, "
        "so you need not give away your Queen of cups."
    )
    assert fool["cs"].endswith("takže body si necháš: dáma pohárů.")
    assert said(s, "play:C3")["en"].startswith("You cannot beat the King of cups")


# -- the hint and the guide ---------------------------------------------------------------------
def test_the_hint_and_the_guide_lead_with_the_motive_of_the_suggested_move(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setitem(levels.DEFAULT_BUDGETS, "normal", Budget(iterations=60))
    s = french_tarot()
    act_all(s, "bid:garde_sans", "pass", "pass", "pass", "announce:none", "play:CK", "play:CA", "play:T2")
    hint = s.hint()
    motive = motive_for(s.view(3), hint["action"])
    assert motive is not None
    for lang in LANGUAGES:
        assert hint["reason"][lang].startswith(motive[lang])
        assert len(hint["reason"][lang]) > len(motive[lang])  # then what the alternative costs
    step = s.guide()
    assert step["reason"] == hint["reason"] and step["action"] == hint["action"]
    assert step["what"] is not None


@pytest.mark.parametrize("game_id", [cls.info.id for cls in games()])
def test_every_motive_met_is_in_words_from_the_glossary(game_id: str) -> None:
    """Every legal move of random positions: no card codes, no percentages, the glossary's Czech."""
    s = api.new_game(game_id, seed=4)
    rng = Rng(f"motives/{game_id}")
    met = 0
    for _ in random_turns(s, rng, 400):
        view = s.view(s.to_act or 0)
        codes = set(view["hand"])
        for action in view["legal"]:
            got = motive_for(view, action)
            if got is None:
                continue
            met += 1
            for lang in LANGUAGES:
                words = set(re.split(r"[\s,.:;()]+", got[lang]))
                assert not codes & words, got[lang]
                assert "%" not in got[lang] and "{" not in got[lang]
            assert not re.search(r"štych|bout|Blázen|Výmluv|\b(máte|jste|vaše)\b", got["cs"]), got["cs"]
            assert not re.search(r"\byour the\b|\bthe the\b", got["en"]), got["en"]
    assert met > 50
