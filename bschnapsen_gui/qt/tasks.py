"""The one background runner: computer players, hints and the after-deal review.

A :class:`TaskRunner` lives on the GUI thread and owns one :class:`QThread` with a
:class:`_Worker` moved onto it.  It takes two kinds of job, sent to the worker by a queued
signal, and returns a ticket for each:

* ``ask(question)``, ``ask_hint(view, seed)``, ``ask_review(log, seed)``: a question of
  :mod:`..ai.process` (a :class:`Decide`, :class:`HintQuestion`, :class:`ReviewQuestion`).
  The worker sends it to the thinking process and waits for the answer, so the work never
  competes with the GUI thread for the interpreter.  If the process cannot start or dies,
  the worker answers the same question itself (and says so once on stderr);
  ``BSCHNAPSEN_THINK=thread`` or ``in_process=False`` chooses that from the start.
* ``run(fn)``: a plain function ``fn(cancel)``, run in the worker thread.

The answer comes back on the GUI thread as ``done(ticket, result)``; a job that raised, here
or in the process, as ``failed(ticket, failure)`` with a :class:`Failure` value (kind,
message, traceback text).  ``last_pid`` tells which process worked out the last answer.

Cancellation: every job and every ``cancel()`` bumps a :class:`Generation`.  The running job
sees its ``cancel()`` turn true (in the process too: see :mod:`..ai.process`) and gives up,
and an answer of an old generation is dropped, so only the latest job's answer counts.
Jobs get snapshots (a ``SeatView``, a ``DealLog``), never the live deal or a widget.
``shutdown()`` cancels, quits the thread and waits for it, so no thread outlives its owner
(a running QThread that is garbage-collected aborts the process).
"""

from __future__ import annotations

import os
import sys
import threading
import weakref
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QThread, Signal, Slot

from ..ai.process import (
    HELP,
    HINT_SECONDS,
    REVIEW_SECONDS,
    REVIEW_SECONDS_PER_DECISION,
    Failure,
    HintQuestion,
    ProcessUnavailable,
    QuestionFailed,
    ReviewQuestion,
    ThinkProcess,
)
from ..ai.process import shared as shared_process
from ..ai.search import Cancelled
from ..engine.log import DealLog
from ..engine.view import SeatView
from .collector import SWITCH_INTERVAL  # the switch interval is said beside the collector

__all__ = ["SWITCH_INTERVAL", "Failure", "Generation", "TaskRunner", "running_threads", "think_in_process_default"]

Cancel = Callable[[], bool]
Job = Callable[[Cancel], Any]

# Every thread started here, so that tests can check that none is left running.
_THREADS: weakref.WeakSet[QThread] = weakref.WeakSet()


def running_threads() -> list[QThread]:
    """Worker threads of this module that are still running."""
    return [t for t in list(_THREADS) if t.isRunning()]


def think_in_process_default() -> bool:
    """Questions go to the thinking process unless BSCHNAPSEN_THINK=thread."""
    return os.environ.get("BSCHNAPSEN_THINK", "process").strip().lower() != "thread"


class Generation:
    """The current generation of a question, shared with a worker thread (an int read is
    atomic): every new question and every cancel bumps it, and work of an older one is
    given up or dropped."""

    def __init__(self) -> None:
        self.value = 0
        self._lock = threading.Lock()

    def bump(self) -> int:
        with self._lock:
            self.value += 1
            return self.value


@dataclass(frozen=True)
class _Ticket:
    generation: int
    question: Any  # for the thinking process (pickles), or None: only ``local``
    local: Job  # the same work in the worker thread


class _Worker(QObject):
    """Lives on the runner's thread; does one job at a time, never touches widgets."""

    done = Signal(int, object, int)  # generation, result, pid of the process that worked it out
    failed = Signal(int, object)  # generation, Failure
    ended = Signal(int)  # generation: the job is over, whatever became of it

    def __init__(self, generation: Generation, process: ThinkProcess | None, label: str) -> None:
        super().__init__()
        self._gen = generation
        self._process = process
        self._label = label

    @property
    def process(self) -> ThinkProcess | None:
        """The thinking process in use (None: the work is done in this thread)."""
        return self._process

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
            print(f"bauernschnapsen: {self._label} think in the window's process ({exc})", file=sys.stderr)
        self._process = None

    @Slot(object)
    def work(self, ticket: _Ticket) -> None:
        gen = self._gen
        if gen.value != ticket.generation:  # cancelled before it started: over all the same
            self.ended.emit(ticket.generation)
            return

        def cancel() -> bool:
            return gen.value != ticket.generation

        try:
            answered = False
            if self._process is not None and ticket.question is not None:
                try:
                    answer = self._process.ask(ticket.question, cancel)
                    result, pid, answered = answer.value, answer.pid, True
                except ProcessUnavailable as exc:
                    self._give_up_process(exc)
            if not answered:
                result, pid = ticket.local(cancel), os.getpid()
        except Cancelled:
            pass
        except QuestionFailed as exc:
            self.failed.emit(ticket.generation, exc.failure)
        except Exception as exc:  # a bug in the work must not take the window down
            self.failed.emit(ticket.generation, Failure.of(exc))
        else:
            if not cancel():
                self.done.emit(ticket.generation, result, pid)
        self.ended.emit(ticket.generation)


