"""Why a card is good, read from the position: the motive a hint gives before its cost.

A hint's motive says, in plain words, what the suggested card does at the table:
takes the trick (with the lowest card that does, by trumping), leaves it to a
partner who is winning it already and gives them points, lets a trick go and keeps
a strong card, gets rid of a card nobody wants, leads a suit nobody can beat ...
It is worked out from the seat's view alone, with each game's card order and
stakes (its ``TableReading``, registered with the game's AI hooks).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core.cards import DECKS, card_name
from ..core.registry import game
from ..core.text import count

if TYPE_CHECKING:
    from ..core.protocol import View
    from ..core.text import Text

LIKELY = 0.8  # a trick won in this share of the search's playouts "should" be won
UNLIKELY = 0.3  # ... and in this share or less, someone else "will most likely" take it
TRUMP_LEAD = 0.4  # trumps led to draw the others' when they are this share of the hand
LONG_SUIT = 4  # a suit this long is "your long suit"

POINTS = "points"  # what ``worth`` counts is good to take (card points)
AVOID = "avoid"  # what ``worth`` counts costs whoever takes it (Indulgence's forbidden cards)
COLLECT = "collect"  # what ``worth`` counts must all be taken (Indulgence's sinner)
BREAK = "break"  # taking one item of what ``worth`` counts breaks the sin (everyone but the sinner)
NOTHING = "nothing"  # cards carry nothing; only the tricks count


@dataclass(frozen=True)
class TableReading:
    """How one seat reads a trick: the game's card order, who plays with whom, what the cards carry."""

    power: Callable[[str, str], int]  # (card, effective suit led) -> strength in the trick; higher wins
    suit_of: Callable[[str], str]  # a card's effective suit (the trump suit's letter for every trump)
    suit_name: Callable[[str], Text]  # an effective suit in words ("cups", "trumps", "the Medici")
    trump: str | None = None  # the effective trump suit, None in a game (or hand) without trumps
    worth: Callable[[str], int] = lambda code: 0  # what a card carries to whoever takes its trick
    stake: str = NOTHING  # how the seat feels about ``worth`` (POINTS, AVOID, COLLECT, BREAK, NOTHING)
    partners: frozenset[int] = frozenset()  # the seats known to play with this seat
    fool: str | None = None  # a card that is played to keep it (the Fool), never to win
    plays: int = 0  # cards in a complete trick (0: one per seat)
    forbidden_trick: bool = False  # Indulgence: taking this trick costs, whatever is in it
    discards_count: bool = False  # French Tarot: the taker's discards count as his tricks
    tricks_to_win: int = 0  # Maw: tricks that win the pot


def _name(view: View, code: str) -> Text:
    return card_name(code, game(view["game"]).info.deck)


def _your(name: Text) -> Text:
    """ "your King of cups" (the Fool keeps its article: "the Fool")."""
    en = name["en"] if name["en"].startswith("the ") else "your " + name["en"]
    return {"cs": name["cs"], "en": en}


def _join(*parts: Text | None) -> Text:
    kept = [p for p in parts if p is not None]
    return {"cs": " ".join(p["cs"] for p in kept), "en": " ".join(p["en"] for p in kept)}


def _cards_played(view: View) -> set[str]:
    return {ev["card"] for ev in view["events"] if ev["type"] == "play"}


def _legal_cards(view: View, verb: str) -> list[str]:
    return [a.partition(":")[2].split("+")[0] for a in view["legal"] if a.startswith(verb + ":")]


def motive(view: View, action: str, reading: TableReading, win_rate: float | None) -> Text | None:
    """The motive for a card action (play or discard), or None when the position says nothing clear."""
    verb, _, arg = action.partition(":")
    card = arg.split("+")[0]
    if verb == "play":
        return _play(view, card, reading, win_rate)
    if verb == "discard":
        return _discard(view, card, reading)
    return None


# -- playing to a trick ---------------------------------------------------------------------------
@dataclass(frozen=True)
class _Trick:
    led: str  # the effective suit led
    best: str  # the card winning the trick so far
    best_seat: int
    best_power: int
    cards: list[str]


