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


# -- hints and reviews, failures as values ------------------------------------------------------

from bschnapsen_gui.ai.hints import Analysis, Hint  # noqa: E402
from bschnapsen_gui.ai.process import (  # noqa: E402
    Failure,
    HintQuestion,
    QuestionFailed,
    ReviewQuestion,
)
from bschnapsen_gui.engine.deal import Phase  # noqa: E402
from tests.ai.helpers import deal_at  # noqa: E402
from tests.ai.questions import Boom, Unpicklable, UntilCancelled, WhereAmI, finished_log  # noqa: E402

#: polls (of POLL_SECONDS each) that a cancelled question may take to be given up
CANCEL_POLLS = 100  # 1 s; a review that ignored its cancel would take twice that


class _CancelAfter:
    """A cancel() that turns true at its n-th call (counted, not timed)."""

    def __init__(self, n: int) -> None:
        self.n = n
        self.calls = 0

    def __call__(self) -> bool:
        self.calls += 1
        return self.calls > self.n


def test_a_hint_is_worked_out_in_the_process(proc) -> None:
    deal = deal_at(Phase.PLAY, 11)
    seat = deal.to_act
    answer = proc.ask(HintQuestion(seat_view(deal, seat), seed=1, seconds=0.5), lambda: False)
    assert answer.pid == proc.pid and answer.pid != os.getpid()
    assert isinstance(answer.value, Hint)
    assert answer.value.action in deal.legal_actions()


def test_a_review_is_worked_out_in_the_process(proc) -> None:
    log = finished_log(3)
    answer = proc.ask(ReviewQuestion(log, seed=1, seconds_per_decision=0.02, seconds=5.0), lambda: False)
    assert answer.pid == proc.pid and answer.pid != os.getpid()
    assert isinstance(answer.value, Analysis)
    assert answer.value.decisions  # beginners leave something to review
    assert all(0 <= d.index < len(log.actions) for d in answer.value.decisions)


def test_the_same_question_is_answered_here_without_the_process() -> None:
    deal = deal_at(Phase.PLAY, 11)
    hint = HintQuestion(seat_view(deal, deal.to_act), seed=1, seconds=0.5).answer(lambda: False)
    assert isinstance(hint, Hint) and hint.action in deal.legal_actions()


def test_a_hint_out_of_turn_is_only_about_genug() -> None:
    deal = deal_at(Phase.PLAY, 11)
    other = (deal.to_act + 1) % 4
    with pytest.raises(ValueError, match="nothing to decide"):
        HintQuestion(seat_view(deal, other)).answer()


@pytest.mark.parametrize("question", ["review", "until-cancelled"])
def test_a_cancelled_question_is_given_up_within_a_bounded_number_of_polls(proc, question) -> None:
    proc.start()
    if question == "review":
        # a review is over in tens of milliseconds now (the compiled solver, the trump table),
        # a few polls of 10 ms: so it is cancelled at the first poll after it went out
        q: object = ReviewQuestion(finished_log(4), seed=1, seconds_per_decision=30.0, seconds=600.0)
        cancel = _CancelAfter(0)
    else:
        q = UntilCancelled(600.0)
        cancel = _CancelAfter(3)
    with pytest.raises(Cancelled):
        proc.ask(q, cancel)
    assert cancel.calls > cancel.n  # it was asked until it said yes...
    assert proc.cancel_polls <= CANCEL_POLLS  # ...and the process gave up soon after
    assert proc.ask(WhereAmI(), lambda: False).value == proc.pid  # free for the next one


def test_a_review_stops_at_the_first_cancel_it_sees() -> None:
    """Counted, not timed: the review asks cancel() hundreds of times, and gives up at the
    first yes, wherever in the deal that falls."""
    question = ReviewQuestion(finished_log(4), seed=1, seconds_per_decision=30.0, seconds=600.0)
    calls = _CancelAfter(10**9)
    question.answer(calls)
    assert calls.calls > 40
    for n in (0, 1, calls.calls // 2, calls.calls - 1):
        cancel = _CancelAfter(n)
        with pytest.raises(Cancelled):
            question.answer(cancel)
        assert cancel.calls == n + 1


def test_a_failure_in_the_process_comes_back_as_a_value(proc) -> None:
    with pytest.raises(QuestionFailed) as caught:
        proc.ask(Boom(), lambda: False)
    failure = caught.value.failure
    assert isinstance(failure, Failure)
    assert failure.kind == "ValueError"
    assert failure.message == f"boom in {proc.pid}"  # raised over there
    assert "Traceback" in failure.detail and "questions.py" in failure.detail
    assert proc.broken is None  # and it keeps serving
    assert proc.ask(WhereAmI(), lambda: False).value == proc.pid


def test_a_hint_that_fails_in_the_process_is_a_failure(proc) -> None:
    deal = deal_at(Phase.PLAY, 11)
    other = (deal.to_act + 1) % 4
    with pytest.raises(QuestionFailed) as caught:
        proc.ask(HintQuestion(seat_view(deal, other)), lambda: False)
    assert caught.value.failure.kind == "ValueError"
    assert caught.value.failure.message == "nothing to decide for this seat"


def test_questions_and_answers_that_do_not_pickle_are_failures_not_a_broken_process(proc) -> None:
    with pytest.raises(QuestionFailed) as caught:
        proc.ask(UntilCancelled(lambda: 1), lambda: False)  # type: ignore[arg-type]
    assert caught.value.failure.kind in ("PicklingError", "AttributeError", "TypeError")
    with pytest.raises(QuestionFailed):
        proc.ask(Unpicklable(), lambda: False)
    assert proc.broken is None
    assert proc.ask(WhereAmI(), lambda: False).value == proc.pid


def test_a_question_waiting_for_its_turn_can_be_cancelled(proc) -> None:
    import threading

    proc.start()
    release = threading.Event()
    outcome: list[object] = []

    def first() -> None:
        try:
            outcome.append(proc.ask(UntilCancelled(600.0), release.is_set))
        except Cancelled:
            outcome.append("cancelled")

    t = threading.Thread(target=first)
    t.start()
    try:
        while not proc.busy:
            time.sleep(0.005)
        # the process is taken: a second question waits, and its cancel() still counts
        with pytest.raises(Cancelled):
            proc.ask(WhereAmI(), _CancelAfter(3))
    finally:
        release.set()
        t.join(10)
    assert outcome == ["cancelled"]


def test_the_players_and_the_help_have_processes_of_their_own(monkeypatch) -> None:
    from bschnapsen_gui.ai import process as process_mod

    monkeypatch.setattr(process_mod, "_SHARED", {})
    players, help_ = process_mod.shared(), process_mod.shared(process_mod.HELP)
    assert players is not help_ and process_mod.shared() is players
    players.stop()
    assert process_mod.shared() is not players  # a stopped one is replaced
