"""Computer players in a process of their own (ai.process): answers, cancellation, a dead or
orphaned process, a player's error."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time

import pytest

from bschnapsen_gui.ai import Cancelled
from bschnapsen_gui.ai.process import ProcessUnavailable, ThinkProcess
from bschnapsen_gui.engine.match import Match
from bschnapsen_gui.engine.rules import PRESETS
from bschnapsen_gui.engine.view import seat_view
from tests.ai.helpers import slow_player


def _deal(seed: int = 3):
    return Match(PRESETS["standard"], seed, dealer=0).deal


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # a zombie is dead for our purposes
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().split(")")[-1].split()[0] != "Z"
    except OSError:
        return False


@pytest.fixture
def proc():
    tp = ThinkProcess()
    yield tp
    tp.stop()


def test_answers_with_a_legal_action_for_every_seat_and_phase(proc) -> None:
    deal = _deal()
    steps = 0
    while not deal.finished and steps < 60:
        seat = deal.to_act
        action = proc.decide(1, seat, ("club", seat, 0), seat_view(deal, seat), 1.0, lambda: False)
        assert action in deal.legal_actions()
        deal.apply(action)
        steps += 1
    assert deal.finished


def test_cancel_stops_the_thinking_in_the_process() -> None:
    proc = ThinkProcess(make=slow_player)  # thinks until cancelled
    proc.start()
    deal = _deal(5)
    seat = deal.to_act
    t0 = time.monotonic()
    with pytest.raises(Cancelled):
        # 60 s to think, cancelled after 50 ms
        proc.decide(1, seat, ("expert", 1, 0), seat_view(deal, seat), 60.0, lambda: time.monotonic() - t0 > 0.05)
    assert time.monotonic() - t0 < 2.0
    # and the process is free for the next question at once
    try:
        with pytest.raises(Cancelled):
            proc.decide(1, seat, ("slow", 1, 0), seat_view(deal, seat), 60.0, lambda: time.monotonic() - t0 > 0.3)
        assert time.monotonic() - t0 < 2.5
    finally:
        proc.stop()


def test_a_players_error_is_reported_and_the_process_keeps_serving(proc) -> None:
    deal = _deal()
    seat = deal.to_act
    with pytest.raises(RuntimeError, match="no-such-strength|unknown|strength"):
        proc.decide(1, seat, ("no-such-strength", 1, 0), seat_view(deal, seat), 1.0, lambda: False)
    assert proc.broken is None
    assert proc.decide(1, seat, ("beginner", 1, 0), seat_view(deal, seat), 1.0, lambda: False) in deal.legal_actions()


def test_a_killed_process_makes_it_unavailable_not_hang(proc) -> None:
    proc.start()
    pid = proc.pid
    assert pid is not None
    os.kill(pid, signal.SIGKILL)
    deal = _deal()
    seat = deal.to_act
    t0 = time.monotonic()
    with pytest.raises(ProcessUnavailable):
        proc.decide(1, seat, ("beginner", 1, 0), seat_view(deal, seat), 1.0, lambda: False)
    with pytest.raises(ProcessUnavailable):  # and stays so: the caller thinks itself
        proc.decide(1, seat, ("beginner", 1, 0), seat_view(deal, seat), 1.0, lambda: False)
    assert time.monotonic() - t0 < 5.0


def test_killed_while_thinking() -> None:
    proc = ThinkProcess(make=slow_player)
    proc.start()
    pid = proc.pid
    deal = _deal(5)
    seat = deal.to_act
    t0 = time.monotonic()

    def cancel() -> bool:
        if time.monotonic() - t0 > 0.1 and _alive(pid):
            os.kill(pid, signal.SIGKILL)
        return False

    with pytest.raises(ProcessUnavailable):
        proc.decide(1, seat, ("slow", 1, 0), seat_view(deal, seat), 60.0, cancel)
    assert time.monotonic() - t0 < 5.0
    proc.stop()


def test_stop_ends_the_process(proc) -> None:
    proc.start()
    pid = proc.pid
    proc.stop()
    deadline = time.monotonic() + 5
    while _alive(pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not _alive(pid)
    with pytest.raises(ProcessUnavailable):
        proc.start()


def test_the_process_ends_when_its_parent_is_killed(tmp_path) -> None:
    script = tmp_path / "parent.py"
    script.write_text(textwrap.dedent("""
        import os, sys, time
        from bschnapsen_gui.ai.process import ThinkProcess
        if __name__ == "__main__":
            tp = ThinkProcess()
            tp.start()
            print(tp.pid, flush=True)
            time.sleep(60)
    """))
    parent = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, text=True)
    try:
        child = int(parent.stdout.readline())
        assert _alive(child)
        parent.kill()  # no atexit, no goodbye: the child sees its pipe close
        parent.wait(10)
        deadline = time.monotonic() + 10
        while _alive(child) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not _alive(child)
    finally:
        if parent.poll() is None:
            parent.kill()


def test_a_process_that_cannot_start_is_unavailable(monkeypatch) -> None:
    from bschnapsen_gui.ai import process as process_mod

    def no_processes(method=None):
        raise OSError("no shared memory here")

    monkeypatch.setattr(process_mod.multiprocessing, "get_context", no_processes)
    tp = ThinkProcess()
    with pytest.raises(ProcessUnavailable, match="no shared memory here"):
        tp.start()
    deal = _deal()
    with pytest.raises(ProcessUnavailable):
        tp.decide(1, deal.to_act, ("beginner", 1, 0), seat_view(deal, deal.to_act), 1.0, lambda: False)


@pytest.mark.skipif(not hasattr(os, "getpriority"), reason="POSIX scheduling priorities")
def test_the_process_yields_the_cpu_to_the_window(proc) -> None:
    from bschnapsen_gui.ai.process import NICENESS

    proc.start()
    mine = os.getpriority(os.PRIO_PROCESS, 0)
    theirs = os.getpriority(os.PRIO_PROCESS, proc.pid)
    assert theirs == min(19, mine + NICENESS)
