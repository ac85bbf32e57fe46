"""The table protocol: its version, message kinds, error and close codes, and limits.

Every message is one JSON object in one WebSocket text frame, with a ``"type"``
(docs/protocol.md gives each with an example; ``net/schema.py`` declares each).
``schema.decode_client`` reads what a client sent, strictly: UTF-8 JSON, an object of a
known type with its fields, no fractions or NaN, no key twice, nested at most
:data:`MAX_DEPTH` deep; anything else is a :class:`ProtocolError` carrying an
:class:`ErrorId` that goes back to the client as a typed error.  The server sends no words:
only these ids, the engine's enums, card ids and refusal ids.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
import time
import unicodedata
from enum import IntEnum, StrEnum
from typing import Any

#: the protocol's version, said in the first message of each side (2 added tables opened on
#: demand: the hello's ``open``, the welcome's ``code``, the ``close`` message)
VERSION = 2
#: the oldest client version a server takes: a version-1 client never asks for what 2 added
OLDEST_VERSION = 1

# -- limits (docs/protocol.md, "Limits") ------------------------------------------------------

#: the largest message a client may send (bytes); a larger frame closes with 1009
MAX_CLIENT_MESSAGE = 4096
#: how deeply a client's message may nest
MAX_DEPTH = 8
#: seconds from the TCP connection to the WebSocket handshake's end
HANDSHAKE_SECONDS = 5.0
#: seconds from the handshake to the client's hello
HELLO_SECONDS = 5.0
#: keepalive: a ping every ... seconds; no pong within ... seconds closes (1011)
PING_INTERVAL = 20.0
PING_TIMEOUT = 20.0
#: messages a connection may send: a burst of ..., refilled at ... a second; beyond: closed (1008)
RATE_BURST = 40
RATE_PER_SECOND = 20.0
#: typed errors a connection may earn before it is closed (4004)
MAX_ERRORS = 50
#: messages waiting to go out to one connection before it counts as too slow (4003)
MAX_OUTGOING = 256
#: connections bound to one table at once (one per seat)
MAX_CONNECTIONS_PER_TABLE = 4
#: connections that have not said hello yet, in all (more are refused with HTTP 503)
MAX_PENDING = 128
#: ... of them from one client address (an IPv6 /64) at most: the other half is kept for others
MAX_PENDING_PER_ADDRESS = 64
#: ... from one address once half of MAX_PENDING are taken (a friends' table's joins at once
#: fit below the half; an address holding slots while others wait for one gets no more)
MAX_PENDING_PER_ADDRESS_BUSY = 16
#: tables one server holds
MAX_TABLES = 1000
#: tables opened on demand (``--open-tables``) open at once, unless the operator says
OPEN_TABLES = 200
#: ... of them opened from one client address (an IPv6 /64) and still open
OPEN_TABLES_PER_ADDRESS = 8
#: tables opened from one address: a burst of ..., one more every ... seconds
OPENINGS_BURST = 8
OPENINGS_REFILL_SECONDS = 60.0
#: tables opened from all addresses together: a burst of ..., then ... a second
OPENINGS_IN_ALL_BURST = 60
OPENINGS_IN_ALL_PER_SECOND = 1.0
#: a table opened on demand with no person connected for this long is closed for good
IDLE_CLOSE_SECONDS = 30 * 60.0
#: wrong codes and tokens per client address: a burst of ..., one more every ... seconds; each
#: try while refused adds one more wait (back-off), up to JOIN_MOST_WAIT seconds
JOIN_ATTEMPTS = 20
JOIN_REFILL_SECONDS = 6.0
JOIN_MOST_WAIT = 300.0
#: wrong codes from all addresses together: a burst of ..., then ... a second (the arithmetic
#: in docs/protocol.md, "Limits", keeps a table's code safe with this and CODE_LENGTH)
CODE_GUESSES_BURST = 60
CODE_GUESSES_PER_SECOND = 2.0
#: comebacks with a seat's token: a burst of ..., one more every ... seconds (each is told to the table)
COMEBACK_BURST = 20
COMEBACK_REFILL_SECONDS = 1.0
#: the longest name (characters, after cleaning)
MAX_NAME = 24

#: join codes: letters and digits that no one mistakes for another (no 0/O/Q/D, 1/I/L/J,
#: 2/Z, 5/S, 6/G, 8/B, U/V)
CODE_ALPHABET = "ACEFHKMNPRTWXY3479"
CODE_LENGTH = 9  # 18^9 = 1.98e11 codes; shown in groups of three (docs/protocol.md, "Limits")
#: bytes of a seat token (a 256-bit secret, URL-safe base64)
TOKEN_BYTES = 32


class ClientType(StrEnum):
    """What a client may send."""

    HELLO = "hello"  #: the first message: version, and a code (join) or a token (rejoin)
    ACTION = "action"  #: a deal-log action of the client's own seat
    NEXT = "next"  #: ready for the next deal (after a deal's end)
    START = "start"  #: begin before every person's seat is taken (computers sit in for them)
    LEAVE = "leave"  #: give the seat up for good (its token ends; a newcomer with the code may take it)
    FREE = "free"  #: the table's opener frees another person's seat (its token ends)
    CLOSE = "close"  #: the opener of a table opened on demand closes it for good (4006 to all)


class ServerType(StrEnum):
    """What the server sends."""

    WELCOME = "welcome"  #: seated: the seat and its token
    REFUSED = "refused"  #: the hello is refused (a JoinRefusal id); the connection closes
    STATE = "state"  #: the table and the seat's view; after every change, with its events
    TABLE = "table"  #: the table alone changed (people came or went, readiness)
    REJECTED = "rejected"  #: the engine refused the client's action (a rule id and details)
    ERROR = "error"  #: a message that could not be used (an ErrorId)


class ErrorId(StrEnum):
    """Why a client's message could not be used (``{"type": "error", "error": ...}``)."""

    MALFORMED = "malformed"  #: not UTF-8 JSON, not an object, a fraction, a key twice, binary
    TOO_DEEP = "too_deep"  #: nested deeper than MAX_DEPTH
    UNKNOWN_TYPE = "unknown_type"  #: no such "type"
    BAD_FIELD = "bad_field"  #: a field missing or of the wrong type or value (details.field)
    HELLO_FIRST = "hello_first"  #: the first message must be a hello
    HELLO_AGAIN = "hello_again"  #: a second hello on the same connection
    NOT_YOUR_SEAT = "not_your_seat"  #: an action for another seat
    STALE = "stale"  #: the action was meant for an earlier moment (details: deal, at now)
    NOT_STARTED = "not_started"  #: no deal yet (the table waits for its people)
    NOT_NOW = "not_now"  #: "next" during a deal, "start" once started, "free" of a seat no one holds
    NOT_OPENER = "not_opener"  #: "free" or "close" from a seat that did not open the table


