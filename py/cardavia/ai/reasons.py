"""Short reasons for a hint, in Czech and English, from what the search measured.

The search knows, for each candidate, the expected score change of the seat and
how often the seat won the trick in progress; the view knows the hand. A reason
names the one fact that decided: the only move, winning the trick, ducking it
and keeping strength, building a void, or the expected scores of the two best
choices.
"""

from __future__ import annotations

from ..cards import card_name, suit_name
from ..glossary import unit_forms
from ..protocol import CARD_ACTION_VERBS, View
from ..registry import game
from ..text import Text, cs_count, en_count
from .search import Candidate, SearchResult

SAME = 0.05  # expected scores closer than this are the same
LIKELY = 0.8
UNLIKELY = 0.2


def _suit_name(view: View, code: str) -> Text | None:
    return suit_name(code[:1], game(view["game"]).info.deck)


def _amount(view: View, x: float) -> Text:
    """A difference of expected score in the game's unit, rounded, in words: "about 3 points"."""
    n = round(abs(x))
    forms = unit_forms(game(view["game"]).info.score_unit)
    cs, en = forms["cs"], forms["en"]
    if n == 0:
        return {"cs": f"méně než o jeden {cs['one']}", "en": f"less than one {en['one']}"}
    return {"cs": f"asi o {cs_count(n, cs['one'], cs['few'], cs['other'])}",
            "en": f"about {en_count(n, en['one'], en['other'])}"}


def _label(view: View, action: str) -> Text:
    labels = view.get("labels") or {}
    if action in labels:
        label: Text = labels[action]
        return label
    verb, _, arg = action.partition(":")
    if action.startswith(CARD_ACTION_VERBS):
        return _card(view, arg.split("+")[0])
    return {"cs": arg or verb, "en": arg or verb}


def _card(view: View, code: str) -> Text:
    return card_name(code, game(view["game"]).info.deck)


def _compare(view: View, best: Candidate, others: list[Candidate]) -> Text:
    """Why the choice beats the best distinct alternative, in the game's unit and in words."""
    tried = [c for c in others if c.n > 0]
    if tried and max(c.own_mean for c in tried) > best.own_mean + SAME:
        return {
            "cs": "Osvědčený tah: v rozdáních, která počítač zkusil, není nic jiného jasně lepší.",
            "en": "The sound standard play: in the deals the computer tried, nothing else is clearly better.",
        }
    other = next((c for c in tried if best.own_mean - c.own_mean > SAME), None)
    if other is None:
        return {
            "cs": "V rozdáních, která počítač zkusil, nic jiného nedopadlo lépe.",
            "en": "In the deals the computer tried, no other choice did better.",
        }
    alt = _label(view, other.action)
    by = _amount(view, best.own_mean - other.own_mean)
    return {
        "cs": f"V rozdáních, která počítač zkusil, to v průměru dopadlo {by['cs']} lépe než „{alt['cs']}“.",
        "en": f"In the deals the computer tried, this came out {by['en']} better on average than '{alt['en']}'.",
    }


def reason_for(view: View, result: SearchResult) -> Text:
    legal = view["legal"]
    if len(legal) == 1:
        return {"cs": "Jiný tah není možný.", "en": "The only legal move."}
    best = result.candidates[0]
    compare = _compare(view, best, result.candidates[1:])
    verb, _, arg = best.action.partition(":")
    card = arg.split("+")[0]
    if verb == "play":
        rate = best.trick_win_rate
        in_progress = bool(view["trick"]["cards"])
        if rate is not None and rate >= LIKELY and in_progress:
            return {
                "cs": f"Nejspíš bere zdvih ({rate:.0%}). " + compare["cs"],
                "en": f"Most likely wins the trick ({rate:.0%}). " + compare["en"],
            }
        if rate is not None and rate <= UNLIKELY and in_progress:
            return {
                "cs": "Tenhle zdvih nech být a silnější karty si šetři na později. " + compare["cs"],
                "en": "Lets this trick go and keeps your stronger cards for later. " + compare["en"],
            }
        return compare
    if verb == "take" and card:
        name = _card(view, card)
        return {
            "cs": f"Vezmi otočenou kartu a odhoď: {name['cs']}. " + compare["cs"],
            "en": f"Takes the turned card and discards the {name['en']}. " + compare["en"],
        }
    if verb == "discard" and card:
        same_suit = [c for c in view.get("hand", []) if c[:1] == card[:1]]
        suit = _suit_name(view, card)
        if suit and same_suit == [card]:
            return {
                "cs": f"Uvolní celou barvu ({suit['cs']}): pak můžeš trumfovat. " + compare["cs"],
                "en": f"Makes you void in {suit['en']}, so you can trump them. " + compare["en"],
            }
    return compare
