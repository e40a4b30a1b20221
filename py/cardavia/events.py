"""A deal's event log, with the secrecy of each event: the one way every game keeps a secret.

Most events are public. A secret event is logged once with two forms: what its
owner sees and what everybody else sees; either may be ``None`` (seen by nobody
on that side: a private decision the others never hear of, or a notice for the
others only). ``visible_to(seat)`` is the seat's view of the log, oldest first.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import cast

from .protocol import Event

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
                public = cast(Event, {k: v for k, v in event.items() if k not in secret_keys})
                log.add_secret(seat, public, event)
            else:
                log.add(event)
        return log
