"""What each AI level does and how strong it is, in a sentence for the game page.

The strength is the measured one (``measured.py``, from the duplicate matches of
bench/results/ai_strength.md): what a level wins per deal against the level below it,
in the game's unit, and over how many deals that was measured. A player choosing an
opponent reads a number, not an adjective.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..core.glossary import amount, decimal
from ..core.registry import game as game_class
from ..core.text import msg, plural, sentences
from .levels import NORMAL_MS, STRONG_MS
from .measured import LADDER, UNSURE

if TYPE_CHECKING:
    from ..core.text import Text

# Below this mean per deal, the gain is said per ten deals ("0.6 chips every ten deals", not "0.1 chips").
PER_TEN_DEALS_BELOW = 0.1


def _gain(mean: float, deals: int, unit: Text) -> Text:
    """What a level wins against the one below it: "48 points a deal on average (measured over 2000 deals)"."""
    if mean < PER_TEN_DEALS_BELOW:
        # Translators: {amount} is an amount of the game's unit ("0.6 chips"); {n} the deals it was measured on.
        return plural(deals, "{amount} every ten deals on average (measured over {n} deal)",
                      "{amount} every ten deals on average (measured over {n} deals)", amount=amount(10 * mean, unit))
    # Translators: {amount} is an amount of the game's unit ("8.8 points"); {n} the deals it was measured on.
    return plural(deals, "{amount} a deal on average (measured over {n} deal)",
                  "{amount} a deal on average (measured over {n} deals)", amount=amount(mean, unit))


def level_words(game_id: str) -> dict[str, Text]:
    """Each level's sentences for ``game_id``: how its players play, and what they win against the level
    below. The levels are named as the page's list names them: "Easy", "Normal", "Strong" (players)."""
    info = game_class(game_id).info
    ladder = LADDER.get(info.id, {})  # a game not measured yet (a new one) says how its levels play only

    def wins(pair: str, say: Callable[[Text], Text]) -> Text | None:
        """``say`` of what the level wins against the one below, or None where it is not measured; where
        the measurement's interval still reaches zero, the page says so."""
        if pair not in ladder:
            return None
        said = say(_gain(*ladder[pair], info.score_unit))
        if (info.id, pair) not in UNSURE:
            return said
        return sentences(said, msg("That lead is still within the measurement's margin of error."))

    normal_play = msg(
        "Normal players deal the cards they cannot see in many ways and play each possible move to the end of "
        "the deal in each, for up to about {seconds} s a move.",
        seconds=decimal(NORMAL_MS / 1000),
    )
    strong_play = (
        msg("Strong players think for up to about {seconds} s a move and trust their rules of thumb less.",
            seconds=decimal(STRONG_MS / 1000))
        if info.careful_normal
        else msg(
            "Strong players think for up to about {seconds} s a move, play their deals out more carefully and trust "
            "their rules of thumb less.",
            seconds=decimal(STRONG_MS / 1000),
        )
    )
    return {
        "random": msg("Random players play any legal move: for trying the rules out."),
        "easy": sentences(
            msg("Easy players play by rules of thumb, at once."),
            wins("random-easy", lambda gain: msg("Against players who choose at random they win {gain}.", gain=gain)),
        ),
        "normal": sentences(
            normal_play, wins("easy-normal", lambda gain: msg("Against Easy players they win {gain}.", gain=gain))
        ),
        "strong": sentences(
            strong_play,
            info.strong_reads,
            wins("normal-strong", lambda gain: msg("Against Normal players they win {gain}.", gain=gain)),
        ),
    }