class JoinRefusal(StrEnum):
    """Why a hello is refused (``{"type": "refused", "reason": ...}``), then closed with 4000
    (4001 for the version)."""

    VERSION = "version"  #: another protocol version (details: server, client)
    WRONG_CODE = "wrong_code"  #: no table has this code
    UNKNOWN_TOKEN = "unknown_token"  #: no seat has this token
    TABLE_FULL = "table_full"  #: every person's seat is taken
    SEAT_TAKEN = "seat_taken"  #: the seat asked for is someone else's
    NOT_A_PERSON_SEAT = "not_a_person_seat"  #: the seat asked for is the computer's by the table's choice
    TOO_MANY_ATTEMPTS = "too_many_attempts"  #: too many wrong codes or tokens (details: retry_after)
    SERVER_FULL = "server_full"  #: the server holds as many connections (or tables opened on demand) as it takes
    NO_OPEN_TABLES = "no_open_tables"  #: this server opens no tables on demand (no --open-tables)
    TOO_MANY_TABLES = "too_many_tables"  #: this address holds as many open tables as it may (details: most)


class Close(IntEnum):
    """WebSocket close codes the server uses (RFC 6455 §7.4; 4000-4999 are ours)."""

    NORMAL = 1000  #: the client is done
    GOING_AWAY = 1001  #: the server shuts down (it saved; reconnect later)
    PROTOCOL = 1002  #: a WebSocket protocol error (the library's)
    UNSUPPORTED = 1003  #: a binary message
    POLICY = 1008  #: too many messages a second
    TOO_BIG = 1009  #: a message larger than MAX_CLIENT_MESSAGE (the library's)
    INTERNAL = 1011  #: keepalive timeout, or a server fault
    REFUSED = 4000  #: the hello was refused (the "refused" message said why)
    VERSION = 4001  #: another protocol version (after a "refused" message naming both)
    REPLACED = 4002  #: the seat was taken up by a newer connection with its token
    TOO_SLOW = 4003  #: the client did not read its messages
    TOO_MANY_ERRORS = 4004  #: MAX_ERRORS typed errors
    HELLO_TIMEOUT = 4005  #: no hello within HELLO_SECONDS
    TABLE_CLOSED = 4006  #: the table's opener closed it: it is over (not a restart; do not come back)
    SEAT_ENDED = 4007  #: the seat is no longer this token's: given up ("leave") or freed by the opener
    TABLE_KEPT = 4008  #: the opener's window closed; the table is kept and opened again later (come back then)


