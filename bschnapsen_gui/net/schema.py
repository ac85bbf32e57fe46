"""The protocol's messages, each declared once as a typed ``msgspec.Struct``.

A message is decoded in one call by :func:`decode_client` (the server reading a client) or
:func:`decode_server` (a client reading the server): its type, every field's type, every
list's length, every string's length and every number's range are checked by msgspec, so
what comes out is what the protocol says, or a :class:`~.protocol.ProtocolError` /
:class:`BadMessage`.  Nesting is bounded because no field is ``Any``: a value that nests
deeper than its type is refused at its first extra bracket.  Fractions, NaN and Infinity
are refused (msgspec reads no NaN, and an ``int`` is never a float).  msgspec keeps the last
of a key given twice, so :func:`decode_client` refuses a repeated key itself, as the old
reader did.  What msgspec cannot say (a card id must be a real card, an action one the
engine knows) is a ``Meta`` pattern or one small post-check in ``wire``.

The client's messages forbid unknown fields (a server says exactly what it takes); the
server's messages allow them, because docs/protocol.md promises that a later version which
only adds fields keeps the version number and that clients ignore what they do not know.
``docs/protocol.md`` is checked against these declarations by tests/net/test_schema.py.
"""

from __future__ import annotations

import json
from typing import Annotated, Any, Literal, TypeAlias

import msgspec

from ..engine.contracts import Contract
from ..engine.deal import Phase
from ..engine.errors import RuleId
from ..engine.events import Reason
from . import protocol as P

#: the largest message a client takes from a server (bytes); a larger frame closes (1009)
MAX_SERVER_MESSAGE = 1 << 20
#: messages a client lets wait unread before the connection stops reading (websockets' max_queue)
MAX_QUEUED = 16
#: messages a client takes while the deal does not move on and it says nothing itself; more
#: is a flood (an honest server sends a few per action, and a table message per person who
#: comes, goes or says next)
MAX_IDLE_MESSAGES = 1000

Seat = Annotated[int, msgspec.Meta(ge=0, le=3)]
Count = Annotated[int, msgspec.Meta(ge=0, le=1 << 31)]
Small = Annotated[int, msgspec.Meta(ge=0, le=120)]
#: a card id as the deal log writes it (the pattern lists exactly the 20 cards)
CardId = Annotated[str, msgspec.Meta(pattern="^[HDSC](A|10|K|O|U)$")]
SuitId = Literal["H", "D", "S", "C"]
Hand = Annotated[list[CardId], msgspec.Meta(max_length=5)]
TrickCards = Annotated[list[CardId], msgspec.Meta(max_length=4)]
Text = Annotated[str, msgspec.Meta(max_length=200)]
Token = Annotated[str, msgspec.Meta(max_length=100)]
_M64 = msgspec.Meta(max_length=64)
_M200 = msgspec.Meta(max_length=200)

# a JSON value nested at most four deep, of strings, integers, true/false and null: what a
# deal log, an action or a rule set is, before its own reader checks it field by field
Scalar: TypeAlias = Text | int | bool | None
Json1: TypeAlias = Scalar | Annotated[list[Scalar], _M64] | Annotated[dict[str, Scalar], _M64]
Json2: TypeAlias = Scalar | Annotated[list[Json1], _M64] | Annotated[dict[str, Json1], _M64]
Json3: TypeAlias = Scalar | Annotated[list[Json2], _M200] | Annotated[dict[str, Json2], _M64]
ActionJson = Annotated[dict[str, Scalar], msgspec.Meta(max_length=4)]
RulesJson = Annotated[dict[str, Scalar], msgspec.Meta(max_length=64)]
DetailsJson = Annotated[dict[str, Json1], msgspec.Meta(max_length=16)]
LogJson = Annotated[dict[str, Json3], msgspec.Meta(max_length=16)]


class BadMessage(ValueError):
    """A server's message that is not what the protocol says (msgspec's words, in English)."""


# -- client messages ------------------------------------------------------------------------


class _Client(msgspec.Struct, tag_field="type", forbid_unknown_fields=True):
    pass


class OpenRequest(msgspec.Struct, forbid_unknown_fields=True):
    """What a table opened on demand is (version 2): the same choices as the window's own
    table.  ``rules`` is the deal log's ``rules`` object, read by ``RuleSet.from_json``."""

    people: Annotated[list[Seat], msgspec.Meta(min_length=1, max_length=4)] = msgspec.field(
        default_factory=lambda: [0, 1, 2, 3])
    strength: Literal["random", "heuristic", "beginner", "club", "expert"] = "club"
    rules: RulesJson = {}


