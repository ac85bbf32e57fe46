"""The table server: asyncio and the ``websockets`` library, many tables in one process.

One WebSocket endpoint; the first message names the protocol version and either a table's
code (to sit down) or a seat token (to come back).  From then on the connection belongs to
one seat of one table (:mod:`.table`), and every message from it is checked for size (the
library's ``max_size``: 1009), rate (1008), JSON, types and fields (typed errors), seat, turn
and moment before the engine sees it.  Nothing a client sends stops the server or a table:
a handler's fault closes only that connection (1011).

Limits (:mod:`.protocol`): the handshake and the hello each have a deadline, keepalive
pings find dead connections, connections that have not said hello are capped
(:data:`~.protocol.MAX_PENDING`: HTTP 503 beyond), each seat has one connection (a newer
one with the token replaces it), wrong codes and tokens are rate-limited per address, a
client that does not read its messages is closed, and the server holds at most
:data:`~.protocol.MAX_TABLES` tables.
"""

from __future__ import annotations

import asyncio
import collections
import http
import secrets
import ssl
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from websockets.asyncio.server import Server as WsServer
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

from .. import __version__
from ..engine.match import Match
from ..engine.rules import RuleSet
from . import protocol as P
from . import schema
from .store import TableStore
from .table import GENUG_MOMENT_SECONDS, JoinError, Seat, Table, Thinker

SERVER_NAME = f"bauernschnapsen {__version__}"


@dataclass
class ServerOptions:
    host: str = "127.0.0.1"
    port: int = 0
    tables: int = 1
    seed: int | None = None
    strength: str = "club"
    data: Path = field(default_factory=lambda: Path("."))
    people: tuple[int, ...] = (0, 1, 2, 3)  #: the seats of a new table that are for people
    rules: RuleSet = field(default_factory=RuleSet)
    ssl: ssl.SSLContext | None = None
    genug_moment: float = GENUG_MOMENT_SECONDS


class RateBucket:
    """A token bucket: ``take()`` is False once ``burst`` were taken faster than ``rate``/s."""

    __slots__ = ("rate", "burst", "tokens", "stamp")

    def __init__(self, rate: float, burst: float) -> None:
        self.rate, self.burst, self.tokens, self.stamp = rate, burst, burst, time.monotonic()

    def _refill(self) -> None:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now

    def take(self) -> bool:
        self._refill()
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False

    def empty(self) -> bool:
        self._refill()
        return self.tokens < 1.0

    def wait(self) -> float:
        """Seconds until one more can be taken."""
        self._refill()
        return max(0.0, (1.0 - self.tokens) / self.rate)


class JoinLimiter:
    """Wrong codes and tokens per client address (a bounded table of addresses)."""

    def __init__(self) -> None:
        self._by_address: collections.OrderedDict[str, RateBucket] = collections.OrderedDict()

    def _bucket(self, address: str) -> RateBucket:
        b = self._by_address.get(address)
        if b is None:
            b = self._by_address[address] = RateBucket(1.0 / P.JOIN_REFILL_SECONDS, P.JOIN_ATTEMPTS)
            while len(self._by_address) > 10_000:
                self._by_address.popitem(last=False)
        self._by_address.move_to_end(address)
        return b

    def blocked(self, address: str) -> float | None:
        """Seconds to wait if ``address`` has used up its attempts, else None."""
        b = self._bucket(address)
        return b.wait() if b.empty() else None

    def failed(self, address: str) -> None:
        self._bucket(address).take()


