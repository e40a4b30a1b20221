"""Short reasons for a hint, in Czech and English: the motive, then the cost of the alternative.

The motive says what the suggested move does at the table, read from the seat's
view (``motives.py`` and the game's hooks): takes the trick with the lowest card
that does, gives a partner points, leads a suit nobody can beat, makes a void ...
The search adds how it compares with its nearest rival (the second-best choice, paired
over the deals both were tried in), in the game's unit and in words.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.cards import card_name
from ..core.glossary import amount
from ..core.protocol import CARD_ACTION_VERBS
from ..core.registry import game
from ..core.text import in_each_language, msg, sentences
from .hooks import hooks_for
from .motives import motive
from .search import Candidate, SearchResult

if TYPE_CHECKING:
    from ..core.protocol import View
    from ..core.text import Text

SAME = 0.05  # expected scores closer than this are the same


def _label(view: View, action: str) -> Text:
    labels = view.get("labels") or {}
    if action in labels:
        label: Text = labels[action]
        return label
    verb, _, arg = action.partition(":")
    if action.startswith(CARD_ACTION_VERBS):
        return _card(view, arg.split("+")[0])
    return in_each_language(lambda _: arg or verb)


def _card(view: View, code: str) -> Text:
    return card_name(code, game(view["game"]).info.deck)


def own_gap(best: Candidate, other: Candidate) -> float | None:
    """How much more of its own score the acting seat kept with ``best`` than with ``other``: paired over
    the deals the search tried both in (a candidate cut off early was tried in fewer, and different
    deals than the others), or the plain difference of means where no per-deal scores were kept."""
    shared = [w for w in other.owns if w in best.owns]
    if shared:
        return sum(best.owns[w] - other.owns[w] for w in shared) / len(shared)
    return best.own_mean - other.own_mean if other.n > 0 else None


def nearest_rival(best: Candidate, others: list[Candidate]) -> tuple[Candidate, float] | None:
    """The second-best choice: of the other tried choices, the one that came out closest to ``best``
    (with the gap), passing over those that came out exactly the same in every deal (two neighbouring
    cards of a suit) while a choice that differs is there."""
    gaps = [(c, g) for c in others if (g := own_gap(best, c)) is not None]
    same = [c for c, _ in gaps if len(c.owns) > 1 and all(c.owns[w] == best.owns.get(w) for w in c.owns)]
    differ = [(c, g) for c, g in gaps if c not in same] or gaps
    return min(differ, key=lambda cg: cg[1], default=None)


def _compare(view: View, best: Candidate, others: list[Candidate]) -> Text:
    """How the choice compares with its nearest rival, in the game's unit and in words (averaged over
    the deals the search tried)."""
    found = nearest_rival(best, others)
    if found is None:
        return msg("No other choice came out better.")
    rival, gap = found
    alt = _label(view, rival.action)
    if gap < -SAME:
        # The rule-based choice stands unless the search is sure of a better one (search.py).
        # Translators: {alt} is the label of another move ("Pass", "King of cups").
        return msg("The sound standard play: even its nearest rival, “{alt}”, did not come out clearly better.",
                   alt=alt)
    if gap < 0.5:
        # Less than one unit apart: saying "less than one point better" reads as "it hardly matters".
        return msg("A close call: “{alt}” comes out almost the same on average.", alt=alt)
    # Translators: {amount} is a whole amount of the game's unit ("3 points", "1 chip"); {alt} another move.
    return msg("On average this comes out about {amount} better than “{alt}”, the next best choice.",
               amount=amount(max(1, round(abs(gap))), game(view["game"]).info.score_unit), alt=alt)


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
        return msg("The only legal move.")
    best = result.candidates[0]
    compare = _compare(view, best, result.candidates[1:])
    why = motive_for(view, best.action, best.trick_win_rate)
    return compare if why is None else sentences(why, compare)