class Hello(_Client, tag="hello"):
    """The first message: a code to sit down, a token to come back, or (version 2) ``open``
    to open a table on demand and sit down at it.  The version is read as any JSON value so
    that another version is refused as a version (never as a bad field)."""

    version: Json1 = None
    code: Annotated[str, msgspec.Meta(max_length=64)] | None = None
    token: Token | None = None
    seat: Seat | None = None
    name: Annotated[str, msgspec.Meta(max_length=P.MAX_NAME * 8)] | None = None
    open: OpenRequest | None = None


class ActionMessage(_Client, tag="action"):
    action: ActionJson
    deal: Count
    at: Count


class Next(_Client, tag="next"):
    pass


class Start(_Client, tag="start"):
    pass


class Leave(_Client, tag="leave"):
    pass


class Free(_Client, tag="free"):
    seat: Seat


class Close(_Client, tag="close"):
    pass


ClientMessage = Hello | ActionMessage | Next | Start | Leave | Free | Close
_client_decoder = msgspec.json.Decoder(ClientMessage)


class _AnyHello(msgspec.Struct):
    type: Text
    version: Json1 = None


def peek_hello(message: str | bytes) -> tuple[bool, Json1]:
    """Whether a message that :func:`decode_client` refused is a hello, and its version: a
    hello of another version is refused as a version even when it has fields this one does
    not know (a later version may add some)."""
    if not isinstance(message, str):
        return False, None  # a binary frame is malformed, whatever it holds
    try:
        found = msgspec.json.decode(message, type=_AnyHello)
    except (msgspec.ValidationError, msgspec.DecodeError, RecursionError, UnicodeEncodeError):
        return False, None
    return found.type == "hello", found.version


def shown_version(version: Json1) -> int | str | None:
    """What a version refusal says the client sent: an integer of at most six digits or a
    string of fewer than 20 characters, else null (never a 4,000-digit number echoed back)."""
    if type(version) is int and -1_000_000 < version < 1_000_000:
        return version
    return version if isinstance(version, str) and len(version) < 20 else None


def _no_repeats(pairs: list[tuple[str, Any]]) -> None:
    seen = set()
    for k, _ in pairs:
        if k in seen:
            raise P.ProtocolError(P.ErrorId.MALFORMED)
        seen.add(k)


def decode_client(message: str | bytes) -> ClientMessage:
    """A client's message, typed; :class:`~.protocol.ProtocolError` with the id the client is
    told (``malformed``, ``too_deep``, ``unknown_type``, ``bad_field`` naming the field)."""
    if not isinstance(message, str):
        raise P.ProtocolError(P.ErrorId.MALFORMED, {"frame": "binary"})
    try:
        msg = _client_decoder.decode(message)
    except msgspec.ValidationError as exc:
        raise _client_error(message, str(exc)) from None
    except (msgspec.DecodeError, RecursionError, UnicodeEncodeError):  # the last: a lone surrogate
        if _deeper_than(message, P.MAX_DEPTH):
            raise P.ProtocolError(P.ErrorId.TOO_DEEP, {"most": P.MAX_DEPTH}) from None
        raise P.ProtocolError(P.ErrorId.MALFORMED) from None
    # typed and at most a few levels deep now: the one check msgspec does not make
    try:
        json.loads(message, object_pairs_hook=_no_repeats)
    except ValueError:  # an integer of more digits than Python reads (beyond MAX_CLIENT_MESSAGE)
        raise P.ProtocolError(P.ErrorId.MALFORMED) from None
    return msg


def _client_error(text: str, why: str) -> P.ProtocolError:
    """msgspec's ValidationError as the protocol's error id (the field it names)."""
    if _deeper_than(text, P.MAX_DEPTH):
        return P.ProtocolError(P.ErrorId.TOO_DEEP, {"most": P.MAX_DEPTH})
    if "got `float`" in why:  # a fraction: not the protocol's JSON at all, as before
        return P.ProtocolError(P.ErrorId.MALFORMED)
    if "Invalid value" in why and "`$.type`" in why:
        return P.ProtocolError(P.ErrorId.UNKNOWN_TYPE)
    if "`$.type`" in why or "missing required field `type`" in why:
        return P.ProtocolError(P.ErrorId.BAD_FIELD, {"field": "type"})
    if why.startswith("Expected `object`") and " - at " not in why:
        return P.ProtocolError(P.ErrorId.MALFORMED)
    field = why.rsplit("`$.", 1)[1].split("`")[0] if "`$." in why else None
    if field is None and "field `" in why:
        field = why.split("field `", 1)[1].split("`")[0]
    if field is None:
        return P.ProtocolError(P.ErrorId.BAD_FIELD, {})
    return P.ProtocolError(P.ErrorId.BAD_FIELD, {"field": field.split(".")[0].split("[")[0]})


