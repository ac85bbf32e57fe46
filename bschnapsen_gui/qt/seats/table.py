"""A table server as the other seats (a shared table, ``qt/friends/``).

The deal shown is the window's own engine deal of the table's (``net/mirror.py``: the other
hands are a completion).  The human's action is sent (:meth:`TableHook.send`) and applied only
when the server's state confirms it; the server's states come in as :class:`TableStep` values
and are applied one at a time, each when the table is still, exactly as computer answers are.
So the window, the scene, the panels and the Genug offer work the same at both.  The server
holds the Genug moment; the window shows the offer while it may be taken, and "Play on" puts
it away until the next action.
"""

from __future__ import annotations

import sys
from collections import deque
from dataclasses import dataclass
from typing import NamedTuple, Protocol

from ...engine import Action, Deal
from ...engine.errors import Refusal
from ...engine.view import SeatView
from . import Host


class TableHook(Protocol):
    """A shared table (``qt/friends/session.py``): it sends what the human does to the table
    server; the server's states come back as :meth:`TableSeats.take` calls."""

    def send(self, action: Action) -> bool:
        """Send the human's ``action`` (in the window's seats); False if it cannot go now."""

    def next_deal(self) -> None:
        """The human is ready for the next deal."""

    def view(self) -> SeatView | None:
        """The human's seat as the server last showed it (the window's seats), or None."""

    def played_whole(self) -> bool:
        """The deal shown was the human's from its first action to its last (no late join,
        no drop): only such deals are counted in the statistics."""


@dataclass(frozen=True)
class TableStep:
    """One state of the table server, for the deal shown (seats as the window has them):
    ``fresh``: ``deal`` is a new deal (or the deal rebuilt whole); else, ``deal`` if given
    replaces the deal shown (the same public history; shown without animation, face-down
    cards look alike), then ``action`` is applied."""

    deal: Deal | None = None
    action: Action | None = None
    fresh: bool = False


class TablePerson(NamedTuple):
    """Who sits in a seat of a shared table (for the name plates)."""

    name: str | None  # the person's name (None: none given, or a computer's seat)
    person: bool  # a seat for a person (else the computer's by the opener's choice)
    connected: bool  # the person is connected now
    computer: bool  # a computer plays the seat now (its person has not come or has dropped)
    left: bool = False  # its person left the table on purpose (else, when not connected: a drop)


class TableSeats:
    """A table server, as a source of the other seats."""

    auto_genug = True
    own_game = False

    def __init__(self, host: Host, hook: TableHook) -> None:
        self.host = host
        self.hook = hook
        self._steps: deque[TableStep] = deque()  # the server's states not applied yet
        self._sent: Action | None = None  # the human's action sent, not yet confirmed
        self.next_asked = False  # at a finished deal: the human asked for the next deal
        self._declined = -1  # the Genug offer put away at this many actions
        self._thinking: int | None = None  # the seat shown as thinking (the server awaits it)

    def played_whole(self) -> bool:
        return self.hook.played_whole()

    def view(self) -> SeatView | None:
        return self.hook.view()

    # -- what the server says ------------------------------------------------------------

    def take(self, step: TableStep) -> None:
        """A state of the table server: applied when the table is still, in order."""
        self._steps.append(step)
        self.host.advance()

    def refused(self, action: Action | None, refusal: Refusal | None) -> None:
        """The server did not take the human's action: a refusal (worded as the engine's),
        or None (it came too late: another seat's action went first); it may choose again."""
        self._sent = None
        if refusal is not None and action is not None:
            self.host.refuse(action, refusal)
        self.host.advance()

    def _apply_step(self, step: TableStep) -> None:
        host = self.host
        if step.fresh:
            assert step.deal is not None
            self._sent = None
            self.next_asked = False
            self._declined = -1
            host.replace_deal(step.deal, fresh=True)
            return
        if step.deal is not None:
            host.replace_deal(step.deal, fresh=False)
        if step.action is None:
            host.advance()
            return
        if step.action == self._sent:
            self._sent = None
        if not host.deal.is_legal(step.action):  # pragma: no cover - the mirror explains every action
            print(f"bauernschnapsen: the table's action {step.action.describe()} does not follow",
                  file=sys.stderr)
            return
        host.apply_action(step.action)

    # -- the protocol ----------------------------------------------------------------------

    @property
    def thinking_seat(self) -> int | None:
        return self._thinking

    def step(self) -> bool:
        if not self._steps:
            return False
        step = self._steps[0]
        if step.fresh and self.host.deal.finished and not self.next_asked:
            return False  # the next deal waits until the human asks for it
        self._steps.popleft()
        self._apply_step(step)
        return True

    def deal_over(self) -> None:
        pass  # the server deals when everyone is ready

    def options(self, deal: Deal, options: tuple[Action, ...]) -> tuple[Action, ...]:
        if self._sent is not None:
            return ()  # the human's action is on its way
        if options and deal.to_act not in self.host.human_seats and self._declined == len(deal.history):
            return ()  # the Genug offer put away ("Play on") until the next action
        return options

    def hold_moment(self) -> None:
        pass  # the server holds it

    def moment_over(self) -> None:
        pass

    def turn(self, to_act: int) -> None:
        if to_act in self.host.human_seats or self._thinking == to_act:
            return
        if self._thinking is not None:
            self.host.show_thinking(self._thinking, False)
        self._thinking = to_act
        self.host.show_thinking(to_act, True)

    def vet(self, action: Action) -> bool:
        return True

    def submit(self, action: Action) -> bool:
        """Sent; applied when the server confirms it."""
        if self._sent is not None or not self.hook.send(action):
            return False
        self._sent = action
        self.host.end_moment()
        self.host.clear_options()
        return True

    def play_on(self) -> None:
        self._declined = len(self.host.deal.history)
        self.host.end_moment()
        self.host.clear_options()

    def next_deal(self) -> bool:
        if not self.next_asked:
            self.next_asked = True
            self.hook.next_deal()
        self.host.advance()
        return True

    def forget(self) -> None:
        seat, self._thinking = self._thinking, None
        if seat is not None:
            self.host.show_thinking(seat, False)

    def think_ahead(self) -> None:
        pass
