"""The rules page of French Tarot in Cardavia's own words, as the catalogue shows it.

Each paragraph, title and point is one catalogue message (English the source, the other
languages in locale/<language>.po); its context names the game and the section.
"""

from __future__ import annotations

from ...core.protocol import rules_page
from ...core.text import pmsg

RULES = rules_page(
    lead=pmsg(
        "French Tarot rules: lead",
        "The French federation's game, as Cardavia's source states it: four players, you against three computer "
        "players, one deal by default."
    ),
    sections=[
        (
            pmsg("French Tarot rules: section title", "The cards"),
            [
                pmsg(
                    "French Tarot rules: The cards",
                    "78 cards: four suits of 14 (king, queen, knight, jack, 10 down to ace), 21 trumps and the "
                    "Excuse (the Fool)."
                ),
                pmsg(
                    "French Tarot rules: The cards",
                    "The three oudlers are trump 1 (le Petit), trump 21 (le Monde) and the Excuse. The more of "
                    "them the taker ends with, the fewer card points he needs: 56 with none, 51 with one, 41 "
                    "with two, 36 with all three."
                ),
                pmsg(
                    "French Tarot rules: The cards",
                    "Card points: oudlers and kings 4.5, queens 3.5, knights 2.5, jacks 1.5, every other card "
                    "0.5 – 91 in all."
                ),
            ],
        ),
        (
            pmsg("French Tarot rules: section title", "Deal and auction"),
            [
                pmsg(
                    "French Tarot rules: Deal and auction",
                    "Each player gets 18 cards; six go face down to the chien (the dog). Play runs counter-clockwise."
                ),
                pmsg(
                    "French Tarot rules: Deal and auction",
                    "Each player speaks once, passing or bidding higher than before: Prise (×1), Garde (×2), "
                    "Garde sans le chien (×4), Garde contre le chien (×6). The highest bidder is the taker; the "
                    "others defend together. If everyone passes, the cards are dealt again."
                ),
                pmsg(
                    "French Tarot rules: Deal and auction",
                    "A player whose only trump is the Petit, without the Excuse (petit sec), annuls the deal."
                ),
            ],
        ),
        (
            pmsg("French Tarot rules: section title", "The chien"),
            [
                pmsg(
                    "French Tarot rules: The chien",
                    "Prise and Garde: the chien is shown, the taker adds it to his hand and discards as many "
                    "cards. Kings and oudlers may never be discarded; trumps only when nothing else remains, and "
                    "a discarded trump is shown."
                ),
                pmsg(
                    "French Tarot rules: The chien",
                    "Garde sans: the chien stays hidden but counts for the taker. Garde contre: it stays hidden "
                    "and counts for the defence."
                ),
            ],
        ),
        (
            pmsg("French Tarot rules: section title", "Announcements"),
            [
                pmsg(
                    "French Tarot rules: Announcements",
                    "Only the taker may announce a slam (chelem) before the first card: he then leads the first "
                    "trick."
                ),
                pmsg(
                    "French Tarot rules: Announcements",
                    "Before his first card, any player may show a poignée (handful) of trumps: 10, 13 or 15 with "
                    "four players (13, 15 or 18 with three; 8, 10 or 13 with five), for a bonus of 20, 30 or 40. "
                    "The bonus goes to the side that wins the contract, whoever showed it."
                ),
            ],
        ),
        (
            pmsg("French Tarot rules: section title", "Play"),
            [
                pmsg(
                    "French Tarot rules: Play",
                    "Follow the suit led; if you cannot, you must trump; if you have no trump, play anything."
                ),
                pmsg(
                    "French Tarot rules: Play",
                    "Whenever you play a trump you must beat the highest trump already in the trick if you can – "
                    "even your partner's."
                ),
                pmsg(
                    "French Tarot rules: Play",
                    "The Excuse may be played at any time. It never wins the trick (except as the slam's last "
                    "card) and returns to its owner's side, who give half a point in exchange when the trick "
                    "went to the other side."
                ),
            ],
        ),
        (
            pmsg("French Tarot rules: section title", "Scoring"),
            [
                pmsg(
                    "French Tarot rules: Scoring",
                    "The contract is made if the taker's card points reach his target. The difference is rounded "
                    "to whole points."
                ),
                pmsg(
                    "French Tarot rules: Scoring",
                    "Each defender pays or receives (25 + difference) × the contract's multiplier, plus petit au "
                    "bout (the Petit in the last trick: 10 × multiplier to the side that wins that trick), the "
                    "poignée and the slam bonus. The taker receives or pays three times that amount (twice with "
                    "three players; with five, the taker twice and his partner once, or four times when he is "
                    "alone), so every deal adds up to zero."
                ),
                pmsg(
                    "French Tarot rules: Scoring",
                    "Example: Garde with two oudlers and 45 points: target 41, made by 4, each defender pays (25 "
                    "+ 4) × 2 = 58 and the taker gains 174."
                ),
            ],
        ),
        (
            pmsg("French Tarot rules: section title", "Where the rules leave room: Cardavia's choices"),
            [
                pmsg(
                    "French Tarot rules: Where the rules leave room: Cardavia's choices",
                    "The Excuse's exchange is half a point passed between the sides: its owner's side keeps the "
                    "Excuse (4.5) and gives 0.5 to the side that won the trick – so it works even before that "
                    "side has won a half-point card."
                ),
                pmsg(
                    "French Tarot rules: Where the rules leave room: Cardavia's choices",
                    "The poignée is offered just before your first card, and only at the levels your hand "
                    "allows. The trumps shown are your lowest; the Excuse stands in for a trump only when you "
                    "show every trump you hold. Declining is not shown to the others."
                ),
                pmsg(
                    "French Tarot rules: Where the rules leave room: Cardavia's choices",
                    "Calling with five players: any king may be called, even your own (you then play alone); a "
                    "queen only with all four kings, a knight only with all kings and queens, and so on. A "
                    "called card in the shown chien tells everyone at once that the taker is alone."
                ),
                pmsg(
                    "French Tarot rules: Where the rules leave room: Cardavia's choices",
                    "Slam: announced and made +400, announced and failed −200, made without announcement +200. A "
                    "defence that takes every trick scores 200 for itself."
                ),
                pmsg(
                    "French Tarot rules: Where the rules leave room: Cardavia's choices",
                    "Petit sec and a deal where everyone passes are dealt again at once. Scores are whole "
                    "numbers: a difference ending in .5 is rounded up."
                ),
            ],
        ),
    ],
    variants=[
        pmsg(
            "French Tarot rules: variants",
            "Three or five players follow the federation's own variants: with three, 24 cards each; with five, "
            "15 each, a chien of three, and the taker calls a king whose holder secretly partners him."
        ),
        pmsg(
            "French Tarot rules: variants",
            "A match of several deals is an option; the default is one deal, as in the source."
        ),
    ],
)