class Connection:
    """One client's WebSocket as a table's :class:`~.table.Peer`: messages queue up and one
    writer task sends them in order; a client that does not read them is closed."""

    def __init__(self, ws: ServerConnection) -> None:
        self.ws = ws
        self._queue: collections.deque[str] = collections.deque()
        self._wake = asyncio.Event()
        self._close: tuple[int, str] | None = None
        self.bucket = RateBucket(P.RATE_PER_SECOND, P.RATE_BURST)
        self.errors = 0
        self.table: Table | None = None
        self.seat = -1
        self.writer = asyncio.ensure_future(self._write())

    @property
    def address(self) -> str:
        try:
            return str(self.ws.remote_address[0])
        except (TypeError, IndexError):
            return "?"

    def send(self, text: str) -> None:
        if self._close is not None:
            return
        if len(self._queue) >= P.MAX_OUTGOING:
            self.close(P.Close.TOO_SLOW, "too slow")
            return
        self._queue.append(text)
        self._wake.set()

    def send_json(self, message: dict[str, Any]) -> None:
        self.send(P.encode(message))

    def close(self, code: int, reason: str = "") -> None:
        """Close after what is queued (a table calls this; it never waits)."""
        if self._close is None:
            self._close = (int(code), reason)
            self._wake.set()

    async def _write(self) -> None:
        ws = self.ws
        try:
            while True:
                await self._wake.wait()
                self._wake.clear()
                while self._queue:
                    await ws.send(self._queue.popleft())
                if self._close is not None:
                    await ws.close(*self._close)
                    return
        except ConnectionClosed:
            return

    @property
    def left_on_purpose(self) -> bool:
        """The client closed the connection with a normal close (1000) that the server had
        not asked for: its person left the table (a drop closes abnormally, 1006)."""
        received = self.ws.protocol.close_rcvd
        return self._close is None and received is not None and received.code == P.Close.NORMAL

    async def finish(self) -> None:
        """The handler is done with this connection: flush, close, end the writer."""
        self.close(P.Close.NORMAL)
        try:
            await asyncio.wait_for(asyncio.shield(self.writer), 5)
        except (TimeoutError, asyncio.CancelledError):
            self.writer.cancel()


