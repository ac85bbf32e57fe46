"""A client's seat at a table, without sockets: what every client does alike.

The window (``qt/friends``: a ``QWebSocket`` on the GUI thread) and the headless client
(``client.py``: ``websockets`` on asyncio) talk to a table over different sockets, but sit
at it the same way, and this module is that way, once:

* :func:`hello`: the first message, with the code (sit down) or the seat's token (come back);
* :class:`Seat`: who the client is at the table once welcomed: the seat, its token, the
  table's id, whether it came back;
* :func:`action_message`: an action sent for the moment it was chosen at (the deal's number
  and how many actions it had: docs/protocol.md, "Client messages");
* :func:`after_close`: what a close code means for the seat: come back, or not (the table
  closed for good, kept for later, the seat ended or taken up elsewhere, the hello refused);
* :class:`Comeback`: the one reconnect policy: the pauses before each attempt to come back
  (:data:`BACKOFF`, each varied by a fifth so that the clients of a restarted server do not
  all come at once) and when to give up (:data:`GIVE_UP_SECONDS` without the table).
"""

from __future__ import annotations

import enum
import random
from dataclasses import dataclass
from typing import Any

from . import protocol as P

# seconds before each attempt to come back after a drop (the last one repeats)
BACKOFF = (0.25, 0.5, 1.0, 2.0, 4.0, 8.0, 10.0)
# after this long without the table, the client gives up
GIVE_UP_SECONDS = 120.0
# each pause is varied by up to this part of it, either way
JITTER = 0.2


def hello(version: int = P.VERSION, *, code: str | None = None, token: str | None = None,
          seat: int | None = None, name: str | None = None, open_table: dict[str, Any] | None = None
          ) -> dict[str, Any]:
    """The hello: with ``token`` the seat's person comes back, else with ``open_table`` (the
    hello's ``open``: people, strength, rules) a table is opened on demand, else ``code``
    sits down; with the seat asked for and the name."""
    msg: dict[str, Any] = {"type": P.ClientType.HELLO.value, "version": version}
    if token is not None:
        msg["token"] = token
        return msg
    if open_table is not None:
        msg["open"] = open_table
    else:
        msg["code"] = code or ""
    if seat is not None:
        msg["seat"] = seat
    if name:
        msg["name"] = name
    return msg


def action_message(action: dict[str, Any], deal: int, at: int) -> dict[str, Any]:
    """An action (as JSON, in the server's seats) meant for deal ``deal`` after ``at`` actions."""
    return {"type": P.ClientType.ACTION.value, "action": action, "deal": deal, "at": at}


class After(enum.Enum):
    """What the end of a connection means for the seat."""

    COME_BACK = "come_back"  #: a drop (network, restart): come back with the token
    CLOSED = "closed"  #: 4006: the opener closed the table for good (the token is worthless)
    SEAT_ENDED = "seat_ended"  #: 4007: the seat was given up or freed (the token is worthless)
    KEPT = "kept"  #: 4008: the table is kept for later (the token holds: come back when it is open)
    REPLACED = "replaced"  #: 4002: another connection came back with the token
    REFUSED = "refused"  #: 4000/4001: the hello was refused (or the version)

    @property
    def seat_over(self) -> bool:
        """The seat is no longer the person's: its kept token can be forgotten."""
        return self in (After.CLOSED, After.SEAT_ENDED)

    @property
    def final(self) -> bool:
        """Nothing to come back to now."""
        return self is not After.COME_BACK


_AFTER = {
    P.Close.TABLE_CLOSED: After.CLOSED,
    P.Close.SEAT_ENDED: After.SEAT_ENDED,
    P.Close.TABLE_KEPT: After.KEPT,
    P.Close.REPLACED: After.REPLACED,
    P.Close.REFUSED: After.REFUSED,
    P.Close.VERSION: After.REFUSED,
}


def after_close(code: int | None) -> After:
    """What the close code the server sent (None: no close frame) means for the seat."""
    return _AFTER.get(code, After.COME_BACK) if code is not None else After.COME_BACK  # type: ignore[call-overload]


@dataclass
class Seat:
    """Who this client is at the table, once welcomed (``token`` may be kept from before)."""

    token: str | None = None
    seat: int = -1  #: the server's number of the seat
    table: str = ""  #: the table's id
    code: str = ""  #: the table's code, once the server said it (to the opener of a table opened on demand)
    welcomed: bool = False  #: seated at least once by this client
    reconnects: int = 0

    def hello(self, version: int = P.VERSION, *, code: str | None = None, seat: int | None = None,
              name: str | None = None, open_table: dict[str, Any] | None = None) -> dict[str, Any]:
        """The hello: the token once there is one, else the opening or the code."""
        return hello(version, token=self.token, code=code, seat=seat, name=name, open_table=open_table)

    def welcome(self, msg: dict[str, Any]) -> bool:
        """Take the welcome (checked by ``schema.Welcome``); True if it was a return."""
        back = self.welcomed
        self.seat, self.token = int(msg["seat"]), str(msg["token"])
        self.table = str(msg.get("table", ""))[:64]
        if msg.get("code"):
            self.code = str(msg["code"])[:64]
        self.welcomed = True
        if back:
            self.reconnects += 1
        return back


class Comeback:
    """When to try to come back after a drop, and when to give up (see the module's docstring)."""

    def __init__(self, backoff: tuple[float, ...] = BACKOFF, give_up: float = GIVE_UP_SECONDS,
                 rng: random.Random | None = None) -> None:
        self.backoff = backoff
        self.give_up = give_up
        self.rng = rng if rng is not None else random.Random()
        self.away_since: float | None = None  # when the table was lost (a monotonic time)
        self.attempts = 0

    def next_pause(self, now: float) -> float | None:
        """The connection is lost (again) at ``now``: the pause before the next attempt, or
        None if the table has been away too long."""
        if self.away_since is None:
            self.away_since = now
        if now - self.away_since > self.give_up:
            return None
        base = self.backoff[min(self.attempts, len(self.backoff) - 1)]
        self.attempts += 1
        return base * self.rng.uniform(1 - JITTER, 1 + JITTER)

    @property
    def away(self) -> bool:
        return self.away_since is not None

    def back(self) -> None:
        """Seated again: the next drop starts from the first pause."""
        self.away_since = None
        self.attempts = 0
