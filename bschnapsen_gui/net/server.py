"""The table server: asyncio and the ``websockets`` library, many tables in one process.

One WebSocket endpoint; the first message names the protocol version and either a table's
code (to sit down) or a seat token (to come back).  From then on the connection belongs to
one seat of one table (:mod:`.table`), and every message from it is checked for size (the
library's ``max_size``: 1009), rate (1008), JSON, types and fields (typed errors), seat, turn
and moment before the engine sees it.  Nothing a client sends stops the server or a table:
a handler's fault closes only that connection (1011).

Limits (:mod:`.protocol`, docs/protocol.md "Limits"): the handshake and the hello each
have a deadline, keepalive pings find dead connections, connections that have not said
hello are capped in all and per address (:data:`~.protocol.MAX_PENDING`,
:data:`~.protocol.MAX_PENDING_PER_ADDRESS`: HTTP 503 beyond, so one address never takes
more than half the slots, and fewer once they are contended), each seat has one
connection (a newer one with the token replaces it), wrong codes are limited per address
and in all with back-off (:class:`JoinLimiter`), a valid token is never refused for what
others did but comebacks are limited per seat, a client that does not read its messages
is closed, and the server holds at most :data:`~.protocol.MAX_TABLES` tables.  Behind a
reverse proxy named with ``--trusted-proxy`` the limits see the client's address from
``X-Forwarded-For``.

What the server keeps per address is bounded: the tables of addresses forget quiet ones
and hold a fixed number at most.  (Issue 39's memory growth per connection was the cyclic
garbage collector, left off by ``__main__`` for the window's start: :func:`.cli.run` turns
it on; ``python -m bschnapsen_gui.net.membench`` measures it.)
Refused and limited connections are logged (``logging``, this module's logger) with the
address and the reason, never a token or a code.
"""

from __future__ import annotations

import asyncio
import collections
import http
import ipaddress
import logging
import secrets
import ssl
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeAlias

from websockets.asyncio.server import Server as WsServer
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

from .. import __version__
from ..engine.match import Match
from ..engine.rules import RulesError, RuleSet
from ..engine.shuffle import deck_source
from . import protocol as P
from . import schema
from .store import TableStore
from .table import GENUG_MOMENT_SECONDS, JoinError, Seat, Table, Thinker

SERVER_NAME = f"bauernschnapsen {__version__}"

log = logging.getLogger(__name__)

Network: TypeAlias = ipaddress.IPv4Network | ipaddress.IPv6Network

#: the right-most addresses of X-Forwarded-For looked at (proxies in a row, at most)
MOST_HOPS = 8


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
    #: reverse proxies whose ``X-Forwarded-For`` names the client (``--trusted-proxy``)
    trusted_proxies: tuple[Network, ...] = ()
    #: tables clients may open on demand at once (``--open-tables``); 0: none
    open_tables: int = 0
    #: seconds without a person connected after which a table opened on demand is closed
    idle_close: float = P.IDLE_CLOSE_SECONDS


def parse_proxies(texts: list[str]) -> tuple[Network, ...]:
    """``--trusted-proxy`` values (each an address or a network, or a comma-separated list
    of them) as networks; ValueError naming the first that is neither."""
    out: list[Network] = []
    for text in texts:
        for part in text.split(","):
            if part.strip():
                try:
                    out.append(ipaddress.ip_network(part.strip(), strict=False))
                except ValueError:
                    raise ValueError(part.strip()) from None
    return tuple(out)


def _trusted(address: str, proxies: tuple[Network, ...]) -> bool:
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return False
    return any(ip in net for net in proxies)


def client_address(peer: str, forwarded: list[str], proxies: tuple[Network, ...]) -> str:
    """The client's address as the limits see it.  ``peer`` is the socket's address;
    ``forwarded`` the ``X-Forwarded-For`` headers, used only when ``peer`` is a trusted
    proxy: the right-most address in them that is not itself a trusted proxy (a proxy
    appends the address it saw; what is left of it, the client may have written), looked
    for among the last :data:`MOST_HOPS` only (a header of thousands of trusted addresses
    costs no more).  An IPv6 client counts as its /64 (one home or host gets a whole /64 to
    choose from)."""
    address = peer
    if forwarded and proxies and _trusted(peer, proxies):
        hops = [h.strip() for line in forwarded for h in line.split(",")]
        for hop in reversed(hops[-MOST_HOPS:]):
            if not _trusted(hop, proxies):
                address = hop
                break
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return peer if address != peer else "?"
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.IPv6Network((ip, 64), strict=False))
    return str(ip)


