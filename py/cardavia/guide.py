"""The first-deal guide: what each decision of each game is about, in plain words.

The page's guide shows, at every decision of the player's first deal, the text
for the game and phase (``what``) and the hint's suggestion with its reason
(``Session.guide``). Every game's phases have a text here; a test checks it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .text import text

if TYPE_CHECKING:
    from .protocol import View
    from .text import Text

LEAD = "lead"  # the play phase with an empty trick: the player leads

GUIDES: dict[str, dict[str, Text]] = {
    "french_tarot": {
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
        LEAD: text(
            "Vynášíš: tvoje karta určí barvu zdvihu. Vynes barvu, ve které tvůj tým může zdvih vzít.",
            "Your lead: your card sets the suit of the trick. Lead a suit your side can win.",
        ),
    },
    "renaissance_tarot": {
        "discard": text(
            "Odhoz: odlož lícem dolů kartu bez bodů; nechej si krále, dámy a trumfy.",
            "Discard: put a card without points face down; keep your kings, queens and trumps.",
        ),
        "play": text(
            "Hra: přiznej barvu, jinak trumfni. Škýz smíš zahrát kdykoli – vyváže tě ze zdvihu a zůstane ti.",
            "Play: follow suit, else trump. The Fool may be played any time – it excuses you from the trick "
            "and stays yours.",
        ),
        LEAD: text(
            "Vynášíš: každý hraje sám za sebe. Vynes tak, abys vzal zdvih s body, nebo abys nic neztratil.",
            "Your lead: everyone plays for themselves. Lead to win a trick with points, or to lose nothing.",
        ),
    },
    "maw": {
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
        LEAD: text(
            "Vynášíš: vynes silnou kartu, chceš-li zdvih, nebo slabou, když čekáš, až se soupeři vybijí.",
            "Your lead: lead strong to win the trick, or low while the others spend their strength.",
        ),
        "jink": text(
            "Máš tři zdvihy a bank je tvůj. Hraj dál o všech pět, jen když si jsi jistý – neuspěješ-li, bank "
            "zůstane ležet.",
            "You have three tricks and the pot is yours. Go on for all five only when sure – if you fail, the "
            "pot stays on the table.",
        ),
    },
    "triumph": {
        "discard": text(
            "Odhoz: vzal sis talon a teď odhodíš stejný počet karet lícem dolů. Zbav se slabých karet, "
            "nejlépe celé krátké barvy.",
            "Discard: you took the talon and now discard as many cards face down. Drop weak cards, best a "
            "whole short suit.",
        ),
        "play": text(
            "Hra: hraješ ve dvojici se spoluhráčem naproti. Přiznej barvu, jinak musíš trumfnout. Vede-li "
            "zdvih spoluhráč, nepřebíjej ho zbytečně.",
            "Play: you play with the partner opposite. Follow suit, else you must trump. If your partner is "
            "winning the trick, do not overtake needlessly.",
        ),
        LEAD: text(
            "Vynášíš: vynes silnou barvu, nebo barvu, kterou může vzít spoluhráč.",
            "Your lead: lead a strong suit, or one your partner can win.",
        ),
    },
    "indulgence": {
        "decree": text(
            "Dekret: jako Vládce určíš, co se nesmí brát. Kdo to vezme, platí ti. Vyber dekret, který "
            "soupeři s tvými kartami těžko dodrží.",
            "Decree: as the Ruler you decide what may not be taken. Whoever takes it pays you. Pick a "
            "decree the others will find hard to keep with the cards you hold.",
        ),
        "sin": text(
            "Hřích: zhřešíš-li, musíš vzít do svých zdvihů všechno zakázané. Povede se to – platí ti každý; "
            "nepovede – platíš ty Vládci. Hřeš jen se silnou rukou v zakázaném.",
            "Sin: if you sin you must take every forbidden item in your tricks. If you do, everyone pays "
            "you; if not, you pay the Ruler. Sin only when strong in what is forbidden.",
        ),
        "play": text(
            "Hra: přiznej rod (barvu). Zdvih bere nejvyšší karta vyneseného rodu. Neber to, co dekret "
            "zakazuje – leda jsi hříšník.",
            "Play: follow the family (suit). The highest card of the family led wins. Do not take what the "
            "decree forbids – unless you are the sinner.",
        ),
        LEAD: text(
            "Vynášíš: vynes nízkou kartu rodu, ve kterém nechceš brát.",
            "Your lead: lead a low card of a family you do not want to take.",
        ),
        "settle": text(
            "Vyúčtování: bula rozhřešení tě jednou zbaví platby. Použij ji na velkou platbu.",
            "Settlement: the Bull of Absolution frees you from one payment. Use it on a large one.",
        ),
    },
}


def guide_text(view: View) -> Text | None:
    """What the decision of ``view`` is about, or None when the game has no text for it."""
    phases = GUIDES.get(view["game"], {})
    phase = view["phase"]
    if phase == "play" and not view["trick"]["cards"] and LEAD in phases:
        return phases[LEAD]
    return phases.get(phase)
