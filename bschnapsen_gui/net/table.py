"""One table: the engine's match, its four seats, and what each seat is told.

The table is the authority.  It holds the :class:`~..engine.match.Match`, applies an action
only when the engine says it is legal, and sends each seat only what that seat may know:
the engine's :func:`~..engine.view.seat_view` (its own hand, what was said and played,
what the rules lay open), the deal's events (all public facts), the table's public part,
and a finished deal's whole log (its hands are shown at the end anyway).

Seats are for people (the opener's choice) or for computers.  A person's seat whose person
has not come yet (once the table has started) or has dropped is played by a computer of
the table's strength, thinking in the shared thinking processes (:mod:`.thinking`), until
the person is back; a person who comes back takes the seat at once (a computer's answer
still being thought about is dropped).  With no person connected at all, the table waits.

Everything here runs on the server's event loop; the table's lock orders the actions and
their saves: action N+1 is applied only after action N is saved, so a killed server loses
at most the last action.  Sockets are not this module's business: a seat's connection is
a :class:`Peer`, anything with ``send(text)`` and ``close(code)``.
"""

from __future__ import annotations

import asyncio
import logging
import random
import secrets
import threading
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, Protocol

from ..ai.search import Cancelled
from ..engine.actions import Action, Verb
from ..engine.deal import Deal
from ..engine.errors import Refusal
from ..engine.log import DealLog
from ..engine.match import Match
from ..engine.view import seat_view
from . import protocol as P
from . import wire

log = logging.getLogger(__name__)

#: seconds a computer waits before it plays on when a person may say Genug (the window's
#: "Genug moment" is 7 s; a table's people see the same moment in their own clients)
GENUG_MOMENT_SECONDS = 5.0


class Peer(Protocol):
    """A seat's connection as the table sees it."""

    def send(self, text: str) -> None: ...

    def close(self, code: int, reason: str = "") -> None: ...


class Thinker(Protocol):
    def new_owner(self) -> int: ...

    def decide(self, owner: int, seat: int, spec: tuple[str, int, int], view: Any,
               score: tuple[int, int] | None, led_short_to_nil: int | None,
               cancel: threading.Event) -> Awaitable[Action]: ...

    def forget(self, owner: int) -> None: ...


class JoinError(Exception):
    def __init__(self, reason: P.JoinRefusal, details: dict[str, Any] | None = None) -> None:
        super().__init__(str(reason))
        self.reason = reason
        self.details = details or {}


@dataclass(slots=True)
class Seat:
    person: bool  #: a seat for a person (else always the computer's)
    token: str | None = None  #: the hash of its person's token, once someone took it
    name: str | None = None
    peer: Peer | None = None
    ready: bool = True  #: for the next deal
    left: bool = False  #: its person closed the connection on purpose (not a drop)

    def public(self, computer: bool) -> dict[str, Any]:
        return {"person": self.person, "taken": self.token is not None, "name": self.name,
                "connected": self.peer is not None, "left": self.left and self.peer is None,
                "computer": computer, "ready": self.ready}


Save = Callable[["Table"], Awaitable[None]]


def public_refusal(deal: Deal, action: Action) -> Refusal:
    """The engine's refusal of ``action``, told to its seat only: nothing in it depends on
    another seat's cards (the engine answers a redeal asked by another seat than the Rufer
    without reading his; tests/net/test_no_leak.py checks the cards a refusal names)."""
    refusal = deal.explain(action)
    assert refusal is not None
    return refusal