def _deeper_than(text: str, most: int) -> bool:
    depth = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > most:
                return True
        elif ch in "]}":
            depth -= 1
    return False


# -- server messages ------------------------------------------------------------------------


class _Server(msgspec.Struct, tag_field="type", omit_defaults=True):
    pass


class Welcome(_Server, tag="welcome"):
    version: Count
    server: Text
    table: Text
    seat: Seat
    token: Token
    code: Annotated[str, msgspec.Meta(max_length=64)] | None = None  #: to the opener (version 2)


class Refused(_Server, tag="refused"):
    reason: Annotated[str, msgspec.Meta(max_length=64)]
    details: DetailsJson = {}


class SeatInfo(msgspec.Struct):
    person: bool
    taken: bool
    name: Annotated[str, msgspec.Meta(max_length=P.MAX_NAME * 8)] | None
    connected: bool
    left: bool
    computer: bool
    ready: bool


class MatchInfo(msgspec.Struct):
    deal: Annotated[int, msgspec.Meta(ge=-1, le=1 << 31)]
    deals: Count
    dealer: Seat
    bummerl: Annotated[int, msgspec.Meta(ge=-1, le=1 << 31)]
    points: Annotated[list[Count], msgspec.Meta(min_length=2, max_length=2)]
    marks: Annotated[list[Count], msgspec.Meta(min_length=2, max_length=2)]
    target: Annotated[int, msgspec.Meta(ge=1, le=1000)]


class TableInfo(msgspec.Struct):
    id: Text
    strength: Text
    started: bool
    waiting: Literal["people", "next"] | None
    rules: RulesJson
    seats: Annotated[list[SeatInfo], msgspec.Meta(min_length=4, max_length=4)]
    match: MatchInfo
    opener: Seat | None = None


class TrickInfo(msgspec.Struct):
    leader: Seat
    seats: Annotated[list[Seat], msgspec.Meta(max_length=4)]
    cards: TrickCards
    winner: Seat | None


class ResultInfo(msgspec.Struct):
    winner: Literal["A", "B"] | None
    points: Annotated[int, msgspec.Meta(ge=0, le=1000)]
    reason: Reason


class View(msgspec.Struct):
    """The engine's SeatView as docs/protocol.md ("The seat's view") writes it."""

    seat: Seat
    rules: RulesJson
    dealer: Seat
    rufer: Seat
    phase: Phase
    to_act: Seat | None
    hand: Hand
    second_round_dealt: bool
    trump: SuitId | None
    play_trump: SuitId | None
    turned_up: CardId | None
    turned_up_seat: Seat | None
    bids: Annotated[list[tuple[Seat, Annotated[str, msgspec.Meta(max_length=32)]]], msgspec.Meta(max_length=64)]
    highest: Contract | None
    highest_seat: Seat | None
    contract: Contract | None
    declarer: Seat | None
    kontra_level: Annotated[int, msgspec.Meta(ge=0, le=3)]
    doubles: Annotated[list[tuple[Seat, bool]], msgspec.Meta(max_length=16)]
    sitting_out: Seat | None
    tricks: Annotated[list[TrickInfo], msgspec.Meta(max_length=5)]
    augen: tuple[Small, Small]
    tricks_won: tuple[Annotated[int, msgspec.Meta(ge=0, le=5)], Annotated[int, msgspec.Meta(ge=0, le=5)]]
    announcements: Annotated[list[tuple[Seat, SuitId, Literal[20, 40]]], msgspec.Meta(max_length=20)]
    open_hands: Annotated[dict[Literal["0", "1", "2", "3"], Hand], msgspec.Meta(max_length=4)]
    legal: Annotated[list[ActionJson], msgspec.Meta(max_length=64)]
    result: ResultInfo | None


# the engine's events, tagged by "kind" (net/wire.py's EVENT_KINDS names them)
class _Event(msgspec.Struct, tag_field="kind"):
    pass


class FirstRoundDealt(_Event, tag="first_round_dealt"):
    dealer: Seat
    rufer: Seat


class TrumpCalled(_Event, tag="trump_called"):
    seat: Seat
    suit: SuitId


class TurnedUp(_Event, tag="turned_up"):
    seat: Seat
    card: CardId
    by_dealer: bool


class RedealDemanded(_Event, tag="redeal_demanded"):
    seat: Seat


class SecondRoundDealt(_Event, tag="second_round_dealt"):
    pass


class Bid(_Event, tag="bid"):
    seat: Seat
    contract: Contract | None
    takeover: bool


class AuctionWon(_Event, tag="auction_won"):
    seat: Seat
    contract: Contract
    all_passed: bool


class Doubled(_Event, tag="doubled"):
    seat: Seat
    level: Small
    yes: bool


class PartnerSitsOut(_Event, tag="partner_sits_out"):
    seat: Seat


