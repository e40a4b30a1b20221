"""The rules page of Triumph in Cardavia's own words (cs and en), as the catalogue shows it."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...core.protocol import RulesPage

RULES: dict[str, RulesPage] = {
    "cs": {
        "lead": (
            "Jedna z nejstarších zdvihových her, poprvé zmíněná roku 1529 a hraná všemi vrstvami v západní Evropě 16."
            " a 17. století; předek whistu."
        ),
        "sections": [
            {
                "title": "Hráči a karty",
                "points": [
                    (
                        "Čtyři hráči ve dvou dvojicích, spoluhráči sedí naproti sobě: ty a hráč naproti proti dvěma "
                        "ostatním."
                    ),
                    "52 karet v pořadí eso, král, dáma, kluk, 10 … 2.",
                ],
            },
            {
                "title": "Rozdání a talon",
                "points": [
                    (
                        "Třikrát po čtyřech kartách: dvanáct každému. Zbylé čtyři jsou talon; první z nich se otočí a"
                        " určí trumfy."
                    ),
                    (
                        "Kdo má eso trumfů, vezme si celý talon a odhodí čtyři karty. Je-li otočenou kartou právě "
                        "toto eso, bere talon rozdávající."
                    ),
                ],
            },
            {
                "title": "Hra",
                "points": [
                    "Vynáší hráč po rozdávajícím („starší“), hraje se po směru hodinových ručiček.",
                    "Přiznej barvu; nemáš-li ji, trumfuj; nemáš-li trumf, hraj cokoli. Přebíjet není povinné.",
                    "Bere nejvyšší trumf, jinak nejvyšší karta vynesené barvy.",
                ],
            },
            {
                "title": "Počítání",
                "points": [
                    (
                        "Každá strana má bod za zdvih. Strana, jejíž zdvihy obsahují eso, krále, dámu a kluka trumfů,"
                        " má 4 body navíc; se třemi z nich 3 body."
                    ),
                    "Partie má čtyři rozdání, každý jednou rozdává.",
                ],
            },
            {
                "title": "Kde pravidla nechávají volnost: volba Cardavie",
                "points": [
                    (
                        "Kupování je povinné: držitel esa trumfů (rozdávající, je-li otočenou kartou právě toto eso) "
                        "vezme celý talon včetně otočené karty a odhodí libovolné čtyři karty lícem dolů; ty jsou "
                        "mimo hru. Leží-li eso trumfů v talonu lícem dolů, nekupuje nikdo."
                    ),
                    "Všichni vědí, kdo kupoval (držel eso trumfů a vzal otočenou kartu); co odhodil, ví jen on.",
                    (
                        "Délka partie: standardně čtyři rozdání. S cílem partie skončí po rozdání, ve kterém ho "
                        "některá strana dosáhne; mají-li obě strany stejně, hraje se dál. Ruff and Honours bez cíle "
                        "se hraje do 9 bodů."
                    ),
                    (
                        "Ruff and Honours počítá honéry v rukou partnerů po výměně s talonem, takže odhozený honér se"
                        " nepočítá."
                    ),
                ],
            },
        ],
        "variants": [
            (
                "Ruff and Honours (Charles Cotton, 1674, historické): povinné je jen přiznat barvu; body jen za "
                "zdvihy nad šest; honéry se počítají v rukou dvojice (všechny čtyři 4, tři 2)."
            ),
        ],
    },
    "en": {
        "lead": (
            "One of the oldest trick-taking games, first mentioned in 1529 and played by every class in 16th- and "
            "17th-century Western Europe; an ancestor of whist."
        ),
        "sections": [
            {
                "title": "Players and cards",
                "points": [
                    (
                        "Four players in two partnerships, partners sitting opposite: you and the player across the "
                        "table against the other two."
                    ),
                    "52 cards ranking ace, king, queen, jack, 10 … 2.",
                ],
            },
            {
                "title": "Deal and the talon",
                "points": [
                    (
                        "Three rounds of four cards: twelve each. The four left over are the talon; its first card is"
                        " turned and sets trumps."
                    ),
                    (
                        "A player holding the ace of trumps takes the whole talon and discards four cards. If the "
                        "turned card is that ace, the dealer takes it."
                    ),
                ],
            },
            {
                "title": "Play",
                "points": [
                    "The player after the dealer (the elder hand) leads; play runs clockwise.",
                    (
                        "Follow suit if you can; otherwise trump if you can; otherwise play anything. You never have "
                        "to beat."
                    ),
                    "The highest trump wins, otherwise the highest card of the suit led.",
                ],
            },
            {
                "title": "Scoring",
                "points": [
                    (
                        "Each side scores a point per trick. A side whose won cards include the ace, king, queen and "
                        "jack of trumps scores 4 more; three of them, 3 more."
                    ),
                    "A match is four deals, each player dealing once.",
                ],
            },
            {
                "title": "Where the rules leave room: Cardavia's choices",
                "points": [
                    (
                        "Robbing is compulsory: the holder of the ace of trumps (the dealer, when the turned card is "
                        "that ace) takes the whole talon, the turned card included, and discards any four cards face "
                        "down, out of play. If the ace of trumps lies face down in the talon, nobody robs."
                    ),
                    (
                        "Everybody knows who robbed (he held the ace of trumps and took the turned card); only he "
                        "knows his discards."
                    ),
                    (
                        "Match length: four deals by default. With a target, the match ends after the deal in which a"
                        " side reaches it; if both sides are level, play goes on. Ruff and Honours without a target "
                        "is played to 9 points."
                    ),
                    (
                        "Ruff and Honours counts the honours in the partners' hands after the talon exchange, so a "
                        "discarded honour does not count."
                    ),
                ],
            },
        ],
        "variants": [
            (
                "Ruff and Honours (Charles Cotton, 1674, historical): only following suit is compulsory; only tricks "
                "beyond six score; honours count as held in the partners' hands (all four 4, three 2)."
            ),
        ],
    },
}
