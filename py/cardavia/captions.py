"""Short sentences saying what just happened, for a table nobody is playing at.

The club-night demo shows one line after each move ("Player 3 takes the trick.",
"Player 1 wins the deal (+42)."): the engine words them, from the public events
that ``Session.act`` and ``Session.next_deal`` return, so the page only shows them.
Events that carry a secret never become a caption: only ``trick`` and
``deal_over`` do, and both are public in every game.
"""

from __future__ import annotations

from collections.abc import Iterable

from .protocol import Event
from .text import Text, player_name, text


def _number(x: float) -> str:
    """A score as players write it: whole numbers without ".0", a true minus sign."""
    v = round(x, 2)
    shown = str(int(v)) if v == int(v) else str(v)
    return f"+{shown}" if v > 0 else shown.replace("-", "−")


def _names(seats: list[int]) -> Text:
    """"Player 1", "Player 1 and Player 3", "Player 1, Player 2 and Player 4"."""
    cs = [player_name(s)["cs"] if i == 0 else player_name(s, capital=False)["cs"] for i, s in enumerate(seats)]
    en = [player_name(s)["en"] for s in seats]
    if len(seats) == 1:
        return text(cs[0], en[0])
    return text(f"{', '.join(cs[:-1])} a {cs[-1]}", f"{', '.join(en[:-1])} and {en[-1]}")


def caption(event: Event) -> Text | None:
    """The sentence for one event, or None when the event is not worth a caption."""
    kind = event.get("type")
    if kind == "trick" and isinstance(event.get("winner"), int):
        who = player_name(event["winner"])
        return text(f"{who['cs']} bere zdvih.", f"{who['en']} takes the trick.")
    if kind == "deal_over" and event.get("scores"):
        scores = [float(x) for x in event["scores"]]
        best = max(scores)
        if best <= 0 and min(scores) == best:
            return text("Rozdání skončilo bez výhry.", "The deal ends with nobody ahead.")
        seats = [s for s, x in enumerate(scores) if x == best]
        who = _names(seats)
        if len(seats) == 1:
            points = _number(best)
            return text(f"{who['cs']} vyhrává rozdání ({points}).", f"{who['en']} wins the deal ({points}).")
        return text(
            f"{who['cs']} vyhrávají rozdání ({_number(best)} každý).",
            f"{who['en']} win the deal ({_number(best)} each).",
        )
    return None


def captions(events: Iterable[Event]) -> list[Text]:
    """The captions of a batch of events, oldest first."""
    return [c for c in map(caption, events) if c is not None]


def match_caption(totals: list[float]) -> Text:
    """Who won the match: the highest total (all seats level with it)."""
    best = max(totals)
    seats = [s for s, x in enumerate(totals) if x == best]
    who = _names(seats)
    if len(seats) == 1:
        return text(f"{who['cs']} vyhrává partii.", f"{who['en']} wins the match.")
    return text(f"{who['cs']} vyhrávají partii.", f"{who['en']} win the match.")
