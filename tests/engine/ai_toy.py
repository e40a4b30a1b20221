"""A tiny unregistered trick game for testing the generic search on its own.

Three players, fifteen cards (C/D/S, ranks 9 to K), five each; follow suit,
highest card of the suit led wins; each trick scores 1, and the holder of SK
at the end of a trick loses 2 more (a 'queen of spades' to dodge). Small
enough that the search's choices can be checked by reasoning.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardavia.core.cards import PACK52, Card, codes
from cardavia.core.errors import IllegalAction
from cardavia.core.protocol import DEAL_OVER, PLAYING, Deal, GameInfo, GameState, OptionValue
from cardavia.core.rng import Rng
from cardavia.core.sampling import Hole, deal_hidden, void_of
from cardavia.core.tricks import Trick

if TYPE_CHECKING:
    from cardavia.core.events import Event
    from cardavia.core.protocol import View

DECK = [PACK52.card(s + r) for s in "CDS" for r in ("9", "10", "J", "Q", "K")]
PENALTY_CARD = PACK52.card("SK")


class Toy(GameState):
    info = GameInfo("toy", {"cs": "Hračka", "en": "Toy"}, "none", "pack52", (3,), 3, (), {"cs": "", "en": ""})

    def __init__(self) -> None:
        self.players = 3
        self.to_act: int | None = 0
        self.status = PLAYING
        self.hands: list[list[Card]] = [[], [], []]
        self.won: list[list[Card]] = [[], [], []]
        self.trick = Trick(0)
        self.events: list[Event] = []
        self.results: list[dict[str, Any]] = []

    @classmethod
    def new(cls, players: int, options: dict[str, OptionValue], seed: str, deal: Deal | None) -> Toy:
        state = cls()
        if deal:
            cards = PACK52.parse(deal["hands"][0] + deal["hands"][1] + deal["hands"][2])
        else:
            cards = Rng(seed).shuffled(DECK)
        state.hands = [list(cards[i * 5 : i * 5 + 5]) for i in range(3)]
        return state

    def legal_actions(self) -> list[str]:
        hand = self.hands[self.to_act or 0]
        if self.trick.cards:
            led = self.trick.cards[0].suit
            follow = [c for c in hand if c.suit == led]
            if follow:
                return ["play:" + c.code for c in follow]
        return ["play:" + c.code for c in hand]

    def step(self, action: str) -> list[Event]:
        seat = self.to_act
        assert seat is not None
        card = PACK52.card(action.split(":")[1])
        self.hands[seat].remove(card)
        self.trick.add(seat, card)
        out: list[Event] = [{"type": "play", "seat": seat, "card": card.code}]
        if len(self.trick) < 3:
            self.to_act = (seat + 1) % 3
        else:
            led = self.trick.cards[0].suit
            winner = self.trick.best(lambda c: c.number if c.suit == led else 0)
            out.append({"type": "trick", **self.trick.to_json(winner)})
            self.won[winner].extend(self.trick.cards)
            self.trick = Trick(winner)
            self.to_act = winner
            if not self.hands[winner]:
                out.extend(self._score_deal())
        self.events.extend(out)
        return out

    def _score_deal(self) -> list[Event]:
        scores = [len(w) // 3 - (2 if PENALTY_CARD in w else 0) for w in self.won]
        self.results.append({"scores": scores})
        self.status, self.to_act = DEAL_OVER, None
        return [{"type": "deal_over", "scores": scores}]

    def explain(self, action: str) -> IllegalAction:
        return IllegalAction("no")

    def view(self, seat: int) -> View:
        return {
            "game": "toy", "seat": seat, "players": 3, "to_act": self.to_act, "status": self.status,
            "legal": sorted(self.legal_actions()) if seat == self.to_act else [],
            "hand": codes(PACK52.sorted(self.hands[seat])),
            "hand_sizes": [len(h) for h in self.hands],
            "trick": self.trick.to_json(), "events": list(self.events), "labels": {},
        }

    def clone(self) -> Toy:
        other = Toy()
        other.to_act, other.status = self.to_act, self.status
        other.hands = [list(h) for h in self.hands]
        other.won = [list(w) for w in self.won]
        other.trick = self.trick.copy()
        other.events = list(self.events)
        other.results = list(self.results)
        return other

    def next_deal(self) -> list[Event]:
        raise NotImplementedError

    def deal_results(self) -> list[dict[str, Any]]:
        return list(self.results)

    def totals(self) -> list[float]:
        return [0.0, 0.0, 0.0]

    def zones(self) -> dict[str, list[Card]]:
        return {}

    @classmethod
    def from_view(cls, view: View, rng: Rng) -> Toy:
        state = cls()
        seat = view["seat"]
        state.to_act = view["to_act"]
        state.events = list(view["events"])
        voids: list[set[str]] = [set(), set(), set()]
        seen = set(view["hand"])
        led = None
        tricks: list[list[tuple[int, str]]] = [[]]
        for ev in view["events"]:
            if ev["type"] == "play":
                seen.add(ev["card"])
                card = PACK52.card(ev["card"])
                if not tricks[-1]:
                    led = card.suit
                elif card.suit != led:
                    voids[ev["seat"]].add(led or "")
                tricks[-1].append((ev["seat"], ev["card"]))
            elif ev["type"] == "trick":
                state.won[ev["winner"]].extend(PACK52.card(c["card"]) for c in ev["cards"])
                tricks.append([])
        for s, code in tricks[-1]:
            state.trick.add(s, PACK52.card(code))
        state.trick.leader = view["trick"]["leader"]
        hidden = [c for c in DECK if c.code not in seen]
        others = [s for s in range(3) if s != seat]
        dealt = deal_hidden(hidden, [Hole(view["hand_sizes"][s], void_of(voids[s])) for s in others], rng)
        state.hands[seat] = PACK52.parse(view["hand"])
        for s, cards in zip(others, dealt, strict=True):
            state.hands[s] = cards
        return state


def rollout(state: GameState, rng: Rng) -> str:
    actions = state.legal_actions()
    return actions[rng.below(len(actions))]
