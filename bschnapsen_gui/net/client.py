"""The headless client: one seat of a table played by a computer over the network.

:class:`TableClient` is the protocol's client side (hello, the messages, an optional record
of everything received, one JSON object a line); :func:`play` seats a computer player of a
given strength at a table and plays until its deals are done, rebuilding the engine's
:class:`~..engine.view.SeatView` from every ``state`` (:func:`.wire.view_from_json`) and
asking the player exactly as the window does.  How it sits down, what a close code means
and when it comes back are ``seat.py``'s, shared with the window: when the connection drops
(the server was restarted, the network went away) it comes back with its seat token.
"""

from __future__ import annotations

import asyncio
import json
import ssl
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import IO, Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidStatus

from ..engine.actions import Action
from ..engine.deal import Phase
from ..engine.view import SeatView
from . import protocol as P
from . import schema, wire
from .seat import After, Comeback, Seat, action_message, after_close


class Refused(Exception):
    """The server refused the hello: the reason id and its details."""

    def __init__(self, reason: str, details: dict[str, Any]) -> None:
        super().__init__(reason)
        self.reason = reason
        self.details = details


class ServerGone(Exception):
    """The server could not be reached, or stopped answering for good."""


class TableClient:
    """One connection to a table server, seated at one table."""

    def __init__(self, url: str, *, ssl_context: ssl.SSLContext | None = None, record: IO[str] | None = None,
                 version: int = P.VERSION) -> None:
        self.url = url
        self.ssl = ssl_context
        self.record = record
        self.version = version
        self.ws: ClientConnection | None = None
        self.me = Seat()
        self.state: dict[str, Any] | None = None
        self.received = 0
        self.progress = schema.Progress()
        # what this client sends stays below the server's limit for a connection (a fast
        # computer answers far more often than a person): paced, never cut off
        self.pace = P.RateBucket(P.RATE_PER_SECOND * 0.8, P.RATE_BURST / 2)

    async def open(self, *, code: str | None = None, token: str | None = None, seat: int | None = None,
                   name: str | None = None, open_table: dict[str, Any] | None = None) -> dict[str, Any]:
        """Connect and say hello (``open_table``: open a table on demand, the hello's
        ``open``); the welcome.  Refused if the server says no."""
        kwargs: dict[str, Any] = {"max_size": schema.MAX_SERVER_MESSAGE, "max_queue": schema.MAX_QUEUED,
                                  "open_timeout": 10, "compression": None}
        if self.url.startswith("wss:"):
            kwargs["ssl"] = self.ssl if self.ssl is not None else ssl.create_default_context()
        self.ws = await connect(self.url, **kwargs)
        self.progress = schema.Progress()
        if token is not None:
            self.me.token = token
        await self.send(self.me.hello(self.version, code=code, seat=seat, name=name, open_table=open_table))
        msg = await self.recv()
        if msg.get("type") == P.ServerType.REFUSED:
            await self.close()
            raise Refused(str(msg.get("reason")), msg.get("details") or {})
        if msg.get("type") != P.ServerType.WELCOME:
            await self.close()
            raise ServerGone(f"the server answered {msg.get('type')!r} to the hello")
        self.me.welcome(msg)
        return msg

    @property
    def seat(self) -> int:
        return self.me.seat

    @property
    def token(self) -> str | None:
        return self.me.token

    @property
    def table_id(self) -> str:
        return self.me.table

    async def send(self, message: dict[str, Any]) -> None:
        assert self.ws is not None
        while not self.pace.take():
            await asyncio.sleep(self.pace.wait())
        self.progress.sent()
        await self.ws.send(json.dumps(message))

    async def recv(self) -> dict[str, Any]:
        """The next message, checked by :mod:`.schema` (as plain JSON values);
        ConnectionClosed when the connection ends, :class:`.schema.BadMessage` (a
        ``ValueError``) when it is not what the protocol says."""
        assert self.ws is not None
        text = await self.ws.recv()
        self.received += 1
        if self.record is not None:
            self.record.write(text if isinstance(text, str) else text.decode("utf-8", "replace"))
            self.record.write("\n")
            self.record.flush()
        msg = schema.checked_server(text)
        if not self.progress.received(msg):
            raise schema.BadMessage(f"more than {self.progress.most} messages while the deal does not move on")
        if msg.get("type") == P.ServerType.STATE:
            self.state = msg
        elif msg.get("type") == P.ServerType.TABLE and self.state is not None:
            self.state = {**self.state, "table": msg.get("table")}
        return msg

    async def act(self, action: Action) -> None:
        assert self.state is not None and self.state.get("deal") is not None
        deal = self.state["deal"]
        await self.send(action_message(action.to_json(), deal["number"], deal["at"]))

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()

    def view(self) -> SeatView | None:
        """The seat's view in the last state (None before the table started)."""
        if self.state is None or self.state.get("deal") is None:
            return None
        view = wire.own_view(self.state["deal"]["view"], self.seat)
        return view


@dataclass
class Summary:
    seat: int = -1
    table: str | None = None
    deals: int = 0
    points: list[int] = field(default_factory=lambda: [0, 0])
    marks: list[int] = field(default_factory=lambda: [0, 0])
    actions: int = 0
    rejected: int = 0
    reconnects: int = 0

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "table": self.table, "deals": self.deals, "points": self.points,
                "marks": self.marks, "actions": self.actions, "rejected": self.rejected,
                "reconnects": self.reconnects}