class Marriage(_Event, tag="marriage"):
    seat: Seat
    suit: SuitId
    value: Literal[20, 40]


class CardPlayed(_Event, tag="card_played"):
    seat: Seat
    card: CardId


class TrickTaken(_Event, tag="trick_taken"):
    winner: Seat
    cards: TrickCards
    augen: Small


class Genug(_Event, tag="genug"):
    seat: Seat
    right: bool


class DealEnded(_Event, tag="deal_ended"):
    result: ResultInfo


Event = (FirstRoundDealt | TrumpCalled | TurnedUp | RedealDemanded | SecondRoundDealt | Bid | AuctionWon | Doubled
         | PartnerSitsOut | Marriage | CardPlayed | TrickTaken | Genug | DealEnded)


class DealInfo(msgspec.Struct, omit_defaults=True):
    number: Count
    at: Count
    view: View
    log: LogJson | None = None
    actions: Annotated[list[ActionJson], msgspec.Meta(max_length=200)] | None = None


class HistoryEntry(msgspec.Struct):
    number: Count
    bummerl: Count
    log: LogJson
    result: ResultInfo


class State(_Server, tag="state"):
    table: TableInfo
    deal: DealInfo | None
    events: Annotated[list[Event], msgspec.Meta(max_length=200)]
    action: ActionJson | None
    history: Annotated[list[HistoryEntry], msgspec.Meta(max_length=400)] | None = None


class Table(_Server, tag="table"):
    table: TableInfo


class Rejected(_Server, tag="rejected"):
    action: ActionJson
    rule: RuleId
    details: DetailsJson
    deal: Count
    at: Count


class Error(_Server, tag="error"):
    error: Annotated[str, msgspec.Meta(max_length=64)]
    details: DetailsJson = {}


ServerMessage = Welcome | Refused | State | Table | Rejected | Error
_server_decoder = msgspec.json.Decoder(ServerMessage)

#: every message of the protocol by its "type", client's and server's (the doc check's list)
CLIENT_MESSAGES: tuple[type[msgspec.Struct], ...] = (Hello, ActionMessage, Next, Start, Leave, Free, Close)
SERVER_MESSAGES: tuple[type[msgspec.Struct], ...] = (Welcome, Refused, State, Table, Rejected, Error)
EVENTS: tuple[type[msgspec.Struct], ...] = (FirstRoundDealt, TrumpCalled, TurnedUp, RedealDemanded, SecondRoundDealt,
                                            Bid, AuctionWon, Doubled, PartnerSitsOut, Marriage, CardPlayed,
                                            TrickTaken, Genug, DealEnded)


def decode_server(message: str | bytes) -> ServerMessage:
    """A server's message, typed; :class:`BadMessage` saying what is wrong with it."""
    if not isinstance(message, str):
        raise BadMessage("a binary frame")
    try:
        return _server_decoder.decode(message)
    except msgspec.ValidationError as exc:
        raise BadMessage(str(exc)) from None
    except (msgspec.DecodeError, UnicodeEncodeError):
        raise BadMessage("not JSON") from None
    except RecursionError:
        raise BadMessage("nested too deeply") from None


class Progress:
    """Counts a server's messages since the deal last moved on (a ``state`` of another deal
    number or action count) or the client last sent something: a server that keeps talking
    without either floods (:data:`MAX_IDLE_MESSAGES`).  Counted in messages, not seconds, so
    a slow client under load is never taken for a flood, nor a fast flood missed."""

    def __init__(self, most: int = MAX_IDLE_MESSAGES) -> None:
        self.most = most
        self.idle = 0
        self._moment: tuple[int, int] | None = None

    def received(self, message: dict[str, Any]) -> bool:
        """Count ``message`` (as :func:`builtins` gives it); False once it is one too many."""
        deal = message.get("deal") if message.get("type") == "state" else None
        moment = (deal["number"], deal["at"]) if isinstance(deal, dict) else None
        if moment is not None and moment != self._moment:
            self._moment = moment
            self.idle = 0
        else:
            self.idle += 1
        return self.idle <= self.most

    def sent(self) -> None:
        self.idle = 0


def checked_server(message: str | bytes) -> dict[str, Any]:
    """A server's message as plain JSON values (lists, dicts, exactly as sent), once
    :func:`decode_server` has checked it: for the code that reads messages so (a field the
    server left out stays out: ``"log" in deal`` says whether the deal is over)."""
    decode_server(message)
    out = msgspec.json.decode(message)
    assert isinstance(out, dict)
    return out


def builtins(message: msgspec.Struct) -> dict[str, Any]:
    """A decoded message as plain values, for the code that reads them as a dict."""
    out = msgspec.to_builtins(message)
    assert isinstance(out, dict)
    return out
