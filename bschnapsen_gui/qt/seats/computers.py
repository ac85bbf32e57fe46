"""The local computer players as the other seats (the player's own game and practice).

Play flows without a pause after each card: while the table animates an action, the next
computer seat already thinks (:meth:`ComputerSeats.think_ahead`) and its answer waits for the
animation (``early``).  When the human's team may say "Genug!" while a computer is about to
play, the computer's answer is held back for the Genug moment: long enough to read the offer
and decide (:data:`GENUG_MOMENT_MS`), and over as soon as the human acts — says Genug, or plays
on.  A computer's answer is not shown before the human's last action is on disk
(``Host.durable``), so a crash never loses what the player did.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Slot

from ...engine import Action, Deal, Verb
from ...engine.view import seat_view
from . import Host

if TYPE_CHECKING:  # imported when the players are made: the first frame needs no computer player
    from ..players import ComputerPlayers

GENUG_MOMENT_MS = {"off": 4000, "fast": 5000, "normal": 7000, "slow": 10000}
GENUG_WAIT_READER_MS = 24 * 3600 * 1000
"""The Genug moment while a screen reader listens: it waits for the player's answer."""


class ComputerSeats(QObject):
    """The computer players of this window, as a source of the other seats."""

    auto_genug = True
    own_game = True

    def __init__(self, host: Host, strength: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.host = host
        self._players: ComputerPlayers | None = None  # made at first use (see ``players``)
        self._strength = strength
        self._seat_strengths: dict[int, str] = {}
        self._asked: int | None = None  # the seat whose computer thinks now
        self._shown = False  # the host was told that it thinks
        self._held: Action | None = None  # an answer held back for the human's Genug
        self._early: Action | None = None  # an answer that came while the table animated
        self._unsaved: Action | None = None  # an answer waiting for the human's to be on disk
        self._shut = False
        self.grace = QTimer(self)  # the Genug moment
        self.grace.setSingleShot(True)
        self.grace.timeout.connect(self._grace_over)

    # -- the players -------------------------------------------------------------------

    @property
    def players(self) -> ComputerPlayers:
        """The computer players, made (and their thinking process started) at the first use:
        the window makes them once its first frame is painted, so neither the computer
        players' modules nor their process delay that frame."""
        if self._players is None:
            from ..players import ComputerPlayers

            self._players = ComputerPlayers(self._strength, self.host.match.seed, self)
            if self._seat_strengths:
                self._players.set_seat_strengths(self._seat_strengths)
            self._players.answered.connect(self.on_answer)
            self._players.failed.connect(self._on_failed)
        return self._players

    def start(self) -> None:
        """Make the players now (their process starts)."""
        if not self._shut:
            _ = self.players

    def new_match(self, seed: int) -> None:
        """A new or loaded match: the players are seeded from it."""
        if self._players is not None:
            self._players.set_strength(self._players.strength, seed)

    def afresh(self) -> None:
        """The players made anew, seeded as at the start of a resumed game: a deal shown anew
        (taken back, played again) is thought about without a memory of what was undone."""
        if self._players is not None:
            self._players.set_strength(self._players.strength)

    def set_strength(self, strength: str) -> None:
        thinking = self._asked
        self._cancel()
        self._strength = strength
        if self._players is not None:
            self._players.set_strength(strength)
        if thinking is not None:
            self.host.advance()

    def set_seat_strengths(self, strengths: dict[int, str]) -> None:
        """Computer seats with a strength of their own ("" or missing: the common one)."""
        thinking = self._asked
        self._cancel()
        self._seat_strengths = dict(strengths)
        if self._players is not None:
            self._players.set_seat_strengths(strengths)
        if thinking is not None:
            self.host.advance()

    # -- the protocol ------------------------------------------------------------------

    @property
    def thinking_seat(self) -> int | None:
        return self._asked

    def step(self) -> bool:
        return False

    def deal_over(self) -> None:
        self.host.deal_on_by_itself()

    def options(self, deal: Deal, options: tuple[Action, ...]) -> tuple[Action, ...]:
        return options

    def hold_moment(self) -> None:
        if self.host.screen_reader():  # the offer waits for the player's answer
            self.grace.start(GENUG_WAIT_READER_MS)
        else:
            self.grace.start(GENUG_MOMENT_MS.get(self.host.speed, GENUG_MOMENT_MS["normal"]))

    def moment_over(self) -> None:
        self.grace.stop()

    def turn(self, to_act: int) -> None:
        host = self.host
        if self._asked is not None and (self._asked != to_act or to_act in host.human_seats):
            self._cancel()  # a seat that is no longer the computer's (autoplay ended)
        early, self._early = self._early, None
        if to_act in host.human_seats:
            return
        if early is not None and early.seat == to_act:
            if self.grace.isActive():
                self._held = early
            else:
                self._show(early)
            return
        if self._asked is None:
            self._asked = to_act
            self._shown = True
            host.show_thinking(to_act, True)
            self._ask(host.deal, to_act)
        elif not self._shown:  # it began during the animation and goes on
            self._shown = True
            host.show_thinking(to_act, True)

    def vet(self, action: Action) -> bool:
        return True

    def submit(self, action: Action) -> bool:
        self.host.apply_action(action)
        return True

    def play_on(self) -> None:
        if self.grace.isActive():
            self.grace.stop()
            self._grace_over()

    def next_deal(self) -> bool:
        return False

    def forget(self) -> None:
        if self._asked is not None:
            self._cancel()
        self._early = self._held = self._unsaved = None

    def think_ahead(self) -> None:
        """While the table animates the last action, the next computer seat already thinks
        (its answer waits for the animation): play flows without a pause after each card."""
        host = self.host
        deal = host.deal
        if self._shut or host.paused or deal.finished or self._asked is not None:
            return
        if self._players is None or not self._players.in_process:
            return  # thinking in this process would make the animation stutter (or: no players yet)
        to_act = deal.to_act
        if to_act is None or to_act in host.human_seats:
            return
        self._asked = to_act
        self._shown = False
        self._ask(deal, to_act)

    # -- answers -----------------------------------------------------------------------

    def _ask(self, deal: Deal, seat: int) -> None:
        """Ask ``seat``'s computer player, telling it the running Bummerl's score."""
        match = self.host.match
        self.players.ask(seat, seat_view(deal, seat), match.points, match.current_bummerl.led_short_to_nil)

    @Slot(int, object)
    def on_answer(self, seat: int, action: Action) -> None:
        if self._shut or seat != self._asked:
            return
        self._done(seat)
        if self.host.busy:  # thought ahead: wait for the table
            self._early = action
            return
        if self.grace.isActive():
            self._held = action
            return
        self._show(action)

    def _show(self, action: Action) -> None:
        durable = self.host.durable
        if durable is not None and not durable():
            self._unsaved = action  # shown by saved(), once the human's last action is on disk
            return
        if not self.host.deal.is_legal(action):
            print(f"bauernschnapsen: computer player made an illegal move: {action.describe()}",
                  file=sys.stderr)
            action = self._fallback(action.seat)
        self.host.apply_action(action)

    def saved(self) -> None:
        """A save is on disk: an answer that waited for it is shown now."""
        action = self._unsaved
        durable = self.host.durable
        if action is None or self._shut or (durable is not None and not durable()):
            return
        self._unsaved = None
        self._show(action)

    def _fallback(self, seat: int) -> Action:
        legal = self.host.deal.legal_actions()
        own = [a for a in legal if a.seat == seat and a.verb is not Verb.GENUG]
        return own[0] if own else legal[0]

    @Slot(int, str)
    def _on_failed(self, seat: int, message: str) -> None:
        if seat != self._asked:
            return
        self._done(seat)
        print(f"bauernschnapsen: computer player failed:\n{message}", file=sys.stderr)
        self.host.computer_failed(seat, message)
        if self.host.busy:
            self._early = self._fallback(seat)
            return
        self._held = self._fallback(seat)
        if not self.grace.isActive():
            action, self._held = self._held, None
            self.host.apply_action(action)

    @Slot()
    def _grace_over(self) -> None:
        self.host.end_moment()
        if self._held is not None:
            action, self._held = self._held, None
            self._show(action)

    def _done(self, seat: int) -> None:
        self._asked = None
        if self._shown:
            self._shown = False
            self.host.show_thinking(seat, False)

    def _cancel(self) -> None:
        if self._players is not None:
            self._players.cancel()
        self._early = None
        seat = self._asked
        if seat is not None:
            self._done(seat)

    def shutdown(self) -> None:
        """Stop the moment and the thinking; safe to call twice."""
        if self._shut:
            return
        self._shut = True
        self.grace.stop()
        self._cancel()
        if self._players is not None:
            self._players.shutdown()