async def play(url: str, code: str | None, strength: str, *, seat: int | None = None, deals: int | None = None,
               record: IO[str] | None = None, name: str | None = None, seed: int = 0, token: str | None = None,
               ssl_context: ssl.SSLContext | None = None, think: float | None = None,
               pause: float = 0.0, open_table: dict[str, Any] | None = None,
               opened: Callable[[str, str], None] | None = None) -> Summary:
    """Play one seat as a computer of ``strength`` until ``deals`` deals are over (None:
    until the running Bummerl ends); the summary.  Refused if the hello is refused.
    ``open_table``: open a table on demand (the hello's ``open``) and sit down as its
    opener; ``opened(table id, code)`` is told the code the others join with.
    ``think`` bounds the player's time (default: as in the window), ``pause`` is waited
    before each action (as a person would; tests and the benchmark)."""
    from ..ai import make_player
    from .thinking import think_seconds

    player = make_player(strength, seed)
    seconds = think_seconds(strength) if think is None else think
    client = TableClient(url, ssl_context=ssl_context, record=record)
    await client.open(code=code, token=token, seat=seat, name=name or f"{strength} bot", open_table=open_table)
    if opened is not None and open_table is not None:
        opened(client.table_id, client.me.code)
    summary = Summary(client.seat, client.table_id)
    counted: set[int] = set()
    acted: set[tuple[int, int]] = set()
    first_bummerl: int | None = None
    while True:
        try:
            msg = await client.recv()
        except ConnectionClosed as exc:
            if exc.sent is not None and exc.sent.code == P.Close.TOO_BIG:
                raise schema.BadMessage(f"a message larger than {schema.MAX_SERVER_MESSAGE} bytes") from None
            after = after_close(exc.rcvd.code if exc.rcvd is not None else None)
            if after in (After.CLOSED, After.KEPT, After.SEAT_ENDED):
                # the opener closed the table, or kept it for later, or the seat ended: this
                # client's play there is over (not a restart to wait for)
                return summary
            if after is not After.COME_BACK:
                raise ServerGone(f"closed by the server ({exc.rcvd.code if exc.rcvd else '-'})") from None
            await _come_back(client, summary)
            acted.clear()
            continue
        kind = msg.get("type")
        if kind == P.ServerType.REJECTED:
            summary.rejected += 1
            continue
        if kind not in (P.ServerType.STATE, P.ServerType.TABLE) or client.state is None:
            continue
        table = client.state.get("table") or {}
        match = table.get("match") or {}
        summary.points = list(match.get("points", summary.points))
        summary.marks = list(match.get("marks", summary.marks))
        deal = client.state.get("deal")
        if deal is None:
            continue
        number, at = deal["number"], deal["at"]
        view = client.view()
        assert view is not None
        if first_bummerl is None:
            first_bummerl = int(match.get("bummerl", 0))
        if view.phase is Phase.DONE:
            if number not in counted and kind == P.ServerType.STATE:
                counted.add(number)
                summary.deals += 1
                bummerl_over = int(match.get("deals", 0)) > 0 and _bummerl_closed(msg, first_bummerl)
                if (deals is not None and summary.deals >= deals) or (deals is None and bummerl_over):
                    await client.close()
                    return summary
            if (number, -1) not in acted and table.get("seats", [{}] * 4)[client.seat].get("ready") is False:
                acted.add((number, -1))
                await client.send({"type": "next"})
            continue
        if view.to_act != client.seat or (number, at) in acted:
            continue
        acted.add((number, at))
        action = await asyncio.to_thread(_decide, player, view, time.monotonic() + seconds)
        if pause > 0:
            await asyncio.sleep(pause)
        try:
            await client.act(action)
            summary.actions += 1
        except ConnectionClosed:
            pass  # the next recv notices


def _decide(player: Any, view: SeatView, deadline: float) -> Action:
    """The player's action; a view no honest server sends (the player finds no way through
    it) is the server's fault, told as such rather than as a traceback."""
    try:
        action: Action = player.decide(view, deadline)
    except (ValueError, LookupError, AssertionError, ArithmeticError) as exc:
        raise wire.WireError(f"view: cannot be played ({type(exc).__name__})") from None
    if action not in view.legal:
        raise wire.WireError("view: its legal actions cannot be played")
    return action


def _bummerl_closed(msg: dict[str, Any], first: int) -> bool:
    """The deal just over closed the Bummerl the client began in."""
    deal = msg.get("deal") or {}
    log = deal.get("log")
    table = msg.get("table") or {}
    if log is None:
        return False
    # the match's Punkte are written when the next deal is dealt: decide from the result
    from ..engine.log import parse_log_data

    d = parse_log_data(log).replay()
    if d.result is None or d.result.winner is None:
        return False
    m = table.get("match") or {}
    points = list(m.get("points", [0, 0]))
    points[d.result.winner] += d.result.points
    return bool(points[d.result.winner] >= int(m.get("target", 24)) and int(m.get("bummerl", 0)) >= first)


async def _come_back(client: TableClient, summary: Summary) -> None:
    """Reconnect with the seat's token until the server answers, with the pauses of
    :class:`.seat.Comeback` (or give up as it says)."""
    comeback = Comeback()
    while True:
        pause = comeback.next_pause(time.monotonic())
        if pause is None:
            raise ServerGone(f"no answer from {client.url}")
        await asyncio.sleep(pause)
        try:
            await client.open(token=client.token)
            summary.reconnects += 1
            return
        except Refused:
            raise
        except (OSError, ConnectionClosed, InvalidHandshake, InvalidStatus, TimeoutError):
            continue
