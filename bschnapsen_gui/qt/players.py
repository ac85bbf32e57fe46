"""Computer players think in a worker thread; answers come back to the GUI thread.

:class:`ComputerPlayers` lives on the GUI thread.  It owns one :class:`QThread` with a
:class:`_ThinkWorker` moved onto it.  ``ask(seat, view)`` sends the worker a job (a
:class:`SeatView` snapshot, the player object and a generation number) by a queued
signal; the worker calls ``player.decide(view, deadline, cancel)`` and sends the answer
back by a signal delivered to a GUI-thread slot, which re-emits it as ``answered``.

Where the thinking happens: by default in a separate process (:mod:`.ai.process`), the
worker thread only waiting for its answer, so a thinking player never competes with the
GUI thread for the interpreter.  If that process cannot start or dies, the worker thinks
itself (and says so once on stderr); ``BSCHNAPSEN_THINK=thread`` or ``in_process=False``
chooses that from the start (tests with stand-in players use it).

Cancellation: every ``ask`` and ``cancel`` bumps the generation.  The running
``decide`` polls ``cancel()`` (true once the generation moved on) and gives up; an answer
that still arrives with an old generation is dropped.  ``shutdown()`` cancels, quits the
thread and waits for it, so no thread outlives its owner (PLATFORM.md: a running QThread
that is garbage-collected aborts the process).
"""

from __future__ import annotations

import os
import sys
import threading
import time
import traceback
import weakref
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QThread, Signal, Slot

from ..ai import Cancelled, Player, make_player
from ..ai.process import ProcessUnavailable, ThinkProcess
from ..ai.process import shared as shared_process
from ..engine import Action
from ..engine.view import SeatView

# Every thread started here, so that tests can check that none is left running.
_THREADS: "weakref.WeakSet[QThread]" = weakref.WeakSet()

THINK_SECONDS = {"beginner": 0.5, "club": 1.5, "expert": 3.0}
SWITCH_INTERVAL = 0.001


def think_in_process_default() -> bool:
    """Computer players think in their own process unless BSCHNAPSEN_THINK=thread."""
    return os.environ.get("BSCHNAPSEN_THINK", "process").strip().lower() != "thread"


def running_threads() -> list[QThread]:
    """Worker threads of this module that are still running."""
    return [t for t in list(_THREADS) if t.isRunning()]


@dataclass(frozen=True)
class Job:
    generation: int
    seat: int
    view: SeatView
    player: Player
    seconds: float
    spec: tuple[str, int, int]  # strength, seed, configuration number (for the process)


class Generation:
    """The current generation of a question, shared with a worker thread (an int read is
    atomic): every new question and every cancel bumps it, and work of an older one is
    given up or dropped.  Used here and by the panels' background tasks."""

    def __init__(self) -> None:
        self.value = 0
        self._lock = threading.Lock()

    def bump(self) -> int:
        with self._lock:
            self.value += 1
            return self.value


class _ThinkWorker(QObject):
    """Runs on the worker thread; never touches widgets or the live deal."""

    answered = Signal(int, int, object)  # generation, seat, Action
    failed = Signal(int, int, str)  # generation, seat, message

    def __init__(self, generation: Generation, process: ThinkProcess | None, owner: int) -> None:
        super().__init__()
        self._generation = generation
        self._process = process
        self._owner = owner

    @property
    def uses_process(self) -> bool:
        return self._process is not None

    @Slot()
    def warm_up(self) -> None:
        """Start the thinking process now, so that the first question need not wait."""
        if self._process is None:
            return
        try:
            self._process.start()
        except ProcessUnavailable as exc:
            self._give_up_process(exc)

    def _give_up_process(self, exc: ProcessUnavailable) -> None:
        if self._process is not None:
            print(f"bauernschnapsen: computer players think in the window's process ({exc})", file=sys.stderr)
        self._process = None

    def forget(self) -> None:
        """Drop this owner's players in the thinking process (call once the thread stopped)."""
        if self._process is not None:
            self._process.forget(self._owner)

    @Slot(object)
    def think(self, job: Job) -> None:
        gen = self._generation
        if gen.value != job.generation:
            return  # cancelled before it started

        def cancel() -> bool:
            return gen.value != job.generation

        try:
            action = None
            if self._process is not None:
                try:
                    action = self._process.decide(self._owner, job.seat, job.spec, job.view, job.seconds, cancel)
                except ProcessUnavailable as exc:
                    self._give_up_process(exc)
            if action is None:
                action = job.player.decide(job.view, time.monotonic() + job.seconds, cancel)
        except Cancelled:
            return
        except Exception:  # a computer player's bug must not take the window down
            self.failed.emit(job.generation, job.seat, traceback.format_exc())
            return
        if not cancel():
            self.answered.emit(job.generation, job.seat, action)


