"""The rules page of Indulgence in Cardavia's own words (cs and en), as the catalogue shows it."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...core.protocol import RulesPage

RULES: dict[str, RulesPage] = {
    "cs": {
        "lead": (
            "Moderní zdvihová hra z italské renesance: jako Vládce vyděláváte florény, když ostatní berou zakázané "
            "karty; jako hříšník sázíte na pravý opak."
        ),
        "notice": (
            "Cardavia se drží struktury vydané hry Indulgence (Restoration Games, 2017, podle hry Dragonmaster z roku"
            " 1981). Znění a částky jejích dekretů nejsou veřejné: dekrety, částky a papežské buly v této aplikaci "
            "jsou vlastní tvorbou Cardavie."
        ),
        "sections": [
            {
                "title": "Součásti",
                "points": [
                    (
                        "36 karet rodů: Medici, Sforza, Orsini a Borgia, každý 1 až 9 (9 nejvyšší). Trumfy nejsou, "
                        "pokud je neurčí dekret."
                    ),
                    "Každý hráč začíná s 30 florény. Tři dekrety leží lícem nahoru.",
                ],
            },
            {
                "title": "Jedna hra",
                "points": [
                    (
                        "Vládce rozdá všechny karty (ve čtyřech 9, ve třech 12), prohlédne si je a vybere jeden z "
                        "vyložených dekretů – ten říká, co se nesmí brát."
                    ),
                    (
                        "Počínaje hráčem po Vládcově levici každý pasuje, nebo zhřeší. Kdo zhřeší první, otočí dekret"
                        " na stranu hříchu a vezme si prsten: jeho cílem je vzít všechny zakázané karty (nebo "
                        "zdvihy). V jedné hře je nejvýš jeden hříšník."
                    ),
                    (
                        "První zdvih vynáší Vládce – hříšník, pokud nějaký je. Přiznej rod, můžeš-li, jinak hraj "
                        "cokoli. Bere nejvyšší karta vyneseného rodu, pokud dekret neurčí trumfy."
                    ),
                    "Jednou za hru smí hříšník zahrát kartu s prstenem: ta platí jako desítka svého rodu.",
                ],
            },
            {
                "title": "Placení",
                "points": [
                    (
                        "Nikdo nezhřešil: každý kromě Vládce mu zaplatí pokutu dekretu za každou zakázanou kartu či "
                        "zdvih, který vzal."
                    ),
                    (
                        "Hřích se povedl: každý ostatní zaplatí hříšníkovi hodnotu hříchu. Nepovedl se: hříšník "
                        "zaplatí Vládci hodnotu hříchu za každého dalšího hráče."
                    ),
                    "Nikdo nejde pod nulu: kdo nemůže zaplatit celé, zaplatí, co má.",
                ],
            },
            {
                "title": "Celá hra",
                "points": [
                    (
                        "Každý je v každém kole jednou Vládcem; hrají se tři kola. Vyhrává nejvíc florénů; při "
                        "rovnosti se vítězství dělí."
                    ),
                ],
            },
            {
                "title": "Kde pravidla nechávají volnost: volba Cardavie",
                "points": [
                    "Prvního Vládce určí los, pokud ho nezvolíte v možnostech.",
                    (
                        "Karta zahraná s prstenem zůstává pro dekrety sama sebou: Sforza 7 s prstenem je pořád Sforza"
                        " 7 – prsten mění jen její sílu."
                    ),
                    (
                        "Použitý dekret (po Unii všechny tři) se odloží na začátku další hry; když balíček dekretů "
                        "dojde, odložené se zamíchají do nového."
                    ),
                    (
                        "Při Interdiktu se nehřeší, takže Jubileum se v té hře zahrát nedá. Při Unii musí hříšník "
                        "splnit všechny cíle; Unie s jedním trumfovým dekretem dělá z jeho rodu trumfy."
                    ),
                    (
                        "Absoluce se nabízí jen tehdy, když by její držitel opravdu platil; kdo pasuje, zaplatí a "
                        "bulu si nechá. Dluží se celé částky (při Jubileu dvojnásobné) a každý pak zaplatí nejvýš to,"
                        " co má."
                    ),
                ],
            },
            {
                "title": "Dekrety (vlastní sada Cardavie)",
                "points": [
                    "Pryč s rodem Medici: nebrat karty rodu Medici – pokuta 1 za kartu, hřích 5.",
                    "Pryč s rodem Sforza: nebrat karty rodu Sforza – pokuta 1 za kartu, hřích 5.",
                    "Pryč s rodem Orsini: nebrat karty rodu Orsini – pokuta 1 za kartu, hřích 5.",
                    "Pryč s rodem Borgia: nebrat karty rodu Borgia – pokuta 1 za kartu, hřích 5.",
                    "Žádné dvojky a trojky: nebrat všechny dvojky a trojky – pokuta 1 za kartu, hřích 5.",
                    "Žádné čtyřky a pětky: nebrat všechny čtyřky a pětky – pokuta 1 za kartu, hřích 5.",
                    "Žádné sedmičky a osmičky: nebrat všechny sedmičky a osmičky – pokuta 1 za kartu, hřích 5.",
                    "Žádné jedničky: nebrat všechny jedničky – pokuta 2 za kartu, hřích 4.",
                    "Žádné šestky: nebrat všechny šestky – pokuta 2 za kartu, hřích 4.",
                    "Žádné devítky: nebrat všechny devítky – pokuta 2 za kartu, hřích 4.",
                    (
                        "Sudé karty Medici a Sforza: nebrat sudé karty rodů Medici a Sforza – pokuta 1 za kartu, "
                        "hřích 5."
                    ),
                    (
                        "Liché karty Orsini a Borgia: nebrat liché karty rodů Orsini a Borgia – pokuta 1 za kartu, "
                        "hřích 5."
                    ),
                    "Ani první, ani poslední: nebrat první a poslední zdvih – pokuta 4 za zdvih, hřích 4.",
                    "Žádné zdvihy: nebrat žádný zdvih – pokuta 1 za zdvih, hřích 8.",
                    (
                        "Poslední Borgia: nebrat zdvih s poslední zahranou kartou rodu Borgia – pokuta 6 za zdvih, "
                        "hřích 3 (s voskovou pečetí: pokročilá hra)."
                    ),
                    (
                        "Poslední Medici: nebrat zdvih s poslední zahranou kartou rodu Medici – pokuta 6 za zdvih, "
                        "hřích 3 (s voskovou pečetí: pokročilá hra)."
                    ),
                    (
                        "Sedmička rodu Sforza: nebrat sedmičku rodu Sforza – pokuta 6 za kartu, hřích 3 (s voskovou "
                        "pečetí: pokročilá hra)."
                    ),
                    (
                        "Ne poslední dva: nebrat poslední dva zdvihy – pokuta 4 za zdvih, hřích 4 (s voskovou pečetí:"
                        " pokročilá hra)."
                    ),
                    (
                        "Vláda rodu Borgia: rod Borgia je trumf; nebrat žádný zdvih – pokuta 1 za zdvih, hřích 8 (s "
                        "voskovou pečetí: pokročilá hra)."
                    ),
                    (
                        "Vláda rodu Sforza: rod Sforza je trumf; nebrat první a poslední zdvih – pokuta 4 za zdvih, "
                        "hřích 4 (s voskovou pečetí: pokročilá hra)."
                    ),
                ],
            },
        ],
        "variants": [
            (
                "Pokročilá hra: přimíchají se dekrety s voskovou pečetí a každý dostane tajnou papežskou bulu, "
                "použitelnou jednou za hru (Unie: tři dekrety naráz; Interdikt: nikdo nesmí hřešit; Jubileum: všechny"
                " platby dvojnásobné; Rozhřešení: tuto hru nic neplatíte)."
            ),
        ],
    },
    "en": {
        "lead": (
            "A modern trick-taking game of the Italian Renaissance: as Ruler you earn florins when others take "
            "forbidden cards; as a sinner you bet on doing the very opposite."
        ),
        "notice": (
            "Cardavia follows the structure of the published game Indulgence (Restoration Games, 2017, after "
            "Dragonmaster, 1981). Its decree texts and amounts are not public: the decrees, their amounts and the "
            "papal bulls in this app are Cardavia's own."
        ),
        "sections": [
            {
                "title": "Components",
                "points": [
                    (
                        "36 family cards: Medici, Sforza, Orsini and Borgia, 1 to 9 each (9 high). No trumps unless a"
                        " decree names them."
                    ),
                    "Each player starts with 30 florins. Three decrees lie face up.",
                ],
            },
            {
                "title": "A hand",
                "points": [
                    (
                        "The Ruler deals all the cards (9 each with four players, 12 with three), looks at his hand "
                        "and chooses one of the face-up decrees – it says what must not be taken."
                    ),
                    (
                        "Starting on the Ruler's left, each other player passes or sins. The first to sin turns the "
                        "decree to its sin side and takes the ring: his goal is to take every forbidden card (or "
                        "trick). Only one sinner per hand."
                    ),
                    (
                        "The Ruler leads the first trick – the sinner, if there is one. Follow the family led if you "
                        "can, otherwise play anything. The highest card of the family led wins, unless the decree "
                        "makes a family trumps."
                    ),
                    (
                        "Once per hand the sinner may play a card with the ring on it: that card counts as a 10 of "
                        "its family."
                    ),
                ],
            },
            {
                "title": "Paying",
                "points": [
                    (
                        "Nobody sinned: every player but the Ruler pays the Ruler the decree's penalty for each "
                        "forbidden card or trick he took."
                    ),
                    (
                        "The sin succeeded: every other player pays the sinner the decree's sin value. It failed: the"
                        " sinner pays the Ruler the sin value once for each other player."
                    ),
                    "Nobody goes below zero: a player who cannot pay in full pays what he has.",
                ],
            },
            {
                "title": "The game",
                "points": [
                    (
                        "Each player is Ruler once a round; three rounds are played. The most florins wins; equal "
                        "totals share the win."
                    ),
                ],
            },
            {
                "title": "Where the rules leave room: Cardavia's choices",
                "points": [
                    "The first Ruler is drawn at random unless you choose one in the options.",
                    (
                        "A card played with the ring keeps its identity for the decrees: the Sforza 7 with the ring "
                        "is still the Sforza 7 – the ring only changes its strength."
                    ),
                    (
                        "The used decree (all three after a Union) is discarded when the next hand starts; when the "
                        "decree deck runs out, the discards are shuffled into a new deck."
                    ),
                    (
                        "Under the Interdict there is no sin round, so the Jubilee cannot be played that hand. Under "
                        "a Union the sinner must meet every goal; a Union with one trump decree makes that family "
                        "trumps."
                    ),
                    (
                        "The Absolution is offered to its holder only when he would really hand over florins; passing"
                        " pays and keeps the bull. Payments are owed in full (doubled by the Jubilee), then each "
                        "payer pays at most what he holds."
                    ),
                ],
            },
            {
                "title": "The decrees (Cardavia's own set)",
                "points": [
                    "Away with the Medici: don't take Medici cards – penalty 1 per card, sin 5.",
                    "Away with the Sforza: don't take Sforza cards – penalty 1 per card, sin 5.",
                    "Away with the Orsini: don't take Orsini cards – penalty 1 per card, sin 5.",
                    "Away with the Borgia: don't take Borgia cards – penalty 1 per card, sin 5.",
                    "No twos or threes: don't take all 2s and 3s – penalty 1 per card, sin 5.",
                    "No fours or fives: don't take all 4s and 5s – penalty 1 per card, sin 5.",
                    "No sevens or eights: don't take all 7s and 8s – penalty 1 per card, sin 5.",
                    "No ones: don't take all 1s – penalty 2 per card, sin 4.",
                    "No sixes: don't take all 6s – penalty 2 per card, sin 4.",
                    "No nines: don't take all 9s – penalty 2 per card, sin 4.",
                    "Even Medici and Sforza: don't take even Medici and Sforza cards – penalty 1 per card, sin 5.",
                    "Odd Orsini and Borgia: don't take odd Orsini and Borgia cards – penalty 1 per card, sin 5.",
                    "Neither first nor last: don't take the first and the last trick – penalty 4 per trick, sin 4.",
                    "No tricks: don't take any trick at all – penalty 1 per trick, sin 8.",
                    (
                        "The last Borgia: don't take the trick holding the last Borgia played – penalty 6 per trick, "
                        "sin 3 (wax seal: advanced game)."
                    ),
                    (
                        "The last Medici: don't take the trick holding the last Medici played – penalty 6 per trick, "
                        "sin 3 (wax seal: advanced game)."
                    ),
                    (
                        "The Sforza seven: don't take the 7 of Sforza – penalty 6 per card, sin 3 (wax seal: advanced"
                        " game)."
                    ),
                    (
                        "Not the last two: don't take the last two tricks – penalty 4 per trick, sin 4 (wax seal: "
                        "advanced game)."
                    ),
                    (
                        "Borgia rule: Borgias are trumps; don't take any trick at all – penalty 1 per trick, sin 8 "
                        "(wax seal: advanced game)."
                    ),
                    (
                        "Sforza rule: Sforzas are trumps; don't take the first and the last trick – penalty 4 per "
                        "trick, sin 4 (wax seal: advanced game)."
                    ),
                ],
            },
        ],
        "variants": [
            (
                "Advanced game: the decrees marked with wax are shuffled in and each player receives a secret papal "
                "bull, used once per game (Union: three decrees at once; Interdict: nobody may sin; Jubilee: all "
                "payments doubled; Absolution: pay nothing this hand)."
            ),
        ],
    },
}
