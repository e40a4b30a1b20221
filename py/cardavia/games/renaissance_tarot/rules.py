"""The rules page of Renaissance Tarot in Cardavia's own words (cs and en), as the catalogue shows it."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...core.protocol import RulesPage

RULES: dict[str, RulesPage] = {
    "cs": {
        "lead": (
            "Pokus o rekonstrukci taroků 16. století, kdy hra stála ve společnosti hned za šachy. Každý hraje sám za "
            "sebe."
        ),
        "sections": [
            {
                "title": "Karty",
                "points": [
                    "78 karet. Trumfy od 21 (Svět) po 1 (Pagát). Škýz (Excuse) nemá číslo.",
                    (
                        "V pohárech a mincích jdou nízké karty obráceně: král, dáma, kaval, valet, eso, 2 … 10. Meče "
                        "a hole: král, dáma, kaval, valet, 10 … 2, eso."
                    ),
                ],
            },
            {
                "title": "Rozdání a hra",
                "points": [
                    (
                        "Celý balíček se rozdělí rovným dílem (pár zbylých karet se neviděných odloží). Vynáší hráč "
                        "po rozdávajícím, hraje se po směru hodinových ručiček."
                    ),
                    (
                        "Přiznej barvu; nemáš-li ji, hraj trumf; nemáš-li trumf, cokoli. Přebíjet není povinné. Na "
                        "vynesený trumf se musí odpovědět trumfem."
                    ),
                    "Bere nejvyšší trumf, jinak nejvyšší karta vynesené barvy; kdo bere, vynáší.",
                ],
            },
            {
                "title": "Škýz",
                "points": [
                    (
                        "Škýze lze zahrát místo jakékoli karty. Do zdvihu nepatří: položí se před majitele a pak k "
                        "jeho sebraným kartám."
                    ),
                    (
                        "Náhradou dá majitel tomu, kdo zdvih vzal, jednu bodovanou kartu ze svých zdvihů – tu nejméně"
                        " cennou, automaticky. Nemá-li zatím žádnou, dluh počká; nezíská-li ji do konce, odevzdá "
                        "Škýze."
                    ),
                    "Je-li Škýz vynesen, ostatní musí hrát trumf, mají-li ho.",
                ],
            },
            {
                "title": "Počítání",
                "points": [
                    (
                        "1 bod za každý zdvih a za karty na konci: valet 1, kaval 2, dáma 3, král 4, Svět 4, Pagát 4,"
                        " Škýz 5."
                    ),
                    "Partie končí rozdáním, v němž někdo dosáhne 50 bodů; vyhrává nejvyšší součet.",
                ],
            },
            {
                "title": "Kde pravidla nechávají volnost: volba Cardavie",
                "points": [
                    "Rozdává se od hráče po rozdávajícím; zbylé karty se odloží lícem dolů a nepočítají se nikomu.",
                    (
                        "Vynesená barva je barva první karty zdvihu, která není Škýz. Ve dvou hrách bere zdvih "
                        "vynesený Škýzem druhá karta."
                    ),
                    (
                        "Výměna za Škýze je automatická: majitel dá nejméně cennou přípustnou kartu ze svých uhraných"
                        " (nejméně bodů; při rovnosti nejdřív barevná karta před trumfem, pak nižší karta, pak pořadí"
                        " poháry, mince, meče, hole). Dluh splatí, jakmile takovou kartu uhraje; zůstane-li na konci "
                        "nesplacený, dá samotného Škýze."
                    ),
                    (
                        "Cíl partie 0 v možnostech znamená obvyklý cíl: 50 bodů, nebo 100 s doběrem z talonu. Jedno "
                        "kolo (každý rozdává jednou) nelze spojit s cílem."
                    ),
                    (
                        "Doběr z talonu: každý 12 karet; talon má násobek počtu hráčů karet (těch pár navíc se odloží"
                        " neviděných). Doebranou kartu vidí jen ten, kdo ji vzal; kolik karet zbývá, vidí všichni."
                    ),
                    (
                        "Rozdání pro tři: první hráč odhodí čtyři karty, další hráč a rozdávající po jedné. Počítané "
                        "karty a Škýz odhodit nelze. Nejde spojit s doběrem z talonu ani s 12 kartami."
                    ),
                    (
                        "Počítání po kartách (historické): body za zdvihy jsou uhrané karty minus zahrané, takže "
                        "dávají dohromady nulu; body za karty se přičtou jako obvykle."
                    ),
                ],
            },
        ],
        "variants": [
            "12 karet každému místo celého balíčku.",
            "Dobírání z talonu po každém zdvihu (doporučeno pro dva hráče roku 1637; partie pak jde do 100).",
            "Rozdání pro tři podobné mariáši: prvnímu 24 karet, ostatním 21, odhazuje se do mrtvého talonu.",
            (
                "Historické varianty výměny za Škýze (jakákoli sebraná karta) a jeho výnosu (barvu určí další karta) "
                "a počítání po kartách místo bodů za zdvihy."
            ),
        ],
    },
    "en": {
        "lead": (
            "An attempt to rebuild how tarot was played in the 16th century, when it ranked just below chess in "
            "polite company. Everyone plays for himself."
        ),
        "sections": [
            {
                "title": "The cards",
                "points": [
                    (
                        "78 cards. Trumps rank from 21 (the World) down to 1 (the Pagat). The Fool (Škýz) has no "
                        "number."
                    ),
                    (
                        "In cups and coins the low cards rank in reverse: king, queen, knight, jack, ace, 2 … 10. "
                        "Swords and batons run king, queen, knight, jack, 10 … 2, ace."
                    ),
                ],
            },
            {
                "title": "Deal and play",
                "points": [
                    (
                        "The whole pack is split evenly (the few left over are set aside unseen). The player after "
                        "the dealer leads; play runs clockwise."
                    ),
                    (
                        "Follow suit if you can; otherwise play a trump if you have one; otherwise anything. You "
                        "never have to beat the cards already played. A trump lead must be answered with a trump."
                    ),
                    "The highest trump wins, otherwise the highest card of the suit led; the winner leads next.",
                ],
            },
            {
                "title": "The Fool",
                "points": [
                    (
                        "You may play the Fool instead of any card. It does not take part in the trick: it goes in "
                        "front of you and then among your won cards."
                    ),
                    (
                        "In exchange you give the trick's winner one counting card from your won cards – the least "
                        "valuable one, done automatically. If you have none yet, the debt waits; if you never get "
                        "one, you give the Fool itself."
                    ),
                    "If the Fool is led, the others must play trumps if they can.",
                ],
            },
            {
                "title": "Scoring",
                "points": [
                    (
                        "1 point for each trick, plus for the cards you end with: jack 1, knight 2, queen 3, king 4, "
                        "the World 4, the Pagat 4, the Fool 5."
                    ),
                    "The match ends after the deal in which someone reaches 50 points; the highest total wins.",
                ],
            },
            {
                "title": "Where the rules leave room: Cardavia's choices",
                "points": [
                    (
                        "Cards are dealt from the player after the dealer; the cards left over are set aside face "
                        "down and count for nobody."
                    ),
                    (
                        "The suit led is that of the first card in the trick that is not the Fool. With two players, "
                        "a trick led with the Fool is won by the other card."
                    ),
                    (
                        "The Fool's exchange is automatic: its owner gives the least valuable eligible card of his "
                        "won cards (fewest points; on a tie plain cards before trumps, then the lowest card, then "
                        "cups, coins, swords, batons). A debt is paid as soon as he wins such a card; still unpaid at"
                        " the end, it is settled with the Fool itself."
                    ),
                    (
                        "Match target 0 in the options means the standard target: 50 points, or 100 with the talon "
                        "draw. One round (each player deals once) cannot be combined with a target."
                    ),
                    (
                        "Talon draw: 12 cards each; the talon keeps a multiple of the number of players (the few left"
                        " over are set aside unseen). Only the drawer sees a drawn card; everybody sees how many are "
                        "left."
                    ),
                    (
                        "Three-hand deal: the first player discards four, then the next player and the dealer one "
                        "each. Counting cards and the Fool cannot be discarded. It cannot be combined with the talon "
                        "draw or with 12 cards each."
                    ),
                    (
                        "Per-card scoring (historical): trick points are the cards you won minus the cards you "
                        "played, so they add up to zero; card points are added as usual."
                    ),
                ],
            },
        ],
        "variants": [
            "12 cards each instead of the whole pack.",
            (
                "Drawing from the talon after each trick (recommended for two players in 1637; the match then goes to"
                " 100)."
            ),
            (
                "The three-hand deal close to the Marriage games: 24 cards to the first player and 21 to the others, "
                "who discard to a dead talon."
            ),
            (
                "Historical options for the Fool's exchange (any won card) and its lead (the next card sets the "
                "suit), and per-card scoring instead of points for tricks."
            ),
        ],
    },
}
