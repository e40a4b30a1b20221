"""French Tarot's texts for the first-deal guide (``cardavia.guide``): what each decision is about,
by phase; ``"lead"`` is the play phase with an empty trick."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.text import msg

if TYPE_CHECKING:
    from ...core.text import Text

GUIDE: dict[str, Text] = {
    "bidding": msg(
        "Bidding: whoever bids the highest contract plays alone against the others. Bid only with many "
        "trumps or oudlers (trump 1, trump 21, the Fool) – the more oudlers, the fewer points you need.",
    ),
    "call": msg(
        "Calling a king: whoever holds the called king secretly plays with you. Call the king of a "
        "suit you are weak in.",
    ),
    "discard": msg(
        "Discard: you took the chien and now put as many cards aside into your tricks. Kings and oudlers "
        "may not go; emptying a short suit lets you trump it later.",
    ),
    "declare": msg(
        "Slam: if you announce you will take every trick and do, you earn a big bonus; if not, you pay. "
        "Announce only with a certain hand.",
    ),
    "poignee": msg(
        "Poignée: showing many trumps earns a bonus for the side that wins the deal, but it tells the "
        "others about your hand.",
    ),
    "play": msg(
        "Play: follow suit; without it you must trump (and overtrump when you can). The points are "
        "mostly in kings, queens and the oudlers.",
    ),
    "lead": msg(
        "Your lead: your card sets the suit of the trick. Lead a suit your side can win.",
    ),
}
