"""The rules page of Triumph in Cardavia's own words, as the catalogue shows it.

Each paragraph, title and point is one catalogue message (English the source, the other
languages in locale/<language>.po); its context names the game and the section.
"""

from __future__ import annotations

from ...core.protocol import rules_page
from ...core.text import pmsg

RULES = rules_page(
    lead=pmsg(
        "Triumph rules: lead",
        "One of the oldest trick-taking games, first mentioned in 1529 and played by every class in 16th- and "
        "17th-century Western Europe; an ancestor of whist."
    ),
    sections=[
        (
            pmsg("Triumph rules: section title", "Players and cards"),
            [
                pmsg(
                    "Triumph rules: Players and cards",
                    "Four players in two partnerships, partners sitting opposite: you and the player across the "
                    "table against the other two."
                ),
                pmsg("Triumph rules: Players and cards", "52 cards ranking ace, king, queen, jack, 10 … 2."),
            ],
        ),
        (
            pmsg("Triumph rules: section title", "Deal and the talon"),
            [
                pmsg(
                    "Triumph rules: Deal and the talon",
                    "Three rounds of four cards: twelve each. The four left over are the talon; its first card "
                    "is turned and sets trumps."
                ),
                pmsg(
                    "Triumph rules: Deal and the talon",
                    "A player holding the ace of trumps takes the whole talon and discards four cards. If the "
                    "turned card is that ace, the dealer takes it."
                ),
            ],
        ),
        (
            pmsg("Triumph rules: section title", "Play"),
            [
                pmsg(
                    "Triumph rules: Play",
                    "The player after the dealer (the elder hand) leads; play runs clockwise."
                ),
                pmsg(
                    "Triumph rules: Play",
                    "Follow suit if you can; otherwise trump if you can; otherwise play anything. You never have "
                    "to beat."
                ),
                pmsg("Triumph rules: Play", "The highest trump wins, otherwise the highest card of the suit led."),
            ],
        ),
        (
            pmsg("Triumph rules: section title", "Scoring"),
            [
                pmsg(
                    "Triumph rules: Scoring",
                    "Each side scores a point per trick. A side whose won cards include the ace, king, queen and "
                    "jack of trumps scores 4 more; three of them, 3 more."
                ),
                pmsg("Triumph rules: Scoring", "A match is four deals, each player dealing once."),
            ],
        ),
        (
            pmsg("Triumph rules: section title", "Where the rules leave room: Cardavia's choices"),
            [
                pmsg(
                    "Triumph rules: Where the rules leave room: Cardavia's choices",
                    "Robbing is compulsory: the holder of the ace of trumps (the dealer, when the turned card is "
                    "that ace) takes the whole talon, the turned card included, and discards any four cards face "
                    "down, out of play. If the ace of trumps lies face down in the talon, nobody robs."
                ),
                pmsg(
                    "Triumph rules: Where the rules leave room: Cardavia's choices",
                    "Everybody knows who robbed (he held the ace of trumps and took the turned card); only he "
                    "knows his discards."
                ),
                pmsg(
                    "Triumph rules: Where the rules leave room: Cardavia's choices",
                    "Match length: four deals by default. With a target, the match ends after the deal in which "
                    "a side reaches it; if both sides are level, play goes on. Ruff and Honours without a target "
                    "is played to 9 points."
                ),
                pmsg(
                    "Triumph rules: Where the rules leave room: Cardavia's choices",
                    "Ruff and Honours counts the honours in the partners' hands after the talon exchange, so a "
                    "discarded honour does not count."
                ),
            ],
        ),
    ],
    variants=[
        pmsg(
            "Triumph rules: variants",
            "Ruff and Honours (Charles Cotton, 1674, historical): only following suit is compulsory; only tricks "
            "beyond six score; honours count as held in the partners' hands (all four 4, three 2)."
        ),
    ],
)
