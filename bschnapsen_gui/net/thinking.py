"""The server's computer players: thinking processes shared by all tables, asked without
blocking the event loop.

A computer player is pure Python and holds the interpreter lock while it thinks; in the
server's own process it would hold up every table's messages.  So the tables ask
``ai/process.py``'s thinking processes, as the window does: a small pool of them
(:data:`DEFAULT_PROCESSES`, however many tables), each table pinned to one process so that
its players keep their random state between decisions.  The blocking ``ThinkProcess.decide``
runs in a worker thread (``run_in_executor``), which waits on the pipe with the interpreter
lock released, so the event loop goes on serving every other table meanwhile.

If a process cannot start or dies, that process's tables think in a worker thread of the
server's own process instead (said once on standard error), so a table never stops for want
of a helper process; ``BSCHNAPSEN_THINK=thread`` chooses that from the start, as in the window.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import itertools
import logging
import os
import threading
from typing import Any

from ..ai import make_player
from ..ai.process import THINK_SECONDS, Decide, ProcessUnavailable, ThinkProcess
from ..engine.actions import Action
from ..engine.view import SeatView

log = logging.getLogger(__name__)

#: thinking processes for the whole server (the machines we aim at have two cores)
DEFAULT_PROCESSES = 2


def think_seconds(strength: str) -> float:
    return THINK_SECONDS.get(strength, 1.0)


class ThinkerPool:
    """``await pool.decide(...)``: a computer player's action, thought about elsewhere."""

    def __init__(self, processes: int = DEFAULT_PROCESSES, *, in_thread: bool | None = None) -> None:
        if in_thread is None:
            in_thread = os.environ.get("BSCHNAPSEN_THINK") == "thread"
        n = max(1, processes)
        self._procs: list[ThinkProcess | None] = [None if in_thread else ThinkProcess() for _ in range(n)]
        self._locks: list[asyncio.Lock] | None = None
        self._executor = concurrent.futures.ThreadPoolExecutor(n + 1, thread_name_prefix="bschnapsen-think")
        self._owners = itertools.count(1)
        self._local: dict[tuple[int, int], tuple[tuple[str, int, int], Any]] = {}
        self._said: set[str] = set()
        self.decisions = 0
        self.in_process = 0

    def new_owner(self) -> int:
        return next(self._owners)

    def _lock(self, owner: int) -> tuple[int, asyncio.Lock]:
        if self._locks is None:
            self._locks = [asyncio.Lock() for _ in self._procs]
        i = owner % len(self._procs)
        return i, self._locks[i]

    async def decide(self, owner: int, seat: int, spec: tuple[str, int, int], view: SeatView,
                     score: tuple[int, int] | None, led_short_to_nil: int | None,
                     cancel: threading.Event) -> Action:
        """The action of ``owner``'s player at ``seat`` (``spec``: strength, seed, config).
        Raises ``ai.search.Cancelled`` once ``cancel`` is set."""
        seconds = think_seconds(spec[0])
        question = Decide(owner, seat, spec, view, seconds, score, led_short_to_nil)
        i, lock = self._lock(owner)
        loop = asyncio.get_running_loop()
        async with lock:  # one question at a time per process; others wait here, not in threads
            proc = self._procs[i]
            if proc is not None:
                try:
                    action = await loop.run_in_executor(
                        self._executor, proc.decide, owner, seat, spec, view, seconds, cancel.is_set,
                        score, led_short_to_nil)
                    self.decisions += 1
                    self.in_process += 1
                    return action
                except ProcessUnavailable as exc:
                    self._procs[i] = None
                    self._say(f"the computer players think in the server's process: {exc}")
            action = await loop.run_in_executor(self._executor, self._here, question, cancel)
            self.decisions += 1
            return action

    def _here(self, question: Decide, cancel: threading.Event) -> Action:
        """Without the process: the same player, in this worker thread."""
        key = (question.owner, question.seat)
        entry = self._local.get(key)
        if entry is None or entry[0] != question.spec:
            entry = (question.spec, make_player(question.spec[0], question.spec[1]))
            self._local[key] = entry
        action: Action = question.made_by(entry[1], cancel.is_set)
        return action

    def _say(self, line: str) -> None:
        if line not in self._said:
            self._said.add(line)
            log.warning("%s", line)

    def forget(self, owner: int) -> None:
        for key in [k for k in self._local if k[0] == owner]:
            del self._local[key]
        proc = self._procs[owner % len(self._procs)]
        if proc is not None:
            proc.forget(owner)

    def start(self) -> None:
        """Start the processes now (else at the first question); a failure is not fatal."""
        for i, proc in enumerate(self._procs):
            if proc is None:
                continue
            try:
                proc.start()
            except ProcessUnavailable as exc:
                self._procs[i] = None
                self._say(f"the computer players think in the server's process: {exc}")

    @property
    def pids(self) -> list[int]:
        return [p.pid for p in self._procs if p is not None and p.pid is not None]

    def stop(self) -> None:
        for proc in self._procs:
            if proc is not None:
                proc.stop()
        self._executor.shutdown(wait=False, cancel_futures=True)
