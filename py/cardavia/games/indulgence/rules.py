"""The rules page of Indulgence in Cardavia's own words, as the catalogue shows it.

Each paragraph, title and point is one catalogue message (English the source, the other
languages in locale/<language>.po); its context names the game and the section.
"""

from __future__ import annotations

from ...core.protocol import rules_page
from ...core.text import pmsg

RULES = rules_page(
    lead=pmsg(
        "Indulgence rules: lead",
        "A modern trick-taking game of the Italian Renaissance: as Ruler you earn florins when others take "
        "forbidden cards; as a sinner you bet on doing the very opposite."
    ),
    notice=pmsg(
        "Indulgence rules: notice on the sources",
        "Cardavia follows the structure of the published game Indulgence (Restoration Games, 2017, after "
        "Dragonmaster, 1981). Its decree texts and amounts are not public: the decrees, their amounts and the "
        "papal bulls in this app are Cardavia's own."
    ),
    sections=[
        (
            pmsg("Indulgence rules: section title", "Components"),
            [
                pmsg(
                    "Indulgence rules: Components",
                    "36 family cards: Medici, Sforza, Orsini and Borgia, 1 to 9 each (9 high). No trumps unless "
                    "a decree names them."
                ),
                pmsg(
                    "Indulgence rules: Components",
                    "Each player starts with 30 florins. Three decrees lie face up."
                ),
            ],
        ),
        (
            pmsg("Indulgence rules: section title", "A hand"),
            [
                pmsg(
                    "Indulgence rules: A hand",
                    "The Ruler deals all the cards (9 each with four players, 12 with three), looks at his hand "
                    "and chooses one of the face-up decrees – it says what must not be taken."
                ),
                pmsg(
                    "Indulgence rules: A hand",
                    "Starting on the Ruler's left, each other player passes or sins. The first to sin turns the "
                    "decree to its sin side and takes the ring: his goal is to take every forbidden card (or "
                    "trick). Only one sinner per hand."
                ),
                pmsg(
                    "Indulgence rules: A hand",
                    "The Ruler leads the first trick – the sinner, if there is one. Follow the family led if you "
                    "can, otherwise play anything. The highest card of the family led wins, unless the decree "
                    "makes a family trumps."
                ),
                pmsg(
                    "Indulgence rules: A hand",
                    "Once per hand the sinner may play a card with the ring on it: that card counts as a 10 of "
                    "its family."
                ),
            ],
        ),
        (
            pmsg("Indulgence rules: section title", "Paying"),
            [
                pmsg(
                    "Indulgence rules: Paying",
                    "Nobody sinned: every player but the Ruler pays the Ruler the decree's penalty for each "
                    "forbidden card or trick he took."
                ),
                pmsg(
                    "Indulgence rules: Paying",
                    "The sin succeeded: every other player pays the sinner the decree's sin value. It failed: "
                    "the sinner pays the Ruler the sin value once for each other player."
                ),
                pmsg(
                    "Indulgence rules: Paying",
                    "Nobody goes below zero: a player who cannot pay in full pays what he has."
                ),
            ],
        ),
        (
            pmsg("Indulgence rules: section title", "The game"),
            [
                pmsg(
                    "Indulgence rules: The game",
                    "Each player is Ruler once a round; three rounds are played. The most florins wins; equal "
                    "totals share the win."
                ),
            ],
        ),
        (
            pmsg("Indulgence rules: section title", "Where the rules leave room: Cardavia's choices"),
            [
                pmsg(
                    "Indulgence rules: Where the rules leave room: Cardavia's choices",
                    "The first Ruler is drawn at random unless you choose one in the options."
                ),
                pmsg(
                    "Indulgence rules: Where the rules leave room: Cardavia's choices",
                    "A card played with the ring keeps its identity for the decrees: the Sforza 7 with the ring "
                    "is still the Sforza 7 – the ring only changes its strength."
                ),
                pmsg(
                    "Indulgence rules: Where the rules leave room: Cardavia's choices",
                    "The used decree (all three after a Union) is discarded when the next hand starts; when the "
                    "decree deck runs out, the discards are shuffled into a new deck."
                ),
                pmsg(
                    "Indulgence rules: Where the rules leave room: Cardavia's choices",
                    "Under the Interdict there is no sin round, so the Jubilee cannot be played that hand. Under "
                    "a Union the sinner must meet every goal; a Union with one trump decree makes that family "
                    "trumps."
                ),
                pmsg(
                    "Indulgence rules: Where the rules leave room: Cardavia's choices",
                    "The Absolution is offered to its holder only when he would really hand over florins; "
                    "passing pays and keeps the bull. Payments are owed in full (doubled by the Jubilee), then "
                    "each payer pays at most what he holds."
                ),
            ],
        ),
        (
            pmsg("Indulgence rules: section title", "The decrees (Cardavia's own set)"),
            [
                pmsg(
                    "Indulgence rules: The decrees (Cardavia's own set)",
                    "Away with the Medici: don't take Medici cards – penalty 1 per card, sin 5."
                ),
                pmsg(
                    "Indulgence rules: The decrees (Cardavia's own set)",
                    "Away with the Sforza: don't take Sforza cards – penalty 1 per card, sin 5."
                ),
                pmsg(
                    "Indulgence rules: The decrees (Cardavia's own set)",
                    "Away with the Orsini: don't take Orsini cards – penalty 1 per card, sin 5."
                ),
                pmsg(
                    "Indulgence rules: The decrees (Cardavia's own set)",
                    "Away with the Borgia: don't take Borgia cards – penalty 1 per card, sin 5."
                ),
                pmsg(
                    "Indulgence rules: The decrees (Cardavia's own set)",
                    "No twos or threes: don't take all 2s and 3s – penalty 1 per card, sin 5."
                ),
                pmsg(
                    "Indulgence rules: The decrees (Cardavia's own set)",
                    "No fours or fives: don't take all 4s and 5s – penalty 1 per card, sin 5."
                ),
                pmsg(
                    "Indulgence rules: The decrees (Cardavia's own set)",
                    "No sevens or eights: don't take all 7s and 8s – penalty 1 per card, sin 5."
                ),
                pmsg(
                    "Indulgence rules: The decrees (Cardavia's own set)",
                    "No ones: don't take all 1s – penalty 2 per card, sin 4."
                ),
                pmsg(
                    "Indulgence rules: The decrees (Cardavia's own set)",
                    "No sixes: don't take all 6s – penalty 2 per card, sin 4."
                ),
                pmsg(
                    "Indulgence rules: The decrees (Cardavia's own set)",
                    "No nines: don't take all 9s – penalty 2 per card, sin 4."
                ),
                pmsg(
                    "Indulgence rules: The decrees (Cardavia's own set)",
                    "Even Medici and Sforza: don't take even Medici and Sforza cards – penalty 1 per card, sin 5."
                ),
                pmsg(
                    "Indulgence rules: The decrees (Cardavia's own set)",
                    "Odd Orsini and Borgia: don't take odd Orsini and Borgia cards – penalty 1 per card, sin 5."
                ),
                pmsg(
                    "Indulgence rules: The decrees (Cardavia's own set)",
                    "Neither first nor last: don't take the first and the last trick – penalty 4 per trick, sin 4."
                ),
                pmsg(
                    "Indulgence rules: The decrees (Cardavia's own set)",
                    "No tricks: don't take any trick at all – penalty 1 per trick, sin 8."
                ),
                pmsg(
                    "Indulgence rules: The decrees (Cardavia's own set)",
                    "The last Borgia: don't take the trick holding the last Borgia played – penalty 6 per trick, "
                    "sin 3 (wax seal: advanced game)."
                ),
                pmsg(
                    "Indulgence rules: The decrees (Cardavia's own set)",
                    "The last Medici: don't take the trick holding the last Medici played – penalty 6 per trick, "
                    "sin 3 (wax seal: advanced game)."
                ),
                pmsg(
                    "Indulgence rules: The decrees (Cardavia's own set)",
                    "The Sforza seven: don't take the 7 of Sforza – penalty 6 per card, sin 3 (wax seal: "
                    "advanced game)."
                ),
                pmsg(
                    "Indulgence rules: The decrees (Cardavia's own set)",
                    "Not the last two: don't take the last two tricks – penalty 4 per trick, sin 4 (wax seal: "
                    "advanced game)."
                ),
                pmsg(
                    "Indulgence rules: The decrees (Cardavia's own set)",
                    "Borgia rule: Borgias are trumps; don't take any trick at all – penalty 1 per trick, sin 8 "
                    "(wax seal: advanced game)."
                ),
                pmsg(
                    "Indulgence rules: The decrees (Cardavia's own set)",
                    "Sforza rule: Sforzas are trumps; don't take the first and the last trick – penalty 4 per "
                    "trick, sin 4 (wax seal: advanced game)."
                ),
            ],
        ),
    ],
    variants=[
        pmsg(
            "Indulgence rules: variants",
            "Advanced game: the decrees marked with wax are shuffled in and each player receives a secret papal "
            "bull, used once per game (Union: three decrees at once; Interdict: nobody may sin; Jubilee: all "
            "payments doubled; Absolution: pay nothing this hand)."
        ),
    ],
)
