"""The thinking process: computer players, hints and reviews in a process of their own.

A thinking player is pure Python and holds the GIL nearly all the time.  In the window's
process it competes with the GUI thread for the interpreter, and on a busy two-core machine
the window then stalls for 100 ms and more.  So the window sends its questions to a
separate process (``spawn`` start method, which works the same on Linux, Windows and macOS
and in the frozen build, whose launcher calls ``multiprocessing.freeze_support()``).

Three kinds of question, each a small frozen dataclass that pickles:

* :class:`Decide`: a computer player's decision for a :class:`SeatView` snapshot.  The
  process keeps one player per ``(owner, seat)`` and makes a new one whenever ``spec``
  (strength, seed, a configuration number) changes, so players keep their random state
  between decisions just as they would in-process.
* :class:`HintQuestion`: the hint for a human's :class:`SeatView` (``ai.hints.hint``).
* :class:`ReviewQuestion`: the review of a finished deal from its :class:`DealLog`
  (``ai.hints.analyse``).

``HintQuestion`` and ``ReviewQuestion`` answer themselves (``question.answer(cancel)``), so
a caller without the process answers the very same question in its own thread.

:class:`ThinkProcess` is the parent's side.  It is thread-safe (one question at a time;
a caller waiting for its turn still sees its ``cancel()``) and meant to be called from a
worker thread, which ``ask(question, cancel)`` blocks until the :class:`Answer` comes.

* Cancellation: the id of the question still wanted sits in shared memory; the waiting
  thread polls its own ``cancel()`` and clears that id, and the work in the process sees
  its ``cancel()`` turn true within a search step and stops.  ``ask`` then raises
  :class:`Cancelled`.
* A question that fails in the process comes back as a :class:`Failure` (raised as
  :class:`QuestionFailed`); the process keeps serving.
* If the process cannot start, dies or stops answering, ``ask`` raises
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
import pickle
import signal
import sys
import threading
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from multiprocessing.connection import Connection
from multiprocessing.reduction import ForkingPickler
from typing import Any

from ..engine.actions import Action, Verb
from ..engine.log import DealLog
from ..engine.view import SeatView
from .search import Cancelled

#: how often the waiting thread looks at its cancel() and at the process
POLL_SECONDS = 0.01
#: how long past its deadline a question may go unanswered before the process counts as hung
GRACE_SECONDS = 20.0

#: how much lower the thinking process's scheduling priority is than the window's (POSIX)
NICENESS = 5
#: the thinking process's priority class on Windows (SetPriorityClass), below the window's
BELOW_NORMAL_PRIORITY_CLASS = 0x4000

#: how long a computer player of each strength thinks about a decision (the window's players
#: and the table server's computers alike)
THINK_SECONDS = {"beginner": 0.5, "club": 1.5, "expert": 3.0}

#: the hint's and the review's time budgets (what the window asks for)
HINT_SECONDS = 2.5
REVIEW_SECONDS_PER_DECISION = 0.15
REVIEW_SECONDS = 10.0

Spec = tuple[str, int, int]  # strength, seed, configuration number
Cancel = Callable[[], bool]


class ProcessUnavailable(RuntimeError):
    """The thinking process could not start, died or hung; think in this process instead."""


@dataclass(frozen=True)
class Failure:
    """A question that could not be answered: what went wrong, as a value.

    ``kind`` is the exception's class name (``"ValueError"``), ``message`` its text and
    ``detail`` the traceback where it happened (for stderr, not for the user)."""

    kind: str
    message: str
    detail: str = ""

    @classmethod
    def of(cls, exc: BaseException) -> Failure:
        detail = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
        return cls(type(exc).__name__, str(exc), detail)

    def __str__(self) -> str:
        return self.detail or f"{self.kind}: {self.message}"


class QuestionFailed(RuntimeError):
    """The question raised (in the process or here); ``failure`` says what."""

    def __init__(self, failure: Failure) -> None:
        super().__init__(f"{failure.kind}: {failure.message}")
        self.failure = failure


@dataclass(frozen=True)
class Answer:
    """An answer and the process that worked it out (``pid``)."""

    value: Any
    pid: int


# -- the questions ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Decide:
    """A computer player's decision: ``owner``'s player at ``seat``, made by ``spec``."""

    owner: int
    seat: int
    spec: Spec
    view: SeatView
    seconds: float
    #: the running Bummerl (``Match.points``) and the team that led target - 1 : 0, for a
    #: player that values Punkte for the Bummerl (``SearchPlayer.set_score``); None: untold
    score: tuple[int, int] | None = None
    led_short_to_nil: int | None = None

    def made_by(self, player: Any, cancel: Cancel) -> Any:
        """``player``'s action (in the thinking process or, without it, in the worker
        thread): told the running Bummerl first if it listens, then asked."""
        tell = getattr(player, "set_score", None)
        if tell is not None:
            tell(self.score, self.led_short_to_nil)
        return player.decide(self.view, time.monotonic() + self.seconds, cancel)


@dataclass(frozen=True)
class HintQuestion:
    """The computer's suggestion for ``view``'s seat: an ``ai.hints.Hint``, or None when the
    seat may only say Genug out of turn and should not.

    Only the :class:`SeatView` goes in, so a hint can never read the cards a player cannot
    see.  When the seat may say Genug but another seat is to play, the only question is
    Genug or not: it is answered from the same view."""

    view: SeatView
    seed: int = 0
    seconds: float = HINT_SECONDS
    strength: str = "expert"

    def answer(self, cancel: Cancel | None = None) -> Any:
        view = self.view
        if not isinstance(view, SeatView):
            raise TypeError("a hint needs the player's SeatView")
        if view.to_act != view.seat:
            from .heuristic import genug_is_right
            from .hints import Hint, Reason

            genug = [a for a in view.legal if a.seat == view.seat and a.verb is Verb.GENUG]
            if not genug:
                raise ValueError("nothing to decide for this seat")
            if genug_is_right(view):
                return Hint(genug[0], None, Reason.GENUG_REACHED, ())
            return None
        from .hints import hint

        return hint(view, strength=self.strength, seed=self.seed, deadline=time.monotonic() + self.seconds,
                    cancel=cancel)


@dataclass(frozen=True)
class ReviewQuestion:
    """The review of a finished deal: an ``ai.hints.Analysis``.  ``seconds`` bounds the
    whole review (decisions after it are not reviewed)."""

    log: DealLog
    seed: int = 0
    seconds_per_decision: float = REVIEW_SECONDS_PER_DECISION
    seconds: float = REVIEW_SECONDS

    def answer(self, cancel: Cancel | None = None) -> Any:
        from .hints import analyse

        return analyse(self.log, seconds_per_decision=self.seconds_per_decision, seed=self.seed, cancel=cancel,
                       deadline=time.monotonic() + self.seconds)


def _answer(question: Any, cancel: Cancel, players: dict[tuple[int, int], tuple[Spec, Any]],
            make: Callable[[str, int], Any]) -> Any:
    """Work out one question in this process (the thinking process's side)."""
    if isinstance(question, Decide):
        key = (question.owner, question.seat)
        entry = players.get(key)
        if entry is None or entry[0] != question.spec:
            entry = (question.spec, make(question.spec[0], question.spec[1]))
            players[key] = entry
        return question.made_by(entry[1], cancel)
    return question.answer(cancel)


def _yield_to_the_window() -> None:
    """The window comes first: on a busy machine the scheduler gives the GUI the CPU before a
    player that thinks ahead during an animation.  POSIX: ``nice`` (:data:`NICENESS`);
    Windows, which has no ``nice``: the below-normal priority class."""
    if hasattr(os, "nice"):
        try:
            os.nice(NICENESS)
        except OSError:
            pass
    elif sys.platform == "win32":
        import ctypes

        try:
            kernel32 = ctypes.WinDLL("kernel32")
            kernel32.GetCurrentProcess.restype = ctypes.c_void_p
            kernel32.SetPriorityClass.argtypes = [ctypes.c_void_p, ctypes.c_uint32]
            kernel32.SetPriorityClass(kernel32.GetCurrentProcess(), BELOW_NORMAL_PRIORITY_CLASS)
        except (OSError, AttributeError):
            pass


def _serve(conn: Connection, wanted: Any, make: Callable[[str, int], Any] | None = None) -> None:
    """The process's main loop: answer questions until told to stop or orphaned."""
    # Ctrl+C in a terminal reaches the whole process group (on Windows every process of the
    # console, and Ctrl+Break too, whose default ends the process at once); the parent decides.
    for name in ("SIGINT", "SIGBREAK"):
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), signal.SIG_IGN)
    _yield_to_the_window()
    if make is None:
        from . import make_player

        make = make_player

    pid = os.getpid()
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
            reply: tuple[Any, ...] = ("pong", msg[1], pid)
        elif kind == "forget":
            for key in [k for k in players if k[0] == msg[1]]:
                del players[key]
            continue
        elif kind == "ask":
            _, job, payload = msg

            def cancel(job: int = job) -> bool:
                return bool(wanted.value != job)

            try:
                question = pickle.loads(payload)
                reply = ("ok", job, _answer(question, cancel, players, make), pid)
            except Cancelled:
                reply = ("cancelled", job, None, pid)
            except Exception as exc:  # a bug in the question's work: report it, keep serving
                reply = ("error", job, Failure.of(exc), pid)
        else:
            reply = ("error", -1, Failure("ValueError", f"unknown request {kind!r}"), pid)
        try:
            data = ForkingPickler.dumps(reply)
        except Exception as exc:  # an answer that does not pickle
            data = ForkingPickler.dumps(("error", reply[1], Failure.of(exc), pid))
        try:
            conn.send_bytes(data)
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
        #: polls of the waiting thread between a cancel and the process's giving up (tests)
        self.cancel_polls = 0
        self._busy = False

    # -- life --------------------------------------------------------------------------

    @property
    def broken(self) -> str | None:
        """Why the process is unusable, or None."""
        return self._broken

    @property
    def pid(self) -> int | None:
        proc = self._proc
        return proc.pid if proc is not None and proc.is_alive() else None

    @property
    def busy(self) -> bool:
        """True while a question is out in the process."""
        return self._busy

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

    def ask(self, question: Any, cancel: Cancel) -> Answer:
        """The answer to ``question`` (a :class:`Decide`, :class:`HintQuestion`,
        :class:`ReviewQuestion`, or any picklable object with ``answer(cancel)``).

        Raises :class:`Cancelled` when ``cancel()`` turned true first (also while waiting
        for another caller's question), :class:`QuestionFailed` when the work failed,
        :class:`ProcessUnavailable` when the process is not usable."""
        try:
            payload = bytes(ForkingPickler.dumps(question))  # unpickled by the process's work
        except Exception as exc:  # not the process's fault: it stays usable
            raise QuestionFailed(Failure.of(exc)) from exc
        while not self._lock.acquire(timeout=POLL_SECONDS):
            if cancel():
                raise Cancelled()
        try:
            return self._ask(question, payload, cancel)
        finally:
            self._busy = False
            self._lock.release()

    def _ask(self, question: Any, payload: bytes, cancel: Cancel) -> Answer:
        self._ensure()
        conn, wanted, proc = self._conn, self._wanted, self._proc
        assert conn is not None and proc is not None
        job = next(self._jobs)
        wanted.value = job
        try:
            conn.send(("ask", job, payload))
        except (OSError, ValueError) as exc:
            raise self._fail(f"the thinking process does not listen: {exc}") from exc
        self._busy = True  # the question is out (cleared by ask)
        seconds = float(getattr(question, "seconds", 0.0))
        hung_at = time.monotonic() + seconds + GRACE_SECONDS
        cancelled = False
        self.cancel_polls = 0
        while True:
            if not cancelled and cancel():
                wanted.value = 0
                cancelled = True
                hung_at = min(hung_at, time.monotonic() + GRACE_SECONDS)
            elif cancelled:
                self.cancel_polls += 1
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
            if not proc.is_alive():
                raise self._fail(f"the thinking process ended (exit code {proc.exitcode})")
            if time.monotonic() > hung_at:
                raise self._fail("the thinking process stopped answering")
        kind = reply[0]
        if kind == "ok":
            return Answer(reply[2], int(reply[3]))
        if kind == "cancelled":
            raise Cancelled()
        failure = reply[2]
        if not isinstance(failure, Failure):
            failure = Failure("RuntimeError", f"the thinking process answered {reply!r}")
        raise QuestionFailed(failure)

    def decide(
        self,
        owner: int,
        seat: int,
        spec: Spec,
        view: SeatView,
        seconds: float,
        cancel: Cancel,
        score: tuple[int, int] | None = None,
        led_short_to_nil: int | None = None,
    ) -> Action:
        """The action of ``owner``'s player at ``seat`` for ``view`` (``ask`` with a
        :class:`Decide`); a failed player raises :class:`QuestionFailed`."""
        action = self.ask(Decide(owner, seat, spec, view, seconds, score, led_short_to_nil), cancel).value
        if not isinstance(action, Action):
            raise QuestionFailed(Failure("TypeError", f"the thinking process answered {action!r}"))
        return action


#: the program's thinking processes by lane: the computer players have one to themselves,
#: so that a review after the deal never holds up the next deal's first move; hints and
#: reviews share the other.
PLAYERS = "players"
HELP = "help"

_SHARED: dict[str, ThinkProcess] = {}
_SHARED_LOCK = threading.Lock()


def shared(lane: str = PLAYERS) -> ThinkProcess:
    """The program's thinking process for ``lane`` (not started until first used; a
    stopped one is replaced)."""
    with _SHARED_LOCK:
        proc = _SHARED.get(lane)
        if proc is None or proc.broken == "stopped":
            proc = _SHARED[lane] = ThinkProcess()
        return proc
