"""Computer players think in the background; answers come back to the GUI thread.

:class:`ComputerPlayers` lives on the GUI thread and asks a :class:`.tasks.TaskRunner` (its
own thread): ``ask(seat, view)`` sends a :class:`~..ai.process.Decide` question with a
:class:`SeatView` snapshot, and the answer comes back as ``answered(seat, action)``.

Where the thinking happens: by default in the thinking process (:mod:`..ai.process`), the
worker thread only waiting for its answer, so a thinking player never competes with the
GUI thread for the interpreter.  If that process cannot start or dies, the worker thread
thinks itself with the players made here (and says so once on stderr);
``BSCHNAPSEN_THINK=thread`` or ``in_process=False`` chooses that from the start (tests with
stand-in players use it).

Cancellation: every ``ask`` and ``cancel`` starts a new generation of the runner: the
running ``decide`` sees ``cancel()`` turn true and gives up, and an answer of an old one is
dropped.  ``shutdown()`` cancels, quits the thread and waits for it.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal, Slot

from ..ai import Player, make_player
from ..ai.process import THINK_SECONDS, Decide, Failure, ThinkProcess
from ..ai.process import shared as shared_process
from ..engine import Action
from ..engine.view import SeatView
from .tasks import Cancel, Generation, TaskRunner, running_threads, think_in_process_default

# Generation, running_threads and think_in_process_default live in .tasks now
__all__ = ["THINK_SECONDS", "ComputerPlayers", "Generation", "running_threads", "think_in_process_default"]


class ComputerPlayers(QObject):
    """The three (or, in smoke tests, four) computer seats and their thinking thread."""

    answered = Signal(int, object)  # seat, Action (only current answers)
    failed = Signal(int, str)  # seat, what went wrong (the traceback text; ``last_failure``: the value)
    thoughtEnded = Signal()  # a thought is over in the worker: answered, failed, or given up

    def __init__(
        self, strength: str, seed: int, parent: QObject | None = None, *, in_process: bool | None = None
    ) -> None:
        super().__init__(parent)
        if in_process is None:
            in_process = think_in_process_default()
        process: ThinkProcess | None = shared_process() if in_process else None
        self._owner = process.new_owner() if process is not None else 0
        self._runner = TaskRunner("computer-players", self, in_process=in_process, process=process,
                                  label="computer players")
        self._runner.done.connect(self._on_done)
        self._runner.failed.connect(self._on_failed)
        self._runner.ended.connect(self.thoughtEnded)
        self._asked: tuple[int, int] | None = None  # ticket, seat
        self.last_failure: Failure | None = None
        self._players: dict[int, Player] = {}
        self._seat_strengths: dict[int, str] = {}
        self._strength = strength
        self._seed = seed
        self._config = 0
        self.set_strength(strength, seed)
        self._runner.warm_up()

    # -- configuration ---------------------------------------------------------------

    @property
    def strength(self) -> str:
        return self._strength

    def set_strength(self, strength: str, seed: int | None = None) -> None:
        """New players for every seat (a thinking one is cancelled); seats given their own
        strength (:meth:`set_seat_strengths`) keep it."""
        self.cancel()
        self._strength = strength
        if seed is not None:
            self._seed = seed
        self._config += 1  # fresh players in the thinking process too
        self._players = {s: make_player(self.strength_of(s), self._seed * 4 + s) for s in range(4)}

    def set_seat_strengths(self, strengths: dict[int, str]) -> None:
        """A strength of its own for some seats (the others play at ``strength``)."""
        self._seat_strengths = {s: v for s, v in strengths.items() if v}
        self.set_strength(self._strength)

    def strength_of(self, seat: int) -> str:
        return self._seat_strengths.get(seat) or self._strength

    # -- thinking --------------------------------------------------------------------

    @property
    def in_process(self) -> bool:
        """True while the players think in their own process (False after a fallback)."""
        return self._runner.in_process

    @property
    def process(self) -> ThinkProcess | None:
        """The thinking process the players use (None: they think in the worker thread)."""
        return self._runner.process

    @property
    def thinking(self) -> bool:
        return self._runner.busy

    def ask(self, seat: int, view: SeatView, score: tuple[int, int] | None = None,
            led_short_to_nil: int | None = None) -> int:
        """Start thinking for ``seat``; the answer comes as ``answered(seat, action)``.
        ``score`` is the running Bummerl (``Match.points``; with ``led_short_to_nil``, the
        team that led target - 1 : 0), so that a player may value Punkte for the Bummerl."""
        strength = self.strength_of(seat)
        seconds = THINK_SECONDS.get(strength, 1.0)
        question = Decide(self._owner, seat, (strength, self._seed * 4 + seat, self._config), view, seconds,
                          score, led_short_to_nil)
        player = self._players[seat]

        def here(cancel: Cancel) -> Action:  # without the process: the same player, in the thread
            action: Action = question.made_by(player, cancel)
            return action

        ticket = self._runner.ask(question, here)
        self._asked = (ticket, seat)
        return ticket

    def cancel(self) -> None:
        """Forget the question being thought about (its answer will be ignored)."""
        self._runner.cancel()
        self._asked = None

    def shutdown(self, timeout_ms: int = 10_000) -> bool:
        """Cancel, stop the thread and wait for it.  True if it stopped in time."""
        self.cancel()
        process = self._runner.process
        stopped = self._runner.shutdown(timeout_ms)
        if stopped and process is not None:
            process.forget(self._owner)  # this owner's players are not needed any more
        return stopped

    # -- answers (GUI thread) --------------------------------------------------------

    def _seat_of(self, ticket: int) -> int | None:
        asked, self._asked = self._asked, None
        if asked is None or asked[0] != ticket:
            self._asked = asked
            return None
        return asked[1]

    @Slot(int, object)
    def _on_done(self, ticket: int, action: Any) -> None:
        seat = self._seat_of(ticket)
        if seat is None:
            return  # stale
        if not isinstance(action, Action):
            self._fail(seat, Failure("TypeError", f"the computer player answered {action!r}"))
            return
        self.answered.emit(seat, action)

    @Slot(int, object)
    def _on_failed(self, ticket: int, failure: Failure) -> None:
        seat = self._seat_of(ticket)
        if seat is not None:
            self._fail(seat, failure)

    def _fail(self, seat: int, failure: Failure) -> None:
        self.last_failure = failure
        self.failed.emit(seat, str(failure))
