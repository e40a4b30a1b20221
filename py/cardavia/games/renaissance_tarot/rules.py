"""The rules page of Renaissance Tarot in Cardavia's own words, as the catalogue shows it.

Each paragraph, title and point is one catalogue message (English the source, the other
languages in locale/<language>.po); its context names the game and the section.
"""

from __future__ import annotations

from ...core.protocol import rules_page
from ...core.text import pmsg

RULES = rules_page(
    lead=pmsg(
        "Renaissance Tarot rules: lead",
        "An attempt to rebuild how tarot was played in the 16th century, when it ranked just below chess in "
        "polite company. Everyone plays for himself."
    ),
    sections=[
        (
            pmsg("Renaissance Tarot rules: section title", "The cards"),
            [
                pmsg(
                    "Renaissance Tarot rules: The cards",
                    "78 cards. Trumps rank from 21 (the World) down to 1 (the Pagat). The Fool (Škýz) has no number."
                ),
                pmsg(
                    "Renaissance Tarot rules: The cards",
                    "In cups and coins the low cards rank in reverse: king, queen, knight, jack, ace, 2 … 10. "
                    "Swords and batons run king, queen, knight, jack, 10 … 2, ace."
                ),
            ],
        ),
        (
            pmsg("Renaissance Tarot rules: section title", "Deal and play"),
            [
                pmsg(
                    "Renaissance Tarot rules: Deal and play",
                    "The whole pack is split evenly (the few left over are set aside unseen). The player after "
                    "the dealer leads; play runs clockwise."
                ),
                pmsg(
                    "Renaissance Tarot rules: Deal and play",
                    "Follow suit if you can; otherwise play a trump if you have one; otherwise anything. You "
                    "never have to beat the cards already played. A trump lead must be answered with a trump."
                ),
                pmsg(
                    "Renaissance Tarot rules: Deal and play",
                    "The highest trump wins, otherwise the highest card of the suit led; the winner leads next."
                ),
            ],
        ),
        (
            pmsg("Renaissance Tarot rules: section title", "The Fool"),
            [
                pmsg(
                    "Renaissance Tarot rules: The Fool",
                    "You may play the Fool instead of any card. It does not take part in the trick: it goes in "
                    "front of you and then among your won cards."
                ),
                pmsg(
                    "Renaissance Tarot rules: The Fool",
                    "In exchange you give the trick's winner one counting card from your won cards – the least "
                    "valuable one, done automatically. If you have none yet, the debt waits; if you never get "
                    "one, you give the Fool itself."
                ),
                pmsg(
                    "Renaissance Tarot rules: The Fool",
                    "If the Fool is led, the others must play trumps if they can."
                ),
            ],
        ),
        (
            pmsg("Renaissance Tarot rules: section title", "Scoring"),
            [
                pmsg(
                    "Renaissance Tarot rules: Scoring",
                    "1 point for each trick, plus for the cards you end with: jack 1, knight 2, queen 3, king 4, "
                    "the World 4, the Pagat 4, the Fool 5."
                ),
                pmsg(
                    "Renaissance Tarot rules: Scoring",
                    "The match ends after the deal in which someone reaches 50 points; the highest total wins."
                ),
            ],
        ),
        (
            pmsg("Renaissance Tarot rules: section title", "Where the rules leave room: Cardavia's choices"),
            [
                pmsg(
                    "Renaissance Tarot rules: Where the rules leave room: Cardavia's choices",
                    "Cards are dealt from the player after the dealer; the cards left over are set aside face "
                    "down and count for nobody."
                ),
                pmsg(
                    "Renaissance Tarot rules: Where the rules leave room: Cardavia's choices",
                    "The suit led is that of the first card in the trick that is not the Fool. With two players, "
                    "a trick led with the Fool is won by the other card."
                ),
                pmsg(
                    "Renaissance Tarot rules: Where the rules leave room: Cardavia's choices",
                    "The Fool's exchange is automatic: its owner gives the least valuable eligible card of his "
                    "won cards (fewest points; on a tie plain cards before trumps, then the lowest card, then "
                    "cups, coins, swords, batons). A debt is paid as soon as he wins such a card; still unpaid "
                    "at the end, it is settled with the Fool itself."
                ),
                pmsg(
                    "Renaissance Tarot rules: Where the rules leave room: Cardavia's choices",
                    "Match target 0 in the options means the standard target: 50 points, or 100 with the talon "
                    "draw. One round (each player deals once) cannot be combined with a target."
                ),
                pmsg(
                    "Renaissance Tarot rules: Where the rules leave room: Cardavia's choices",
                    "Talon draw: 12 cards each; the talon keeps a multiple of the number of players (the few "
                    "left over are set aside unseen). Only the drawer sees a drawn card; everybody sees how many "
                    "are left."
                ),
                pmsg(
                    "Renaissance Tarot rules: Where the rules leave room: Cardavia's choices",
                    "Three-hand deal: the first player discards four, then the next player and the dealer one "
                    "each. Counting cards and the Fool cannot be discarded. It cannot be combined with the talon "
                    "draw or with 12 cards each."
                ),
                pmsg(
                    "Renaissance Tarot rules: Where the rules leave room: Cardavia's choices",
                    "Per-card scoring (historical): trick points are the cards you won minus the cards you "
                    "played, so they add up to zero; card points are added as usual."
                ),
            ],
        ),
    ],
    variants=[
        pmsg("Renaissance Tarot rules: variants", "12 cards each instead of the whole pack."),
        pmsg(
            "Renaissance Tarot rules: variants",
            "Drawing from the talon after each trick (recommended for two players in 1637; the match then goes "
            "to 100)."
        ),
        pmsg(
            "Renaissance Tarot rules: variants",
            "The three-hand deal close to the Marriage games: 24 cards to the first player and 21 to the others, "
            "who discard to a dead talon."
        ),
        pmsg(
            "Renaissance Tarot rules: variants",
            "Historical options for the Fool's exchange (any won card) and its lead (the next card sets the "
            "suit), and per-card scoring instead of points for tricks."
        ),
    ],
)
