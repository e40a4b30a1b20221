// The rules pages, written for Cardavia in our own words (cs and en), and the
// catalogue's static outline so the page shell shows before the engine is ready.
// Rule options themselves (values, labels, defaults) come from the engine's catalogue.

export const TRADITIONS = [
  {
    id: "marseille",
    deck: "tarot78",
    sample: ["T21", "EX", "CK", "T1", "SN"],
    name: { cs: "Tarot de Marseille", en: "Tarot de Marseille" },
    origin: { cs: "Marseille · Francie · 78 karet", en: "Marseille · France · 78 cards" },
    history: {
      cs: "Tarot vznikl v severní Itálii 15. století jako hra, ne k věštění. Čtyři italské barvy doplňuje 21 alegorických trumfů a Blázen. Marseillský vzor se ve Francii ustálil v 17. století a dodnes se s ním hraje.",
      en: "Tarot was born in 15th-century northern Italy as a card game, not for fortune-telling. The four Italian suits are joined by 21 allegorical trumps and the Fool. The Marseille pattern settled in France in the 17th century and is still played with today.",
    },
    games: ["french_tarot", "renaissance_tarot"],
  },
  {
    id: "renaissance52",
    deck: "pack52",
    sample: ["CA", "BK", "S5", "DQ", "CJ"],
    name: { cs: "Renesanční balíček 52 karet", en: "The Renaissance 52-card pack" },
    origin: { cs: "Západní Evropa · 16. století · 52 karet", en: "Western Europe · 16th century · 52 cards" },
    history: {
      cs: "Čtyři barvy po třinácti kartách se hrály na dvorech i v hospodách renesanční Evropy. Z her jako Maw a Triumph vyrostly pozdější Spoil Five a whist. Latinské barvy lze v nastavení přepnout na francouzské.",
      en: "Four suits of thirteen cards were played at courts and in taverns across Renaissance Europe. Games such as Maw and Triumph grew into the later Spoil Five and whist. The Latin suits can be switched to the French picture in the settings.",
    },
    games: ["maw", "triumph"],
  },
  {
    id: "indulgence",
    deck: "indulgence36",
    sample: ["M9", "S7", "O5", "B1", "M3"],
    name: { cs: "Rodinný balíček Indulgence", en: "The Indulgence family deck" },
    origin: { cs: "Italská renesance · moderní hra · 36 karet", en: "Italian Renaissance · modern game · 36 cards" },
    history: {
      cs: "Moderní zdvihová hra zasazená do Itálie 15. století: čtyři mocné rody – Medici, Sforza, Orsini a Borgia – po devíti kartách. Vládce vydává dekrety a hříšníci je za florény porušují.",
      en: "A modern trick-taking game set in 15th-century Italy: four powerful families – Medici, Sforza, Orsini and Borgia – of nine cards each. The Ruler issues decrees; sinners break them for florins.",
    },
    games: ["indulgence"],
  },
];

export const GAME_NAMES = {
  french_tarot: { cs: "Francouzský tarot", en: "French Tarot" },
  renaissance_tarot: { cs: "Renesanční taroky", en: "Renaissance Tarot" },
  maw: { cs: "Maw", en: "Maw" },
  triumph: { cs: "Triumf", en: "Triumph" },
  indulgence: { cs: "Indulgence", en: "Indulgence" },
};

export const GAME_DECKS = {
  french_tarot: "tarot78",
  renaissance_tarot: "tarot78",
  maw: "pack52",
  triumph: "pack52",
  indulgence: "indulgence36",
};

export const GAME_SUMMARIES = {
  french_tarot: {
    cs: "Jeden hráč vydraží závazek a hraje sám proti ostatním; potřebuje dost bodů v kartách podle počtu trul.",
    en: "One player wins the auction and plays alone against the rest, needing enough card points for the number of oudlers taken.",
  },
  renaissance_tarot: {
    cs: "Rekonstrukce tarokové hry 16. století: každý sám za sebe sbírá zdvihy a figury; Škýz se z každého zdvihu vyvlékne.",
    en: "A reconstruction of 16th-century tarot: everyone for himself, collecting tricks and court cards; the Fool excuses itself from any trick.",
  },
  maw: {
    cs: "Skotská hra o bank na pět zdvihů: kdo uhraje tři, bere vše. Nejvyšší trumfy jsou pětka, kluk a eso pohárů.",
    en: "A Scottish game for the pot over five tricks: whoever takes three wins it all. The top trumps are the five, the jack and the ace of cups.",
  },
  triumph: {
    cs: "Jedna z nejstarších zdvihových her: dva proti dvěma, otočená karta určí trumfy, honéry dávají body navíc.",
    en: "One of the oldest trick-taking games: two against two, a turned card sets trumps, honours score extra.",
  },
  indulgence: {
    cs: "Vládce vyhlásí dekret, co se nesmí brát; kdokoli může zhřešit a pokusit se o opak – o florény.",
    en: "The Ruler proclaims a decree of what must not be taken; anyone may sin and try the opposite – for florins.",
  },
};

