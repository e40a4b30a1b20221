"""What the two 52-card pack games (Maw, Triumph) share: their test deals, the
display order of a hand, an event log with secrets, the bookkeeping of tricks
(``PackTricks``), resampling a card one player is known to hold, and the prompt
while another player is to act.

The rules themselves (card orders, following, scoring) stay in each game module.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any, ClassVar, cast

from ..core.cards import PACK52, SUIT_NAMES, Card, codes
from ..core.display import Board, seat_tag, show_cards, show_suits
from ..core.errors import IllegalAction
from ..core.events import EventLog
from ..core.labels import TRUMPS, TURNED
from ..core.protocol import GameState, seat_zones
from ..core.state import COPY, EACH, RECORDS, SHARED, Copier
from ..core.text import msg, seat_ref
from ..core.tricks import Trick

if TYPE_CHECKING:
    from ..core.events import Event
    from ..core.protocol import DealResult, View
    from ..core.text import Text

# Suits of a hand are shown alternating in colour: cups, swords, coins, batons.
DISPLAY_SUITS = ("C", "S", "D", "B")


def suit_name(suit: str) -> Text:
    return cast("Text", dict(SUIT_NAMES[suit]))  # a copy: a sentence may not change the table of names


def sort_for_display(
    cards: Iterable[Card], is_trump: Callable[[Card], bool], strength: Mapping[Card, int]
) -> list[str]:
    """Trumps first, then the other suits grouped; each group from high to low in the game's order."""

    def key(card: Card) -> tuple[int, int]:
        group = 0 if is_trump(card) else 1 + DISPLAY_SUITS.index(card.suit)
        return group, -strength[card]

    return codes(sorted(cards, key=key))


def parse_deal(deal: Mapping[str, Any], players: int, hand_size: int, pile: str) -> tuple[list[list[Card]], list[Card]]:
    """A test deal ``{"hands": [...], pile: [...]}`` holding every card of the pack exactly once."""
    hands_raw = deal.get("hands")
    pile_raw = deal.get(pile)
    if not isinstance(hands_raw, list) or len(hands_raw) != players:
        raise ValueError(f"deal needs 'hands': a list of {players} hands")
    if not isinstance(pile_raw, list):
        raise ValueError(f"deal needs '{pile}': a list of card codes")
    extra = set(deal) - {"hands", pile}
    if extra:
        raise ValueError(f"unknown key(s) in deal: {', '.join(sorted(extra))}")
    try:
        hands = [PACK52.parse(h) if isinstance(h, list) else [] for h in hands_raw]
        rest = PACK52.parse(pile_raw)
    except IllegalAction as err:
        raise ValueError(f"deal: {err}") from None
    for seat, hand in enumerate(hands):
        if len(hand) != hand_size:
            raise ValueError(f"deal: hand {seat} must hold {hand_size} cards, not {len(hand)}")
    every = [c for h in hands for c in h] + rest
    if len(every) != len(PACK52) or len(set(every)) != len(PACK52):
        raise ValueError(f"deal: the hands and the {pile} must hold each of the 52 cards exactly once")
    return hands, rest


class PackTricks(GameState):
    """The tricks of a deal, kept alike by both games: hands, the trick in play, the last
    trick, tricks and cards won, and the event log. Each game says who plays next and
    what a trick is worth; this class only moves the cards."""

    dealer: int
    deal_no: int
    phase: str
    results: list[DealResult]  # each game's own (MawResult, TriumphResult)
    log: EventLog
    hands: list[list[Card]]
    tricks_won: list[int]
    won: list[list[Card]]
    trick: Trick
    last_trick: tuple[Trick, int] | None
    copied: ClassVar[Mapping[str, Copier]] = {
        "results": RECORDS, "log": COPY, "hands": EACH, "tricks_won": COPY, "won": EACH, "trick": COPY,
        "last_trick": SHARED,  # a closed trick is never changed
    }

    def _start_tricks(self, leader: int) -> None:
        self.tricks_won = [0] * self.players
        self.won = [[] for _ in range(self.players)]
        self.trick = Trick(leader)
        self.last_trick = None

    def _play_card(self, seat: int, card: Card) -> Event:
        self.hands[seat].remove(card)
        self.trick.add(seat, card)
        return self.log.add({"type": "play", "seat": seat, "card": card.code})

    def _close_trick(self, strength: Mapping[Card, int]) -> tuple[int, Event]:
        """The complete trick goes to its best card by ``strength``; the winner leads."""
        trick = self.trick
        winner = trick.best(strength.__getitem__)
        event = self.log.add({"type": "trick", **trick.to_json(winner)})
        self.tricks_won[winner] += 1
        self.won[winner].extend(trick.cards)
        self.last_trick = (trick, winner)
        self.trick = Trick(winner)
        self.to_act = winner
        return winner, event

    def _table_view(
        self,
        seat: int,
        *,
        prompt: Text | None,
        hand: list[str],
        public: Mapping[str, Any],
        label: Callable[[str], Text] | None = None,
    ) -> View:
        """The common view (docs/protocol.md): the tricks from here, the rest from the game."""
        last = self.last_trick
        return self.common_view(
            seat,
            dealer=self.dealer,
            deal_no=self.deal_no,
            phase=self.phase,
            prompt=prompt,
            label=label,
            hand=hand,
            hands=self.hands,
            trick=self.trick.to_json(),
            last_trick=last[0].to_json(last[1]) if last else None,
            tricks_won=self.tricks_won,
            public=public,
            events=self.log.visible_to(seat),
        )

    def _trick_zones(self) -> dict[str, list[Card]]:
        return {**seat_zones(hand=self.hands, won=self.won), "trick": list(self.trick.cards)}


# -- messages to players ------------------------------------------------------


def show_turn(board: Board, turned: str, trump: str, taken_by: int | None = None) -> None:
    """The turned card and the trump suit it names, the first items of both games' tables; once a
    player has taken the card into his hand, the item says whose it is (it is no longer to be had)."""
    if taken_by is None:
        board.item("turned", TURNED, show_cards([turned]))
    else:
        board.item("turned", TURNED, show_cards([turned]), " — ", TAKEN, f" ({seat_tag(taken_by)})")
    board.item("trump", TRUMPS, show_suits([trump]))


TAKEN = msg("taken")


def waiting_for(seat: int) -> Text:
    return msg("Waiting for {seat}.", seat=seat_ref(seat))
