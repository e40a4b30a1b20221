"""Maw's texts for the first-deal guide (``cardavia.guide``): what each decision is about,
by phase; ``"lead"`` is the play phase with an empty trick."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.text import text

if TYPE_CHECKING:
    from ...core.text import Text

GUIDE: dict[str, Text] = {
    "take": text(
        "Otočené eso: smíš ho vzít do ruky a odhodit za ně jinou kartu. Eso trumfů je silné – skoro vždy "
        "ho vezmi.",
        "The turned Ace: you may take it into your hand and discard another card for it. The trump Ace is "
        "strong – nearly always take it.",
    ),
    "play": text(
        "Hra: kdo vezme tři z pěti zdvihů, bere bank. Pětka trumfů, kluk trumfů a eso pohárů "
        "jsou nejsilnější; šetři je na zdvihy, které rozhodnou.",
        "Play: whoever takes three of the five tricks wins the pot. The trump Five, the trump Jack and "
        "the Ace of cups are the strongest; keep them for the tricks that count.",
    ),
    "lead": text(
        "Vynášíš: vynes silnou kartu, chceš-li zdvih, nebo slabou, když čekáš, až se soupeři vybijí.",
        "Your lead: lead strong to win the trick, or low while the others spend their strength.",
    ),
    "jink": text(
        "Máš tři zdvihy a bank je tvůj. Hraj dál o všech pět, jen když si jsi jistý – neuspěješ-li, bank "
        "zůstane ležet.",
        "You have three tricks and the pot is yours. Go on for all five only when sure – if you fail, the "
        "pot stays on the table.",
    ),
}