// Each rules page: a lead paragraph, sections of points, the variants this app offers.
export const RULES = {
  french_tarot: {
    en: {
      lead: "The French federation's game, as Cardavia's source states it: four players, you against three computer players, one deal by default.",
      sections: [
        ["The cards", [
          "78 cards: four suits of 14 (king, queen, knight, jack, 10 down to ace), 21 trumps and the Excuse (the Fool).",
          "The three oudlers are trump 1 (le Petit), trump 21 (le Monde) and the Excuse. The more of them the taker ends with, the fewer card points he needs: 56 with none, 51 with one, 41 with two, 36 with all three.",
          "Card points: oudlers and kings 4.5, queens 3.5, knights 2.5, jacks 1.5, every other card 0.5 – 91 in all.",
        ]],
        ["Deal and auction", [
          "Each player gets 18 cards; six go face down to the chien (the dog). Play runs counter-clockwise.",
          "Each player speaks once, passing or bidding higher than before: Prise (×1), Garde (×2), Garde sans le chien (×4), Garde contre le chien (×6). The highest bidder is the taker; the others defend together. If everyone passes, the cards are dealt again.",
          "A player whose only trump is the Petit, without the Excuse (petit sec), annuls the deal.",
        ]],
        ["The chien", [
          "Prise and Garde: the chien is shown, the taker adds it to his hand and discards as many cards. Kings and oudlers may never be discarded; trumps only when nothing else remains, and a discarded trump is shown.",
          "Garde sans: the chien stays hidden but counts for the taker. Garde contre: it stays hidden and counts for the defence.",
        ]],
        ["Announcements", [
          "Only the taker may announce a slam (chelem) before the first card: he then leads the first trick.",
          "Before his first card, any player may show a poignée (handful) of trumps: 10, 13 or 15 with four players (13, 15 or 18 with three; 8, 10 or 13 with five), for a bonus of 20, 30 or 40. The bonus goes to the side that wins the contract, whoever showed it.",
        ]],
        ["Play", [
          "Follow the suit led; if you cannot, you must trump; if you have no trump, play anything.",
          "Whenever you play a trump you must beat the highest trump already in the trick if you can – even your partner's.",
          "The Excuse may be played at any time. It never wins the trick (except as the slam's last card) and returns to its owner's side, who give half a point in exchange when the trick went to the other side.",
        ]],
        ["Scoring", [
          "The contract is made if the taker's card points reach his target. The difference is rounded to whole points.",
          "Each defender pays or receives (25 + difference) × the contract's multiplier, plus petit au bout (the Petit in the last trick: 10 × multiplier to the side that wins that trick), the poignée and the slam bonus. The taker receives or pays three times that amount (twice with three players; with five, the taker twice and his partner once, or four times when he is alone), so every deal adds up to zero.",
          "Example: Garde with two oudlers and 45 points: target 41, made by 4, each defender pays (25 + 4) × 2 = 58 and the taker gains 174.",
        ]],
        ["Where the rules leave room: Cardavia's choices", [
          "The Excuse's exchange is half a point passed between the sides: its owner's side keeps the Excuse (4.5) and gives 0.5 to the side that won the trick – so it works even before that side has won a half-point card.",
          "The poignée is offered just before your first card, and only at the levels your hand allows. The trumps shown are your lowest; the Excuse stands in for a trump only when you show every trump you hold. Declining is not shown to the others.",
          "Calling with five players: any king may be called, even your own (you then play alone); a queen only with all four kings, a knight only with all kings and queens, and so on. A called card in the shown chien tells everyone at once that the taker is alone.",
          "Slam: announced and made +400, announced and failed −200, made without announcement +200. A defence that takes every trick scores 200 for itself.",
          "Petit sec and a deal where everyone passes are dealt again at once. Scores are whole numbers: a difference ending in .5 is rounded up.",
        ]],
      ],
      variants: [
        "Three or five players follow the federation's own variants: with three, 24 cards each; with five, 15 each, a chien of three, and the taker calls a king whose holder secretly partners him.",
        "A match of several deals is an option; the default is one deal, as in the source.",
      ],
    },
    cs: {
      lead: "Hra francouzské tarokové federace, jak ji popisuje zdroj Cardavie: čtyři hráči, vy proti třem počítačovým hráčům, standardně jedno rozdání.",
      sections: [
        ["Karty", [
          "78 karet: čtyři barvy po 14 (král, dáma, kaval, valet, 10 až eso), 21 trumfů a Výmluva (Blázen).",
          "Tři trula (oudlers) jsou trumf 1 (Petit), trumf 21 (Monde) a Výmluva. Čím víc jich hráč nakonec má, tím méně bodů potřebuje: 56 bez trula, 51 s jedním, 41 se dvěma, 36 se všemi třemi.",
          "Body karet: trula a králové 4,5, dámy 3,5, kavalové 2,5, valeti 1,5, ostatní 0,5 – celkem 91.",
        ]],
        ["Rozdání a dražba", [
          "Každý dostane 18 karet, šest jde lícem dolů do talonu (chien). Hraje se proti směru hodinových ručiček.",
          "Každý promluví jednou: pasuje, nebo nabídne víc než dosud: Prise (×1), Garde (×2), Garde bez talonu (×4), Garde proti talonu (×6). Nejvyšší nabídka určí hráče, ostatní se brání spolu. Pasují-li všichni, rozdává se znovu.",
          "Hráč, jehož jediným trumfem je Petit a nemá Výmluvu (petit sec), rozdání ruší.",
        ]],
        ["Talon", [
          "Prise a Garde: talon se ukáže, hráč si ho vezme a stejný počet karet odhodí. Krále a trula odhodit nesmí, trumfy jen když nic jiného nezbývá, a odhozený trumf se ukáže.",
          "Garde bez talonu: talon zůstane skrytý, ale počítá se hráči. Garde proti talonu: zůstane skrytý a počítá se obraně.",
        ]],
        ["Hlášky", [
          "Jen hráč smí před první kartou ohlásit šlem (chelem); pak vynáší první zdvih.",
          "Před svou první kartou smí kdokoli ukázat hrst trumfů (poignée): 10, 13 nebo 15 ve čtyřech hráčích (13, 15 nebo 18 ve třech; 8, 10 nebo 13 v pěti), za 20, 30 nebo 40 bodů. Bonus dostane strana, která vyhraje závazek, ať ji ukázal kdokoli.",
        ]],
        ["Hra", [
          "Přiznej barvu; nemáš-li ji, musíš trumfovat; nemáš-li trumf, hraj cokoli.",
          "Kdykoli hraješ trumf, musíš přebít nejvyšší trumf ve zdvihu, pokud můžeš – i spoluhráčův.",
          "Výmluvu lze zahrát kdykoli. Zdvih nikdy nebere (kromě posledního zdvihu šlemu) a vrací se své straně, která za ni dá půl bodu, když zdvih vzal soupeř.",
        ]],
        ["Počítání", [
          "Závazek je splněn, když body hráče dosáhnou jeho cíle. Rozdíl se zaokrouhluje na celé body.",
          "Každý obránce platí nebo dostává (25 + rozdíl) × násobek závazku, plus petit au bout (Petit v posledním zdvihu: 10 × násobek straně, která ho bere), hrst a šlem. Hráč dostává nebo platí trojnásobek (ve třech dvojnásobek; v pěti hráč dvojnásobek a jeho partner jednou, hraje-li sám, čtyřnásobek), takže součet je vždy nula.",
          "Příklad: Garde se dvěma truly a 45 body: cíl 41, splněno o 4, každý obránce platí (25 + 4) × 2 = 58 a hráč získá 174.",
        ]],
        ["Kde pravidla nechávají volnost: volba Cardavie", [
          "Výměna za Výmluvu je půl bodu mezi stranami: strana majitele si Výmluvu (4,5) nechá a straně, která zdvih vzala, dá 0,5 bodu – funguje to tedy i tehdy, když ta strana ještě žádnou půlbodovou kartu nemá.",
          "Hrst se nabízí těsně před vaší první kartou a jen v úrovních, které vaše ruka dovolí. Ukazují se vaše nejnižší trumfy; Výmluva zastoupí trumf jen tehdy, když ukazujete všechny své trumfy. Že jste hrst nehlásili, ostatní nevidí.",
          "Volání v pěti: zavolat lze kteréhokoli krále, i vlastního (pak hrajete sami); dámu jen se všemi čtyřmi králi, kavala jen se všemi králi a dámami atd. Leží-li volaná karta v ukázaném talonu, všichni hned vědí, že hráč hraje sám.",
          "Šlem: ohlášený a uhraný +400, ohlášený a neuhraný −200, neohlášený a uhraný +200. Obrana, která vezme všechny zdvihy, získá 200.",
          "Při petit sec a když všichni pasují, se hned rozdává znovu. Body jsou celá čísla: rozdíl končící na ,5 se zaokrouhluje nahoru.",
        ]],
      ],
      variants: [
        "Tři nebo pět hráčů podle pravidel federace: ve třech 24 karet každému; v pěti 15 karet, talon tři karty a hráč volá krále, jehož držitel je jeho tajným spoluhráčem.",
        "Partie o více rozdáních je volitelná; standardně se hraje jedno rozdání jako ve zdroji.",
      ],
    },
  },
  renaissance_tarot: {
    en: {
      lead: "An attempt to rebuild how tarot was played in the 16th century, when it ranked just below chess in polite company. Everyone plays for himself.",
      sections: [
        ["The cards", [
          "78 cards. Trumps rank from 21 (the World) down to 1 (the Pagat). The Fool (Škýz) has no number.",
          "In cups and coins the low cards rank in reverse: king, queen, knight, jack, ace, 2 … 10. Swords and batons run king, queen, knight, jack, 10 … 2, ace.",
        ]],
        ["Deal and play", [
          "The whole pack is split evenly (the few left over are set aside unseen). The player after the dealer leads; play runs clockwise.",
          "Follow suit if you can; otherwise play a trump if you have one; otherwise anything. You never have to beat the cards already played. A trump lead must be answered with a trump.",
          "The highest trump wins, otherwise the highest card of the suit led; the winner leads next.",
        ]],
        ["The Fool", [
          "You may play the Fool instead of any card. It does not take part in the trick: it goes in front of you and then among your won cards.",
          "In exchange you give the trick's winner one counting card from your won cards – the least valuable one, done automatically. If you have none yet, the debt waits; if you never get one, you give the Fool itself.",
          "If the Fool is led, the others must play trumps if they can.",
        ]],
        ["Scoring", [
          "1 point for each trick, plus for the cards you end with: jack 1, knight 2, queen 3, king 4, the World 4, the Pagat 4, the Fool 5.",
          "The match ends after the deal in which someone reaches 50 points; the highest total wins.",
        ]],
        ["Where the rules leave room: Cardavia's choices", [
          "Cards are dealt from the player after the dealer; the cards left over are set aside face down and count for nobody.",
          "The suit led is that of the first card in the trick that is not the Fool. With two players, a trick led with the Fool is won by the other card.",
          "The Fool's exchange is automatic: its owner gives the least valuable eligible card of his won cards (fewest points; on a tie plain cards before trumps, then the lowest card, then cups, coins, swords, batons). A debt is paid as soon as he wins such a card; still unpaid at the end, it is settled with the Fool itself.",
          "Match target 0 in the options means the standard target: 50 points, or 100 with the talon draw. One round (each player deals once) cannot be combined with a target.",
          "Talon draw: 12 cards each; the talon keeps a multiple of the number of players (the few left over are set aside unseen). Only the drawer sees a drawn card; everybody sees how many are left.",
          "Three-hand deal: the first player discards four, then the next player and the dealer one each. Counting cards and the Fool cannot be discarded. It cannot be combined with the talon draw or with 12 cards each.",
          "Per-card scoring (historical): trick points are the cards you won minus the cards you played, so they add up to zero; card points are added as usual.",
        ]],
      ],
      variants: [
        "12 cards each instead of the whole pack.",
        "Drawing from the talon after each trick (recommended for two players in 1637; the match then goes to 100).",
        "The three-hand deal close to the Marriage games: 24 cards to the first player and 21 to the others, who discard to a dead talon.",
        "Historical options for the Fool's exchange (any won card) and its lead (the next card sets the suit), and per-card scoring instead of points for tricks.",
      ],
    },
    cs: {
      lead: "Pokus o rekonstrukci taroků 16. století, kdy hra stála ve společnosti hned za šachy. Každý hraje sám za sebe.",
      sections: [
        ["Karty", [
          "78 karet. Trumfy od 21 (Svět) po 1 (Pagát). Škýz (Blázen) nemá číslo.",
          "V pohárech a mincích jdou nízké karty obráceně: král, dáma, kaval, valet, eso, 2 … 10. Meče a hole: král, dáma, kaval, valet, 10 … 2, eso.",
        ]],
        ["Rozdání a hra", [
          "Celý balíček se rozdělí rovným dílem (pár zbylých karet se neviděných odloží). Vynáší hráč po rozdávajícím, hraje se po směru hodinových ručiček.",
          "Přiznej barvu; nemáš-li ji, hraj trumf; nemáš-li trumf, cokoli. Přebíjet není povinné. Na vynesený trumf se musí odpovědět trumfem.",
          "Bere nejvyšší trumf, jinak nejvyšší karta vynesené barvy; kdo bere, vynáší.",
        ]],
        ["Škýz", [
          "Škýze lze zahrát místo jakékoli karty. Do zdvihu nepatří: položí se před majitele a pak k jeho sebraným kartám.",
          "Náhradou dá majitel tomu, kdo zdvih vzal, jednu bodovanou kartu ze svých zdvihů – tu nejméně cennou, automaticky. Nemá-li zatím žádnou, dluh počká; nezíská-li ji do konce, odevzdá Škýze.",
          "Je-li Škýz vynesen, ostatní musí hrát trumf, mají-li ho.",
        ]],
        ["Počítání", [
          "1 bod za každý zdvih a za karty na konci: valet 1, kaval 2, dáma 3, král 4, Svět 4, Pagát 4, Škýz 5.",
          "Partie končí rozdáním, v němž někdo dosáhne 50 bodů; vyhrává nejvyšší součet.",
        ]],
        ["Kde pravidla nechávají volnost: volba Cardavie", [
          "Rozdává se od hráče po rozdávajícím; zbylé karty se odloží lícem dolů a nepočítají se nikomu.",
          "Vynesená barva je barva první karty zdvihu, která není Škýz. Ve dvou hrách bere zdvih vynesený Škýzem druhá karta.",
          "Výměna za Škýze je automatická: majitel dá nejméně cennou přípustnou kartu ze svých uhraných (nejméně bodů; při rovnosti nejdřív barevná karta před trumfem, pak nižší karta, pak pořadí poháry, mince, meče, hole). Dluh splatí, jakmile takovou kartu uhraje; zůstane-li na konci nesplacený, dá samotného Škýze.",
          "Cíl partie 0 v možnostech znamená obvyklý cíl: 50 bodů, nebo 100 s doběrem z talonu. Jedno kolo (každý rozdává jednou) nelze spojit s cílem.",
          "Doběr z talonu: každý 12 karet; talon má násobek počtu hráčů karet (těch pár navíc se odloží neviděných). Doebranou kartu vidí jen ten, kdo ji vzal; kolik karet zbývá, vidí všichni.",
          "Rozdání pro tři: první hráč odhodí čtyři karty, další hráč a rozdávající po jedné. Počítané karty a Škýz odhodit nelze. Nejde spojit s doběrem z talonu ani s 12 kartami.",
          "Počítání po kartách (historické): body za zdvihy jsou uhrané karty minus zahrané, takže dávají dohromady nulu; body za karty se přičtou jako obvykle.",
        ]],
      ],
      variants: [
        "12 karet každému místo celého balíčku.",
        "Dobírání z talonu po každém zdvihu (doporučeno pro dva hráče roku 1637; partie pak jde do 100).",
        "Rozdání pro tři podobné mariáši: prvnímu 24 karet, ostatním 21, odhazuje se do mrtvého talonu.",
        "Historické varianty výměny za Škýze (jakákoli sebraná karta) a jeho výnosu (barvu určí další karta) a počítání po kartách místo bodů za zdvihy.",
      ],
    },
  },
  maw: {
    en: {
      lead: "Scotland, 16th–17th century, a favourite of King James VI and I; the ancestor of Spoil Five and Twenty-Five. Five cards each, everyone for himself, for a pot of chips.",
      sections: [
        ["The cards", [
          "52 cards. The three highest trumps, in this order: the five of trumps, the jack of trumps and the ace of cups – the ace of cups is always a trump, whatever suit is trumps.",
          "Plain suits: in cups and coins king, queen, jack, ace, 2 … 10 (the low numbers are higher); in swords and batons king, queen, jack, 10 … 2, ace.",
        ]],
        ["Deal and the turned card", [
          "Everyone puts a chip in the pot. The dealer gives five cards each (two, then three) and turns the next card: its suit is trumps.",
          "If the turned card is an ace, the dealer may take it before the first lead, discarding a card. Otherwise, during the first trick, any player at his turn may take the turned card and discard one, while it is still there.",
        ]],
        ["Play", [
          "The player after the dealer leads; play runs clockwise.",
          "Follow suit if you can – but you may always trump instead. If you cannot follow, you must trump if you can. You never have to beat.",
          "To a trump lead you must play a trump, except that the five, the jack of trumps and the ace of cups need not be played to a lower trump (reneging).",
        ]],
        ["The pot", [
          "Whoever takes three of the five tricks wins the pot; all five tricks earn one more chip from each player. If nobody takes three, the deal is spoiled and the pot waits for the next deal.",
        ]],
        ["Where the rules leave room: Cardavia's choices", [
          "Taking the turned card: you pick the card to discard face down, and the turned card joins your hand. A dealer who leaves a turned ace before the lead may still take it at his turn in the first trick, like anyone else.",
          "All five tricks are played: nobody can claim the pot early.",
          "Every player still in antes one chip each deal. A player with no chip when a new pot starts drops out for good; while a spoiled pot is carried over, everybody who played for it stays in. A player with no chips left pays nothing more.",
          "The match: every player deals twice (an option), spoiled deals included, and most chips wins. A pot spoiled in the last deal stays unwon. The match also ends when fewer than two players have chips.",
          "Only the five and the jack of trumps and the ace of cups may renege, in both readings. In the Spoil Five reading the trump ace ranks fourth but must still answer a trump lead.",
        ]],
      ],
      variants: [
        "Spoil Five reading (historical): trumps run five, jack, ace of cups, the trump ace, then king and queen; plain suits are ‘highest in red, lowest in black’; only the holder of the trump ace may take the turned card; and after three tricks the winner may stop or go on for all five (jinking).",
        "The historical robbing (only the holder of the trump ace takes the turned card, at his turn in the first trick – the dealer when an ace is turned) and jinking can also be added one by one to the source's Maw. Jinking is offered only to a player who took each of the first three tricks: if he stops, the deal ends at once; if he goes on and loses a trick, the pot waits for the next deal.",
      ],
    },
    cs: {
      lead: "Skotsko 16.–17. století, oblíbená hra krále Jakuba VI. a I.; předek her Spoil Five a Twenty-Five. Pět karet, každý sám za sebe, o bank žetonů.",
      sections: [
        ["Karty", [
          "52 karet. Tři nejvyšší trumfy v tomto pořadí: pětka trumfů, kluk trumfů a eso pohárů – eso pohárů je trumf vždy, ať jsou trumfy cokoli.",
          "Netrumfové barvy: v pohárech a mincích král, dáma, kluk, eso, 2 … 10 (nižší čísla jsou silnější); v mečích a holích král, dáma, kluk, 10 … 2, eso.",
        ]],
        ["Rozdání a otočená karta", [
          "Každý vloží žeton do banku. Rozdávající dá každému pět karet (dvě a tři) a otočí další kartu: její barva jsou trumfy.",
          "Je-li otočeno eso, smí si ho rozdávající vzít před prvním výnosem a odhodit kartu. Jinak si ji během prvního zdvihu smí vzít kdokoli, kdo je na tahu, a odhodit jednu kartu, dokud tam leží.",
        ]],
        ["Hra", [
          "Vynáší hráč po rozdávajícím, hraje se po směru hodinových ručiček.",
          "Přiznej barvu, můžeš-li – ale vždy smíš místo toho trumfovat. Nemáš-li barvu, musíš trumfovat. Přebíjet není povinné.",
          "Na vynesený trumf se hraje trumf; pětka, kluk trumfů a eso pohárů se ale nemusí přiznat na nižší trumf (zapírání).",
        ]],
        ["Bank", [
          "Kdo uhraje tři z pěti zdvihů, bere bank; za všech pět mu každý doplatí ještě jeden žeton. Neuhraje-li nikdo tři, hra je zkažená a bank čeká na další rozdání.",
        ]],
        ["Kde pravidla nechávají volnost: volba Cardavie", [
          "Vzetí otočené karty: sami vyberete kartu, kterou odhodíte lícem dolů, a otočená karta přejde do vaší ruky. Rozdávající, který otočené eso před výnosem nechal ležet, si ho ještě smí vzít, až bude v prvním zdvihu na tahu – jako kdokoli jiný.",
          "Hraje se všech pět zdvihů: bank nelze vzít předčasně.",
          "Každý, kdo je ještě ve hře, vloží do banku žeton v každém rozdání. Kdo nemá žeton, když začíná nový bank, ze hry natrvalo vypadává; dokud se přenáší zkažený bank, hrají o něj všichni, kdo do něj vkládali. Kdo už žetony nemá, nic dalšího neplatí.",
          "Partie: každý rozdává dvakrát (lze změnit), zkažená rozdání se počítají, vyhrává nejvíc žetonů. Bank zkažený v posledním rozdání zůstane nevyhraný. Partie končí i tehdy, mají-li žetony méně než dva hráči.",
          "Zapírat smějí jen pětka a kluk trumfů a eso pohárů, v obou výkladech. Ve výkladu Spoil Five je eso trumfů čtvrté nejvyšší, ale na vynesený trumf se přiznat musí.",
        ]],
      ],
      variants: [
        "Výklad podle Spoil Five (historický): trumfy pětka, kluk, eso pohárů, eso trumfů, pak král a dáma; netrumfové barvy „nejvyšší v červené, nejnižší v černé“; otočenou kartu smí vzít jen držitel esa trumfů; po třech zdvizích smí vítěz skončit, nebo hrát dál o všech pět.",
        "Historické kupování (otočenou kartu smí vzít jen držitel esa trumfů, když je v prvním zdvihu na tahu – rozdávající, je-li otočeno eso) a hru dál lze do Maw podle zdroje přidat i jednotlivě. Hrát dál se nabízí jen tomu, kdo vzal každý z prvních tří zdvihů: skončí-li, rozdání hned končí; hraje-li dál a některý zdvih ztratí, bank čeká na další rozdání.",
      ],
    },
  },
  triumph: {
    en: {
      lead: "One of the oldest trick-taking games, first mentioned in 1529 and played by every class in 16th- and 17th-century Western Europe; an ancestor of whist.",
      sections: [
        ["Players and cards", [
          "Four players in two partnerships, partners sitting opposite: you and the player across the table against the other two.",
          "52 cards ranking ace, king, queen, jack, 10 … 2.",
        ]],
        ["Deal and the talon", [
          "Three rounds of four cards: twelve each. The four left over are the talon; its first card is turned and sets trumps.",
          "A player holding the ace of trumps takes the whole talon and discards four cards. If the turned card is that ace, the dealer takes it.",
        ]],
        ["Play", [
          "The player after the dealer (the elder hand) leads; play runs clockwise.",
          "Follow suit if you can; otherwise trump if you can; otherwise play anything. You never have to beat.",
          "The highest trump wins, otherwise the highest card of the suit led.",
        ]],
        ["Scoring", [
          "Each side scores a point per trick. A side whose won cards include the ace, king, queen and jack of trumps scores 4 more; three of them, 3 more.",
          "A match is four deals, each player dealing once.",
        ]],
        ["Where the rules leave room: Cardavia's choices", [
          "Robbing is compulsory: the holder of the ace of trumps (the dealer, when the turned card is that ace) takes the whole talon, the turned card included, and discards any four cards face down, out of play. If the ace of trumps lies face down in the talon, nobody robs.",
          "Everybody knows who robbed (he held the ace of trumps and took the turned card); only he knows his discards.",
          "Match length: four deals by default. With a target, the match ends after the deal in which a side reaches it; if both sides are level, play goes on. Ruff and Honours without a target is played to 9 points.",
          "Ruff and Honours counts the honours in the partners' hands after the talon exchange, so a discarded honour does not count.",
        ]],
      ],
      variants: [
        "Ruff and Honours (Charles Cotton, 1674, historical): only following suit is compulsory; only tricks beyond six score; honours count as held in the partners' hands (all four 4, three 2).",
      ],
    },
    cs: {
      lead: "Jedna z nejstarších zdvihových her, poprvé zmíněná roku 1529 a hraná všemi vrstvami v západní Evropě 16. a 17. století; předek whistu.",
      sections: [
        ["Hráči a karty", [
          "Čtyři hráči ve dvou dvojicích, spoluhráči sedí naproti sobě: vy a hráč naproti proti dvěma ostatním.",
          "52 karet v pořadí eso, král, dáma, kluk, 10 … 2.",
        ]],
        ["Rozdání a talon", [
          "Třikrát po čtyřech kartách: dvanáct každému. Zbylé čtyři jsou talon; první z nich se otočí a určí trumfy.",
          "Kdo má eso trumfů, vezme si celý talon a odhodí čtyři karty. Je-li otočenou kartou právě toto eso, bere talon rozdávající.",
        ]],
        ["Hra", [
          "Vynáší hráč po rozdávajícím („starší“), hraje se po směru hodinových ručiček.",
          "Přiznej barvu; nemáš-li ji, trumfuj; nemáš-li trumf, hraj cokoli. Přebíjet není povinné.",
          "Bere nejvyšší trumf, jinak nejvyšší karta vynesené barvy.",
        ]],
        ["Počítání", [
          "Každá strana má bod za zdvih. Strana, jejíž zdvihy obsahují eso, krále, dámu a kluka trumfů, má 4 body navíc; se třemi z nich 3 body.",
          "Partie má čtyři rozdání, každý jednou rozdává.",
        ]],
        ["Kde pravidla nechávají volnost: volba Cardavie", [
          "Kupování je povinné: držitel esa trumfů (rozdávající, je-li otočenou kartou právě toto eso) vezme celý talon včetně otočené karty a odhodí libovolné čtyři karty lícem dolů; ty jsou mimo hru. Leží-li eso trumfů v talonu lícem dolů, nekupuje nikdo.",
          "Všichni vědí, kdo kupoval (držel eso trumfů a vzal otočenou kartu); co odhodil, ví jen on.",
          "Délka partie: standardně čtyři rozdání. S cílem partie skončí po rozdání, ve kterém ho některá strana dosáhne; mají-li obě strany stejně, hraje se dál. Ruff and Honours bez cíle se hraje do 9 bodů.",
          "Ruff and Honours počítá honéry v rukou partnerů po výměně s talonem, takže odhozený honér se nepočítá.",
        ]],
      ],
      variants: [
        "Ruff and Honours (Charles Cotton, 1674, historické): povinné je jen přiznat barvu; body jen za zdvihy nad šest; honéry se počítají v rukou dvojice (všechny čtyři 4, tři 2).",
      ],
    },
  },
  indulgence: {
    en: {
      lead: "A modern trick-taking game of the Italian Renaissance: as Ruler you earn florins when others take forbidden cards; as a sinner you bet on doing the very opposite.",
      notice: "Cardavia follows the structure of the published game Indulgence (Restoration Games, 2017, after Dragonmaster, 1981). Its decree texts and amounts are not public: the decrees, their amounts and the papal bulls in this app are Cardavia's own.",
      sections: [
        ["Components", [
          "36 family cards: Medici, Sforza, Orsini and Borgia, 1 to 9 each (9 high). No trumps unless a decree names them.",
          "Each player starts with 30 florins. Three decrees lie face up.",
        ]],
        ["A hand", [
          "The Ruler deals all the cards (9 each with four players, 12 with three), looks at his hand and chooses one of the face-up decrees – it says what must not be taken.",
          "Starting on the Ruler's left, each other player passes or sins. The first to sin turns the decree to its sin side and takes the ring: his goal is to take every forbidden card (or trick). Only one sinner per hand.",
          "The Ruler leads the first trick – the sinner, if there is one. Follow the family led if you can, otherwise play anything. The highest card of the family led wins, unless the decree makes a family trumps.",
          "Once per hand the sinner may play a card with the ring on it: that card counts as a 10 of its family.",
        ]],
        ["Paying", [
          "Nobody sinned: every player but the Ruler pays the Ruler the decree's penalty for each forbidden card or trick he took.",
          "The sin succeeded: every other player pays the sinner the decree's sin value. It failed: the sinner pays the Ruler the sin value once for each other player.",
          "Nobody goes below zero: a player who cannot pay in full pays what he has.",
        ]],
        ["The game", [
          "Each player is Ruler once a round; three rounds are played. The most florins wins; equal totals share the win.",
        ]],
        ["Where the rules leave room: Cardavia's choices", [
          "The first Ruler is drawn at random unless you choose one in the options.",
          "A card played with the ring keeps its identity for the decrees: the Sforza 7 with the ring is still the Sforza 7 – the ring only changes its strength.",
          "The used decree (all three after a Union) is discarded when the next hand starts; when the decree deck runs out, the discards are shuffled into a new deck.",
          "Under the Interdict there is no sin round, so the Jubilee cannot be played that hand. Under a Union the sinner must meet every goal; a Union with one trump decree makes that family trumps.",
          "The Absolution is offered to its holder only when he would really hand over florins; passing pays and keeps the bull. Payments are owed in full (doubled by the Jubilee), then each payer pays at most what he holds.",
        ]],
        ["The decrees (Cardavia's own set)", [
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
          "The last Borgia: don't take the trick holding the last Borgia played – penalty 6 per trick, sin 3 (wax seal: advanced game).",
          "The last Medici: don't take the trick holding the last Medici played – penalty 6 per trick, sin 3 (wax seal: advanced game).",
          "The Sforza seven: don't take the 7 of Sforza – penalty 6 per card, sin 3 (wax seal: advanced game).",
          "Not the last two: don't take the last two tricks – penalty 4 per trick, sin 4 (wax seal: advanced game).",
          "Borgia rule: Borgias are trumps; don't take any trick at all – penalty 1 per trick, sin 8 (wax seal: advanced game).",
          "Sforza rule: Sforzas are trumps; don't take the first and the last trick – penalty 4 per trick, sin 4 (wax seal: advanced game).",
        ]],
      ],
      variants: [
        "Advanced game: the decrees marked with wax are shuffled in and each player receives a secret papal bull, used once per game (Union: three decrees at once; Interdict: nobody may sin; Jubilee: all payments doubled; Absolution: pay nothing this hand).",
      ],
    },
    cs: {
      lead: "Moderní zdvihová hra z italské renesance: jako Vládce vyděláváte florény, když ostatní berou zakázané karty; jako hříšník sázíte na pravý opak.",
      notice: "Cardavia se drží struktury vydané hry Indulgence (Restoration Games, 2017, podle hry Dragonmaster z roku 1981). Znění a částky jejích dekretů nejsou veřejné: dekrety, částky a papežské buly v této aplikaci jsou vlastní tvorbou Cardavie.",
      sections: [
        ["Součásti", [
          "36 karet rodů: Medici, Sforza, Orsini a Borgia, každý 1 až 9 (9 nejvyšší). Trumfy nejsou, pokud je neurčí dekret.",
          "Každý hráč začíná s 30 florény. Tři dekrety leží lícem nahoru.",
        ]],
        ["Jedna hra", [
          "Vládce rozdá všechny karty (ve čtyřech 9, ve třech 12), prohlédne si je a vybere jeden z vyložených dekretů – ten říká, co se nesmí brát.",
          "Počínaje hráčem po Vládcově levici každý pasuje, nebo zhřeší. Kdo zhřeší první, otočí dekret na stranu hříchu a vezme si prsten: jeho cílem je vzít všechny zakázané karty (nebo zdvihy). V jedné hře je nejvýš jeden hříšník.",
          "První zdvih vynáší Vládce – hříšník, pokud nějaký je. Přiznej rod, můžeš-li, jinak hraj cokoli. Bere nejvyšší karta vyneseného rodu, pokud dekret neurčí trumfy.",
          "Jednou za hru smí hříšník zahrát kartu s prstenem: ta platí jako desítka svého rodu.",
        ]],
        ["Placení", [
          "Nikdo nezhřešil: každý kromě Vládce mu zaplatí pokutu dekretu za každou zakázanou kartu či zdvih, který vzal.",
          "Hřích se povedl: každý ostatní zaplatí hříšníkovi hodnotu hříchu. Nepovedl se: hříšník zaplatí Vládci hodnotu hříchu za každého dalšího hráče.",
          "Nikdo nejde pod nulu: kdo nemůže zaplatit celé, zaplatí, co má.",
        ]],
        ["Celá hra", [
          "Každý je v každém kole jednou Vládcem; hrají se tři kola. Vyhrává nejvíc florénů; při rovnosti se vítězství dělí.",
        ]],
        ["Kde pravidla nechávají volnost: volba Cardavie", [
          "Prvního Vládce určí los, pokud ho nezvolíte v možnostech.",
          "Karta zahraná s prstenem zůstává pro dekrety sama sebou: Sforza 7 s prstenem je pořád Sforza 7 – prsten mění jen její sílu.",
          "Použitý dekret (po Unii všechny tři) se odloží na začátku další hry; když balíček dekretů dojde, odložené se zamíchají do nového.",
          "Při Interdiktu se nehřeší, takže Jubileum se v té hře zahrát nedá. Při Unii musí hříšník splnit všechny cíle; Unie s jedním trumfovým dekretem dělá z jeho rodu trumfy.",
          "Absoluce se nabízí jen tehdy, když by její držitel opravdu platil; kdo pasuje, zaplatí a bulu si nechá. Dluží se celé částky (při Jubileu dvojnásobné) a každý pak zaplatí nejvýš to, co má.",
        ]],
        ["Dekrety (vlastní sada Cardavie)", [
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
          "Sudé karty Medici a Sforza: nebrat sudé karty rodů Medici a Sforza – pokuta 1 za kartu, hřích 5.",
          "Liché karty Orsini a Borgia: nebrat liché karty rodů Orsini a Borgia – pokuta 1 za kartu, hřích 5.",
          "Ani první, ani poslední: nebrat první a poslední štych – pokuta 4 za štych, hřích 4.",
          "Žádné štychy: nebrat žádný štych – pokuta 1 za štych, hřích 8.",
          "Poslední Borgia: nebrat štych s poslední zahranou kartou rodu Borgia – pokuta 6 za štych, hřích 3 (s voskovou pečetí: pokročilá hra).",
          "Poslední Medici: nebrat štych s poslední zahranou kartou rodu Medici – pokuta 6 za štych, hřích 3 (s voskovou pečetí: pokročilá hra).",
          "Sedmička rodu Sforza: nebrat sedmičku rodu Sforza – pokuta 6 za kartu, hřích 3 (s voskovou pečetí: pokročilá hra).",
          "Ne poslední dva: nebrat poslední dva štychy – pokuta 4 za štych, hřích 4 (s voskovou pečetí: pokročilá hra).",
          "Vláda rodu Borgia: rod Borgia je trumf; nebrat žádný štych – pokuta 1 za štych, hřích 8 (s voskovou pečetí: pokročilá hra).",
          "Vláda rodu Sforza: rod Sforza je trumf; nebrat první a poslední štych – pokuta 4 za štych, hřích 4 (s voskovou pečetí: pokročilá hra).",
        ]],
      ],
      variants: [
        "Pokročilá hra: přimíchají se dekrety s voskovou pečetí a každý dostane tajnou papežskou bulu, použitelnou jednou za hru (Unie: tři dekrety naráz; Interdikt: nikdo nesmí hřešit; Jubileum: všechny platby dvojnásobné; Rozhřešení: tuto hru nic neplatíte).",
      ],
    },
  },
};