class TaskRunner(QObject):
    """One background thread for one kind of job; only the latest job's answer counts.

    ``in_process`` (default: :func:`think_in_process_default`) sends questions to
    ``process`` (default: the program's thinking process for hints and reviews)."""

    done = Signal(int, object)  # ticket, result (current jobs only)
    failed = Signal(int, object)  # ticket, Failure (current jobs only)
    ended = Signal(int)  # ticket: a job is over in the worker (answered, failed, or given up)
    _submit = Signal(object)
    _warm = Signal()

    def __init__(
        self,
        name: str,
        parent: QObject | None = None,
        *,
        in_process: bool | None = None,
        process: ThinkProcess | None = None,
        label: str | None = None,
    ) -> None:
        super().__init__(parent)
        self._gen = Generation()
        self._pending: int | None = None
        #: the pid of the process that worked out the last answer delivered (None: none yet)
        self.last_pid: int | None = None
        if in_process is None:
            in_process = think_in_process_default()
        if in_process and process is None:
            process = shared_process(HELP)
        self._thread = QThread()
        self._thread.setObjectName(f"bschnapsen-{name}")
        self._worker = _Worker(self._gen, process if in_process else None, label or name)
        self._worker.moveToThread(self._thread)
        self._submit.connect(self._worker.work)
        self._warm.connect(self._worker.warm_up)
        self._worker.done.connect(self._on_done)
        self._worker.failed.connect(self._on_failed)
        self._worker.ended.connect(self.ended)  # queued: after the job's done/failed
        _THREADS.add(self._thread)  # the thread starts with the first job: none runs unasked

    # -- state -----------------------------------------------------------------------

    @property
    def busy(self) -> bool:
        return self._pending is not None

    @property
    def in_process(self) -> bool:
        """True while questions go to the thinking process (False after a fallback)."""
        return self._worker.process is not None

    @property
    def process(self) -> ThinkProcess | None:
        return self._worker.process

    def _start(self) -> None:
        if not self._thread.isRunning():
            self._thread.start()

    def warm_up(self) -> None:
        """Start the thread and the thinking process now (the first answer comes sooner)."""
        self._start()
        self._warm.emit()

    # -- jobs ------------------------------------------------------------------------

    def run(self, fn: Job) -> int:
        """Start ``fn(cancel)`` in the worker thread (the previous job is cancelled)."""
        return self._send(None, fn)

    def ask(self, question: Any, local: Job | None = None) -> int:
        """Send ``question`` to the thinking process (the previous job is cancelled); without
        the process ``local(cancel)`` (default: ``question.answer``) works it out here."""
        return self._send(question, local if local is not None else question.answer)

    def ask_hint(self, view: SeatView, seed: int = 0, seconds: float = HINT_SECONDS) -> int:
        """The hint for ``view``'s seat: ``done(ticket, Hint or None)``."""
        return self.ask(HintQuestion(view, seed, seconds))

    def ask_review(self, log: DealLog, seed: int = 0, seconds_per_decision: float = REVIEW_SECONDS_PER_DECISION,
                   seconds: float = REVIEW_SECONDS) -> int:
        """The review of a finished deal: ``done(ticket, Analysis)``."""
        return self.ask(ReviewQuestion(log, seed, seconds_per_decision, seconds))

    def _send(self, question: Any, local: Job) -> int:
        self._start()
        gen = self._gen.bump()
        self._pending = gen
        self._submit.emit(_Ticket(gen, question, local))
        return gen

    def cancel(self) -> None:
        """Forget the job being worked on (its answer will be ignored)."""
        self._gen.bump()
        self._pending = None

    def shutdown(self, timeout_ms: int = 10_000) -> bool:
        """Cancel, stop the thread and wait for it; True if it stopped in time.  Safe to call
        twice (a later job starts the thread again)."""
        self.cancel()
        if not self._thread.isRunning():
            return True
        self._thread.quit()
        return bool(self._thread.wait(timeout_ms))

    # -- answers (GUI thread) --------------------------------------------------------

    @Slot(int, object, int)
    def _on_done(self, generation: int, result: Any, pid: int) -> None:
        if generation != self._pending or generation != self._gen.value:
            return  # stale
        self._pending = None
        self.last_pid = pid
        self.done.emit(generation, result)

    @Slot(int, object)
    def _on_failed(self, generation: int, failure: Failure) -> None:
        if generation != self._pending or generation != self._gen.value:
            return
        self._pending = None
        self.failed.emit(generation, failure)
