"""Background work for the panels around the table: hints and after-deal analysis.

A :class:`TaskRunner` owns one :class:`QThread` with a worker object on it.  ``run(fn)``
sends ``fn`` (a plain function taking a ``cancel()`` callable) to the worker by a queued
signal and returns a ticket; the result comes back to the GUI thread as
``done(ticket, result)`` (or ``failed(ticket, message)``).  ``run`` and ``cancel`` bump a
generation: a running ``fn`` sees ``cancel()`` turn true and may give up, and a result of
an old generation is dropped.  The functions get snapshots (a ``SeatView``, a ``DealLog``),
never the live deal or a widget.  ``shutdown()`` cancels, quits the thread and waits.
"""

from __future__ import annotations

import traceback
from dataclasses import dataclass
from typing import Any, Callable

from PySide6.QtCore import QObject, QThread, Signal, Slot

from ..ai import Cancelled
from .players import _THREADS, Generation

Job = Callable[[Callable[[], bool]], Any]


@dataclass(frozen=True)
class _Ticket:
    generation: int
    fn: Job


class _Worker(QObject):
    """Lives on the runner's thread; runs one job at a time."""

    done = Signal(int, object)
    failed = Signal(int, str)

    def __init__(self, generation: Generation) -> None:
        super().__init__()
        self._gen = generation

    @Slot(object)
    def work(self, ticket: _Ticket) -> None:
        gen = self._gen
        if gen.value != ticket.generation:
            return

        def cancel() -> bool:
            return gen.value != ticket.generation

        try:
            result = ticket.fn(cancel)
        except Cancelled:
            return
        except Exception:  # a bug in the help must not take the window down
            self.failed.emit(ticket.generation, traceback.format_exc())
            return
        if not cancel():
            self.done.emit(ticket.generation, result)


class TaskRunner(QObject):
    """One background thread for one kind of job; only the latest job's answer counts."""

    done = Signal(int, object)  # ticket, result (current jobs only)
    failed = Signal(int, str)  # ticket, traceback text
    _submit = Signal(object)

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._gen = Generation()
        self._pending: int | None = None
        self._thread = QThread()
        self._thread.setObjectName(f"bschnapsen-{name}")
        self._worker = _Worker(self._gen)
        self._worker.moveToThread(self._thread)
        self._submit.connect(self._worker.work)
        self._worker.done.connect(self._on_done)
        self._worker.failed.connect(self._on_failed)
        _THREADS.add(self._thread)  # the thread starts with the first job: none runs unasked

    @property
    def busy(self) -> bool:
        return self._pending is not None

    def run(self, fn: Job) -> int:
        """Start ``fn(cancel)`` on the thread (the previous job is cancelled); a ticket."""
        if not self._thread.isRunning():
            self._thread.start()
        gen = self._gen.bump()
        self._pending = gen
        self._submit.emit(_Ticket(gen, fn))
        return gen

    def cancel(self) -> None:
        self._gen.bump()
        self._pending = None

    def shutdown(self, timeout_ms: int = 10_000) -> bool:
        """Cancel, stop the thread and wait for it; safe to call twice (a later ``run``
        starts it again)."""
        self.cancel()
        if not self._thread.isRunning():
            return True
        self._thread.quit()
        return bool(self._thread.wait(timeout_ms))

    @Slot(int, object)
    def _on_done(self, generation: int, result: Any) -> None:
        if generation != self._pending or generation != self._gen.value:
            return
        self._pending = None
        self.done.emit(generation, result)

    @Slot(int, str)
    def _on_failed(self, generation: int, message: str) -> None:
        if generation != self._pending:
            return
        self._pending = None
        self.failed.emit(generation, message)
