"""Computer players in a process of their own.

A thinking player is pure Python and holds the GIL nearly all the time.  In the window's
process it competes with the GUI thread for the interpreter, and on a busy two-core machine
the window then stalls for 100 ms and more.  So the window lets its computer players think
in a separate process (``spawn`` start method, which works the same on Linux, Windows and
macOS and in the frozen build, whose launcher calls ``multiprocessing.freeze_support()``).

:class:`ThinkProcess` is the parent's side.  It is thread-safe (one question at a time) and
meant to be called from a worker thread, which it blocks until the answer comes:

* ``decide(owner, seat, spec, view, seconds, cancel)`` sends a :class:`SeatView` snapshot;
  the process keeps one player per ``(owner, seat)`` and makes a new one whenever ``spec``
  (strength, seed, a configuration number) changes, so players keep their random state
  between decisions just as they would in-process.
* Cancellation: the id of the question still wanted sits in shared memory; the waiting
  thread polls its own ``cancel()`` and clears that id, and the player in the process sees
  its ``cancel()`` turn true within a search step and stops.  ``decide`` then raises
  :class:`Cancelled`.
* If the process cannot start, dies or stops answering, ``decide`` raises
  :class:`ProcessUnavailable` (and every later call does too): the caller thinks in its
  own process instead, so a game never stops for want of a helper process.

The process exits when it is told to, when the parent's end of the pipe closes (the parent
died), or, as a daemon, when the parent exits.
"""

from __future__ import annotations

import atexit
import itertools
import multiprocessing
import os
import signal
import threading
import time
import traceback
from multiprocessing.connection import Connection
from typing import Any, Callable

from ..engine.actions import Action
from ..engine.view import SeatView
from .search import Cancelled

#: how often the waiting thread looks at its cancel() and at the process
POLL_SECONDS = 0.01
#: how long past its deadline a question may go unanswered before the process counts as hung
GRACE_SECONDS = 20.0

#: how much lower the thinking process's scheduling priority is than the window's (POSIX)
NICENESS = 5

Spec = tuple[str, int, int]  # strength, seed, configuration number


class ProcessUnavailable(RuntimeError):
    """The thinking process could not start, died or hung; think in this process instead."""


def _serve(conn: Connection, wanted: Any, make: Callable[[str, int], Any] | None = None) -> None:
    """The process's main loop: answer questions until told to stop or orphaned."""
    # Ctrl+C in a terminal reaches the whole process group; the parent decides.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    # The window comes first: on a busy machine the scheduler gives the GUI the CPU
    # before a player that thinks ahead during an animation.
    if hasattr(os, "nice"):
        try:
            os.nice(NICENESS)
        except OSError:
            pass
    if make is None:
        from . import make_player

        make = make_player

    players: dict[tuple[int, int], tuple[Spec, Any]] = {}
    while True:
        try:
            msg = conn.recv()
        except (EOFError, OSError):
            return  # the parent is gone
        kind = msg[0]
        if kind == "stop":
            return
        if kind == "ping":
            reply: tuple[Any, ...] = ("pong", msg[1], os.getpid())
        elif kind == "forget":
            for key in [k for k in players if k[0] == msg[1]]:
                del players[key]
            continue
        elif kind == "decide":
            _, job, owner, seat, spec, view, seconds = msg

            def cancel(job: int = job) -> bool:
                return bool(wanted.value != job)

            try:
                entry = players.get((owner, seat))
                if entry is None or entry[0] != spec:
                    entry = (spec, make(spec[0], spec[1]))
                    players[(owner, seat)] = entry
                action = entry[1].decide(view, time.monotonic() + seconds, cancel)
                reply = ("ok", job, action)
            except Cancelled:
                reply = ("cancelled", job, None)
            except Exception:  # a player's bug: report it, keep serving
                reply = ("error", job, traceback.format_exc())
        else:
            reply = ("error", -1, f"unknown request {kind!r}")
        try:
            conn.send(reply)
        except (OSError, ValueError):
            return


