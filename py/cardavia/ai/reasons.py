"""Short reasons for a hint, in Czech and English: the motive, then the cost of the alternative.

The motive says what the suggested move does at the table, read from the seat's
view (``motives.py`` and the game's hooks): takes the trick with the lowest card
that does, gives a partner points, leads a suit nobody can beat, makes a void ...
The search adds how much better it came out than the next distinct choice, in the
game's unit and in words.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.cards import card_name
from ..core.glossary import unit_forms
from ..core.protocol import CARD_ACTION_VERBS
from ..core.registry import game
from ..core.text import cs_count, en_count
from .hooks import hooks_for
from .motives import motive
from .search import Candidate, SearchResult

if TYPE_CHECKING:
    from ..core.protocol import View
    from ..core.text import Text

SAME = 0.05  # expected scores closer than this are the same


def _amount(view: View, x: float) -> Text:
    """A difference of expected score in the game's unit, rounded, in words: "about 3 points" (at least one)."""
    n = max(1, round(abs(x)))
    forms = unit_forms(game(view["game"]).info.score_unit)
    cs, en = forms["cs"], forms["en"]
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
    """Why the choice beats the best distinct alternative, in the game's unit and in words (averaged over
    the deals the search tried)."""
    tried = [c for c in others if c.n > 0]
    if tried and max(c.own_mean for c in tried) > best.own_mean + SAME:
        return {
            "cs": "Osvědčený tah: nic jiného nevyšlo jasně lépe.",
            "en": "The sound standard play: nothing else came out clearly better.",
        }
    other = next((c for c in tried if best.own_mean - c.own_mean > SAME), None)
    if other is None:
        return {
            "cs": "Nic jiného nevyšlo lépe.",
            "en": "No other choice came out better.",
        }
    alt = _label(view, other.action)
    if abs(best.own_mean - other.own_mean) < 0.5:
        # Less than one unit apart: saying "less than one point better" reads as "it hardly matters".
        return {
            "cs": f"Těsné rozhodnutí: „{alt['cs']}“ vyjde v průměru skoro stejně.",
            "en": f"A close call: “{alt['en']}” comes out almost the same on average.",
        }
    by = _amount(view, best.own_mean - other.own_mean)
    return {
        "cs": f"V průměru to vyjde {by['cs']} lépe než „{alt['cs']}“.",
        "en": f"On average this comes out {by['en']} better than “{alt['en']}”.",
    }


def motive_for(view: View, action: str, win_rate: float | None = None) -> Text | None:
    """Why ``action`` is good, read from the position (``motives.py`` for cards, the game's hook otherwise)."""
    hooks = hooks_for(view["game"])
    if action.startswith(("play:", "discard:")):
        return motive(view, action, hooks.reading(view), win_rate)
    return hooks.motive(view, action)


def reason_for(view: View, result: SearchResult) -> Text:
    """The hint's reason: the motive of the search's choice, then what the next best choice costs."""
    legal = view["legal"]
    if len(legal) == 1:
        return {"cs": "Jiný tah není možný.", "en": "The only legal move."}
    best = result.candidates[0]
    compare = _compare(view, best, result.candidates[1:])
    why = motive_for(view, best.action, best.trick_win_rate)
    if why is None:
        return compare
    return {"cs": f"{why['cs']} {compare['cs']}", "en": f"{why['en']} {compare['en']}"}
