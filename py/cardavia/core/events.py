"""The kinds of event, and a deal's event log with the secrecy of each event: the one way every game keeps a secret.

Every event is a ``TypedDict`` with a literal ``type`` (``PlayEvent``, ``TrickEvent``
…) and ``Event`` is their union, so strict mypy checks each key a game writes and,
after a test of ``event["type"]``, each key a reader looks up. They exist for the
checker only (``TYPE_CHECKING``): at run time an event is a plain dict, and creating
the classes would slow the engine's start on every page open.

Most events are public. A secret event is logged once with two forms: what its
owner sees and what everybody else sees; either may be ``None`` (seen by nobody
on that side: a private decision the others never hear of, or a notice for the
others only). ``visible_to(seat)`` is the seat's view of the log, oldest first.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Literal, NotRequired, TypedDict, cast

# For the type checker only: creating these TypedDicts at run time slows every page's engine start.
if TYPE_CHECKING:
    class TrickCard(TypedDict):
        """One card of a trick: who played it."""

        seat: int
        card: str
        ring: NotRequired[bool]  # Indulgence: the card was played with the ring

    # -- the kinds of event (docs/protocol.md, the rules documents): one TypedDict each, ``Event`` their union --
    # The kinds every game emits.

    class PlayEvent(TypedDict):
        type: Literal["play"]
        seat: int
        card: str
        ring: NotRequired[bool]  # Indulgence: played with the ring

    class TrickEvent(TypedDict):
        type: Literal["trick"]
        leader: int
        winner: int
        cards: list[TrickCard]

    class DealEvent(TypedDict):
        type: Literal["deal"]
        dealer: int  # Indulgence: the Ruler
        deal_no: NotRequired[int]  # Renaissance Tarot
        hand: NotRequired[int]  # Indulgence: the hand of the match
        row: NotRequired[list[str]]  # Indulgence: the face-up decrees

    class DealOverEvent(TypedDict):
        type: Literal["deal_over"]
        scores: list[int]
        winner: NotRequired[int | None]  # Maw: who took the pot

    # Kinds several games share.

    class DiscardEvent(TypedDict):
        type: Literal["discard"]
        seat: int
        card: NotRequired[str]  # only in the discarder's view, unless shown
        shown: NotRequired[bool]  # French Tarot: a trump discarded face up

    class PassEvent(TypedDict):
        type: Literal["pass"]
        seat: int

    class TurnEvent(TypedDict):
        """Maw, Triumph: the card turned up names trumps."""

        type: Literal["turn"]
        card: str
        trump: str

    # French Tarot.

    class PetitSecEvent(TypedDict):
        type: Literal["petit_sec"]
        seat: int
        dealer: int

    class AllPassedEvent(TypedDict):
        type: Literal["all_passed"]
        dealer: int
        next_dealer: int

    class BidEvent(TypedDict):
        type: Literal["bid"]
        seat: int
        bid: str

    class ContractEvent(TypedDict):
        type: Literal["contract"]
        taker: int
        contract: str

    class CallEvent(TypedDict):
        type: Literal["call"]
        seat: int
        card: str

    class ChienEvent(TypedDict):
        type: Literal["chien"]
        seat: int
        cards: list[str]

    class PartnerEvent(TypedDict):
        type: Literal["partner"]
        seat: int
        alone: bool
        card: str

    class AnnounceEvent(TypedDict):
        type: Literal["announce"]
        seat: int
        chelem: bool

    class PoigneeEvent(TypedDict):
        type: Literal["poignee"]
        seat: int
        level: str
        cards: NotRequired[list[str]]  # the trumps shown (none when declined)

    # Maw.

    class AnteEvent(TypedDict):
        type: Literal["ante"]
        seats: list[int]
        pot: int

    class TakeEvent(TypedDict):
        type: Literal["take"]
        seat: int
        card: str
        discard: NotRequired[str]  # only in the taker's view

    class JinkEvent(TypedDict):
        type: Literal["jink"]
        seat: int
        go_on: bool

    # Triumph.

    class RobEvent(TypedDict):
        type: Literal["rob"]
        seat: int

    # Renaissance Tarot.

    class FoolEvent(TypedDict):
        type: Literal["fool"]
        seat: int
        creditor: int

    class DrawEvent(TypedDict):
        type: Literal["draw"]
        seat: int
        card: NotRequired[str]  # only in the drawer's view

    class FoolPaymentEvent(TypedDict):
        type: Literal["fool_payment"]
        seat: int
        to: int
        card: str

    class MatchOverEvent(TypedDict):
        type: Literal["match_over"]
        winners: list[int]
        totals: list[float]

    # Indulgence.

    class BullEvent(TypedDict):
        type: Literal["bull"]
        seat: int
        bull: str

    class DecreeEvent(TypedDict):
        type: Literal["decree"]
        seat: int
        decrees: list[str]
        union: bool

    class SinEvent(TypedDict):
        type: Literal["sin"]
        seat: int

    Event = (
        PlayEvent | TrickEvent | DealEvent | DealOverEvent | DiscardEvent | PassEvent | TurnEvent
        | PetitSecEvent | AllPassedEvent | BidEvent | ContractEvent | CallEvent | ChienEvent | PartnerEvent
        | AnnounceEvent | PoigneeEvent | AnteEvent | TakeEvent | JinkEvent | RobEvent | FoolEvent | DrawEvent
        | FoolPaymentEvent | MatchOverEvent | BullEvent | DecreeEvent | SinEvent
    )


# -- the log ---------------------------------------------------------------------------------------

NOBODY = -1  # the owner of a public entry


class EventLog:
    __slots__ = ("entries",)

    def __init__(self, events: Iterable[Event] = ()) -> None:
        # (what the others see, the owner's seat or NOBODY, what the owner sees)
        self.entries: list[tuple[Event | None, int, Event | None]] = [(e, NOBODY, e) for e in events]

    def add(self, event: Event) -> Event:
        """Log a public event; returns it."""
        self.entries.append((event, NOBODY, event))
        return event

    def extend(self, events: Iterable[Event]) -> None:
        self.entries.extend((e, NOBODY, e) for e in events)

    def add_secret(self, owner: int, public: Event | None, private: Event | None) -> None:
        """Log an event ``owner`` sees as ``private`` and every other seat as ``public``."""
        self.entries.append((public, owner, private))

    def visible_to(self, seat: int) -> list[Event]:
        seen = (private if owner == seat else public for public, owner, private in self.entries)
        return [event for event in seen if event is not None]

    def seen_by(self, seat: int, since: int = 0) -> int:
        """How many of the entries from the ``since``-th on ``seat`` sees (the length of its view of them)."""
        seen = (private if owner == seat else public for public, owner, private in self.entries[since:])
        return sum(1 for event in seen if event is not None)

    def public(self) -> list[Event]:
        """The events every seat sees (the secret ones in their public form)."""
        return [public for public, _, _ in self.entries if public is not None]

    def copy(self) -> EventLog:
        other = EventLog()
        other.entries = list(self.entries)
        return other

    @classmethod
    def of_view(
        cls, events: Sequence[Event], seat: int, secret_keys: tuple[str, ...], types: tuple[str, ...] = ()
    ) -> EventLog:
        """The log as ``seat`` saw it: its own events holding ``secret_keys`` (of ``types``, if given)
        stay secret, the others see them without those keys."""
        log = cls()
        for event in events:
            if event.get("seat") == seat and any(k in event for k in secret_keys) and (
                not types or event["type"] in types
            ):
                public = cast("Event", {k: v for k, v in event.items() if k not in secret_keys})
                log.add_secret(seat, public, event)
            else:
                log.add(event)
        return log
