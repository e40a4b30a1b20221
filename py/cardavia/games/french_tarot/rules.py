"""The rules page of French Tarot in Cardavia's own words (cs and en), as the catalogue shows it."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...core.protocol import RulesPage

RULES: dict[str, RulesPage] = {
    "cs": {
        "lead": (
            "Hra francouzské tarokové federace, jak ji popisuje zdroj Cardavie: čtyři hráči, ty proti třem "
            "počítačovým hráčům, standardně jedno rozdání."
        ),
        "sections": [
            {
                "title": "Karty",
                "points": [
                    (
                        "78 karet: čtyři barvy po 14 (král, dáma, kaval, valet, 10 až eso), 21 trumfů a Škýz "
                        "(Excuse)."
                    ),
                    (
                        "Tři trula (oudlers) jsou trumf 1 (Petit), trumf 21 (Monde) a Škýz. Čím víc jich hráč "
                        "nakonec má, tím méně bodů potřebuje: 56 bez trula, 51 s jedním, 41 se dvěma, 36 se všemi "
                        "třemi."
                    ),
                    "Body karet: trula a králové 4,5, dámy 3,5, kavalové 2,5, valeti 1,5, ostatní 0,5 – celkem 91.",
                ],
            },
            {
                "title": "Rozdání a dražba",
                "points": [
                    (
                        "Každý dostane 18 karet, šest jde lícem dolů do talonu (chien). Hraje se proti směru "
                        "hodinových ručiček."
                    ),
                    (
                        "Každý promluví jednou: pasuje, nebo nabídne víc než dosud: Prise (×1), Garde (×2), Garde bez"
                        " talonu (×4), Garde proti talonu (×6). Nejvyšší nabídka určí hráče, ostatní se brání spolu. "
                        "Pasují-li všichni, rozdává se znovu."
                    ),
                    "Hráč, jehož jediným trumfem je Petit a nemá Škýze (petit sec), rozdání ruší.",
                ],
            },
            {
                "title": "Talon",
                "points": [
                    (
                        "Prise a Garde: talon se ukáže, hráč si ho vezme a stejný počet karet odhodí. Krále a trula "
                        "odhodit nesmí, trumfy jen když nic jiného nezbývá, a odhozený trumf se ukáže."
                    ),
                    (
                        "Garde bez talonu: talon zůstane skrytý, ale počítá se hráči. Garde proti talonu: zůstane "
                        "skrytý a počítá se obraně."
                    ),
                ],
            },
            {
                "title": "Hlášky",
                "points": [
                    "Jen hráč smí před první kartou ohlásit šlem (chelem); pak vynáší první zdvih.",
                    (
                        "Před svou první kartou smí kdokoli ukázat hrst trumfů (poignée): 10, 13 nebo 15 ve čtyřech "
                        "hráčích (13, 15 nebo 18 ve třech; 8, 10 nebo 13 v pěti), za 20, 30 nebo 40 bodů. Bonus "
                        "dostane strana, která vyhraje závazek, ať ji ukázal kdokoli."
                    ),
                ],
            },
            {
                "title": "Hra",
                "points": [
                    "Přiznej barvu; nemáš-li ji, musíš trumfovat; nemáš-li trumf, hraj cokoli.",
                    "Kdykoli hraješ trumf, musíš přebít nejvyšší trumf ve zdvihu, pokud můžeš – i spoluhráčův.",
                    (
                        "Škýze lze zahrát kdykoli. Zdvih nikdy nebere (kromě posledního zdvihu šlemu) a vrací se "
                        "své straně, která za něj dá půl bodu, když zdvih vzal soupeř."
                    ),
                ],
            },
            {
                "title": "Počítání",
                "points": [
                    "Závazek je splněn, když body hráče dosáhnou jeho cíle. Rozdíl se zaokrouhluje na celé body.",
                    (
                        "Každý obránce platí nebo dostává (25 + rozdíl) × násobek závazku, plus petit au bout (Petit "
                        "v posledním zdvihu: 10 × násobek straně, která ho bere), hrst a šlem. Hráč dostává nebo "
                        "platí trojnásobek (ve třech dvojnásobek; v pěti hráč dvojnásobek a jeho partner jednou, "
                        "hraje-li sám, čtyřnásobek), takže součet je vždy nula."
                    ),
                    (
                        "Příklad: Garde se dvěma truly a 45 body: cíl 41, splněno o 4, každý obránce platí (25 + 4) ×"
                        " 2 = 58 a hráč získá 174."
                    ),
                ],
            },
            {
                "title": "Kde pravidla nechávají volnost: volba Cardavie",
                "points": [
                    (
                        "Výměna za Škýze je půl bodu mezi stranami: strana majitele si Škýze (4,5) nechá a "
                        "straně, která zdvih vzala, dá 0,5 bodu – funguje to tedy i tehdy, když ta strana ještě "
                        "žádnou půlbodovou kartu nemá."
                    ),
                    (
                        "Hrst se nabízí těsně před tvou první kartou a jen v úrovních, které tvoje ruka dovolí. "
                        "Ukazují se tvoje nejnižší trumfy; Škýz zastoupí trumf jen tehdy, když ukazuješ všechny "
                        "své trumfy. Že jsi hrst nehlásil, ostatní nevidí."
                    ),
                    (
                        "Volání v pěti: zavolat lze kteréhokoli krále, i vlastního (pak hraješ sám); dámu jen se "
                        "všemi čtyřmi králi, kavala jen se všemi králi a dámami atd. Leží-li volaná karta v ukázaném "
                        "talonu, všichni hned vědí, že hráč hraje sám."
                    ),
                    (
                        "Šlem: ohlášený a uhraný +400, ohlášený a neuhraný −200, neohlášený a uhraný +200. Obrana, "
                        "která vezme všechny zdvihy, získá 200."
                    ),
                    (
                        "Při petit sec a když všichni pasují, se hned rozdává znovu. Body jsou celá čísla: rozdíl "
                        "končící na ,5 se zaokrouhluje nahoru."
                    ),
                ],
            },
        ],
        "variants": [
            (
                "Tři nebo pět hráčů podle pravidel federace: ve třech 24 karet každému; v pěti 15 karet, talon tři "
                "karty a hráč volá krále, jehož držitel je jeho tajným spoluhráčem."
            ),
            "Partie o více rozdáních je volitelná; standardně se hraje jedno rozdání jako ve zdroji.",
        ],
    },
    "en": {
        "lead": (
            "The French federation's game, as Cardavia's source states it: four players, you against three computer "
            "players, one deal by default."
        ),
        "sections": [
            {
                "title": "The cards",
                "points": [
                    (
                        "78 cards: four suits of 14 (king, queen, knight, jack, 10 down to ace), 21 trumps and the "
                        "Excuse (the Fool)."
                    ),
                    (
                        "The three oudlers are trump 1 (le Petit), trump 21 (le Monde) and the Excuse. The more of "
                        "them the taker ends with, the fewer card points he needs: 56 with none, 51 with one, 41 with"
                        " two, 36 with all three."
                    ),
                    (
                        "Card points: oudlers and kings 4.5, queens 3.5, knights 2.5, jacks 1.5, every other card 0.5"
                        " – 91 in all."
                    ),
                ],
            },
            {
                "title": "Deal and auction",
                "points": [
                    (
                        "Each player gets 18 cards; six go face down to the chien (the dog). Play runs "
                        "counter-clockwise."
                    ),
                    (
                        "Each player speaks once, passing or bidding higher than before: Prise (×1), Garde (×2), "
                        "Garde sans le chien (×4), Garde contre le chien (×6). The highest bidder is the taker; the "
                        "others defend together. If everyone passes, the cards are dealt again."
                    ),
                    "A player whose only trump is the Petit, without the Excuse (petit sec), annuls the deal.",
                ],
            },
            {
                "title": "The chien",
                "points": [
                    (
                        "Prise and Garde: the chien is shown, the taker adds it to his hand and discards as many "
                        "cards. Kings and oudlers may never be discarded; trumps only when nothing else remains, and "
                        "a discarded trump is shown."
                    ),
                    (
                        "Garde sans: the chien stays hidden but counts for the taker. Garde contre: it stays hidden "
                        "and counts for the defence."
                    ),
                ],
            },
            {
                "title": "Announcements",
                "points": [
                    (
                        "Only the taker may announce a slam (chelem) before the first card: he then leads the first "
                        "trick."
                    ),
                    (
                        "Before his first card, any player may show a poignée (handful) of trumps: 10, 13 or 15 with "
                        "four players (13, 15 or 18 with three; 8, 10 or 13 with five), for a bonus of 20, 30 or 40. "
                        "The bonus goes to the side that wins the contract, whoever showed it."
                    ),
                ],
            },
            {
                "title": "Play",
                "points": [
                    "Follow the suit led; if you cannot, you must trump; if you have no trump, play anything.",
                    (
                        "Whenever you play a trump you must beat the highest trump already in the trick if you can – "
                        "even your partner's."
                    ),
                    (
                        "The Excuse may be played at any time. It never wins the trick (except as the slam's last "
                        "card) and returns to its owner's side, who give half a point in exchange when the trick went"
                        " to the other side."
                    ),
                ],
            },
            {
                "title": "Scoring",
                "points": [
                    (
                        "The contract is made if the taker's card points reach his target. The difference is rounded "
                        "to whole points."
                    ),
                    (
                        "Each defender pays or receives (25 + difference) × the contract's multiplier, plus petit au "
                        "bout (the Petit in the last trick: 10 × multiplier to the side that wins that trick), the "
                        "poignée and the slam bonus. The taker receives or pays three times that amount (twice with "
                        "three players; with five, the taker twice and his partner once, or four times when he is "
                        "alone), so every deal adds up to zero."
                    ),
                    (
                        "Example: Garde with two oudlers and 45 points: target 41, made by 4, each defender pays (25 "
                        "+ 4) × 2 = 58 and the taker gains 174."
                    ),
                ],
            },
            {
                "title": "Where the rules leave room: Cardavia's choices",
                "points": [
                    (
                        "The Excuse's exchange is half a point passed between the sides: its owner's side keeps the "
                        "Excuse (4.5) and gives 0.5 to the side that won the trick – so it works even before that "
                        "side has won a half-point card."
                    ),
                    (
                        "The poignée is offered just before your first card, and only at the levels your hand allows."
                        " The trumps shown are your lowest; the Excuse stands in for a trump only when you show every"
                        " trump you hold. Declining is not shown to the others."
                    ),
                    (
                        "Calling with five players: any king may be called, even your own (you then play alone); a "
                        "queen only with all four kings, a knight only with all kings and queens, and so on. A called"
                        " card in the shown chien tells everyone at once that the taker is alone."
                    ),
                    (
                        "Slam: announced and made +400, announced and failed −200, made without announcement +200. A "
                        "defence that takes every trick scores 200 for itself."
                    ),
                    (
                        "Petit sec and a deal where everyone passes are dealt again at once. Scores are whole "
                        "numbers: a difference ending in .5 is rounded up."
                    ),
                ],
            },
        ],
        "variants": [
            (
                "Three or five players follow the federation's own variants: with three, 24 cards each; with five, 15"
                " each, a chien of three, and the taker calls a king whose holder secretly partners him."
            ),
            "A match of several deals is an option; the default is one deal, as in the source.",
        ],
    },
}
