"""The window at a shared table: the connection, the mirror of the deal, and the controller.

:class:`SharedTable` is the controller's :class:`~..seats.table.TableHook`: it sits down at a
table (a code, or the seat's token to come back), follows every ``state`` with the seat's
own engine deal (:class:`~...net.mirror.DealMirror`, seats turned so that the window's seat
is 0) and gives the controller :class:`~..seats.table.TableStep` values; it sends the human's
actions and ``next``, and the opener's ``start``.  How it sits down, what a close code
means and when it comes back are the net layer's, shared with the headless client
(``net/seat.py``): when the connection drops it comes back with the seat's token by itself,
with growing pauses, and says so; when the opener closes the table (close code 4006) or
keeps it for later (4008), the seat ends (4007), or the table cannot be reached for two
minutes, the shared table is over and the player's own game comes back.
Everything the server says is checked (``net/wire.py``) and worded here or by the labels,
never shown as it came.
"""

from __future__ import annotations

import math
import sys
import time
import zlib
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, Slot

from ...engine import HUMAN, Action
from ...engine.deal import Deal, Phase
from ...engine.errors import Refusal
from ...engine.view import SeatView
from ...net import mirror as M
from ...net import protocol as P
from ...net import wire
from ...net.seat import After, Comeback, Seat, action_message, after_close
from ..controller import GameController
from ..seats.table import TablePerson, TableStep
from .connection import GARBLED, TableConnection
from .words import RETRY_IN, close_text, refusal_text

translate = QCoreApplication.translate

# messages in a row this window cannot follow (each followed by sitting down again) before
# the shared table is over: a server that keeps sending them is not played with for ever
MAX_PROBLEMS = 3


def _seed(table_id: str) -> int:
    return zlib.crc32(table_id.encode("utf-8", "replace"))