class JoinLimiter:
    """Wrong codes and tokens per client address, and wrong codes from all addresses
    together (the figure the codes' length is chosen for, docs/protocol.md "Limits").

    An address that used up its attempts is refused without its code being looked at (else
    refusing would not slow a guesser), and each try while refused adds to its wait
    (back-off, up to :data:`~.protocol.JOIN_MOST_WAIT`).  Only addresses that failed are
    kept, a full bucket is forgotten, and at most :data:`MOST_ADDRESSES` are kept (the
    oldest go first): the table never grows without bound.  A valid token is looked up
    before this limiter is asked (:meth:`TableServer._hello`)."""

    MOST_ADDRESSES = 4096

    def __init__(self) -> None:
        self._by_address: collections.OrderedDict[str, P.RateBucket] = collections.OrderedDict()
        self._overall = P.RateBucket(P.CODE_GUESSES_PER_SECOND, P.CODE_GUESSES_BURST)

    def __len__(self) -> int:
        return len(self._by_address)

    def blocked(self, address: str, *, code: bool) -> float | None:
        """Seconds to wait if ``address`` (or, for a code, everyone) has used up its
        attempts, else None.  A try while blocked pushes the address's wait out."""
        b = self._by_address.get(address)
        if b is not None and b.empty():
            b.tokens = max(b.tokens - 1.0, 1.0 - P.JOIN_MOST_WAIT * b.rate)
            return b.wait()
        if code and self._overall.empty():
            return self._overall.wait()
        return None

    def failed(self, address: str, *, code: bool) -> None:
        """A wrong code (``code``) or an unknown token from ``address``."""
        if code:
            self._overall.take()
        b = self._by_address.get(address)
        if b is not None:
            self._by_address.move_to_end(address)
            b.take()
            return
        self._forget()
        b = self._by_address[address] = P.RateBucket(1.0 / P.JOIN_REFILL_SECONDS, P.JOIN_ATTEMPTS)
        b.take()

    def _forget(self) -> None:
        """Addresses whose bucket is full again are as if never seen; beyond the most kept,
        the least recently failed go."""
        while len(self._by_address) >= self.MOST_ADDRESSES:
            self._by_address.popitem(last=False)
        for address in list(self._by_address)[:8]:  # the oldest few, a little work per failure
            if self._by_address[address].full():
                del self._by_address[address]


class OpenLimiter:
    """Tables opened on demand (``--open-tables``, docs/protocol.md
    "Tables opened on demand"): how many each address holds open, and how fast addresses
    open them, each and all together.  Like :class:`JoinLimiter` it keeps only what it
    must: an address with no open table and a full bucket is forgotten, and at most
    :data:`MOST_ADDRESSES` buckets are kept."""

    MOST_ADDRESSES = 4096

    def __init__(self) -> None:
        self._buckets: collections.OrderedDict[str, P.RateBucket] = collections.OrderedDict()
        self._overall = P.RateBucket(P.OPENINGS_IN_ALL_PER_SECOND, P.OPENINGS_IN_ALL_BURST)
        self._held: dict[str, set[str]] = {}  #: address -> ids of the tables it opened, still open
        self._opened_by: dict[str, str] = {}  #: table id -> the address that opened it

    def refusal(self, address: str) -> tuple[P.JoinRefusal, dict[str, Any]] | None:
        """Why ``address`` may not open a table now (the refusal and its details), or None."""
        if len(self._held.get(address, ())) >= P.OPEN_TABLES_PER_ADDRESS:
            return P.JoinRefusal.TOO_MANY_TABLES, {"most": P.OPEN_TABLES_PER_ADDRESS}
        b = self._buckets.get(address)
        if b is not None and b.empty():
            return P.JoinRefusal.TOO_MANY_ATTEMPTS, {"retry_after": round(b.wait() + 0.5)}
        if self._overall.empty():
            return P.JoinRefusal.TOO_MANY_ATTEMPTS, {"retry_after": round(self._overall.wait() + 0.5)}
        return None

    def opened(self, address: str, table_id: str) -> None:
        self._overall.take()
        b = self._buckets.get(address)
        if b is None:
            while len(self._buckets) >= self.MOST_ADDRESSES:
                self._buckets.popitem(last=False)
            for old in list(self._buckets)[:8]:  # a little forgetting with each opening
                if self._buckets[old].full() and old not in self._held:
                    del self._buckets[old]
            b = self._buckets[address] = P.RateBucket(1.0 / P.OPENINGS_REFILL_SECONDS, P.OPENINGS_BURST)
        else:
            self._buckets.move_to_end(address)
        b.take()
        self._held.setdefault(address, set()).add(table_id)
        self._opened_by[table_id] = address

    def closed(self, table_id: str) -> None:
        address = self._opened_by.pop(table_id, None)
        if address is None:
            return
        held = self._held.get(address)
        if held is not None:
            held.discard(table_id)
            if not held:
                del self._held[address]

    def held(self, address: str) -> int:
        return len(self._held.get(address, ()))