class Table:
    """A table of four seats around one match."""

    def __init__(self, table_id: str, code: str, match: Match, seats: list[Seat], *, strength: str,
                 seed: int | None, thinker: Thinker, save: Save, save_meta: Save, started: bool = False,
                 genug_moment: float = GENUG_MOMENT_SECONDS, opener: int | None = None,
                 token_ended: Callable[[str], None] | None = None, on_demand: bool = False) -> None:
        self.id = table_id
        self.code = code
        self.match = match
        self.seats = seats
        self.strength = strength
        self.seed = seed
        """The seed of a table made with ``--seed`` (its deals and its computers' choices follow
        it: tests, benchmarks), saved in its table file; None for a table among strangers,
        whose match deals from the secure source (``engine/shuffle.py``)."""
        self.started = started
        self.opener = opener
        """The seat of the person who opened the table (a window's own table: 0), who may free
        the others' seats; None for a server's tables (its operator opened them)."""
        self.on_demand = on_demand
        """Opened by a client (``--open-tables``): its opener may close it, and it is closed
        for good when no person has been connected for a while."""
        self._token_ended = token_ended
        self.thinker = thinker
        self.owner = thinker.new_owner()
        self._save = save
        self._save_meta = save_meta
        self.genug_moment = genug_moment
        self.lock = asyncio.Lock()
        self._sent = len(match.deal.events)  # the deal's events already told
        self._thinking: tuple[int, int, int] | None = None  # (deal, at, seat) a computer thinks about
        self._cancel: threading.Event | None = None
        self._tasks: set[asyncio.Task[None]] = set()
        # the computers' own randomness: from the seed, or as unforeseeable as the deals
        self._players_seed = secrets.randbits(48) if seed is None else seed
        self._rng = random.Random(self._players_seed)
        self.closed = False
        #: actions applied (for the benchmark and tests)
        self.actions = 0

    # -- facts ----------------------------------------------------------------------------

    @property
    def deal(self) -> Deal:
        return self.match.deal

    def moment(self) -> tuple[int, int]:
        """(deal number, actions so far): what an action message must name to be current."""
        return (self.match.number - 1, len(self.deal.history))

    def computer_plays(self, seat: int) -> bool:
        s = self.seats[seat]
        return self.started and (not s.person or s.peer is None)

    @property
    def anyone_here(self) -> bool:
        return any(s.peer is not None for s in self.seats)

    @property
    def free_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.person and s.token is None]

    def waiting(self) -> str | None:
        if not self.started:
            return "people"
        if self.deal.finished:
            return "next"
        return None

    def table_json(self) -> dict[str, Any]:
        m = self.match
        return {
            "id": self.id,
            "strength": self.strength,
            "started": self.started,
            "waiting": self.waiting(),
            "rules": wire.rules_json(m.rules),
            "seats": [s.public(self.computer_plays(i)) for i, s in enumerate(self.seats)],
            "opener": self.opener,
            "match": {
                "deal": m.number - 1,
                "deals": len(m.records),
                "dealer": m.deal.dealer,
                "bummerl": len(m.bummerl) - 1,
                "points": list(m.points),
                "marks": list(m.bummerl_marks),
                "target": m.current_bummerl.target,
            },
        }

    def history_json(self) -> list[dict[str, Any]]:
        """The finished deals of the running Bummerl and of the one before (score sheet)."""
        first = len(self.match.bummerl) - 2
        return [{"number": r.number, "bummerl": r.bummerl, "log": r.log.to_json(),
                 "result": r.result.to_json()} for r in self.match.records[-200:] if r.bummerl >= first]

    def deal_json(self, seat: int, *, actions: bool = False) -> dict[str, Any] | None:
        """The deal as ``seat`` sees it: its number, the count of actions so far, the seat's
        view, once the deal is over its whole log (every hand is shown then), and with
        ``actions`` the actions so far (all public: what was said and played), so that a
        client sitting down in the middle of a deal can rebuild their order."""
        if not self.started:
            return None
        deal = self.deal
        number, at = self.moment()
        out: dict[str, Any] = {"number": number, "at": at, "view": wire.view_json(seat_view(deal, seat))}
        if deal.finished:
            out["log"] = DealLog.from_deal(deal).to_json()
        if actions:
            out["actions"] = [a.to_json() for a in deal.history]
        return out

    def state_json(self, seat: int, events: list[dict[str, Any]], action: Action | None,
                   table: dict[str, Any] | None = None, *, history: bool = False) -> dict[str, Any]:
        """What ``seat`` is told: the table, its view of the deal, and the events since the
        last state it got (``events``), after ``action``."""
        out: dict[str, Any] = {
            "type": P.ServerType.STATE.value,
            "table": self.table_json() if table is None else table,
            "deal": self.deal_json(seat, actions=history),
            "events": events,
            "action": None if action is None else action.to_json(),
        }
        if history:
            out["history"] = self.history_json()
        return out

    # -- telling --------------------------------------------------------------------------

    def _pending_events(self) -> list[dict[str, Any]]:
        evs = self.deal.events
        out = [wire.event_json(e) for e in evs[self._sent:]] if self.started else []
        self._sent = len(evs)
        return out

    def broadcast(self, action: Action | None = None) -> None:
        """Every connected seat gets its state with the events since the last one (what is
        the same for all is encoded once: the same text as :meth:`state_json`'s)."""
        events = self._pending_events()
        common = (f'{{"type":"state","table":{P.encode(self.table_json())},"events":{P.encode(events)},'
                  f'"action":{"null" if action is None else P.encode(action.to_json())},"deal":')
        for i, s in enumerate(self.seats):
            if s.peer is not None:
                s.peer.send(common + P.encode(self.deal_json(i)) + "}")

    def broadcast_table(self) -> None:
        msg = P.encode({"type": P.ServerType.TABLE.value, "table": self.table_json()})
        for s in self.seats:
            if s.peer is not None:
                s.peer.send(msg)

    # -- people ---------------------------------------------------------------------------

    def seat_for(self, wanted: int | None) -> int:
        """The seat a newcomer gets (``wanted`` if free); JoinError if none."""
        if wanted is not None:
            if not self.seats[wanted].person:
                raise JoinError(P.JoinRefusal.NOT_A_PERSON_SEAT, {"seat": wanted})
            if self.seats[wanted].token is not None:
                raise JoinError(P.JoinRefusal.SEAT_TAKEN, {"seat": wanted})
            return wanted
        free = self.free_seats
        if not free:
            raise JoinError(P.JoinRefusal.TABLE_FULL)
        return free[0]

    async def sit_down(self, wanted: int | None, peer: Peer, name: str | None, token_hash: str,
                       welcome: Callable[[int], str]) -> int:
        """A newcomer takes ``wanted`` (or the first free person's seat): ``welcome(seat)``
        goes to it first, then its state; JoinError if there is no such seat."""
        async with self.lock:
            seat = self.seat_for(wanted)
            s = self.seats[seat]
            s.token, s.name, s.peer, s.ready, s.left = token_hash, name, peer, True, False
            peer.send(welcome(seat))
            if not self.started and not self.free_seats:
                self.started = True
                self._sent = 0  # the deal so far, to everyone
                await self._save_meta(self)
                self.broadcast()
            else:
                await self._save_meta(self)
                self._tell_arrival(seat)
        self.advance()
        return seat

    async def come_back(self, seat: int, peer: Peer) -> None:
        """The person of ``seat`` is back (its token was checked); an older connection of
        the seat is closed."""
        async with self.lock:
            s = self.seats[seat]
            old, s.peer = s.peer, peer
            s.left = False
            if old is not None and old is not peer:
                old.close(P.Close.REPLACED, "replaced")
            if self._thinking is not None and self._thinking[2] == seat and self._cancel is not None:
                self._cancel.set()  # the person decides now
                self._thinking = None
            s.ready = True
            self._tell_arrival(seat)
        self.advance()

    def _tell_arrival(self, seat: int) -> None:
        events = self._pending_events()  # what the others have not been told yet
        table = self.table_json()
        for i, s in enumerate(self.seats):
            if s.peer is None:
                continue
            if i == seat:
                s.peer.send(P.encode(self.state_json(i, [], None, table, history=True)))
            elif events:
                s.peer.send(P.encode(self.state_json(i, events, None, table)))
            else:
                s.peer.send(P.encode({"type": P.ServerType.TABLE.value, "table": table}))

    async def leave(self, seat: int, peer: Peer, on_purpose: bool = False) -> None:
        """``peer`` is gone; if it was the seat's connection, the computer plays on for it.
        ``on_purpose``: the person closed the connection (left the table), it did not drop;
        the others are told which (its token still brings it back)."""
        if self.seats[seat].peer is not peer:
            return
        async with self.lock:
            s = self.seats[seat]
            if s.peer is not peer:
                return
            s.peer = None
            s.ready = True
            s.left = on_purpose
            if not self.closed:
                self.broadcast_table()
        self.advance()

    async def give_up(self, seat: int, peer: Peer) -> None:
        """The person of ``seat`` gives the seat up for good (``leave``): its token ends."""
        async with self.lock:
            if self.seats[seat].peer is not peer:
                return  # replaced meanwhile
            await self._end_seat(seat)
        self.advance()

    async def free(self, by: int, peer: Peer, seat: int) -> None:
        """The opener (``by``) frees another person's seat: its token ends, its connection
        (if any) is closed with 4007, a newcomer with the code may take it; a computer plays
        it meanwhile."""
        async with self.lock:
            if self.opener != by:
                raise P.ProtocolError(P.ErrorId.NOT_OPENER)
            if self.seats[by].peer is not peer:
                return
            s = self.seats[seat]
            if seat == by or not s.person or s.token is None:
                raise P.ProtocolError(P.ErrorId.NOT_NOW, {"seat": seat})
            await self._end_seat(seat)
        self.advance()

    async def _end_seat(self, seat: int) -> None:
        """The seat's token ends (the lock is held): saved, its connection closed, everyone told."""
        s = self.seats[seat]
        token, peer = s.token, s.peer
        s.token, s.name, s.peer, s.left, s.ready = None, None, None, False, True
        if token is not None and self._token_ended is not None:
            self._token_ended(token)
        if self._thinking is not None and self._thinking[2] == seat and self._cancel is not None:
            self._cancel.set()
            self._thinking = None
        await self._save_meta(self)
        if peer is not None:
            peer.close(P.Close.SEAT_ENDED, "seat ended")
        self.broadcast_table()

    # -- what people send -----------------------------------------------------------------

    async def act(self, seat: int, peer: Peer, msg: dict[str, Any]) -> None:
        """A person's ``action`` message: checked against the seat and the moment, then the
        engine; a refusal goes back to the seat only."""
        raw = P.field(msg, "action", dict)
        deal_no = P.field(msg, "deal", int)
        at = P.field(msg, "at", int)
        try:
            action = wire.parse_action(raw)
        except wire.WireError:
            raise P.ProtocolError(P.ErrorId.BAD_FIELD, {"field": "action"}) from None
        if action.seat != seat:
            raise P.ProtocolError(P.ErrorId.NOT_YOUR_SEAT, {"seat": seat})
        async with self.lock:
            if not self.started:
                raise P.ProtocolError(P.ErrorId.NOT_STARTED)
            if self.seats[seat].peer is not peer:
                return  # replaced meanwhile
            number, now = self.moment()
            if (deal_no, at) != (number, now):
                raise P.ProtocolError(P.ErrorId.STALE, {"deal": number, "at": now})
            deal = self.deal
            if not deal.is_legal(action):
                peer.send(P.encode({"type": P.ServerType.REJECTED.value, "action": action.to_json(),
                                    **wire.refusal_json(public_refusal(deal, action)),
                                    "deal": number, "at": now}))
                return
            await self._apply(action)
        self.advance()

    async def next_deal_ready(self, seat: int, peer: Peer) -> None:
        async with self.lock:
            if not self.started or not self.deal.finished:
                raise P.ProtocolError(P.ErrorId.NOT_NOW)
            if self.seats[seat].peer is not peer or self.seats[seat].ready:
                return
            self.seats[seat].ready = True
            self.broadcast_table()
        self.advance()

    async def start(self, seat: int, peer: Peer) -> None:
        async with self.lock:
            if self.started:
                raise P.ProtocolError(P.ErrorId.NOT_NOW)
            self.started = True
            self._sent = 0
            await self._save_meta(self)
            self.broadcast()
        self.advance()

    # -- the play -------------------------------------------------------------------------

    async def _apply(self, action: Action) -> None:
        """Apply a legal action, tell everyone, save (the lock is held)."""
        deal = self.deal
        deal.apply(action)
        self.actions += 1
        if self._cancel is not None:
            self._cancel.set()  # whatever a computer thinks about is now out of date
            self._thinking = None
        if deal.finished:
            for s in self.seats:
                s.ready = s.peer is None or not s.person
        self.broadcast(action)
        await self._save(self)

    def advance(self) -> None:
        """Start what comes next: a computer's decision, or the next deal once all are ready."""
        if self.closed or not self.started or not self.anyone_here:
            return
        deal = self.deal
        if deal.finished:
            if all(s.ready for s in self.seats):
                self._spawn(self._next_deal(self.match.number - 1))
            return
        seat = deal.to_act
        assert seat is not None
        if not self.computer_plays(seat):
            return
        key = (*self.moment(), seat)
        if self._thinking == key:
            return
        self._thinking = key
        self._cancel = threading.Event()
        self._spawn(self._computer(key, self._cancel))

    def _spawn(self, coro: Awaitable[None]) -> None:
        task: asyncio.Task[None] = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._done)

    def _done(self, task: asyncio.Task[None]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            exc = task.exception()
            log.error("table %s: %r", self.id, exc, exc_info=exc)

    def _genug_waits(self, seat: int) -> bool:
        """A connected person other than ``seat`` may say Genug now."""
        return any(a.verb is Verb.GENUG and a.seat != seat and self.seats[a.seat].peer is not None
                   and self.seats[a.seat].person for a in self.deal.legal_actions())

    async def _computer(self, key: tuple[int, int, int], cancel: threading.Event) -> None:
        seat = key[2]
        if self.genug_moment > 0 and self._genug_waits(seat):
            await asyncio.sleep(self.genug_moment)
        if cancel.is_set() or self.moment() != key[:2]:
            return
        view = seat_view(self.deal, seat)
        m = self.match
        spec = (self.strength, self._players_seed * 4 + seat, 0)
        try:
            action = await self.thinker.decide(self.owner, seat, spec, view, m.points,
                                               m.current_bummerl.led_short_to_nil, cancel)
        except Cancelled:
            return
        except Exception as exc:  # a failed player must not stop the table: the heuristic plays
            from ..ai import heuristic

            log.warning("table %s: a computer player failed (%r); the heuristic plays", self.id, exc)
            action = heuristic.best_action(view, self._rng)
        async with self.lock:
            if cancel.is_set() or self.moment() != key[:2] or not self.computer_plays(seat) or self.closed:
                return  # out of date, or the person is back
            self._thinking = None
            if not self.deal.is_legal(action):
                log.warning("table %s: a computer chose %r, not legal", self.id, action)
                own = [a for a in self.deal.legal_actions() if a.seat == seat]
                action = own[0]
            await self._apply(action)
        self.advance()

    async def _next_deal(self, number: int) -> None:
        async with self.lock:
            if self.closed or self.match.number - 1 != number or not self.deal.finished:
                return
            if not all(s.ready for s in self.seats):
                return
            self.match.next_deal()
            self._sent = 0
            for s in self.seats:
                s.ready = True
            # saved before anyone sees it: a deck from the secure source is not dealt again
            # after a restart, so a server killed now must not have shown cards it never saved
            await self._save(self)
            self.broadcast()
        self.advance()

    # -- the end --------------------------------------------------------------------------

    async def close(self, code: int = P.Close.GOING_AWAY) -> None:
        """Stop the table: no more thinking, every connection closed (after the last save)."""
        async with self.lock:
            self.closed = True
            if self._cancel is not None:
                self._cancel.set()
            reasons = {P.Close.TABLE_CLOSED.value: "table closed", P.Close.TABLE_KEPT.value: "table kept"}
            reason = reasons.get(code, "server shutting down")
            for s in self.seats:
                if s.peer is not None:
                    s.peer.close(code, reason)
                    s.peer = None
        for task in list(self._tasks):
            task.cancel()
        self.thinker.forget(self.owner)