class ComputerPlayers(QObject):
    """The three (or, in smoke tests, four) computer seats and their thinking thread."""

    answered = Signal(int, object)  # seat, Action (only current answers)
    failed = Signal(int, str)
    _submit = Signal(object)
    _warm = Signal()

    def __init__(
        self, strength: str, seed: int, parent: QObject | None = None, *, in_process: bool | None = None
    ) -> None:
        super().__init__(parent)
        # A thinking player is pure Python and holds the GIL; hand it back to the GUI
        # thread every millisecond (default 5 ms), so the window never stalls noticeably.
        sys.setswitchinterval(min(sys.getswitchinterval(), SWITCH_INTERVAL))
        self._generation = Generation()
        self._pending: int | None = None
        self._thread = QThread()
        self._thread.setObjectName("bschnapsen-computer-players")
        if in_process is None:
            in_process = think_in_process_default()
        process = shared_process() if in_process else None
        self._worker = _ThinkWorker(self._generation, process, process.new_owner() if process else 0)
        self._worker.moveToThread(self._thread)
        self._submit.connect(self._worker.think)
        self._warm.connect(self._worker.warm_up)
        self._worker.answered.connect(self._on_answered)
        self._worker.failed.connect(self._on_failed)
        _THREADS.add(self._thread)
        self._thread.start()
        self._players: dict[int, Player] = {}
        self._seat_strengths: dict[int, str] = {}
        self._strength = strength
        self._seed = seed
        self._config = 0
        self.set_strength(strength, seed)
        self._warm.emit()

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
        return self._worker.uses_process

    @property
    def thinking(self) -> bool:
        return self._pending is not None

    def ask(self, seat: int, view: SeatView) -> int:
        """Start thinking for ``seat``; the answer comes as ``answered(seat, action)``."""
        gen = self._generation.bump()
        self._pending = gen
        strength = self.strength_of(seat)
        seconds = THINK_SECONDS.get(strength, 1.0)
        spec = (strength, self._seed * 4 + seat, self._config)
        self._submit.emit(Job(gen, seat, view, self._players[seat], seconds, spec))
        return gen

    def cancel(self) -> None:
        """Forget the question being thought about (its answer will be ignored)."""
        self._generation.bump()
        self._pending = None

    def shutdown(self, timeout_ms: int = 10_000) -> bool:
        """Cancel, stop the thread and wait for it.  True if it stopped in time."""
        self.cancel()
        if not self._thread.isRunning():
            return True
        self._thread.quit()
        stopped = bool(self._thread.wait(timeout_ms))
        if stopped:
            self._worker.forget()
        return stopped

    # -- answers (GUI thread) --------------------------------------------------------

    @Slot(int, int, object)
    def _on_answered(self, generation: int, seat: int, action: Any) -> None:
        if generation != self._pending or generation != self._generation.value:
            return  # stale
        self._pending = None
        assert isinstance(action, Action)
        self.answered.emit(seat, action)

    @Slot(int, int, str)
    def _on_failed(self, generation: int, seat: int, message: str) -> None:
        if generation != self._pending:
            return
        self._pending = None
        self.failed.emit(seat, message)