def _read_trick(view: View, reading: TableReading) -> _Trick | None:
    """The trick so far (the Fool ignored), or None before a card that sets the suit."""
    led: str | None = None
    best = ""
    best_seat, best_power = -1, -1
    cards: list[str] = []
    for entry in view["trick"]["cards"]:
        code: str = entry["card"]
        cards.append(code)
        if code == reading.fool:
            continue
        if led is None:
            led = reading.suit_of(code)
        value = reading.power(code, led)
        if value > best_power:
            best, best_seat, best_power = code, entry["seat"], value
    if led is None:
        return None
    return _Trick(led, best, best_seat, best_power, cards)


def _play(view: View, card: str, reading: TableReading, win_rate: float | None) -> Text | None:
    if card == reading.fool:
        return _fool(view, card, reading)
    trick = _read_trick(view, reading)
    if trick is None:
        return _lead(view, card, reading, win_rate)
    legal = [c for c in _legal_cards(view, "play") if c != reading.fool]
    winners = [c for c in legal if reading.power(c, trick.led) > trick.best_power]
    if card in winners:
        if reading.stake == AVOID and len(winners) == len(legal):
            return _forced_lead(view, card, reading, trick, winners)
        return _take(view, card, reading, trick, winners, win_rate)
    return _let_go(view, card, reading, trick, legal, winners)


def _fool(view: View, card: str, reading: TableReading) -> Text:
    trick = _read_trick(view, reading)
    losers = [
        c for c in _legal_cards(view, "play")
        if c != card and trick is not None and reading.power(c, trick.led) <= trick.best_power
    ]
    saved = max(losers, key=reading.worth, default=None)
    if reading.stake == POINTS and saved is not None and reading.worth(saved) > 0:
        return {
            "cs": "Zahraješ Škýz: vyváže tě z tohoto zdvihu a zůstane ti, takže body si necháš: "
            f"{_name(view, saved)['cs']}.",
            "en": f"You play the Fool: it excuses you from this trick and stays yours, so you need not give "
            f"away {_your(_name(view, saved))['en']}.",
        }
    return {
        "cs": "Zahraješ Škýz: vyváže tě z tohoto zdvihu a zůstane ti, a silné karty si necháš.",
        "en": "You play the Fool: it excuses you from this trick and stays yours, and your strong cards stay too.",
    }


def _take(
    view: View, card: str, reading: TableReading, trick: _Trick, winners: list[str], win_rate: float | None
) -> Text:
    plays = reading.plays or view["players"]
    last = len(trick.cards) == plays - 1
    name = _name(view, card)
    if last:
        head: Text = {"cs": f"Tvoje karta ({name['cs']}) vezme zdvih.", "en": f"Your {name['en']} takes the trick."}
    elif win_rate is not None and win_rate >= LIKELY:
        head = {
            "cs": f"Tvoje karta ({name['cs']}) nejspíš zdvih vezme.",
            "en": f"Your {name['en']} should win the trick.",
        }
    else:
        head = {
            "cs": f"Tvoje karta ({name['cs']}) se ve zdvihu dostane do vedení.",
            "en": f"Your {name['en']} takes the lead in the trick.",
        }
    how: Text | None = None
    power = reading.power
    # The cheapest card that wins: the lowest, but never one that carries points when another wins too.
    cheapest = min(winners, key=lambda c: (reading.stake == POINTS and reading.worth(c) > 0, power(c, trick.led)))
    if reading.trump is not None and reading.suit_of(card) == reading.trump != trick.led:
        suit = reading.suit_name(trick.led)
        void = not any(reading.suit_of(c) == trick.led for c in view["hand"])
        why: Text = (
            {"cs": f", protože {suit['cs']} nemáš", "en": f", having no {suit['en']}"} if void else {"cs": "", "en": ""}
        )
        cheap: Text = (
            {"cs": ", a to nejlevnějším trumfem, který stačí", "en": ", with the cheapest trump that does"}
            if len(winners) > 1 and card == cheapest
            else {"cs": "", "en": ""}
        )
        how = {"cs": f"Trumfuješ{why['cs']}{cheap['cs']}.", "en": f"You trump it{why['en']}{cheap['en']}."}
    elif len(winners) > 1 and card == cheapest:
        how = {
            "cs": "Je to tvoje nejnižší karta, která stačí; silnější si necháš na později.",
            "en": "It is your lowest card that beats the others, so your stronger ones stay for later.",
        }
    elif len(winners) > 1 and last is False and card == max(winners, key=lambda c: power(c, trick.led)):
        how = {
            "cs": "Je to tvoje nejsilnější karta, aby ji ti, kdo hrají po tobě, nepřebili.",
            "en": "It is your strongest card, so that the players after you cannot beat it.",
        }
    return _join(head, how, _stake_of_taking(view, card, reading, trick))