class ProtocolError(ValueError):
    """A client's message that cannot be used: the error id and its details."""

    def __init__(self, error: ErrorId, details: dict[str, Any] | None = None) -> None:
        super().__init__(f"{error}: {details or {}}")
        self.error = error
        self.details = details or {}


# -- messages ---------------------------------------------------------------------------------


def encode(message: Any) -> str:
    """A server message's text, or a part of one (compact; non-ASCII names as they are)."""
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"))


def field(data: dict[str, Any], name: str, kind: type | tuple[type, ...], *, required: bool = True) -> Any:
    """``data[name]`` if it is of ``kind`` (bool is not int), else BAD_FIELD naming it (what
    ``schema.decode_client`` has already checked; ``table.py`` reads its action so)."""
    if name not in data:
        if required:
            raise ProtocolError(ErrorId.BAD_FIELD, {"field": name})
        return None
    v = data[name]
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if (isinstance(v, bool) and bool not in kinds) or not isinstance(v, kinds):
        raise ProtocolError(ErrorId.BAD_FIELD, {"field": name})
    return v


def error(err: ErrorId, details: dict[str, Any] | None = None) -> dict[str, Any]:
    return {"type": ServerType.ERROR.value, "error": err.value, "details": details or {}}


def refused(reason: JoinRefusal, details: dict[str, Any] | None = None) -> dict[str, Any]:
    return {"type": ServerType.REFUSED.value, "reason": reason.value, "details": details or {}}


# -- names, codes, tokens ---------------------------------------------------------------------


def clean_name(raw: object) -> str | None:
    """A person's name as plain text: control and format characters and markup-prone
    angle brackets dropped, white space collapsed, at most :data:`MAX_NAME` characters
    (NFC); None if nothing is left or it is not a string."""
    if not isinstance(raw, str):
        return None
    text = unicodedata.normalize("NFC", raw[: MAX_NAME * 8])
    kept = []
    for ch in text:
        cat = unicodedata.category(ch)
        if cat.startswith("Z") or ch in "\t\n\r":
            kept.append(" ")
        elif cat.startswith("C") or ch in "<>":
            continue
        else:
            kept.append(ch)
    name = " ".join("".join(kept).split())[:MAX_NAME].strip()
    return name or None


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def normal_code(raw: str) -> str:
    """A code as typed: case, spaces and dashes do not matter."""
    return "".join(ch for ch in raw.upper() if ch not in " -_")[: CODE_LENGTH * 2]


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


def token_hash(token: str) -> str:
    """What the server keeps of a token (a saved folder gives no one a seat)."""
    return hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()


def same_hash(a: str, b: str) -> bool:
    return hmac.compare_digest(a, b)


class RateBucket:
    """A token bucket: ``take()`` is False once ``burst`` were taken faster than ``rate``/s.
    The server limits each connection with one (:data:`RATE_PER_SECOND`, :data:`RATE_BURST`);
    a client paces what it sends with one a little slower, so that it is never cut off."""

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

    def full(self) -> bool:
        """As if never used: a table of buckets may forget this one."""
        self._refill()
        return self.tokens >= self.burst

    def wait(self) -> float:
        """Seconds until one more can be taken."""
        self._refill()
        return max(0.0, (1.0 - self.tokens) / self.rate)
