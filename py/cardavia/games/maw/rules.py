"""The rules page of Maw in Cardavia's own words (cs and en), as the catalogue shows it."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...core.protocol import RulesPage

RULES: dict[str, RulesPage] = {
    "cs": {
        "lead": (
            "Skotsko 16.–17. století, oblíbená hra krále Jakuba VI. a I.; předek her Spoil Five a Twenty-Five. Pět "
            "karet, každý sám za sebe, o bank žetonů."
        ),
        "sections": [
            {
                "title": "Karty",
                "points": [
                    (
                        "52 karet. Tři nejvyšší trumfy v tomto pořadí: pětka trumfů, kluk trumfů a eso pohárů – eso "
                        "pohárů je trumf vždy, ať jsou trumfy cokoli."
                    ),
                    (
                        "Netrumfové barvy: v pohárech a mincích král, dáma, kluk, eso, 2 … 10 (nižší čísla jsou "
                        "silnější); v mečích a holích král, dáma, kluk, 10 … 2, eso."
                    ),
                ],
            },
            {
                "title": "Rozdání a otočená karta",
                "points": [
                    (
                        "Každý vloží žeton do banku. Rozdávající dá každému pět karet (dvě a tři) a otočí další "
                        "kartu: její barva jsou trumfy."
                    ),
                    (
                        "Je-li otočeno eso, smí si ho rozdávající vzít před prvním výnosem a odhodit kartu. Jinak si "
                        "ji během prvního zdvihu smí vzít kdokoli, kdo je na tahu, a odhodit jednu kartu, dokud tam "
                        "leží."
                    ),
                ],
            },
            {
                "title": "Hra",
                "points": [
                    "Vynáší hráč po rozdávajícím, hraje se po směru hodinových ručiček.",
                    (
                        "Přiznej barvu, můžeš-li – ale vždy smíš místo toho trumfovat. Nemáš-li barvu, musíš "
                        "trumfovat. Přebíjet není povinné."
                    ),
                    (
                        "Na vynesený trumf se hraje trumf; pětka, kluk trumfů a eso pohárů se ale nemusí přiznat na "
                        "nižší trumf (zapírání)."
                    ),
                ],
            },
            {
                "title": "Bank",
                "points": [
                    (
                        "Kdo uhraje tři z pěti zdvihů, bere bank; za všech pět mu každý doplatí ještě jeden žeton. "
                        "Neuhraje-li nikdo tři, hra je zkažená a bank čeká na další rozdání."
                    ),
                ],
            },
            {
                "title": "Kde pravidla nechávají volnost: volba Cardavie",
                "points": [
                    (
                        "Vzetí otočené karty: sám vybereš kartu, kterou odhodíš lícem dolů, a otočená karta přejde"
                        " do tvé ruky. Rozdávající, který otočené eso před výnosem nechal ležet, si ho ještě smí "
                        "vzít, až bude v prvním zdvihu na tahu – jako kdokoli jiný."
                    ),
                    "Hraje se všech pět zdvihů: bank nelze vzít předčasně.",
                    (
                        "Každý, kdo je ještě ve hře, vloží do banku žeton v každém rozdání. Kdo nemá žeton, když "
                        "začíná nový bank, ze hry natrvalo vypadává; dokud se přenáší zkažený bank, hrají o něj "
                        "všichni, kdo do něj vkládali. Kdo už žetony nemá, nic dalšího neplatí."
                    ),
                    (
                        "Partie: každý rozdává dvakrát (lze změnit), zkažená rozdání se počítají, vyhrává nejvíc "
                        "žetonů. Bank zkažený v posledním rozdání zůstane nevyhraný. Partie končí i tehdy, mají-li "
                        "žetony méně než dva hráči."
                    ),
                    (
                        "Zapírat smějí jen pětka a kluk trumfů a eso pohárů, v obou výkladech. Ve výkladu Spoil Five "
                        "je eso trumfů čtvrté nejvyšší, ale na vynesený trumf se přiznat musí."
                    ),
                ],
            },
        ],
        "variants": [
            (
                "Výklad podle Spoil Five (historický): trumfy pětka, kluk, eso pohárů, eso trumfů, pak král a dáma; "
                "netrumfové barvy „nejvyšší v červené, nejnižší v černé“; otočenou kartu smí vzít jen držitel esa "
                "trumfů; po třech zdvizích smí vítěz skončit, nebo hrát dál o všech pět."
            ),
            (
                "Historické kupování (otočenou kartu smí vzít jen držitel esa trumfů, když je v prvním zdvihu na tahu"
                " – rozdávající, je-li otočeno eso) a hru dál lze do Maw podle zdroje přidat i jednotlivě. Hrát dál "
                "se nabízí jen tomu, kdo vzal každý z prvních tří zdvihů: skončí-li, rozdání hned končí; hraje-li dál"
                " a některý zdvih ztratí, bank čeká na další rozdání."
            ),
        ],
    },
    "en": {
        "lead": (
            "Scotland, 16th–17th century, a favourite of King James VI and I; the ancestor of Spoil Five and "
            "Twenty-Five. Five cards each, everyone for himself, for a pot of chips."
        ),
        "sections": [
            {
                "title": "The cards",
                "points": [
                    (
                        "52 cards. The three highest trumps, in this order: the five of trumps, the jack of trumps "
                        "and the ace of cups – the ace of cups is always a trump, whatever suit is trumps."
                    ),
                    (
                        "Plain suits: in cups and coins king, queen, jack, ace, 2 … 10 (the low numbers are higher); "
                        "in swords and batons king, queen, jack, 10 … 2, ace."
                    ),
                ],
            },
            {
                "title": "Deal and the turned card",
                "points": [
                    (
                        "Everyone puts a chip in the pot. The dealer gives five cards each (two, then three) and "
                        "turns the next card: its suit is trumps."
                    ),
                    (
                        "If the turned card is an ace, the dealer may take it before the first lead, discarding a "
                        "card. Otherwise, during the first trick, any player at his turn may take the turned card and"
                        " discard one, while it is still there."
                    ),
                ],
            },
            {
                "title": "Play",
                "points": [
                    "The player after the dealer leads; play runs clockwise.",
                    (
                        "Follow suit if you can – but you may always trump instead. If you cannot follow, you must "
                        "trump if you can. You never have to beat."
                    ),
                    (
                        "To a trump lead you must play a trump, except that the five, the jack of trumps and the ace "
                        "of cups need not be played to a lower trump (reneging)."
                    ),
                ],
            },
            {
                "title": "The pot",
                "points": [
                    (
                        "Whoever takes three of the five tricks wins the pot; all five tricks earn one more chip from"
                        " each player. If nobody takes three, the deal is spoiled and the pot waits for the next "
                        "deal."
                    ),
                ],
            },
            {
                "title": "Where the rules leave room: Cardavia's choices",
                "points": [
                    (
                        "Taking the turned card: you pick the card to discard face down, and the turned card joins "
                        "your hand. A dealer who leaves a turned ace before the lead may still take it at his turn in"
                        " the first trick, like anyone else."
                    ),
                    "All five tricks are played: nobody can claim the pot early.",
                    (
                        "Every player still in antes one chip each deal. A player with no chip when a new pot starts "
                        "drops out for good; while a spoiled pot is carried over, everybody who played for it stays "
                        "in. A player with no chips left pays nothing more."
                    ),
                    (
                        "The match: every player deals twice (an option), spoiled deals included, and most chips "
                        "wins. A pot spoiled in the last deal stays unwon. The match also ends when fewer than two "
                        "players have chips."
                    ),
                    (
                        "Only the five and the jack of trumps and the ace of cups may renege, in both readings. In "
                        "the Spoil Five reading the trump ace ranks fourth but must still answer a trump lead."
                    ),
                ],
            },
        ],
        "variants": [
            (
                "Spoil Five reading (historical): trumps run five, jack, ace of cups, the trump ace, then king and "
                "queen; plain suits are ‘highest in red, lowest in black’; only the holder of the trump ace may take "
                "the turned card; and after three tricks the winner may stop or go on for all five (jinking)."
            ),
            (
                "The historical robbing (only the holder of the trump ace takes the turned card, at his turn in the "
                "first trick – the dealer when an ace is turned) and jinking can also be added one by one to the "
                "source's Maw. Jinking is offered only to a player who took each of the first three tricks: if he "
                "stops, the deal ends at once; if he goes on and loses a trick, the pot waits for the next deal."
            ),
        ],
    },
}