def _forced_lead(view: View, card: str, reading: TableReading, trick: _Trick, winners: list[str]) -> Text | None:
    """Every card the seat may play beats the trick so far, and it would rather not take it."""
    power = reading.power
    last = len(trick.cards) == (reading.plays or view["players"]) - 1
    if last and card == max(winners, key=lambda c: power(c, trick.led)):
        return {
            "cs": "Zdvihu se nevyhneš, tak se zbavíš nejvyšší karty; nízké si necháš, abys mohl později podlézt.",
            "en": "You cannot stay under this trick, so you spend your highest card and keep the low ones for ducking "
            "later.",
        }
    if card == min(winners, key=lambda c: power(c, trick.led)):
        return {
            "cs": "Každá tvoje karta by teď vedla, tak dáš nejnižší: hráči po tobě ji spíš přebijí.",
            "en": "Every card you may play would lead the trick, so you play your lowest: the players after you are "
            "more likely to beat it.",
        }
    return None


def _stake_of_taking(view: View, card: str, reading: TableReading, trick: _Trick) -> Text | None:
    """What taking this trick brings or costs, in the game's terms."""
    valuable = [c for c in trick.cards if reading.worth(c) > 0]
    if reading.stake == POINTS and valuable:
        names = ", ".join(_name(view, c)["cs"] for c in valuable)
        en_names = ", ".join(_name(view, c)["en"] for c in valuable)
        return {"cs": f"Ve zdvihu jsou body: {names}.", "en": f"The trick holds points: {en_names}."}
    if reading.stake == COLLECT and (valuable or reading.forbidden_trick):
        return {
            "cs": "Zakázané bereš schválně: hřích platí jen tomu, kdo vezme všechno.",
            "en": "You take what is forbidden on purpose: a sin pays only if all of it is taken.",
        }
    if reading.stake == BREAK and (valuable or reading.forbidden_trick):
        return {
            "cs": "Vezmeš něco zakázaného, a hřích tak zmaříš: hříšník musí vzít všechno sám.",
            "en": "You take something forbidden and so break the sin: the sinner has to take all of it.",
        }
    if reading.stake == AVOID and not valuable and not reading.forbidden_trick and reading.worth(card) == 0:
        return {"cs": "Nic zakázaného v něm není.", "en": "Nothing in it is forbidden."}
    if reading.tricks_to_win:
        have: int = view["tricks_won"][view["seat"]] + 1
        if have <= reading.tricks_to_win:
            return {
                "cs": f"Bude to tvůj {have}. zdvih ze tří, které berou bank.",
                "en": f"That makes {have} of the three tricks that win the pot.",
            }
    return None