class SharedTable(QObject):
    """One window's seat at one table (see the module's docstring)."""

    lobbyChanged = Signal()  # the table's seats or names changed (before and after the start)
    started = Signal()  # the table began: the controller shows it
    seated = Signal()  # the table gave (or gave again) this window its seat and token
    failed = Signal(str)  # the player could not sit down: why, in words
    ended = Signal(str)  # the shared table is over for this window: why, in words ("" if the player left)
    status = Signal(str, bool)  # a line for the status bar; True: something is wrong

    def __init__(self, controller: GameController, url: str, code: str | None, *, name: str | None = None,
                 seat: int | None = None, opener: bool = False, version: int = P.VERSION,
                 token: str | None = None, open_table: dict[str, Any] | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.url = url
        self.code = code
        self.name = name
        self.want_seat = seat
        self.opener = opener
        self.open_table = open_table  # the hello's "open": a table opened on a server for this window
        self.on_server = open_table is not None  # this window opened the table on a server (not its own)
        self.conn = TableConnection(self, version=version)
        self.conn.welcomed.connect(self._on_welcome)
        self.conn.message.connect(self._on_message)
        self.conn.refused.connect(self._on_refused)
        self.conn.lost.connect(self._on_lost)
        self.me = Seat(token)  # the seat, its token (a kept one comes back: storage/seats.py), the table
        # the seat is no longer this person's: given up, freed by the opener, its table closed
        # for good or gone (the token kept for it is forgotten)
        self.seat_over = False
        self.kept = False  # the opener's game closed and kept the table for later (4008)
        self.info: dict[str, Any] = {}  # the table's public part, as last told
        self.people: tuple[TablePerson | None, ...] = (None, None, None, None)  # in the window's seats
        self.mirror: M.DealMirror | None = None
        self.entered = False  # the controller shows the table
        self.over = False
        self._view: SeatView | None = None  # the seat's view in the last state (window seats)
        self._comeback = Comeback()
        # the deals (numbers) the person did not play whole: joined after the seat had acted
        # in it, or away for a while (the computer may have played for the seat); the
        # statistics leave them out
        self._not_whole: set[int] = set()
        self._seated_anew = False  # the next state is the first since (re)joining
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self._come_back)
        self._clock = QTimer(self)  # the seconds of the status line while waiting to come back
        self._clock.setInterval(1000)
        self._clock.timeout.connect(self._tick)
        self._retry_at = 0.0
        self.resyncs = 0
        self._problems = 0  # messages in a row this window could not follow (MAX_PROBLEMS)

    # -- sitting down and leaving -------------------------------------------------------

    def join(self) -> None:
        """Connect and sit down: with the kept token if there is one, else by opening a table
        on the server (``open_table``) or with the code."""
        self.conn.open(self.url, self.me.hello(self.conn.version, code=self.code, seat=self.want_seat,
                                               name=self.name, open_table=self.open_table))

    def start(self) -> None:
        """Begin now (the opener): the free seats for people play as computers until their
        people come."""
        if not self.info.get("started"):
            self.conn.send({"type": P.ClientType.START.value})

    def leave(self, give_up: bool = False, close: bool = False) -> None:
        """The player leaves the table (or the opener closes it): the own game comes back.
        The seat stays the person's (its token kept) unless ``give_up``: then the table is
        told (``leave``) and a newcomer with the code may take it.  ``close``: the opener of
        a table on a server closes it for good (``close``: everyone's seat ends)."""
        if close and self.on_server and self.opener:
            self.seat_over = True
            if self.conn.seated:
                self.conn.send({"type": P.ClientType.CLOSE.value})
        elif give_up:
            self.seat_over = True
            if self.conn.seated:
                self.conn.send({"type": P.ClientType.LEAVE.value})
        self._end("")

    def free(self, seat: int) -> None:
        """The opener frees the seat of another person (``seat``: the window's number of it):
        its token ends, a newcomer with the code may take it."""
        if self.opener and self.conn.seated and seat != HUMAN:
            self.conn.send({"type": P.ClientType.FREE.value, "seat": M.turn_back(seat, self.seat)})

    def _end(self, text: str) -> None:
        if self.over:
            return
        self.over = True
        self._retry.stop()
        self._clock.stop()
        self.conn.close()
        if self.entered:
            self.entered = False
            self.controller.leave_table()
        self.ended.emit(text)

    @property
    def connected(self) -> bool:
        return self.conn.seated

    @property
    def seat(self) -> int:
        """The server's number of this window's seat (-1 before the first welcome)."""
        return self.me.seat

    @property
    def token(self) -> str | None:
        return self.me.token

    @property
    def table_id(self) -> str:
        return self.me.table

    @property
    def welcomed(self) -> bool:
        return self.me.welcomed

    @property
    def reconnects(self) -> int:
        return self.me.reconnects

    # -- the controller's hook ------------------------------------------------------------

    def send(self, action: Action) -> bool:
        assert self.mirror is not None
        state = self.mirror.moment()
        if state is None or not self.conn.seated:
            self.status.emit(translate("Friends", "Not connected to the table just now: wait until it is back."),
                             True)
            return False
        return self.conn.send(action_message(M.turn_action_back(action, self.seat).to_json(), *state))

    def next_deal(self) -> None:
        self.conn.send({"type": P.ClientType.NEXT.value})
        self._say_waiting()

    def view(self) -> SeatView | None:
        return self._view

    # -- what the table says ---------------------------------------------------------------

    @Slot(object)
    def _on_welcome(self, msg: dict[str, Any]) -> None:
        if not msg["token"]:  # checked by net/schema.py's Welcome
            self._problem(wire.WireError("welcome.token: empty"))
            return
        back = self.me.welcome(msg)
        if self.me.code:  # only the opener of a table on a server is told the code (also coming back)
            self.code, self.opener, self.on_server = self.me.code, True, True
        self._seated_anew = True
        if self.mirror is None or self.mirror.seat != self.seat:
            self.mirror = M.DealMirror(self.seat, _seed(self.table_id))
        if back:
            self._comeback.back()
            self._clock.stop()
            self.status.emit(translate("Friends", "Back at the table."), False)
        self.seated.emit()

    @Slot(object)
    def _on_message(self, msg: dict[str, Any]) -> None:
        kind = msg.get("type")
        try:
            if kind == P.ServerType.STATE:
                self._on_state(msg)
            elif kind == P.ServerType.TABLE:
                self._on_table(msg.get("table"))
            elif kind == P.ServerType.REJECTED:
                self._on_rejected(msg)
            elif kind == P.ServerType.ERROR:
                self._on_error(msg)
        except (ValueError, LookupError, M.OutOfStep, M.NoCompletion) as exc:  # WireError is a ValueError
            self._problem(exc)
            return
        if kind == P.ServerType.STATE:
            self._problems = 0

    def _problem(self, exc: Exception) -> None:
        """A message this window cannot follow: it sits down again with its token, and the
        state it gets then is whole (docs/protocol.md: the state on sitting down); after
        :data:`MAX_PROBLEMS` in a row the table is over and the player's own game is back."""
        print(f"bauernschnapsen: the table: {str(exc)[:200]!r}; asking for the whole state again", file=sys.stderr)
        self.resyncs += 1
        self._problems += 1
        if self.token is None or self._problems >= MAX_PROBLEMS:
            self._end(translate("Friends", "The table sent something this game cannot read. You are back at "
                                "your own game."))
            return
        self.conn.close()
        if self.mirror is not None:
            self.mirror.forget()
        self.conn.open(self.url, self.me.hello(self.conn.version))

    def _on_table(self, table: Any) -> None:
        t = table  # checked by net/schema.py's TableInfo: four seats, each of its fields
        people: list[TablePerson | None] = [None, None, None, None]
        for i, s in enumerate(t["seats"]):
            name = P.clean_name(s.get("name"))  # cleaned again: shown as plain text only
            people[M.turn(i, self.seat)] = TablePerson(
                name, s.get("person") is True, s.get("connected") is True, s.get("computer") is True,
                s.get("left") is True)
        self.info = t
        self.people = tuple(people)
        if self.entered:
            self.controller.set_people(self.people)
            latest = self.mirror.latest if self.mirror is not None else None
            if t.get("waiting") == "next" and latest is not None and latest.finished:
                self._say_waiting()
        self.lobbyChanged.emit()

    def waiting_for(self) -> list[str]:
        """The names of the connected people the table waits for (their ``next``)."""
        seats = self.info.get("seats") or []
        out = []
        for i, s in enumerate(seats):
            if isinstance(s, dict) and s.get("person") and s.get("connected") and s.get("ready") is False \
                    and i != self.seat:
                name = P.clean_name(s.get("name"))
                out.append(name or _seat_word(M.turn(i, self.seat)))
        return out

    def _say_waiting(self) -> None:
        names = self.waiting_for()
        if self.controller.deal.finished and self.controller.next_asked and names:
            self.status.emit(translate("Friends", "The next deal waits for: %1").replace(
                "%1", translate("Friends", ", ").join(names)), False)

    def _on_state(self, msg: dict[str, Any]) -> None:
        self._on_table(msg.get("table"))
        deal = msg.get("deal")
        if deal is None:
            return  # not started yet: the lobby
        assert self.mirror is not None
        self._view = self.mirror.local_view(deal["view"])
        anew, self._seated_anew = self._seated_anew, False
        if not self.entered:
            rules = wire.parse_rules(self.info.get("rules", {}), "table.rules")
            match = M.table_match(rules, _seed(self.table_id), msg.get("history"), self.info.get("match"), self.seat)
            self.mirror.forget()
            adv = self.mirror.advance(deal, None)
            assert adv.before is not None
            match.deal = adv.before
            self._note_late(adv.before)
            self.entered = True
            self.controller.enter_table(self, match)
            self.controller.set_people(self.people)
            self.started.emit()
            return
        adv = self.mirror.advance(deal, msg.get("action"))
        if anew and self.mirror.latest is not None:
            self._note_late(self.mirror.latest)
        self.controller.table_step(TableStep(adv.before, adv.action, adv.fresh))

    def _note_late(self, deal: Deal) -> None:
        """The person (re)joined during ``deal``: if the seat already acted in it (the
        computer for it), it is not the person's whole deal."""
        if self.mirror is not None and self.mirror.number is not None and any(
                a.seat == HUMAN for a in deal.history):
            self._not_whole.add(self.mirror.number)

    def played_whole(self) -> bool:
        """The deal shown was the person's from its first action to its last: not joined
        after the seat had acted, no drop during it (what the statistics count)."""
        return self.mirror is not None and self.mirror.number is not None \
            and self.mirror.number not in self._not_whole

    def _on_rejected(self, msg: dict[str, Any]) -> None:
        action = M.turn_action(wire.parse_action(msg.get("action")), self.seat)
        refusal = wire.refusal_from_json(msg)
        if "to_act" in refusal.details and type(refusal.details["to_act"]) is int:
            refusal = Refusal(refusal.rule, {**refusal.details,
                                             "to_act": M.turn(int(refusal.details["to_act"]) % 4, self.seat)})
        self.controller.table_refused(action, refusal)

    def _on_error(self, msg: dict[str, Any]) -> None:
        err = msg.get("error")
        if err == P.ErrorId.STALE:
            self.controller.table_refused(None, None)  # another action came first: the state follows
        elif err != P.ErrorId.NOT_NOW:
            print(f"bauernschnapsen: the table answered {str(err)[:40]!r}", file=sys.stderr)
            self.controller.table_refused(None, None)

    @Slot(str, object)
    def _on_refused(self, reason: str, details: dict[str, Any]) -> None:
        text = refusal_text(reason, details, opening=self.open_table is not None and not self.welcomed)
        if reason in (P.JoinRefusal.UNKNOWN_TOKEN, P.JoinRefusal.WRONG_CODE):
            self.seat_over = True  # the table is gone, or no longer knows the seat
        if not self.welcomed:
            self.over = True
            self.failed.emit(text)
        else:  # coming back with the token was refused: the table is gone
            self._end(text)

    @Slot(int, str)
    def _on_lost(self, code: int, error: str) -> None:
        if self.over:
            return
        if not self.welcomed:  # never seated
            self.over = True
            self.failed.emit(close_text(code, error, self.url, joining=self.token is None))
            return
        after = after_close(code or None)
        if after.seat_over:
            self.seat_over = True
        self.kept = after is After.KEPT
        if after is not After.COME_BACK:
            self._end(close_text(code, error, self.url, joining=False, opener=self.opener_name()))
            return
        if error == GARBLED:
            self._problems += 1
            if self._problems >= MAX_PROBLEMS:
                self._end(translate("Friends", "The table sent something this game cannot read. You are back at "
                                    "your own game."))
                return
        if self.mirror is not None and self.mirror.number is not None:
            self._not_whole.add(self.mirror.number)  # the computer may play for the seat
        if not self._comeback.away:
            print(f"bauernschnapsen: the connection to the table was lost ({code}: {error})", file=sys.stderr)
        delay = self._comeback.next_pause(time.monotonic())
        if delay is None:
            self._end(translate("Friends", "The table cannot be reached any more (%1). You are back at your own "
                                "game.").replace("%1", close_text(code, error, self.url, joining=False)))
            return
        self._retry_at = time.monotonic() + delay
        self._retry.start(int(delay * 1000))
        self._clock.start()
        self._tick()

    def opener_name(self) -> str | None:
        """The name of the person who opened the table (the server's seat 0), if told."""
        seats = self.info.get("seats") or []
        if seats and isinstance(seats[0], dict):
            return P.clean_name(seats[0].get("name"))
        return None

    @Slot()
    def _tick(self) -> None:
        left = max(1, math.ceil(self._retry_at - time.monotonic()))
        if self._retry.isActive():
            self.status.emit(translate("Friends", RETRY_IN, None, left), True)
        else:
            self._clock.stop()

    @Slot()
    def _come_back(self) -> None:
        if self.over or self.token is None:
            return
        self._clock.stop()
        self.status.emit(translate("Friends", "Connecting to the table again…"), True)
        self.conn.open(self.url, self.me.hello(self.conn.version))

    # -- tests and the window --------------------------------------------------------------

    def drop(self) -> None:
        """Lose the connection as a network would (tests, trials): the window comes back by itself."""
        self.conn.abort()

    @property
    def phase(self) -> Phase | None:
        latest = self.mirror.latest if self.mirror is not None else None
        return None if latest is None else latest.phase


def _seat_word(seat: int) -> str:
    from ..i18n import labels

    return labels.seat_name(seat)