class TableServer:
    """Tables, their codes and tokens, and the WebSocket endpoint they are played over."""

    def __init__(self, options: ServerOptions, thinker: Thinker, store: TableStore) -> None:
        self.options = options
        self.thinker = thinker
        self.store = store
        self.tables: dict[str, Table] = {}
        self._by_code: dict[str, Table] = {}
        self._by_token: dict[str, tuple[Table, int]] = {}
        self._limiter = JoinLimiter()
        self._pending = 0
        self._connections = 0
        self._ws: WsServer | None = None
        self.url = ""
        self.port = 0

    # -- tables ---------------------------------------------------------------------------

    def _register(self, table: Table) -> None:
        self.tables[table.id] = table
        self._by_code[table.code] = table
        for i, s in enumerate(table.seats):
            if s.token is not None:
                self._by_token[s.token] = (table, i)

    def _make_table(self, table_id: str, code: str, match: Match, seats: list[Seat], seed: int, strength: str,
                    started: bool) -> Table:
        async def save_meta(t: Table) -> None:
            for i, s in enumerate(t.seats):
                if s.token is not None:
                    self._by_token[s.token] = (t, i)
            await self.store.save_meta(t)

        return Table(table_id, code, match, seats, strength=strength, seed=seed, thinker=self.thinker,
                     save=self.store.save_match, save_meta=save_meta, started=started,
                     genug_moment=self.options.genug_moment)

    def reopen(self) -> list[Table]:
        """The tables saved in the data folder, as they were."""
        out = []
        for tid in self.store.saved_ids():
            got = self.store.load(tid)
            if got is None or len(self.tables) >= P.MAX_TABLES:
                continue
            meta, match = got
            if match is None:
                match = Match(meta.rules, meta.seed)
            code = meta.code
            if code in self._by_code or not code:
                code = self._new_code()
            table = self._make_table(meta.id, code, match, meta.seats, meta.seed, meta.strength, meta.started)
            self._register(table)
            out.append(table)
        return out

    def _new_code(self) -> str:
        while True:
            code = P.new_code()
            if code not in self._by_code:
                return code

    async def open_table(self, people: tuple[int, ...] | None = None, *, rules: RuleSet | None = None,
                         seed: int | None = None, strength: str | None = None) -> Table:
        """A new table (saved at once); ValueError beyond :data:`~.protocol.MAX_TABLES`."""
        if len(self.tables) >= P.MAX_TABLES:
            raise ValueError(f"a server holds at most {P.MAX_TABLES} tables")
        people = self.options.people if people is None else people
        if not people or any(not 0 <= s <= 3 for s in people):
            raise ValueError("a table needs at least one seat for people (seats 0-3)")
        while True:
            tid = secrets.token_hex(4)
            if tid not in self.tables:
                break
        if seed is None:
            base = self.options.seed
            seed = secrets.randbits(48) if base is None else base * 1000 + len(self.tables)
        rules = self.options.rules if rules is None else rules
        table = self._make_table(tid, self._new_code(), Match(rules, seed), [Seat(i in people) for i in range(4)],
                                 seed, strength or self.options.strength, False)
        self._register(table)
        await self.store.save_meta(table)
        await self.store.save_match(table)
        return table

    def announced(self) -> list[tuple[str, int]]:
        """Each table's id and its free seats for people (the DNS-SD record)."""
        return [(t.id, len(t.free_seats)) for t in self.tables.values() if not t.closed]

    # -- the endpoint ---------------------------------------------------------------------

    async def listen(self) -> str:
        o = self.options
        self._ws = await serve(
            self._handle, o.host, o.port,
            ssl=o.ssl,
            compression=None,  # messages are small; deflate would cost each connection ~100 KB
            max_size=P.MAX_CLIENT_MESSAGE,
            max_queue=16,
            open_timeout=P.HANDSHAKE_SECONDS,
            ping_interval=P.PING_INTERVAL,
            ping_timeout=P.PING_TIMEOUT,
            close_timeout=5,
            process_request=self._admit,
            server_header=SERVER_NAME,
        )
        sock = next(iter(self._ws.sockets))
        self.port = int(sock.getsockname()[1])
        host = o.host if ":" not in o.host else f"[{o.host}]"
        self.url = f"{'wss' if o.ssl else 'ws'}://{host}:{self.port}/"
        return self.url

    def _admit(self, connection: ServerConnection, request: Request) -> Response | None:
        """Before the handshake: refuse with 503 when too many have not said hello, or the
        server holds as many connections as its tables have seats (and some to spare)."""
        most = P.MAX_CONNECTIONS_PER_TABLE * max(1, len(self.tables)) + P.MAX_PENDING
        if self._pending >= P.MAX_PENDING or self._connections >= most:
            return connection.respond(http.HTTPStatus.SERVICE_UNAVAILABLE, "busy, try again later\n")
        return None

    async def _handle(self, ws: ServerConnection) -> None:
        conn = Connection(ws)
        self._connections += 1
        self._pending += 1
        pending = True
        try:
            try:
                first = await asyncio.wait_for(ws.recv(), P.HELLO_SECONDS)
            except TimeoutError:
                conn.close(P.Close.HELLO_TIMEOUT, "no hello")
                return
            conn.bucket.take()
            self._pending -= 1
            pending = False
            if not await self._hello(conn, first):
                return
            async for message in ws:
                if not conn.bucket.take():
                    conn.close(P.Close.POLICY, "too many messages")
                    break
                try:
                    await self._message(conn, message)
                except P.ProtocolError as exc:
                    conn.errors += 1
                    conn.send_json(P.error(exc.error, exc.details))
                    if conn.errors >= P.MAX_ERRORS:
                        conn.close(P.Close.TOO_MANY_ERRORS, "too many errors")
                        break
        except ConnectionClosed:
            pass
        except Exception as exc:  # a fault of ours: this connection ends, the server goes on
            print(f"bauernschnapsen: a connection failed: {exc!r}", file=sys.stderr)
            conn.close(P.Close.INTERNAL, "server fault")
        finally:
            if pending:
                self._pending -= 1
            self._connections -= 1
            if conn.table is not None:
                try:
                    await conn.table.leave(conn.seat, conn, conn.left_on_purpose)
                except Exception as exc:
                    print(f"bauernschnapsen: leaving a table failed: {exc!r}", file=sys.stderr)
            await conn.finish()

    async def _hello(self, conn: Connection, message: str | bytes) -> bool:
        """Check the first message and seat the client; False if it was refused (closed)."""
        try:
            hello = schema.decode_client(message)
            if not isinstance(hello, schema.Hello):
                raise P.ProtocolError(P.ErrorId.HELLO_FIRST)
        except P.ProtocolError as exc:
            is_hello, version = schema.peek_hello(message)
            if not is_hello or version == P.VERSION:
                error = exc if is_hello or exc.error in (P.ErrorId.MALFORMED, P.ErrorId.TOO_DEEP) else None
                conn.send_json(P.error(P.ErrorId.HELLO_FIRST) if error is None else P.error(error.error, error.details))
                conn.close(P.Close.PROTOCOL, "hello first")
                return False
            hello = schema.Hello(version=version)  # another version, and fields this one does not know
        if type(hello.version) is not int or hello.version != P.VERSION:
            conn.send_json(P.refused(P.JoinRefusal.VERSION, {"server": P.VERSION,
                                                              "client": schema.shown_version(hello.version),
                                                              "app": __version__}))
            conn.close(P.Close.VERSION, "protocol version")
            return False
        token, code, seat, name = hello.token, hello.code, hello.seat, P.clean_name(hello.name)
        if token is None and code is None:
            conn.send_json(P.error(P.ErrorId.BAD_FIELD, {"field": "code"}))
            conn.close(P.Close.PROTOCOL, "bad hello")
            return False
        address = conn.address
        wait = self._limiter.blocked(address)
        if wait is not None:
            return self._refuse(conn, P.JoinRefusal.TOO_MANY_ATTEMPTS, {"retry_after": round(wait + 0.5)})
        if token is not None:
            h = P.token_hash(token)
            found = self._by_token.get(h)
            if found is None or found[0].closed or (seat is not None and seat != found[1]):
                self._limiter.failed(address)
                return self._refuse(conn, P.JoinRefusal.UNKNOWN_TOKEN)
            table, seat_no = found
            conn.table, conn.seat = table, seat_no
            conn.send_json(self._welcome(table, seat_no, token))
            await table.come_back(seat_no, conn)
            return True
        assert code is not None
        table_or_none = self._by_code.get(P.normal_code(code))
        if table_or_none is None or table_or_none.closed:
            self._limiter.failed(address)
            return self._refuse(conn, P.JoinRefusal.WRONG_CODE)
        table = table_or_none
        new_token = P.new_token()
        try:
            seat_no = await table.sit_down(seat, conn, name, P.token_hash(new_token),
                                           lambda s: P.encode(self._welcome(table, s, new_token)))
        except JoinError as exc:
            return self._refuse(conn, exc.reason, exc.details)
        conn.table, conn.seat = table, seat_no
        return True

    def _welcome(self, table: Table, seat: int, token: str) -> dict[str, Any]:
        return {"type": P.ServerType.WELCOME.value, "version": P.VERSION, "server": SERVER_NAME,
                "table": table.id, "seat": seat, "token": token}

    def _refuse(self, conn: Connection, reason: P.JoinRefusal, details: dict[str, Any] | None = None) -> bool:
        conn.send_json(P.refused(reason, details))
        conn.close(P.Close.REFUSED, str(reason))
        return False

    async def _message(self, conn: Connection, message: str | bytes) -> None:
        if not isinstance(message, str):
            conn.close(P.Close.UNSUPPORTED, "text frames only")
            return
        msg = schema.decode_client(message)
        table = conn.table
        assert table is not None
        if isinstance(msg, schema.ActionMessage):
            await table.act(conn.seat, conn, schema.builtins(msg))
        elif isinstance(msg, schema.Next):
            await table.next_deal_ready(conn.seat, conn)
        elif isinstance(msg, schema.Start):
            await table.start(conn.seat, conn)
        else:
            raise P.ProtocolError(P.ErrorId.HELLO_AGAIN)

    # -- the end --------------------------------------------------------------------------

    async def close_tables(self) -> None:
        """The opener closes the tables: every connection is closed with 4006 (the table is
        over, not restarting: no one comes back), and their saves are removed."""
        for table in list(self.tables.values()):
            await table.close(P.Close.TABLE_CLOSED)
            self._by_code.pop(table.code, None)
            await self.store.remove(table)
        self._by_token.clear()
        self.tables.clear()

    async def shutdown(self) -> None:
        """Stop listening, let every table finish its save, close every connection (1001)."""
        if self._ws is not None:
            self._ws.close(close_connections=False)
        for table in list(self.tables.values()):
            await table.close(P.Close.GOING_AWAY)
        if self._ws is not None:
            try:
                await asyncio.wait_for(self._ws.wait_closed(), 10)
            except TimeoutError:
                pass