def _let_go(
    view: View, card: str, reading: TableReading, trick: _Trick, legal: list[str], winners: list[str]
) -> Text | None:
    name = _name(view, card)
    power = reading.power
    if trick.best_seat in reading.partners:
        if reading.stake == POINTS and reading.worth(card) > 0:
            return {
                "cs": f"Zdvih vede tvůj spoluhráč, tak mu přidáš body: {name['cs']}.",
                "en": f"Your partner is winning this trick, so you give them the points of {_your(name)['en']}.",
            }
        return {
            "cs": "Zdvih vede tvůj spoluhráč: silnou kartu na něj plýtvat nemusíš.",
            "en": "Your partner is winning this trick: no need to spend a strong card on it.",
        }
    best = _name(view, trick.best)
    if reading.stake == AVOID and reading.worth(card) > 0:
        return {
            "cs": f"Zbavíš se zakázané karty ({name['cs']}): zaplatí za ni ten, kdo zdvih vezme.",
            "en": f"You get rid of a forbidden card, {_your(name)['en']}: whoever takes this trick pays for it.",
        }
    if reading.stake == AVOID and (reading.forbidden_trick or any(reading.worth(c) > 0 for c in trick.cards)):
        return {
            "cs": f"Zůstaneš pod vedoucí kartou ({best['cs']}): kdo tenhle zdvih vezme, zaplatí za to, co je v něm "
            "zakázané.",
            "en": f"You stay under the {best['en']}: whoever takes this trick pays for what is forbidden in it.",
        }
    if winners:
        strongest = _name(view, max(winners, key=lambda c: power(c, trick.led)))
        return {
            "cs": f"Tenhle zdvih pustíš a silnější kartu si necháš na později: {strongest['cs']}.",
            "en": f"You let this trick go and keep {_your(strongest)['en']} for later.",
        }
    suit = reading.suit_of(card)
    if suit != trick.led and reading.trump is not None and suit != reading.trump:
        left = [c for c in view["hand"] if c != card and reading.suit_of(c) == suit]
        if not left:
            name_of_suit = reading.suit_name(suit)
            return {
                "cs": f"Na zdvih nemáš, tak odhodíš poslední kartu té barvy ({name_of_suit['cs']}); pak ji budeš moct "
                "trumfovat.",
                "en": f"You cannot win this trick. You throw your last {name_of_suit['en']}, so you can trump them "
                "later.",
            }
    cheapest = min(legal, key=lambda c: (reading.worth(c), power(c, trick.led), power(c, reading.suit_of(c))))
    if card == cheapest and len(legal) > 1:
        return {
            "cs": f"Tenhle zdvih nevezmeš (vede {best['cs']}), tak dáš tu nejméně cennou kartu: {name['cs']}.",
            "en": f"You cannot beat the {best['en']}, so you give your least valuable card.",
        }
    return None


def _lead(view: View, card: str, reading: TableReading, win_rate: float | None) -> Text | None:
    name = _name(view, card)
    suit = reading.suit_of(card)
    hand: list[str] = view["hand"]
    in_suit = [c for c in hand if reading.suit_of(c) == suit and c != reading.fool]
    if reading.stake == AVOID:
        lowest = min(in_suit, key=lambda c: reading.power(c, suit))
        if card == lowest and reading.worth(card) == 0 and (win_rate is None or win_rate <= UNLIKELY):
            return {
                "cs": f"Vynášíš svou nejnižší kartu té barvy ({name['cs']}): zdvih nejspíš vezme někdo jiný.",
                "en": f"You lead your lowest card of that suit, {_your(name)['en']}: someone else will most likely "
                "take the trick.",
            }
    if _is_master(view, card, reading):
        if suit == reading.trump:
            return {
                "cs": f"Vynášíš trumf, který nikdo jiný nepřebije ({name['cs']}): zdvih je tvůj.",
                "en": f"You lead {_your(name)['en']}: nobody else holds a higher trump, so the trick is yours.",
            }
        unless: Text = (
            {"cs": ", leda by ji někdo přetrumfoval", "en": " unless someone trumps it"}
            if reading.trump is not None
            else {"cs": "", "en": ""}
        )
        return {
            "cs": f"Vynášíš kartu, kterou v téhle barvě nikdo jiný nepřebije ({name['cs']}): zdvih vezme"
            f"{unless['cs']}.",
            "en": f"You lead {_your(name)['en']}: nobody else holds a higher card of that suit, so it wins"
            f"{unless['en']}.",
        }
    if suit == reading.trump and len(in_suit) >= max(3, TRUMP_LEAD * len(hand)):
        trumps = count(len(in_suit), ("trumf", "trumfy", "trumfů"), ("trump", "trumps"))
        return {
            "cs": f"Vynášíš trumf: máš jich hodně ({trumps['cs']}), tak ostatním trumfy vytaháš a tvoje barvy pak "
            "projdou.",
            "en": f"You lead a trump: with {trumps['en']} you draw the others' trumps, so your suits get through.",
        }
    if suit != reading.trump and len(in_suit) >= LONG_SUIT and len(in_suit) == max(
        sum(1 for c in hand if reading.suit_of(c) == s) for s in {reading.suit_of(c) for c in hand}
    ):
        cards = count(len(in_suit), ("karta", "karty", "karet"), ("card", "cards"))
        suit_name = reading.suit_name(suit)
        return {
            "cs": f"Vynášíš ze své nejdelší barvy ({suit_name['cs']}, {cards['cs']}): ostatním v ní karty dojdou dřív.",
            "en": f"You lead your long suit ({suit_name['en']}, {cards['en']}): the others run out of it first.",
        }
    if reading.worth(card) == 0 and card == min(in_suit, key=lambda c: reading.power(c, suit)) and len(in_suit) > 1:
        return {
            "cs": f"Vynášíš nízkou kartu ({name['cs']}): nic tím nedáš a silné karty si necháš.",
            "en": f"You lead low with {_your(name)['en']}: it gives nothing away and keeps your strong cards.",
        }
    return None


