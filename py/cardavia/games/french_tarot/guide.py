"""French Tarot's texts for the first-deal guide (``cardavia.guide``): what each decision is about,
by phase; ``"lead"`` is the play phase with an empty trick."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.text import text

if TYPE_CHECKING:
    from ...core.text import Text

GUIDE: dict[str, Text] = {
    "bidding": text(
        "Dražba: kdo nabídne nejvyšší závazek, hraje sám proti ostatním. Draž, jen když máš hodně "
        "trumfů nebo trulu (trumf 1, trumf 21, Škýz) – čím víc truly, tím méně bodů potřebuješ.",
        "Bidding: whoever bids the highest contract plays alone against the others. Bid only with many "
        "trumps or oudlers (trump 1, trump 21, the Fool) – the more oudlers, the fewer points you need.",
    ),
    "call": text(
        "Volání krále: kdo drží zavolaného krále, hraje tajně s tebou. Zavolej krále barvy, kterou "
        "máš sám slabou.",
        "Calling a king: whoever holds the called king secretly plays with you. Call the king of a "
        "suit you are weak in.",
    ),
    "discard": text(
        "Odhoz: vzal sis talon a stejný počet karet teď odložíš do svých zdvihů. Krále ani trulu odhodit "
        "nesmíš; dobré je zbavit se celé krátké barvy, pak ji můžeš trumfovat.",
        "Discard: you took the chien and now put as many cards aside into your tricks. Kings and oudlers "
        "may not go; emptying a short suit lets you trump it later.",
    ),
    "declare": text(
        "Chelem: ohlásíš-li, že vezmeš všechny zdvihy, a povede se, dostaneš velký bonus; když ne, "
        "zaplatíš. Ohlašuj jen s naprosto jistou rukou.",
        "Slam: if you announce you will take every trick and do, you earn a big bonus; if not, you pay. "
        "Announce only with a certain hand.",
    ),
    "poignee": text(
        "Poignée: ukážeš-li hodně trumfů, dostane bonus strana, která rozdání vyhraje. Prozradíš tím ale "
        "svou ruku.",
        "Poignée: showing many trumps earns a bonus for the side that wins the deal, but it tells the "
        "others about your hand.",
    ),
    "play": text(
        "Hra: přiznej barvu, nemáš-li ji, musíš trumfovat (a přebít trumf, jde-li to). Body jsou "
        "hlavně v králích, dámách a trule.",
        "Play: follow suit; without it you must trump (and overtrump when you can). The points are "
        "mostly in kings, queens and the oudlers.",
    ),
    "lead": text(
        "Vynášíš: tvoje karta určí barvu zdvihu. Vynes barvu, ve které tvůj tým může zdvih vzít.",
        "Your lead: your card sets the suit of the trick. Lead a suit your side can win.",
    ),
}