class ThinkProcess:
    """The parent's handle on one thinking process (started on first use).

    ``make(strength, seed)`` makes the players in the process (default: ``ai.make_player``);
    it must be a module-level function, since it is sent to the process by reference."""

    def __init__(self, make: Callable[[str, int], Any] | None = None) -> None:
        self._make = make
        self._lock = threading.Lock()
        self._proc: Any = None
        self._conn: Connection | None = None
        self._wanted: Any = None
        self._broken: str | None = None
        self._jobs = itertools.count(1)
        self._owners = itertools.count(1)

    # -- life --------------------------------------------------------------------------

    @property
    def broken(self) -> str | None:
        """Why the process is unusable, or None."""
        return self._broken

    @property
    def pid(self) -> int | None:
        proc = self._proc
        return proc.pid if proc is not None and proc.is_alive() else None

    def new_owner(self) -> int:
        """A fresh key under which a caller's players live in the process."""
        return next(self._owners)

    def start(self, timeout: float = 30.0) -> None:
        """Start the process (if needed) and wait until it answers; raises ProcessUnavailable."""
        with self._lock:
            self._ensure(timeout)

    def _fail(self, why: str) -> ProcessUnavailable:
        self._broken = why
        self._kill()
        return ProcessUnavailable(why)

    def _ensure(self, timeout: float = 30.0) -> None:
        if self._broken is not None:
            raise ProcessUnavailable(self._broken)
        if self._proc is not None:
            if self._proc.is_alive():
                return
            raise self._fail(f"the thinking process ended (exit code {self._proc.exitcode})")
        try:
            ctx = multiprocessing.get_context("spawn")
            parent, child = ctx.Pipe()
            wanted = ctx.RawValue("q", 0)  # shared memory (/dev/shm or a temporary file)
            proc = ctx.Process(target=_serve, args=(child, wanted, self._make), name="bschnapsen-thinker", daemon=True)
            proc.start()
        except Exception as exc:  # no fork/exec, no shared memory, a frozen build without support
            self._broken = f"could not start the thinking process: {exc}"
            raise ProcessUnavailable(self._broken) from exc
        child.close()
        self._proc, self._conn, self._wanted = proc, parent, wanted
        atexit.register(self.stop)
        try:
            parent.send(("ping", 0))
            end = time.monotonic() + timeout
            while not parent.poll(POLL_SECONDS):
                if not proc.is_alive():
                    raise self._fail(f"the thinking process ended at start (exit code {proc.exitcode})")
                if time.monotonic() > end:
                    raise self._fail("the thinking process did not answer at start")
            reply = parent.recv()
        except (EOFError, OSError) as exc:
            raise self._fail(f"the thinking process did not start: {exc}") from exc
        if reply[0] != "pong":
            raise self._fail(f"the thinking process answered {reply[0]!r} at start")

    def _kill(self) -> None:
        proc, conn = self._proc, self._conn
        if conn is not None:
            try:
                conn.close()
            except OSError:
                pass
        if proc is not None and proc.is_alive():
            proc.terminate()
            proc.join(2)
            if proc.is_alive():
                proc.kill()
                proc.join(2)

    def stop(self, timeout: float = 2.0) -> None:
        """Ask the process to end, and end it if it does not.  Safe to call repeatedly."""
        proc, conn = self._proc, self._conn
        if self._wanted is not None:
            self._wanted.value = 0  # a question still being thought about is cancelled
        if proc is not None and proc.is_alive() and conn is not None:
            try:
                conn.send(("stop",))
            except (OSError, ValueError):
                pass
            proc.join(timeout)
        self._kill()
        self._proc = self._conn = None
        if self._broken is None:
            self._broken = "stopped"

    # -- questions ---------------------------------------------------------------------

    def forget(self, owner: int) -> None:
        """Drop an owner's players in the process (it no longer needs them)."""
        with self._lock:
            if self._conn is None or self._broken is not None:
                return
            try:
                self._conn.send(("forget", owner))
            except (OSError, ValueError):
                pass

    def decide(
        self,
        owner: int,
        seat: int,
        spec: Spec,
        view: SeatView,
        seconds: float,
        cancel: Callable[[], bool],
    ) -> Action:
        """The action of ``owner``'s player at ``seat`` for ``view``.

        Raises :class:`Cancelled` when ``cancel()`` turned true first, RuntimeError with the
        process's traceback when the player failed, :class:`ProcessUnavailable` when the
        process is not usable."""
        with self._lock:
            self._ensure()
            conn, wanted = self._conn, self._wanted
            assert conn is not None
            job = next(self._jobs)
            wanted.value = job
            try:
                conn.send(("decide", job, owner, seat, spec, view, seconds))
            except (OSError, ValueError) as exc:
                raise self._fail(f"the thinking process does not listen: {exc}") from exc
            hung_at = time.monotonic() + seconds + GRACE_SECONDS
            cancelled = False
            while True:
                if not cancelled and cancel():
                    wanted.value = 0
                    cancelled = True
                    hung_at = min(hung_at, time.monotonic() + GRACE_SECONDS)
                try:
                    ready = conn.poll(POLL_SECONDS)
                    if ready:
                        reply = conn.recv()
                except (EOFError, OSError) as exc:
                    raise self._fail(f"the thinking process went away: {exc}") from exc
                if ready:
                    if reply[1] == job:
                        break
                    continue  # an answer to an older question (cannot happen; be safe)
                if not self._proc.is_alive():
                    raise self._fail(f"the thinking process ended (exit code {self._proc.exitcode})")
                if time.monotonic() > hung_at:
                    raise self._fail("the thinking process stopped answering")
        kind = reply[0]
        if kind == "ok":
            action = reply[2]
            if not isinstance(action, Action):
                raise RuntimeError(f"the thinking process answered {action!r}")
            return action
        if kind == "cancelled":
            raise Cancelled()
        raise RuntimeError(str(reply[2]))


_SHARED: ThinkProcess | None = None
_SHARED_LOCK = threading.Lock()


def shared() -> ThinkProcess:
    """The one thinking process of this program (not started until first used; a stopped
    one is replaced)."""
    global _SHARED
    with _SHARED_LOCK:
        if _SHARED is None or _SHARED.broken == "stopped":
            _SHARED = ThinkProcess()
        return _SHARED