class Connection:
    """One client's WebSocket as a table's :class:`~.table.Peer`: messages queue up and one
    writer task sends them in order; a client that does not read them is closed."""

    def __init__(self, ws: ServerConnection, address: str) -> None:
        self.ws = ws
        self.address = address  #: the client's, as the limits see it (:func:`client_address`)
        self._queue: collections.deque[str] = collections.deque()
        self._wake = asyncio.Event()
        self._close: tuple[int, str] | None = None
        self.bucket = P.RateBucket(P.RATE_PER_SECOND, P.RATE_BURST)
        self.errors = 0
        self.table: Table | None = None
        self.seat = -1
        self.writer = asyncio.ensure_future(self._write())

    def send(self, text: str) -> None:
        if self._close is not None:
            return
        if len(self._queue) >= P.MAX_OUTGOING:
            log.info("%s: closed: too slow (%d messages not read)", self.address, len(self._queue))
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
        #: comebacks per seat, (table id, seat) -> bucket; dropped with the table
        self._comebacks: dict[tuple[str, int], P.RateBucket] = {}
        self._pending = 0
        #: connections that have not said hello, per address (an address with none is dropped)
        self._pending_by: dict[str, int] = {}
        self._connections = 0
        self._openings = OpenLimiter()
        #: tables opened on demand with no person connected: since when (monotonic)
        self._idle_since: dict[str, float] = {}
        self._sweeper: asyncio.Task[None] | None = None
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

    def _make_table(self, table_id: str, code: str, match: Match, seats: list[Seat], seed: int | None, strength: str,
                    started: bool, opener: int | None = None, on_demand: bool = False) -> Table:
        async def save_meta(t: Table) -> None:
            for i, s in enumerate(t.seats):
                if s.token is not None:
                    self._by_token[s.token] = (t, i)
            await self.store.save_meta(t)

        return Table(table_id, code, match, seats, strength=strength, seed=seed, thinker=self.thinker,
                     save=self.store.save_match, save_meta=save_meta, started=started,
                     genug_moment=self.options.genug_moment, opener=opener, token_ended=self._token_ended,
                     on_demand=on_demand)

    def _token_ended(self, token_hash: str) -> None:
        """A seat was given up or freed: its token brings no one back any more."""
        self._by_token.pop(token_hash, None)

    def reopen(self) -> list[Table]:
        """The tables saved in the data folder, as they were."""
        out = []
        for tid in self.store.saved_ids():
            got = self.store.load(tid)
            if got is None or len(self.tables) >= P.MAX_TABLES:
                continue
            meta, match = got
            if match is None:
                match = Match(meta.rules, decks=deck_source(meta.seed))
            code = meta.code
            if code in self._by_code or not code:
                code = self._new_code()
            table = self._make_table(meta.id, code, match, meta.seats, meta.seed, meta.strength, meta.started,
                                     meta.opener, meta.on_demand)
            self._register(table)
            out.append(table)
        return out

    def _new_code(self) -> str:
        while True:
            code = P.new_code()
            if code not in self._by_code:
                return code

    async def open_table(self, people: tuple[int, ...] | None = None, *, rules: RuleSet | None = None,
                         seed: int | None = None, strength: str | None = None, opener: int | None = None,
                         on_demand: bool = False, registered: Callable[[Table], None] | None = None) -> Table:
        """A new table (saved at once); ValueError beyond :data:`~.protocol.MAX_TABLES`.
        ``registered`` is told the table before the first await (its saving): an opening on
        demand is counted against its address before another can look at the count."""
        if len(self.tables) >= P.MAX_TABLES:
            raise ValueError(f"a server holds at most {P.MAX_TABLES} tables")
        people = self.options.people if people is None else people
        if not people or any(not 0 <= s <= 3 for s in people):
            raise ValueError("a table needs at least one seat for people (seats 0-3)")
        while True:
            tid = secrets.token_hex(4)
            if tid not in self.tables:
                break
        if seed is None and self.options.seed is not None:  # --seed: tests and benchmarks
            seed = self.options.seed * 1000 + len(self.tables)
        rules = self.options.rules if rules is None else rules  # no seed: secure deals (shuffle.py)
        table = self._make_table(tid, self._new_code(), Match(rules, decks=deck_source(seed)),
                                 [Seat(i in people) for i in range(4)], seed, strength or self.options.strength, False,
                                 opener, on_demand)
        self._register(table)
        if registered is not None:
            registered(table)
        await self.store.save_meta(table)
        await self.store.save_match(table)
        return table

    def announced(self) -> list[tuple[str, int]]:
        """Each table's id and its free seats for people (the DNS-SD record)."""
        return [(t.id, len(t.free_seats)) for t in self.tables.values() if not t.closed]

    def opener_name(self) -> str:
        """The name of the person who opened a table here (a window's own server: its one
        table), for the DNS-SD record; "" if none is known."""
        for t in self.tables.values():
            if t.opener is not None and not t.closed and t.seats[t.opener].name:
                return str(t.seats[t.opener].name)
        return ""

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
        if o.open_tables > 0 and self._sweeper is None:
            self._sweeper = asyncio.ensure_future(self._sweep())
        sock = next(iter(self._ws.sockets))
        self.port = int(sock.getsockname()[1])
        host = o.host if ":" not in o.host else f"[{o.host}]"
        self.url = f"{'wss' if o.ssl else 'ws'}://{host}:{self.port}/"
        return self.url

    def _address(self, connection: ServerConnection, request: Request | None) -> str:
        try:
            peer = str(connection.remote_address[0])
        except (TypeError, IndexError):
            peer = "?"
        proxies = self.options.trusted_proxies
        if not proxies or request is None:
            return client_address(peer, [], ())
        return client_address(peer, request.headers.get_all("X-Forwarded-For"), proxies)

    def _admit(self, connection: ServerConnection, request: Request) -> Response | None:
        """Before the handshake: refuse with 503 when too many have not said hello (in all,
        or from this address), or the server holds as many connections as its tables have
        seats (and some to spare)."""
        most = P.MAX_CONNECTIONS_PER_TABLE * max(1, len(self.tables)) + P.MAX_PENDING
        address = self._address(connection, request)
        held = self._pending_by.get(address, 0)
        if held >= P.MAX_PENDING_PER_ADDRESS or (held >= P.MAX_PENDING_PER_ADDRESS_BUSY
                                                 and self._pending >= P.MAX_PENDING // 2):
            why = "too many connections without a hello from this address"
        elif self._pending >= P.MAX_PENDING:
            why = "too many connections without a hello"
        elif self._connections >= most:
            why = "as many connections as the tables take"
        else:
            return None
        log.info("%s: refused (HTTP 503): %s", address, why)
        return connection.respond(http.HTTPStatus.SERVICE_UNAVAILABLE, "busy, try again later\n")

    async def _handle(self, ws: ServerConnection) -> None:
        address = self._address(ws, ws.request)
        conn = Connection(ws, address)
        self._connections += 1
        self._pending += 1
        self._pending_by[address] = self._pending_by.get(address, 0) + 1
        pending = True
        try:
            try:
                first = await asyncio.wait_for(ws.recv(), P.HELLO_SECONDS)
            except TimeoutError:
                log.info("%s: closed: no hello within %g s", address, P.HELLO_SECONDS)
                conn.close(P.Close.HELLO_TIMEOUT, "no hello")
                return
            conn.bucket.take()
            self._pending -= 1
            self._unpend(address)
            pending = False
            if not await self._hello(conn, first):
                return
            async for message in ws:
                if not conn.bucket.take():
                    log.info("%s: closed: too many messages a second", address)
                    conn.close(P.Close.POLICY, "too many messages")
                    break
                try:
                    await self._message(conn, message)
                except P.ProtocolError as exc:
                    conn.errors += 1
                    conn.send_json(P.error(exc.error, exc.details))
                    if conn.errors >= P.MAX_ERRORS:
                        log.info("%s: closed: %d errors", address, conn.errors)
                        conn.close(P.Close.TOO_MANY_ERRORS, "too many errors")
                        break
        except ConnectionClosed:
            pass
        except Exception:  # a fault of ours: this connection ends, the server goes on
            log.exception("%s: the connection failed", address)
            conn.close(P.Close.INTERNAL, "server fault")
        finally:
            if pending:
                self._pending -= 1
                self._unpend(address)
            self._connections -= 1
            if conn.table is not None:
                try:
                    await conn.table.leave(conn.seat, conn, conn.left_on_purpose)
                except Exception:
                    log.exception("%s: leaving table %s failed", address, conn.table.id)
            await conn.finish()

    def _unpend(self, address: str) -> None:
        left = self._pending_by.get(address, 0) - 1
        if left > 0:
            self._pending_by[address] = left
        else:
            self._pending_by.pop(address, None)

    async def _hello(self, conn: Connection, message: str | bytes) -> bool:
        """Check the first message and seat the client; False if it was refused (closed)."""
        try:
            hello = schema.decode_client(message)
            if not isinstance(hello, schema.Hello):
                raise P.ProtocolError(P.ErrorId.HELLO_FIRST)
        except P.ProtocolError as exc:
            is_hello, version = schema.peek_hello(message)
            if not is_hello or (type(version) is int and P.OLDEST_VERSION <= version <= P.VERSION):
                error = exc if is_hello or exc.error in (P.ErrorId.MALFORMED, P.ErrorId.TOO_DEEP) else None
                log.info("%s: refused: a bad first message (%s)", conn.address,
                         P.ErrorId.HELLO_FIRST if error is None else error.error)
                conn.send_json(P.error(P.ErrorId.HELLO_FIRST) if error is None else P.error(error.error, error.details))
                conn.close(P.Close.PROTOCOL, "hello first")
                return False
            hello = schema.Hello(version=version)  # another version, and fields this one does not know
        if type(hello.version) is not int or not P.OLDEST_VERSION <= hello.version <= P.VERSION:
            log.info("%s: refused: %s", conn.address, P.JoinRefusal.VERSION)
            conn.send_json(P.refused(P.JoinRefusal.VERSION, {"server": P.VERSION,
                                                              "client": schema.shown_version(hello.version),
                                                              "app": __version__}))
            conn.close(P.Close.VERSION, "protocol version")
            return False
        token, code, seat, name = hello.token, hello.code, hello.seat, P.clean_name(hello.name)
        if hello.open is not None:
            if token is not None or code is not None:
                log.info("%s: refused: a bad hello (%s open)", conn.address, P.ErrorId.BAD_FIELD)
                conn.send_json(P.error(P.ErrorId.BAD_FIELD, {"field": "open"}))
                conn.close(P.Close.PROTOCOL, "bad hello")
                return False
            return await self._open_on_demand(conn, hello.open, seat, name)
        if token is None and code is None:
            log.info("%s: refused: a bad hello (%s code)", conn.address, P.ErrorId.BAD_FIELD)
            conn.send_json(P.error(P.ErrorId.BAD_FIELD, {"field": "code"}))
            conn.close(P.Close.PROTOCOL, "bad hello")
            return False
        address = conn.address
        if token is not None:
            # a valid token is looked up first: what others from this address did never
            # keeps its seat's person out; only the seat's own comebacks are limited
            found = self._by_token.get(P.token_hash(token))
            if found is not None and not found[0].closed and (seat is None or seat == found[1]):
                table, seat_no = found
                bucket = self._comebacks.get((table.id, seat_no))
                if bucket is None:
                    bucket = self._comebacks[(table.id, seat_no)] = P.RateBucket(1.0 / P.COMEBACK_REFILL_SECONDS,
                                                                               P.COMEBACK_BURST)
                if not bucket.take():
                    return self._refuse(conn, P.JoinRefusal.TOO_MANY_ATTEMPTS,
                                        {"retry_after": round(bucket.wait() + 0.5)},
                                        f"comebacks to seat {seat_no} of table {table.id}")
                conn.table, conn.seat = table, seat_no
                conn.send_json(self._welcome(table, seat_no, token))
                await table.come_back(seat_no, conn)
                log.debug("%s: came back to seat %d of table %s", address, seat_no, table.id)
                return True
        wait = self._limiter.blocked(address, code=token is None)
        if wait is not None:
            return self._refuse(conn, P.JoinRefusal.TOO_MANY_ATTEMPTS, {"retry_after": round(wait + 0.5)},
                                "wrong codes" if token is None else "unknown tokens")
        if token is not None:
            self._limiter.failed(address, code=False)
            return self._refuse(conn, P.JoinRefusal.UNKNOWN_TOKEN)
        assert code is not None
        table_or_none = self._by_code.get(P.normal_code(code))
        if table_or_none is None or table_or_none.closed:
            self._limiter.failed(address, code=True)
            return self._refuse(conn, P.JoinRefusal.WRONG_CODE)
        table = table_or_none
        new_token = P.new_token()
        try:
            seat_no = await table.sit_down(seat, conn, name, P.token_hash(new_token),
                                           lambda s: P.encode(self._welcome(table, s, new_token)))
        except JoinError as exc:
            return self._refuse(conn, exc.reason, exc.details, f"table {table.id}")
        conn.table, conn.seat = table, seat_no
        log.debug("%s: sat down at seat %d of table %s", address, seat_no, table.id)
        return True

    async def _open_on_demand(self, conn: Connection, request: schema.OpenRequest, seat: int | None,
                              name: str | None) -> bool:
        """A client opens a table (``--open-tables``) and sits down at it as its opener;
        False if refused (closed).  The limits: docs/protocol.md, "Tables opened on demand"."""
        address = conn.address
        if self.options.open_tables <= 0:
            return self._refuse(conn, P.JoinRefusal.NO_OPEN_TABLES)
        try:
            rules = RuleSet.from_json(request.rules)
        except RulesError:
            log.info("%s: refused: a bad hello (%s open.rules)", address, P.ErrorId.BAD_FIELD)
            conn.send_json(P.error(P.ErrorId.BAD_FIELD, {"field": "open"}))
            conn.close(P.Close.PROTOCOL, "bad hello")
            return False
        people = tuple(sorted(set(request.people)))
        if seat is None:
            seat = people[0]
        elif seat not in people:
            return self._refuse(conn, P.JoinRefusal.NOT_A_PERSON_SEAT, {"seat": seat})
        limited = self._openings.refusal(address)
        if limited is not None:
            return self._refuse(conn, limited[0], limited[1], "opening tables")
        if len(self._opened_by_clients()) >= self.options.open_tables or len(self.tables) >= P.MAX_TABLES:
            return self._refuse(conn, P.JoinRefusal.SERVER_FULL, None, "tables opened on demand")
        table = await self.open_table(people, rules=rules, strength=request.strength, opener=seat, on_demand=True,
                                      registered=lambda t: self._openings.opened(address, t.id))
        log.info("%s: opened table %s (%d of %d tables opened on demand, %d from this address)", address, table.id,
                 len(self._opened_by_clients()), self.options.open_tables, self._openings.held(address))
        new_token = P.new_token()
        seated = await table.sit_down(seat, conn, name, P.token_hash(new_token),
                                      lambda s: P.encode(self._welcome(table, s, new_token)))
        conn.table, conn.seat = table, seated
        return True

    def _opened_by_clients(self) -> list[Table]:
        return [t for t in self.tables.values() if t.on_demand and not t.closed]

    def _welcome(self, table: Table, seat: int, token: str) -> dict[str, Any]:
        """The welcome; to the opener of a table opened on demand also its code (a window
        coming back shows it again, to ask more friends)."""
        out = {"type": P.ServerType.WELCOME.value, "version": P.VERSION, "server": SERVER_NAME,
               "table": table.id, "seat": seat, "token": token}
        if table.on_demand and seat == table.opener:
            out["code"] = table.code
        return out

    def _refuse(self, conn: Connection, reason: P.JoinRefusal, details: dict[str, Any] | None = None,
                note: str = "") -> bool:
        """Refuse the hello (logged with the address and reason: never its code or token)."""
        log.info("%s: refused: %s%s%s", conn.address, reason.value, f" ({note})" if note else "",
                 f", retry after {details['retry_after']} s" if details and "retry_after" in details else "")
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
        elif isinstance(msg, schema.Leave):
            await table.give_up(conn.seat, conn)
            log.debug("%s: gave up seat %d of table %s", conn.address, conn.seat, table.id)
        elif isinstance(msg, schema.Free):
            await table.free(conn.seat, conn, msg.seat)
            log.info("table %s: its opener freed seat %d", table.id, msg.seat)
        elif isinstance(msg, schema.Close):
            if table.opener != conn.seat:
                raise P.ProtocolError(P.ErrorId.NOT_OPENER)
            if not table.on_demand:
                raise P.ProtocolError(P.ErrorId.NOT_NOW)
            await self._end_table(table)
            log.info("table %s: its opener closed it", table.id)
        else:
            raise P.ProtocolError(P.ErrorId.HELLO_AGAIN)

    # -- the end --------------------------------------------------------------------------

    async def _end_table(self, table: Table) -> None:
        """Close ``table`` for good: every connection is closed with 4006 (it is over, not
        restarting: no one comes back), its code and tokens end, its files are removed (once
        its last save is written: a client told 4006 may still find them for a moment)."""
        self.tables.pop(table.id, None)
        self._by_code.pop(table.code, None)
        for s in table.seats:
            if s.token is not None:
                self._by_token.pop(s.token, None)
        for seat in range(4):
            self._comebacks.pop((table.id, seat), None)
        self._idle_since.pop(table.id, None)
        self._openings.closed(table.id)
        await table.close(P.Close.TABLE_CLOSED)  # waits for a save under way: none comes after
        await self.store.remove(table)

    async def close_tables(self) -> None:
        """The opener (a window) closes its tables: each as :meth:`_end_table`."""
        for table in list(self.tables.values()):
            await self._end_table(table)

    async def sweep_idle(self, now: float | None = None) -> list[str]:
        """Close for good the tables opened on demand that no person has been connected to
        for :attr:`ServerOptions.idle_close` seconds (counted from when the last one went,
        or from the server's start for a reopened table); their ids."""
        now = time.monotonic() if now is None else now
        ended = []
        for table in self._opened_by_clients():
            if table.anyone_here:
                self._idle_since.pop(table.id, None)
                continue
            since = self._idle_since.setdefault(table.id, now)
            if now - since >= self.options.idle_close:
                await self._end_table(table)
                log.info("table %s: closed, no one there for %g s", table.id, now - since)
                ended.append(table.id)
        return ended

    async def _sweep(self) -> None:
        """Look for idle tables a few times in each idle period (at most once a minute)."""
        every = min(60.0, max(0.05, self.options.idle_close / 4))
        while True:
            await asyncio.sleep(every)
            try:
                await self.sweep_idle()
            except Exception:  # a fault of ours: the tables play on, the next sweep tries again
                log.exception("closing idle tables failed")

    async def keep_tables(self) -> None:
        """The opener's window closed but keeps its tables: every connection is closed with
        4008 (come back when the table is opened again), the saves stay for ``--reopen``."""
        for table in list(self.tables.values()):
            await table.close(P.Close.TABLE_KEPT)

    async def shutdown(self) -> None:
        """Stop listening, let every table finish its save, close every connection (1001)."""
        if self._sweeper is not None:
            self._sweeper.cancel()
        if self._ws is not None:
            self._ws.close(close_connections=False)
        for table in list(self.tables.values()):
            await table.close(P.Close.GOING_AWAY)
        if self._ws is not None:
            try:
                await asyncio.wait_for(self._ws.wait_closed(), 10)
            except TimeoutError:
                pass
