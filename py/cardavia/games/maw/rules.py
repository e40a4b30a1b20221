"""The rules page of Maw in Cardavia's own words, as the catalogue shows it.

Each paragraph, title and point is one catalogue message (English the source, the other
languages in locale/<language>.po); its context names the game and the section.
"""

from __future__ import annotations

from ...core.protocol import rules_page
from ...core.text import pmsg

RULES = rules_page(
    lead=pmsg(
        "Maw rules: lead",
        "Scotland, 16th–17th century, a favourite of King James VI and I; the ancestor of Spoil Five and "
        "Twenty-Five. Five cards each, everyone for himself, for a pot of chips."
    ),
    sections=[
        (
            pmsg("Maw rules: section title", "The cards"),
            [
                pmsg(
                    "Maw rules: The cards",
                    "52 cards. The three highest trumps, in this order: the five of trumps, the jack of trumps "
                    "and the ace of cups – the ace of cups is always a trump, whatever suit is trumps."
                ),
                pmsg(
                    "Maw rules: The cards",
                    "Plain suits: in cups and coins king, queen, jack, ace, 2 … 10 (the low numbers are higher); "
                    "in swords and batons king, queen, jack, 10 … 2, ace."
                ),
            ],
        ),
        (
            pmsg("Maw rules: section title", "Deal and the turned card"),
            [
                pmsg(
                    "Maw rules: Deal and the turned card",
                    "Everyone puts a chip in the pot. The dealer gives five cards each (two, then three) and "
                    "turns the next card: its suit is trumps."
                ),
                pmsg(
                    "Maw rules: Deal and the turned card",
                    "If the turned card is an ace, the dealer may take it before the first lead, discarding a "
                    "card. Otherwise, during the first trick, any player at his turn may take the turned card "
                    "and discard one, while it is still there."
                ),
            ],
        ),
        (
            pmsg("Maw rules: section title", "Play"),
            [
                pmsg("Maw rules: Play", "The player after the dealer leads; play runs clockwise."),
                pmsg(
                    "Maw rules: Play",
                    "Follow suit if you can – but you may always trump instead. If you cannot follow, you must "
                    "trump if you can. You never have to beat."
                ),
                pmsg(
                    "Maw rules: Play",
                    "To a trump lead you must play a trump, except that the five, the jack of trumps and the ace "
                    "of cups need not be played to a lower trump (reneging)."
                ),
            ],
        ),
        (
            pmsg("Maw rules: section title", "The pot"),
            [
                pmsg(
                    "Maw rules: The pot",
                    "Whoever takes three of the five tricks wins the pot; all five tricks earn one more chip "
                    "from each player. If nobody takes three, the deal is spoiled and the pot waits for the next "
                    "deal."
                ),
            ],
        ),
        (
            pmsg("Maw rules: section title", "Where the rules leave room: Cardavia's choices"),
            [
                pmsg(
                    "Maw rules: Where the rules leave room: Cardavia's choices",
                    "Taking the turned card: you pick the card to discard face down, and the turned card joins "
                    "your hand. A dealer who leaves a turned ace before the lead may still take it at his turn "
                    "in the first trick, like anyone else."
                ),
                pmsg(
                    "Maw rules: Where the rules leave room: Cardavia's choices",
                    "All five tricks are played: nobody can claim the pot early."
                ),
                pmsg(
                    "Maw rules: Where the rules leave room: Cardavia's choices",
                    "Every player still in antes one chip each deal. A player with no chip when a new pot starts "
                    "drops out for good; while a spoiled pot is carried over, everybody who played for it stays "
                    "in. A player with no chips left pays nothing more."
                ),
                pmsg(
                    "Maw rules: Where the rules leave room: Cardavia's choices",
                    "The match: every player deals twice (an option), spoiled deals included, and most chips "
                    "wins. A pot spoiled in the last deal stays unwon. The match also ends when fewer than two "
                    "players have chips."
                ),
                pmsg(
                    "Maw rules: Where the rules leave room: Cardavia's choices",
                    "Only the five and the jack of trumps and the ace of cups may renege, in both readings. In "
                    "the Spoil Five reading the trump ace ranks fourth but must still answer a trump lead."
                ),
            ],
        ),
    ],
    variants=[
        pmsg(
            "Maw rules: variants",
            "Spoil Five reading (historical): trumps run five, jack, ace of cups, the trump ace, then king and "
            "queen; plain suits are ‘highest in red, lowest in black’; only the holder of the trump ace may take "
            "the turned card; and after three tricks the winner may stop or go on for all five (jinking)."
        ),
        pmsg(
            "Maw rules: variants",
            "The historical robbing (only the holder of the trump ace takes the turned card, at his turn in the "
            "first trick – the dealer when an ace is turned) and jinking can also be added one by one to the "
            "source's Maw. Jinking is offered only to a player who took each of the first three tricks: if he "
            "stops, the deal ends at once; if he goes on and loses a trick, the pot waits for the next deal."
        ),
    ],
)
