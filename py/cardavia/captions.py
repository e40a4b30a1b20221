"""Short sentences saying what just happened, for a table nobody is playing at.

The club-night demo shows one line after each move ("Trick to {p2}.", "Deal won by
{p0} (+42)."): the engine words them, from the public events that ``Session.act``
and ``Session.next_deal`` return; seats are tags (text.seat_ref) the page fills with
the names its table shows.
Events that carry a secret never become a caption: only ``trick`` and
``deal_over`` do, and both are public in every game.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from .core.display import match_winners
from .core.text import msg, plural, seat_ref

if TYPE_CHECKING:
    from .core.events import Event
    from .core.text import Text


def _number(x: float) -> str:
    """A score as players write it: whole numbers without ".0", a true minus sign."""
    v = round(x, 2)
    shown = str(int(v)) if v == int(v) else str(v)
    return f"+{shown}" if v > 0 else shown.replace("-", "−")


def _names(seats: list[int]) -> Text:
    """"{p0}", "{p0} and {p2}", "{p0}, {p1} and {p3}" (Czech "a")."""
    if len(seats) == 1:
        return seat_ref(seats[0])
    return msg("{seats} and {last}", seats=", ".join(seat_ref(s)["en"] for s in seats[:-1]), last=seat_ref(seats[-1]))


def caption(event: Event) -> Text | None:
    """The sentence for one event, or None when the event is not worth a caption."""
    if event["type"] == "trick":
        return msg("Trick to {seat}.", seat=seat_ref(event["winner"]))
    if event["type"] == "deal_over" and event["scores"]:
        scores = [float(x) for x in event["scores"]]
        best = max(scores)
        if best <= 0 and min(scores) == best:
            return msg("The deal ends with nobody ahead.")
        seats = [s for s, x in enumerate(scores) if x == best]
        # Translators: {n} is the number of winners (one, or several level): the verb agrees with it.
        return plural(len(seats), "Deal won by {seats} ({points}).", "Deal won by {seats} ({points} each).",
                      seats=_names(seats), points=_number(best))
    return None


def captions(events: Iterable[Event]) -> list[Text]:
    """The captions of a batch of events, oldest first."""
    return [c for c in map(caption, events) if c is not None]


def match_caption(totals: list[float]) -> Text:
    """Who won the match: the highest total (all seats level with it)."""
    seats = match_winners(totals)
    # Translators: {n} is the number of winners (one, or several level): the verb agrees with it.
    return plural(len(seats), "Match won by {seats}.", "Match won by {seats}.", seats=_names(seats))