def _is_master(view: View, card: str, reading: TableReading) -> bool:
    """True when every higher card of the card's suit has been played or is in the seat's own hand."""
    suit = reading.suit_of(card)
    mine = reading.power(card, suit)
    known = _cards_played(view) | set(view["hand"])
    deck = DECKS[game(view["game"]).info.deck].cards
    return all(
        c.code in known
        for c in deck
        if c.code != reading.fool and reading.suit_of(c.code) == suit and reading.power(c.code, suit) > mine
    )


# -- discarding ----------------------------------------------------------------------------------
def _discard(view: View, card: str, reading: TableReading) -> Text:
    name = _name(view, card)
    hand: list[str] = view["hand"]
    suit = reading.suit_of(card)
    if reading.discards_count and reading.worth(card) > 0:
        return {
            "cs": f"Odložíš body do svých zdvihů, kde ti je nikdo nevezme: {name['cs']}.",
            "en": f"You put the points of {_your(name)['en']} safely into your tricks, where nobody can take them.",
        }
    left = [c for c in hand if reading.suit_of(c) == suit and c != card]
    if suit != reading.trump and reading.trump is not None and not left:
        suit_name = reading.suit_name(suit)
        return {
            "cs": f"Zbavíš se celé barvy ({suit_name['cs']}): pak ji budeš moct trumfovat.",
            "en": f"It makes you void in {suit_name['en']}, so you can trump them.",
        }
    if reading.worth(card) == 0 and suit != reading.trump and card == min(
        [c for c in hand if reading.suit_of(c) == suit], key=lambda c: reading.power(c, suit)
    ):
        if reading.stake == POINTS:
            return {
                "cs": f"Odhodíš slabou kartu bez bodů, která by zdvih sotva vzala: {name['cs']}.",
                "en": f"You drop a weak card with no points, one that would hardly win a trick: {_your(name)['en']}.",
            }
        return {
            "cs": f"Odhodíš slabou kartu, která by zdvih sotva vzala: {name['cs']}.",
            "en": f"You drop a weak card, one that would hardly win a trick: {_your(name)['en']}.",
        }
    # No rule of thumb fits: what the discard keeps and, for a short suit, what it makes of it.
    if suit != reading.trump and reading.trump is not None and len(left) == 1:
        suit_name = reading.suit_name(suit)
        return {
            "cs": f"Zkrátíš barvu ({suit_name['cs']}) na jedinou kartu: brzy ji budeš moct trumfovat; "
            "trumfy a silnější karty si necháš.",
            "en": f"It leaves you a single card in {suit_name['en']}, soon a void you can trump, "
            "and keeps your trumps and stronger cards.",
        }
    if suit != reading.trump and reading.trump is not None:
        return {
            "cs": f"Ze všech karet ti bude nejméně chybět {name['cs']}; trumfy a silnější karty si necháš na zdvihy.",
            "en": f"Of all your cards you will miss {_your(name)['en']} least; "
            "your trumps and stronger cards stay for the tricks.",
        }
    return {
        "cs": f"Ze všech karet ti bude nejméně chybět {name['cs']}.",
        "en": f"Of all your cards you will miss {_your(name)['en']} least.",
    }

